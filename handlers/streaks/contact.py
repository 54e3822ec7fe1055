"""/contact: guided logging, backdating, undo and fresh starts. Wires the whole feature.

/streak and milestones live in handlers.streaks.count, /structured in handlers.streaks.structured.

The /contact flow is stored in the database: flow "ct:<step>" with the answers so far in
flow_data ({"kind", "channel", "at" (UTC ISO), "within", "outside"}). Steps: kind → channel
(for contact that happened) → when → within the rules (structured mode only) → saved.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Update
from telegram.ext import CommandHandler, filters

from bot import i18n
from bot.context import BotApp, BotContext
from bot.domain import streaks, when
from bot.i18n.phrases import DATE_WORDS, to_english
from bot.models import User
from bot.models.contacts import StructuredRules
from bot.services import streaks as service
from bot.services import users
from bot.texts import streaks as T
from handlers.buttons import CONTACT_START, CRAVING_START, STREAK_SHOW, Pressed, as_id, on_buttons
from handlers.common import (
    FlowRouter,
    Rows,
    current_user,
    edit_or_reply,
    reply,
)
from handlers.pipeline import feature
from handlers.streaks import structured

Kind = streaks.EventKind
CHANNEL_KINDS = frozenset({Kind.REACHED_OUT, Kind.REPLIED, Kind.STRUCTURED})
KIND_ORDER = (Kind.REACHED_OUT, Kind.REPLIED, Kind.HELD, Kind.PROFILE_CHECK)
KIND_VALUES = frozenset(kind.value for kind in Kind)
CHANNEL_ORDER = ("text", "call", "in_person", "social", "app", "email")
PART_PHRASES = {
    "hour": "1 hour ago",
    "tm": "this morning",
    "ta": "this afternoon",
    "te": "this evening",
    "ym": "yesterday morning",
    "ya": "yesterday afternoon",
    "ye": "yesterday evening",
    "yn": "last night",
}
PART_STARTS = {"tm": 5, "ta": 12, "te": 17}
LESSON_AFTER_CONTACT = "learn:offer:after_contact:{kind}"  # a read that fits what happened


# --- small helpers -------------------------------------------------------------------------


def _now(context: BotContext) -> datetime:
    return context.deps.clock.now()


def format_when(at: datetime, user: User, now: datetime) -> str:
    """Like "today at 21:30", "yesterday at 08:00" or "Sat 28 Nov at 19:00", in the user's zone."""
    local, today = users.local_now(user, at), users.local_now(user, now).date()
    clock = i18n.format_time(local)
    if local.date() == today:
        return T.WHEN_TODAY.format(clock=clock)
    if local.date() == today - timedelta(days=1):
        return T.WHEN_YESTERDAY.format(clock=clock)
    return T.WHEN_DAY.format(day=i18n.format_short_day(local.date()), clock=clock)


def _cancel_row() -> list[tuple[str, str]]:
    return [(T.BTN_CANCEL, "ct:cancel")]


def _pairs(buttons: list[tuple[str, str]]) -> list[list[tuple[str, str]]]:
    return [buttons[i : i + 2] for i in range(0, len(buttons), 2)]


async def _rules_on(session: AsyncSession, user: User) -> StructuredRules | None:
    rules = await service.get_rules(session, user.id)
    return rules if rules is not None and rules.enabled else None


# --- questions -----------------------------------------------------------------------------


def _kind_rows(structured_on: bool) -> Rows:
    kinds = [*KIND_ORDER, Kind.STRUCTURED] if structured_on else list(KIND_ORDER)
    return [*[[(T.BTN_KIND[k.value], f"ct:k:{k.value}")] for k in kinds], _cancel_row()]


def _channel_rows() -> Rows:
    buttons = [(T.BTN_CHANNEL[c], f"ct:c:{c}") for c in CHANNEL_ORDER]
    return [*_pairs(buttons), _cancel_row()]


def when_rows() -> Rows:
    return [
        [(T.BTN_NOW, "ct:t:now"), (T.BTN_EARLIER_TODAY, "ct:t:today")],
        [(T.BTN_YESTERDAY, "ct:t:yday"), (T.BTN_TYPE_TIME, "ct:t:type")],
        _cancel_row(),
    ]


