"""What free text outside a step is about: one intent per message, from a small learned model.

The model (``bot/intents/model.py``) is the generic hashed n-gram classifier of
``bot.textclass`` with its own committed weights, trained by ``scripts/train_intents.py`` on the
everyday lines of the danger corpus (each writer's tag maps to an intent, see ``TAG_INTENT``).
Narrow rules sit on top, because a missed craving costs most: the deterministic craving
detector of ``bot.domain.craving`` wins, and a bare intensity ("9/10") is read as a craving;
but a reason to reach out that is about the children's logistics ("message my ex about picking
up the kids") is co-parenting, which has its own flow (``/structured``). Pure and
deterministic: no I/O beyond loading the weights once, no logging of text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from bot.domain import craving

INTENTS: Final = (
    "craving",
    "slip",
    "contacted",
    "lonely",
    "doubt",
    "hoovering",
    "coparenting",
    "memory",
    "gratitude",
    "greeting",
    "question",
    "other",
)
# The corpus writers' tags, as intents. Danger lines are the danger screen's, not listed here.
TAG_INTENT: Final[dict[str, str]] = {
    "craving": "craving",
    "slip": "slip",
    "contacted_me": "contacted",
    "lonely": "lonely",
    "grief": "lonely",
    "doubt": "doubt",
    "hoovering": "hoovering",
    "coparenting": "coparenting",
    "memory": "memory",
    "gratitude": "gratitude",
    "greeting": "greeting",
    "question": "question",
    "anger": "other",
    "progress": "other",
    "emoji": "other",
    "idiom": "other",
    "other": "other",
}
# Where a craving or a slip must land: the check-in or the slip flow (both start one or the
# other). Anything else counts as a miss in the figures.
URGE_FLOWS: Final = frozenset({"craving", "slip"})
FLOWS: Final[dict[str, frozenset[str]]] = {"craving": URGE_FLOWS, "slip": URGE_FLOWS}


@dataclass(frozen=True, slots=True)
class Guess:
    intent: str
    confidence: float

    def routes_to_flow(self, wanted: str) -> bool:
        return self.intent in FLOWS.get(wanted, frozenset({wanted}))


Scorer = Callable[[str], Guess]


# The craving rules read "have to message my ex" or "should i reply" as a craving; when the model
# is confident the message is one of these instead, its reading wins.
OVERRIDES_RULES: Final = frozenset({"slip", "contacted", "hoovering", "coparenting", "memory"})
OVERRIDE_CONFIDENCE: Final = 0.6


# Children's logistics: the contact has a purpose the person cannot drop.
_CHILD_LOGISTICS: Final = re.compile(
    r"\b(?:kids?|children|son|daughter|custody|visitation|hand-?offs?|drop-?offs?|pick-?ups?|"
    r"pick(?:ing)?\W{1,3}(?:up\W{1,3})?(?:the\W{1,3})?(?:kids?|children|him|her)\W{1,3}up|"
    r"school\W{1,3}(?:run|pickup|pick-up|form|trip|meeting)|parenting\W{1,3}(?:plan|app)|"
    r"child\W{1,3}support)\b",
    re.IGNORECASE,
)

# ... unless the message also longs for the person: then it is a craving all the same.
_LONGING: Final = re.compile(
    r"\b(?:miss\w*|love|so\W{1,3}bad(?:ly)?|badly|(?:want|need)\W{1,3}(?:him|her|them)\b|"
    r"back\W{1,3}together|hear\W{1,3}(?:his|her|their)\W{1,3}voice)",
    re.IGNORECASE,
)


def with_rules(text: str, learned: Guess | None) -> Guess:
    """The deterministic craving reading first, then the model's guess (or "other")."""
    if craving.parse_intensity(text) is not None:
        return Guess("craving", 1.0)
    if (
        craving.looks_like_craving(text)
        and _CHILD_LOGISTICS.search(text)
        and not _LONGING.search(text)
    ):
        return Guess("coparenting", 1.0)
    if craving.looks_like_craving(text):
        confident = learned is not None and learned.confidence >= OVERRIDE_CONFIDENCE
        if not (confident and learned is not None and learned.intent in OVERRIDES_RULES):
            return Guess("craving", 1.0)
    return learned if learned is not None else Guess("other", 0.0)
