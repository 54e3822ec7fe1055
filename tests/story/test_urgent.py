"""The urgent moment, told as conversations: the country's number first, words and buttons by who
is in danger, "I'm not safe right now", the paused step, the safety plan, "Reach my person",
/hide, /privacy and neutral scheduled messages."""

from __future__ import annotations

import io
import re
from collections.abc import Awaitable, Callable
from datetime import timedelta

import pytest
from sqlalchemy import func, select

from bot.config import Settings
from bot.console.repl import run_console
from bot.context import BotApp
from bot.models.hide import RecentMessage
from bot.models.plan import SafetyPlanLine, TrustedPerson
from bot.texts import urgent as U
from tests.harness import HELPLINE, Chat, deps_of, params_of, stored_user
from tests.unit.test_lock_screen import revealing_words

# (message, who it is about, words that must be there)
DANGER: list[tuple[str, str, str]] = [
    ("i want to kill myself tonight", "self", "Your safety comes first"),
    ("I want to cut myself", "self", "Your safety comes first"),
    ("i took a bunch of my sleeping pills", "self", "Your safety comes first"),
    ("he said he will kill me if i dont answer", "from", "If you're in danger now"),
    ("he keeps following me", "from", "If you're in danger now"),
    ("he is hitting me right now", "from", "If you're in danger now"),
    ("he is outside my door", "from", "If you're in danger now"),
    ("my son told me his dad hits him", "child", "A child's safety comes first"),
    ("he says if i leave he'll kill himself", "ex", "not yours to carry"),
    ("my sister overdosed", "other", "Someone's life may be in danger"),
]
COUNTRIES = {
    None: None,
    "PT": "112",
    "GB": "999",
    "US": "911",
    "DE": "112",
    "UA": "112",
    "AU": "000",
}
SAFE_LABEL = {
    "self": U.BTN_SAFE,
    "from": U.BTN_SAFE,
    "child": U.BTN_CHILD_SAFE,
    "ex": U.BTN_SAFE,
    "other": U.BTN_HELP_COMING,
}
THREAT = "he said he will kill me if i dont answer"


def first_number(text: str) -> str | None:
    found = re.search(r"<b>(\d+)</b>", text)
    return found.group(1) if found else None


@pytest.mark.parametrize("country", list(COUNTRIES))
@pytest.mark.parametrize(("message", "who", "words"), DANGER)
async def test_every_danger_and_who_with_and_without_a_country(
    chat: Chat, country: str | None, message: str, who: str, words: str
) -> None:
    if country is not None:
        await chat.send(f"/country {country}")
    await chat.send(message)
    [urgent] = chat.replies
    assert words in urgent.text
    assert HELPLINE in urgent.text
    assert first_number(urgent.text) == COUNTRIES[country]
    if country is None:
        assert "112 in Europe" in urgent.text and "911 in the US and Canada" in urgent.text
        assert "999 in the UK" in urgent.text and "000 in Australia" in urgent.text
        assert U.BTN_SET_COUNTRY in urgent.labels
    else:
        assert U.BTN_SET_COUNTRY not in urgent.labels
        assert f"/countries/{country.lower()}/topics/" in urgent.text
    assert urgent.labels[0] == U.BTN_NOT_SAFE
    assert SAFE_LABEL[who] in urgent.labels and U.BTN_GROUND in urgent.labels
    assert U.BTN_HIDE in urgent.labels
    assert U.NOT_A_SERVICE in urgent.text
    if who == "ex":
        assert "suicidal-thoughts" not in urgent.text, "no suicide line aimed at the person"
    if who == "child":
        assert "Your safety comes first" not in urgent.text


async def test_set_my_country_from_the_urgent_message(chat: Chat) -> None:
    await chat.send(THREAT)
    await chat.press(U.BTN_SET_COUNTRY)
    await chat.send("Portugal")
    await chat.send(THREAT)
    assert first_number(chat.replies[0].text) == "112"


