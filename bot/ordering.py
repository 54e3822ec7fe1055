"""Concurrent updates, in order per person.

PTB hands every update to an update processor. This one lets updates of different people run
at the same time (at most `limit` at once) while one person's updates run strictly one after
another, in the order Telegram sent them. Across replicas, the row lock taken when the person
is loaded (PostgreSQL) keeps the same promise.

Order holds because PTB starts one task per update in arrival order and nothing here awaits
before the task joins its person's queue; asyncio locks wake their waiters first in, first out.
The person's slot is taken before a concurrency slot, so a person with many queued updates
never holds more than one slot.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor

# PTB's own bound (its semaphore is taken before ours, so it cannot be the real bound: a person
# with many queued updates would fill it). Ours, `limit`, is taken after the person's turn.
_BACKSTOP = 10_000


def person_key(update: object) -> int | None:
    """Whose update this is: the person, else the chat; None for anything else."""
    if not isinstance(update, Update):
        return None
    if update.effective_user is not None:
        return update.effective_user.id
    if update.effective_chat is not None:
        return update.effective_chat.id
    return None


class _Queue:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0


class PerPersonUpdates(BaseUpdateProcessor):
    """At most `limit` updates at once; one person's updates one at a time, in order."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        self.limit = limit
        super().__init__(_BACKSTOP)
        self._slots = asyncio.BoundedSemaphore(limit)
        self._queues: dict[int, _Queue] = {}

    @property
    def people_waiting(self) -> int:
        """How many people have an update running or queued (for tests and metrics)."""
        return len(self._queues)

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        key = person_key(update)
        if key is None:
            async with self._slots:
                await coroutine
            return
        queue = self._queues.get(key)
        if queue is None:
            queue = self._queues[key] = _Queue()
        queue.users += 1
        try:
            async with queue.lock, self._slots:
                await coroutine
        finally:
            queue.users -= 1
            if queue.users == 0:
                del self._queues[key]

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None
