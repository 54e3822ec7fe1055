"""The full memory, told as conversations: journal, reasons, letters, short reads, encryption."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import date, timedelta
from itertools import pairwise

import pytest
from cryptography.fernet import Fernet
from sqlalchemy import select, text
from telegram import Update
from telegram.ext import CommandHandler

from bot.context import BotApp, BotContext
from bot.crypto import TextCipher
from bot.models import ScheduledMessage, User
from bot.models.memory import JournalEntry, Letter, Reason
from bot.outbox.queue import CANCELLED, PENDING
from bot.services import memory as service
from handlers.common import current_user, keyboard
from handlers.memory import offer_learn_card
from tests.harness import (
    AFTER_PIPELINE,
    DANGER,
    HELPLINE,
    Chat,
    deps_of,
    sqlite_file_bytes,
    stored_user,
)

HARD_DAY = "He locked me out of the flat in the rain and laughed about it"


def cipher(app: BotApp) -> TextCipher:
    value = deps_of(app).cipher
    assert value is not None
    return value


async def texts_of(app: BotApp, model: type[service.Item]) -> list[str]:
    """The user's stored texts, oldest first, decrypted."""
    async with deps_of(app).db.session_scope() as session:
        rows = (await session.execute(select(model).order_by(model.id))).scalars()
        return [cipher(app).decrypt(row.body) for row in rows]


async def journal(app: BotApp) -> list[JournalEntry]:
    async with deps_of(app).db.session_scope() as session:
        return list(
            (await session.execute(select(JournalEntry).order_by(JournalEntry.id))).scalars()
        )


async def scheduled(app: BotApp) -> list[ScheduledMessage]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(select(ScheduledMessage).order_by(ScheduledMessage.id))
        return list(result.scalars())


async def seed(app: BotApp, model: type[service.Item], bodies: list[str]) -> None:
    """Store items through the service, as the bot would (needs the user to exist)."""
    user = await stored_user(app)
    now, key = deps_of(app).clock.now(), cipher(app)
    adders: dict[type, Callable[..., Awaitable[object]]] = {
        JournalEntry: service.add_journal_entry,
        Reason: service.add_reason,
        Letter: service.add_letter,
    }
    adder = adders[model]
    async with deps_of(app).db.session_scope() as session:
        for body in bodies:
            await adder(session, key, user_id=user.id, text=body, now=now)


def assert_danger_answered(chat: Chat) -> None:
    assert HELPLINE in chat.replies[0].text, "the urgent message comes first"
    assert len(chat.replies) >= 2, "the step still answered"


# Journal -------------------------------------------------------------------------------------


