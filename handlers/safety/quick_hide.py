"""/hide: delete this chat's messages of the last 48 hours (both sides), and /privacy.

Telegram lets a bot delete both its own and the person's messages in a private chat while they
are younger than 48 hours; the ids (never the texts) are kept that long for this. In console mode
nothing went through Telegram, so there is nothing to delete and /hide says so.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from telegram import Update
from telegram.error import TelegramError
from telegram.ext import CommandHandler

from bot.context import BotApp, BotContext
from bot.services import hide
from bot.texts import urgent as U
from handlers.buttons import HIDE_NOW, Pressed, on_buttons
from handlers.common import current_user, reply
from handlers.pipeline import feature

logger = logging.getLogger(__name__)

PRUNE_EVERY = timedelta(hours=1)


async def hide_now(update: Update, context: BotContext) -> None:
    """Delete every message of this chat from the last 48 hours, then say how to remove the
    chat itself (the reply is the only message left)."""
    user = current_user(context)
    if context.deps.console:
        await reply(update, context, U.HIDE_CONSOLE)
        return
    now = context.deps.clock.now()
    ids = await hide.ids_to_hide(context.session, user_id=user.id, now=now)
    incoming = update.effective_message
    if update.message is not None and incoming is not None:
        ids.append(incoming.message_id)  # the /hide itself
    deleted: list[int] = []
    for batch in hide.batches(dict.fromkeys(ids)):
        try:
            await context.bot.delete_messages(user.chat_id, batch)
        except TelegramError as error:
            logger.info("hide: a batch was not deleted error=%s", type(error).__name__)
            continue
        deleted += batch
    await hide.forget(context.session, user_id=user.id, message_ids=deleted)
    await reply(update, context, U.HIDE_DONE if deleted else U.HIDE_NOTHING)


async def hide_command(update: Update, context: BotContext) -> None:
    await hide_now(update, context)


async def hide_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    await hide_now(update, context)


async def privacy_command(update: Update, context: BotContext) -> None:
    await reply(update, context, U.PRIVACY)


async def prune_job(context: BotContext) -> None:
    """Forget message ids older than 48 hours, for everyone."""
    async with context.deps.db.session_scope() as session:
        pruned = await hide.prune(session, now=context.deps.clock.now())
    if pruned:
        logger.info("pruned old message ids count=%s", pruned)


def register(app: BotApp) -> None:
    feature(app, CommandHandler("hide", hide_command))
    feature(app, CommandHandler("privacy", privacy_command))
    on_buttons(app, HIDE_NOW, hide_button)
    if app.job_queue is not None:
        app.job_queue.run_repeating(
            prune_job, interval=PRUNE_EVERY, first=PRUNE_EVERY, name="prune_message_ids"
        )
