"""Typed dates, times and answers in the person's language reach the parsers as English."""

from __future__ import annotations

from datetime import datetime, time
from zoneinfo import ZoneInfo

import pytest

from bot import i18n
from bot.domain import schedule, when
from bot.i18n.phrases import means, to_english

NOW = datetime(2026, 11, 29, 23, 0, tzinfo=ZoneInfo("Europe/Berlin"))


@pytest.mark.parametrize(
    ("language", "typed", "expected"),
    [
        ("de", "gestern um 21:30", "28.11 21:30"),
        ("de", "Gestern Abend", "28.11 19:00"),
        ("de", "vor 2 Stunden", "29.11 21:00"),
        ("de", "vorgestern", "27.11 12:00"),
        ("de", "gestern um 9 Uhr abends", "28.11 21:00"),
        ("de", "12. März", "12.03 12:00"),
        ("es", "ayer a las 21:30", "28.11 21:30"),
        ("es", "anoche", "28.11 22:00"),
        ("es", "hace 2 horas", "29.11 21:00"),
        ("es", "hace 3 semanas", "08.11 12:00"),
        ("es", "3 de agosto", "03.08 12:00"),
        ("uk", "вчора о 21:30", "28.11 21:30"),
        ("uk", "вчора ввечері", "28.11 19:00"),
        ("uk", "годину тому", "29.11 22:00"),
        ("uk", "вчора о 9 вечора", "28.11 21:00"),
        ("uk", "12 березня", "12.03 12:00"),
        # English is understood in every language.
        ("uk", "yesterday 9pm", "28.11 21:00"),
        ("de", "2 hours ago", "29.11 21:00"),
    ],
)
def test_event_times_typed_in_the_language(language: str, typed: str, expected: str) -> None:
    with i18n.using(language):
        english = to_english(typed)
    assert when.parse_event_time(english, NOW).strftime("%d.%m %H:%M") == expected


def test_start_dates_and_windows_typed_in_the_language() -> None:
    with i18n.using("de"):
        window = schedule.parse_window(to_english("21 bis 23 Uhr Sa, So"))
        assert schedule.parse_clock(to_english("Mitternacht")) == time(0, 0)
    assert (window.start, window.end, window.weekdays) == (time(21), time(23), frozenset({5, 6}))
    with i18n.using("es"):
        day = when.parse_start_date(to_english("1 de noviembre"), NOW.date())
    assert day.isoformat() == "2026-11-01"


def test_english_words_already_in_place_are_not_rewritten_again() -> None:
    """Spanish "ago" (August) must not touch the "ago" that "hace 2 horas" became."""
    with i18n.using("es"):
        assert to_english("hace 2 horas") == "2 hours ago"


@pytest.mark.parametrize(
    ("language", "typed", "answer"),
    [
        ("de", "Ja!", "yes"),
        ("de", "nein", "no"),
        ("de", "abbrechen", "cancel"),
        ("es", "Sí", "yes"),
        ("es", "cancelar", "cancel"),
        ("uk", "Так", "yes"),
        ("uk", "скасувати", "cancel"),
        ("uk", "cancel", "cancel"),
        ("en", "Yes.", "yes"),
    ],
)
def test_typed_answers(language: str, typed: str, answer: str) -> None:
    with i18n.using(language):
        assert means(typed, answer)
        assert not means(typed, "skip")
