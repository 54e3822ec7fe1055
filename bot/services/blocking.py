"""A person who blocked the bot (a 403 on any send, or a `my_chat_member` update to "kicked").

They are marked inactive and every pending scheduled message of theirs is cancelled; nothing
is sent until they write again, when the pipeline re-activates them and re-plans (see
`reminders.came_back`). A "kicked" update never re-activates anyone.
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from bot.models import ScheduledMessage, User
from bot.outbox import queue as outbox

logger = logging.getLogger(__name__)

REASON = "blocked"


async def mark_blocked(session: AsyncSession, user: User, now: datetime) -> int:
    """Deactivate `user` and cancel their pending rows; how many rows were cancelled."""
    user.active = False
    await session.flush()
    result = await session.execute(
        update(ScheduledMessage)
        .where(ScheduledMessage.user_id == user.id, ScheduledMessage.status == outbox.PENDING)
        .values(status=outbox.CANCELLED, reason=REASON, handled_at=now)
        .execution_options(synchronize_session=False)
    )
    cancelled = int(getattr(result, "rowcount", 0) or 0)
    logger.info("user_id=%s blocked the bot; cancelled=%s", user.id, cancelled)
    return cancelled


async def mark_person_blocked(session: AsyncSession, telegram_id: int, now: datetime) -> bool:
    """The same by Telegram id (a private chat's id is its person's); False if unknown."""
    found = await session.execute(select(User).where(User.telegram_id == telegram_id))
    user = found.unique().scalar_one_or_none()
    if user is None:
        return False
    await mark_blocked(session, user, now)
    return True
