"""The walkthrough's defects (issue 14), one story each, so none comes back."""

from __future__ import annotations

from datetime import UTC, date, datetime, time

import pytest
from sqlalchemy import select

from bot.context import BotApp, Deps
from bot.models.contacts import ContactEvent
from bot.models.memory import JournalEntry, Letter
from bot.models.reminders import RiskyWindowRule
from bot.texts import memory as memory_texts
from bot.texts import reminders as reminder_texts
from tests.harness import Chat, stored_user


def deps_of(app: BotApp) -> Deps:
    deps: Deps = app.bot_data["deps"]
    return deps


async def count(app: BotApp, model: type[JournalEntry] | type[Letter]) -> int:
    async with deps_of(app).db.session_scope() as session:
        return len(list((await session.execute(select(model))).scalars()))


# --- writing steps ------------------------------------------------------------------------------


async def test_another_command_ends_a_writing_step(chat: Chat, app: BotApp) -> None:
    await chat.send("/journal")
    await chat.send("/help")
    await chat.send("i need to text him right now")
    assert await count(app, JournalEntry) == 0
    assert "How strong" in chat.reply_text


async def test_cancel_words_leave_a_writing_step_without_saving(chat: Chat, app: BotApp) -> None:
    for word in ("cancel", "stop", "never mind", "/cancel"):
        await chat.send("/journal")
        await chat.send(word)
        assert "nothing was saved" in chat.last.text.lower(), word
    await chat.send("/letter")
    await chat.send("Never mind.")
    assert await count(app, JournalEntry) == 0
    assert await count(app, Letter) == 0


async def test_a_craving_typed_while_writing_is_asked_about_not_saved(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/journal")
    await chat.press("Write about a hard day")
    await chat.send("i need to text him right now")
    assert memory_texts.SAVE_OR_CHECKIN in chat.last.text
    assert await count(app, JournalEntry) == 0
    await chat.press("Start a check-in")
    assert "How strong" in chat.last.text
    assert await count(app, JournalEntry) == 0


async def test_a_craving_typed_while_writing_can_still_be_saved(chat: Chat, app: BotApp) -> None:
    await chat.send("/letter")
    await chat.send("I miss him and i want to text him")
    await chat.press("Save it")
    assert "sent nowhere" in chat.reply_text
    assert await count(app, Letter) == 1


# --- copy -----------------------------------------------------------------------------------


async def test_slip_copy_has_proper_grammar_and_plurals(chat: Chat) -> None:
    chat.clock.set(datetime(2026, 11, 30, 12, 0, tzinfo=UTC))
    await chat.send("/since 2026-11-29")
    await chat.send("/contact")
    await chat.press("I reached out")
    await chat.press("Text message")
    await chat.press("Just now")
    assert "You held for 1 day before it happened, and that day stays yours." in chat.last.text
    assert "The 1 day" not in chat.last.text


async def test_timezone_given_as_an_offset_is_shown_the_way_it_was_meant(chat: Chat) -> None:
    await chat.send("/timezone GMT+2")
    assert "UTC+2" in chat.reply_text
    assert "Etc/GMT-2" not in chat.reply_text
    await chat.send("/settings")
    assert "UTC+2" in chat.last.text and "Etc/" not in chat.last.text


async def test_delete_says_the_chat_itself_stays_in_telegram(chat: Chat) -> None:
    await chat.send("/start")
    await chat.send("/delete")
    assert "stays in your Telegram" in chat.last.text
    await chat.press("Delete everything")
    assert "still in your Telegram" in chat.reply_text


async def test_a_memory_typed_at_the_tool_menu_is_offered_to_the_journal(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/craving")
    await chat.press("5")
    await chat.press("Skip")
    text = "he screamed at me in the car until i cried"
    await chat.send(text)
    assert "Keep this in your journal?" in chat.last.text
    await chat.press("Keep it in my journal")
    assert await count(app, JournalEntry) == 1
    await chat.press("Ride the wave")  # the check-in's buttons still work
    assert "breath" in chat.last.text.lower()


# --- issue 14: the daily check-in reads the times it asks for -----------------------------------


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("20:30", "20:30"), ("9pm", "21:00"), ("21h", "21:00"), ("9 pm", "21:00"), ("21.30", "21:30")],
)
async def test_daily_checkin_takes_a_time_typed_at_its_screen(
    chat: Chat, app: BotApp, typed: str, meant: str
) -> None:
    await chat.send("/reminders")
    await chat.press(reminder_texts.BTN_DAILY)
    assert "type one, like 20:30" in chat.last.text
    await chat.send(typed)  # no "Type a time" first: the screen asked for it
    assert f"Daily check-in set for {meant} every day." in chat.reply_text
    assert (await stored_user(app)).settings.daily_checkin_at == time.fromisoformat(meant)
    # Changing it later works the same way.
    await chat.send("/reminders")
    await chat.press(reminder_texts.BTN_DAILY)
    await chat.send("7am")
    assert "set for 07:00" in chat.reply_text


