"""Copy for seeing the progress: /stats pictures and captions, the weekly look back, the PDF.

Pictures and the look back show figures, never anything the person wrote, never the ex.
Contact is a fact on the record, not a failure: no "lost", no "broke", no red.
The weekly look back is a proactive message: no names, no quotes, no verdicts.
Messages are sent as HTML: no raw "<" or "&" in the copy.
"""

from __future__ import annotations

from bot.i18n.copy import Command

MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
WEEKDAYS_SHORT = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def short_date(day_number: int, month: int) -> str:
    """ "3 Mar" """
    return f"{day_number} {MONTHS[month - 1][:3]}"


def long_date(day_number: int, month: int, year: int) -> str:
    """ "3 March 2026" """
    return f"{day_number} {MONTHS[month - 1]} {year}"


def days(count: int) -> str:
    return "1 day" if count == 1 else f"{count} days"


def points(value: float) -> str:
    """A mean drop on the 0–10 scale, one decimal, no "-0.0"."""
    rounded = round(value, 1)
    text = f"{rounded:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# (command, short description) for the command menu and /help, in menu order.
COMMANDS: tuple[Command, ...] = (Command("stats", "Your progress, in pictures"),)

# --- /stats ----------------------------------------------------------------------------------

STATS_MAKING = "Drawing your pictures…"
STATS_NOTHING_YET = (
    "There isn't enough here yet to draw. After a few days and a few check-ins, "
    "/stats will show how the waves come and go."
)
STATS_SOME_LATER = "The other pictures need a little more to draw on; they'll come."
STATS_FAILED = "I couldn't draw the pictures just now. Please try /stats again in a moment."
CAPTION_TIMELINE = "Your no-contact time: {total} in all, {current} in this stretch."
CAPTION_TIMELINE_FIRST = "Your no-contact time: {current} so far."
CAPTION_HEAT = "When check-ins happen, by hour and weekday ({zone} time)."
CAPTION_HEAT_RISKY = (
    "When check-ins happen, by hour and weekday ({zone} time), your risky hours outlined."
)
CAPTION_INTENSITY = "How strong, before and after each check-in ({count} rated), and what helped."
CONSOLE_SAVED = "Saved: {path}"

# --- the weekly look back (a proactive message: figures only) --------------------------------

LOOK_BACK_TITLE = "<b>Your week, looking back</b> ({first} – {last})"
# A scheduled message: its first words are neutral, so a lock-screen preview says nothing about
# an ex or contact (tests/unit/test_lock_screen.py).
LOOK_BACK_HELD_ALL = "Days you held: all {days}."
LOOK_BACK_HELD = "Days you held this week: {held}."
LOOK_BACK_CHECKINS = "Check-ins: {count}."
LOOK_BACK_CHECKINS_DROP = "Check-ins: {count}. On average your rating came down {drop} points."
LOOK_BACK_TOOL = "What helped most: {tool}."
LOOK_BACK_STRETCH = "This stretch: {days}."
LOOK_BACK_CLOSE = "Every day of it counts, the hard ones too. /stats has the longer view."
LOOK_BACK_CAPTION_LIMIT = 1024

# --- /settings -------------------------------------------------------------------------------

SETTINGS_LINE_OFF = "Weekly look back: off"
SETTINGS_LINE_ON = "Weekly look back: {weekday} at {clock}"


def settings_line(weekday: int | None, clock: str) -> str:
    if weekday is None:
        return SETTINGS_LINE_OFF
    return SETTINGS_LINE_ON.format(weekday=WEEKDAYS_LONG[weekday], clock=clock)


BTN_LOOK_BACK = "Weekly look back"
LOOK_BACK_ASK = (
    "<b>A weekly look back</b>\n\n"
    "Once a week, on the evening you choose, a short summary: days without contact, "
    "check-ins and what helped, with one small picture. It never mentions anyone by name "
    "and never repeats what you wrote. Quiet hours still apply.\n\n"
    "Which evening?"
)
WEEKDAYS_LONG = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
LOOK_BACK_ASK_TIME = "What time on {weekday}?"
BTN_LOOK_BACK_OFF = "Turn it off"
BTN_BACK = "Back"
LOOK_BACK_SET = (
    "Done: a look back every {weekday} at {clock}, the first on {when}. "
    "You can change it or turn it off in /settings."
)
LOOK_BACK_OFF = "The weekly look back is off."

# --- /export ---------------------------------------------------------------------------------

