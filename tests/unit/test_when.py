"""Unit and property tests for bot.domain.when."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.when import WhenError, parse_event_time, parse_start_date

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")
TODAY = date(2026, 11, 25)
NOW = datetime(2026, 11, 25, 10, 0, tzinfo=BERLIN)


def local(y: int, m: int, d: int, h: int, mi: int = 0, zone: tzinfo = BERLIN) -> datetime:
    return datetime(y, m, d, h, mi, tzinfo=zone)


def reason_of_start(text: str, today: date = TODAY) -> str:
    with pytest.raises(WhenError) as info:
        parse_start_date(text, today)
    return info.value.reason


def reason_of_event(text: str, now: datetime = NOW) -> str:
    with pytest.raises(WhenError) as info:
        parse_event_time(text, now)
    return info.value.reason


# --- WhenError -------------------------------------------------------------------


def test_when_error_is_a_value_error_with_reason() -> None:
    error = WhenError("future")
    assert isinstance(error, ValueError)
    assert error.reason == "future"
    assert str(error) == "future"


# --- parse_start_date ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("today", date(2026, 11, 25)),
        ("Today", date(2026, 11, 25)),
        ("  yesterday  ", date(2026, 11, 24)),
        ("day before yesterday", date(2026, 11, 23)),
        ("2026-11-01", date(2026, 11, 1)),
        ("2026/11/1", date(2026, 11, 1)),
        ("1.11.2026", date(2026, 11, 1)),
        ("13/11/2026", date(2026, 11, 13)),
        ("13-11-2026", date(2026, 11, 13)),
        ("last march", date(2026, 3, 1)),
        ("March 2025", date(2025, 3, 1)),
        ("24/11", date(2026, 11, 24)),
        ("1 nov 2026", date(2026, 11, 1)),
        ("1 Nov. 2026", date(2026, 11, 1)),
        ("nov 1 2026", date(2026, 11, 1)),
        ("Nov 1, 2026", date(2026, 11, 1)),
        ("november 1", date(2026, 11, 1)),
        ("1 november", date(2026, 11, 1)),
        ("1st of November", date(2026, 11, 1)),
        ("september 3rd", date(2026, 9, 3)),
        ("sept 3", date(2026, 9, 3)),
        ("25 november", date(2026, 11, 25)),
        ("26 november", date(2025, 11, 26)),
        ("december 31", date(2025, 12, 31)),
        ("3 days ago", date(2026, 11, 22)),
        ("1 day ago", date(2026, 11, 24)),
        ("0 days ago", date(2026, 11, 25)),
        ("2 weeks ago", date(2026, 11, 11)),
        ("a week ago", date(2026, 11, 18)),
        ("a month ago", date(2026, 10, 25)),
        ("three months ago", date(2026, 8, 25)),
        ("14 months ago", date(2025, 9, 25)),
        ("a year ago", date(2025, 11, 25)),
        ("2 years ago", date(2024, 11, 25)),
    ],
)
def test_parse_start_date_accepts(text: str, expected: date) -> None:
    assert parse_start_date(text, TODAY) == expected


def test_month_without_year_is_most_recent_past() -> None:
    assert parse_start_date("november 1", date(2026, 10, 15)) == date(2025, 11, 1)
    assert parse_start_date("1 november", date(2026, 11, 1)) == date(2026, 11, 1)
    assert parse_start_date("1.11", date(2026, 10, 31)) == date(2025, 11, 1)


def test_leap_day_without_year_is_most_recent_leap_year() -> None:
    assert parse_start_date("29 feb", TODAY) == date(2024, 2, 29)
    assert parse_start_date("29.02", date(2028, 3, 1)) == date(2028, 2, 29)
    assert parse_start_date("29.02", date(2028, 2, 28)) == date(2024, 2, 29)


def test_month_arithmetic_clamps_to_month_end() -> None:
    assert parse_start_date("a month ago", date(2026, 3, 31)) == date(2026, 2, 28)
    assert parse_start_date("a year ago", date(2028, 2, 29)) == date(2027, 2, 28)
    assert parse_start_date("2 months ago", date(2026, 1, 15)) == date(2025, 11, 15)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        ("x" * 101, "too_long"),
        ("hello", "format"),
        ("yesterday 21:30", "format"),
        ("smarch 3", "format"),
        ("3 fortnights ago", "format"),
        ("-3 days ago", "format"),
        ("2026-11", "format"),
        ("31/02", "invalid_date"),
        ("11/05/2026", "ambiguous"),
        ("01/11", "ambiguous"),
        ("31.02.2026", "invalid_date"),
        ("2026-02-30", "invalid_date"),
        ("2025-02-29", "invalid_date"),
        ("32 jan", "invalid_date"),
        ("13/13/2026", "invalid_date"),
        ("0000-01-01", "invalid_date"),
        ("tomorrow", "future"),
        ("2026-11-26", "future"),
        ("26.11.2026", "future"),
        ("1 jan 2027", "future"),
        ("1900-01-01", "too_old"),
        ("51 years ago", "too_old"),
        ("99999999999999999999 days ago", "too_old"),
        ("99999999999999999999 months ago", "too_old"),
        ("99999999999999999999 weeks ago", "too_old"),
    ],
)
def test_parse_start_date_rejects(text: str, reason: str) -> None:
    assert reason_of_start(text) == reason


def test_fifty_year_boundary() -> None:
    assert parse_start_date("1976-11-25", TODAY) == date(1976, 11, 25)
    assert parse_start_date("50 years ago", TODAY) == date(1976, 11, 25)
    assert reason_of_start("1976-11-24") == "too_old"
    assert parse_start_date("50 years ago", date(2028, 2, 29)) == date(1978, 2, 28)


def test_length_limit_is_on_raw_input() -> None:
    assert parse_start_date("today".ljust(100), TODAY) == TODAY
    assert reason_of_start("today".ljust(101)) == "too_long"


# --- parse_event_time -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("now", NOW),
        ("Just now", NOW),
        ("today 9:15", local(2026, 11, 25, 9, 15)),
        ("today at 09:15", local(2026, 11, 25, 9, 15)),
        ("yesterday", local(2026, 11, 24, 12)),
        ("yesterday evening", local(2026, 11, 24, 19)),
        ("yesterday morning", local(2026, 11, 24, 9)),
        ("yesterday afternoon", local(2026, 11, 24, 15)),
        ("last night", local(2026, 11, 24, 22)),
        ("last evening", local(2026, 11, 24, 19)),
        ("this morning", local(2026, 11, 25, 9)),
        ("2 hours ago", local(2026, 11, 25, 8)),
        ("an hour ago", local(2026, 11, 25, 9)),
        ("30 min ago", local(2026, 11, 25, 9, 30)),
        ("30min ago", local(2026, 11, 25, 9, 30)),
        ("5 minutes ago", local(2026, 11, 25, 9, 55)),
        ("half an hour ago", local(2026, 11, 25, 9, 30)),
        ("2026-11-20 21:30", local(2026, 11, 20, 21, 30)),
        ("2026-11-20T21:30", local(2026, 11, 20, 21, 30)),
        ("20.11 21:30", local(2026, 11, 20, 21, 30)),
        ("20.11.2026 21:30", local(2026, 11, 20, 21, 30)),
        ("20/11 9pm", local(2026, 11, 20, 21)),
        ("20 nov 21:30", local(2026, 11, 20, 21, 30)),
        ("21:30 yesterday", local(2026, 11, 24, 21, 30)),
        ("yesterday at 9pm", local(2026, 11, 24, 21)),
        ("yesterday 12am", local(2026, 11, 24, 0)),
        ("yesterday 12pm", local(2026, 11, 24, 12)),
        ("yesterday noon", local(2026, 11, 24, 12)),
        ("yesterday midnight", local(2026, 11, 24, 0)),
        ("yesterday at 9", local(2026, 11, 24, 9)),
        ("9:30", local(2026, 11, 25, 9, 30)),
        ("midnight", local(2026, 11, 25, 0)),
        ("2026-11-20", local(2026, 11, 20, 12)),
        ("20 nov", local(2026, 11, 20, 12)),
        ("3 days ago", local(2026, 11, 22, 12)),
        ("a week ago", local(2026, 11, 18, 12)),
    ],
)
def test_parse_event_time_accepts(text: str, expected: datetime) -> None:
    result = parse_event_time(text, NOW)
    assert result == expected
    assert result.tzinfo is BERLIN


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yesterday evening 9:30", local(2026, 11, 24, 21, 30)),
        ("yesterday afternoon 3:00", local(2026, 11, 24, 15)),
        ("yesterday morning 8:30", local(2026, 11, 24, 8, 30)),
        ("last night 11:00", local(2026, 11, 24, 23)),
        ("last night 23:15", local(2026, 11, 24, 23, 15)),
        ("last night 1am", local(2026, 11, 25, 1)),
        ("last night 2:30", local(2026, 11, 25, 2, 30)),
        ("this morning 7:45", local(2026, 11, 25, 7, 45)),
        ("yesterday evening 9am", local(2026, 11, 24, 9)),
    ],
)
def test_day_part_with_clock_time(text: str, expected: datetime) -> None:
    assert parse_event_time(text, NOW) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("  ", "empty"),
        ("y" * 101, "too_long"),
        ("whenever", "format"),
        ("in 2 hours", "format"),
        ("9:5", "format"),
        ("yesterday 21:30:15", "format"),
        ("today 14:00", "future"),
        ("21:30", "future"),
        ("tonight", "future"),
        ("this evening", "future"),
        ("tomorrow", "future"),
        ("tomorrow 08:00", "future"),
        ("2026-11-26 08:00", "future"),
        ("25:00", "invalid_date"),
        ("yesterday 12:60", "invalid_date"),
        ("13pm", "invalid_date"),
        ("0am", "invalid_date"),
        ("31.02 10:00", "invalid_date"),
        ("2026-02-30", "invalid_date"),
        ("1970-01-01 10:00", "too_old"),
        ("51 years ago", "too_old"),
        ("99999999999999999999 hours ago", "too_old"),
        ("99999999999999999999 minutes ago", "too_old"),
        ("99999999999999999999 days ago", "too_old"),
    ],
)
def test_parse_event_time_rejects(text: str, reason: str) -> None:
    assert reason_of_event(text) == reason


def test_requires_aware_now() -> None:
    with pytest.raises(ValueError) as info:
        parse_event_time("now", datetime(2026, 11, 25, 10, 0))
    assert not isinstance(info.value, WhenError)


def test_vague_today_is_clamped_to_now_once_begun() -> None:
    early = local(2026, 11, 25, 7, 0)
    assert parse_event_time("today", early) == early
    assert parse_event_time("25.11", early) == early
    assert parse_event_time("this morning", early) == early
    assert parse_event_time("today", local(2026, 11, 25, 15, 0)) == local(2026, 11, 25, 12)
    late = local(2026, 11, 25, 21, 30)
    assert parse_event_time("tonight", late) == late
    assert parse_event_time("tonight", local(2026, 11, 25, 23, 0)) == local(2026, 11, 25, 22)


def test_vague_part_not_yet_begun_is_future() -> None:
    assert reason_of_event("this morning", local(2026, 11, 25, 4, 0)) == "future"
    assert reason_of_event("this afternoon", local(2026, 11, 25, 11, 0)) == "future"


def test_clock_time_equal_to_now_is_accepted() -> None:
    assert parse_event_time("10:00", NOW) == NOW


def test_fixed_offset_zone() -> None:
    now = datetime(2026, 11, 25, 10, 0, tzinfo=timezone(timedelta(hours=5, minutes=30)))
    result = parse_event_time("yesterday 21:30", now)
    assert result.tzinfo is now.tzinfo
    assert result == datetime(2026, 11, 24, 16, 0, tzinfo=UTC)


# --- DST ---------------------------------------------------------------------------


def test_hours_ago_is_real_elapsed_time_across_spring_forward() -> None:
    now = local(2026, 3, 29, 4, 0)  # CEST; 02:00-03:00 did not exist
    result = parse_event_time("2 hours ago", now)
    assert result == local(2026, 3, 29, 1, 0)
    assert (result.hour, result.utcoffset()) == (1, timedelta(hours=1))
    assert now.astimezone(UTC) - result.astimezone(UTC) == timedelta(hours=2)


def test_hours_ago_is_real_elapsed_time_across_fall_back() -> None:
    now = local(2026, 10, 25, 3, 30)  # CET, after the repeated hour
    result = parse_event_time("2 hours ago", now)
    assert (result.hour, result.minute, result.utcoffset()) == (2, 30, timedelta(hours=2))
    assert now.astimezone(UTC) - result.astimezone(UTC) == timedelta(hours=2)
    one = parse_event_time("1 hour ago", now)
    assert (one.hour, one.fold, one.utcoffset()) == (2, 1, timedelta(hours=1))


def test_new_york_hour_ago_in_repeated_hour() -> None:
    now = datetime(2026, 11, 1, 1, 30, tzinfo=NEW_YORK, fold=1)  # EST
    result = parse_event_time("1 hour ago", now)
    assert (result.hour, result.minute, result.utcoffset()) == (1, 30, timedelta(hours=-4))


@pytest.mark.parametrize(
    ("zone", "day", "gap_hour"),
    [(BERLIN, date(2026, 3, 29), 2), (NEW_YORK, date(2026, 3, 8), 2)],
)
def test_clock_time_in_dst_gap_moves_forward(zone: ZoneInfo, day: date, gap_hour: int) -> None:
    now = datetime.combine(day, datetime.min.time(), tzinfo=zone).replace(hour=12)
    result = parse_event_time(f"{gap_hour}:30", now)
    assert (result.hour, result.minute) == (gap_hour + 1, 30)
    assert result.utcoffset() == now.utcoffset()


@pytest.mark.parametrize(
    ("zone", "day", "before", "after"),
    [
        (BERLIN, date(2026, 3, 29), timedelta(hours=1), timedelta(hours=2)),
        (BERLIN, date(2026, 10, 25), timedelta(hours=2), timedelta(hours=1)),
        (NEW_YORK, date(2026, 3, 8), timedelta(hours=-5), timedelta(hours=-4)),
        (NEW_YORK, date(2026, 11, 1), timedelta(hours=-4), timedelta(hours=-5)),
    ],
)
def test_wall_times_around_dst_use_the_right_offset(
    zone: ZoneInfo, day: date, before: timedelta, after: timedelta
) -> None:
    now = datetime.combine(day + timedelta(days=1), datetime.min.time(), tzinfo=zone)
    now = now.replace(hour=12)
    evening_before = parse_event_time("2 days ago", now).replace(hour=19)
    assert parse_event_time("yesterday evening", now).utcoffset() == after
    assert evening_before.utcoffset() == before
    last_night = parse_event_time("last night", now)
    assert (last_night.date(), last_night.hour, last_night.utcoffset()) == (day, 22, after)


def test_ambiguous_clock_time_is_first_occurrence() -> None:
    now = datetime(2026, 10, 25, 2, 45, tzinfo=BERLIN, fold=1)  # second 02:45, CET
    result = parse_event_time("2:30", now)
    assert result.utcoffset() == timedelta(hours=2)  # first 02:30, CEST
    assert result.astimezone(UTC) == datetime(2026, 10, 25, 0, 30, tzinfo=UTC)


def test_future_is_judged_by_instant_not_wall_time() -> None:
    now = datetime(2026, 10, 25, 2, 10, tzinfo=BERLIN, fold=1)  # 01:10 UTC
    result = parse_event_time("2:30", now)  # first 02:30 = 00:30 UTC: in the past
    assert result.astimezone(UTC) < now.astimezone(UTC)


# --- fuzzing --------------------------------------------------------------------

ZONES = [UTC, BERLIN, NEW_YORK, ZoneInfo("Australia/Lord_Howe"), ZoneInfo("Asia/Kathmandu")]
TOKENS = [
    "today", "yesterday", "tomorrow", "tonight", "last", "this", "night", "morning",
    "evening", "afternoon", "at", "now", "just", "ago", "days", "day", "weeks", "months",
    "years", "hours", "min", "h", "a", "an", "half", "two", "0", "1", "2", "9", "12", "13",
    "31", "99999999999999999999", "21:30", "9:05", "24:00", "12:00pm", "0am", "9pm", "noon",
    "midnight", "nov", "november", "feb", "29", "of", "1st", "2026", "1976", "0001",
    "2026-11-20", "2026-02-29", "2024-02-29", "31/02", "29.02", "1.11.2026", "20.11",
    "2026-11-20t21:30", ",", ".", "-", "/",
]  # fmt: skip
phrases = st.one_of(
    st.text(max_size=120),
    st.lists(st.sampled_from(TOKENS), max_size=5).map(" ".join),
    st.lists(st.sampled_from(TOKENS), max_size=4).map("".join),
)
MIN_NOW = datetime(1980, 1, 1)
MAX_NOW = datetime(2090, 12, 31)


def oldest(today: date) -> date:
    try:
        return today.replace(year=today.year - 50)
    except ValueError:
        return today.replace(year=today.year - 50, day=28)


@settings(max_examples=500)
@given(phrases, st.dates(min_value=MIN_NOW.date(), max_value=MAX_NOW.date()))
def test_fuzz_parse_start_date(text: str, today: date) -> None:
    try:
        result = parse_start_date(text, today)
    except WhenError as error:
        assert error.reason in {
            "empty",
            "format",
            "invalid_date",
            "ambiguous",
            "future",
            "too_old",
            "too_long",
        }
    else:
        assert oldest(today) <= result <= today


@settings(max_examples=500)
@given(
    phrases,
    st.datetimes(min_value=MIN_NOW, max_value=MAX_NOW, timezones=st.sampled_from(ZONES)),
)
def test_fuzz_parse_event_time(text: str, now: datetime) -> None:
    try:
        result = parse_event_time(text, now)
    except WhenError as error:
        assert error.reason in {"empty", "format", "invalid_date", "future", "too_old", "too_long"}
    else:
        assert result.tzinfo is now.tzinfo
        assert result.astimezone(UTC) <= now.astimezone(UTC)
        assert result.date() >= oldest(now.date())


@given(st.text(min_size=101, max_size=300))
def test_fuzz_too_long(text: str) -> None:
    assert reason_of_start(text) == "too_long"
    assert reason_of_event(text) == "too_long"
