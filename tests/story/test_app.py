"""The application itself: command menu, groups refused, errors handled kindly."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import func, select

from bot import i18n
from bot.app import MENU_TASK
from bot.console.fakebot import RecordingRequest
from bot.context import BotApp, BotContext
from bot.models import User
from tests.harness import AFTER_PIPELINE, Chat, ErrorCollector, deps_of

# This whole module also runs on PostgreSQL (see tests/conftest.py).
pytestmark = pytest.mark.postgres


async def test_post_init_sets_the_private_command_menu(
    bot_request: RecordingRequest, app: BotApp
) -> None:
    # Published in the background, so start-up never waits on it.
    (menu,) = [task for task in deps_of(app).background if task.get_name() == MENU_TASK]
    await menu
    calls = [c for c in bot_request.calls if c.method == "setMyCommands"]
    # English for everyone, then one menu per other language for Telegram set to it.
    assert [c.params.get("language_code") for c in calls] == [None, *i18n.LANGUAGES[1:]]
    german = calls[i18n.LANGUAGES.index("de")].params["commands"]
    german = json.loads(german) if isinstance(german, str) else german
    assert german[1] == {"command": "sos", "description": "Hilfe, jetzt sofort"}
    commands = calls[0].params["commands"]
    commands = json.loads(commands) if isinstance(commands, str) else commands
    names = [c["command"] for c in commands]
    assert names[:2] == ["start", "sos"]
    assert "help" in names
    scope = calls[0].params["scope"]
    scope = json.loads(scope) if isinstance(scope, str) else scope
    assert scope["type"] == "all_private_chats"


async def test_group_is_refused_once_left_and_nothing_stored(
    app: BotApp, bot_request: RecordingRequest, chat: Chat
) -> None:
    group = Chat(app, bot_request, chat.clock, chat.errors, chat_type="group", chat_id=-100123)
    await group.send("/start")
    assert "private chat" in group.last.text
    assert "findahelpline.com" in group.last.text
    assert [c.method for c in group.calls if c.chat_id == -100123][-1] == "leaveChat"
    async with deps_of(app).db.session_scope() as session:
        assert (await session.execute(select(func.count()).select_from(User))).scalar_one() == 0


async def test_being_added_to_a_group_says_why_once_and_leaves(
    app: BotApp, bot_request: RecordingRequest, chat: Chat
) -> None:
    group = Chat(app, bot_request, chat.clock, chat.errors, chat_type="group", chat_id=-100555)
    await group.process(group.factory.added_to_chat(when=chat.clock.now()))
    sent = [c for c in bot_request.calls if c.chat_id == -100555]
    assert [c.method for c in sent] == ["sendMessage", "leaveChat"]
    assert "private chat" in sent[0].text


async def test_handler_error_is_logged_rolled_back_and_answered_kindly(
    app: BotApp, chat: Chat, caplog: pytest.LogCaptureFixture
) -> None:
    from telegram.ext import CommandHandler

    async def boom(update: object, context: BotContext) -> None:
        raise RuntimeError("boom")

    app.add_handler(CommandHandler("boom", boom), group=AFTER_PIPELINE)
    with chat.expecting_errors() as errors:
        await chat.send("/boom secret words")
        assert len(errors) == 1
    assert "went wrong" in chat.last.text
    assert "data is safe" in chat.last.text
    assert "secret words" not in caplog.text
    assert "handler failed" in caplog.text


async def test_errors_fail_the_test_harness(
    app: BotApp, chat: Chat, errors: ErrorCollector
) -> None:
    """The harness turns a handler exception into a test failure (PTB only logs them)."""
    from telegram.ext import CommandHandler

    from tests.harness import HandlerError

    async def boom(update: object, context: BotContext) -> None:
        raise ValueError("nope")

    app.add_handler(CommandHandler("boom", boom), group=AFTER_PIPELINE)
    with pytest.raises(HandlerError):
        await chat.send("/boom")
    errors.errors.clear()


async def test_unknown_command_and_free_text_get_the_menu(chat: Chat) -> None:
    await chat.send("/nonsense")
    assert "/help" in chat.last.text


async def test_the_pipeline_runs_its_stages_in_the_declared_order(app: BotApp) -> None:
    from handlers.pipeline import Group, load_user, private_only
    from handlers.safety.screen import record_screening, screen_update

    def callbacks(group: int) -> list[object]:
        return [getattr(h, "callback", None) for h in app.handlers.get(group, [])]

    assert sorted(app.handlers) == sorted(Group)
    assert callbacks(Group.GUARD) == [private_only]
    assert callbacks(Group.SCREEN) == [screen_update]
    assert callbacks(Group.LOAD_USER) == [load_user]
    assert callbacks(Group.RECORD) == [record_screening]
    assert list(Group) == sorted(Group)
    assert [stage.name for stage in Group] == [
        "GUARD",
        "SCREEN",
        "LOAD_USER",
        "RECORD",
        "FEATURES",
        "FALLBACK",
    ]
