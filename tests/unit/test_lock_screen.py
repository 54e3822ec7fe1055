"""Scheduled messages start with neutral words: a lock-screen preview (about the first 120
characters) says nothing about an ex, a craving, a letter or danger. tests/story covers the same
through the dispatcher for every registered kind."""

from __future__ import annotations

import re

import pytest

from bot.texts import craving, memory, progress, reminders, streaks

PREVIEW_CHARS = 120
REVEALING = re.compile(
    r"\b(?:ex|exs|him|he|his|hes|she|her|shes|they|them|craving|cravings|crave|pull|urge|"
    r"contact|no contact|text|texting|letter|send|sending|sent|message|block|unblock|abuse|"
    r"abusive|relationship|breakup|partner|husband|wife|boyfriend|girlfriend|danger|unsafe|"
    r"miss|missing|sos|suicide|hurt)\b"
)


def preview(text: str) -> str:
    return " ".join(text.split())[:PREVIEW_CHARS]


def revealing_words(text: str) -> list[str]:
    plain = re.sub(r"<[^>]+>", "", preview(text)).casefold().replace("'", "").replace("’", "")
    return REVEALING.findall(plain)


PROACTIVE = [
    *reminders.RISKY_PROMPTS,
    reminders.ANNIVERSARY_EVE,
    reminders.ANNIVERSARY_DAY,
    reminders.ANNIVERSARY_AFTER,
    reminders.DAILY_CHECKIN,
    craving.FOLLOWUP,
    memory.LETTER_QUESTION,
    *(streaks.milestone_text(days) for days in (*streaks.MILESTONE_LINES, 730, 1095)),
    progress.look_back_text(
        first=(23, 11),
        last=(29, 11),
        days_counted=7,
        days_held=5,
        checkins=4,
        mean_drop=2.25,
        tool="ground",
        stretch_days=40,
    ),
]


@pytest.mark.parametrize("text", PROACTIVE)
def test_every_scheduled_text_starts_with_neutral_words(text: str) -> None:
    assert revealing_words(text) == [], preview(text)


def test_the_check_itself_catches_a_revealing_preview() -> None:
    assert revealing_words("Checking in. How strong is the pull to text him now?") == [
        "pull",
        "text",
        "him",
    ]
    assert revealing_words("A" * PREVIEW_CHARS + " craving") == []
