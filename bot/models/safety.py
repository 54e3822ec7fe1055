"""Danger reports: when and what kind, never the words."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime


class SafetyEvent(Base):
    __tablename__ = "safety_events"
    __table_args__ = (Index("ix_safety_events_user_at", "user_id", "at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    at: Mapped[datetime] = mapped_column(UTCDateTime())
    level: Mapped[str] = mapped_column(String(16))
    # Comma-separated category names, e.g. "threat,stalking".
    categories: Mapped[str] = mapped_column(String(200))
