"""What the urgent moment shows: words and buttons from who is in danger, the country's number,
the safety plan and whether a step was paused. Pure: no I/O, no Telegram types.

Buttons are (label, Action) pairs; the Telegram adapter turns an Action into callback data.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from html import escape as _escape

from bot.domain.danger import Reading, Who
from bot.domain.emergency import WITHOUT_COUNTRY, EmergencyNumbers, Service
from bot.domain.plan import ORDER, Section, share_link
from bot.services.plan import Person, Plan
from bot.texts import urgent as T


class Action(StrEnum):
    NOT_SAFE = "not_safe"
    SAFE = "safe"
    GROUND = "ground"
    CONTINUE = "continue"
    PLAN = "plan"
    MAKE_PLAN = "make_plan"
    REACH = "reach"
    HIDE = "hide"
    SET_COUNTRY = "country"


Row = tuple[tuple[str, Action], ...]


@dataclass(frozen=True, slots=True)
class Shown:
    text: str
    rows: tuple[Row, ...]


def escape(text: str) -> str:
    return _escape(text, quote=False)


def service_label(service: Service) -> str:
    """ "Police" or "Ambulance" in the current language (read when used, never at import)."""
    return T.POLICE if service is Service.POLICE else T.AMBULANCE


MAX_PLAN_STEPS = 2  # own steps from the plan on "I'm not safe"


def call_phrase(
    numbers: EmergencyNumbers | None, need: Service | None = None, *, leading: bool = False
) -> str:
    """ "call 112 now", or "call your local emergency number now" with no country; capitalised
    when it leads a sentence."""
    if numbers is None:
        return T.CALL_LOCAL_LEADING if leading else T.CALL_LOCAL
    template = T.CALL_NOW_LEADING if leading else T.CALL_NOW
    return template.format(number=escape(numbers.first(need)))


def numbers_lines(numbers: EmergencyNumbers | None, need: Service | None = None) -> list[str]:
    """The lines under the call: police/ambulance numbers, or the common ones with no country."""
    if numbers is None:
        common = ", ".join(
            T.COMMON_NUMBER.format(number=number, where=T.COMMON_NUMBER_WHERE.get(number, where))
            for number, where in WITHOUT_COUNTRY
        )
        return [T.COMMON_NUMBERS.format(numbers=common), T.SET_COUNTRY_HINT]
    extras = numbers.extras(need)
    if not extras:
        return []
    return [
        " · ".join(
            T.EXTRA_NUMBER.format(service=service_label(service), number=escape(number))
            for service, number in extras
        )
    ]


def _headline(reading: Reading, call: str) -> str:
    if reading.who is Who.SOMEONE_ELSE and reading.ex_threat:
        return T.URGENT_EX_THREAT.format(call=call)
    template = {
        Who.SELF: T.URGENT_SELF,
        Who.FROM_SOMEONE: T.URGENT_FROM_SOMEONE,
        Who.CHILD: T.URGENT_CHILD,
        Who.SOMEONE_ELSE: T.URGENT_SOMEONE_ELSE,
    }[reading.who]
    return template.format(call=call)


def _safe_button(reading: Reading) -> tuple[str, Action]:
    if reading.who is Who.CHILD:
        return (T.BTN_CHILD_SAFE, Action.SAFE)
    if reading.who is Who.SOMEONE_ELSE and not reading.ex_threat:
        return (T.BTN_HELP_COMING, Action.SAFE)
    return (T.BTN_SAFE, Action.SAFE)


def safe_ack(reading: Reading | None) -> str:
    if reading is not None and reading.who is Who.CHILD:
        return T.CHILD_SAFE_ACK
    if reading is not None and reading.who is Who.SOMEONE_ELSE and not reading.ex_threat:
        return T.HELP_COMING_ACK
    return T.SAFE_ACK


@dataclass(frozen=True, slots=True)
class PlanState:
    """Whether a plan exists and holds people: enough for the buttons, no decrypting."""

    has_plan: bool = False
    has_people: bool = False

    @classmethod
    def of(cls, plan: Plan | None) -> PlanState:
        if plan is None:
            return cls()
        return cls(not plan.empty, bool(plan.people))


def _plan_rows(plan: PlanState) -> list[Row]:
    if not plan.has_plan:
        return [((T.BTN_MAKE_PLAN, Action.MAKE_PLAN),)]
    row: list[tuple[str, Action]] = [(T.BTN_MY_PLAN, Action.PLAN)]
    if plan.has_people:
        row.append((T.BTN_REACH, Action.REACH))
    return [tuple(row)]


def _country_rows(numbers: EmergencyNumbers | None) -> list[Row]:
    return [((T.BTN_SET_COUNTRY, Action.SET_COUNTRY),)] if numbers is None else []


def urgent(
    reading: Reading,
    numbers: EmergencyNumbers | None,
    links_html: str,
    plan: PlanState,
    *,
    paused: bool,
) -> Shown:
    """The urgent message: the number first, then who it's about, helplines, the plan."""
    need = reading.need
    parts = [_headline(reading, call_phrase(numbers, need))]
    extra = numbers_lines(numbers, need)
    if reading.child_too:
        extra.append(T.CHILDREN_TOO)
    if extra:
        parts.append("\n".join(extra))
    parts.append(T.HELPLINES.format(links=links_html))
    parts.append(T.PLAN_LINE if plan.has_plan else T.NO_PLAN_LINE)
    if paused:
        parts.append(T.PAUSED)
    parts.append(T.URGENT_FOOTER)
    rows: list[Row] = [
        ((T.BTN_NOT_SAFE, Action.NOT_SAFE),),
        (_safe_button(reading), (T.BTN_GROUND, Action.GROUND)),
        *_plan_rows(plan),
        *_country_rows(numbers),
    ]
    if paused:
        rows.append(((T.BTN_CONTINUE, Action.CONTINUE),))
    rows.append(((T.BTN_HIDE, Action.HIDE),))
    return Shown("\n\n".join(parts), tuple(rows))


