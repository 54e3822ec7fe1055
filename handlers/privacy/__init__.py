"""/export offers everything kept as one JSON file, or the journal as a readable PDF;
/delete removes all of it after a yes.

The confirm button carries a tag of the user row it was made for and when it was made, so a
button from an older prompt, or from before an earlier deletion, never deletes anything.
"""

from __future__ import annotations

import hashlib
import io
import logging
from datetime import datetime, timedelta
from typing import Final

from telegram import InputFile, Update
from telegram.error import BadRequest, TelegramError
from telegram.ext import ApplicationHandlerStop, CommandHandler, filters

from bot.context import BotApp, BotContext
from bot.models import User
from bot.progress.tasks import journal_pdf
from bot.services import privacy as service
from bot.services import progress as progress_service
from bot.services import users
from bot.texts import privacy as T
from bot.texts import progress as PT
from handlers.buttons import Pressed, on_buttons
from handlers.common import Rows, current_user, edit_or_reply, reply
from handlers.pipeline import feature

logger = logging.getLogger(__name__)

CONFIRM_FOR: Final = timedelta(minutes=15)
CLOCK_SKEW: Final = timedelta(minutes=1)
KEEP_DATA: Final = "priv:keep"


# Export -------------------------------------------------------------------------------------


def export_rows() -> Rows:
    return (
        ((PT.BTN_EXPORT_JSON, "exp:json"),),
        ((PT.BTN_EXPORT_PDF, "exp:pdf:0"),),
        ((PT.BTN_EXPORT_PDF_CONTACTS, "exp:pdf:1"),),
    )


async def export_command(update: Update, context: BotContext) -> None:
    await reply(update, context, PT.EXPORT_ASK, export_rows())


async def on_export(update: Update, context: BotContext, pressed: Pressed) -> None:
    """exp:json, exp:pdf:<with contacts 0|1>, exp:make:<with contacts 0|1>:<say where 0|1>."""
    action = pressed.word(1)
    contacts = pressed.word(2) == "1"
    if action == "pdf":
        flag = int(contacts)
        rows = [
            [(PT.BTN_PDF_PLAIN, f"exp:make:{flag}:0")],
            [(PT.BTN_PDF_SOURCE, f"exp:make:{flag}:1")],
        ]
        await edit_or_reply(update, context, PT.PDF_ASK_SOURCE, rows)
    elif action == "make":
        await send_journal_pdf(update, context, contacts=contacts, source=pressed.word(3) == "1")
    else:
        await send_json(context)


async def send_json(context: BotContext) -> None:
    user = current_user(context)
    now = context.deps.clock.now()
    file = io.BytesIO()
    await service.write_export(context.session, user, context.deps.cipher, now, file)
    file.seek(0)
    day = users.local_now(user, now).date().isoformat()
    await context.bot.send_document(
        user.chat_id,
        InputFile(file, filename=T.EXPORT_FILENAME.format(day=day)),
        caption=T.EXPORT_CAPTION,
    )
    logger.info("export sent user_id=%s", user.id)


async def send_journal_pdf(
    update: Update, context: BotContext, *, contacts: bool, source: bool
) -> None:
    """The journal as a PDF, made in the render pool; the person's row is released first."""
    user = current_user(context)
    now = context.deps.clock.now()
    document = await progress_service.journal_document(
        context.session, user, context.deps.cipher, now, contacts=contacts, mention_source=source
    )
    if not document.entries and not document.contacts:
        await edit_or_reply(update, context, PT.PDF_EMPTY)
        return
    # Everything is read: commit now, so nobody waits on this person's row while it is drawn.
    await context.session.commit()
    try:
        pdf = await context.deps.render.run(journal_pdf, document)
    except Exception:
        logger.exception("journal pdf failed user_id=%s", user.id)
        await reply(update, context, PT.PDF_FAILED)
        return
    day = users.local_now(user, now).date().isoformat()
    caption = PT.PDF_CAPTION.format(count=PT.entries(len(document.entries)), zone=document.zone)
    await context.bot.send_document(
        user.chat_id, InputFile(pdf, filename=PT.PDF_FILENAME.format(day=day)), caption=caption
    )
    logger.info("journal pdf sent user_id=%s entries=%s", user.id, len(document.entries))


# Delete -------------------------------------------------------------------------------------


def lifetime_tag(user: User) -> str:
    """Short and stable for one user row; a row made after a deletion gets another one."""
    seed = f"{user.id}:{user.created_at.isoformat()}"
    return hashlib.sha256(seed.encode()).hexdigest()[:12]


def confirm_rows(user: User, now: datetime) -> Rows:
    confirm = f"priv:yes:{lifetime_tag(user)}:{int(now.timestamp())}"
    return [[(T.BTN_DELETE_ALL, confirm), (T.BTN_KEEP, KEEP_DATA)]]


async def delete_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    await reply(update, context, T.DELETE_ASK, confirm_rows(user, context.deps.clock.now()))


def stale_reason(user: User, parts: list[str], now: datetime) -> str | None:
    """Why this confirm button must not delete anything (the reply), or None when it may."""
    if len(parts) != 4 or not parts[3].isdigit() or len(parts[3]) > 12:
        return T.DELETE_EXPIRED
    if parts[2] != lifetime_tag(user):
        return T.DELETE_OTHER_SESSION
    age = timedelta(seconds=now.timestamp() - int(parts[3]))
    if age > CONFIRM_FOR or age < -CLOCK_SKEW:
        return T.DELETE_EXPIRED
    return None


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    """priv:keep, priv:yes:<lifetime tag>:<unix time>."""
    user = current_user(context)
    if context.scope.user_is_new:
        await _forget_new_row(update, context, user)
    parts = pressed.parts
    if parts[1:2] != ["yes"]:
        await _show(update, context, T.DELETE_KEPT)
        return
    problem = stale_reason(user, parts, context.deps.clock.now())
    if problem is not None:
        logger.info("stale delete button user_id=%s", user.id)
        await _show(update, context, problem)
        return
    await _delete(update, context, user, T.DELETE_DONE)


async def _forget_new_row(update: Update, context: BotContext, user: User) -> None:
    """An old button pressed after everything was deleted: keep nothing from this press."""
    logger.info("privacy button with no stored data; nothing kept")
    await _delete(update, context, user, T.NOTHING_STORED)


async def _delete(update: Update, context: BotContext, user: User, goodbye: str) -> None:
    """Delete, say so, and end the update so nothing after this can write for them again."""
    person = user.telegram_id
    await service.delete_everything(context.session, user)
    context.deps.recent_texts.pop(person, None)
    try:
        await _show(update, context, goodbye)
    except TelegramError as error:
        # The deletion stands even when Telegram will not take the goodbye.
        logger.warning("goodbye not sent error=%s", type(error).__name__)
    raise ApplicationHandlerStop


async def _show(update: Update, context: BotContext, text: str) -> None:
    """Replace the prompt (its buttons go with it); a new message if it can't be edited."""
    try:
        await edit_or_reply(update, context, text)
    except BadRequest as error:
        if "not modified" in str(error).lower():
            return  # a double tap
        logger.info("prompt not edited error=%s", type(error).__name__)
        await reply(update, context, text)


def register(app: BotApp) -> None:
    only_messages = filters.UpdateType.MESSAGE
    feature(app, CommandHandler("export", export_command, filters=only_messages))
    feature(app, CommandHandler("delete", delete_command, filters=only_messages))
    on_buttons(app, "priv", on_button)
    on_buttons(app, "exp", on_export)
