"""Train the danger screen's learned stage and calibrate its thresholds (dev-only tools).

    .venv/bin/python scripts/train_screen.py              # train the chosen kind, write weights
    .venv/bin/python scripts/train_screen.py --compare    # train every kind, print dev figures

Training data: every ``tests/corpus/<batch>/train.tsv`` plus ``tests/safety/must_show.tsv`` and
``must_not.tsv``. Dev data (thresholds and the choice of model): every ``dev.tsv`` plus the
``tests/safety/holdout*.tsv`` batches. The frozen ``test.tsv`` parts are never read here.

The thresholds are set on the dev data, for the screen as it runs (rules first, then the
model): ``gentle`` is the lowest that keeps false alarms under the targets below on dev
everyday and hard lines, overall and in every language; ``urgent`` the lowest that keeps the
urgent message off (almost) every harmless dev line. Fixed seed, no clock: the same corpus gives
the same weights. Writes ``bot/safety/weights/danger.npz`` and ``danger.json`` (version,
thresholds, the sha256 of the data, dev figures).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import sklearn
from sklearn.linear_model import LogisticRegression
from sklearn.neural_network import MLPClassifier

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.safety import learned  # noqa: E402
from bot.safety.language import dominant  # noqa: E402
from bot.safety.screening import screen_rules  # noqa: E402
from bot.textclass import FeatureSpec, TextClassifier  # noqa: E402
from tests.corpus import corpus  # noqa: E402
from tests.corpus.training import matrix  # noqa: E402

SEED = 20261201
KINDS = ("linear", "mlp")
CHOSEN = "linear"
# Character n-grams of 3 to 6 and C = 32 did better on dev than 2-5 / 1-4 and C = 2, 8, 128.
CHAR_MIN, CHAR_MAX = 3, 6
LINEAR_C = 32.0
# The hidden layer has one row of weights per slot: 2**17 slots x 32 keeps it under 10 MB.
SPECS = {
    "linear": FeatureSpec(bits=18, char_min=CHAR_MIN, char_max=CHAR_MAX),
    "mlp": FeatureSpec(bits=17, char_min=CHAR_MIN, char_max=CHAR_MAX),
}
# What the model may add to the rules' own false alarms on dev lines (the rules' alarms are
# theirs: the model only ever raises a level). The goals are 8% / 1.5% any alarm and 1% urgent on
# the frozen parts, per language; these leave room for the difference between dev and frozen.
ADDED_ANY = {"hard": 0.03, "everyday": 0.006}
ADDED_URGENT = {"hard": 0.003, "everyday": 0.002}
# A language's own dev lines must meet a looser bar too (they are few, so noisier).
LANG_ADDED_ANY = {"hard": 0.05, "everyday": 0.012}
LANG_MIN_LINES = 40
# The older hold-out files keep the budgets their own test holds them to (tests/safety): at most
# 5% of the harmless lines of each may alarm, 2% get the urgent message.
HOLDOUT_ANY = 0.05
HOLDOUT_URGENT = 0.02

Array = npt.NDArray[np.float32]


def fit(kind: str, x: Any, y: npt.NDArray[np.int64], spec: FeatureSpec) -> TextClassifier:
    if kind == "linear":
        lr = LogisticRegression(C=LINEAR_C, solver="liblinear", max_iter=200, random_state=SEED)
        lr.fit(x, y)
        w = lr.coef_.T.astype(np.float32)
        b = lr.intercept_.astype(np.float32)
        layers = [(w, b)]
    elif kind == "mlp":
        mlp = MLPClassifier(
            hidden_layer_sizes=(32,),
            alpha=1e-5,
            batch_size=128,
            learning_rate_init=2e-3,
            max_iter=8,
            random_state=SEED,
            shuffle=True,
        )
        mlp.fit(x, y)
        layers = [
            (mlp.coefs_[0].astype(np.float32), mlp.intercepts_[0].astype(np.float32)),
            (mlp.coefs_[1].astype(np.float32), mlp.intercepts_[1].astype(np.float32)),
        ]
    else:
        raise ValueError(kind)
    # What runs is what is stored: round to float16 now, so calibration sees the same model.
    stored = [(w.astype(np.float16).astype(np.float32), b) for w, b in layers]
    return TextClassifier(spec, ["danger"], stored)


def rules_level(text: str) -> str:
    """The rules' level; "softened" for a gentle the model may not raise (learned.raisable)."""
    found = screen_rules(text)
    if found.level.value == "gentle" and not learned.raisable(found):
        return "softened"
    return found.level.value


