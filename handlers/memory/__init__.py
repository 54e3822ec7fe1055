"""The full memory: /journal, /reasons, /letter, /learn, and the entry points other features use.

Other features call `show_reasons`, `show_journal_entry`, `start_letter` and `offer_learn_card`,
or put these callback data on their buttons: `mem:reasons`, `mem:journal_one`, `mem:letter_new`,
`learn:offer:<moment>`. The flows themselves live in the modules beside this one.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from telegram import Update
from telegram.ext import CommandHandler, filters

from bot.context import BotApp, BotContext, deps_of
from bot.domain.schedule import NEVER_STALE, ReminderKind
from bot.models import User
from bot.outbox.queue import KindSpec
from bot.texts import memory as T
from handlers.buttons import ButtonHandler, Pressed, on_buttons
from handlers.common import FlowHandler, FlowRouter, Rows, current_user
from handlers.memory import journal, learn, letters, reasons, writing
from handlers.memory.common import edit, leave_memory_flow
from handlers.pipeline import feature

# The text handler of each writing feature, by flow prefix.
WRITERS: dict[str, FlowHandler] = {
    "journal": journal.on_text,
    "reasons": reasons.on_text,
    "letter": letters.on_text,
}

# Public entry points -----------------------------------------------------------------------


async def show_reasons(update: Update, context: BotContext, user: User) -> bool:
    """Send the "why I left" list, or a kind prompt to add a first reason (with a button).

    True when there was a list to show.
    """
    return await reasons.show(update, context, user)


async def show_journal_entry(update: Update, context: BotContext, user: User) -> bool:
    """Send one journal entry, taking turns; a kind prompt to write one if there are none.

    True when an entry was shown.
    """
    return await journal.show_one(update, context, user)


async def save_journal_entry(update: Update, context: BotContext, user: User, text: str) -> None:
    """Keep text as a journal entry (then ask when it happened, as /journal does)."""
    await journal.save_entry(update, context, user, text)


async def start_letter(
    update: Update, context: BotContext, user: User, then: tuple[str, Rows] | None = None
) -> None:
    """Start the letter-writing step: the user's next text is kept as an unsent letter.

    `then`, a question and its buttons, is shown once the letter is saved."""
    await letters.start(update, context, user, then)


async def offer_learn_card(update: Update, context: BotContext, user: User, moment: str) -> bool:
    """Offer a card fitting `moment` ("high_intensity", "after_contact", ...) unless one was
    offered today. Returns whether it offered one."""
    return await learn.offer(update, context, user, moment)


# Wiring ------------------------------------------------------------------------------------


def _with_user(
    handle: Callable[[Update, BotContext, User, list[str]], Awaitable[None]],
) -> ButtonHandler:
    async def on_press(update: Update, context: BotContext, pressed: Pressed) -> None:
        await handle(update, context, current_user(context), pressed.parts)

    return on_press


async def _shortcut(update: Update, context: BotContext, pressed: Pressed) -> None:
    """mem:reasons, mem:journal_one, mem:letter_new, mem:cancel."""
    user = current_user(context)
    name = pressed.word(1)
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


def register(app: BotApp, router: FlowRouter) -> None:
    """Wire this feature's handlers, flows and scheduled-message kinds."""
    only_messages = filters.UpdateType.MESSAGE
    feature(app, CommandHandler("journal", journal.journal_command, only_messages))
    feature(app, CommandHandler("reasons", reasons.reasons_command, only_messages))
    feature(app, CommandHandler("letter", letters.letter_command, only_messages))
    feature(app, CommandHandler("learn", learn.learn_command, only_messages))
    on_buttons(app, "mem", _shortcut)
    on_buttons(app, "jr", _with_user(journal.on_button))
    on_buttons(app, "rs", _with_user(reasons.on_button))
    on_buttons(app, "lt", _with_user(letters.on_button))
    on_buttons(app, "learn", learn.on_button, answer_first=False)
    for prefix, handler in WRITERS.items():
        router.add(prefix, writing.guarded(handler))
    deps_of(app).kinds.register(
        KindSpec(ReminderKind.LETTER_QUESTION.value, letters.render_question, lateness=NEVER_STALE)
    )
