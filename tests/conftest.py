"""Fixtures: databases (SQLite always, PostgreSQL when reachable), the app, a chat.

PostgreSQL runs every database and outbox test (tests/db), the end-to-end tests, and the story
tests marked `postgres` (a representative subset: the pipeline, privacy, onboarding, and a few
stories per feature). `--postgres-all` (or TEST_POSTGRES_ALL=1) runs every story there too.
Each pytest-xdist worker makes its own temporary database, named after the worker.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path

import asyncpg
import pytest
from hypothesis import settings as hypothesis_settings
from sqlalchemy.engine import make_url

from bot.app import build_application
from bot.clock import FakeClock
from bot.config import Settings
from bot.console.fakebot import RecordingRequest
from bot.context import BotApp
from bot.migrate import upgrade_head
from bot.models import Base
from tests.harness import Chat, ErrorCollector

# Property tests check results, not speed: a per-example deadline only measures how busy the
# machine is (parallel workers, other jobs). Timing goals live in scripts/bench_*.py.
hypothesis_settings.register_profile("suite", deadline=None)
hypothesis_settings.load_profile("suite")

DEFAULT_PG = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
START = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--postgres-all",
        action="store_true",
        default=os.environ.get("TEST_POSTGRES_ALL", "") not in ("", "0"),
        help="run every story test on PostgreSQL too, not only those marked `postgres`",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "postgres: a story test that also runs on PostgreSQL in the default run"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Story tests run on SQLite; on PostgreSQL only the marked subset (unless --postgres-all)."""
    if config.getoption("--postgres-all"):
        return
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_postgres = callspec is not None and callspec.params.get("database_url") == "postgresql"
        is_story = "tests/story/" in item.nodeid
        if on_postgres and is_story and item.get_closest_marker("postgres") is None:
            dropped.append(item)
        else:
            keep.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


def _pg_admin_url() -> str | None:
    value = os.environ.get("TEST_POSTGRES_URL", DEFAULT_PG).strip()
    return None if value.lower() in ("", "off", "none", "0") else value


def _asyncpg_dsn(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def _pg_reachable(url: str) -> bool:
    try:
        connection = await asyncpg.connect(_asyncpg_dsn(url), timeout=3)
    except (OSError, asyncpg.PostgresError, TimeoutError):
        return False
    await connection.close()
    return True


async def _pg_admin(url: str, statement: str) -> None:
    connection = await asyncpg.connect(_asyncpg_dsn(url), timeout=10)
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str | None]:
    """A fresh PostgreSQL database for this test run, migrated to head (None if unreachable)."""
    admin = _pg_admin_url()
    if admin is None or not asyncio.run(_pg_reachable(admin)):
        yield None
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    name = f"nc_test_{worker}_{uuid.uuid4().hex[:12]}"
    asyncio.run(_pg_admin(admin, f'CREATE DATABASE "{name}"'))
    url = make_url(admin).set(database=name).render_as_string(hide_password=False)
    try:
        upgrade_head(url)
        yield url
    finally:
        asyncio.run(_pg_admin(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("template") / "template.sqlite3"
    upgrade_head(f"sqlite+aiosqlite:///{path}")
    return path


async def _truncate(url: str) -> None:
    tables = ", ".join(f'"{t.name}"' for t in Base.metadata.sorted_tables)
    await _pg_admin(url, f"TRUNCATE {tables} RESTART IDENTITY CASCADE")


@pytest.fixture(params=["sqlite", "postgresql"])
async def database_url(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    sqlite_template: Path,
    postgres_url: str | None,
) -> AsyncIterator[str]:
    """Every database test runs on SQLite, and on PostgreSQL when it is reachable."""
    if request.param == "sqlite":
        path = tmp_path / "bot.sqlite3"
        shutil.copy(sqlite_template, path)
        yield f"sqlite+aiosqlite:///{path}"
        return
    if postgres_url is None:
        pytest.skip("PostgreSQL is not reachable (set TEST_POSTGRES_URL to point elsewhere)")
    await _truncate(postgres_url)
    yield postgres_url


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


@pytest.fixture
def bot_request() -> RecordingRequest:
    return RecordingRequest()


@pytest.fixture
def settings(database_url: str, tmp_path: Path) -> Settings:
    return Settings(
        _env_file=None,
        database_url=database_url,
        data_dir=tmp_path,
        bot_token=None,
        render_processes=0,
    )


@pytest.fixture
async def app(
    settings: Settings, bot_request: RecordingRequest, clock: FakeClock
) -> AsyncIterator[BotApp]:
    application = build_application(settings, request=bot_request, clock=clock)
    async with application:
        if application.post_init is not None:
            await application.post_init(application)
        yield application
    if application.post_shutdown is not None:
        await application.post_shutdown(application)


@pytest.fixture
def errors(app: BotApp) -> ErrorCollector:
    """Sees every error first: the pipeline's own handler stops the update (and the others)."""
    collector = ErrorCollector()
    others = dict(app.error_handlers)
    app.error_handlers.clear()
    app.add_error_handler(collector)
    app.error_handlers.update(others)
    return collector


@pytest.fixture
def chat(
    app: BotApp, bot_request: RecordingRequest, clock: FakeClock, errors: ErrorCollector
) -> Chat:
    return Chat(app, bot_request, clock, errors)
