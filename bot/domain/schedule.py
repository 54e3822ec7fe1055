"""Pure schedule math for proactive check-ins: plain values in, plain values out.

No I/O, no clock reads.  Every "UTC" datetime is timezone-aware (results are
always in UTC); local calendar maths happens in the user's IANA zone.

Wall-time resolution (a local date + clock time -> one instant), used everywhere:

* An ambiguous time (autumn fold) takes its first occurrence (``fold=0``), and
  each local date yields one instant, so a fall-back day never fires twice.
* A non-existent time (spring gap) takes the first instant after the gap, i.e.
  the moment the clocks jump: 02:30 on 2026-03-29 in Europe/Berlin becomes
  03:00 CEST (01:00 UTC).  This deliberately differs from zoneinfo's default
  (which would give 03:30 CEST): on that day the wall clock passes the
  requested time exactly when it jumps.
* A lead (``start - lead``) is real elapsed time before the resolved start.

Weekdays are ``date.weekday()`` numbers (0 = Monday).  A risky window belongs
to the weekday of its local *start*.  Every rejected text input raises
:class:`ScheduleInputError` with a machine-readable ``reason``; naive datetimes
raise a plain ``ValueError`` (a programming error, not user input).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from typing import Final, Literal, TypeAlias
from zoneinfo import ZoneInfo

Reason = Literal["empty", "too_long", "format", "bad_time", "same_time", "bad_weekday", "bad_date"]
# How late a scheduled message may still go out: a span, until its local day ends, or always.
LatenessRule: TypeAlias = timedelta | Literal["same_local_day", "never"]
SAME_LOCAL_DAY: Final = "same_local_day"
NEVER_STALE: Final = "never"
DEFAULT_LATENESS: Final = timedelta(hours=2)

MAX_INPUT_CHARS: Final = 200
DEFAULT_LEAD: Final = timedelta(minutes=10)
MAX_LEAD: Final = timedelta(hours=12)
DEFAULT_EVE_AT: Final = time(19, 0)
DEFAULT_DAY_AT: Final = time(9, 0)
DEFAULT_AFTER_AT: Final = time(10, 0)
LEARN_MIN_CHECKINS: Final = 5
LEARN_MIN_CLUSTER: Final = 3
LEARN_SPAN_HOURS: Final = 2
ALL_WEEKDAYS: Final = frozenset(range(7))
WEEKDAY_ABBRS: Final = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

_DAY_SECONDS: Final = 86_400
_EPSILON: Final = timedelta(microseconds=1)


class ScheduleInputError(ValueError):
    """User-typed schedule input could not be accepted."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason)
        self.reason: Reason = reason


class ReminderKind(StrEnum):
    """What a scheduled proactive message is for."""

    RISKY_PROMPT = "risky_prompt"
    ANNIVERSARY_EVE = "anniversary_eve"
    ANNIVERSARY_DAY = "anniversary_day"
    ANNIVERSARY_AFTER = "anniversary_after"
    DAILY_CHECKIN = "daily_checkin"
    CRAVING_FOLLOWUP = "craving_followup"
    LETTER_QUESTION = "letter_question"
    MILESTONE = "milestone"


ANNIVERSARY_KINDS: Final = (
    ReminderKind.ANNIVERSARY_EVE,
    ReminderKind.ANNIVERSARY_DAY,
    ReminderKind.ANNIVERSARY_AFTER,
)
_ANNIVERSARY_SHIFT: Final = {
    ReminderKind.ANNIVERSARY_EVE: -1,
    ReminderKind.ANNIVERSARY_DAY: 0,
    ReminderKind.ANNIVERSARY_AFTER: 1,
}
_KIND_ORDER: Final = {kind: position for position, kind in enumerate(ReminderKind)}


# --- value types ---------------------------------------------------------------------------


@dataclass(frozen=True)
class RiskyWindow:
    """A daily local time range (may cross midnight); empty ``weekdays`` means every day."""

    start: time
    end: time
    weekdays: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        _check_clock(self.start)
        _check_clock(self.end)
        if self.start == self.end:
            raise ScheduleInputError("same_time")
        days = frozenset(self.weekdays)
        if not days <= ALL_WEEKDAYS:
            raise ScheduleInputError("bad_weekday")
        object.__setattr__(self, "weekdays", frozenset() if days == ALL_WEEKDAYS else days)

    @property
    def crosses_midnight(self) -> bool:
        """True when the window ends on the day after it starts."""
        return self.end < self.start

    def starts_on(self, weekday: int) -> bool:
        """Whether the window may start on ``weekday``."""
        return not self.weekdays or weekday in self.weekdays


