"""Seeing the progress, told as conversations: /stats, the weekly look back, the journal PDF."""

from __future__ import annotations

import io
from datetime import UTC, datetime, time, timedelta

import pytest
from PIL import Image
from pypdf import PdfReader
from sqlalchemy import select

from bot.context import BotApp, deps_of
from bot.models import ScheduledMessage
from bot.models.craving import CravingCheckin
from bot.outbox import queue as outbox
from bot.services import look_back as look_back_service
from bot.services import memory as memory_service
from bot.texts import progress as T
from tests.harness import DANGER, Chat, stored_user

PNG = b"\x89PNG\r\n\x1a\n"
LOOK_BACK = look_back_service.LOOK_BACK_KIND
# START (conftest) is Sunday 29 November 2026, 12:00 UTC: 13:00 in Berlin.


def utc(month: int, day: int, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=UTC)


async def add_checkins(app: BotApp, count: int, *, first: datetime) -> None:
    user = await stored_user(app)
    async with deps_of(app).db.session_scope() as session:
        for index in range(count):
            before = 6 + index % 5
            session.add(
                CravingCheckin(
                    user_id=user.id,
                    started_at=first + timedelta(hours=22 * index),
                    intensity_before=before,
                    trigger=None,
                    tools=["breathe"] if index % 2 else ["ground", "reasons"],
                    intensity_after=before - 1 - index % 4,
                    after_at=first + timedelta(hours=22 * index, minutes=5),
                )
            )


async def rows(app: BotApp, kind: str) -> list[ScheduledMessage]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(
            select(ScheduledMessage)
            .where(ScheduledMessage.kind == kind)
            .order_by(ScheduledMessage.id)
        )
        return list(result.scalars())


async def tick(chat: Chat, app: BotApp, moment: datetime) -> None:
    chat.clock.set(moment)
    await deps_of(app).dispatcher.tick(app.bot)


@pytest.fixture
async def berlin(chat: Chat) -> Chat:
    await chat.send("/timezone Europe/Berlin")
    return chat


# --- /stats ----------------------------------------------------------------------------------


async def test_stats_for_someone_new_is_one_kind_sentence(chat: Chat) -> None:
    await chat.send("/stats")
    assert chat.calls_of("sendPhoto") == []
    assert chat.last.text == T.STATS_NOTHING_YET


@pytest.mark.postgres
async def test_stats_sends_three_pictures_with_one_line_captions(berlin: Chat, app: BotApp) -> None:
    chat = berlin
    await chat.send("/since 2026-09-01")
    await chat.send("/risky 21:00-23:00")
    await add_checkins(app, 14, first=utc(11, 10, 20))
    await chat.send("/stats")
    photos = chat.calls_of("sendPhoto")
    assert len(photos) == 3
    for call in photos:
        upload = call.uploads["photo"]
        assert upload.content.startswith(PNG)
        assert 5_000 < len(upload.content) < 500_000
        with Image.open(io.BytesIO(upload.content)) as image:
            assert 600 <= image.width <= 1280 and 300 <= image.height <= 1000
        assert call.text and "\n" not in call.text
    captions = [call.text for call in photos]
    assert "89 days so far" in captions[0]
    assert "Europe/Berlin" in captions[1] and "risky hours" in captions[1]
    assert "14 rated" in captions[2]


async def test_stats_with_days_but_no_checkins_yet(berlin: Chat) -> None:
    await berlin.send("/since 2026-11-01")
    await berlin.send("/stats")
    assert len(berlin.calls_of("sendPhoto")) == 1
    assert berlin.last.text == T.STATS_SOME_LATER


# --- the weekly look back ------------------------------------------------------------------


async def opt_in(chat: Chat, weekday: str = "Sunday", clock: str = "19:00") -> None:
    await chat.send("/settings")
    assert T.SETTINGS_LINE_OFF in chat.last.text
    await chat.press(T.BTN_LOOK_BACK)
    await chat.press(weekday)
    await chat.press(clock)


