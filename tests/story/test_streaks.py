"""No-contact streaks, /contact, /structured and milestones, told as conversations."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta

import pytest
from sqlalchemy import select

from bot.context import BotApp
from bot.models import ScheduledMessage, User
from bot.models.contacts import ContactEvent, StructuredRules
from bot.outbox import queue as outbox
from tests.harness import DANGER, HELPLINE, Chat, deps_of, stored_user

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
SHAME_WORDS = ("zero", "reset", "back to", "failed", "failure", "ruined", "lost your")


async def events(app: BotApp) -> list[ContactEvent]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(select(ContactEvent).order_by(ContactEvent.id))
        return list(result.scalars())


async def milestones(app: BotApp, status: str = outbox.PENDING) -> list[ScheduledMessage]:
    async with deps_of(app).db.session_scope() as session:
        result = await session.execute(
            select(ScheduledMessage)
            .where(ScheduledMessage.kind == "milestone", ScheduledMessage.status == status)
            .order_by(ScheduledMessage.id)
        )
        return list(result.scalars())


async def log_contact(
    chat: Chat, kind: str, channel: str | None = None, when: Sequence[str] = ("Just now",)
) -> None:
    await chat.send("/contact")
    await chat.press(kind)
    if channel is not None:
        await chat.press(channel)
    for step in when:
        await chat.press(step)


def assert_no_shame(text: str) -> None:
    lowered = text.lower()
    for word in SHAME_WORDS:
        assert word not in lowered, word


def assert_urgent(chat: Chat) -> None:
    assert HELPLINE in chat.reply_text
    assert "emergency" in chat.reply_text.lower()


# --- the event kinds -------------------------------------------------------------------------


@pytest.mark.postgres
async def test_reaching_out_is_a_fresh_start_that_keeps_every_figure(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/since 2026-11-01")
    await chat.send("/contact")
    assert chat.last.labels == [
        "I reached out",
        "They reached out, I replied",
        "They reached out, I held",
        "I looked at their profile",
        "Cancel",
    ]
    await chat.press("I reached out")
    assert "Text message" in chat.last.labels
    await chat.press("Text message")
    assert chat.last.labels[:4] == ["Just now", "Earlier today", "Yesterday", "Type a time"]
    await chat.press("Just now")
    text = chat.last.text
    assert "you reached out, today at 12:00" in text
    assert "You held for 28 days before it happened, and those days stay yours." in text
    assert "Longest streak: 28 days" in text
    assert "Days without contact in all: 28" in text
    assert_no_shame(text)
    buttons = dict(chat.last.buttons)
    assert buttons["Check in with me"] == "craving:start"
    assert buttons["A short read for this moment"] == "learn:offer:after_contact:reached_out"
    assert "Start again now" in buttons and "Undo" in buttons
    [event] = await events(app)
    assert (event.kind, event.channel, event.at, event.within_rules) == (
        "reached_out",
        "text",
        NOW,
        None,
    )
    assert (await stored_user(app)).flow is None
    await chat.send("/streak")
    text = chat.last.text
    assert "Current streak: just begun" in text
    assert "Longest streak: 28 days" in text
    assert "Days without contact in all: 28" in text
    assert "Fresh starts: 1" in text  # one slip, one fresh start
    assert_no_shame(text)


async def test_replied_yesterday_evening_is_backdated(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "They reached out, I replied", "Call", ("Yesterday",))
    assert chat.last.labels[:4] == ["Morning", "Afternoon", "Evening", "Night"]
    await chat.press("Evening")
    assert "you replied, yesterday at 19:00" in chat.last.text
    [event] = await events(app)
    assert (event.kind, event.channel, event.at) == (
        "replied",
        "call",
        datetime(2026, 11, 28, 19, 0, tzinfo=UTC),
    )
    assert event.created_at == NOW
    await chat.send("/streak")
    assert "Current streak: 17 hours" in chat.last.text  # hours while under three days
    assert "Longest streak: 27 days" in chat.last.text


async def test_earlier_today_offers_the_parts_of_the_day_that_began(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "I reached out", "Social media", ("Earlier today",))
    assert "This morning" in chat.last.labels and "This afternoon" in chat.last.labels
    assert "This evening" not in chat.last.labels  # 12:00: the evening is still ahead
    await chat.press("This morning")
    assert "today at 09:00" in chat.last.text
    await log_contact(chat, "I reached out", "Call", ("Earlier today", "About an hour ago"))
    assert "today at 11:00" in chat.last.text
    assert [e.at.hour for e in await events(app)] == [9, 11]


async def test_held_is_a_quiet_win_and_never_resets(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "They reached out, I held")  # no channel step for a win
    text = chat.last.text
    assert "you held" in text
    assert "1 so far" in text
    assert "Your streak keeps going: 28 days" in text
    assert "Check in with me" not in chat.last.labels
    assert chat.last.labels == ["Undo"]
    await log_contact(chat, "They reached out, I held", when=("Yesterday", "Night"))
    assert "2 so far" in chat.last.text
    await chat.send("/streak")
    assert "Current streak: 28 days" in chat.last.text
    assert "Times you held when they reached out: 2" in chat.last.text
    assert "Fresh starts" not in chat.last.text


async def test_profile_checks_follow_the_setting(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "I looked at their profile")
    assert "doesn't change your count" in chat.last.text
    assert "Profile checks this week: 1" in chat.last.text
    assert_no_shame(chat.last.text)
    await chat.send("/streak")
    assert "Current streak: 28 days" in chat.last.text
    assert "Profile checks this week: 1" in chat.last.text

    await chat.send("/settings")
    assert "Looking at their profile: noted, doesn't change your streak" in chat.last.text
    await chat.press("Profile checks")
    assert "Looking at their profile: starts a fresh streak" in chat.last.text
    assert (await stored_user(app)).settings.profile_check_resets is True
    await chat.send("/streak")
    assert "Current streak: just begun" in chat.last.text  # the earlier check now counts

    await log_contact(chat, "I looked at their profile")
    assert "Check in with me" in chat.last.labels
    await chat.send("/settings")
    await chat.press("Profile checks")
    assert (await stored_user(app)).settings.profile_check_resets is False
    await chat.send("/streak")
    assert "Current streak: 28 days" in chat.last.text
    assert "Profile checks this week: 2" in chat.last.text


async def test_structured_kind_is_only_offered_in_structured_mode(chat: Chat) -> None:
    await chat.send("/contact")
    assert "Structured contact" not in chat.last.labels


# --- typed times -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("yesterday 21:30", datetime(2026, 11, 28, 21, 30, tzinfo=UTC)),
        ("2 hours ago", datetime(2026, 11, 29, 10, 0, tzinfo=UTC)),
        ("27.11.2026 08:15", datetime(2026, 11, 27, 8, 15, tzinfo=UTC)),
        ("last night", datetime(2026, 11, 28, 22, 0, tzinfo=UTC)),
    ],
)
async def test_typed_times_are_understood(
    chat: Chat, app: BotApp, typed: str, expected: datetime
) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "I reached out", "Text message", ("Type a time",))
    assert "Type when it was" in chat.last.text
    await chat.send(typed)
    assert "Logged: you reached out" in chat.reply_text
    assert [e.at for e in await events(app)] == [expected]


async def test_a_time_can_be_typed_without_pressing_type(chat: Chat, app: BotApp) -> None:
    await log_contact(chat, "They reached out, I replied", "Email", ())
    await chat.send("yesterday 8pm")
    assert "yesterday at 20:00" in chat.reply_text


async def test_bad_and_future_times_get_a_specific_reply_and_lose_nothing(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "They reached out, I held")  # stored first: must survive
    await log_contact(chat, "I reached out", "Call", ())
    for bad, expected in [
        ("31.02.2026 10:00", "doesn't exist"),
        ("tomorrow 10:00", "still ahead"),
        ("23:00", "still ahead"),  # later today
        ("in a bit", "couldn't read"),
        ("x" * 150, "longer than a time"),
        ("1.1.1900 10:00", "further back"),
    ]:
        await chat.send(bad)
        assert expected in chat.reply_text, bad
        assert "When was it?" in chat.last.text, bad
        assert "Just now" in chat.last.labels, bad
        assert [e.kind for e in await events(app)] == ["held"], bad
        user = await stored_user(app)
        assert user.flow == "ct:when" and user.flow_data == {
            "kind": "reached_out",
            "channel": "call",
        }
    await chat.send("today 10:00")
    assert [e.kind for e in await events(app)] == ["held", "reached_out"]


async def test_an_event_before_the_start_date_is_kept_but_not_counted(
    chat: Chat, app: BotApp
) -> None:
    await chat.send("/since 2026-11-20")
    await log_contact(chat, "I reached out", "Text message", ("Type a time",))
    await chat.send("15.11.2026 10:00")
    assert "before your start date (20 Nov 2026)" in chat.reply_text
    assert "Check in with me" not in chat.last.labels
    assert len(await events(app)) == 1
    await chat.send("/streak")
    assert "Current streak: 9 days" in chat.last.text


# --- undo, restart, cancel, stale buttons -----------------------------------------------------


@pytest.mark.postgres
async def test_undo_within_ten_minutes(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "I reached out", "Call")
    chat.clock.advance(timedelta(minutes=9))
    await chat.press("Undo")
    assert "Undone" in chat.reply_text
    assert "28 days" in chat.reply_text
    [event] = await events(app)
    assert event.undone_at == NOW + timedelta(minutes=9)  # kept, marked, not deleted
    await chat.send("/streak")
    assert "Current streak: 28 days" in chat.last.text
    assert "Fresh starts" not in chat.last.text


async def test_undo_after_ten_minutes_is_refused_kindly(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "I reached out", "Call")
    chat.clock.advance(timedelta(minutes=10, seconds=1))
    await chat.press("Undo")
    assert "more than 10 minutes" in chat.reply_text
    assert "Nothing is lost" in chat.reply_text
    assert "/contact" in chat.reply_text
    [event] = await events(app)
    assert event.undone_at is None


async def test_undo_twice_and_undo_of_someone_elses_entry(chat: Chat, app: BotApp) -> None:
    await log_contact(chat, "They reached out, I held")
    await chat.press("Undo")
    assert "Undone" in chat.reply_text
    [event] = await events(app)
    await chat.press_data(f"ct:undo:{event.id}")
    assert "already undone" in chat.reply_text
    await chat.press_data(f"ct:undo:{event.id + 100}")
    assert "couldn't find" in chat.reply_text
    await chat.press_data("ct:undo:abc")
    assert "couldn't find" in chat.reply_text


async def test_restart_now_counts_from_the_slip_and_keeps_history(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "I reached out", "Text message", ("Type a time",))
    await chat.send("2 hours ago")
    await chat.press("Start again now")
    text = chat.last.text
    assert "counts from today at 10:00" in text
    assert "28 days without contact in all" in text
    assert_no_shame(text)
    assert len(await events(app)) == 1  # a restart stores nothing and deletes nothing


async def test_cancel_stores_nothing(chat: Chat, app: BotApp) -> None:
    await chat.send("/contact")
    await chat.press("I reached out")
    await chat.press("Cancel")
    assert "nothing logged" in chat.last.text
    assert await events(app) == []
    assert (await stored_user(app)).flow is None


async def test_old_buttons_after_the_log_are_answered_kindly(chat: Chat, app: BotApp) -> None:
    await log_contact(chat, "I reached out", "Call")
    await chat.press_data("ct:c:text")
    assert "has closed" in chat.last.text
    await chat.press_data("ct:t:now")
    assert "has closed" in chat.last.text
    assert len(await events(app)) == 1


async def test_typing_at_a_button_step_asks_again(chat: Chat, app: BotApp) -> None:
    await chat.send("/contact")
    await chat.send("not sure which")
    assert "Tap one of the buttons" in chat.reply_text
    assert "I reached out" in chat.last.labels
    await chat.press("I reached out")
    await chat.send("by phone")
    assert "Tap one of the buttons" in chat.reply_text
    assert "Call" in chat.last.labels


async def test_contact_start_from_another_feature(chat: Chat) -> None:
    await chat.press_data("contact:start")
    assert "What happened?" in chat.last.text
    assert chat.last.labels[0] == "I reached out"
    assert chat.calls_of("answerCallbackQuery")


async def test_streak_without_a_start_date_counts_from_first_contact(chat: Chat) -> None:
    await chat.send("/streak")
    text = chat.last.text
    assert "Current streak: just begun" in text
    assert "counting from when we first talked, 29 Nov 2026" in text
    assert "/since" in text
    assert dict(chat.last.buttons)["Log a contact"] == "contact:start"
    await chat.press("Log a contact")
    assert "What happened?" in chat.last.text


async def test_streak_without_a_start_date_includes_a_backdated_first_event(
    chat: Chat, app: BotApp
) -> None:
    await log_contact(chat, "They reached out, I held", when=("Yesterday", "Morning"))
    await chat.send("/streak")
    assert "Current streak: 27 hours" in chat.last.text
    assert "Times you held when they reached out: 1" in chat.last.text


async def test_streak_shows_time_from_slip_to_check_in(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await log_contact(chat, "I reached out", "Call")
    chat.clock.advance(timedelta(hours=2))
    await chat.send("/craving")  # a real check-in, two hours after the slip
    chat.clock.advance(timedelta(hours=1))
    await chat.send("/streak")
    assert "After your last slip, you checked in 2 hours later." in chat.last.text
    await log_contact(chat, "They reached out, I replied", "Text message")
    await chat.send("/streak")  # the check-in came before this slip: nothing to show yet
    assert "checked in" not in chat.last.text


async def test_slip_buttons_lead_to_a_check_in_and_a_lesson(chat: Chat) -> None:
    await log_contact(chat, "I reached out", "Call")
    await chat.press("A short read for this moment")
    assert chat.replies and chat.last.labels  # the memory feature offers a card
    await chat.press("Check in with me")
    assert chat.replies and chat.last.labels  # the craving check-in begins


async def test_since_still_sets_the_start(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-10-01")
    await chat.send("/streak")
    assert "Current streak: 59 days" in chat.last.text
    assert "Days without contact in all: 59" in chat.last.text  # today counts once it is over


# --- structured contact ------------------------------------------------------------------------


async def set_up_rules(chat: Chat) -> None:
    await chat.send("/structured")
    await chat.press("Co-parenting app")
    await chat.press("Email")
    await chat.press("Next")
    await chat.press("Children")
    await chat.press("Logistics")
    await chat.press("Next")
    await chat.press("08:00–20:00")


@pytest.mark.postgres
async def test_structured_rules_are_set_with_taps(chat: Chat, app: BotApp) -> None:
    await chat.send("/structured")
    assert "children" in chat.reply_text.lower()
    await chat.press("Next")
    assert "at least one channel" in chat.reply_text
    await chat.press("Co-parenting app")
    assert "✓ Co-parenting app" in chat.last.labels
    await chat.press("Email")
    await chat.press("Text message")
    await chat.press("✓ Text message")  # tapped twice: off again
    assert "Text message" in chat.last.labels
    await chat.press("Next")
    await chat.press("Next")
    assert "at least one topic" in chat.reply_text
    await chat.press("Children")
    await chat.press("Money")
    await chat.press("Next")
    await chat.press("08:00–20:00")
    text = chat.last.text
    assert "Structured contact is on" in text
    assert "Channels: Co-parenting app, Email" in text
    assert "Topics: Children, Money" in text
    assert "Hours: 08:00–20:00" in text
    async with deps_of(app).db.session_scope() as session:
        rules = await session.get(StructuredRules, (await stored_user(app)).id)
        assert rules is not None
        assert (rules.enabled, rules.channels, rules.topics) == (
            True,
            "app,email",
            "children,money",
        )
        assert (rules.hours_start, rules.hours_end) == (time(8), time(20))


async def test_structured_hours_can_be_typed(chat: Chat, app: BotApp) -> None:
    await chat.send("/structured")
    await chat.press("Email")
    await chat.press("Next")
    await chat.press("Work")
    await chat.press("Next")
    for bad, expected in [
        ("25-26", "doesn't exist on a clock"),
        ("whenever", "couldn't read"),
        ("9-9", "same time"),
    ]:
        await chat.send(bad)
        assert expected in chat.reply_text, bad
        assert "Which hours" in chat.last.text
    await chat.send("9-17 weekdays")
    assert "Hours: 09:00–17:00, Mon–Fri" in chat.last.text
    assert (await stored_user(app)).flow is None


async def test_contact_within_the_rules_keeps_the_streak(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await set_up_rules(chat)
    await chat.send("/contact")
    assert "Structured contact" in chat.last.labels
    await chat.press("Structured contact")
    await chat.press("Co-parenting app")
    await chat.press("Just now")
    assert "Did it stay within your rules?" in chat.last.text
    assert "Channels: Co-parenting app, Email" in chat.last.text
    assert "isn't one of your agreed channels" not in chat.last.text
    await chat.press("Yes, within the rules")
    assert "your streak keeps going: 28 days" in chat.last.text
    assert "Structured contacts this month: 1" in chat.last.text
    # They wrote about pickup times, I replied in the app: also within the rules.
    await log_contact(chat, "They reached out, I replied", "Co-parenting app")
    await chat.press("Yes, within the rules")
    assert "Structured contacts this month: 2" in chat.last.text
    await chat.send("/streak")
    text = chat.last.text
    assert "Days without contact outside your rules: 28 days" in text
    assert "Structured contacts this month: 2" in text
    rows = await events(app)
    assert [(e.kind, e.within_rules) for e in rows] == [("structured", True), ("replied", True)]


async def test_contact_outside_the_rules_is_a_fresh_start(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await set_up_rules(chat)
    await log_contact(chat, "I reached out", "Call")
    assert "It was by call, which isn't one of your agreed channels." in chat.last.text
    await chat.press("No: another channel")
    assert "Longest streak: 28 days" in chat.last.text
    assert "Check in with me" in chat.last.labels
    assert_no_shame(chat.last.text)
    [event] = await events(app)
    assert (event.kind, event.within_rules, event.outside) == ("reached_out", False, "channel")
    await chat.send("/streak")
    assert "Days without contact outside your rules: just begun" in chat.last.text
    assert "Structured contacts this month: 0" in chat.last.text


async def test_late_night_structured_contact_gets_an_hours_hint(chat: Chat, app: BotApp) -> None:
    await set_up_rules(chat)
    chat.clock.set(datetime(2026, 11, 29, 23, 30, tzinfo=UTC))
    await log_contact(chat, "Structured contact", "Email")
    assert "outside your agreed hours" in chat.last.text
    await chat.press("No: outside the hours")
    assert "Check in with me" in chat.last.labels
    await log_contact(chat, "Structured contact", "Email")
    await chat.press("No: off topic")
    assert [(e.kind, e.within_rules, e.outside) for e in await events(app)] == [
        ("structured", False, "hours"),
        ("structured", False, "topic"),
    ]


async def test_structured_mode_can_be_changed_and_turned_off(chat: Chat, app: BotApp) -> None:
    await set_up_rules(chat)
    await chat.send("/structured")
    assert "Structured contact is on" in chat.last.text
    await chat.press("Change the rules")
    assert "✓ Co-parenting app" in chat.last.labels  # pre-filled
    await chat.press("Next")
    await chat.press("Next")
    await chat.press("Any time")
    assert "Hours: any time" in chat.last.text
    await chat.press("Turn it off")
    assert "off" in chat.last.text
    await chat.send("/contact")
    assert "Structured contact" not in chat.last.labels
    await chat.press("I reached out")
    await chat.press("Call")
    await chat.press("Just now")
    assert "Check in with me" in chat.last.labels  # no rules question when it's off
    await chat.send("/structured")
    assert "Three quick steps" in chat.reply_text
    assert "✓ Co-parenting app" in chat.last.labels  # kept for later


async def test_structured_old_buttons_and_typing(chat: Chat) -> None:
    await chat.press_data("sr:c:email")
    assert "has closed" in chat.last.text
    await chat.send("/structured")
    await chat.send("email please")
    assert "Tap the buttons" in chat.reply_text
    assert "Next" in chat.last.labels


# --- danger at every step ----------------------------------------------------------------------


async def test_danger_at_the_kind_step(chat: Chat, app: BotApp) -> None:
    await chat.send("/contact")
    await chat.send(DANGER)
    assert_urgent(chat)
    assert len(chat.replies) == 1, "the step pauses"
    await chat.press("Continue where I was")
    await chat.press("I reached out")
    assert "How was it?" in chat.last.text


async def test_danger_at_the_channel_step(chat: Chat) -> None:
    await chat.send("/contact")
    await chat.press("They reached out, I replied")
    await chat.send(DANGER)
    assert_urgent(chat)
    await chat.press("Continue where I was")
    await chat.press("Text message")
    assert "When was it?" in chat.last.text


@pytest.mark.parametrize("first", [(), ("Type a time",), ("Yesterday",), ("Earlier today",)])
async def test_danger_at_the_time_step(chat: Chat, app: BotApp, first: tuple[str, ...]) -> None:
    await log_contact(chat, "I reached out", "Call", first)
    await chat.send(DANGER)
    assert_urgent(chat)
    assert await events(app) == []
    assert len(chat.replies) == 1, "the step pauses"
    await chat.press("Continue where I was")
    await chat.send("yesterday 21:00")
    assert "Logged: you reached out, yesterday at 21:00" in chat.reply_text
    assert len(await events(app)) == 1


async def test_danger_at_the_rules_step(chat: Chat, app: BotApp) -> None:
    await set_up_rules(chat)
    await log_contact(chat, "Structured contact", "Email")
    await chat.send(DANGER)
    assert_urgent(chat)
    assert len(chat.replies) == 1, "the step pauses"
    await chat.press("Continue where I was")
    await chat.press("Yes, within the rules")
    assert [e.within_rules for e in await events(app)] == [True]


async def test_danger_after_a_slip_then_restart_and_undo_still_work(
    chat: Chat, app: BotApp
) -> None:
    await log_contact(chat, "I reached out", "Call")
    await chat.send(DANGER)
    assert_urgent(chat)
    await chat.press("Start again now")
    assert "Starting again" in chat.last.text
    await chat.press("Undo")
    assert "Undone" in chat.reply_text


@pytest.mark.parametrize("step", ["channels", "topics", "hours"])
async def test_danger_at_each_structured_step(chat: Chat, app: BotApp, step: str) -> None:
    await chat.send("/structured")
    await chat.press("Email")
    if step != "channels":
        await chat.press("Next")
        await chat.press("Children")
    if step == "hours":
        await chat.press("Next")
    await chat.send(DANGER)
    assert_urgent(chat)
    assert (await stored_user(app)).flow is None, "the step pauses"
    await chat.press("Continue where I was")
    assert (await stored_user(app)).flow == f"sr:{step}"
    if step == "hours":
        await chat.send("8-18")
    else:
        await chat.press("Next")
        if step == "channels":
            await chat.press("Children")
            await chat.press("Next")
        await chat.press("09:00–17:00")
    assert "Structured contact is on" in chat.last.text


async def test_danger_as_a_streak_command_argument(chat: Chat) -> None:
    await chat.send(f"/streak {DANGER}")
    assert_urgent(chat)
    assert "Your count" in chat.last.text


# --- milestones --------------------------------------------------------------------------------


async def render(app: BotApp, row: ScheduledMessage, now: datetime) -> outbox.Outgoing | None:
    spec = deps_of(app).kinds.get("milestone")
    assert spec is not None and spec.cheerful
    async with deps_of(app).db.session_scope() as session:
        user = await session.get(User, row.user_id)
        fresh = await session.get(ScheduledMessage, row.id)
        assert user is not None and fresh is not None
        return await spec.render(session, user, fresh, now)


async def handle_after(app: BotApp, row: ScheduledMessage, now: datetime) -> None:
    spec = deps_of(app).kinds.get("milestone")
    assert spec is not None and spec.after is not None
    async with deps_of(app).db.session_scope() as session:
        user = await session.get(User, row.user_id)
        fresh = await session.get(ScheduledMessage, row.id)
        assert user is not None and fresh is not None
        fresh.status = outbox.SENT
        await session.flush()
        await spec.after(session, user, fresh, now)


async def test_setting_a_start_date_plans_the_next_milestone(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-23")
    [row] = await milestones(app)
    assert row.due_at == datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
    assert row.payload is not None and row.payload["days"] == 7
    await chat.send("/since 2026-11-01")
    [row] = await milestones(app)  # replaced, not added
    assert row.payload is not None and row.payload["days"] == 30
    assert row.due_at == datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    assert len(await milestones(app, outbox.CANCELLED)) == 1


async def test_onboarding_buttons_plan_a_milestone(chat: Chat, app: BotApp) -> None:
    await chat.send("/start")
    await chat.press("Yesterday")  # day 1 was this morning: the next one is day 3
    [row] = await milestones(app)
    assert row.payload is not None and row.payload["days"] == 3
    assert row.due_at == datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    await chat.send("tokyo")  # a new zone moves the morning
    [row] = await milestones(app)
    assert row.due_at == datetime(2026, 12, 1, 0, 0, tzinfo=UTC)  # 09:00 in Tokyo


async def test_no_milestone_without_anything_to_count_from(chat: Chat, app: BotApp) -> None:
    await chat.send("/streak")
    assert await milestones(app) == []
    await log_contact(chat, "They reached out, I held")
    [row] = await milestones(app)  # the first log gives the streak a start
    assert row.payload is not None and row.payload["days"] == 1


async def test_milestone_renders_quietly_and_plans_the_next(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-23")
    [row] = await milestones(app)
    morning = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
    outgoing = await render(app, row, morning)
    assert outgoing is not None
    assert "A week" in outgoing.text
    for word in ("him", "her", "them", "ex"):
        assert f" {word} " not in f" {outgoing.text.lower()} "
    assert outgoing.rows == [[("My count", "st:show")]]
    await handle_after(app, row, morning)
    [next_row] = await milestones(app)
    assert next_row.payload is not None and next_row.payload["days"] == 14
    assert next_row.due_at == datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


async def test_milestone_is_held_back_after_a_danger_report(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-23")
    [row] = await milestones(app)
    chat.clock.set(datetime(2026, 11, 29, 20, 0, tzinfo=UTC))
    await chat.send(DANGER)
    assert_urgent(chat)
    assert await render(app, row, datetime(2026, 11, 30, 9, 0, tzinfo=UTC)) is None
    # A day and more later, the next milestone goes out normally.
    await handle_after(app, row, datetime(2026, 11, 30, 9, 0, tzinfo=UTC))
    [next_row] = await milestones(app)
    assert await render(app, next_row, next_row.due_at) is not None


async def test_a_slip_replans_and_the_old_milestone_is_stale(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-23")
    [week] = await milestones(app)
    await log_contact(chat, "I reached out", "Text message")
    [row] = await milestones(app)
    # The slip's own day is not a day without contact: 30 Nov is the first full one, marked
    # on the morning of 1 Dec.
    assert row.payload is not None and row.payload["days"] == 1
    assert row.due_at == datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    assert await render(app, week, datetime(2026, 11, 30, 9, 0, tzinfo=UTC)) is None
    outgoing = await render(app, row, row.due_at)
    assert outgoing is not None and "One full day" in outgoing.text
    # Undoing the slip brings the week back.
    await chat.press("Undo")
    [row] = await milestones(app)
    assert row.payload is not None and row.payload["days"] == 7


async def test_no_milestone_within_a_day_of_a_slip(chat: Chat, app: BotApp) -> None:
    chat.clock.set(datetime(2026, 11, 29, 23, 30, tzinfo=UTC))
    await log_contact(chat, "I reached out", "Call")
    [planned] = await milestones(app)
    assert planned.payload is not None and planned.payload["days"] == 1
    assert planned.due_at == datetime(2026, 12, 1, 9, 0, tzinfo=UTC)  # after all of 30 Nov
    # A day-1 row that matches the streak is still held back 9.5 hours after the slip.
    async with deps_of(app).db.session_scope() as session:
        user = await session.get(User, planned.user_id)
        assert user is not None
        day_one = await outbox.enqueue(
            session,
            user_id=user.id,
            kind="milestone",
            due_at=datetime(2026, 11, 30, 9, 0, tzinfo=UTC),
            now=chat.clock.now(),
            payload={"days": 1, "from": planned.payload["from"]},
        )
    assert await render(app, day_one, datetime(2026, 11, 30, 9, 0, tzinfo=UTC)) is None
    # Later the slip is far enough back, but the streak is on day 2 by then: stale.
    assert await render(app, day_one, datetime(2026, 12, 2, 0, 30, tzinfo=UTC)) is None


@pytest.mark.postgres
async def test_milestones_are_local_mornings_across_dst(chat: Chat, app: BotApp) -> None:
    chat.clock.set(datetime(2027, 3, 20, 12, 0, tzinfo=UTC))
    await chat.send("/timezone berlin")
    await chat.send("/since 2027-03-01")
    [row] = await milestones(app)
    assert row.payload is not None and row.payload["days"] == 30
    # 09:00 in Berlin on 31 March is 07:00 UTC: summer time began on the 28th.
    assert row.due_at == datetime(2027, 3, 31, 7, 0, tzinfo=UTC)
    outgoing = await render(app, row, row.due_at)
    assert outgoing is not None and "A month" in outgoing.text


async def test_yearly_milestones_after_a_year(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2025-06-01")
    [row] = await milestones(app)
    assert row.payload is not None and row.payload["days"] == 730
    assert row.due_at.date() == date(2027, 6, 1)


async def test_my_count_button_on_a_milestone(chat: Chat) -> None:
    await chat.press_data("st:show")
    assert "Your count" in chat.last.text


@pytest.mark.postgres
async def test_dispatcher_sends_the_milestone_on_the_morning(chat: Chat, app: BotApp) -> None:
    deps = deps_of(app)
    dispatcher = deps.dispatcher
    await chat.send("/since 2026-11-23")
    chat.clock.set(datetime(2026, 11, 30, 8, 59, tzinfo=UTC))
    await dispatcher.tick(app.bot)
    assert [m.text for m in chat.calls_of("sendMessage") if "A week" in m.text] == []
    chat.clock.set(datetime(2026, 11, 30, 9, 0, 30, tzinfo=UTC))
    await dispatcher.tick(app.bot)
    sent = [m for m in chat.calls_of("sendMessage") if "A week" in m.text]
    assert len(sent) == 1 and sent[0].chat_id == 424242
    assert [r.status for r in await milestones(app, outbox.SENT)] == [outbox.SENT]
    [next_row] = await milestones(app)
    assert next_row.payload is not None and next_row.payload["days"] == 14


async def test_dispatcher_holds_milestones_after_danger(chat: Chat, app: BotApp) -> None:
    deps = deps_of(app)
    dispatcher = deps.dispatcher
    await chat.send("/since 2026-11-23")
    chat.clock.set(datetime(2026, 11, 30, 1, 0, tzinfo=UTC))
    await chat.send(DANGER)
    chat.clock.set(datetime(2026, 11, 30, 9, 0, tzinfo=UTC))
    await dispatcher.tick(app.bot)
    assert not [m for m in chat.calls_of("sendMessage") if "A week" in m.text]
    assert len(await milestones(app, outbox.DROPPED)) == 1
    [next_row] = await milestones(app)
    assert next_row.payload is not None and next_row.payload["days"] == 14


async def test_dispatcher_drops_a_milestone_after_a_slip(chat: Chat, app: BotApp) -> None:
    deps = deps_of(app)
    dispatcher = deps.dispatcher
    await chat.send("/since 2026-11-23")
    [week] = await milestones(app)
    await log_contact(chat, "I reached out", "Call")
    async with deps.db.session_scope() as session:  # as if the replan had not happened
        row = await session.get(ScheduledMessage, week.id)
        assert row is not None
        row.status = outbox.PENDING
    chat.clock.set(datetime(2026, 11, 30, 9, 0, tzinfo=UTC))
    await dispatcher.tick(app.bot)
    assert not [m for m in chat.calls_of("sendMessage") if "week" in m.text.lower()]
    [dropped] = await milestones(app, outbox.DROPPED)
    assert (dropped.id, dropped.reason) == (week.id, "no_content")
    [next_row] = await milestones(app)
    assert next_row.payload is not None and next_row.payload["days"] == 1


async def test_when_the_current_streak_is_the_longest_it_says_so(chat: Chat) -> None:
    await chat.send("/since today")
    await chat.send("/streak")
    assert "Current streak: 12 hours" in chat.last.text
    assert "Longest streak: this one, so far" in chat.last.text
    assert "0 days" not in chat.last.text


async def test_a_slip_on_the_first_day_shows_no_zero_figures(chat: Chat) -> None:
    await chat.send("/since today")
    await log_contact(chat, "I reached out", "Text message", ("Just now",))
    text = chat.last.text
    assert "0 days" not in text
    assert "Days without contact in all: 0" not in text
    assert "Every hour you held before this still counts." in text
    assert_no_shame(text)
