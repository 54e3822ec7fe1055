"""Copy for the streaks feature: /contact, /streak, /structured, milestones.

Slips are fresh starts, never verdicts: no "back to zero", no blame. Proactive milestone
messages never mention the ex and never quote the user.
"""

from __future__ import annotations

from html import escape

from bot.i18n import format_number, ngettext
from bot.i18n.copy import Command, tr

# (command, short description) for the command menu and /help, in menu order.
COMMANDS: tuple[Command, ...] = (
    Command("streak", "Your no-contact days, all of them"),
    Command("contact", "Log a contact, or a time you held"),
    Command("structured", "Rules for contact you can't avoid (kids, work)"),
)

# --- /contact --------------------------------------------------------------------------------

ASK_KIND = "What happened? Whatever it was, logging it keeps your record honest."
BTN_KIND = {
    "reached_out": "I reached out",
    "replied": "They reached out, I replied",
    "held": "They reached out, I held",
    "profile_check": "I looked at their profile",
    "structured": "Structured contact",
}
BTN_CANCEL = "Cancel"
CANCELLED = "Okay, nothing logged."

ASK_CHANNEL = "How was it?"
BTN_CHANNEL = {
    "text": "Text message",
    "call": "Call",
    "in_person": "In person",
    "social": "Social media",
    "app": "Co-parenting app",
    "email": "Email",
}

ASK_WHEN = (
    "When was it? Tap one, or type it, like “yesterday 21:30”, “2 hours ago” or “28.11 20:00”."
)
ASK_WHEN_TYPED = (
    "Type when it was, like “yesterday 21:30”, “this morning”, “2 hours ago” or “28.11.2026 20:00”."
)
BTN_NOW = "Just now"
BTN_EARLIER_TODAY = "Earlier today"
BTN_YESTERDAY = "Yesterday"
BTN_TYPE_TIME = "Type a time"
ASK_WHEN_TODAY = "Roughly when today?"
ASK_WHEN_YESTERDAY = "Roughly when yesterday?"
BTN_PARTS = {
    "hour": "About an hour ago",
    "tm": "This morning",
    "ta": "This afternoon",
    "te": "This evening",
    "ym": "Morning",
    "ya": "Afternoon",
    "ye": "Evening",
    "yn": "Night",
}
WHEN_ERRORS = {
    "empty": "I didn't catch a time there.",
    "format": "I couldn't read that as a time.",
    "invalid_date": "That date or time doesn't exist on the calendar.",
    "ambiguous": (
        "That date can be read two ways. Could you write the month as a word, like 11 May 2026?"
    ),
    "future": "That time is still ahead. I can only log something that already happened.",
    "too_old": "That's further back than I can log.",
    "too_long": "That's longer than a time can be.",
}

ASK_RULES = "Did it stay within your rules?\n{rules}"
RULES_HINT = {
    "channel": "It was by {channel}, which isn't one of your agreed channels.",
    "hours": "It was outside your agreed hours.",
}
BTN_WITHIN = "Yes, within the rules"
BTN_OUTSIDE = {
    "channel": "No: another channel",
    "topic": "No: off topic",
    "hours": "No: outside the hours",
}

TAP_A_BUTTON = "Tap one of the buttons to answer, or Cancel."
STEP_GONE = "That question has closed. /contact starts a fresh log whenever you like."

LOGGED_AT = "Logged: {what}, {when}."
# Translators: when something happened; {clock} is like 21:30, {day} like "Sat 28 Nov".
WHEN_TODAY = "today at {clock}"
WHEN_YESTERDAY = "yesterday at {clock}"
WHEN_DAY = "{day} at {clock}"
WHAT = {
    "reached_out": "you reached out",
    "replied": "you replied",
    "held": "you held",
    "profile_check": "a profile check",
    "structured": "structured contact",
}
BEFORE_START = (
    "That's before your start date ({day}), so it doesn't change your count. "
    "It's saved all the same."
)
HELD = (
    "They reached out, and you held. That's a real win, and it's counted: {held} so far.\n"
    "Your streak keeps going: {current}."
)
PROFILE_NOTED = (
    "Noted, and it doesn't change your count. It's here so you can see the pattern over time. "
    "Profile checks this week: {week}."
)
STRUCTURED_KEPT = (
    "Within your rules, so your streak keeps going: {current}.\n"
    "Structured contacts this month: {month}."
)


