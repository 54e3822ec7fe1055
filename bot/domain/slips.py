"""Pure reading of a slip told in free text: which kind of contact, and when, if they said.

"i texted him last night" → reached out, last night; "I replied to her" → replied; "i looked at
his insta again" → a profile check. The time is read only from a short list of phrases the
/contact flow already understands, so "last night" logs last night and nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Final

from bot.domain import when

_REPLIED: Final = re.compile(
    r"\b(?:replied|reply|responded|answered|picked up|wrote back|texted back|messaged back"
    r"|called back)\b"
)
_PROFILE: Final = re.compile(
    r"\b(?:profile|insta|instagram|ig|facebook|fb|tiktok|stories|story|socials|linkedin"
    r"|stalk|stalked|stalking|looked him up|looked her up|looked them up)\b"
)
_TIME: Final = re.compile(
    r"\b(?:last night|last evening|this morning|this afternoon|this evening|tonight"
    r"|yesterday (?:morning|afternoon|evening|night)|yesterday|just now|an hour ago"
    r"|(?:a|an|one|two|three|four|five|six|[0-9]{1,2}) (?:hours?|hrs?|days?) ago"
    r"|(?:a|one|two|three|[0-9]) minutes? ago|earlier today|today)\b"
)
_ALIASES: Final = {"earlier today": "today", "last evening": "yesterday evening"}


@dataclass(frozen=True, slots=True)
class Said:
    kind: str  # an EventKind value
    at: datetime | None  # aware, in the zone of the ``now_local`` given
    phrase: str  # the words they used for the time, "" when none


def read_slip(text: str, now_local: datetime) -> Said:
    words = " ".join(text.casefold().replace("'", "").split())[:600]
    if _REPLIED.search(words):
        kind = "replied"
    elif _PROFILE.search(words):
        kind = "profile_check"
    else:
        kind = "reached_out"
    for match in _TIME.finditer(words):
        phrase = match.group()
        try:
            at = when.parse_event_time(_ALIASES.get(phrase, phrase), now_local)
        except when.WhenError:
            continue
        return Said(kind, at, phrase)
    return Said(kind, None, "")
