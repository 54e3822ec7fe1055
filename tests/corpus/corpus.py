"""The danger corpus on disk: batches split into train, dev and frozen test parts.

Layout: ``tests/corpus/<batch>/{train,dev,test}.tsv``. Each part keeps its writer's header
comments (``# ...``) and adds the ingest notes; data lines are ``label<TAB>tag<TAB>lang<TAB>text``
with label ``danger`` or ``safe``. A test part's header also holds its frozen score: one
``# frozen-score: {json}`` line written once, when the batch was added (see
``scripts/split_corpus.py``), and never changed after.

The older corpus in ``tests/safety/`` is read here too: ``must_show.tsv`` and ``must_not.tsv``
are training data for the learned stage, the ``holdout*.tsv`` batches are its extra dev data
(calibration and model choice, never training).

Used by the tests, ``scripts/split_corpus.py``, ``scripts/train_screen.py`` and
``scripts/bench_safety.py``; stdlib only.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

CORPUS = Path(__file__).resolve().parent
ROOT = CORPUS.parents[1]
SAFETY = ROOT / "tests" / "safety"

PARTS = ("train", "dev", "test")
LANGS = ("en", "es", "pt", "fr", "de", "it", "ru", "uk")
DANGER_TAGS = frozenset(
    [
        "suicide",
        "suicide_indirect",
        "situation_means",
        "overdose",
        "self_harm",
        "threat",
        "stalking",
        "violence",
        "emergency",
        "child",
        "third_party",
        "ex_suicide_threat",
    ]
)
SAFE_TAGS = frozenset(
    [
        "craving",
        "slip",
        "contacted_me",
        "lonely",
        "grief",
        "anger",
        "doubt",
        "hoovering",
        "coparenting",
        "memory",
        "gratitude",
        "greeting",
        "question",
        "progress",
        "emoji",
        "idiom",
        "other",
    ]
)
# Non-danger lines that use danger words or tell of past harm calmly: the "hard" set.
HARD_TAGS = frozenset({"idiom", "memory"})
# The older corpus's categories, as danger tags.
LEGACY_TAG = {
    "suicide": "suicide",
    "self_harm": "self_harm",
    "means": "situation_means",
    "threat": "threat",
    "stalking": "stalking",
    "violence": "violence",
    "emergency": "emergency",
    "child": "child",
}
SCORE_PREFIX = "# frozen-score: "


@dataclass(frozen=True, slots=True)
class Line:
    label: str  # "danger" or "safe"
    tag: str
    lang: str
    text: str

    @property
    def danger(self) -> bool:
        return self.label == "danger"

    @property
    def group(self) -> str:
        """danger, hard (idioms and calm memories) or everyday."""
        if self.danger:
            return "danger"
        return "hard" if self.tag in HARD_TAGS else "everyday"

    def tsv(self) -> str:
        return f"{self.label}\t{self.tag}\t{self.lang}\t{self.text}"


def parse(raw: str) -> Line:
    """One data line; raises ValueError naming what is wrong (never echoing the text)."""
    fields = raw.rstrip("\r\n").split("\t")
    if len(fields) != 4:
        raise ValueError(f"{len(fields)} tab-separated fields, want 4")
    label, tag, lang, text = (field.strip() for field in fields)
    if label not in ("danger", "safe"):
        raise ValueError(f"unknown label {label!r}")
    tags = DANGER_TAGS if label == "danger" else SAFE_TAGS
    if tag not in tags:
        raise ValueError(f"tag {tag!r} is not a {label} tag")
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}")
    if not text:
        raise ValueError("empty text")
    return Line(label, tag, lang, text)


def read(path: Path) -> tuple[list[str], list[Line]]:
    """A part's header comment lines and its data lines."""
    header: list[str] = []
    lines: list[Line] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        if raw.startswith("#"):
            header.append(raw)
            continue
        try:
            lines.append(parse(raw))
        except ValueError as error:
            raise ValueError(f"{path.name}:{number}: {error}") from None
    return header, lines


# Batches written to over-represent the hardest danger (indirect suicide, stalking) and the
# harmless lines that look most like it. They measure the screen and are never trained or
# calibrated on: on dev, training on them gained little where they aim (focused dev danger
# surfaced 62.6% to 63.3%) and cost a little on the everyday mix (90.7% to 90.4%). Their frozen
# figures are reported on their own (scripts/bench_safety.py).
FOCUSED = frozenset({"en_h", "es_e", "pt_e", "fr_f", "de_f", "it_f", "ru_e", "uk_e"})