@dataclass
class DevSet:
    lines: list[corpus.Line]
    rules: list[str]  # the rules' level for each line (see rules_level)
    files: dict[str, npt.NDArray[np.bool_]]  # the harmless lines of each older hold-out file
    # The language each line plainly reads as at run time (bot.safety.language.dominant).
    read_as: list[str | None]

    def mask(self, group: str, lang: str | None = None) -> npt.NDArray[np.bool_]:
        return np.array(
            [line.group == group and (lang is None or line.lang == lang) for line in self.lines]
        )


def dev_set(lines: list[corpus.Line], files: dict[str, npt.NDArray[np.bool_]]) -> DevSet:
    return DevSet(
        lines,
        [rules_level(line.text) for line in lines],
        files,
        [dominant(line.text) for line in lines],
    )


def scores(model: TextClassifier, dev: DevSet) -> Array:
    return model.probabilities([line.text for line in dev.lines])[:, 0]


def gentle_per_line(dev: DevSet, gentle: float, by_language: dict[str, float]) -> Array:
    return np.array([by_language.get(lang or "", gentle) for lang in dev.read_as])


def levels(dev: DevSet, p: Array, gentle: Array, urgent: float) -> list[str]:
    out = []
    for rule_level, score, line_gentle in zip(dev.rules, p, gentle, strict=True):
        level = rule_level
        if level == "gentle" and score >= urgent:
            level = "urgent"
        elif level == "none" and score >= line_gentle:
            level = "gentle"
        out.append("gentle" if level == "softened" else level)
    return out


def _rate(flags: npt.NDArray[np.bool_], mask: npt.NDArray[np.bool_]) -> float:
    return float(flags[mask].mean()) if mask.any() else 0.0


def calibrate(dev: DevSet, p: Array) -> tuple[float, float, dict[str, float]]:
    """The lowest thresholds whose added alarms on dev stay within the allowances: one for
    every message, and one per language for the lines that plainly read as it, held to the
    same allowances on those lines alone."""
    rules_any = np.array([level != "none" for level in dev.rules])
    rules_urgent = np.array([level == "urgent" for level in dev.rules])
    rules_gentle = np.array([level == "gentle" for level in dev.rules])
    candidates = np.unique(np.concatenate([p, [1.0]]))
    candidates = candidates[candidates >= 0.2]
    harmless = {group: dev.mask(group) for group in ("hard", "everyday")}
    per_lang = {(group, lang): dev.mask(group, lang) for group in harmless for lang in corpus.LANGS}
    per_lang = {key: mask for key, mask in per_lang.items() if mask.sum() >= LANG_MIN_LINES}

    def fine(
        before: npt.NDArray[np.bool_],
        after: npt.NDArray[np.bool_],
        allowed: dict[str, float],
        lang_allowed: dict[str, float],
        file_budget: float,
    ) -> bool:
        if any(_rate(after, m) > max(file_budget, _rate(before, m)) for m in dev.files.values()):
            return False
        if any(_rate(after, m) - _rate(before, m) > allowed[g] for g, m in harmless.items()):
            return False
        return all(
            _rate(after, m) - _rate(before, m) <= lang_allowed[group]
            for (group, _), m in per_lang.items()
            if group in lang_allowed
        )

    gentle = 1.0
    for t in candidates:  # ascending: the first that fits is the lowest
        if fine(rules_any, rules_any | (p >= t), ADDED_ANY, LANG_ADDED_ANY, HOLDOUT_ANY):
            gentle = float(t)
            break
    urgent = 1.0
    for t in candidates[candidates >= gentle]:
        raised = rules_urgent | (rules_gentle & (p >= t))
        if fine(rules_urgent, raised, ADDED_URGENT, {}, HOLDOUT_URGENT):
            urgent = float(t)
            break
    by_language: dict[str, float] = {}
    for lang in corpus.LANGS:
        mine = np.array([read == lang for read in dev.read_as])
        for t in candidates:
            flags = rules_any | ((p >= t) & mine) | ((p >= gentle) & ~mine)
            if fine(rules_any, flags, ADDED_ANY, LANG_ADDED_ANY, HOLDOUT_ANY):
                by_language[lang] = float(t)
                break
    return gentle, urgent, by_language


def dev_figures(
    dev: DevSet, p: Array, gentle: float, urgent: float, per_language: dict[str, float]
) -> dict[str, str]:
    return by_language(
        dev.lines, levels(dev, p, gentle_per_line(dev, gentle, per_language), urgent)
    )


