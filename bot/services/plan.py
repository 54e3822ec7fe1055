"""The personal safety plan: lines by section and trusted people, encrypted before they are stored.

Texts are encrypted here, before they reach a model, so no caller can store them in the clear.
Reading decrypts what it can: a line the key cannot open comes back as None, which the caller
shows kindly (as the journal does).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.crypto import TextCipher
from bot.domain.plan import (
    LINE_SECTIONS,
    MAX_LINE_CHARS,
    MAX_LINES_PER_SECTION,
    MAX_PEOPLE,
    Section,
    clean_name,
    clean_phone,
)
from bot.models.plan import SafetyPlanLine, TrustedPerson
from bot.services.memory import LimitReached, clean_text

__all__ = [
    "Line",
    "Person",
    "Plan",
    "add_line",
    "add_person",
    "edit_line",
    "has_plan",
    "load_plan",
    "remove_line",
    "remove_person",
    "set_phone",
]


@dataclass(frozen=True, slots=True)
class Line:
    id: int
    section: Section
    text: str | None  # None: the key cannot open it


@dataclass(frozen=True, slots=True)
class Person:
    id: int
    name: str | None
    phone: str | None
    readable: bool = True


@dataclass(frozen=True, slots=True)
class Plan:
    lines: tuple[Line, ...] = ()
    people: tuple[Person, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.lines and not self.people

    def section(self, section: Section) -> tuple[Line, ...]:
        return tuple(line for line in self.lines if line.section is section)

    def filled(self) -> tuple[Section, ...]:
        """Sections holding something, in plan order."""
        present = {line.section for line in self.lines}
        if self.people:
            present.add(Section.PEOPLE)
        return tuple(section for section in Section if section in present)


def _section(value: str) -> Section | None:
    try:
        return Section(value)
    except ValueError:
        return None


async def load_plan(session: AsyncSession, cipher: TextCipher, user_id: int) -> Plan:
    rows = await session.execute(
        select(SafetyPlanLine).where(SafetyPlanLine.user_id == user_id).order_by(SafetyPlanLine.id)
    )
    lines = []
    for row in rows.scalars():
        section = _section(row.section)
        if section is not None:
            lines.append(Line(row.id, section, cipher.reveal(row.body)))
    lines.sort(key=lambda line: LINE_SECTIONS.index(line.section))  # stable: oldest first within
    found = await session.execute(
        select(TrustedPerson).where(TrustedPerson.user_id == user_id).order_by(TrustedPerson.id)
    )
    people = []
    for person in found.scalars():
        name = cipher.reveal(person.name)
        phone = cipher.reveal(person.phone) if person.phone is not None else None
        readable = name is not None and (person.phone is None or phone is not None)
        people.append(Person(person.id, name, phone, readable))
    return Plan(tuple(lines), tuple(people))


async def has_plan(session: AsyncSession, user_id: int) -> bool:
    for model in (SafetyPlanLine, TrustedPerson):
        found = await session.execute(select(model.id).where(model.user_id == user_id).limit(1))
        if found.first() is not None:
            return True
    return False


async def add_line(
    session: AsyncSession,
    cipher: TextCipher,
    *,
    user_id: int,
    section: Section,
    text: str,
    now: datetime,
) -> SafetyPlanLine:
    """Keep one line (EmptyText, TextTooLong or LimitReached when it can't be kept)."""
    if section is Section.PEOPLE:
        raise ValueError("people are kept with add_person")
    body = clean_text(text, MAX_LINE_CHARS)
    counted = await session.execute(
        select(func.count())
        .select_from(SafetyPlanLine)
        .where(SafetyPlanLine.user_id == user_id, SafetyPlanLine.section == section.value)
    )
    if int(counted.scalar_one()) >= MAX_LINES_PER_SECTION:
        raise LimitReached(MAX_LINES_PER_SECTION)
    line = SafetyPlanLine(
        user_id=user_id,
        section=section.value,
        body=cipher.encrypt(body),
        created_at=now,
        updated_at=now,
    )
    session.add(line)
    await session.flush()
    return line


async def edit_line(
    session: AsyncSession,
    cipher: TextCipher,
    *,
    user_id: int,
    line_id: int,
    text: str,
    now: datetime,
) -> bool:
    """Replace one of the person's lines; False when it is not theirs or is gone."""
    body = clean_text(text, MAX_LINE_CHARS)
    line = await _owned(session, SafetyPlanLine, user_id, line_id)
    if line is None:
        return False
    line.body = cipher.encrypt(body)
    line.updated_at = now
    return True


async def remove_line(session: AsyncSession, *, user_id: int, line_id: int) -> bool:
    return await _remove(session, SafetyPlanLine, user_id, line_id)


async def add_person(
    session: AsyncSession,
    cipher: TextCipher,
    *,
    user_id: int,
    name: str,
    phone: str | None,
    region: str | None,
    now: datetime,
) -> TrustedPerson:
    """Keep a trusted person (BadName, BadPhone or LimitReached when they can't be kept)."""
    clean = clean_name(name)
    number = clean_phone(phone, region) if phone is not None and phone.strip() else None
    counted = await session.execute(
        select(func.count()).select_from(TrustedPerson).where(TrustedPerson.user_id == user_id)
    )
    if int(counted.scalar_one()) >= MAX_PEOPLE:
        raise LimitReached(MAX_PEOPLE)
    person = TrustedPerson(
        user_id=user_id,
        name=cipher.encrypt(clean),
        phone=cipher.encrypt(number) if number is not None else None,
        created_at=now,
    )
    session.add(person)
    await session.flush()
    return person


async def set_phone(
    session: AsyncSession,
    cipher: TextCipher,
    *,
    user_id: int,
    person_id: int,
    phone: str,
    region: str | None,
) -> bool:
    """Give a trusted person a number (BadPhone when it is not one); False when they're gone."""
    number = clean_phone(phone, region)
    found = await session.execute(
        select(TrustedPerson).where(TrustedPerson.user_id == user_id, TrustedPerson.id == person_id)
    )
    person = found.scalar_one_or_none()
    if person is None:
        return False
    person.phone = cipher.encrypt(number)
    return True


async def remove_person(session: AsyncSession, *, user_id: int, person_id: int) -> bool:
    return await _remove(session, TrustedPerson, user_id, person_id)


async def _owned(
    session: AsyncSession, model: type[SafetyPlanLine], user_id: int, item_id: int
) -> SafetyPlanLine | None:
    found = await session.execute(
        select(model).where(model.user_id == user_id, model.id == item_id)
    )
    return found.scalar_one_or_none()


async def _remove(
    session: AsyncSession,
    model: type[SafetyPlanLine] | type[TrustedPerson],
    user_id: int,
    item_id: int,
) -> bool:
    result = await session.execute(
        delete(model)
        .where(model.user_id == user_id, model.id == item_id)
        .execution_options(synchronize_session=False)
    )
    return int(getattr(result, "rowcount", 0) or 0) > 0
