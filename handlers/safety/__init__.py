"""The danger screen on every text in every state (handlers.safety.screen), and /sos."""

from __future__ import annotations

from telegram import Update
from telegram.ext import CommandHandler, TypeHandler

from bot.context import BotApp, BotContext
from bot.services import safety as service
from bot.texts import safety as T
from handlers.buttons import Pressed, on_buttons
from handlers.common import current_user, reply
from handlers.pipeline import Group, add_stage, feature
from handlers.safety.screen import links_html, record_screening, screen_update


async def sos(update: Update, context: BotContext) -> None:
    user = current_user(context)
    links = service.helpline_links((), user.settings.country)
    await reply(update, context, T.SOS.format(links=links_html(links)))
    await reply(update, context, T.GROUNDING)


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    """The urgent message's buttons: sos:safe, sos:ground, sos:continue."""
    choice = pressed.word(1)
    if choice == "safe":
        await reply(update, context, T.SAFE_ACK)
    elif choice == "ground":
        await reply(update, context, T.GROUNDING)
    else:
        await reply(update, context, T.CONTINUE_ACK)


def register(app: BotApp) -> None:
    add_stage(app, Group.SCREEN, TypeHandler(Update, screen_update))
    add_stage(app, Group.RECORD, TypeHandler(Update, record_screening))
    feature(app, CommandHandler("sos", sos))
    on_buttons(app, "sos", on_button)
