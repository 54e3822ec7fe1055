"""Rules written for Russian: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.ru[_<what>]``.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.ru",
        C.SUICIDE,
        r"\bхочу\W{1,3}(?:умереть|сдохнуть|умерeть)|\bпокончить\W{1,3}с\W{1,3}собой|\bуби(?:ть|ю)\W{1,3}себя|\bне\W{1,3}хочу\W{1,3}(?:больше\W{1,3})?жить|\bсуицид|\bсамоубийств|\bповеш(?:усь|аться)|\bповеситься",
        negatable=False,
        keys="хочу|поконч|убит|убью|жить|суицид|самоубийств|пове",
    ),
    rule(
        "threat.ru",
        C.THREAT,
        r"\bменя\W{1,3}уб[ьъ]?[её]т|\bуб[ьъ]?[её]т\W{1,3}меня|\bхочет\W{1,3}меня\W{1,3}убить|\bугрожа\w{0,4}\W{1,3}(?:\w{1,12}\W{1,3})?убить",
        negatable=False,
        keys="уб",
    ),
    rule(
        "emergency.ru",
        C.EMERGENCY,
        r"\bя\W{1,3}в\W{1,3}опасности",
        negatable=False,
        keys="опасност",
    ),
)
