"""The split-message cache stays bounded by time and size, whatever the number of people."""

from __future__ import annotations

from bot.services import safety
from bot.services.safety import RecentTexts


def test_keeps_the_last_texts_within_the_window() -> None:
    store: dict[int, list[tuple[float, str]]] = {}
    cache = RecentTexts(store)
    for second, text in enumerate(["a", "b", "c", "d"]):
        cache.remember(1, float(second), text)
    assert cache.recent(1, 4.0) == ["b", "c", "d"]
    assert cache.recent(1, 4.0 + safety.RECENT_WINDOW_SECONDS + 10) == []
    assert 1 not in store


def test_people_who_wrote_long_ago_are_swept_as_others_write() -> None:
    store: dict[int, list[tuple[float, str]]] = {}
    cache = RecentTexts(store)
    cache.remember(1, 0.0, "old")
    cache.remember(2, float(safety.RECENT_WINDOW_SECONDS + 1), "new")
    assert list(store) == [2]


def test_size_is_bounded_in_people_and_characters() -> None:
    store: dict[int, list[tuple[float, str]]] = {}
    cache = RecentTexts(store)
    long_text = "x" * 100_000
    for person in range(safety.RECENT_PEOPLE + 500):
        cache.remember(person, 1.0, long_text)
    assert len(store) == safety.RECENT_PEOPLE
    assert 0 not in store and safety.RECENT_PEOPLE + 499 in store
    texts = [text for entries in store.values() for _, text in entries]
    assert all(len(text) <= safety.RECENT_CHARS for text in texts)
    assert cache.recent(safety.RECENT_PEOPLE + 499, 2.0) == ["x" * safety.RECENT_CHARS]
