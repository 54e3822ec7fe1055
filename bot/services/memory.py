"""The full memory: journal entries, the "why I left" list, unsent letters, learn-card bookkeeping.

Texts are encrypted here, before they reach a model, so no caller can store them in the clear.
Reading is the caller's job (`TextCipher.reveal`), because an unreadable text is a kind reply,
not an error.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Final, Generic, TypeVar

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.crypto import TextCipher
from bot.domain.schedule import ReminderKind
from bot.models.memory import JournalEntry, Letter, MemoryState, Reason
from bot.outbox import queue as outbox

Item = TypeVar("Item", JournalEntry, Reason, Letter)

MAX_JOURNAL_CHARS: Final = 3000
MAX_REASON_CHARS: Final = 500
MAX_LETTER_CHARS: Final = 3000
MAX_JOURNAL_ENTRIES: Final = 300
MAX_REASONS: Final = 100
MAX_LETTERS: Final = 50
LETTER_QUESTION_AFTER: Final = timedelta(hours=24)


@dataclass(frozen=True)
class Limits:
    chars: int
    count: int


LIMITS: Final[dict[type[JournalEntry] | type[Reason] | type[Letter], Limits]] = {
    JournalEntry: Limits(MAX_JOURNAL_CHARS, MAX_JOURNAL_ENTRIES),
    Reason: Limits(MAX_REASON_CHARS, MAX_REASONS),
    Letter: Limits(MAX_LETTER_CHARS, MAX_LETTERS),
}


class EmptyText(ValueError):
    """Nothing but whitespace."""


class TextTooLong(ValueError):
    def __init__(self, limit: int, length: int) -> None:
        super().__init__(f"{length} > {limit}")
        self.limit = limit
        self.length = length


class LimitReached(ValueError):
    def __init__(self, limit: int) -> None:
        super().__init__(str(limit))
        self.limit = limit


def clean_text(text: str, limit: int) -> str:
    """The text to keep (trimmed), or EmptyText / TextTooLong."""
    cleaned = text.strip()
    if not cleaned:
        raise EmptyText
    if len(cleaned) > limit:
        raise TextTooLong(limit, len(cleaned))
    return cleaned


# Generic reads and deletes ------------------------------------------------------------------


async def count(session: AsyncSession, model: type[Item], user_id: int) -> int:
    result = await session.execute(
        select(func.count()).select_from(model).where(model.user_id == user_id)
    )
    return int(result.scalar_one())


async def ensure_room(session: AsyncSession, model: type[Item], user_id: int) -> None:
    """Raise LimitReached when the user already keeps as many as the limit allows."""
    limit = LIMITS[model].count
    if await count(session, model, user_id) >= limit:
        raise LimitReached(limit)


async def get(session: AsyncSession, model: type[Item], user_id: int, item_id: int) -> Item | None:
    result = await session.execute(
        select(model).where(model.user_id == user_id, model.id == item_id)
    )
    return result.scalar_one_or_none()


async def newest_first(
    session: AsyncSession, model: type[Item], user_id: int, *, offset: int = 0, limit: int = 1000
) -> list[Item]:
    result = await session.execute(
        select(model)
        .where(model.user_id == user_id)
        .order_by(model.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return list(result.scalars())


@dataclass(frozen=True, slots=True)
class Page(Generic[Item]):
    """One page of a person's entries, newest first; `page` clamped into 0 … pages - 1."""

    items: list[Item]
    offset: int
    total: int
    page: int
    pages: int


async def page_of(
    session: AsyncSession, model: type[Item], user_id: int, page: int, per_page: int
) -> Page[Item] | None:
    """The asked page of this person's entries, or None when they have none."""
    total = await count(session, model, user_id)
    if total == 0:
        return None
    pages = (total + per_page - 1) // per_page
    page = min(max(page, 0), pages - 1)
    offset = page * per_page
    items = await newest_first(session, model, user_id, offset=offset, limit=per_page)
    return Page(items, offset, total, page, pages)


async def oldest_first(session: AsyncSession, model: type[Item], user_id: int) -> list[Item]:
    result = await session.execute(select(model).where(model.user_id == user_id).order_by(model.id))
    return list(result.scalars())


async def remove(session: AsyncSession, model: type[Item], user_id: int, item_id: int) -> bool:
    """Delete one of the user's items; a letter's pending 24-hour question goes with it."""
    result = await session.execute(
        delete(model)
        .where(model.user_id == user_id, model.id == item_id)
        .execution_options(synchronize_session=False)
    )
    removed = int(getattr(result, "rowcount", 0) or 0) > 0
    if removed and model is Letter:
        await outbox.cancel(
            session,
            user_id=user_id,
            kinds=[ReminderKind.LETTER_QUESTION.value],
            source_id=item_id,
        )
    return removed


