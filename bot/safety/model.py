"""What the screen answers: a level, the categories it saw, and the rules that fired."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


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
