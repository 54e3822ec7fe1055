"""Rules written for French: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.fr[_<what>]``.

The English softener knows no French, so these rules carry their own guards: the negation is
kept out of the patterns' bounded gaps ("je veux pas mourir" never matches), imperfect forms of
the acts are left out ("je me coupais" is a memory), and ``PAST`` vetoes a message that puts
the event years back ("il y a 3 ans", "en 2019", "c'est derriere moi") unless it also says it
is happening again now ("hier", "il m'ecrit", "recommence").
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule, spelled_either_way

C = Category

# A separator, an optional separator, and a bounded gap of up to two short words.
S = r"\W{1,3}"
S0 = r"\W{0,3}"
GAP1 = r"(?:\w{1,12}\W{1,3}){0,1}?"
GAP2 = r"(?:\w{1,12}\W{1,3}){0,2}?"
GAP3 = r"(?:\w{1,12}\W{1,3}){0,3}?"
# Up to three words, none of them a negation ("il ne va pas se tuer" stays out).
GAP3_POS = r"(?:(?!(?:pas|plus|jamais|ne|n)\b)\w{1,12}\W{1,3}){0,3}?"
GAP4_POS = r"(?:(?!(?:pas|plus|jamais|ne|n)\b)\w{1,12}\W{1,3}){0,4}?"
# Words that may stand between a wish and its object without changing it.
FILL = (
    r"(?:(?:juste|vraiment|sincerement|serieusement|franchement|tellement|trop|bien|presque|"
    r"deja|simplement|seulement|moi|aussi|enfin|carrement|genre|limite|direct|surement|"
    r"bientot|demain|ce\W{1,3}soir|cette\W{1,3}nuit|pour\W{1,3}de\W{1,3}vrai|a\W{1,3}nouveau)"
    r"\W{1,3}){0,2}"
)

SPELLINGS = {"a": "aàâ", "e": "eéèêë", "i": "iîï", "o": "oô", "u": "uùû", "c": "cç"}


def acc(source: str) -> str:
    """A veto written unaccented, made to match the accented form of a text too."""
    return spelled_either_way(source, SPELLINGS)


# Years back, and the recovery that goes with a memory.
_PAST = (
    r"\b(?:il\W{1,3})?y\W{0,3}a\W{0,3}(?:\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|"
    r"neuf|dix|quinze|vingt|trente|quarante|quelques|plusieurs|des)\W{1,3}(?:ans?|annees)\b"
    r"|\bil\W{1,3}y\W{1,3}a\W{1,3}(?:bien\W{1,3}|tres\W{1,3})?longtemps\b"
    r"|\b(?:en|depuis|de|date\W{1,3}de)\W{1,3}(?:19[4-9]\d|20[0-2]\d)\b"
    r"|\bca\W{1,3}fait\W{1,3}(?:\d{1,2}|un|deux|trois|quatre|cinq|six|dix|des)\W{1,3}ans\b"
    r"|\ba\W{1,3}l\W{0,3}epoque\b|\bdans\W{1,3}le\W{1,3}temps\b|\bavant\W{1,3}(?:j\W{0,3}avais"
    r"|j\W{0,3}etais|quand)\b"
    r"|\bavant\W{1,3}(?:je|j)\W{0,3}(?:me\W{1,3}|m\W{0,3})?\w{2,12}ais\b(?=[\s\S]{0,200}?\b(?:maintena"
    r"nt|aujourd\W{0,3}hui|desormais|je\W{1,3}vais\W{1,3}mieux))"
    r"|\bc\W{0,3}est\W{1,3}ce\W{1,3}jour\W{0,3}la\W{1,3}que\b"
    r"|\bc\W{0,3}(?:est|etait)\W{1,3}(?:loin|fini\W{1,3}tout\W{1,3}ca|derriere\W{1,3}moi|du\W{1,3}"
    r"passe|une\W{1,3}autre\W{1,3}vie)\b"
    r"|\bquand\W{1,3}(?:j\W{0,3}avais\W{1,3}\d|j\W{0,3}etais\W{1,3}(?:ado|petit|petite|enfant|"
    r"jeune|gamin|gamine|avec)|on\W{1,3}etait\W{1,3}(?:ensemble|maries)|on\W{1,3}vivait)\b"
    r"|\ba\W{1,3}\d{1,2}\W{1,3}ans\W{1,3}(?:j|je)\b|\bj\W{0,3}en\W{1,3}ai\W{1,3}\d{1,2}\W{0,3}(?:"
    r"ans\b|[.,;]|$)"
    r"|\bje\W{1,3}(?:vais|me\W{1,3}sens|suis)\W{1,3}(?:beaucoup\W{1,3}|tellement\W{1,3})?(?:mieux|"
    r"libre|en\W{1,3}paix|en\W{1,3}securite|sereine?|stable)\b"
    r"|\bplus\W{1,3}rien\W{1,3}depuis\b|\bje\W{1,3}respire\b|\bj\W{0,3}ai\W{1,3}survecu\b"
    r"|\b(?:la|une)\W{1,3}(?:fois|nuit)\W{1,3}ou\b|\ble\W{1,3}jour\W{1,3}ou\W{1,3}il\W{1,3}a\b"
    r"|\bj\W{0,3}ai\W{1,3}(?:raconte|revu|relu|repasse)\b|\b(?:ancien|vieux)\W{1,3}journal\b"
    r"|\b(?:sonje|rapel|me\W{1,3}souviens|me\W{1,3}rappelle|je\W{1,3}repense|repensais|enfance)\b"
    r"|\bsa\W{1,3}fini\b|\ble\W{1,3}fini\W{1,3}zot\b|\bsans\W{1,3}(?:automutilation|me\W{1,3}"
    r"couper)|\bmanipulation\b|\bil\W{1,3}va\W{1,3}tres\W{1,3}bien\b"
)
_RECENT = (
    r"\b(?:hier|avant\W{0,3}hier|ce\W{1,3}(?:soir|matin)|cette\W{1,3}(?:nuit|semaine)|"
    r"recommenc\w{0,4}|de\W{1,3}nouveau|maintenant\W{1,3}qu|il\W{1,3}(?:m\W{0,3}ecrit|"
    r"m\W{0,3}appelle|me\W{1,3}menace|revient|est\W{1,3}sorti)|la\W{1,3}prochaine\W{1,3}fois|"
    r"vient\W{1,3}de|sorti\w{0,2}\W{1,3}de\W{1,3}(?:prison|taule))\b"
)
PAST = acc(r"^(?![\s\S]{0,600}?" + _RECENT + r")[\s\S]{0,600}?(?:" + _PAST + r")")

# Reflexive "me"/"m'" and a first person ("je", "j'", "jme", "chui").
ME = r"(?:me\W{1,3}|m\W{1,3}|me)"
# Killing oneself, in the reflexive shape shared by "je vais ..." and "il menace de ...".
SELF_KILL_CORE = (
    r"tuer|tue|tuerai|tuerais|tuera|tuerait|suicid\w{0,4}|pendre|pend|pends|pendrai|"
    r"buter|supprimer|flinguer|foutre\W{1,3}en\W{1,3}l\W{0,3}air|fous\W{1,3}en\W{1,3}l\W{0,3}air|"
    r"fout\W{1,3}en\W{1,3}l\W{0,3}air|tirer\W{1,3}une\W{1,3}balle|noyer|noie|donner\W{1,3}la"
    r"\W{1,3}mort|ouvrir\W{1,3}les\W{1,3}veines|laisser\W{1,3}mourir|faire\W{1,3}sauter\W{1,3}la"
    r"\W{1,3}cervelle|empoisonner|immoler|defenestrer|jeter\W{1,3}(?:sous|par|du|d\W{0,3}un|"
    r"de\W{1,3}la|devant)|jette\W{1,3}(?:sous|par|du|d\W{0,3}un|de\W{1,3}la|devant)|jettera\w{0,2}"
    r"|jetterai\w{0,2}"
)
SELF_KILL = (
    r"(?:" + SELF_KILL_CORE + r")\b"
    r"(?!\W{1,3}(?:[aà]\W{1,3}(?:la\W{1,3}tache|le\W{1,3}dire|petit\W{1,3}feu|force\b|\w{2,12}er"
    r"\b)|au|aux|pour\W{1,3}(?:rien|toi|vous|eux|lui|elle)|dans\W{1,3}(?:le\W{1,3}"
    r"pied|un\W{1,3}verre)|[aà]\W{1,3}l\W{0,3}eau)\b)"
)
DIE = (
    r"(?:mourir|mourire|mourrir|crever|mettre\W{1,3}fin\W{1,3}a\W{1,3}(?:mes|ma)\W{1,3}(?:jours|v"
    r"ie)"
    r"|partir\W{1,3}de\W{1,3}ce\W{1,3}monde|disparaitre\W{1,3}pour\W{1,3}(?:de\W{1,3}bon|toujours)"
    r"|en\W{1,3}finir(?!\W{1,3}avec\W{1,3}(?:lui|elle|eux|cette\W{1,3}(?:relation|histoire)|ca|"
    r"ce\W{1,3}(?:mec|type|gars|dossier)|mon\W{1,3}ex|les\W{1,3}disputes|le\W{1,3}menage))"
    r"|sauter\W{1,3}(?:du|d\W{0,3}un|de\W{1,3}la|par\W{1,3}la)\W{1,3}(?:\w{1,12}\W{1,3})?(?:pont|"
    r"toit"
    r"|fenetre|balcon|falaise|viaduc|immeuble|\d{1,2}e))"
    r"(?!\W{1,3}(?:de|d)\W{0,3}(?:rire|faim|chaud|froid|honte|fatigue|envie|ennui|soif|peur|"
    r"impatience|jalousie)\b|\W{1,3}sans\W{1,3}(?:musique|internet|wifi|batterie|mon\W{1,3}tel|"
    r"cafe|toi))"
)
# Wanting, planning or deciding, in the first person.
WANT = (
    r"(?:veux|veu|vx|ve|vle|vouloir|voudrais|voudrai|souhaite|ai\W{1,3}envie\W{1,3}de?|envie\W{1,3}de?|"
    r"gout\W{1,3}de?|game\W{1,3}de?|prete?\W{1,3}a|decide\w{0,2}\W{1,3}de?|"
    r"pense\w{0,2}\W{1,3}(?:serieusement\W{1,3}|sincerement\W{1,3}|fort\W{1,3}|juste\W{1,3}|souvent\W{1,3})?a|"
    r"songe\w{0,2}\W{1,3}a|planifie\w{0,2}|projet\W{1,3}c\W{0,3}est\W{1,3}de?|"
    r"plan\W{1,3}c\W{0,3}est\W{1,3}de?|doigts\W{1,3}de?|l\W{0,3}idee\W{1,3}de?|besoin\W{1,3}de?|"
    r"essayer\W{1,3}de?|tenter\W{1,3}de?|pret\W{1,3}a)"
)
GO = r"(?:compte|vais|vai|vas|m\W{0,3}en\W{1,3}vais|jvais|jvai)"
NEG_BEFORE = r"(?<!pas\W)(?<!plus\W)(?<!pus\W)(?<!jamais\W)(?<!failli\W)(?<!\bne\W)"

# Subjects that are someone else (the ex, a friend, a relative).
OTHER = (
    r"\b(?:il|elle|y|i|ex|copine|copain|femme|mari|frere|soeur|pote|ami|amie|fils|fille|mere|"
    r"pere|cousin|cousine|coloc|mec|meuf|reuf|compagnon|compagne|collegue|voisin|voisine|tante|"
    r"oncle|neveu|niece)\b"
)
OTHER_SELF_HARM = (
    r"(?:se|s)\W{0,3}(?:(?:" + SELF_KILL_CORE + r")\b|couper|coupe|coupera|scarifie\w{0,2}"
    r"|mutile\w{0,2}|taillade\w{0,2}|est\W{1,3}(?:ouvert|coupe|scarifie)\w{0,2}\W{1,3}(?:les|le|la)"
    r"\W{1,3}(?:veines|poignets?|bras)|bruler\W{1,3}vif|bruler\W{1,3}vive|crasher|planter\W{1,3}"
    r"(?:un\W{1,3}couteau|contre)|mettre\W{1,3}une\W{1,3}corde|mettra\W{1,3}une\W{1,3}corde|"
    r"vide\W{1,3}de\W{1,3}son\W{1,3}sang)"
    r"(?!\W{1,3}(?:[aà]\W{1,3}(?:la\W{1,3}tache|le\W{1,3}dire|petit\W{1,3}feu|force\b|\w{2,12}er"
    r"\b)|au|aux|pour\W{1,3}(?:rien|toi|vous|eux|lui|elle)|dans\W{1,3}(?:le\W{1,3}"
    r"pied|un\W{1,3}verre)|[aà]\W{1,3}l\W{0,3}eau|les\W{1,3}cheveux|la\W{1,3}frange|du\W{1,3}monde|"
    r"en\W{1,3}(?:cuisinant|coupant|emincant|epluchant|bricolant)|le\W{1,3}doigt)\b)"
)

DRUG = (
    r"(?:cachets?|comprimes?|pilules?|pilil|grenn|medocs?|medicaments?|somniferes?|plaquettes?|"
    r"boites?|tubes?|flacons?|xanax|lexo\w{0,4}|stilnox|zolpidem|tramadol|doliprane|paracetamol|"
    r"dafalgan|efferalgan|antidepresseurs?|anxiolytiques?|neuroleptiques?|benzos?|morphine|"
    r"methadone|codeine|valium|seresta|lamictal|lyrica|tercian|laroxyl|lithium|levothyrox|"
    r"insulines?|subutex|fentanyl|ibuprofene|antidouleurs?|traitement|sirop|gouttes|ecstas?|"
    r"ketamine|lean|opiaces|oxycodone|lorazepam|temesta|atarax|diazepam|trucs|javel|antigel|"
    r"destop|raticide|mort\W{1,3}aux\W{1,3}rats|poison|antipsychotiques?|anti\W{0,3}douleurs?|"
    r"laudanum|heroine|hero|aspirine|pilulier|medikaman|drogues?|coke|opioides|pills)"
)
DRUG_KEYS = (
    "cachet|comprime|pilule|pilil|grenn|medoc|medicament|somnifere|plaquette|boite|tube|flacon|"
    "xanax|lexo|stilnox|zolpidem|tramadol|doliprane|paracetamol|dafalgan|efferalgan|"
    "antidepresseur|anxiolytique|neuroleptique|benzo|morphine|methadone|codeine|valium|seresta|"
    "lamictal|lyrica|tercian|laroxyl|lithium|levothyrox|insuline|subutex|fentanyl|ibuprofene|"
    "antidouleur|traitement|sirop|gouttes|ecsta|ketamine|lean|opiaces|oxycodone|lorazepam|"
    "temesta|atarax|diazepam|trucs|javel|antigel|destop|raticide|rats|poison|antipsychotique|"
    "douleur|laudanum|hero|aspirine|pilulier|medikaman|drogue|coke|opioides|pills"
)
# How much was taken: the whole box, a handful, with alcohol, on purpose.
AMOUNT = (
    r"\b(?:tou[ts]e?s?|plein|trop|beaucoup|bcp|bzaf|poignees?|tonne|centaine|moitie|entiere?s?|"
    r"reserve|d\W{0,3}un\W{1,3}coup|en\W{1,3}une\W{1,3}fois|par\W{1,3}dessus|expres|\d{2,3}|"
    r"deux|trois|quatre|cinq|alcool|vodka|whisky|gin|rhum|vin|rose|bieres?|pastis|koutoukou|"
    r"saoule?|bourree?|paquete|sens\W{1,3}(?:rien|plus)|vois\W{1,3}(?:flou|double|plus)|"
    r"(?:la|ma)\W{1,3}(?:boite|plaquette|bouteille)|en\W{1,3}finir|reveiller|partir|endors|"
    r"dose|vomi\w{0,2}|respirer|coeur|tremble\w{0,2}|tete\W{1,3}tourne|mal\W{1,3}au\W{1,3}ventre)\b"
)

PLACE = (
    r"(?:pont|toit|rails|voie\W{1,3}ferree|voies|falaise|rebord|rambarde|parapet|viaduc|corniche|"
    r"passerelle|grue|jetee|muret|chateau\W{1,3}d\W{0,3}eau|rempart|ravine|balcon|dernier\W{1,3}"
    r"etage|haut\W{1,3}de\W{1,3}la\W{1,3}tour|quai\W{1,3}du\W{1,3}(?:rer|metro)|bout\W{1,3}du"
    r"\W{1,3}quai|bord\W{1,3}du\W{1,3}quai|passage\W{1,3}a\W{1,3}niveau|pon)"
)

CHILD = (
    r"(?:fils|fille|filles|petit|petite|petits|petites|bebe|enfants?|gamin|gamine|garcon|ado|puce|"
    r"niece|neveu|gosses?|jumeaux|petit\W{0,3}fils|petite\W{0,3}fille|belle\W{0,3}fille|"
    r"nourrisson|pitit|piti)"
)
CHILD_NEEDS = r"\b" + CHILD + r"\b"

# Hitting, choking, forcing: the acts of violence, as past participles and present forms.
HIT = (
    r"(?:frapp(?:e|ee|es|ees|er|ent)?\b|tape|tapee|tapes|gifl(?:e|ee|es|ees|er)?\b|battue?|bat|ba"
    r"ts|"
    r"cognee?|etrangl(?:e|ee|es|er|ent)?\b|strangulee?|viol(?:e|ee|es|er|ent)?\b|tabass(?:e|ee|er"
    r")?\b|secouee?|"
    r"mordue?|defoncee?|bousculee?|renversee?|droguee?|sequestree?|"
    r"chicotee?|poussee?(?=\W{1,3}(?:dans|contre|par|de|hors|du|au|sur|violemment))|"
    r"brulee?(?=\W{1,3}(?:avec|a\W{1,3}la|au|les|le|la))|"
    r"tiree?\W{1,3}par|trainee?|jetee?\W{1,3}(?:hors|par|dans|contre|du|de|a\W{1,3}terre|son|sa)|"
    r"rouee?\W{1,3}de\W{1,3}coups|pete\W{1,3}(?:le|la|les|deux|la\W{1,3}gueule)|"
    r"cass\w{0,2}\W{1,3}(?:le|la|les|deux|trois|un|une|\d|la\W{1,3}gueule)|"
    r"saisie?\W{1,3}par|attrapee?\W{1,3}par|crache\w{0,2}\W{1,3}dessus|"
    r"sacre\W{1,3}(?:une|des)|lev\w{1,2}\W{1,3}la\W{1,3}main|plaque\w{0,2}\W{1,3}(?:contre|au)|"
    r"serre\w{0,2}\W{1,3}(?:le|la)\W{1,3}(?:cou|gorge)|pris\W{1,3}par\W{1,3}le\W{1,3}cou|"
    r"mis\W{1,3}(?:une|des|un|la)\W{1,3}(?:gifles?|claques?|baffes?|coups?|patates?|tete\W{1,3}"
    r"sous)|donne\W{1,3}(?:des|un)\W{1,3}coups?|enfermee?|attachee?\W{1,3}(?:au|a\W{1,3}"
    r"la|les)|forcee?(?=\W{1,3}(?:a\W{1,3}(?:coucher|faire|avorter)|alors|quand|pendant|hier|encore"
    r"|$)|\W{0,3}[.,!])|force\W{1,3}quand\W{1,3}meme|abuse\W{1,3}de\W{1,3}moi|coincee?\W{1,3}"
    r"(?:dans|contre)|ecrase\w{0,2}\W{1,3}(?:la|le|ma|mon)|tordu\W{1,3}(?:le|la)|fendu\W{1,3}la"
    r"|ouvert\W{1,3}(?:la|le)\W{1,3}(?:levre|crane|arcade)|menacee?\W{1,3}(?:avec|d\W{0,3}un))"
    r"(?!\W{1,3}(?:pas|plus|jamais)\b|\W{1,3}\d+\W{1,3}(?:balles|euros|e)\b|\W{1,3}sur\W{1,3}les"
    r"\W{1,3}nerfs|\W{1,3}dans\W{1,3}l\W{0,3}oeil"
    r"|\W{1,3}(?:au|aux)\W{1,3}(?:echecs|scrabble|tennis|foot|ping|jeu|poker|uno|cartes|babyfoot|"
    r"badminton|sprint|mario|fifa))"
)
HIT_KEYS = (
    "frapp|tape|tapait|gifl|battu|bat|cogne|etrangl|strangul|viol|tabass|secoue|mord|defonce|"
    "bouscule|renverse|drogue|sequestr|chicote|pousse|brule|tire|traine|jete|roue|pete|cass|"
    "saisi|attrape|crache|sacre|lev|plaque|serre|pris|mis|donne|enferme|attache|force|abuse|"
    "coince|ecrase|tordu|fendu|ouvert|menace"
)

# Someone else as the actor, for violence and threats.
ACTOR = (
    r"\b(?:il|elle|ils|elles|y|i|ex|mari|mec|copain|copine|femme|compagnon|compagne|conjoint|"
    r"famille|frere|freres|oncle|pere|beau\W{0,3}pere|cousin|cousins|gars|potes|chum|conjointe|"
    r"epoux|epouse|concubin|agresseur|fiance|fiancee)\b"
)

# Everyday exaggeration: a teacher, a boss, a parent "will kill me"; a laugh after a threat.
THREAT_JOKE = acc(
    r"|\b(?:ma|mon|ce|cette)\W{1,3}(?:prof|patron|patronne|chef|boss|mere|psy|belle\W{0,3}mere|"
    r"manager|coach|gamin|gamine|fils|fille|daronne|reum|maman|soeur)\W{1,3}(?:de\W{1,3}\w{1,12}"
    r"\W{1,3})?(?:elle\W{1,3}|il\W{1,3})?(?:va|vont|allait|me|m)\b|\b(?:mdr|ptdr|lol|haha\w{0,4}|"
    r"jpp\W{1,3}de\W{1,3}rire)\b"
)

# A laugh with no "seriously" / "not funny" to take it back.
JOKE = acc(
    r"|^(?![\s\S]{0,300}?\b(?:non|serieux|serieuse|serieusement|pas\W{1,3}(?:mdr|lol|drole)|"
    r"rigole\W{1,3}pas)\b)[\s\S]{0,300}?\b(?:mdr|ptdr|lol|haha\w{0,4}|xptdr)\b"
)

# What makes a hurt deliberate or serious: on purpose, to the blood, deeper than meant.
_SH_CUE = (
    r"expres|jusqu\W{0,3}(?:a|au|aux)\W{1,3}(?:ce\W{1,3}que|me|plus|avoir|saigner|sang|l\W{0,3}os|"
    r"voir)|sang|saign\w{0,4}|plus\W{1,3}profond|trop\W{1,3}(?:fort|loin|profond)|des\W{1,3}points|"
    r"a\W{1,3}vif|cloques|eclat\w{0,4}|pour\W{1,3}(?:sentir|me\W{1,3}punir|avoir\W{1,3}mal|que\W{"
    r"1,3}ca\W{1,3}fasse)|violet|profond|bouillante|friteuse|plaque\W{1,3}de\W{1,3}cuisson|lame"
    r"\W{1,3}chaude|javel\W{1,3}pure|tranchant"
)

# Finality ("pour de bon", "c'est décidé", "ma dernière nuit") and parting ("au revoir",
# "prenez soin de vous", "je peux plus"): either alone is everyday speech, both together a goodbye.
_FINAL = (
    r"\b(?:pour\W{1,3}de\W{1,3}bon|pour\W{1,3}toujours|definitivement|une\W{1,3}derniere\W{1,3}fois|"
    r"c\W{0,3}est\W{1,3}decide|(?:j\W{0,3}ai|g)\W{1,3}tout\W{1,3}(?:prevu|prepare|regle)|tout\W{1,3}e"
    r"st\W{1,3}(?:pret|regle|prevu)|(?:mon|ma)\W{1,3}derni(?:er|ere)\W{1,3}(?:message|jour|soir|nuit"
    r"|journee|lettre|mot|fois|ramadan|noel|anniv\w{0,6})|ce\W{1,3}sera\W{1,3}(?:la|ma)\W{1,3}(?:fin"
    r"|derniere)|bientot\W{1,3}fini|plus\W{1,3}pour\W{1,3}longtemps|je\W{1,3}serai\W{1,3}(?:partie?|"
    r"loin|plus\W{1,3}la)|d\W{0,3}ici\W{1,3}demain|c\W{0,3}est\W{1,3}la\W{1,3}fin|plus\W{1,3}jamais"
    r"\W{1,3}me\W{1,3}reveiller)\b"
)
_PARTING = (
    r"\b(?:au\W{1,3}revoir|adieu|merci\W{1,3}pour\W{1,3}tout|prenez\W{1,3}soin|prends\W{1,3}soin|"
    r"pardon\w{0,4}|dites\W{1,3}a|dis\W{1,3}a|je\W{1,3}(?:t|vous|les|l)\W{0,3}aime|je\W{1,3}peux\W{1,"
    r"3}plus|j\W{0,3}en\W{1,3}peux\W{1,3}plus|plus\W{1,3}la\W{1,3}force|fatiguee?\W{1,3}de\W{1,3}tou"
    r"t|a\W{1,3}quoi\W{1,3}bon|plus\W{1,3}de\W{1,3}sens|personne\W{1,3}(?:ne\W{1,3})?remarquera|ne\W{"
    r"1,3}pleurez\W{1,3}pas|m\W{0,3}en\W{1,3}voulez\W{1,3}pas|mieux\W{1,3}(?:comme\W{1,3}ca|ainsi|"
    r"sans\W{1,3}moi)|soulag\w{1,6}|tranquille|en\W{1,3}paix|la\W{1,3}paix|dormir|partir|disparaitre"
    r"|rejoindre|silence|fardeau|plus\W{1,3}rien|plus\W{1,3}mal|plus\W{1,3}de\W{1,3}douleur|bonne"
    r"\W{1,3}nuit|bye|salut\W{1,3}tout\W{1,3}le\W{1,3}monde|je\W{1,3}lache|j\W{0,3}abandonne|"
    r"j\W{0,3}arrete|fermer\W{1,3}les\W{1,3}yeux|m\W{0,3}endormir|plus\W{1,3}peur|aller\W{1,3}mieu"
    r"x|fini\W{1,3}de\W{1,3}souffrir|plus\W{1,3}souffrir)\b"
)

# Someone is here, now (at the door, inside, on the stairs) ...
_HERE_NOW = (
    r"\b(?:il|elle|y|ils)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:est|sont|e)\W{1,3}(?:(?:encore|toujours|"
    r"deja|juste)\W{1,3})?(?:la|ici|devant|dans|en\W{1,3}bas|dehors|derriere|sur\W{1,3}le\W{1,3}pal"
    r"ier|chez\W{1,3}moi|rentre|rentree|entre|entree|monte|revenu|revenue)\b"
    r"|\b(?:il|elle|y|ils)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:tape|frappe|cogne|tambourine|defonce|"
    r"sonne|hurle|crie|gueule|essaie|essaye|tente|arrive|monte|rentre|entre|force|casse|fouille|"
    r"cherche)\w{0,2}\b"
)
# ... and the one writing is in fear of it, asking for help.
_HELP_NOW = (
    r"\b(?:au\W{1,3}secours|aide[zr]?\W{1,3}moi|appele[zr]?\W{1,3}(?:la\W{1,3}police|le\W{1,3}17|les"
    r"\W{1,3}flics|les\W{1,3}secours)|je\W{1,3}suis\W{1,3}(?:cachee?|planquee?|enfermee?|barricadee?)"
    r"|je\W{1,3}me\W{1,3}(?:cache|suis\W{1,3}(?:cachee?|enfermee?|barricadee?))|je\W{1,3}tremble|"
    r"il\W{1,3}va\W{1,3}me\W{1,3}tuer|il\W{1,3}a\W{1,3}(?:un\W{1,3}couteau|une\W{1,3}arme|un\W{1,"
    r"3}flingue|une\W{1,3}batte|un\W{1,3}fusil|bu)|je\W{1,3}sais\W{1,3}pas\W{1,3}quoi\W{1,3}faire"
    r"|terrifiee?|terrorisee?|panique|j\W{0,3}ose\W{1,3}pas\W{1,3}(?:bouger|sortir|respirer)|vite)\b"
)

# Someone else's suicide, named plainly ...
_OTHER_SUICIDE = (
    r"\b(?:se\W{1,3}tuer|s\W{0,3}tuer|se\W{1,3}suicider|suicide|en\W{1,3}finir|mettre\W{1,3}fin\W{1,"
    r"3}a\W{1,3}ses\W{1,3}jours|se\W{1,3}foutre\W{1,3}en\W{1,3}l\W{0,3}air|se\W{1,3}pendre|se\W{1,3}je"
    r"ter\W{1,3}(?:du|sous|par|d\W{0,3}un|de\W{1,3}la)|se\W{1,3}tirer\W{1,3}(?:une\W{1,3}balle|dess"
    r"us)|s\W{0,3}ouvrir\W{1,3}les\W{1,3}veines|tentative|plus\W{1,3}envie\W{1,3}de\W{1,3}vivre)\b"
)
# ... with the pressure put on the one writing, or the silence after it.
_OTHER_PRESSURE = (
    r"\b(?:si\W{1,3}(?:je|j|tu)|ma\W{1,3}faute|ta\W{1,3}faute|a\W{1,3}cause\W{1,3}de\W{1,3}(?:moi|toi)|"
    r"reviens|revienne|revenir|viens\W{1,3}pas|quitte|quittes|bloque|repond\w{0,2}\W{1,3}(?:plus|pas)|"
    r"decroche\W{1,3}plus|plus\W{1,3}de\W{1,3}nouvelles|ce\W{1,3}soir|cette\W{1,3}nuit|adieu|au\W{1,"
    r"3}revoir|dernier\W{1,3}message|derniere\W{1,3}fois|trop\W{1,3}tard|pour\W{1,3}de\W{1,3}vrai|"
    r"il\W{1,3}a\W{1,3}(?:une\W{1,3}arme|un\W{1,3}fusil|des\W{1,3}cachets|une\W{1,3}corde))\b"
)

RULES: tuple[Rule, ...] = (
    rule(
        "suicide.fr",
        C.SUICIDE,
        NEG_BEFORE + r"\bj?" + WANT + S0 + FILL + r"(?:" + ME + SELF_KILL + r"|" + DIE + r")"
        r"|" + NEG_BEFORE + r"\b" + GO + S + FILL + r"(?:" + ME + SELF_KILL + r"|en\W{1,3}finir\b"
        r"(?!\W{1,3}avec\W{1,3}(?:lui|elle|eux|ca|ce|cette|mon|les|le))|mettre\W{1,3}fin\W{1,3}a"
        r"\W{1,3}(?:mes|ma)\W{1,3}(?:jours|vie))"
        r"|\bj(?:e\W{1,3}|\W{0,3})" + ME + r"(?:tue|tuerai|suicide|suicidais|suiciderai|pends|"
        r"pendrai|fous\W{1,3}en\W{1,3}l\W{0,3}air|jette\W{1,3}(?:du|d\W{0,3}un|par|sous|de\W{1,3}"
        r"la)"
        r"|supprime)\b(?!\W{1,3}(?:[aà]|au|aux|de|pour\W{1,3}(?:rien|toi|vous|eux))\b)"
        r"|\b(?:mon|ma|planifie\w{0,2}\W{1,3}mon|prevu\W{1,3}mon)\W{1,3}suicide\b"
        r"|\bsuicidaire\b"
        r"|\bj?(?:veux|veu|vx|ve|souhaite|ai|envie|gout)\W{1,3}(?:plus|pus|pu)\W{1,3}"
        r"(?:(?:envie|le\W{1,3}gout)\W{1,3}(?:de|d)\W{0,3})?(?:vivre|etre\W{1,3}(?:en\W{1,3}vie|"
        r"vivante?|la)|exister|me\W{1,3}reveiller|de\W{1,3}la\W{1,3}vie)\b(?!\W{1,3}(?:avec|chez|"
        r"ici|"
        r"la\W{1,3}bas|dans|sous|a\W{1,3}(?:paris|cote)|en\W{1,3}(?:colocation|couple)))"
        r"|\b(?:me|se)\W{1,3}(?:laisser\W{1,3})?mourir\W{1,3}de\W{1,3}faim\W{1,3}(?:expres|"
        r"volontairement)",
        negatable=False,
        veto=PAST + JOKE,
        keys=(
            "mourir|mourire|mourrir|crever|mettre fin|monde|disparaitre|finir|sauter|tue|tuer|"
            "suicid|pend|buter|supprime|flinguer|air|balle|noy|mort|veines|cervelle|empoisonner|"
            "immoler|defenestrer|jet|vivre|vie|vivant|la|exister|reveiller|faim"
        ),
    ),
    rule(
        "suicide.fr_method",
        C.SUICIDE,
        r"\b(?:comment|facons?\W{1,3}de|moyens?\W{1,3}de|methodes?\W{1,3}pour|tutos?\W{1,3}pour)"
        r"\W{1,3}(?:on\W{1,3}peut\W{1,3})?(?:me|se|m|s)\W{0,3}(?:suicider|tuer|pendre|foutre\W{1,3}"
        r"en\W{1,3}l\W{0,3}air)"
        r"|\b(?:comment|facons?\W{1,3}de|quelles?\W{1,3}doses?|quoi\W{1,3}m\W{0,3}injecter|"
        r"combien\W{1,3}de\W{1,3}" + DRUG + r")\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:pour\W{1,3})?"
        r"(?:mourir|(?:ne\W{1,3})?pas\W{1,3}se\W{1,3}reveiller|ne\W{1,3}plus\W{1,3}se\W{1,3}revei"
        r"ller"
        r"|en\W{1,3}finir)"
        r"|\bhauteur\W{1,3}on\W{1,3}meurt|\bdose\W{1,3}mortelle\b|\bplanifie\w{0,2}\W{1,3}ma\W{1,3}"
        r"mort\b",
        negatable=False,
        keys="suicid|tuer|pendre|air|mourir|reveiller|finir|meurt|mortelle|mort",
    ),
    rule(
        "suicide.fr_other",
        C.SUICIDE,
        OTHER
        + S
        + GAP3_POS
        + OTHER_SELF_HARM
        + r"|"
        + OTHER
        + S
        + GAP3_POS
        + r"(?:veut|voulait|veux|pense|parle|envie|menace\w{0,2}|dit)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:mourir\b(?!\W{1,3}de\W{1,3}(?:rire|faim|chaud|froid|"
        r"honte|ennui))|plus\W{1,3}vivre\b(?!\W{1,3}(?:avec|chez|ici|dans))|en\W{1,3}finir\b"
        r"(?!\W{1,3}avec\W{1,3}(?:moi|nous|lui|elle|ca))|suicide|disparaitre\W{1,3}pour\W{1,3}"
        r"(?:de\W{1,3}vrai|de\W{1,3}bon|toujours))"
        r"|" + OTHER + S + GAP3_POS + r"(?:va|allait|vas|menace\w{0,2}\W{1,3}de|dit\W{1,3}qu\W{0,3}"
        r"(?:il|elle)|veut)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:sauter|saute|sautera|avancer|"
        r"avaler\W{1,3}(?:tout|tous|toute|la|le|de\W{1,3}la|son)|boire\W{1,3}(?:jusqu|le\W{1,3}"
        r"poison)|en\W{1,3}finir)\b(?!\W{1,3}(?:le|la|les|un|une|des|de\W{1,3}joie|au\W{1,3}plafond"
        r"|partout|sur\W{1,3}(?:l|le|la|son)|en\W{1,3}parachute|a\W{1,3}la\W{1,3}corde|au\W{1,3}cou|"
        r"dessus|dans\W{1,3}"
        r"(?:mes|ses|les|tes)\W{1,3}bras|avec\W{1,3}(?:moi|nous|elle|lui)|ses\W{1,3}repas))"
        r"|\bmettre\W{1,3}fin\W{1,3}a\W{1,3}ses\W{1,3}jours|\b(?:va|allait|vais|vas)\W{1,3}mourir"
        r"\W{1,3}(?:a\W{1,3}cause\W{1,3}de|par\W{1,3}(?:ma|ta)\W{1,3}faute)"
        r"|\bse\W{1,3}ratera\w{0,2}\W{1,3}pas\b|\bfait\W{1,3}une\W{1,3}\W{0,3}tentative\b|\bprefe"
        r"res?\W{1,3}crever\b"
        r"|\bchantage\W{1,3}au\W{1,3}suicide|\blettres?\W{1,3}de\W{1,3}suicide|\b(?:message|statu"
        r"t|post)s?\W{1,3}"
        r"(?:de\W{1,3}suicide|d\W{0,3}adieu)|\btentative\W{1,3}de\W{1,3}suicide|\bune\W{1,3}ts\b"
        r"|\bsa\W{1,3}mort\W{1,3}(?:sera\W{1,3})?sur\W{1,3}ma\W{1,3}conscience|\bma\W{1,3}mort\W{"
        r"1,3}"
        r"sur\W{1,3}la\W{1,3}conscience|\b(?:akomiboma|touye\W{1,3}tet\W{1,3}li|tiy\W{0,3}a\W{0,3"
        r"}li)",
        negatable=False,
        veto=PAST,
        keys=(
            "tue|tuer|suicid|pend|buter|supprime|flinguer|air|balle|noy|mort|veines|cervelle|"
            "empoisonner|immoler|defenestrer|jet|coup|scarifie|mutile|taillade|vif|vive|crasher|"
            "planter|corde|sang|mourir|vivre|finir|disparaitre|saute|avancer|avaler|boire|adieu|"
            "ts|akomiboma|touye|tiy|ratera|tentative|crever|jours|conscience"
        ),
    ),
    rule(
        "suicide.fr_creole",
        C.SUICIDE,
        r"\b(?:vle|ve|vlé|anvi|vé|vi)\W{1,3}(?:mouri|mourir|mo)\b|\btouye\W{1,3}tet\W{1,3}(?:mwen"
        r"|m)"
        r"\b|\bmo\W{1,3}pa\W{1,3}le\W{1,3}viv\b|\bpa\W{1,3}vle\W{1,3}viv\b",
        negatable=False,
        keys="mouri|mo|touye|viv",
    ),
    rule(
        "suicide.fr_indirect",
        C.SUICIDE,
        r"\badieux?\b(?!\W{1,3}(?:les|la|le|mes|aux?|l)\b)|(?<!au\W)(?<!son\W)(?<!ton\W)(?<!mon\W"
        r")\bdernier\W{1,3}(?:message|appel)\b"
        r"|\bderniere\W{1,3}(?:nuit\W{1,3}(?:ici|que)|fois\W{1,3}que\W{1,3}(?:je\W{1,3}vous|"
        r"j\W{0,3}ecris))|\bma\W{1,3}derniere\W{1,3}nuit\b"
        r"|\bmieux\W{1,3}sans\W{1,3}(?:moi|sa\W{1,3}mere|son\W{1,3}pere)\b"
        r"|\b(?:fatigue|fatiguee|epuise|epuisee|marre|las|lasse|tanne|tannee)\W{1,3}(?:de\W{1,3}v"
        r"ivre"
        r"|d\W{0,3}exister|de\W{1,3}me\W{1,3}battre|la\W{1,3}vi)\b|\b(?:de|en)\W{1,3}trop\W{1,3}sur"
        r"\W{1,3}(?:cette\W{1,3})?terre\b|\bjuste\W{1,3}de\W{1,3}trop\b"
        r"|\bplus\W{1,3}(?:de|aucune?)\W{1,3}raisons?\W{1,3}de\W{1,3}(?:vivre|rester|me\W{1,3}lev"
        r"er|"
        r"continuer)|\bplus\W{1,3}rien\W{1,3}qui\W{1,3}me\W{1,3}retien"
        r"|\b(?:serai|serais|sera)\W{1,3}plus\W{1,3}(?:la|de\W{1,3}ce\W{1,3}monde)\b|\bquand\W{1,"
        r"3}je"
        r"\W{1,3}serai\W{1,3}(?:partie?|plus\W{1,3}la|loin)\b"
        r"|\b(?:dormir|m\W{0,3}endormir|endors|fermer\W{1,3}les\W{1,3}yeux)\W{1,3}(?:\w{1,12}\W{1"
        r",3})"
        r"{0,2}?(?:pour\W{1,3}(?:toujours|de\W{1,3}bon)|(?:et\W{1,3})?(?:ne\W{1,3})?(?:plus|pas|"
        r"jamais)\W{1,3}(?:jamais\W{1,3})?(?:me\W{1,3})?reveiller)|\bbonne\W{1,3}nuit\W{1,3}pour"
        r"\W{1,3}toujours|\bm\W{0,3}eteindre\b"
        r"|\b(?:jamais|plus|pas)\W{1,3}me\W{1,3}reveiller\b|\bne\W{1,3}jamais\W{1,3}m\W{0,3}etre"
        r"\W{1,3}reveillee?"
        r"|\bfardeau\b|\bun\W{1,3}poids\W{1,3}(?:pour|mort)\b|\bboulet\W{1,3}pour\b"
        r"|\bplus\W{1,3}(?:de\W{1,3}sortie|d\W{0,3}issue|rien\W{1,3}a\W{1,3}perdre|d\W{0,3}avenir|"
        r"le\W{1,3}gout\W{1,3}de\W{1,3}rien|envie\W{1,3}de\W{1,3}lutter)\b|\bpas\W{1,3}de\W{1,3}s"
        r"ortie"
        r"\W{1,3}pour\W{1,3}moi|\bplus\W{1,3}aucune\W{1,3}sortie"
        r"|\b(?:fin|bout)\W{1,3}du\W{1,3}chemin\b|\bc\W{0,3}(?:est|etait)\W{1,3}(?:la\W{1,3}fin|f"
        r"ini|"
        r"foutu|l\W{0,3}heure|le\W{1,3}moment\W{1,3}de\W{1,3}partir)\W{1,3}pour\W{1,3}moi\b|"
        r"\bfini\W{1,3}(?:pr|pour)\W{1,3}moi\b|\bmon\W{1,3}histoire\W{1,3}s\W{0,3}arrete"
        r"|\ben\W{1,3}aurai\W{1,3}plus\W{1,3}besoin|\bn\W{0,3}en\W{1,3}aurai\W{1,3}plus\W{1,3}bes"
        r"oin"
        r"|\b(?:mon|fait\W{1,3}mon|ecrit\W{1,3}mon)\W{1,3}testament\b|\blettres?\W{1,3}(?:d\W{0,3}"
        r"adieu|pour\W{1,3}(?:mes|ma|mon|tout\W{1,3}le\W{1,3}monde))\b|\becrit\W{1,3}(?:ma|mes|des)"
        r"\W{1,3}lettres?\b"
        r"|\b(?:tout|ca|la\W{1,3}douleur)\W{1,3}s\W{0,3}arrete\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0"
        r",1}?"
        r"(?:pour\W{1,3}(?:toujours|de\W{1,3}bon)|definitivement)"
        r"|\brejoindre\W{1,3}(?:ma|mon|mamie|papi|papa|maman|mon)\W{0,3}(?:\w{1,12}\W{1,3}){0,1}?"
        r"(?:la\W{1,3}haut|au\W{1,3}ciel)\b|\brejoindre\W{1,3}(?:papa|maman|ton\W{1,3}pere|"
        r"ta\W{1,3}mere|son\W{1,3}(?:frere|pere)|sa\W{1,3}(?:mere|femme))\b"
        r"|\bderangerai\W{1,3}plus\b|\bembeterai\W{1,3}plus\b|\bferai\W{1,3}plus\W{1,3}de\W{1,3}p"
        r"eine"
        r"|\bdebarrasse\w{0,2}\W{1,3}de\W{1,3}moi\b|\bpersonne\W{1,3}(?:va\W{1,3})?remarquer\w{0,2}"
        r"\W{1,3}(?:si|quand)\W{1,3}je|\bsi\W{1,3}(?:je\W{1,3}disparais|demain\W{1,3}je\W{1,3}"
        r"(?:reponds|me\W{1,3}reveille)\W{1,3}pas)"
        r"|\b(?:partir|disparaitre|m\W{0,3}en\W{1,3}vais|m\W{0,3}effacer)\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,1}?(?:pour\W{1,3}(?:toujours|de\W{1,3}bon)|d\W{0,3}ou\W{1,3}on\W{1,3}revient\W{1,3}p"
        r"as)"
        r"|\bdeja\W{1,3}morte?\W{1,3}(?:a\W{1,3}l\W{0,3}interieur|en\W{1,3}dedans)"
        r"|\ba\W{1,3}quoi\W{1,3}bon\W{1,3}(?:continuer|se\W{1,3}reveiller|vivre)|\bpk\W{1,3}conti"
        r"nuer"
        r"|\bplace\W{1,3}(?:c\W{0,3}est\W{1,3})?au\W{1,3}cimetiere|\bpardonnez\W{1,3}moi\W{1,3}pour"
        r"\W{1,3}ce\W{1,3}que|\bm\W{0,3}excuse\W{1,3}d\W{0,3}avance|\bassez\W{1,3}vecu\b"
        r"|\bveux\W{1,3}(?:juste\W{1,3})?(?:disparaitre|que\W{1,3}(?:tout|ca)\W{1,3}s\W{0,3}arrete)"
        r"|\bprete?\W{1,3}a\W{1,3}partir\b|\bje\W{1,3}suis\W{1,3}prete?\b(?=\W{0,3}$)",
        gentle=True,
        negatable=False,
        veto=PAST + acc(r"|\bpour\W{1,3}dire\W{1,3}bonjour\b|\bcomme\W{1,3}on\W{1,3}dit\b"),
        keys=(
            "adieu|dernier|derniere|mieux|vivre|exister|battre|vi|terre|trop|raison|retien|serai|"
            "serais|sera|reveiller|toujours|bon|reveillee|eteindre|fardeau|poids|boulet|sortie|"
            "issue|perdre|avenir|rien|lutter|chemin|moi|arrete|besoin|testament|lettre|ciel|haut|"
            "papa|maman|pere|mere|frere|femme|derangerai|embeterai|peine|debarrasse|remarquer|"
            "disparais|pas|revient|interieur|dedans|continuer|cimetiere|que|avance|vecu|"
            "disparaitre|partir|prete|pret"
        ),
    ),
    rule(
        "self_harm.fr",
        C.SELF_HARM,
        r"\b(?:je\W{1,3}|j\W{0,3})?me\W{1,3}(?:suis|sui|su)\W{1,3}(?:encore\W{1,3}|deja\W{1,3}|"
        r"re\W{0,3})?(?:coupee?|recoupee?|mutilee?|scarifiee?|entaillee?|tailladee?|brulee?|crame"
        r"e?|"
        r"ouverte?|re\W{0,3}ouverte?|griffee?|mordue?|arrache|gratte|(?:plantee?|enfonce|ecrit)\W"
        r"{1,3}"
        r"(?:un|une|le|la|son)\W{1,3}(?:\w{1,12}\W{1,3})?(?:compas|aiguille|stylo|couteau|ciseaux"
        r"|lame|"
        r"epingle|prenom|mot)|"
        r"fait\W{1,3}(?:du\W{1,3})?mal\W{1,3}(?:expres|volontairement)|fait\W{1,3}(?:une|des)\W{1"
        r",3}"
        r"(?:coupures?|entailles?|brulures?|trucs)|donne\W{1,3}des\W{1,3}coups|frappee?|jetee?"
        r"\W{1,3}(?:contre|dans\W{1,3}les\W{1,3}escaliers)|mis\W{1,3}des\W{1,3}(?:claques|gifles)|"
        r"tapee?\W{1,3}(?:la\W{1,3}tete|le\W{1,3}poing)|cognee?\W{1,3}la\W{1,3}tete|ecrase\w{0,2}"
        r"\W{1,3}les\W{1,3}doigts)\b(?!\W{1,3}(?:les\W{1,3}cheveux|la\W{1,3}frange|la\W{1,3}langue|"
        r"a\W{1,3}l\W{0,3}eau|au\W{1,3}(?:soleil|four)|en\W{1,3}(?:cuisinant|emincant|coupant|"
        r"bricolant|rasant|jardinant|tombant|epluchant|preparant|ouvrant|nettoyant|rangeant|jouant|"
        r"tranchant|decoupant|deballant)|un\W{1,3}coin|de\W{1,3}rire|par\W{1,3}accident))"
        r"|\b(?:je\W{1,3}|j\W{0,3})me\W{1,3}(?:coupe|recoupe|scarifie|mutile|brule|frappe|griffe|"
        r"taillade|punis|tape\W{1,3}(?:dessus|la\W{1,3}tete|les\W{1,3}cuisses)|fais\W{1,3}(?:vomir|"
        r"du\W{1,3}mal|saigner|mal\W{1,3}expres)|mords|gratte\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?jusqu|"
        r"pince\W{1,3}jusqu|arrache\W{1,3}la\W{1,3}peau)\b(?!\W{1,3}(?:les\W{1,3}cheveux|la\W{1,3}"
        r"frange|du\W{1,3}monde|une\W{1,3}tranche|le\W{1,3}pain|la\W{1,3}langue|pas|plus|jamais)\b)"
        r"|\b(?:recommence\w{0,2}|remis\w{0,2}|continue\w{0,2}|besoin|envie|calme\w{0,2}|"
        r"soulage\w{0,2}|habitude|arrive\W{1,3}pas)\W{1,3}(?:a|de|d)\W{0,3}(?:me|m)\W{0,3}(?:coup"
        r"er|"
        r"scarifier|mutiler|taillader|bruler|faire\W{1,3}(?:du\W{1,3})?mal|faire\W{1,3}saigner|"
        r"entailler|griffer|frapper)\b"
        r"|\b(?:griff|gratt|mord|tap|frapp|cogn|arrach|pinc|tap)\w{0,4}\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,4}?jusqu\W{0,3}(?:au\W{1,3}sang|a\W{1,3}(?:saigner|voir\W{1,3}des\W{1,3}etoiles|"
        r"plus\W{1,3}sentir|avoir\W{1,3}la\W{1,3}peau\W{1,3}a\W{1,3}vif)|aux\W{1,3}bleus)"
        r"|\b(?:je\W{1,3}|j\W{0,3})?me\W{1,3}(?:suis\W{1,3})?(?:tape|tapee|cogne|cognee|frappe|"
        r"frappee)\W{1,3}(?:la|ma|le)\W{1,3}(?:tete|front|poing)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?"
        r"(?:contre|sur)"
        r"|\b(?:j\W{0,3}ai|jai)\W{1,3}(?:(?:encore|re)\W{0,3})?(?:\w{1,12}\W{1,3}){0,1}?(?:tape|c"
        r"ogne|"
        r"frappe)\W{1,3}(?:ma|la|du)\W{1,3}(?:tete|front)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:contre|"
        r"sur)|\bmutil\w{0,5}\b|\bscarifi\w{0,5}\b|\bautomutil\w{0,5}",
        negatable=False,
        veto=PAST + r"|\b(?:sans\W{1,3}faire\W{1,3}expres|par\W{1,3}accident|migraine|oignons|"
        r"soupe|en\W{1,3}jouant|ses\W{1,3}dents)\b",
        keys=(
            "coupe|recoupe|mutile|scarifie|entaille|taillade|brule|crame|ouvert|griffe|mordu|"
            "arrache|gratte|plante|enfonce|ecrit|mal|coupure|entaille|brulure|trucs|coups|frappe|"
            "jete|claques|gifles|tape|cogne|ecrase|punis|vomir|saigner|mords|pince|peau|couper|"
            "scarifier|mutiler|taillader|bruler|griffer|frapper|entailler|jusqu|mutil|scarifi|"
            "automutil"
        ),
    ),
    rule(
        "self_harm.fr_marks",
        C.SELF_HARM,
        r"\b(?:coupures?|entailles?|traits|plaies?|cicatrices?|lignes)\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,2}?(?:fraiches?|profondes?|ouvertes?|rouvert\w{0,2})\b|\b(?:rouvert|re\W{0,3}ouvert|"
        r"gratte)\w{0,2}\W{1,3}(?:mes|ma|les)\W{1,3}(?:cicatrices?|plaies?|croutes?)\b"
        r"|\bboite\W{1,3}a\W{1,3}lames\b|\bmanches\W{1,3}longues\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        r"(?:a\W{1,3}cause|pour\W{1,3}cacher)|\bj\W{0,3}ai\W{1,3}(?:encore\W{1,3})?(?:refait|reco"
        r"mmence)"
        r"\b(?:\W{1,3}ca)?\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:coupures|lame|traits|ciseaux|cutter)"
        r"|\b(?:repris|ressorti)\W{1,3}(?:les|la|ma)\W{1,3}(?:ciseaux|lames?|cutter|rasoir)"
        r"|\bpour\W{1,3}me\W{1,3}punir\b|\bmes\W{1,3}(?:bras|cuisses|poignets)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,3}?(?:traces|marques|coupures|sang)|\bfait\W{1,3}des\W{1,3}conneries\W{1,3}"
        r"avec\W{1,3}un\W{1,3}(?:bistouri|cutter|rasoir|lame)",
        gentle=True,
        negatable=False,
        veto=PAST,
        keys=(
            "coupure|entaille|traits|plaie|cicatrice|lignes|rouvert|ouvert|gratte|lames|manches|"
            "refait|recommence|repris|ressorti|punir|bras|cuisses|poignets|conneries"
        ),
    ),
    rule(
        "means.fr_place",
        C.MEANS,
        r"\b(?:suis|sui|chui|chu|jsuis|jsui|assise?|assis|debout|montee?|penchee?|garee?|perchee?"
        r"|allongee?|mi\W{1,3}le|mo\W{1,3}le|chita)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:sur|au\W{1,3}"
        r"bord|en\W{1,3}haut|au\W{1,3}dessus|au\W{1,3}milieu|a\W{1,3}la\W{1,3}fenetre|tout\W{1,3}en"
        r"\W{1,3}haut|o\W{1,3}bor|o\W{1,3}bord|su|sou)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        + PLACE
        + r"\b"
        r"|\bjambes\W{1,3}dans\W{1,3}le\W{1,3}vide|\bregarde\w{0,2}\W{1,3}(?:le\W{1,3}vide|en\W{1"
        r",3}"
        r"bas\W{1,3}depuis)|\bde\W{1,3}l\W{0,3}autre\W{1,3}cote\W{1,3}de\W{1,3}la\W{1,3}(?:rambar"
        r"de|"
        r"barriere|balustrade)|\benjambe\w{0,2}\W{1,3}(?:le|la)\W{1,3}(?:muret|rambarde|parapet|"
        r"barriere)|\bapres\W{1,3}la\W{1,3}ligne\W{1,3}jaune|\b(?:sur|assise?\W{1,3}sur)\W{1,3}"
        r"(?:le|la)\W{1,3}(?:rebord|rambarde|parapet)\b"
        r"|\b(?:pierres|cailloux|poids)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:dans\W{1,3}(?:les|mes)"
        r"\W{1,3}poches|attaches?\W{1,3}aux\W{1,3}chevilles)|\bpoches\W{1,3}de\W{1,3}(?:cailloux|"
        r"pierres)|\bl\W{0,3}eau\W{1,3}m\W{0,3}arrive\W{1,3}(?:au|a\W{1,3}la)|\bdans\W{1,3}l\W{0,"
        r"3}eau"
        r"\W{1,3}jusqu\W{0,3}a\W{1,3}la\W{1,3}taille|\b(?:attends?|j\W{0,3}attends)\W{1,3}le\W{1,3}"
        r"train\W{1,3}sur\W{1,3}la\W{1,3}voie|\bsur\W{1,3}la\W{1,3}voie\W{1,3}ferree\b"
        r"|\b(?:a|roule\w{0,2}\W{1,3}a)\W{1,3}1[5-9]0\b\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:freiner|"
        r"lache\w{0,2}\W{1,3}le\W{1,3}volant)|\blache\w{0,2}\W{1,3}le\W{1,3}volant\W{1,3}par"
        r"\W{1,3}moments|\bpied\W{1,3}sur\W{1,3}l\W{0,3}accelerateur|\bfrein\W{1,3}a\W{1,3}main"
        r"\W{1,3}desserre",
        negatable=False,
        veto=PAST + r"|\b(?:boulot|taf|bureau|bouchon|bouche|vacances|balade|promenade|photos?|"
        r"selfie|vue|touristes?|travaux|film|coucher\W{1,3}de\W{1,3}soleil|pique\W{0,3}nique|"
        r"barbecue\W{1,3}entre|apero|soiree|bronze\w{0,2})\b|\bsur\W{1,3}le\W{1,3}pont\W{1,3}depuis"
        r"\W{1,3}\d",
        keys=(
            "pont|toit|rails|voie|voies|falaise|rebord|rambarde|parapet|viaduc|corniche|passerelle|"
            "grue|jetee|muret|chateau|rempart|ravine|balcon|etage|tour|quai|niveau|pon|vide|"
            "barriere|balustrade|jaune|pierres|cailloux|poids|poches|arrive|taille|train|ferree|"
            "freiner|volant|accelerateur|desserre"
        ),
    ),
    rule(
        "means.fr_hanging",
        C.MEANS,
        r"\b(?:la|une|ma|sa|cette)\W{1,3}corde\b(?!\W{1,3}(?:[aà]\W{1,3}(?:sauter|linge)|sensible"
        r"|de"
        r"\W{1,3}(?:guitare|violon|rappel)|raide|vocale|du\W{1,3}ring))"
        r"|\bnoeud\W{1,3}coulant|\b(?:ceinture|echarpe|corde|cravate|rallonge|cable)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,2}?(?:autour\W{1,3}(?:du|de\W{1,3}mon)\W{1,3}cou|au\W{1,3}cou|"
        r"accrochee?\W{1,3}(?:a|au)|a\W{1,3}la\W{1,3}poutre)|\bautour\W{1,3}de\W{1,3}mon\W{1,3}co"
        r"u\b"
        r"|\b(?:tabouret|chaise)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?sous\W{1,3}(?:le|la)\W{1,3}(?:cro"
        r"chet|"
        r"corde|poutre)|\bcrochet\W{1,3}du\W{1,3}plafond",
        negatable=False,
        veto=PAST
        + acc(
            r"|\b(?:escalade|sauter\W{1,3}a\W{1,3}la\W{1,3}corde|guitare|linge|bateau|"
            r"voilier|camping|tente|mari\w{0,4}|epouse\w{0,2}|noces?)\b"
        ),
        keys="corde|noeud|cou|crochet|poutre|ceinture|echarpe|cravate|rallonge|cable",
    ),
    rule(
        "means.fr_pills",
        C.MEANS,
        r"\b" + DRUG + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:alignee?s?|rangee?s?\W{1,3}en\W{1,3}l"
        r"igne|"
        r"devant\W{1,3}moi|dans\W{1,3}(?:ma|mon)\W{1,3}(?:main|poche|ventre|estomac)|dans\W{1,3}un"
        r"\W{1,3}(?:bol|verre|sac)|comptee?s?|prete?s?|sur\W{1,3}(?:la|ma)\W{1,3}table\W{1,3}de"
        r"\W{1,3}nuit|sont\W{1,3}tous\W{1,3}dans|ouverte?s?\W{1,3}devant|posee?s?\W{1,3}devant)\b"
        r"|\b(?:aligne|vide|ecrase|prepare|compte)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:"
        + DRUG
        + r"|l\W{0,3}armoire\W{1,3}a\W{1,3}pharmacie|melange\W{1,3}de\W{1,3}medicaments)\b"
        r"|\b(?:garde|gardes|stocke|stocker|economise|accumule|collectionne|mets?\W{1,3}de\W{1,3}"
        r"cote"
        r"|mis\W{1,3}de\W{1,3}cote|fait\W{1,3}des\W{1,3}reserves?|achete|recupere|vole)\w{0,2}\W{"
        r"1,3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?" + DRUG + r"\b(?=\W{1,3}(?:\w{1,14}\W{1,3}){0,10}?(?:assez|pour"
        r"\W{1,3}(?:en\W{1,3}finir|mourir|le\W{1,3}jour|bientot|partir|pas\W{1,3}me\W{1,3}reveill"
        r"er)|"
        r"depuis|de\W{1,3}cote|\d{2,3}|centaine|quarantaine|plein|pile|le\W{1,3}jour\W{1,3}ou|ce"
        r"\W{1,3}soir\W{1,3}c\W{0,3}est|au\W{1,3}lieu\W{1,3}de|pharmacies))"
        r"|\b(?:boites?|plaquettes?|flacons?)\W{1,3}de\W{1,3}"
        + DRUG
        + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:de\W{1,3}cote|cachee?s|au\W{1,3}cas\W{1,3}ou)"
        r"|\b(?:ma|mes)\W{1,3}reserves?\W{1,3}de\W{1,3}"
        + DRUG
        + r"|\bassez\W{1,3}de\W{1,3}"
        + DRUG
        + r"\W{1,3}pour\W{1,3}(?:en\W{1,3}finir|mourir|ne\W{1,3}pas|pas\W{1,3}me)"
        r"|\bassez\W{1,3}pour\W{1,3}(?:ne\W{1,3})?pas\W{1,3}me\W{1,3}reveiller",
        negatable=False,
        veto=PAST,
        keys=DRUG_KEYS + "|armoire|medicaments|reveiller",
    ),
    rule(
        "means.fr_overdose",
        C.MEANS,
        r"\b(?:j\W{0,3}ai|jai|ai|ch\W{0,3}ai|je\W{1,3}viens\W{1,3}d|jviens\W{1,3}d|mi\W{1,3}la|mo"
        r"\W{1,3}la|mwen|je\W{1,3}me\W{1,3}suis|jme\W{1,3}suis|m\W{0,3}suis)\W{0,3}(?:\w{1,12}"
        r"\W{1,3}){0,1}?(?:pris|pri|pran|avale|gobe|bu|bwe|vide|melange|sniffe|injecte|fait\W{1,3"
        r"}un"
        r"\W{1,3}(?:melange|cocktail)|attaque|prends|mange)\w{0,2}\W{1,3}(?:\w{1,14}\W{1,3}){0,5}?"
        + DRUG
        + r"\b"
        r"|\b(?:et|puis|\+)\W{1,3}(?:j\W{0,3}ai\W{1,3})?(?:pris|avale|gobe)\w{0,2}\W{1,3}(?:\w{1,"
        r"12}\W{1,3}){0,3}?" + DRUG + r"\b"
        r"|\b(?:je\W{1,3}viens\W{1,3}de|j\W{0,3}ai\W{1,3}tout)\W{1,3}(?:prendre|pris|avale|gobe)"
        r"\b(?:\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        + DRUG
        + r"\b|(?=\W{0,3}(?:[.,]|$|d\W{0,3}un\W{1,3}coup|tout\W{1,3}le)))"
        r"|\b(?:\d|deux|trois|quatre|cinq|dix)\W{1,3}fois\W{1,3}la\W{1,3}dose\b"
        r"|\bje\W{1,3}prends\W{1,3}mes\W{1,3}" + DRUG + r"\W{1,3}par\W{1,3}poignees"
        r"|\bj\W{0,3}ai\W{1,3}pris\W{1,3}trop\W{1,3}de\W{1,3}(?:trucs|mes|lean|ketamine|coke|"
        r"cachets|drogue)|\binjecte\w{0,2}\W{1,3}plus\W{1,3}que\W{1,3}d\W{0,3}habitude"
        r"|\b(?:" + DRUG + r")\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:dans\W{1,3}mon\W{1,3}(?:ventre|"
        r"estomac)|la\W{1,3}boite\W{1,3}est\W{1,3}vide)|\bla\W{1,3}boite\W{1,3}est\W{1,3}vide\b"
        r"|\bc\W{0,3}est\W{1,3}fait\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:j\W{0,3}attends|la\W{1,3}bo"
        r"ite)",
        negatable=False,
        needs=AMOUNT,
        veto=PAST + r"|\b(?:vitamines?|melatonine|ordonnance\W{1,3}du|comme\W{1,3}prescrit|"
        r"oublie\w{0,2}\W{1,3}(?:ma|mon|mes))\b",
        keys=DRUG_KEYS + "|habitude|vide|attends|boite|pris|prendre|avale|gobe|tout|fois|dose",
    ),
    rule(
        "means.fr_gas",
        C.MEANS,
        r"\b(?:moteur|voiture|char|groupe\W{1,3}electrogene|barbecue|brasero)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,2}?(?:tourne|allume)\w{0,2}\b(?=[\s\S]{0,80}?(?:garage|ferme|bouche|scotch|"
        r"vitres|chambre|salle\W{1,3}de\W{1,3}bain|dedans|habitacle))"
        r"|\b(?:garage|vitres\W{1,3}fermees|porte\W{1,3}fermee)\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?"
        r"(?:moteur|voiture|groupe\W{1,3}electrogene|barbecue)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"(?:tourne|allume)"
        r"|\btuyau\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:echappement|dans\W{1,3}la\W{1,3}voiture)"
        r"|\bgaz\W{1,3}d\W{0,3}echappement\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:remplit|dans)"
        r"|\b(?:ouvert|ouvre)\W{1,3}le\W{1,3}gaz\b|\ble\W{1,3}gaz\W{1,3}est\W{1,3}ouvert"
        r"|\bcharbon\W{1,3}(?:de\W{1,3}bois\W{1,3})?(?:\w{1,12}\W{1,3}){0,3}?(?:scotch|chambre|"
        r"salle\W{1,3}de\W{1,3}bain|fenetres?)|\bbarbecue\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:dans"
        r"\W{1,3}"
        r"(?:la|ma)\W{1,3}(?:chambre|salle\W{1,3}de\W{1,3}bain)|allume\W{1,3}dans)"
        r"|\bsac\W{1,3}plastique\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:et|avec)\W{1,3}(?:\w{1,12}\W{1"
        r",3})"
        r"{0,1}?scotch|\bseche\W{0,3}cheveux\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?branche"
        r"|\bbaignoire\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:lame|rasoir|seche\W{0,3}cheveux|cutter)"
        r"|\b(?:bouteille|verre)\W{1,3}de\W{1,3}javel\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:ouverte|"
        r"devant\W{1,3}moi)|\bjavel\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:dans\W{1,3}un\W{1,3}verre|"
        r"et\W{1,3}le\W{1,3}verre)|\b(?:mort\W{1,3}aux\W{1,3}rats|raticide)\b",
        negatable=False,
        veto=PAST + r"|\b(?:jardin|terrasse|entre\W{1,3}amis|grillades|merguez|saucisses)\b",
        keys=(
            "tourne|allume|tuyau|echappement|gaz|charbon|barbecue|scotch|branche|baignoire|javel|"
            "rats|raticide"
        ),
    ),
    rule(
        "means.fr_weapon",
        C.MEANS,
        r"\b(?:fusil|pistolet|flingue|revolver|carabine|arme|couteau|cutter|rasoir|lames?|seringue)"
        r"\w{0,2}\W{1,3}(?:\w{1,14}\W{1,3}){0,4}?(?:sur\W{1,3}(?:mes|mon|ma|le|la)\W{1,3}"
        r"(?:genoux|poignet|bras|lit|lavabo|table|bureau)|dans\W{1,3}ma\W{1,3}main|entre\W{1,3}les"
        r"\W{1,3}doigts|a\W{1,3}cote\W{1,3}(?:de\W{1,3}moi|du\W{1,3}lit)|devant\W{1,3}moi|chargee?|"
        r"sortie?|deployee?|posee?|prete?|neuve|propre|sous\W{1,3}l\W{0,3}oreiller|je\W{1,3}(?:le"
        r"|la|"
        r"les)\W{1,3}(?:tiens|regarde))\b"
        r"|\b(?:pris|sorti|charge|trouve)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:fusil|pistolet|"
        r"flingue|revolver|carabine|arme|cutter|rasoir)\b"
        r"|\b(?:j\W{0,3}ai|jai)\W{1,3}(?:la|le|les|l)\W{0,3}(?:fusil|pistolet|flingue|revolver|"
        r"carabine|arme|lames?|cutter|rasoir)\b",
        negatable=False,
        veto=PAST + r"|\b(?:nerf|a\W{1,3}eau|jouet|cuisine\W{1,3}(?:japonais|de\W{1,3}chef)|tomat"
        r"es|"
        r"chasse\W{1,3}(?:au|a\W{1,3}la)\W{1,3}tresor|chasseurs?|la\W{1,3}chasse\W{1,3}(?:ouvre|est\W{1,3}o"
        r"uverte|commence|reprend)|ouverture\W{1,3}de\W{1,3}la\W{1,3}chasse|fortnite|valo|jeu|pain|beurre|barbe|jambes"
        r"\W{1,3}(?:a\W{1,3})?raser|sous\W{1,3}la\W{1,3}gorge\W{1,3}avec)\b",
        keys=("fusil|pistolet|flingue|revolver|carabine|arme|couteau|cutter|rasoir|lame|seringue"),
    ),
    rule(
        "threat.fr",
        C.THREAT,
        ACTOR + S + GAP4_POS + r"(?:(?:va|vas|vont|allait|allaient|voulait|veut|veulent|viendra|"
        r"viendrait|menace\w{0,3}\W{1,3}de|jure\w{0,2}\W{1,3}de|promis\w{0,2}\W{1,3}de|peut|"
        r"pourrait|devrait)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?)?(?:me|m|nous|te|t)\W{0,3}"
        r"(?:tuer|tue|tuera|tuerait|buter|butera|buterait|crever|crevera|creverait|planter|"
        r"plantera|egorger|egorgera|etrangler|etranglera|defigurer|defigurera|tabasser|defoncer|"
        r"eclater|massacrer|fumer|bruler|noyer|violer|flinguer|descendre|cramer|chicoter|"
        r"caillasser|attendre\W{1,3}(?:a\W{1,3}la\W{1,3}sortie|en\W{1,3}bas)|faire\W{1,3}(?:la\W{"
        r"1,3}"
        r"peau|disparaitre|du\W{1,3}mal|tuer|tabasser|payer|enfermer|ce\W{1,3}que)|fait\W{1,3}la\W{1,3}peau|mettrait\W{1,3}le\W{1,3}feu|fera\W{1,3}(?:la"
        r"\W{1,3}peau|du\W{1,3}mal|payer)|ferait\W{1,3}(?:la\W{1,3}peau|du\W{1,3}mal|payer)|regler"
        r"\W{1,3}(?:mon|ton|son)\W{1,3}compte|casser\W{1,3}(?:la\W{1,3}gueule|les\W{1,3}jambes|la"
        r"\W{1,3}tete)|crever\W{1,3}les\W{1,3}yeux|jeter\W{1,3}(?:du|par|de\W{1,3}l)|retrouver\w{"
        r"0,3}"
        r"|trouver\w{0,2}|rattraper\w{0,3}|mettre\W{1,3}le\W{1,3}feu|accuser\W{1,3}de\W{1,3}viol)"
        r"\b(?!\W{1,3}(?:a|au|aux|chez|devant|pour|demain|ce\W{1,3}soir|samedi|dimanche|lundi|apres"
        r"|vers|a\W{1,3}\d|un|une|des|du|le|la|les|de\W{1,3}rire|avec\W{1,3}(?:ses|sa|son)\W{1,3}"
        r"(?:blagues|questions|histoires)|quand\W{1,3}(?:elle|il)\W{1,3}va\W{1,3}voir)\b)"
        r"|" + ACTOR + S + GAP1 + r"(?:veut|voulait|veulent|souhaite)\W{1,3}(?:ma\W{1,3}mort|me\W"
        r"{1,3}"
        r"voir\W{1,3}morte?)"
        r"|\bmenace\w{0,3}\W{1,3}de\W{1,3}mort\b|\bmenaces?\W{1,3}de\W{1,3}mort\b"
        r"|\bmenace\w{0,3}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:avec|d\W{0,3}un)\W{1,3}(?:un\W{1,3}|"
        r"une"
        r"\W{1,3}|son\W{1,3})?(?:couteau|arme|fusil|pistolet|machette|flingue|batte)"
        r"|\bmenace\w{0,3}\W{1,3}(?:de\W{1,3})?(?:me\W{1,3}tuer|tuer|m\W{0,3}egorger)",
        negatable=False,
        veto=PAST + THREAT_JOKE,
        keys=(
            "tuer|tue|buter|bute|crever|creve|planter|egorger|etrangler|defigurer|tabasser|defoncer|"
            "eclater|massacrer|fumer|bruler|noyer|violer|flinguer|descendre|cramer|chicoter|"
            "caillasser|attendre|peau|disparaitre|mal|payer|enfermer|que|compte|gueule|jambes|tete|"
            "yeux|jeter|trouver|rattraper|feu|viol|mort|morte|menace"
        ),
    ),
    rule(
        "threat.fr_words",
        C.THREAT,
        r"\b(?:je|j|i)\W{0,3}(?:vais|vas|v)?\W{0,3}(?:te|t)\W{0,3}(?:tuer|tue|crever|creve|buter|"
        r"bute|planter|egorger|defoncer|massacrer|defigurer|faire\W{1,3}(?:la\W{1,3}peau|payer|ce"
        r"\W{1,3}que)|trouverai|retrouverai|retrouver)\b(?!\W{1,3}(?:a|au|aux|chez|devant|pour|de"
        r"main"
        r"|ce\W{1,3}soir|samedi|dimanche|apres|vers|mdr|lol|ptdr|un|une|le|la))"
        r"|\bt\W{0,3}es\W{1,3}(?:morte?|la\W{1,3}prochaine)\b(?!\W{1,3}(?:de|d)\W{1,3}(?:rire|fat"
        r"igue|"
        r"honte)|\W{1,3}pour\W{1,3}moi\W{0,3}$)"
        r"|\btu\W{1,3}(?:vas|va)\W{1,3}(?:crever|mourir|le\W{1,3}payer\W{1,3}de\W{1,3}ta\W{1,3}vie|"
        r"regretter\W{1,3}d\W{0,3}etre\W{1,3}nee?|payer\W{1,3}(?:toi|cher|de\W{1,3}ta))"
        r"|\b(?:tu\W{1,3}vas|que\W{1,3}je\W{1,3}vais)\W{1,3}le\W{1,3}payer\W{1,3}de\W{1,3}ma\W{1,"
        r"3}vie"
        r"|\bprofite\w{0,2}\W{1,3}(?:bien\W{1,3})?de\W{1,3}tes\W{1,3}derniers\W{1,3}jours"
        r"|\bje\W{1,3}sais\W{1,3}ou\W{1,3}tu\W{1,3}(?:vis|dors|habites|es|travailles|te\W{1,3}cac"
        r"hes)"
        r"|\b(?:finiras|finirais|vas\W{1,3}finir|finir)\W{1,3}dans\W{1,3}un\W{1,3}(?:fosse|trou|"
        r"cercueil)|\bt\W{0,3}es\W{1,3}pas\W{1,3}a\W{1,3}moi\W{1,3}t\W{0,3}es\W{1,3}a\W{1,3}perso"
        r"nne"
        r"|\bsi\W{1,3}c\W{0,3}est\W{1,3}pas\W{1,3}lui\W{1,3}(?:ce\W{1,3}sera|c\W{0,3}est)\W{1,3}"
        r"personne|\bpasser\w{0,2}\W{1,3}pas\W{1,3}l\W{0,3}hiver\b|\bverr\w{1,3}\W{1,3}(?:plus\W{"
        r"1,3}"
        r"jamais\W{1,3}le\W{1,3}jour|pas\W{1,3}noel)|\bserai\W{1,3}morte?\W{1,3}avant\b"
        r"|\bsortiras\W{1,3}pas\W{1,3}vivante?|\bla\W{1,3}prochaine\W{1,3}fois\W{1,3}(?:c\W{0,3}est"
        r"\W{1,3}toi|il\W{1,3}raterait\W{1,3}pas)|\ben\W{1,3}a\W{1,3}pas\W{1,3}fini\W{1,3}avec\W{"
        r"1,3}"
        r"moi|\bmerites?\W{1,3}de\W{1,3}crever|\bvont\W{1,3}enterrer\W{1,3}leur\W{1,3}fille"
        r"|\bn\W{0,3}aurait\W{1,3}plus\W{1,3}de\W{1,3}maman|\bpersonne\W{1,3}trouverait\W{1,3}mon"
        r"\W{1,3}corps|\bfinir\W{1,3}le\W{1,3}travail|\bfinirai\W{1,3}comme\W{1,3}ma"
        r"|\bvais\W{1,3}mourir\W{1,3}ce\W{1,3}soir|\bcible\W{1,3}dessus|\bavoir\W{1,3}un\W{1,3}"
        r"accident\W{1,3}bientot|\bva\W{1,3}\W{0,3}avoir\W{1,3}un\W{1,3}accident\W{0,3}\"?$"
        r"|\bpolice\W{1,3}pourra\W{1,3}rien\W{1,3}pour\W{1,3}toi|\bce\W{1,3}qui\W{1,3}arrive\W{1,3}"
        r"aux\W{1,3}(?:chiennes|filles|femmes)\W{1,3}qui",
        negatable=False,
        veto=PAST + THREAT_JOKE,
        keys=(
            "tuer|tue|crever|creve|buter|bute|planter|egorger|defoncer|massacrer|defigurer|peau|"
            "payer|que|trouverai|retrouverai|retrouver|morte|mort|prochaine|mourir|jours|sais|"
            "fosse|trou|cercueil|personne|hiver|jour|noel|vivante|vivant|fini|enterrer|maman|"
            "corps|travail|comme|soir|cible|accident|police|arrive"
        ),
    ),
    rule(
        "threat.fr_harm",
        C.THREAT,
        ACTOR + S + GAP4_POS + r"(?:va|vas|vont|allait|allaient|voulait|veut|menace\w{0,3}\W{1,3}"
        r"(?:de|d)|jure\w{0,2}|promis\w{0,2}|ferait|fera|viendrait|viendra)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,2}?(?<!\bme\W)(?:tuer|noyer|faire\W{1,3}du\W{1,3}mal\W{1,3}(?:a|au|aux)|s\W{"
        r"0,3}en\W{1,3}"
        r"prendre\W{1,3}(?:a|au|aux)|se\W{1,3}venger\W{1,3}sur|s\W{0,3}occuper\W{1,3}(?:de|d\W{0,3}"
        r"eux)|bruler|defoncer|tabasser|fumer|mettre\W{1,3}le\W{1,3}feu\W{1,3}(?:a|au)|egorger|"
        r"planter|partir\W{1,3}avec|kidnapper|enlever)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?(?:mon|ma|mes|notre|nos|le|la|les|l|leur)\W{0,3}(?:\w{1,12}\W{"
        r"1,3})"
        r"{0,1}?(?:chien|chienne|chiens|chat|cheval|lapin|" + CHILD + r"|parents|mere|pere|famille|"
        r"copain|copine|soeur|frere|maison|voiture|appart|nouveau\W{1,3}copain|mec)\b"
        r"(?=[\s\S]{0,120}?(?:\bsi\b|pour\W{1,3}me|jamais|reverr|bled|etranger|maroc|mali|algerie|"
        r"tunisie|disparaitre|punir|temoigne|plainte|force|dedans|avec\W{1,3}moi|\bmort|tuer|mal|"
        r"noyer|$))"
        r"|\b(?:publier|envoyer|balancer|poster|mettre|sortir|diffuser|montrer)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,3}?(?:photos?|videos?|nudes|sextos|captures?)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?"
        r"(?:nues?|intimes?|sous\W{1,3}la\W{1,3}douche|sur\W{1,3}(?:internet|des\W{1,3}sites|tous"
        r"\W{1,3}les\W{1,3}groupes)|a\W{1,3}(?:mon|ma|mes)\W{1,3}(?:patron|mere|famille|eleves))"
        r"|\b(?:nudes|sextos|photos?\W{1,3}(?:nues?|intimes?))\b(?=[\s\S]{0,80}?(?:menace|va\W{1,3}"
        r"(?:les|la|envoyer)|ou\W{1,3}tout\W{1,3}le\W{1,3}monde|euros))"
        r"|\bmenace\w{0,3}\W{1,3}(?:de\W{1,3})?(?:publier|balancer|mettre\W{1,3}la\W{1,3}video|"
        r"m\W{0,3}outer|envoyer\W{1,3}mes)|\b(?:m\W{0,3}outer)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?et"
        r"\W{1,3}"
        r"me\W{1,3}tabasser"
        r"|\b(?:envoie|envoye|poste)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:photos?\W{1,3}de\W{"
        r"1,3}"
        r"(?:balles|son\W{1,3}(?:arme|couteau|fusil))|photo\W{1,3}de\W{1,3}mon\W{1,3}immeuble)"
        r"|\baiguise\W{1,3}un\W{1,3}couteau|\bcherche\W{1,3}avec\W{1,3}une?\W{1,3}(?:machette|"
        r"couteau|arme)|\bacheter?\w{0,2}\W{1,3}une\W{1,3}arme\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        r"(?:quoi\W{1,3}en\W{1,3}faire|pour\W{1,3}moi)|\bvenir\W{1,3}avec\W{1,3}(?:son\W{1,3}fusil|"
        r"ses\W{1,3}potes|un\W{1,3}couteau)|\bvenir\W{1,3}(?:au\W{1,3}boulot|au\W{1,3}travail)\W{"
        r"1,3}"
        r"avec\W{1,3}un\W{1,3}couteau",
        negatable=False,
        veto=PAST + r"|\b(?:anniv\w{0,6}|vacances|prevu|comme\W{1,3}convenu|weekend\W{1,3}de\W{1,3}"
        r"garde|planning|mariage\W{1,3}de|spectacle|photos\W{1,3}du)\b",
        keys=(
            "chien|chat|cheval|lapin|fils|fille|petit|bebe|enfant|gamin|garcon|ado|puce|niece|"
            "neveu|gosse|jumeaux|nourrisson|pitit|piti|parents|mere|pere|famille|copain|copine|"
            "soeur|frere|maison|voiture|appart|mec|nue|intime|douche|internet|sites|groupes|"
            "patron|eleves|nudes|sextos|photo|menace|outer|tabasser|balles|arme|couteau|fusil|"
            "immeuble|aiguise|machette|potes|chat"
        ),
    ),
    rule(
        "stalking.fr",
        C.STALKING,
        r"\b(?:il|elle|y|ex|homme|mec|voiture|moto|camionnette)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?"
        r"(?:me|m)\W{0,3}(?:suit|a\W{1,3}suivie?|suivre|suivi|suivie|poursuit|piste|"
        r"colle)\b(?!\W{1,3}(?:sur\W{1,3}(?:insta\w{0,5}|snap\w{0,4}|tiktok|facebook|fb|twitter|x|"
        r"les\W{1,3}reseaux|linkedin|youtube)|comme\W{1,3}(?:mon|son|une)\W{1,3}(?:ombre|chien)|"
        r"partout\W{1,3}dans\W{1,3}la\W{1,3}maison|pas|plus|jamais|dans\W{1,3}mes\W{1,3}idees))"
        r"|\b(?:il|elle|y|ex|sa\W{1,3}voiture)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:est|etait|dort)?"
        r"\W{0,3}"
        r"(?:gare|garee|poste|plante|cache|dort\W{1,3}dans\W{1,3}sa\W{1,3}voiture)\W{1,3}(?:\w{1,"
        r"12}"
        r"\W{1,3}){0,2}?(?:en\W{1,3}bas\W{1,3}de\W{1,3}chez\W{1,3}moi|devant\W{1,3}(?:chez\W{1,3}"
        r"moi|mon\W{1,3}(?:immeuble|boulot|travail|taf|bureau)|ma\W{1,3}(?:maison|porte|fenetre)))"
        r"|\b(?:il|elle|y)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?r[o]de\w{0,2}\b"
        r"|\b(?:traceur|airtag|balise|gps|mouchard|boitier)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        r"(?:sur|sous|dans)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:voiture|tel|telephone|portable|sac|"
        r"siege|pare\W{0,3}choc|velo|manteau|affaires)|\b(?:appli\w{0,6}|logiciel)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?espion\w{0,2}|\bcamera\W{1,3}cachee|\b(?:mis|installe|colle)\w"
        r"{0,2}"
        r"\W{1,3}(?:un|une)\W{1,3}(?:traceur|airtag|balise|mouchard|truc)\W{1,3}(?:sur|sous|dans)"
        r"|\bpartage\W{1,3}ma\W{1,3}(?:position|localisation)"
        r"|\b(?:il|elle|y)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:sait|savait|connait|connaissait|a\W{"
        r"1,3}"
        r"(?:su|trouve|eu|retrouve|reussi\W{1,3}a\W{1,3}avoir))\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?"
        r"(?:ou\W{1,3}(?:j\W{0,3}habite|je\W{1,3}(?:vis|suis|dors|travaille|bosse|me\W{1,3}cache|"
        r"vais"
        r"|depose)|j\W{0,3}etais)|ma\W{1,3}(?:nouvelle\W{1,3})?adresse|l\W{0,3}adresse\W{1,3}de\W"
        r"{1,3}"
        r"mon|mes\W{1,3}(?:horaires|trajets)|tout\W{1,3}ce\W{1,3}que\W{1,3}je|avec\W{1,3}qui\W{1,3}"
        r"j\W{0,3}etais|le\W{1,3}foyer|a\W{1,3}quelle\W{1,3}heure)"
        r"|\bj\W{0,3}(?:e\W{1,3})?(?:le|l)\W{0,3}vois\W{1,3}(?:passer|roder|rode|partout|devant|c"
        r"ache)"
        r"|\b(?:il|elle)\W{1,3}(?:me|m)\W{0,3}retrouve\W{1,3}(?:quand\W{1,3}meme|toujours|partout)"
        r"|\b(?:loue|demenage|emmenage|installe)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?dans\W{1,3"
        r"}ma\W{1,3}rue"
        r"|\bdouble\W{1,3}de\W{1,3}mes\W{1,3}cles|\b(?:retrouve|trouve|eu)\W{1,3}mon\W{1,3}nouvea"
        r"u\W{1,3}numero"
        r"|\bpersonne\W{1,3}l\W{0,3}avait\W{1,3}invite|\bsuit\W{1,3}chaque\W{1,3}deplacement|\bme"
        r"\W{1,3}suivait\W{1,3}encore"
        r"|\bsait\W{1,3}(?:quand\W{1,3}je|que\W{1,3}j\W{0,3}(?:y\W{1,3})?etais)"
        r"|\bphotos?\W{1,3}de\W{1,3}(?:ma\W{1,3}porte|mes\W{1,3}fenetres)|\bphotos?\W{1,3}de\W{1,"
        r"3}moi\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?prises?\b|\bprend\w{0,2}\W"
        r"{1,3}"
        r"des\W{1,3}photos\W{1,3}de\W{1,3}mes\W{1,3}fenetres|\bregardait\W{1,3}par\W{1,3}ma\W{1,3}"
        r"fenetre|\bmes\W{1,3}propres\W{1,3}trajets|\bpasse\W{1,3}devant\W{1,3}(?:chez\W{1,3}moi|ma"
        r"\W{1,3}maison|mon\W{1,3}(?:boulot|travail|immeuble))\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"(?:plusieurs|fois|tous)|\bfait\W{1,3}le\W{1,3}tour\W{1,3}du\W{1,3}quartier",
        negatable=False,
        veto=PAST + r"|\bj\W{0,3}ai\W{1,3}mis\W{1,3}(?:un|mon)\W{1,3}airtag|\b(?:colis|livreur|"
        r"valise|chiot|chien\W{1,3}perdu|serie|story|stories)\b",
        keys=(
            "suit|suivait|suivie|suivre|suivi|poursuit|piste|colle|gare|poste|plante|cache|dort|"
            "rode|voiture|tel|telephone|portable|sac|siege|choc|velo|manteau|affaires|espion|"
            "cachee|traceur|airtag|balise|mouchard|truc|position|localisation|habite|vis|suis|"
            "dors|travaille|bosse|vais|depose|etais|adresse|horaires|trajets|que|foyer|heure|"
            "prise|fenetres|fenetre|plusieurs|fois|tous|quartier|rue|double|numero|photo|"
            "photos|invite|deplacement|sait|passe"
        ),
    ),
    rule(
        "stalking.fr_signs",
        C.STALKING,
        r"\bfaux\W{1,3}(?:comptes?|profils?|numeros?)\b|\bappels?\W{1,3}masques?\b|\bnumeros?\W{1"
        r",3}"
        r"(?:inconnus?|differents?|masques?)\b|\bnouveaux\W{1,3}numeros\b|\b(?:il|elle|y)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?m\W{0,3}(?:attend|a\W{1,3}attendue?)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,2}?(?:devant|a\W{1,3}la\W{1,3}sortie|en\W{1,3}bas|dehors|sur\W{1,3}le\W{1,3}"
        r"parking|au\W{1,3}coin|tous\W{1,3}les)|\b(?:lit|lisait|pirate|piraté)\w{0,2}\W{1,3}(?:\w"
        r"{1,12}"
        r"\W{1,3}){0,1}?(?:mes\W{1,3}(?:messages|mails|sms)|mon\W{1,3}(?:compte|icloud|tel|teleph"
        r"one"
        r"|mail))|\bse\W{1,3}(?:pointe|cache)\w{0,2}\b|\bje\W{1,3}le\W{1,3}(?:vois|croise)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,2}?(?:partout|par\W{1,3}hasard)|\bil\W{1,3}me\W{1,3}fixait\b"
        r"|\b(?:\d{2,3}|des\W{1,3}dizaines\W{1,3}d)\W{0,3}appels\b|\bpose\w{0,2}\W{1,3}des\W{1,3}"
        r"questions\W{1,3}sur\W{1,3}(?:moi|les\W{1,3}heures)|\b(?:me|m|nous)\W{0,3}surveill\w{1,4}\b|\b(?:suis|etre|sommes|est)\W{1,3}surveillee?s?\b|\bsurveiller\W{1,3}(?:ma|mon|mes|chez\W{1,3}m"
        r"oi)\b|\bme\W{1,3}traque"
        r"\w{0,2}|\bharcel\w{1,4}\b",
        gentle=True,
        negatable=False,
        veto=PAST
        + acc(
            r"|\bj\W{0,3}ai\W{1,3}(?:re)?(?:cre|fait|appele|mis|utilise)\w{0,2}|\bj\W{0,3}ai\W{1,3}\w{1,"
            r"12}\W{1,3}en\W{1,3}(?:numero\W{1,3})?masque|\b(?:lol|mdr|ptdr|pub|"
            r"these|promo|newsletter|spam)\b"
        ),
        keys=(
            "faux|masque|numero|numeros|attend|attendait|attendue|lit|lisait|pirate|pointe|cache|"
            "vois|croise|fixait|appels|questions|surveill|traque|harcel"
        ),
    ),
    rule(
        "violence.fr",
        C.VIOLENCE,
        ACTOR
        + S
        + GAP1
        + r"(?:m\W{0,3}(?:a|as|ont|avait|avaient)\W{1,3}|me\W{1,3}|m\W{0,3})"
        + HIT
        + r"|\bj\W{0,3}ai\W{1,3}ete\W{1,3}(?:violee?|frappee?|battue?|tabassee?|agressee?)\b"
        r"|\bme\W{1,3}(?:bat|viole|frappe|tabasse|tape\W{1,3}dessus)\b(?!\W{1,3}(?:pas|plus|jamais|"
        r"aux?\W{1,3}(?:echecs|cartes|scrabble|jeux?)|a\W{1,3}plate))"
        r"|\bmarques\W{1,3}de\W{1,3}doigts\W{1,3}sur\W{1,3}le\W{1,3}cou|\bcoups?\W{1,3}de\W{1,3}"
        r"(?:pied|poing|ceinture|couteau|tete|talon)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:dans|au|su"
        r"r|a)"
        r"\W{1,3}(?:le|la|les|mon|ma|mes)\W{1,3}(?:ventre|dos|visage|tete|cotes|tibia|bras|main|"
        r"jambes|yeux|oeil)|\bcouverte?\W{1,3}(?:de\W{1,3}bleus|d\W{0,3}hematomes)|\bbleus\W{1,3}"
        r"partout|\bmain\W{1,3}sur\W{1,3}moi\W{1,3}alors\W{1,3}que|\b(?:abeti\W{1,3}ngai|kale\W{1"
        r",3}"
        r"m|ba\W{1,3}moin\W{1,3}kou|i\W{1,3}bat\W{1,3}a\W{1,3}moin|bat\W{1,3}mwen)\b",
        negatable=False,
        veto=PAST + r"|\b(?:ce\W{1,3}film|ce\W{1,3}livre|cet?\W{1,3}(?:episode|album|article)|en"
        r"\W{1,3}jouant|il\W{1,3}fait\W{1,3}ses\W{1,3}dents|mon\W{1,3}(?:chat|chien)|pas\W{1,3}co"
        r"mme\W{1,3}si)\b",
        keys=HIT_KEYS + "|viol|frapp|battu|tabass|agress|bat|tape|doigts|coup|bleus|hematomes|"
        "moi|abeti|kale|kou|moin|mwen",
    ),
    rule(
        "violence.fr_other",
        C.VIOLENCE,
        r"\b(?:il|elle|mec|mari|copain|compagnon|ex|pere|beau\W{0,3}pere|fils|oncle|frere|femme|"
        r"copine|mere)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:l\W{0,3}a\W{1,3}|l\W{0,3}avait\W{1,3}|la"
        r"\W{1,3}"
        r"|le\W{1,3}|les\W{1,3}|lui\W{1,3}(?:a\W{1,3})?)(?:frapp\w{0,3}|battue?|bat|tabass\w{0,3}|"
        r"etrangl\w{0,4}|gifl\w{0,3}|viol\w{0,3}|cogne\w{0,2}|tape|tapee|sequestr\w{0,3}|menace\w"
        r"{0,2}"
        r"\W{1,3}(?:avec|de\W{1,3}mort|d\W{0,3}un)|pousse\w{0,2}\W{1,3}(?:dans|contre)|enferme\w{"
        r"0,2}|"
        r"force\w{0,2}(?!\W{1,3}a\W{1,3}(?:manger|ranger|faire\W{1,3}ses|aller\W{1,3}a))|touche\w"
        r"{0,2}"
        r"(?=\W{1,3}(?:la\W{1,3}nuit|la\W{1,3}ou|quand|partout|en\W{1,3}bas|$))|donne\W{1,3}des"
        r"\W{1,3}coups|empeche\W{1,3}de\W{1,3}sortir|ouvert\W{1,3}(?:la|le)\W{1,3}(?:crane|levre))"
        r"(?!\W{1,3}(?:pas|plus|jamais|aux?\W{1,3}(?:echecs|cartes|scrabble|jeux?|tennis|foot))\b)"
        r"|\b(?:se\W{1,3}fai[ts]|s\W{0,3}est\W{1,3}fait)\W{1,3}(?:frapper|battre|tabasser|taper|"
        r"cogner|violer|etrangler|agresser)\b|\best\W{1,3}(?:battue?|frappee?|sequestree?|tabasse"
        r"e?|"
        r"violee?)\b|\bmarques?\W{1,3}de\W{1,3}strangulation\b|\bentends\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,1}?(?:des|les)\W{1,3}coups\b|\bappelle\W{1,3}au\W{1,3}secours\b|\b(?:bat|frappe)\W{1"
        r",3}"
        r"(?:leurs|ses)\W{1,3}enfants\b|\bmari\W{1,3}i\W{1,3}bat\b",
        negatable=False,
        veto=PAST + r"|\b(?:match|tournoi|partie|jeu|echecs|scrabble|tennis|foot)\b",
        keys=(
            "frapp|battu|bat|tabass|etrangl|gifl|viol|cogne|tape|sequestr|menace|pousse|enferme|"
            "force|touche|coups|sortir|ouvert|frapper|battre|tabasser|taper|cogner|violer|"
            "etrangler|agresser|battue|frappee|sequestree|tabassee|violee|strangulation|secours|"
            "bat|frappe"
        ),
    ),
    rule(
        "emergency.fr",
        C.EMERGENCY,
        r"\bje\W{1,3}suis\W{1,3}en\W{1,3}danger|\bnous\W{1,3}sommes\W{1,3}en\W{1,3}danger"
        r"|\bon\W{1,3}est\W{1,3}en\W{1,3}danger",
        negatable=False,
        keys="danger",
    ),
    rule(
        "emergency.fr_here",
        C.EMERGENCY,
        r"\b(?:il|elle|y|ils|ex)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:est|sont|e)\W{1,3}(?:(?:encore|"
        r"toujours|deja|la)\W{1,3})?(?:devant\W{1,3}(?:ma|la|notre|chez)\W{1,3}(?:porte|fenetre|m"
        r"oi|"
        r"barriere|portail)|a\W{1,3}la\W{1,3}porte\b|derriere\W{1,3}la\W{1,3}porte|dans\W{1,3}"
        r"(?:l\W{0,3}appart\w{0,5}|la\W{1,3}maison|le\W{1,3}jardin|l\W{0,3}escalier|le\W{1,3}coul"
        r"oir"
        r"|la\W{1,3}cour|la\W{1,3}chambre|le\W{1,3}hall|la\W{1,3}cuisine|le\W{1,3}salon|mon\W{1,3}"
        r"bloc|ma\W{1,3}chambre|la\W{1,3}residence)|sur\W{1,3}le\W{1,3}(?:palier|pas\W{1,3}de\W{1"
        r",3}la"
        r"\W{1,3}porte|capot)|en\W{1,3}bas\W{1,3}(?:de\W{1,3}chez\W{1,3}moi|de\W{1,3}l\W{0,3}imme"
        r"uble"
        r"|du\W{1,3}bloc)|chez\W{1,3}moi\W{1,3}(?:et|il|bourre|saoul)|entree?\W{1,3}(?:chez|par|de"
        r"\W{1,3}force|sans)|rentree?\W{1,3}(?:par|de\W{1,3}force|chez\W{1,3}moi|avec\W{1,3}son)|"
        r"arme\b|armee\b|la\W{1,3}avec\W{1,3}(?:un|une)|au\W{1,3}pied\W{1,3}de\W{1,3}mon\W{1,3}lit|"
        r"ici\W{1,3}il)"
        r"|\b(?:il|elle|y|ils)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:essaie|essaye|tente|en\W{1,3}tra"
        r"in|"
        r"menace)\W{1,3}(?:de\W{1,3}|d\W{0,3})(?:forcer|defoncer|enfoncer|casser|ouvrir\W{1,3}(?:"
        r"ma|la)"
        r"|entrer|rentrer|la\W{1,3}defoncer)|\b(?:force|defonce|enfonce|casse|fracture)\w{0,2}\W{"
        r"1,3}"
        r"(?:la|ma)\W{1,3}(?:porte|serrure|fenetre|vitre|baie|l\W{0,3}entree)|\b(?:il|elle|y|ils)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:tape|frappe|tambourine|cogne|pousse|sonne)\w{0,2}\W{"
        r"1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?(?:a|sur|contre|dans|dessus)\W{1,3}(?:la|ma|les|toutes\W{1,3}l"
        r"es)?"
        r"\W{0,3}(?:porte|portes|fenetre|vitres?|capot|pare\W{0,3}brise|portail|dessus)"
        r"|\b(?:il|elle|y)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:veut|refuse|voulait|bougera)\W{1,3}"
        r"(?:pas\W{1,3})?(?:de\W{1,3})?partir\b(?!\W{1,3}(?:en|a|au|aux|avec|sans|de\W{1,3}chez|"
        r"travailler|vivre))|\bpartira\W{1,3}pas\b|\bbougerait\W{1,3}pas\b"
        r"|\b(?:cachee?|barricadee?|planquee?|refugiee?|barree?|enfermee?|cache)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,6}?(?:il|y|elle)\W{1,3}(?:est|me|fouille|tape|crie|hurle|gueule|cherche|frap"
        r"pe|"
        r"l\W{0,3}entends)|\b(?:il|y|elle)\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:je\W{1,3}suis|j\W{0,"
        r"3}me"
        r"\W{1,3}suis|jsuis|chu|chui|je\W{1,3}me)\W{1,3}(?:cachee?|barricadee?|planquee?|refugiee?|"
        r"barree?|enfermee?|cache)\b|\bje\W{1,3}me\W{1,3}cache\W{1,3}dans"
        r"|\b(?:va|vais|allait)\W{1,3}tout\W{1,3}casser\b|\bcasse\W{1,3}tout\W{1,3}(?:\w{1,12}\W{"
        r"1,3}){0,3}?(?:en\W{1,3}ce\W{1,3}moment|maintenant|la)\b"
        r"|\bsonne\W{1,3}sans\W{1,3}arret|\bhurle\w{0,2}\W{1,3}mon\W{1,3}(?:pre)?nom\b|\bmaison\W"
        r"{1,3}d\W{0,3}essence"
        r"|\b(?:il|y)\W{1,3}(?:arrive|est\W{1,3}la|monte|est\W{1,3}a\W{1,3}cote)\b(?=[\s\S]{0,80}"
        r"?(?:j\W{0,3}ai\W{1,3}peur|eteint|cachee?|planquee?|parler|lumieres))"
        r"|\bs\W{0,3}est\W{1,3}introduit\b|\btape\w{0,2}\W{1,3}a\W{1,3}sa\W{1,3}porte|\bil\W{1,3}"
        r"a\W{1,3}un\W{1,3}double\b"
        r"|\bau\W{1,3}secours\W{1,3}(?:il|elle|y)\b|\b(?:il|elle|y)\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?"
        r"au\W{1,3}secours\b|\baide[zr]?\W{1,3}moi\W{1,3}(?:il|elle|y)\b|\bil\W{1,3}est\W{1,3}la"
        r"\W{1,3}il\W{1,3}est\W{1,3}la|\bvient\W{1,3}d(?:e\W{1,3}|\W{0,3})(?:entrer|enjamber|esca"
        r"lader|forcer|pousser\W{1,3}la\W{1,3}porte|debarquer|arriver\W{1,3}(?:\w{1,12}\W{1,3}){0"
        r",3}?(?:en\W{1,3}hurlant|bourre|saoul|et\W{1,3}il\W{1,3}menace)|"
        r"casser|mettre\W{1,3}le\W{1,3}feu|me\W{1,3}(?:frapper|pousser|gifler|trouver))|\b(?:esca"
        r"lade"
        r"|enjambe|escalader)\w{0,2}\W{1,3}(?:le|la)\W{1,3}(?:balcon|cloture|fenetre|portail|gril"
        r"lage)"
        r"|\bporte\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:qui\W{1,3}craque|tient\W{1,3}plus|va\W{1,3}c"
        r"eder)"
        r"|\ble\W{1,3}bois\W{1,3}craque|\bcoupe\W{1,3}le\W{1,3}courant|\bbidon\W{1,3}d\W{0,3}esse"
        r"nce"
        r"|\bm\W{0,3}empeche\W{1,3}de\W{1,3}sortir|\bme\W{1,3}traine\W{1,3}vers|\bdans\W{1,3}l\W{"
        r"0,3}"
        r"coffre\W{1,3}de\W{1,3}sa\W{1,3}voiture|\bil\W{1,3}(?:me\W{1,3})?(?:frappe|etrangle)\W{1"
        r",3}"
        r"(?:en\W{1,3}ce\W{1,3}moment|la\b)|\bpoursuit\W{1,3}en\W{1,3}voiture|\bme\W{1,3}retient"
        r"\W{1,3}dans|\bme\W{1,3}tient\W{1,3}par\W{1,3}le\W{1,3}bras",
        negatable=False,
        veto=PAST + r"|\b(?:livreur|facteur|plombier|temoins|voisin\W{1,3}du\W{1,3}dessus\W{1,3}f"
        r"ait|"
        r"cache\W{0,3}cache|jeu|cadeau|surprise|chat|chaton|chien|chiot)\b",
        keys=(
            "porte|fenetre|moi|barriere|portail|appart|maison|jardin|escalier|couloir|cour|chambre|"
            "hall|cuisine|salon|bloc|residence|palier|capot|immeuble|chez|entre|rentre|arme|"
            "une|un|lit|ici|forcer|defoncer|enfoncer|casser|ouvrir|entrer|rentrer|force|defonce|"
            "enfonce|casse|fracture|portes|vitre|brise|dessus|partir|partira|bougerait|est|me|"
            "fouille|tape|crie|hurle|gueule|cherche|frappe|entends|cache|barrica|planque|"
            "refugie|barre|enferme|dans|secours|moi|la|enjamber|escalader|feu|frapper|pousser|"
            "gifler|trouver|escalade|enjambe|cloture|grillage|craque|plus|ceder|courant|essence|"
            "sortir|vers|coffre|etrangle|poursuit|retient|bras|sonne|arrive|monte|cote|"
            "introduit|double|aide|aidez|aider|vient|nom|tient"
        ),
    ),
    rule(
        "child.fr",
        C.CHILD,
        r"\b(?:papa|son\W{1,3}(?:pere|beau\W{0,3}pere|pote|copain|tonton|oncle)|sa\W{1,3}mere|il|"
        r"elle|tonton|oncle|beau\W{0,3}pere|mere|pere|mari)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:l\W"
        r"{0,3}"
        r"a\W{1,3}|l\W{0,3}avait\W{1,3}|la\W{1,3}|le\W{1,3}|les\W{1,3}|lui\W{1,3}(?:a\W{1,3})?|le"
        r"ur\W{1,3}"
        r"|l\W{0,3})(?:frapp\w{0,3}|battu\w{0,2}|bat|tape|tapee|tabass\w{0,3}|etrangl\w{0,4}|serre"
        r"\W{1,3}le\W{1,3}cou|enferm\w{0,3}|secou\w{0,3}|brule\w{0,2}|gifl\w{0,3}|pousse\w{0,2}\W"
        r"{1,3}"
        r"(?:dans|contre)|jete\w{0,2}\W{1,3}contre|attache\w{0,2}|prive\w{0,2}|touche\w{0,2}(?!\W"
        r"{1,3}"
        r"(?:pas|plus|jamais|beaucoup))|noy\w{0,3}|mis\W{1,3}(?:la\W{1,3}tete|dehors)|menace\w{0,"
        r"2}|"
        r"force\w{0,2}|fait\W{1,3}(?:boire|dormir\W{1,3}dehors|des\W{1,3}choses)|laisse\w{0,2}\W{"
        r"1,3}"
        r"(?:seule?s?|sans\W{1,3}manger)|montre\W{1,3}des\W{1,3}films|tient\W{1,3}sous\W{1,3}l\W{"
        r"0,3}eau"
        r"|fait\W{1,3}peur|casse\W{1,3}(?:le|la))\b"
        r"|\b(?:frapp\w{0,3}|battu\w{0,2}|gifle\w{0,2}|secoue\w{0,2}|tabasse\w{0,2}|etrangl\w{0,4}|"
        r"enferme\w{0,2}|brule\w{0,3}|jete\w{0,2}|attache\w{0,2}|tape\w{0,2}|bat|cogne\w{0,2}|"
        r"menace\w{0,2}|enleve\w{0,2}|kidnappe\w{0,2}|pousse\w{0,2}|noye\w{0,2}|secouer|frapper|"
        r"touche)\W{1,3}(?:mon|ma|notre|nos|mes|le|la|les|leurs|ses)\W{1,3}(?:\w{1,12}\W{1,3}){0,"
        r"1}?"
        + CHILD
        + r"\b(?!\W{1,3}(?:a\W{1,3}(?:faire|manger|ranger|lire)|au\W{1,3}(?:jeu|foot|ball"
        r"on)))"
        r"|\b(?:papa|son\W{1,3}pere|sa\W{1,3}mere|beau\W{0,3}pere)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"(?:le|la|l|les)\W{0,3}(?:frappe|bat|touche|tape|enferme|etrangle)\b"
        r"|\b(?:fait|donne)\w{0,2}\W{1,3}(?:boire\W{1,3})?(?:de\W{1,3}l\W{0,3}alcool|des\W{1,3}"
        r"somniferes|des\W{1,3}cachets|des\W{1,3}trucs\W{1,3}dans\W{1,3}le\W{1,3}biberon)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,2}?(?:a|au|aux)\W{1,3}(?:mon|ma|notre|nos|mes|le|la|les)"
        r"|\bconduit\W{1,3}(?:bourre|saoul|ivre)\W{1,3}avec\W{1,3}(?:les|mes|nos)\W{1,3}(?:enfants|"
        r"petits|gosses)|\bsans\W{1,3}casque\b(?=[\s\S]{0,60}?\b" + CHILD + r"\b)"
        r"|\bmarier\W{1,3}(?:ma|notre)\W{1,3}fille|\bdormir\W{1,3}dans\W{1,3}(?:son|le\W{1,3}meme)"
        r"\W{1,3}lit|\bfilms?\W{1,3}pour\W{1,3}adultes|\bmessages\W{1,3}sexuels|\bsaigne\W{1,3}en"
        r"\W{1,3}bas|\bla\W{1,3}ou\W{1,3}on\W{1,3}doit\W{1,3}pas|\bentre\W{1,3}dans\W{1,3}sa\W{1,3}"
        r"(?:chambre|salle\W{1,3}de\W{1,3}bain)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:nuit|quand\W{1,"
        r"3}elle)"
        r"|\bvient\W{1,3}dans\W{1,3}sa\W{1,3}chambre\W{1,3}la\W{1,3}nuit|\b(?:il|elle)\W{1,3}fait"
        r"\W{1,3}peur\b|\bpapa\W{1,3}(?:crie|casse)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?tout",
        negatable=False,
        needs=CHILD_NEEDS,
        veto=PAST + r"|\b(?:tombe\w{0,2}\W{1,3}du\W{1,3}velo|au\W{1,3}foot|au\W{1,3}judo|en\W{1,3}"
        r"jouant|la\W{1,3}recre|dents)\b",
        keys=(
            "frapp|battu|bat|tape|tabass|etrangl|cou|enferm|secou|brule|gifl|pousse|jete|attache|"
            "prive|touche|noy|tete|dehors|menace|force|boire|dehors|choses|seul|manger|films|eau|"
            "peur|casse|cogne|enleve|kidnappe|frapper|secouer|etrangle|alcool|somniferes|cachets|"
            "biberon|bourre|saoul|ivre|casque|marier|lit|adultes|sexuels|bas|pas|nuit|elle|tout"
        ),
    ),
    rule(
        "child.fr_taken",
        C.CHILD,
        r"\b(?:parti|partie|pris|emmene|enleve|kidnappe|rendu|ramene|rend|ramener|rendre|"
        r"embarque|mis)\w{0,2}\W{1,3}(?:(?:avec|pas)\W{1,3})?(?:\w{1,12}\W{1,3}){0,1}?(?:mon|ma|n"
        r"otre"
        r"|nos|mes|le|la|les)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?" + CHILD + r"\b"
        r"|\b(?:laisse|oublie)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:mon|ma|notre|nos|mes|le|la|"
        r"les)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?" + CHILD + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:se"
        r"ule?s?"
        r"|dans\W{1,3}la\W{1,3}voiture)\b|\b" + CHILD + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:est|"
        r"sont|"
        r"reste\w{0,2})\W{1,3}(?:tout\W{1,3})?seule?s?\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:depuis|t"
        r"oute|"
        r"tout\W{1,3}le|avec\W{1,3}lui\W{1,3}et|chez\W{1,3}son\W{1,3}pere|dans\W{1,3}la\W{1,3}voi"
        r"ture|"
        r"\d+\W{1,3}jours)",
        negatable=False,
        needs=r"\brepond\W{1,3}plus|reverr\w{1,4}|\bjamais\b|introuvable|passeport|frontiere|"
        r"etranger|sans\W{1,3}mon\W{1,3}accord|de\W{1,3}force|coupe\W{1,3}(?:son\W{1,3}tel|les\W{"
        r"1,3}"
        r"reseaux)|eteint|\bbled\b|maroc|algerie|\balger\b|\bmali\b|tunisie|avion|disparu|ou\W{1,3}"
        r"(?:ils|elle|il)\W{1,3}(?:sont|est)|appart\W{1,3}est\W{1,3}vide|cercueil|\bseule?s?\b|en"
        r"\W{1,3}plein\W{1,3}soleil|police|garde\W{1,3}a\W{1,3}vue|la\W{1,3}ou\W{1,3}je|pour\W{1,3}"
        r"toujours|avec\W{1,3}lui\W{1,3}pour",
        veto=PAST + r"|\b(?:comme\W{1,3}prevu|comme\W{1,3}convenu|week\W{0,3}end\W{1,3}de\W{1,3}g"
        r"arde"
        r"|cet\W{1,3}ete|vacances|ans\W{1,3}et\W{1,3}(?:il|elle)\W{1,3}(?:adore|aime))\b",
        keys=(
            "fils|fille|petit|bebe|enfant|gamin|garcon|ado|puce|niece|neveu|gosse|jumeaux|"
            "nourrisson|pitit|piti"
        ),
    ),
    # --- Added from the train misses: the shapes the rules above left out --------------------
    rule(
        "suicide.fr_plain",
        C.SUICIDE,
        NEG_BEFORE + r"\b(?:reste|solution|issue|option|envie|esprit)\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,2}?(?:c\W{0,3}est\W{1,3})?(?:de|d)\W{0,3}"
        + ME
        + SELF_KILL
        + r"|\bmourir\W{1,3}(?:me\W{1,3})?(?:serait|parait|semble|me\W{1,3}semble)\W{1,3}(?:"
        r"\w{1,12}\W{1,3}){0,2}?(?:simple|doux|douce|facile|mieux|solution|delivrance)\b"
        r"|\bje\W{1,3}me\W{1,3}vois\W{1,3}(?:mourir|morte?)\b(?=[\s\S]{0,60}?(?:soulage|le\W{1,3}"
        r"faire|envie|veux))"
        r"|\bsi\W{1,3}je\W{1,3}meurs\W{1,3}(?:ce\W{1,3}soir|cette\W{1,3}nuit|demain)\b(?=[\s\S]{0,"
        r"80}?(?:expres|le\W{1,3}faire|remarquer\w{0,2}|fait))"
        r"|\b(?:fusil|corde|cachets|medocs|pont|arme|pistolet|flingue)\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,6}?pour\W{1,3}(?:en\W{1,3}finir|mourir)\b(?!\W{1,3}avec)"
        r"|\b(?:je\W{1,3}vais|jvais|je\W{1,3}veux|il\W{1,3}va|elle\W{1,3}va)\W{1,3}le\W{1,3}faire"
        r"\b(?!\W{1,3}(?:pas|plus|quand|demain\W{1,3}matin))",
        negatable=False,
        spellings=SPELLINGS,
        needs=acc(
            r"\b(?:mour\w{0,4}|meur\w{0,2}|mort\w{0,2}|tue\w{0,4}|suicid\w{0,4}|crever|finir|"
            r"corde|pendre|saute\w{0,2}|pont|cachets|medocs|adieu|prevu|soulage|mourir)\b"
        ),
        veto=PAST + JOKE,
        keys=(
            "tuer|tue|tuerai|tuerais|tuera|tuerait|suicid|pend|buter|supprimer|flinguer|air|balle|"
            "noy|mort|veines|laisser|cervelle|empoisonner|immoler|defenestrer|jet|mourir|morte|"
            "meurs|finir|faire"
        ),
    ),
    rule(
        "suicide.fr_farewell",
        C.SUICIDE,
        r"\b(?:ce\W{1,3}soir|cette\W{1,3}nuit|a\W{1,3}soir|demain|bientot)\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,2}?(?:c\W{0,3}(?:est|etait)|ca\W{1,3}sera|ce\W{1,3}sera)\W{1,3}(?:bientot\W{1,3})?"
        r"(?:la\W{1,3}fin|fini|termine|regle)\b(?!\W{1,3}(?:de|du|des|d|entre|avec|pour\W{1,3}"
        r"(?:lui|elle|nous|eux)|les|la|le|mon|ma|mes))"
        r"|\bc\W{0,3}est\W{1,3}bientot\W{1,3}fini\b(?!\W{1,3}(?:de|du|des|d|entre|avec|les|la|le|"
        r"mon|ma|mes|pour\W{1,3}(?:lui|elle|nous|eux)))"
        r"|\bca\W{1,3}va\W{1,3}bientot\W{1,3}se\W{1,3}terminer\b|\bque\W{1,3}ca\W{1,3}se\W{1,3}te"
        r"rmine\b"
        r"|\b(?:alors|donc)\W{1,3}j\W{0,3}arrete\b(?=\W{0,3}(?:$|[.!]))|\bj\W{0,3}arrete\W{1,3}(?:"
        r"les\W{1,3}frais|tout)\W{1,3}(?:ce\W{1,3}soir|cette\W{1,3}nuit)\b"
        r"|\brends\W{1,3}les\W{1,3}armes\W{1,3}(?:ce\W{1,3}soir|cette\W{1,3}nuit|pour\W{1,3}de"
        r"\W{1,3}bon|definitivement)\b"
        r"|\b(?:la|ma)\W{1,3}vie\W{1,3}(?:je\W{1,3}la\W{1,3})?(?:lache|abandonne|quitte)\b|\b(?:"
        r"lache|abandonne)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?ma\W{1,3}vie\W{1,3}avec\b"
        r"|\bon\W{1,3}se\W{1,3}reverra\W{1,3}(?:pas|plus|jamais)\b(?!\W{1,3}(?:avant|de|d|cette|ce|"
        r"la|le|les|dans|en))"
        r"|\bbye\W{1,3}tout\W{1,3}le\W{1,3}monde\W{1,3}pour\W{1,3}de\W{1,3}(?:vrai|bon)"
        r"|\bau\W{1,3}revoir\W{1,3}a\W{1,3}tout\W{1,3}le\W{1,3}monde\b(?=[\s\S]{0,60}?(?:repond\W{1,"
        r"3}plus|pour\W{1,3}(?:de\W{1,3}(?:vrai|bon)|toujours)|decroche\W{1,3}plus))"
        r"|\bdire\W{1,3}(?:merci|au\W{1,3}revoir|adieu)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?avant\W{1,3}"
        r"(?:de\W{1,3}partir|que\W{1,3}je\W{1,3}parte)\b(?!\W{1,3}(?:en|a|au|pour|chez|de\W{1,3}ch"
        r"ez|travailler|demain))"
        r"|\bavant\W{1,3}que\W{1,3}je\W{1,3}parte\W{1,3}(?:ce\W{1,3}soir|cette\W{1,3}nuit|pour\W{1,"
        r"3}de\W{1,3}bon)\b|\bsache\W{1,3}que\W{1,3}j\W{0,3}ai\W{1,3}existe\b"
        r"|\bquand\W{1,3}(?:vous|tu)\W{1,3}(?:lirez|liras)\W{1,3}(?:ca|ce\W{1,3}message|ceci|ces"
        r"\W{1,3}mots|cette\W{1,3}lettre)\b"
        r"|\b(?:organise|prevu|range|arrange|prepare)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:pour"
        r"\W{1,3}apres(?:\W{1,3}moi)?\b(?!\W{1,3}(?:la|le|les|l|mon|ma|mes|son|sa|ses|demain|ce))|"
        r"apres\W{1,3}moi\b)|\ble\W{1,3}faire\W{1,3}apres\W{1,3}moi\b"
        r"|\btout\W{1,3}est\W{1,3}(?:en\W{1,3}ordre|pret|regle|organise)\b(?=[\s\S]{0,80}?(?:papi"
        r"ers|chien|chat|au\W{1,3}revoir|plus\W{1,3}peur|lettre|adieu|testament))"
        r"|\bj\W{0,3}ai\W{1,3}tout\W{1,3}(?:regle|organise|range|prepare)\b(?=[\s\S]{0,80}?(?:pap"
        r"iers|chien|chat|lettre|adieu|testament|factures|pour\W{1,3}apres|apres\W{1,3}moi|bonne"
        r"\W{1,3}nuit|plus\W{1,3}envie))"
        r"|\bplus\W{1,3}rien\W{1,3}a\W{1,3}regler\b"
        r"|\b(?:jsuis|je\W{1,3}suis|chui|je\W{1,3}serai|j\W{0,3}serai)\W{1,3}plus\W{1,3}la\W{1,3}"
        r"(?:demain|ce\W{1,3}soir|bientot|dans\W{1,3}(?:une|deux|quelques)\W{1,3}heures?)\b"
        r"|\bde\W{1,3}plus\W{1,3}etre\W{1,3}la\b|\bverrai\W{1,3}(?:pas|plus|jamais)\W{1,3}(?:le"
        r"\W{1,3}printemps|l\W{0,3}ete|noel|l\W{0,3}annee\W{1,3}prochaine)\b"
        r"|\b(?:tournera|continuera|vivra|vivront|seront\W{1,3}mieux|sera\W{1,3}mieux|aura\W{1,3}"
        r"une\W{1,3}meilleure\W{1,3}vie)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?sans\W{1,3}(?:moi|sa\W{1,"
        r"3}mere|son\W{1,3}pere|leur\W{1,3}(?:mere|pere))\b"
        r"|\bje\W{1,3}vais\W{1,3}disparaitre\b(?!\W{1,3}(?:des|de|du|d|quelques|pendant|un|une|"
        r"en|sous|dans))"
        r"|\bje\W{1,3}compte\W{1,3}(?:les\W{1,3}heures|ceux|celles)\W{1,3}qu?\W{0,3}(?:il\W{1,3}"
        r"me\W{1,3})?rest"
        r"|\bmon\W{1,3}(?:chat|chien)\W{1,3}ira\W{1,3}chez\b|\bs\W{0,3}occupera\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,3}?(?:mieux\W{1,3}que\W{1,3}moi|apres\W{1,3}moi)"
        r"|\b(?:donne|confie)\w{0,2}\W{1,3}(?:mon\W{1,3}(?:chat|chien|chaton|chiot)|ma\W{1,3}(?:b"
        r"ague|montre)|mes\W{1,3}(?:bijoux|affaires))\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:rien\W{1,3}"
        r"compris|mieux\W{1,3}que\W{1,3}moi|merci\W{1,3}pour\W{1,3}tout|plus\W{1,3}besoin|apres)"
        r"|\bseule\W{1,3}fa[cç]on\W{1,3}(?:que\W{1,3}la\W{1,3}douleur|d\W{0,3}avoir\W{1,3}la\W{1,3}"
        r"paix)|\bmon\W{1,3}absence\b(?=[\s\S]{0,40}?(?:ce\W{1,3}soir|cadeau|demain))"
        r"|\bplus\W{1,3}de\W{1,3}futur\b|\b(?:une|la)\W{1,3}paix\W{1,3}qui\W{1,3}m\W{0,3}attend\b"
        r"|\b(?:ma\W{1,3}vie\W{1,3}est\W{1,3}finie|la\W{1,3}terminer\W{1,3}proprement)\b"
        r"|\bplus\W{1,3}(?:capable|rien)\W{1,3}(?:de\W{1,3}continuer|a\W{1,3}faire\W{1,3}ici)\b"
        r"|\bma\W{1,3}place\W{1,3}est\W{1,3}plus\W{1,3}ici\b|\bpour\W{1,3}tjrs\b"
        r"|\bd\W{0,3}ou\W{1,3}on\W{1,3}(?:ne\W{1,3})?revient\W{1,3}(?:pas|jamais)\b"
        r"|\brejoindre\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:la\W{1,3}haut|au\W{1,3}ciel|au\W{1,3}paradis)\b"
        r"|\bdites\W{1,3}a\W{1,3}(?:ma|mon|mes)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:que|qu)\W{0,3}(?:je|j|"
        r"c\W{0,3}(?:etait|est)\W{1,3}pas)\b"
        r"|\b(?:ma|la)\W{1,3}vie\W{1,3}n\W{0,3}a\W{1,3}plus\W{1,3}(?:de|aucun)\W{1,3}sens\b"
        r"|\bc\W{0,3}est\W{1,3}pour\W{1,3}(?:ce\W{1,3}soir|cette\W{1,3}nuit)\b(?!\W{1,3}(?:le|la|les|"
        r"un|une|qu|que))|\bplus\W{1,3}qu\W{0,3}une\W{1,3}chose\W{1,3}a\W{1,3}faire\b|\bce\W{1,3}ser"
        r"a\W{1,3}le\W{1,3}silence\b"
        r"|\b(?:vais|veux)\W{1,3}(?:fermer\W{1,3}les\W{1,3}yeux|m\W{0,3}endormir)\W{1,3}(?:\w{1,12}\W{1"
        r",3}){0,5}?(?:pour\W{1,3}de\W{1,3}bon|pour\W{1,3}toujours|definitivement)\b"
        r"|\bce\W{1,3}sera\W{1,3}(?:mon|ma)\W{1,3}derni(?:er|ere)\b(?!\W{1,3}(?:verre|cafe|clope|cigare"
        r"tte|essai|conseil|jour\W{1,3}de|semaine\W{1,3}de))"
        r"|\btenu\W{1,3}aussi\W{1,3}longtemps\W{1,3}que\W{1,3}(?:j\W{0,3}ai|je)\W{1,3}(?:pu|pouvais)\b"
        r"|\boublie(?:ront|raient)\W{1,3}vite\b|\blaisse\w{0,2}\W{1,3}(?:un\W{1,3}mot|une\W{1,3}lettr"
        r"e)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?pour\W{1,3}(?:les\W{1,3}pompiers|celui|celle|qui)\b"
        r"|\bqui\W{1,3}(?:les|l)\W{0,3}aura\b|\bmots?\W{1,3}de\W{1,3}passe\W{1,3}a\W{1,3}(?:ma|mon)\b"
        r"(?=[\s\S]{0,60}?regle)|\b(?:plus\W{1,3}rien|plus\W{1,3}de\W{1,3}place)\W{1,3}pour\W{1,3}mo"
        r"i\W{1,3}ici\b|\baura\W{1,3}plus\W{1,3}d\W{0,3}importance\b|\b(?:plus|pu|pus)\W{1,3}capab"
        r"le\W{1,3}(?:de\W{1,3}continuer|pantoute)\b|\barrete\w{0,2}\W{1,3}(?:mon|mes|ma)\W{1,3}(?:tr"
        r"aitement|medicaments|medocs|insuline|dialyse)\W{1,3}expres\b"
        r"|\benvie\W{1,3}de\W{1,3}(?:disparaitre|plus\W{1,3}exister|ne\W{1,3}plus\W{1,3}exister)\b(?![\s\S]"
        r"{0,60}?\b(?:sous\W{1,3}terre|dans\W{1,3}un\W{1,3}trou|honte|gene|genee|sous\W{1,3}la\W{1,3}"
        r"table|tellement|de\W{1,3}la\W{1,3}reunion|de\W{1,3}la\W{1,3}soiree))"
        r"|\b(?:j\W{0,3}aimerais|je\W{1,3}voudrais|je\W{1,3}souhaite|jveux|je\W{1,3}veux)\W{1,3}(?:jus"
        r"te\W{1,3})?(?:ne\W{1,3}plus\W{1,3}(?:exister|etre\W{1,3}la|rien\W{1,3}ressentir)|ne\W{1,3}jam"
        r"ais\W{1,3}me\W{1,3}reveiller|m\W{0,3}endormir\W{1,3}pour\W{1,3}toujours|plus\W{1,3}exister|"
        r"que\W{1,3}(?:la\W{1,3}douleur|la\W{1,3}souffrance)\W{1,3}s\W{0,3}arrete)\b"
        r"|\b(?:ma\W{1,3}vie|la\W{1,3}vie|vivre)\W{1,3}(?:ne\W{1,3}|n\W{0,3})?vaut\W{1,3}(?:pas|plus|ri"
        r"en)\b(?!\W{1,3}(?:un|une|le|la|les|de\W{1,3}(?:s|se)))"
        r"|\bveux\W{1,3}(?:plus|pu|pus)\W{1,3}continuer\b(?!\W{1,3}(?:comme|avec|a|de|ce|cette|les|la|l"
        r"e|sur|dans|mes|mon|ma))|\bidees\W{1,3}noires\b|\bpense\w{0,2}\W{1,3}(?:tout\W{1,3}le\W{1,"
        r"3}temps\W{1,3}|souvent\W{1,3}|beaucoup\W{1,3})?(?:a\W{1,3}la\W{1,3}mort|a\W{1,3}mourir|au\W"
        r"{1,3}suicide)\b|\b(?:en\W{1,3})?peux\W{1,3}plus\W{1,3}de\W{1,3}(?:vivre|cette\W{1,3}vie|ma"
        r"\W{1,3}vie|exister)\b|\bsi\W{1,3}(?:je\W{1,3}(?:mourais|meurs|n\W{0,3}etais\W{1,3}plus\W{1,"
        r"3}la|disparaissais)|j\W{0,3}etais\W{1,3}plus\W{1,3}la)\b|\bplus\W{1,3}simple\W{1,3}pour\W{"
        r"1,3}tout\W{1,3}le\W{1,3}monde\b|\bpersonne\W{1,3}(?:ne\W{1,3})?(?:me\W{1,3}regrettera|pleu"
        r"rera)\b",
        gentle=True,
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:vacances|voyage|demenag\w{0,4}|boulot|taf|travail|stage|soiree|fete|concert|"
            r"saison|serie|episode|match|examens?|exams?|partiels?|contrat|chantier|travaux)\b"
        ),
        keys=(
            "soir|nuit|demain|bientot|fini|terminer|termine|arrete|armes|vie|reverra|monde|revoir|"
            "avant|parte|existe|lirez|liras|apres|ordre|pret|regle|organise|range|prepare|regler|"
            "plus|etre|verrai|sans|disparaitre|compte|ira|occupera|donne|confie|facon|absence|"
            "futur|paix|finie|proprement|capable|rien|place|tjrs|revient|rejoindre|dites|sens|"
            "chose|silence|yeux|endormir|dernier|derniere|tenu|oublieront|oublieraient|mot|"
            "lettre|aura|passe|importance|traitement|medicaments|medocs|insuline|dialyse|envie|"
            "aimerais|voudrais|souhaite|jveux|veux|vaut|continuer|noires|pense|peux|si|simple|"
            "personne"
        ),
    ),
    rule(
        "suicide.fr_other_more",
        C.SUICIDE,
        r"\b(?:a|avait|aurait)\W{1,3}(?:encore\W{1,3}|deja\W{1,3}|tout\W{1,3})?(?:pris|avale|gobe|"
        r"bu|vide|pran)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:" + DRUG + r"|tout\b|tous\b|je\W{1,3}sa"
        r"is\W{1,3}pas\W{1,3}quoi|un\W{1,3}truc|des\W{1,3}trucs|de\W{1,3}la\W{1,3}javel|plein\W{1,3}"
        r"de|cachet|medikaman)\b(?=[\s\S]{0,100}?(?:respire|bleue?|molle?|dort|bizarre|repond|"
        r"decroche|reveille|urgences|hopital|hosto|faute|mourir|finir|vocal|trop|dose|boite|plus"
        r"\W{1,3}rien|rigol|inconscient|tombe|effondre|vomi|vienne|si\W{1,3}je|mor|pour\W{1,3}moi|"
        r"pour\W{1,3}toi|sa\W{1,3}mere|a\W{1,3}\d|tout\W{1,3}(?:son|sa|ses|le|la|les)|plein|gobe|"
        r"tout\W{1,3}avale|javel|venir|sauver|savoir|bloque|parce|quitte|laisse))"
        r"|\b(?:a|avait)\W{1,3}tout\W{1,3}(?:avale|pris|gobe)\b"
        r"|" + OTHER + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:est|etait|m\W{0,3}appelle|a\W{1,3}app"
        r"ele|m\W{0,3}a\W{1,3}appelee?|m\W{0,3}ecrit|m\W{0,3}envoie|attend)\W{1,3}(?:\w{1,12}\W{1,"
        r"3}){0,2}?(?:sur|au\W{1,3}bord\W{1,3}(?:du|de\W{1,3}la|de\W{1,3}l|d\W{0,3}un|des)|depuis|"
        r"du\W{1,3}haut\W{1,3}(?:du|de\W{1,3}la|d\W{0,3}un)|de\W{1,3}la|du|en\W{1,3}haut\W{1,3}(?:"
        r"du|de\W{1,3}la))\W{1,3}(?:(?:le|la|les|l|un|une|son|sa)\W{1,3})?(?:\w{1,12}\W{1,3}){0,1}?"
        r"(?:" + PLACE + r"|fleuve|lac|ponton|autoroute|riviere|seine|rhone|loire|canal|"
        r"voie)\b"
        r"|\b(?:photos?|videos?|selfie|story|stories|vocal|appel\W{1,3}video|visio|image)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,5}?(?:corde|poignets?|cachets|medocs|plaquettes|boites|lames?|pis"
        r"tolet|fusil|flingue|couteau|tuyau|bras\W{1,3}coupes|en\W{1,3}sang|pilules|medicaments|"
        r"flacon|toit|pont|rails)\b(?=[\s\S]{0,120}?(?:faute|prenom|pour\W{1,3}(?:que|moi|toi)|c\W"
        r"{0,3}est\W{1,3}pour|trop\W{1,3}tard|revienne|reviens|vienne|viens|culpabil|regarde\W{1,3}"
        r"ce\W{1,3}que|gagne|adieu|derniere|vides?|nuit|en\W{1,3}finir|$))"
        r"|\b(?:va|allait|vas|veut|voulait|menace\w{0,2}\W{1,3}de|dit\W{1,3}qu\W{0,3}(?:il|elle))"
        r"\W{1,3}(?:se|s)\W{0,3}(?:jeter|cramer|tirer\W{1,3}dessus|tirer\W{1,3}une\W{1,3}balle|"
        r"ouvrir\W{1,3}les\W{1,3}veines|foutre\W{1,3}en\W{1,3}l\W{0,3}air|pendre|tuer|suicider|"
        r"laisser\W{1,3}mourir|jeter\W{1,3}sous)\b(?!\W{1,3}(?:a\W{1,3}(?:l\W{0,3}eau|la\W{1,3}tache"
        r")|sur\W{1,3}(?:la|le|les|son|sa)\W{1,3}(?:bouffe|nourriture|occasion|canape|lit)))"
        r"|\b(?:il|elle)\W{1,3}(?:a|avait)\W{1,3}(?:encore\W{1,3}|deja\W{1,3})?(?:tente|essaye|ess"
        r"aie)\b(?=\W{1,3}(?:hier|de\W{1,3}(?:se|s)|une\W{1,3}fois|cette|la\W{1,3}semaine|avant"
        r"\W{1,3}hier|et\W{1,3}(?:il|elle)|ce\W{1,3}(?:matin|soir|week))|\W{0,3}(?:$|[.,]))"
        r"|\b(?:recommencera|recommencerait)\W{1,3}si\b|\bse\W{1,3}ratera\w{0,2}\W{1,3}pas\b"
        r"|\b(?:une|la|sa|apres\W{1,3}une|depuis\W{1,3}sa|son)\W{1,3}\W{0,3}tentative\b(?!\W{1,3}"
        r"(?:de|d|pour|ratee\W{1,3}de)\b(?!\W{0,3}(?:suicide|se\W{1,3}tuer|en\W{1,3}finir)))"
        r"|\bse\W{1,3}vider\W{1,3}de\W{1,3}son\W{1,3}sang\b|\b(?:poignets?|bras|visage|tete)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?en\W{1,3}sang\b"
        r"|\b(?:fusil|pistolet|flingue|canon)\W{1,3}dans\W{1,3}la\W{1,3}bouche\b"
        r"|\b(?:mis|met|mettre|tient|tenait|avec)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:un|une|le|la|son|sa)"
        r"\W{1,3}(?:couteau|lame|rasoir)\W{1,3}sous\W{1,3}(?:la|sa|ma)\W{1,3}gorge\b"
        r"|\benferme\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?avec\W{1,3}(?:un|une|le|la|son|sa)\W{1,3}"
        r"(?:couteau|rasoir|lame|cutter|arme|fusil|pistolet|corde|ceinture|cachets|medocs)\b"
        r"|\b(?:a|avait|tient|tenait)\W{1,3}(?:le|la|les|un|une|des|son|sa|ses)\W{1,3}(?:flacon|"
        r"medocs|cachets|pilules|lame|couteau|fusil|pistolet|corde|boites?)\W{1,3}(?:\w{1,12}\W{1,"
        r"3}){0,1}?(?:a|dans)\W{1,3}la\W{1,3}main\b"
        r"|\b(?:rempli|remplit)\W{1,3}la\W{1,3}baignoire\b(?=[\s\S]{0,60}?(?:attend|reponse|si\W{1,"
        r"3}(?:tu|je)))"
        r"|\bmerci\W{1,3}pour\W{1,3}tout\b(?=[\s\S]{0,120}?(?:repond\w{0,2}\W{1,3}(?:plus|pas)|dec"
        r"roche\W{1,3}plus|coupe|eteint|plus\W{1,3}rien|pressentiment|adieu|prends\W{1,3}soin|plus"
        r"\W{1,3}de\W{1,3}nouvelles))"
        r"|\bdonne\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:en\W{1,3})?aur\w{1,3}\W{1,3}plus\W{1,3}"
        r"besoin\b|\bdonne\w{0,2}\W{1,3}toutes\W{1,3}ses\W{1,3}affaires\b"
        r"|\b(?:dernieres\W{1,3}volontes|son\W{1,3}testament|au\W{1,3}revoir\W{1,3}a\W{1,3}tout\W{1,"
        r"3}le\W{1,3}monde)\b(?=[\s\S]{0,80}?(?:repond|ce\W{1,3}soir|si\W{1,3}je|culpabil|plus))"
        r"|\bpreferes?\W{1,3}crever\b|\bsans\W{1,3}toi\W{1,3}je\W{1,3}suis\W{1,3}mort\b|\bsi\W{1,3}"
        r"tu\W{1,3}(?:pars|reviens\W{1,3}pas|me\W{1,3}quittes)\W{1,3}je\W{1,3}(?:suis\W{1,3}mort|"
        r"saute|me\W{1,3}tue|le\W{1,3}fais|me\W{1,3}jette|me\W{1,3}pends)\b"
        r"|\bnous\W{1,3}reverras\W{1,3}au\W{1,3}cimetiere|\brejoindre\W{1,3}son\W{1,3}(?:\w{1,12}"
        r"\W{1,3})?mort\b|\b(?:comptait|compte|veut|voulait)\W{1,3}en\W{1,3}finir\b(?!\W{1,3}avec)"
        r"|\b(?:son|un|le)\W{1,3}plan\W{1,3}pour\W{1,3}se\W{1,3}tuer\b"
        r"|\b(?:se|s)\W{0,3}(?:pique|fait\W{1,3}vomir\W{1,3}du\W{1,3}sang)\b(?=[\s\S]{0,60}?(?:pr"
        r"oduits|morphine|rester|mourir))"
        r"|\bfailli\W{1,3}y\W{1,3}rester\b",
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:vitamines?|ordonnance|prescrit|comme\W{1,3}d\W{0,3}hab\w{0,5}|antibio\w{0,6}|"
            r"doliprane\W{1,3}pour|tete\W{1,3}de\W{1,3}pont|pont\W{1,3}du\W{1,3}bateau|rapport|"
            r"repar\w{1,6}|antenne|concert|vacances|balade|photos?\W{1,3}de\W{1,3}vacances|film|"
            r"serie|jeu|recette|cuisine|chasse)\b"
        ),
        keys=DRUG_KEYS + "|tout|tous|sais|truc|trucs|javel|plein|cachet|medikaman|avale|pris|gobe|"
        "pont|toit|rails|voie|voies|falaise|rebord|rambarde|parapet|viaduc|corniche|passerelle|"
        "grue|jetee|muret|chateau|rempart|ravine|balcon|etage|tour|quai|niveau|pon|fleuve|lac|"
        "ponton|autoroute|riviere|seine|rhone|loire|canal|"
        "corde|poignet|medocs|lame|pistolet|fusil|flingue|couteau|tuyau|coupes|sang|medicaments|"
        "jeter|cramer|dessus|balle|veines|air|pendre|tuer|suicider|mourir|sous|tente|essaye|"
        "essaie|recommencera|recommencerait|ratera|tentative|bouche|gorge|enferme|main|"
        "baignoire|merci|besoin|affaires|volontes|testament|monde|crever|mort|cimetiere|finir|"
        "plan|pique|vomir|rester|respire|respirait|pars|reviens|quittes",
    ),
    rule(
        "means.fr_overdose_more",
        C.MEANS,
        r"\b(?:j\W{0,3}ai|jai|ai|je\W{1,3}me\W{1,3}suis|jme\W{1,3}suis|je\W{1,3}viens\W{1,3}de|jv"
        r"iens\W{1,3}de|chu|j\W{0,3}avais)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:pris|prendre|avale|"
        r"avaler|gobe|bu|boire|sniffe|injecte|vide|fait|descendu|attaque)\w{0,2}\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,1}?(?:(?:tout|tous|toute|toutes)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:"
        + DRUG
        + r"|ce\W{1,3}qu|alcool|armoire|pilulier|pharmacie|reste|restait|bouteille|bar|poche|"
        r"contenu|tiroir)|ce\W{1,3}qu\W{0,3}(?:il\W{1,3})?(?:me\W{1,3})?rest\w{0,4}|ce\W{1,3}qui"
        r"\W{1,3}rest\w{0,4}|(?:une\W{1,3})?(?:vingtaine|trentaine|quarantaine|cinquantaine|dizai"
        r"ne)\W{1,3}de|(?:\d{1,3}|deux|trois|quatre|cinq|dix)\W{1,3}(?:boites|plaquettes|tubes|fla"
        r"cons|fois\W{1,3}la\W{1,3}dose)|(?:une|la|le|ma)\W{1,3}(?:boite|plaquette|tube|flacon|bo"
        r"uteille|bidon|dose)\W{1,3}(?:entiere|de|d|que|du)|le\W{1,3}(?:tube|flacon|bidon|pilulier)"
        r"|ma\W{1,3}dose\W{1,3}de\W{1,3}la\W{1,3}semaine|un\W{1,3}(?:melange|cocktail)|une\W{1,3}"
        r"dose\W{1,3}que|beaucoup\W{1,3}trop|trop\W{1,3}de|de\W{1,3}la\W{1,3}(?:morphine|coke|dro"
        r"gue|javel)|de\W{1,3}l\W{0,3}(?:antigel|heroine|hero|aspirine)|les\W{1,3}(?:pilules|cach"
        r"ets|medocs|comprimes|somniferes|antidepresseurs|medicaments)\b)"
        r"|\b(?:mes|les)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:" + DRUG + r")\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,4}?(?:de\W{1,3}cote|mis\w{0,2}\W{1,3}de\W{1,3}cote)\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?"
        r"(?:j\W{0,3}en\W{1,3}ai\W{1,3}\d|c\W{0,3}est\W{1,3}pour|de\W{1,3}quoi\W{1,3}partir|je\W{1,"
        r"3}(?:les|l)\W{0,3}ai\W{1,3}pris)"
        r"|\bma\W{1,3}reserve\W{1,3}est\W{1,3}prete\b|\bde\W{1,3}quoi\W{1,3}partir\b"
        r"|\bfaire\W{1,3}une\W{1,3}od\b|\b(?:tout\W{1,3}est|plus\W{1,3}un\W{1,3}cachet)\W{1,3}(?:"
        r"\w{1,12}\W{1,3}){0,3}?(?:dans\W{1,3}mon\W{1,3}(?:estomac|ventre)|dans\W{1,3}la\W{1,3}mai"
        r"son)"
        r"|\bbu\W{1,3}(?:une|la|tout\W{1,3}(?:la|le|l))\W{0,3}(?:bouteille|bidon)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,2}?(?:entiere|de|d)\b|\bbu\W{1,3}tout\W{1,3}(?:l\W{0,3}alcool|ce\W{1,3}qu)"
        r"|\b(?:trop\W{1,3}d\W{0,3}alcool|alcool|vodka|whisky|gin|rhum|bu)\W{1,3}(?:\w{1,12}\W{1,3}"
        r"){0,3}?(?:\+|et|avec|puis)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:" + DRUG + r")\b"
        r"|\bje\W{1,3}bois\W{1,3}depuis\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:j\W{0,3}attaque|j\W{0,3}a"
        r"i\W{1,3}pris|et\W{1,3}j\W{0,3}ai\W{1,3}pris)|\bvomi\w{0,2}\W{1,3}du\W{1,3}sang\b"
        r"|\b(?:j\W{0,3}ai|jai|je\W{1,3}viens\W{1,3}d\W{0,3})\W{0,3}(?:bu|avale|avaler|boire)\W{1,3}(?:\w{1,"
        r"12}\W{1,3}){0,5}?(?:antigel|javel|destop|white\W{0,3}spirit|produit\W{1,3}(?:menager|vaisse"
        r"lle|pour\W{1,3}les\W{1,3}rats)|raticide|mort\W{1,3}aux\W{1,3}rats|insecticide|acide|deboucheur)"
        r"\b|\b(?:trop\W{1,3}de|(?:deux|trois|quatre|cinq|\d{1,2})\W{1,3}(?:boites|plaquettes|tubes|flaco"
        r"ns)\W{1,3}(?:de|d))\W{0,3}"
        + DRUG
        + r"\b|\bcombien\W{1,3}j\W{0,3}en\W{1,3}ai\W{1,3}pris\b"
        r"|\bje\W{1,3}viens\W{1,3}de\W{1,3}tout\W{1,3}(?:prendre|avaler)\b|\b(?:garde|mis\W{1,3}de\W{1,"
        r"3}cote)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        + DRUG
        + r"\b[\s\S]{0,80}?(?:je\W{1,3}les\W{1,3}"
        r"ai\W{1,3}(?:pris|avales)|tout\W{1,3}prendre|j\W{0,3}en\W{1,3}ai\W{1,3}\d{2})"
        r"|\b(?:bu|alcool|vodka|whisky|gin|rhum|bourree?|saoule?)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:et|"
        r"puis|avec|\+)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:pris|avale|gobe|attaque)\w{0,2}\W{1,3}(?:\w{1"
        r",12}\W{1,3}){0,2}?" + DRUG + r"\b",
        negatable=False,
        spellings=SPELLINGS,
        needs=AMOUNT
        + r"|\b(?:javel|antigel|destop|raticide|insecticide|acide|deboucheur|spirit|flou|froid|"
        r"sifflent|bleues?|emball\w{0,3}|tourne|grave|c\W{0,3}est\W{1,3}fait|tr"
        r"op\W{1,3}tard|od|debout|partir|cle|on\W{1,3}verra|tiens\W{1,3}plus|tenir|sang|jaune|peur"
        r"|exprès|expres|vite|fort|bientot|soir|ce\W{1,3}soir|pris|rest\w{0,4}|seule?|mourir|bar"
        r"|estomac)\b",
        veto=PAST + r"|\b(?:vitamines?|melatonine|ordonnance\W{1,3}du|comme\W{1,3}prescrit|"
        r"oublie\w{0,2}\W{1,3}(?:ma|mon|mes)|cafe|the|tisane|soupe|jus|coca|biere\W{1,3}avec"
        r"\W{1,3}les\W{1,3}potes)\b",
        keys=DRUG_KEYS
        + "|pris|prendre|avale|avaler|gobe|bu|boire|sniffe|injecte|vide|fait|descendu|attaque|"
        "cote|reserve|partir|od|estomac|ventre|maison|bouteille|bidon|alcool|bois|vomi|sang|"
        "antigel|javel|destop|spirit|produit|raticide|rats|insecticide|acide|deboucheur|trop|"
        "combien|tout|garde",
    ),
    rule(
        "self_harm.fr_more",
        C.SELF_HARM,
        r"\b(?:j\W{0,3}ai|jai|je\W{1,3}me\W{1,3}suis|jme\W{1,3}suis|je\W{1,3}me\W{1,3}les?\W{1,3}su"
        r"is|je\W{1,3}me\W{1,3}la\W{1,3}suis)\W{1,3}(?:(?:encore|re|deja)\W{0,3})?(?:\w{1,12}\W{1,"
        r"3}){0,1}?(?:(?:coupe|recoupe|lacere|grave|entaille|taillade|scarifie|plante|enfonce|creu"
        r"se|rouvert|rechute|brule)\w{0,2}\W{1,3}(?:\w{1,14}\W{1,3}){0,8}?(?:cicatrices|peau|bras|"
        r"cuisses?|ventre|poignets?|jambes|aiguille|ongles|lame|rasoir|fourchette|compas|cutter|"
        r"verre|cigarette|briquet|bougie|plaie|" + _SH_CUE + r")|(?:gratte|griffe|frappe|ecrase|"
        r"pique|appuye|tape|frotte|serre|tire|mis|mise|pose|plonge|cogne|mordu|casse|arrache|util"
        r"ise|fait\W{1,3}chauffer)\w{0,2}\W{1,3}(?:\w{1,14}\W{1,3}){0,8}?(?:" + _SH_CUE + r"))\b"
        r"|\b(?:lame|rasoir|cutter|coupures?|scarif\w{0,4}|plaie)\b(?=[\s\S]{0,80}?(?:sang|saign"
        r"\w{0,4}|rechute|profond|refait|rajoute|beante|des\W{1,3}points|tout\W{1,3}sous\W{1,3}la"
        r"\W{1,3}main|arrive\W{1,3}pas\W{1,3}a\W{1,3}arreter|trop\W{1,3}loin|sur\W{1,3}la\W{1,3}c"
        r"uisse|les\W{1,3}jambes|ventre))"
        r"|\b(?:sang|saign\w{0,4}|rechute)\b(?=[\s\S]{0,80}?(?:lame|rasoir|cutter|coupures?|scar"
        r"if\w{0,4}|trop\W{1,3}(?:loin|appuye|fort)|coupe\W{1,3}trop|fait\W{1,3}plus\W{1,3}profond"
        r"|aller\W{1,3}si\W{1,3}loin))"
        r"|\b(?:j\W{0,3}en\W{1,3}ai|j\W{0,3}ai)\W{1,3}(?:encore\W{1,3})?(?:refait|rajoute|recommen"
        r"ce|fait)\W{1,3}(?:ca\W{1,3})?(?:\w{1,12}\W{1,3}){0,3}?(?:hier|ce\W{1,3}soir|cette\W{1,3}"
        r"nuit|a\W{1,3}cote|routes?|les\W{1,3}coupures|coupures)\b"
        r"|\b(?:je\W{1,3}me\W{1,3}fais|me\W{1,3}suis\W{1,3}(?:encore\W{1,3})?fai[ts]e?)\W{1,3}(?:une"
        r"\W{1,3}coupure|des\W{1,3}coupures|saigner)\b(?=\W{1,3}(?:a\W{1,3}nouveau|encore|expres|pour"
        r"\W{1,3}(?:me|sentir|oublier)|c\W{0,3}est\W{1,3}le\W{1,3}seul|j\W{0,3}en\W{1,3}suis|sur\W{1,3"
        r"}(?:le|la|les|mon|ma|mes)\W{1,3}(?:bras|cuisses?|poignets?|ventre|jambes)))"
        r"|\bme\W{1,3}suis\W{1,3}(?:encore\W{1,3})?fai[ts]e?\W{1,3}du\W{1,3}mal\b(?=[\s\S]{0,60}?(?:"
        r"sang|saign|bras|lame|coupur|cicatrice|cuisse|poignet|brul))"
        r"|\bme\W{1,3}(?:le|la|les)\W{1,3}suis\W{1,3}fai[ts]e?\W{1,3}moi\W{1,3}meme\b"
        r"|\bje\W{1,3}me\W{1,3}mets\W{1,3}des\W{1,3}(?:gifles|claques|baffes|coups)\b"
        r"|\bje\W{1,3}m\W{0,3}arrache\W{1,3}(?:la\W{1,3}peau|les\W{1,3}cheveux)\b"
        r"|\b(?:mes|les)\W{1,3}(?:bras|avant\W{0,3}bras|cuisses|jambes|poignets)\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,3}?(?:plein\w{0,2}\W{1,3}de\W{1,3}(?:traces|coupures|marques)|(?:une\W{1,3})?"
        r"carte\W{1,3}(?:routiere|de\W{1,3}mes))"
        r"|\bma\W{1,3}peau\W{1,3}est\W{1,3}en\W{1,3}lambeaux\b|\bdes\W{1,3}nouvelles\W{1,3}par\W{"
        r"0,3}dessus\b|\brouvertes?\b(?=[\s\S]{0,40}?(?:cicatrice|plaie))"
        r"|\b(?:mes|les)\W{1,3}cicatrices\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:rouvert\w{0,3}|nouvelles)"
        r"|\bmes\W{1,3}bras\b(?=[\s\S]{0,60}?(?:encore\W{1,3}fait\W{1,3}ca|refait|coupures))",
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:sans\W{1,3}faire\W{1,3}expres|pas\W{1,3}fait\W{1,3}expres\W{1,3}(?!d)|par\W{1,"
            r"3}accident|en\W{1,3}(?:cuisinant|epluchant|coupant|bricolant|rasant|jardinant|jouant)"
            r"|cheveux\W{1,3}(?:court|courts|frange)|frange|barbe|oignons|patates|legumes|pain|regle"
            r"s|menstru\w{0,4}|dentiste|prise\W{1,3}de\W{1,3}sang|don\W{1,3}du\W{1,3}sang|nez|rasage"
            r"|tatouage|piercing|vaccin|infirmiere\W{1,3}m\W{0,3}a)\b"
        ),
        keys=(
            "coupe|recoupe|gratte|griffe|lacere|brule|grave|frappe|ecrase|entaille|taillade|"
            "scarifie|plante|pique|appuye|tape|enfonce|frotte|serre|creuse|tire|mis|pose|plonge|"
            "cogne|mordu|casse|arrache|ouvert|rouvert|utilise|rechute|chauffer|lame|rasoir|"
            "cutter|coupure|scarif|plaie|sang|saign|refait|rajoute|recommence|fait|fais|meme|"
            "mets|bras|cuisses|jambes|poignets|lambeaux|dessus|rouvert|cicatrices"
        ),
    ),
    rule(
        "stalking.fr_more",
        C.STALKING,
        r"\b(?:il|elle|y|ex)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:a|s\W{0,3}est)\W{1,3}(?:\w{1,12}\W{1,"
        r"3}){0,1}?(?:loue|achete|pris|emmenage|installe|demenage|inscrit)\w{0,2}\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,3}?(?:dans|en\W{1,3}face\W{1,3}de|a\W{1,3}cote\W{1,3}de|aux\W{1,3}memes)\W{1,3}"
        r"(?:ma\W{1,3}(?:rue|residence|salle)|mon\W{1,3}(?:immeuble|quartier|bloc|batiment|club)|"
        r"chez\W{1,3}moi|horaires)"
        r"|\b(?:il|elle|ex)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:a|avait)\W{1,3}(?:\w{1,12}\W{1,3}){0,"
        r"1}?(?:mis|pose|installe|cache|colle|cousu|planque)\w{0,2}\W{1,3}(?:un|une|des|son|sa)\W{1,"
        r"3}(?:\w{1,12}\W{1,3}){0,1}?(?:cameras?|traceurs?|airtags?|balises?|micros?|mouchards?|"
        r"logiciels?|applis?|applications?|gps|telephones?)\b"
        r"|\b(?:trouve|decouvert)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:un|une|son|sa|des)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?(?:cameras?|traceurs?|airtags?|balises?|micros?|mouchards?|vieux"
        r"\W{1,3}telephone|telephone\W{1,3}cache)\b(?!\W{1,3}(?:que\W{1,3}j|de\W{1,3}surveillance"
        r"\W{1,3}(?:du|de\W{1,3}la)\W{1,3}(?:magasin|boutique)))"
        r"|\b(?:appli\w{0,8}|logiciel)\W{1,3}(?:de\W{1,3})?(?:controle\W{1,3}parental|espion\w{0,2}|"
        r"localisation)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?sur\W{1,3}mon\W{1,3}(?:tel|telephone|portable"
        r"|ordi)"
        r"|\b(?:il|elle)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:a|avait|connait|connaissait)\W{1,3}(?:"
        r"acces\W{1,3}a|le\W{1,3}code\W{1,3}de|le\W{1,3}mot\W{1,3}de\W{1,3}passe\W{1,3}de|les\W{1,3}"
        r"codes\W{1,3}de|mes\W{1,3}codes|le\W{1,3}code)\W{1,3}(?:mon|ma|mes|l)\W{0,3}(?:\w{1,12}\W{1,"
        r"3}){0,1}?(?:icloud|compte|comptes|mail|tel|telephone|immeuble|whatsapp|insta\w{0,5}|facebo"
        r"ok|snap\w{0,4}|google|ordi|boite|portail|porte|appart)\b"
        r"|\b(?:pirate|hacke)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:mon|ma|la|le|mes)\W{1,3}(?:wh"
        r"atsapp|babycam|camera|compte|insta\w{0,5}|snap\w{0,4}|facebook|mails?|icloud|tel|telephon"
        r"e|ordi|wifi|messagerie)\b"
        r"|\b(?:voit|sait|suit|connait|avait|a)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:ma\W{1,3}(?:local"
        r"isation|position)|mes\W{1,3}(?:deplacements|trajets))\b(?!\W{1,3}(?:pour\W{1,3}(?:les\W{1,"
        r"3})?enfants|d\W{0,3}un\W{1,3}commun))"
        r"|\bm\W{0,3}a\W{1,3}localisee?\b|\b(?:ma\W{1,3}position|ma\W{1,3}localisation)\W{1,3}(?:\w"
        r"{1,12}\W{1,3}){0,1}?(?:etait\W{1,3})?partagee?\W{1,3}avec\W{1,3}lui\b|\bgoogle\W{0,3}maps?"
        r"\W{1,3}partage"
        r"|\b(?:nouveau|autre|faux|deuxieme|second|\w{0,3}eme)\W{1,3}compte\b(?=[\s\S]{0,80}?(?:pour\W{1,3}(?:voir|me\W{1,3}suivre|m\W{0,3}ecrire)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?(?:mes|ma)|like|commente|regarde\W{1,3}toutes|stories|3h|photo"
        r"\W{1,3}de\W{1,3}mon))|\bcommente\W{1,3}avec\W{1,3}un\W{1,3}nouveau\W{1,3}compte"
        r"|\bcompte\W{1,3}anonyme\b(?=[\s\S]{0,80}?(?:adresse|retrouve|il|elle))"
        r"|\b(?:il|elle|y|ex|sa\W{1,3}voiture|son\W{1,3}char|son\W{1,3}pote|un\W{1,3}(?:homme|gars|mec"
        r")|quelqu\W{0,3}un|une\W{1,3}voiture|la\W{1,3}voiture|une\W{1,3}moto)\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,1}?(?:est|etait|reste|attend|attendait|traine|tourne|passe|se\W{1,3}gare|gare|garee|s"
        r"\W{0,3}est\W{1,3}gare|apparait|debarque|venu|venue|revenu|stationne|assis|plante)\w{0,2}"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:devant|en\W{1,3}face|autour|en\W{1,3}bas|au\W{1,3}coin"
        r"|a\W{1,3}(?:ma|mon|mes)|chez\W{1,3}(?:moi|mes)|derriere|sur\W{1,3}le\W{1,3}trottoir|dans"
        r"\W{1,3}le\W{1,3}meme)\b(?=[\s\S]{0,100}?(?:depuis\W{1,3}(?:ce\W{1,3}matin|\d|une|des|lu"
        r"ndi|hier|que|le\W{1,3}debut)|tous\W{1,3}les|toutes\W{1,3}les|chaque|encore|a\W{1,3}chaque"
        r"|\d\W{1,3}fois|plusieurs\W{1,3}fois|me\W{1,3}(?:fixe|regarde|fixait|regardait)|bouge\W{1,"
        r"3}pas|malgre|ordonnance|alors\W{1,3}que|personne|soirs|matins|toute\W{1,3}la\W{1,3}nuit|"
        r"la\W{1,3}nuit|phares|moteur|ralenti|toujours|c\W{0,3}est\W{1,3}lui))"
        r"|\b(?:chaque\W{1,3}fois|a\W{1,3}chaque\W{1,3}fois|des)\W{1,3}que\W{1,3}(?:je|j)\W{0,3}"
        r"(?:\w{1,12}\W{1,3}){1,5}?(?:il|elle|y)\W{1,3}(?:est\W{1,3}(?:la|sur|devant|en\W{1,3}face)|"
        r"apparait|debarque|se\W{1,3}pointe|commente|arrive|m\W{0,3}appelle)"
        r"|\b(?:il|elle)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:a\W{1,3})?(?:debarque|venu|venue|apparu|"
        r"pointe|ete\W{1,3}vu|ete\W{1,3}vue)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:a|au|a\W{1,3}"
        r"la|dans|devant)\W{1,3}(?:mon|ma|mes|l|la|le)\W{0,3}(?:\w{1,12}\W{1,3}){0,1}?(?:taf|taff|t"
        r"ravail|boulot|fac|ecole|eglise|foyer|salle|cours|nouvel|nouveau|nouvelle|magasin|bureau|p"
        r"orte|club|marche|amphi|lycee|creche|college)\b(?=[\s\S]{0,100}?(?:alors\W{1,3}que|personne"
        r"|sans|malgre|encore|chaque|fois|pile|savait|ordonnance|interdiction|attendait|jamais|"
        r"demander|ou\W{1,3}j))"
        r"|\b(?:jolie?|belle|beau)\W{1,3}ta\W{1,3}(?:robe|tenue|veste|jupe|coiffure|chemise|pull)\W{"
        r"1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:aujourd\W{0,3}hui|ce\W{1,3}matin|ce\W{1,3}soir|hier)"
        r"|\blumiere\W{1,3}(?:est\W{1,3})?restee?\W{1,3}allumee?\b|\bdis\W{1,3}a\W{1,3}maman\W{1,3}"
        r"que\W{1,3}je\W{1,3}la\W{1,3}vois\b"
        r"|\b(?:connait|sait)\W{1,3}des\W{1,3}details\b|\bau\W{1,3}courant\W{1,3}de\W{1,3}tout\W{1,3}"
        r"ce\W{1,3}que\W{1,3}je|\brepete\W{1,3}des\W{1,3}choses\W{1,3}que\W{1,3}j\W{0,3}ai\W{1,3}dit"
        r"es|\bcite\W{1,3}des\W{1,3}(?:photos|messages|choses)\W{1,3}que\W{1,3}j"
        r"|\bm\W{0,3}a\W{1,3}retrouvee?\b(?=[\s\S]{0,60}?(?:demenage|nouvelle|foyer|alors\W{1,3}que"
        r"|en\W{1,3}\d|\d\W{1,3}(?:jours|semaines)|personne|km))|\b(?:demenage|parti)\w{0,2}\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,3}?et\W{1,3}(?:il|elle)\W{1,3}m\W{0,3}a\W{1,3}retrouvee?\b"
        r"|\b(?:il|elle)\W{1,3}a\W{1,3}(?:su|appris|trouve|reussi\W{1,3}a\W{1,3}savoir)\W{1,3}(?:que"
        r"|ou|dans\W{1,3}quel)\W{1,3}(?:j\W{0,3}etais|je\W{1,3}suis|j\W{0,3}habite|je\W{1,3}vis|"
        r"foyer)"
        r"|\b(?:retrouve|trouve|eu|a)\W{1,3}mon\W{1,3}(?:nouveau\W{1,3})?numero\W{1,3}(?:\w{1,12}\W{"
        r"1,3}){0,1}?en\W{1,3}\d"
        r"|\b(?:laisse|depose|recois|trouve|envoie)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:fleurs"
        r"|mots|colis|lettres|cadeaux|roses|cailloux|photos)\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:devan"
        r"t\W{1,3}ma\W{1,3}porte|pare\W{0,3}brise|boite\W{1,3}aux\W{1,3}lettres|nouvelle\W{1,3}adres"
        r"se|paillasson|sur\W{1,3}ma\W{1,3}voiture|contre\W{1,3}ma\W{1,3}fenetre|de\W{1,3}ma\W{1,3}po"
        r"rte)\b(?=[\s\S]{0,100}?(?:tous\W{1,3}les|chaque|alors\W{1,3}que|bloque|personne|sans\W{1,"
        r"3}carte|partout|jamais|de\W{1,3}lui|$))"
        r"|\b(?:des\W{1,3})?fleurs\W{1,3}devant\W{1,3}ma\W{1,3}porte\b(?=[\s\S]{0,100}?(?:demenage"
        r"|personne|nouvelle\W{1,3}adresse))|\bcailloux\W{1,3}jetes\W{1,3}contre\W{1,3}ma\W{1,3}fe"
        r"netre"
        r"|\b(?:je\W{1,3}suis|jsuis|chui|me\W{1,3}suis\W{1,3}fai[ts]e?|se\W{1,3}fai[ts]|se\W{1,3}fais"
        r"ait)\W{1,3}suiv(?:i|ie|re)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:par\W{1,3}(?:son|ses|un\W{1,3}de"
        r"\W{1,3}ses|mon|un\W{1,3}des|sa)\W{1,3}(?:ex|pote|potes|frere|meilleur|copain|mec|cousin|"
        r"soeur|amis?)|jusqu|sur\W{1,3}le\W{1,3}campus|partout|dans\W{1,3}la\W{1,3}rue|en\W{1,3}voi"
        r"ture)"
        r"|\b(?:il|elle|y)\W{1,3}(?:nous|me|m)\W{0,3}suit\b(?=[\s\S]{0,60}?(?:taxi|chauffeur|voiture"
        r"|bus|rue|metro|jusqu|depuis|partout))|\b(?:il|elle)\W{1,3}a\W{1,3}suivi\W{1,3}(?:le|la|mon"
        r"|ma)\W{1,3}(?:bus|voiture|taxi|velo|scooter)\b|\b(?:il|elle)\W{1,3}suit\W{1,3}le\W{1,3}ca"
        r"mion\b|\btraque\w{0,2}\W{1,3}mon\W{1,3}(?:nouveau\W{1,3})?(?:copain|mec|compagnon)\b"
        r"|\bpaye\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?pour\W{1,3}me\W{1,3}suivre\b"
        r"|\b(?:je\W{1,3}l\W{0,3}ai|on\W{1,3}l\W{0,3}a)\W{1,3}vu\W{1,3}(?:cache|derriere|fouiller)\b"
        r"|\bvu\W{1,3}(?:sa\W{1,3}silhouette|son\W{1,3}ombre)\W{1,3}(?:devant|sous|derriere)"
        r"|\b(?:traces|pas)\W{1,3}(?:de\W{1,3}pas\W{1,3})?(?:sous|derriere)\W{1,3}ma\W{1,3}fenetre"
        r"|\b(?:il|elle)\W{1,3}(?:debarque|apparait|se\W{1,3}pointe|est\W{1,3}la)\W{1,3}(?:a\W{1,3})?chaq"
        r"ue\W{1,3}fois\b|\b(?:il|elle|ex)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:tourne|rode|fait\W{1,3}le\W"
        r"{1,3}tour)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:autour\W{1,3}(?:du|de\W{1,3}mon|de\W{1,3}l|de\W{1,"
        r"3}chez|de\W{1,3}ma)|de\W{1,3}mon)\W{0,3}(?:quartier|immeuble|village|maison|rue|bloc|resid"
        r"ence|chez\W{1,3}moi)\b|\bse\W{1,3}connecte\W{1,3}(?:sur|a)\W{1,3}mon\W{1,3}compte|\bse\W{1,3}"
        r"fai[ts]\W{1,3}passer\W{1,3}pour\W{1,3}(?:un|une)\W{1,3}(?:livreur|technicien|agent|policier|"
        r"voisin)|\brapporte\W{1,3}tout\b|\bcolis\W{1,3}que\W{1,3}j\W{0,3}ai\W{1,3}pas\W{1,3}comman"
        r"d|\bderriere\W{1,3}moi\b[\s\S]{0,60}?c\W{0,3}est\W{1,3}lui\b|\b(?:compte|google|icloud|tele"
        r"phone|tel|appli)\b[\s\S]{0,60}?\b(?:il|elle)\W{1,3}voit\W{1,3}tout\b"
        r"|\b(?:ouvert|fouille)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:mon\W{1,3}courrier|ma\W{1,3}"
        r"boite\W{1,3}aux\W{1,3}lettres)\b|\benveloppes\W{1,3}(?:sont\W{1,3})?recollees"
        r"|\bentre\W{1,3}chez\W{1,3}moi\W{1,3}pendant\W{1,3}que|\bdemande\W{1,3}(?:de\W{1,3}mes\W{1,3"
        r"}nouvelles|ou\W{1,3}j\W{0,3}habit\w{1,3})\W{1,3}a\W{1,3}(?:tous\W{1,3})?mes"
        r"|\ba\W{1,3}demander\W{1,3}ou\W{1,3}j\W{0,3}habit\w{1,3}",
        gentle=True,
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\bj\W{0,3}ai\W{1,3}(?:cre|fait|mis|installe|pose)\w{0,2}\W{1,3}(?:un|une|mon|ma)\b"
            r"|\b(?:colis|livreur|facteur|chiot|chien\W{1,3}perdu|serie|film|jeu|match|concert|"
            r"anniv\w{0,6}|surprise|pour\W{1,3}(?:le|la|les|notre)\W{1,3}(?:chat|chien|bebe))\b"
        ),
        keys=(
            "loue|achete|pris|emmenage|installe|demenage|inscrit|mis|pose|cache|colle|cousu|"
            "planque|trouve|decouvert|appli|logiciel|acces|code|codes|passe|pirate|hacke|"
            "localisation|position|deplacements|trajets|localise|partage|compte|devant|face|"
            "autour|bas|coin|ma|mon|mes|moi|derriere|trottoir|meme|fois|chaque|debarque|venu|"
            "venue|apparu|pointe|vu|vue|robe|tenue|veste|jupe|coiffure|chemise|pull|lumiere|"
            "vois|details|courant|dites|cite|retrouve|retrouvee|su|appris|numero|fleurs|mots|"
            "colis|lettres|cadeaux|roses|cailloux|photos|fenetre|suivre|suivie|suivi|suit|"
            "copain|mec|compagnon|paye|fouiller|silhouette|ombre|traces|pas|courrier|boite|"
            "recollees|pendant|nouvelles|habite|habitais|habitait|demander|chaque|tourne|rode|"
            "tour|connecte|passer|rapporte|command|lui|voit|homme|gars|quelqu|voiture|moto"
        ),
    ),
    rule(
        "emergency.fr_more",
        C.EMERGENCY,
        r"\b(?:il|elle|y|ex)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?me\W{1,3}cherche\b(?=[\s\S]{0,80}?(?:ca"
        r"ve|cache|lampe|a\W{1,3}bu|en\W{1,3}voiture|dans\W{1,3}la\W{1,3}rue|enfuie?|pieds\W{1,3}nus"
        r"|tremble|planqu|refugi|partout|couteau|arme))"
        r"|(?:cave|cachee?|planquee?|enfuie?|pieds\W{1,3}nus|tremble)\b[\s\S]{0,80}?\b(?:il|elle|y)"
        r"\W{1,3}me\W{1,3}cherche\b"
        r"|\b(?:il|elle|y)\W{1,3}(?:est\W{1,3}(?:entre|rentre|monte|la|revenu|en\W{1,3}train\W{1,3}"
        r"d\W{0,3}arriver)|s\W{0,3}approche|arrive|traverse|me\W{1,3}court\W{1,3}apres|vient\W{1,3}"
        r"de\W{1,3}(?:rentrer|se\W{1,3}garer|sortir|monter|arriver))\b(?=[\s\S]{0,100}?(?:vite|la"
        r"\W{1,3}maintenant|maintenant|je\W{1,3}sais\W{1,3}pas\W{1,3}quoi\W{1,3}faire|aide|au\W{1,3}"
        r"secours|j\W{0,3}ai\W{1,3}peur|je\W{1,3}tremble|a\W{1,3}bu|bourre|une\W{1,3}(?:arme|batte)|"
        r"un\W{1,3}couteau|regard\W{1,3}fou|cach|vers\W{1,3}(?:la\W{1,3}porte|moi)|hurle|crie|gueule"
        r"|pleure|salle\W{1,3}de\W{1,3}bain|quelque\W{1,3}chose\W{1,3}dans\W{1,3}la\W{1,3}main|en\W"
        r"{1,3}face|a\W{1,3}cote\W{1,3}de\W{1,3}moi|de\W{1,3}moi))"
        r"|^(?:vite\W{1,3})?(?:il|elle|y)\W{1,3}(?:est\W{1,3}la|arrive)\b\W{0,3}(?:[.!]|$)"
        r"|\bvite\W{1,3}(?:il|elle|y)\W{1,3}arrive\b"
        r"|\b(?:il|elle)\W{1,3}(?:a|vient\W{1,3}de)\W{1,3}(?:mis|mettre)\W{1,3}le\W{1,3}feu\W{1,3}"
        r"(?:a|au|aux)\W{1,3}(?:la\W{1,3}porte|paillasson|maison|appart|voiture|ma|mon|mes|l\W{0,3}"
        r"appart|l\W{0,3}immeuble|rideaux)"
        r"|\b(?:me|nous)\W{1,3}tient\W{1,3}enfermee?s?\b|\bm\W{0,3}a\W{1,3}(?:bloquee?|enfermee?)\W"
        r"{1,3}(?:dans|dehors)\b(?=[\s\S]{0,60}?(?:appuie|stop|garde|hurle|crie|enfants|bebe|peux"
        r"\W{1,3}pas))|(?<!\bme\W)(?<!\bm\W)\b(?:suis|a)\W{1,3}enfermee?\W{1,3}dehors\b(?=[\s\S]{0,80}?\b(?:il|el"
        r"le)\W{1,3}(?:a|hurle|crie|garde|refuse|m))"
        r"|\bje\W{1,3}saigne\W{1,3}(?:beaucoup|de\W{1,3}la\W{1,3}tete|partout|encore)\b|\bje\W{1,3}"
        r"peux\W{1,3}plus\W{1,3}respirer\b(?=[\s\S]{0,60}?(?:coups|frappe|etrangl))"
        r"|\ben\W{1,3}train\W{1,3}de\W{1,3}(?:me\W{1,3}|la\W{1,3}|le\W{1,3})?(?:frapper|tabasser|et"
        r"rangler|battre|cogner)\b|\ben\W{1,3}train\W{1,3}de\W{1,3}se\W{1,3}battre\W{1,3}avec\b"
        r"|\b(?:il|elle)\W{1,3}(?:tient|a\W{1,3}pris)\W{1,3}(?:le|la|les|ma|mon|mes|notre|nos)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,1}?" + CHILD + r"\b[\s\S]{0,60}?(?:sautera|refuse|saute|menace|"
        r"couteau|arme|crie|hurle)"
        r"|\b(?:il|elle)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:veut|va|essaie\W{1,3}de|vient)\W{1,3}(?:"
        r"prendre|embarquer|enlever|chercher)\W{1,3}(?:le|la|les|mon|ma|mes|nos|notre)\W{1,3}(?:\w{1,"
        r"12}\W{1,3}){0,1}?(?:" + CHILD + r"|bebe|petits)\b[\s\S]{0,60}?(?:de\W{1,3}force|la\W{1,3}"
        r"maintenant|saoul|bourre|ivre|je\W{1,3}suis\W{1,3}en\W{1,3}route|crie|hurle|maternite)"
        r"|\b(?:il|elle)\W{1,3}est\W{1,3}(?:devant|a)\W{1,3}(?:l\W{0,3}ecole|la\W{1,3}creche|la\W{1,"
        r"3}maternite)\b[\s\S]{0,60}?(?:prendre|veut|embarquer)"
        r"|\bdans\W{1,3}la\W{1,3}(?:cave|salle\W{1,3}de\W{1,3}bain)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        r"(?:il|y)\W{1,3}(?:me\W{1,3}cherche|hurle|crie|tape|frappe)|\bil\W{1,3}hurle\W{1,3}dans"
        r"\W{1,3}l\W{0,3}escalier"
        r"|\b(?:jpeux|je\W{1,3}peux)\W{1,3}pas\W{1,3}parler\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?il\W{1,3}"
        r"est\W{1,3}(?:a\W{1,3}cote|la)\b"
        r"|\b(?:il|elle)\W{1,3}m\W{0,3}attend\W{1,3}(?:dans|sur|devant)\W{1,3}(?:le|la)\W{1,3}(?:par"
        r"king|rue|sortie)\b[\s\S]{0,40}?peux\W{1,3}pas\W{1,3}sortir"
        r"|\bquelqu\W{0,3}un\W{1,3}(?:qui\W{1,3})?essaie\W{1,3}d\W{0,3}ouvrir\W{1,3}ma\W{1,3}(?:fene"
        r"tre|porte)|\bla\W{1,3}porte\W{1,3}etait\W{1,3}fermee\W{1,3}a\W{1,3}cle\b[\s\S]{0,60}?"
        r"(?:entends|c\W{0,3}est\W{1,3}lui)"
        r"|\bil\W{1,3}est\W{1,3}(?:dans|devant)\W{1,3}(?:l\W{0,3}entree|le\W{1,3}magasin|la\W{1,3}v"
        r"oiture\W{1,3}devant|le\W{1,3}salon|la\W{1,3}cuisine)\b[\s\S]{0,60}?(?:entends|cles|klaxon"
        r"ne|batte|arme|couteau|fixe|approche|frapper)"
        r"|\b(?:monte|assis)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:bus|wagon|tram|metro|train)\b[\s\S]{"
        r"0,60}?(?:approche|en\W{1,3}face|a\W{1,3}cote\W{1,3}de\W{1,3}moi|serre|regard)",
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:livreur|facteur|plombier|uber|taxi\W{1,3}arrive|colis|pizza|bus\W{1,3}arrive|"
            r"train\W{1,3}arrive|film|serie|jeu|reve|cauchemar\w{0,2}|chat|chaton|chien|chiot|"
            r"bonne\W{1,3}nouvelle|surprise|anniv\w{0,6}|mdr|lol|ptdr)\b"
        ),
        keys=(
            "cherche|cave|cache|cachee|planque|enfui|enfuie|nus|tremble|entre|rentre|monte|la|"
            "revenu|arriver|approche|arrive|traverse|court|rentrer|garer|sortir|monter|feu|"
            "enferme|enfermee|bloque|bloquee|dehors|saigne|respirer|frapper|tabasser|etrangler|"
            "battre|cogner|tient|pris|prendre|embarquer|enlever|ecole|creche|maternite|"
            "escalier|parler|attend|ouvrir|cle|entree|magasin|voiture|salon|cuisine|bus|wagon|"
            "tram|metro|train|assis|hurle|crie|tape"
        ),
    ),
    rule(
        "violence.fr_more",
        C.VIOLENCE,
        r"\b(?:il|elle|y|ex|mari|mec|copain|copine|femme|gars|compagnon|compagne|conjoint)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,3}?(?:m\W{0,3}(?:a|avait)|me)\W{1,3}(?:encore\W{1,3})?(?:lance\w{0,"
        r"2}\W{1,3}(?:une|un|des|la|le|son|sa|ses)\W{1,3}(?:bouteille|couteau|verre|assiette|chaise"
        r"|telephone|tel|chaussure|cendrier|casserole|objets?|tasse|poele|fourchette)|projetee?|pou"
        r"ssee?\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:contre|dans|par|du|de\W{1,3}la)|tenue?\W{1,3}au"
        r"\W{1,3}sol|maintenue?\W{1,3}au\W{1,3}sol|etouffee?|griffee?|griffe\W{1,3}(?:le|la)|plante"
        r"\W{1,3}(?:une|un)\W{1,3}(?:fourchette|couteau|ciseaux|stylo|tournevis)|attendue?\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,3}?(?:frappee?|tabassee?)|mise?\W{1,3}a\W{1,3}la\W{1,3}porte\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?(?:battue?|frappee?)|barree?\W{1,3}dehors|forcee?\W{1,3}a\W{1,3}"
        r"(?:faire\W{1,3}des\W{1,3}choses|coucher|avoir\W{1,3}des\W{1,3}rapports)|fait\W{1,3}des"
        r"\W{1,3}attouchements|oblige\W{1,3}a\W{1,3}coucher|pince\W{1,3}et\W{1,3}(?:me\W{1,3})?tord"
        r"|tirer?\W{1,3}hors\W{1,3}de|tiree?\W{1,3}(?:par\W{1,3}les\W{1,3}cheveux|hors)|mordue?\W{1,"
        r"3}(?:au|a\W{1,3}la|jusqu)|brulee?\W{1,3}avec|frappee?\W{1,3}(?:avec|sur)|violentee?)"
        r"|\b(?:il|elle)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?a\W{1,3}(?:frappe|tordu|cogne|ecrase|casse|"
        r"griffe|mordu|brule|serre|tape)\W{1,3}(?:mon|ma|mes)\W{1,3}(?:visage|poignet|bras|tete|nez|"
        r"dos|ventre|main|jambe|cote|cou|gorge|machoire|levre|oeil|cotes|doigts|poignets)\b"
        r"|\b(?:il|elle)\W{1,3}a\W{1,3}cogne\W{1,3}si\W{1,3}fort\b|\bm\W{0,3}a\W{1,3}eue?\W{1,3}a\W{"
        r"1,3}l\W{0,3}(?:epaule|oeil|bras)|\battouchements?\b|\bm\W{0,3}oblige\W{1,3}a\W{1,3}couche"
        r"r\b|\bpris\W{1,3}mes\W{1,3}cles\W{1,3}et\W{1,3}mon\W{1,3}tel\b[\s\S]{0,40}?(?:droit|sortir)"
        r"|\bil\W{1,3}lui\W{1,3}a\W{1,3}(?:casse|fendu|ouvert)\W{1,3}(?:le|la)\W{1,3}(?:bras|nez|lev"
        r"re|machoire|arcade|crane)|\b(?:arrivee?|venue?)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?en\W{1,3}s"
        r"ang\b|\bbleus\W{1,3}plein\W{1,3}le\W{1,3}cou\b|\bmarques\W{1,3}sur\W{1,3}le\W{1,3}cou\b|"
        r"\b(?:il|qu\W{0,3}il)\W{1,3}(?:l\W{0,3}|la\W{1,3})etrangle\b|\bvient\W{1,3}de\W{1,3}la\W{1,"
        r"3}gifler\b|\bentendu\W{1,3}des\W{1,3}coups\W{1,3}et\W{1,3}plus\W{1,3}rien\b|\bs\W{0,3}a\W"
        r"{1,3}fait\W{1,3}frapper\b|\bvisage\W{1,3}en\W{1,3}sang\b",
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:ce\W{1,3}film|ce\W{1,3}livre|serie|episode|en\W{1,3}jouant|mon\W{1,3}(?:chat|"
            r"chien|chaton)|le\W{1,3}chat|chaton|chiot|match|rugby|judo|boxe|karate|entrainement|"
            r"foot|basket)\b"
        ),
        keys=(
            "lance|projete|projetee|pousse|poussee|tenu|tenue|maintenu|maintenue|etouffe|"
            "etouffee|griffe|griffee|plante|attendu|attendue|porte|barre|barree|force|forcee|"
            "attouchements|oblige|pince|tirer|tire|tiree|mordu|mordue|brule|brulee|frappe|"
            "frappee|violente|violentee|tordu|cogne|ecrase|casse|serre|tape|epaule|oeil|bras|"
            "attouchement|cles|fendu|ouvert|sang|cou|etrangle|gifler|coups"
        ),
    ),
    rule(
        "threat.fr_more",
        C.THREAT,
        r"\b(?:dit|dire|ecrit|menace|jure|promis|prevenu|repete|texte|laisse)\w{0,3}\W{1,3}(?:\w{1,"
        r"12}\W{1,3}){0,2}?qu\W{0,3}(?:il|elle|ils)\W{1,3}"
        + GAP4_POS
        + r"(?:\w{1,12}\W{1,3}){0,4}?"
        r"(?:me|m|nous)\W{0,3}(?:tuer|tuerait|tuera|buter|planter|plante|poignarder|defigurer|"
        r"egorger|bruler|cramer|crever|creverait|massacrer|fumer|etrangler|faire\W{1,3}(?:du\W{1,3}"
        r"mal|disparaitre|payer|la\W{1,3}peau)|ferait\W{1,3}(?:payer|du\W{1,3}mal|la\W{1,3}peau|"
        r"disparaitre)|emmener\W{1,3}avec\W{1,3}lui|envoyer\W{1,3}des\W{1,3}gens|frapper|tabasser|"
        r"defoncer|attendrait|attendra)\b(?!\W{1,3}(?:de\W{1,3}rire|avec\W{1,3}(?:ses|sa|son)\W{1,"
        r"3}(?:blagues|questions)))"
        r"|\bmenace\w{0,3}\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:de|d)\W{0,3}(?:me|m)\W{0,3}(?:tuer|poi"
        r"gnarder|defigurer|planter|bruler|egorger|etrangler|tabasser|frapper|noyer|faire\W{1,3}du"
        r"\W{1,3}mal|attendre\W{1,3}avec|jeter\W{1,3}de\W{1,3}l\W{0,3}acide)\b"
        r"|\bmenace\w{0,3}\W{1,3}(?:de\W{1,3})?(?:jeter|balancer|lancer)\W{1,3}de\W{1,3}l\W{0,3}acid"
        r"e|\b(?:il|elle)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:va|allait)\W{1,3}me\W{1,3}defigurer\b"
        r"|\bsi\W{1,3}(?:je|j)\W{0,3}(?:\w{1,12}\W{1,3}){1,6}?(?:il|elle|ils)\W{1,3}(?:me|m|nous|vous)"
        r"\W{0,3}(?:tue|plante|bute|crame|defonce|defigure|egorge|tuera|plantera|butera|tueront)\b"
        r"|\bje\W{1,3}(?:vous|te|t)\W{0,3}(?:tue|bute|plante|creve|egorge)\W{1,3}tous\W{1,3}les\W{1,"
        r"3}deux\b"
        r"|\barme\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:c\W{0,3}est\W{1,3}pour\W{1,3}moi|qu\W{0,3}il\W{"
        r"1,3}sait\W{1,3}quoi\W{1,3}en\W{1,3}faire)"
        r"|\bvenir\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?avec\W{1,3}(?:le|son|un|une|sa|ses)\W{1,3}(?:fusi"
        r"l|couteau|arme|flingue|pistolet|batte|machette|gars\W{1,3}du\W{1,3}quartier|potes)\b"
        r"|\b(?:photo|image)\W{1,3}(?:d\W{0,3}|de\W{1,3})(?:un|une|son|sa)\W{1,3}(?:couteau|arme|fu"
        r"sil|pistolet|balle|hache|machette)\b(?=[\s\S]{0,40}?(?:bientot|pour\W{1,3}(?:toi|moi)|ton"
        r"\W{1,3}tour|tu\W{1,3}sais))|\bgrave\w{0,2}\W{1,3}sur\W{1,3}ma\W{1,3}porte\b"
        r"|\brien\W{1,3}a\W{1,3}perdre\b[\s\S]{0,60}?m\W{0,3}emmener\W{1,3}avec\W{1,3}lui\b|\bva\W{1,3}"
        r"(?:bientot\W{1,3})?pleurer\b(?=[\s\S]{0,40}?(?:tu\W{1,3}sais\W{1,3}pourquoi))|\bta\W{1,3}"
        r"famille\W{1,3}va\W{1,3}(?:bientot\W{1,3})?pleurer"
        r"|\bdit\W{1,3}a\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?que\W{1,3}(?:maman|papa|sa\W{1,3}mere|son"
        r"\W{1,3}pere)\W{1,3}(?:va|allait)\W{1,3}(?:bientot\W{1,3})?mourir\b"
        r"|\b(?:connait|connaissait)\W{1,3}des\W{1,3}gens\W{1,3}qui\W{1,3}(?:pouvaient|peuvent|"
        r"pourraient)\W{1,3}me\b|\bviendrait\W{1,3}pendant\W{1,3}la\W{1,3}nuit\b"
        r"|\b(?:va|vont|allait)\W{1,3}s\W{0,3}occuper\W{1,3}d\W{0,3}eux\b|\bsait\W{1,3}quel\W{1,3}"
        r"(?:train|bus|chemin)\W{1,3}tu\W{1,3}prends\b|\bpour\W{1,3}que\W{1,3}(?:plus\W{1,3})?perso"
        r"nne\W{1,3}(?:ne\W{1,3})?me\W{1,3}regarde\b"
        r"|\b(?:il|elle)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:va|allait|vont)\W{1,3}(?:le|la|les)\W{1,3}"
        r"(?:fumer|tuer|buter|planter|noyer|bruler|tabasser|defoncer)\b(?!\W{1,3}(?:le|la|les|ce|"
        r"cette|un|une|du|des|de)\b)"
        r"|\b(?:mettre|mis|mettrait)\W{1,3}(?:la|le|ma|mon|sa)\W{1,3}(?:maison|voiture|appart)\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,3}?au\W{1,3}feu\b|\b(?:mettrait|mettra|va\W{1,3}mettre)\W{1,3}le\W{1,3}feu\W{1,3}a\W{1,3}(?:ma|mon"
        r"|la)\b",
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST + THREAT_JOKE,
        keys=(
            "tuer|tuerait|tuera|buter|planter|plante|poignarder|defigurer|egorger|bruler|cramer|"
            "crever|creverait|massacrer|fumer|etrangler|mal|disparaitre|payer|peau|ferait|lui|"
            "gens|frapper|tabasser|defoncer|attendrait|attendra|acide|tue|bute|crame|defonce|"
            "defigure|egorge|plantera|butera|tueront|creve|deux|moi|faire|fusil|couteau|arme|"
            "flingue|pistolet|batte|machette|quartier|potes|bientot|toi|tour|sais|porte|pleurer|"
            "mourir|pouvaient|peuvent|pourraient|me|nuit|eux|prends|regarde|noyer|feu"
        ),
    ),
    rule(
        "child.fr_more",
        C.CHILD,
        r"\b" + CHILD + r"\b\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:a|avait|est\W{1,3}rentree?\W{1,3}ave"
        r"c|revient\W{1,3}avec|rentre\W{1,3}avec|avec)\W{1,3}(?:encore\W{1,3})?(?:des|une|un|la|le"
        r"|les)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:bleus?|traces?\W{1,3}de\W{1,3}(?:doigts|coups|cei"
        r"nture|main)|marques?\W{1,3}(?:de\W{1,3})?(?:main|morsures?|doigts|coups|ceinture|sur)|brul"
        r"ures?|bosse|levre\W{1,3}fendue|nez\W{1,3}casse|cote\W{1,3}cassee|oeil\W{1,3}(?:au\W{1,3}b"
        r"eurre\W{1,3}noir|ferme)|hematomes?|morsures?)\b"
        r"|\b" + CHILD + r"\b\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?a\W{1,3}ete\W{1,3}(?:frappee?|battue?|"
        r"giflee?|tabassee?|secouee?|brulee?|enfermee?)\b"
        r"|\b(?:dit|ecrit|menace|repete)\w{0,2}\W{1,3}a\W{1,3}(?:mon|ma|notre|nos|mes)\W{1,3}(?:\w{1,"
        r"12}\W{1,3}){0,3}?(?:que|qu|s)\W{0,3}(?:\w{1,12}\W{1,3}){0,8}?(?:tuer|tuerait|tuera|mourir"
        r"|frapper|dresser|reverras)\b"
        r"|\b(?:papa|son\W{1,3}pere|il)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?casse\W{1,3}tout\b(?=[\s\S]{0,"
        r"60}?(?:cachee?|sous\W{1,3}son\W{1,3}lit|chuchot|pleur))"
        r"|\bpapa\W{1,3}(?:m\W{0,3}a\W{1,3})?(?:etrangle|frappe|tape|battu|brule|enferme)\b|\bpapa"
        r"\W{1,3}recommence\b"
        r"|\b(?:mis|met|brule|brulait|ecrase|tient|plonge|tord|serre)\w{0,2}\W{1,3}(?:la\W{1,3}tete|"
        r"les\W{1,3}doigts|la\W{1,3}main|le\W{1,3}bras|le\W{1,3}visage)\W{1,3}(?:de|d)\W{0,3}(?:mon"
        r"|ma|notre|nos|le|la|du|son|sa)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?" + CHILD + r"\b"
        r"|\b(?:les|la|le|l)\W{0,3}(?:frappe|bat|prive|enferme|fait\W{1,3}dormir)\w{0,2}\W{1,3}(?:"
        r"\w{1,12}\W{1,3}){0,1}?(?:avec\W{1,3}(?:un|une|sa|son)|de\W{1,3}manger|dehors|dans\W{1,3}le"
        r"\W{1,3}noir)\b"
        r"|\b(?:donne|mis|colle|file|met)\w{0,2}\W{1,3}(?:une|des|un)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"(?:gifles?|claques?|baffes?|coups?)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:a|au|aux)\W{1,3}(?:"
        r"mon|ma|notre|nos|mes|la|le|l|petit|petite|bebe)"
        r"|\bvient\W{1,3}dans\W{1,3}(?:ma|sa)\W{1,3}chambre\W{1,3}la\W{1,3}nuit|\brentre\W{1,3}dans"
        r"\W{1,3}la\W{1,3}salle\W{1,3}de\W{1,3}bain\W{1,3}quand\W{1,3}(?:elle|il)\W{1,3}se\W{1,3}l"
        r"ave"
        r"|\b(?:prof|beau\W{0,3}pere|oncle|entraineur|coach|cousin)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        r"(?:le|la|me|les)\W{1,3}touche\b(?!\W{1,3}(?:pas|plus|jamais|beaucoup|vraiment))"
        r"|\b(?:fugue|enfui|sauve)\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:son\W{1,3}pere|sa\W{1,3}"
        r"mere|chez\W{1,3}(?:son|sa)|beau\W{0,3}pere)"
        r"|\b(?:fait\W{1,3}prendre|donne|met)\w{0,2}\W{1,3}(?:des\W{1,3})?(?:cachets|somniferes|med"
        r"ocs|trucs|alcool)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:pour\W{1,3}(?:qu\W{0,3}(?:il|elle)|que"
        r"\W{1,3}le\W{1,3}bebe)\W{1,3}dorme|dans\W{1,3}le\W{1,3}biberon)"
        r"|\b(?:la|le|les)\W{1,3}reverr\w{1,4}\W{1,3}(?:pas|plus|jamais)\b"
        r"|\b(?:partir|aller|emmener|retourner|partira)\W{1,3}(?:au|en|a)\W{1,3}\w{3,12}\W{1,3}avec"
        r"\W{1,3}(?:les|le|la|mes|mon|ma|nos)\W{1,3}" + CHILD + r"\b"
        r"|\b(?:pris|emmene|embarque)\w{0,2}\W{1,3}(?:mon|ma|notre|nos|mes|le|la|les|l)\W{0,3}(?:\w{"
        r"1,12}\W{1,3}){0,1}?" + CHILD + r"\b[\s\S]{0,80}?(?:plus\W{1,3}(?:la|le|les)\W{1,3}voir|"
        r"village|sait\W{1,3}pas\W{1,3}ou|en\W{1,3}pleurs|depuis\W{1,3}(?:\w{1,12}\W{1,3})?jours|"
        r"de\W{1,3}force|avec\W{1,3}lui\W{1,3}pour)"
        r"|\b(?:l|la|le)\W{0,3}emmene\w{0,2}\W{1,3}et\W{1,3}on\W{1,3}sait\W{1,3}pas\W{1,3}ou"
        r"|\b(?:les|la|le)\W{1,3}emmener\W{1,3}avec\W{1,3}lui\b|\bpartiront\W{1,3}avec\W{1,3}lui\b"
        r"|\b" + CHILD + r"\b\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:est|reste)\W{1,3}seule?\W{1,3}(?:a|"
        r"dans)\W{1,3}(?:l\W{0,3}appart|la\W{1,3}maison)|\blaisse\w{0,2}\W{1,3}(?:\w{1,12}\W{1,3}){0"
        r",2}?" + CHILD + r"\b\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?seule?\W{1,3}(?:\w{1,12}\W{1,3})"
        r"{0,2}?"
        r"(?:quand|pendant)\W{1,3}(?:il|elle)\W{1,3}va"
        r"|\b(?:pleure|crie|hurle)\W{1,3}(?:et\W{1,3}crie\W{1,3})?tous\W{1,3}les\W{1,3}soirs\b"
        r"|\bentendent\W{1,3}les\W{1,3}petits\W{1,3}crier\b|\bdort\W{1,3}dans\W{1,3}le\W{1,3}meme"
        r"\W{1,3}lit\W{1,3}que\W{1,3}ma\W{1,3}fille|\bdormir\W{1,3}(?:notre|ma|sa)\W{1,3}fille\W{1,"
        r"3}dans\W{1,3}la\W{1,3}meme\W{1,3}chambre|\b(?:sort|couche)\W{1,3}avec\W{1,3}un\W{1,3}"
        r"(?:gars|homme|mec)\W{1,3}de\W{1,3}[2-5]\d\b"
        r"|\b(?:la|le)\W{1,3}dresser\b|\bnoye\w{0,2}\W{1,3}le\W{1,3}chien\W{1,3}devant\W{1,3}les\W{1"
        r",3}enfants|\b(?:couteau|lame)\W{1,3}sous\W{1,3}la\W{1,3}gorge\W{1,3}de\W{1,3}(?:notre|mon|"
        r"ma)\b|\bva\W{1,3}les\W{1,3}punir\b|\bporter\W{1,3}des\W{1,3}trucs\W{1,3}lourds\b[\s\S]{0,"
        r"40}?effondre|\bsans\W{1,3}casque\W{1,3}a\W{1,3}1[0-9]0\b",
        negatable=False,
        spellings=SPELLINGS,
        needs=CHILD_NEEDS + r"|\bbebe\b|\bpetits?\b|\benfants?\b|\bfils\b|\bfille\b|\bado\b",
        veto=PAST + r"|\b(?:tombe\w{0,2}\W{1,3}du\W{1,3}velo|au\W{1,3}foot|au\W{1,3}judo|la\W{1,"
        r"3}recre|vaccins?|la\W{1,3}varicelle|moustiques?|en\W{1,3}jouant\W{1,3}au)\b",
        keys=(
            "bleu|bleus|traces|marque|marques|brulure|brulures|bosse|fendue|casse|cassee|oeil|"
            "hematome|hematomes|morsure|morsures|frappe|frappee|battu|battue|gifle|giflee|"
            "tabasse|tabassee|secoue|secouee|brule|brulee|enferme|enfermee|tuer|tuerait|tuera|"
            "mourir|frapper|dresser|reverras|tout|etrangle|tape|recommence|enfant|fils|fille|"
            "petit|bebe|gamin|garcon|ado|puce|niece|neveu|gosse|jumeaux|nourrisson|pitit|piti|"
            "avec|manger|dehors|noir|gifle|gifles|claque|claques|baffe|baffes|coup|coups|petite|"
            "nuit|lave|touche|pere|mere|chez|biberon|dorme|reverr|voir|village|ou|pleurs|jours|"
            "force|lui|appart|maison|va|soirs|crier|fille|chambre|chien|gorge|punir|effondre|"
            "casque|gars|homme|mec"
        ),
    ),
    rule(
        "means.fr_edge",
        C.MEANS,
        r"\b(?:suis|sui|chui|chu|jsuis|jsui|assise?|debout|montee?|penchee?|perchee?|marche|"
        r"j\W{0,3}attends|attends)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:sur|au\W{1,3}bord|en\W{1,3}ha"
        r"ut|au\W{1,3}dessus|au\W{1,3}bout|vers|le\W{1,3}long|tout\W{1,3}au\W{1,3}bord|a|au|dans)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:" + PLACE + r"|nationale|autoroute|fleuve|riviere|lac|"
        r"ponton|port|mer|rochers|citadelle|parking|etage|cathedrale|chute|saut|precipice|vide|"
        r"meuse|seine|rhone|loire|garonne|falaise|hotel|fenetre)\b"
        r"|\b(?:passe|enjambe)\w{0,2}\W{1,3}la\W{1,3}(?:rambarde|barriere|balustrade)\b"
        r"|\b(?:fenetre|baie)\W{1,3}(?:est\W{1,3})?(?:grande\W{1,3})?ouverte\b[\s\S]{0,60}?(?:\d{1,"
        r"2}e\W{1,3}etage|bord|pieds\W{1,3}dehors|en\W{1,3}grand)|\b\d{1,2}e\W{1,3}etage\b[\s\S]{0,"
        r"60}?fenetre\W{1,3}s\W{0,3}ouvre"
        r"|\b(?:noue|accroche|attache)\w{0,2}\W{1,3}(?:le|la|un|une|mon|ma)\W{1,3}(?:drap|ceinture|"
        r"cable|echarpe|corde|rallonge)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:autour|au|a\W{1,3}la|a"
        r"\W{1,3}une)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:radiateur|poutre|crochet|barre|porte|rampe)"
        r"|\b(?:tuyau|echappement)\b[\s\S]{0,60}?\b(?:branche|voiture|dans\W{1,3}l\W{0,3}habitacle|"
        r"char)\b|\bbranche\w{0,2}\W{1,3}le\W{1,3}tuyau\b"
        r"|\b(?:charbon\W{1,3}de\W{1,3}bois|brasero)\b[\s\S]{0,80}?(?:vitres\W{1,3}fermees|aeratio"
        r"ns|dedans|voiture|salle\W{1,3}de\W{1,3}bain)"
        r"|\bporte\W{1,3}du\W{1,3}garage\W{1,3}(?:est\W{1,3})?fermee\b[\s\S]{0,80}?tourne"
        r"|\b(?:fusil|pistolet|flingue|revolver|arme)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:sur\W{1,3}mes"
        r"\W{1,3}genoux|dans\W{1,3}la\W{1,3}main|je\W{1,3}l\W{0,3}ai\W{1,3}(?:pris|dans))|\b(?:ou"
        r"|l\W{0,3}armoire\W{1,3}ou)\W{1,3}il\W{1,3}rangeait\W{1,3}son\W{1,3}(?:pistolet|fusil|arme)"
        r"|\bcouteau\W{1,3}contre\W{1,3}mon\W{1,3}(?:poignet|cou|ventre|bras)"
        r"|\b(?:lames?|plaquettes|seringues|insulines|cachets|medocs)\b[\s\S]{0,60}?(?:alignees|eta"
        r"lees|comptees|preparees|prets|pretes)\b|\bj\W{0,3}ai\W{1,3}tout\W{1,3}prepare\b[\s\S]{0,6"
        r"0}?(?:porte\W{1,3}est\W{1,3}fermee|salle\W{1,3}de\W{1,3}bain)"
        r"|\b(?:produit|poison)\W{1,3}pour\W{1,3}les\W{1,3}rats\b|\bbouteille\W{1,3}est\W{1,3}ouvert"
        r"e\W{1,3}devant\W{1,3}moi",
        negatable=False,
        spellings=SPELLINGS,
        needs=acc(
            r"\b(?:personne|la\W{1,3}nuit|de\W{1,3}nuit|tire|j\W{0,3}attends|attends|sauter|vide|en"
            r"\W{1,3}bas|bouge\W{1,3}pas|chaussures|rambarde|dernier|adieu|bord|maree|noire|basse|"
            r"regarde|depuis\W{1,3}\d|minutes|camion|a\W{1,3}pied|bas\W{1,3}cote|en\W{1,3}noir|"
            r"bouteille|etage|fenetre|genoux|main|pris|poignet|cou|compte|prepare|branche|"
            r"tourne|fermee?s?|aerations|teste|dedans|prets?|pretes?|alignees|etalees|devant|"
            r"radiateur|poutre|crochet|voiture|ouverte|chute|vers|charge)\b"
        ),
        veto=PAST + r"|\b(?:boulot|taf|bureau|bouchon|vacances|balade|promenade|photos?|selfie|vue|"
        r"touristes?|travaux|film|coucher\W{1,3}de\W{1,3}soleil|pique\W{0,3}nique|apero|soiree|bronze\w{0,2}|"
        r"peche|chasse|ouvre\W{1,3}dimanche|jardin|arrosage|aspirateur|plage|baignade|surf|kayak|"
        r"velo|course|footing|jogging|rando\w{0,6}|visite|musee|marche\W{1,3}de\W{1,3}noel|resto|"
        r"restaurant|concert|festival|diabete|diabetique|pharmacie\W{1,3}de\W{1,3}garde)\b",
        keys=(
            "pont|toit|rails|voie|voies|falaise|rebord|rambarde|parapet|viaduc|corniche|passerelle|"
            "grue|jetee|muret|chateau|rempart|ravine|balcon|etage|tour|quai|niveau|pon|nationale|"
            "autoroute|fleuve|riviere|lac|ponton|port|mer|rochers|citadelle|parking|cathedrale|"
            "chute|saut|precipice|vide|meuse|seine|rhone|loire|garonne|hotel|fenetre|barriere|"
            "balustrade|ouverte|ouvre|radiateur|poutre|crochet|barre|porte|rampe|tuyau|"
            "echappement|branche|charbon|brasero|tourne|genoux|main|pris|dans|pistolet|fusil|"
            "arme|poignet|cou|ventre|bras|alignees|etalees|comptees|preparees|prets|pretes|"
            "prepare|rats|moi"
        ),
    ),
    rule(
        "suicide.fr_final",
        C.SUICIDE,
        r"^(?=[\s\S]{0,400}?" + _FINAL + r")[\s\S]{0,400}?" + _PARTING,
        gentle=True,
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:boulot|taf|taff|stage|travail|collegues?|job|contrat|demission|vacances|"
            r"demenag\w{0,4}|retraite|saison|serie|episode|match|cours|classe|ecole|fac|examens?|"
            r"partiels?|appart|bail|abonnement|formation|mission|chantier|colonie|voyage|week\W{0,3}"
            r"end|anniv\w{0,6}|mariage|fete|soiree|concert|mdr|lol|ptdr|haha\w{0,4}|relation|couple"
            r"|histoire\W{1,3}avec|entre\W{1,3}nous|avec\W{1,3}(?:lui|elle|toi|mon\W{1,3}ex))\b"
        ),
        keys=(
            "bon|toujours|definitivement|derniere|dernier|decide|prevu|pret|prete|regle|fin|"
            "fini|longtemps|serai|demain|reveiller"
        ),
    ),
    rule(
        "emergency.fr_now",
        C.EMERGENCY,
        r"^(?=[\s\S]{0,300}?(?:" + _HERE_NOW + r"))[\s\S]{0,300}?" + _HELP_NOW,
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:livreur|facteur|plombier|colis|pizza|film|serie|jeu|reve|cauchemar\w{0,2}|"
            r"chat|chaton|chien|chiot|araignee|souris|guepe|frelon|anniv\w{0,6}|surprise|mdr|lol|"
            r"ptdr|examen|exam|oral|entretien|match|bebe\W{1,3}arrive|accouch\w{1,6})\b"
        ),
        keys=(
            "secours|aide|aidez|aider|police|17|flics|cachee|cache|planque|planquee|enferme|"
            "enfermee|barricade|barricadee|tremble|tuer|couteau|arme|flingue|batte|fusil|bu|"
            "faire|terrifie|terrifiee|terrorise|terrorisee|panique|ose|vite"
        ),
    ),
    rule(
        "self_harm.fr_relapse",
        C.SELF_HARM,
        r"^(?=[\s\S]{0,300}?\b(?:craque|rechute|replonge|recommence|refait|rechuter|craquer)\w{0,2}\b)"
        r"[\s\S]{0,300}?\b(?:lames?|scarif\w{0,4}|rasoir|coupures?|cutter|me\W{1,3}couper|entailles?"
        r"|me\W{1,3}scarifier|me\W{1,3}bruler)\b|\bscarifs?\b",
        gentle=True,
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(r"|\b(?:barbe|rasage|jambes\W{1,3}(?:a\W{1,3})?raser|cuisine|oignons|papier)\b"),
        keys="craque|rechute|replonge|recommence|refait|rechuter|craquer|scarif",
    ),
    rule(
        "child.fr_marks",
        C.CHILD,
        r"^(?=[\s\S]{0,300}?\b"
        + CHILD
        + r"\b)(?=[\s\S]{0,300}?\b(?:son\W{1,3}(?:pere|beau\W{0,3}pe"
        r"re)|sa\W{1,3}(?:mere|belle\W{0,3}mere)|papa|chez\W{1,3}(?:lui|elle|son|sa)|mon\W{1,3}ex|le"
        r"\W{1,3}copain\W{1,3}de|la\W{1,3}copine\W{1,3}de|il\W{1,3}ment|elle\W{1,3}ment|a\W{1,3}peur"
        r"|retour)\b)[\s\S]{0,300}?\b(?:bleus|hematomes?|traces\W{1,3}de\W{1,3}(?:doigts|coups|cein"
        r"ture|main|strangulation)|marques?\W{1,3}de\W{1,3}(?:doigts|coups|ceinture|main|morsure|"
        r"strangulation)|brulures?\W{1,3}de\W{1,3}cigarette|(?:levre|arcade)\W{1,3}fendue|nez\W{1,3}"
        r"casse|cotes?\W{1,3}cassees?|oeil\W{1,3}au\W{1,3}beurre\W{1,3}noir)\b",
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:foot|rugby|judo|karate|boxe|velo|trottinette|recre|en\W{1,3}jouant|vaccins?|"
            r"moustiques?|varicelle|chute\W{1,3}de|tombe\w{0,2}\W{1,3}(?:du|de\W{1,3}la|dans\W{1,3}"
            r"l)\W{0,3}(?:velo|toboggan|balancoire|escalier|trampoline)|ecole\W{1,3}a\W{1,3}appele)\b"
        ),
        keys=(
            "bleus|hematome|hematomes|traces|marque|marques|brulure|brulures|fendue|casse|cote|"
            "cotes|oeil"
        ),
    ),
    rule(
        "stalking.fr_watch",
        C.STALKING,
        r"\b(?:il|elle|y|ex)\W{1,3}(?:\w{1,12}\W{1,3}){0,1}?(?:m\W{0,3}|me\W{1,3}|nous\W{1,3})(?:espio"
        r"nne|guette|epie|observe|surveille|traque|piste|file)\w{0,3}\b(?!\W{1,3}(?:pas|plus|jamais)\b)"
        r"|\b(?:je\W{1,3}suis|jsuis|chui)\W{1,3}(?:espionnee?|guettee?|epiee?|surveillee?|traquee?|fi"
        r"lee?|pistee?)\b(?!\W{1,3}(?:par\W{1,3}(?:un|une|le|la|mon|ma)\W{1,3}(?:psy|medecin|docteur|"
        r"infirm\w{1,4}|assistante|educ\w{0,6}|therapeute|banque|prof)))",
        gentle=True,
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:chat|chien|chaton|chiot|bebe|prof|patron|chef|boss|these|lol|mdr|ptdr|"
            r"pub)\b"
        ),
        keys=(
            "espionne|guette|epie|observe|surveille|traque|piste|file|espionnee|guettee|epiee|"
            "surveillee|traquee|filee|pistee"
        ),
    ),
    rule(
        "suicide.fr_other_pressure",
        C.SUICIDE,
        r"^(?=[\s\S]{0,300}?\b(?:il|elle|ex|y|a)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:dit|ecrit|menace|m"
        r"enac\w{1,4}|parle|envoie|texte|laisse|veut|va|allait|a\W{1,3}(?:fait|tente|essaye))\b)(?=[\s\S"
        r"]{0,300}?" + _OTHER_SUICIDE + r")[\s\S]{0,300}?" + _OTHER_PRESSURE,
        negatable=False,
        spellings=SPELLINGS,
        veto=PAST
        + acc(
            r"|\b(?:film|serie|episode|livre|roman|chanson|article|reportage|jeu|mdr|lol|ptdr|"
            r"haha\w{0,4}|chantage\W{1,3}affectif\W{1,3}(?:classique|habituel))\b"
        ),
        keys="tuer|suicider|suicide|finir|jours|air|pendre|jeter|balle|dessus|veines|tentative|vivre",
    ),
)
