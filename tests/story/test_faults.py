"""Faults at the Bot API and the database: nothing a person wrote is lost, the bot keeps answering.

Every fault kind is injected by the request double on demand: 429, 5xx, a timeout, a network
error, 403, and "delivered, then timed out" (Telegram has the message, the bot never hears so).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine
from telegram.error import NetworkError, TimedOut

from bot.console.fakebot import ApiCall, RecordingRequest
from bot.context import BotApp, Deps
from bot.models import SafetyEvent, ScheduledMessage, User
from bot.models.memory import JournalEntry
from bot.texts import core as core_texts
from tests.harness import Chat, no_waiting

pytestmark = pytest.mark.postgres

FAULTS = ("429", "5xx", "timeout", "network", "403", "delivered_then_timeout")
WRITTEN = "the night at the lake <b>& the cold</b>"
THREAT = "he said he will kill me tonight"

Answer = tuple[int, dict[str, Any]] | None


def deps_of(app: BotApp) -> Deps:
    deps: Deps = app.bot_data["deps"]
    return deps


def _error(status: int, description: str, **parameters: Any) -> Answer:
    body: dict[str, Any] = {"ok": False, "error_code": status, "description": description}
    if parameters:
        body["parameters"] = parameters
    return status, body


def fault_responder(
    request: RecordingRequest, kind: str, method: str, times: int
) -> Callable[[ApiCall], Answer]:
    """Fail the next `times` calls of `method` with one kind of fault."""
    left = times

    def respond(call: ApiCall) -> Answer:
        nonlocal left
        if call.method != method or left <= 0:
            return None
        left -= 1
        if kind == "429":
            return _error(429, "Too Many Requests: retry after 3", retry_after=3)
        if kind == "5xx":
            return _error(502, "Bad Gateway")
        if kind == "403":
            return _error(403, "Forbidden: bot was blocked by the user")
        if kind == "timeout":
            raise TimedOut()
        if kind == "network":
            raise NetworkError("connection reset by peer")
        if kind == "delivered_then_timeout":
            call.result = request._result(call)  # Telegram has it; the answer is lost
            raise TimedOut()
        raise AssertionError(kind)

    return respond


@contextmanager
def faults(
    request: RecordingRequest, kind: str, method: str = "sendMessage", times: int = 99
) -> Iterator[None]:
    responder = fault_responder(request, kind, method, times)
    request.responders.append(responder)
    try:
        yield
    finally:
        request.responders.remove(responder)


def delivered(chat: Chat) -> list[ApiCall]:
    """Messages Telegram really has (a failed call has no result)."""
    return [c for c in chat.messages if c.method == "sendMessage" and c.result is not None]


async def journal_texts(app: BotApp) -> list[str]:
    deps = deps_of(app)
    assert deps.cipher is not None
    async with deps.db.session_scope() as session:
        rows = (await session.execute(select(JournalEntry).order_by(JournalEntry.id))).scalars()
        return [deps.cipher.decrypt(row.body) for row in rows]


async def stored_user(app: BotApp) -> User:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(select(User).where(User.telegram_id == 424242))
        user: User = result.unique().scalar_one()
        return user


# --- a reply that fails never undoes what was stored ---------------------------------------


@pytest.mark.parametrize("kind", FAULTS)
async def test_a_reply_failing_for_good_keeps_the_entry_and_the_next_update_is_answered(
    chat: Chat, app: BotApp, bot_request: RecordingRequest, kind: str
) -> None:
    await chat.send("/start")
    with faults(bot_request, kind):
        await chat.send(f"/journal {WRITTEN}")  # every try of the reply fails
    assert await journal_texts(app) == [WRITTEN]
    if kind == "403":
        assert not (await stored_user(app)).active  # they blocked the bot
    await chat.send("/help")
    assert delivered(chat)[-1].text  # answered
    assert "What I can do" in chat.reply_text
    assert (await stored_user(app)).active  # writing again re-activates


@pytest.mark.parametrize("kind", ["429", "5xx", "timeout", "network", "delivered_then_timeout"])
async def test_a_reply_failing_once_is_retried_and_arrives(
    chat: Chat, app: BotApp, bot_request: RecordingRequest, kind: str
) -> None:
    waits = no_waiting(app)
    await chat.send("/start")
    before = len(delivered(chat))
    with faults(bot_request, kind, times=1):
        await chat.send(f"/journal {WRITTEN}")
    assert await journal_texts(app) == [WRITTEN]
    arrived = delivered(chat)[before:]
    # Delivered-then-timed-out is the one fault where the retry shows the reply twice.
    assert len(arrived) == (2 if kind == "delivered_then_timeout" else 1)
    assert len({c.text for c in arrived}) == 1
    assert waits == ([3.0] if kind == "429" else [0.5])  # Telegram's wait, or the backoff


async def test_a_failing_button_answer_and_edit_lose_nothing(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/start")
    await chat.send("/journal")
    with (
        faults(bot_request, "5xx", method="answerCallbackQuery"),
        faults(bot_request, "5xx", method="editMessageText"),
    ):
        labels = chat.last.labels
        await chat.press(labels[0])
    await chat.send("/help")
    assert "What I can do" in chat.reply_text


async def test_the_gentle_line_failing_after_the_commit_keeps_the_bot_answering(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/start")
    message_id = chat.last.message_id or 1
    with faults(bot_request, "429"):
        await chat.edit(message_id, "sometimes i feel unsafe at home")
    await chat.send("/help")
    assert "What I can do" in chat.reply_text


# --- blocking ------------------------------------------------------------------------------


async def pending_rows(app: BotApp) -> list[ScheduledMessage]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(
            select(ScheduledMessage).where(ScheduledMessage.status == "pending")
        )
        return list(result.scalars())


async def test_a_403_on_a_reply_deactivates_and_cancels_pending_sends(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/start")
    await chat.send("/risky 22:00-23:00")
    assert await pending_rows(app)
    with faults(bot_request, "403"):
        await chat.send("/streak")
    assert not (await stored_user(app)).active
    assert await pending_rows(app) == []
    await chat.send("hello")
    assert (await stored_user(app)).active
    assert await pending_rows(app)  # re-planned


async def test_being_blocked_deactivates_and_only_a_message_reactivates(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")
    await chat.send("/risky 22:00-23:00")
    calls = len(chat.request.calls)
    await chat.process(chat.factory.member_status("member", "kicked", when=chat.clock.now()))
    assert not (await stored_user(app)).active
    assert await pending_rows(app) == []
    assert len(chat.request.calls) == calls  # nothing said to someone who blocked us
    await chat.process(chat.factory.member_status("kicked", "member", when=chat.clock.now()))
    assert not (await stored_user(app)).active  # unblocking alone is not writing to us
    await chat.send("hi")
    assert (await stored_user(app)).active
    assert await pending_rows(app)


# --- the database failing ------------------------------------------------------------------


def _fail_commits(deps: Deps, times: int) -> None:
    real = deps.db.sessions
    left = times

    def sessions() -> AsyncSession:
        session = real()

        async def commit() -> None:
            nonlocal left
            if left > 0:
                left -= 1
                raise OperationalError("COMMIT", {}, Exception("disk I/O error"))
            await AsyncSession.commit(session)

        session.commit = commit  # type: ignore[method-assign]
        return session

    deps.db.sessions = sessions  # type: ignore[assignment]


async def test_a_failed_commit_says_not_saved_and_gives_the_text_back(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")
    _fail_commits(deps_of(app), times=1)
    with chat.expecting_errors() as errors:
        await chat.send(f"/journal {WRITTEN}")
        assert [type(e) for e in errors] == [OperationalError]  # the error handler saw it
    last = chat.last.text
    assert last.startswith(core_texts.NOT_SAVED)
    assert "the night at the lake &lt;b&gt;&amp; the cold&lt;/b&gt;" in last
    assert sum(core_texts.NOT_SAVED in c.text for c in chat.replies) == 1
    assert await journal_texts(app) == []
    await chat.send("/help")
    assert "What I can do" in chat.reply_text


def _database_down(deps: Deps, tmp_path: Any) -> None:
    engine = create_async_engine(f"sqlite+aiosqlite:///{tmp_path}/missing/dir/down.sqlite3")
    deps.db.sessions = async_sessionmaker(engine, expire_on_commit=False)


async def test_the_urgent_message_arrives_with_the_database_down(
    chat: Chat, app: BotApp, tmp_path: Any
) -> None:
    await chat.send("/start")
    real = deps_of(app).db.sessions
    _database_down(deps_of(app), tmp_path)
    with chat.expecting_errors():
        await chat.send(THREAT)
    texts = [c.text for c in chat.replies]
    assert "emergency number" in texts[0]
    assert "findahelpline.com" in texts[0]
    # The rest of the update could not load the person: their words come back, once.
    assert sum(core_texts.NOT_SAVED in t for t in texts) == 1
    assert THREAT in texts[-1]
    deps_of(app).db.sessions = real
    with chat.expecting_errors() as errors:
        await chat.send("/help")
        assert errors == []
    assert "What I can do" in chat.reply_text


async def test_the_urgent_message_is_retried_and_recorded_on_its_own(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/start")
    with faults(bot_request, "5xx", times=2):
        await chat.send(THREAT)
    urgent = [c for c in delivered(chat) if "emergency number" in c.text]
    assert len(urgent) == 1
    async with deps_of(app).db.session_scope() as session:
        events = list((await session.execute(select(SafetyEvent))).scalars())
    assert [e.level for e in events] == ["urgent"]


async def test_the_urgent_event_survives_a_later_failure_in_the_update(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")
    _fail_commits(deps_of(app), times=0)
    async with deps_of(app).db.session_scope() as session:
        assert list((await session.execute(select(SafetyEvent))).scalars()) == []
    real = deps_of(app).db.sessions
    calls = 0

    def update_commit_fails() -> AsyncSession:
        nonlocal calls
        calls += 1
        session = real()
        if calls == 1:  # the update's own transaction (then the country read, the event's)

            async def commit() -> None:
                raise OperationalError("COMMIT", {}, Exception("disk I/O error"))

            session.commit = commit  # type: ignore[method-assign]
        return session

    deps_of(app).db.sessions = update_commit_fails  # type: ignore[assignment]
    with chat.expecting_errors() as errors:
        await chat.send(THREAT)
        assert [type(e) for e in errors] == [OperationalError]
    assert calls == 3
    deps_of(app).db.sessions = real
    async with deps_of(app).db.session_scope() as session:
        events = list((await session.execute(select(SafetyEvent))).scalars())
    assert [e.level for e in events] == ["urgent"]
