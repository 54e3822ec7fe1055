"""Danger always surfaces help: every message, every state, before anything else."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

import pytest
from sqlalchemy import select

from bot import safety
from bot.context import BotApp, deps_of
from bot.models import SafetyEvent
from bot.texts import urgent as U
from tests.harness import Chat

THREAT = "he said he will kill me if i dont answer"
SUICIDAL = "i want to kill myself tonight"
HOME = "https://findahelpline.com"


def urgent_messages(chat: Chat) -> list[str]:
    return [c.text for c in chat.replies if U.BTN_NOT_SAFE in c.labels and HOME in c.text]


async def events(app: BotApp) -> list[SafetyEvent]:
    async with deps_of(app).db.session_scope() as session:
        return list((await session.execute(select(SafetyEvent))).scalars())


@pytest.mark.postgres
async def test_urgent_message_comes_first_with_buttons(chat: Chat) -> None:
    await chat.send(THREAT)
    first = chat.replies[0]
    assert "local emergency number" in first.text
    assert HOME in first.text
    assert first.labels == [
        "I'm not safe right now",
        "I'm safe now",
        "Ground me",
        "Make a safety plan",
        "Set my country",
        "Hide this chat",
    ]
    assert len(chat.replies) == 1, "nothing else follows an urgent message"


@pytest.mark.postgres
async def test_links_are_routed_by_topic_and_country(chat: Chat) -> None:
    await chat.send("/country DE")
    await chat.send(THREAT)
    text = chat.replies[0].text
    assert f"{HOME}/countries/de/topics/abuse-domestic-violence" in text
    assert text.count(HOME) >= 2  # the plain home page is always there too
    await chat.send(SUICIDAL)
    text = chat.replies[0].text
    assert f"{HOME}/countries/de/topics/suicidal-thoughts" in text


async def test_without_a_country_the_plain_link_is_shown(chat: Chat) -> None:
    await chat.send(SUICIDAL)
    assert HOME in chat.replies[0].text
    assert "/countries/" not in chat.replies[0].text


async def test_no_cooldown_every_danger_message_gets_the_full_message(chat: Chat) -> None:
    for _ in range(3):
        await chat.send(THREAT)
        assert len(urgent_messages(chat)) == 1


@pytest.mark.parametrize("step", ["since", "zone", "country"])
async def test_danger_inside_each_onboarding_step_pauses_it_until_continue(
    chat: Chat, step: str
) -> None:
    await chat.send("/start")
    if step in ("zone", "country"):
        await chat.press("Today")
    if step == "country":
        await chat.press("Keep UTC")
    await chat.send(THREAT)
    assert urgent_messages(chat), step
    assert len(chat.replies) == 1, "no re-ask after the urgent message"
    assert U.BTN_CONTINUE in chat.last.labels
    await chat.press(U.BTN_CONTINUE)
    question = {"since": "When did no contact start", "zone": "time zone", "country": "country"}
    assert question[step] in chat.reply_text
    answer = {"since": "2026-11-01", "zone": "berlin", "country": "germany"}[step]
    await chat.send(answer)
    assert not urgent_messages(chat)
    expected = {"since": "1 Nov 2026", "zone": "Europe/Berlin", "country": "Germany"}[step]
    assert expected in chat.reply_text


async def test_danger_in_settings_step_and_command_arguments(chat: Chat) -> None:
    await chat.send("/settings")
    await chat.press("Country")
    await chat.send(SUICIDAL)
    assert urgent_messages(chat)
    assert len(chat.replies) == 1
    await chat.send("/since " + THREAT)
    assert urgent_messages(chat)
    assert "couldn't read" in chat.reply_text  # the shortcut still answered


async def test_danger_in_a_photo_caption(chat: Chat) -> None:
    await chat.send_photo(caption=THREAT)
    assert urgent_messages(chat)


@pytest.mark.postgres
async def test_danger_in_an_edited_message(chat: Chat) -> None:
    await chat.send("hi")
    await chat.edit(1, THREAT)
    assert urgent_messages(chat)


async def test_split_message_over_two_texts(chat: Chat) -> None:
    await chat.send("honestly i just want to")
    assert not urgent_messages(chat)
    await chat.send("die")  # harmless alone; the join makes it urgent
    assert urgent_messages(chat)


async def test_split_window_is_ten_minutes(chat: Chat) -> None:
    await chat.send("honestly i just want to")
    chat.clock.advance(timedelta(minutes=11))
    await chat.send("die")
    assert not urgent_messages(chat)


def _counting_screen(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the danger screen reads from now on, in order."""
    real = safety.screen
    texts: list[str] = []

    def counting(text: str, recent: Sequence[str] = ()) -> safety.Assessment:
        texts.append(text)
        return real(text, recent)

    monkeypatch.setattr(safety, "screen", counting)
    return texts


