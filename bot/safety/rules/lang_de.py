"""Rules written for German: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.de[_<what>]``.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.de",
        C.SUICIDE,
        r"\bich\W{1,3}(?:will|mochte|moechte|mag|wurde|wuerde|werde)\W{1,3}(?:\w{1,12}\W{1,3})?(?:sterben|tot\W{1,3}sein)|\bmich\W{1,3}(?:\w{1,12}\W{1,3})?(?:umbringen|toten|toeten)\b|\bmir\W{1,3}das\W{1,3}leben\W{1,3}(?:nehmen|zu\W{1,3}nehmen)|\bbringe?\W{1,3}mich\W{1,3}um\b|\bselbstmord|\bsuizid|\bnicht\W{1,3}mehr\W{1,3}leben\b",
        negatable=False,
        keys="sterben|tot sein|umbringen|toten|toeten|leben|mich um|selbstmord|suizid",
    ),
    rule(
        "threat.de",
        C.THREAT,
        r"\bbringt\W{1,3}mich\W{1,3}um|\b(?:wird|will)\W{1,3}mich\W{1,3}(?:\w{1,12}\W{1,3})?(?:umbringen|toten|toeten)|\bdroht\w{0,3}\W{1,3}mich\W{1,3}(?:\w{1,12}\W{1,3})?umzubringen",
        negatable=False,
        keys="mich um|umbringen|umzubringen|toten|toeten",
    ),
    rule(
        "emergency.de",
        C.EMERGENCY,
        r"\bich\W{1,3}bin\W{1,3}in\W{1,3}gefahr",
        negatable=False,
        keys="gefahr",
    ),
    rule(
        "self_harm.de",
        C.SELF_HARM,
        r"\b(?:ritze|geritzt|ritzen)\b|\bmich\W{1,3}(?:selbst\W{1,3})?(?:verletzt|verletzen|geschnitten)",
        negatable=False,
        keys="ritze|geritzt|ritzen|mich",
    ),
    rule(
        "means.de",
        C.MEANS,
        r"\balle\W{1,3}(?:meine\W{1,3})?(?:tabletten|pillen)|\b(?:tabletten|pillen)\W{1,3}(?:genommen|geschluckt)",
        negatable=False,
        keys="tabletten|pillen",
    ),
    rule(
        "violence.de",
        C.VIOLENCE,
        r"\b(?:er|sie)\W{1,3}(?:hat\W{1,3}mich\W{1,3}(?:\w{1,12}\W{1,3})?(?:geschlagen|gewurgt|gewuergt|vergewaltigt|getreten)|schlagt\W{1,3}mich|schlaegt\W{1,3}mich|wurgt\W{1,3}mich)",
        negatable=False,
        keys="mich",
    ),
    rule(
        "emergency.de_here",
        C.EMERGENCY,
        r"\ber\W{1,3}ist\W{1,3}(?:jetzt\W{1,3}|gerade\W{1,3})?(?:hier|vor\W{1,3}der\W{1,3}tur|vor\W{1,3}der\W{1,3}tuer|im\W{1,3}haus|in\W{1,3}der\W{1,3}wohnung)\b|\bhilfe\W{1,6}(?:er|sie)\b",
        negatable=False,
        keys="ist|hilfe",
    ),
)
