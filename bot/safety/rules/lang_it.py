"""Rules written for Italian: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.it[_<what>]``.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.it",
        C.SUICIDE,
        r"\bvoglio\W{1,3}morire|\b(?:uccidermi|ammazzarmi|suicidarmi)\b|\bmi\W{1,3}voglio\W{1,3}(?:uccidere|ammazzare|suicidare)|\bnon\W{1,3}voglio\W{1,3}piu\W{1,3}vivere|\bfarla\W{1,3}finita|\btogliermi\W{1,3}la\W{1,3}vita",
        negatable=False,
        keys="voglio|uccider|ammazzar|suicid|finita|vita",
    ),
    rule(
        "threat.it",
        C.THREAT,
        r"\bmi\W{1,3}(?:ammazza|uccide|uccidera|ammazzera|vuole\W{1,3}(?:uccidere|ammazzare))",
        negatable=False,
        keys="ammazz|uccid",
    ),
    rule(
        "emergency.it",
        C.EMERGENCY,
        r"\bsono\W{1,3}in\W{1,3}pericolo",
        negatable=False,
        keys="pericolo",
    ),
)
