"""The command menu and /help, in the order people see them (the copy lives in bot/texts/)."""

from __future__ import annotations

from telegram import BotCommand

from bot.texts import core as core_texts
from bot.texts import craving as craving_texts
from bot.texts import language as language_texts
from bot.texts import memory as memory_texts
from bot.texts import privacy as privacy_texts
from bot.texts import progress as progress_texts
from bot.texts import reminders as reminders_texts
from bot.texts import safety as safety_texts
from bot.texts import streaks as streaks_texts
from bot.texts import urgent as urgent_texts


def menu() -> tuple[tuple[str, str], ...]:
    """The menu in the current language (built when asked: copy is read when it is used)."""
    return (
        *core_texts.COMMANDS[:1],
        *safety_texts.COMMANDS,
        *urgent_texts.COMMANDS[:1],
        *craving_texts.COMMANDS,
        *streaks_texts.COMMANDS,
        *progress_texts.COMMANDS,
        *memory_texts.COMMANDS,
        *reminders_texts.COMMANDS,
        *privacy_texts.COMMANDS,
        *urgent_texts.COMMANDS[1:],
        *language_texts.COMMANDS,
        *core_texts.COMMANDS[1:],
    )


def all_commands() -> list[BotCommand]:
    """The command menu for private chats, in the current language."""
    return [BotCommand(name, description) for name, description in menu()]
