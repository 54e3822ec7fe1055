"""Deterministic danger screen: ``screen(text, recent) -> Assessment``.

Pure, stdlib only, no I/O and no logging: the text of a message never leaves this module, and
``rule_ids`` name rules, never text. The caller fails open (shows the gentle line) if it raises.

How a message is screened:

1. *Normalise* into a few forms: NFKC, zero-width characters dropped, quotes folded, emoji named,
   casefolded; plus accent-stripped, guarded-leetspeak ("k1ll", not "21:30"), spaced-letters-
   joined ("s u i c i d e") and typo-repaired variants, each also with repeated letters
   collapsed to one ("kiiill", "sleeeep").
2. *Mask* a short list of harmless idioms ("this craving is killing me", "my phone died").
3. *Match* bounded pattern families per category; every rule has an id. Rules are written in
   normal spelling and compiled twice: as written for the plain forms, and with doubled letters
   collapsed for the collapsed forms, so one rule covers "kill", "kil" and "kiiiill". A rule runs
   only if one of its literal keys occurs in the text (one trie-shaped pass finds them).
4. *Soften* each match whose clause negates it ("I'm not going to hurt myself"), puts it in the
   past ("he used to threaten me, years ago") or is hyperbole ("I'd rather die than ..."), and any
   match found only after repairing a typo. A softened match lowers the level to gentle; it never
   removes help.

``recent`` (the same person's last few messages) is joined in front of the text; only matches
that straddle the join count, so a split phrase is caught and an old one is not counted twice.
Long input is screened in bounded windows (head, tail and evenly spaced samples), so a hostile
megabyte costs a few milliseconds and a danger phrase at its very end is still found.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Assessment", "Category", "Level", "Topic", "screen", "topics_for"]


class Level(StrEnum):
    NONE = "none"
    GENTLE = "gentle"
    URGENT = "urgent"


class Category(StrEnum):
    SUICIDE = "suicide"
    SELF_HARM = "self_harm"
    MEANS = "means"
    THREAT = "threat"
    STALKING = "stalking"
    VIOLENCE = "violence"
    EMERGENCY = "emergency"
    CHILD = "child"


class Topic(StrEnum):
    SUICIDAL_THOUGHTS = "suicidal-thoughts"
    ABUSE = "abuse-domestic-violence"


@dataclass(frozen=True, slots=True)
class Assessment:
    level: Level
    categories: tuple[Category, ...] = ()
    rule_ids: tuple[str, ...] = ()


_TOPIC_OF: dict[Category, Topic] = {
    Category.SUICIDE: Topic.SUICIDAL_THOUGHTS,
    Category.SELF_HARM: Topic.SUICIDAL_THOUGHTS,
    Category.MEANS: Topic.SUICIDAL_THOUGHTS,
    Category.THREAT: Topic.ABUSE,
    Category.STALKING: Topic.ABUSE,
    Category.VIOLENCE: Topic.ABUSE,
    Category.EMERGENCY: Topic.ABUSE,
    Category.CHILD: Topic.ABUSE,
}


def topics_for(categories: Iterable[Category]) -> tuple[Topic, ...]:
    """Helpline topics for these categories, in first-seen order, without repeats."""
    topics: list[Topic] = []
    for category in categories:
        topic = _TOPIC_OF[Category(category)]
        if topic not in topics:
            topics.append(topic)
    return tuple(topics)


# --------------------------------------------------------------------------------------------
# Normalisation
# --------------------------------------------------------------------------------------------

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


def _collapse(text: str) -> str:
    return _REPEATS.sub(r"\1", text)


def _variants(text: str) -> tuple[str, ...]:
    """The plain forms of one text, in a fixed order (duplicates kept, so pieces line up).
    The last one has likely typos repaired; matches found only there are kept gentle."""
    base = _fold(text)
    plain = _strip_marks(base) if not base.isascii() else base
    leet = _unleet(plain)
    joined = _join_spaced(leet)
    return (base, plain, leet, joined, _repair_typos(joined))


# --------------------------------------------------------------------------------------------
# Pattern vocabulary. Every gap is bounded: at most a few words, at most a few separators.
# --------------------------------------------------------------------------------------------

S = r"\W{1,6}"  # separator between words


def gap(n: int) -> str:
    """Up to ``n`` whole words, each followed by a separator (use between two separators)."""
    return rf"(?:\w{{1,24}}{S}){{0,{n}}}?"


# A gap that stays inside one short clause about one actor: no "i", "and", "but" ...
_STOP = r"(?!(?:i|but|so|then|when|while|because|until|if|or|me|you|after|before)\b)"
SGAP = rf"(?:{_STOP}\w{{1,24}}{S}){{0,4}}?"

ME_SELF = r"(?:my\W{0,3}self|myself|meself|mysef|myslef|my\W{1,3}own\W{1,3}self)"
MY_LIFE = r"(?:my\W{1,3}(?:own\W{1,3})?life)"
PERSON = (
    r"(?:he|she|they|hes|shes|theyre|my\W{1,3}ex|the\W{1,3}ex|ex|someone|somebody|someones|"
    r"somebodys|"
    r"some\W{1,3}(?:guy|man|dude|woman)|a\W{1,3}(?:guy|man|woman|stranger|car|van)|"
    r"his\W{1,3}(?!(?:words?|texts?|messages?|silence|story|stories|posts?|comments?|voice|"
    r"name|songs?|absence|apology|reply|replies|new|ex|face|photos?|pics?|music|smell|"
    r"memory|memories|mind|life|lies|behaviou?r|attitude)\b)\w{2,20}|"
    r"(?:my|her|the|our)\W{1,3}(?:ex\W{0,3})?(?:husband|wife|partner|bf|gf|boyfriend|girlfriend|"
    r"fianc[eé]e?|baby\W{1,3}(?:daddy|dad|father|mama|mom|mother)|bd|bm|stepdad|stepfather|"
    r"stepmom|dad|father|mom|mum|mother|brother|uncle|flatmate|roommate|landlord))"
)
# The ex, for verbs that are harmless from anyone else ("my dad came to my place").
EX = (
    r"(?:he|she|hes|shes|my\W{1,3}ex|the\W{1,3}ex|ex|his\W{1,3}(?:car|van|truck|mates?|"
    r"friends?|brothers?|mum|mom|family))"
)
KID = (
    r"(?:kids?|kiddos?|children|child|son|sons|daughter|daughters|baby|babies|toddler|boy|boys|"
    r"girl|girls|little\W{1,3}(?:one|ones|boy|girl|man)|stepson|stepdaughter|newborn|"
    r"\d{1,2}\W{0,3}(?:yo|y\W?o|year\W{1,3}old|yr\W{1,3}old))"
)
KIDP = (
    rf"(?:(?:my|our|the|his|her|both)\W{{1,3}}(?:\w{{1,12}}\W{{1,3}})?{KID}|kids|children|baby|"
    rf"toddler|newborn)"
)
# A possessive after a child word is only harm when a body part follows ("my son's arm").
NOT_POSSESSIVE = (
    r"(?!(?:'s|s'|')\W{1,3}(?!(?:arm|arms|face|neck|head|wrist|wrists|leg|legs|back|throat|"
    r"hair|bottom|body|ear|ears)\b))"
)
DRUG = (
    r"(?:pills?|tablets?|tabs|meds|medication|medicine|capsules?|paracetamol|acetaminophen|"
    r"tylenol|ibuprofen|advil|aspirin|panadol|nurofen|codeine|co\W?codamol|tramadol|oxy\w{0,8}|"
    r"percocet|vicodin|xanax|valium|diazepam|lorazepam|ativan|klonopin|benzos?|zopiclone|"
    r"ambien|melatonin|benadryl|antidepressants?|sertraline|zoloft|prozac|fluoxetine|"
    r"citalopram|lexapro|escitalopram|mirtazapine|quetiapine|seroquel|lithium|insulin|"
    r"fentanyl|heroin|opioids?|opiates?|painkillers?|pain\W{1,3}killers?|sleeping\W{1,3}"
    r"(?:pills?|tablets?)|sleepers|nytol|gabapentin|pregabalin|lyrica|amitriptyline|"
    r"propranolol|naproxen|antihistamines?|morphine|methadone|adderall|prescriptions?)"
)
WEAPON = (
    r"(?:knife|knives|gun|guns|pistol|rifle|shotgun|firearm|weapon|machete|axe|hammer|"
    r"baseball\W{1,3}bat|bat|taser|blade|screwdriver|scissors|crowbar|glock)"
)
ANIMAL = (
    r"\b(?:dogs?|doggo|pup|puppy|puppies|cats?|kitten|kitty|pets?|horse|rabbit|bunny|hamster|"
    r"guinea\W{1,3}pig|parrot|bird|ferret|vet)\b"
)
HOME = (
    r"(?:house|flat|apartment|apt|place|home|building|door|window|work|job|office|school|gym|"
    r"uni|class|church|shift|car|street|road|parents|mum'?s|mom'?s|sister'?s|friend'?s)\b"
    r"(?!\W{1,6}(?:wedding|party|birthday|funeral|graduation|christening|bbq|barbecue|do|event|"
    r"celebration|leaving|christmas|dinner))"
)
THREAT_LEAD = (
    r"(?:gonna|gna|going\W{1,3}to|will|'ll|ll|would|'d|d|wants?\W{1,3}to|wanna|threaten\w{0,3}"
    r"\W{1,3}to|tr(?:y|ies|ied|ying)\W{1,3}to|almost|nearly|could\W{1,3}have|means?\W{1,3}to|"
    r"planning\W{1,3}to|about\W{1,3}to|swore\W{1,3}(?:to|he'?d|she'?d)|promised\W{1,3}to|"
    r"is|'s|s|are|'re|keeps?\W{1,3}saying\W{1,3}(?:he'?ll|she'?ll)|hell|hed|shell|theyll|theyd)"
)
THREAT_TARGET = (
    r"(?:me|us|both\W{1,3}of\W{1,3}us|(?:him|her|them)\W{1,3}and\W{1,3}me|the\W{1,3}kids|"
    r"my\W{1,3}(?:kids?|children|son|"
    r"daughter|family|mom|mum|dad|sister|brother|baby|babies|cat|dog|pets?|parents|friend|"
    r"bf|boyfriend|gf|girlfriend|partner|husband|wife))\b(?!\W{1,6}(?:a|an|the|some|over)\b)"
)
I_WILL = (
    r"(?:i'?ll|i\W{1,3}will|ill|i'?m\W{1,3}(?:gonna|going\W{1,3}to)|im\W{1,3}(?:gonna|going"
    r"\W{1,3}to)|ima|i'?d|i\W{1,3}swear\W{1,3}i'?ll)"
)
KILL_V = r"(?:kill|kil|killing|murder|murdering|end|shoot|stab|strangle)"
# "he'll kill them and me", "kill you both"
HURT_V = (
    r"(?:hurt|hurting|harm|harming|beat|beating|hit|hitting|punch|punching|slap|slapping|"
    r"choke|choking|strangle|strangling|rape|raping|attack|attacking|stab|stabbing|shoot|"
    r"shooting|come\W{1,3}after|bash|batter|burn|get\W{1,3}rid\W{1,3}of)"
)
# Threats that are complete without a target after them ("he'll break my legs").
HURT_WHOLE = (
    r"(?:break|smash|bust|slit|cut)\W{1,3}(?:my|your|ur)\W{1,3}(?:legs?|arms?|face|neck|jaw|"
    r"nose|teeth|head|throat|fingers?|knees?|ribs?|skull)|put\W{1,3}(?:me|you|u)\W{1,3}in"
    r"\W{1,3}(?:the\W{1,3})?(?:hospital|a\W{1,3}wheelchair|the\W{1,3}ground|a\W{1,3}coffin|"
    r"the\W{1,3}grave|a\W{1,3}box)"
)
HIT_V = (
    r"(?:hit|hits|hitting|punch(?:ed|es|ing)?|slap(?:p?ed|s|p?ing)?|smack(?:ed|s|ing)?|"
    r"kick(?:ed|s|ing)?|shov(?:e|ed|es|ing)|beat(?:s|ing)?(?!\W{1,3}me\W{1,3}(?:at|in|to)\b)|"
    r"beaten|chok(?:e|ed|es|ing)|strangl(?:e|ed|es|ing)|headbutt(?:ed|s)?|elbow(?:ed|s)|bit|"
    r"bites|bitten|spat\W{1,3}on|spit\W{1,3}on|stab(?:b?ed|s|b?ing)?|"
    r"shot(?!\W{1,3}me\W{1,3}(?:a|an|the|some|down|over)\b)|shoots|attack(?:ed|s|ing)?|"
    r"assault(?:ed|s|ing)?|rap(?:e|ed|es|ing)|molest(?:ed|s|ing)?|suffocat(?:e|ed|es|ing)|"
    r"smother(?:ed|s|ing)?|battered|bashed|whipped|pinned|restrained|tackled|"
    r"knocked|floored|threw(?!\W{1,3}me\W{1,3}(?:a|an|the|some|off|under)\b)|throws|dragged|"
    r"drags)"
)
HIT_TARGET = (
    r"(?:me|us|my\W{1,3}(?:head|face|body|arm|arms|wrist|wrists|neck|throat|hair|back|"
    r"stomach|belly|chest|jaw|nose|mouth|eye|leg|legs|ribs))\b"
)
# What follows a violent verb and makes it something else ("hit me up", "knocked me up",
# "stabbed me in the back").
HIT_EXCUSE = (
    r"(?!\W{1,3}(?:(?:up|off|out|verbally|online|emotionally)\b|in\W{1,3}the\W{1,3}back\b(?!\W{1,3}"
    r"of)|with\W{1,3}(?:a|an|the|that|this|his|her|these|those)?\W{0,3}(?:\w{1,12}\W{1,3}){0,3}?"
    r"(?:words?|silence|texts?|messages?|dm|line|news|question|request|guilt|excuse|story|"
    r"notification|apology|voice\W{1,3}note|call|email|letter|reality|truth)\b))"
)
PASSIVE_EXCUSE = (
    r"(?!\W{1,3}(?:by\W{1,3}(?:a|an|the|this|that|my|some)?\W{0,3}(?:car|bus|ball|bike|wave|"
    r"truck|virus|cold|bill|fine|realisation|realization|thought|thoughts|memory|memories|"
    r"feeling|song|door|branch|storm|anxiety|panic|grief|sadness|nostalgia|reality)|with"
    r"\W{1,3}(?:a|the|this)?\W{0,3}(?:bill|fine|cold|flu|virus|covid|wave|nostalgia|sadness|"
    r"feeling|reality|memories|parking\W{1,3}ticket)|down|up))"
)
NOW = r"(?:right\W{1,3}now|rn|now|atm|as\W{1,3}we\W{1,3}speak|as\W{1,3}i\W{1,3}type|again)"


@dataclass(frozen=True, slots=True)
class _Rule:
    id: str
    category: Category
    exact: re.Pattern[str]
    collapsed: re.Pattern[str]
    keys: frozenset[str]
    collapsed_keys: frozenset[str]
    gentle_only: bool
    negatable: bool
    neg_inside: bool
    veto: _Dual | None
    needs: _Dual | None


@dataclass(frozen=True, slots=True)
class _Dual:
    """One pattern compiled for the plain forms and, with letters collapsed, for the rest."""

    exact: re.Pattern[str]
    collapsed: re.Pattern[str]

    def on(self, collapsed: bool) -> re.Pattern[str]:
        return self.collapsed if collapsed else self.exact


def _dual(source: str) -> _Dual:
    return _Dual(re.compile(source), re.compile(_REPEATS_IN_SOURCE.sub(r"\1", source)))


def _rule(
    rule_id: str,
    category: Category,
    source: str,
    *,
    gentle: bool = False,
    negatable: bool = True,
    neg_inside: bool = False,
    veto: str | None = None,
    needs: str | None = None,
) -> _Rule:
    """A rule. ``negatable=False`` when the pattern itself holds the negation ("don't want to
    live"); ``neg_inside`` when the match starts at the actor ("he never hit me")."""
    compiled = _dual(source)
    keys = _KEYS[rule_id].split("|")
    return _Rule(
        id=rule_id,
        category=category,
        exact=compiled.exact,
        collapsed=compiled.collapsed,
        keys=frozenset(keys),
        collapsed_keys=frozenset(_collapse(key) for key in keys),
        gentle_only=gentle,
        negatable=negatable,
        neg_inside=neg_inside,
        veto=_dual(veto) if veto else None,
        needs=_dual(needs) if needs else None,
    )


# Literal fragments, one of which every match of the rule contains ("|"-separated; written for
# the plain forms and collapsed like the patterns). One pass finds which occur in a text, and a
# rule none of whose keys occur is skipped; a corpus test checks this never changes a result.
KID_KEYS = (
    "kid|child|son|daughter|baby|babies|toddler|boy|girl|little|newborn|year|yr|0yo"
    "|1yo|2yo|3yo|4yo|5yo|6yo|7yo|8yo|9yo|0 y|1 y|2 y|3 y|4 y|5 y|6 y|7 y|8 y|9 y"
)
_KEYS: dict[str, str] = {
    "suicide.word": "suicid|murder|aliv",
    "suicide.kms": "kms",
    "suicide.kill_self": "self|life|myslef|mysef|wanttodie",
    "suicide.want_die": "die|dead|exist|alive|disappear|gone|forever|stop",
    "suicide.wish_dead": "wish",
    "suicide.dont_want_live": "wan",
    "suicide.not_sure_live": "live|alive|keep going|go on|be here|think i can|think i cant",
    "suicide.not_around": "be around|be here|be alive|have to",
    "suicide.better_off": "better|easier|happier|fine|okay|ok|wasn|weren|was not",
    "suicide.never_wake": "wake|sleep|eternal",
    "suicide.burden": "burden|relieved|glad|happy|better|funeral|live to see",
    "suicide.decided": "decided|made up|ready|planned|picked|when i|bleed",
    "suicide.end_it": "end it|ending it|end things|ending things|end everything",
    "suicide.all_to_end": "end|stop|over",
    "suicide.method_search": (
        "painless|quick|easiest|easy|fastest|peaceful|least|best|how to|how do|how can|how would"
    ),
    "suicide.goodbye": "goodbye|farewell|suicide|giving|last time|letters|in case",
    "suicide.no_reason": "liv|point|worth",
    "suicide.tired_living": "living|alive|existing|life|breathing",
    "suicide.dead_soon": "dead",
    "suicide.ideation": (
        "dying|death|ending|killing|alive|not here|not being|existing|not waking|suicide"
    ),
    "suicide.nobody_miss": "no one|noone|nobody|no body",
    "suicide.weak": (
        "go on|keep living|like this|do life|disappear|trapped|live without|pain|no point"
    ),
    "self_harm.word": "self",
    "self_harm.cut": "cut|slit|slic|carv|blade|razor|knife",
    "self_harm.cut_again": (
        "cut|again|harm|sh urge|sh scar|sh wound|sh relapse|wound|sh'd|shd|razor|blade|covered"
    ),
    "self_harm.burn": "burn",
    "self_harm.hurt_self": "self|bleed|bled|myslef|mysef|raw|bloody|open|bits",
    "self_harm.blades": "blade",
    "means.overdose": "overdos|od on|od'd|oded|oding",
    "means.took_many": "took|tak|swallow|downed|down |popp|ate |chug",
    "means.too_many": "too many|too much",
    "means.ready": (
        "lined up|laid out|counted out|ready|in front of me|every|count|order|bought"
        "|buying|stocked|got"
        "|take|taking|swallow|down|vodka|wine|whisk|gin|rum|alcohol|booze|drink|which|what"
    ),
    "means.all_of_them": "all of|every one of",
    "means.stockpile": "sav|stockpil|hoard|stash|hid|keeping|collecting|enough",
    "means.how_many": "how many|how much|enough|sufficient",
    "means.lethal": "dose|amount|quantity",
    "means.rope": "rope|noose|hang",
    "means.jump": (
        "jump|throw|leap|fall|step|walk|lie |lay|lying|drive|crash|edge|ledge|bridge"
        "|tracks|driv|drove"
        "|how high|how tall|how far|how many"
        "|spot|place|point|cliff"
    ),
    "means.poison": "drink|drank|swallow|hose",
    "means.own_weapon": "gun|pistol|rifle|firearm|knife|blade|razor",
    "threat.kill": (
        "kil|murder|end me|end us|end both|end the|end my|end you|end u|end ya|shoot|stab"
        "|strangl|slit|death"
    ),
    "threat.hurt": (
        "hurt|harm|beat|hit|punch|slap|chok|strangl|rape|attack|stab|shoot|break|smash"
        "|after|bash|batter|burn|rid of|bust|slit|cut|hospital|wheelchair|ground|coffin"
        "|grave|box"
    ),
    "threat.pay_regret": "pay|regret|sorry|watch|dead|life|next|live to see",
    "threat.find_you": "find|hunt|where you|where u|hide|after|for you|for u|coming for|finish",
    "threat.take_kids": KID_KEYS,
    "threat.coercive_self": "himself|herself|themsel|his life|her life|suicide",
    "threat.no_one_can": "no one|noone|nobody|no body",
    "threat.threatened": "threat|kys|kill your|kill ur|hope you|hope u|me to",
    "threat.leak": "nude|intimate|private|sex|video",
    "threat.burn_home": "burn|torch|fire|slash|smash|keyed|acid",
    "threat.send_people": "send",
    "stalking.following": "follow|tail|being",
    "stalking.stalk": "stalk",
    "stalking.presence": (
        "outside|past|near|across|front| by | down |around|up and down|end of|top of"
        "|bottom of|corner of"
        "|waits for me|waiting for me|waited for me"
    ),
    "stalking.show_up": "show|turn|rock|popp|appear|came|com",
    "stalking.tracker": "tag|track|tile|gps|spy|stalkerware|keylog|camera|hidden|location",
    "stalking.monitoring": (
        "track|monitor|spy|spied|watch|phone|texts|messages|email|dms|whatsapp|icloud"
        "|insta|facebook|fb|snap|account|laptop|computer|google|location|move|whereabouts"
        "|pass|pin|apple|history"
    ),
    "stalking.app_on_phone": "my phone|my laptop|my computer|my car|my ipad|my tablet|my account",
    "stalking.knows_where": (
        "where|address|location|whereabouts|schedule|routine|my new|everything|every thing"
    ),
    "stalking.new_accounts": "account|number|profile|email|phone|sim|page|block",
    "stalking.harassment": (
        "nonstop|non|night|times|over|minutes|alone|everywhere|to find|about where|asking"
    ),
    "violence.hit": (
        "hit|punch|slap|smack|kick|shov|beat|chok|strangl|headbutt|elbow|bit me|bit my"
        "|bit us|bites|bitten|spat|spit|stab|shot me|shot my|shot us|shoot|attack|assault"
        "|rape|raping|molest|suffocat|smother|batter|bash|whip|burn|pinned|restrained"
        "|tackled|knocked|floored|threw|throw|drag"
    ),
    "violence.passive": (
        "hit|punch|slap|kick|shov|chok|strangl|beat|rape|assault|attack|stab|shot|molest"
        "|smack|suffocat|batter|grop|drug"
    ),
    "violence.push": "push|threw|throw|slam|drag",
    "violence.choke": "chok|strangl|suffocat|smother|hand|held|grab|pinned|down",
    "violence.weapon": (
        "knife|knives|gun|pistol|rifle|firearm|weapon|machete|axe|hammer|baseball| bat"
        "|taser|blade|screwdriver|scissors|crowbar|glock|came at"
    ),
    "violence.sexual": (
        "rape|raping|rapist|sexual|molest|grop|consen|forc|made me|stop when|drugged|touch"
    ),
    "violence.injury": (
        "bruise|black eye|marks|split lip|fat lip|concussion|scratches|broke my|fractured"
        "|cracked my|dislocated"
        "|hospital|a&e|a & e| er|icu|intensive"
    ),
    "violence.physical": (
        "hand|finger|physical|domestic|dv|wall|door|window|table|mirror|grab|hair|twisted|burn"
    ),
    "violence.confine": "lock|trap|keeps me|let me|block|took my",
    "emergency.door": "door|window|gate",
    "emergency.outside_now": (
        "outside|downstairs|door|window|gate|house|flat|building|hallway|garden|yard"
        "|driveway|park|stairwell|lobby|kitchen|living|inside|here r|here n|here a|got in"
        "|get in|getting in|self in"
    ),
    "emergency.breaking_in": "get in|get into|break|broke|forc|kick|climb",
    "emergency.at_the_door": "door|handle|window|lock|gate|hear|glass",
    "emergency.hiding": "hid|lock|barricad",
    "emergency.police": "police|cops|911|999|112|000|emergency",
    "emergency.unsafe": "safe|danger|for my",
    "emergency.raging_now": (
        "scream|yell|shout|rag|smash|break|throw|punch|drunk|high|aggressive|violent|physical"
    ),
    "emergency.on_his_way": "his way|coming|heading",
    "child.injury": KID_KEYS,
    "child.says_hurt": KID_KEYS + "|daddy|mommy|mummy",
    "child.harmed": KID_KEYS,
    "child.taken": KID_KEYS,
    "child.unsafe": KID_KEYS,
    "suicide.es": "quiero|quisiera|ganas|voy|vas|suicid|vivir|vida",
    "suicide.pt": "quero|vou|vontade|suicid|viver|vida",
    "suicide.fr": "veux|envie|suicid|vais|mettre fin|finir",
    "suicide.de": "sterben|tot sein|umbringen|toten|toeten|leben|mich um|selbstmord|suizid",
    "suicide.it": "voglio|uccider|ammazzar|suicid|finita|vita",
    "suicide.ru": "хочу|поконч|убит|убью|жить|суицид|самоубийств|пове",
    "suicide.uk": "хочу|пок|вбит|вб|жити|су|самогуб",
    "threat.multilingual": (
        "matar|tuer|mich um|umbringen|umzubringen|toten|toeten|ammazz|uccid|уб|вб"
    ),
    "emergency.multilingual": "peligro|danger|gefahr|pericolo|perigo|опасност|небезпец",
}


C = Category

_SUICIDE_RULES = (
    _rule("suicide.word", C.SUICIDE, r"\b(?:suicid\w{0,6}|self\W?murder|un\W?aliv\w{0,6})"),
    _rule(
        "suicide.kms",
        C.SUICIDE,
        r"(?<!\d)(?<!\d )\b(?:kms|k\W?m\W?s)\b(?!\W{1,3}(?:laughing|away|from|per|an\W{1,3}"
        r"hour|a\W{1,3}day|/h))",
    ),
    _rule(
        "suicide.kill_self",
        C.SUICIDE,
        rf"\b(?:(?:to|gonna|wanna|ima|just|'ll|ll|will)\W{{1,6}}(?:off|offing)|kill|killing|"
        rf"killin|kil|murder|end|ending|shoot|shooting|drown|"
        rf"drowning|gas|poison|poisoning|hang|hanging|hung|unalive)\W{{1,6}}{ME_SELF}\b"
        rf"(?!\W{{1,6}}(?:laughing|at\W{{1,6}}the\W{{1,6}}gym|with\W{{1,6}}(?:work|laughter)))|"
        rf"\b(?:end|ending|ended|take|taking|took)\W{{1,6}}{MY_LIFE}\b(?!\W{{1,6}}(?:back|in"
        rf"\W{{1,6}}(?:my\W{{1,6}})?(?:own\W{{1,6}})?hands|seriously|forward|into))|"
        rf"\b(?:killmyself|killingmyself|endmylife|wanttodie)",
    ),
    _rule(
        "suicide.want_die",
        C.SUICIDE,
        r"\b(?:want|wanna|wana|wanted|wish|wished|ready|need|needa|deserve|hope|hoping|plan|"
        r"planning|prefer|rather)\W{1,6}(?:to\W{1,6}|i\W{1,6}(?:could\W{1,6}|would\W{1,6}|"
        r"can\W{1,6})?)?(?:just\W{1,6}|literally\W{1,6}|honestly\W{1,6})?"
        r"(?:die|be\W{1,6}dead|not\W{1,6}exist|stop\W{1,6}(?:existing|waking\W{1,6}up|breathing)|"
        r"not\W{1,6}be\W{1,6}"
        r"alive|disappear\W{1,6}(?:forever|for\W{1,6}good|permanently)|be\W{1,6}gone\W{1,6}"
        r"(?:forever|for\W{1,6}good)|sleep\W{1,6}forever)\b",
    ),
    _rule(
        "suicide.wish_dead",
        C.SUICIDE,
        r"\bwish\W{1,6}(?:i\W{1,6})?(?:(?:was|were)\W{1,6}(?:just\W{1,6})?(?:dead|never\W{1,6}"
        r"born|gone)|(?:wasn'?t|wasnt|weren'?t|werent)\W{1,6}(?:alive|born|here)|had\W{1,6}"
        r"never\W{1,6}been\W{1,6}born|could\W{1,6}(?:just\W{1,6})?(?:die|disappear|stop\W{1,6}"
        r"existing|never\W{1,6}wake|not\W{1,6}wake|sleep\W{1,6}forever))",
        negatable=False,
    ),
    _rule(
        "suicide.dont_want_live",
        C.SUICIDE,
        r"\b(?:don'?t|do\W{1,3}not|dont|dnt|no\W{1,3}longer|never)\W{1,6}(?:really\W{1,6}|even"
        r"\W{1,6})?(?:want|wanna|wana)\W{1,6}(?:to\W{1,6})?(?:live\b(?!\W{1,6}(?:without|with"
        r"\W{1,6}(?:him|her|them|my\W{1,6}(?:parents|mum|mom|dad))|there|here|in|near|alone|"
        r"together|a\W{1,6}lie|like\W{1,6}(?:him|her|that|my)))|be\W{1,6}alive|exist|"
        r"wake\W{1,6}up(?!\W{1,6}(?:early|at|on\W{1,6}time|before|so|to\W{1,6}(?:his|her|no)))|"
        r"be\W{1,6}here(?=\W{1,6}(?:any\W?more|any\W{1,6}longer|no\W{1,6}more|on\W{1,6}"
        r"(?:this\W{1,6})?earth|in\W{1,6}this\W{1,6}world|at\W{1,6}all)|\W*$)|be\W{1,6}around"
        r"\W{1,6}(?:any|no)|go\W{1,6}on(?=\W{1,6}(?:any\W?more|living|like\W{1,6}this)|\W*$)|"
        r"keep\W{1,6}(?:living|going(?=\W{1,6}(?:any\W?more|like\W{1,6}this)|\W*$))|be"
        r"\W{1,6}on\W{1,6}this\W{1,6}earth)",
        negatable=False,
    ),
    _rule(
        "suicide.not_sure_live",
        C.SUICIDE,
        r"\b(?:don'?t|dont|do\W{1,3}not)\W{1,6}think\W{1,6}i\W{1,6}can\W{1,6}(?:keep\W{1,6}going|go"
        r"\W{1,6}on|do\W{1,6}this\W{1,6}any\W?more|survive\W{1,6}(?:this|tonight)|carry\W{1,6}on|"
        r"keep\W{1,6}living|make\W{1,6}it\W{1,6}through\W{1,6}(?:tonight|the\W{1,6}night))\b|"
        r"\b(?:not\W{1,6}sure|don'?t\W{1,6}know|dont\W{1,6}know|no\W{1,6}idea)\W{1,6}(?:(?:if|"
        r"whether|why)\W{1,6})?i\W{1,6}(?:want|wanna|can|should|even\W{1,6}want)\W{1,6}"
        r"(?:to\W{1,6})?(?:live|be\W{1,6}alive|keep\W{1,6}(?:going|living)|go\W{1,6}on|be"
        r"\W{1,6}here)\b",
        negatable=False,
    ),
    _rule(
        "suicide.not_around",
        C.SUICIDE,
        r"\b(?:won'?t|wont|will\W{1,3}not|not\W{1,6}(?:gonna|going\W{1,3}to))\W{1,6}be\W{1,6}"
        r"(?:around|here|alive)\W{1,6}(?:much\W{1,6}longer|for\W{1,6}(?:long|much\W{1,6}"
        r"longer)|any\W?more|tomorrow|by|to\W{1,6}(?:bother|annoy|see|deal|burden)|long|when)|"
        r"\b(?:won'?t|wont|will\W{1,3}not)\W{1,6}have\W{1,6}to\W{1,6}(?:deal\W{1,6}with|worry"
        r"\W{1,6}about|put\W{1,6}up\W{1,6}with|see)\W{1,6}me\W{1,6}(?:for\W{1,6})?(?:much\W{1,6})?"
        r"(?:longer|any\W?more|again)",
        negatable=False,
    ),
    _rule(
        "suicide.better_off",
        C.SUICIDE,
        r"\b(?:better\W{1,6}off\W{1,6}(?:without\W{1,6}me|dead|if\W{1,6}i\W{1,6}(?:was|were|"
        r"wasn'?t|weren'?t|died|disappeared|'?m\W{1,6}gone)|with\W{1,6}me\W{1,6}gone)|(?:better|"
        r"easier|happier)\W{1,6}(?:for\W{1,6}(?:everyone|everybody|them|all|my\W{1,6}\w+)\W{1,6})?"
        r"(?:if|when)\W{1,6}i(?:'?m|\W{1,6}am|\W{1,6}was|\W{1,6}were)?\W{1,6}(?:gone|dead|not"
        r"\W{1,6}(?:here|around|alive)|(?:wasn'?t|wasnt|weren'?t|werent)\W{1,6}(?:here|around|"
        r"alive))|(?:better|fine|happier|easier|okay|ok)\W{1,6}(?:off\W{1,6})?without\W{1,6}me|\bif"
        r"\W{1,6}i\W{1,6}(?:wasn'?t|wasnt|weren'?t|werent|was\W{1,6}not)\W{1,6}(?:around|here|"
        r"alive)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:no\W{0,3}one|nobody|everyone|they|my\W{1,6}\w+)"
        r"\W{1,6}(?:would|will|'?d))\b",
    ),
    _rule(
        "suicide.never_wake",
        C.SUICIDE,
        r"\b(?:never|not)\W{1,6}wake\W{1,6}up\b(?!\W{1,6}(?:early|on\W{1,6}time|before|in"
        r"\W{1,6}time|at|till|until|from|to\W{1,6}(?:his|her|a\W{1,6}text)))|\b(?:go|fall)"
        r"\W{1,6}to\W{1,6}sleep\W{1,6}(?:forever|and\W{1,6}(?:never|not))|\beternal\W{1,6}"
        r"(?:sleep|rest)\b",
        negatable=False,
    ),
    _rule(
        "suicide.burden",
        C.SUICIDE,
        r"\b(?:i'?m|im|i\W{1,3}am|being)\W{1,6}(?:just\W{1,6}|such\W{1,6})?a\W{1,6}burden\W{1,6}"
        r"(?:to|on|for)\W{1,6}(?:everyone|everybody|my\W{1,6}\w{1,12}|them|all)|\b(?:relieved|"
        r"glad|happy|better)\W{1,6}(?:if|when)\W{1,6}i\W{1,6}(?:was|were|'?m|am)\W{1,6}(?:gone|dead)"
        r"|\b(?:picturing|imagining|planning|thinking\W{1,6}about)\W{1,6}my\W{1,6}(?:own\W{1,6})?"
        r"funeral\b|\bwon'?t\W{1,6}live\W{1,6}to\W{1,6}see\b",
    ),
    _rule(
        "suicide.decided",
        C.SUICIDE,
        r"\b(?:decided|made\W{1,6}up\W{1,6}my\W{1,6}mind|ready|planned|picked\W{1,6}(?:a|the)"
        r"\W{1,6}(?:day|date|night))\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:(?:to|i'?ll|i\W{1,3}will|"
        r"i'?m\W{1,3}going\W{1,3}to|when\W{1,6}i)\W{1,6}(?:do\W{1,6}it|go\W{1,6}through\W{1,6}"
        r"with\W{1,6}it|end\W{1,6}it)|is\W{1,6}when\W{1,6}i\W{1,6}(?:do|end)\W{1,6}it)\b|"
        r"\b(?:tonight|tomorrow|this\W{1,6}weekend)\W{1,6}(?:is|'s)\W{1,6}(?:when|the\W{1,6}night)"
        r"\W{1,6}i\W{1,6}(?:do|end)\W{1,6}it\b|\bbleed\w{0,3}\W{1,6}out\b",
    ),
    _rule(
        "suicide.end_it",
        C.SUICIDE,
        r"\b(?:end|ending)\W{1,6}(?:it|things|everything)\W{1,6}(?:all|tonight|today|now|soon|"
        r"forever|once\W{1,6}and)\b|\bend\W{1,6}everything\b|\b(?:want|wanna|going\W{1,3}to|"
        r"gonna|thinking\W{1,6}(?:about|bout|abt|of)|plan\w{0,4}\W{1,6}(?:to|on)|ready\W{1,6}to|"
        r"should|could|might|just)"
        r"\W{1,6}(?:just\W{1,6})?(?:end|ending)\W{1,6}it\b(?!\W{1,6}with)",
    ),
    _rule(
        "suicide.all_to_end",
        C.SUICIDE,
        r"\b(?:want|wanna|need|wish)\W{1,6}(?:it\W{1,6})?(?:all|everything|my\W{1,6}life|life)"
        r"\W{1,6}(?:to\W{1,6})?(?:end|stop|be\W{1,6}over)\b(?!\W{1,6}with)",
    ),
    _rule(
        "suicide.method_search",
        C.SUICIDE,
        r"\b(?:painless|quick|quickest|easiest|easy|fastest|peaceful|least\W{1,6}painful|best)"
        r"\W{1,6}(?:way|ways|method|methods)\W{1,6}(?:to\W{1,6})?(?:die|go\b(?!\W{1,6}(?:to|about|"
        r"home|back|out|no\W{1,6}contact))|end\W{1,6}it|kill"
        r"\W{1,6}(?:myself|yourself|urself)|end\W{1,6}(?:my|a|your)\W{1,6}life|commit)|"
        r"\bhow\W{1,6}(?:to|do\W{1,6}i|can\W{1,6}i|would\W{1,6}i)\W{1,6}(?:kill\W{1,6}myself|"
        r"end\W{1,6}(?:my\W{1,6}life|it\W{1,6}all)|die\W{1,6}(?:quickly|painlessly|fast|"
        r"without)|unalive)",
    ),
    _rule(
        "suicide.goodbye",
        C.SUICIDE,
        r"\b(?:suicide|goodbye|farewell)\W{1,6}(?:note|notes|letters?|video)\b(?!\W{1,6}(?:to"
        r"\W{1,6}(?:him|her|them|my\W{1,6}ex)|(?:that\W{1,6})?i\W{1,6}(?:won'?t|wont|will\W{1,6}"
        r"never|never|don'?t|dont)\W{1,6}send))|\b(?:this\W{1,6}is|consider\W{1,6}this)\W{1,6}"
        r"my\W{1,6}(?:goodbye|last\W{1,6}message)\b(?!\W{1,6}to\W{1,6}(?:him|her|them))|\b"
        r"(?:saying|said|say)\W{1,6}(?:my\W{1,6})?goodbyes?\W{1,6}to\W{1,6}(?:everyone|"
        r"everybody|my\W{1,6}(?:family|kids|friends))|\bgiving\W{1,6}away\W{1,6}(?:all\W{1,6})?"
        r"my\W{1,6}(?:stuff|things|belongings|cat|dog|pets)|\bin\W{1,6}case\W{1,6}i'?m\W{1,6}(?:not"
        r"\W{1,6}(?:here|around|alive)|gone|dead)|\blast\W{1,6}time\W{1,6}you'?ll"
        r"\W{1,6}(?:hear|see)\W{1,6}from\W{1,6}me|\b(?:wrote|writing|written|write)\W{1,6}(?:goodbye"
        r"\W{1,6})?letters\W{1,6}to\W{1,6}"
        r"(?:everyone|my\W{1,6}family|my\W{1,6}kids)",
    ),
    _rule(
        "suicide.no_reason",
        C.SUICIDE,
        r"\b(?:no|nothing)\W{1,6}(?:left\W{1,6})?(?:reason\W{1,6}(?:to|for)\W{1,6}|to\W{1,6})?"
        r"(?:live|living)\W{1,6}for\b|\bno\W{1,6}reason\W{1,6}to\W{1,6}(?:live|keep\W{1,6}"
        r"(?:going|living)|be\W{1,6}alive|stay\W{1,6}alive)|\b(?:no|what'?s\W{1,6}the|whats"
        r"\W{1,6}the|see\W{1,6}(?:the|a|any)|any)\W{1,6}point\W{1,6}(?:in\W{1,6}|of\W{1,6})?(?:living|"
        r"being\W{1,6}alive|"
        r"going\W{1,6}on|existing|my\W{1,6}life|life)\b|\blife\W{1,6}(?:is\W{1,6}not|isn'?t|"
        r"isnt|aint|ain'?t|is\W{1,6}no\W{1,6}longer|doesn'?t\W{1,6}feel)\W{1,6}worth\W{1,6}"
        r"(?:living|it)\b|\bnot\W{1,6}worth\W{1,6}(?:living|being\W{1,6}alive)\b|\b(?:i'?m|im|"
        r"i\W{1,3}am)\W{1,6}not\W{1,6}worth\W{1,6}(?:saving|keeping\W{1,6}alive|the\W{1,6}air)",
        negatable=False,
    ),
    _rule(
        "suicide.tired_living",
        C.SUICIDE,
        r"\b(?:tired|sick|done|exhausted)\W{1,6}(?:of|with)\W{1,6}(?:living\b(?!\W{1,6}(?:like|"
        r"in|with|under|on|at|out|paycheck|here|there|alone))|being\W{1,6}alive|existing|life"
        r"\b(?!\W{1,6}(?:admin|with\W{1,6}(?:him|her)|here|in))|breathing)",
    ),
    _rule(
        "suicide.dead_soon",
        C.SUICIDE,
        r"\b(?:i'?ll|i\W{1,3}will|ill|i'?d|i\W{1,3}would|id)\W{1,6}be\W{1,6}(?:dead\W{1,6}"
        r"(?:soon|by|before|tomorrow|tonight|in\W{1,6}a)|better\W{1,6}off\W{1,6}dead)",
    ),
    _rule(
        "suicide.ideation",
        C.SUICIDE,
        r"\b(?:thinking|thought|thoughts|fantasi[sz]ing|dreaming|obsessing)\W{1,6}(?:about|bout|abt|of)"
        r"\W{1,6}(?:dying|death|my\W{1,6}(?:own\W{1,6})?death|ending\W{1,6}(?:it|my\W{1,6}life|"
        r"things|everything)\b(?!\W{1,6}with)|killing\W{1,6}myself|not\W{1,6}(?:being\W{1,6})?"
        r"(?:alive|here|existing|waking))|\b(?:thoughts|urges)\W{1,6}(?:of|about)\W{1,6}"
        r"(?:suicide|death|dying|ending\W{1,6}it)|\bdeath\W{1,6}(?:wish|sounds\W{1,6}(?:nice|"
        r"good|peaceful|like\W{1,6}a\W{1,6}relief))",
    ),
    _rule(
        "suicide.nobody_miss",
        C.SUICIDE,
        r"\b(?:no\W{0,3}one|nobody|noone|no\W{1,3}body)\W{1,6}(?:would|will|'?d|even\W{1,6}"
        r"would)\W{1,6}(?:even\W{1,6})?(?:miss\W{1,6}me|notice\W{1,6}if\W{1,6}i|care\W{1,6}if"
        r"\W{1,6}i\W{1,6}(?:died|was\W{1,6}gone|disappeared|was\W{1,6}dead|killed))",
        negatable=False,
    ),
    _rule(
        "suicide.weak",
        C.SUICIDE,
        r"\b(?:can'?t|cant|cannot|can\W{1,3}not)\W{1,6}(?:go\W{1,6}on\b(?!\W{1,6}(?:a|an|another|"
        r"the|that|this|his|her|dates?|holiday|vacation|trips?|with|instagram|tinder|apps?|"
        r"social|there|here)\b)|keep\W{1,6}living|live\W{1,6}like\W{1,6}this|do\W{1,6}life)\b|\bwant\W{1,6}to\W{1,6}disappear\b|\bfeel"
        r"\W{1,6}(?:so\W{1,6})?trapped\b|\b(?:don'?t|dont|do\W{1,3}not)\W{1,6}want\W{1,6}to"
        r"\W{1,6}live\W{1,6}without\W{1,6}(?:him|her|them)|\bno\W{1,6}point\W{1,6}(?:in\W{1,6})?"
        r"(?:any(?:thing)?\W{0,6}any\W?more|any\W?more|trying\W{1,6}any\W?more)|\bwant\W{1,6}(?:the\W{1,6})?pain"
        r"\W{1,6}to\W{1,6}(?:stop|end|go\W{1,6}away)",
        gentle=True,
        negatable=False,
    ),
)

_SELF_HARM_RULES = (
    _rule("self_harm.word", C.SELF_HARM, r"\bself\W?(?:harm\w{0,4}|injur\w{0,6}|mutilat\w{0,6})"),
    _rule(
        "self_harm.cut",
        C.SELF_HARM,
        rf"\b(?:cut|cutting|cuts|cutted|slit|slitting|slice|sliced|slicing|carve|carving|carved)"
        rf"\W{{1,6}}"
        rf"(?:{ME_SELF}|(?:my|both)\W{{1,6}}(?:own\W{{1,6}})?(?:wrists?|arms?|forearms?|thighs?|"
        rf"legs?|skin|stomach|hips?|body))\b(?!\W{{1,6}}(?:off|out|some\W{{1,6}}slack|a\W{{1,6}}"
        rf"break|free|loose))|\bcarv\w{{0,3}}\W{{1,6}}{gap(3)}into\W{{1,6}}my\W{{1,6}}(?:arms?|"
        rf"wrists?|thighs?|legs?|skin|stomach)|\b(?:blade|razor|knife)\W{{1,6}}to\W{{1,6}}my"
        rf"\W{{1,6}}(?:arms?|wrists?|thighs?|legs?|skin)",
    ),
    _rule(
        "self_harm.cut_again",
        C.SELF_HARM,
        r"\b(?:i|i'?ve|ive|i\W{1,3}have|i\W{1,3}just)\W{1,6}(?:\w{1,10}\W{1,6})?(?:cut|cutted)"
        r"\W{1,6}again\b|^\W*cut\W{1,6}again\b|\b(?:cutting|self\W?harm\w{0,3}|sh|burned\W{1,6}"
        r"myself|hurt\W{1,6}myself)\W{1,6}again\b|\b(?:started|start|began|back\W{1,6}to|keep|"
        r"kept|been|can'?t\W{1,6}stop|relapsed\W{1,6}(?:on|and)|urges?\W{1,6}to)\W{1,6}(?:cutting"
        r"|cut|self\W?harm\w{0,4})\b(?!\W{1,6}(?:him|her|them|ties|contact|back|down|out|off|"
        r"corners|carbs|sugar|people|my\W{1,6}hair|hair|it\W{1,6}out|class|school|coupons|my"
        r"\W{1,6}losses|things|everyone))|\bsh\W{1,6}(?:urges?|scars?|wounds?|relapse)\b|"
        r"\bused\W{1,6}to\W{1,6}(?:cut|self\W?harm|sh)\b(?!\W{1,6}(?:my\W{1,6}(?:own\W{1,6})?hair|"
        r"hair|him|her|them|people|class|school|corners|back|down|out|off|grass|wood))|"
        r"\b(?:fresh|new|deep|bleeding)\W{1,6}(?:cuts|wounds)\b|\b(?:went|going|go|back)\W{1,6}(?:back"
        r"\W{1,6})?to\W{1,6}(?:the|my)\W{1,6}(?:razor|razors|blade|blades)\b|\bcovered\W{1,6}in"
        r"\W{1,6}(?:cuts|scars|burns)\b|\bcuts\W{1,6}on\W{1,6}my\W{1,6}"
        r"(?:arms?|wrists?|thighs?|legs?|stomach)|\b(?:want|wanna|need|needa)\W{1,6}(?:to\W{1,6})?"
        r"cut\b(?=\W*$|\W{1,6}(?:so|again|tonight|right|rn|now|myself|deeper|badly)\b)|"
        r"\bcutting\W{1,6}(?:helps|is\W{1,6}the\W{1,6}only|makes\W{1,6}me)|\bi\W{1,6}(?:just"
        r"\W{1,6}|literally\W{1,6})?cut\b(?=\W*$|\W{1,6}(?:tonight|today|last\W{1,6}night|this"
        r"\W{1,6}morning|earlier|deep|deeper)\b)|\bsh'?d\b",
    ),
    _rule(
        "self_harm.burn",
        C.SELF_HARM,
        rf"\b(?:burn|burning|burned|burnt)\W{{1,6}}(?:{ME_SELF}|my\W{{1,6}}(?:skin|arms?|wrists?"
        rf"|legs?|thighs?)\W{{1,6}}(?:with|on\W{{1,6}}purpose))",
    ),
    _rule(
        "self_harm.hurt_self",
        C.SELF_HARM,
        rf"\b(?:hurt|hurting|hurts|harm|harmed|harming|hit|hitting|punch|punched|punching|scratch|"
        rf"scratched|scratching|bite|bit|biting|bruise|bruised|bruising|starve|starved|starving)"
        rf"\W{{1,6}}{ME_SELF}\b"
        r"(?!\W{1,6}(?:by\W{1,6}\w+ing|for\W{1,6}(?:\w+ing|that|this|it|being|even)|"
        r"emotionally|mentally|over\W{1,6}(?:him|her|this)|thinking|checking|looking|reading|"
        r"going\W{1,6}back|with\W{1,6}(?:these|this|his|her|the\W{1,6}(?:memories|thoughts))))|"
        r"\bmade\W{1,6}myself\W{1,6}bleed|\b(?:scratch|pick|claw|gouge|tear|tore)\w{0,4}\W{1,6}(?:at"
        r"\W{1,6})?my\W{1,6}(?:own\W{1,6})?(?:arms?|legs?|skin|wrists?|thighs?|face|stomach)"
        r"\W{1,6}(?:\w{1,10}\W{1,6})?(?:raw|bloody|open|to\W{1,6}bits)\b|\b(?:scratch|pick|pull|punch|bang|hit)\w{0,4}\W{1,6}"
        + gap(6)
        + r"(?:until|till|til)\W{1,6}(?:it|they|i|my\W{1,6}\w{1,12})\W{1,6}(?:bleeds?|bled|"
        r"was\W{1,6}bleeding|started\W{1,6}bleeding)",
    ),
    _rule(
        "self_harm.blades",
        C.SELF_HARM,
        r"\b(?:hid|hide|hiding|bought|buy|got|holding|took\W{1,6}out|take\W{1,6}out|found\W{1,6}"
        r"my)\W{1,6}(?:the\W{1,6}|my\W{1,6}|a\W{1,6}|some\W{1,6}|new\W{1,6})?(?:razor\W{1,6}"
        r"blades?|blades|blade|sharpener\W{1,6}blades?)\b",
    ),
)

_MEANS_RULES = (
    _rule(
        "means.overdose",
        C.MEANS,
        r"\boverdos\w{0,5}|\bod(?:'?d|ed|ing)?\W{1,6}on\b",
        veto=ANIMAL,
    ),
    _rule(
        "means.took_many",
        C.MEANS,
        rf"\b(?:took|taken|swallowed|downed|popped|ate|chugged|take|taking|swallow|down)\W{{1,6}}"
        rf"(?:like\W{{1,6}}|about\W{{1,6}}|maybe\W{{1,6}}|almost\W{{1,6}}|just\W{{1,6}})?"
        rf"(?:a\W{{1,6}}bunch|a\W{{1,6}}lot|all\W{{1,6}}(?:of\W{{1,6}})?the|the\W{{1,6}}whole|"
        rf"a\W{{1,6}}whole|whole|a\W{{1,6}}handful|handfuls?|too\W{{1,6}}many|loads|lots|a"
        rf"\W{{1,6}}ton|tons|[1-9]\d|twenty|thirty|forty|fifty|a\W{{1,6}}hundred|the\W{{1,6}}"
        rf"rest|double|triple|way\W{{1,6}}too\W{{1,6}}many|enough)\W{{1,6}}(?:of\W{{1,6}})?(?:my"
        rf"\W{{1,6}}|the\W{{1,6}}|his\W{{1,6}}|her\W{{1,6}}|mums?\W{{1,6}}|moms?\W{{1,6}}|"
        rf"these\W{{1,6}})?(?:\w{{1,16}}\W{{1,6}})?(?:{DRUG}|(?:bottle|pack|packet|box|strip|"
        rf"blister|jar|tub|dose)s?\W{{1,6}}of\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?{DRUG})\b|\b(?:took|"
        rf"swallowed|take|taking)\W{{1,6}}all\W{{1,6}}(?:of\W{{1,6}})?my\W{{1,6}}(?:\w{{1,16}}"
        rf"\W{{1,6}})?{DRUG}\W{{1,6}}(?:at\W{{1,6}}once|in\W{{1,6}}one\W{{1,6}}go|together|"
        rf"tonight|and\W{{1,6}}(?:go\W{{1,6}}to\W{{1,6}}sleep|sleep|end|never))|\b(?:took|"
        rf"swallowed|taken)\W{{1,6}}(?:the|a)\W{{1,6}}whole\W{{1,6}}(?:bottle|pack|packet|strip|"
        rf"blister)\b(?!\W{{1,6}}of\W{{1,6}}(?:wine|vodka|water|juice|prosecco|gin|rum|"
        rf"whiske?y|beer|cider|champagne|coke|soda|milk|gum|crisps|biscuits|sweets))",
        veto=ANIMAL,
    ),
    _rule(
        "means.ready",
        C.MEANS,
        rf"\b(?:count|counted|counting)\W{{1,6}}(?:out\W{{1,6}})?(?:all\W{{1,6}})?(?:my|the|his|her|"
        rf"these|them|some)?\W{{0,6}}{DRUG}\b|\b(?:ordered|ordering|bought|buying|stocked\W{{1,6}}up"
        rf"\W{{1,6}}on|got)\W{{1,6}}(?:a\W{{1,6}}lot\W{{1,6}}of|loads\W{{1,6}}of|lots\W{{1,6}}of|"
        rf"(?:\d+|several|multiple|a\W{{1,6}}few|extra)\W{{1,6}}(?:packs|boxes|bottles|packets)"
        rf"\W{{1,6}}of|so\W{{1,6}}much|enough)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?{DRUG}\b|"
        rf"\b{DRUG}\W{{1,6}}(?:all\W{{1,6}})?(?:lined\W{{1,6}}up|laid\W{{1,6}}out|counted\W{{1,6}}"
        rf"out|ready\W{{1,6}}(?:for\W{{1,6}}tonight|to\W{{1,6}}go)|in\W{{1,6}}front\W{{1,6}}of\W{{1,6}}"
        rf"me)|\b(?:took|swallowed|taken)\W{{1,6}}every\W{{1,6}}(?:single\W{{1,6}})?(?:pill|tablet|"
        rf"capsule)s?\b(?!\W{{1,6}}(?:on\W{{1,6}}time|today|this\W{{1,6}}(?:week|month)|as\W{{1,6}}"
        rf"prescribed))|\b(?:take|taking|swallow|down)\W{{1,6}}(?:all|the\W{{1,6}}lot|everything)"
        rf"\W{{1,6}}(?:of\W{{1,6}}(?:it|them)\W{{1,6}})?(?:tonight|at\W{{1,6}}once|and\W{{1,6}}"
        rf"(?:just\W{{1,6}})?(?:sleep|go\W{{1,6}}to\W{{1,6}}sleep|never|not\W{{1,6}}wake))|\b{DRUG}"
        rf"\W{{1,6}}(?:and|with|plus)\W{{1,6}}(?:a\W{{1,6}}bottle\W{{1,6}}of\W{{1,6}})?(?:vodka|"
        rf"wine|whiske?y|gin|rum|alcohol|booze|drink)|\b(?:vodka|wine|whiske?y|gin|rum|alcohol|"
        rf"booze)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?(?:and|with|plus)\W{{1,6}}(?:all\W{{1,6}})?"
        rf"(?:my\W{{1,6}})?{DRUG}\b|\b(?:which|what)\W{{1,6}}{DRUG}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:are|is)\W{{1,6}}(?:the\W{{1,6}}most\W{{1,6}})?(?:dangerous|deadly|lethal|fatal)",
        veto=ANIMAL,
    ),
    _rule(
        "means.all_of_them",
        C.MEANS,
        r"\b(?:took|swallowed|taken|ate|popped)\W{1,6}(?:all|every\W{1,6}one)\W{1,6}of\W{1,6}"
        r"(?:them|it)\b",
        needs=rf"\b{DRUG}\b",
        veto=ANIMAL,
    ),
    _rule(
        "means.too_many",
        C.MEANS,
        rf"\b(?:took|taken|swallowed|popped)\W{{1,6}}(?:way\W{{1,6}})?too\W{{1,6}}many\b(?=\W*$|"
        rf"\W{{0,3}}[,.!?]|\W{{1,6}}(?:{gap(2)}{DRUG}|again|by\W{{1,6}}accident|on\W{{1,6}}"
        rf"purpose|and\W{{1,6}}(?:feel|i'?m|im)))|\b(?:took|taken|swallowed)\W{{1,6}}(?:way"
        rf"\W{{1,6}})?too\W{{1,6}}much\W{{1,6}}(?:of\W{{1,6}})?(?:my\W{{1,6}})?{DRUG}",
        veto=ANIMAL,
    ),
    _rule(
        "means.stockpile",
        C.MEANS,
        rf"\b(?:saving|saved|stockpil\w{{0,4}}|hoard\w{{0,4}}|stash\w{{0,4}}|hiding|hid|been"
        rf"\W{{1,6}}keeping|(?:been|started)\W{{1,6}}collecting)\W{{1,6}}(?:up\W{{1,6}})?(?:all"
        rf"\W{{1,6}})?(?:my\W{{1,6}}|some\W{{1,6}}|a\W{{1,6}}lot\W{{1,6}}of\W{{1,6}}|enough"
        rf"\W{{1,6}}|extra\W{{1,6}}|loads\W{{1,6}}of\W{{1,6}}|the\W{{1,6}})?(?:\w{{1,16}}"
        rf"\W{{1,6}})?{DRUG}\b|\benough\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?{DRUG}\W{{1,6}}(?:to"
        rf"\W{{1,6}}(?:end|kill|die|do\W{{1,6}}it|not|overdose|od|never|finish)|for\W{{1,6}}"
        rf"(?:it|an\W{{1,6}}overdose|the\W{{1,6}}job))|\bstash\W{{1,6}}of\W{{1,6}}(?:\w{{1,16}}"
        rf"\W{{1,6}})?{DRUG}",
        veto=ANIMAL,
    ),
    _rule(
        "means.how_many",
        C.MEANS,
        rf"\bhow\W{{1,6}}(?:many|much)\W{{1,6}}{gap(3)}{DRUG}\b(?:\W{{1,6}}\w{{1,24}}){{0,5}}?"
        rf"\W{{1,6}}(?:too\W{{1,6}}(?:many|much)|(?:would|will|to|does|do|can|could|it\W{{1,6}}"
        rf"takes?\W{{1,6}}to|before)\W{{1,6}}{gap(3)}(?:kill|die|od|overdose|be\W{{1,6}}"
        rf"(?:fatal|lethal|deadly)|stop\W{{1,6}}(?:my|your|a)\W{{1,6}}heart|not\W{{1,6}}wake|"
        rf"it'?s\W{{1,6}}(?:dangerous|fatal|lethal))|(?:is|are)\W{{1,6}}(?:fatal|lethal|deadly|"
        rf"an\W{{1,6}}overdose))|\bhow\W{{1,6}}(?:many|much)\W{{1,6}}{gap(4)}(?:to\W{{1,6}}"
        rf"(?:die|overdose|od\b|kill\W{{1,6}}(?:me|myself|someone|a\W{{1,6}}person)|not"
        rf"\W{{1,6}}wake\W{{1,6}}up))|\b{DRUG}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:enough|"
        rf"sufficient)\W{{1,6}}to\W{{1,6}}(?:kill|die|od|overdose|end)",
        veto=ANIMAL,
    ),
    _rule(
        "means.lethal",
        C.MEANS,
        r"\b(?:lethal|fatal|deadly|overdose|od)\W{1,6}(?:dose|doses|dosage|amount|quantity)\b",
        veto=ANIMAL,
    ),
    _rule(
        "means.rope",
        C.MEANS,
        r"\bnoose\b|\brope\W{1,6}(?:around|round|on)\W{1,6}my\W{1,6}neck|\b(?:bought|buy|"
        r"buying|got|have|found|tied|tie|tying|hid|hiding|ready|made|making)\W{1,6}(?:a\W{1,6}|"
        r"the\W{1,6}|some\W{1,6}|my\W{1,6})?(?:rope|ropes)\b(?!\W{1,6}(?:swing|course|lights?|"
        r"toy|for\W{1,6}(?:the|my)\W{1,6}(?:dog|boat|tent|garden|climbing)))|\bhang\W{1,6}"
        r"(?:from|off)\W{1,6}(?:a|the)\W{1,6}(?:tree|beam|ceiling|door|bridge)",
    ),
    _rule(
        "means.jump",
        C.MEANS,
        r"\b(?:jump|jumping|jumped|throw\W{1,6}myself|throwing\W{1,6}myself|leap|leaping|fall"
        r"|falling)\W{1,6}(?:off|from|of)\W{1,6}(?:a\W{1,6}|the\W{1,6}|this\W{1,6}|my\W{1,6}|"
        r"our\W{1,6}|his\W{1,6}|some\W{1,6}|an\W{1,6})?(?:\w{1,16}\W{1,6})?(?:bridge|building|"
        r"roof|rooftop|balcony|cliff|ledge|tower|overpass|flyover|car\W{1,6}park|parking\W{1,6}"
        r"garage|multi\W?storey|window)\b|\b(?:jump|jumping|jumped|throw\W{1,6}myself|throwing"
        r"\W{1,6}myself|step|stepping|walk|walking|lie|lay|lying)\W{1,6}(?:in\W{1,6}front"
        r"\W{1,6}of|under|into|in\W{1,6}to)\W{1,6}(?:a\W{1,6}|the\W{1,6}|an\W{1,6}|oncoming"
        r"\W{1,6})?(?:\w{1,16}\W{1,6})?(?:train|trains|bus|truck|lorry|traffic|car|cars)\b|\b"
        r"(?:lie|lay|lying|laying)\W{1,6}(?:down\W{1,6})?(?:on|across)\W{1,6}(?:the\W{1,6})?"
        r"(?:train\W{1,6}|railway\W{1,6})?(?:tracks|motorway|highway|road)\b|\bjump\w{0,3}"
        r"\W{1,6}out\W{1,6}(?:of\W{1,6})?(?:the|a|my)\W{1,6}window|\b(?:drive|driving|drove)\W{1,6}"
        r"(?:my\W{1,6}"
        r"car\W{1,6})?(?:into|off)\W{1,6}(?:a|the)\W{1,6}(?:tree|wall|river|cliff|bridge|lake|"
        r"sea|truck|lorry)|\b(?:standing|sitting|stood|sat|i'?m|im|i\W{1,3}am)\W{1,6}(?:\w{1,12}"
        r"\W{1,6})?(?:on|at)\W{1,6}(?:the|a)\W{1,6}(?:ledge|edge\W{1,6}of\W{1,6}(?:the|a)\W{1,6}"
        r"(?:roof|bridge|building|cliff|balcony|platform)|bridge\b(?=\W{1,6}(?:right\W{1,6}now|"
        r"rn|now|again|and\W{1,6}(?:i|im|i'?m)))|railway\W{1,6}tracks|train\W{1,6}tracks)|"
        r"\b(?:a|the|this|one)\W{1,6}(?:spot|place|bit|edge|point)\W{1,6}(?:on|at|of|by)\W{1,6}the"
        r"\W{1,6}(?:cliffs?|bridge|viaduct|quarry|rooftop|roof|railway|tracks)\b|"
        r"\bhow\W{1,6}(?:high|tall|far|many\W{1,6}(?:floors|stories|storeys))\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,5}?(?:bridge|building|fall|drop|jump|roof|balcony|cliff|floor|storey|story)"
        r"\b(?!\W{1,6}(?:for\W{1,6}(?:a|the)\W{1,6}(?:photo|picture|view)))|\bcrash\W{1,6}my\W{1,6}car\W{1,6}on\W{1,6}purpose|\bwalk(?:ing|ed)?\W{1,6}"
        r"into\W{1,6}the\W{1,6}(?:sea|ocean|river|lake)",
    ),
    _rule(
        "means.poison",
        C.MEANS,
        r"\b(?:drink|drinking|drank|swallow|swallowed|swallowing)\W{1,6}(?:some\W{1,6}|the"
        r"\W{1,6})?(?:bleach|antifreeze|poison|drain\W{1,6}cleaner|weed\W{1,6}killer|rat"
        r"\W{1,6}poison)|\bhose\W{1,6}(?:to|from|in)\W{1,6}(?:the\W{1,6})?exhaust",
    ),
    _rule(
        "means.own_weapon",
        C.MEANS,
        r"\b(?:i\W{1,6}(?:have|got|bought|own|found|took|am\W{1,6}holding)|i'?ve\W{1,6}got|im"
        r"\W{1,6}holding|i'?m\W{1,6}holding)\W{1,6}(?:a|the|my|his|my\W{1,6}dad'?s|a\W{1,6}"
        r"loaded)\W{1,6}(?:gun|pistol|rifle|shotgun|firearm|knife|blade|razor)\b(?!\W{1,6}"
        r"(?:license|licence|safe|course|set|block|sharpener|to\W{1,6}(?:cut|chop|open|slice)))|"
        r"\b(?:gun|pistol|knife|blade)\W{1,6}(?:to|against|on)\W{1,6}my\W{1,6}own\W{1,6}(?:head"
        r"|wrist|wrists|throat|chest)",
    ),
)

_THREAT_RULES = (
    _rule(
        "threat.kill",
        C.THREAT,
        rf"\b{THREAT_LEAD}\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?(?:{KILL_V}\W{{1,6}}{THREAT_TARGET}|"
        rf"slit\W{{1,6}}(?:my|your|ur)\W{{1,6}}throat)"
        rf"(?!\W{{1,6}}(?:with\W{{1,6}}kindness|softly))|\b{I_WILL}"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:kill|murder|end|shoot|stab)\W{{1,6}}(?:you|u|ya)"
        rf"\b|\b(?:until|till|before|or)\W{{1,6}}(?:he|she|they)\W{{1,6}}(?:kills|hurts|murders)"
        rf"\W{{1,6}}(?:me|us)\b|\bdeath\W{{1,6}}threats?\b|\bkill\W{{1,6}}(?:me|you)\W{{1,6}}"
        rf"(?:if|when)\W{{1,6}}(?:i|you|u)\W{{1,6}}(?:ever\W{{1,6}})?(?:leave|left|tell|told|go|"
        rf"talk|call)",
    ),
    _rule(
        "threat.hurt",
        C.THREAT,
        rf"\b{PERSON}\W{{1,6}}{SGAP}{THREAT_LEAD}\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?(?:{HURT_WHOLE}|"
        rf"{HURT_V}\W{{1,6}}{THREAT_TARGET})(?!\W{{1,6}}(?:again\W{{1,6}})?(?:with\W{{1,6}}(?:kindness|"
        rf"these|his|her|words)|feelings|emotionally|like\W{{1,6}}(?:that|this|before)))|\b"
        rf"{I_WILL}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:hurt|beat|hit|punch|slap|choke|stab|"
        rf"shoot|break)\W{{1,6}}(?:you|u|ya)\b(?!\W{{1,6}}(?:emotionally|like\W{{1,6}}you))|"
        rf"\b(?:hes|shes|hell|hed|theyre|theyll)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:{HURT_WHOLE}|"
        rf"{HURT_V}\W{{1,6}}{THREAT_TARGET})",
        neg_inside=True,
    ),
    _rule(
        "threat.pay_regret",
        C.THREAT,
        r"\bmake\W{1,6}(?:me|you|u|us)\W{1,6}pay\b(?!\W{1,6}(?:for\W{1,6}(?:the\W{1,6})?"
        r"(?:dinner|food|drinks|bill|rent|half|petrol|gas|uber|taxi|tickets?|it\W{1,6}all|"
        r"everything|my\W{1,6}own)|half|back|rent|the\W{1,6}bill))|\b(?:you'?ll|you\W{1,3}will|"
        r"youll|u'?ll|ull|you'?re\W{1,3}gonna|ur\W{1,3}gonna|i'?ll\W{1,3}make\W{1,3}(?:sure"
        r"\W{1,3})?you)\W{1,6}(?:\w{1,10}\W{1,6})?(?:regret\W{1,6}(?:this|it|leaving|blocking|"
        r"that|ever|the\W{1,6}day|what|everything)|be\W{1,6}sorry|pay\W{1,6}for)\b|\bwatch"
        r"\W{1,6}your\W{1,6}back\b|\b(?:you'?re|ur|youre|you\W{1,3}are)\W{1,6}(?:so\W{1,6})?"
        r"(?:dead|dead\W{1,6}meat)\b(?!\W{1,6}to\W{1,6}me)|\b(?:i'?ll|i\W{1,3}will|ill|he'?ll|"
        r"she'?ll|he\W{1,3}will|she\W{1,3}will|threaten\w{0,3}\W{1,3}to|swore\W{1,3}to|gonna)"
        r"\W{1,6}(?:\w{1,10}\W{1,6})?(?:ruin|destroy|end)\W{1,6}(?:your|ur|my)\W{1,6}life\b|"
        r"\b(?:he|she|they|ex)\W{1,6}" + SGAP + r"(?:says?|said|saying|told\W{1,6}me|texted|"
        r"warned|messaged)\W{1,6}(?:me\W{1,6})?(?:that\W{1,6})?(?:i'?ll|ill|i\W{1,3}will|i'?d|id|"
        r"i\W{1,3}would|i'?d\W{1,3}better)\W{1,6}(?:\w{1,10}\W{1,6})?(?:regret|be\W{1,6}sorry|"
        r"pay\b|watch\W{1,6}my\W{1,6}back)|\b(?:says?|said|saying|told\W{1,6}me|texted|"
        r"messaged)\W{1,6}(?:me\W{1,6})?(?:that\W{1,6})?(?:i'?m|im|i\W{1,3}am|i'?ll\W{1,3}be|"
        r"ill\W{1,3}be|you'?re|ur)\W{1,6}(?:dead|next)\b(?!\W{1,6}to\W{1,6}(?:him|me))|\b(?:says?|said|"
        r"saying|told\W{1,6}me|texted|messaged|warned)\W{1,6}(?:me\W{1,6})?(?:that\W{1,6})?(?:i|you|u)"
        r"\W{1,6}(?:won'?t|wont|will\W{1,3}not|ain'?t\W{1,3}gonna)\W{1,6}live\W{1,6}to\W{1,6}see\b",
        veto=r"\b(?:if|when)\W{1,6}(?:you|u|i)\W{1,6}(?:text|texting|call|calling|contact|go"
        r"\W{1,6}back|unblock|reach)\w*\W{1,6}(?:him|her|them)|(?:texting|contacting|unblocking)"
        r"\W{1,6}(?:him|her|them)",
    ),
    _rule(
        "threat.find_you",
        C.THREAT,
        r"\b(?:i'?ll|i\W{1,3}will|ill|he'?ll|she'?ll|he\W{1,3}will|hell|gonna|he'?d|she'?d|hed)"
        r"\W{1,6}(?:\w{1,10}"
        r"\W{1,6})?(?:find|hunt)\W{1,6}(?:you|u|me|us)\W{1,6}(?:down|wherever|anywhere|and|no"
        r"\W{1,6}matter)|\bi\W{1,6}know\W{1,6}where\W{1,6}(?:you|u)\W{1,6}(?:live|work|are|"
        r"sleep)|\byou\W{1,6}can'?t\W{1,6}hide\b|\b(?:coming|come)\W{1,6}after\W{1,6}(?:you|u|"
        r"me|us)\b|\bfinish\W{1,6}(?:what\W{1,6}(?:he|she|they|i)\W{1,6}started|the\W{1,6}job)\b|"
        r"\bcoming\W{1,6}for\W{1,6}(?:you|u)\b|\b(?:he'?s|hes|she'?s|shes|they'?re|he"
        r"\W{1,3}is)\W{1,6}coming\W{1,6}for\W{1,6}(?:me|us)\b(?!\W{1,6}(?:at\W{1,6}\d|after"
        r"\W{1,6}(?:work|school)|later))",
    ),
    _rule(
        "threat.take_kids",
        C.THREAT,
        rf"\b(?:threaten\w{{0,3}}|gonna|going\W{{1,3}}to|will|'ll|ll|said\W{{1,6}}(?:he|she)"
        rf"\W{{1,6}}(?:would|'d|will|'ll|d)|swears?|swore|try\W{{1,6}}to)\W{{1,6}}(?:to\W{{1,6}})?"
        rf"(?:take|taking|keep|kidnap|snatch)\W{{1,6}}(?:away\W{{1,6}})?{KIDP}(?:\W{{1,6}}away)?"
        rf"\b(?!\W{{1,6}}(?:to|for)\W{{1,6}}(?:school|nursery|daycare|the\W{{1,6}}park|a"
        rf"\W{{1,6}}walk|lunch|dinner|the\W{{1,6}}weekend|practice|football|swimming|the\W{{1,6}}"
        rf"dentist|the\W{{1,6}}doctor|ice\W{{1,6}}cream))|\bnever\W{{1,6}}see\W{{1,6}}{KIDP}"
        rf"\W{{1,6}}again",
    ),
    _rule(
        "threat.coercive_self",
        C.THREAT,
        r"\b(?:he|she|they|my\W{1,6}ex|ex|hell|hed)\W{1,6}"
        + SGAP
        + r"(?:kill|hurt|harm|end|off)\w{0,3}"
        r"\W{1,6}(?:himself|herself|themselves|themself|his\W{1,6}life|her\W{1,6}life)\b|"
        r"\bthreaten\w{0,3}\W{1,6}(?:suicide|to\W{1,6}(?:kill|hurt)\W{1,6}(?:himself|herself))",
        neg_inside=True,
    ),
    _rule(
        "threat.no_one_can",
        C.THREAT,
        r"\bif\W{1,6}(?:i|he|she)\W{1,6}can'?t\W{1,6}have\W{1,6}(?:you|u|me|her|him)\W{1,6}"
        r"(?:no\W{0,3}one|nobody|noone|no\W{1,3}body)|\b(?:no\W{0,3}one|nobody)\W{1,6}"
        r"(?:else\W{1,6})?(?:can|will|gets\W{1,6}to)\W{1,6}have\W{1,6}(?:you|u|me|her)\b",
        negatable=False,
    ),
    _rule(
        "threat.threatened",
        C.THREAT,
        r"\bthreat(?:en|ens|ened|ening)\W{1,6}(?:me|us|my\W{1,6}\w+|to\W{1,6}(?:kill|hurt|"
        r"take|post|share|leak|send|tell|ruin|burn|come|show\W{1,6}up|find|kidnap|harm|beat|"
        r"get|hit|break|smash|destroy|report|expose|release|stab|shoot|have\W{1,6}me|put))"
        r"|\bthreatening\W{1,6}(?:texts|messages|voicemails?|voice\W{1,6}(?:notes|"
        r"messages)|letters?|emails?|calls?|me)\b|\b(?:kys|go\W{1,6}kill\W{1,6}(?:yourself"
        r"|urself)|hope\W{1,6}(?:you|u)\W{1,6}die|(?:told|tells|telling)\W{1,6}me\W{1,6}"
        r"to\W{1,6}(?:kill\W{1,6}myself|die|go\W{1,6}die|kms))\b",
    ),
    _rule(
        "threat.leak",
        C.THREAT,
        r"\b(?:post|share|leak|send|release|expose|upload|spread)\w{0,3}\W{1,6}(?:my|our|the|"
        r"those|these|all)\W{1,6}(?:\w{1,12}\W{1,6})?(?:nudes|nude\W{1,6}(?:pics|photos)|"
        r"intimate\W{1,6}\w+|private\W{1,6}(?:pics|photos|videos)|sex\W{1,6}tape|videos?\W{1,6}"
        r"of\W{1,6}(?:me|us))",
    ),
    _rule(
        "threat.burn_home",
        C.THREAT,
        r"\b(?:burn|torch|set\W{1,6}fire\W{1,6}to)\W{1,6}(?:down\W{1,6})?(?:my|the|your|our)"
        r"\W{1,6}(?:house|flat|car|apartment|place|home)\b|\bset\W{1,6}(?:my|the|your|our)\W{1,6}"
        r"(?:house|flat|car|apartment|place|home)\W{1,6}on\W{1,6}fire|\bburn\W{1,6}(?:it|the"
        r"\W{1,6}place|"
        r"the\W{1,6}house|my\W{1,6}house)\W{1,6}down\b|\b(?:throw|throwing|threw|pour|pouring|chuck)\w{0,2}\W{1,6}acid\b|"
        r"\bacid\W{1,6}(?:attack|in\W{1,6}my\W{1,6}face)|\b(?:slashed|slash|smashed|keyed)\W{1,6}"
        r"my\W{1,6}(?:tyres|tires|car|windows?|windscreen|windshield)",
    ),
    _rule(
        "threat.send_people",
        C.THREAT,
        r"\bsend\W{1,6}" + gap(2) + r"(?:people|someone|friends|brothers|guys|boys|cousins|men)"
        r"\W{1,6}(?:after\W{1,6}(?:me|you)|to\W{1,6}(?:get|hurt|deal\W{1,6}with|sort)\W{1,6}"
        r"(?:me|you)|round\W{1,6}to\W{1,6}(?:get|sort|deal))",
    ),
)

