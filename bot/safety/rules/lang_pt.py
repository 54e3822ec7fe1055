"""Rules written for Portuguese: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.pt[_<what>]``.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.pt",
        C.SUICIDE,
        r"\bquero\W{1,3}morrer|\b(?:quero|vou|vontade\W{1,3}de)\W{1,3}me\W{1,3}matar|\bme\W{1,3}suicidar|\bsuicidio\b|\bnao\W{1,3}quero\W{1,3}mais\W{1,3}viver|\btirar\W{1,3}(?:a\W{1,3})?minha\W{1,3}(?:propria\W{1,3})?vida",
        negatable=False,
        keys="quero|vou|vontade|suicid|viver|vida",
    ),
    rule(
        "threat.pt",
        C.THREAT,
        r"\b(?:vai|quer|vao)\W{1,3}me\W{1,3}matar|\bameac\w{0,4}\W{1,3}me\W{1,3}matar",
        negatable=False,
        keys="matar",
    ),
    rule(
        "emergency.pt",
        C.EMERGENCY,
        r"\b(?:estou|to|tou|estamos)\W{1,3}em\W{1,3}perigo",
        negatable=False,
        keys="perigo",
    ),
)
