"""Pure pieces of the dispatcher and the reminder rules."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TimedOut

from bot.app import build_application
from bot.config import Settings
from bot.context import deps_of
from bot.domain.schedule import NEVER_STALE, SAME_LOCAL_DAY, RiskyWindow, is_stale
from bot.models.reminders import RiskyWindowRule
from bot.outbox.queue import KindSpec
from bot.sending import is_transient, retry_after_seconds
from bot.services.reminders import decode_weekdays, encode_weekdays, window_of

BERLIN = ZoneInfo("Europe/Berlin")
DUE = datetime(2026, 11, 29, 21, 50, tzinfo=UTC)


@pytest.fixture(scope="module")
def kinds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, KindSpec]:
    """Every kind the features register, as the built application holds them."""
    settings = Settings(
        _env_file=None,
        database_url="sqlite+aiosqlite:///:memory:",
        data_dir=tmp_path_factory.mktemp("kinds"),
        bot_token=None,
        render_processes=0,
    )
    return dict(deps_of(build_application(settings)).kinds.specs)


def test_every_kind_declares_how_late_it_may_go_out(kinds: dict[str, KindSpec]) -> None:
    assert {kind: spec.lateness for kind, spec in kinds.items()} == {
        "risky_prompt": timedelta(minutes=30),
        "anniversary_eve": SAME_LOCAL_DAY,
        "anniversary_day": SAME_LOCAL_DAY,
        "anniversary_after": SAME_LOCAL_DAY,
        "milestone": SAME_LOCAL_DAY,
        "daily_checkin": timedelta(hours=2),
        "craving_followup": timedelta(hours=2),
        "look_back": timedelta(hours=2),
        "letter_question": NEVER_STALE,
    }


def test_risky_prompts_go_stale_after_30_minutes(kinds: dict[str, KindSpec]) -> None:
    rule = kinds["risky_prompt"].lateness
    assert not is_stale(rule, DUE, DUE + timedelta(minutes=30), BERLIN)
    assert is_stale(rule, DUE, DUE + timedelta(minutes=31), BERLIN)


def test_anniversary_messages_keep_until_the_local_day_ends(kinds: dict[str, KindSpec]) -> None:
    rule = kinds["anniversary_day"].lateness
    morning = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)  # 09:00 in Berlin
    assert not is_stale(rule, morning, morning + timedelta(hours=14), BERLIN)
    assert is_stale(rule, morning, morning + timedelta(hours=15), BERLIN)


def test_a_kind_that_declares_nothing_keeps_two_hours() -> None:
    async def render(*_: object) -> None:
        return None

    rule = KindSpec("somebody_elses", render).lateness
    assert not is_stale(rule, DUE, DUE + timedelta(hours=2), BERLIN)
    assert is_stale(rule, DUE, DUE + timedelta(hours=2, seconds=1), BERLIN)


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
