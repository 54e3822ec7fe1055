"""``spelled_either_way``: the fast chunked version says exactly what a character loop says."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.safety.rule import spelled_either_way


def _reference(source: str, spellings: Mapping[str, str]) -> str:
    """The plain character loop the rules were first widened with."""
    out: list[str] = []
    in_class = escaped = False
    for char in source:
        if escaped:
            out.append(char)
            escaped = False
        elif char == "\\":
            out.append(char)
            escaped = True
        elif in_class:
            out.append(spellings.get(char, char))
            in_class = char != "]"
        elif char == "[":
            out.append(char)
            in_class = True
        elif char in spellings:
            out.append(f"[{spellings[char]}]")
        else:
            out.append(char)
    return "".join(out)


SPELLINGS = {"a": "aá", "e": "eéè", "s": "sß", "u": "uü"}


def test_letters_widen_outside_and_inside_classes_and_escapes_stay() -> None:
    assert spelled_either_way(r"anos\s[ae]\b", SPELLINGS) == r"[aá]no[sß]\s[aáeéè]\b"
    assert spelled_either_way(r"[\]a]u", SPELLINGS) == r"[\]aá][uü]"
    assert re.fullmatch(spelled_either_way("fruher", SPELLINGS), "früher")


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="asue[]\\^-bx(|)", max_size=40))
def test_same_as_the_character_loop(source: str) -> None:
    assert spelled_either_way(source, SPELLINGS) == _reference(source, SPELLINGS)
