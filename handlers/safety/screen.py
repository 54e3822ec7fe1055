"""The danger screen's two stages of the pipeline: SCREEN (before any database work) and RECORD.

SCREEN reads only the update: the text, caption or edit, and the person's recent texts (an
in-process cache, for messages split in two). An urgent finding is answered there and then,
before the person's row is loaded, so nothing else the update does can delay or stop it.
The urgent send is retried by the bot (bot.sending), and the urgent event is then stored in its
own short transaction, so nothing later in the update can undo it. RECORD runs after LOAD_USER:
it stores any other event (time, level, categories; never text), and the urgent one of a person
not stored before, in the update's transaction, and leaves the gentle line for the first reply
(or FLUSH).
"""

from __future__ import annotations

import logging
from datetime import datetime
from html import escape

from sqlalchemy.exc import SQLAlchemyError
from telegram import MessageEntity, Update
from telegram.ext import ApplicationHandlerStop

from bot import safety
from bot.context import BotContext
from bot.domain.danger import SELF_CATEGORIES, Reading, Who, who_is_in_danger
from bot.domain.emergency import numbers_for
from bot.outbox import queue as outbox
from bot.services import craving as craving_service
from bot.services import hide, users
from bot.services import safety as service
from bot.services import urgent as compose
from bot.texts import safety as T
from handlers.common import current_user
from handlers.safety.steps import keeps_text, stop_breathing, urgent_keyboard

logger = logging.getLogger(__name__)


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


def _is_bare_command(update: Update) -> bool:
    """A command with nothing after it ("/craving"): a menu tap, no words of the person's own."""
    message = update.message
    if message is None or message.text is None or len(message.entities) != 1:
        return False
    entity = message.entities[0]
    return (
        entity.type == MessageEntity.BOT_COMMAND
        and entity.offset == 0
        and entity.length == len(message.text)
    )


async def screen_update(update: Update, context: BotContext) -> None:
    """SCREEN: assess what the person wrote; urgent help goes out now. Never stops the update."""
    text = _text_of(update)
    person, chat = update.effective_user, update.effective_chat
    if not text or person is None or chat is None or person.is_bot:
        return
    if _is_bare_command(update):
        # Nothing to read, and nothing that could finish a phrase split over two messages.
        context.scope.screened_text = text
        context.scope.assessment = safety.Assessment(safety.Level.NONE)
        return
    stamp = context.deps.clock.now().timestamp()
    recent_texts = service.RecentTexts(context.deps.recent_texts)
    recent = recent_texts.recent(person.id, stamp)
    assessment = service.screen_safely(text, recent)
    recent_texts.remember(person.id, stamp, text)
    context.scope.screened_text = text
    context.scope.assessment = assessment
    if assessment is not None and assessment.level == safety.Level.URGENT:
        await send_urgent(update, context, chat.id, person.id, assessment, text)
        now = context.deps.clock.now()
        context.scope.recorded = await _record_on_its_own(context, person.id, assessment, now)


async def _glance(context: BotContext, telegram_id: int) -> hide.Glance:
    """Country, step and plan presence from their own short read; defaults if that fails."""
    try:
        async with context.deps.db.sessions() as session:
            return await hide.glance(session, telegram_id)
    except (SQLAlchemyError, OSError) as error:
        logger.warning("urgent glance failed; plain links error=%s", type(error).__name__)
        return hide.Glance()


def pauses_a_step(update: Update) -> bool:
    """Free text (not a command) goes to a step or the intent fallback: after an urgent
    message, neither runs."""
    message = update.message
    if message is None or message.text is None:
        return False
    return not message.text.startswith("/")


async def send_urgent(
    update: Update,
    context: BotContext,
    chat_id: int,
    telegram_id: int,
    assessment: safety.Assessment,
    text: str,
) -> None:
    """The urgent message: the country's number first, words and buttons by who is in danger,
    routed helpline links, the plan, "I'm not safe right now"."""
    reading = who_is_in_danger([c.value for c in assessment.categories], text)
    glance = await _glance(context, telegram_id)
    links = service.helpline_links(link_categories(reading, assessment), glance.country)
    flow = glance.flow
    paused = flow is not None and pauses_a_step(update) and not keeps_text(flow)
    shown = compose.urgent(
        reading,
        numbers_for(glance.country),
        links_html(links),
        compose.PlanState(glance.has_plan, glance.has_people),
        paused=paused,
    )
    message = await context.bot.send_message(
        chat_id, shown.text, reply_markup=urgent_keyboard(shown, reading)
    )
    context.scope.urgent = reading
    context.scope.sent_ids.append(message.message_id)


def link_categories(reading: Reading, assessment: safety.Assessment) -> tuple[safety.Category, ...]:
    """Helpline topics follow who is in danger: an ex's threat to harm themselves routes to
    abuse support for the person, not a suicide line aimed at them."""
    if reading.who in (Who.FROM_SOMEONE, Who.CHILD) or reading.ex_threat:
        return (safety.Category.THREAT,)
    if reading.who is Who.SELF:
        own = tuple(c for c in assessment.categories if c in SELF_CATEGORIES)
        return own or (safety.Category.SUICIDE,)
    return assessment.categories


async def _record_on_its_own(
    context: BotContext, telegram_id: int, assessment: safety.Assessment, now: datetime
) -> bool:
    """The urgent event in its own short transaction; False if the person is new or it failed."""
    try:
        async with context.deps.db.session_scope() as session:
            user_id = await users.id_of(session, telegram_id)
            if user_id is None:
                return False  # stored by RECORD, once LOAD_USER has created them
            await service.record_event(session, user_id, assessment, now)
    except (SQLAlchemyError, OSError) as error:
        logger.warning("urgent event not stored yet error=%s", type(error).__name__)
        return False
    return True


async def record_screening(update: Update, context: BotContext) -> None:
    """RECORD: store the event in the update's transaction; queue the gentle line if any.
    After an urgent message the interrupted step pauses and the update ends here."""
    scope = context.scope
    user = current_user(context)
    now = context.deps.clock.now()
    if update.message is not None:
        await hide.remember(
            context.session, user_id=user.id, message_ids=[update.message.message_id], now=now
        )
    assessment = scope.assessment
    if not scope.screened or (assessment is not None and assessment.level == safety.Level.NONE):
        return
    if not scope.recorded:
        await service.record_event(context.session, user.id, assessment, now)
    if scope.urgent is None:
        scope.gentle_line = T.GENTLE
        return
    if not pauses_a_step(update) or (user.flow is not None and keeps_text(user.flow)):
        return  # a command still runs; text typed into a writing step is still kept
    await hide.pause_step(context.session, user, now)
    stop_breathing(context, user.chat_id)
    # No follow-up question after an urgent message; "Continue where I was" picks it up again.
    await outbox.cancel(context.session, user_id=user.id, kinds=[craving_service.FOLLOWUP_KIND])
    raise ApplicationHandlerStop
