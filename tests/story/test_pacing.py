"""Telegram's bulk limit paces the outbox, never the replies to what a person just wrote."""

from __future__ import annotations

import asyncio

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
