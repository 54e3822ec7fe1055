"""A small, generic text classifier: hashed character and word n-grams, numpy at run time.

One place for every learned text model the bot has (the danger net today, free-text intents
later). Training lives in ``scripts/`` (scikit-learn, dev-only); this module only normalises,
extracts features and runs the committed weights. It is pure and deterministic: no network, no
download, no logging, and the hash is a fixed arithmetic one (never Python's salted ``hash()``),
so the same text gives the same features in every process.

Features, from :func:`normalise` (NFKC, casefolded, invisible characters and accents dropped,
apostrophes removed, guarded leetspeak, repeated characters collapsed, whitespace folded):

* character n-grams of the whole padded text (lengths ``char_min``..``char_max``), hashed with a
  polynomial rolling hash, all lengths at once in numpy;
* word unigrams and bigrams, hashed with CRC32.

Every n-gram lands in one of ``2**bits`` slots (multiplicative hashing); a text is the count of
each slot divided by the square root of its number of n-grams. Two model shapes read that
vector: ``linear`` (one weight row per slot, then a sigmoid for one output or a softmax for
several) and ``mlp`` (one hidden ReLU layer, then the same). Weights are stored as float16 in
an ``.npz`` and widened to float32 once, on load.
"""

from __future__ import annotations

import json
import re
import unicodedata
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float32]
IndexArray = npt.NDArray[np.int64]

# A text longer than this (after normalising) is cut to its head: callers that care about the
# rest of a long text score it in windows (see bot.safety.net).
MAX_CHARS = 1024

# Combining marks (accents, variation selectors) and invisible format characters (zero-width
# spaces and joiners, soft hyphens, bidi controls, tags) are dropped. Which characters those are
# is learned as they are met (unicodedata is the authority), so start-up stays fast.
_DROPPED = frozenset({"Mn", "Me", "Cf"})
_TRANSLATE: dict[int, str | None] = {}
for _apostrophe in "'\u2018\u2019\u201a\u201b\u2032\u2035\u02b9\u02bb\u02bc\u02bd\u0060\u00b4":
    _TRANSLATE[ord(_apostrophe)] = None
for _quote in "\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u2039\u203a":
    _TRANSLATE[ord(_quote)] = '"'
_SEEN: set[str] = {chr(c) for c in _TRANSLATE}
_SEEN_LIMIT = 100_000  # past this many distinct characters, stop remembering (hostile input)
_LEET_CHARS = "0134579@$"
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "9": "g"})
_LEET_SYMBOLS = str.maketrans({"@": "a", "$": "s"})
_LETTER = r"[^\W\d_]"
_LEET_IN_WORD = re.compile(rf"(?<={_LETTER})[0134579@$]+|[0134579@$]+(?={_LETTER})")
_REPEATS = re.compile(r"(.)\1+", re.DOTALL)
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"\w+")

_PRIME = np.uint64(0x100000001B3)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_S32 = np.uint64(32)
_WORD_SALT = 0x5BD1E9955BD1E995
_BIGRAM_SALT = 0xD6E8FEB86659FD93


def _leet(match: re.Match[str]) -> str:
    return match.group().translate(_LEET).translate(_LEET_SYMBOLS)


def normalise(text: str) -> str:
    """The one form every feature is read from; stable across processes and platforms."""
    if text.isascii():
        text = text.lower().replace("'", "").replace("`", "")
    else:
        text = unicodedata.normalize("NFKC", text).casefold()
        text = unicodedata.normalize("NFD", text)
        new = set(text).difference(_SEEN)
        table = _TRANSLATE if len(_SEEN) < _SEEN_LIMIT else dict(_TRANSLATE)
        for char in new:
            if unicodedata.category(char) in _DROPPED:
                table[ord(char)] = None
        if table is _TRANSLATE:
            _SEEN.update(new)
        text = text.translate(table)
    if any(c in text for c in _LEET_CHARS):
        text = _LEET_IN_WORD.sub(_leet, text)
    text = _REPEATS.sub(r"\1", text)
    return _SPACES.sub(" ", text).strip()


@dataclass(frozen=True, slots=True)
class FeatureSpec:
    bits: int = 18
    char_min: int = 2
    char_max: int = 5
    words: bool = True
    bigrams: bool = True

    @property
    def buckets(self) -> int:
        return 1 << self.bits

    def as_dict(self) -> dict[str, Any]:
        return {
            "bits": self.bits,
            "char_min": self.char_min,
            "char_max": self.char_max,
            "words": self.words,
            "bigrams": self.bigrams,
        }


