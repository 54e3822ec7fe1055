"""Add a writer's batch to the danger corpus, split before anything is trained on it.

    .venv/bin/python scripts/split_corpus.py ingest path/to/<batch>.tsv [...]
    .venv/bin/python scripts/split_corpus.py score <batch> [...]

``ingest`` validates every line (``label<TAB>tag<TAB>lang<TAB>text``), drops exact and near
duplicates (within the batch and against everything already in tests/corpus and tests/safety),
then splits the rest 70/15/15 into ``tests/corpus/<batch>/{train,dev,test}.tsv``, stratified by
label and tag, shuffled by a generator seeded with the batch name: the same file always gives the
same split. The writer's header comments are kept in every part.

``score`` runs the screen (rules plus the committed model, which must already be retrained on
the corpus that includes the batch) over the batch's frozen test part once, and writes the
figures into its header. It refuses a part that already has a score: a frozen figure is written
once, and CI fails if a later screen does worse on it (tests/corpus/test_frozen.py).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.textclass import normalise  # noqa: E402
from tests.corpus import corpus  # noqa: E402

SHARES = (("train", 0.70), ("dev", 0.15), ("test", 0.15))
# Lines of at least this many words are also near duplicates of a line one word away (one word
# dropped, added or replaced) with the same label; shorter lines only when they are the same
# words, ignoring case, accents, punctuation, emoji, spacing and repeated letters.
NEAR_WORDS = 6
_WORDS = re.compile(r"\w+")


def skeleton(text: str) -> tuple[str, ...]:
    return tuple(_WORDS.findall(normalise(text)))


def near_keys(line: corpus.Line) -> list[str]:
    words = skeleton(line.text)
    if not words:  # emoji or punctuation only: the symbols themselves, spacing ignored
        return ["=" + "".join(normalise(line.text).split())]
    keys = ["=" + " ".join(words)]
    if len(words) >= NEAR_WORDS:
        keys.extend(
            f"~{line.label}:" + " ".join(words[:i] + words[i + 1 :]) for i in range(len(words))
        )
        keys.append(f"~{line.label}:" + " ".join(words))
    return keys


def known_texts(exclude: str) -> list[corpus.Line]:
    lines = corpus.legacy_train() + corpus.legacy_dev()
    for batch in corpus.batches():
        if batch == exclude:
            continue
        for name in corpus.PARTS:
            lines.extend(corpus.part(batch, name))
    return lines


def split(batch: str, lines: list[corpus.Line]) -> dict[str, list[corpus.Line]]:
    """Stratified by (label, tag); each stratum shuffled by its own seeded generator."""
    chosen: dict[int, str] = {}
    strata: dict[tuple[str, str], list[int]] = {}
    for index, line in enumerate(lines):
        strata.setdefault((line.label, line.tag), []).append(index)
    for (label, tag), members in sorted(strata.items()):
        order = members[:]
        random.Random(f"split:{batch}:{label}:{tag}").shuffle(order)
        n_test = round(len(order) * SHARES[2][1])
        n_dev = round(len(order) * SHARES[1][1])
        for position, index in enumerate(order):
            chosen[index] = (
                "test" if position < n_test else "dev" if position < n_test + n_dev else "train"
            )
    return {name: [line for i, line in enumerate(lines) if chosen[i] == name] for name, _ in SHARES}


def ingest(path: Path, force: bool = False) -> int:
    batch = path.stem
    target = corpus.CORPUS / batch
    if target.exists() and not force:
        print(f"{batch}: already in tests/corpus; not ingesting it again", file=sys.stderr)
        return 1
    raw = path.read_bytes()
    header: list[str] = []
    lines: list[corpus.Line] = []
    invalid: list[str] = []
    for number, text in enumerate(raw.decode("utf-8").splitlines(), 1):
        if not text.strip():
            continue
        if text.startswith("#"):
            header.append(text)
            continue
        try:
            lines.append(corpus.parse(text))
        except ValueError as error:
            invalid.append(f"{path.name}:{number}: {error}")
    seen: set[str] = set()
    for line in known_texts(exclude=batch):
        seen.update(near_keys(line))
    kept: list[corpus.Line] = []
    exact = near = 0
    for line in lines:
        keys = near_keys(line)
        if keys[0] in seen:
            exact += 1
        elif any(key in seen for key in keys[1:]):
            near += 1
        else:
            kept.append(line)
        seen.update(keys)
    parts = split(batch, kept)
    digest = hashlib.sha256(raw).hexdigest()
    notes = [
        f"# ingested {datetime.now(UTC):%Y-%m-%d} from {path.name} (sha256 {digest[:16]}): "
        f"{len(lines) + len(invalid)} data lines, {len(invalid)} invalid, {exact} exact and "
        f"{near} near duplicates dropped, {len(kept)} kept",
        f"# split by scripts/split_corpus.py before any training: stratified by label and tag, "
        f"seed 'split:{batch}:<label>:<tag>', 70/15/15 -> "
        + ", ".join(f"{name} {len(parts[name])}" for name, _ in SHARES),
    ]
    target.mkdir(parents=True, exist_ok=True)
    for name, _ in SHARES:
        extra = []
        if name == "test":
            extra = [
                "# FROZEN test part: never trained on, never tuned against. Scored once, when the "
                "batch was added (the frozen-score line below); CI fails if a later screen does "
                "worse by more than one message."
            ]
        body = [line.tsv() for line in parts[name]]
        (target / f"{name}.tsv").write_text(
            "\n".join(header + notes + extra + body) + "\n", encoding="utf-8"
        )
    for message in invalid:
        print(message, file=sys.stderr)
    print(notes[0][2:])
    print(notes[1][2:])
    return 0


def score(batch: str) -> int:
    from bot.safety import learned, screen

    path = corpus.CORPUS / batch / "test.tsv"
    if corpus.frozen_score(batch) is not None:
        print(f"{batch}: already scored; a frozen figure is written once", file=sys.stderr)
        return 1
    if learned.metadata().get("data_sha256") != corpus.data_sha256():
        print("the committed model was not trained on this corpus: retrain first", file=sys.stderr)
        return 1
    header, lines = corpus.read(path)
    found = corpus.figures(lines, lambda text: screen(text).level.value)
    stamp = f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, model {learned.metadata().get('version')}"
    text = path.read_text(encoding="utf-8").splitlines()
    at = len(header)
    text[at:at] = [
        f"# scored once, {stamp}: {found.summary()}",
        corpus.SCORE_PREFIX + json.dumps(found.as_dict(), separators=(",", ":")),
    ]
    path.write_text("\n".join(text) + "\n", encoding="utf-8")
    print(f"{batch}: {found.summary()}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    ingest_cmd = commands.add_parser("ingest", help="validate, deduplicate and split batches")
    ingest_cmd.add_argument("paths", nargs="+", type=Path)
    ingest_cmd.add_argument("--force", action="store_true", help="redo a batch already there")
    score_cmd = commands.add_parser("score", help="score frozen test parts once")
    score_cmd.add_argument("batches", nargs="+")
    args = parser.parse_args(argv)
    status = 0
    if args.command == "ingest":
        for path in args.paths:
            status |= ingest(path, args.force)
    else:
        for batch in args.batches:
            status |= score(batch)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
