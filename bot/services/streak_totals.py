"""Stored streak figures: what /streak and a logged contact show, whatever the history's length.

`bot.streaks.compute_stats` derives every figure from the whole list of events; that stays the
definition. Here the same figures come from one stored row (`StreakTotals`) plus the events of
the last few weeks (the weekly and monthly counts) — a fixed number of indexed reads.

* Logging an event that is not a slip, or a slip at or after the latest one (the usual case:
  "just now"), updates the row in the same transaction, in O(1).
* Anything that can change earlier figures rebuilds the row from every event, once: an undo, a
  slip backdated before the latest slip, an event before the start, or a change in what the row
  was built on (start date, time zone, the profile-check setting), noticed when it is read.

tests/unit/test_streak_totals.py compares both ways on random histories.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.domain import schedule, streaks
from bot.models import User
from bot.models.contacts import ContactEvent, StreakTotals
from bot.models.craving import CravingCheckin
from bot.services import users

_ONE_HOUR = timedelta(hours=1)
_WEEK_DAYS = 7


@dataclass(frozen=True)
class Basis:
    """What the stored figures depend on besides the events."""

    start: datetime
    zone: str
    resets: bool


def as_pure(row: ContactEvent) -> streaks.ContactEvent:
    """What the row means for the math: contact inside the agreed rules is structured contact."""
    kind = streaks.EventKind(row.kind)
    if row.within_rules is True:
        kind = streaks.EventKind.STRUCTURED
    return streaks.ContactEvent(
        at=row.at, kind=kind, within_rules=row.within_rules, channel=row.channel
    )


def basis_of(user: User, earliest_at: datetime | None) -> Basis:
    """The start (see bot.services.streaks), the zone and the profile-check setting."""
    settings = user.settings
    if settings.no_contact_since is not None:
        start = schedule.resolve_local(settings.no_contact_since, time(0), users.zone_of(user))
    else:
        start = min(user.created_at, earliest_at) if earliest_at else user.created_at
    return Basis(start, users.zone_name(user), settings.profile_check_resets)


def _basis_stored(totals: StreakTotals) -> Basis:
    return Basis(totals.start_at, totals.zone, totals.profile_check_resets)


def _local_date(instant: datetime, zone: ZoneInfo) -> date:
    return instant.astimezone(zone).date()


async def _all_events(session: AsyncSession, user_id: int) -> list[ContactEvent]:
    result = await session.execute(
        select(ContactEvent)
        .where(ContactEvent.user_id == user_id, ContactEvent.undone_at.is_(None))
        .order_by(ContactEvent.at, ContactEvent.id)
    )
    return list(result.scalars())


async def rebuild(session: AsyncSession, user: User) -> StreakTotals:
    """Every figure from every event not undone: O(history), for the rare cases above."""
    rows = await _all_events(session, user.id)
    earliest = rows[0].at if rows else None
    basis = basis_of(user, earliest)
    zone = users.zone_of(user)
    totals = await session.get(StreakTotals, user.id)
    if totals is None:
        totals = StreakTotals(user_id=user.id)
        session.add(totals)
    totals.start_at, totals.zone = basis.start, basis.zone
    totals.profile_check_resets = basis.resets
    totals.earliest_at = earliest
    slips: list[datetime] = []
    held = 0
    for row in rows:
        if row.at < basis.start:
            continue
        event = as_pure(row)
        if streaks.is_slip(event, profile_check_resets=basis.resets):
            slips.append(row.at)
        elif event.kind is streaks.EventKind.HELD:
            held += 1
    slips.sort()
    begins = [basis.start, *slips][: len(slips)]
    totals.longest_closed_days = max(
        (
            streaks.streak_days(b, e, zone, after_slip=index > 0)
            for index, (b, e) in enumerate(zip(begins, slips, strict=True))
        ),
        default=0,
    )
    totals.slips = len(slips)
    totals.last_slip_at = slips[-1] if slips else None
    totals.previous_slip_at = slips[-2] if len(slips) > 1 else None
    totals.slip_days = len({_local_date(at, zone) for at in slips})
    totals.held = held
    return totals


async def current(session: AsyncSession, user: User) -> StreakTotals:
    """The stored figures, rebuilt first if missing or built on something that changed."""
    totals = await session.get(StreakTotals, user.id)
    if totals is None or _basis_stored(totals) != basis_of(user, totals.earliest_at):
        totals = await rebuild(session, user)
    return totals


async def record(session: AsyncSession, user: User, row: ContactEvent) -> StreakTotals:
    """Count one new event (already flushed) in the same transaction: O(1) unless it changes
    earlier figures (then a rebuild)."""
    totals = await session.get(StreakTotals, user.id)
    if totals is None or _basis_stored(totals) != basis_of(user, totals.earliest_at):
        return await rebuild(session, user)
    earliest = row.at if totals.earliest_at is None else min(totals.earliest_at, row.at)
    if basis_of(user, earliest) != _basis_stored(totals):
        return await rebuild(session, user)  # an event before the start moved the start
    totals.earliest_at = earliest
    if row.at < totals.start_at:
        return totals
    event = as_pure(row)
    if not streaks.is_slip(event, profile_check_resets=totals.profile_check_resets):
        if event.kind is streaks.EventKind.HELD:
            totals.held += 1
        return totals
    last = totals.last_slip_at
    if last is not None and row.at < last:
        return await rebuild(session, user)  # a slip backdated inside the record
    zone = users.zone_of(user)
    closed = streaks.streak_days(last or totals.start_at, row.at, zone, after_slip=last is not None)
    totals.longest_closed_days = max(totals.longest_closed_days, closed)
    if last is None or _local_date(last, zone) != _local_date(row.at, zone):
        totals.slip_days += 1
    totals.previous_slip_at, totals.last_slip_at = last, row.at
    totals.slips += 1
    return totals


async def _recent(
    session: AsyncSession, user_id: int, since: datetime
) -> list[streaks.ContactEvent]:
    result = await session.execute(
        select(ContactEvent).where(
            ContactEvent.user_id == user_id,
            ContactEvent.undone_at.is_(None),
            ContactEvent.at >= since,
        )
    )
    return [as_pure(row) for row in result.scalars()]


async def _first_checkin(
    session: AsyncSession, user_id: int, after: datetime, now: datetime
) -> datetime | None:
    result = await session.execute(
        select(func.min(CravingCheckin.started_at)).where(
            CravingCheckin.user_id == user_id,
            CravingCheckin.started_at >= after,
            CravingCheckin.started_at <= now,
        )
    )
    first: datetime | None = result.scalar_one()
    return first


async def stats(
    session: AsyncSession, user: User, totals: StreakTotals, now: datetime
) -> streaks.StreakStats:
    """The figures at `now`: the stored row, this month's events and one check-in lookup.

    `slip_to_next_checkin` holds only the latest slip's gap (what /streak shows); the full
    list stays with `bot.streaks.compute_stats`.
    """
    zone = users.zone_of(user)
    start = totals.start_at
    current_start = totals.last_slip_at or start
    today = now.astimezone(zone).date()
    last_slip = totals.last_slip_at
    current_days = streaks.streak_days(current_start, now, zone, after_slip=last_slip is not None)
    start_day = start.astimezone(zone).date()
    # Only the latest slip can fall on today: every other slip day is already in the past.
    slipped_today = last_slip is not None and _local_date(last_slip, zone) >= today
    total = streaks.total_days_counted(start_day, today, totals.slip_days - slipped_today)
    week_first = today - timedelta(days=_WEEK_DAYS - 1)
    first_day = min(week_first, today.replace(day=1))
    since = max(start, datetime.combine(first_day, time(0), zone) - timedelta(days=1))
    recent = [e for e in await _recent(session, user.id, since) if start <= e.at <= now]
    profile_week = sum(
        1
        for e in recent
        if e.kind is streaks.EventKind.PROFILE_CHECK and e.at.astimezone(zone).date() >= week_first
    )
    month = (today.year, today.month)
    structured_month = 0
    for e in recent:
        day = e.at.astimezone(zone).date()
        if streaks.is_structured_within_rules(e) and (day.year, day.month) == month:
            structured_month += 1
    gaps: tuple[timedelta, ...] = ()
    if totals.last_slip_at is not None:
        first = await _first_checkin(session, user.id, totals.last_slip_at, now)
        if first is not None:
            gaps = (first - totals.last_slip_at,)
    previous = None
    if totals.last_slip_at is not None:
        previous = streaks.streak_days(
            totals.previous_slip_at or start,
            totals.last_slip_at,
            zone,
            after_slip=totals.previous_slip_at is not None,
        )
    return streaks.StreakStats(
        current_days=current_days,
        current_hours=max(0, (now - current_start) // _ONE_HOUR),
        current_started_at=current_start,
        longest_days=max(totals.longest_closed_days, current_days),
        total_no_contact_days=total,
        slips=totals.slips,
        held_count=totals.held,
        profile_checks_this_week=profile_week,
        structured_this_month=structured_month,
        previous_streak_days=previous,
        slip_to_next_checkin=gaps,
        last_slip_at=totals.last_slip_at,
    )


def full_stats(
    user: User, rows: Sequence[ContactEvent], now: datetime, checkins: Sequence[datetime] = ()
) -> streaks.StreakStats:
    """The definition: every figure from every event (tests compare the stored figures to it)."""
    earliest = min((row.at for row in rows), default=None)
    basis = basis_of(user, earliest)
    return streaks.compute_stats(
        start=basis.start,
        events=[as_pure(row) for row in rows],
        now=now,
        zone=users.zone_of(user),
        profile_check_resets=basis.resets,
        checkins=checkins,
    )
