"""The rule tables, one module per category, in the order rule ids are reported."""

from __future__ import annotations

from bot.safety.rule import Rule
from bot.safety.rules import (
    child,
    concern_abuse,
    concern_suicide,
    emergency,
    lang_de,
    lang_es,
    lang_fr,
    lang_it,
    lang_pt,
    lang_ru,
    lang_uk,
    means,
    multilingual,
    self_harm,
    stalking,
    suicide,
    threat,
    violence,
)

# Written in English: the typo repair learns its words from these only.
ENGLISH_RULES: tuple[Rule, ...] = (
    suicide.RULES
    + self_harm.RULES
    + means.RULES
    + threat.RULES
    + stalking.RULES
    + violence.RULES
    + emergency.RULES
    + child.RULES
    + concern_suicide.RULES
    + concern_abuse.RULES
)
RULES: tuple[Rule, ...] = (
    suicide.RULES
    + self_harm.RULES
    + means.RULES
    + threat.RULES
    + stalking.RULES
    + violence.RULES
    + emergency.RULES
    + child.RULES
    + multilingual.RULES
    + lang_es.RULES
    + lang_pt.RULES
    + lang_fr.RULES
    + lang_de.RULES
    + lang_it.RULES
    + lang_ru.RULES
    + lang_uk.RULES
    + concern_suicide.RULES
    + concern_abuse.RULES
)
RULE_ORDER = {rule.id: i for i, rule in enumerate(RULES)}
