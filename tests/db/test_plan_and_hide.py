"""The safety plan and the /hide message ids against real databases: encrypted at rest, in
/export, gone after /delete; ids only, kept 48 hours."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from cryptography.fernet import Fernet
from sqlalchemy import delete, func, select

from bot.context import BotApp, Deps
from bot.crypto import TextCipher
from bot.domain.plan import MAX_LINES_PER_SECTION, MAX_PEOPLE, BadName, BadPhone, Section
from bot.models.hide import RecentMessage
from bot.models.plan import SafetyPlanLine, TrustedPerson
from bot.services import hide, plan, users
from bot.services.memory import EmptyText, LimitReached, TextTooLong
from tests.harness import Chat, sqlite_file_bytes

SAFE_PLACE = "My sister Ana's flat on Rua Azul"
TAKE_WITH = "Passport, charger, the blue folder"
PERSON = "Ana Lopes"
PHONE = "912 345 678"


def deps_of(app: BotApp) -> Deps:
    deps: Deps = app.bot_data["deps"]
    return deps


def cipher_of(app: BotApp) -> TextCipher:
    cipher = deps_of(app).cipher
    assert cipher is not None
    return cipher


async def person_id(chat: Chat, app: BotApp) -> int:
    """The person's row after /start, with the ids that /start left for /hide cleared."""
    await chat.send("/start")
    async with deps_of(app).db.session_scope() as session:
        user = await users.get_user(session, 424242)
        assert user is not None
        await session.execute(delete(RecentMessage))
        return user.id


async def seed_plan(app: BotApp, user_id: int) -> None:
    now, key = deps_of(app).clock.now(), cipher_of(app)
    async with deps_of(app).db.session_scope() as session:
        await plan.add_line(
            session, key, user_id=user_id, section=Section.SAFE_PLACE, text=SAFE_PLACE, now=now
        )
        await plan.add_line(
            session, key, user_id=user_id, section=Section.TAKE_WITH, text=TAKE_WITH, now=now
        )
        await plan.add_line(
            session, key, user_id=user_id, section=Section.WARNING_SIGNS, text="No sleep", now=now
        )
        await plan.add_person(
            session, key, user_id=user_id, name=PERSON, phone=PHONE, region="PT", now=now
        )


async def test_the_plan_reads_back_in_plan_order_and_is_encrypted_at_rest(
    chat: Chat, app: BotApp
) -> None:
    user_id = await person_id(chat, app)
    async with deps_of(app).db.session_scope() as session:
        assert not await plan.has_plan(session, user_id)
        assert (await plan.load_plan(session, cipher_of(app), user_id)).empty
    await seed_plan(app, user_id)

    async with deps_of(app).db.session_scope() as session:
        assert await plan.has_plan(session, user_id)
        loaded = await plan.load_plan(session, cipher_of(app), user_id)
        stored = (await session.execute(select(SafetyPlanLine.body))).scalars().all()
        person = (await session.execute(select(TrustedPerson))).scalar_one()
    assert [line.section for line in loaded.lines] == [
        Section.WARNING_SIGNS,
        Section.SAFE_PLACE,
        Section.TAKE_WITH,
    ]
    assert [line.text for line in loaded.section(Section.SAFE_PLACE)] == [SAFE_PLACE]
    assert loaded.filled() == (
        Section.WARNING_SIGNS,
        Section.PEOPLE,
        Section.SAFE_PLACE,
        Section.TAKE_WITH,
    )
    [ana] = loaded.people
    assert (ana.name, ana.phone, ana.readable) == (PERSON, "+351 912 345 678", True)
    assert all(body.startswith("gAAAA") for body in stored)
    assert person.name.startswith("gAAAA") and (person.phone or "").startswith("gAAAA")
    raw = await sqlite_file_bytes(app)
    if raw is not None:
        for secret in (SAFE_PLACE, TAKE_WITH, PERSON, "912 345 678", "912345678"):
            assert secret.encode() not in raw, secret


async def test_lines_can_be_edited_and_removed_only_by_their_owner(chat: Chat, app: BotApp) -> None:
    user_id = await person_id(chat, app)
    await seed_plan(app, user_id)
    now, key = deps_of(app).clock.now() + timedelta(hours=1), cipher_of(app)
    async with deps_of(app).db.session_scope() as session:
        loaded = await plan.load_plan(session, key, user_id)
        [line] = loaded.section(Section.SAFE_PLACE)
        [ana] = loaded.people
        assert not await plan.edit_line(
            session, key, user_id=user_id + 1, line_id=line.id, text="x", now=now
        )
        assert await plan.edit_line(
            session, key, user_id=user_id, line_id=line.id, text="  The library  ", now=now
        )
        assert not await plan.remove_person(session, user_id=user_id + 1, person_id=ana.id)
        assert await plan.remove_person(session, user_id=user_id, person_id=ana.id)
        [signs] = loaded.section(Section.WARNING_SIGNS)
        assert await plan.remove_line(session, user_id=user_id, line_id=signs.id)
        assert not await plan.remove_line(session, user_id=user_id, line_id=signs.id)
    async with deps_of(app).db.session_scope() as session:
        loaded = await plan.load_plan(session, key, user_id)
        row = await session.get(SafetyPlanLine, line.id)
    assert [line.text for line in loaded.section(Section.SAFE_PLACE)] == ["The library"]
    assert loaded.people == ()
    assert loaded.section(Section.WARNING_SIGNS) == ()
    assert row is not None and row.updated_at == now and row.created_at < now


