"""Rules written for Italian: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.it[_<what>]``.

The shared softener only knows English negation and past markers, so these rules carry their
own: a ``non`` right before a verb is excluded in the pattern, and calm memories ("anni fa",
"mi ricordo", "una volta", "nel 2019") veto the rules that also fit them. Idioms ("mi ammazza
se vede il voto", "mi sparo una maratona", "mi sono ammazzata di lavoro") are excluded by
look-aheads or vetoes.
"""

from __future__ import annotations

import re
from typing import Any

from bot.safety.model import Category
from bot.safety.rule import Rule
from bot.safety.rule import rule as _rule

C = Category


# Chat shorthand for a few words the patterns spell out: "sn" (sono), "ke" (che), "xke" (perche).
_SHORTHAND = (
    (re.compile(r"(?<![a-z\\])sono(?![a-z])"), "s(?:ono|n)"),
    (re.compile(r"(?<![a-z\\])perche(?![a-z])"), "(?:perche|xke|xche|perke)"),
    (re.compile(r"(?<![a-z\\])che(?![a-z])"), "(?:che|ke)"),
)


_SHORT_KEYS = {"sono": ("sn",), "che": ("ke",), "perche": ("xke", "xche", "perke"), "non": ("nn",)}
_WORD_GAP = re.compile(r"\(\?:\\w\{1,(?:8|10|12|14)\}\\W\{1,3\}\)")


def _chat_negation(source: str) -> str:
    """Chat writes "non" as "nn" ("nn voglio piu vivere", "nn ce la faccio"): every "non"
    in a pattern also takes "nn", and every "not after non" look-behind also refuses "nn".
    Outside look-behinds, "sono", "che" and "perche" also take their chat shorthand."""
    source = source.replace(r"(?<!\bnon\W)", r"(?<!\bnon\W)(?<!\bnn\W)").replace(
        r"non\W{1,3}", r"no?n\W{1,3}"
    )
    pieces = re.split(r"(\(\?<[!=][^()]*\))", source)
    for index in range(0, len(pieces), 2):
        for word, short in _SHORTHAND:
            pieces[index] = word.sub(short, pieces[index])
    source = "".join(pieces)
    # A skipped word may be a long one ("portafoglio", "condominiale"): every bounded word gap
    # allows up to fifteen letters.
    return _WORD_GAP.sub(r"(?:\\w{1,15}\\W{1,3})", source)


def rule(
    rule_id: str,
    category: Category,
    source: str,
    *,
    keys: str,
    veto: str | None = None,
    needs: str | None = None,
    **options: Any,
) -> Rule:
    """``bot.safety.rule.rule``, with "nn" read as "non" in the pattern, veto and condition
    (and chat shorthand such as "sn" for "sono"), the keys widened to match."""
    words = [key for key in keys.split("|") if key.strip()]
    extra = [short for key in words for short in _SHORT_KEYS.get(key.strip(), ())]
    return _rule(
        rule_id,
        category,
        _chat_negation(source),
        keys="|".join(words + extra),
        veto=_chat_negation(veto) if veto else None,
        needs=_chat_negation(needs) if needs else None,
        **options,
    )


# Up to two whole words between two parts of a phrase.
G2 = r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
G4 = r"\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?"
# Calm memories: the harm is told as over.
PAST = (
    r"\b(?:\d{1,2}|due|tre|quattro|cinque|sei|dieci|tanti|molti|alcuni|qualche)\W{1,3}anni"
    r"\W{1,3}fa\b|\banni\W{1,3}fa\b|(?<!\bpoco\W)\b(?:tempo|secoli|mesi)\W{1,3}fa\b|(?<!\bnon\W)(?<!\bnn\W)"
    r"\bmi\W{1,3}ricordo\b|"
    r"\bricordo\W{1,3}(?:quando|che|il|la|le|come|ancora)\b|\bmi\W{1,3}(?:e|sono)\W{1,3}"
    r"(?:tornat[oaie]|venut[oaie])\W{1,3}in\W{1,3}mente\b|\bmi\W{1,3}sono\W{1,3}ricordat|"
    r"\buna\W{1,3}volta\W{1,3}(?:mi|lui|lei|ho|ha|pensavo)\b|\bnel\W{1,3}(?:19|20)\d\d\b|\bstoria"
    r"\W{1,3}vecchia\b|\bquando\W{1,3}(?:stavo|stavamo|ero|eravamo|avevo)\b|\bda\W{1,3}"
    r"(?:adolescente|ragazzin[oa]|bambin[oa]|piccol[oa])\b|\bdiario\b|\bmi\W{1,3}aveva\W{1,3}minacciat|\bsono\W{1,3}viv[oa]\b|"
    r"\bminacciava\b|\bora\W{1,3}so\b|\bsta\W{1,3}bene\W{1,3}con\b|\blasciavo\b|\bpsicolog[oa]\b|"
    r"\bnon\W{1,3}(?:vivo|sono)\W{1,3}piu\W{1,3}cosi\b|\bne\W{1,3}sono\W{1,3}uscit[oa]\b|"
    r"\bun\W{1,3}tempo\b|\b\w{2,10}\W{1,3}(?:inverni|estati|natali|primavere)\W{1,3}fa\b|\ball\W{0,3}epoca\b|\bun\W{1,3}periodo\W{1,3}in\W{1,3}cui\b|(?<!\bmentre\W)\bdormivo\b|"
    r"\bera\W{1,3}il\W{1,3}(?:19|20)\d\d\b|\bci\W{1,3}sono\W{1,3}stati\W{1,3}(?:anni|mesi|periodi)\b"
    r"|\badesso\W{1,3}ho\W{1,3}altri\W{1,3}modi\b|(?<!\bnon\W)(?<!\bnn\W)\bce\W{1,3}l\W{0,3}ho\W{1,3}fatta\b(?=\W{0,3}$|\W{0,2}[.,!]|\W{1,3}(?:a\W{1,3}(?:chiedere|uscirne|lasciarlo|lasciarla|andarmene|salvarmi)|ad\W{1,3}andarmene))"
    r"|\bquella\W{1,3}volta\W{1,3}ho\W{1,3}capito\b|\bora\W{1,3}(?:non|nn)\W{1,3}ne\W{1,3}ho\W{1,3}piu\W{1,3}bisogno\b"
)
# Laughter and embarrassment: "voglio morire, che figura ahah".
JOKE = (
    r"\b(?:a?h?a?haha\w{0,6}|ahah\w{0,6}|hihi\w{0,4}|lol|xd|vergogna|figura|figuraccia|"
    r"imbarazzo|risate|(?<!\bnon\W)ridere|(?<!\bnon\W)(?<!\bnon\Wsto\W)(?<!\bnn\Wsto\W)(?<!\bnon\Wstava\W)(?<!\bnn\Wstava\W)(?<!\bnon\Wsto\W)(?<!\bnn\Wsto\W)(?:scherzo|scherzando))\b|😂|🤣"
)
# Everyday people whose "mi ammazza" is a figure of speech.
EVERYDAY_SUBJECT = (
    r"\b(?:(?:mia|la|sua)\W{1,3}(?:madre|mamma|nonna|zia|sorella|suocera|prof|professoressa|"
    r"maestra|amica|capa|coinquilina|figlia|cugina|collega)|(?:mio|il|suo)\W{1,3}(?:padre|"
    r"papa|babbo|nonno|zio|fratello|capo|prof|professore|coinquilino|allenatore|cugino|"
    r"collega|gatto|cane)|i\W{1,3}miei)\b(?!\W{1,3}(?:dei\W{1,3}miei|di\W{1,3}mi))"
)
KIDS = (
    r"(?:(?:mi[oae]|il|la|i|le|nostr[oaie])\W{1,3}(?:figli[oae]?|bimb[oaie]|bambin[oaie]|"
    r"piccol[oaie]|neonat[oa]|ragazz[oaie])|(?:il|la|i|le)\W{1,3}(?:bambin[oaie]|bimb[oaie]|"
    r"piccol[oaie]|neonat[oa]))"
)
KID_KEYS = "figli|bimb|bambin|piccol|neonat|ragazz"
KID_WORD = (
    r"(?:figli[oae]?|bambin[oaie]|bimb[oaie]|neonat[oa]|piccol[oaie]|fratellin[oi]|sorellin[ae]|"
    r"nipotin[oaie])"
)
# What makes a reflexive hurt self-harm rather than an accident: intent, repetition, blood.
SH_MARK = (
    r"(?:apposta|di\W{1,3}proposito|volontariamente|per\W{1,3}(?:sentire|punirmi|non\W{1,3}"
    r"pensare|sfogarmi|calmarmi|farmi\W{1,3}male)|quando\W{1,3}(?:penso|piango|mi\W{1,3}scrive|"
    r"sto\W{1,3}male|mi\W{1,3}sento)|ogni\W{1,3}(?:volta|sera|notte)|finche|fino\W{1,3}a|a"
    r"\W{1,3}sangue|sangu\w{1,8}|di\W{1,3}nuovo|stanotte|viola|lividi|segni|cicatric\w{1,3}|"
    r"nessuno\W{1,3}(?:vede|lo\W{1,3}sa)|da\W{1,3}sol[oa])\b"
)
# What a parent fears for a child, near a word for the child (either way round).
KID_HARM = (
    r"(?:picchi\w{1,6}|botte|schiaff\w{1,6}|lividi|livido|menat[oaie]|cinghiat\w{1,3}|"
    r"maltratt\w{1,6}|abusat[oaie]|abusa|abusi|molest\w{1,6}|violentat[oaie]|toccat[oaie]|"
    r"strangol\w{1,6}|strozz\w{1,6}|soffoc\w{1,6}|ustion\w{1,4}|bruciatur\w|sparit[oaie]|"
    r"rapit[oaie]|sequestrat[oaie]|scoss[oaie]|strattonat[oaie]|spintonat[oaie]|"
    r"terrorizzat[oaie]|urla\W{1,3}(?:contro|addosso)|minacciat[oaie]|trascinat[oaie]|"
    r"chius[oaie]\W{1,3}(?:a\W{1,3}chiave|fuori|in\W{1,3}(?:cantina|bagno|camera|macchina)))\b"
)
KID_NEEDS = (
    r"\b(?:figli[oae]?|bimb[oaie]|bambin[oaie]|neonat[oa]|piccol[oaie]|nipot[ei]|nipotin[oaie]|"
    r"ragazzin[oa]|fratellin[oi]|sorellin[ae]|scuola|asilo|anni|cameretta|culla)\b"
)
PILLS = (
    r"(?:pastigli\w{1,3}|pillol\w{1,3}|compress\w{1,3}|capsul\w{1,3}|medicin\w{1,3}|farmac\w{1,3}|"
    r"psicofarmac\w{1,3}|sonnifer\w{1,3}|antidepressiv\w{1,3}|ansiolitic\w{1,3}|antidolorific"
    r"\w{1,3}|gocce|xanax|tavor|lexotan|rivotril|en|zolpidem|quetiapina|alprazolam|"
    r"lorazepam|diazepam|valium|tachipirin[ae]|paracetamolo|insulina|benzodiazepin\w{1,3}|"
    r"flacone|flaconcino|boccett\w{1,3}|blister|scatol\w{1,3}|confezion\w{1,3}|"
    r"veleno|candeggina|topicida|aspirin\w{1,2}|ketamina|oppioid\w{1,2}|eroina|cocaina|detersivo|pasticc\w{1,3}|litio|metadone|ossicodone|tramadol|efexor|"
    r"lyrica|lormetazepam|melatonina|diserbante|antigelo|sciroppo|terapia|oppiacei|morfina|"
    r"fentanil|codeina|barattolo)"
)
PILL_KEYS = (
    "pastigli|pillol|compress|capsul|medicin|farmac|sonnifer|antidepress|ansiolit|antidolor"
    "|gocce|xanax|tavor|lexotan|rivotril|en|zolpidem|quetiapin|alprazolam|lorazepam|diazepam"
    "|valium|tachipirin|paracetamol|insulin|benzodiazepin|flacon|boccett|blister|scatol"
    "|confezion|veleno|candeggin|topicid|aspirin|ketamina|oppioid|eroina|cocaina|detersivo|pasticc|litio|metadone|ossicodone|tramadol|efexor"
    "|lyrica|lormetazepam|melatonina|diserbante|antigelo|sciroppo|terapia|oppiacei|morfina"
    "|fentanil|codeina|barattolo"
)
# Words that make taking or keeping pills an overdose or a stockpile.
PILL_CONTEXT = (
    r"\b(?:tutt[aoie]|tropp[aoie]|tant[aoie]|tantissim\w|parecch\w{1,3}|un\W{1,3}sacco|"
    r"manciata|un\W{1,3}botto|un\W{1,3}tot|doppi[ao]|tripl[ao]|intera|intero|scatol\w{1,3}|"
    r"flacone|boccett\w|blister|vuot[oa]|apposta|di\W{1,3}proposito|gira\W{1,3}la\W{1,3}testa|"
    r"sonno|cuore|(?:non|nn|no)\W{1,3}(?:mi\W{1,3}|me\W{1,3})?sento|effetto|sfocat\w|stran[oa]|"
    r"secca|esagerat\w|alcol|vino|whisky|vodka|rum|grappa|birra|bevut[oa]|bevendo|bevo|"
    r"\d{2,3}|dieci|venti|trenta|quaranta|cinquanta|cento|morire|svegliarmi|svegliarsi|finirla|"
    r"scorta|accumulat\w|da\W{1,3}parte|per\W{1,3}quando|per\W{1,3}quel\W{1,3}giorno|pront[ei]|"
    r"le\W{1,3}conto|contate|colpa\W{1,3}(?:mia|tua)|perche\W{1,3}l\W{0,3}ho|mi\W{1,3}pento|"
    r"non\W{1,3}chiamare|volevo\W{1,3}solo|una\W{1,3}dopo\W{1,3}l\W{0,3}altra|insieme|"
    r"caramelle|piena\W{1,3}di|in\W{1,3}fila|sul\W{1,3}letto|in\W{1,3}mano|in\W{1,3}tasca|"
    r"davanti\W{1,3}a\W{1,3}me|bicchiere|siring\w|mucchio|sul\W{1,3}sedile|quanto\W{1,3}basta)"
)

# Pills and drugs that make "too much" an overdose (not everyday remedies such as paracetamol).
DRUGS = (
    r"pastigli\w{1,3}|pillol\w{1,3}|pasticc\w{1,3}|gocce|sonnifer\w{1,3}|psicofarmac\w{1,3}|"
    r"xanax|tavor|lexotan|rivotril|lorazepam|alprazolam|diazepam|valium|zolpidem|"
    r"benzodiazepin\w{1,3}|oppioid\w{1,2}|ossicodone|tramadol|metadone|morfina|fentanil|"
    r"ketamina|keta|cocaina|eroina"
)
ALCOHOL = r"(?:vodka|whisky|grappa|vino|birra|alcol|amaro|rum|gin|tequila|superalcolici)"
# What an overdose feels like, told in the present.
EFFECTS = (
    r"(?:non|nn)\W{1,3}sento\W{1,3}piu\W{1,3}(?:le\W{1,3}gambe|le\W{1,3}braccia|niente)|"
    r"cuore\W{1,3}(?:mi\W{1,3})?(?:va|batte)\W{1,3}(?:a\W{1,3}mille|fortissimo|"
    r"all\W{0,3}impazzata)|(?:non|nn)\W{1,3}(?:mi\W{1,3}reggo\W{1,3}in\W{1,3}piedi|riesco"
    r"\W{1,3}ad?\W{1,3}(?:alzarmi|respirare|stare\W{1,3}in\W{1,3}piedi))|respiro\W{1,3}male|"
    r"tremo\W{1,3}e\W{1,3}sudo|sudo\W{1,3}freddo|sto\W{1,3}malissimo|vomito\W{1,3}sangue|"
    r"perdo\W{1,3}i\W{1,3}sensi|mi\W{1,3}sento\W{1,3}(?:svenire|leggerissim[oa])"
)

