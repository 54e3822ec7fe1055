"""Deterministic danger screen: ``screen(text, recent) -> Assessment``.

Pure, no logging: the text of a message never leaves this package, and ``rule_ids`` name rules
(and model score buckets), never text. The caller fails open (shows the gentle line) if it
raises. The rules are stdlib only; the learned stage (``learned``) reads its committed weights
once, on first use (``describe()`` at start-up), and runs them with numpy.

How a message is screened, module by module:

1. ``normalise``, ``typos``: *normalise* into a few forms: NFKC, zero-width characters dropped,
   quotes folded, emoji named, casefolded; plus accent-stripped, guarded-leetspeak ("k1ll", not
   "21:30"), spaced-letters-joined ("s u i c i d e"), hedges-dropped ("this is probably my
   last ...") and typo-repaired variants, each also with repeated letters collapsed to one
   ("kiiill", "sleeeep").
2. ``idioms``: *mask* a short list of harmless idioms ("this craving is killing me", "my phone
   died").
3. ``rules`` (one table per category, built from ``vocab`` with ``rule``): *match* bounded
   pattern families; every rule has an id. Rules are written in normal spelling and compiled
   twice: as written for the plain forms, and with doubled letters collapsed for the collapsed
   forms, so one rule covers "kill", "kil" and "kiiiill". A rule runs only if one of its literal
   keys occurs in the text (``prefilter``: one trie-shaped pass finds them).
   ``rules.concern_suicide`` and ``rules.concern_abuse`` are a broad net of gentle-only rules:
   short signals that earn the help line, never the urgent message.
4. ``softening``: *soften* each match whose clause negates it ("I'm not going to hurt myself"),
   puts it in the past ("he used to threaten me, years ago") or is hyperbole ("I'd rather die
   than ..."), and any match found only after repairing a typo. A softened match lowers the
   level to gentle; it never removes help.
5. ``screening``: the orchestration, and ``forms``: a message over 512 characters is cut to a
   bounded sample (head, tail and evenly spaced pieces) and then into short overlapping windows;
   each window runs only the rules its keys gate, the most telling windows first, under a fixed
   work budget. So a 4,000-character message or a hostile megabyte costs tens of milliseconds at
   most, and a danger phrase in the middle or at the very end is still found. ``recent`` (the
   same person's last few messages) is joined in front of the text; only matches that straddle
   the join count, so a split phrase is caught and an old one is not counted twice.
6. ``learned``: the learned stage (``bot.textclass`` over hashed character and word n-grams,
   trained on ``tests/corpus`` by ``scripts/train_screen.py``) may raise the rules' level: none
   to gentle above one calibrated threshold, the rules' gentle to urgent above a second, higher
   one. It never lowers a level; ``rule_ids`` gain ``model.pNN`` when it decided.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from bot.safety.model import Assessment, Category, Level, Topic, topics_for

if TYPE_CHECKING:
    from bot.safety.learned import describe
    from bot.safety.screening import screen, screen_rules

# The rules and the learned stage (numpy, the weights) are imported on first use, not with the
# package: the bot answers its first update while the start-up warm-up loads them.
_LAZY = {"describe": "learned", "screen": "screening", "screen_rules": "screening"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # later lookups find it directly, without this hook
    return value


__all__ = [
    "Assessment",
    "Category",
    "Level",
    "Topic",
    "describe",
    "screen",
    "screen_rules",
    "topics_for",
]
