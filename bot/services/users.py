"""Users and their settings: first contact, conversation steps, onboarding answers."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bot import i18n
from bot.domain import places
from bot.models import User, UserSettings

FLOW_IDLE_LIMIT = timedelta(hours=6)
# last_seen_at is written at most this often, so reading steps (/help, /streak) write nothing;
# when an update leaves a step open it is made exact (settle_last_seen), as the idle limit
# counts from it; that rides on the UPDATE the step writes anyway.
SEEN_EVERY = timedelta(hours=1)


async def get_user(session: AsyncSession, telegram_id: int, *, lock: bool = False) -> User | None:
    """The user; with `lock` on PostgreSQL, their row stays locked until the transaction ends,
    so one person's updates never interleave, across replicas too."""
    query = select(User).where(User.telegram_id == telegram_id)
    if lock and session.get_bind().dialect.name == "postgresql":
        query = query.with_for_update(of=User)
    result = await session.execute(query)
    return result.unique().scalar_one_or_none()


async def id_of(session: AsyncSession, telegram_id: int) -> int | None:
    """The person's row id, if they have one (a read only)."""
    result = await session.execute(select(User.id).where(User.telegram_id == telegram_id))
    return result.scalar_one_or_none()


async def country_of(session: AsyncSession, telegram_id: int) -> str | None:
    """The person's country code, if they have a row and set one (a read only)."""
    result = await session.execute(
        select(UserSettings.country)
        .join(User, User.id == UserSettings.user_id)
        .where(User.telegram_id == telegram_id)
    )
    return result.scalar_one_or_none()


async def upsert_user(
    session: AsyncSession,
    *,
    telegram_id: int,
    chat_id: int,
    language_code: str | None,
    now: datetime,
) -> User:
    """Find or create the user; a returning user who had blocked the bot is active again."""
    user, _ = await load_or_create(
        session, telegram_id=telegram_id, chat_id=chat_id, language_code=language_code, now=now
    )
    return user


async def load_or_create(
    session: AsyncSession,
    *,
    telegram_id: int,
    chat_id: int,
    language_code: str | None,
    now: datetime,
    lock: bool = False,
) -> tuple[User, bool]:
    """The user (found or made on first contact) and whether it was made now.

    Nothing is written for a known user unless something changed or last_seen_at is old.
    """
    user = await get_user(session, telegram_id, lock=lock)
    if user is None:
        user = User(
            telegram_id=telegram_id,
            chat_id=chat_id,
            language_code=language_code,
            created_at=now,
            last_seen_at=now,
            active=True,
        )
        # Speak the language their Telegram is set to, when the bot can (English otherwise).
        user.settings = UserSettings(language=i18n.supported(language_code))
        session.add(user)
        await session.flush()
        return user, True
    forget_idle_step(user, now)
    if user.chat_id != chat_id:
        user.chat_id = chat_id
    if now - user.last_seen_at >= SEEN_EVERY:
        user.last_seen_at = now
    if not user.active:
        user.active = True
    if language_code and user.language_code != language_code:
        user.language_code = language_code
    return user, False


def settle_last_seen(user: User, now: datetime) -> None:
    """At the end of an update: a step left open keeps an exact last_seen_at (its idle limit
    counts from it); the row is written for the step anyway, so this costs no statement."""
    if user.flow is not None and user.last_seen_at < now:
        user.last_seen_at = now


def set_language(user: User, language: str) -> None:
    user.settings.language = i18n.supported(language)


def forget_idle_step(user: User, now: datetime) -> None:
    """A step left open for hours must not swallow what the person writes next.

    Onboarding stays resumable (/start picks it up); every other step is forgotten.
    """
    onboarding = (user.flow or "").endswith(":onb")
    if user.flow and not onboarding and now - user.last_seen_at > FLOW_IDLE_LIMIT:
        set_flow(user, None)


def zone_name(user: User) -> str:
    """The zone every day boundary uses: the one they set, else the best guess (their country's,
    or their Telegram language's region), else UTC. One answer everywhere, so "today" for a
    start date, "just now" and the count never disagree."""
    settings = user.settings
    if settings.timezone_set:
        return settings.timezone
    return places.guess_zone(settings.country, user.language_code) or settings.timezone


def zone_of(user: User) -> ZoneInfo:
    return ZoneInfo(zone_name(user))


def local_now(user: User, now: datetime) -> datetime:
    return now.astimezone(zone_of(user))


def set_flow(user: User, flow: str | None, data: dict[str, Any] | None = None) -> None:
    user.flow = flow
    user.flow_data = data


def set_start_date(user: User, day: date) -> None:
    user.settings.no_contact_since = day


def settle_start_date(user: User, now: datetime, days_back: int | None = None) -> bool:
    """After the zone (or the guess at it) changed: a start date given as "today" or "N days
    ago" (``days_back``) is that day in the new zone, and no start date is after today there
    (so contact "just now" never falls before it). True when the start date moved."""
    day = user.settings.no_contact_since
    if day is None:
        return False
    today = local_now(user, now).date()
    settled = today - timedelta(days=days_back) if days_back is not None else day
    settled = min(settled, today)
    if settled == day:
        return False
    user.settings.no_contact_since = settled
    return True


def set_timezone(user: User, zone: str) -> None:
    ZoneInfo(zone)  # refuse anything zoneinfo cannot load
    user.settings.timezone = zone
    user.settings.timezone_set = True


def set_country(user: User, code: str | None) -> None:
    user.settings.country = code.upper() if code else None


def finish_onboarding(user: User, now: datetime) -> None:
    if user.onboarded_at is None:
        user.onboarded_at = now
    set_flow(user, None)
