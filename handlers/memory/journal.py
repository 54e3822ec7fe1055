"""/journal: write what actually happened on a hard day, optionally when; list, read, delete."""

from __future__ import annotations

from datetime import timedelta

from telegram import Update

from bot.context import BotContext
from bot.crypto import UnreadableText
from bot.domain import when
from bot.i18n.phrases import DATE_WORDS, to_english
from bot.models import User
from bot.models.memory import JournalEntry
from bot.services import memory, users
from bot.services.memory import EmptyText, LimitReached, TextTooLong
from bot.texts import memory as T
from handlers.buttons import MEMORY_JOURNAL_ONE
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
    today,
)

FLOW_TEXT = "journal:text"
FLOW_DATE = "journal:date"
FLOW_MORE = "journal:more"
PER_PAGE = 8


def write_row() -> list[tuple[str, str]]:
    return [(T.BTN_JOURNAL_WRITE, "jr:new")]


def entry_day(user: User, entry: JournalEntry) -> str:
    if entry.happened_on is not None:
        return format_day(entry.happened_on)
    return T.WRITTEN_ON.format(day=format_day(local_day(user, entry.created_at)))


def _saved_rows(entry_id: int) -> Rows:
    return [
        [
            (T.BTN_WHEN_TODAY, f"jr:when:{entry_id}:today"),
            (T.BTN_WHEN_YESTERDAY, f"jr:when:{entry_id}:yesterday"),
        ],
        [
            (T.BTN_WHEN_OTHER, f"jr:when:{entry_id}:other"),
            (T.BTN_WHEN_SKIP, f"jr:when:{entry_id}:skip"),
        ],
        [(T.BTN_ADD_MORE, f"jr:more:{entry_id}")],
    ]


def _after_rows(entry_id: int) -> Rows:
    return [[(T.BTN_ADD_MORE, f"jr:more:{entry_id}"), (T.BTN_WRITE_ANOTHER, "jr:new")]]


# Commands and entry points -------------------------------------------------------------------


async def journal_command(update: Update, context: BotContext) -> None:
    """/journal opens the menu; /journal <text> keeps the text as an entry right away."""
    user = current_user(context)
    leave_memory_flow(user)
    text = command_args(update)
    if text:
        await save_entry(update, context, user, text)
        return
    total = await memory.count(context.session, JournalEntry, user.id)
    rows: list[list[tuple[str, str]]] = [write_row()]
    if total:
        rows.append([(T.BTN_JOURNAL_LIST, "jr:list:0"), (T.BTN_JOURNAL_ONE, MEMORY_JOURNAL_ONE)])
    intro = T.JOURNAL_INTRO.format(count=T.journal_count(total))
    if total < memory.MAX_JOURNAL_ENTRIES:
        # Someone who types straight after /journal means it as an entry: keep it.
        users.set_flow(user, FLOW_TEXT)
        intro += "\n\n" + T.TYPE_TO_WRITE
    await reply(update, context, intro, rows)


async def ask_entry(update: Update, context: BotContext, user: User) -> None:
    try:
        await memory.ensure_room(context.session, JournalEntry, user.id)
    except LimitReached as error:
        await refuse(update, context, error, too_long=T.JOURNAL_TOO_LONG, full=T.JOURNAL_FULL)
        return
    users.set_flow(user, FLOW_TEXT)
    await reply(
        update, context, T.JOURNAL_ASK.format(limit=f"{memory.MAX_JOURNAL_CHARS:,}"), [cancel_row()]
    )


