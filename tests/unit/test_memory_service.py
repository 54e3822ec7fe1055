"""Pure parts of the memory service: text limits, paging, choosing a card."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.services.memory import EmptyText, TextTooLong, clean_text, pack_pages, pick_card
from bot.texts import memory as T


def test_clean_text_trims_and_checks_the_limit() -> None:
    assert clean_text("  kept  \n", 10) == "kept"
    assert clean_text("x" * 10, 10) == "x" * 10
    with pytest.raises(EmptyText):
        clean_text(" \n\t ", 10)
    with pytest.raises(TextTooLong) as raised:
        clean_text("x" * 11, 10)
    assert (raised.value.limit, raised.value.length) == (10, 11)


def test_pack_pages_fills_pages_in_order() -> None:
    assert pack_pages([], 10) == []
    assert pack_pages([4, 4, 4], 10) == [range(0, 2), range(2, 3)]
    assert pack_pages([20, 1], 10) == [range(0, 1), range(1, 2)]  # too big: a page of its own


@given(st.lists(st.integers(min_value=1, max_value=50), max_size=60), st.integers(10, 200))
def test_pack_pages_covers_everything_within_budget(lengths: list[int], budget: int) -> None:
    pages = pack_pages(lengths, budget)
    assert [i for page in pages for i in page] == list(range(len(lengths)))
    for page in pages:
        assert len(page) == 1 or sum(lengths[i] for i in page) <= budget


def test_pick_card_avoids_the_last_one_when_it_can() -> None:
    assert pick_card(("a", "b"), None) == "a"
    assert pick_card(("a", "b"), "a") == "b"
    assert pick_card(("a",), "a") == "a"


def test_every_moment_names_real_cards_and_cards_are_short() -> None:
    for keys in T.CARDS_FOR_MOMENT.values():
        assert set(keys) <= set(T.CARDS_BY_KEY)
    assert len(T.CARDS) == 6
    for card in T.CARDS:
        assert len(card.body) < 700
        assert "should" not in card.body.lower()
