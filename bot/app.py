"""build_application(settings): the one composition root."""

from __future__ import annotations

import asyncio
import logging

from telegram import BotCommandScopeAllPrivateChats, LinkPreviewOptions
from telegram.constants import ParseMode
from telegram.ext import ApplicationBuilder, ContextTypes, Defaults
from telegram.request import BaseRequest, HTTPXRequest

from bot import i18n
from bot.clock import Clock, SystemClock
from bot.config import Settings
from bot.console.fakebot import FAKE_TOKEN
from bot.context import DEPS_KEY, BotApp, BotContext, Deps, deps_of
from bot.crypto import create_cipher
from bot.db import Database
from bot.ordering import PerPersonUpdates
from bot.outbox.dispatcher import Dispatcher
from bot.outbox.queue import KindRegistry
from bot.progress.offload import process_pool, thread_pool
from bot.sending import ReliableBot

logger = logging.getLogger(__name__)


MENU_TASK = "publish the command menu"
WARM_UP_TASK = "warm the danger screen"
# Long enough for the updates waiting at a restart to be answered first, on a slow machine too.
WARM_UP_DELAY_SECONDS = 1.0


async def _post_init(app: BotApp) -> None:
    deps = deps_of(app)
    # Nothing here waits on the network or the CPU: the menu (nine Bot API calls), the danger
    # screen and the chart worker are made ready in the background, so the updates already
    # waiting are answered as soon as polling starts.
    deps.background.append(asyncio.create_task(_publish_menu(app), name=MENU_TASK))
    deps.background.append(asyncio.create_task(_warm_up(app), name=WARM_UP_TASK))


async def _publish_menu(app: BotApp) -> None:
    """The menu in English for everyone, then in each other language for people whose
    Telegram is set to it (someone who picks another one with /language gets theirs)."""
    from handlers.menu import all_commands

    scope = BotCommandScopeAllPrivateChats()
    try:
        await app.bot.set_my_commands(all_commands(), scope=scope)
        for language in i18n.LANGUAGES:
            if language != i18n.DEFAULT:
                with i18n.using(language):
                    commands = all_commands()
                await app.bot.set_my_commands(commands, scope=scope, language_code=language)
    except Exception as error:  # the bot works without a menu; the next start sets it again
        logger.warning("could not publish the command menu error=%s", type(error).__name__)


async def _warm_up(app: BotApp) -> None:
    """After the first moments, load the danger screen (the model, then the rules a little at a
    time, giving way to updates between rules) and the intent model, and start the chart
    worker. A message that needs any of it sooner loads it on the spot: the wait only ever
    delays, never skips, screening."""
    await asyncio.sleep(WARM_UP_DELAY_SECONDS)
    from bot.safety import describe as describe_danger_screen
    from bot.safety.screening import warm_up_steps

    logger.info("%s", describe_danger_screen())
    render = deps_of(app).render
    if render.kind == "process":
        render.start_warming()  # the worker imports matplotlib, so the first /stats is quick
    for _ in warm_up_steps():
        await asyncio.sleep(0)
    from bot.intents.model import loaded as intent_model

    intent_model()  # numpy and the weights, so the first free text does not wait for them


async def _post_shutdown(app: BotApp) -> None:
    deps = deps_of(app)
    for task in deps.background:
        task.cancel()
    await asyncio.gather(*deps.background, return_exceptions=True)
    deps.render.close()
    await deps.db.dispose()


def build_application(
    settings: Settings,
    *,
    request: BaseRequest | None = None,
    clock: Clock | None = None,
    console: bool = False,
) -> BotApp:
    """Wire settings, database, bot and handlers. `request` replaces the network (tests);
    `console` says no message really reaches Telegram (console mode)."""
    from handlers import register
    from handlers.pipeline import BotApplication

    token = settings.bot_token.get_secret_value() if settings.bot_token else FAKE_TOKEN
    bot = ReliableBot(
        token,
        base_url=settings.telegram_base_url,
        base_file_url=settings.telegram_base_file_url,
        request=request or HTTPXRequest(connection_pool_size=256),
        get_updates_request=request or HTTPXRequest(),
        defaults=Defaults(
            parse_mode=ParseMode.HTML,
            link_preview_options=LinkPreviewOptions(is_disabled=True),
        ),
    )
    builder = (
        ApplicationBuilder()
        .application_class(BotApplication)
        .bot(bot)
        .concurrent_updates(PerPersonUpdates(settings.max_concurrent_updates))
        .context_types(ContextTypes(context=BotContext))
        .post_init(_post_init)
        .post_shutdown(_post_shutdown)
    )
    app: BotApp = builder.build()  # type: ignore[assignment]
    db = Database(settings.resolved_database_url, pool_size=settings.max_concurrent_updates)
    kinds = KindRegistry()
    now = clock or SystemClock()
    app.bot_data[DEPS_KEY] = Deps(
        settings=settings,
        db=db,
        clock=now,
        cipher=create_cipher(settings),
        kinds=kinds,
        dispatcher=Dispatcher(db, kinds, now, send_rate_per_second=settings.send_rate_per_second),
        render=(
            process_pool(settings.render_processes) if settings.render_processes else thread_pool()
        ),
        console=console,
    )
    register(app)
    logger.info("application built, kinds=%s", len(kinds.specs))
    return app
