"""Benchmark the danger screen: frozen-set figures, latency, hostile megabytes, model cost.

Run from the repo root: ``.venv/bin/python scripts/bench_safety.py``. Prints every figure with
its goal, and exits 1 if a goal fails:

* the frozen test parts of tests/corpus, per language and overall (danger messages that surface
  help; any alarm and the urgent message on hard and everyday harmless lines), each also against
  the figure recorded when its batch was added;
* the perturbation test's disguised variants of every must-show line;
* per-message p50/p99 of the whole screen (rules plus model) over every corpus line, and of the
  rules alone; 1 MB hostile messages; loading the weights, and the memory they take.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.safety import Level, screen, screen_rules  # noqa: E402
from bot.safety.rules import RULES  # noqa: E402
from tests.corpus import corpus  # noqa: E402

CORPUS = ROOT / "tests" / "safety"
TELEGRAM_LIMIT = 4_000
P99_GOAL_US = 1_000.0
MEGABYTE_GOAL_MS = 50.0
LOAD_GOAL_S = 1.0
MODEL_RSS_GOAL_MB = 100.0
ROUNDS = 2
MEGABYTE = 1_000_000
# Frozen-set goals: share of danger lines that surface help (English, then every other
# language), and the most harmless lines that may alarm (any level, and urgent).
DANGER_GOAL = {"en": 0.99}
DANGER_GOAL_OTHER = 0.97
HARD_ANY_GOAL = 0.08
EVERYDAY_ANY_GOAL = 0.015
URGENT_GOAL = 0.01
PERTURBATION_GOAL = 0.97


def corpus_messages() -> list[str]:
    """Every line of tests/safety and of every part of tests/corpus."""
    messages: list[str] = []
    names = ("must_show.tsv", "must_not.tsv", "either.tsv")
    files = [CORPUS / name for name in names] + sorted(CORPUS.glob("holdout*.tsv"))
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                messages.append(line.split("\t")[-1])
    for name in corpus.PARTS:
        messages.extend(line.text for line in corpus.parts(name))
    return messages


def rule_vocabulary(length: int, seed: int = 20261129) -> str:
    """Seeded-random words from the rules' keys and patterns: the text that gates every rule."""
    words: set[str] = set()
    for rule in RULES:
        words |= rule.keys
        words |= set(re.findall(r"[a-z']+", re.sub(r"\\[A-Za-z]", " ", rule.exact.pattern)))
    vocabulary = sorted(word for word in words if len(word) > 1)
    rng = random.Random(seed)
    chosen: list[str] = []
    size = 0
    while size < length:
        chosen.append(rng.choice(vocabulary))
        size += len(chosen[-1]) + 1
    return " ".join(chosen)[:length]


VENTING = [
    "ok so today was a lot.",
    "he posted another picture with her and i just stared at it for an hour",
    "my mum keeps saying i'm better off and i know she's right but it doesn't feel like it",
    "i almost texted him at 2am, i had the message typed and everything",
    "work was fine i guess, my manager noticed i was quiet",
    "i keep replaying the fight in the kitchen and what i should have said",
    "his sister messaged me asking how i was which felt weird",
    "i miss the version of him from the first year, not the one from the end",
    "the flat is so quiet now, i put the radio on just to have noise",
    "i deleted the photos from my phone but they're still in the cloud",
    "my friend took me for noodles and i actually laughed for once",
    "i'm angry at myself for staying so long honestly",
    "day 23 no contact and it still feels like day 1 some evenings",
    "i found his hoodie in the wash and cried like an idiot",
    "therapy is on thursday, i'm going to talk about the holidays",
]
DANGER_SENTENCE = "he said if i don't answer tonight he'll come over and kill me."


def venting_message(length: int = TELEGRAM_LIMIT) -> str:
    """A long, ordinary venting message with one danger sentence in the middle."""
    rng = random.Random(4096)
    half: list[str] = []
    while sum(len(s) + 2 for s in half) < (length - len(DANGER_SENTENCE)) // 2:
        half.append(rng.choice(VENTING))
    after = half[:]
    rng.shuffle(after)
    return (". ".join(half) + ". " + DANGER_SENTENCE + " " + ". ".join(after))[:length]


