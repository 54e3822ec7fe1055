"""What every handler and job can reach: dependencies and the update's transaction."""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, cast

from sqlalchemy.ext.asyncio import AsyncSession
from telegram.ext import Application, CallbackContext, ExtBot

from bot.clock import Clock
from bot.config import Settings
from bot.crypto import TextCipher
from bot.db import Database
from bot.outbox.queue import KindRegistry

DEPS_KEY = "deps"


@dataclass
class Deps:
    settings: Settings
    db: Database
    clock: Clock
    kinds: KindRegistry = field(default_factory=KindRegistry)
    # A cache only (lost on restart by design): recent texts per user for split messages.
    recent_texts: dict[int, list[tuple[float, str]]] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)
    # Opens and seals journal entries, reasons and letters (built in build_application).
    cipher: TextCipher | None = None


@dataclass
class UpdateScope:
    """The per-update unit of work: one session, one transaction."""

    session: AsyncSession
    values: dict[str, Any] = field(default_factory=dict)


_scope: ContextVar[UpdateScope | None] = ContextVar("update_scope", default=None)


def current_scope() -> UpdateScope:
    scope = _scope.get()
    if scope is None:
        raise RuntimeError("no update scope is open; handlers run inside process_update")
    return scope


def current_scope_or_none() -> UpdateScope | None:
    return _scope.get()


def bind_scope(scope: UpdateScope | None) -> object:
    return _scope.set(scope)


def unbind_scope(token: object) -> None:
    _scope.reset(token)  # type: ignore[arg-type]


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
