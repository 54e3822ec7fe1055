"""Self-harm: cutting, burning, hurting oneself, blades, relapse talk."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule
from bot.safety.vocab import ME_SELF, gap

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "self_harm.word",
        C.SELF_HARM,
        r"\bself\W?(?:harm\w{0,4}|injur\w{0,6}|mutilat\w{0,6})",
        keys="self",
    ),
    rule(
        "self_harm.cut",
        C.SELF_HARM,
        rf"\b(?:cut|cutting|cuts|cutted|slit|slitting|slice|sliced|slicing|carve|carving|carved)"
        rf"\W{{1,6}}"
        rf"(?:{ME_SELF}|(?:my|both)\W{{1,6}}(?:own\W{{1,6}})?(?:wrists?|arms?|forearms?|thighs?|"
        rf"legs?|skin|stomach|hips?|body))\b(?!\W{{1,6}}(?:off|out|some\W{{1,6}}slack|a\W{{1,6}}"
        rf"break|free|loose))|\bcarv\w{{0,3}}\W{{1,6}}{gap(3)}into\W{{1,6}}my\W{{1,6}}(?:arms?|"
        rf"wrists?|thighs?|legs?|skin|stomach)|\b(?:blade|razor|knife)\W{{1,6}}to\W{{1,6}}my"
        rf"\W{{1,6}}(?:arms?|wrists?|thighs?|legs?|skin)",
        veto=r"\bcut\W{1,3}(?:myself|me)\W{1,3}(?:a|an|some|another)\W{1,3}(?:\w{1,12}\W{1,3})?(?:slice|"
        r"piece|bit|break|fringe|portion|wedge|chunk|deal)\b",
        keys="cut|slit|slic|carv|blade|razor|knife",
    ),
    rule(
        "self_harm.cut_again",
        C.SELF_HARM,
        r"\b(?:i|i'?ve|ive|i\W{1,3}have|i\W{1,3}just)\W{1,6}(?:\w{1,10}\W{1,6})?(?:cut|cutted)"
        r"\W{1,6}again\b|^\W*cut\W{1,6}again\b|\b(?:cutting|self\W?harm\w{0,3}|sh|burned\W{1,6}"
        r"myself|hurt\W{1,6}myself)\W{1,6}again\b|\b(?:started|start|began|back\W{1,6}to|keep|"
        r"kept|been|can'?t\W{1,6}stop|relapsed\W{1,6}(?:on|and)|urges?\W{1,6}to)\W{1,6}(?:cutting"
        r"|cut|self\W?harm\w{0,4})\b(?!\W{1,6}(?:him|her|them|ties|contact|back|down|out|off|"
        r"corners|carbs|sugar|people|my\W{1,6}hair|hair|it\W{1,6}out|class|school|coupons|my"
        r"\W{1,6}losses|things|everyone))|\bsh\W{1,6}(?:urges?|scars?|wounds?|relapse)\b|"
        r"\bused\W{1,6}to\W{1,6}(?:cut|self\W?harm|sh)\b(?!\W{1,6}(?:my\W{1,6}(?:own\W{1,6})?hair|"
        r"hair|him|her|them|people|class|school|corners|back|down|out|off|grass|wood))|"
        r"\b(?:fresh|new|deep|bleeding)\W{1,6}(?:cuts|wounds)\b|\b(?:went|going|go|back)\W{1,6}(?:back"
        r"\W{1,6})?to\W{1,6}(?:the|my)\W{1,6}(?:razor|razors|blade|blades)\b|\bcovered\W{1,6}in"
        r"\W{1,6}(?:cuts|scars|burns)\b|\bcuts\W{1,6}on\W{1,6}my\W{1,6}"
        r"(?:arms?|wrists?|thighs?|legs?|stomach)|\b(?:want|wanna|need|needa)\W{1,6}(?:to\W{1,6})?"
        r"cut\b(?=\W*$|\W{1,6}(?:so|again|tonight|right|rn|now|myself|deeper|badly)\b)|"
        r"\bcutting\W{1,6}(?:helps|is\W{1,6}the\W{1,6}only|makes\W{1,6}me)|\bi\W{1,6}(?:just"
        r"\W{1,6}|literally\W{1,6})?cut\b(?=\W*$|\W{1,6}(?:tonight|today|last\W{1,6}night|this"
        r"\W{1,6}morning|earlier|deep|deeper)\b)|\bsh'?d\b|\bsince\W{1,6}i\W{1,6}(?:last\W{1,6})?"
        r"(?:cut|self\W?harmed|hurt\W{1,6}myself|burned\W{1,6}myself)\b(?!\W{1,6}(?:my\W{1,6}hair|"
        r"him|her|them|ties|contact|back|down|out|off|sugar|carbs))",
        keys=("cut|again|harm|sh|wound|razor|blade|covered|hurt|burn"),
    ),
    rule(
        "self_harm.burn",
        C.SELF_HARM,
        rf"\b(?:burn|burning|burned|burnt)\W{{1,6}}(?:{ME_SELF}|my\W{{1,6}}(?:skin|arms?|wrists?"
        rf"|legs?|thighs?)\W{{1,6}}(?:with|on\W{{1,6}}purpose))|\b(?:lighter|cigarette|ciggie|lit"
        rf"\W{{1,6}}match|hot\W{{1,6}}knife|hair\W{{1,6}}straighteners)\W{{1,6}}(?:on|to|against)"
        rf"\W{{1,6}}my\W{{1,6}}(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|hand|hands|"
        rf"stomach)\b",
        veto=r"\bburn\w{0,3}\W{1,3}(?:myself|me)\W{1,3}out\b",
        keys="burn|lighter|cig|match|knife|straighteners",
    ),
    rule(
        "self_harm.hurt_self",
        C.SELF_HARM,
        rf"\b(?:hurt|hurting|hurts|harm|harmed|harming|hit|hitting|punch|punched|punching|scratch|"
        rf"scratched|scratching|bite|bit|biting|bruise|bruised|bruising|starve|starved|starving)"
        rf"\W{{1,6}}{ME_SELF}\b"
        r"(?!\W{1,6}(?:by\W{1,6}\w+ing|for\W{1,6}(?:\w+ing|that|this|it|being|even)|"
        r"emotionally|mentally|over\W{1,6}(?:him|her|this)|thinking|checking|looking|reading|"
        r"going\W{1,6}back|with\W{1,6}(?:these|this|his|her|the\W{1,6}(?:memories|thoughts))))|"
        r"\bmade\W{1,6}myself\W{1,6}bleed|\b(?:scratch|pick|claw|gouge|tear|tore)\w{0,4}\W{1,6}(?:at"
        r"\W{1,6})?my\W{1,6}(?:own\W{1,6})?(?:arms?|legs?|skin|wrists?|thighs?|face|stomach)"
        r"\W{1,6}(?:\w{1,10}\W{1,6}){0,6}?(?:raw|bloody|open|to\W{1,6}bits)\b|\b(?:scratch|pick|pull|punch|bang|hit)\w{0,4}\W{1,6}"
        + gap(6)
        + r"(?:until|till|til)\W{1,6}(?:it|they|i|my\W{1,6}\w{1,12})\W{1,6}(?:bleeds?|bled|"
        r"was\W{1,6}bleeding|started\W{1,6}bleeding|went\W{1,6}numb|was\W{1,6}numb|bruised|"
        r"swelled|broke|cracked)",
        keys="self|bleed|bled|myslef|mysef|raw|bloody|open|bits|numb|bruised|swelled|broke|cracked",
    ),
    rule(
        "self_harm.blades",
        C.SELF_HARM,
        r"\b(?:hid|hide|hiding|bought|buy|got|holding|took\W{1,6}out|take\W{1,6}out|found\W{1,6}"
        r"my)\W{1,6}(?:(?:a\W{1,6})?(?:pack|packet|box)\W{1,6}of\W{1,6})?(?:the\W{1,6}|my"
        r"\W{1,6}|a\W{1,6}|some\W{1,6}|new\W{1,6})?(?:razor\W{1,6}"
        r"blades?|blades|blade|sharpener\W{1,6}blades?)\b",
        keys="blade",
    ),
    rule(
        "self_harm.hiding",
        C.SELF_HARM,
        r"\b(?:hide|hiding|hid|cover|covering)\W{1,6}(?:up\W{1,6})?(?:the\W{1,6}|my\W{1,6}|"
        r"these\W{1,6}|all\W{1,6}the\W{1,6})?(?:fresh\W{1,6}|new\W{1,6})?cuts\b|\bsh\W{1,6}"
        r"(?:clean|free)\b\W{1,6}"
        + gap(6)
        + r"(?:broke|broken|relapsed|ruined|slipped|lost)\b|\b(?:broke|ruined|lost|reset)\W{1,6}"
        r"my\W{1,6}(?:sh|self\W?harm|cutting)\W{1,6}(?:free\W{1,6}|clean\W{1,6})?streak\b",
        keys="hid|cover|sh|self|cutting",
    ),
    # Round 3: any first-person harm verb on one's own body, kept up or aimed at, and relapses.
    rule(
        "self_harm.own_body",
        C.SELF_HARM,
        r"(?:\bi\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?|^\W*)(?:hit|hitting|bang|banged|banging|punch|punched|"
        r"punching|bit|bite|biting|scratch|scratched|scratching|burn|burned|burnt|burning|cut|"
        r"cutting|slam|slammed|slamming|smash|smashed|smashing|pinch|pinched|pinching|hurt|hurting|"
        r"carve|carved|carving|stab|stabbed|stabbing|claw|clawed|clawing|pull|pulled|pulling)"
        r"\W{1,6}(?:myself|my\W{1,6}(?:own\W{1,6})?(?:head|arm|arms|wrist|wrists|thigh|thighs|leg|"
        r"legs|skin|hand|hands|fist|fists|face|stomach|chest|knuckles|hips?))\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,4}?(?:til|till|until|on\W{1,6}purpose|to\W{1,6}(?:feel|punish|stop|calm|make)|"
        r"so\W{1,6}(?:i|it)\W{1,6}(?:wouldn'?t|wouldnt|would|could|don'?t|dont|didn'?t|didnt|"
        r"stops?))\b|\b(?:punch|punched|punching|hit|hitting|bang|banged|banging)"
        r"\W{1,6}(?:the|a)\W{1,6}wall\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:til|till|until)\W{1,6}"
        r"(?:my|it|i)\b|\brelaps\w{0,3}\W{1,6}(?:on\W{1,6}|with\W{1,6}|into\W{1,6})?(?:sh|self\W?"
        r"harm\w{0,3}|cutting|burning|the\W{1,6}(?:sh|cutting|blade))\b|\b(?:got|get|getting|took|"
        r"take)\W{1,6}(?:the|my)\W{1,6}(?:razor|razors|blade|blades)\W{1,6}out\b(?!\W{1,6}(?:to"
        r"\W{1,6}shave|for))",
        keys="hit|bang|punch|bit|scratch|burn|cut|slam|smash|pinch|hurt|carv|stab|claw|pull"
        "|relaps|razor|blade",
    ),
    # Round 4: shorthand (emoji, "relapsed. blade") and a friend's self-harm reported.
    rule(
        "self_harm.shorthand",
        C.SELF_HARM,
        r"\b(?:knife|razor|blade)\W{1,6}(?:drop\W{1,6}of\W{1,6})?blood\b|\bblood\W{1,6}(?:knife|"
        r"razor|blade)\b|\brelaps\w{0,3}\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:blades?|razors?|"
        r"cutting|cut|sh|self\W{1,3}harm\w{0,3})\b|\b(?:she'?s|shes|he'?s|hes|she|he)\W{1,6}"
        r"(?:been\W{1,6}|is\W{1,6}|keeps\W{1,6}|started\W{1,6})?(?:cutting|slicing|carving|"
        r"burning|cut|sliced|carved|burned|burnt)\W{1,6}(?:up\W{1,6})?(?:her|his)\W{1,6}"
        r"(?:own\W{1,6})?(?:wrists?|arms?|forearms?|thighs?|legs?|skin|stomach|hips?|body)\b"
        r"(?!\W{1,6}(?:on|shaving|by\W{1,6}accident|accidentally|off)\b)",
        keys="blood|relaps|cut|slic|carv|burn",
    ),
    # Round 5: cutting instead of texting, hurting on purpose, cuts that need stitches.
    rule(
        "self_harm.instead",
        C.SELF_HARM,
        r"\bi\W{1,6}(?:cut|sliced|scratched)\W{1,6}(?:instead|again|deeper|deep|tonight)\b|"
        r"\b(?:on\W{1,3}purpose|deliberately|intentionally)\W{1,6}(?:so\W{1,6}"
        r"(?:that\W{1,6})?(?:it|i)\W{1,6}(?:would|could|'?d|will)\W{1,6}(?:hurt|bleed|bruise|"
        r"sting)|to\W{1,6}(?:hurt|feel\W{1,6}(?:the\W{1,6})?pain|bleed))\b|\bcuts\W{1,6}"
        r"(?:\w{1,12}\W{1,6}){0,2}?(?:need|needs|needed|needing|might\W{1,6}need|require)\W{1,6}"
        r"(?:stitches|stitching|steri\W{0,3}strips|glue)\b",
        keys="cut|slic|scratch|purpose|deliberate|intentional",
    ),
)

# Round 6: the harm said with its tool or its heat ("a hot spoon to my wrist"), "i just cut."
# said alone, the cuts themselves, a head against the wall.
_SH_BODY = (
    r"(?:arm|arms|forearm|forearms|hand|hands|palm|palms|wrist|wrists|leg|legs|thigh|thighs|"
    r"ankle|ankles|finger|fingers|fingertips|stomach|belly|skin|face|cheek|head|forehead|"
    r"knuckles?|fists?|chest|neck|back|nails|toenails|toes|scars|cuts|hips?|shins?|feet|foot|"
    r"upper\W{1,3}(?:arm|arms|thigh|thighs)|body|side|ribs)"
)
_SH_TOOL = (
    r"(?:razor|razors|knife|blade|blades|needle|pin|pins|safety\W{1,3}pin|lighter|fork|"
    r"scissors|glass|hammer|spoon|pen|cord|iron|candle|bottle|cutter|box\W{1,3}cutter|nail|"
    r"nails|tweezers|compass|scalpel|sharpener|kettle|boiling\W{1,3}water|hot\W{1,3}\w{1,12}|"
    r"heated\W{1,3}\w{1,12}|cigarette|eraser|bleach|pieces|bits|shards?|exacto\W{1,3}knife|"
    r"stanley\W{1,3}knife|belt|phone)"
)
_SH_MARK = (
    r"(?:on\W{1,6}purpose|deliberately|intentionally|sinadya|till|until|til|so\W{1,6}hard|"
    r"raw|bled|bleed|bleeds|bleeding|blood|blister\w{0,3}|purple|swell\w{0,3}|swollen|split|"
    r"crack\w{0,3}|numb|held\W{1,6}it\W{1,6}there|kept\W{1,6}it\W{1,6}there|over\W{1,6}and"
    r"\W{1,6}over|so\W{1,6}nobody|so\W{1,6}no\W{0,3}one|to\W{1,6}(?:feel|punish|stop\W{1,6}the)|"
    r"wanted\W{1,6}to\W{1,6}feel|i\W{1,6}meant\W{1,6}to|every\W{1,6}time|it\W{1,6}helped|only"
    r"\W{1,6}way|red|white|holes|a\W{1,6}mess|weeping|sting|burned|burnt|"
    r"scar|mark|marks|lines)"
)

RULES = (
    *RULES,
    rule(
        "self_harm.tool_on_body",
        C.SELF_HARM,
        rf"\b(?:cut|cutting|carved|carve|carving|scratched|scratch|scratching|burned|burnt|burn|"
        rf"burning|scalded|scald|scalding|stabbed|stab|pressed|press|pressing|held|hold|holding|"
        rf"hit|hitting|smashed|smashing|bashed|bashing|punched|punching|slapped|slapping|bit|bite|"
        rf"biting|whipped|choked|dug|digging|stuck|dragged|used|using|took|poured|pouring|rubbed|"
        rf"scraped|scrubbed|scrub|pulled|pulling|ripped|ripping|pinch|pinched|twist|twisted|"
        rf"stubbed|kicked|slammed|slamming|headbutted|head\W?butted)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})"
        rf"{{0,5}}?(?:my|myself|mi)\W{{1,6}}(?:own\W{{1,6}}|whole\W{{1,6}}|bare\W{{1,6}}|old\W{{1,6}}"
        rf"|\w{{1,10}}\W{{1,6}})?{_SH_BODY}\b(?=\W{{1,6}}(?:\w{{1,16}}\W{{1,6}}){{0,8}}?"
        rf"{_SH_MARK}\b|\W{{1,6}}with\W{{1,6}}(?:a|an|the|my|his|her)\W{{1,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}})?{_SH_TOOL}\b)|\b(?:took|take|taking|used|using|use|pressed|held|put)"
        rf"\W{{1,6}}(?:a|an|the|my|his|her)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?{_SH_TOOL}\W{{1,6}}"
        rf"(?:to|on|onto|against|into|across)\W{{1,6}}(?:my|myself)\b(?:\W{{1,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}})?{_SH_BODY}\b)?",
        veto=r"\b(?:cooking|recipe|dinner\W{1,3}(?:prep|was)|chopping|onions?|shaving|shave|"
        r"waxing|eyebrows?\W{1,3}(?:shaped|done)|manicure|pedicure|tattoo\w{0,3}|piercing|"
        r"gym|workout|boxing|sparring|training|football|rugby|hockey|skateboard\w{0,3}|bike"
        r"\W{1,3}ride|fell\W{1,3}off|tripped|slipped|accident\w{0,4}|by\W{1,3}mistake|"
        r"mosquito|bug\W{1,3}bites?|itchy|eczema|sunburn\w{0,3}|massage|lotion|moisturis\w{0,3}|"
        r"lol|lmao|haha\w{0,4}|diy|carpentry|woodwork|gardening|garden)\b",
        keys="cut|carv|scratch|burn|burnt|scald|stab|press|held|hold|hit|smash|bash|punch|slap"
        "|bit|whip|chok|dug|digging|stuck|drag|used|using|took|take|pour|rubbed|scrap|scrub"
        "|pull|ripp|pinch|twist|stubbed|kick|slam|butt|use|put",
    ),
    rule(
        "self_harm.i_cut",
        C.SELF_HARM,
        r"\bi\W{1,6}(?:just\W{1,6}|literally\W{1,6}|finally\W{1,6})?cut\b(?=\W*$|\W{0,3}[.!;]|"
        r"\W{1,6}(?:so\W{1,6}(?:deep|much|bad|badly)|and\W{1,6}(?:cut|now|it|i)|a\W{1,6}lot|a"
        r"\W{1,6}little|really\W{1,6}(?:bad|deep)|deep|deeper|more|after\W{1,6}(?:he|she|my|the|"
        r"reading|that|dysphoria)|on\W{1,6}(?:myself|my\W{1,6}(?:birthday|arm|arms|leg|legs|wrist|"
        r"wrists|thigh|thighs|ankle|ankles|stomach))|sorry|again|tonight|because\W{1,6}(?:of"
        r"\W{1,6})?(?:him|her|he|she)|bc|when\W{1,6}(?:he|she|i\W{1,6}(?:think|remember|feel))))|"
        r"\b(?:i'?m|im|i\W{1,3}am|been)\W{1,6}cutting\b(?=\W*$|\W{0,3}[.!]|\W{1,6}(?:right\W{1,6}"
        r"now|rn|now|again|tonight|myself|deeper))|\b(?:the|my)\W{1,6}cuts\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,3}?(?:are\W{1,6}getting\W{1,6}deeper|reopened|opened\W{1,6}(?:up|back)|"
        r"won'?t\W{1,6}stop\W{1,6}bleeding|from\W{1,6}last\W{1,6}night)|\bcut\W{1,6}(?:so|too|"
        r"really)\W{1,6}deep\b|\b(?:picking|picked|pick|ripp\w{0,3}|ripped|tearing|tore|opening)"
        r"\W{1,6}(?:at\W{1,6})?(?:open\W{1,6})?(?:my|the)\W{1,6}(?:old\W{1,6})?(?:cuts|scars|"
        r"wounds|scabs)\b|\bmy\W{1,6}(?:arms|thighs|legs|wrists|stomach|ankles)\W{1,6}(?:are|'re)"
        r"\W{1,6}(?:all\W{1,6})?cut\W{1,6}up\b|\bcuts\W{1,6}all\W{1,6}(?:up|over)\W{1,6}my\b|"
        r"\bmade\W{1,6}(?:new\W{1,6})?(?:ones|more)\b(?=\W*$|\W{0,3}[.!,]|\W{1,6}(?:tonight|"
        r"again))|\brunning\W{1,6}out\W{1,6}of\W{1,6}(?:space|room|skin)\b|\b(?:banging|"
        r"hitting|bashing|headbanging|smashing|punching|kicking)\W{1,6}(?:my\W{1,6}head\W{1,6})?"
        r"(?:on|against|into|off)?\W{0,6}(?:the\W{1,6})?(?:walls?|floor|steering\W{1,6}wheel|"
        r"mirror|door)\b(?=\W{1,6}(?:\w{1,12}\W{1,6}){0,5}?(?:till|until|over\W{1,6}and|again|"
        r"at\W{1,6}night|bleed|bled|swell|twice|on\W{1,6}purpose|it\W{1,6}stops|knuckles|every"
        r"\W{1,6}(?:time|night)))",
        veto=r"\b(?:hair|fringe|bangs|cake|pizza|grass|lawn|hedge|coupons?|class|the\W{1,3}line|"
        r"the\W{1,3}queue|cord|cable|ties|carbs|sugar|him\W{1,3}off|her\W{1,3}off|them\W{1,3}off|"
        r"contact|budget|costs|paper|fabric|wood|onions?|veg\w{0,9}|cooking|kitchen\W{1,3}"
        r"(?:accident|knife\W{1,3}slipped)|shaving|lol|lmao|haha\w{0,4}|movie|film|edit\w{0,3}|"
        r"video|scene|music|track|song|drywall\W{1,3}(?:repair|patch)|diy)\b",
        keys="cut|space|room|skin|bang|hit|bash|smash|punch|kick|made",
    ),
)
