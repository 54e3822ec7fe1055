"""The outbox across real processes: `python -m bot run` against tests/e2e/fake_api.py.

- kill -9 during a batch of 1,000 rows, three times, restarting each time: nothing is lost and
  each kill repeats at most the one message in flight;
- two processes on one PostgreSQL database deliver 1,000 rows exactly once between them;
- a second process on the same SQLite file refuses to dispatch (and says so).

Slow (each starts Python several times): marked `slow`, run in CI (RUN_SLOW=1 or --run-slow).
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from datetime import UTC, datetime, timedelta
from datetime import time as dt_time
from pathlib import Path

import pytest
from sqlalchemy import func, select

from bot.db import Database
from bot.migrate import upgrade_head
from bot.models import Base, ScheduledMessage, User, UserSettings
from tests.e2e.fake_api import FakeBotApi, serve_fake_api

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0"
ROWS = 1000
FIRST_CHAT = 700_000


def _env(database_url: str, base: str, **extra: str) -> dict[str, str]:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(ROOT),
        "DATABASE_URL": database_url,
        "LOG_LEVEL": "WARNING",
        "BOT_TOKEN": TOKEN,
        "TELEGRAM_BASE_URL": f"{base}/bot",
        "TELEGRAM_BASE_FILE_URL": f"{base}/file/bot",
        "DISPATCH_INTERVAL_SECONDS": "1",
        "SEND_RATE_PER_SECOND": "400",
    }
    env.update(extra)
    return env


async def _seed(database_url: str, rows: int) -> None:
    """`rows` people, each with one scheduled message due a minute ago."""
    db = Database(database_url)
    now = datetime.now(UTC).replace(microsecond=0)
    due = now - timedelta(minutes=1)
    try:
        async with db.session_scope() as session:
            for table in reversed(Base.metadata.sorted_tables):
                await session.execute(table.delete())
            users = []
            for number in range(rows):
                user = User(
                    telegram_id=FIRST_CHAT + number,
                    chat_id=FIRST_CHAT + number,
                    created_at=now,
                    last_seen_at=now,
                    active=True,
                )
                # No quiet hours: this test runs on the wall clock, at any hour.
                user.settings = UserSettings(
                    daily_checkin_at=dt_time(12, 0), quiet_start=dt_time(0), quiet_end=dt_time(0)
                )
                users.append(user)
            session.add_all(users)
            await session.flush()
            session.add_all(
                ScheduledMessage(
                    user_id=user.id,
                    kind="daily_checkin",
                    due_at=due,
                    status="pending",
                    attempts=0,
                    explicit=True,  # asked for: no daily cap
                    created_at=now,
                )
                for user in users
            )
    finally:
        await db.dispose()


async def _still_due(database_url: str) -> int:
    """Rows due now and not handled (each sent row plans tomorrow's: that one is not due)."""
    db = Database(database_url)
    try:
        async with db.session_scope() as session:
            result = await session.execute(
                select(func.count())
                .select_from(ScheduledMessage)
                .where(
                    ScheduledMessage.status == "pending",
                    ScheduledMessage.due_at <= datetime.now(UTC),
                )
            )
            return int(result.scalar_one())
    finally:
        await db.dispose()


def _sent(api: FakeBotApi) -> Counter[int]:
    with api._lock:
        return Counter(int(c.params["chat_id"]) for c in api.calls if c.method == "sendMessage")


def _wait_for(condition: Callable[[], bool], seconds: float = 900.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting")
        time.sleep(0.1)


@contextmanager
def _bot(env: dict[str, str], cwd: Path) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "run"],
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
        process.communicate(timeout=60)


def test_kill_9_three_times_loses_nothing_and_repeats_at_most_one_per_kill(
    tmp_path: Path,
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'bot.sqlite3'}"
    upgrade_head(url)
    asyncio.run(_seed(url, ROWS))
    kills = 0
    with serve_fake_api() as (api, base):
        env = _env(url, base, SEND_RATE_PER_SECOND="150")
        for target in (200, 450, 700):
            process = subprocess.Popen(
                [sys.executable, "-m", "bot", "run"],
                cwd=tmp_path,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            try:
                _wait_for(lambda t=target: sum(_sent(api).values()) >= t)  # type: ignore[misc]
            finally:
                process.send_signal(signal.SIGKILL)
                process.wait(timeout=30)
            kills += 1
        with _bot(env, tmp_path):
            _wait_for(lambda: len(_sent(api)) >= ROWS)
            _wait_for(lambda: asyncio.run(_still_due(url)) == 0, seconds=60)
            time.sleep(1.0)  # a few more ticks: nothing goes out again
        sent = _sent(api)
    duplicates = sum(sent.values()) - len(sent)
    print(f"crash test: {ROWS} rows, {kills} kills, {duplicates} duplicates")
    assert set(sent) == {FIRST_CHAT + n for n in range(ROWS)}  # none lost
    assert duplicates <= kills  # at most the one in flight per kill
    assert max(sent.values()) <= 2


def test_two_processes_on_postgresql_deliver_1000_rows_exactly_once(
    tmp_path: Path, postgres_url: str | None
) -> None:
    if postgres_url is None:
        pytest.skip("PostgreSQL is not reachable")
    asyncio.run(_seed(postgres_url, ROWS))
    with ExitStack() as stack:
        apis = [stack.enter_context(serve_fake_api()) for _ in range(2)]
        env = [_env(postgres_url, base, SEND_RATE_PER_SECOND="150") for _, base in apis]
        for replica in env:
            stack.enter_context(_bot(replica, tmp_path))
        _wait_for(lambda: sum(len(_sent(api)) for api, _ in apis) >= ROWS)
        _wait_for(lambda: asyncio.run(_still_due(postgres_url)) == 0, seconds=60)
        time.sleep(1.0)
        shares = [_sent(api) for api, _ in apis]
    everything = shares[0] + shares[1]
    print(f"two replicas: {len(shares[0])} + {len(shares[1])} rows")
    assert set(everything) == {FIRST_CHAT + n for n in range(ROWS)}
    assert set(everything.values()) == {1}  # exactly once, across both processes
    assert all(shares), "both processes should have taken a share"


def test_a_second_process_on_one_sqlite_file_refuses_to_dispatch(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'bot.sqlite3'}"
    upgrade_head(url)
    asyncio.run(_seed(url, 100))
    with serve_fake_api() as (first_api, first_base), serve_fake_api() as (second_api, base):
        with _bot(_env(url, first_base), tmp_path):
            _wait_for(lambda: len(_sent(first_api)) >= 1)
            with _bot(_env(url, base, LOG_LEVEL="INFO"), tmp_path) as second:
                _wait_for(lambda: len(_sent(first_api)) >= 100)
                time.sleep(1.0)
                second.terminate()
                _, stderr = second.communicate(timeout=60)
        assert "will not send scheduled messages" in stderr
        assert _sent(second_api) == Counter()
        assert set(_sent(first_api).values()) == {1}
