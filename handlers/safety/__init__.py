"""The danger screen on every text in every state, and /sos."""

from __future__ import annotations

import logging
from html import escape

from telegram import Update
from telegram.ext import Application, CallbackQueryHandler, CommandHandler, TypeHandler

from bot import safety
from bot.context import BotContext
from bot.services import safety as service
from bot.texts import safety as T
from handlers.common import GENTLE_KEY, current_user, keyboard, reply

logger = logging.getLogger(__name__)

SCREEN_GROUP = -1  # after the user is loaded, before every feature (group 0)
URGENT_ROWS = [
    [(T.BTN_SAFE, "sos:safe")],
    [(T.BTN_GROUND, "sos:ground"), (T.BTN_CONTINUE, "sos:continue")],
]


def _links_html(links: tuple[service.HelpLink, ...]) -> str:
    lines = []
    for link in links:
        label = T.TOPIC_LABELS.get(link.topic or "", T.ALL_HELPLINES)
        lines.append(f"• {escape(label)}: {link.url}")
    return "\n".join(lines)


def _text_of(update: Update) -> str | None:
    message = update.message or update.edited_message
    if message is None:
        return None
    return message.text or message.caption


async def screen_update(update: Update, context: BotContext) -> None:
    """Screen what the person wrote; never stops the update."""
    text = _text_of(update)
    if not text or update.effective_user is None:
        return
    user = current_user(context)
    now = context.deps.clock.now()
    recent_texts = service.RecentTexts(context.deps.recent_texts)
    stamp = now.timestamp()
    recent = recent_texts.recent(update.effective_user.id, stamp)
    assessment = service.screen_safely(text, recent)
    recent_texts.remember(update.effective_user.id, stamp, text)
    if assessment is not None and assessment.level == safety.Level.NONE:
        return
    await service.record_event(context.session, user.id, assessment, now)
    if assessment is not None and assessment.level == safety.Level.URGENT:
        links = service.helpline_links(assessment.categories, user.settings.country)
        await context.bot.send_message(
            user.chat_id,
            T.URGENT.format(links=_links_html(links)),
            reply_markup=keyboard(URGENT_ROWS),
        )
        return
    context.scope.values[GENTLE_KEY] = T.GENTLE


async def sos(update: Update, context: BotContext) -> None:
    user = current_user(context)
    links = service.helpline_links((), user.settings.country)
    await reply(update, context, T.SOS.format(links=_links_html(links)))
    await reply(update, context, T.GROUNDING)


async def on_button(update: Update, context: BotContext) -> None:
    query = update.callback_query
    assert query is not None
    await query.answer()
    choice = (query.data or "").removeprefix("sos:")
    if choice == "safe":
        await reply(update, context, T.SAFE_ACK)
    elif choice == "ground":
        await reply(update, context, T.GROUNDING)
    else:
        await reply(update, context, T.CONTINUE_ACK)


def register(app: Application) -> None:  # type: ignore[type-arg]
    app.add_handler(TypeHandler(Update, screen_update), group=SCREEN_GROUP)
    app.add_handler(CommandHandler("sos", sos))
    app.add_handler(CallbackQueryHandler(on_button, pattern=r"^sos:"))