async def test_what_cannot_be_kept_says_why(chat: Chat, app: BotApp) -> None:
    user_id = await person_id(chat, app)
    now, key = deps_of(app).clock.now(), cipher_of(app)
    async with deps_of(app).db.session_scope() as session:
        add: Any = plan.add_line
        with pytest.raises(EmptyText):
            await add(session, key, user_id=user_id, section=Section.REASON, text=" ", now=now)
        with pytest.raises(TextTooLong):
            await add(
                session, key, user_id=user_id, section=Section.REASON, text="x" * 301, now=now
            )
        with pytest.raises(ValueError, match="add_person"):
            await add(session, key, user_id=user_id, section=Section.PEOPLE, text="Ana", now=now)
        for number in range(MAX_LINES_PER_SECTION):
            await add(
                session, key, user_id=user_id, section=Section.REASON, text=f"{number}", now=now
            )
        with pytest.raises(LimitReached):
            await add(
                session, key, user_id=user_id, section=Section.REASON, text="one more", now=now
            )
        await add(session, key, user_id=user_id, section=Section.ON_MY_OWN, text="Walk", now=now)
        with pytest.raises(BadName):
            await plan.add_person(
                session, key, user_id=user_id, name=" ", phone=None, region=None, now=now
            )
        with pytest.raises(BadPhone):
            await plan.add_person(
                session, key, user_id=user_id, name="Ana", phone="call her", region=None, now=now
            )
        for number in range(MAX_PEOPLE):
            await plan.add_person(
                session, key, user_id=user_id, name=f"P{number}", phone=None, region=None, now=now
            )
        with pytest.raises(LimitReached):
            await plan.add_person(
                session, key, user_id=user_id, name="Six", phone=None, region=None, now=now
            )


async def test_a_line_the_key_cannot_open_reads_as_none(chat: Chat, app: BotApp) -> None:
    user_id = await person_id(chat, app)
    await seed_plan(app, user_id)
    other = TextCipher(Fernet.generate_key())
    async with deps_of(app).db.session_scope() as session:
        loaded = await plan.load_plan(session, other, user_id)
    assert {line.text for line in loaded.lines} == {None}
    [person] = loaded.people
    assert (person.name, person.readable) == (None, False)


async def test_export_holds_the_plan_decrypted_and_delete_removes_it(
    chat: Chat, app: BotApp
) -> None:
    user_id = await person_id(chat, app)
    await seed_plan(app, user_id)
    now = deps_of(app).clock.now()
    async with deps_of(app).db.session_scope() as session:
        await hide.remember(session, user_id=user_id, message_ids=[7, 8], now=now)

    await chat.send("/export")
    await chat.press("Everything (JSON)")
    [call] = [c for c in chat.replies if c.method == "sendDocument"]
    document = json.loads(call.uploads["document"].content.decode("utf-8"))
    raw = json.dumps(document)
    assert "gAAAA" not in raw
    lines = {row["section"]: row["text"] for row in document["safety_plan_lines"]}
    assert lines["safe_place"] == SAFE_PLACE
    assert lines["take_with"] == TAKE_WITH
    [person] = document["trusted_people"]
    assert (person["name"], person["phone"]) == (PERSON, "+351 912 345 678")
    assert {7, 8} <= {m["message_id"] for m in document["recent_messages"]}
    assert set(document["recent_messages"][0]) == {"message_id", "at", "at_local"}

    await chat.send("/delete")
    await chat.press("Delete everything")
    async with deps_of(app).db.session_scope() as session:
        for model in (SafetyPlanLine, TrustedPerson, RecentMessage):
            count = select(func.count()).select_from(model)
            assert (await session.execute(count)).scalar_one() == 0, model.__tablename__


async def test_hide_keeps_ids_for_48_hours_only(chat: Chat, app: BotApp) -> None:
    user_id = await person_id(chat, app)
    start = deps_of(app).clock.now()
    async with deps_of(app).db.session_scope() as session:
        await hide.remember(session, user_id=user_id, message_ids=[1, 2, 2], now=start)
        await hide.remember(
            session, user_id=user_id, message_ids=[3], now=start + timedelta(hours=30)
        )
    later = start + timedelta(hours=48)
    async with deps_of(app).db.session_scope() as session:
        assert await hide.ids_to_hide(session, user_id=user_id, now=start) == [1, 2, 3]
        assert await hide.ids_to_hide(session, user_id=user_id, now=later) == [3]
        assert await hide.ids_to_hide(session, user_id=user_id + 1, now=start) == []
        assert await hide.prune(session, now=later) == 2
    async with deps_of(app).db.session_scope() as session:
        left = (await session.execute(select(RecentMessage.message_id))).scalars().all()
        assert left == [3]
        await hide.forget(session, user_id=user_id, message_ids=[3])
    async with deps_of(app).db.session_scope() as session:
        assert await hide.ids_to_hide(session, user_id=user_id, now=start) == []


def test_ids_go_to_telegram_in_batches_of_100() -> None:
    assert hide.batches([]) == []
    assert hide.batches(range(250)) == [
        list(range(100)),
        list(range(100, 200)),
        list(range(200, 250)),
    ]