async def test_a_bare_command_is_not_screened_and_does_not_break_a_split_phrase(
    chat: Chat, monkeypatch: pytest.MonkeyPatch
) -> None:
    await chat.send("honestly i just want to")
    screened = _counting_screen(monkeypatch)
    await chat.send("/streak")
    assert screened == []
    await chat.send("die")
    assert screened == ["die"]
    assert urgent_messages(chat)
    await chat.send("/streak " + SUICIDAL)  # words after a command are the person's own
    assert len(screened) == 2
    assert urgent_messages(chat)


@pytest.mark.parametrize("before", [None, "/craving", "/journal"])
async def test_each_text_is_screened_once_whatever_reads_it(
    chat: Chat, monkeypatch: pytest.MonkeyPatch, before: str | None
) -> None:
    """The steps that ask "is this urgent?" reuse the SCREEN stage's reading of the text."""
    if before is not None:
        await chat.send(before)
    screened = _counting_screen(monkeypatch)
    await chat.send("it is really hard tonight and i keep checking my phone")
    assert len(screened) == 1
    await chat.send(SUICIDAL)
    assert len(screened) == 2
    assert urgent_messages(chat)


async def test_gentle_line_comes_first_above_the_normal_reply(chat: Chat) -> None:
    await chat.send("/start")
    await chat.send("he used to threaten me but that was years ago")
    replies = chat.replies
    assert not urgent_messages(chat)
    assert len(replies) == 1
    assert replies[0].text.startswith("If things ever feel unsafe")
    assert "findahelpline.com" in replies[0].text.split("\n")[0]
    assert "couldn't read" in replies[0].text  # still the date step's answer


async def test_fail_open_shows_the_gentle_line(
    chat: Chat, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(text: str, recent: object = ()) -> safety.Assessment:
        raise RuntimeError("rule failure")

    monkeypatch.setattr(safety, "screen", broken)
    await chat.send("some words nobody should log")
    assert "findahelpline.com" in chat.reply_text
    assert "some words nobody should log" not in caplog.text
    assert "failing open" in caplog.text


@pytest.mark.postgres
async def test_safety_event_is_stored_without_text(chat: Chat, app: BotApp) -> None:
    await chat.send(THREAT)
    stored = await events(app)
    assert len(stored) == 1
    assert stored[0].level == "urgent"
    assert "threat" in stored[0].categories
    assert "kill" not in stored[0].categories


async def test_nothing_stored_for_ordinary_talk(chat: Chat, app: BotApp) -> None:
    await chat.send("this craving is killing me")
    await chat.send("I miss him so much it physically hurts")
    assert await events(app) == []
    assert "findahelpline" not in chat.reply_text


async def test_urgent_buttons(chat: Chat) -> None:
    await chat.send(THREAT)
    await chat.press("I'm safe now")
    assert "glad" in chat.reply_text
    await chat.press("Ground me")
    assert "breathe" in chat.reply_text.lower()
    assert chat.calls_of("answerCallbackQuery")


@pytest.mark.parametrize("state", ["new", "since", "zone", "settings"])
async def test_sos_works_in_every_state(chat: Chat, state: str) -> None:
    if state != "new":
        await chat.send("/start")
    if state == "zone":
        await chat.press("Today")
    if state == "settings":
        await chat.send("/settings")
        await chat.press("Time zone")
    await chat.send("/sos")
    text = chat.reply_text
    assert "local emergency number" in text
    assert HOME in text
    assert chat.replies[0].labels[0] == U.BTN_NOT_SAFE
    assert "breathe" in text.lower()
    if state == "zone":  # the step is still waiting for its answer
        await chat.send("berlin")
        assert "Europe/Berlin" in chat.reply_text


async def test_sos_routes_both_topics_for_a_known_country(chat: Chat) -> None:
    await chat.send("/country GB")
    await chat.send("/sos")
    assert f"{HOME}/countries/gb/topics/suicidal-thoughts" in chat.reply_text
    assert f"{HOME}/countries/gb/topics/abuse-domestic-violence" in chat.reply_text
