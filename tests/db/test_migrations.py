"""Migrations build the schema on empty databases, and agree with the models."""

from __future__ import annotations

from typing import Any

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
