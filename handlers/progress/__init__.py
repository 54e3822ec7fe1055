"""/stats pictures, the weekly look back (its /settings step and its scheduled kind).

Pictures are drawn in the render pool (`Deps.render`), never on the event loop: the handler
reads the rows, hands plain values to the pool, and sends what comes back as photos.
"""

from __future__ import annotations

import logging
from datetime import datetime, time
from typing import Final

from sqlalchemy.ext.asyncio import AsyncSession
from telegram import InputFile, Update
from telegram.ext import CommandHandler, filters

from bot.context import BotApp, BotContext, deps_of
from bot.domain import schedule
from bot.models import ScheduledMessage, User
from bot.outbox.queue import KindSpec, Outgoing
from bot.progress import charts
from bot.progress.offload import Offload
from bot.services import look_back as look_back_service
from bot.services import progress as service
from bot.services import users
from bot.texts import progress as T
from handlers.buttons import Pressed, as_number, on_buttons
from handlers.common import Rows, current_user, edit_or_reply, reply
from handlers.pipeline import feature
from handlers.start.summary import summary_rows, summary_text

logger = logging.getLogger(__name__)

PICTURES: Final = ("timeline", "heat-map", "intensity")


# --- /stats ----------------------------------------------------------------------------------


def captions(data: service.StatsInput) -> tuple[str, str, str]:
    if data.slips:
        timeline = T.CAPTION_TIMELINE.format(
            total=T.days(data.total_days), current=T.days(data.current_days)
        )
    else:
        timeline = T.CAPTION_TIMELINE_FIRST.format(current=T.days(data.current_days))
    heat = (T.CAPTION_HEAT_RISKY if data.heat.risky else T.CAPTION_HEAT).format(zone=data.zone)
    intensity = T.CAPTION_INTENSITY.format(count=len(data.intensity.ratings))
    return timeline, heat, intensity


async def stats_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    now = context.deps.clock.now()
    data = await service.stats_input(context.session, user, now)
    # Everything is read: commit now, so nobody waits on this person's row while it is drawn.
    await context.session.commit()
    try:
        pictures = await context.deps.render.run(
            charts.stats_pictures, data.timeline, data.heat, data.intensity
        )
    except Exception:
        logger.exception("stats pictures failed user_id=%s", user.id)
        await reply(update, context, T.STATS_FAILED)
        return
    day = users.local_now(user, now).date().isoformat()
    sent = 0
    for name, png, caption in zip(PICTURES, pictures, captions(data), strict=True):
        if png is None:
            continue
        await context.bot.send_photo(
            user.chat_id, InputFile(png, filename=f"stats-{name}-{day}.png"), caption=caption
        )
        sent += 1
    if sent == 0:
        await reply(update, context, T.STATS_NOTHING_YET)
    elif pictures[1] is None and pictures[2] is None:
        await reply(update, context, T.STATS_SOME_LATER)
    logger.info("stats sent user_id=%s pictures=%s", user.id, sent)


# --- the weekly look back in /settings ------------------------------------------------------


def _clock(at: time) -> str:
    return schedule.format_clock(at)


def _weekday_rows(user: User) -> Rows:
    days = [(T.WEEKDAYS_LONG[day], f"lb:day:{day}") for day in range(7)]
    rows: list[list[tuple[str, str]]] = [days[0:3], days[3:6], days[6:7]]
    if user.settings.look_back_weekday is not None:
        rows.append([(T.BTN_LOOK_BACK_OFF, "lb:off")])
    rows.append([(T.BTN_BACK, "lb:back")])
    return rows


def _time_rows(weekday: int) -> Rows:
    times = [
        (_clock(at), f"lb:set:{weekday}:{index}")
        for index, at in enumerate(look_back_service.TIMES)
    ]
    return [times[:2], times[2:], [(T.BTN_BACK, "lb:ask")]]


def _when(user: User, due: datetime) -> str:
    local = due.astimezone(users.zone_of(user))
    return T.look_back_when(local.weekday(), local.day, local.month)


async def on_look_back(update: Update, context: BotContext, pressed: Pressed) -> None:
    """lb:ask, lb:day:<weekday>, lb:set:<weekday>:<time index>, lb:off, lb:back."""
    user = current_user(context)
    now = context.deps.clock.now()
    action = pressed.word(1)
    weekday = as_number(pressed.word(2), 0, 6)
    if action == "day" and weekday is not None:
        text = T.LOOK_BACK_ASK_TIME.format(weekday=T.WEEKDAYS_LONG[weekday])
        await edit_or_reply(update, context, text, _time_rows(weekday))
    elif action == "set" and weekday is not None:
        index = as_number(pressed.word(3), 0, len(look_back_service.TIMES) - 1)
        if index is None:
            await edit_or_reply(update, context, T.LOOK_BACK_ASK, _weekday_rows(user))
            return
        at = look_back_service.TIMES[index]
        row = await look_back_service.set_look_back(context.session, user, weekday, at, now)
        when = _when(user, row.due_at) if row is not None else ""
        text = T.LOOK_BACK_SET.format(weekday=T.WEEKDAYS_LONG[weekday], clock=_clock(at), when=when)
        await edit_or_reply(update, context, text, [[(T.BTN_BACK, "lb:back")]])
    elif action == "off":
        await look_back_service.set_look_back(context.session, user, None, None, now)
        await edit_or_reply(update, context, T.LOOK_BACK_OFF, [[(T.BTN_BACK, "lb:back")]])
    elif action == "back":
        await edit_or_reply(update, context, summary_text(user), summary_rows())
    else:
        await edit_or_reply(update, context, T.LOOK_BACK_ASK, _weekday_rows(user))


# --- the weekly look back as a scheduled kind -----------------------------------------------


def look_back_kind(render: Offload) -> KindSpec:
    async def render_look_back(
        session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
    ) -> Outgoing | None:
        if user.settings.look_back_weekday is None:
            return None
        summary = await service.week_summary(session, user, now)
        if summary.is_empty:
            return None
        text = T.look_back_text(
            first=(summary.first_day.day, summary.first_day.month),
            last=(summary.last_day.day, summary.last_day.month),
            days_counted=summary.days_counted,
            days_held=summary.days_held,
            checkins=summary.cravings,
            mean_drop=summary.mean_drop,
            tool=summary.best_tool,
            stretch_days=summary.current_days,
        )
        try:
            picture = await render.run(charts.week_png, summary)
        except Exception:
            logger.exception("look back picture failed row_id=%s", row.id)
            picture = None
        return Outgoing(text, photo=picture)

    async def after(
        session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
    ) -> None:
        await look_back_service.plan_look_back(session, user, max(now, row.due_at), now)

    return KindSpec(look_back_service.LOOK_BACK_KIND, render_look_back, after, cheerful=True)


def register(app: BotApp) -> None:
    deps = deps_of(app)
    feature(app, CommandHandler("stats", stats_command, filters=filters.UpdateType.MESSAGE))
    on_buttons(app, "lb", on_look_back)
    deps.kinds.register(look_back_kind(deps.render))
