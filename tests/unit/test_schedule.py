"""Pure tests for bot.domain.schedule: parsing, next occurrences, DST edges, quiet hours."""

from __future__ import annotations

import contextlib
import itertools
from datetime import UTC, date, datetime, time, timedelta
from functools import cache
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.schedule import (
    ALL_WEEKDAYS,
    NEVER_STALE,
    SAME_LOCAL_DAY,
    Anniversary,
    LatenessRule,
    Occurrence,
    QuietHours,
    ReminderKind,
    RiskyWindow,
    ScheduleInputError,
    anniversary_date,
    defer_past_quiet_hours,
    format_clock,
    format_weekdays,
    format_window,
    in_quiet_hours,
    in_risky_window,
    is_stale,
    learned_window,
    local_day,
    local_day_bounds,
    next_anniversary_reminder,
    next_anniversary_reminders,
    next_daily,
    next_risky_prompt,
    parse_anniversary,
    parse_clock,
    parse_window,
    resolve_local,
    upcoming,
)

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")
K = ReminderKind
EVERY_DAY: frozenset[int] = frozenset()
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


def utc(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=UTC)


def wall(
    zone: ZoneInfo, year: int, month: int, day: int, hour: int, minute: int = 0, fold: int = 0
) -> datetime:
    """An existing local wall time as a UTC instant."""
    local = datetime(year, month, day, hour, minute, fold=fold, tzinfo=zone)
    return local.astimezone(UTC)


def window(start: str, end: str, weekdays: frozenset[int] = EVERY_DAY) -> RiskyWindow:
    return RiskyWindow(time.fromisoformat(start), time.fromisoformat(end), weekdays)


def prompts(w: RiskyWindow, zone: ZoneInfo, after: datetime, count: int) -> list[datetime]:
    found: list[datetime] = []
    for _ in range(count):
        after = next_risky_prompt(w, zone, after)
        found.append(after)
    return found


def wall_in(w: RiskyWindow, minute_of_day: int) -> bool:
    """Whether a minute of the day lies in the window's clock range (weekdays ignored)."""
    start = w.start.hour * 60 + w.start.minute
    end = w.end.hour * 60 + w.end.minute
    return (minute_of_day - start) % (24 * 60) < (end - start) % (24 * 60)


def wall_exists(day: date, at: time, zone: ZoneInfo) -> bool:
    naive = datetime.combine(day, at)
    back = naive.replace(tzinfo=zone).astimezone(UTC).astimezone(zone)
    return back.replace(tzinfo=None) == naive


# --- parse_clock / format_clock ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("21:30", time(21, 30)),
        ("9", time(9)),
        ("9pm", time(21)),
        ("21.30", time(21, 30)),
        ("21h30", time(21, 30)),
        (" 7 AM ", time(7)),
        ("9:30 p.m.", time(21, 30)),
        ("12am", time(0)),
        ("12pm", time(12)),
        ("0", time(0)),
        ("00:00", time(0)),
        ("23:59", time(23, 59)),
        ("noon", time(12)),
        ("Midnight", time(0)),
    ],
)
def test_parse_clock_accepts(text: str, expected: time) -> None:
    assert parse_clock(text) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("24:00", "bad_time"),
        ("25", "bad_time"),
        ("9:60", "bad_time"),
        ("13pm", "bad_time"),
        ("0am", "bad_time"),
        ("9:5", "bad_time"),
        ("half nine", "bad_time"),
        ("21:30:00", "bad_time"),
        ("", "empty"),
        ("   ", "empty"),
        ("9" * 300, "too_long"),
    ],
)
def test_parse_clock_rejects(text: str, reason: str) -> None:
    with pytest.raises(ScheduleInputError) as caught:
        parse_clock(text)
    assert caught.value.reason == reason


def test_schedule_input_error_is_value_error() -> None:
    error = ScheduleInputError("format")
    assert isinstance(error, ValueError)
    assert error.reason == "format"
    assert str(error) == "format"


def test_format_clock() -> None:
    assert format_clock(time(9, 5)) == "09:05"
    assert format_clock(time(0)) == "00:00"


# --- parse_window / format_window ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("22:00-02:00", window("22:00", "02:00")),
        ("22-2", window("22:00", "02:00")),
        ("10pm-2am", window("22:00", "02:00")),
        ("22:00 - 02:00 mon-fri", window("22:00", "02:00", frozenset(range(5)))),
        ("21:30-23:00 sat,sun", window("21:30", "23:00", frozenset({SAT, SUN}))),
        ("9:00-10:00 weekdays", window("09:00", "10:00", frozenset(range(5)))),
        ("9:00-10:00 weekends", window("09:00", "10:00", frozenset({SAT, SUN}))),
        ("22:00–02:00, Mon–Fri", window("22:00", "02:00", frozenset(range(5)))),
        ("22 to 2 on fridays", window("22:00", "02:00", frozenset({FRI}))),
        ("22-2 fri-mon", window("22:00", "02:00", frozenset({FRI, SAT, SUN, MON}))),
        ("22-2 sat and sun", window("22:00", "02:00", frozenset({SAT, SUN}))),
        ("22-2 Tues, Thurs", window("22:00", "02:00", frozenset({TUE, THU}))),
        ("22-2 every day", window("22:00", "02:00")),
        ("22-2 mon-sun", window("22:00", "02:00")),
        ("9-11pm", window("21:00", "23:00")),
        ("8-10am", window("08:00", "10:00")),
        ("11-1am", window("23:00", "01:00")),
        ("12-2am", window("00:00", "02:00")),
        ("noon-14:00", window("12:00", "14:00")),
    ],
)
def test_parse_window_accepts(text: str, expected: RiskyWindow) -> None:
    assert parse_window(text) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("22:00-22:00", "same_time"),
        ("10pm-22:00", "same_time"),
        ("25:00-02:00", "bad_time"),
        ("22:00-02:61", "bad_time"),
        ("22:00-02:00 funday", "bad_weekday"),
        ("22:00-02:00 mon-someday", "bad_weekday"),
        ("22:00-02:00 on", "bad_weekday"),
        ("22:00", "format"),
        ("evenings", "format"),
        ("22:00 02:00", "format"),
        ("", "empty"),
    ],
)
def test_parse_window_rejects(text: str, reason: str) -> None:
    with pytest.raises(ScheduleInputError) as caught:
        parse_window(text)
    assert caught.value.reason == reason


