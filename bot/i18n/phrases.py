"""Typed words in the person's language, rewritten into the English the parsers read.

bot/texts/words.py lists the phrases (dates, times, months, days, answers); each language's
catalog says how people write them there ("vor {n} Stunden|vor {n} Std."). `to_english`
replaces every such phrase in a text by its English, so "gestern um 21:30" reaches the date
parser as "yesterday at 21:30". English stays understood in every language.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection
from dataclasses import dataclass

from bot.i18n.context import current, generation, using

_SLOTS = {"{n}": r"(?P<n>[0-9]{1,4})", "{time}": r"(?P<time>[0-9]{1,2}(?:[:.][0-9]{2})?)"}
# "12. März": the dot of a day number before a word (not the dots of "1.11.2026").
_ORDINAL_DOT = re.compile(r"(?<=\b[0-9])\.(?=\s+[^\W\d])|(?<=\b[0-9]{2})\.(?=\s+[^\W\d])")
# Private-use characters: no word character, digit or letter a phrase could match.
_HELD = "\ue000"
_HELD_BASE = 0xE100
_HELD_RE = re.compile(f"{_HELD}(.){_HELD}")
_SLOT_SPLIT = re.compile(r"(\{n\}|\{time\})")


@dataclass(frozen=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    english: str

    def replace(self, match: re.Match[str]) -> str:
        found = match.groupdict()
        return self.english.replace("{n}", found.get("n") or "").replace(
            "{time}", found.get("time") or ""
        )


def _pattern(template: str) -> re.Pattern[str] | None:
    template = " ".join(template.lower().split())
    if not template or not any(character.isalnum() for character in template):
        return None
    parts = [_SLOTS.get(part, re.escape(part)) for part in _SLOT_SPLIT.split(template) if part]
    body = "".join(parts).replace(r"\ ", r"\s+")
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)


# Which phrases each parser reads: dates and event times, and ranges of hours with days.
DATE_WORDS = frozenset({"when", "clock", "month"})
WINDOW_WORDS = frozenset({"clock", "weekday"})

_rules: dict[tuple[str, int], list[_Rule]] = {}


def rules(language: str | None = None) -> list[_Rule]:
    """The current language's rewriting rules, longest phrase first."""
    language = language or current()
    key = (language, generation())
    if key not in _rules:
        from bot.texts.words import entries

        with using(language):
            found = entries()
        candidates = []
        for kind, msgid, english, written in found:
            alternatives = {msgid, *written.split("|")} if written != msgid else {msgid}
            for alternative in alternatives:
                pattern = _pattern(alternative)
                if pattern is not None and alternative.strip().lower() != english:
                    candidates.append((len(alternative), _Rule(kind, pattern, english)))
        candidates.sort(key=lambda pair: -pair[0])
        _rules[key] = [rule for _length, rule in candidates]
    return _rules[key]


def to_english(text: str, kinds: Collection[str] | None = None) -> str:
    """`text` with every known phrase of the current language (of `kinds`) in English."""
    text = _ORDINAL_DOT.sub("", text)
    done: list[str] = []

    def hold(rule: _Rule, match: re.Match[str]) -> str:
        # English already put in place is held out of reach of the remaining (shorter)
        # phrases, so Spanish "ago" (August) never rewrites the "ago" of "2 hours ago".
        done.append(rule.replace(match))
        return f"{_HELD}{chr(_HELD_BASE + len(done) - 1)}{_HELD}"

    for rule in rules():
        if kinds is None or rule.kind in kinds:
            text = rule.pattern.sub(functools.partial(hold, rule), text)
    text = _HELD_RE.sub(lambda match: done[ord(match[1]) - _HELD_BASE], text)
    return " ".join(text.split())


def means(text: str, english: str) -> bool:
    """Whether a typed answer ("ja", "отмена") is the given English one ("yes", "cancel")."""
    words = " ".join(text.lower().strip(" .!?¡¿").split())
    return words == english or to_english(words, {"answer"}) == english