@dataclass(frozen=True)
class Anniversary:
    """A yearly date; ``year`` is informational (the original event) and not scheduled on."""

    month: int
    day: int
    year: int | None = None

    def __post_init__(self) -> None:
        if not _valid_date(self.year, self.month, self.day):
            raise ScheduleInputError("bad_date")


@dataclass(frozen=True)
class QuietHours:
    """Local hours without proactive messages (may cross midnight; start == end disables)."""

    start: time = time(23, 0)
    end: time = time(7, 0)

    def __post_init__(self) -> None:
        _check_clock(self.start)
        _check_clock(self.end)

    @property
    def enabled(self) -> bool:
        """False when ``start == end``."""
        return self.start != self.end

    def contains(self, wall: time) -> bool:
        """Whether a local wall-clock time is quiet."""
        return self.enabled and _on_arc(_seconds(wall), _seconds(self.start), _seconds(self.end))


@dataclass(frozen=True)
class Occurrence:
    """One upcoming reminder; ``index`` points into the input sequence of its kind."""

    due_utc: datetime
    kind: ReminderKind
    index: int = 0


# --- wall-time resolution ------------------------------------------------------------------


def local_day(at_utc: datetime, zone: ZoneInfo) -> date:
    """The user's local calendar date at an instant."""
    return _local(at_utc, zone).date()


def local_day_bounds(day: date, zone: ZoneInfo) -> tuple[datetime, datetime]:
    """UTC ``[start, end)`` of a local calendar date (23 or 25 hours on DST days)."""
    return resolve_local(day, time(0), zone), resolve_local(day + timedelta(days=1), time(0), zone)


def resolve_local(day: date, at: time, zone: ZoneInfo) -> datetime:
    """The UTC instant of a local wall time (fold -> first occurrence, gap -> gap end)."""
    return _instants(day, at, zone)[0]


def _instants(day: date, at: time, zone: ZoneInfo) -> tuple[datetime, ...]:
    """Every UTC instant showing ``at`` on ``day``: two in a fold, the gap end in a gap."""
    naive = datetime.combine(day, at.replace(tzinfo=None, fold=0))
    first = naive.replace(tzinfo=zone).astimezone(UTC)
    second = naive.replace(tzinfo=zone, fold=1).astimezone(UTC)
    if first == second:
        return (first,)
    if first < second:
        return (first, second)
    return (_gap_end(second, first, zone),)


def _gap_end(before: datetime, after: datetime, zone: ZoneInfo) -> datetime:
    """The transition instant between ``before`` (old offset) and ``after`` (new offset)."""
    target = after.astimezone(zone).utcoffset()
    low, high = math.floor(before.timestamp()), math.ceil(after.timestamp())
    while high - low > 1:
        middle = (low + high) // 2
        if datetime.fromtimestamp(middle, zone).utcoffset() == target:
            high = middle
        else:
            low = middle
    return datetime.fromtimestamp(high, UTC)


def _local(at_utc: datetime, zone: ZoneInfo) -> datetime:
    return _as_utc(at_utc).astimezone(zone)


def _as_utc(value: datetime) -> datetime:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("expected a timezone-aware datetime")
    return value.astimezone(UTC)


def _check_clock(value: time) -> None:
    if value.tzinfo is not None:
        raise ScheduleInputError("bad_time")


def _seconds(wall: time) -> int:
    return wall.hour * 3600 + wall.minute * 60 + wall.second


def _on_arc(point: int, start: int, end: int) -> bool:
    """Whether ``point`` lies on the half-open circular arc ``[start, end)`` of a day."""
    return (point - start) % _DAY_SECONDS < (end - start) % _DAY_SECONDS


def _first_after(after_utc: datetime, candidates: Iterable[datetime]) -> datetime:
    """The first of increasing ``candidates`` strictly after ``after_utc``."""
    for candidate in candidates:
        if candidate > after_utc:
            return candidate
    raise AssertionError("candidate range too short")  # pragma: no cover


