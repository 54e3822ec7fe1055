"""Every future message is a row: the database is the source of truth for schedules."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime


class ScheduledMessage(Base):
    __tablename__ = "scheduled_messages"
    __table_args__ = (
        # The dispatcher's only query: cost follows what is due, not how many users exist.
        Index("ix_scheduled_messages_status_due_at", "status", "due_at"),
        Index("ix_scheduled_messages_user_id_status", "user_id", "status"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(32))
    # When the next attempt may go out: the planned time, later a retry's (the claim's index).
    due_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # When the message was meant for; staleness counts from here. NULL until a retry moves
    # due_at (then it keeps the original), so `planned_at or due_at` is always the plan.
    planned_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # pending → sent | dropped (stale, capped, paused, held back) | failed | cancelled
    # (failed: blocked, refused by Telegram, or still failing 24 hours after planned_at)
    status: Mapped[str] = mapped_column(String(16), default="pending")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    # The row this message comes from (a risky window, an anniversary, a letter, ...).
    source_id: Mapped[int | None] = mapped_column(Integer)
    # Small non-text values only (ids, numbers). Never anything the user wrote.
    payload: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # Follow-ups the user asked for do not count toward the daily cap.
    explicit: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    handled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Why a row was dropped, failed or is being retried (the last error's kind): a short code,
    # never message text.
    reason: Mapped[str | None] = mapped_column(String(32))
