"""/language and its line in /settings: which of the bot's languages the person is spoken to in."""

from __future__ import annotations

from telegram import BotCommandScopeChat, Update
from telegram.error import TelegramError
from telegram.ext import CommandHandler, filters

from bot import i18n
from bot.context import BotApp, BotContext
from bot.models import User
from bot.services import users
from bot.texts import language as T
from handlers.buttons import Pressed, on_buttons
from handlers.common import Rows, current_user, edit_or_reply, reply
from handlers.pipeline import feature, remember_language


def language_rows() -> Rows:
    names = [(i18n.NAMES[code], f"lang:{code}") for code in i18n.LANGUAGES]
    return [names[index : index + 2] for index in range(0, len(names), 2)]


def unspoken(code: str | None) -> bool:
    """Telegram is set to a language the bot can't speak yet (so it speaks English)."""
    if not code:
        return False
    return i18n.supported(code) == i18n.DEFAULT and not code.lower().startswith("en")


async def ask(update: Update, context: BotContext) -> None:
    await edit_or_reply(update, context, T.LANGUAGE_ASK, language_rows())


async def language_command(update: Update, context: BotContext) -> None:
    users.set_flow(current_user(context), None)
    await reply(update, context, T.LANGUAGE_ASK, language_rows())


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    """lang:<code>: store it, and answer in it at once."""
    user = current_user(context)
    users.set_language(user, pressed.word(1) or i18n.DEFAULT)
    remember_language(context, user)
    name = i18n.NAMES[user.settings.language]
    await edit_or_reply(update, context, T.LANGUAGE_SET.format(language=name))
    await _menu_for_chat(context, user)


async def _menu_for_chat(context: BotContext, user: User) -> None:
    """This person's command menu in their language, whatever Telegram is set to."""
    from handlers.menu import all_commands

    try:
        await context.bot.set_my_commands(all_commands(), scope=BotCommandScopeChat(user.chat_id))
    except TelegramError:  # the menu is a nicety; the language is stored either way
        return


def register(app: BotApp) -> None:
    only_messages = filters.UpdateType.MESSAGE
    feature(app, CommandHandler("language", language_command, filters=only_messages))
    on_buttons(app, "lang", on_button)
