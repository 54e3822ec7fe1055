"""/settings and the one-line shortcuts /since, /timezone, /country."""

from __future__ import annotations

from telegram import Update
from telegram.ext import Application, CallbackQueryHandler, CommandHandler, filters

from bot.context import BotContext
from bot.domain import places
from bot.models import User
from bot.services import streaks as streak_service
from bot.services import users
from bot.texts import core as T
from bot.texts import reminders as reminder_texts
from handlers.common import (
    answer_query,
    command_args,
    current_user,
    edit_or_reply,
    reply,
)
from handlers.reminders.menus import settings_lines as reminder_lines
from handlers.start import onboarding


def _summary(user: User) -> str:
    settings = user.settings
    since = settings.no_contact_since
    country = settings.country
    return T.settings_summary(
        since=onboarding.format_day(since) if since else None,
        zone=places.zone_display(settings.timezone) if settings.timezone_set else None,
        country=places.country_name(country) if country else None,
        profile_resets=settings.profile_check_resets,
        more=reminder_lines(user),
    )


def _rows() -> list[list[tuple[str, str]]]:
    return [
        [(T.BTN_CHANGE_SINCE, "settings:since"), (T.BTN_CHANGE_ZONE, "settings:zone")],
        [(T.BTN_CHANGE_COUNTRY, "settings:country"), (T.BTN_PROFILE_CHECKS, "settings:profile")],
        [(reminder_texts.BTN_QUIET, "rem:quiet"), (reminder_texts.BTN_DAILY, "rem:daily")],
        [(T.BTN_DONE, "settings:done")],
    ]


async def show_settings(update: Update, context: BotContext, user: User) -> None:
    await reply(update, context, _summary(user), _rows())


async def settings_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    users.set_flow(user, None)
    await show_settings(update, context, user)


async def on_button(update: Update, context: BotContext) -> None:
    parts = await answer_query(update)
    user = current_user(context)
    choice = parts[1] if len(parts) > 1 else "done"
    if choice == "since":
        await onboarding.ask(update, context, user, "since", "set")
    elif choice == "zone":
        await onboarding.ask(update, context, user, "zone", "set")
    elif choice == "country":
        await onboarding.ask(update, context, user, "country", "set")
    elif choice == "profile":
        user.settings.profile_check_resets = not user.settings.profile_check_resets
        await streak_service.replan_milestones(context.session, user, context.deps.clock.now())
        await edit_or_reply(update, context, _summary(user), _rows())
    else:
        users.set_flow(user, None)
        await edit_or_reply(update, context, T.SETTINGS_CLOSED)


async def since_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    text = command_args(update)
    if not text:
        await onboarding.ask(update, context, user, "since", "set")
        return
    if await onboarding.apply_since(update, context, user, text, "set"):
        users.set_flow(user, None)


async def timezone_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    text = command_args(update)
    if not text:
        await onboarding.ask(update, context, user, "zone", "set")
        return
    if await onboarding.apply_zone(update, context, user, text, "set"):
        users.set_flow(user, None)


async def country_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    text = command_args(update)
    if not text:
        await onboarding.ask(update, context, user, "country", "set")
        return
    if await onboarding.apply_country(update, context, user, text, "set"):
        users.set_flow(user, None)


async def help_command(update: Update, context: BotContext) -> None:
    from handlers import MENU

    await reply(update, context, T.help_text(MENU))


def register(app: Application) -> None:  # type: ignore[type-arg]
    only_messages = filters.UpdateType.MESSAGE
    app.add_handler(CommandHandler("settings", settings_command, filters=only_messages))
    app.add_handler(CommandHandler("since", since_command, filters=only_messages))
    app.add_handler(CommandHandler(["timezone", "tz"], timezone_command, filters=only_messages))
    app.add_handler(CommandHandler("country", country_command, filters=only_messages))
    app.add_handler(CommandHandler("help", help_command, filters=only_messages))
    app.add_handler(CallbackQueryHandler(on_button, pattern=r"^settings:"))
