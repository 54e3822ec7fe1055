"""Pure pieces of the dispatcher and the reminder rules."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TimedOut

from bot.domain.schedule import RiskyWindow
from bot.models.reminders import RiskyWindowRule
from bot.outbox.dispatcher import lateness_is_stale
from bot.sending import is_transient, retry_after_seconds
from bot.services.reminders import decode_weekdays, encode_weekdays, window_of

BERLIN = ZoneInfo("Europe/Berlin")
DUE = datetime(2026, 11, 29, 21, 50, tzinfo=UTC)


def test_risky_prompts_go_stale_after_30_minutes() -> None:
    assert not lateness_is_stale("risky_prompt", DUE, DUE + timedelta(minutes=30), BERLIN)
    assert lateness_is_stale("risky_prompt", DUE, DUE + timedelta(minutes=31), BERLIN)


def test_anniversary_messages_keep_until_the_local_day_ends() -> None:
    morning = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)  # 09:00 in Berlin
    assert not lateness_is_stale("anniversary_day", morning, morning + timedelta(hours=14), BERLIN)
    assert lateness_is_stale("anniversary_day", morning, morning + timedelta(hours=15), BERLIN)


def test_kinds_the_schedule_does_not_know_keep_two_hours() -> None:
    assert not lateness_is_stale("somebody_elses", DUE, DUE + timedelta(hours=2), BERLIN)
    assert lateness_is_stale("somebody_elses", DUE, DUE + timedelta(hours=2, seconds=1), BERLIN)


def test_which_errors_are_worth_retrying() -> None:
    assert is_transient(TimedOut())
    assert is_transient(NetworkError("Bad Gateway"))
    assert is_transient(RuntimeError("a bug somewhere"))
    assert not is_transient(BadRequest("chat not found"))
    assert not is_transient(Forbidden("bot was blocked by the user"))


def test_retry_after_in_seconds() -> None:
    assert retry_after_seconds(RetryAfter(17)) == 17.0
    assert retry_after_seconds(RetryAfter(timedelta(seconds=2.5))) == 2.5


@given(st.frozensets(st.integers(min_value=0, max_value=6)))
def test_weekdays_survive_the_database(days: frozenset[int]) -> None:
    assert decode_weekdays(encode_weekdays(days)) == days


@given(
    st.times().map(lambda t: t.replace(second=0, microsecond=0)),
    st.times().map(lambda t: t.replace(second=0, microsecond=0)),
    st.frozensets(st.integers(min_value=0, max_value=6)),
)
def test_a_stored_window_is_the_window_that_was_added(
    start: time, end: time, days: frozenset[int]
) -> None:
    if start == end:
        return
    window = RiskyWindow(start, end, days)
    rule = RiskyWindowRule(
        start_time=window.start, end_time=window.end, weekdays=encode_weekdays(window.weekdays)
    )
    assert window_of(rule) == window
