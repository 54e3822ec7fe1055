"""A child in danger: injuries, what a child says, harm, taking or keeping a child."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule
from bot.safety.vocab import KID, KID_KEYS, KIDP, NOT_POSSESSIVE, PASSIVE_EXCUSE, gap

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "child.injury",
        C.CHILD,
        rf"\b{KIDP}\W{{1,6}}{gap(10)}(?:bruis\w{{0,3}}|black\W{{1,6}}eye|marks\W{{1,6}}on\W{{1,6}}"
        rf"(?:her|his|their)|burns?\W{{1,6}}on\W{{1,6}}(?:her|his)|welts?|cuts\W{{1,6}}on|"
        rf"a\W{{1,6}}split\W{{1,6}}lip|hand\W{{0,3}}prints?|cigarette\W{{1,6}}burns?|burn\W{{1,6}}"
        rf"marks?|burn\W{{1,6}}mark|a\W{{1,6}}burn)\b|\b(?:bruises|bruise|marks|welts|"
        rf"burns|black\W{{1,6}}eye)\W{{1,6}}{gap(3)}{KIDP}\b",
        keys=KID_KEYS,
    ),
    rule(
        "child.says_hurt",
        C.CHILD,
        rf"\b(?:{KIDP}|she|he)\W{{1,6}}{gap(6)}(?:says|said|told|keeps\W{{1,6}}saying|"
        rf"mentioned|cried\W{{1,6}}that)\W{{1,6}}{gap(5)}(?:hurts|hurt|hits|hit|smacks|smacked|"
        rf"slaps|slapped|kicks|kicked|punches|punched|spanks|spanked|touches|touched|beats|beat|"
        rf"chokes|choked|pushes|pushed|shoves|shoved|locks|locked|burns|burned|shakes|shook|"
        rf"grabs|grabbed|scares|bites|bit|throws|threw)\W{{1,6}}(?:her|him|them|me|us)\b",
        needs=rf"\b{KID}\b|\b(?:daddy|mommy|mummy)\b",
        keys=KID_KEYS + "|daddy|mommy|mummy",
    ),
    rule(
        "child.harmed",
        C.CHILD,
        rf"\b(?:hit|hits|hitting|smack\w{{0,3}}|slap\w{{0,4}}|punch\w{{0,3}}|kick\w{{0,3}}|shook|"
        rf"shakes|shaking|shake|beat|beats|beating|hurt|hurts|hurting|chok\w{{0,3}}|strangl"
        rf"\w{{0,3}}|threw|throws|grabb?\w{{0,3}}|shov\w{{0,3}}|spank\w{{0,3}}|touch(?:ed|es|ing)|"
        rf"yank(?:ed|s|ing)?|pulled|pulls|dragged|drags|pushed|pushes|pinched|slammed|"
        rf"molest\w{{0,4}}|abus(?:ed|es|ing)|burn(?:ed|t|s)|starv\w{{0,4}}|bit|bites)\W{{1,6}}"
        rf"{KIDP}\b{NOT_POSSESSIVE}(?!\W{{1,6}}(?:up|feelings|emotionally))|\b{KIDP}\W{{1,6}}"
        rf"{gap(2)}(?:was|got|is\W{{1,6}}being|has\W{{1,6}}been|been|gets)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:hit|"
        rf"smacked|slapped|punched|kicked|hurt|beaten|abused|touched|molested|shaken|locked"
        rf"\W{{1,6}}(?:in|out)|choked|burned|burnt)\b{PASSIVE_EXCUSE}|\bthrew\W{{1,6}}{gap(2)}at\W{{1,6}}"
        rf"{KIDP}|\block(?:ed|s|ing)\W{{1,6}}{KIDP}\W{{1,6}}(?:in|out|inside)\b|\b{KIDP}\W{{1,6}}"
        rf"{gap(2)}(?:locked|shut|trapped)\W{{1,6}}(?:in|inside|out)\b",
        neg_inside=True,
        keys=KID_KEYS,
    ),
    rule(
        "child.taken",
        C.CHILD,
        rf"\b(?:kidnapped|abducted|snatched)\W{{1,6}}{KIDP}|\b(?:hasn'?t|has\W{{1,6}}not|won'?t|wont|"
        rf"refuses?\W{{1,6}}to|refused\W{{1,6}}to|didn'?t|never)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:returned|return|brought\W{{1,6}}back|bring\W{{1,6}}back|given\W{{1,6}}back|give"
        rf"\W{{1,6}}back)\W{{1,6}}{KIDP}|"
        rf"\b(?:took|taken|takes|kept|keeps|keeping|kidnapped|snatched|abducted|ran\W{{1,6}}off"
        rf"\W{{1,6}}with|disappeared\W{{1,6}}with|left\W{{1,6}}with|has|still\W{{1,6}}has)"
        rf"\W{{1,6}}{KIDP}\b\W{{1,6}}{gap(8)}(?:won'?t|wont|will\W{{1,6}}not|refus\w{{0,3}}|"
        rf"without\W{{1,6}}"
        rf"(?:asking|telling|permission|my)|isn'?t|is\W{{1,6}}not|hasn'?t|has\W{{1,6}}not|never|"
        rf"didn'?t|not\W{{1,6}}(?:answering|picking|bringing|returning|letting)|abroad|out"
        rf"\W{{1,6}}of\W{{1,6}}(?:the\W{{1,6}})?(?:country|state)|disappeared|vanished|blocked|"
        rf"ran\W{{1,6}}off|left\W{{1,6}}the\W{{1,6}}country|no\W{{1,6}}idea\W{{1,6}}where|turned"
        rf"\W{{1,6}}off|switched\W{{1,6}}off|unreachable|gone\W{{1,6}}(?:dark|quiet))|"
        rf"\b(?:won'?t|wont|refuses?\W{{1,6}}to|refused\W{{1,6}}to|refusing\W{{1,6}}to|isn'?t\W{{1,6}}(?:going"
        rf"\W{{1,6}}to|gonna)|not\W{{1,6}}(?:going\W{{1,6}}to|gonna)|didn'?t|hasn'?t|never|"
        rf"wouldn'?t)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:brought|given|sent|handed|dropped|return|give|"
        rf"bring|send|hand|drop)"
        rf"(?:ing|ed|s)?\W{{1,6}}(?:{KIDP}|them|her|him)\W{{1,6}}(?:back|home)\b|\b(?:(?:you'?ll|youll|"
        rf"u'?ll|ull|i'?ll|ill|i\W{{1,3}}will|you\W{{1,3}}will)\W{{1,6}}never|you\W{{1,3}}(?:won'?t|"
        rf"wont)\W{{1,6}}ever)\W{{1,6}}(?:find|see)\W{{1,6}}(?:them|her|him|{KIDP})\b",
        negatable=False,
        needs=rf"\b{KID}\b",
        keys=KID_KEYS,
    ),
    rule(
        "child.unsafe",
        C.CHILD,
        rf"\b{KIDP}\W{{1,6}}{gap(4)}(?:unsafe|not\W{{1,6}}safe|(?:aren'?t|arent|isn'?t|isnt|are\W{{1,6}}"
        rf"not|is\W{{1,6}}not|won'?t\W{{1,6}}be|wont\W{{1,6}}be)\W{{1,6}}safe|in\W{{1,6}}danger|"
        rf"at\W{{1,6}}risk"
        rf"|(?:scared|afraid|terrified|frightened)\W{{1,6}}(?:of\W{{1,6}}(?:him|her|his|their"
        rf"\W{{1,6}}(?:dad|father|mum|mom|mother)|daddy|dad|mummy|mommy)|to\W{{1,6}}(?:go|be"
        rf"\W{{1,6}}alone|stay|sleep\W{{1,6}}over)))|\b(?:drunk|high|wasted|drinking|off\W{{1,6}}"
        rf"his\W{{1,6}}face)\W{{1,6}}{gap(3)}(?:with|around|in\W{{1,6}}front\W{{1,6}}of|looking"
        rf"\W{{1,6}}after|watching|minding|in\W{{1,6}}charge\W{{1,6}}of)\W{{1,6}}{KIDP}|\b{KIDP}"
        rf"\W{{1,6}}{gap(3)}(?:with|at)\W{{1,6}}(?:him|her|his\W{{1,6}}\w{{1,12}})\W{{1,6}}{gap(3)}"
        rf"(?:drunk|high|wasted|off\W{{1,6}}his\W{{1,6}}face|using|drinking)\b|\b(?:drove|driving|drives|"
        rf"drive)\W{{1,6}}{KIDP}\W{{1,6}}{gap(3)}(?:drunk|high|wasted|after\W{{1,6}}drinking)\b|"
        rf"\b(?:drove|driving|drives|drive)\W{{1,6}}(?:drunk|high)\W{{1,6}}with\W{{1,6}}"
        rf"{KIDP}|\bleft\W{{1,6}}{KIDP}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?alone\b|\b(?:touches|"
        rf"touched|touching)\W{{1,6}}(?:her|him|them)\W{{1,6}}{gap(3)}(?:private|privates|"
        rf"inappropriately|down\W{{1,6}}there|weird|wrong)",
        negatable=False,
        needs=rf"\b{KID}\b",
        keys=KID_KEYS,
    ),
    # Round 3: a child taken and the phone off; an adult coming into a child's room at night.
    rule(
        "child.gone_with",
        C.CHILD,
        rf"\b(?:he'?s|hes|he\W{{1,3}}has|he|she'?s|shes|my\W{{1,3}}ex)\W{{1,6}}(?:taken|took|"
        rf"grabbed|snatched|run\W{{1,6}}off\W{{1,6}}with|ran\W{{1,6}}off\W{{1,6}}with|gone\W{{1,6}}"
        rf"with|kept)\W{{1,6}}{KIDP}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,3}}?(?:turned\W{{1,6}}"
        rf"(?:his|her|their)\W{{1,6}}phone\W{{1,6}}off|phone\W{{1,6}}(?:is\W{{1,6}})?off|"
        rf"(?:isn'?t|isnt|not|won'?t|wont)\W{{1,6}}(?:answering|picking\W{{1,6}}up|answer)|"
        rf"disappeared|no\W{{1,6}}idea\W{{1,6}}where|(?:don'?t|dont)\W{{1,6}}know\W{{1,6}}where)|"
        rf"\b(?:he|his\W{{1,6}}\w{{1,12}}|step\W{{0,3}}dad|stepfather|uncle|dad|father|grandad|"
        rf"boyfriend|bf|man|brother|cousin)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:comes?|came|coming|"
        rf"goes|went|sneaks?|snuck|creeps?|crept)\W{{1,6}}into\W{{1,6}}"
        rf"(?:her|his|their|my\W{{1,6}}(?:daughters?|sons?|kids?))\W{{1,6}}(?:bed)?room\W{{1,6}}"
        rf"(?:at\W{{1,6}}night|when|while|after)\b",
        keys="taken|took|grabbed|snatched|run|ran|gone|kept|comes|came|coming|goes|went"
        "|sneak|snuck|creep|crept",
        needs=rf"\b(?:{KID}|stepdad|stepfather|uncle|he|his|him)\b",
    ),
    # Round 4: hands put on a child, a child left in a car, a man in her room at night.
    rule(
        "child.endangered",
        C.CHILD,
        rf"\b(?:put|puts|putting|laid|lays|laying)\W{{1,6}}(?:his|her|their)\W{{1,6}}hands\W{{1,6}}"
        rf"on\W{{1,6}}{KIDP}\b{NOT_POSSESSIVE}|\bleft\W{{1,6}}{KIDP}\W{{1,6}}(?:alone\W{{1,6}})?in"
        rf"\W{{1,6}}(?:the|a|his|her)\W{{1,6}}(?:hot\W{{1,6}})?car\b|\b(?:he|step\W{{0,3}}dad|"
        rf"stepfather|uncle|his\W{{1,6}}\w{{1,12}})\W{{1,6}}(?:comes?|came|coming|goes|went|sneaks?|"
        rf"snuck|creeps?|crept)\W{{1,6}}in\W{{1,6}}(?:her|his|their)\W{{1,6}}(?:bed)?room\W{{1,6}}"
        rf"(?:at\W{{1,6}}night|when|while|after\W{{1,6}}(?:dark|bedtime|lights))\b",
        neg_inside=True,
        needs=rf"\b{KID}\b",
        keys="put|laid|lays|laying|left|comes|came|coming|goes|went|sneak|snuck|creep|crept",
    ),
    # Round 5: coming to snatch a child.
    rule(
        "child.snatch",
        C.CHILD,
        rf"\b(?:coming|going|gonna|planning|plans|trying|tries|threaten\w{{0,3}}|wants?|about)"
        rf"\W{{1,6}}(?:to\W{{1,6}})?(?:snatch|kidnap|abduct)\W{{1,6}}(?:her|him|them|{KIDP})\b",
        keys="snatch|kidnap|abduct",
    ),
)

# Beyond English: explicit suicide, a threat to kill, "I'm in danger". Matched on the plain and
# accent-stripped forms, so "não"/"nao" and "möchte"/"mochte" both work.