def test_risky_window_validates_and_normalises() -> None:
    with pytest.raises(ScheduleInputError, match="same_time"):
        window("22:00", "22:00")
    with pytest.raises(ScheduleInputError, match="bad_weekday"):
        window("22:00", "02:00", frozenset({7}))
    with pytest.raises(ScheduleInputError, match="bad_time"):
        RiskyWindow(time(22, tzinfo=UTC), time(2))
    assert window("22:00", "02:00", ALL_WEEKDAYS).weekdays == frozenset()
    assert window("22:00", "02:00").crosses_midnight
    assert not window("20:00", "22:00").crosses_midnight


@pytest.mark.parametrize(
    ("w", "text"),
    [
        (window("22:00", "02:00"), "22:00–02:00"),
        (window("22:00", "02:00", frozenset(range(5))), "22:00–02:00, Mon–Fri"),
        (window("21:30", "23:00", frozenset({SAT, SUN})), "21:30–23:00, Sat, Sun"),
        (window("09:05", "10:00", frozenset({MON, WED, THU, FRI})), "09:05–10:00, Mon, Wed–Fri"),
        (window("09:00", "10:00", frozenset({SUN})), "09:00–10:00, Sun"),
    ],
)
def test_format_window(w: RiskyWindow, text: str) -> None:
    assert format_window(w) == text
    assert parse_window(text) == w


def test_format_weekdays_empty() -> None:
    assert format_weekdays(frozenset()) == ""


# --- parse_anniversary / anniversary_date --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected", "label"),
    [
        ("02-14 the day we met", Anniversary(2, 14), "the day we met"),
        ("2024-09-10 breakup", Anniversary(9, 10, 2024), "breakup"),
        ("14.02 his birthday", Anniversary(2, 14), "his birthday"),
        ("feb 14 first date", Anniversary(2, 14), "first date"),
        ("Feb 14 First Date", Anniversary(2, 14), "First Date"),
        ("14th of February", Anniversary(2, 14), ""),
        ("February 14th, 2024 - wedding", Anniversary(2, 14, 2024), "wedding"),
        ("sept. 3: moved out", Anniversary(9, 3), "moved out"),
        ("02-29", Anniversary(2, 29), ""),
        ("2024-02-29 leap", Anniversary(2, 29, 2024), "leap"),
        ("14/02", Anniversary(2, 14), ""),
        ("03/04 day first", Anniversary(4, 3), "day first"),
        ("10.09.2024 breakup", Anniversary(9, 10, 2024), "breakup"),
        ("14-02 swapped", Anniversary(2, 14), "swapped"),
        ("13-01", Anniversary(1, 13), ""),
    ],
)
def test_parse_anniversary_accepts(text: str, expected: Anniversary, label: str) -> None:
    assert parse_anniversary(text) == (expected, label)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("02-30", "bad_date"),
        ("02-30 something", "bad_date"),
        ("2023-02-29", "bad_date"),
        ("2024-13-01", "bad_date"),
        ("00-10", "bad_date"),
        ("feb 30", "bad_date"),
        ("the day we met", "format"),
        ("foo 14", "format"),
        ("02-14x", "format"),
        ("", "empty"),
        ("02-14 " + "x" * 300, "too_long"),
    ],
)
def test_parse_anniversary_rejects(text: str, reason: str) -> None:
    with pytest.raises(ScheduleInputError) as caught:
        parse_anniversary(text)
    assert caught.value.reason == reason


@pytest.mark.parametrize(
    ("year", "expected"),
    [(2028, date(2028, 2, 29)), (2026, date(2026, 2, 28)), (2100, date(2100, 2, 28))],
)
def test_anniversary_date_feb_29(year: int, expected: date) -> None:
    assert anniversary_date(Anniversary(2, 29), year) == expected


def test_anniversary_date_ordinary() -> None:
    assert anniversary_date(Anniversary(9, 10, 2024), 2031) == date(2031, 9, 10)


# --- next_anniversary_reminders ------------------------------------------------------------


def test_anniversary_reminders_feb_29_non_leap() -> None:
    got = next_anniversary_reminders(Anniversary(2, 29), BERLIN, utc(2026, 1, 1))
    assert got == [
        (K.ANNIVERSARY_EVE, wall(BERLIN, 2026, 2, 27, 19)),
        (K.ANNIVERSARY_DAY, wall(BERLIN, 2026, 2, 28, 9)),
        (K.ANNIVERSARY_AFTER, wall(BERLIN, 2026, 3, 1, 10)),
    ]


def test_anniversary_reminders_feb_29_leap() -> None:
    got = next_anniversary_reminders(Anniversary(2, 29), BERLIN, utc(2028, 1, 1))
    assert got == [
        (K.ANNIVERSARY_EVE, wall(BERLIN, 2028, 2, 28, 19)),
        (K.ANNIVERSARY_DAY, wall(BERLIN, 2028, 2, 29, 9)),
        (K.ANNIVERSARY_AFTER, wall(BERLIN, 2028, 3, 1, 10)),
    ]


