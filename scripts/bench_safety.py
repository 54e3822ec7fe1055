"""Benchmark the danger screen: per-message latency over the corpus, and hostile megabytes.

Run from the repo root: ``.venv/bin/python scripts/bench_safety.py``. Exits 1 if a goal fails.
"""

from __future__ import annotations

import functools
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.safety import screen  # noqa: E402
from bot.safety.rules import RULES  # noqa: E402

CORPUS = ROOT / "tests" / "safety"
TELEGRAM_LIMIT = 4_000
P99_GOAL_US = 1_000.0
MEGABYTE_GOAL_MS = 50.0
ROUNDS = 5
MEGABYTE = 1_000_000


def corpus_messages() -> list[str]:
    messages: list[str] = []
    names = ("must_show.tsv", "must_not.tsv", "either.tsv")
    files = [CORPUS / name for name in names] + sorted(CORPUS.glob("holdout*.tsv"))
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                messages.append(line.split("\t")[-1])
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


def bench_corpus(messages: list[str]) -> tuple[float, float, float]:
    for message in messages:  # warm up (regex caches, lazy imports)
        screen(message)
    samples = sorted(
        _micros(functools.partial(screen, message)) for _ in range(ROUNDS) for message in messages
    )
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    return statistics.median(samples), p99, samples[-1]


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def main() -> int:
    messages = corpus_messages()
    p50, p99, worst = bench_corpus(messages)
    print(f"corpus: {len(messages)} messages x {ROUNDS} rounds")
    print(f"  p50 {p50:8.1f} us")
    print(f"  p99 {p99:8.1f} us   goal <= {P99_GOAL_US:.0f} us   {verdict(p99 <= P99_GOAL_US)}")
    print(f"  max {worst:8.1f} us")
    ok = p99 <= P99_GOAL_US
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
