"""Unit and property tests for bot.domain.streaks."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.streaks import (
    MILESTONES,
    ContactEvent,
    EventKind,
    StreakStats,
    compute_stats,
    is_milestone,
    is_slip,
    is_structured_within_rules,
    local_days_between,
    milestone_date,
    milestone_days_after,
    streak_days,
)

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")
ZONES: list[tzinfo] = [
    UTC,
    BERLIN,
    NEW_YORK,
    ZoneInfo("Asia/Kolkata"),
    ZoneInfo("Australia/Lord_Howe"),
    ZoneInfo("Pacific/Chatham"),
]

START = datetime(2026, 11, 1, 12, 0, tzinfo=BERLIN)
NOW = datetime(2026, 11, 25, 10, 0, tzinfo=BERLIN)


def at(y: int, m: int, d: int, h: int = 12, mi: int = 0, zone: ZoneInfo = BERLIN) -> datetime:
    """A local wall time as a UTC instant."""
    return datetime(y, m, d, h, mi, tzinfo=zone).astimezone(UTC)


def ev(when: datetime, kind: EventKind, within_rules: bool | None = None) -> ContactEvent:
    return ContactEvent(at=when, kind=kind, within_rules=within_rules)


def stats(
    events: list[ContactEvent] | tuple[ContactEvent, ...] = (),
    *,
    start: datetime = START,
    now: datetime = NOW,
    zone: tzinfo = BERLIN,
    profile_check_resets: bool = False,
    checkins: tuple[datetime, ...] = (),
) -> StreakStats:
    return compute_stats(
        start=start,
        events=events,
        now=now,
        zone=zone,
        profile_check_resets=profile_check_resets,
        checkins=checkins,
    )


# --- is_slip -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "within_rules", "resets", "expected"),
    [
        (EventKind.REACHED_OUT, None, False, True),
        (EventKind.REACHED_OUT, None, True, True),
        (EventKind.REPLIED, None, False, True),
        (EventKind.REPLIED, None, True, True),
        (EventKind.HELD, None, False, False),
        (EventKind.HELD, None, True, False),
        (EventKind.PROFILE_CHECK, None, False, False),
        (EventKind.PROFILE_CHECK, None, True, True),
        (EventKind.STRUCTURED, True, False, False),
        (EventKind.STRUCTURED, True, True, False),
        (EventKind.STRUCTURED, False, False, True),
        (EventKind.STRUCTURED, False, True, True),
        (EventKind.STRUCTURED, None, False, False),
    ],
)
def test_is_slip(kind: EventKind, within_rules: bool | None, resets: bool, expected: bool) -> None:
    event = ev(NOW, kind, within_rules)
    assert is_slip(event, profile_check_resets=resets) is expected


def test_is_structured_within_rules() -> None:
    assert is_structured_within_rules(ev(NOW, EventKind.STRUCTURED, True))
    assert is_structured_within_rules(ev(NOW, EventKind.STRUCTURED, None))
    assert not is_structured_within_rules(ev(NOW, EventKind.STRUCTURED, False))
    assert not is_structured_within_rules(ev(NOW, EventKind.HELD, True))


def test_event_kind_values() -> None:
    assert [k.value for k in EventKind] == [
        "reached_out",
        "replied",
        "held",
        "profile_check",
        "structured",
    ]


# --- ContactEvent validation -------------------------------------------------


def test_event_requires_aware_datetime() -> None:
    with pytest.raises(ValueError, match="aware"):
        ContactEvent(at=datetime(2026, 11, 1, 12, 0), kind=EventKind.HELD)


def test_event_kind_string_is_coerced_and_validated() -> None:
    event = ContactEvent(at=NOW, kind="held")  # type: ignore[arg-type]
    assert event.kind is EventKind.HELD
    with pytest.raises(ValueError):
        ContactEvent(at=NOW, kind="waved")  # type: ignore[arg-type]


def test_event_channel_is_optional_and_ignored_for_math() -> None:
    plain = ev(at(2026, 11, 20), EventKind.REACHED_OUT)
    texted = ContactEvent(at=at(2026, 11, 20), kind=EventKind.REACHED_OUT, channel="text")
    assert plain.channel is None
    assert stats([plain]) == stats([texted])


@pytest.mark.parametrize("field", ["start", "now"])
def test_compute_stats_rejects_naive_times(field: str) -> None:
    naive = datetime(2026, 11, 10, 12, 0)
    kwargs = {"start": START, "now": NOW, field: naive}
    with pytest.raises(ValueError, match=field):
        compute_stats(start=kwargs["start"], now=kwargs["now"], events=(), zone=BERLIN)


def test_compute_stats_rejects_naive_checkins() -> None:
    with pytest.raises(ValueError, match="checkin"):
        stats(checkins=(datetime(2026, 11, 10, 12, 0),))


# --- the figures -------------------------------------------------------------


def test_no_events() -> None:
    s = stats()
    assert s == StreakStats(
        current_days=24,
        current_hours=24 * 24 - 2,
        current_started_at=START.astimezone(UTC),
        longest_days=24,
        total_no_contact_days=24,
        slips=0,
        held_count=0,
        profile_checks_this_week=0,
        structured_this_month=0,
        previous_streak_days=None,
        slip_to_next_checkin=(),
        last_slip_at=None,
    )


def test_day_zero() -> None:
    s = stats(start=NOW, now=NOW)
    assert (s.current_days, s.current_hours, s.longest_days) == (0, 0, 0)
    assert s.total_no_contact_days == 0  # today counts once it is over


def test_days_are_local_midnights_not_24h_periods() -> None:
    start = at(2026, 11, 1, 23, 30)
    assert stats(start=start, now=at(2026, 11, 2, 0, 30)).current_days == 1
    assert stats(start=start, now=at(2026, 11, 2, 0, 30)).current_hours == 1
    assert stats(start=at(2026, 11, 1, 0, 30), now=at(2026, 11, 1, 23, 30)).current_days == 0


def test_current_hours_counts_whole_hours() -> None:
    slip = at(2026, 11, 24, 21, 31)
    s = stats([ev(slip, EventKind.REACHED_OUT)])
    assert s.current_hours == 12  # 12h29m
    assert s.current_days == 0  # the slip's day is not a day without contact


def test_start_after_now_yields_zero_figures() -> None:
    s = stats(start=NOW + timedelta(days=3), now=NOW)
    assert (s.current_days, s.current_hours, s.longest_days) == (0, 0, 0)
    assert s.total_no_contact_days == 0
    assert s.slips == 0


@pytest.mark.parametrize("kind", [EventKind.REACHED_OUT, EventKind.REPLIED])
def test_slip_kinds_reset_the_streak(kind: EventKind) -> None:
    slip = at(2026, 11, 20, 20, 0)
    s = stats([ev(slip, kind)])
    assert s.current_days == 4  # 21 to 24 Nov
    assert s.current_started_at == slip
    assert s.previous_streak_days == 19  # 1 to 19 Nov
    assert s.longest_days == 19
    assert s.slips == 1
    assert s.last_slip_at == slip
    assert s.total_no_contact_days == 24 - 1 == 19 + 4


def test_held_is_a_win_and_never_resets() -> None:
    events = [ev(at(2026, 11, d), EventKind.HELD) for d in (3, 10, 20)]
    s = stats(events)
    assert s.held_count == 3
    assert (s.current_days, s.slips, s.total_no_contact_days) == (24, 0, 24)
    assert s.previous_streak_days is None


def test_profile_check_does_not_reset_by_default() -> None:
    s = stats([ev(at(2026, 11, 22), EventKind.PROFILE_CHECK)])
    assert (s.current_days, s.slips) == (24, 0)
    assert s.profile_checks_this_week == 1


def test_profile_check_resets_when_setting_on() -> None:
    check = at(2026, 11, 22)
    s = stats([ev(check, EventKind.PROFILE_CHECK)], profile_check_resets=True)
    assert (s.current_days, s.slips) == (2, 1)
    assert s.last_slip_at == check
    assert s.previous_streak_days == 21
    assert s.profile_checks_this_week == 1


def test_profile_checks_this_week_is_last_seven_local_days() -> None:
    events = [
        ev(at(2026, 11, 18, 23, 59), EventKind.PROFILE_CHECK),  # 8th day back: out
        ev(at(2026, 11, 19, 0, 30), EventKind.PROFILE_CHECK),  # UTC 18th, local 19th: in
        ev(at(2026, 11, 25, 9, 0), EventKind.PROFILE_CHECK),  # today: in
        ev(at(2026, 11, 25, 11, 0), EventKind.PROFILE_CHECK),  # future: out
        ev(at(2026, 11, 22), EventKind.HELD),
    ]
    assert stats(events).profile_checks_this_week == 2


def test_structured_within_rules_keeps_streak_and_is_counted() -> None:
    events = [
        ev(at(2026, 11, 10), EventKind.STRUCTURED, True),
        ev(at(2026, 11, 17), EventKind.STRUCTURED, True),
        ev(at(2026, 11, 18), EventKind.STRUCTURED, None),
    ]
    s = stats(events)
    assert (s.current_days, s.slips) == (24, 0)
    assert s.structured_this_month == 3


def test_structured_outside_rules_is_a_slip_and_not_counted() -> None:
    slip = at(2026, 11, 17)
    s = stats([ev(slip, EventKind.STRUCTURED, False)])
    assert (s.current_days, s.slips, s.last_slip_at) == (7, 1, slip)
    assert s.structured_this_month == 0


def test_structured_this_month_uses_local_calendar_month() -> None:
    events = [
        ev(at(2026, 10, 31, 23, 30), EventKind.STRUCTURED, True),  # local October
        ev(at(2026, 11, 1, 0, 30), EventKind.STRUCTURED, True),  # UTC Oct 31, local Nov
    ]
    s = stats(events, start=at(2026, 10, 1))
    assert s.structured_this_month == 1


def test_multiple_slips_longest_previous_and_total() -> None:
    events = [
        ev(at(2026, 11, 11, 8, 0), EventKind.REACHED_OUT),  # streak 1: Nov 1 to 10 = 10
        ev(at(2026, 11, 13, 8, 0), EventKind.REPLIED),  # streak 2: Nov 12 = 1
        ev(at(2026, 11, 13, 22, 0), EventKind.REPLIED),  # streak 3: none = 0
        ev(at(2026, 11, 20, 8, 0), EventKind.HELD),
    ]
    s = stats(events)
    assert s.current_days == 11  # Nov 14 to 24
    assert s.longest_days == 11
    assert s.previous_streak_days == 0
    assert (s.slips, s.held_count) == (3, 1)
    assert s.total_no_contact_days == 24 - 2 == 10 + 1 + 0 + 11  # Nov 11 and 13 had slips


def test_longest_can_be_an_earlier_streak() -> None:
    s = stats([ev(at(2026, 11, 21), EventKind.REACHED_OUT)])
    assert (s.current_days, s.longest_days, s.previous_streak_days) == (3, 20, 20)


def test_slips_at_the_same_instant_count_separately() -> None:
    slip = at(2026, 11, 20)
    events = [ev(slip, EventKind.REACHED_OUT), ev(slip, EventKind.REACHED_OUT)]
    s = stats(events, checkins=(at(2026, 11, 21),))
    assert s.slips == 2
    assert s.previous_streak_days == 0
    assert s.slip_to_next_checkin == (timedelta(days=1), timedelta(days=1))
    assert s.total_no_contact_days == 23


def test_events_before_start_and_after_now_are_ignored() -> None:
    events = [
        ev(at(2026, 10, 30), EventKind.REACHED_OUT),
        ev(at(2026, 10, 30), EventKind.HELD),
        ev(at(2026, 10, 30), EventKind.STRUCTURED, True),
        ev(at(2026, 11, 25, 11, 0), EventKind.REACHED_OUT),
        ev(at(2026, 11, 25, 11, 0), EventKind.HELD),
    ]
    assert stats(events) == stats()


def test_events_exactly_at_start_and_now_count() -> None:
    events = [ev(START, EventKind.REACHED_OUT), ev(NOW, EventKind.HELD)]
    s = stats(events)
    assert (s.slips, s.held_count) == (1, 1)
    assert s.previous_streak_days == 0
    assert s.current_days == 23  # the start day had a slip
    assert s.total_no_contact_days == 23


def test_slip_at_now_starts_fresh() -> None:
    s = stats([ev(NOW, EventKind.REPLIED)])
    assert (s.current_days, s.current_hours) == (0, 0)
    assert s.previous_streak_days == 24
    assert s.longest_days == 24


def test_output_datetimes_are_utc() -> None:
    slip = datetime(2026, 11, 20, 20, 0, tzinfo=BERLIN)
    s = stats([ev(slip, EventKind.REACHED_OUT)])
    assert s.current_started_at.tzinfo is UTC
    assert s.last_slip_at is not None
    assert s.last_slip_at.tzinfo is UTC
    assert s.last_slip_at == slip
    assert stats().current_started_at.tzinfo is UTC


def test_slip_to_next_checkin() -> None:
    slips = [at(2026, 11, 5), at(2026, 11, 10), at(2026, 11, 20), at(2026, 11, 24)]
    checkins = (
        at(2026, 11, 4),  # before any slip
        at(2026, 11, 5, 15, 0),  # 3h after slip 1
        at(2026, 11, 20),  # same instant as slip 3
        at(2026, 11, 25, 11, 0),  # future: ignored
    )
    s = stats([ev(t, EventKind.REACHED_OUT) for t in slips], checkins=checkins)
    assert s.slip_to_next_checkin == (
        timedelta(hours=3),
        timedelta(days=10),
        timedelta(0),
    )


def test_slip_to_next_checkin_is_real_elapsed_time_across_dst() -> None:
    slip = at(2026, 10, 24, 12, 0)
    checkin = at(2026, 10, 25, 12, 0)  # a 25-hour day in Berlin
    s = stats(
        [ev(slip, EventKind.REACHED_OUT)],
        start=at(2026, 10, 1),
        now=at(2026, 10, 26),
        checkins=(checkin,),
    )
    assert s.slip_to_next_checkin == (timedelta(hours=25),)


# --- DST correctness -----------------------------------------------------------


DST_DAYS = [
    (BERLIN, date(2026, 3, 29), 23),
    (BERLIN, date(2026, 10, 25), 25),
    (NEW_YORK, date(2026, 3, 8), 23),
    (NEW_YORK, date(2026, 11, 1), 25),
]


def local_on(day: date, h: int, mi: int, zone: ZoneInfo) -> datetime:
    return at(day.year, day.month, day.day, h, mi, zone)


@pytest.mark.parametrize(("zone", "day", "hours"), DST_DAYS)
def test_dst_day_counts_as_one_day(zone: ZoneInfo, day: date, hours: int) -> None:
    one = timedelta(days=1)
    s = stats(start=local_on(day, 0, 0, zone), now=local_on(day + one, 0, 0, zone), zone=zone)
    assert (s.current_days, s.current_hours) == (1, hours)
    s = stats(start=local_on(day - one, 12, 0, zone), now=local_on(day, 12, 0, zone), zone=zone)
    assert (s.current_days, s.current_hours) == (1, hours)
    assert s.total_no_contact_days == 1


@pytest.mark.parametrize(("zone", "day", "hours"), DST_DAYS)
def test_dst_day_is_not_counted_by_utc_dates(zone: ZoneInfo, day: date, hours: int) -> None:
    first, last = local_on(day, 0, 30, zone), local_on(day, 23, 30, zone)
    assert first.date() != last.date()  # the UTC dates differ ...
    s = stats(start=first, now=last, zone=zone)
    assert s.current_days == 0  # ... but it is one local day
    assert s.current_hours == hours - 1
    assert s.total_no_contact_days == 0


@pytest.mark.parametrize(("zone", "day", "hours"), DST_DAYS)
def test_slip_on_dst_day(zone: ZoneInfo, day: date, hours: int) -> None:
    one = timedelta(days=1)
    slip = local_on(day, 12, 0, zone)
    s = stats(
        [ev(slip, EventKind.REACHED_OUT)],
        start=local_on(day - 3 * one, 12, 0, zone),
        now=local_on(day + one, 0, 0, zone),
        zone=zone,
    )
    assert (s.current_days, s.previous_streak_days, s.longest_days) == (0, 3, 3)
    assert s.current_hours == 12
    assert s.total_no_contact_days == 3


def test_week_across_spring_forward_is_seven_days() -> None:
    s = stats(start=at(2026, 3, 25), now=at(2026, 4, 1), zone=BERLIN)
    assert (s.current_days, s.current_hours) == (7, 7 * 24 - 1)
    assert is_milestone(s.current_days)


def test_slips_in_repeated_hour_fall_on_one_local_day() -> None:
    first = datetime(2026, 10, 25, 2, 30, tzinfo=BERLIN, fold=0).astimezone(UTC)
    second = datetime(2026, 10, 25, 2, 30, tzinfo=BERLIN, fold=1).astimezone(UTC)
    assert second - first == timedelta(hours=1)
    events = [ev(first, EventKind.REACHED_OUT), ev(second, EventKind.REPLIED)]
    s = stats(events, start=at(2026, 10, 20), now=at(2026, 10, 27), zone=BERLIN)
    assert s.slips == 2
    assert s.previous_streak_days == 0
    assert s.current_days == 1  # 26 Oct
    assert s.total_no_contact_days == 7 - 1


def test_local_days_between() -> None:
    assert local_days_between(at(2026, 3, 28, 23, 0), at(2026, 3, 29, 1, 0), BERLIN) == 1
    assert local_days_between(at(2026, 3, 29, 1, 0), at(2026, 3, 28, 23, 0), BERLIN) == 0
    assert local_days_between(at(2026, 1, 1), at(2027, 1, 1), NEW_YORK) == 365


# --- milestones ----------------------------------------------------------------


def test_milestone_constants() -> None:
    assert MILESTONES == (1, 3, 7, 14, 30, 60, 90, 180, 365)


@pytest.mark.parametrize("days", [*MILESTONES, 730, 1095, 1460, 3650])
def test_is_milestone_true(days: int) -> None:
    assert is_milestone(days)


@pytest.mark.parametrize("days", [-365, -1, 0, 2, 4, 100, 364, 366, 500, 729, 731, 1000])
def test_is_milestone_false(days: int) -> None:
    assert not is_milestone(days)


@pytest.mark.parametrize(
    ("days", "expected"),
    [
        (-5, 1),
        (0, 1),
        (1, 3),
        (2, 3),
        (3, 7),
        (7, 14),
        (13, 14),
        (14, 30),
        (30, 60),
        (60, 90),
        (90, 180),
        (180, 365),
        (364, 365),
        (365, 730),
        (729, 730),
        (730, 1095),
        (1095, 1460),
    ],
)
def test_milestone_days_after(days: int, expected: int) -> None:
    assert milestone_days_after(days) == expected


@given(st.integers(min_value=-10, max_value=5000))
def test_milestone_days_after_is_the_next_milestone(days: int) -> None:
    nxt = milestone_days_after(days)
    assert nxt > days
    assert is_milestone(nxt)
    assert not any(is_milestone(d) for d in range(days + 1, nxt))


def test_milestone_date_uses_local_start_date() -> None:
    late_evening = datetime(2026, 3, 28, 23, 30, tzinfo=BERLIN)
    assert milestone_date(late_evening, 1, BERLIN) == date(2026, 3, 29)
    assert milestone_date(late_evening, 0, BERLIN) == date(2026, 3, 28)
    utc_late = datetime(2026, 3, 28, 23, 30, tzinfo=UTC)  # Berlin: Mar 29, 00:30
    assert milestone_date(utc_late, 1, BERLIN) == date(2026, 3, 30)
    assert milestone_date(utc_late, 365, BERLIN) == date(2027, 3, 29)


def test_milestone_date_rejects_bad_input() -> None:
    with pytest.raises(ValueError):
        milestone_date(START, -1, BERLIN)
    with pytest.raises(ValueError):
        milestone_date(datetime(2026, 1, 1), 1, BERLIN)


@settings(max_examples=200)
@given(
    offset_minutes=st.integers(min_value=0, max_value=2 * 365 * 24 * 60),
    n_days=st.integers(min_value=1, max_value=400),
    zone=st.sampled_from(ZONES),
)
def test_milestone_date_agrees_with_compute_stats(
    offset_minutes: int, n_days: int, zone: tzinfo
) -> None:
    start = datetime(2025, 1, 1, tzinfo=UTC) + timedelta(minutes=offset_minutes)
    day = milestone_date(start, n_days, zone)
    midnight = datetime.combine(day, datetime.min.time(), tzinfo=zone)
    reached = midnight.astimezone(UTC) + timedelta(hours=2)
    before = midnight.astimezone(UTC) - timedelta(hours=2)
    assert stats(start=start, now=reached, zone=zone).current_days == n_days
    assert stats(start=start, now=before, zone=zone).current_days == n_days - 1


# --- properties -------------------------------------------------------------------

BASE = datetime(2026, 1, 1, tzinfo=UTC)
SPAN_MINUTES = 400 * 24 * 60


@dataclass(frozen=True)
class Scenario:
    start: datetime
    now: datetime
    events: tuple[ContactEvent, ...]
    zone: tzinfo
    profile_check_resets: bool
    checkins: tuple[datetime, ...]

    def stats(self) -> StreakStats:
        return compute_stats(
            start=self.start,
            events=self.events,
            now=self.now,
            zone=self.zone,
            profile_check_resets=self.profile_check_resets,
            checkins=self.checkins,
        )


def instants() -> st.SearchStrategy[datetime]:
    return st.integers(min_value=0, max_value=SPAN_MINUTES).map(
        lambda m: BASE + timedelta(minutes=m)
    )


event_strategy = st.builds(
    ContactEvent,
    at=instants(),
    kind=st.sampled_from(EventKind),
    within_rules=st.sampled_from([None, True, False]),
    channel=st.sampled_from([None, "text", "call", "in_person"]),
)


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    a, b = sorted((draw(instants()), draw(instants())))
    return Scenario(
        start=a,
        now=b,
        events=tuple(draw(st.lists(event_strategy, max_size=25))),
        zone=draw(st.sampled_from(ZONES)),
        profile_check_resets=draw(st.booleans()),
        checkins=tuple(draw(st.lists(instants(), max_size=10))),
    )


@given(scenarios())
def test_core_invariants(sc: Scenario) -> None:
    s = sc.stats()
    days_since_start = local_days_between(sc.start, sc.now, sc.zone)
    assert 0 <= s.current_days <= s.longest_days <= s.total_no_contact_days <= days_since_start
    assert s.current_hours >= 24 * (s.current_days - 1)
    if s.previous_streak_days is None:
        assert s.slips == 0
        assert s.last_slip_at is None
    else:
        assert s.previous_streak_days <= s.longest_days
        assert s.last_slip_at == s.current_started_at
    assert len(s.slip_to_next_checkin) <= s.slips
    assert all(gap >= timedelta(0) for gap in s.slip_to_next_checkin)
    assert sc.start <= s.current_started_at <= sc.now


@given(scenarios(), st.randoms(use_true_random=False))
def test_event_order_does_not_matter(sc: Scenario, rnd: random.Random) -> None:
    events, checkins = list(sc.events), list(sc.checkins)
    rnd.shuffle(events)
    rnd.shuffle(checkins)
    shuffled = replace(sc, events=tuple(events), checkins=tuple(checkins))
    assert shuffled.stats() == sc.stats()


@given(scenarios(), instants())
def test_adding_held_never_lowers_any_streak_figure(sc: Scenario, when: datetime) -> None:
    before = sc.stats()
    held = ContactEvent(at=when, kind=EventKind.HELD)
    after = replace(sc, events=(*sc.events, held)).stats()
    assert after.current_days >= before.current_days
    assert after.current_hours >= before.current_hours
    assert after.longest_days >= before.longest_days
    assert after.total_no_contact_days >= before.total_no_contact_days
    assert after.held_count >= before.held_count
    assert replace(after, held_count=before.held_count) == before


@given(scenarios())
def test_profile_check_setting_only_ever_shortens_streaks(sc: Scenario) -> None:
    lenient = replace(sc, profile_check_resets=False).stats()
    strict = replace(sc, profile_check_resets=True).stats()
    assert strict.current_days <= lenient.current_days
    assert strict.longest_days <= lenient.longest_days
    assert strict.total_no_contact_days <= lenient.total_no_contact_days
    assert strict.slips >= lenient.slips
    assert strict.profile_checks_this_week == lenient.profile_checks_this_week


@given(scenarios())
def test_counts_match_a_naive_recount(sc: Scenario) -> None:
    s = sc.stats()
    events = [e for e in sc.events if sc.start <= e.at <= sc.now]
    resets = sc.profile_check_resets
    assert s.slips == sum(is_slip(e, profile_check_resets=resets) for e in events)
    assert s.held_count == sum(e.kind is EventKind.HELD for e in events)
    assert s.structured_this_month <= sum(is_structured_within_rules(e) for e in events)
    checks = sum(e.kind is EventKind.PROFILE_CHECK for e in events)
    assert s.profile_checks_this_week <= checks


# --- the figures agree (issue 14) --------------------------------------------------------------


def _slips(sc: Scenario) -> list[datetime]:
    return sorted(
        e.at
        for e in sc.events
        if sc.start <= e.at <= sc.now and is_slip(e, profile_check_resets=sc.profile_check_resets)
    )


@given(scenarios())
def test_every_figure_comes_from_the_same_streaks(sc: Scenario) -> None:
    """Current, longest, previous and total are all made of the same runs of days."""
    s, slips = sc.stats(), _slips(sc)
    begins, ends = [sc.start, *slips], [*slips, sc.now]
    runs = [
        streak_days(b, e, sc.zone, after_slip=index > 0)
        for index, (b, e) in enumerate(zip(begins, ends, strict=True))
    ]
    assert s.current_days == runs[-1]
    assert s.longest_days == max(runs)
    assert s.total_no_contact_days == sum(runs)
    assert s.previous_streak_days == (runs[-2] if slips else None)
    assert s.slips == len(slips)  # fresh starts: one per slip, none before the first
    if not slips:
        assert s.current_days == s.longest_days == s.total_no_contact_days


@given(scenarios())
def test_a_slip_logged_now_and_a_second_one_that_day_never_lower_the_total(sc: Scenario) -> None:
    before = sc.stats()
    slip = ContactEvent(at=sc.now, kind=EventKind.REACHED_OUT)
    once = replace(sc, events=(*sc.events, slip)).stats()
    twice = replace(sc, events=(*sc.events, slip, replace(slip, kind=EventKind.REPLIED))).stats()
    assert once.total_no_contact_days == twice.total_no_contact_days == before.total_no_contact_days
    assert once.longest_days == twice.longest_days == before.longest_days
    assert (once.slips, twice.slips) == (before.slips + 1, before.slips + 2)
    assert once.current_days == twice.current_days == 0


@given(scenarios(), st.integers(min_value=0, max_value=60 * 24 * 40))
def test_the_total_and_the_longest_never_fall_as_time_passes(sc: Scenario, minutes: int) -> None:
    past = replace(sc, events=tuple(e for e in sc.events if e.at <= sc.now))
    later = replace(past, now=sc.now + timedelta(minutes=minutes))
    before, after = past.stats(), later.stats()
    assert after.total_no_contact_days >= before.total_no_contact_days
    assert after.longest_days >= before.longest_days
    assert after.current_days >= before.current_days


def test_twelve_days_in_a_row_are_twelve_days_in_all() -> None:
    """The walkthrough: "Current streak: 12 days" beside "in all: 13", with no slips."""
    s = stats(start=at(2026, 11, 1, 0, 0), now=at(2026, 11, 13, 20, 4))
    assert (s.current_days, s.longest_days, s.total_no_contact_days) == (12, 12, 12)
