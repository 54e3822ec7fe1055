"""Words people type, not words the bot says: dates, times, days and answers in each language.

The parsers (bot/when.py, bot/schedule.py) read English. Each entry here names an English
phrase they understand; a translator lists how people write the same thing in their language,
alternatives separated by "|", and bot.i18n.phrases rewrites typed text into that English
before parsing. English itself always works, in every language.

Slots: {n} stands for a number people type in digits, {time} for a clock time like 21 or 21:30.
"""

from __future__ import annotations

from bot.i18n import pgettext


def entries() -> list[tuple[str, str, str, str]]:
    """(kind, message id, English the parsers read, how the current language writes it)."""
    return [
        # --- days and moments (when something happened, when no contact started) ---------
        # Translators: words people type, never shown. Give every way people write this,
        # separated by "|" (German "heute"; Russian "сегодня|сёдня"). Keep {n} and {time}.
        ("when", "today", "today", pgettext("typed", "today")),
        ("when", "yesterday", "yesterday", pgettext("typed", "yesterday")),
        (
            "when",
            "day before yesterday",
            "day before yesterday",
            pgettext("typed", "day before yesterday"),
        ),
        ("when", "now", "now", pgettext("typed", "now")),
        ("when", "just now", "just now", pgettext("typed", "just now")),
        ("when", "this morning", "this morning", pgettext("typed", "this morning")),
        ("when", "this afternoon", "this afternoon", pgettext("typed", "this afternoon")),
        ("when", "this evening", "this evening", pgettext("typed", "this evening")),
        ("when", "tonight", "tonight", pgettext("typed", "tonight")),
        ("when", "last night", "last night", pgettext("typed", "last night")),
        # Translators: a part of a day, as in "yesterday morning".
        ("when", "morning", "morning", pgettext("typed", "morning")),
        ("when", "afternoon", "afternoon", pgettext("typed", "afternoon")),
        ("when", "evening", "evening", pgettext("typed", "evening")),
        ("when", "night", "night", pgettext("typed", "night")),
        # (after the parts of a day: where one word means both, as German "morgen", the
        # part of the day wins)
        ("when", "tomorrow", "tomorrow", pgettext("typed", "tomorrow")),
        ("when", "{n} minutes ago", "{n} minutes ago", pgettext("typed", "{n} minutes ago")),
        ("when", "{n} hours ago", "{n} hours ago", pgettext("typed", "{n} hours ago")),
        ("when", "half an hour ago", "half an hour ago", pgettext("typed", "half an hour ago")),
        ("when", "an hour ago", "1 hour ago", pgettext("typed", "an hour ago")),
        ("when", "{n} days ago", "{n} days ago", pgettext("typed", "{n} days ago")),
        ("when", "{n} weeks ago", "{n} weeks ago", pgettext("typed", "{n} weeks ago")),
        ("when", "{n} months ago", "{n} months ago", pgettext("typed", "{n} months ago")),
        ("when", "{n} years ago", "{n} years ago", pgettext("typed", "{n} years ago")),
        # Translators: "of" between a day and a month, as in "12 of March" (Spanish "de");
        # if your language has no such word, write "of".
        ("when", "of", "of", pgettext("typed", "of")),
        # --- clock times -----------------------------------------------------------------
        ("clock", "at {time}", "at {time}", pgettext("typed", "at {time}")),
        # Translators: a whole hour, as in "9 o'clock" (German "{n} uhr").
        ("clock", "{n} o'clock", "{n}:00", pgettext("typed", "{n} o'clock")),
        # Translators: a morning hour, as in "9 am" (Russian "{n} утра").
        ("clock", "{n} am", "{n}am", pgettext("typed", "{n} am")),
        # Translators: an afternoon or evening hour, as in "9 pm" (Russian "{n} вечера").
        ("clock", "{n} pm", "{n}pm", pgettext("typed", "{n} pm")),
        ("clock", "noon", "noon", pgettext("typed", "noon")),
        ("clock", "midnight", "midnight", pgettext("typed", "midnight")),
        # Translators: between two times, as in "22:00 to 02:00".
        ("clock", "to", "to", pgettext("typed", "to")),
        # --- months, every form people type (Russian "января|январь|янв") -----------------
        ("month", "January", "january", pgettext("typed", "January")),
        ("month", "February", "february", pgettext("typed", "February")),
        ("month", "March", "march", pgettext("typed", "March")),
        ("month", "April", "april", pgettext("typed", "April")),
        ("month", "May", "may", pgettext("typed", "May")),
        ("month", "June", "june", pgettext("typed", "June")),
        ("month", "July", "july", pgettext("typed", "July")),
        ("month", "August", "august", pgettext("typed", "August")),
        ("month", "September", "september", pgettext("typed", "September")),
        ("month", "October", "october", pgettext("typed", "October")),
        ("month", "November", "november", pgettext("typed", "November")),
        ("month", "December", "december", pgettext("typed", "December")),
        # --- days of the week, as in "21:00-23:00 sat,sun" -------------------------------
        ("weekday", "Monday", "monday", pgettext("typed", "Monday")),
        ("weekday", "Tuesday", "tuesday", pgettext("typed", "Tuesday")),
        ("weekday", "Wednesday", "wednesday", pgettext("typed", "Wednesday")),
        ("weekday", "Thursday", "thursday", pgettext("typed", "Thursday")),
        ("weekday", "Friday", "friday", pgettext("typed", "Friday")),
        ("weekday", "Saturday", "saturday", pgettext("typed", "Saturday")),
        ("weekday", "Sunday", "sunday", pgettext("typed", "Sunday")),
        ("weekday", "weekdays", "weekdays", pgettext("typed", "weekdays")),
        ("weekday", "weekends", "weekends", pgettext("typed", "weekends")),
        ("weekday", "every day", "every day", pgettext("typed", "every day")),
        # --- answers typed instead of tapped ---------------------------------------------
        ("answer", "yes", "yes", pgettext("typed", "yes")),
        ("answer", "no", "no", pgettext("typed", "no")),
        ("answer", "cancel", "cancel", pgettext("typed", "cancel")),
        ("answer", "skip", "skip", pgettext("typed", "skip")),
    ]
