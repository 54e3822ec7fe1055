"""Craving check-ins: start, record each step, follow-ups, tool order, learned risky hours."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.domain import craving, schedule
from bot.domain.schedule import ReminderKind, RiskyWindow
from bot.models import User
from bot.models.craving import CravingCheckin, CravingState
from bot.outbox import queue as outbox
from bot.services.users import zone_of

logger = logging.getLogger(__name__)

FOLLOWUP_KIND = ReminderKind.CRAVING_FOLLOWUP.value
# Tapping "start" again soon after, before answering anything, continues the same check-in.
REUSE_WITHIN = timedelta(minutes=15)
# A bare number typed this soon after a check-in is read as "how strong is it now".
LATE_RATING_WITHIN = timedelta(hours=3)
RANKING_HISTORY = 60
LEARNING_HISTORY = 100
LEARNED_OFFER_EVERY = timedelta(days=7)
HIGH_INTENSITY = 8
# "What a craving is" is explained at most this often.
EXPLAIN_EVERY = timedelta(days=1)


async def start(session: AsyncSession, user_id: int, now: datetime) -> CravingCheckin:
    """A new check-in, or the one just started and not answered yet."""
    result = await session.execute(
        select(CravingCheckin)
        .where(CravingCheckin.user_id == user_id, CravingCheckin.started_at >= now - REUSE_WITHIN)
        .order_by(CravingCheckin.started_at.desc(), CravingCheckin.id.desc())
        .limit(1)
    )
    recent = result.scalar_one_or_none()
    if recent is not None and recent.intensity_before is None and not recent.tools:
        return recent
    checkin = CravingCheckin(user_id=user_id, started_at=now, tools=[])
    session.add(checkin)
    await session.flush()
    logger.info("craving check-in started id=%s user_id=%s", checkin.id, user_id)
    return checkin


async def get(session: AsyncSession, user_id: int, checkin_id: int) -> CravingCheckin | None:
    """The user's own check-in, or None (never someone else's)."""
    checkin = await session.get(CravingCheckin, checkin_id)
    return checkin if checkin is not None and checkin.user_id == user_id else None


async def latest_since(
    session: AsyncSession, user_id: int, since: datetime
) -> CravingCheckin | None:
    result = await session.execute(
        select(CravingCheckin)
        .where(CravingCheckin.user_id == user_id, CravingCheckin.started_at >= since)
        .order_by(CravingCheckin.started_at.desc(), CravingCheckin.id.desc())
        .limit(1)
    )
    return result.scalar_one_or_none()


def rate_before(checkin: CravingCheckin, value: int | None) -> None:
    checkin.intensity_before = _checked(value)


def set_trigger(checkin: CravingCheckin, code: str | None) -> None:
    checkin.trigger = code if code in craving.TRIGGERS else None


def use_tool(checkin: CravingCheckin, tool: str) -> None:
    if tool in craving.TOOLS:
        checkin.tools = [*(checkin.tools or []), tool]


def rate_after(checkin: CravingCheckin, value: int, now: datetime) -> None:
    checkin.intensity_after = _checked(value)
    checkin.after_at = now


def _checked(value: int | None) -> int | None:
    if value is None:
        return None
    if not 0 <= value <= craving.INTENSITY_MAX:
        raise ValueError("intensity out of range")
    return value


async def choose_followup(
    session: AsyncSession, checkin: CravingCheckin, minutes: int, now: datetime
) -> datetime | None:
    """Store the choice and (re)plan the follow-up; its due time, or None for "no thanks"."""
    if minutes != 0 and minutes not in craving.FOLLOWUP_MINUTES:
        raise ValueError("unknown follow-up choice")
    checkin.followup_minutes = minutes
    await outbox.cancel(
        session, user_id=checkin.user_id, kinds=[FOLLOWUP_KIND], source_id=checkin.id
    )
    if minutes == 0:
        return None
    due = now + timedelta(minutes=minutes)
    await outbox.enqueue(
        session,
        user_id=checkin.user_id,
        kind=FOLLOWUP_KIND,
        due_at=due,
        now=now,
        source_id=checkin.id,
        explicit=True,
    )
    return due


async def _history(session: AsyncSession, user_id: int) -> list[craving.Outcome]:
    result = await session.execute(
        select(CravingCheckin)
        .where(
            CravingCheckin.user_id == user_id,
            CravingCheckin.intensity_before.is_not(None),
            CravingCheckin.intensity_after.is_not(None),
        )
        .order_by(CravingCheckin.started_at.desc())
        .limit(RANKING_HISTORY)
    )
    return [
        craving.Outcome(tuple(row.tools or ()), row.intensity_before, row.intensity_after)
        for row in result.scalars()
    ]


async def tool_order(session: AsyncSession, user_id: int) -> list[str]:
    """Every tool in a fixed order, except that the one that helped this person most comes
    first; "I already reached out" last. Only that one place moves, so the menu stays familiar
    from one check-in to the next."""
    best = craving.best_tool(await _history(session, user_id))
    rest = [tool for tool in craving.RANKED_TOOLS if tool != best]
    return [*([best] if best else []), *rest, "contact"]


async def strong_opening_tool(session: AsyncSession, user_id: int) -> str:
    """For a strong craving: the tool that helped this person most, else paced breathing."""
    return craving.best_tool(await _history(session, user_id)) or "breathe"


async def _state(session: AsyncSession, user_id: int) -> CravingState:
    state = await session.get(CravingState, user_id)
    if state is None:
        state = CravingState(user_id=user_id)
        session.add(state)
    return state


async def take_explanation(session: AsyncSession, user_id: int, now: datetime) -> bool:
    """Whether to explain what a craving is now (at most once a day); marks it shown."""
    state = await _state(session, user_id)
    shown = state.explained_at
    if shown is not None and now - shown < EXPLAIN_EVERY:
        return False
    state.explained_at = now
    await session.flush()
    return True


async def checkin_times(session: AsyncSession, user_id: int) -> list[datetime]:
    result = await session.execute(
        select(CravingCheckin.started_at)
        .where(CravingCheckin.user_id == user_id)
        .order_by(CravingCheckin.started_at.desc())
        .limit(LEARNING_HISTORY)
    )
    return list(result.scalars())


async def learned_window_to_offer(
    session: AsyncSession, user: User, existing: list[RiskyWindow], now: datetime
) -> tuple[RiskyWindow, int] | None:
    """A new risky window the check-ins point to, with how many fell in it; once a week."""
    state = await session.get(CravingState, user.id)
    offered = state.learned_offered_at if state is not None else None
    if offered is not None and now - offered < LEARNED_OFFER_EVERY:
        return None
    times = await checkin_times(session, user.id)
    zone = zone_of(user)
    window = schedule.learned_window(times, zone, existing)
    if window is None:
        return None
    return window, craving.count_in_window(times, zone, window)


async def mark_learned_offered(session: AsyncSession, user_id: int, now: datetime) -> None:
    state = await _state(session, user_id)
    state.learned_offered_at = now
    await session.flush()