def test_anniversary_reminders_sorted_across_years() -> None:
    after = wall(BERLIN, 2026, 9, 10, 9, 30)  # the day's check-in has just passed
    got = next_anniversary_reminders(Anniversary(9, 10), BERLIN, after)
    assert got == [
        (K.ANNIVERSARY_AFTER, wall(BERLIN, 2026, 9, 11, 10)),
        (K.ANNIVERSARY_EVE, wall(BERLIN, 2027, 9, 9, 19)),
        (K.ANNIVERSARY_DAY, wall(BERLIN, 2027, 9, 10, 9)),
    ]


def test_anniversary_reminder_is_strictly_after() -> None:
    due = wall(NEW_YORK, 2026, 9, 10, 9)
    assert next_anniversary_reminder(Anniversary(9, 10), K.ANNIVERSARY_DAY, NEW_YORK, due) == (
        wall(NEW_YORK, 2027, 9, 10, 9)
    )


def test_anniversary_eve_of_new_year_is_previous_year() -> None:
    after = utc(2026, 12, 30)
    got = next_anniversary_reminder(Anniversary(1, 1), K.ANNIVERSARY_EVE, BERLIN, after)
    assert got == wall(BERLIN, 2026, 12, 31, 19)


def test_anniversary_custom_times_and_dst_day() -> None:
    got = next_anniversary_reminders(
        Anniversary(3, 29), BERLIN, utc(2026, 3, 1), eve_at=time(20), day_at=time(8)
    )
    assert got == [
        (K.ANNIVERSARY_EVE, utc(2026, 3, 28, 19)),  # CET
        (K.ANNIVERSARY_DAY, utc(2026, 3, 29, 6)),  # CEST
        (K.ANNIVERSARY_AFTER, utc(2026, 3, 30, 8)),
    ]


def test_anniversary_reminder_rejects_other_kinds() -> None:
    with pytest.raises(ValueError, match="not an anniversary kind"):
        next_anniversary_reminder(Anniversary(1, 1), K.RISKY_PROMPT, BERLIN, utc(2026, 1, 1))


# --- next_risky_prompt: basics and weekdays ------------------------------------------------


def test_risky_prompt_is_start_minus_lead() -> None:
    w = window("22:00", "02:00")
    assert next_risky_prompt(w, BERLIN, utc(2026, 1, 5, 12)) == wall(BERLIN, 2026, 1, 5, 21, 50)


def test_risky_prompt_strictly_after() -> None:
    w = window("22:00", "02:00")
    first = wall(BERLIN, 2026, 1, 5, 21, 50)
    assert next_risky_prompt(w, BERLIN, first) == wall(BERLIN, 2026, 1, 6, 21, 50)
    assert next_risky_prompt(w, BERLIN, first - timedelta(microseconds=1)) == first


def test_risky_prompt_custom_lead() -> None:
    w = window("22:00", "02:00")
    got = next_risky_prompt(w, NEW_YORK, utc(2026, 1, 5, 12), lead=timedelta(0))
    assert got == wall(NEW_YORK, 2026, 1, 5, 22)
    got = next_risky_prompt(w, NEW_YORK, utc(2026, 1, 5, 12), lead=timedelta(hours=1))
    assert got == wall(NEW_YORK, 2026, 1, 5, 21)


@pytest.mark.parametrize("lead", [timedelta(minutes=-1), timedelta(hours=13)])
def test_risky_prompt_rejects_bad_lead(lead: timedelta) -> None:
    with pytest.raises(ValueError, match="lead"):
        next_risky_prompt(window("22:00", "02:00"), BERLIN, utc(2026, 1, 5), lead)


def test_naive_datetimes_are_rejected() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        next_risky_prompt(window("22:00", "02:00"), BERLIN, datetime(2026, 1, 5))
    with pytest.raises(ValueError, match="timezone-aware"):
        local_day(datetime(2026, 1, 5), BERLIN)


def test_midnight_window_friday_only_inside_window() -> None:
    w = window("22:00", "02:00", frozenset({FRI}))
    saturday_night = wall(BERLIN, 2026, 1, 10, 0, 30)  # inside Friday's window
    assert next_risky_prompt(w, BERLIN, saturday_night) == wall(BERLIN, 2026, 1, 16, 21, 50)


def test_window_weekday_is_that_of_start() -> None:
    w = window("00:05", "01:00", frozenset({SAT}))
    # The prompt lands on Friday evening, for the window starting just after midnight Saturday.
    got = next_risky_prompt(w, BERLIN, utc(2026, 1, 5))
    assert got == wall(BERLIN, 2026, 1, 9, 23, 55)
    assert got.astimezone(BERLIN).weekday() == FRI


def test_weekday_filter_sequence() -> None:
    w = window("21:30", "23:00", frozenset({SAT, SUN}))
    got = prompts(w, NEW_YORK, utc(2026, 1, 5, 12), 4)
    assert [p.astimezone(NEW_YORK).date() for p in got] == [
        date(2026, 1, 10),
        date(2026, 1, 11),
        date(2026, 1, 17),
        date(2026, 1, 18),
    ]
    assert {p.astimezone(NEW_YORK).time() for p in got} == {time(21, 20)}


