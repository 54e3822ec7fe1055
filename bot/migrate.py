"""Apply Alembic migrations programmatically (used by `run`, `console` and tests)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy.engine import make_url

if TYPE_CHECKING:
    from alembic.config import Config

ROOT = Path(__file__).resolve().parent.parent

# The newest migration's revision. A test checks it against Alembic's own head, so a new
# migration that forgets to move it fails CI; start-up uses it to skip Alembic altogether
# (importing it and reading every migration script costs about 0.2 s) when nothing is due.
HEAD = "0013_user_language"


def alembic_config(database_url: str) -> Config:
    from alembic.config import Config

    config = Config(str(ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(ROOT / "migrations"))
    config.attributes["database_url"] = database_url
    return config


def sqlite_revision(database_url: str) -> str | None:
    """The revision an SQLite file is stamped with, read with the standard library; None for
    another database, a missing or unstamped file, or one that cannot be read."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    path = Path(url.database)
    if not path.is_file():
        return None
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
    except sqlite3.Error:
        return None
    try:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.Error:
        return None
    finally:
        connection.close()
    return str(row[0]) if row else None


def upgrade_head(database_url: str) -> None:
    """Bring the database to the newest schema. Must not be called from a running event loop."""
    if sqlite_revision(database_url) == HEAD:
        return
    from alembic import command

    command.upgrade(alembic_config(database_url), "head")
