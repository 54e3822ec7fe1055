"""The rule tables, one module per category, in the order rule ids are reported."""

from __future__ import annotations

from bot.safety.rule import Rule
from bot.safety.rules import (
    child,
    concern_abuse,
    concern_suicide,
    emergency,
    means,
    multilingual,
    self_harm,
    stalking,
    suicide,
    threat,
    violence,
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
    + concern_suicide.RULES
    + concern_abuse.RULES
)
RULE_ORDER = {rule.id: i for i, rule in enumerate(RULES)}