def _days_from(first: date, count: int) -> Iterable[date]:
    return (first + timedelta(days=offset) for offset in range(count))


# --- next occurrences ----------------------------------------------------------------------


def next_risky_prompt(
    window: RiskyWindow, zone: ZoneInfo, after_utc: datetime, lead: timedelta = DEFAULT_LEAD
) -> datetime:
    """The next prompt (resolved window start minus ``lead``) strictly after ``after_utc``.

    ``lead`` must lie in ``[0, MAX_LEAD]`` (ValueError otherwise).
    """
    if not timedelta(0) <= lead <= MAX_LEAD:
        raise ValueError("lead must be between 0 and 12 hours")
    after = _as_utc(after_utc)
    days = _days_from(local_day(after, zone) - timedelta(days=1), 10)
    prompts = (
        resolve_local(day, window.start, zone) - lead
        for day in days
        if window.starts_on(day.weekday())
    )
    return _first_after(after, prompts)


def next_daily(at: time, zone: ZoneInfo, after_utc: datetime) -> datetime:
    """The next local ``at`` strictly after ``after_utc``."""
    after = _as_utc(after_utc)
    days = _days_from(local_day(after, zone) - timedelta(days=1), 4)
    return _first_after(after, (resolve_local(day, at, zone) for day in days))


def anniversary_date(anniversary: Anniversary, year: int) -> date:
    """The anniversary in ``year``; 29 February falls on 28 February in non-leap years."""
    day = anniversary.day
    if not _valid_date(year, anniversary.month, day):
        day -= 1
    return date(year, anniversary.month, day)


def next_anniversary_reminder(
    anniversary: Anniversary,
    kind: ReminderKind,
    zone: ZoneInfo,
    after_utc: datetime,
    *,
    eve_at: time = DEFAULT_EVE_AT,
    day_at: time = DEFAULT_DAY_AT,
    after_at: time = DEFAULT_AFTER_AT,
) -> datetime:
    """The next reminder of one anniversary kind strictly after ``after_utc``."""
    if kind not in _ANNIVERSARY_SHIFT:
        raise ValueError(f"not an anniversary kind: {kind}")
    at = {
        ReminderKind.ANNIVERSARY_EVE: eve_at,
        ReminderKind.ANNIVERSARY_DAY: day_at,
        ReminderKind.ANNIVERSARY_AFTER: after_at,
    }[kind]
    after = _as_utc(after_utc)
    shift = timedelta(days=_ANNIVERSARY_SHIFT[kind])
    first_year = local_day(after, zone).year - 1
    days = (
        anniversary_date(anniversary, year) + shift for year in range(first_year, first_year + 4)
    )
    return _first_after(after, (resolve_local(day, at, zone) for day in days))


def next_anniversary_reminders(
    anniversary: Anniversary,
    zone: ZoneInfo,
    after_utc: datetime,
    *,
    eve_at: time = DEFAULT_EVE_AT,
    day_at: time = DEFAULT_DAY_AT,
    after_at: time = DEFAULT_AFTER_AT,
) -> list[tuple[ReminderKind, datetime]]:
    """The next eve, day and after reminders (each strictly after ``after_utc``), by time."""
    found = [
        (
            kind,
            next_anniversary_reminder(
                anniversary, kind, zone, after_utc, eve_at=eve_at, day_at=day_at, after_at=after_at
            ),
        )
        for kind in ANNIVERSARY_KINDS
    ]
    return sorted(found, key=lambda pair: (pair[1], _KIND_ORDER[pair[0]]))


def in_risky_window(window: RiskyWindow, zone: ZoneInfo, at_utc: datetime) -> bool:
    """Whether the local wall time at ``at_utc`` is inside ``window``."""
    local = _local(at_utc, zone)
    if not _on_arc(_seconds(local.time()), _seconds(window.start), _seconds(window.end)):
        return False
    started_yesterday = window.crosses_midnight and local.time() < window.end
    start_day = local.date() - timedelta(days=1 if started_yesterday else 0)
    return window.starts_on(start_day.weekday())


# --- quiet hours ---------------------------------------------------------------------------


