"""Threats from the ex or anyone: to kill or hurt, coercive ones (leaks, kids, his own life)."""

from __future__ import annotations

from bot.safety.model import Category
from bot.safety.rule import Rule, rule
from bot.safety.vocab import (
    HURT_V,
    HURT_WHOLE,
    I_WILL,
    KID_KEYS,
    KIDP,
    KILL_V,
    PERSON,
    SGAP,
    THREAT_LEAD,
    THREAT_TARGET,
    gap,
)

C = Category

# Who can threaten to kill: a person, not "finals week", "my rent" or "the kids" ("is killing
# me"). Bosses and family stay in: softening.py lowers their everyday exaggeration to gentle.
_KILLER = (
    r"(?:he|she|they|hes|shes|theyre|ex|exs|husband|hubby|wife|partner|bf|gf|boyfriend|"
    r"girlfriend|fianc[eé]e?|dad|daddy|father|stepdad|stepfather|mum|mom|mother|stepmom|"
    r"stepmum|brother|sister|uncle|cousin|family|parents|boss|manager|supervisor|teacher|coach|"
    r"trainer|someone|somebody|people|guy|man|men|bloke|fella|dude|stranger|neighbou?r|"
    r"landlord|landlady|flatmate|roommate|son|bd|bm|baby\W{1,3}(?:daddy|dad|mama|mom))"
)
_ADVERB = (
    r"literally|really|actually|just|always|even|also|then|still|now|definitely|seriously|"
    r"honestly|swears|swore|says|said|keeps\W{1,3}saying|told\W{1,3}me|has|had"
)
# Me, us or my people; not "my son's coach" (a possessive) nor "me a message".
_KILL_TARGET = (
    r"(?:me|us|both\W{1,3}of\W{1,3}us|(?:him|her|them)\W{1,3}and\W{1,3}me|the\W{1,3}kids|"
    r"my\W{1,3}(?:kids?|children|son|daughter|family|mom|mum|dad|sister|brother|baby|babies|cat|"
    r"dog|pets?|parents|friend|bf|boyfriend|gf|girlfriend|partner|husband|wife))\b"
    r"(?!\W{0,2}s\b|\W{1,6}(?:a|an|the|some|over)\b)"
)

