"""build_application(settings): the one composition root."""

from __future__ import annotations

import logging
from typing import Any

from telegram import BotCommandScopeAllPrivateChats, LinkPreviewOptions, Update
from telegram.constants import ParseMode
from telegram.ext import AIORateLimiter, Application, ApplicationBuilder, ContextTypes, Defaults
from telegram.request import BaseRequest

from bot.clock import Clock, SystemClock
from bot.config import Settings
from bot.context import DEPS_KEY, BotApp, BotContext, Deps, UpdateScope, bind_scope, unbind_scope
from bot.crypto import create_cipher
from bot.db import Database
from bot.fakebot import FAKE_TOKEN
from bot.safety import describe as describe_danger_screen

logger = logging.getLogger(__name__)


class BotApplication(Application):  # type: ignore[type-arg]
    """Opens one transaction per update around all handler groups."""

    async def process_update(self, update: object) -> None:
        deps: Deps = self.bot_data[DEPS_KEY]
        async with deps.db.session_scope() as session:
            scope = UpdateScope(session)
            token = bind_scope(scope)
            try:
                await super().process_update(update)
                await self._flush_gentle_line(update, scope)
            finally:
                unbind_scope(token)

    async def _flush_gentle_line(self, update: object, scope: UpdateScope) -> None:
        """A gentle safety line nobody's reply carried still goes out on its own."""
        line = scope.values.pop("gentle_line", None)
        if isinstance(line, str) and isinstance(update, Update) and update.effective_chat:
            await self.bot.send_message(update.effective_chat.id, line)


async def _post_init(app: Application) -> None:  # type: ignore[type-arg]
    from handlers import all_commands

    await app.bot.set_my_commands(all_commands(), scope=BotCommandScopeAllPrivateChats())
    deps: Deps = app.bot_data[DEPS_KEY]
    for hook in deps.extras.get("post_init_hooks", []):
        await hook(app)


async def _post_shutdown(app: Application) -> None:  # type: ignore[type-arg]
    deps: Deps = app.bot_data[DEPS_KEY]
    await deps.db.dispose()


def build_application(
    settings: Settings,
    *,
    request: BaseRequest | None = None,
    clock: Clock | None = None,
    extras: dict[str, Any] | None = None,
) -> BotApp:
    """Wire settings, database, bot and handlers. `request` replaces the network (tests)."""
    from handlers import register

    token = settings.bot_token.get_secret_value() if settings.bot_token else FAKE_TOKEN
    builder = (
        ApplicationBuilder()
        .application_class(BotApplication)
        .token(token)
        .base_url(settings.telegram_base_url)
        .base_file_url(settings.telegram_base_file_url)
        .defaults(
            Defaults(
                parse_mode=ParseMode.HTML,
                link_preview_options=LinkPreviewOptions(is_disabled=True),
            )
        )
        .rate_limiter(AIORateLimiter(max_retries=0))
        .context_types(ContextTypes(context=BotContext))
        .post_init(_post_init)
        .post_shutdown(_post_shutdown)
    )
    if request is not None:
        builder = builder.request(request).get_updates_request(request)
    app: BotApp = builder.build()  # type: ignore[assignment]
    deps = Deps(
        settings=settings,
        db=Database(settings.resolved_database_url),
        clock=clock or SystemClock(),
        extras=dict(extras or {}),
        cipher=create_cipher(settings),
    )
    app.bot_data[DEPS_KEY] = deps
    register(app)
    logger.info("%s", describe_danger_screen())
    logger.info("application built, kinds=%s", len(deps.kinds.specs))
    return app
