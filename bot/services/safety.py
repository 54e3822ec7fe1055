"""Danger screening around the pure screen: links, events, the split-message window."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bot import safety
from bot.models import SafetyEvent
from bot.texts.safety import HELPLINE_HOME

logger = logging.getLogger(__name__)

RECENT_WINDOW_SECONDS = 600
RECENT_COUNT = 3
# Bounds on the split-message cache, whatever the number of people: the newest people only,
# and the end of each text only (a split danger phrase spans the end of one message and the
# start of the next). At most about RECENT_PEOPLE * RECENT_COUNT * RECENT_CHARS characters.
RECENT_PEOPLE = 20_000
RECENT_CHARS = 500
QUIET_AFTER_DANGER = timedelta(hours=24)


@dataclass(frozen=True)
class HelpLink:
    topic: str | None
    url: str


def helpline_links(
    categories: Sequence[safety.Category], country: str | None
) -> tuple[HelpLink, ...]:
    """Topic links for the user's country when known, then always the plain home page."""
    links: list[HelpLink] = []
    if country:
        topics = safety.topics_for(categories) or tuple(safety.Topic)
        cc = country.lower()
        links = [
            HelpLink(str(t), f"{HELPLINE_HOME}/countries/{cc}/topics/{t.value}") for t in topics
        ]
    links.append(HelpLink(None, HELPLINE_HOME))
    return tuple(links)


def screen_safely(text: str, recent: Sequence[str]) -> safety.Assessment | None:
    """The screen, failing open: None means it raised and the gentle line must be shown."""
    try:
        return safety.screen(text, recent)
    except Exception:
        logger.exception("safety screen raised; failing open with the gentle line")
        return None


class RecentTexts:
    """The last few texts per person, in memory only, to catch split messages.

    Bounded by time and size: entries older than the window go, the store keeps people in the
    order they last wrote and drops the oldest beyond RECENT_PEOPLE, and only the last
    RECENT_CHARS characters of a text are kept. Every call is O(1) amortised.
    """

    def __init__(self, store: dict[int, list[tuple[float, str]]]) -> None:
        self._store = store

    def recent(self, person: int, now: float) -> list[str]:
        entries = self._store.get(person)
        if not entries:
            return []
        kept = [(t, s) for t, s in entries if now - t <= RECENT_WINDOW_SECONDS]
        if kept:
            entries[:] = kept
        else:
            del self._store[person]
        return [s for _, s in kept[-RECENT_COUNT:]]

    def remember(self, person: int, now: float, text: str) -> None:
        entries = self._store.pop(person, [])  # re-inserted last: the newest writer
        entries.append((now, text[-RECENT_CHARS:]))
        del entries[:-RECENT_COUNT]
        self._store[person] = entries
        self._sweep(now)

    def _sweep(self, now: float) -> None:
        """Drop the people who wrote longest ago: while stale, or while there are too many."""
        store = self._store
        while store:
            oldest = next(iter(store))
            entries = store[oldest]
            stale = not entries or now - entries[-1][0] > RECENT_WINDOW_SECONDS
            if not stale and len(store) <= RECENT_PEOPLE:
                return
            del store[oldest]


async def record_event(
    session: AsyncSession, user_id: int, assessment: safety.Assessment | None, now: datetime
) -> None:
    level = assessment.level if assessment is not None else safety.Level.GENTLE
    categories = ",".join(c.value for c in assessment.categories) if assessment else "screen_error"
    session.add(SafetyEvent(user_id=user_id, at=now, level=str(level), categories=categories))
    logger.info(
        "safety event user_id=%s level=%s rules=%s",
        user_id,
        level,
        ",".join(assessment.rule_ids) if assessment else "error",
    )


async def last_danger_at(session: AsyncSession, user_id: int) -> datetime | None:
    result = await session.execute(
        select(SafetyEvent.at)
        .where(SafetyEvent.user_id == user_id, SafetyEvent.level == safety.Level.URGENT.value)
        .order_by(SafetyEvent.at.desc())
        .limit(1)
    )
    return result.scalar_one_or_none()


async def danger_within(
    session: AsyncSession, user_id: int, now: datetime, window: timedelta = QUIET_AFTER_DANGER
) -> bool:
    """True when an urgent danger report came in the last 24 hours (no cheerful messages)."""
    last = await last_danger_at(session, user_id)
    return last is not None and now - last < window
