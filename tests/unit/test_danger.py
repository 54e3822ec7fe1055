"""Who is in danger: the person, the person from someone, a child, or someone else."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.domain.danger import Reading, Who, plain, who_is_in_danger
from bot.domain.emergency import Service

CORPUS = Path(__file__).parents[1] / "safety" / "must_show.tsv"

# (categories the screen gave, message, expected reading)
CASES: list[tuple[tuple[str, ...], str, Reading]] = [
    # the person themselves
    (("suicide",), "i want to die", Reading(Who.SELF)),
    (("means",), "i took a bunch of my sleeping pills", Reading(Who.SELF)),
    (("self_harm",), "I want to cut myself", Reading(Who.SELF)),
    (("means", "threat"), "how many tylenol would kill me", Reading(Who.SELF)),
    (("self_harm", "violence"), "i burnt my wrist with a cigarette on purpose", Reading(Who.SELF)),
    (("suicide",), "my kids would be better off without me tbh", Reading(Who.SELF)),
    (("suicide", "violence"), "if i wasnt here he couldnt hurt me anymore", Reading(Who.SELF)),
    (("self_harm",), "fresh cuts on my thigh and im scared someone will see", Reading(Who.SELF)),
    # the person, from someone
    (("threat",), "he is going to kill me", Reading(Who.FROM_SOMEONE)),
    (("stalking", "emergency"), "he is outside my door", Reading(Who.FROM_SOMEONE)),
    (("stalking",), "he keeps following me", Reading(Who.FROM_SOMEONE)),
    (("threat", "violence"), "he is hitting me right now", Reading(Who.FROM_SOMEONE)),
    (("suicide", "threat"), "he told me i won't live to see christmas", Reading(Who.FROM_SOMEONE)),
    (("suicide",), "He wrote that I will be dead before Christmas.", Reading(Who.FROM_SOMEONE)),
    (("emergency",), "he let himself in with his old key", Reading(Who.FROM_SOMEONE)),
    (
        ("self_harm", "violence"),
        "he shoved me so hard i hit my head",
        Reading(Who.FROM_SOMEONE),
    ),
    (
        ("threat",),
        "he threatened to kill me in front of the kids",
        Reading(Who.FROM_SOMEONE, child_too=True),
    ),
    (
        ("violence",),
        "he punched me in the face in front of the kids",
        Reading(Who.FROM_SOMEONE, child_too=True),
    ),
    # a child
    (("child",), "my son told me his dad hits him", Reading(Who.CHILD)),
    (("child",), "he hurts the kids", Reading(Who.CHILD)),
    (("threat", "child"), "my daughter is scared of him, he hit her", Reading(Who.CHILD)),
    (("violence",), "he hit my son across the face", Reading(Who.CHILD)),
    (
        ("threat", "child"),
        "he said he will take the kids and I'll never see them",
        Reading(Who.CHILD),
    ),
    (("emergency", "child"), "im scared for my kids when theyre at his", Reading(Who.CHILD)),
    (("means",), "he said he'd drive off a cliff with the kids in the car", Reading(Who.CHILD)),
    # someone else; the ex threatening to harm themselves
    (
        ("threat",),
        "he says if i leave he'll kill himself",
        Reading(Who.SOMEONE_ELSE, ex_threat=True),
    ),
    (
        ("suicide", "threat", "violence"),
        "my ex is threatening suicide",
        Reading(Who.SOMEONE_ELSE, ex_threat=True),
    ),
    (
        ("suicide", "threat"),
        "my ex posted that he is going to end his life",
        Reading(Who.SOMEONE_ELSE, ex_threat=True),
    ),
    (
        ("suicide", "threat"),
        "he threatened suicide when i tried to leave",
        Reading(Who.SOMEONE_ELSE, ex_threat=True),
    ),
    (
        ("suicide", "threat"),
        "she said she would end it all if i leave",
        Reading(Who.SOMEONE_ELSE, ex_threat=True),
    ),
    (("suicide",), "my friend wants to kill herself", Reading(Who.SOMEONE_ELSE)),
    (("means",), "my sister overdosed", Reading(Who.SOMEONE_ELSE)),
    (
        ("threat",),
        "my friend keeps saying she wants to end her life since he left",
        Reading(Who.SOMEONE_ELSE),
    ),
    (("threat",), "he said he'd hurt my mum", Reading(Who.SOMEONE_ELSE)),
]


@pytest.mark.parametrize(("categories", "text", "expected"), CASES)
def test_who_is_in_danger(categories: tuple[str, ...], text: str, expected: Reading) -> None:
    assert who_is_in_danger(categories, text) == expected


def test_unclear_words_lean_to_the_person_themselves() -> None:
    assert who_is_in_danger((), "") == Reading(Who.SELF)
    assert who_is_in_danger(("suicide",), "it's all too much") == Reading(Who.SELF)
    assert who_is_in_danger(("screen_error",), "anything at all") == Reading(Who.SELF)


def test_first_person_harm_wins_over_someone_else_in_the_same_message() -> None:
    text = "he said he'd kill himself and now i want to die"
    assert who_is_in_danger(("suicide", "threat"), text).who is Who.SELF


def test_spelling_and_apostrophes_are_folded() -> None:
    assert plain("He’s  GOING to   hurt HIMSELF!!") == "hes going to hurt himself"
    curly = who_is_in_danger(("threat",), "He’ll kill HIMSELF if I don’t come back")
    assert curly == Reading(Who.SOMEONE_ELSE, ex_threat=True)


def test_the_service_needed_follows_who_is_in_danger() -> None:
    assert Reading(Who.SELF).need is Service.AMBULANCE
    assert Reading(Who.SOMEONE_ELSE).need is Service.AMBULANCE
    assert Reading(Who.SOMEONE_ELSE, ex_threat=True).need is Service.POLICE
    assert Reading(Who.FROM_SOMEONE).need is Service.POLICE
    assert Reading(Who.CHILD).need is Service.POLICE


def _corpus(category: str) -> list[str]:
    lines = CORPUS.read_text(encoding="utf-8").splitlines()
    return [
        line.split("\t", 1)[1]
        for line in lines
        if line and not line.startswith("#") and line.split("\t", 1)[0] == category
    ]


def test_every_child_line_in_the_corpus_is_about_a_child() -> None:
    lines = _corpus("child")
    assert len(lines) > 30
    for text in lines:
        reading = who_is_in_danger(("child",), text)
        assert reading.who is Who.CHILD or reading.child_too, text


@pytest.mark.parametrize("category", ["suicide", "self_harm", "means"])
def test_first_person_danger_lines_in_the_corpus_are_about_the_person(category: str) -> None:
    lines = _corpus(category)
    assert len(lines) > 30
    for text in lines:
        assert who_is_in_danger((category,), text).who is Who.SELF, text


@pytest.mark.parametrize("category", ["stalking", "violence"])
def test_danger_from_someone_lines_in_the_corpus_are_about_the_person(category: str) -> None:
    for text in _corpus(category):
        assert who_is_in_danger((category,), text).who is not Who.SELF, text
