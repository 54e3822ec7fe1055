"""The urgent moment's bookkeeping: message ids of the last 48 hours, so /hide can delete this
chat's messages, and the step an urgent message paused.

Message ids: ids and times only, never the text; rows older than 48 hours are pruned (Telegram
lets a bot delete messages of about that age, so an older id is of no use to anyone).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime


class RecentMessage(Base):
    __tablename__ = "recent_messages"
    __table_args__ = (
        Index("ix_recent_messages_user_id_at", "user_id", "at"),
        Index("ix_recent_messages_at", "at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    message_id: Mapped[int] = mapped_column(BigInteger)
    at: Mapped[datetime] = mapped_column(UTCDateTime())


class PausedStep(Base):
    """The step an urgent message interrupted, kept until "Continue where I was" or a new step.

    The step's name and its small bookkeeping (ids, a time), never anything the person wrote.
    """

    __tablename__ = "paused_steps"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    flow: Mapped[str] = mapped_column(String(64))
    flow_data: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    paused_at: Mapped[datetime] = mapped_column(UTCDateTime())
