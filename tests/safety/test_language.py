"""A language's own rules keep the urgent message for text in that language."""

from __future__ import annotations

import pytest

from bot.safety import Level, screen_rules
from bot.safety.language import reads_as_another_language, rule_languages_to_skip, scores
from bot.safety.rules import RULES


def test_every_language_rule_knows_its_language() -> None:
    langs = {rule.lang for rule in RULES}
    assert langs == {None, "es", "pt", "fr", "de", "it", "ru", "uk"}
    assert all(rule.lang is None for rule in RULES if rule.id.startswith("suicide.word"))


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("la factura de la luz me mato este mes", "es"),
        ("eu não aguento mais, vou me matar hoje", "pt"),
        ("je suis à bout, j'ai plus envie de rien", "fr"),
        ("ich hab echt keine kraft mehr und er ist wieder da", "de"),
        ("non ce la faccio più, lui mi ha picchiata", "it"),
        ("я не могу больше, он опять пришёл", "ru"),
        ("я більше не можу, він знову прийшов", "uk"),
    ],
)
def test_function_words_and_letters_name_the_language(text: str, lang: str) -> None:
    found = scores(text)
    assert max(found, key=found.__getitem__) == lang


def test_short_or_mixed_text_is_never_said_to_be_another_language() -> None:
    assert not reads_as_another_language("pt", "me mato")
    assert not reads_as_another_language("es", "vou")
    assert reads_as_another_language("pt", "la factura de la luz me mato este mes")


def test_a_neighbours_idiom_gets_help_but_not_the_urgent_message() -> None:
    # Portuguese "me mato" is "I kill myself"; in this Spanish line it is "it killed me".
    result = screen_rules("la factura de la luz me mato este mes")
    assert result.level is Level.GENTLE
    assert "soften.language" in result.rule_ids


@pytest.mark.parametrize(
    "text",
    [
        "eu vou me matar hoje, não aguento mais",
        "me mato",
        "я хочу вмерти",
        "він мене б'є",
        "er hat gedroht mich umzubringen",
        "quiero morirme, ya no puedo más",
    ],
)
def test_danger_in_the_rules_own_language_stays_urgent(text: str) -> None:
    result = screen_rules(text)
    assert result.level is Level.URGENT
    assert "soften.language" not in result.rule_ids


def test_rules_of_languages_with_no_sign_in_plain_text_are_skipped() -> None:
    english = rule_languages_to_skip("i just want to text him so bad and i know i shouldnt")
    assert english == {"es", "pt", "fr", "de", "it", "ru", "uk"}
    assert rule_languages_to_skip("help") == frozenset()  # too short to say
    mixed = rule_languages_to_skip("dice que me va a matar, what do i do")
    assert "es" not in mixed
    assert screen_rules("dice que me va a matar, what do i do").level is Level.URGENT
