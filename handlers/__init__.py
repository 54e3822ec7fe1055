"""Telegram adapters: one package per feature, wired in the pipeline's order by `register`.

The stages and their order are declared in handlers.pipeline; each feature's `register` adds
its commands, buttons (handlers.buttons), free-text steps and scheduled-message kinds.
"""

from __future__ import annotations

from bot.context import BotApp
from handlers import (
    craving,
    memory,
    pipeline,
    privacy,
    progress,
    reminders,
    safety,
    start,
    streaks,
)
from handlers.common import FlowRouter


def register(app: BotApp) -> None:
    """GUARD and LOAD_USER, the safety stages, the features, then the fallbacks."""
    router = FlowRouter()
    pipeline.register_before_features(app)
    safety.register(app, router)
    start.register(app, router)
    craving.register(app, router)
    memory.register(app, router)
    streaks.register(app, router)
    reminders.register(app, router)
    progress.register(app)
    privacy.register(app)
    pipeline.register_fallbacks(app, router)
