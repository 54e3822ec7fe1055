"""Onboarding, settings and shortcuts, told as conversations."""

from __future__ import annotations

from datetime import date

import pytest

from bot.context import BotApp
from tests.harness import Chat, stored_user

# This whole module also runs on PostgreSQL (see tests/conftest.py).
pytestmark = pytest.mark.postgres


async def test_start_welcomes_and_asks_start_date(chat: Chat) -> None:
    await chat.send("/start")
    text = chat.reply_text
    assert "not therapy" in text
    assert "/sos" in text
    assert chat.last.labels == ["Today", "Yesterday", "Another date", "Skip"]


async def test_full_onboarding_with_buttons_and_typing(chat: Chat, app: BotApp) -> None:
    await chat.send("/start")
    await chat.press("Yesterday")
    assert "28 Nov 2026" in chat.reply_text
    assert "time zone" in chat.last.text
    await chat.send("berlin")
    assert "Europe/Berlin" in chat.reply_text
    assert "13:00" in chat.reply_text  # 12:00 UTC is 13:00 in Berlin in November
    assert "country" in chat.last.text.lower()
    await chat.send("germany")
    assert "Germany" in chat.reply_text
    assert "/help" in chat.last.text
    user = await stored_user(app)
    assert user.onboarded_at is not None
    assert user.flow is None
    assert user.settings.no_contact_since == date(2026, 11, 28)
    assert user.settings.timezone == "Europe/Berlin"
    assert user.settings.country == "DE"


async def test_every_step_can_be_skipped(chat: Chat, app: BotApp) -> None:
    await chat.send("/start")
    await chat.press("Skip")
    assert "no start date" in chat.reply_text.lower()
    await chat.press("Keep UTC")
    assert "UTC" in chat.reply_text
    await chat.press("Rather not say")
    assert "worldwide" in chat.reply_text
    user = await stored_user(app)
    assert user.onboarded_at is not None
    assert user.settings.no_contact_since is None
    assert user.settings.timezone == "UTC"
    assert not user.settings.timezone_set
    assert user.settings.country is None


async def test_typed_date_and_today_button(chat: Chat, app: BotApp) -> None:
    await chat.send("/start")
    await chat.press("Another date")
    await chat.send("1.11.2026")
    assert "1 Nov 2026" in chat.reply_text
    assert (await stored_user(app)).settings.no_contact_since == date(2026, 11, 1)


async def test_onboarding_is_resumable(chat: Chat) -> None:
    await chat.send("/start")
    await chat.press("Today")
    await chat.send("/start")
    assert "left off" in chat.reply_text
    assert "time zone" in chat.last.text


async def test_bad_dates_get_a_specific_kind_reply_and_the_question_again(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")
    await chat.press("Today")  # stored first: bad input later must not lose it
    await chat.send("/since")
    for bad, expected in [
        ("31/02/2026", "doesn't exist"),
        ("tomorrow", "still ahead"),
        ("banana", "couldn't read"),
        ("x" * 5000, "lot to read"),
    ]:
        await chat.send(bad)
        assert expected in chat.reply_text, bad
        assert (await stored_user(app)).settings.no_contact_since == date(2026, 11, 29)
    await chat.send("2026-11-01")
    assert (await stored_user(app)).settings.no_contact_since == date(2026, 11, 1)


async def test_unknown_zone_offers_matches_as_buttons(chat: Chat, app: BotApp) -> None:
    await chat.send("/timezone zzqx")
    assert "couldn't find" in chat.reply_text
    await chat.send("Europe/Lisbon")
    assert "Europe/Lisbon" in chat.reply_text
    await chat.send("/timezone san")
    labels = chat.last.labels
    assert len(labels) >= 2 and labels[-1] == "None of these"
    await chat.press(labels[0])
    assert labels[0] in chat.reply_text
    assert (await stored_user(app)).settings.timezone == labels[0]


async def test_shortcuts_set_values_directly(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    assert "1 Nov 2026" in chat.reply_text
    await chat.send("/timezone new york")
    assert "America/New_York" in chat.reply_text
    await chat.send("/country DE")
    assert "Germany" in chat.reply_text
    user = await stored_user(app)
    assert (user.settings.timezone, user.settings.country) == ("America/New_York", "DE")
    assert user.flow is None


async def test_future_date_shortcut_is_refused_kindly(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2027-01-01")
    assert "still ahead" in chat.reply_text
    assert (await stored_user(app)).settings.no_contact_since is None


async def test_settings_shows_and_changes_values(chat: Chat, app: BotApp) -> None:
    await chat.send("/country fr")
    await chat.send("/settings")
    assert "France" in chat.last.text
    await chat.press("Time zone")
    await chat.send("tokyo")
    assert "Asia/Tokyo" in chat.reply_text
    assert "Asia/Tokyo" in chat.last.text  # the settings summary again
    await chat.press("Done")
    assert (await stored_user(app)).flow is None


async def test_help_lists_commands_in_plain_words(chat: Chat) -> None:
    await chat.send("/help")
    for command in ("/sos", "/settings", "/since", "/timezone", "/country"):
        assert command in chat.last.text
    assert "not therapy" in chat.last.text


async def test_first_contact_stores_the_user(chat: Chat, app: BotApp) -> None:
    await chat.send("hello")
    user = await stored_user(app)
    assert (user.telegram_id, user.chat_id, user.language_code) == (424242, 424242, "en")
    assert user.created_at == chat.clock.now()


async def test_photo_inside_a_step_asks_for_text(chat: Chat) -> None:
    await chat.send("/start")
    await chat.send_sticker()
    assert "text" in chat.reply_text
    await chat.send_voice()
    assert "text" in chat.reply_text
