"""Privacy as a feature: /export hands over everything kept, /delete removes all of it."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

import pytest
from cryptography.fernet import Fernet
from sqlalchemy import Column, Table, func, insert, inspect, select
from sqlalchemy.engine import Connection
from sqlalchemy.engine.interfaces import ReflectedForeignKeyConstraint
from sqlalchemy.types import TypeDecorator
from telegram import Update
from telegram.ext import TypeHandler

from bot.console.fakebot import RecordingRequest
from bot.context import BotApp, BotContext
from bot.crypto import TextCipher
from bot.models import Base, SafetyEvent, User
from bot.models.contacts import ContactEvent, StructuredRules
from bot.models.craving import CravingCheckin
from bot.models.memory import JournalEntry
from bot.models.reminders import AnniversaryRule, DailyCheckinAnswer, RiskyWindowRule
from bot.services import memory, users
from bot.services.privacy import INTERNAL_TABLES, SECTION_NAMES, owned_tables
from tests.harness import AFTER_PIPELINE, DANGER, HELPLINE, Chat, ErrorCollector, deps_of

# This whole module also runs on PostgreSQL (see tests/conftest.py).
pytestmark = pytest.mark.postgres


HARD_DAY = "He read my messages and threw my phone at the wall"
REASON = "I was scared to come home"
LETTER = "I'm not going to send this, but I want you to know it hurt"
OTHER_PERSON = 515151

Owner = tuple[Table, Column[Any]]


def cipher(app: BotApp) -> TextCipher:
    value = deps_of(app).cipher
    assert value is not None
    return value


def tables_and_owners() -> list[Owner]:
    """Every table in the metadata with the column naming its person, found independently of
    the code under test; a table that does not point at users fails here on purpose."""
    found: list[Owner] = []
    for table in Base.metadata.sorted_tables:
        if table.name == "users":
            found.append((table, table.c.id))
            continue
        owners = [key.parent for key in table.foreign_keys if key.column.table.name == "users"]
        assert owners, (
            f"{table.name} does not point at users: teach /export and /delete about it "
            "(bot/services/privacy.py) before adding it"
        )
        found.append((table, owners[0]))
    return found


async def user_id_of(app: BotApp, telegram_id: int = 424242) -> int | None:
    async with deps_of(app).db.session_scope() as session:
        user = await users.get_user(session, telegram_id)
        return None if user is None else user.id


async def rows_of(app: BotApp, user_id: int) -> dict[str, int]:
    """How many rows each table holds for this person."""
    counts: dict[str, int] = {}
    async with deps_of(app).db.session_scope() as session:
        for table, owner in tables_and_owners():
            query = select(func.count()).select_from(table).where(owner == user_id)
            counts[table.name] = int((await session.execute(query)).scalar_one())
    return counts


def lasting(counts: dict[str, int]) -> dict[str, int]:
    """Row counts without the chat's message ids, which every update adds to (for /hide)."""
    return {name: count for name, count in counts.items() if name != "recent_messages"}


def sample(column: Column[Any], now: datetime) -> Any:
    column_type = column.type
    if isinstance(column_type, TypeDecorator):
        column_type = column_type.impl_instance
    try:
        kind = column_type.python_type
    except NotImplementedError:
        kind = str
    samples: dict[type, Any] = {
        datetime: now,
        date: now.date(),
        time: time(9, 0),
        bool: False,
        int: 1,
        float: 1.0,
        dict: {},
        list: [],
    }
    return samples.get(kind, "x")


async def fill_every_table(app: BotApp, user_id: int) -> None:
    """At least one row in every table for this person, so no table's cascade goes untested."""
    now = deps_of(app).clock.now()
    counts = await rows_of(app, user_id)
    async with deps_of(app).db.session_scope() as session:
        for table, owner in tables_and_owners():
            if counts[table.name]:
                continue
            values = {owner.name: user_id}
            for column in table.columns:
                if column.name not in values and not column.primary_key:
                    values[column.name] = sample(column, now)
            await session.execute(insert(table).values(**values))


async def seed_memory(app: BotApp, user_id: int, *, unreadable: bool = False) -> None:
    now, key = deps_of(app).clock.now(), cipher(app)
    async with deps_of(app).db.session_scope() as session:
        await memory.add_journal_entry(
            session, key, user_id=user_id, text=HARD_DAY, now=now, happened_on=date(2026, 11, 20)
        )
        await memory.add_reason(session, key, user_id=user_id, text=REASON, now=now)
        await memory.add_letter(session, key, user_id=user_id, text=LETTER, now=now)
        if unreadable:
            other = TextCipher(Fernet.generate_key())
            session.add(
                JournalEntry(user_id=user_id, body=other.encrypt("lost words"), created_at=now)
            )