@pytest.mark.parametrize(
    ("local", "expected"),
    [
        ((2026, 1, 9, 22, 0), True),  # Friday 22:00
        ((2026, 1, 10, 1, 59), True),  # Saturday 01:59, started Friday
        ((2026, 1, 10, 2, 0), False),  # end is exclusive
        ((2026, 1, 9, 1, 0), False),  # Friday 01:00 started Thursday
        ((2026, 1, 10, 22, 30), False),  # Saturday evening
        ((2026, 1, 9, 21, 59), False),
    ],
)
def test_in_risky_window_crossing_midnight(
    local: tuple[int, int, int, int, int], expected: bool
) -> None:
    w = window("22:00", "02:00", frozenset({FRI}))
    assert in_risky_window(w, BERLIN, wall(BERLIN, *local)) is expected


def test_in_risky_window_same_day() -> None:
    w = window("09:00", "10:00", frozenset(range(5)))
    assert in_risky_window(w, NEW_YORK, wall(NEW_YORK, 2026, 1, 5, 9, 30))
    assert not in_risky_window(w, NEW_YORK, wall(NEW_YORK, 2026, 1, 10, 9, 30))


# --- next_risky_prompt: DST edges ----------------------------------------------------------


def test_berlin_spring_window_across_change() -> None:
    w = window("22:00", "02:00")
    got = prompts(w, BERLIN, utc(2026, 3, 28), 2)
    assert got == [utc(2026, 3, 28, 20, 50), utc(2026, 3, 29, 19, 50)]  # CET, then CEST
    assert got[1] - got[0] == timedelta(hours=23)
    assert in_risky_window(w, BERLIN, utc(2026, 3, 29, 0, 59))  # 01:59 CET
    assert not in_risky_window(w, BERLIN, utc(2026, 3, 29, 1, 0))  # 03:00 CEST


def test_berlin_spring_window_starting_before_gap() -> None:
    w = window("01:00", "04:00")
    assert next_risky_prompt(w, BERLIN, utc(2026, 3, 28, 12)) == utc(2026, 3, 28, 23, 50)


def test_berlin_spring_start_in_skipped_hour_uses_gap_end() -> None:
    w = window("02:30", "04:00")
    got = next_risky_prompt(w, BERLIN, utc(2026, 3, 28, 12))
    assert resolve_local(date(2026, 3, 29), time(2, 30), BERLIN) == utc(2026, 3, 29, 1)
    assert got == utc(2026, 3, 29, 0, 50)  # 01:50 CET, ten minutes before the jump
    assert next_risky_prompt(w, BERLIN, got) == wall(BERLIN, 2026, 3, 30, 2, 20)


def test_berlin_spring_lead_is_real_time() -> None:
    w = window("03:05", "04:00")
    got = next_risky_prompt(w, BERLIN, utc(2026, 3, 28, 12))
    assert got == utc(2026, 3, 29, 0, 55)
    assert got.astimezone(BERLIN).time() == time(1, 55)


def test_new_york_spring_start_in_skipped_hour() -> None:
    w = window("02:30", "03:30")
    got = next_risky_prompt(w, NEW_YORK, utc(2026, 3, 7, 12))
    assert got == utc(2026, 3, 8, 6, 50)  # 01:50 EST; the clocks jump to 03:00 EDT at 07:00Z


def test_half_hour_gap_lord_howe() -> None:
    lord_howe = ZoneInfo("Australia/Lord_Howe")  # 02:00 -> 02:30 on 2026-10-04
    got = resolve_local(date(2026, 10, 4), time(2, 15), lord_howe)
    assert got == utc(2026, 10, 3, 15, 30)
    assert got.astimezone(lord_howe).time() == time(2, 30)
    w = window("02:15", "03:00")
    assert next_risky_prompt(w, lord_howe, utc(2026, 10, 3)) == utc(2026, 10, 3, 15, 20)


def test_new_york_spring_window_across_change() -> None:
    w = window("01:00", "03:30", frozenset({SUN}))
    assert next_risky_prompt(w, NEW_YORK, utc(2026, 3, 1, 12)) == wall(NEW_YORK, 2026, 3, 8, 0, 50)
    assert in_risky_window(w, NEW_YORK, utc(2026, 3, 8, 6, 59))  # 01:59 EST
    assert in_risky_window(w, NEW_YORK, utc(2026, 3, 8, 7, 0))  # 03:00 EDT
    assert not in_risky_window(w, NEW_YORK, utc(2026, 3, 8, 7, 30))  # 03:30 EDT


def test_berlin_fall_back_prompt_not_duplicated() -> None:
    w = window("02:30", "04:00")
    got = prompts(w, BERLIN, utc(2026, 10, 24, 12), 3)
    assert got == [
        utc(2026, 10, 25, 0, 20),  # first 02:20 (CEST)
        utc(2026, 10, 26, 1, 20),  # next day 02:20 CET; the repeated 02:20 is skipped
        utc(2026, 10, 27, 1, 20),
    ]
    repeated = utc(2026, 10, 25, 1, 20)  # second 02:20 (CET)
    assert repeated.astimezone(BERLIN).time() == time(2, 20)
    assert next_risky_prompt(w, BERLIN, got[0]) == got[1]


def test_new_york_fall_back_prompt_not_duplicated() -> None:
    w = window("01:30", "03:00")
    got = prompts(w, NEW_YORK, utc(2026, 10, 31, 12), 3)
    assert got == [
        utc(2026, 11, 1, 5, 20),  # 01:20 EDT
        utc(2026, 11, 2, 6, 20),  # 01:20 EST next day, not 06:20Z on Nov 1
        utc(2026, 11, 3, 6, 20),
    ]


