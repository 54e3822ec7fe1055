"""The urgent moment: the danger screen on every text in every state (handlers.safety.screen),
/sos, the urgent message's buttons ("I'm not safe right now", "Continue where I was", "Reach my
person"…), the safety plan (handlers.safety.plan), /hide and /privacy (handlers.safety.hide)."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import CommandHandler, TypeHandler

from bot.context import BotApp, BotContext
from bot.domain.emergency import numbers_for
from bot.services import hide
from bot.services import plan as plans
from bot.services import safety as service
from bot.services import urgent as compose
from bot.services.urgent import Action
from bot.texts import safety as T
from bot.texts import urgent as U
from handlers.buttons import URGENT, ButtonHandler, Pressed, on_buttons
from handlers.common import FlowRouter, current_user, reply
from handlers.pipeline import Group, add_stage, feature
from handlers.safety import plan as plan_handlers
from handlers.safety import quick_hide as hiding
from handlers.safety.screen import links_html, record_screening, screen_update
from handlers.safety.steps import reading_of, urgent_keyboard
from handlers.start import onboarding


async def sos(update: Update, context: BotContext) -> None:
    """/sos: the country's number first, helplines, the plan, then a grounding exercise."""
    user = current_user(context)
    links = service.helpline_links((), user.settings.country)
    state = compose.PlanState.of(
        await plans.load_plan(context.session, context.deps.cipher, user.id)
    )
    paused = await hide.has_paused_step(context.session, user.id)
    shown = compose.sos(numbers_for(user.settings.country), links_html(links), state, paused=paused)
    message = await context.bot.send_message(
        user.chat_id, shown.text, reply_markup=urgent_keyboard(shown, None)
    )
    context.scope.sent_ids.append(message.message_id)
    await reply(update, context, f"{U.SOS_GROUND_INTRO}\n\n{T.GROUNDING}")


def make_on_urgent(router: FlowRouter) -> ButtonHandler:
    async def on_urgent(update: Update, context: BotContext, pressed: Pressed) -> None:
        """`urg:<action>:<who>`: the urgent message's, /sos's and "I'm not safe"'s buttons."""
        user = current_user(context)
        reading = reading_of(pressed.word(2))
        action = pressed.word(1)
        if action == Action.NOT_SAFE:
            plan = await plans.load_plan(context.session, context.deps.cipher, user.id)
            paused = await hide.has_paused_step(context.session, user.id)
            shown = compose.not_safe(
                reading, numbers_for(user.settings.country), plan, paused=paused
            )
            message = await context.bot.send_message(
                user.chat_id, shown.text, reply_markup=urgent_keyboard(shown, reading)
            )
            context.scope.sent_ids.append(message.message_id)
        elif action == Action.SAFE:
            await reply(update, context, compose.safe_ack(reading))
        elif action == Action.GROUND:
            await reply(update, context, T.GROUNDING)
        elif action == Action.CONTINUE:
            await continue_step(update, context, router)
        elif action == Action.PLAN:
            await plan_handlers.show_plan(update, context, user)
        elif action == Action.MAKE_PLAN:
            await plan_handlers.start_plan(update, context, user)
        elif action == Action.REACH:
            await reach(update, context)
        elif action == Action.HIDE:
            await hiding.hide_now(update, context)
        elif action == Action.SET_COUNTRY:
            await onboarding.ask(update, context, user, "country", "set")

    return on_urgent


async def continue_step(update: Update, context: BotContext, router: FlowRouter) -> None:
    """Bring back the step the urgent message paused, and show its question again."""
    user = current_user(context)
    flow = await hide.resume_step(context.session, user)
    if flow is None:
        await reply(update, context, U.CONTINUE_NOTHING)
        return
    resume = router.resumer(flow)
    if resume is None:
        await reply(update, context, U.CONTINUE_GENERIC)
        return
    await resume(update, context, user)


async def reach(update: Update, context: BotContext) -> None:
    """ "Reach my person": their numbers, and a share link the person sends themselves."""
    user = current_user(context)
    plan = await plans.load_plan(context.session, context.deps.cipher, user.id)
    shown = compose.reach(plan)
    markup = None
    if shown.share_url is not None:
        markup = InlineKeyboardMarkup(
            [[InlineKeyboardButton(U.BTN_SEND_MESSAGE, url=shown.share_url)]]
        )
    message = await context.bot.send_message(user.chat_id, shown.text, reply_markup=markup)
    context.scope.sent_ids.append(message.message_id)


def register(app: BotApp, router: FlowRouter) -> None:
    add_stage(app, Group.SCREEN, TypeHandler(Update, screen_update))
    add_stage(app, Group.RECORD, TypeHandler(Update, record_screening))
    feature(app, CommandHandler("sos", sos))
    on_buttons(app, URGENT, make_on_urgent(router))
    plan_handlers.register(app, router)
    hiding.register(app)