async def test_not_safe_gives_steps_with_the_number_first(chat: Chat) -> None:
    await chat.send("/country GB")
    await chat.send(THREAT)
    await chat.press(U.BTN_NOT_SAFE)
    steps = [line for line in chat.last.text.splitlines() if re.match(r"\d\. ", line)]
    assert steps[0] == "1. Call <b>999</b> now."
    assert steps[1] == f"2. {U.NOT_SAFE_PEOPLE}"
    assert U.NOT_SAFE_NO_PLAN in chat.last.text
    assert U.BTN_SAFE in chat.last.labels and U.BTN_GROUND in chat.last.labels
    await chat.press(U.BTN_SAFE)
    assert "glad" in chat.reply_text


async def test_a_child_safe_press_is_answered_for_the_child(chat: Chat) -> None:
    await chat.send("my son told me his dad hits him")
    await chat.press(U.BTN_CHILD_SAFE)
    assert chat.reply_text == U.CHILD_SAFE_ACK


# --- the step pauses -------------------------------------------------------------------------


async def _craving_before(chat: Chat) -> None:
    await chat.send("/craving")


async def _craving_trigger(chat: Chat) -> None:
    await chat.send("/craving")
    await chat.press("7")


async def _craving_tools(chat: Chat) -> None:
    await _craving_trigger(chat)
    await chat.press("Skip")


async def _craving_grounding(chat: Chat) -> None:
    await _craving_tools(chat)
    await chat.press("5-4-3-2-1 grounding")


async def _settings_country(chat: Chat) -> None:
    await chat.send("/settings")
    await chat.press("Country")


async def _risky_hours(chat: Chat) -> None:
    await chat.send("/risky")
    await chat.press("Add hours")


Setup = Callable[[Chat], Awaitable[None]]
STEPS: dict[str, tuple[Setup, str]] = {
    "craving:before": (_craving_before, "How strong"),
    "craving:trigger": (_craving_trigger, "set it off"),
    "craving:tools": (_craving_tools, "Ride the wave"),
    "craving:grounding": (_craving_grounding, "things you can"),
    "settings:country": (_settings_country, "country"),
    "reminders:risky": (_risky_hours, U.CONTINUE_GENERIC),
}


@pytest.mark.parametrize("step", list(STEPS))
async def test_every_step_pauses_after_an_urgent_message_and_continues(
    chat: Chat, step: str
) -> None:
    setup, again = STEPS[step]
    await setup(chat)
    await chat.send(THREAT)
    [urgent] = chat.replies
    assert U.BTN_NOT_SAFE in urgent.labels
    assert U.BTN_CONTINUE in urgent.labels, "a paused step can be continued"
    assert U.PAUSED in urgent.text
    await chat.send("/sos")
    assert U.BTN_CONTINUE in chat.replies[0].labels, "/sos offers it too"
    await chat.press(U.BTN_CONTINUE)
    assert again in chat.reply_text or again in " ".join(chat.last.labels)


async def test_free_text_danger_with_no_step_gets_no_menu_after_it(chat: Chat) -> None:
    await chat.send("/start")
    await chat.press("Skip")
    await chat.press("Keep UTC")
    await chat.press("Rather not say")
    await chat.send("i took a bunch of my sleeping pills")
    [urgent] = chat.replies
    assert U.BTN_CONTINUE not in urgent.labels, "nothing was paused"
    await chat.press(U.BTN_HIDE)  # any button still works afterwards
    assert chat.replies


async def test_the_breathing_animation_stops_and_the_follow_up_is_cancelled(
    chat: Chat, app: BotApp
) -> None:
    pending: list[tuple[float, Callable[[], Awaitable[None]]]] = []
    deps_of(app).breathing.run_later = lambda delay, step: pending.append((delay, step))
    await _craving_tools(chat)
    await chat.press("Ride the wave (breathing)")
    assert pending
    await chat.send(THREAT)
    before = len(chat.request.calls)
    while pending:
        _, step = pending.pop(0)
        await step()
    assert chat.request.calls[before:] == [], "no frame after the urgent message"


async def test_a_command_still_runs_and_writing_is_still_kept(chat: Chat) -> None:
    await chat.send("/journal")
    await chat.send("He hit me last night and said he will kill me")
    assert chat.replies[0].labels[0] == U.BTN_NOT_SAFE
    assert U.BTN_CONTINUE not in chat.replies[0].labels
    assert len(chat.replies) >= 2, "the entry was kept and acknowledged"
    await chat.send("/reasons " + THREAT)
    assert chat.replies[0].labels[0] == U.BTN_NOT_SAFE


