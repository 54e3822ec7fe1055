"""The learned stage: the generic classifier (bot.textclass) and the policy (bot.safety.learned).

The policy tests pin the model's score with monkeypatch, so they say what the policy does
whatever the committed weights are; the corpus figures are in tests/corpus/test_frozen.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from bot.safety import Assessment, Category, Level, learned, screen, screen_rules
from bot.textclass import FeatureSpec, TextClassifier, features, normalise

ROOT = Path(__file__).resolve().parents[2]

# --- bot.textclass -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("I WANT to k1ll mys3lf!!!", "i want to kil myself!"),
        ("ｉ ｗａｎｔ ｔｏ ｄｉｅ", "i want to die"),
        ("i want to k\u200bill my\u200dself", "i want to kil myself"),
        ("Ich möchte STERBEN", "ich mochte sterben"),
        ("$uicidal", "suicidal"),
        ("он меня убьёт", "он меня убьет"),
        ("day 30 at 21:30", "day 30 at 21:30"),
        ("don\u2019t   go", "dont go"),
        ("😭😭😭🙏", "😭🙏"),
    ],
)
def test_normalise(text: str, form: str) -> None:
    assert normalise(text) == form


def test_features_are_the_same_in_every_process() -> None:
    """A stable hash, not Python's salted hash(): another process gets the same slots."""
    text = "he is going to find me and kill me 😭 ich habe angst"
    spec = FeatureSpec(bits=18, char_min=3, char_max=6)
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from bot.textclass import FeatureSpec, features;"
        f"print(features({text!r}, FeatureSpec(bits=18, char_min=3, char_max=6)).tolist())"
    )
    env = os.environ | {"PYTHONHASHSEED": "12345"}
    command = [sys.executable, "-c", probe, str(ROOT)]
    out = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    assert json.loads(out.stdout) == features(text, spec).tolist()


def test_features_are_bounded_and_capped() -> None:
    spec = FeatureSpec(bits=10)
    slots = features("kill " * 200_000, spec)
    assert slots.min() >= 0 and slots.max() < 1 << 10
    assert len(slots) < 6 * 1024  # only the head is read
    assert len(features("", spec)) == 0 or features("", spec).max() < 1 << 10


def _tiny(kind: str, outputs: int) -> TextClassifier:
    rng = np.random.default_rng(7)
    spec = FeatureSpec(bits=8)
    if kind == "linear":
        layers = [(rng.normal(size=(256, outputs)), rng.normal(size=outputs))]
    else:
        layers = [
            (rng.normal(size=(256, 4)), rng.normal(size=4)),
            (rng.normal(size=(4, outputs)), rng.normal(size=outputs)),
        ]
    typed = [(w.astype(np.float16).astype(np.float32), b.astype(np.float32)) for w, b in layers]
    classes = ["danger"] if outputs == 1 else [f"c{i}" for i in range(outputs)]
    return TextClassifier(spec, classes, typed)


@pytest.mark.parametrize(("kind", "outputs"), [("linear", 1), ("linear", 3), ("mlp", 1)])
def test_a_saved_model_loads_and_answers_the_same(tmp_path: Path, kind: str, outputs: int) -> None:
    model = _tiny(kind, outputs)
    model.save(tmp_path / "m.npz")
    again = TextClassifier.load(tmp_path / "m.npz")
    texts = ["i want to die", "", "hola", "ok thanks 🙏"]
    assert again.kind == kind and again.classes == model.classes
    assert np.array_equal(again.probabilities(texts), model.probabilities(texts))
    probs = model.probabilities(texts)
    assert probs.shape == (4, outputs)
    if outputs > 1:
        assert np.allclose(probs.sum(axis=1), 1.0, atol=1e-5)
    assert ((probs >= 0) & (probs <= 1)).all()


# --- the committed model -----------------------------------------------------------------------


def test_committed_model_loads_and_says_what_it_is() -> None:
    line = learned.describe()
    assert learned.metadata()["version"] in line
    assert "unavailable" not in line
    assert 0.0 <= learned.probability("i want to die") <= 1.0
    assert learned.probability("") == 0.0


