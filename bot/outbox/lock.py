"""On SQLite one process dispatches: an OS lock on a file next to the database.

SQLite has no row locks, so two dispatchers on one file would send every row twice. The first
process to take `<database>.dispatch.lock` dispatches; any other keeps answering updates and
tries again now and then (it takes over when the first one stops). The OS drops the lock when
its holder dies, so a crash never leaves a stale lock behind.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from sqlalchemy.engine import make_url

logger = logging.getLogger(__name__)

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: no second-process protection
    fcntl = None  # type: ignore[assignment]


def lock_path_for(url: str) -> Path | None:
    """The lock file for a SQLite database file; None for PostgreSQL or an in-memory database."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).with_name(Path(database).name + ".dispatch.lock")


class FileLock:
    """A non-blocking exclusive lock (flock) on one file, held until `release` or exit."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def try_acquire(self) -> bool:
        """Take the lock if nobody holds it; True when this object holds it."""
        if self._fd is not None:
            return True
        if fcntl is None:  # pragma: no cover
            return True
        fd = os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