def features(text: str, spec: FeatureSpec) -> IndexArray:
    """The feature slots of a text, one per n-gram occurrence (repeats kept: a slot's value is
    its count). The text is normalised here, and only its first ``MAX_CHARS`` are read."""
    form = normalise(text[: 2 * MAX_CHARS])[:MAX_CHARS]
    codes = np.frombuffer(f" {form} ".encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    parts: list[npt.NDArray[np.uint64]] = []
    rolling = codes
    with np.errstate(over="ignore"):
        for n in range(1, spec.char_max + 1):
            if n > 1:
                if len(rolling) <= 1:
                    break
                rolling = rolling[:-1] * _PRIME + codes[n - 1 :]
            if n >= spec.char_min:
                parts.append(rolling ^ np.uint64(n))
        if spec.words:
            words = _WORD.findall(form)
            if words:
                hashed = np.array(
                    [zlib.crc32(word.encode("utf-8")) for word in words], dtype=np.uint64
                )
                parts.append(hashed ^ np.uint64(_WORD_SALT))
                if spec.bigrams and len(words) > 1:
                    parts.append(((hashed[:-1] << _S32) | hashed[1:]) ^ np.uint64(_BIGRAM_SALT))
        if not parts:
            return np.zeros(0, dtype=np.int64)
        # Multiplicative (Fibonacci) hashing: the top bits of the product pick the slot.
        mixed = np.concatenate(parts) * _GOLDEN
    return (mixed >> np.uint64(64 - spec.bits)).astype(np.int64)


def _sigmoid(z: FloatArray) -> FloatArray:
    return (1.0 / (1.0 + np.exp(-np.clip(z, -40.0, 40.0)))).astype(np.float32)


def _softmax(z: FloatArray) -> FloatArray:
    shifted: FloatArray = np.exp(z - z.max(axis=1, keepdims=True)).astype(np.float32)
    total: FloatArray = shifted.sum(axis=1, keepdims=True)
    out: FloatArray = (shifted / total).astype(np.float32)
    return out


class TextClassifier:
    """Committed weights over hashed features: ``probabilities(texts)`` gives one row per text,
    one column per class (a single column, P(positive), for a binary model)."""

    def __init__(
        self,
        spec: FeatureSpec,
        classes: Sequence[str],
        layers: Sequence[tuple[FloatArray, FloatArray]],
    ) -> None:
        if not layers:
            raise ValueError("a model needs at least one layer")
        self.spec = spec
        self.classes = tuple(classes)
        self.layers = [(w.astype(np.float32), b.astype(np.float32)) for w, b in layers]
        if self.layers[0][0].shape[0] != spec.buckets:
            raise ValueError("the first layer must have one row per feature slot")

    @property
    def kind(self) -> str:
        return "linear" if len(self.layers) == 1 else "mlp"

    @property
    def nbytes(self) -> int:
        return sum(w.nbytes + b.nbytes for w, b in self.layers)

    def logits(self, texts: Sequence[str]) -> FloatArray:
        return self.logits_of([features(text, self.spec) for text in texts])

    def probabilities(self, texts: Sequence[str]) -> FloatArray:
        return self.probabilities_of([features(text, self.spec) for text in texts])

    def probabilities_of(self, slot_sets: Sequence[IndexArray]) -> FloatArray:
        """Like ``probabilities``, from the texts' ``features`` (computed once, shared by
        every model with the same spec)."""
        z = self.logits_of(slot_sets)
        return _sigmoid(z) if z.shape[1] == 1 else _softmax(z)

    def logits_of(self, slot_sets: Sequence[IndexArray]) -> FloatArray:
        first_w, first_b = self.layers[0]
        out = np.empty((len(slot_sets), first_w.shape[1]), dtype=np.float32)
        for row, slots in enumerate(slot_sets):
            if len(slots):
                out[row] = first_w[slots].sum(axis=0) * np.float32(1.0 / np.sqrt(len(slots)))
            else:
                out[row] = 0.0
        out += first_b
        for w, b in self.layers[1:]:
            out = np.maximum(out, 0.0, out=out) @ w + b
        return out

    def save(self, path: Path) -> None:
        arrays: dict[str, Any] = {
            "spec": np.array(json.dumps(self.spec.as_dict())),
            "classes": np.array(json.dumps(list(self.classes))),
        }
        for index, (w, b) in enumerate(self.layers):
            arrays[f"w{index}"] = w.astype(np.float16)
            arrays[f"b{index}"] = b.astype(np.float32)
        with path.open("wb") as handle:
            np.savez_compressed(handle, **arrays)

    @classmethod
    def load(cls, path: Path) -> TextClassifier:
        with np.load(path, allow_pickle=False) as data:
            spec = FeatureSpec(**json.loads(str(data["spec"])))
            classes = json.loads(str(data["classes"]))
            layers = []
            index = 0
            while f"w{index}" in data:
                layers.append((data[f"w{index}"], data[f"b{index}"]))
                index += 1
        return cls(spec, classes, layers)
