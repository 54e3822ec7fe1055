"""/learn: short reads on why this is so hard; a fitting one offered at most once a day."""

from __future__ import annotations

from telegram import Update

from bot.context import BotContext
from bot.models import User
from bot.services import memory
from bot.texts import memory as T
from handlers.buttons import Pressed
from handlers.common import Rows, current_user, reply
from handlers.memory.common import edit, leave_memory_flow, today


def _menu_rows() -> Rows:
    return [[(card.title, f"learn:card:{card.key}")] for card in T.CARDS]


async def learn_command(update: Update, context: BotContext) -> None:
    leave_memory_flow(current_user(context))
    await reply(update, context, T.LEARN_INTRO, _menu_rows())


async def offer(update: Update, context: BotContext, user: User, moment: str) -> bool:
    """Offer a card that fits the moment, unless one was offered today (the user's day)."""
    day = today(context, user)
    session = context.session
    if await memory.learn_card_offered_on(session, user.id) == day:
        return False
    candidates = T.CARDS_FOR_MOMENT.get(moment) or tuple(T.CARDS_BY_KEY)
    key = memory.pick_card(candidates, await memory.last_learn_card(session, user.id))
    await memory.mark_learn_offered(session, user.id, day, key)
    card = T.CARDS_BY_KEY[key]
    # "after_contact:replied" is worded like any "after_contact" offer.
    offer_text = T.LEARN_OFFER.get(moment.partition(":")[0], T.LEARN_OFFER_DEFAULT)
    text = offer_text.format(title=card.title)
    rows = [[(T.BTN_LEARN_READ, f"learn:card:{key}"), (T.BTN_LEARN_NOT_NOW, "learn:no")]]
    await reply(update, context, text, rows)
    return True


async def on_button(update: Update, context: BotContext, pressed: Pressed) -> None:
    """learn:offer:<moment> (answered with a notice when none is offered), learn:card:<key>,
    learn:menu, learn:no."""
    user, parts = current_user(context), pressed.parts
    action = pressed.word(1)
    if action == "offer":
        offered = await offer(update, context, user, ":".join(parts[2:]))
        await pressed.answer(None if offered else T.LEARN_ENOUGH_TODAY)
        return
    await pressed.answer()
    card = T.CARDS_BY_KEY.get(parts[2]) if action == "card" and len(parts) > 2 else None
    if card is not None:
        text = f"<b>{card.title}</b>\n\n{card.body}\n\n<i>{T.LEARN_FOOTER}</i>"
        await edit(update, context, text, [[(T.BTN_LEARN_MORE, "learn:menu")]])
    elif action == "no":
        await edit(update, context, T.LEARN_NOT_NOW)
    else:
        await edit(update, context, T.LEARN_INTRO, _menu_rows())
