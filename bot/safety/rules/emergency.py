"""Emergency in progress: at the door, breaking in, hiding, police, on his way."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule
from bot.safety.vocab import EX, NOW, PERSON, SGAP, gap

C = Category
# Raging now "cos her flight got cancelled": a third person upset about a thing, not at the user.
TRIVIAL_CAUSE = (
    r"\W{1,6}(?:cos|cause|coz|cuz|because|bc|since|about|over)\W{1,6}(?:her|his|their|the)"
    r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:flight|train|bus|plane|team|game|match|phone|laptop|wifi|"
    r"internet|exam|results?|order|delivery|parcel|package|boss|job|shift|coffee|hair|nails|tv|"
    r"show|printer|manager|landlord|neighbou?rs?|wedding|holiday|luggage|suitcase)\b"
)

RULES: tuple[Rule, ...] = (
    rule(
        "emergency.door",
        C.EMERGENCY,
        r"\b(?:banging|pounding|hammering|kicking|beating|punching|smashing|bashing|rattling|"
        r"bangs|pounds|kicks|banged|pounded|kicked|trying\W{1,6}to\W{1,6}(?:open|break|kick))"
        r"\W{1,6}(?:on\W{1,6}|at\W{1,6}|in\W{1,6}|down\W{1,6})?(?:my|the|our)\W{1,6}(?:front"
        r"\W{1,6}|back\W{1,6}|bedroom\W{1,6}|bathroom\W{1,6}|car\W{1,6})?(?:door|doors|window|"
        r"windows|gate)\b|\b(?:he|she|they|someone|somebody|my\W{1,3}ex)\W{0,3}(?:'?s|is|are|was|"
        r"keeps|kept|won'?t\W{1,6}stop|still)\W{1,6}(?:still\W{1,6})?(?:banging|pounding|hammering|"
        r"kicking)\b(?=\W*$|\W{0,3}[.!,]|\W{1,6}(?:on|at|and|again|rn|now|right\W{1,6}now|still|"
        r"outside))",
        veto=r"\b(?:delivery|parcel|package|postman|courier|storm|wind|amazon|his\W{1,3}ball|having\W{1,3}"
        r"a\W{1,3}bath)\b|\bthe\W{1,3}kids\W{1,3}(?:are\W{1,3}trying|back\W{1,3}from)\b|\bkid\W{1,3}"
        r"keeps\W{1,3}banging\b",
        keys="door|window|gate|bang|pound|hammer|kick",
    ),
    rule(
        "emergency.outside_now",
        C.EMERGENCY,
        rf"\b{PERSON}\W{{1,6}}(?:(?:is|'s|s|are|'re|re|just|right|literally|currently|still|"
        rf"standing|sitting|waiting|parked|lurking|now|already|again|rn|been|always|constantly)"
        rf"\W{{1,6}}){{0,3}}"
        rf"(?:outside|downstairs|at\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:front\W{{1,6}}|back\W{{1,6}})?"
        rf"(?:door|window|gate)|in\W{{1,6}}(?:the|my|our)\W{{1,6}}(?:house|flat|building|hallway|"
        rf"garden|yard|driveway|car\W{{1,6}}park|parking\W{{1,6}}lot|stairwell|lobby|kitchen|"
        rf"living\W{{1,6}}room)|inside\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:house|flat|apartment|"
        rf"building|place)|inside\b(?=\W{{1,6}}(?:right\W{{1,6}}now|rn|now|the\W{{1,6}}(?:house|flat)|"
        rf"and|i'?m|im)|\W*$))\b(?!\W{{1,6}}(?:of\W{{1,6}}(?:school|work)|with\W{{1,6}}the\W{{1,6}}"
        rf"dog|smoking|having))|\b{PERSON}\W{{1,6}}(?:is|'s|s|are|'re|re)?\W{{0,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}})?here\W{{1,6}}{NOW}\b|\b{PERSON}\W{{1,6}}(?:got|just\W{{1,6}}got|let"
        rf"\W{{1,6}}himself|let\W{{1,6}}herself|is\W{{1,6}}getting)\W{{1,6}}in\b(?!to)|"
        rf"\b(?:he|she|they|ex)\W{{1,6}}(?:won'?t|wont|refuses?\W{{1,6}}to|will\W{{1,6}}not)"
        rf"\W{{1,6}}(?:leave|go)\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:house|flat|apartment|place|"
        rf"property|porch|doorstep|room|car)\b|\b(?:he|she|they|my\W{{1,3}}ex)\W{{0,3}}(?:'?s|is|are|"
        rf"'?re)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?here\b(?=\W*$|\W{{0,3}}[.!,]|\W{{1,6}}(?:and|i\W{{1,6}}"
        rf"(?:can'?t|cant|'?m|m)|help|please|what|again|drunk))",
        neg_inside=True,
        veto=r"\b(?:package|parcel|delivery|amazon|postman|courier|pizza|takeaway|airport|jehovah'?s|"
        r"witnesses|hoops|cookies|groceries|blender|grandparent\W{1,3}day)\b",
        keys=(
            "outside|downstairs|door|window|gate|house|flat|building|hallway|garden|yard"
            "|driveway|park|stairwell|lobby|kitchen|living|inside|here|got in"
            "|get in|getting in|self in"
        ),
    ),
    rule(
        "emergency.breaking_in",
        C.EMERGENCY,
        r"\b(?:trying|tried|tries|attempting)\W{1,6}to\W{1,6}(?:get|break|force\W{1,6}"
        r"(?:his|her|their)\W{1,6}way|climb|kick)\W{1,6}(?:in\b(?!\W{1,6}(?:touch|contact|"
        r"my\W{1,6}head|shape|line|the\W{1,6}way|there|with))|into\W{1,6}(?:my|the|our)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:house|flat|apartment|place|home|room|car|building|"
        r"bathroom|bedroom)|through\W{1,6}(?:the|my|our)\W{1,6}(?:front\W{1,6}|back\W{1,6}|bedroom"
        r"\W{1,6}|kitchen\W{1,6}|patio\W{1,6})?(?:window|door)|the\W{1,6}door\W{1,6}"
        r"(?:in|down|open)|down\W{1,6}(?:the|my)\W{1,6}door)|\bclimb(?:ing|ed|s)?\W{1,6}"
        r"(?:in\b|into\W{1,6}(?:my|the|our)|through\W{1,6}(?:my|the|our)\W{1,6}window|over"
        r"\W{1,6}(?:my|the|our)\W{1,6}(?:back\W{1,6})?(?:fence|wall|gate))|\b(?:break|breaking|broke|broken|forcing|forced|kicked|kicking)"
        r"\W{1,6}(?:in\b(?!\W{1,6}(?:my\W{1,6})?(?:new\W{1,6})?(?:shoes|boots|"
        r"trainers|jeans|sneakers|heels|the\W{1,6}new))|into\W{1,6}(?:my|the|our)\W{1,6}"
        r"(?:\w{1,12}\W{1,6})?(?:house|flat|apartment|place|home|car|room|building)|down"
        r"\W{1,6}(?:my|the)\W{1,6}door|(?:my|the)\W{1,6}door\W{1,6}(?:in|down|open))",
        keys="get|break|broke|forc|kick|climb",
    ),
    rule(
        "emergency.at_the_door",
        C.EMERGENCY,
        r"\b(?:trying|tried|tries|rattling|jiggling|trying\W{1,6}to\W{1,6}open)\W{1,6}(?:the|my|our)"
        r"\W{1,6}(?:front\W{1,6}|back\W{1,6})?(?:door|doors|door\W{0,3}handle|handle|windows?|"
        r"locks?|gate)\b|\b(?:hear|hearing|heard)\W{1,6}(?:him|her|them|my\W{1,6}ex)\W{1,6}"
        r"(?:\w{1,12}\W{1,6}){0,2}?(?:downstairs|upstairs|outside|in\W{1,6}the\W{1,6}(?:house|flat|"
        r"hall|hallway|garden|kitchen)|at\W{1,6}the\W{1,6}(?:door|window))\b|\b(?:smashed|smashing"
        r"|smashes|broke|breaking|kicked\W{1,6}in|put\W{1,6}(?:his|a)\W{1,6}fist\W{1,6}through)"
        r"\W{1,6}(?:the|my|our)\W{1,6}(?:\w{1,12}\W{1,6})?(?:window|windows|glass|door|doors)\b",
        keys="door|handle|window|lock|gate|hear|glass",
    ),
    rule(
        "emergency.hiding",
        C.EMERGENCY,
        r"\b(?:hiding|hid|hide|locked\W{1,6}myself|barricaded\W{1,6}myself|i'?m\W{1,6}locked|im"
        r"\W{1,6}locked|hiding\W{1,6}out|locked\W{1,6}(?:me\W{1,6}and\W{1,6}the\W{1,6}kids|us))"
        r"\W{1,6}" + gap(2) + r"(?:in|inside|under)\W{1,6}(?:the|my|a|our|his)\W{1,6}(?:\w{1,12}"
        r"\W{1,6})?(?:bathroom|toilet|loo|closet|wardrobe|car|basement|cupboard|attic|bed|shed|"
        r"garage)\b|\bhiding\W{1,6}from\W{1,6}(?:him|her|them|my\W{1,6}ex)\b|\b(?:i'?m|im|i\W{1,3}am|"
        r"we'?re|we\W{1,3}are)\W{1,6}hiding\W{1,6}(?:upstairs|downstairs|in\W{1,6}here|in\W{1,6}"
        r"(?:my|the|our)\W{1,6}(?:room|bedroom))\b|\blocked\W{1,6}"
        r"myself\W{1,6}in\b",
        veto=r"\b(?:chocolate|snacks?|biscuits|hide\W{1,3}and\W{1,3}seek|peace\W{1,3}and\W{1,3}quiet|"
        r"minutes\W{1,3}of\W{1,3}peace|headphones|mum\W{1,3}life|mom\W{1,3}life|partners\W{1,3}over)\b",
        keys="hid|lock|barricad",
    ),
    rule(
        "emergency.police",
        C.EMERGENCY,
        r"\b(?:call|calling|called|ring|ringing|phone|dial|dialling|dialing|dialled|dialed)"
        r"\W{1,6}(?:the\W{1,6})?(?:police|cops|911|999|112|000|emergency\W{1,6}services|an\W{1,6}"
        r"ambulance|ambulance|paramedics)\b|\b(?:i|we)\W{1,6}(?:need|needs|want)\W{1,6}(?:an"
        r"\W{1,6})?(?:ambulance|paramedics|police|cops)\b|\bsend\W{1,6}(?:an\W{1,6})?(?:ambulance|"
        r"police|paramedics)\b",
        keys="police|cops|911|999|112|000|emergency|ambulance|paramedic",
    ),
    rule(
        "emergency.unsafe",
        C.EMERGENCY,
        r"\b(?:scared|afraid|terrified|fear(?:ing)?|frightened)\W{1,6}for\W{1,6}my\W{1,6}(?:life|"
        r"safety|kids|children)\b|\b(?:i'?m|im|i\W{1,3}am|i\W{1,3}feel|i'?m\W{1,3}not\W{1,3}"
        r"feeling)\W{1,6}(?:so\W{1,6}|really\W{1,6}|just\W{1,6})?(?:not\W{1,6}safe|unsafe)\b|"
        r"\bi\W{1,3}(?:don'?t|dont|do\W{1,3}not|never|no\W{1,3}longer)\W{1,6}feel\W{1,6}"
        r"(?:\w{1,10}\W{1,6})?safe\b|\b(?:i'?m|im|i\W{1,3}am|am\W{1,3}i|are\W{1,3}we|we'?re|"
        r"we\W{1,3}are)\W{1,6}(?:\w{1,10}\W{1,6})?in\W{1,6}danger\b(?!\W{1,6}of)|\bin\W{1,6}"
        r"(?:immediate|real|serious)\W{1,6}danger\b",
        negatable=False,
        keys="safe|danger|for my",
    ),
    rule(
        "emergency.raging_now",
        C.EMERGENCY,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:screaming|yelling|shouting|raging|smashing|breaking|"
        rf"throwing|punching|drunk\W{{1,6}}and\W{{1,6}}\w{{1,12}}|high\W{{1,6}}and\W{{1,6}}"
        rf"\w{{1,12}})\W{{1,6}}{gap(3)}{NOW}\b(?!{TRIVIAL_CAUSE})|\b{PERSON}\W{{1,6}}{SGAP}"
        rf"(?:getting|gets|is|'s|s)"
        rf"\W{{1,6}}(?:really\W{{1,6}}|so\W{{1,6}}|very\W{{1,6}})?(?:aggressive|violent|"
        rf"physical)\b|\b{PERSON}\W{{1,6}}{SGAP}(?:smashing|breaking|throwing|trashing|wrecking|"
        rf"kicking|punching)\W{{1,6}}(?:up\W{{1,6}})?(?:everything|things|stuff|plates|furniture|"
        rf"walls|doors|the\W{{1,6}}(?:house|place|flat|furniture|walls?|doors?|tv|plates|windows?|"
        rf"kitchen|room|bedroom|living\W{{1,6}}room|lounge|bathroom|car))\b(?!\W{{1,6}}(?:off|up))",
        neg_inside=True,
        keys=(
            "scream|yell|shout|rag|smash|break|throw|punch|drunk|high|aggressive|violent|physical"
            "|trash|wreck|kick"
        ),
    ),
    rule(
        "emergency.on_his_way",
        C.EMERGENCY,
        r"\b(?:he|he'?s|hes|my\W{1,6}ex|ex)\W{1,6}" + SGAP + r"(?:on\W{1,6}his\W{1,6}way|coming"
        r"\W{1,6}over|heading\W{1,6}(?:over|here)|coming\W{1,6}(?:here|to\W{1,6}(?:my|the)"
        r"\W{1,6}(?:house|flat|place|apartment|work)))\W{1,6}" + gap(2) + NOW + r"\b",
        neg_inside=True,
        keys="his way|coming|heading",
    ),
    rule(
        "emergency.help_now",
        C.EMERGENCY,
        r"^[^\w/]*(?:\w{1,12}\W{1,6}){0,2}?(?:help|help\W{1,3}me|please\W{1,3}help|pls\W{1,3}help|"
        r"plz\W{1,3}help|someone\W{1,3}help(?:\W{1,3}me)?|sos)\W{1,6}(?:me\W{1,6})?(?:please"
        r"\W{1,6}|pls\W{1,6})?(?:he|she|they|someone|somebody|my\W{1,3}ex)\W{0,3}(?:'?s|is|are|"
        r"'?re|just)\W{1,6}(?:\w{1,12}\W{1,6})?(?:here|outside|coming|in|inside|at\W{1,6}(?:the|"
        r"my)|trying|banging|breaking|hitting|hurting|choking|attacking|following|chasing|drunk|"
        r"screaming|kicking|getting\W{1,6}in|got\W{1,6}in|upstairs|downstairs)\b",
        keys="help|sos",
    ),
    rule(
        "emergency.bleeding",
        C.EMERGENCY,
        r"\bbleeding\W{1,6}(?:a\W{1,6}lot|heavily|badly|everywhere|so\W{1,6}much|loads|really"
        r"\W{1,6}bad)\b|\b(?:can'?t|cant|cannot|won'?t|wont|isn'?t|isnt|not)\W{1,6}stop(?:ping)?"
        r"\W{1,6}(?:the\W{1,6})?bleeding\b|\bblood\W{1,6}everywhere\b|\blost\W{1,6}(?:a\W{1,6}"
        r"lot\W{1,6}of|so\W{1,6}much)\W{1,6}blood\b",
        veto=r"\bfake\W{1,3}blood\b|\bhalloween\b|\bzombie\b",
        keys="bleed|blood",
        negatable=False,
    ),
    rule(
        "emergency.fled",
        C.EMERGENCY,
        r"\b(?:fled|escaped|ran\W{1,6}away\W{1,6}from|ran\W{1,6}out\W{1,6}of|got\W{1,6}out\W{1,6}of)"
        r"\W{1,6}(?:the|my|our|his)\W{1,6}(?:house|flat|home|place|apartment)\W{1,6}(?:with\W{1,6}"
        r"(?:the|my)\W{1,6}(?:kids|children|baby|son|daughter|little\W{1,6}one)|barefoot|in\W{1,6}my"
        r"\W{1,6}(?:pyjamas|pjs|pajamas))\b|\b(?:fled|escaped)\W{1,6}(?:from\W{1,6})?(?:him|her|them|"
        r"my\W{1,3}ex)\b",
        keys="fled|escaped|ran|got",
        negatable=False,
    ),
    # Round 3: nowhere safe tonight, the phone taken, on his way in a rage.
    rule(
        "emergency.not_safe_here",
        C.EMERGENCY,
        r"\b(?:can'?t|cant|cannot|can\W{1,3}not)\W{1,6}(?:stay|sleep|be)\W{1,6}(?:here|at\W{1,6}"
        r"(?:home|mine|the\W{1,6}(?:house|flat)))\W{1,6}(?:tonight|any\W?more|any\W{1,6}longer|"
        r"another\W{1,6}night)\b|\b(?:he|she|my\W{1,3}ex)\W{1,6}(?:\w{1,12}\W{1,6})?(?:took|"
        r"smashed|snatched|grabbed|has|took\W{1,6}away|hid|broke)\W{1,6}my\W{1,6}phone\b(?!\W{1,6}"
        r"(?:number|case|charger|bill|contract|plan|screen|by))|\b(?:he'?s|hes|he\W{1,3}is|she'?s|"
        r"shes)\W{1,6}on\W{1,6}(?:his|her|the)\W{1,6}way\W{1,6}(?:here|over|to\W{1,6}(?:mine|"
        r"me|my\W{1,6}(?:place|house|flat)))\b(?=\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:raging|"
        r"furious|drunk|angry|mad|screaming|threatening|kill|hurt|scared|knife|gun|smash))",
        keys="can|phone|way",
        negatable=False,
    ),
    # Round 4: raging in the next room, hiding said without "I", pinned down.
    rule(
        "emergency.in_the_house",
        C.EMERGENCY,
        r"\b(?:he'?s|hes|he\W{1,3}is|she'?s|shes)\W{1,6}(?:(?:going|gone)\W{1,6}(?:\w{1,12}\W{1,6})?"
        r"(?:mental|nuts|crazy|ballistic|psycho|berserk|apeshit|mad)|kicking\W{1,6}off)\W{1,6}(?:out\W{1,6}there|downstairs|upstairs|outside\W{1,6}(?:the|my)"
        r"\W{1,6}(?:door|room)|in\W{1,6}the\W{1,6}(?:hall|kitchen|lounge|living\W{1,6}room)|rn|"
        r"right\W{1,6}now)\b|^\W*(?:locked|hiding|hid|barricaded)\W{1,6}in\W{1,6}(?:the|my|a)"
        r"\W{1,6}(?:bathroom|toilet|loo|closet|wardrobe|cupboard|bedroom|room|car|shed|garage|"
        r"attic|basement)\b(?=\W*$|\W{0,3}[.!,;]|\W{1,6}(?:he|she|from\W{1,6}(?:him|her|them|my"
        r"\W{1,3}ex))\b)",
        keys="going|gone|kicking|lock|hid|barricad",
    ),
    rule(
        "emergency.pinned",
        C.EMERGENCY,
        r"\b(?:he'?s|hes|he\W{1,3}is|he\W{1,3}was|she'?s)\W{1,6}(?:sitting\W{1,6}|kneeling\W{1,6})?"
        r"on\W{1,6}top\W{1,6}of\W{1,6}me\b",
        needs=r"\b(?:breathe|stop|help|get\W{1,3}off|hurt|hurting|choking|pinned|move|scared)\b",
        keys="top",
    ),
    # Round 5: raging or drunk and on the way.
    rule(
        "emergency.coming_angry",
        C.EMERGENCY,
        rf"\b{EX}\W{{1,6}}{SGAP}(?:raging|furious|fuming|livid|drunk|wasted|screaming|angry|mad|"
        rf"high)\W{{1,6}}(?:and|&|n)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:(?:heading|coming|"
        rf"driving|walking|running)\W{{1,6}}(?:here|over|round|back|to\W{{1,6}}(?:mine|me|my|the))|"
        rf"on\W{{1,6}}(?:his|her|their|the)\W{{1,6}}way)\b",
        neg_inside=True,
        keys="way|heading|coming|driving|walking|running",
    ),
)

# Round 6: him at the door or inside now, me hiding, "im outside" texted, on his way with a
# reason to fear it, fire and petrol.
_HE_NOW = (
    r"(?:he'?s|hes|he\W{1,3}is|she'?s|shes|she\W{1,3}is|they'?re|theyre|they\W{1,3}are|"
    r"(?:my\W{1,3})?ex\W{1,3}is|my\W{1,3}ex'?s|he\W{1,3}just|she\W{1,3}just|they\W{1,3}just|"
    r"(?:my\W{1,3})?ex\W{1,3}just|he\W{1,3}keeps|he\W{1,3}has|he\W{1,3}'?s\W{1,3}been)"
)
_AT_MY_PLACE = (
    r"(?:banging|kicking|pounding|hammering|hitting|punching|(?:pulling|pushing|shaking)\W{1,6}"
    r"(?:on|at|against)|rattling|forcing|(?:breaking|broke|broken)\W{1,6}(?:in|into|through|"
    r"down|the|my|our)|smashing|smashed|climbing|climbed|"
    r"pouring|setting\W{1,6}fire|set\W{1,6}fire|rammed|ramming|circling|tailgating|chasing|"
    r"(?:cutting|cut)\W{1,6}(?:the|my)\W{1,6}(?:power|phone|lock|chain)|"
    r"(?:trying|tried)\W{1,6}(?:to\W{1,6}(?:get\W{1,6}in|break|force|open|pick|take|pull|drag|"
    r"climb|kick|get\W{1,6}into)|the|all|every|my)|blocking\W{1,6}(?:me|my|the\W{1,6}(?:door|"
    r"driveway|drive|exit|way|car))|got\W{1,6}(?:in|into)|getting\W{1,6}(?:in|into)|pushed|"
    r"walking\W{1,6}(?:up|round|around|to|toward|towards|into)|walked\W{1,6}(?:in|into)|"
    r"pulled\W{1,6}(?:up|into|in)|pulling\W{1,6}(?:up|into|in)|standing\W{1,6}(?:outside|over|"
    r"in\W{1,6}front|at|on|in)|looking\W{1,6}for\W{1,6}me|sitting\W{1,6}on\W{1,6}(?:my|the)"
    r"\W{1,6}(?:doorstep|porch|step|steps|stairs)|sat\W{1,6}on\W{1,6}(?:my|the)\W{1,6}"
    r"(?:doorstep|porch|step|steps)|ringing\W{1,6}(?:my|the)\W{1,6}(?:doorbell|bell|buzzer)|"
    r"buzzing\W{1,6}(?:every|my|the|all)|yelling\W{1,6}through|screaming\W{1,6}(?:at\W{1,6}"
    r"(?:the|my)\W{1,6}(?:door|window)|through|outside)|waiting\W{1,6}at\W{1,6}the\W{1,6}"
    r"bottom|on\W{1,6}(?:my|the)\W{1,6}(?:doorstep|porch|balcony|path|stairs|drive|driveway|"
    r"roof|fire\W{1,6}escape)|in\W{1,6}(?:my|the)\W{1,6}(?:house|apartment|apt|flat|hallway|"
    r"hall|lounge|kitchen|garden|yard|bedroom|stairwell|driveway|building|street|car\W{1,6}"
    r"park|parking\W{1,6}(?:lot|garage))|at\W{1,6}(?:my|the)\W{1,6}(?:door|front\W{1,6}door|"
    r"back\W{1,6}door|window|gate|dorm|work|office|workplace|parents'?|mum'?s|mom'?s|school"
    r"\W{1,6}gate|reception)|here\W{1,6}(?:with|w)\b)"
)
_MY_THINGS = (
    r"(?:door|doors|front\W{1,6}door|back\W{1,6}door|windows?|gate|lock|locks|handle|car|"
    r"house|apartment|flat|place|garage|fence|balcony|bin|letterbox|porch|power|phone\W{1,6}"
    r"line|burglar\W{1,6}bars|grill|hinges|frame|sliding|wheel|me|my|every|all|here|outside|"
    r"petrol|gas|smoke|taxi|cab|stairs|path|drive|driveway|street|lot|bottle|bat|knife|gun|"
    r"his\W{1,6}(?:mates|buddy|friends|brothers)|the\W{1,6}(?:kids|baby)|right\W{1,6}now|"
    r"rn|now|again|nonstop)"
)
_HIDING_PLACE = (
    r"(?:closet|wardrobe|pantry|bathroom|toilet|toilets|loo|shed|cupboard|laundry|tub|bath|"
    r"bed|sofa|couch|bushes|bush|woods|dumpster|bins|storeroom|stairwell|attic|basement|"
    r"garage|car|room|bedroom|dark|cellar|loft|utility|kitchen|neighbou?r'?s?\W{1,3}\w{1,12})"
)

_HIDE_STRONG = (
    r"(?:closet|wardrobe|pantry|cupboard|bushes|bush|woods|dumpster|bins|storeroom|stairwell|"
    r"attic|cellar|loft|shed|laundry|bed)"
)

RULES = (
    *RULES,
    rule(
        "emergency.at_my_place",
        C.EMERGENCY,
        rf"\b{_HE_NOW}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:again\W{{1,6}}|right\W{{1,6}}now\W{{1,6}}|"
        rf"now\W{{1,6}}|still\W{{1,6}})?{_AT_MY_PLACE}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,3}}?"
        rf"{_MY_THINGS}\b",
        neg_inside=True,
        veto=r"\b(?:handover|hand\W{1,3}over|contact\W{1,3}(?:centre|center|visit)|pick\w{0,3}"
        r"\W{1,3}up\W{1,3}the\W{1,3}kids|drop\w{0,3}\W{1,3}off|as\W{1,3}agreed|flowers|delivery|"
        r"parcel|lol|lmao|haha\w{0,4}|the\W{1,3}dog|puppy|kitten|cat|toddler|baby\W{1,3}(?:is|"
        r"'s)\W{1,3}(?:kicking|banging)|years\W{1,3}ago|used\W{1,3}to|back\W{1,3}then|"
        r"dream|nightmare|movie|film|show|game)\b",
        keys="bang|kick|pound|hammer|hit|punch|pull|push|shak|rattl|try|tri|forc|break|broke"
        "|smash|climb|pour|fire|lit|cut|got|getting|ramm|circl|search|walk|stand|block|chas"
        "|tailgat|looking|sitting|sat|ring|buzz|yell|scream|wait|on my|on the|in my|in the"
        "|at my|at the|here",
    ),
    rule(
        "emergency.hiding_now",
        C.EMERGENCY,
        rf"\b(?:i'?m|im|i\W{{1,3}}am|hiding|hid|i\W{{1,3}}ran|i'?ve\W{{1,3}}locked\W{{1,3}}myself|"
        rf"locked\W{{1,3}}myself|we'?re|we\W{{1,3}}are)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?"
        rf"(?:(?:hiding|hidden|locked|barricaded|trapped)\W{{1,6}}(?:in|under|behind|inside|"
        rf"at)\W{{1,6}}(?:the|my|a|his|our|her)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?{_HIDING_PLACE}|"
        rf"(?:in|under|behind|inside)\W{{1,6}}(?:the|my|a|his|our|her)\W{{1,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}})?{_HIDE_STRONG})\b|\b(?:hiding|hid|"
        rf"trapped|barricaded)\W{{1,6}}(?:in|under|behind|inside)\W{{1,6}}(?:the|my|a|his|our|"
        rf"her)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?{_HIDING_PLACE}\b",
        needs=r"\b(?:he|she|him|they)\W{0,3}(?:'?s|is|are|'?re|just)?\W{1,6}(?:\w{1,12}\W{1,6})?"
        r"(?:here|in|inside|outside|looking|searching|yelling|screaming|shouting|walking|coming|"
        r"banging|kicking|trying|drunk|pulling|at|on|got|broke|has|took|calling|doesn'?t\W{1,3}"
        r"know|can'?t\W{1,3}find|can\W{1,3}see|opening|raging|going)\b|\bpls\b|\bplease\b|"
        r"\bhelp\b|\bscared\b|\bterrified\b",
        veto=r"\b(?:hide\W{1,3}and\W{1,3}seek|lol|lmao|haha\w{0,4}|surprise|party|game|kids?"
        r"\W{1,3}(?:are|were)\W{1,3}hiding|cat|dog|puppy|spider|wasp|mouse|rat|crying\W{1,3}(?:in|"
        r"at)|years\W{1,3}ago|used\W{1,3}to|back\W{1,3}then|as\W{1,3}a\W{1,3}(?:kid|child))\b",
        keys="hiding|hidden|locked|barricad|trapped|in|under|behind|inside|hid",
    ),
    rule(
        "emergency.outside_text",
        C.EMERGENCY,
        r"\b(?:texted|texts|messaged|said|sent|says|rang|called)\W{1,6}(?:me\W{1,6})?(?:[\"']\W{0,3})?"
        r"(?:i'?m\W{1,6}|im\W{1,6}|i\W{1,3}am\W{1,6})?(?:outside|look\W{1,6}(?:outside|out\W{1,6}"
        r"(?:your|ur|the)\W{1,6}window)|see\W{1,6}you\W{1,6}soon|coming|otw|on\W{1,6}my\W{1,6}way|"
        r"(?:\d{1,2}|five|ten)\W{0,3}(?:min|mins|minutes))\b",
        needs=r"\b(?:scared|terrified|alone|on\W{1,3}my\W{1,3}own|drunk|didn'?t\W{1,3}know|"
        r"not\W{1,3}supposed|not\W{1,3}meant|he'?s\W{1,3}(?:there|standing|here)|standing|"
        r"lights|shaking|bringing|insane|raging|sort\W{1,3}me\W{1,3}out|have\W{1,3}it\W{1,3}out|"
        r"finish|knife|gun|petrol|address|refuge|shelter|order|within)\b",
        veto=r"\b(?:lol|lmao|haha\w{0,4}|pizza|uber|taxi\W{1,3}(?:is|driver)|delivery|"
        r"friend\W{1,3}(?:texted|said)|mum\W{1,3}(?:texted|said)|mom\W{1,3}(?:texted|said))\b",
        keys="outside|look|soon|coming|otw|my way|min",
    ),
    rule(
        "emergency.coming_to_hurt",
        C.EMERGENCY,
        r"\b(?:he'?s|hes|he\W{1,3}is|she'?s|he\W{1,3}said\W{1,3}he'?s|my\W{1,3}ex\W{1,3}is)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:coming|on\W{1,6}(?:his|her)\W{1,6}way|otw|heading|"
        r"driving|coming\W{1,6}(?:round|over|back|here))\b",
        needs=r"\b(?:alone|on\W{1,3}my\W{1,3}own|home\W{1,3}alone|terrified|scared|shaking|"
        r"drunk|off\W{1,3}his\W{1,3}face|insane|raging|furious|sort\W{1,3}me\W{1,3}out|have"
        r"\W{1,3}it\W{1,3}out|finish|brothers|mates|buddies|knife|gun|petrol|bat|\d{1,2}\W{0,3}"
        r"(?:min|mins|minutes)|minutes\W{1,3}away|not\W{1,3}supposed|not\W{1,3}meant|order|"
        r"refuge|shelter)\b",
        veto=r"\b(?:lol|lmao|haha\w{0,4}|pick\w{0,3}\W{1,3}up\W{1,3}the\W{1,3}kids|handover|"
        r"as\W{1,3}agreed|dinner|flowers|coming\W{1,3}home\W{1,3}from\W{1,3}work|party|"
        r"christmas|birthday|(?:he'?s|hes)\W{1,3}coming\W{1,3}(?:to|for)\W{1,3}(?:dinner|"
        r"lunch|the\W{1,3}(?:party|wedding)))\b",
        keys="coming|way|otw|heading|driving",
    ),
    rule(
        "emergency.fire",
        C.EMERGENCY,
        r"\b(?:he'?s|hes|he|she|they|he\W{1,3}just)\W{1,6}(?:\w{1,12}\W{1,6})?(?:got|has|with|"
        r"pouring|poured|brought|holding|splashing|splashed)\W{1,6}(?:\w{1,12}\W{1,6})?(?:petrol|"
        r"gasoline|gas\W{1,3}can|lighter\W{1,3}fluid|jerry\W{1,3}can)\b|\b(?:set|setting|lit|"
        r"lighting)\W{1,6}(?:fire\W{1,6}to\W{1,6})?(?:something|my|the|a)\W{1,6}(?:\w{1,12}"
        r"\W{1,6})?(?:bin|letterbox|door|car|house|hallway|porch|curtains|shed|fence)\b|\b(?:i\W{1,3})?"
        r"can\W{1,6}smell\W{1,6}(?:smoke|petrol|gas|burning)\b",
        needs=r"\b(?:he|she|him|they|his)\b",
        veto=r"\b(?:bbq|barbecue|bonfire|fireworks|candle|toast|cooking|dinner|oven|fuel\W{1,3}"
        r"station|petrol\W{1,3}station|filled\W{1,3}up|lawn\W{1,3}mower|mower|generator|"
        r"boiler|lol|haha\w{0,4})\b",
        keys="petrol|gasoline|gas|lighter|jerry|set|setting|lit|lighting|smell",
    ),
)
