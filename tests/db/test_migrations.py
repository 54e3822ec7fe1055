"""Migrations build the schema on empty databases, and agree with the models."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect
from sqlalchemy.engine import Connection

from bot.db import create_engine
from bot.models import Base


def _diff(connection: Connection) -> list[Any]:
    context = MigrationContext.configure(connection, opts={"compare_type": True})
    return list(compare_metadata(context, Base.metadata))


def _tables(connection: Connection) -> set[str]:
    return set(inspect(connection).get_table_names())


async def test_upgrade_head_creates_every_table_and_matches_models(database_url: str) -> None:
    # `database_url` was built by `alembic upgrade head` on an empty database.
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            tables = await connection.run_sync(_tables)
            assert {t.name for t in Base.metadata.sorted_tables} <= tables
            assert "alembic_version" in tables
            assert await connection.run_sync(_diff) == []
    finally:
        await engine.dispose()


def test_head_constant_is_alembics_head() -> None:
    """Start-up skips Alembic when a file is stamped with HEAD: a new migration must move it."""
    from alembic.script import ScriptDirectory

    from bot.migrate import HEAD, alembic_config

    assert ScriptDirectory.from_config(alembic_config("sqlite://")).get_heads() == [HEAD]


def test_a_file_at_head_is_not_migrated_again_and_an_old_one_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import alembic.command

    from bot import migrate

    url = f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"
    assert migrate.sqlite_revision(url) is None  # no file yet
    migrate.upgrade_head(url)
    assert migrate.sqlite_revision(url) == migrate.HEAD

    upgrades: list[str] = []
    monkeypatch.setattr(alembic.command, "upgrade", lambda _config, target: upgrades.append(target))
    migrate.upgrade_head(url)
    assert upgrades == []

    with sqlite3.connect(tmp_path / "bot.db") as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0012_craving_explained_at'")
    connection.close()
    assert migrate.sqlite_revision(url) == "0012_craving_explained_at"
    migrate.upgrade_head(url)
    assert upgrades == ["head"]


def test_only_a_readable_sqlite_file_has_a_revision(tmp_path: Path) -> None:
    from bot.migrate import sqlite_revision

    (tmp_path / "junk.db").write_bytes(b"not a database at all" * 10)
    assert sqlite_revision(f"sqlite+aiosqlite:///{tmp_path / 'junk.db'}") is None
    assert sqlite_revision("sqlite+aiosqlite://") is None
    assert sqlite_revision("postgresql+asyncpg://postgres@127.0.0.1/test") is None
