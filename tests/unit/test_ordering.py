"""Concurrent updates: different people at once, one person's strictly in order, bounded."""

from __future__ import annotations

import asyncio
import random

from telegram import Update

from bot.ordering import PerPersonUpdates, person_key


def _update(update_id: int, user_id: int) -> Update:
    data = {
        "update_id": update_id,
        "message": {
            "message_id": update_id,
            "date": 0,
            "chat": {"id": user_id, "type": "private", "first_name": "Sam"},
            "from": {"id": user_id, "is_bot": False, "first_name": "Sam"},
            "text": "hi",
        },
    }
    update = Update.de_json(data, None)
    assert update is not None
    return update


async def test_each_person_in_order_people_at_once_and_never_above_the_limit() -> None:
    processor = PerPersonUpdates(limit=3)
    rng = random.Random(7)
    running: dict[int, int] = {}
    finished: dict[int, list[int]] = {}
    peak = 0
    overlap_seen = False

    async def handle(update_id: int, person: int) -> None:
        nonlocal peak, overlap_seen
        assert running.get(person, 0) == 0, "one person's updates overlapped"
        running[person] = 1
        busy = sum(running.values())
        peak = max(peak, busy)
        overlap_seen = overlap_seen or busy > 1
        await asyncio.sleep(rng.random() / 200)
        running[person] = 0
        finished.setdefault(person, []).append(update_id)

    tasks = []
    sent: dict[int, list[int]] = {}
    for update_id in range(1, 121):
        person = rng.choice((1, 2, 3, 4, 5))
        sent.setdefault(person, []).append(update_id)
        update = _update(update_id, person)
        tasks.append(
            asyncio.create_task(processor.process_update(update, handle(update_id, person)))
        )
    await asyncio.gather(*tasks)
    assert finished == sent
    assert overlap_seen and peak <= 3
    assert processor.people_waiting == 0  # nothing kept for people who are done


async def test_a_person_with_many_queued_updates_holds_one_slot() -> None:
    processor = PerPersonUpdates(limit=2)
    gate = asyncio.Event()
    done: list[str] = []

    async def slow(name: str) -> None:
        await gate.wait()
        done.append(name)

    async def quick(name: str) -> None:
        done.append(name)

    busy = [
        asyncio.create_task(processor.process_update(_update(i, 1), slow(f"a{i}")))
        for i in range(5)
    ]
    await asyncio.sleep(0)
    other = asyncio.create_task(processor.process_update(_update(9, 2), quick("b")))
    await asyncio.wait_for(other, 1)
    assert done == ["b"]
    gate.set()
    await asyncio.gather(*busy)
    assert done == ["b", "a0", "a1", "a2", "a3", "a4"]


def test_the_key_is_the_person_then_the_chat() -> None:
    assert person_key(_update(1, 42)) == 42
    assert person_key(object()) is None
    assert PerPersonUpdates(4).limit == 4
