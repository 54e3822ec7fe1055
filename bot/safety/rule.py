"""One screening rule: a bounded pattern with an id, a category and the literal keys that gate it.

Every pattern is compiled twice: as written, for the plain text forms, and with doubled letters
collapsed, for the collapsed forms, so one rule covers "kill", "kil" and "kiiiill".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.safety.model import Category
from bot.safety.normalise import collapse, collapse_source


@dataclass(frozen=True, slots=True)
class Dual:
    """One pattern compiled for the plain forms and, with letters collapsed, for the rest."""

    exact: re.Pattern[str]
    collapsed: re.Pattern[str]

    def on(self, collapsed: bool) -> re.Pattern[str]:
        return self.collapsed if collapsed else self.exact


def dual(source: str) -> Dual:
    return Dual(re.compile(source), re.compile(collapse_source(source)))


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    category: Category
    exact: re.Pattern[str]
    collapsed: re.Pattern[str]
    keys: frozenset[str]
    collapsed_keys: frozenset[str]
    gentle_only: bool
    negatable: bool
    neg_inside: bool
    veto: Dual | None
    needs: Dual | None


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
) -> Rule:
    """A rule. ``keys`` are literal fragments ("|"-separated, written for the plain forms), one
    of which every match contains: one pass finds which occur in a text, and a rule none of
    whose keys occur is skipped (a corpus test proves this never changes a result).
    ``gentle`` rules only ever earn the gentle line. ``negatable=False`` when the pattern
    itself holds the negation ("don't want to live"); ``neg_inside`` when the match starts at
    the actor ("he never hit me"). A ``veto`` anywhere in the text cancels the rule; ``needs``
    must occur somewhere in it."""
    compiled = dual(source)
    # A key of several words stands for its longest word: the pattern may join the words with
    # any separator ("end, of"), and the word alone occurs wherever the phrase does.
    literal = [max(key.split(), key=len) for key in keys.split("|") if key.strip()]
    return Rule(
        id=rule_id,
        category=category,
        exact=compiled.exact,
        collapsed=compiled.collapsed,
        keys=frozenset(literal),
        collapsed_keys=frozenset(collapse(key) for key in literal),
        gentle_only=gentle,
        negatable=negatable,
        neg_inside=neg_inside,
        veto=dual(veto) if veto else None,
        needs=dual(needs) if needs else None,
    )
