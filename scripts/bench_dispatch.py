"""Benchmark the dispatcher with 100,000 users and 300,000 scheduled rows.

Prints, for SQLite and (when reachable) PostgreSQL, each against its goal:
  * the cost of a tick with nothing due (goal <= 5 ms, median of many ticks),
  * the send rate for rows all due at once through the dispatcher's limiter (30 messages/s)
    and the RecordingRequest double, as a ratio to 30 (goal >= 0.9),
  * the peak RSS of the process (goal <= 200 MB); each database runs in its own process.

Usage: .venv/bin/python scripts/bench_dispatch.py [--send-rows 10000] [--only sqlite|postgresql]
Sending N rows at 30/s takes N/30 seconds per database (10,000 rows: about 5.5 minutes).
PostgreSQL: TEST_POSTGRES_URL, default postgresql+asyncpg://postgres@127.0.0.1:5432/test; a
temporary database is created next to it and dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from datetime import time as clock_time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import asyncpg  # noqa: E402
from sqlalchemy import Table, insert, text  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402
from sqlalchemy.ext.asyncio import AsyncEngine  # noqa: E402

from bot.app import build_application  # noqa: E402
from bot.clock import FakeClock  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.console.fakebot import RecordingRequest  # noqa: E402
from bot.context import BotApp, Deps, deps_of  # noqa: E402
from bot.migrate import upgrade_head  # noqa: E402
from bot.models import Base, ScheduledMessage, User, UserSettings  # noqa: E402

USERS = 100_000
ROWS = 300_000
CHUNK = 10_000
IDLE_TICKS = 300
RATE = 30.0
GOAL_TICK_MS = 5.0
GOAL_RSS_MB = 200.0
GOAL_RATIO = 0.9
NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
DEFAULT_PG = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
KINDS = ("risky_prompt", "anniversary_eve", "anniversary_day", "daily_checkin")


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def say(line: str) -> None:
    print(line, flush=True)


# --- seeding -------------------------------------------------------------------------------


def _table(model: type[Base]) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


def _chunks(total: int) -> Iterator[range]:
    for start in range(0, total, CHUNK):
        yield range(start, min(start + CHUNK, total))


async def seed(engine: AsyncEngine, send_rows: int) -> None:
    """Users, settings and future rows by core executemany; `send_rows` users due right now."""
    users, prefs, rows = (_table(model) for model in (User, UserSettings, ScheduledMessage))
    for part in _chunks(USERS):
        async with engine.begin() as connection:
            await connection.execute(
                insert(users),
                [
                    {
                        "id": n + 1,
                        "telegram_id": 1_000_000 + n,
                        "chat_id": 1_000_000 + n,
                        "created_at": NOW,
                        "last_seen_at": NOW,
                        "active": True,
                    }
                    for n in part
                ],
            )
            await connection.execute(
                insert(prefs),
                [
                    {
                        "user_id": n + 1,
                        "daily_checkin_at": clock_time(12, 0) if n < send_rows else None,
                    }
                    for n in part
                ],
            )
    for part in _chunks(ROWS):
        async with engine.begin() as connection:
            await connection.execute(
                insert(rows),
                [
                    {
                        "user_id": n % USERS + 1,
                        "kind": KINDS[n % len(KINDS)],
                        # Spread over the coming week, none due yet.
                        "due_at": NOW + timedelta(minutes=1 + n % (7 * 24 * 60)),
                        "status": "pending",
                        "attempts": 0,
                        "explicit": False,
                        "created_at": NOW,
                    }
                    for n in part
                ],
            )
    async with engine.begin() as connection:
        await connection.execute(text("ANALYZE"))


async def make_due(engine: AsyncEngine, count: int) -> None:
    """`count` daily check-ins due now, one per user (the daily cap allows them all)."""
    async with engine.begin() as connection:
        await connection.execute(
            insert(_table(ScheduledMessage)),
            [
                {
                    "user_id": n + 1,
                    "kind": "daily_checkin",
                    "due_at": NOW,
                    "status": "pending",
                    "attempts": 0,
                    "explicit": False,
                    "created_at": NOW,
                }
                for n in range(count)
            ],
        )


# --- measuring -----------------------------------------------------------------------------


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


async def bench(url: str, send_rows: int, data_dir: Path) -> bool:
    settings = Settings(_env_file=None, database_url=url, bot_token=None, data_dir=data_dir)
    request = RecordingRequest()
    app: BotApp = build_application(settings, request=request, clock=FakeClock(NOW))
    deps: Deps = deps_of(app)
    started = time.perf_counter()
    await seed(deps.db.engine, send_rows)
    say(f"  seeded {USERS:,} users and {ROWS:,} rows in {time.perf_counter() - started:.1f} s")
    await app.initialize()
    try:
        dispatcher = deps.dispatcher
        tick_ms = await idle_tick_ms(app)
        ok_tick = tick_ms <= GOAL_TICK_MS
        say(
            f"  idle tick: median {tick_ms:.2f} ms (goal <= {GOAL_TICK_MS:g} ms) {verdict(ok_tick)}"
        )

        await make_due(deps.db.engine, send_rows)
        started = time.perf_counter()
        result = await dispatcher.tick(app.bot)
        elapsed = time.perf_counter() - started
        sent = sum(1 for call in request.calls if call.method == "sendMessage")
        ratio = sent / elapsed / RATE
        # The limiter lets its first bucket (RATE messages) out at once; judge what follows.
        steady = max(sent - RATE, 0) / elapsed / RATE
        ok_rate = steady >= GOAL_RATIO and sent == send_rows == result.sent
        say(
            f"  send rate: {sent:,} of {send_rows:,} due rows in {elapsed:.1f} s = "
            f"{sent / elapsed:.2f}/s, ratio to {RATE:g} = {ratio:.3f}; without the limiter's "
            f"initial burst of {RATE:g}: {steady:.3f} (goal >= {GOAL_RATIO}) {verdict(ok_rate)}"
        )
        rss = peak_rss_mb()
        ok_rss = rss <= GOAL_RSS_MB
        say(f"  peak RSS: {rss:.0f} MB (goal <= {GOAL_RSS_MB:g} MB) {verdict(ok_rss)}")
        return ok_tick and ok_rate and ok_rss
    finally:
        await app.shutdown()
        await deps.db.dispose()


async def idle_tick_ms(app: BotApp) -> float:
    dispatcher = deps_of(app).dispatcher
    for _ in range(20):  # warm the pool and statement caches
        await dispatcher.tick(app.bot)
    samples = []
    for _ in range(IDLE_TICKS):
        started = time.perf_counter()
        result = await dispatcher.tick(app.bot)
        samples.append((time.perf_counter() - started) * 1000)
        assert result.claimed == 0
    return statistics.median(samples)


# --- databases -----------------------------------------------------------------------------


def _dsn(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def _pg(url: str, statement: str) -> None:
    connection = await asyncpg.connect(_dsn(url), timeout=5)
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


def run_sqlite(send_rows: int) -> bool:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite+aiosqlite:///{Path(folder) / 'bench.sqlite3'}"
        upgrade_head(url)
        say("== SQLite (temporary file)")
        return asyncio.run(bench(url, send_rows, Path(folder)))


def run_postgres(send_rows: int) -> bool:
    admin = os.environ.get("TEST_POSTGRES_URL", DEFAULT_PG)
    name = f"nc_bench_{uuid.uuid4().hex[:10]}"
    try:
        asyncio.run(_pg(admin, f'CREATE DATABASE "{name}"'))
    except (OSError, asyncpg.PostgresError, TimeoutError) as error:
        say(f"== PostgreSQL skipped: {admin} is not reachable ({type(error).__name__})")
        return True
    url = make_url(admin).set(database=name).render_as_string(hide_password=False)
    try:
        upgrade_head(url)
        say(f"== PostgreSQL (temporary database {name})")
        with tempfile.TemporaryDirectory() as folder:
            return asyncio.run(bench(url, send_rows, Path(folder)))
    finally:
        asyncio.run(_pg(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--send-rows", type=int, default=1500, help="rows due at once (<= users)")
    parser.add_argument("--only", choices=("sqlite", "postgresql"))
    args = parser.parse_args(argv)
    if not 0 < args.send_rows <= USERS:
        parser.error(f"--send-rows must be between 1 and {USERS}")
    if args.only == "sqlite":
        return 0 if run_sqlite(args.send_rows) else 1
    if args.only == "postgresql":
        return 0 if run_postgres(args.send_rows) else 1
    say(
        f"Dispatcher benchmark: {USERS:,} users, {ROWS:,} rows; "
        f"{args.send_rows:,} rows due at once at {RATE:g} messages/s"
    )
    # One process per database, so each peak RSS is its own.
    codes = [
        subprocess.run(
            [sys.executable, __file__, "--only", which, "--send-rows", str(args.send_rows)],
            check=False,
        ).returncode
        for which in ("sqlite", "postgresql")
    ]
    ok = all(code == 0 for code in codes)
    say("ALL PASS" if ok else "SOME FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
