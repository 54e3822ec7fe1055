"""Train the free-text intent model (dev-only tool; scikit-learn is a dev dependency).

    .venv/bin/python scripts/train_intents.py            # train, print dev figures, write weights
    .venv/bin/python scripts/train_intents.py --dry-run  # train and print dev figures only
    .venv/bin/python scripts/train_intents.py --frozen   # score the frozen test parts (once)

The data are the batches of the danger corpus (``tests/corpus/<batch>/{train,dev,test}.tsv``),
split before anything was trained on them. Only everyday lines are used: each writer's tag
maps to an intent (``bot.intents.TAG_INTENT``); danger lines are the danger screen's job and
are left out. Training reads only ``train.tsv``; the model choice and the confidence floor are
set on ``dev.tsv``; the frozen ``test.tsv`` parts are read only with ``--frozen``, to report
figures, never to tune. Fixed seed: the same corpus gives the same weights. Writes
``bot/intents/weights/intents.npz`` and ``intents.json`` (version, the sha256 of the training
and dev data, dev figures).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import sklearn
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


from bot import intents  # noqa: E402
from bot.intents import Guess, with_rules  # noqa: E402
from bot.intents.model import METADATA, WEIGHTS, IntentModel  # noqa: E402
from bot.textclass import FeatureSpec, TextClassifier  # noqa: E402
from tests.corpus.corpus import FOCUSED  # noqa: E402
from tests.corpus.training import matrix  # noqa: E402

CORPUS = ROOT / "tests" / "corpus"
PARTS = ("train", "dev", "test")
LANGS = ("en", "es", "pt", "fr", "de", "it", "ru", "uk")


@dataclass(frozen=True, slots=True)
class Line:
    label: str
    tag: str
    lang: str
    text: str


def batches() -> list[str]:
    """The corpus batches, each split before training into train, dev and frozen test (not
    the focused ones, which are never trained on: tests/corpus/corpus.py FOCUSED)."""
    return sorted(
        p.name
        for p in CORPUS.iterdir()
        if all((p / f"{n}.tsv").is_file() for n in PARTS) and p.name not in FOCUSED
    )


def part(batch: str, name: str) -> list[Line]:
    """One part's data lines (``label<TAB>tag<TAB>lang<TAB>text``; ``#`` lines are notes)."""
    lines = []
    for raw in (CORPUS / batch / f"{name}.tsv").read_text(encoding="utf-8").splitlines():
        if raw.strip() and not raw.startswith("#"):
            label, tag, lang, text = raw.split("\t", 3)
            lines.append(Line(label, tag, lang, text))
    return lines


def data_sha256(files: Sequence[Path]) -> str:
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


SEED = 20261201
C = 64.0
# The goal: a craving or a slip reaches the check-in or the slip flow this often (dev data).
ROUTED_GOAL = 0.98
FLOORS = [round(0.01 * step, 2) for step in range(100, 2, -1)]


def usable(lines: Sequence[Line]) -> list[tuple[Line, str]]:
    """Everyday lines with the intent their tag stands for."""
    out = []
    for line in lines:
        if line.label != "safe":
            continue
        intent = intents.TAG_INTENT.get(line.tag)
        if intent is not None:
            out.append((line, intent))
    return out


def fit(x: Any, y: npt.NDArray[np.int64]) -> list[tuple[Any, Any]]:
    lr = LogisticRegression(C=C, max_iter=400, class_weight="balanced", random_state=SEED)
    lr.fit(x, y)
    w = lr.coef_.T.astype(np.float16).astype(np.float32)
    b = lr.intercept_.astype(np.float32)
    return [(w, b)]


def guesses(model: IntentModel, lines: Sequence[Line], floor: float | None = None) -> list[Guess]:
    rows = model.classifier.probabilities([line.text for line in lines])
    return [
        with_rules(line.text, model.decide(row, floor))
        for line, row in zip(lines, rows, strict=True)
    ]


