"""Benchmark the danger screen: per-message latency over the corpus, and hostile megabytes.

Run from the repo root: ``.venv/bin/python scripts/bench_safety.py``. Exits 1 if a goal fails.
"""

from __future__ import annotations

import functools
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.safety import screen  # noqa: E402

CORPUS = ROOT / "tests" / "safety"
P99_GOAL_US = 1_000.0
MEGABYTE_GOAL_MS = 50.0
ROUNDS = 5
MEGABYTE = 1_000_000


def corpus_messages() -> list[str]:
    messages: list[str] = []
    for name in ("must_show.tsv", "must_not.tsv", "either.tsv", "holdout.tsv", "holdout2.tsv"):
        for line in (CORPUS / name).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                messages.append(line.split("\t")[-1])
    return messages


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
    print(f"hostile 1 MB messages (goal <= {MEGABYTE_GOAL_MS:.0f} ms each):")
    for name, text in hostile_messages().items():
        millis = min(_micros(functools.partial(screen, text)) for _ in range(3)) / 1000
        level = screen(text).level.value
        good = millis <= MEGABYTE_GOAL_MS
        ok = ok and good
        print(f"  {name:28} {millis:7.1f} ms  level={level:7} {verdict(good)}")
    print("overall:", verdict(ok))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
