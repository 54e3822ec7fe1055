"""The learned stage: a small text classifier that catches the danger no rule foresaw.

The rules decide first (``screening``). Then the model (``bot.textclass``, weights in
``weights/danger.npz``, trained by ``scripts/train_screen.py``) gives P(danger), and the policy
may only raise the level, never lower it:

* none -> gentle when P >= the ``gentle`` threshold (help shown);
* gentle (the rules' own gentle: a concern-net match, or a match found only after repairing a
  typo; never one the rules softened for negation, past or hyperbole) -> urgent when
  P >= the ``urgent`` threshold, the lowest that keeps harmless dev lines (idioms, calm
  memories) from the urgent message almost always. The model alone never sends the urgent message:
  the rules decide it, and name the categories.

When the model raised the level, ``rule_ids`` gains ``model.pNN``: the score's bucket (``p50``
is 0.50-0.59, ..., ``p90`` 0.90-0.98, ``p99`` 0.99 and above), never any text. The thresholds,
the model version and the hash of the data it was trained on are in ``weights/danger.json``,
the one place they live; ``describe()`` says them at start-up.

A long message is scored in the rules' windows (the highest window counts). With ``recent``,
the join of the earlier messages and this one is scored too, and counts only when the earlier
messages alone stay under the gentle threshold: an old danger message was answered when it came
in, so it cannot make a harmless reply alarm again.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.safety.forms import split_pieces, windows
from bot.safety.language import dominant
from bot.safety.model import Assessment, Level
from bot.textclass import TextClassifier

WEIGHTS = Path(__file__).with_name("weights") / "danger.npz"
METADATA = WEIGHTS.with_suffix(".json")
# At most this many windows of a long message are scored, evenly spaced, plus the last one: the
# rules read long text more thoroughly; this keeps the model under a few ms on a hostile megabyte.
MAX_WINDOWS = 24


@dataclass(frozen=True, slots=True)
class Policy:
    gentle: float
    urgent: float
    # A message that plainly reads as one language (bot.safety.language.dominant) uses that
    # language's own gentle threshold, calibrated on its dev lines; others use ``gentle``.
    gentle_by_language: Mapping[str, float] = field(default_factory=dict)

    def gentle_for(self, text: str) -> float:
        if not self.gentle_by_language:
            return self.gentle
        return self.gentle_by_language.get(dominant(text) or "", self.gentle)


@functools.cache
def metadata() -> dict[str, Any]:
    found: dict[str, Any] = json.loads(METADATA.read_text(encoding="utf-8"))
    return found


@functools.cache
def _model() -> TextClassifier:
    return TextClassifier.load(WEIGHTS)


def policy() -> Policy:
    thresholds = metadata()["thresholds"]
    by_language = thresholds.get("gentle_by_language", {})
    return Policy(
        float(thresholds["gentle"]),
        float(thresholds["urgent"]),
        {lang: float(value) for lang, value in by_language.items()},
    )


def load() -> TextClassifier:
    """The model, loaded once (the first call pays, every later one is free)."""
    return _model()


def describe() -> str:
    """One line for the start-up log: model version and thresholds (never any text)."""
    try:
        meta = metadata()
        model = load()
        rules = policy()
    except Exception as error:  # the rules still run; screen() fails open per message
        return f"danger net unavailable ({type(error).__name__}); rules only"
    return (
        f"danger net {meta.get('version')} ({model.kind}, {model.nbytes / 1e6:.1f} MB, "
        f"data {str(meta.get('data_sha256'))[:12]}): gentle >= {rules.gentle:.3f}, "
        f"urgent >= {rules.urgent:.3f}"
        + "".join(f", {lang} gentle >= {t:.3f}" for lang, t in rules.gentle_by_language.items())
    )


def _texts_of(text: str) -> list[str]:
    found = windows(text)
    if len(found) > MAX_WINDOWS:
        step = len(found) / MAX_WINDOWS
        found = [found[int(i * step)] for i in range(MAX_WINDOWS)] + [found[-1]]
    return found


def probabilities(texts: Sequence[str]) -> list[float]:
    """P(danger) for each text as a whole (no windows)."""
    return [float(p) for p in load().probabilities(texts)[:, 0]]


def probability(text: str) -> float:
    """P(danger) for one message: its highest-scoring window."""
    if not text.strip():
        return 0.0
    return max(probabilities(_texts_of(text)))


def bucket(p: float) -> str:
    return "model.p99" if p >= 0.99 else f"model.p{min(9, int(p * 10)) * 10:02d}"


# The rules lowered these on purpose ("I'm not going to hurt myself", "he hit me years ago",
# "I'd rather die than text him"): the model does not raise them back to urgent.
DELIBERATE = frozenset({"soften.negation", "soften.past", "soften.hyperbole", "soften.accident"})


def raisable(assessment: Assessment) -> bool:
    """Whether the model may raise this gentle assessment to urgent."""
    return assessment.level is Level.GENTLE and DELIBERATE.isdisjoint(assessment.rule_ids)


def _raised(
    assessment: Assessment, p: float, rules: Policy, gentle: float, note: str | None
) -> Assessment:
    level = assessment.level
    if p >= rules.urgent and raisable(assessment):
        level = Level.URGENT
    elif level is Level.NONE and p >= gentle:
        level = Level.GENTLE
    if level is assessment.level:
        return assessment
    extra = (bucket(p),) + ((note,) if note and note not in assessment.rule_ids else ())
    return Assessment(level, assessment.categories, assessment.rule_ids + extra)


def apply(assessment: Assessment, text: str, recent: Sequence[str] = ()) -> Assessment:
    """The rules' assessment, raised by the model where it is confident enough."""
    if assessment.level is Level.URGENT:
        return assessment
    try:
        rules = policy()
        gentle = rules.gentle_for(text)
        p = probability(text)
        note = None
        pieces = split_pieces(recent, text) if recent else None
        if pieces is not None and p < gentle:
            earlier, current = pieces
            before, joined = probabilities([earlier, f"{earlier} {current}"])
            if before < gentle and joined > p:
                p, note = joined, "context.recent"
    except Exception:  # fail open: help is shown, gently
        if assessment.level is Level.NONE:
            return Assessment(Level.GENTLE, assessment.categories, ("model.error",))
        return assessment
    return _raised(assessment, p, rules, gentle, note)
