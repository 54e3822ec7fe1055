"""Pure parsing of user-typed dates and times (backdating, no-contact start).

Every rejected input raises :class:`WhenError` with a machine-readable
``reason``; no other exception escapes for any text input.

Conventions:

* Numeric dates are day first (``1.11.2026``, ``01/11/2026``); ISO
  ``2026-11-01`` is year first.  Dates without a year mean the most recent
  such date not after today.
* A plain date as an event time means 12:00 that day.  Vague phrases that
  land on today ("today", "this morning", ...) are clamped to ``now`` once
  that part of the day has begun, instead of being rejected as future.
* Day parts: morning 09:00, afternoon 15:00, evening 19:00, night 22:00
  ("last night" is 22:00 the previous day).
* "N hours/minutes ago" is real elapsed time; "N days/weeks/months/years
  ago" is calendar arithmetic on local dates.
* Local wall times are built in ``now_local``'s zone and normalised through
  UTC, so times in a DST gap move forward and ambiguous times take the
  first occurrence.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Final, Literal

Reason = Literal["empty", "format", "invalid_date", "future", "too_old", "too_long", "ambiguous"]

MAX_INPUT_CHARS: Final = 100
MAX_YEARS_BACK: Final = 50


class WhenError(ValueError):
    """A user-typed date or time could not be accepted."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason)
        self.reason: Reason = reason


@dataclass(frozen=True)
class _Clock:
    hour: int
    minute: int
    meridiem: str | None


@dataclass(frozen=True)
class _DayPart:
    starts_at: int
    default_hour: int


_MONTH_NAMES: Final = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTHS: Final[dict[str, int]] = {
    alias: number for number, name in enumerate(_MONTH_NAMES, start=1) for alias in (name, name[:3])
} | {"sept": 9}

_NUMBER_WORDS: Final[dict[str, int]] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}

_DAY_PARTS: Final[dict[str, _DayPart]] = {
    "morning": _DayPart(starts_at=5, default_hour=9),
    "afternoon": _DayPart(starts_at=12, default_hour=15),
    "evening": _DayPart(starts_at=17, default_hour=19),
    "night": _DayPart(starts_at=21, default_hour=22),
}
_WHOLE_DAY: Final = _DayPart(starts_at=0, default_hour=12)
_NIGHT_ENDS_AT: Final = 6

_DAY_WORDS: Final[dict[str, int]] = {
    "today": 0,
    "yesterday": 1,
    "day before yesterday": 2,
    "the day before yesterday": 2,
    "tomorrow": -1,
}
_NOW_WORDS: Final = frozenset({"now", "just now", "right now"})

_NUM: Final = r"[0-9]+|" + "|".join(_NUMBER_WORDS)
_ORDINAL: Final = r"(?:st|nd|rd|th)?"
_YMD: Final = re.compile(r"([0-9]{4})([-/.])([0-9]{1,2})\2([0-9]{1,2})", re.ASCII)
_DMY: Final = re.compile(r"([0-9]{1,2})([-/.])([0-9]{1,2})(?:\2([0-9]{4}))?", re.ASCII)
_DAY_MONTH: Final = re.compile(
    rf"([0-9]{{1,2}}){_ORDINAL} (?:of )?([a-z]+)\.?(?: ([0-9]{{4}}))?", re.ASCII
)
_MONTH_DAY: Final = re.compile(rf"([a-z]+)\.? ([0-9]{{1,2}}){_ORDINAL}(?: ([0-9]{{4}}))?", re.ASCII)
_MONTH_ONLY: Final = re.compile(
    r"(last |in |early |mid |late )?([a-z]+)\.?(?: ([0-9]{4}))?", re.ASCII
)
_DAYS_AGO: Final = re.compile(rf"({_NUM}) ?(days?|weeks?|months?|years?) ago", re.ASCII)
_ELAPSED_AGO: Final = re.compile(
    rf"(half an|half a|{_NUM}) ?(minutes?|mins?|m|hours?|hrs?|h) ago", re.ASCII
)
_CLOCK: Final = (
    r"(?:(?P<h>[0-9]{1,2}):(?P<m>[0-9]{2})(?: ?(?P<ap>am|pm))?"
    r"|(?P<h2>[0-9]{1,2}) ?(?P<ap2>am|pm)"
    r"|at (?P<h3>[0-9]{1,2})"
    r"|(?P<word>noon|midnight))"
)
_CLOCK_AT_END: Final = re.compile(rf"(?:^|(?<= ))(?:at )?{_CLOCK}$", re.ASCII)
_CLOCK_AT_START: Final = re.compile(rf"^(?:at )?{_CLOCK}(?: |$)", re.ASCII)
_ALIASES: Final = (
    (re.compile(r"\bthis (morning|afternoon|evening|night)\b"), r"today \1"),
    (re.compile(r"\blast (night|evening)\b"), r"yesterday \1"),
    (re.compile(r"\btonight\b"), "today night"),
)