def in_quiet_hours(quiet: QuietHours, zone: ZoneInfo, at_utc: datetime) -> bool:
    """Whether the local wall time at ``at_utc`` is inside the quiet hours."""
    return quiet.contains(_local(at_utc, zone).time())


def defer_past_quiet_hours(quiet: QuietHours, zone: ZoneInfo, due_utc: datetime) -> datetime:
    """``due_utc`` moved to the end of the quiet hours it falls in; unchanged otherwise."""
    current = _as_utc(due_utc)
    for _ in range(4):
        if not in_quiet_hours(quiet, zone, current):
            return current
        current = _next_wall_instant(quiet.end, zone, current)
    return current  # pragma: no cover - needs two DST gaps on consecutive days


def _next_wall_instant(at: time, zone: ZoneInfo, after_utc: datetime) -> datetime:
    """The first instant strictly after ``after_utc`` showing ``at`` (any fold)."""
    days = _days_from(local_day(after_utc, zone) - timedelta(days=1), 4)
    return _first_after(after_utc, (inst for day in days for inst in _instants(day, at, zone)))


# --- staleness -----------------------------------------------------------------------------


def is_stale(rule: LatenessRule, due_utc: datetime, now_utc: datetime, zone: ZoneInfo) -> bool:
    """Whether a message due at ``due_utc`` is too late under ``rule`` to send at ``now_utc``."""
    due, now = _as_utc(due_utc), _as_utc(now_utc)
    if now <= due or rule == NEVER_STALE:
        return False
    if rule == SAME_LOCAL_DAY:
        return local_day(now, zone) != local_day(due, zone)
    return now - due > rule


# --- upcoming ------------------------------------------------------------------------------


def upcoming(
    zone: ZoneInfo,
    from_utc: datetime,
    until_utc: datetime,
    *,
    windows: Sequence[RiskyWindow] = (),
    anniversaries: Sequence[Anniversary] = (),
    daily_at: time | None = None,
    lead: timedelta = DEFAULT_LEAD,
    quiet: QuietHours | None = None,
    quiet_exempt: frozenset[ReminderKind] = frozenset({ReminderKind.RISKY_PROMPT}),
) -> list[Occurrence]:
    """Reminders scheduled in ``[from_utc, until_utc)``, sorted by send time.

    With ``quiet``, kinds not in ``quiet_exempt`` are shown deferred past quiet hours.
    """
    start, stop = _as_utc(from_utc), _as_utc(until_utc)
    found: list[Occurrence] = []
    for index, window in enumerate(windows):
        found += _window_occurrences(window, index, zone, lead, start, stop)
    for index, anniversary in enumerate(anniversaries):
        found += _anniversary_occurrences(anniversary, index, zone, start, stop)
    if daily_at is not None:
        found += _daily_occurrences(daily_at, zone, start, stop)
    if quiet is not None:
        found = [_deferred(item, quiet, quiet_exempt, zone) for item in found]
    return sorted(found, key=lambda item: (item.due_utc, _KIND_ORDER[item.kind], item.index))


def _series(
    next_after: Callable[[datetime], datetime], start: datetime, stop: datetime
) -> list[datetime]:
    found: list[datetime] = []
    current = next_after(start - _EPSILON)
    while current < stop:
        found.append(current)
        current = next_after(current)
    return found


def _window_occurrences(
    window: RiskyWindow,
    index: int,
    zone: ZoneInfo,
    lead: timedelta,
    start: datetime,
    stop: datetime,
) -> list[Occurrence]:
    def next_after(after: datetime) -> datetime:
        return next_risky_prompt(window, zone, after, lead)

    return [
        Occurrence(due, ReminderKind.RISKY_PROMPT, index)
        for due in _series(next_after, start, stop)
    ]


def _anniversary_occurrences(
    anniversary: Anniversary, index: int, zone: ZoneInfo, start: datetime, stop: datetime
) -> list[Occurrence]:
    found: list[Occurrence] = []
    for kind in ANNIVERSARY_KINDS:

        def next_after(after: datetime, kind: ReminderKind = kind) -> datetime:
            return next_anniversary_reminder(anniversary, kind, zone, after)

        found += [Occurrence(due, kind, index) for due in _series(next_after, start, stop)]
    return found