async def show_one(update: Update, context: BotContext, user: User) -> bool:
    """One entry, taking turns: never the same one twice in a row (unless it is the only one).

    True when an entry was shown.
    """
    entry = await memory.next_journal_entry(context.session, user.id)
    if entry is None:
        await reply(update, context, T.JOURNAL_NONE, [write_row()])
        return False
    total = await memory.count(context.session, JournalEntry, user.id)
    parts = [
        T.JOURNAL_ONE_TITLE.format(day=entry_day(user, entry)),
        body_html(reveal(context, entry.body)),
    ]
    rows: Rows = [[(T.BTN_JOURNAL_ANOTHER, MEMORY_JOURNAL_ONE)]] if total > 1 else [write_row()]
    if total == 1:
        parts.append(f"<i>{T.JOURNAL_ONE_ONLY}</i>")
    await reply(update, context, "\n\n".join(parts), rows)
    return True


# Typed steps ---------------------------------------------------------------------------------


async def on_text(update: Update, context: BotContext, user: User, text: str) -> None:
    step = user.flow or FLOW_TEXT
    entry_id = (user.flow_data or {}).get("id")
    if step in (FLOW_DATE, FLOW_MORE) and isinstance(entry_id, int):
        entry = await memory.get(context.session, JournalEntry, user.id, entry_id)
        if entry is None:
            users.set_flow(user, None)
            await reply(update, context, T.JOURNAL_GONE)
        elif step == FLOW_DATE:
            await _typed_date(update, context, user, entry, text)
        else:
            await _add_more(update, context, user, entry, text)
        return
    await save_entry(update, context, user, text)


async def save_entry(update: Update, context: BotContext, user: User, text: str) -> None:
    now = context.deps.clock.now()
    entry = await keep_text(
        update,
        context,
        user,
        lambda: memory.add_journal_entry(
            context.session, context.deps.cipher, user_id=user.id, text=text, now=now
        ),
        step=FLOW_TEXT,
        too_long=T.JOURNAL_TOO_LONG,
        full=T.JOURNAL_FULL,
    )
    if entry is None:
        return
    await reply(update, context, T.JOURNAL_SAVED, _saved_rows(entry.id))


async def _typed_date(
    update: Update, context: BotContext, user: User, entry: JournalEntry, text: str
) -> None:
    try:
        day = when.parse_start_date(to_english(text, DATE_WORDS), today(context, user))
    except when.WhenError as error:
        reason = T.JOURNAL_DATE_ERRORS.get(error.reason, T.JOURNAL_DATE_ERRORS["format"])
        await reply(
            update,
            context,
            f"{reason} {T.JOURNAL_DATE_RETRY}",
            [[(T.BTN_WHEN_SKIP, f"jr:when:{entry.id}:skip")]],
        )
        return
    memory.set_happened_on(entry, day)
    users.set_flow(user, None)
    await reply(
        update, context, T.JOURNAL_DATE_SET.format(day=format_day(day)), _after_rows(entry.id)
    )


async def _add_more(
    update: Update, context: BotContext, user: User, entry: JournalEntry, text: str
) -> None:
    try:
        memory.append_to_journal_entry(context.deps.cipher, entry, text)
    except UnreadableText:
        users.set_flow(user, None)
        await reply(update, context, T.UNREADABLE, [[(T.BTN_WRITE_ANOTHER, "jr:new")]])
        return
    except (EmptyText, TextTooLong) as error:
        rows = [[(T.BTN_WRITE_ANOTHER, "jr:new")]]
        await refuse(update, context, error, too_long=T.JOURNAL_MORE_TOO_LONG, full="", rows=rows)
        return
    users.set_flow(user, None)
    await reply(update, context, T.JOURNAL_MORE_ADDED, _after_rows(entry.id))


# Buttons -------------------------------------------------------------------------------------


async def on_button(update: Update, context: BotContext, user: User, parts: list[str]) -> None:
    """jr:new, jr:list:<page>, jr:when:<id>:<choice>, jr:read|more|del|delyes:<id>."""
    action = parts[1] if len(parts) > 1 else ""
    number = parse_id(parts[2]) if len(parts) > 2 else None
    if action == "new":
        await ask_entry(update, context, user)
    elif action == "list":
        await show_list(update, context, user, number or 0)
    elif action == "when" and number is not None and len(parts) > 3:
        await _when_button(update, context, user, number, parts[3])
    elif number is not None and action in ("read", "more", "del", "delyes"):
        await _entry_button(update, context, user, action, number)


