"""The craving check-in: how strong, what set it off, name it, a tool, a follow-up.

Every step is one tap and skippable; the check-in id travels in the callback data, so a
button keeps working after anything else happened in the chat (a danger message, a command).
The step waiting for typed input is stored as the user's flow ("craving:<step>:<id>").
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Update
from telegram.ext import CommandHandler, filters

from bot import i18n
from bot.context import BotApp, BotContext, deps_of
from bot.domain import craving
from bot.models import ScheduledMessage, User
from bot.models.craving import CravingCheckin
from bot.outbox.queue import KindSpec, Outgoing
from bot.services import craving as service
from bot.services import users
from bot.texts import craving as T
from handlers import memory
from handlers.buttons import CONTACT_START, CRAVING_START, Pressed, as_id, as_number, on_buttons
from handlers.common import (
    FlowRouter,
    Rows,
    current_user,
    edit_or_reply,
    reads_as_urgent,
    reply,
)
from handlers.craving import breath, learned
from handlers.pipeline import feature

logger = logging.getLogger(__name__)

FLOW = "craving"
# Where free text outside a step goes (set by the listen feature).
FREE_TEXT_KEY = "free_text"
# Offers to keep text typed at the trigger or tool menu in the journal (the listen feature).
KEEP_TEXT_KEY = "keep_text"
# A step older than this is forgotten: free text goes back to the normal menu.
STEP_TTL = timedelta(hours=3)
GROUND_STEPS = tuple(f"ground{number}" for number in craving.GROUNDING_STEPS)
STEPS = frozenset({"before", "trigger", "tools", "breathe", "after", "followup", *GROUND_STEPS})


def _now(context: BotContext) -> datetime:
    return context.deps.clock.now()


# --- flow bookkeeping ---------------------------------------------------------------------


def _enter(context: BotContext, user: User, step: str, checkin: CravingCheckin) -> None:
    users.set_flow(user, f"{FLOW}:{step}:{checkin.id}", {"at": _now(context).isoformat()})


def _in_craving_flow(user: User) -> bool:
    return (user.flow or "").startswith(f"{FLOW}:")


def _leave(user: User) -> None:
    """End the check-in's step, leaving another feature's flow (e.g. a letter) alone."""
    if _in_craving_flow(user):
        users.set_flow(user, None)


def _step_of(user: User, now: datetime) -> tuple[str, int] | None:
    """The step and check-in id waiting for text, or None when unknown or too old."""
    parts = (user.flow or "").split(":")
    at = (user.flow_data or {}).get("at")
    if len(parts) != 3 or parts[1] not in STEPS or as_id(parts[2]) is None:
        return None
    try:
        entered = datetime.fromisoformat(at) if isinstance(at, str) else None
    except ValueError:
        entered = None
    if entered is None or now - entered > STEP_TTL:
        return None
    return parts[1], int(parts[2])


# --- keyboards ----------------------------------------------------------------------------


def _rating_rows(action: str, checkin_id: int) -> Rows:
    def button(value: int) -> tuple[str, str]:
        return str(value), f"cr:{action}:{checkin_id}:{value}"

    # 1–10 first, so console mode's button numbers match the labels.
    return [
        [button(value) for value in range(1, 6)],
        [button(value) for value in range(6, 11)],
        [(T.BTN_ZERO, f"cr:{action}:{checkin_id}:0"), (T.BTN_SKIP, f"cr:{action}:{checkin_id}:s")],
    ]


def _trigger_rows(checkin_id: int) -> Rows:
    buttons = [(T.TRIGGER_LABELS[code], f"cr:t:{checkin_id}:{code}") for code in craving.TRIGGERS]
    rows = [buttons[index : index + 2] for index in range(0, len(buttons), 2)]
    return [*rows, [(T.BTN_SKIP, f"cr:t:{checkin_id}:s")]]


def _tool_rows(checkin_id: int, order: list[str]) -> Rows:
    rows = [[(T.TOOL_LABELS[tool], f"cr:u:{checkin_id}:{tool}")] for tool in order]
    return [*rows, [(T.BTN_NOT_NOW, f"cr:u:{checkin_id}:s")]]


def _followup_rows(checkin_id: int) -> Rows:
    def button(minutes: int) -> tuple[str, str]:
        return T.FOLLOWUP_LABELS[minutes], f"cr:f:{checkin_id}:{minutes}"

    return [
        [button(minutes) for minutes in craving.FOLLOWUP_MINUTES],
        [button(0), (T.BTN_ANOTHER_TOOL, f"cr:m:{checkin_id}")],
    ]


def _next_rows(checkin_id: int) -> Rows:
    return [[(T.BTN_ANOTHER_TOOL, f"cr:m:{checkin_id}"), (T.BTN_OKAY_NOW, f"cr:end:{checkin_id}")]]


def _ground_rows(checkin_id: int, step: int) -> Rows:
    return [[(T.BTN_NEXT, f"cr:g:{checkin_id}:{step}"), (T.BTN_STOP, f"cr:g:{checkin_id}:stop")]]


def _breath_rows(checkin_id: int) -> Rows:
    return [[(T.BTN_BREATH_DONE, f"cr:bd:{checkin_id}")]]


# --- steps --------------------------------------------------------------------------------


async def _naming(context: BotContext, checkin: CravingCheckin) -> str:
    """The trigger's line, and what a craving is (at most once a day)."""
    line = T.TRIGGER_LINES.get(checkin.trigger or "", "")
    explain = await service.take_explanation(context.session, checkin.user_id, _now(context))
    parts = [part for part in (line, T.NAME_IT if explain else "") if part]
    return "\n\n".join([*parts, T.ASK_TOOL])


