"""/help: every command in plain words, in the menu's order."""

from __future__ import annotations

from telegram import Update
from telegram.ext import CommandHandler, filters

from bot.context import BotApp, BotContext
from bot.texts import core as T
from handlers.common import reply
from handlers.menu import menu
from handlers.pipeline import feature


async def help_command(update: Update, context: BotContext) -> None:
    await reply(update, context, T.help_text(menu()))


def register(app: BotApp) -> None:
    feature(app, CommandHandler("help", help_command, filters=filters.UpdateType.MESSAGE))
