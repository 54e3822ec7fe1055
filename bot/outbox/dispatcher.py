"""The dispatcher: claims due scheduled messages, applies the rules, sends them, records it.

One repeating job calls `Dispatcher.tick`. Each batch is one transaction: claim due rows (on
PostgreSQL `FOR UPDATE SKIP LOCKED`, so replicas never share a row), decide per row (drop,
defer or send), send the survivors concurrently so the bot's rate limiter sets the pace, then
mark every row and let its kind plan the next occurrence in the same transaction.

Cost of an idle tick is one indexed query on `(status, due_at)`; nothing per user is held in
memory. If the process dies mid-batch the transaction rolls back and those rows go out on the
next tick (at-least-once); rows from replicas are never sent twice.
"""

from __future__ import annotations

import asyncio
import logging
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Final
from zoneinfo import ZoneInfo

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup, InputFile
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError

from bot import i18n
from bot.clock import Clock
from bot.db import Database
from bot.domain import schedule
from bot.domain.schedule import ReminderKind
from bot.models import ScheduledMessage, User
from bot.models.hide import RecentMessage
from bot.outbox import queue as outbox
from bot.outbox.queue import KindRegistry, KindSpec, Outgoing
from bot.services import reminders
from bot.services.safety import danger_within
from bot.services.users import zone_of

logger = logging.getLogger(__name__)

BATCH_SIZE: Final = 100
SENDERS: Final = 16
MAX_ATTEMPTS: Final = 4
BACKOFF: Final = timedelta(seconds=30)
DAILY_CAP: Final = 4
# Staleness for kinds bot.domain.schedule does not know.
DEFAULT_LATENESS: Final = timedelta(hours=2)


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


class _NotSent:
    """Sending paused (RetryAfter) before this row's turn: it stays pending, untouched."""


NOT_SENT: Final = _NotSent()
Outcome = BaseException | _NotSent | None  # None: sent


def lateness_is_stale(kind: str, due: datetime, now: datetime, zone: ZoneInfo) -> bool:
    try:
        known = ReminderKind(kind)
    except ValueError:
        return now - due > DEFAULT_LATENESS
    return schedule.is_stale(known, due, now, zone)


def is_transient(error: BaseException) -> bool:
    """Timeouts, 5xx and unexpected errors are worth retrying; Telegram's refusals are not."""
    if isinstance(error, BadRequest):  # a NetworkError subclass, but permanent
        return False
    return isinstance(error, NetworkError) or not isinstance(error, TelegramError)


