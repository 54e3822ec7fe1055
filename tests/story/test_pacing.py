"""Telegram's bulk limit paces the outbox, never the replies to what a person just wrote."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from bot.app import WARM_UP_TASK
from bot.config import Settings
from bot.context import deps_of
from tests.db.test_dispatch import START, _seed_daily_rows
from tests.harness import Chat

SLOW_RATE = 2.0  # scheduled messages a second: a bucket of two, then one every half second


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"send_rate_per_second": SLOW_RATE})


async def test_replies_are_not_held_back_by_the_bulk_limit(chat: Chat) -> None:
    loop = asyncio.get_running_loop()
    started = loop.time()
    for _ in range(8):
        await chat.send("/help")
    # Paced at two a second, eight replies would need at least three seconds.
    assert loop.time() - started < 2.5
    assert len(chat.calls_of("sendMessage")) >= 8


async def test_scheduled_messages_go_out_at_the_bulk_rate(chat: Chat) -> None:
    app = chat.app
    await _seed_daily_rows(app, 4, START)
    loop = asyncio.get_running_loop()
    started = loop.time()
    result = await deps_of(app).dispatcher.tick(app.bot)
    assert result.sent == 4
    assert loop.time() - started >= 0.9  # two at once, then two more half a second apart


async def test_the_danger_screen_warms_up_in_the_background_after_start(chat: Chat) -> None:
    tasks = {task.get_name(): task for task in deps_of(chat.app).background}
    task = tasks[WARM_UP_TASK]
    await task  # it finishes on its own, giving way to updates between rules
    assert task.done() and task.exception() is None


@pytest.fixture
def counted_warm_up(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The warm-up's steps, counted instead of compiling, with no initial delay."""
    import bot.app
    import bot.safety.screening

    steps: list[int] = []

    def counted_steps() -> Iterator[None]:
        for index in range(3):
            steps.append(index)
            yield

    monkeypatch.setattr(bot.app, "WARM_UP_DELAY_SECONDS", 0.0)
    monkeypatch.setattr(bot.safety.screening, "warm_up_steps", counted_steps)
    return steps


async def test_the_warm_up_waits_for_the_updates_in_hand(
    chat: Chat, counted_warm_up: list[int]
) -> None:
    """Compiling the rules costs seconds of CPU: it must not delay the replies to the updates
    that were waiting while the bot was down."""
    import bot.app

    release = asyncio.Event()
    waiting = chat.factory.text("/help")
    busy = asyncio.create_task(chat.app.update_processor.process_update(waiting, release.wait()))
    warming = asyncio.create_task(bot.app._warm_up(chat.app))
    await asyncio.sleep(0.5)
    assert counted_warm_up == [] and not warming.done()  # an update is in hand: not yet
    release.set()
    await busy
    await asyncio.wait_for(warming, timeout=5)
    assert counted_warm_up == [0, 1, 2]


async def test_steady_traffic_cannot_postpone_the_warm_up_for_ever(
    chat: Chat, counted_warm_up: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.app

    monkeypatch.setattr(bot.app, "WARM_UP_LATEST_SECONDS", 0.3)
    release = asyncio.Event()
    waiting = chat.factory.text("/help")
    busy = asyncio.create_task(chat.app.update_processor.process_update(waiting, release.wait()))
    await asyncio.wait_for(bot.app._warm_up(chat.app), timeout=5)
    assert counted_warm_up == [0, 1, 2] and not busy.done()
    release.set()
    await busy
