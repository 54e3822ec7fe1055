"""Which rule keys occur in a text, in one regex pass, so most rules are skipped unrun."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from bot.safety.rules import RULES

_Trie = dict[str, "_Trie"]


def _trie_source(words: Iterable[str]) -> str:
    """A regex matching the longest of ``words`` at a position, factored like a trie so the
    engine rejects most positions on their first character."""
    root: _Trie = {}
    for word in words:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: _Trie) -> str:
        branches = [re.escape(char) + emit(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(root)


def _keys_inside(key: str, keys: frozenset[str]) -> frozenset[str]:
    """Every key that is a substring of ``key`` (itself included): from its substrings, not by
    testing every key against every other (thousands of keys made that take seconds)."""
    return frozenset(
        key[start:end]
        for start in range(len(key))
        for end in range(start + 1, len(key) + 1)
        if key[start:end] in keys
    )


@dataclass(frozen=True, slots=True)
class KeyFinder:
    """Which rule keys occur in a text: one regex pass plus a lookup."""

    finder: re.Pattern[str]
    # For each key, every key that is a substring of it (all of them occur where it does).
    implied: dict[str, frozenset[str]]

    @classmethod
    def build(cls, keys: frozenset[str]) -> KeyFinder:
        implied = {key: _keys_inside(key, keys) for key in keys}
        return cls(re.compile(f"(?=({_trie_source(keys)}))"), implied)

    def present(self, text: str) -> frozenset[str]:
        found = {m.group(1) for m in self.finder.finditer(text)}
        return frozenset().union(*(self.implied[key] for key in found))


# Keyed by whether the form is letter-collapsed.
FINDERS = {
    False: KeyFinder.build(frozenset().union(*(rule.keys for rule in RULES))),
    True: KeyFinder.build(frozenset().union(*(rule.collapsed_keys for rule in RULES))),
}
