"""People who talk to the bot, and their settings."""

from __future__ import annotations

from datetime import date, datetime, time
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Date, ForeignKey, SmallInteger, String, Time
from sqlalchemy.orm import Mapped, mapped_column, relationship

from bot.models.base import Base, UTCDateTime


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    telegram_id: Mapped[int] = mapped_column(BigInteger, unique=True)
    chat_id: Mapped[int] = mapped_column(BigInteger)
    language_code: Mapped[str | None] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    last_seen_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # False after Telegram said the user blocked the bot; set back on their next message.
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    onboarded_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # The conversation step awaiting the user's next text, e.g. "onboarding:since".
    flow: Mapped[str | None] = mapped_column(String(64))
    flow_data: Mapped[dict[str, Any] | None] = mapped_column(JSON)

    settings: Mapped[UserSettings] = relationship(
        back_populates="user", lazy="joined", cascade="all, delete-orphan", uselist=False
    )


class UserSettings(Base):
    __tablename__ = "user_settings"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    timezone: Mapped[str] = mapped_column(String(64), default="UTC")
    timezone_set: Mapped[bool] = mapped_column(Boolean, default=False)
    country: Mapped[str | None] = mapped_column(String(2))
    no_contact_since: Mapped[date | None] = mapped_column(Date)
    quiet_start: Mapped[time] = mapped_column(Time, default=time(23, 0))
    quiet_end: Mapped[time] = mapped_column(Time, default=time(7, 0))
    paused_until: Mapped[datetime | None] = mapped_column(UTCDateTime())
    daily_checkin_at: Mapped[time | None] = mapped_column(Time)
    profile_check_resets: Mapped[bool] = mapped_column(Boolean, default=False)
    # The weekly look back: the local weekday it comes on (0 = Monday), None when it is off;
    # and the local time on that evening (None means the default, bot.domain.weekly).
    look_back_weekday: Mapped[int | None] = mapped_column(SmallInteger)
    look_back_at: Mapped[time | None] = mapped_column(Time)
    # One of bot.i18n.LANGUAGES: set from Telegram's language at the first update, then /language.
    language: Mapped[str] = mapped_column(String(8), default="en", server_default="en")

    user: Mapped[User] = relationship(back_populates="settings")