EXPORT_ASK = (
    "Which copy would you like?\n\n"
    "• <b>Everything</b>: one JSON file with all I keep about you.\n"
    "• <b>Journal as a PDF</b>: your journal entries, dated and in order, with page numbers, "
    "easy to print or to show someone you trust, like a lawyer or a therapist."
)
BTN_EXPORT_JSON = "Everything (JSON)"
BTN_EXPORT_PDF = "Journal as a PDF"
BTN_EXPORT_PDF_CONTACTS = "PDF with the contact log"
PDF_ASK_SOURCE = (
    "Should the title page say these notes were kept with a no-contact journal on Telegram? "
    "Plain is the default: it then says nothing about where they came from."
)
BTN_PDF_PLAIN = "Plain title page"
BTN_PDF_SOURCE = "Say where it came from"
PDF_CAPTION = (
    "Your journal, {count}, times in the {zone} time zone. "
    "Please keep it somewhere only you can open."
)
PDF_FILENAME = "journal-{day}.pdf"
PDF_EMPTY = (
    "There are no journal entries yet, so there's no PDF to make. "
    "/journal is there whenever you want it."
)
PDF_FAILED = "I couldn't make the PDF just now. Please try again in a moment."

# --- chart labels (inside the pictures) ------------------------------------------------------

CHART_STRETCH = "Days without contact"
CHART_CURRENT = "This stretch"
CHART_CONTACT = "Contact"
CHART_STRUCTURED = "Contact within your rules"
CHART_HELD = "They reached out, you held"

CHART_HEAT_COUNT = "Check-ins"
CHART_HEAT_HOUR = "Hour of the day"
CHART_RISKY = "Your risky hours"

CHART_BEFORE = "Before"
CHART_AFTER = "After"
CHART_BEFORE_TREND = "Before, on average"
CHART_AFTER_TREND = "After, on average"
CHART_SCALE = "How strong (0–10)"
CHART_TOOLS = "Average drop per tool"
CHART_TOOL_USES = "{uses}×"
TOOL_SHORT = {
    "breathe": "Breathing",
    "ground": "Grounding",
    "reasons": "My reasons",
    "record": "What really happened",
    "letter": "Writing it here",
}

CHART_WEEK_CRAVINGS = "Check-ins"
CHART_WEEK_HELD = "A day without contact"

# --- the journal as a PDF (read by the person, and maybe a lawyer or a therapist) -------------
# The title page says nothing about the bot unless the person asks for PDF_SOURCE.

PDF_TITLE = "Journal"
PDF_RANGE = "{count} from {first} to {last}"
PDF_RANGE_ONE_DAY = "{count}, {first}"
PDF_NOTHING = "No entries yet."
PDF_ZONE = "Dates and times are in the {zone} time zone."
PDF_MADE = "Made on {day}."
PDF_SOURCE = "Written down at the time in a private no-contact journal on Telegram."
PDF_GLYPHS = "A character this font can't show is printed as □."
PDF_ENTRY = "{number}. {day}"
PDF_WRITTEN = "Written {day} at {clock}"
PDF_WRITTEN_ABOUT = "Written {day} at {clock}, about {happened}"
PDF_UNREADABLE = "[This entry can't be read: the key that locked it is no longer there.]"
PDF_PAGE = "Page {page} of {pages}"
PDF_CONTACTS = "Contact log"
PDF_CONTACTS_NOTE = "Each time contact was logged, oldest first."
PDF_CONTACT_HEAD = ("Date", "Time", "What happened", "How", "Within the agreed rules")
PDF_RULES = {True: "Yes", False: "No", None: ""}


def entries(count: int) -> str:
    return "1 entry" if count == 1 else f"{count} entries"


def look_back_text(
    *,
    first: tuple[int, int],
    last: tuple[int, int],
    days_counted: int,
    days_held: int,
    checkins: int,
    mean_drop: float | None,
    tool: str | None,
    stretch_days: int,
) -> str:
    """The weekly look back. Lines with nothing to say are left out, never shown as zero."""
    lines = [LOOK_BACK_TITLE.format(first=short_date(*first), last=short_date(*last))]
    if days_held and days_held == days_counted:
        lines.append(LOOK_BACK_HELD_ALL.format(days=days_counted))
    elif days_held:
        lines.append(LOOK_BACK_HELD.format(held=days_held))
    if checkins and mean_drop is not None and mean_drop > 0:
        lines.append(LOOK_BACK_CHECKINS_DROP.format(count=checkins, drop=points(mean_drop)))
    elif checkins:
        lines.append(LOOK_BACK_CHECKINS.format(count=checkins))
    if tool is not None and tool in TOOL_SHORT:
        lines.append(LOOK_BACK_TOOL.format(tool=TOOL_SHORT[tool].lower()))
    if stretch_days >= 1:
        lines.append(LOOK_BACK_STRETCH.format(days=days(stretch_days)))
    return "\n".join([lines[0], "", *lines[1:], "", LOOK_BACK_CLOSE])


def look_back_when(weekday: int, day_number: int, month: int) -> str:
    """ "Sunday 6 December" """
    return f"{WEEKDAYS_LONG[weekday]} {day_number} {MONTHS[month - 1]}"
