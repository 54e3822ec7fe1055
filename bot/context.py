"""What every handler and job can reach: typed dependencies and the update's unit of work."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from contextvars import ContextVar, Token
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, cast

from sqlalchemy.ext.asyncio import AsyncSession
from telegram.ext import Application, CallbackContext, ExtBot

from bot.clock import Clock
from bot.config import Settings
from bot.crypto import TextCipher
from bot.db import Database
from bot.domain.danger import Reading
from bot.intents import Guess
from bot.models import User
from bot.outbox.dispatcher import Dispatcher
from bot.outbox.queue import KindRegistry
from bot.progress.offload import Offload
from bot.safety import Assessment

DEPS_KEY = "deps"

BreathStep = Callable[[], Awaitable[None]]
RunLater = Callable[[float, BreathStep], None]


@dataclass
class Breathing:
    """Box breathing paced by editing one message (memory only: a restart stops the pacing)."""

    seconds: float = 4.0
    # Plans the next step; None uses the JobQueue when it runs. Tests inject one (nothing sleeps).
    run_later: RunLater | None = None
    # Messages being paced now ("chat:message") -> their check-in id.
    active: dict[str, int] = field(default_factory=dict)


@dataclass
class Deps:
    """Everything a handler or job uses, built once by build_application."""

    settings: Settings
    db: Database
    clock: Clock
    # Opens and seals journal entries, reasons and letters.
    cipher: TextCipher
    # Every scheduled-message kind, registered by the features at start-up.
    kinds: KindRegistry
    # The repeating job that sends due outbox rows.
    dispatcher: Dispatcher
    # Draws pictures and PDFs off the event loop (bot.progress.offload).
    render: Offload
    breathing: Breathing = field(default_factory=Breathing)
    # Reads the intent of free text; None uses the committed model. Tests inject one.
    classify: Callable[[str], Guess] | None = None
    # A cache only (lost on restart, per process): recent texts per person for split messages.
    recent_texts: dict[int, list[tuple[float, str]]] = field(default_factory=dict)
    # A cache only: each person's language by Telegram id, so SCREEN (which runs before their
    # row is loaded) answers in it; Telegram's language until it is known.
    languages: dict[int, str] = field(default_factory=dict)
    # Console mode: nothing is really sent through Telegram (so /hide has nothing to delete).
    console: bool = False
    # Start-up work left running in the background (cancelled at shutdown if still going).
    background: list[asyncio.Task[None]] = field(default_factory=list)


@dataclass
class UpdateScope:
    """The per-update unit of work: one session, one transaction, and what the stages learned."""

    session: AsyncSession
    # LOAD_USER: the person's row, and whether this update created it.
    user: User | None = None
    user_is_new: bool = False
    # When LOAD_USER ran (the update's "now"; last_seen_at is settled to it at the end).
    seen_at: datetime | None = None
    # LOAD_USER wrote last_seen_at (at most hourly): the time to prune old /hide ids too.
    last_seen_written: bool = False
    # SCREEN: the text it read (None: no text was screened), and what it found (None: the
    # screen failed; fail open).
    screened_text: str | None = None
    assessment: Assessment | None = None
    # SCREEN: who the urgent message was about, when one went out (the step then pauses).
    urgent: Reading | None = None
    # The urgent event is already stored (in its own short transaction, right after the send).
    recorded: bool = False
    # RECORD: the gentle safety line, added to the first reply or sent on its own at FLUSH.
    gentle_line: str | None = None
    # Ids of the messages this update sent into the chat, kept 48 hours for /hide (never text).
    sent_ids: list[int] = field(default_factory=list)
    # FEATURES: a feature handler took the update, so FALLBACK stays quiet.
    handled: bool = False
    # SQLite: committing before a send failed; the send went out, the update then ends as a
    # failed commit (the person is told it was not saved, with their text back).
    early_commit_error: Exception | None = None
    # The error handler ran (it apologises once per update).
    failed: bool = False

    @property
    def screened(self) -> bool:
        return self.screened_text is not None


_scope: ContextVar[UpdateScope | None] = ContextVar("update_scope", default=None)


def current_scope() -> UpdateScope:
    scope = _scope.get()
    if scope is None:
        raise RuntimeError("no update scope is open; handlers run inside process_update")
    return scope


def current_scope_or_none() -> UpdateScope | None:
    return _scope.get()


def bind_scope(scope: UpdateScope | None) -> Token[UpdateScope | None]:
    return _scope.set(scope)


def unbind_scope(token: Token[UpdateScope | None]) -> None:
    _scope.reset(token)


class BotContext(CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], dict[Any, Any]]):
    """CallbackContext with typed access to dependencies and the update's session."""

    @property
    def deps(self) -> Deps:
        return cast(Deps, self.application.bot_data[DEPS_KEY])

    @property
    def session(self) -> AsyncSession:
        return current_scope().session

    @property
    def scope(self) -> UpdateScope:
        return current_scope()


BotApp = Application[ExtBot[None], BotContext, dict[Any, Any], dict[Any, Any], dict[Any, Any], Any]


def deps_of(app: BotApp) -> Deps:
    """The application's dependencies (set once by build_application)."""
    return cast(Deps, app.bot_data[DEPS_KEY])