_STALKING_RULES = (
    _rule(
        "stalking.following",
        C.STALKING,
        r"\b(?:following|followed|follows|follow|tailing|tailed)\W{1,6}(?:me|us|my\W{1,6}(?:car"
        r"|kids|daughter|son|mum|mom))\b(?!\W{1,6}(?:on|back|again\W{1,6}on|from\W{1,6}(?:a|"
        r"another|his|her|new|fake)|around\W{1,6}(?:on|online)|to\W{1,6}(?:a|the)\W{1,6}new|"
        r"everywhere\W{1,6}online))|\bbeing\W{1,6}(?:followed|watched|tracked|stalked|"
        r"monitored)\b",
    ),
    _rule(
        "stalking.stalk",
        C.STALKING,
        r"\bstalk(?:ing|ed|s)?\W{1,6}(?:me|us|my\W{1,6}(?:house|flat|work|kids|family))\b|"
        r"\b(?:my|have\W{1,6}a|got\W{1,6}a|he'?s\W{1,6}a|she'?s\W{1,6}a|hes\W{1,6}a|he\W{1,6}"
        r"is\W{1,6}a|she\W{1,6}is\W{1,6}a|is\W{1,6}my)\W{1,6}stalker\b|\bstalked\W{1,6}by\b",
    ),
    _rule(
        "stalking.presence",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:parked|parks|parking|sitting|sits|sat|waiting|waits|waited|"
        rf"standing|stood|lurking|lurks|hanging\W{{1,6}}(?:around|out)|drove|driving|drives|"
        rf"walked|walking|walks|circling|was|were|is|'s|s|been|keeps\W{{1,6}}(?:driving|"
        rf"walking|coming|showing\W{{1,6}}up))\W{{1,6}}{gap(3)}(?:outside|past|by|near|"
        rf"around|at\W{{1,6}}the\W{{1,6}}(?:end|top|bottom|corner)\W{{1,6}}of|across\W{{1,6}}(?:the"
        rf"\W{{1,6}})?(?:street|road)\W{{1,6}}from|in\W{{1,6}}front"
        rf"\W{{1,6}}of|down|up\W{{1,6}}and\W{{1,6}}down)\W{{1,6}}(?:my|our|the)"
        rf"\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?{HOME}\b"
        rf"|\b{PERSON}\W{{1,6}}{SGAP}(?:waits|waiting|waited)\W{{1,6}}for\W{{1,6}}me\W{{1,6}}{gap(3)}"
        rf"(?:at|outside|near|by)\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?(?:"
        rf"{HOME}|bus\W{{1,6}}stop|station|car\W{{1,6}}park|parking\W{{1,6}}lot|school\W{{1,6}}gates?)",
        neg_inside=True,
    ),
    _rule(
        "stalking.show_up",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:show(?:ed|s|ing|n)?\W{{1,6}}up|turn(?:ed|s|ing)?\W{{1,6}}"
        rf"up|rocked\W{{1,6}}up|popped\W{{1,6}}up|appeared|keeps\W{{1,6}}appearing)\W{{1,6}}"
        rf"{gap(2)}(?:at|to|outside)\W{{1,6}}(?:my|our|the)\W{{1,6}}(?:\w{{1,16}}\W{{1,6}}){{0,2}}"
        rf"{HOME}|\b{EX}\W{{1,6}}{SGAP}(?:came|comes|coming|keeps\W{{1,6}}coming)"
        rf"\W{{1,6}}{gap(2)}(?:to|outside)\W{{1,6}}(?:my|our)\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?"
        rf"{HOME}|\b(?:show|turn)(?:ed|s|ing)?\W{{1,6}}up\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:unannounced"
        rf"|uninvited|without\W{{1,6}}warning|everywhere|wherever)",
        neg_inside=True,
    ),
    _rule(
        "stalking.tracker",
        C.STALKING,
        r"\b(?:found|find|finding|discovered|notification|notifications|alert|alerts|hidden|"
        r"planted|slipped|taped|there'?s|there\W{1,6}was|there\W{1,6}is)\W{1,6}"
        + gap(3)
        + r"(?:air\W?tags?|trackers?|tile\W{1,6}(?:tracker|tag)|gps\b|"
        r"tracking\W{1,6}(?:device|app|chip)|spyware|stalkerware|keylogger|hidden\W{1,6}"
        r"(?:camera|cam|mic)|cameras?\W{1,6}in\W{1,6}my)\b|\b(?:cameras?|cams?|mics?|microphones?)"
        r"\W{1,6}hidden\b|\b"
        + PERSON
        + r"\W{1,6}"
        + SGAP
        + r"(?:put|stuck|hid|placed|planted|attached)\W{1,6}"
        + gap(2)
        + r"(?:air\W?tags?|"
        r"trackers?|tile|gps|tracking\W{1,6}device)|\b(?:air\W?tags?|trackers?|gps|tracking"
        r"\W{1,6}device)\W{1,6}" + gap(2) + r"(?:(?:in|on|under|inside|attached\W{1,6}to)"
        r"\W{1,6}(?:my|the)\W{1,6}(?:\w{1,16}\W{1,6})?(?:car|bag|purse|handbag|coat|jacket|"
        r"wheel|bumper|backpack|pram|stroller|glove\W?box|kids?'?\W{1,6}\w+)|moving\W{1,6}with\W{1,6}(?:you"
        r"|me))\b|\b(?:spyware|stalkerware|spy\W{1,6}(?:app|software|camera|cam)|mspy|"
        r"flexispy)\b|\b(?:my\W{1,6})?location\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:shared|sharing|sent|"
        r"visible)\W{1,6}(?:with|to)\W{1,6}(?:him|her|them|my\W{1,6}ex)\b",
    ),
    _rule(
        "stalking.monitoring",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:track\w{{0,3}}|monitor\w{{0,3}}|spy\w{{0,3}}\W{{1,6}}on|"
        rf"spied\W{{1,6}}on|watch(?:ing|es|ed)?)\W{{1,6}}(?:me|us|my\W{{1,6}}(?:every\W{{1,6}}"
        rf"move|movements|whereabouts|location|phone|house|flat|place|windows?|car|kids))\b"
        rf"(?!\W{{1,6}}(?:cook|play|dance|sing|post|story|stories|grow|cry|eat|sleep))|\b{PERSON}"
        rf"\W{{1,6}}{SGAP}(?:read(?:s|ing)?|went\W{{1,6}}through|goes\W{{1,6}}through|going"
        rf"\W{{1,6}}through|check(?:s|ed|ing)?|hack(?:ed|s|ing)?|accessed|accessing|logged"
        rf"\W{{1,6}}into|logs\W{{1,6}}into|logging\W{{1,6}}into|broke\W{{1,6}}into|got\W{{1,6}}"
        rf"into|changed|knows|knew|has|have|uses|using)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?"
        rf"my\W{{1,6}}(?:phone|texts|messages|emails?|dms|whatsapp|icloud|instagram|insta|"
        rf"facebook|fb|snap\w{{0,4}}|accounts?|laptop|computer|google|location|every\W{{1,6}}move"
        rf"|movements|whereabouts|passwords?|passcode|pin|apple\W{{1,6}}id|browser\W{{1,6}}"
        rf"history|search\W{{1,6}}history)\b",
        neg_inside=True,
    ),
    _rule(
        "stalking.app_on_phone",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:installed|put|downloaded|hid|hidden|added|set\W{{1,6}}up"
        rf"|turned\W{{1,6}}on|enabled|shared)\W{{1,6}}{gap(3)}(?:app|apps|software|something|"
        rf"location\W{{1,6}}sharing|find\W{{1,6}}my)\W{{1,6}}(?:on|to|in)?\W{{0,6}}(?:my\W{{1,6}}"
        rf"(?:phone|laptop|computer|car|ipad|tablet|account))",
        neg_inside=True,
    ),
    _rule(
        "stalking.knows_where",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:knows?|knew|found\W{{1,6}}out|figured\W{{1,6}}out|find"
        rf"\W{{1,6}}out|found|tracked\W{{1,6}}down|got|has|have)\W{{1,6}}{gap(2)}(?:where\W{{1,6}}"
        rf"i\W{{1,6}}(?:am|live|work|was|go|moved|stay|'?m\W{{1,6}}staying|sleep|hang\W{{1,6}}"
        rf"out|park|'?ve\W{{1,6}}been|have\W{{1,6}}been|went|go\W{{1,6}}every\W{{1,6}}\w+)"
        rf"\b|my\W{{1,6}}(?:new\W{{1,6}})?(?:address|location|whereabouts|schedule|"
        rf"routine)\b|my\W{{1,6}}new\W{{1,6}}(?:number|place|flat|house|job|work)|(?:everything|every"
        rf"\W{{1,6}}thing)\W{{1,6}}i\W{{1,6}}(?:do|say|post))",
        neg_inside=True,
    ),
    _rule(
        "stalking.new_accounts",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:made|making|makes|created|creating|creates|opened|opens|"
        rf"uses|using|used|texting|texted|texts|messaging|messaged|messages|calling|called|calls|"
        rf"contacting|contacted|contacts|emailing|emailed|dm'?ing|dm'?d|dms|reaching\W{{1,6}}"
        rf"out|reached\W{{1,6}}out|found\W{{1,6}}me|watching|watches|views|viewing|following|"
        rf"follows|followed)\W{{1,6}}{gap(4)}(?:new|fake|different|other|another|burner|private|"
        rf"unknown|random|second|spam|anonymous|multiple|\d+)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:accounts?|numbers?|profiles?|emails?|phones?|sims?|pages?)\b|\bblocked\W{{1,6}}"
        rf"(?:him|her|them|his\W{{1,6}}\w+|every\w*|all)\W{{1,6}}{gap(2)}(?:he|she|they)\W{{1,6}}"
        rf"{gap(2)}(?:keeps|kept|still|started|found|made|makes|texts|texted|texting|calls|"
        rf"called|calling|messages|messaged|emails|emailed|uses|used|contacted|turned|showed|"
        rf"sent|got\W{{1,6}}around)",
        neg_inside=True,
    ),
    _rule(
        "stalking.harassment",
        C.STALKING,
        r"\b(?:calling|called|calls|texting|texted|texts|messaging|messaged|ringing|rang|"
        r"emailing|emailed)\W{1,6}me\W{1,6}" + gap(2) + r"(?:nonstop|non\W{1,6}stop|all\W{1,6}"
        r"night|[2-9]\d\W{0,6}times|[1-9]\d{2,}\W{0,6}times|a\W{1,6}hundred\W{1,6}times|"
        r"hundreds\W{1,6}of\W{1,6}times|over\W{1,6}and\W{1,6}over|every\W{1,6}(?:five|5|ten|10|"
        r"few)\W{1,6}minutes)|\b(?:won'?t|wont|doesn'?t|will\W{1,3}not)\W{1,6}leave\W{1,6}me"
        r"\W{1,6}alone\b|\beverywhere\W{1,6}i\W{1,6}go\W{1,6}" + gap(2) + r"(?:he|she|they)"
        r"(?:'?s|\W{1,6}is|\W{1,6}are|\W{1,6}shows|\W{1,6}turns)|\b(?:contacting|messaging|calling"
        r"|texting|asking|harassing|contacted|messaged|called|asked|messages|texts|calls|asks|emails"
        r"|emailed)\W{1,6}my\W{1,6}(?:family|friends|mum|mom|dad|parents|sister|brother|boss|"
        r"coworkers|co\W?workers|colleagues|work|neighbou?rs|manager)\W{1,6}"
        r"(?:to\W{1,6}find\W{1,6}(?:me|out\W{1,6}where)|about\W{1,6}where\W{1,6}i|asking\W{1,6}"
        r"(?:where\W{1,6}i|about\W{1,6}me|for\W{1,6}my\W{1,6}(?:address|number|location)))",
        negatable=False,
    ),
)

