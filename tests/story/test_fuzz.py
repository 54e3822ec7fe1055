"""Thousands of random updates: no error reaches the error handler, every button is answered.

The default run sends 300; with --run-slow (CI) 2,000. scripts/fuzz.py sends 10,000 or more.
"""

from __future__ import annotations

import pytest

from bot.clock import FakeClock
from bot.console.fakebot import RecordingRequest
from bot.context import BotApp
from tests.fuzz import run_fuzz


async def test_random_updates_raise_nothing_and_every_button_is_answered(
    app: BotApp,
    bot_request: RecordingRequest,
    clock: FakeClock,
    request: pytest.FixtureRequest,
) -> None:
    count = 2000 if request.config.getoption("--run-slow") else 300
    stats = await run_fuzz(app, bot_request, clock, count=count, seed=20261201)
    assert stats.updates == count
    assert stats.errors == []
    assert stats.unanswered == []
    assert stats.callbacks > count // 10
    assert set(stats.kinds) >= {"text", "command", "button", "edit", "caption", "sticker"}
