"""The weekly look back, pure: the last seven local days in figures, nothing anyone wrote.

The week is the seven local calendar days ending on the day of `now` (the look back goes out
in the evening, so today counts). Days before the no-contact start, or the first day the
person used the bot, are not counted at all rather than counted as lost.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, tzinfo
from zoneinfo import ZoneInfo

from bot.domain import schedule, streaks
from bot.domain.progress import Checkin, tool_drops

WEEK_DAYS = 7
# The evenings on offer in /settings, and the one used when none was picked.
TIMES = (time(18, 0), time(19, 0), time(20, 0), time(21, 0))
DEFAULT_AT = time(19, 0)
# A look back deferred past quiet hours may still go out the next morning, not later.
LATENESS = timedelta(hours=16)


def next_look_back(weekday: int, at: time, zone: ZoneInfo, after: datetime) -> datetime:
    """The first local `weekday` at `at` strictly after `after` (UTC; DST gaps resolved)."""
    if not 0 <= weekday < WEEK_DAYS:
        raise ValueError("weekday out of range")
    first = schedule.local_day(after, zone) - timedelta(days=1)
    for offset in range(WEEK_DAYS + 2):
        day = first + timedelta(days=offset)
        if day.weekday() == weekday:
            due = schedule.resolve_local(day, at, zone)
            if due > after:
                return due
    raise AssertionError("a weekday comes round within nine days")  # pragma: no cover


@dataclass(frozen=True)
class Day:
    day: date
    counted: bool  # on or after the start, up to today
    held: bool  # counted, and no contact that ended a streak
    cravings: int


@dataclass(frozen=True)
class WeeklySummary:
    days: tuple[Day, ...]  # oldest first, always seven
    cravings: int
    rated: int  # check-ins with a rating before and after
    mean_drop: float | None  # over the rated ones
    best_tool: str | None  # the tool with the biggest mean drop this week, if any helped
    current_days: int

    @property
    def days_counted(self) -> int:
        return sum(1 for day in self.days if day.counted)

    @property
    def days_held(self) -> int:
        return sum(1 for day in self.days if day.held)

    @property
    def first_day(self) -> date:
        return self.days[0].day

    @property
    def last_day(self) -> date:
        return self.days[-1].day

    @property
    def is_empty(self) -> bool:
        """Nothing to look back on: no counted day and no check-in."""
        return self.days_counted == 0 and self.cravings == 0


def weekly_summary(
    *,
    start: datetime,
    events: Iterable[streaks.ContactEvent],
    checkins: Iterable[Checkin],
    now: datetime,
    zone: tzinfo,
    profile_check_resets: bool = False,
) -> WeeklySummary:
    today = now.astimezone(zone).date()
    first = today - timedelta(days=WEEK_DAYS - 1)
    all_events = list(events)
    stats = streaks.compute_stats(
        start=start,
        events=all_events,
        now=now,
        zone=zone,
        profile_check_resets=profile_check_resets,
    )
    slip_days = {
        e.at.astimezone(zone).date()
        for e in all_events
        if start <= e.at <= now and streaks.is_slip(e, profile_check_resets=profile_check_resets)
    }
    start_day = start.astimezone(zone).date()
    week = [
        c
        for c in checkins
        if c.started_at <= now and first <= c.started_at.astimezone(zone).date() <= today
    ]
    per_day: dict[date, int] = {}
    for checkin in week:
        local = checkin.started_at.astimezone(zone).date()
        per_day[local] = per_day.get(local, 0) + 1
    days = []
    for offset in range(WEEK_DAYS):
        day = first + timedelta(days=offset)
        counted = start_day <= day <= today
        days.append(Day(day, counted, counted and day not in slip_days, per_day.get(day, 0)))
    drops = [c.drop for c in week if c.drop is not None]
    helped = [t for t in tool_drops(week) if t.mean_drop > 0]
    return WeeklySummary(
        days=tuple(days),
        cravings=len(week),
        rated=len(drops),
        mean_drop=sum(drops) / len(drops) if drops else None,
        best_tool=helped[0].tool if helped else None,
        current_days=stats.current_days,
    )