def batches() -> list[str]:
    return sorted(p.name for p in CORPUS.iterdir() if (p / "test.tsv").is_file())


def trained_batches() -> list[str]:
    """The batches the learned stages are trained and calibrated on (all but FOCUSED)."""
    return [batch for batch in batches() if batch not in FOCUSED]


def part(batch: str, name: str) -> list[Line]:
    return read(CORPUS / batch / f"{name}.tsv")[1]


def parts(name: str) -> list[Line]:
    return [line for batch in batches() for line in part(batch, name)]


def frozen_score(batch: str) -> dict[str, int] | None:
    """The figures recorded when the batch's test part was scored, or None if not yet."""
    header, _ = read(CORPUS / batch / "test.tsv")
    for raw in header:
        if raw.startswith(SCORE_PREFIX):
            found: dict[str, int] = json.loads(raw[len(SCORE_PREFIX) :])
            return found
    return None


# --- the older corpus in tests/safety ---------------------------------------------------------


def _data_lines(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [raw for raw in text.splitlines() if raw.strip() and not raw.startswith("#")]


def legacy_train() -> list[Line]:
    """must_show.tsv (danger) and must_not.tsv (everyday), language unrecorded ("en")."""
    lines = []
    for raw in _data_lines(SAFETY / "must_show.tsv"):
        category, text = raw.split("\t")
        lines.append(Line("danger", LEGACY_TAG[category], "en", text))
    lines.extend(Line("safe", "other", "en", text) for text in _data_lines(SAFETY / "must_not.tsv"))
    return lines


def legacy_dev_files() -> dict[str, list[Line]]:
    """The hold-out batches by file: written before the rules were tuned on them; the learned
    stage calibrates on them and never trains on them."""
    found: dict[str, list[Line]] = {}
    for path in sorted(SAFETY.glob("holdout*.tsv")):
        lines = found.setdefault(path.name, [])
        for raw in _data_lines(path):
            label, category, text = raw.split("\t")
            if label == "MUST_SHOW":
                lines.append(Line("danger", LEGACY_TAG[category], "en", text))
            else:
                lines.append(Line("safe", "other", "en", text))
    return found


def legacy_dev() -> list[Line]:
    return [line for lines in legacy_dev_files().values() for line in lines]


def model_data_files() -> list[Path]:
    """Every file the committed model depends on (trained on, or calibrated on)."""
    files = [
        CORPUS / batch / f"{name}.tsv" for batch in trained_batches() for name in ("train", "dev")
    ]
    files += [SAFETY / "must_show.tsv", SAFETY / "must_not.tsv"]
    files += sorted(SAFETY.glob("holdout*.tsv"))
    return files


def data_sha256(files: Iterable[Path] | None = None) -> str:
    """A hash of the data lines of those files (header comments, e.g. recorded scores, and
    line order within a file do not count), in path order."""
    digest = hashlib.sha256()
    chosen = model_data_files() if files is None else list(files)
    for path in sorted(chosen, key=lambda p: p.relative_to(ROOT).as_posix()):
        digest.update(path.relative_to(ROOT).as_posix().encode("utf-8") + b"\0")
        for raw in sorted(_data_lines(path)):
            digest.update(raw.encode("utf-8") + b"\n")
    return digest.hexdigest()


# --- figures ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Figures:
    danger: int = 0
    danger_shown: int = 0
    danger_urgent: int = 0
    hard: int = 0
    hard_any: int = 0
    hard_urgent: int = 0
    everyday: int = 0
    everyday_any: int = 0
    everyday_urgent: int = 0

    def as_dict(self) -> dict[str, int]:
        return {name: getattr(self, name) for name in self.__slots__}

    def __add__(self, other: Figures) -> Figures:
        mine, theirs = self.as_dict(), other.as_dict()
        return Figures(**{key: mine[key] + theirs[key] for key in mine})

    def summary(self) -> str:
        def pct(part: int, whole: int) -> str:
            return f"{100 * part / whole:5.1f}%" if whole else "   - "

        return (
            f"danger {pct(self.danger_shown, self.danger)} shown of {self.danger:5} "
            f"({pct(self.danger_urgent, self.danger)} urgent) | "
            f"hard {pct(self.hard_any, self.hard)} any {pct(self.hard_urgent, self.hard)} "
            f"urgent of {self.hard:4} | "
            f"everyday {pct(self.everyday_any, self.everyday)} any "
            f"{pct(self.everyday_urgent, self.everyday)} urgent of {self.everyday:5}"
        )


def figures(lines: Iterable[Line], level_of: Callable[[str], str]) -> Figures:
    """Count how a screen (``level_of(text)`` -> "none", "gentle" or "urgent") does."""
    chosen = list(lines)
    return tally(chosen, [level_of(line.text) for line in chosen])


def tally(lines: Sequence[Line], levels: Sequence[str]) -> Figures:
    """Count the levels a screen gave these lines, one level per line."""
    counts = dict.fromkeys(Figures.__slots__, 0)
    for line, level in zip(lines, levels, strict=True):
        group = line.group
        counts[group] += 1
        if line.danger:
            counts["danger_shown"] += level != "none"
            counts["danger_urgent"] += level == "urgent"
        else:
            counts[f"{group}_any"] += level != "none"
            counts[f"{group}_urgent"] += level == "urgent"
    return Figures(**counts)


# The tolerance when a frozen figure is checked against its record: one message either way.
TOLERANCE = 1


# Trades accepted on 2026-12-01, in the open: the per-language rules and the model retrained on
# fifteen new batches (model linear-0c62b7eef8) raised danger surfaced on these frozen parts
# from 59 to 98 (es_a), 52 to 89 (ru_a) and 33 to 95 (uk_a) of 108 messages, and cost these
# false alarms (all gentle: none of them gets the urgent message, whose counts fell). The
# screen was not changed to move them. Each entry is the new ceiling for its figure; every
# other figure is held to its record, and so is the danger gain (DANGER_FLOOR).
#
# Trades accepted on 2026-12-05, in the open: rules for seven languages written from the train
# misses (dev danger surfaced, rules and model: 89.5% to 91.4%) and the model retrained with
# them (linear-3f312a97a0) moved three figures past their records by two lines each: pt_a two
# more everyday alarms (one of them urgent), uk_a two more gentle alarms on the hard set, es_c
# two danger lines no longer surfaced (the Spanish rules did not change; the model's Spanish
# threshold moved). Nothing was changed to move them back, and the frozen lines were not read.
#
# Trades accepted on 2026-12-06, in the open: eight new batches (en_g, es_d, pt_d, fr_e, de_e,
# it_e, ru_d, uk_d) and English calm-memory cues in the softening; the model retrained on them
# (linear-0f3dbeed6b) raised danger surfaced on the thirty older frozen parts from 84.1% to
# 84.6% and gave two more gentle false alarms on the hard set of fr_b and of pt_c (none urgent).
# Nothing was changed to move them back, and the frozen lines were not read.
ACCEPTED: dict[tuple[str, str], int] = {
    ("es_a", "hard_any"): 10,
    ("es_a", "everyday_any"): 4,
    ("ru_a", "hard_any"): 3,
    ("uk_a", "everyday_any"): 5,
    ("pt_a", "everyday_any"): 4,
    ("uk_a", "hard_any"): 4,
    ("fr_b", "hard_any"): 2,
    ("pt_c", "hard_any"): 3,
}
DANGER_FLOOR = {"es_a": 98, "ru_a": 89, "uk_a": 95, "es_c": 110}


def with_accepted_trades(batch: str, recorded: dict[str, int]) -> dict[str, int]:
    bounds = dict(recorded)
    for (name, figure), ceiling in ACCEPTED.items():
        if name == batch:
            bounds[figure] = ceiling
    if batch in DANGER_FLOOR:
        bounds["danger_shown"] = DANGER_FLOOR[batch]
    return bounds


def regressions(now: Figures, recorded: dict[str, int]) -> list[str]:
    """What got worse than recorded, by more than the tolerance (empty when nothing did)."""
    found: list[str] = []
    got = now.as_dict()
    for size in ("danger", "hard", "everyday"):
        if got[size] != recorded.get(size):
            found.append(f"{size}: {got[size]} lines, recorded {recorded.get(size)}")
    if got["danger_shown"] < recorded["danger_shown"] - TOLERANCE:
        found.append(f"danger shown {got['danger_shown']} < recorded {recorded['danger_shown']}")
    for worse_if_higher in ("hard_any", "hard_urgent", "everyday_any", "everyday_urgent"):
        if got[worse_if_higher] > recorded[worse_if_higher] + TOLERANCE:
            found.append(
                f"{worse_if_higher} {got[worse_if_higher]} > recorded {recorded[worse_if_higher]}"
            )
    return found
