"""The concern net, abuse side: fear, coercion, police, stalking, violence, weapons, children.

Short, broad signals that earn the gentle line and never the urgent message. Missing danger is
the worst failure; a gentle line under a venting message is tolerable. So these rules are wide
but still bounded, and keep clear of the common harmless uses ("he hurt me with his words", "help
me stop texting him", "jumped the gun"). A truly dangerous message these catch belongs in an
urgent rule too: the net is the floor. ``concern_suicide`` holds the other side.
"""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule
from bot.safety.vocab import (
    FEAR,
    FEAR_KEYS,
    KID,
    KID_KEYS,
    KIDP,
    NOT_POSSESSIVE,
    SGAP,
    SUBJ,
    gap,
)

C = Category

# What "he'll ..." / "he's going to ..." looks like after the subject ("hell" is "he'll").
_WILL = (
    r"(?:'?ll|will|would|'?d|might|may|could|is\W{1,6}going\W{1,6}to|'?s\W{1,6}going\W{1,6}to|"
    r"is\W{1,6}gonna|'?s\W{1,6}gonna|gonna)"
)
# What a feared person might do.
_ACTS = (
    r"(?:hurt|harm|kill|hit|beat|attack|kidnap|stalk|snap|come\W{1,6}(?:after|for|round|over|"
    r"here|to\W{1,6}(?:my|the))|find\W{1,6}(?:me|us|out\W{1,6}where)|do\W{1,6}something|show"
    r"\W{1,6}up|turn\W{1,6}up|take\W{1,6}(?:the\W{1,6}kids|my|me|her|him)|break\W{1,6}in|get"
    r"\W{1,6}(?:me|in|to\W{1,6}me)|follow|track|lose\W{1,6}it|be\W{1,6}(?:waiting|outside|"
    r"there)|post|leak|burn|smash)"
)
_VIOLENT_VERB = (
    r"(?:grab|grabs|grabbed|grabbing|push|pushes|pushed|pushing|shove|shoves|shoved|shoving|"
    r"pulled|pulling|yanked|yanking|threw|throws|throwing|hurt|hurts|hurting|hit|hits|hitting|"
    r"slap|slaps|slapped|slapping|punch|punches|punched|punching|kick|kicks|kicked|kicking|"
    r"choke|chokes|choked|choking|strangle|strangles|strangled|strangling|smack|smacks|smacked|"
    r"smacking|pinned|pinning|restrained|spat|spit|bit|bites|biting|shook|shakes|shaking|"
    r"dragged|dragging|slammed|slamming|squeezed|twisted|attacked|attacking|beat|beats|beating|"
    r"assaulted|scratched|headbutted|elbowed|tripped|tied|cornered|trapped|"
    r"suffocated|smothered)"
)
_BODY = (
    r"(?:me|us|my\W{1,3}(?:arm|arms|wrist|wrists|neck|throat|face|head|hair|body|back|leg|legs|"
    r"chest|stomach|jaw|shoulder|shoulders|hand|hands))\b"
)
# What follows a violent verb and makes it something else ("pushed me away", "hit me up",
# "hurt me with his words", "threw me a party").
_NOT_PHYSICAL = (
    r"(?!\W{1,6}(?:up|off|out|away|aside|closer|close|back\W{1,6}(?:on|in)|a|an|some|over\W{1,6}"
    r"the\W{1,6}edge|to\W{1,6}(?:my|the|be|do|change|go|try|get)|into\W{1,6}(?:doing|being|"
    r"a)|in\W{1,6}for|under\W{1,6}the\W{1,6}bus|for\W{1,6}a\W{1,6}loop|emotionally|mentally|so\W{1,6}(?:much|bad|badly|deeply)|more\W{1,6}than|"
    r"when\W{1,6}(?:he|she|they)\W{1,6}(?:left|cheated|lied|dumped|ghosted)|by\W{1,6}"
    r"(?:leaving|cheating|lying|ghosting|saying|blocking)|with\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?"
    r"(?:words?|silence|texts?|messages?|lies|comments?|news|guilt|attitude|story|post|"
    r"question|excuse)|on\W{1,6}(?:whatsapp|insta|instagram|snap|snapchat|tiktok|facebook|fb|"
    r"twitter|the\W{1,6}(?:app|phone)))\b)"
)
_VIOLENT_KEYS = (
    "grab|push|shov|pull|yank|thr|hurt|hit|slap|punch|kick|chok|strangl|smack|pin|restrain"
    "|spat|spit|bit|shook|shak|drag|slam|squeez|twist|attack|beat|assault|scratch|headbut"
    "|elbow|trip|tied|corner|trap|suffocat|smother"
)


