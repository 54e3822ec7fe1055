"""Rules written for Spanish: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.es[_<what>]``.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.es",
        C.SUICIDE,
        r"\b(?:quiero|quisiera|ganas\W{1,3}de)\W{1,3}(?:morir(?:me)?|matarme|suicidarme|desaparecer\W{1,3}para\W{1,3}siempre)|\bme\W{1,3}quiero\W{1,3}(?:morir|matar|suicidar)|\b(?:voy|vas)\W{1,3}a\W{1,3}(?:matarme|suicidarme)|\bsuicid(?:arme|io)\b|\bno\W{1,3}quiero\W{1,3}(?:seguir\W{1,3})?vivir|\bquitarme\W{1,3}la\W{1,3}vida",
        negatable=False,
        keys="quiero|quisiera|ganas|voy|vas|suicid|vivir|vida",
    ),
    rule(
        "threat.es",
        C.THREAT,
        r"\b(?:me|nos)\W{1,3}va\W{1,3}a\W{1,3}matar|\bva\W{1,3}a\W{1,3}matarme|\bme\W{1,3}quiere\W{1,3}matar|\bamenaz\w{0,4}\W{1,3}(?:con\W{1,3})?matarme",
        negatable=False,
        keys="matar",
    ),
    rule(
        "emergency.es",
        C.EMERGENCY,
        r"\bestoy\W{1,3}en\W{1,3}peligro|\bestamos\W{1,3}en\W{1,3}peligro",
        negatable=False,
        keys="peligro",
    ),
    rule(
        "self_harm.es",
        C.SELF_HARM,
        r"\bme\W{1,3}(?:corte|corto|cortaba|he\W{1,3}cortado|lastime|hago\W{1,3}dano)\b(?!\W{1,3}(?:el|la|las|los|un|una)\b)|\bcortarme\W{1,3}(?:las|los|el|la)?\W{0,3}(?:venas|brazos?|munecas?|piernas?)",
        negatable=False,
        keys="corte|corto|cortaba|cortado|lastime|dano|cortarme",
    ),
    rule(
        "means.es",
        C.MEANS,
        r"\b(?:cuantas|todas\W{1,3}(?:mis\W{1,3}|las\W{1,3})|muchas|demasiadas|un\W{1,3}monton\W{1,3}de)\W{0,3}(?:pastillas|pildoras)\b|\b(?:pastillas|pildoras)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:demasiadas|de\W{1,3}golpe|todas)\b",
        negatable=False,
        keys="pastillas|pildoras",
    ),
    rule(
        "violence.es",
        C.VIOLENCE,
        r"\b(?:me|nos)\W{1,3}(?:pego|pega|pegaba|golpeo|golpea|golpeaba|violo|ahorco|estrangulo|ahorca|estrangula)\b",
        negatable=False,
        keys="pego|pega|golpe|violo|ahorc|estrangul",
    ),
    rule(
        "emergency.es_here",
        C.EMERGENCY,
        r"\b(?:el|ella)\W{1,3}esta\W{1,3}(?:aqui|afuera|en\W{1,3}la\W{1,3}puerta)\b|\bayuda\W{1,6}(?:he'?s|hes|he\W{1,3}is|el\W{1,3}esta)\b",
        negatable=False,
        keys="esta|ayuda",
    ),
)
