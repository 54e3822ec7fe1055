"""Every must-show message in disguise: people type on phones, in a hurry, in distress.

Each perturbation is deterministic (the typo is drawn from a generator seeded by the message's
CRC32), so a failure here reproduces exactly.
"""

from __future__ import annotations

import random
import re
import zlib
from collections import Counter
from collections.abc import Callable

import pytest

from bot.safety import Level, screen, screening
from tests.safety.test_corpus import MUST_NOT, MUST_SHOW

REQUIRED_RATE = 0.97

# Words a disguise is aimed at when the message has one (else its longest word).
_TRIGGERS = """
    kill killing die dead suicide suicidal pills pill hurt hurting cut cutting knife gun rope
    noose overdose threatened following tracker airtag stalking hit punched choked strangled
    raped door outside bruises danger safe live alive end harm blades bleed
"""
TRIGGER_WORDS = frozenset(_TRIGGERS.split())
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"})
WORD = re.compile(r"[^\W\d_]+")
FULL_WIDTH_OFFSET = 0xFEE0


def _target(message: str) -> str:
    words: list[str] = WORD.findall(message)
    for word in words:
        if word.lower() in TRIGGER_WORDS:
            return word
    return max(words, key=len) if words else ""


def _replace_once(message: str, word: str, new: str) -> str:
    return re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", new, message, count=1)


def curly_quotes(message: str) -> str:
    return message.replace("'", "\u2019").replace('"', "\u201c")


def no_apostrophes(message: str) -> str:
    return message.replace("'", "").replace("\u2019", "")


def leetspeak(message: str) -> str:
    word = _target(message)
    return _replace_once(message, word, word.translate(LEET)) if word else message


def stretched(message: str) -> str:
    word = _target(message)
    if not word:
        return message
    at = next((i for i, c in enumerate(word) if c.lower() in "aeiouy"), len(word) - 1)
    return _replace_once(message, word, word[:at] + word[at] * 4 + word[at + 1 :])


def zero_width(message: str) -> str:
    def split(match: re.Match[str]) -> str:
        word = match.group()
        half = len(word) // 2
        return word[:half] + "\u200b" + word[half:] if len(word) >= 4 else word

    return WORD.sub(split, message)


def full_width(message: str) -> str:
    return "".join(chr(ord(c) + FULL_WIDTH_OFFSET) if "!" <= c <= "~" else c for c in message)


def one_typo(message: str) -> str:
    """Drop one letter or swap it with the next, never a word's first letter."""
    rng = random.Random(zlib.crc32(message.encode("utf-8")))
    words = [m for m in WORD.finditer(message) if len(m.group()) >= 4]
    if not words:
        return message
    match = rng.choice(words)
    word = match.group()
    at = rng.randrange(1, len(word) - 1)
    if rng.random() < 0.5:
        typo = word[:at] + word[at + 1 :]
    else:
        typo = word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    return message[: match.start()] + typo + message[match.end() :]


def emoji_appended(message: str) -> str:
    return message + " 😭🙏"


def all_caps(message: str) -> str:
    return message.upper()


PERTURBATIONS: dict[str, Callable[[str], str]] = {
    "curly_quotes": curly_quotes,
    "no_apostrophes": no_apostrophes,
    "leetspeak": leetspeak,
    "stretched": stretched,
    "zero_width": zero_width,
    "full_width": full_width,
    "one_typo": one_typo,
    "emoji_appended": emoji_appended,
    "all_caps": all_caps,
}


def _variants(messages: list[str]) -> list[tuple[str, str, str]]:
    return [(name, m, f(m)) for m in messages for name, f in PERTURBATIONS.items()]


SHOW_VARIANTS = _variants([m for _, m in MUST_SHOW])


def test_perturbed_must_show_still_surfaces_help() -> None:
    misses = [(name, v) for name, _, v in SHOW_VARIANTS if screen(v).level is Level.NONE]
    rate = 1 - len(misses) / len(SHOW_VARIANTS)
    by_kind = Counter(name for name, _ in misses)
    print(f"\nperturbation pass rate {rate:.2%} ({len(misses)}/{len(SHOW_VARIANTS)} missed)")
    print("misses by perturbation:", dict(by_kind))
    for name, variant in misses:
        print(f"  {name}\t{variant}")
    assert rate >= REQUIRED_RATE


@pytest.mark.parametrize("name", [n for n in PERTURBATIONS if n != "one_typo"])
def test_each_mechanical_disguise_is_nearly_always_seen(name: str) -> None:
    """Only the typo changes letters; the other disguises must not cost more than a few."""
    variants = [v for kind, _, v in SHOW_VARIANTS if kind == name]
    misses = [v for v in variants if screen(v).level is Level.NONE]
    assert len(misses) <= 2, misses


def test_perturbations_are_deterministic() -> None:
    assert _variants([m for _, m in MUST_SHOW]) == SHOW_VARIANTS
    assert one_typo("i want to kill myself tonight") == one_typo("i want to kill myself tonight")


def test_disguised_harmless_messages_stay_quiet() -> None:
    variants = [v for _, _, v in _variants(MUST_NOT)]
    alarms = [v for v in variants if screen(v).level is not Level.NONE]
    assert len(alarms) / len(variants) <= 0.05, alarms


def test_prefilter_never_hides_a_match_in_disguise(
    monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    variants = [v for _, _, v in SHOW_VARIANTS] + [v for _, _, v in _variants(MUST_NOT)]
    if not request.config.getoption("--run-slow"):
        # Every variant screened twice takes most of a minute: the default run checks a fixed
        # eighth of them; CI (and --run-slow) checks them all.
        variants = variants[::8]
    fast = [screen(v) for v in variants]
    monkeypatch.setattr(screening, "PREFILTER", False)
    slow = [screen(v) for v in variants]
    assert [v for v, a, b in zip(variants, fast, slow, strict=True) if a != b] == []
