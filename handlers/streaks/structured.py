"""/structured: the agreed channels, topics and hours for contact that can't stop.

Flow "sr:<step>" (channels → topics → hours), the choices so far in flow_data
({"channels": [...], "topics": [...]}). Wired from handlers.streaks.register.
"""

from __future__ import annotations

from typing import Any

from telegram import Update
from telegram.ext import CommandHandler, filters

from bot.context import BotApp, BotContext
from bot.domain import schedule
from bot.i18n.phrases import WINDOW_WORDS, to_english
from bot.models import User
from bot.services import streaks as service
from bot.services import users
from bot.texts import streaks as T
from handlers.buttons import Pressed, on_buttons
from handlers.common import FlowRouter, Rows, current_user, edit_or_reply, reply
from handlers.pipeline import feature

HOURS_PRESETS = {"8-20": "8:00-20:00", "9-17": "9:00-17:00"}


def format_hours(window: schedule.RiskyWindow | None) -> str | None:
    return schedule.format_window(window) if window is not None else None


def _toggle_rows(prefix: str, options: dict[str, str], chosen: list[str]) -> Rows:
    buttons = [
        ((T.CHECK if code in chosen else "") + label, f"sr:{prefix}:{code}")
        for code, label in options.items()
    ]
    rows = [buttons[i : i + 2] for i in range(0, len(buttons), 2)]
    return [*rows, [(T.BTN_NEXT, f"sr:{prefix}:next")]]


def _channel_options() -> dict[str, str]:
    return {code: T.BTN_CHANNEL[code] for code in service.STRUCTURED_CHANNELS}


def _hours_rows() -> Rows:
    presets = [(label, f"sr:h:{code}") for code, label in T.HOURS_PRESETS.items()]
    return [presets, [(T.BTN_ANY_TIME, "sr:h:any")]]


async def _ask(
    update: Update, context: BotContext, user: User, step: str, data: dict[str, Any]
) -> None:
    users.set_flow(user, f"sr:{step}", data)
    if step == "channels":
        rows = _toggle_rows("c", _channel_options(), data.get("channels", []))
        await edit_or_reply(update, context, T.ASK_CHANNELS, rows)
    elif step == "topics":
        rows = _toggle_rows("t", T.TOPIC_LABELS, data.get("topics", []))
        await edit_or_reply(update, context, T.ASK_TOPICS, rows)
    else:
        await edit_or_reply(update, context, T.ASK_HOURS, _hours_rows())


async def _show_rules(update: Update, context: BotContext, user: User, prefix: str = "") -> None:
    rules = await service.get_rules(context.session, user.id)
    if rules is None:
        return
    text = T.structured_on(
        service.split_codes(rules.channels),
        service.split_codes(rules.topics),
        format_hours(service.rules_window(rules)),
    )
    rows = [
        [(T.BTN_CHANGE_RULES, "sr:edit"), (T.BTN_TURN_OFF, "sr:off")],
        [(T.BTN_DONE, "sr:done")],
    ]
    await edit_or_reply(update, context, f"{prefix}{text}", rows)


async def structured_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    rules = await service.get_rules(context.session, user.id)
    if rules is not None and rules.enabled:
        users.set_flow(user, None)
        await _show_rules(update, context, user)
        return
    await reply(update, context, T.STRUCTURED_INTRO)
    await _start_editing(update, context, user)


async def _start_editing(update: Update, context: BotContext, user: User) -> None:
    """Begin at the channels step, pre-filled with any rules kept from before."""
    rules = await service.get_rules(context.session, user.id)
    data = {
        "channels": service.split_codes(rules.channels) if rules else [],
        "topics": service.split_codes(rules.topics) if rules else [],
    }
    await _ask(update, context, user, "channels", data)


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    user = current_user(context)
    action, value = [*pressed.parts, "", ""][1:3]
    if action == "edit":
        await _start_editing(update, context, user)
    elif action == "off":
        users.set_flow(user, None)
        await service.set_structured(context.session, user.id, False, context.deps.clock.now())
        await edit_or_reply(update, context, T.STRUCTURED_OFF)
    elif action == "done":
        users.set_flow(user, None)
        await edit_or_reply(update, context, T.STRUCTURED_CLOSED)
    else:
        await _step_button(update, context, user, action, value)


def _flow_data(user: User) -> dict[str, Any] | None:
    if not (user.flow or "").startswith("sr:"):
        return None
    data = dict(user.flow_data or {})
    return {"channels": list(data.get("channels", [])), "topics": list(data.get("topics", []))}


async def _step_button(
    update: Update, context: BotContext, user: User, action: str, value: str
) -> None:
    data = _flow_data(user)
    if data is None:
        await edit_or_reply(update, context, T.STRUCTURED_STEP_GONE)
    elif action == "c":
        await _toggle(update, context, user, data, "channels", value, service.STRUCTURED_CHANNELS)
    elif action == "t":
        await _toggle(update, context, user, data, "topics", value, service.TOPICS)
    elif action == "h" and value in (*HOURS_PRESETS, "any"):
        window = schedule.parse_window(HOURS_PRESETS[value]) if value != "any" else None
        await _save(update, context, user, data, window)
    else:
        await edit_or_reply(update, context, T.STRUCTURED_STEP_GONE)


async def _toggle(
    update: Update,
    context: BotContext,
    user: User,
    data: dict[str, Any],
    key: str,
    value: str,
    allowed: tuple[str, ...],
) -> None:
    step = key
    chosen: list[str] = data[key]
    if value == "next":
        if not chosen:
            missing = T.PICK_ONE_CHANNEL if key == "channels" else T.PICK_ONE_TOPIC
            await reply(update, context, missing)
            await _ask(update, context, user, step, data)
            return
        step = "topics" if key == "channels" else "hours"
    elif value in allowed:
        data[key] = [code for code in allowed if (code in chosen) != (code == value)]
    await _ask(update, context, user, step, data)


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    data = _flow_data(user) or {"channels": [], "topics": []}
    step = (user.flow or "").partition(":")[2]
    if step == "hours":
        try:
            window = schedule.parse_window(to_english(text, WINDOW_WORDS))
        except schedule.ScheduleInputError as error:
            reason = T.HOURS_ERRORS.get(error.reason, T.HOURS_ERRORS["format"])
            await reply(update, context, reason)
            await _ask(update, context, user, "hours", data)
            return
        await _save(update, context, user, data, window)
        return
    if step in ("channels", "topics"):
        await reply(update, context, T.TAP_TO_CHOOSE)
        await _ask(update, context, user, step, data)
        return
    users.set_flow(user, None)
    await reply(update, context, T.STRUCTURED_STEP_GONE)


async def _save(
    update: Update,
    context: BotContext,
    user: User,
    data: dict[str, Any],
    window: schedule.RiskyWindow | None,
) -> None:
    await service.save_rules(
        context.session,
        user.id,
        channels=data["channels"],
        topics=data["topics"],
        window=window,
        now=context.deps.clock.now(),
    )
    users.set_flow(user, None)
    await _show_rules(update, context, user, prefix=f"{T.STRUCTURED_SAVED}\n\n")


def register(app: BotApp, router: FlowRouter) -> None:
    feature(
        app, CommandHandler("structured", structured_command, filters=filters.UpdateType.MESSAGE)
    )
    on_buttons(app, "sr", on_button)
    router.add("sr", on_text)
