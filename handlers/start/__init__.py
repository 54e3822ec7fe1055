"""/start and its three setup steps, /settings with the shortcuts /since, /timezone, /country,
/help and /language."""

from __future__ import annotations

from bot.context import BotApp
from handlers.common import FlowRouter
from handlers.start import help, language, onboarding, settings


def register(app: BotApp, router: FlowRouter) -> None:
    onboarding.register(app, router)
    settings.register(app)
    help.register(app)
    language.register(app)
