"""The corpus at scale: its shape, the committed model's data hash, and the frozen figures.

Each batch's ``test.tsv`` was scored once when it was added (``scripts/split_corpus.py score``);
this fails if the screen now does worse on any of them by more than one message, and prints
every figure per language and overall (run with ``-s`` to see them).
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections import Counter

import pytest

from bot.intents import model as intent_model
from bot.safety import learned, screen
from tests.corpus import corpus

BATCHES = corpus.batches()


@functools.cache
def levels(batch: str) -> tuple[str, ...]:
    return tuple(screen(line.text).level.value for line in corpus.part(batch, "test"))


def test_every_batch_is_split_and_valid() -> None:
    assert BATCHES, "no batch in tests/corpus"
    for batch in BATCHES:
        sizes = {name: len(corpus.part(batch, name)) for name in corpus.PARTS}
        assert sizes["test"] >= 0.1 * sum(sizes.values()), (batch, sizes)
        assert sizes["dev"] >= 0.1 * sum(sizes.values()), (batch, sizes)


def test_no_text_is_in_two_parts() -> None:
    """The split came before training: a frozen line must not also be a train or dev line."""
    where: dict[str, str] = {}
    clashes = []
    for batch in BATCHES:
        for name in corpus.PARTS:
            for line in corpus.part(batch, name):
                key = line.text.casefold()
                if key in where and where[key] != name:
                    clashes.append((batch, name, where[key]))
                where.setdefault(key, name)
    legacy = {line.text.casefold() for line in corpus.legacy_train()}
    frozen = {line.text.casefold() for line in corpus.parts("test")}
    assert clashes == []
    assert frozen & legacy == set()


def test_the_committed_model_was_trained_on_this_corpus() -> None:
    """Retrain (scripts/train_screen.py) after changing any train or dev data."""
    assert learned.metadata()["data_sha256"] == corpus.data_sha256()


def test_the_committed_intent_model_was_trained_on_this_corpus() -> None:
    """Retrain (scripts/train_intents.py) after changing any train or dev part."""
    meta = json.loads(intent_model.METADATA.read_text(encoding="utf-8"))
    files = [
        corpus.CORPUS / batch / f"{name}.tsv"
        for batch in corpus.trained_batches()
        for name in ("train", "dev")
    ]
    assert meta["data_files"] == [path.relative_to(corpus.ROOT).as_posix() for path in files]
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(corpus.ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    assert meta["data_sha256"] == digest.hexdigest()


def test_weights_are_small_and_thresholds_ordered() -> None:
    assert learned.WEIGHTS.stat().st_size <= 10_000_000
    rules = learned.policy()
    assert 0.0 < rules.gentle <= rules.urgent <= 1.0


@pytest.mark.parametrize("batch", BATCHES)
def test_frozen_part_is_not_worse_than_when_it_was_added(batch: str) -> None:
    recorded = corpus.frozen_score(batch)
    if recorded is None:
        pytest.skip(f"{batch}: not scored yet (scripts/split_corpus.py score {batch})")
    found = corpus.tally(corpus.part(batch, "test"), levels(batch))
    bounds = corpus.with_accepted_trades(batch, recorded)
    assert corpus.regressions(found, bounds) == [], found.summary()


def test_print_frozen_figures_per_language() -> None:
    by_lang: dict[str, corpus.Figures] = {}
    total = corpus.Figures()
    for batch in BATCHES:
        lines = corpus.part(batch, "test")
        for line, level in zip(lines, levels(batch), strict=True):
            one = corpus.tally([line], [level])
            by_lang[line.lang] = by_lang.get(line.lang, corpus.Figures()) + one
            total = total + one
    print("\nfrozen test parts (rules + model):")
    for lang in corpus.LANGS:
        if lang in by_lang:
            print(f"  {lang:3} {by_lang[lang].summary()}")
    print(f"  all {total.summary()}")
    assert total.danger > 0


def test_corpus_size_per_language() -> None:
    """At least 10,000 danger and 20,000 harmless lines; 600 and 1,000 in every language."""
    counts = Counter(
        (line.lang, line.label)
        for batch in BATCHES
        for name in corpus.PARTS
        for line in corpus.part(batch, name)
    )
    assert sum(n for (_, label), n in counts.items() if label == "danger") >= 10_000
    assert sum(n for (_, label), n in counts.items() if label == "safe") >= 20_000
    small = {
        lang: (counts[lang, "danger"], counts[lang, "safe"])
        for lang in corpus.LANGS
        if counts[lang, "danger"] < 600 or counts[lang, "safe"] < 1_000
    }
    assert small == {}


def test_every_language_covers_every_tag() -> None:
    """In some part: emoji-only lines are the same in every language, so the later batches
    keep few of them once duplicates are dropped."""
    tags = {
        (line.lang, line.tag)
        for batch in BATCHES
        for name in corpus.PARTS
        for line in corpus.part(batch, name)
    }
    every = corpus.DANGER_TAGS | corpus.SAFE_TAGS
    missing = {(lang, tag) for lang in corpus.LANGS for tag in every} - tags
    assert missing == set()
