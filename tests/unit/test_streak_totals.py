"""Stored streak figures equal the full recomputation, on random histories.

Each example runs a random sequence of what people do — log contact (now or backdated, every
kind, inside or outside structured rules), undo, check in, change the start date, the time zone
or the profile-check setting, let days pass — through the services, on an in-memory SQLite
database, and compares what /streak would show with `compute_stats` over every event.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from bot.db import Database
from bot.domain.streaks import EventKind, StreakStats
from bot.models import Base
from bot.models.contacts import ContactEvent
from bot.models.craving import CravingCheckin
from bot.services import streak_totals, users
from bot.services import streaks as service

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
ZONES = ("UTC", "Europe/Berlin", "America/New_York", "Pacific/Auckland", "Asia/Kolkata")

log_op = st.tuples(
    st.just("log"),
    st.sampled_from(list(EventKind)),
    st.sampled_from([None, True, False]),
    st.integers(min_value=0, max_value=40 * 24 * 60),  # minutes back
)
operation = st.one_of(
    log_op,
    log_op.map(lambda op: (*op[:3], 0)),  # "just now", the usual case
    st.tuples(st.just("wait"), st.integers(min_value=1, max_value=6 * 24 * 60)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("checkin"), st.integers(min_value=0, max_value=3 * 24 * 60)),
    st.tuples(st.just("since"), st.one_of(st.none(), st.integers(min_value=0, max_value=60))),
    st.tuples(st.just("zone"), st.sampled_from(ZONES)),
    st.tuples(st.just("resets"), st.booleans()),
)


def _expected_gaps(full: StreakStats) -> tuple[timedelta, ...]:
    """Stored figures keep the latest slip's gap only (all of them exist exactly then)."""
    gaps = full.slip_to_next_checkin
    return gaps[-1:] if full.slips and len(gaps) == full.slips else ()


async def _run(ops: list[tuple[object, ...]]) -> None:
    db = Database("sqlite+aiosqlite://")
    async with db.engine.begin() as connection:
        await connection.run_sync(Base.metadata.create_all)
    now = START
    try:
        async with db.session_scope() as session:
            user = await users.upsert_user(
                session, telegram_id=1, chat_id=1, language_code=None, now=now
            )
            last_logged: int | None = None
            for op in ops:
                match op:
                    case ("log", kind, within, back):
                        assert isinstance(kind, EventKind) and isinstance(back, int)
                        assert within is None or isinstance(within, bool)
                        logged = await service.log_event(
                            session,
                            user,
                            kind=kind,
                            at=now - timedelta(minutes=back),
                            now=now,
                            within_rules=within,
                        )
                        last_logged = logged.event.id
                    case ("wait", minutes):
                        assert isinstance(minutes, int)
                        now += timedelta(minutes=minutes)
                    case ("undo",):
                        if last_logged is not None:
                            await service.undo_event(session, user, last_logged, now)
                    case ("checkin", back):
                        assert isinstance(back, int)
                        session.add(
                            CravingCheckin(
                                user_id=user.id,
                                started_at=now - timedelta(minutes=back),
                                tools=[],
                            )
                        )
                        await session.flush()
                    case ("since", days):
                        assert days is None or isinstance(days, int)
                        today = now.date()
                        user.settings.no_contact_since = (
                            None if days is None else today - timedelta(days=days)
                        )
                    case ("zone", zone):
                        assert isinstance(zone, str)
                        users.set_timezone(user, zone)
                    case ("resets", value):
                        assert isinstance(value, bool)
                        user.settings.profile_check_resets = value
                await _compare(session, user, now)
    finally:
        await db.dispose()


async def _compare(session: object, user: object, now: datetime) -> None:
    from sqlalchemy.ext.asyncio import AsyncSession

    from bot.models import User

    assert isinstance(session, AsyncSession) and isinstance(user, User)
    await session.flush()
    rows = list(
        (
            await session.execute(
                select(ContactEvent).where(
                    ContactEvent.user_id == user.id, ContactEvent.undone_at.is_(None)
                )
            )
        ).scalars()
    )
    checkins = list(
        (
            await session.execute(
                select(CravingCheckin.started_at).where(CravingCheckin.user_id == user.id)
            )
        ).scalars()
    )
    full = streak_totals.full_stats(user, rows, now, checkins)
    stored = (await service.summary(session, user, now)).stats
    assert stored == replace(full, slip_to_next_checkin=_expected_gaps(full))


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.lists(operation, min_size=1, max_size=25))
def test_stored_figures_equal_full_recomputation(ops: list[tuple[object, ...]]) -> None:
    asyncio.run(_run(ops))


def test_a_long_quiet_history_then_a_slip_now() -> None:
    """The O(1) path on its own: many holds, then slips logged just now, days apart."""
    ops: list[tuple[object, ...]] = [("since", 30)]
    ops += [("log", EventKind.HELD, None, 60 * i) for i in range(1, 30)]
    ops += [("wait", 3 * 24 * 60), ("log", EventKind.REACHED_OUT, None, 0)]
    ops += [("wait", 26 * 60), ("log", EventKind.REPLIED, False, 0)]
    asyncio.run(_run(ops))
