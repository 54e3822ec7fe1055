"""/letter: write the message here instead. Kept, never sent; a day later, a gentle question."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Update

from bot.context import BotContext
from bot.models import ScheduledMessage, User
from bot.models.memory import Letter
from bot.outbox.queue import Outgoing
from bot.services import memory, users
from bot.services.memory import LimitReached
from bot.texts import memory as T
from handlers.buttons import CRAVING_START, MEMORY_LETTER_NEW
from handlers.common import Rows, command_args, current_user, format_day, reply
from handlers.memory.common import (
    body_html,
    cancel_row,
    confirm_rows,
    edit,
    keep_text,
    leave_memory_flow,
    local_day,
    pager_row,
    parse_id,
    preview_html,
    refuse,
    reveal,
)

FLOW_TEXT = "letter:text"
PER_PAGE = 8
# Handled by the craving check-in.


def question_rows(letter_id: int, *, with_read: bool = True) -> Rows:
    first = [(T.BTN_LETTER_KEEP, f"lt:keep:{letter_id}")]
    if with_read:
        first.append((T.BTN_LETTER_READ, f"lt:again:{letter_id}"))
    return [
        first,
        [(T.BTN_LETTER_DELETE, f"lt:del:{letter_id}")],
        [(T.BTN_LETTER_STILL_SEND, f"lt:send:{letter_id}")],
    ]


async def render_question(
    session: AsyncSession, user: User, row: ScheduledMessage, now: datetime
) -> Outgoing | None:
    """The 24-hour question; dropped when the letter is gone. Never quotes the letter."""
    if row.source_id is None:
        return None
    letter = await memory.get(session, Letter, user.id, row.source_id)
    if letter is None:
        return None
    return Outgoing(T.LETTER_QUESTION, question_rows(letter.id))


async def letter_command(update: Update, context: BotContext) -> None:
    """/letter shows what it is; /letter <text> keeps the text as a letter right away."""
    user = current_user(context)
    leave_memory_flow(user)
    text = command_args(update)
    if text:
        await save_letter(update, context, user, text)
        return
    rows = [[(T.BTN_LETTER_WRITE, MEMORY_LETTER_NEW)]]
    total = await memory.count(context.session, Letter, user.id)
    if total:
        rows.append([(T.BTN_LETTERS_LIST, "lt:list:0")])
    intro = T.LETTER_INTRO
    if total < memory.MAX_LETTERS:
        users.set_flow(user, FLOW_TEXT)  # typing straight away writes the letter
        intro += "\n\n" + T.TYPE_TO_WRITE
    await reply(update, context, intro, rows)


async def start(
    update: Update, context: BotContext, user: User, then: tuple[str, Rows] | None = None
) -> None:
    """Ask for the letter; `then` (a question and its buttons) follows once it is saved."""
    try:
        await memory.ensure_room(context.session, Letter, user.id)
    except LimitReached as error:
        rows = [[(T.BTN_LETTERS_LIST, "lt:list:0")]]
        await refuse(update, context, error, too_long="", full=T.LETTERS_FULL, rows=rows)
        return
    data = {"then": [then[0], [list(map(list, row)) for row in then[1]]]} if then else None
    users.set_flow(user, FLOW_TEXT, data)
    await reply(
        update, context, T.LETTER_ASK.format(limit=f"{memory.MAX_LETTER_CHARS:,}"), [cancel_row()]
    )


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    await save_letter(update, context, user, text)


def _then(user: User) -> tuple[str, Rows] | None:
    """What another feature asked to show once the letter is saved (see `start`)."""
    then = (user.flow_data or {}).get("then") if user.flow == FLOW_TEXT else None
    if not isinstance(then, list) or len(then) != 2 or not isinstance(then[0], str):
        return None
    rows = [[(str(label), str(data)) for label, data in row] for row in then[1]]
    return then[0], rows


async def save_letter(update: Update, context: BotContext, user: User, text: str) -> None:
    now = context.deps.clock.now()
    then = _then(user)
    letter = await keep_text(
        update,
        context,
        user,
        lambda: memory.add_letter(
            context.session, context.deps.cipher, user_id=user.id, text=text, now=now
        ),
        step=FLOW_TEXT,
        too_long=T.LETTER_TOO_LONG,
        full=T.LETTERS_FULL,
    )
    if letter is not None:
        await reply(update, context, T.LETTER_SAVED)
        if then is not None:
            await reply(update, context, *then)


async def on_button(update: Update, context: BotContext, user: User, parts: list[str]) -> None:
    """lt:list:<page>, lt:read|keep|del|delyes|send:<id>."""
    action = parts[1] if len(parts) > 1 else ""
    number = parse_id(parts[2]) if len(parts) > 2 else None
    if action == "list":
        await show_list(update, context, user, number or 0)
    elif action == "send":
        # Whatever happened to the letter, the wish to send it gets kindness and the check-in.
        await reply(update, context, T.LETTER_STILL_WANT, [[(T.BTN_RIDE_WAVE, CRAVING_START)]])
    elif number is not None and action in ("read", "again", "keep", "del", "delyes"):
        await _letter_button(update, context, user, action, number)


async def _letter_button(
    update: Update, context: BotContext, user: User, action: str, letter_id: int
) -> None:
    letter = await memory.get(context.session, Letter, user.id, letter_id)
    if letter is None:
        await edit(update, context, T.LETTER_GONE)
    elif action == "read":
        rows = [[(T.BTN_DELETE, f"lt:del:{letter.id}"), (T.BTN_BACK_TO_LIST, "lt:list:0")]]
        await edit(update, context, _letter_html(context, user, letter), rows)
    elif action == "again":
        # From the day-later question: a new message, with the choices again underneath.
        choices = question_rows(letter.id, with_read=False)
        await reply(update, context, _letter_html(context, user, letter), choices)
    elif action == "keep":
        await edit(update, context, T.LETTER_KEPT)
    elif action == "del":
        confirm = confirm_rows(f"lt:delyes:{letter.id}", f"lt:keep:{letter.id}")
        await edit(update, context, T.LETTER_CONFIRM_DELETE, confirm)
    else:
        await memory.remove(context.session, Letter, user.id, letter.id)
        await edit(update, context, T.LETTER_DELETED)


def _letter_html(context: BotContext, user: User, letter: Letter) -> str:
    day = format_day(local_day(user, letter.created_at))
    return f"{T.LETTER_TITLE.format(day=day)}\n\n{body_html(reveal(context, letter.body))}"


async def show_list(update: Update, context: BotContext, user: User, page: int) -> None:
    shown = await memory.page_of(context.session, Letter, user.id, page, PER_PAGE)
    if shown is None:
        await edit(update, context, T.LETTERS_NONE, [[(T.BTN_LETTER_WRITE, MEMORY_LETTER_NEW)]])
        return
    first, last = shown.offset + 1, shown.offset + len(shown.items)
    lines = [T.LETTERS_TITLE.format(first=first, last=last, total=shown.total)]
    numbers: list[tuple[str, str]] = []
    for index, letter in enumerate(shown.items, start=first):
        day = format_day(local_day(user, letter.created_at))
        lines.append(f"{index}. <b>{day}</b> · {preview_html(reveal(context, letter.body))}")
        numbers.append((str(index), f"lt:read:{letter.id}"))
    rows = [numbers[:4], numbers[4:], pager_row("lt:list", shown.page, shown.pages)]
    await edit(update, context, "\n".join(lines), [row for row in rows if row])
