"""The weekly look back in the outbox: opt in or out, and plan the next one.

One pending row at most per person, due on their chosen local weekday and time; handling
it (sent, held after a danger report, or dropped) plans the next week's in the same
transaction, and a time zone change replans it with the other reminders.
"""

from __future__ import annotations

from datetime import datetime, time
from typing import Final

from sqlalchemy.ext.asyncio import AsyncSession

from bot.domain import weekly
from bot.models import ScheduledMessage, User
from bot.outbox import queue as outbox
from bot.services.users import zone_of

LOOK_BACK_KIND: Final = "look_back"
TIMES: Final = weekly.TIMES


def look_back_time(user: User) -> time:
    return user.settings.look_back_at or weekly.DEFAULT_AT


async def plan_look_back(
    session: AsyncSession, user: User, after: datetime, now: datetime
) -> ScheduledMessage | None:
    """Replace the pending look back with the next one after `after` (none when it is off)."""
    await outbox.cancel(session, user_id=user.id, kinds=[LOOK_BACK_KIND])
    weekday = user.settings.look_back_weekday
    if weekday is None:
        return None
    due = weekly.next_look_back(weekday, look_back_time(user), zone_of(user), after)
    return await outbox.enqueue(session, user_id=user.id, kind=LOOK_BACK_KIND, due_at=due, now=now)


async def set_look_back(
    session: AsyncSession, user: User, weekday: int | None, at: time | None, now: datetime
) -> ScheduledMessage | None:
    """Turn the look back on (a weekday and a time) or off (weekday None), and plan it."""
    user.settings.look_back_weekday = weekday
    user.settings.look_back_at = at if weekday is not None else None
    return await plan_look_back(session, user, now, now)