async def _view(context: BotContext, checkin: CravingCheckin, step: str) -> tuple[str, Rows]:
    """The prompt and buttons of one step."""
    if step == "before":
        return T.ASK_BEFORE, _rating_rows("b", checkin.id)
    if step == "trigger":
        return T.ASK_TRIGGER, _trigger_rows(checkin.id)
    if step == "tools":
        order = await service.tool_order(context.session, checkin.user_id)
        return await _naming(context, checkin), _tool_rows(checkin.id, order)
    if step == "breathe":
        return T.BREATH_KEEP_GOING, _breath_rows(checkin.id)
    if step in GROUND_STEPS:
        number = int(step[-1])
        return T.GROUND_STEPS[number], _ground_rows(checkin.id, number)
    if step == "followup":
        return T.ASK_FOLLOWUP, _followup_rows(checkin.id)
    return T.ASK_AFTER, _rating_rows("a", checkin.id)


async def _ask(
    update: Update,
    context: BotContext,
    user: User,
    checkin: CravingCheckin,
    step: str,
    *,
    lead: str | None = None,
    fresh: bool = False,
    extra: Rows = (),
) -> None:
    """Show a step (editing the pressed message unless `fresh`) and wait for its answer.

    Another feature's open step (e.g. a letter being written) is kept: the buttons still work.
    """
    text, rows = await _view(context, checkin, step)
    rows = [*rows, *extra]
    if lead:
        text = f"{lead}\n\n{text}"
    if not user.flow or _in_craving_flow(user):
        _enter(context, user, step, checkin)
    if fresh:
        await reply(update, context, text, rows)
    else:
        await edit_or_reply(update, context, text, rows)


async def begin(update: Update, context: BotContext, user: User, extra: Rows = ()) -> None:
    checkin = await service.start(context.session, user.id, _now(context))
    users.set_flow(user, None)
    await _ask(update, context, user, checkin, "before", fresh=True, extra=extra)


async def begin_from_text(
    update: Update, context: BotContext, user: User, text: str, extra: Rows = ()
) -> None:
    """A craving told in free text: start the check-in now, using a rating if they gave one.

    `extra` rows go under the first question (the listen feature's "That's not it")."""
    value = craving.intensity_in(text)
    if value is None:
        await begin(update, context, user, extra)
        return
    checkin = await service.start(context.session, user.id, _now(context))
    users.set_flow(user, None)
    service.rate_before(checkin, value)
    await _after_before(update, context, user, checkin, fresh=True)


