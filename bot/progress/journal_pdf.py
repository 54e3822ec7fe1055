"""The journal as a readable PDF: dated entries in order, the person's own words, page numbers.

Plain values in (`JournalDocument`), PDF bytes out; no I/O besides reading the font. Made to
be read by someone else too (a lawyer, a therapist, a court): every entry carries the date it
happened (when the person gave one) and when it was written, the time zone is stated once on
the title page, and the title page says nothing about the bot unless the person wants it to.

The font is DejaVu Sans as shipped inside matplotlib (Latin with accents, Cyrillic, Greek and
more), so nothing is downloaded. A character it has no glyph for (an emoji, say) is printed as
a white square and the title page says so; invisible joiners and variation selectors are dropped.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Final
from zoneinfo import ZoneInfo

import matplotlib
from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.fonts import FontFace

from bot.texts import progress as T
from bot.texts import streaks as streak_texts

FONT_DIR: Final = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
FONT: Final = "body"
FONT_FILES: Final = {"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf"}
MISSING: Final = "\u25a1"  # □, which DejaVu Sans has
INK: Final = (40, 44, 52)
MUTED: Final = (105, 112, 122)
RULE: Final = (215, 220, 226)


@dataclass(frozen=True)
class Entry:
    written_at: datetime  # aware
    happened_on: date | None
    text: str | None  # None: the key that encrypted it is gone


@dataclass(frozen=True)
class Contact:
    at: datetime  # aware
    kind: str  # a bot.streaks.EventKind value
    channel: str | None
    within_rules: bool | None


@dataclass(frozen=True)
class JournalDocument:
    entries: tuple[Entry, ...]
    zone: str
    made_at: datetime
    contacts: tuple[Contact, ...] = ()
    mention_source: bool = False


def ordered(entries: Sequence[Entry], zone: ZoneInfo) -> list[Entry]:
    """When it happened (or, without a date, when it was written), then when it was written."""
    return sorted(
        entries,
        key=lambda e: (e.happened_on or e.written_at.astimezone(zone).date(), e.written_at),
    )


def journal_pdf(document: JournalDocument) -> bytes:
    zone = ZoneInfo(document.zone)
    entries = ordered(document.entries, zone)
    pdf = _Pdf()
    glyphs = _glyphs()
    texts = [_printable(e.text, glyphs) if e.text is not None else None for e in entries]
    replaced = any(
        e.text is not None and text is not None and text.count(MISSING) > e.text.count(MISSING)
        for e, text in zip(entries, texts, strict=True)
    )
    _title_page(pdf, document, entries, zone, replaced)
    if entries:
        pdf.add_page()
    for number, (entry, text) in enumerate(zip(entries, texts, strict=True), start=1):
        _entry(pdf, number, entry, text, zone)
    if document.contacts:
        _contacts(pdf, document.contacts, zone)
    return bytes(pdf.output())


# --- pages -----------------------------------------------------------------------------------


class _Pdf(FPDF):
    def __init__(self) -> None:
        super().__init__(format="A4")
        self.set_margins(22, 20, 22)
        self.set_auto_page_break(True, margin=20)
        self.set_creator("")
        self.set_producer("")
        for style, name in FONT_FILES.items():
            self.add_font(FONT, style, str(FONT_DIR / name))
        self.alias_nb_pages()

    def footer(self) -> None:
        self.set_y(-14)
        self.set_font(FONT, size=8.5)
        self.set_text_color(*MUTED)
        self.cell(0, 6, T.PDF_PAGE.format(page=self.page_no(), pages="{nb}"), align="C")


def _title_page(
    pdf: _Pdf,
    document: JournalDocument,
    entries: Sequence[Entry],
    zone: ZoneInfo,
    replaced: bool,
) -> None:
    pdf.add_page()
    pdf.set_y(80)
    pdf.set_text_color(*INK)
    pdf.set_font(FONT, "B", 24)
    _line(pdf, T.PDF_TITLE, 14)
    pdf.set_font(FONT, size=12)
    if entries:
        days = [e.happened_on or e.written_at.astimezone(zone).date() for e in entries]
        first, last = _long(days[0]), _long(days[-1])
        template = T.PDF_RANGE if first != last else T.PDF_RANGE_ONE_DAY
        _line(pdf, template.format(count=T.entries(len(entries)), first=first, last=last), 8)
    else:
        _line(pdf, T.PDF_NOTHING, 8)
    pdf.ln(6)
    pdf.set_font(FONT, size=10)
    pdf.set_text_color(*MUTED)
    _line(pdf, T.PDF_ZONE.format(zone=zone.key), 6)
    _line(pdf, T.PDF_MADE.format(day=_long(document.made_at.astimezone(zone).date())), 6)
    if document.mention_source:
        _line(pdf, T.PDF_SOURCE, 6)
    if replaced:
        _line(pdf, T.PDF_GLYPHS, 6)


def _entry(pdf: _Pdf, number: int, entry: Entry, text: str | None, zone: ZoneInfo) -> None:
    written = entry.written_at.astimezone(zone)
    day = entry.happened_on or written.date()
    if pdf.get_y() > pdf.h - 60:
        pdf.add_page()
    pdf.set_text_color(*INK)
    pdf.set_font(FONT, "B", 12)
    _line(pdf, T.PDF_ENTRY.format(number=number, day=_long(day)), 7)
    pdf.set_font(FONT, size=8.5)
    pdf.set_text_color(*MUTED)
    clock = f"{written.hour:02d}:{written.minute:02d}"
    if entry.happened_on is not None and entry.happened_on != written.date():
        meta = T.PDF_WRITTEN_ABOUT.format(
            day=_long(written.date()), clock=clock, happened=_long(entry.happened_on)
        )
    else:
        meta = T.PDF_WRITTEN.format(day=_long(written.date()), clock=clock)
    _line(pdf, meta, 5)
    pdf.ln(2)
    pdf.set_text_color(*INK)
    pdf.set_font(FONT, size=10.5)
    _paragraphs(pdf, text if text is not None else T.PDF_UNREADABLE, 5.6)
    pdf.ln(4)
    pdf.set_draw_color(*RULE)
    pdf.line(pdf.l_margin, pdf.get_y(), pdf.w - pdf.r_margin, pdf.get_y())
    pdf.ln(5)


def _contacts(pdf: _Pdf, contacts: Sequence[Contact], zone: ZoneInfo) -> None:
    pdf.add_page()
    pdf.set_text_color(*INK)
    pdf.set_font(FONT, "B", 14)
    _line(pdf, T.PDF_CONTACTS, 9)
    pdf.set_font(FONT, size=9)
    pdf.set_text_color(*MUTED)
    _line(pdf, T.PDF_CONTACTS_NOTE, 7)
    pdf.set_text_color(*INK)
    kinds: Mapping[str, str] = streak_texts.BTN_KIND
    channels: Mapping[str, str] = streak_texts.BTN_CHANNEL
    with pdf.table(
        col_widths=(31, 13, 50, 28, 28),
        text_align="LEFT",
        line_height=5.5,
        borders_layout="HORIZONTAL_LINES",
        headings_style=FontFace(emphasis="BOLD", color=INK),
    ) as table:
        table.row(T.PDF_CONTACT_HEAD)
        for contact in sorted(contacts, key=lambda c: c.at):
            local = contact.at.astimezone(zone)
            table.row(
                (
                    _long(local.date()),
                    f"{local.hour:02d}:{local.minute:02d}",
                    kinds.get(contact.kind, contact.kind),
                    channels.get(contact.channel, contact.channel) if contact.channel else "",
                    T.PDF_RULES[contact.within_rules],
                )
            )


# --- helpers ---------------------------------------------------------------------------------


def _line(pdf: _Pdf, text: str, height: float) -> None:
    _paragraphs(pdf, text, height)


def _paragraphs(pdf: _Pdf, text: str, height: float) -> None:
    """Word-wrapped lines, one cell each.

    fpdf2's multi_cell re-measures the growing line for every character, which is quadratic
    in a paragraph's length; measuring each word once keeps 1,000 entries under the budget.
    """
    width = pdf.w - pdf.l_margin - pdf.r_margin
    for line in wrap(text, width, _measure(pdf)):
        if line:
            pdf.cell(0, height, line, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        else:
            pdf.ln(height)


def _measure(pdf: _Pdf) -> Callable[[str], float]:
    """Width of a text in the current font, in page units (what get_string_width says, faster)."""
    widths: Mapping[int, int] = getattr(pdf.current_font, "cw", {})
    scale = pdf.font_size_pt * 0.001 / pdf.k

    def measure(text: str) -> float:
        return sum(widths[ord(char)] for char in text) * scale

    return measure


def wrap(text: str, width: float, measure: Callable[[str], float]) -> list[str]:
    """Greedy word wrap; a word wider than a line is split where it must be."""
    space = measure(" ")
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line: list[str] = []
        used = 0.0
        for word in paragraph.split():
            size = measure(word)
            while size > width:
                head, word = _split_word(word, width, measure)
                if line:
                    lines.append(" ".join(line))
                    line, used = [], 0.0
                lines.append(head)
                size = measure(word)
            if line and used + space + size > width:
                lines.append(" ".join(line))
                line, used = [], 0.0
            used += (space if line else 0.0) + size
            line.append(word)
        lines.append(" ".join(line))
    return lines


def _split_word(word: str, width: float, measure: Callable[[str], float]) -> tuple[str, str]:
    cut = len(word) - 1
    while cut > 1 and measure(word[:cut]) > width:
        cut = max(1, cut * 3 // 4)
    return word[:cut], word[cut:]


def _long(day: date) -> str:
    return T.long_date(day.day, day.month, day.year)


@lru_cache(maxsize=1)
def _glyphs() -> frozenset[int]:
    """Code points the body font can draw (the bold face covers the same set)."""
    probe = FPDF()
    probe.add_font(FONT, "", str(FONT_DIR / FONT_FILES[""]))
    probe.add_page()
    probe.set_font(FONT)
    font = probe.current_font
    cmap: Mapping[int, int] = getattr(font, "cmap", {})
    return frozenset(cmap)


def _printable(text: str, glyphs: frozenset[int]) -> str:
    """The text as the font can print it: missing glyphs become □, invisible marks vanish."""
    out: list[str] = []
    for char in text:
        code = ord(char)
        if code in glyphs or char in "\n\t":
            out.append(char)
        elif unicodedata.category(char) in ("Cf", "Mn", "Cc", "Sk") or 0xFE00 <= code <= 0xFE0F:
            continue
        else:
            out.append(MISSING)
    return "".join(out).replace("\t", "    ")
