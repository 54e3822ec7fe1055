"""Harmless idioms, masked before matching ("this craving is killing me", "dying to text him",
"my phone died"). None has a person as subject: "he's killing me", "my boss is going to kill
me" are never masked (the last is softened to gentle in softening.py, so help still shows).
Each idiom has a trap test beside its danger variant."""

from __future__ import annotations

from bot.safety.rule import dual

_THING = (
    r"(?:craving|cravings|urge|urges|wait|waiting|silence|suspense|anxiety|heat|cold|traffic|"
    r"commute|work|job|shift|hangover|headache|migraine|cramps|period|feet|back|neck|tooth|"
    r"teeth|shoes|stomach|song|show|season|episode|exam|exams|uni|homework|deadline|"
    r"deadlines|weather|uncertainty|loneliness|boredom|guilt|nostalgia|curiosity|no\W{1,3}"
    r"contact|nc|this|that|it|everything|missing\W{1,3}(?:him|her|them)|not\W{1,3}(?:texting|"
    r"calling|checking|knowing|talking\W{1,3}to)\W{1,3}\w{1,12}|checking\W{1,3}(?:his|her)"
    r"\W{1,3}\w{1,12})"
)
_MASKS = tuple(
    dual(source)
    for source in (
        # "this craving is killing me", "the wait is gonna kill me", "my feet are killing me"
        rf"\b(?:(?:this|the|these|that|my|all\W{{1,3}}this|ugh)\W{{1,3}})?{_THING}(?:\W{{1,3}}"
        rf"\w{{1,12}}){{0,4}}?(?<!\bhe)(?<!\bshe)(?<!\bthey)(?<!\bex)\W{{1,3}}"
        rf"(?:is|are|was|were|'s|s|has\W{{1,3}}been|have\W{{1,3}}been|been|will|'ll|ll|would|'d|d)"
        rf"\W{{1,3}}(?:\w{{1,12}}\W{{1,3}})?(?:killing|kill|gonna\W{{1,3}}kill|going\W{{1,3}}to"
        rf"\W{{1,3}}kill)\W{{1,3}}me\b",
        # "dying to text him"
        r"\b(?:dying|dyin|die|died)\W{1,3}to\W{1,3}(?:text|txt|call|see|talk|know|hear|tell|go|"
        r"try|meet|message|msg|dm|reach\W{1,3}out|check|look|ask|find\W{1,3}out|get|have|eat|"
        r"watch|read|show|unblock|reply|respond|answer|hug|visit)\b",
        # "my phone died", "battery is dying"
        r"\b(?:phone|battery|laptop|charger|car|tablet|ipad|computer|pc|headphones|airpods|"
        r"plant|plants|houseplant|fish|goldfish|wifi|internet|tv|fridge|conversation|convo|"
        r"chat|vibe|mood|party|group\W{1,3}chat|gc|streak|torch|bulb|lightbulb)\W{1,3}(?:\w{1,12}"
        r"\W{1,3})?(?:died|dead|dying|is\W{1,3}dying|s\W{1,3}dying|was\W{1,3}dead|is\W{1,3}dead|"
        r"s\W{1,3}dead|just\W{1,3}died)\b",
        # "killed it at my interview"
        r"\bkill(?:ed|ing|in)\W{1,3}it\b(?!\W{1,3}(?:myself|all|off|for\W{1,3}good))",
        # "lol im dead", "i'm dead 😂"
        r"\b(?:lol|lmao|lmfao|haha\w{0,6}|omg|skull|bruh)\W{1,3}(?:i'?m|im|i\W{1,3}am)\W{1,3}"
        r"(?:so\W{1,3}|literally\W{1,3}|actually\W{1,3})?(?:dead|deceased|dying|ded)\b|\b(?:i'?m|"
        r"im|i\W{1,3}am)\W{1,3}(?:so\W{1,3}|literally\W{1,3}|actually\W{1,3}|fr\W{1,3})?(?:dead|"
        r"deceased|dying|ded)\W{0,3}(?:lol|lmao|lmfao|haha\w{0,6}|omg|skull)\b",
        # "end it with him" (the relationship, not a life)
        r"\bend(?:ing|ed)?\W{1,3}(?:it|things|this|everything)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"with\W{1,3}(?:him|her|them|my\W{1,3}(?:ex|bf|gf|boyfriend|girlfriend|partner|husband|"
        r"wife|situationship|fwb|man|guy)|(?!(?:pills?|rope|knife|gun|a|an|the|my|this|some|"
        r"sleeping|everything|me|myself|drugs|meds|alcohol|booze|these|those)\b)[^\W\d_]{2,20})"
        r"\b",
        # "I'd kill for a coffee"
        r"\b(?:i'?d|i\W{1,3}would|id|could|would)\W{1,3}(?:literally\W{1,3})?kill\W{1,3}for"
        r"\W{1,3}(?:a|an|some|one|the)\b",
        # "this cake is to die for" (but not "I want to die for real")
        r"\b(?!(?:want|wanted|wants|need|ready|going|about|deserve|plan|planning|trying|wish|"
        r"like|have|gonna|wanna|willing|prepared|afraid|scared|deserves|how|way|just|really)\b)"
        r"[^\W\d_]{1,20}\W{1,3}to\W{1,3}die\W{1,3}for\b(?!\W{1,3}(?:real|him|her|them|you|good|"
        r"sure|this|it|that|nothing|the|a|no|my|his))",
        # "killing time"
        r"\bkill(?:ing|ed)?\W{1,3}(?:some\W{1,3}|the\W{1,3})?time\b",
        # "dying of embarrassment", "died laughing", "bored to death"
        r"\b(?:die|died|dying)\W{1,3}laughing\b|\b(?:died|dying|die|dead)\W{1,3}(?:of|from)\W{1,3}(?:\w{1,12}\W{1,3})?(?:embarrassment|"
        r"shame|cringe|laughter|laughing|boredom|cuteness|jealousy|curiosity)\b|\bdied\W{1,3}"
        r"laughing\b|\b(?:bored|scared|worried)\W{1,3}to\W{1,3}death\b",
        # "jumped the gun", "glue gun", "stick to my guns"
        r"\bjump(?:ed|ing|s)?\W{1,3}the\W{1,3}gun\b|\b(?:glue|nerf|water|heat|staple|spray|squirt|"
        r"toy|paintball|bb|cap|laser|massage|top|big|young|smoking)\W{1,3}guns?\b|\bson\W{1,3}of"
        r"\W{1,3}a\W{1,3}gun\b|\bstick(?:ing|s)?\W{1,3}to\W{1,3}(?:my|your|his|her|our|their)\W{1,3}"
        r"guns\b|\bguns\W{1,3}blazing\b",
        # "shot myself in the foot"
        r"\b(?:shot|shoot|shooting)\W{1,3}(?:myself|me|my\W{1,3}self)\W{1,3}in\W{1,3}the\W{1,3}"
        r"foot\b",
        # "the pills finally kicked in" (an effect starting, not a door)
        r"\b(?:pills?|meds|tablets?|painkillers?|paracetamol|ibuprofen|caffeine|coffee|"
        r"adrenaline|anxiety|panic|hormones|jet\W{1,3}lag|reality|it|sugar|hunger|tiredness|"
        r"exhaustion|melatonin|antidepressants?|sertraline)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?"
        r"(?:finally\W{1,3}|just\W{1,3}|has\W{1,3}|have\W{1,3})?kick(?:ed|s|ing)\W{1,3}in\b",
    )
)
_MASK_FILL = " ~ "
# Every idiom above contains one of these; most messages contain none and skip masking.
_MASK_KEYS = ("kil", "di", "dy", "dea", "end", "gun", "sho", "kick")


def mask(text: str, collapsed: bool) -> str:
    """The text with every harmless idiom replaced by a neutral filler."""
    if not any(map(text.__contains__, _MASK_KEYS)):
        return text
    for idiom in _MASKS:
        text = idiom.on(collapsed).sub(_MASK_FILL, text)
    return text
