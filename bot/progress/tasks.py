"""What the render worker runs, importable without matplotlib, numpy or fpdf.

The bot process hands these to `Offload.run`; each imports its drawing module when it first
runs, which happens in the worker (or a thread in console mode), never at the bot's start-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.domain.progress import HeatMap, Intensity, Timeline
    from bot.domain.weekly import WeeklySummary
    from bot.progress.documents import JournalDocument


def stats_pictures(
    timeline: Timeline, heat: HeatMap, intensity: Intensity
) -> tuple[bytes | None, bytes | None, bytes | None]:
    from bot.progress import charts

    return charts.stats_pictures(timeline, heat, intensity)


def week_png(summary: WeeklySummary) -> bytes | None:
    from bot.progress import charts

    return charts.week_png(summary)


def journal_pdf(document: JournalDocument) -> bytes:
    from bot.progress.journal_pdf import journal_pdf as draw

    return draw(document)
