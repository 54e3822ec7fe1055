"""ORM models, one module per feature; importing this package registers them all."""

from bot.models import (  # noqa: F401 - registers feature tables
    contacts,
    craving,
    hide,
    memory,
    plan,
    reminders,
)
from bot.models.base import Base, UTCDateTime
from bot.models.safety import SafetyEvent
from bot.models.users import User, UserSettings
from bot.outbox.models import ScheduledMessage

__all__ = ["Base", "SafetyEvent", "ScheduledMessage", "UTCDateTime", "User", "UserSettings"]
