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

# Round 6: what a child reports an adult did, injuries after contact, a drunk driver with the
# children, children taken with a goodbye, neglect and sexual abuse.
_ADULT = (
    r"(?:daddy|dad|father|papa|stepdad|step\W?dad|stepfather|mummy|mommy|mum|mom|mother|he|"
    r"she|him|(?:his|her|their|my|the|our)\W{1,3}(?:dad|father|mum|mom|mother|stepdad|"
    r"stepfather|ex|uncle|grandad|grandpa)|dad'?s\W{1,3}(?:gf|girlfriend|mate|friend|"
    r"brother)|mum'?s\W{1,3}(?:bf|boyfriend|mate|friend)|mom'?s\W{1,3}(?:bf|boyfriend|"
    r"friend)|my\W{1,3}ex|(?:her|his|their)\W{1,3}(?:mum|mom)'?s\W{1,3}(?:bf|boyfriend))"
)
_CHILD_HARM = (
    r"(?:put|puts|putting|held|holds|holding|pressed|presses)\W{1,6}(?:his|her|a)\W{1,6}"
    r"(?:hand|hands|pillow|tape|knee|foot|fist)\W{1,6}(?:over|on|across|against)|put\w{0,4}"
    r"\W{1,6}(?:tape|a\W{1,6}pillow|a\W{1,6}bag)\W{1,6}(?:over|on)|squeez\w{0,4}|twist\w{0,4}|"
    r"pinch\w{0,4}|strangl\w{0,4}|chok\w{0,4}|tie[sd]?|tying|shook|shakes|shaking|slamm?\w{0,4}|"
    r"throws|threw|throwing|burn\w{0,4}|bit|bites|biting|smack\w{0,4}|hits|hitting|hit|kick\w{0,4}|"
    r"spank\w{0,4}|belt(?:s|ed|ing)?|whip\w{0,4}|starv\w{0,4}|drown\w{0,4}|push\w{0,4}|"
    r"dragg?\w{0,4}|grabb?\w{0,4}|punch\w{0,4}|slap\w{0,4}|hurt|hurts|hurting|beat|beats|"
    r"beating|cane[sd]?|caning|lick(?:s|ed)?\W{1,3}(?:him|her|them)\W{1,3}wid|headlock|"
    r"(?:held|holds|holding)\W{1,6}(?:his|her|their)\W{1,6}(?:head|face)|(?:held|holds|"
    r"holding|pinned|pins)\W{1,6}(?:him|her|them)\W{1,6}(?:up|down|under|against)|"
    r"makes?|made|making|feeds?|fed|gave|gives|showed|shows|sneak\w{0,3}|snuck|comes?|came|"
    r"walks?\W{1,6}in\W{1,6}on|sleeps?\W{1,6}in"
)
_CHILD_OBJ = (
    r"(?:him|her|them|his|their|me|us|(?:my|our|the)\W{1,3}(?:\w{1,12}\W{1,3})?" + KID + r")"
)
_CHILD_WHAT = (
    r"(?:mouth|neck|throat|face|head|arm|arms|ear|ears|wrist|wrists|hand|hands|bottom|room|"
    r"bed|lap|under\W{1,3}(?:the\W{1,3})?water|breathe|bleed|bled|bleeding|"
    r"passed\W{1,3}out|hurt|hurts|bruises?|marks|punishment|secrets?|alcohol|vodka|beer|wine|"
    r"pills|drugs|porn|naked|pictures|videos|sexual|touch|kneel|outside|crate|trunk|boot|"
    r"basement|cellar|cold|dark|sleep\W{1,3}outside|hold\W{1,3}heavy|stove|hot|iron|"
    r"cigarettes?|till|until|so\W{1,3}hard)"
)
_AFTER_CONTACT = (
    r"\b(?:from|at|after)\W{1,3}(?:(?:his|her|their|the)\W{1,3})?(?:dad|father|daddy|mum|"
    r"mom|mother|ex|stepdad|dads|dad'?s|father'?s|mum'?s|mom'?s|weekend|contact|visit|"
    r"visitation|being\W{1,3}with)\b|\b(?:he|she)\W{1,3}(?:says|said|claims)\W{1,3}(?:she|he)"
    r"\W{1,3}fell\b|\bno\W{1,3}explanation\b|\bstory\W{1,3}keeps\W{1,3}changing\b|\bwon'?t"
    r"\W{1,3}say\W{1,3}what\W{1,3}happened\b|\b(?:my\W{1,3}ex|he|she)\W{1,3}had\W{1,3}(?:him|"
    r"her|them)\b|\bwith\W{1,3}him\b|\bat\W{1,3}his\b|\bhis\W{1,3}(?:place|house|flat)\b"
)
_INJURY = (
    r"(?:concussion|gash|stitches|swollen|swelling|scratch(?:es)?|bite\W{1,3}marks?|"
    r"fractur\w{0,3}|broken\W{1,3}(?:arm|wrist|finger|fingers|leg|rib|ribs|collarbone|nose|"
    r"toe)|bump\W{1,3}on\W{1,3}(?:his|her|their)\W{1,3}head|scar|cast|injur\w{0,4}|blood|"
    r"bleeding|cut\W{1,3}on\W{1,3}(?:his|her)|wound|skin\W{1,3}and\W{1,3}bones|losing"
    r"\W{1,3}weight|floppy|limp\w{0,3}|won'?t\W{1,3}move\W{1,3}(?:her|his)|burns?|bruis\w{0,3}|"
    r"marks|hurt|sore|black\W{1,3}eye)"
)