def retry_after_seconds(error: RetryAfter) -> float:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PTB warns about the int/timedelta migration
        value = error.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


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
    """Sends due rows. One per process; safe to run in several processes on PostgreSQL."""

    def __init__(
        self,
        db: Database,
        kinds: KindRegistry,
        clock: Clock,
        *,
        batch_size: int = BATCH_SIZE,
        senders: int = SENDERS,
    ) -> None:
        self.db = db
        self.kinds = kinds
        self.clock = clock
        self.batch_size = batch_size
        self.senders = senders
        # Set by a RetryAfter: nothing is sent before this instant.
        self.resume_at: datetime | None = None
        self._running = asyncio.Lock()

    def paused(self) -> bool:
        return self.resume_at is not None and self.clock.now() < self.resume_at

    async def tick(self, bot: Bot) -> TickResult:
        """Send everything due now, batch by batch. A tick already running makes this a no-op."""
        total = TickResult()
        if self._running.locked():
            return total
        async with self._running:
            while not self.paused():
                result = await self._batch(bot, self.clock.now())
                total.merge(result)
                if result.claimed < self.batch_size:
                    break
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

    # --- one batch, one transaction ------------------------------------------------------

    async def _batch(self, bot: Bot, now: datetime) -> TickResult:
        result = TickResult()
        async with self.db.session_scope() as session:
            rows = await self.claim(session, now)
            result.claimed = len(rows)
            if not rows:
                return result
            users = await self._users(session, rows)
            counts: dict[int, int] = {}
            jobs: list[_Job] = []
            for row in rows:
                job = await self._prepare(session, row, users.get(row.user_id), now, counts, result)
                if job is not None:
                    jobs.append(job)
            outcomes = await self._send_all(bot, jobs)
            blocked: set[int] = set()
            for job, outcome in zip(jobs, outcomes, strict=True):
                await self._settle(session, job, outcome, now, result, blocked)
            if blocked:
                await self._cancel_for(session, blocked, now)
        return result

    async def claim(self, session: AsyncSession, now: datetime) -> list[ScheduledMessage]:
        statement = (
            select(ScheduledMessage)
            .where(ScheduledMessage.status == outbox.PENDING, ScheduledMessage.due_at <= now)
            .order_by(ScheduledMessage.due_at, ScheduledMessage.id)
            .limit(self.batch_size)
        )
        if self.db.is_postgres:
            statement = statement.with_for_update(skip_locked=True)
        return list((await session.execute(statement)).scalars())

    async def _users(
        self, session: AsyncSession, rows: Sequence[ScheduledMessage]
    ) -> dict[int, User]:
        ids = {row.user_id for row in rows}
        result = await session.execute(select(User).where(User.id.in_(ids)))
        return {user.id: user for user in result.unique().scalars()}

    # --- the rules -----------------------------------------------------------------------

    async def _prepare(
        self,
        session: AsyncSession,
        row: ScheduledMessage,
        user: User | None,
        now: datetime,
        counts: dict[int, int],
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
        reason = await self._hold_reason(session, row, user, spec, zone, now, counts)
        if reason == "deferred":
            quiet = reminders.quiet_of(user)
            row.due_at = schedule.defer_past_quiet_hours(quiet, zone, now)
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
        if not row.explicit:
            counts[user.id] = counts.get(user.id, 0) + 1
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
        counts: dict[int, int],
    ) -> str | None:
        """Why this row must not go out now ("deferred" moves it), or None."""
        if reminders.is_paused(user, now):
            return "paused"
        if lateness_is_stale(row.kind, row.due_at, now, zone):
            return "stale"
        user_timed = row.explicit or spec.quiet_exempt
        if not user_timed and schedule.in_quiet_hours(reminders.quiet_of(user), zone, now):
            return "deferred"
        if not row.explicit:
            if user.id not in counts:
                counts[user.id] = await self._sent_today(session, user.id, zone, now)
            if counts[user.id] >= DAILY_CAP:
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

    async def _send_all(self, bot: Bot, jobs: Sequence[_Job]) -> list[Outcome]:
        """A few concurrent senders: the rate limiter, not the loop, sets the pace."""
        outcomes: list[Outcome] = [NOT_SENT] * len(jobs)
        positions = iter(range(len(jobs)))

        async def sender() -> None:
            for position in positions:
                if self.paused():
                    continue
                outcomes[position] = await self._send(bot, jobs[position])

        await asyncio.gather(*(sender() for _ in range(min(self.senders, len(jobs)))))
        return outcomes

    async def _send(self, bot: Bot, job: _Job) -> Outcome:
        try:
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
        except RetryAfter as error:
            seconds = retry_after_seconds(error)
            self.resume_at = self.clock.now() + timedelta(seconds=seconds)
            logger.warning("rate limited by Telegram; pausing sends for %.0f s", seconds)
            return error
        except Exception as error:
            return error
        job.message_id = message.message_id
        return None

    async def _settle(
        self,
        session: AsyncSession,
        job: _Job,
        outcome: Outcome,
        now: datetime,
        result: TickResult,
        blocked: set[int],
    ) -> None:
        row = job.row
        if isinstance(outcome, _NotSent | RetryAfter):
            return  # still pending and untouched: goes out once the pause is over
        if outcome is None:
            row.attempts += 1
            self._finish(row, outbox.SENT, None, now)
            if job.message_id is not None:
                session.add(RecentMessage(user_id=row.user_id, message_id=job.message_id, at=now))
            result.sent += 1
            await self._after(session, job.spec, job.user, row, now)
            return
        row.attempts += 1
        if isinstance(outcome, Forbidden):
            logger.info("user_id=%s blocked the bot or is gone; row id=%s", row.user_id, row.id)
            job.user.active = False
            blocked.add(job.user.id)
            self._finish(row, outbox.FAILED, "blocked", now)
            result.failed += 1
            result.note("blocked")
            return
        retryable = is_transient(outcome)
        if retryable and row.attempts < MAX_ATTEMPTS:
            row.due_at = now + BACKOFF * 2 ** (row.attempts - 1)
            result.retried += 1
            logger.info(
                "send failed row id=%s attempt=%s error=%s; retrying",
                row.id,
                row.attempts,
                type(outcome).__name__,
            )
            return
        reason = "network" if retryable else "telegram_error"
        logger.warning(
            "send failed for good row id=%s kind=%s attempts=%s error=%s",
            row.id,
            row.kind,
            row.attempts,
            type(outcome).__name__,
        )
        self._finish(row, outbox.FAILED, reason, now)
        result.failed += 1
        result.note(reason)
        await self._after(session, job.spec, job.user, row, now)

    async def _cancel_for(self, session: AsyncSession, user_ids: set[int], now: datetime) -> None:
        """Blocked users get nothing until they write again (then everything is re-planned)."""
        await session.flush()
        await session.execute(
            update(ScheduledMessage)
            .where(
                ScheduledMessage.user_id.in_(user_ids),
                ScheduledMessage.status == outbox.PENDING,
            )
            .values(status=outbox.CANCELLED, reason="inactive", handled_at=now)
            .execution_options(synchronize_session=False)
        )

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