def slip_previous(days: int) -> str:
    """The line about the streak a slip ended, with the plural written properly."""
    return ngettext(
        "You held for {n} day before it happened, and that day stays yours.",
        "You held for {n} days before it happened, and those days stay yours.",
        days,
    ).format(n=format_number(days))


SLIP = (
    "Thank you for logging it honestly.\n\n"
    "{previous}"
    "{figures}\n\n"
    "A new streak began at that moment. What would help right now?"
)
SLIP_FIGURES = "Longest streak: {longest}. Days without contact in all: {total}."
# Early on there are no whole days to show yet; zeros would read like a verdict.
SLIP_FIGURES_EARLY = "Every hour you held before this still counts."
BTN_CHECKIN = "Check in with me"
BTN_LESSON = "A short read for this moment"
BTN_RESTART = "Start again now"
BTN_UNDO = "Undo"

RESTARTED = (
    "Starting again. This streak counts from {when}, so nothing between then and now is lost.\n"
    "Everything before it still counts too: {total} days without contact in all. "
    "I'm here whenever a wave comes."
)
UNDONE = "Undone. That entry no longer counts. Your streak: {current}."
UNDO_TOO_LATE = (
    "That was logged more than 10 minutes ago, so I can't undo it from here any more. "
    "Nothing is lost: your longest streak, your total days and every time you held still count. "
    "If something was logged wrong, /contact lets you log what really happened."
)
UNDO_ALREADY = "That one is already undone."
UNDO_MISSING = "I couldn't find that entry. /streak shows what counts now."

# --- /streak ---------------------------------------------------------------------------------

STREAK_TITLE = "<b>Your count</b>"
STREAK_CURRENT = "Current streak: {current}"
STREAK_CURRENT_STRUCTURED = "Days without contact outside your rules: {current}"
STREAK_LONGEST = "Longest streak: {longest}"
STREAK_LONGEST_NOW = "Longest streak: this one, so far"
STREAK_TOTAL = "Days without contact in all: {total}"
STREAK_FRESH_STARTS = "Fresh starts: {attempts}"
STREAK_HELD = "Times you held when they reached out: {held}"
STREAK_PROFILE = "Profile checks this week: {week}"
STREAK_STRUCTURED = "Structured contacts this month: {month}"
STREAK_CHECKIN = "After your last slip, you checked in {gap} later."
STREAK_NO_START = (
    "I'm counting from when we first talked, {day}. "
    "/since sets the day no contact really started, e.g. /since 2026-11-01."
)
BTN_LOG = "Log a contact"
BTN_MY_COUNT = "My count"

JUST_BEGUN = "just begun"

# --- /structured ------------------------------------------------------------------------------

STRUCTURED_INTRO = (
    "Some contact can't stop: children, a shared home, work. Structured contact means you agree "
    "with yourself on how it happens. Contact inside those rules keeps your streak going; "
    "contact outside them counts as a fresh start.\n\n"
    "Three quick steps: channels, topics, hours."
)
ASK_CHANNELS = "Which channels are okay? Tap all that apply, then Next."
ASK_TOPICS = "Which topics are okay? Tap all that apply, then Next."
ASK_HOURS = "Which hours are okay? Tap one, or type a range like 8-20, 9:00-18:00 or 9-17 weekdays."
PICK_ONE_CHANNEL = "Pick at least one channel, so I know what counts."
PICK_ONE_TOPIC = "Pick at least one topic, so I know what counts."
TAP_TO_CHOOSE = "Tap the buttons to choose, then Next."
STRUCTURED_STEP_GONE = "That question has closed. /structured opens your rules again."
BTN_NEXT = "Next"
BTN_ANY_TIME = "Any time"
HOURS_PRESETS = {"8-20": "08:00–20:00", "9-17": "09:00–17:00"}
HOURS_ERRORS = {
    "empty": "I didn't catch any hours there.",
    "too_long": "That's longer than a range of hours can be.",
    "format": "I couldn't read that as a range of hours.",
    "bad_time": "One of those times doesn't exist on a clock.",
    "same_time": "The start and the end are the same time.",
    "bad_weekday": "I couldn't read the days in that.",
    "bad_date": "I couldn't read that as a range of hours.",
}
TOPIC_LABELS = {
    "children": "Children",
    "logistics": "Logistics",
    "money": "Money",
    "property": "Shared property",
    "work": "Work",
}
CHECK = "✓ "

