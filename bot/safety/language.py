"""Which of the covered languages a message most looks like, from its function words and script.

Each language's own rules are written for it; a phrase can mean danger in one language and be
an everyday idiom in its neighbour (Portuguese "me mato" is "I kill myself", Spanish "me mató"
is "it killed me"). A language rule that matches text which plainly reads as another language
therefore earns the gentle line, not the urgent one. Short or mixed text is "unsure" and never
softened. Pure and cheap: one tokenising pass and set lookups.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping
from typing import Final


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Words that are also common English words ("a", "do", "so", "was", "on") are left out of the
# other languages' lists: they would make English look like them.
_WORDS: Final[Mapping[str, frozenset[str]]] = {
    "en": _set(
        "the and is my me i you he she it to of in that this was have not with for just im "
        "dont what so but at on be are all like get got been would when"
    ),
    "es": _set(
        "el la los las que y de en un una es no me mi por para con pero muy ya lo se su del al "
        "esta estoy tengo yo porque cuando como mas hoy eso esto nada tambien hay fue era "
        "ese esa todo"
    ),
    "pt": _set(
        "o os que e de em um uma eu voce vc nao com mas muito mto ja se da na dos "
        "das meu minha ele ela pra para estou tenho isso hoje tambem tb porque pq ta ne "
        "foi era tudo"
    ),
    "fr": _set(
        "le la les et de des un une je tu il elle est pas que qui mais avec pour dans sur mon "
        "ma mes moi c'est j'ai suis ai ne ce ca tout tres trop plus"
    ),
    "de": _set(
        "der die das und ich du er sie es ist nicht mit mich mir ein eine zu auf fur aber mein "
        "meine hab habe bin war auch noch nur schon wie wenn dass heute nen"
    ),
    "it": _set(
        "il lo la gli le e di che un una non mi ho sono per con ma io lui lei mio mia del "
        "della anche piu cosa come oggi gia ancora perche xke cmq nn"
    ),
    "ru": _set(
        "что это он она я не меня мне как так все уже его ее был была когда только очень "
        "сейчас и в на с он мой моя"
    ),
    "uk": _set(
        "що це він вона я не мене мені як так все вже його її був була коли тільки дуже "
        "зараз і в на з та мій моя"
    ),
}
# Letters only one of the two Cyrillic languages uses (after accents are stripped).
_ONLY: Final[Mapping[str, str]] = {"uk": "іїєґ", "ru": "ыэъё"}
_TOKEN = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# How much more another language must score before a rule's own language counts as unlikely.
MARGIN: Final = 2
# Function words enough to say a text plainly reads as a language.
SURE: Final = 3


def _plain(token: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", token) if not unicodedata.combining(c))


@functools.lru_cache(maxsize=64)
def _scores(text: str) -> tuple[tuple[str, int], ...]:
    return tuple(_count(text).items())


def scores(text: str) -> dict[str, int]:
    """Evidence per language (see ``_count``); one count per text, however many of the screen's
    stages ask (the rules' skip, their softening and the model's threshold all do)."""
    return dict(_scores(text))


def _count(text: str) -> dict[str, int]:
    """Evidence per language: its function words (with or without accents), plus its own
    letters for ru and uk."""
    lowered = text.casefold()
    tokens = [(token, _plain(token)) for token in _TOKEN.findall(lowered)]
    found = {
        lang: sum(token in words or plain in words for token, plain in tokens)
        for lang, words in _WORDS.items()
    }
    for lang, letters in _ONLY.items():
        found[lang] += 2 * sum(lowered.count(letter) > 0 for letter in letters)
    return found


RULE_LANGUAGES: Final = frozenset({"es", "pt", "fr", "de", "it", "ru", "uk"})


def dominant(text: str) -> str | None:
    """The one language ``text`` plainly reads as (at least ``SURE`` of its function words and
    more than any other), or None when that is unsure."""
    found = scores(text)
    best = max(found.values())
    leaders = [lang for lang, score in found.items() if score == best]
    return leaders[0] if best >= SURE and len(leaders) == 1 else None


def rule_languages_to_skip(text: str) -> frozenset[str]:
    """The languages whose rules need not run on ``text``: those with no sign of themselves (or
    far less than another) in a text that plainly reads as another (at least ``SURE`` function
    words of it). Most
    messages read as one language, so most other languages' rules, which could only misread
    them, are never run; a mixed message ("dice que me va a matar, what do i do") keeps them."""
    lowered = text.casefold()
    # Letters only one of Russian and Ukrainian has settle which of the two it is.
    only = {lang: any(letter in lowered for letter in letters) for lang, letters in _ONLY.items()}
    cyrillic = {"uk"} if only["ru"] and not only["uk"] else set()
    cyrillic |= {"ru"} if only["uk"] and not only["ru"] else set()
    found = scores(text)
    best = max(found.values())
    if best < SURE:
        return frozenset(cyrillic)
    return (
        frozenset(
            lang for lang in RULE_LANGUAGES if found[lang] == 0 or best - found[lang] >= 2 * MARGIN
        )
        | cyrillic
    )


def reads_as_another_language(rule_lang: str, text: str) -> bool:
    """Whether ``text`` plainly reads as a language other than ``rule_lang``."""
    found = scores(text)
    best = max(found.values())
    return best - found.get(rule_lang, 0) >= MARGIN
