"""One logging configuration. Never log message text, journal entries or the token.

Our own modules log ids and categories only. Libraries are less careful: at DEBUG, PTB logs every
Bot API call with its parameters (message texts included), every update it fetches or receives,
and httpx logs request URLs, which contain the token. So every record from a library keeps its
template and loses its arguments, and every formatted line has anything shaped like a bot token
replaced, tracebacks included (PTB's InvalidToken quotes the token it was given).
"""

from __future__ import annotations

import logging
import re
from typing import TextIO

NOISY = ("httpx", "httpcore", "apscheduler", "aiosqlite", "asyncio", "alembic.runtime.plugins")
# Loggers whose arguments may carry a message, an update or a URL with the token in it.
LIBRARIES = ("telegram", "httpx", "httpcore", "hpack", "tornado", "apscheduler", "aiosqlite")
TOKEN_SHAPE = re.compile(r"\d{3,}:[A-Za-z0-9_-]{20,}")
WITHHELD = " [arguments withheld]"


class WithholdLibraryArguments(logging.Filter):
    """Drop the arguments of library records: the template says what happened, the arguments
    ("parameters `{...}`", "Processing update ...") are where texts and tokens live."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and type(record.exc_info[1]).__name__ == "InvalidToken":
            return False  # `python -m bot` says it in one line naming BOT_TOKEN
        if record.name.split(".", 1)[0] in LIBRARIES and record.args:
            record.msg = f"{record.msg}{WITHHELD}"
            record.args = None
        return True


class TokenScrubbingFormatter(logging.Formatter):
    """Replace anything shaped like a bot token in the finished line, traceback included."""

    def __init__(self, fmt: str, secrets: tuple[str, ...] = ()) -> None:
        super().__init__(fmt)
        self._secrets = tuple(secret for secret in secrets if len(secret) >= 8)

    def format(self, record: logging.LogRecord) -> str:
        return scrub(super().format(record), self._secrets)


def scrub(line: str, secrets: tuple[str, ...] = ()) -> str:
    for secret in secrets:
        line = line.replace(secret, "<secret>")
    return TOKEN_SHAPE.sub("<token>", line)


def configure_logging(
    level: str, secrets: tuple[str, ...] = (), stream: TextIO | None = None
) -> None:
    """Log to stderr (or `stream`) at `level`; `secrets` (the token, the webhook secret) are
    never printed."""
    handler = logging.StreamHandler(stream)
    handler.setFormatter(
        TokenScrubbingFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s", secrets)
    )
    handler.addFilter(WithholdLibraryArguments())
    logging.basicConfig(level=level, handlers=[handler], force=True)
    # httpx logs request URLs at INFO, and Bot API URLs contain the token.
    for name in NOISY:
        logging.getLogger(name).setLevel(max(logging.WARNING, logging.getLogger().level))
