"""Rules written for German: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match ("ü" is matched as "u", and the writers' "ue" is
listed too; "ß" is folded to "ss"). Rule ids are ``<category>.de[_<what>]``.

The shared softener only knows English words for the past ("years ago"), so the urgent rules
here carry a German past veto: a calm memory ("damals", "vor drei Jahren", "ist lang her") is
not an emergency now.
"""

from __future__ import annotations

import functools

from bot.safety.model import Category
from bot.safety.rule import Rule
from bot.safety.rule import rule as _rule

C = Category

# The unstripped form keeps its umlauts: a veto or look-ahead written for "fruher" must cancel
# on "früher" too.
SPELLINGS = {"a": "aä", "o": "oö", "u": "uü"}
rule = functools.partial(_rule, spellings=SPELLINGS)


# One to three filler words between two parts of a phrase ("ich will mich *heute nacht*
# umbringen"); bounded, lazy.
_W = r"\W{1,3}"
_G1 = r"\W{1,3}(?:\w{1,14}\W{1,3})?"
_G2 = r"\W{1,3}(?:\w{1,14}\W{1,3}){0,2}?"
_G3 = r"\W{1,3}(?:\w{1,14}\W{1,3}){0,3}?"
_G5 = r"\W{1,3}(?:\w{1,14}\W{1,3}){0,5}?"

# A calm memory: the harm is over. Vetoes the urgent rules (a gentle rule may still answer).
_PAST = (
    r"\b(?:damals|fruher|frueher|fruaher)\b(?!\W{1,3}(?:raus|aus|los|heim|fertig|als|da)\b)|"
    r"\bvor\W{1,3}(?:\w{1,8}\W{1,3})?(?:jahren|jahrn|joahrn|joar|jahrzehnten)\b|"
    r"\bvor\W{1,3}langer\W{1,3}zeit|\b(?:jahre?|joar|monate)\W{1,3}her\b|"
    r"\blang\w{0,2}\W{1,3}(?:\w{1,6}\W{1,3})?her\b|\b(?:19[4-9]\d|20[01]\d|202[0-3])\b|"
    r"\bals\W{1,3}(?:ich|wir)\W{1,3}(?:\w{1,10}\W{1,3})?(?:\d\d|klein|jung|zusammen|"
    r"verheiratet|schwanger)\b|\bals\W{1,3}\d\d\W{0,3}jahrige|\bmit\W{1,3}(?:1[2-9]|[2-9]\d)\b"
    r"(?!\W{1,3}(?:stuck|tabletten|pillen|min|minuten|euro|km))|\binzwischen\b|\bmittlerweile\b|"
    r"\bvergangenheit\b|\bals\W{1,3}(?:teenie|teenager|kind|jugendliche\w?|schulerin|schuler)\b|"
    r"\b(?:uber\W{1,3}die|die\W{1,3}schlimmste)\W{1,3}zeit\b|\balte\w?\W{1,3}(?:tagebuch\w{0,8}|"
    r"eintrage|eintraege|briefe|chats)\b|\bjahre?\W{1,3}clean\b|\bliegt\W{1,3}(?:\w{1,8}\W{1,3})?hi"
    r"nter\W{1,3}mir"
)

# Someone else: the ex or any third person as the doer.
_HE = r"(?:er|sie|ex|exmann|exfreund\w{0,2}|exfrau)"
# The people a threat or a blow lands on.
_OBJ = r"(?:mich|mi|mir|mia|uns|dich|di|sie|se|ihn|eahm|meine\w{0,2}|mein|unsere\w{0,2})"

# Ways to kill, as the third person or the infinitive after a threat ("er sagt er sticht mich ab").
_KILL3 = (
    r"umbringt|umbringen|umzubringen|umbring|umbringe|totet|toetet|toten|toeten|"
    r"kaltmacht|kaltmachen|kaltzumachen|abstechen|abzustechen|absticht|ersticht|erstechen|"
    r"erschiesst|erschiessen|zu\W{1,3}erschiessen|daschiasst|daschiesst|derschiesst|"
    r"abknallen|abknallt|erwurgt|erwurgen|ertrankt|ertranken|ertraenkt|vergiftet|vergiften|"
    r"totschlagt|totschlaegt|totschlagen|daschlogt|erschlagt|umlegt|umlegen|abfackelt|"
    r"anzundet|anzunden|anzuzunden|verbuddelt|verschwinden\W{1,3}lass\w{0,3}|"
    r"zusammenschlagen|zusammenschlagt|zu\W{1,3}vergewaltigen|vergewaltigen"
)

# Pills and drugs, as the writers name them.
_DRUG = (
    r"(?:\w{0,14}tablett\w{0,12}|\w{0,10}pflaster|pillen|pille|medis|\w{0,10}medikament\w{0,4}|para"
    r"cetamol|ibus?|"
    r"ibuprofen|diazepam|valium|tavor|lorazepam|zopiclon|zolpidem|xanax|benzos?|tramadol|"
    r"tilidin|oxys?|opiate|opioide|morphium\w{0,8}|fentanyl\w{0,8}|methadon|lithium|quetiapin|"
    r"mirtazapin|amitriptylin|lyrica|antidepressiva|neuroleptika|schlafmittel|schmerzmittel|"
    r"beruhigungs\w{0,12}|insulin|tropfen|ketamin|heroin|speed|ecstasy|koks|blutverdunner|"
    r"metoprolol|ritalin|aspirin|schlafdinger\w?|dingern|packung\w{0,2}|blister|streifen|"
    r"strip\w?|schachtel|dose|zeug|drogen)"
)
# How much: all of them, the whole pack, forty.
_QTY = (
    r"(?:alle|all|olle|oll|ganzen?|ganze|gonze|gonzn|gesamte\w?|viele|vui|zu\W{1,3}viele?|"
    r"\d{2,3}|zwei|drei|vier|funf|packung\w{0,2}|blister|streifen|strip\w?|schachtel|dose|"
    r"handvoll|haufen|ladung|massenhaft|rest\w{0,3}|menge|monatsdosis|monatsration|"
    r"wochendosierer|wochenmedis|hundert\w?|doppelte|halfte|haelfte)"
)
# Taken in: swallowed, injected, washed down.
_TAKEN = (
    r"(?:genommen|gnomma|gnumma|gnomme|gnumme|geschluckt|gschluckt|eingenommen|eingeworfen|"
    r"reingeworfen|reingehauen|reingezogen|reingekippt|runtergespult|runtergespuelt|"
    r"runtergeschluckt|getrunken|ausgetrunken|gespritzt|intus|gesetzt|draufgeklebt|aufgeklebt|"
    r"gegeben|zu\W{1,3}schlucken|schluck\w{0,2}|am\W{1,3}schlucken|drin|in\W{1,3}meinem\W{1,3}"
    r"(?:magen|bauch)|gemischt)"
)

# A means at hand, as the writers name it (a rope, a blade, a gun).
_MEANS = (
    r"(?:strick|seil|messer|rasiermesser|dienstmesser|kuchenmesser|\w{0,8}klinge|gewehr|"
    r"jagdgewehr|pistole|dienstwaffe|waffe|knarre|revolver)"
)
# Taken in, the plain past participles (snorted, injected, stuck on, washed down).
_TAKEN_MORE = (
    r"(?:genommen|geschluckt|gschluckt|eingeworfen|reingeworfen|getrunken|gespritzt|gedruckt|"
    r"gedrueckt|gezogen|reingezogen|geballert|draufgeklebt|aufgeklebt)"
)