def _texts(plan: Plan, section: Section) -> list[str]:
    return [line.text for line in plan.section(section) if line.text]


def not_safe(
    reading: Reading | None,
    numbers: EmergencyNumbers | None,
    plan: Plan | None,
    *,
    paused: bool = False,
) -> Shown:
    """Immediate steps in order: the number, people or a safe place, the plan, the person."""
    need = reading.need if reading is not None else Service.POLICE
    steps = [T.NOT_SAFE_CALL.format(call=call_phrase(numbers, need, leading=True))]
    places = _texts(plan, Section.SAFE_PLACE) if plan is not None else []
    if places:
        steps.append(T.NOT_SAFE_PLACE.format(place=escape(places[0])))
    else:
        steps.append(T.NOT_SAFE_PEOPLE)
    if plan is not None:
        things = _texts(plan, Section.TAKE_WITH)
        if things:
            steps.append(T.NOT_SAFE_TAKE.format(things=escape(", ".join(things))))
        own = [*_texts(plan, Section.SURROUNDINGS), *_texts(plan, Section.ON_MY_OWN)]
        for step in own[:MAX_PLAN_STEPS]:
            steps.append(T.NOT_SAFE_PLAN_STEP.format(step=escape(step)))
        readable = [person for person in plan.people if person.name]
        if readable:
            first = readable[0]
            name = escape(first.name or "")
            if first.phone:
                steps.append(T.NOT_SAFE_PERSON_NUMBER.format(name=name, number=escape(first.phone)))
            else:
                steps.append(T.NOT_SAFE_PERSON.format(name=name))
    lines = [T.NOT_SAFE_TITLE]
    lines += [f"{number}. {step}" for number, step in enumerate(steps, start=1)]
    extra = numbers_lines(numbers, need)
    if extra:
        lines += ["", *extra]
    if plan is None or plan.empty:
        lines += ["", T.NOT_SAFE_NO_PLAN]
    lines += ["", T.NOT_SAFE_FOOTER]
    rows: list[Row] = []
    if plan is not None and plan.people:
        rows.append(((T.BTN_REACH, Action.REACH),))
    rows.append(((T.BTN_SAFE, Action.SAFE), (T.BTN_GROUND, Action.GROUND)))
    rows += _country_rows(numbers)
    if paused:
        rows.append(((T.BTN_CONTINUE, Action.CONTINUE),))
    rows.append(((T.BTN_HIDE, Action.HIDE),))
    return Shown("\n".join(lines), tuple(rows))


def sos(
    numbers: EmergencyNumbers | None, links_html: str, plan: PlanState, *, paused: bool = False
) -> Shown:
    """/sos: the number first, helplines, the plan, and a way on to grounding."""
    parts = [T.SOS_TITLE + "\n" + T.SOS_CALL.format(call=call_phrase(numbers))]
    extra = numbers_lines(numbers)
    if extra:
        parts.append("\n".join(extra))
    parts.append(T.HELPLINES.format(links=links_html))
    parts.append(T.PLAN_LINE if plan.has_plan else T.NO_PLAN_LINE)
    parts.append(T.URGENT_FOOTER)
    rows: list[Row] = [
        ((T.BTN_NOT_SAFE, Action.NOT_SAFE),),
        *_plan_rows(plan),
        *_country_rows(numbers),
    ]
    if paused:
        rows.append(((T.BTN_CONTINUE, Action.CONTINUE),))
    rows.append(((T.BTN_HIDE, Action.HIDE),))
    return Shown("\n\n".join(parts), tuple(rows))


# --- the plan, shown whole; reaching a trusted person ------------------------------------------


def plan_text(plan: Plan, numbers: EmergencyNumbers | None) -> str:
    """The whole plan in plan order; professionals always carry the emergency number."""
    lines = [T.PLAN_TITLE]
    for section in ORDER:
        entries = _entries(plan, section)
        if section is Section.PROFESSIONALS:
            entries.append(T.PLAN_PREFILLED.format(call=call_phrase(numbers)))
        if not entries:
            continue
        lines += ["", f"<b>{T.PLAN_SECTION_TITLES[section.value]}</b>"]
        lines += [f"• {entry}" for entry in entries]
    if plan.empty:
        lines += ["", T.PLAN_EMPTY]
    return "\n".join(lines)


def _entries(plan: Plan, section: Section) -> list[str]:
    if section is Section.PEOPLE:
        return [person_line(person) for person in plan.people]
    return [escape(line.text) if line.text else T.PLAN_UNREADABLE for line in plan.section(section)]


def person_line(person: Person) -> str:
    if person.name is None:
        return T.PLAN_UNREADABLE
    if person.phone:
        return T.PERSON_WITH_NUMBER.format(name=escape(person.name), number=escape(person.phone))
    return escape(person.name)


@dataclass(frozen=True, slots=True)
class Reach:
    """What "Reach my person" shows: each person's number to call, and one share link."""

    text: str
    share_url: str | None


def reach(plan: Plan | None) -> Reach:
    people = [person for person in plan.people if person.name] if plan is not None else []
    if not people:
        return Reach(T.REACH_NOBODY, None)
    lines = [T.REACH_INTRO, ""]
    for person in people:
        lines.append(T.REACH_PERSON.format(name=escape(person.name or "")))
        if person.phone:
            lines.append(T.REACH_NUMBER.format(number=escape(person.phone)))
    return Reach("\n".join(lines), share_link(T.REACH_MESSAGE))