@pytest.mark.postgres
async def test_look_back_opt_in_then_sent_on_the_chosen_evening_and_planned_again(
    berlin: Chat, app: BotApp
) -> None:
    chat = berlin
    await chat.send("/since 2026-11-01")
    await chat.send("/journal He shouted at me in the car park")
    await add_checkins(app, 5, first=utc(11, 24, 20))
    await opt_in(chat)
    assert "every Sunday at 19:00, the first on Sunday 29 November" in chat.last.text
    [row] = await rows(app, LOOK_BACK)
    assert row.due_at == utc(11, 29, 18, 0)  # 19:00 in Berlin
    await chat.press(T.BTN_BACK)
    assert T.SETTINGS_LINE_ON.format(weekday="Sunday", clock="19:00") in chat.last.text

    await tick(chat, app, utc(11, 29, 17, 59))
    assert chat.calls_of("sendPhoto") == []
    await tick(chat, app, utc(11, 29, 18, 0))
    [photo] = chat.calls_of("sendPhoto")
    assert photo.uploads["photo"].content.startswith(PNG)
    text = photo.text
    assert text.startswith("<b>Your week, looking back</b> (23 Nov – 29 Nov)")
    assert "Days you held: all 7." in text
    assert "Check-ins: 5. On average your rating came down" in text
    assert "car park" not in text and "shouted" not in text
    sent, planned = await rows(app, LOOK_BACK)
    assert sent.status == "sent"
    assert (planned.status, planned.due_at) == ("pending", utc(12, 6, 18, 0))


async def test_look_back_waits_out_quiet_hours(berlin: Chat, app: BotApp) -> None:
    chat = berlin
    await chat.send("/since 2026-11-01")
    await opt_in(chat, "Sunday", "21:00")
    user = await stored_user(app)
    async with deps_of(app).db.session_scope() as session:
        settings = await session.merge(user.settings)
        settings.quiet_start, settings.quiet_end = time(20, 30), time(7, 0)
    await tick(chat, app, utc(11, 29, 20, 0))  # 21:00 in Berlin, inside quiet hours
    assert chat.calls_of("sendPhoto") == []
    [row] = await rows(app, LOOK_BACK)
    assert (row.status, row.due_at) == ("pending", utc(11, 30, 6, 0))  # 07:00 in Berlin
    await tick(chat, app, utc(11, 30, 6, 0))
    assert len(chat.calls_of("sendPhoto")) == 1


async def test_look_back_is_held_after_a_danger_report(berlin: Chat, app: BotApp) -> None:
    chat = berlin
    await chat.send("/since 2026-11-01")
    await opt_in(chat)
    await chat.send(DANGER)
    await tick(chat, app, utc(11, 29, 18, 0))
    assert chat.calls_of("sendPhoto") == []
    held, planned = await rows(app, LOOK_BACK)
    assert (held.status, held.reason) == ("dropped", "danger_hold")
    assert planned.due_at == utc(12, 6, 18, 0)


async def test_look_back_can_be_turned_off(berlin: Chat, app: BotApp) -> None:
    await opt_in(berlin)
    await berlin.send("/settings")
    await berlin.press(T.BTN_LOOK_BACK)
    await berlin.press(T.BTN_LOOK_BACK_OFF)
    assert berlin.last.text == T.LOOK_BACK_OFF
    assert [row.status for row in await rows(app, LOOK_BACK)] == ["cancelled"]
    assert (await stored_user(app)).settings.look_back_weekday is None


async def test_a_zone_change_moves_the_look_back(berlin: Chat, app: BotApp) -> None:
    await opt_in(berlin, "Monday", "20:00")
    await berlin.send("/timezone Asia/Tokyo")
    pending = [row for row in await rows(app, LOOK_BACK) if row.status == outbox.PENDING]
    assert [row.due_at for row in pending] == [utc(11, 30, 11, 0)]


# --- /export: the journal as a PDF ---------------------------------------------------------


@pytest.mark.postgres
async def test_export_offers_the_journal_as_a_pdf(berlin: Chat, app: BotApp) -> None:
    chat = berlin
    user = await stored_user(app)
    texts = ["Первая запись: он ждал у подъезда.", "Second: the car park.", "Troisième : ça."]
    async with deps_of(app).db.session_scope() as session:
        for day, text in enumerate(texts):
            await memory_service.add_journal_entry(
                session,
                deps_of(app).cipher,
                user_id=user.id,
                text=text,
                now=utc(11, 20 + day, 19),
            )
    await chat.send("/export")
    await chat.press(T.BTN_EXPORT_PDF)
    await chat.press(T.BTN_PDF_PLAIN)
    [document] = chat.calls_of("sendDocument")
    upload = document.uploads["document"]
    assert upload.filename == "journal-2026-11-29.pdf"
    reader = PdfReader(io.BytesIO(upload.content))
    text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
    positions = [text.find(entry) for entry in texts]
    assert -1 not in positions and positions == sorted(positions)
    assert "3 entries" in text and "Europe/Berlin" in text
    assert "Telegram" not in text
    assert "3 entries" in document.text


async def test_export_pdf_with_no_journal_says_so(chat: Chat) -> None:
    await chat.send("/export")
    await chat.press(T.BTN_EXPORT_PDF)
    await chat.press(T.BTN_PDF_PLAIN)
    assert chat.calls_of("sendDocument") == []
    assert chat.last.text == T.PDF_EMPTY
