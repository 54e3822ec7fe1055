"""The /settings summary and its buttons (also where a setup step returns to in "set" mode)."""

from __future__ import annotations

from telegram import Update

from bot import i18n
from bot.context import BotContext
from bot.domain import places, schedule
from bot.models import User
from bot.services import look_back as look_back_service
from bot.texts import core as T
from bot.texts import language as language_texts
from bot.texts import progress as progress_texts
from bot.texts import reminders as reminder_texts
from bot.texts import urgent as urgent_texts
from handlers.buttons import HIDE_NOW
from handlers.common import Rows, format_day, reply
from handlers.reminders.menus import settings_lines as reminder_lines


def language_line(user: User) -> str:
    return language_texts.SETTINGS_LINE.format(language=i18n.NAMES[user.settings.language])


def summary_text(user: User) -> str:
    settings = user.settings
    since = settings.no_contact_since
    country = settings.country
    return T.settings_summary(
        since=format_day(since) if since else None,
        zone=places.zone_display(settings.timezone) if settings.timezone_set else None,
        country=i18n.format_country(country) if country else None,
        profile_resets=settings.profile_check_resets,
        more=f"{reminder_lines(user)}\n{look_back_line(user)}\n{language_line(user)}",
    )


def look_back_line(user: User) -> str:
    at = look_back_service.look_back_time(user)
    return progress_texts.settings_line(user.settings.look_back_weekday, schedule.format_clock(at))


def summary_rows() -> Rows:
    return [
        [(T.BTN_CHANGE_SINCE, "settings:since"), (T.BTN_CHANGE_ZONE, "settings:zone")],
        [(T.BTN_CHANGE_COUNTRY, "settings:country"), (T.BTN_PROFILE_CHECKS, "settings:profile")],
        [(reminder_texts.BTN_QUIET, "rem:quiet"), (reminder_texts.BTN_DAILY, "rem:daily")],
        [
            (progress_texts.BTN_LOOK_BACK, "lb:ask"),
            (language_texts.BTN_CHANGE_LANGUAGE, "settings:language"),
        ],
        [(urgent_texts.BTN_HIDE, HIDE_NOW)],
        [(T.BTN_DONE, "settings:done")],
    ]


async def show_settings(update: Update, context: BotContext, user: User) -> None:
    await reply(update, context, summary_text(user), summary_rows())
