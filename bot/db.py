"""Engine, session factory and the one place a transaction is opened."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)


def _prepare_sqlite_path(url: str) -> None:
    """Make the folder (owner only) and the file (0600): SQLite gives its WAL and shared-memory
    files the database file's permissions, so they stay private too."""
    database = make_url(url).database
    if database and database != ":memory:":
        path = Path(database)
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.close(os.open(path, os.O_CREAT | os.O_RDWR, 0o600))


def create_engine(url: str, pool_size: int = 5) -> AsyncEngine:
    """One connection per update handled at once, and a few for jobs."""
    pool = {"pool_size": pool_size, "max_overflow": 8}
    if url.startswith("sqlite"):
        _prepare_sqlite_path(url)
        memory = make_url(url).database in (None, "", ":memory:")
        engine = create_async_engine(url, connect_args={"timeout": 30}, **({} if memory else pool))

        @event.listens_for(engine.sync_engine, "connect")
        def _sqlite_pragmas(dbapi_connection: object, _record: object) -> None:
            cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.close()

        return engine
    return create_async_engine(url, pool_pre_ping=True, **pool)


class Database:
    """Owns the engine; `session_scope` is the only place a transaction begins."""

    def __init__(self, url: str, pool_size: int = 5) -> None:
        self.url = url
        self.engine = create_engine(url, pool_size)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        # Run by dispose(), e.g. releasing the dispatcher's SQLite lock file.
        self.on_dispose: list[Callable[[], None]] = []

    @property
    def is_postgres(self) -> bool:
        return self.engine.dialect.name == "postgresql"

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @asynccontextmanager
    async def session_scope(self) -> AsyncIterator[AsyncSession]:
        """Commit on success; roll back and re-raise on any error."""
        async with self.sessions() as session:
            try:
                yield session
            except BaseException:
                await session.rollback()
                raise
            await session.commit()

    async def dispose(self) -> None:
        while self.on_dispose:
            self.on_dispose.pop()()
        await self.engine.dispose()


async def commit_writes_so_far(session: AsyncSession) -> None:
    """Commit what the session has written, if anything; a read-only transaction stays.

    For SQLite, whose one write lock covers the whole database: an update commits before
    each Bot API call, so no one else waits out its round trip to Telegram.
    """
    await session.flush()
    if not session.in_transaction():
        return
    connection = await session.connection()
    raw = await connection.get_raw_connection()
    if getattr(raw.driver_connection, "in_transaction", True):
        await session.commit()
