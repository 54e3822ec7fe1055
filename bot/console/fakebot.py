"""A Bot API stand-in: records every call and answers it without a network.

Used by the test suite and by console mode. Anything it does not know fails loudly.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from telegram.request import BaseRequest, RequestData

BOT_ID = 7000000001
BOT_USERNAME = "nocontact_test_bot"
FAKE_TOKEN = f"{BOT_ID}:console-token-not-real"


@dataclass
class ApiCall:
    """One Bot API call as the bot made it."""

    method: str
    params: dict[str, Any]
    result: Any = None
    # Uploaded files by multipart field name (e.g. "document"): Telegram never sees them here.
    uploads: dict[str, Upload] = field(default_factory=dict)

    @property
    def message_id(self) -> int | None:
        """The id of the message this call sent or edited."""
        if isinstance(self.result, dict) and "message_id" in self.result:
            return int(self.result["message_id"])
        value = self.params.get("message_id")
        return int(value) if value is not None else None

    @property
    def text(self) -> str:
        return str(self.params.get("text") or self.params.get("caption") or "")

    @property
    def chat_id(self) -> int | None:
        value = self.params.get("chat_id")
        return int(value) if value is not None else None

    @property
    def buttons(self) -> list[tuple[str, str]]:
        """(label, callback data or url) of every inline button, row by row."""
        markup = self.params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        if not isinstance(markup, dict):
            return []
        rows = markup.get("inline_keyboard") or []
        return [
            (str(b["text"]), str(b.get("callback_data") or b.get("url") or ""))
            for row in rows
            for b in row
        ]

    @property
    def labels(self) -> list[str]:
        return [label for label, _ in self.buttons]


@dataclass(frozen=True)
class Upload:
    """One file the bot uploaded (sendDocument, sendPhoto with bytes, ...)."""

    filename: str
    content: bytes
    mime_type: str


def _uploads_of(request_data: RequestData | None) -> dict[str, Upload]:
    if request_data is None or not request_data.contains_files:
        return {}
    uploads: dict[str, Upload] = {}
    for name, (filename, content, mime_type) in request_data.multipart_data.items():
        data = content if isinstance(content, bytes) else content.read()
        uploads[name] = Upload(filename, data, mime_type)
    return uploads


class ApiError(Exception):
    """Raised for a call the double does not know how to answer."""


Responder = Callable[[ApiCall], "tuple[int, dict[str, Any]] | None"]

_MESSAGE_METHODS = {
    "sendMessage",
    "sendPhoto",
    "sendDocument",
    "editMessageText",
    "editMessageReplyMarkup",
}
_TRUE_METHODS = {
    "answerCallbackQuery",
    "setMyCommands",
    "deleteMyCommands",
    "leaveChat",
    "deleteWebhook",
    "setWebhook",
    "deleteMessage",
    "deleteMessages",
    "sendChatAction",
    "close",
    "logOut",
}


@dataclass
class RecordingRequest(BaseRequest):
    """Records every Bot API call and answers it like a friendly Bot API server.

    `responders` run first and may answer a call (e.g. with an error) to simulate failures.
    """

    calls: list[ApiCall] = field(default_factory=list)
    responders: list[Responder] = field(default_factory=list)
    on_call: Callable[[ApiCall], None] | None = None
    _message_ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1000))

    def __hash__(self) -> int:
        return id(self)

    @property
    def read_timeout(self) -> float | None:
        return 1.0

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: object = None,
        write_timeout: object = None,
        connect_timeout: object = None,
        pool_timeout: object = None,
    ) -> tuple[int, bytes]:
        api_method = url.rsplit("/", 1)[-1]
        params = dict(request_data.parameters) if request_data else {}
        call = ApiCall(api_method, params, uploads=_uploads_of(request_data))
        if api_method != "getUpdates":
            self.calls.append(call)
        for responder in self.responders:
            answer = responder(call)
            if answer is not None:
                status, body = answer
                return status, json.dumps(body).encode()
        call.result = self._result(call)
        if self.on_call is not None and api_method != "getUpdates":
            self.on_call(call)
        return 200, json.dumps({"ok": True, "result": call.result}).encode()

    def _result(self, call: ApiCall) -> Any:
        if call.method == "getMe":
            return {
                "id": BOT_ID,
                "is_bot": True,
                "first_name": "No Contact",
                "username": BOT_USERNAME,
                "can_join_groups": False,
                "can_read_all_group_messages": False,
                "supports_inline_queries": False,
            }
        if call.method == "getUpdates":
            return []
        if call.method in _TRUE_METHODS:
            return True
        if call.method in _MESSAGE_METHODS:
            return self._message(call)
        raise ApiError(f"the request double does not know {call.method}")

    def _message(self, call: ApiCall) -> dict[str, Any]:
        chat_id = call.chat_id or 0
        message_id = call.params.get("message_id") or next(self._message_ids)
        message: dict[str, Any] = {
            "message_id": int(message_id),
            "date": int(datetime.now(UTC).timestamp()),
            "chat": {"id": chat_id, "type": "private" if chat_id > 0 else "group"},
            "from": {"id": BOT_ID, "is_bot": True, "first_name": "No Contact"},
        }
        if call.method in ("sendPhoto", "sendDocument"):
            message["caption"] = call.params.get("caption", "")
        else:
            message["text"] = call.params.get("text", "")
        markup = call.params.get("reply_markup")
        if markup:
            message["reply_markup"] = json.loads(markup) if isinstance(markup, str) else markup
        return message

    # Helpers for simulating failures -------------------------------------------------

    def fail_next(self, method: str, status: int, description: str, **extra: Any) -> None:
        """Answer the next call of `method` with an error (e.g. 403 or 429)."""
        used = False

        def responder(call: ApiCall) -> tuple[int, dict[str, Any]] | None:
            nonlocal used
            if used or call.method != method:
                return None
            used = True
            body: dict[str, Any] = {"ok": False, "error_code": status, "description": description}
            if extra:
                body["parameters"] = extra
            return status, body

        self.responders.append(responder)
