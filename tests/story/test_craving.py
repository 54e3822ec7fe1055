"""The craving check-in, told as conversations: every path, follow-ups, learned hours, danger."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, time, timedelta

import pytest
from sqlalchemy import select

from bot.config import Settings
from bot.console.repl import run_console
from bot.context import BotApp
from bot.domain.schedule import RiskyWindow
from bot.models import ScheduledMessage
from bot.models.craving import CravingCheckin
from bot.outbox.dispatcher import Dispatcher
from bot.services import reminders
from bot.texts import craving as T
from tests.harness import HELPLINE, Chat, deps_of, stored_user

THREAT = "he said he will kill me tonight"
RATINGS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "0", "Skip"]
TOOL_LABELS = [
    "Ride the wave (breathing)",
    "5-4-3-2-1 grounding",
    "My reasons",
    "What really happened",
    "Write it here instead",
    "I already reached out",
    "Not now",
]


async def checkins(app: BotApp) -> list[CravingCheckin]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(select(CravingCheckin).order_by(CravingCheckin.id))
        return list(result.scalars())


async def followups(app: BotApp) -> list[ScheduledMessage]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(
            select(ScheduledMessage)
            .where(ScheduledMessage.kind == "craving_followup")
            .order_by(ScheduledMessage.id)
        )
        return list(result.scalars())


def urgent_shown(chat: Chat) -> bool:
    return any(HELPLINE in call.text and "emergency" in call.text for call in chat.replies)


async def tick(app: BotApp) -> int:
    """One pass of the schedule dispatcher at the fake clock's "now"."""
    deps = deps_of(app)
    result = await Dispatcher(deps.db, deps.kinds, deps.clock).tick(app.bot)
    return result.sent


async def quick_checkin(chat: Chat, rating: str = "Skip") -> None:
    """A whole check-in in four taps, ending with "no thanks" to a follow-up."""
    await chat.send("/craving")
    await chat.press(rating)
    await chat.press("Skip")
    await chat.press("Not now")
    await chat.press("No thanks")


# --- entry points ---------------------------------------------------------------------------


async def test_craving_command_asks_how_strong_with_one_tap_buttons(chat: Chat) -> None:
    await chat.send("/craving")
    assert "How strong" in chat.last.text
    assert chat.last.labels == RATINGS


async def test_craving_now_button_from_other_features_starts_it(chat: Chat, app: BotApp) -> None:
    await chat.send("hello")
    await chat.press_data("craving:start")
    assert "How strong" in chat.last.text
    assert len(await checkins(app)) == 1


async def test_craving_like_text_is_offered_a_check_in_not_forced(chat: Chat, app: BotApp) -> None:
    await chat.send("I want to text him so bad")
    assert "check-in" in chat.last.text
    assert chat.last.labels == ["Start a check-in", "Not now"]
    assert await checkins(app) == []  # nothing started until they tap
    await chat.press("Start a check-in")
    assert chat.last.labels == RATINGS
    assert len(await checkins(app)) == 1


@pytest.mark.parametrize(
    "text", ["i miss her", "about to call him", "should i text", "wanna txt him rn"]
)
async def test_other_craving_phrasings_get_the_offer(chat: Chat, text: str) -> None:
    await chat.send(text)
    assert chat.last.labels == ["Start a check-in", "Not now"]


async def test_declining_the_offer_is_fine_and_stores_nothing(chat: Chat, app: BotApp) -> None:
    await chat.send("i miss him")
    await chat.press("Not now")
    assert "change your mind" in chat.last.text
    assert await checkins(app) == []


@pytest.mark.parametrize("text", ["hello", "thanks", "what can you do?", "I miss my dog"])
async def test_other_free_text_gets_a_short_kind_menu(chat: Chat, text: str) -> None:
    await chat.send(text)
    assert "/craving" in chat.last.text
    assert "/help" in chat.last.text
    assert chat.last.labels == ["Craving check-in"]
    await chat.press("Craving check-in")
    assert chat.last.labels == RATINGS