RULES: tuple[Rule, ...] = (
    rule(
        "threat.kill",
        C.THREAT,
        rf"\b{_KILLER}(?:\W{{0,3}}(?:s|is|was|are|re))?\W{{0,3}}(?:(?:{_ADVERB})\W{{1,3}})?"
        rf"{THREAT_LEAD}\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?"
        rf"(?:{KILL_V}\W{{1,6}}{_KILL_TARGET}|slit\W{{1,6}}(?:my|your|ur)\W{{1,6}}throat)"
        rf"(?!\W{{1,6}}(?:with\W{{1,6}}kindness|softly))|\b(?:hell|hed|shell|theyll|theyd)"
        rf"\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?{KILL_V}\W{{1,6}}{_KILL_TARGET}|\b{I_WILL}"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:kill|murder|end|shoot|stab)\W{{1,6}}(?:you|u|ya)"
        rf"\b(?!\W{{1,6}}(?:a|an|the|some|over|back|later|when)\b)|\b(?:until|till|before|or)"
        rf"\W{{1,6}}(?:he|she|they)\W{{1,6}}(?:kills|hurts|murders)"
        rf"\W{{1,6}}(?:me|us)\b|\bdeath\W{{1,6}}threats?\b|\bkill\W{{1,6}}(?:me|you)\W{{1,6}}"
        rf"(?:if|when)\W{{1,6}}(?:i|you|u)\W{{1,6}}(?:ever\W{{1,6}})?(?:leave|left|tell|told|go|"
        rf"talk|call)",
        # "would kill me if she knew / saw": the secret kept from someone, not a threat.
        veto=r"\b(?:would|'d|d)\W{1,3}(?:literally\W{1,3})?(?:kill|murder)\W{1,3}me\W{1,3}if"
        r"\W{1,3}(?:he|she|they)\W{1,3}(?:ever\W{1,3})?(?:knew|saw|heard|found\W{1,3}out)\b",
        keys=("kil|murder|end|shoot|stab|strangl|slit|death"),
    ),
    rule(
        "threat.hurt",
        C.THREAT,
        rf"\b{PERSON}\W{{1,6}}{SGAP}{THREAT_LEAD}\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?(?:{HURT_WHOLE}|"
        rf"{HURT_V}\W{{1,6}}{THREAT_TARGET})(?!\W{{1,6}}(?:again\W{{1,6}})?(?:with\W{{1,6}}(?:kindness|"
        rf"these|his|her|words)|feelings|emotionally|like\W{{1,6}}(?:that|this|before)))|\b"
        rf"{I_WILL}\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:hurt|beat|hit|punch|slap|choke|stab|"
        rf"shoot|break)\W{{1,6}}(?:you|u|ya)\b(?!\W{{1,6}}(?:emotionally|like\W{{1,6}}you|a|an|the|"
        rf"some|over|back|later|when|up)\b)|"
        rf"\b(?:hes|shes|hell|hed|theyre|theyll)\W{{1,6}}(?:\w{{1,12}}\W{{1,6}})?(?:{HURT_WHOLE}|"
        rf"{HURT_V}\W{{1,6}}{THREAT_TARGET})",
        neg_inside=True,
        keys=(
            "hurt|harm|beat|hit|punch|slap|chok|strangl|rape|attack|stab|shoot|break|smash"
            "|after|bash|batter|burn|rid of|bust|slit|cut|hospital|wheelchair|ground|coffin"
            "|grave|box"
        ),
    ),
    rule(
        "threat.pay_regret",
        C.THREAT,
        r"\bmake\W{1,6}(?:me|you|u|us)\W{1,6}pay\b(?!\W{1,6}(?:for\W{1,6}(?:the\W{1,6})?"
        r"(?:dinner|food|drinks|bill|rent|half|petrol|gas|uber|taxi|tickets?|it\W{1,6}all|"
        r"everything|my\W{1,6}own)|half|back|rent|the\W{1,6}bill))|\b(?:you'?ll|you\W{1,3}will|"
        r"youll|u'?ll|ull|you'?re\W{1,3}gonna|ur\W{1,3}gonna|i'?ll\W{1,3}make\W{1,3}(?:sure"
        r"\W{1,3})?you)\W{1,6}(?:\w{1,10}\W{1,6})?(?:regret\W{1,6}(?:this|it|leaving|blocking|"
        r"that|ever|the\W{1,6}day|what|everything)|be\W{1,6}sorry|pay\W{1,6}for)\b|\bwatch"
        r"\W{1,6}your\W{1,6}back\b|\b(?:you'?ll|you\W{1,3}will|youll|u'?ll|ull|you'?re\W{1,3}gonna|"
        r"ur\W{1,3}gonna)\W{1,6}pay\b(?=\W*$|\W{0,3}[.!,;]|\W{1,6}(?:for\W{1,6}(?:this|that|it|what)|"
        r"one\W{1,6}day|soon|dearly))|\b(?:you'?re|ur|youre|you\W{1,3}are)\W{1,6}(?:so\W{1,6})?"
        r"(?:dead|dead\W{1,6}meat)\b(?!\W{1,6}to\W{1,6}me)|\b(?:i'?ll|i\W{1,3}will|ill|he'?ll|"
        r"she'?ll|he\W{1,3}will|she\W{1,3}will|threaten\w{0,3}\W{1,3}to|swore\W{1,3}to|gonna)"
        r"\W{1,6}(?:\w{1,10}\W{1,6})?(?:ruin|destroy|end)\W{1,6}(?:your|ur|my)\W{1,6}life\b|"
        r"\b(?:he|she|they|ex)\W{1,6}" + SGAP + r"(?:says?|said|saying|told\W{1,6}me|texted|"
        r"warned|messaged)\W{1,6}(?:me\W{1,6})?(?:that\W{1,6})?(?:i'?ll|ill|i\W{1,3}will|i'?d|id|"
        r"i\W{1,3}would|i'?d\W{1,3}better)\W{1,6}(?:\w{1,10}\W{1,6})?(?:regret|be\W{1,6}sorry|"
        r"pay\b|watch\W{1,6}my\W{1,6}back)|\b(?:says?|said|saying|told\W{1,6}me|texted|"
        r"messaged)\W{1,6}(?:me\W{1,6})?(?:that\W{1,6})?(?:i'?m|im|i\W{1,3}am|i'?ll\W{1,3}be|"
        r"ill\W{1,3}be|you'?re|ur)\W{1,6}(?:dead|next)\b(?!\W{1,6}to\W{1,6}(?:him|me))|\b(?:says?|said|"
        r"saying|told\W{1,6}me|texted|messaged|warned)\W{1,6}(?:me\W{1,6})?(?:that\W{1,6})?(?:i|you|u)"
        r"\W{1,6}(?:won'?t|wont|will\W{1,3}not|ain'?t\W{1,3}gonna)\W{1,6}live\W{1,6}to\W{1,6}see\b",
        veto=r"\b(?:if|when)\W{1,6}(?:you|u|i)\W{1,6}(?:text|texting|call|calling|contact|go"
        r"\W{1,6}back|unblock|reach)\w*\W{1,6}(?:him|her|them)|(?:texting|contacting|unblocking)"
        r"\W{1,6}(?:him|her|them)",
        keys="pay|regret|sorry|watch|dead|life|next|live to see",
    ),
    rule(
        "threat.find_you",
        C.THREAT,
        r"\b(?:i'?ll|i\W{1,3}will|ill|he'?ll|she'?ll|he\W{1,3}will|hell|gonna|he'?d|she'?d|hed)"
        r"\W{1,6}(?:\w{1,10}"
        r"\W{1,6})?(?:find|hunt)\W{1,6}(?:you|u|me|us)\W{1,6}(?:down|wherever|anywhere|and|no"
        r"\W{1,6}matter)|\bi\W{1,6}know\W{1,6}where\W{1,6}(?:you|u)\W{1,6}(?:live|work|are|"
        r"sleep)|\byou\W{1,6}can'?t\W{1,6}hide\b|\b(?:coming|come)\W{1,6}after\W{1,6}(?:you|u|"
        r"me|us)\b|\bfinish\W{1,6}(?:what\W{1,6}(?:he|she|they|i)\W{1,6}started|the\W{1,6}job)\b|"
        r"\bcoming\W{1,6}for\W{1,6}(?:you|u)\b|\b(?:he'?s|hes|she'?s|shes|they'?re|he"
        r"\W{1,3}is)\W{1,6}coming\W{1,6}for\W{1,6}(?:me|us)\b(?!\W{1,6}(?:at\W{1,6}\d|after"
        r"\W{1,6}(?:work|school)|later))|\b(?:better|should|have\W{1,6}to|need\W{1,6}to|gonna"
        r"\W{1,6}have\W{1,6}to)\W{1,6}sleep\W{1,6}with\W{1,6}one\W{1,6}eye\W{1,6}open\b|\b(?:find"
        r"\W{1,6}out|see|know|knows|don'?t\W{1,6}know|dont\W{1,6}know|no\W{1,6}idea|show\W{1,6}(?:you|"
        r"u|me))\W{1,6}what\W{1,6}(?:he|she|they|i)\W{0,3}(?:'?s|is|are|'?re|'?m|am)\W{1,6}capable"
        r"\W{1,6}of\b|\b(?:he|she|they|my\W{1,3}ex)\W{0,3}(?:'?ll|will|would|'?d|is\W{1,6}going"
        r"\W{1,6}to|'?s\W{1,6}going\W{1,6}to|is\W{1,6}gonna|'?s\W{1,6}gonna|gonna|swore\W{1,6}to)"
        r"\W{1,6}(?:\w{1,12}\W{1,6})?make\W{1,6}sure\W{1,6}(?:i|you|u)\W{1,6}(?:never|don'?t|dont|"
        r"can'?t|cant|won'?t|wont)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:again|anyone|anything|happy|"
        r"work|live|walk|see)\b|\b(?:rather|sooner)\W{1,6}see\W{1,6}(?:me|you|u|us)\W{1,6}dead\b",
        keys="find|hunt|where|hide|after|for|finish|eye|capable|sure|dead",
    ),
    rule(
        "threat.take_kids",
        C.THREAT,
        rf"\b(?:threaten\w{{0,3}}|gonna|going\W{{1,3}}to|will|'ll|ll|said\W{{1,6}}(?:he|she)"
        rf"\W{{1,6}}(?:would|'d|will|'ll|d)|swears?|swore|try\W{{1,6}}to)\W{{1,6}}(?:to\W{{1,6}})?"
        rf"(?:take|taking|keep|kidnap|snatch)\W{{1,6}}(?:away\W{{1,6}})?{KIDP}(?:\W{{1,6}}away)?"
        rf"\b(?!\W{{1,6}}(?:to|for)\W{{1,6}}(?:school|nursery|daycare|the\W{{1,6}}park|a"
        rf"\W{{1,6}}walk|lunch|dinner|the\W{{1,6}}weekend|practice|football|swimming|the\W{{1,6}}"
        rf"dentist|the\W{{1,6}}doctor|ice\W{{1,6}}cream))|\bnever\W{{1,6}}see\W{{1,6}}{KIDP}"
        rf"\W{{1,6}}again",
        keys=KID_KEYS,
    ),
    rule(
        "threat.coercive_self",
        C.THREAT,
        r"\b(?:he|she|they|my\W{1,6}ex|ex|hell|hed)\W{1,6}"
        + SGAP
        + r"(?:kill|hurt|harm|end|off)\w{0,3}"
        r"\W{1,6}(?:himself|herself|themselves|themself|his\W{1,6}life|her\W{1,6}life)\b|"
        r"\bthreaten\w{0,3}\W{1,6}(?:suicide|to\W{1,6}(?:kill|hurt)\W{1,6}(?:himself|herself))",
        neg_inside=True,
        keys="himself|herself|themsel|his life|her life|suicide",
    ),
    rule(
        "threat.no_one_can",
        C.THREAT,
        r"\bif\W{1,6}(?:i|he|she)\W{1,6}can'?t\W{1,6}have\W{1,6}(?:you|u|me|her|him)\W{1,6}"
        r"(?:no\W{0,3}one|nobody|noone|no\W{1,3}body)|\b(?:no\W{0,3}one|nobody)\W{1,6}"
        r"(?:else\W{1,6})?(?:can|will|gets\W{1,6}to)\W{1,6}(?:ever\W{1,6})?have\W{1,6}(?:you|u|me|"
        r"her)\b",
        negatable=False,
        keys="one|body",
    ),
    rule(
        "threat.threatened",
        C.THREAT,
        r"\bthreat(?:en|ens|ened|ening)\W{1,6}(?:me|us|my\W{1,6}\w+|to\W{1,6}(?:kill|hurt|"
        r"take|post|share|leak|send|tell|ruin|burn|come|show\W{1,6}up|find|kidnap|harm|beat|"
        r"get|hit|break|smash|destroy|report|expose|release|stab|shoot|have\W{1,6}me|put))"
        r"|\bthreatening\W{1,6}(?:texts|messages|voicemails?|voice\W{1,6}(?:notes|"
        r"messages)|letters?|emails?|calls?|me)\b|\b(?:kys|go\W{1,6}kill\W{1,6}(?:yourself"
        r"|urself)|hope\W{1,6}(?:you|u)\W{1,6}die|(?:told|tells|telling)\W{1,6}me\W{1,6}"
        r"to\W{1,6}(?:kill\W{1,6}myself|die|go\W{1,6}die|kms))\b",
        keys="threat|kys|kill your|kill ur|hope you|hope u|me to",
    ),
    rule(
        "threat.leak",
        C.THREAT,
        r"\b(?:post|share|leak|send|release|expose|upload|spread)\w{0,3}\W{1,6}(?:my|our|the|"
        r"those|these|all)\W{1,6}(?:\w{1,12}\W{1,6})?(?:nudes|nude\W{1,6}(?:pics|photos)|"
        r"intimate\W{1,6}\w+|private\W{1,6}(?:pics|photos|videos)|sex\W{1,6}tape|videos?\W{1,6}"
        r"of\W{1,6}(?:me|us))|\b(?:he|she|they|my\W{1,3}ex)\W{0,3}(?:'?ll|will|would|'?d|is\W{1,6}"
        r"going\W{1,6}to|'?s\W{1,6}going\W{1,6}to|is\W{1,6}gonna|'?s\W{1,6}gonna|gonna|threaten"
        r"\w{0,3}\W{1,6}to|said\W{1,6}(?:he|she)\W{0,3}(?:'?d|would|'?ll|will))\W{1,6}(?:\w{1,12}"
        r"\W{1,6})?(?:post|share|leak|send|release|expose|upload|spread|show)\w{0,3}\W{1,6}(?:(?:the"
        r"|my|our|those|these|all|his|them|it)\W{1,6})?(?:\w{1,12}\W{1,6})?(?:videos?|vids?|pics|"
        r"pictures|photos|screenshots|nudes|texts|messages|recordings?|tapes?)\b\W{1,6}"
        + gap(6)
        + r"(?:unless|or\W{1,6}else|if\W{1,6}i\W{1,6}(?:don'?t|dont|won'?t|wont|ever|leave|block|"
        r"tell|go)|to\W{1,6}(?:my|your|ur)\W{1,6}(?:boss|work|job|family|parents|mum|mom|dad|kids|"
        r"friends|colleagues|husband|wife|partner|new)|to\W{1,6}everyone|online|on\W{1,6}(?:the"
        r"\W{1,6})?(?:internet|instagram|insta|facebook|fb|twitter|tiktok|snap|porn))|\b(?<!"
        r"emotional\W)(?<!emotionally\W)(?:blackmail\w{0,5}|sextort\w{0,5}|extort\w{0,5})\b",
        keys="nude|intimate|private|sex|video|vid|pic|photo|screenshot|text|messag|record|tape"
        "|blackmail|extort",
    ),
    rule(
        "threat.burn_home",
        C.THREAT,
        r"\b(?:burn|torch|set\W{1,6}fire\W{1,6}to)\W{1,6}(?:down\W{1,6})?(?:my|the|your|our)"
        r"\W{1,6}(?:house|flat|car|apartment|place|home)\b|\bset\W{1,6}(?:my|the|your|our)\W{1,6}"
        r"(?:house|flat|car|apartment|place|home)\W{1,6}on\W{1,6}fire|\bburn\W{1,6}(?:it|the"
        r"\W{1,6}place|"
        r"the\W{1,6}house|my\W{1,6}house)\W{1,6}down\b|\b(?:throw|throwing|threw|pour|pouring|chuck)\w{0,2}\W{1,6}acid\b|"
        r"\bacid\W{1,6}(?:attack|in\W{1,6}my\W{1,6}face)|\b(?:slashed|slash|smashed|keyed)\W{1,6}"
        r"my\W{1,6}(?:tyres|tires|car|windows?|windscreen|windshield)",
        keys="burn|torch|fire|slash|smash|keyed|acid",
    ),
    rule(
        "threat.send_people",
        C.THREAT,
        r"\bsend\W{1,6}" + gap(2) + r"(?:people|someone|friends|brothers|guys|boys|cousins|men)"
        r"\W{1,6}(?:after\W{1,6}(?:me|you)|to\W{1,6}(?:get|hurt|deal\W{1,6}with|sort)\W{1,6}"
        r"(?:me|you)|round\W{1,6}to\W{1,6}(?:get|sort|deal))|\b(?:knows|got|has|have)\W{1,6}"
        r"(?:\w{1,12}\W{1,6})?(?:people|guys|friends|mates|men|someone|brothers|cousins)\W{1,6}"
        r"(?:who|that)\W{1,6}(?:can|could|will|would|'?ll)\W{1,6}(?:\w{1,12}\W{1,6})?(?:hurt|kill"
        r"|get|find|deal\W{1,6}with|break|make\W{1,6}(?:me|you)\W{1,6}disappear)\W{1,6}(?:me|"
        r"you|u|my|your)\b",
        keys="send|people|guys|friends|mates|men|someone|brothers|cousins",
    ),
    # Round 3: harm to a face, a fire, vanishing, "dead ... in more ways than one".
    rule(
        "threat.disfigure",
        C.THREAT,
        r"\b(?:he|she|hes|shes|he'?ll|hell|my\W{1,3}ex)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:ruin|"
        r"smash|break|rearrange|mess\W{1,6}up|cut|slash|burn|scar|fuck\W{1,6}up)\W{1,6}(?:my|your|"
        r"her)\W{1,6}(?:pretty\W{1,6})?(?:face|legs|arms|teeth|jaw|neck|nose|kneecaps|hands)\b|"
        r"\b(?:wake\W{1,6}up|come\W{1,6}home)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?(?:house|flat|place|"
        r"car|home)\W{1,6}on\W{1,6}fire\b|\b(?:burn|torch)\W{1,6}(?:my|the|your|our)\W{1,6}"
        r"(?:house|flat|place|car|home)\W{1,6}down\b|\bmake\W{1,6}(?:me|you|her)\W{1,6}"
        r"(?:disappear|vanish)\b|\bdead\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?in\W{1,6}more\W{1,6}ways"
        r"\W{1,6}than\W{1,6}one\b",
        keys="ruin|smash|break|rearrange|mess|cut|slash|burn|scar|fuck|fire|torch|disappear"
        "|vanish|ways",
        needs=r"\b(?:he|she|hes|shes|hell|his|him|my\W{1,3}ex|they)\b",
    ),
    rule(
        "threat.come_and_harm",
        C.THREAT,
        r"\b(?:he|she|hes|shes|he'?ll|hell|hed|he'?d|she'?ll|shell|my\W{1,3}ex|they)\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,3}?(?:come|coming|comes|drive|driving|turn\W{1,6}up|show\W{1,6}up)\W{1,6}"
        r"(?:\w{1,12}\W{1,6}){0,2}?(?:and|to)\W{1,6}(?:kill|hurt|beat|hit|stab|shoot|strangle|"
        r"batter|smash|finish\W{1,6}(?:me|us|you)\W{1,6}off)\W{1,6}(?:me|us|you|my|the\W{1,6}kids)"
        r"\b(?!\W{1,6}(?:at|in\W{1,6}a|on)\b)",
        keys="come|coming|comes|drive|driving|turn|show",
    ),
    # Round 4: warnings, a friend's threat reported, slang and "make sure you end up in ...".
    rule(
        "threat.warning",
        C.THREAT,
        r"\b(?:told|tells|telling|warned|warns|said|says|texted|messaged|wrote)\W{1,6}(?:me\W{1,6})?"
        r"(?:to|i\W{1,3}(?:should|better|'?d\W{1,3}better|d\W{1,3}better|need\W{1,3}to)|that"
        r"\W{1,6}i\W{1,3}(?:should|better|'?d\W{1,3}better))\W{1,6}(?:watch\W{1,6}(?:my|your|ur)"
        r"\W{1,6}back|sleep\W{1,6}with\W{1,6}one\W{1,6}eye\W{1,6}open)\b|\b(?:you|u|ya)\W{0,3}"
        r"(?:'d|d|had)?\W{1,6}better\W{1,6}watch\W{1,6}(?:your|ur|yer)\W{1,6}back\b|\bsleep\W{1,6}"
        r"with\W{1,6}one\W{1,6}eye\W{1,6}open\b|\b(?:said|says|told\W{1,6}me|texted|screamed|"
        r"yelled)\W{1,6}(?:that\W{1,6})?(?:i'?m|im|i\W{1,3}am|you'?re|youre|ur|you\W{1,3}are)\W{1,6}"
        r"(?:a\W{1,6})?dead\W{1,6}(?:woman|man|meat|girl)\b",
        keys="watch|eye|dead",
    ),
    rule(
        "threat.about_friend",
        C.THREAT,
        rf"\b(?:her|his|their|(?:friend|mate|sister|cousin|bestie)\W{{0,3}}s)\W{{1,3}}"
        rf"(?:ex\W{{0,3}})?(?:ex|bf|boyfriend|husband|partner|gf|"
        rf"girlfriend|wife)\W{{1,6}}{SGAP}{THREAT_LEAD}\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?(?:{KILL_V}|"
        rf"{HURT_V})\W{{1,6}}(?:her|him|them)\b|\b(?:says|said|told\W{{1,6}}"
        rf"(?:her|him)|threatened|keeps\W{{1,6}}saying)\W{{1,6}}(?:that\W{{1,6}})?(?:he'?ll|hell|he"
        rf"\W{{1,3}}will|he'?d|hed|he\W{{1,3}}would|he'?s\W{{1,3}}gonna|hes\W{{1,3}}gonna|she'?ll|"
        rf"she'?d)\W{{1,6}}(?:kill|murder|hurt|stab|shoot|strangle)\W{{1,6}}(?:her|him)\b",
        neg_inside=True,
        keys=(
            "kil|murder|end|shoot|stab|strangl|hurt|harm|beat|hit|punch|slap|chok|rape|attack"
            "|after|bash|batter|burn|rid of"
        ),
    ),
    rule(
        "threat.slang",
        C.THREAT,
        rf"\b(?:{PERSON}\W{{1,6}}{SGAP}{THREAT_LEAD}|hed|hell)\W{{1,6}}(?:\w{{1,16}}\W{{1,6}})?(?:(?:glass|"
        rf"bottle|shank|deck|knife|chib|flog|belt|clobber|thump|wallop|lamp)\W{{1,6}}(?:me|us)\b|(?:do|kick|smash|cave)\W{{1,6}}(?:me|my"
        rf"\W{{1,6}}(?:head|face|teeth))\W{{1,6}}in\b)|\b(?:make\W{{1,6}}sure|see\W{{1,6}}to\W{{1,6}}"
        rf"it|swore|promised|threatened)\W{{1,6}}(?:that\W{{1,6}})?(?:i|you|u)\W{{1,6}}(?:end\W{{1,6}}"
        rf"up|ends\W{{1,6}}up|wind\W{{1,6}}up|'?ll\W{{1,6}}(?:end\W{{1,6}}up|be)|will\W{{1,6}}(?:end"
        rf"\W{{1,6}}up|be))\W{{1,6}}(?:in|on)\W{{1,6}}(?:a\W{{1,6}}wheelchair|hospital|the\W{{1,6}}"
        rf"hospital|a\W{{1,6}}coffin|the\W{{1,6}}ground|a\W{{1,6}}body\W{{1,6}}bag|the\W{{1,6}}grave|"
        rf"a\W{{1,6}}box|intensive\W{{1,6}}care|a\W{{1,6}}ditch|life\W{{1,6}}support)\b",
        neg_inside=True,
        keys=(
            "glass|bottle|shank|deck|knife|chib|flog|belt|clobber|thump|wallop|lamp|do|kick|smash"
            "|cave|wheelchair|hospital|coffin"
            "|ground|bag|grave|box|care|ditch|support"
        ),
    ),
    # Round 5: harm to pets as leverage, a maiming threat after another one, "finish it".
    rule(
        "threat.pets",
        C.THREAT,
        rf"\b(?:{PERSON}\W{{1,6}}{SGAP}{THREAT_LEAD}|hell|hed|shell)\W{{1,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}})?(?:drown|poison|hurt|harm|kill|shoot|starve|kick|strangle|get\W{{1,3}}rid"
        rf"\W{{1,3}}of)\W{{1,6}}(?:the|my|our|her|his)\W{{1,6}}(?:dog|dogs|cat|cats|pets?|puppy|"
        rf"kitten|horse|rabbit|bunny|hamster|parrot)\b",
        neg_inside=True,
        keys="drown|poison|hurt|harm|kil|shoot|starv|kick|strangl|rid",
    ),
    rule(
        "threat.said_maim",
        C.THREAT,
        rf"\b(?:said|says|saying|told\W{{1,6}}me|threaten\w{{0,3}}|swore|promised|texted|wrote|"
        rf"warned|keeps\W{{1,3}}saying)\W{{1,6}}(?:\w{{1,16}}\W{{1,6}}){{0,10}}?{HURT_WHOLE}\b",
        neg_inside=True,
        keys="break|smash|bust|slit|cut|hospital|wheelchair|ground|coffin|grave|box",
    ),
    rule(
        "threat.finish_it",
        C.THREAT,
        r"\b(?:he|she)(?:'?ll|\W{1,3}will|'?d|\W{1,3}would|\W{1,3}(?:is|'?s)\W{1,3}(?:gonna|going"
        r"\W{1,3}to))\W{1,6}(?:\w{1,12}\W{1,6})?finish\W{1,6}(?:me(?:\W{1,6}off)?|the\W{1,6}job|"
        r"it)\b",
        needs=r"\bthis\W{1,3}time\b|\bfor\W{1,3}good\b|\bon\W{1,3}his\W{1,3}way\b|\bcoming\W{1,3}"
        r"(?:over|here)\b",
        neg_inside=True,
        keys="finish",
    ),
)

