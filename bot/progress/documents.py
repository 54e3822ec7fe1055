"""The journal document handed to the PDF renderer: plain data, cheap to import.

bot.progress.journal_pdf draws it (with fpdf and matplotlib's font), in the render worker.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from zoneinfo import ZoneInfo


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
