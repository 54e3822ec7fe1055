"""Helpers the memory handlers share: the cipher, dates, previews, refusals, confirmations."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import date, datetime
from html import escape
from typing import TypeVar

from telegram import Update
from telegram.error import BadRequest

from bot.context import BotContext
from bot.models import User
from bot.services import users
from bot.services.memory import EmptyText, LimitReached, TextTooLong
from bot.texts import memory as T
from handlers.buttons import MAX_ID, MEMORY_CANCEL, as_number
from handlers.common import Rows, edit_or_reply, reply

FLOW_PREFIXES = ("journal:", "reasons:", "letter:")
Kept = TypeVar("Kept")

PREVIEW_CHARS = 70
# Telegram allows 4096 characters per message; leave room for titles and the gentle line.
PAGE_BUDGET = 3400


def reveal(context: BotContext, token: str) -> str | None:
    return context.deps.cipher.reveal(token)


def today(context: BotContext, user: User) -> date:
    return users.local_now(user, context.deps.clock.now()).date()


def local_day(user: User, moment: datetime) -> date:
    return users.local_now(user, moment).date()


def body_html(text: str | None) -> str:
    """The full text, escaped for HTML, or the kind "can't read this one" line."""
    return T.UNREADABLE if text is None else escape(text)


def preview_html(text: str | None, limit: int = PREVIEW_CHARS) -> str:
    """A one-line preview, cut before escaping so no entity is split."""
    if text is None:
        return T.UNREADABLE_SHORT
    line = " ".join(text.split())
    if len(line) > limit:
        line = line[: limit - 1].rstrip() + "…"
    return escape(line)


def parse_id(value: str) -> int | None:
    """A row id or a page number from callback data (ASCII digits, within INTEGER)."""
    return as_number(value, 0, MAX_ID)


async def refuse(
    update: Update,
    context: BotContext,
    error: EmptyText | TextTooLong | LimitReached,
    *,
    too_long: str,
    full: str,
    rows: Rows | None = None,
) -> None:
    """A kind, specific reply for text the feature cannot keep as it is."""
    if isinstance(error, TextTooLong):
        text = too_long.format(length=f"{error.length:,}", limit=f"{error.limit:,}")
    elif isinstance(error, LimitReached):
        text = full.format(limit=error.limit)
    else:
        text = T.EMPTY_TEXT
    await reply(update, context, text, rows)


async def keep_text(
    update: Update,
    context: BotContext,
    user: User,
    add: Callable[[], Awaitable[Kept]],
    *,
    step: str,
    too_long: str,
    full: str,
) -> Kept | None:
    """Store typed text through `add`; on text it cannot keep, explain and stay in `step`."""
    try:
        kept = await add()
    except (EmptyText, TextTooLong, LimitReached) as error:
        users.set_flow(user, None if isinstance(error, LimitReached) else step)
        await refuse(update, context, error, too_long=too_long, full=full)
        return None
    users.set_flow(user, None)
    return kept


def confirm_rows(yes_data: str, no_data: str) -> Rows:
    return [[(T.BTN_YES_DELETE, yes_data), (T.BTN_NO_KEEP, no_data)]]


def cancel_row() -> list[tuple[str, str]]:
    return [(T.BTN_CANCEL, MEMORY_CANCEL)]


def pager_row(
    prefix: str, page: int, pages: int, labels: tuple[str, str] | None = None
) -> list[tuple[str, str]]:
    labels = labels or (T.BTN_NEWER, T.BTN_OLDER)
    row: list[tuple[str, str]] = []
    if page > 0:
        row.append((labels[0], f"{prefix}:{page - 1}"))
    if page + 1 < pages:
        row.append((labels[1], f"{prefix}:{page + 1}"))
    return row


def leave_memory_flow(user: User) -> None:
    """Opening a memory menu ends an unfinished memory step, so later text isn't taken for it."""
    if user.flow and user.flow.startswith(FLOW_PREFIXES):
        users.set_flow(user, None)


async def edit(update: Update, context: BotContext, text: str, rows: Rows | None = None) -> None:
    """Replace the pressed message; a double tap that changes nothing is not an error."""
    try:
        await edit_or_reply(update, context, text, rows)
    except BadRequest as error:
        if "not modified" not in str(error).lower():
            raise