@pytest.mark.postgres
async def test_journal_entry_with_a_date_button_is_kept_and_read_back(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/journal")
    assert "Nothing written yet" in chat.last.text
    await chat.press("Write about a hard day")
    assert "3,000 characters" in chat.last.text
    assert "What was said or done" in chat.last.text
    await chat.send(HARD_DAY)
    assert "Kept" in chat.reply_text
    assert chat.last.labels[:4] == ["Today", "Yesterday", "Another day", "Skip"]
    await chat.press("Yesterday")
    assert "28 Nov 2026" in chat.reply_text
    [entry] = await journal(app)
    assert entry.happened_on == date(2026, 11, 28)
    assert cipher(app).decrypt(entry.body) == HARD_DAY
    assert (await stored_user(app)).flow is None

    await chat.send("/journal")
    assert "Entries so far: 1" in chat.last.text
    await chat.press("Read my entries")
    assert "28 Nov 2026" in chat.last.text
    assert "He locked me out" in chat.last.text
    await chat.press("1")
    assert HARD_DAY in chat.last.text
    assert chat.last.labels == ["Add more to it", "Delete", "Back to the list"]


async def test_typed_dates_are_checked_kindly_and_the_step_stays(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/journal {HARD_DAY}")
    await chat.press("Another day")
    for bad, expected in [
        ("banana", "couldn't read"),
        ("tomorrow", "still ahead"),
        ("31.02.2026", "doesn't exist"),
    ]:
        await chat.send(bad)
        assert expected in chat.reply_text, bad
        assert chat.last.labels == ["Skip"]
        assert (await journal(app))[0].happened_on is None
    await chat.send("3 weeks ago")
    assert "8 Nov 2026" in chat.reply_text
    assert (await journal(app))[0].happened_on == date(2026, 11, 8)
    assert (await stored_user(app)).flow is None


async def test_skipping_the_date_and_adding_more(chat: Chat, app: BotApp) -> None:
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    await chat.send("First part of the day.")
    await chat.press("Skip")
    assert "without a date" in chat.reply_text
    await chat.press("Add more to it")
    await chat.send("And then the second part.")
    assert "Added" in chat.reply_text
    assert await texts_of(app, JournalEntry) == [
        "First part of the day.\n\nAnd then the second part."
    ]


async def test_a_too_long_entry_is_refused_with_the_limit_and_nothing_is_lost(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    await chat.send("x" * 3500)
    assert "3,500 characters" in chat.reply_text
    assert "3,000" in chat.reply_text
    assert await journal(app) == []
    await chat.send("y" * 4500)  # the router's own limit for any step
    assert "under 4000" in chat.reply_text
    await chat.send("z" * 3000)  # exactly at the limit: kept
    assert "Kept" in chat.reply_text
    assert await texts_of(app, JournalEntry) == ["z" * 3000]


async def test_an_addition_that_does_not_fit_is_refused_with_the_room_left(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/journal " + "a" * 2990)
    await chat.press("Add more to it")
    await chat.send("b" * 20)
    assert "room for 8 more" in chat.reply_text
    assert await texts_of(app, JournalEntry) == ["a" * 2990]
    await chat.send("b" * 8)
    assert "Added" in chat.reply_text


@pytest.mark.postgres
async def test_the_journal_holds_at_most_300_entries(chat: Chat, app: BotApp) -> None:
    await chat.send("/help")  # the user exists
    await seed(app, JournalEntry, [f"entry {n}" for n in range(300)])
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    assert "300 entries" in chat.reply_text
    assert (await stored_user(app)).flow is None
    await chat.send("/journal one more")
    assert "300 entries" in chat.reply_text
    assert len(await journal(app)) == 300


async def test_deleting_an_entry_asks_first(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/journal {HARD_DAY}")
    await chat.send("/journal")
    await chat.press("Read my entries")
    await chat.press("1")
    await chat.press("Delete")
    assert "for good" in chat.last.text
    await chat.press("No, keep it")
    assert HARD_DAY in chat.last.text
    assert len(await journal(app)) == 1
    await chat.press("Delete")
    await chat.press("Yes, delete it")
    assert "Deleted" in chat.last.text
    assert await journal(app) == []
    await chat.press("Back to the list")
    assert "nothing in your journal" in chat.last.text


async def test_a_stale_button_for_a_deleted_entry_is_answered_kindly(
    chat: Chat, app: BotApp
) -> None:
    await chat.send(f"/journal {HARD_DAY}")
    [entry] = await journal(app)
    await chat.press_data(f"jr:delyes:{entry.id}")
    await chat.press_data(f"jr:read:{entry.id}")
    assert "isn't here any more" in chat.reply_text
    await chat.press_data(f"jr:when:{entry.id}:today")
    assert "isn't here any more" in chat.reply_text


async def test_the_entry_list_is_paginated(chat: Chat, app: BotApp) -> None:
    await chat.send("/help")  # the user exists
    await seed(app, JournalEntry, [f"story number {n}" for n in range(1, 11)])
    await chat.send("/journal")
    await chat.press("Read my entries")
    assert "1–8 of 10" in chat.last.text
    assert "story number 10" in chat.last.text  # newest first
    assert "story number 2" not in chat.last.text
    await chat.press("Older ›")
    assert "9–10 of 10" in chat.last.text
    assert "story number 1" in chat.last.text
    await chat.press("‹ Newer")
    assert "1–8 of 10" in chat.last.text


async def test_show_journal_entry_takes_turns_and_never_repeats_in_a_row(
    chat: Chat, app: BotApp
) -> None:
    await chat.press_data("mem:journal_one")
    assert "nothing in your journal" in chat.last.text
    assert chat.last.labels == ["Write about a hard day"]
    await seed(app, JournalEntry, ["only one"])
    await chat.press_data("mem:journal_one")
    assert "only one" in chat.last.text
    assert "only entry" in chat.last.text
    await seed(app, JournalEntry, ["second", "third"])
    shown: list[str] = []
    for _ in range(6):
        await chat.press_data("mem:journal_one")
        shown.append(next(b for b in ("only one", "second", "third") if b in chat.last.text))
    assert all(a != b for a, b in pairwise(shown))
    assert set(shown) == {"only one", "second", "third"}


async def test_photos_voice_and_stickers_in_a_step_get_asked_for_text(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    await chat.send_photo(caption="this is what he did")
    assert "text" in chat.reply_text
    await chat.send_voice()
    assert "text" in chat.reply_text
    await chat.send_sticker()
    assert "text" in chat.reply_text
    assert await journal(app) == []
    await chat.send(HARD_DAY)
    assert await texts_of(app, JournalEntry) == [HARD_DAY]


async def test_cancel_leaves_the_step_and_keeps_nothing(chat: Chat, app: BotApp) -> None:
    await chat.send("/letter")
    await chat.press("Write a letter")
    await chat.press("Cancel")
    assert "nothing was saved" in chat.last.text
    assert (await stored_user(app)).flow is None
    await chat.send("just saying hi")
    assert await texts_of(app, Letter) == []


async def test_opening_a_menu_ends_an_unfinished_memory_step(chat: Chat, app: BotApp) -> None:
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    await chat.send("/reasons")
    assert (await stored_user(app)).flow == "reasons:add"  # the new menu's step, not the old one
    await chat.send("He never let me see my friends.")
    assert await texts_of(app, JournalEntry) == []
    assert await texts_of(app, Reason) == ["He never let me see my friends."]


async def test_danger_while_writing_an_entry_gets_help_and_the_entry_is_kept(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    await chat.send(DANGER)
    assert_danger_answered(chat)
    assert "Save it" in chat.last.labels  # asked, not silently saved
    await chat.press("Save it")
    assert "Kept" in chat.reply_text
    assert await texts_of(app, JournalEntry) == [DANGER]


async def test_danger_in_the_date_step_gets_help_and_the_step_still_works(
    chat: Chat, app: BotApp
) -> None:
    await chat.send(f"/journal {HARD_DAY}")
    await chat.press("Another day")
    await chat.send(DANGER)
    assert_danger_answered(chat)
    assert "couldn't read that as a date" in chat.reply_text
    await chat.send("yesterday")
    assert (await journal(app))[0].happened_on == date(2026, 11, 28)


async def test_danger_while_adding_more_gets_help_and_is_added(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/journal {HARD_DAY}")
    await chat.press("Add more to it")
    await chat.send(DANGER)
    assert_danger_answered(chat)
    assert "Save it" in chat.last.labels  # asked, not silently saved
    await chat.press("Save it")
    assert await texts_of(app, JournalEntry) == [f"{HARD_DAY}\n\n{DANGER}"]


async def test_danger_in_the_journal_command_itself(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/journal {DANGER}")
    assert_danger_answered(chat)
    assert await texts_of(app, JournalEntry) == [DANGER]


# Reasons -------------------------------------------------------------------------------------


@pytest.mark.postgres
async def test_reasons_are_added_listed_and_escaped(chat: Chat, app: BotApp) -> None:
    await chat.send("/reasons")
    assert "empty for now" in chat.last.text
    await chat.press("Add a reason")
    assert "500 characters" in chat.last.text
    await chat.send("He read my messages every night")
    # The danger screen reads this as urgent (phone monitoring), so the step asks first.
    await chat.press("Save it")
    assert "Your list has 1 now" in chat.reply_text
    await chat.press("Add another")
    await chat.send("I was <b>scared</b> & alone")
    await chat.send("/reasons I can breathe now")
    assert "Your list has 3 now" in chat.reply_text
    await chat.press("See my list")
    listing = chat.last.text
    assert "1. He read my messages every night" in listing
    assert "2. I was &lt;b&gt;scared&lt;/b&gt; &amp; alone" in listing
    assert "3. I can breathe now" in listing
    assert await texts_of(app, Reason) == [
        "He read my messages every night",
        "I was <b>scared</b> & alone",
        "I can breathe now",
    ]


async def test_removing_a_reason_asks_first(chat: Chat, app: BotApp) -> None:
    await chat.send("/reasons He lied")
    await chat.send("/reasons He yelled")
    await chat.send("/reasons")
    await chat.press("Remove one")
    assert "Which one" in chat.last.text
    await chat.press("2")
    assert "He yelled" in chat.last.text
    await chat.press("No, keep it")
    assert len(await texts_of(app, Reason)) == 2
    await chat.press("Remove one")
    await chat.press("2")
    await chat.press("Yes, delete it")
    assert "Removed" in chat.last.text
    assert await texts_of(app, Reason) == ["He lied"]


async def test_show_reasons_button_from_other_features(chat: Chat) -> None:
    await chat.press_data("mem:reasons")
    assert "empty for now" in chat.last.text
    assert chat.last.labels == ["Add a reason"]
    await chat.send("/reasons Because I matter")
    await chat.press_data("mem:reasons")
    assert "1. Because I matter" in chat.last.text


async def test_a_long_reason_list_comes_in_pages_that_fit_a_message(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/help")  # the user exists
    await seed(app, Reason, [f"reason {n:03d} " + "r" * 480 for n in range(1, 101)])
    await chat.send("/reasons")
    seen: set[str] = set()
    for _ in range(30):
        assert len(chat.last.text) < 4096
        seen |= {f"{n:03d}" for n in range(1, 101) if f"reason {n:03d}" in chat.last.text}
        if "More ›" not in chat.last.labels:
            break
        await chat.press("More ›")
    assert len(seen) == 100
    await chat.send("/reasons one more")
    assert "100 reasons" in chat.reply_text


async def test_a_too_long_reason_is_refused_with_the_limit(chat: Chat, app: BotApp) -> None:
    await chat.send("/reasons")
    await chat.press("Add a reason")
    await chat.send("w" * 600)
    assert "600 characters" in chat.reply_text and "500" in chat.reply_text
    await chat.send("short and true")
    assert await texts_of(app, Reason) == ["short and true"]


async def test_danger_while_adding_a_reason_gets_help_and_is_kept(chat: Chat, app: BotApp) -> None:
    await chat.send("/reasons")
    await chat.press("Add a reason")
    await chat.send(DANGER)
    assert_danger_answered(chat)
    assert "Save it" in chat.last.labels  # asked, not silently saved
    await chat.press("Save it")
    assert "Your list has 1 now" in chat.reply_text
    assert await texts_of(app, Reason) == [DANGER]


async def test_non_text_while_adding_a_reason(chat: Chat, app: BotApp) -> None:
    await chat.send("/reasons")
    await chat.press("Add a reason")
    await chat.send_sticker()
    assert "text" in chat.reply_text
    assert (await stored_user(app)).flow == "reasons:add"


# Letters -------------------------------------------------------------------------------------

LETTER = "I miss you and I hate that I miss you. Why did you do that to me?"


@pytest.mark.postgres
async def test_a_letter_is_kept_never_sent_and_asked_about_a_day_later(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/letter")
    assert "never send it" in chat.last.text
    await chat.press("Write a letter")
    await chat.send(LETTER)
    assert "sent nowhere" in chat.reply_text
    assert await texts_of(app, Letter) == [LETTER]
    sent_elsewhere = [c for c in chat.request.calls if c.chat_id not in (None, chat.chat_id)]
    assert sent_elsewhere == []
    [row] = await scheduled(app)
    async with deps_of(app).db.session_scope() as session:
        letter_id = (await session.execute(select(Letter.id))).scalar_one()
    assert (row.kind, row.status, row.source_id) == ("letter_question", PENDING, letter_id)
    assert row.explicit is True
    assert row.due_at == chat.clock.now() + timedelta(hours=24)
    assert row.payload is None


async def send_due_question(chat: Chat, app: BotApp) -> None:
    """Render the 24-hour question as the dispatcher would, and deliver it to the chat."""
    spec = deps_of(app).kinds.get("letter_question")
    assert spec is not None
    [row] = [r for r in await scheduled(app) if r.status == PENDING]
    async with deps_of(app).db.session_scope() as session:
        user = await session.get(User, row.user_id)
        assert user is not None
        outgoing = await spec.render(session, user, row, chat.clock.now())
    assert outgoing is not None
    await app.bot.send_message(chat.chat_id, outgoing.text, reply_markup=keyboard(outgoing.rows))


async def test_the_question_never_quotes_the_letter_and_keep_keeps_it(
    chat: Chat, app: BotApp
) -> None:
    await chat.send(f"/letter {LETTER}")
    chat.clock.advance(timedelta(hours=24))
    await send_due_question(chat, app)
    question = chat.last
    assert "what you wrote here yesterday" in question.text
    assert "miss" not in question.text and "hate" not in question.text
    assert question.labels == [
        "Keep it here",
        "Read it again",
        "Delete it",
        "I still want to send it",
    ]
    await chat.press("Read it again")
    assert "Why did you do that to me?" in chat.last.text
    assert chat.last.labels == ["Keep it here", "Delete it", "I still want to send it"]
    assert chat.last.message_id != question.message_id  # the question stays as it was
    await chat.press("Keep it here")
    assert "stays here" in chat.last.text
    assert await texts_of(app, Letter) == [LETTER]


async def test_i_still_want_to_send_it_leads_to_the_check_in(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/letter {LETTER}")
    await send_due_question(chat, app)
    await chat.press("I still want to send it")
    answer = chat.last
    for judgement in ("shouldn't", "should not", "mistake", "weak", "wrong"):
        assert judgement not in answer.text.lower()
    assert "waves" in answer.text
    assert answer.buttons == [("Ride the wave with me", "craving:start")]
    await chat.press("Ride the wave with me")
    assert chat.replies, "the check-in answered"
    assert await texts_of(app, Letter) == [LETTER]  # still kept, still unsent


async def test_delete_from_the_question_asks_first_and_then_the_question_is_dropped(
    chat: Chat, app: BotApp
) -> None:
    await chat.send(f"/letter {LETTER}")
    await send_due_question(chat, app)
    await chat.press("Delete it")
    assert "for good" in chat.last.text
    await chat.press("Yes, delete it")
    assert "gone" in chat.last.text
    assert await texts_of(app, Letter) == []
    spec = deps_of(app).kinds.get("letter_question")
    assert spec is not None
    [row] = await scheduled(app)
    async with deps_of(app).db.session_scope() as session:
        user = await session.get(User, row.user_id)
        assert user is not None
        assert await spec.render(session, user, row, chat.clock.now()) is None


async def test_deleting_a_letter_early_cancels_its_question(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/letter {LETTER}")
    await chat.send("/letter second letter")
    await chat.send("/letter")
    await chat.press("My letters")
    assert "1–2 of 2" in chat.last.text
    await chat.press("2")  # the older one
    assert "Why did you do that" in chat.last.text
    await chat.press("Delete")
    await chat.press("Yes, delete it")
    first, second = await scheduled(app)
    assert (first.status, second.status) == (CANCELLED, PENDING)
    assert await texts_of(app, Letter) == ["second letter"]


async def test_letters_are_limited_kindly(chat: Chat, app: BotApp) -> None:
    await chat.send("/letter")
    await chat.press("Write a letter")
    await chat.send("q" * 3200)
    assert "3,200 characters" in chat.reply_text and "3,000" in chat.reply_text
    assert (await stored_user(app)).flow == "letter:text"
    await seed(app, Letter, [f"letter {n}" for n in range(50)])
    await chat.press_data("mem:letter_new")
    assert "50 letters" in chat.reply_text
    assert len(await texts_of(app, Letter)) == 50


async def test_danger_while_writing_a_letter_gets_help_and_the_letter_is_kept(
    chat: Chat, app: BotApp
) -> None:
    await chat.press_data("mem:letter_new")
    await chat.send(DANGER)
    assert_danger_answered(chat)
    assert "Save it" in chat.last.labels  # asked, not silently saved
    await chat.press("Save it")
    assert "sent nowhere" in chat.reply_text
    assert await texts_of(app, Letter) == [DANGER]


async def test_the_dispatcher_sends_the_question_a_day_later(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/letter {LETTER}")
    deps = deps_of(app)
    dispatcher = deps.dispatcher
    chat.clock.advance(timedelta(hours=23))
    await dispatcher.tick(app.bot)
    assert "what you wrote here yesterday" not in chat.last.text
    chat.clock.advance(timedelta(hours=1, minutes=1))
    await dispatcher.tick(app.bot)
    assert "what you wrote here yesterday" in chat.last.text
    assert LETTER not in chat.last.text
    await chat.press("Keep it here")
    assert "stays here" in chat.last.text


# Short reads ---------------------------------------------------------------------------------


async def test_learn_lists_the_cards_and_each_can_be_read(chat: Chat) -> None:
    await chat.send("/learn")
    labels = chat.last.labels
    assert len(labels) == 6
    for label in labels:
        await chat.press(label)
        assert label in chat.last.text
        assert "not therapy" in chat.last.text
        await chat.press("Other short reads")


async def test_a_card_is_offered_at_most_once_a_day(chat: Chat) -> None:
    await chat.press_data("learn:offer:high_intensity")
    assert "Why the craving feels like withdrawal" in chat.last.text
    assert chat.last.labels == ["Read it", "Not now"]
    await chat.press("Read it")
    assert "withdrawal" in chat.last.text.lower()
    count = len(chat.messages)
    await chat.press_data("learn:offer:after_contact")
    assert len(chat.messages) == count  # nothing new today
    answers = chat.calls_of("answerCallbackQuery")
    assert "one short read for today" in answers[-1].params.get("text", "")
    chat.clock.advance(timedelta(days=1))
    await chat.press_data("learn:offer:high_intensity")
    assert "Why it's so hard to let go" in chat.last.text  # the next fitting card, not the same
    await chat.press("Not now")
    assert "/learn" in chat.last.text


async def test_offer_learn_card_reports_whether_it_offered(chat: Chat, app: BotApp) -> None:
    results: list[bool] = []

    async def after_contact(update: Update, context: BotContext) -> None:
        results.append(
            await offer_learn_card(update, context, current_user(context), "after_contact")
        )

    app.add_handler(CommandHandler("test_offer", after_contact), group=AFTER_PIPELINE)
    await chat.send("/test_offer")
    assert "Why it's so hard to let go" in chat.last.text
    await chat.send("/test_offer")
    chat.clock.advance(timedelta(hours=25))
    await chat.send("/test_offer")
    assert results == [True, False, True]


async def test_the_day_for_the_once_a_day_rule_is_the_users_own(chat: Chat) -> None:
    await chat.send("/timezone Pacific/Auckland")  # 12:00 UTC is 01:00 the next day there
    chat.clock.advance(timedelta(hours=10))  # 11:00 local, same local day
    await chat.press_data("learn:offer:grief")
    assert "Grief after leaving" in chat.last.text
    chat.clock.advance(timedelta(hours=12))  # 23:00 local: still the same day
    count = len(chat.messages)
    await chat.press_data("learn:offer:grief")
    assert len(chat.messages) == count
    chat.clock.advance(timedelta(hours=2))  # 01:00 local: a new day
    await chat.press_data("learn:offer:grief")
    assert len(chat.messages) == count + 1


async def test_memory_commands_are_in_help(chat: Chat) -> None:
    await chat.send("/help")
    for command in ("/journal", "/reasons", "/letter", "/learn"):
        assert command in chat.last.text


# Encryption ----------------------------------------------------------------------------------

SECRET = "Zebra-Marmalade-Quartz"


@pytest.mark.postgres
async def test_written_texts_never_reach_the_database_in_the_clear(
    chat: Chat, app: BotApp, database_url: str
) -> None:
    await chat.send("/timezone Europe/Berlin")  # a plain value, to prove the check can see text
    await chat.send(f"/journal journal {SECRET}")
    await chat.press("Another day")
    await chat.send("yesterday")
    await chat.send(f"/reasons reason {SECRET}")
    await chat.send(f"/letter letter {SECRET}")
    engine = deps_of(app).db.engine
    raw = await sqlite_file_bytes(app)
    if raw is not None:
        assert b"Europe/Berlin" in raw
        assert SECRET.encode() not in raw
        assert SECRET.encode("utf-16-le") not in raw
    async with engine.connect() as connection:
        for table in ("journal_entries", "reasons", "letters"):
            bodies = (await connection.execute(text(f"SELECT body FROM {table}"))).scalars().all()
            assert len(bodies) == 1
            assert SECRET not in bodies[0]
            assert bodies[0].startswith("gAAAAA")  # a Fernet token
        flows = (await connection.execute(text("SELECT flow_data FROM users"))).scalars().all()
        assert all(SECRET not in str(value) for value in flows)
    assert [t.endswith(SECRET) for t in await texts_of(app, JournalEntry)] == [True]


async def test_a_wrong_key_never_crashes_it_says_so_kindly(chat: Chat, app: BotApp) -> None:
    await chat.send(f"/journal {HARD_DAY}")
    await chat.send("/reasons He lied")
    await chat.send(f"/letter {LETTER}")
    deps_of(app).cipher = TextCipher(Fernet.generate_key())
    await chat.send("/journal")
    await chat.press("Read my entries")
    assert "can't read this one" in chat.last.text
    await chat.press("1")
    assert "I can't read this one" in chat.last.text
    await chat.press_data("mem:journal_one")
    assert "I can't read this one" in chat.last.text
    await chat.send("/reasons")
    assert "can't read this one" in chat.last.text
    await chat.send("/letter")
    await chat.press("My letters")
    await chat.press("1")
    assert "I can't read this one" in chat.last.text
    [entry] = await journal(app)
    await chat.press_data(f"jr:more:{entry.id}")
    await chat.send("more words")
    assert "can't read this one" in chat.reply_text
    await chat.press_data(f"jr:delyes:{entry.id}")
    assert await journal(app) == []


async def test_typing_straight_after_journal_keeps_the_text_as_an_entry(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/journal")
    assert "start typing" in chat.last.text
    await chat.send("He screamed at me in the car for an hour.")
    assert "findahelpline" not in chat.reply_text
    async with deps_of(app).db.session_scope() as session:
        assert await service.count(session, JournalEntry, 1) == 1


async def test_a_step_left_open_for_hours_does_not_swallow_later_text(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/letter")
    chat.clock.advance(timedelta(hours=7))
    await chat.send("i want to text him so bad")
    async with deps_of(app).db.session_scope() as session:
        assert await service.count(session, Letter, 1) == 0
    assert "how strong" in chat.reply_text.lower()
