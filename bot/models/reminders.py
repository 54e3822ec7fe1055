"""Models for the reminders feature: the recurring rules behind scheduled messages.

Each rule has at most one pending `ScheduledMessage` per kind (its next occurrence, with
`source_id` pointing here); handling that row plans the next one.
"""

from __future__ import annotations

from datetime import datetime, time

from sqlalchemy import ForeignKey, Integer, String, Text, Time
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime


class RiskyWindowRule(Base):
    """A daily local time range when cravings tend to spike (may cross midnight)."""

    __tablename__ = "risky_windows"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    start_time: Mapped[time] = mapped_column(Time)
    end_time: Mapped[time] = mapped_column(Time)
    # Comma-separated `date.weekday()` numbers of the local start day; "" means every day.
    weekdays: Mapped[str] = mapped_column(String(16), default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class AnniversaryRule(Base):
    """A yearly date that may be hard. The label is only ever shown when the user asks."""

    __tablename__ = "anniversaries"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    month: Mapped[int] = mapped_column(Integer)
    day: Mapped[int] = mapped_column(Integer)
    # The year it first happened, when given (informational, never scheduled on).
    year: Mapped[int | None] = mapped_column(Integer)
    # The user's own name for the date ("his birthday"), as a Fernet token (bot/crypto.py):
    # it may name the ex, so it is encrypted like journal entries. `info` marks it for /export.
    label: Mapped[str | None] = mapped_column(Text, info={"encrypted": True})
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class DailyCheckinAnswer(Base):
    """One tap in answer to the daily check-in: a category, never free text."""

    __tablename__ = "daily_checkin_answers"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime())
    # "good" | "okay" | "hard"
    mood: Mapped[str] = mapped_column(String(8))
