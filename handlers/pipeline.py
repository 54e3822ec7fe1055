"""Cross-cutting handlers: private-chat guard, user upsert, free-text routing, errors."""

from __future__ import annotations

import logging

from telegram import Chat, Update
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    ApplicationHandlerStop,
    CommandHandler,
    MessageHandler,
    TypeHandler,
    filters,
)

from bot.context import BotContext, current_scope_or_none
from bot.services import reminders as reminder_service
from bot.services import users
from bot.texts import core as T
from handlers.common import USER_KEY, FlowRouter, current_user, reply
from handlers.memory.writing import WRITING_STEPS

logger = logging.getLogger(__name__)

GUARD_GROUP = -4
USER_GROUP = -2
MAX_TEXT = 4000


async def private_only(update: Update, context: BotContext) -> None:
    """Outside a private chat: say why once, leave, store nothing, stop the update."""
    chat = update.effective_chat
    if chat is None or chat.type == Chat.PRIVATE:
        return
    member = update.my_chat_member
    if member is not None and member.new_chat_member.status in ("left", "kicked"):
        raise ApplicationHandlerStop  # we are already out; nothing to say
    logger.info("refusing non-private chat kind=%s", chat.type)
    try:
        await context.bot.send_message(chat.id, T.GROUP_ONLY_PRIVATE)
        await context.bot.leave_chat(chat.id)
    except TelegramError as error:  # e.g. a channel where we may not post
        logger.info("could not leave chat kind=%s error=%s", chat.type, type(error).__name__)
    raise ApplicationHandlerStop


async def load_user(update: Update, context: BotContext) -> None:
    person, chat = update.effective_user, update.effective_chat
    if person is None or chat is None or person.is_bot:
        raise ApplicationHandlerStop
    now = context.deps.clock.now()
    user = await users.upsert_user(
        context.session,
        telegram_id=person.id,
        chat_id=chat.id,
        language_code=person.language_code,
        now=now,
    )
    context.scope.values[USER_KEY] = user
    text = update.message.text if update.message is not None else None
    if text and text.startswith("/") and (user.flow or "") in WRITING_STEPS:
        # Another command ends a writing step: later text is never taken for an entry.
        users.set_flow(user, None)
    if reminder_service.came_back(user):
        # Their schedule was cancelled when Telegram said they were gone.
        await reminder_service.replan(context.session, user, now)


def make_text_router(router: FlowRouter) -> MessageHandler:  # type: ignore[type-arg]
    async def route_text(update: Update, context: BotContext) -> None:
        message = update.effective_message
        if message is None or message.text is None:
            return
        user = current_user(context)
        handler = router.find(user.flow)
        if len(message.text) > MAX_TEXT and handler is not None:
            await reply(update, context, T.TOO_LONG.format(limit=MAX_TEXT))
            return
        if handler is None:
            handler = router.fallback
        if handler is None:
            await reply(update, context, T.MENU)
            return
        await handler(update, context, user, message.text)

    return MessageHandler(filters.UpdateType.MESSAGE & filters.TEXT & ~filters.COMMAND, route_text)


async def non_text(update: Update, context: BotContext) -> None:
    """Photos, voice notes, stickers: inside a step, ask for text; otherwise the menu."""
    user = current_user(context)
    await reply(update, context, T.TEXT_ONLY if user.flow else T.MENU)


async def cancel_command(update: Update, context: BotContext) -> None:
    """/cancel: leave whatever step was open, saving nothing (the step was ended above)."""
    await reply(update, context, T.CANCELLED)


async def unknown_command(update: Update, context: BotContext) -> None:
    await reply(update, context, T.MENU)


async def on_error(update: object, context: BotContext) -> None:
    """Log what failed (never the text), roll back, tell the person kindly."""
    update_id = update.update_id if isinstance(update, Update) else None
    logger.error(
        "handler failed update_id=%s error=%s",
        update_id,
        type(context.error).__name__,
        exc_info=context.error,
    )
    scope = current_scope_or_none()
    if scope is not None:
        await scope.session.rollback()
    chat = update.effective_chat if isinstance(update, Update) else None
    if chat is not None and chat.type == Chat.PRIVATE:
        await context.bot.send_message(chat.id, T.ERROR)


def register_first(app: Application) -> None:  # type: ignore[type-arg]
    app.add_handler(TypeHandler(Update, private_only), group=GUARD_GROUP)
    app.add_handler(TypeHandler(Update, load_user), group=USER_GROUP)
    app.add_error_handler(on_error)


def register_last(app: Application, router: FlowRouter) -> None:  # type: ignore[type-arg]
    app.add_handler(make_text_router(router))
    app.add_handler(CommandHandler("cancel", cancel_command, filters=filters.UpdateType.MESSAGE))
    app.add_handler(MessageHandler(filters.UpdateType.MESSAGE & filters.COMMAND, unknown_command))
    app.add_handler(
        MessageHandler(
            filters.UpdateType.MESSAGE & ~filters.TEXT & ~filters.StatusUpdate.ALL, non_text
        )
    )
