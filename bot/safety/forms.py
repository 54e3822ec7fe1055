"""The texts one message is matched as: every normalised variant, plain and letter-collapsed,
idioms masked; long input cut into bounded windows; recent messages joined for split phrases."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.safety.idioms import mask
from bot.safety.normalise import collapse, variants
from bot.safety.typos import repair_typos


@dataclass(frozen=True, slots=True)
class Form:
    text: str
    collapsed: bool
    # Matches must start before and end after this offset (the split-message screen), if set.
    boundary: int | None = None
    # Built from the typo-repaired variant: its matches are only ever gentle.
    repaired: bool = False


_REPAIRED_VARIANT = 5  # position of the typo-repaired text in _all_variants()


def _all_variants(text: str) -> tuple[str, ...]:
    """The plain forms, then the spaced-letters-joined one with likely typos repaired."""
    plain = variants(text)
    return (*plain, repair_typos(plain[3]))


def forms(pieces: Sequence[str]) -> list[Form]:
    """Plain and collapsed forms of the pieces joined by a space; with two pieces, the
    boundary is where the second (the current message) starts."""
    per_piece = [_all_variants(piece) for piece in pieces]
    prepared: dict[tuple[str, bool], str] = {}

    def prepare(variant: str, collapsed: bool) -> str:
        if (variant, collapsed) not in prepared:
            text = collapse(variant) if collapsed else variant
            prepared[variant, collapsed] = mask(text, collapsed)
        return prepared[variant, collapsed]

    built: list[Form] = []
    seen: set[tuple[str, bool]] = set()
    for index in range(len(per_piece[0])):
        for collapsed in (False, True):
            parts = [prepare(v[index], collapsed) for v in per_piece]
            text = " ".join(parts)
            if (text, collapsed) in seen:
                continue
            seen.add((text, collapsed))
            boundary = len(parts[0]) if len(parts) == 2 else None
            built.append(Form(text, collapsed, boundary, repaired=index == _REPAIRED_VARIANT))
    return built


# Telegram caps a message at 4096 characters: anything longer is pasted or hostile. Such text is
# first cut to a bounded sample (the head, the tail and a few evenly spaced pieces), so the cost
# stays flat however long it is, and a danger phrase at the very end is still found.
_DIRECT_LIMIT = 4096
_EDGE = 2048
_SAMPLE = 1024
_SAMPLES = 4
_SPLIT_CONTEXT = 400
# Every rule runs over the whole of a short message. A longer one is screened in short,
# overlapping windows (the overlap is longer than any danger phrase in the corpus), so each
# window runs only the rules whose keys it holds, and text made of the rules' own words can't
# make every rule scan every character.
_SHORT = 512
_WINDOW = 160
_OVERLAP = 64
# The rules only look for a phrase that starts before the join and ends after it, and no danger
# phrase is longer than a window's overlap: a short stretch on each side is enough, and keeps
# one long earlier message from making every later message scan hundreds of characters.
SPLIT_RULE_CONTEXT = _OVERLAP


def _sample(text: str) -> list[str]:
    if len(text) <= _DIRECT_LIMIT:
        return [text]
    found = [text[:_EDGE], text[-_EDGE:]]
    step = len(text) // (_SAMPLES + 1)
    for index in range(1, _SAMPLES + 1):
        start = index * step
        found.append(text[start : start + _SAMPLE])
    return found


def _boundary(piece: str, low: int, high: int) -> int:
    """The last sentence end in ``piece[low:high]``, else its last space, else -1."""
    ends = [piece.rfind(mark, low, high) for mark in (". ", "! ", "? ", "\n")]
    best = max(ends)
    return best + 1 if best >= 0 else piece.rfind(" ", low, high)


def _cut(piece: str) -> list[str]:
    """Overlapping windows of about ``_WINDOW`` characters, cut at a sentence end or a space
    where one is near, so a window rarely starts or ends inside a sentence or a word."""
    found: list[str] = []
    start = 0
    while start + _WINDOW < len(piece):
        end = start + _WINDOW
        cut = _boundary(piece, end - _OVERLAP // 2, end)
        end = cut if cut > start else end
        found.append(piece[start:end])
        following = end - _OVERLAP
        cut = _boundary(piece, following, following + _OVERLAP // 2)
        start = cut + 1 if cut >= following else following
    found.append(piece[start:])
    return found


def windows(text: str) -> list[str]:
    """The whole text when short, else its short overlapping windows, repeats dropped."""
    if len(text) <= _SHORT:
        return [text]
    found = [window for piece in _sample(text) for window in _cut(piece)]
    return list(dict.fromkeys(found))  # periodic junk repeats one window


def split_pieces(
    recent: Sequence[str], text: str, context: int = _SPLIT_CONTEXT
) -> tuple[str, str] | None:
    """The tail of the last three recent messages and the head of this one (at most
    ``context`` characters each), or None."""
    earlier = " ".join(m for m in recent[-3:] if m)[-context:]
    current = text[:context]
    if not earlier.strip() or not current.strip():
        return None
    return earlier, current
