"""The path of one update, declared in one place.

    GUARD      private chats only; groups and channels are told why and left
    SCREEN     the danger screen on text, caption or edit (text and chat only); urgent help now
    LOAD_USER  the person's row (created on first contact)
    RECORD     the safety event (time, level, categories; never text); the gentle line, if any
    FEATURES   one feature handler: parse -> service(session, plain values) -> reply
    FALLBACK   nothing took it: free text by step or intent, unknown commands, expired buttons
    COMMIT     BotApplication.process_update commits the update's one transaction (if that
               fails: one message saying it was not saved, with the person's text back)
    FLUSH      then sends what was deferred (a gentle line no reply carried); a 403 on any
               send marks the person blocked
    error      on_error: log (never text), roll back, one apology, stop the update

Sends never raise into the update (bot.sending.ReliableBot): each Bot API call is retried on
429, 5xx and timeouts, and one that still fails is logged and recorded, so a failed reply never
rolls back what the person wrote.

On SQLite the update commits what it has written so far before each Bot API call: SQLite has
one write lock for the whole database, and holding it across a round trip to Telegram (50 ms and
more, seconds when rate limited) would make every other person's update wait for it. PostgreSQL
locks only the person's row and keeps the one transaction.

Handler group numbers live only in `Group`. Features register through `feature()` (and the
button helper in handlers.buttons); nothing is added to a group anywhere else.
"""

from __future__ import annotations

import asyncio
import logging
from enum import IntEnum
from html import escape
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.exc import SQLAlchemyError
from telegram import Chat, ChatMember, Update
from telegram.constants import MessageLimit
from telegram.error import TelegramError
from telegram.ext import (
    ApplicationHandlerStop,
    BaseHandler,
    CallbackQueryHandler,
    CommandHandler,
    MessageHandler,
    TypeHandler,
    filters,
)

from bot import i18n
from bot.context import (
    BotApp,
    BotContext,
    UpdateScope,
    bind_scope,
    current_scope_or_none,
    deps_of,
    unbind_scope,
)
from bot.db import commit_writes_so_far
from bot.models import User
from bot.sending import (
    BeforeSend,
    SendLog,
    bind_before_send,
    bind_send_log,
    unbind_before_send,
    unbind_send_log,
)
from bot.services import blocking, hide, users
from bot.services import reminders as reminder_service
from bot.texts import core as T
from handlers.common import WRITING_STEPS, FlowRouter, current_user, reply

logger = logging.getLogger(__name__)

MAX_TEXT = 4000
MAX_MESSAGE = int(MessageLimit.MAX_TEXT_LENGTH)


class Group(IntEnum):
    """PTB handler groups, in the order they run; one handler at most runs per group."""

    GUARD = -5
    SCREEN = -4
    LOAD_USER = -3
    RECORD = -2
    FEATURES = 0
    FALLBACK = 1


AnyHandler = BaseHandler[Update, BotContext, Any]


class BotApplication(BotApp):
    """One transaction per update around every group; nothing raised here reaches PTB.

    Sends inside the update never raise (bot.sending): a reply that still fails after its
    retries is logged and recorded, so what the person wrote is committed all the same. After
    the commit: FLUSH, and the person marked blocked if any send got a 403. If the commit itself
    fails, the person is told once that it was not saved, with their text back.
    """

    async def process_update(self, update: object) -> None:
        log = SendLog()
        log_token = bind_send_log(log)
        language = i18n.activate(self._language_of(update))
        try:
            scope = await self._run_groups(update)
            if scope is not None:
                await self._flush(update, scope)  # FLUSH: a failed send here undoes nothing
            if log.blocked_chats:
                await self._mark_blocked(log.blocked_chats)
        except Exception as error:  # the last line of defence: PTB's fetcher must keep running
            await self._report(update, error)
        finally:
            unbind_send_log(log_token)
            i18n.deactivate(language)

    async def _run_groups(self, update: object) -> UpdateScope | None:
        """GUARD … FALLBACK, then COMMIT; the scope once committed, None if the commit failed."""
        scope: UpdateScope | None = None
        db = deps_of(self).db
        try:
            async with db.session_scope() as session:
                scope = UpdateScope(session)
                token = bind_scope(scope)
                hook = bind_before_send(_commit_before_sends(scope) if db.is_sqlite else None)
                try:
                    # A handler's exception goes to on_error, which stops the update.
                    await super().process_update(update)
                    if scope.early_commit_error is not None:
                        raise scope.early_commit_error  # reported as a failed commit below
                    await self._keep_sent_ids(scope)
                    _settle_last_seen(scope)
                finally:
                    unbind_before_send(hook)
                    unbind_scope(token)
        except Exception as error:  # COMMIT failed: nothing of this update was kept
            if scope is not None and scope.failed:  # on_error has rolled back and apologised
                logger.warning("commit after an error failed error=%s", type(error).__name__)
                return None
            # The error handler says it was not saved, with the person's text back.
            await self._report(update, error)
            return None
        return scope

    def _language_of(self, update: object) -> str | None:
        """The person's language as last seen, else Telegram's (LOAD_USER then sets theirs)."""
        person = update.effective_user if isinstance(update, Update) else None
        if person is None:
            return None
        return deps_of(self).languages.get(person.id, person.language_code)

    async def _keep_sent_ids(self, scope: UpdateScope) -> None:
        """The ids of what this update sent, kept 48 hours for /hide (never the text)."""
        user = scope.user
        if not scope.sent_ids or user is None or scope.failed:
            return
        state = inspect(user)
        if state.deleted or state.detached or state.was_deleted:
            return  # /delete removed the person in this update
        now = deps_of(self).clock.now()
        await hide.remember(scope.session, user_id=user.id, message_ids=scope.sent_ids, now=now)
        if scope.last_seen_written:
            # At most hourly per person (when last_seen_at is written): a DELETE on every
            # update would cost a statement each time; ids are kept "48 hours" to the hour.
            await hide.prune(scope.session, now=now, user_id=user.id)

    async def _flush(self, update: object, scope: UpdateScope) -> None:
        """A gentle safety line that no reply carried still goes out, after the commit."""
        line, scope.gentle_line = scope.gentle_line, None
        if line and isinstance(update, Update) and update.effective_chat:
            await self.bot.send_message(update.effective_chat.id, line)

    async def _mark_blocked(self, chat_ids: set[int]) -> None:
        """A send got a 403: the person blocked the bot. Its own short transaction."""
        deps = deps_of(self)
        now = deps.clock.now()
        try:
            async with deps.db.session_scope() as session:
                for chat_id in chat_ids:
                    if chat_id > 0:  # a private chat's id is its person's
                        await blocking.mark_person_blocked(session, chat_id, now)
        except Exception as error:
            logger.warning("could not mark a person blocked error=%s", type(error).__name__)

    async def _report(self, update: object, error: Exception) -> None:
        try:
            await self.process_error(update=update, error=error)
        except Exception:
            logger.exception("error handling failed")