async def test_starting_twice_continues_the_same_unanswered_check_in(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/craving")
    await chat.send("/craving")
    assert len(await checkins(app)) == 1
    await chat.press("5")
    await chat.send("/craving")
    assert len(await checkins(app)) == 2  # the first one was answered: a fresh one


# --- the steps ------------------------------------------------------------------------------


@pytest.mark.postgres
async def test_full_check_in_with_breathing_logs_numbers_codes_and_times(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/craving")
    await chat.press("8")
    assert "set it off" in chat.last.text
    assert chat.last.labels == [*T.TRIGGER_LABELS.values(), "Skip"]
    await chat.press("A memory")
    text = chat.last.text
    assert "craving" in text and "withdrawal" in text  # named, in our words
    assert "hard days happened too" in text  # the line for a memory
    assert chat.last.labels == TOOL_LABELS
    await chat.press("Ride the wave")
    assert "Breathe in" in chat.last.text and "Hold" in chat.last.text
    await chat.press("I'm done")
    assert chat.last.text == T.ASK_AFTER
    chat.clock.advance(timedelta(minutes=2))
    await chat.press("5")
    assert "From 8 down to 5" in chat.last.text
    assert chat.last.labels == ["In 10 min", "In 20 min", "In 30 min", "No thanks", "Another tool"]
    await chat.press("No thanks")
    assert "/craving brings me back" in chat.reply_text
    [row] = await checkins(app)
    start = chat.clock.now() - timedelta(minutes=2)
    assert (row.intensity_before, row.trigger, row.tools) == (8, "memory", ["breathe"])
    assert (row.intensity_after, row.after_at, row.started_at) == (5, chat.clock.now(), start)
    assert row.followup_minutes == 0
    assert await followups(app) == []
    assert (await stored_user(app)).flow is None


async def test_every_step_can_be_skipped(chat: Chat, app: BotApp) -> None:
    await chat.send("/craving")
    await chat.press("Skip")
    await chat.press("Skip")
    assert "set it off" not in chat.last.text
    assert "craving" in chat.last.text  # still named, without a trigger line
    await chat.press("Not now")
    assert chat.last.text == T.ASK_FOLLOWUP
    await chat.press("No thanks")
    [row] = await checkins(app)
    assert (row.intensity_before, row.trigger, row.tools, row.intensity_after) == (
        None,
        None,
        [],
        None,
    )


async def test_ratings_can_be_typed_and_bad_input_gets_a_kind_hint(chat: Chat, app: BotApp) -> None:
    await chat.send("/craving")
    await chat.send("banana")
    assert "0 to 10" in chat.last.text
    assert chat.last.labels == RATINGS
    await chat.send("11")
    assert "0 to 10" in chat.last.text
    await chat.send("7/10")
    assert "set it off" in chat.last.text
    await chat.press("Loneliness")
    await chat.press("Ride the wave")
    await chat.send("about a 4")
    assert "From 7 down to 4" in chat.last.text
    [row] = await checkins(app)
    assert (row.intensity_before, row.trigger, row.intensity_after) == (7, "lonely", 4)


async def test_same_or_higher_rating_is_met_kindly(chat: Chat) -> None:
    await chat.send("/craving")
    await chat.press("6")
    await chat.press("Skip")
    await chat.press("Ride the wave")
    await chat.press("I'm done")
    await chat.press("6")
    assert "Still 6" in chat.last.text
    await chat.press("Another tool")
    await chat.press("Ride the wave")
    await chat.press("I'm done")
    await chat.press("9")
    assert "Up to 9" in chat.last.text


async def test_a_step_left_for_hours_is_forgotten(chat: Chat) -> None:
    await chat.send("/craving")
    chat.clock.advance(timedelta(hours=4))
    await chat.send("hello")
    assert "/craving" in chat.last.text  # the menu, not the rating hint
    assert chat.last.labels == ["Craving check-in"]


async def test_someone_elses_or_unknown_check_in_is_refused_kindly(chat: Chat, app: BotApp) -> None:
    other = Chat(app, chat.request, chat.clock, chat.errors, user_id=5151)
    await other.send("/craving")
    [theirs] = await checkins(app)
    await chat.send("hello")
    await chat.press_data(f"cr:b:{theirs.id}:9")
    assert "closed" in chat.last.text
    await chat.press_data("cr:b:99999:9")
    assert "closed" in chat.last.text
    await chat.press_data("cr:zz")
    assert "closed" in chat.last.text
    assert (await checkins(app))[0].intensity_before is None


# --- ride the wave: paced ---------------------------------------------------------------------


def collect_steps(app: BotApp) -> list[tuple[float, Callable[[], Awaitable[None]]]]:
    pending: list[tuple[float, Callable[[], Awaitable[None]]]] = []
    deps_of(app).breathing.run_later = lambda delay, step: pending.append((delay, step))
    return pending


async def test_breathing_is_paced_by_editing_one_message(chat: Chat, app: BotApp) -> None:
    pending = collect_steps(app)
    await chat.send("/craving")
    await chat.press("7")
    await chat.press("Skip")
    await chat.press("Ride the wave")
    first = chat.last
    assert "Round 1 of 3" in first.text and "Breathe in" in first.text
    assert first.labels == ["I'm done"]
    edits = 0
    while pending:
        delay, step = pending.pop(0)
        assert delay == 4.0
        await step()
        edits += 1
        assert chat.last.method == "editMessageText"
        assert chat.last.message_id == first.message_id
    assert edits == 12  # 3 rounds x 4 phases, minus the first, plus the question
    assert "Round 3 of 3" in chat.calls_of("editMessageText")[-2].text
    assert T.ASK_AFTER in chat.last.text
    assert chat.last.labels == RATINGS
    await chat.press("3")
    assert "From 7 down to 3" in chat.last.text


async def test_im_done_stops_the_pacing(chat: Chat, app: BotApp) -> None:
    pending = collect_steps(app)
    await chat.send("/craving")
    await chat.press("7")
    await chat.press("Skip")
    await chat.press("Ride the wave")
    await pending.pop(0)[1]()
    await chat.press("I'm done")
    assert chat.last.text == T.ASK_AFTER
    edits = len(chat.calls_of("editMessageText"))
    for _, step in pending:
        await step()
    assert len(chat.calls_of("editMessageText")) == edits


async def test_typing_a_rating_while_breathing_stops_the_pacing(chat: Chat, app: BotApp) -> None:
    pending = collect_steps(app)
    await chat.send("/craving")
    await chat.press("7")
    await chat.press("Skip")
    await chat.press("Ride the wave")
    await chat.send("5")
    assert "From 7 down to 5" in chat.last.text
    edits = len(chat.calls_of("editMessageText"))
    await pending.pop(0)[1]()
    assert len(chat.calls_of("editMessageText")) == edits


async def test_without_a_running_clock_the_rhythm_comes_as_one_message(chat: Chat) -> None:
    await chat.send("/craving")
    await chat.press("7")
    await chat.press("Skip")
    await chat.press("Ride the wave")
    assert "Go round 3 times" in chat.last.text
    assert chat.last.labels == ["I'm done"]


# --- 5-4-3-2-1 ------------------------------------------------------------------------------


async def test_grounding_step_by_step_answering_or_tapping(chat: Chat, app: BotApp) -> None:
    await chat.send("/craving")
    await chat.press("9")
    await chat.press("Night or boredom")
    await chat.press("5-4-3-2-1")
    assert "5 things you can see" in chat.last.text
    await chat.send("the lamp, my phone, a mug, the window, my hands")
    assert "4 things" in chat.last.text
    await chat.press("Next")
    assert "3 things you can hear" in chat.last.text
    await chat.send("traffic")
    assert "2 things you can smell" in chat.last.text
    await chat.press("Next")
    assert "1 thing you can taste" in chat.last.text
    await chat.press("Next")
    assert "all five senses" in chat.last.text
    assert chat.last.labels == RATINGS
    await chat.press("4")
    [row] = await checkins(app)
    assert (row.tools, row.intensity_after, row.trigger) == (["ground"], 4, "night")


async def test_grounding_can_stop_early(chat: Chat) -> None:
    await chat.send("/craving")
    await chat.press("6")
    await chat.press("Skip")
    await chat.press("5-4-3-2-1")
    await chat.press("Stop")
    assert "Even a few steps count" in chat.last.text
    assert chat.last.labels == RATINGS


# --- tools from other features ----------------------------------------------------------------


async def test_my_reasons_shows_the_list_then_asks_how_strong(chat: Chat, app: BotApp) -> None:
    await chat.send("/reasons He read my messages every night")
    await chat.send("/craving")
    await chat.press("8")
    await chat.press("Skip")
    await chat.press("My reasons")
    assert "He read my messages every night" in chat.reply_text
    assert chat.last.text.endswith(T.ASK_AFTER)
    await chat.press("4")
    [row] = await checkins(app)
    assert (row.tools, row.intensity_after) == (["reasons"], 4)


async def test_what_really_happened_takes_turns(chat: Chat) -> None:
    await chat.send("/journal The night he threw my keys in the river")
    await chat.send("/journal The birthday he spent shouting at me")
    seen = []
    for _ in range(2):
        await chat.send("/craving")
        await chat.press("7")
        await chat.press("A memory")
        await chat.press("What really happened")
        text = chat.reply_text
        seen.append("keys" in text)
        assert "keys" in text or "birthday" in text
        await chat.press("Skip")
        await chat.press("No thanks")
    assert seen[0] != seen[1]  # never the same entry twice in a row


async def test_an_empty_journal_or_list_offers_the_other_tools(chat: Chat) -> None:
    await chat.send("/craving")
    await chat.press("8")
    await chat.press("Skip")
    await chat.press("What really happened")
    assert "nothing in your journal yet" in chat.reply_text.lower()
    assert T.NOTHING_THERE_YET in chat.last.text
    assert "5-4-3-2-1 grounding" in chat.last.labels
    await chat.press("My reasons")
    assert T.NOTHING_THERE_YET in chat.last.text
    await chat.press("5-4-3-2-1")
    assert "Name 5 things" in chat.last.text


async def test_write_it_here_instead_hands_over_to_the_letter(chat: Chat, app: BotApp) -> None:
    await chat.send("/craving")
    await chat.press("9")
    await chat.press("Skip")
    await chat.press("Write it here instead")
    assert T.ASK_FOLLOWUP in chat.reply_text  # offered first, so the letter prompt stays last
    assert "stays here" in chat.last.text
    flow = (await stored_user(app)).flow or ""
    assert flow and not flow.startswith("craving:")
    await chat.send("I miss you and I hate that I miss you")
    assert "sent nowhere" in chat.reply_text  # the letter kept it; no craving offer
    await chat.press("In 30 min")
    assert "around 12:30" in chat.reply_text
    [row] = await checkins(app)
    assert (row.tools, row.followup_minutes) == (["letter"], 30)


async def test_i_already_reached_out_hands_over_to_logging_without_shame(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/craving")
    await chat.press("8")
    await chat.press("They contacted me")
    assert "don't owe" in chat.last.text
    await chat.press("I already reached out")
    assert "doesn't erase" in chat.last.text
    assert ("Log it", "contact:start") in chat.last.buttons
    assert "shame" not in chat.last.text.lower() and "fail" not in chat.last.text.lower()
    await chat.press("Log it")
    assert "What happened?" in chat.last.text  # the contact log took over
    [row] = await checkins(app)
    assert (row.trigger, row.tools) == ("contacted", ["contact"])


async def test_back_to_the_tools_after_reaching_out(chat: Chat) -> None:
    await chat.send("/craving")
    await chat.press("Skip")
    await chat.press("Skip")
    await chat.press("I already reached out")
    await chat.press("Back to the tools")
    assert chat.last.labels == TOOL_LABELS


# --- what helped before comes first -----------------------------------------------------------


async def test_tools_that_helped_most_are_offered_first(chat: Chat) -> None:
    await chat.send("/journal The night he threw my keys in the river")
    await chat.send("/craving")
    await chat.press("9")
    await chat.press("Skip")
    await chat.press("What really happened")
    await chat.press("3")  # a drop of 6
    await chat.press("No thanks")
    await chat.send("/craving")
    await chat.press("6")
    await chat.press("Skip")
    await chat.press("5-4-3-2-1")
    await chat.press("Stop")
    await chat.press("4")  # a drop of 2
    await chat.press("No thanks")
    await chat.send("/craving")
    await chat.press("7")
    await chat.press("Skip")
    assert chat.last.labels == [
        "What really happened",
        "5-4-3-2-1 grounding",
        "Ride the wave (breathing)",
        "My reasons",
        "Write it here instead",
        "I already reached out",
        "Not now",
    ]


# --- the follow-up --------------------------------------------------------------------------


@pytest.mark.postgres
async def test_follow_up_comes_when_chosen_and_logs_the_after(chat: Chat, app: BotApp) -> None:
    await chat.send("/craving")
    await chat.press("7")
    await chat.press("Skip")
    await chat.press("Ride the wave")
    await chat.press("I'm done")
    await chat.press("Skip")
    assert T.ASK_FOLLOWUP in chat.last.text
    await chat.press("In 20 min")
    assert "around 12:20" in chat.last.text
    [row] = await followups(app)
    [checkin] = await checkins(app)
    assert (row.status, row.explicit, row.source_id) == ("pending", True, checkin.id)
    assert row.due_at == chat.clock.now() + timedelta(minutes=20)
    assert row.payload is None  # nothing the user wrote travels with it
    sent = len(chat.messages)
    chat.clock.advance(timedelta(minutes=19))
    assert await tick(app) == 0
    assert len(chat.messages) == sent
    chat.clock.advance(timedelta(minutes=1))
    assert await tick(app) == 1
    assert chat.last.text == T.FOLLOWUP
    assert chat.last.labels == RATINGS
    await chat.press("3")
    assert "From 7 down to 3" in chat.last.text
    assert chat.last.labels == ["Another tool", "I'm okay for now"]
    [checkin] = await checkins(app)
    assert (checkin.intensity_after, checkin.after_at) == (3, chat.clock.now())
    await chat.press("I'm okay for now")
    assert "okay for now" in chat.last.text


async def test_a_number_typed_after_the_follow_up_counts(chat: Chat, app: BotApp) -> None:
    await chat.send("/craving")
    await chat.press("8")
    await chat.press("Skip")
    await chat.press("Not now")
    await chat.press("In 10 min")
    chat.clock.advance(timedelta(minutes=10))
    assert await tick(app) == 1
    await chat.send("2")
    assert "From 8 down to 2" in chat.last.text
    assert (await checkins(app))[0].intensity_after == 2


async def test_a_follow_up_hours_late_is_not_sent(chat: Chat, app: BotApp) -> None:
    await chat.send("/craving")
    await chat.press("5")
    await chat.press("Skip")
    await chat.press("Not now")
    await chat.press("In 10 min")
    chat.clock.advance(timedelta(hours=3))
    assert await tick(app) == 0
    [row] = await followups(app)
    assert row.status == "dropped"


async def test_follow_up_during_quiet_hours_still_comes_because_it_was_asked_for(
    chat: Chat, app: BotApp
) -> None:
    chat.clock.set(datetime(2026, 11, 29, 23, 30, tzinfo=UTC))
    await chat.send("/craving")
    await chat.press("9")
    await chat.press("Night or boredom")
    await chat.press("Not now")
    await chat.press("In 30 min")
    chat.clock.advance(timedelta(minutes=30))
    assert await tick(app) == 1
    assert chat.last.text == T.FOLLOWUP


# --- learned risky hours ----------------------------------------------------------------------


async def checkin_at(chat: Chat, day: int, hour: int, minute: int) -> None:
    """A short check-in at a Berlin wall time in December 2026 (UTC+1)."""
    chat.clock.set(datetime(2026, 12, day, hour - 1, minute, tzinfo=UTC))
    await quick_checkin(chat)


@pytest.mark.postgres
async def test_learned_hours_are_offered_after_five_check_ins_and_added(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/timezone berlin")
    await checkin_at(chat, 1, 10, 0)
    await checkin_at(chat, 2, 10, 0)
    await checkin_at(chat, 3, 22, 5)
    await checkin_at(chat, 4, 22, 40)
    assert "Something I noticed" not in chat.reply_text  # only four check-ins so far
    await checkin_at(chat, 5, 23, 10)
    assert "3 of your recent check-ins came between 22:00 and 00:00" in chat.last.text
    assert chat.last.labels == ["Yes, add it", "No thanks"]
    await chat.press("Yes, add it")
    assert "Added" in chat.last.text
    async with deps_of(app).db.session_scope() as session:
        user = await stored_user(app)
        windows = [reminders.window_of(r) for r in await reminders.windows_of(session, user.id)]
    assert [(w.start, w.end) for w in windows] == [(time(22), time(0))]
    # The window exists now: the same pattern is never offered again.
    await checkin_at(chat, 15, 22, 20)
    assert "Something I noticed" not in chat.reply_text


async def test_learned_hours_are_offered_at_most_once_a_week(chat: Chat) -> None:
    for day, hour in [(1, 9), (2, 9), (3, 21), (4, 21), (5, 21)]:
        await checkin_at(chat, day, hour + 1, 30)  # UTC user: 21:30 wall time
    assert "between 20:00 and 22:00" in chat.last.text  # ties go to the earliest window
    await chat.press("No thanks")
    assert "Nothing changes" in chat.last.text
    await checkin_at(chat, 6, 22, 30)
    assert "Something I noticed" not in chat.reply_text  # a day later: not again
    await checkin_at(chat, 13, 22, 30)
    assert "Something I noticed" in chat.reply_text  # a week later it may come back


async def test_no_learned_offer_when_a_risky_window_already_covers_it(chat: Chat) -> None:
    await chat.send("/timezone berlin")
    async with deps_of(chat.app).db.session_scope() as session:
        user = await stored_user(chat.app)
        user = await session.merge(user)
        window = RiskyWindow(time(21), time(23, 30))
        await reminders.add_window(session, user, window, chat.clock.now())
    for day in range(1, 6):
        await checkin_at(chat, day, 22, 15)
        assert "Something I noticed" not in chat.reply_text


# --- a learn card after a strong wave ---------------------------------------------------------


async def test_a_strong_wave_is_followed_by_a_learn_card_offer(chat: Chat) -> None:
    await quick_checkin(chat, rating="9")
    assert "Read it" in chat.last.labels


async def test_a_milder_wave_gets_no_learn_card(chat: Chat) -> None:
    await quick_checkin(chat, rating="5")
    assert "Read it" not in chat.last.labels


# --- danger at every step ---------------------------------------------------------------------


async def reach(chat: Chat, step: str) -> None:
    if step == "offer":
        await chat.send("i miss him")
        return
    await chat.send("/craving")
    if step == "before":
        return
    await chat.press("7")
    if step == "trigger":
        return
    await chat.press("A memory")
    if step == "tools":
        return
    if step == "ground":
        await chat.press("5-4-3-2-1")
        return
    await chat.press("Ride the wave")
    if step == "breathe":
        return
    await chat.press("I'm done")
    if step == "after":
        return
    await chat.press("4")  # step == "followup"


DANGER_STEPS = {
    # step: (a label still offered after the danger message, what to do next, expected reply)
    # Outside a step the danger message gets the menu; the offer's button still works.
    "offer": ("Start a check-in", "press:Start a check-in", "How strong"),
    "before": ("7", "press:6", "set it off"),
    "trigger": ("Loneliness", "press:Loneliness", "old number"),
    "tools": ("Ride the wave (breathing)", "press:5-4-3-2-1", "5 things"),
    "breathe": ("3", "press:3", "From 7 down to 3"),
    "ground": ("Next", "send:a lamp and a door", "4 things"),
    "after": ("3", "press:3", "From 7 down to 3"),
    "followup": ("In 10 min", "press:In 10 min", "around 12:10"),
}


@pytest.mark.parametrize("step", list(DANGER_STEPS))
async def test_danger_in_every_step_shows_help_and_the_step_still_works(
    chat: Chat, step: str
) -> None:
    await reach(chat, step)
    await chat.send(THREAT)
    assert urgent_shown(chat), step
    assert len(chat.replies) == 1, "nothing from the step follows the urgent message"
    label, action, expected = DANGER_STEPS[step]
    if step != "offer":
        await chat.press("Continue where I was")
        assert label in chat.last.labels, step  # the step is back, not skipped
    kind, value = action.split(":", 1)
    if kind == "press":
        await chat.press(value)
    else:
        await chat.send(value)
    assert not urgent_shown(chat)
    assert expected in chat.reply_text, step


async def test_danger_while_grounding_does_not_count_as_an_answer(chat: Chat) -> None:
    await reach(chat, "ground")
    await chat.send(THREAT)
    assert "5 things you can see" not in chat.last.text, "no next grounding question"
    await chat.press("Continue where I was")
    assert "5 things you can see" in chat.last.text


async def test_danger_in_free_text_gets_help_and_the_menu(chat: Chat) -> None:
    await chat.send(THREAT)
    assert urgent_shown(chat)
    assert len(chat.replies) == 1, "no menu after an urgent message"


# --- console mode -----------------------------------------------------------------------------


async def test_the_check_in_works_in_console_mode(settings: Settings) -> None:
    lines = [
        "i want to text him so bad",
        "1",  # Start a check-in
        "8",  # rating 8
        "1",  # A memory
        "1",  # Ride the wave
        "1",  # I'm done
        "3",  # rating 3
        "4",  # No thanks
    ]
    out = io.StringIO()
    await run_console(settings, stdin=io.StringIO("\n".join(lines) + "\n"), out=out)
    text = out.getvalue()
    assert "[1] Start a check-in" in text
    assert "[8] 8" in text
    assert "Ride the wave" in text
    assert "From 8 down to 3" in text
    assert "/craving brings me back" in text
