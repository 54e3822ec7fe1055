"""Builds real `telegram.Update` objects for console mode and the test suite."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from telegram import Bot, Update


@dataclass
class UpdateFactory:
    """Makes updates from one person in one chat, as Telegram would send them."""

    bot: Bot
    user_id: int = 424242
    chat_id: int | None = None
    chat_type: str = "private"
    first_name: str = "Sam"
    language_code: str | None = "en"
    _update_ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _message_ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    @property
    def _chat(self) -> dict[str, Any]:
        chat_id = self.chat_id if self.chat_id is not None else self.user_id
        chat: dict[str, Any] = {"id": chat_id, "type": self.chat_type}
        if self.chat_type == "private":
            chat["first_name"] = self.first_name
        else:
            chat["title"] = "A group"
        return chat

    @property
    def _from(self) -> dict[str, Any]:
        person: dict[str, Any] = {"id": self.user_id, "is_bot": False, "first_name": "Sam"}
        if self.language_code:
            person["language_code"] = self.language_code
        return person

    def _base_message(self, when: datetime | None) -> dict[str, Any]:
        moment = when or datetime.now(UTC)
        return {
            "message_id": next(self._message_ids),
            "date": int(moment.timestamp()),
            "chat": self._chat,
            "from": self._from,
        }

    def _update(self, payload: dict[str, Any]) -> Update:
        update = Update.de_json({"update_id": next(self._update_ids), **payload}, self.bot)
        assert update is not None
        return update

    def text(self, text: str, when: datetime | None = None) -> Update:
        message = self._base_message(when)
        message["text"] = text
        if text.startswith("/"):
            command = text.split(maxsplit=1)[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
        return self._update({"message": message})

    def edited(self, message_id: int, text: str, when: datetime | None = None) -> Update:
        message = self._base_message(when)
        message["message_id"] = message_id
        message["text"] = text
        message["edit_date"] = message["date"]
        return self._update({"edited_message": message})

    def photo(self, caption: str | None = None, when: datetime | None = None) -> Update:
        message = self._base_message(when)
        message["photo"] = [
            {"file_id": "photo-1", "file_unique_id": "u1", "width": 90, "height": 90}
        ]
        if caption is not None:
            message["caption"] = caption
        return self._update({"message": message})

    def sticker(self, when: datetime | None = None) -> Update:
        message = self._base_message(when)
        message["sticker"] = {
            "file_id": "sticker-1",
            "file_unique_id": "s1",
            "width": 512,
            "height": 512,
            "is_animated": False,
            "is_video": False,
            "type": "regular",
        }
        return self._update({"message": message})

    def voice(self, when: datetime | None = None) -> Update:
        message = self._base_message(when)
        message["voice"] = {"file_id": "voice-1", "file_unique_id": "v1", "duration": 3}
        return self._update({"message": message})

    def added_to_chat(self, when: datetime | None = None) -> Update:
        """The bot was added to this (group) chat by the person."""
        moment = when or datetime.now(UTC)
        bot_user = {"id": self.bot.id, "is_bot": True, "first_name": "No Contact"}
        payload = {
            "chat": self._chat,
            "from": self._from,
            "date": int(moment.timestamp()),
            "old_chat_member": {"status": "left", "user": bot_user},
            "new_chat_member": {"status": "member", "user": bot_user},
        }
        return self._update({"my_chat_member": payload})

    def member_status(self, old: str, new: str, when: datetime | None = None) -> Update:
        """The bot's own membership changed, e.g. "member" -> "kicked" when a person blocks it."""
        moment = when or datetime.now(UTC)
        bot_user = {"id": self.bot.id, "is_bot": True, "first_name": "No Contact"}
        payload = {
            "chat": self._chat,
            "from": self._from,
            "date": int(moment.timestamp()),
            "old_chat_member": {"status": old, "user": bot_user, "until_date": 0},
            "new_chat_member": {"status": new, "user": bot_user, "until_date": 0},
        }
        return self._update({"my_chat_member": payload})

    def callback(
        self, data: str, message_id: int, message_text: str = "", when: datetime | None = None
    ) -> Update:
        message = self._base_message(when)
        message["message_id"] = message_id
        message["text"] = message_text
        message["from"] = {"id": self.bot.id, "is_bot": True, "first_name": "No Contact"}
        query = {
            "id": str(next(self._update_ids) * 7),
            "from": self._from,
            "chat_instance": "ci-1",
            "data": data,
            "message": message,
        }
        return self._update({"callback_query": query})
