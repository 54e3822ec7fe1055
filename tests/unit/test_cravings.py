"""Pure craving logic: detection, typed ratings, tool ranking."""

from __future__ import annotations

from datetime import UTC, datetime, time
from zoneinfo import ZoneInfo

import pytest

from bot.domain.craving import (
    RANKED_TOOLS,
    TOOLS,
    Outcome,
    change_kind,
    count_in_window,
    learned_window_at,
    looks_like_craving,
    normalise,
    parse_intensity,
    rank_tools,
)
from bot.domain.schedule import RiskyWindow, learned_window

CRAVINGS = [
    "I want to text him so bad",
    "i miss her",
    "about to call him",
    "I miss him so much",
    "i'm about to call him",
    "im about to call him",
    "I’m gonna text her",
    "wanna text him",
    "wana txt him rn",
    "i wnat to text him",
    "i want 2 call her",
    "i really want to text him",
    "I want to just call her",
    "thinking of texting",
    "thinking about calling my ex",
    "should i text",
    "should i text him?",
    "Should I unblock her",
    "should i reply",
    "i need to see him",
    "i want to go back to him",
    "I want to get back together with my ex",
    "I want him back",
    "i miss my ex",
    "missing him tonight",
    "i misss himmm",
    "i miss the way he held me",
    "I'm trying so hard... trying not to text him",
    "so hard not to call",
    "the urge to text is huge",
    "having a craving",
    "craving",
    "I'm craving him",
    "I want to check his instagram",
    "bout to dm her",
    "I'm so close to messaging him",
    "i keep wanting to text him",
    "I WANT TO TEXT HIM",
    "i want to text him but i know i shouldnt",
    "I think I'm going to call him tonight",
    "i will text him",
    "Can I call her just once?",
    "i want to text my ex boyfriend",
    "I want to texttt himmm sooo bad",
    "i wanna callll him",
    "I don't want to, but I'm about to text him",
]

ORDINARY = [
    "",
    "hello",
    "hi there",
    "berlin",
    "Europe/Berlin",
    "2026-11-01",
    "today",
    "yesterday",
    "thanks",
    "thank you so much",
    "help",
    "what can you do?",
    "how do i use this",
    "7",
    "germany",
    "i want to feel better",
    "I miss my dog",
    "i miss home",
    "i miss my mom",
    "missing out on stuff",
    "i texted my sister",
    "call me later",
    "should i text my mom",
    "I need to call the doctor",
    "im going to the gym",
    "I'm about to go to bed",
    "i want to see my friends",
    "i want to go back to sleep",
    "I'm going to call my sister",
    "i want to write a book",
    "I don't want to text him",
    "i won't call her",
    "i dont miss him at all",
    "I never want to see him again",
    "I have a craving for pizza",
    "he said he will kill me tonight",
    "I'm proud of myself",
    "where is my streak",
    "how do i contact you",
    "I'm not going to text him",
    "I'm going to call and cancel my order",
    "i need to call one of my friends",
    "i want to see the movie",
    "he texted me",
    "I texted him last night",
]


@pytest.mark.parametrize("text", CRAVINGS)
def test_craving_like_text_is_spotted(text: str) -> None:
    assert looks_like_craving(text), text


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_use_is_left_alone(text: str) -> None:
    assert not looks_like_craving(text), text


def test_detection_is_bounded_on_huge_input() -> None:
    assert not looks_like_craving("la " * 100_000)
    assert looks_like_craving("i want to text him " + "x" * 100_000)


def test_normalise_folds_apostrophes_case_and_long_runs() -> None:
    assert normalise("I’M   Sooooo  DONE!!!") == "im so done"
    assert normalise("don't") == "dont"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7", 7),
        (" 0 ", 0),
        ("10", 10),
        ("7/10", 7),
        ("7 / 10", 7),
        ("8 out of 10", 8),
        ("about a 6", 6),
        ("it's a 4 now", 4),
        ("still 9", 9),
        ("5.", 5),
        ("11", None),
        ("-3", None),
        ("seven", 7),
        ("2026", None),
        ("7 or 8", None),
        ("", None),
        ("i want to text him", None),
    ],
)
def test_parse_intensity(text: str, expected: int | None) -> None:
    assert parse_intensity(text) == expected


def test_rank_tools_without_history_keeps_default_order() -> None:
    assert rank_tools([]) == list(RANKED_TOOLS)
    assert "contact" not in rank_tools([])
    assert TOOLS[-1] == "contact"


def test_rank_tools_puts_the_biggest_average_drop_first() -> None:
    history = [
        Outcome(("breathe",), 8, 7),  # drop 1
        Outcome(("letter",), 9, 3),  # drop 6
        Outcome(("reasons", "record"), 7, 4),  # drop 3 for both
        Outcome(("letter",), 6, 5),  # letter average 3.5
        Outcome(("ground",), 5, 7),  # went up: stays in default place
        Outcome(("ground",), None, 2),  # no first rating: ignored
    ]
    assert rank_tools(history) == ["letter", "reasons", "record", "breathe", "ground"]


def test_rank_tools_ties_go_to_more_uses_then_default_order() -> None:
    history = [
        Outcome(("record",), 6, 4),
        Outcome(("letter",), 6, 4),
        Outcome(("letter",), 5, 3),
    ]
    assert rank_tools(history)[:2] == ["letter", "record"]
    assert rank_tools([Outcome(("ground", "breathe"), 6, 4)])[:2] == ["breathe", "ground"]


def test_rank_tools_ignores_unknown_and_repeated_codes() -> None:
    history = [Outcome(("zzz", "record", "record"), 9, 1)]
    assert rank_tools(history)[0] == "record"


@pytest.mark.parametrize(
    ("before", "after", "kind"),
    [(None, 3, "unknown"), (8, 3, "down"), (5, 5, "same"), (4, 6, "up")],
)
def test_change_kind(before: int | None, after: int, kind: str) -> None:
    assert change_kind(before, after) == kind


def test_learned_window_at_matches_what_the_schedule_proposes() -> None:
    assert learned_window_at(22) == RiskyWindow(time(22), time(0))
    assert learned_window_at(9) == RiskyWindow(time(9), time(11))
    berlin = ZoneInfo("Europe/Berlin")
    moments = [datetime(2026, 12, day, 21, 30, tzinfo=UTC) for day in range(1, 6)]
    proposed = learned_window(moments, berlin, [])
    assert proposed is not None
    assert learned_window_at(proposed.start.hour) == proposed
    with pytest.raises(ValueError):
        learned_window_at(24)


def test_count_in_window_uses_local_time_and_wraps_midnight() -> None:
    berlin = ZoneInfo("Europe/Berlin")
    moments = [
        datetime(2026, 12, 1, 21, 5, tzinfo=UTC),  # 22:05 Berlin
        datetime(2026, 12, 2, 22, 59, tzinfo=UTC),  # 23:59
        datetime(2026, 12, 3, 23, 0, tzinfo=UTC),  # 00:00 next day: outside
        datetime(2026, 12, 4, 20, 59, tzinfo=UTC),  # 21:59: outside
    ]
    assert count_in_window(moments, berlin, RiskyWindow(time(22), time(0))) == 2
    assert count_in_window(moments, berlin, RiskyWindow(time(23), time(1))) == 2
    assert count_in_window([], berlin, RiskyWindow(time(23), time(1))) == 0
