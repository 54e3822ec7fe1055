"""bot.progress.offload: work runs in a pool and a broken process pool is replaced."""

from __future__ import annotations

import contextlib
import os
from concurrent.futures.process import BrokenProcessPool

from bot.domain.progress import HeatMap
from bot.progress import charts
from bot.progress.offload import process_pool, thread_pool


def _pid() -> int:
    return os.getpid()


def _die() -> None:
    os._exit(1)


async def test_a_process_pool_draws_in_another_process_and_survives_a_dead_worker() -> None:
    offload = process_pool()
    try:
        await offload.warm()
        assert await offload.run(_pid) != os.getpid()
        grid = HeatMap(((2,) * 24,) * 7, ())
        png = await offload.run(charts.heat_map_png, grid)
        assert png is not None and png.startswith(b"\x89PNG")
        with contextlib.suppress(BrokenProcessPool):
            await offload.run(_die)
        assert await offload.run(_pid) != os.getpid()
    finally:
        offload.close()


async def test_a_thread_pool_has_the_same_interface() -> None:
    offload = thread_pool()
    try:
        assert await offload.run(_pid) == os.getpid()
    finally:
        offload.close()
