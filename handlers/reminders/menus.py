"""Reminder settings screens: daily check-in, quiet hours, /pause, /resume and /reminders."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from html import escape
from typing import Final

from telegram import Update

from bot.context import BotContext
from bot.crypto import TextCipher
from bot.domain import schedule
from bot.domain.schedule import QuietHours, ScheduleInputError
from bot.i18n.phrases import WINDOW_WORDS, to_english
from bot.models import User
from bot.models.reminders import AnniversaryRule
from bot.services import reminders as service
from bot.services import users
from bot.texts import reminders as T
from handlers.common import Rows, current_user, edit_or_reply, reply

MAX_STOP_BUTTONS: Final = 3
MAX_LISTED: Final = 40
PAUSES: Final = {"1d": timedelta(days=1), "3d": timedelta(days=3), "7d": timedelta(days=7)}


# --- formatting ----------------------------------------------------------------------------


def local_text(user: User, moment: datetime, now: datetime | None = None) -> str:
    """Like "Sun 29 Nov, 21:50" in the user's zone; with the year when it isn't `now`'s."""
    local = users.local_now(user, moment)
    year = f" {local.year}" if now and users.local_now(user, now).year != local.year else ""
    return f"{local:%a} {local.day} {local:%b}{year}, {local:%H:%M}"


def date_text(rule: AnniversaryRule) -> str:
    return f"{rule.day} {datetime(2000, rule.month, 1):%b}"


def label_text(cipher: TextCipher, rule: AnniversaryRule) -> str | None:
    """The date's name as the user wrote it, the kind "can't read it" words, or None."""
    if rule.label is None:
        return None
    text = cipher.reveal(rule.label)
    return T.LABEL_UNREADABLE if text is None else text


def clear_own_flow(user: User) -> None:
    if (user.flow or "").startswith("rem:"):
        users.set_flow(user, None)


def now_of(context: BotContext) -> datetime:
    return context.deps.clock.now()


# --- daily check-in ------------------------------------------------------------------------


async def show_daily(update: Update, context: BotContext, user: User) -> None:
    at = user.settings.daily_checkin_at
    rows = [
        [(T.BTN_DAILY_MORNING, "rem:daily:set:0900"), (T.BTN_DAILY_EVENING, "rem:daily:set:2000")],
        [(T.BTN_TYPE_TIME, "rem:daily:type")],
    ]
    if at is not None:
        rows.append([(T.BTN_TURN_OFF, "rem:daily:off")])
    text = T.DAILY_OFF if at is None else T.DAILY_ON.format(at=schedule.format_clock(at))
    users.set_flow(user, "rem:daily")  # the screen says "type one": a typed time is the answer
    await reply(update, context, text, rows)


async def set_daily(update: Update, context: BotContext, user: User, at: time | None) -> None:
    clear_own_flow(user)
    row = await service.set_daily(context.session, user, at, now_of(context))
    if at is None or row is None:
        await reply(update, context, T.DAILY_STOPPED)
        return
    text = T.DAILY_SET.format(at=schedule.format_clock(at))
    local = users.local_now(user, row.due_at).time().replace(second=0, microsecond=0)
    if local != at:
        text += T.DAILY_SET_QUIET.format(moved=schedule.format_clock(local))
    await reply(update, context, text)


async def daily_text(update: Update, context: BotContext, user: User, text: str) -> None:
    try:
        at = schedule.parse_clock(to_english(text, {"clock"}))
    except ScheduleInputError as error:
        users.set_flow(user, "rem:daily")
        reason = T.DAILY_ERRORS.get(error.reason, T.DAILY_ERRORS["bad_time"])
        await reply(update, context, f"{reason} {T.DAILY_RETRY}")
        return
    await set_daily(update, context, user, at)


async def daily_button(update: Update, context: BotContext, user: User, args: list[str]) -> None:
    action = args[0] if args else "menu"
    clock = args[1] if len(args) > 1 else ""
    valid = len(clock) == 4 and clock.isascii() and clock.isdigit()
    if action == "set" and valid and int(clock[:2]) < 24 and int(clock[2:]) < 60:
        await set_daily(update, context, user, time(int(clock[:2]), int(clock[2:])))
    elif action == "off":
        await set_daily(update, context, user, None)
    elif action == "type":
        users.set_flow(user, "rem:daily")
        await reply(update, context, T.DAILY_ASK)
    else:
        await show_daily(update, context, user)


# --- quiet hours ---------------------------------------------------------------------------


def quiet_state(user: User) -> str | None:
    quiet = service.quiet_of(user)
    if not quiet.enabled:
        return None
    return f"{schedule.format_clock(quiet.start)}–{schedule.format_clock(quiet.end)}"


def settings_lines(user: User) -> str:
    """Quiet hours and daily check-in, for the /settings summary."""
    daily = user.settings.daily_checkin_at
    return T.settings_lines(quiet_state(user), schedule.format_clock(daily) if daily else None)


async def show_quiet(update: Update, context: BotContext, user: User) -> None:
    state = quiet_state(user)
    rows = [[(T.BTN_QUIET_CHANGE, "rem:quiet:type")]]
    if state is None:
        rows.append([(T.BTN_QUIET_DEFAULT, "rem:quiet:default")])
        text = T.QUIET_INFO.format(state=T.QUIET_STATE_OFF)
    else:
        rows.append([(T.BTN_TURN_OFF, "rem:quiet:off")])
        text = T.QUIET_INFO.format(state=T.QUIET_STATE_ON.format(window=state))
    await reply(update, context, text, rows)


async def set_quiet(update: Update, context: BotContext, user: User, quiet: QuietHours) -> None:
    clear_own_flow(user)
    await service.set_quiet(context.session, user, quiet, now_of(context))
    state = quiet_state(user)
    await reply(update, context, T.QUIET_SET.format(window=state) if state else T.QUIET_OFF_SET)