# Round 6: the harm named in full ("run me over", "snap my neck"), a wish for my death, the
# date I won't live to see, and menace without a verb ("enjoy your last week", knife emojis).
_SAYER = (
    rf"(?:{_KILLER}|my\W{{1,3}}ex|he|she|they|hes|shes|he'?s|she'?s|hell|shell|hed|his\W{{1,3}}"
    r"(?:brother|family|mates?|friends?|cousins?)|her\W{1,3}(?:brothers?|new\W{1,3}(?:bf|"
    r"boyfriend|man)|family))"
)
_INTENT = (
    r"(?:'?ll|will|would|'?d|gonna|gna|going\W{1,3}to|wants?\W{1,3}to|threaten\w{0,3}\W{1,3}"
    r"to|promis\w{0,3}\W{1,3}to|promising\W{1,3}to|swore\W{1,3}to|swears\W{1,3}to|plans?\W{1,3}"
    r"to|planning\W{1,3}to|about\W{1,3}to|waiting\W{1,3}(?:for\W{1,3}the\W{1,3}right\W{1,3}"
    r"moment\W{1,3})?to|going\W{1,3}to\W{1,3}try\W{1,3}to|(?:is|'?s)\W{1,3}(?:gonna|going"
    r"\W{1,3}to))"
)
_HARM_FULL = (
    r"(?:(?:cut|gut|slash|chop|shank|stab|shoot|strangle|drown|batter|bash|beat|kidnap|"
    r"choke|burn|bury|torture|rape|slice|bottle|glass|knife|jump|smash|settle|snatch)\W{1,6}(?:me|us|you|u|her)\b(?!\W{1,6}(?:a|an|the|some|off|in\W{1,6}line|"
    r"slack|to\W{1,6}it|at|back)\b)|run\W{1,6}(?:me|us|you|u|her)\W{1,6}(?:over|off\W{1,6}the"
    r"\W{1,6}road|down|into)|throw\W{1,6}(?:me|you|u|her)\W{1,6}(?:off|out\W{1,6}of|down|from|"
    r"in\W{1,6}the\W{1,6}(?:river|canal|lake|sea))|cave\W{1,6}(?:my|your|ur|her)\W{1,6}(?:\w{1,8}"
    r"\W{1,6})?(?:skull|head|face)\W{1,6}in|snap\W{1,6}(?:my|your|ur|her)\W{1,6}neck|break"
    r"\W{1,6}every\W{1,6}bone|blow\W{1,6}(?:my|your|ur|her)\W{1,6}(?:brains|head)\W{1,6}(?:out|"
    r"off)|put\W{1,6}a\W{1,6}bullet\W{1,6}in|(?:pour|throw|put|chuck)\w{0,3}\W{1,6}(?:acid|"
    r"boiling\W{1,6}(?:oil|water)|petrol|bleach)\W{1,6}(?:on|in|over|at)\W{1,6}(?:me|my|you|"
    r"your|ur|her)|set\W{1,6}(?:his|her|the|their)\W{1,6}dogs?\W{1,6}on\W{1,6}(?:me|you|u|"
    r"her)|(?:get|have)\W{1,6}(?:me|you|u|her)\W{1,6}(?:done\W{1,6}in|killed|hurt|jumped|"
    r"beaten|stabbed|shot|handled|sorted)|(?:have|get)\W{1,6}(?:\w{1,12}\W{1,6}){1,3}?(?:jump|"
    r"beat|hurt|kill|stab|shoot|do\W{1,6}in|handle)\W{1,6}(?:me|you|u|her)\b|make\W{1,6}it"
    r"\W{1,6}look\W{1,6}like\W{1,6}an\W{1,6}accident|make\W{1,6}(?:sure\W{1,6})?(?:i|you|u|me)"
    r"\W{1,6}(?:disappear|suffer|never\W{1,6}walk|can'?t\W{1,6}walk|cyaan\W{1,6}walk)|come"
    r"\W{1,6}(?:straight|right)\W{1,6}(?:for|after)\W{1,6}(?:me|you|u)|finish\W{1,6}(?:us|you|"
    r"u)\W{1,6}both|do\W{1,6}(?:me|you|u|her)\W{1,6}in|(?:\w{1,12}\W{1,6}){1,5}?(?:and|then|"
    r"n|&)\W{1,6}(?:then\W{1,6})?(?:kill|murder|hurt)\W{1,6}(?:me|us)\b)"
)

