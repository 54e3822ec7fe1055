"""Quick hide and the paused step.

Quick hide: the ids of this chat's messages of the last 48 hours, and nothing else.

Both the person's messages and the bot's are remembered by id and time only, never by text, so
/hide can ask Telegram to delete them (deleteMessages takes up to 100 ids a call; in a private
chat a bot may delete both sides' messages younger than 48 hours). Older rows are pruned.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.models import User, UserSettings
from bot.models.hide import PausedStep, RecentMessage
from bot.models.plan import SafetyPlanLine, TrustedPerson

KEEP_FOR: Final = timedelta(hours=48)
# deleteMessages accepts 1 to 100 ids per call.
BATCH: Final = 100


async def remember(
    session: AsyncSession, *, user_id: int, message_ids: Iterable[int], now: datetime
) -> None:
    """Keep these ids (no text) for 48 hours."""
    session.add_all(
        RecentMessage(user_id=user_id, message_id=message_id, at=now)
        for message_id in dict.fromkeys(message_ids)
    )


async def ids_to_hide(session: AsyncSession, *, user_id: int, now: datetime) -> list[int]:
    """This person's message ids from the last 48 hours, oldest first, each once."""
    found = await session.execute(
        select(RecentMessage.message_id)
        .where(RecentMessage.user_id == user_id, RecentMessage.at > now - KEEP_FOR)
        .order_by(RecentMessage.at, RecentMessage.id)
    )
    return list(dict.fromkeys(found.scalars()))


async def forget(session: AsyncSession, *, user_id: int, message_ids: Iterable[int]) -> None:
    """Drop ids that were deleted (or that Telegram no longer knows)."""
    ids = list(message_ids)
    for start in range(0, len(ids), BATCH):
        await session.execute(
            delete(RecentMessage)
            .where(
                RecentMessage.user_id == user_id,
                RecentMessage.message_id.in_(ids[start : start + BATCH]),
            )
            .execution_options(synchronize_session=False)
        )


async def prune(session: AsyncSession, *, now: datetime, user_id: int | None = None) -> int:
    """Delete ids older than 48 hours (everyone's, or one person's); how many went."""
    query = delete(RecentMessage).where(RecentMessage.at <= now - KEEP_FOR)
    if user_id is not None:
        query = query.where(RecentMessage.user_id == user_id)
    result = await session.execute(query.execution_options(synchronize_session=False))
    return int(getattr(result, "rowcount", 0) or 0)


def batches(message_ids: Iterable[int], size: int = BATCH) -> list[list[int]]:
    """Ids in deleteMessages-sized groups, order kept."""
    ids = list(message_ids)
    return [ids[start : start + size] for start in range(0, len(ids), size)]


# --- the paused step -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Glance:
    """What the urgent message needs to know before the update's transaction: one short read."""

    user_id: int | None = None
    country: str | None = None
    flow: str | None = None
    has_plan: bool = False
    has_people: bool = False


async def glance(session: AsyncSession, telegram_id: int) -> Glance:
    found = await session.execute(
        select(User.id, User.flow, UserSettings.country)
        .outerjoin(UserSettings, UserSettings.user_id == User.id)
        .where(User.telegram_id == telegram_id)
    )
    row = found.first()
    if row is None:
        return Glance()
    user_id, flow, country = row
    lines = await session.execute(
        select(SafetyPlanLine.id).where(SafetyPlanLine.user_id == user_id).limit(1)
    )
    people = await session.execute(
        select(TrustedPerson.id).where(TrustedPerson.user_id == user_id).limit(1)
    )
    has_people = people.first() is not None
    has_plan = has_people or lines.first() is not None
    return Glance(user_id, country, flow, has_plan, has_people)


async def pause_step(session: AsyncSession, user: User, now: datetime) -> bool:
    """Put the person's current step aside (it stays until resumed or replaced); True if any."""
    if not user.flow:
        return False
    paused = await session.get(PausedStep, user.id)
    if paused is None:
        paused = PausedStep(user_id=user.id)
        session.add(paused)
    paused.flow, paused.flow_data, paused.paused_at = user.flow, user.flow_data, now
    user.flow, user.flow_data = None, None
    return True


async def resume_step(session: AsyncSession, user: User) -> str | None:
    """Bring the paused step back as the current one; its name, or None when nothing waits."""
    paused = await session.get(PausedStep, user.id)
    if paused is None:
        return None
    user.flow, user.flow_data = paused.flow, paused.flow_data
    await session.delete(paused)
    return paused.flow


async def has_paused_step(session: AsyncSession, user_id: int) -> bool:
    return await session.get(PausedStep, user_id) is not None