def parse_start_date(text: str, today: date) -> date:
    """Parse the local date no contact started; never after ``today``."""
    day = _parse_date(_normalize(text), today)
    _check_day(day, today)
    return day


def parse_event_time(text: str, now_local: datetime) -> datetime:
    """Parse when a contact event happened, as an aware time in ``now_local``'s zone."""
    zone = _zone_of(now_local)
    phrase = _normalize(text)
    if phrase in _NOW_WORDS:
        return now_local
    elapsed = _elapsed_ago(phrase)
    if elapsed is not None:
        return _elapsed_before(now_local, elapsed, zone)
    return _wall_time(_apply_aliases(phrase), now_local, zone)


def _normalize(text: str) -> str:
    if len(text) > MAX_INPUT_CHARS:
        raise WhenError("too_long")
    phrase = " ".join(text.lower().replace(",", " ").split())
    if not phrase:
        raise WhenError("empty")
    return re.sub(r"([0-9])t([0-9])", r"\1 \2", phrase)


def _zone_of(now_local: datetime) -> tzinfo:
    zone = now_local.tzinfo
    if zone is None or now_local.utcoffset() is None:
        raise ValueError("now_local must be a timezone-aware datetime")
    return zone


def _apply_aliases(phrase: str) -> str:
    for pattern, replacement in _ALIASES:
        phrase = pattern.sub(replacement, phrase)
    return phrase


# --- dates -----------------------------------------------------------------


def _parse_date(phrase: str, today: date) -> date:
    """Any supported date phrase, not yet range-checked."""
    if phrase in _DAY_WORDS:
        return _days_before(today, _DAY_WORDS[phrase])
    if match := _DAYS_AGO.fullmatch(phrase):
        return _calendar_ago(today, _count(match[1]), match[2])
    if match := _YMD.fullmatch(phrase):
        return _make_date(int(match[1]), int(match[3]), int(match[4]))
    if match := _DMY.fullmatch(phrase):
        first, second = int(match[1]), int(match[3])
        if match[2] in "/-" and first != second and first <= 12 and second <= 12:
            raise WhenError("ambiguous")  # 11/05 is 11 May in one country, 5 Nov in another
        return _day_month_year(first, second, match[4], today)
    if match := _MONTH_ONLY.fullmatch(phrase):
        return _month_start(match[1], match[2], match[3], today)
    if (match := _DAY_MONTH.fullmatch(phrase)) and match[2] in _MONTHS:
        return _day_month_year(int(match[1]), _MONTHS[match[2]], match[3], today)
    if (match := _MONTH_DAY.fullmatch(phrase)) and match[1] in _MONTHS:
        return _day_month_year(int(match[2]), _MONTHS[match[1]], match[3], today)
    raise WhenError("format")


def _month_start(lead: str | None, name: str, year: str | None, today: date) -> date:
    """ "March 2025", "last March", "in March": the first of that month (the most recent one
    when no year is given; "last" never means the month we are in)."""
    month = _MONTHS.get(name)
    if month is None:
        raise WhenError("format")
    if year is not None:
        return _make_date(int(year), month, 1)
    back = (today.month - month) % 12
    if back == 0 and lead == "last ":
        back = 12
    return _months_before(today.replace(day=1), back)


def _count(word: str) -> int:
    return _NUMBER_WORDS.get(word) or int(word)


def _days_before(today: date, days: int) -> date:
    try:
        return today - timedelta(days=days)
    except OverflowError:
        raise WhenError("too_old" if days > 0 else "future") from None


def _calendar_ago(today: date, count: int, unit: str) -> date:
    if unit.startswith("day"):
        return _days_before(today, count)
    if unit.startswith("week"):
        return _days_before(today, count * 7)
    months = count if unit.startswith("month") else count * 12
    return _months_before(today, months)


def _months_before(today: date, months: int) -> date:
    year, month_index = divmod(today.year * 12 + today.month - 1 - months, 12)
    if year < 1:
        raise WhenError("too_old")
    month = month_index + 1
    return date(year, month, min(today.day, calendar.monthrange(year, month)[1]))


def _make_date(year: int, month: int, day: int) -> date:
    try:
        return date(year, month, day)
    except ValueError:
        raise WhenError("invalid_date") from None


def _day_month_year(day: int, month: int, year: str | None, today: date) -> date:
    if year is not None:
        return _make_date(int(year), month, day)
    return _most_recent(day, month, today)


def _most_recent(day: int, month: int, today: date) -> date:
    """The latest valid ``day``/``month`` not after ``today`` (leap years included)."""
    _make_date(2000, month, day)  # 2000 is a leap year: rejects only never-valid dates
    for year in range(today.year, max(today.year - 8, 0), -1):
        try:
            candidate = date(year, month, day)
        except ValueError:
            continue
        if candidate <= today:
            return candidate
    raise WhenError("too_old")


