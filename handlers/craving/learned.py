"""Learned risky hours: when check-ins cluster in a two-hour window, offer a heads-up there.

Offered at most once a week, after a check-in ends; accepting adds the window through the
reminders feature, which plans its check-ins.
"""

from __future__ import annotations

import logging

from telegram import Update

from bot.context import BotContext
from bot.domain import craving
from bot.domain.schedule import format_clock
from bot.models import User
from bot.services import craving as service
from bot.services import reminders
from bot.texts import craving as T
from handlers.buttons import as_number
from handlers.common import edit_or_reply, reply

logger = logging.getLogger(__name__)


async def offer(update: Update, context: BotContext, user: User) -> bool:
    """Offer a learned window when the check-ins show one (at most weekly). True if offered."""
    now = context.deps.clock.now()
    rules = await reminders.windows_of(context.session, user.id)
    if len(rules) >= reminders.MAX_WINDOWS:
        return False
    existing = [reminders.window_of(rule) for rule in rules]
    found = await service.learned_window_to_offer(context.session, user, existing, now)
    if found is None:
        return False
    window, count = found
    await service.mark_learned_offered(context.session, user.id, now)
    logger.info("offering a learned risky window user_id=%s", user.id)
    text = T.LEARNED_OFFER.format(
        count=count, start=format_clock(window.start), end=format_clock(window.end)
    )
    rows = [
        [(T.BTN_LEARNED_YES, f"cr:lw:{window.start.hour}")],
        [(T.BTN_LEARNED_NO, "cr:lw:no")],
    ]
    await reply(update, context, text, rows)
    return True


async def answer(update: Update, context: BotContext, user: User, choice: str) -> None:
    """ "cr:lw:<start hour>" adds the window; "cr:lw:no" declines."""
    hour = as_number(choice, 0, 23)
    if hour is None:
        await edit_or_reply(update, context, T.LEARNED_DECLINED)
        return
    window = craving.learned_window_at(hour)
    try:
        await reminders.add_window(context.session, user, window, context.deps.clock.now())
    except reminders.AlreadyThere:
        await edit_or_reply(update, context, T.LEARNED_ALREADY)
        return
    except reminders.LimitReached:
        await edit_or_reply(update, context, T.LEARNED_UNAVAILABLE)
        return
    await edit_or_reply(update, context, T.LEARNED_ADDED.format(start=format_clock(window.start)))
