"""/contact (log contact or a time you held), /streak and its milestones, /structured rules."""

from __future__ import annotations

from bot.context import BotApp
from handlers.common import FlowRouter
from handlers.streaks import contact, count, structured


def register(app: BotApp, router: FlowRouter) -> None:
    """Wire this feature's handlers, flows and scheduled-message kinds."""
    contact.register(app, router)
    structured.register(app, router)
    count.register(app)
