"""Every Bot API call goes through `ReliableBot`: retried, and inside an update never raised.

Retries: a 429 waits as long as Telegram asks (up to `RetryPolicy.max_wait`); timeouts, network
errors and 5xx answers back off (0.5 s, 1 s, 2 s, capped); refusals (400, 403, ...) are final.

Inside an update (`process_update` binds a `SendLog`) a call that still fails is logged and
recorded, and the handler gets a stand-in result (a message with id 0, or True): nothing a send
does can raise into the update's transaction, so what the person wrote is always committed. A
403 is recorded, so the pipeline marks the person blocked once the update is over.

Outside an update (the dispatcher, start-up) the error is raised after the retries; the
dispatcher turns the inline retries off (`without_retries`) because it keeps its own schedule.

A hook bound with `bind_before_send` runs before every call (the pipeline uses it on SQLite to
commit what the update wrote so far, so the database's one write lock is never held while a
call waits on Telegram).
"""

from __future__ import annotations

import asyncio
import logging
import time
import warnings
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from telegram._utils.defaultvalue import DEFAULT_NONE
from telegram._utils.types import JSONDict, ODVInput
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError
from telegram.ext import ExtBot

logger = logging.getLogger(__name__)

Sleep = Callable[[float], Awaitable[None]]
BeforeSend = Callable[[], Awaitable[None]]


@dataclass
class RetryPolicy:
    """How hard one Bot API call is tried before it counts as failed."""

    attempts: int = 4  # tries in all, for timeouts, network errors and 5xx
    base_delay: float = 0.5
    max_delay: float = 4.0
    max_wait: float = 60.0  # the longest 429 wait honoured inline
    rate_limited_attempts: int = 3  # tries in all when Telegram keeps answering 429
    sleep: Sleep = asyncio.sleep

    def backoff(self, attempt: int) -> float:
        """The pause after failed try number `attempt` (1-based)."""
        return float(min(self.max_delay, self.base_delay * 2 ** (attempt - 1)))


@dataclass(frozen=True)
class SendFailure:
    method: str
    chat_id: int | None
    error: str  # the exception's type name; never text


@dataclass
class SendLog:
    """What failed while one update was processed (bound by the pipeline)."""

    failures: list[SendFailure] = field(default_factory=list)
    blocked_chats: set[int] = field(default_factory=set)


_send_log: ContextVar[SendLog | None] = ContextVar("send_log", default=None)
_inline_retries: ContextVar[bool] = ContextVar("inline_retries", default=True)
_before_send: ContextVar[BeforeSend | None] = ContextVar("before_send", default=None)


def bind_send_log(log: SendLog) -> Token[SendLog | None]:
    return _send_log.set(log)


def unbind_send_log(token: Token[SendLog | None]) -> None:
    _send_log.reset(token)


def bind_before_send(hook: BeforeSend | None) -> Token[BeforeSend | None]:
    return _before_send.set(hook)


def unbind_before_send(token: Token[BeforeSend | None]) -> None:
    _before_send.reset(token)


def current_send_log() -> SendLog | None:
    return _send_log.get()


@contextmanager
def without_retries() -> Iterator[None]:
    """Calls in this block are tried once and raise (the dispatcher schedules its own retries)."""
    token = _inline_retries.set(False)
    try:
        yield
    finally:
        _inline_retries.reset(token)


@contextmanager
def raising() -> Iterator[None]:
    """Calls in this block raise their final error even inside an update."""
    token = _send_log.set(None)
    try:
        yield
    finally:
        _send_log.reset(token)


def retry_after_seconds(error: RetryAfter) -> float:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PTB warns about the int/timedelta migration
        value = error.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def is_transient(error: BaseException) -> bool:
    """Timeouts, network errors and 5xx are worth retrying; Telegram's refusals are not."""
    if isinstance(error, BadRequest):  # a NetworkError subclass, but permanent
        return False
    return isinstance(error, NetworkError) or not isinstance(error, TelegramError)


def _chat_id(data: JSONDict) -> int | None:
    value = data.get("chat_id")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.lstrip("-").isascii() and value.lstrip("-").isdigit():
        return int(value)
    return None


def _stand_in(method: str, chat_id: int | None) -> JSONDict | bool:
    """What a handler gets back from a call that failed for good inside an update."""
    if method.startswith(("send", "copyMessage", "forwardMessage")):
        return {
            "message_id": 0,
            "date": int(time.time()),
            "chat": {"id": chat_id or 0, "type": "private"},
        }
    return True


class ReliableBot(ExtBot[None]):
    """PTB's ExtBot, with every Bot API call retried (and, inside an update, never raised)."""

    __slots__ = ("_retry_policy",)

    def __init__(self, *args: Any, retry_policy: RetryPolicy | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._retry_policy = retry_policy or RetryPolicy()

    @property
    def retry_policy(self) -> RetryPolicy:
        """Mutable, so tests can replace `sleep` (nothing waits for real)."""
        return self._retry_policy

    async def _do_post(
        self,
        endpoint: str,
        data: JSONDict,
        *,
        read_timeout: ODVInput[float] = DEFAULT_NONE,
        write_timeout: ODVInput[float] = DEFAULT_NONE,
        connect_timeout: ODVInput[float] = DEFAULT_NONE,
        pool_timeout: ODVInput[float] = DEFAULT_NONE,
    ) -> bool | JSONDict | list[JSONDict]:
        async def once() -> bool | JSONDict | list[JSONDict]:
            return await super(ReliableBot, self)._do_post(
                endpoint,
                dict(data),
                read_timeout=read_timeout,
                write_timeout=write_timeout,
                connect_timeout=connect_timeout,
                pool_timeout=pool_timeout,
            )

        if endpoint == "getUpdates":  # PTB's updater keeps its own retry loop
            return await once()
        before_send = _before_send.get()
        if before_send is not None:
            await before_send()
        try:
            return await self._with_retries(endpoint, once)
        except TelegramError as error:
            log = _send_log.get()
            if log is None:
                raise
            chat_id = _chat_id(data)
            log.failures.append(SendFailure(endpoint, chat_id, type(error).__name__))
            if isinstance(error, Forbidden) and chat_id is not None:
                log.blocked_chats.add(chat_id)
            level = logging.ERROR if isinstance(error, BadRequest) else logging.WARNING
            logger.log(
                level,
                "Bot API call failed for good method=%s error=%s; the update goes on",
                endpoint,
                type(error).__name__,
            )
            return _stand_in(endpoint, chat_id)

    async def _with_retries(
        self, method: str, once: Callable[[], Awaitable[bool | JSONDict | list[JSONDict]]]
    ) -> bool | JSONDict | list[JSONDict]:
        policy = self.retry_policy
        retrying = _inline_retries.get()
        failures = 0
        limited = 0
        while True:
            try:
                return await once()
            except RetryAfter as error:
                limited += 1
                wait = retry_after_seconds(error)
                if not retrying or limited >= policy.rate_limited_attempts:
                    raise
                if wait > policy.max_wait:
                    raise
                logger.info("rate limited method=%s; waiting %.1f s", method, wait)
                await policy.sleep(wait)
            except TelegramError as error:
                failures += 1
                if not retrying or not is_transient(error) or failures >= policy.attempts:
                    raise
                delay = policy.backoff(failures)
                logger.info(
                    "Bot API call failed method=%s error=%s; retrying in %.1f s",
                    method,
                    type(error).__name__,
                    delay,
                )
                await policy.sleep(delay)