def test_fall_back_window_across_change() -> None:
    w = window("22:00", "02:00", frozenset({SAT}))
    assert next_risky_prompt(w, BERLIN, utc(2026, 10, 20)) == utc(2026, 10, 24, 19, 50)
    assert in_risky_window(w, BERLIN, utc(2026, 10, 24, 23, 59))  # 01:59 CEST
    assert not in_risky_window(w, BERLIN, utc(2026, 10, 25, 0, 0))  # 02:00 CEST
    assert not in_risky_window(w, BERLIN, utc(2026, 10, 25, 1, 30))  # 02:30 CET


def test_upcoming_fall_back_week_has_one_prompt_per_day() -> None:
    got = upcoming(
        NEW_YORK, utc(2026, 10, 29), utc(2026, 11, 5), windows=[window("01:30", "03:00")]
    )
    days = [local_day(o.due_utc, NEW_YORK) for o in got]
    assert days == [date(2026, 10, 29) + timedelta(days=n) for n in range(7)]


# --- next_daily ----------------------------------------------------------------------------


def test_next_daily_basic_and_strict() -> None:
    at = time(20, 0)
    first = next_daily(at, BERLIN, utc(2026, 1, 5, 12))
    assert first == wall(BERLIN, 2026, 1, 5, 20)
    assert next_daily(at, BERLIN, first) == wall(BERLIN, 2026, 1, 6, 20)


def test_next_daily_dst() -> None:
    at = time(2, 30)
    assert next_daily(at, NEW_YORK, utc(2026, 3, 7, 12)) == utc(2026, 3, 8, 7)
    first = next_daily(time(1, 30), NEW_YORK, utc(2026, 10, 31, 12))
    assert first == utc(2026, 11, 1, 5, 30)
    assert next_daily(time(1, 30), NEW_YORK, first) == utc(2026, 11, 2, 6, 30)


# --- quiet hours ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clock", "expected"),
    [
        (time(22, 59), False),
        (time(23, 0), True),
        (time(23, 30), True),
        (time(0, 0), True),
        (time(6, 59), True),
        (time(7, 0), False),
        (time(12, 0), False),
    ],
)
def test_in_quiet_hours_crossing_midnight(clock: time, expected: bool) -> None:
    at = wall(BERLIN, 2026, 1, 5, clock.hour, clock.minute)
    assert in_quiet_hours(QuietHours(), BERLIN, at) is expected


def test_in_quiet_hours_same_day_and_disabled() -> None:
    lunch = QuietHours(time(13), time(14))
    assert in_quiet_hours(lunch, NEW_YORK, wall(NEW_YORK, 2026, 1, 5, 13, 30))
    assert not in_quiet_hours(lunch, NEW_YORK, wall(NEW_YORK, 2026, 1, 5, 14))
    off = QuietHours(time(7), time(7))
    assert not off.enabled
    assert not in_quiet_hours(off, NEW_YORK, wall(NEW_YORK, 2026, 1, 5, 7))
    assert defer_past_quiet_hours(off, NEW_YORK, utc(2026, 1, 5, 7)) == utc(2026, 1, 5, 7)


@pytest.mark.parametrize(
    ("due", "expected"),
    [
        ((2026, 1, 5, 23, 30), (2026, 1, 6, 7, 0)),
        ((2026, 1, 5, 3, 0), (2026, 1, 5, 7, 0)),
        ((2026, 1, 5, 23, 0), (2026, 1, 6, 7, 0)),
        ((2026, 1, 5, 12, 0), (2026, 1, 5, 12, 0)),
        ((2026, 1, 5, 7, 0), (2026, 1, 5, 7, 0)),
    ],
)
def test_defer_past_quiet_hours(
    due: tuple[int, int, int, int, int], expected: tuple[int, int, int, int, int]
) -> None:
    got = defer_past_quiet_hours(QuietHours(), BERLIN, wall(BERLIN, *due))
    assert got == wall(BERLIN, *expected)


def test_defer_across_spring_change() -> None:
    got = defer_past_quiet_hours(QuietHours(), BERLIN, wall(BERLIN, 2026, 3, 28, 23, 30))
    assert got == utc(2026, 3, 29, 5)  # 07:00 CEST


def test_defer_quiet_end_in_gap() -> None:
    quiet = QuietHours(time(23), time(2, 30))
    got = defer_past_quiet_hours(quiet, BERLIN, wall(BERLIN, 2026, 3, 29, 1, 0))
    assert got == utc(2026, 3, 29, 1)  # 03:00 CEST, the end of the gap


def test_defer_in_repeated_hour_moves_forward() -> None:
    quiet = QuietHours(time(0), time(1, 30))
    second_pass = wall(NEW_YORK, 2026, 11, 1, 1, 15, fold=1)  # 01:15 EST
    assert defer_past_quiet_hours(quiet, NEW_YORK, second_pass) == utc(2026, 11, 1, 6, 30)
    first_pass = wall(NEW_YORK, 2026, 11, 1, 1, 15)  # 01:15 EDT
    assert defer_past_quiet_hours(quiet, NEW_YORK, first_pass) == utc(2026, 11, 1, 5, 30)


# --- staleness -----------------------------------------------------------------------------


THIRTY_MINUTES = timedelta(minutes=30)
TWO_HOURS = timedelta(hours=2)


