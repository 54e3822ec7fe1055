"""Models for the memory feature: journal entries, reasons, unsent letters, small bookkeeping.

Every `body` holds a Fernet token (bot.crypto), never the text itself.
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from bot.models.base import Base, UTCDateTime


class JournalEntry(Base):
    """What actually happened on a hard day."""

    __tablename__ = "journal_entries"
    __table_args__ = (Index("ix_journal_entries_user_id_id", "user_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    body: Mapped[str] = mapped_column(Text)
    # When it happened, if the person said (their local calendar date).
    happened_on: Mapped[date | None] = mapped_column(Date)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class Reason(Base):
    """One line of the "why I left" list."""

    __tablename__ = "reasons"
    __table_args__ = (Index("ix_reasons_user_id_id", "user_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class Letter(Base):
    """The message they wanted to send, kept here and never sent anywhere."""

    __tablename__ = "letters"
    __table_args__ = (Index("ix_letters_user_id_id", "user_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class MemoryState(Base):
    """Per-user bookkeeping: which journal entry was shown last, when a card was offered."""

    __tablename__ = "memory_states"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    # No foreign key: the entry may be deleted; rotation only needs the number.
    last_journal_id: Mapped[int | None] = mapped_column(Integer)
    # The user's local date a learn card was last offered (at most one offer a day).
    learn_offered_on: Mapped[date | None] = mapped_column(Date)
    learn_last_card: Mapped[str | None] = mapped_column(String(32))