# --- issue 14: the letter question keeps quiet hours ---------------------------------------------


async def test_the_24_hour_letter_question_waits_for_quiet_hours_to_end(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/timezone America/New_York")
    chat.clock.set(datetime(2026, 11, 30, 4, 30, tzinfo=UTC))  # 23:30 in New York
    await chat.send("/letter I miss you and I hate that I miss you.")
    dispatcher = deps_of(app).dispatcher
    sent = len(chat.messages)
    chat.clock.set(datetime(2026, 12, 1, 4, 30, tzinfo=UTC))  # a day later, 23:30 again
    await dispatcher.tick(app.bot)
    assert len(chat.messages) == sent  # quiet hours (23:00-07:00 there): nothing now
    chat.clock.set(datetime(2026, 12, 1, 11, 59, tzinfo=UTC))
    await dispatcher.tick(app.bot)
    assert len(chat.messages) == sent
    chat.clock.set(datetime(2026, 12, 1, 12, 0, tzinfo=UTC))  # 07:00 in New York
    await dispatcher.tick(app.bot)
    assert "what you wrote here yesterday" in chat.last.text
    assert chat.last.params.get("disable_notification") is not True


# --- issue 14: the read offered after a slip fits the slip --------------------------------------

PROFILE_READ = "Why no contact includes their profile"


async def _log(chat: Chat, *buttons: str) -> None:
    await chat.send("/contact")
    for label in buttons:
        await chat.press(label)


@pytest.mark.parametrize(
    ("kind", "channel"),
    [("I reached out", "Text message"), ("They reached out, I replied", "Call")],
)
async def test_a_slip_by_message_is_not_offered_the_profile_read(
    chat: Chat, kind: str, channel: str
) -> None:
    await chat.send("/since 2026-11-01")
    await _log(chat, kind, channel, "Just now")
    await chat.press("A short read for this moment")
    assert "short read" in chat.last.text
    assert PROFILE_READ not in chat.last.text
    await chat.press("Read it")
    assert "profile" not in chat.last.text.lower()


async def test_a_profile_check_that_counts_as_a_slip_is_offered_the_profile_read(
    chat: Chat,
) -> None:
    await chat.send("/since 2026-11-01")
    await chat.send("/settings")
    await chat.press("Profile checks")  # a look at their profile starts a fresh streak
    await _log(chat, "I looked at their profile", "Just now")
    await chat.press("A short read for this moment")
    assert PROFILE_READ in chat.last.text


# --- issue 14: contact outside the agreed hours is not "within the rules" ------------------------


async def test_contact_outside_the_agreed_hours_is_not_offered_within_the_rules(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/structured")
    for label in ("Co-parenting app", "Email", "Next", "Children", "Next", "08:00–20:00"):
        await chat.press(label)
    chat.clock.set(datetime(2026, 11, 29, 23, 30, tzinfo=UTC))
    await _log(chat, "Structured contact", "Email", "Just now")
    question = chat.last
    assert "outside your agreed hours" in question.text
    assert "Yes, within the rules" not in question.labels
    assert question.labels[0] == "No: outside the hours"
    # An answer of "within" (an old button, a crafted press) is not taken: the question stays.
    await chat.press_data("ct:r:in", message_id=question.message_id or 1)
    assert "outside your agreed hours" in chat.last.text
    assert "Yes, within the rules" not in chat.last.labels
    async with deps_of(app).db.session_scope() as session:
        assert list((await session.execute(select(ContactEvent))).scalars()) == []
    await chat.press("No: outside the hours")
    async with deps_of(app).db.session_scope() as session:
        [event] = (await session.execute(select(ContactEvent))).scalars()
    assert (event.within_rules, event.outside) == (False, "hours")
    # Inside the hours, on an agreed channel, "within the rules" is still there.
    chat.clock.set(datetime(2026, 11, 30, 12, 0, tzinfo=UTC))
    await _log(chat, "Structured contact", "Email", "Just now")
    assert chat.last.labels[0] == "Yes, within the rules"


# --- issue 14: removing risky hours asks first ----------------------------------------------------


async def _risky_windows(app: BotApp) -> list[RiskyWindowRule]:
    async with deps_of(app).db.session_scope() as session:
        return list((await session.execute(select(RiskyWindowRule))).scalars())


async def test_removing_risky_hours_asks_first_and_cancel_keeps_them(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/risky")
    assert chat.last.labels[0] == "Remove 22:00–02:00"
    await chat.press("Remove 22:00–02:00")  # the first button: one tap no longer removes
    assert "Remove 22:00–02:00?" in chat.last.text
    assert chat.last.labels == [reminder_texts.BTN_YES_REMOVE, reminder_texts.BTN_KEEP_IT]
    assert len(await _risky_windows(app)) == 1
    await chat.press(reminder_texts.BTN_KEEP_IT)
    assert "22:00–02:00 stays" in chat.reply_text
    assert len(await _risky_windows(app)) == 1
    assert chat.last.labels[0] == "Remove 22:00–02:00"
    await chat.press("Remove 22:00–02:00")
    await chat.press(reminder_texts.BTN_YES_REMOVE)
    assert "Removed 22:00–02:00" in chat.reply_text
    assert await _risky_windows(app) == []


# --- issue 14: the streak figures agree -----------------------------------------------------------


async def test_the_streak_figures_agree_and_a_second_slip_changes_no_total(chat: Chat) -> None:
    await chat.send("/since 2026-11-17")  # twelve whole days ago (it is 29 Nov, noon)
    await chat.send("/streak")
    assert "Current streak: 12 days" in chat.last.text
    assert "Days without contact in all: 12" in chat.last.text
    assert "Fresh starts" not in chat.last.text
    await _log(chat, "I reached out", "Text message", "Just now")
    assert "Days without contact in all: 12" in chat.last.text  # a slip takes no day away
    await chat.send("/streak")
    assert "Days without contact in all: 12" in chat.last.text
    assert "Fresh starts: 1" in chat.last.text  # one slip, one fresh start
    chat.clock.set(datetime(2026, 11, 29, 15, 0, tzinfo=UTC))
    await _log(chat, "They reached out, I replied", "Call", "Just now")
    assert "Days without contact in all: 12" in chat.last.text  # the same day: no lower
    await chat.send("/streak")
    assert "Days without contact in all: 12" in chat.last.text
    assert "Fresh starts: 2" in chat.last.text
    # The slip's day is not one without contact; the day after it is, once it is over.
    chat.clock.set(datetime(2026, 12, 1, 9, 0, tzinfo=UTC))
    await chat.send("/streak")
    assert "Current streak: 42 hours" in chat.last.text  # hours while under three days
    assert "Days without contact in all: 13" in chat.last.text


# --- issue 14: "today" is the person's today ------------------------------------------------------

NEW_YORK_EVENING = datetime(2026, 11, 30, 1, 4, tzinfo=UTC)  # 29 Nov, 20:04 in New York


async def test_a_start_date_picked_before_the_zone_is_that_zones_day(
    chat: Chat, app: BotApp
) -> None:
    chat.clock.set(NEW_YORK_EVENING)
    await chat.send("/start")
    await chat.press("Yesterday")  # before any zone: 29 Nov by UTC, where it is already the 30th
    await chat.send("New York")
    assert "In your time, that makes your start date 28 Nov 2026." in chat.reply_text
    await chat.press("Rather not say")
    assert (await stored_user(app)).settings.no_contact_since == date(2026, 11, 28)
    await chat.send("/streak")
    assert "Days without contact in all: 1" in chat.last.text  # 28 Nov, a whole day there
    await _log(chat, "I reached out", "Text message", "Just now")
    assert "before your start date" not in chat.last.text
    assert "You held for 1 day before it happened" in chat.last.text


async def test_today_and_just_now_never_fall_apart_once_the_zone_is_set(
    chat: Chat, app: BotApp
) -> None:
    chat.clock.set(NEW_YORK_EVENING)
    await chat.send("/start")
    await chat.press("Today")  # 30 Nov by UTC: tomorrow in New York
    await chat.send("America/New_York")
    assert "makes your start date 29 Nov 2026" in chat.reply_text
    await chat.press("Rather not say")
    await _log(chat, "I reached out", "Text message", "Just now")
    assert "before your start date" not in chat.last.text
    assert "Thank you for logging it honestly" in chat.last.text


async def test_a_start_date_set_later_is_never_after_today_in_the_new_zone(
    chat: Chat, app: BotApp
) -> None:
    chat.clock.set(NEW_YORK_EVENING)
    await chat.send("/since today")  # no zone yet: 30 Nov (UTC)
    await chat.send("/timezone America/New_York")  # 29 Nov there: the 30th is still ahead
    assert (await stored_user(app)).settings.no_contact_since == date(2026, 11, 29)
    await _log(chat, "I reached out", "Text message", "Just now")
    assert "before your start date" not in chat.last.text


async def test_before_a_zone_is_named_the_country_is_the_best_guess(
    chat: Chat, app: BotApp
) -> None:
    chat.clock.set(NEW_YORK_EVENING)
    await chat.send("/start")
    await chat.send("2 days ago")  # 28 Nov by UTC
    await chat.press("Keep UTC")
    await chat.send("United States")  # the guess is now New York's time: 27 Nov there
    assert "makes your start date 27 Nov 2026" in chat.reply_text
    assert (await stored_user(app)).settings.no_contact_since == date(2026, 11, 27)
    await chat.send("/streak")
    assert "Days without contact in all: 2" in chat.last.text  # 27 and 28 Nov
    await _log(chat, "I reached out", "Text message", "Just now")
    assert "you reached out, today at 20:04" in chat.last.text  # the same guess everywhere