async def _when_button(
    update: Update, context: BotContext, user: User, entry_id: int, choice: str
) -> None:
    entry = await memory.get(context.session, JournalEntry, user.id, entry_id)
    if entry is None:
        await edit(update, context, T.JOURNAL_GONE)
        return
    if choice == "other":
        users.set_flow(user, FLOW_DATE, {"id": entry.id})
        await reply(
            update, context, T.JOURNAL_ASK_DATE, [[(T.BTN_WHEN_SKIP, f"jr:when:{entry.id}:skip")]]
        )
        return
    if user.flow == FLOW_DATE:
        users.set_flow(user, None)
    if choice in ("today", "yesterday"):
        day = today(context, user) - timedelta(days=1 if choice == "yesterday" else 0)
        memory.set_happened_on(entry, day)
        await edit(
            update, context, T.JOURNAL_DATE_SET.format(day=format_day(day)), _after_rows(entry.id)
        )
    else:
        await edit(update, context, T.JOURNAL_DATE_SKIPPED, _after_rows(entry.id))


async def _entry_button(
    update: Update, context: BotContext, user: User, action: str, entry_id: int
) -> None:
    entry = await memory.get(context.session, JournalEntry, user.id, entry_id)
    if entry is None:
        await edit(update, context, T.JOURNAL_GONE, [[(T.BTN_BACK_TO_LIST, "jr:list:0")]])
    elif action == "read":
        await show_entry(update, context, user, entry)
    elif action == "more":
        users.set_flow(user, FLOW_MORE, {"id": entry.id})
        await reply(update, context, T.JOURNAL_MORE_ASK, [cancel_row()])
    elif action == "del":
        await edit(
            update,
            context,
            T.JOURNAL_CONFIRM_DELETE,
            confirm_rows(f"jr:delyes:{entry.id}", f"jr:read:{entry.id}"),
        )
    else:
        await memory.remove(context.session, JournalEntry, user.id, entry.id)
        await edit(update, context, T.JOURNAL_DELETED, [[(T.BTN_BACK_TO_LIST, "jr:list:0")]])


async def show_entry(update: Update, context: BotContext, user: User, entry: JournalEntry) -> None:
    text = reveal(context, entry.body)
    rows: list[list[tuple[str, str]]] = []
    if text is not None:
        rows.append([(T.BTN_ADD_MORE, f"jr:more:{entry.id}")])
    rows.append([(T.BTN_DELETE, f"jr:del:{entry.id}"), (T.BTN_BACK_TO_LIST, "jr:list:0")])
    await edit(update, context, f"<b>{entry_day(user, entry)}</b>\n\n{body_html(text)}", rows)


async def show_list(update: Update, context: BotContext, user: User, page: int) -> None:
    shown = await memory.page_of(context.session, JournalEntry, user.id, page, PER_PAGE)
    if shown is None:
        await edit(update, context, T.JOURNAL_NONE, [write_row()])
        return
    first, last = shown.offset + 1, shown.offset + len(shown.items)
    lines = [T.JOURNAL_LIST_TITLE.format(first=first, last=last, total=shown.total)]
    numbers: list[tuple[str, str]] = []
    for index, entry in enumerate(shown.items, start=first):
        preview = preview_html(reveal(context, entry.body))
        lines.append(f"{index}. <b>{entry_day(user, entry)}</b> · {preview}")
        numbers.append((str(index), f"jr:read:{entry.id}"))
    lines.append(f"\n{T.JOURNAL_LIST_HINT}")
    rows = [numbers[:4], numbers[4:], pager_row("jr:list", shown.page, shown.pages), write_row()]
    await edit(update, context, "\n".join(lines), [row for row in rows if row])
