"""/settings and the one-line shortcuts /since, /timezone (/tz), /country."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from telegram import Update
from telegram.ext import CommandHandler, filters

from bot.context import BotApp, BotContext
from bot.models import User
from bot.services import streaks as streak_service
from bot.services import users
from bot.texts import core as T
from handlers.buttons import Pressed, on_buttons
from handlers.common import command_args, current_user, edit_or_reply
from handlers.pipeline import feature
from handlers.start import language, onboarding
from handlers.start.summary import show_settings, summary_rows, summary_text

Applier = Callable[[Update, BotContext, User, str, onboarding.Mode], Awaitable[bool]]
SHORTCUTS: tuple[tuple[tuple[str, ...], onboarding.Step, Applier], ...] = (
    (("since",), "since", onboarding.apply_since),
    (("timezone", "tz"), "zone", onboarding.apply_zone),
    (("country",), "country", onboarding.apply_country),
)


async def settings_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    users.set_flow(user, None)
    await show_settings(update, context, user)


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    """settings:since|zone|country|language|profile|done."""
    user = current_user(context)
    choice = pressed.word(1) or "done"
    if choice == "since":
        await onboarding.ask(update, context, user, "since", "set")
    elif choice == "zone":
        await onboarding.ask(update, context, user, "zone", "set")
    elif choice == "country":
        await onboarding.ask(update, context, user, "country", "set")
    elif choice == "language":
        await language.ask(update, context)
    elif choice == "profile":
        user.settings.profile_check_resets = not user.settings.profile_check_resets
        await streak_service.replan_milestones(context.session, user, context.deps.clock.now())
        await edit_or_reply(update, context, summary_text(user), summary_rows())
    else:
        users.set_flow(user, None)
        await edit_or_reply(update, context, T.SETTINGS_CLOSED)


def shortcut(
    step: onboarding.Step, apply: Applier
) -> Callable[[Update, BotContext], Coroutine[Any, Any, None]]:
    """/since 2026-11-01 sets it at once; the bare command asks, as /settings would."""

    async def command(update: Update, context: BotContext) -> None:
        user = current_user(context)
        text = command_args(update)
        if not text:
            await onboarding.ask(update, context, user, step, "set")
            return
        if await apply(update, context, user, text, "set"):
            users.set_flow(user, None)

    return command


def register(app: BotApp) -> None:
    only_messages = filters.UpdateType.MESSAGE
    feature(app, CommandHandler("settings", settings_command, filters=only_messages))
    for names, step, apply in SHORTCUTS:
        feature(app, CommandHandler(list(names), shortcut(step, apply), filters=only_messages))
    on_buttons(app, "settings", on_button)
