"""Pure parts of the streaks feature: milestone planning and the copy helpers."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain import schedule, streaks
from bot.models import User, UserSettings
from bot.services.streaks import MILESTONE_AT, QUIET_AFTER_SLIP, next_milestone
from bot.texts import streaks as T

ZONES = ["UTC", "Europe/Berlin", "America/New_York", "Pacific/Chatham", "Asia/Kolkata"]


def person(zone: str) -> User:
    user = User(telegram_id=1, chat_id=1, created_at=datetime(2020, 1, 1, tzinfo=UTC))
    user.settings = UserSettings(timezone=zone)
    return user


instants = st.datetimes(
    min_value=datetime(2024, 1, 1), max_value=datetime(2028, 12, 31), timezones=st.just(UTC)
)


@settings(max_examples=200, deadline=None)
@given(
    zone=st.sampled_from(ZONES),
    start=instants,
    slip_after=st.one_of(
        st.none(), st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=800))
    ),
    later=st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=800)),
)
def test_next_milestone_is_a_future_local_morning_clear_of_slips(
    zone: str, start: datetime, slip_after: timedelta | None, later: timedelta
) -> None:
    now = start + (slip_after or timedelta(0)) + later
    events = []
    if slip_after is not None:
        events.append(streaks.ContactEvent(start + slip_after, streaks.EventKind.REACHED_OUT))
    stats = streaks.compute_stats(start=start, events=events, now=now, zone=ZoneInfo(zone))
    planned = next_milestone(stats, person(zone), now)
    assert planned is not None
    days, due = planned
    assert streaks.is_milestone(days)
    assert due > now
    local = due.astimezone(ZoneInfo(zone))
    assert local.time() >= MILESTONE_AT  # 09:00, or just after it in a DST gap
    after_slip = stats.last_slip_at is not None
    assert local.date() == streaks.milestone_date(
        stats.current_started_at, days, ZoneInfo(zone), after_slip=after_slip
    )
    if stats.last_slip_at is not None:
        assert due - stats.last_slip_at >= QUIET_AFTER_SLIP
    # Every milestone before it was either already past or too soon after the slip.
    for skipped in (m for m in streaks.MILESTONES if stats.current_days <= m < days):
        day = streaks.milestone_date(
            stats.current_started_at, skipped, ZoneInfo(zone), after_slip=after_slip
        )
        when = schedule.resolve_local(day, MILESTONE_AT, ZoneInfo(zone))
        too_soon = stats.last_slip_at is not None and when - stats.last_slip_at < QUIET_AFTER_SLIP
        assert when <= now or too_soon


def test_next_milestone_today_if_the_morning_is_still_ahead() -> None:
    start = datetime(2026, 11, 22, 23, 0, tzinfo=UTC)  # 23 Nov 00:00 in Berlin
    now = datetime(2026, 11, 30, 6, 0, tzinfo=UTC)  # 07:00 in Berlin, day 7
    stats = streaks.compute_stats(start=start, events=[], now=now, zone=ZoneInfo("Europe/Berlin"))
    assert next_milestone(stats, person("Europe/Berlin"), now) == (
        7,
        datetime(2026, 11, 30, 8, 0, tzinfo=UTC),
    )


@pytest.mark.parametrize(
    ("days", "hours", "expected"),
    [
        (0, 0, "just begun"),
        (0, 1, "1 hour"),
        (1, 30, "30 hours"),
        (2, 71, "71 hours"),
        (3, 75, "3 days"),
        (1, 0, "just begun"),
        (40, 960, "40 days"),
    ],
)
def test_current_phrase_uses_hours_in_the_first_days(days: int, hours: int, expected: str) -> None:
    assert T.current_phrase(days, hours) == expected


@pytest.mark.parametrize(
    ("minutes", "expected"),
    [(1, "1 minute"), (45, "45 minutes"), (60, "1 hour"), (150, "2 hours")],
)
def test_gap_phrase(minutes: int, expected: str) -> None:
    assert T.gap_phrase(minutes) == expected


@pytest.mark.parametrize("days", [*streaks.MILESTONES, 730, 1095, 3650])
def test_every_milestone_has_quiet_copy_that_never_names_anyone(days: int) -> None:
    text = T.milestone_text(days).lower()
    assert text
    words = set(text.replace(".", " ").replace(",", " ").split())
    assert not words & {"him", "her", "them", "they", "ex", "he", "she"}
    assert "!" not in text


def test_yearly_milestone_counts_years() -> None:
    assert T.milestone_text(1095).startswith("3 years")


def test_copy_has_no_shame_words() -> None:
    copy = " ".join(
        value for name, value in vars(T).items() if name.isupper() and isinstance(value, str)
    ).lower()
    for word in ("back to zero", "reset", "failed", "failure", "relapse", "should"):
        assert word not in copy, word
