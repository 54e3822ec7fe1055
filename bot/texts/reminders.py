"""Copy for the reminders feature: risky hours, hard dates, daily check-in, quiet hours, pause.

Scheduled (proactive) messages may be read by someone else glancing at the phone: they never
name anyone and never repeat anything the user wrote, not even a date's label.
"""

from __future__ import annotations

from html import escape

from bot.i18n.copy import Command, tr

# (command, short description) for the command menu and /help, in menu order.
COMMANDS: tuple[Command, ...] = (
    Command("risky", "Hours when it gets hard: I check in just before"),
    Command("dates", "Hard dates, like anniversaries: I'll be there"),
    Command("reminders", "Everything I'll send in the next 7 days"),
    Command("pause", "Pause my check-ins for a while"),
    Command("resume", "Turn check-ins back on"),
)

# --- proactive messages (no names, no quotes) ----------------------------------------------

RISKY_PROMPTS = (
    "Hi. This is often a harder time of day for you. How are you doing right now?",
    "Checking in before a tricky stretch of the day. How are things at the moment?",
    "A quick check-in, since this time of day can be hard. Where are you at right now?",
)
ANNIVERSARY_EVE = (
    "A heads-up: tomorrow is one of the dates you marked as hard.\n\n"
    "It can help to plan something small and kind for yourself, and to know who you could "
    "reach out to. I'll check in tomorrow morning, and /sos is there any time."
)
ANNIVERSARY_DAY = (
    "Good morning. Today is one of the dates you marked. "
    "However today goes, you don't have to get through it alone. How are you right now?"
)
ANNIVERSARY_AFTER = (
    "Checking in after yesterday, one of the dates you marked. "
    "However it went, it's behind you now. How are you today?"
)
DAILY_CHECKIN = "Your daily check-in. How is today going?"

BTN_OKAY = "I'm okay"
BTN_CRAVING = "Craving now"
BTN_GROUND = "Ground me"
BTN_THANKS = "Thanks"
BTN_DOING_OK = "Doing okay"
BTN_STILL_HEAVY = "Still heavy"
BTN_DAY_GOOD = "Good"
BTN_DAY_OKAY = "Okay"
BTN_DAY_HARD = "Hard"

OKAY_ACK = "Glad to hear it. If that changes, just write to me."
THANKS_ACK = "I'll be around tomorrow. Be gentle with yourself tonight."
HEAVY_ACK = "That makes sense. Hard days can echo for a while. Would something help right now?"
DAY_GOOD_ACK = "That's good to hear. Thanks for checking in."
DAY_OKAY_ACK = "Okay is okay. Thanks for checking in, and write to me any time."
DAY_HARD_ACK = "Thank you for telling me. Hard days happen. Would something help right now?"

# --- /risky --------------------------------------------------------------------------------

RISKY_TITLE = "<b>Your risky hours</b>"
RISKY_EMPTY = (
    "You haven't added any yet. Many people find cravings come at the same times: late at "
    "night, or the hour you used to talk. I'll check in a few minutes before each one starts."
)
RISKY_LIST_HINT = "I check in {lead} minutes before each one starts. Tap one to remove it."
RISKY_ASK = (
    "Which hours are hard? Pick one, or type your own, like 22:00-02:00. "
    "You can add days too: 21:00-23:00 sat,sun."
)
RISKY_ADDED = "Added {window}. I'll check in at {first}."
RISKY_DUPLICATE = "You already have {window}."
RISKY_REMOVED = "Removed {window}."
RISKY_GONE = "That one was already removed."
RISKY_LIMIT = "You have {limit} windows, the most I keep. Remove one to add another."
RISKY_ERRORS = {
    "empty": "I didn't catch any hours there.",
    "too_long": "That's longer than a time range can be.",
    "format": "I couldn't read that as a time range.",
    "bad_time": "One of those times doesn't exist on a clock.",
    "same_time": "The start and end are the same time.",
    "bad_weekday": "I couldn't read the days.",
    "bad_date": "I couldn't read that.",
}
RISKY_RETRY = "Try something like 22:00-02:00, 9pm-11pm, or 21:00-23:00 weekends."
BTN_ADD_WINDOW = "Add hours"
BTN_PRESET_NIGHT = "Late night 22:00–02:00"
BTN_PRESET_EVENING = "Evening 19:00–22:00"
BTN_TYPE_OWN = "Type my own"
BTN_REMOVE = "Remove {what}"
# Removing asks once more; {what} is like "22:00–02:00" or "14 Feb · the day we met".
REMOVE_CONFIRM = "Remove {what}? I'll stop checking in for it. You can add it back any time."
BTN_YES_REMOVE = "Yes, remove it"
BTN_KEEP_IT = "Keep it"
KEPT = "Okay, {what} stays."
BTN_CLOSE = "Done"

# --- /dates --------------------------------------------------------------------------------

DATES_TITLE = "<b>Your hard dates</b>"
DATES_EMPTY = (
    "None yet. Anniversaries, birthdays and holidays can bring a wave. For each date I send "
    "a heads-up the evening before, check in that morning, and once more the day after."
)
DATES_LIST_HINT = "Tap one to remove it."
DATES_UNREADABLE = (
    "I can't read the names of some dates: they were saved with an encryption key I don't "
    "have any more. The dates themselves still work, and you can remove them as usual."
)
LABEL_UNREADABLE = "(a name I can't read)"
DATE_ASK = (
    "Type the date and, if you like, a short name only you will see. For example: "
    "02-14 the day we met, or 2024-09-10 breakup."
)
DATE_ADDED = "Added {date}. First heads-up: {first}."
DATE_ADDED_FEB29 = " In years without 29 February, I'll use 28 February."
DATE_DUPLICATE = "You already have {date}."
DATE_REMOVED = "Removed {date}."
DATE_GONE = "That date was already removed."
DATE_LIMIT = "You have {limit} dates, the most I keep. Remove one to add another."
DATE_LABEL_TOO_LONG = "Could you keep the name under {limit} characters?"
DATE_ERRORS = {
    "empty": "I didn't catch a date there.",
    "too_long": "That's longer than a date and a name can be.",
    "format": "I couldn't read that as a date.",
    "bad_date": "That date doesn't exist on the calendar.",
    "bad_time": "I couldn't read that as a date.",
    "same_time": "I couldn't read that as a date.",
    "bad_weekday": "I couldn't read that as a date.",
}
DATE_RETRY = "Try something like 02-14 the day we met, or 2024-09-10 breakup."
BTN_ADD_DATE = "Add a date"

