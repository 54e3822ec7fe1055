"""Who is in danger, read from the screen's categories and a small look at the words.

The danger screen (bot.safety) says *that* a message is about danger and of which kind; this says
*whose*: the person themselves (suicide, self-harm, an overdose), the person at risk from someone
(threats, stalking, violence, an emergency in progress), a child, or someone else (a friend, or an
ex threatening to harm themselves, often to pull the person back). The urgent message's words,
buttons and helpline topic follow from it.

Pure and deterministic: plain values in, a Reading out; the text is never kept or logged. When the
words are unclear the reading leans to the person themselves, whose help is the broadest.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.domain.emergency import Service


class Who(StrEnum):
    SELF = "self"
    FROM_SOMEONE = "from_someone"
    CHILD = "child"
    SOMEONE_ELSE = "someone_else"


@dataclass(frozen=True, slots=True)
class Reading:
    who: Who
    # Someone else's threat to harm themselves, made by the ex (or "he"/"she" with no one else
    # named): their safety is for emergency services, and going back is not the answer.
    ex_threat: bool = False
    # A child is named in a message whose main danger is to the person ("in front of the kids").
    child_too: bool = False

    @property
    def need(self) -> Service:
        """The emergency service that fits best where a country has no general number."""
        if self.who is Who.SELF or (self.who is Who.SOMEONE_ELSE and not self.ex_threat):
            return Service.AMBULANCE
        return Service.POLICE


# The screen's category names (bot.safety.Category values), read as plain strings so this module
# stays independent of the screen's internals.
SELF_CATEGORIES: Final = frozenset({"suicide", "self_harm", "means"})
FROM_SOMEONE_CATEGORIES: Final = frozenset({"threat", "stalking", "violence", "emergency"})
CHILD_CATEGORY: Final = "child"


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{pattern})\b")


_HE_SHE = r"he|she|hes|shes|they|theyre|theyve|him|her|them"
_EX = (
    r"(?:my )?ex|exs|ex husband|ex wife|ex boyfriend|ex girlfriend|ex partner|husband|wife|"
    r"boyfriend|girlfriend|bf|gf|partner|baby daddy|baby mama|babys dad|kids dad|kids mum|"
    r"kids mom"
)
_OTHERS = (
    r"friend|friends|bestie|bff|mate|sister|brother|sis|bro|mum|mom|mother|dad|father|"
    r"parent|cousin|aunt|auntie|uncle|niece|nephew|grandma|grandpa|gran|nan|grandmother|"
    r"grandfather|roommate|flatmate|housemate|colleague|coworker|neighbour|neighbor|"
    r"classmate|teammate"
)
_CHILDREN = (
    r"son|sons|daughter|daughters|kid|kids|child|children|childrens|baby|babies|toddler|"
    r"stepson|stepdaughter|boy|girl|little one|little ones|little girl|little boy|"
    r"\d+ ?yo|\d+ year old|teen|teenager"
)

# Harm someone else does to themselves (or says they will).
_THIRD_SELF_HARM: Final = re.compile(
    r"\b(?:kill|hurt|harm|cut|end|shoot|hang|drown|starve|off|unalive|something to|stupid to)\w*"
    r"(?: \w+){0,2} (?:himself|herself|themselves|themself|hisself)\b"
    r"|\b(?:end|take|took|ending|taking|ended)\w*(?: \w+)? (?:his|her|their) (?:own )?life\b"
    r"|\bthreat\w* (?:to )?(?:commit |do )?suicide\b"
    r"|\bsuicide threats?\b"
    rf"|\b(?:{_HE_SHE}|{_OTHERS}|{_EX})\b(?: \w+){{0,4}} "
    r"(?:end it|end it all|overdosed|overdosing|ods|odd|attempted suicide|tried suicide|"
    r"is suicidal|s suicidal|was suicidal|took (?:a bunch of |all |too many |loads of )?"
    r"(?:his |her |their )?(?:pills|tablets)|is cutting|s cutting|slit (?:his|her|their))\b"
)
# Harm the person does to themselves, in the first person.
_FIRST_SELF_HARM: Final = re.compile(
    r"\b(?:myself|my (?:own )?life|i (?:want|wanna|wish) (?:to )?(?:die|be dead|disappear)|"
    r"kill me now|i (?:took|swallowed|cut|hurt|burned|burnt|overdosed|od|odd)|"
    r"im (?:going to|gonna|about to) (?:end|kill|jump|take)|"
    r"i (?:am|will|ll|might|could) (?:end|kill|jump|take|not be here)|"
    r"i (?:wasnt|werent|wont be|will not be|shouldnt be) here|better off without me|"
    r"i (?:cant|can not|cannot) (?:go on|do this anymore|take (?:it|this) anymore)|kms)\b"
)
_SOMEONE_ELSE_NAMED: Final = _words(_OTHERS)
_EX_NAMED: Final = _words(_EX)
_SOMEONE_ELSE_SUBJECT: Final = _words(rf"he|she|hes|shes|they|theyre|{_EX}")
_PRONOUN: Final = _words(r"he|she|hes|shes|he ll|she ll|hell|shell|he d|she d")
_IF_I: Final = re.compile(
    r"\b(?:if i|unless i|if you|until i|or else|if i dont|if i do not)\b"
    r"|\b(?:come back|take him back|take her back|get back together|answer|unblock|leave)\b"
)
_CHILD_NAMED: Final = re.compile(rf"\b(?:{_CHILDREN})\b")
# The person as the target of harm: "kill me", "hit me", "following me", "outside my door".
# "me" as the one harmed, not as the one told ("my son told me his dad hits him").
_ME_TARGET: Final = re.compile(
    r"\b(?:(?<!told )(?<!tells )(?<!tell )(?<!showed )(?<!shows )(?<!texted )(?<!asked )"
    r"(?<!called )me|us|my (?:door|house|flat|home|place|window|car|work|job|face|neck|throat)|"
    r"i (?:am|m|feel) (?:not safe|unsafe|scared|afraid|in danger)|im (?:not safe|unsafe|scared|"
    r"afraid|in danger|hiding)|i (?:locked|hid|ran))\b"
)
# Someone else as the one who harms the person: "he'll kill me", "she hit us".
_SOMEONE_HARMS_ME: Final = re.compile(
    rf"\b(?:{_HE_SHE}|{_EX})\b(?: \w+){{0,4}} "
    r"(?:kill|hurt|harm|hit|beat|stab|shoot|choke|strangle|attack|punch|kick|end|murder|get)\w*"
    r"(?: \w+)? (?:me|us)\b"
    r"|\b(?:he|she|they|ex)\b(?: \w+){0,2} (?:said|says|told me|wrote|texted|messaged|swore)"
    r"(?: \w+){0,3} (?:i|ill|you|youll|youre) (?:will |wont |will not |ll |are |re )?"
    r"(?:be dead|live to|not live|die|be next)\b"
)
# Harm done to another named person: "he hit my sister", "he's hurting my friend".
_HARM_TO_OTHER: Final = re.compile(
    r"\b(?:hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|attacked|attacking|stabbed|"
    r"choked|choking|strangled|punched|kicked|threatened|threatening|kill|killed)\b"
    rf"(?: \w+){{0,2}} (?:my|our|his|her|their) (?:{_OTHERS})\b"
)


def plain(text: str) -> str:
    """Lower case, accents and apostrophes folded, anything else a single space."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    folded = re.sub(r"['’‘`´]", "", folded)
    return " ".join(re.sub(r"[^\w]+", " ", folded).split())


def who_is_in_danger(categories: Iterable[str], text: str) -> Reading:
    """Whose danger this message is about, from the screen's categories and the words."""
    seen = {str(category) for category in categories}
    words = plain(text)
    self_harm = bool(seen & SELF_CATEGORIES)
    from_someone = bool(seen & FROM_SOMEONE_CATEGORIES)
    child_named = _CHILD_NAMED.search(words) is not None
    me_target = _ME_TARGET.search(words) is not None
    first_self = _FIRST_SELF_HARM.search(words) is not None
    third_self = _THIRD_SELF_HARM.search(words) is not None

    if third_self and not first_self:
        return Reading(Who.SOMEONE_ELSE, ex_threat=_is_the_ex(words))
    someone_acts = _SOMEONE_ELSE_SUBJECT.search(words) is not None
    if self_harm and not first_self and someone_acts and child_named:
        return Reading(Who.CHILD)  # "he said he'd drive off a cliff with the kids in the car"
    threatened = _SOMEONE_HARMS_ME.search(words) is not None
    if self_harm and (first_self or not ((from_someone and someone_acts) or threatened)):
        return Reading(Who.SELF, child_too=CHILD_CATEGORY in seen)
    child_target = _child_is_target(words)
    if CHILD_CATEGORY in seen or (from_someone and child_named and (child_target or not me_target)):
        if from_someone and me_target and not child_target:
            return Reading(Who.FROM_SOMEONE, child_too=True)
        return Reading(Who.CHILD)
    if from_someone or threatened:
        if _HARM_TO_OTHER.search(words) and not me_target:
            return Reading(Who.SOMEONE_ELSE)
        return Reading(Who.FROM_SOMEONE, child_too=child_named)
    return Reading(Who.SELF)


def _is_the_ex(words: str) -> bool:
    """Someone else's self-harm threat is the ex's when the ex is named, or only "he"/"she" is,
    or it comes with a condition on the person ("if I leave", "unless I come back")."""
    if _EX_NAMED.search(words) or _IF_I.search(words):
        return True
    return _PRONOUN.search(words) is not None and _SOMEONE_ELSE_NAMED.search(words) is None


_CHILD_TARGET: Final = re.compile(
    r"\b(?:hurt|hit|harm|kill|take|took|shake|shook|see|keep|keeps|kept)\w*(?: \w+){0,2} "
    rf"(?:my|our|the|his|her) (?:{_CHILDREN})\b"
    rf"|\b(?:scared|worried|afraid|frightened|terrified|fear\w*) (?:for|about) "
    rf"(?:my|our|the) (?:{_CHILDREN})\b"
)


def _child_is_target(words: str) -> bool:
    return _CHILD_TARGET.search(words) is not None
