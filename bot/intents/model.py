"""The learned intent model: committed weights over ``bot.textclass`` features, loaded once."""

from __future__ import annotations

import json
import logging
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from bot.intents import INTENTS, Guess, with_rules
from bot.textclass import TextClassifier

logger = logging.getLogger(__name__)

WEIGHTS = Path(__file__).resolve().parent / "weights" / "intents.npz"
METADATA = WEIGHTS.with_suffix(".json")


class IntentModel:
    def __init__(self, classifier: TextClassifier) -> None:
        if set(classifier.classes) - set(INTENTS):
            raise ValueError("the weights know an intent this code does not")
        self.classifier = classifier

    @classmethod
    def load(cls, path: Path = WEIGHTS) -> IntentModel:
        return cls(TextClassifier.load(path))

    def guess(self, text: str) -> Guess:
        """The model's own top intent (no rules on top)."""
        row = self.classifier.probabilities([text])[0]
        best = int(np.argmax(row))
        return Guess(self.classifier.classes[best], float(row[best]))


@cache
def loaded() -> IntentModel | None:
    """The committed model, or None when its weights are missing or unreadable (fail open:
    the craving rules still work, everything else reads as "other")."""
    try:
        return IntentModel.load()
    except (OSError, ValueError, KeyError):
        logger.exception("intent weights could not be loaded; free text falls back to rules")
        return None


def describe() -> dict[str, Any]:
    """Version and data hash of the committed weights, for the start-up log."""
    meta = json.loads(METADATA.read_text(encoding="utf-8"))
    return {"version": meta.get("version"), "data_sha256": str(meta.get("data_sha256"))[:12]}


def classify(text: str) -> Guess:
    """The intent of free text: the craving rules first, then the learned model."""
    model = loaded()
    return with_rules(text, model.guess(text) if model is not None else None)