def long_messages() -> dict[str, str]:
    return {
        "4,000 chars of rule vocabulary": rule_vocabulary(TELEGRAM_LIMIT),
        "4,000 chars venting + danger": venting_message(),
        "1 MB of rule vocabulary": rule_vocabulary(MEGABYTE),
    }


def hostile_messages() -> dict[str, str]:
    sentence = "he said he'd kill me and i keep thinking about ending it all, he's outside. "
    return {
        '"a" * 1e6': "a" * MEGABYTE,
        '"kill " * 200000': "kill " * 200_000,
        '"not " * 250000': "not " * 250_000,
        "spaces": " " * MEGABYTE,
        "zero-width spaces": "\u200b" * MEGABYTE,
        "emoji 💊🔪": "💊🔪" * (MEGABYTE // 2),
        "emoji and letters": "💊a" * (MEGABYTE // 2),
        "danger at the very end": "blah " * 199_990 + " i want to kill myself",
        "real danger text repeated": (sentence * (MEGABYTE // len(sentence) + 1))[:MEGABYTE],
    }


def _micros(call: Callable[[], object]) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1e6


def bench_corpus(
    messages: list[str], call: Callable[[str], object] = screen
) -> tuple[float, float, float]:
    for message in messages:  # warm up (regex caches, lazy imports, the weights)
        call(message)
    samples = sorted(
        _micros(functools.partial(call, message)) for _ in range(ROUNDS) for message in messages
    )
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    return statistics.median(samples), p99, samples[-1]


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def _pct(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def frozen_figures() -> tuple[dict[str, corpus.Figures], list[str]]:
    """Figures per language (and "all") over every frozen test part, the focused batches'
    parts on their own ("focused": the hardest danger and its look-alikes, not the everyday
    mix), and any regressions."""
    by_lang: dict[str, corpus.Figures] = {}
    regressions: list[str] = []
    for batch in corpus.batches():
        lines = corpus.part(batch, "test")
        levels = [screen(line.text).level.value for line in lines]
        recorded = corpus.frozen_score(batch)
        if recorded is not None:
            bounds = corpus.with_accepted_trades(batch, recorded)
            found = corpus.regressions(corpus.tally(lines, levels), bounds)
            regressions.extend(f"{batch}: {problem}" for problem in found)
        else:
            regressions.append(f"{batch}: not scored yet")
        for line, level in zip(lines, levels, strict=True):
            one = corpus.tally([line], [level])
            keys = ("focused",) if batch in corpus.FOCUSED else (line.lang, "all")
            for key in keys:
                by_lang[key] = by_lang.get(key, corpus.Figures()) + one
    return by_lang, regressions


def figures_verdicts(lang: str, f: corpus.Figures) -> list[tuple[str, float, float, bool]]:
    """(name, value, goal, met) for each goal on one language's (or all) frozen figures."""
    danger_goal = DANGER_GOAL.get(lang, 0.0 if lang == "all" else DANGER_GOAL_OTHER)
    rows = [
        ("danger shown", _pct(f.danger_shown, f.danger), danger_goal, True),
        ("hard any", _pct(f.hard_any, f.hard), HARD_ANY_GOAL, False),
        ("hard urgent", _pct(f.hard_urgent, f.hard), URGENT_GOAL, False),
        ("everyday any", _pct(f.everyday_any, f.everyday), EVERYDAY_ANY_GOAL, False),
        ("everyday urgent", _pct(f.everyday_urgent, f.everyday), URGENT_GOAL, False),
    ]
    return [
        (name, value, goal, value >= goal if at_least else value <= goal)
        for name, value, goal, at_least in rows
    ]


def perturbation_rate() -> float:
    from tests.safety.test_perturbation import SHOW_VARIANTS

    missed = sum(screen(variant).level is Level.NONE for _, _, variant in SHOW_VARIANTS)
    return 1 - missed / len(SHOW_VARIANTS)


_LOAD_PROBE = """
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
def rss():
    with open("/proc/self/status") as status:
        return next(int(l.split()[1]) for l in status if l.startswith("VmRSS")) / 1024
import numpy
before = rss()
from bot.safety import learned
start = time.perf_counter()
model = learned.load()
learned.probability("warm up")
seconds = time.perf_counter() - start
print(json.dumps({"seconds": seconds, "rss_mb": rss() - before, "total_mb": rss(),
                  "weights_mb": model.nbytes / 1e6, "kind": model.kind}))
"""


def model_load() -> dict[str, float]:
    """Load the weights in a fresh process: the time it takes and the memory it adds."""
    out = subprocess.run(
        [sys.executable, "-c", _LOAD_PROBE, str(ROOT)], capture_output=True, text=True, check=True
    )
    found: dict[str, float] = json.loads(out.stdout)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=0, help="time only N corpus messages")
    parser.add_argument("--timing-only", action="store_true", help="skip the figures")
    args = parser.parse_args(argv)
    ok = True
    if not args.timing_only:
        ok = figures_report()
    return timing_report(ok, args.sample)


def figures_report() -> bool:
    ok = True
    by_lang, regressions = frozen_figures()
    print("frozen test parts (rules + model), never trained or tuned on:")
    for lang in (*corpus.LANGS, "all", "focused"):
        if lang not in by_lang:
            continue
        f = by_lang[lang]
        print(f"  {lang:3} {f.summary()}")
        verdicts = figures_verdicts(lang, f)
        misses = [
            f"{name} {value:.1%} (goal {goal:.1%})"
            for name, value, goal, met in verdicts
            if not met
        ]
        ok = ok and not misses
        if misses:
            print("      FAIL: " + "; ".join(misses))
    print(f"  recorded figures: {'no regressions' if not regressions else 'REGRESSED'}")
    for problem in regressions:
        print(f"    {problem}")
    ok = ok and not regressions
    rate = perturbation_rate()
    print(
        f"perturbation: {rate:.2%} of disguised must-show variants surface help   "
        f"goal >= {PERTURBATION_GOAL:.0%}   {verdict(rate >= PERTURBATION_GOAL)}"
    )
    return ok and rate >= PERTURBATION_GOAL


def timing_report(ok: bool, sample: int) -> int:
    load = model_load()
    print(f"model: {load['kind']}, {load['weights_mb']:.1f} MB of weights in memory")
    print(
        f"  load {load['seconds'] * 1000:7.1f} ms   goal <= {LOAD_GOAL_S * 1000:.0f} ms   "
        f"{verdict(load['seconds'] <= LOAD_GOAL_S)}"
    )
    print(
        f"  RSS added {load['rss_mb']:6.1f} MB   goal <= {MODEL_RSS_GOAL_MB:.0f} MB   "
        f"{verdict(load['rss_mb'] <= MODEL_RSS_GOAL_MB)}  (process {load['total_mb']:.0f} MB)"
    )
    ok = ok and load["seconds"] <= LOAD_GOAL_S and load["rss_mb"] <= MODEL_RSS_GOAL_MB

    messages = corpus_messages()
    if sample:
        messages = random.Random(sample).sample(messages, min(sample, len(messages)))
    r50, r99, _ = bench_corpus(messages, screen_rules)
    p50, p99, worst = bench_corpus(messages)
    print(f"corpus: {len(messages)} messages x {ROUNDS} rounds")
    print(f"  rules only      p50 {r50:8.1f} us   p99 {r99:8.1f} us")
    print(
        f"  rules + model   p50 {p50:8.1f} us   p99 {p99:8.1f} us   goal p99 <= "
        f"{P99_GOAL_US:.0f} us   {verdict(p99 <= P99_GOAL_US)}   (max {worst:.0f} us)"
    )
    ok = ok and p99 <= P99_GOAL_US
    print(f"long and hostile messages (goal <= {MEGABYTE_GOAL_MS:.0f} ms each):")
    for name, text in (long_messages() | hostile_messages()).items():
        millis = min(_micros(functools.partial(screen, text)) for _ in range(3)) / 1000
        level = screen(text).level.value
        good = millis <= MEGABYTE_GOAL_MS
        ok = ok and good
        print(f"  {name:28} {millis:7.1f} ms  level={level:7} {verdict(good)}")
    print("overall:", verdict(ok))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
