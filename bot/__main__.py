"""Command line: `python -m bot run [--webhook] | console | migrate`."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from bot.config import Settings, SettingsError, load_settings
from bot.logs import configure_logging

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

    upgrade_head(settings.resolved_database_url)


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
    app = build_application(settings)
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
    return 0


def _console(settings: Settings) -> int:
    from bot.console.repl import run_console

    asyncio.run(run_console(settings))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    talking_here = args.command == "console" or (args.command == "run" and not settings.bot_token)
    quiet = talking_here and "log_level" not in settings.model_fields_set
    # In console mode the terminal is the chat: keep routine INFO lines out of it.
    configure_logging("WARNING" if quiet else settings.log_level)
    _migrate(settings)
    if args.command == "migrate":
        print("Database is up to date.")
        return 0
    try:
        if args.command == "console":
            return _console(settings)
        return _run(settings, webhook=args.webhook)
    except SettingsError as error:  # e.g. an unreadable encryption key, found while wiring
        print(error, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
