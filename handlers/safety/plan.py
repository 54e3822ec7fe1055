"""/plan: the personal safety plan, built step by step and changed any time.

Steps: `plan:add:<section>` (typed lines go into that part), `plan:phone:<person>` (a trusted
person's number), `plan:edit:<line>` (new words for one line). Buttons: `plan:start`,
`plan:next:<section>`, `plan:show`, `plan:parts`, `plan:part:<section>`, `plan:edit:<line>`,
`plan:rm:<line>`, `plan:rmp:<person>`, `plan:skip:<person>`, `plan:done`.
"""

from __future__ import annotations

from html import escape

from telegram import Update
from telegram.ext import CommandHandler

from bot.context import BotApp, BotContext
from bot.domain.emergency import numbers_for
from bot.domain.plan import (
    MAX_LINE_CHARS,
    MAX_LINES_PER_SECTION,
    MAX_NAME_CHARS,
    MAX_PEOPLE,
    ORDER,
    BadName,
    BadPhone,
    Section,
)
from bot.models import User
from bot.services import plan as plans
from bot.services import users
from bot.services.memory import EmptyText, LimitReached, TextTooLong
from bot.services.urgent import call_phrase, person_line, plan_text
from bot.texts import urgent as U
from handlers.buttons import PLAN, PLAN_SHOW, PLAN_START, Pressed, on_buttons
from handlers.common import FlowRouter, Rows, current_user, reply
from handlers.pipeline import feature

FLOW = "plan"


def _section(token: str) -> Section | None:
    try:
        return Section(token)
    except ValueError:
        return None


def _next_of(section: Section) -> Section | None:
    index = ORDER.index(section)
    return ORDER[index + 1] if index + 1 < len(ORDER) else None


async def show_plan(update: Update, context: BotContext, user: User) -> None:
    plan = await plans.load_plan(context.session, context.deps.cipher, user.id)
    if plan.empty:
        await reply(update, context, U.PLAN_INTRO, [[(U.PLAN_START, PLAN_START)]])
        return
    text = plan_text(plan, numbers_for(user.settings.country))
    await reply(update, context, text, [[(U.BTN_EDIT_PLAN, f"{PLAN}:parts")]])


async def start_plan(update: Update, context: BotContext, user: User) -> None:
    await ask_section(update, context, user, ORDER[0])


async def ask_section(update: Update, context: BotContext, user: User, section: Section) -> None:
    users.set_flow(user, f"{FLOW}:add:{section.value}")
    title = U.PLAN_SECTION_TITLES[section.value]
    text = f"<b>{title}</b>\n{U.PLAN_ASKS[section.value]}"
    if section is Section.PROFESSIONALS:
        text += "\n" + U.PLAN_PREFILLED.format(call=call_phrase(numbers_for(user.settings.country)))
    await reply(update, context, text, _step_rows(section))


def _step_rows(section: Section) -> Rows:
    return [[(U.BTN_NEXT, f"{PLAN}:next:{section.value}"), (U.BTN_DONE, f"{PLAN}:done")]]


async def finish(update: Update, context: BotContext, user: User) -> None:
    users.set_flow(user, None)
    await reply(update, context, U.PLAN_DONE)
    await show_plan(update, context, user)


async def show_part(update: Update, context: BotContext, user: User, section: Section) -> None:
    """One part with a button per line to edit or remove, and "Add"."""
    users.set_flow(user, f"{FLOW}:add:{section.value}")
    plan = await plans.load_plan(context.session, context.deps.cipher, user.id)
    title = f"<b>{U.PLAN_SECTION_TITLES[section.value]}</b>"
    rows: list[list[tuple[str, str]]] = []
    lines: list[str] = []
    if section is Section.PEOPLE:
        for number, person in enumerate(plan.people, start=1):
            lines.append(f"{number}. {person_line(person)}")
            rows.append([(U.BTN_REMOVE_LINE.format(number=number), f"{PLAN}:rmp:{person.id}")])
    else:
        for number, line in enumerate(plan.section(section), start=1):
            words = line.text if line.text is not None else U.PLAN_UNREADABLE
            lines.append(f"{number}. {_escape(words)}")
            rows.append(
                [
                    (U.BTN_EDIT_LINE.format(number=number), f"{PLAN}:edit:{line.id}"),
                    (U.BTN_REMOVE_LINE.format(number=number), f"{PLAN}:rm:{line.id}"),
                ]
            )
    body = "\n".join(lines) if lines else U.PLAN_PART_EMPTY
    rows.append([(U.BTN_BACK_TO_PLAN, PLAN_SHOW)])
    await reply(update, context, f"{title}\n{body}\n\n{U.PLAN_ASKS[section.value]}", rows)


def _escape(text: str) -> str:
    return escape(text, quote=False)


# --- typed text -------------------------------------------------------------------------------


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    parts = (user.flow or "").split(":")
    step = parts[1] if len(parts) > 1 else ""
    token = parts[2] if len(parts) > 2 else ""
    if step == "add" and (section := _section(token)) is not None:
        await _add(update, context, user, section, text)
    elif step == "phone" and token.isdigit():
        await _phone(update, context, user, int(token), text)
    elif step == "edit" and token.isdigit():
        await _edit(update, context, user, int(token), text)
    else:
        users.set_flow(user, None)
        await show_plan(update, context, user)