def _today_rows(local_hour: int) -> Rows:
    parts = ["hour", *(code for code, hour in PART_STARTS.items() if local_hour >= hour)]
    buttons = [(T.BTN_PARTS[code], f"ct:t:{code}") for code in parts]
    return [*_pairs(buttons), [(T.BTN_TYPE_TIME, "ct:t:type")], _cancel_row()]


def _yesterday_rows() -> Rows:
    buttons = [(T.BTN_PARTS[code], f"ct:t:{code}") for code in ("ym", "ya", "ye", "yn")]
    return [*_pairs(buttons), [(T.BTN_TYPE_TIME, "ct:t:type")], _cancel_row()]


def _rules_question(rules: StructuredRules, data: dict[str, Any], user: User) -> tuple[str, Rows]:
    window = service.rules_window(rules)
    summary = T.rules_summary(
        service.split_codes(rules.channels),
        service.split_codes(rules.topics),
        structured.format_hours(window),
    )
    text = T.ASK_RULES.format(rules=summary)
    channel = data.get("channel")
    hint = _outside_hint(rules, data, user)
    if hint is None:
        rows: list[list[tuple[str, str]]] = [[(T.BTN_WITHIN, "ct:r:in")]]
        reasons = list(service.OUTSIDE_REASONS)
    else:
        # What it went outside of is known (the channel or the hours): "within the rules" is
        # not a true answer, so it is not offered; that reason comes first.
        label = T.BTN_CHANNEL.get(str(channel), "").lower()
        text += "\n\n" + T.RULES_HINT[hint].format(channel=label)
        rows = []
        reasons = [hint, *(code for code in service.OUTSIDE_REASONS if code != hint)]
    rows += [[(T.BTN_OUTSIDE[code], f"ct:r:{code}")] for code in reasons]
    return text, [*rows, _cancel_row()]


def _outside_hint(rules: StructuredRules, data: dict[str, Any], user: User) -> str | None:
    return service.outside_hint(
        rules, data.get("channel"), datetime.fromisoformat(data["at"]), user
    )


def _needs_rules(kind: str, rules: StructuredRules | None) -> bool:
    return rules is not None and Kind(kind) in CHANNEL_KINDS


async def _ask(
    update: Update, context: BotContext, user: User, data: dict[str, Any], *, typed: bool = False
) -> None:
    """Ask the first unanswered question, or save when everything is known."""
    kind = data.get("kind")
    rules = await _rules_on(context.session, user)
    send = reply if typed else edit_or_reply
    if kind is None:
        users.set_flow(user, "ct:kind", data)
        await send(update, context, T.ASK_KIND, _kind_rows(rules is not None))
    elif Kind(kind) in CHANNEL_KINDS and "channel" not in data:
        users.set_flow(user, "ct:channel", data)
        await send(update, context, T.ASK_CHANNEL, _channel_rows())
    elif "at" not in data:
        users.set_flow(user, "ct:when", data)
        await send(update, context, T.ASK_WHEN, when_rows())
    elif rules is not None and _needs_rules(kind, rules) and "within" not in data:
        users.set_flow(user, "ct:rules", data)
        text, rows = _rules_question(rules, data, user)
        await send(update, context, text, rows)
    else:
        await _save(update, context, user, data)


# --- entry points ----------------------------------------------------------------------------


async def start_contact(update: Update, context: BotContext, user: User) -> None:
    await _ask(update, context, user, {}, typed=True)


async def start_logging(
    update: Update, context: BotContext, user: User, kind: str, at: datetime | None
) -> None:
    """Log contact told in free text: the kind, and the time when they said one."""
    if kind not in KIND_VALUES:
        await start_contact(update, context, user)
        return
    data: dict[str, Any] = {"kind": kind}
    if at is not None:
        data["at"] = at.astimezone(UTC).isoformat()
    await _ask(update, context, user, data, typed=True)


async def contact_command(update: Update, context: BotContext) -> None:
    await start_contact(update, context, current_user(context))


async def contact_start_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    """Entry point other features link to with callback data "contact:start"."""
    await start_contact(update, context, current_user(context))