def _daily_occurrences(
    at: time, zone: ZoneInfo, start: datetime, stop: datetime
) -> list[Occurrence]:
    def next_after(after: datetime) -> datetime:
        return next_daily(at, zone, after)

    return [Occurrence(due, ReminderKind.DAILY_CHECKIN) for due in _series(next_after, start, stop)]


def _deferred(
    item: Occurrence, quiet: QuietHours, exempt: frozenset[ReminderKind], zone: ZoneInfo
) -> Occurrence:
    if item.kind in exempt:
        return item
    return Occurrence(defer_past_quiet_hours(quiet, zone, item.due_utc), item.kind, item.index)


# --- learned window ------------------------------------------------------------------------


def learned_window(
    checkin_times_utc: Sequence[datetime], zone: ZoneInfo, existing: Sequence[RiskyWindow]
) -> RiskyWindow | None:
    """A 2-hour on-the-hour window holding most check-ins, if it is a clear pattern.

    Needs ``LEARN_MIN_CHECKINS`` check-ins with ``LEARN_MIN_CLUSTER`` of them in one
    window that overlaps no existing window (weekdays ignored); ties -> earliest.
    """
    if len(checkin_times_utc) < LEARN_MIN_CHECKINS:
        return None
    points = [_seconds(_local(moment, zone).time()) for moment in checkin_times_utc]
    best: RiskyWindow | None = None
    best_count = LEARN_MIN_CLUSTER - 1
    for hour in range(24):
        candidate = RiskyWindow(time(hour), time((hour + LEARN_SPAN_HOURS) % 24))
        if any(_windows_overlap(candidate, other) for other in existing):
            continue
        start, end = _seconds(candidate.start), _seconds(candidate.end)
        count = sum(1 for point in points if _on_arc(point, start, end))
        if count > best_count:
            best, best_count = candidate, count
    return best


def _windows_overlap(first: RiskyWindow, second: RiskyWindow) -> bool:
    a_start, b_start = _seconds(first.start), _seconds(second.start)
    a_length = (_seconds(first.end) - a_start) % _DAY_SECONDS
    b_length = (_seconds(second.end) - b_start) % _DAY_SECONDS
    return (b_start - a_start) % _DAY_SECONDS < a_length or (
        a_start - b_start
    ) % _DAY_SECONDS < b_length


# --- parsing and formatting ----------------------------------------------------------------

_MERIDIEM: Final = r"(?:\s*[ap]\.?\s*m\.?)"
_CLOCK_TOKEN: Final = rf"(?:\d{{1,2}}(?:[:.h]\d{{2}}|h)?{_MERIDIEM}?|noon|midnight)"
_CLOCK_RE: Final = re.compile(
    r"(?P<hour>\d{1,2})(?:[:.h](?P<minute>\d{2})|h)?(?:\s*(?P<ap>[ap])\.?\s*m\.?)?", re.ASCII
)
_NAMED_CLOCKS: Final = {"noon": time(12, 0), "midnight": time(0, 0)}
_WINDOW_RE: Final = re.compile(
    rf"(?P<start>{_CLOCK_TOKEN})\s*(?:-|to|until|till)\s*(?P<end>{_CLOCK_TOKEN})"
    r"(?:[\s,]+(?P<days>.*))?",
    re.ASCII | re.DOTALL,
)
_DASHES: Final = str.maketrans({"–": "-", "—": "-", "−": "-", "‒": "-"})
_EVERY_DAY: Final = frozenset({"daily", "every day", "everyday", "all days", "any day", "all"})
_DAY_FILLERS: Final = frozenset({"on", "and", "only", "every"})
_DAY_NAMES: Final = {
    name: number
    for number, names in enumerate(
        (
            ("mon", "monday"),
            ("tue", "tues", "tuesday"),
            ("wed", "weds", "wednesday"),
            ("thu", "thur", "thurs", "thursday"),
            ("fri", "friday"),
            ("sat", "saturday"),
            ("sun", "sunday"),
        )
    )
    for name in names
}
_DAY_GROUPS: Final = {
    "weekdays": frozenset(range(5)),
    "weekday": frozenset(range(5)),
    "workdays": frozenset(range(5)),
    "weekends": frozenset({5, 6}),
    "weekend": frozenset({5, 6}),
}
_MONTHS: Final = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}
_REST: Final = r"(?P<rest>(?:[\s,:;\-–—].*)?)"
_ORDINAL: Final = r"(?:st|nd|rd|th)?"
_YMD_RE: Final = re.compile(
    rf"(?P<year>\d{{4}})(?P<sep>[-/.])(?P<a>\d{{1,2}})(?P=sep)(?P<b>\d{{1,2}}){_REST}",
    re.ASCII | re.DOTALL,
)
_NUMERIC_RE: Final = re.compile(
    rf"(?P<a>\d{{1,2}})(?P<sep>[-/.])(?P<b>\d{{1,2}})(?:(?P=sep)(?P<year>\d{{4}}))?{_REST}",
    re.ASCII | re.DOTALL,
)
_MONTH_DAY_RE: Final = re.compile(
    rf"(?P<month>[a-z]+)\.?\s+(?P<day>\d{{1,2}}){_ORDINAL}(?:,?\s+(?P<year>\d{{4}}))?{_REST}",
    re.ASCII | re.DOTALL | re.IGNORECASE,
)
_DAY_MONTH_RE: Final = re.compile(
    rf"(?P<day>\d{{1,2}}){_ORDINAL}\s+(?:of\s+)?(?P<month>[a-z]+)\.?(?:,?\s+(?P<year>\d{{4}}))?{_REST}",
    re.ASCII | re.DOTALL | re.IGNORECASE,
)
_LABEL_STRIP: Final = " \t\n,:;-–—"