def score(pairs: Sequence[tuple[Line, str]], found: Sequence[Guess]) -> dict[str, Any]:
    """Top intent right; craving and slip lines routed to their flow; per language."""
    out: dict[str, Any] = {}
    for lang in ("all", *LANGS):
        mine = [
            (want, guess)
            for (line, want), guess in zip(pairs, found, strict=True)
            if lang == "all" or line.lang == lang
        ]
        if not mine:
            continue
        right = sum(guess.intent == want for want, guess in mine)
        urges = [(want, guess) for want, guess in mine if want in intents.FLOWS]
        routed = sum(guess.routes_to_flow(want) for want, guess in urges)
        out[lang] = {
            "lines": len(mine),
            "top1": round(right / len(mine), 4),
            "craving_slip_lines": len(urges),
            "craving_slip_routed": round(routed / len(urges), 4) if urges else None,
        }
    return out


def calibrate(model: IntentModel, dev: Sequence[tuple[Line, str]]) -> float:
    """The highest urge floor that routes ROUTED_GOAL of dev cravings and slips."""
    rows = model.classifier.probabilities([line.text for line, _ in dev])
    for floor in FLOORS:
        found = [
            with_rules(line.text, model.decide(row, floor))
            for (line, _), row in zip(dev, rows, strict=True)
        ]
        if score(dev, found)["all"]["craving_slip_routed"] >= ROUTED_GOAL:
            return floor
    return FLOORS[-1]


def confusions(
    pairs: Sequence[tuple[Line, str]], found: Sequence[Guess]
) -> list[tuple[tuple[str, str], int]]:
    tally: Counter[tuple[str, str]] = Counter()
    for (_, want), guess in zip(pairs, found, strict=True):
        if guess.intent != want:
            tally[(want, guess.intent)] += 1
    return tally.most_common(12)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--dry-run", action="store_true", help="do not write the weights")
    parser.add_argument("--frozen", action="store_true", help="score the frozen test parts")
    args = parser.parse_args(argv)
    if args.frozen:
        model = IntentModel.load()
        test = usable([line for b in batches() for line in part(b, "test")])
        found = guesses(model, [line for line, _ in test])
        print(json.dumps(score(test, found), indent=2))
        for pair, count in confusions(test, found):
            print(f"  {pair[0]:>12} -> {pair[1]:<12} {count}")
        return 0

    started = time.perf_counter()
    train = usable([line for b in batches() for line in part(b, "train")])
    dev = usable([line for b in batches() for line in part(b, "dev")])
    classes = list(intents.INTENTS)
    y = np.array([classes.index(intent) for _, intent in train], dtype=np.int64)
    spec = FeatureSpec()
    x = matrix([line.text for line, _ in train], spec)
    print(f"train {len(train)} lines, dev {len(dev)} lines, {len(classes)} intents", flush=True)
    model = IntentModel(TextClassifier(spec, classes, fit(x, y)))
    floor = calibrate(model, dev)
    model.urge_floor = floor
    found = guesses(model, [line for line, _ in dev])
    dev_figures = score(dev, found)
    print(f"urge floor {floor}")
    for lang, line in dev_figures.items():
        print(f"  dev {lang:3} {line}")
    for pair, count in confusions(dev, found):
        print(f"  {pair[0]:>12} -> {pair[1]:<12} {count}")
    if args.dry_run:
        return 0
    files = [path for b in batches() for path in (CORPUS / b / "train.tsv", CORPUS / b / "dev.tsv")]
    digest = data_sha256(files)
    meta = {
        "version": f"linear-{digest[:10]}",
        "classes": classes,
        "C": C,
        "class_weight": "balanced",
        "urge_floor": floor,
        "routed_goal": ROUTED_GOAL,
        "data_sha256": digest,
        "data_files": [path.relative_to(ROOT).as_posix() for path in files],
        "train_lines": len(train),
        "dev_lines": len(dev),
        "features": spec.as_dict(),
        "seed": SEED,
        "scikit_learn": sklearn.__version__,
        "dev_figures": dev_figures,
    }
    WEIGHTS.parent.mkdir(parents=True, exist_ok=True)
    model.classifier.save(WEIGHTS)
    METADATA.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    size = WEIGHTS.stat().st_size / 1e6
    print(
        f"wrote {WEIGHTS.relative_to(ROOT)} ({size:.1f} MB) in "
        f"{time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