RULES = (
    *RULES,
    rule(
        "child.harm_reported",
        C.CHILD,
        rf"\b{_ADULT}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?(?:{_CHILD_HARM})\W{{1,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}}){{0,2}}?{_CHILD_OBJ}\b\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,6}}?{_CHILD_WHAT}\b|"
        rf"\b{_ADULT}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?(?:hits|hitting|hit|hurts|hurting|hurt|"
        rf"beat|beats|beating|strangled|choked|shook|burned|burnt|starves|starving|bit)\W{{1,6}}"
        rf"(?:him|her|them)\b(?!'?s\b)(?!\W{{1,6}}(?:up|back|off|out|with\W{{1,6}}(?:a\W{{1,6}})?"
        rf"(?:pillow|ball|snowball)))",
        needs=rf"\b(?:{KID}|pikin|pickney|pickneys|teenager|teen|grandchildren|nephew|niece)\b",
        veto=r"\b(?:tickl\w{0,4}|hugs?|hugg\w{0,4}|cuddl\w{0,4}|kiss\w{0,4}|pillow\W{1,3}fight|"
        r"play\W{1,3}fight\w{0,4}|bath\W{1,3}time|bedtime\W{1,3}story|homework|vegetables|"
        r"broccoli|dinner|lunch|breakfast|nap|chores|tidy|teeth|haircut|film|movie|tv|cartoon|"
        r"game\W{1,3}of|football|rugby|soccer|nerf|trampoline|swim\w{0,4}|doctor|dentist|"
        r"nurse|vaccin\w{0,6}|jab|injection|lol|lmao|haha\w{0,4})\b",
        neg_inside=True,
        keys=KID_KEYS + "|pikin|pickney|teen|grandchildren|nephew|niece",
    ),
    rule(
        "child.injured_after_contact",
        C.CHILD,
        rf"\b(?:{KIDP}|pikin|(?:he|she)\W{{1,3}}(?:came|comes|got)\W{{1,3}}back)\W{{1,6}}"
        rf"(?:\w{{1,16}}\W{{1,6}}){{0,10}}?{_INJURY}\b",
        needs=_AFTER_CONTACT,
        veto=r"\b(?:trampoline|netball|football|rugby|soccer|hockey|fell\W{1,3}off\W{1,3}(?:his|"
        r"her|the)\W{1,3}(?:bike|scooter|skateboard|swing|trampoline)|playground|school\W{1,3}"
        r"trip|sports?|pe|gymnastics|skateboard\w{0,3}|scooter|climbing|nursery\W{1,3}said|"
        r"teething|rash|eczema|chicken\W{1,3}pox|nappy\W{1,3}rash|mosquito|bug\W{1,3}bites?|"
        r"vaccin\w{0,6}|jab|tonsils|lol|haha\w{0,4}|proud)\b",
        keys=KID_KEYS + "|pikin|came back|comes back|got back",
    ),
    rule(
        "child.drunk_with_kids",
        C.CHILD,
        rf"\b(?:drove|drive|drives|driving|sped|speeding|picked\W{{1,6}}up|picked|picks|picking|took|taken|has|got|"
        rf"'?s\W{{1,6}}got|with|left|leaves|leaving|keeps|kept)\W{{1,6}}(?:off\W{{1,6}}|away"
        rf"\W{{1,6}})?(?:with\W{{1,6}})?{KIDP}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,10}}?(?:drunk|"
        rf"drinking|drinks|high|wasted|on\W{{1,6}}drugs|coke|no\W{{1,6}}car\W{{1,6}}seat|without"
        rf"\W{{1,6}}a\W{{1,6}}car\W{{1,6}}seat|on\W{{1,6}}his\W{{1,6}}lap|barely\W{{1,6}}stand|"
        rf"in\W{{1,6}}the\W{{1,6}}heat|sleeps\W{{1,6}}it\W{{1,6}}off|registered\W{{1,6}}(?:sex"
        rf"\W{{1,6}})?offender|dealer)\b|\b(?:drunk|drinking|high|wasted|been\W{{1,6}}drinking)"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,6}}?(?:and\W{{1,6}})?(?:has|'?s\W{{1,6}}got|got|with|"
        rf"picked\W{{1,6}}up|drove|driving|drives|took|taking)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?"
        rf"{KIDP}\b|\b{KIDP}\W{{1,6}}(?:are|is|were|was)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,3}}?"
        rf"(?:with|in\W{{1,6}}the\W{{1,6}}car\W{{1,6}}with)\W{{1,6}}(?:him|her|my\W{{1,3}}\w{{1,12}})"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,3}}?(?:drunk|drinking|wasted|high|driving\W{{1,6}}"
        rf"drunk|raging)\b",
        veto=r"\b(?:wine\W{1,3}(?:night|tasting|bar)|mocktail|juice|milkshake|slushie|lol|"
        r"haha\w{0,4}|years\W{1,3}ago|when\W{1,3}i\W{1,3}was\W{1,3}(?:little|a\W{1,3}kid))\b",
        keys=KID_KEYS,
    ),
    rule(
        "child.taken_goodbye",
        C.CHILD,
        rf"\b(?:took|taken|takes|has|got|have|with|picked\W{{1,6}}up|drove\W{{1,6}}off\W{{1,6}}with|"
        rf"left\W{{1,6}}with|holding|kept|keeping|photo\W{{1,6}}of|pic\W{{1,6}}of|picture\W{{1,6}}"
        rf"of)\W{{1,6}}{KIDP}\W{{1,6}}(?:\w{{1,16}}\W{{1,6}}){{0,12}}?(?:goodbye|say\W{{1,6}}bye|"
        rf"not\W{{1,6}}coming\W{{1,6}}back|not\W{{1,6}}bringing\W{{1,6}}(?:her|him|them)\W{{1,6}}"
        rf"back|no\W{{0,3}}one\W{{1,6}}will\W{{1,6}}(?:ever\W{{1,6}})?find|never\W{{1,6}}(?:see|find|"
        rf"hold)|last\W{{1,6}}night\W{{1,6}}(?:together|with)|their\W{{1,6}}last|(?:they'?re|theyre|"
        rf"they\W{{1,3}}are|she'?s|he'?s)\W{{1,6}}(?:all\W{{1,6}})?gone|(?:apartment|apt|flat|"
        rf"house|place)\W{{1,6}}(?:is\W{{1,6}})?empty|abroad|(?:mine|his|hers|ours)\W{{1,6}}now|"
        rf"hostage|won'?t\W{{1,6}}(?:say|tell\W{{1,6}}me)\W{{1,6}}where|not\W{{1,6}}answering|"
        rf"phone'?s\W{{1,6}}(?:off|dead)|number'?s\W{{1,6}}dead|ending\W{{1,6}}it|long\W{{1,6}}"
        rf"drive|without\W{{1,6}}(?:permission|asking)|somewhere\W{{1,6}}no\W{{0,3}}one)\b",
        veto=r"\b(?:lol|haha\w{0,4}|as\W{1,3}agreed|his\W{1,3}weekend\W{1,3}as\W{1,3}usual|"
        r"holiday\W{1,3}(?:we|i)\W{1,3}agreed)\b",
        keys=KID_KEYS,
    ),
    rule(
        "child.scared_of",
        C.CHILD,
        r"\b(?:scared|afraid|terrified|frightened|worried)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:will|"
        r"'?ll|is\W{1,6}going\W{1,6}to|gonna|might|would|'?d)\W{1,6}(?:kill|hurt|hit)\W{1,6}"
        r"(?:him|her|them|me|mummy|mommy|mum|mom|us)\b|\b(?:scared|afraid)\W{1,6}(?:he'?ll|she'?ll|"
        r"he\W{1,3}will|i'?ll|ill)\W{1,6}die\W{1,6}at\b|\b(?:come\W{1,6}get\W{1,6}me|help|pick"
        r"\W{1,6}me\W{1,6}up)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:he'?s|hes|she'?s|shes|dad'?s|"
        r"daddy'?s|dad\W{1,3}is)\W{1,6}(?:\w{1,12}\W{1,6})?(?:scar\w{0,3}|drunk|hitting|angry|"
        r"yelling|screaming|raging)\b",
        needs=rf"\b(?:{KID}|pikin)\b",
        veto=r"\b(?:lol|haha\w{0,4}|spider|wasp|bee|film|movie|scary\W{1,3}(?:movie|film|game)|"
        r"dinosaur|monster|ghost|halloween)\b",
        keys="scared|afraid|terrified|frightened|worried|come get|help|pick me",
    ),
    rule(
        "child.sexual",
        C.CHILD,
        r"\b(?:sexual|porn|naked|nudes?|private\W{1,3}parts|privates|inappropriate\w{0,2}|"
        r"keep\w{0,3}\W{1,3}(?:secrets|a\W{1,3}secret)|sit\w{0,3}\W{1,3}on\W{1,3}his\W{1,3}lap|"
        r"walk\w{0,3}\W{1,3}in\W{1,3}on\W{1,3}(?:her|him)|(?:comes?|coming|came|sneak\w{0,3}|"
        r"snuck|creep\w{0,3}|crept|get|gets|getting|got)\W{1,3}into\W{1,3}(?:her|his|their)\W{1,3}"
        r"(?:bed|room|bedroom)|sleeps?\W{1,3}in\W{1,3}(?:her|his|their)\W{1,3}bed|makes?\W{1,3}"
        r"(?:her|him|them)\W{1,3}sleep\W{1,3}in\W{1,3}his\W{1,3}bed|(?:touch|touches|touched|"
        r"touching)\W{1,3}(?:her|him|them)\b(?!\W{1,3}(?:on\W{1,3}the\W{1,3}(?:shoulder|arm|"
        r"head)|gently|lightly))|(?:forc\w{0,4}|making|made|makes)\W{1,3}(?:her|him|them)\W{1,3}"
        r"(?:to\W{1,3})?(?:have\W{1,3}sex|touch\W{1,3}him)|hurt\W{1,3}my\W{1,3}bottom|groom\w{0,4}|"
        r"registered\W{1,3}(?:sex\W{1,3})?offender|sex\W{1,3}offender|does\W{1,3}things\W{1,3}to"
        r"\W{1,3}(?:her|him|them)|messag\w{0,4}\W{1,3}(?:her|him)\W{1,3}sexual)\b",
        needs=rf"\b(?:{KID}|pikin|teenager|teen|granddaughter|niece|nephew|stepdaughter)\b",
        veto=r"\b(?:nappy|diaper|potty|bath\W{1,3}time|doctor|nurse|paediatric\w{0,3}|"
        r"pediatric\w{0,3}|sex\W{1,3}ed\w{0,8}|education|school\W{1,3}(?:lesson|class)|body\W{1,3}"
        r"safety|talk\W{1,3}about\W{1,3}(?:consent|body)|surprise\W{1,3}party|birthday|"
        r"christmas\W{1,3}present|lol|haha\w{0,4}|naked\W{1,3}(?:in\W{1,3}the\W{1,3}bath|"
        r"running|toddler))\b",
        keys="sexual|porn|naked|nude|private|inappropriate|secret|lap|walk|into|sleep|touch"
        "|forc|making|made|makes|bottom|groom|offender|things|messag",
    ),
    rule(
        "child.neglect",
        C.CHILD,
        r"\b(?:starving|starved|didn'?t\W{1,6}(?:eat|get\W{1,6}fed)|weren'?t\W{1,6}(?:given\W{1,6}"
        r"(?:any\W{1,6})?food|fed)|wasn'?t\W{1,6}(?:given\W{1,6}(?:any\W{1,6})?food|fed)|"
        r"(?:hasn'?t|doesn'?t|don'?t|didn'?t|never)\W{1,6}(?:fed|feed|get\W{1,6}fed)|not\W{1,6}"
        r"(?:fed|feeding)|skin\W{1,6}and\W{1,6}bones|(?:"
        + KIDP
        + r"|them)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?"
        r"alone\W{1,6}for\W{1,6}(?:hours|days|the\W{1,6}(?:night|weekend))|(?:hold\w{0,3}|kneel\w{0,3}|stand\w{0,3}|sleep\w{0,3}|put\w{0,3}|"
        r"locked|lock\w{0,3}|tied|ties|tie|shut)\W{1,6}(?:\w{1,12}\W{1,6}){0,6}?as\W{1,6}(?:a\W{1,6})?"
        r"[\"']?punishment|kneel\w{0,3}\W{1,6}on\W{1,6}rice|(?:in|into)\W{1,6}the\W{1,6}(?:dog"
        r"\W{1,6}crate|crate|trunk|boot|basement|cellar|cupboard|closet)\W{1,6}(?:\w{1,12}\W{1,6})"
        r"{0,3}?(?:all\W{1,6}night|for\W{1,6}hours|in\W{1,6}the\W{1,6}dark|as\W{1,6}punishment)|"
        r"sleep\W{1,6}(?:outside|in\W{1,6}the\W{1,6}car)\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:cold|"
        r"winter|punishment|angry|all\W{1,6}night))\b",
        needs=rf"\b(?:{KID}|pikin|pickney)\b",
        veto=r"\b(?:lol|haha\w{0,4}|diet|fasting|ramadan|growth\W{1,3}spurt|picky|fussy|camping|"
        r"sleepover|tent)\b",
        keys="starv|eat|fed|feed|skin|alone|punishment|rice|crate|trunk|boot|basement|cellar"
        "|cupboard|closet|outside|car",
    ),
)
