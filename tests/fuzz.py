"""Random updates for the fuzz test (tests/story/test_fuzz.py) and scripts/fuzz.py.

A seeded generator of what Telegram may send: unicode and 4,096-character texts, commands with
odd arguments, real, stale and forged button data, edits, captions, stickers, voice notes,
groups, supergroups and channels, blocking and unblocking. `run_fuzz` feeds them to the real
Application and checks two things: no error reaches the error handler, and every button press
is answered.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from telegram import Update

from bot.clock import FakeClock
from bot.console.fakebot import BOT_ID, RecordingRequest
from bot.context import BotApp, BotContext

COMMANDS = (
    *("start", "help", "sos", "craving", "contact", "streak", "structured", "journal"),
    *("reasons", "letter", "learn", "risky", "dates", "reminders", "pause", "resume"),
    *("export", "delete", "settings", "cancel", "undo", "today"),
)
PHRASES = (
    "I want to text him",
    "i miss her so much",
    "he said he will kill me tonight",
    "i want to die",
    "ok",
    "yes",
    "no",
    "skip",
    "7",
    "10",
    "²",
    "٣",
    "22:00-23:00",
    "12-24",
    "2026-11-01",
    "yesterday",
    "berlin",
    "Europe/Berlin",
    "DE",
    "1",
    "0",
    "-1",
    "99999999999999999999",
    "/",
    "",
)
ODD = (
    "\u200b",
    "\u202e",
    "\ufeff",
    "\u0000",
    "🙂",
    "👩‍👩‍👧",
    "ﷺ",
    "𝕳𝖊",
    "<b>",
    "&amp;",
    "</a>",
    "%s",
    "{0}",
    "\n",
    "\t",
    "\\",
    "'",
    '"',
)
PREFIXES = (
    "sos",
    "craving",
    "mem",
    "journal",
    "reasons",
    "letter",
    "learn",
    "rem",
    "risky",
    "date",
    "contact",
    "streak",
    "struct",
    "onb",
    "settings",
    "privacy",
    "del",
    "breath",
    "x",
    "",
)


def random_text(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.35:
        return rng.choice(PHRASES)
    if roll < 0.5:
        return "".join(rng.choice(ODD + PHRASES) for _ in range(rng.randint(1, 8)))
    if roll < 0.6:
        return rng.choice("aé🙂ж漢\u200b ") * rng.choice((4000, 4095, 4096))
    if roll < 0.8:
        return "".join(chr(rng.choice(_CODEPOINTS)) for _ in range(rng.randint(1, 60)))
    return " ".join(rng.choice(PHRASES) for _ in range(rng.randint(2, 12)))


_CODEPOINTS = [
    *range(0x20, 0x7F),
    *range(0xA0, 0x250),
    *range(0x400, 0x450),
    *range(0x600, 0x660),
    *range(0x900, 0x970),
    *range(0x3040, 0x30FF),
    *range(0x4E00, 0x4E80),
    *range(0x1F300, 0x1F650),
    0x200B,
    0x200D,
    0x202E,
    0xFEFF,
]


def forged_data(rng: random.Random) -> str:
    prefix = rng.choice(PREFIXES)
    tail = rng.choice(
        (
            str(rng.randint(-(10**12), 10**12)),
            "²",
            "٣",
            "1e9",
            "0x10",
            "",
            ":",
            "::",
            "a" * rng.randint(1, 50),
            str(2**31),
            str(2**63),
            "-0",
            " 1",
        )
    )
    parts = [prefix, *(tail for _ in range(rng.randint(1, 3)))]
    data = ":".join(parts)
    return data.encode()[:64].decode(errors="ignore") or "x"


@dataclass
class FuzzStats:
    updates: int = 0
    callbacks: int = 0
    unanswered: list[str] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)


class Fuzzer:
    """Makes one random update at a time from a few people and chats."""

    def __init__(self, rng: random.Random, request: RecordingRequest, clock: FakeClock) -> None:
        self.rng = rng
        self.request = request
        self.clock = clock
        self.update_ids = 1
        self.message_ids = 1
        self.people = [424242, 424243, 424244]

    def _next_update_id(self) -> int:
        self.update_ids += 1
        return self.update_ids

    def _next_message_id(self) -> int:
        self.message_ids += 1
        return self.message_ids

    def _person(self, person: int) -> dict[str, Any]:
        return {"id": person, "is_bot": False, "first_name": "Sam", "language_code": "en"}

    def _chat(self, person: int) -> dict[str, Any]:
        roll = self.rng.random()
        if roll < 0.9:
            return {"id": person, "type": "private", "first_name": "Sam"}
        if roll < 0.95:
            return {"id": -1000 - person, "type": "group", "title": "G"}
        return {"id": -100_000_000 - person, "type": "supergroup", "title": "S"}

    def _message(self, person: int, chat: dict[str, Any]) -> dict[str, Any]:
        return {
            "message_id": self._next_message_id(),
            "date": int(self.clock.now().timestamp()),
            "chat": chat,
            "from": self._person(person),
        }

    def _button_data(self) -> str | None:
        """Data of a real button the bot sent (the newest, or an older, stale one)."""
        calls = [c for c in self.request.calls[-200:] if c.buttons]
        if not calls:
            return None
        call = calls[-1] if self.rng.random() < 0.6 else self.rng.choice(calls)
        data = [d for _, d in call.buttons if not d.startswith("http")]
        return self.rng.choice(data) if data else None

    def make(self) -> tuple[str, dict[str, Any]]:
        rng = self.rng
        person = rng.choice(self.people)
        chat = self._chat(person)
        message = self._message(person, chat)
        kind = rng.choices(
            (
                "text",
                "command",
                "button",
                "forged",
                "edit",
                "caption",
                "sticker",
                "voice",
                "channel",
                "member",
            ),
            weights=(30, 18, 22, 8, 6, 4, 3, 2, 2, 2),
        )[0]
        if kind == "text":
            message["text"] = random_text(rng)
            if not message["text"]:
                message["text"] = " "
            return kind, {"message": message}
        if kind == "command":
            command = "/" + rng.choice(COMMANDS)
            text = command if rng.random() < 0.5 else f"{command} {random_text(rng)}"
            text = text[:4096]
            message["text"] = text
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
            return kind, {"message": message}
        if kind in ("button", "forged"):
            data = self._button_data() if kind == "button" else None
            data = data or forged_data(rng)
            message["from"] = {"id": BOT_ID, "is_bot": True, "first_name": "No Contact"}
            message["text"] = "an older message"
            query = {
                "id": str(self._next_update_id() * 13),
                "from": self._person(person),
                "chat_instance": "ci",
                "data": data,
                "message": message,
            }
            return "button", {"callback_query": query}
        if kind == "edit":
            message["message_id"] = rng.randint(1, max(1, self.message_ids))
            message["edit_date"] = int(self.clock.now().timestamp())
            message["text"] = random_text(rng) or "x"
            return kind, {"edited_message": message}
        if kind == "caption":
            message["photo"] = [{"file_id": "p", "file_unique_id": "p", "width": 9, "height": 9}]
            if rng.random() < 0.8:
                message["caption"] = random_text(rng)[:1024] or "x"
            return kind, {"message": message}
        if kind == "sticker":
            message["sticker"] = {
                "file_id": "s",
                "file_unique_id": "s",
                "type": "regular",
                "width": 9,
                "height": 9,
                "is_animated": False,
                "is_video": False,
            }
            return kind, {"message": message}
        if kind == "voice":
            message["voice"] = {"file_id": "v", "file_unique_id": "v", "duration": 2}
            return kind, {"message": message}
        if kind == "channel":
            post = {
                "message_id": self._next_message_id(),
                "date": int(self.clock.now().timestamp()),
                "chat": {"id": -100_777, "type": "channel", "title": "C"},
                "text": random_text(rng) or "x",
            }
            return kind, {"channel_post": post}
        bot_user = {"id": BOT_ID, "is_bot": True, "first_name": "No Contact"}
        old, new = rng.choice((("member", "kicked"), ("kicked", "member"), ("left", "member")))
        payload = {
            "chat": chat,
            "from": self._person(person),
            "date": int(self.clock.now().timestamp()),
            "old_chat_member": {"status": old, "user": bot_user, "until_date": 0},
            "new_chat_member": {"status": new, "user": bot_user, "until_date": 0},
        }
        return "member", {"my_chat_member": payload}


async def run_fuzz(
    app: BotApp,
    request: RecordingRequest,
    clock: FakeClock,
    count: int,
    seed: int,
    progress: Callable[[int], None] | None = None,
) -> FuzzStats:
    """Feed `count` random updates to `app`; what went wrong, if anything."""
    stats = FuzzStats()

    async def collect(update: object, context: BotContext) -> None:
        if context.error is not None:
            stats.errors.append(context.error)

    others = dict(app.error_handlers)  # first: the pipeline's own handler stops the others
    app.error_handlers.clear()
    app.add_error_handler(collect)
    app.error_handlers.update(others)
    fuzzer = Fuzzer(random.Random(seed), request, clock)
    try:
        for number in range(count):
            kind, payload = fuzzer.make()
            update = Update.de_json({"update_id": fuzzer._next_update_id(), **payload}, app.bot)
            assert update is not None
            stats.updates += 1
            stats.kinds[kind] = stats.kinds.get(kind, 0) + 1
            mark = len(request.calls)
            await app.process_update(update)
            query = update.callback_query
            if query is not None and update.effective_chat is not None:
                stats.callbacks += 1
                answered = any(
                    c.method == "answerCallbackQuery"
                    and c.params.get("callback_query_id") == query.id
                    for c in request.calls[mark:]
                )
                chat_type = update.effective_chat.type
                if not answered and chat_type == "private":
                    stats.unanswered.append(query.data or "")
            if fuzzer.rng.random() < 0.1:
                clock.advance(timedelta(minutes=fuzzer.rng.choice((1, 7, 45, 60 * 5, 60 * 26))))
            if progress is not None and number % 500 == 0:
                progress(number)
    finally:
        app.remove_error_handler(collect)
    return stats
