"""One screening rule: a bounded pattern with an id, a category and the literal keys that gate it.

Every pattern is compiled twice: as written, for the plain text forms, and with doubled letters
collapsed, for the collapsed forms, so one rule covers "kill", "kil" and "kiiiill". Both are
compiled on first use, not at import: the prefilter's keys skip most rules for most messages,
and compiling hundreds of patterns up front would cost seconds at start-up.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass

from bot.safety.model import Category
from bot.safety.normalise import collapse, collapse_source

# The languages with a rule module of their own (bot/safety/rules/lang_<code>.py).
RULE_LANGUAGES = frozenset({"es", "pt", "fr", "de", "it", "ru", "uk"})


@functools.cache
def _compiled(source: str) -> re.Pattern[str]:
    return re.compile(source)


@functools.cache
def _compiled_collapsed(source: str) -> re.Pattern[str]:
    # Through the same cache: a pattern with no doubled letter is its own collapsed form, and
    # compiling it twice would cost start-up time for nothing.
    return _compiled(collapse_source(source))


@dataclass(frozen=True, slots=True)
class Dual:
    """One pattern for the plain forms and, with letters collapsed, for the rest (compiled on
    first use)."""

    source: str

    @property
    def exact(self) -> re.Pattern[str]:
        return _compiled(self.source)

    @property
    def collapsed(self) -> re.Pattern[str]:
        return _compiled_collapsed(self.source)

    def on(self, collapsed: bool) -> re.Pattern[str]:
        return self.collapsed if collapsed else self.exact


def dual(source: str) -> Dual:
    return Dual(source)


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    category: Category
    pattern: Dual
    keys: frozenset[str]
    collapsed_keys: frozenset[str]
    gentle_only: bool
    negatable: bool
    neg_inside: bool
    veto: Dual | None
    needs: Dual | None
    # The language it was written for ("suicide.pt_more" -> "pt"); None for English and Hinglish.
    lang: str | None

    @property
    def source(self) -> str:
        return self.pattern.source

    @property
    def exact(self) -> re.Pattern[str]:
        return self.pattern.exact

    @property
    def collapsed(self) -> re.Pattern[str]:
        return self.pattern.collapsed


_OUTSIDE = re.compile(r"\\.?|\[((?:\\.|[^\]\\])*)(\]?)|[^\\\[]+", re.DOTALL)
_IN_CLASS = re.compile(r"\\.?|[^\\]+", re.DOTALL)


def spelled_either_way(source: str, spellings: Mapping[str, str]) -> str:
    """``source`` with each listed letter also matching its other spellings ({"a": "aá"} turns
    "a" into "[aá]", and adds "á" inside a class that holds "a"); escapes are left alone.

    The rules match the plain form of a text as well as the accent-stripped one, so a pattern,
    veto or condition written without accents ("anos", "fruher", "еще") must hold on "años",
    "früher" and "ещё" too. (Done a chunk at a time with str.translate: the rule tables hold
    about 0.8 MB of pattern source, and a character loop made start-up wait.)"""
    outside = str.maketrans({char: f"[{other}]" for char, other in spellings.items()})
    inside = str.maketrans(dict(spellings))

    def widen_class(body: str) -> str:
        return "".join(
            piece if piece.startswith("\\") else piece.translate(inside)
            for piece in _IN_CLASS.findall(body)
        )

    out: list[str] = []
    for found in _OUTSIDE.finditer(source):
        token = found.group()
        if token.startswith("\\"):
            out.append(token)
        elif token.startswith("["):
            out.append("[" + widen_class(found.group(1)) + found.group(2))
        else:
            out.append(token.translate(outside))
    return "".join(out)


def rule(
    rule_id: str,
    category: Category,
    source: str,
    *,
    keys: str,
    gentle: bool = False,
    negatable: bool = True,
    neg_inside: bool = False,
    veto: str | None = None,
    needs: str | None = None,
    spellings: Mapping[str, str] | None = None,
) -> Rule:
    """A rule. ``keys`` are literal fragments ("|"-separated, written for the plain forms), one
    of which every match contains: one pass finds which occur in a text, and a rule none of
    whose keys occur is skipped (a corpus test proves this never changes a result).
    ``gentle`` rules only ever earn the gentle line. ``negatable=False`` when the pattern
    itself holds the negation ("don't want to live"); ``neg_inside`` when the match starts at
    the actor ("he never hit me"). A ``veto`` anywhere in the text cancels the rule; ``needs``
    must occur somewhere in it. ``spellings`` makes the pattern, veto and condition hold for
    accented letters too (see ``spelled_either_way``)."""
    if spellings:
        source = spelled_either_way(source, spellings)
        veto = spelled_either_way(veto, spellings) if veto else None
        needs = spelled_either_way(needs, spellings) if needs else None
    # A key of several words stands for its longest word: the pattern may join the words with
    # any separator ("end, of"), and the word alone occurs wherever the phrase does.
    literal = [max(key.split(), key=len) for key in keys.split("|") if key.strip()]
    return Rule(
        id=rule_id,
        category=category,
        pattern=dual(source),
        keys=frozenset(literal),
        collapsed_keys=frozenset(collapse(key) for key in literal),
        gentle_only=gentle,
        negatable=negatable,
        neg_inside=neg_inside,
        veto=dual(veto) if veto else None,
        needs=dual(needs) if needs else None,
        lang=_language_of(rule_id),
    )


def _language_of(rule_id: str) -> str | None:
    head = rule_id.split(".", 1)[1].split("_", 1)[0]
    return head if head in RULE_LANGUAGES else None
