"""/risky and /dates with their guided steps, every reminders button, and the wiring.

Settings screens live in `reminders_menus`, scheduled kinds and the job in `reminders_kinds`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, time
from typing import Final

from telegram import Message, Update
from telegram.ext import CommandHandler, filters

from bot.context import BotApp, BotContext
from bot.domain import schedule
from bot.domain.schedule import ScheduleInputError
from bot.i18n.phrases import WINDOW_WORDS, to_english
from bot.models import User
from bot.services import reminders as service
from bot.services import users
from bot.texts import reminders as T
from bot.texts import safety as safety_texts
from handlers.buttons import Pressed, as_id, on_buttons
from handlers.common import (
    FlowRouter,
    command_args,
    current_user,
    edit_or_reply,
    reply,
)
from handlers.pipeline import feature
from handlers.reminders import menus as menus
from handlers.reminders.kinds import help_rows, register_dispatcher
from handlers.reminders.menus import (
    clear_own_flow,
    date_text,
    label_text,
    local_text,
    now_of,
)

PRESETS: Final = {"night": (time(22), time(2)), "evening": (time(19), time(22))}


# --- risky hours ---------------------------------------------------------------------------


async def show_risky(update: Update, context: BotContext, user: User) -> None:
    rules = await service.windows_of(context.session, user.id)
    lines = [T.RISKY_TITLE]
    rows: list[list[tuple[str, str]]] = []
    if not rules:
        lines.append(T.RISKY_EMPTY)
    else:
        lines.append(T.RISKY_LIST_HINT.format(lead=int(service.LEAD.total_seconds() // 60)))
        for rule in rules:
            label = schedule.format_window(service.window_of(rule))
            rows.append([(T.BTN_REMOVE.format(what=label), f"rem:risky:del:{rule.id}")])
    if len(rules) < service.MAX_WINDOWS:
        rows.append([(T.BTN_ADD_WINDOW, "rem:risky:add")])
    rows.append([(T.BTN_CLOSE, "rem:close")])
    await reply(update, context, "\n\n".join(lines), rows)


async def ask_window(update: Update, context: BotContext, user: User) -> None:
    users.set_flow(user, "rem:risky")
    rows = [
        [(T.BTN_PRESET_NIGHT, "rem:risky:preset:night")],
        [(T.BTN_PRESET_EVENING, "rem:risky:preset:evening")],
    ]
    await reply(update, context, T.RISKY_ASK, rows)


async def add_window_text(update: Update, context: BotContext, user: User, text: str) -> None:
    try:
        window = schedule.parse_window(to_english(text, WINDOW_WORDS))
    except ScheduleInputError as error:
        users.set_flow(user, "rem:risky")
        await reply(update, context, f"{T.RISKY_ERRORS[error.reason]} {T.RISKY_RETRY}")
        return
    await add_window(update, context, user, window)


async def add_window(
    update: Update, context: BotContext, user: User, window: schedule.RiskyWindow
) -> None:
    clear_own_flow(user)
    label = schedule.format_window(window)
    try:
        _, row = await service.add_window(context.session, user, window, now_of(context))
    except service.AlreadyThere:
        await reply(update, context, T.RISKY_DUPLICATE.format(window=label))
        return
    except service.LimitReached:
        await reply(update, context, T.RISKY_LIMIT.format(limit=service.MAX_WINDOWS))
        return
    first = local_text(user, row.due_at)
    await reply(update, context, T.RISKY_ADDED.format(window=label, first=first))


async def risky_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    text = command_args(update)
    if text:
        await add_window_text(update, context, user, text)
    else:
        await show_risky(update, context, user)


async def _risky_button(update: Update, context: BotContext, user: User, args: list[str]) -> None:
    action = args[0] if args else "list"
    if action == "add":
        await ask_window(update, context, user)
    elif action == "preset" and len(args) > 1 and args[1] in PRESETS:
        start, end = PRESETS[args[1]]
        await add_window(update, context, user, schedule.RiskyWindow(start, end))
    elif action in ("del", "rm", "keep") and len(args) > 1 and (window_id := as_id(args[1])):
        await _risky_remove(update, context, user, action, window_id)
    else:
        await show_risky(update, context, user)


async def _risky_remove(
    update: Update, context: BotContext, user: User, action: str, window_id: int
) -> None:
    """ "del" (the list's button) asks first; "rm" removes; "keep" leaves it as it is."""
    rules = await service.windows_of(context.session, user.id)
    found = [rule for rule in rules if rule.id == window_id]
    if not found:
        await edit_or_reply(update, context, T.RISKY_GONE)
        await show_risky(update, context, user)
        return
    label = schedule.format_window(service.window_of(found[0]))
    await _ask_then_remove(
        update,
        context,
        Removal("risky", window_id, action, label, T.RISKY_REMOVED.format(window=label)),
        remove=lambda: service.remove_window(context.session, user, window_id),
        show=lambda: show_risky(update, context, user),
    )


@dataclass(frozen=True)
class Removal:
    """One item a list's "Remove" button is about, and what was pressed."""

    section: str
    item_id: int
    action: str  # "del" asks first, "rm" removes, "keep" leaves it
    what: str
    removed: str


async def _ask_then_remove(
    update: Update,
    context: BotContext,
    removal: Removal,
    *,
    remove: Callable[[], Awaitable[object]],
    show: Callable[[], Awaitable[None]],
) -> None:
    if removal.action == "del":
        rows = _confirm_rows(removal.section, removal.item_id)
        await edit_or_reply(update, context, T.REMOVE_CONFIRM.format(what=removal.what), rows)
        return
    if removal.action == "keep":
        await edit_or_reply(update, context, T.KEPT.format(what=removal.what))
    else:
        await remove()
        await edit_or_reply(update, context, removal.removed)
    await show()


def _confirm_rows(section: str, item_id: int) -> list[list[tuple[str, str]]]:
    return [
        [(T.BTN_YES_REMOVE, f"rem:{section}:rm:{item_id}")],
        [(T.BTN_KEEP_IT, f"rem:{section}:keep:{item_id}")],
    ]


# --- hard dates ----------------------------------------------------------------------------


async def show_dates(update: Update, context: BotContext, user: User) -> None:
    rules = await service.anniversaries_of(context.session, user.id)
    lines = [T.DATES_TITLE, T.DATES_EMPTY if not rules else T.DATES_LIST_HINT]
    rows: list[list[tuple[str, str]]] = []
    cipher = context.deps.cipher
    if any(rule.label is not None and cipher.reveal(rule.label) is None for rule in rules):
        lines.append(T.DATES_UNREADABLE)
    for rule in rules:
        name = label_text(cipher, rule)
        label = f"{date_text(rule)} · {name}" if name else date_text(rule)
        rows.append([(T.BTN_REMOVE.format(what=label), f"rem:dates:del:{rule.id}")])
    if len(rules) < service.MAX_DATES:
        rows.append([(T.BTN_ADD_DATE, "rem:dates:add")])
    rows.append([(T.BTN_CLOSE, "rem:close")])
    await reply(update, context, "\n\n".join(lines), rows)


async def add_date_text(update: Update, context: BotContext, user: User, text: str) -> None:
    try:
        anniversary, label = schedule.parse_anniversary(to_english(text, {"month"}))
    except ScheduleInputError as error:
        users.set_flow(user, "rem:date")
        await reply(update, context, f"{T.DATE_ERRORS[error.reason]} {T.DATE_RETRY}")
        return
    if len(label) > service.MAX_LABEL:
        users.set_flow(user, "rem:date")
        await reply(update, context, T.DATE_LABEL_TOO_LONG.format(limit=service.MAX_LABEL))
        return
    clear_own_flow(user)
    try:
        rule, rows = await service.add_anniversary(
            context.session, context.deps.cipher, user, anniversary, label, now_of(context)
        )
    except service.AlreadyThere:
        when = f"{anniversary.day} {datetime(2000, anniversary.month, 1):%b}"
        await reply(update, context, T.DATE_DUPLICATE.format(date=when))
        return
    except service.LimitReached:
        await reply(update, context, T.DATE_LIMIT.format(limit=service.MAX_DATES))
        return
    text = T.DATE_ADDED.format(
        date=T.date_name(date_text(rule), label or None),
        first=local_text(user, rows[0].due_at, now_of(context)),
    )
    if (rule.month, rule.day) == (2, 29):
        text += T.DATE_ADDED_FEB29
    await reply(update, context, text)


async def date_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    text = command_args(update)
    if text:
        await add_date_text(update, context, user, text)
    else:
        users.set_flow(user, "rem:date")
        await reply(update, context, T.DATE_ASK)


async def dates_command(update: Update, context: BotContext) -> None:
    await show_dates(update, context, current_user(context))


async def _dates_button(update: Update, context: BotContext, user: User, args: list[str]) -> None:
    action = args[0] if args else "list"
    if action == "add":
        users.set_flow(user, "rem:date")
        await reply(update, context, T.DATE_ASK)
    elif action in ("del", "rm", "keep") and len(args) > 1 and (rule_id := as_id(args[1])):
        await _date_remove(update, context, user, action, rule_id)
    else:
        await show_dates(update, context, user)


async def _date_remove(
    update: Update, context: BotContext, user: User, action: str, rule_id: int
) -> None:
    """ "del" (the list's button) asks first; "rm" removes; "keep" leaves it as it is."""
    rules = await service.anniversaries_of(context.session, user.id)
    found = [rule for rule in rules if rule.id == rule_id]
    if not found:
        await edit_or_reply(update, context, T.DATE_GONE)
        await show_dates(update, context, user)
        return
    name = T.date_name(date_text(found[0]), label_text(context.deps.cipher, found[0]))
    await _ask_then_remove(
        update,
        context,
        Removal("dates", rule_id, action, name, T.DATE_REMOVED.format(date=name)),
        remove=lambda: service.remove_anniversary(context.session, user, rule_id),
        show=lambda: show_dates(update, context, user),
    )


# --- buttons on scheduled messages ---------------------------------------------------------


async def _answer_button(update: Update, context: BotContext, user: User, choice: str) -> None:
    if choice == "ok":
        await reply(update, context, T.OKAY_ACK)
    elif choice == "ground":
        await reply(update, context, safety_texts.GROUNDING)
    elif choice == "thanks":
        await reply(update, context, T.THANKS_ACK)
    elif choice == "heavy":
        await reply(update, context, T.HEAVY_ACK, help_rows())


async def _day_button(update: Update, context: BotContext, user: User, args: list[str]) -> None:
    mood = args[0] if args else ""
    if mood not in service.MOODS:
        return
    query = update.callback_query
    if query is not None and isinstance(query.message, Message):
        await query.edit_message_reply_markup(reply_markup=None)  # one answer per check-in
    await service.record_daily_answer(context.session, user, mood, now_of(context))
    if mood == "hard":
        await reply(update, context, T.DAY_HARD_ACK, help_rows())
    else:
        await reply(update, context, T.DAY_GOOD_ACK if mood == "good" else T.DAY_OKAY_ACK)


SECTIONS: Final = {
    "risky": _risky_button,
    "dates": _dates_button,
    "daily": menus.daily_button,
    "quiet": menus.quiet_button,
    "pause": menus.pause_button,
    "day": _day_button,
}


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    parts = pressed.parts[1:]
    user = current_user(context)
    section, args = (parts[0], parts[1:]) if parts else ("close", [])
    if section in SECTIONS:
        await SECTIONS[section](update, context, user, args)
    elif section == "resume":
        await menus.resume_command(update, context)
    elif section == "list":
        await menus.show_reminders(update, context, user)
    elif section == "stop" and args and (row_id := as_id(args[0])) is not None:
        stopped = await service.stop_row(context.session, user, row_id)
        await reply(update, context, T.ROW_STOPPED if stopped else T.ROW_GONE)
    elif section == "close":
        clear_own_flow(user)
        await edit_or_reply(update, context, T.CLOSED)
    else:
        await _answer_button(update, context, user, section)


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    """Typed answers inside a reminders step."""
    step = (user.flow or "").split(":")[1:2]
    handlers = {"risky": add_window_text, "date": add_date_text, "daily": menus.daily_text}
    handler = handlers.get(step[0] if step else "", menus.quiet_text)
    await handler(update, context, user, text.strip())


def register(app: BotApp, router: FlowRouter) -> None:
    """Wire this feature's handlers, flows and scheduled-message kinds."""
    only_messages = filters.UpdateType.MESSAGE
    feature(app, CommandHandler("risky", risky_command, filters=only_messages))
    feature(app, CommandHandler("dates", dates_command, filters=only_messages))
    feature(app, CommandHandler("date", date_command, filters=only_messages))
    feature(app, CommandHandler("reminders", menus.reminders_command, filters=only_messages))
    feature(app, CommandHandler("pause", menus.pause_command, filters=only_messages))
    feature(app, CommandHandler("resume", menus.resume_command, filters=only_messages))
    on_buttons(app, "rem", on_button)
    router.add("rem", on_text)
    register_dispatcher(app)