async def quiet_text(update: Update, context: BotContext, user: User, text: str) -> None:
    try:
        window = schedule.parse_window(to_english(text, WINDOW_WORDS))
    except ScheduleInputError as error:
        users.set_flow(user, "rem:quiet")
        await reply(update, context, f"{T.RISKY_ERRORS[error.reason]} {T.QUIET_ASK}")
        return
    if window.weekdays:
        users.set_flow(user, "rem:quiet")
        await reply(update, context, T.QUIET_DAYS)
        return
    await set_quiet(update, context, user, QuietHours(window.start, window.end))


async def quiet_button(update: Update, context: BotContext, user: User, args: list[str]) -> None:
    action = args[0] if args else "menu"
    if action == "type":
        users.set_flow(user, "rem:quiet")
        await reply(update, context, T.QUIET_ASK)
    elif action == "off":
        await set_quiet(update, context, user, QuietHours(time(0), time(0)))
    elif action == "default":
        await set_quiet(update, context, user, QuietHours())
    else:
        await show_quiet(update, context, user)


# --- pause and resume ----------------------------------------------------------------------


def pause_text(user: User) -> str:
    until = user.settings.paused_until
    if until is None or until >= service.FOREVER:
        return T.PAUSED_FOREVER
    return T.PAUSED.format(until=local_text(user, until))


async def pause_command(update: Update, context: BotContext) -> None:
    rows = [
        [(T.BTN_PAUSE_DAY, "rem:pause:1d"), (T.BTN_PAUSE_3, "rem:pause:3d")],
        [(T.BTN_PAUSE_WEEK, "rem:pause:7d"), (T.BTN_PAUSE_OPEN, "rem:pause:open")],
    ]
    await reply(update, context, T.PAUSE_ASK, rows)


async def resume_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    resumed = service.resume(user, now_of(context))
    await reply(update, context, T.RESUMED if resumed else T.NOT_PAUSED)


async def pause_button(update: Update, context: BotContext, user: User, args: list[str]) -> None:
    choice = args[0] if args else ""
    if choice not in PAUSES and choice != "open":
        await pause_command(update, context)
        return
    until = now_of(context) + PAUSES[choice] if choice in PAUSES else service.FOREVER
    service.pause(user, until)
    await edit_or_reply(update, context, pause_text(user))


# --- /reminders ----------------------------------------------------------------------------


def _entry_text(user: User, entry: service.Entry, cipher: TextCipher) -> str:
    template = T.KIND_LABELS.get(entry.kind, T.KIND_FALLBACK)
    if entry.window is not None:
        detail = schedule.format_window(entry.window)
    elif entry.date_rule is not None:
        detail = T.date_name(date_text(entry.date_rule), label_text(cipher, entry.date_rule))
    else:
        detail = ""
    clock = f"{users.local_now(user, entry.due_utc):%H:%M}"
    return f"{clock} · {template.format(detail=detail)}"


def listing_text(
    user: User, entries: list[service.Entry], now: datetime, cipher: TextCipher
) -> str:
    lines = [T.REMINDERS_TITLE.format(zone=escape(users.zone_name(user)))]
    if service.is_paused(user, now):
        until = user.settings.paused_until
        if until is not None and until < service.FOREVER:
            lines.append(T.REMINDERS_PAUSED.format(until=local_text(user, until)))
        else:
            lines.append(T.REMINDERS_PAUSED_FOREVER)
    if not entries:
        lines.append(T.REMINDERS_EMPTY)
    day = None
    for entry in entries[:MAX_LISTED]:
        local = users.local_now(user, entry.due_utc)
        if local.date() != day:
            day = local.date()
            lines.append(f"\n<b>{local:%a} {local.day} {local:%b}</b>")
        lines.append(_entry_text(user, entry, cipher))
    if len(entries) > MAX_LISTED:
        lines.append(T.REMINDERS_MORE.format(count=len(entries) - MAX_LISTED))
    daily = user.settings.daily_checkin_at
    lines.append("")
    lines.append(T.REMINDERS_QUIET.format(state=quiet_state(user) or T.STATE_OFF))
    lines.append(
        T.REMINDERS_DAILY.format(state=schedule.format_clock(daily) if daily else T.STATE_OFF)
    )
    return "\n".join(lines)


def listing_rows(user: User, entries: list[service.Entry], now: datetime) -> Rows:
    rows: list[list[tuple[str, str]]] = [
        [(T.BTN_RISKY, "rem:risky"), (T.BTN_DATES, "rem:dates")],
        [(T.BTN_DAILY, "rem:daily"), (T.BTN_QUIET, "rem:quiet")],
        [(T.BTN_RESUME, "rem:resume")]
        if service.is_paused(user, now)
        else [(T.BTN_PAUSE, "rem:pause")],
    ]
    one_offs = [entry for entry in entries if entry.row_id is not None][:MAX_STOP_BUTTONS]
    for entry in one_offs:
        what = T.KIND_SHORT.get(entry.kind, T.KIND_FALLBACK)
        when = local_text(user, entry.due_utc)
        rows.append([(T.BTN_STOP_ROW.format(what=what, when=when), f"rem:stop:{entry.row_id}")])
    rows.append([(T.BTN_CLOSE, "rem:close")])
    return rows


async def show_reminders(update: Update, context: BotContext, user: User) -> None:
    now = now_of(context)
    entries = await service.coming_up(context.session, user, now)
    text = listing_text(user, entries, now, context.deps.cipher)
    await reply(update, context, text, listing_rows(user, entries, now))


async def reminders_command(update: Update, context: BotContext) -> None:
    await show_reminders(update, context, current_user(context))
