"""Console mode: talk to the real Application in a terminal, no Telegram needed."""

from __future__ import annotations

import asyncio
import html
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TextIO

from telegram import Update

from bot.app import build_application
from bot.clock import Clock
from bot.config import Settings
from bot.console.fakebot import ApiCall, RecordingRequest
from bot.console.updates import UpdateFactory
from bot.texts import progress as progress_texts

CONSOLE_USER_ID = 1
_TAG = re.compile(r"<[^>]{1,200}>")


def plain(text: str) -> str:
    return html.unescape(_TAG.sub("", text))


class ConsolePrinter:
    """Prints what the bot sends and remembers the last buttons shown.

    Files the bot sends (the /stats pictures, the /export copies) are saved into `save_dir`,
    the data folder, and their paths printed, since a terminal can't show them.
    """

    def __init__(self, out: TextIO, save_dir: Path | None = None) -> None:
        self.out = out
        self.save_dir = save_dir
        self.buttons: list[tuple[str, str]] = []
        self.buttons_message_id: int = 0
        self._next_id = 0

    def __call__(self, call: ApiCall) -> None:
        if call.method not in ("sendMessage", "editMessageText", "sendPhoto", "sendDocument"):
            return
        print(f"\nbot> {plain(call.text)}".replace("\n", "\n     "), file=self.out)
        for path in self._save(call):
            print(f"     {progress_texts.CONSOLE_SAVED.format(path=path)}", file=self.out)
        if call.buttons:
            self.buttons = call.buttons
            self.buttons_message_id = call.message_id or 0
            for number, (label, _) in enumerate(call.buttons, start=1):
                print(f"     [{number}] {label}", file=self.out)
        self.out.flush()

    def _save(self, call: ApiCall) -> list[Path]:
        if self.save_dir is None:
            return []
        saved = []
        for upload in call.uploads.values():
            name = Path(upload.filename or "file").name or "file"
            self.save_dir.mkdir(parents=True, exist_ok=True)
            path = (self.save_dir / name).resolve()
            path.write_bytes(upload.content)
            saved.append(path)
        return saved


def _make_update(factory: UpdateFactory, printer: ConsolePrinter, line: str) -> Update:
    if line.isdigit() and printer.buttons and 1 <= int(line) <= len(printer.buttons):
        label, data = printer.buttons[int(line) - 1]
        printer.buttons = []
        return factory.callback(data, message_id=printer.buttons_message_id, message_text=label)
    return factory.text(line)


def console_language(environ: Mapping[str, str] | None = None) -> str:
    """The terminal's language, as Telegram would send it: BOT_LANGUAGE, else the locale
    (LC_ALL, LC_MESSAGES, LANG: "de_DE.UTF-8" is German). It sets the language of a new console
    person; /language changes it afterwards, as in Telegram."""
    environ = os.environ if environ is None else environ
    for name in ("BOT_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "").split(".", 1)[0].split("@", 1)[0]
        if value and value not in ("C", "POSIX"):
            return value.replace("_", "-")
    return "en"


async def run_console(
    settings: Settings,
    *,
    stdin: TextIO = sys.stdin,
    out: TextIO = sys.stdout,
    clock: Clock | None = None,
) -> None:
    request = RecordingRequest()
    printer = ConsolePrinter(out, settings.data_dir)
    request.on_call = printer
    # One person at a terminal: pictures are drawn in a thread, no worker process to start.
    settings = settings.model_copy(update={"render_processes": 0})
    app = build_application(settings, request=request, clock=clock, console=True)
    factory = UpdateFactory(
        app.bot, user_id=CONSOLE_USER_ID, first_name="You", language_code=console_language()
    )
    interactive = stdin.isatty()
    async with app:
        await app.start()
        print("Console mode. Type a message, a number to press a button, /quit to leave.", file=out)
        try:
            while True:
                if interactive:
                    print("\nyou> ", end="", file=out, flush=True)
                line = await asyncio.to_thread(stdin.readline)
                if not line:
                    break
                line = line.rstrip("\n")
                if line.strip() == "/quit":
                    break
                if not line.strip():
                    continue
                if not interactive:
                    print(f"\nyou> {line}", file=out)
                await app.process_update(_make_update(factory, printer, line.strip()))
        finally:
            await app.stop()
