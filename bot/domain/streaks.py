"""Pure no-contact streak math: contact events in, plain figures out.

"Events, not a counter": every figure is derived from the list of contact
events, so nothing here stores state, does I/O or reads the clock.

Every figure counts *days without contact*, defined once (calendar maths in the
person's zone):

* A **day without contact** is a whole local day, on or after the start date and
  before today, with no slip in it. Today is not counted yet: it counts once it
  is over. So a slip never takes away a day already counted, and a second slip
  on the same day changes nothing.
* A **streak** is a run of days without contact. The first begins on the start
  date; a slip ends the one running, and the next begins the day after the
  slip (the slip's own day is not a day without contact).
* **Current streak**: the days of the running streak, up to yesterday
  (``current_hours`` counts the hours since the start or the last slip, for
  the first day). **Longest streak**: the longest run, the current one too.
  **Previous streak**: the run the last slip ended.
* **Days without contact in all**: every such day; it is the sum of all the
  streaks, so ``current <= longest <= total <= days since the start date``, and
  with no slip ``current == longest == total``.
* **Slips** (shown as fresh starts): how many slips there were, one per slip.
* Events before ``start`` or after ``now`` are ignored for every figure.
* A structured event with ``within_rules=None`` is treated as within the
  rules; only an explicit ``False`` makes it a slip.

``tests/unit/test_streaks.py`` checks these agree on random histories.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta, tzinfo
from enum import StrEnum
from typing import Final


class EventKind(StrEnum):
    """What kind of contact happened."""

    REACHED_OUT = "reached_out"  # I reached out: a slip
    REPLIED = "replied"  # they reached out and I replied: a slip
    HELD = "held"  # they reached out and I held: a win
    PROFILE_CHECK = "profile_check"  # I looked at their profile: slip only if set
    STRUCTURED = "structured"  # structured contact, e.g. co-parenting


CHANNELS: Final[tuple[str, ...]] = ("text", "call", "in_person", "social", "app", "email")
"""Known values for ``ContactEvent.channel`` (informational, not used for math)."""

MILESTONES: Final[tuple[int, ...]] = (1, 3, 7, 14, 30, 60, 90, 180, 365)
"""Milestones in days; after the last one they continue yearly (730, 1095, ...)."""

_YEAR_DAYS: Final = 365
_WEEK_DAYS: Final = 7
_ONE_HOUR: Final = timedelta(hours=1)
_ALWAYS_SLIPS: Final = frozenset({EventKind.REACHED_OUT, EventKind.REPLIED})


@dataclass(frozen=True)
class ContactEvent:
    """One contact event at an aware instant."""

    at: datetime
    kind: EventKind
    within_rules: bool | None = None
    channel: str | None = None

    def __post_init__(self) -> None:
        _require_aware(self.at, "at")
        object.__setattr__(self, "kind", EventKind(self.kind))


@dataclass(frozen=True)
class StreakStats:
    """Every figure derived from the events; datetimes are UTC."""

    current_days: int
    current_hours: int
    current_started_at: datetime
    longest_days: int
    total_no_contact_days: int
    slips: int
    held_count: int
    profile_checks_this_week: int
    structured_this_month: int
    previous_streak_days: int | None
    slip_to_next_checkin: tuple[timedelta, ...]
    last_slip_at: datetime | None


def is_slip(event: ContactEvent, *, profile_check_resets: bool) -> bool:
    """Whether ``event`` ends the current streak."""
    if event.kind in _ALWAYS_SLIPS:
        return True
    if event.kind is EventKind.PROFILE_CHECK:
        return profile_check_resets
    if event.kind is EventKind.STRUCTURED:
        return event.within_rules is False
    return False


def is_structured_within_rules(event: ContactEvent) -> bool:
    """Whether ``event`` is structured contact that stayed inside the rules."""
    return event.kind is EventKind.STRUCTURED and event.within_rules is not False


def local_days_between(earlier: datetime, later: datetime, zone: tzinfo) -> int:
    """Local midnights passed from ``earlier`` to ``later`` (never negative)."""
    return max(0, (_local_date(later, zone) - _local_date(earlier, zone)).days)


def first_day(begin: datetime, zone: tzinfo, *, after_slip: bool) -> date:
    """The first day of a streak that began at ``begin``: the start date itself, or the day
    after a slip (the slip's own day is not a day without contact)."""
    return _local_date(begin, zone) + timedelta(days=1 if after_slip else 0)


def streak_days(begin: datetime, end: datetime, zone: tzinfo, *, after_slip: bool) -> int:
    """Days without contact of a streak that began at ``begin`` (the start, or a slip when
    ``after_slip``) and ran until ``end`` (the next slip, or now): whole local days from its
    first day up to the day of ``end``, that day not included."""
    return max(0, (_local_date(end, zone) - first_day(begin, zone, after_slip=after_slip)).days)


def total_days(start_day: date, slip_days: Iterable[date], today: date) -> int:
    """Days without contact in all: local days from ``start_day`` up to yesterday without a
    slip. Equal to the sum of every streak's days."""
    slipped = {day for day in slip_days if start_day <= day < today}
    return total_days_counted(start_day, today, len(slipped))


def total_days_counted(start_day: date, today: date, slip_days_before_today: int) -> int:
    """``total_days`` from how many distinct days before today, on or after the start date,
    had a slip (what the stored totals keep)."""
    if today <= start_day:
        return 0
    return max(0, (today - start_day).days - slip_days_before_today)


def compute_stats(
    *,
    start: datetime,
    events: Iterable[ContactEvent],
    now: datetime,
    zone: tzinfo,
    profile_check_resets: bool = False,
    checkins: Iterable[datetime] = (),
) -> StreakStats:
    """Derive all streak figures from ``events`` as seen at ``now`` in ``zone``.

    A ``start`` after ``now`` yields zero-length figures.
    """
    start, now = _as_utc(start, "start"), _as_utc(now, "now")
    in_utc = (replace(e, at=e.at.astimezone(UTC)) for e in events)
    window = sorted((e for e in in_utc if start <= e.at <= now), key=_event_key)
    slips = [e.at for e in window if is_slip(e, profile_check_resets=profile_check_resets)]
    lengths = _streak_lengths(start, slips, now, zone)
    current_start = slips[-1] if slips else start
    today = _local_date(now, zone)
    slip_days = (_local_date(s, zone) for s in slips)
    return StreakStats(
        current_days=lengths[-1],
        current_hours=max(0, (now - current_start) // _ONE_HOUR),
        current_started_at=current_start,
        longest_days=max(lengths),
        total_no_contact_days=total_days(_local_date(start, zone), slip_days, today),
        slips=len(slips),
        held_count=sum(1 for e in window if e.kind is EventKind.HELD),
        profile_checks_this_week=_profile_checks_this_week(window, today, zone),
        structured_this_month=_structured_this_month(window, today, zone),
        previous_streak_days=lengths[-2] if slips else None,
        slip_to_next_checkin=_slip_to_next_checkin(slips, checkins, now),
        last_slip_at=slips[-1] if slips else None,
    )


def is_milestone(days: int) -> bool:
    """Whether a streak of ``days`` days is a milestone."""
    return days in MILESTONES or (days > _YEAR_DAYS and days % _YEAR_DAYS == 0)


def milestone_days_after(days: int) -> int:
    """The next milestone strictly greater than ``days``."""
    for milestone in MILESTONES:
        if milestone > days:
            return milestone
    return (days // _YEAR_DAYS + 1) * _YEAR_DAYS


def milestone_date(
    streak_start: datetime, n_days: int, zone: tzinfo, *, after_slip: bool = False
) -> date:
    """Local date on which a streak started at ``streak_start`` (a slip when ``after_slip``)
    reaches ``n_days`` days without contact."""
    _require_aware(streak_start, "streak_start")
    if n_days < 0:
        raise ValueError("n_days must not be negative")
    return first_day(streak_start, zone, after_slip=after_slip) + timedelta(days=n_days)


def _require_aware(value: datetime, name: str) -> None:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(f"{name} must be a timezone-aware datetime")


def _as_utc(value: datetime, name: str) -> datetime:
    """Aware ``value`` as UTC, so arithmetic is real elapsed time."""
    _require_aware(value, name)
    return value.astimezone(UTC)


def _local_date(instant: datetime, zone: tzinfo) -> date:
    return instant.astimezone(zone).date()


def _event_key(event: ContactEvent) -> tuple[datetime, str, int, str]:
    """Total order so that insertion order never matters."""
    rules = {None: 0, False: 1, True: 2}[event.within_rules]
    return (event.at, str(event.kind), rules, event.channel or "")


def _streak_lengths(
    start: datetime, slips: Sequence[datetime], now: datetime, zone: tzinfo
) -> list[int]:
    """Days of every streak, oldest first; the last one is current."""
    begins = [start, *slips]
    ends = [*slips, now]
    return [
        streak_days(b, e, zone, after_slip=index > 0)
        for index, (b, e) in enumerate(zip(begins, ends, strict=True))
    ]


def _profile_checks_this_week(window: Sequence[ContactEvent], today: date, zone: tzinfo) -> int:
    """Profile checks over the last seven local days, today included."""
    first_day = today - timedelta(days=_WEEK_DAYS - 1)
    return sum(
        1
        for e in window
        if e.kind is EventKind.PROFILE_CHECK and _local_date(e.at, zone) >= first_day
    )


def _structured_this_month(window: Sequence[ContactEvent], today: date, zone: tzinfo) -> int:
    """Structured contact within the rules in the current local month."""
    month = (today.year, today.month)
    return sum(
        1
        for e in window
        if is_structured_within_rules(e) and _month_of(_local_date(e.at, zone)) == month
    )


def _month_of(day: date) -> tuple[int, int]:
    return (day.year, day.month)


def _slip_to_next_checkin(
    slips: Sequence[datetime], checkins: Iterable[datetime], now: datetime
) -> tuple[timedelta, ...]:
    """For each slip, time until the first check-in at or after it (if any)."""
    ordered = sorted(_checked_checkins(checkins, now))
    gaps: list[timedelta] = []
    for slip in slips:
        index = bisect.bisect_left(ordered, slip)
        if index < len(ordered):
            gaps.append(ordered[index] - slip)
    return tuple(gaps)


def _checked_checkins(checkins: Iterable[datetime], now: datetime) -> list[datetime]:
    in_utc = (_as_utc(checkin, "checkin") for checkin in checkins)
    return [checkin for checkin in in_utc if checkin <= now]