# --- the safety plan -------------------------------------------------------------------------


async def make_plan(chat: Chat) -> None:
    await chat.send("/country PT")
    await chat.send("/plan")
    assert U.PLAN_INTRO in chat.last.text
    await chat.press(U.PLAN_START)
    assert "My warning signs" in chat.last.text
    await chat.send("I stop sleeping")
    assert chat.last.text == U.PLAN_LINE_KEPT
    await chat.press(U.BTN_NEXT)  # on my own
    await chat.send("Cold water on my face")
    await chat.press(U.BTN_NEXT)  # distractions
    await chat.press(U.BTN_NEXT)  # people
    await chat.send("Ana")
    assert "Ana's number" in chat.last.text
    await chat.send("912 345 678")
    await chat.press(U.BTN_NEXT)  # professionals: the emergency number is always there
    assert "<b>112</b>" in chat.last.text
    await chat.press(U.BTN_NEXT)  # surroundings
    await chat.press(U.BTN_NEXT)  # safe place
    await chat.send("My sister's flat")
    await chat.press(U.BTN_NEXT)  # what to take
    await chat.send("Passport and charger")
    await chat.press(U.BTN_NEXT)  # reason
    await chat.send("My dog")
    await chat.press(U.BTN_NEXT)
    assert U.PLAN_DONE in chat.reply_text


@pytest.mark.postgres
async def test_the_plan_is_made_step_by_step_and_shown_when_not_safe(
    chat: Chat, app: BotApp
) -> None:
    await make_plan(chat)
    plan = chat.last.text
    assert "My sister&#x27;s flat" in plan or "My sister's flat" in plan
    assert "Ana: +351 912 345 678" in plan
    assert plan.index("My warning signs") < plan.index("My reason to keep going")

    await chat.send(THREAT)
    urgent = chat.replies[0]
    assert U.BTN_MY_PLAN in urgent.labels and U.BTN_REACH in urgent.labels
    assert U.BTN_MAKE_PLAN not in urgent.labels
    await chat.press(U.BTN_NOT_SAFE)
    steps = [line for line in chat.last.text.splitlines() if re.match(r"\d\. ", line)]
    assert steps == [
        "1. Call <b>112</b> now.",
        "2. Go to your safe place: My sister's flat",
        "3. If you can, take: Passport and charger",
        "4. From your plan: Cold water on my face",
        "5. Reach Ana: +351 912 345 678",
    ]
    await chat.send("/sos")
    assert U.PLAN_LINE in chat.replies[0].text
    await chat.press(U.BTN_MY_PLAN)
    assert "Cold water on my face" in chat.last.text

    async with deps_of(app).db.session_scope() as session:
        bodies = (await session.execute(select(SafetyPlanLine.body))).scalars().all()
    assert bodies and all(body.startswith("gAAAA") for body in bodies)


async def test_a_plan_line_can_be_edited_and_removed(chat: Chat) -> None:
    await make_plan(chat)
    await chat.press(U.BTN_EDIT_PLAN)
    await chat.press("My warning signs")
    assert "1. I stop sleeping" in chat.last.text
    await chat.press("Edit 1")
    await chat.send("I stop eating")
    assert U.PLAN_LINE_EDITED in chat.reply_text
    assert "I stop eating" in chat.last.text and "I stop sleeping" not in chat.last.text
    await chat.press(U.BTN_EDIT_PLAN)
    await chat.press("People I can ask for help")
    await chat.press("Remove 1")
    assert U.PLAN_LINE_REMOVED in chat.reply_text
    assert "Ana" not in chat.last.text


async def test_reach_my_person_opens_a_message_the_person_sends_themselves(chat: Chat) -> None:
    await make_plan(chat)
    await chat.send(THREAT)
    await chat.press(U.BTN_REACH)
    reach = chat.last
    assert "Ana" in reach.text and "912 345 678" in reach.text
    markup = params_of(reach)["reply_markup"]
    url = str(markup).split("'url': '")[1].split("'")[0] if "'url'" in str(markup) else ""
    assert url.startswith("https://t.me/share/url?url=") or "t.me/share/url" in str(markup)
    others = [c for c in chat.request.calls if c.chat_id not in (None, chat.chat_id)]
    assert others == [], "the bot never contacts anyone"


