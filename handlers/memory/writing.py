"""A writing step (journal, reasons, letter) never swallows text it shouldn't.

"cancel", "stop", "never mind" leave without saving. Text that reads as a craving or as danger
is not saved silently: "Save this, or start a check-in?" (the text waits, encrypted, in the
step's flow data until they choose). Any other command ends the step (see handlers.pipeline).
"""

from __future__ import annotations

import re
from typing import Final

from telegram import Update

from bot.context import BotContext
from bot.domain import craving
from bot.models import User
from bot.services import users
from bot.texts import memory as T
from handlers.common import WRITING_STEPS, FlowHandler, edit_or_reply, reads_as_urgent, reply
from handlers.memory.common import leave_memory_flow

PENDING_KEY: Final = "pending"
CHECKIN_START: Final = "craving:start"
_CANCEL: Final = re.compile(
    r"^(?:cancel|stop|never ?mind|nvm|forget it|no|nope|quit|exit|leave it)[.!]*$"
)


def is_cancel(text: str) -> bool:
    return bool(_CANCEL.match(" ".join(text.casefold().split())))


def needs_asking(context: BotContext, text: str) -> bool:
    """A craving, or danger the screen puts at its urgent level."""
    return craving.looks_like_craving(text) or reads_as_urgent(context, text)


def guarded(handler: FlowHandler) -> FlowHandler:
    async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
        step = user.flow or ""
        if step in WRITING_STEPS:
            if is_cancel(text):
                leave_memory_flow(user)
                await reply(update, context, T.CANCELLED)
                return
            if needs_asking(context, text):
                data = {**(user.flow_data or {}), PENDING_KEY: context.deps.cipher.encrypt(text)}
                users.set_flow(user, step, data)
                rows = [
                    [(T.BTN_SAVE_IT, "mem:save"), (T.BTN_START_CHECKIN, CHECKIN_START)],
                    [(T.BTN_CANCEL, "mem:cancel")],
                ]
                await reply(update, context, T.SAVE_OR_CHECKIN, rows)
                return
        await handler(update, context, user, text)

    return on_text


async def save_pending(
    update: Update, context: BotContext, user: User, writers: dict[str, FlowHandler]
) -> None:
    """ "Save it": the waiting text goes to its step after all."""
    data = dict(user.flow_data or {})
    token = data.pop(PENDING_KEY, None)
    step = user.flow or ""
    handler = writers.get(step.split(":", 1)[0])
    text = context.deps.cipher.reveal(token) if isinstance(token, str) else None
    if step not in WRITING_STEPS or handler is None or text is None:
        await edit_or_reply(update, context, T.NOTHING_WAITING)
        return
    users.set_flow(user, step, data or None)
    await handler(update, context, user, text)