@pytest.mark.parametrize(
    ("rule", "late", "expected"),
    [
        (THIRTY_MINUTES, timedelta(minutes=30), False),
        (THIRTY_MINUTES, timedelta(minutes=31), True),
        (TWO_HOURS, timedelta(hours=2), False),
        (TWO_HOURS, timedelta(hours=2, seconds=1), True),
        (TWO_HOURS, timedelta(minutes=119), False),
        (TWO_HOURS, timedelta(hours=3), True),
        (NEVER_STALE, timedelta(days=400), False),
        (SAME_LOCAL_DAY, timedelta(hours=14, minutes=59), False),  # 23:59 local
        (SAME_LOCAL_DAY, timedelta(hours=15), True),  # next local midnight
        (SAME_LOCAL_DAY, timedelta(hours=4), False),
        (SAME_LOCAL_DAY, timedelta(days=1), True),
    ],
)
def test_is_stale(rule: LatenessRule, late: timedelta, expected: bool) -> None:
    due = wall(BERLIN, 2026, 1, 5, 9)
    assert is_stale(rule, due, due + late, BERLIN) is expected


RULES: list[LatenessRule] = [THIRTY_MINUTES, TWO_HOURS, SAME_LOCAL_DAY, NEVER_STALE]


def test_not_stale_before_due() -> None:
    due = wall(BERLIN, 2026, 1, 5, 9)
    for rule in RULES:
        assert not is_stale(rule, due, due - timedelta(days=2), BERLIN)
        assert not is_stale(rule, due, due, BERLIN)


def test_same_local_day_uses_user_zone() -> None:
    due = wall(NEW_YORK, 2026, 1, 5, 20)  # 01:00Z on Jan 6
    assert not is_stale(SAME_LOCAL_DAY, due, wall(NEW_YORK, 2026, 1, 5, 23, 59), NEW_YORK)
    assert is_stale(SAME_LOCAL_DAY, due, wall(NEW_YORK, 2026, 1, 6, 0, 1), NEW_YORK)


# --- local days ----------------------------------------------------------------------------


def test_local_day() -> None:
    assert local_day(utc(2026, 1, 5, 23, 30), BERLIN) == date(2026, 1, 6)
    assert local_day(utc(2026, 1, 6, 3), NEW_YORK) == date(2026, 1, 5)


def test_local_day_bounds_dst_days() -> None:
    start, end = local_day_bounds(date(2026, 3, 29), BERLIN)
    assert (start, end - start) == (utc(2026, 3, 28, 23), timedelta(hours=23))
    start, end = local_day_bounds(date(2026, 11, 1), NEW_YORK)
    assert (start, end - start) == (utc(2026, 11, 1, 4), timedelta(hours=25))


# --- upcoming ------------------------------------------------------------------------------


def test_upcoming_lists_all_kinds_sorted() -> None:
    got = upcoming(
        BERLIN,
        utc(2026, 2, 20),
        utc(2026, 2, 24),
        windows=[window("22:00", "02:00", frozenset({FRI})), window("12:00", "13:00")],
        anniversaries=[Anniversary(1, 1), Anniversary(2, 22)],
        daily_at=time(20),
    )
    assert got == [
        Occurrence(utc(2026, 2, 20, 10, 50), K.RISKY_PROMPT, 1),
        Occurrence(utc(2026, 2, 20, 19, 0), K.DAILY_CHECKIN),
        Occurrence(utc(2026, 2, 20, 20, 50), K.RISKY_PROMPT, 0),
        Occurrence(utc(2026, 2, 21, 10, 50), K.RISKY_PROMPT, 1),
        Occurrence(utc(2026, 2, 21, 18, 0), K.ANNIVERSARY_EVE, 1),
        Occurrence(utc(2026, 2, 21, 19, 0), K.DAILY_CHECKIN),
        Occurrence(utc(2026, 2, 22, 8, 0), K.ANNIVERSARY_DAY, 1),
        Occurrence(utc(2026, 2, 22, 10, 50), K.RISKY_PROMPT, 1),
        Occurrence(utc(2026, 2, 22, 19, 0), K.DAILY_CHECKIN),
        Occurrence(utc(2026, 2, 23, 9, 0), K.ANNIVERSARY_AFTER, 1),
        Occurrence(utc(2026, 2, 23, 10, 50), K.RISKY_PROMPT, 1),
        Occurrence(utc(2026, 2, 23, 19, 0), K.DAILY_CHECKIN),
    ]


def test_upcoming_range_is_half_open() -> None:
    at = time(20)
    first = wall(BERLIN, 2026, 1, 5, 20)
    got = upcoming(BERLIN, first, first + timedelta(days=2), daily_at=at)
    assert [o.due_utc for o in got] == [first, first + timedelta(days=1)]
    assert upcoming(BERLIN, first, first, daily_at=at) == []


def test_upcoming_defers_all_but_risky_prompts() -> None:
    got = upcoming(
        BERLIN,
        utc(2026, 1, 5, 12),
        utc(2026, 1, 6, 12),
        windows=[window("23:30", "01:00")],
        daily_at=time(23, 45),
        quiet=QuietHours(),
    )
    assert got == [
        Occurrence(wall(BERLIN, 2026, 1, 5, 23, 20), K.RISKY_PROMPT),
        Occurrence(wall(BERLIN, 2026, 1, 6, 7), K.DAILY_CHECKIN),
    ]


# --- learned_window ------------------------------------------------------------------------


def berlin_checkins(*clocks: tuple[int, int]) -> list[datetime]:
    return [wall(BERLIN, 2026, 1, 5 + n, h, m) for n, (h, m) in enumerate(clocks)]


def test_learned_window_needs_five_checkins() -> None:
    four = berlin_checkins((21, 10), (21, 40), (21, 50), (21, 55))
    assert learned_window(four, BERLIN, []) is None


