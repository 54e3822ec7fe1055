"""The outbox: plan, cancel and describe future messages; kinds register how to render them.

Features never send proactive messages themselves. They `enqueue` a row and register a
`KindSpec` saying how to render it and what to plan after it; the dispatcher does the rest.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from bot.domain.schedule import DEFAULT_LATENESS, LatenessRule
from bot.models import ScheduledMessage, User

PENDING = "pending"
SENT = "sent"
DROPPED = "dropped"
FAILED = "failed"
CANCELLED = "cancelled"

ButtonRows = Sequence[Sequence[tuple[str, str]]]


@dataclass(frozen=True)
class Outgoing:
    """What to send for one row. Never the ex's name, never the user's own words."""

    text: str
    rows: ButtonRows = ()
    # A PNG to send with `text` as its caption (at most 1,024 characters), e.g. the look back's.
    photo: bytes | None = None


# render(session, user, row, now) -> Outgoing, or None to drop the row (e.g. its source is gone)
Renderer = Callable[[AsyncSession, User, ScheduledMessage, datetime], Awaitable[Outgoing | None]]
# after(session, user, row, now): plan the next occurrence, in the same transaction
AfterHandled = Callable[[AsyncSession, User, ScheduledMessage, datetime], Awaitable[None]]


@dataclass(frozen=True)
class KindSpec:
    kind: str
    render: Renderer
    after: AfterHandled | None = None
    # Held back for 24 hours after a danger report (celebrations, cheerful nudges).
    cheerful: bool = False
    # The person timed it themselves, to the minute: sent (silently) during quiet hours, never
    # moved. Every other kind waits until quiet hours end, even one they asked for (`explicit`
    # only spares a row the daily cap).
    quiet_exempt: bool = False
    # How late it may still go out (counted from when it was planned); later, it is dropped.
    lateness: LatenessRule = DEFAULT_LATENESS


@dataclass
class KindRegistry:
    specs: dict[str, KindSpec] = field(default_factory=dict)

    def register(self, spec: KindSpec) -> None:
        if spec.kind in self.specs:
            raise ValueError(f"kind {spec.kind} registered twice")
        self.specs[spec.kind] = spec

    def get(self, kind: str) -> KindSpec | None:
        return self.specs.get(kind)


async def enqueue(
    session: AsyncSession,
    *,
    user_id: int,
    kind: str,
    due_at: datetime,
    now: datetime,
    source_id: int | None = None,
    payload: dict[str, Any] | None = None,
    explicit: bool = False,
) -> ScheduledMessage:
    row = ScheduledMessage(
        user_id=user_id,
        kind=kind,
        due_at=due_at,
        status=PENDING,
        attempts=0,
        source_id=source_id,
        payload=payload,
        explicit=explicit,
        created_at=now,
    )
    session.add(row)
    await session.flush()
    return row


async def cancel(
    session: AsyncSession,
    *,
    user_id: int,
    kinds: Sequence[str] | None = None,
    source_id: int | None = None,
) -> int:
    """Cancel a user's pending rows (all, or of some kinds, or from one source)."""
    statement = update(ScheduledMessage).where(
        ScheduledMessage.user_id == user_id, ScheduledMessage.status == PENDING
    )
    if kinds is not None:
        statement = statement.where(ScheduledMessage.kind.in_(list(kinds)))
    if source_id is not None:
        statement = statement.where(ScheduledMessage.source_id == source_id)
    result = await session.execute(
        statement.values(status=CANCELLED, reason="cancelled").execution_options(
            synchronize_session=False
        )
    )
    return int(getattr(result, "rowcount", 0) or 0)


async def pending_for(
    session: AsyncSession, user_id: int, until: datetime
) -> list[ScheduledMessage]:
    result = await session.execute(
        select(ScheduledMessage)
        .where(
            ScheduledMessage.user_id == user_id,
            ScheduledMessage.status == PENDING,
            ScheduledMessage.due_at < until,
        )
        .order_by(ScheduledMessage.due_at, ScheduledMessage.id)
    )
    return list(result.scalars())