# --- answers -------------------------------------------------------------------------------


def _flow_data(user: User) -> dict[str, Any] | None:
    """The answers so far, or None when the user is not in the /contact flow."""
    if not (user.flow or "").startswith("ct:"):
        return None
    return dict(user.flow_data or {})


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    parts = pressed.parts
    user = current_user(context)
    action, value = [*parts, "", ""][1:3]
    if action == "undo":
        await _undo(update, context, user, value)
    elif action == "restart":
        await _restart(update, context, user)
    elif action == "cancel":
        if _flow_data(user) is not None:
            users.set_flow(user, None)
        await edit_or_reply(update, context, T.CANCELLED)
    else:
        await _step_button(update, context, user, action, value)


async def _step_button(
    update: Update, context: BotContext, user: User, action: str, value: str
) -> None:
    data = _flow_data(user)
    if data is None or (action != "k" and "kind" not in data):
        await edit_or_reply(update, context, T.STEP_GONE)
        return
    if action == "k" and value in KIND_VALUES:
        await _ask(update, context, user, {"kind": value})
    elif action == "c" and value in CHANNEL_ORDER:
        await _ask(update, context, user, {**data, "channel": value})
    elif action == "t":
        await _when_button(update, context, user, data, value)
    elif action == "r" and "at" in data:
        await _rules_answer(update, context, user, data, value)
    else:
        await edit_or_reply(update, context, T.STEP_GONE)


async def _rules_answer(
    update: Update, context: BotContext, user: User, data: dict[str, Any], value: str
) -> None:
    rules = await _rules_on(context.session, user)
    within = value == "in"
    if within and rules is not None and _outside_hint(rules, data, user) is not None:
        # An old "within the rules" button for contact known to be outside them: ask again.
        text, rows = _rules_question(rules, data, user)
        await edit_or_reply(update, context, text, rows)
        return
    outside = value if value in service.OUTSIDE_REASONS else None
    await _ask(update, context, user, {**data, "within": within, "outside": outside})


async def _when_button(
    update: Update, context: BotContext, user: User, data: dict[str, Any], value: str
) -> None:
    now_local = users.local_now(user, _now(context))
    users.set_flow(user, "ct:when", data)
    if value == "today":
        await edit_or_reply(update, context, T.ASK_WHEN_TODAY, _today_rows(now_local.hour))
    elif value == "yday":
        await edit_or_reply(update, context, T.ASK_WHEN_YESTERDAY, _yesterday_rows())
    elif value == "type":
        await edit_or_reply(update, context, T.ASK_WHEN_TYPED, [_cancel_row()])
    elif value == "now":
        await _ask(update, context, user, {**data, "at": _now(context).isoformat()})
    elif value in PART_PHRASES:
        at = when.parse_event_time(PART_PHRASES[value], now_local)
        await _ask(update, context, user, {**data, "at": at.astimezone(UTC).isoformat()})
    else:
        await edit_or_reply(update, context, T.ASK_WHEN, when_rows())


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    """Typed answers: a time at the when step; elsewhere, a nudge back to the buttons."""
    data = _flow_data(user) or {}
    step = (user.flow or "").partition(":")[2]
    if step == "when" and "kind" in data:
        await _typed_time(update, context, user, data, text)
        return
    if step in ("kind", "channel", "rules"):
        await reply(update, context, T.TAP_A_BUTTON)
        await _ask(update, context, user, data, typed=True)
        return
    users.set_flow(user, None)
    await reply(update, context, T.STEP_GONE)


async def _typed_time(
    update: Update, context: BotContext, user: User, data: dict[str, Any], text: str
) -> None:
    now = _now(context)
    try:
        at = when.parse_event_time(to_english(text.strip(), DATE_WORDS), users.local_now(user, now))
    except when.WhenError as error:
        reason = T.WHEN_ERRORS.get(error.reason, T.WHEN_ERRORS["format"])
        await reply(update, context, f"{reason}\n\n{T.ASK_WHEN}", when_rows())
        return
    await _ask(update, context, user, {**data, "at": at.astimezone(UTC).isoformat()}, typed=True)


# --- saving and what comes after -------------------------------------------------------------


