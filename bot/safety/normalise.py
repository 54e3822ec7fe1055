"""Text forms the rules are matched against.

NFKC, invisible characters dropped, quotes folded, emoji named, casefolded; then accent-stripped,
guarded-leetspeak ("k1ll", not "21:30") and spaced-letters-joined ("s u i c i d e") variants.
``collapse`` folds repeated letters ("kiiill" -> "kil"); rules are compiled in that shape too.
"""

from __future__ import annotations

import re
import unicodedata

_INVISIBLE = (
    "\u00ad\u034f\u061c\u115f\u1160\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c"
    "\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u3164\ufeff"
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))
    + "".join(chr(c) for c in range(0xE0000, 0xE0080))
)
_APOSTROPHES = "\u2018\u2019\u201a\u201b\u2032\u2035\u02b9\u02bb\u02bc\u02bd\u0060\u00b4\uff07"
_QUOTES = "\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u2039\u203a"

# Emoji that carry meaning for the screen become words; all other symbols become spaces.
_EMOJI_WORDS = {
    "💊": "pill",
    "💉": "needle",
    "🔪": "knife",
    "🗡": "knife",
    "🪓": "axe",
    "🔫": "gun",
    "🩸": "blood",
    "⚰": "coffin",
    "🪦": "grave",
    "🪢": "rope",
    "💀": "skull",
    "☠": "skull",
    "🆘": "sos",
    "🚨": "siren",
    "🚓": "police",
    "🚔": "police",
    "👮": "police",
    "🚑": "ambulance",
    "🏥": "hospital",
    "🩹": "bandage",
    "🤕": "hurt",
    "👊": "punch",
    "🤜": "punch",
    "🌉": "bridge",
    "🚆": "train",
    "🚂": "train",
    "🚄": "train",
    "😂": "lol",
    "🤣": "lol",
    "😹": "lol",
    "😆": "lol",
}

_DROP_INVISIBLE: dict[int, str | None] = {ord(c): None for c in _INVISIBLE}
_TRANSLATE: dict[int, str | None] = {}
_TRANSLATE.update({ord(c): "'" for c in _APOSTROPHES})
_TRANSLATE.update({ord(c): '"' for c in _QUOTES})
_TRANSLATE.update({ord(k): f" {v} " for k, v in _EMOJI_WORDS.items()})

_SYMBOLS = re.compile(
    "[\u2190-\u21ff\u2300-\u23ff\u2460-\u24ff\u2500-\u27bf\u2900-\u2bff\u3000-\u303f"
    "\U0001f000-\U0001faff]+"
)
# A run of emoji says no more than its first three, and would grow sixfold as words.
_EMOJI = "[\u2600-\u27bf\U0001f000-\U0001faff]"
_EMOJI_RUN = re.compile(f"((?:{_EMOJI}\\s*){{3}})(?:{_EMOJI}\\s*)+")
# The folded form of a window is bounded too (head and tail), whatever it expanded to.
_FOLDED_LIMIT = 8192
_PUNCT_RUN = re.compile(r"[^\w\s]{4,}")
_SPACES = re.compile(r"\s+")