def _clean(text: str) -> str:
    cleaned = " ".join(text.split())
    if not cleaned:
        raise ScheduleInputError("empty")
    if len(cleaned) > MAX_INPUT_CHARS:
        raise ScheduleInputError("too_long")
    return cleaned


def parse_clock(text: str) -> time:
    """Parse a local clock time: "21:30", "9", "9pm", "9 pm", "21.30", "21h", "21h30",
    "9:30 a.m.", "noon"."""
    cleaned = _clean(text).lower()
    if cleaned in _NAMED_CLOCKS:
        return _NAMED_CLOCKS[cleaned]
    match = _CLOCK_RE.fullmatch(cleaned)
    if match is None:
        raise ScheduleInputError("bad_time")
    hour, minute = int(match["hour"]), int(match["minute"] or 0)
    if match["ap"] is not None:
        if not 1 <= hour <= 12:
            raise ScheduleInputError("bad_time")
        hour = hour % 12 + (12 if match["ap"] == "p" else 0)
    if hour > 23 or minute > 59:
        raise ScheduleInputError("bad_time")
    return time(hour, minute)


def format_clock(value: time) -> str:
    """24-hour "HH:MM"."""
    return f"{value.hour:02d}:{value.minute:02d}"


def parse_window(text: str) -> RiskyWindow:
    """Parse "22:00-02:00", "10pm-2am", "9-11pm", "21:30-23:00 sat,sun", "9-10 weekdays".

    A bare start hour before an am/pm end takes whichever meridiem gives the
    shorter window ("9-11pm" is 21:00-23:00, "8-10am" is 08:00-10:00).
    """
    cleaned = _clean(text).lower().translate(_DASHES)
    match = _WINDOW_RE.fullmatch(cleaned)
    if match is None:
        raise ScheduleInputError("format")
    end = parse_clock(match["end"])
    start = _window_start(match["start"], end, re.search(_MERIDIEM, match["end"]) is not None)
    days = _parse_weekdays(match["days"]) if match["days"] else frozenset()
    return RiskyWindow(start, end, days)


def _window_start(token: str, end: time, end_has_meridiem: bool) -> time:
    if not end_has_meridiem or re.fullmatch(r"\d{1,2}(?:[:.h]\d{2})?", token) is None:
        return parse_clock(token)
    options: list[time] = []
    for suffix in ("am", "pm"):
        try:
            options.append(parse_clock(token + suffix))
        except ScheduleInputError:
            continue
    if not options:
        return parse_clock(token)
    # Shortest non-empty duration; the "- 1" ranks a zero-length window last.
    return min(options, key=lambda start: (_seconds(end) - _seconds(start) - 1) % _DAY_SECONDS)