RULES = (
    *RULES,
    rule(
        "threat.harm_spelled",
        C.THREAT,
        rf"\b{_SAYER}\W{{0,3}}(?:\w{{1,12}}\W{{1,6}}){{0,3}}?{_INTENT}\W{{1,6}}(?:\w{{1,12}}"
        rf"\W{{1,6}}){{0,5}}?{_HARM_FULL}|\b(?:hell|hed|shell|he'?ll|she'?ll|he'?d|she'?d)"
        rf"\W{{1,6}}(?:\w{{1,12}}\W{{1,6}}){{0,5}}?{_HARM_FULL}",
        neg_inside=True,
        veto=r"\b(?:lol|lmao|haha\w{0,4}|jk|kidding|joking|game|fifa|fortnite|movie|film|"
        r"character|episode|paintball|laser\W{1,3}tag|nerf|snowball|pillow\W{1,3}fight|"
        r"tickl\w{0,4}|hug\w{0,3}|kiss\w{0,3}|at\W{1,3}(?:chess|cards|pool|darts|scrabble))\b",
        keys=(
            "cut|gut|slash|chop|shank|stab|shoot|strangl|drown|batter|bash|beat|kidnap|hurt"
            "|kill|murder|chok|burn|bury|tortur|rape|slice|bottle|glass|knife|jump|smash"
            "|settle|snatch|run|throw|cave|snap|bone|blow|bullet|acid|boiling|petrol|bleach"
            "|dog|done in|killed|jumped|beaten|stabbed|shot|handled|sorted|handle|accident"
            "|disappear|suffer|walk|straight|right|both|do me|do you|do u|do her"
        ),
    ),
    rule(
        "threat.dead_wish",
        C.THREAT,
        r"\b(?:he|she|they|ex|family|he'?s|she'?s)\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?wants?\W{1,6}"
        r"me\W{1,6}(?:dead|six\W{1,6}feet\W{1,6}under|in\W{1,6}the\W{1,6}ground|killed)\b|"
        r"\b(?:you|u|i|she)\W{0,3}(?:'?ll|will|'?d|would|(?:are|'?re|am|'?m|is|'?s)\W{1,3}"
        r"(?:gonna|going\W{1,3}to))\W{1,6}(?:\w{1,8}\W{1,6})?(?:end\W{1,6}up|be\W{1,6}found|be)"
        r"\W{1,6}(?:dead|in\W{1,6}a\W{1,6}(?:ditch|body\W{1,6}bag|box|coffin|grave|wheelchair)|in"
        r"\W{1,6}the\W{1,6}(?:ground|river|morgue|canal)|like\W{1,6}(?:his|her)\W{1,6}(?:last|"
        r"ex))\b|\b(?:you|u|i|she)\W{1,6}(?:won'?t|wont|will\W{1,3}not|'?d\W{1,3}never|would"
        r"\W{1,3}never|will\W{1,3}never|'?ll\W{1,3}never)\W{1,6}(?:see\W{1,6}(?:christmas|"
        r"next\W{1,6}(?:month|week|year)|another\W{1,6}(?:birthday|christmas|year)|tomorrow|"
        r"(?:the|this)\W{1,6}(?:weekend|summer|new\W{1,6}year))|make\W{1,6}it\W{1,6}to\W{1,6}"
        r"(?:the|court|trial|your|my)|leave\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?alive|come\W{1,6}"
        r"home|walk\W{1,6}away|get\W{1,6}out\W{1,6}(?:of\W{1,6}(?:\w{1,12}\W{1,6}){0,2}?)?alive)"
        r"\b(?!\W{1,6}(?:with|at|in|because|since|this|until|till|after)\b)|\bi'?m\W{1,6}dead"
        r"\W{1,6}(?:the\W{1,6})?(?:second|minute|moment|day)\W{1,6}(?:he|she)\b|\bthe\W{1,6}"
        r"second\W{1,6}(?:he'?s|he\W{1,3}is|she'?s)\W{1,6}out\W{1,6}(?:i'?m|im)\W{1,6}dead\b",
        needs=r"\b(?:he|she|him|her|they|his|ex|said|says|told|texted|messaged|wrote|message|"
        r"text|voicemail|threat\w{0,5}|warned)\b",
        veto=r"\b(?:lol|lmao|haha\w{0,4}|jk|kidding|joking|if\W{1,3}you\W{1,3}(?:eat|keep\W{1,3}"
        r"eating|drink)|diet|sugar|cholesterol|smok\w{0,3}|homework|exams?|boss|mum\W{1,3}will|"
        r"mom\W{1,3}will)\b",
        keys="want|dead|ditch|bag|box|coffin|grave|wheelchair|ground|river|morgue|canal|last"
        "|ex|see|make|leave|come|walk|get out|second",
    ),
    rule(
        "threat.menace",
        C.THREAT,
        r"\benjoy\W{1,6}(?:your|ur|the)\W{1,6}last\W{1,6}(?:week|weekend|day|days|birthday|"
        r"christmas|month|night|summer|few\W{1,6}days)\b|\b(?:she|you|u)\W{1,6}(?:has|have|"
        r"'?ve\W{1,6}got)\W{1,6}(?:only\W{1,6})?(?:days|hours|a\W{1,6}week)\W{1,6}left\b|"
        r"\btick\W{0,3}tock\b(?=\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:i\W{1,3}know|your|ur|coming"
        r"|soon))|\b(?:that'?ll|that\W{1,3}will|that'?s\W{1,3}(?:gonna|going\W{1,3}to))\W{1,6}be"
        r"\W{1,6}(?:you|u)\b|\b(?:you'?ll|youll|you\W{1,3}will|u'?ll)\W{1,6}be\W{1,6}next\b|"
        r"\byour\W{1,3}dead\b|\bsay\W{1,6}your\W{1,6}prayers\b|\b(?:you|u)\W{0,3}(?:'?d|had)?"
        r"\W{1,6}better\W{1,6}pray\b|\bget\W{1,6}what'?s\W{1,6}coming\W{1,6}to\W{1,6}(?:you|u|"
        r"her|me)\b|\bteach\W{1,6}(?:me|you|u|her)\W{1,6}a\W{1,6}lesson\b|\bbullets?\W{1,6}"
        r"(?:with|spelling)\W{1,6}my\W{1,6}name\b|\b(?:knife|knives|gun|bullet|coffin|grave|"
        r"skull|dagger|bomb)\W{1,6}emojis?\b|\baccidents\W{1,6}happen\b|\bsharpening\W{1,6}"
        r"(?:his|her|the|my)\W{1,6}(?:knives|knife|axe|machete)\b|\b(?:screenshot|pic|picture|"
        r"photo|map)\W{1,6}of\W{1,6}my\W{1,6}(?:own\W{1,6}|new\W{1,6}|current\W{1,6})?(?:location|"
        r"address)\b|\bmy\W{1,6}(?:new\W{1,6})?address\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:see\W{1,6}"
        r"you\W{1,6}soon|coming|nice\W{1,6}place)|\b(?:knows|know)\W{1,6}where\W{1,6}(?:\w{1,12}"
        r"\W{1,6}){0,3}?(?:school|nursery|daycare|kids|refuge|shelter|mum|mom|sister)\W{1,6}"
        r"(?:\w{1,12}\W{1,6}){0,6}?(?:think\W{1,6}about\W{1,6}it|accidents|what\W{1,6}(?:he|she)"
        r"'?(?:ll|d)\W{1,6}do|on\W{1,6}(?:his|her)\W{1,6}way|coming|be\W{1,6}careful|watch\W{1,6}"
        r"out)|\bnothing\W{1,6}(?:left\W{1,6})?to\W{1,6}lose\b(?=\W{1,6}(?:\w{1,12}\W{1,6}){0,6}?"
        r"(?:coming|scared|should\W{1,6}be|you|u|watch))|\b(?:picture|pic|photo)\W{1,6}of\W{1,6}"
        r"a\W{1,6}(?:grave|coffin|gun|knife|noose)\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?(?:yours|you|"
        r"your\W{1,6}name|my\W{1,6}name)|\btil\w{0,2}\W{1,6}death\W{1,6}do\W{1,6}us\W{1,6}part\b"
        r"(?=\W{1,6}(?:\w{1,12}\W{1,6}){0,4}?(?:no\W{1,6}name|card|note|letter)|\W*[\"']?\W*$)",
        needs=r"\b(?:he|she|him|her|they|his|ex|said|says|told|texted|messaged|wrote|message|"
        r"text|voicemail|sent|card|letter|note|got|keeps|number|account)\b",
        veto=r"\b(?:lol|lmao|haha\w{0,4}|jk|kidding|joking|holiday|vacation|half\W{1,3}term|"
        r"summer\W{1,3}(?:camp|break)|exams?|uni|school\W{1,3}year|wedding\W{1,3}vows?|"
        r"pokemon|video\W{1,3}game|delivery|parcel|uber|airbnb)\b",
        keys="enjoy|left|tick|tock|that|next|your dead|prayers|pray|coming|lesson|bullet|emoji"
        "|accidents|sharpening|location|address|where|lose|grave|coffin|gun|knife|noose|death",
    ),
)
