"""The outbox through outages, lost answers and a second process (injected clock, no sleeping)."""

from __future__ import annotations

import logging
from collections import Counter
from datetime import time, timedelta
from typing import Any

import pytest
from sqlalchemy import select
from telegram.error import NetworkError, TimedOut

from bot.app import build_application
from bot.clock import FakeClock
from bot.config import Settings
from bot.console.fakebot import ApiCall, RecordingRequest
from bot.context import BotApp, deps_of
from bot.models import ScheduledMessage
from bot.outbox.queue import KindSpec, Outgoing
from tests.db.test_dispatch import START, _seed_daily_rows

Answer = tuple[int, dict[str, Any]] | None


def delivered_chats(request: RecordingRequest) -> Counter[int]:
    """How many times each chat really received a message (failed calls have no result)."""
    return Counter(
        c.chat_id or 0 for c in request.calls if c.method == "sendMessage" and c.result is not None
    )


async def rows(app: BotApp) -> list[ScheduledMessage]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(select(ScheduledMessage).order_by(ScheduledMessage.id))
        return list(result.scalars())


async def test_a_ten_minute_outage_delivers_every_row_exactly_once(
    settings: Settings, clock: FakeClock
) -> None:
    request = RecordingRequest()
    app = build_application(settings, request=request, clock=clock)
    outage_ends = START + timedelta(minutes=10)
    kinds = iter(range(10**9))

    def outage(call: ApiCall) -> Answer:
        if call.method != "sendMessage" or clock.now() >= outage_ends:
            return None
        kind = next(kinds) % 4
        if kind == 0:
            raise TimedOut()
        if kind == 1:
            raise NetworkError("connection refused")
        if kind == 2:
            return 502, {"ok": False, "error_code": 502, "description": "Bad Gateway"}
        return 500, {"ok": False, "error_code": 500, "description": "Internal Server Error"}

    request.responders.append(outage)
    try:
        await _seed_daily_rows(app, 60, START)
        dispatcher = deps_of(app).dispatcher
        ticks = 0
        while clock.now() < START + timedelta(minutes=30):
            await dispatcher.tick(app.bot)
            clock.advance(timedelta(seconds=5))  # the job's interval
            ticks += 1
        sent = delivered_chats(request)
        assert len(sent) == 60 and set(sent.values()) == {1}
        handled = [r for r in await rows(app) if r.status != "pending"]
        assert {(r.status, r.reason) for r in handled} == {("sent", None)}
        assert max(r.handled_at for r in handled if r.handled_at) < outage_ends + timedelta(
            minutes=6
        )  # caught up within one capped backoff
        failed_tries = sum(1 for c in request.calls if c.result is None)
        # One try per pause during the outage, not one per row per tick.
        assert failed_tries < 10 * 60 / 5
    finally:
        await deps_of(app).db.dispose()


async def test_a_message_delivered_then_timed_out_is_sent_again_once(
    settings: Settings, clock: FakeClock
) -> None:
    request = RecordingRequest()
    app = build_application(settings, request=request, clock=clock)
    lost = {"left": 1}

    def answer_lost(call: ApiCall) -> Answer:
        if call.method == "sendMessage" and lost["left"]:
            lost["left"] -= 1
            call.result = request._result(call)
            raise TimedOut()
        return None

    request.responders.append(answer_lost)
    try:
        await _seed_daily_rows(app, 5, START)
        dispatcher = deps_of(app).dispatcher
        for _ in range(10):
            await dispatcher.tick(app.bot)
            clock.advance(timedelta(seconds=10))
        sent = delivered_chats(request)
        assert sorted(sent.values()) == [1, 1, 1, 1, 2]  # at most the one in flight twice
    finally:
        await deps_of(app).db.dispose()


async def test_retries_go_on_for_24_hours_then_the_row_fails_with_a_reason(
    settings: Settings, clock: FakeClock
) -> None:
    request = RecordingRequest()
    app = build_application(settings, request=request, clock=clock)

    async def render(*_: Any) -> Outgoing:
        return Outgoing("a message that never goes stale")

    # Timed to the minute by the person: quiet hours do not hold it (they would hold a retry too).
    deps_of(app).kinds.register(
        KindSpec("test_forever", render, quiet_exempt=True, lateness=timedelta(days=30))
    )

    def always_down(call: ApiCall) -> Answer:
        if call.method == "sendMessage":
            return 503, {"ok": False, "error_code": 503, "description": "Service Unavailable"}
        return None

    request.responders.append(always_down)
    try:
        await _seed_daily_rows(app, 1, START)
        async with deps_of(app).db.session_scope() as session:
            (row,) = (await session.execute(select(ScheduledMessage))).scalars()
            row.kind, row.explicit = "test_forever", True
        dispatcher = deps_of(app).dispatcher
        while clock.now() < START + timedelta(hours=25):
            await dispatcher.tick(app.bot)
            clock.advance(timedelta(minutes=1))
        (row,) = await rows(app)
        assert (row.status, row.reason, row.planned_at) == ("failed", "gave_up", START)
        assert row.handled_at is not None
        assert row.handled_at - START >= timedelta(hours=24)
        assert 280 < row.attempts < 320  # about one every 5 minutes (the cap)
    finally:
        await deps_of(app).db.dispose()


async def test_a_second_process_on_the_same_sqlite_file_refuses_to_dispatch(
    database_url: str, settings: Settings, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    if not database_url.startswith("sqlite"):
        pytest.skip("the lock file is SQLite's; PostgreSQL replicas share rows by row locks")
    requests = [RecordingRequest(), RecordingRequest()]
    first, second = (build_application(settings, request=r, clock=clock) for r in requests)
    try:
        await _seed_daily_rows(first, 10, START)
        assert (await deps_of(first).dispatcher.tick(first.bot)).sent == 10
        await _seed_daily_rows_more(second)
        with caplog.at_level(logging.WARNING):
            result = await deps_of(second).dispatcher.tick(second.bot)
        assert result.claimed == 0 and requests[1].calls == []
        assert "will not send scheduled messages" in caplog.text
        await deps_of(first).db.dispose()  # the first process stops: the lock is free
        assert (await deps_of(second).dispatcher.tick(second.bot)).sent == 1
    finally:
        await deps_of(first).db.dispose()
        await deps_of(second).db.dispose()


async def _seed_daily_rows_more(app: BotApp) -> None:
    from bot.models import User, UserSettings
    from bot.outbox import queue as outbox

    async with deps_of(app).db.session_scope() as session:
        user = User(telegram_id=99, chat_id=99, created_at=START, last_seen_at=START, active=True)
        user.settings = UserSettings(daily_checkin_at=time(12, 0))
        session.add(user)
        await session.flush()
        await outbox.enqueue(
            session, user_id=user.id, kind="daily_checkin", due_at=START, now=START, explicit=True
        )