def _parse_weekdays(text: str) -> frozenset[int]:
    spec = re.sub(r"\s*-\s*", "-", text.strip(" ,"))
    if spec in _EVERY_DAY:
        return frozenset()
    tokens = [token for token in re.split(r"[\s,/&+]+", spec) if token not in _DAY_FILLERS]
    if not tokens:
        raise ScheduleInputError("bad_weekday")
    days: set[int] = set()
    for token in tokens:
        days |= _weekday_token(token)
    return frozenset(days)


def _weekday_token(token: str) -> frozenset[int]:
    if token in _DAY_GROUPS:
        return _DAY_GROUPS[token]
    first, dash, last = token.partition("-")
    if not dash:
        return frozenset({_weekday(token)})
    start, stop = _weekday(first), _weekday(last)
    return frozenset((start + offset) % 7 for offset in range((stop - start) % 7 + 1))


def _weekday(name: str) -> int:
    for candidate in (name, name.removesuffix("s")):
        if candidate in _DAY_NAMES:
            return _DAY_NAMES[candidate]
    raise ScheduleInputError("bad_weekday")


def format_window(window: RiskyWindow) -> str:
    """Plain "22:00–02:00, Mon–Fri"; every-day windows show only the times."""
    times = f"{format_clock(window.start)}–{format_clock(window.end)}"
    return f"{times}, {format_weekdays(window.weekdays)}" if window.weekdays else times


def format_weekdays(weekdays: frozenset[int]) -> str:
    """Monday-first abbreviations; runs of three or more as "Mon–Fri"."""
    parts: list[str] = []
    for run in _runs(sorted(weekdays)):
        if len(run) >= 3:
            parts.append(f"{WEEKDAY_ABBRS[run[0]]}–{WEEKDAY_ABBRS[run[-1]]}")
        else:
            parts += [WEEKDAY_ABBRS[day] for day in run]
    return ", ".join(parts)


def _runs(days: list[int]) -> list[list[int]]:
    runs: list[list[int]] = []
    for day in days:
        if runs and runs[-1][-1] == day - 1:
            runs[-1].append(day)
        else:
            runs.append([day])
    return runs


def parse_anniversary(text: str) -> tuple[Anniversary, str]:
    """Parse "02-14 label", "2024-09-10 label", "14.02 label", "feb 14 label" -> (date, label).

    "MM-DD" is month first, "DD.MM" and "DD/MM" day first (as in ``bot.domain.when``); when
    that order is impossible but the swapped one is valid ("14-02"), it is swapped.
    """
    cleaned = _clean(text)
    for parse in (_parse_ymd, _parse_numeric, _parse_month_name):
        result = parse(cleaned)
        if result is not None:
            anniversary, rest = result
            return anniversary, rest.strip(_LABEL_STRIP)
    raise ScheduleInputError("format")


def _parse_ymd(text: str) -> tuple[Anniversary, str] | None:
    match = _YMD_RE.fullmatch(text)
    if match is None:
        return None
    year, month, day = int(match["year"]), int(match["a"]), int(match["b"])
    return Anniversary(month, day, year), match["rest"]


def _parse_numeric(text: str) -> tuple[Anniversary, str] | None:
    match = _NUMERIC_RE.fullmatch(text)
    if match is None:
        return None
    a, b = int(match["a"]), int(match["b"])
    year = int(match["year"]) if match["year"] else None
    month, day = (a, b) if match["sep"] == "-" else (b, a)
    if not _valid_date(year, month, day) and _valid_date(year, day, month):
        month, day = day, month
    return Anniversary(month, day, year), match["rest"]


def _parse_month_name(text: str) -> tuple[Anniversary, str] | None:
    for pattern in (_MONTH_DAY_RE, _DAY_MONTH_RE):
        match = pattern.fullmatch(text)
        if match is not None and match["month"].lower() in _MONTHS:
            year = int(match["year"]) if match["year"] else None
            month = _MONTHS[match["month"].lower()]
            return Anniversary(month, int(match["day"]), year), match["rest"]
    return None


def _valid_date(year: int | None, month: int, day: int) -> bool:
    """Whether the date exists (any leap year when ``year`` is None)."""
    try:
        date(2000 if year is None else year, month, day)
    except ValueError:
        return False
    return True
