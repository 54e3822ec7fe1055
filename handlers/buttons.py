"""Buttons: the callback data features share, and the one way a feature receives a press.

A feature declares each prefix it owns with `on_buttons(app, prefix, handler)`. The data must
match that prefix followed by ASCII tokens (`prefix:token:token…`, Telegram's 64 bytes at most);
anything else (forged, stale, from a removed feature) matches no feature and is answered
"This button has expired" by the pipeline's FALLBACK. The helper answers the query first (the
client shows a spinner until then) and hands the handler a `Pressed` with the parts; `id()`
accepts ASCII digits only, bounded to the 32-bit INTEGER columns ids live in.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Final

from telegram import CallbackQuery, Update
from telegram.ext import CallbackQueryHandler

from bot.context import BotApp, BotContext
from handlers.pipeline import expired_button, feature

# Entry points one feature puts on buttons for another.
CRAVING_START: Final = "craving:start"
CONTACT_START: Final = "contact:start"
STREAK_SHOW: Final = "st:show"
MEMORY_REASONS: Final = "mem:reasons"
MEMORY_JOURNAL_ONE: Final = "mem:journal_one"
MEMORY_LETTER_NEW: Final = "mem:letter_new"
MEMORY_CANCEL: Final = "mem:cancel"
REMINDER_GROUND: Final = "rem:ground"
# The urgent moment: `urg:<action>:<who>` (bot.services.urgent.Action, handlers.safety.steps).
URGENT: Final = "urg"
PLAN: Final = "plan"
PLAN_SHOW: Final = "plan:show"
PLAN_START: Final = "plan:start"
HIDE_NOW: Final = "hide:now"

# Every id column is a 32-bit INTEGER (PostgreSQL's int4).
MAX_ID: Final = 2**31 - 1
_TOKEN: Final = r"[A-Za-z0-9_+./-]{1,64}"


def as_id(token: str) -> int | None:
    """A row id from callback data: ASCII digits, 1..MAX_ID; anything else is None."""
    if not (0 < len(token) <= 10 and token.isascii() and token.isdigit()):
        return None
    value = int(token)
    return value if 0 < value <= MAX_ID else None


def as_number(token: str, low: int, high: int) -> int | None:
    """A small number from callback data (a rating, an hour): ASCII digits within low..high."""
    if not (0 < len(token) <= 10 and token.isascii() and token.isdigit()):
        return None
    value = int(token)
    return value if low <= value <= high else None


def pattern_for(prefix: str) -> re.Pattern[str]:
    """The data a prefix accepts: the prefix itself, then ASCII tokens; nothing after them."""
    return re.compile(rf"{re.escape(prefix)}(?::{_TOKEN})*\Z", re.ASCII)


@dataclass
class Pressed:
    """One button press: the data's parts (prefix first) and a once-only answer."""

    query: CallbackQuery
    parts: list[str]
    answered: bool = field(default=False)

    def word(self, index: int) -> str:
        return self.parts[index] if len(self.parts) > index else ""

    def id(self, index: int) -> int | None:
        return as_id(self.word(index))

    async def answer(self, text: str | None = None) -> None:
        if not self.answered:
            self.answered = True
            await self.query.answer(text)


ButtonHandler = Callable[[Update, BotContext, Pressed], Awaitable[None]]


def on_buttons(
    app: BotApp, prefix: str, handler: ButtonHandler, *, answer_first: bool = True
) -> None:
    """Route presses whose data is `prefix` (+ tokens) to `handler`, answering every one.

    With `answer_first=False` the handler may answer with a short notice itself; the press is
    still answered (silently) when it does not.
    """

    pattern = pattern_for(prefix)

    async def on_press(update: Update, context: BotContext) -> None:
        query = update.callback_query
        if query is None:
            return
        if not pattern.match(query.data or ""):  # PTB passes a query without data to any pattern
            await expired_button(update, context)
            return
        pressed = Pressed(query, (query.data or "").split(":"))
        if answer_first:
            await pressed.answer()
        await handler(update, context, pressed)
        await pressed.answer()

    feature(app, CallbackQueryHandler(on_press, pattern=pattern))
