"""The dispatcher against real databases: replicas, restarts, and the job in console mode."""

from __future__ import annotations

import asyncio
import io
import time as wall_time
from collections.abc import Callable
from datetime import UTC, datetime, time, timedelta
from typing import TextIO, cast

import pytest
from sqlalchemy import func, select

from bot.app import build_application
from bot.clock import FakeClock
from bot.config import Settings
from bot.console.fakebot import RecordingRequest
from bot.console.repl import run_console
from bot.context import BotApp, deps_of
from bot.models import ScheduledMessage, User, UserSettings
from bot.outbox import queue as outbox
from bot.texts import reminders as T
from tests.harness import Chat, ErrorCollector

START = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


async def _seed_daily_rows(app: BotApp, count: int, due: datetime) -> None:
    """`count` users with a daily check-in due at `due`."""
    async with deps_of(app).db.session_scope() as session:
        for number in range(count):
            user = User(
                telegram_id=10_000 + number,
                chat_id=10_000 + number,
                created_at=due,
                last_seen_at=due,
                active=True,
            )
            user.settings = UserSettings(daily_checkin_at=time(12, 0))
            session.add(user)
        await session.flush()
        ids = (await session.execute(select(User.id))).scalars().all()
        for user_id in ids:
            await outbox.enqueue(
                session, user_id=user_id, kind="daily_checkin", due_at=due, now=due
            )


async def _wait_for(condition: Callable[[], bool], seconds: float = 15.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out waiting")
        await asyncio.sleep(0.02)


async def test_two_dispatchers_send_every_row_exactly_once(
    database_url: str, settings: Settings, clock: FakeClock
) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("row locking (FOR UPDATE SKIP LOCKED) is a PostgreSQL feature")
    requests = [RecordingRequest(), RecordingRequest()]
    apps = [build_application(settings, request=r, clock=clock) for r in requests]
    try:
        for app in apps:
            await app.initialize()
        await _seed_daily_rows(apps[0], 120, START)
        dispatchers = [deps_of(app).dispatcher for app in apps]
        for dispatcher in dispatchers:
            dispatcher.batch_size = 20
        results = await asyncio.gather(
            *(d.tick(app.bot) for d, app in zip(dispatchers, apps, strict=True))
        )
        sends = [[c.chat_id for c in r.calls if c.method == "sendMessage"] for r in requests]
        everything = sends[0] + sends[1]
        assert len(everything) == 120
        assert len(set(everything)) == 120  # nobody got the same row twice
        assert all(sends), "both replicas should have taken a share"
        assert sum(r.sent for r in results) == 120
        async with deps_of(apps[0]).db.session_scope() as session:
            result = await session.execute(
                select(ScheduledMessage.status, func.count()).group_by(ScheduledMessage.status)
            )
            counts = {str(row[0]): int(row[1]) for row in result}
        assert counts == {"sent": 120, "pending": 120}  # and tomorrow's, once each
    finally:
        for app in apps:
            await app.shutdown()
            await deps_of(app).db.dispose()


async def test_a_claimed_batch_is_skipped_not_waited_for(
    database_url: str, settings: Settings, clock: FakeClock
) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("row locking (FOR UPDATE SKIP LOCKED) is a PostgreSQL feature")
    app = build_application(settings, request=RecordingRequest(), clock=clock)
    try:
        await _seed_daily_rows(app, 30, START)
        dispatcher = deps_of(app).dispatcher
        dispatcher.batch_size = 20
        db = deps_of(app).db
        async with db.session_scope() as first, db.session_scope() as second:
            mine = await dispatcher.claim(first, START)
            theirs = await asyncio.wait_for(dispatcher.claim(second, START), timeout=5)
        assert (len(mine), len(theirs)) == (20, 10)
        assert not {row.id for row in mine} & {row.id for row in theirs}
    finally:
        await deps_of(app).db.dispose()


async def test_restart_sends_due_rows_once_and_drops_stale_ones(
    settings: Settings, clock: FakeClock
) -> None:
    first_request = RecordingRequest()
    first = build_application(settings, request=first_request, clock=clock)
    errors = ErrorCollector()
    first.add_error_handler(errors)
    async with first:
        await first.start()
        chat = Chat(first, first_request, clock, errors)
        await chat.send("/risky 13:00-14:00")  # check-in at 12:50
        await chat.send("/risky 12:20-13:00")  # check-in at 12:10
        await chat.send("/risky 12:40-13:00")  # check-in at 12:30
        await first.stop()
    await deps_of(first).db.dispose()

    clock.set(START + timedelta(minutes=55))  # down for 55 minutes
    fast = settings.model_copy(update={"dispatch_interval_seconds": 0.05})
    second_request = RecordingRequest()
    second = build_application(fast, request=second_request, clock=clock)
    async with second:
        await second.start()
        await _wait_for(lambda: bool(second_request.calls))
        await asyncio.sleep(0.5)  # ten more ticks: nothing goes out twice
        await second.stop()
    try:
        sent = [c for c in second_request.calls if c.method == "sendMessage"]
        assert len(sent) == 2
        assert all(c.text in T.RISKY_PROMPTS for c in sent)
        async with deps_of(second).db.session_scope() as session:
            rows = (await session.execute(select(ScheduledMessage))).scalars().all()
        handled = [
            (r.due_at.strftime("%H:%M"), r.status, r.reason)
            for r in sorted(rows, key=lambda row: row.due_at)
        ]
        assert handled[:3] == [
            ("12:10", "dropped", "stale"),  # 45 minutes late
            ("12:30", "sent", None),  # 25 minutes late
            ("12:50", "sent", None),  # 5 minutes late
        ]
        assert [r.status for r in rows].count("pending") == 3  # tomorrow's
    finally:
        await deps_of(second).db.dispose()


class ScriptedInput:
    """Console input: lines, and callables run between them (the thread may sleep)."""

    def __init__(self, steps: list[str | Callable[[], None]]) -> None:
        self.steps = steps

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        while self.steps:
            step = self.steps.pop(0)
            if callable(step):
                step()
                continue
            return step + "\n"
        return ""


async def test_console_prints_a_scheduled_message_when_it_is_due(
    settings: Settings, clock: FakeClock
) -> None:
    def half_an_hour_later() -> None:
        clock.set(START + timedelta(minutes=21))
        wall_time.sleep(1.0)  # runs in the input thread: the job queue keeps ticking

    stdin = ScriptedInput(["/risky 12:30-13:30", half_an_hour_later, "1", "/quit"])
    out = io.StringIO()
    fast = settings.model_copy(update={"dispatch_interval_seconds": 0.05})
    await run_console(fast, stdin=cast(TextIO, stdin), out=out, clock=clock)
    printed = out.getvalue()
    assert "Added 12:30–13:30" in printed
    assert any(prompt in printed for prompt in T.RISKY_PROMPTS)
    assert f"[1] {T.BTN_OKAY}" in printed
    assert T.OKAY_ACK in printed  # and its button works