def by_language(lines: list[corpus.Line], found: list[str]) -> dict[str, str]:
    out = {"all": corpus.tally(lines, found).summary()}
    for lang in corpus.LANGS:
        mine = [i for i, line in enumerate(lines) if line.lang == lang]
        if mine:
            out[lang] = corpus.tally([lines[i] for i in mine], [found[i] for i in mine]).summary()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compare", action="store_true", help="train every kind, print dev")
    parser.add_argument("--kind", choices=KINDS, default=CHOSEN)
    parser.add_argument("--dry-run", action="store_true", help="do not write the weights")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    train = [line for batch in corpus.trained_batches() for line in corpus.part(batch, "train")]
    train += corpus.legacy_train()
    mix_lines = [line for batch in corpus.trained_batches() for line in corpus.part(batch, "dev")]
    spans = {}
    for name, lines in corpus.legacy_dev_files().items():
        spans[name] = (len(mix_lines), len(mix_lines) + len(lines))
        mix_lines += lines
    files = {}
    for name, (start, end) in spans.items():
        files[name] = np.zeros(len(mix_lines), dtype=bool)
        files[name][start:end] = [not line.danger for line in mix_lines[start:end]]
    # The thresholds are set on the everyday mix; the focused batches are only reported.
    everyday_mix = dev_set(mix_lines, files)
    focused = dev_set(
        [line for batch in sorted(corpus.FOCUSED) for line in corpus.part(batch, "dev")], {}
    )
    dev_lines = everyday_mix.lines + focused.lines
    y = np.array([line.danger for line in train], dtype=np.int64)
    print(f"train {len(train)} lines ({int(y.sum())} danger), dev {len(dev_lines)} lines")
    kinds = KINDS if args.compare else (args.kind,)
    results: dict[str, tuple[TextClassifier, float, float, dict[str, float]]] = {}
    for kind in kinds:
        began = time.perf_counter()
        spec = SPECS[kind]
        model = fit(kind, matrix([line.text for line in train], spec), y, spec)
        p = scores(model, everyday_mix)
        gentle, urgent, per_language = calibrate(everyday_mix, p)
        results[kind] = (model, gentle, urgent, per_language)
        print(
            f"{kind}: trained in {time.perf_counter() - began:.0f} s; "
            f"thresholds gentle {gentle:.3f} urgent {urgent:.3f}; by language "
            + ", ".join(f"{lang} {t:.3f}" for lang, t in per_language.items())
        )
        for lang, line in dev_figures(everyday_mix, p, gentle, urgent, per_language).items():
            print(f"  dev {lang:3} {line}")
        figures = dev_figures(focused, scores(model, focused), gentle, urgent, per_language)
        print(f"  dev focused batches {figures['all']}")
    plain = ["gentle" if level == "softened" else level for level in everyday_mix.rules]
    for lang, line in by_language(everyday_mix.lines, plain).items():
        print(f"  rules only, dev {lang:3} {line}")
    if args.dry_run or args.compare:
        return 0

    model, gentle, urgent, per_language = results[args.kind]
    digest = corpus.data_sha256()
    p = scores(model, everyday_mix)
    meta = {
        "version": f"{args.kind}-{digest[:10]}",
        "kind": args.kind,
        "thresholds": {
            "gentle": round(gentle, 6),
            "urgent": round(urgent, 6),
            "gentle_by_language": {lang: round(t, 6) for lang, t in per_language.items()},
        },
        "data_sha256": digest,
        "data_files": [path.relative_to(ROOT).as_posix() for path in corpus.model_data_files()],
        "train_lines": len(train),
        "train_danger": int(y.sum()),
        "dev_lines": len(dev_lines),
        "features": SPECS[args.kind].as_dict(),
        "seed": SEED,
        "scikit_learn": sklearn.__version__,
        "calibrated_on": "dev parts except the focused batches, and the older hold-out files",
        "dev_figures": dev_figures(everyday_mix, p, gentle, urgent, per_language),
        "dev_figures_focused": dev_figures(
            focused, scores(model, focused), gentle, urgent, per_language
        )["all"],
    }
    learned.WEIGHTS.parent.mkdir(parents=True, exist_ok=True)
    model.save(learned.WEIGHTS)
    learned.METADATA.write_text(
        json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    size = learned.WEIGHTS.stat().st_size / 1e6
    print(
        f"wrote {learned.WEIGHTS.relative_to(ROOT)} ({size:.1f} MB) and {learned.METADATA.name}, "
        f"version {meta['version']}, {time.perf_counter() - started:.0f} s in all"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
