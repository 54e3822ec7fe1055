"""The urgent message's keyboard, and what pauses when it goes out.

After an urgent message nothing from the interrupted step is sent on its own: free text does not
reach the step (or the intent fallback), the breathing animation stops, and the step waits until
"Continue where I was". Text typed into a writing step (journal, reasons, letter, the safety
plan) is still kept: those are the person's own words, and losing them would ask them to write
it all again.
"""

from __future__ import annotations

from typing import Final

from telegram import InlineKeyboardMarkup

from bot.context import BotContext
from bot.domain.danger import Reading, Who
from bot.services.urgent import Shown
from handlers.buttons import URGENT
from handlers.common import keyboard

# Flows whose text is the person's own writing: kept even when it raises an urgent message.
KEEPS_TEXT: Final = frozenset({"journal", "reasons", "letter", "plan"})

_WHO_TOKENS: Final = {
    Who.SELF: "s",
    Who.FROM_SOMEONE: "f",
    Who.CHILD: "c",
    Who.SOMEONE_ELSE: "o",
}
_EX_TOKEN: Final = "x"


def keeps_text(flow: str) -> bool:
    return flow.split(":", 1)[0] in KEEPS_TEXT


def stop_breathing(context: BotContext, chat_id: int) -> None:
    """Stop any breathing animation pacing in this chat."""
    active = context.deps.breathing.active
    for key in [key for key in active if key.startswith(f"{chat_id}:")]:
        del active[key]


def who_token(reading: Reading | None) -> str:
    if reading is None:
        return _WHO_TOKENS[Who.SELF]
    if reading.who is Who.SOMEONE_ELSE and reading.ex_threat:
        return _EX_TOKEN
    return _WHO_TOKENS[reading.who]


def reading_of(token: str) -> Reading | None:
    if token == _EX_TOKEN:
        return Reading(Who.SOMEONE_ELSE, ex_threat=True)
    for who, value in _WHO_TOKENS.items():
        if value == token:
            return Reading(who)
    return None


def urgent_keyboard(shown: Shown, reading: Reading | None) -> InlineKeyboardMarkup | None:
    """Each (label, Action) as `urg:<action>:<who>`, so a press knows whose danger it was."""
    token = who_token(reading)
    return keyboard(
        [
            [(label, f"{URGENT}:{action.value}:{token}") for label, action in row]
            for row in shown.rows
        ]
    )