def _oldest_allowed(today: date) -> date:
    if today.year <= MAX_YEARS_BACK:
        return date.min
    year = today.year - MAX_YEARS_BACK
    return today.replace(year=year, day=min(today.day, calendar.monthrange(year, today.month)[1]))


def _check_day(day: date, today: date) -> None:
    if day > today:
        raise WhenError("future")
    if day < _oldest_allowed(today):
        raise WhenError("too_old")


# --- times -----------------------------------------------------------------


def _elapsed_ago(phrase: str) -> timedelta | None:
    """Real elapsed time for "N minutes/hours ago", else ``None``."""
    match = _ELAPSED_AGO.fullmatch(phrase)
    if match is None:
        return None
    amount, unit = match[1], match[2]
    minutes = 60 if unit.startswith("h") else 1
    try:
        if amount.startswith("half"):
            return timedelta(minutes=minutes) / 2
        return timedelta(minutes=_count(amount) * minutes)
    except OverflowError:
        raise WhenError("too_old") from None


def _elapsed_before(now_local: datetime, elapsed: timedelta, zone: tzinfo) -> datetime:
    try:
        result = (now_local.astimezone(UTC) - elapsed).astimezone(zone)
    except OverflowError:
        raise WhenError("too_old") from None
    _check_day(result.date(), now_local.date())
    return result


def _wall_time(phrase: str, now_local: datetime, zone: tzinfo) -> datetime:
    """Date phrase with an optional clock time and/or day part."""
    rest, clock = _split_clock(phrase)
    rest, part = _split_day_part(rest)
    today = now_local.date()
    day = _parse_date(rest, today) if rest else today
    _check_day(day, today)
    if clock is None:
        return _vague_time(day, part or _WHOLE_DAY, now_local, zone)
    offset, hour = _clock_hour(clock, part)
    result = _local(_days_before(day, -offset), hour, clock.minute, zone)
    return _not_future(result, now_local)


def _split_clock(phrase: str) -> tuple[str, _Clock | None]:
    for pattern in (_CLOCK_AT_END, _CLOCK_AT_START):
        match = pattern.search(phrase)
        if match is not None:
            rest = (phrase[: match.start()] + phrase[match.end() :]).strip()
            return rest, _clock_from(match)
    return phrase, None


def _clock_from(match: re.Match[str]) -> _Clock:
    if match["word"] is not None:
        return _Clock(hour=12 if match["word"] == "noon" else 0, minute=0, meridiem=None)
    hour = match["h"] or match["h2"] or match["h3"]
    minute = int(match["m"] or 0)
    meridiem = match["ap"] or match["ap2"]
    return _Clock(hour=_hour24(int(hour), meridiem), minute=_minute(minute), meridiem=meridiem)


def _hour24(hour: int, meridiem: str | None) -> int:
    if meridiem is None:
        if hour > 23:
            raise WhenError("invalid_date")
        return hour
    if not 1 <= hour <= 12:
        raise WhenError("invalid_date")
    return hour % 12 + (12 if meridiem == "pm" else 0)


def _minute(minute: int) -> int:
    if minute > 59:
        raise WhenError("invalid_date")
    return minute


def _split_day_part(phrase: str) -> tuple[str, _DayPart | None]:
    head, _, last = phrase.rpartition(" ")
    if last in _DAY_PARTS:
        return head, _DAY_PARTS[last]
    return phrase, None


def _clock_hour(clock: _Clock, part: _DayPart | None) -> tuple[int, int]:
    """(days after the date, hour) for a clock time inside an optional day part."""
    hour = clock.hour
    is_night = part is _DAY_PARTS["night"]
    small_hours = is_night and hour < _NIGHT_ENDS_AT
    if clock.meridiem is None and part is not None and part.starts_at >= 12:
        hour += 12 if 1 <= hour <= 11 and not small_hours else 0
    return (1 if small_hours else 0), hour


def _vague_time(day: date, part: _DayPart, now_local: datetime, zone: tzinfo) -> datetime:
    """Default hour of ``part``; today's begun part clamps to ``now_local``."""
    result = _local(day, part.default_hour, 0, zone)
    begun = now_local.hour >= part.starts_at
    if day == now_local.date() and begun and _utc(result) > _utc(now_local):
        return now_local
    return _not_future(result, now_local)


def _local(day: date, hour: int, minute: int, zone: tzinfo) -> datetime:
    """Wall time in ``zone``, normalised through UTC (DST gaps move forward)."""
    naive = datetime.combine(day, time(hour, minute))
    try:
        return naive.replace(tzinfo=zone).astimezone(UTC).astimezone(zone)
    except OverflowError:
        raise WhenError("too_old" if day.year < 2 else "future") from None


def _not_future(result: datetime, now_local: datetime) -> datetime:
    if _utc(result) > _utc(now_local):
        raise WhenError("future")
    return result


def _utc(value: datetime) -> datetime:
    return value.astimezone(UTC)
