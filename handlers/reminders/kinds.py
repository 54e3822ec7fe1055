"""What the reminders send when they are due, and the repeating job that sends all rows."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Final

from sqlalchemy.ext.asyncio import AsyncSession

from bot.context import BotApp, BotContext, deps_of
from bot.domain.schedule import SAME_LOCAL_DAY, ReminderKind
from bot.models import ScheduledMessage, User
from bot.outbox.queue import KindSpec, Outgoing
from bot.services import reminders as service
from bot.texts import reminders as T
from handlers.buttons import CRAVING_START
from handlers.common import Rows

logger = logging.getLogger(__name__)

JOB_NAME: Final = "dispatch"


def checkin_rows() -> Rows:
    return (
        ((T.BTN_OKAY, "rem:ok"),),
        ((T.BTN_CRAVING, CRAVING_START), (T.BTN_GROUND, "rem:ground")),
    )


def help_rows() -> Rows:
    return (((T.BTN_CRAVING, CRAVING_START), (T.BTN_GROUND, "rem:ground")),)


# --- scheduled kinds -----------------------------------------------------------------------


async def render_risky(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    if row.source_id is None or await service.get_window(session, user.id, row.source_id) is None:
        return None
    return Outgoing(T.RISKY_PROMPTS[row.id % len(T.RISKY_PROMPTS)], checkin_rows())


async def _date_exists(session: AsyncSession, user: User, row: ScheduledMessage) -> bool:
    return row.source_id is not None and (
        await service.get_anniversary(session, user.id, row.source_id) is not None
    )


async def render_eve(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    if not await _date_exists(session, user, row):
        return None
    rows = (((T.BTN_THANKS, "rem:thanks"), (T.BTN_GROUND, "rem:ground")),)
    return Outgoing(T.ANNIVERSARY_EVE, rows)


async def render_day(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    if not await _date_exists(session, user, row):
        return None
    return Outgoing(T.ANNIVERSARY_DAY, checkin_rows())


async def render_after(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    if not await _date_exists(session, user, row):
        return None
    rows = (((T.BTN_DOING_OK, "rem:ok"), (T.BTN_STILL_HEAVY, "rem:heavy")),)
    return Outgoing(T.ANNIVERSARY_AFTER, rows)


async def render_daily(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    if user.settings.daily_checkin_at is None:
        return None
    rows = (
        (
            (T.BTN_DAY_GOOD, "rem:day:good"),
            (T.BTN_DAY_OKAY, "rem:day:okay"),
            (T.BTN_DAY_HARD, "rem:day:hard"),
        ),
    )
    return Outgoing(T.DAILY_CHECKIN, rows)


KIND_SPECS: Final = (
    # A prompt for a risky hour is no use once the hour is well under way.
    KindSpec(
        ReminderKind.RISKY_PROMPT,
        render_risky,
        service.plan_after,
        quiet_exempt=True,
        lateness=timedelta(minutes=30),
    ),
    KindSpec(ReminderKind.ANNIVERSARY_EVE, render_eve, service.plan_after, lateness=SAME_LOCAL_DAY),
    KindSpec(ReminderKind.ANNIVERSARY_DAY, render_day, service.plan_after, lateness=SAME_LOCAL_DAY),
    KindSpec(
        ReminderKind.ANNIVERSARY_AFTER, render_after, service.plan_after, lateness=SAME_LOCAL_DAY
    ),
    KindSpec(ReminderKind.DAILY_CHECKIN, render_daily, service.plan_after),
)


# --- the dispatcher job --------------------------------------------------------------------


async def dispatch_job(context: BotContext) -> None:
    # At most one interval's work per run, so the next run is never skipped as still running.
    interval = context.deps.settings.dispatch_interval_seconds
    await context.deps.dispatcher.tick(context.bot, budget_seconds=interval)


def register_dispatcher(app: BotApp) -> None:
    """This feature's kinds, and the one repeating job that sends every feature's due rows."""
    deps = deps_of(app)
    for spec in KIND_SPECS:
        deps.kinds.register(spec)
    if app.job_queue is None:
        logger.warning("no job queue: scheduled messages will not be sent")
        return
    interval = deps.settings.dispatch_interval_seconds
    app.job_queue.run_repeating(
        dispatch_job,
        interval=interval,
        first=min(1.0, interval),
        name=JOB_NAME,
        job_kwargs={"max_instances": 1, "coalesce": True, "misfire_grace_time": None},
    )
