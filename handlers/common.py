"""Small helpers every feature handler shares: the current user, replies, keyboards, flows,
dates shown to people, and the one-line command argument."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import date
from typing import Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update

from bot import i18n, safety
from bot.context import BotContext
from bot.models import User
from bot.services.safety import screen_safely

logger = logging.getLogger(__name__)

Button = tuple[str, str]
Rows = Sequence[Sequence[Button]]
FlowHandler = Callable[[Update, BotContext, User, str], Awaitable[None]]
# Shows a paused step's question again ("Continue where I was" after an urgent message).
ResumeHandler = Callable[[Update, BotContext, User], Awaitable[None]]

# Steps that keep typed text (journal, reasons, letter): a command or "cancel" ends them.
WRITING_STEPS: Final = frozenset({"journal:text", "journal:more", "reasons:add", "letter:text"})


def keyboard(rows: Rows | None) -> InlineKeyboardMarkup | None:
    if not rows:
        return None
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(label, callback_data=data) for label, data in row] for row in rows]
    )


def current_user(context: BotContext) -> User:
    user = context.scope.user
    if user is None:
        raise RuntimeError("the user was not loaded for this update")
    return user


def take_gentle_line(context: BotContext) -> str | None:
    """The safety screen's gentle line, once, to add to this update's first reply."""
    scope = context.scope
    line, scope.gentle_line = scope.gentle_line, None
    return line


def _with_gentle(context: BotContext, text: str) -> str:
    """The gentle line comes first, above the reply, in one short sentence."""
    line = take_gentle_line(context)
    return f"{line}\n\n{text}" if line else text


async def reply(
    update: Update, context: BotContext, text: str, rows: Rows | None = None
) -> Message:
    """Send a message to the update's chat (adding any gentle safety line)."""
    chat = update.effective_chat
    if chat is None:
        raise RuntimeError("reply needs a chat")
    message = await context.bot.send_message(
        chat.id, _with_gentle(context, text), reply_markup=keyboard(rows)
    )
    context.scope.sent_ids.append(message.message_id)
    return message


async def edit_or_reply(
    update: Update, context: BotContext, text: str, rows: Rows | None = None
) -> None:
    """Replace the pressed message's text when possible, else send a new one."""
    query = update.callback_query
    if query is not None and isinstance(query.message, Message) and query.message.text:
        await query.edit_message_text(_with_gentle(context, text), reply_markup=keyboard(rows))
        return
    await reply(update, context, text, rows)


def format_day(day: date) -> str:
    """A day as people read it in their language: "1 Nov 2026", "01.11.2026", "1 лист. 2026 р."."""
    return i18n.format_date(day, "medium")


def command_args(update: Update) -> str:
    """Everything after the command, stripped (context.args loses the spacing)."""
    message = update.effective_message
    text = message.text if message is not None and message.text else ""
    parts = text.split(maxsplit=1)
    return parts[1].strip() if len(parts) > 1 else ""


class FlowRouter:
    """Routes free text to the step a user is in; the database remembers the step."""

    def __init__(self) -> None:
        self._flows: dict[str, FlowHandler] = {}
        self._resumers: dict[str, ResumeHandler] = {}
        self.fallback: FlowHandler | None = None

    def add(
        self, prefix: str, handler: FlowHandler, *, resume: ResumeHandler | None = None
    ) -> None:
        if prefix in self._flows:
            raise ValueError(f"flow {prefix} registered twice")
        self._flows[prefix] = handler
        if resume is not None:
            self._resumers[prefix] = resume

    def resumer(self, flow: str | None) -> ResumeHandler | None:
        """How to show this step's question again, if its feature said."""
        if not flow:
            return None
        return self._resumers.get(flow.split(":", 1)[0])

    def find(self, flow: str | None) -> FlowHandler | None:
        if not flow:
            return None
        return self._flows.get(flow.split(":", 1)[0])


def reads_as_urgent(context: BotContext, text: str) -> bool:
    """Whether this text is urgent danger: the SCREEN stage's reading when it read this very
    text (a phrase completed across two messages counts too), else a screen of the text alone."""
    scope = context.scope
    assessment = scope.assessment if scope.screened_text == text else screen_safely(text, ())
    return assessment is not None and assessment.level == safety.Level.URGENT
