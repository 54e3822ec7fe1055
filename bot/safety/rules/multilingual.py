"""Beyond English: explicit suicide, a threat to kill, "I'm in danger".
Matched on the plain and accent-stripped forms, so "não"/"nao" and "möchte"/"mochte" both work."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.es",
        C.SUICIDE,
        r"\b(?:quiero|quisiera|ganas\W{1,3}de)\W{1,3}(?:morir(?:me)?|matarme|suicidarme|"
        r"desaparecer\W{1,3}para\W{1,3}siempre)|\bme\W{1,3}quiero\W{1,3}(?:morir|matar|"
        r"suicidar)|\b(?:voy|vas)\W{1,3}a\W{1,3}(?:matarme|suicidarme)|\bsuicid(?:arme|io)\b|"
        r"\bno\W{1,3}quiero\W{1,3}(?:seguir\W{1,3})?vivir|\bquitarme\W{1,3}la\W{1,3}vida",
        negatable=False,
        keys="quiero|quisiera|ganas|voy|vas|suicid|vivir|vida",
    ),
    rule(
        "suicide.pt",
        C.SUICIDE,
        r"\bquero\W{1,3}morrer|\b(?:quero|vou|vontade\W{1,3}de)\W{1,3}me\W{1,3}matar|\bme"
        r"\W{1,3}suicidar|\bsuicidio\b|\bnao\W{1,3}quero\W{1,3}mais\W{1,3}viver|\btirar\W{1,3}"
        r"(?:a\W{1,3})?minha\W{1,3}(?:propria\W{1,3})?vida",
        negatable=False,
        keys="quero|vou|vontade|suicid|viver|vida",
    ),
    rule(
        "suicide.fr",
        C.SUICIDE,
        r"\bje\W{1,3}veux\W{1,3}mourir|\benvie\W{1,3}de\W{1,3}mourir|\bme\W{0,3}suicider|\bje"
        r"\W{1,3}vais\W{1,3}me\W{1,3}(?:tuer|suicider)|\bveux\W{1,3}me\W{1,3}tuer|\bmettre"
        r"\W{1,3}fin\W{1,3}a\W{1,3}mes\W{1,3}jours|\ben\W{1,3}finir\W{1,3}avec\W{1,3}la\W{1,3}"
        r"vie|\bplus\W{1,3}envie\W{1,3}de\W{1,3}vivre",
        negatable=False,
        keys="veux|envie|suicid|vais|mettre fin|finir",
    ),
    rule(
        "suicide.de",
        C.SUICIDE,
        r"\bich\W{1,3}(?:will|mochte|moechte|mag|wurde|wuerde|werde)\W{1,3}(?:\w{1,12}\W{1,3})?"
        r"(?:sterben|tot\W{1,3}sein)|\bmich\W{1,3}(?:\w{1,12}\W{1,3})?(?:umbringen|toten|"
        r"toeten)\b|\bmir\W{1,3}das\W{1,3}leben\W{1,3}(?:nehmen|zu\W{1,3}nehmen)|\bbringe?"
        r"\W{1,3}mich\W{1,3}um\b|\bselbstmord|\bsuizid|\bnicht\W{1,3}mehr\W{1,3}leben\b",
        negatable=False,
        keys="sterben|tot sein|umbringen|toten|toeten|leben|mich um|selbstmord|suizid",
    ),
    rule(
        "suicide.it",
        C.SUICIDE,
        r"\bvoglio\W{1,3}morire|\b(?:uccidermi|ammazzarmi|suicidarmi)\b|\bmi\W{1,3}voglio"
        r"\W{1,3}(?:uccidere|ammazzare|suicidare)|\bnon\W{1,3}voglio\W{1,3}piu\W{1,3}vivere|"
        r"\bfarla\W{1,3}finita|\btogliermi\W{1,3}la\W{1,3}vita",
        negatable=False,
        keys="voglio|uccider|ammazzar|suicid|finita|vita",
    ),
    rule(
        "suicide.ru",
        C.SUICIDE,
        r"\bхочу\W{1,3}(?:умереть|сдохнуть|умерeть)|\bпокончить\W{1,3}с\W{1,3}собой|\bуби(?:ть"
        r"|ю)\W{1,3}себя|\bне\W{1,3}хочу\W{1,3}(?:больше\W{1,3})?жить|\bсуицид|\bсамоубийств|"
        r"\bповеш(?:усь|аться)|\bповеситься",
        negatable=False,
        keys="хочу|поконч|убит|убью|жить|суицид|самоубийств|пове",
    ),
    rule(
        "suicide.uk",
        C.SUICIDE,
        r"\bхочу\W{1,3}померти|\bпок[іи]нчити\W{1,3}(?:з|із)\W{1,3}собою|\bвбити\W{1,3}себе|"
        r"\bвб'?ю\W{1,3}себе|\bне\W{1,3}хочу\W{1,3}(?:більше\W{1,3})?жити|\bсу[їі]цид|"
        r"\bсамогубств",
        negatable=False,
        keys="хочу|пок|вбит|вб|жити|су|самогуб",
    ),
    rule(
        "threat.multilingual",
        C.THREAT,
        r"\b(?:me|nos)\W{1,3}va\W{1,3}a\W{1,3}matar|\bva\W{1,3}a\W{1,3}matarme|\bme\W{1,3}quiere"
        r"\W{1,3}matar|\bamenaz\w{0,4}\W{1,3}(?:con\W{1,3})?matarme|\bva\W{1,3}me\W{1,3}tuer|"
        r"\bmenace\w{0,3}\W{1,3}de\W{1,3}me\W{1,3}tuer|\bbringt\W{1,3}mich\W{1,3}um|\b(?:wird|"
        r"will)\W{1,3}mich\W{1,3}(?:\w{1,12}\W{1,3})?(?:umbringen|toten|toeten)|\bdroht\w{0,3}"
        r"\W{1,3}mich\W{1,3}(?:\w{1,12}\W{1,3})?umzubringen|\bmi\W{1,3}(?:ammazza|uccide|"
        r"uccidera|ammazzera|vuole\W{1,3}(?:uccidere|ammazzare))|\b(?:vai|quer|vao)\W{1,3}me"
        r"\W{1,3}matar|\bameac\w{0,4}\W{1,3}me\W{1,3}matar|\bменя\W{1,3}уб[ьъ]?[её]т|\bуб[ьъ]?"
        r"[её]т\W{1,3}меня|\bхочет\W{1,3}меня\W{1,3}убить|\bугрожа\w{0,4}\W{1,3}(?:\w{1,12}"
        r"\W{1,3})?убить|\bмене\W{1,3}[ув]б'?є|\b[ув]б'?є\W{1,3}мене|\bхоче\W{1,3}мене\W{1,3}"
        r"вбити|\bпогрожу\w{0,4}\W{1,3}(?:\w{1,12}\W{1,3})?вбити",
        negatable=False,
        keys="matar|tuer|mich um|umbringen|umzubringen|toten|toeten|ammazz|uccid|уб|вб",
    ),
    rule(
        "emergency.multilingual",
        C.EMERGENCY,
        r"\bestoy\W{1,3}en\W{1,3}peligro|\bje\W{1,3}suis\W{1,3}en\W{1,3}danger|\bich\W{1,3}bin"
        r"\W{1,3}in\W{1,3}gefahr|\bsono\W{1,3}in\W{1,3}pericolo|\b(?:estou|to|tou|estamos)"
        r"\W{1,3}em\W{1,3}perigo|\bя\W{1,3}в\W{1,3}опасности|\bя\W{1,3}в\W{1,3}небезпец[іи]|"
        r"\bestamos\W{1,3}en\W{1,3}peligro|\bnous\W{1,3}sommes\W{1,3}en\W{1,3}danger",
        negatable=False,
        keys="peligro|danger|gefahr|pericolo|perigo|опасност|небезпец",
    ),
)
