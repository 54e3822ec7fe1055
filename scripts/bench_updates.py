"""Updates under load: every step against a floor, long histories, end to end, start-up.

All figures are ratios measured in the same run, so a busy machine moves both sides.

1. In process (null network: the RecordingRequest double), on SQLite and PostgreSQL:
   each step's p50/p99 and SQL statement count against the floor, a bare PTB handler run
   through `process_update` that does one read-insert-commit transaction and one reply.
   Goal: p50 <= 2x and p99 <= 3x the floor's.
2. History: the same steps for people with 10,000 past events against people with 10.
   Goal: each step's p50 within 1.2x; /export of 10,000 rows under 1 s.
3. End to end: `python -m bot run` and a bare PTB echo bot polling the same local fake Bot API
   server, 100 people each, at 25 and 100 updates/s (and 100/s with 50 ms added to every
   Bot API answer). Reply latency is from the moment an update is offered to getUpdates to the
   first message the bot sends or edits for that chat. Goals: at 25/s p99 <= 2x the echo
   bot's; at 100/s p99 < 1 s, also with the 50 ms delay.
4. Start-up: process start to the first reply to /help, `python -m bot run` on an already
   migrated SQLite file (and on a fresh one) against the echo bot. Goal <= 2x.

Usage: .venv/bin/python scripts/bench_updates.py [--only inproc,e2e,startup] [--rounds 60]
       [--seconds 20] [--no-postgres] [--profile STEP]
PostgreSQL: TEST_POSTGRES_URL (default postgresql+asyncpg://postgres@127.0.0.1:5432/test); a
temporary database is created next to it and dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

if TYPE_CHECKING:
    from telegram import Update
    from telegram.ext import Application

    from bot.console.fakebot import ApiCall
    from bot.context import BotApp
    from bot.db import Database

DEFAULT_PG = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
ECHO_TOKEN = "222222:AAbenchEchoBotTokenForTheFakeServer01"
BOT_TOKEN = "111111:AAbenchTheRealBotTokenForFakeServer2"
HARD_DAY = (
    "He read my messages again and told my sister I was lying about the money. "
    "I said nothing and left the room, and later he said it was my fault."
)
GOAL_P50, GOAL_P99, GOAL_HISTORY = 2.0, 3.0, 1.2
GOAL_E2E_RATIO, GOAL_E2E_P99_MS, GOAL_STARTUP = 2.0, 1000.0, 2.0


def pct(values: list[float], q: float) -> float:
    """The q-th percentile (0..100), nearest rank."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[index]


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISS"


# --------------------------------------------------------------------------------------------
# 1 + 2. In process
# --------------------------------------------------------------------------------------------

# A step: the updates that lead to it, the one that is timed, and the ones that close it.
Action = tuple[str, str]  # ("send", text) | ("press", label) | ("press?", label)


@dataclass(frozen=True)
class Step:
    name: str
    before: tuple[Action, ...]
    timed: Action
    after: tuple[Action, ...] = ()


CLOSE_CRAVING: tuple[Action, ...] = (
    ("press?", "Skip"),
    ("press?", "Skip"),
    ("press?", "Not now"),
    ("press?", "No thanks"),
)
STEPS: tuple[Step, ...] = (
    Step("help", (), ("send", "/help")),
    Step("plain text", (), ("send", "thinking about the weekend plans")),
    Step("craving", (), ("send", "/craving"), CLOSE_CRAVING),
    Step("intensity", (("send", "/craving"),), ("press", "7"), CLOSE_CRAVING[1:]),
    Step(
        "trigger",
        (("send", "/craving"), ("press", "7")),
        ("press", "A memory"),
        CLOSE_CRAVING[2:],
    ),
    Step("streak", (), ("send", "/streak")),
    Step("contact", (), ("send", "/contact"), (("press?", "Cancel"),)),
    Step(
        "contact save",
        (("send", "/contact"), ("press", "They reached out, I held"), ("press?", "Text message")),
        ("press", "Just now"),
    ),
    Step(
        "journal entry",
        (("send", "/journal"), ("press", "Write about a hard day")),
        ("send", HARD_DAY),
        (("press?", "Skip"),),
    ),
)
EXPORT = Step("export", (("send", "/export"),), ("press", "Everything (JSON)"))


