"""Fuzz the bot with random updates (10,000 by default): errors and unanswered buttons.

    .venv/bin/python scripts/fuzz.py [--count N] [--seed S] [--database-url URL]

Drives the real Application with the request double (no network), on a temporary SQLite
database unless --database-url is given (it must be migrated, or empty). Prints what it sent,
by kind, and exits 1 if any error reached the error handler or any button went unanswered.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.app import build_application  # noqa: E402
from bot.clock import FakeClock  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.console.fakebot import RecordingRequest  # noqa: E402
from bot.migrate import upgrade_head  # noqa: E402
from tests.fuzz import run_fuzz  # noqa: E402
from tests.harness import no_waiting  # noqa: E402


async def fuzz(count: int, seed: int, database_url: str, data_dir: Path) -> int:
    settings = Settings(_env_file=None, database_url=database_url, data_dir=data_dir)
    request = RecordingRequest()
    clock = FakeClock(datetime(2026, 11, 29, 12, 0, tzinfo=UTC))
    app = build_application(settings, request=request, clock=clock)
    no_waiting(app)
    started = time.perf_counter()
    async with app:
        stats = await run_fuzz(
            app,
            request,
            clock,
            count=count,
            seed=seed,
            progress=lambda n: print(f"  {n:,} updates...", file=sys.stderr),
        )
    await app.bot_data["deps"].db.dispose()
    seconds = time.perf_counter() - started
    kinds = ", ".join(f"{k} {v:,}" for k, v in sorted(stats.kinds.items()))
    print(f"{stats.updates:,} updates in {seconds:.0f} s ({kinds}); {stats.callbacks:,} presses")
    print(f"errors reaching the error handler: {len(stats.errors)}")
    for error in stats.errors[:10]:
        print(f"  {type(error).__name__}: {str(error)[:200]}")
    print(f"unanswered button presses: {len(stats.unanswered)}")
    for data in stats.unanswered[:10]:
        print(f"  {data!r}")
    return 1 if stats.errors or stats.unanswered else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database-url", default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = args.database_url or f"sqlite+aiosqlite:///{Path(folder) / 'fuzz.sqlite3'}"
        upgrade_head(url)
        return asyncio.run(fuzz(args.count, args.seed, url, Path(folder)))


if __name__ == "__main__":
    sys.exit(main())
