"""bot.domain.weekly: the last seven local days, in figures only."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from bot.domain.progress import Checkin
from bot.domain.streaks import ContactEvent, EventKind
from bot.domain.weekly import next_look_back, weekly_summary

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)  # Sunday evening in Berlin


def test_a_full_week_without_contact() -> None:
    start = NOW - timedelta(days=40)
    checkins = [
        Checkin(NOW - timedelta(days=1), 8, 4, ("breathe",)),
        Checkin(NOW - timedelta(days=2), 6, 4, ("ground",)),
        Checkin(NOW - timedelta(days=2, hours=1), 7, None, ("ground",)),
        Checkin(NOW - timedelta(days=9), 9, 1, ("letter",)),  # last week: not counted
    ]
    summary = weekly_summary(start=start, events=[], checkins=checkins, now=NOW, zone=BERLIN)
    assert summary.first_day == date(2026, 11, 23)
    assert summary.last_day == date(2026, 11, 29)
    assert summary.days_counted == 7
    assert summary.days_held == 7
    assert summary.cravings == 3
    assert summary.rated == 2
    assert summary.mean_drop == 3.0
    assert summary.best_tool == "breathe"
    assert summary.current_days == 40
    assert [day.cravings for day in summary.days] == [0, 0, 0, 0, 2, 1, 0]


def test_a_slip_day_is_not_held_and_days_before_the_start_are_not_counted() -> None:
    start = datetime(2026, 11, 25, 9, 0, tzinfo=UTC)  # Wednesday
    slip = datetime(2026, 11, 27, 22, 30, tzinfo=UTC)  # Friday 23:30 in Berlin
    events = [
        ContactEvent(slip, EventKind.REPLIED),
        ContactEvent(slip - timedelta(hours=30), EventKind.HELD),
    ]
    summary = weekly_summary(start=start, events=events, checkins=[], now=NOW, zone=BERLIN)
    assert [day.counted for day in summary.days] == [False, False, True, True, True, True, True]
    assert [day.held for day in summary.days] == [False, False, True, True, False, True, True]
    assert summary.days_counted == 5
    assert summary.days_held == 4
    assert summary.cravings == 0
    assert summary.mean_drop is None
    assert summary.best_tool is None
    assert not summary.is_empty


def test_no_tool_is_best_when_none_helped() -> None:
    checkins = [Checkin(NOW - timedelta(hours=3), 5, 6, ("reasons",))]
    summary = weekly_summary(
        start=NOW - timedelta(days=3), events=[], checkins=checkins, now=NOW, zone=BERLIN
    )
    assert summary.best_tool is None
    assert summary.mean_drop == -1.0


def test_nothing_to_look_back_on() -> None:
    summary = weekly_summary(
        start=NOW + timedelta(days=2), events=[], checkins=[], now=NOW, zone=BERLIN
    )
    assert summary.is_empty


def test_next_look_back_is_the_chosen_local_evening() -> None:
    sunday = 6
    due = next_look_back(sunday, time(19), BERLIN, datetime(2026, 11, 25, 12, tzinfo=UTC))
    assert due == datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
    # Exactly at the time: the next week.
    assert next_look_back(sunday, time(19), BERLIN, due) == due + timedelta(days=7)
    # Local time, also across the change to summer time.
    spring = next_look_back(sunday, time(19), BERLIN, datetime(2027, 3, 27, tzinfo=UTC))
    assert spring == datetime(2027, 3, 28, 17, 0, tzinfo=UTC)
    tokyo = next_look_back(0, time(21), ZoneInfo("Asia/Tokyo"), datetime(2026, 11, 30, tzinfo=UTC))
    assert tokyo == datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