def _commit_before_sends(scope: UpdateScope) -> BeforeSend:
    # Only the update's own task commits: a call it started alongside (a button's answer)
    # runs while the handler may still be using the session.
    owner = asyncio.current_task()

    async def before_send() -> None:
        if scope.failed or scope.early_commit_error is not None:  # nothing more to keep
            return
        if asyncio.current_task() is not owner:
            return
        try:
            await commit_writes_so_far(scope.session)
        except Exception as error:  # the reply (maybe urgent help) must still go out
            logger.warning("commit before a send failed error=%s", type(error).__name__)
            scope.early_commit_error = error

    return before_send


def _settle_last_seen(scope: UpdateScope) -> None:
    user, seen = scope.user, scope.seen_at
    if user is not None and seen is not None and not scope.failed and inspect(user).persistent:
        users.settle_last_seen(user, seen)


def not_saved_texts(update: Update) -> list[str]:
    """Nothing of this update was kept: say so once, with what they wrote, so it is not lost.

    Two messages only when their text and the sentence together are too long for one.
    """
    chat = update.effective_chat
    if chat is None or chat.type != Chat.PRIVATE:
        return []
    message = update.message or update.edited_message
    text = (message.text or message.caption) if message is not None else None
    if not text:
        return [T.NOT_SAVED_NO_TEXT]
    if len(T.NOT_SAVED) + 2 + len(text) <= MAX_MESSAGE:
        return [f"{T.NOT_SAVED}\n\n{escape(text)}"]
    return [T.NOT_SAVED, escape(text)]


def feature(app: BotApp, handler: AnyHandler) -> None:
    """Add a feature handler; once it runs, FALLBACK leaves the update alone."""
    callback = handler.callback

    async def run(update: Update, context: BotContext) -> Any:
        context.scope.handled = True
        return await callback(update, context)

    handler.callback = run
    app.add_handler(handler, group=Group.FEATURES)


def fallback(app: BotApp, handler: AnyHandler) -> None:
    """Add a fallback handler: it runs only when no feature took the update."""
    callback = handler.callback

    async def run(update: Update, context: BotContext) -> Any:
        if context.scope.handled:
            return None
        return await callback(update, context)

    handler.callback = run
    app.add_handler(handler, group=Group.FALLBACK)


# GUARD ---------------------------------------------------------------------------------------


async def private_only(update: Update, context: BotContext) -> None:
    """Outside a private chat: say why once, leave, store nothing, stop the update.

    In a private chat a `my_chat_member` update is the person blocking ("kicked") or unblocking
    the bot: blocking deactivates them and cancels their pending sends; neither re-activates
    anyone (writing to the bot does) and neither is answered.
    """
    chat = update.effective_chat
    member = update.my_chat_member
    if chat is not None and chat.type == Chat.PRIVATE and member is not None:
        if member.new_chat_member.status == ChatMember.BANNED:
            now = context.deps.clock.now()
            await blocking.mark_person_blocked(context.session, member.from_user.id, now)
        raise ApplicationHandlerStop
    if chat is None or chat.type == Chat.PRIVATE:
        return
    if member is not None and member.new_chat_member.status in ("left", "kicked"):
        raise ApplicationHandlerStop  # we are already out; nothing to say
    logger.info("refusing non-private chat kind=%s", chat.type)
    try:
        await context.bot.send_message(chat.id, T.GROUP_ONLY_PRIVATE)
        await context.bot.leave_chat(chat.id)
    except TelegramError as error:  # e.g. a channel where we may not post
        logger.info("could not leave chat kind=%s error=%s", chat.type, type(error).__name__)
    raise ApplicationHandlerStop


