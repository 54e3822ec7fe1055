"""Craving check-ins: numbers, codes and times only, never anything the person wrote."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Index, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime


class CravingCheckin(Base):
    __tablename__ = "craving_checkins"
    __table_args__ = (Index("ix_craving_checkins_user_started", "user_id", "started_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    started_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # 0–10; None when the step was skipped.
    intensity_before: Mapped[int | None] = mapped_column(SmallInteger)
    # A code from bot.domain.craving.TRIGGERS; None when skipped.
    trigger: Mapped[str | None] = mapped_column(String(16))
    # Codes from bot.domain.craving.TOOLS in the order used (assign a new list to change it).
    tools: Mapped[list[str]] = mapped_column(JSON, default=list)
    # The latest "how strong is it now?" answer and when it came.
    intensity_after: Mapped[int | None] = mapped_column(SmallInteger)
    after_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Minutes until the follow-up the person chose; 0 = no thanks; None = not asked yet.
    followup_minutes: Mapped[int | None] = mapped_column(SmallInteger)


class CravingState(Base):
    """Per-person bookkeeping for the craving feature."""

    __tablename__ = "craving_states"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    # When a learned risky-hours window was last offered (at most once a week).
    learned_offered_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # When the "what a craving is" explanation was last shown (at most once a day).
    explained_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
