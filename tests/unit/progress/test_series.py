"""bot.domain.progress: streaks, heat map and intensity data in the person's own calendar."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from bot.domain.progress import (
    Checkin,
    HourSpan,
    Stretch,
    heat_map,
    intensity,
    timeline,
    tool_drops,
    window_spans,
)
from bot.domain.schedule import RiskyWindow
from bot.domain.streaks import ContactEvent, EventKind

BERLIN = ZoneInfo("Europe/Berlin")
TOKYO = ZoneInfo("Asia/Tokyo")
START = datetime(2026, 9, 1, 8, 0, tzinfo=UTC)
NOW = datetime(2026, 11, 30, 20, 0, tzinfo=UTC)


def test_timeline_splits_streaks_at_slips_and_keeps_the_marks() -> None:
    events = [
        ContactEvent(START + timedelta(days=10), EventKind.REACHED_OUT),
        ContactEvent(START + timedelta(days=20), EventKind.STRUCTURED, within_rules=True),
        ContactEvent(START + timedelta(days=30), EventKind.HELD),
        ContactEvent(START + timedelta(days=40), EventKind.STRUCTURED, within_rules=False),
        ContactEvent(START + timedelta(days=50), EventKind.PROFILE_CHECK),
        ContactEvent(START - timedelta(days=5), EventKind.REPLIED),  # before the start: ignored
    ]
    data = timeline(start=START, events=events, now=NOW, zone=BERLIN)
    assert data.stretches == (
        Stretch(date(2026, 9, 1), date(2026, 9, 11), current=False),
        Stretch(date(2026, 9, 12), date(2026, 10, 11), current=False),  # from the day after
        Stretch(date(2026, 10, 12), date(2026, 11, 30), current=True),
    )
    assert data.contacts == (date(2026, 9, 11), date(2026, 10, 11))
    assert data.structured == (date(2026, 9, 21),)
    assert data.held == (date(2026, 10, 1),)
    assert data.today == date(2026, 11, 30)
    assert data.span_days == 90


def test_timeline_profile_checks_count_only_when_the_person_says_so() -> None:
    events = [ContactEvent(START + timedelta(days=3), EventKind.PROFILE_CHECK)]
    assert len(timeline(start=START, events=events, now=NOW, zone=BERLIN).stretches) == 1
    counted = timeline(start=START, events=events, now=NOW, zone=BERLIN, profile_check_resets=True)
    assert len(counted.stretches) == 2


def test_timeline_days_are_local_days() -> None:
    late = datetime(2026, 11, 29, 23, 30, tzinfo=UTC)  # already the 30th in Tokyo
    data = timeline(
        start=START, events=[ContactEvent(late, EventKind.REACHED_OUT)], now=NOW, zone=TOKYO
    )
    assert data.contacts == (date(2026, 11, 30),)
    assert data.today == date(2026, 12, 1)


def test_timeline_start_in_the_future_has_no_stretches() -> None:
    assert timeline(start=NOW + timedelta(days=1), events=[], now=NOW, zone=BERLIN).stretches == ()


def test_heat_map_counts_local_weekday_and_hour() -> None:
    moments = [
        datetime(2026, 11, 30, 21, 15, tzinfo=UTC),  # Monday 22:15 in Berlin
        datetime(2026, 11, 30, 21, 45, tzinfo=UTC),
        datetime(2026, 11, 30, 23, 5, tzinfo=UTC),  # Tuesday 00:05 in Berlin
    ]
    data = heat_map(moments, BERLIN)
    assert data.counts[0][22] == 2
    assert data.counts[1][0] == 1
    assert data.total == 3
    assert data.risky == ()


def test_risky_window_crossing_midnight_wraps_onto_the_next_row() -> None:
    window = RiskyWindow(time(22, 30), time(1, 0), frozenset({6}))  # Sundays
    assert window_spans(window) == [HourSpan(6, 22.5, 24.0), HourSpan(0, 0.0, 1.0)]
    every_day = window_spans(RiskyWindow(time(7), time(9)))
    assert [span.weekday for span in every_day] == list(range(7))
    midnight_end = window_spans(RiskyWindow(time(21), time(0), frozenset({2})))
    assert midnight_end == [HourSpan(2, 21.0, 24.0)]


def test_intensity_keeps_rated_checkins_in_order_and_ranks_tools() -> None:
    base = datetime(2026, 11, 1, 20, tzinfo=UTC)
    checkins = [
        Checkin(base + timedelta(days=2), 8, 3, ("breathe",)),
        Checkin(base, 9, 7, ("letter", "breathe")),
        Checkin(base + timedelta(days=1), 6, None, ("ground",)),  # no rating after: left out
        Checkin(base + timedelta(days=3), 5, 6, ("ground", "contact")),
    ]
    data = intensity(checkins, BERLIN)
    assert [(r.before, r.after) for r in data.ratings] == [(9, 7), (8, 3), (5, 6)]
    assert data.ratings[0].at == datetime(2026, 11, 1, 21, 0)  # naive local wall time
    assert [(t.tool, t.mean_drop, t.uses) for t in data.tools] == [
        ("breathe", 3.5, 2),
        ("letter", 2.0, 1),
        ("ground", -1.0, 1),
    ]


def test_tool_drops_ties_go_to_the_more_used_tool_then_the_default_order() -> None:
    at = datetime(2026, 11, 1, tzinfo=UTC)
    checkins = [
        Checkin(at, 6, 4, ("reasons",)),
        Checkin(at, 6, 4, ("ground",)),
        Checkin(at, 7, 5, ("ground",)),
        Checkin(at, 6, 4, ("record",)),
    ]
    assert [t.tool for t in tool_drops(checkins)] == ["ground", "reasons", "record"]
