"""Risky hours, hard dates, daily check-in, quiet hours, pause and the dispatcher, as stories.

Time only moves when a test moves the clock; `tick` runs the dispatcher once, as the
repeating job would.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime, time, timedelta
from html import escape
from typing import Any

import pytest
from cryptography.fernet import Fernet
from sqlalchemy import select, text
from telegram.error import TimedOut

from bot.console.fakebot import ApiCall, RecordingRequest
from bot.context import BotApp
from bot.crypto import TextCipher
from bot.models import SafetyEvent, ScheduledMessage, User
from bot.models.reminders import AnniversaryRule, DailyCheckinAnswer, RiskyWindowRule
from bot.outbox import queue as outbox
from bot.outbox.dispatcher import TickResult
from bot.outbox.queue import KindSpec, Outgoing
from bot.texts import reminders as T
from bot.texts import safety as safety_texts
from handlers.reminders.kinds import JOB_NAME
from tests.harness import DANGER, Chat, deps_of, sqlite_file_bytes, stored_user

PROMPT_LABELS = [T.BTN_OKAY, T.BTN_CRAVING, T.BTN_GROUND]


def utc(month: int, day: int, hour: int = 0, minute: int = 0, year: int = 2026) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=UTC)


async def tick(app: BotApp) -> TickResult:
    return await deps_of(app).dispatcher.tick(app.bot)


async def all_rows(app: BotApp, kind: str | None = None) -> list[ScheduledMessage]:
    async with deps_of(app).db.session_scope() as session:
        statement = select(ScheduledMessage).order_by(ScheduledMessage.id)
        if kind is not None:
            statement = statement.where(ScheduledMessage.kind == kind)
        return list((await session.execute(statement)).scalars())


async def pending(app: BotApp, kind: str | None = None) -> list[ScheduledMessage]:
    return [row for row in await all_rows(app, kind) if row.status == outbox.PENDING]


def sent_messages(chat: Chat, since: int = 0) -> list[ApiCall]:
    return [c for c in chat.calls_of("sendMessage")[since:] if c.chat_id == chat.chat_id]


async def run_until(chat: Chat, app: BotApp, moment: datetime) -> list[ApiCall]:
    """Move the clock to `moment`, tick, and return what the dispatcher sent."""
    before = len(chat.calls_of("sendMessage"))
    chat.clock.set(moment)
    await tick(app)
    return sent_messages(chat, before)


@pytest.fixture
async def berlin(chat: Chat) -> AsyncIterator[Chat]:
    await chat.send("/timezone Europe/Berlin")
    yield chat


# --- /risky --------------------------------------------------------------------------------


@pytest.mark.postgres
async def test_risky_guided_flow_adds_lists_and_removes(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky")
    assert "haven't added any" in chat.last.text
    await chat.press(T.BTN_ADD_WINDOW)
    assert "22:00-02:00" in chat.last.text
    await chat.press(T.BTN_PRESET_NIGHT)
    assert "Added 22:00–02:00" in chat.reply_text
    assert "Sun 29 Nov, 21:50" in chat.reply_text  # ten minutes before, in UTC (no zone set)
    assert (await stored_user(app)).flow is None
    rows = await pending(app, "risky_prompt")
    assert [row.due_at for row in rows] == [utc(11, 29, 21, 50)]

    await chat.send("/risky")
    assert "10 minutes before" in chat.last.text
    await chat.press("Remove 22:00–02:00")
    assert "Remove 22:00–02:00?" in chat.last.text
    await chat.press(T.BTN_YES_REMOVE)
    assert "Removed 22:00–02:00" in chat.reply_text
    assert await pending(app, "risky_prompt") == []
    async with deps_of(app).db.session_scope() as session:
        assert (await session.execute(select(RiskyWindowRule))).first() is None


async def test_risky_shortcut_with_weekdays_plans_the_right_day(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 21:00-23:00 sat,sun")
    assert "Added 21:00–23:00, Sat, Sun" in chat.reply_text
    # Sunday 29 Nov 12:00: today's 20:50 is next.
    assert [r.due_at for r in await pending(app)] == [utc(11, 29, 20, 50)]
    sent = await run_until(chat, app, utc(11, 29, 20, 50))
    assert len(sent) == 1
    assert [r.due_at for r in await pending(app)] == [utc(12, 5, 20, 50)]  # next Saturday


async def test_risky_bad_inputs_are_explained_and_the_step_survives(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/risky")
    await chat.press(T.BTN_ADD_WINDOW)
    for bad, expected in [
        ("banana", "couldn't read that as a time range"),
        ("25:00-26:00", "doesn't exist on a clock"),
        ("10:00-10:00", "start and end are the same"),
        ("22:00-02:00 funday", "couldn't read the days"),
        ("x" * 300, "longer than a time range"),
    ]:
        await chat.send(bad)
        assert expected in chat.reply_text, bad
        assert "22:00-02:00" in chat.reply_text  # how to write it, every time
        assert (await stored_user(app)).flow == "rem:risky"
    await chat.send("10pm-2am")
    assert "Added 22:00–02:00" in chat.reply_text
    assert (await stored_user(app)).flow is None


async def test_at_most_six_windows_and_no_duplicates(chat: Chat, app: BotApp) -> None:
    for hour in range(6):
        await chat.send(f"/risky {hour + 8}:00-{hour + 9}:00")
        assert "Added" in chat.reply_text
    await chat.send("/risky 8:00-9:00")
    assert "already have 08:00–09:00" in chat.reply_text
    await chat.send("/risky 20:00-21:00")
    assert "6 windows, the most I keep" in chat.reply_text
    assert len(await pending(app, "risky_prompt")) == 6
    await chat.send("/risky")
    assert T.BTN_ADD_WINDOW not in chat.last.labels


async def test_danger_inside_the_risky_step_gets_help_and_the_step_still_works(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/risky")
    await chat.press(T.BTN_ADD_WINDOW)
    await chat.send(DANGER)
    assert "findahelpline.com" in chat.reply_text
    assert (await stored_user(app)).flow is None, "the step pauses"
    await chat.press("Continue where I was")
    assert (await stored_user(app)).flow == "rem:risky"
    await chat.send("22:00-02:00")
    assert "Added 22:00–02:00" in chat.reply_text


# --- the risky-hour prompt -----------------------------------------------------------------


@pytest.mark.postgres
async def test_prompt_goes_out_before_the_window_and_plans_the_next(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/risky 22:00-02:00")
    assert await run_until(chat, app, utc(11, 29, 21, 49)) == []
    sent = await run_until(chat, app, utc(11, 29, 21, 50))
    assert len(sent) == 1
    prompt = sent[0]
    assert prompt.text in T.RISKY_PROMPTS
    assert prompt.labels == PROMPT_LABELS
    assert ("Craving now", "craving:start") in prompt.buttons
    assert not prompt.params.get("disable_notification")  # 21:50 is outside quiet hours
    rows = await all_rows(app, "risky_prompt")
    assert [(r.status, r.due_at) for r in rows] == [
        ("sent", utc(11, 29, 21, 50)),
        ("pending", utc(11, 30, 21, 50)),
    ]
    assert await run_until(chat, app, utc(11, 29, 21, 51)) == []  # sent once


async def test_prompt_buttons(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 22:00-02:00")
    await run_until(chat, app, utc(11, 29, 21, 50))
    await chat.press(T.BTN_OKAY)
    assert chat.reply_text == T.OKAY_ACK
    await chat.press(T.BTN_GROUND)
    assert chat.reply_text == safety_texts.GROUNDING
    await chat.press(T.BTN_CRAVING)
    assert chat.replies  # the craving check-in (or grounding until it exists) answers


async def test_a_prompt_more_than_30_minutes_late_is_dropped(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/risky 20:00-21:00")
    chat.clock.set(utc(11, 29, 22, 19))  # 19:50 prompt is 149 min late, 21:50 is 29 min late
    result = await tick(app)
    assert (result.sent, result.dropped, result.reasons) == (1, 1, {"stale": 1})
    rows = await all_rows(app, "risky_prompt")
    by_status = {(r.status, r.reason, r.due_at) for r in rows}
    assert ("dropped", "stale", utc(11, 29, 19, 50)) in by_status
    assert ("sent", None, utc(11, 29, 21, 50)) in by_status
    # Both planned again for tomorrow: the dropped one is not lost.
    assert sorted(r.due_at for r in await pending(app)) == [
        utc(11, 30, 19, 50),
        utc(11, 30, 21, 50),
    ]


async def test_nothing_is_caught_up_in_a_burst_after_downtime(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/date 12-01")
    sent = await run_until(chat, app, utc(12, 4, 12, 0))  # three and a half days of downtime
    assert sent == []
    assert {r.reason for r in await all_rows(app) if r.status == "dropped"} == {"stale"}
    assert sorted(r.due_at for r in await pending(app)) == [
        utc(12, 4, 21, 50),
        utc(11, 30, 19, 0, year=2027),
        utc(12, 1, 9, 0, year=2027),
        utc(12, 2, 10, 0, year=2027),
    ]


async def test_night_prompts_go_out_silently(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 23:30-01:30")
    sent = await run_until(chat, app, utc(11, 29, 23, 20))
    assert len(sent) == 1
    assert sent[0].params.get("disable_notification") is True


# --- hard dates ----------------------------------------------------------------------------


@pytest.mark.postgres
async def test_date_shortcut_then_eve_day_and_after_messages(chat: Chat, app: BotApp) -> None:
    await chat.send("/date 12-01 the day we met")
    assert "Added 1 Dec · the day we met" in chat.reply_text
    assert "Mon 30 Nov, 19:00" in chat.reply_text

    eve = await run_until(chat, app, utc(11, 30, 19, 0))
    assert [c.text for c in eve] == [T.ANNIVERSARY_EVE]
    day = await run_until(chat, app, utc(12, 1, 9, 0))
    assert [c.text for c in day] == [T.ANNIVERSARY_DAY]
    assert day[0].labels == PROMPT_LABELS
    after = await run_until(chat, app, utc(12, 2, 10, 0))
    assert [c.text for c in after] == [T.ANNIVERSARY_AFTER]
    for message in (*eve, *day, *after):
        assert "day we met" not in message.text  # never the user's own words
    await chat.press(T.BTN_STILL_HEAVY)
    assert chat.reply_text == T.HEAVY_ACK
    assert chat.last.labels == [T.BTN_CRAVING, T.BTN_GROUND]
    assert sorted(r.due_at for r in await pending(app)) == [
        utc(11, 30, 19, 0, year=2027),
        utc(12, 1, 9, 0, year=2027),
        utc(12, 2, 10, 0, year=2027),
    ]


async def test_an_anniversary_message_late_the_same_day_is_still_sent(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/date 2024-12-01 breakup")
    sent = await run_until(chat, app, utc(12, 1, 20, 0))  # eve is from yesterday, day is 11h late
    assert [c.text for c in sent] == [T.ANNIVERSARY_DAY]
    dropped = [r for r in await all_rows(app) if r.status == "dropped"]
    assert [(r.kind, r.reason) for r in dropped] == [("anniversary_eve", "stale")]


async def test_eve_button_and_heads_up_to_the_evening(chat: Chat, app: BotApp) -> None:
    await chat.send("/date 12-01")
    await run_until(chat, app, utc(11, 30, 19, 0))
    await chat.press(T.BTN_THANKS)
    assert chat.reply_text == T.THANKS_ACK


async def test_dates_guided_flow_lists_and_removes(chat: Chat, app: BotApp) -> None:
    await chat.send("/dates")
    assert "None yet" in chat.last.text
    await chat.press(T.BTN_ADD_DATE)
    await chat.send("2024-09-10 breakup")
    assert "Added 10 Sep · breakup" in chat.reply_text
    await chat.send("/date")
    await chat.send("feb 14")
    assert "Added 14 Feb" in chat.reply_text
    await chat.send("/dates")
    assert chat.last.labels == [
        "Remove 14 Feb",
        "Remove 10 Sep · breakup",
        T.BTN_ADD_DATE,
        T.BTN_CLOSE,
    ]
    await chat.press("Remove 10 Sep · breakup")
    assert len(await pending(app)) == 6  # asked first: nothing removed yet
    await chat.press(T.BTN_YES_REMOVE)
    assert "Removed 10 Sep · breakup" in chat.reply_text
    assert len(await pending(app)) == 3  # only 14 Feb's three messages
    async with deps_of(app).db.session_scope() as session:
        labels = [r.label for r in (await session.execute(select(AnniversaryRule))).scalars()]
    assert labels == [None]


async def test_bad_dates_are_explained_and_nothing_is_lost(chat: Chat, app: BotApp) -> None:
    await chat.send("/date 02-14 the day we met")
    await chat.send("/date")
    for bad, expected in [
        ("02-30 nope", "doesn't exist on the calendar"),
        ("banana", "couldn't read that as a date"),
        ("03-03 " + "x" * 70, "under 60 characters"),
        ("y" * 300, "longer than a date"),
    ]:
        await chat.send(bad)
        assert expected in chat.reply_text, bad
        assert (await stored_user(app)).flow == "rem:date"
    await chat.send("14.02 again")
    assert "already have 14 Feb" in chat.reply_text
    assert len(await pending(app)) == 3


async def test_at_most_twenty_dates(chat: Chat, app: BotApp) -> None:
    for day in range(1, 21):
        await chat.send(f"/date 03-{day:02d}")
    await chat.send("/date 04-01")
    assert "20 dates, the most I keep" in chat.reply_text
    assert len(await pending(app)) == 60


async def test_29_february_falls_on_28_february_in_other_years(chat: Chat, app: BotApp) -> None:
    await chat.send("/date 02-29 a leap day")
    assert "28 February" in chat.reply_text
    assert "First heads-up: Sat 27 Feb 2027, 19:00" in chat.reply_text
    assert sorted(r.due_at for r in await pending(app)) == [
        utc(2, 27, 19, 0, year=2027),
        utc(2, 28, 9, 0, year=2027),
        utc(3, 1, 10, 0, year=2027),
    ]


async def test_danger_inside_the_date_step_gets_help_and_the_step_still_works(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/date")
    await chat.send(DANGER)
    assert "findahelpline.com" in chat.reply_text
    assert (await stored_user(app)).flow is None, "the step pauses"
    await chat.press("Continue where I was")
    assert (await stored_user(app)).flow == "rem:date"
    await chat.send("12-24")
    assert "Added 24 Dec" in chat.reply_text


SECRET = "Zebra-Marmalade-Quartz"


@pytest.mark.postgres
async def test_a_dates_name_never_reaches_the_database_in_the_clear(
    chat: Chat, app: BotApp, database_url: str
) -> None:
    await chat.send("/timezone Europe/Berlin")  # a plain value, to prove the check can see text
    await chat.send(f"/date 12-03 shortcut {SECRET}")
    await chat.send("/date")
    await chat.send(f"12-04 guided {SECRET}")
    assert f"Added 4 Dec · guided {SECRET}" in chat.reply_text
    engine = deps_of(app).db.engine
    raw = await sqlite_file_bytes(app)
    if raw is not None:
        assert b"Europe/Berlin" in raw
        assert SECRET.encode() not in raw
        assert SECRET.encode("utf-16-le") not in raw
    async with engine.connect() as connection:
        labels = (await connection.execute(text("SELECT label FROM anniversaries"))).scalars()
        stored = list(labels)
        assert len(stored) == 2
        assert all(SECRET not in label and label.startswith("gAAAAA") for label in stored)
        flows = (await connection.execute(text("SELECT flow_data FROM users"))).scalars().all()
        assert all(SECRET not in str(value) for value in flows)

    await chat.send("/dates")
    assert chat.last.labels[:2] == [
        f"Remove 3 Dec · shortcut {SECRET}",
        f"Remove 4 Dec · guided {SECRET}",
    ]
    await chat.send("/reminders")
    assert f"heads-up for 3 Dec · shortcut {SECRET}" in chat.last.text
    proactive = [
        message
        for row in sorted(await pending(app), key=lambda row: row.due_at)
        for message in await run_until(chat, app, row.due_at)
    ]
    assert len(proactive) == 6
    assert all(SECRET not in message.text for message in proactive)


async def test_with_a_lost_key_dates_still_work_and_say_their_name_is_unreadable(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/date 12-01 his birthday")
    await chat.send("/date 12-02")
    deps_of(app).cipher = TextCipher(Fernet.generate_key())
    unreadable = f"Remove 1 Dec · {T.LABEL_UNREADABLE}"

    await chat.send("/dates")
    assert T.DATES_UNREADABLE in chat.last.text
    assert chat.last.labels[:2] == [unreadable, "Remove 2 Dec"]
    await chat.send("/reminders")
    assert f"heads-up for 1 Dec · {escape(T.LABEL_UNREADABLE)}" in chat.last.text
    await chat.send("/export")
    await chat.press("Everything (JSON)")
    [upload] = [c.uploads["document"] for c in chat.replies if c.method == "sendDocument"]
    first, second = json.loads(upload.content)["anniversaries"]
    assert first["label"] is None and "could not be decrypted" in first["label_unreadable"]
    assert second["label"] is None and "label_unreadable" not in second
    assert [c.text for c in await run_until(chat, app, utc(11, 30, 19, 0))] == [T.ANNIVERSARY_EVE]

    await chat.send("/dates")
    await chat.press(unreadable)
    await chat.press(T.BTN_YES_REMOVE)
    assert f"Removed 1 Dec · {escape(T.LABEL_UNREADABLE)}" in chat.reply_text
    assert chat.last.labels[0] == "Remove 2 Dec"
    assert T.DATES_UNREADABLE not in chat.last.text


# --- daily check-in ------------------------------------------------------------------------


async def test_daily_checkin_opt_in_send_and_one_tap_answer(chat: Chat, app: BotApp) -> None:
    await chat.send("/reminders")
    await chat.press(T.BTN_DAILY)
    assert "Off" in chat.last.text
    await chat.press(T.BTN_DAILY_EVENING)
    assert "Daily check-in set for 20:00" in chat.reply_text
    sent = await run_until(chat, app, utc(11, 29, 20, 0))
    assert [c.text for c in sent] == [T.DAILY_CHECKIN]
    assert sent[0].labels == [T.BTN_DAY_GOOD, T.BTN_DAY_OKAY, T.BTN_DAY_HARD]
    await chat.press(T.BTN_DAY_HARD)
    assert chat.calls_of("editMessageReplyMarkup")  # one answer per check-in
    assert chat.reply_text == T.DAY_HARD_ACK
    assert chat.last.labels == [T.BTN_CRAVING, T.BTN_GROUND]
    async with deps_of(app).db.session_scope() as session:
        moods = [a.mood for a in (await session.execute(select(DailyCheckinAnswer))).scalars()]
    assert moods == ["hard"]
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 20, 0)]


async def test_daily_checkin_typed_time_inside_quiet_hours_moves(chat: Chat, app: BotApp) -> None:
    await chat.send("/reminders")
    await chat.press(T.BTN_DAILY)
    await chat.press(T.BTN_TYPE_TIME)
    await chat.send("half past")
    assert "couldn't read that as a time" in chat.reply_text
    await chat.send(DANGER)
    assert "findahelpline.com" in chat.reply_text
    await chat.press("Continue where I was")
    await chat.send("6am")
    assert "set for 06:00" in chat.reply_text
    assert "come at 07:00 instead" in chat.reply_text
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 7, 0)]
    await chat.send("/reminders")
    await chat.press(T.BTN_DAILY)
    await chat.press(T.BTN_TURN_OFF)
    assert T.DAILY_STOPPED in chat.reply_text
    assert await pending(app) == []


async def test_daily_checkin_good_and_okay(chat: Chat, app: BotApp) -> None:
    await chat.send("/reminders")
    await chat.press(T.BTN_DAILY)
    await chat.press(T.BTN_DAILY_EVENING)
    await run_until(chat, app, utc(11, 29, 20, 0))
    await chat.press(T.BTN_DAY_GOOD)
    assert chat.reply_text == T.DAY_GOOD_ACK
    await run_until(chat, app, utc(11, 30, 20, 0))
    await chat.press(T.BTN_DAY_OKAY)
    assert chat.reply_text == T.DAY_OKAY_ACK


# --- quiet hours ---------------------------------------------------------------------------


async def test_quiet_hours_from_settings_replan_and_can_be_turned_off(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/reminders")
    await chat.press(T.BTN_DAILY)
    await chat.press(T.BTN_TYPE_TIME)
    await chat.send("07:30")
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 7, 30)]

    await chat.send("/settings")
    assert "Quiet hours: 23:00–07:00" in chat.last.text
    await chat.press(T.BTN_QUIET)
    await chat.press(T.BTN_QUIET_CHANGE)
    await chat.send("22:00-08:00 weekends")
    assert "same every day" in chat.reply_text
    await chat.send(DANGER)
    assert "findahelpline.com" in chat.reply_text
    await chat.press("Continue where I was")
    await chat.send("22:00-08:00")
    assert "Quiet hours are now 22:00–08:00" in chat.reply_text
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 8, 0)]
    await chat.send("/reminders")
    await chat.press(T.BTN_QUIET)
    await chat.press(T.BTN_TURN_OFF)
    assert T.QUIET_OFF_SET in chat.reply_text
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 7, 30)]
    await chat.send("/reminders")
    await chat.press(T.BTN_QUIET)
    await chat.press(T.BTN_QUIET_DEFAULT)
    assert "23:00–07:00" in chat.reply_text


async def test_a_row_due_inside_quiet_hours_is_moved_to_their_end(chat: Chat, app: BotApp) -> None:
    kinds = deps_of(app).kinds
    kinds.register(KindSpec("test_note", _render_note))
    await chat.send("hello")
    user = await stored_user(app)
    await _enqueue(app, user.id, "test_note", utc(11, 30, 2, 0))
    assert await run_until(chat, app, utc(11, 30, 2, 0)) == []
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 7, 0)]
    assert len(await run_until(chat, app, utc(11, 30, 7, 0))) == 1


# --- /pause and /resume --------------------------------------------------------------------


@pytest.mark.postgres
async def test_pause_holds_everything_then_resume(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/pause")
    assert chat.last.labels == [
        T.BTN_PAUSE_DAY,
        T.BTN_PAUSE_3,
        T.BTN_PAUSE_WEEK,
        T.BTN_PAUSE_OPEN,
    ]
    await chat.press(T.BTN_PAUSE_3)
    assert "Paused until Wed 2 Dec, 12:00" in chat.reply_text
    assert await run_until(chat, app, utc(11, 29, 21, 50)) == []
    dropped = [r for r in await all_rows(app) if r.status == "dropped"]
    assert [r.reason for r in dropped] == ["paused"]
    await chat.send("/reminders")
    assert "Paused until Wed 2 Dec, 12:00" in chat.last.text
    await chat.press(T.BTN_RESUME)
    assert chat.reply_text == T.RESUMED
    assert len(await run_until(chat, app, utc(11, 30, 21, 50))) == 1
    await chat.send("/resume")
    assert chat.reply_text == T.NOT_PAUSED


async def test_pause_until_resume(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/pause")
    await chat.press(T.BTN_PAUSE_OPEN)
    assert chat.reply_text == T.PAUSED_FOREVER
    assert await run_until(chat, app, utc(12, 20, 21, 50)) == []
    await chat.send("/resume")
    assert chat.reply_text == T.RESUMED


async def test_pause_a_day_and_a_week(chat: Chat, app: BotApp) -> None:
    await chat.send("/pause")
    await chat.press(T.BTN_PAUSE_DAY)
    assert "Paused until Mon 30 Nov, 12:00" in chat.reply_text
    await chat.send("/pause")
    await chat.press(T.BTN_PAUSE_WEEK)
    assert "Paused until Sun 6 Dec, 12:00" in chat.reply_text


# --- /reminders ----------------------------------------------------------------------------


async def test_reminders_lists_the_next_7_days_in_local_time(berlin: Chat, app: BotApp) -> None:
    chat = berlin
    await chat.send("/risky 22:00-02:00")
    await chat.send("/date 12-03 birthday")
    user = await stored_user(app)
    followup = await _enqueue(app, user.id, "craving_followup", utc(11, 29, 14, 0), True)
    await chat.send("/reminders")
    text = chat.last.text
    assert "(Europe/Berlin)" in text
    assert text.count("21:50 · check-in before risky hours 22:00–02:00") == 7
    assert "19:00 · heads-up for 3 Dec · birthday" in text
    assert "09:00 · morning check-in on 3 Dec · birthday" in text
    assert "10:00 · follow-up after 3 Dec · birthday" in text
    assert "15:00 · the follow-up you asked for" in text  # 14:00 UTC
    assert "<b>Sun 29 Nov</b>" in text and "<b>Sat 5 Dec</b>" in text
    assert "Quiet hours: 23:00–07:00." in text
    assert "Daily check-in: off." in text
    stop = "Stop follow-up Sun 29 Nov, 15:00"
    assert stop in chat.last.labels
    await chat.press(stop)
    assert chat.reply_text == T.ROW_STOPPED
    assert followup not in [r.id for r in await pending(app)]
    await chat.press(stop)
    assert chat.reply_text == T.ROW_GONE


async def test_reminders_when_nothing_is_planned_and_its_menus(chat: Chat) -> None:
    await chat.send("/reminders")
    assert T.REMINDERS_EMPTY in chat.last.text
    await chat.press(T.BTN_RISKY)
    assert "haven't added any" in chat.last.text
    await chat.send("/reminders")
    await chat.press(T.BTN_DATES)
    assert "None yet" in chat.last.text
    await chat.press(T.BTN_CLOSE)
    assert chat.reply_text == T.CLOSED
    await chat.send("/reminders")
    await chat.press(T.BTN_PAUSE)
    assert chat.reply_text == T.PAUSE_ASK


# --- time zones and DST --------------------------------------------------------------------


@pytest.mark.postgres
async def test_a_zone_change_replans_every_row(chat: Chat, app: BotApp) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/date 12-03")
    await chat.send("/reminders")
    await chat.press(T.BTN_DAILY)
    await chat.press(T.BTN_DAILY_MORNING)
    await chat.send("/timezone berlin")
    due = sorted((r.kind, r.due_at) for r in await pending(app))
    assert due == [
        ("anniversary_after", utc(12, 4, 9, 0)),
        ("anniversary_day", utc(12, 3, 8, 0)),
        ("anniversary_eve", utc(12, 2, 18, 0)),
        ("daily_checkin", utc(11, 30, 8, 0)),
        ("risky_prompt", utc(11, 29, 20, 50)),
    ]
    cancelled = [r for r in await all_rows(app) if r.status == "cancelled"]
    assert len(cancelled) == 5


@pytest.mark.parametrize(
    ("zone", "start", "expected"),
    [
        # Europe/Berlin springs forward on Sun 28 Mar 2027: 22:00 is 21:00 UTC, then 20:00.
        (
            "Europe/Berlin",
            utc(3, 26, 12, year=2027),
            [utc(3, d, h, 50, year=2027) for d, h in ((26, 20), (27, 20), (28, 19), (29, 19))],
        ),
        # ... and falls back on Sun 25 Oct 2026.
        (
            "Europe/Berlin",
            utc(10, 23, 12),
            [utc(10, d, h, 50) for d, h in ((23, 19), (24, 19), (25, 20), (26, 20))],
        ),
        # America/New_York springs forward on Sun 14 Mar 2027 ...
        (
            "America/New_York",
            utc(3, 12, 12, year=2027),
            [utc(3, d, 2, 50, year=2027) for d in (13, 14)]
            + [utc(3, d, 1, 50, year=2027) for d in (15, 16)],
        ),
        # ... and falls back on Sun 1 Nov 2026.
        (
            "America/New_York",
            utc(10, 30, 12),
            [utc(10, 31, 1, 50), utc(11, 1, 1, 50), utc(11, 2, 2, 50), utc(11, 3, 2, 50)],
        ),
    ],
)
async def test_prompts_follow_the_wall_clock_across_dst(
    chat: Chat, app: BotApp, zone: str, start: datetime, expected: list[datetime]
) -> None:
    chat.clock.set(start)
    await chat.send(f"/timezone {zone}")
    await chat.send("/risky 22:00-23:00")
    sent_at = []
    for _ in expected:
        (row,) = await pending(app, "risky_prompt")
        assert len(await run_until(chat, app, row.due_at)) == 1
        sent_at.append(row.due_at)
    assert sent_at == expected


async def test_a_window_starting_in_the_skipped_hour(chat: Chat, app: BotApp) -> None:
    chat.clock.set(utc(3, 27, 12, year=2027))
    await chat.send("/timezone Europe/Berlin")
    await chat.send("/risky 02:30-04:00")
    # 02:30 does not exist on 28 Mar: the window starts when the clocks jump (03:00 CEST).
    assert "Sun 28 Mar, 01:50" in chat.reply_text
    (row,) = await pending(app)
    assert row.due_at == utc(3, 28, 0, 50, year=2027)
    assert len(await run_until(chat, app, row.due_at)) == 1
    (row,) = await pending(app)
    assert row.due_at == utc(3, 29, 0, 20, year=2027)  # 02:20 CEST the next night


# --- the daily cap and danger --------------------------------------------------------------


async def _render_note(
    session: Any, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    return Outgoing("A note.")


async def _enqueue(
    app: BotApp, user_id: int, kind: str, due: datetime, explicit: bool = False
) -> int:
    async with deps_of(app).db.session_scope() as session:
        row = await outbox.enqueue(
            session, user_id=user_id, kind=kind, due_at=due, now=due, explicit=explicit
        )
        return row.id


async def test_at_most_four_a_day_and_asked_for_follow_ups_do_not_count(
    chat: Chat, app: BotApp
) -> None:
    deps_of(app).kinds.register(KindSpec("test_asked", _render_note))
    for hour in range(13, 18):
        await chat.send(f"/risky {hour}:00-{hour}:30")
    user = await stored_user(app)
    await _enqueue(app, user.id, "test_asked", utc(11, 29, 17, 0), explicit=True)
    sent = []
    for hour in range(13, 18):
        sent += await run_until(chat, app, utc(11, 29, hour - 1, 50))
    assert len([c for c in sent if c.text in T.RISKY_PROMPTS]) == 4
    dropped = [r for r in await all_rows(app) if r.status == "dropped"]
    assert [(r.due_at, r.reason) for r in dropped] == [(utc(11, 29, 16, 50), "daily_cap")]
    assert [c.text for c in await run_until(chat, app, utc(11, 29, 17, 0))] == ["A note."]
    # A new local day starts a new count; the capped window is planned again.
    sent = []
    for hour in range(13, 18):
        sent += await run_until(chat, app, utc(11, 30, hour - 1, 50))
    assert len(sent) == 4


async def test_cheerful_messages_wait_24_hours_after_a_danger_report(
    chat: Chat, app: BotApp
) -> None:
    deps_of(app).kinds.register(KindSpec("test_cheer", _render_note, cheerful=True))
    await chat.send(DANGER)
    user = await stored_user(app)
    await _enqueue(app, user.id, "test_cheer", utc(11, 29, 18, 0))
    assert await run_until(chat, app, utc(11, 29, 18, 0)) == []
    (row,) = await all_rows(app)
    assert (row.status, row.reason) == ("dropped", "danger_hold")
    async with deps_of(app).db.session_scope() as session:
        assert (await session.execute(select(SafetyEvent))).first() is not None
    await _enqueue(app, user.id, "test_cheer", utc(11, 30, 12, 1))
    assert len(await run_until(chat, app, utc(11, 30, 12, 1))) == 1


async def test_grounding_check_ins_still_go_out_after_a_danger_report(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send(DANGER)
    assert len(await run_until(chat, app, utc(11, 29, 21, 50))) == 1


async def test_unknown_kinds_are_dropped_not_crashed(chat: Chat, app: BotApp) -> None:
    await chat.send("hello")
    user = await stored_user(app)
    await _enqueue(app, user.id, "nobody_knows_me", utc(11, 29, 12, 0))
    result = await tick(app)
    assert result.reasons == {"unknown_kind": 1}


# --- Telegram errors -----------------------------------------------------------------------


@pytest.mark.postgres
async def test_blocked_user_is_deactivated_then_replanned_when_they_write_again(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/date 12-24")
    bot_request.fail_next("sendMessage", 403, "Forbidden: bot was blocked by the user")
    chat.clock.set(utc(11, 29, 21, 50))
    result = await tick(app)
    assert (result.sent, result.failed) == (0, 1)
    assert not (await stored_user(app)).active
    assert await pending(app) == []
    rows = await all_rows(app)
    assert {(r.status, r.reason) for r in rows} == {
        ("failed", "blocked"),
        ("cancelled", "blocked"),
    }
    assert (await tick(app)).claimed == 0

    await chat.send("hi again")
    assert (await stored_user(app)).active
    assert sorted(r.kind for r in await pending(app)) == [
        "anniversary_after",
        "anniversary_day",
        "anniversary_eve",
        "risky_prompt",
    ]
    assert len(await run_until(chat, app, utc(11, 30, 21, 50))) == 1


async def test_rate_limit_pauses_sending_as_asked(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/risky 22:00-02:00")
    await chat.send("/risky 22:00-23:00")
    bot_request.fail_next("sendMessage", 429, "Too Many Requests: retry after 30", retry_after=30)
    chat.clock.set(utc(11, 29, 21, 50))
    before = len(chat.calls_of("sendMessage"))
    result = await tick(app)
    assert result.rate_limited and result.sent == 0
    assert len(chat.calls_of("sendMessage")) == before + 1  # the second was never attempted
    assert len(await pending(app)) == 2  # nothing lost, nothing counted as an attempt
    assert all(r.attempts == 0 for r in await pending(app))
    chat.clock.advance(timedelta(seconds=29))
    assert (await tick(app)).claimed == 0
    assert len(chat.calls_of("sendMessage")) == before + 1
    chat.clock.advance(timedelta(seconds=2))
    assert (await tick(app)).sent == 2


async def test_timeouts_and_server_errors_are_retried_with_backoff(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/risky 22:00-02:00")
    failures = iter([True, False])

    def time_out_once(call: ApiCall) -> tuple[int, dict[str, Any]] | None:
        if call.method == "sendMessage" and next(failures, False):
            raise TimedOut()
        return None

    bot_request.responders.append(time_out_once)
    bot_request.fail_next("sendMessage", 502, "Bad Gateway")
    chat.clock.set(utc(11, 29, 21, 50))
    assert (await tick(app)).retried == 1  # the timeout
    (row,) = await pending(app)
    assert (row.attempts, row.due_at) == (1, utc(11, 29, 21, 50) + timedelta(seconds=10))
    assert (row.planned_at, row.reason) == (utc(11, 29, 21, 50), "retrying")
    chat.clock.set(row.due_at)
    assert (await tick(app)).retried == 1  # the 502
    (row,) = await pending(app)
    assert (row.attempts, row.due_at) == (2, utc(11, 29, 21, 50) + timedelta(seconds=30))
    chat.clock.set(row.due_at)
    assert (await tick(app)).sent == 1
    (sent,) = [r for r in await all_rows(app) if r.status == "sent"]
    assert (sent.attempts, sent.planned_at, sent.reason) == (3, utc(11, 29, 21, 50), None)


async def test_a_send_that_keeps_failing_is_retried_until_stale_then_dropped(
    chat: Chat, app: BotApp, bot_request: RecordingRequest, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bot.outbox.dispatcher")
    await chat.send("/risky 22:00-02:00")

    def always_time_out(call: ApiCall) -> tuple[int, dict[str, Any]] | None:
        if call.method == "sendMessage":
            raise TimedOut()
        return None

    bot_request.responders.append(always_time_out)
    chat.clock.set(utc(11, 29, 21, 50))
    attempts = 0
    while True:
        rows = [r for r in await pending(app) if r.due_at <= utc(11, 29, 23)]
        if not rows:
            break
        chat.clock.set(rows[0].due_at)
        result = await tick(app)
        attempts += result.retried
    # Retried for the risky prompt's 30 minutes, counted from when it was planned, then dropped.
    (dropped,) = [r for r in await all_rows(app) if r.status == "dropped"]
    assert (dropped.reason, dropped.planned_at) == ("stale", utc(11, 29, 21, 50))
    assert dropped.attempts == attempts >= 6
    assert f"row id={dropped.id}" in caplog.text
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 21, 50)]  # the next one


async def test_a_permanent_telegram_error_fails_the_row_at_once(
    chat: Chat, app: BotApp, bot_request: RecordingRequest
) -> None:
    await chat.send("/risky 22:00-02:00")
    bot_request.fail_next("sendMessage", 400, "Bad Request: chat not found")
    chat.clock.set(utc(11, 29, 21, 50))
    result = await tick(app)
    assert result.reasons == {"telegram_error": 1}
    assert [r.due_at for r in await pending(app)] == [utc(11, 30, 21, 50)]


# --- the job -------------------------------------------------------------------------------


async def test_the_dispatcher_runs_as_one_repeating_job(app: BotApp) -> None:
    assert app.job_queue is not None
    jobs = app.job_queue.get_jobs_by_name(JOB_NAME)
    assert len(jobs) == 1
    trigger = jobs[0].job.trigger
    interval = deps_of(app).settings.dispatch_interval_seconds
    assert trigger.interval == timedelta(seconds=interval)
    assert jobs[0].job.max_instances == 1


async def test_reminder_commands_are_in_the_menu(chat: Chat) -> None:
    await chat.send("/help")
    for command in ("/risky", "/dates", "/reminders", "/pause", "/resume"):
        assert command in chat.last.text


async def test_daily_answer_buttons_from_an_old_message_still_work(chat: Chat) -> None:
    await chat.press_data("rem:day:okay")
    assert chat.reply_text == T.DAY_OKAY_ACK
    await chat.press_data("rem:day:nonsense")
    await chat.press_data("rem:risky:del:999")
    assert T.RISKY_GONE in chat.reply_text
    await chat.press_data("rem:dates:del:999")
    assert T.DATE_GONE in chat.reply_text


async def test_quiet_time_survives_in_settings_summary(chat: Chat, app: BotApp) -> None:
    await chat.send("/reminders")
    await chat.press(T.BTN_QUIET)
    await chat.press(T.BTN_TURN_OFF)
    await chat.send("/settings")
    assert "Quiet hours: off" in chat.last.text
    user = await stored_user(app)
    assert (user.settings.quiet_start, user.settings.quiet_end) == (time(0), time(0))
