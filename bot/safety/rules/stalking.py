"""Stalking and tracking: following, turning up, trackers, monitoring, new accounts."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule
from bot.safety.vocab import EX, HOME, PERSON, SGAP, gap

C = Category

RULES: tuple[Rule, ...] = (
    rule(
        "stalking.following",
        C.STALKING,
        r"\b(?:following|followed|follows|follow|tailing|tailed)\W{1,6}(?:me|us|my\W{1,6}(?:car"
        r"|kids|daughter|son|mum|mom))\b(?!\W{1,6}(?:on|back|again\W{1,6}on|from\W{1,6}(?:a|"
        r"another|his|her|new|fake)|around\W{1,6}(?:on|online)|to\W{1,6}(?:a|the)\W{1,6}new|"
        r"everywhere\W{1,6}online))|\bbeing\W{1,6}(?:followed|watched|tracked|stalked|"
        r"monitored)\b",
        veto=r"\b(?:cat|cats|dog|dogs|puppy|pup|kitten|toddler|baby|kids?|son|daughter|chickens?|ducks?|"
        r"ducklings?|geese|goose|lamb)\b(?:\W{1,3}\w{1,12}){0,2}\W{1,3}(?:follows?|following|followed)"
        r"\b|\bby\W{1,3}(?:my|the|a|our)\W{1,3}(?:cat|dog|puppy|kitten|toddler|baby|kids?)\b|\brequest"
        r"\w{0,2}\W{1,3}to\W{1,3}follow\b|\bfollow\W{1,3}requests?\b",
        keys="follow|tail|being",
    ),
    rule(
        "stalking.stalk",
        C.STALKING,
        r"\bstalk(?:ing|ed|s)?\W{1,6}(?:me|us|my\W{1,6}(?:house|flat|work|kids|family))\b|"
        r"\b(?:my|have\W{1,6}a|got\W{1,6}a|he'?s\W{1,6}a|she'?s\W{1,6}a|hes\W{1,6}a|he\W{1,6}"
        r"is\W{1,6}a|she\W{1,6}is\W{1,6}a|is\W{1,6}my)\W{1,6}stalker\b|\bstalked\W{1,6}by\b",
        veto=r"\b(?:instagram|insta|facebook|tiktok|google|phone|algorithm|ads?|youtube|spotify)\W{1,3}"
        r"(?:is\W{1,3})?stalking\W{1,3}me\b",
        keys="stalk",
    ),
    rule(
        "stalking.presence",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:parked|parks|parking|sitting|sits|sat|waiting|waits|waited|"
        rf"standing|stood|lurking|lurks|hanging\W{{1,6}}(?:around|out)|drove|driving|drives|"
        rf"walked|walking|walks|circling|was|were|is|'s|s|been|keeps\W{{1,6}}(?:driving|"
        rf"walking|coming|showing\W{{1,6}}up))\W{{1,6}}{gap(3)}(?:outside|past|by|near|"
        rf"around|at\W{{1,6}}the\W{{1,6}}(?:end|top|bottom|corner)\W{{1,6}}of|across\W{{1,6}}(?:the"
        rf"\W{{1,6}})?(?:street|road)\W{{1,6}}from|in\W{{1,6}}front"
        rf"\W{{1,6}}of|down|up\W{{1,6}}and\W{{1,6}}down)\W{{1,6}}(?:my|our|the)"
        rf"\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?{HOME}\b"
        rf"|\b{PERSON}\W{{1,6}}{SGAP}(?:waits|waiting|waited)\W{{1,6}}for\W{{1,6}}me\W{{1,6}}{gap(3)}"
        rf"(?:at|outside|near|by)\W{{1,6}}(?:my|the|our)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?(?:"
        rf"{HOME}|bus\W{{1,6}}stop|station|car\W{{1,6}}park|parking\W{{1,6}}lot|school\W{{1,6}}gates?)"
        rf"|\b{PERSON}\W{{1,6}}{SGAP}(?:was|were|is|'s|s|parked|sat|sitting|waiting|been)\W{{1,6}}"
        rf"{gap(2)}in\W{{1,6}}(?:the|my|our)\W{{1,6}}(?:car\W{{1,6}}park|carpark|parking\W{{1,6}}"
        rf"lot|parking|street|road|driveway|lobby|reception)\W{{1,6}}(?:at|of|outside|by|near|"
        rf"behind|for)\W{{1,6}}(?:my|our)\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?{HOME}\b",
        neg_inside=True,
        keys=(
            "outside|past|near|across|front| by | down |around|up and down|end of|top of"
            "|bottom of|corner of"
            "|waits for me|waiting for me|waited for me|park|street|road|driveway|lobby|reception"
        ),
    ),
    rule(
        "stalking.show_up",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:show(?:ed|s|ing|n)?\W{{1,6}}up|turn(?:ed|s|ing)?\W{{1,6}}"
        rf"up|rocked\W{{1,6}}up|popped\W{{1,6}}up|appeared|keeps\W{{1,6}}appearing)\W{{1,6}}"
        rf"{gap(2)}(?:at|to|outside)\W{{1,6}}(?:my|our|the)\W{{1,6}}(?:\w{{1,16}}\W{{1,6}}){{0,2}}"
        rf"{HOME}|\b{EX}\W{{1,6}}{SGAP}(?:came|comes|coming|keeps\W{{1,6}}coming)"
        rf"\W{{1,6}}{gap(2)}(?:to|outside)\W{{1,6}}(?:my|our)\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?"
        rf"{HOME}|\b(?:show|turn)(?:ed|s|ing)?\W{{1,6}}up\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:unannounced"
        rf"|uninvited|without\W{{1,6}}warning|everywhere|wherever)",
        neg_inside=True,
        veto=r"\bwith\W{1,3}(?:\w{1,12}\W{1,3})?(?:flowers|roses|pie|coffee|card|wine|gifts?|presents?|"
        r"cake|chocolates|smile)\b|\b(?:my|our)\W{1,3}(?:mate|friend|bestie|sister|brother|mum|mom|dad|"
        r"nan)\W{1,3}(?:turned|showed)\W{1,3}up\b|\bto\W{1,3}give\W{1,3}me\W{1,3}a\W{1,3}card\b",
        keys="show|turn|rock|popp|appear|came|com",
    ),
    rule(
        "stalking.tracker",
        C.STALKING,
        r"\b(?:found|find|finding|discovered|notification|notifications|alert|alerts|hidden|"
        r"planted|slipped|taped|there'?s|there\W{1,6}was|there\W{1,6}is)\W{1,6}"
        + gap(3)
        + r"(?:air\W?tags?|trackers?|tile\W{1,6}(?:tracker|tag)|gps\b|"
        r"tracking\W{1,6}(?:device|app|chip)|spyware|stalkerware|keylogger|hidden\W{1,6}"
        r"(?:camera|cam|mic)|cameras?\W{1,6}in\W{1,6}my)\b|\b(?:cameras?|cams?|mics?|microphones?)"
        r"\W{1,6}hidden\b|\b"
        + PERSON
        + r"\W{1,6}"
        + SGAP
        + r"(?:put|stuck|hid|placed|planted|attached)\W{1,6}"
        + gap(2)
        + r"(?:air\W?tags?|"
        r"trackers?|tile|gps|tracking\W{1,6}device)|\b(?:air\W?tags?|trackers?|gps|tracking"
        r"\W{1,6}device)\W{1,6}" + gap(2) + r"(?:(?:in|on|under|inside|attached\W{1,6}to)"
        r"\W{1,6}(?:my|the)\W{1,6}(?:\w{1,16}\W{1,6})?(?:car|bag|purse|handbag|coat|jacket|"
        r"wheel|bumper|backpack|pram|stroller|glove\W?box|kids?'?\W{1,6}\w+)|moving\W{1,6}with\W{1,6}(?:you"
        r"|me))\b|\b(?:spyware|stalkerware|spy\W{1,6}(?:app|software|camera|cam)|mspy|"
        r"flexispy)\b|\b(?:my\W{1,6})?location\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:shared|sharing|sent|"
        r"visible)\W{1,6}(?:with|to)\W{1,6}(?:him|her|them|my\W{1,6}ex)\b",
        veto=r"\b(?:i|we)\W{1,3}put\W{1,3}(?:an?\W{1,3})?(?:air\W?tags?|tiles?|trackers?)\W{1,3}(?:on|in)"
        r"\W{1,3}(?:my|our)\b|^\W*put\W{1,3}an?\W{1,3}air\W?tag\W{1,3}(?:on|in)\W{1,3}my\b|\b(?:period|"
        r"mood|fitness|habit|sleep|step)\W{1,3}tracker\b",
        keys="tag|track|tile|gps|spy|stalkerware|keylog|camera|hidden|location",
    ),
    rule(
        "stalking.monitoring",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:track\w{{0,3}}|monitor\w{{0,3}}|spy\w{{0,3}}\W{{1,6}}on|"
        rf"spied\W{{1,6}}on|watch(?:ing|es|ed)?)\W{{1,6}}(?:me|us|my\W{{1,6}}(?:every\W{{1,6}}"
        rf"move|movements|whereabouts|location|phone|house|flat|place|windows?|car|kids))\b"
        rf"(?!\W{{1,6}}(?:cook|play|dance|sing|post|story|stories|grow|cry|eat|sleep))|\b{PERSON}"
        rf"\W{{1,6}}{SGAP}(?:read(?:s|ing)?|went\W{{1,6}}through|goes\W{{1,6}}through|going"
        rf"\W{{1,6}}through|check(?:s|ed|ing)?|hack(?:ed|s|ing)?|accessed|accessing|logged"
        rf"\W{{1,6}}into|logs\W{{1,6}}into|logging\W{{1,6}}into|broke\W{{1,6}}into|got\W{{1,6}}"
        rf"into|changed|knows|knew|has|have|uses|using)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?"
        rf"my\W{{1,6}}(?:phone|texts|messages|emails?|dms|whatsapp|icloud|instagram|insta|"
        rf"facebook|fb|snap\w{{0,4}}|accounts?|laptop|computer|google|location|every\W{{1,6}}move"
        rf"|movements|whereabouts|passwords?|passcode|pin|apple\W{{1,6}}id|browser\W{{1,6}}"
        rf"history|search\W{{1,6}}history)\b",
        neg_inside=True,
        keys=(
            "track|monitor|spy|spied|watch|phone|texts|messages|email|dms|whatsapp|icloud"
            "|insta|facebook|fb|snap|account|laptop|computer|google|location|move|whereabouts"
            "|pass|pin|apple|history"
        ),
    ),
    rule(
        "stalking.app_on_phone",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:installed|put|downloaded|hid|hidden|added|set\W{{1,6}}up"
        rf"|turned\W{{1,6}}on|enabled|shared)\W{{1,6}}{gap(3)}(?:app|apps|software|something|"
        rf"location\W{{1,6}}sharing|find\W{{1,6}}my)\W{{1,6}}(?:on|to|in)?\W{{0,6}}(?:my\W{{1,6}}"
        rf"(?:phone|laptop|computer|car|ipad|tablet|account))",
        neg_inside=True,
        keys="my phone|my laptop|my computer|my car|my ipad|my tablet|my account",
    ),
    rule(
        "stalking.knows_where",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:knows?|knew|found\W{{1,6}}out|figured\W{{1,6}}out|find"
        rf"\W{{1,6}}out|found|tracked\W{{1,6}}down|got|has|have)\W{{1,6}}{gap(2)}(?:where\W{{1,6}}"
        rf"i\W{{1,6}}(?:am|live|work|was|go|moved|stay|'?m\W{{1,6}}staying|sleep|hang\W{{1,6}}"
        rf"out|park|'?ve\W{{1,6}}been|have\W{{1,6}}been|went|go\W{{1,6}}every\W{{1,6}}\w+)"
        rf"\b|my\W{{1,6}}(?:new\W{{1,6}})?(?:address|location|whereabouts|schedule|"
        rf"routine)\b|my\W{{1,6}}new\W{{1,6}}(?:number|place|flat|house|job|work)|(?:everything|every"
        rf"\W{{1,6}}thing)\W{{1,6}}i\W{{1,6}}(?:do|say|post))|\b{PERSON}\W{{1,6}}{SGAP}(?:saw|"
        rf"sees|seen|could\W{{1,6}}see|can\W{{1,6}}see|tracked|watched|knew|knows)\W{{1,6}}"
        rf"(?:\w{{1,12}}\W{{1,6}})?(?:everywhere|every\W{{1,6}}(?:place|where))\W{{1,6}}i\W{{1,6}}"
        rf"(?:go|went|am|was|'?ve\W{{1,6}}been|have\W{{1,6}}been|'?d\W{{1,6}}been|had\W{{1,6}}"
        rf"been)\b|\b{PERSON}\W{{1,6}}{SGAP}(?:knows?|knew)\W{{1,6}}(?:exactly\W{{1,6}})?(?:what"
        rf"\W{{1,6}}i\W{{1,6}}(?:had|wore|ate|bought|was\W{{1,6}}(?:doing|wearing|eating)|am\W{{1,6}}"
        rf"(?:doing|wearing)|'?m\W{{1,6}}(?:doing|wearing))|who\W{{1,6}}i\W{{1,6}}(?:was\W{{1,6}}"
        rf"with|saw|met|am\W{{1,6}}seeing|'?m\W{{1,6}}seeing|talk\W{{1,6}}to|talked\W{{1,6}}to|spoke"
        rf"\W{{1,6}}to))\b|\b{PERSON}\W{{1,6}}{SGAP}(?:watch|watches|watching|sees|reads|reading|"
        rf"checks|checking|tracks|tracking|monitors|monitoring|screenshots)\W{{1,6}}(?:everything|"
        rf"every\W{{1,6}}thing|all)\W{{1,6}}i\W{{1,6}}(?:do|say|post|share|write)\b",
        neg_inside=True,
        keys="where|address|location|whereabouts|schedule|routine|new|every|what|who|all",
    ),
    rule(
        "stalking.new_accounts",
        C.STALKING,
        rf"\b{PERSON}\W{{1,6}}{SGAP}(?:made|making|makes|created|creating|creates|opened|opens|"
        rf"uses|using|used|texting|texted|texts|messaging|messaged|messages|calling|called|calls|"
        rf"contacting|contacted|contacts|emailing|emailed|dm'?ing|dm'?d|dms|reaching\W{{1,6}}"
        rf"out|reached\W{{1,6}}out|found\W{{1,6}}me|watching|watches|views|viewing|following|"
        rf"follows|followed)\W{{1,6}}{gap(4)}(?:new|fake|different|other|another|burner|private|"
        rf"unknown|random|second|spam|anonymous|multiple|blocked|hidden|withheld|private|\d+)"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?"
        rf"(?:accounts?|numbers?|profiles?|emails?|phones?|sims?|pages?)\b|\bblocked\W{{1,6}}"
        rf"(?:him|her|them|his\W{{1,6}}\w+|every\w*|all)\W{{1,6}}{gap(2)}(?:he|she|they)\W{{1,6}}"
        rf"{gap(2)}(?:keeps|kept|still|started|found|made|makes|texts|texted|texting|calls|"
        rf"called|calling|messages|messaged|emails|emailed|uses|used|contacted|turned|showed|"
        rf"sent|got\W{{1,6}}around)|\b(?:every\W{{1,6}}time|whenever|each\W{{1,6}}time|as\W{{1,6}}"
        rf"soon\W{{1,6}}as)\W{{1,6}}i\W{{1,6}}block\w{{0,3}}\W{{1,6}}{gap(6)}(?:new|another|different|"
        rf"other|makes|made|creates|created|pops|starts|comes)\b",
        neg_inside=True,
        keys="account|number|profile|email|phone|sim|page|block",
    ),
    rule(
        "stalking.harassment",
        C.STALKING,
        r"\b(?:calling|called|calls|texting|texted|texts|messaging|messaged|ringing|rang|"
        r"emailing|emailed)\W{1,6}me\W{1,6}" + gap(2) + r"(?:nonstop|non\W{1,6}stop|all\W{1,6}"
        r"night|[2-9]\d\W{0,6}times|[1-9]\d{2,}\W{0,6}times|a\W{1,6}hundred\W{1,6}times|"
        r"hundreds\W{1,6}of\W{1,6}times|over\W{1,6}and\W{1,6}over|every\W{1,6}(?:five|5|ten|10|"
        r"few)\W{1,6}minutes)|\b(?:won'?t|wont|doesn'?t|will\W{1,3}not)\W{1,6}leave\W{1,6}me"
        r"\W{1,6}alone\b|\beverywhere\W{1,6}i\W{1,6}go\W{1,6}" + gap(2) + r"(?:he|she|they)"
        r"(?:'?s|\W{1,6}is|\W{1,6}are|\W{1,6}shows|\W{1,6}turns)|\b(?:contacting|messaging|calling"
        r"|texting|asking|harassing|contacted|messaged|called|asked|messages|texts|calls|asks|emails"
        r"|emailed)\W{1,6}my\W{1,6}(?:family|friends|mum|mom|dad|parents|sister|brother|boss|"
        r"coworkers|co\W?workers|colleagues|work|neighbou?rs|manager)\W{1,6}"
        r"(?:to\W{1,6}find\W{1,6}(?:me|out\W{1,6}where)|about\W{1,6}where\W{1,6}i|asking\W{1,6}"
        r"(?:where\W{1,6}i|about\W{1,6}me|for\W{1,6}my\W{1,6}(?:address|number|location)))",
        negatable=False,
        keys="nonstop|non|night|times|over|minutes|alone|everywhere|to find|about where|asking",
    ),
    rule(
        "stalking.windows",
        C.STALKING,
        r"\b(?:someone|somebody|a\W{1,3}(?:man|guy|stranger|person|woman)|he|she|they|him|her|my"
        r"\W{1,3}ex)\W{1,6}"
        + gap(6)
        + r"(?:looking|peering|peeking|staring|peeping|looked|peered|peeked|stared|peeped|"
        r"watching|watched)\W{1,6}(?:in\W{1,6})?(?:thru|through|into|in|at)\W{1,6}(?:my|our)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?windows?\b",
        keys="window",
        neg_inside=True,
    ),
    rule(
        "stalking.calls",
        C.STALKING,
        r"\b(?:he|she|they|my\W{1,3}ex|someone|somebody)\W{1,6}"
        + SGAP
        + r"(?:calling|calls|called|texting|texts|texted|messaging|messaged|ringing|rang|rings|"
        r"phones|phoned|phoning)\W{1,6}"
        + gap(6)
        + r"(?:[2-9]\d|\d{3,}|fifty|forty|thirty|twenty|a\W{1,6}hundred|hundreds\W{1,6}of)\W{1,6}"
        r"times\W{1,6}(?:a|per|every|each)\W{1,6}(?:day|night|hour)\b",
        keys="call|text|messag|ring|rang|phon",
        neg_inside=True,
    ),
    rule(
        "stalking.proxy",
        C.STALKING,
        r"\b(?:using|uses|used|through|via|from)\W{1,6}(?:his|her|their|a|an|some)\W{1,6}(?:\w{1,12}"
        r"\W{1,6})?(?:friends?|mates?|sisters?|brothers?|mums?|moms?|cousins?|new|fake|other|second|"
        r"spare|burner|different|another|alt)(?:'?s)?\W{1,6}(?:\w{1,12}\W{1,6})?(?:accounts?|"
        r"profiles?|numbers?|phones?|insta|instagram|facebook|snap|tiktok)\b\W{1,6}"
        + gap(3)
        + r"(?:to\W{1,6})?(?:watch|see|check|look|message|text|contact|follow|stalk|spy|view|keep"
        r"\W{1,6}tabs|find)\b",
        keys="using|uses|used|through|via|from",
    ),
    rule(
        "stalking.photo",
        C.STALKING,
        r"\b(?:he|she|they|my\W{1,3}ex|someone|somebody|an?\W{1,6}(?:unknown|random|private|blocked)"
        r"\W{1,6}(?:number|account))\W{1,6}"
        + SGAP
        + r"(?:sent|sends|texted|posted|dmed|dm'?d|messaged)\W{1,6}(?:me\W{1,6})?(?:a\W{1,6}|some"
        r"\W{1,6})?(?:photo|photos|pic|pics|picture|pictures|video|screenshot)\W{1,6}of\W{1,6}(?:my|"
        r"our)\W{1,6}(?:front\W{1,6}|back\W{1,6}|new\W{1,6})?(?:door|house|flat|building|car|street|"
        r"window|windows|work|office|bedroom|place|garden|driveway)\b",
        keys="photo|pic|video|screenshot",
        neg_inside=True,
    ),
    # Round 3: someone inside my phone or accounts, an app nobody installed.
    rule(
        "stalking.in_my_phone",
        C.STALKING,
        r"\b(?:he'?s|hes|he\W{1,3}is|he\W{1,3}was|he|she'?s|shes|my\W{1,3}ex'?s?)\W{1,6}(?:been"
        r"\W{1,6}|still\W{1,6}|somehow\W{1,6})?(?:in|into|inside|reading|going\W{1,6}through|"
        r"hacked|hacking|accessing|accessed|logged\W{1,6}into)\W{1,6}my\W{1,6}(?:phone|messages|"
        r"texts|emails?|accounts?|laptop|icloud|whatsapp|instagram|snap|snapchat|dms|facebook|"
        r"google|cloud)\b|\b(?:app|apps|software|program|something|spyware|tracker|profile)"
        r"\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:i\W{1,6})?(?:didn'?t|didnt|did\W{1,6}not|never)\W{1,6}"
        r"(?:install|download|put|add|set\W{1,6}up)\b|\b(?:he|she|my\W{1,3}ex)\W{1,6}knows\W{1,6}"
        r"(?:everything\W{1,6}i\W{1,6}(?:do|text|type|search)|what\W{1,6}i\W{1,6}(?:text|texted|"
        r"typed|searched|search|wrote\W{1,6}(?:in|to))|who\W{1,6}i\W{1,6}(?:text|message|"
        r"texted|messaged))\b",
        keys="phone|messages|texts|email|account|laptop|icloud|whatsapp|instagram|snap|dms"
        "|facebook|google|cloud|app|software|program|something|spyware|tracker|profile|knows",
    ),
    # Round 4: seeing him everywhere, a friend's ex parked outside her work.
    rule(
        "stalking.sightings",
        C.STALKING,
        r"\b(?:keep|keeps|kept|always|constantly)\W{1,6}(?:seeing|spotting|noticing)\W{1,6}(?:him|"
        r"his\W{1,3}(?:car|van|truck|bike|mates?))\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:everywhere|"
        r"outside|on\W{1,6}my\W{1,6}(?:street|road)|near\W{1,6}my|round\W{1,6}my|around\W{1,6}my|"
        r"wherever|at\W{1,6}my)\b|\b(?:ex|he)\W{1,6}" + SGAP + r"(?:parks|parked|parking|sits|sat|"
        r"sitting|waits|waiting|waited|lurks|lurking)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:across"
        r"\W{1,6}from|opposite|outside|near|by)\W{1,6}(?:her|my|our)\W{1,6}(?:\w{1,12}\W{1,6})?"
        r"(?:work|office|house|flat|place|school|job|uni|home|door|building)\b",
        neg_inside=True,
        keys="seeing|spotting|noticing|park|sit|sat|wait|lurk",
    ),
    # Round 4: pictures of my house sent to me, my address posted, him seen outside.
    rule(
        "stalking.exposed",
        C.STALKING,
        r"\b(?:sending|sent|sends|posted|posting|shared|sharing|leaked)\W{1,6}(?:me\W{1,6})?(?:pics|"
        r"photos|pictures|videos|a\W{1,6}(?:pic|photo|picture|video))\W{1,6}of\W{1,6}(?:my\W{1,6}"
        r"(?:house|flat|car|front\W{1,6}door|door|street|work|window|new\W{1,6}(?:place|"
        r"house|flat))|me\W{1,6}(?:at|outside|walking|leaving|getting|asleep|sleeping))\b|\b(?:posted|"
        r"posting|shared|sharing|leaked|put)\W{1,6}my\W{1,6}(?:new\W{1,6}|home\W{1,6})?(?:address|"
        r"location)\W{1,6}(?:online|everywhere|on\W{1,6}(?:facebook|fb|insta|instagram|twitter|"
        r"reddit|tiktok|his\W{1,6}(?:story|page)))\b|\bcan\W{1,6}see\W{1,6}(?:him|his\W{1,3}(?:car|"
        r"van|truck))\W{1,6}(?:right\W{1,6})?(?:outside|across\W{1,6}the\W{1,6}(?:road|street)|in"
        r"\W{1,6}(?:the|my)\W{1,6}(?:garden|drive|driveway|street|car\W{1,3}park))\b(?=\W*$|\W{0,3}"
        r"[.!,;]|\W{1,6}(?:now|rn|right\W{1,3}now|again|my|our|the\W{1,6}(?:house|flat|door|"
        r"window|building))\b)|\b(?:he|hes|he'?s|my\W{1,3}ex|ex)\W{1,6}(?:\w{1,12}\W{1,6})?(?:going|"
        r"went|goes|keeps\W{1,6}going)\W{1,6}through\W{1,6}my\W{1,6}(?:bins|rubbish|trash|post|"
        r"mail)\b",
        keys="send|sent|posted|posting|shared|sharing|leaked|put|see|through",
    ),
    # Round 5: found at a refuge or a new place.
    rule(
        "stalking.found_me",
        C.STALKING,
        r"\b(?:he|she|they|my\W{1,3}ex|ex)\W{1,6}(?:has\W{1,6}|just\W{1,6}|finally\W{1,6}|'?s"
        r"\W{1,6}|already\W{1,6})?(?:found|tracked\W{1,6}down|traced)\W{1,6}(?:me|us)\b(?="
        r"\W{1,6}(?:here|again|already)\b|\W{1,6}(?:at|in)\W{1,6}(?:the|my|a|our)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:hostel|refuge|shelter|safe\W{1,3}house|hotel|new|"
        r"hiding|mum'?s|mom'?s|friend'?s|sister'?s|parents'?)\b)",
        neg_inside=True,
        keys="found|tracked|traced",
    ),
)

# Round 6: what he could only know by watching, numbers that keep changing, devices found,
# accounts broken into, people asked where I am, a car that keeps turning up.
_HE = r"(?:he|she|hes|shes|he'?s|she'?s|my\W{1,3}ex|ex|they)"
_SECRET = (
    r"(?:(?:no\W{0,3}one|nobody|noone)\W{1,6}(?:\w{1,12}\W{1,6})?(?:knew|knows|know|should\W{1,6}"
    r"know|was\W{1,6}supposed\W{1,6}to\W{1,6}know|told\W{1,6}him)|(?:i\W{1,6})?(?:told|tell)"
    r"\W{1,6}(?:no\W{0,3}one|nobody|noone|like\W{1,6}\d+\W{1,6}people|only\W{1,6}(?:my|\d|two|"
    r"three|four))|(?:didn'?t|didnt|did\W{1,3}not|never|haven'?t|havent|have\W{1,3}not)\W{1,6}"
    r"(?:even\W{1,6})?(?:tell|told|give|gave|post|posted|say|said|share|shared|mention\w{0,2}|"
    r"put)\W{1,6}(?:it\W{1,6}|that\W{1,6})?(?:anyone|anybody|him|her|it|where|which|that|"
    r"online|anything|the\W{1,6}(?:address|name))|only\W{1,6}told\W{1,6}(?:my|one|\w{1,12}\W"
    r"{1,3}(?:and|n)\W)|(?:not|isn'?t|wasn'?t)\W{1,6}supposed\W{1,6}to\W{1,6}know|(?:shouldn'?t|"
    r"should\W{1,3}not|couldn'?t|could\W{1,3}not)\W{1,6}(?:know|have\W{1,6}known)|(?:which|"
    r"that)\W{1,6}(?:no\W{0,3}one|nobody)\W{1,6}(?:should|knows)|i\W{1,6}never\W{1,6}(?:said|"
    r"told|posted|gave)|(?:doesn'?t|doesnt|does\W{1,3}not)\W{1,6}(?:even\W{1,6})?(?:live|work|"
    r"go)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:here|near|in\W{1,6}this|around|anywhere)|lives\W{1,6}"
    r"(?:\d+|two|three|four|five)\W{1,6}(?:hours|miles|km)|(?:i'?d|we'?d)\W{1,6}only\W{1,6}"
    r"decided|i\W{1,6}moved\W{1,6}(?:towns|cities|states|countries|away|\d+\W{0,3}(?:km|miles)"
    r"\W{1,6}away)|wasn'?t\W{1,6}invited)"
)
_KNOWS_V = (
    r"(?:knew|knows|know|found|finds|turned\W{1,6}up|showed\W{1,6}up|shows\W{1,6}up|turns"
    r"\W{1,6}up|turning\W{1,6}up|showing\W{1,6}up|appeared|appears|was\W{1,6}(?:there|at|"
    r"outside|waiting|in)|is\W{1,6}(?:there|at|outside|in)|texted|texts|messaged|messages|"
    r"commented|comments|asked|asks|rang|rings|called|calls|sent|sends|mailed|booked|got|gets|"
    r"rented|moved|came|comes|sat|liked|emailed|emails|left)"
)

RULES = (
    *RULES,
    rule(
        "stalking.knew_secret",
        C.STALKING,
        rf"\b{_HE}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,3}}?{_KNOWS_V}\b\W{{1,6}}(?:\w{{1,16}}"
        rf"\W{{1,6}}){{0,14}}?{_SECRET}\b|\b{_SECRET}\W{{1,6}}(?:\w{{1,16}}\W{{1,6}}){{0,10}}?"
        rf"{_HE}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?{_KNOWS_V}\b|\bhow\W{{1,6}}(?:does|did|"
        rf"could|would)\W{{1,6}}(?:he|she)\W{{1,6}}(?:even\W{{1,6}})?know\W{{1,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}}){{0,4}}?(?:i\W{{1,6}}(?:was|went|am|'?m)|where|which|what\W{{1,6}}i)\b",
        veto=r"\b(?:surprise|party|present|gift|birthday\W{1,3}(?:card|present)|proposal|"
        r"pregnan\w{0,4}|lol|lmao|haha\w{0,4}|spoilers?|secret\W{1,3}santa|the\W{1,3}news)\b",
        keys="knew|know|told|tell|said|posted|gave|give|post|say|share|mention|put|supposed"
        "|shouldn|couldn|never|live|work|go|lives|decided|moved|invited",
    ),
    rule(
        "stalking.new_numbers",
        C.STALKING,
        r"\b(?:changed|change|changing|got\W{1,6}a\W{1,6}new|(?:every\W{1,6}time|whenever|each"
        r"\W{1,6}time)\W{1,6}i\W{1,6}(?:un)?block\w{0,3})\W{1,6}"
        r"(?:my\W{1,6}|one\W{1,6}|a\W{1,6}|his\W{1,6}|her\W{1,6})?(?:phone\W{1,6})?(?:number|"
        r"numbers|phone|sim|email|whatsapp|account|accounts|insta)\w{0,2}\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,6}?(?:he|she|they)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:called|rang|texted|"
        r"found|got|gets|has|had|messaged|knew|knows|still|just|makes|made|finds)\b|\b(?:calls|"
        r"calling|texts|texting|messages|voicemails|rings|ringing)\W{1,6}(?:me\W{1,6})?from\W{1,6}"
        r"(?:\w{1,12}\W{1,6})?(?:new|blocked|unknown|private|random|different|withheld|hidden|no"
        r"\W{1,3}caller|google\W{1,3}voice|burner|\d+\W{1,6}different)\W{1,6}(?:\w{1,12}\W{1,6})?"
        r"(?:numbers?|ids?|accounts|emails|addresses|phones)\b(?=\W{1,6}(?:\w{1,12}\W{1,6}){0,8}?"
        r"(?:nonstop|non\W{1,3}stop|all\W{1,6}(?:day|night)|every\W{1,6}(?:\d+|few|ten|five|day|"
        r"night|single)|\d+\W{1,6}(?:today|calls|times|since)|breathing|him|her|since|again|"
        r"pick\W{1,6}up|describing|saying)\b)|\b(?:unknown|private|blocked|random|withheld|"
        r"new)\W{1,6}numbers?\W{1,6}(?:\w{1,12}\W{1,6})?(?:calling|ringing|texting)\W{1,6}"
        r"(?:me\W{1,6})?(?:nonstop|non\W{1,3}stop|all\W{1,6}(?:day|night|through)|since|every|"
        r"again)\b|\b(?:[1-9]\d|\d{3,})\W{1,6}(?:calls|voicemails|missed\W{1,6}calls|texts)\W{1,6}"
        r"(?:from\W{1,6}(?:private|unknown|blocked|new)\W{1,6}numbers\W{1,6})?(?:just\W{1,6})?"
        r"since\b|\bblocked\W{1,6}(?:[1-9]\d|\d{3,})\W{1,6}(?:numbers|accounts)\b|\bcalls\W{1,6}"
        r"from\W{1,6}(?:no\W{1,6}caller\W{1,6}id|private\W{1,6}numbers?)\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,3}?breathing\b",
        veto=r"\b(?:spam|scam|scammers?|telemarketer\w{0,2}|sales|pension|insurance|delivery|"
        r"courier|recruit\w{0,4}|bank\W{1,3}called|dentist|doctor'?s\W{1,3}surgery)\b",
        keys="number|phone|sim|email|whatsapp|account|insta|calls|calling|texts|texting|messages"
        "|voicemails|rings|ringing|blocked",
    ),
    rule(
        "stalking.device_found",
        C.STALKING,
        r"\b(?:found|find|discovered|noticed|there'?s|theres|there\W{1,3}(?:was|is))\W{1,6}(?:a|an|"
        r"his|her|this|some)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:camera|cam|recording\W{1,3}device|"
        r"recorder|microphone|mic|bug|listening\W{1,3}device|black\W{1,3}box|gps|phone|iphone|"
        r"device)\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:hidden|taped|stuck|under|inside|pointing|"
        r"pointed|facing|blinking|recording|in\W{1,6}(?:the|my)\W{1,6}(?:\w{1,12}\W{1,6})?(?:smoke|"
        r"car|bedroom|vent|sofa|couch|teddy|seat|spare|boot|trunk|glove\w{0,3}|plant|bathroom|"
        r"alarm|clock|charger|light))\b|\b(?:camera|cameras|cam)\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?"
        r"(?:pointing|pointed|facing)\W{1,6}(?:at\W{1,6})?(?:my|our)\W{1,6}(?:\w{1,12}\W{1,6})?"
        r"(?:house|flat|door|window|windows|bedroom|garden|drive|driveway|place)\b|\b(?:with|"
        r"and)\W{1,6}(?:the\W{1,6})?(?:location|find\W{1,3}my|gps)\W{1,6}(?:\w{1,12}\W{1,6})?"
        r"(?:on|switched\W{1,6}on|turned\W{1,6}on|enabled)\b",
        needs=r"\b(?:he|she|his|her|him|ex|someone|somebody|my\W{1,3}(?:car|bedroom|house|flat|"
        r"room|kid'?s?|daughter'?s?|son'?s?))\b",
        veto=r"\b(?:dashcam|dash\W{1,3}cam|doorbell\W{1,3}i\W{1,3}(?:installed|bought)|baby\W{1,3}"
        r"monitor\W{1,3}(?:i|we)\W{1,3}(?:bought|got)|i\W{1,3}(?:installed|put|set\W{1,3}up)|"
        r"lost\W{1,3}(?:my|his|her)\W{1,3}phone|old\W{1,3}photos?)\b",
        keys="camera|cam|recording|recorder|microphone|mic|bug|listening|box|gps|phone|device"
        "|location|find my",
    ),
    rule(
        "stalking.account_access",
        C.STALKING,
        r"\b(?:he|she|ex|someone|somebody|my\W{1,3}ex)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:hacked|"
        r"hacking|hacks|logged\W{1,6}in(?:to)?|logging\W{1,6}in(?:to)?|logs\W{1,6}in(?:to)?|got"
        r"\W{1,6}into|gets\W{1,6}into|getting\W{1,6}into|accessed|accessing|broke\W{1,6}into|"
        r"(?:has|have|had|got|still\W{1,6}has)\W{1,6}access\W{1,6}to|is\W{1,6}in|'?s\W{1,6}in|"
        r"must\W{1,6}be\W{1,6}in|changed|reset|using|uses|used)\W{1,6}(?:\w{1,12}\W{1,6})?my"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:accounts?|gmail|email|emails|icloud|apple\W{1,3}(?:id|"
        r"account)|ring|doorbell|cameras?|spotify|netflix|uber|venmo|bank\w{0,4}|amazon|google|"
        r"snap\w{0,4}|insta\w{0,5}|tiktok|whatsapp|messenger|find\W{1,3}my|location|passwords?|"
        r"passcode|baby\W{1,3}monitor|strava|life360|phone|ipad|tablet|laptop|chats?)\b(?=\W{1,6}"
        r"(?:\w{1,12}\W{1,6}){0,8}?(?:and|to|from|so)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:watch|see|"
        r"track|find|read|listen|spy|check|follow|is\W{1,6}watching|watching|reading|tracking|"
        r"changed|renam\w{0,4}|adding|know|knows|where)|\W*$|\W{0,3}[.!,;])",
        veto=r"\b(?:i\W{1,3}(?:let|gave|shared)|we\W{1,3}share|family\W{1,3}plan|lol|lmao|"
        r"haha\w{0,4}|kids?\W{1,3}(?:use|uses|used|using)|my\W{1,3}(?:son|daughter|kid|mum|"
        r"mom|dad|sister|brother)\W{1,3}(?:used|uses|using))\b",
        keys="hack|logged|logging|logs|got into|gets into|getting into|accessed|accessing|access"
        "|broke into|changed|reset|using|uses|used|is in|s in|be in",
    ),
    rule(
        "stalking.knows_details",
        C.STALKING,
        r"\b(?:texted|texts|texting|messaged|messages|messaging|commented|comments|emailed|"
        r"emails|sent|sends|asked|asking|describ\w{0,4}|knows|knew|told|wrote|dms?|dmed)\W{1,6}"
        r"(?:me\W{1,6})?(?:\w{1,12}\W{1,6}){0,5}?(?:what\W{1,6}i\W{1,6}(?:ordered|wore|was"
        r"\W{1,6}wearing|'?m\W{1,6}wearing|m\W{1,6}wearing|am\W{1,6}wearing|ate|had\W{1,6}for|"
        r"bought|was\W{1,6}doing|'?m\W{1,6}doing|am\W{1,6}doing|did\W{1,6}today)|what\W{1,6}"
        r"(?:time|colou?r)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:i|my)|(?:the\W{1,6})?(?:colou?r|"
        r"name)\W{1,6}of\W{1,6}(?:my|the\W{1,6}(?:bar|cafe|café|restaurant|hotel|shop)\W{1,6}i)|"
        r"details\W{1,6}(?:of|from|about)\W{1,6}my\W{1,6}(?:day|life|week|routine)|my\W{1,6}"
        r"(?:daily\W{1,6}|whole\W{1,6})?(?:routine|itinerary|movements)|the\W{1,6}names?\W{1,6}of"
        r"\W{1,6}the\W{1,6}people\W{1,6}i|(?:what|which)\W{1,6}(?:bar|cafe|café|restaurant|shop|"
        r"hotel|room|unit|floor|dorm)\W{1,6}i\W{1,6}(?:was|am|'?m|moved|went|stayed))\b",
        needs=rf"\b{_HE}\b",
        veto=r"\b(?:lol|lmao|haha\w{0,4}|my\W{1,3}(?:mum|mom|dad|sister|friend|bestie)\W{1,3}"
        r"(?:asked|texted|knows))\b",
        keys="what i|what time|colour|color|name|details|routine|itinerary|movements|names"
        "|bar|cafe|café|restaurant|shop|hotel|room|unit|floor|dorm",
    ),
    rule(
        "stalking.asking_around",
        C.STALKING,
        r"\b(?:asking|asked|asks|texting|texted|messaging|messaged|calling|called|ringing|rang|"
        r"emailing|emailed|dming|pestering|questioning)\W{1,6}(?:\w{1,12}\W{1,6}){0,5}?(?:where"
        r"\W{1,6}(?:i|we|mommy|mummy)\W{1,6}(?:live|lives|am|'?m|work|works|stay|stays|sleep|"
        r"'?ll\W{1,6}be|will\W{1,6}be|go|goes|went|moved|'?re|park|parks)|what\W{1,6}time"
        r"\W{1,6}i|(?:which|what)\W{1,6}(?:room|unit|flat|shift|"
        r"shifts|hotel|dorm|house|car|floor|school|gym|church|bus)\W{1,6}(?:\w{1,12}\W{1,6})?(?:i|"
        r"is\W{1,6}mine|'?s\W{1,6}mine)|if\W{1,6}i'?m\W{1,6}(?:home|in|there|working|"
        r"around)|about\W{1,6}my\W{1,6}(?:comings|schedule|shifts?|routine|whereabouts|address|"
        r"new\W{1,6}(?:place|address|number|flat|house|job))|for\W{1,6}my\W{1,6}(?:new\W{1,6})?"
        r"(?:address|schedule|rota|shifts?|number|location|whereabouts))|\bpretending\W{1,6}to"
        r"\W{1,6}be\W{1,6}(?:my|a|an|me)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:to\W{1,6}(?:find|get|"
        r"see|talk|know|ask|befriend)|asking|and\W{1,6}(?:ask|asking))\b",
        needs=rf"\b(?:{_HE}|him|her|a\W{{1,3}}(?:man|guy|woman|stranger)|someone|somebody)\b",
        veto=r"\b(?:lol|lmao|haha\w{0,4}|my\W{1,3}(?:mum|mom|dad|sister|friend|bestie|boss|"
        r"manager|landlord|nan|gran)\W{1,3}(?:is|was|keeps|kept)?\W{0,3}(?:asking|asked|texted|"
        r"called|rang))\b",
        keys="where|time|room|unit|flat|shift|hotel|dorm|house|car|floor|school|gym|church|bus"
        "|home|comings|schedule|routine|whereabouts|address|rota|number|location|pretending",
    ),
    rule(
        "stalking.lurking",
        C.STALKING,
        r"\b(?:he|she|ex|his|her|hes|shes|he'?s|she'?s|someone|somebody|a\W{1,3}(?:man|car|guy|"
        r"van|truck|sedan|bloke))\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:following|followed|follows|"
        r"tailing|tailed|(?:driving|drove|drives|drive|riding|rode|walking|walked|walks)\W{1,6}"
        r"(?:past|by|behind|round|around|slowly\W{1,6}past)|circling|idling|lurking|hanging\W{1,6}"
        r"around|standing|stood|waiting|waits|sitting|sat|sits|parked|parks|staring|watching|"
        r"hovering|pacing)\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:outside|across\W{1,6}from|opposite|"
        r"at\W{1,6}the\W{1,6}end\W{1,6}of|near|by|behind|round|around|at|in|on|into|past)\W{1,6}"
        r"(?:\w{1,12}\W{1,6})?(?:my|our|the)\W{1,6}(?:\w{1,12}\W{1,6})?(?:house|flat|place|street|"
        r"road|lane|close|window|windows|door|porch|drive|driveway|gate|work|office|car|taxi|uber|"
        r"building|home|bus|school|refuge|shelter|daycare|nursery|mailbox|garden|yard|cul\W{1,3}"
        r"de\W{1,3}sac)\b(?=\W{1,6}(?:\w{1,16}\W{1,6}){0,8}?(?:every|again|at\W{1,6}\d|\d\W{0,3}"
        r"(?:am|pm)|midnight|all\W{1,6}(?:day|night|evening|week)|since|for\W{1,6}(?:hours|\d+|"
        r"an\W{1,6}hour|ages)|in\W{1,6}the\W{1,6}dark|lights?\W{1,6}off|tonight|right\W{1,6}now|"
        r"rn|now|third|\d+(?:st|nd|rd|th)|(?:two|three|four|five|\d+)\W{1,6}(?:times|nights|days|"
        r"mornings)|just\W{1,6}(?:standing|sitting|staring|watching)|watching|staring|slowly)\b|"
        r"\W*$|\W{0,3}[.!,;])",
        veto=r"\b(?:lol|lmao|haha\w{0,4}|delivery|uber\W{1,3}eats|postman|dpd|amazon|neighbou?r'?s"
        r"\W{1,3}(?:cat|dog)|pick\w{0,3}\W{1,3}(?:me|up|the\W{1,3}kids)|drop\w{0,3}\W{1,3}off|"
        r"collect\w{0,3}|handover|contact\W{1,3}centre|as\W{1,3}agreed|his\W{1,3}turn|"
        r"supervised)\b",
        keys="follow|tail|driv|drove|riding|rode|walk|circling|idling|lurking|hanging|standing"
        "|stood|wait|sitting|sat|sits|park|staring|watching|hovering|pacing",
    ),
)