RULES: tuple[Rule, ...] = (
    rule(
        "concern.fear",
        C.THREAT,
        rf"\b{FEAR}\W{{1,6}}(?:of|for)\W{{1,6}}(?:him|them|my\W{{1,3}}ex\b|her(?=\W*$|\W{{1,6}}"
        rf"(?:and|but|so|now|tbh|honestly|rn|right|because|cause|cuz|bc)\b)|what\W{{1,6}}(?:he|"
        rf"she|they|my\W{{1,3}}ex)\W{{1,6}}(?:will|'?ll|ll|might|could|would|'?d|d|is\W{{1,6}}"
        rf"capable|can|may)\b|my\W{{1,6}}(?:life|safety))|\b{FEAR}\W{{1,6}}(?:that\W{{1,6}})?"
        rf"(?:he|she|they|my\W{{1,3}}ex)\W{{0,3}}{_WILL}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,2}}?"
        rf"{_ACTS}|\b{FEAR}\W{{1,6}}to\W{{1,6}}(?:go\W{{1,6}}(?:home|outside|back\W{{1,6}}home)|"
        rf"leave\W{{1,6}}(?:the\W{{1,6}}house|my\W{{1,6}}(?:house|flat|room|place))|sleep\W{{1,6}}"
        rf"(?:at\W{{1,6}}home|here)|be\W{{1,6}}(?:alone\W{{1,6}}(?:with|in)|home)|open\W{{1,6}}"
        rf"the\W{{1,6}}door|answer\W{{1,6}}the\W{{1,6}}door)",
        keys=FEAR_KEYS,
        gentle=True,
    ),
    rule(
        "concern.coercion",
        C.THREAT,
        r"\bthreat(?:s|en|ens|ened|ening)?\b|\b(?:blackmail\w{0,5}|extort\w{0,5}|sextort\w{0,5})"
        r"\b|\b(?:he|she|they|my\W{1,3}ex)\W{1,6}" + SGAP + r"(?:says?|said|saying|told\W{1,6}me|"
        r"texted|messaged|warned|swore|swears)\W{1,6}" + gap(8) + r"(?:unless|or\W{1,6}else|if"
        r"\W{1,6}i\W{1,6}(?:don'?t|dont|do\W{1,3}not|won'?t|wont|ever|leave|tell|go\W{1,6}to|"
        r"call|block|report|see|date|move|ignore))\b|\b(?:you'?ll|youll|u'?ll|ull|you\W{1,3}will)"
        r"\W{1,6}(?:see\W{1,6}what\W{1,6}happens|get\W{1,6}what'?s\W{1,6}coming)\b|\b(?:he|she|"
        r"they|my\W{1,3}ex)\W{0,3}" + _WILL + r"\W{1,6}(?:\w{1,12}\W{1,6})?(?:come|show\W{1,6}up|"
        r"turn\W{1,6}up|drive)\W{1,6}(?:round|over|here|to\W{1,6}my|at\W{1,6}my|outside\W{1,6}my)"
        r"\b",
        keys="threat|blackmail|extort|sextort|unless|else|if|see|coming|come|show|turn|drive",
        gentle=True,
    ),
    rule(
        "concern.unsafe",
        C.EMERGENCY,
        r"\bunsafe\b|\bnot\W{1,6}(?:feel(?:ing)?\W{1,6})?safe\b(?!\W{1,6}(?:for\W{1,6}work|to"
        r"\W{1,6}(?:eat|drink|text|post|say|share|use|take)))|\b(?:don'?t|dont|do\W{1,3}not|"
        r"never|no\W{1,3}longer|can'?t|cant)\W{1,6}feel\W{1,6}safe\b|\bin\W{1,6}danger\b(?!"
        r"\W{1,6}of\W{1,6}\w{1,12}ing)|\b(?:he|she|my\W{1,3}ex)\W{0,3}(?:is|'s|s)\W{1,6}(?:really"
        r"\W{1,6}|so\W{1,6}|very\W{1,6}|actually\W{1,6}|genuinely\W{1,6}|getting\W{1,6})?"
        r"dangerous\b|\bfor\W{1,6}my\W{1,6}(?:own\W{1,6})?safety\b",
        keys="safe|danger",
        gentle=True,
    ),
    rule(
        "concern.help",
        C.EMERGENCY,
        r"^[^\w/]*(?:help|help\W{1,3}me|please\W{1,3}help(?:\W{1,3}me)?|pls\W{1,3}help(?:\W{1,3}"
        r"me)?|plz\W{1,3}help(?:\W{1,3}me)?|someone\W{1,3}help(?:\W{1,3}me)?|sos|mayday)\W*$|"
        r"\b(?:help|please\W{1,3}help|pls\W{1,3}help|plz\W{1,3}help)(?:\W{1,3}me)?\b(?!\W{1,3}"
        r"(?:stop|not|with|get\W{1,3}over|move\W{1,3}on|resist|distract|understand|decide|figure|"
        r"write|feel|find|to|choose|pick|remember|set|change))\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?"
        r"(?:now|rn|right\W{1,3}now|asap|quick|quickly|hurry|urgent|urgently|emergency|scared|"
        r"terrified|(?:he|she|they)\W{0,3}(?:'?s|is|are|'?re)\W{1,6}(?:here|outside|coming|at|in|"
        r"inside|trying)|someone\W{0,3}(?:'?s|is)|(?:i'?m|im)\W{1,3}(?:scared|hiding|bleeding|"
        r"trapped|locked))\b",
        keys="help|sos|mayday",
        gentle=True,
    ),
    rule(
        "concern.emergency",
        C.EMERGENCY,
        r"\b(?:call|calls|called|calling|ring|rang|ringing|phone|phoned|phoning|dial|dialled|"
        r"dialed|dialling|dialing|contact|contacted|report|reported|reporting|tell|told|telling|"
        r"went\W{1,6}to|go\W{1,6}to|going\W{1,6}to|gone\W{1,6}to|get|got|getting|involve|"
        r"involved|need|needs|needed|send|sent|want|wanted)\W{1,6}(?:\w{1,12}\W{1,6})?(?:the"
        r"\W{1,6})?(?:police|cops|911|999|112|ambulance|an\W{1,6}ambulance|paramedics|emergency"
        r"\W{1,6}services)\b|\b(?:police|cops)\W{1,6}(?:report|were\W{1,6}called|are\W{1,6}"
        r"(?:coming|here|on\W{1,6}(?:their|the)\W{1,6}way))\b|\b(?:restraining|protective|"
        r"protection|non\W?molestation)\W{1,6}order\b|\b(?:in|into)\W{1,6}(?:an|the)\W{1,6}ambulance\b|"
        r"\bambulance\W{1,6}(?:is\W{1,6}coming|came|took|arrived|on\W{1,6}(?:its|the)\W{1,6}way)\b|"
        r"\b(?:can'?t|cant|cannot|couldn'?t)\W{1,6}get\W{1,6}out\b(?!\W{1,6}of\W{1,6}(?:bed|my\W{1,6}"
        r"head|this\W{1,6}(?:rut|slump|funk|cycle|habit|mood)|the\W{1,6}(?:habit|cycle|loop)|it))|"
        r"\b(?:ran|run|running|fled|escaped|got)\W{1,6}(?:out\W{1,6}of|away\W{1,6}from)\W{1,6}(?:the|"
        r"my|our|his)\W{1,6}(?:house|flat|home|place|apartment)\b|\b(?:can'?t|cant|cannot|"
        r"struggling\W{1,6}to)\W{1,6}breathe\b(?!\W{1,6}(?:without|when\W{1,6}i\W{1,6}think|from"
        r"\W{1,6}(?:crying|laughing)))|\b(?:someone|somebody|he|she|they|my\W{1,3}ex)\W{0,3}"
        r"(?:is\W{1,6}|'?s\W{1,6}|keeps\W{1,6}|kept\W{1,6}|was\W{1,6}|been\W{1,6})?(?:knocking|"
        r"banging|pounding|hammering|ringing\W{1,6}(?:the\W{1,6})?(?:door\W{0,3})?bell|buzzing\W{1,6}"
        r"(?:the|my)|trying\W{1,6}the\W{1,6}(?:door|handle))\b|\b(?:someone|somebody|he|she|"
        r"they|my\W{1,3}ex)\W{0,3}(?:is\W{1,6}|'?s\W{1,6})?(?:coming|walking|running|climbing|"
        r"creeping)\W{1,6}up\W{1,6}(?:the\W{1,6})?(?:stairs|steps|drive|driveway|path)\b",
        keys=(
            "police|cops|911|999|112|ambulance|paramedic|emergency|order|breathe|knock|bang"
            "|pound|hammer|bell|buzz|trying|up|get|out|away"
        ),
        gentle=True,
    ),
    rule(
        "concern.bleeding",
        C.EMERGENCY,
        r"\b(?:i'?m|im|i\W{1,3}am|i\W{1,3}was|i\W{1,3}keep|still|my\W{1,6}(?:arm|arms|wrist|"
        r"wrists|leg|legs|thigh|thighs|skin|face|head|lip|mouth|hand|hands)\W{1,6}(?:is|are|was|"
        r"were|keeps|won'?t\W{1,6}stop)?)\W{1,6}(?:\w{1,12}\W{1,6})?bleeding\b|\bbleeding\W{1,6}"
        r"(?:a\W{1,6}lot|heavily|badly|everywhere|so\W{1,6}much|loads|out|bad)\b|\blost\W{1,6}"
        r"(?:a\W{1,6}lot\W{1,6}of\W{1,6})?blood\b|\bblood\W{1,6}everywhere\b",
        keys="bleed|blood",
        gentle=True,
    ),
    rule(
        "concern.stalking",
        C.STALKING,
        rf"\b{SUBJ}\W{{1,6}}{SGAP}(?:found|tracked|traced|located)\W{{1,6}}(?:down\W{{1,6}})?me"
        rf"\b(?!\W{{1,6}}(?:on|attractive|annoying|boring|funny|cute|interesting|online|a|an|the|"
        rf"some|hot|weird|through))|\b(?:watching|following|tracking|stalking|filming|"
        rf"photographing|recording|monitoring)\W{{1,6}}(?:me|us)\b(?!\W{{1,6}}(?:on|back|online|"
        rf"from\W{{1,6}}(?:a|his|her|another|fake)))|\bknows?\W{{1,6}}where\W{{1,6}}(?:i|we)"
        rf"\W{{1,6}}(?:live|am|are|work|moved|stay|staying|sleep|'?m\W{{1,6}}staying)\b|\bfound"
        rf"\W{{1,6}}out\W{{1,6}}where\W{{1,6}}(?:i|we)\W{{1,6}}(?:live|am|work|moved|stay)\b|"
        rf"\b(?:air\W?tags?|gps\W{{1,6}}trackers?|tracking\W{{1,6}}(?:device|app|software|chip)|"
        rf"location\W{{1,6}}sharing|life\W?360|spyware|stalkerware|find\W{{1,6}}my\W{{1,6}}"
        rf"(?:iphone|friends)|hidden\W{{1,6}}(?:cameras?|cams?|mics?)|keyloggers?)\b|"
        rf"\b(?:someone|somebody|{SUBJ})\W{{1,6}}{SGAP}(?:left|leaves|leaving|put|puts|dropped|"
        rf"slipped|taped|stuck)\W{{1,6}}{gap(5)}(?:on|at|outside|through|under)\W{{1,6}}(?:my|"
        rf"our)\W{{1,6}}(?:front\W{{1,6}})?(?:doorstep|door|porch|car|windscreen|windshield|"
        rf"letterbox|mailbox|window)\b",
        keys=(
            "found|tracked|traced|located|watching|following|tracking|stalking|filming"
            "|photographing|recording|monitoring|where|air|gps|location|life|spyware|stalkerware"
            "|find|hidden|keylog|left|leav|put|dropped|slipped|taped|stuck"
        ),
        gentle=True,
    ),
    rule(
        "concern.harassment",
        C.STALKING,
        r"\b(?:[1-9]\d|\d{3,}|so\W{1,6}many|hundreds\W{1,6}of|dozens\W{1,6}of)\W{1,6}missed"
        r"\W{1,6}calls\b|\b(?:calling|calls|called|texting|texts|texted|messaging|messaged|"
        r"ringing|rang)\W{1,6}me\W{1,6}" + gap(5) + r"(?:[2-9]\d|\d{3,}|fifty|forty|thirty|twenty|"
        r"a\W{1,6}hundred|hundreds\W{1,6}of)\W{1,6}times\b|\b(?:he|she|they|my\W{1,3}ex)\W{1,6}"
        + SGAP
        + r"(?:calling|calls|called|texting|texts|texted|messaging|messaged|ringing|rang)\W{1,6}"
        + gap(5)
        + r"(?:[2-9]\d|\d{3,}|fifty|forty|thirty|twenty|a\W{1,6}hundred|hundreds\W{1,6}of)"
        r"\W{1,6}times\b|\b(?:keeps|kept|keep)\W{1,6}(?:turning|showing)\W{1,6}up\b(?!\W{1,6}"
        r"(?:in|on)\W{1,6}(?:my\W{1,6})?(?:dreams?|feed|fyp|timeline|explore|mind|head|thoughts|"
        r"memories|suggestions|recommended))|\b(?:won'?t|wont|doesn'?t|doesnt|will\W{1,3}not)"
        r"\W{1,6}(?:stop|quit)\W{1,6}(?:calling|texting|messaging|contacting|emailing|following|"
        r"showing\W{1,6}up|turning\W{1,6}up|coming\W{1,6}(?:round|over|by))\b|\b(?:keep|keeps|"
        r"kept)\W{1,6}seeing\W{1,6}(?:him|her|them|my\W{1,3}ex)\W{1,6}(?:everywhere"
        r"|wherever|outside|near|at\W{1,6}(?:my|the))\b",
        keys="missed|call|text|messag|ring|rang|turning|showing|stop|quit|seeing",
        gentle=True,
    ),
    rule(
        "concern.violence",
        C.VIOLENCE,
        rf"\b(?:{SUBJ}|his\W{{1,3}}(?:mate|mates|friend|friends|brother|dad)|(?:my|her|the)"
        rf"\W{{1,3}}(?:husband|partner|boyfriend|bf|wife|girlfriend|gf|dad|father|stepdad|mum|"
        rf"mom))\W{{1,6}}{gap(3)}{_VIOLENT_VERB}\W{{1,6}}{_BODY}{_NOT_PHYSICAL}|\b(?:and|then)"
        rf"\W{{1,6}}(?:then\W{{1,6}}|just\W{{1,6}})?{_VIOLENT_VERB}\W{{1,6}}{_BODY}{_NOT_PHYSICAL}|"
        rf"\bmy\W{{1,6}}(?:lip|lips|eye|eyes|nose|face|cheek|jaw|ribs?|neck)\W{{1,6}}(?:is|are|was|"
        rf"were|'s|s|feels?|looks?)\W{{1,6}}(?:all\W{{1,6}}|really\W{{1,6}}|so\W{{1,6}}|still"
        rf"\W{{1,6}})?(?:split|swollen|swelling|bleeding|bruised|black|busted|purple|cut\W{{1,6}}"
        rf"open)\b|\b(?:he|she|they|my\W{{1,3}}ex)\W{{1,6}}{SGAP}(?:punched|kicked|smashed|put"
        rf"\W{{1,6}}(?:his|her)\W{{1,6}}fist\W{{1,6}}through)\W{{1,6}}(?:a\W{{1,6}}hole\W{{1,6}}"
        rf"in\W{{1,6}})?(?:the|a|my)\W{{1,6}}(?:wall|door|window|mirror|table)\b|\b(?<!substance"
        rf"\W)(?<!drug\W)(?<!alcohol\W)(?<!self\W)abus(?:e|ed|es|ive|ing|er)\b|\b(?:he|she|my"
        rf"\W{{1,3}}ex)\W{{1,6}}(?:got|gets|was|is|'s|s|can\W{{1,6}}be|became|turned|getting)"
        rf"\W{{1,6}}(?:really\W{{1,6}}|so\W{{1,6}}|very\W{{1,6}})?(?:violent|aggressive|rough"
        rf"\W{{1,6}}with\W{{1,6}}me|physical|threatening|menacing)\b",
        veto=r"\b(?:was|is)\W{1,3}(?:it|this|that|he|she)\W{1,3}(?:really\W{1,3}|even\W{1,3}|actually\W{1,3}|"
        r"just\W{1,3})?(?:abuse|abusive)\b|\b(?:signs|cycle|types|kinds|books?|podcasts?|articles?|"
        r"difference)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:of|about|on|between)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        r"abuse\b|\b(?:call|calling|count\w{0,3}\W{1,3}as|say|admit)\W{1,3}(?:it|what\W{1,3}\w{1,12}"
        r"\W{1,3}did)\W{1,3}(?:was\W{1,3})?abuse\b|\b(?:wasn'?t|wasnt|isn'?t|isnt)\W{1,3}(?:really"
        r"\W{1,3}|actually\W{1,3})?(?:abuse|abusive)\b|\bif\W{1,3}(?:it|this|i)\W{1,3}(?:was|is|were)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:abuse|abusive|the\W{1,3}abus\w{0,4})\b|\b(?:it|this)"
        r"\W{1,3}(?:was|is)\W{1,3}(?:emotional\W{1,3})?abuse\W{1,3}(?:but|out\W{1,3}loud)|\babuse"
        r"\W{1,3}out\W{1,3}loud\b|\bnot\W{1,3}the\W{1,3}abuse\b|\bthe\W{1,3}abuser\b|\babusing\W{1,3}"
        r"the\W{1,3}snooze|\bmaybe\W{1,3}(?:it|we)\W{1,3}(?:wasn'?t|were)\b|\b(?:he|she)\W{1,3}was"
        r"\W{1,3}abusive\W{1,3}but\b|\babout\W{1,3}the\W{1,3}abuse\W{1,3}back\b",
        keys=_VIOLENT_KEYS
        + "|abus|violent|aggressive|rough|physical|threatening|menacing|lip|eye|nose|face|cheek"
        "|jaw|rib|neck|punched|kicked|smashed",
        gentle=True,
    ),
    rule(
        "concern.weapon",
        C.VIOLENCE,
        r"\b(?:guns?|pistols?|rifles?|shotguns?|firearms?|handguns?|machetes?)\b|\b(?:has|had|"
        r"got|with|holding|held|grabbed|pulled|carries|carry|carrying|keeps|keeping|brought|"
        r"bringing|hiding|hid|waving|waved)\W{1,6}(?:a|the|his|her|my|out\W{1,6}(?:a|"
        r"the|his))\W{1,6}(?:\w{1,12}\W{1,6})?(?:knife|knives|machete|axe|blade)\b(?!\W{1,6}"
        r"(?:skills|block|set|sharpener|and\W{1,6}fork))",
        keys="gun|pistol|rifle|firearm|machete|knife|knives|axe|blade",
        gentle=True,
        # Chopping for a recipe or shooting zombies in a game is no weapon.
        veto=r"\b(?:onions?|garlic|chopp\w{0,3}|recipe|soup|zombies?|fortnite|minecraft|"
        r"video\W{1,3}games?|ps5|xbox|warzone|call\W{1,3}of\W{1,3}duty)\b",
    ),
    rule(
        "concern.child",
        C.CHILD,
        rf"\b(?:won'?t|wont|will\W{{1,3}}not|refus\w{{0,3}}\W{{1,6}}to|didn'?t|didnt|hasn'?t|"
        rf"hasnt|not)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:give|bring|send|hand|let\W{{1,6}}me"
        rf"\W{{1,6}}(?:see|have|talk\W{{1,6}}to|speak\W{{1,6}}to))\W{{1,6}}(?:me\W{{1,6}})?"
        rf"(?:back\W{{1,6}})?{KIDP}|\b{KIDP}\W{{1,6}}{gap(4)}{FEAR}\W{{1,6}}(?:of\W{{1,6}}(?:him|"
        rf"his|her\W{{1,6}}dad|their\W{{1,6}}dad|daddy|dad|going|staying|visiting|seeing|"
        rf"sleeping)|to\W{{1,6}}(?:go|stay|visit|see|sleep)|when|at\W{{1,6}}(?:his|her\W{{1,6}}"
        rf"dad|their\W{{1,6}}dad))|\b{FEAR}\W{{1,6}}(?:for|about)\W{{1,6}}{KIDP}|\b(?:he|she|they"
        rf"|him|my\W{{1,3}}ex)\W{{1,6}}{gap(3)}(?:hurt|hurts|hurting|hit|hits|hitting|smacked|"
        rf"smacks|slapped|slaps|shook|shakes|shaking|grabbed|grabs|pushed|pushes|yelled\W{{1,6}}"
        rf"at|yells\W{{1,6}}at|screamed\W{{1,6}}at|screams\W{{1,6}}at|threatened|threatens|"
        rf"scared|scares|frightened|locked)\W{{1,6}}{KIDP}\b{NOT_POSSESSIVE}",
        keys=KID_KEYS,
        gentle=True,
        needs=rf"\b{KID}\b",
    ),
    rule(
        "concern.control",
        C.THREAT,
        r"\b(?:he|she|hes|shes|my\W{1,3}ex)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:took|takes|taken|"
        r"kept|keeps|keeping|hid|hides|hidden|holding|has|(?:won'?t|wont|refuses\W{1,6}to)\W{1,6}"
        r"(?:give|hand)\W{1,6}me|won'?t\W{1,6}give\W{1,6}(?:me\W{1,6})?"
        r"back|wont\W{1,6}give\W{1,6}(?:me\W{1,6})?back|won'?t\W{1,6}return|wont\W{1,6}return|"
        r"controls?|controlled|cut\W{1,6}off)\W{1,6}(?:\w{1,12}\W{1,6})?my\W{1,6}(?:passport|keys|"
        r"car\W{1,6}keys|bank\W{1,6}cards?|cards|money|wages|wallet|purse|id|documents|papers|"
        r"visa|benefits|savings|phone|bank\W{1,6}account|account)\b(?!\W{1,6}(?:number|case|"
        r"charger|by\W{1,6}mistake))|\b(?:won'?t|wont|will\W{1,6}not|doesn'?t|doesnt)\W{1,6}let"
        r"\W{1,6}me\W{1,6}(?:have|see|use|touch|get)\W{1,6}(?:my\W{1,6})?(?:own\W{1,6})?(?:money|"
        r"wages|bank|card|passport|keys|phone|friends|family)\b",
        keys="took|takes|taken|kept|keep|hid|hides|hidden|holding|has|give|return|control|cut|let",
        gentle=True,
    ),
)