async def seed_everything_else(app: BotApp, user_id: int) -> None:
    now = deps_of(app).clock.now()
    async with deps_of(app).db.session_scope() as session:
        session.add_all(
            [
                ContactEvent(
                    user_id=user_id,
                    at=now - timedelta(days=3),
                    kind="held",
                    channel="text",
                    created_at=now,
                ),
                StructuredRules(
                    user_id=user_id,
                    enabled=True,
                    channels="app,email",
                    topics="children",
                    hours_start=time(9, 0),
                    hours_end=time(18, 0),
                    weekdays="0,2",
                    updated_at=now,
                ),
                CravingCheckin(
                    user_id=user_id,
                    started_at=now - timedelta(hours=1),
                    intensity_before=8,
                    trigger="lonely",
                    tools=["breathe", "reasons"],
                    intensity_after=4,
                    after_at=now,
                ),
                RiskyWindowRule(
                    user_id=user_id,
                    start_time=time(21, 0),
                    end_time=time(1, 0),
                    weekdays="4,5",
                    created_at=now,
                ),
                AnniversaryRule(
                    user_id=user_id,
                    month=2,
                    day=14,
                    label=cipher(app).encrypt("first date"),
                    created_at=now,
                ),
                DailyCheckinAnswer(user_id=user_id, at=now, mood="hard"),
            ]
        )


def export_of(chat: Chat) -> tuple[str, dict[str, Any]]:
    """The one document the last action sent: its file name and its parsed JSON."""
    [call] = [c for c in chat.replies if c.method == "sendDocument"]
    upload = call.uploads["document"]
    assert upload.mime_type == "application/json"
    document: dict[str, Any] = json.loads(upload.content.decode("utf-8"))
    return upload.filename, document


# Export ----------------------------------------------------------------------------------------


async def test_export_is_one_readable_file_with_everything(chat: Chat, app: BotApp) -> None:
    await chat.send("/timezone Europe/Berlin")
    await chat.send(DANGER)
    user_id = await user_id_of(app)
    assert user_id is not None
    await seed_memory(app, user_id, unreadable=True)
    await seed_everything_else(app, user_id)
    chat.clock.set(datetime(2026, 11, 29, 23, 30, tzinfo=UTC))

    await chat.send("/export")
    await chat.press("Everything (JSON)")

    [sent] = chat.replies
    assert sent.method == "sendDocument"
    assert "somewhere only you can open" in sent.text
    name, document = export_of(chat)
    assert name == "my-data-2026-11-30.json", "named by the person's own calendar day"
    raw = json.dumps(document)
    assert "gAAAA" not in raw, "no encrypted token is handed over"
    assert '"user_id"' not in raw
    assert document["time_zone"] == "Europe/Berlin"
    assert document["exported_at"] == "2026-11-29T23:30:00Z"
    assert document["exported_at_local"] == "2026-11-30T00:30:00+01:00"
    assert document["profile"]["telegram_id"] == 424242
    assert document["settings"]["timezone"] == "Europe/Berlin"
    assert document["settings"]["quiet_start"] == "23:00"

    readable, lost = document["journal_entries"]
    assert readable["text"] == HARD_DAY
    assert readable["happened_on"] == "2026-11-20"
    assert readable["created_at"] == "2026-11-29T12:00:00Z"
    assert readable["created_at_local"] == "2026-11-29T13:00:00+01:00"
    assert lost["text"] is None
    assert "could not be decrypted" in lost["unreadable"]
    assert [r["text"] for r in document["reasons"]] == [REASON]
    assert [letter["text"] for letter in document["letters"]] == [LETTER]

    [event] = document["contact_events"]
    assert (event["kind"], event["channel"], event["at"]) == (
        "held",
        "text",
        "2026-11-26T12:00:00Z",
    )
    rules = document["structured_rules"]
    assert rules["channels"] == ["app", "email"]
    assert rules["weekdays"] == ["Monday", "Wednesday"]
    assert (rules["hours_start"], rules["hours_end"]) == ("09:00", "18:00")
    [craving] = document["craving_checkins"]
    assert (craving["intensity_before"], craving["intensity_after"]) == (8, 4)
    assert craving["tools"] == ["breathe", "reasons"]
    [window] = document["risky_windows"]
    assert (window["start_time"], window["end_time"]) == ("21:00", "01:00")
    assert window["weekdays"] == ["Friday", "Saturday"]
    [anniversary] = document["anniversaries"]
    assert (anniversary["month"], anniversary["day"], anniversary["label"]) == (2, 14, "first date")
    assert [a["mood"] for a in document["daily_checkin_answers"]] == ["hard"]

    letter_question = next(
        m for m in document["scheduled_messages"] if m["kind"] == "letter_question"
    )
    assert letter_question["status"] == "pending"
    assert letter_question["due_at"] == "2026-11-30T12:00:00Z"
    assert letter_question["due_at_local"] == "2026-11-30T13:00:00+01:00"
    [safety] = document["safety_events"]
    assert safety["level"] == "urgent"
    assert "threat" in safety["categories"]
    assert set(safety) == {"at", "at_local", "level", "categories"}, "never the words"

    # Internal bookkeeping stays out: row ids, conversation steps, retry counts.
    assert not {"id", "chat_id", "active", "flow", "flow_data"} & set(document["profile"])
    assert "timezone_set" not in document["settings"]
    assert set(letter_question) == {
        "kind",
        "due_at",
        "due_at_local",
        "status",
        "created_at",
        "created_at_local",
        "handled_at",
    }
    assert all("id" not in row for row in document["journal_entries"])
    for table, _ in tables_and_owners():
        name = SECTION_NAMES.get(table.name, table.name)
        assert (name in document) != (table.name in INTERNAL_TABLES), table.name


