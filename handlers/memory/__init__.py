"""The full memory: /journal, /reasons, /letter, /learn, and the entry points other features use.

Other features call `show_reasons`, `show_journal_entry`, `start_letter` and `offer_learn_card`,
or put these callback data on their buttons: `mem:reasons`, `mem:journal_one`, `mem:letter_new`,
`learn:offer:<moment>`. The flows themselves live in handlers/memory_*.py.
"""

from __future__ import annotations

from telegram import Update
from telegram.ext import Application, CallbackQueryHandler, CommandHandler, filters

from bot.context import DEPS_KEY, BotContext, Deps
from bot.domain.schedule import ReminderKind
from bot.models import User
from bot.outbox.queue import KindSpec
from bot.texts import memory as T
from handlers.common import FlowHandler, FlowRouter, Rows, callback_parts, current_user
from handlers.memory import journal as memory_journal
from handlers.memory import learn as memory_learn
from handlers.memory import letters as memory_letters
from handlers.memory import reasons as memory_reasons
from handlers.memory import writing
from handlers.memory.common import answer, edit, leave_memory_flow

# The text handler of each writing feature, by flow prefix.
WRITERS: dict[str, FlowHandler] = {
    "journal": memory_journal.on_text,
    "reasons": memory_reasons.on_text,
    "letter": memory_letters.on_text,
}

# Public entry points -----------------------------------------------------------------------


async def show_reasons(update: Update, context: BotContext, user: User) -> bool:
    """Send the "why I left" list, or a kind prompt to add a first reason (with a button).

    True when there was a list to show.
    """
    return await memory_reasons.show(update, context, user)


async def show_journal_entry(update: Update, context: BotContext, user: User) -> bool:
    """Send one journal entry, taking turns; a kind prompt to write one if there are none.

    True when an entry was shown.
    """
    return await memory_journal.show_one(update, context, user)


async def save_journal_entry(update: Update, context: BotContext, user: User, text: str) -> None:
    """Keep text as a journal entry (then ask when it happened, as /journal does)."""
    await memory_journal.save_entry(update, context, user, text)


async def start_letter(
    update: Update, context: BotContext, user: User, then: tuple[str, Rows] | None = None
) -> None:
    """Start the letter-writing step: the user's next text is kept as an unsent letter.

    `then`, a question and its buttons, is shown once the letter is saved."""
    await memory_letters.start(update, context, user, then)


async def offer_learn_card(update: Update, context: BotContext, user: User, moment: str) -> bool:
    """Offer a card fitting `moment` ("high_intensity", "after_contact", ...) unless one was
    offered today. Returns whether it offered one."""
    return await memory_learn.offer(update, context, user, moment)


# Wiring ------------------------------------------------------------------------------------


async def on_button(update: Update, context: BotContext) -> None:
    parts = callback_parts(update)
    user = current_user(context)
    prefix = parts[0] if parts else ""
    if prefix == "learn":
        await memory_learn.on_button(update, context, user, parts)
        return
    await answer(update)
    if prefix == "jr":
        await memory_journal.on_button(update, context, user, parts)
    elif prefix == "rs":
        await memory_reasons.on_button(update, context, user, parts)
    elif prefix == "lt":
        await memory_letters.on_button(update, context, user, parts)
    else:
        await _shortcut(update, context, user, parts[1] if len(parts) > 1 else "")


async def _shortcut(update: Update, context: BotContext, user: User, name: str) -> None:
    """mem:reasons, mem:journal_one, mem:letter_new, mem:cancel."""
    if name == "reasons":
        await show_reasons(update, context, user)
    elif name == "journal_one":
        await show_journal_entry(update, context, user)
    elif name == "letter_new":
        await start_letter(update, context, user)
    elif name == "cancel":
        leave_memory_flow(user)
        await edit(update, context, T.CANCELLED)
    elif name == "save":
        await writing.save_pending(update, context, user, WRITERS)


def register(app: Application, router: FlowRouter) -> None:  # type: ignore[type-arg]
    """Wire this feature's handlers, flows and scheduled-message kinds."""
    only_messages = filters.UpdateType.MESSAGE
    app.add_handler(CommandHandler("journal", memory_journal.journal_command, only_messages))
    app.add_handler(CommandHandler("reasons", memory_reasons.reasons_command, only_messages))
    app.add_handler(CommandHandler("letter", memory_letters.letter_command, only_messages))
    app.add_handler(CommandHandler("learn", memory_learn.learn_command, only_messages))
    app.add_handler(CallbackQueryHandler(on_button, pattern=r"^(mem|jr|rs|lt|learn):"))
    for prefix, handler in WRITERS.items():
        router.add(prefix, writing.guarded(handler))
    deps: Deps = app.bot_data[DEPS_KEY]
    deps.kinds.register(
        KindSpec(ReminderKind.LETTER_QUESTION.value, memory_letters.render_question)
    )
