"""One logging configuration. Never log message text, journal entries or the token."""

from __future__ import annotations

import logging

NOISY = ("httpx", "httpcore", "apscheduler", "aiosqlite", "asyncio", "alembic.runtime.plugins")


def configure_logging(level: str) -> None:
    logging.basicConfig(
        level=level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        force=True,
    )
    # httpx logs request URLs at INFO, and Bot API URLs contain the token.
    for name in NOISY:
        logging.getLogger(name).setLevel(max(logging.WARNING, logging.getLogger().level))
