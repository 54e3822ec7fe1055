"""No-contact streaks: contact events in the database, figures from the pure bot.domain.streaks.

Where a streak starts (decided here, used everywhere):

* With a start date (``UserSettings.no_contact_since``): local midnight of that date in the
  user's zone. Events logged before it are kept but do not change any figure.
* Without one: the user's first message to the bot (``User.created_at``), or the earliest
  logged event if that is earlier (someone may log "yesterday evening" on their first day).

A slip never moves the start: the current streak simply begins at the latest slip, so the
earlier streaks, the longest one and the total days stay part of the record. "Restart now"
stores nothing either: counting from the slip itself is never shorter than counting from the
moment the button was pressed. Undo marks an event ``undone_at`` instead of deleting it.

Milestones: one pending "milestone" row per user at most, due 09:00 local on the day the
current streak reaches the next milestone, replanned whenever the streak can change (an event
logged or undone, the start date, the zone, the profile-check setting).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from typing import Final, Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.domain import schedule, streaks
from bot.models import ScheduledMessage, User
from bot.models.contacts import ContactEvent, StreakTotals, StructuredRules
from bot.outbox import queue as outbox
from bot.services import safety, streak_totals, users

logger = logging.getLogger(__name__)

MILESTONE_KIND: Final = schedule.ReminderKind.MILESTONE.value
MILESTONE_AT: Final = time(9, 0)
UNDO_WINDOW: Final = timedelta(minutes=10)
QUIET_AFTER_SLIP: Final = timedelta(hours=24)
_MAX_PLAN_STEPS: Final = 32

STRUCTURED_CHANNELS: Final[tuple[str, ...]] = ("app", "email", "text", "call", "in_person")
TOPICS: Final[tuple[str, ...]] = ("children", "logistics", "money", "property", "work")
OUTSIDE_REASONS: Final[tuple[str, ...]] = ("channel", "topic", "hours")


UndoOutcome = Literal["undone", "too_late", "already", "missing"]


@dataclass(frozen=True)
class Summary:
    """Everything /streak and the replies after a log need."""

    stats: streaks.StreakStats
    start: datetime
    start_is_set: bool
    structured: bool


@dataclass(frozen=True)
class Logged:
    event: ContactEvent
    slip: bool
    before_start: bool
    summary: Summary


# --- reading -------------------------------------------------------------------------------


async def active_events(session: AsyncSession, user_id: int) -> list[ContactEvent]:
    """Every event the user logged and did not undo, oldest first."""
    result = await session.execute(
        select(ContactEvent)
        .where(ContactEvent.user_id == user_id, ContactEvent.undone_at.is_(None))
        .order_by(ContactEvent.at, ContactEvent.id)
    )
    return list(result.scalars())


as_pure = streak_totals.as_pure


def streak_start(user: User, rows: Sequence[ContactEvent]) -> tuple[datetime, bool]:
    """(start instant, whether the user set a start date); see the module docstring."""
    earliest = min((row.at for row in rows), default=None)
    start = streak_totals.basis_of(user, earliest).start
    return start, user.settings.no_contact_since is not None


async def summary(session: AsyncSession, user: User, now: datetime) -> Summary:
    """Every figure at `now`, from the stored totals: no step reads the whole history."""
    totals = await streak_totals.current(session, user)
    return await _summary_of(session, user, totals, now)


async def _summary_of(
    session: AsyncSession, user: User, totals: StreakTotals, now: datetime
) -> Summary:
    stats = await streak_totals.stats(session, user, totals, now)
    rules = await get_rules(session, user.id)
    start_is_set = user.settings.no_contact_since is not None
    return Summary(stats, totals.start_at, start_is_set, rules is not None and rules.enabled)


# --- writing -------------------------------------------------------------------------------


async def log_event(
    session: AsyncSession,
    user: User,
    *,
    kind: streaks.EventKind,
    at: datetime,
    now: datetime,
    channel: str | None = None,
    within_rules: bool | None = None,
    outside: str | None = None,
) -> Logged:
    """Store one contact event (``at`` never after ``now``) and replan the milestone."""
    if at > now:
        raise ValueError("contact events cannot be in the future")
    row = ContactEvent(
        user_id=user.id,
        at=at,
        kind=kind.value,
        channel=channel,
        within_rules=within_rules,
        outside=outside if within_rules is False else None,
        created_at=now,
    )
    session.add(row)
    await session.flush()
    totals = await streak_totals.record(session, user, row)
    result = await _summary_of(session, user, totals, now)
    await replan_milestones(session, user, now, current=result)
    slip = streaks.is_slip(as_pure(row), profile_check_resets=user.settings.profile_check_resets)
    logger.info("contact event logged user_id=%s kind=%s slip=%s", user.id, kind.value, slip)
    return Logged(row, slip, row.at < result.start, result)


async def undo_event(
    session: AsyncSession, user: User, event_id: int, now: datetime
) -> UndoOutcome:
    """Take back a mistaken log within ten minutes; the row stays, marked undone."""
    row = await session.get(ContactEvent, event_id)
    if row is None or row.user_id != user.id:
        return "missing"
    if row.undone_at is not None:
        return "already"
    if now - row.created_at > UNDO_WINDOW:
        return "too_late"
    row.undone_at = now
    await session.flush()
    await streak_totals.rebuild(session, user)
    await replan_milestones(session, user, now)
    logger.info("contact event undone user_id=%s event_id=%s", user.id, event_id)
    return "undone"


# --- structured contact ----------------------------------------------------------------------


async def get_rules(session: AsyncSession, user_id: int) -> StructuredRules | None:
    """The rules, read once per update (an absent row too: the identity map keeps only rows)."""
    cache: dict[int, StructuredRules | None] = session.info.setdefault("structured_rules", {})
    if user_id not in cache:
        cache[user_id] = await session.get(StructuredRules, user_id)
    return cache[user_id]


def split_codes(value: str) -> list[str]:
    return [code for code in value.split(",") if code]


def rules_window(rules: StructuredRules) -> schedule.RiskyWindow | None:
    """The allowed hours as a window, or None for any time."""
    if rules.hours_start is None or rules.hours_end is None:
        return None
    days = frozenset(int(day) for day in split_codes(rules.weekdays))
    return schedule.RiskyWindow(rules.hours_start, rules.hours_end, days)


async def save_rules(
    session: AsyncSession,
    user_id: int,
    *,
    channels: Sequence[str],
    topics: Sequence[str],
    window: schedule.RiskyWindow | None,
    now: datetime,
) -> StructuredRules:
    """Turn structured mode on with these rules (unknown codes are ignored)."""
    rules = await get_rules(session, user_id)
    if rules is None:
        rules = StructuredRules(user_id=user_id)
        session.add(rules)
        session.info["structured_rules"][user_id] = rules
    rules.enabled = True
    rules.channels = ",".join(c for c in STRUCTURED_CHANNELS if c in channels)
    rules.topics = ",".join(t for t in TOPICS if t in topics)
    rules.hours_start = window.start if window else None
    rules.hours_end = window.end if window else None
    rules.weekdays = ",".join(str(day) for day in sorted(window.weekdays)) if window else ""
    rules.updated_at = now
    await session.flush()
    return rules


async def set_structured(session: AsyncSession, user_id: int, enabled: bool, now: datetime) -> None:
    """Turn structured mode on or off; the rules themselves are kept."""
    rules = await get_rules(session, user_id)
    if rules is None:
        return
    rules.enabled = enabled
    rules.updated_at = now


def outside_hint(
    rules: StructuredRules, channel: str | None, at: datetime, user: User
) -> str | None:
    """Which rule a contact seems to go outside of, judged from what we know (not topics)."""
    if channel is not None and channel not in split_codes(rules.channels):
        return "channel"
    window = rules_window(rules)
    if window is not None and not schedule.in_risky_window(window, users.zone_of(user), at):
        return "hours"
    return None


# --- milestones ----------------------------------------------------------------------------


def next_milestone(
    stats: streaks.StreakStats, user: User, now: datetime
) -> tuple[int, datetime] | None:
    """The next milestone worth planning: due after ``now`` and a full day after any slip."""
    zone = users.zone_of(user)
    days = stats.current_days
    target = days if streaks.is_milestone(days) else streaks.milestone_days_after(days)
    after_slip = stats.last_slip_at is not None
    for _ in range(_MAX_PLAN_STEPS):
        day = streaks.milestone_date(stats.current_started_at, target, zone, after_slip=after_slip)
        due = schedule.resolve_local(day, MILESTONE_AT, zone)
        clear = stats.last_slip_at is None or due - stats.last_slip_at >= QUIET_AFTER_SLIP
        if due > now and clear:
            return target, due
        target = streaks.milestone_days_after(target)
    return None


async def _no_events(session: AsyncSession, user_id: int) -> bool:
    totals = await session.get(StreakTotals, user_id)
    if totals is not None:
        return totals.earliest_at is None
    result = await session.execute(
        select(ContactEvent.id)
        .where(ContactEvent.user_id == user_id, ContactEvent.undone_at.is_(None))
        .limit(1)
    )
    return result.first() is None


async def _pending_milestones(
    session: AsyncSession, user_id: int, keep: int | None
) -> list[ScheduledMessage]:
    result = await session.execute(
        select(ScheduledMessage).where(
            ScheduledMessage.user_id == user_id,
            ScheduledMessage.kind == MILESTONE_KIND,
            ScheduledMessage.status == outbox.PENDING,
        )
    )
    return [row for row in result.scalars() if row.id != keep]


async def replan_milestones(
    session: AsyncSession,
    user: User,
    now: datetime,
    *,
    current: Summary | None = None,
    keep: int | None = None,
) -> ScheduledMessage | None:
    """Make the user's one pending milestone the next one for the current streak.

    Nothing is planned until there is something to count from: a start date or a logged event.
    ``keep`` is a row being handled right now (the dispatcher's), left alone. A pending row that
    already is the next milestone stays as it is, so logging contact that does not move the
    streak writes nothing here and leaves no cancelled rows behind.
    """
    if current is None:
        current = await summary(session, user, now)
    pending = await _pending_milestones(session, user.id, keep)
    planned = None
    if user.settings.no_contact_since is not None or not await _no_events(session, user.id):
        planned = next_milestone(current.stats, user, now)
    payload: dict[str, object] = {}
    if planned is not None:
        payload = {"days": planned[0], "from": current.stats.current_started_at.isoformat()}
        same = [row for row in pending if row.due_at == planned[1] and row.payload == payload]
        if same:
            for row in pending:
                if row is not same[0]:
                    row.status, row.reason = outbox.CANCELLED, "replanned"
            return same[0]
    for row in pending:
        row.status, row.reason = outbox.CANCELLED, "replanned"
    if planned is None:
        return None
    return await outbox.enqueue(
        session, user_id=user.id, kind=MILESTONE_KIND, due_at=planned[1], now=now, payload=payload
    )


async def milestone_to_send(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> int | None:
    """The milestone's day count if it should still go out now, else None (drop it)."""
    payload = row.payload or {}
    days = payload.get("days")
    if not isinstance(days, int):
        return None
    if await safety.danger_within(session, user.id, now):
        return None
    stats = (await summary(session, user, now)).stats
    last_slip = stats.last_slip_at
    if last_slip is not None and now - last_slip < QUIET_AFTER_SLIP:
        return None
    if stats.current_days != days or payload.get("from") != stats.current_started_at.isoformat():
        return None
    return days


async def plan_after_milestone(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> None:
    """After a milestone row was handled (sent or dropped), plan the next one."""
    await replan_milestones(session, user, max(now, row.due_at), keep=row.id)
