"""Copy for the basics: welcome, onboarding, settings, help, errors, groups."""

from __future__ import annotations

from html import escape

from bot.i18n.copy import Command, tr

WELCOME = (
    "Hi. I'm here for the moments you want to reach out to someone who hurt you.\n\n"
    "I can help you ride out a craving, keep your own record of what really happened, "
    "and count the days you've held.\n\n"
    "I'm a self-help tool, not therapy and not an emergency service. "
    "If you're ever in danger, type /sos at any time."
)
WELCOME_BACK = "Welcome back. Picking up where we left off."
ONBOARDING_INTRO = "Three quick questions. Skip any of them; you can change all of it in /settings."

ASK_SINCE = "When did no contact start?"
ASK_SINCE_TYPED = "Type the date, like 2026-11-01 or 1.11.2026."
SINCE_SET = "Got it: counting from {day}."
# After the time zone (or the country) is set, a start date like "today" moved to that zone's day.
START_SETTLED = "In your time, that makes your start date {day}."
SINCE_SKIPPED = "Okay, no start date for now. You can add one with /since any time."

SINCE_ERRORS = {
    "empty": "I didn't catch a date there.",
    "format": "I couldn't read that as a date.",
    "invalid_date": "That date doesn't exist on the calendar.",
    "ambiguous": (
        "That date can be read two ways. Could you write the month as a word, like 11 May 2026?"
    ),
    "future": "That date is still ahead. No contact can only start today or earlier.",
    "too_old": "That's further back than I can count from.",
    "too_long": "That's longer than a date can be.",
}
SINCE_RETRY = "Try something like 2026-11-01, 1.11.2026, today or yesterday."

ASK_ZONE = (
    "Which time zone are you in? Type a city or a zone name, like Berlin or America/New_York.\n"
    "Until you set one, I use UTC."
)
ZONE_SET = "Time zone set to {zone}. It's {clock} there now."
ZONE_SKIPPED = "Okay, I'll use UTC for now. /timezone changes it whenever you like."
ZONE_PICK = "I'm not sure which one you mean. Is it one of these?"
ZONE_UNKNOWN = (
    "I couldn't find that place. Try a bigger city nearby, or a zone name like Europe/London."
)
ZONE_TOO_LONG = "That's longer than a place name can be. Try a city, like Madrid."

ASK_COUNTRY = (
    "Which country are you in? I only use it to point you to helplines near you. "
    "A name or a code like DE is fine."
)
COUNTRY_SET = "Country set to {country}."
COUNTRY_SKIPPED = "No country for now. Helpline links will show the worldwide directory."
COUNTRY_PICK = "Did you mean one of these?"
COUNTRY_UNKNOWN = "I couldn't match that to a country. Try its name in English or a code like FR."
COUNTRY_CLEARED = "Country removed."

ONBOARDING_DONE = (
    "All set. Whenever a wave of wanting to reach out comes, write to me.\n\n"
    "/help shows everything I can do. /sos is always there."
)

BTN_TODAY = "Today"
BTN_YESTERDAY = "Yesterday"
BTN_TYPE_DATE = "Another date"
BTN_SKIP = "Skip"
BTN_NONE_OF_THESE = "None of these"
BTN_KEEP_UTC = "Keep UTC"
BTN_NO_COUNTRY = "Rather not say"
BTN_CHANGE_SINCE = "Start date"
BTN_CHANGE_ZONE = "Time zone"
BTN_CHANGE_COUNTRY = "Country"
BTN_DONE = "Done"

SETTINGS = (
    "<b>Your settings</b>\n"
    "No contact since: {since}\n"
    "Time zone: {zone}\n"
    "Country for helplines: {country}\n"
    "Looking at their profile: {profile}\n"
    "{more}\n\n"
    "Tap one to change it."
)
NOT_SET = "not set"
ZONE_DEFAULT = "UTC (not set yet)"
SETTINGS_CLOSED = "Settings saved."
BTN_PROFILE_CHECKS = "Profile checks"
PROFILE_RESETS = "starts a fresh streak"
PROFILE_KEEPS = "noted, doesn't change your streak"

HELP_TITLE = "<b>What I can do</b>"
HELP_FOOTER = (
    "You can also just write to me when it gets hard.\n"
    "I'm a self-help tool, not therapy or an emergency service."
)
HELP_SHORTCUTS: tuple[Command, ...] = (
    Command("since", "set the day no contact started, e.g. /since 2026-11-01"),
    Command("timezone", "set your time zone, e.g. /timezone Berlin"),
    Command("country", "set your country for helplines, e.g. /country DE"),
)

TEXT_ONLY = "I can only keep text here. Could you type it instead?"
TOO_LONG = "That's a lot to read at once. Could you keep it under {limit} characters?"
MENU = (
    "I'm here. You can write to me any time it gets hard.\n"
    "/help lists what I can do, and /sos is there if you need help right now."
)

CANCELLED = "Okay, stopped there. Nothing was saved."
# The notice on a button no feature knows any more (old, or from a removed message).
BUTTON_EXPIRED = "This button has expired."
ERROR = "Sorry, something went wrong on my side. Your data is safe. Please try again in a moment."
# The update's commit failed: nothing from that message was kept. {text} is theirs, escaped.
NOT_SAVED = (
    "Sorry, I couldn't save that just now, so it is not kept. Here is what you wrote, "
    "so it isn't lost; please send it again in a moment:"
)
NOT_SAVED_NO_TEXT = (
    "Sorry, I couldn't save that just now, so it is not kept. Please try again in a moment."
)
GROUP_ONLY_PRIVATE = (
    "I only work in a private chat, to keep what people share private. "
    "I'm leaving this group; message me directly instead. "
    "If anyone is in danger: findahelpline.com or your local emergency number."
)

COMMANDS: tuple[Command, ...] = (
    Command("start", "Set up, or pick up where you left off"),
    Command("settings", "Start date, time zone, country and more"),
    Command("help", "What I can do"),
)


def help_text(commands: tuple[tuple[str, str], ...]) -> str:
    """/help: `commands` as the menu shows them (already in the person's language)."""
    shortcuts = tr(HELP_SHORTCUTS)
    lines = [f"/{name} – {description}" for name, description in (*commands, *shortcuts)]
    return "\n".join([tr(HELP_TITLE), *lines, "", tr(HELP_FOOTER)])


def settings_summary(
    since: str | None,
    zone: str | None,
    country: str | None,
    profile_resets: bool = False,
    more: str = "",
) -> str:
    """The /settings message; `more` holds other features' lines (already HTML-safe)."""
    return tr(SETTINGS).format(
        more=more,
        since=escape(since or tr(NOT_SET)),
        zone=escape(zone or tr(ZONE_DEFAULT)),
        country=escape(country or tr(NOT_SET)),
        profile=tr(PROFILE_RESETS if profile_resets else PROFILE_KEEPS),
    )