STRUCTURED_ON = (
    "<b>Structured contact is on</b>\n"
    "Channels: {channels}\n"
    "Topics: {topics}\n"
    "Hours: {hours}\n\n"
    "When you log a contact, I'll ask whether it stayed within these."
)
STRUCTURED_SAVED = "Saved."
STRUCTURED_OFF = "Structured contact is off. Your rules are kept if you turn it on again."
BTN_CHANGE_RULES = "Change the rules"
BTN_TURN_OFF = "Turn it off"
BTN_DONE = "Done"
STRUCTURED_CLOSED = "Okay."
RULES_SUMMARY = "Channels: {channels}. Topics: {topics}. Hours: {hours}."
ANY_TIME = "any time"

# --- milestones (proactive: never the ex, never the user's words) ------------------------------

MILESTONE_LINES = {
    1: "One full day into your streak, as of this morning. Every long stretch starts here.",
    3: "Three days into your streak today. Quietly marking it with you.",
    7: "A week into your streak today. Seven days of choosing your own peace.",
    14: "Two weeks into your streak today. Quietly marking it with you.",
    30: "A month into your streak today. Thirty days that belong to you.",
    60: "Sixty days into your streak today. Quietly marking it with you.",
    90: "Ninety days into your streak today. A whole season of your own life.",
    180: "Half a year into your streak today. Quietly marking it with you.",
    365: "A year into your streak today. However today feels, that year is yours.",
}
NONE_CHOSEN = "none"


def days_phrase(days: int) -> str:
    return ngettext("{n} day", "{n} days", days).format(n=format_number(days))


def hours_phrase(hours: int) -> str:
    if hours < 1:
        return tr(JUST_BEGUN)
    return ngettext("{n} hour", "{n} hours", hours).format(n=format_number(hours))


def current_phrase(days: int, hours: int) -> str:
    """Hours while under three days (they matter most then), days after."""
    return hours_phrase(hours) if days < 3 else days_phrase(days)


def gap_phrase(minutes: int) -> str:
    if minutes < 60:
        return ngettext("{n} minute", "{n} minutes", minutes).format(n=format_number(minutes))
    return hours_phrase(minutes // 60)


def milestone_text(days: int) -> str:
    if days in MILESTONE_LINES:
        return tr(MILESTONE_LINES[days])
    years = days // 365
    # Translators: a yearly milestone, sent on its own; {n} is 2 or more.
    return ngettext(
        "{n} year into your streak today. However today feels, that year is yours.",
        "{n} years into your streak today. However today feels, those years are yours.",
        years,
    ).format(n=format_number(years))


def _chosen(labels: dict[str, str], keys: list[str]) -> str:
    names = tr(labels)
    return ", ".join(names[key] for key in keys if key in names) or tr(NONE_CHOSEN)


def rules_summary(channels: list[str], topics: list[str], hours: str | None) -> str:
    return tr(RULES_SUMMARY).format(
        channels=_chosen(BTN_CHANNEL, channels),
        topics=_chosen(TOPIC_LABELS, topics),
        hours=escape(hours or tr(ANY_TIME)),
    )


def structured_on(channels: list[str], topics: list[str], hours: str | None) -> str:
    return tr(STRUCTURED_ON).format(
        channels=_chosen(BTN_CHANNEL, channels),
        topics=_chosen(TOPIC_LABELS, topics),
        hours=escape(hours or tr(ANY_TIME)),
    )
