"""Copy for seeing the progress: /stats pictures and captions, the weekly look back, the PDF.

Pictures and the look back show figures, never anything the person wrote, never the ex.
Contact is a fact on the record, not a failure: no "lost", no "broke", no red.
The weekly look back is a proactive message: no names, no quotes, no verdicts.
Messages are sent as HTML: no raw "<" or "&" in the copy.
"""

from __future__ import annotations

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