RULES: tuple[Rule, ...] = (
    # --- suicide: the writer's own, explicit -------------------------------------------------
    rule(
        "suicide.de",
        C.SUICIDE,
        # "ich will mich umbringen", "hab beschlossen mich umzubringen", "wie ich mich töte"
        r"\b(?:ich|i|ik|isch|hab|habe|will|werd|werde|wollt|wollte|mocht\w?|moecht\w?|"
        r"beschlossen|vor|versucht|dran|uberleg\w{0,2}|ueberleg\w{0,2}|wie|ob|bereit)"
        r"\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?(?:mich|mi)\W{1,3}(?:\w{1,14}\W{1,3}){0,3}?"
        r"(?:umbringen|umbringe|umbring|umbringa|umzubringen|umzubringe|toten|toeten|tote|toete|"
        r"zu\W{1,3}toten|zu\W{1,3}toeten|erschiessen|erschiess|zu\W{1,3}erschiessen|erhangen|"
        r"erhaengen|erhang|erhaeng|aufhangen|aufhaengen|aufhang|aufhaeng|aufzuhangen|"
        r"aufzuhaengen|ertranken|ertraenken|zu\W{1,3}ertranken|vergiften|zu\W{1,3}vergiften|"
        r"umlegen|abknallen)\b"
        # "ich bring mich heute nacht um", "i bring mi um"
        r"|\b(?:(?:ich|i|ik|isch)\W{1,3}(?:(?!(?:es|das|des|dat|der|die|er|sie|mein\w{0,2}|dein\w{0"
        r",2})"
        r"\W)\w{1,12}\W{1,3}){0,2}?(?:bring|bringe|bringa)\W{1,3}|(?:bring|bringe|bringa)\W{1,3}"
        r"(?:ich|i)\W{1,3})(?:mich|mi)\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?um\b"
        r"(?!\W{1,3}(?:\d|halb|viertel|den\W{1,3}(?:schlaf|verstand)))"
        # "ich will sterben", "ich möchte tot sein", "i wui sterbn"
        r"|\b(?:ich|i|ik|isch|er|sie)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:will|wil|wui|wott|mocht\w{0"
        r",2}|"
        r"moecht\w{0,2}|mog|mag|werd\w?|plane?|wunsch\w{0,2}\W{1,3}mir)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,2}?(?:sterben|sterbe|sterbn|tot\W{1,3}(?:zu\W{1,3})?sein|"
        r"tod\W{1,3}sein|den\W{1,3}tod)\b(?!\W{1,3}(?:vor|fur|fuer)\b)"
        r"|(?:^|[,.!?:;]\W{0,2})(?:will|wui|mocht\w?|moecht\w?)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"sterben\b(?!\W{1,3}(?:vor|fur|fuer)\b)"
        # "dass sie sterben will", "beschlossen zu sterben", "lust zu sterben"
        r"|\b(?:ich|i|sie|er)\W{1,3}(?:sterben|tot\W{1,3}sein)\W{1,3}(?:will|mochte|moechte|wollen)"
        r"|\b(?:beschlossen|bereit|lust|vor|plan\w{0,2})\W{1,3}zu\W{1,3}sterben\b"
        # "ich will nicht mehr leben", "i mog nimma lebn", "isch will nimmer lebe"
        r"|\b(?:will|wil|wui|wott|mag|mog|mocht\w{0,2}|moecht\w{0,2})\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:nicht|nich|net|ned|nimmer|nimma|nemme|nimme|num|nie)\W{1,3}(?:mehr\W{1,3})?"
        r"(?:leben|lebe|lebn|weiterleben|liewen|labe|da\W{1,3}sein|existieren)\b"
        r"|\bkein\w{0,2}\W{1,3}(?:lust|bock|kraft|grund)\W{1,3}mehr\W{1,3}(?:zu\W{1,3})?"
        r"(?:leben|weiterleben|weiterzuleben)\b"
        # "mir das leben nehmen", "ich nehm mir am sonntag das leben", "sich das leben nehmen"
        r"|\b(?:mir|mi|mich|sich|si)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:das|s|des|dit)\W{1,3}"
        r"(?:leben|lebn|labe|laebe)\W{1,3}(?:zu\W{1,3})?(?:nehmen|nehm|nemme|naeh|nah|weg)\b"
        r"|\b(?:will|mocht\w?|moecht\w?)\W{1,3}(?:\w{1,8}\W{1,3})?tot\W{1,3}sein\b|\blass\w?\W{1,3}"
        r"mich"
        r"\W{1,3}(?:\w{1,8}\W{1,3})?sterben\b|\b(?:mir|mi)\W{1,3}(?:\w{1,8}\W{1,3})?(?:was|etwas)\W"
        r"{1,3}"
        r"(?:antun|anzutun|antu)\b|\bbraucht\W{1,3}man\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:um\W{1,3}z"
        r"u"
        r"\W{1,3}sterben|nicht\W{1,3}mehr\W{1,3}aufzuwachen)|\bwie\W{1,3}ich\W{1,3}sterbe\b|\bplan"
        r"\w{0,2}\W{1,3}(?:ich\W{1,3})?meinen\W{1,3}tod\b|\bzu\W{1,3}sterben\b(?=[^.!?]{0,30}\bwill"
        r"\b)"
        r"|\b(?:nehm\w{0,2}|nimm\w{0,2})\W{1,3}(?:ich\W{1,3}|er\W{1,3}|sie\W{1,3})?(?:mir|mi|sich|s"
        r"i)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        r"(?:das|s)\W{1,3}leben\b"
        r"|\b(?:meinem|seinem|ihrem)\W{1,3}leben\W{1,3}(?:ein\W{1,3})?ende\W{1,3}(?:zu\W{1,3})?"
        r"(?:setzen|machen|bereiten)|\baus\W{1,3}dem\W{1,3}leben\W{1,3}(?:zu\W{1,3})?"
        r"(?:scheiden|gehen)\b|\bschluss\W{1,3}mit\W{1,3}(?:mir|mia|allem|meinem\W{1,3}leben|"
        r"seinem\W{1,3}leben|dem\W{1,3}leben)\b"
        r"|\blieber\W{1,3}tot\b(?!\W{1,3}als\W{1,3}rot)|\bwunsch\w{0,2}\W{1,3}mir\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,2}?"
        r"(?:den\W{1,3}tod|tot\W{1,3}zu\W{1,3}sein)",
        negatable=False,
        veto=_PAST + r"|\b(?:lol|haha\w*|hihi|xd)\b(?![^\n]{0,80}\b(?:ernst|kein\W{1,3}(?:witz|spas"
        r"s|"
        r"scherz))\b)",
        keys=(
            "antun|anzutun|antu|aufzuwachen|mich|mi|sterben|sterbe|sterbn|tot|tod|leben|lebe"
            "|lebn|liewen|labe|laebe|da sein"
            "|existieren|ende|schluss"
        ),
    ),
    rule(
        "suicide.de_word",
        C.SUICIDE,
        r"\b(?:selbstmord|suizid|freitod)\w{0,10}(?<!praventio)(?<!praevention)"
        r"|\babschieds(?:brief|briefe|nachricht|post|text|texte|video)\w{0,2}\b",
        negatable=False,
        veto=_PAST + r"|\b(?:war|ist|wars|waere|ware)\W{1,3}(?:\w{1,8}\W{1,3})?selbstmord\b"
        r"(?!\W{1,3}gedanken)|\bselbstmord\w{0,4}\W{1,3}(?:kommando|mission|aktion)",
        keys="selbstmord|suizid|freitod|abschieds",
    ),
    rule(
        "suicide.de_jump",
        C.SUICIDE,
        # jumping, throwing oneself in front of a train: "ich spring heut nacht von der brücke",
        # "er droht sich vor den zug zu werfen", "sie springt aus dem fenster"
        r"\b(?:spring\w{0,3}|gesprungen|werf\w{0,2}|wirft|zu\W{1,3}werfen|sturz\w{0,2}|"
        r"stuerz\w{0,2}|schmeiss\w{0,2}|leg\w{0,2}|lenk\w{0,2}|fahr\w{0,2}|rast|rasen|"
        r"lassen?|lasst|laesst|geh\w{0,2})\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?"
        r"(?:von|vom|vor|aus|in|ins|auf|aufm|unter|runter|gegen|uber)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,2}?(?:\w{0,14}brucke|\w{0,14}bruecke|bruckle|dach|balkon|fenster|"
        r"zug|ubahn|u\W?bahn|s\W?bahn|lkw|laster|gleise?|schienen|hochhaus|klippe|turm|parkhaus|"
        r"baum|brueckenpfeiler|bruckenpfeiler|leitplanke|wand|see|fluss|wasser)\b"
        r"(?!\W{1,3}(?:gewagt|gesprungen|rein\W{1,3}(?:gewagt|gesprungen)))"
        r"|\b(?:von|vom|vor|aus|gegen|unter)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:\w{0,14}brucke|dach|"
        r"balkon|fenster|zug|ubahn|u\W?bahn|s\W?bahn|lkw|laster|gleise?|schienen|hochhaus|klippe|"
        r"baum|bruckenpfeiler|leitplanke)\W{1,3}(?:\w{1,8}\W{1,3})?(?:zu\W{1,3})?(?:werfen|werf|"
        r"springen|spring|sturzen|fahren|lenken|legen)\b",
        negatable=False,
        needs=r"\b(?:ich|i|ik|er|sie|mich|mi|sich|si|absichtlich|heute?|heit|nacht|morgen|"
        r"jetzt|droht\w{0,2}|gedroht|schwor\w{0,2}|ernst|sagt|schreibt|geschrieben|wenn|bald)\b",
        veto=_PAST + r"|\bsprung\W{1,3}ins\W{1,3}kalte|\bkalte\W{1,3}wasser\b|\b(?:freibad|"
        r"schwimmbad|pool|see\W{1,3}baden|baden)\b|\bschatten\W{1,3}springen|\blol\b|"
        r"\bwenn\W{1,3}ich\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?(?:nochmal|noch\W{1,3}(?:ein|1|einmal)"
        r"\W{0,3}mal|noch\W{1,3}einmal)",
        keys=(
            "brucke|bruecke|bruckle|dach|balkon|fenster|zug|bahn|lkw|laster|gleis|schienen"
            "|hochhaus|klippe|turm|parkhaus|baum|pfeiler|leitplanke|wand|see|fluss|wasser"
        ),
    ),
    rule(
        "suicide.de_means",
        C.SUICIDE,
        # hanging, drowning, shooting, cutting the wrists, as an intention or a threat
        r"\b(?:erhang\w{0,3}|erhaeng\w{0,3}|erhangt|aufzuhangen|aufzuhaengen)\b"
        r"|\bhang\w{0,2}\W{1,3}(?:ich\W{1,3})?(?:mich|mi|sich|si)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?au"
        r"f\b"
        r"|\b(?:mich|mi|sich|si)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:ertranken|ertraenken|"
        r"zu\W{1,3}ertranken|erschiessen|zu\W{1,3}erschiessen|erschiess|vergiften|anzunden|"
        r"anzuzunden|abknallen|abzuknallen|die\W{1,3}kugel\W{1,3}(?:zu\W{1,3})?geben)\b"
        r"|\b(?:erschiesst|erschiessen|erschiess)\W{1,3}(?:er|ich|sie)\W{1,3}(?:mich|sich|si|mi)\b"
        r"|\bpulsadern\W{1,3}(?:\w{1,10}\W{1,3})?(?:aufschneiden|aufzuschneiden|aufgeschnitten|"
        r"aufschneidet|aufschneid\w{0,2})\b"
        r"|\b(?:kehle|hals)\W{1,3}(?:\w{1,8}\W{1,3})?durch(?:schneid\w{0,3}|zuschneiden)\b"
        r"(?=[^.!?]{0,60}\b(?:mir|sich|mich|ich|selbst)\b)",
        negatable=False,
        veto=_PAST + r"|\b(?:kummer|sorgen|frust)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?ertr"
        r"|\bwenn\W{1,3}ich\W{1,3}(?:\w{1,15}\W{1,3}){0,4}?(?:nochmal|noch\W{1,3}(?:ein|1|einmal)"
        r"\W{0,3}mal|noch\W{1,3}einmal)|\b(?:wasserpistole|nerf|spiel|game|zocken)\w{0,4}\b",
        keys=(
            "erhang|erhaeng|aufzuhangen|aufzuhaengen|auf|ertranken|ertraenken|erschiess|vergiften"
            "|anzunden|anzuzunden|abknallen|abzuknallen|kugel|pulsadern|durch"
        ),
    ),
    # --- suicide: indirect, hopeless, goodbye (gentle) -------------------------------------------
    rule(
        "suicide.de_indirect",
        C.SUICIDE,
        r"\bkein\w{0,2}\W{1,3}(?:\w{1,8}\W{1,3})?ausweg\b|\b(?:alle|jeder|ihr|die)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:waren|waeren|warn|ware|waere|sind)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"besser\W{1,3}dran\W{1,3}ohne\W{1,3}mich|\bohne\W{1,3}mich\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:ein\W{1,3})?besser\w{0,2}\W{1,3}leben"
        r"|\b(?:meine|die)\W{1,3}letzte\W{1,3}(?:nachricht|nacht)\W{1,3}hier\b|\bdas\W{1,3}ist"
        r"\W{1,3}meine\W{1,3}letzte\W{1,3}nachricht|\bzum\W{1,3}letzten\W{1,3}mal\W{1,3}glaub"
        r"|\b(?:mude|muede|mud|erschopft|erschoepft|leid|uberdrussig|ueberdruessig)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:vom|von\W{1,3}(?:allem|meinem)|des)\W{1,3}(?:leben|lebens|existiere"
        r"n)"
        r"|\blebensmude\b|\blebensmuede\b"
        r"|\b(?:nicht|nich|net|ned|nimmer|nimma)\W{1,3}mehr\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:da\W{1,3}sein|hier\W{1,3}sein|sein\b|existieren|aufwachen|aufwach|aufzuwachen|"
        r"weitermachen|weiterzumachen|weiter\b|kampfen|kaempfen|durchhalten)"
        r"|\b(?:nie|nimmer|nicht)\W{1,3}(?:mehr|wieder)\W{1,3}(?:\w{1,8}\W{1,3})?(?:aufwachen|aufwa"
        r"ch|"
        r"aufzuwachen)\b|\baufhoren\W{1,3}zu\W{1,3}existieren|\bnicht\W{1,3}mehr\W{1,3}zu\W{1,3}"
        r"existieren|\bnie\W{1,3}geboren"
        r"|\bfur\W{1,3}immer\W{1,3}(?:\w{1,8}\W{1,3})?(?:einschlafen|schlafen|ein|gehen|weg|"
        r"verschwinden|auszuloschen|ausloschen)|\b(?:einschlafen|schlaf\w{0,2}|weg|gehen|geh|"
        r"verschwinden|aufhort|aufhoert|endet|auszuloschen|ausloschen|ausloeschen|tschuss|"
        r"tschuess|zu\W{1,3}gehen)\W{1,3}(?:\w{1,8}\W{1,3})?(?:fur|fuer)\W{1,3}immer\b"
        r"|\b(?:bald|eh|morgen)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:nicht\W{1,3}mehr\W{1,3}da|"
        r"weg\b|vorbei\b|egal\b|ruhe\b|schluss\b|bei\W{1,3}(?:oma|opa|mama|papa)\b)"
        r"|\b(?:brauch|brauche|brauchst)\W{1,3}(?:ich|i)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:eh|ja|doch)\W{1,3}(?:\w{1,8}\W{1,3})?(?:nicht|nich|nix)\W{1,3}mehr\b"
        r"|\b(?:keinen|koan|kan)\W{1,3}(?:sinn|grund)\W{1,3}mehr\b|\bhat\W{1,3}(?:eh\W{1,3})?"
        r"(?:alles\W{1,3})?keinen\W{1,3}sinn\W{1,3}mehr|\bkeine\W{1,3}(?:zukunft|hoffnung)\W{1,3}"
        r"mehr\b|\bkein\W{1,3}(?:morgen|licht)\W{1,3}mehr\b|\bkein\w?\W{1,3}(?:morgen|nachsten|"
        r"naechsten)\W{1,3}(?:\w{1,8}\W{1,3})?(?:fur|fuer)\W{1,3}mich"
        r"|\b(?:last|belastung)\W{1,3}(?:fur|fuer)\W{1,3}(?:alle|meine|olle|die|euch)|\bnur\W{1,3}"
        r"(?:noch|mehr)\W{1,3}(?:ne|eine|a)\W{1,3}(?:last|belastung)\b"
        r"|\b(?:ich\W{1,3})?kann\W{1,3}nicht\W{1,3}mehr\b(?![^.!?]{0,40}\b(?:lachen|lol|haha|essen|"
        r"satt|voll|vor\W{1,3}lachen)\b)|\bi\W{1,3}(?:ka|cha)\W{1,3}(?:nimme|nimmer|num)\b|\bmag\W{"
        r"1,3}"
        r"(?:nicht|nimmer|nimma)\W{1,3}mehr\b(?=\W{0,3}(?:$|[,.!]))|\bi\W{1,3}mog\W{1,3}nimma\b"
        r"|(?<!nicht )(?<!konnt )\bverabschied\w{1,6}\b|\bleb\W{0,1}wohl\b|\btschuss\W{1,3}(?:fur|f"
        r"uer)\W{1,3}immer"
        r"|\btestament\b|\b(?:meine|die|alle)\W{1,3}(?:\w{1,10}\W{1,3})?(?:sachen|schmuck|spiele|"
        r"passworter|passwoerter)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:verschenkt|gegeben|vermacht)"
        r"|\bverzeiht\W{1,3}mir\b|\bich\W{1,3}geb\w?\W{1,3}auf\b(?!\W{1,3}(?:die|den|das|ne|eine|"
        r"ein|meine|mein))|\bwozu\W{1,3}(?:noch\W{1,3})?(?:weitermachen|aufstehen|leben)\b"
        r"|\bwarum\W{1,3}(?:\w{1,8}\W{1,3})?weitermachen|\bdas\W{1,3}ende\W{1,3}(?:fur|fuer)\W{1,3}"
        r"mich|\bmit\W{1,3}allem\W{1,3}abg\w{0,2}schlossn?\b|\bich\W{1,3}hab\W{1,3}abgeschlossen\b"
        r"|\b(?:alles|leben)\W{1,3}(?:\w{1,8}\W{1,3})?sinnlos\b|\bzeit\W{1,3}zu\W{1,3}gehen\b|"
        r"\b(?:will|mocht\w?|moecht\w?)\W{1,3}(?:einfach\W{1,3})?(?:nur\W{1,3})?(?:noch\W{1,3})?"
        r"(?:verschwinden|weg\W{1,3}(?:fur|fuer)\W{1,3}immer|dass\W{1,3}(?:es|alles)\W{1,3}aufhort)"
        r"|\bmach\w?\W{1,3}(?:ich\W{1,3})?(?:\w{1,10}\W{1,3}){0,2}?schluss\b(?!\W{1,3}mit\W{1,3}"
        r"(?:ihm|ihr|dem|der|den|ihn|euch|dir|meinem\W{1,3}(?:freund|ex)))"
        r"|\bsterben\W{1,3}(?:war|waer|ware|waere)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?leichter"
        r"|\bes\W{1,3}(?:ist|is)\W{1,3}besser\W{1,3}wenn\W{1,3}ich\W{1,3}nicht\W{1,3}mehr"
        r"|\binnerlich\W{1,3}(?:schon\W{1,3})?tot\b",
        gentle=True,
        negatable=False,
        veto=_PAST + r"|\bvor\W{1,3}lachen\b|\bzum\W{1,3}gluck\b|\blach\w{0,3}\b|\bkaputtgelacht\b",
        keys=(
            "ausweg|besser|letzte|letzten|leben|lebens|existieren|lebensmude|lebensmuede|sein"
            "|aufwachen|aufwach|aufzuwachen|weitermachen|weiterzumachen|weiter|kampfen|kaempfen"
            "|durchhalten|geboren|immer|bald|eh|morgen|mehr|last|belastung|nicht mehr|nimme"
            "|nimmer|num|nimma|verabschied|wohl|testament|verschenkt|gegeben|vermacht|verzeiht"
            "|auf|weitermachen|ende|abgschlossn|abgschlossen|abgeschlossen|sinnlos|gehen"
            "|verschwinden|aufhort|schluss|leichter|tot"
        ),
    ),
    # --- self-harm as acts ------------------------------------------------------------------
    rule(
        "self_harm.de",
        C.SELF_HARM,
        r"\b(?:mich|mi|sich|si|mir|ma)\W{1,3}(?:\w{1,14}\W{1,3}){0,5}?(?:geritzt|gritzt|ritz|ritze|"
        r"ritzt|aufgeritzt|geschnitten|gschnittn|gschnitte|zerschnitten|aufgeschnitten|"
        r"verbrannt|verbruht|verbrueht|angesengt|zerkratzt|aufgekratzt|blutig\W{1,3}gekratzt|"
        r"selbst\W{1,3}verletzt|verletzt|selbst\W{1,3}geschlagen|selbst\W{1,3}gebissen|gebissen|"
        r"bestraft|gecuttet|selbst\W{1,3}(?:weh\W{1,3}getan|wehgetan)|aufgerubbelt|aufgeschurft|"
        r"gestochen|gerammt|gebohrt|abgeschnurt|eingeklemmt|geklemmt|rausgerissen|"
        r"ausgerissen|abgerissen|zugefugt|zugefuegt)\b"
        r"|\b(?:ritz|ritze|ritzt|ritzen|schneid|schneide|schneidet|verbrenn|verbrenne|verbrennt|"
        r"verletz|verletze|kratz|kratze|hau|schlag|schlage)\W{1,3}(?:ich\W{1,3})?(?:mich|mi|sich|si"
        r")"
        r"\b(?!\W{1,3}(?:durch|raus|rum|ab|weg|um|hin|aufs|tot|an\W{1,3}den|mit\W{1,3}(?:dem|der)\W"
        r"{1,3"
        r"}(?:job|arbeit)))"
        r"|\b(?:geritzt|gritzt|ritzen|ritz)\b|\bgecuttet\b|\bvom\W{1,3}ritzen\b"
        r"|\bnarben\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:aufgemacht|aufgekratzt|aufgerissen|"
        r"aufgegangen|aufgeschnitten)|\b(?:neue|frische|voller|voll|\d{1,2}|drei|paar)\W{1,3}"
        r"(?:\w{1,10}\W{1,3})?schnitte\b|\bschnitte\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:am|an|von)\W"
        r"|\b(?:zigarette\w?|kippe\w?)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:ausgedruckt|ausgedrueckt|"
        r"ausdruck\w{0,2}|ausdrueck\w{0,2}|druck\w{0,2})\b"
        r"|\b(?:tu|tue|tuh)\W{1,3}(?:mir|ma)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?weh\b"
        r"|\bkopf\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:gegen|an|auf|aufs)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:wand|tur|spiegel|lenkrad|fliesen|kacheln|heizkorper|heizung|boden|tisch|tischkante)"
        r"|\b(?:faust|hand)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?gegen\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:wand|spind|tur)|\bgegen\W{1,3}die\W{1,3}wand\W{1,3}(?:geboxt|gehauen|geschlagen)",
        negatable=False,
        veto=_PAST + r"|\bist\W{1,3}geritzt\b|\beigene\w?\W{1,3}fleisch\b|(?<!nicht )(?<!nich )"
        r"\baus\W{1,3}versehen\b|\bversehentlich\b|\bzunge\b|(?<!absichtlich )\bam\W{1,3}(?:tee|kaf"
        r"fee|"
        r"herd|ofen|backofen|backblech|toaster)\b(?![^.!?]{0,40}\b(?:absicht\w{0,3}|extra)\b)|\bbei"
        r"m\W{1,3}(?:\w{1,20}\W{1,3})?(?:schneiden|kochen|"
        r"rasieren|schnitzen|basteln|backen|spulen|spuelen|abwasch|grillen|sport|fussball|training|"
        r"klettern|radfahren|schlittschuh\w{0,6})\b|\b(?:aktien|krypto|sonnenbrand|frisor|friseur)"
        r"|\bhaare\W{1,3}(?:\w{1,6}\W{1,3})?(?:schneiden|geschnitten)\b|\bvor\W{1,3}fremdscham\b"
        r"|\bsahne\b|\bdurch\W{1,3}die\W{1,3}wand\b|\b(?:er|sie)\W{1,3}(?:hat|hot|het)\W{1,3}"
        r"(?:mich|mi)\b|\bohrfeigen\b",
        keys=(
            "geritzt|gritzt|ritz|ritze|ritzt|aufgeritzt|geschnitten|gschnittn|gschnitte"
            "|zerschnitten|aufgeschnitten|verbrannt|verbruht|verbrueht|angesengt|zerkratzt"
            "|aufgekratzt|gekratzt|verletzt|geschlagen|gebissen|bestraft|gecuttet|gewurgt|getan"
            "|wehgetan|aufgerubbelt|aufgeschurft|gestochen|gerammt|gebohrt|abgeschnurt"
            "|eingeklemmt|geklemmt|geboxt|gehauen|rausgerissen|ausgerissen|abgerissen|zugefugt"
            "|zugefuegt|ritzen|schneid|schneide|schneidet|verbrenn|verbrenne|verbrennt|verletz"
            "|verletze|kratz|kratze|hau|schlag|schlage|narben|schnitte|zigarette|kippe|weh|kopf"
            "|faust|hand|wand"
        ),
    ),
    # --- means at hand, the situation now --------------------------------------------------
    rule(
        "means.de",
        C.MEANS,
        # standing on a bridge, a roof, at the edge, on the tracks
        r"\b(?:steh\w{0,2}|sitz\w{0,2}|bin|hock\w{0,2}|lieg\w{0,2}|lehn\w{0,2}|kletter\w{0,2}|"
        r"geklettert|gestellt)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:auf|an|am|aufm|uber|oben|neben|"
        r"im|vom|mitten|von|auf\W{1,3}den)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:\w{0,14}brucke|"
        r"\w{0,14}bruecke|bruckle|\w{0,10}gelander|gleis\w{0,2}|gleisen|bahngleis\w{0,2}|"
        r"bahnsteig|bahnubergang|bahnuebergang|kante|klippe|steilkuste|steilkueste|abgrund|"
        r"fensterbrett|fenstersims|fensterbank|brustung|bruestung|kran|hochhaus|parkdeck|"
        r"staumauer|mauervorsprung|felskante|dach|dachkante|kirchturm|aussichtsturm|turm|gerust|"
        r"geruest|schienen|steinbruch)\b"
        # rope, noose, belt round the neck
        r"|\b(?:seil|strick|schlinge|galgen)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:gekauft|geholt|"
        r"hangt|haengt|hang|geknotet|festgemacht|festgmacht|bereit|liegt|gebunden|besorgt)\b"
        r"|\b(?:gekauft|geholt|geknotet|besorgt)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:seil|strick|"
        r"schlinge)\b|\b(?:gurtel|guertel|schal|seil|strick|kabel|schlinge|hocker)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,6}?(?:hals|haken|balken|dachbalken|decke|turklinke|tuerklinke|"
        r"stange)\b|\bschlinge\b"
        # engine running in a closed garage, charcoal, gas
        r"|\b(?:motor\w{0,6}|auspuff|abgase?|kohlegrill|grill|heizgerat|heizgeraet)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,6}?(?:garage\w{0,4}|garagentor|schuppen|lauft|laeuft|angelassen|"
        r"abgedichtet|abgeklebt|eingesperrt|reingeleitet|schlafzimmer)\b"
        r"|\b(?:garage|garagentor|schuppen)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:motor\w{0,4}|"
        r"lauft|laeuft|angelassen)\b|\bschlauch\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?"
        r"(?:auspuff|fenster)|\babgase\W{1,3}reingeleitet|\b(?:gashahn|gasflasche|gasherd|gas)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?aufgedreht\b|\b(?:fohn|foehn|stromkabel|toaster)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,5}?(?:badewanne|wanne)\b|\btur\W{1,3}abgeklebt\b"
        # pills laid out, counted, crushed
        r"|\b\w{0,14}(?:tablett\w{0,12}|pillen|medis|medikamente|paracetamol|insulin\w{0,"
        r"4}|"
        r"schlafmittel|spritzen|morphium\w{0,8})\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:aufgereiht|"
        r"vor\W{1,3}mir|zerdruckt|zerdrueckt|zerkleinert|abgezahlt|abgezaehlt|ausgedruckt|"
        r"rausgedruckt|rausgedrueckt|bereit\w{0,5}|aufgezogen|zahl\w{0,2}|zaehl\w{0,2}|in\W{1,3}"
        r"(?:einer|ner|ein|ein)\W{1,3}(?:schussel|schuessel|glas|socke|schalchen))\b"
        r"|\b(?:alle|ganzen)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:tabletten|pillen|medis|medikamente)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:zusammengesammelt|rausgesucht|mitgenommen|liegen|"
        r"genommen\W{1,3}und\W{1,3}zahl)"
        # a blade, a gun, poison at hand
        r"|\b(?:klinge|rasierklinge\w?|cutterklinge|rasierklingen|scherbe|messer|brotmesser|"
        r"kuchenmesser|dienstmesser|rasierer)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:liegt|liegen|"
        r"in\W{1,3}der\W{1,3}hand|bereit|daneben|ausgepackt|neben\W{1,3}mir|neben\W{1,3}mich|"
        r"kopfkissen|ans\W{1,3}bett|ins\W{1,3}bett|am\W{1,3}rand|rausgeschraubt|handgelenk|"
        r"am\W{1,3}hals|an\W{1,3}den\W{1,3}hals|starr\w{0,2}|ins\W{1,3}zimmer|badewanne|wanne)\b"
        r"|\b(?:klinge|rasierklinge|messer|scherbe)\W{0,3}(?:in\W{1,3}der\W{1,3}hand)"
        r"|\b(?:halt\w?|hab)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:klinge|messer|rasierklinge|scherbe)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:hand|bett|bad)\b"
        r"|\b(?:pistole|waffe|dienstwaffe|gewehr|jagdgewehr|schrotflinte|knarre|revolver)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,5}?(?:geladen|halt\w?|in\W{1,3}der\W{1,3}hand|schoss|neben\W{1,3}"
        r"mir|am\W{1,3}kopf|im\W{1,3}mund|geholt|besorgt|mitgenommen|rausgeholt|dabei|liegt)\b"
        r"|\b(?:rattengift|unkrautvernichter|frostschutz\w{0,6}|pflanzengift|abflussreiniger|"
        r"kalium)\b|\bsteine?\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:taschen|jackentaschen|rucksack|"
        r"jacke)\b|\b(?:insulinpens|insulin\W{1,3}aufgezogen)",
        negatable=False,
        veto=_PAST + r"|\b(?:seilbahn|kletterseil|springseil|klettern|kletterhalle|boulder\w{0,4})"
        r"\b|"
        r"\bbruckentag\b|\bstricke\W{1,3}reissen|\bstrick\W{1,3}drehen|\bauf\W{1,3}der\W{1,3}brust"
        r"|\b(?:kochen|schneid\w{0,3}\W{1,3}(?:tomaten|zwiebel\w?|brot|gemuse))\b",
        keys=(
            "brucke|bruecke|bruckle|gelander|gleis|gleisen|bahnsteig|bahnubergang|bahnuebergang"
            "|kante|klippe|steilkuste|steilkueste|abgrund|fensterbrett|fenstersims|fensterbank"
            "|brustung|bruestung|kran|hochhaus|parkdeck|staumauer|mauervorsprung|dach|turm|gerust"
            "|geruest|schienen|steinbruch|seil|strick|schlinge|galgen|gurtel|guertel|schal|kabel"
            "|hocker|motor|auspuff|abgas|grill|heizgerat|heizgeraet|garage|schuppen|schlauch"
            "|gas|fohn|foehn|stromkabel|toaster|tur|tablett|tablettn|pillen|medis|medikamente"
            "|paracetamol|insulin|schlafmittel|spritzen|morphium|klinge|scherbe|messer|rasierer"
            "|pistole|waffe|gewehr|schrotflinte|knarre|revolver|rattengift|unkrautvernichter"
            "|frostschutz|pflanzengift|abflussreiniger|kalium|stein"
        ),
    ),
    rule(
        "means.de_overdose",
        C.MEANS,
        # a lot taken: "hab die ganze packung schlaftabletten genommen", "30 tavor geschluckt"
        r"\b" + _QTY + r"\W{1,3}(?:\w{1,18}\W{1,3}){0,4}?" + _DRUG + r"\W{1,3}"
        r"(?:\w{1,14}\W{1,3}){0,4}?" + _TAKEN + r"\b"
        r"|\b" + _DRUG + r"\W{1,3}(?:\w{1,14}\W{1,3}){0,5}?" + _TAKEN + r"\b(?=\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:alle|alles|auf\W{1,3}einmal|zusammen|ganze|viel|viele)\b"
        r"|[^.!?]{0,60}\b(?:schwindlig|schwindelig|ubel|uebel|schlecht|kotz\w{0,2}|verschwommen|"
        r"doppelt|dreht|aufwach\w{0,2}|aufzuwachen|sterb\w{0,2}|kalt|komisch|tippen|warm|schwer|"
        r"bereu\w{0,2}|egal|absicht\w{0,4}|extra)\b)"
        r"|\b" + _DRUG + r"\W{1,3}(?:\w{1,14}\W{1,3}){0,3}?(?:mit|und|plus|dazu)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:wodka|alkohol|alk|schnaps|wein|rotwein|bier|rum|korn|gin|"
        r"whisky|cognac|jagermeister|jaegermeister|cola)\b|\b(?:wodka|alkohol|alk|schnaps|wein|"
        r"rotwein|bier|rum|korn|whisky|cognac|jagermeister|flasche|flaschn|gsoffn|gesoffen|"
        r"getrunken|saufen|sauf|trink\w{0,2})\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:und|plus|mit|"
        r"dazu|noch)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?" + _DRUG + r"\b"
        r"|\b(?:uberdosis|ueberdosis)\b(?!\W{1,3}(?:schoko\w*|weihnacht\w*|kaffee|zucker|musik|"
        r"serien?|liebe|netflix|sonne|kitsch|arbeit|drama|lol))"
        r"|\b" + _DRUG + r"\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?(?:aufgehoben|aufbewahrt|gesammelt|"
        r"gebunkert|gehortet|gespart|beiseite\w{0,6}|zusammengesammelt)\b"
        r"|\b(?:sammel|sammle|sammelt|horte|hortet|bunker\w?|heb)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?"
        + _DRUG
        + r"\b|\b(?:in|aus)\W{1,3}(?:\w{1,8}\W{1,3}){0,1}?(?:\d|drei|vier|verschiedenen)"
        r"\W{1,3}apotheken\b"
        r"|\b(?:zu\W{1,3}viel\w?|was|irgendwas|alles|ois)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"(?:genommen|geschluckt|gnumma|gnomma|gschluckt)\b(?=[^.!?]{0,80}\b(?:schwindlig|"
        r"schwindelig|ubel|uebel|schlecht|kotz\w{0,2}|verschwommen|doppelt|dreht|aufwach\w{0,2}|"
        r"aufzuwachen|sterb\w{0,2}|kalt|komisch|mude|muede|tippen|wart|klappt|angst|herz|"
        r"schwer|schaa|schwaa|bereu\w{0,2}|spur|spuer|verschwimmt|boden)\b)"
        r"|\b(?:genommen|geschluckt)\W{1,3}damit\W{1,3}(?:ich|i)\W{1,3}nicht\W{1,3}mehr",
        negatable=False,
        veto=_PAST + r"|\bpille\W{1,3}(?:vergessen|danach)|\b(?:migrane|migraene|kopfschmerz\w*|"
        r"erkaltung|erkaeltung|fieber|regelschmerz\w*)\b|\btopfit\b",
        keys=(
            "genommen|gnomma|gnumma|gnomme|gnumme|geschluckt|gschluckt|eingenommen|eingeworfen"
            "|reingeworfen|reingehauen|reingezogen|reingekippt|runtergespult|runtergespuelt"
            "|runtergeschluckt|getrunken|ausgetrunken|gespritzt|intus|gesetzt|gedruckt"
            "|draufgeklebt|aufgeklebt|gegeben|schluck|drin|magen|bauch|uberdosis|ueberdosis"
            "|gemischt|wodka|alkohol|alk|schnaps|wein|bier|rum|korn|gin|whisky|cognac"
            "|jagermeister|jaegermeister|cola|aufgehoben|aufbewahrt|gesammelt|gebunkert"
            "|gehortet|gespart|beiseite|zusammengesammelt|apotheken|tablett|pillen|pille|medis"
            "|medikament|paracetamol|ibu|diazepam|valium|tavor|lorazepam|zopiclon|zolpidem|xanax"
            "|benzo|tramadol|tilidin|oxy|opiate|opioide|morphium|fentanyl|methadon|lithium"
            "|quetiapin|mirtazapin|amitriptylin|lyrica|antidepressiva|neuroleptika|schlafmittel"
            "|schmerzmittel|beruhigungs|insulin|tropfen|ketamin|heroin|speed|ecstasy|koks"
            "|blutverdunner|metoprolol|ritalin|aspirin|schlafdinger|dingern|packung|blister"
            "|streifen|strip|schachtel|dose|zeug|drogen|medikamenten"
        ),
    ),
    # --- threats from the ex or anyone ----------------------------------------------------
    rule(
        "threat.de",
        C.THREAT,
        r"\b" + _HE + r"\W{1,3}(?:\w{1,14}\W{1,3}){0,7}?(?:" + _KILL3 + r")\b"
        r"|\b" + _HE + r"\W{1,3}(?:\w{1,14}\W{1,3}){0,7}?(?:bringt|bringe|bring|bringen|bringst)"
        r"\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?um\b(?!\W{1,3}(?:\d|halb|viertel|den\W{1,3}"
        r"(?:schlaf|verstand)|mitternacht))"
        r"|\b" + _HE + r"\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?(?:sticht|stecht|stich|ballert|macht|"
        r"mach|schlagt|schlaegt|schlogt|schlag|schlat|zundet|zuendet|fackelt|legt)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?(?:ab|weg|kalt|tot|an|um)\b(?!\W{1,3}(?:\d|halb|viertel))"
        r"|\bschneid\w{0,3}\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?kehle\W{1,3}durch\b|\b(?:angekundigt|"
        r"angedroht|gedroht|droht\w{0,2}|schwort|geschworen)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:mich|"
        r"mi|"
        r"uns|dich)\W{1,3}(?:\w{1,8}\W{1,3})?(?:zu\W{1,3}toten|umzubringen|abzustechen|zu\W{1,3}"
        r"erschiessen|kaltzumachen|anzuzunden|zu\W{1,3}vergewaltigen|fertigzumachen|zu\W{1,3}"
        r"ertranken)\b|\bbringt\W{1,3}(?:er|sie)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?um\b(?!\W{1,3}"
        r"(?:\d|halb|viertel))|\b(?:sagt|gesagt|meint\w?|meinte|schreibt|geschrieben)\W{1,3}(?:ich"
        r"\W{1,3}bin|du\W{1,3}bist)\W{1,3}(?:\w{1,8}\W{1,3})?tot\b|\btut\W{1,3}(?:dem|der|den|meine"
        r"m|meiner|unserem|unserer|ihm|ihr)\W{1,3}"
        r"(?:\w{1,10}\W{1,3})?was\W{1,3}(?:an\W{1,3})?wenn\b"
        r"|\b(?:mach|stech|stich|schlag)\w?\W{1,3}(?:dich|di)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:kalt|ab|tot)\b|\bich\W{1,3}find\w?\W{1,3}dich\W{1,3}(?:und|egal|uberall|ueberall)"
        r"|\b(?:morddrohung|todesdrohung|todesurteil)\w{0,3}|\bmit\W{1,3}dem\W{1,3}tod\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:bedroht|gedroht|droht)|\bdroht\w{0,2}\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"mit\W{1,3}dem\W{1,3}tod"
        r"|\b(?:mich|mi|dich|uns)\W{1,3}(?:\w{1,10}\W{1,3})?tot\W{1,3}(?:sehen|sehn|haben)\b"
        r"|\b(?:wird|werd|wurd\w?)\W{1,3}(?:\w{1,10}\W{1,3})?(?:mich|mi|dich|uns)\W{1,3}"
        r"(?:\w{1,10}\W{1,3})?finden\b|\bfindet\W{1,3}(?:mich|mi|dich|uns)\W{1,3}(?:\w{1,10}\W{1,3}"
        r")?"
        r"(?:egal|uberall|ueberall|trotzdem|immer|wo|auch|schon|und|eh)\b"
        r"|\bkehle\W{1,3}(?:\w{1,8}\W{1,3})?durch\w{2,12}\b|\bhals\W{1,3}umdreh\w{0,2}\b(?=[^.!?]{0"
        r",60}"
        r"\b(?:er|sie)\b)|\bsaure\w?"
        r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?gesicht|\bsaeure\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?gesicht"
        r"|\b(?:beine|zahne|zaehne|knochen|genick)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:brechen|bricht|"
        r"raus|ausschlagen)|\b(?:bricht|brech\w?)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:beine|genick|"
        r"knochen)\b|\b(?:mit|in)\W{1,3}(?:\w{1,8}\W{1,3})?mir\W{1,3}drin\b"
        r"|\bdu\W{1,3}bist\W{1,3}(?:\w{1,8}\W{1,3})?(?:die|der)\W{1,3}nachste\b|\bnachstes\W{1,3}"
        r"mal\W{1,3}bist\W{1,3}du\W{1,3}dran|\b(?:du|sie|ich)\W{1,3}(?:bist|ist|bin)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?tot\b(?=[^.!?]{0,3}[\"'])|\b(?:bin|bist)\W{1,3}(?:ich|du)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?tot\b(?=[^.!?]{0,60}\b(?:gesagt|meint\w?|schreibt|droht|sagt)\b)"
        r"|\b(?:sagt|gesagt|meint\w?|schreibt|geschrieben|droht)\w{0,2}\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,6}?(?:bin|bist)\W{1,3}(?:ich|du)\W{1,3}(?:\w{1,8}\W{1,3})?tot\b"
        r"|\bsarg\W{1,3}aussuchen|\bim\W{1,3}sarg\b|\bbeerdigt\b|\bstrassengraben\b"
        r"|\b(?:nicht|net|ned)\W{1,3}mehr\W{1,3}lange?\W{1,3}zu\W{1,3}leben\b"
        r"|\b(?:nachste|naechste)\W{1,3}weihnacht\w{0,2}\W{1,3}nicht\W{1,3}(?:erlebe|erleben)",
        negatable=False,
        veto=_PAST + r"|\b(?:lol|haha\w*|spass|witz\w{0,3})\b|\bmit\W{1,3}(?:blicken|blick)\b|"
        r"\b(?:chef|boss|lehrer\w{0,2}|mama|mutter|mami|bank|fusse|fuesse|knie)\W{1,3}"
        r"(?:(?!(?:er|sie)\W)\w{1,10}\W{1,3}){0,2}?bring|\bich\W{1,3}(?:konnt|koennt|konnte|"
        r"koennte|wurd|wuerd)\w{0,2}\W{1,3}(?:sie|ihn|er|den|die|dem)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:erwurgen|erwuergen|umbringen|toten|toeten|killen|abstechen)\b",
        keys=(
            "kehle|toten|umzubringen|abzustechen|erschiessen|kaltzumachen|anzuzunden|vergewaltigen"
            "|fertigzumachen|ertranken|wenn|umbringt|umbringen|umzubringen|umbring|umbringe"
            "|totet|toetet|toten|toeten|kaltmacht"
            "|kaltmachen|kaltzumachen|abstechen|abzustechen|absticht|ersticht|erstechen"
            "|erschiesst|erschiessen|daschiasst|daschiesst|derschiesst|abknallen|abknallt"
            "|erwurgt|erwurgen|ertrankt|ertranken|ertraenkt|vergiftet|vergiften|totschlagt"
            "|totschlaegt|totschlagen|daschlogt|erschlagt|umlegt|umlegen|abfackelt|anzundet"
            "|anzunden|anzuzunden|verbuddelt|verschwinden|zusammenschlagen|zusammenschlagt"
            "|vergewaltigen|um|ab|weg|kalt|tot|an|dich|morddrohung|todesdrohung|todesurteil"
            "|tod|finden|findet|kehle|hals|saure|saeure|beine|zahne|zaehne|knochen|genick"
            "|bricht|brech|drin|nachste|nachstes|sarg|beerdigt|strassengraben|leben|weihnacht"
        ),
    ),
    rule(
        "threat.de_gentle",
        C.THREAT,
        # coercive and veiled threats: leaks, "you'll pay", "he has nothing to lose"
        r"\b(?:nackt\w{0,8}|nudes|intim\w{0,6}|sexting\w{0,4}|video|bilder|fotos)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?(?:posten|zu\W{1,3}posten|hochzuladen|hochladen|ins\W{1,3}netz|"
        r"verschicken|zu\W{1,3}verschicken|zu\W{1,3}schicken|an\W{1,3}meine\w?|schickt|"
        r"veroffentlich\w{0,4})|\b(?:droht|gedroht|drohung\w{0,2}|bedroht|droh\w{0,3})\b"
        r"|\b(?:du\W{1,3}wirst|wirst\W{1,3}du)\W{1,3}(?:\w{1,8}\W{1,3})?(?:bezahlen|bereuen|"
        r"sehen\W{1,3}was)|\bbereu\w{0,2}\W{1,3}(?:ich|du)\W{1,3}das\b|\bnix\W{1,3}mehr\W{1,3}zu"
        r"\W{1,3}verlieren|\bnichts\W{1,3}(?:mehr\W{1,3})?zu\W{1,3}verlieren|\bgnade\W{1,3}mir"
        r"\W{1,3}gott|\bschau\W{1,3}dich\W{1,3}(?:lieber\W{1,3})?um\b|\bpass\W{1,3}(?:bloss|bloß|"
        r"lieber|gut)\W{1,3}auf\b|\berst\W{1,3}der\W{1,3}anfang\b|\bnoch\W{1,3}nicht\W{1,3}"
        r"fertig\W{1,3}mit\W{1,3}mir|\b(?:er|sie)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:macht|machen)"
        r"\W{1,3}(?:mich|mi)\W{1,3}(?:\w{1,8}\W{1,3})?(?:fertig|kaputt|platt)\b(?=[^.!?]{0,40}"
        r"\b(?:wenn|sonst|falls)\b)|\bmachen\W{1,3}mich\W{1,3}platt\b"
        r"|\b(?:weiss|weis|woas)\W{1,3}(?:\w{1,8}\W{1,3})?(?:wo|wann|welche)\W{1,3}(?:du|deine\w?|"
        r"kita|schule)\b|\bsieht\W{1,3}sie\W{1,3}(?:auch\W{1,3})?keiner\W{1,3}mehr|\bnie\W{1,3}"
        r"(?:wieder\W{1,3})?sicher\b|\bdann\W{1,3}passiert\W{1,3}was\b|\bwie\W{1,3}(?:nen|einen)"
        r"\W{1,3}unfall\b|\b(?:ich\W{1,3})?komm\w?\W{1,3}(?:dich\W{1,3}holen|heut\w?\W{1,3}nacht)"
        r"|\b(?:ich\W{1,3}komme?|sag\W{1,3}ihr\W{1,3}ich\W{1,3}komme?)\W{0,3}['\"]"
        r"|\bwas\W{1,3}(?:anzutun|antun|antut|an)\b(?=[^.!?]{0,40}\bwenn\b)|\b(?:wird|will|werde)"
        r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:mir|dir|uns|ihr)\W{1,3}(?:\w{1,8}\W{1,3})?(?:wehtun|weh"
        r"\W{1,3}tun)\b|\b(?:sie|er|ich|du)\W{1,3}(?:\w{1,8}\W{1,3})?tot\W{1,3}(?:ist|bin|bist|war|"
        r"waer|ware|"
        r"waere)\b|\bnicht\W{1,3}mehr\W{1,3}da\W{1,3}(?:war|waer|ware|waere|bin)\b",
        gentle=True,
        negatable=False,
        veto=_PAST + r"|\b(?:chef|lehrer\w{0,2}|mathelehrer|sahne)\b|\bzwiebel",
        keys=(
            "tot|da|wehtun|tun|dich|posten|hochzuladen|hochladen|netz|verschicken|schicken|meine"
            "|schickt|veroffentlich"
            "|droht|gedroht|drohung|bedroht|droh|bezahlen|bereuen|sehen|bereu|verlieren|gott|um"
            "|auf|anfang|fertig|kaputt|platt|wo|wann|welche|keiner|sicher|was|unfall|holen|nacht"
            "|komm|komme|anzutun|antun|antut|an"
        ),
    ),
    # --- stalking and tracking ---------------------------------------------------------------
    rule(
        "stalking.de_tracking",
        C.STALKING,
        r"\b(?:airtag|air\W?tag|gps\W{0,3}tracker|tracker|peilsender|kamera|wanze|spionage\W?app|"
        r"spyware|stalkerware|ortungs\w{0,4})\W{1,3}(?:\w{1,14}\W{1,3}){0,6}?(?:gefunden|entdeckt|"
        r"geklebt|versteckt|installiert|eingenaht|eingenäht)\b"
        r"|\b(?:gefunden|entdeckt)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:airtag|tracker|peilsender|"
        r"kamera|wanze)\b|\b(?:ne|nen|ein|eine|versteckte)\W{1,3}(?:\w{1,8}\W{1,3})?(?:kamera|"
        r"wanze|tracker|peilsender)\b(?=[^.!?]{0,60}\b(?:er|sie|ihm|ihr)\b)"
        r"|\b(?:standort\w{0,8}|standortfreigabe|standortverlauf|handy|whatsapp|mails?|e\W?mail\w{0"
        r",6}|"
        r"icloud|google\w{0,8}|account|konto|passwort|nachrichten|wlan|ring\W{1,3}doorbell)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?(?:gehackt|gespiegelt|mitliest|liest|mitlesen|ortet|orten|"
        r"uberwacht|ueberwacht|eingeschaltet|eingeloggt|zugriff|geteilt|sieht)\b"
        r"|\b(?:liest|lesen|gelesen|mitliest|kennt|hat)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:meine|"
        r"mein|alles)\W{1,3}(?:\w{1,10}\W{1,3})?(?:mails|nachrichten|passwort|standort\w{0,6}|"
        r"mit)\b(?=[^.!?]{0,60}\b(?:er|sie|ihm|ex)\b)|\bzugriff\W{1,3}(?:auf\W{1,3})?(?:meinen|"
        r"mein|meine)\W{1,3}(?:\w{1,10}\W{1,3})?(?:standort|handy|google|icloud|konto|account)",
        negatable=False,
        veto=_PAST + r"|\bkoffer\b|\bfur\W{1,3}den\W{1,3}flug|\bgeht\W{1,3}sonst\b|\bverloren\b",
        keys=(
            "gefunden|entdeckt|geklebt|versteckt|installiert|eingenaht|eingenäht|airtag"
            "|tracker|peilsender|kamera|wanze|gehackt|gespiegelt|mitliest|liest|mitlesen|ortet"
            "|orten|uberwacht|ueberwacht|eingeschaltet|eingeloggt|zugriff|geteilt|sieht|mails"
            "|nachrichten|passwort|standort|mit"
        ),
    ),
    rule(
        "stalking.de",
        C.STALKING,
        # physically following, waiting outside, showing up
        r"\b(?:" + _HE + r"|der|die|sein\W{1,3}(?:auto|wagen)|ein\W{1,3}auto|jemand|mann|typ)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:mir\W{1,3}(?:\w{1,12}\W{1,3}){0,7}?(?:gefolgt|"
        r"nachgefahren|nachgelaufen|nachgegangen|hinterher\w{0,12}|nachgeschlichen|nach\W{0,3}(?:$|"
        r"[,.!]))|folgt"
        r"\W{1,3}(?:mir|uns|meiner\w?)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:bis|nach\W{1,3}hause|"
        r"uberall|ueberall|zur|zum|auf\W{1,3}(?:der|dem)\W{1,3}(?:strasse|heimweg|weg)|mitm|mit"
        r"\W{1,3}(?:dem|nem)\W{1,3}auto|grad|gerade|jetzt))"
        r"|\b(?:" + _HE + r"|sein\W{1,3}(?:auto|wagen)|der\W{1,3}typ|ein\W{1,3}mann)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?(?:steht|stand|parkt|parkte|wartet|wartete|sitzt|hockt|lauert|"
        r"schleicht|pennt|fahrt|faehrt|lauft|laeuft|glotzt|starrt|hat\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"gewartet|ist\W{1,3}(?:\w{1,8}\W{1,3})?aufgetaucht|taucht|war|steh)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,7}?(?:vor|vorm|vors|an|am|um|ums|bei|unter|gegenuber|gegenueber|"
        r"hinter|in|im)\W{1,3}(?:\w{1,10}\W{1,3})?(?:haus|hauses|tur|tuer|wohnung|fenster|arbeit|"
        r"buro|buero|kita|kindergarten|schule|schultor|block|praxis|parkplatz|station|"
        r"fitnessstudio|yogastudio|studio|laden|viertel|strasse|haltestelle|bushaltestelle|"
        r"hof|hinterhof|treppenhaus|balkon|gehweg|ecke|kirche|cafe|bar|wohnort|arbeitsplatz|"
        r"firma|zaun|schulweg|spind)\b"
        r"|\b(?:fahrt|faehrt|fuhr)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:an\W{1,3}meine\w?|ums\W{1,3}"
        r"(?:haus|viertel|block))|\b(?:beobachtet|beobachten|fotografiert|gefilmt)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,3}?(?:mich|uns|mi)\b|\bmich\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:heimlich\W{1,3})?(?:fotografiert|gefilmt|beobachtet)|\bheimlich\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:fotografiert|gefilmt|gemacht|aufgenommen)|\bfotos\W{1,3}von\W{1,3}"
        r"mir\b|\bbild\W{1,3}von\W{1,3}(?:meiner|meinem)\W{1,3}(?:haustur|tur|auto|wohnung)",
        negatable=False,
        veto=_PAST + r"|\b(?:katze|kater|hund|pech|gedanke\w?|"
        r"erinnerung\w?|vergangenheit|blick\w?|paketbote\w?|postbote\w?|lieferando|nachbarin|"
        r"papa|oma|opa|mama)\b|\bweihnachten\b|\bwinter\b|\bstalk\w{0,2}\W{1,3}grad|\bin\W{1,3}"
        r"der\W{1,3}app\b|\b(?:insta|instagram|tiktok|facebook|snapchat|twitter|youtube|account|"
        r"accounts|profil|story|stories)\b",
        keys=(
            "mir|folgt|verfolgt|steht|stand|parkt|parkte|wartet|wartete|sitzt|hockt|lauert"
            "|schleicht|pennt|fahrt|faehrt|lauft|laeuft|glotzt|starrt|gewartet|aufgetaucht"
            "|taucht|war|steh|fuhr|beobachtet|beobachten|fotografiert|gefilmt|heimlich|fotos"
            "|bild"
        ),
    ),
    rule(
        "stalking.de_gentle",
        C.STALKING,
        # online and remote: fake accounts, anonymous calls, knowing where I am
        r"\b(?:fake\W?(?:accounts|profilen|profile|nummern)|neue[nm]?\W{1,3}(?:accounts|nummern)|"
        r"anonyme\w?\W{1,3}(?:anrufe|nummern)|unterdruckte\w?\W{1,3}nummer|unterdrueckte\w?\W{1,3}"
        r"nummer|unbekannten\W{1,3}nummern|neuen?\W{1,3}adressen)\b|\b(?:er|sie)\b[^.!?]{0,40}"
        r"\b(?:fake\W?(?:account|profil|namen|nummer)|neuen?\W{1,3}(?:account|nummer))\b"
        r"|\b\d{2,3}\W{1,3}(?:mal\W{1,3})?(?:angerufen|anrufe)|\b(?:verfolgt|folgt|gefolgt|stalkt|"
        r"gestalkt|beobachtet)\W{1,3}(?:\w{1,8}\W{1,3})?(?:mich|mir|uns|meine\w?)\b|\b(?:mich|mir|"
        r"uns)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:verfolgt|gefolgt|gestalkt|beobachtet)\b|\b(?:werde|"
        r"wird|wurde)"
        r"\W{1,3}(?:\w{1,8}\W{1,3}){0,4}?verfolgt\b|\bverfolgt\W{1,3}(?:sie|ihn)\b|\bstalker\w{0,2}"
        r"\b"
        r"|\b(?:er|sie)\W{1,3}(?:\w{1,8}\W{1,3})?(?:weiss|weis|wusste|kennt|kannte)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:immer\W{1,3})?"
        r"(?:wo\W{1,3}ich|wann\W{1,3}ich|was\W{1,3}ich|alles\W{1,3}was\W{1,3}ich|meine\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:adresse|zeiten|dienstpl\w{2,4}|schichten|wege|standort))"
        r"|\b(?:adresse|klingelschild|nummernschild)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:rausgefunden|rausgekriegt|gepostet|gefunden|rausbekommen)|\b(?:rausgefunden|"
        r"rausgekriegt)\W{1,3}wo\W{1,3}ich|\b(?:angemeldet|beworben|gemietet)\b(?=[^.!?]{0,60}"
        r"\b(?:meine\w?|mich|mir)\b)|\bum\W{1,3}(?:mich|uns)\W{1,3}zu\W{1,3}(?:beobachten|sehen)"
        r"|\bfragt\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:uber\W{1,3}mich|nach\W{1,3}mir|wo\W{1,3}ich|"
        r"wann\W{1,3}ich)|\bnach\W{1,3}mir\W{1,3}gefragt|\bsachen\W{1,3}liegen\W{1,3}anders|"
        r"\bjemand\W{1,3}war\W{1,3}in\W{1,3}meiner\W{1,3}wohnung",
        gentle=True,
        negatable=False,
        veto=_PAST + r"|\b(?:katze|kater|hund|pech|gedanke\w?|erinnerung\w?|vergangenheit|"
        r"albtraum\w?|lieferando|paketbote\w?|backerei)\b|\bstalk\w{0,2}\W{1,3}grad|\b(?:oma|opa|"
        r"mama|papa|mutter|vater|tante|onkel)\W{1,3}folgt\W{1,3}mir\b|\b(?:kinder|kids|sohn|"
        r"tochter)\b[^.!?]{0,40}\bfragt\W{1,3}(?:sie|ihn|es)\W{1,3}(?:\w{1,8}\W{1,3})?uber\W{1,3}"
        r"mich\b|\bwie\W{1,3}(?:blockier|block|sperr|meld|verhinder)\w{0,3}\W{1,3}(?:ich|man)\b",
        keys=(
            "fake|accounts|account|nummer|nummern|anrufe|adressen|angerufen|verfolgt|folgt"
            "|gefolgt|stalkt|gestalkt|stalker|beobachtet|wo|wann|was|alles|adresse|zeiten"
            "|dienstpl|schichten|wege|standort|rausgefunden|rausgekriegt|gepostet|gefunden"
            "|rausbekommen|angemeldet|beworben|gemietet|beobachten|sehen|fragt|gefragt|anders"
            "|wohnung"
        ),
    ),
    # --- physical and sexual violence ------------------------------------------------------
    rule(
        "violence.de",
        C.VIOLENCE,
        r"(?:\b(?:hat|hot|het|hatte)\W{1,3}(?:er|sie|der)\W{1,3}(?:mich|mi|mir|mia|uns|meine\w?|mei"
        r"nen)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,9}?(?:geschlagen|gewurgt|gewuergt|vergewaltigt|getreten|gest"
        r"ossen|"
        r"geschubst|gepackt|geohrfeigt|gefesselt|eingesperrt|gerammt|geschleudert|verprugelt|"
        r"gebrochen|zusammengeschlagen|gebissen|gezerrt|festgehalten)\b)|"
        r"\b(?:er|sie|der|ex|exmann|exfreund|mann|freund|freundin|partner\w{0,2}|vater|papa|"
        r"stiefvater|bruder|typ|ehemann)\W{1,3}(?:hat|hot|hod|het|hats|hatte)\W{1,3}"
        r"(?:\w{1,12}\W{1,3})?(?:mich|mi|mir|mia|uns|meine\w?|meinen|sie|ihr)\W{1,3}"
        r"(?:(?!nie\b|nicht\b|nich\b|net\b|ned\b|niemals\b)\w{1,14}\W{1,3}){0,9}?"
        r"(?:geschlagen|gschlogn|gschlagn|ghaue|gehaut|verprugelt|verpruegelt|zusammengeschlagen|"
        r"zusammengeprugelt|totgeprugelt|krankenhausreif\w{0,4}|gewurgt|gewuergt|erwurgt|"
        r"vergewaltigt|getreten|gestossen|geschubst|runtergestossen|runtergeschubst|gepackt|"
        r"geohrfeigt|gefesselt|eingesperrt|gezerrt|geschleift|geschleudert|gebissen|gekratzt|"
        r"zerkratzt|betaubt|missbraucht|angegriffen|uberfallen|ueberfallen|angefasst|festgehalten|"
        r"angespuckt|gekniffen|geboxt|gerammt|geknallt|ausgeschlagen|ausgerenkt|geprellt|"
        r"zugedruckt|zugedrueckt|eingeklemmt|beworfen|geschuttelt|geschuettelt|gestochen|"
        r"aufgeschlitzt|verbrannt|gewatscht|an\W{1,3}den\W{1,3}haaren\W{1,3}\w{1,12}|"
        r"(?:gegen|an|auf|aufs|in|uber|ubers)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:geworfen|gedruckt|"
        r"gedrueckt|gestossen)|ins\W{1,3}(?:gesicht|krankenhaus)\W{1,3}(?:\w{1,8}\W{1,3})?\w{2,14}|"
        r"(?:nase|arm|rippe\w?|kiefer|handgelenk|finger|bein|hand|zahne|zaehne|schulter)\W{1,3}"
        r"(?:\w{1,10}\W{1,3})?(?:gebrochen|ausgeschlagen|ausgerenkt|geprellt|verdreht|umgedreht))\b"
        r"|\b(?:er|sie|der|mann|freund|freundin|partner\w{0,2}|vater|papa|stiefvater|typ)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,2}?(?:schlagt|schlaegt|schlogt|schlat|haut|wurgt|wuergt|tritt|"
        r"verprugelt|pruegelt|prugelt|vergewaltigt|schubst|missbraucht|kratzt|beisst|zwickt|"
        r"packt|druckt|drueckt)\W{1,3}(?:\w{1,10}\W{1,3})?(?:mich|mi|uns|sie|se|ihn|meine\w?|"
        r"meinen|seine\w?|ihre\w?)\b(?!\W{1,3}(?:um|ab|raus|rein|weg|vom\W{1,3}hocker)\b)"
        r"|\bschlagt\W{1,3}er\b|\bwenn\W{1,3}er\W{1,3}(?:\w{1,10}\W{1,3})?(?:ist|trinkt|sauft)"
        r"\W{1,3}schlagt\b"
        r"|\b(?:wurde|wurd|werde|wird|worden)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:geschlagen|"
        r"verprugelt|verpruegelt|vergewaltigt|missbraucht|gewurgt|zusammengeschlagen|misshandelt|"
        r"eingesperrt)\b"
        r"|\bvergewaltig\w{0,4}|\bsich\W{1,3}an\W{1,3}mir\W{1,3}vergangen|\buber\W{1,3}mich\W{1,3}"
        r"hergefallen|\b(?:k\W?o|ko)\W{0,2}tropfen|\b(?:zwingt|gezwungen|zwang)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,5}?(?:sex|zu\W{1,3}sachen|im\W{1,3}bett|mit\W{1,3}ihm\W{1,3}zu"
        r"\W{1,3}schlafen|auszuziehen|mitzumachen)|\bzum\W{1,3}sex\W{1,3}(?:gezwungen|zwingt)"
        r"|\bnimmt\W{1,3}sich\W{1,3}was\W{1,3}er\W{1,3}will|\bmesser\W{1,3}an\W{1,3}(?:den|meinen|"
        r"ihren)\W{1,3}hals|\b(?:mit|mitm)\W{1,3}(?:dem|nem|einem|seinem|ihrem)\W{1,3}(?:messer|"
        r"gurtel|guertel|stuhl|flasche|bierflasche|kabel)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:bedroht"
        r"|"
        r"verletzt|geschnitten|geschlagen|gewurgt|beworfen|angegriffen)\b|\bfaustschlag\b|"
        r"\b(?:watschn|ohrfeige|schlage|tritte)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:kriagt|"
        r"bekommen|gekriegt|kassiert)\b|\b(?:ne|eine)\W{1,3}(?:so\W{1,3})?(?:hart|fest)\w{0,2}"
        r"\W{1,3}gegeben\b|\bhalb\W{1,3}totgeprugelt|\bins\W{1,3}krankenhaus\W{1,3}geprugelt",
        negatable=False,
        veto=_PAST + r"|\b(?:pfanne|kicker|fussball|fortnite|spiel|mario|eishockey|valo|"
        r"elden|kissenschlacht|wasserpistolen?|nerf)\b|\bmit\W{1,3}blicken\b|\b\d{1,2}\W{0,2}"
        r":\W{0,2}\d{1,2}\b|\bhals\W{1,3}gebrochen\b(?=[^.!?]{0,30}\blol\b)",
        keys=(
            "geschlagen|gschlogn|gschlagn|ghaue|gehaut|verprugelt|verpruegelt|zusammengeschlagen"
            "|zusammengeprugelt|totgeprugelt|krankenhausreif|gewurgt|gewuergt|erwurgt"
            "|vergewaltigt|getreten|gestossen|geschubst|runtergestossen|runtergeschubst|gepackt"
            "|geohrfeigt|gefesselt|eingesperrt|gezerrt|geschleift|geschleudert|gebissen|gekratzt"
            "|zerkratzt|betaubt|missbraucht|angegriffen|uberfallen|ueberfallen|angefasst"
            "|festgehalten|angespuckt|gekniffen|geboxt|gerammt|geknallt|ausgeschlagen|ausgerenkt"
            "|geprellt|zugedruckt|zugedrueckt|eingeklemmt|beworfen|geschuttelt|geschuettelt"
            "|gestochen|aufgeschlitzt|verbrannt|gewatscht|haaren|geworfen|gedruckt|gedrueckt"
            "|gesicht|krankenhaus|gebrochen|verdreht|umgedreht|schlagt|schlaegt|schlogt|schlat"
            "|haut|wurgt|wuergt|tritt|pruegelt|prugelt|schubst|kratzt|beisst|zwickt|packt|druckt"
            "|drueckt|misshandelt|vergewaltig|vergangen|hergefallen|tropfen|sex|sachen|bett"
            "|schlafen|auszuziehen|mitzumachen|will|hals|bedroht|verletzt|geschnitten|faustschlag"
            "|kriagt|bekommen|gekriegt|kassiert|gegeben|geprugelt"
        ),
    ),
    rule(
        "violence.de_marks",
        C.VIOLENCE,
        r"\bblaue\w?\W{1,3}(?:flecken|flecke|auge)|\bblaues\W{1,3}auge|\bwurgemal\w{0,2}|"
        r"\bwuergemal\w{0,2}|\bfingerabdrucke\W{1,3}am\W{1,3}hals|\bplatzwunde|\blippe\W{1,3}"
        r"(?:ist\W{1,3})?(?:aufgeplatzt|ufgspalte)|\brippenprellung|\bstriemen|\babdruck\W{1,3}"
        r"von\W{1,3}(?:seiner|ner|einer)\W{1,3}hand",
        gentle=True,
        negatable=False,
        veto=_PAST + r"|\b(?:schlittschuh\w{0,6}|ski\w{0,6}|sport|fahrrad|training|fussball|gesturz"
        r"t|"
        r"hingefallen|tollpatsch\w{0,2}|lol)\b",
        keys="blaue|blaues|wurgemal|wuergemal|fingerabdrucke|platzwunde|lippe|rippenprellung|striemen|abdruck",
    ),
    # --- emergencies now ----------------------------------------------------------------------
    rule(
        "emergency.de",
        C.EMERGENCY,
        r"\bich\W{1,3}bin\W{1,3}in\W{1,3}gefahr|\bin\W{1,3}(?:lebens)?gefahr\b(?=[^.!?]{0,40}"
        r"\b(?:er|sie|ihr|mann|ex)\b)"
        # he is here / inside / at the door
        r"|\b" + _HE + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:ist|is|isch|steht|sitzt|hockt|wartet)"
        r"\W{1,3}(?:(?:jetzt|grad|gerade|gerad|schon|noch|hier|total|besoffen|betrunken|da)"
        r"\W{1,3}){0,3}?(?:hier|da|drin|drinnen|in\W{1,3}der\W{1,3}wohnung|in\W{1,3}meiner\W{1,3}"
        r"wohnung|im\W{1,3}(?:haus|flur|hausflur|treppenhaus|garten|kinderzimmer|schlafzimmer|"
        r"wohnzimmer|nebenzimmer|hof|keller|bad)|vor\W{1,3}(?:meiner|der|meinem|dem|unserer)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:tur|tuer|haustur|wohnungstur|wohnung|haus))\b"
        r"(?!\W{1,3}(?:fur|fuer|nicht|nie|so|auch|anders|eher|ganz|echt|voll|sehr|total|immer|"
        r"gewesen|gestanden))"
        r"|\b" + _HE + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:reingekommen|reingesturmt|"
        r"reingestuermt|rein\W{1,3}gekommen|eingebrochen|eingedrungen|eingestiegen|"
        r"ins\W{1,3}haus\W{1,3}gekommen|reingeklettert|uber\W{1,3}(?:den|die|das)\W{1,3}"
        r"(?:balkon|zaun)|klettert\W{1,3}(?:grad|gerade|uber|ubern|rubers?)|rein\b)"
        r"|\b(?:tritt|tretet|tret|trat)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:tur|tuer|ture)\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?ein\b|\b(?:tur|tuer|schloss|fenster|scheibe|scheiben|kette|tor|"
        r"gartentor|kuchenfenster|wohnungstur)\w{0,2}\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:einzutreten|eintreten|eingetreten|aufzubrechen|aufbrechen|aufgebrochen|eingeschlagen|"
        r"einschlagen|aufzumachen|kaputt)\b|\b(?:hammert|haemmert|prugelt|pruegelt|schlagt|"
        r"schlaegt|ruttelt|ruettelt|tritt|rammt|druckt|drueckt|wirft\W{1,3}steine)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,4}?(?:gegen|an|auf|dagegen)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"(?:\w{0,12}tur|\w{0,12}tuer|fenster|scheibe|scheiben|fuhrerhaus|"
        r"die\W{1,3}tur)\b|\b(?:hammert|haemmert|prugelt)\W{1,3}(?:\w{1,8}\W{1,3})?(?:dagegen|an\W)"
        r"|\bklingelt\W{1,3}(?:\w{1,8}\W{1,3})?sturm\b|\beingebrochen\b|\beingedrungen\b"
        # hiding from him, locked in, can't get out
        r"|\b(?:versteck\w{0,2}|verbarrikadiert|eingeschlossen|eingsperrt|eingschlossen)\b"
        r"(?=[^.!?]{0,80}\b(?:er|sie|ihn|ihm|ex)\b)|\b(?:er|sie|ihn)\b[^.!?]{0,80}\b"
        r"(?:versteck\w{0,2}|verbarrikadiert)\b"
        r"|\b(?:lasst|laesst|lässt)\W{1,3}(?:mich|mi|uns)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:nicht|net|ned)\W{1,3}(?:raus|gehen|vorbei|aussteigen|los|weg|weiter|wegfahren|"
        r"aufstehen|rein)\b|\b(?:er|sie)\W{1,3}geht\W{1,3}(?:einfach\W{1,3})?(?:nicht|net|ned)"
        r"\W{1,3}(?:weg|raus)\b|\b(?:er|sie)\W{1,3}geht\W{1,3}(?:einfach\W{1,3})?(?:nicht|net|ned)"
        r"\b(?=\W{0,3}(?:$|[,.!]))|\bgeht\W{1,3}nicht\W{1,3}bis\b|\bwill\W{1,3}nicht\W{1,3}gehen"
        # on my heels, running
        r"|\b(?:er|sie)\W{1,3}(?:ist|is|lauft|laeuft|geht|fahrt|faehrt|rennt)\W{1,3}(?:\w{1,8}\W{1,"
        r"3})?hinter\W{1,3}mir\b|\blauf\w?"
        r"\W{1,3}(?:grad|gerade)\W{1,3}(?:vor\W{1,3}ihm\W{1,3})?weg\b|\bfolgt\W{1,3}mir\W{1,3}"
        r"(?:grad|gerade|jetzt|seit)|\b(?:fahrt|faehrt)\W{1,3}mir\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:hinterher|nach)\b|\bfahrt\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?hinter\W{1,3}(?:mir|uns)\b"
        r"|\b(?:hilfe|bitte\W{1,3}schnell|schnell)\W{1,6}(?:er|sie)\b"
        # armed, now
        r"|\b" + _HE + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:mit\W{1,3}(?:nem|nen|einem|einer|ner|"
        r"dem|der|seinem)\W{1,3}|hat\W{1,3}(?:ne|nen|nem|ein|eine|einen|das|die|den|was)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?)(?:messer|axt|baseballschlager|baseballschlaeger|eisenstange|benzin|"
        r"pistole|waffe|gewehr|knarre|hammer|in\W{1,3}der\W{1,3}hand)\b|\bbenzin\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:dabei|aus|ausgeschuttet|im\W{1,3}flur)|\bbewaffnet\b",
        negatable=False,
        veto=_PAST + r"|\b(?:verstecken\W{1,3}spiel\w{0,2}|spielen\W{1,3}verstecken|wir\W{1,3}"
        r"spielen|chef|folge|serie|lol|horrorfilm\w?|decke|paketbote|postbote|weihnachten|"
        r"winter|ostern|fruhling|sommer|zeugen|besuch\w?|schwiegermutter|kollegin\w{0,2}|"
        r"geburtstag|pizza|handwerker|nachbarskind\w*|party)\b|\bausgesperrt\b",
        keys=(
            "gefahr|ist|is|isch|steht|sitzt|hockt|wartet|reingekommen|reingesturmt|reingestuermt"
            "|rein|eingebrochen|eingedrungen|eingestiegen|haus|reingeklettert|balkon|zaun"
            "|klettert|tur|tuer|ture|schloss|fenster|scheibe|scheiben|kette|tor|gartentor"
            "|kuchenfenster|wohnungstur|dagegen|an|sturm|versteck|verbarrikadiert|eingeschlossen"
            "|eingsperrt|eingschlossen|raus|gehen|vorbei|aussteigen|los|weg|weiter|wegfahren"
            "|aufstehen|geht|bis|hinter|folgt|hinterher|nach|hilfe|schnell|messer|axt"
            "|baseballschlager|baseballschlaeger|eisenstange|benzin|pistole|waffe|gewehr|knarre"
            "|hammer|hand|bewaffnet"
        ),
    ),
    # --- a child in danger --------------------------------------------------------------------
    rule(
        "child.de",
        C.CHILD,
        r"\b(?:papa|papi|vater|stiefvater|er|sie|ex|freund|mutter|mama|neue|opa|onkel|schwiegermutt"
        r"er|"
        r"mann)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:schlagt|schlaegt|schlogt|schlat|haut|wurgt|wuergt|"
        r"tritt|verprugelt|pruegelt|prugelt|sperrt|schuttelt|schuettelt|fasst|druckt|drueckt|"
        r"zwingt|verbrennt|zieht|schmeisst|wirft|bedrangt|bedraengt)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:ihn|sie|es|se|eam|ihm|ihr|meine\w?|meinen|unsere\w?|"
        r"unseren|den\W{1,3}kleinen|die\W{1,3}kleine\w?|das\W{1,3}baby|die\W{1,3}kinder|die\W{1,3}"
        r"zwei|die\W{1,3}zwillinge|den\W{1,3}\d)\b"
        r"|\b(?:papa|papi|vater|stiefvater|er|sie|freund|mutter|mama|neue)\W{1,3}(?:hat|hot|het)"
        r"\W{1,3}(?:\w{1,12}\W{1,3})?(?:ihn|sie|es|ihm|ihr|meine\w?|meinen|unsere\w?|unseren|"
        r"den|die|das|dem)\W{1,3}(?:\w{1,14}\W{1,3}){0,6}?(?:geschlagen|gewurgt|gewuergt|"
        r"geschubst|getreten|gestossen|runtergestossen|geschuttelt|geschuettelt|geohrfeigt|"
        r"verprugelt|verpruegelt|eingesperrt|gesperrt|angefasst|missbraucht|geworfen|gepackt|"
        r"gedruckt|gedrueckt|geschleudert|geschlagen|gezogen|entfuhrt|entfuehrt|mitgenommen|"
        r"weggebracht|eingeklemmt|fallen\W{1,3}lassen|verbrannt|gedroht|gefilmt|hochgehoben|"
        r"festgehalten)\b"
        r"|\b(?:nicht|net|ned)\W{1,3}(?:mehr\W{1,3})?zuruckgebracht|\bnicht\W{1,3}zurueckgebracht"
        r"|\bentfuhrt\b|\bentfuehrt\b|\buntergetaucht\b|\bins\W{1,3}ausland\b|\bnie\W{1,3}wieder"
        r"\b(?=[^.!?]{0,20}\bseh)|\bunauffindbar\b|\b(?:ganz\W{1,3})?allein\w?\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:im\W{1,3}auto|zuhause|zu\W{1,3}hause|in\W{1,3}der\W{1,3}wohnung|am\W{1,3"
        r"}"
        r"see|schreien)|\bim\W{1,3}auto\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:gelassen|eingesperrt)"
        r"|\b(?:besoffen|betrunken|sturzbesoffen)\b(?=[^.!?]{0,60}\b(?:auto|fahrt|faehrt|"
        r"losgefahren|abholen|abholt)\b)|\bda\W{1,3}unten\b|\b(?:unten|untenrum)\W{1,3}(?:weh|"
        r"angefasst)|\bnachts\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:anfasst|ins\W{1,3}bett|in\W{1,3}"
        r"ihr\W{1,3}zimmer)|\b(?:komische|seltsame)\W{1,3}spiele\b|\bunter\W{1,3}der\W{1,3}decke"
        r"\W{1,3}an\b|\bnackt\w{0,6}\b|\bblaue\W{1,3}flecken|\bbrandwunde\w{0,2}|\bbrandmal|"
        r"\bverbrennung\b|\bstriemen|\bbissspuren|\bgehirnerschutterung|\bfingerabdrucke|"
        r"\bgebrochene\w?\W{1,3}rippe|\bhandabdruck|\babdruck\W{1,3}von|\bhungern\b|\bnix\W{1,3}"
        r"(?:zu\W{1,3})?essen|\bschlaftabletten\b|\bschnaps\b|\balkohol\b|\bwaffe\b|\bmesser\b"
        r"|\bangst\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:vor\W{1,3}(?:ihm|papa|ihr)|zu\W{1,3}papa|"
        r"nach\W{1,3}hause|zu\W{1,3}schlafen)|\bhol\W{1,3}mich\b|\bmacht\W{1,3}mir\W{1,3}angst\b"
        r"|\bsterben\b|"
        r"\bumbringen\b|\bspringt\b|\britzt\b|\b(?:ihn|sie|es|meinen|meine)\W{1,3}(?:\w{1,10}\W{1,3"
        r"})"
        r"{0,3}?(?:einsperrt|schlagt|schlaegt|haut|wurgt|wuergt|tritt|schuttelt|schuettelt|anfasst|"
        r"zuhalt|zuhaelt)\b|\bfahrt\W{1,3}(?:\w{1,8}\W{1,3})?(?:besoffen|betrunken)\b|\b(?:abgeholt"
        r"|"
        r"mitgenommen)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:ohne\W{1,3}(?:dass|erlaubnis|absprache)|"
        r"nach\W{1,3}\w{3,12}\b)|\bseh\w{0,2}\W{1,3}(?:sie|ihn|es|die\W{1,3}kinder)\W{1,3}nie"
        r"\W{1,3}wieder\b|\bmit\W{1,3}(?:den|dem|der|unserem|unserer)\W{1,3}(?:kindern|kleinen|kind"
        r"|"
        r"sohn|tochter|baby)\W{1,3}(?:\w{1,8}\W{1,3})?weg\b|\btut\W{1,3}(?:dem|der|den|meinem|meine"
        r"r|unserem|unserer|ihm|ihr)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:weh\b|was\W{1,3}(?:an\W{1,3})?wenn\b)|\b\w{0,10}brandfleck\w{0,2}\b|\bholt\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?ab\b(?=[^.!?]{0,40}\b(?:betrunken|besoffen)\b)",
        negatable=False,
        needs=r"\b(?:sohn|tochter|kind|kinder|kindern|kleine|kleinen|kleiner|baby|babys|bua|buam|"
        r"bub|enkel|enkelin|nichte|neffe|teenie|teenager|zwillinge|\d{1,2}\W?jahrige\w?|"
        r"\d{1,2}jahrige\w?|\d{1,2}\W?jahre?\W{1,3}alt|sie\W{1,3}ist\W{1,3}\d{1,2}|er\W{1,3}ist"
        r"\W{1,3}\d{1,2}|schwester|bruder|kleinen|mini\W{1,3}tochter|mei\W{1,3}bua|schuler|"
        r"kinderwagen|babyphone|umgang\w{0,8}|jugendamt|kita|kindergarten)\b",
        veto=_PAST + r"|\b(?:verstecken|kissenschlacht|wasserpistolen?|nerf|mario|spielen|spielt|"
        r"gespielt|trampolin|tattoo|iphone|galgenmannchen|lol|haha|dinosaurier|schlafen\W{1,3}"
        r"durch|zahne\W{1,3}kommen|gekillt|topfit|wie\W{1,3}ein\W{1,3}stein|geimpft|impfung)\b"
        r"|\b(?:ist\W{1,3})?(?:sicher|gut\W{1,3}angekommen|sind\W{1,3}sicher)\b",
        keys=(
            "einsperrt|anfasst|zuhalt|zuhaelt|fahrt|abgeholt|mitgenommen|seh|weg|tut|brandfleck|ab"
            "|schlagt|schlaegt|schlogt|schlat|haut|wurgt|wuergt|tritt|verprugelt|pruegelt"
            "|prugelt|sperrt|schuttelt|schuettelt|fasst|druckt|drueckt|zwingt|verbrennt|zieht"
            "|schmeisst|wirft|schreit|bedrangt|bedraengt|lasst|laesst|gibt|hat|hot|het"
            "|zuruckgebracht|zurueckgebracht|entfuhrt|entfuehrt|untergetaucht|ausland|wieder"
            "|unauffindbar|allein|alleine|auto|besoffen|betrunken|sturzbesoffen|unten|untenrum"
            "|nachts|spiele|decke|nackt|blaue|brandwunde|brandmal|verbrennung|striemen"
            "|bissspuren|gehirnerschutterung|fingerabdrucke|rippe|handabdruck|abdruck|hungern"
            "|essen|schlaftabletten|schnaps|alkohol|waffe|messer|angst|mich|macht|will|sterben"
            "|umbringen|springt|ritzt"
        ),
    ),
    # --- further phrasings, by category ----------------------------------------------------
    rule(
        "suicide.de_other",
        C.SUICIDE,
        # someone else's suicide threat or intent: "er bringt sich um", "sie will sich was antun"
        r"\b(?:sich|si)\W{1,3}(?:\w{1,14}\W{1,3}){0,3}?(?:umbringen|umzubringen|umbringt|umbring|"
        r"toten|toeten|totet|zu\W{1,3}toten|was\W{1,3}(?:anzutun|antun|antut)|etwas\W{1,3}"
        r"(?:anzutun|antun|antut)|das\W{1,3}leben\W{1,3}(?:zu\W{1,3})?nehmen)\b"
        r"|\bbring\w{0,2}\W{1,3}(?:\w{1,10}\W{1,3})?(?:sich|si)\W{1,3}(?:\w{1,14}\W{1,3}){0,5}?um\b"
        r"(?!\W{1,3}(?:\d|halb|viertel))"
        r"|\b(?:er|sie|ich|i)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:spring|springe|springt)\b"
        r"(?=\W{0,3}(?:$|[,.!]))"
        r"|\b(?:will|wil|mocht\w?|moecht\w?|lieber)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?verrecken\b"
        r"|\bnimmt\W{1,3}(?:er|sie)\W{1,3}(?:\w{1,8}\W{1,3})?mich\W{1,3}mit\b",
        negatable=False,
        veto=_PAST + r"|\blol\b|\bsprung\b|\bkalte\W{1,3}wasser\b",
        keys="sich|si|um|spring|springe|springt|verrecken|mit",
    ),
    rule(
        "suicide.de_signals",
        C.SUICIDE,
        # gentle: goodbyes, photos of means sent by an ex, "he says he'll die"
        r"\b(?:wenn|falls)\W{1,3}(?:ich|i)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:nicht|nich|ned)\W{1,3}"
        r"(?:mehr\W{1,3})?(?:antworte|melde|da\W{1,3}bin)\b|\bwenn\W{1,3}ich\W{1,3}(?:nicht\W{1,3}"
        r"mehr|weg)\W{1,3}(?:da\W{1,3})?bin\b|\b(?:ich|i)\W{1,3}verschwinde\b(?=[^.!?]{0,30}\b(?:ba"
        r"ld|"
        r"dann|fur\W{1,3}immer)\b)|\bfalls\W{1,3}ich\W{1,3}verschwinde|\bich\W{1,3}bin\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?am\W{1,3}ende\b(?!\W{1,3}(?:mit\W{1,3}(?:meinen|den|meinem)\W{1,3}(?:n"
        r"erven|latein|kraften)|"
        r"der\W{1,3}(?:woche|schicht)))|\bzeit\W{1,3}(?:fur|fuer)\W{1,3}mich\W{0,3}(?:$|[,.!])"
        r"|\bstor\w?\W{1,3}(?:ich\W{1,3})?(?:niemanden|keinen|keiner|niemand)\W{1,3}mehr"
        r"|\bhalt\w?\W{1,3}(?:\w{1,8}\W{1,3})?(?:keine|kein|koa)\W{1,3}(?:woche|tag|monat|nacht)"
        r"\w{0,2}\W{1,3}mehr|\bwill\W{1,3}(?:auch\W{1,3})?(?:einfach\W{1,3})?(?:nicht|nich)\W{1,3}"
        r"mehr\W{0,3}(?:$|[,.!])|\bkeine\W{1,3}kraft\W{1,3}mehr\W{1,3}(?:zu\W{1,3})?(?:kampfen|"
        r"kaempfen|leben)|\bgibt\W{1,3}keinen\W{1,3}grund\W{0,3}(?:$|[,.!])|\bbald\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,3}?(?:meine\W{1,3})?ruhe\b|\bdas\W{1,3}wars?\W{1,3}(?:\w{1,8}\W{1,3}"
        r")"
        r"{0,2}?mit\W{1,3}mir\b|\berleb\w{0,2}\W{1,3}(?:ich\W{1,3})?(?:eh\W{1,3})?(?:nicht|nich)\b"
        r"|\bwozu\W{1,3}noch\W{0,3}(?:$|[?.!])|\bleben\W{1,3}ist\W{1,3}(?:fur\W{1,3}mich\W{1,3})?"
        r"vorbei\b|\b(?:niemand|keiner)\W{1,3}(?:wird|wurde|wuerde)\W{1,3}mich\W{1,3}vermissen|"
        r"\bvermisst\W{1,3}mich\W{1,3}(?:eh\W{1,3})?keiner|\blass\W{1,3}mich\W{1,3}(?:doch\W{1,3})?"
        r"(?:endlich\W{1,3})?gehen\b|\bfehlt\W{1,3}nur\W{1,3}noch\W{1,3}der\W{1,3}mut"
        r"|(?<!ich )(?<!i )\bbring\W{1,3}dich\W{1,3}(?:doch\W{1,3})?um\b(?!\W{1,3}wenn)"
        r"|\b(?:foto|fotos|bild|bilder|video|story)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:tablett\w{0,1"
        r"2}|"
        r"klinge|rasierklinge\w?|strick|seil|messer|pistole|waffe|handgelenk\w{0,2}|armen|schnitten"
        r"|"
        r"geritzten|aufgeschnittenen|gleisen|brucke|autobahnbrucke)\b|\bmit\W{1,3}(?:ner|einer|der|"
        r"nem|dem)\W{1,3}(?:klinge|rasierklinge)\b|\b(?:er|sie|papa)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}"
        r"?"
        r"stirbt\b|\b(?:ist|bin)\W{1,3}(?:er|sie|ich)\W{1,3}(?:\w{1,8}\W{1,3})?tot\b|\bdeine\W{1,3}"
        r"schuld\b|\bauf\W{1,3}(?:meinem|deinem)\W{1,3}gewissen|\bblut\W{1,3}an\W{1,3}(?:den|deinen"
        r")"
        r"\W{1,3}handen|\b(?:mich|ihn)\W{1,3}umgebracht\W{1,3}hast|\bletzte\w?\W{1,3}(?:tag|mal|"
        r"versuch|chance)\b(?=[^.!?]{0,40}\b(?:leb|markiert|stimme|weg|wohl|dann)\w{0,6}\b)|\bfinde"
        r"t"
        r"\W{1,3}(?:man|mich|sie|ihn)\W{1,3}(?:\w{1,8}\W{1,3})?morgen\b|\bnachstes\W{1,3}mal\W{1,3}"
        r"klappt|\bgeht\W{1,3}nicht\W{1,3}(?:mehr\W{1,3})?(?:ran|ans\W{1,3}(?:handy|telefon))\b"
        r"(?=[^.!?]{0,80}|)(?:[^.!?]{0,80}\b(?:abschied\w{0,8}|sorry|leid|tabletten|strick|brucke|"
        r"danke)\b)|\b(?:danke\W{1,3}fur\W{1,3}alles|es\W{1,3}tut\W{1,3}mir\W{1,3}leid)\b(?=[^.!?]{"
        r"0,60}"
        r"\b(?:geht\W{1,3}nicht|antwortet\W{1,3}nicht|nicht\W{1,3}mehr\W{1,3}ran)\b)|\babschied\W{1"
        r",3}"
        r"(?:nimmt|nehmen|genommen)\b|\bheute\W{1,3}mach\W{1,3}ichs\b",
        gentle=True,
        negatable=False,
        veto=_PAST + r"|\b(?:krank|krebs|hospiz|palliativ|lol|haha\w*|serie|film|folge|spiel|gestor"
        r"ben|trauer\w{0,3}|"
        r"zombie|prufung|klausur)\b",
        keys=(
            "um|antworte|melde|bin|verschwinde|ende|mich|mehr|grund|ruhe|mir|nicht|nich|noch|vorbei"
            "|vermissen|keiner|gehen|mut|tablett|klinge|rasierklinge|strick|seil|messer|pistole"
            "|waffe|handgelenk|armen|schnitten|geritzten|aufgeschnittenen|gleisen|brucke"
            "|autobahnbrucke|stirbt|tot|schuld|gewissen|handen|hast|tag|mal|versuch|chance"
            "|morgen|klappt|ran|handy|telefon|alles|leid|nimmt|nehmen|genommen|ichs"
        ),
    ),
    rule(
        "self_harm.de_acts",
        C.SELF_HARM,
        r"\b(?:mich|mi|mir|ma)\W{1,3}(?:\w{1,14}\W{1,3}){0,7}?(?:geritzt|geschnitten|gschnitte|"
        r"gschnittn|aufgeschnitten|aufgeritzt|zerschnitten|verbrannt|verbruht|gebohrt|gestochen|"
        r"aufgekratzt|aufgeschurft)\b|\b(?:mich|mi)\W{1,3}zu\W{1,3}(?:schneiden|ritzen|verletzen|"
        r"verbrennen|bestrafen)\b|\bmich\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?bestrafen\b"
        r"|\bwieder\W{1,3}(?:\w{1,8}\W{1,3})?(?:geschnitten|geritzt|gecuttet)\b|\bwieder\W{1,3}"
        r"(?:mit\W{1,3}dem\W{1,3})?(?:schneiden|ritzen)\W{1,3}angefangen|\b(?:haut|arme|arm|beine|"
        r"bein|oberschenkel|handgelenk\w?|unterarm\w?|finger\w{0,6})\W{1,3}(?:\w{1,12}\W{1,3}){0,4}"
        r"?"
        r"(?:aufgekratzt|aufgeschurft|zerkratzt|verbrannt|verbruht|aufgeschnitten|aufgeritzt|"
        r"zerschnitten|angesengt)\b|\b(?:klinge|rasierklinge|messer|kuchenmesser|teppichmesser|sche"
        r"rbe|"
        r"glasscherbe|cutter|schere|zirkel|nadel|rasierer)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?"
        r"(?:geschnitten|gschnitte|gschnittn|geritzt|gestochen|rumgemacht|aufgeschnitten|aufgeritzt"
        r")\b"
        r"|\b(?:druck\w{0,2}|drueck\w{0,2})\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:zigarette\w?|kippe)"
        r"|\bzigarette\w?\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:auf|ins?)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:haut|hand|handgelenk|arm|bein)\b|\b(?:tu|tue|tuh)\W{1,3}(?:mir|ma)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,6}?weh\b|\bohrfeig\w{0,2}\W{1,3}mich\b(?!\W{1,3}(?:dafur|dafuer))"
        r"|\bhau\w?\W{1,3}mir\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:ins\W{1,3}gesicht|auf\W{1,3}die|"
        r"gegen)\b|\bmich\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:fest|doll|hart)\W{1,3}geschlagen\b"
        r"|\bmich\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?mit\W{1,3}(?:dem|der|nem|ner|einem|meinem)\W{1,3}"
        r"\w{1,12}\W{1,3}(?:geschlagen|verbrannt|gewurgt)\b|\beigenen\W{1,3}handen\b"
        r"|\b(?:gekratzt|gebissen|geschlagen|gehauen|gedruckt|gedrueckt|gebohrt|geboxt|boxe|"
        r"aufgekratzt)\W{1,3}(?:\w{1,8}\W{1,3}){0,4}?bis\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:blut\w{0,"
        r"4}|"
        r"blau|rot|blasen|narben|kaputt|aufplatz\w{0,4}|aufgeplatzt|schwarz|dick|lila|geknackt|"
        r"knackte)\b|\b(?:heiss\w{0,2}|kochend\w{0,2})\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:gedruckt|"
        r"gedrueckt|verbrannt|verbruht)\b",
        negatable=False,
        veto=_PAST + r"|\bist\W{1,3}geritzt\b|\beigene\w?\W{1,3}fleisch\b|(?<!nicht )(?<!nich )"
        r"\baus\W{1,3}versehen\b|\bversehentlich\b|\bzunge\b|(?<!absichtlich )\bam\W{1,3}(?:tee|kaf"
        r"fee|"
        r"herd|ofen|backofen|backblech|toaster)\b(?![^.!?]{0,40}\b(?:absicht\w{0,3}|extra)\b)|\bbei"
        r"m\W{1,3}(?:\w{1,20}\W{1,3})?(?:schneiden|kochen|"
        r"rasieren|schnitzen|basteln|backen|spulen|abwasch|grillen|sport|fussball|training|"
        r"klettern)\b|\b(?:aktien|krypto|sonnenbrand|frisor|friseur|tattoo\w{0,4}|sahne)\b|\bhaare"
        r"\W{1,3}(?:\w{1,6}\W{1,3})?(?:schneiden|geschnitten)\b|\b(?:er|sie)\W{1,3}(?:hat|hot|het)"
        r"\W{1,3}(?:mich|mi|mir)\b|\bohrfeigen\b|\bkonnt\W{1,3}mich\b",
        keys=(
            "geritzt|geschnitten|gschnitte|gschnittn|aufgeschnitten|aufgeritzt|zerschnitten"
            "|verbrannt|verbruht|gebohrt|gestochen|aufgekratzt|aufgeschurft|schneiden|ritzen"
            "|verletzen|verbrennen|bestrafen|gecuttet|angefangen|zerkratzt|angesengt|rumgemacht"
            "|zigarette|kippe|haut|hand|handgelenk|arm|bein|weh|mich|gesicht|die|gegen|geschlagen"
            "|gewurgt|handen|bis"
        ),
    ),
    rule(
        "means.de_at_hand",
        C.MEANS,
        r"\b(?:ist|is|steht|sitzt|hockt|liegt|bin)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:auf|an|am|aufm"
        r"|"
        r"oben|mitten)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:\w{0,14}brucke|\w{0,14}bruecke|"
        r"\w{0,10}gelander|gleis\w{0,2}|gleisen|bahnsteig|kante|klippe|steilkuste|dach|hochhaus|"
        r"schienen|fensterbrett|fenstersims|brustung)\b"
        r"|\b(?:auf|am|aufm|an)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:\w{0,14}brucke|\w{0,14}gelander|"
        r"dach|gleisen|bahnsteig|kante|klippe|fensterbrett|fenstersims|brustung)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:steht|sitzt|stehe|sitze|steh|sitz|stand|stund|hockt|liegt|lieg)\b"
        r"|\bganz\W{1,3}(?:vorne\W{1,3})?am\W{1,3}rand\b|\bbeine\W{1,3}(?:schon\W{1,3})?(?:druber|"
        r"drueber|baumeln|hangen\W{1,3}runter)|\b(?:stuhl|hocker)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"(?:ans|an\W{1,3}das|unter\W{1,3}(?:den|dem))\W{1,3}(?:\w{1,8}\W{1,3})?(?:gelander|haken|"
        r"balken)|\bbenzin\w{0,8}\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:neben\W{1,3}mir|uber\W{1,3}mich)"
        r"|\bplastiktute\b|\bplastiktuete\b|\b(?:gurtel|guertel|schal)\W{1,3}(?:\w{1,8}\W{1,3}){0,3"
        r"}?"
        r"(?:an\W{1,3}der\W{1,3}tur|turklinke)|\bliegen\W{1,3}neben\W{1,3}(?:dem|meinem)\W{1,3}bett"
        r"\b"
        r"|\bleere\w?\W{1,3}\w{0,12}(?:tablett\w{0,12}|packungen|"
        r"blister)\b|\b" + _DRUG + r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:liegen|liegt)\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,2}?(?:vor\W{1,3}mir|hier|neben|im\W{1,3}rucksack|bereit)\b",
        negatable=False,
        veto=_PAST + r"|\b(?:seilbahn|klettern|boulder\w{0,4}|bruckentag|zahnbrucke|aussicht\w{0,4}"
        r"|"
        r"urlaub|wanderung|wandern|foto\w{0,6}|sonnenuntergang|picknick|dachdecker|handwerker|"
        r"dachterrasse|party|grillen)\b|\bmit\W{1,3}dem\W{1,3}rad\b|\b(?:richtigen|falschen)\W{1,3}"
        r"gleis|"
        r"\babstellgleis",
        keys=(
            "brucke|bruecke|gelander|gleis|gleisen|bahnsteig|kante|klippe|steilkuste|dach|hochhaus"
            "|schienen|fensterbrett|fenstersims|brustung|rand|druber|drueber|baumeln|runter"
            "|gelander|haken|balken|benzin|plastiktute|plastiktuete|tur|turklinke|liegen|tablett"
            "|packungen|blister|liegen|liegt"
        ),
    ),
    rule(
        "means.de_overdose_more",
        C.MEANS,
        r"\b" + _DRUG + r"\W{1,3}nach\W{1,3}der\W{1,3}anderen\b|\b(?:auf\W{1,3}einmal|alle\W{1,3}"
        r"gleichzeitig|gleichzeitig)\W{1,3}(?:\w{1,8}\W{1,3})?(?:genommen|geschluckt|eingenommen|"
        r"aufgeklebt|gespritzt)\b|\b" + _DRUG + r"\b[^.!?]{0,40}\b(?:ganze|alle|alles|ganzen)\W{1,3"
        r"}"
        r"(?:\w{1,10}\W{1,3}){0,2}?" + _TAKEN + r"\b|\b" + _DRUG + r"\W{1,3}(?:handeweise|"
        r"haendeweise|\d{2,3}\W{1,3}stuck)\b|\b(?:nehm\w{0,2}|nimmt|nimm|schluck\w{0,2})\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:alle|all|ganzen?|gesamte\w?|\d{2,3})\W{1,3}(?:\w{1,10}\W{1,3}"
        r")"
        r"{0,2}?" + _DRUG + r"\b|\bschluck\w{0,2}\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:alles|alle)\b"
        r"(?!\W{1,3}(?:runter|was\W{1,3}(?:er|sie)\W{1,3}sagt))|\b" + _DRUG + r"\W{1,3}"
        r"(?:\w{1,14}\W{1,3}){0,5}?" + _TAKEN + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:halfte|"
        r"haelfte)\b",
        negatable=False,
        veto=_PAST + r"|\bpille\W{1,3}(?:vergessen|danach)|\b(?:migrane|migraene|kopfschmerz\w*|"
        r"erkaltung|erkaeltung|fieber|regelschmerz\w*|arzt\W{1,3}sagt|verschrieben\W{1,3}hat)\b|"
        r"\btopfit\b|\bluge\w?|\bluegen\b",
        keys=(
            "anderen|genommen|geschluckt|eingenommen|aufgeklebt|gespritzt|handeweise|haendeweise"
            "|stuck|tablett|pillen|pille|medis|medikament|paracetamol|ibu|insulin|tropfen|alles"
            "|alle|halfte|haelfte|pflaster|schluck|gnomma|gnumma|gschluckt|getrunken|intus|drin"
            "|gemischt|gegeben|gesetzt|reingeworfen|reingehauen|reingezogen|runtergespult"
        ),
    ),
    rule(
        "means.de_overdose_state",
        C.MEANS,
        r"\b(?:zu\W{1,3}viel\w?|was|irgendwas|alles|ois|ganz\W{1,3}viel|so\W{1,3}viel)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,2}?(?:genommen|geschluckt|gnumma|gnomma|gschluckt|runtergeschluckt|"
        r"reingezogen|gespritzt|eingeworfen)\b",
        negatable=False,
        needs=r"\b(?:schwindlig|schwindelig|ubel|uebel|kotz\w{0,3}|verschwommen|verschwimmt|doppelt"
        r"|"
        r"dreht\W{1,3}sich|aufwach\w{0,2}|aufzuwachen|sterb\w{0,2}|kalt|komisch|mude|muede|tippen|"
        r"klappt|herz\w{0,4}|schwer|lallt|schlaff|reagiert\W{1,3}nicht|bereu\w{0,2}|boden|"
        r"keine\W{1,3}ahnung\W{1,3}wie\W{1,3}viel\w?|nicht\W{1,3}mehr\W{1,3}wo)\b",
        veto=_PAST + r"|\b(?:luge\w?|luegen|beleidigung\w{0,2}|worte|gesagt|ernst)\b|\bhat\W{1,3}mi"
        r"r"
        r"\W{1,3}alles\b",
        keys="genommen|geschluckt|gnumma|gnomma|gschluckt|runtergeschluckt|reingezogen|gespritzt|eingeworfen",
    ),
    rule(
        "emergency.de_now",
        C.EMERGENCY,
        r"\b(?:er|sie|und)\W{1,3}(?:sucht|suacht)\W{1,3}(?:mich|uns|mi)\b|\b(?:er|sie)\W{1,3}kommt"
        r"\W{1,"
        r"3}"
        r"(?:jetzt\W{1,3}|grad\W{1,3})?(?:hoch|rauf|rein)\b|\b(?:der|er)\W{1,3}(?:ist|is)\W{1,3}"
        r"(?:\w{1,14}\W{1,3}){0,4}?rein\b|\bhor\w?\W{1,3}(?:ihn|sie|seine\W{1,3}(?:stimme|schritte)"
        r")"
        r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:unten|im\W{1,3}(?:flur|treppenhaus|hausflur|keller)|an"
        r"\W{1,3}der\W{1,3}(?:tur|balkontur)|auf\W{1,3}dem\W{1,3}balkon|draussen|vor\W{1,3}der"
        r"\W{1,3}tur|hochkommen|kommen)\b|\bmacht\W{1,3}(?:grad|gerade)\W{1,3}(?:\w{1,8}\W{1,3}){0,"
        r"3}?"
        r"kaputt\b|\brandaliert\b|\b(?:er|sie)\W{1,3}(?:ist|is|isch)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"an\W{1,3}der\W{1,3}(?:tur|haustur|balkontur)\b|\bhalt\w?\W{1,3}(?:mein\w{0,2}\W{1,3}"
        r"(?:arm|oarm)|mich)\W{1,3}(?:grad\W{1,3})?fest\b(?=[^.!?]{0,40}\b(?:schreib|heimlich|"
        r"grad|gerade|angst)\b)|\bhoit\W{1,3}mein\W{1,3}oarm\W{1,3}fest|\bklingelt\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,3}?sturm\b|\b(?:fahrt|faehrt)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?hinter"
        r"\W{1,3}(?:mir|uns)\b|\bversucht\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?mich\W{1,3}zu\W{1,3}(?:ramm"
        r"en|"
        r"uberfahren|schlagen|packen|erwischen|ziehen)\b|\b(?:druckt|drueckt|tritt|hammert|"
        r"haemmert|schlagt|treten|hammern)\W{1,3}dagegen\b|\b(?:hat|mit)\W{1,3}(?:nem|nen|einem|"
        r"einer|ner|dem|der|seinem|ne|ein|eine|einen|das|die|den|was)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:messer|axt|baseballschlager|eisenstange|benzin|pistole|waffe|gewehr|knarre|hammer)\b"
        r"(?=[^.!?]{0,80}\b(?:grad|gerade|jetzt|tur|haus|hier|draussen|unten|auto|vor)\b)|\b(?:grad"
        r"|gerade|jetzt)\W{1,3}(?:\w{1,8}\W{1,3})?(?:reingekommen|reingesturmt|"
        r"eingebrochen|reingeklettert)\b|\b(?:ist|is|isch|steht)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?an\W"
        r"{1,3}"
        r"der\W{1,3}(?:tur|haustur|balkontur)\b|\bmich\W{1,3}(?:\w{1,8}\W{1,3}){0,4}?zu\W{1,3}(?:zi"
        r"ehen|"
        r"zerren|packen)\b(?=[^.!?]{0,40}\b(?:grad|gerade|jetzt)\b)|(?<=\bgrad\W)\W{0,2}(?:\w{1,8}"
        r"\W{1,3})"
        r"{0,3}?mich\W{1,3}(?:\w{1,8}\W{1,3}){0,4}?zu\W{1,3}(?:ziehen|zerren)\b",
        negatable=False,
        needs=r"\b(?:er|sie|der|ex|ihn)\b",
        veto=_PAST + r"|\b(?:verstecken\W{1,3}spiel\w{0,2}|spielen\W{1,3}verstecken|wir\W{1,3}"
        r"spielen|chef|folge|serie|film|lol|horrorfilm\w?|paketbote|postbote|weihnachten|zeugen|"
        r"besuch\w?|geburtstag|pizza|handwerker|party|kochen|gekocht|gemuse|tomaten|zwiebel\w?|"
        r"gekauft|geschenkt|jagd\w{0,4}|schutzenverein|radio|podcast)\b",
        keys=(
            "reingekommen|reingesturmt|eingebrochen|reingeklettert|zerren|sucht|suacht|hoch|rauf"
            "|rein|unten|flur|treppenhaus|hausflur|keller|tur|balkontur"
            "|balkon|draussen|hochkommen|kommen|kaputt|randaliert|haustur|fest|sturm|hinter"
            "|rammen|uberfahren|schlagen|packen|erwischen|ziehen|dagegen|messer|axt"
            "|baseballschlager|eisenstange|benzin|pistole|waffe|gewehr|knarre|hammer"
        ),
    ),
    rule(
        "violence.de_more",
        C.VIOLENCE,
        r"\b(?:er|sie|mann|vater|opa|freund|typ|stiefvater|papa|papi|mama)\W{1,3}(?:sie|ihn|mich|un"
        r"s|"
        r"se|es|die\W{1,3}"
        r"kinder|meine\w?|seine\w?|ihre\w?)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:schlagt|schlaegt|"
        r"schlogt|wurgt|wuergt|tritt|verprugelt|vergewaltigt|missbraucht)\b|\b(?:schlagt|schlaegt)"
        r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?auf\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?ein\b|\bhor\w{0,2}\W{1,"
        r"3}"
        r"(?:\w{1,8}\W{1,3}){0,3}?(?:schlage|wie\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:geschlagen|schlag"
        r"t))"
        r"\b|\bschmeisst\W{1,3}(?:\w{1,8}\W{1,3})?mit\W{1,3}(?:\w{1,8}\W{1,3})?nach\W{1,3}(?:ihr|ih"
        r"m|"
        r"mir|uns)\b|\b(?:mann|vater|opa|freund|ex)\W{1,3}(?:schlagt|schlaegt|schlogt|haut|wurgt|"
        r"wuergt|tritt|verprugelt)\W{1,3}(?:sie|ihn|se|die\W{1,3}kinder)\b|\bkopf\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,2}?(?:unter|in\W{1,3}(?:kaltes\W{1,3})?)\W{0,3}wasser\b|\bunter\W{1,"
        r"3}"
        r"drogen\W{1,3}gesetzt|\bohrfeige\W{1,3}(?:\w{1,10}\W{1,3})?gegeben|\bzu\W{1,3}sachen\W{1,3"
        r"}"
        r"(?:\w{1,8}\W{1,3})?gezwungen|\b(?:hat|hot)\W{1,3}(?:er\W{1,3})?mich\W{1,3}(?:\w{1,10}\W{1"
        r",3})"
        r"{0,3}?gezwungen\b(?=\W{0,3}(?:$|[,.!]))|\bin\W{1,3}(?:den|die|das)\W{1,3}\w{1,14}\W{1,3}"
        r"gesperrt\b|\buber\W{1,3}den\W{1,3}kopf\W{1,3}gezogen|\bmit\W{1,3}(?:fusstritten|tritten|"
        r"faustschlagen)\b|(?:^|[,.!?]\W{0,2})(?:hat|hot)\W{1,3}mich\W{1,3}(?:\w{1,10}\W{1,3}){0,3}"
        r"?"
        r"(?:gewurgt|geschlagen|vergewaltigt|getreten|verprugelt)\b|\bund\W{1,3}(?:hat|hot)\W{1,3}("
        r"?:sie|mich|ihn)\W{1,3}(?:\w{1,8}\W{1,3}){0,4}?"
        r"(?:geschlagen|gewurgt|getreten|vergewaltigt|verprugelt)\b",
        negatable=False,
        veto=_PAST + r"|\b(?:kicker|fussball|spiel|mario|eishockey|tennis|schach)\b",
        keys=(
            "schlagt|schlaegt|schlogt|wurgt|wuergt|tritt|verprugelt|vergewaltigt|missbraucht|ein"
            "|schlage|geschlagen|nach|haut|wasser|gesetzt|gegeben|gezwungen|gesperrt|gezogen"
            "|fusstritten|tritten|faustschlagen|gewurgt|getreten"
        ),
    ),
    rule(
        "stalking.de_more",
        C.STALKING,
        r"\b(?:er|sie|der)\b[^.!?]{0,40}\b(?:auf\W{1,3}mich\W{1,3}gewartet|wartet\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?auf\W{1,3}mich|aufgelauert|lauert\W{1,3}mir)\b|\bseh\w{0,2}\W{1,3}"
        r"(?:ihn|sie|sein\W{1,3}auto)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:uberall|ueberall|dauernd|"
        r"standig|staendig|jeden\W{1,3}(?:tag|morgen|abend)|wieder\W{1,3}(?:vor|in|an))\b|\b(?:ihn|"
        r"sie|seine\W{1,3}umrisse)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:vor|vorm|unter|in)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:fenster|hinterhof|treppenhaus|tur)\W{1,3}(?:\w{1,8}\W{1,3})?gesehen"
        r"|\b(?:steht|stand|sitzt|wartet|parkt|pennt)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:er|sie|sein"
        r"\W{1,3}auto|sein\W{1,3}wagen)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:vor|vorm|an|am|unter|"
        r"gegenuber|bei)\W{1,3}(?:\w{1,10}\W{1,3})?(?:haus|tur|wohnung|fenster|arbeit|kita|"
        r"kindergarten|schule|kirche|block|strasse)\b|\b(?:der|die)\W{1,3}(?:steht|stand|parkt|"
        r"wartet|sitzt|hockt|schleicht|lauert|pennt)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:vor|vorm|an|"
        r"am|ums|um|unter)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:haus|tur|wohnung|fenster|arbeit|"
        r"strasse|bar|laden|block)\b|\b(?:er|sie|der|ex)\b[^.!?]{0,60}\b(?:aufgetaucht|taucht\W{1,3"
        r"}"
        r"(?:\w{1,10}\W{1,3}){0,4}?auf)\b|\bgefragt\W{1,3}(?:wann|wo)\W{1,3}ich\b|\b(?:verkleidet|"
        r"ausgegeben|ausgibt|gibt\W{1,3}sich\W{1,3}als)\b[^.!?]{0,40}\b(?:haus|wohnung|checken|"
        r"rauszufinden|aus)\b|\bmir\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:folgt|folgen|nachfahrt)\b"
        r"|\bhinter\W{1,3}mir\W{1,3}(?:is|ist|her)\b|\bseit\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?hinter"
        r"\W{1,3}mir\b"
        r"|\b(?:er|sie)\W{1,3}(?:hat|hatte|kennt)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:zugriff|passwort"
        r")\b|\b"
        r"(?:er|sie)"
        r"\b[^.!?]{0,60}\b(?:angemeldet|beworben|gemietet)\b|\b(?:er|sie|der)\W{1,3}(?:\w{1,8}\W{1,"
        r"3})?"
        r"(?:kennt|weiss)\W{1,3}meine\W{1,3}(?:\w{1,8}\W{1,3})?(?:zeiten|wege|adresse|dienstpl\w{2,"
        r"4}|"
        r"schicht\w{0,2})\b|\bfake\W?namen\b",
        gentle=True,
        negatable=False,
        veto=_PAST + r"|\b(?:katze|kater|hund|pech|gedanke\w?|erinnerung\w?|vergangenheit|"
        r"albtraum\w?|lieferando|backerei|date|\w{0,8}kurs|yoga\w{0,4}|liegt|lassen|"
        r"gelassen|zeitplan)\b|\bstalk\w{0,2}\W{1,3}grad",
        keys=(
            "gewartet|wartet|aufgelauert|lauert|uberall|ueberall|dauernd|standig|staendig|jeden"
            "|wieder|gesehen|haus|tur|wohnung|fenster|arbeit|kita|kindergarten|schule|kirche"
            "|block|strasse|bar|laden|aufgetaucht|auf|ich|haus|checken|rauszufinden|aus|folgt"
            "|folgen|nachfahrt|mir|hinter|zugriff|eingeloggt|passwort|angemeldet|beworben"
            "|gemietet|zeiten|wege|adresse|dienstpl|schicht|namen"
        ),
    ),
    # --- added phrasings: intent, farewells, arrangements ------------------------------------
    rule(
        "suicide.de_intent",
        C.SUICIDE,
        # "ich würd mich am liebsten heute noch umbringen", "ich will mich echt heute abend töten"
        r"\b(?:ich|i|ik)\W{1,3}(?:\w{1,14}\W{1,3}){0,2}?(?:mich|mi)\W{1,3}(?:\w{1,14}\W{1,3}){4,6}?"
        r"(?:umbringen|umzubringen|toten|toeten|erhangen|erhaengen|aufhangen|aufhaengen|"
        r"erschiessen|vergiften|ertranken|ertraenken)\b"
        # "ich bin raus aus dem leben", "ich beende mein leben", "mein leben beenden"
        r"|\braus\W{1,3}aus\W{1,3}(?:dem|diesem|meinem)\W{1,3}leben\b"
        r"|\b(?:beend\w{1,3}|beenden)\W{1,3}(?:ich\W{1,3})?(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:mein|meinem)\W{1,3}leben\b|\bmein\W{1,3}leben\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:zu\W{1,3})?(?:beenden|beende|beend)\b"
        # "ich will nicht mehr leben", "dass er nicht mehr leben will"
        r"|\b(?:ich|i|er|sie)\W{1,3}(?:\w{1,8}\W{1,3})?(?:nicht|nich|net|ned|nimmer|nimma|nie)"
        r"\W{1,3}(?:mehr\W{1,3})?(?:leben|lebn|weiterleben)\W{1,3}(?:will|mag|mochte|moechte|"
        r"kann|wolle|wollen)\b"
        r"|\b(?:i|ich)\W{1,3}(?:wu|wui|wo|woll)\W{1,3}(?:\w{1,8}\W{1,3})?(?:nimma|nimmer|nimmi)\W{1"
        r",3}"
        r"(?:lebn|leben)\b"
        # "keine kraft mehr zum leben", "keinen grund mehr zu leben"
        r"|\bkein\w{0,2}\W{1,3}(?:kraft|lust|grund|sinn|bock)\W{1,3}mehr\W{1,3}(?:zum|aufs|auf"
        r"\W{1,3}das|zu)\W{1,3}(?:leben|weiterleben)\b|\bkein\w{0,2}\W{1,3}lust\W{1,3}mehr\W{1,3}"
        r"auf\W{1,3}(?:dieses|das|mein)\W{1,3}leben\b"
        # "wenn du nicht zurückkommst sterbe ich", "sonst sterbe ich"
        r"|\b(?:sonst|dann)\W{1,3}(?:sterbe|sterb|bring\w?|tote|toete)\W{1,3}ich\b"
        r"|\bich\W{1,3}(?:sterbe|sterb)\b(?=[^.!?]{0,6}[\"'])"
        r"|\b(?:wenn|falls)\W{1,3}du\W{1,3}(?:\w{1,10}\W{1,3}){1,4}?(?:sterbe|sterb|bring)\W{1,3}"
        r"ich\b",
        negatable=False,
        veto=_PAST + r"|\b(?:lol|haha\w*|hihi|vor\W{1,3}lachen|witz\w{0,2}|spass)\b"
        r"|\b(?:bring|bringt)\W{1,3}ich\W{1,3}(?:dich|di|ihn|sie|euch)\b|\bkein\W{1,3}bock\W{1,3}"
        r"mehr\W{1,3}auf\W{1,3}(?:das|dieses)\W{1,3}leben\W{1,3}(?:mit|als)\b",
        keys="mich|mi|leben|lebn|weiterleben|sterbe|sterb|bring|tote|toete",
    ),
    rule(
        "suicide.de_farewell",
        C.SUICIDE,
        # endings, goodbyes and arrangements: "bald tut nix mehr weh", "das ist mein abschied"
        r"\b(?:bald|dann|morgen|heute)\W{1,3}(?:\w{1,8}\W{1,3})?tut\W{1,3}(?:mir\W{1,3})?"
        r"(?:nix|nichts)\W{1,3}mehr\W{1,3}weh\b"
        r"|\bmorgen\W{1,3}(?:um\W{1,3})?(?:diese|die|der|dieser)\W{1,3}zeit\b[^.!?]{0,50}?\b(?:vorb"
        r"ei"
        r"|nicht\W{1,3}mehr\W{1,3}(?:da|hier|am\W{1,3}leben)|tot)\b"
        r"|\b(?:es|das|alles)\W{1,3}wird\W{1,3}bald\W{1,3}(?:ruhig|still)\W{1,3}um\W{1,3}mich"
        r"|\b(?:bin|ist)\W{1,3}(?:eh\W{1,3})?bald\W{1,3}(?:nicht\W{1,3}mehr\W{1,3})?(?:euer|dein|"
        r"ihr|niemandes)\W{1,3}(?:problem|last)\b"
        r"|\b(?:das|dies)\W{1,3}(?:hier\W{1,3})?(?:ist|is)\W{1,3}(?:ein|mein)\W{1,3}abschied\b"
        r"|\bdanke\W{1,3}(?:sagen|(?:fur|fuer)\W{1,3}alles)\W{0,3}[,.]?\W{0,3}(?:und\W{1,3})?"
        r"(?:tschuss|tschuess|lebwohl|lebt\W{1,3}wohl|adieu|machts\W{1,3}gut)\b"
        r"|\bbin\W{1,3}dann\W{1,3}mal\W{1,3}weg\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:nicht\W{1,3}wie|"
        r"fur\W{1,3}immer|fuer\W{1,3}immer)"
        r"|\b(?:lieb\W{1,3}hab\w?|liebe\W{1,3}euch|verzeih\w{0,2})\b[^.!?]{0,40}?\bbevor"
        r"\W{1,3}ich\W{1,3}(?:geh|gehe)\b(?!\W{1,3}(?:\w{1,8}\W{1,3})?(?:arbeiten|schlafen|zur|"
        r"zum|ins|in|raus|heim|einkaufen))"
        r"|\b(?:lieb\W{1,3}hab\w?|gute\W{1,3}nacht|umarmt)\b[^.!?]{0,40}?"
        r"[.!?,]\W{0,3}(?:es\W{1,3})?(?:war|ist|is)\W{1,3}das\W{1,3}letzte\W{1,3}mal\b"
        r"|\bwenn\W{1,3}ich\W{1,3}schlafen\W{1,3}geh\w?\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?dass\W{1,3}"
        r"(?:es|das)\W{1,3}das\W{1,3}letzte\W{1,3}mal"
        # "ich hör jetzt auf zu warten", "ich hab aufgehört zu hoffen", "dann hör ich auf"
        r"|\b(?:hor|hoer|hore|hoere)\W{1,3}(?:jetzt\W{1,3}|einfach\W{1,3}|ich\W{1,3}){0,3}auf"
        r"\W{1,3}zu\W{1,3}(?:warten|hoffen|kampfen|kaempfen|leben|atmen|existieren)\b"
        r"|\baufgehort\W{1,3}zu\W{1,3}(?:hoffen|kampfen|kaempfen|leben)\b"
        r"|\bdann\W{1,3}(?:hor|hoer)\w?\W{1,3}ich\W{1,3}auf\b(?=\W{0,3}(?:$|[.!]))"
        r"|\bwenn\W{1,3}ich\W{1,3}(?:aufhor|aufhoer)\w{0,2}\b(?=\W{0,3}(?:$|[.!]))"
        r"|\bhor\W{1,3}einfach\W{1,3}auf\W{0,3}[.,!]?\W{0,3}und\W{1,3}ich\W{1,3}fang\W{1,3}an"
        # "will dass es endet", "es soll aufhören. für immer"
        r"|\bwill\W{1,3}(?:nur\W{1,3}|einfach\W{1,3}){0,2}dass\W{1,3}(?:es|alles)\W{1,3}(?:endet|"
        r"vorbei\W{1,3}ist|aufhort|aufhoert)\b"
        r"|\b(?:es|alles)\W{1,3}soll\W{1,3}(?:\w{1,8}\W{1,3})?(?:aufhor\w{0,2}|aufhoer\w{0,2}|"
        r"enden|vorbei\W{1,3}sein)\W{0,3}[.,!]?\W{0,3}(?:fur|fuer)\W{1,3}immer"
        # "ich mag nimmer", "lebens überdrüssig", "keinen nächsten monat für mich"
        r"|\b(?:ich|i)\W{1,3}(?:mag|mog)\W{1,3}(?:nimmer|nimma|nimmi)\b(?!\W{1,3}(?:\w{1,8}\W{1,3})"
        r"?"
        r"(?:essen|arbeiten|kochen|putzen|warten|hin))"
        r"|\blebens\W{1,3}(?:\w{1,8}\W{1,3})?(?:uberdrussig|ueberdruessig|mude|muede|satt)\b"
        r"|\bkein\w{0,2}\W{1,3}(?:morgen|nachsten|naechsten|zukunft)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:fur|fuer)\W{1,3}mich\b|\bich\W{1,3}hab\W{1,3}keine\W{1,3}zukunft\b"
        r"|(?:^|[,.!?]\W{0,2})(?:nicht|ned|net|nimmer)\W{1,3}mehr\W{1,3}lange?\b(?=\W{0,3}(?:$|[.!]"
        r"))"
        r"|\btage\b[^.!?]{0,30}?\bnicht\W{1,3}mehr\W{1,3}viele\b"
        r"|\bich\W{1,3}bin\W{1,3}(?:hier\W{1,3})?fertig\W{0,3}[.,]?\W{0,3}mit\W{1,3}allem\b"
        r"(?!\W{1,3}(?:fur|was))|\bschluss\W{1,3}(?:fur|fuer)\W{1,3}immer\b"
        r"|\b(?:heute|heut)\W{1,3}(?:ist|is)\W{1,3}(?:schluss|ende)\b(?=\W{0,3}(?:$|[.!,]))"
        r"|\bich\W{1,3}bin\W{1,3}(?:einfach\W{1,3}|nur\W{1,3})?(?:zu\W{1,3}viel|eine?\W{1,3}"
        r"(?:last|belastung))\b(?=\W{0,3}(?:$|[.,!]|(?:fur|fuer)\W{1,3}(?:alle|euch|jeden|meine)))"
        r"|\bohne\W{1,3}mich\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?besser\W{1,3}dran\b|\bbesser\W{1,3}dran"
        r"\W{1,3}ohne\W{1,3}mich\b"
        r"|\b(?:wofur|wofuer|wozu)\W{1,3}(?:noch\W{1,3})?(?:weitermachen|leben|aufstehen|kampfen)\b"
        r"|\bnicht\W{1,3}mehr\W{1,3}da\W{1,3}zu\W{1,3}sein\b|\bwunsch\w{0,2}\W{1,3}mir\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,2}?(?:einen|nen)\W{1,3}unfall\b"
        r"|\b(?:wart|warte)\W{1,3}(?:ich\W{1,3})?(?:nur\W{1,3})?noch\W{1,3}bis\b[^.!?]{0,60}?"
        r"\bdann\W{1,3}(?:hor|hoer|bin|geh)"
        # arrangements for afterwards
        r"|\bmich\W{1,3}(?:gut\W{1,3})?in\W{1,3}erinnerung\W{1,3}behalten\b|\bso\W{1,3}(?:sollen|"
        r"soll)\W{1,3}(?:sie|er|man)\W{1,3}mich\W{1,3}finden\b|\bsolange\W{1,3}sie\W{1,3}noch\W{1,3"
        r"}"
        r"was\W{1,3}von\W{1,3}mir\b|\bwer\W{1,3}was\W{1,3}von\W{1,3}mir\W{1,3}(?:bekommt|kriegt|"
        r"erbt)\b|\b(?:zettel|brief|briefe|passwort\w{0,3}|notiz|liste)\b[^.!?]{0,60}?\b(?:fur|fuer"
        r")"
        r"\W{1,3}danach\b|\b(?:account|konto|profil|handy)\W{1,3}(?:\w{1,8}\W{1,3})?danach\W{1,3}"
        r"(?:loschen|loeschen|kundigen|kuendigen)\b|\bdie\W{1,3}sie\W{1,3}erst\W{1,3}(?:spater|"
        r"spaeter|danach)\W{1,3}lesen\b|\b(?:finden|lesen|bekommen)\W{1,3}wenn\W{1,3}(?:es|alles)"
        r"\W{1,3}vorbei\W{1,3}ist\b|\bdamit\W{1,3}(?:sie|er)\W{1,3}(?:spater|spaeter)\W{1,3}alles"
        r"\W{1,3}find|\bdamit\W{1,3}(?:nix|nichts)\W{1,3}(?:von\W{1,3}mir\W{1,3})?(?:ubrig|uebrig)"
        r"\W{1,3}bleibt\b"
        r"|\bich\W{1,3}hab\W{1,3}alles\W{1,3}geregelt\b(?=[^.!?]{0,40}\b(?:konto|katze|hund|kinder|"
        r"testament|versicherung\w{0,2})\b)|\bgeregelt\b[^\n]{0,40}?\bdann\W{1,3}hab\W{1,3}ich\W{1,"
        r"3}"
        r"(?:endlich\W{1,3})?ruhe\b"
        r"|\b(?:bezahlt|geraumt|geraeumt|geregelt|verschenkt|gekundigt|gekuendigt|abgegeben|verkauf"
        r"t|"
        r"aufgeraumt|aufgeraeumt)\b[^\n]{0,60}?\bich\W{1,3}bin\W{1,3}(?:jetzt\W{1,3})?bereit\b"
        r"|\bende\b[^.!?]{0,30}?\bich\W{1,3}bin\W{1,3}bereit\b"
        r"|\b(?:gegeben|verschenkt|gekundigt|gekuendigt|geloscht|geloescht|danach|verkauft|abgegebe"
        r"n|"
        r"vertrag|unterschrieben)\b[^\n]{0,80}?\bbrauch\w{0,2}\W{1,3}(?:ich\W{1,3})?"
        r"(?:\w{1,8}\W{1,3})?(?:nicht|nich|nix)\W{1,3}mehr\b"
        r"|\b(?:ich\W{1,3}geh|will\W{1,3}gehen)\W{0,3}[.,]\W{0,3}richtig\W{1,3}gehen\b"
        r"|\bgeist\W{0,3}[,.]?\W{0,3}bald\W{1,3}merk",
        gentle=True,
        negatable=False,
        veto=_PAST + r"|\b(?:lol|haha\w*|urlaub\w{0,4}|umzug|umziehen|job\w{0,2}|arbeit|schicht|"
        r"feierabend|diat|diaet|rauchen|fitness|hochzeit|ihm|ihn|ex|fotos|chatverlauf|nummer)\b",
        keys=(
            "weh|zeit|mich|problem|last|abschied|tschuss|tschuess|lebwohl|wohl|adieu|gut|weg"
            "|bevor|letzte|warten|hoffen|kampfen|kaempfen|leben|atmen|existieren|aufgehort|auf"
            "|aufhor|aufhoer|endet|vorbei|aufhort|aufhoert|immer|nimmer|nimma|nimmi|lebens"
            "|zukunft|lange|lang|viele|allem|schluss|ende|viel|belastung|dran"
            "|wofur|wofuer|wozu|sein|unfall|bis|erinnerung|finden|mir|danach|lesen|find|geregelt"
            "|ruhe|bereit|gehen|mehr|merk|bleibt"
        ),
    ),
    rule(
        "means.de_scene",
        C.MEANS,
        # a weapon, a rope, a blade with me, here, now: "sitz in der wanne mit dem messer"
        r"\b(?:mit|hab|habe|hob|halt\w?|hol\w?|rausgeholt|gefunden|genommen)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,3}?" + _MEANS + r"\b"
        r"|\b" + _MEANS + r"\b[^.!?]{0,60}?\b(?:halt|halte|hab|habe)\W{1,3}ich\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:grad|gerade|jetzt|hier|in\W{1,3}der\W{1,3}hand)\b"
        r"|\b(?:sitz\w{0,2}|bin|lieg\w{0,2}|steh\w{0,2}|hock\w{0,2})\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"damit\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:im|in|auf|am|aufm)\b",
        negatable=False,
        needs=r"\b(?:bad|badewanne|wanne|wald|baum|hochsitz|zimmer|abgeschlossen|"
        r"eingeschlossen|allein|alleine|spind|keller|dachboden|geladen|damit|"
        r"fluss|see|brucke|bruecke)\b",
        veto=_PAST + r"|\b(?:kochen|gekocht|rezept\w{0,2}|spulmaschine|spuelmaschine|geschliffen|"
        r"gemuse|zwiebel\w{0,2}|tomaten|brot|kuchen|fleisch|grillen|camping|zelt\w{0,2}|schnitzen|"
        r"jagd\w{0,4}|jager|jaeger|schiessstand|training|film|serie|spiel\w{0,2}|game|kletter\w{0,4"
        r"}|"
        r"umzug|paket\w{0,2}|wasserpistole|lol)\b",
        keys=(
            "strick|seil|messer|rasiermesser|dienstmesser|klinge|cutterklinge|rasierklinge"
            "|gewehr|pistole|dienstwaffe|waffe|knarre|revolver|damit"
        ),
    ),
    rule(
        "means.de_place",
        C.MEANS,
        # at the water, up high, the car in the garage, the grill indoors
        r"\b(?:steh\w{0,2}|sitz\w{0,2}|bin|hock\w{0,2})\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:am|an"
        r"\W{1,3}der|an\W{1,3}den|auf\W{1,3}dem|aufm|im|beim)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:fluss|rhein|main|elbe|donau|spree|isar|neckar|weser|see|baggersee|hafenbecken|hafen|"
        r"kai|steg|ufer|meer|wasser|boschung|bahndamm|autobahn|stausee)\b"
        r"(?=[^\n]{0,80}?\b(?:ausgezogen|nicht\W{1,3}schwimmen|tief|steine\w?|keiner\W{1,3}sieht|"
        r"niemand\W{1,3}sieht|allein|alleine|lkws?|geh\W{1,3}(?:jetzt\W{1,3})?rein|reingehen|"
        r"schwarz|kalt|springen|spring)\b)"
        r"|\b(?:ausgezogen|nicht\W{1,3}schwimmen|keiner\W{1,3}sieht)\b[^\n]{0,80}?\b(?:steh\w{0,2}|"
        r"sitz\w{0,2}|bin)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:am|an\W{1,3}der|aufm|auf\W{1,3}dem)"
        r"\W{1,3}(?:fluss|see|steg|ufer|hafen\w{0,6}|kai|wasser)\b"
        r"|\b(?:steh\w{0,2}|sitz\w{0,2}|bin|hock\w{0,2})\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:ganz\W{1"
        r",3}"
        r"oben|oben)\b(?=[^\n]{0,60}?\b(?:treppenhaus|gelander|gelaender|fenster|dach|baugerust|"
        r"baugeruest|gerust|geruest|brucke|bruecke|\w{1,12}brucke|stock|stockwerke|kran|hochhaus|"
        r"parkhaus|turm|still)\b)"
        r"|\b(?:ganz\W{1,3}oben|oben)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:treppenhaus|gelander|"
        r"gelaender|baugerust|baugeruest|gerust|geruest|dach|hochhaus|parkhaus|kran)\b"
        r"(?=[^\n]{0,40}?\b(?:steh\w{0,2}|sitz\w{0,2}|\d{1,2}\W{0,2}(?:stock\w{0,5}|etage)|"
        r"stockwerke)\b)"
        r"|\b(?:treppenhaus|gelander|gelaender|dach|hochhaus|parkhaus|kran|gerust|geruest)\b"
        r"[^\n]{0,40}?\b\d{1,2}\W{0,2}\.?\W{0,2}(?:stockwerke|stock|etage)\b"
        r"(?=[^\n]{0,40}?\b(?:sitz\w{0,2}|steh\w{0,2}|drauf|oben)\b)"
        r"|\bfenster\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:aufgemacht|geoffnet|geoeffnet|offen|auf)\b"
        r"[^.!?]{0,40}?\b(?:ganz\W{1,3}oben|\d{1,2}\W{0,2}\.?\W{0,2}stock|sitz\w{0,2}\W{1,3}"
        r"(?:jetzt\W{1,3})?drauf)"
        r"|\b(?:auf|an)\W{1,3}(?:die|den|das|der|dem)\W{1,3}(?:brustung|bruestung|gelander|"
        r"gelaender|fensterbrett|fenstersims|dachkante|reling|kante)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}"
        r"?"
        r"(?:gestellt|gesetzt|geklettert|gestiegen)\b"
        r"|\bgarage\b[^\n]{0,60}?\b(?:schlussel\W{1,3}steckt|schluessel\W{1,3}steckt|motor\W{1,3}"
        r"(?:an|lauft|laeuft))\b"
        r"|\b(?:kohlegrill|grill|holzkohle|kohle|einweggrill)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:ins|im|in\W{1,3}(?:die|der|das|meinem|mein))\W{1,3}(?:\w{1,8}\W{1,3})?(?:bad|badezimme"
        r"r|"
        r"schlafzimmer|zimmer|auto|wohnung|kuche|kueche)\b"
        r"|\b(?:plastiksack|plastiktute|plastiktuete|tute|tuete|mullsack|muellsack)\b[^.!?]{0,30}?"
        r"\bklebeband\b|\b(?:hocker|stuhl)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:drunter|darunter)\b"
        r"|\bklinge\W{1,3}(?:ist\W{1,3})?(?:frisch|neu|scharf|ausgepackt)\b[^\n]{0,40}?\b(?:arm|"
        r"tur\W{1,3}zu|handgelenk)\b",
        negatable=False,
        veto=_PAST + r"|\b(?:baden|badehose|bikini|picknick|urlaub|sonne|sonnenuntergang|grillen|"
        r"angeln|joggen|spaziergang|spazieren|aussicht|foto\w{0,4}|konzert|party|arbeit|schicht|"
        r"dachdecker|handwerker|maler|umzug|feuerwehr|kumpels|freunde|lol|bier|bierchen)\b",
        keys=(
            "fluss|rhein|main|elbe|donau|spree|isar|neckar|weser|see|baggersee|hafenbecken|hafen"
            "|kai|steg|ufer|meer|wasser|boschung|bahndamm|autobahn|stausee|ausgezogen|schwimmen"
            "|sieht|oben|treppenhaus|gelander|gelaender|dach|hochhaus|parkhaus|kran|gerust"
            "|geruest|fenster|garage|grill|kohle|plastiksack|plastiktute|plastiktuete|tute"
            "|tuete|mullsack|muellsack|klebeband|hocker|stuhl|klinge"
        ),
    ),
    rule(
        "means.de_pills",
        C.MEANS,
        # pills gathered, at hand, from someone else: "die tabletten von oma sind jetzt bei mir"
        r"\b" + _DRUG + r"\b[^.!?]{0,80}?\b(?:liegen|liegt|sind|hab|habe)\W{1,3}(?:\w{1,8}\W{1,3})"
        r"{0,2}?(?:hier|vor\W{1,3}mir|bei\W{1,3}mir|in\W{1,3}meiner\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:hand|tasche|jackentasche|hosentasche)|im\W{1,3}rucksack|neben\W{1,3}mir|bereit)\b"
        r"|\b" + _DRUG + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:in\W{1,3}der\W{1,3}hand|schon\W{1,3}"
        r"in\W{1,3}der\W{1,3}hand)\b"
        r"|\b(?:genug|reicht|reichen|reichts)\b[^.!?]{0,30}?\b(?:fur|fuer)\W{1,3}(?:immer|einmal|"
        r"heut\w?\W{1,3}nacht|das\W{1,3}was\W{1,3}ich\W{1,3}vorhab\w?)\b"
        r"|\bgenug\W{1,3}zusammen\b[^.!?]{0,30}?\b(?:fur|fuer)\W{1,3}(?:heut\w?|morgen|diese)"
        r"|\b(?:verschreiben|aufheb\w{0,2}|heb\W{1,3}alles\W{1,3}auf|sammel\w{0,2}|sammle)\b"
        r"[^\n]{0,60}?\b(?:reicht|genug)\b",
        negatable=False,
        needs=r"\b(?:alle|ganzen?|packung\w{0,2}|\d{2,3}|geklaut|gestohlen|zusammengesammelt|"
        r"rausgesucht|aufbewahrt|gesammelt|gehortet|oma|opa|mutter|mutters|mama|vater|papa|reha|"
        r"glas\W{1,3}wasser|wasser|arzt|arzten|aerzten|verschreiben|vorhab\w?|immer|einmal|nacht|"
        r"tablett\w{0,12}|pillen|medis|schlafdinger\w{0,2}|schlaftabletten|morphium\w{0,8})\b",
        veto=_PAST + r"|\b(?:migrane|migraene|kopfschmerz\w*|erkaltung|erkaeltung|fieber|"
        r"regelschmerz\w*|vergessen|wie\W{1,3}verschrieben|urlaub|reise|koffer|apotheke\W{1,3}hat)"
        r"\b",
        keys=(
            "liegen|liegt|sind|hab|habe|hand|genug|reicht|reichen|reichts|zusammen|verschreiben"
            "|aufheb|heb|sammel|sammle"
        ),
    ),
    rule(
        "means.de_overdose_extra",
        C.MEANS,
        # "alles geschluckt was da war", "keine ahnung wie viel ich genommen hab"
        r"\b(?:alles|ois|olles)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:geschluckt|gschluckt|"
        r"runtergeschluckt)\b(?!\W{1,3}(?:runter|was\W{1,3}(?:er|sie)))"
        r"|\b(?:alles|ois)\W{1,3}(?:\w{1,6}\W{1,3})?(?:genommen|gnumma|gnomma|eingeworfen)\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?was\b(?=[^\n]{0,60}\b(?:medizin\w{0,8}|medikament\w{0,8}|arzt|"
        r"verschrieben|\w{0,8}schrank|\w{0,6}apotheke|tablett\w{0,6}|pillen|da\W{1,3}war|"
        r"dahoam|daheim|zuhause)\b)"
        r"|\bkeine\W{1,3}ahnung\W{1,3}(?:mehr\W{1,3})?wie\W{1,3}viel\w?\W{1,3}(?:\w{1,8}\W{1,3})"
        r"{0,2}?(?:genommen|geschluckt|getrunken|gespritzt|intus|eingeworfen)\b"
        r"|\b(?:so|zu|viel\W{1,3}zu)\W{1,3}viel\w?\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:genommen|"
        r"geschluckt|reingezogen|gespritzt|eingeworfen|reingeballert)\W{0,3}[,]?\W{0,3}(?:dass|"
        r"ich\W{1,3}kann)\b"
        r"|\b" + _DRUG + r"\b[^.!?]{0,60}?" + _TAKEN_MORE + r"\b[^.!?]{0,40}?\b(?:viel\W{1,3}zu"
        r"\W{1,3}viel|mehr\W{1,3}als\W{1,3}(?:sonst|erlaubt)|extra|absichtlich|mit\W{1,3}absicht)\b"
        r"|\b(?:viel\W{1,3}zu\W{1,3}viel|mehr\W{1,3}als\W{1,3}(?:sonst|erlaubt))\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?" + _DRUG + r"\b"
        r"|\b" + _DRUG + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:alle|alles)\W{1,3}auf\W{1,3}einmal\b"
        r"|\b" + _DRUG + r"\b[^.!?]{0,70}?" + _TAKEN_MORE + r"\W{0,3}[.,]\W{0,3}(?:alle|alles|"
        r"\d{2,3}\W{1,3}(?:stuck|stueck|stk|tabletten|pillen))\b"
        r"|\bhab\W{0,2}(?:s|es)\W{1,3}getan\b(?=[^\n]{0,40}\b(?:alle|ganze|tabletten|pillen|medis)"
        r"\b)"
        r"|\b(?:tablett\w{0,6}|pillen)\b[^.!?]{0,60}?\b(?:eine|einer|eins|1)\W{1,3}nach\W{1,3}"
        r"(?:der|dem)\W{1,3}ander\w{1,2}\b"
        r"|\bam\W{1,3}" + _DRUG + r"\W{1,3}(?:schlucken|nehmen|einwerfen)\b"
        r"|\b(?:dann|und|noch|plus)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:die\W{1,3})?(?:restlichen|"
        r"ganzen|letzten)\W{1,3}" + _DRUG + r"\b"
        r"|\b(?:ganze|halbe)\W{1,3}flasche\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:methadon|schlafmittel|"
        r"tropfen|hustensaft|tilidin)\b"
        r"|\b(?:flasche|ginflasche|dose|pillendose|packung\w{0,2}|blister|schachtel)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:leer|leergemacht|leer\W{1,3}gemacht)\b"
        r"(?=[^\n]{0,60}\b(?:tablett\w{0,6}|pillen|antidepressiva|medis|kotz\w{0,4}|auf\W{1,3}"
        r"einmal|ausversehen|schwindlig|verschwommen)\b)"
        r"|\b(?:pillendose|tablettendose|tablettenschachtel)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?leer"
        r"|\bdosis\W{1,3}(?:fur|fuer)\W{1,3}(?:ne|eine|einen|\w{1,8})\W{1,3}(?:woche|monat|wochen)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:gespritzt|genommen|geschluckt)\b"
        r"|\b\d{2,3}\W{1,3}(?:stuck\W{1,3})?(?:schon\W{1,3}|grad\W{1,3}|jetzt\W{1,3})?geschluckt\b"
        r"|\b\d{1,3}\W{0,2}(?:gramm|g)\W{1,3}(?:\w{1,10}\W{1,3})?(?:gezogen|genommen|geballert|"
        r"gespritzt)\b(?=[^\n]{0,40}\b(?:nicht\W{1,3}gut|schlecht|herz\w{0,6}|hintereinander)\b)"
        r"|\b(?:opioide|methadon|morphium|fentanyl|oxys?|tilidin|tramadol|benzos?|xanax|tavor|"
        r"diazepam|valium|ketamin|heroin)\b[^.!?]{0,60}?" + _TAKEN_MORE + r"\b[^.!?]{0,40}?"
        r"\b(?:von|bei)\W{1,3}(?:meinem|meiner|meine)\W{1,3}(?:nachbar\w{0,2}|mitbewohner\w{0,2}|om"
        r"a|opa|"
        r"mutter|mama|vater|papa)\b",
        negatable=False,
        veto=_PAST + r"|\b(?:luge\w?|luegen|beleidigung\w{0,2}|kritik|frust|wut|arger|aerger|"
        r"kommentar\w{0,2}|migrane|migraene|kopfschmerz\w*|erkaltung|erkaeltung|fieber|"
        r"regelschmerz\w*|wie\W{1,3}verschrieben|topfit|cola|bier|limo|energy)\b",
        keys=(
            "alles|ois|olles|geschluckt|gschluckt|runtergeschluckt|genommen|gnumma|gnomma"
            "|eingeworfen|ahnung|viel|sonst|erlaubt|extra|absichtlich|absicht|einmal|getan"
            "|ander|schlucken|nehmen|einwerfen|restlichen|ganzen|letzten|flasche|leer|leergemacht"
            "|dosis|gramm|gezogen|geballert|gespritzt|alle|stuck|stueck|stk|tabletten|pillen"
        ),
    ),
    rule(
        "self_harm.de_more",
        C.SELF_HARM,
        # relapse, the blade again, wounds: "hab wieder zur klinge gegriffen", "wunden sind tief"
        r"\bklinge\b[^.!?]{0,40}?\b(?:gegriffen|benutzt|rausgemacht|rausgeholt|wieder|oberschenkel|"
        r"arm|arme|handgelenk\w?|haut)\b|\b(?:wieder|zur)\W{1,3}(?:\w{1,6}\W{1,3})?(?:zur\W{1,3})?"
        r"klinge\b"
        r"|\b(?:ruckfall\w{0,2}|rueckfall\w{0,2}|ruckfallig|rueckfaellig)\b[^\n]{0,60}?\b(?:klinge|"
        r"blut\w{0,4}|schnitt\w{0,2}|ritz\w{0,3}|narben|oberschenkel|arm|arme)\b"
        r"|\b(?:wieder|heute|heut|gestern)\W{1,3}(?:\w{1,6}\W{1,3})?(?:sv|svv|ss)\W{1,3}gemacht\b"
        r"|\b(?:mir|mich)\W{1,3}(?:selber|selbst)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:geschlagen|gebo"
        r"xt|"
        r"gehauen|wehgetan|weh\W{1,3}getan|verletzt|geschnitten|verbrannt|verbruht|gebissen|"
        r"gekratzt)\b"
        r"|\b(?:in|an)\W{1,3}(?:den|die|das|meinen|meine|meinem|der|dem)\W{1,3}(?:arm|arme|bein|"
        r"beine|oberschenkel|oberarm|unterarm|hand|handgelenk|bauch|haut|hufte\w?|huefte\w?|"
        r"finger|wunde)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:gebohrt|gestochen|geschnitten|gerammt|"
        r"geritzt|gedruckt|gedrueckt|rumgegraben)\b"
        r"|\bmit\W{1,3}(?:ner|einer|nem|einem|der|dem|meiner|meinem|n)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:scherbe|glasscherbe|\w{0,10}klinge|cutter|schere|nadel|zirkel|rasierer|kugelschreiber|"
        r"nagel|feuerzeug|bugeleisen|buegeleisen)\b[^.!?]{0,50}?\b(?:geschnitten|geritzt|"
        r"aufgeschnitten|aufgeritzt|gebohrt|verbrannt|arm|arme|bein|beine|oberschenkel|oberarm|"
        r"unterarm|hufte\w?|huefte\w?|bauch|handgelenk\w?)\b"
        r"|\b(?:arm|arme|beine|bein|oberschenkel|handgelenk\w?)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"(?:voller|voll)\W{1,3}(?:blut|schnitte|narben|kratzer|wunden)\b"
        r"|\b(?:arm|arme|beine|bein|oberschenkel)\W{1,3}(?:sieht|sehen|sehn)\W{1,3}aus\W{1,3}wie"
        r"\W{1,3}(?:\w{1,4}\W{1,3})?(?:schlachtfeld|strichcode|zebra|barcode)\b"
        r"|\b(?:tiefe|neue|frische)\W{1,3}(?:\w{1,8}\W{1,3})?(?:kratzer|wunden|brandwunden|"
        r"schnittwunden|schnitte)\b(?=[^\n]{0,60}\b(?:gemacht|genaht|naehen|nahen|mir|mich|tief|"
        r"klinge|schere)\b)"
        r"|\bnarben\b[^\n]{0,60}?\bwieder\W{1,3}(?:\w{1,6}\W{1,3})?(?:neue|frische|aufgemacht|"
        r"aufgeschnitten)\b|\bwunden\W{1,3}sind\W{1,3}(?:\w{1,6}\W{1,3})?tief\b"
        r"|\b(?:kochend\w{0,2}|heisse?s?)\W{1,3}wasser\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:hand|arm|"
        r"haut|bein|mich|mir)\b[^\n]{0,40}?\b(?:bis|absicht\w{0,4}|blasen)\b"
        r"|\bdurch\W{1,3}(?:die|eine|ne)\W{1,3}\w{0,8}scheibe\b[^\n]{0,30}?\b(?:absicht\w{0,4}|"
        r"extra)\b"
        r"|\b(?:verbrannt|verbruht|aufgeschnitten|gebohrt|gestochen|gerammt)\b[^.!?]{0,40}?"
        r"\b(?:absichtlich|mit\W{1,3}absicht)\b|\b(?:absichtlich|mit\W{1,3}absicht)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,4}?(?:verbrannt|verbruht|geschnitten|aufgeschnitten|gebohrt|"
        r"gestochen|gerammt)\b"
        r"|\beis\W{1,3}und\W{1,3}salz\b|\bwunde\w{0,2}\W{1,3}(?:\w{1,8}\W{1,3})?(?:rumgegraben|"
        r"rumgepult|aufgekratzt|aufgerissen)\b"
        r"|\bwieder\W{1,3}angefangen\b[^\n]{0,40}?\b(?:hufte\w?|huefte\w?|oberschenkel|bauch|arm|"
        r"arme|beine|bein)\b",
        negatable=False,
        veto=_PAST + r"|(?<!nicht )\baus\W{1,3}versehen\b|\bversehentlich\b|(?<!nicht )\bbeim\W{1,3"
        r"}"
        r"(?:\w{1,20}\W{1,3})?\w{0,20}(?:kochen|rasieren|basteln|backen|schnitzen|heimwerken|"
        r"spulen|spuelen|schneiden|schalen|schaelen)\b|\b(?:kuchen|brot|gemuse|zwiebel\w{0,10}|toma"
        r"ten|pizza|haare|frisor|friseur|"
        r"tattoo\w{0,4}|piercing|blutspende|impfung|arzt|klettern|fussball|sahne|rezept)\b"
        r"|\b(?:er|sie)\W{1,3}(?:hat|hot|het)\W{1,3}(?:mich|mi|mir)\b",
        keys=(
            "klinge|ruckfall|rueckfall|ruckfallig|rueckfaellig|sv|svv|ss|selber|selbst|gebohrt"
            "|gestochen|geschnitten|gerammt|geritzt|gedruckt|gedrueckt|rumgegraben|scherbe"
            "|glasscherbe|cutter|schere|nadel|zirkel|rasierer|kugelschreiber|nagel|feuerzeug"
            "|bugeleisen|buegeleisen|voller|voll|schlachtfeld|strichcode|zebra|barcode|kratzer"
            "|wunden|brandwunden|schnittwunden|schnitte|narben|wasser|scheibe|verbrannt|verbruht"
            "|aufgeschnitten|absichtlich|absicht|salz|wunde|siehts|sieht|angefangen"
        ),
    ),
    rule(
        "threat.de_more",
        C.THREAT,
        # his words quoted or reported: "ich schlitz dich auf", "du bist tot wenn ich dich erwisch"
        r"\b(?:i|ich)\W{1,3}(?:bring|schlitz|stech|stich|mach|knall|erschiess|erwurg|abstech|"
        r"zund|zuend|fackel)\w{0,2}\W{1,3}(?:di|dich|euch)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:um|auf|ab|kalt|tot|platt|an|nieder)\b"
        r"|\bdu\W{1,3}bist\W{1,3}(?:\w{1,6}\W{1,3})?(?:tot|dran|geliefert|fallig|faellig)\W{0,3}"
        r"(?:[,]\W{0,3})?(?:wenn|sobald|falls)\b|\bbist\W{1,3}du\W{1,3}(?:\w{1,6}\W{1,3})?"
        r"(?:tot|dran|geliefert)\b"
        r"|\btageslicht\W{1,3}(?:\w{1,8}\W{1,3})?(?:nie\W{1,3}wieder|nicht\W{1,3}mehr)\b"
        r"|\b(?:er|sie|die)\W{1,3}(?:\w{1,8}\W{1,3})?(?:schlachten|abschlachten|schlachtet|"
        r"abschlachtet|aufschlitzen|schlitzt)\W{1,3}(?:\w{1,8}\W{1,3})?(?:mich|uns|dich|sie)\b"
        r"|\bwenn\W{1,3}(?:er|sie|ich)\W{1,3}(?:mich|dich)\W{1,3}nicht\W{1,3}haben\W{1,3}kann\b"
        r"|\b(?:er|sie)\W{1,3}(?:will|wollen|wollte|willst)\W{1,3}(?:mich|uns|dich)\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?tot\b|\bwillst\W{1,3}mich\W{1,3}(?:ja\W{1,3})?tot\b"
        r"|\blangste\W{1,3}zeit\W{1,3}(?:\w{1,8}\W{1,3})?(?:am\W{1,3}leben|gelebt)\b"
        r"|\b(?:lasst|laesst|lass)\W{1,3}(?:mich|dich)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:fertig"
        r"\W{0,3}machen|verprugeln|verpruegeln|zusammenschlagen|umbringen|abstechen|kaltmachen|"
        r"platt\W{0,3}machen)\b"
        r"|\bfindet\W{1,3}(?:mich|dich)\b[^.!?]{0,30}?\bdann\W{1,3}(?:ist|is)\W{1,3}(?:schluss|ende"
        r"|"
        r"vorbei)\b|\bnimmt\W{1,3}(?:er|sie)\W{1,3}(?:\w{1,8}\W{1,3})?mich\W{1,3}(?:\w{1,8}\W{1,3})"
        r"?"
        r"mit\b(?=[^\n]{0,60}\b(?:tod|sterben|gefangnis|gefaengnis|knast|vorher|untergeht)\b)"
        r"|\b(?:wenn|falls)\W{1,3}(?:er|sie)\W{1,3}(?:ins|in\W{1,3}den)\W{1,3}(?:gefangnis|"
        r"gefaengnis|knast)\W{1,3}(?:geht|muss|kommt)\b[^.!?]{0,40}?\bmich\b",
        negatable=False,
        needs=r"\b(?:er|sie|ex|exmann|exfreund\w{0,2}|mann|nachricht\w{0,2}|sms|"
        r"sprachnachricht|geschrieben|gesagt|schreibt|schrieb|sagt|sagte|droht\w{0,2}|meinte|meint|"
        r"kriagt|gekriegt|bekommen|familie|bruder|bruder|bruedern|brudern|kumpel|seine?|ihre?)\b",
        veto=_PAST + r"|\b(?:lol|haha\w*|spass|witz\w{0,3}|scherz\w{0,2}|serie|film|folge|spiel|"
        r"game|buch|roman|krimi|tatort)\b",
        keys=(
            "bring|schlitz|stech|stich|mach|knall|erschiess|erwurg|abstech|zund|zuend|fackel"
            "|bist|tageslicht|schlachten|abschlachten|schlachtet|abschlachtet|aufschlitzen"
            "|schlitzt|haben|tot|langste|lasst|laesst|lass|findet|nimmt|gefangnis|gefaengnis|knast"
        ),
    ),
    rule(
        "threat.de_veiled",
        C.THREAT,
        # veiled and coercive: "er weiß wo meine mutter wohnt", "die kinder werden dafür bezahlen"
        r"\b(?:weiss|weis|wisse?n|woas)\W{1,3}(?:\w{1,6}\W{1,3})?wo\W{1,3}(?:du|deine\w{0,2}|"
        r"meine\w{0,2}|mein|ich|wir|das\W{1,3}frauenhaus)\W{1,3}(?:\w{1,8}\W{1,3})?(?:wohnt|wohnst|"
        r"wohne|wohnen|arbeitet|arbeite|arbeitest|ist|bin|bist|sind)\b"
        r"|\b(?:soll|solle|sollst|sollte)\W{1,3}(?:\w{1,6}\W{1,3})?(?:gut|bloss|lieber|besser)\W{1,"
        r"3}"
        r"auf\W{1,3}(?:mich|sich|dich|uns)\W{1,3}aufpassen\b|\baufpassen\W{1,3}(?:soll|sollte|"
        r"sollst)\W{1,3}wo\W{1,3}ich\b"
        r"|\b(?:euro|geld|kohle)\b[^\n]{0,20}?\boder\W{1,3}(?:alle|jeder|deine\w{0,2})\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:sehen|sieht|kriegen|bekommen)\b"
        r"|\b(?:intim\w{0,4}|nackt\w{0,6})\W{1,3}(?:foto|fotos|bild|bilder|video\w{0,2})\b"
        r"[^\n]{0,60}?\b(?:geschickt|screenshot|droht|drohung|alle|verschick\w{0,2}|euro|geld)\b"
        r"|\b(?:dass|das)\W{1,3}(?:ich|du)\W{1,3}(?:\w{1,8}\W{1,3})?(?:sterben\W{1,3}werde|sterben"
        r"\W{1,3}wirst|sterben\W{1,3}muss|sterben\W{1,3}sollst)\b"
        r"|\bkeine\W{1,3}(?:mama|mutter|mami|papa|vater)\W{1,3}mehr\b"
        r"|\bweisst\W{1,3}(?:ja\W{1,3}|schon\W{1,3})?was\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?passiert\b"
        r"|\b(?:wartet|warten)\W{1,3}(?:\w{1,6}\W{1,3})?bis\b[^.!?]{0,30}?\b(?:kontaktsperre|"
        r"kontaktverbot|annaherungsverbot|annaeherungsverbot|allein|alleine)\b"
        r"|\b(?:kennt|hat)\W{1,3}leute\W{1,3}die\b|\b(?:zerstor|zerstoer)\w{0,3}\W{1,3}(?:\w{1,6}"
        r"\W{1,3})?(?:mich|mein\W{1,3}leben)\b"
        r"|\b(?:ich|du)\W{1,3}(?:\w{1,6}\W{1,3})?(?:das\W{1,3})?nicht\W{1,3}(?:uberlebe|ueberlebe|"
        r"uberlebst|ueberlebst)\b"
        r"|\bfindet\W{1,3}(?:\w{1,8}\W{1,3})?raus\W{1,3}wo\b|\bholt\W{1,3}mich\W{1,3}da\W{1,3}raus"
        r"\b"
        r"|\bnicht\W{1,3}mehr\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?blicken\W{1,3}lassen\b"
        r"|\b(?:werden|wirst|wird)\W{1,3}(?:\w{1,6}\W{1,3})?(?:dafur|dafuer)\W{1,3}bezahlen\b"
        r"|\b(?:wirst|werde|werd)\W{1,3}(?:dich|mich)\W{1,3}noch\W{1,3}wundern\b"
        r"|(?:[\"':]\W{0,3})du\W{1,3}hast\W{1,3}(?:noch\W{1,3})?(?:\d{1,2}|zwei|drei|vier|funf|"
        r"eine?n?)\W{1,3}(?:tage?|stunden?|wochen?)\b"
        r"|\b(?:besser|lieber)\W{1,3}nicht\W{1,3}(?:mehr\W{1,3})?(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:spazieren|rausgehen|joggen|aus\W{1,3}dem\W{1,3}haus)\b"
        r"|\btote[nr]?\W{1,3}(?:vogel|ratte|maus|katze|tier|fisch)\b"
        r"|\b(?:er|sie)\W{1,3}(?:\w{1,8}\W{1,3})?(?:kommt|kame|kaeme)\W{1,3}(?:zu\W{1,3}mir|vorbei|"
        r"her|hierher|das\W{1,3}gesprach|heute|heut)\b(?=[^\n]{0,80}\b(?:angst|knast|gefangnis|"
        r"gefaengnis|entlassen|zu\W{1,3}ende\W{1,3}fuhren|zu\W{1,3}ende\W{1,3}fuehren|minuten|"
        r"min|panik)\b)",
        gentle=True,
        negatable=False,
        needs=r"\b(?:er|sie|ex|exmann|exfreund\w{0,2}|mann|nachricht\w{0,2}|sms|"
        r"sprachnachricht|geschrieben|gesagt|schreibt|schrieb|sagt|sagte|droht\w{0,2}|meinte|meint|"
        r"familie|kumpel|freund|seine?|ihr\w{0,2}|ihm|ihn|anonym\w{0,2}|paket|zettel)\b",
        veto=_PAST + r"|\b(?:lol|haha\w*|spass|witz\w{0,3}|scherz\w{0,2}|serie|film|folge|spiel|"
        r"game|wetter|regen|sturm|glatteis|gewitter|hitze|krank|erkaltet|erkaeltet|grippe|corona|"
        r"oma|opa|tierarzt|katze\W{1,3}gebracht|jagd\w{0,4})\b",
        keys=(
            "wo|aufpassen|oder|intim|nackt|foto|fotos|bild|bilder|video|sterben|mehr|passiert"
            "|bis|leute|zerstor|zerstoer|uberlebe|ueberlebe|uberlebst|ueberlebst|raus|blicken"
            "|bezahlen|wundern|hast|spazieren|rausgehen|joggen|haus|vogel|ratte|maus|katze|tier"
            "|fisch|kommt|kame|kaeme"
        ),
    ),
    rule(
        "violence.de_extra",
        C.VIOLENCE,
        # force described by its result: "zu boden gerissen", "kopf unter wasser gedrückt"
        r"\b(?:unter\W{1,3}(?:\w{1,8}\W{1,3})?wasser|zu\W{1,3}boden|auf\W{1,3}den\W{1,3}boden|"
        r"gegen\W{1,3}die\W{1,3}wand|in\W{1,3}die\W{1,3}badewanne|an\W{1,3}die\W{1,3}wand|"
        r"uber\W{1,3}den\W{1,3}boden)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:gedruckt|gedrueckt|gerissen"
        r"|"
        r"geschlagen|geworfen|gestossen|geschubst|geschleudert|geschleift|gezerrt|gedrangt|"
        r"gedraengt|getreten|gepresst)\b"
        r"|\bnach\W{1,3}(?:mir|uns)\W{1,3}(?:geworfen|geschmissen)\b"
        r"|\bmit\W{1,3}(?:der|dem|einer|ner|nem|einem)\W{1,3}\w{1,12}\W{1,3}(?:\w{1,8}\W{1,3}){0,3}"
        r"?"
        r"(?:am|an\W{1,3}den|auf\W{1,3}den)\W{1,3}(?:kopf|auge|bauch|rucken|ruecken)\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?getroffen\b|\b(?:am|an\W{1,3}den)\W{1,3}(?:kopf|auge)\W{1,3}getroffen"
        r"\b"
        r"|\b(?:mir|ihr|ihm|uns)\W{1,3}(?:eine|ne|eins|paar)\W{1,3}(?:\w{1,8}\W{1,3})?(?:gescheuert"
        r"|"
        r"geklatscht|gelangt|reingehauen|verpasst|geknallt|gehauen|geschmiert)\b"
        r"|\b(?:auge|nase|lippe)\W{1,3}(?:\w{1,8}\W{1,3})?(?:blau|blutig|kaputt|gebrochen)\W{1,3}"
        r"(?:gehauen|geschlagen|geprugelt|gepruegelt|getreten)\b"
        r"|\buber\W{1,3}(?:mich|mir|meinen\W{1,3}kopf)\W{1,3}(?:\w{1,8}\W{1,3})?(?:geschuttet|"
        r"geschuettet|gekippt)\b(?=[^\n]{0,40}\b(?:heiss\w{0,2}|kochend\w{0,2}|absicht\w{0,4}|"
        r"benzin|extra)\b)|\b(?:heiss\w{0,2}|kochend\w{0,2})\W{1,3}\w{1,10}\W{1,3}uber\W{1,3}"
        r"(?:mich|mir)\W{1,3}(?:\w{1,6}\W{1,3})?(?:geschuttet|geschuettet|gekippt)\b"
        r"|\b(?:geschlagen|gschlagn|gschlogn|verprugelt|verpruegelt|getreten|gewurgt|gewuergt)\W{1,"
        r"3}"
        r"(?:worden|wordn|woan)\b"
        r"|\bauf\W{1,3}mir\W{1,3}(?:\w{1,8}\W{1,3})?(?:gekniet|kniet|gesessen)\b|\bbis\W{1,3}ich"
        r"\W{1,3}keine\W{1,3}luft\W{1,3}mehr\b"
        r"|\bimmer\W{1,3}wieder\W{1,3}(?:\w{1,8}\W{1,3})?(?:geschlagen|getreten|gewurgt|gewuergt)\b"
        r"|\b(?:schlagt|schlaegt|haut|tritt)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:dahin|dorthin|da|wo)"
        r"\W{1,3}(?:wo\W{1,3})?(?:mans|man\W{1,3}es|man|es)\W{1,3}(?:\w{1,4}\W{1,3})?(?:nicht|nich)"
        r"\W{1,3}sieht\b",
        negatable=False,
        needs=r"\b(?:er|sie|ex|exmann|exfreund\w{0,2}|mann|freund|partner\w{0,2}|vater|papa|"
        r"stiefvater|typ|ihm|ihr|ich|mich|mir)\b",
        veto=_PAST + r"|\b(?:fussball|handball|spiel|training|kampfsport|boxen|karate|judo|ringen|"
        r"kissenschlacht|schneeball\w{0,6}|lol|haha\w*|wasserpistole|pool|freibad)\b",
        keys=(
            "wasser|boden|wand|badewanne|geworfen|geschmissen|getroffen|gescheuert|geklatscht"
            "|gelangt|reingehauen|verpasst|geknallt|gehauen|geschmiert|gehauen|geschlagen"
            "|geprugelt|gepruegelt|getreten|geschuttet|geschuettet|gekippt|worden|wordn|woan"
            "|gekniet|kniet|gesessen|luft|gewurgt|gewuergt|sieht"
        ),
    ),
)
