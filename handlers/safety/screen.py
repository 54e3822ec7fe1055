"""The danger screen's two stages of the pipeline: SCREEN (before any database work) and RECORD.

SCREEN reads only the update: the text, caption or edit, and the person's recent texts (an
in-process cache, for messages split in two). An urgent finding is answered there and then,
before the person's row is loaded, so nothing else the update does can delay or stop it.
RECORD runs after LOAD_USER: it stores the event (time, level, categories; never text) in the
update's transaction and leaves the gentle line for the first reply (or FLUSH).
"""

from __future__ import annotations

import logging
from html import escape

from sqlalchemy.exc import SQLAlchemyError
from telegram import Update

from bot import safety
from bot.context import BotContext
from bot.services import safety as service
from bot.services import users
from bot.texts import safety as T
from handlers.common import current_user, keyboard

logger = logging.getLogger(__name__)


def urgent_rows() -> list[list[tuple[str, str]]]:
    return [
        [(T.BTN_SAFE, "sos:safe")],
        [(T.BTN_GROUND, "sos:ground"), (T.BTN_CONTINUE, "sos:continue")],
    ]


def links_html(links: tuple[service.HelpLink, ...]) -> str:
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
    """SCREEN: assess what the person wrote; urgent help goes out now. Never stops the update."""
    text = _text_of(update)
    person, chat = update.effective_user, update.effective_chat
    if not text or person is None or chat is None or person.is_bot:
        return
    stamp = context.deps.clock.now().timestamp()
    recent_texts = service.RecentTexts(context.deps.recent_texts)
    recent = recent_texts.recent(person.id, stamp)
    assessment = service.screen_safely(text, recent)
    recent_texts.remember(person.id, stamp, text)
    context.scope.screened = True
    context.scope.assessment = assessment
    if assessment is not None and assessment.level == safety.Level.URGENT:
        await send_urgent(context, chat.id, person.id, assessment)


async def _country_hint(context: BotContext, telegram_id: int) -> str | None:
    """The person's country for routed links, from its own short read; None if that fails."""
    try:
        async with context.deps.db.sessions() as session:
            return await users.country_of(session, telegram_id)
    except (SQLAlchemyError, OSError) as error:
        logger.warning("country lookup failed; plain links error=%s", type(error).__name__)
        return None


async def send_urgent(
    context: BotContext, chat_id: int, telegram_id: int, assessment: safety.Assessment
) -> None:
    """The urgent message: emergency advice, routed helpline links and the three buttons."""
    country = await _country_hint(context, telegram_id)
    links = service.helpline_links(assessment.categories, country)
    await context.bot.send_message(
        chat_id, T.URGENT.format(links=links_html(links)), reply_markup=keyboard(urgent_rows())
    )


async def record_screening(update: Update, context: BotContext) -> None:
    """RECORD: store the event in the update's transaction; queue the gentle line if any."""
    scope = context.scope
    assessment = scope.assessment
    if not scope.screened or (assessment is not None and assessment.level == safety.Level.NONE):
        return
    user = current_user(context)
    await service.record_event(context.session, user.id, assessment, context.deps.clock.now())
    if assessment is None or assessment.level != safety.Level.URGENT:
        scope.gentle_line = T.GENTLE
