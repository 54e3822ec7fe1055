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
import json
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import scipy.sparse as sp
import sklearn
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.corpus import corpus  # noqa: E402

from bot import intents  # noqa: E402
from bot.intents import with_rules  # noqa: E402
from bot.intents.model import METADATA, WEIGHTS, IntentModel  # noqa: E402
from bot.textclass import FeatureSpec, TextClassifier, features  # noqa: E402

SEED = 20261201
C_VALUES = (2.0, 4.0, 8.0, 16.0)
# Routed: a craving or a slip must reach its own flow; these count as "routed" when the model
# says craving/slip, or any intent whose answer starts the check-in or the slip flow.
ROUTED = {"craving": {"craving"}, "slip": {"slip"}}


def matrix(texts: Sequence[str], spec: FeatureSpec) -> Any:
    """The same feature vectors the runtime computes, as a CSR matrix for scikit-learn."""
    indptr = [0]
    indices: list[npt.NDArray[np.int64]] = []
    values: list[npt.NDArray[np.float32]] = []
    for text in texts:
        slots = features(text, spec)
        indices.append(slots)
        scale = np.float32(1.0 / np.sqrt(len(slots))) if len(slots) else np.float32(0)
        values.append(np.full(len(slots), scale, dtype=np.float32))
        indptr.append(indptr[-1] + len(slots))
    x = sp.csr_matrix(
        (np.concatenate(values), np.concatenate(indices), np.array(indptr)),
        shape=(len(texts), spec.buckets),
        dtype=np.float32,
    )
    x.sum_duplicates()
    return x


def usable(lines: Sequence[corpus.Line]) -> list[tuple[corpus.Line, str]]:
    """Everyday lines with the intent their tag stands for."""
    out = []
    for line in lines:
        if line.label != "safe":
            continue
        intent = intents.TAG_INTENT.get(line.tag)
        if intent is not None:
            out.append((line, intent))
    return out


def fit(x: Any, y: npt.NDArray[np.int64], c: float) -> list[tuple[Any, Any]]:
    lr = LogisticRegression(C=c, max_iter=400, random_state=SEED)
    lr.fit(x, y)
    w = lr.coef_.T.astype(np.float16).astype(np.float32)
    b = lr.intercept_.astype(np.float32)
    return [(w, b)]


def score(model: IntentModel, pairs: Sequence[tuple[corpus.Line, str]]) -> dict[str, Any]:
    """Top intent right; craving and slip lines routed to their flow; per language."""
    guesses = [with_rules(line.text, model.guess(line.text)) for line, _ in pairs]
    out: dict[str, Any] = {}
    for lang in ("all", *corpus.LANGS):
        mine = [
            (pair, guess)
            for pair, guess in zip(pairs, guesses, strict=True)
            if lang == "all" or pair[0].lang == lang
        ]
        if not mine:
            continue
        right = sum(guess.intent == want for (_, want), guess in mine)
        urges = [(want, guess) for (_, want), guess in mine if want in ROUTED]
        routed = sum(guess.routes_to_flow(want) for want, guess in urges)
        out[lang] = {
            "lines": len(mine),
            "top1": round(right / len(mine), 4),
            "craving_slip_lines": len(urges),
            "craving_slip_routed": round(routed / len(urges), 4) if urges else None,
        }
    return out


def confusions(
    model: IntentModel, pairs: Sequence[tuple[corpus.Line, str]]
) -> list[tuple[tuple[str, str], int]]:
    found: Counter[tuple[str, str]] = Counter()
    for line, want in pairs:
        got = with_rules(line.text, model.guess(line.text)).intent
        if got != want:
            found[(want, got)] += 1
    return found.most_common(12)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--dry-run", action="store_true", help="do not write the weights")
    parser.add_argument("--frozen", action="store_true", help="score the frozen test parts")
    args = parser.parse_args(argv)
    if args.frozen:
        model = IntentModel.load()
        test = usable([line for b in corpus.batches() for line in corpus.part(b, "test")])
        print(json.dumps(score(model, test), indent=2))
        for pair, count in confusions(model, test):
            print(f"  {pair[0]:>12} -> {pair[1]:<12} {count}")
        return 0

    started = time.perf_counter()
    train = usable([line for b in corpus.batches() for line in corpus.part(b, "train")])
    dev = usable([line for b in corpus.batches() for line in corpus.part(b, "dev")])
    classes = list(intents.INTENTS)
    y = np.array([classes.index(intent) for _, intent in train], dtype=np.int64)
    spec = FeatureSpec()
    x = matrix([line.text for line, _ in train], spec)
    print(f"train {len(train)} lines, dev {len(dev)} lines, {len(classes)} intents")

    best: tuple[float, float, IntentModel] | None = None
    for c in C_VALUES:
        layers = fit(x, y, c)
        model = IntentModel(TextClassifier(spec, classes, layers))
        figures = score(model, dev)["all"]
        print(f"  C={c:<5} dev top1 {figures['top1']:.3f} routed {figures['craving_slip_routed']}")
        if best is None or figures["top1"] > best[0]:
            best = (figures["top1"], c, model)
    assert best is not None
    _, c, model = best
    dev_figures = score(model, dev)
    for lang, line in dev_figures.items():
        print(f"  dev {lang:3} {line}")
    for pair, count in confusions(model, dev):
        print(f"  {pair[0]:>12} -> {pair[1]:<12} {count}")
    if args.dry_run:
        return 0
    files = [
        path
        for b in corpus.batches()
        for path in (corpus.CORPUS / b / "train.tsv", corpus.CORPUS / b / "dev.tsv")
    ]
    digest = corpus.data_sha256(files)
    meta = {
        "version": f"linear-{digest[:10]}",
        "classes": classes,
        "C": c,
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
