"""Reminder rules (risky hours, hard dates, daily check-in), quiet hours, pause, and planning.

Every rule keeps exactly one pending `ScheduledMessage` per kind: its next occurrence. Planning
replaces that row (cancel, then enqueue), so re-planning is idempotent; the dispatcher calls
`plan_after` for each handled row, in the same transaction, to write the next one.

A date's label is the user's own words (it may name the ex): it is encrypted here, before it
reaches the model. Reading it is the caller's job (`TextCipher.reveal`), as in memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta

from sqlalchemy import func, inspect, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.crypto import TextCipher
from bot.domain import schedule
from bot.domain.schedule import Anniversary, QuietHours, ReminderKind, RiskyWindow
from bot.models import ScheduledMessage, User
from bot.models.reminders import AnniversaryRule, DailyCheckinAnswer, RiskyWindowRule
from bot.outbox import queue as outbox
from bot.services import look_back
from bot.services.users import zone_of

MAX_WINDOWS = 6
MAX_DATES = 20
MAX_LABEL = 60
LEAD = schedule.DEFAULT_LEAD
LISTING_DAYS = 7
# "Until I resume": far enough to never arrive, near enough for every database to store.
FOREVER = datetime(2999, 1, 1, tzinfo=UTC)
RECURRING_KINDS: tuple[str, ...] = (
    ReminderKind.RISKY_PROMPT,
    *schedule.ANNIVERSARY_KINDS,
    ReminderKind.DAILY_CHECKIN,
    look_back.LOOK_BACK_KIND,
)
MOODS = ("good", "okay", "hard")


class LimitReached(Exception):
    """The user already has the most rules of this sort that we keep."""


class AlreadyThere(Exception):
    """The same rule exists already."""


# --- conversions ---------------------------------------------------------------------------


def encode_weekdays(days: frozenset[int]) -> str:
    return ",".join(str(day) for day in sorted(days))


def decode_weekdays(value: str) -> frozenset[int]:
    return frozenset(int(part) for part in value.split(",") if part.strip())


def window_of(rule: RiskyWindowRule) -> RiskyWindow:
    return RiskyWindow(rule.start_time, rule.end_time, decode_weekdays(rule.weekdays))


def anniversary_of(rule: AnniversaryRule) -> Anniversary:
    return Anniversary(rule.month, rule.day, rule.year)


def quiet_of(user: User) -> QuietHours:
    return QuietHours(user.settings.quiet_start, user.settings.quiet_end)


def is_paused(user: User, now: datetime) -> bool:
    until = user.settings.paused_until
    return until is not None and until > now


# --- risky windows -------------------------------------------------------------------------


async def windows_of(session: AsyncSession, user_id: int) -> list[RiskyWindowRule]:
    result = await session.execute(
        select(RiskyWindowRule)
        .where(RiskyWindowRule.user_id == user_id)
        .order_by(RiskyWindowRule.start_time, RiskyWindowRule.id)
    )
    return list(result.scalars())


async def get_window(session: AsyncSession, user_id: int, rule_id: int) -> RiskyWindowRule | None:
    rule = await session.get(RiskyWindowRule, rule_id)
    return rule if rule is not None and rule.user_id == user_id else None


async def add_window(
    session: AsyncSession, user: User, window: RiskyWindow, now: datetime
) -> tuple[RiskyWindowRule, ScheduledMessage]:
    """Store a window and plan its first check-in. Raises LimitReached or AlreadyThere."""
    existing = await windows_of(session, user.id)
    if any(window_of(rule) == window for rule in existing):
        raise AlreadyThere
    if len(existing) >= MAX_WINDOWS:
        raise LimitReached
    rule = RiskyWindowRule(
        user_id=user.id,
        start_time=window.start,
        end_time=window.end,
        weekdays=encode_weekdays(window.weekdays),
        created_at=now,
    )
    session.add(rule)
    await session.flush()
    return rule, await plan_window(session, user, rule, now, now)


async def remove_window(session: AsyncSession, user: User, rule_id: int) -> RiskyWindow | None:
    rule = await get_window(session, user.id, rule_id)
    if rule is None:
        return None
    window = window_of(rule)
    await outbox.cancel(
        session, user_id=user.id, kinds=[ReminderKind.RISKY_PROMPT], source_id=rule.id
    )
    await session.delete(rule)
    return window


# --- anniversaries -------------------------------------------------------------------------


async def anniversaries_of(session: AsyncSession, user_id: int) -> list[AnniversaryRule]:
    result = await session.execute(
        select(AnniversaryRule)
        .where(AnniversaryRule.user_id == user_id)
        .order_by(AnniversaryRule.month, AnniversaryRule.day, AnniversaryRule.id)
    )
    return list(result.scalars())


async def get_anniversary(
    session: AsyncSession, user_id: int, rule_id: int
) -> AnniversaryRule | None:
    rule = await session.get(AnniversaryRule, rule_id)
    return rule if rule is not None and rule.user_id == user_id else None


async def add_anniversary(
    session: AsyncSession,
    cipher: TextCipher,
    user: User,
    anniversary: Anniversary,
    label: str | None,
    now: datetime,
) -> tuple[AnniversaryRule, list[ScheduledMessage]]:
    """Store a date (label encrypted) and plan its eve, day and after messages.

    Raises LimitReached/AlreadyThere. The caller checks the label's plain length (MAX_LABEL).
    """
    existing = await anniversaries_of(session, user.id)
    if any((rule.month, rule.day) == (anniversary.month, anniversary.day) for rule in existing):
        raise AlreadyThere
    if len(existing) >= MAX_DATES:
        raise LimitReached
    rule = AnniversaryRule(
        user_id=user.id,
        month=anniversary.month,
        day=anniversary.day,
        year=anniversary.year,
        label=cipher.encrypt(label) if label else None,
        created_at=now,
    )
    session.add(rule)
    await session.flush()
    rows = [
        await plan_anniversary(session, user, rule, kind, now, now)
        for kind in schedule.ANNIVERSARY_KINDS
    ]
    return rule, sorted(rows, key=lambda row: row.due_at)


async def remove_anniversary(
    session: AsyncSession, user: User, rule_id: int
) -> AnniversaryRule | None:
    rule = await get_anniversary(session, user.id, rule_id)
    if rule is None:
        return None
    await outbox.cancel(
        session, user_id=user.id, kinds=list(schedule.ANNIVERSARY_KINDS), source_id=rule.id
    )
    await session.delete(rule)
    return rule


# --- daily check-in, quiet hours, pause ----------------------------------------------------


async def set_daily(
    session: AsyncSession, user: User, at: time | None, now: datetime
) -> ScheduledMessage | None:
    """Turn the daily check-in on at `at`, or off with None."""
    user.settings.daily_checkin_at = at
    if at is None:
        await outbox.cancel(session, user_id=user.id, kinds=[ReminderKind.DAILY_CHECKIN])
        return None
    return await plan_daily(session, user, now, now)


async def record_daily_answer(session: AsyncSession, user: User, mood: str, now: datetime) -> None:
    if mood not in MOODS:
        raise ValueError(f"unknown mood {mood!r}")
    session.add(DailyCheckinAnswer(user_id=user.id, at=now, mood=mood))


async def daily_answers(session: AsyncSession, user_id: int) -> dict[str, int]:
    result = await session.execute(
        select(DailyCheckinAnswer.mood, func.count())
        .where(DailyCheckinAnswer.user_id == user_id)
        .group_by(DailyCheckinAnswer.mood)
    )
    return {mood: int(count) for mood, count in result.tuples()}


async def set_quiet(session: AsyncSession, user: User, quiet: QuietHours, now: datetime) -> None:
    """Change quiet hours (start == end turns them off) and re-plan every reminder."""
    user.settings.quiet_start = quiet.start
    user.settings.quiet_end = quiet.end
    await replan(session, user, now)


def pause(user: User, until: datetime) -> None:
    """Hold back every proactive message until `until` (FOREVER: until /resume)."""
    user.settings.paused_until = until


def resume(user: User, now: datetime) -> bool:
    """Lift a pause. False when nothing was paused."""
    was_paused = is_paused(user, now)
    user.settings.paused_until = None
    return was_paused


# --- planning ------------------------------------------------------------------------------


async def _replace_pending(
    session: AsyncSession,
    user: User,
    kind: ReminderKind,
    source_id: int | None,
    due_at: datetime,
    now: datetime,
) -> ScheduledMessage:
    """One pending row per rule and kind: cancel what was planned, then plan `due_at`."""
    await outbox.cancel(session, user_id=user.id, kinds=[kind], source_id=source_id)
    return await outbox.enqueue(
        session, user_id=user.id, kind=kind, due_at=due_at, now=now, source_id=source_id
    )


async def plan_window(
    session: AsyncSession, user: User, rule: RiskyWindowRule, after: datetime, now: datetime
) -> ScheduledMessage:
    """The next check-in before a risky window. Exempt from quiet hours: the user chose it."""
    due = schedule.next_risky_prompt(window_of(rule), zone_of(user), after, LEAD)
    return await _replace_pending(session, user, ReminderKind.RISKY_PROMPT, rule.id, due, now)


async def plan_anniversary(
    session: AsyncSession,
    user: User,
    rule: AnniversaryRule,
    kind: ReminderKind,
    after: datetime,
    now: datetime,
) -> ScheduledMessage:
    zone = zone_of(user)
    due = schedule.next_anniversary_reminder(anniversary_of(rule), kind, zone, after)
    due = schedule.defer_past_quiet_hours(quiet_of(user), zone, due)
    return await _replace_pending(session, user, kind, rule.id, due, now)


async def plan_daily(
    session: AsyncSession, user: User, after: datetime, now: datetime
) -> ScheduledMessage | None:
    at = user.settings.daily_checkin_at
    if at is None:
        return None
    zone = zone_of(user)
    due = schedule.defer_past_quiet_hours(
        quiet_of(user), zone, schedule.next_daily(at, zone, after)
    )
    return await _replace_pending(session, user, ReminderKind.DAILY_CHECKIN, None, due, now)


async def plan_after(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> None:
    """The dispatcher's `after` for every reminder kind: plan the rule's next occurrence.

    Planned strictly after both now and the handled due time, so a late or dropped row
    never plans an occurrence that is already in the past (no catching up in a burst).
    """
    after = max(now, row.due_at)
    if row.kind == ReminderKind.DAILY_CHECKIN:
        await plan_daily(session, user, after, now)
        return
    if row.source_id is None:
        return
    if row.kind == ReminderKind.RISKY_PROMPT:
        window = await get_window(session, user.id, row.source_id)
        if window is not None:
            await plan_window(session, user, window, after, now)
        return
    date_rule = await get_anniversary(session, user.id, row.source_id)
    if date_rule is not None and row.kind in schedule.ANNIVERSARY_KINDS:
        await plan_anniversary(session, user, date_rule, ReminderKind(row.kind), after, now)


async def replan(session: AsyncSession, user: User, now: datetime) -> int:
    """Re-plan every reminder from now (zone or quiet hours changed, user came back)."""
    await outbox.cancel(session, user_id=user.id, kinds=list(RECURRING_KINDS))
    planned = 0
    for window in await windows_of(session, user.id):
        await plan_window(session, user, window, now, now)
        planned += 1
    for date_rule in await anniversaries_of(session, user.id):
        for kind in schedule.ANNIVERSARY_KINDS:
            await plan_anniversary(session, user, date_rule, kind, now, now)
            planned += 1
    if await plan_daily(session, user, now, now) is not None:
        planned += 1
    if await look_back.plan_look_back(session, user, now, now) is not None:
        planned += 1
    return planned


# --- the 7-day listing ---------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One line of /reminders: when (UTC), what, and the rule or row it comes from."""

    due_utc: datetime
    kind: str
    window: RiskyWindow | None = None
    date_rule: AnniversaryRule | None = None
    row_id: int | None = None