# LOAD_USER -----------------------------------------------------------------------------------


def remember_language(context: BotContext, user: User) -> None:
    """Speak the person's language for the rest of this update, and remember it for SCREEN."""
    context.deps.languages[user.telegram_id] = user.settings.language
    i18n.activate(user.settings.language)  # undone when the update ends (process_update)


async def load_user(update: Update, context: BotContext) -> None:
    person, chat = update.effective_user, update.effective_chat
    if person is None or chat is None or person.is_bot:
        raise ApplicationHandlerStop
    now = context.deps.clock.now()
    user, created = await users.load_or_create(
        context.session,
        telegram_id=person.id,
        chat_id=chat.id,
        language_code=person.language_code,
        now=now,
        lock=True,
    )
    context.scope.user = user
    remember_language(context, user)
    context.scope.user_is_new = created
    context.scope.seen_at = now
    context.scope.last_seen_written = inspect(user).attrs.last_seen_at.history.has_changes()
    text = update.message.text if update.message is not None else None
    if text and text.startswith("/") and (user.flow or "") in WRITING_STEPS:
        # Another command ends a writing step: later text is never taken for an entry.
        users.set_flow(user, None)
    if reminder_service.came_back(user):
        # Their schedule was cancelled when Telegram said they were gone.
        await reminder_service.replan(context.session, user, now)


# FALLBACK ------------------------------------------------------------------------------------


def _text_router(router: FlowRouter) -> AnyHandler:
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
    """/cancel: leave whatever step was open, saving nothing."""
    users.set_flow(current_user(context), None)
    await reply(update, context, T.CANCELLED)


async def unknown_command(update: Update, context: BotContext) -> None:
    await reply(update, context, T.MENU)


async def expired_button(update: Update, context: BotContext) -> None:
    """A button no feature declares (old, forged or from a removed feature): answer it anyway."""
    query = update.callback_query
    if query is not None:
        logger.info("expired or unknown button")
        await query.answer(T.BUTTON_EXPIRED)


# error ---------------------------------------------------------------------------------------


async def on_error(update: object, context: BotContext) -> None:
    """Log what failed (never the text), roll back, apologise once, and end the update."""
    update_id = update.update_id if isinstance(update, Update) else None
    logger.error(
        "handler failed update_id=%s error=%s",
        update_id,
        type(context.error).__name__,
        exc_info=context.error,
    )
    scope = current_scope_or_none()
    first = scope is None or not scope.failed
    if scope is not None:
        scope.failed = True
        scope.handled = True
        try:
            await scope.session.rollback()
        except Exception as error:  # the database may be what failed
            logger.warning("rollback failed error=%s", type(error).__name__)
    chat = update.effective_chat if isinstance(update, Update) else None
    if first and chat is not None and chat.type == Chat.PRIVATE and isinstance(update, Update):
        # With the database failing nothing of this update was kept: give them their words back.
        database_down = isinstance(context.error, SQLAlchemyError | OSError)
        for text in not_saved_texts(update) if database_down else [T.ERROR]:
            try:
                await context.bot.send_message(chat.id, text)
            except TelegramError as error:
                logger.warning("apology not sent error=%s", type(error).__name__)
    raise ApplicationHandlerStop


# wiring --------------------------------------------------------------------------------------


def register_before_features(app: BotApp) -> None:
    """GUARD and LOAD_USER (SCREEN and RECORD are the safety feature's: handlers.safety)."""
    app.add_handler(TypeHandler(Update, private_only), group=Group.GUARD)
    app.add_handler(TypeHandler(Update, load_user), group=Group.LOAD_USER)
    app.add_error_handler(on_error)


def register_fallbacks(app: BotApp, router: FlowRouter) -> None:
    fallback(app, _text_router(router))
    fallback(app, CommandHandler("cancel", cancel_command, filters=filters.UpdateType.MESSAGE))
    fallback(app, MessageHandler(filters.UpdateType.MESSAGE & filters.COMMAND, unknown_command))
    fallback(
        app,
        MessageHandler(
            filters.UpdateType.MESSAGE & ~filters.TEXT & ~filters.StatusUpdate.ALL, non_text
        ),
    )
    fallback(app, CallbackQueryHandler(expired_button))


def add_stage(app: BotApp, stage: Group, handler: AnyHandler) -> None:
    """Add a handler to one of the fixed stages (SCREEN, RECORD) outside this module."""
    if stage in (Group.FEATURES, Group.FALLBACK):
        raise ValueError("use feature() or fallback()")
    app.add_handler(handler, group=stage)