# --- the policy ---------------------------------------------------------------------------------


@pytest.fixture
def scored(monkeypatch: pytest.MonkeyPatch) -> dict[str, float]:
    """Pin the model: each text's score comes from this dict (0 when absent)."""
    table: dict[str, float] = {}

    def fake(texts: Sequence[str]) -> list[float]:
        return [table.get(text, 0.0) for text in texts]

    monkeypatch.setattr(learned, "probabilities", fake)
    monkeypatch.setattr(learned, "policy", lambda: learned.Policy(gentle=0.6, urgent=0.9))
    return table


def test_model_raises_none_to_gentle_and_names_its_bucket(scored: dict[str, float]) -> None:
    scored["on mnie śledzi"] = 0.75
    assert screen_rules("on mnie śledzi").level is Level.NONE
    assert screen("on mnie śledzi") == Assessment(Level.GENTLE, (), ("model.p70",))
    scored["on mnie śledzi"] = 0.5
    assert screen("on mnie śledzi") == Assessment(Level.NONE)


def test_model_alone_never_sends_the_urgent_message(scored: dict[str, float]) -> None:
    scored["on mnie śledzi"] = 0.999
    assert screen("on mnie śledzi") == Assessment(Level.GENTLE, (), ("model.p99",))


def test_model_raises_the_rules_gentle_to_urgent_above_the_second_threshold(
    scored: dict[str, float],
) -> None:
    text = "im scared of him"
    rules = screen_rules(text)
    assert rules.level is Level.GENTLE
    scored[text] = 0.8
    assert screen(text) == rules
    scored[text] = 0.95
    raised = screen(text)
    assert raised.level is Level.URGENT
    assert raised.categories == rules.categories
    assert raised.rule_ids == (*rules.rule_ids, "model.p90")


def test_model_never_lowers_a_level(scored: dict[str, float]) -> None:
    assert scored.get("i want to kill myself", 0.0) == 0.0
    assert screen("i want to kill myself").level is Level.URGENT
    assert screen("i'm not going to hurt myself").level is Level.GENTLE


def test_recent_join_counts_only_when_the_earlier_messages_did_not_alarm(
    scored: dict[str, float],
) -> None:
    scored["on groził, że mnie"] = 0.1
    scored["on groził, że mnie zabije"] = 0.8
    result = screen("zabije", ["on groził, że mnie"])
    assert result.level is Level.GENTLE
    assert "context.recent" in result.rule_ids
    scored["on groził, że mnie"] = 0.7  # already alarmed when it came in
    assert screen("zabije", ["on groził, że mnie"]).level is Level.NONE


def test_the_model_failing_fails_open(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(texts: Sequence[str]) -> list[float]:
        raise RuntimeError("weights unreadable")

    monkeypatch.setattr(learned, "probabilities", broken)
    assert screen("hello") == Assessment(Level.GENTLE, (), ("model.error",))
    assert screen("i want to kill myself").level is Level.URGENT
    assert Category.SUICIDE in screen("i want to kill myself").categories


def test_buckets() -> None:
    assert [learned.bucket(p) for p in (0.05, 0.5, 0.77, 0.9, 0.989, 0.99, 1.0)] == [
        "model.p00",
        "model.p50",
        "model.p70",
        "model.p90",
        "model.p90",
        "model.p99",
        "model.p99",
    ]


def test_each_language_has_its_own_gentle_threshold_and_the_start_up_line_names_it() -> None:
    rules = learned.policy()
    assert set(rules.gentle_by_language) == {"en", "es", "pt", "fr", "de", "it", "ru", "uk"}
    assert "uk gentle >= " in learned.describe()
    english = "i just want to text him so bad and i know i shouldnt"
    assert rules.gentle_for(english) == rules.gentle_by_language["en"]
    assert rules.gentle_for("ok") == rules.gentle  # too short to say which language