class Person:
    """One private chat with the bot, remembering the newest buttons it was shown."""

    def __init__(self, app: BotApp, user_id: int) -> None:
        from bot.console.updates import UpdateFactory

        self.app = app
        self.user_id = user_id
        self.factory = UpdateFactory(app.bot, user_id=user_id)
        self.buttons: dict[str, tuple[str, int]] = {}

    def seen(self, call: ApiCall) -> None:
        if call.chat_id == self.user_id and call.buttons:
            message_id = call.message_id or 0
            self.buttons = {label: (data, message_id) for label, data in call.buttons}

    def update_for(self, action: Action) -> Update | None:
        kind, value = action
        if kind == "send":
            return self.factory.text(value)
        found = self.buttons.get(value)
        if found is None:
            found = next(
                (b for label, b in self.buttons.items() if label.startswith(value)),
                None,
            )
        if found is None:
            if kind == "press?":
                return None
            raise RuntimeError(f"no button {value!r} (have {list(self.buttons)})")
        data, message_id = found
        return self.factory.callback(data, message_id=message_id)


@dataclass
class StepFigures:
    times: list[float] = field(default_factory=list)
    statements: list[int] = field(default_factory=list)


class StatementCounter:
    def __init__(self, db: Database) -> None:
        from sqlalchemy import event

        self.count = 0
        self.log: list[str] | None = None

        def count(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
            self.count += 1
            if self.log is not None:
                self.log.append(" ".join(statement.split())[:160])

        event.listen(db.engine.sync_engine, "before_cursor_execute", count)


class InProcess:
    """The real application and the floor application, on one database."""

    def __init__(self, url: str, data_dir: Path) -> None:
        from bot.app import build_application
        from bot.config import Settings
        from bot.console.fakebot import RecordingRequest

        self.url = url
        self.request = RecordingRequest()
        self.request.on_call = self._seen
        settings = Settings(
            _env_file=None, database_url=url, data_dir=data_dir, bot_token=None, render_processes=0
        )
        self.app = build_application(settings, request=self.request)
        self.deps = self.app.bot_data["deps"]
        self.counter = StatementCounter(self.deps.db)
        self.people: dict[int, Person] = {}
        self.floor_request = RecordingRequest()
        self.floor = self._build_floor()

    def _seen(self, call: ApiCall) -> None:
        person = self.people.get(call.chat_id or 0)
        if person is not None:
            person.seen(call)

    def _build_floor(self) -> Application:  # type: ignore[type-arg]
        from sqlalchemy import text
        from telegram.ext import ApplicationBuilder, ContextTypes, MessageHandler, filters

        from bot.console.fakebot import FAKE_TOKEN

        db = self.deps.db

        async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
            message = update.effective_message
            assert message is not None and update.effective_user is not None
            async with db.session_scope() as session:
                row = await session.execute(
                    text("SELECT id FROM users WHERE telegram_id = :t"),
                    {"t": update.effective_user.id},
                )
                row.first()
                await session.execute(
                    text("INSERT INTO bench_floor (user_id, note) VALUES (:u, :n)"),
                    {"u": update.effective_user.id, "n": "floor"},
                )
            await context.bot.send_message(message.chat_id, message.text or "")

        app = (
            ApplicationBuilder()
            .token(FAKE_TOKEN)
            .request(self.floor_request)
            .get_updates_request(self.floor_request)
            .build()
        )
        app.add_handler(MessageHandler(filters.ALL, echo))
        return app

    async def start(self) -> None:
        from sqlalchemy import text

        serial = "SERIAL" if self.deps.db.is_postgres else "INTEGER"
        async with self.deps.db.session_scope() as session:
            await session.execute(
                text(
                    f"CREATE TABLE IF NOT EXISTS bench_floor "
                    f"(id {serial} PRIMARY KEY, user_id BIGINT, note VARCHAR(20))"
                )
            )
        await self.app.initialize()
        if self.app.post_init is not None:
            await self.app.post_init(self.app)
        await self.floor.initialize()

    async def stop(self) -> None:
        await self.floor.shutdown()
        await self.app.shutdown()
        if self.app.post_shutdown is not None:
            await self.app.post_shutdown(self.app)

    async def person(self, user_id: int) -> Person:
        person = Person(self.app, user_id)
        self.people[user_id] = person
        await self.do(person, ("send", "/since 2024-01-01"))
        return person

    async def do(self, person: Person, action: Action) -> bool:
        update = person.update_for(action)
        if update is None:
            return False
        await self.app.process_update(update)
        self.request.calls.clear()
        return True

    async def timed(self, person: Person, step: Step, figures: StepFigures) -> None:
        for action in step.before:
            await self.do(person, action)
        update = person.update_for(step.timed)
        assert update is not None
        before = self.counter.count
        started = time.perf_counter()
        await self.app.process_update(update)
        figures.times.append((time.perf_counter() - started) * 1000)
        figures.statements.append(self.counter.count - before)
        if not self.request.calls:
            raise RuntimeError(f"step {step.name!r} sent nothing")
        self.request.calls.clear()
        for action in step.after:
            await self.do(person, action)

    async def timed_floor(self, person: Person, figures: StepFigures) -> None:
        update = person.factory.text("hello floor")
        before = self.counter.count
        started = time.perf_counter()
        await self.floor.process_update(update)
        figures.times.append((time.perf_counter() - started) * 1000)
        figures.statements.append(self.counter.count - before)
        self.floor_request.calls.clear()

    async def seed_history(self, user_id: int, events: int) -> None:
        """Past events for one person: contacts, craving check-ins and journal entries."""
        import random
        from datetime import UTC, datetime, timedelta

        from sqlalchemy import insert, select

        from bot.models import User
        from bot.models.contacts import ContactEvent
        from bot.models.craving import CravingCheckin
        from bot.models.memory import JournalEntry

        rng = random.Random(user_id)
        now = datetime.now(UTC)
        contacts, cravings = events // 2, events * 2 // 5
        journals = events - contacts - cravings
        cipher = self.deps.cipher
        assert cipher is not None
        body = cipher.encrypt("an older hard day")

        def moment() -> datetime:
            return now - timedelta(minutes=rng.randrange(60, 3 * 365 * 24 * 60))

        async with self.deps.db.session_scope() as session:
            db_id = (
                await session.execute(select(User.id).where(User.telegram_id == user_id))
            ).scalar_one()
            kinds = ("held", "held", "held", "reached_out", "replied", "profile_check")
            rows: list[dict[str, Any]] = []
            for _ in range(contacts):
                at = moment()
                rows.append(
                    {
                        "user_id": db_id,
                        "at": at,
                        "kind": rng.choice(kinds),
                        "channel": "text",
                        "created_at": at,
                    }
                )
            for chunk in range(0, len(rows), 2000):
                await session.execute(insert(ContactEvent), rows[chunk : chunk + 2000])
            rows = []
            for _ in range(cravings):
                at = moment()
                rows.append(
                    {
                        "user_id": db_id,
                        "started_at": at,
                        "intensity_before": rng.randrange(11),
                        "trigger": "memory",
                        "tools": ["breathe"],
                        "intensity_after": rng.randrange(11),
                        "after_at": at + timedelta(minutes=3),
                        "followup_minutes": 0,
                    }
                )
            for chunk in range(0, len(rows), 2000):
                await session.execute(insert(CravingCheckin), rows[chunk : chunk + 2000])
            rows = [
                {"user_id": db_id, "body": body, "happened_on": None, "created_at": moment()}
                for _ in range(journals)
            ]
            for chunk in range(0, len(rows), 2000):
                await session.execute(insert(JournalEntry), rows[chunk : chunk + 2000])


@dataclass
class InProcessResult:
    label: str
    floor: StepFigures
    light: dict[str, StepFigures]
    heavy: dict[str, StepFigures]


async def run_in_process(
    url: str, label: str, data_dir: Path, rounds: int, profile: str | None
) -> InProcessResult:
    bench = InProcess(url, data_dir)
    await bench.start()
    try:
        light = [await bench.person(900_000 + i) for i in range(6)]
        heavy = [await bench.person(800_000 + i) for i in range(3)]
        for person in light:
            await bench.seed_history(person.user_id, 10)
        for person in heavy:
            await bench.seed_history(person.user_id, 10_000)
        steps = (*STEPS, EXPORT)
        floor = StepFigures()
        light_figures = {s.name: StepFigures() for s in steps}
        heavy_figures = {s.name: StepFigures() for s in steps}
        # Warm-up: every code path once, untimed.
        for step in steps:
            await bench.timed(light[0], step, StepFigures())
            await bench.timed(heavy[0], step, StepFigures())
        await bench.timed_floor(light[0], StepFigures())
        heavy_rounds = max(5, rounds // 4)
        for index in range(rounds):
            person = light[index % len(light)]
            for step in steps:
                await bench.timed_floor(person, floor)
                await bench.timed(person, step, light_figures[step.name])
            if index < heavy_rounds:
                big = heavy[index % len(heavy)]
                for step in steps:
                    await bench.timed(big, step, heavy_figures[step.name])
        if profile:
            await profile_step(bench, light[0], heavy[0], profile)
        return InProcessResult(label, floor, light_figures, heavy_figures)
    finally:
        await bench.stop()


async def profile_step(bench: InProcess, light: Person, heavy: Person, name: str) -> None:
    import cProfile
    import pstats

    step = next(s for s in (*STEPS, EXPORT) if s.name == name)
    bench.counter.log = []
    await bench.timed(light, step, StepFigures())
    print(f"\n--- SQL of {name!r} (with the steps before and after it) ---")
    print("\n".join(bench.counter.log))
    bench.counter.log = None
    for who, person in (("10 events", light), ("10,000 events", heavy)):
        profiler = cProfile.Profile()
        profiler.enable()
        for _ in range(20):
            await bench.timed(person, step, StepFigures())
        profiler.disable()
        print(f"\n--- profile of {name!r}, {who}, 20 runs (cumulative) ---")
        stats = pstats.Stats(profiler)
        stats.sort_stats("cumulative").print_stats(r"(bot|handlers)/", 30)
        stats.sort_stats("tottime").print_stats(15)


def print_in_process(result: InProcessResult) -> None:
    floor50, floor99 = pct(result.floor.times, 50), pct(result.floor.times, 99)
    print(f"\n== in process, {result.label}: floor p50 {floor50:.2f} ms, p99 {floor99:.2f} ms")
    print(
        f"{'step':<14}{'p50 ms':>8}{'p99 ms':>8}{'x p50':>7}{'x p99':>7}{'SQL':>5}"
        f"{'10k p50':>9}{'10k/10':>8}  goals"
    )
    for name, figures in result.light.items():
        p50, p99 = pct(figures.times, 50), pct(figures.times, 99)
        big = result.heavy[name]
        big50 = pct(big.times, 50)
        sql = statistics.median(figures.statements) if figures.statements else 0
        ratio50, ratio99, history = p50 / floor50, p99 / floor99, big50 / p50
        if name == EXPORT.name:
            goals = f"10k export {verdict(big50 < 1000)} (< 1 s)"
        else:
            goals = (
                f"p50 {verdict(ratio50 <= GOAL_P50)}, p99 {verdict(ratio99 <= GOAL_P99)}, "
                f"history {verdict(history <= GOAL_HISTORY)}"
            )
        print(
            f"{name:<14}{p50:>8.2f}{p99:>8.2f}{ratio50:>7.2f}{ratio99:>7.2f}{sql:>5.0f}"
            f"{big50:>9.2f}{history:>8.2f}  {goals}"
        )


def _asyncpg_dsn(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def _pg_admin(url: str, statement: str) -> bool:
    import asyncpg

    try:
        connection = await asyncpg.connect(_asyncpg_dsn(url), timeout=5)
    except (OSError, asyncpg.PostgresError, TimeoutError):
        return False
    try:
        await connection.execute(statement)
    finally:
        await connection.close()
    return True


@contextlib.contextmanager
def postgres_database(args: argparse.Namespace) -> Iterator[str | None]:
    """A temporary PostgreSQL database (dropped afterwards), or None if there is none."""
    from sqlalchemy.engine import make_url

    admin = os.environ.get("TEST_POSTGRES_URL", DEFAULT_PG)
    if args.no_postgres or admin.lower() in ("", "off", "none", "0"):
        yield None
        return
    name = f"nc_bench_{uuid.uuid4().hex[:10]}"
    if not asyncio.run(_pg_admin(admin, f'CREATE DATABASE "{name}"')):
        print("PostgreSQL is not reachable; end to end on SQLite only")
        yield None
        return
    try:
        yield make_url(admin).set(database=name).render_as_string(hide_password=False)
    finally:
        asyncio.run(_pg_admin(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def in_process(args: argparse.Namespace, work: Path) -> None:
    from sqlalchemy.engine import make_url

    from bot.migrate import upgrade_head

    targets: list[tuple[str, str, str | None]] = []
    sqlite_url = f"sqlite+aiosqlite:///{work / 'inproc.sqlite3'}"
    targets.append(("SQLite", sqlite_url, None))
    admin = os.environ.get("TEST_POSTGRES_URL", DEFAULT_PG)
    if not args.no_postgres and admin.lower() not in ("", "off", "none", "0"):
        name = f"nc_bench_{uuid.uuid4().hex[:10]}"
        if asyncio.run(_pg_admin(admin, f'CREATE DATABASE "{name}"')):
            url = make_url(admin).set(database=name).render_as_string(hide_password=False)
            targets.append(("PostgreSQL", url, admin))
        else:
            print("PostgreSQL is not reachable; in-process figures for SQLite only")
    for label, url, pg_admin in targets:
        try:
            upgrade_head(url)
            result = asyncio.run(run_in_process(url, label, work, args.rounds, args.profile))
            print_in_process(result)
        finally:
            if pg_admin is not None:
                database = make_url(url).database
                asyncio.run(
                    _pg_admin(pg_admin, f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
                )


# --------------------------------------------------------------------------------------------
# 3 + 4. End to end: a fake Bot API server, the bot and an echo bot as processes
# --------------------------------------------------------------------------------------------


@dataclass
class Waiting:
    since: float
    done: asyncio.Future[float]


@dataclass
class BotState:
    """What the fake server knows about one bot token."""

    updates: list[dict[str, Any]] = field(default_factory=list)
    next_id: int = 1
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    waiting: dict[int, Waiting] = field(default_factory=dict)
    keyboards: dict[int, tuple[int, list[tuple[str, str]]]] = field(default_factory=dict)
    methods: dict[str, int] = field(default_factory=dict)
    first_reply_at: float | None = None

    def offer(self, payload: dict[str, Any]) -> None:
        payload["update_id"] = self.next_id
        self.next_id += 1
        self.updates.append(payload)
        self.arrived.set()


MESSAGE_METHODS = {"sendMessage", "editMessageText", "sendDocument", "sendPhoto"}


class FakeServer:
    """A small HTTP/1.1 keep-alive Bot API server on asyncio; `delay` is added to answers."""

    def __init__(self) -> None:
        from bot.console.fakebot import RecordingRequest

        self.bots: dict[str, BotState] = {}
        self.delay = 0.0
        self._answers = RecordingRequest()
        self.port = 0
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    def bot(self, token: str) -> BotState:
        return self.bots.setdefault(token, BotState())

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._connection, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
        for writer in list(self._writers):
            writer.close()
        await asyncio.sleep(0.05)

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        try:
            while True:
                line = await reader.readline()
                if not line:
                    break
                _, path, _ = line.decode().split(" ", 2)
                headers: dict[str, str] = {}
                while True:
                    header = await reader.readline()
                    if header in (b"\r\n", b"\n", b""):
                        break
                    name, _, value = header.decode().partition(":")
                    headers[name.strip().lower()] = value.strip()
                length = int(headers.get("content-length", "0"))
                raw = await reader.readexactly(length) if length else b""
                status, body = await self._answer(path, headers.get("content-type", ""), raw)
                data = json.dumps(body).encode()
                writer.write(
                    f"HTTP/1.1 {status} OK\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(data)}\r\n\r\n".encode()
                    + data
                )
                await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
            pass
        finally:
            self._writers.discard(writer)
            writer.close()

    async def _answer(self, path: str, content_type: str, raw: bytes) -> tuple[int, Any]:
        from bot.console.fakebot import ApiCall

        token, method = path.rsplit("/", 2)[-2:]
        token = token.removeprefix("bot")
        state = self.bot(token)
        params: dict[str, Any]
        if "json" in content_type and raw:
            params = json.loads(raw)
        elif "multipart" in content_type:
            params = {}
        else:
            params = {k: v[0] for k, v in parse_qs(raw.decode()).items()}
        state.methods[method] = state.methods.get(method, 0) + 1
        if method == "getUpdates":
            result: Any = await self._updates(state, params)
        else:
            arrived = time.perf_counter()
            call = ApiCall(method, params)
            try:
                result = self._answers._result(call)
            except Exception as error:
                return 400, {"ok": False, "error_code": 400, "description": str(error)}
            if method in MESSAGE_METHODS:
                self._replied(state, call, result, arrived)
            if self.delay:
                await asyncio.sleep(self.delay)
        return 200, {"ok": True, "result": result}

    async def _updates(self, state: BotState, params: dict[str, Any]) -> list[dict[str, Any]]:
        offset = int(params.get("offset") or 0)
        timeout = min(float(params.get("timeout") or 0), 5.0)
        state.updates = [u for u in state.updates if u["update_id"] >= offset]
        if not state.updates and timeout > 0:
            state.arrived.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(state.arrived.wait(), timeout)
        if self.delay:
            await asyncio.sleep(self.delay)
        limit = int(params.get("limit") or 100)
        return [u for u in state.updates if u["update_id"] >= offset][:limit]

    def _replied(self, state: BotState, call: ApiCall, result: Any, arrived: float) -> None:
        if state.first_reply_at is None:
            state.first_reply_at = arrived
        chat = call.chat_id
        if chat is None:
            return
        buttons = call.buttons
        if buttons:
            message_id = int(result["message_id"]) if isinstance(result, dict) else 0
            state.keyboards[chat] = (message_id, buttons)
        waiting = state.waiting.get(chat)
        if waiting is not None and not waiting.done.done():
            waiting.done.set_result(arrived - waiting.since)


def message_update(user_id: int, text: str) -> dict[str, Any]:
    person = {"id": user_id, "is_bot": False, "first_name": "Sam", "language_code": "en"}
    message: dict[str, Any] = {
        "message_id": int(time.time() * 1000) % 1_000_000_000,
        "date": int(time.time()),
        "chat": {"id": user_id, "type": "private", "first_name": "Sam"},
        "from": person,
        "text": text,
    }
    if text.startswith("/"):
        command = text.split(maxsplit=1)[0]
        message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
    return {"message": message}


def callback_update(user_id: int, data: str, message_id: int) -> dict[str, Any]:
    person = {"id": user_id, "is_bot": False, "first_name": "Sam", "language_code": "en"}
    return {
        "callback_query": {
            "id": uuid.uuid4().hex[:16],
            "from": person,
            "chat_instance": "bench",
            "data": data,
            "message": {
                "message_id": message_id,
                "date": int(time.time()),
                "chat": {"id": user_id, "type": "private", "first_name": "Sam"},
                "from": {"id": 7000000001, "is_bot": True, "first_name": "No Contact"},
                "text": "",
            },
        }
    }


# Each person's loop: text, /craving and its buttons, /streak (the mix).
SCRIPT: tuple[Action, ...] = (
    ("send", "/craving"),
    ("press", "7"),
    ("press", ""),  # the first button shown: a trigger
    ("send", "/streak"),
    ("send", "thinking about the weekend plans"),
)
PEOPLE = 100


def next_update(state: BotState, user_id: int, action: Action) -> dict[str, Any]:
    kind, value = action
    if kind == "send":
        return message_update(user_id, value)
    message_id, buttons = state.keyboards.get(user_id, (0, []))
    chosen = next((data for label, data in buttons if label == value), None)
    if chosen is None and buttons:
        chosen = buttons[0][1]
    if chosen is None:
        return message_update(user_id, "/craving")
    return callback_update(user_id, chosen, message_id)


async def ask(state: BotState, user_id: int, payload: dict[str, Any], limit: float) -> float | None:
    loop = asyncio.get_running_loop()
    waiting = Waiting(time.perf_counter(), loop.create_future())
    state.waiting[user_id] = waiting
    state.offer(payload)
    try:
        return await asyncio.wait_for(waiting.done, limit) * 1000
    except TimeoutError:
        return None
    finally:
        state.waiting.pop(user_id, None)


@dataclass
class LoadResult:
    latencies: list[float] = field(default_factory=list)
    lost: int = 0


async def drive(state: BotState, rate: float, seconds: float, offset: int) -> LoadResult:
    """PEOPLE people, each sending every PEOPLE/rate seconds, staggered to `rate` in total."""
    result = LoadResult()
    interval = PEOPLE / rate
    start = time.perf_counter() + 0.2
    end = start + seconds

    async def person(index: int) -> None:
        user_id = 10_000_000 + index
        when = start + index / rate
        step = offset
        while when < end:
            await asyncio.sleep(max(0.0, when - time.perf_counter()))
            payload = next_update(state, user_id, SCRIPT[step % len(SCRIPT)])
            latency = await ask(state, user_id, payload, 10.0)
            if latency is None:
                result.lost += 1
            else:
                result.latencies.append(latency)
            step += 1
            when = max(when + interval, time.perf_counter())

    await asyncio.gather(*(person(i) for i in range(PEOPLE)))
    return result


def echo_bot_main() -> None:
    """A bare PTB echo bot: one reply per message, answer + edit per button press."""
    from telegram import InlineKeyboardButton, InlineKeyboardMarkup
    from telegram.ext import (
        ApplicationBuilder,
        CallbackQueryHandler,
        ContextTypes,
        MessageHandler,
        filters,
    )

    keyboard = InlineKeyboardMarkup(
        [[InlineKeyboardButton(label, callback_data=label) for label in ("7", "a", "b")]]
    )

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        assert message is not None
        await message.reply_text(message.text or "-", reply_markup=keyboard)

    async def press(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        assert query is not None
        await query.answer()
        await query.edit_message_text(f"pressed {query.data}", reply_markup=keyboard)

    base = os.environ["BENCH_BASE"]
    app = (
        ApplicationBuilder()
        .token(os.environ["BENCH_TOKEN"])
        .base_url(f"{base}/bot")
        .base_file_url(f"{base}/file/bot")
        .build()
    )
    app.add_handler(MessageHandler(filters.ALL, echo))
    app.add_handler(CallbackQueryHandler(press))
    app.run_polling(allowed_updates=["message", "callback_query"])


def start_echo(server: FakeServer, token: str) -> subprocess.Popen[bytes]:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "BENCH_BASE": server.base,
        "BENCH_TOKEN": token,
    }
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "echo-bot"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def start_bot(
    server: FakeServer, token: str, work: Path, database: str, extra: dict[str, str] | None = None
) -> subprocess.Popen[bytes]:
    work.mkdir(parents=True, exist_ok=True)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(ROOT),
        "DATABASE_URL": database,
        "DATA_DIR": str(work),
        "LOG_LEVEL": "WARNING",
        "BOT_TOKEN": token,
        "TELEGRAM_BASE_URL": f"{server.base}/bot",
        "TELEGRAM_BASE_FILE_URL": f"{server.base}/file/bot",
        **(extra or {}),
    }
    profile = os.environ.get("BENCH_BOT_PROFILE")  # cProfile the bot process into this file
    command = ["-m", "cProfile", "-o", profile] if profile else []
    return subprocess.Popen(
        [sys.executable, *command, "-m", "bot", "run"],
        cwd=work,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def cpu_seconds(process: subprocess.Popen[bytes]) -> float:
    """User plus system CPU time the process has used so far (Linux), 0.0 elsewhere."""
    try:
        fields = Path(f"/proc/{process.pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def settle(process: subprocess.Popen[bytes], limit: float = 120.0) -> float:
    """Wait until the process is idle (under 5% of a core for half a second): the bot compiles
    its danger rules for some seconds after start-up, which the start-up figure covers, and the
    scenarios measure a bot in steady state. How many seconds it waited."""
    started = time.perf_counter()
    while time.perf_counter() - started < limit:
        before = cpu_seconds(process)
        await asyncio.sleep(0.5)
        if cpu_seconds(process) - before < 0.025:
            break
    return time.perf_counter() - started


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        _, stderr = process.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        _, stderr = process.communicate()
    if process.returncode not in (0, -15) and stderr:
        print(stderr.decode(errors="replace")[-2000:], file=sys.stderr)


async def first_reply(
    server: FakeServer, token: str, launch: Callable[[], subprocess.Popen[bytes]]
) -> float:
    """Seconds from process start to the first reply to a /help already waiting."""
    server.bots.pop(token, None)
    state = server.bot(token)
    state.offer(message_update(10_000_000, "/help"))
    started = time.perf_counter()
    process = launch()
    try:
        while state.first_reply_at is None:
            if process.poll() is not None:
                raise RuntimeError(f"{token} exited with {process.returncode}")
            if time.perf_counter() - started > 60:
                raise RuntimeError(f"{token} did not reply within 60 s")
            await asyncio.sleep(0.005)
        return state.first_reply_at - started
    finally:
        stop(process)


async def startup(work: Path, repeats: int) -> None:
    server = FakeServer()
    await server.start()
    database = f"sqlite+aiosqlite:///{work / 'startup.sqlite3'}"
    bot_dir = work / "startup"
    cold = await first_reply(
        server, BOT_TOKEN, lambda: start_bot(server, BOT_TOKEN, bot_dir, database)
    )
    bot_times, echo_times = [], []
    for _ in range(repeats):
        echo_times.append(
            await first_reply(server, ECHO_TOKEN, lambda: start_echo(server, ECHO_TOKEN))
        )
        bot_times.append(
            await first_reply(
                server, BOT_TOKEN, lambda: start_bot(server, BOT_TOKEN, bot_dir, database)
            )
        )
    await server.stop()
    bot_s, echo_s = statistics.median(bot_times), statistics.median(echo_times)
    print(f"\n== start-up to first reply (median of {repeats})")
    print(f"bare PTB echo bot        {echo_s:6.2f} s")
    print(
        f"bot, migrated SQLite     {bot_s:6.2f} s   {bot_s / echo_s:5.2f}x  "
        f"goal <= {GOAL_STARTUP}x: {verdict(bot_s / echo_s <= GOAL_STARTUP)}; "
        f"<= 1 s: {verdict(bot_s <= 1.0)}"
    )
    print(f"bot, fresh SQLite (once) {cold:6.2f} s   {cold / echo_s:5.2f}x  (includes migrations)")


async def end_to_end(
    work: Path, seconds: float, scenarios: list[tuple[float, float]], database: str, label: str
) -> None:
    server = FakeServer()
    await server.start()
    bot = start_bot(server, BOT_TOKEN, work / f"e2e-{label}", database)
    echo = start_echo(server, ECHO_TOKEN)
    try:
        states = {
            name: server.bot(token) for name, token in (("bot", BOT_TOKEN), ("echo", ECHO_TOKEN))
        }
        # Everyone says hello once (untimed): users exist, imports and caches are warm.
        for state in states.values():
            warm = [
                ask(state, 10_000_000 + i, message_update(10_000_000 + i, "/since 2024-01-01"), 60)
                for i in range(PEOPLE)
            ]
            replies = await asyncio.gather(*warm)
            if any(r is None for r in replies):
                raise RuntimeError("a bot did not answer the warm-up")
        settled = await settle(bot)
        print(
            f"\n== end to end on {label}: {PEOPLE} people, {seconds:.0f} s per scenario, "
            f"both bots at once (bot idle {settled:.1f} s after the hellos)"
        )
        print(
            f"{'scenario':<22}{'bot p50':>9}{'p99':>8}{'echo p50':>10}{'p99':>8}"
            f"{'x p99':>7}{'done/s':>8}{'lost':>6}{'cpu ms':>8}{'echo':>6}  goal"
        )
        for offset, (rate, delay) in enumerate(scenarios):
            server.delay = delay
            cpu_before = cpu_seconds(bot), cpu_seconds(echo)
            mine, theirs = await asyncio.gather(
                drive(states["bot"], rate, seconds, offset),
                drive(states["echo"], rate, seconds, offset),
            )
            b50, b99 = pct(mine.latencies, 50), pct(mine.latencies, 99)
            e50, e99 = pct(theirs.latencies, 50), pct(theirs.latencies, 99)
            done = len(mine.latencies) / seconds
            # CPU per update each bot process used during the scenario
            handled = max(1, len(mine.latencies)), max(1, len(theirs.latencies))
            bot_cpu = (cpu_seconds(bot) - cpu_before[0]) * 1000 / handled[0]
            echo_cpu = (cpu_seconds(echo) - cpu_before[1]) * 1000 / handled[1]
            if rate <= 25:
                goal = f"p99 <= {GOAL_E2E_RATIO}x echo: {verdict(b99 <= GOAL_E2E_RATIO * e99)}"
            else:
                goal = f"p99 < 1 s: {verdict(b99 < GOAL_E2E_P99_MS and not mine.lost)}"
            name = f"{rate:.0f}/s" + (f" +{delay * 1000:.0f} ms" if delay else "")
            print(
                f"{name:<22}{b50:>9.1f}{b99:>8.1f}{e50:>10.1f}{e99:>8.1f}"
                f"{b99 / e99:>7.2f}{done:>8.1f}{mine.lost:>6}{bot_cpu:>8.1f}{echo_cpu:>6.1f}"
                f"  {goal}"
            )
        calls = states["bot"].methods
        print("bot API calls:", ", ".join(f"{m} {n}" for m, n in sorted(calls.items())))
    finally:
        stop(bot)
        stop(echo)
        await server.stop()


def parse_scenarios(text: str) -> list[tuple[float, float]]:
    """'25,100,100+50' -> [(25.0, 0.0), (100.0, 0.0), (100.0, 0.05)]."""
    scenarios = []
    for part in text.split(","):
        rate, _, delay_ms = part.partition("+")
        scenarios.append((float(rate), float(delay_ms or 0) / 1000))
    return scenarios


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--only", default="inproc,e2e,startup")
    parser.add_argument("--rounds", type=int, default=60, help="timed runs of each step")
    parser.add_argument("--seconds", type=float, default=20.0, help="per end-to-end scenario")
    parser.add_argument("--repeats", type=int, default=3, help="start-up measurements")
    parser.add_argument("--no-postgres", action="store_true")
    parser.add_argument("--no-sqlite", action="store_true", help="end to end on PostgreSQL only")
    parser.add_argument(
        "--scenarios",
        default="25,100,100+50",
        help="end-to-end scenarios: updates/s, optionally +ms added to every Bot API answer",
    )
    parser.add_argument("--profile", metavar="STEP", help="cProfile one in-process step")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))
    with tempfile.TemporaryDirectory(prefix="bench-updates-") as folder:
        work = Path(folder)
        if "inproc" in parts:
            in_process(args, work)
        if "e2e" in parts:
            scenarios = parse_scenarios(args.scenarios)
            if not args.no_sqlite:
                sqlite = f"sqlite+aiosqlite:///{work / 'e2e.sqlite3'}"
                asyncio.run(end_to_end(work, args.seconds, scenarios, sqlite, "SQLite"))
            with postgres_database(args) as url:
                if url is not None:
                    asyncio.run(end_to_end(work, args.seconds, scenarios, url, "PostgreSQL"))
        if "startup" in parts:
            asyncio.run(startup(work, args.repeats))
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["echo-bot"]:
        echo_bot_main()
        sys.exit(0)
    sys.exit(main())