async def _after_before(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, *, fresh: bool
) -> None:
    """After the first rating: the trigger question, or straight to a tool when it's strong."""
    if (checkin.intensity_before or 0) >= service.HIGH_INTENSITY:
        await _strong(update, context, user, checkin, fresh=fresh)
        return
    await _ask(update, context, user, checkin, "trigger", fresh=fresh)


async def _strong(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, *, fresh: bool
) -> None:
    """8–10: no trigger question, no menu; the tool that helped most, or paced breathing."""
    tool = await service.strong_opening_tool(context.session, user.id)
    lead = T.STRONG_LEAD.format(value=checkin.intensity_before)
    if fresh:
        await reply(update, context, lead)
    else:
        await edit_or_reply(update, context, lead)
    await _open_tool(update, context, user, checkin, tool, fresh=True)


async def craving_command(update: Update, context: BotContext) -> None:
    await begin(update, context, current_user(context))


async def start_checkin(update: Update, context: BotContext, pressed: Pressed) -> None:
    """Entry point other features link to with callback data "craving:start"."""
    await begin(update, context, current_user(context))


# --- answers ------------------------------------------------------------------------------


def _rating(choice: str) -> int | None:
    return as_number(choice, 0, craving.INTENSITY_MAX)


async def _on_before(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    service.rate_before(checkin, _rating(choice))
    await _after_before(update, context, user, checkin, fresh=False)


async def _on_trigger(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    service.set_trigger(checkin, choice if choice in craving.TRIGGERS else None)
    await _ask(update, context, user, checkin, "tools")


async def _rated_after(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, value: int | None
) -> None:
    if value is None:
        text = T.SKIPPED_AFTER
    else:
        service.rate_after(checkin, value, _now(context))
        kind = craving.change_kind(checkin.intensity_before, value)
        text = T.CHANGE_LINES[kind].format(before=checkin.intensity_before, after=value)
    if checkin.followup_minutes is None:
        await _ask(update, context, user, checkin, "followup", lead=text)
        return
    _leave(user)
    await edit_or_reply(update, context, text, _next_rows(checkin.id))


async def _on_after(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    await _rated_after(update, context, user, checkin, _rating(choice))


async def _on_followup(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    parsed = as_number(choice, 0, 24 * 60)
    minutes = -1 if parsed is None else parsed
    if minutes != 0 and minutes not in craving.FOLLOWUP_MINUTES:
        await _ask(update, context, user, checkin, "followup")
        return
    due = await service.choose_followup(context.session, checkin, minutes, _now(context))
    _leave(user)
    if due is None:
        await edit_or_reply(update, context, T.FOLLOWUP_DECLINED)
    else:
        clock = i18n.format_time(users.local_now(user, due))
        await edit_or_reply(update, context, T.FOLLOWUP_SET.format(clock=clock))
    await _after_checkin(update, context, user, checkin)


async def _on_more(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    await _ask(update, context, user, checkin, "tools")


async def _on_end(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    _leave(user)
    await edit_or_reply(update, context, T.WRAP_UP)
    await _after_checkin(update, context, user, checkin)


# --- tools --------------------------------------------------------------------------------


async def _on_tool(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    if choice not in craving.TOOLS:
        await _ask(update, context, user, checkin, "followup")
        return
    await _open_tool(update, context, user, checkin, choice)


async def _open_tool(
    update: Update,
    context: BotContext,
    user: User,
    checkin: CravingCheckin,
    tool: str,
    *,
    fresh: bool = False,
) -> None:
    service.use_tool(checkin, tool)
    logger.info("craving tool=%s checkin_id=%s", tool, checkin.id)
    if tool == "breathe":
        await _breathe(update, context, user, checkin, fresh=fresh)
    elif tool == "ground":
        await _ask(update, context, user, checkin, "ground5", lead=T.GROUND_INTRO, fresh=fresh)
    elif tool == "contact":
        _leave(user)
        rows = [[(T.BTN_LOG_CONTACT, CONTACT_START)], [(T.BTN_BACK_TO_TOOLS, f"cr:m:{checkin.id}")]]
        send = reply if fresh else edit_or_reply
        await send(update, context, T.CONTACT_LINE, rows)
    else:
        await _hand_over(update, context, user, checkin, tool)


async def _hand_over(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, tool: str
) -> None:
    """Reasons, a journal entry or the letter come from the memory feature."""
    _leave(user)
    if tool == "letter":  # the writing prompt at once; the follow-up question once it's saved
        then = (T.ASK_FOLLOWUP, _followup_rows(checkin.id))
        await memory.start_letter(
            update, context, user, then if checkin.followup_minutes is None else None
        )
        return
    if tool == "reasons":
        shown = await memory.show_reasons(update, context, user)
    else:
        shown = await memory.show_journal_entry(update, context, user)
    if shown:
        await _ask(update, context, user, checkin, "after", lead=T.AFTER_MEMORY, fresh=True)
    else:  # nothing written yet: the other tools, not a question about what they read
        await _ask(update, context, user, checkin, "tools", lead=T.NOTHING_THERE_YET, fresh=True)


async def _on_ground(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    if choice == "stop":
        await _ask(update, context, user, checkin, "after", lead=T.GROUND_STOPPED)
        return
    step = as_number(choice, 0, 9)
    await _ground_next(update, context, user, checkin, 5 if step is None else step)


async def _ground_next(
    update: Update,
    context: BotContext,
    user: User,
    checkin: CravingCheckin,
    done: int,
    *,
    fresh: bool = False,
) -> None:
    if done <= 1:
        await _ask(update, context, user, checkin, "after", lead=T.GROUND_DONE, fresh=fresh)
        return
    await _ask(update, context, user, checkin, f"ground{min(done, 5) - 1}", fresh=fresh)


# --- ride the wave ------------------------------------------------------------------------


async def _breathe(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, *, fresh: bool = False
) -> None:
    _enter(context, user, "breathe", checkin)
    rows = _breath_rows(checkin.id)
    if not await breath.start_paced(
        update, context, checkin.id, rows, _rating_rows("a", checkin.id)
    ):
        send = reply if fresh else edit_or_reply
        await send(update, context, T.BREATH_STATIC.format(rounds=T.BREATH_ROUNDS), rows)


async def _on_breath_done(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin, choice: str
) -> None:
    breath.stop(context, checkin.id)
    await _ask(update, context, user, checkin, "after")


# --- after the check-in: a learned risky window, or a learn card ---------------------------


async def _after_checkin(
    update: Update, context: BotContext, user: User, checkin: CravingCheckin
) -> None:
    if await learned.offer(update, context, user):
        return
    if (checkin.intensity_before or 0) >= service.HIGH_INTENSITY:
        await memory.offer_learn_card(update, context, user, "high_intensity")


# --- buttons and typed text ---------------------------------------------------------------

Action = Callable[[Update, BotContext, User, CravingCheckin, str], Awaitable[None]]
ACTIONS: dict[str, Action] = {
    "b": _on_before,
    "t": _on_trigger,
    "u": _on_tool,
    "g": _on_ground,
    "bd": _on_breath_done,
    "a": _on_after,
    "f": _on_followup,
    "m": _on_more,
    "end": _on_end,
}


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    parts = pressed.parts
    user = current_user(context)
    action = parts[1] if len(parts) > 1 else ""
    if action == "no":
        await edit_or_reply(update, context, T.OFFER_DECLINED)
        return
    if action == "lw":
        await learned.answer(update, context, user, parts[2] if len(parts) > 2 else "")
        return
    handler = ACTIONS.get(action)
    checkin_id = pressed.id(2)
    checkin = (
        await service.get(context.session, user.id, checkin_id) if checkin_id is not None else None
    )
    if handler is None or checkin is None:
        await reply(update, context, T.CHECKIN_GONE)
        return
    await handler(update, context, user, checkin, parts[3] if len(parts) > 3 else "")


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    """Typed text during a check-in: a rating, a grounding answer, or keep the place."""
    found = _step_of(user, _now(context))
    checkin = await service.get(context.session, user.id, found[1]) if found else None
    if found is None or checkin is None:
        users.set_flow(user, None)
        await on_free_text(update, context, user, text)
        return
    step = found[0]
    urgent = reads_as_urgent(context, text)
    if step in GROUND_STEPS and not urgent:
        await _ground_next(update, context, user, checkin, int(step[-1]), fresh=True)
        return
    value = None if urgent else craving.parse_intensity(text)
    if value is not None and step == "before":
        service.rate_before(checkin, value)
        await _after_before(update, context, user, checkin, fresh=True)
        return
    if value is not None and step in ("after", "breathe"):
        breath.stop(context, checkin.id)
        await _rated_after(update, context, user, checkin, value)
        return
    offer: FreeText | None = context.application.bot_data.get(KEEP_TEXT_KEY)
    if step in ("trigger", "tools") and not urgent and len(text.split()) >= 4 and offer:
        # Something they wrote at the menu (often a memory): offer to keep it; the buttons above
        # still work, since they carry the check-in's id.
        await offer(update, context, user, text)
        return
    lead = T.RATE_HINT if step in ("before", "after") and not urgent else T.STILL_HERE
    await _ask(update, context, user, checkin, step, lead=lead, fresh=True)


async def late_rating(update: Update, context: BotContext, user: User, text: str) -> bool:
    """A bare number soon after a check-in with a follow-up: "how strong is it now"."""
    value = craving.parse_intensity(text)
    if value is None:
        return False
    since = _now(context) - service.LATE_RATING_WITHIN
    recent = await service.latest_since(context.session, user.id, since)
    if recent is None or not recent.followup_minutes:
        return False
    await _rated_after(update, context, user, recent, value)
    return True


FreeText = Callable[[Update, BotContext, User, str], Awaitable[None]]


async def on_free_text(update: Update, context: BotContext, user: User, text: str) -> None:
    """Free text outside any step: the router's fallback (the listen feature) reads it."""
    fallback: FreeText | None = context.application.bot_data.get(FREE_TEXT_KEY)
    if fallback is None:
        await reply(update, context, T.MENU, [[(T.BTN_MENU_CRAVING, CRAVING_START)]])
        return
    await fallback(update, context, user, text)


# --- the scheduled follow-up ----------------------------------------------------------------


async def render_followup(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    """ "How strong is it now?" with the rating buttons; nothing the person wrote."""
    if row.source_id is None:
        return None
    checkin = await service.get(session, user.id, row.source_id)
    if checkin is None:
        return None
    return Outgoing(T.FOLLOWUP, _rating_rows("a", checkin.id))


async def resume(update: Update, context: BotContext, user: User) -> None:
    """Show the paused step again ("Continue where I was"), however long ago it paused."""
    parts = (user.flow or "").split(":")
    checkin = None
    if len(parts) == 3 and parts[1] in STEPS and parts[2].isdigit():
        checkin = await service.get(context.session, user.id, int(parts[2]))
    if checkin is None:
        _leave(user)
        await begin(update, context, user)
        return
    step = "after" if parts[1] == "breathe" else parts[1]
    await _ask(update, context, user, checkin, step, fresh=True)


def register(app: BotApp, router: FlowRouter) -> None:
    feature(app, CommandHandler("craving", craving_command, filters=filters.UpdateType.MESSAGE))
    on_buttons(app, CRAVING_START, start_checkin)
    on_buttons(app, "cr", on_button)
    router.add(FLOW, on_text, resume=resume)
    # The follow-up comes the minutes after a check-in that the person picked: timed by them.
    deps_of(app).kinds.register(
        KindSpec(kind=service.FOLLOWUP_KIND, render=render_followup, quiet_exempt=True)
    )