async def test_export_with_another_key_marks_every_text_and_keeps_the_rest(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")
    user_id = await user_id_of(app)
    assert user_id is not None
    await seed_memory(app, user_id)
    deps_of(app).cipher = TextCipher(Fernet.generate_key())

    await chat.send("/export")
    await chat.press("Everything (JSON)")

    _, document = export_of(chat)
    texts = [*document["journal_entries"], *document["reasons"], *document["letters"]]
    assert len(texts) == 3
    assert all(t["text"] is None and t["unreadable"] for t in texts)
    assert document["journal_entries"][0]["happened_on"] == "2026-11-20"


async def test_export_as_the_very_first_message_is_an_empty_copy(chat: Chat) -> None:
    await chat.send("/export")
    await chat.press("Everything (JSON)")
    name, document = export_of(chat)
    assert name == "my-data-2026-11-29.json"
    assert document["time_zone"] == "UTC"
    assert document["journal_entries"] == []
    assert document["structured_rules"] is None
    assert document["profile"]["created_at"] == "2026-11-29T12:00:00Z"


async def test_help_lists_export_and_delete_before_settings(chat: Chat) -> None:
    await chat.send("/help")
    text = chat.last.text
    assert text.index("/export") < text.index("/delete") < text.index("/settings")


# Delete ----------------------------------------------------------------------------------------


async def test_delete_removes_every_row_in_every_table_and_nobody_else_s(
    app: BotApp, bot_request: RecordingRequest, chat: Chat, errors: ErrorCollector
) -> None:
    other = Chat(app, bot_request, chat.clock, errors, user_id=OTHER_PERSON)
    for person in (chat, other):
        await person.send("/start")
        await person.send("I want to text him so badly")
    user_id, other_id = await user_id_of(app), await user_id_of(app, OTHER_PERSON)
    assert user_id is not None and other_id is not None
    for person_id in (user_id, other_id):
        await seed_memory(app, person_id)
        await fill_every_table(app, person_id)
    before = await rows_of(app, user_id)
    others_before = await rows_of(app, other_id)
    assert all(before.values()), f"every table holds something to delete: {before}"
    assert set(before) == {table.name for table, _ in owned_tables()}
    assert OTHER_PERSON in deps_of(app).recent_texts

    await chat.send("/delete")
    assert "can't be undone" in chat.last.text
    assert "encrypted" in chat.last.text
    assert "/export" in chat.last.text
    assert chat.last.labels == ["Delete everything", "Keep my data"]
    await chat.press("Delete everything")

    assert "deleted" in chat.reply_text
    assert "/start" in chat.reply_text
    assert chat.last.labels == [], "the prompt's buttons are gone"
    assert await rows_of(app, user_id) == dict.fromkeys(before, 0)
    assert await user_id_of(app) is None
    assert await rows_of(app, other_id) == others_before
    assert 424242 not in deps_of(app).recent_texts
    assert OTHER_PERSON in deps_of(app).recent_texts


async def test_nothing_later_in_the_same_update_brings_the_person_back(
    chat: Chat, app: BotApp
) -> None:
    late_calls: list[int] = []

    async def late_handler(update: Update, context: BotContext) -> None:
        late_calls.append(update.update_id)
        person = update.effective_user
        assert person is not None
        await users.upsert_user(
            context.session,
            telegram_id=person.id,
            chat_id=person.id,
            language_code=None,
            now=context.deps.clock.now(),
        )

    app.add_handler(TypeHandler(Update, late_handler), group=AFTER_PIPELINE)
    await chat.send("/start")
    await chat.send("/delete")
    calls_before = len(late_calls)
    await chat.press("Delete everything")
    assert len(late_calls) == calls_before, "the update ended with the deletion"
    async with deps_of(app).db.session_scope() as session:
        assert (await session.execute(select(func.count()).select_from(User))).scalar_one() == 0


async def test_keep_my_data_changes_nothing(chat: Chat, app: BotApp) -> None:
    await chat.send("/start")
    user_id = await user_id_of(app)
    assert user_id is not None
    await seed_memory(app, user_id)
    before = await rows_of(app, user_id)
    await chat.send("/delete")
    await chat.press("Keep my data")
    assert "nothing was deleted" in chat.last.text
    assert chat.last.labels == []
    assert lasting(await rows_of(app, user_id)) == lasting(before)


async def test_a_confirm_pressed_again_after_deletion_keeps_nothing(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")
    await chat.send("/delete")
    confirm = dict(chat.last.buttons)["Delete everything"]
    await chat.press("Delete everything")
    chat.clock.advance(timedelta(minutes=1))

    for data in (confirm, "priv:keep"):
        await chat.press_data(data)
        assert "nothing stored about you" in chat.reply_text
        assert "/start" in chat.reply_text
        async with deps_of(app).db.session_scope() as session:
            total = select(func.count()).select_from(User)
            assert (await session.execute(total)).scalar_one() == 0, "no row made by the press"


async def test_an_old_confirm_never_deletes_what_came_after(chat: Chat, app: BotApp) -> None:
    await chat.send("/start")
    await chat.send("/delete")
    first_prompt = dict(chat.last.buttons)["Delete everything"]
    await chat.send("/delete")
    await chat.press("Delete everything")
    chat.clock.advance(timedelta(minutes=2))
    await chat.send("/start")
    user_id = await user_id_of(app)
    assert user_id is not None
    await seed_memory(app, user_id)
    before = await rows_of(app, user_id)

    await chat.press_data(first_prompt)
    assert "from before your data was last deleted" in chat.reply_text
    assert lasting(await rows_of(app, user_id)) == lasting(before)

    await chat.send("/delete")
    second_life = dict(chat.last.buttons)["Delete everything"]
    chat.clock.advance(timedelta(minutes=16))
    await chat.press_data(second_life)
    assert "from a while ago" in chat.reply_text
    for broken in ("priv:yes", "priv:yes:abc", "priv:yes:abc:notanumber", "priv:yes:a:1:2"):
        await chat.press_data(broken)
        assert "didn't delete anything" in chat.reply_text, broken
    assert lasting(await rows_of(app, user_id)) == lasting(before)

    await chat.send("/delete")
    await chat.press("Delete everything")
    assert await user_id_of(app) is None


async def test_danger_in_the_delete_command_gets_help_and_delete_still_works(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")
    user_id = await user_id_of(app)
    assert user_id is not None
    await chat.send("/delete he will kill me")
    assert HELPLINE in chat.replies[0].text, "the urgent message comes first"
    assert chat.last.labels == ["Delete everything", "Keep my data"]
    assert (await rows_of(app, user_id))[SafetyEvent.__tablename__] == 1
    await chat.press("Delete everything")
    assert "deleted" in chat.last.text
    assert set((await rows_of(app, user_id)).values()) == {0}


# The schema behind it ---------------------------------------------------------------------------


async def test_every_table_points_at_users_with_a_cascading_key(app: BotApp) -> None:
    """Read from the migrated database itself (SQLite and PostgreSQL), not from the models."""

    def foreign_keys(connection: Connection) -> dict[str, list[ReflectedForeignKeyConstraint]]:
        inspector = inspect(connection)
        return {name: inspector.get_foreign_keys(name) for name in inspector.get_table_names()}

    async with deps_of(app).db.engine.connect() as connection:
        found = await connection.run_sync(foreign_keys)
    for table, owner in tables_and_owners():
        if table.name == "users":
            continue
        keys = [k for k in found[table.name] if k["referred_table"] == "users"]
        assert [k["constrained_columns"] for k in keys] == [[owner.name]], table.name
        assert all(k["options"].get("ondelete") == "CASCADE" for k in keys), table.name
