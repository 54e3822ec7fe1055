"""The learned intent model: committed weights over ``bot.textclass`` features, loaded once."""

from __future__ import annotations

import json
import logging
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from bot.intents import INTENTS, Guess, with_rules
from bot.textclass import TextClassifier

logger = logging.getLogger(__name__)

URGES = ("craving", "slip")
WEIGHTS = Path(__file__).resolve().parent / "weights" / "intents.npz"
METADATA = WEIGHTS.with_suffix(".json")


class IntentModel:
    """The classifier plus one calibrated rule: when P(craving) + P(slip) reaches
    ``urge_floor``, the answer is the likelier of the two. A missed craving costs far more than
    one tap on "That's not it", so the floor is set on dev data to route (almost) every craving
    and slip to its flow (see scripts/train_intents.py)."""

    def __init__(self, classifier: TextClassifier, urge_floor: float = 1.0) -> None:
        if set(classifier.classes) - set(INTENTS):
            raise ValueError("the weights know an intent this code does not")
        self.classifier = classifier
        self.urge_floor = urge_floor
        self._urges = [classifier.classes.index(name) for name in URGES]

    @classmethod
    def load(cls, path: Path = WEIGHTS) -> IntentModel:
        meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        return cls(TextClassifier.load(path), float(meta.get("urge_floor", 1.0)))

    def probabilities(self, text: str) -> npt.NDArray[np.float32]:
        row: npt.NDArray[np.float32] = self.classifier.probabilities([text])[0]
        return row

    def guess(self, text: str, urge_floor: float | None = None) -> Guess:
        """The model's intent (no rules on top)."""
        return self.decide(self.probabilities(text), urge_floor)

    def decide(self, row: npt.NDArray[np.float32], urge_floor: float | None = None) -> Guess:
        floor = self.urge_floor if urge_floor is None else urge_floor
        urge = float(row[self._urges].sum())
        if urge >= floor:
            best = max(self._urges, key=lambda index: float(row[index]))
            return Guess(self.classifier.classes[best], urge)
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
