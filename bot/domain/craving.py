"""Pure craving logic: spotting craving-like text, reading a 0–10 rating, ranking tools.

No I/O and no logging: the text a person writes never leaves this module.

Detection is deterministic and deliberately narrow. It only has to decide whether to *offer*
a check-in (one tap, never forced), so a miss costs little, while firing on ordinary use
("berlin", "i miss my dog", "should i text my mom") would be noise. A text fires when:

* an intent ("want to", "wanna", "about to", "thinking of", "should i", ...) comes before a
  contact verb ("text", "call", "message", "dm", "unblock", ...), followed by the end of the
  text, a word meaning the ex ("him", "her", "them", "my ex"), or a filler ("so bad", "again");
* an intent comes before a verb that needs a person ("see", "go back to", "talk to"), and
  that person is the ex;
* "miss" / "missing" is followed by the ex ("i miss her", "missing him so much"), or
  "want ... back" surrounds the ex ("i want him back");
* "trying not to text him", "the urge to call", "craving him".

A negation right before the intent ("i don't want to text him", "i won't call her") does not
fire. Apostrophes are dropped first ("don't" and "dont" read the same) and runs of three or
more letters shrink to one ("sooo", "himmm"; "callll" reads "cal", which is listed), so
common spellings and typos still match.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, time
from typing import Final
from zoneinfo import ZoneInfo

from bot.domain.schedule import LEARN_SPAN_HOURS, RiskyWindow

MAX_SCAN_CHARS: Final = 600
INTENSITY_MAX: Final = 10

# Tools in their default order; "contact" (I already reached out) is always offered last.
TOOLS: Final = ("breathe", "ground", "reasons", "record", "letter", "contact")
RANKED_TOOLS: Final = TOOLS[:-1]
TRIGGERS: Final = ("memory", "lonely", "online", "date", "contacted", "night", "other")
FOLLOWUP_MINUTES: Final = (10, 20, 30)
GROUNDING_STEPS: Final = (5, 4, 3, 2, 1)
_DAY_MINUTES: Final = 24 * 60

_APOSTROPHES: Final = str.maketrans(dict.fromkeys("'\u2018\u2019\u02bc\u0060\u00b4", ""))
_NON_WORD: Final = re.compile(r"[^a-z0-9]+")
_LONG_RUNS: Final = re.compile(r"([a-z])\1{2,}")

_EX: Final = (
    r"(?:him|her|them|em|my\s(?:ex|exbf|exgf)(?:\s(?:boyfriend|girlfriend|husband|wife"
    r"|partner|bf|gf|fiance|fiancee))?|the\sex|an\sex|ex|exbf|exgf|my\sabuser)"
)
_FILLER: Final = (
    r"(?:so|soo|really|badly|bad|again|now|right|rn|tonight|today|back|lol|already|just"
    r"|anyway|but|or|ugh|pls|please|omg|idk|though|tho|even)"
)
_CONTACT_VERB: Final = (
    r"(?:text|texting|txt|txting|tex|texx|textin|textng|message|messaging|msg|msging|dm|dming"
    r"|call|calling|cal|caling|ring|ringing|phone|phoning|facetime|email|emailing|contact|contacting"
    r"|unblock|unblocking|reach\sout|reaching\sout|send\s(?:a\s)?(?:text|message|msg|dm)"
    r"|hit\s(?:him|her|them)\sup|write|writing|reply|replying|respond|responding|answer"
    r"|answering)"
)
_PERSON_VERB: Final = (
    r"(?:see|seeing|visit|visiting|go\sback\sto|going\sback\sto|get\sback\swith"
    r"|get\sback\stogether\swith|talk\sto|talking\sto|speak\sto|speaking\sto|reply\sto"
    r"|replying\sto|respond\sto|answer|answering|write\sto|writing\sto|hear\sfrom"
    r"|check\son|look\sat|looking\sat|check|checking|stalk|stalking|hug|kiss|be\swith|run\sto)"
)
_INTENT: Final = (
    r"(?:want\sto|wanna|wana|wanta|wnat\sto|wamt\sto|want\s2|wants\sto|wanted\sto|need\sto"
    r"|needa|gonna|gona|going\sto|goin\sto|about\sto|bout\sto|abt\sto|dying\sto|tempted\sto"
    r"|close\sto|urge\sto|itching\sto|have\sto|gotta|might|should\si|should|shall\si|can\si"
    r"|could\si"
    r"|do\si|thinking\s(?:of|about)|thinkin\s(?:of|about)|think\sabout|considering|tryna"
    r"|keep\swanting\sto|almost|nearly|ready\sto|just\swant\sto|really\swant\sto|ill|i\swill)"
)
_ADVERB: Final = r"(?:\s(?:just|really|so|badly|actually|maybe|literally|quickly|secretly))?"
_NEGATION: Final = re.compile(
    r"(?:\b(?:dont|do\snot|didnt|wont|will\snot|never|not|cant|cannot|shouldnt|no)"
    r"(?:\s(?:really|even|ever))?\s)$"
)

_INTENT_CONTACT: Final = re.compile(
    rf"\b{_INTENT}{_ADVERB}\s{_CONTACT_VERB}(?:\s{_EX}|\s{_FILLER})?(?=\s{_FILLER}\b|\s{_EX}\b|$)"
)
_INTENT_PERSON: Final = re.compile(
    rf"\b{_INTENT}{_ADVERB}\s{_PERSON_VERB}\s(?:his\s|her\s)?{_EX}\b"
)
_INTENT_PROFILE: Final = re.compile(
    rf"\b{_INTENT}{_ADVERB}\s(?:check|look\sat|stalk|see)\s(?:his|her|their|my\sexs?)\s"
    r"(?:profile|page|insta|instagram|ig|facebook|fb|story|stories|socials|tiktok|snap|status)\b"
)
_MISS: Final = re.compile(
    rf"\b(?:miss|missing|mis|misss|missin)\s(?:{_EX}|us|how\s(?:he|she|they)"
    rf"|the\sway\s(?:he|she|they)|(?:his|her)\s(?:voice|smell|touch|hugs?|laugh))\b"
)
_WANT_BACK: Final = re.compile(rf"\b(?:want|wanna|need|miss)\s{_EX}\sback\b")
_TRYING_NOT: Final = re.compile(
    rf"\b(?:trying|try|tryin|hard|hardest|struggling|fighting|fight)\snot\sto\s"
    rf"(?:{_CONTACT_VERB}|{_PERSON_VERB}\s{_EX})\b"
)
_URGE: Final = re.compile(
    rf"\b(?:craving|cravings|urge|urges|pull|temptation)\s(?:to\s{_CONTACT_VERB}|to\s"
    rf"{_PERSON_VERB}\s{_EX}|for\s{_EX}|{_EX})\b"
    r"|\bcraving\s(?:is|hit|hits|again|so|bad|now)\b|\b(?:a|bad|big|strong|huge)\scraving$"
    rf"|\bcraving\s{_EX}\b|^(?:craving|cravings|urge|an\surge)$"
)
_POSITIVE: Final = (_INTENT_CONTACT, _INTENT_PERSON, _INTENT_PROFILE)
_ALWAYS: Final = (_WANT_BACK, _TRYING_NOT, _URGE)
_MISS_NEGATED: Final = re.compile(r"\b(?:dont|do\snot|never|wont|not)\s(?:really\s|even\s)?$")

_NUMBER_WORDS: Final = {
    word: value
    for value, word in enumerate(
        ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    )
}
_VALUE: Final = r"(\d{1,2}|" + "|".join(_NUMBER_WORDS) + r")"
_INTENSITY: Final = re.compile(
    r"(?:(?:its|it is|about|around|like|maybe|a|an|prob|probably|im at|at|still|now)\s){0,3}"
    rf"{_VALUE}(?:\s?(?:/|out of|of)\s?(?:10|ten))?(?:\s(?:now|rn|right now|still))?[.!]*"
)
# Inside a longer message only an explicit scale counts: "like a 9/10", "8 out of 10".
_INTENSITY_IN: Final = re.compile(rf"(?<![\w/]){_VALUE}\s?(?:/|out of)\s?(?:10|ten)\b")


def normalise(text: str) -> str:
    """Lowercase words separated by single spaces; apostrophes dropped, long runs shortened."""
    folded = unicodedata.normalize("NFKC", text[:MAX_SCAN_CHARS]).casefold()
    folded = folded.translate(_APOSTROPHES)
    folded = _NON_WORD.sub(" ", folded)
    folded = _LONG_RUNS.sub(r"\1", folded)
    return folded.strip()


def looks_like_craving(text: str) -> bool:
    """Whether free text reads like a wish to reach out to the ex (offer a check-in)."""
    words = normalise(text)
    if not words:
        return False
    if any(pattern.search(words) for pattern in _ALWAYS):
        return True
    for match in _MISS.finditer(words):
        if not _MISS_NEGATED.search(words[: match.start()]):
            return True
    for pattern in _POSITIVE:
        for match in pattern.finditer(words):
            if not _NEGATION.search(words[: match.start()]):
                return True
    return False


def parse_intensity(text: str) -> int | None:
    """A typed 0–10 rating ("7", "7/10", "about a 7", "like a 9/10", "nine"), else None."""
    words = " ".join(text[:MAX_SCAN_CHARS].casefold().translate(_APOSTROPHES).split())
    match = _INTENSITY.fullmatch(words)
    if match is None:
        return None
    return _value(match.group(1))


def intensity_in(text: str) -> int | None:
    """A rating anywhere in a message ("i want to call him, like a 9/10"), or a bare one."""
    bare = parse_intensity(text)
    if bare is not None:
        return bare
    words = " ".join(text[:MAX_SCAN_CHARS].casefold().translate(_APOSTROPHES).split())
    match = _INTENSITY_IN.search(words)
    return _value(match.group(1)) if match is not None else None


def _value(token: str) -> int | None:
    value = _NUMBER_WORDS.get(token)
    if value is None:
        value = int(token)
    return value if 0 <= value <= INTENSITY_MAX else None


@dataclass(frozen=True)
class Outcome:
    """One past check-in: which tools were used, and the rating before and after."""

    tools: tuple[str, ...]
    before: int | None
    after: int | None

    @property
    def drop(self) -> int | None:
        if self.before is None or self.after is None:
            return None
        return self.before - self.after


def rank_tools(history: Iterable[Outcome], order: Sequence[str] = RANKED_TOOLS) -> list[str]:
    """Tools whose use was followed by the biggest average drop first, then the rest in order.

    Only tools with a positive average drop move up: a tool that has not helped yet keeps
    its default place. Ties go to the tool used more often, then to the default order.
    """
    drops: dict[str, list[int]] = {}
    for outcome in history:
        drop = outcome.drop
        if drop is None:
            continue
        for tool in set(outcome.tools):
            if tool in order:
                drops.setdefault(tool, []).append(drop)
    helped = [tool for tool in order if tool in drops and sum(drops[tool]) > 0]
    helped.sort(key=lambda tool: (-sum(drops[tool]) / len(drops[tool]), -len(drops[tool])))
    return helped + [tool for tool in order if tool not in helped]


def best_tool(history: Iterable[Outcome]) -> str | None:
    """The tool whose use was followed by the biggest average drop, if any tool helped yet."""
    outcomes = list(history)
    ranked = rank_tools(outcomes)
    return ranked[0] if ranked and _helped(outcomes, ranked[0]) else None


def _helped(history: list[Outcome], tool: str) -> bool:
    drops = [o.drop for o in history if tool in o.tools and o.drop is not None]
    return bool(drops) and sum(drops) > 0


def change_kind(before: int | None, after: int) -> str:
    """How a new rating compares: "down", "same", "up", or "unknown" without a first rating."""
    if before is None:
        return "unknown"
    if after < before:
        return "down"
    return "same" if after == before else "up"


def learned_window_at(hour: int) -> RiskyWindow:
    """The on-the-hour learned window starting at ``hour`` (as schedule proposes them)."""
    if not 0 <= hour <= 23:
        raise ValueError("hour out of range")
    return RiskyWindow(time(hour), time((hour + LEARN_SPAN_HOURS) % 24))


def count_in_window(moments: Iterable[datetime], zone: ZoneInfo, window: RiskyWindow) -> int:
    """How many instants fall, in local time, inside a daily window (weekdays ignored)."""
    start = _minutes(window.start)
    length = (_minutes(window.end) - start) % _DAY_MINUTES
    return sum(
        1
        for moment in moments
        if (_minutes(moment.astimezone(zone).time()) - start) % _DAY_MINUTES < length
    )


def _minutes(wall: time) -> int:
    return wall.hour * 60 + wall.minute
