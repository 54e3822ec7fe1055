"""Running CPU-bound work (pictures, PDFs) off the event loop.

Drawing a chart holds the GIL for most of its 100-odd milliseconds, so a thread would still
slow down every other person's update a little; a worker process does not. The bot uses one
small process pool, started with "spawn" (never fork a process that runs an event loop and
threads) and warmed up at start so the first /stats does not pay for importing matplotlib.
Tests and console mode may use a thread pool instead: same interface.

Only plain, picklable values cross the boundary: the frozen dataclasses of
`bot.domain.progress`, `weekly` and `journal_pdf` in, bytes out.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar, TypeVarTuple, Unpack

from bot import i18n

logger = logging.getLogger(__name__)

R = TypeVar("R")
Args = TypeVarTuple("Args")


def warm_up() -> bool:
    """Import and exercise the drawing code once (fonts, caches) in the worker."""
    from bot.domain.progress import HeatMap
    from bot.progress import charts

    charts.heat_map_png(HeatMap(((1,) * 24,) * 7, ()))
    return True


def in_language(language: str, fn: Callable[[Unpack[Args]], R], *args: *Args) -> R:
    """Run fn in a worker, speaking `language` (module level, so a process pool can pickle it)."""
    with i18n.using(language):
        return fn(*args)


class Offload:
    """`await offload.run(fn, *args)`: fn runs in the pool; the loop stays free."""

    def __init__(self, make: Callable[[], Executor], *, kind: str) -> None:
        self._make = make
        self._executor: Executor | None = None
        self._warming: asyncio.Task[None] | None = None
        self.kind = kind

    def _pool(self) -> Executor:
        if self._executor is None:
            self._executor = self._make()
        return self._executor

    async def run(self, fn: Callable[[Unpack[Args]], R], *args: *Args) -> R:
        loop = asyncio.get_running_loop()
        # The worker has no context variables: it is told the language, so captions and the
        # PDF are in the person's language too.
        job = functools.partial(in_language, i18n.current(), fn, *args)
        try:
            return await loop.run_in_executor(self._pool(), job)
        except BrokenProcessPool:
            # A worker died (out of memory, killed): start a fresh pool and try once more.
            logger.warning("render pool broken; starting a new one")
            self.close()
            return await loop.run_in_executor(self._pool(), job)

    async def warm(self) -> None:
        await self.run(warm_up)

    def start_warming(self) -> None:
        """Warm up in the background (the bot starts at once; the first /stats needn't wait)."""
        if self._warming is None:
            self._warming = asyncio.create_task(self._warm_quietly(), name="render-warm-up")

    async def _warm_quietly(self) -> None:
        try:
            await self.warm()
        except Exception:
            logger.exception("render pool warm-up failed; it will start on first use")

    def close(self) -> None:
        if self._warming is not None and not self._warming.done():
            self._warming.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def process_pool(workers: int = 1) -> Offload:
    context = multiprocessing.get_context("spawn")
    return Offload(
        lambda: ProcessPoolExecutor(max_workers=workers, mp_context=context), kind="process"
    )


def thread_pool(workers: int = 1) -> Offload:
    return Offload(
        lambda: ThreadPoolExecutor(max_workers=workers, thread_name_prefix="render"),
        kind="thread",
    )
