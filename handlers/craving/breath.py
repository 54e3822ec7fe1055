"""Ride the wave: box breathing paced by editing one message, step by step.

Pacing needs a clock that fires later: the JobQueue when it runs (polling, webhook, console),
or a `run_later(delay, step)` set as `Deps.breathing.run_later` (tests call the steps by hand,
so nothing sleeps). Without either, or with `Deps.breathing.seconds <= 0`, the caller shows the
whole rhythm in one message instead.
"""

from __future__ import annotations

import logging
from typing import Any

from telegram import Bot, Update
from telegram.error import TelegramError

from bot.context import BotContext, BreathStep, RunLater
from bot.texts import craving as T
from handlers.common import Rows, keyboard, reply

logger = logging.getLogger(__name__)


def frames() -> list[str]:
    """Every paced step: each phase of each round."""
    return [
        T.breath_frame(number, phase)
        for number in range(1, T.BREATH_ROUNDS + 1)
        for phase in range(len(T.BREATH_PHASES))
    ]


def _run_later(context: BotContext) -> RunLater | None:
    injected = context.deps.breathing.run_later
    if injected is not None:
        return injected
    queue = context.job_queue
    if queue is None or not queue.scheduler.running:
        return None

    def later(delay: float, step: BreathStep) -> None:
        async def job(_: Any) -> None:
            await step()

        queue.run_once(job, when=delay)

    return later


def _active(context: BotContext) -> dict[str, int]:
    """Messages being paced now -> their check-in (memory only: a restart stops the pacing)."""
    return context.deps.breathing.active


def stop(context: BotContext, checkin_id: int) -> None:
    """Stop pacing this check-in's breathing ("I'm done" pressed, or a rating typed)."""
    active = _active(context)
    for key in [key for key, value in active.items() if value == checkin_id]:
        del active[key]


async def start_paced(
    update: Update, context: BotContext, checkin_id: int, step_rows: Rows, final_rows: Rows
) -> bool:
    """Send the first step and plan the rest; False when pacing is not possible here."""
    seconds = context.deps.breathing.seconds
    run_later = _run_later(context) if seconds > 0 else None
    if run_later is None:
        return False
    steps = frames()
    message = await reply(update, context, steps[0], step_rows)
    key = f"{message.chat_id}:{message.message_id}"
    _active(context)[key] = checkin_id
    done = T.BREATH_DONE_FRAME.format(rounds=T.BREATH_ROUNDS)
    pacer = _Pacer(
        context.bot,
        _active(context),
        (message.chat_id, message.message_id),
        [(text, step_rows) for text in steps[1:]] + [(f"{done}\n\n{T.ASK_AFTER}", final_rows)],
        key,
    )
    run_later(seconds, pacer.step(0, run_later, seconds))
    return True


class _Pacer:
    """Edits one message through its frames; stops when its key leaves the active map."""

    def __init__(
        self,
        bot: Bot,
        active: dict[str, int],
        target: tuple[int, int],
        frames: list[tuple[str, Rows]],
        key: str,
    ) -> None:
        self.bot = bot
        self.active = active
        self.chat_id, self.message_id = target
        self.frames = frames
        self.key = key

    def step(self, index: int, run_later: RunLater, seconds: float) -> BreathStep:
        async def show() -> None:
            if self.key not in self.active:
                return
            text, rows = self.frames[index]
            try:
                await self.bot.edit_message_text(
                    text,
                    chat_id=self.chat_id,
                    message_id=self.message_id,
                    reply_markup=keyboard(rows),
                )
            except TelegramError as error:
                logger.info("breathing pacing stopped: %s", type(error).__name__)
                self.active.pop(self.key, None)
                return
            if index + 1 < len(self.frames):
                run_later(seconds, self.step(index + 1, run_later, seconds))
            else:
                self.active.pop(self.key, None)

        return show
