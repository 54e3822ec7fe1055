"""Privacy: a readable copy of everything kept about a person, and deleting all of it.

Both work from `Base.metadata`, not from a hand-kept list: every table that points at
`users.id` is exported and is removed with the user row (each such foreign key cascades), so
a new feature table is covered the day it is added. Known tables only get nicer names.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, date, datetime, time
from typing import IO, Any, Final
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlalchemy import Column, RowMapping, Table, delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.crypto import TextCipher
from bot.models import Base, ScheduledMessage, User
from bot.services import users
from bot.texts import privacy as T

logger = logging.getLogger(__name__)

USERS_TABLE: Final = "users"
# Reading order of the export; tables not named here follow, alphabetically.
SECTION_ORDER: Final = (
    "users",
    "user_settings",
    "journal_entries",
    "reasons",
    "letters",
    "contact_events",
    "structured_rules",
    "craving_checkins",
    "risky_windows",
    "anniversaries",
    "daily_checkin_answers",
    "scheduled_messages",
    "safety_events",
)
SECTION_NAMES: Final = {"users": "profile", "user_settings": "settings"}
# Bookkeeping, not information about the person: left out of the export (still deleted).
# Row ids are internal numbers, so every table's own `id` is left out too.
# streak_totals only caches figures derived from contact_events, which are exported.
INTERNAL_TABLES: Final = frozenset(
    {"memory_states", "craving_states", "paused_steps", "streak_totals"}
)
EXPORT_BATCH: Final = 1000
INTERNAL_COLUMNS: Final[dict[str, frozenset[str]]] = {
    "users": frozenset({"chat_id", "active", "flow", "flow_data"}),
    "user_settings": frozenset({"timezone_set"}),
    "scheduled_messages": frozenset(
        {"attempts", "source_id", "payload", "explicit", "reason", "planned_at"}
    ),
}
ROW_ID: Final = "id"
# By convention (bot/models/memory.py) a `body` column holds a Fernet token; exported as "text".
ENCRYPTED_COLUMN: Final = "body"
# Any other column holding a Fernet token says so with `info={"encrypted": True}` (like a hard
# date's label); it is exported decrypted under its own name.
ENCRYPTED_INFO: Final = "encrypted"
# Columns that keep several short codes comma-separated.
LIST_COLUMNS: Final = frozenset({"categories", "channels", "topics"})
WEEKDAY_COLUMN: Final = "weekdays"
WEEKDAYS: Final = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
EVERY_DAY: Final = "every day"

Owned = tuple[Table, Column[Any]]


def owned_tables() -> list[Owned]:
    """Every table that holds something about a person, with the column saying whose it is."""
    found: dict[str, Owned] = {}
    for table in Base.metadata.tables.values():
        if table.name == USERS_TABLE:
            found[table.name] = (table, table.c.id)
            continue
        for key in table.foreign_keys:
            if key.column.table.name == USERS_TABLE:
                found[table.name] = (table, key.parent)
                break
    known = [found.pop(name) for name in SECTION_ORDER if name in found]
    return known + [found[name] for name in sorted(found)]


def zone_or_utc(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


# Export -------------------------------------------------------------------------------------


async def write_export(
    session: AsyncSession, user: User, cipher: TextCipher | None, now: datetime, out: IO[bytes]
) -> None:
    """Everything stored about the user as one JSON document, written to `out` while the rows
    stream in from the database (EXPORT_BATCH at a time): the history never sits in memory as
    Python objects. Texts are decrypted where the key allows. One row per line, so the file
    stays readable and every line goes through the C JSON encoder.
    """
    zone = zone_or_utc(users.zone_name(user))
    head: dict[str, Any] = {
        "about": T.EXPORT_ABOUT,
        "exported_at": _utc(now),
        "exported_at_local": _local(now, zone),
        "time_zone": zone.key,
    }
    out.write(b"{")
    for key, value in head.items():
        out.write(b"\n  " + _json(key) + b": " + _json(value) + b",")
    tables = [
        (table, owner) for table, owner in owned_tables() if table.name not in INTERNAL_TABLES
    ]
    for index, (table, owner) in enumerate(tables):
        name = SECTION_NAMES.get(table.name, table.name)
        single = [column.name for column in table.primary_key.columns] == [owner.name]
        encrypted = encrypted_columns(table)
        skip = INTERNAL_COLUMNS.get(table.name, frozenset()) | {owner.name, ROW_ID}
        result = await session.stream(
            select(table).where(owner == user.id).order_by(*table.primary_key.columns)
        )
        out.write(b"\n  " + _json(name) + b": ")
        written = 0
        async for batch in result.mappings().partitions(EXPORT_BATCH):
            for row in batch:
                line = _json(_row(row, skip, zone, cipher, encrypted))
                if single:
                    out.write(line)
                else:
                    out.write((b"[\n    " if written == 0 else b",\n    ") + line)
                written += 1
        if single and written == 0:
            out.write(b"null")
        elif not single:
            out.write(b"\n  ]" if written else b"[]")
        out.write(b"," if index < len(tables) - 1 else b"")
    out.write(b"\n}\n")
    logger.info("export built user_id=%s tables=%s", user.id, len(tables))


def _json(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def encrypted_columns(table: Table) -> frozenset[str]:
    """The table's columns, besides `body`, that hold Fernet tokens."""
    return frozenset(column.name for column in table.columns if column.info.get(ENCRYPTED_INFO))


