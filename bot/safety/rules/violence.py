"""Physical and sexual violence: hitting, choking, weapons, injuries, confinement."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule
from bot.safety.vocab import (
    HIT_EXCUSE,
    HIT_TARGET,
    HIT_V,
    PASSIVE_EXCUSE,
    PERSON,
    SGAP,
    WEAPON,
    gap,
)

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "violence.hit",
        C.VIOLENCE,
        rf"\b{PERSON}\W{{1,6}}{SGAP}{HIT_V}\W{{1,6}}{HIT_TARGET}{HIT_EXCUSE}|\bbeat(?:s|ing)?"
        rf"\W{{1,6}}(?:me|us)\W{{1,6}}up\b|\bbeat\W{{1,6}}the\W{{1,6}}(?:shit|crap|hell|life)"
        rf"\W{{1,6}}out\W{{1,6}}of\W{{1,6}}me",
        neg_inside=True,
        veto=r"\bsmother\w{0,3}\W{1,3}me\W{1,3}with\W{1,3}(?:love|kisses|hugs|attention|affection)\b|"
        r"^\W*someone\W{1,3}(?:please\W{1,3})?shoot\W{1,3}me\b|\bhit\W{1,3}me\W{1,3}with\W{1,3}(?:the|a|"
        r"an|his|her)\W{1,3}(?:classic|same|old|usual|line|\W)|\burge\W{1,3}(?:\w{1,12}\W{1,3}){0,4}"
        r"beating\W{1,3}me\W{1,3}up\b",
        keys=(
            "hit|punch|slap|smack|kick|shov|beat|chok|strangl|headbutt|elbow|bit me|bit my"
            "|bit us|bites|bitten|spat|spit|stab|shot me|shot my|shot us|shoot|attack|assault"
            "|rape|raping|molest|suffocat|smother|batter|bash|whip|burn|pinned|restrained"
            "|tackled|knocked|floored|threw|throw|drag|struck"
        ),
    ),
    rule(
        "violence.passive",
        C.VIOLENCE,
        r"\b(?:i\W{1,6}(?:was|got|get|been)|i'?ve\W{1,6}been|i\W{1,6}have\W{1,6}been|been|got)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:hit|punched|slapped|kicked|shoved|choked|strangled|"
        r"beaten|beat\W{1,6}up|raped|assaulted|sexually\W{1,6}assaulted|attacked|stabbed|shot|"
        r"molested|smacked|suffocated|battered|groped|drugged)\b" + PASSIVE_EXCUSE,
        veto=r"\b(?:by|with)\W{1,3}(?:a|an|the|my|his|her)\W{1,3}(?:\w{1,12}\W{1,3})?(?:volleyball|"
        r"dodgeball|netball|football|ball|basketball|baseball|rose|thorn|puppy|zoomies|wave|bee|wasp|"
        r"jellyfish|branch|cactus)\b|\bin\W{1,3}the\W{1,3}game\b|\bmy\W{1,3}character\b|\blaser\W{1,3}tag"
        r"|\bpaintball|\bnerf\b|\bfive\W{1,3}a\W{1,3}side\b|\b\d{1,2}\W{1,3}\d{1,2}\W{1,3}good\W{1,3}laugh"
        r"|\b(?:got|get|had)\W{1,3}(?:a|my)\W{1,3}(?:flu\W{1,3}|covid\W{1,3}|booster\W{1,3})?shot\W{1,3}"
        r"(?:at|today|done|this)|\bflu\W{1,3}jab\b|\bbattered\W{1,3}\d|\b(?:at|in)\W{1,3}"
        r"(?:chess|cards|poker|scrabble|monopoly|darts|pool|golf|tennis|fifa|squash|ping\W?pong|"
        r"arm\W{1,3}wrestling|the\W{1,3}(?:game|match|race|final|quiz|polls?|election))\b",
        keys=(
            "hit|punch|slap|kick|shov|chok|strangl|beat|rape|assault|attack|stab|shot|molest"
            "|smack|suffocat|batter|grop|drug"
        ),
    ),
    rule(
        "violence.push",
        C.VIOLENCE,
        r"\b(?:pushed|pushes|pushing|push|threw|throws|thrown|slammed|slams|dragged|drags)\W{1,6}"
        r"me\W{1,6}(?:\w{1,12}\W{1,6})?(?:(?:into|against|onto|off|down|over|across)\W{1,6}"
        r"(?:the|a|my|his)\W{1,6}(?:\w{1,12}\W{1,6})?(?:wall|door|table|floor|ground|stairs|"
        r"counter|bed|car|fridge|mirror|pool|window|couch|sofa|bath|tub|street|road|wardrobe|"
        r"cupboard|radiator)|to\W{1,6}the\W{1,6}(?:ground|floor)|down\W{1,6}(?:the\W{1,6})?"
        r"stairs|hard|across\W{1,6}the\W{1,6}room)|\bthrew\W{1,6}(?:a|the|his|my|her)\W{1,6}"
        r"(?:\w{1,12}\W{1,6})?\w{1,16}\W{1,6}at\W{1,6}(?:me|my\W{1,6}(?:head|face))\b|\b(?:pulled|"
        r"yanked|dragged|grabbed|pulling|dragging|yanking|grabbing)\W{1,6}me\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,4}?by\W{1,6}(?:my|the)\W{1,6}(?:arm|arms|hair|wrist|wrists|neck|throat|"
        r"collar|hood|hoodie|shirt|top|leg|legs|ankle|ankles|jacket|coat)\b",
        neg_inside=True,
        veto=r"\binto\W{1,3}the\W{1,3}pool\W{1,3}at\W{1,3}(?:her|his|my|a|the)\W{1,3}party\b|"
        r"\bat\W{1,3}(?:practice|training)\b|\btantrum|\b\d\W{0,3}"
        r"(?:yr|year|yo)\W{1,3}old\b|\bmy\W{1,3}(?:toddler|baby)\b",
        keys="push|threw|throw|slam|drag|pull|yank|grab",
    ),
    rule(
        "violence.choke",
        C.VIOLENCE,
        r"\b(?:chok|strangl|suffocat|smother)\w{0,4}\W{1,6}(?:me|us|my\W{1,6}(?:\w{1,12}\W{1,6}"
        r")?(?:neck|throat))\b(?!\W{1,6}up)|\bhands?\W{1,6}(?:around|round|on|at|over|across)"
        r"\W{1,6}my\W{1,6}(?:neck|throat|mouth)|\b(?:held|grabbed|grabs|pinned)\W{1,6}me"
        r"\W{1,6}by\W{1,6}the\W{1,6}(?:throat|neck|hair)|\bstrangulation\b|\b(?:held|holds|holding|"
        r"pinned|pins|pinning|sat\W{1,6}on)\W{1,6}me\W{1,6}down\b|\b(?:he|she|they)\W{1,6}(?:sat|sits|"
        r"knelt|kneeled|kneels|kneeling|sitting)\W{1,6}on\W{1,6}(?:top\W{1,6}of\W{1,6})?(?:me|my\W{1,6}"
        r"(?:chest|back|legs|arms|stomach|neck))\b",
        neg_inside=True,
        veto=r"\bsmother\w{0,3}\W{1,3}me\W{1,3}with\W{1,3}(?:love|kisses|hugs|attention|affection)\b",
        keys="chok|strangl|strangul|suffocat|smother|hand|held|grab|pinned|down|sat|sit|knel",
    ),
    rule(
        "violence.weapon",
        C.VIOLENCE,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:pulled|pointed|held|had|has|brandished|waved|grabbed|"
        rf"got|keeps|carries|carried|bought|owns|showed\W{{1,6}}me|came\W{{1,6}}at\W{{1,6}}me"
        rf"\W{{1,6}}with|threatened\W{{1,6}}me\W{{1,6}}with)\W{{1,6}}(?:a|an|his|the|her|my|"
        rf"out\W{{1,6}}(?:a|his|the)|a\W{{1,6}}loaded)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?{WEAPON}"
        rf"\b(?!\W{{1,6}}(?:license|licence|course|collection|to\W{{1,6}}(?:cut|chop|open|"
        rf"slice)))|\b{PERSON}\W{{1,6}}{SGAP}(?:coming|come|came|turned\W{{1,6}}up|showed\W{{1,6}}up|"
        rf"turning\W{{1,6}}up|showing\W{{1,6}}up)\W{{1,6}}{gap(2)}with\W{{1,6}}(?:a|an|his|the)"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?{WEAPON}\b|\b{WEAPON}\W{{1,6}}(?:to|against|at)\W{{1,6}}my\W{{1,6}}(?:head|throat|"
        rf"neck|face|chest|stomach|side)|\bcame\W{{1,6}}at\W{{1,6}}me\b",
        neg_inside=True,
        veto=r"\b(?:held|put|hold|had)\W{1,3}a\W{1,3}gun\W{1,3}to\W{1,3}my\W{1,3}head\W{1,3}i\W{1,3}"
        r"(?:still\W{1,3})?(?:couldn'?t|could\W{1,3}not|wouldn'?t|can'?t)\b|^\W*gun\W{1,3}to\W{1,3}my\W{1,3}"
        r"head\b|\bknife\W{1,3}(?:roll|skills|set)\b|\bchef\W{1,3}school\b",
        keys=(
            "knife|knives|gun|pistol|rifle|firearm|weapon|machete|axe|hammer|baseball| bat"
            "|taser|blade|screwdriver|scissors|crowbar|glock|came at"
        ),
    ),
    rule(
        "violence.sexual",
        C.VIOLENCE,
        r"\b(?:rape|raped|raping|rapes|rapist|sexually\W{1,6}assault\w{0,3}|sexual\W{1,6}"
        r"assault|molest(?:ed|ing|er|ers|s|ation)?|groped|non\W?consensual|without\W{1,6}(?:my\W{1,6})?consent)\b|"
        r"\b(?:forced|forces|forcing|force)\W{1,6}(?:me|himself|herself)\b|\bmade\W{1,6}me"
        r"\W{1,6}(?:have\W{1,6}sex|do\W{1,6}(?:stuff|things|sexual)|sleep\W{1,6}with)|\b"
        r"(?:didn'?t|wouldn'?t|did\W{1,6}not|would\W{1,6}not)\W{1,6}stop\W{1,6}when\W{1,6}i"
        r"\W{1,6}(?:said\W{1,6}no|told\W{1,6}(?:him|her)\W{1,6}to\W{1,6}stop|asked|cried|was"
        r"\W{1,6}crying|was\W{1,6}asleep)|\bdrugged\W{1,6}(?:me|my)\b|\btouch\w{0,3}\W{1,6}me"
        r"\W{1,6}" + gap(3) + r"(?:when|after|even\W{1,6}though|while)\W{1,6}i\W{1,6}(?:said"
        r"\W{1,6}no|told\W{1,6}(?:him|her)\W{1,6}(?:no|to\W{1,6}stop)|was\W{1,6}(?:asleep|drunk"
        r"|passed\W{1,6}out))|\b(?:woke\W{1,6}up|was\W{1,6}asleep|while\W{1,6}i\W{1,6}(?:was\W{1,6})?"
        r"(?:slept|sleeping|asleep|drunk|passed\W{1,6}out))\W{1,6}"
        + gap(4)
        + r"(?:he|she|they|him|her)\W{1,6}"
        + gap(3)
        + r"(?:doing\W{1,6}(?:things|stuff)|touching|on\W{1,6}top|inside|undress\w{0,3}|having"
        r"\W{1,6}sex|taking\W{1,6}(?:off\W{1,6})?my\W{1,6}clothes)|\b(?:he|she|they)\W{1,6}(?:was|"
        r"were|kept|keeps)\W{1,6}doing\W{1,6}(?:things|stuff)\W{1,6}to\W{1,6}me\b",
        keys=(
            "rape|raping|rapist|sexual|molest|grop|consen|forc|made|stop|drugged|touch|woke"
            "|asleep|while|doing"
        ),
    ),
    rule(
        "violence.injury",
        C.VIOLENCE,
        rf"\b(?:gave|left|leave|leaves|giving)\W{{1,6}}(?:me\W{{1,6}})?(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:bruises|a\W{{1,6}}bruise|a\W{{1,6}}black\W{{1,6}}eye|marks|a\W{{1,6}}split\W{{1,6}}"
        rf"lip|a\W{{1,6}}concussion|scratches|a\W{{1,6}}fat\W{{1,6}}lip)\b(?!\W{{1,6}}on\W{{1,6}}"
        rf"(?:the|my)\W{{1,6}}(?:car|wall|floor|table|door))|\b(?:black\W{{1,6}}eye|split\W{{1,6}}"
        rf"lip)\b|\b{PERSON}\W{{1,6}}{SGAP}(?:broke|fractured|cracked|dislocated)\W{{1,6}}my"
        rf"\W{{1,6}}(?:nose|ribs?|jaw|arm|wrist|fingers?|cheekbone|eye\W{{1,6}}socket|"
        rf"shoulder)\b|\b{PERSON}\W{{1,6}}{SGAP}(?:put|sent|landed)\W{{1,6}}me\W{{1,6}}in\W{{1,6}}(?:the"
        rf"\W{{1,6}})?(?:hospital|a\W{{1,6}}&\W{{1,6}}e|a&e|er|icu|intensive\W{{1,6}}care)\b|\bbruises?\W{{1,6}}{gap(4)}(?:from|where)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:he|she|they|him|her|them|my\W{{1,3}}ex|his)\b",
        neg_inside=True,
        keys=(
            "bruise|black eye|marks|split lip|fat lip|concussion|scratches|broke my|fractured"
            "|cracked my|dislocated"
            "|hospital|a&e|a & e| er|icu|intensive"
        ),
    ),
    rule(
        "violence.physical",
        C.VIOLENCE,
        r"\b(?:put|puts|putting|laid|lay|lays|got)\W{1,6}(?:his|her|their)\W{1,6}hands?\W{1,6}"
        r"on\W{1,6}me\b|\blaid\W{1,6}a\W{1,6}(?:hand|finger)\W{1,6}on\W{1,6}me\b|\bgot\W{1,6}"
        r"physical\b|\bphysically\W{1,6}(?:hurt\W{1,6}(?:me|us|my)|harm\w{0,3}\W{1,6}(?:me|us)|"
        r"abus\w{0,4}|attack\w{0,3}|assault\w{0,3}|violent)|\b(?:domestic|dv)\W{1,6}(?:violence"
        r"|abuse)\b|\b(?:punched|kicked|smashed|put\W{1,6}(?:his|her|a)\W{1,6}fist)\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,6}?(?:right\W{1,6})?(?:next\W{1,6}to|beside|inches\W{1,6}from|past|above)\W{1,6}"
        r"(?:my\W{1,6}(?:head|face)|me)\b|\b(?:he|she|they|my\W{1,3}ex)\W{1,6}(?:\w{1,12}\W{1,6})?"
        r"(?:slammed|slams|shut|closed)\W{1,6}(?:the|a|his|my)\W{1,6}(?:car\W{1,6})?door\W{1,6}on"
        r"\W{1,6}my\W{1,6}(?:hand|hands|fingers?|arm|arms|leg|legs|foot|feet|head)\b|\b(?:punched|"
        r"hit|kicked|smashed|punches|hits)\W{1,6}(?:the|a)\W{1,6}(?:wall|"
        r"door|window|table|mirror)\W{1,6}(?:right\W{1,6}|just\W{1,6})?(?:next\W{1,6}to|beside|by|"
        r"near|"
        r"inches\W{1,6}from)\W{1,6}(?:my|me)\b|\bgrab(?:b?ed|s|b?ing)?\W{1,6}(?:me\W{1,6}by"
        r"\W{1,6}the\W{1,6}\w{1,10}|my\W{1,6}(?:arms?|wrists?|throat|neck|hair|face|jaw|"
        r"shoulders?))\b|\bpulled\W{1,6}my\W{1,6}hair|\btwisted\W{1,6}my\W{1,6}arm|\bhurt\W{1,6}"
        r"me\W{1,6}physically|\b(?:slammed|smashed|hit|pushed|bashed)\W{1,6}my\W{1,6}"
        r"head\W{1,6}(?:into|against|on|off)\b|\bburn(?:ed|t)\W{1,6}(?:me|my\W{1,6}\w{1,12})"
        r"\W{1,6}with\W{1,6}(?:a|an|his|her|the)\W{1,6}(?!(?:words|lies)\b)\w",
        neg_inside=True,
        keys=(
            "hand|finger|physical|domestic|dv|wall|door|window|table|mirror|grab|hair|twisted"
            "|burn|punch|kick|smash|fist"
        ),
    ),
    rule(
        "violence.confine",
        C.VIOLENCE,
        r"\b(?:locked|locks|lock|locking|trapped|traps|keeps)\W{1,6}me\W{1,6}(?:in|inside)\b|"
        r"\b(?:wouldn'?t|won'?t|didn'?t|doesn'?t|would\W{1,6}not|will\W{1,6}not)\W{1,6}let"
        r"\W{1,6}me\W{1,6}(?:leave|out|call|get\W{1,6}out|go\W{1,6}(?:out|home))\b|\bblock(?:ed"
        r"|ing|s)\W{1,6}(?:the|my)\W{1,6}(?:door|doorway|exit|way\W{1,6}out)|\btook\W{1,6}my"
        r"\W{1,6}(?:phone|keys)\W{1,6}so\W{1,6}i\W{1,6}(?:couldn'?t|can'?t)",
        negatable=False,
        keys="lock|trap|keeps me|let me|block|took my",
    ),
    # Round 3: understated violence: "the thing with his hands", against the wall, by the neck.
    rule(
        "violence.understated",
        C.VIOLENCE,
        r"\b(?:the|that)\W{1,6}thing\W{1,6}with\W{1,6}his\W{1,6}(?:hands|fists|belt)\b|\b(?:had|"
        r"pinned|held|pushed|shoved|slammed|threw|got|put)\W{1,6}me\W{1,6}(?:up\W{1,6})?against"
        r"\W{1,6}(?:the|a)\W{1,6}(?:wall|door|fridge|car|floor|counter|wardrobe)\b|\b(?:me|him|"
        r"her)\W{1,6}by\W{1,6}(?:my|the|her)\W{1,6}(?:neck|throat)\b|\b(?:he|she|my\W{1,3}ex)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?knocked\W{1,6}me\W{1,6}(?:out|down|over|unconscious|to\W{1,6}"
        r"the\W{1,6}(?:floor|ground))\b|\b(?:squeez|press|grabb|held|hold|clamp|crush|wrapp)"
        r"\w{0,4}\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?my\W{1,6}(?:throat|neck|windpipe)\b|\bgot\W{1,6}"
        r"(?:rough|physical|violent|handsy|aggressive)\W{1,6}with\W{1,6}me\b|\b(?:laid|lays|lay|"
        r"laying)\W{1,6}(?:his\W{1,6}|a\W{1,6})?hands?\W{1,6}on\W{1,6}me\b|\b(?:was|been|is|gets|"
        r"getting)\W{1,6}(?:so\W{1,6}|really\W{1,6})?physical\W{1,6}with\W{1,6}me\b(?!\W{1,6}(?:at|"
        r"in|during)\W{1,6}(?:the\W{1,6})?(?:gym|training|practice|match|game|bed)\b)",
        keys="thing|against|neck|throat|knocked|squeez|press|grabb|held|hold|clamp|crush"
        "|wrapp|windpipe|rough|physical|violent|handsy|aggressive|hand",
    ),
    # Round 4: a friend's partner's violence reported; a drink spiked.
    rule(
        "violence.reported",
        C.VIOLENCE,
        rf"\b(?:her|his|their|(?:friend|mate|sister|cousin|bestie)\W{{0,3}}s)\W{{1,3}}"
        rf"(?:ex\W{{0,3}})?(?:ex|bf|boyfriend|husband|partner|gf|"
        rf"girlfriend|wife)\W{{1,6}}{SGAP}{HIT_V}\W{{1,6}}(?:her|him|them)\b{HIT_EXCUSE}(?!\W{{1,6}}"
        rf"(?:at|to)\b)(?!\W{{1,6}}(?:a|an|some)\W{{1,6}}(?:party|surprise|bone|look|glance|ball|"
        rf"birthday|lifeline|curveball|frisbee)\b)|\b(?:spiked|"
        rf"spikes|spiking|drugged)\W{{1,6}}my\W{{1,6}}(?:drink|drinks|food|coffee|tea|wine|water)\b|"
        rf"\b(?:held|holds|holding|pushed|pushes|shoved)\W{{1,6}}(?:me|my\W{{1,6}}head)\W{{1,6}}under"
        rf"\W{{1,6}}(?:the\W{{1,6}})?water\b|\b(?:tied|ties|tying|taped|chained|cuffed|handcuffed)"
        rf"\W{{1,6}}me\W{{1,6}}(?:up|down|to)\b|\b(?:wouldn'?t|wouldnt|didn'?t|didnt|won'?t|wont)"
        rf"\W{{1,6}}stop\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?(?:when|after|even\W{{1,6}}(?:when|"
        rf"though|after))\W{{1,6}}i\W{{1,6}}(?:said|says|told\W{{1,6}}him|begged|cried|screamed)"
        rf"\W{{1,6}}(?:no|stop)\b",
        neg_inside=True,
        keys=(
            "hit|punch|slap|smack|kick|shov|beat|chok|strangl|headbutt|elbow|bit|spat|spit|stab"
            "|shot|shoot|attack|assault|rape|raping|molest|suffocat|smother|batter|bash|whip"
            "|pinned|restrained|tackled|knocked|floored|threw|throw|drag|spik|drugged|held|holds"
            "|holding|pushed|pushes|shoved|tied|ties|tying|taped|chained|cuffed|stop|struck"
        ),
    ),
)

# Round 6: violence to someone else, told by a witness, a friend or a relative.
_REL = (
    r"(?:bf|boyfriend|husband|hubby|partner|gf|girlfriend|wife|missus|fianc[eé]e?|step\W?dad|"
    r"stepfather|step\W?father|step\W?mum|step\W?mom|stepmother|dad|daddy|father|uncle|son|"
    r"caretaker|man|ex|brother|in\W{1,3}laws|mum|mom|mother|mam|parents|pimp|guy|"
    r"neighbou?r|grandpa|grandfather|grandad|cousin|baby\W{1,3}(?:daddy|father|dad)|bd|"
    r"fella|bloke|other\W{1,3}half|friend|mate|sister|aunt|aunty|auntie|niece|nephew|"
    r"daughter|grandma|grandmother|nan|nana|flatmate|roommate|housemate|coworker|colleague|"
    r"landlady|landlord|lady|woman|girl|kid|child)"
)
# "my mum's new boyfriend", "her ex", "the girl next door"
_THEM = (
    rf"(?:(?:my|her|his|their|our|the|a)\W{{1,3}}(?:\w{{1,12}}(?:'?s)?\W{{1,3}}){{0,2}}?{_REL}|"
    rf"\w{{1,12}}'s\W{{1,3}}(?:\w{{1,12}}\W{{1,3}})?{_REL})"
)
_HARM_V3 = (
    rf"(?:{HIT_V}|beating|hitting|pushed|pushes|pushing|shoved|shoves|stamped\W{{1,3}}on|"
    r"stomped\W{1,3}on|burn(?:ed|t|s|ing)|threw|throwing|slamm(?:ed|ing)|bashing|"
    r"strangling|choking|kicking|punching|slapping|smacking|battering|hurting|hurts|"
    r"dragging|locks|locked|locking|tried\W{1,3}to\W{1,3}(?:drown|strangle|kill|"
    r"run\W{1,3}over|stab|choke|suffocate))"
)
_TP_EXCUSE = (
    r"(?!\W{1,6}(?:at\b|in\W{1,6}(?:a|the)\W{1,6}(?:game|match|race|final|quiz)|to\W{1,6}it\b|"
    r"back\b|a\b|an\b|some\b|off\b|out\b|up\b|about\b|into\W{1,6}(?:the\W{1,6})?(?:pool|"
    r"lake|sea|water)|on\W{1,6}(?:fifa|cod|the\W{1,6}(?:game|quiz))|with\W{1,6}(?:a\W{1,6})?"
    r"(?:pillow|snowball|water\W{1,6}balloon|nerf|foam|cushion)|feelings|emotionally|"
    r"playfully|by\W{1,6}accident|accidentally)\b)"
)
_HURT_PASSIVE = (
    r"(?:hit|beaten|beaten\W{1,3}up|strangled|choked|kicked|punched|slapped|abused|"
    r"assaulted|sexually\W{1,3}assaulted|raped|attacked|stabbed|hurt|touched|molested|"
    r"battered|bashed|burned|burnt|trafficked|thrown\W{1,3}around|knocked\W{1,3}about|"
    r"pimped\W{1,3}out|groomed|screamed\W{1,3}at)"
)
_MALE = (
    r"(?:bf|boyfriend|husband|hubby|fianc[eé]|step\W?dad|stepfather|dad|daddy|father|uncle|"
    r"son|man|brother|grandpa|grandfather|grandad|fella|bloke|guy|baby\W{1,3}(?:daddy|dad|"
    r"father))"
)
_FEMALE = (
    r"(?:gf|girlfriend|wife|missus|fianc[eé]e|step\W?mum|step\W?mom|stepmother|mum|mom|mother|"
    r"mam|sister|aunt|aunty|auntie|grandma|grandmother|nan|nana|woman|lady)"
)
_BREAK = r"(?:broke|broken|fractured|cracked|burned|burnt|dislocated|split|smashed|slashed|cut)"
_BODY3 = (
    r"(?:arm|arms|jaw|ribs?|wrist|wrists|nose|face|head|neck|throat|leg|legs|hand|hands|"
    r"fingers?|cheekbone|eye|eye\W{1,3}socket|collarbone|back|skull|tooth|teeth)"
)

RULES = (
    *RULES,
    rule(
        "violence.third_party",
        C.VIOLENCE,
        rf"\b(?:he|she|they|him|{_THEM})\W{{1,6}}{SGAP}(?:(?:is|was|'s|s|keeps|been|has\W{{1,3}}"
        rf"been)\W{{1,6}})?(?:just\W{{1,6}}|now\W{{1,6}}|again\W{{1,6}}|still\W{{1,6}})?"
        rf"{_HARM_V3}\W{{1,6}}(?:her|him|them|{_THEM})\b(?!'?s\b){HIT_EXCUSE}{_TP_EXCUSE}|"
        rf"\b(?:he|(?:my|her|his|their|the)\W{{1,3}}(?:\w{{1,12}}(?:'?s)?\W{{1,3}}){{0,2}}?"
        rf"{_MALE})\W{{1,6}}{SGAP}{_BREAK}\W{{1,6}}her\W{{1,6}}{_BODY3}\b|\b(?:she|(?:my|her|"
        rf"his|their|the)\W{{1,3}}(?:\w{{1,12}}(?:'?s)?\W{{1,3}}){{0,2}}?{_FEMALE})\W{{1,6}}"
        rf"{SGAP}{_BREAK}\W{{1,6}}his\W{{1,6}}{_BODY3}\b|\b(?:knife|"
        rf"blade|gun|hands?|fingers|knee|foot|belt)\W{{1,6}}(?:to|around|round|on|against|at)"
        rf"\W{{1,6}}(?:her|his|their)\W{{1,6}}(?:throat|neck|head|face|chest)\b|\b(?:put|sent|"
        rf"landed)\W{{1,6}}(?:her|him|them)\W{{1,6}}in\W{{1,6}}(?:the\W{{1,6}})?(?:hospital|a&e|"
        rf"er|icu)\b",
        neg_inside=True,
        veto=r"\b(?:game|games|fifa|fortnite|minecraft|movie|film|show|episode|series|book|"
        r"novel|character|scene|tv|netflix|play|song|lyrics|match|boxing|mma|ufc|wrestling|"
        r"karate|judo|sparring|pillow|pillows|hugs|kisses|handbag|snowballs?|tickl\w*)\b|"
        r"\bfor\W{1,3}(?:\d+|many|so\W{1,3}many|ten|twenty|thirty|forty)\W{1,3}years\b|\bfor"
        r"\W{1,3}years\b|\bbroke\W{1,3}the\W{1,3}(?:cycle|chain)\b|\b(?:wants?|wanted|wanna|"
        r"would|'d|'ll|will|gonna|going\W{1,3}to|threaten\w{0,3})\W{1,3}(?:to\W{1,3})?(?:punch|"
        r"hit|kick|slap|smack|deck|batter|bash|thump|strangle|throttle|kill|murder|choke)\W{1,3}"
        r"(?:him|her)\b|\b(?:lol|lmao|haha\w{0,4}|grew\W{1,3}up|growing\W{1,3}up|as\W{1,3}a"
        r"\W{1,3}(?:kid|child)|when\W{1,3}i\W{1,3}was\W{1,3}(?:little|young|small|a\W{1,3}"
        r"(?:kid|child|teen)))\b",
        keys=(
            "hit|punch|slap|smack|kick|shov|beat|chok|strangl|headbutt|elbow|bit|spat|spit|stab"
            "|shot|shoot|attack|assault|rape|raping|molest|suffocat|smother|batter|bash|whip"
            "|pinned|restrained|tackled|knocked|floored|threw|throw|drag|struck|push|stamp"
            "|stomp|burn|slam|hurt|lock|keep|kept|tried|broke|fractur|crack|dislocat|split"
            "|smash|slash|cut|knife|blade|gun|hand|finger|knee|foot|belt|put|sent|landed"
        ),
    ),
    rule(
        "violence.third_party_passive",
        C.VIOLENCE,
        rf"\b(?:being|been|is|was|were|got|gets|getting|'s)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"{_HURT_PASSIVE}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,3}}?by\W{{1,6}}(?:her|his|their|my|"
        rf"our|the|a|an|some)\W{{1,6}}(?:\w{{1,12}}(?:'?s)?\W{{1,3}}){{0,2}}?{_REL}\b|"
        rf"\b(?:she|he|they|{_THEM})\W{{0,3}}(?:'s|is|was|were|are|has\W{{1,3}}been|have"
        rf"\W{{1,3}}been|got|gets)\W{{1,6}}(?:just\W{{1,6}}|being\W{{1,6}}|been\W{{1,6}}|"
        rf"getting\W{{1,6}}|regularly\W{{1,6}}){{0,2}}(?:beaten|strangled|choked|assaulted|"
        rf"sexually\W{{1,6}}assaulted|raped|attacked|stabbed|molested|battered|bashed|"
        rf"trafficked|beaten\W{{1,6}}up|thrown\W{{1,6}}around|knocked\W{{1,6}}about|hit|"
        rf"punched|kicked)\b{PASSIVE_EXCUSE}(?!\W{{1,6}}(?:at|in|on|by\W{{1,6}}(?:a|the)"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:team|side|car|bus|ball|wave|swan|goose|dog|"
        rf"horse|bike))\b)",
        neg_inside=True,
        veto=r"\b(?:game|games|fifa|fortnite|match|team|league|quiz|chess|race|final|score|"
        r"\d+\W\d+|movie|film|show|episode|series|book|novel|character|tv|covid|flu|storm|"
        r"hail|lightning|bug|virus|traffic|record|deadline|price|cost|offer|bid|hugs|kisses|"
        r"love|kindness|questions|cards|poker|scrabble|monopoly|darts|pool|golf|tennis|"
        r"lol|lmao|haha\w{0,4})\b|\bkicked\W{1,3}off\b",
        keys=(
            "hit|beat|strangl|chok|kick|punch|slap|abus|assault|rape|attack|stab|hurt|touch"
            "|molest|batter|bash|burn|traffick|thrown|knocked|pimp|groom|scream"
        ),
    ),
    rule(
        "violence.heard",
        C.VIOLENCE,
        r"\b(?:hear|heard|hearing|hears)\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:hitting|beating|"
        r"being\W{1,6}(?:beaten|hit|hurt)|thrown\W{1,6}around|screaming|slapping|punching|"
        r"smacking|choking|crying\W{1,6}for\W{1,6}help|hit\W{1,6}her|hit\W{1,6}him)\b"
        r"(?=\W{1,6}(?:\w{1,12}\W{1,6}){0,6}?(?:through\W{1,6}the\W{1,6}(?:wall|walls|floor|"
        r"ceiling|door)|next\W{1,6}door|downstairs|upstairs|below|above|right\W{1,6}now|rn|"
        r"again|tonight|her|him|them|help|stop)\b)|\b(?:scream\w{0,3}|shout\w{0,3}|yell\w{0,3}|"
        r"cry\w{0,3}|crie[sd])\W{1,6}(?:for\W{1,6})?(?:help|stop\W{1,6}(?:please|it|hitting|hurting))"
        r"\b|\b(?:stop|help)\W{0,6}please\W{1,6}stop\b",
        veto=r"\b(?:movie|film|show|game|tv|episode|podcast|song|neighbou?rs?\W{1,3}(?:dog|cat|"
        r"baby|parrot)|toddler|tantrum|spider|wasp|lol|haha)\b",
        keys="hear|heard|scream|shout|yell|cry|crie|stop",
    ),
)