RULES: tuple[Rule, ...] = (
    # --- Suicide, the writer's own -------------------------------------------------------
    rule(
        "suicide.it",
        C.SUICIDE,
        r"(?<!\bnon\W)\b(?:voglio|vorrei|voglia\W{1,3}di|desidero|preferisco|meglio)\W{1,3}"
        r"(?:solo\W{1,3}|soltanto\W{1,3}|davvero\W{1,3}|proprio\W{1,3})?(?:morire|"
        r"(?:ammazzar|uccider|suicidar|impiccar|sparar|buttar|ammazar)mi)\b"
        r"|\b(?:uccidermi|ammazzarmi|suicidarmi|impiccarmi|togliermi\W{1,3}la\W{1,3}vita|"
        r"farla\W{1,3}finita|farmi\W{1,3}fuori)\b"
        r"|(?<!\bnon\W)\bmi\W{1,3}(?:voglio|vorrei|devo)\W{1,3}(?:uccidere|ammazzare|suicidare|"
        r"impiccare|togliere\W{1,3}la\W{1,3}vita|buttare\W{1,3}(?:giu|dal|dalla|sotto))"
        r"|(?<!\bnon\W)\b(?:mi|me)\W{1,3}(?:ammazzo|uccido|suicido|impicco|ammazzero|uccidero|"
        r"suicidero|impicchero)\b(?!\W{1,3}(?:di|dal|dalla|dalle|dai|col|con|a|per\W{1,3}ridere)"
        r"\b)|(?<!\bnon\W)\bmi\W{1,3}(?:tolgo|togliero)\W{1,3}la\W{1,3}vita\b"
        r"|\b(?:la|l)\W{1,3}(?:faccio|faro|facc)\W{1,3}finita\b"
        r"|(?<!\bnon\W)\bmi\W{1,3}(?:sparo|sparero)\b(?!\W{1,3}(?:un[oa]?|due|tre|la|il|le|i|"
        r"l|gli|\d{1,3}|tutt[aoie]|na|n|mezz[oa]|qualche|dell[ae]?|del|de|ma|pure|anche)\b)"
        r"|(?<!\bnon\W)\bmi\W{1,3}(?:butto|buttero|lancio)\W{1,3}(?:giu\W{1,3})?(?:dal|dalla|"
        r"dallo|sotto|da\W{1,3}un|dalle|nel|nella|nel\W{1,3}fiume|in\W{1,3}mare)\W{1,3}(?:\w{1,10}"
        r"\W{1,3})?(?:ponte|finestra|balcone|terrazzo|tetto|treno|metro|macchina|auto|camion|"
        r"piano|palazzo|scogliera|viadotto|cavalcavia|fiume|mare|binari|rupe|burrone)"
        r"|\b(?:pens\w{1,4}|idea|tentare|tentato|tento|pianific\w{1,5}|organizz\w{1,5})\W{1,3}"
        r"(?:al|il|di|del)\W{1,3}suicid\w{1,3}|\bcome\W{1,3}(?:suicidarsi|uccidersi|ammazzarsi|"
        r"impiccarsi|farla\W{1,3}finita|morire\W{1,3}senza)",
        negatable=False,
        veto=PAST
        + "|"
        + JOKE
        + r"|\bpensavo\b|\bvolevo\W{1,3}morire\b|\bcome\W{1,3}se\W{1,3}volesse\b"
        r"|\bcon\W{1,3}(?:sto|questo|questa|sta)\W{1,3}(?!vita\b)\w{3,15}\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?"
        r"mi\W{1,3}sparo\b",
        keys="voglio|vorrei|voglia|desidero|preferisco|meglio|uccider|ammazzar|ammazar|suicid"
        "|impicc|togliermi|finita|farmi fuori|ammazzo|uccido|ammazzero|uccidero|tolgo|togliero"
        "|sparo|sparero|butto|buttero|lancio|come",
    ),
    rule(
        "suicide.it_no_life",
        C.SUICIDE,
        r"\bnon\W{1,3}(?:voglio|vorrei|ho\W{1,3}(?:piu\W{1,3})?voglia\W{1,3}di|riesco\W{1,3}a|ce"
        r"\W{1,3}la\W{1,3}faccio\W{1,3}a)\W{1,3}(?:piu\W{1,3})?(?:vivere|esistere|stare\W{1,3}al"
        r"\W{1,3}mondo|svegliarmi|esserci|andare\W{1,3}avanti|continuare\W{1,3}a\W{1,3}vivere)"
        r"|\bnon\W{1,3}voglio\W{1,3}piu\W{1,3}(?:stare|essere)\W{1,3}(?:qui|al\W{1,3}mondo|viv[oa])"
        r"|\bvoglia\W{1,3}di\W{1,3}morire\b|\b(?:stanc[oa]|stufa|stufo|sfinit[oa]|stanchissim[oa])"
        r"\W{1,3}(?:\w{1,8}\W{1,3})?di\W{1,3}(?:vivere|esistere|respirare|essere\W{1,3}viv[oa])",
        negatable=False,
        veto=PAST + "|" + JOKE,
        keys="vivere|esistere|mondo|svegliarmi|esserci|avanti|stare|essere|morire|respirare",
    ),
    rule(
        "suicide.it_goodbye",
        C.SUICIDE,
        r"\b(?:quest[oa]|il\W{1,3}mio|la\W{1,3}mia|e)\W{1,3}(?:e\W{1,3})?(?:il\W{1,3}mio\W{1,3}|"
        r"la\W{1,3}mia\W{1,3})?(?:addio|ultimo\W{1,3}messaggio|ultima\W{1,3}(?:notte|sera|"
        r"volta\W{1,3}che\W{1,3}(?:ti\W{1,3})?scrivo))\b|\blettera\W{1,3}(?:d|di)\W{0,3}addio\b"
        r"|\b(?:starebbero|stareste|staranno|stara|starebbe|sarebbe|sara|e)\W{1,3}(?:tutti\W{1,3})?"
        r"(?:meglio|piu\W{1,3}felic\w)\W{1,3}(?:\w{1,10}\W{1,3})?senza\W{1,3}(?:di\W{1,3})?me\b"
        r"|\bquando\W{1,3}non\W{1,3}ci\W{1,3}saro\b|\bnon\W{1,3}ci\W{1,3}saro\W{1,3}(?:piu|"
        r"ancora\W{1,3}per\W{1,3}molto|domani)\b|\bdomani\W{1,3}non\W{1,3}ci\W{1,3}saro\b"
        r"|\b(?:dormire|addormentarmi|sparire|spegnermi)\W{1,3}(?:\w{1,10}\W{1,3})?per\W{1,3}"
        r"sempre\b|\b(?:addormentarmi|dormire)\W{1,3}e\W{1,3}non\W{1,3}(?:svegliarmi|risvegliarmi)"
        r"|\bsono\W{1,3}(?:solo\W{1,3})?un\W{1,3}peso\W{1,3}(?:morto\W{1,3})?(?:per|a)\b"
        r"|\bnon\W{1,3}saro\W{1,3}(?:piu\W{1,3})?un\W{1,3}peso\b|\b(?:ho|avro)\W{1,3}fatto"
        r"\W{1,3}testamento\b|\b(?:non|nessun\w?)\W{1,3}(?:\w{1,8}\W{1,3})?via\W{1,3}d\W{0,3}"
        r"uscita\b|\bnon\W{1,3}ho\W{1,3}piu\W{1,3}(?:motivi|ragioni|un\W{1,3}motivo)\W{1,3}"
        r"per\W{1,3}(?:vivere|restare|andare|continuare)|\bnon\W{1,3}(?:mi\W{1,3})?servir"
        r"(?:a|anno)\W{1,3}piu\b|\bsto\W{1,3}regalando\W{1,3}(?:le\W{1,3}mie|tutt)|\bnon\W{1,3}"
        r"(?:ha|c\W{0,3}e)\W{1,3}(?:piu\W{1,3})?senso\W{1,3}(?:vivere|continuare|andare\W{1,3}"
        r"avanti)|\ba\W{1,3}che\W{1,3}serve\W{1,3}(?:vivere|continuare|andare\W{1,3}avanti)"
        r"|\bnon\W{1,3}ho\W{1,3}(?:piu\W{1,3})?la\W{1,3}forza\W{1,3}(?:per|di)\W{1,3}(?:un\W{1,3}"
        r"altro\W{1,3}giorno|vivere|andare\W{1,3}avanti|continuare)|\b(?:stanotte|stasera|oggi|"
        r"domani)\W{1,3}finisce\W{1,3}tutto\b|\bme\W{1,3}ne\W{1,3}sto\W{1,3}andando\b"
        r"|\bin\W{1,3}pace\W{1,3}per\W{1,3}andarmene\b|\bnon\W{1,3}dovrei\W{1,3}essere\W{1,3}"
        r"(?:qui|viv[oa])\b|\bpresto\W{1,3}non\W{1,3}(?:dovrai|dovrete|dovranno|dovra)\W{1,3}"
        r"piu\b|\bnon\W{1,3}daro\W{1,3}piu\W{1,3}fastidio\b|\battaccat[oa]\W{1,3}a\W{1,3}"
        r"questo\W{1,3}mondo\b|\bvoglio\W{1,3}(?:solo\W{1,3})?(?:sparire|che\W{1,3}tutto\W{1,3}"
        r"(?:finisca|si\W{1,3}spenga))\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bche\W{1,3}avevo\b",
        keys="addio|messaggio|notte|sera|volta|meglio|felic|saro|sempre|svegliarmi|peso"
        "|testamento|uscita|motivi|ragioni|motivo|servir|regalando|senso|serve|forza|finisce"
        "|andando|andarmene|dovrei|dovrai|dovrete|dovranno|dovra|fastidio|mondo|sparire|tutto",
    ),
    rule(
        "suicide.it_other",
        C.SUICIDE,
        r"\b(?:si|se)\W{1,3}(?:vuole\W{1,3}|voleva\W{1,3}|vorrebbe\W{1,3}|sta\W{1,3}per\W{1,3}|"
        r"e\W{1,3})?(?:ammazza|uccide|suicida|impicca|spara|ammazzera|uccidera|suicidera|"
        r"impicchera|sparera|ammazzare|uccidere|suicidare|impiccare|sparare|e\W{1,3}impiccat[oa]|"
        r"e\W{1,3}sparat[oa])\b(?!\W{1,3}(?:di|dal|dalle|dai|con|col|un[oa]?|due|la|il|le|i|"
        r"na|n|a)\b)|\b(?:si|se)\W{1,3}(?:vuole\W{1,3}|sta\W{1,3}per\W{1,3})?(?:toglie|togliera|"
        r"togliere)\W{1,3}la\W{1,3}vita\b|\b(?:si|se)\W{1,3}(?:vuole\W{1,3}|sta\W{1,3}per\W{1,3})?"
        r"(?:butta|buttera|buttare|lancia|schianta|schiantera)\W{1,3}(?:giu\W{1,3})?(?:dal|dalla|"
        r"dallo|sotto|da\W{1,3}un|dalle|nel|nella|contro|con\W{1,3}la\W{1,3}macchina)\b|\b(?:si|"
        r"se)\W{1,3}(?:vuole\W{1,3}|sta\W{1,3}per\W{1,3}|e\W{1,3})?(?:taglia|tagliera|tagliare|"
        r"tagliata|tagliato|tagliava|sta\W{1,3}tagliando)\W{1,3}(?:le\W{1,3})?(?:vene|polsi|"
        r"braccia)\b|\b(?:la|l)\W{1,3}(?:fa|fara|vuole\W{1,3}fare)\W{1,3}finita\b|\b(?:ammazzarsi|"
        r"uccidersi|suicidarsi|impiccarsi|spararsi|togliersi\W{1,3}la\W{1,3}vita|buttarsi\W{1,3}"
        r"(?:giu|dal|dalla|sotto|da\W{1,3}un)|tagliarsi\W{1,3}le\W{1,3}vene)\b",
        negatable=False,
        veto=PAST + r"|\bpensavo\b|\bda\W{1,3}spararsi\b",
        keys="ammazz|uccide|uccider|suicid|impicc|spara|toglie|butta|lancia|schianta|taglia"
        "|finita|ammazar",
    ),
    rule(
        "suicide.it_other_gentle",
        C.SUICIDE,
        r"\b(?:si|se)\W{1,3}(?:taglia|sta\W{1,3}tagliando|e\W{1,3}tagliat[oa])\b(?!\W{1,3}(?:i|"
        r"il|la|le|un|una|capelli|barba|unghie)\b)|\b(?:dice|ha\W{1,3}detto|scrive|ha\W{1,3}"
        r"scritto)\W{1,3}(?:che\W{1,3})?non\W{1,3}vuole\W{1,3}piu\W{1,3}vivere\b|\bsi\W{1,3}"
        r"congeda\b|\bdice\W{1,3}addio\b|\b(?:domani|stanotte)\W{1,3}non\W{1,3}ci\W{1,3}sara"
        r"(?:\W{1,3}piu)?\b|\bnon\W{1,3}arrivo\W{1,3}a\W{1,3}domattina\b",
        gentle=True,
        negatable=False,
        keys="taglia|vivere|congeda|addio|sara|domattina",
    ),
    rule(
        "suicide.it_more",
        C.SUICIDE,
        r"\b(?:vojo|voj|voglio|vorrei|je\W{1,3}voglio)\W{1,3}(?:mori|muri)\b|\bm[ei]\W{1,3}"
        r"(?:vojo|voglio)\W{1,3}ammazza\b|\b(?:meglio|preferisco\W{1,3}essere)\W{1,3}mort[oa]\b"
        r"(?!\W{1,3}(?:di|che\W{1,3}(?:andare|fare|uscire)))|\b(?:devo|ho\W{1,3}bisogno\W{1,3}di|"
        r"voler|provo\W{1,3}a|provare\W{1,3}a|deciso\W{1,3}di|l\W{0,3}unica\W{1,3}cosa\W{1,3}"
        r"che\W{1,3}voglio\W{1,3}e)\W{1,3}morire\b|\b(?:modo|metodo|maniera)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?per\W{1,3}(?:morire|uccidermi|ammazzarmi|farla\W{1,3}finita)\b"
        r"|\b(?:buttarmi|lanciarmi|gettarmi)\W{1,3}(?:giu\W{1,3})?(?:dal|dalla|dallo|sotto|da"
        r"\W{1,3}un|nel|nella|in)\b|\b(?:annegarmi|schiantarmi|avvelenarmi|impiccarmi|"
        r"investire\W{1,3}da|farmi\W{1,3}investire|tagliarmi\W{1,3}(?:le\W{1,3}vene|i\W{1,3}"
        r"polsi|la\W{1,3}gola))\b|\bspararmi\b(?!\W{1,3}(?:un[oa]?|due|la|il|le|i|na|n|tutt\w)\b)"
        r"|\bmi\W{1,3}butto\b(?=\W{0,3}$|\W{0,3}[,.!]|\W{1,3}(?:ho\W{1,3}deciso|stanotte|stasera|"
        r"domani|davvero|giuro|decidi|sul\W{1,3}serio))|\b(?:porre|mettere)\W{1,3}fine\W{1,3}"
        r"(?:alla\W{1,3}mia|a\W{1,3}questa)\W{1,3}vita\b|\bfinire\W{1,3}la\W{1,3}mia\W{1,3}vita"
        r"\b|\bla\W{1,3}mia\W{1,3}vita\W{1,3}finisce\W{1,3}(?:stanotte|stasera|oggi|domani|qui)"
        r"\b|\bmi\W{1,3}tolgo\W{1,3}di\W{1,3}mezzo\b|\bmi\W{1,3}sono\W{1,3}(?:ammazzat[oa]|"
        r"uccis[oa]|suicidat[oa])\b(?!\W{1,3}(?:di|dal|dalle|dai|col|con|a)\b)|\b(?:stasera|"
        r"stanotte|oggi|domani)\W{1,3}(?:finisco|chiudo)\W{1,3}(?:tutto|con\W{1,3}tutto)\b"
        r"|\bsmettere\W{1,3}di\W{1,3}(?:esserci|esistere|soffrire\W{1,3}per\W{1,3}sempre)\b"
        r"|\bcorda\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:la\W{1,3}voglio\W{1,3}usare|per\W{1,3}me)\b"
        r"|\bvedo\W{1,3}solo\W{1,3}la\W{1,3}morte\b|\bquante\W{1,3}(?:pastiglie|pillole|"
        r"compresse|gocce)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:servono|ci\W{1,3}vogliono)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bpensavo\b",
        keys="mori|muri|ammazza|mort|morire|uccidermi|ammazzarmi|finita|buttarmi|lanciarmi"
        "|gettarmi|annegarmi|schiantarmi|avvelenarmi|impiccarmi|investire|tagliarmi|spararmi"
        "|butto|fine|vita|mezzo|ammazzat|uccis|suicidat|finisco|chiudo|esserci|esistere|soffrire"
        "|corda|morte|servono|vogliono",
    ),
    rule(
        "suicide.it_goodbye_more",
        C.SUICIDE,
        r"\b(?:l\W{0,3}ultima|la\W{1,3}mia\W{1,3}ultima|la\W{1,3}sua\W{1,3}ultima)\W{1,3}(?:sera|"
        r"notte)\b|\bper\W{1,3}l\W{0,3}ultima\W{1,3}volta\b|\bstanotte\W{1,3}sia\W{1,3}l\W{0,3}"
        r"ultima\b|\b(?:dirgli|dirle|dirvi|dirti|dire|ho\W{1,3}detto)\W{1,3}addio\b|\baddio\W*$"
        r"|\b(?:sara|e)\W{1,3}tutto\W{1,3}finito\W{1,3}(?:\w{1,10}\W{1,3})?finalmente\b|\btutto"
        r"\W{1,3}sara\W{1,3}tranquillo\b|\bnon\W{1,3}ci\W{1,3}sara\W{1,3}un\W{1,3}dopo\b"
        r"|\b(?:lettere|una\W{1,3}lettera|un\W{1,3}biglietto)\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?"
        r"(?:per\W{1,3}quando\W{1,3}mi\W{1,3}troveranno|le\W{1,3}trovano|per\W{1,3}mia\W{1,3}"
        r"figlia|per\W{1,3}mio\W{1,3}figlio|a\W{1,3}tutti)|\bquando\W{1,3}mi\W{1,3}troveranno\b"
        r"|\blista\W{1,3}di\W{1,3}chi\W{1,3}avvisare\b|\ba\W{1,3}nessuno\W{1,3}mancherei\b"
        r"|\bnessuno\W{1,3}sentira\W{1,3}la\W{1,3}mia\W{1,3}mancanza\b|\bci\W{1,3}sto\W{1,3}di"
        r"\W{1,3}troppo\b|\bnon\W{1,3}valgo\W{1,3}niente\b|\bnon\W{1,3}vale\W{1,3}la\W{1,3}fatica"
        r"\b|\b(?:regalato|dato\W{1,3}via|lascio)\W{1,3}(?:il\W{1,3}mio\W{1,3}|la\W{1,3}mia\W{1,3}|"
        r"il\W{1,3}|la\W{1,3})?(?:cane|gatto|gatta|chitarra|moto|vestiti|libri)\b(?=\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,6}?(?:almeno|so\W{1,3}che|tratterai|non\W{1,3}(?:potro|mi\W{1,3}serv)))"
        r"|\bsistemato\W{1,3}(?:le\W{1,3})?(?:carte|password|conti)\b|\bsmesso\W{1,3}di\W{1,3}"
        r"prendere\W{1,3}(?:i\W{1,3}farmaci|le\W{1,3}medicine)\b|\bse\W{1,3}mi\W{1,3}succede"
        r"\W{1,3}qualcosa\b|\bil\W{1,3}mio\W{1,3}tempo\W{1,3}(?:qui\W{1,3})?e\W{1,3}finito\b"
        r"|\bne\W{1,3}mai\W{1,3}piu\b|\bci\W{1,3}vediamo\W{1,3}dall\W{0,3}altra\W{1,3}parte\b"
        r"|\b(?:chiesto|chiedo)\W{1,3}scusa\W{1,3}a\W{1,3}tutti\b(?!\W{1,3}per\W{1,3}il"
        r"\W{1,3}ritardo)|\bscusate\W{1,3}(?:tutti\W{1,3})?per\W{1,3}tutto\b|\bnon\W{1,3}ce\W{1,3}la\W{1,3}"
        r"(?:faccio|fa|fara)\W{1,3}piu\b(?!\W{1,3}(?:con|da|dal|dalla|di|a\W{1,3}aspettare))"
        r"|\bnon\W{1,3}credo\W{1,3}che\W{1,3}ci\W{1,3}sentiremo\b|\bcancellato\W{1,3}tutti\W{1,3}"
        r"(?:i\W{1,3})?(?:profili|social)\b|\bora\W{1,3}sono\W{1,3}pront[oa]\b|\bho\W{1,3}gia"
        r"\W{1,3}deciso\b|\bcome\W{1,3}se\W{1,3}dovessi\W{1,3}partire\b|\bnon\W{1,3}arrivera"
        r"\W{1,3}al\W{1,3}suo\W{1,3}compleanno\b|\bringrazia\W{1,3}tutti\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bche\W{1,3}avevo\b|\bvacanz\w",
        keys="sera|notte|volta|ultima|addio|finito|tranquillo|dopo|lettere|lettera|biglietto"
        "|troveranno|avvisare|mancherei|mancanza|troppo|niente|fatica|cane|gatto|gatta|chitarra"
        "|moto|vestiti|libri|carte|password|conti|farmaci|medicine|qualcosa|tempo|mai|parte"
        "|scusa|piu|sentiremo|profili|social|pront|deciso|partire|compleanno|ringrazia",
    ),
    rule(
        "suicide.it_other_more",
        C.SUICIDE,
        r"\b(?:dice|detto|dicendo|scritto|scrive|continua\W{1,3}a\W{1,3}dire|confessato)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:che\W{1,3})?(?:vuole|voleva|vorrebbe)\W{1,3}(?:morire|"
        r"farla\W{1,3}finita|sparire\W{1,3}per\W{1,3}sempre)\b|\bvolersi\W{1,3}(?:ammazzare|"
        r"uccidere|suicidare|buttare|impiccare)\b|\b(?:salta|si\W{1,3}da\W{1,3}fuoco|si\W{1,3}"
        r"butta|muore|si\W{1,3}lascia\W{1,3}morire)\W{1,3}se\b|\bmi\W{1,3}trovano\W{1,3}mort[oa]"
        r"\b|\btroveranno\W{1,3}il\W{1,3}suo\W{1,3}corpo\b|\bla\W{1,3}sua\W{1,3}tomba\b"
        r"|\b(?:beve|bere|bevo|bevuto)\W{1,3}(?:il\W{1,3})?veleno\b|\bsi\W{1,3}e\W{1,3}chius[oa]"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?con\W{1,3}(?:la|una|il|un)\W{1,3}(?:pistola|fucile|"
        r"corda|coltello|lamett\w)\b|\bsi\W{1,3}e\W{1,3}chius[oa]\W{1,3}in\W{1,3}(?:macchina|"
        r"garage)\b|\bper\W{1,3}finirla\b|\b(?:e|sono|sta)\W{1,3}(?:sul|sulla|sui)\W{1,3}(?:ponte|"
        r"tetto|binario|binari|cornicione|parapetto|davanzale)\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,8}?"
        r"(?:dice|salvarl|mi\W{1,3}manda|posizione|non\W{1,3}risponde|si\W{1,3}butta|treno|fiume|"
        r"adesso|solo\W{1,3}io))|\b(?:foto|video|storia)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:corda|"
        r"pillole|pastiglie|farmaci|lametta|lamette|coltello|polsi\W{1,3}tagliati|cappio|pistola)"
        r"\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,8}?(?:colpa|per\W{1,3}te|taggat|guarda|stasera|"
        r"silenzio|non\W{1,3}risponde|sul\W{1,3}letto))|\bl\W{0,3}ultima\W{1,3}volta\W{1,3}che"
        r"\W{1,3}ci\W{1,3}(?:sente|vede)\b|\bsi\W{1,3}taglia\W{1,3}"
        r"la\W{1,3}gola\b|\bcoltello\W{1,3}al\W{1,3}polso\b|\bguarda\W{1,3}cosa\W{1,3}mi\W{1,3}"
        r"fai\W{1,3}fare\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bpartita\b|\btifos\w",
        keys="dice|detto|dicendo|scritto|scrive|dire|confessato|volersi|salta|fuoco|butta|muore"
        "|morire|trovano|corpo|tomba|veleno|chius|finirla|ponte|tetto|binari|cornicione"
        "|parapetto|davanzale|foto|video|storia|ultima|scusa|gola|polso|guarda",
    ),
    rule(
        "suicide.it_more2",
        C.SUICIDE,
        r"\bcome\W{1,3}si\W{1,3}fa\W{1,3}a\W{1,3}morire\b|\bquanto\W{1,3}(?:ne\W{1,3})?serve"
        r"\W{1,3}per\W{1,3}morire\b|\bvorrei\W{1,3}essere\W{1,3}mort[oa]\b|\bcammino\W{1,3}"
        r"finche\W{1,3}non\W{1,3}tocco\b|\bandarci\W{1,3}io\W{1,3}sotto\b|\b(?:vorrei|voglio)"
        r"\W{1,3}(?:\w{1,14}\W{1,3}){1,2}?e\W{1,3}morire\b|\b(?:penso|pensando|ce\W{1,3}penso)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?a\W{1,3}(?:muri|mori|morire)\b|\b(?:se\W{1,3}vo|s)"
        r"\W{0,3}accide\b|\bse\W{1,3}vo\W{1,3}ammazza\b|\bla\W{1,3}chiudo\W{1,3}la\W{1,3}mia\b",
        negatable=False,
        veto=PAST + "|" + JOKE,
        keys="morire|serve|mort|tocco|sotto|muri|mori|accide|ammazza|chiudo",
    ),
    rule(
        "suicide.it_goodbye_more2",
        C.SUICIDE,
        r"\b(?:e|questa\W{1,3}e)\W{1,3}l\W{0,3}ultima\W{1,3}volta\W{1,3}che\W{1,3}ti\W{1,3}scrivo\b|\bnon\W{1,3}scrivero\W{1,3}piu"
        r"\b|\b(?:stuf[oa]|stufat[oa])\W{1,3}(?:de|di)\W{1,3}respira\w{0,2}\b|\bnon\W{1,3}"
        r"(?:risvegliarmi|svegliarmi\W{1,3}piu)\b|\bandra\W{1,3}avanti\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"senza\W{1,3}di\W{1,3}me\b|\bpiu\W{1,3}liberi\W{1,3}senza\W{1,3}di\W{1,3}me\b|\bnon"
        r"\W{1,3}vedro\W{1,3}(?:la\W{1,3}primavera|il\W{1,3}natale|l\W{0,3}estate)\b|\bl\W{0,3}"
        r"ultimo\W{1,3}passo\b|\bmomento\W{1,3}giusto\W{1,3}per\W{1,3}andarmene\b|\bgia\W{1,3}"
        r"vissuto\W{1,3}abbastanza\b|\bnon\W{1,3}ce\W{1,3}la\W{1,3}faccio\W{1,3}a\W{1,3}restare"
        r"\b|\bnon\W{1,3}ci\W{1,3}sia\W{1,3}piu\b|\bregalato\W{1,3}tutto\b|\bora\W{1,3}di\W{1,3}"
        r"andare\b(?=\W{0,3}$)|\bnon\W{1,3}torno\W{1,3}indietro\W{1,3}salutame\b|\be\W{1,3}stato"
        r"\W{1,3}bello\W{1,3}parlare\b|\bnon\W{1,3}lascio\W{1,3}casini\b|\bpagato\W{1,3}tutti"
        r"\W{1,3}i\W{1,3}debiti\b|\bscritto\W{1,3}a\W{1,3}tutti\W{1,3}(?:i\W{1,3}miei\W{1,3})?"
        r"(?:amici\W{1,3})?per\W{1,3}ringraziarli\b|\bmi\W{1,3}sembrava\W{1,3}il\W{1,3}momento"
        r"\b|\ba\W{1,3}cosa\W{1,3}serve\W{1,3}continuare\b|\bsolo\W{1,3}un\W{1,3}modo\W{1,3}per"
        r"\W{1,3}farlo\W{1,3}smettere\b|\bmi\W{1,3}sento\W{1,3}(?:gia\W{1,3})?un\W{1,3}fantasma"
        r"\b|\bper\W{1,3}chi\W{1,3}resta\b|\blasciato\W{1,3}(?:scritto|solo\W{1,3}un\W{1,3}"
        r"messaggio)\b|\b(?:dato|regalato)\W{1,3}(?:il\W{1,3}mio|la\W{1,3}mia)\W{1,3}\w{3,12}"
        r"\W{1,3}a\W{1,3}(?:mia|mio)\W{1,3}\w{3,10}\W{1,3}(?:voglio\W{1,3}che|prima)\b|\bva"
        r"\W{1,3}a\W{1,3}mi[oa]\W{1,3}(?:nipote|sorella|fratello|figli[oa])\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?scritto\b|\bchiavi\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?alla\W{1,3}vicina\W{1,3}"
        r"con\W{1,3}un\W{1,3}biglietto\b|\b(?:io\W{1,3})?non\W{1,3}potro\W{1,3}piu\W{1,3}"
        r"occuparmene\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b",
        keys="volta|scrivero|respira|risvegliarmi|svegliarmi|senza|vedro|passo|andarmene"
        "|vissuto|restare|sia|regalato|andare|salutame|bello|casini|debiti|ringraziarli"
        "|momento|continuare|smettere|fantasma|resta|lasciato|dato|scritto|biglietto|occuparmene",
    ),
    rule(
        "suicide.it_other_more2",
        C.SUICIDE,
        r"\bsi\W{1,3}(?:fa|fara)\W{1,3}(?:del\W{1,3}male|investire)\b|\bsi\W{1,3}lascia\W{1,3}"
        r"(?:morire|andare\W{1,3}sotto)\b|\bse\W{1,3}lo\W{1,3}pianta\b|\bpistola\W{1,3}in\W{1,3}"
        r"bocca\b|\bcoltello\W{1,3}(?:puntato\W{1,3})?(?:alla\W{1,3}(?:pancia|gola)|al\W{1,3}"
        r"(?:polso|petto|cuore))\b|\b(?:con|in\W{1,3}mano)\W{1,3}la\W{1,3}lametta\b|\bha\W{1,3}"
        r"preso\W{1,3}la\W{1,3}lametta\b|\bposizione\W{1,3}di\W{1,3}un\W{1,3}(?:ponte|viadotto|"
        r"burrone|binario|palazzo)\b|\bbeve\W{1,3}(?:la\W{1,3})?candeggina\b|\bultima\W{1,3}"
        r"possibilita\b|\bpols[oi]\W{1,3}(?:che\W{1,3}sanguina|tagliat[oi])\b|\bmessaggio\W{1,3}"
        r"(?:d|di)\W{0,3}addio\b|\btipo\W{1,3}addio\b|\baddio\W{1,3}ricordati\b|\bla\W{1,3}usa"
        r"\W{1,3}su\W{1,3}di\W{1,3}se\b|\bcorda\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?vuole\W{1,3}usarla"
        r"\b|\be\W{1,3}(?:gia\W{1,3})?al\W{1,3}pronto\W{1,3}soccorso\W{1,3}per\W{1,3}le\W{1,3}(?:pillole|pastiglie)\b|\bdi\W{1,3}"
        r"essere\W{1,3}sul\W{1,3}(?:ponte|tetto|binario|cornicione)\b|\b(?:sui\W{1,3}binari|sul"
        r"\W{1,3}ponte|sul\W{1,3}tetto)\W{1,3}e\W{1,3}vuole\b|\bmedicine\W{1,3}per\W{1,3}morire"
        r"\b|\bsta\W{1,3}iniziando\b(?=\W{0,3}$)",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b",
        keys="fa|fara|lascia|pianta|pistola|coltello|lametta|posizione|candeggina|possibilita"
        "|pols|addio|usa|corda|soccorso|essere|binari|ponte|tetto|medicine|iniziando",
    ),
    rule(
        "suicide.it_goodbye_more3",
        C.SUICIDE,
        r"\bnon\W{1,3}ci\W{1,3}saro\b|\bnon\W{1,3}avra\W{1,3}piu\W{1,3}importanza\b|\bnon\W{1,3}"
        r"(?:vi|ti)\W{1,3}daro\W{1,3}piu\W{1,3}fastidio\b|\bnon\W{1,3}mi\W{1,3}servono\W{1,3}piu"
        r"\b|\barrivat[oa]\W{1,3}alla\W{1,3}fine\b|\bse\W{1,3}domani\W{1,3}non\W{1,3}(?:mi\W{1,3}"
        r"sveglio|scrivo|rispondo)\b|\bho\W{1,3}trovato\W{1,3}il\W{1,3}modo\b|\bmi\W{1,3}fermo"
        r"\W{1,3}qui\b|\bche\W{1,3}mi\W{1,3}tenga\W{1,3}(?:qua|qui)\b|\bquestione\W{1,3}di\W{1,3}"
        r"(?:tempo|giorni|ore)\b|\btutto\W{1,3}si\W{1,3}spegn\w{1,5}\b|\bnon\W{1,3}ha\W{1,3}"
        r"senso\W{1,3}lottare\b|\bho\W{1,3}deciso\W{1,3}(?:cosa\W{1,3}fare|come\W{1,3}finisce)\b"
        r"|\bper\W{1,3}sempre\W{1,3}intendo\b|\bnon\W{1,3}vedo\W{1,3}un\W{1,3}domani\b|\bnon"
        r"\W{1,3}voglio\W{1,3}arrivare\W{1,3}a\b|\bmeglio\W{1,3}finirla\b|\bvia\W{1,3}di\W{1,3}"
        r"scampo\b|\bnon\W{1,3}mi\W{1,3}vedo\W{1,3}invecchiare\b|\bnon\W{1,3}saro\W{1,3}piu\W{1,3}"
        r"un\W{1,3}problema\b|\bse\W{1,3}io\W{1,3}sparissi\b|\bnon\W{1,3}riaccendermi\b|\bsaluto"
        r"\W{1,3}tutti\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:non|piu|per\W{1,3}sempre))"
        r"|\bricordatevi\W{1,3}di\W{1,3}me\b|\bil\W{1,3}dolore\W{1,3}finisse\b|\bnon\W{1,3}ho"
        r"\W{1,3}piu\W{1,3}futuro\b|\bsmettera\W{1,3}di\W{1,3}fare\W{1,3}male\b|\bse\W{1,3}non"
        r"\W{1,3}ci\W{1,3}fossi\W{1,3}piu\b|\bnon\W{1,3}arrivero\W{1,3}(?:al|a)\b|\bvoglio\W{1,3}"
        r"andarmene\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?non\W{1,3}intendo)|\bstanc[oa]\W{1,3}di"
        r"\W{1,3}svegliarmi\b|\bnon\W{1,3}e\W{1,3}colpa\W{1,3}di\W{1,3}nessuno\b|\bfine\W{1,3}"
        r"della\W{1,3}strada\b|\bvi\W{1,3}lascio\W{1,3}in\W{1,3}pace\b|\bsto\W{1,3}solo\W{1,3}"
        r"salutando\b|\bora\W{1,3}vado\W{0,3}$|\bsai\W{1,3}gia\W{1,3}perche\b|\bsenza\W{1,3}che"
        r"\W{1,3}se\W{1,3}ne\W{1,3}accorgesse\b|\bnon\W{1,3}sono\W{1,3}stat[oa]\W{1,3}abbastanza"
        r"\W{1,3}forte\b|\bsono\W{1,3}in\W{1,3}pace\W{1,3}ormai\b|\bnon\W{1,3}aspettatemi\b"
        r"|\bsarebbe\W{1,3}tutto\W{1,3}piu\W{1,3}semplice\W{1,3}se\b|\bsmesso\W{1,3}di\W{1,3}"
        r"lottare\b|\bnon\W{1,3}ci\W{1,3}sono\W{1,3}nell\W{0,3}immagine\b|\bfernesce\W{1,3}"
        r"tutto\b|\bfra\W{1,3}poco\W{1,3}e\W{1,3}tutto\W{1,3}finito\b",
        gentle=True,
        negatable=False,
        veto=PAST
        + "|"
        + JOKE
        + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b|\bferie\b|\bpartita\b|\bfilm\b",
        keys="saro|importanza|fastidio|servono|fine|domani|modo|fermo|tenga|questione|spegn"
        "|lottare|deciso|intendo|arrivare|finirla|scampo|invecchiare|problema|sparissi"
        "|riaccendermi|saluto|ricordatevi|finisse|futuro|male|fossi|arrivero|andarmene|svegliarmi"
        "|nessuno|strada|pace|salutando|vado|perche|accorgesse|forte|aspettatemi|semplice"
        "|immagine|fernesce|finito",
    ),
    rule(
        "violence.it_third_more",
        C.VIOLENCE,
        r"\b(?:padre|fratello|marito|ragazzo|compagno|fidanzato|zio|ex|papa)\W{1,3}(?:la\W{1,3}"
        r"|l\W{0,3})?(?:picchia|mena|chiude\W{1,3}in\W{1,3}casa)\W{1,3}(?:mia|la\W{1,3}sua|sua|"
        r"la|e)\b|\bprende\W{1,3}a\W{1,3}pugni\W{1,3}la\W{1,3}porta\b|\blamette\W{1,3}pronte\b"
        r"|\b(?:auto|macchina)\W{1,3}in\W{1,3}garage\W{1,3}accesa\b|\bcol\W{1,3}fucile\W{1,3}e"
        r"\W{1,3}non\W{1,3}tornare\b|\bstoria\W{1,3}sul\W{1,3}tetto\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bgioc\w{1,5}\b",
        keys="padre|fratello|marito|ragazzo|compagno|fidanzato|zio|ex|papa|porta|lamette"
        "|garage|fucile|tetto",
    ),
    # --- Self-harm ------------------------------------------------------------------------
    rule(
        "self_harm.it",
        C.SELF_HARM,
        r"(?<!\bnon\W)\b(?:mi|me)\W{1,3}(?:sono|so|so'|son)\W{0,3}(?:(?:appena|gia|di\W{1,3}nuovo|"
        r"ancora|ieri|oggi|stanotte)\W{1,3})?(?:fatt[oa]\W{1,3}(?:dei\W{1,3}|"
        r"altri\W{1,3}|tanti\W{1,3})?(?:tagli|ferite|bruciature|del\W{1,3}male|male\W{1,3}(?:di"
        r"\W{1,3}nuovo|apposta|da\W{1,3}sol[oa]))|tagliat[oa]|rigat[oa]|incis[oa]|bruciat[oa]|"
        r"graffiat[oa]|grattat[oa]|pres[oa]\W{1,3}a\W{1,3}(?:pugni|schiaffi|cinghiate|testate)|"
        r"piantat[oa]|spent[oa]\W{1,3}(?:una\W{1,3})?sigarett\w|colpit[oa]|mors[oa]|ferit[oa])"
        r"\b(?!\W{1,3}(?:i\W{1,3}capelli|la\W{1,3}frangia|le\W{1,3}unghie|la\W{1,3}barba|"
        r"l\W{0,3}occasione|con\W{1,3}la\W{1,3}moka|la\W{1,3}lingua|cucinando|facendo|mentre"
        r"\W{1,3}cucinavo|col\W{1,3}sole|al\W{1,3}sole))"
        r"|(?<!\bnon\W)\b(?:mi\W{1,3}(?:taglio|sto\W{1,3}tagliando|brucio|sto\W{1,3}bruciando|"
        r"faccio\W{1,3}(?:del\W{1,3})?male\W{1,3}(?:apposta|da\W{1,3}sol[oa])|faccio\W{1,3}del"
        r"\W{1,3}male|ferisco)|tagliarmi|farmi\W{1,3}del\W{1,3}male|ferirmi|bruciarmi|"
        r"punirmi\W{1,3}(?:col|con|tagliando))\b(?!\W{1,3}(?:i\W{1,3}capelli|la\W{1,3}frangia|"
        r"le\W{1,3}unghie|la\W{1,3}barba|con\W{1,3}il\W{1,3}sole))"
        r"|\bautolesion\w{1,6}|\b(?:lamett[ae]|taglierino|temperino|rasoio)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:sangue|polsi|braccia|cosce|gambe|tagli)\b|\b(?:sbattut[oa]|battut[oa]|"
        r"sbattere)\W{1,3}la\W{1,3}testa\W{1,3}(?:contro|sul|sulla|nel)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:muro|muri|volante|porta|parete|specchio|pavimento)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:fino|finche|apposta|un\W{1,3}sacco|tante|di\W{1,3}nuovo)\b|\bpres[oa]\W{1,3}a\W{1,3}"
        r"pugni\W{1,3}il\W{1,3}muro\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:apposta|fino)"
        r"|\b(?:fino|finche)\W{1,3}a\W{1,3}(?:farmi\W{1,3})?sanguinare\b|\bfino\W{1,3}al\W{1,3}"
        r"sangue\b|\b(?:di\W{1,3}nuovo|ancora)\W{1,3}(?:le\W{1,3})?lamette\b",
        negatable=False,
        veto=PAST
        + r"|\bper\W{1,3}sbaglio\b|\bcucinand\w|\bcucinav\w|\bincidente\b|\bme\W{1,3}l\W{0,3}"
        r"hanno\b|\bpane\b|\bcipoll\w|\bpomodor\w",
        keys="sono|so|son|taglio|tagliando|brucio|bruciando|faccio|ferisco|tagliarmi|farmi"
        "|ferirmi|bruciarmi|punirmi|autolesion|lamett|taglierino|temperino|rasoio|sbattut"
        "|battut|sbattere|pres|sanguinare|sangue",
    ),
    rule(
        "self_harm.it_more",
        C.SELF_HARM,
        r"(?<!\bnon\W)\b(?:mi|me|m)\W{1,3}(?:sono|so|so'|son)\W{0,3}(?:tagliuzzat[oa]|tajat[oa]|"
        r"tagghiat[ou]|(?:dat[oa]|tirat[oa])\W{1,3}(?:dei\W{1,3}|un\W{1,3}|due\W{1,3}|tanti"
        r"\W{1,3})?(?:pugn[oi]|schiaff[oi]|testate|capocciat\w)|picchiat[oa]\W{1,3}(?:da\W{1,3}sol[oa]|la"
        r"\W{1,3}testa|le\W{1,3}gambe|le\W{1,3}braccia)|strappat[oa]\W{1,3}(?:i\W{1,3}capelli|"
        r"la\W{1,3}pelle)|apert[oa]\W{1,3}la\W{1,3}pelle|fatt[oa]\W{1,3}(?:dei|il|altri)\W{1,3}"
        r"segn[io]|fatt[oa]\W{1,3}male\W{1,3}di\W{1,3}proposito|morsicat[oa]|chius[oa]\W{1,3}le"
        r"\W{1,3}dita|passat[oa]\W{1,3}(?:il|la|un|una)\W{1,3}(?:coltello|lama|lametta|rasoio))"
        r"\b|\b(?:rifatto|fatto|ricominciato\W{1,3}(?:con\W{1,3})?(?:i|a\W{1,3}farmi))\W{1,3}"
        r"(?:(?:\w{1,8}\W{1,3}){0,1})tagli\b|\b(?:pien[aoie]|piene)\W{1,3}di\W{1,3}tagli\b|"
        r"\btagli\W{1,3}(?:freschi|nuovi|profondi)\b|\b(?:riapert[oa]|riaprire)\W{1,3}(?:\w{1,10}"
        r"\W{1,3})?(?:ferit\w|cicatric\w|tagli)|\bl\W{0,3}ho\W{1,3}riapert[oa]\b|\bfino\W{1,3}"
        r"(?:a|ad)\W{1,3}(?:farmi\W{1,3}(?:i\W{1,3}lividi|sanguinare|male)|aprirmi\W{1,3}la\W{1,3}"
        r"pelle|non\W{1,3}respirare|strapparlo|sanguinare)\b|\b(?:lama|lametta|rasoio|coltellino|"
        r"ago|taglierino|forbici)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:sul\W{1,3}braccio|sulle"
        r"\W{1,3}braccia|sulla\W{1,3}pelle|sul\W{1,3}polso|sui\W{1,3}polsi|sulle\W{1,3}cosce|"
        r"nella\W{1,3}gamba)\b|\b(?:sbattut[oa]|pres[oa]\W{1,3}a\W{1,3}testate)\W{1,3}(?:apposta"
        r"\W{1,3})?(?:la\W{1,3}(?:testa|faccia)|il\W{1,3}braccio|la\W{1,3}porta|il\W{1,3}muro)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:piu\W{1,3}volte|apposta|dopo\W{1,3}che|finche|fino)"
        r"|\bsbattut[oa]\W{1,3}apposta\b|\bho\W{1,3}usato\W{1,3}(?:di\W{1,3}nuovo\W{1,3})?(?:il"
        r"\W{1,3}rasoio|la\W{1,3}lametta|l\W{0,3}ago|le\W{1,3}lamette)\b|\bgrattarmi\W{1,3}le"
        r"\W{1,3}ferite\b|\bappoggiat[oa]\W{1,3}il\W{1,3}ferro\W{1,3}(?:da\W{1,3}stiro\W{1,3})?"
        r"caldo\b|\bpunirmi\b",
        negatable=False,
        veto=PAST + r"|\bper\W{1,3}sbaglio\b|\bcucin\w{1,4}\b|\bincidente\b|\bparrucch\w",
        keys="sono|so|son|tagli|ferit|cicatric|riapert|fino|lama|lametta|rasoio|coltellino|ago"
        "|taglierino|forbici|sbattut|testate|usato|grattarmi|ferro|punirmi",
    ),
    rule(
        "self_harm.it_acts",
        C.SELF_HARM,
        r"\bho\W{1,3}usato\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:coltello|lama|lametta|rasoio|"
        r"taglierino|forbici|ago|compasso)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:sul|sulla|sulle|sui)"
        r"\W{1,3}(?:polso|polsi|braccio|braccia|pancia|coscia|cosce|gambe|gamba|pelle)\b|\bl\W{0,3}"
        r"ho\W{1,3}usata\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?sul\W{1,3}braccio\b|\bmi\W{1,3}punisco"
        r"\b|\bne\W{1,3}ho\W{1,3}fatte\W{1,3}di\W{1,3}nuove\b|\binciso\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,2}?(?:sulla|sul|sulle)\W{1,3}(?:coscia|braccio|braccia|pelle|polso)\b|\bmi\W{1,3}"
        r"sono\W{1,3}(?:bruciacchiat[oa]|ustionat[oa]|schiacciat[oa]\W{1,3}la\W{1,3}mano|"
        r"buttat[oa]\W{1,3}giu\W{1,3}dalle\W{1,3}scale\W{1,3}apposta|dat[oa]\W{1,3}un\W{1,3}"
        r"colpo)\b|\bmi\W{1,3}do\W{1,3}(?:le\W{1,3}botte|pugni|schiaffi)\b|\b(?:sbattuto|"
        r"tirato|dato)\W{1,3}(?:il\W{1,3}|un\W{1,3})?pugn[oi]\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:fino|finche)\b|\bspento\W{1,3}la\W{1,3}sigaretta\W{1,3}sulla\W{1,3}(?:mano|pelle|"
        r"gamba)\b|\bvolevo\W{1,3}sentire\W{1,3}(?:qualcosa|altro|dolore)\b|\bper\W{1,3}farmi"
        r"\W{1,3}male\b|\bvoglio\W{1,3}farmi\W{1,3}male\b",
        negatable=False,
        veto=PAST + r"|\bper\W{1,3}sbaglio\b|\bcucinand\w|\bincidente\b|\bparrucch\w|\bsole\b"
        r"|\bspiaggia\b|\bpalestra\b",
        keys="usato|usata|punisco|nuove|inciso|sono|do|pugn|sigaretta|sentire|male",
    ),
    rule(
        "means.it_overdose_more",
        C.MEANS,
        r"\bho\W{1,3}(?:gia\W{1,3})?(?:preso|ingoiato|inghiottito|mandato\W{1,3}giu)\W{1,3}(?:troppo|tutto)\b(?=\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,6}?(?:volevo|non\W{1,3}(?:volevo|mi\W{1,3}sento|sento)|aiuto|sonno|gira|cuore|respir|tremo|sudo|gambe|malissimo|svenire|vomit|"
        r"armadietto|medicin|c\W{0,3}era\W{1,3}nell))|\bne\W{1,3}ho\W{1,3}(?:gia\W{1,3})?"
        r"pres[eia]\W{1,3}(?:\d{2,3}|meta|tante|troppe|tutte|parecchie)\b|\biniettat[oa]\W{1,3}"
        r"(?:piu\W{1,3}del\W{1,3}solito|tutt)|\b(?:mi\W{1,3}sono|mi\W{1,3}so)\W{1,3}(?:sparat[oa]|"
        r"scolat[oa]|calat[oa])\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:" + PILLS + r"|tutto|roba)\b"
        r"|\b(?:mandando|mando)\W{1,3}giu\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:" + PILLS + r")\b"
        r"|\b(?:scorta|tenut[oa]\W{1,3}da\W{1,3}parte)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:"
        + PILLS
        + r")\b|\b(?:"
        + PILLS
        + r")\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:ho\W{1,3}una"
        r"\W{1,3}scorta|tenut[oa]\W{1,3}da\W{1,3}parte|come\W{1,3}caramelle|a\W{1,3}manciate)"
        r"\b|\bho\W{1,3}(?:bevuto|ingerito)\W{1,3}(?:il|l|la)\W{0,3}(?:detersivo|diserbante|"
        r"antigelo|candeggina|veleno|varechina|ammoniaca)\b",
        negatable=False,
        veto=PAST + r"|\bprescri\w{1,6}\b|\bper\W{1,3}sbaglio\b"
        r"|\balbum\b|\bserie\b|\bfilm\b|\bepisod\w|\bstagion\w|\bcanzon\w|\bplaylist\b|\bpodcast\b|\bmaratona\b|\bpuntat\w|\bdrama\b|\banime\b|\bnetflix\b",
        keys=PILL_KEYS + "|preso|pres|iniettat|sparat|scolat|calat|mandando|mando|scorta"
        "|tenut|bevuto|ingerito|varechina|ammoniaca",
    ),
    # --- Means: situations, stockpiles, overdoses ----------------------------------------
    rule(
        "means.it_place",
        C.MEANS,
        r"\b(?:sono|sto)\W{1,3}(?:(?:sedut[oa]|in\W{1,3}piedi|ferm[oa]|salit[oa]|sdraiat[oa]|gia|"
        r"ancora|qui|da\W{1,3}sol[oa]|adesso|ora|di\W{1,3}nuovo|tornat[oa]|andat[oa])\W{1,3}){0,2}(?:sul|sulla|sui|sullo|in\W{1,3}cima\W{1,3}"
        r"(?:a|al|alla)|sopra\W{1,3}(?:il|la))\W{1,3}(?:\w{1,12}\W{1,3})?(?:ponte|parapetto|"
        r"cornicione|davanzale|tetto|binari|binario|bordo|viadotto|cavalcavia|scogliera|rupe|"
        r"diga|balcone|terrazzo|ringhiera|balaustra|guardrail|dirupo|burrone|precipizio)\b"
        r"(?!\W{1,3}(?:di\W{1,3}comando|del\W{1,3}(?:25|1|2)|lungo|di\W{1,3}(?:pasqua|"
        r"ferragosto|natale))|\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:a\W{1,3}prendere\W{1,3}il"
        r"\W{1,3}sole|col\W{1,3}caffe|a\W{1,3}stendere|con\W{1,3}gli\W{1,3}amici|aperitivo))"
        r"|\bdalla\W{1,3}parte\W{1,3}sbagliata\W{1,3}(?:della|del)\W{1,3}(?:ringhiera|"
        r"recinzione|balaustra|rete|parapetto|guardrail)|\b(?:superato|scavalcato|oltre)\W{1,3}"
        r"(?:il|la|l)\W{0,3}(?:guardrail|parapetto|ringhiera|balaustra|recinzione|rete)\b"
        r"|\b(?:sdraiat[oa]|sedut[oa]|in\W{1,3}piedi|ferm[oa])\W{1,3}(?:sui|sul|sulla)\W{1,3}"
        r"(?:binari|parapetto|cornicione|bordo|davanzale|ringhiera)\b|\bguardo\W{1,3}giu\b"
        r"(?!\W{1,3}(?:dal\W{1,3}finestrino|le\W{1,3}foto))",
        veto=PAST + r"|\bvacanz\w|\bturist\w|\bfoto\W{1,3}(?:del|dal)|\bpanorama\b|\btramonto\b"
        r"|\bgita\b",
        negatable=False,
        keys="ponte|parapetto|cornicione|davanzale|tetto|binari|bordo|viadotto|cavalcavia"
        "|scogliera|rupe|diga|balcone|terrazzo|ringhiera|balaustra|guardrail|dirupo|burrone"
        "|precipizio|sbagliata|recinzione|rete|giu",
    ),
    rule(
        "means.it_hanging_gas",
        C.MEANS,
        r"\b(?:cappio|corda\W{1,3}(?:\w{1,10}\W{1,3})?(?:appesa|pronta|legata|al\W{1,3}collo|"
        r"alla\W{1,3}trave)|cintura\W{1,3}(?:e\W{1,3})?(?:legata|appesa))\b|\b(?:comprato|preso|"
        r"preparato|trovato)\W{1,3}(?:la|una)\W{1,3}corda\b|\b(?:macchina|auto|motore)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,1}?acces[oa]\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:garage|box)\b"
        r"|\b(?:garage|box)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:motore|macchina|auto)\W{1,3}acces[oa]"
        r"|\btubo\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?marmitta\b|\baperto\W{1,3}il\W{1,3}gas\b"
        r"|\b(?:braciere|carbonella|carbone|barbecue)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:in\W{1,3}"
        r"(?:camera|bagno|macchina)|chius[oa])|\bsacchetto\W{1,3}(?:e|di\W{1,3}plastica\W{1,3}e)"
        r"\W{1,3}(?:il\W{1,3})?nastro\b|\bsassi\W{1,3}nello\W{1,3}zaino\b|\b(?:fucile|pistola|"
        r"revolver|rivoltella)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:caric[oa]|caricat[oa]|proiettili)"
        r"\b|\bmi\W{1,3}punto\W{1,3}la\W{1,3}pistola\b|\b(?:guidando|guido|corro)\W{1,3}(?:a\W{1,3}"
        r"\d{3}\W{1,3})?(?:\w{1,10}\W{1,3}){0,2}?(?:dritt[oa]|contro|verso)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?(?:muro|albero|pilone|guardrail|camion)",
        veto=PAST + r"|\bsalto\W{1,3}(?:della|con\W{1,3}la)\W{1,3}corda\b|\bpalestra\b|\bpoligono"
        r"\b|\bcaccia\W{1,3}(?:aperta|stagione)",
        negatable=False,
        keys="cappio|corda|cintura|acces|garage|box|marmitta|gas|braciere|carbon|barbecue"
        "|nastro|zaino|caric|proiettili|pistola|muro|albero|pilone|guardrail|camion",
    ),
    rule(
        "means.it_knife",
        C.MEANS,
        r"\b(?:ho|tengo|stringo)\W{1,3}(?:il|un|la|una)\W{1,3}(?:coltello|lametta|lama|forbici|"
        r"taglierino|pistola|rasoio)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:in\W{1,3}mano|sul\W{1,3}"
        r"polso|sola|solo|bagno|chius[oa])\b|\bho\W{1,3}tutte\W{1,3}le\W{1,3}lamette\b",
        gentle=True,
        negatable=False,
        keys="coltello|lametta|lama|forbici|taglierino|pistola|rasoio|lamette",
    ),
    rule(
        "means.it_pills",
        C.MEANS,
        r"\b(?:ho|hai|ha|abbiamo|avevo|mi\W{1,3}sono|si\W{1,3}e|me\W{1,3}so)\W{0,3}(?:gia\W{1,3}|"
        r"appena\W{1,3}|davvero\W{1,3})?(?:pres[oa]|presi|prese|ingoiat[oa]|ingoiat[ie]|"
        r"mandat[oa]\W{1,3}giu|buttat[oa]\W{1,3}giu|bevut[oa]|fatt[oa]|sciolt[oa]|sciolte)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:tutt[aoie]|tropp[aoie]|un\W{1,3}sacco|il\W{1,3}"
        r"doppio|il\W{1,3}triplo|mezz[oa]|la\W{1,3}scatola|il\W{1,3}flacone|\d{1,3}|dieci|venti|"
        r"trenta|quaranta|cinquanta|parecchi[ei]|tante|tanti|una\W{1,3}dopo\W{1,3}l\W{0,3}altra|"
        r"l\W{0,3}intera|intera|intero|quelle|le\W{1,3}sue|le\W{1,3}pastiglie|delle\W{1,3}"
        r"pastiglie|le\W{1,3}pillole|delle\W{1,3}pillole|i\W{1,3}sonniferi|le\W{1,3}gocce)\b"
        r"(?:\W{1,3}(?:\w{1,14}\W{1,3}){0,3}?" + PILLS + r"\b|(?=\W{1,3}(?:\w{1,14}\W{1,3}){0,6}?"
        r"(?:apposta|per\W{1,3}morire|mi\W{1,3}gira|sonno|cuore|vomitat|stomaco|strana|non\W{1,3}"
        r"mi\W{1,3}sento|nn\W{1,3}mi\W{1,3}sento|aspetto|succedera)))"
        r"|\b(?:sto|stavo)\W{1,3}(?:prendendo|ingoiando|accumulando|conservando|mettendo\W{1,3}"
        r"da\W{1,3}parte|raccogliendo)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?" + PILLS + r"\b|\b(?:messo"
        r"|metto|mettendo|tengo|conservo|conservat[oei])\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        + PILLS
        + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:da\W{1,3}parte|in\W{1,3}fila|nascost\w|per\W{1,3}"
        r"(?:quando|il\W{1,3}giorno|stasera))|\b(?:messo|metto|tengo|conservo)\W{1,3}(?:da\W{1,3}"
        r"parte|in\W{1,3}fila)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        + PILLS
        + r"\b|\b"
        + PILLS
        + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:in\W{1,3}fila|contate|le\W{1,3}ho\W{1,3}contate|"
        r"da\W{1,3}parte|li\W{1,3}prendo\W{1,3}tutt|le\W{1,3}prendo\W{1,3}tutt|stasera\W{1,3}"
        r"(?:li|le)\W{1,3}prendo|ora\W{1,3}(?:li|le)\W{1,3}prendo)\b|\bho\W{1,3}(?:\d{2,3}|"
        r"tantissim[ei]|abbastanza)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?" + PILLS + r"\b"
        r"|\boverdose\b(?!\W{1,3}di\W{1,3}(?:drama|serie|film|dolci|cioccolat\w|zuccher\w|lavoro|netflix|caffe|amore|coccole|anime|libri|musica|shopping|social|tiktok|reel\w?)\b)|\b(?:ho|ha)\W{1,3}(?:mischiat[oa]|bevut[oa])\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?"
        r"(?:con|e)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?" + PILLS + r"\b",
        veto=PAST + r"|\bper\W{1,3}(?:la\W{1,3}pressione|il\W{1,3}mal\W{1,3}di\W{1,3}testa\b"
        r"(?!\W{1,3}apposta))\W{1,3}(?:ogni|come|la\W{1,3}mattina)|\bcome\W{1,3}(?:mi\W{1,3}ha"
        r"\W{1,3}detto|prescritt)|\bprescri\w{1,6}\b|\bpizza\b|\bfarmacia\b",
        negatable=False,
        keys=PILL_KEYS + "|apposta|morire|gira|sonno|cuore|vomitat|stomaco|strana|sento|aspetto"
        "|succedera|overdose",
    ),
    rule(
        "means.it_pills_taken",
        C.MEANS,
        r"\b(?:pres[oa]|presi|prese|pigliat[oa]|ingoiat[oaie]|ingerit[oa]|bevut[oa]|finit[oa]|"
        r"svuotat[oa]|tracannat[oa]|sciolt[oaie]|mescolat[oa]|mischiat[oa]|iniettat[oa]|calat[oa]|"
        r"aggiunt[oa]|buttat[oa]\W{1,3}giu|mandat[oa]\W{1,3}giu|fatt[oa]\W{1,3}(?:di|un\W{1,3}tot"
        r"\W{1,3}di)|prendendo|ingoiando|accumulando|accumulat[ei]|conservo|conservando|"
        r"nascost[oaie]|tengo|messo\W{1,3}da\W{1,3}parte|messe\W{1,3}da\W{1,3}parte|mettendo"
        r"\W{1,3}da\W{1,3}parte|comprato|piena\W{1,3}di|mandato\W{1,3}la\W{1,3}foto\W{1,3}"
        r"(?:delle|dei|di)|ho\W{1,3}(?:in\W{1,3}(?:mano|tasca)|un\W{1,3}(?:bel\W{1,3})?mucchio\W{1,3}"
        r"di|tolto)|tutto\W{1,3}sul\W{1,3}tavolo)\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?"
        + PILLS
        + r"\b|\bho\W{1,3}(?:le|i|la|il|tutte\W{1,3}le|tutti\W{1,3}i)\W{1,3}"
        + PILLS
        + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:in\W{1,3}mano|in\W{1,3}tasca|davanti|sul\W{1,3}"
        r"(?:letto|tavolo|comodino|sedile)|pront[ei])\b|\b"
        + PILLS
        + r"\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?(?:pres[oa]|presi|prese|ingoiat\w|accumulat\w|"
        r"nascost\w|messe\W{1,3}da\W{1,3}parte|conservo|le\W{1,3}prendo|li\W{1,3}prendo|sul\W{1,3}"
        r"(?:letto|tavolo|comodino))\b",
        negatable=False,
        needs=PILL_CONTEXT,
        veto=PAST + r"|\bprescri\w{1,6}\b|\bcome\W{1,3}(?:da|mi\W{1,3}ha\W{1,3}detto)\W{1,3}"
        r"(?:ricetta|medico|dottore)|\bfarmacia\W{1,3}di\W{1,3}turno\b",
        keys=PILL_KEYS,
    ),
    rule(
        "means.it_more",
        C.MEANS,
        r"\b(?:pistola|fucile|revolver|rivoltella|doppietta)\b(?!\W{1,3}(?:ad\W{1,3}acqua|della"
        r"\W{1,3}colla|giocattolo|spara\W{1,3}bolle|softair))\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?"
        r"(?:caric[oa]|caricat[oa]|in\W{1,3}mano|in\W{1,3}grembo|sul\W{1,3}(?:tavolo|comodino|"
        r"letto)|sulle\W{1,3}gambe|davanti\W{1,3}a\W{1,3}me|proiettili|cartucc\w{1,3}|l\W{0,3}ho"
        r"\W{1,3}(?:gia\W{1,3})?caricat[oa])\b|\b(?:caricato|ho\W{1,3}in\W{1,3}mano|ce\W{1,3}l"
        r"\W{0,3}ho\W{1,3}in\W{1,3}grembo)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:la|il)\W{1,3}"
        r"(?:pistola|fucile|revolver)\b|\bso\W{1,3}dove\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:tiene|"
        r"teneva|nasconde|nascondeva)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:il\W{1,3}fucile|la\W{1,3}"
        r"pistola|i\W{1,3}proiettili)\b"
        r"|\b(?:corda|cintura|sciarpa|cavo|lenzuol[oa]|cappio)\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?"
        r"(?:appes[oa]|legat[oa]|(?:al|al\W{1,3}gancio\W{1,3}del)\W{1,3}lampadario|alla\W{1,3}trave|al\W{1,3}termosifone|"
        r"attorno\W{1,3}al\W{1,3}collo|al\W{1,3}collo|nello\W{1,3}zaino|e\W{1,3}gia\W{1,3}li|"
        r"regge|gancio\W{1,3}giusto|portato\W{1,3}in\W{1,3}camera)\b|\b(?:attaccato|legato)"
        r"\W{1,3}la\W{1,3}(?:corda|cintura)\b|\bil\W{1,3}nodo\W{1,3}(?:gia\W{1,3})?fatto\b"
        r"|\bho\W{1,3}la\W{1,3}corda\b|\bsulla\W{1,3}sedia\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?corda"
        r"|\bmotore\W{1,3}(?:e\W{1,3})?acceso\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:garage|"
        r"serranda|burrone|precipizio|chius\w|sigillat\w))|\b(?:garage|serranda|burrone|"
        r"precipizio)\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:motore\W{1,3}acceso|acceso\W{1,3}il"
        r"\W{1,3}motore|la\W{1,3}macchina\W{1,3}gira)\b|\btubo\W{1,3}(?:e\W{1,3})?attaccato"
        r"\W{1,3}allo\W{1,3}scarico\b|\b(?:bombola|gas)\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?(?:e"
        r"\W{1,3})?apert[oa]\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:sigillat|chius|tappat))"
        r"|\b(?:sigillato|sigillare|tappato)\W{1,3}(?:la\W{1,3}porta|la\W{1,3}stanza|le\W{1,3}"
        r"finestre|la\W{1,3}fessura)\b|\bfinestre\W{1,3}sigillate\b|\b(?:carbonella|braciere|"
        r"carbone)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?acces[oa]\b|\bacceso\W{1,3}il\W{1,3}braciere"
        r"\b|\bcomprato\W{1,3}il\W{1,3}carbone\b"
        r"|\briempito\W{1,3}la\W{1,3}vasca\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:phon|"
        r"asciugacapelli|lamett|coltello|presa|stufetta))|\bvasca\W{1,3}piena\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?(?:coltello|lamett\w|rasoio)|\b(?:entrando|entro|cammino)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?(?:nell\W{0,3}acqua|in\W{1,3}acqua|in\W{1,3}mare|nel\W{1,3}fiume|nel"
        r"\W{1,3}lago)\b|\btasche\W{1,3}piene\W{1,3}di\W{1,3}sassi\b|\btolt[oa]\W{1,3}le\W{1,3}"
        r"scarpe\b|\bacqua\W{1,3}e\W{1,3}gelida\b|\bguardando\W{1,3}(?:giu|l\W{0,3}acqua|il"
        r"\W{1,3}(?:lago|fiume|vuoto))\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:piano|pontile|ponte|da"
        r"\W{1,3}mezz|da\W{1,3}un|calma|gelid|perfett)"
        r"|\bultimo\W{1,3}piano\W{1,3}del\W{1,3}parcheggio\b|\b(?:mi\W{1,3})?sporgo\b|\bin"
        r"\W{1,3}bilico\b|\bscavalcat[oa]\W{1,3}(?:la|il)\W{1,3}(?:protezione|recinzione|"
        r"ringhiera|parapetto)\b|\b(?:sono|sto|so|mi\W{1,3}trovo|salit[oa]|sedut[oa])\W{0,3}"
        r"(?:sulla|sul|sulle|sui|sur|su)\W{1,3}(?:banchina|molo|pontile|rocce|scogli|muraglione|"
        r"muretto|passerella|torre|campanile|rotaie|ferrovia|ponte|tetto|terrazza)\b(?!\W{1,3}"
        r"(?:a\W{1,3}prendere|col\W{1,3}caffe|con\W{1,3}gli\W{1,3}amici|per\W{1,3}(?:la\W{1,3})?"
        r"(?:foto|cena|aperitivo)))|\bsotto\W{1,3}ci\W{1,3}sono\W{1,3}\d{1,3}\W{1,3}metri\b"
        r"|\b(?:camminando|guidando|andando|corro)\W{1,3}verso\W{1,3}(?:il|la|i)\W{1,3}(?:viadotto|"
        r"ponte|dirupo|burrone|precipizio|binari|fiume|scogliera)\b|\bin\W{1,3}fondo\W{1,3}al"
        r"\W{1,3}binario\b|\bin\W{1,3}mezzo\W{1,3}alla\W{1,3}(?:strada|statale|tangenziale|"
        r"autostrada)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?di\W{1,3}notte\b|\b\w{3,10}esimo\W{1,3}"
        r"piano\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:paura|altezza|giu|sotto|bordo))"
        r"|\b(?:lametta|lamette|lama|rasoio|taglierino)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:sul"
        r"\W{1,3}lavandino|sul\W{1,3}bordo\W{1,3}della\W{1,3}vasca|in\W{1,3}fila|fuori|sulla"
        r"\W{1,3}coscia|l\W{0,3}ho\W{1,3}aperto)\b|\baffilato\W{1,3}il\W{1,3}coltello\b"
        r"|\bcoltello\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:sotto\W{1,3}il\W{1,3}cuscino|in\W{1,3}"
        r"camera\W{1,3}e\W{1,3}chiuso)\b|\bbottiglia\W{1,3}di\W{1,3}candeggina\W{1,3}aperta\b",
        negatable=False,
        veto=PAST + r"|\bcolla\b|\bad\W{1,3}acqua\b|\bgiocattol\w|\bsoftair\b|\bpoligono\b|\bfoto"
        r"\W{1,3}(?:del|dal|col)\b|\bpanorama\b|\btramonto\b|\bgita\b|\bvacanz\w|\bpesca\b"
        r"|\bbagnetto\b|\bsalto\W{1,3}della\W{1,3}corda\b|\bpalestra\b|\bcaccia\W{1,3}(?:aperta|"
        r"stagione)|\bsub\b|\bnuot\w",
        keys="pistola|fucile|revolver|rivoltella|doppietta|caricato|mano|grembo|dove|corda"
        "|cintura|sciarpa|cavo|lenzuol|cappio|attaccato|legato|nodo|sedia|motore|garage"
        "|serranda|burrone|precipizio|tubo|bombola|gas|sigillat|sigillare|tappato|finestre"
        "|carbon|braciere|riempito|vasca|entrando|entro|cammino|tasche|tolt|acqua|guardando"
        "|parcheggio|sporgo|bilico|scavalcat|sono|sto|so|trovo|salit|sedut|metri|camminando"
        "|guidando|andando|corro|binario|mezzo|esimo|lametta|lamette|lama|rasoio|taglierino"
        "|affilato|coltello|candeggina",
    ),
    # --- Threats ---------------------------------------------------------------------------
    rule(
        "threat.it",
        C.THREAT,
        r"\b(?:detto|dice|dicendo|scritto|scrive|scrivendo|urlato|urla|urlando|giurato|giura|"
        r"minacciat[oa]|minaccia|minacciando|mandato|vocale|messaggio|promesso|avvisat[oa]|"
        r"ripete|gridato|dire)\W{1,3}(?:\w{1,14}\W{1,3}){0,12}?(?:mi|ti|ci)\W{1,3}(?:ammazza|uccide|"
        r"ammazzera|uccidera|ammazzo|uccido|ammazzava|uccideva|fa\W{1,3}fuori|fara\W{1,3}fuori|"
        r"faccio\W{1,3}fuori|fa\W{1,3}ammazzare|sotterra|seppellisce|massacra|sfigura|sfregia|"
        r"spacca\W{1,3}(?:la\W{1,3}faccia|le\W{1,3}gambe|la\W{1,3}testa)|taglia\W{1,3}la"
        r"\W{1,3}(?:faccia|gola)|sgozza|strangola|accoltella|spara|ammazzerebbe|ucciderebbe|"
        r"fa\W{1,3}trovare\W{1,3}(?:in|morta|morto)|butta\W{1,3}l\W{0,3}acido|brucia\W{1,3}"
        r"viv[oa]|fa\W{1,3}sparire|fa\W{1,3}la\W{1,3}pelle|fa\W{1,3}del\W{1,3}male|fara\W{1,3}"
        r"del\W{1,3}male)\b"
        r"|\b(?:ti|vi)\W{1,3}(?:ammazzo|uccido|ammazzero|uccidero|faccio\W{1,3}fuori|sotterro|"
        r"massacro|sfiguro|sfregio|trovo|rovino|distruggo|faccio\W{1,3}sparire|brucio\W{1,3}"
        r"viv[oa]|spacco\W{1,3}la\W{1,3}faccia)\b(?!\W{1,3}(?:di|dalle|dal|con\W{1,3}(?:baci|"
        r"coccole|le\W{1,3}coccole)|a\W{1,3}(?:fifa|carte|scacchi|briscola|tennis|padel|"
        r"calcetto))\b)"
        r"|\bmi\W{1,3}vuole\W{1,3}(?:morta|morto|vedere\W{1,3}mort[oa]|ammazzare|uccidere|fare"
        r"\W{1,3}fuori|sottoterra)\b|\bvuole\W{1,3}(?:ammazzarmi|uccidermi)\b|\bminacc\w{1,7}"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:di\W{1,3}morte|di\W{1,3}(?:ammazzarmi|uccidermi|"
        r"sfregiarmi|sfigurarmi|bruciarmi)|con\W{1,3}(?:un|il|una|la)\W{1,3}(?:coltello|"
        r"machete|pistola|fucile|mazza|lama|forbici|martello|accetta|ascia|spranga|cacciavite))"
        r"|\b(?:ammazzarmi|uccidermi)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:se|davanti|prima|"
        r"quando)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\blasciavo\b",
        keys="detto|dice|dicendo|scritto|scrive|scrivendo|urla|giura|minacc|mandato|vocale"
        "|messaggio|promesso|avvisat|ripete|gridato|ammazz|uccid|fuori|sotterr|massacr|sfigur"
        "|sfreg|trovo|rovino|distruggo|sparire|brucio|spacco|vuole|ammazar|morte",
    ),
    rule(
        "threat.it_phrases",
        C.THREAT,
        r"\bnon\W{1,3}(?:ne\W{1,3})?(?:esco|esci|uscirai|usciro|arrivo|arriverai|arrivi|arriverei)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:viv[oa]|intera|intero|sulle\W{1,3}mie\W{1,3}gambe)"
        r"\b|\b(?:mi|ti)\W{1,3}(?:restano|rimangono)\W{1,3}(?:pochi|poche)\W{1,3}(?:giorni|ore|"
        r"settimane)\b|\bgoditi\W{1,3}gli\W{1,3}ultimi\W{1,3}giorni\b|\bti\W{1,3}pentirai\W{1,3}"
        r"di\W{1,3}essere\W{1,3}nat[oa]\b|\b(?:me|te)\W{1,3}la\W{1,3}(?:fa|fara|faccio|faro)"
        r"\W{1,3}pagare\b|\bme\W{1,3}la\W{1,3}pagherai\b|\b(?:ti|mi)\W{1,3}(?:trovo|trova|"
        r"trovera|trovero)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:ovunque|dovunque|e\W{1,3}(?:ti|me|te|"
        r"mi)|prima\W{1,3}o\W{1,3}poi)\b|\bprima\W{1,3}o\W{1,3}poi\W{1,3}(?:mi|ti)\W{1,3}"
        r"(?:trova|trovo|prende|prendo|ammazza|ammazzo)|\bso\W{1,3}dove\W{1,3}(?:abiti|vivi|"
        r"lavori|dormi|abita\W{1,3}tua|vanno\W{1,3}a\W{1,3}scuola|sta\W{1,3}tua)\b|\b(?:da|dara|"
        r"dare|dargli)\W{1,3}fuoco\W{1,3}(?:alla|a)\W{1,3}(?:\w{1,10}\W{1,3})?(?:casa|macchina|"
        r"auto|porta|me)\b|\bacido\W{1,3}(?:in|sulla|nella)\W{1,3}faccia\b|\bnessuno\W{1,3}mi"
        r"\W{1,3}(?:riconoscera|vorra\W{1,3}piu)\b|\b(?:in|nel)\W{1,3}(?:un|una)\W{1,3}(?:fosso|"
        r"bara|cassa\W{1,3}da\W{1,3}morto|sacco\W{1,3}nero)\b|\bsa\W{1,3}usarla\b|\bconosce"
        r"\W{1,3}gente\b|\b(?:se|quando)\W{1,3}(?:non|nn)?\W{0,3}(?:torno|tornerai|torni|lo\W{1,3}"
        r"lascio|mi\W{1,3}vede\W{1,3}con|lo\W{1,3}denuncio|vado\W{1,3}dai\W{1,3}carabinieri|"
        r"chiamo)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:mi|ti)\W{1,3}(?:ammazza|uccide|fa\W{1,3}"
        r"fuori|ammazzo|uccido|massacra|fa\W{1,3}la\W{1,3}pelle)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\blasciavo\b|\bmia\W{1,3}(?:madre|mamma|nonna)\b",
        keys="esco|esci|uscirai|usciro|arrivo|arriverai|arrivi|arriverei|restano|rimangono"
        "|goditi|pentirai|pagare|pagherai|trovo|trova|trovera|trovero|prima|dove|fuoco|acido"
        "|riconoscera|vorra|fosso|bara|cassa|sacco|usarla|gente|ammazz|uccid|fuori|massacr|pelle",
    ),
    rule(
        "threat.it_leak_kids_pets",
        C.THREAT,
        r"\b(?:pubblicare|pubblica|pubblichera|mandare|manda|mandera|diffondere|diffonde|"
        r"mettere|mette|mettera|girare|gira|postare|posta|condividere|condivide|inviare|invia|"
        r"le\W{1,3}manda|le\W{1,3}mette|le\W{1,3}pubblica)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?"
        r"(?:foto|video|screen\w{0,4}|immagini|registrazion\w{1,2})\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:intim\w{1,2}|nud[aoei]|osé|ose|privat\w{1,2}|a\W{1,3}letto|senza\W{1,3}vestiti|"
        r"hot|spint\w)\b|\b(?:foto|video)\W{1,3}(?:intim\w{1,2}|nud[aoei]|hot|privat\w{1,2})"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:pubblic|mand|diffond|mett|gir|post|condivid|invi|"
        r"ovunque|al\W{1,3}gruppo|in\W{1,3}rete|online|su\W{1,3}internet)\w{0,6}\b|\bminacc"
        r"\w{1,7}\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?di\W{1,3}(?:pubblicare|mandare|diffondere|"
        r"portarmi\W{1,3}via|prendersi|rapire|ammazzare|uccidere|avvelenare|far\W{1,3}del"
        r"\W{1,3}male)|\b(?:ammazza|ammazzare|uccide|uccidere|avvelena|avvelenare|ammazzera|"
        r"uccidera|fa\W{1,3}sparire|annega|affoga)\W{1,3}(?:il|la|i|le|mio|mia|miei|nostr[oa])"
        r"\W{1,3}(?:\w{1,10}\W{1,3})?(?:gatt[oaie]|can[ei]|cagnolin[oa]|cucciol[oi]|"
        r"gattin[oi])\b|\b(?:fara|fa|fare|faccia)\W{1,3}del\W{1,3}male\W{1,3}(?:a|ai|alla|al)"
        r"\W{1,3}(?:mi[oaei]|miei|nostr\w|bambin\w|figli\w|piccol\w|cane|gatto)\b|\b(?:mi|ti)"
        r"\W{1,3}(?:porta|portera|porto|portero|togliera|toglie|toglie|prende|prendera)\W{1,3}"
        r"via\W{1,3}(?:i\W{1,3}bambini|la\W{1,3}bambina|il\W{1,3}bambino|i\W{1,3}figli|"
        r"(?:mi[oa]|tu[oa])\W{1,3}figli[oa]|la\W{1,3}piccola|il\W{1,3}piccolo)\b|\bnon\W{1,3}"
        r"(?:li|la|lo)\W{1,3}(?:rivedi|rivedrai|rivedo|vedrai|vedi)\W{1,3}piu\b|\bla\W{1,3}"
        r"pagheranno\W{1,3}loro\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"\b",
        keys="foto|video|screen|immagini|registrazion|minacc|ammazz|uccide|uccider|avvelen"
        "|sparire|annega|affoga|male|via|rivedi|rivedrai|rivedo|vedrai|vedi|pagheranno",
    ),
    rule(
        "threat.it_bare",
        C.THREAT,
        r"^\W{0,3}(?:(?:aiuto|giuro|ora|adesso|stavolta|stanotte|stasera)\W{1,3})?(?:mi|ci)"
        r"\W{1,3}(?:ammazza|uccide|ammazzera|uccidera)\b(?=\W*$|\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:aiuto|davvero|sul\W{1,3}serio|stavolta|stanotte|stasera|ho\W{1,3}paura|lo\W{1,3}so|"
        r"giuro|lo\W{1,3}ha\W{1,3}detto|non\W{1,3}scherza|e\W{1,3}poi\W{1,3}si)\b)|\b(?:lui|"
        r"lei|ex|marito|moglie|compagn[oa]|fidanzat[oa]|convivente)\W{1,3}(?:(?:stavolta|"
        r"stanotte|stasera|davvero|sul\W{1,3}serio|prima\W{1,3}o\W{1,3}poi|poi|lo\W{1,3}so|"
        r"giuro)\W{1,3})?(?:mi|ci)\W{1,3}(?:ammazza|uccide|ammazzera|uccidera)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\bse\W{1,3}(?:vede|scopre|sa|sente)\b",
        keys="ammazz|uccide|uccider|ammazar",
    ),
    # --- Stalking ----------------------------------------------------------------------------
    rule(
        "stalking.it_tracking",
        C.STALKING,
        r"\b(?:airtag|air\W{1,3}tag|localizzator\w|tracker|gps|telecamer\w{1,4}\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:nascost\w|nella\W{1,3}(?:presa|mia|camera)|in\W{1,3}camera)"
        r"|microspia|microfon\w{1,4}\W{1,3}nascost\w|spyware|app\W{1,3}spia|cimice)\b"
        r"|\bha\W{1,3}(?:la\W{1,3}mia|sempre\W{1,3}la\W{1,3}mia)\W{1,3}posizione\b|\b(?:entrat[oa]|"
        r"entra)\W{1,3}(?:\w{1,10}\W{1,3})?(?:nella\W{1,3}mia|nel\W{1,3}mio)\W{1,3}(?:mail|email|"
        r"account|profilo|icloud|telefono|whatsapp|instagram|facebook)\b",
        negatable=False,
        veto=PAST + r"|\bnavigator\w|\bstrada\W{1,3}per\b|\bcorsa\b|\bbici\b|\bgioco\b",
        keys="airtag|air|localizzator|tracker|gps|telecamer|microspia|microfon|spyware|spia"
        "|cimice|posizione|entrat|entra",
    ),
    rule(
        "stalking.it",
        C.STALKING,
        r"(?<!\bnon\W)\b(?:mi|ci)\W{1,3}(?:segue|seguiva\W{1,3}(?:di\W{1,3}nuovo|ancora|ieri|"
        r"oggi)|sta\W{1,3}seguendo|ha\W{1,3}seguit[oa]|pedina|sta\W{1,3}pedinando|ha\W{1,3}"
        r"pedinat[oa]|spia|sta\W{1,3}spiando|aspetta|sta\W{1,3}aspettando)\b(?!\W{1,3}"
        r"(?:su\W{1,3}(?:insta|tik|face|twit|you|spot)|da\W{1,3}anni|la\W{1,3}psicolog|il\W{1,3}"
        r"medico|a\W{1,3}cena|per\W{1,3}(?:cena|pranzo)|in\W{1,3}pizzeria|al\W{1,3}bar\W{1,3}"
        r"alle|un\W{1,3}(?:figlio|bambino|bimbo)|una\W{1,3}(?:figlia|bambina)))"
        r"|\b(?:davanti|sotto|fuori)\W{1,3}(?:a\W{1,3})?(?:casa\W{1,3}mia|casa|al\W{1,3}mio"
        r"\W{1,3}(?:lavoro|ufficio|portone)|alla\W{1,3}mia\W{1,3}(?:porta|finestra)|la\W{1,3}mia"
        r"\W{1,3}finestra)\b\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:di\W{1,3}notte|ogni\W{1,3}"
        r"(?:sera|notte|giorno|mattina)|a\W{1,3}fari\W{1,3}spenti|di\W{1,3}nuovo|da\W{1,3}ore|"
        r"tutta\W{1,3}la\W{1,3}notte)|\b(?:di\W{1,3}nuovo|ancora|ogni\W{1,3}(?:sera|notte|"
        r"giorno|mattina))\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:davanti|sotto)\W{1,3}(?:a\W{1,3})?"
        r"casa\b|\b(?:si\W{1,3}e\W{1,3}presentat[oa]|e\W{1,3}venut[oa]|e\W{1,3}comparso|si"
        r"\W{1,3}presenta)\W{1,3}(?:(?:anche|di\W{1,3}nuovo|ancora|oggi|ieri|stamattina|pure|"
        r"gia)\W{1,3}){0,2}(?:al\W{1,3}mio|alla\W{1,3}mia|nella"
        r"\W{1,3}mia|nel\W{1,3}mio|sotto\W{1,3}casa\W{1,3}mia|davanti\W{1,3}a\W{1,3}casa\W{1,3}mia|al\W{1,3}lavoro|a\W{1,3}casa|alla\W{1,3}"
        r"(?:festa|palestra|scuola)|in\W{1,3}palestra|all\W{0,3}asilo)\b(?!\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:con\W{1,3}(?:i\W{1,3}fiori|un\W{1,3}regalo)\W{1,3}per\W{1,3}"
        r"(?:mia|la)))|\b(?:come|non\W{1,3}so\W{1,3}come)\W{1,3}(?:mi\W{1,3}ha\W{1,3}trovat[oa]|"
        r"(?:lo\W{1,3})?sapeva|ha\W{1,3}(?:avuto|trovato|scoperto)\W{1,3}(?:il\W{1,3}(?:mio\W{1,3})?"
        r"(?:indirizzo|numero)))|\bnumer[oi]\W{1,3}(?:\w{1,10}\W{1,3})?(?:anonim[oi]|sconosciut"
        r"[oi]|nuov[oi]|privat[oi])\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:chiam\w{1,4}|riattacc\w"
        r"{1,4}|\d{2,3}\W{1,3}volte)|\bprofili?\W{1,3}(?:falsi|finti|nuovi|fake)\b|\bsa\W{1,3}"
        r"(?:sempre\W{1,3})?(?:dove\W{1,3}(?:sono|vado|abito|lavoro)|con\W{1,3}chi|cosa\W{1,3}"
        r"ho\W{1,3}fatto|a\W{1,3}che\W{1,3}ora)\b|\bvede\W{1,3}la\W{1,3}mia\W{1,3}luce\b|\bfoto"
        r"\W{1,3}(?:della\W{1,3}mia\W{1,3}(?:finestra|casa|macchina|porta)|di\W{1,3}me)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:da\W{1,3}lontano|dalla\W{1,3}strada|di\W{1,3}oggi|"
        r"scattat\w)|\bmi\W{1,3}scrive\W{1,3}(?:appena|quando)\W{1,3}(?:esco|arrivo|entro)\b"
        r"|\bper\W{1,3}caso\W{0,3}\W{1,3}(?:di\W{1,3}nuovo|ancora)|\b\d{1,2}\W{1,3}volte\W{1,3}"
        r"questa\W{1,3}settimana\b|\bgira\W{1,3}intorno\W{1,3}a\W{1,3}casa\b|\bcontinua\W{1,3}"
        r"a\W{1,3}girare\W{1,3}intorno\b|\bcredo\W{1,3}(?:che\W{1,3})?entri\b",
        gentle=True,
        negatable=False,
        veto=PAST + r"|\bseguiva\W{1,3}ovunque\b",
        keys="segue|seguiva|seguendo|seguit|pedina|spia|spiando|aspetta|davanti|sotto|fuori"
        "|presentat|venut|comparso|presenta|trovat|sapeva|avuto|trovato|scoperto|numer|profil"
        "|dove|chi|fatto|ora|luce|foto|esco|arrivo|entro|caso|volte|intorno|entri",
    ),
    # --- Violence ----------------------------------------------------------------------------
    rule(
        "violence.it",
        C.VIOLENCE,
        r"(?<!\bnon\W)\b(?:mi|ci)\W{1,3}(?:ha|hanno|aveva)\W{1,3}(?:di\W{1,3}nuovo\W{1,3}|"
        r"ancora\W{1,3}|appena\W{1,3})?(?:picchiat[oa]|violentat[oa]|stuprat[oa]|strangolat[oa]|"
        r"strozzat[oa]|soffocat[oa]|aggredit[oa]|massacrat[oa]|pestat[oa]|menat[oa]|"
        r"schiaffeggiat[oa]|pres[oa]\W{1,3}a\W{1,3}(?:calci|pugni|schiaffi|sberle|cinghiate|"
        r"botte|bastonate)|pres[oa]\W{1,3}(?:per\W{1,3}(?:il\W{1,3}collo|la\W{1,3}gola|i"
        r"\W{1,3}capelli)|a\W{1,3}(?:calci|pugni))|riempit[oa]\W{1,3}di\W{1,3}botte|dat[oa]\W{1,3}"
        r"(?:un\W{1,3}|uno\W{1,3}|due\W{1,3}|tre\W{1,3}|una\W{1,3})?(?:pugn[oi]|calcio|calci|schiaff"
        r"[oi]|testata|sberl[ae]|ceffon[ei]|botte|coltellat[ae]|manrovesci?o?)|stretto\W{1,3}(?:la"
        r"\W{1,3}gola|il\W{1,3}collo|le\W{1,3}mani\W{1,3}al\W{1,3}collo)|mess[oa]\W{1,3}le\W{1,3}"
        r"mani\W{1,3}(?:al\W{1,3}collo|addosso|alla\W{1,3}gola)|tappato\W{1,3}(?:la\W{1,3})?bocca"
        r"|spint[oa]\W{1,3}(?:giu|contro|per\W{1,3}terra|a\W{1,3}terra|dalle)|buttat[oa]\W{1,3}"
        r"(?:a\W{1,3}terra|per\W{1,3}terra|giu|contro|fuori\W{1,3}dalla\W{1,3}macchina)|"
        r"sbattut[oa]\W{1,3}(?:\w{1,10}\W{1,3})?(?:contro|a\W{1,3}terra|al\W{1,3}muro|per\W{1,3}"
        r"terra)|scaraventat[oa]|colpit[oa]\W{1,3}(?:con|in|alla|al|sulla|sul)|spaccato\W{1,3}"
        r"(?:il|la|un)\W{1,3}(?:labbro|naso|testa|dente|zigomo|sopracciglio)|rotto\W{1,3}(?:il|"
        r"la|un|una|le|due)\W{1,3}(?:naso|costol\w|braccio|polso|dito|dent[ei]|zigomo|mascella)|"
        r"costrett[oa]\W{1,3}(?:a\W{1,3}(?:fare\W{1,3}sesso|farlo|fare\W{1,3}cose|andare\W{1,3}a"
        r"\W{1,3}letto|avere\W{1,3}rapporti)|in\W{1,3}macchina|mentre|quando|anche\W{1,3}se)|"
        r"obbligat[oa]\W{1,3}a\W{1,3}(?:fare\W{1,3}(?:sesso|cose\W{1,3}sessuali)|andare\W{1,3}a"
        r"\W{1,3}letto|avere\W{1,3}rapporti)|tirat[oa]\W{1,3}(?:i\W{1,3}capelli|per\W{1,3}i"
        r"\W{1,3}capelli)|sputat[oa]|bruciat[oa]\W{1,3}con|accoltellat[oa]|ustionat[oa]|"
        r"fatto\W{1,3}una\W{1,3}presa\W{1,3}al\W{1,3}collo)\b"
        r"|(?<!\bnon\W)\b(?:mi|ci)\W{1,3}(?:picchia|sta\W{1,3}picchiando|violenta|stupra|"
        r"strangola|sta\W{1,3}strangolando|mena|massacra|prende\W{1,3}a\W{1,3}(?:calci|pugni|"
        r"schiaffi|botte)|tira\W{1,3}i\W{1,3}capelli|costringe\W{1,3}a|obbliga\W{1,3}(?:a\W{1,3}"
        r"(?:fare\W{1,3}sesso|andare\W{1,3}a\W{1,3}letto|fare\W{1,3}cose)|ad\W{1,3}andare\W{1,3}a"
        r"\W{1,3}letto)|sputa\W{1,3}addosso|mette\W{1,3}le\W{1,3}mani\W{1,3}addosso)\b"
        r"|\b(?:aggredit[oa]|violentat[oa]|stuprat[oa]|molestat[oa])\W{1,3}(?:sessualmente|"
        r"da\W{1,3}(?:lui|lei|il\W{1,3}mio\W{1,3}ex|mio\W{1,3}marito))\b|\bstupro\b",
        negatable=False,
        veto=PAST
        + r"|\bpiccoli\W{1,3}mi\b|\bper\W{1,3}gioco\b|\bcalcett\w|\bpartita\b|\ballenament\w"
        r"|\bmi\W{1,3}ha\W{1,3}(?:steso|stesa|ammazzat[oa]\W{1,3}col)\b|\bcondannat[oa]\b|"
        r"\b(?:per|da)\W{1,3}(?:due|tre|\d{1,2}|tanti)\W{1,3}anni\b|\besame\b|\binterrogazion\w|"
        r"\bverific\w|\bcompito\b|\blezione\b|\bprof\w{0,9}\b|\bmaratona\b",
        keys="ha|hanno|aveva|picchia|violenta|stupra|strangola|mena|massacra|prende|tira"
        "|costringe|obbliga|sputa|mette|aggredit|violentat|stuprat|molestat|stupro",
    ),
    rule(
        "violence.it_marks",
        C.VIOLENCE,
        r"\bho\W{1,3}(?:ancora\W{1,3})?(?:l\W{0,3}occhio\W{1,3}nero|un\W{1,3}occhio\W{1,3}nero|"
        r"i\W{1,3}lividi|lividi|il\W{1,3}labbro\W{1,3}spaccato|segni\W{1,3}(?:di\W{1,3}dita\W{1,3})?"
        r"sul\W{1,3}collo)\b|\bnon\W{1,3}so\W{1,3}se\W{1,3}si\W{1,3}chiama\W{1,3}stupro\b",
        negatable=False,
        veto=PAST + r"|\bcadut[oa]\b|\bpallon\w|\bpartita\b|\bcalcett\w|\bbici\b|\bpalestra\b"
        r"|\bspigolo\b|\bsci\b",
        keys="occhio|lividi|labbro|segni|stupro",
    ),
    # --- Emergencies -------------------------------------------------------------------------
    rule(
        "emergency.it",
        C.EMERGENCY,
        r"\bsono\W{1,3}in\W{1,3}pericolo|\bsiamo\W{1,3}in\W{1,3}pericolo"
        r"|\b(?:e|sta)\W{1,3}(?:qui\W{1,3}|gia\W{1,3}|ancora\W{1,3}|adesso\W{1,3})?(?:alla\W{1,3}"
        r"porta|fuori\W{1,3}(?:dalla\W{1,3}porta|casa|di\W{1,3}casa)|qui\W{1,3}fuori|sotto"
        r"\W{1,3}casa|sul\W{1,3}pianerottolo|nel\W{1,3}(?:mio\W{1,3})?giardino|dentro\W{1,3}casa|"
        r"in\W{1,3}casa|nella\W{1,3}mia\W{1,3}via|in\W{1,3}ascensore|sul\W{1,3}balcone|"
        r"fuori\W{1,3}adesso)\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:urla|bussa|aiuto|aiutatemi|"
        r"ubriac\w|armat\w|coltello|pistola|mazza|spranga|non\W{1,3}(?:se\W{1,3}ne\W{1,3}va|mi"
        r"\W{1,3}fa|vuole\W{1,3}andar)|sta\W{1,3}(?:entrando|salendo|cercando|per\W{1,3}salire)|"
        r"suona|ho\W{1,3}paura|sono\W{1,3}(?:nascost|chius)|che\W{1,3}fac|cosa\W{1,3}fac|"
        r"tremando|terrorizzat|con\W{1,3}(?:due|degli|i\W{1,3}suoi)|calci|pugni|sfond|ti\W{1,3}"
        r"prego|adesso|(?<!mezz\W)(?<!un\W)ora|subito|sa\W{1,3}che|sono\W{1,3}sol[oa]))"
        r"|\b(?:e|e\W{1,3}appena)\W{1,3}entrat[oa]\W{1,3}(?:in\W{1,3}casa|dalla\W{1,3}finestra|"
        r"con\W{1,3}la\W{1,3}forza|a\W{1,3}cercarmi|dal\W{1,3}balcone|sfondando)"
        r"|\bsta\W{1,3}(?:entrando|sfondando|forzando|cercando\W{1,3}di\W{1,3}(?:entrare|aprire|"
        r"sfondare|forzare)|prendendo\W{1,3}a\W{1,3}(?:calci|pugni|spallate)\W{1,3}la\W{1,3}"
        r"porta|picchiando\W{1,3}(?:sulla|contro\W{1,3}la)\W{1,3}porta|arrampicando|salendo"
        r"\W{1,3}(?:le\W{1,3}scale|dal\W{1,3}balcone)|girando\W{1,3}intorno\W{1,3}(?:alla|a)"
        r"\W{1,3}casa)\b|\b(?:sfonda|sfondera|sfondare)\W{1,3}la\W{1,3}porta\b|\b(?:fuori|porta|qui|casa|ubriac[oa]|arrivat[oa]|sotto|lui|e|"
        r"ancora)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?non\W{1,3}se\W{1,3}ne\W{1,3}(?:vuole\W{1,3}"
        r"andare|va)\b|\bnon\W{1,3}mi\W{1,3}(?:fa|lascia)\W{1,3}(?:uscire|scendere|andare)\b|\b(?:sono|mi\W{1,3}sono)\W{1,3}(?:nascost[oa]|chius[oa]\W{1,3}"
        r"(?:in\W{1,3}bagno|a\W{1,3}chiave|in\W{1,3}camera|nell\W{0,3}armadio|in\W{1,3}"
        r"macchina))\b|\bmi\W{1,3}ha\W{1,3}(?:chius[oa]|rinchius[oa]|segregat[oa])\W{1,3}(?:in|"
        r"a\W{1,3}chiave|nella|nel|fuori)\b|\bmi\W{1,3}ha\W{1,3}mess[oa]\W{1,3}all\W{0,3}angolo"
        r"\b|\bscrivo\W{1,3}(?:di\W{1,3}nascosto|veloce|piano)\b|\brotto\W{1,3}(?:la\W{1,3}"
        r"finestra|il\W{1,3}vetro|la\W{1,3}porta|il\W{1,3}citofono)\b(?=\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,4}?(?:sta|entr|salire|cercando))|\bha\W{1,3}gia\W{1,3}rotto\W{1,3}la\W{1,3}finestra"
        r"|\b(?:aiuto|aiutatemi)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:e\W{1,3}qui|sta\W{1,3}"
        r"entrando|e\W{1,3}entrato|alla\W{1,3}porta)|\b(?:e\W{1,3}qui\W{1,3}){2}",
        negatable=False,
        veto=PAST + r"|\bcorriere\b|\bpacco\b|\bamazon\b|\btaxi\b|\bpizza\b|\bidraulico\b"
        r"|\btecnico\b|\bgatto\b|\bcane\b",
        keys="pericolo|porta|fuori|sotto|pianerottolo|giardino|dentro|casa|via|ascensore"
        "|balcone|entrat|entrando|sfondando|forzando|cercando|prendendo|picchiando|arrampicando"
        "|salendo|girando|sfond|uscire|scendere|andare|va|nascost|chius|rinchius|segregat"
        "|angolo|scrivo|rotto|finestra|aiuto|aiutatemi|qui",
    ),
    rule(
        "emergency.it_more",
        C.EMERGENCY,
        r"\b(?:lui|lei|e)\W{1,3}(?:e\W{1,3})?(?:qui|fuori|dentro|sopra|alla\W{1,3}porta|al"
        r"\W{1,3}cancello|nell\W{0,3}androne|in\W{1,3}corridoio|in\W{1,3}cucina|sul\W{1,3}"
        r"sagrato|in\W{1,3}ospedale|nel\W{1,3}cortile|sotto\W{1,3}al\W{1,3}mio)\b(?!\W{1,3}(?:di"
        r"\W{1,3}testa|citta|per\W{1,3}lavoro|con\W{1,3}(?:me|noi)\W{1,3}(?:a|al)))(?=\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,8}?(?:urla|bussa|batte|rompe|spacca|gira|stanno|sta\W{1,3}"
        r"(?:cercando|entrando|salendo|bussando|suonando|urlando|provando|guardando|girando|"
        r"spaccando|rompendo|minacciando)|non\W{1,3}so\W{1,3}cosa\W{1,3}fare|non\W{1,3}ho\W{1,3}"
        r"modo|aspetta|ubriac\w|pistola|mazza|coltello|sento|chiav\w|cercando|aiuto|sono\W{1,3}"
        r"(?:chius|nascost|sulle|bloccat|barricat|in\W{1,3}camera)|adesso|ora\b|ti\W{1,3}prego))"
        r"|\b(?:sono|mi\W{1,3}sono)\W{1,3}(?:barricat[oa]|scappat[oa]\W{1,3}in|bloccat[oa]\W{1,3}"
        r"(?:nel|in)|chius[oa]\W{1,3}(?:in\W{1,3}chiesa|dentro))\b|\bha\W{1,3}(?:appena\W{1,3}|"
        r"gia\W{1,3})?(?:sfondato|forzato|rotto|spaccato|tagliato)\W{1,3}(?:la|il|le|i|l)\W{0,3}"
        r"(?:porta|serratura|vetro|finestra|finestre|maniglia|cancello|portone|citofono|fili|"
        r"ingresso)\b|\bsta\W{1,3}(?:bussando|tirando\W{1,3}sassi|versando\W{1,3}benzina|"
        r"provando\W{1,3}le\W{1,3}chiavi|scendendo\W{1,3}dalla\W{1,3}macchina|armeggiando|"
        r"suonando\W{1,3}(?:tutti|il\W{1,3}citofono|da)|spaccando\W{1,3}tutto|minacciando"
        r"\W{1,3}tutti)\b|\bstanno\W{1,3}salendo\b|\bmi\W{1,3}(?:sta|stanno)\W{1,3}(?:inseguendo|"
        r"stringendo|tamponando|dietro\W{1,3}da)\b|\b(?:citofono|campanello)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:senza\W{1,3}sosta|continua\W{1,3}a\W{1,3}suonare|da\W{1,3}mezz|non"
        r"\W{1,3}smette)|\bse\W{1,3}non\W{1,3}apro\b|\bsento\W{1,3}(?:i\W{1,3}(?:suoi\W{1,3})?"
        r"passi|che\W{1,3}(?:entra|armeggia|sale)|la\W{1,3}sua\W{1,3}voce|rumori\W{1,3}al)\b"
        r"|\bbussa\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:dicendo|piu\W{1,3}forte|senza|urlando)\b"
        r"|\bora\W{1,3}bussa\b|\burla\W{1,3}sotto\W{1,3}la\W{1,3}finestra\b|\be\W{1,3}(?:gia"
        r"\W{1,3})?(?:in\W{1,3}ascensore|a\W{1,3}\d{1,2}\W{1,3}minuti|nella\W{1,3}mia\W{1,3}via)"
        r"\b|\bmi\W{1,3}ha\W{1,3}trovat[oa]\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:adesso|ora|e"
        r"\W{1,3}(?:al|qui|fuori)))|\bsta\W{1,3}(?:guidando|arrivando)\W{1,3}(?:ubriac[oa]\W{1,3})?"
        r"verso\W{1,3}(?:qui|casa)\b",
        negatable=False,
        veto=PAST + r"|\bcorriere\b|\bpacco\b|\bamazon\b|\btaxi\b|\bidraulico\b|\btecnico\b|"
        r"\bfilm\b|\bserie\b|\bsogn\w{1,4}\b|\bincubo\b",
        keys="lui|lei|e|sono|ha|sta|stanno|citofono|campanello|apro|sento|bussa|urla|trovat",
    ),
    rule(
        "threat.it_more",
        C.THREAT,
        r"\b(?:mi|ti)\W{1,3}(?:trovera|trovero|trova|trovo)\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?"
        r"(?:anche|ovunque|dovunque|sempre|ha\W{1,3}amici|cambi))|\bsei\W{1,3}mort[oa]\b|\bmi"
        r"\W{1,3}vuole\W{1,3}(?:vedere\W{1,3})?(?:sotto\W{1,3}terra|sottoterra|mort[oa])\b"
        r"|\b(?:mi|ti)\W{1,3}(?:fa|faccio|fara|faro)\W{1,3}saltare\W{1,3}(?:la\W{1,3}macchina|in"
        r"\W{1,3}aria|la\W{1,3}casa)\b|\b(?:mi|ti)\W{1,3}(?:brucia|brucio|bruciera|bruciero)"
        r"\W{1,3}(?:la\W{1,3})?(?:casa|macchina)\b|\b(?:mi|ti)\W{1,3}(?:conciano|concia|concio)"
        r"\W{1,3}male\b|\b(?:mi|ti)\W{1,3}(?:spezza|spezzo|rompe|rompo|spezzera)\W{1,3}(?:il"
        r"\W{1,3}collo|le\W{1,3}gambe|le\W{1,3}ossa|l\W{0,3}osso)\b|\b(?:uccide|ammazza|"
        r"ammazzera|uccidera|ammazzo|uccido|fa\W{1,3}del\W{1,3}male\W{1,3}a)\W{1,3}(?:mia\W{1,3}"
        r"(?:madre|sorella|figlia|mamma)|mio\W{1,3}(?:padre|figlio|fratello)|i\W{1,3}miei|tua"
        r"\W{1,3}(?:madre|sorella|figlia)|tuo\W{1,3}(?:padre|figlio)|lui\W{1,3}e\W{1,3}poi"
        r"\W{1,3}me|te\W{1,3}e)\b|\bfar\W{1,3}fuori\b|\bmi\W{1,3}fa\W{1,3}ammazzare\b|\bdove"
        r"\W{1,3}seppellirmi\b|\bnon\W{1,3}mi\W{1,3}rialzo\W{1,3}piu\b|\bte\W{1,3}la\W{1,3}tolgo"
        r"\b|\bmorira\W{1,3}presto\b|\bverra\W{1,3}a\W{1,3}farmi\W{1,3}male\b|\bviene\W{1,3}a"
        r"\W{1,3}(?:cercarmi|prendermi|sistemare)\b|\bdove\W{1,3}nessuno\W{1,3}(?:sente|ti"
        r"\W{1,3}sente|mi\W{1,3}sente|ti\W{1,3}trova)\b|\bho\W{1,3}trovato\W{1,3}casa\W{1,3}tua"
        r"\b|\bminacci\w{1,7}\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?di\W{1,3}(?:buttarmi|investirmi|"
        r"portar\w{0,4}\W{1,3}via|spararmi|accoltellarmi|strangolarmi|picchiarmi|sfregiarmi|"
        r"bruciarmi|ammazzar\w{1,3}|uccider\w{1,3}|farmi\W{1,3}del\W{1,3}male|rapir\w{1,3}|"
        r"sequestrar\w{1,3}|menarmi|sgozzar\w{1,3}|sparar\w{1,3})\b|\bcoltello\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?apposta\W{1,3}per\W{1,3}me\b|\bfoto\W{1,3}di\W{1,3}una\W{1,3}pistola\b"
        r"|\bprende\W{1,3}la\W{1,3}pistola\b|\bnon\W{1,3}(?:vedro|vedrai)\W{1,3}piu\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?viv[oa]\b|\bnon\W{1,3}vedranno\W{1,3}il\W{1,3}natale\b|\bsa\W{1,3}dove"
        r"\W{1,3}va\W{1,3}a\W{1,3}scuola\b|\bsgozz\w{1,4}\b|\bti\W{1,3}ho\W{1,3}dato\W{1,3}la"
        r"\W{1,3}vita\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfifa\b|\bbattut[oa]\b|\bgioc\w{1,5}\b|\bpartita\b|\bplay\b|"
        r"\bfilm\b|\bserie\b|\bmaglia\b",
        keys="trovera|trovero|trova|trovo|mort|vuole|saltare|brucia|brucio|bruciera|bruciero"
        "|concia|concio|spezza|spezzo|rompe|rompo|spezzera|uccide|ammazza|ammazzera|uccidera"
        "|ammazzo|uccido|male|fuori|seppellirmi|rialzo|tolgo|morira|verra|viene|dove|casa"
        "|minacci|coltello|pistola|vedro|vedrai|natale|sgozz|vita",
    ),
    rule(
        "violence.it_more",
        C.VIOLENCE,
        r"(?<!\bnon\W)\bmi\W{1,3}(?:ha|hanno)\W{1,3}(?:(?:di\W{1,3}nuovo|ancora|appena|gia)\W{1,3})?"
        r"(?:afferrat[oa]|legat[oa]|pugnalat[oa](?!\W{1,3}(?:alle\W{1,3}spalle|alla\W{1,3}schiena))|tagliat[oa]\W{1,3}(?:la\W{1,3}(?:fronte|faccia|"
        r"mano|gola)|con|un\W{1,3}po)|mors[oa]\W{1,3}(?:la|il|le|un)|schiacciat[oa]|spint[oa]"
        r"(?=\W{0,3}$|\W{1,3}(?:e|giu|dal|dalla|contro|fuori|per|a\W{1,3}terra|sotto|nel|nella|"
        r"addosso)\b)|trascinat[oa]\W{1,3}(?:per|fuori|giu|sul|lungo|fino)|tenut[oa]\W{1,3}"
        r"(?:ferm[oa]|sott\W{0,3}acqua|giu|per\W{1,3}il\W{1,3}collo)|strappat[oa]\W{1,3}(?:gli"
        r"\W{1,3}orecchini|i\W{1,3}capelli|i\W{1,3}vestiti)|tirat[oa]\W{1,3}(?:addosso|un\W{1,3}"
        r"(?:calcio|pugno|ceffone|piatto|bicchiere)|uno\W{1,3}schiaffo|per\W{1,3}(?:il\W{1,3}"
        r"braccio|i\W{1,3}capelli))|lanciat[oa]\W{1,3}(?:contro|addosso)|dato\W{1,3}fuoco|"
        r"puntato\W{1,3}(?:il|un|la|una)\W{1,3}(?:coltello|pistola|forbici|lama|fucile)|"
        r"sbattut[oa]\W{1,3}(?:la\W{1,3}testa|la\W{1,3}faccia)|spaccato\W{1,3}(?:il\W{1,3}"
        r"telefono|una\W{1,3}bottiglia|un\W{1,3}piatto)\W{1,3}(?:in|sulla)\W{1,3}testa|stretto"
        r"\W{1,3}il\W{1,3}braccio|tolto\W{1,3}i\W{1,3}vestiti|costrett[oa]\W{1,3}ad\W{1,3}avere"
        r"\W{1,3}rapporti|violentat[oa]|stuprat[oa])|\b(?:ha\W{1,3})?abusat[oa]\W{1,3}di\W{1,3}me"
        r"\b|\bmi\W{1,3}(?:forza|costringe|obbliga)\W{1,3}a\W{1,3}letto\b|\bmi\W{1,3}(?:graffia|"
        r"tira\W{1,3}(?:pugni|schiaffi|addosso|calci)|prendeva\W{1,3}a\W{1,3}(?:schiaffi|pugni|"
        r"calci))\b|\bcollo\W{1,3}viola\b|\bmi\W{1,3}ha\W{1,3}stretto\b(?=\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?(?:collo|gola|giovedi|lunedi|martedi|mercoledi|venerdi|sabato|domenica|"
        r"ieri))",
        negatable=False,
        veto=PAST.replace(
            r"\bquando\W{1,3}(?:stavo|stavamo|ero|eravamo|avevo)\b",
            r"\bquando"
            r"\W{1,3}(?:stavo|ero|avevo)\b",
        )
        + r"|\b(?:cane|gatto|gattin\w|cucciol\w|criceto|"
        r"zanzar\w|parrucchier\w)\b|\bcapelli\W{1,3}(?:corti|male|troppo)\b|\bfilm\b|\bserie\b",
        keys="ha|hanno|abusat|forza|costringe|obbliga|graffia|tira|prendeva|collo",
    ),
    rule(
        "violence.it_other_more",
        C.VIOLENCE,
        r"\b(?:la|lo|l|le|gli)\W{0,3}(?:vuole\W{1,3}|ha\W{1,3}|sta\W{1,3})?(?:uccidere|ammazzare|"
        r"picchiare|strangolare|sgozza|mena|uccida|ammazzi|pres[oa]\W{1,3}a\W{1,3}(?:calci|"
        r"pugni)|spint[oa]\W{1,3}(?:sotto|giu|contro)|chius[oa]\W{1,3}fuori|dato\W{1,3}un"
        r"\W{1,3}pugno|puntato\W{1,3}(?:una|la)\W{1,3}pistola|aspetta\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,2}?col\W{1,3}coltello)\b|\bnon\W{1,3}la\W{1,3}fa\W{1,3}uscire\b|\be\W{1,3}"
        r"stat[oa]\W{1,3}(?:strangolat|picchiat|accoltellat|violentat|menat|massacrat)[oa]\b"
        r"|\bdi\W{1,3}(?:ammazzarla|ucciderla|ammazzarlo|ucciderlo|ammazzarli)\b|\bpaura\W{1,3}"
        r"che\W{1,3}(?:la|lo)\W{1,3}(?:uccida|ammazzi)\b|\bsta\W{1,3}picchiando\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bromanzo\b|\blibro\b|\bzanzar\w|\bmosc"
        r"\w{1,3}\b|\bpianta\b|\bgioc\w{1,5}\b|\bpartita\b",
        keys="uccider|ammazzar|picchiar|strangolar|sgozza|mena|uccida|ammazzi|pres|spint|chius"
        "|dato|puntato|aspetta|uscire|stat|ammazzarl|ucciderl|paura|picchiando",
    ),
    rule(
        "stalking.it_more",
        C.STALKING,
        r"\bfingendosi\b|\bclonat[oa]\W{1,3}(?:\w{1,10}\W{1,3})?(?:whatsapp|telefono|sim|account|"
        r"profilo)\b|\b(?:ha\W{1,3}(?:creato|fatto|aperto)|usa|con)\W{1,3}(?:un\W{1,3}|dei\W{1,3})?"
        r"profil[oi]\W{1,3}(?:falsi|finti|fake|falso|finto|nuovi)\b|\bcopia\W{1,3}delle\W{1,3}chiavi\b"
        r"|\bcose\W{1,3}spostate\b|\bapp\W{1,3}(?:strana|spia)\b|\bmandava\W{1,3}la\W{1,3}"
        r"posizione\b|\bmi\W{1,3}sta\W{1,3}(?:guardando|osservando|spiando)\b|\b(?:lo|la)"
        r"\W{1,3}(?:vedo|trovo|incontro)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:ogni\W{1,3}(?:mattina|"
        r"sera|giorno|posto)|sempre|in\W{1,3}ogni|ovunque|dappertutto)\b|\bsempre\W{1,3}dove"
        r"\W{1,3}vado\b|\b(?:lo|mi)\W{1,3}trova\W{1,3}sempre\b|\bchiesto\W{1,3}(?:a|al|alla|ai|"
        r"all)\W{0,3}\w{2,14}\W{1,3}(?:\w{1,10}\W{1,3}){0,1}?(?:dove\W{1,3}abito|a\W{1,3}che"
        r"\W{1,3}ora|di\W{1,3}me|mandargli\W{1,3}foto)|\bchiesto\W{1,3}di\W{1,3}me\b|\bsa\W{1,3}"
        r"(?:delle\W{1,3}mie|cose\W{1,3}che|con\W{1,3}chi|dove\W{1,3}sono)\b|\bdice\W{1,3}di\W{1,3}"
        r"sapere\W{1,3}con\W{1,3}chi\b|\btroppe\W{1,3}volte\b|\bcontinua\W{1,3}a\W{1,3}passare\b"
        r"|\bguarda\W{1,3}verso\W{1,3}(?:casa|la\W{1,3}mia)\b|\bnascost[oa]\W{1,3}dietro\b"
        r"|\b(?:chiama|chiamano)\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:e\W{1,3})?(?:respira|"
        r"riattacca|riattaccano)\b|\bda\W{1,3}numeri\W{1,3}(?:sconosciuti|anonimi|privati)\b"
        r"|\b(?:mi|la)\W{1,3}(?:aspetta|aspettava)\W{1,3}(?:fuori|davanti|all\W{0,3}uscita|alla"
        r"\W{1,3}fermata|sotto|nel\W{1,3}parcheggio)\b|\baspetta\W{1,3}fuori\W{1,3}dalla\b"
        r"|\bera\W{1,3}(?:gia\W{1,3})?(?:davanti|nel\W{1,3}parcheggio|all\W{0,3}angolo|sotto"
        r"\W{1,3}casa)\b|\bmi\W{1,3}ha\W{1,3}trovat[oa]\b|\bsa\W{1,3}(?:sempre\W{1,3})?(?:dove"
        r"\W{1,3}abito|il\W{1,3}mio\W{1,3}(?:nuovo\W{1,3})?indirizzo)\b|\bnon\W{1,3}(?:ho\W{1,3}"
        r"dato|avevo\W{1,3}detto)\W{1,3}(?:l\W{0,3}indirizzo|a\W{1,3}nessuno)\b|\btrovato\W{1,3}"
        r"il\W{1,3}mio\W{1,3}nuovo\W{1,3}indirizzo\b|\bcontroll\w{1,4}\W{1,3}la\W{1,3}mia\W{1,3}"
        r"(?:mail|posta|posizione|macchina)\b|\bla\W{1,3}sua\W{1,3}macchina\W{1,3}era\b|\bmi"
        r"\W{1,3}(?:manda|mandava|ha\W{1,3}mandato)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:foto\W{1,3}"
        r"di\W{1,3}me|screen\w{0,4}\W{1,3}dei\W{1,3}miei)",
        gentle=True,
        negatable=False,
        veto=PAST + r"|\bseguiva\W{1,3}ovunque\b|\bfilm\b|\bserie\b",
        keys="fingendosi|clonat|profilo|chiavi|spostate|app|posizione|sta|vedo|trovo|incontro"
        "|dove|trova|chiesto|sa|sapere|troppe|passare|guarda|nascost|chiama|numeri|aspetta"
        "|era|trovat|dato|detto|indirizzo|controll|macchina|manda|mandava|mandato",
    ),
    rule(
        "threat.it_more2",
        C.THREAT,
        r"\b(?:mi|ti)\W{1,3}(?:possono|puo|possa|potrebbero)\W{1,3}fare\W{1,3}sparire\b|\bfa"
        r"\W{1,3}qualcosa\W{1,3}a\W{1,3}mi[oa]\b|\b(?:mi|ti)\W{1,3}(?:spacca|spacco|spacchera)"
        r"\W{1,3}(?:le\W{1,3}ossa|le\W{1,3}gambe|la\W{1,3}testa|la\W{1,3}faccia)\b|\bspezzarmi"
        r"\W{1,3}le\W{1,3}gambe\b|\bgli\W{1,3}fa\W{1,3}del\W{1,3}male\b|\ba\W{1,3}me\W{1,3}mi"
        r"\W{1,3}(?:ammazza|uccide)\b|\bgesto\W{1,3}della\W{1,3}gola\b|\bnon\W{1,3}ci\W{1,3}"
        r"(?:arrivo|arrivi|arriverai)\W{1,3}viv[oa]\b|\bla\W{1,3}mia\W{1,3}vita\W{1,3}finisce"
        r"\W{1,3}il\W{1,3}giorno\b|\bprima\W{1,3}mi\W{1,3}(?:ammazza|uccide)\b|\bmi\W{1,3}viene"
        r"\W{1,3}a\W{1,3}cercare\b|\bla\W{1,3}prima\W{1,3}persona\W{1,3}che\W{1,3}va\W{1,3}a"
        r"\W{1,3}trovare\b|\bentra\W{1,3}con\W{1,3}la\W{1,3}pistola\b|\bl\W{0,3}ultima\W{1,3}"
        r"chiamata\W{1,3}che\W{1,3}fai|\bl\W{0,3}ultima\W{1,3}chiamata\W{1,3}che\W{1,3}faccio\b"
        r"|\bme\W{1,3}la\W{1,3}toglie\b|\b(?:dar|darmi|darti|dare)\W{1,3}fuoco\b|\bfar\W{1,3}"
        r"male\W{1,3}(?:al|a|alla)\W{1,3}(?:mio|mia|me)\b|\bcon\W{1,3}il\W{1,3}sangue\b|\bmi"
        r"\W{1,3}deve\W{1,3}ammazzare\b|\bmorirai\b|\bstai\W{1,3}attent[oa]\W{1,3}(?:a\W{1,3}"
        r"quando|quando)\W{1,3}esci\b|\b(?:se|quando)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?ci\W{1,3}ammazza\b|\bmi"
        r"\W{1,3}fa\W{1,3}(?:pestare|picchiare|menare)\b|\bmi\W{1,3}distrugge\b(?=\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:pestare|ammazz|fratell|amici))|\bstanotte\W{1,3}non\W{1,3}dormo\b"
        r"|\bmanda\W{1,3}qualcuno\W{1,3}a\b|\bsa\W{1,3}dove\W{1,3}vivo\b(?=\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,4}?viene)|\bsembrava\W{1,3}una\W{1,3}minaccia\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfifa\b|\bgioc\w{1,5}\b|\bpartita\b|\bfilm\b|\bserie\b"
        r"|\bcamino\b|\bbarbecue\b|\bgrigliat\w|\breport\b|\bconsegn\w{1,5}\b",
        keys="sparire|qualcosa|spacca|spacco|spacchera|spezzarmi|male|ammazza|uccide|gola"
        "|viv|giorno|cercare|trovare|pistola|chiamata|toglie|fuoco|sangue|morirai|esci|pestare"
        "|picchiare|menare|distrugge|dormo|qualcuno|vivo|minaccia",
    ),
    rule(
        "violence.it_more2",
        C.VIOLENCE,
        r"(?<!\bnon\W)\b(?:mi|m)\W{0,3}(?:ha|hanno)\W{1,3}(?:(?:di\W{1,3}nuovo|ancora|appena)"
        r"\W{1,3})?(?:spint[oa]\W{1,3}cosi\W{1,3}forte|chius[oa]\W{1,3}(?:sul|fuori|in)|colpit[oa]"
        r"|dato\W{1,3}(?:fuoco|una\W{1,3}ginocchiata|na\W{1,3}botta|una\W{1,3}botta)|drogat[oa]|"
        r"fratturat[oa]|messo\W{1,3}sotto\W{1,3}la\W{1,3}doccia|spento\W{1,3}una\W{1,3}"
        r"sigaretta|tenut[oa]\W{1,3}a\W{1,3}terra|torto\W{1,3}il\W{1,3}braccio|graffiat[oa]\W{1,3}"
        r"e|menat[oa]|pigliat[oa]\W{1,3}(?:p|per)\W{0,3}\w{0,3}\W{0,3}(?:cuollo|collo|capelli)|"
        r"lasciato\W{1,3}i\W{1,3}segni)|\bprovato\W{1,3}a\W{1,3}(?:soffocarmi|strangolarmi|"
        r"affogarmi|investirmi|accoltellarmi)\b|\bsegni\W{1,3}delle\W{1,3}dita\W{1,3}sul\W{1,3}"
        r"collo\b|\bmi\W{1,3}(?:costringe|costringeva|obbliga)\W{1,3}(?:ad|a)\W{1,3}(?:avere"
        r"\W{1,3}rapporti|fare\W{1,3}cose)\b|\bsono\W{1,3}piena\W{1,3}di\W{1,3}lividi\b|\bpres[oa]"
        r"\W{1,3}a\W{1,3}calci\W{1,3}la\W{1,3}porta\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?e\W{1,3}poi"
        r"\W{1,3}me\b",
        negatable=False,
        veto=PAST + r"|\b(?:cane|gatto|gattin\w|cucciol\w|zanzar\w|pallon\w|palla)\b|\bfilm\b"
        r"|\bserie\b|\bpartita\b|\bcalcett\w",
        keys="ha|hanno|soffocarmi|strangolarmi|affogarmi|investirmi|accoltellarmi|dita"
        "|costringe|costringeva|obbliga|lividi|porta",
    ),
    rule(
        "emergency.it_more2",
        C.EMERGENCY,
        r"\be\W{1,3}al\W{1,3}citofono\b|\bsta\W{1,3}a\W{1,3}prende\W{1,3}a\W{1,3}carci\b|\bdietro"
        r"\W{1,3}di\W{1,3}me\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?mi\W{1,3}ha\W{1,3}(?:appena\W{1,3})?"
        r"preso\b|\bspento\W{1,3}i\W{1,3}fari\b|\bsta\W{1,3}cercando\W{1,3}la\W{1,3}mia\W{1,3}"
        r"stanza\b|\bbussa\W{1,3}forte\b|\bdetto\W{1,3}che\W{1,3}sale\b|\b(?:ha|con)\W{1,3}(?:il|"
        r"un|la|una)\W{1,3}(?:coltello|pistola|fucile|machete|mazza)\b(?=\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,8}?(?:sono\W{1,3}(?:in|chius|nascost)|io\W{1,3}sono|in\W{1,3}camera|sta\W{1,3}"
        r"(?:in|entrando|salendo)|e\W{1,3}qui|adesso|sale|porta))|\b(?:lui|lei)\W{1,3}(?:ha"
        r"\W{1,3}(?:il|un|la|una)|e\W{1,3}in\W{1,3}\w{3,10}\W{1,3}con\W{1,3}(?:il|un|la|una))"
        r"\W{1,3}(?:coltello|pistola|fucile|machete|mazza)\b|\blanciato\W{1,3}un\W{1,3}sasso\b"
        r"|\bporta\W{1,3}bloccata\b|\b(?:la|lo)\W{1,3}sta\W{1,3}trascinando\b|\bsotto\W{1,3}le"
        r"\W{1,3}mie\W{1,3}finestre\W{1,3}e\W{1,3}urla\b|\bfaccio\W{1,3}finta\W{1,3}di\W{1,3}"
        r"non\W{1,3}esserci\b|\b(?:forza|forzando)\W{1,3}la\W{1,3}porta\b|\bviene\W{1,3}verso"
        r"\W{1,3}di\W{1,3}me\b|\bnun\W{1,3}me\W{1,3}fa\W{1,3}anna\b|\bmi\W{1,3}ha\W{1,3}"
        r"raggiunt[oa]\b|\bentra\W{1,3}con\W{1,3}qualcuno\b|\bprova\W{1,3}le\W{1,3}chiavi\b"
        r"|\bsta\W{1,3}urlando\W{1,3}il\W{1,3}mio\W{1,3}nome\b|\bsono\W{1,3}chius[oa]\W{1,3}"
        r"(?:nello|nel|nella)\W{1,3}\w{3,12}\W{1,3}con\b|\bmi\W{1,3}viene\W{1,3}addosso\b"
        r"|\bbatte\W{1,3}(?:sulla|contro\W{1,3}la)\W{1,3}porta\b|\bsulle\W{1,3}sicure\b|\bcon"
        r"\W{1,3}le\W{1,3}sicure\b|\bi\W{1,3}cani\W{1,3}abbaiano\b",
        negatable=False,
        veto=PAST + r"|\bcorriere\b|\bpacco\b|\bamazon\b|\btaxi\b|\bfilm\b|\bserie\b|\bcucin"
        r"\w{1,4}\b(?!\W{1,3}(?:e|con))|\bricett\w|\bsogn\w{1,4}\b|\bincubo\b",
        keys="citofono|carci|preso|fari|stanza|bussa|sale|coltello|pistola|fucile|machete"
        "|mazza|sasso|bloccata|trascinando|urla|esserci|forza|forzando|verso|anna|raggiunt"
        "|qualcuno|chiavi|nome|chius|addosso|batte|sicure|abbaiano",
    ),
    rule(
        "stalking.it_more2",
        C.STALKING,
        r"\bcreare\W{1,3}profili\b|\bsotto\W{1,3}il\W{1,3}mio\W{1,3}(?:ufficio|lavoro)\b|\bdavanti"
        r"\W{1,3}a\W{1,3}casa\W{1,3}di\W{1,3}mi[ao]\b|\bchiesto\W{1,3}(?:a|ai|alla|al)\W{1,3}"
        r"(?:mi[oaei]|miei)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:dove\W{1,3}(?:vivo|abito)|i\W{1,3}"
        r"miei\W{1,3}turni|a\W{1,3}che\W{1,3}ora)\b|\bhackerat[oa]\b|\bposto\W{1,3}auto\W{1,3}"
        r"nel\W{1,3}mio\b|\b(?:affittat[oa]|preso\W{1,3}in\W{1,3}affitto)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,4}?(?:di\W{1,3}fronte|accanto|vicino\W{1,3}a\W{1,3}casa\W{1,3}mia|nel\W{1,3}"
        r"mio)\b|\bseguit[oa]\W{1,3}mi[oa]\W{1,3}\w{3,10}\b|\bcambiato\W{1,3}numero\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,5}?(?:mi\W{1,3}ha\W{1,3}scritto|lo\W{1,3}trova|lo\W{1,3}ha)\b|\blegga\W{1,3}"
        r"i\W{1,3}miei\W{1,3}messaggi\b|\bcita\W{1,3}cose\b|\bcondivisione\W{1,3}(?:della\W{1,3})?"
        r"posizione\b|\bgira\W{1,3}intorno\W{1,3}al\W{1,3}palazzo\b|\bchiede\W{1,3}sempre\W{1,3}di"
        r"\W{1,3}me\b|\bguarda\W{1,3}le\W{1,3}mie\W{1,3}finestre\b|\bdi\W{1,3}nuovo\W{1,3}fuori"
        r"\W{1,3}dal\W{1,3}mio\b|\bdavanti\W{1,3}alla\W{1,3}mia\W{1,3}finestra\W{1,3}\w{2,8}\W{1,3}"
        r"volte\b|\bmi\W{1,3}fotografano\b|\bpacchi\W{1,3}a\W{1,3}casa\b|\bnon\W{1,3}gli\W{1,3}"
        r"ho\W{1,3}mai\W{1,3}detto\W{1,3}dove\b|\btelefono\W{1,3}nascosto\b|\bgli\W{1,3}"
        r"raccontano\W{1,3}tutto\b|\bmi\W{1,3}controllano\b|\bpedinava\W{1,3}e\W{1,3}ha\W{1,3}"
        r"ricominciato\b|\bl\W{0,3}ho\W{1,3}visto\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:sotto\W{1,3}"
        r"(?:casa|il\W{1,3}mio)|nel\W{1,3}parcheggio\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?mi\W{1,3}"
        r"aspettava|fuori\W{1,3}dalla\W{1,3}palestra)\b|\bsue\W{1,3}cicche\b|\bvedo\W{1,3}una\W{1,3}"
        r"luce\W{1,3}nel\b",
        gentle=True,
        negatable=False,
        veto=PAST + r"|\bfilm\b|\bserie\b"
        r"|\bcome\W{1,3}si\W{1,3}(?:toglie|disattiva|attiva|imposta)\b",
        keys="profili|sotto|davanti|chiesto|hackerat|posto|affittat|affitto|seguit|cambiato"
        "|legga|cita|condivisione|gira|chiede|guarda|fuori|volte|fotografano|pacchi|detto"
        "|telefono|raccontano|controllano|pedinava|visto|cicche|luce",
    ),
    # --- Children ----------------------------------------------------------------------------
    rule(
        "child.it",
        C.CHILD,
        r"\b" + KIDS + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:lividi|bruciatur\w|segn[oi]\W{1,3}"
        r"(?:di\W{1,3}(?:una\W{1,3}mano|dita|cinghia|morsi)|sul\W{1,3}collo)|occhio\W{1,3}nero|"
        r"braccio\W{1,3}rotto|tagli\W{1,3}sulle|sigarett\w|non\W{1,3}riusciva\W{1,3}a\W{1,3}"
        r"sedersi)\b|\b(?:lividi|bruciatur\w|segn[oi]\W{1,3}di\W{1,3}(?:dita|cinghia|una\W{1,3}"
        r"mano))\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:di\W{1,3})?" + KIDS + r"\b"
        r"|\b(?:papa|padre|il\W{1,3}mio\W{1,3}ex|compagn[oa]\W{1,3}(?:del\W{1,3}padre|della"
        r"\W{1,3}madre)|patrigno|nonno|zio)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:l[aoi]|gli|le)\W{1,3}"
        r"(?:ha\W{1,3}|hanno\W{1,3})?(?:tocca|toccat[oa]|picchia|picchiat[oaie]|strozz\w{1,4}|"
        r"strangol\w{1,4}|chiude\W{1,3}in|chius[oa]\W{1,3}in|prende\W{1,3}a\W{1,3}(?:pugni|calci|"
        r"schiaffi)|obbliga\W{1,3}a\W{1,3}guardare|scoss[oa]|lascia\W{1,3}(?:sol[oaie]|senza"
        r"\W{1,3}mangiare)|lasciat[oaie]\W{1,3}(?:sol[oaie]|senza\W{1,3}mangiare)|minaccia|"
        r"minacciat[oaie]|ammazza|fa\W{1,3}sparire|ha\W{1,3}fatto\W{1,3}vedere\W{1,3}una\W{1,3}"
        r"pistola)\b|\b(?:scosso|picchiat[oa]|strattonat[oa]|chiuso|lasciat[oaie]\W{1,3}(?:sol"
        r"[oaie]|da\W{1,3}sol[oaie]))\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?" + KIDS + r"\b"
        r"|\b(?:mi\W{1,3}ha\W{1,3}detto|dice|ha\W{1,3}raccontato|racconta)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?(?:che\W{1,3})?(?:il\W{1,3})?(?:papa|padre)\W{1,3}(?:l[aoi]|gli|le)\W{1,3}"
        r"\w{3,14}\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:dove\W{1,3}non|in\W{1,3}modo\W{1,3}strano|"
        r"finche\W{1,3}piange|per\W{1,3}gioco)"
        r"|\b(?:non\W{1,3}mi\W{1,3}(?:ha\W{1,3}riportato|riporta|rida|ha\W{1,3}ridato|vuole"
        r"\W{1,3}ridare)|rifiut\w{1,5}\W{1,3}di\W{1,3}(?:riportarmi|ridarmi|restituirmi)|ha\W{1,3}(?:preso|portato\W{1,3}"
        r"via|portato\W{1,3}all\W{0,3}estero|rapito|portato))\W{1,3}(?:\w{1,10}\W{1,3}){0,1}?"
        r"(?:" + KIDS + r"|i\W{1,3}bambini|mi[oa]\W{1,3}figli[oa]|l[oia])\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,10}?(?:non\W{1,3}(?:so\W{1,3}dove|risponde|mi\W{1,3}risponde|si\W{1,3}trova)|spento|"
        r"estero|senza\W{1,3}permesso|suo\W{1,3}paese|e\W{1,3}passato|da\W{1,3}(?:domenica|"
        r"ieri|giorni)|salutalo|salutala|piange|ora\W{1,3}e\W{1,3}sol[oa]\W{1,3}su[oa])"
        r"|\bnon\W{1,3}so\W{1,3}dove\W{1,3}(?:sono|sia|siano)\W{1,3}(?:i\W{1,3}miei\W{1,3}figli|"
        r"mi[oa]\W{1,3}figli[oa]|i\W{1,3}bambini)\b|\b(?:guida|guidando)\W{1,3}ubriac[oa]\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:coi|con\W{1,3}i|con\W{1,3}(?:mi[oa]|la|il))\W{1,3}(?:\w{1,10}"
        r"\W{1,3})?(?:bambin\w|figli\w|bimb\w|piccol\w)|\blascia\W{1,3}(?:i\W{1,3}bambini|il"
        r"\W{1,3}piccolo|la\W{1,3}piccola|i\W{1,3}figli)\W{1,3}(?:da\W{1,3})?sol[oaie]\b",
        negatable=False,
        veto=PAST + r"|\bcadut[oa]\W{1,3}(?:dalla\W{1,3}bici|dall\W{0,3}altalena|a\W{1,3}"
        r"(?:calcio|scuola|basket))|\bvaricella\b|\bpartita\b|\ballenament\w",
        keys=KID_KEYS + "|lividi|bruciatur|segn|papa|padre|ex|compagn|patrigno|nonno|zio"
        "|scosso|picchiat|strattonat|chiuso|lasciat|detto|dice|raccontato|racconta|riportato"
        "|riporta|rida|ridato|ridare|rifiutat|preso|portato|rapito|dove|guida|guidando|lascia",
    ),
    rule(
        "child.it_harm",
        C.CHILD,
        r"\b(?:l[oai]|gli|le)\W{1,3}(?:ha\W{1,3}|hanno\W{1,3}|sta\W{1,3})?(?:picchia\w{0,4}|"
        r"pres[oa]\W{1,3}(?:a\W{1,3}(?:pugni|calci|schiaffi|cinghiate)|per\W{1,3}(?:i\W{1,3}capelli"
        r"|il\W{1,3}collo))|prende\W{1,3}a\W{1,3}(?:pugni|calci|schiaffi|cinghiate)|menat[oa]|"
        r"strozz\w{1,5}|strangol\w{1,5}|stretto\W{1,3}il\W{1,3}collo|mess[oa]\W{1,3}la\W{1,3}"
        r"mano\W{1,3}sulla\W{1,3}bocca|spegne\W{1,3}le\W{1,3}sigarette|dato\W{1,3}(?:delle\W{1,3}"
        r"pastiglie|uno\W{1,3}schiaffo|un\W{1,3}pugno)|chius[oa]\W{1,3}(?:fuori|in|sul)|chiude"
        r"\W{1,3}(?:fuori|in)|trascinat[oa]|fa\W{1,3}bere|fa\W{1,3}guidare|scoss[oa]|spinge|"
        r"spint[oa]|minaccia\w{0,4}|tocca\W{1,3}(?:dove|in\W{1,3}modo)|fa\W{1,3}fare\W{1,3}"
        r"(?:\W{0,3}giochi\W{1,3}segreti|cose)|lasciat[oa]\W{1,3}sol[oa]|lascia\W{1,3}sol[oa]|"
        r"bruciat[oa]|ustionat[oa]|rotto\W{1,3}il\W{1,3}braccio|ammazza\w{0,4}|uccide\w{0,4})\b"
        r"|\b(?:dato|tirato|tira)\W{1,3}(?:uno?\W{1,3})?(?:schiaffo|pugno|calcio|ceffone)\W{1,3}"
        r"(?:a|al|alla|ai)\W{1,3}(?:mi[oa]\W{1,3}|nostr[oa]\W{1,3})?(?:figli\w|bimb\w|bambin\w|"
        r"neonat\w|piccol\w)|\b(?:scoss[oa]|scuoto|scosso|trascinat[oa]|minacciat[oa]|spinge|"
        r"uccide|ammazza|buttare|rotto\W{1,3}il\W{1,3}braccio\W{1,3}al)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:mi[oa]\W{1,3}|nostr[oa]\W{1,3}|il\W{1,3}|la\W{1,3}|i\W{1,3})?(?:figli\w|bimb\w|"
        r"bambin\w|neonat\w|piccol\w)\b|\b(?:lascia|lasciat[oa]|tenut[oi]|chius[oi])\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,8}?(?:da\W{1,3}sol[oaie]|sol[oaie]\W{1,3}in|senza\W{1,3}(?:cibo|"
        r"mangiare|cambiarla|cambiarlo)|chius[oi]\W{1,3}in\W{1,3}casa|in\W{1,3}macchina\W{1,3}al"
        r"\W{1,3}sole)\b|\bha\W{1,3}(?:ingoiato|bevuto|trovato)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:pastiglie|candeggina|pistola)\b|\bpassaporto\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?non"
        r"\W{1,3}torna\b|\bsenza\W{1,3}(?:il\W{1,3}mio\W{1,3})?(?:consenso|permesso|dirmi\W{1,3}"
        r"niente)\b|\bnon\W{1,3}(?:li|la|lo)\W{1,3}rivedr\w{1,3}\b|\bnon\W{1,3}mi\W{1,3}dice"
        r"\W{1,3}dove\W{1,3}sono\b|\bha\W{1,3}paura\W{1,3}(?:di\W{1,3}(?:andare|dormire|tornare)"
        r"|del\W{1,3}padre|della\W{1,3}madre)\b|\bsi\W{1,3}nasconde\b|\bla\W{1,3}mamma\W{1,3}"
        r"(?:muore|morira)\b|\bvuole\W{1,3}morire\W{1,3}quando\b|\bstato\W{1,3}menato\b|\bcoperto"
        r"\W{1,3}di\W{1,3}piaghe\b|\b(?:labbra|labbro)\W{1,3}spaccat[eo]\b|\bustione\b",
        negatable=False,
        needs=r"\b(?:figli[oae]?|bimb[oaie]|bambin[oaie]|neonat[oa]|piccol[oaie]|nipot[ei]|"
        r"nipotin[oa]|ragazzi|scuola|asilo|anni)\b",
        veto=PAST + r"|\bcadut[oa]\W{1,3}(?:dalla\W{1,3}bici|dall\W{0,3}altalena)\b|\bpartita\b|"
        r"\ballenament\w|\bgioc\w{1,5}\W{1,3}(?:a|al|alla)\W{1,3}(?:calcio|pallone|lotta)|\bfilm\b",
        keys="picchia|pres|prende|menat|strozz|strangol|stretto|mess|spegne|dato|chius|chiude"
        "|trascinat|fa|scoss|scuoto|spinge|spint|minaccia|tocca|lasciat|lascia|bruciat|ustion"
        "|rotto|ammazza|uccide|tirato|tira|buttare|tenut|ingoiato|bevuto|trovato|passaporto"
        "|senza|rivedr|dice|paura|nasconde|mamma|morire|menato|piaghe|labbr",
    ),
    rule(
        "child.it_more",
        C.CHILD,
        r"\b(?:dato\W{1,3}(?:alla|al|a)|fatto\W{1,3}guidare|guidato\W{1,3}ubriac[oa]|far\W{1,3}"
        r"male\W{1,3}(?:ai|a|al|alla)|portato\W{1,3}(?:via\W{1,3})?|rapito|passaporto\W{1,3}"
        r"(?:dei|di)|ammazzi|uccida|stringere\W{1,3}il\W{1,3}braccio\W{1,3}(?:del|della)|ubriac"
        r"[oa]\W{1,3}fradici[oa]|chius[io]\W{1,3}in\W{1,3}casa\W{1,3}con\W{1,3}lui|preso|"
        r"sbattuto|spinto|strattonato|dato\W{1,3}(?:uno\W{1,3}spintone|uno\W{1,3}schiaffo|un"
        r"\W{1,3}pugno|un\W{1,3}calcio)\W{1,3}a)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:mi[oaie]\W{1,3}"
        r"|il\W{1,3}|la\W{1,3}|i\W{1,3}|nostr[oaie]\W{1,3})?(?:figli\w{0,2}|bimb\w{1,2}|"
        r"bambin\w{1,2}|neonat\w{1,2}|piccol\w{1,2})\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?"
        r"(?:sonniferi|pastiglie|capelli|contro|giu|collo|in\W{1,3}macchina|via|estero|senza|"
        r"non\W{1,3}(?:so|si\W{1,3}trova|rispond)|paura|parta|vendetta|viola|coltello|se\W{1,3}"
        r"lo\W{1,3}lascio|ha\W{1,3}la\W{1,3}testa|palo|strada|trattore|da\W{1,3}sol[oa]|"
        r"all\W{0,3}uscita))|\bl\W{0,3}avrebbe\W{1,3}(?:ammazzat[oa]|uccis[oa])\b|\burla\W{1,3}"
        r"\W?basta\W{1,3}papa\b|\bl\W{0,3}ha\W{1,3}lasciat[oa]\W{1,3}(?:da\W{1,3})?sol[oa]\b|\bsono"
        r"\W{1,3}con\W{1,3}lui\W{1,3}e\W{1,3}lui\W{1,3}e\W{1,3}ubriac[oa]\b",
        negatable=False,
        needs=r"\b(?:figli[oae]?|bimb[oaie]|bambin[oaie]|neonat[oa]|piccol[oaie]|nipot[ei]|"
        r"ragazzi|scuola|asilo|anni)\b",
        veto=PAST + r"|\bpartita\b|\ballenament\w|\bfilm\b|\bgita\b|\bnonn[oa]\W{1,3}(?:li|l"
        r"\W{0,3}ha)\W{1,3}portat",
        keys="dato|fatto|guidato|male|portato|rapito|passaporto|ammazzi|uccida|stringere"
        "|fradici|chius|preso|sbattuto|spinto|strattonato|avrebbe|papa|lasciat|ubriac",
    ),
    # --- Third parties: someone else beaten, threatened, at risk ---------------------------
    rule(
        "violence.it_other",
        C.VIOLENCE,
        r"\b(?:marito|ragazzo|fidanzato|compagno|ex|padre|papa|moglie|ragazza|fidanzata|"
        r"compagna|zio|fratello|convivente|lui)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:la|lo|le|li)"
        r"\W{1,3}(?:sta\W{1,3})?(?:picchia|picchiando|minaccia|minacciando|ammazza|ammazzera|"
        r"uccide|uccidera|strangola|strangolando|violenta|costringe|tocca|spintona|massacra|"
        r"prende\W{1,3}a\W{1,3}(?:pugni|calci|schiaffi)|ha\W{1,3}(?:picchiat[oa]|strangolat[oa]|"
        r"violentat[oa]|buttat[oa]|minacciat[oa]|pres[oa]\W{1,3}a\W{1,3}(?:pugni|calci)|"
        r"accoltellat[oa]|mess[oa]\W{1,3}le\W{1,3}mani\W{1,3}al\W{1,3}collo))\b"
        r"|\b(?:la|lo)\W{1,3}(?:sta\W{1,3})?(?:picchiando|ammazzando|strangolando|uccidendo)\b"
        r"|\b(?:sento|si\W{1,3}sentono|ho\W{1,3}sentito)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:urla|"
        r"colpi|botte|un\W{1,3}tonfo|grida)\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:vicin\w|"
        r"lasciami|aiuto|silenzio|cosa\W{1,3}faccio|che\W{1,3}faccio|ammazz|picchi))"
        r"|\b(?:vicin[oa]|signora|ragazza)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?urla\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:lasciami|aiuto|ogni\W{1,3}notte)|\b(?:la|lo|le|li)\W{1,3}minaccia"
        r"\W{1,3}(?:col|con\W{1,3}(?:il|un|una|la))\W{1,3}(?:coltello|pistola|machete|fucile)"
        r"|\bcon\W{1,3}(?:un|il)\W{1,3}(?:machete|coltello|fucile|pistola)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?(?:la|lo)\W{1,3}cerca\b|\b(?:e|sta)\W{1,3}davanti\W{1,3}a\W{1,3}casa"
        r"\W{1,3}sua\W{1,3}armat[oa]|\bnon\W{1,3}ne\W{1,3}esce\W{1,3}viva\b|\bfaccia\W{1,3}piena"
        r"\W{1,3}di\W{1,3}sangue\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bromanzo\b|\blibro\b",
        keys="marito|ragazz|fidanzat|compagn|ex|padre|papa|moglie|zio|fratello|convivente|lui"
        "|picchiando|ammazzando|strangolando|uccidendo|sento|sentono|sentito|vicin|signora"
        "|minaccia|machete|coltello|fucile|pistola|davanti|viva|sangue",
    ),
    # --- Round 2: families from the train misses ---------------------------------------
    rule(
        "suicide.it_more3",
        C.SUICIDE,
        r"\b(?:non|nn)\W{1,3}merito\W{1,3}di\W{1,3}(?:vivere|esistere|stare\W{1,3}al\W{1,3}mondo|"
        r"essere\W{1,3}viv[oa])\b|\bmorire\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:l\W{0,3}unica|la"
        r"\W{1,3}sola)\W{1,3}(?:soluzione|via|cosa)\b|\b(?:l\W{0,3}unica|la\W{1,3}sola)\W{1,3}"
        r"(?:soluzione|via\W{1,3}d\W{0,3}uscita)\W{1,3}(?:e\W{1,3})?(?:morire|la\W{1,3}morte|"
        r"uccidermi|ammazzarmi|farla\W{1,3}finita)\b|\b(?:abbastanza|quanto\W{1,3}basta)\W{1,3}"
        r"per\W{1,3}(?:non\W{1,3}(?:svegliarmi|risvegliarmi)|morire|farla\W{1,3}finita|"
        r"ammazzarmi|uccidermi)\b|\btanto\W{1,3}vale\W{1,3}(?:morire|farla\W{1,3}finita)\b"
        r"|\bvuoi\W{1,3}che\W{1,3}(?:io\W{1,3})?muoia\b|\b(?:rott[oa]|stuf[oa])\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?di\W{1,3}(?:vivere|esistere)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bpensavo\b",
        keys="merito|morire|unica|sola|abbastanza|basta|vale|muoia|vivere|esistere",
    ),
    rule(
        "suicide.it_goodbye_more4",
        C.SUICIDE,
        r"\b(?:andarmene|andarsene|me\W{1,3}ne\W{1,3}vado)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"(?:per\W{1,3}sempre|dal\W{1,3}mondo|da\W{1,3}questo\W{1,3}mondo)\b(?!\W{1,3}(?:da|dall"
        r"\w{0,2}|dal|in|a|al|alla)\b)|\b(?:domani|stanotte|presto|fra\W{1,3}poco|tra\W{1,3}poco|"
        r"perche)\W{1,3}(?:non|nn)\W{1,3}ci\W{1,3}(?:sono|saro|sara)\W{1,3}piu\b(?!\W{1,3}(?:in|"
        r"a|al|alla|per|qui|su)\b)|\bvoglio\W{1,3}(?:solo\W{1,3})?spegnermi\b|\b(?:non|nn)\W{1,3}"
        r"sentiro\W{1,3}piu\W{1,3}(?:niente|nulla|dolore)\b|\bl\W{0,3}ultima\W{1,3}volta\W{1,3}"
        r"che\W{1,3}(?:vi\W{1,3})?scrivo\b(?!\W{1,3}(?:a|al|alla|su|in|qui)\b)|\bpront[oa]\W{1,3}"
        r"(?:ad|a)\W{1,3}(?:andarmene|morire|farla\W{1,3}finita|lasciare\W{1,3}questo\W{1,3}mondo)"
        r"\b|\bchiudo\W{1,3}(?:i\W{1,3}conti\W{1,3})?con\W{1,3}tutto\W{1,3}e\W{1,3}con\W{1,3}"
        r"tutti\b|\b(?:la\W{1,3})?chiudo\W{1,3}qui\W{1,3}per\W{1,3}sempre\b|\bstasera\W{1,3}la"
        r"\W{1,3}chiudo\b|\b(?:va|andra|andrebbe)\W{1,3}avanti\W{1,3}(?:\w{1,10}\W{1,3})?senza"
        r"\W{1,3}di\W{1,3}me\b|\bse\W{1,3}(?:io\W{1,3})?(?:non|nn)\W{1,3}ci\W{1,3}fossi\b"
        r"|\b(?:non|nn)\W{1,3}c\W{0,3}e\W{1,3}piu\W{1,3}niente\W{1,3}per\W{1,3}me\b|\bper"
        r"\W{1,3}quando\W{1,3}(?:non|nn)\W{1,3}ce\W{1,3}la\W{1,3}(?:faro|faccio)\W{1,3}piu\b"
        r"|\bscritto\W{1,3}addio\b|\bvuole\W{1,3}andare\W{1,3}in\W{1,3}cielo\b"
        r"|\b(?:non|nn)\W{1,3}vuole\W{1,3}piu"
        r"\W{1,3}vivere\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b|\bferie\b|\bcitta\b",
        keys="andarmene|andarsene|vado|sono|saro|sara|spegnermi|sentiro|scrivo|pront|tutti"
        "|sempre|chiudo|avanti|fossi|niente|piu|addio|cielo|morendo|vivere",
    ),
    rule(
        "suicide.it_other_more3",
        C.SUICIDE,
        r"\b(?:si|se)\W{1,3}(?:vuole\W{1,3})?(?:da|dara|e\W{1,3}dato|dare)\W{1,3}fuoco\b"
        r"|\b(?:si|se)\W{1,3}(?:vuole\W{1,3})?(?:butta|buttera|buttare|lancia|mena|getta)\W{1,3}"
        r"(?:a|in|nel|nella|dar|dal|sotto\W{1,3}(?:a|al|un))\W{1,3}(?:mare|fiume|lago|canale|"
        r"acqua|ponte|treno|tram|macchina|camion|\w{2,10}\W{1,3}ponte)\b|\bvuole\W{1,3}(?:"
        r"schiantarsi|buttarsi|lanciarsi|spararsi|impiccarsi|annegarsi|avvelenarsi|uccidersi|"
        r"ammazzarsi|suicidarsi|saltare\W{1,3}giu|farsi\W{1,3}investire|farla\W{1,3}finita)\b"
        r"|\bminacci\w{1,5}\W{1,3}di\W{1,3}(?:buttarsi|uccidersi|ammazzarsi|suicidarsi|"
        r"impiccarsi|spararsi|togliersi\W{1,3}la\W{1,3}vita|farla\W{1,3}finita|tagliarsi|darsi"
        r"\W{1,3}fuoco|schiantarsi|lanciarsi|avvelenarsi)\b|\bsi\W{1,3}(?:fa|fara)\W{1,3}trovare"
        r"\W{1,3}mort[oa]\b|\b(?:ritrovo|troverai|trovi|troverete|trovero)\W{1,3}(?:il\W{1,3}suo|"
        r"il\W{1,3}mio)\W{1,3}cadavere\b|\bsi\W{1,3}ammazza\W{1,3}(?:il\W{1,3}giorno|la\W{1,3}"
        r"sera|la\W{1,3}notte|stanotte|stasera|domani|davanti)\b|\b(?:si|se)\W{1,3}(?:vuole\W{1,3}"
        r")?(?:spara|sparare|sparera)\W{1,3}(?:col|con\W{1,3}(?:il|la|un|una))\W{1,3}(?:fucile|"
        r"pistola|revolver|rivoltella)\b|\b(?:si|se)\W{1,3}(?:vuole|vo|vole)\W{0,3}(?:uccidere|"
        r"ammazzare|ammazza|accidere|suicidare|impiccare|buttare)\b|\b(?:finche|fino\W{1,3}a)"
        r"\W{1,3}(?:(?:non|nn)\W{1,3})?(?:si\W{1,3}schianta|schiantarsi)\b|\bsi\W{1,3}fa\W{1,3}"
        r"saltare\b(?!\W{1,3}(?:i|il|la|le|un|una|gli)\b)|\b(?:sul|sulla)\W{1,3}(?:tetto|"
        r"cornicione|parapetto|ponte|davanzale)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:non|nn)\W{1,3}"
        r"vuole\W{1,3}scendere\b|\b(?:ha\W{1,3}(?:gia\W{1,3})?(?:preso|ingoiato|inghiottito)|"
        r"ingoia|sta\W{1,3}ingoiando|prende|prendera|vuole\W{1,3}prendere)\W{1,3}(?:tutte\W{1,3}|"
        r"tutti\W{1,3})?(?:le|i)\W{1,3}(?:sue\W{1,3}|suoi\W{1,3})?(?:pastiglie|pillole|sonniferi|"
        r"gocce|psicofarmaci|farmaci|medicine|compresse)\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?"
        r"(?:se\b|salv|per\W{1,3}me|nessuno|chiam|colpa|dicendo|insieme|e\W{1,3}(?:non|nn)\W{1,3}"
        r"(?:risponde|vuole|si\W{1,3}sveglia)))|\bha\W{1,3}(?:le|i|tutte\W{1,3}le)\W{1,3}"
        r"(?:pastiglie|pillole|sonniferi|psicofarmaci)\W{1,3}in\W{1,3}mano\b",
        negatable=False,
        veto=PAST.replace(r"\bdiario\b|", "") + "|" + JOKE + r"|\bfilm\b|\bserie\b",
        keys="fuoco|butta|buttera|buttare|lancia|mena|getta|vuole|minacci|trovare|cadavere"
        "|ammazza|spara|sparare|sparera|vo|vole|schianta|schiantarsi|saltare|scendere|preso"
        "|ingoiato|inghiottito|ingoia|ingoiando|prende|prendera|prendere|mano",
    ),
    rule(
        "means.it_more2",
        C.MEANS,
        r"\b(?:pres[oa]|prendo|ingoiat[oa]|ingerit[oa]|mandat[oa]\W{1,3}giu|calat[oa]|fatt[oa])"
        r"\W{1,3}(?:il\W{1,3})?(?:doppio|triplo|quadruplo)\W{1,3}(?:della\W{1,3}dose|delle\W{1,3}"
        r"(?:pastiglie|pillole|gocce)|dei\W{1,3}(?:sonniferi|farmaci))\b|\b(?:pres[oa]|ingoiat"
        r"[oa]|ingerit[oa]|mandat[oa]\W{1,3}giu|calat[oa]|fatt[oa])\W{1,3}(?:una|un)\W{1,3}"
        r"(?:quantita|dose|sacco|mucchio|marea)\W{1,3}(?:\w{1,10}\W{1,3})?(?:di|de)\W{1,3}"
        r"(?:" + PILLS + r"|keta|roba|droga|coca)\b|\b(?:una\W{1,3})?(?:decina|quindicina|"
        r"ventina|trentina|quarantina|cinquantina|sessantina|centinaio)\W{1,3}(?:di\W{1,3})?"
        r"(?:" + PILLS + r")\b|\besagerat[oa]\W{1,3}(?:\w{1,8}\W{1,3})?con\W{1,3}(?:le|la|i|il|"
        r"gli|l)\W{0,3}(?:" + DRUGS + r"|roba|droga|farmaci|medicine)\b|\b(?:mi\W{1,3}sono|me"
        r"\W{1,3}so)\W{1,3}calat[oa]\W{1,3}troppo\b|\bdose\W{1,3}enorme\b|\b(?:bevuto|mandat[oa]"
        r"\W{1,3}giu|scolat[oa]|svuotat[oa]|mischiat[oa]|mescolat[oa]|fatt[oa]\W{1,3}fuori)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?" + ALCOHOL + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?"
        r"(?:con|e|poi|insieme\W{1,3}a|piu)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:" + DRUGS + r")\b"
        r"|\bmischiat[oa]\W{1,3}(?:" + DRUGS + r"|" + ALCOHOL[3:-1] + r")\W{1,3}(?:e|con)\W{1,3}"
        r"(?:" + DRUGS + r"|" + ALCOHOL[3:-1] + r")\b|" + ALCOHOL + r"\W{1,4}(?:\w{1,10}\W{1,4})"
        r"{0,3}?(?:" + DRUGS + r")\W{1,3}(?:\w{1,3}\W{1,3})?(?:insieme|nzieme)\b|\bho\W{1,3}"
        r"(?:una|la\W{1,3}mia)\W{1,3}scorta\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:di\W{1,3})?"
        r"(?:" + DRUGS + r"|farmac\w{1,3}|medicin\w{1,3}))|\b(?:" + DRUGS + r"|farmac\w{1,3}|"
        r"medicin\w{1,3})\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:ho\W{1,3}una\W{1,3}scorta|(?:le|li)"
        r"\W{1,3}(?:conservo|nascondo|accumulo|metto\W{1,3}da\W{1,3}parte|tengo\W{1,3}da\W{1,3}"
        r"parte))\b|\b(?:nascondo|accumulo|conservo|metto\W{1,3}da\W{1,3}parte)\W{1,3}(?:le|i|"
        r"tutte\W{1,3}le|tutti\W{1,3}i)\W{1,3}(?:" + DRUGS + r"|farmac\w{1,3}|medicin\w{1,3})\b"
        r"|\b(?:siring\w{1,3}|flacon\w{1,3}|pastigli\w{1,3}|pillol\w{1,3})\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?pront[eio]\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:so\W{1,3}quanto|quanto"
        r"\W{1,3}basta|stasera|stanotte|per\W{1,3}me))|\b(?:messo|messe|sparso|sparse|"
        r"allineat[oea]|svuotat[oa])\W{1,3}(?:sul|sulla|in|nel)\W{1,3}(?:letto|tavolo|comodino|"
        r"piatto|scrivania)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:le|i|tutte\W{1,3}le)\W{1,3}(?:"
        + PILLS
        + r")\b|\b(?:pastiglie|pillole|compresse)\W{1,3}(?:tutte\W{1,3})?fuori\W{1,3}dal\W{1,3}"
        r"blister\b|\b(?:" + PILLS + r")\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:tutte\W{1,3})?apert[eio]"
        r"\W{1,3}davanti\W{1,3}a\W{1,3}me\b|\bveleno\W{1,3}(?:per\W{1,3}(?:topi|ratti)\W{1,3})?"
        r"(?:nel|in\W{1,3}un|nella)\W{1,3}(?:bicchiere|tazza|caffe|acqua|bottiglia)\b|\b(?:"
        + DRUGS
        + r"|insulin\w|farmaci|roba|keta)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?apposta\b|\bsvenut[oa]"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:bevuto|preso\W{1,3}(?:qualcosa|delle|le|tutte)|"
        r"pillol|pastigl|droga)",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bper\W{1,3}sbaglio\b|\bdrama\b|\bserie\b|\bpizza\b",
        keys=PILL_KEYS + "|doppio|triplo|quadruplo|quantita|dose|sacco|mucchio|marea|keta|roba"
        "|droga|coca|decina|quindicina|ventina|trentina|quarantina|cinquantina|sessantina"
        "|centinaio|esagerat|calat|enorme|mischiat|scorta|siring|blister|apert|veleno|apposta"
        "|svenut|insulin|farmaci|medicine|pasticche",
    ),
    rule(
        "means.it_effects",
        C.MEANS,
        r"\b(?:"
        + DRUGS
        + r"|roba|droga|keta|farmaci)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:"
        + EFFECTS
        + r")|\b(?:"
        + EFFECTS
        + r")\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:dopo|per|con)\W{1,3}(?:le|"
        r"i|la|il|quelle|quei|gli)\W{1,3}(?:" + DRUGS + r"|roba|droga|keta|farmaci)\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bprescri\w{1,6}\b|\binfluenza\b|\bfebbre\b",
        keys=PILL_KEYS + "|roba|droga|keta|farmaci|pasticche|coca",
    ),
    rule(
        "self_harm.it_more2",
        C.SELF_HARM,
        r"\b(?:battut[oa]|sbattut[oa]|picchiat[oa]|dato\W{1,3}(?:un\W{1,3}pugno|una\W{1,3}"
        r"testata|una\W{1,3}capocciata|dei\W{1,3}pugni)|pres[oa]\W{1,3}a\W{1,3}(?:pugni|testate|"
        r"martellate|morsi)|messo\W{1,3}la\W{1,3}mano|grattat[oa]|graffiat[oa]|bruciat[oa]|"
        r"rimast[oa]\W{1,3}sotto\W{1,3}l\W{0,3}acqua\W{1,3}(?:gelata|bollente|fredda)|inciso|"
        r"tagliat[oa]|morsicat[oa]|tirato\W{1,3}un\W{1,3}pugno|spent[oa]\W{1,3}(?:la|una)\W{1,3}"
        r"sigarett\w)\W{1,3}(?:\w{1,12}\W{1,3}){0,7}?(?:apposta|per\W{1,3}farmi\W{1,3}male|"
        r"volevo\W{1,3}farmi\W{1,3}male|finche\W{1,3}(?:(?:non|nn)\W{1,3})?(?:mi\W{1,3}e\W{1,3}"
        r"uscit[oa]\W{1,3}sangue|sanguin\w{1,6}|era\W{1,3}tutt[oa]\W{1,3}ross[oa]|tremavo|ho"
        r"\W{1,3}sentito)|e\W{1,3}ho\W{1,3}continuato|e\W{1,3}l\W{0,3}ho\W{1,3}(?:lasciat[oa]|"
        r"tenut[oa])\W{1,3}li)|\bho\W{1,3}messo\W{1,3}la\W{1,3}mano\W{1,3}(?:sul|sulla|nel|"
        r"nella)\W{1,3}(?:fornello|piastra|fuoco|fiamma|ferro\W{1,3}da\W{1,3}stiro|stufa|forno)"
        r"\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:acces|lasciat|tenut|apposta))|\b(?:mano|dita|"
        r"braccio)\W{1,3}nella\W{1,3}porta\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:e\W{1,3})?l\W{0,3}ho"
        r"\W{1,3}chius[ao]\b|\b(?:tirato|dato)\W{1,3}un\W{1,3}pugno\W{1,3}(?:allo\W{1,3}specchio|"
        r"al\W{1,3}vetro|nel\W{1,3}vetro|alla\W{1,3}finestra|al\W{1,3}muro)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,6}?(?:mano\W{1,3}(?:tagliat|gonfi|rott|sanguin)|vetri\W{1,3}nella\W{1,3}"
        r"mano|sangue|sanguin)|\bpres[oa]\W{1,3}a\W{1,3}(?:pugni|testate)\W{1,3}(?:il|la|lo)"
        r"\W{1,3}(?:muro|porta|volante|specchio)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:continuato|"
        r"apposta|sangue|finche|gonfi|rott|bernoccolo|farmi\W{1,3}male)|\bmi\W{1,3}sono\W{1,3}"
        r"pres[oa]\W{1,3}a\W{1,3}(?:martellate|pugni|testate|morsi)\b|\bmi\W{1,3}sono\W{1,3}"
        r"spent[oa]\W{1,3}(?:la\W{1,3}|una\W{1,3})?sigarett\w|\binciso\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,3}?(?:sul|sulla|nel|nella)\W{1,3}(?:braccio|polso|pelle|coscia|gamba|pancia|mano)\b"
        r"|\bmi\W{1,3}tagliavo\b\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:rifatto|ricominciat\w|di"
        r"\W{1,3}nuovo|ricadut\w)|\b(?:lametta|lamette|lama|rasoio|taglierino)\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?(?:la|le|lo)\W{1,3}uso\W{1,3}(?:tutte|ogni|di\W{1,3}nuovo|ancora)\b"
        r"|\btagli\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:sempre\W{1,3})?piu\W{1,3}profondi\b"
        r"|\b(?:capocciat\w|testat\w)\W{1,3}(?:ar|al|contro\W{1,3}il)\W{1,3}muro\b",
        negatable=False,
        veto=PAST + r"|\bper\W{1,3}sbaglio\b|\bincidente\b|\bcucinand\w|\bgatt[oa]\b",
        keys="battut|sbattut|picchiat|pugno|testata|capocciata|pugni|testate|martellate|morsi"
        "|mano|grattat|graffiat|bruciat|acqua|inciso|tagliat|morsicat|sigarett|porta|tagliavo"
        "|lametta|lamette|lama|rasoio|taglierino|profondi|capocciat|testat",
    ),
    rule(
        "threat.it_more3",
        C.THREAT,
        r"\b(?:ammazza|uccide|ammazzera|uccidera|sgozza|accoltella)\W{1,3}(?:pure\W{1,3}|anche"
        r"\W{1,3}|prima\W{1,3})?me\b|\b(?:ammazza|uccide|ammazzera|uccidera)\W{1,3}(?:tutt[ei]"
        r"\W{1,3}e\W{1,3}due|tutt[ei]\W{1,3}(?:e\W{1,3})?tre|entramb[ei])\b|\b(?:non|nn)\W{1,3}"
        r"(?:arrivo|arrivi|arriverai|arrivera|ci\W{1,3}arrivo|ci\W{1,3}arrivi)\W{1,3}viv[oa]\b"
        r"|\b(?:non|nn)\W{1,3}(?:vivo|vivi|vivrai|vivro|vivra)\W{1,3}(?:\w{1,8}\W{1,3})?per"
        r"\W{1,3}raccontarlo\b|\b(?:stanotte|stasera|domani|oggi)\W{1,3}muori\b(?!\W{1,3}(?:dal|"
        r"di|dalle)\b)|\bprossima\W{1,3}volta\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:non|nn)\W{1,3}"
        r"(?:ti\W{1,3}rialzi|ti\W{1,3}rialzerai|sbaglio|sbaglia|sbagliero|sbagliera|la\W{1,3}"
        r"scampi|ti\W{1,3}salvi|te\W{1,3}la\W{1,3}cavi|ti\W{1,3}va\W{1,3}cosi\W{1,3}bene)\b"
        r"|\b(?:non|nn)\W{1,3}(?:sbaglio|sbaglia|sbagliero|sbagliera)\W{1,3}(?:la\W{1,3}mira|"
        r"il\W{1,3}colpo)\b|\bsei\W{1,3}finit[oa]\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?ti\W{1,3}"
        r"(?:vengo|veniamo)\W{1,3}a\W{1,3}prendere\b|\b(?:mi|ti)\W{1,3}(?:mette|mettera|metto|"
        r"mettero|investe|investira|investo)\W{1,3}sotto\W{1,3}con\W{1,3}(?:la\W{1,3}macchina|"
        r"l\W{0,3}auto|la\W{1,3}moto)\b|\bvedermi\W{1,3}mort[oa]\b|\b(?:non|nn)\W{1,3}(?:sarai|"
        r"saro|sara)\W{1,3}di\W{1,3}nessun[oa]\b|\bo\W{1,3}mia\W{1,3}o\W{1,3}di\W{1,3}nessun[oa]"
        r"\b|\b(?:mi|ti)\W{1,3}(?:butta|buttera|butto|buttero)\W{1,3}(?:giu\W{1,3})?(?:dalle"
        r"\W{1,3}scale|dal\W{1,3}balcone|dalla\W{1,3}finestra)\b|\b(?:me|te)\W{1,3}(?:ammazza|"
        r"accide|fa\W{1,3}la\W{1,3}pelle|faccio\W{1,3}la\W{1,3}pelle|mena|menera|deve\W{1,3}"
        r"sistema|ammazzo|accido)\b(?!\W{1,3}(?:di|dal|dalle|dalla)\b)|\bm\W{0,3}accide\b"
        r"|\b(?:dire|dirmi|detto|dice|scritto|scrive)\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:mi|ti)"
        r"\W{1,3}(?:fara|fa|faro|faccio)\W{1,3}(?:del\W{1,3})?male\W{1,3}(?:fisic\w|sul\W{1,3}"
        r"serio|davvero)\b|\b(?:non|nn)\W{1,3}(?:lo|la|li|le)\W{1,3}(?:vedrai|vedro|rivedrai|"
        r"rivedro|rivedi|vedi)\W{1,3}piu\W{1,3}viv[oaie]\b|\b(?:figli\w{0,2}|bambin\w|bimb\w|"
        r"piccol\w)\W{1,3}(?:\w{1,3}\W{1,3})?(?:avra|potrebbe\W{1,3}avere|avranno)\W{1,3}un"
        r"\W{1,3}incidente\b|\bpotrebbe\W{1,3}(?:non|nn)\W{1,3}(?:svegliarsi|risvegliarsi|"
        r"tornare)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\bfilm\b|\bserie\b|\bpartita\b",
        keys="ammazza|uccide|ammazzera|uccidera|sgozza|accoltella|viv|raccontarlo|muori"
        "|volta|sbaglio|sbaglia|sbagliero|sbagliera|finit|sotto|mort|nessun|butta|buttera|butto"
        "|buttero|accide|pelle|mena|menera|sistema|ammazzo|accido|male|incidente|potrebbe",
    ),
    rule(
        "threat.it_pets_weapons",
        C.THREAT,
        r"\b(?:lo|la|li|le|l)\W{0,3}(?:ammazza|uccide|ammazzera|uccidera|ammazzo|uccido|"
        r"ammazzero|uccidero|avveleno|avvelena|avvelenera)\b(?!\W{1,3}(?:di|dalle|con)\b)|\b(?:questa|questo|quella|quello)"
        r"\W{1,3}e\W{1,3}per\W{1,3}te\b",
        negatable=False,
        needs=r"\b(?:gatt[oia]|can[ei]|cagnolin[oa]|micio|micia|cucciol[oi]|pistol\w|coltell\w|"
        r"proiettil\w|fucil\w|martell\w|pallottol\w)\b",
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bzanzar\w|\bpulci\b|\bzecch\w",
        keys="ammazza|uccide|ammazzera|uccidera|ammazzo|uccido|ammazzero|uccidero|avveleno"
        "|avvelena|avvelenera|te",
    ),
    rule(
        "threat.it_gentle",
        C.THREAT,
        r"\b(?:trova|trovera|trovo|trovero|ti\W{1,3}trova|ci\W{1,3}trova)\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,4}?(?:in\W{1,3}capo\W{1,3}al\W{1,3}mondo|ovunque\W{1,3}(?:tu\W{1,3})?(?:vada|andrai|"
        r"scappi|sia|ti\W{1,3}nascondi))\b|\b(?:finisco|finisci|finirai|finira)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:al|in)\W{1,3}(?:cimitero|obitorio|una\W{1,3}bara)\b|\bsi\W{1,3}"
        r"vendic\w{1,4}\b",
        gentle=True,
        negatable=False,
        needs=r"\b(?:detto|dice|dicendo|scritto|scrive|minacci\w{1,6}|urlato|messaggio|vocale)\b",
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bpartita\b|\bromanzo\b|\blibro\b",
        keys="mondo|ovunque|cimitero|obitorio|bara|vendic",
    ),
    rule(
        "stalking.it_more3",
        C.STALKING,
        r"\b(?:guarda|guardare|fissa|fissare|osserva|osservare|spia|spiare)\W{1,3}(?:la\W{1,3}"
        r"mia\W{1,3}finestra|le\W{1,3}mie\W{1,3}finestre|dentro\W{1,3}(?:casa\W{1,3}mia|il\W{1,3}"
        r"negozio|il\W{1,3}locale))\b|\bsi\W{1,2}apposta\W{1,3}(?:fuori|davanti|sotto|dietro|"
        r"vicino|all|al|alla|nel|nella|in)\b|\bsa\W{1,3}(?:i\W{1,3}miei\W{1,3}(?:turni|orari|"
        r"spostamenti)|sempre\W{1,3}dove\W{1,3}(?:sono|vado))\b|\bsapeva\W{1,3}(?:che\W{1,3}ero|"
        r"dove\W{1,3}ero)\b|\b(?:non|nn)\W{1,3}doveva\W{1,3}sapere\b|\bsi\W{1,3}(?:e\W{1,3})?"
        r"(?:presentat[oa]|presenta|fa\W{1,3}vedere|e\W{1,3}fatt[oa]\W{1,3}vedere|fatt[oa]"
        r"\W{1,3}vedere|iscritt[oa])\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:al|alla|allo|nel|nella|"
        r"sotto|davanti|fuori|in|a)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:dove\W{1,3}(?:lavoro|vado|"
        r"abito|vivo|sto|faccio|gioca|studio)|mi[oa]\W{1,3}stess[oa])\b"
        r"|\bpassa\W{1,3}e\W{1,3}ripassa\b|\bpassat[oa]\W{1,3}davanti\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,4}?\d{1,3}\W{1,3}volte\b|\bchied\w{1,5}\W{1,3}di\W{1,3}me\W{1,3}(?:a|ai|alle|al|"
        r"alla)\W{1,3}(?:mie[i]?\W{1,3}|mia\W{1,3}|mio\W{1,3})?(?:colleg\w{1,3}|amic\w{1,3}|"
        r"vicin\w{1,3}|genitori|parenti)\b|\b(?:chiesto|chiede)\W{1,3}(?:a|ai|alle)\W{1,3}(?:miei"
        r"|mie)\W{1,3}\w{3,10}\W{1,3}(?:di\W{1,3})?(?:mandargli|dirgli|passargli)\b|\b(?:blocco|"
        r"bloccato|blocchi)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:ne\W{1,3}(?:apre|crea|fa)\W{1,3}"
        r"(?:un\W{1,3})?(?:altro|altri|nuovo|nuovi)|(?:apre|crea)\W{1,3}(?:un\W{1,3})?(?:altro|"
        r"nuovo)\W{1,3}(?:profilo|account|numero))\b|\b(?:indirizzi|numeri|profili|account)\W{1,3}(?:sempre\W{1,3})?"
        r"(?:divers[oi]|nuovi)\b|\bi\W{1,3}miei\W{1,3}spostamenti\b|\bdove\W{1,3}(?:ero\W{1,3}"
        r"stat[oa]|l\W{0,3}ho\W{1,3}parcheggiat[oa])\b|\bperche\W{1,3}hai\W{1,3}cambiato\W{1,3}"
        r"(?:strada|percorso|orario|palestra)\b|\b(?:screenshot|foto)\W{1,3}(?:\w{1,6}\W{1,3})"
        r"{0,2}?della\W{1,3}mia\W{1,3}posizione\b|\bposizione\W{1,3}della\W{1,3}casa\W{1,3}dove"
        r"\b|\bmia\W{1,3}posizione\W{1,3}(?:live|in\W{1,3}tempo\W{1,3}reale|di\W{1,3}google)\b"
        r"|\bper\W{1,3}(?:vedere|sapere)\W{1,3}dove\W{1,3}(?:sono|vado|mi\W{1,3}trovo)\b|\b(?:non|"
        r"nn)\W{1,3}ho\W{1,3}(?:detto|dato)\W{1,3}(?:a\W{1,3}nessuno\W{1,3})?(?:l\W{0,3}indirizzo|"
        r"il\W{1,3}nuovo\W{1,3}indirizzo)\b|\bche\W{1,3}nessuno\W{1,3}conosce\b|\b(?:fatto\W{1,3}"
        r"arrivare|mandato)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?al\W{1,3}(?:mio\W{1,3})?nuovo\W{1,3}"
        r"indirizzo\b|\b(?:nuova\W{1,3}casa|casa\W{1,3}nuova)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?"
        r"(?:lui|e|ha)\W{1,3}(?:ha\W{1,3})?gia\W{1,3}(?:mandato|trovat[oa]|qui|arrivat[oa])\b"
        r"|\b(?:trasferit[oa]|cambiato\W{1,3}(?:casa|citta))\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:e"
        r"\W{1,3}gia\W{1,3}qui|mi\W{1,3}ha\W{1,3}(?:gia\W{1,3})?trovat[oa]|l\W{0,3}ho\W{1,3}"
        r"(?:gia\W{1,3})?visto|gia\W{1,3}(?:mandato|arrivat))|\b(?:trasferit[oa]|venut[oa]\W{1,3}"
        r"a\W{1,3}vivere)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:nel\W{1,3}mio\W{1,3}(?:stesso\W{1,3})?"
        r"(?:quartiere|palazzo|paese)|a\W{1,3}due\W{1,3}(?:vie|passi|strade|minuti)\W{1,3}da\W{1,3}"
        r"(?:me|casa\W{1,3}mia))\b|\bmi\W{1,3}fa\W{1,3}(?:seguire|controllare|spiare|pedinare)\b"
        r"|\b(?:e|sta)\W{1,3}sempre\W{1,3}dietro\W{1,3}(?:di\W{1,3}me|la\W{1,3}mia|alla\W{1,3}"
        r"mia)\b|\b(?:fotografat[oa]|filmat[oa]|registrat[oa])\W{1,3}di\W{1,3}nascosto\b|\b(?:"
        r"aggeggio|dispositivo|gps|localizzatore|scatolina|airtag|lucina)\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,2}?(?:attaccat[oa]|nascost[oa]|calamitat[oa])\W{1,3}(?:sotto|dietro|dentro|nel|nella|"
        r"al|alla)\b|\b(?:collegat[oa]|connesso)\W{1,3}al\W{1,3}suo\W{1,3}(?:account|telefono|"
        r"cellulare)\b|\bwhatsapp\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:apert[ae]|collegat[oa]|"
        r"attiv[oa])\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?su\W{1,3}un\W{1,3}(?:pc|computer|telefono|"
        r"dispositivo)\b|\b(?:citofono|campanello)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?suona\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,3}?(?:di\W{1,3}notte|alle\W{1,3}\d)|\bbussano\W{1,3}(?:\w{1,8}"
        r"\W{1,3})?di\W{1,3}notte\b|\b(?:chiama|chiamate)\W{1,3}(?:\w{1,10}\W{1,3}){0,8}?e\W{1,3}"
        r"(?:respira|(?:non|nn)\W{1,3}parla)\b|\bmi\W{1,3}lascia\W{1,3}(?:cose|fiori|regali|"
        r"biglietti|lettere|bigliettini)\W{1,3}(?:davanti|sulla|sul|fuori|nella)\b|\b(?:lo|la)"
        r"\W{1,3}(?:vedo|trovo|ritrovo|incontro)\W{1,3}(?:sempre\W{1,3})?(?:fuori|davanti|sotto)"
        r"\W{1,3}(?:da|dal|dalla|dallo|dai|al|alla|a|l)\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?"
        r"(?:anche\W{1,3}quando|ogni|sempre|di\W{1,3}nuovo|ancora|guarda|mi\W{1,3}fissa))|\b(?:"
        r"ogni|tutte\W{1,3}le|tutti\W{1,3}i)\W{1,3}\w{3,10}\W{1,3}(?:lo|la)\W{1,3}(?:vedo|trovo)"
        r"\W{1,3}(?:\w{1,6}\W{1,3})?(?:fuori|davanti|sotto)\b|\bdivieto\W{1,3}di\W{1,3}"
        r"avvicinamento\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:ma|eppure|pero)\b|\bseguit[oa]\W{1,3}"
        r"fino\W{1,3}a\W{1,3}casa\b|\bsi\W{1,3}siede\W{1,3}a\W{1,3}fissarmi\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bgatt[oa]\b|\bcane\b",
        keys="guarda|guardare|fissa|fissare|osserva|osservare|spia|spiare|apposta|sa|sapeva"
        "|doveva|presentat|presenta|vedere|iscritt|ripassa|volte|chied|chiesto|blocco"
        "|bloccato|blocchi|profil|account|indirizzi|numeri|profili|spostamenti|stat|parcheggiat"
        "|cambiato|posizione|dove|indirizzo|conosce|nuova|trasferit|vivere|seguire|controllare"
        "|pedinare|dietro|nascosto|attaccat|nascost|calamitat|collegat|connesso|whatsapp"
        "|suona|bussano|respira|parla|lascia|vedo|trovo|ritrovo|incontro|avvicinamento|casa"
        "|fissarmi",
    ),
    rule(
        "stalking.it_presence",
        C.STALKING,
        r"\b(?:sta|e|lo\W{1,3}vedo|l\W{0,3}ho\W{1,3}visto|c\W{0,3}e\W{1,3}lui|macchina\W{1,3}e|era)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:sotto\W{1,3}(?:casa|(?:\W?o\W{1,3}|il\W{1,3}|"
        r"al\W{1,3}|l\W{0,3})?(?:palazzo|ufficio|lavoro|portone))|fuori\W{1,3}(?:dal|dalla|da|"
        r"dallo|dai)\W{1,3}(?:mi[oa]\W{1,3})?\w{2,12}\W{1,3}(?:dove|mi[oa])\b|fuori\W{1,3}(?:dal|"
        r"dalla)\W{1,3}mi[oa]|davanti\W{1,3}(?:a\W{1,3}casa\W{1,3}mia|al\W{1,3}(?:mio\W{1,3})?"
        r"(?:portone|negozio|ufficio|lavoro|cancello)|alla\W{1,3}mia))\b",
        gentle=True,
        negatable=False,
        needs=r"\bda\W{1,3}(?:\w{1,5}\W{1,3})?(?:ore|\w{2,4}\W{1,3}ore|mezz\W{0,3}ora)\b|\bogni"
        r"\W{1,3}(?:sera|mattina|giorno|notte|volta|sabato|domenica|venerdi)\b|\bsempre\b"
        r"|\bdi\W{1,3}nuovo\b|\btutte\W{1,3}le\W{1,3}(?:mattine|sere|notti)\b|\bcon\W{1,3}lui"
        r"\W{1,3}dentro\b|\baspett\w{1,4}\b|\bfino\W{1,3}alla\W{1,3}chiusura\b|\bmi\W{1,3}fissa"
        r"\b|\bguarda\b|\b(?:non|nn)\W{1,3}se\W{1,3}ne\W{1,3}va\b|\bieri\b|\bgia\b|\bdi\W{1,3}notte\b|\balle\W{1,3}\d",
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\bcorriere\b|\bpacco\b|\bamazon\b"
        r"|\btaxi\b|\bidraulico\b|\btecnico\b|\bamic[oaie]\b",
        keys="sotto|fuori|davanti",
    ),
    rule(
        "emergency.it_more3",
        C.EMERGENCY,
        r"\b(?:batte|picchia|bussa|colpisce)\W{1,3}(?:sul|contro\W{1,3}il)\W{1,3}finestrino\b"
        r"|\bsta\W{1,3}(?:rompendo|spaccando|sfondando)\W{1,3}(?:i\W{1,3}vetri|il\W{1,3}vetro|il"
        r"\W{1,3}finestrino|la\W{1,3}porta|la\W{1,3}macchina|il\W{1,3}portone)\b|\bmi\W{1,3}sta"
        r"\W{1,3}(?:tallonando|inseguendo)\b|\b(?:sta\W{1,3}dando|ha\W{1,3}(?:appena\W{1,3})?dato|"
        r"da)\W{1,3}fuoco\W{1,3}(?:alle\W{1,3}mie|alla\W{1,3}(?:mia|porta|casa|macchina)|al\W{1,3}"
        r"(?:mio|portone|cancello)|ai\W{1,3}miei|a\W{1,3}casa)\b|\b(?:lui|lei|e|sta|arrivat[oa]|"
        r"venut[oa])\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:col|con\W{1,3}(?:il|un|la|una))\W{1,3}"
        r"(?:coltello|pistola|fucile|machete|accetta|ascia|spranga|tanica|bastone\W{1,3}in\W{1,3}"
        r"mano)\b|\btanica\W{1,3}(?:di\W{1,3})?benzina\b|\bporta\W{1,3}bloccata\W{1,3}(?:con|"
        r"dalla)\W{1,3}(?:una\W{1,3}|la\W{1,3})?sedia\b|\b(?:e|sta)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:nell\W{0,3}androne|sulle\W{1,3}scale|sul\W{1,3}pianerottolo|(?:qua|qui|li|cca|ca)"
        r"\W{1,3}(?:fuori|fore)|fore)\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:urla\w{0,3}|bussa|"
        r"aiut\w{1,6}|ubriac\w|mbriac\w|armat\w|non\W{1,3}se\W{1,3}ne\W{1,3}va|aspetta|"
        r"spaccat\w|rott[oa]|chiamando|polizia|campanello|finche|tuzzulia\w{1,4}))"
        r"|\b(?:chiamando|chiamato\W{1,3}(?:il\W{1,3})?(?:112|113))\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?"
        r"(?:lui|e)\W{1,3}(?:e\W{1,3})?(?:nell\W{0,3}androne|qui|qua|fuori|sotto|alla\W{1,3}porta)"
        r"\b|\be\W{1,3}entrat[oa]\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?mi\W{1,3}sta\W{1,3}cercando\b|\b(?:sono|sto|stongo|so|mi\W{1,3}sono)\W{1,3}"
        r"(?:chius[oa]|nascost[oa]|annascost[oa])\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?(?:nel|nella|"
        r"in|int|dentro)\b(?=\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:lui|isso|e\W{1,3}entrat|cercando|"
        r"fuori|fore|ubriac|mbriac))|\bchiudermi\W{1,3}dentro\b|\bmi\W{1,3}ha\W{1,3}chius[oa]"
        r"\W{1,3}dentro\b|\be\W{1,3}(?:appena\W{1,3})?entrat[oa]\W{1,3}(?:dal\W{1,3}garage|dalla"
        r"\W{1,3}cantina|dal\W{1,3}retro|nel\W{1,3}(?:bar|locale|negozio)\W{1,3}dove\W{1,3}"
        r"(?:sto|lavoro|sono))\b|\bprende\W{1,3}a\W{1,3}(?:pugni|calci|spallate)\W{1,3}(?:il|la)"
        r"\W{1,3}(?:portone|porta|cancello|finestra|finestrino)\b|\bse\W{1,3}(?:non|nn)\W{1,3}"
        r"(?:mi\W{1,3}(?:senti|sentite|faccio\W{1,3}viv[oa])|ti\W{1,3}(?:scrivo|chiamo|richiamo)|"
        r"vi\W{1,3}(?:scrivo|chiamo))\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:chiama|chiamate|avvisa|"
        r"avvisate)\W{1,3}(?:qualcuno|la\W{1,3}polizia|i\W{1,3}carabinieri|il\W{1,3}11[23])\b"
        r"|\bse\W{1,3}(?:non|nn)\W{1,3}ti\W{1,3}rivedo\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?sappi\b"
        r"|\bcon\W{1,3}me\W{1,3}dentro\b(?=\W{0,3}$|\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:aiut|sta|"
        r"rompe|spacca|urla))|\b(?:adesso|ora)\W{1,3}(?:adesso\W{1,3}|ora\W{1,3})?e\W{1,3}fuori"
        r"\W{1,3}dalla\W{1,3}camera\b|\bcome\W{1,3}ha\W{1,3}fatto\W{1,3}a\W{1,3}trovarmi\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bcucin\w{1,4}\b(?!\W{1,3}(?:e|con|io\W{1,3}sono))|\bcarne\b"
        r"|\bpane\b|\bverdur\w|\bbistecc\w|\baffett\w|\bsbucci\w|\bfilm\b|\bserie\b|\bcaccia\b"
        r"|\bpoligono\b|\bgioc\w{1,5}\b|\bpartita\b|\bcorriere\b|\bpacco\b|\bamazon\b",
        keys="finestrino|rompendo|spaccando|sfondando|tallonando|inseguendo|fuoco|coltello"
        "|pistola|fucile|machete|accetta|ascia|spranga|bastone|tanica|benzina|bloccata|androne|scale|pianerottolo|fuori|fore|chiamando|chiamato"
        "|cercando|chius|nascost|annascost|chiudermi|entrat|prende|rivedo|dentro|camera"
        "|trovarmi",
    ),
    rule(
        "child.it_more2",
        C.CHILD,
        r"\b(?:papa|padre|patrigno|compagn[oa]\W{1,3}(?:del|della|dello|di\W{1,3}(?:sua|mia|"
        r"tua))\W{1,3}(?:padre|madre|mamma|papa)|fidanzat[oa]\W{1,3}(?:della|del|di\W{1,3}(?:sua|"
        r"mia))\W{1,3}(?:madre|mamma|padre|papa)|nuovo\W{1,3}(?:compagno|fidanzato|marito)\W{1,3}"
        r"(?:di|della)\W{1,3}(?:mia\W{1,3}ex|sua\W{1,3}madre|mia\W{1,3}madre|mia\W{1,3}sorella)|"
        r"zio|nonno|mio\W{1,3}ex|mia\W{1,3}ex)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:l[aoi]|gli|le|"
        r"l(?=\W{0,3}ha))\W{0,3}(?:ha\W{1,3}|hanno\W{1,3})?(?:fa\W{1,3}male|"
        r"fatto\W{1,3}male|mostra\W{1,3}(?:video|foto)|fa\W{1,3}vedere\W{1,3}(?:video|foto)|manda"
        r"\W{1,3}(?:messaggi|foto)\W{1,3}strani|picchia|picchiat[oa]|(?:chiude|chius[oa])\W{1,3}"
        r"(?:nella|nello|nel|in|fuori|a\W{1,3}chiave)|stringe\W{1,3}(?:il|al)\W{1,3}collo|strozza|soffoca|colpit[oa]\W{1,3}in\W{1,3}(?:faccia|testa)|scuote|dorme\W{1,3}nel"
        r"\W{1,3}suo\W{1,3}letto)\b|\b(?:papa|padre|patrigno|compagn[oa]|fidanzat[oa]|zio|nonno|mio"
        r"\W{1,3}ex)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:l[aoi]|l(?=\W{0,3}ha))\W{0,3}(?:ha\W{1,3})?"
        r"(?:tocca|toccat[oa])\b|\b(?:video|foto)\W{1,3}porno\b|\bpornografi\w|\bminacciat"
        r"[oa]\W{1,3}di\W{1,3}(?:portare\W{1,3}via|portarsi|portare|prendere|rapire)\W{1,3}(?:i|"
        r"il|la|le|mi[oa]|mie[i]?|nostr[oaie])\W{1,3}(?:bambin\w|figli\w|bimb\w|piccol\w)\b"
        r"|\bfa\W{1,3}bere\W{1,3}(?:alcol|vino|birra|superalcolici|whisky|vodka|grappa)\W{1,3}"
        r"(?:a|al|alla|ai)\b|\b(?:non|nn)\W{1,3}(?:le|gli|li)\W{1,3}da\W{1,3}da\W{1,3}mangiare\b"
        r"|\bsenza\W{1,3}mangiare\W{1,3}da\W{1,3}(?:due|tre|quattro|\d{1,2})\W{1,3}giorni\b"
        r"|\b(?:non|nn)\W{1,3}l\W{0,3}ha\W{1,3}portat[oa]\W{1,3}(?:in|all)\W{0,3}ospedale\b"
        r"|\blasciat[oa]\W{1,3}(?:mi[oa]|il|la|i|nostr[oa])\W{1,3}(?:figli\w|bambin\w|bimb\w|"
        r"piccol\w)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:in|a|al|alla|sul|sulla)\W{1,3}(?:autogrill|"
        r"strada|stazione|parcheggio)\b|\b(?:lascia|lasciat[oa]|lassat[oa])\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,5}?(?:(?:a\W{1,3}casa\W{1,3})?(?:da\W{1,3})?(?:sol[oaie]|sul[oa])\W{1,3}(?:a|in|n)\W{1,3}casa|a\W{1,3}casa\W{1,3}da\W{1,3}sol[oaie])\b|\b(?:vienimi\W{1,3}a\W{1,3}prendere|vieni\W{1,3}ti\W{1,3}prego)\b(?=\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,6}?(?:ubriac|rotto|spaccat|urla|picchia|coltello|paura|botte))"
        r"|\btiene\W{1,3}(?:i|le|il|la|mie[i]?|mi[oa]|nostr[oaie])\W{1,3}(?:bambin\w|figli\w|"
        r"bimb\w|piccol\w)\W{1,3}chius[oaie]\b|\b(?:papa|padre)\W{1,3}(?:\w{1,6}\W{1,3})?ha"
        r"\W{1,3}(?:il|un|la|una)\W{1,3}(?:coltello|pistola|fucile)\b|\bscuote\W{1,3}(?:il|la|"
        r"i|loro|mi[oa]|nostr[oa]|\w{2,6})\W{1,3}(?:\w{2,6}\W{1,3})?(?:neonat\w|bambin\w|bimb\w|"
        r"piccol\w|figli\w)\b|\b(?:lanciato|tirato)\W{1,3}(?:un|una|il|la)\W{1,3}\w{3,12}\W{1,3}"
        r"(?:a|al|alla|contro)\W{1,3}(?:mi[oa]\W{1,3}|nostr[oa]\W{1,3}|il\W{1,3}|la\W{1,3})?"
        r"(?:figli\w|bambin\w|bimb\w|piccol\w|neonat\w)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:taglio|"
        r"sangue|ferit\w|livid\w|pronto\W{1,3}soccorso|bernoccolo)\b|\brotto\W{1,3}(?:il|la)"
        r"\W{1,3}(?:braccio|gamba|naso|polso|costola)\W{1,3}(?:a|al|alla)\W{1,3}(?:mi[oa]\W{1,3}|"
        r"nostr[oa]\W{1,3})?(?:figli\w|bambin\w|bimb\w|piccol\w|neonat\w)\b|\b(?:sparit[oa]|"
        r"scompars[oa])\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:l\W{0,3}ha\W{1,3}preso|telefono\W{1,3}"
        r"spento)\b|\bpres[oa]\W{1,3}a\W{1,3}(?:calci|pugni|schiaffi|cinghiate)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,4}?(?:mi[oa]|nostr[oa])\W{1,3}(?:figli\w|bambin\w|bimb\w)\b|\b(?:guida|"
        r"guidando|guidare)\W{1,3}ubriac[oa]\b|\b(?:pijat[oa]|pigliat[oa])\W{1,3}(?:\w{1,3}"
        r"\W{1,3})?(?:regazzin[oa]|criatur[ae]|creatur[ae]|bambin\w|piccol\w|figli\w)\b"
        r"|\b(?:prendere|portare\W{1,3}via|portarsi\W{1,3}via)\W{1,3}(?:il|la|i|le|mi[oa]|mie[i]?"
        r"|nostr[oa])\W{1,3}(?:bambin\w|figli\w|bimb\w|piccol\w)\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?"
        r"con\W{1,3}la\W{1,3}forza\b|\bha\W{1,3}messo\W{1,3}la\W{1,3}mano\W{1,3}(?:di|del|della)"
        r"\W{1,3}(?:\w{1,8}\W{1,3})?(?:figli\w|bambin\w|bimb\w|piccol\w)\W{1,3}(?:sul|sulla|nel)"
        r"\b|\b(?:lasciat[oaie]|chius[oaie])\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?in\W{1,3}macchina"
        r"\W{1,3}(?:sotto\W{1,3}il|al)\W{1,3}sole\b",
        negatable=False,
        needs=r"\b(?:figli[oae]?|bimb[oaie]|bambin[oaie]|neonat[oa]|piccol[oaie]|nipot[ei]|"
        r"nipotin[oa]|ragazzin[oa]|regazzin[oa]|criatur[ae]|creatur[ae]|fratellin[oa]|"
        r"sorellin[oa]|scuola|asilo|anni|cameretta|culla)\b",
        veto=PAST + "|" + JOKE + r"|\bpartita\b|\ballenament\w|\bfilm\b|\bgita\b|\bgioc\w{1,5}"
        r"\W{1,3}(?:a|al|alla)\W{1,3}(?:calcio|pallone|lotta)",
        keys="papa|padre|patrigno|compagn|fidanzat|nuovo|zio|nonno|ex|porno|pornografi"
        "|minacciat|bere|mangiare|ospedale|lasciat|lascia|lassat|vienimi|prego|tiene|scuote"
        "|lanciato|tirato|rotto|sparit|scompars|pres|guida|guidando|guidare|pijat|pigliat"
        "|forza|mano|chius",
    ),
    rule(
        "violence.it_more3",
        C.VIOLENCE,
        r"\bmi\W{1,3}ha\W{1,3}(?:dato\W{1,3}fuoco|bruciat[oa]\W{1,3}(?:(?:il|la|i|le)\W{1,3}(?:braccio|braccia|mano|mani|"
        r"faccia|pelle|gamba|gambe|collo|capelli|schiena|seno)|con\W{1,3}(?:la\W{1,3}sigaretta|l\W{0,3}"
        r"accendino|il\W{1,3}ferro))|premuto"
        r"\W{1,3}(?:il\W{1,3}cuscino|la\W{1,3}mano|la\W{1,3}faccia)|dato\W{1,3}(?:uno\W{1,3}"
        r"spintone|una\W{1,3}testata)|graffiat[oa]\W{1,3}(?:la\W{1,3}faccia|il"
        r"\W{1,3}viso)|tirato\W{1,3}(?:una|un|il|la)\W{1,3}\w{3,12}\W{1,3}(?:in\W{1,3}testa|"
        r"addosso|in\W{1,3}faccia)|lanciato\W{1,3}(?:\w{1,10}\W{1,3}){1,3}?(?:addosso|in\W{1,3}"
        r"testa|in\W{1,3}faccia)|(?:forzat[oa]|costrett[oa])\W{1,3}(?:ad?|a\W{1,3}fare)\W{1,3}"
        r"(?:avere\W{1,3})?(?:rapporti|sesso))\b|\babusat[oa]\W{1,3}di\W{1,3}me\b|\bsegni\W{1,3}"
        r"(?:delle\W{1,3}sue\W{1,3})?(?:dita|mani)\W{1,3}sul\W{1,3}collo\b|\bmi\W{1,3}prende"
        r"\W{1,3}a\W{1,3}(?:cinghiate|calci|pugni|schiaffi|botte)\b|\b(?:marito|ragazzo|fidanzat[oa]|compagn[oa]|ex|cognato|suocero|patrigno|padre|papa|convivente|lui|datore\W{1,3}di"
        r"\W{1,3}lavoro)\W{1,3}(?:\w{1,10}\W{1,3}){0,1}?(?:la|lo|le|l(?=\W{0,3}(?:ha|hanno|"
        r"ammazza)))\W{0,3}(?:sta\W{1,3}|ha\W{1,3}|hanno\W{1,3})?(?:picchia\w{0,4}|stupra\w{0,4}|"
        r"violenta\w{0,4}|strangola\w{0,4}|strozza\w{0,4}|ammazza\b(?:\W{1,3}se)?|minacci\w{0,4}"
        r"\b(?!\W{1,3}di\W{1,3}(?:licenz|lasc|denunc|moll|andar|divorz|toglier))|pres[oa]\W{1,3}a"
        r"\W{1,3}(?:botte|calci|pugni|schiaffi|cinghiate)|prende\W{1,3}a\W{1,3}(?:botte|calci|pugni|schiaffi)|(?:chius[oa]|chiude)\W{1,3}(?:in\W{1,3}(?:casa|camera|bagno)|dentro|fuori)|"
        r"costrett[oa]|tenuto\W{1,3}la\W{1,3}testa\W{1,3}sott|sta\W{1,3}cercando\W{1,3}(?:col|"
        r"con)|accoltellat[oa]|bruciat[oa])|\bchius[oa]\W{1,3}in\W{1,3}casa\W{1,3}dal\W{1,3}"
        r"(?:marito|compagno|ragazzo|fidanzato|padre|suo\W{1,3}ex)\b|\b(?:labbro|labbra|naso|"
        r"zigomo)\W{1,3}(?:spaccat\w|rott\w|gonfi\w)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:stato|"
        r"colpa)\W{1,3}(?:il\W{1,3})?(?:suo|mio|marito|ragazzo|compagno|fidanzato|lui)\b"
        r"|\bminacciat[oa]\W{1,3}di\W{1,3}(?:bruciarla|ucciderla|ammazzarla|sfregiarla|"
        r"sfigurarla|accoltellarla|strangolarla|bruciarlo|ucciderlo|ammazzarlo)\b|\b(?:picchia|"
        r"mena|stupra)\W{1,3}(?:mia|sua)\W{1,3}(?:sorella|madre|mamma|cugina|figlia|moglie)\b"
        r"|\burla\W{1,3}(?:\W?)(?:aiuto|lasciami)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:si\W{1,3}"
        r"sentono|sento)\W{1,3}(?:colpi|botte|roba\W{1,3}che\W{1,3}si\W{1,3}rompe|urla)",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bromanzo\b|\blibro\b|\bgatt[oa]\b"
        r"|\bmicio\b|\bcane\b|\bcucciol\w|\bpartita\b|\bcolla\b|\bferro\b|\bforno\b|\bsole\b"
        r"|\bpiastra\b|\bfornello\b|\bpadella\b|\bcandela\b",
        keys="fuoco|bruciat|premuto|spintone|spinta|testata|graffiat|tirato|lanciato|forzat"
        "|costrett|abusat|segni|prende|marito|ragazzo|fidanzat|compagn|ex|cognato|suocero"
        "|patrigno|convivente|lui|lavoro|chius|labbro|labbra|naso|zigomo|minacciat|picchia"
        "|mena|stupra|urla",
    ),
    rule(
        "self_harm.it_more3",
        C.SELF_HARM,
        r"\bmi\W{1,3}(?:mordo|graffio|gratto|picchio|colpisco|pizzico|incido|ferisco|"
        r"sono\W{1,3}(?:graffiat[oa]|grattat[oa]|mors[oa]|morsicat[oa]|picchiat[oa]|colpit[oa]|"
        r"ustionat[oa]))\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:finche|fino\W{1,3}a|sangu\w{1,6}|"
        r"apposta|da\W{1,3}sol[oa]|per\W{1,3}punirmi|lividi|la\W{1,3}pelle)\b|\bmi\W{1,3}"
        r"(?:prendo|sono\W{1,3}pres[oa])\W{1,3}a\W{1,3}(?:pugni|testate|morsi)\b|\bmi\W{1,3}do"
        r"\W{1,3}(?:dei\W{1,3}|i\W{1,3})?(?:pugni|schiaffi|testate)\W{1,3}(?:in\W{1,3}testa|in"
        r"\W{1,3}faccia|sulle|sulla|sul|da\W{1,3}sol[oa])\b|\b(?:sbatto|sbattere|sbattendo|"
        r"batto)\W{1,3}la\W{1,3}testa\W{1,3}(?:contro|al|sul|sullo|nel)\W{1,3}(?:\w{1,6}\W{1,3})?"
        r"(?:muro|parete|spigolo|porta|pavimento|lavandino)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?"
        r"(?:finche|fino\W{1,3}a|apposta|sangue|livid\w|bernoccol\w|non\W{1,3}sento)\b"
        r"|\bvomit\w{1,4}\W{1,3}apposta\b|\bmi\W{1,3}faccio\W{1,3}vomitare\b|\b(?:nascond\w{1,4}|"
        r"copr\w{1,4})\W{1,3}(?:i|le|gli)\W{1,3}(?:miei\W{1,3}|mie\W{1,3})?(?:tagli|ferite|"
        r"bruciature|cicatrici)\b|\bmi\W{1,3}faccio\W{1,3}(?:del\W{1,3})?male\W{1,3}per\W{1,3}"
        r"(?:sentire|punirmi|non\W{1,3}pensare|sfogarmi|calmarmi)\b|\b(?:bisogno|voglia)\W{1,3}"
        r"di\W{1,3}farmi\W{1,3}(?:del\W{1,3})?male\b|\bsmettere\W{1,3}di\W{1,3}farmi\W{1,3}"
        r"(?:del\W{1,3})?male\b|\bmi\W{1,3}sono\W{1,3}rifatt[oa]\W{1,3}(?:del\W{1,3})?male\b"
        r"|\b(?:ricominciat[oa]|ripres[oa])\W{1,3}a\W{1,3}(?:farmi\W{1,3}(?:del\W{1,3})?male|"
        r"tagliarmi|bruciarmi|graffiarmi)\b|\btagli\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:non\W{1,3}si"
        r"\W{1,3}(?:chiudono|rimarginano)|sanguinano|infettat\w|profondi|fresch\w)\b|\btagliat"
        r"[oa]\W{1,3}(?:piu\W{1,3})?(?:a\W{1,3}fondo|profondo|in\W{1,3}profondita)\b|\b(?:lametta|"
        r"lamette|lama|rasoio|taglierino)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?per\W{1,3}(?:le\W{1,3}"
        r"emergenze|quando\W{1,3}(?:sto|mi)|sicurezza)\b|\bmi\W{1,3}strappo\W{1,3}i\W{1,3}"
        r"capelli\W{1,3}(?:a\W{1,3}ciocche|fino|finche)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bper\W{1,3}sbaglio\b|\bincidente\b|\bacne\b|\bbrufol\w"
        r"|\bintervento\b|\boperazione\b|\bcesareo\b|\bgatt[oa]\b|\bzanzar\w|\bcucin\w{1,4}\b",
        keys="mordo|graffio|gratto|picchio|colpisco|pizzico|incido|ferisco|graffiat|grattat"
        "|mors|morsicat|picchiat|colpit|ustionat|pugni|testate|morsi|schiaffi|testa|vomit"
        "|tagli|ferite|bruciature|cicatrici|male|tagliarmi|bruciarmi|graffiarmi|tagliat|fondo"
        "|profondo|profondita|lametta|lamette|lama|rasoio|taglierino|capelli",
    ),
    rule(
        "suicide.it_goodbye_more5",
        C.SUICIDE,
        r"\bvorrei\W{1,3}(?:non|nn)\W{1,3}(?:essermi\W{1,3}mai\W{1,3}svegliat[oa]|essere\W{1,3}"
        r"mai\W{1,3}nat[oa]|esserci\W{1,3}piu|esistere)\b|\bse\W{1,3}(?:io\W{1,3})?(?:morissi|"
        r"sparissi|(?:non|nn)\W{1,3}ci\W{1,3}fossi(?:\W{1,3}piu)?)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?"
        r"(?:nessuno|sarebbe|starebbero|tutti)\b|\bsarebbe\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:meglio|"
        r"piu\W{1,3}facile|piu\W{1,3}semplice)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:(?:non|nn)\W{1,3}"
        r"esserci|se\W{1,3}(?:io\W{1,3})?(?:sparissi|morissi|me\W{1,3}ne\W{1,3}andassi))\b"
        r"|\b(?:pensiero|idea)\W{1,3}di\W{1,3}(?:morire|farla\W{1,3}finita|andarmene|uccidermi|"
        r"(?:non|nn)\W{1,3}svegliarmi)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:mi\W{1,3}da|pace|"
        r"sollievo|conforto|calma|consola)|\bpace\W{1,3}con\W{1,3}l\W{0,3}idea\W{1,3}di\W{1,3}"
        r"(?:morire|andarmene|farla)|\bpenso\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:alla\W{1,3}morte|"
        r"a\W{1,3}morire)\b(?!\W{1,3}(?:di|del|della|dei|delle)\b)|\bspero\W{1,3}di\W{1,3}"
        r"(?:(?:non|nn)\W{1,3}(?:svegliarmi|risvegliarmi)|morire)\b|\bspero\W{1,3}che\W{1,3}"
        r"(?:un|una|il|la|qualcuno|qualcosa)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?mi\W{1,3}(?:prenda"
        r"\W{1,3}sotto|investa|uccida|ammazzi|travolga)\b|\bessere\W{1,3}(?:solo\W{1,3}|"
        r"soltanto\W{1,3})?un\W{1,3}peso\b|\bpeso\W{1,3}per\W{1,3}(?:tutti|gli\W{1,3}altri|la"
        r"\W{1,3}mia\W{1,3}famiglia|i\W{1,3}miei)\b|\ba\W{1,3}chi\W{1,3}importa\W{1,3}se\W{1,3}"
        r"(?:ci\W{1,3}sono|vivo|muoio|sparisco)\b|\bprima\W{1,3}di\W{1,3}andarmene\b(?!\W{1,3}"
        r"(?:da|dal|dalla|dall\w{0,2}|in|a|al|alla|di)\b)|\b(?:scritto|fatto|preparato)\W{1,3}"
        r"(?:il\W{1,3}mio\W{1,3})?testamento\b|\b(?:non|nn)\W{1,3}ha\W{1,3}piu\W{1,3}senso"
        r"\W{1,3}(?:niente|nulla)\b|\bchiudere\W{1,3}gli\W{1,3}occhi\W{1,3}e\W{1,3}(?:non|nn)"
        r"\W{1,3}(?:riaprirli|svegliarmi|risvegliarmi)\b|\b(?:non|nn)\W{1,3}(?:sopporto|reggo)"
        r"\W{1,3}piu\W{1,3}di\W{1,3}vivere\b|\bperdonatemi\W{1,3}(?:per\W{1,3}quello\W{1,3}che"
        r"\W{1,3}(?:sto\W{1,3}per\W{1,3}fare|faro)|per\W{1,3}tutto)\b|\bvi\W{1,3}voglio\W{1,3}"
        r"bene\W{1,3}(?:\w{1,6}\W{1,3})?perdonatemi\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b|\bferie\b|\bfilm\b"
        r"|\bpartita\b|\bpensavo\b|\bsbagliavo\b",
        keys="vorrei|morissi|sparissi|fossi|sarebbe|pensiero|idea|pace|penso|spero|peso"
        "|importa|andarmene|testamento|senso|occhi|vivere|perdonatemi",
    ),
    rule(
        "child.it_more3",
        C.CHILD,
        r"\b(?:picchia\w{0,4}|schiaffeggi\w{1,4}|prende\W{1,3}a\W{1,3}(?:schiaffi|calci|pugni|"
        r"cinghiate)|pres[oa]\W{1,3}a\W{1,3}(?:schiaffi|calci|pugni|cinghiate)|tira\W{1,3}"
        r"(?:i\W{1,3}capelli|le\W{1,3}cose|oggetti|le\W{1,3}orecchie)|(?:mette|mess[oa])\W{1,3}"
        r"le\W{1,3}mani\W{1,3}addosso|strattona\w{0,3}|scuote|violentat[oa]|molestat[oa]|"
        r"abusat[oa]|maltratta\w{0,4}|frusta)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:a\W{1,3}|al\W{1,3}|"
        r"alla\W{1,3}|ai\W{1,3}|alle\W{1,3})?(?:mi[oaie]\W{1,3}|nostr[oaie]\W{1,3}|su[oaie]\W{1,3}"
        r"|il\W{1,3}|la\W{1,3}|i\W{1,3}|le\W{1,3})?" + KID_WORD + r"\b|\b" + KID_WORD + r"\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:e|sono|viene|vengono)\W{1,3}(?:stat[oaie]\W{1,3})?"
        r"(?:picchiat[oaie]|toccat[oaie]|violentat[oaie]|molestat[oaie]|abusat[oaie]|"
        r"maltrattat[oaie]|frustat[oaie])\b|\b(?:schiaff\w{1,3}|pugn[oi]|calci|ceffon\w|sberl"
        r"\w{1,3}|cinghiat\w{1,3})\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:a|al|alla|ai|alle)\W{1,3}"
        r"(?:mi[oaie]\W{1,3}|nostr[oaie]\W{1,3})?" + KID_WORD + r"\b|\bsegni\W{1,3}(?:\w{1,8}"
        r"\W{1,3}){0,2}?(?:sul\W{1,3}collo|sulle\W{1,3}braccia|sulla\W{1,3}schiena|sulle\W{1,3}"
        r"gambe|sul\W{1,3}sedere)\W{1,3}(?:di|del|della)\W{1,3}(?:mi[oa]\W{1,3})?"
        + KID_WORD
        + r"\b|\b(?:non|nn)\W{1,3}vuole\W{1,3}piu\W{1,3}(?:andare|tornare|stare)\W{1,3}(?:dal|da|"
        r"con)\W{1,3}(?:suo\W{1,3})?(?:papa|padre|mamma|madre|nonno|zio|patrigno)\b(?=\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,4}?(?:piange|paura|trema|incubi|si\W{1,3}nasconde|urla))|\bentra"
        r"\W{1,3}(?:nella\W{1,3}(?:sua\W{1,3})?camera|in\W{1,3}camera\W{1,3}sua|nel\W{1,3}suo"
        r"\W{1,3}letto|in\W{1,3}bagno\W{1,3}con)\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:di\W{1,3}"
        r"notte|quando|mentre|e\W{1,3}chiude))|\b" + KID_WORD + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?"
        r"(?:lui|padre|papa|compagno|patrigno)\W{1,3}(?:\w{1,4}\W{1,3})?e\W{1,3}(?:ubriac[oa]|"
        r"drogat[oa]|fatt[oa]\W{1,3}di)\b|\bsi\W{1,3}chiude\W{1,3}in\W{1,3}(?:bagno|camera)\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,2}?(?:e\W{1,3})?si\W{1,3}(?:fa\W{1,3}(?:del\W{1,3})?male|taglia)\b"
        r"|\b(?:le|gli|li)\W{1,3}(?:da|fa)\W{1,3}(?:da\W{1,3})?bere\W{1,3}(?:vino|alcol|birra|"
        r"superalcolici|grappa|vodka)\b",
        negatable=False,
        needs=KID_NEEDS,
        veto=PAST + "|" + JOKE + r"|\bpartita\b|\ballenament\w|\bfilm\b|\bcartone\b|\bgioc\w{1,5}"
        r"\W{1,3}(?:a|al|alla)\W{1,3}(?:calcio|pallone|lotta)|\bfratell\w{1,3}\W{1,3}(?:litig|"
        r"gioc)|\bcuscin\w",
        keys="picchia|schiaffeggi|prende|pres|tira|mani|strattona|scuote|violentat|molestat"
        "|abusat|maltratta|frusta|picchiat|toccat|maltrattat|frustat|schiaff|pugn|calci|ceffon"
        "|sberl|cinghiat|segni|vuole|entra|ubriac|drogat|fatt|chiude|bere",
    ),
    rule(
        "threat.it_kids_gentle",
        C.THREAT,
        r"\b(?:non|nn)\W{1,3}(?:vedrai|vedro|rivedrai|rivedro|vedi|rivedi)\W{1,3}piu\W{1,3}(?:i|le|"
        r"il|la|mi[oei]|tu[oei]|nostr[oie])\W{1,3}(?:\w{1,6}\W{1,3})?(?:bambin\w|figli\w|bimb\w)\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE,
        keys="vedrai|vedro|rivedrai|rivedro|vedi|rivedi",
    ),
    rule(
        "suicide.it_goodbye_more6",
        C.SUICIDE,
        r"\b(?:regalato|dato\W{1,3}via|lasciato)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:non|nn)\W{1,3}"
        r"(?:mi\W{1,3})?(?:serviranno|servira|servono\W{1,3}piu|posso\W{1,3}piu\W{1,3}"
        r"(?:occuparmene|tenerl\w))\b|\b(?:non|nn)\W{1,3}(?:posso|potro)\W{1,3}piu\W{1,3}"
        r"occuparmene\b|\blettera\W{1,3}(?:a|per)\W{1,3}(?:ognuno|ciascuno)\W{1,3}di\W{1,3}voi"
        r"\b|\bsaluto\W{1,3}tutti\W{1,3}(?:\w{1,6}\W{1,3})?grazie\W{1,3}(?:di|per)\W{1,3}tutto\b"
        r"|\b(?:domani|stanotte|stasera|presto)\W{1,3}sara\W{1,3}tutto\W{1,3}finito\b|\be\W{1,3}"
        r"stata\W{1,3}una\W{1,3}bella\W{1,3}vita\b|\b(?:non|nn)\W{1,3}c\W{0,3}e\W{1,3}piu\W{1,3}"
        r"niente\W{1,3}da\W{1,3}fare\W{1,3}per\W{1,3}me\b|\b(?:non|nn)\W{1,3}vi\W{1,3}(?:disturbero|"
        r"daro\W{1,3}fastidio)\W{1,3}piu\b|\b(?:non|nn)\W{1,3}ho\W{1,3}piu\W{1,3}paura\W{1,3}di"
        r"\W{1,3}morire\b|\bsoluzione\W{1,3}definitiva\b|\bsaro\W{1,3}liber[oa]\W{1,3}da\W{1,3}"
        r"(?:tutto\W{1,3})?(?:questo\W{1,3})?dolore\b|\bil\W{1,3}mio\W{1,3}ultimo\W{1,3}saluto\b"
        r"|\bmi\W{1,3}dispiace\W{1,3}per\W{1,3}tutto\W{1,3}(?:\w{1,6}\W{1,3})?vi\W{1,3}voglio"
        r"\W{1,3}bene\b|\bspero\W{1,3}che\W{1,3}(?:mi\W{1,3}perdonerete|potrete\W{1,3}perdonarmi|"
        r"mi\W{1,3}perdoniate)\b|\b(?:non|nn)\W{1,3}mi\W{1,3}(?:vedrete|rivedrete|sentirete)\W{1,3}"
        r"piu\b|\bquando\W{1,3}(?:leggerete|leggerai)\W{1,3}(?:questo|questa)\W{1,3}(?:\w{1,8}"
        r"\W{1,3}){0,2}?(?:sara\W{1,3}troppo\W{1,3}tardi|(?:non|nn)\W{1,3}ci\W{1,3}saro)\b"
        r"|\baspettando\W{1,3}il\W{1,3}momento\W{1,3}giusto\b(?!\W{1,3}(?:per|di|a)\b)",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b|\bferie\b|\bfilm\b"
        r"|\bpartita\b|\besam\w|\bprocesso\b|\budienza\b|\bmatrimonio\b|\bpensione\b"
        r"|\bcompleanno\b",
        keys="serviranno|servira|servono|occuparmene|voi|grazie|finito|vita|niente|disturbero"
        "|fastidio|morire|definitiva|dolore|saluto|bene|perdonerete|perdonarmi|perdoniate"
        "|vedrete|rivedrete|sentirete|tardi|saro|momento",
    ),
    rule(
        "stalking.it_more4",
        C.STALKING,
        r"\b(?:l\W{0,3}ho|lo\W{1,3}vedo|lo\W{1,3}trovo)\W{1,3}(?:(?:vist[oa]|trovat[oa]|"
        r"ritrovat[oa])\W{1,3})?(?:dietro\W{1,3}di\W{1,3}me|fuori\W{1,3}da|davanti\W{1,3}a|"
        r"sotto)\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:di\W{1,3}nuovo|ancora|aspettarmi|ad"
        r"\W{1,3}aspettar\w{1,3}|ogni|sempre|che\W{1,3}mi\W{1,3}(?:guarda|fissa|aspetta)))"
        r"|\b(?:chiama|scrive|manda\W{1,3}messaggi|telefona)\W{1,3}(?:\w{1,6}\W{1,3})?(?:\d{2,3}|"
        r"venti|trenta|quaranta|cinquanta|cento)\W{1,3}volte\W{1,3}al\W{1,3}giorno\b|\b(?:telefono|"
        r"cellulare|account|telecamer\w|mail|whatsapp)\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?da\W{1,3}"
        r"remoto\b|\bsi\W{1,3}fa\W{1,3}trovare\W{1,3}(?:ovunque|dappertutto|dove\W{1,3}vado|"
        r"sempre)\b|\bogni\W{1,3}volta\W{1,3}che\W{1,3}esco\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?(?:lo|la)"
        r"\W{1,3}(?:trovo|vedo)\b|\b(?:legge|leggere|controlla)\W{1,3}i\W{1,3}miei\W{1,3}"
        r"(?:messaggi|mail|whatsapp|chat)\b|\b(?:conosce|sa|ha)\W{1,3}(?:la\W{1,3}mia|le\W{1,3}"
        r"mie)\W{1,3}password\b|\bmi\W{1,3}ha\W{1,3}(?:fatto|scattato)\W{1,3}(?:una\W{1,3}|delle"
        r"\W{1,3})?fot\w{1,2}\W{1,3}(?:\w{1,8}\W{1,3}){0,4}?(?:e\W{1,3})?me\W{1,3}l\W{0,3}ha\W{1,3}"
        r"mandat[ae]\b|\b(?:suonato|suona|bussato|bussa)\W{1,3}(?:al\W{1,3}(?:citofono|campanello)|"
        r"alla\W{1,3}porta)\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?(?:alle\W{1,3}(?:\d|due|tre|quattro|"
        r"cinque)|di\W{1,3}notte|a\W{1,3}notte\W{1,3}fonda)\b|\bgira\W{1,3}(?:in\W{1,3}macchina"
        r"\W{1,3})?intorno\W{1,3}(?:al\W{1,3}mio|alla\W{1,3}mia|a\W{1,3}casa\W{1,3}mia|al\W{1,3}"
        r"palazzo)\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\bfilm\b|\bserie\b|\bcorriere\b"
        r"|\bpacco\b|\bamazon\b|\blavoro\W{1,3}da\W{1,3}remoto\b",
        keys="dietro|fuori|davanti|sotto|volte|remoto|trovare|esco|messaggi|mail|whatsapp|chat"
        "|password|mandat|citofono|campanello|porta|intorno",
    ),
    rule(
        "emergency.it_more4",
        C.EMERGENCY,
        r"\b(?:chiamate|chiamatemi)\W{1,3}(?:la\W{1,3}polizia|i\W{1,3}carabinieri|il\W{1,3}11[238]|"
        r"un\W{1,3}ambulanza|aiuto)\b(?!\W{1,3}(?:per|se)\b)|\bchiamate\W{1,3}qualcuno\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?(?:e\W{1,3}qui|e\W{1,3}in\W{1,3}casa|sta\W{1,3}arrivando|subito|vi"
        r"\W{1,3}prego)\b|\bsta\W{1,3}salendo\b(?=\W{1,3}(?:\w{1,6}\W{1,3}){0,3}?(?:ho\W{1,3}paura|"
        r"aiut|mi\W{1,3}ammazza|con\W{1,3}(?:il|un|la|una)))|\bsento\W{1,3}(?:che\W{1,3}e\W{1,3}"
        r"in\W{1,3}casa|i\W{1,3}suoi\W{1,3}passi)\b|\bstaccato\W{1,3}la\W{1,3}(?:corrente|luce)\b"
        r"(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:in\W{1,3}casa|sento|paura|buio))|\bmi\W{1,3}ha"
        r"\W{1,3}(?:preso|tolto|rotto|spaccato|sequestrato)\W{1,3}(?:il\W{1,3})?(?:telefono|"
        r"cellulare)\b(?=\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:scrivo|di\W{1,3}nascosto|non\W{1,3}"
        r"posso|paura|chiamare))|\b(?:e|sono)\W{1,3}in\W{1,3}casa\W{1,3}con\W{1,3}lui\W{1,3}"
        r"(?:\w{1,6}\W{1,3}){0,2}?(?:e\W{1,3})?(?:non|nn)\W{1,3}risponde\b|\b(?:vicin[oa]|signora|"
        r"ragazza|donna)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?urla\W{1,3}(?:e\W{1,3})?(?:sento|si"
        r"\W{1,3}sentono)\W{1,3}(?:botte|colpi|tonfi)\b|\bsparit[oa]\W{1,3}da\W{1,3}(?:\w{1,6}"
        r"\W{1,3})?(?:giorni|ieri)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?con\W{1,3}(?:lui|il\W{1,3}suo"
        r"\W{1,3}(?:ex|ragazzo|marito|compagno))\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bidraulico\b|\btecnico\b|\bbolletta\b"
        r"|\benel\b|\bgioc\w{1,5}\b",
        keys="chiamate|chiamatemi|salendo|sento|staccato|preso|tolto|rotto|spaccato|sequestrato"
        "|risponde|urla|sparit",
    ),
    rule(
        "violence.it_more4",
        C.VIOLENCE,
        r"\b(?:pien[oa]\W{1,3}di\W{1,3}lividi|occhio\W{1,3}nero|naso\W{1,3}rotto|costol\w\W{1,3}"
        r"rott\w|labbro\W{1,3}spaccato)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:e\W{1,3})?stat[oa]"
        r"\W{1,3}(?:il\W{1,3}|la\W{1,3})?(?:suo|sua|mio|marito|compagn[oa]|ragazz[oa]|"
        r"fidanzat[oa]|lui|ex)\b|\b(?:picchia|mena|stupra|massacra)\W{1,3}(?:la\W{1,3}|sua\W{1,3})?"
        r"(?:moglie|compagna|fidanzata|ragazza|madre|mamma)\b|\b(?:la|lo)\W{1,3}tiene\W{1,3}"
        r"(?:chius[oa]|segregat[oa]|rinchius[oa])\b|\btiene\W{1,3}(?:mia|sua|la)\W{1,3}\w{3,10}"
        r"\W{1,3}(?:chiusa|segregata|rinchiusa)\W{1,3}in\W{1,3}casa\b|\bsi\W{1,3}e\W{1,3}chius[oa]"
        r"\W{1,3}in\W{1,3}(?:bagno|camera)\W{1,3}con\W{1,3}(?:le|i|la|il|delle|dei|tutte\W{1,3}le)"
        r"\W{1,3}(?:" + PILLS + r"|coltello|lamett\w|corda|forbici)\b|\bpaura\W{1,3}che\W{1,3}"
        r"(?:lui\W{1,3})?(?:la|lo|mi|l)\W{0,3}(?:ammazzi|uccida|ammazza|uccide)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bromanzo\b|\blibro\b|\bpartita\b"
        r"|\bcalcio\b|\bboxe\b|\brugby\b",
        keys="lividi|nero|rotto|rott|spaccato|picchia|mena|stupra|massacra|tiene|chius|paura",
    ),
    rule(
        "self_harm.it_more4",
        C.SELF_HARM,
        r"\b(?:ceduto|ricadut[oa]|ricominciat[oa])\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?(?:lametta|"
        r"lamette|lama|rasoio|tagli\w{0,6}|coltell\w{1,3}|forbici|temperino)\b|\bmi\W{1,3}sono"
        r"\W{1,3}fatt[oa]\W{1,3}(?:i|dei|altri|nuovi)\W{1,3}segni\b|\b(?:non|nn)\W{1,3}mi\W{1,3}"
        r"(?:taglio|tagliavo|facevo\W{1,3}male)\W{1,3}da\W{1,3}(?:\w{1,15}\W{1,3}){0,6}?"
        r"(?:ricominciat\w|rifatto|ceduto|ricadut\w|di\W{1,3}nuovo|stasera|stanotte|oggi|ieri)\b"
        r"|\b(?:mess[oa]|tenut[oa])\W{1,3}(?:il|la|le|i)\W{1,3}(?:braccio|mano|braccia|mani|"
        r"gamba|gambe)\W{1,3}sotto\W{1,3}l\W{0,3}acqua\W{1,3}(?:bollente|gelata)\b|\bmi\W{1,3}"
        r"sono\W{1,3}fatt[oa]\W{1,3}(?:del\W{1,3})?male\W{1,3}(?:alle|al|alla|sulle|sul|sulla)"
        r"\W{1,3}(?:braccia|braccio|gambe|polsi|polso|cosce|pancia)\W{1,3}con\b|\bmi\W{1,3}sono"
        r"\W{1,3}(?:schiaffeggiat[oa]|graffiat[oa]|pizzicat[oa])\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?"
        r"fino\W{1,3}a\b|\bbisogno\W{1,3}di\W{1,3}vedere\W{1,3}(?:il\W{1,3})?sangue\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bper\W{1,3}sbaglio\b|\bincidente\b|\bcucin\w{1,4}\b"
        r"|\bcapelli\b|\bbarba\b|\bunghie\b|\bgiardin\w",
        keys="ceduto|ricadut|ricominciat|segni|taglio|tagliavo|facevo|acqua|male|schiaffeggiat"
        "|graffiat|pizzicat|sangue",
    ),
    rule(
        "self_harm.it_gentle",
        C.SELF_HARM,
        r"\b(?:preso|presa|ripreso|ripresa|tirato\W{1,3}fuori)\W{1,3}(?:la|le|il)\W{1,3}(?:lametta|"
        r"lamette|temperino|taglierino)\b|\bconto\W{1,3}dei\W{1,3}tagli\b|\bcerotti\W{1,3}"
        r"(?:(?:non|nn)\W{1,3}bastano|per\W{1,3}(?:i\W{1,3}tagli|coprire))\b|\bcoprire\W{1,3}"
        r"(?:le\W{1,3}braccia|i\W{1,3}polsi|le\W{1,3}gambe)\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?"
        r"(?:segni|tagli|cicatrici)\b|\bsangue\W{1,3}(?:(?:non|nn)\W{1,3}si\W{1,3}ferma|(?:non|nn)"
        r"\W{1,3}smette)\b|\b(?:nascost[oa]\W{1,3}(?:le|la)\W{1,3}(?:lamette|lametta)|lamett[ae]"
        r"\W{1,3}nascost[ae])\b|\b(?:ricominciat\w|ricadut\w|ceduto)\W{1,3}(?:\w{1,15}\W{1,3})"
        r"{0,5}?(?:pulit[oa]|senza\W{1,3}tagli)\b|\bpulit[oa]\W{1,3}da\W{1,3}(?:\w{1,15}\W{1,3})"
        r"{0,3}?(?:ricominciat\w|ricadut\w|ceduto)\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bbarba\b|\bgambe\W{1,3}(?:depil|ceretta)|\bdepila\w",
        keys="preso|presa|ripreso|ripresa|fuori|tagli|cerotti|coprire|sangue|nascost|lamett|pulit",
    ),
    rule(
        "suicide.it_goodbye_more7",
        C.SUICIDE,
        r"\bvoglio\W{1,3}(?:solo\W{1,3}|soltanto\W{1,3})?che\W{1,3}(?:tutto\W{1,3})?finisca\b"
        r"(?!\W{1,3}(?:presto\W{1,3})?(?:questa|questo|la|il|in\W{1,3}fretta)\b)|\bper\W{1,3}"
        r"(?:cosa|chi)\W{1,3}(?:andare\W{1,3}avanti|continuare|vivere)\b|\b(?:non|nn)\W{1,3}c\W{0,3}"
        r"e\W{1,3}(?:una\W{1,3}|nessuna\W{1,3})?via\W{1,3}d\W{0,3}uscita\b|\bvia\W{1,3}d\W{0,3}"
        r"uscita\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?l\W{0,3}ho\W{1,3}trovata\b|\baddio\W{1,3}(?:\w{1,6}"
        r"\W{1,3})?(?:lo\W{1,3}dico\W{1,3}sul\W{1,3}serio|per\W{1,3}sempre)\b|\bentro\W{1,3}"
        r"(?:domattina|stanotte|domani)\W{1,3}sara\W{1,3}(?:tutto\W{1,3})?finit[oa]\b|\bsalutarti"
        r"\W{1,3}prima\W{1,3}di\W{1,3}(?:andare|andarmene)\b|\bprima\W{1,3}di\W{1,3}andare\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?per\W{1,3}sempre\b|\bsistemato\W{1,3}(?:il\W{1,3})?testamento\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b|\bferie\b|\bfilm\b"
        r"|\bpartita\b|\besam\w|\bescape\b|\bgioc\w{1,5}\b",
        keys="finisca|avanti|continuare|vivere|uscita|addio|finit|salutarti|sempre|testamento",
    ),
    rule(
        "self_harm.it_more5",
        C.SELF_HARM,
        r"\b(?:accendino|fiamma|candela|ferro\W{1,3}da\W{1,3}stiro|piastra|sigarett\w|acqua\W{1,3}"
        r"bollente)\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?(?:finche|fino\W{1,3}a)\W{1,3}(?:\w{1,15}"
        r"\W{1,3}){0,3}?(?:vesciche|bolle|piaghe|sangue|sanguinare|bruciat\w{1,3})\b|\bferita"
        r"\W{1,3}(?:non|nn)\W{1,3}si\W{1,3}(?:chiude|rimargina)\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bper\W{1,3}sbaglio\b|\bincidente\b|\bcucin\w{1,4}\b"
        r"|\bpentol\w|\bpadell\w|\bforno\b|\boperazione\b|\bintervento\b|\bpunti\b",
        keys="accendino|fiamma|candela|ferro|piastra|sigarett|acqua|ferita",
    ),
    rule(
        "child.it_more4",
        C.CHILD,
        r"\b(?:ex|padre|papa|compagno|patrigno|nonno|zio|fidanzato)\W{1,3}(?:\w{1,15}\W{1,3})"
        r"{0,1}?tocca\W{1,3}(?:mia|nostra|la\W{1,3}mia|sua|la)\W{1,3}(?:figlia|figlio|bambina|"
        r"bimba|nipote|piccola)\b|\b(?:chius[oa]|bloccat[oa])\W{1,3}in\W{1,3}macchina\W{1,3}con"
        r"\W{1,3}(?:il\W{1,3}mio\W{1,3}ex|lui|suo\W{1,3}padre|il\W{1,3}padre)\b|\b(?:scaraventat"
        r"[oa]|sbattut[oa]|lanciat[oa]|spint[oa]|buttat[oa])\W{1,3}(?:\w{1,6}\W{1,3})?"
        + KID_WORD
        + r"\W{1,3}(?:contro|per\W{1,3}terra|a\W{1,3}terra|giu)\b|\b(?:scrive|scritto|messaggio|"
        r"chiama|chiamato)\W{1,3}di\W{1,3}nascosto\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?(?:ha\W{1,3}"
        r"paura|aiut\w{1,4}|vienimi)\b|\bsegni\W{1,3}(?:delle|della)\W{1,3}(?:cinghiate|cintura|"
        r"cinghia|botte|frustate)\b|\b(?:prendere|preso|portato|porta|portare)\W{1,3}(?:\w{1,15}"
        r"\W{1,3}){0,3}?" + KID_WORD + r"\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?ubriac[oa]\b",
        negatable=False,
        needs=KID_NEEDS,
        veto=PAST + "|" + JOKE + r"|\bpartita\b|\ballenament\w|\bfilm\b|\bcartone\b"
        r"|\bgioc\w{1,5}\b",
        keys="tocca|chius|bloccat|scaraventat|sbattut|lanciat|spint|buttat|nascosto|segni|ubriac",
    ),
    rule(
        "stalking.it_more5",
        C.STALKING,
        r"\b(?:vede|controlla|sa|segue|condivide)\W{1,3}(?:ancora\W{1,3}|sempre\W{1,3})?la\W{1,3}"
        r"mia\W{1,3}posizione\b|\b(?:fuori|davanti|sotto)\W{1,3}(?:dalla|alla)\W{1,3}mia\W{1,3}"
        r"finestra\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?(?:alle|di|a)\W{1,3}(?:\d|notte|due|tre|"
        r"quattro)\b|\b(?:dorme|dormendo|vive|vivendo|accampat\w)\W{1,3}in\W{1,3}macchina\W{1,3}"
        r"(?:davanti|sotto|fuori)\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\bfilm\b|\bserie\b",
        keys="posizione|finestra|macchina",
    ),
    rule(
        "emergency.it_more5",
        C.EMERGENCY,
        r"\bporta\W{1,3}(?:non|nn)\W{1,3}(?:regge|tiene|reggera)\b|\bdall\W{0,3}altra\W{1,3}parte"
        r"\W{1,3}della\W{1,3}porta\b(?=\W{1,3}(?:\w{1,15}\W{1,3}){0,5}?(?:urla|bussa|calci|pugni|"
        r"entrare|apri|aiut))|\b(?:e|sta)\W{1,3}(?:qui\W{1,3}|qua\W{1,3}|gia\W{1,3}|di\W{1,3}nuovo"
        r"\W{1,3})?(?:fuori|sotto\W{1,3}casa|alla\W{1,3}porta|davanti\W{1,3}(?:casa|alla\W{1,3}"
        r"porta|al\W{1,3}portone))\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?(?:col|con\W{1,3}(?:il|un|la|"
        r"una))\W{1,3}(?:martello|mazza|bastone|cacciavite|forbici|spranga|ascia|accetta|coltello|"
        r"pistola|fucile|tanica)\b|\b(?:prova|provando|cerca|cercando)\W{1,3}(?:ad?|di)\W{1,3}"
        r"(?:aprire|forzare)\W{1,3}(?:la\W{1,3})?(?:maniglia|porta|serratura|finestra)\b|\b(?:spento|"
        r"spenta)\W{1,3}(?:tutte\W{1,3})?le\W{1,3}luci\W{1,3}(?:\w{1,15}\W{1,3}){0,6}?(?:dietro|"
        r"sotto\W{1,3}il\W{1,3}letto|nascost\w|per\W{1,3}terra)\b|\b(?:uscito|uscita|scarcerat[oa])"
        r"\W{1,3}(?:di|dal|dalla)\W{1,3}(?:prigione|galera|carcere)\b(?=\W{1,3}(?:\w{1,15}\W{1,3})"
        r"{0,10}?(?:casa\W{1,3}mia|sotto|davanti|fuori|mi\W{1,3}(?:cerca|scrive|fissa|segue)|fissa))",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bidraulico\b|\bfabbro\b|\bchiavi\W{1,3}"
        r"(?:dimenticat|pers)\w*|\btecnico\b|\bgatt[oa]\b|\bcane\b|\bbambin[oi]\W{1,3}(?:gioca|"
        r"dorm)\w*",
        keys="porta|fuori|sotto|davanti|maniglia|serratura|finestra|luci|prigione|galera|carcere",
    ),
    rule(
        "suicide.it_goodbye_more8",
        C.SUICIDE,
        r"\bvissuto\W{1,3}abbastanza\b|\b(?:non|nn)\W{1,3}(?:c\W{0,3}e|vedo)\W{1,3}(?:nessuna\W{1,3}|"
        r"piu\W{1,3})?luce\W{1,3}(?:in\W{1,3}fondo|alla\W{1,3}fine)\b|\b(?:riposare|dormire|"
        r"addormentarmi)\W{1,3}per\W{1,3}sempre\b|\b(?:password|bollette|conti|carte)\W{1,3}"
        r"(?:\w{1,15}\W{1,3}){0,8}?tutto\W{1,3}in\W{1,3}ordine\b|\b(?:ultima|ultime)\W{1,3}"
        r"(?:pagina|pagine|parole)\W{1,3}(?:del\W{1,3}mio\W{1,3}diario|che\W{1,3}(?:scrivo|"
        r"scrivero))\b",
        gentle=True,
        negatable=False,
        veto=JOKE + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b|\bferie\b|\bfilm\b|\bpartita\b"
        r"|\bpensavo\b|\banni\W{1,3}fa\b|\bprogetto\b|\blavoro\b|\bufficio\b",
        keys="vissuto|luce|sempre|ordine|ultima|ultime",
    ),
    rule(
        "means.it_place_near",
        C.MEANS,
        r"\b(?:sul|sulla|sui|sullo|dal|dalla|dai|in\W{1,3}cima\W{1,3}al|al|alla|sopra\W{1,3}il|ncopp\W{0,3}o|ncoppa)\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?(?:ponte|viadotto|cavalcavia|binari|binario|banchina|cornicione|tetto|"
        r"terrazza|terrazzo|molo|scogliera|scogli|dirupo|strapiombo|parapetto|ringhiera|davanzale|"
        r"pontile|diga|rupe)\b\W{1,3}(?:\w{1,15}\W{1,3}){0,10}?(?:guard\w{1,6}\W{1,3}(?:\w{1,6}"
        r"\W{1,3})?(?:l\W{0,3}acqua|giu|abbascio|sotto|il\W{1,3}vuoto|i\W{1,3}binari|il\W{1,3}fiume|"
        r"il\W{1,3}mare|le\W{1,3}onde)|(?:treno|regionale|intercity|freccia\w{0,6}|metro|convoglio)\W{1,3}(?:\w{1,15}\W{1,3})?(?:arriva|passa)|e\W{1,3}notte|(?:sassi|"
        r"pietre)\W{1,3}nell\w{0,2}\W{1,3}tasc\w{1,2}|(?:non|nn|nun)\W{1,3}(?:ho|tengo)\W{1,3}"
        r"paura|(?:scarpe|portafoglio|telefono)\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?lasciat\w|"
        r"saltare|salto|buttarmi|lanciarmi|farla\W{1,3}finita|addio|per\W{1,3}sempre|"
        r"(?:non|nn)\W{1,3}c\W{0,3}e\W{1,3}nessuno)\b|\b(?:lasciato|lasciata)\W{1,3}(?:\w{1,15}"
        r"\W{1,3}){0,5}?(?:sul|sulla)\W{1,3}(?:ponte|viadotto|banchina|molo|scogliera)\b(?=\W{1,3}"
        r"(?:\w{1,15}\W{1,3}){0,8}?(?:acqua|fiume|mare|guard\w{1,6}|in\W{1,3}piena))",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bvacanz\w|\bturist\w|\bfoto\b|\bpanorama\b|\btramonto\b"
        r"|\bgita\b|\bfilm\b|\bserie\b|\bpesca\w{0,4}\b|\bfuochi\b|\bconcerto\b|\btuffo\b"
        r"|\btuffarmi\b|\bbagno\W{1,3}al\W{1,3}mare\b|\bstazione\W{1,3}(?:di|del)\b"
        r"\W{1,3}\w+\W{1,3}(?:in\W{1,3}ritardo|soppress)",
        keys="ponte|viadotto|cavalcavia|binari|binario|banchina|cornicione|tetto|terrazza"
        "|terrazzo|molo|scogliera|scogli|dirupo|strapiombo|parapetto|ringhiera|davanzale"
        "|pontile|diga|rupe",
    ),
    rule(
        "self_harm.it_slang",
        C.SELF_HARM,
        r"\b(?:ho\W{1,3}fatto|faccio|mi\W{1,3}faccio|ricadut[oa]\W{1,3}nel(?:l\W{0,3})?|"
        r"ricominciat[oa]\W{1,3}(?:con\W{1,3})?(?:il\W{1,3}|l\W{0,3})?)\W{0,3}(?:sh|cutting|"
        r"autolesionismo)\b|\b(?:dei|i|altri)\W{1,3}cut\W{1,3}(?:sul|sulla|sulle|sui)\b|\b(?:me|m)"
        r"\W{0,3}(?:so|aggio|aggi|sono|so\W)\W{0,3}(?:fatt[oa]\W{1,3}(?:del\W{1,3})?male\W{1,3}"
        r"(?:n\W{0,3}antra\W{1,3}vorta|de\W{1,3}novo|di\W{1,3}nuovo|ancora|apposta|da\W{1,3}"
        r"sol[oa])|tajat[oa]|menat[oa]\W{1,3}da\W{1,3}sol[oa])\b|\b(?:me|mi)\W{1,3}(?:so|sono)"
        r"\W{0,3}dat[oa]\W{1,3}(?:li\W{1,3}|i\W{1,3}|dei\W{1,3}|de\W{1,3})?pugni\b|\bmi\W{1,3}"
        r"(?:faccio|facevo|sono\W{1,3}fatt[oa])\W{1,3}(?:i|dei|altri|nuovi)\W{1,3}(?:tagli|"
        r"taglietti|graffi|bruciature)\b|\bmi\W{1,3}sono\W{1,3}fatt[oa]\W{1,3}(?:del\W{1,3})?male"
        r"\W{1,3}(?:alle|al|alla|sulle|sul|sulla)\W{1,3}(?:braccia|braccio|gambe|polsi|polso|"
        r"cosce|pancia)\W{1,3}col\b|\bm\W{0,3}aggi\w?\W{1,3}tagliat[oa]\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bper\W{1,3}sbaglio\b|\bcucinand\w|\bincidente\b|\bparrucch\w"
        r"|\bsole\b|\bspiaggia\b|\bpalestra\b|\bcalcetto\b|\bpartita\b|\bcapelli\b|\bbarba\b"
        r"|\bginocchio\b|\bcaviglia\b",
        keys="sh|cutting|autolesionismo|cut|so|aggio|aggi|sono|pugni|faccio|facevo|col",
    ),
    rule(
        "child.it_more5",
        C.CHILD,
        r"\b(?:papa|padre|pate|compagno|patrigno|zio|nonno|ex)\W{1,3}(?:\w{1,15}\W{1,3})?(?:gli|le|"
        r"li)\W{1,3}da\W{1,3}(?:le\W{1,3})?(?:botte|schiaffi|cinghiate|sberle|mazzate)\b|\b(?:padre|"
        r"papa|pate|compagno|patrigno)\W{1,3}(?:lo|la|li|le|\W?o|\W?a)\W{1,3}(?:mena|vatte|abbatte|"
        r"massacra)\b|\b(?:un|dei|i|il)\W{1,3}livid[oi]\W{1,3}(?:sulla|sul|sulle|sui|in)\W{1,3}"
        r"(?:guancia|faccia|viso|schiena|collo|sedere|pancia)\b|\bgioc\w{1,2}\W{1,3}segret\w{1,2}"
        r"\b|\b(?:le|gli|la|lo)\W{1,3}tocca\W{1,3}(?:la\W{1,3}patatina|il\W{1,3}pisellino|le\W{1,3}"
        r"parti\W{1,3}intime|li\W{1,3}sotto|la\W{1,3}sotto|il\W{1,3}sedere|sotto\W{1,3}le\W{1,3}"
        r"mutand\w{1,2})\b|\bubriac[oa]\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?a\W{1,3}prendere\W{1,3}(?:i|"
        r"il|la|le|mi[oa]|nostr[oa])\W{1,3}" + KID_WORD + r"\b|\bfa\W{1,3}(?:fumare|bere)\W{1,3}"
        r"(?:\w{1,15}\W{1,3}){0,2}?(?:a|al|alla|ai)\W{1,3}(?:mi[oa]\W{1,3}|nostr[oa]\W{1,3})?"
        + KID_WORD
        + r"\b|\b(?:l[aoi]|le)\W{1,3}(?:chiude|chiudono|tiene|tengono)\W{1,3}"
        r"(?:chius[oaie]\W{1,3})?(?:in|nella|nello|a\W{1,3}chiave)\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?(?:tutto\W{1,3}il\W{1,3}"
        r"giorno|per\W{1,3}ore|al\W{1,3}buio|senza\W{1,3}mangiare|da\W{1,3}giorni)\b",
        negatable=False,
        needs=KID_NEEDS,
        veto=PAST + "|" + JOKE + r"|\bpartita\b|\ballenament\w|\bfilm\b|\bcartone\b|\bcadut[oa]\b"
        r"|\bcalcio\b|\bbici\b|\baltalena\b|\bvideogioc\w|\bcaccia\W{1,3}al\W{1,3}tesoro\b",
        keys="botte|schiaffi|cinghiate|sberle|mazzate|mena|vatte|abbatte|massacra|livid|segret"
        "|tocca|ubriac|fumare|bere|chiude|chiudono|tiene|tengono",
    ),
    rule(
        "stalking.it_more6",
        C.STALKING,
        r"\bmi\W{1,3}(?:tampina|pedina|marca\W{1,3}stretto)\b|\b(?:me\W{1,3}lo|me\W{1,3}la|lo|la)"
        r"\W{1,3}(?:ritrovo|trovo)\W{1,3}(?:sempre\W{1,3})?(?:tra\W{1,3}i\W{1,3}piedi|ovunque|"
        r"dappertutto)\b|\bsa\W{1,3}tutto\W{1,3}(?:quello|cio)\W{1,3}che\W{1,3}faccio\b|\bmi"
        r"\W{1,3}scrive\W{1,3}(?:cosa|quello\W{1,3}che|dove)\W{1,3}(?:ho\W{1,3}fatto|sono\W{1,3}"
        r"stat[oa]|ho\W{1,3}mangiato|indossavo|sono\W{1,3}andat[oa])\b|\b(?:legge|leggere|"
        r"controlla|vede)\W{1,3}(?:le\W{1,3}mie|i\W{1,3}miei)\W{1,3}(?:chat|messaggi|mail|email|"
        r"conversazioni)\b|\b(?:avanti\W{1,3}e\W{1,3}indietro|su\W{1,3}e\W{1,3}giu)\W{1,3}"
        r"(?:\w{1,15}\W{1,3}){0,2}?(?:davanti|sotto)\W{1,3}(?:a\W{1,3})?casa\W{1,3}mia\b"
        r"|\bparcheggia\w{0,3}\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?(?:sotto|davanti\W{1,3}a)\W{1,3}casa"
        r"\W{1,3}mia\b|\bmanda\W{1,3}(?:i\W{1,3}suoi\W{1,3})?(?:amici|parenti|fratell\w{1,2}|"
        r"cugin\w{1,2})\W{1,3}a\W{1,3}(?:controllarmi|seguirmi|spiarmi)\b|\b(?:spiarmi|"
        r"pedinarmi)\b|\b(?:numero\W{1,3}(?:nascosto|privato|sconosciuto)|anonim[oe])\W{1,3}"
        r"(?:\w{1,15}\W{1,3}){0,3}?(?:sta\W{1,3}zitto|(?:non|nn)\W{1,3}parla|respira|riattacca)"
        r"\b|\bcitofona\w{0,3}\W{1,3}e\W{1,3}(?:scappa|se\W{1,3}ne\W{1,3}va|va\W{1,3}via)\b"
        r"|\bbiglietto\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?ti\W{1,3}(?:vedo|osservo|guardo|trovo)\b"
        r"|\bper\W{1,3}sapere\W{1,3}dove\W{1,3}(?:abito|vivo|lavoro|sto)\b|\b(?:assumere|assunt[oa]|"
        r"trasferit[oa]|iscritt[oa])\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?(?:nel\W{1,3}mio\W{1,3}stesso|"
        r"nella\W{1,3}mia\W{1,3}stessa|alla\W{1,3}mia\W{1,3}stessa|al\W{1,3}mio\W{1,3}stesso)\b"
        r"|\bmi\W{1,3}fotograf\w{1,4}\W{1,3}(?:\w{1,15}\W{1,3}){0,3}?(?:gli|le)\W{1,3}manda\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\bfilm\b|\bserie\b|\bcorriere\b"
        r"|\bpacco\b|\bamazon\b",
        keys="tampina|pedina|stretto|ritrovo|trovo|faccio|scrive|chat|messaggi|mail|email"
        "|conversazioni|indietro|giu|parcheggia|controllarmi|seguirmi|spiarmi|pedinarmi|numero"
        "|anonim|citofona|biglietto|sapere|stesso|stessa|fotograf",
    ),
    rule(
        "self_harm.it_reflexive",
        C.SELF_HARM,
        r"\bmi\W{1,3}(?:sono|so|son)\W{0,3}(?:\w{1,15}\W{1,3}){0,2}?(?:tagliat|bruciat|"
        r"bruciacchiat|graffiat|grattat|mors|morsicat|colpit|picchiat|schiacciat|incis|ferit|"
        r"punt|punzecchiat|strappat|ustionat|martellat|scorticat|lacerat|bucat|infilzat|"
        r"pizzicat|frustat|sbattut)[oaie]\b\W{1,3}(?:\w{1,15}\W{1,3}){0,8}?"
        + SH_MARK
        + r"|\bmi\W{1,3}(?:taglio|brucio|graffio|gratto|mordo|colpisco|picchio|schiaccio|incido|"
        r"ferisco|pungo|strappo|buco|pizzico|frusto|prendo\W{1,3}a\W{1,3}(?:pugni|schiaffi|"
        r"testate))\b\W{1,3}(?:\w{1,15}\W{1,3}){0,8}?" + SH_MARK,
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bper\W{1,3}sbaglio\b|\bincidente\b|\bcucin\w{1,5}\b|\bpane"
        r"\b|\bcarne\b|\bverdur\w|\bpomodor\w|\bcipoll\w|\brov[oi]\b|\bspine\b|\bpentola\b"
        r"|\bgiardin\w|\bginocchio\b|\bcalcetto\b|\bpalestra\b|\bbici\b|\bcadut[oa]\b"
        r"|\bscivolat[oa]\b|\bdentista\b|\bzanzar\w|\bortica\b|\bmedus\w|\bsole\b|\bspiaggia\b"
        r"|\bparrucch\w|\bceretta\b|\bdepila\w|\bcapelli\b(?!\W{1,3}(?:a\W{1,3}ciocche|fino))"
        r"|\bunghi[ae]\W{1,3}(?:incarnit|rott)",
        keys="sono|so|son|taglio|brucio|graffio|gratto|mordo|colpisco|picchio|schiaccio|incido"
        "|ferisco|pungo|strappo|buco|pizzico|frusto|prendo",
    ),
    rule(
        "self_harm.it_veiled",
        C.SELF_HARM,
        r"\b(?:l\W{0,3}ho\W{1,3}(?:fatto|rifatto)|rifatto|ricadut[oa]|ceduto)\W{1,3}(?:\w{1,15}"
        r"\W{1,3}){0,6}?(?:braccio|braccia|polso|polsi|cosce|coscia|pancia|caviglia)\b"
        r"|\bmaniche\W{1,3}lunghe\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?(?:per\W{1,3}(?:coprire|"
        r"nascondere)|agosto|d\W{0,3}estate|col\W{1,3}caldo)\b|\b(?:contatore|conto)\W{1,3}(?:dei"
        r"\W{1,3})?giorni\W{1,3}(?:\w{1,6}\W{1,3})?(?:pulit[oa]|senza\W{1,3}tagli)\b|\btenut[oa]"
        r"\W{1,3}(?:la\W{1,3}mano|il\W{1,3}braccio|le\W{1,3}dita)\W{1,3}(?:sulla|sul|nella|nel)"
        r"\W{1,3}(?:fiamma|fuoco|gas|fornello|piastra|candela)\b|\bmi\W{1,3}sono\W{1,3}fatt[oa]"
        r"\W{1,3}(?:un|uno)\W{1,3}(?:segno|taglio|taglietto)\W{1,3}per\W{1,3}ogni\b|\b(?:scatola|"
        r"astuccio|scatolina)\W{1,3}(?:con|delle|di)\W{1,3}(?:le\W{1,3})?(?:lamette|lame)\b"
        r"|\b(?:piene|pieni|piena|pieno)\W{1,3}di\W{1,3}(?:segni|tagli|graffi|bruciature|"
        r"cicatrici)\b|\b(?:bisogno|voglia)\W{1,3}di\W{1,3}(?:sentire|provare)\W{1,3}(?:\w{1,6}"
        r"\W{1,3})?dolore\W{1,3}fisico\b|\bdolore\W{1,3}fisico\W{1,3}(?:\w{1,15}\W{1,3}){0,3}?"
        r"(?:meglio|calma|aiuta|sollievo)\b|\bmi\W{1,3}sono\W{1,3}punit[oa]\b|\b(?:colpito|"
        r"sbattuto|battuto)\W{1,3}(?:il\W{1,3}muro|la\W{1,3}porta|il\W{1,3}pavimento)\W{1,3}con"
        r"\W{1,3}la\W{1,3}testa\b|\bmi\W{1,3}sono\W{1,3}dat[oa]\W{1,3}fuoco\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bper\W{1,3}sbaglio\b|\bincidente\b|\bcucin\w{1,5}\b"
        r"|\bzanzar\w|\bgatt[oa]\b|\brov[oi]\b|\bortica\b|\bletto\b|\bpalestra\b|\bcorsa\b"
        r"|\bdieta\b|\bfumo\b|\bsigarett[ae]\W{1,3}(?:elettronic|da\W{1,3}fumare)",
        keys="fatto|rifatto|ricadut|ceduto|maniche|contatore|conto|tenut|segno|taglio"
        "|taglietto|scatola|astuccio|scatolina|piene|pieni|piena|pieno|dolore|punit|testa"
        "|fuoco",
    ),
    rule(
        "suicide.it_other_gentle2",
        C.SUICIDE,
        r"\b(?:e|sta|sono)\W{1,3}(?:\w{1,8}\W{1,3})?(?:sul|sulla)\W{1,3}(?:cornicione|parapetto|"
        r"davanzale)\b|\bsi\W{1,3}(?:siede|sporge|arrampica|mette)\W{1,3}(?:sul|sulla|dal|dalla|"
        r"fuori\W{1,3}dalla)\W{1,3}(?:davanzale|cornicione|parapetto|ringhiera|finestra)\b"
        r"|\b(?:non|nn)\W{1,3}(?:lo|la|mi)\W{1,3}(?:salvano|salveranno|salvera)\b|\bvieni\W{1,3}a"
        r"\W{1,3}salutarmi\b(?=\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?(?:corda|ultima|per\W{1,3}sempre|"
        r"addio)|\W{0,3}\"?\W{0,3}$)|\bin\W{1,3}piedi\W{1,3}sul\W{1,3}(?:terrazzo|cornicione|"
        r"parapetto|davanzale|tetto)\b(?=\W{1,3}(?:\w{1,15}\W{1,3}){0,6}?(?:nome|video|diceva|"
        r"urlava|piangeva))",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bgatt[oa]\b|\bpiccion\w|\bvas[oi]\b|\bpiant[ae]\b|\bfiori\b"
        r"|\bfilm\b|\bserie\b|\bmuratore\b|\boperai\w|\bantenna\b",
        keys="cornicione|parapetto|davanzale|siede|sporge|arrampica|mette|salvano|salveranno"
        "|salvera|salutarmi|piedi",
    ),
    rule(
        "means.it_more3",
        C.MEANS,
        r"\b(?:coltello|lama|pistola|forbici|lametta)\W{1,3}(?:\w{1,15}\W{1,3}){0,3}?puntat[oa]"
        r"\W{1,3}(?:sulla|alla|al|sul|contro\W{1,3}(?:la|il))\W{1,3}(?:pancia|gola|petto|polso|"
        r"cuore|tempia|testa)\b|\b(?:flacone|boccetta|blister|scatola|confezione)\W{1,3}(?:\w{1,15}"
        r"\W{1,3}){0,2}?vuot[oa]\W{1,3}(?:accanto|vicino|sul\W{1,3}(?:letto|comodino)|per\W{1,3}"
        r"terra)\b|\bho\W{1,3}(?:gia\W{1,3})?(?:ingoiato|inghiottito|mandato\W{1,3}giu)\W{1,3}"
        r"tutto\W{1,3}quello\W{1,3}che\b(?=\W{1,3}(?:\w{1,15}\W{1,3}){0,6}?(?:armadietto|medicin"
        r"\w{1,4}|farmac\w{1,4}|pastigl|pillol))|\b(?:fumato|bevuto)\W{1,3}(?:\w{1,15}\W{1,3})"
        r"{0,3}?preso\W{1,3}(?:cose|roba|qualcosa)\b(?=\W{1,3}(?:\w{1,15}\W{1,3}){0,6}?(?:"
        + EFFECTS
        + r"))",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bricicl\w|\bcucina\W{1,3}(?:e|con)\W"
        r"\w+\W{1,3}(?:pane|carne)",
        keys="coltello|lama|pistola|forbici|lametta|flacone|boccetta|blister|scatola|confezione"
        "|ingoiato|inghiottito|giu|fumato|bevuto",
    ),
    rule(
        "suicide.it_goodbye_more9",
        C.SUICIDE,
        r"\bstanc[oa]\W{1,3}(?:\w{1,15}\W{1,3}){0,6}?di\W{1,3}(?:esistere|vivere|lottare\W{1,3}per"
        r"\W{1,3}vivere)\b|\bche\W{1,3}senso\W{1,3}ha\W{1,3}(?:continuare|vivere|andare\W{1,3}avanti|"
        r"svegliarsi|alzarsi)\b(?!\W{1,3}(?:a|ad|con|questo|questa|il|la)\b)|\bnessuno\W{1,3}(?:si"
        r"\W{1,3})?(?:accorgerebbe|noterebbe|se\W{1,3}ne\W{1,3}accorgerebbe)\b|\bsparire\W{1,3}e"
        r"\W{1,3}(?:non|nn)\W{1,3}(?:tornare|esserci|svegliarmi)\b|\bho\W{1,3}deciso\W{1,3}come"
        r"\W{1,3}e\W{1,3}quando\b|\b(?:non|nn)\W{1,3}mi\W{1,3}resta\W{1,3}piu\W{1,3}niente\b(?!\W{1,3}"
        r"(?:da|di|in|nel|nella|sul)\b)|\b(?:tra|fra)\W{1,3}poco\W{1,3}finisce\W{1,3}tutto\b"
        r"|\barrivat[oa]\W{1,3}al\W{1,3}limite\W{1,3}(?:\w{1,15}\W{1,3}){0,2}?(?:stasera|stanotte|"
        r"oggi)\W{1,3}basta\b|\b(?:stasera|stanotte|oggi)\W{1,3}chiudo\b(?=\W{0,3}$|\W{0,2}[.,!])"
        r"|\b(?:chi|quando)\W{1,3}(?:trovera|troveranno)\W{1,3}il\W{1,3}mio\W{1,3}corpo\b|\bho"
        r"\W{1,3}paura\W{1,3}di\W{1,3}(?:quello\W{1,3}che\W{1,3}potrei\W{1,3}farmi|farmi\W{1,3}"
        r"(?:qualcosa|del\W{1,3}male|male))\b|\b(?:non|nn)\W{1,3}mi\W{1,3}fido\W{1,3}di\W{1,3}me"
        r"\W{1,3}stess[oa]\W{1,3}(?:stanotte|stasera|oggi|adesso)\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bvacanz\w|\btrasloc\w|\bviaggio\b|\bferie\b|\bfilm\b"
        r"|\bpartita\b|\besam\w|\bdieta\b|\bufficio\b|\bnegozio\b|\bchiudo\W{1,3}(?:il|la|bottega)",
        keys="esistere|vivere|lottare|senso|accorgerebbe|noterebbe|sparire|deciso|resta"
        "|finisce|limite|chiudo|corpo|farmi|fido",
    ),
    rule(
        "threat.it_more4",
        C.THREAT,
        r"\b(?:non|nn)\W{1,3}(?:vedrai|vedro)\W{1,3}crescere\b|\bpreparati\b(?=\W{1,3}(?:\w{1,15}"
        r"\W{1,3}){0,4}?(?:vengo|arrivo|stasera|stanotte|a\W{1,3}prenderti))|\b(?:bara|lapide|tomba|"
        r"necrologio)\W{1,3}(?:\w{1,6}\W{1,3}){0,3}?(?:il\W{1,3})?mio\W{1,3}nome\b|\bfare\W{1,3}la"
        r"\W{1,3}fine\W{1,3}(?:di|della|del)\W{1,3}(?:sua|mia|la\W{1,3}sua)\W{1,3}(?:moglie|ex|"
        r"compagna|fidanzata)\b|\bl\W{0,3}ha\W{1,3}(?:spint[oa]\W{1,3}(?:giu\W{1,3})?(?:dalle\W{1,3}"
        r"scale|dal\W{1,3}balcone)|pres[oa]\W{1,3}per\W{1,3}(?:il\W{1,3}collo|la\W{1,3}gola|i"
        r"\W{1,3}capelli)|sbattut[oa]\W{1,3}contro\W{1,3}(?:il\W{1,3}muro|la\W{1,3}porta|il\W{1,3}"
        r"tavolo))\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bfilm\b|\bserie\b|\bromanzo\b|\blibro\b|\bvideogioc\w"
        r"|\bcartone\b|\bgatt[oa]\b|\bcane\b",
        keys="crescere|preparati|bara|lapide|tomba|necrologio|fine|spint|pres|sbattut",
    ),
    rule(
        "threat.it_gentle2",
        C.THREAT,
        r"\bsa\W{1,3}dove\W{1,3}(?:abita|vive|lavora)\W{1,3}(?:mia|mio|i\W{1,3}miei)\W{1,3}(?:\w{3,12}"
        r"\W{1,3})?e\W{1,3}(?:cosa|che)\W{1,3}(?:le|gli)?\W{0,3}far\w{1,3}\b|\bdormi\W{1,3}con"
        r"\W{1,3}un\W{1,3}occhio\W{1,3}aperto\b|\b(?:vicin[oa]|signora)\W{1,3}(?:\w{1,6}\W{1,3})"
        r"{0,2}?(?:che\W{1,3})?(?:grida|urla)\W{1,3}aiuto\b|\bfoto\W{1,3}(?:della|delle)\W{1,3}"
        r"mi[ae]\W{1,3}finestr[ae]\b",
        gentle=True,
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + EVERYDAY_SUBJECT + r"|\bfilm\b|\bserie\b|\bromanzo\b"
        r"|\blibro\b",
        keys="abita|vive|lavora|aperto|aiuto|finestra|finestre",
    ),
)
