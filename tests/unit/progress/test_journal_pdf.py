"""bot.progress.journal_pdf: read back with pypdf, as someone else would open it."""

from __future__ import annotations

import io
import re
from datetime import UTC, date, datetime, timedelta

from pypdf import PdfReader

from bot.progress.journal_pdf import Contact, Entry, JournalDocument, journal_pdf, wrap
from bot.texts import progress as T

MADE = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)


def read(pdf: bytes) -> tuple[list[str], str]:
    assert pdf.startswith(b"%PDF-")
    reader = PdfReader(io.BytesIO(pdf))
    pages = [page.extract_text() for page in reader.pages]
    return pages, "\n".join(pages)


def flat(text: str) -> str:
    return " ".join(text.split())


def test_entries_in_order_with_the_right_count_and_non_latin_text() -> None:
    base = datetime(2026, 3, 1, 19, 30, tzinfo=UTC)
    entries = (
        Entry(base + timedelta(days=2), None, "Третья запись: он снова ждал у подъезда."),
        Entry(base, None, "First entry: the door was locked again."),
        # Written later, but it happened between the other two: it goes second.
        Entry(
            base + timedelta(days=5), date(2026, 3, 2), "Deuxième : il a crié, ça m'a fait peur."
        ),
        Entry(base + timedelta(days=6), None, "Größe, Łódź, Ελλάδα, ĂÂÎȘȚ, ğüşıöç."),
    )
    document = JournalDocument(entries, "Europe/Kyiv", MADE)
    pages, text = read(journal_pdf(document))
    body = flat(text)
    order = [
        "First entry: the door was locked again.",
        "Deuxième : il a crié, ça m'a fait peur.",
        "Третья запись: он снова ждал у подъезда.",
        "Größe, Łódź, Ελλάδα, ĂÂÎȘȚ, ğüşıöç.",
    ]
    positions = [body.find(line) for line in order]
    assert -1 not in positions, body
    assert positions == sorted(positions)
    assert len(re.findall(r"(?m)^\d+\. \d{1,2} \w+ 20\d\d$", text)) == 4
    assert "1. 1 March 2026" in text
    assert "Written 6 March 2026 at 21:30, about 2 March 2026" in body
    assert "4 entries from 1 March 2026 to 7 March 2026" in body
    assert "Europe/Kyiv" in pages[0]
    assert T.PDF_SOURCE not in body
    assert "Telegram" not in body and "bot" not in body.lower()
    assert f"Page 1 of {len(pages)}" in pages[0]
    assert f"Page {len(pages)} of {len(pages)}" in pages[-1]


def test_many_entries_are_all_there_and_numbered() -> None:
    base = datetime(2025, 1, 1, 8, tzinfo=UTC)
    entries = tuple(
        Entry(base + timedelta(hours=9 * n), None, f"Entry marker {n:04d}. " + "word " * (n % 90))
        for n in range(120)
    )
    pages, text = read(journal_pdf(JournalDocument(entries, "America/New_York", MADE)))
    markers = re.findall(r"Entry marker (\d{4})", text)
    assert markers == [f"{n:04d}" for n in range(120)]
    assert len(pages) > 5
    assert "120 entries" in pages[0]


def test_the_source_line_only_when_asked_and_unreadable_entries_say_so() -> None:
    entries = (Entry(MADE - timedelta(days=1), None, None),)
    _, text = read(journal_pdf(JournalDocument(entries, "UTC", MADE, mention_source=True)))
    assert T.PDF_SOURCE in flat(text)
    assert "can't be read" in text


def test_characters_the_font_lacks_become_a_square_and_the_title_page_says_so() -> None:
    entries = (Entry(MADE - timedelta(days=1), None, "見 ok\u200d"),)
    pages, text = read(journal_pdf(JournalDocument(entries, "UTC", MADE)))
    assert "□ ok" in text
    assert T.PDF_GLYPHS in flat(pages[0])


def test_no_entries_still_makes_a_title_page() -> None:
    pages, text = read(journal_pdf(JournalDocument((), "Europe/Berlin", MADE)))
    assert len(pages) == 1
    assert T.PDF_NOTHING in text


def test_contact_log_as_a_table() -> None:
    contacts = (
        Contact(datetime(2026, 2, 3, 18, 5, tzinfo=UTC), "held", "text", None),
        Contact(datetime(2026, 2, 1, 9, 0, tzinfo=UTC), "structured", "app", True),
    )
    entries = (Entry(MADE, None, "x"),)
    pages, _ = read(journal_pdf(JournalDocument(entries, "Europe/Berlin", MADE, contacts)))
    table = flat(pages[-1])
    assert T.PDF_CONTACTS in table
    assert table.index("Structured contact") < table.index("They reached out, I held")
    assert "19:05" in table and "Co-parenting app" in table


def test_wrap_fits_every_line_and_keeps_every_word() -> None:
    text = "short words here\n\n" + "x" * 50 + " tail " + "word " * 30
    lines = wrap(text, 20.0, lambda s: float(len(s)))
    assert all(len(line) <= 20 for line in lines)
    assert lines[1] == ""
    assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace("\n", "")
