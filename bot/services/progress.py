"""Seeing the progress: reads the person's rows into the plain values `bot.progress` draws.

Nothing here draws or writes a PDF (that runs in the render pool, off the event loop);
this module only reads the database, in the person's own time zone. Planning the weekly look
back is `bot.services.look_back`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.crypto import TextCipher
from bot.domain import progress, streaks, weekly
from bot.models import User
from bot.models.contacts import ContactEvent
from bot.models.craving import CravingCheckin
from bot.models.memory import JournalEntry
from bot.progress.journal_pdf import Contact, Entry, JournalDocument
from bot.services import reminders
from bot.services import streaks as streak_service
from bot.services.users import zone_of


@dataclass(frozen=True)
class StatsInput:
    """Everything /stats draws, plus the figures its captions name."""

    timeline: progress.Timeline
    heat: progress.HeatMap
    intensity: progress.Intensity
    zone: str
    current_days: int
    total_days: int
    slips: int


async def checkins_of(session: AsyncSession, user_id: int) -> list[progress.Checkin]:
    result = await session.execute(
        select(
            CravingCheckin.started_at,
            CravingCheckin.intensity_before,
            CravingCheckin.intensity_after,
            CravingCheckin.tools,
        )
        .where(CravingCheckin.user_id == user_id)
        .order_by(CravingCheckin.started_at, CravingCheckin.id)
    )
    return [
        progress.Checkin(started, before, after, tuple(tools or ()))
        for started, before, after, tools in result.all()
    ]


async def _contacts(
    session: AsyncSession, user: User
) -> tuple[datetime, list[streaks.ContactEvent]]:
    rows = await streak_service.active_events(session, user.id)
    start, _ = streak_service.streak_start(user, rows)
    return start, [streak_service.as_pure(row) for row in rows]


async def stats_input(session: AsyncSession, user: User, now: datetime) -> StatsInput:
    zone = zone_of(user)
    resets = user.settings.profile_check_resets
    start, events = await _contacts(session, user)
    checkins = await checkins_of(session, user.id)
    windows = [reminders.window_of(rule) for rule in await reminders.windows_of(session, user.id)]
    stats = streaks.compute_stats(
        start=start, events=events, now=now, zone=zone, profile_check_resets=resets
    )
    return StatsInput(
        timeline=progress.timeline(
            start=start, events=events, now=now, zone=zone, profile_check_resets=resets
        ),
        heat=progress.heat_map([c.started_at for c in checkins], zone, windows),
        intensity=progress.intensity(checkins, zone),
        zone=zone.key,
        current_days=stats.current_days,
        total_days=stats.total_no_contact_days,
        slips=stats.slips,
    )


async def week_summary(session: AsyncSession, user: User, now: datetime) -> weekly.WeeklySummary:
    start, events = await _contacts(session, user)
    return weekly.weekly_summary(
        start=start,
        events=events,
        checkins=await checkins_of(session, user.id),
        now=now,
        zone=zone_of(user),
        profile_check_resets=user.settings.profile_check_resets,
    )


async def journal_document(
    session: AsyncSession,
    user: User,
    cipher: TextCipher | None,
    now: datetime,
    *,
    contacts: bool = False,
    mention_source: bool = False,
) -> JournalDocument:
    """The journal, decrypted, as plain values for the PDF (texts the key can't open: None)."""
    result = await session.execute(
        select(JournalEntry).where(JournalEntry.user_id == user.id).order_by(JournalEntry.id)
    )
    entries = tuple(
        Entry(
            written_at=row.created_at,
            happened_on=row.happened_on,
            text=cipher.reveal(row.body) if cipher is not None else None,
        )
        for row in result.scalars()
    )
    logged: tuple[Contact, ...] = ()
    if contacts:
        rows = await session.execute(
            select(ContactEvent)
            .where(ContactEvent.user_id == user.id, ContactEvent.undone_at.is_(None))
            .order_by(ContactEvent.at, ContactEvent.id)
        )
        logged = tuple(
            Contact(row.at, row.kind, row.channel, row.within_rules) for row in rows.scalars()
        )
    return JournalDocument(
        entries=entries,
        zone=zone_of(user).key,
        made_at=now,
        contacts=logged,
        mention_source=mention_source,
    )
