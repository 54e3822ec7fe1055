"""Apply Alembic migrations programmatically (used by `run`, `console` and tests)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

ROOT = Path(__file__).resolve().parent.parent


def alembic_config(database_url: str) -> Config:
    config = Config(str(ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(ROOT / "migrations"))
    config.attributes["database_url"] = database_url
    return config


def upgrade_head(database_url: str) -> None:
    """Bring the database to the newest schema. Must not be called from a running event loop."""
    command.upgrade(alembic_config(database_url), "head")
