"""The dispatcher: claims due scheduled messages, applies the rules, sends them, records it.

One repeating job calls `Dispatcher.tick`, which handles due rows one at a time, each in its own
transaction: claim the row (on PostgreSQL `FOR UPDATE SKIP LOCKED`, so replicas never share a
row), decide (drop, defer or send), send it, mark it and let its kind plan the next occurrence,
commit. So at most one message per process is ever in flight, and a crash (or a reply lost
after Telegram delivered the message) repeats at most that one: delivery is at least once, with
at most one duplicate per crash.

A send that fails with a timeout, a network error or a 5xx is retried with capped exponential
backoff (`due_at` moves; `planned_at` keeps the original time, so staleness still counts from
when the message was meant for) for at least `GIVE_UP_AFTER`; a row that has become stale for
its kind meanwhile is dropped as `stale`. A transient failure also ends the tick (the next one
tries again), so an outage costs one attempt per tick, not one per row. A 429 pauses all sending
for as long as Telegram asks. A 403 marks the person blocked and cancels their pending rows.

On SQLite only one process dispatches (bot.outbox.lock); others answer updates only.

Cost of an idle tick is one indexed query on `(status, due_at)`; nothing per user is held in
memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Final
from zoneinfo import ZoneInfo

from aiolimiter import AsyncLimiter
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup, InputFile
from telegram.error import Forbidden, RetryAfter

from bot import i18n
from bot.clock import Clock
from bot.db import Database
from bot.domain import schedule
from bot.models import ScheduledMessage, User
from bot.models.hide import RecentMessage
from bot.outbox import queue as outbox
from bot.outbox.lock import FileLock, lock_path_for
from bot.outbox.queue import KindRegistry, KindSpec, Outgoing
from bot.sending import is_transient, retry_after_seconds, without_retries
from bot.services import blocking, reminders
from bot.services.safety import danger_within
from bot.services.users import zone_of

logger = logging.getLogger(__name__)

# Rows one tick handles at most (each in its own transaction); the next tick goes on.
ROWS_PER_TICK: Final = 1000
DAILY_CAP: Final = 4
# Retries: 10 s, 20 s, 40 s ... capped at 5 minutes, for at least 24 hours after planned_at.
BACKOFF_BASE: Final = timedelta(seconds=10)
BACKOFF_CAP: Final = timedelta(minutes=5)
GIVE_UP_AFTER: Final = timedelta(hours=24)


@dataclass
class TickResult:
    """What one tick did, for logs, tests and the benchmark."""

    claimed: int = 0
    sent: int = 0
    dropped: int = 0
    deferred: int = 0
    retried: int = 0
    failed: int = 0
    rate_limited: bool = False
    reasons: dict[str, int] = field(default_factory=dict)

    def merge(self, other: TickResult) -> None:
        self.claimed += other.claimed
        self.sent += other.sent
        self.dropped += other.dropped
        self.deferred += other.deferred
        self.retried += other.retried
        self.failed += other.failed
        self.rate_limited = self.rate_limited or other.rate_limited
        for reason, count in other.reasons.items():
            self.reasons[reason] = self.reasons.get(reason, 0) + count

    def note(self, reason: str) -> None:
        self.reasons[reason] = self.reasons.get(reason, 0) + 1


@dataclass
class _Job:
    """A claimed row that survived every rule and is about to be sent."""

    row: ScheduledMessage
    user: User
    spec: KindSpec
    outgoing: Outgoing
    silent: bool
    # Set once sent: kept 48 hours (the id only) so /hide can delete it too.
    message_id: int | None = None


def planned_time(row: ScheduledMessage) -> datetime:
    """When the row was meant to go out (retries move due_at, never this)."""
    return row.planned_at or row.due_at


def backoff(attempts: int) -> timedelta:
    """The wait after failed attempt number `attempts` (1-based)."""
    return min(BACKOFF_CAP, BACKOFF_BASE * (1 << min(max(attempts, 1) - 1, 20)))


def _markup(outgoing: Outgoing) -> InlineKeyboardMarkup | None:
    if not outgoing.rows:
        return None
    return InlineKeyboardMarkup(
        [
            [InlineKeyboardButton(label, callback_data=data) for label, data in row]
            for row in outgoing.rows
        ]
    )


class Dispatcher:
    """Sends due rows, one at a time. Safe in several processes on PostgreSQL; on SQLite one
    process dispatches and the others stand by."""

    def __init__(
        self,
        db: Database,
        kinds: KindRegistry,
        clock: Clock,
        *,
        rows_per_tick: int = ROWS_PER_TICK,
        send_rate_per_second: float | None = None,
    ) -> None:
        self.db = db
        self.kinds = kinds
        self.clock = clock
        self.rows_per_tick = rows_per_tick
        # Telegram allows about 30 bulk messages a second; replies to people are not paced here
        # (ReliableBot obeys any 429 Telegram sends), so a busy outbox never slows a reply.
        self._pace = (
            AsyncLimiter(send_rate_per_second, 1) if send_rate_per_second is not None else None
        )
        # Set by a RetryAfter or an outage: nothing is sent before this instant.
        self.resume_at: datetime | None = None
        self._running = asyncio.Lock()
        lock_path = lock_path_for(db.url)
        self._file_lock = FileLock(lock_path) if lock_path is not None else None
        self._standing_by = False
        if self._file_lock is not None:
            db.on_dispose.append(self._file_lock.release)

    def paused(self) -> bool:
        return self.resume_at is not None and self.clock.now() < self.resume_at

    def may_dispatch(self) -> bool:
        """On SQLite: whether this process holds the database's dispatch lock (takes it if free)."""
        if self._file_lock is None:
            return True
        if self._file_lock.try_acquire():
            if self._standing_by:
                logger.info("dispatch lock taken over; this process now sends scheduled messages")
            self._standing_by = False
            return True
        if not self._standing_by:
            logger.warning(
                "another process is dispatching on this SQLite database (%s is locked); "
                "this one answers updates but will not send scheduled messages",
                self._file_lock.path.name,
            )
        self._standing_by = True
        return False

    async def tick(self, bot: Bot, *, budget_seconds: float | None = None) -> TickResult:
        """Send what is due now, row by row (for at most `budget_seconds` of wall time; the
        next tick goes on). A tick already running makes this a no-op."""
        total = TickResult()
        if self._running.locked() or not self.may_dispatch():
            return total
        deadline = None if budget_seconds is None else time.monotonic() + budget_seconds
        async with self._running:
            while not self.paused() and total.claimed < self.rows_per_tick:
                if deadline is not None and time.monotonic() >= deadline:
                    break
                step = await self._one(bot, self.clock.now())
                if step is None:
                    break
                total.merge(step)
                if step.retried or step.rate_limited:
                    break  # Telegram is unwell: the next tick tries again
            total.rate_limited = total.rate_limited or self.paused()
        if total.claimed:
            logger.info(
                "dispatch claimed=%s sent=%s dropped=%s deferred=%s retried=%s failed=%s",
                total.claimed,
                total.sent,
                total.dropped,
                total.deferred,
                total.retried,
                total.failed,
            )
        return total

    # --- one row, one transaction ---------------------------------------------------------

    async def _one(self, bot: Bot, now: datetime) -> TickResult | None:
        """Claim, decide, send, mark and commit one row; None when nothing is due."""
        result = TickResult()
        async with self.db.session_scope() as session:
            rows = await self.claim(session, now, limit=1)
            if not rows:
                return None
            row = rows[0]
            result.claimed = 1
            user = await self._user(session, row.user_id)
            job = await self._prepare(session, row, user, now, result)
            if job is not None:
                error = await self._send(bot, job)
                await self._settle(session, job, error, self.clock.now(), result)
        return result

    async def claim(
        self, session: AsyncSession, now: datetime, *, limit: int = 1
    ) -> list[ScheduledMessage]:
        statement = (
            select(ScheduledMessage)
            .where(ScheduledMessage.status == outbox.PENDING, ScheduledMessage.due_at <= now)
            .order_by(ScheduledMessage.due_at, ScheduledMessage.id)
            .limit(limit)
        )
        if self.db.is_postgres:
            statement = statement.with_for_update(skip_locked=True)
        return list((await session.execute(statement)).scalars())

    async def _user(self, session: AsyncSession, user_id: int) -> User | None:
        result = await session.execute(select(User).where(User.id == user_id))
        return result.unique().scalar_one_or_none()

    # --- the rules -----------------------------------------------------------------------

    async def _prepare(
        self,
        session: AsyncSession,
        row: ScheduledMessage,
        user: User | None,
        now: datetime,
        result: TickResult,
    ) -> _Job | None:
        """Apply every rule to one row; a _Job when it should be sent now."""
        if user is None or not user.active:
            # No `after`: an inactive user's schedule restarts when they write again.
            self._drop(row, "inactive", now, result)
            return None
        spec = self.kinds.get(row.kind)
        if spec is None:
            logger.warning("dropping row id=%s: no kind %s registered", row.id, row.kind)
            self._drop(row, "unknown_kind", now, result)
            return None
        zone = zone_of(user)
        reason = await self._hold_reason(session, row, user, spec, zone, now)
        if reason == "deferred":
            quiet = reminders.quiet_of(user)
            row.due_at = schedule.defer_past_quiet_hours(quiet, zone, now)
            row.planned_at = None  # a deliberate new time: staleness counts from it
            result.deferred += 1
            return None
        if reason is not None:
            self._drop(row, reason, now, result)
            await self._after(session, spec, user, row, now)
            return None
        outgoing = await self._render(session, spec, user, row, now)
        if outgoing is None:
            self._drop(row, "no_content", now, result)
            await self._after(session, spec, user, row, now)
            return None
        silent = schedule.in_quiet_hours(reminders.quiet_of(user), zone, now)
        return _Job(row, user, spec, outgoing, silent)

    async def _hold_reason(
        self,
        session: AsyncSession,
        row: ScheduledMessage,
        user: User,
        spec: KindSpec,
        zone: ZoneInfo,
        now: datetime,
    ) -> str | None:
        """Why this row must not go out now ("deferred" moves it), or None."""
        if reminders.is_paused(user, now):
            return "paused"
        if schedule.is_stale(spec.lateness, planned_time(row), now, zone):
            return "stale"
        # Only a kind declared quiet-exempt (timed by the person to the minute) goes out, silently,
        # inside quiet hours; every other kind waits for them to end, asked-for ones too.
        if not spec.quiet_exempt and schedule.in_quiet_hours(reminders.quiet_of(user), zone, now):
            return "deferred"
        if not row.explicit and await self._sent_today(session, user.id, zone, now) >= DAILY_CAP:
            return "daily_cap"
        if spec.cheerful and await danger_within(session, user.id, now):
            return "danger_hold"
        return None

    async def _sent_today(
        self, session: AsyncSession, user_id: int, zone: ZoneInfo, now: datetime
    ) -> int:
        start, end = schedule.local_day_bounds(schedule.local_day(now, zone), zone)
        result = await session.execute(
            select(func.count())
            .select_from(ScheduledMessage)
            .where(
                ScheduledMessage.user_id == user_id,
                ScheduledMessage.status == outbox.SENT,
                ScheduledMessage.explicit.is_(False),
                ScheduledMessage.handled_at >= start,
                ScheduledMessage.handled_at < end,
            )
        )
        return int(result.scalar_one())

    async def _render(
        self,
        session: AsyncSession,
        spec: KindSpec,
        user: User,
        row: ScheduledMessage,
        now: datetime,
    ) -> Outgoing | None:
        try:
            with i18n.using(user.settings.language):
                return await spec.render(session, user, row, now)
        except Exception:
            logger.exception("render failed for row id=%s kind=%s", row.id, row.kind)
            return None

    async def _after(
        self,
        session: AsyncSession,
        spec: KindSpec,
        user: User,
        row: ScheduledMessage,
        now: datetime,
    ) -> None:
        if spec.after is None:
            return
        await session.flush()  # the handled row is no longer pending when the next is planned
        await spec.after(session, user, row, now)

    # --- sending -------------------------------------------------------------------------

    async def _send(self, bot: Bot, job: _Job) -> BaseException | None:
        """Send one row's message; the error, or None once Telegram has it."""
        try:
            async with self._pace or contextlib.nullcontext():
                return await self._send_now(bot, job)
        except Exception as error:
            return error

    async def _send_now(self, bot: Bot, job: _Job) -> BaseException | None:
        try:
            with without_retries():
                if job.outgoing.photo is not None:
                    message = await bot.send_photo(
                        job.user.chat_id,
                        InputFile(job.outgoing.photo, filename=f"{job.row.kind}.png"),
                        caption=job.outgoing.text,
                        reply_markup=_markup(job.outgoing),
                        disable_notification=job.silent,
                    )
                else:
                    message = await bot.send_message(
                        job.user.chat_id,
                        job.outgoing.text,
                        reply_markup=_markup(job.outgoing),
                        disable_notification=job.silent,
                    )
        except Exception as error:
            return error
        job.message_id = message.message_id
        return None

    async def _settle(
        self,
        session: AsyncSession,
        job: _Job,
        error: BaseException | None,
        now: datetime,
        result: TickResult,
    ) -> None:
        row = job.row
        if isinstance(error, RetryAfter):
            seconds = retry_after_seconds(error)
            self.resume_at = now + timedelta(seconds=seconds)
            logger.warning("rate limited by Telegram; pausing sends for %.0f s", seconds)
            result.rate_limited = True
            return  # still pending and untouched: goes out once the pause is over
        row.attempts += 1
        if error is None:
            self.resume_at = None
            self._finish(row, outbox.SENT, None, now)
            if job.message_id is not None:
                session.add(RecentMessage(user_id=row.user_id, message_id=job.message_id, at=now))
            result.sent += 1
            await self._after(session, job.spec, job.user, row, now)
            return
        if isinstance(error, Forbidden):
            logger.info("user_id=%s blocked the bot or is gone; row id=%s", row.user_id, row.id)
            self._finish(row, outbox.FAILED, "blocked", now)
            await session.flush()
            await blocking.mark_blocked(session, job.user, now)
            result.failed += 1
            result.note("blocked")
            return
        if is_transient(error):
            await self._retry_or_give_up(session, job, error, now, result)
            return
        logger.warning(
            "send refused row id=%s kind=%s error=%s", row.id, row.kind, type(error).__name__
        )
        self._finish(row, outbox.FAILED, "telegram_error", now)
        result.failed += 1
        result.note("telegram_error")
        await self._after(session, job.spec, job.user, row, now)

    async def _retry_or_give_up(
        self,
        session: AsyncSession,
        job: _Job,
        error: BaseException,
        now: datetime,
        result: TickResult,
    ) -> None:
        row = job.row
        planned = planned_time(row)
        wait = backoff(row.attempts)
        # Everyone waits a little too: an outage costs one attempt per pause, not one per row.
        self.resume_at = now + min(wait, BACKOFF_BASE * 3)
        if now - planned < GIVE_UP_AFTER:
            row.planned_at = planned
            row.due_at = now + wait
            row.reason = "retrying"
            result.retried += 1
            logger.info(
                "send failed row id=%s attempt=%s error=%s; retrying in %.0f s",
                row.id,
                row.attempts,
                type(error).__name__,
                wait.total_seconds(),
            )
            return
        logger.warning(
            "send failed for good row id=%s kind=%s attempts=%s error=%s",
            row.id,
            row.kind,
            row.attempts,
            type(error).__name__,
        )
        self._finish(row, outbox.FAILED, "gave_up", now)
        result.failed += 1
        result.note("gave_up")
        await self._after(session, job.spec, job.user, row, now)

    # --- bookkeeping ---------------------------------------------------------------------

    def _finish(
        self, row: ScheduledMessage, status: str, reason: str | None, now: datetime
    ) -> None:
        row.status = status
        row.reason = reason
        row.handled_at = now

    def _drop(self, row: ScheduledMessage, reason: str, now: datetime, result: TickResult) -> None:
        logger.debug("dropping row id=%s kind=%s reason=%s", row.id, row.kind, reason)
        self._finish(row, outbox.DROPPED, reason, now)
        result.dropped += 1
        result.note(reason)
