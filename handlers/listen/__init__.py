"""Free text outside any step: understood by intent, answered with one next step.

The intent comes from ``bot.intents`` (the craving rules, then the learned model). Each answer
is short and carries "That's not it", which costs one tap and leads to the menu. A memory
offered for the journal waits in the flow "listen:memory", encrypted like the journal itself.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

from telegram import Update

from bot.context import BotApp, BotContext
from bot.domain import slips
from bot.intents import Scorer
from bot.models import User
from bot.models.memory import JournalEntry, Reason
from bot.services import memory as memory_service
from bot.services import users
from bot.texts import listen as T
from handlers import craving, memory
from handlers.buttons import CRAVING_START, Pressed, on_buttons
from handlers.common import (
    FlowRouter,
    Rows,
    current_user,
    edit_or_reply,
    reads_as_urgent,
    reply,
)
from handlers.streaks import contact, structured

logger = logging.getLogger(__name__)

FLOW = "listen"
FLOW_MEMORY = "listen:memory"


def _checkin() -> tuple[str, str]:
    # Copy is read when shown, in the person's language, never at import.
    return (T.BTN_CHECKIN, CRAVING_START)


def _not_it() -> list[tuple[str, str]]:
    return [(T.BTN_NOT_IT, "ls:menu")]


def _now(context: BotContext) -> datetime:
    return context.deps.clock.now()


# --- answers, one per intent -----------------------------------------------------------------

Answer = Callable[[Update, BotContext, User, str], Awaitable[None]]


async def _craving(update: Update, context: BotContext, user: User, text: str) -> None:
    await craving.begin_from_text(update, context, user, text, [_not_it()])


async def _slip(update: Update, context: BotContext, user: User, text: str) -> None:
    now = _now(context)
    said = slips.read_slip(text, users.local_now(user, now))
    stamp = int(said.at.astimezone(UTC).timestamp()) if said.at is not None else 0
    label = T.BTN_LOG_SLIP_AT.format(when=said.phrase) if said.at is not None else T.BTN_LOG_SLIP
    rows: Rows = [[(label, f"ls:log:{said.kind}:{stamp}")], [_checkin()], _not_it()]
    await reply(update, context, T.SLIP, rows)


async def _contacted(update: Update, context: BotContext, user: User, text: str) -> None:
    rows: Rows = [
        [(T.BTN_HOLD, CRAVING_START)],
        [(T.BTN_LOG_CONTACTED, "ls:log:held:0")],
        _not_it(),
    ]
    await reply(update, context, T.CONTACTED, rows)


async def _hoovering(update: Update, context: BotContext, user: User, text: str) -> None:
    rows: Rows = [
        [(T.BTN_HOLD, CRAVING_START)],
        [(T.BTN_LOG_CONTACTED, "ls:log:held:0")],
        _not_it(),
    ]
    await reply(update, context, T.HOOVERING, rows)


async def _lonely(update: Update, context: BotContext, user: User, text: str) -> None:
    await reply(update, context, T.LONELY, [[_checkin()], _not_it()])


async def _doubt(update: Update, context: BotContext, user: User, text: str) -> None:
    session = context.session
    entries = await memory_service.count(session, JournalEntry, user.id)
    reasons = await memory_service.count(session, Reason, user.id)
    if not entries and not reasons:
        rows: Rows = [[(T.BTN_ADD_REASON, "rs:add")], [(T.BTN_JOURNAL, "jr:new")], _not_it()]
        await reply(update, context, T.DOUBT_NO_RECORD, rows)
        return
    await reply(update, context, T.DOUBT_WITH_RECORD, [_not_it()])
    if entries:
        await memory.show_journal_entry(update, context, user)
    if reasons:
        await memory.show_reasons(update, context, user)


async def _coparenting(update: Update, context: BotContext, user: User, text: str) -> None:
    rows: Rows = [[(T.BTN_STRUCTURED, "ls:structured")], _not_it()]
    await reply(update, context, T.COPARENTING, rows)


async def _memory(update: Update, context: BotContext, user: User, text: str) -> None:
    users.set_flow(user, FLOW_MEMORY, {"text": context.deps.cipher.encrypt(text)})
    rows: Rows = [[(T.BTN_KEEP, "ls:keep"), (T.BTN_DONT_KEEP, "ls:drop")], _not_it()]
    await reply(update, context, T.MEMORY, rows)


def _plain(copy_name: str, *, checkin: bool = False) -> Answer:
    """An answer of one line of copy (named, so it is read in the person's language)."""

    async def answer(update: Update, context: BotContext, user: User, text: str) -> None:
        rows: Rows = [[_checkin()], _not_it()] if checkin else [_not_it()]
        await reply(update, context, getattr(T, copy_name), rows)

    return answer


async def _other(update: Update, context: BotContext, user: User, text: str) -> None:
    await reply(update, context, T.OTHER, [[_checkin()]])


# Intents whose answer still fits after the urgent message (e.g. a threat of self-harm made to
# pull the person back).
AFTER_URGENT = frozenset({"hoovering", "contacted"})

ANSWERS: dict[str, Answer] = {
    "craving": _craving,
    "slip": _slip,
    "contacted": _contacted,
    "lonely": _lonely,
    "doubt": _doubt,
    "hoovering": _hoovering,
    "coparenting": _coparenting,
    "memory": _memory,
    "gratitude": _plain("GRATITUDE"),
    "greeting": _plain("GREETING", checkin=True),
    "question": _plain("QUESTION"),
    "other": _other,
}


async def on_free_text(update: Update, context: BotContext, user: User, text: str) -> None:
    """Free text outside any step: a late rating, else the intent's answer."""
    if await craving.late_rating(update, context, user, text):
        return
    guess = _classifier(context)(text)
    logger.info("free text intent=%s confidence=%.2f", guess.intent, guess.confidence)
    if reads_as_urgent(context, text) and guess.intent not in AFTER_URGENT:
        return  # the urgent message has just gone out with its own buttons: nothing more
    await ANSWERS.get(guess.intent, _other)(update, context, user, text)


def _classifier(context: BotContext) -> Scorer:
    """The committed model, or the one in `Deps.classify` (tests)."""
    if context.deps.classify is not None:
        return context.deps.classify
    # numpy and the weights load here or in the start-up warm-up, whichever comes first, so
    # they never delay the first reply after a restart.
    from bot.intents.model import classify

    return classify


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    """Text while a memory waits for "keep it?": the new text is read on its own."""
    users.set_flow(user, None)
    await on_free_text(update, context, user, text)


# --- buttons ---------------------------------------------------------------------------------


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    parts = pressed.parts
    user = current_user(context)
    action = pressed.word(1)
    if action == "menu":
        if (user.flow or "").startswith(f"{FLOW}:"):
            users.set_flow(user, None)
        await reply(update, context, T.NOT_IT)
    elif action == "log":
        await _log(update, context, user, parts[2:])
    elif action == "structured":
        await structured.structured_command(update, context)
    elif action in ("keep", "drop"):
        await _keep(update, context, user, keep=action == "keep")


async def _log(update: Update, context: BotContext, user: User, values: list[str]) -> None:
    kind = values[0] if values else ""
    stamp = values[1] if len(values) > 1 else ""
    at = None
    if stamp.isdigit() and int(stamp) > 0:
        at = min(datetime.fromtimestamp(int(stamp), UTC), _now(context))
    await contact.start_logging(update, context, user, kind, at)


async def _keep(update: Update, context: BotContext, user: User, *, keep: bool) -> None:
    token = (user.flow_data or {}).get("text") if user.flow == FLOW_MEMORY else None
    users.set_flow(user, None)
    if not isinstance(token, str):
        await edit_or_reply(update, context, T.MEMORY_GONE)
        return
    if not keep:
        await edit_or_reply(update, context, T.NOT_KEPT)
        return
    text = context.deps.cipher.reveal(token)
    if text is None:
        await edit_or_reply(update, context, T.MEMORY_GONE)
        return
    await memory.save_journal_entry(update, context, user, text)


def register(app: BotApp, router: FlowRouter) -> None:
    on_buttons(app, "ls", on_button)
    router.add(FLOW, on_text)
    router.fallback = on_free_text
    app.bot_data[craving.FREE_TEXT_KEY] = on_free_text
    app.bot_data[craving.KEEP_TEXT_KEY] = _memory
