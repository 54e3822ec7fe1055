"""Checks before start-up, each failing with one line that names what to fix.

A person running the bot for the first time should read "Setting DATA_DIR: … is a file", not a
traceback. Every check raises SettingsError with that one line; `python -m bot` prints it and
exits 2.
"""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy.engine import make_url

from bot.config import Settings, SettingsError

# Files the bot creates (the SQLite database, its WAL, the key file) are for its owner only.
PRIVATE_UMASK = 0o077
PRIVATE_DIR = 0o700


def uses_data_dir(settings: Settings) -> bool:
    return settings.database_url is None or settings.encryption_key is None


def prepare_data_dir(settings: Settings) -> None:
    """Create DATA_DIR (owner only) or explain in one line why it can't be used."""
    if not uses_data_dir(settings):
        return
    path = settings.data_dir
    if path.exists() and not path.is_dir():
        raise SettingsError(f"Setting DATA_DIR: {path} is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SettingsError(f"Setting DATA_DIR: cannot create {path} ({reason})") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise SettingsError(f"Setting DATA_DIR: {path} is not writable by this user")


def describe_database_error(database_url: str, error: BaseException) -> str:
    """One line for a database that can't be reached or opened; never the password."""
    url = make_url(database_url)
    root = _innermost(error)
    if url.drivername.startswith("sqlite"):
        where = Path(url.database or "").as_posix()
        return f"Setting DATABASE_URL: cannot open the SQLite file {where} ({_reason(root)})"
    server = f"{url.host or 'localhost'}:{url.port or 5432}"
    kind = type(root).__name__
    if kind == "InvalidCatalogNameError":
        return (
            f"Setting DATABASE_URL: the database {url.database!r} does not exist on {server}; "
            f"create it first (createdb {url.database})"
        )
    if kind in ("InvalidPasswordError", "InvalidAuthorizationSpecificationError"):
        return f"Setting DATABASE_URL: {server} refused the user {url.username!r}"
    return f"Setting DATABASE_URL: cannot reach PostgreSQL at {server} ({_reason(root)})"


def _innermost(error: BaseException) -> BaseException:
    """The driver's own error under SQLAlchemy's and Alembic's wrappers."""
    for _ in range(10):
        inner = getattr(error, "orig", None) or error.__cause__
        if not isinstance(inner, BaseException) or inner is error:
            break
        error = inner
    return error


def _reason(error: BaseException) -> str:
    """A short reason, without the SQL or the URL SQLAlchemy adds."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    first = str(error).strip().splitlines()[0] if str(error).strip() else ""
    return first[:120] or type(error).__name__