# Writing ------------------------------------------------------------------------------------


async def add_journal_entry(
    session: AsyncSession,
    cipher: TextCipher,
    *,
    user_id: int,
    text: str,
    now: datetime,
    happened_on: date | None = None,
) -> JournalEntry:
    body = clean_text(text, MAX_JOURNAL_CHARS)
    await ensure_room(session, JournalEntry, user_id)
    entry = JournalEntry(
        user_id=user_id, body=cipher.encrypt(body), happened_on=happened_on, created_at=now
    )
    session.add(entry)
    await session.flush()
    return entry


def append_to_journal_entry(cipher: TextCipher, entry: JournalEntry, text: str) -> None:
    """Add more to an entry, within the same limit; an unreadable entry cannot grow."""
    addition = clean_text(text, MAX_JOURNAL_CHARS)
    current = cipher.decrypt(entry.body)
    combined = f"{current}\n\n{addition}"
    if len(combined) > MAX_JOURNAL_CHARS:
        raise TextTooLong(MAX_JOURNAL_CHARS - len(current) - 2, len(addition))
    entry.body = cipher.encrypt(combined)


def set_happened_on(entry: JournalEntry, day: date | None) -> None:
    entry.happened_on = day


async def add_reason(
    session: AsyncSession, cipher: TextCipher, *, user_id: int, text: str, now: datetime
) -> Reason:
    body = clean_text(text, MAX_REASON_CHARS)
    await ensure_room(session, Reason, user_id)
    reason = Reason(user_id=user_id, body=cipher.encrypt(body), created_at=now)
    session.add(reason)
    await session.flush()
    return reason


async def add_letter(
    session: AsyncSession, cipher: TextCipher, *, user_id: int, text: str, now: datetime
) -> Letter:
    """Keep the letter and plan the question that comes a day later."""
    body = clean_text(text, MAX_LETTER_CHARS)
    await ensure_room(session, Letter, user_id)
    letter = Letter(user_id=user_id, body=cipher.encrypt(body), created_at=now)
    session.add(letter)
    await session.flush()
    await outbox.enqueue(
        session,
        user_id=user_id,
        kind=ReminderKind.LETTER_QUESTION.value,
        due_at=now + LETTER_QUESTION_AFTER,
        now=now,
        source_id=letter.id,
        explicit=True,
    )
    return letter


# Journal rotation and learn-card bookkeeping ------------------------------------------------


async def state_of(session: AsyncSession, user_id: int) -> MemoryState:
    state = await session.get(MemoryState, user_id)
    if state is None:
        state = MemoryState(user_id=user_id)
        session.add(state)
        await session.flush()
    return state


async def next_journal_entry(session: AsyncSession, user_id: int) -> JournalEntry | None:
    """The next entry to show, newest first and wrapping round; never the last one shown
    twice in a row unless it is the only one."""
    state = await state_of(session, user_id)
    query = select(JournalEntry).where(JournalEntry.user_id == user_id)
    entry = None
    if state.last_journal_id is not None:
        result = await session.execute(
            query.where(JournalEntry.id < state.last_journal_id)
            .order_by(JournalEntry.id.desc())
            .limit(1)
        )
        entry = result.scalar_one_or_none()
    if entry is None:
        result = await session.execute(query.order_by(JournalEntry.id.desc()).limit(1))
        entry = result.scalar_one_or_none()
    if entry is not None:
        state.last_journal_id = entry.id
    return entry


def pick_card(candidates: Sequence[str], last: str | None) -> str:
    """The first fitting card that is not the one offered last time."""
    for key in candidates:
        if key != last:
            return key
    return candidates[0]


async def learn_card_offered_on(session: AsyncSession, user_id: int) -> date | None:
    return (await state_of(session, user_id)).learn_offered_on


async def mark_learn_offered(session: AsyncSession, user_id: int, today: date, card: str) -> None:
    state = await state_of(session, user_id)
    state.learn_offered_on = today
    state.learn_last_card = card


async def last_learn_card(session: AsyncSession, user_id: int) -> str | None:
    return (await state_of(session, user_id)).learn_last_card


def pack_pages(lengths: Sequence[int], budget: int) -> list[range]:
    """Split items (by their rendered length) into consecutive pages that fit a budget.

    An item longer than the budget gets a page of its own.
    """
    pages: list[range] = []
    start, used = 0, 0
    for index, length in enumerate(lengths):
        if index > start and used + length > budget:
            pages.append(range(start, index))
            start, used = index, 0
        used += length
    if start < len(lengths):
        pages.append(range(start, len(lengths)))
    return pages