async def _save(update: Update, context: BotContext, user: User, data: dict[str, Any]) -> None:
    now = _now(context)
    at = min(datetime.fromisoformat(data["at"]), now)
    within = data.get("within")
    logged = await service.log_event(
        context.session,
        user,
        kind=Kind(data["kind"]),
        at=at,
        now=now,
        channel=data.get("channel"),
        within_rules=within if isinstance(within, bool) else None,
        outside=data.get("outside"),
    )
    users.set_flow(user, None)
    text, rows = _logged_message(logged, user, now)
    await edit_or_reply(update, context, text, rows)


def _logged_message(logged: service.Logged, user: User, now: datetime) -> tuple[str, Rows]:
    event, stats = logged.event, logged.summary.stats
    head = T.LOGGED_AT.format(what=T.WHAT[event.kind], when=format_when(event.at, user, now))
    undo = [(T.BTN_UNDO, f"ct:undo:{event.id}")]
    current = T.current_phrase(stats.current_days, stats.current_hours)
    if logged.before_start:
        since = logged.summary.start
        day = f"{users.local_now(user, since).day} {users.local_now(user, since):%b %Y}"
        return f"{head}\n\n{T.BEFORE_START.format(day=day)}", [undo]
    if logged.slip:
        return f"{head}\n\n{_slip_text(stats)}", _slip_rows(undo, event.kind)
    if event.kind == Kind.HELD:
        body = T.HELD.format(held=stats.held_count, current=current)
    elif event.kind == Kind.PROFILE_CHECK:
        body = T.PROFILE_NOTED.format(week=stats.profile_checks_this_week)
    else:
        body = T.STRUCTURED_KEPT.format(current=current, month=stats.structured_this_month)
    return f"{head}\n{body}", [undo]


def _slip_text(stats: streaks.StreakStats) -> str:
    previous = stats.previous_streak_days or 0
    before = T.slip_previous(previous) + "\n" if previous else ""
    if stats.longest_days or stats.total_no_contact_days:
        figures = T.SLIP_FIGURES.format(
            longest=T.days_phrase(stats.longest_days), total=stats.total_no_contact_days
        )
    else:
        figures = T.SLIP_FIGURES_EARLY
    return T.SLIP.format(previous=before, figures=figures)


def _slip_rows(undo: list[tuple[str, str]], kind: str) -> Rows:
    return [
        [(T.BTN_CHECKIN, CRAVING_START)],
        [(T.BTN_LESSON, LESSON_AFTER_CONTACT.format(kind=kind))],
        [(T.BTN_RESTART, "ct:restart"), undo[0]],
    ]


async def _undo(update: Update, context: BotContext, user: User, value: str) -> None:
    now = _now(context)
    outcome: service.UndoOutcome = "missing"
    event_id = as_id(value)
    if event_id is not None:
        outcome = await service.undo_event(context.session, user, event_id, now)
    if outcome == "undone":
        stats = (await service.summary(context.session, user, now)).stats
        current = T.current_phrase(stats.current_days, stats.current_hours)
        await edit_or_reply(update, context, T.UNDONE.format(current=current))
        return
    texts = {"too_late": T.UNDO_TOO_LATE, "already": T.UNDO_ALREADY}
    await reply(update, context, texts.get(outcome, T.UNDO_MISSING))


async def _restart(update: Update, context: BotContext, user: User) -> None:
    """Nothing to store: the new streak already counts from the slip (see the service)."""
    now = _now(context)
    stats = (await service.summary(context.session, user, now)).stats
    await service.replan_milestones(context.session, user, now)
    text = T.RESTARTED.format(
        when=format_when(stats.current_started_at, user, now),
        total=stats.total_no_contact_days,
    )
    await reply(update, context, text, [[(T.BTN_MY_COUNT, STREAK_SHOW)]])


def register(app: BotApp, router: FlowRouter) -> None:
    """Wire this feature's handlers, flows and scheduled-message kinds."""
    only_messages = filters.UpdateType.MESSAGE
    feature(app, CommandHandler("contact", contact_command, filters=only_messages))
    on_buttons(app, CONTACT_START, contact_start_button)
    on_buttons(app, "ct", on_button)
    router.add("ct", on_text)
