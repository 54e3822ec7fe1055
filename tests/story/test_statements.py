"""SQL statements per step: each step's count is asserted, so a regression shows here first.

The counts are what one update costs once the person exists (the floor in
scripts/bench_updates.py is one read and one insert). Every update that sends something also
keeps the sent message ids for /hide (INSERT INTO recent_messages); those are left out of the
counts here and checked on their own.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager

from sqlalchemy import event

from bot.context import BotApp, deps_of
from tests.harness import Chat


@contextmanager
def counting(app: BotApp) -> Iterator[list[str]]:
    statements: list[str] = []

    def seen(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        text = " ".join(statement.split())[:120]
        if not text.startswith("INSERT INTO recent_messages"):
            statements.append(text)

    engine = deps_of(app).db.engine.sync_engine
    event.listen(engine, "before_cursor_execute", seen)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", seen)


async def count(app: BotApp, step: Callable[[], Awaitable[None]]) -> list[str]:
    with counting(app) as statements:
        await step()
    return statements


async def test_reading_steps_read_the_person_and_nothing_else(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    for text in ("/help", "hello there"):
        with counting(app) as statements:
            await chat.send(text)
        assert len(statements) == 1, statements
        assert statements[0].startswith("SELECT users.")


async def test_streak_is_a_fixed_number_of_reads(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await chat.send("/streak")  # builds the stored figures once
    statements = await count(app, lambda: chat.send("/streak"))
    assert len(statements) <= 4, statements
    assert all(s.startswith("SELECT") for s in statements), statements


async def test_contact_steps(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    await chat.send("/streak")
    assert len(await count(app, lambda: chat.send("/contact"))) <= 3
    assert len(await count(app, lambda: chat.press("They reached out, I held"))) <= 3
    saved = await count(app, lambda: chat.press("Just now"))
    # user, rules, the event, stored figures (read, update), this month's events, milestone
    # rows, the user's step: none of them grows with the history.
    assert len(saved) <= 8, saved
    assert sum(s.startswith("INSERT INTO contact_events") for s in saved) == 1, saved


async def test_craving_steps(chat: Chat, app: BotApp) -> None:
    await chat.send("/since 2026-11-01")
    assert len(await count(app, lambda: chat.send("/craving"))) <= 4
    assert len(await count(app, lambda: chat.press("7"))) <= 4
    # The trigger step also writes that the craving explanation was shown today (craving_states:
    # read, then insert the first time), so it is at most once a day.
    assert len(await count(app, lambda: chat.press("A memory"))) <= 7