async def _add(
    update: Update, context: BotContext, user: User, section: Section, text: str
) -> None:
    now, cipher = context.deps.clock.now(), context.deps.cipher
    try:
        if section is Section.PEOPLE:
            person = await plans.add_person(
                context.session,
                cipher,
                user_id=user.id,
                name=text,
                phone=None,
                region=None,
                now=now,
            )
            users.set_flow(user, f"{FLOW}:phone:{person.id}")
            name = _escape(" ".join(text.split()))
            rows = [[(U.BTN_SKIP, f"{PLAN}:skip:{person.id}")]]
            await reply(update, context, U.PLAN_ASK_NUMBER.format(name=name), rows)
            return
        await plans.add_line(
            context.session, cipher, user_id=user.id, section=section, text=text, now=now
        )
    except BadName:
        await reply(update, context, U.PLAN_BAD_NAME.format(limit=MAX_NAME_CHARS))
        return
    except EmptyText:
        await reply(update, context, U.PLAN_EMPTY_TEXT)
        return
    except TextTooLong:
        await reply(update, context, U.PLAN_TOO_LONG.format(limit=MAX_LINE_CHARS))
        return
    except LimitReached:
        limit_text = U.PEOPLE_LIMIT if section is Section.PEOPLE else U.PLAN_LIMIT
        limit = MAX_PEOPLE if section is Section.PEOPLE else MAX_LINES_PER_SECTION
        await reply(update, context, limit_text.format(limit=limit), _step_rows(section))
        return
    await reply(update, context, U.PLAN_LINE_KEPT, _step_rows(section))


async def _phone(
    update: Update, context: BotContext, user: User, person_id: int, text: str
) -> None:
    try:
        kept = await plans.set_phone(
            context.session,
            context.deps.cipher,
            user_id=user.id,
            person_id=person_id,
            phone=text,
            region=user.settings.country,
        )
    except BadPhone:
        rows = [[(U.BTN_SKIP, f"{PLAN}:skip:{person_id}")]]
        await reply(update, context, U.PLAN_BAD_PHONE, rows)
        return
    users.set_flow(user, f"{FLOW}:add:{Section.PEOPLE.value}")
    await reply(
        update, context, U.PLAN_PHONE_KEPT if kept else U.PLAN_GONE, _step_rows(Section.PEOPLE)
    )


async def _edit(update: Update, context: BotContext, user: User, line_id: int, text: str) -> None:
    try:
        changed = await plans.edit_line(
            context.session,
            context.deps.cipher,
            user_id=user.id,
            line_id=line_id,
            text=text,
            now=context.deps.clock.now(),
        )
    except EmptyText:
        await reply(update, context, U.PLAN_EMPTY_TEXT)
        return
    except TextTooLong:
        await reply(update, context, U.PLAN_TOO_LONG.format(limit=MAX_LINE_CHARS))
        return
    users.set_flow(user, None)
    await reply(update, context, U.PLAN_LINE_EDITED if changed else U.PLAN_GONE)
    await show_plan(update, context, user)


# --- buttons and the command ----------------------------------------------------------------


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    user = current_user(context)
    action, token = pressed.word(1), pressed.word(2)
    if action == "start":
        await start_plan(update, context, user)
    elif action == "next" and (section := _section(token)) is not None:
        following = _next_of(section)
        if following is None:
            await finish(update, context, user)
        else:
            await ask_section(update, context, user, following)
    elif action == "skip" and pressed.id(2) is not None:
        users.set_flow(user, f"{FLOW}:add:{Section.PEOPLE.value}")
        await reply(update, context, U.PLAN_PHONE_KEPT, _step_rows(Section.PEOPLE))
    elif action == "done":
        await finish(update, context, user)
    elif action == "parts":
        users.set_flow(user, None)
        rows = [[(U.PLAN_SECTION_TITLES[s.value], f"{PLAN}:part:{s.value}")] for s in ORDER]
        await reply(update, context, U.PLAN_PICK_PART, rows)
    elif action == "part" and (section := _section(token)) is not None:
        await show_part(update, context, user, section)
    elif action == "edit" and (line_id := pressed.id(2)) is not None:
        users.set_flow(user, f"{FLOW}:edit:{line_id}")
        await reply(update, context, U.PLAN_EDIT_ASK)
    elif action in ("rm", "rmp") and (item := pressed.id(2)) is not None:
        if action == "rm":
            removed = await plans.remove_line(context.session, user_id=user.id, line_id=item)
        else:
            removed = await plans.remove_person(context.session, user_id=user.id, person_id=item)
        users.set_flow(user, None)
        await reply(update, context, U.PLAN_LINE_REMOVED if removed else U.PLAN_GONE)
        await show_plan(update, context, user)
    else:  # "show", or anything stale
        users.set_flow(user, None)
        await show_plan(update, context, user)


async def plan_command(update: Update, context: BotContext) -> None:
    user = current_user(context)
    users.set_flow(user, None)
    await show_plan(update, context, user)


def register(app: BotApp, router: FlowRouter) -> None:
    feature(app, CommandHandler("plan", plan_command))
    on_buttons(app, PLAN, on_button)
    router.add(FLOW, on_text)
