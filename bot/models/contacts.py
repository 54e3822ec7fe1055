"""Models for the contacts feature: contact events and structured-contact rules.

Events are never deleted by the feature: an undo marks ``undone_at`` so history stays intact.
Only short codes are stored here, never anything the user wrote.
"""

from __future__ import annotations

from datetime import datetime, time

from sqlalchemy import Boolean, ForeignKey, Index, Integer, String, Time
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime


class ContactEvent(Base):
    __tablename__ = "contact_events"
    __table_args__ = (Index("ix_contact_events_user_at", "user_id", "at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    # When it happened (may be backdated, never in the future).
    at: Mapped[datetime] = mapped_column(UTCDateTime())
    # What the user said happened: a bot.domain.streaks.EventKind value.
    kind: Mapped[str] = mapped_column(String(16))
    # A bot.domain.streaks.CHANNELS value, when asked.
    channel: Mapped[str | None] = mapped_column(String(16))
    # None: not asked (structured mode off); True/False: the answer to "within your rules?".
    within_rules: Mapped[bool | None] = mapped_column(Boolean)
    # Which rule it went outside of ("channel", "topic", "hours"), when it did.
    outside: Mapped[str | None] = mapped_column(String(16))
    # When it was logged: the 10-minute undo counts from here.
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    undone_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class StructuredRules(Base):
    """The agreed frame for contact that can't stop (co-parenting, property, work)."""

    __tablename__ = "structured_rules"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    # Comma-separated short codes, e.g. "app,email" and "children,logistics".
    channels: Mapped[str] = mapped_column(String(100), default="")
    topics: Mapped[str] = mapped_column(String(100), default="")
    # Allowed local hours; both None means any time. May cross midnight.
    hours_start: Mapped[time | None] = mapped_column(Time)
    hours_end: Mapped[time | None] = mapped_column(Time)
    # Comma-separated weekday numbers (0 = Monday); empty means every day.
    weekdays: Mapped[str] = mapped_column(String(20), default="")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class StreakTotals(Base):
    """Streak figures kept up to date as events are logged, so no step reads the whole history.

    Built from every event when missing or when what it was built on changed (`start_at`,
    `zone`, `profile_check_resets`), and after an undo or a backdated slip; otherwise updated
    in the same transaction as the event. bot.services.streak_totals owns it.
    """

    __tablename__ = "streak_totals"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    # What the figures were built on.
    start_at: Mapped[datetime] = mapped_column(UTCDateTime())
    zone: Mapped[str] = mapped_column(String(64))
    profile_check_resets: Mapped[bool] = mapped_column(Boolean)
    # The earliest event not undone (the start without a start date depends on it).
    earliest_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Over events from the start on: slips, the latest two, distinct local slip dates, holds.
    slips: Mapped[int] = mapped_column(Integer)
    last_slip_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    previous_slip_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    slip_days: Mapped[int] = mapped_column(Integer)
    held: Mapped[int] = mapped_column(Integer)
    # The longest streak that has ended (the current one is added when read), in days.
    longest_closed_days: Mapped[int] = mapped_column(Integer)
