"""Story-test helpers shared by every test module: drive the real Application with real Updates
(no network), and read back what was stored."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import select
from telegram import Update

from bot.clock import FakeClock
from bot.console.fakebot import ApiCall, RecordingRequest
from bot.console.updates import UpdateFactory
from bot.context import BotApp, BotContext, deps_of
from bot.models import User
from handlers.pipeline import Group

MESSAGE_METHODS = ("sendMessage", "editMessageText", "sendPhoto", "sendDocument")
PERSON = 424242
# A message the danger screen must answer with the urgent message, and the link it carries.
DANGER = "he said he will kill me tonight"
HELPLINE = "findahelpline.com"
# A group after every stage, for test handlers that must see what the pipeline left behind.
AFTER_PIPELINE = max(Group) + 1

__all__ = [
    "AFTER_PIPELINE",
    "DANGER",
    "HELPLINE",
    "PERSON",
    "Chat",
    "ErrorCollector",
    "deps_of",
    "stored_user",
]


async def stored_user(app: BotApp, telegram_id: int = PERSON) -> User:
    """The person's row as stored now (read in its own transaction)."""
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(select(User).where(User.telegram_id == telegram_id))
        user: User = result.unique().scalar_one()
        return user


class HandlerError(AssertionError):
    """A handler raised; PTB would only have logged it."""


class ErrorCollector:
    """An error handler that makes handler exceptions fail the test."""

    def __init__(self) -> None:
        self.errors: list[BaseException] = []
        self.expected = False

    async def __call__(self, update: object, context: BotContext) -> None:
        if context.error is not None:
            self.errors.append(context.error)


class Chat:
    """One person talking to the bot in a private chat (or a group, for refusal tests)."""

    def __init__(
        self,
        app: BotApp,
        request: RecordingRequest,
        clock: FakeClock,
        errors: ErrorCollector,
        *,
        user_id: int = 424242,
        chat_type: str = "private",
        chat_id: int | None = None,
    ) -> None:
        self.app = app
        self.request = request
        self.clock = clock
        self.errors = errors
        self.factory = UpdateFactory(app.bot, user_id=user_id, chat_type=chat_type, chat_id=chat_id)
        self.chat_id = chat_id if chat_id is not None else user_id
        self._mark = 0

    # Sending ----------------------------------------------------------------------------

    async def process(self, update: Update) -> None:
        self._mark = len(self.request.calls)
        await self.app.process_update(update)
        if self.errors.errors and not self.errors.expected:
            error = self.errors.errors[0]
            raise HandlerError(f"a handler raised {error!r}") from error

    async def send(self, text: str) -> None:
        await self.process(self.factory.text(text, when=self.clock.now()))

    async def edit(self, message_id: int, text: str) -> None:
        await self.process(self.factory.edited(message_id, text, when=self.clock.now()))

    async def send_photo(self, caption: str | None = None) -> None:
        await self.process(self.factory.photo(caption, when=self.clock.now()))

    async def send_sticker(self) -> None:
        await self.process(self.factory.sticker(when=self.clock.now()))

    async def send_voice(self) -> None:
        await self.process(self.factory.voice(when=self.clock.now()))

    async def press(self, label: str) -> None:
        """Press the newest button with this label (exact, else case-insensitive prefix)."""
        call, data = self._find_button(label)
        await self.process(
            self.factory.callback(
                data, message_id=call.message_id or 0, message_text=call.text, when=self.clock.now()
            )
        )

    async def press_data(self, data: str, message_id: int = 1) -> None:
        await self.process(
            self.factory.callback(data, message_id=message_id, when=self.clock.now())
        )

    def _find_button(self, label: str) -> tuple[ApiCall, str]:
        for call in reversed(self.messages):
            for text, data in call.buttons:
                if text == label:
                    return call, data
        wanted = label.casefold()
        for call in reversed(self.messages):
            for text, data in call.buttons:
                if text.casefold().startswith(wanted):
                    return call, data
        raise AssertionError(f"no button {label!r}; the last buttons were {self.last.labels}")

    # Reading ----------------------------------------------------------------------------

    @property
    def calls(self) -> list[ApiCall]:
        return [c for c in self.request.calls if c.chat_id in (self.chat_id, None)]

    @property
    def messages(self) -> list[ApiCall]:
        return [
            c
            for c in self.request.calls
            if c.method in MESSAGE_METHODS and c.chat_id == self.chat_id
        ]

    @property
    def replies(self) -> list[ApiCall]:
        """Messages sent or edited in answer to the last thing this chat did."""
        return [
            c
            for c in self.request.calls[self._mark :]
            if c.method in MESSAGE_METHODS and c.chat_id == self.chat_id
        ]

    @property
    def last(self) -> ApiCall:
        messages = self.messages
        if not messages:
            raise AssertionError("the bot has not sent anything")
        return messages[-1]

    @property
    def reply_text(self) -> str:
        """All reply texts to the last action, joined."""
        return "\n---\n".join(c.text for c in self.replies)

    def calls_of(self, method: str) -> list[ApiCall]:
        return [c for c in self.request.calls if c.method == method]

    @contextmanager
    def expecting_errors(self) -> Iterator[list[BaseException]]:
        self.errors.expected = True
        try:
            yield self.errors.errors
        finally:
            self.errors.expected = False
            self.errors.errors.clear()


def params_of(call: ApiCall) -> dict[str, Any]:
    return call.params


async def sqlite_file_bytes(app: BotApp) -> bytes | None:
    """Every byte of the SQLite database (WAL checkpointed first); None on other databases."""
    from pathlib import Path

    from sqlalchemy import text

    engine = deps_of(app).db.engine
    if engine.dialect.name != "sqlite":
        return None
    async with engine.connect() as connection:
        await connection.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
    path = Path(str(engine.url.database))
    files = (path, path.with_name(path.name + "-wal"))
    return b"".join(p.read_bytes() for p in files if p.exists())
