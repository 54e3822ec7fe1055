"""/reasons: the "why I left" list. Add, list (in pages that fit a message), remove."""

from __future__ import annotations

from html import escape

from telegram import Update

from bot.context import BotContext
from bot.models import User
from bot.models.memory import Reason
from bot.services import memory, users
from bot.services.memory import LimitReached
from bot.texts import memory as T
from handlers.common import Rows, command_args, current_user, reply
from handlers.memory.common import (
    PAGE_BUDGET,
    cancel_row,
    confirm_rows,
    edit,
    keep_text,
    leave_memory_flow,
    pager_row,
    parse_id,
    refuse,
    reveal,
)

FLOW_ADD = "reasons:add"


def add_row() -> list[tuple[str, str]]:
    return [(T.BTN_REASON_ADD, "rs:add")]


async def reasons_command(update: Update, context: BotContext) -> None:
    """/reasons shows the list; /reasons <text> adds one right away."""
    user = current_user(context)
    leave_memory_flow(user)
    text = command_args(update)
    if text:
        await save_reason(update, context, user, text)
        return
    text, rows = await _page(context, user, 0, picking=False)
    if await memory.count(context.session, Reason, user.id) < memory.MAX_REASONS:
        users.set_flow(user, FLOW_ADD)  # typing straight away adds a reason
        text += "\n\n" + T.TYPE_TO_ADD_REASON
    await reply(update, context, text, rows)


async def show(update: Update, context: BotContext, user: User, page: int = 0) -> bool:
    """The list as a new message (other features call this through show_reasons).

    True when there were reasons to list.
    """
    text, rows = await _page(context, user, page, picking=False)
    await reply(update, context, text, rows)
    return text != T.REASONS_NONE


async def _page(context: BotContext, user: User, page: int, *, picking: bool) -> tuple[str, Rows]:
    """One page of the list; with `picking`, number buttons to remove one."""
    reasons = await memory.oldest_first(context.session, Reason, user.id)
    if not reasons:
        return T.REASONS_NONE, [add_row()]
    lines = [f"{n}. {_line(context, r)}" for n, r in enumerate(reasons, start=1)]
    pages = memory.pack_pages([len(line) + 1 for line in lines], PAGE_BUDGET)
    page = min(max(page, 0), len(pages) - 1)
    shown = pages[page]
    title = T.REASONS_TITLE
    if len(pages) > 1:
        title += " " + T.REASONS_PAGE.format(page=page + 1, pages=len(pages))
    text = "\n".join([title, *(lines[i] for i in shown)])
    nav = pager_row("rs:pick" if picking else "rs:list", page, len(pages), (T.BTN_PREV, T.BTN_NEXT))
    if picking:
        numbers = [(str(i + 1), f"rs:del:{reasons[i].id}") for i in shown]
        rows = [numbers[start : start + 5] for start in range(0, len(numbers), 5)]
        return f"{text}\n\n{T.REASON_PICK}", [*rows, nav, [(T.BTN_CANCEL, f"rs:list:{page}")]]
    actions = [*add_row(), (T.BTN_REASON_REMOVE, f"rs:pick:{page}")]
    return text, [row for row in (nav, actions) if row]


def _line(context: BotContext, reason: Reason) -> str:
    text = reveal(context, reason.body)
    return T.UNREADABLE_SHORT if text is None else escape(text)


async def ask_reason(update: Update, context: BotContext, user: User) -> None:
    try:
        await memory.ensure_room(context.session, Reason, user.id)
    except LimitReached as error:
        await refuse(update, context, error, too_long=T.REASON_TOO_LONG, full=T.REASONS_FULL)
        return
    users.set_flow(user, FLOW_ADD)
    await reply(
        update, context, T.REASON_ASK.format(limit=f"{memory.MAX_REASON_CHARS:,}"), [cancel_row()]
    )


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    await save_reason(update, context, user, text)


async def save_reason(update: Update, context: BotContext, user: User, text: str) -> None:
    now = context.deps.clock.now()
    reason = await keep_text(
        update,
        context,
        user,
        lambda: memory.add_reason(
            context.session, context.deps.cipher, user_id=user.id, text=text, now=now
        ),
        step=FLOW_ADD,
        too_long=T.REASON_TOO_LONG,
        full=T.REASONS_FULL,
    )
    if reason is None:
        return
    total = await memory.count(context.session, Reason, user.id)
    rows = [[(T.BTN_REASON_ANOTHER, "rs:add"), (T.BTN_REASONS_SEE, "rs:list:0")]]
    await reply(update, context, T.REASON_ADDED.format(count=total), rows)


async def on_button(update: Update, context: BotContext, user: User, parts: list[str]) -> None:
    """rs:add, rs:list:<page>, rs:pick:<page>, rs:del:<id>, rs:delyes:<id>."""
    action = parts[1] if len(parts) > 1 else ""
    number = parse_id(parts[2]) if len(parts) > 2 else None
    if action == "add":
        await ask_reason(update, context, user)
    elif action in ("list", "pick"):
        text, rows = await _page(context, user, number or 0, picking=action == "pick")
        await edit(update, context, text, rows)
    elif action in ("del", "delyes") and number is not None:
        await _remove(update, context, user, number, confirmed=action == "delyes")


async def _remove(
    update: Update, context: BotContext, user: User, reason_id: int, *, confirmed: bool
) -> None:
    reason = await memory.get(context.session, Reason, user.id, reason_id)
    see_list = [[(T.BTN_REASONS_SEE, "rs:list:0")]]
    if reason is None:
        await edit(update, context, T.REASON_GONE, see_list)
    elif confirmed:
        await memory.remove(context.session, Reason, user.id, reason.id)
        await edit(update, context, T.REASON_REMOVED, see_list)
    else:
        text = T.REASON_CONFIRM_REMOVE.format(text=_line(context, reason))
        await edit(update, context, text, confirm_rows(f"rs:delyes:{reason.id}", "rs:list:0"))
