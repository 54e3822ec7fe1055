"""Command line: `python -m bot run [--webhook] | console | migrate`."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from typing import TYPE_CHECKING

from bot.config import Settings, SettingsError, load_settings
from bot.logs import configure_logging
from bot.preflight import PRIVATE_UMASK, describe_database_error, prepare_data_dir

if TYPE_CHECKING:
    from bot.context import BotApp

logger = logging.getLogger("bot")

NO_TOKEN = (
    "No BOT_TOKEN set. To get one, message @BotFather on Telegram, send /newbot, and put the\n"
    "token in a .env file as BOT_TOKEN=... Starting console mode so you can try the bot now."
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="run the bot (polling, or --webhook)")
    run.add_argument("--webhook", action="store_true", help="receive updates through a webhook")
    commands.add_parser("console", help="talk to the bot in this terminal")
    commands.add_parser("migrate", help="apply database migrations and exit")
    return parser


def _migrate(settings: Settings) -> None:
    from bot.migrate import upgrade_head

    try:
        upgrade_head(settings.resolved_database_url)
    except Exception as error:  # unreachable server, missing database, unreadable file
        url = settings.resolved_database_url
        raise SettingsError(describe_database_error(url, error)) from None


REJECTED_TOKEN = "Setting BOT_TOKEN: Telegram rejected this token; copy it again from @BotFather"


def _run(settings: Settings, webhook: bool) -> int:
    from bot.app import build_application

    if settings.bot_token is None:
        print(NO_TOKEN, file=sys.stderr)
        return _console(settings)
    if webhook and (settings.webhook_url is None or settings.webhook_secret is None):
        print(
            "Setting WEBHOOK_URL and WEBHOOK_SECRET are both needed for --webhook.", file=sys.stderr
        )
        return 2
    from telegram.error import InvalidToken

    try:
        _serve(build_application(settings), settings, webhook)
    except InvalidToken:
        raise SettingsError(REJECTED_TOKEN) from None
    return 0


def _serve(app: BotApp, settings: Settings, webhook: bool) -> None:
    if webhook:
        assert settings.webhook_url is not None and settings.webhook_secret is not None
        from urllib.parse import urlsplit

        app.run_webhook(
            listen=settings.webhook_listen,
            port=settings.webhook_port,
            url_path=urlsplit(settings.webhook_url).path.lstrip("/"),
            webhook_url=settings.webhook_url,
            secret_token=settings.webhook_secret.get_secret_value(),
            allowed_updates=["message", "edited_message", "callback_query", "my_chat_member"],
        )
    else:
        app.run_polling(
            allowed_updates=["message", "edited_message", "callback_query", "my_chat_member"]
        )


def _console(settings: Settings) -> int:
    from bot.console.repl import run_console

    asyncio.run(run_console(settings))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    os.umask(PRIVATE_UMASK)  # the database, its WAL and the key file: owner only
    try:
        settings = load_settings()
        prepare_data_dir(settings)
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    talking_here = args.command == "console" or (args.command == "run" and not settings.bot_token)
    quiet = talking_here and "log_level" not in settings.model_fields_set
    # In console mode the terminal is the chat: keep routine INFO lines out of it.
    configure_logging("WARNING" if quiet else settings.log_level, secrets=_secrets(settings))
    try:
        _migrate(settings)
        if args.command == "migrate":
            print("Database is up to date.")
            return 0
        if args.command == "console":
            return _console(settings)
        return _run(settings, webhook=args.webhook)
    except SettingsError as error:  # e.g. an unreadable encryption key, found while wiring
        print(error, file=sys.stderr)
        return 2


def _secrets(settings: Settings) -> tuple[str, ...]:
    return tuple(
        secret.get_secret_value()
        for secret in (settings.bot_token, settings.webhook_secret, settings.encryption_key)
        if secret is not None
    )


if __name__ == "__main__":
    sys.exit(main())
