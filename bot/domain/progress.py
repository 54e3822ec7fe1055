"""Pure chart data: contact events and check-ins in, plain local values out.

Everything is turned into the person's own calendar here, so the drawing code never sees a
time zone: dates are local dates, times are naive local wall times. No I/O, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, tzinfo

from bot.domain import streaks
from bot.domain.craving import RANKED_TOOLS
from bot.domain.schedule import RiskyWindow

HOURS = 24
WEEKDAYS = 7


@dataclass(frozen=True)
class Stretch:
    """One no-contact streak, as local dates; the current one runs up to today."""

    start: date
    end: date
    current: bool

    @property
    def days(self) -> int:
        return (self.end - self.start).days


@dataclass(frozen=True)
class Timeline:
    stretches: tuple[Stretch, ...]
    contacts: tuple[date, ...]  # slips: contact that ended a streak
    structured: tuple[date, ...]  # contact inside the agreed rules
    held: tuple[date, ...]  # they reached out and the person held
    today: date

    @property
    def span_days(self) -> int:
        return (self.today - self.stretches[0].start).days if self.stretches else 0


def timeline(
    *,
    start: datetime,
    events: Iterable[streaks.ContactEvent],
    now: datetime,
    zone: tzinfo,
    profile_check_resets: bool = False,
) -> Timeline:
    """The streaks between `start` and `now` and the contact marks, as `bot.streaks` counts them."""
    window = sorted((e for e in events if start <= e.at <= now), key=lambda e: e.at)
    slips = [e.at for e in window if streaks.is_slip(e, profile_check_resets=profile_check_resets)]
    begins = [start, *slips]
    ends = [*slips, now]
    today = _day(now, zone)
    # Each stretch is its days without contact (bot.domain.streaks): from the start date, or
    # from the day after a slip, up to the next slip's day or today.
    stretches = tuple(
        Stretch(
            min(streaks.first_day(b, zone, after_slip=index > 0), _day(e, zone)),
            _day(e, zone),
            current=index == len(slips),
        )
        for index, (b, e) in enumerate(zip(begins, ends, strict=True))
    )
    return Timeline(
        stretches=stretches if start <= now else (),
        contacts=tuple(_day(at, zone) for at in slips),
        structured=tuple(_day(e.at, zone) for e in window if streaks.is_structured_within_rules(e)),
        held=tuple(_day(e.at, zone) for e in window if e.kind is streaks.EventKind.HELD),
        today=today,
    )


@dataclass(frozen=True)
class HourSpan:
    """A risky window as hours on the clock face of one weekday row (never crosses midnight)."""

    weekday: int
    start: float
    end: float


@dataclass(frozen=True)
class HeatMap:
    """Check-ins by local weekday (rows, Monday first) and hour (columns)."""

    counts: tuple[tuple[int, ...], ...]
    risky: tuple[HourSpan, ...]

    @property
    def total(self) -> int:
        return sum(sum(row) for row in self.counts)


def heat_map(
    moments: Iterable[datetime], zone: tzinfo, windows: Sequence[RiskyWindow] = ()
) -> HeatMap:
    grid = [[0] * HOURS for _ in range(WEEKDAYS)]
    for moment in moments:
        local = moment.astimezone(zone)
        grid[local.weekday()][local.hour] += 1
    spans = [span for window in windows for span in window_spans(window)]
    return HeatMap(tuple(tuple(row) for row in grid), tuple(sorted(set(spans), key=_span_key)))


def window_spans(window: RiskyWindow) -> list[HourSpan]:
    """Where a daily window lies on the week grid; one crossing midnight wraps to the next row."""
    start, end = _hours(window.start), _hours(window.end)
    spans: list[HourSpan] = []
    for weekday in range(WEEKDAYS):
        if not window.starts_on(weekday):
            continue
        if end > start:
            spans.append(HourSpan(weekday, start, end))
            continue
        spans.append(HourSpan(weekday, start, float(HOURS)))
        if end > 0:
            spans.append(HourSpan((weekday + 1) % WEEKDAYS, 0.0, end))
    return spans


@dataclass(frozen=True)
class Checkin:
    """One craving check-in: when it started, the ratings (0–10) and the tools used."""

    started_at: datetime
    before: int | None
    after: int | None
    tools: tuple[str, ...] = ()

    @property
    def drop(self) -> int | None:
        if self.before is None or self.after is None:
            return None
        return self.before - self.after


@dataclass(frozen=True)
class Rating:
    at: datetime  # naive local wall time
    before: int
    after: int


@dataclass(frozen=True)
class ToolDrop:
    tool: str
    mean_drop: float
    uses: int


@dataclass(frozen=True)
class Intensity:
    ratings: tuple[Rating, ...]  # oldest first
    tools: tuple[ToolDrop, ...]  # biggest mean drop first


def intensity(checkins: Iterable[Checkin], zone: tzinfo) -> Intensity:
    rated = [c for c in checkins if c.before is not None and c.after is not None]
    rated.sort(key=lambda c: c.started_at)
    ratings = tuple(
        Rating(_wall(c.started_at, zone), c.before, c.after)
        for c in rated
        if c.before is not None and c.after is not None
    )
    return Intensity(ratings, tool_drops(rated))


def tool_drops(
    checkins: Iterable[Checkin], order: Sequence[str] = RANKED_TOOLS
) -> tuple[ToolDrop, ...]:
    """Mean drop (before minus after) for each tool used in rated check-ins, biggest first.

    A check-in where several tools were used counts for each of them. Ties go to the tool
    used more often, then to the default order.
    """
    drops: dict[str, list[int]] = {}
    for checkin in checkins:
        drop = checkin.drop
        if drop is None:
            continue
        for tool in set(checkin.tools):
            if tool in order:
                drops.setdefault(tool, []).append(drop)
    found = [ToolDrop(tool, sum(d) / len(d), len(d)) for tool, d in drops.items()]
    found.sort(key=lambda t: (-t.mean_drop, -t.uses, order.index(t.tool)))
    return tuple(found)


def _day(instant: datetime, zone: tzinfo) -> date:
    return instant.astimezone(zone).date()


def _wall(instant: datetime, zone: tzinfo) -> datetime:
    return instant.astimezone(zone).replace(tzinfo=None)


def _hours(wall: time) -> float:
    return wall.hour + wall.minute / 60


def _span_key(span: HourSpan) -> tuple[int, float, float]:
    return (span.weekday, span.start, span.end)
