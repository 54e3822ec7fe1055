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
        r"(?:at|today|done|this)|\bflu\W{1,3}jab\b|\bbattered\W{1,3}\d",
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