# Leetspeak is only undone inside tokens that mix letters with digits or symbols ("k1ll",
# "$uicide"), so times, dates and counts ("21:30", "day 30") stay untouched. Cyrillic look-alike
# letters inside an otherwise Latin token are folded the same way.
_LEET = str.maketrans(
    {
        "0": "o",
        "1": "i",
        "3": "e",
        "4": "a",
        "5": "s",
        "7": "t",
        "@": "a",
        "$": "s",
        "!": "i",
        "|": "i",
        "€": "e",
        "а": "a",
        "е": "e",
        "о": "o",
        "і": "i",
        "с": "c",
        "р": "p",
        "х": "x",
        "у": "y",
        "к": "k",
        "м": "m",
        "т": "t",
    }
)
_LEET_TOKEN = re.compile(r"\S+")
_LATIN = re.compile(r"[a-z]")
# Counts and times ("4yo", "3am", "2nd", "10mg") are not leetspeak.
_COUNT = re.compile(
    r"(?:\d*1st|\d*2nd|\d*3rd|\d+th|\d+(?:yo|yrs?|am|pm|k|kg|km|mg|ml|hrs?|mins?|s|x|wks?|mo|"
    r"lbs?|ft|cm|mm|g))\W*$"
)
_LEET_MARK = re.compile(r"[013457@$!|€аеоісрхукмт]")
_TRAILING_PUNCT = re.compile(r"[.,!?;:)\"']+$")
_SPACED = re.compile(r"(?<!\w)(?:\w[ .*_\-]{1,2}){2,}\w(?!\w)")
_SPACED_SEP = re.compile(r"[ .*_\-]")
_REPEATS = re.compile(r"([^\W\d_])\1+")
# Hedges and intensifiers say nothing about danger but break a rule's word order ("this is
# probably my last message", "thinking about just not waking up"): one variant drops them.
_HEDGE_WORDS = (
    r"just|really|literally|honestly|probably|prolly|actually|kinda|sorta|lowkey|highkey|"
    r"seriously|totally|simply|basically|tbh|ngl|fr|legit|genuinely|truly|definitely|srsly"
)
_HEDGES = re.compile(rf"\b(?:{_HEDGE_WORDS})\b\W?")
_HEDGE_KEYS = re.compile(rf"\b(?:{_HEDGE_WORDS})\b")
# Same collapse applied to a pattern's source; a letter right after a backslash is an escape.
_REPEATS_IN_SOURCE = re.compile(r"(?<!\\)([^\W\d_])\1+")


def _fold(text: str) -> str:
    """The base form: NFKC, invisible characters gone, quotes folded, emoji named, casefolded."""
    text = unicodedata.normalize("NFKC", text).translate(_DROP_INVISIBLE)
    text = _EMOJI_RUN.sub(r"\1", text).translate(_TRANSLATE).casefold()
    text = _SYMBOLS.sub(" ", text)
    text = _PUNCT_RUN.sub(lambda m: m.group()[:3], text)
    text = _SPACES.sub(" ", text).strip()
    if len(text) > _FOLDED_LIMIT:
        half = _FOLDED_LIMIT // 2
        text = f"{text[:half]} . {text[-half:]}"
    return text


def _strip_marks(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    kept = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", kept)


def _unleet_token(match: re.Match[str]) -> str:
    token = match.group()
    if not _LEET_MARK.search(token) or not _LATIN.search(token) or _COUNT.match(token):
        return token
    tail = _TRAILING_PUNCT.search(token)
    cut = tail.start() if tail else len(token)
    return token[:cut].translate(_LEET) + token[cut:]


def _unleet(text: str) -> str:
    if not _LEET_MARK.search(text):
        return text
    return _LEET_TOKEN.sub(_unleet_token, text)


def _join_spaced(text: str) -> str:
    """ "s u i c i d e" -> "suicide" (three or more single characters in a row)."""
    return _SPACED.sub(lambda m: _SPACED_SEP.sub("", m.group()), text)


def collapse(text: str) -> str:
    return _REPEATS.sub(r"\1", text)


def collapse_source(source: str) -> str:
    """A pattern's source with doubled letters collapsed, to match collapsed text."""
    return _REPEATS_IN_SOURCE.sub(r"\1", source)


def _drop_hedges(text: str) -> str:
    return _HEDGES.sub("", text) if _HEDGE_KEYS.search(text) else text


def variants(text: str) -> tuple[str, str, str, str, str]:
    """The plain forms of one text, in a fixed order (duplicates kept, so pieces line up):
    folded, accent-stripped, leetspeak undone, spaced letters joined, hedges dropped."""
    base = _fold(text)
    plain = _strip_marks(base) if not base.isascii() else base
    leet = _unleet(plain)
    joined = _join_spaced(leet)
    return (base, plain, leet, joined, _drop_hedges(joined))
