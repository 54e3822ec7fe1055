"""Engine, session factory and the one place a transaction is opened."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
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


def create_engine(url: str) -> AsyncEngine:
    if url.startswith("sqlite"):
        _prepare_sqlite_path(url)
        engine = create_async_engine(url, connect_args={"timeout": 30})

        @event.listens_for(engine.sync_engine, "connect")
        def _sqlite_pragmas(dbapi_connection: object, _record: object) -> None:
            cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.close()

        return engine
    return create_async_engine(url, pool_pre_ping=True)


class Database:
    """Owns the engine; `session_scope` is the only place a transaction begins."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = create_engine(url)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)

    @property
    def is_postgres(self) -> bool:
        return self.engine.dialect.name == "postgresql"

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
        await self.engine.dispose()