def test_learned_window_needs_a_cluster_of_three() -> None:
    spread = berlin_checkins((8, 0), (12, 0), (16, 0), (21, 10), (21, 40))
    assert learned_window(spread, BERLIN, []) is None


def test_learned_window_ties_take_earliest() -> None:
    times = berlin_checkins((21, 10), (21, 40), (21, 50), (8, 0), (13, 0))
    assert learned_window(times, BERLIN, []) == window("20:00", "22:00")


def test_learned_window_prefers_most_checkins() -> None:
    times = berlin_checkins((9, 0), (9, 30), (10, 15), (21, 0), (21, 20), (22, 10), (22, 40))
    assert learned_window(times, BERLIN, []) == window("21:00", "23:00")


def test_learned_window_skips_overlapping_existing() -> None:
    times = berlin_checkins((21, 10), (21, 40), (21, 50), (8, 0), (13, 0))
    existing = [window("20:00", "21:00", frozenset({MON}))]
    assert learned_window(times, BERLIN, existing) == window("21:00", "23:00")
    assert learned_window(times, BERLIN, [window("21:30", "22:00")]) is None


def test_learned_window_adjacent_existing_is_not_overlap() -> None:
    times = berlin_checkins((21, 10), (21, 40), (21, 50), (8, 0), (13, 0))
    assert learned_window(times, BERLIN, [window("22:00", "02:00")]) == window("20:00", "22:00")


def test_learned_window_crossing_midnight_in_local_time() -> None:
    times = berlin_checkins((23, 30), (0, 15), (0, 45), (12, 0), (15, 0))
    assert learned_window(times, BERLIN, []) == window("23:00", "01:00")


def test_learned_window_uses_local_zone() -> None:
    # 02:xx UTC is 21:xx in New York (EST).
    times = [utc(2026, 1, 6 + n, 2, 10 * n) for n in range(3)] + [utc(2026, 1, 9, 15)] * 2
    assert learned_window(times, NEW_YORK, []) == window("20:00", "22:00")


# --- property tests ------------------------------------------------------------------------

ZONE_NAMES = (
    "Europe/Berlin",
    "America/New_York",
    "Australia/Lord_Howe",  # 30-minute DST shift
    "America/Santiago",  # transitions at local midnight
    "America/Havana",
    "Europe/Dublin",  # negative DST in tzdata
    "Pacific/Chatham",
    "Asia/Kolkata",
    "UTC",
)
ZONES = [ZoneInfo(name) for name in ZONE_NAMES]
PROPERTY_SETTINGS = settings(max_examples=300, deadline=None)


@cache
def transitions(zone: ZoneInfo) -> tuple[datetime, ...]:
    """UTC hours in 2026 at which the zone's offset changed."""
    found: list[datetime] = []
    moment = utc(2026, 1, 1)
    while moment.year == 2026:
        following = moment + timedelta(hours=1)
        if moment.astimezone(zone).utcoffset() != following.astimezone(zone).utcoffset():
            found.append(following)
        moment = following
    return tuple(found) or (utc(2026, 6, 1),)


@st.composite
def zone_and_instant(draw: st.DrawFn) -> tuple[ZoneInfo, datetime]:
    zone = draw(st.sampled_from(ZONES))
    anywhere = st.datetimes(
        min_value=datetime(2001, 1, 1), max_value=datetime(2037, 12, 31), timezones=st.just(UTC)
    )
    near_change = st.builds(
        lambda base, minutes: base + timedelta(minutes=minutes),
        st.sampled_from(transitions(zone)),
        st.integers(-3 * 24 * 60, 3 * 24 * 60),
    )
    return zone, draw(st.one_of(anywhere, near_change))


clocks = st.builds(time, st.integers(0, 23), st.integers(0, 59))
weekday_sets = st.frozensets(st.integers(0, 6))
risky_windows = st.builds(
    lambda start, minutes, days: RiskyWindow(
        start, (datetime.combine(date(2000, 1, 1), start) + timedelta(minutes=minutes)).time(), days
    ),
    clocks,
    st.integers(1, 24 * 60 - 1),
    weekday_sets,
)
leads = st.integers(0, 180).map(lambda minutes: timedelta(minutes=minutes))


@PROPERTY_SETTINGS
@given(risky_windows, zone_and_instant(), leads)
def test_prop_risky_prompt_is_next_valid_prompt(
    w: RiskyWindow, zone_after: tuple[ZoneInfo, datetime], lead: timedelta
) -> None:
    zone, after = zone_after
    got = next_risky_prompt(w, zone, after, lead)
    assert after < got <= after + timedelta(days=8)
    assert got.tzinfo is UTC
    assert next_risky_prompt(w, zone, got - timedelta(microseconds=1), lead) == got
    start_day = local_day(after, zone) - timedelta(days=2)
    valid = [
        resolve_local(day, w.start, zone) - lead
        for day in (start_day + timedelta(days=n) for n in range(12))
        if w.starts_on(day.weekday())
    ]
    assert got in valid
    assert not [p for p in valid if after < p < got]


@PROPERTY_SETTINGS
@given(risky_windows, zone_and_instant(), leads)
def test_prop_risky_prompt_local_time(
    w: RiskyWindow, zone_after: tuple[ZoneInfo, datetime], lead: timedelta
) -> None:
    zone, after = zone_after
    got = next_risky_prompt(w, zone, after, lead)
    start = (got + lead).astimezone(zone)
    if start.time() != w.start:  # only allowed when the start is skipped by a DST gap
        assert not wall_exists(start.date(), w.start, zone)
        assert start.time() > w.start
    else:
        assert w.starts_on(start.date().weekday())
        if got.astimezone(zone).utcoffset() == start.utcoffset():
            expected = datetime.combine(start.date(), w.start) - lead
            assert got.astimezone(zone).replace(tzinfo=None) == expected