async def coming_up(
    session: AsyncSession, user: User, now: datetime, days: int = LISTING_DAYS
) -> list[Entry]:
    """Everything scheduled in the next `days` days, by send time."""
    until = now + timedelta(days=days)
    windows = [window_of(rule) for rule in await windows_of(session, user.id)]
    date_rules = await anniversaries_of(session, user.id)
    occurrences = schedule.upcoming(
        zone_of(user),
        now,
        until,
        windows=windows,
        anniversaries=[anniversary_of(rule) for rule in date_rules],
        daily_at=user.settings.daily_checkin_at,
        lead=LEAD,
        quiet=quiet_of(user),
    )
    entries = [_entry(item, windows, date_rules) for item in occurrences]
    pending = await outbox.pending_for(session, user.id, until)
    entries += [
        Entry(row.due_at, row.kind, row_id=row.id)
        for row in pending
        if row.kind not in RECURRING_KINDS
    ]
    # The look back is set in /settings, so it is listed without a stop button.
    entries += [
        Entry(row.due_at, row.kind) for row in pending if row.kind == look_back.LOOK_BACK_KIND
    ]
    return sorted(entries, key=lambda entry: entry.due_utc)


def _entry(
    item: schedule.Occurrence,
    windows: Sequence[RiskyWindow],
    date_rules: Sequence[AnniversaryRule],
) -> Entry:
    if item.kind == ReminderKind.RISKY_PROMPT:
        return Entry(item.due_utc, item.kind, window=windows[item.index])
    if item.kind in schedule.ANNIVERSARY_KINDS:
        return Entry(item.due_utc, item.kind, date_rule=date_rules[item.index])
    return Entry(item.due_utc, item.kind)


async def stop_row(session: AsyncSession, user: User, row_id: int) -> bool:
    """Cancel one pending one-off message (a follow-up, a question) the user can see listed."""
    row = await session.get(ScheduledMessage, row_id)
    if row is None or row.user_id != user.id or row.status != outbox.PENDING:
        return False
    if row.kind in RECURRING_KINDS:
        return False
    row.status = outbox.CANCELLED
    row.reason = "stopped"
    return True


def came_back(user: User) -> bool:
    """Whether this update just re-activated a user Telegram had reported as gone (403)."""
    history = inspect(user).attrs.active.history
    return False in (history.deleted or ())