def _row(
    row: RowMapping,
    skip: frozenset[str],
    zone: ZoneInfo,
    cipher: TextCipher | None,
    encrypted: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, value in row.items():
        if name in skip:
            continue
        if value is None or value.__class__ in _AS_IS:  # most values: nothing to convert
            out[name] = _plain(name, value) if name in _SHAPED else value
        elif name == ENCRYPTED_COLUMN and isinstance(value, str):
            out.update(_revealed(value, cipher))
        elif name in encrypted and isinstance(value, str):
            out.update(_revealed(value, cipher, key=name, note=f"{name}_unreadable"))
        elif isinstance(value, datetime):
            out[name] = _utc(value)
            out[f"{name}_local"] = value.astimezone(zone).isoformat()
        else:
            out[name] = _plain(name, value)
    return out


# Values exported unchanged, unless the column is one of the _SHAPED ones.
_AS_IS: Final = frozenset({int, float, bool, list, dict})
_SHAPED: Final = LIST_COLUMNS | {WEEKDAY_COLUMN}


def _revealed(
    token: str, cipher: TextCipher | None, *, key: str = "text", note: str = "unreadable"
) -> dict[str, Any]:
    text = cipher.reveal(token) if cipher is not None else None
    if text is None:
        return {key: None, note: T.EXPORT_UNREADABLE}
    return {key: text}


def _utc(moment: datetime) -> str:
    if moment.tzinfo is not UTC:
        moment = moment.astimezone(UTC)
    return moment.isoformat().replace("+00:00", "Z")


def _local(moment: datetime, zone: ZoneInfo) -> str:
    return moment.astimezone(zone).isoformat()


def _plain(name: str, value: Any) -> Any:
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, time):
        return value.isoformat(timespec="minutes")
    if isinstance(value, str) and name == WEEKDAY_COLUMN:
        return _weekdays(value)
    if isinstance(value, str) and name in LIST_COLUMNS:
        return [part for part in value.split(",") if part]
    if value is None or isinstance(value, str | int | float | bool | list | dict):
        return value
    return str(value)


def _weekdays(value: str) -> list[str] | str:
    numbers = [int(part) for part in value.split(",") if part.strip().isdigit()]
    names = [WEEKDAYS[number] for number in numbers if 0 <= number < len(WEEKDAYS)]
    return names or EVERY_DAY


# Delete -------------------------------------------------------------------------------------


async def delete_everything(session: AsyncSession, user: User) -> None:
    """Delete the user row; every table pointing at it cascades in the database.

    Afterwards nothing of theirs is tracked by the session, so no later write in this
    transaction can bring a row back or trip over one that is gone.
    """
    user_id = user.id
    await session.flush()
    # The dispatcher locks scheduled rows before it writes rows that point at users; taking
    # these first, in the same order, means a tick mid-batch makes us wait instead of deadlock.
    await session.execute(
        delete(ScheduledMessage)
        .where(ScheduledMessage.user_id == user_id)
        .execution_options(synchronize_session=False)
    )
    await session.delete(user)
    await session.flush()
    session.expunge_all()
    logger.info("deleted everything user_id=%s", user_id)
