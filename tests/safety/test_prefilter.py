"""The prefilter's key finder: every key that occurs, overlapping ones included."""

from __future__ import annotations

from bot.safety.prefilter import KeyFinder, finder


def test_every_occurring_key_is_found_overlaps_included() -> None:
    keys = KeyFinder.build({"kill": (0,), "ill": (1,), "killing": (2,), "me": (3,), "xyz": (4,)})
    assert keys.present("he is killing me") == {"kill", "ill", "killing", "me"}
    assert keys.gated("he is killing me") == [0, 1, 2, 3]
    assert keys.present("nothing here") == frozenset()
    assert keys.gated("") == []


def test_a_key_shared_by_rules_gates_each_once_in_table_order() -> None:
    keys = KeyFinder.build({"die": (5, 1), "dying": (1, 3)})
    assert keys.gated("dying, die, die") == [1, 3, 5]


def test_no_keys_finds_nothing() -> None:
    empty = KeyFinder.build({})
    assert empty.present("anything") == frozenset()
    assert empty.gated("anything") == []


def test_the_rule_finders_are_built_once() -> None:
    assert finder(True) is finder(True)
    assert finder(False) is not finder(True)
    assert "kill" in finder(False).present("i will kill you")