_VIOLENCE_RULES = (
    _rule(
        "violence.hit",
        C.VIOLENCE,
        rf"\b{PERSON}\W{{1,6}}{SGAP}{HIT_V}\W{{1,6}}{HIT_TARGET}{HIT_EXCUSE}|\bbeat(?:s|ing)?"
        rf"\W{{1,6}}(?:me|us)\W{{1,6}}up\b|\bbeat\W{{1,6}}the\W{{1,6}}(?:shit|crap|hell|life)"
        rf"\W{{1,6}}out\W{{1,6}}of\W{{1,6}}me",
        neg_inside=True,
    ),
    _rule(
        "violence.passive",
        C.VIOLENCE,
        r"\b(?:i\W{1,6}(?:was|got|get|been)|i'?ve\W{1,6}been|i\W{1,6}have\W{1,6}been|been|got)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:hit|punched|slapped|kicked|shoved|choked|strangled|"
        r"beaten|beat\W{1,6}up|raped|assaulted|sexually\W{1,6}assaulted|attacked|stabbed|shot|"
        r"molested|smacked|suffocated|battered|groped|drugged)\b" + PASSIVE_EXCUSE,
    ),
    _rule(
        "violence.push",
        C.VIOLENCE,
        r"\b(?:pushed|pushes|pushing|push|threw|throws|thrown|slammed|slams|dragged|drags)\W{1,6}"
        r"me\W{1,6}(?:\w{1,12}\W{1,6})?(?:(?:into|against|onto|off|down|over|across)\W{1,6}"
        r"(?:the|a|my|his)\W{1,6}(?:\w{1,12}\W{1,6})?(?:wall|door|table|floor|ground|stairs|"
        r"counter|bed|car|fridge|mirror|pool|window|couch|sofa|bath|tub|street|road|wardrobe|"
        r"cupboard|radiator)|to\W{1,6}the\W{1,6}(?:ground|floor)|down\W{1,6}(?:the\W{1,6})?"
        r"stairs|hard|across\W{1,6}the\W{1,6}room)|\bthrew\W{1,6}(?:a|the|his|my|her)\W{1,6}"
        r"(?:\w{1,12}\W{1,6})?\w{1,16}\W{1,6}at\W{1,6}(?:me|my\W{1,6}(?:head|face))\b",
        neg_inside=True,
    ),
    _rule(
        "violence.choke",
        C.VIOLENCE,
        r"\b(?:chok|strangl|suffocat|smother)\w{0,4}\W{1,6}(?:me|us|my\W{1,6}(?:\w{1,12}\W{1,6}"
        r")?(?:neck|throat))\b(?!\W{1,6}up)|\bhands?\W{1,6}(?:around|round|on|at|over|across)"
        r"\W{1,6}my\W{1,6}(?:neck|throat|mouth)|\b(?:held|grabbed|grabs|pinned)\W{1,6}me"
        r"\W{1,6}by\W{1,6}the\W{1,6}(?:throat|neck|hair)|\bstrangulation\b|\b(?:held|holds|holding|"
        r"pinned|pins|pinning|sat\W{1,6}on)\W{1,6}me\W{1,6}down\b",
        neg_inside=True,
    ),
    _rule(
        "violence.weapon",
        C.VIOLENCE,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:pulled|pointed|held|had|has|brandished|waved|grabbed|"
        rf"got|keeps|carries|carried|bought|owns|showed\W{{1,6}}me|came\W{{1,6}}at\W{{1,6}}me"
        rf"\W{{1,6}}with|threatened\W{{1,6}}me\W{{1,6}}with)\W{{1,6}}(?:a|an|his|the|her|my|"
        rf"out\W{{1,6}}(?:a|his|the)|a\W{{1,6}}loaded)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?{WEAPON}"
        rf"\b(?!\W{{1,6}}(?:license|licence|course|collection|to\W{{1,6}}(?:cut|chop|open|"
        rf"slice)))|\b{PERSON}\W{{1,6}}{SGAP}(?:coming|come|came|turned\W{{1,6}}up|showed\W{{1,6}}up|"
        rf"turning\W{{1,6}}up|showing\W{{1,6}}up)\W{{1,6}}{gap(2)}with\W{{1,6}}(?:a|an|his|the)"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?{WEAPON}\b|\b{WEAPON}\W{{1,6}}(?:to|against|at)\W{{1,6}}my\W{{1,6}}(?:head|throat|"
        rf"neck|face|chest|stomach|side)|\bcame\W{{1,6}}at\W{{1,6}}me\b",
        neg_inside=True,
    ),
    _rule(
        "violence.sexual",
        C.VIOLENCE,
        r"\b(?:rape|raped|raping|rapes|rapist|sexually\W{1,6}assault\w{0,3}|sexual\W{1,6}"
        r"assault|molest\w{0,4}|groped|non\W?consensual|without\W{1,6}(?:my\W{1,6})?consent)\b|"
        r"\b(?:forced|forces|forcing|force)\W{1,6}(?:me|himself|herself)\b|\bmade\W{1,6}me"
        r"\W{1,6}(?:have\W{1,6}sex|do\W{1,6}(?:stuff|things|sexual)|sleep\W{1,6}with)|\b"
        r"(?:didn'?t|wouldn'?t|did\W{1,6}not|would\W{1,6}not)\W{1,6}stop\W{1,6}when\W{1,6}i"
        r"\W{1,6}(?:said\W{1,6}no|told\W{1,6}(?:him|her)\W{1,6}to\W{1,6}stop|asked|cried|was"
        r"\W{1,6}crying|was\W{1,6}asleep)|\bdrugged\W{1,6}(?:me|my)\b|\btouch\w{0,3}\W{1,6}me"
        r"\W{1,6}" + gap(3) + r"(?:when|after|even\W{1,6}though|while)\W{1,6}i\W{1,6}(?:said"
        r"\W{1,6}no|told\W{1,6}(?:him|her)\W{1,6}(?:no|to\W{1,6}stop)|was\W{1,6}(?:asleep|drunk"
        r"|passed\W{1,6}out))",
    ),
    _rule(
        "violence.injury",
        C.VIOLENCE,
        rf"\b(?:gave|left|leave|leaves|giving)\W{{1,6}}(?:me\W{{1,6}})?(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:bruises|a\W{{1,6}}bruise|a\W{{1,6}}black\W{{1,6}}eye|marks|a\W{{1,6}}split\W{{1,6}}"
        rf"lip|a\W{{1,6}}concussion|scratches|a\W{{1,6}}fat\W{{1,6}}lip)\b(?!\W{{1,6}}on\W{{1,6}}"
        rf"(?:the|my)\W{{1,6}}(?:car|wall|floor|table|door))|\b(?:black\W{{1,6}}eye|split\W{{1,6}}"
        rf"lip)\b|\b{PERSON}\W{{1,6}}{SGAP}(?:broke|fractured|cracked|dislocated)\W{{1,6}}my"
        rf"\W{{1,6}}(?:nose|ribs?|jaw|arm|wrist|fingers?|cheekbone|eye\W{{1,6}}socket|"
        rf"shoulder)\b|\b{PERSON}\W{{1,6}}{SGAP}(?:put|sent|landed)\W{{1,6}}me\W{{1,6}}in\W{{1,6}}(?:the"
        rf"\W{{1,6}})?(?:hospital|a\W{{1,6}}&\W{{1,6}}e|a&e|er|icu|intensive\W{{1,6}}care)\b|\bbruises?\W{{1,6}}{gap(4)}(?:from|where)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:he|she|they)\b",
        neg_inside=True,
    ),
    _rule(
        "violence.physical",
        C.VIOLENCE,
        r"\b(?:put|puts|putting|laid|lay|lays|got)\W{1,6}(?:his|her|their)\W{1,6}hands?\W{1,6}"
        r"on\W{1,6}me\b|\blaid\W{1,6}a\W{1,6}(?:hand|finger)\W{1,6}on\W{1,6}me\b|\bgot\W{1,6}"
        r"physical\b|\bphysically\W{1,6}(?:hurt\W{1,6}(?:me|us|my)|harm\w{0,3}\W{1,6}(?:me|us)|"
        r"abus\w{0,4}|attack\w{0,3}|assault\w{0,3}|violent)|\b(?:domestic|dv)\W{1,6}(?:violence"
        r"|abuse)\b|\b(?:punched|hit|kicked|smashed|punches|hits)\W{1,6}(?:the|a)\W{1,6}(?:wall|"
        r"door|window|table|mirror)\W{1,6}(?:right\W{1,6}|just\W{1,6})?(?:next\W{1,6}to|beside|by|"
        r"near|"
        r"inches\W{1,6}from)\W{1,6}(?:my|me)\b|\bgrab(?:b?ed|s|b?ing)?\W{1,6}(?:me\W{1,6}by"
        r"\W{1,6}the\W{1,6}\w{1,10}|my\W{1,6}(?:arms?|wrists?|throat|neck|hair|face|jaw|"
        r"shoulders?))\b|\bpulled\W{1,6}my\W{1,6}hair|\btwisted\W{1,6}my\W{1,6}arm|\bhurt\W{1,6}"
        r"me\W{1,6}physically|\b(?:slammed|smashed|hit|pushed|bashed)\W{1,6}my\W{1,6}"
        r"head\W{1,6}(?:into|against|on|off)\b|\bburn(?:ed|t)\W{1,6}(?:me|my\W{1,6}\w{1,12})"
        r"\W{1,6}with\W{1,6}(?:a|an|his|her|the)\W{1,6}(?!(?:words|lies)\b)\w",
        neg_inside=True,
    ),
    _rule(
        "violence.confine",
        C.VIOLENCE,
        r"\b(?:locked|locks|lock|locking|trapped|traps|keeps)\W{1,6}me\W{1,6}(?:in|inside)\b|"
        r"\b(?:wouldn'?t|won'?t|didn'?t|doesn'?t|would\W{1,6}not|will\W{1,6}not)\W{1,6}let"
        r"\W{1,6}me\W{1,6}(?:leave|out|call|get\W{1,6}out|go\W{1,6}(?:out|home))\b|\bblock(?:ed"
        r"|ing|s)\W{1,6}(?:the|my)\W{1,6}(?:door|doorway|exit|way\W{1,6}out)|\btook\W{1,6}my"
        r"\W{1,6}(?:phone|keys)\W{1,6}so\W{1,6}i\W{1,6}(?:couldn'?t|can'?t)",
        negatable=False,
    ),
)

_EMERGENCY_RULES = (
    _rule(
        "emergency.door",
        C.EMERGENCY,
        r"\b(?:banging|pounding|hammering|kicking|beating|punching|smashing|bashing|rattling|"
        r"bangs|pounds|kicks|banged|pounded|kicked|trying\W{1,6}to\W{1,6}(?:open|break|kick))"
        r"\W{1,6}(?:on\W{1,6}|at\W{1,6}|in\W{1,6}|down\W{1,6})?(?:my|the|our)\W{1,6}(?:front"
        r"\W{1,6}|back\W{1,6}|bedroom\W{1,6}|bathroom\W{1,6}|car\W{1,6})?(?:door|doors|window|"
        r"windows|gate)\b",
    ),
    _rule(
        "emergency.outside_now",
        C.EMERGENCY,
        rf"\b{PERSON}\W{{1,6}}(?:(?:is|'s|s|are|'re|re|just|right|literally|currently|still|"
        rf"standing|sitting|waiting|parked|lurking|now|already|again|rn|been|always|constantly)"
        rf"\W{{1,6}}){{0,3}}"
        rf"(?:outside|downstairs|at\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:front\W{{1,6}}|back\W{{1,6}})?"
        rf"(?:door|window|gate)|in\W{{1,6}}(?:the|my|our)\W{{1,6}}(?:house|flat|building|hallway|"
        rf"garden|yard|driveway|car\W{{1,6}}park|parking\W{{1,6}}lot|stairwell|lobby|kitchen|"
        rf"living\W{{1,6}}room)|inside\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:house|flat|apartment|"
        rf"building|place)|inside\b(?=\W{{1,6}}(?:right\W{{1,6}}now|rn|now|the\W{{1,6}}(?:house|flat)|"
        rf"and|i'?m|im)|\W*$))\b(?!\W{{1,6}}(?:of\W{{1,6}}(?:school|work)|with\W{{1,6}}the\W{{1,6}}"
        rf"dog|smoking|having))|\b{PERSON}\W{{1,6}}(?:is|'s|s|are|'re|re)?\W{{0,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}})?here\W{{1,6}}{NOW}\b|\b{PERSON}\W{{1,6}}(?:got|just\W{{1,6}}got|let"
        rf"\W{{1,6}}himself|let\W{{1,6}}herself|is\W{{1,6}}getting)\W{{1,6}}in\b(?!to)|"
        rf"\b(?:he|she|they|ex)\W{{1,6}}(?:won'?t|wont|refuses?\W{{1,6}}to|will\W{{1,6}}not)"
        rf"\W{{1,6}}(?:leave|go)\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:house|flat|apartment|place|"
        rf"property|porch|doorstep|room|car)\b",
        neg_inside=True,
    ),
    _rule(
        "emergency.breaking_in",
        C.EMERGENCY,
        r"\b(?:trying|tried|tries|attempting)\W{1,6}to\W{1,6}(?:get|break|force\W{1,6}"
        r"(?:his|her|their)\W{1,6}way|climb|kick)\W{1,6}(?:in\b(?!\W{1,6}(?:touch|contact|"
        r"my\W{1,6}head|shape|line|the\W{1,6}way|there|with))|into\W{1,6}(?:my|the|our)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:house|flat|apartment|place|home|room|car|building|"
        r"bathroom|bedroom)|through\W{1,6}the\W{1,6}(?:window|door)|the\W{1,6}door\W{1,6}"
        r"(?:in|down|open)|down\W{1,6}(?:the|my)\W{1,6}door)|\bclimb(?:ing|ed|s)?\W{1,6}"
        r"(?:in\b|into\W{1,6}(?:my|the|our)|through\W{1,6}(?:my|the|our)\W{1,6}window|over"
        r"\W{1,6}(?:my|the|our)\W{1,6}(?:back\W{1,6})?(?:fence|wall|gate))|\b(?:break|breaking|broke|broken|forcing|forced|kicked|kicking)"
        r"\W{1,6}(?:in\b(?!\W{1,6}(?:my\W{1,6})?(?:new\W{1,6})?(?:shoes|boots|"
        r"trainers|jeans|sneakers|heels|the\W{1,6}new))|into\W{1,6}(?:my|the|our)\W{1,6}"
        r"(?:\w{1,12}\W{1,6})?(?:house|flat|apartment|place|home|car|room|building)|down"
        r"\W{1,6}(?:my|the)\W{1,6}door|(?:my|the)\W{1,6}door\W{1,6}(?:in|down|open))",
    ),
    _rule(
        "emergency.at_the_door",
        C.EMERGENCY,
        r"\b(?:trying|tried|tries|rattling|jiggling|trying\W{1,6}to\W{1,6}open)\W{1,6}(?:the|my|our)"
        r"\W{1,6}(?:front\W{1,6}|back\W{1,6})?(?:door|doors|door\W{0,3}handle|handle|windows?|"
        r"locks?|gate)\b|\b(?:hear|hearing|heard)\W{1,6}(?:him|her|them|my\W{1,6}ex)\W{1,6}"
        r"(?:\w{1,12}\W{1,6}){0,2}?(?:downstairs|upstairs|outside|in\W{1,6}the\W{1,6}(?:house|flat|"
        r"hall|hallway|garden|kitchen)|at\W{1,6}the\W{1,6}(?:door|window))\b|\b(?:smashed|smashing"
        r"|smashes|broke|breaking|kicked\W{1,6}in|put\W{1,6}(?:his|a)\W{1,6}fist\W{1,6}through)"
        r"\W{1,6}(?:the|my|our)\W{1,6}(?:\w{1,12}\W{1,6})?(?:window|windows|glass|door|doors)\b",
    ),
    _rule(
        "emergency.hiding",
        C.EMERGENCY,
        r"\b(?:hiding|hid|hide|locked\W{1,6}myself|barricaded\W{1,6}myself|i'?m\W{1,6}locked|im"
        r"\W{1,6}locked|hiding\W{1,6}out|locked\W{1,6}(?:me\W{1,6}and\W{1,6}the\W{1,6}kids|us))"
        r"\W{1,6}" + gap(2) + r"(?:in|inside|under)\W{1,6}(?:the|my|a|our|his)\W{1,6}(?:\w{1,12}"
        r"\W{1,6})?(?:bathroom|toilet|loo|closet|wardrobe|car|basement|cupboard|attic|bed|shed|"
        r"garage)\b|\bhiding\W{1,6}from\W{1,6}(?:him|her|them|my\W{1,6}ex)\b|\b(?:i'?m|im|i\W{1,3}am|"
        r"we'?re|we\W{1,3}are)\W{1,6}hiding\W{1,6}(?:upstairs|downstairs|in\W{1,6}here|in\W{1,6}"
        r"(?:my|the|our)\W{1,6}(?:room|bedroom))\b|\blocked\W{1,6}"
        r"myself\W{1,6}in\b",
    ),
    _rule(
        "emergency.police",
        C.EMERGENCY,
        r"\b(?:call|calling|called|ring|ringing|phone|dial|dialling|dialing|dialled|dialed)"
        r"\W{1,6}(?:the\W{1,6})?(?:police|cops|911|999|112|000|emergency\W{1,6}services)\b",
    ),
    _rule(
        "emergency.unsafe",
        C.EMERGENCY,
        r"\b(?:scared|afraid|terrified|fear(?:ing)?|frightened)\W{1,6}for\W{1,6}my\W{1,6}(?:life|"
        r"safety|kids|children)\b|\b(?:i'?m|im|i\W{1,3}am|i\W{1,3}feel|i'?m\W{1,3}not\W{1,3}"
        r"feeling)\W{1,6}(?:so\W{1,6}|really\W{1,6}|just\W{1,6})?(?:not\W{1,6}safe|unsafe)\b|"
        r"\bi\W{1,3}(?:don'?t|dont|do\W{1,3}not|never|no\W{1,3}longer)\W{1,6}feel\W{1,6}"
        r"(?:\w{1,10}\W{1,6})?safe\b|\b(?:i'?m|im|i\W{1,3}am|am\W{1,3}i|are\W{1,3}we|we'?re|"
        r"we\W{1,3}are)\W{1,6}(?:\w{1,10}\W{1,6})?in\W{1,6}danger\b(?!\W{1,6}of)|\bin\W{1,6}"
        r"(?:immediate|real|serious)\W{1,6}danger\b",
        negatable=False,
    ),
    _rule(
        "emergency.raging_now",
        C.EMERGENCY,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:screaming|yelling|shouting|raging|smashing|breaking|"
        rf"throwing|punching|drunk\W{{1,6}}and\W{{1,6}}\w{{1,12}}|high\W{{1,6}}and\W{{1,6}}"
        rf"\w{{1,12}})\W{{1,6}}{gap(3)}{NOW}\b|\b{PERSON}\W{{1,6}}{SGAP}(?:getting|gets|is|'s|s)"
        rf"\W{{1,6}}(?:really\W{{1,6}}|so\W{{1,6}}|very\W{{1,6}})?(?:aggressive|violent|"
        rf"physical)\b",
        neg_inside=True,
    ),
    _rule(
        "emergency.on_his_way",
        C.EMERGENCY,
        r"\b(?:he|he'?s|hes|my\W{1,6}ex|ex)\W{1,6}" + SGAP + r"(?:on\W{1,6}his\W{1,6}way|coming"
        r"\W{1,6}over|heading\W{1,6}(?:over|here)|coming\W{1,6}(?:here|to\W{1,6}(?:my|the)"
        r"\W{1,6}(?:house|flat|place|apartment|work)))\W{1,6}" + gap(2) + NOW + r"\b",
        neg_inside=True,
    ),
)

_CHILD_RULES = (
    _rule(
        "child.injury",
        C.CHILD,
        rf"\b{KIDP}\W{{1,6}}{gap(10)}(?:bruis\w{{0,3}}|black\W{{1,6}}eye|marks\W{{1,6}}on\W{{1,6}}"
        rf"(?:her|his|their)|burns?\W{{1,6}}on\W{{1,6}}(?:her|his)|welts?|cuts\W{{1,6}}on|"
        rf"a\W{{1,6}}split\W{{1,6}}lip|hand\W{{0,3}}prints?|cigarette\W{{1,6}}burns?|burn\W{{1,6}}"
        rf"marks)\b|\b(?:bruises|bruise|marks|welts|"
        rf"burns|black\W{{1,6}}eye)\W{{1,6}}{gap(3)}{KIDP}\b",
    ),
    _rule(
        "child.says_hurt",
        C.CHILD,
        rf"\b(?:{KIDP}|she|he)\W{{1,6}}{gap(6)}(?:says|said|told|keeps\W{{1,6}}saying|"
        rf"mentioned|cried\W{{1,6}}that)\W{{1,6}}{gap(5)}(?:hurts|hurt|hits|hit|smacks|smacked|"
        rf"slaps|slapped|kicks|kicked|punches|punched|spanks|spanked|touches|touched|beats|beat|"
        rf"chokes|choked|pushes|pushed|shoves|shoved|locks|locked|burns|burned|shakes|shook|"
        rf"grabs|grabbed|scares|bites|bit|throws|threw)\W{{1,6}}(?:her|him|them|me|us)\b",
        needs=rf"\b{KID}\b|\b(?:daddy|mommy|mummy)\b",
    ),
    _rule(
        "child.harmed",
        C.CHILD,
        rf"\b(?:hit|hits|hitting|smack\w{{0,3}}|slap\w{{0,4}}|punch\w{{0,3}}|kick\w{{0,3}}|shook|"
        rf"shakes|shaking|shake|beat|beats|beating|hurt|hurts|hurting|chok\w{{0,3}}|strangl"
        rf"\w{{0,3}}|threw|throws|grabb?\w{{0,3}}|shov\w{{0,3}}|spank\w{{0,3}}|touch(?:ed|es|ing)|"
        rf"molest\w{{0,4}}|abus(?:ed|es|ing)|burn(?:ed|t|s)|starv\w{{0,4}}|bit|bites)\W{{1,6}}"
        rf"{KIDP}\b{NOT_POSSESSIVE}(?!\W{{1,6}}(?:up|feelings|emotionally))|\b{KIDP}\W{{1,6}}"
        rf"{gap(2)}(?:was|got|is\W{{1,6}}being|has\W{{1,6}}been|been|gets)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:hit|"
        rf"smacked|slapped|punched|kicked|hurt|beaten|abused|touched|molested|shaken|locked"
        rf"\W{{1,6}}(?:in|out)|choked|burned|burnt)\b{PASSIVE_EXCUSE}|\bthrew\W{{1,6}}{gap(2)}at\W{{1,6}}"
        rf"{KIDP}|\block(?:ed|s|ing)\W{{1,6}}{KIDP}\W{{1,6}}(?:in|out|inside)\b",
        neg_inside=True,
    ),
    _rule(
        "child.taken",
        C.CHILD,
        rf"\b(?:kidnapped|abducted|snatched)\W{{1,6}}{KIDP}|\b(?:hasn'?t|has\W{{1,6}}not|won'?t|wont|"
        rf"refuses?\W{{1,6}}to|refused\W{{1,6}}to|didn'?t|never)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:returned|return|brought\W{{1,6}}back|bring\W{{1,6}}back|given\W{{1,6}}back|give"
        rf"\W{{1,6}}back)\W{{1,6}}{KIDP}|"
        rf"\b(?:took|taken|takes|kept|keeps|keeping|kidnapped|snatched|abducted|ran\W{{1,6}}off"
        rf"\W{{1,6}}with|disappeared\W{{1,6}}with|left\W{{1,6}}with|has|still\W{{1,6}}has)"
        rf"\W{{1,6}}{KIDP}\b\W{{1,6}}{gap(8)}(?:won'?t|wont|refus\w{{0,3}}|without\W{{1,6}}"
        rf"(?:asking|telling|permission|my)|isn'?t|is\W{{1,6}}not|hasn'?t|has\W{{1,6}}not|never|"
        rf"didn'?t|not\W{{1,6}}(?:answering|picking|bringing|returning|letting)|abroad|out"
        rf"\W{{1,6}}of\W{{1,6}}(?:the\W{{1,6}})?(?:country|state)|disappeared|vanished|blocked|"
        rf"ran\W{{1,6}}off|left\W{{1,6}}the\W{{1,6}}country|no\W{{1,6}}idea\W{{1,6}}where)|"
        rf"\b(?:won'?t|wont|refuses?\W{{1,6}}to|refused\W{{1,6}}to|refusing\W{{1,6}}to|isn'?t\W{{1,6}}(?:going"
        rf"\W{{1,6}}to|gonna)|not\W{{1,6}}(?:going\W{{1,6}}to|gonna)|didn'?t|hasn'?t|never|"
        rf"wouldn'?t)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:return|give|bring|send|hand|drop)"
        rf"(?:ing|ed|s)?\W{{1,6}}(?:{KIDP}|them|her|him)\W{{1,6}}(?:back|home)\b",
        negatable=False,
        needs=rf"\b{KID}\b",
    ),
    _rule(
        "child.unsafe",
        C.CHILD,
        rf"\b{KIDP}\W{{1,6}}{gap(4)}(?:unsafe|not\W{{1,6}}safe|(?:aren'?t|arent|isn'?t|isnt|are\W{{1,6}}"
        rf"not|is\W{{1,6}}not|won'?t\W{{1,6}}be|wont\W{{1,6}}be)\W{{1,6}}safe|in\W{{1,6}}danger|"
        rf"at\W{{1,6}}risk"
        rf"|(?:scared|afraid|terrified|frightened)\W{{1,6}}(?:of\W{{1,6}}(?:him|her|his|their"
        rf"\W{{1,6}}(?:dad|father|mum|mom|mother)|daddy|dad|mummy|mommy)|to\W{{1,6}}(?:go|be"
        rf"\W{{1,6}}alone|stay|sleep\W{{1,6}}over)))|\b(?:drunk|high|wasted|drinking|off\W{{1,6}}"
        rf"his\W{{1,6}}face)\W{{1,6}}{gap(3)}(?:with|around|in\W{{1,6}}front\W{{1,6}}of|looking"
        rf"\W{{1,6}}after|watching|minding|in\W{{1,6}}charge\W{{1,6}}of)\W{{1,6}}{KIDP}|\b{KIDP}"
        rf"\W{{1,6}}{gap(3)}(?:with|at)\W{{1,6}}(?:him|her|his\W{{1,6}}\w{{1,12}})\W{{1,6}}{gap(3)}"
        rf"(?:drunk|high|wasted|off\W{{1,6}}his\W{{1,6}}face|using|drinking)\b|\b(?:drove|driving|drives|drive)\W{{1,6}}(?:drunk|high)\W{{1,6}}with\W{{1,6}}"
        rf"{KIDP}|\bleft\W{{1,6}}{KIDP}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?alone\b|\b(?:touches|"
        rf"touched|touching)\W{{1,6}}(?:her|him|them)\W{{1,6}}{gap(3)}(?:private|privates|"
        rf"inappropriately|down\W{{1,6}}there|weird|wrong)",
        negatable=False,
        needs=rf"\b{KID}\b",
    ),
)

# Beyond English: explicit suicide, a threat to kill, "I'm in danger". Matched on the plain and
# accent-stripped forms, so "não"/"nao" and "möchte"/"mochte" both work.
_MULTILINGUAL_RULES = (
    _rule(
        "suicide.es",
        C.SUICIDE,
        r"\b(?:quiero|quisiera|ganas\W{1,3}de)\W{1,3}(?:morir(?:me)?|matarme|suicidarme|"
        r"desaparecer\W{1,3}para\W{1,3}siempre)|\bme\W{1,3}quiero\W{1,3}(?:morir|matar|"
        r"suicidar)|\b(?:voy|vas)\W{1,3}a\W{1,3}(?:matarme|suicidarme)|\bsuicid(?:arme|io)\b|"
        r"\bno\W{1,3}quiero\W{1,3}(?:seguir\W{1,3})?vivir|\bquitarme\W{1,3}la\W{1,3}vida",
        negatable=False,
    ),
    _rule(
        "suicide.pt",
        C.SUICIDE,
        r"\bquero\W{1,3}morrer|\b(?:quero|vou|vontade\W{1,3}de)\W{1,3}me\W{1,3}matar|\bme"
        r"\W{1,3}suicidar|\bsuicidio\b|\bnao\W{1,3}quero\W{1,3}mais\W{1,3}viver|\btirar\W{1,3}"
        r"(?:a\W{1,3})?minha\W{1,3}(?:propria\W{1,3})?vida",
        negatable=False,
    ),
    _rule(
        "suicide.fr",
        C.SUICIDE,
        r"\bje\W{1,3}veux\W{1,3}mourir|\benvie\W{1,3}de\W{1,3}mourir|\bme\W{0,3}suicider|\bje"
        r"\W{1,3}vais\W{1,3}me\W{1,3}(?:tuer|suicider)|\bveux\W{1,3}me\W{1,3}tuer|\bmettre"
        r"\W{1,3}fin\W{1,3}a\W{1,3}mes\W{1,3}jours|\ben\W{1,3}finir\W{1,3}avec\W{1,3}la\W{1,3}"
        r"vie|\bplus\W{1,3}envie\W{1,3}de\W{1,3}vivre",
        negatable=False,
    ),
    _rule(
        "suicide.de",
        C.SUICIDE,
        r"\bich\W{1,3}(?:will|mochte|moechte|mag|wurde|wuerde|werde)\W{1,3}(?:\w{1,12}\W{1,3})?"
        r"(?:sterben|tot\W{1,3}sein)|\bmich\W{1,3}(?:\w{1,12}\W{1,3})?(?:umbringen|toten|"
        r"toeten)\b|\bmir\W{1,3}das\W{1,3}leben\W{1,3}(?:nehmen|zu\W{1,3}nehmen)|\bbringe?"
        r"\W{1,3}mich\W{1,3}um\b|\bselbstmord|\bsuizid|\bnicht\W{1,3}mehr\W{1,3}leben\b",
        negatable=False,
    ),
    _rule(
        "suicide.it",
        C.SUICIDE,
        r"\bvoglio\W{1,3}morire|\b(?:uccidermi|ammazzarmi|suicidarmi)\b|\bmi\W{1,3}voglio"
        r"\W{1,3}(?:uccidere|ammazzare|suicidare)|\bnon\W{1,3}voglio\W{1,3}piu\W{1,3}vivere|"
        r"\bfarla\W{1,3}finita|\btogliermi\W{1,3}la\W{1,3}vita",
        negatable=False,
    ),
    _rule(
        "suicide.ru",
        C.SUICIDE,
        r"\bхочу\W{1,3}(?:умереть|сдохнуть|умерeть)|\bпокончить\W{1,3}с\W{1,3}собой|\bуби(?:ть"
        r"|ю)\W{1,3}себя|\bне\W{1,3}хочу\W{1,3}(?:больше\W{1,3})?жить|\bсуицид|\bсамоубийств|"
        r"\bповеш(?:усь|аться)|\bповеситься",
        negatable=False,
    ),
    _rule(
        "suicide.uk",
        C.SUICIDE,
        r"\bхочу\W{1,3}померти|\bпок[іи]нчити\W{1,3}(?:з|із)\W{1,3}собою|\bвбити\W{1,3}себе|"
        r"\bвб'?ю\W{1,3}себе|\bне\W{1,3}хочу\W{1,3}(?:більше\W{1,3})?жити|\bсу[їі]цид|"
        r"\bсамогубств",
        negatable=False,
    ),
    _rule(
        "threat.multilingual",
        C.THREAT,
        r"\b(?:me|nos)\W{1,3}va\W{1,3}a\W{1,3}matar|\bva\W{1,3}a\W{1,3}matarme|\bme\W{1,3}quiere"
        r"\W{1,3}matar|\bamenaz\w{0,4}\W{1,3}(?:con\W{1,3})?matarme|\bva\W{1,3}me\W{1,3}tuer|"
        r"\bmenace\w{0,3}\W{1,3}de\W{1,3}me\W{1,3}tuer|\bbringt\W{1,3}mich\W{1,3}um|\b(?:wird|"
        r"will)\W{1,3}mich\W{1,3}(?:\w{1,12}\W{1,3})?(?:umbringen|toten|toeten)|\bdroht\w{0,3}"
        r"\W{1,3}mich\W{1,3}(?:\w{1,12}\W{1,3})?umzubringen|\bmi\W{1,3}(?:ammazza|uccide|"
        r"uccidera|ammazzera|vuole\W{1,3}(?:uccidere|ammazzare))|\b(?:vai|quer|vao)\W{1,3}me"
        r"\W{1,3}matar|\bameac\w{0,4}\W{1,3}me\W{1,3}matar|\bменя\W{1,3}уб[ьъ]?[её]т|\bуб[ьъ]?"
        r"[её]т\W{1,3}меня|\bхочет\W{1,3}меня\W{1,3}убить|\bугрожа\w{0,4}\W{1,3}(?:\w{1,12}"
        r"\W{1,3})?убить|\bмене\W{1,3}[ув]б'?є|\b[ув]б'?є\W{1,3}мене|\bхоче\W{1,3}мене\W{1,3}"
        r"вбити|\bпогрожу\w{0,4}\W{1,3}(?:\w{1,12}\W{1,3})?вбити",
        negatable=False,
    ),
    _rule(
        "emergency.multilingual",
        C.EMERGENCY,
        r"\bestoy\W{1,3}en\W{1,3}peligro|\bje\W{1,3}suis\W{1,3}en\W{1,3}danger|\bich\W{1,3}bin"
        r"\W{1,3}in\W{1,3}gefahr|\bsono\W{1,3}in\W{1,3}pericolo|\b(?:estou|to|tou|estamos)"
        r"\W{1,3}em\W{1,3}perigo|\bя\W{1,3}в\W{1,3}опасности|\bя\W{1,3}в\W{1,3}небезпец[іи]|"
        r"\bestamos\W{1,3}en\W{1,3}peligro|\bnous\W{1,3}sommes\W{1,3}en\W{1,3}danger",
        negatable=False,
    ),
)

_RULES: tuple[_Rule, ...] = (
    _SUICIDE_RULES
    + _SELF_HARM_RULES
    + _MEANS_RULES
    + _THREAT_RULES
    + _STALKING_RULES
    + _VIOLENCE_RULES
    + _EMERGENCY_RULES
    + _CHILD_RULES
    + _MULTILINGUAL_RULES
)
_RULE_ORDER = {rule.id: i for i, rule in enumerate(_RULES)}


# --------------------------------------------------------------------------------------------
# Typos: one letter dropped, two swapped or one extra ("wnat", "kll", "outsied"), never at a
# word's first letter, are repaired towards the words the rules are written with. Real words
# one such slip away from a trigger are never "repaired" (nose/noose, beach/bleach, ...), and a
# match that exists only in the repaired form counts as gentle: a guess earns the help line,
# not the urgent message. _PROTECTED lists the dictionary words (from a standard English word
# list, computed offline) that such a repair would turn into a word carrying a rule key;
# regenerate it when rules gain new trigger words.
# --------------------------------------------------------------------------------------------

_PROTECTED_WORDS = """
    aground aloe applies babes babiest bade based bases basing battery battier baying beak
    beaks beast begat belling belying berating beset besot besots beta betas bets bits
    bittern bleat bleating bleats blend blest bloc blocs blued braking brash bride brides
    broker bruiser bruisers brunt buns bunt buoys burs burst bursted bursting bursts bused
    busing buss bustled bustling camel cameo capes carver carvers cash cashed cashes cashing
    cave caved caves caving change chid chocked chocking choker chokers clops coked coking
    combing comer comers comet comets comment compute computes coops corps corpses coups
    crave craved craves craving cravings crops cults cunts dank dearth dearths derive
    derives deriving diced diked ding dink dive dived dives diving donor donors douse douses
    dove doves dowse dowses drag dread dried dries drivel drivels driven driver drivers
    drover drovers drying dunk dunks dyeing dyking edger enable endued enduing external
    fiend fiends finer fining fins firs float floats font fonts forceps fore fores fracture
    fried fries gabbed gabbing gabs garb garbage garbs gnus goner goodby goodbys grate
    grates gravel gravels graven graver gravest gravies grope grouped hags hairy hams
    handled handling handsful handy hared harem haunt haunted haunting haunts hied hies
    hilts hints hired hooping hopping horded hording horse horses hurtling huts insider
    insiders jumpy kicky kiddo kinds laps lazying leapt ledger ledgers lest lief lifer
    littler liven livens liver livers livest lobbing mark mars minuets minute minutest moles
    movement mover movers movie movies nigh nighty nuder nudest nudge nudges outsider
    overdoes overt page pagers paint painted painting paints pans pass password pasta pastas
    paste pastels pasties pasty pates pats paunch paunches payed paying pays persona phages
    phoney phoneys phonies pined pining pins pint pints plain plains plopped plying pointy
    policies pone pones privater profile propped punchy pushers pushy ragging rapped rapping
    raps rasped rasping reaped reaping relying rife riffle riffles rile riles roes safer
    safest sallow salved salving sapped sapping saps sash sashes sates save scissor seep
    seeping seeps shaved shaving shavings shelf shims shirt shirts shogun shoguns short
    shorts shout shouts shove shovels shown showy silt silts skims slam slaved slaving
    sleeper sleepy slicer slicers slims sluice sluiced sluices sluicing smoother soot sops
    sots sowed sowing sows sped spend spending spends spiced spiked spite spitted splash
    splashed splashes splat splats splice spliced splices splicing sprat sprats sprites
    staked staking staled staler staling steep stomp stomps stoop stoops strep strop strops
    swims tack tacked tacking tackle tacks taker takers tale tales tangs tanking tapped
    tarps tasking taster tasters teaser teasers thigh tilde tildes tiled tiling timers title
    titles toddle toddles touchy traced tracer tracers tracing trailed trailing tramps trap
    treat treats tuned tuning tuns unsafer violet waken wakens waled waling watchers whereas
    widow widowed widowing widows wises wishers wooed wooing worthy wound wroth yearn yearns
    yeas
"""
_PROTECTED = frozenset(_PROTECTED_WORDS.split())
_TYPO_MIN = 4


def _typo_lexicon() -> frozenset[str]:
    """Words the rules are written with (from their sources), with -s/-es/-ed/-ing forms."""
    sources = " ".join(rule.exact.pattern for rule in _RULES)
    words = set(re.findall(r"[^\W\d_]{4,}", re.sub(r"\\[A-Za-z]", " ", sources)))
    inflected = {w + suffix for w in words if w.isascii() for suffix in ("s", "es", "ed", "ing")}
    # Stems too, so a real base form ("wait" beside "waiting") is never "repaired".
    stems = {w[: -len(end)] for w in words for end in ("s", "ed", "ing") if w.endswith(end)}
    return frozenset(words | inflected | {stem for stem in stems if len(stem) >= _TYPO_MIN})


def _slips(word: str) -> set[str]:
    """The word with one letter dropped (if long enough) or two neighbours swapped."""
    swapped = {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(1, len(word) - 1)}
    if len(word) <= _TYPO_MIN:
        return swapped
    return swapped | {word[:i] + word[i + 1 :] for i in range(1, len(word))}


def _typo_index(lexicon: frozenset[str]) -> dict[str, str]:
    index: dict[str, str] = {}
    for word in sorted(lexicon):  # sorted: the same repair every run
        for slip in _slips(word):
            if slip not in lexicon and slip not in _PROTECTED:
                index.setdefault(slip, word)
    return index


_LEXICON = _typo_lexicon()
_TYPO_INDEX = _typo_index(_LEXICON)
_WORD = re.compile(r"[^\W\d_]{4,}")


def _repair_word(match: re.Match[str]) -> str:
    word = match.group()
    if word in _LEXICON or word in _PROTECTED:
        return word
    if word in _TYPO_INDEX:
        return _TYPO_INDEX[word]
    if len(word) > _TYPO_MIN:  # one extra letter
        for dropped in sorted(word[:i] + word[i + 1 :] for i in range(1, len(word))):
            if dropped in _LEXICON:
                return dropped
    return word


def _repair_typos(text: str) -> str:
    return _WORD.sub(_repair_word, text)


# --------------------------------------------------------------------------------------------
# Harmless idioms, masked before matching. None of them has a person as subject or target:
# "he's killing me" or "he'll kill me for this" are never masked.
# --------------------------------------------------------------------------------------------

_THING = (
    r"(?:craving|cravings|urge|urges|wait|waiting|silence|suspense|anxiety|heat|cold|traffic|"
    r"commute|work|job|shift|hangover|headache|migraine|cramps|period|feet|back|neck|tooth|"
    r"teeth|shoes|stomach|song|show|season|episode|exam|exams|uni|homework|deadline|"
    r"deadlines|weather|uncertainty|loneliness|boredom|guilt|nostalgia|curiosity|no\W{1,3}"
    r"contact|nc|this|that|it|everything|missing\W{1,3}(?:him|her|them)|not\W{1,3}(?:texting|"
    r"calling|checking|knowing|talking\W{1,3}to)\W{1,3}\w{1,12}|checking\W{1,3}(?:his|her)"
    r"\W{1,3}\w{1,12})"
)
_MASKS = tuple(
    _dual(source)
    for source in (
        # "this craving is killing me", "the wait is gonna kill me", "my feet are killing me"
        rf"\b(?:(?:this|the|these|that|my|all\W{{1,3}}this|ugh)\W{{1,3}})?{_THING}(?:\W{{1,3}}"
        rf"\w{{1,12}}){{0,4}}?(?<!\bhe)(?<!\bshe)(?<!\bthey)(?<!\bex)\W{{1,3}}"
        rf"(?:is|are|was|were|'s|s|has\W{{1,3}}been|have\W{{1,3}}been|been|will|'ll|ll|would|'d|d)"
        rf"\W{{1,3}}(?:\w{{1,12}}\W{{1,3}})?(?:killing|kill|gonna\W{{1,3}}kill|going\W{{1,3}}to"
        rf"\W{{1,3}}kill)\W{{1,3}}me\b",
        # "dying to text him"
        r"\b(?:dying|dyin|die|died)\W{1,3}to\W{1,3}(?:text|txt|call|see|talk|know|hear|tell|go|"
        r"try|meet|message|msg|dm|reach\W{1,3}out|check|look|ask|find\W{1,3}out|get|have|eat|"
        r"watch|read|show|unblock|reply|respond|answer|hug|visit)\b",
        # "my phone died", "battery is dying"
        r"\b(?:phone|battery|laptop|charger|car|tablet|ipad|computer|pc|headphones|airpods|"
        r"plant|plants|houseplant|fish|goldfish|wifi|internet|tv|fridge|conversation|convo|"
        r"chat|vibe|mood|party|group\W{1,3}chat|gc|streak|torch|bulb|lightbulb)\W{1,3}(?:\w{1,12}"
        r"\W{1,3})?(?:died|dead|dying|is\W{1,3}dying|s\W{1,3}dying|was\W{1,3}dead|is\W{1,3}dead|"
        r"s\W{1,3}dead|just\W{1,3}died)\b",
        # "killed it at my interview"
        r"\bkill(?:ed|ing|in)\W{1,3}it\b(?!\W{1,3}(?:myself|all|off|for\W{1,3}good))",
        # "lol im dead", "i'm dead 😂"
        r"\b(?:lol|lmao|lmfao|haha\w{0,6}|omg|skull|bruh)\W{1,3}(?:i'?m|im|i\W{1,3}am)\W{1,3}"
        r"(?:so\W{1,3}|literally\W{1,3}|actually\W{1,3})?(?:dead|deceased|dying|ded)\b|\b(?:i'?m|"
        r"im|i\W{1,3}am)\W{1,3}(?:so\W{1,3}|literally\W{1,3}|actually\W{1,3}|fr\W{1,3})?(?:dead|"
        r"deceased|dying|ded)\W{0,3}(?:lol|lmao|lmfao|haha\w{0,6}|omg|skull)\b",
        # "end it with him" (the relationship, not a life)
        r"\bend(?:ing|ed)?\W{1,3}(?:it|things|this|everything)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"with\W{1,3}(?:him|her|them|my\W{1,3}(?:ex|bf|gf|boyfriend|girlfriend|partner|husband|"
        r"wife|situationship|fwb|man|guy)|(?!(?:pills?|rope|knife|gun|a|an|the|my|this|some|"
        r"sleeping|everything|me|myself|drugs|meds|alcohol|booze|these|those)\b)[^\W\d_]{2,20})"
        r"\b",
        # "I'd kill for a coffee"
        r"\b(?:i'?d|i\W{1,3}would|id|could|would)\W{1,3}(?:literally\W{1,3})?kill\W{1,3}for"
        r"\W{1,3}(?:a|an|some|one|the)\b",
        # "this cake is to die for" (but not "I want to die for real")
        r"\b(?!(?:want|wanted|wants|need|ready|going|about|deserve|plan|planning|trying|wish|"
        r"like|have|gonna|wanna|willing|prepared|afraid|scared|deserves|how|way|just|really)\b)"
        r"[^\W\d_]{1,20}\W{1,3}to\W{1,3}die\W{1,3}for\b(?!\W{1,3}(?:real|him|her|them|you|good|"
        r"sure|this|it|that|nothing|the|a|no|my|his))",
        # "killing time"
        r"\bkill(?:ing|ed)?\W{1,3}(?:some\W{1,3}|the\W{1,3})?time\b",
        # "dying of embarrassment", "died laughing", "bored to death"
        r"\b(?:die|died|dying)\W{1,3}laughing\b|\b(?:died|dying|die|dead)\W{1,3}(?:of|from)\W{1,3}(?:\w{1,12}\W{1,3})?(?:embarrassment|"
        r"shame|cringe|laughter|laughing|boredom|cuteness|jealousy|curiosity)\b|\bdied\W{1,3}"
        r"laughing\b|\b(?:bored|scared|worried)\W{1,3}to\W{1,3}death\b",
    )
)
_MASK_FILL = " ~ "
# Every idiom above contains one of these; most messages contain none and skip masking.
_MASK_KEYS = ("kil", "di", "dy", "dea", "end")


# --------------------------------------------------------------------------------------------
# Softening: negation, past, hyperbole
# --------------------------------------------------------------------------------------------

_CLAUSE_END = _dual(
    r"[.!?;:\n]|,|\b(?:but|and|so|because|cause|cuz|bc|though|although|until|unless|if|when|"
    r"whenever|now|then|yet|except|however|tho|while|whereas)\b"
)
_NEGATOR = (
    r"(?:not|never|don'?t|dont|won'?t|wont|wouldn'?t|wouldnt|isn'?t|isnt|didn'?t|didnt|"
    r"doesn'?t|doesnt|hasn'?t|hasnt|haven'?t|havent|no\W{1,3}longer|nor|no\W{1,3}way)"
)
_FILLER = (
    r"(?:going|gonna|goin|to|ever|even|really|actually|planning|plan|trying|about|be|being|"
    r"want|wanna|thinking|of|that|so|like|a|i|i'?m|im|i'?d|he|she|they|will|would|gonna|"
    r"intend|intending|able|have|has|had|let|him|her|physically|sexually)"
)
# A negator governs a match when only filler words stand between them.
_NEG_BEFORE = _dual(rf"\b{_NEGATOR}(?:\W{{1,6}}{_FILLER})*\W{{1,6}}$")
# Inside a match that starts at the actor ("he never hit me"); "won't stop" is no negation.
_NEG_WITHIN = _dual(
    rf"\b{_NEGATOR}\b(?!\W{{1,6}}(?:stop|stopped|help|sure|know|care|matter|mind|only|just|wait|"
    rf"leave\W{{1,6}}me\W{{1,6}}alone|let\W{{1,6}}me))"
)
_PAST = _dual(
    r"\b(?:used\W{1,3}to|years?\W{1,3}ago|months?\W{1,3}ago|long\W{1,3}(?:time\W{1,3})?ago|"
    r"back\W{1,3}then|in\W{1,3}the\W{1,3}past|when\W{1,3}(?:we|i)\W{1,3}(?:were|was)\W{1,3}"
    r"(?:together|married|dating|little|a\W{1,3}(?:kid|child|teen|teenager)|younger|\d+)|as"
    r"\W{1,3}a\W{1,3}(?:kid|child|teen|teenager)|in\W{1,3}(?:19|20)\d\d|once\W{1,3}before|"
    r"(?:that|it)\W{1,3}was\W{1,3}(?:\w{1,12}\W{1,3})?(?:ages|years|a\W{1,3}long\W{1,3}time|"
    r"forever)\W{1,3}ago|i'?m\W{1,3}safe\W{1,3}now|no\W{1,3}longer)\b"
)
_RECENT = _dual(
    r"\b(?:again|last\W{1,3}night|yesterday|today|tonight|right\W{1,3}now|rn|this\W{1,3}"
    r"(?:morning|week|evening|afternoon)|just\W{1,3}now|now|tn|still|earlier)\b"
)
_HYPERBOLE = _dual(
    r"\brather\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?than\b|\b(?:would|'d|d|could)\W{1,3}die\W{1,3}"
    r"(?:if|before|for)\b|\bkilling\W{1,3}me\W{1,3}with\W{1,3}(?:these|this|his|her|the|all|"
    r"those|their|guilt|silence)\b"
)
_LAUGHTER = _dual(r"\b(?:lol|lmao|lmfao|haha\w{0,6}|jk|jkjk|kidding|joking)\b")
_ACCIDENT = _dual(
    r"\b(?:accident\w{0,4}|by\W{1,3}mistake|cooking|shaving|chopping|football|soccer|rugby|"
    r"fell|playground|trampoline|bike|stove|oven|gym|workout|training|hiking|skiing|lifting)\b"
)
# The words that open the next clause ("..., but that was years ago").
_LEAD_IN = re.compile(r"^\W*(?:(?:but|and|though|tho|although|anyway)\b\W*)?")
_SOFTEN_LAUGHTER = frozenset({Category.SUICIDE, Category.SELF_HARM})
_SOFTEN_ACCIDENT = frozenset({Category.SELF_HARM, Category.CHILD})
_NEXT_CLAUSE_SPAN = 80
_CLAUSE_SPAN = 160


@dataclass(frozen=True, slots=True)
class _Form:
    text: str
    collapsed: bool
    # Matches must start before and end after this offset (the split-message screen), if set.
    boundary: int | None = None
    # Built from the typo-repaired variant: its matches are only ever gentle.
    repaired: bool = False


@dataclass(frozen=True, slots=True)
class _Hit:
    rule: _Rule
    softened_by: str | None


def _clause_bounds(form: _Form, start: int, end: int) -> tuple[int, int]:
    pattern = _CLAUSE_END.on(form.collapsed)
    lo = max(0, start - _CLAUSE_SPAN)
    clause_start = lo
    for found in pattern.finditer(form.text, lo, start):
        clause_start = found.end()
    after = pattern.search(form.text, end, end + _CLAUSE_SPAN)
    clause_end = after.start() if after else min(len(form.text), end + _CLAUSE_SPAN)
    return clause_start, clause_end


def _softener(rule: _Rule, form: _Form, start: int, end: int) -> str | None:
    """Why this match is only a gentle concern (negated, past, hyperbole), or None."""
    clause_start, clause_end = _clause_bounds(form, start, end)
    flavour = form.collapsed
    text = form.text
    if rule.negatable:
        if _NEG_BEFORE.on(flavour).search(text[clause_start:start]):
            return "soften.negation"
        if rule.neg_inside and _NEG_WITHIN.on(flavour).search(text, start, end):
            return "soften.negation"
    clause = text[clause_start:clause_end]
    following = _LEAD_IN.sub("", text[clause_end : clause_end + _NEXT_CLAUSE_SPAN], count=1)
    past = _PAST.on(flavour).search(clause) or _PAST.on(flavour).match(following)
    if past and not _RECENT.on(flavour).search(clause):
        return "soften.past"
    if _HYPERBOLE.on(flavour).search(clause):
        return "soften.hyperbole"
    if rule.category in _SOFTEN_LAUGHTER and _LAUGHTER.on(flavour).search(clause):
        return "soften.hyperbole"
    if rule.category in _SOFTEN_ACCIDENT and _ACCIDENT.on(flavour).search(clause):
        return "soften.accident"
    return None


def _context_allows(rule: _Rule, form: _Form) -> bool:
    if rule.veto is not None and rule.veto.on(form.collapsed).search(form.text):
        return False
    return rule.needs is None or rule.needs.on(form.collapsed).search(form.text) is not None


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


@dataclass(frozen=True, slots=True)
class _KeyFinder:
    """Which rule keys occur in a text: one regex pass plus a lookup."""

    finder: re.Pattern[str]
    # For each key, every key that is a substring of it (all of them occur where it does).
    implied: dict[str, frozenset[str]]

    @classmethod
    def build(cls, keys: frozenset[str]) -> _KeyFinder:
        implied = {key: frozenset(k for k in keys if k in key) for key in keys}
        return cls(re.compile(f"(?=({_trie_source(keys)}))"), implied)

    def present(self, text: str) -> frozenset[str]:
        found = {m.group(1) for m in self.finder.finditer(text)}
        return frozenset().union(*(self.implied[key] for key in found))


_FINDERS = {
    False: _KeyFinder.build(frozenset().union(*(rule.keys for rule in _RULES))),
    True: _KeyFinder.build(frozenset().union(*(rule.collapsed_keys for rule in _RULES))),
}
# Tests switch this off to prove the keys never hide a match.
_PREFILTER = True


def _hits_in(form: _Form) -> list[_Hit]:
    hits: list[_Hit] = []
    present = _FINDERS[form.collapsed].present(form.text)
    for rule in _RULES:
        keys = rule.collapsed_keys if form.collapsed else rule.keys
        if _PREFILTER and present.isdisjoint(keys):
            continue
        pattern = rule.collapsed if form.collapsed else rule.exact
        best: _Hit | None = None
        for found in pattern.finditer(form.text):
            start, end = found.span()
            if form.boundary is not None and not start < form.boundary < end:
                continue
            if not _context_allows(rule, form):
                break
            why = "soften.typo" if form.repaired else _softener(rule, form, start, end)
            best = _Hit(rule, why)
            if best.softened_by is None:
                break  # one unsoftened match settles this rule
        if best is not None:
            hits.append(best)
    return hits


# --------------------------------------------------------------------------------------------
# Forms, windows, the split-message screen
# --------------------------------------------------------------------------------------------


def _mask(text: str, collapsed: bool) -> str:
    if not any(map(text.__contains__, _MASK_KEYS)):
        return text
    for mask in _MASKS:
        text = mask.on(collapsed).sub(_MASK_FILL, text)
    return text


_REPAIRED_VARIANT = 4  # position of the typo-repaired text in _variants()


def _forms(pieces: Sequence[str]) -> list[_Form]:
    """Plain and collapsed forms of the pieces joined by a space; with two pieces, the
    boundary is where the second (the current message) starts."""
    per_piece = [_variants(piece) for piece in pieces]
    prepared: dict[tuple[str, bool], str] = {}

    def prepare(variant: str, collapsed: bool) -> str:
        if (variant, collapsed) not in prepared:
            text = _collapse(variant) if collapsed else variant
            prepared[variant, collapsed] = _mask(text, collapsed)
        return prepared[variant, collapsed]

    forms: list[_Form] = []
    seen: set[tuple[str, bool]] = set()
    for index in range(len(per_piece[0])):
        for collapsed in (False, True):
            parts = [prepare(v[index], collapsed) for v in per_piece]
            text = " ".join(parts)
            if (text, collapsed) in seen:
                continue
            seen.add((text, collapsed))
            boundary = len(parts[0]) if len(parts) == 2 else None
            forms.append(_Form(text, collapsed, boundary, repaired=index == _REPAIRED_VARIANT))
    return forms


# Telegram caps a message at 4096 characters: anything longer is pasted or hostile. Such text is
# screened in bounded windows (the head, the tail and a few evenly spaced samples), so the cost
# stays flat however long it is, and a danger phrase at the very end is still found.
_DIRECT_LIMIT = 4096
_EDGE = 2048
_SAMPLE = 1024
_SAMPLES = 4
_SPLIT_CONTEXT = 400


def _windows(text: str) -> list[str]:
    if len(text) <= _DIRECT_LIMIT:
        return [text]
    windows = [text[:_EDGE], text[-_EDGE:]]
    step = len(text) // (_SAMPLES + 1)
    for index in range(1, _SAMPLES + 1):
        start = index * step
        windows.append(text[start : start + _SAMPLE])
    return list(dict.fromkeys(windows))  # periodic junk repeats one window


def _scan(text: str) -> list[_Hit]:
    hits: list[_Hit] = []
    for window in _windows(text):
        for form in _forms([window]):
            hits.extend(_hits_in(form))
    return hits


def _scan_split(recent: Sequence[str], text: str) -> list[_Hit]:
    """Matches that only exist across the join of the recent messages and this one.

    Only a match that starts in the earlier text and ends in the current one counts: a danger
    phrase wholly inside an older message was screened when that message came in, so it can't
    make a harmless follow-up urgent again.
    """
    earlier = " ".join(m for m in recent[-3:] if m)[-_SPLIT_CONTEXT:]
    current = text[:_SPLIT_CONTEXT]
    if not earlier.strip() or not current.strip():
        return []
    hits: list[_Hit] = []
    for form in _forms([earlier, current]):
        hits.extend(_hits_in(form))
    return hits


# --------------------------------------------------------------------------------------------
# Public entry point
# --------------------------------------------------------------------------------------------


def _assess(hits: list[_Hit], split_hits: list[_Hit]) -> Assessment:
    everything = hits + split_hits
    if not everything:
        return Assessment(Level.NONE)
    urgent = any(h.softened_by is None and not h.rule.gentle_only for h in everything)
    categories = sorted({h.rule.category for h in everything}, key=list(Category).index)
    rule_ids = sorted({h.rule.id for h in everything}, key=_RULE_ORDER.__getitem__)
    notes = sorted({h.softened_by for h in everything if h.softened_by})
    if split_hits:
        notes.append("context.recent")
    return Assessment(
        Level.URGENT if urgent else Level.GENTLE,
        tuple(categories),
        tuple(rule_ids) + tuple(notes),
    )


def screen(text: str, recent: Sequence[str] = ()) -> Assessment:
    """Screen one message (and its join with up to three recent ones) for danger.

    ``recent`` holds the same person's previous messages from the last few minutes, oldest
    first. ``rule_ids`` lists the matched rules in table order, then any notes on why the level
    was lowered (``soften.negation``, ``soften.past``, ``soften.hyperbole``, ``soften.accident``,
    ``soften.typo``) and ``context.recent`` when the join with ``recent`` added a match. They
    name rules, never any of the text.
    """
    hits = _scan(text)
    split_hits = _scan_split(recent, text) if recent else []
    known = {h.rule.id for h in hits if h.softened_by is None}
    split_hits = [h for h in split_hits if h.rule.id not in known]
    return _assess(hits, split_hits)