@PROPERTY_SETTINGS
@given(risky_windows, zone_and_instant(), leads)
def test_prop_repeated_prompts_strictly_increase(
    w: RiskyWindow, zone_after: tuple[ZoneInfo, datetime], lead: timedelta
) -> None:
    zone, after = zone_after
    series: list[datetime] = []
    for _ in range(10):
        after = next_risky_prompt(w, zone, after, lead)
        series.append(after)
    assert all(a < b for a, b in itertools.pairwise(series))
    start_days = [local_day(p + lead, zone) for p in series]
    assert len(set(start_days)) == len(start_days)


@PROPERTY_SETTINGS
@given(clocks, zone_and_instant())
def test_prop_next_daily(at: time, zone_after: tuple[ZoneInfo, datetime]) -> None:
    zone, after = zone_after
    got = next_daily(at, zone, after)
    assert after < got <= after + timedelta(hours=26)
    assert next_daily(at, zone, got - timedelta(microseconds=1)) == got
    local = got.astimezone(zone)
    assert local.time() == at or not wall_exists(local.date(), at, zone)


@PROPERTY_SETTINGS
@given(clocks, clocks, zone_and_instant())
def test_prop_defer_past_quiet_hours(
    start: time, end: time, zone_due: tuple[ZoneInfo, datetime]
) -> None:
    zone, due = zone_due
    quiet = QuietHours(start, end)
    got = defer_past_quiet_hours(quiet, zone, due)
    assert got >= due
    assert got - due <= timedelta(days=2, hours=1)  # two days only when an end is skipped
    assert not in_quiet_hours(quiet, zone, got)
    if not in_quiet_hours(quiet, zone, due):
        assert got == due


@PROPERTY_SETTINGS
@given(st.integers(1, 12), st.integers(1, 31), zone_and_instant())
def test_prop_anniversary_reminders(
    month: int, day: int, zone_after: tuple[ZoneInfo, datetime]
) -> None:
    zone, after = zone_after
    try:
        anniversary = Anniversary(month, day)
    except ScheduleInputError:
        return
    got = next_anniversary_reminders(anniversary, zone, after)
    assert {kind for kind, _ in got} == {K.ANNIVERSARY_EVE, K.ANNIVERSARY_DAY, K.ANNIVERSARY_AFTER}
    moments = [moment for _, moment in got]
    assert moments == sorted(moments)
    assert all(after < moment <= after + timedelta(days=368) for moment in moments)


@PROPERTY_SETTINGS
@given(st.sampled_from(RULES), zone_and_instant(), st.integers(0, 5000))
def test_prop_staleness_is_monotone(
    rule: LatenessRule, zone_due: tuple[ZoneInfo, datetime], minutes: int
) -> None:
    zone, due = zone_due
    now = due + timedelta(minutes=minutes)
    if is_stale(rule, due, now, zone):
        assert is_stale(rule, due, now + timedelta(hours=1), zone)
    if rule == NEVER_STALE or (isinstance(rule, timedelta) and now - due <= rule):
        assert not is_stale(rule, due, now, zone)
    if rule == SAME_LOCAL_DAY:
        assert is_stale(rule, due, now, zone) is (local_day(now, zone) != local_day(due, zone))


def test_anniversary_eve_on_new_years_eve_boundary() -> None:
    after = wall(NEW_YORK, 2000, 12, 31, 19)  # exactly at the eve reminder
    got = next_anniversary_reminder(Anniversary(1, 1), K.ANNIVERSARY_EVE, NEW_YORK, after)
    assert got == wall(NEW_YORK, 2001, 12, 31, 19)


@PROPERTY_SETTINGS
@given(zone_and_instant())
def test_prop_local_day_bounds_contain_instant(zone_at: tuple[ZoneInfo, datetime]) -> None:
    zone, at = zone_at
    start, end = local_day_bounds(local_day(at, zone), zone)
    assert start <= at < end
    assert timedelta(hours=20) <= end - start <= timedelta(hours=28)


@PROPERTY_SETTINGS
@given(risky_windows)
def test_prop_window_format_round_trip(w: RiskyWindow) -> None:
    assert parse_window(format_window(w)) == w


@PROPERTY_SETTINGS
@given(clocks)
def test_prop_clock_round_trip(at: time) -> None:
    assert parse_clock(format_clock(at)) == at


@PROPERTY_SETTINGS
@given(st.text(max_size=60))
def test_prop_parsers_only_raise_schedule_input_error(text: str) -> None:
    for parse in (parse_clock, parse_window, parse_anniversary):
        with contextlib.suppress(ScheduleInputError):
            parse(text)


@PROPERTY_SETTINGS
@given(
    st.lists(zone_and_instant().map(lambda pair: pair[1]), min_size=0, max_size=12),
    st.sampled_from(ZONES),
    st.lists(risky_windows, max_size=2),
)
def test_prop_learned_window(
    times: list[datetime], zone: ZoneInfo, existing: list[RiskyWindow]
) -> None:
    got = learned_window(times, zone, existing)
    if got is None:
        return
    assert len(times) >= 5
    inside = [t for t in times if in_risky_window(got, zone, t)]
    assert len(inside) >= 3
    assert got.start.minute == 0
    assert got.end.hour == (got.start.hour + 2) % 24
    learned_minutes = [(got.start.hour * 60 + n) % (24 * 60) for n in range(120)]
    for other in existing:
        assert not any(wall_in(other, minute) for minute in learned_minutes)
