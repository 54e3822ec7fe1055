"""Hinglish (Hindi in Latin letters), as Indian users often write. The other languages each have
their own module (``lang_<code>.py``)."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.hi",
        C.SUICIDE,
        r"\b(?:marna|mar\W{1,3}jana|mar\W{1,3}jaana|marne)\W{1,3}(?:chahta|chahti|chahata|"
        r"chahati|hai)|\bjeena\W{1,3}nahi\W{1,3}(?:chahta|chahti|hai)|\bkhud\W?kushi\b|"
        r"\bsab\W{1,3}khatam\W{1,3}kar\W{1,3}(?:dunga|dungi|du)\b",
        negatable=False,
        keys="marna|mar|marne|jeena|kushi|khatam",
    ),
    rule(
        "violence.hi",
        C.VIOLENCE,
        r"\b(?:maarta|maarti|marta|marti|peetta|peetti|pitai\W{1,3}karta)\W{1,3}(?:hai|hain|tha|"
        r"thi)\b|\bmaar\W{1,3}(?:dunga|dega|denge|daalunga|dalunga|dalega)\b",
        negatable=False,
        keys="maart|mart|peett|pitai|maar",
    ),
)
