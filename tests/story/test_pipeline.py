"""The update pipeline: an error ends the update with one apology, commit and flush failures
reach the error handler (and never PTB's fetcher), and every button press is answered."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Update
from telegram.ext import CommandHandler, TypeHandler

from bot.console.fakebot import ApiCall, RecordingRequest
from bot.context import BotApp, BotContext
from bot.models import User
from bot.texts import core as T
from handlers.buttons import MAX_ID, as_id, pattern_for
from handlers.pipeline import feature
from tests.harness import AFTER_PIPELINE, Chat, deps_of

pytestmark = pytest.mark.postgres

GENTLE_TEXT = "he used to threaten me but that was years ago"


def apologies(chat: Chat) -> list[str]:
    return [c.text for c in chat.replies if c.text == T.ERROR]


def answers(chat: Chat) -> list[dict[str, object]]:
    return [c.params for c in chat.calls_of("answerCallbackQuery")]


async def test_an_error_ends_the_update_with_one_apology(app: BotApp, chat: Chat) -> None:
    later: list[int] = []

    async def boom(update: Update, context: BotContext) -> None:
        raise RuntimeError("boom")

    async def late(update: Update, context: BotContext) -> None:
        later.append(update.update_id)

    feature(app, CommandHandler("boom", boom))
    app.add_handler(TypeHandler(Update, late), group=AFTER_PIPELINE)
    with chat.expecting_errors() as errors:
        await chat.send("/boom")
        assert len(errors) == 1
    assert later == [], "no group after the failing one ran"
    assert apologies(chat) == [T.ERROR]
    assert T.MENU not in chat.reply_text  # the fallback did not answer as well
    await chat.send("/help")
    assert "/craving" in chat.last.text  # the next update is answered
    assert later != []


async def test_a_failing_commit_is_reported_once_and_the_next_update_is_answered(
    chat: Chat, app: BotApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_commit = AsyncSession.commit
    failures = 1

    async def flaky_commit(self: AsyncSession) -> None:
        nonlocal failures
        if failures:
            failures -= 1
            raise OperationalError("COMMIT", {}, Exception("database went away"))
        await real_commit(self)

    monkeypatch.setattr(AsyncSession, "commit", flaky_commit)
    with chat.expecting_errors() as errors:
        await chat.send("/start")
        assert [type(e) for e in errors] == [OperationalError]
    # One message: it was not saved, with what they wrote.
    assert [c.text for c in chat.replies][-1] == f"{T.NOT_SAVED}\n\n/start"
    assert sum(T.NOT_SAVED in c.text for c in chat.replies) == 1
    async with deps_of(app).db.session_scope() as session:
        assert (await session.execute(select(func.count()).select_from(User))).scalar_one() == 0
    await chat.send("/start")
    assert chat.replies
    assert T.ERROR not in chat.reply_text


async def test_a_failing_flush_does_not_undo_what_was_stored(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/start")
    await chat.edit(1, GENTLE_TEXT)  # nothing replies to an edit: the gentle line goes at FLUSH
    assert chat.last.text.startswith("If things ever feel unsafe")
    for _ in range(4):  # every retry fails: the send is logged, recorded, and the update goes on
        bot_request.fail_next("sendMessage", 502, "Bad Gateway")
    with chat.expecting_errors() as errors:
        await chat.edit(1, GENTLE_TEXT + " again")
        assert errors == []
    async with deps_of(app).db.session_scope() as session:
        from bot.models import SafetyEvent

        events = (await session.execute(select(func.count()).select_from(SafetyEvent))).scalar()
    assert events == 2, "the event was committed before the send failed"
    await chat.send("/help")
    assert "/craving" in chat.last.text


async def test_on_sqlite_no_reply_waits_while_holding_the_write_lock(
    app: BotApp, chat: Chat, bot_request: RecordingRequest
) -> None:
    """SQLite has one write lock for the whole database: what an update wrote is committed
    before its reply goes out, so others can write while the reply waits on Telegram."""
    db = deps_of(app).db
    if not db.is_sqlite:
        pytest.skip("PostgreSQL locks the person's row only, for the whole update")
    path = make_url(db.url).database
    seen: list[tuple[int, bool]] = []

    def while_sending(call: ApiCall) -> tuple[int, dict[str, Any]] | None:
        if call.method != "sendMessage" or "Kept" not in str(call.params.get("text")):
            return None
        other = sqlite3.connect(str(path), timeout=0, isolation_level=None)
        try:
            [(entries,)] = other.execute("SELECT count(*) FROM journal_entries").fetchall()
            try:
                other.execute("BEGIN IMMEDIATE")  # fails at once while anyone holds the lock
                other.execute("ROLLBACK")
                free = True
            except sqlite3.OperationalError:
                free = False
        finally:
            other.close()
        seen.append((entries, free))
        return None

    bot_request.responders.append(while_sending)
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    await chat.send("He shouted at me in the car until I cried.")
    assert seen == [(1, True)], "the entry is committed and the lock free during the reply"
    await chat.press("Yesterday")  # later writes of the same person still land
    assert "28 Nov 2026" in chat.reply_text


@pytest.mark.parametrize(
    "data",
    [
        "nonsense:1",  # no feature owns it
        "jr:read:²",  # a digit that is not ASCII
        "jr:read:１２",  # fullwidth digits
        "sos:safe\n",  # a trailing newline
        "cr:b:1:3:é",  # a non-ASCII token
        "",  # empty
    ],
)
async def test_unknown_and_forged_buttons_are_answered_as_expired(chat: Chat, data: str) -> None:
    await chat.send("/start")
    await chat.press_data(data)
    assert answers(chat)[-1].get("text") == T.BUTTON_EXPIRED
    assert chat.replies == []


@pytest.mark.parametrize(
    "data",
    ["jr:read:99999999999", f"jr:read:{MAX_ID + 1}", "rs:del:0", "cr:b:4294967296:3", "lt:del:9"],
)
async def test_stale_or_out_of_range_ids_are_answered_and_raise_nothing(
    chat: Chat, data: str
) -> None:
    await chat.send("/start")
    before = len(answers(chat))
    await chat.press_data(data)
    assert len(answers(chat)) == before + 1


async def test_every_press_is_answered_exactly_once(chat: Chat) -> None:
    await chat.send("/start")
    presses = ["setup:since:onb:skip", "learn:offer:after_contact", "learn:no", "sos:safe"]
    for data in presses:
        await chat.press_data(data)
    assert len(answers(chat)) == len(presses)


def test_ids_are_ascii_digits_within_integer() -> None:
    assert as_id("42") == 42
    assert as_id(str(MAX_ID)) == MAX_ID
    assert [as_id(t) for t in ["", "0", "-1", "²", "١٢", "4e3", str(MAX_ID + 1), "1" * 11]] == [
        None
    ] * 8
    assert pattern_for("jr").match("jr:read:12")
    assert not pattern_for("jr").match("jrx:read")
    assert not pattern_for("jr").match("jr:read:12\n")