async def test_the_plan_is_exported_and_deleted(chat: Chat, app: BotApp) -> None:
    await make_plan(chat)
    await chat.send("/export")
    await chat.press("Everything (JSON)")
    [document] = [c for c in chat.replies if c.method == "sendDocument"]
    raw = document.uploads["document"].content.decode("utf-8")
    assert "Cold water on my face" in raw and "Ana" in raw
    await chat.send("/delete")
    await chat.press("Delete everything")
    async with deps_of(app).db.session_scope() as session:
        for model in (SafetyPlanLine, TrustedPerson, RecentMessage):
            count = select(func.count()).select_from(model)
            assert (await session.execute(count)).scalar_one() == 0


# --- /hide and /privacy ------------------------------------------------------------------------


@pytest.mark.postgres
async def test_hide_deletes_this_chats_messages_of_the_last_48_hours(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/start")  # an old message, later out of reach
    old_ids = {c.message_id for c in chat.replies} | {1}
    chat.clock.advance(timedelta(hours=49))
    await chat.send(THREAT)
    recent_bot_ids = {c.message_id for c in chat.replies}
    await chat.press(U.BTN_HIDE)
    [delete] = chat.calls_of("deleteMessages")
    deleted = set(params_of(delete)["message_ids"])
    assert recent_bot_ids <= deleted
    assert not (old_ids - {1}) & deleted, "older than 48 hours: not kept, not tried"
    assert len(deleted) >= 2, "the person's message too"
    assert U.HIDE_DONE in chat.reply_text
    user = await stored_user(app)
    async with deps_of(app).db.session_scope() as session:
        kept = (
            await session.execute(
                select(RecentMessage.message_id).where(RecentMessage.user_id == user.id)
            )
        ).scalars()
        assert not set(kept) & deleted, "deleted ids are forgotten"


async def test_hide_command_and_privacy(chat: Chat) -> None:
    await chat.send("hello")
    await chat.send("/hide")
    assert chat.calls_of("deleteMessages")
    assert "Delete chat" in chat.reply_text
    await chat.send("/privacy")
    text = chat.reply_text
    for words in ("encrypted", "/hide", "/export", "/delete", "48 hours", "never the words"):
        assert words in text


async def test_console_mode_explains_hide_has_nothing_to_delete(settings: Settings) -> None:
    out = io.StringIO()
    await run_console(settings, stdin=io.StringIO("/hide\n/privacy\n/quit\n"), out=out)
    printed = out.getvalue()
    assert "console mode there's nothing to delete" in printed
    assert "What I keep" in printed


# --- lock screen -------------------------------------------------------------------------------

# Every scheduled kind, with its opening words checked in tests/unit/test_lock_screen.py.
CHECKED_KINDS = {
    "risky_prompt",
    "anniversary_eve",
    "anniversary_day",
    "anniversary_after",
    "daily_checkin",
    "craving_followup",
    "letter_question",
    "milestone",
    "look_back",
}


async def test_every_scheduled_kind_has_its_lock_screen_words_checked(app: BotApp) -> None:
    registered = set(deps_of(app).kinds.specs)
    assert registered == CHECKED_KINDS, (
        "a new scheduled kind: add its text to tests/unit/test_lock_screen.py, with neutral "
        "first words"
    )


async def test_a_scheduled_message_reads_neutral_and_hide_deletes_it(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/craving")
    await chat.press("7")
    await chat.press("Skip")
    await chat.press("Not now")
    await chat.press("In 10 min")
    chat.clock.advance(timedelta(minutes=11))
    deps = deps_of(app)
    await deps.dispatcher.tick(app.bot)
    followup = chat.last
    assert revealing_words(followup.text) == []
    await chat.send("/hide")
    [delete] = chat.calls_of("deleteMessages")
    assert followup.message_id in params_of(delete)["message_ids"]
