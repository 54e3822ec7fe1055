"""Rules written for French: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.fr[_<what>]``.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.fr",
        C.SUICIDE,
        r"\bje\W{1,3}veux\W{1,3}mourir|\benvie\W{1,3}de\W{1,3}mourir|\bme\W{0,3}suicider|\bje\W{1,3}vais\W{1,3}me\W{1,3}(?:tuer|suicider)|\bveux\W{1,3}me\W{1,3}tuer|\bmettre\W{1,3}fin\W{1,3}a\W{1,3}mes\W{1,3}jours|\ben\W{1,3}finir\W{1,3}avec\W{1,3}la\W{1,3}vie|\bplus\W{1,3}envie\W{1,3}de\W{1,3}vivre",
        negatable=False,
        keys="veux|envie|suicid|vais|mettre fin|finir",
    ),
    rule(
        "threat.fr",
        C.THREAT,
        r"\bva\W{1,3}me\W{1,3}tuer|\bmenace\w{0,3}\W{1,3}de\W{1,3}me\W{1,3}tuer",
        negatable=False,
        keys="tuer",
    ),
    rule(
        "emergency.fr",
        C.EMERGENCY,
        r"\bje\W{1,3}suis\W{1,3}en\W{1,3}danger|\bnous\W{1,3}sommes\W{1,3}en\W{1,3}danger",
        negatable=False,
        keys="danger",
    ),
)
