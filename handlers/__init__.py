"""Telegram adapters, one module per feature; `register` wires them in an explicit order."""

from __future__ import annotations

from telegram import BotCommand
from telegram.ext import Application

from bot.texts import core as core_texts
from bot.texts import craving as craving_texts
from bot.texts import memory as memory_texts
from bot.texts import privacy as privacy_texts
from bot.texts import reminders as reminders_texts
from bot.texts import safety as safety_texts
from bot.texts import streaks as streaks_texts
from handlers import (
    craving,
    listen,
    memory,
    pipeline,
    privacy,
    reminders,
    safety,
    start,
    streaks,
)
from handlers.common import FlowRouter

# The command menu and /help, in the order people see them.
MENU: tuple[tuple[str, str], ...] = (
    *core_texts.COMMANDS[:1],
    *safety_texts.COMMANDS,
    *craving_texts.COMMANDS,
    *streaks_texts.COMMANDS,
    *memory_texts.COMMANDS,
    *reminders_texts.COMMANDS,
    *privacy_texts.COMMANDS,
    *core_texts.COMMANDS[1:],
)


def register(app: Application) -> None:  # type: ignore[type-arg]
    """Order matters: guard, user and safety screen first, then features, then catch-alls."""
    router = FlowRouter()
    pipeline.register_first(app)
    safety.register(app)
    start.register(app, router)
    craving.register(app, router)
    memory.register(app, router)
    streaks.register(app, router)
    reminders.register(app, router)
    privacy.register(app)
    listen.register(app, router)
    pipeline.register_last(app, router)


def all_commands() -> list[BotCommand]:
    """The command menu for private chats."""
    return [BotCommand(name, description) for name, description in MENU]
