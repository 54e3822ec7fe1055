"""/streak (the figures, in a short message) and the milestone messages."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Update
from telegram.ext import CommandHandler, filters

from bot.context import BotApp, BotContext, deps_of
from bot.domain.schedule import SAME_LOCAL_DAY
from bot.models import ScheduledMessage, User
from bot.outbox import queue as outbox
from bot.services import streaks as service
from bot.services import users
from bot.texts import streaks as T
from handlers.buttons import CONTACT_START, STREAK_SHOW, Pressed, on_buttons
from handlers.common import current_user, reply
from handlers.pipeline import feature

# --- /streak -------------------------------------------------------------------------------


def _longest_line(longest_days: int, current_days: int) -> str:
    # Early on the longest streak is the current one; "0 days" beside "17 hours" reads wrong.
    if longest_days <= current_days:
        return T.STREAK_LONGEST_NOW
    return T.STREAK_LONGEST.format(longest=T.days_phrase(longest_days))


def streak_text(summary: service.Summary, user: User) -> str:
    stats = summary.stats
    current = T.current_phrase(stats.current_days, stats.current_hours)
    label = T.STREAK_CURRENT_STRUCTURED if summary.structured else T.STREAK_CURRENT
    lines = [
        T.STREAK_TITLE,
        label.format(current=current),
        _longest_line(stats.longest_days, stats.current_days),
        T.STREAK_TOTAL.format(total=stats.total_no_contact_days),
    ]
    if stats.slips:
        lines.append(T.STREAK_FRESH_STARTS.format(attempts=stats.slips))
    if stats.held_count:
        lines.append(T.STREAK_HELD.format(held=stats.held_count))
    if stats.profile_checks_this_week:
        lines.append(T.STREAK_PROFILE.format(week=stats.profile_checks_this_week))
    if summary.structured:
        lines.append(T.STREAK_STRUCTURED.format(month=stats.structured_this_month))
    # The stored figures carry the latest slip's gap to a check-in, when there was one.
    if stats.slips and stats.slip_to_next_checkin:
        minutes = int(stats.slip_to_next_checkin[-1].total_seconds() // 60)
        lines.append(T.STREAK_CHECKIN.format(gap=T.gap_phrase(minutes)))
    if not summary.start_is_set:
        start = users.local_now(user, summary.start)
        lines += ["", T.STREAK_NO_START.format(day=f"{start.day} {start:%b %Y}")]
    return "\n".join(lines)


async def show_streak(update: Update, context: BotContext, user: User) -> None:
    now = context.deps.clock.now()
    summary = await service.summary(context.session, user, now)
    await reply(update, context, streak_text(summary, user), [[(T.BTN_LOG, CONTACT_START)]])


async def streak_command(update: Update, context: BotContext) -> None:
    await show_streak(update, context, current_user(context))


async def streak_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    await show_streak(update, context, current_user(context))


# --- milestones ----------------------------------------------------------------------------


async def render_milestone(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> outbox.Outgoing | None:
    days = await service.milestone_to_send(session, user, row, now)
    if days is None:
        return None
    return outbox.Outgoing(T.milestone_text(days), [[(T.BTN_MY_COUNT, STREAK_SHOW)]])


async def after_milestone(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> None:
    await service.plan_after_milestone(session, user, row, now)


def register(app: BotApp) -> None:
    feature(app, CommandHandler("streak", streak_command, filters=filters.UpdateType.MESSAGE))
    on_buttons(app, STREAK_SHOW, streak_button)
    deps = deps_of(app)
    deps.kinds.register(
        outbox.KindSpec(
            service.MILESTONE_KIND,
            render_milestone,
            after=after_milestone,
            cheerful=True,
            lateness=SAME_LOCAL_DAY,
        )
    )
