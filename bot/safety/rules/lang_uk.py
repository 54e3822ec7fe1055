"""Rules written for Ukrainian: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.uk[_<what>]``.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.uk",
        C.SUICIDE,
        r"\bхочу\W{1,3}померти|\bпок[іи]нчити\W{1,3}(?:з|із)\W{1,3}собою|\bвбити\W{1,3}себе|\bвб'?ю\W{1,3}себе|\bне\W{1,3}хочу\W{1,3}(?:більше\W{1,3})?жити|\bсу[їі]цид|\bсамогубств",
        negatable=False,
        keys="хочу|пок|вбит|вб|жити|су|самогуб",
    ),
    rule(
        "threat.uk",
        C.THREAT,
        r"\bмене\W{1,3}[ув]б'?є|\b[ув]б'?є\W{1,3}мене|\bхоче\W{1,3}мене\W{1,3}вбити|\bпогрожу\w{0,4}\W{1,3}(?:\w{1,12}\W{1,3})?вбити",
        negatable=False,
        keys="уб|вб",
    ),
    rule(
        "emergency.uk",
        C.EMERGENCY,
        r"\bя\W{1,3}в\W{1,3}небезпец[іи]",
        negatable=False,
        keys="небезпец",
    ),
)