# --- daily check-in ------------------------------------------------------------------------

DAILY_OFF = (
    "<b>Daily check-in</b>\nOff. If you like, I can ask once a day how it's going: one tap to "
    "answer. Pick a time or type one, like 20:30."
)
DAILY_ON = "<b>Daily check-in</b>\nEvery day at {at}. Pick another time, or turn it off."
DAILY_SET = "Daily check-in set for {at} every day."
DAILY_SET_QUIET = " That's inside your quiet hours, so it will come at {moved} instead."
DAILY_STOPPED = "Daily check-in turned off."
DAILY_ASK = "What time? For example 20:30 or 9am."
DAILY_ERRORS = {
    "empty": "I didn't catch a time there.",
    "too_long": "That's longer than a time can be.",
    "bad_time": "I couldn't read that as a time.",
}
DAILY_RETRY = "Try something like 20:30, 9am or noon."
BTN_DAILY_MORNING = "09:00"
BTN_DAILY_EVENING = "20:00"
BTN_TYPE_TIME = "Type a time"
BTN_TURN_OFF = "Turn off"

# --- quiet hours ---------------------------------------------------------------------------

QUIET_INFO = (
    "<b>Quiet hours</b>\n{state}\n\nDuring quiet hours I hold back everything except the "
    "risky-hour check-ins you chose; those arrive without a sound."
)
QUIET_STATE_ON = "Now {window}."
QUIET_STATE_OFF = "Off: reminders can arrive at any hour."
QUIET_ASK = "Type your quiet hours, like 22:00-08:00."
QUIET_SET = "Quiet hours are now {window}."
QUIET_OFF_SET = "Quiet hours turned off."
QUIET_DAYS = "Quiet hours are the same every day, so just the times, like 22:00-08:00."
BTN_QUIET_CHANGE = "Change"
BTN_QUIET_DEFAULT = "23:00–07:00"

# --- /pause and /resume --------------------------------------------------------------------

PAUSE_ASK = "How long should I stay quiet? You can always write to me, and /sos still works."
PAUSED = "Paused until {until}. /resume turns check-ins back on sooner."
PAUSED_FOREVER = "Paused until you /resume. You can always write to me, and /sos still works."
RESUMED = "Check-ins are back on."
NOT_PAUSED = "Check-ins aren't paused. /pause holds them for a while."
BTN_PAUSE_DAY = "1 day"
BTN_PAUSE_3 = "3 days"
BTN_PAUSE_WEEK = "A week"
BTN_PAUSE_OPEN = "Until I resume"

# --- /reminders ----------------------------------------------------------------------------

REMINDERS_TITLE = "<b>Coming up in the next 7 days</b> ({zone})"
REMINDERS_EMPTY = "Nothing scheduled. Add risky hours, hard dates or a daily check-in below."
REMINDERS_MORE = "…and {count} more."
REMINDERS_PAUSED = "⏸ Paused until {until}: nothing is sent until then."
REMINDERS_PAUSED_FOREVER = "⏸ Paused until you /resume: nothing is sent until then."
REMINDERS_QUIET = "Quiet hours: {state}."
REMINDERS_DAILY = "Daily check-in: {state}."
STATE_OFF = "off"
BTN_RISKY = "Risky hours"
BTN_DATES = "Hard dates"
BTN_DAILY = "Daily check-in"
BTN_QUIET = "Quiet hours"
BTN_PAUSE = "Pause"
BTN_RESUME = "Resume"
BTN_STOP_ROW = "Stop {what} {when}"
ROW_STOPPED = "Stopped. Nothing else changes."
ROW_GONE = "That one had already gone out or been stopped."
CLOSED = "Okay. /reminders shows all of it any time."

KIND_LABELS = {
    "risky_prompt": "check-in before risky hours {detail}",
    "anniversary_eve": "heads-up for {detail}",
    "anniversary_day": "morning check-in on {detail}",
    "anniversary_after": "follow-up after {detail}",
    "daily_checkin": "daily check-in",
    "craving_followup": "the follow-up you asked for",
    "letter_question": "a question about your letter",
    "milestone": "a note about your progress",
    "look_back": "your weekly look back",
}
KIND_SHORT = {
    "craving_followup": "follow-up",
    "letter_question": "letter question",
    "milestone": "progress note",
}
KIND_FALLBACK = "a check-in"
DATE_FALLBACK = "your date"

# --- /settings lines -----------------------------------------------------------------------

SETTINGS_LINES = "Quiet hours: {quiet}\nDaily check-in: {daily}"


def settings_lines(quiet: str | None, daily: str | None) -> str:
    return tr(SETTINGS_LINES).format(quiet=quiet or tr(STATE_OFF), daily=daily or tr(STATE_OFF))


def date_name(when: str, label: str | None) -> str:
    """A date for listings the user asked for (their own label is fine there), HTML-safe."""
    return escape(f"{when} · {label}" if label else when)
