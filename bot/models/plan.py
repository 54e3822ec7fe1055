"""The personal safety plan: lines by section, and the trusted people.

Every text here is a Fernet token (bot.crypto), never the words themselves: `body` by the
memory convention, `name` and `phone` marked `info={"encrypted": True}` for /export.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime

ENCRYPTED = {"encrypted": True}


class SafetyPlanLine(Base):
    """One line of one section of the plan (bot.domain.plan.Section)."""

    __tablename__ = "safety_plan_lines"
    __table_args__ = (Index("ix_safety_plan_lines_user_id_id", "user_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    section: Mapped[str] = mapped_column(String(24))
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class TrustedPerson(Base):
    """Someone the person chose to ask for help; the bot never contacts them."""

    __tablename__ = "trusted_people"
    __table_args__ = (Index("ix_trusted_people_user_id_id", "user_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(Text, info=ENCRYPTED)
    phone: Mapped[str | None] = mapped_column(Text, info=ENCRYPTED)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
