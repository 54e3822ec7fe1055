"""/start and the three setup steps (start date, time zone, country), also used by /settings."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Literal

from telegram import Update
from telegram.ext import CommandHandler, filters

from bot import i18n
from bot.context import BotApp, BotContext
from bot.domain import places, when
from bot.i18n.phrases import DATE_WORDS, to_english
from bot.models import User
from bot.services import reminders as reminder_service
from bot.services import streaks as streak_service
from bot.services import users
from bot.texts import core as T
from bot.texts import language as language_texts
from handlers.buttons import Pressed, on_buttons
from handlers.common import (
    FlowRouter,
    current_user,
    edit_or_reply,
    format_day,
    reply,
)
from handlers.pipeline import feature
from handlers.start import language
from handlers.start.summary import show_settings

Mode = Literal["onb", "set"]
Step = Literal["since", "zone", "country"]
STEPS: tuple[Step, ...] = ("since", "zone", "country")
MAX_INPUT = 200


def _today(context: BotContext, user: User) -> date:
    return users.local_now(user, context.deps.clock.now()).date()


# A start date given relative to today ("Today", "2 days ago") while the zone is still a guess
# is remembered through the next steps as days back, so naming the zone (or a country) settles
# it on the day that was meant there.
SINCE_BACK = "since_back"


def _remember_since(user: User, back: int | None) -> None:
    onboarding = (user.flow or "").endswith(":onb")
    keep = back is not None and onboarding and not user.settings.timezone_set
    user.flow_data = {SINCE_BACK: back} if keep else None


def _since_back(user: User) -> int | None:
    back = (user.flow_data or {}).get(SINCE_BACK)
    return back if isinstance(back, int) and (user.flow or "").startswith("setup:") else None


def _days_back(text: str, today: date, day: date) -> int | None:
    """How many days before today a typed start date was, if it was said relative to today."""
    try:
        moved = when.parse_start_date(text, today + timedelta(days=1))
    except when.WhenError:
        return None
    return (today - day).days if moved == day + timedelta(days=1) else None


async def _zone_changed(context: BotContext, user: User) -> str:
    """The zone (or the guess at it) changed: settle the start date, replan what is timed.
    Returns a line saying where the start date moved, or ""."""
    now = context.deps.clock.now()
    moved = users.settle_start_date(user, now, _since_back(user))
    await _streak_changed(context, user)
    await reminder_service.replan(context.session, user, now)
    day = user.settings.no_contact_since
    return "\n" + T.START_SETTLED.format(day=format_day(day)) if moved and day else ""


async def _streak_changed(context: BotContext, user: User) -> None:
    """The start date or zone moved the streak: plan the next milestone again."""
    await streak_service.replan_milestones(context.session, user, context.deps.clock.now())


async def ask(update: Update, context: BotContext, user: User, step: Step, mode: Mode) -> None:
    back = _since_back(user) if step != "since" else None
    users.set_flow(user, f"setup:{step}:{mode}", {SINCE_BACK: back} if back is not None else None)
    if step == "since":
        rows = [
            [
                (T.BTN_TODAY, f"setup:since:{mode}:today"),
                (T.BTN_YESTERDAY, f"setup:since:{mode}:yesterday"),
            ],
            [
                (T.BTN_TYPE_DATE, f"setup:since:{mode}:type"),
                (T.BTN_SKIP, f"setup:since:{mode}:skip"),
            ],
        ]
        await reply(update, context, T.ASK_SINCE, rows)
    elif step == "zone":
        await reply(update, context, T.ASK_ZONE, [[(T.BTN_KEEP_UTC, f"setup:zone:{mode}:skip")]])
    else:
        await reply(
            update, context, T.ASK_COUNTRY, [[(T.BTN_NO_COUNTRY, f"setup:country:{mode}:skip")]]
        )


async def advance(update: Update, context: BotContext, user: User, step: Step, mode: Mode) -> None:
    """After a step is answered: the next onboarding step, or back to settings."""
    if mode == "set":
        users.set_flow(user, None)
        await show_settings(update, context, user)
        return
    index = STEPS.index(step)
    if index + 1 < len(STEPS):
        await ask(update, context, user, STEPS[index + 1], mode)
        return
    users.finish_onboarding(user, context.deps.clock.now())
    await reply(update, context, T.ONBOARDING_DONE)


async def start(update: Update, context: BotContext) -> None:
    user = current_user(context)
    flow = user.flow or ""
    if flow.startswith("setup:") and flow.endswith(":onb"):
        step = flow.split(":")[1]
        await reply(update, context, T.WELCOME_BACK)
        await ask(update, context, user, _as_step(step), "onb")
        return
    await reply(update, context, T.WELCOME)
    if user.onboarded_at is None:
        person = update.effective_user
        if person is not None and language.unspoken(person.language_code):
            await reply(update, context, language_texts.LANGUAGE_FALLBACK)
        await reply(update, context, T.ONBOARDING_INTRO)
        await ask(update, context, user, "since", "onb")


def _as_step(value: str) -> Step:
    for step in STEPS:
        if step == value:
            return step
    return "since"


def _as_mode(value: str) -> Mode:
    return "set" if value == "set" else "onb"


# Answers -------------------------------------------------------------------------------


async def apply_since(
    update: Update, context: BotContext, user: User, text: str, mode: Mode
) -> bool:
    """Store a typed start date; on bad input explain and ask again. True when stored."""
    typed, today = to_english(text, DATE_WORDS), _today(context, user)
    try:
        day = when.parse_start_date(typed, today)
    except when.WhenError as error:
        reason = T.SINCE_ERRORS.get(error.reason, T.SINCE_ERRORS["format"])
        users.set_flow(user, f"setup:since:{mode}")
        await reply(update, context, f"{reason} {T.SINCE_RETRY}")
        return False
    users.set_start_date(user, day)
    _remember_since(user, _days_back(typed, today, day))
    await _streak_changed(context, user)
    await reply(update, context, T.SINCE_SET.format(day=format_day(day)))
    return True


async def apply_zone(
    update: Update, context: BotContext, user: User, text: str, mode: Mode
) -> bool:
    if len(text) > MAX_INPUT:
        await reply(update, context, T.ZONE_TOO_LONG)
        users.set_flow(user, f"setup:zone:{mode}")
        return False
    match = places.match_timezone(text)
    if match.zone:
        await _store_zone(update, context, user, match.zone)
        return True
    users.set_flow(user, f"setup:zone:{mode}")
    if match.suggestions:
        rows = [[(zone, f"setup:zone:{mode}:{zone}")] for zone in match.suggestions]
        rows.append([(T.BTN_NONE_OF_THESE, f"setup:zone:{mode}:none")])
        await reply(update, context, T.ZONE_PICK, rows)
    else:
        await reply(
            update, context, T.ZONE_UNKNOWN, [[(T.BTN_KEEP_UTC, f"setup:zone:{mode}:skip")]]
        )
    return False


async def _store_zone(update: Update, context: BotContext, user: User, zone: str) -> None:
    users.set_timezone(user, zone)
    settled = await _zone_changed(context, user)
    clock = i18n.format_time(users.local_now(user, context.deps.clock.now()))
    text = T.ZONE_SET.format(zone=places.zone_display(zone), clock=clock)
    await reply(update, context, text + settled)


async def _store_country(context: BotContext, user: User, code: str) -> str:
    """Store the country; with no zone named yet the guess follows it (see _zone_changed)."""
    guessed = users.zone_name(user)
    users.set_country(user, code)
    return await _zone_changed(context, user) if users.zone_name(user) != guessed else ""


async def apply_country(
    update: Update, context: BotContext, user: User, text: str, mode: Mode
) -> bool:
    match = (
        places.match_country(text)
        if len(text) <= MAX_INPUT
        else places.CountryMatch(None, None, ())
    )
    if match.code:
        settled = await _store_country(context, user, match.code)
        country = i18n.format_country(match.code)
        await reply(update, context, T.COUNTRY_SET.format(country=country) + settled)
        return True
    users.set_flow(user, f"setup:country:{mode}")
    if match.suggestions:
        rows = [[(name, f"setup:country:{mode}:{code}")] for code, name in match.suggestions]
        rows.append([(T.BTN_NONE_OF_THESE, f"setup:country:{mode}:none")])
        await reply(update, context, T.COUNTRY_PICK, rows)
    else:
        await reply(
            update, context, T.COUNTRY_UNKNOWN, [[(T.BTN_NO_COUNTRY, f"setup:country:{mode}:skip")]]
        )
    return False


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    """Typed answer to whichever setup step the user is in."""
    _, step, mode_value = (user.flow or "setup:since:onb").split(":")[:3]
    mode = _as_mode(mode_value)
    appliers = {"since": apply_since, "zone": apply_zone, "country": apply_country}
    if await appliers[_as_step(step)](update, context, user, text.strip(), mode):
        await advance(update, context, user, _as_step(step), mode)


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    """setup:<step>:<onb|set>:<choice> (a zone choice may itself hold ":")."""
    parts = pressed.parts
    if len(parts) < 4:
        return
    step, mode, choice = _as_step(parts[1]), _as_mode(parts[2]), ":".join(parts[3:])
    user = current_user(context)
    if step == "since":
        await _since_button(update, context, user, mode, choice)
    elif step == "zone":
        await _zone_button(update, context, user, mode, choice)
    else:
        await _country_button(update, context, user, mode, choice)


async def _since_button(
    update: Update, context: BotContext, user: User, mode: Mode, choice: str
) -> None:
    if choice == "type":
        users.set_flow(user, f"setup:since:{mode}")
        await edit_or_reply(update, context, T.ASK_SINCE_TYPED)
        return
    if choice in ("today", "yesterday"):
        back = 1 if choice == "yesterday" else 0
        day = _today(context, user) - timedelta(days=back)
        users.set_start_date(user, day)
        _remember_since(user, back)
        await _streak_changed(context, user)
        await edit_or_reply(update, context, T.SINCE_SET.format(day=format_day(day)))
    else:
        await edit_or_reply(update, context, T.SINCE_SKIPPED)
    await advance(update, context, user, "since", mode)


async def _zone_button(
    update: Update, context: BotContext, user: User, mode: Mode, choice: str
) -> None:
    if choice == "none":
        users.set_flow(user, f"setup:zone:{mode}")
        await edit_or_reply(
            update, context, T.ASK_ZONE, [[(T.BTN_KEEP_UTC, f"setup:zone:{mode}:skip")]]
        )
        return
    if choice == "skip" or not places.is_valid_zone(choice):
        await edit_or_reply(update, context, T.ZONE_SKIPPED)
    else:
        users.set_timezone(user, choice)
        settled = await _zone_changed(context, user)
        clock = i18n.format_time(users.local_now(user, context.deps.clock.now()))
        text = T.ZONE_SET.format(zone=places.zone_display(choice), clock=clock)
        await edit_or_reply(update, context, text + settled)
    await advance(update, context, user, "zone", mode)


async def _country_button(
    update: Update, context: BotContext, user: User, mode: Mode, choice: str
) -> None:
    if choice == "none":
        users.set_flow(user, f"setup:country:{mode}")
        await edit_or_reply(
            update, context, T.ASK_COUNTRY, [[(T.BTN_NO_COUNTRY, f"setup:country:{mode}:skip")]]
        )
        return
    match = places.match_country(choice) if choice != "skip" else None
    if match is not None and match.code:
        settled = await _store_country(context, user, match.code)
        country = i18n.format_country(match.code)
        await edit_or_reply(update, context, T.COUNTRY_SET.format(country=country) + settled)
    else:
        await edit_or_reply(update, context, T.COUNTRY_SKIPPED)
    await advance(update, context, user, "country", mode)


async def resume(update: Update, context: BotContext, user: User) -> None:
    """Ask the paused step's question again ("Continue where I was")."""
    parts = (user.flow or "").split(":")
    step = _as_step(parts[1]) if len(parts) > 1 else "since"
    await ask(update, context, user, step, _as_mode(parts[2] if len(parts) > 2 else ""))


def register(app: BotApp, router: FlowRouter) -> None:
    feature(app, CommandHandler("start", start, filters=filters.UpdateType.MESSAGE))
    on_buttons(app, "setup", on_button)
    router.add("setup", on_text, resume=resume)
