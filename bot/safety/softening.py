"""Softening: a match whose clause negates it ("I'm not going to hurt myself"), puts it in the
past ("he used to threaten me, years ago"), is hyperbole ("I'd rather die than ...") or, for a
few categories, laughter or an accident, lowers the level to gentle. It never removes help."""

from __future__ import annotations

import re

from bot.safety.forms import Form
from bot.safety.model import Category
from bot.safety.rule import Rule, dual

_CLAUSE_END = dual(
    r"[.!?;:\n]|,|\b(?:but|and|so|because|cause|cuz|bc|though|although|until|unless|if|when|"
    r"whenever|now|then|yet|except|however|tho|while|whereas)\b"
)
_NEGATOR = (
    r"(?:not|never|don'?t|dont|won'?t|wont|wouldn'?t|wouldnt|isn'?t|isnt|didn'?t|didnt|"
    r"doesn'?t|doesnt|hasn'?t|hasnt|haven'?t|havent|no\W{1,3}longer|nor|no\W{1,3}way)"
)
_FILLER = (
    r"(?:going|gonna|goin|to|ever|even|really|actually|planning|plan|trying|about|be|being|"
    r"want|wanna|thinking|of|that|so|like|a|i|i'?m|im|i'?d|he|she|they|will|would|gonna|"
    r"intend|intending|able|have|has|had|let|him|her|physically|sexually)"
)
# A negator governs a match when only filler words stand between them.
_NEG_BEFORE = dual(rf"\b{_NEGATOR}(?:\W{{1,6}}{_FILLER})*\W{{1,6}}$")
# Inside a match that starts at the actor ("he never hit me"); "won't stop" is no negation.
_NEG_WITHIN = dual(
    rf"\b{_NEGATOR}\b(?!\W{{1,6}}(?:stop|stopped|help|sure|know|care|matter|mind|only|just|wait|"
    rf"leave\W{{1,6}}me\W{{1,6}}alone|let\W{{1,6}}me))"
)
_PAST = dual(
    r"\b(?:used\W{1,3}to|years?\W{1,3}ago|months?\W{1,3}ago|long\W{1,3}(?:time\W{1,3})?ago|"
    r"back\W{1,3}then|in\W{1,3}the\W{1,3}past|when\W{1,3}(?:we|i)\W{1,3}(?:were|was)\W{1,3}"
    r"(?:together|married|dating|little|a\W{1,3}(?:kid|child|teen|teenager)|younger|\d+)|as"
    r"\W{1,3}a\W{1,3}(?:kid|child|teen|teenager)|in\W{1,3}(?:19|20)\d\d|once\W{1,3}before|"
    r"(?:that|it)\W{1,3}was\W{1,3}(?:\w{1,12}\W{1,3})?(?:ages|years|a\W{1,3}long\W{1,3}time|"
    r"forever)\W{1,3}ago|i'?m\W{1,3}safe\W{1,3}now)\b"
)
# A calm memory told from a safe present: "i remember when ...", "it's been 5 years since ...",
# "i'm 45 now", "that was 2019", "feels like a movie now", "seven winters ago", "when i was 15",
# "3 years clean", "a distant memory". Anywhere in the message, unless something in it says the
# harm goes on (_STILL_GOING: "he's still following me", "i just cut", "relapsed", "tonight").
_CALM_MEMORY = dual(
    r"\b(?:i\W{1,3}remember|remember\W{1,3}(?:when|the\W{1,3}(?:time|day|night))|thinking\W{1,3}"
    r"(?:back|about\W{1,3}(?:the\W{1,3}time|when))|back\W{1,3}(?:when|in\W{1,3}(?:the\W{1,3}day|"
    r"college|school|uni|basic|20\d\d|19\d\d))|(?:it'?s|its|it\W{1,3}has)\W{1,3}been\W{1,3}"
    r"(?:over\W{1,3})?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many)\W{1,3}"
    r"(?:years?|months?|days?)\W{1,3}since|(?:\d+|many|two|three|five|ten)\W{1,3}years\W{1,3}"
    r"later|(?:i'?m|im|i\W{1,3}am|she'?s|he'?s)\W{1,3}\d\d\W{1,3}now|(?:that|it)\W{1,3}was\W{1,3}"
    r"(?:in\W{1,3})?(?:19|20)\d\d|(?:that|it)\W{1,3}was\W{1,3}(?:my\W{1,3}(?:whole\W{1,3})?|"
    r"back\W{1,3}in\W{1,3})|in\W{1,3}'?0\d|writing\W{1,3}(?:down|a\W{1,3}timeline)|the\W{1,3}"
    r"memory\W{1,3}of|old\W{1,3}photo|feels\W{1,3}like\W{1,3}(?:a\W{1,3}movie|ages|another\W{1,3}"
    r"life)|(?:he'?s|hes|she'?s|shes)\W{1,3}long\W{1,3}gone|i'?m\W{1,3}(?:free|"
    r"safe)\W{1,3}now|now\W{1,3}i'?m\W{1,3}(?:free|safe|fine|good|ok|okay|happy)|"
    r"i'?m\W{1,3}(?:free|safe)\W{0,3}$|my\W{1,3}(?:babies|kids)\W{1,3}are\W{1,3}in\W{1,3}"
    r"college|that\W{1,3}girl\W{1,3}is\W{1,3}gone|(?:don'?t|dont)\W{1,3}have\W{1,3}to\W{1,3}"
    r"(?:hide|do\W{1,3}that)\W{1,3}(?:now|anymore)|(?:\d+|a|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|several|many|few)\W{1,3}(?:years?|yrs?|winters?|summers?)\W{1,3}ago|"
    r"(?:it'?s|its)\W{1,3}been\W{1,3}(?:over\W{1,3})?(?:\d+|two|three|four|five|six|seven|eight|"
    r"nine|ten|many)\W{1,3}(?:years?|yrs?)\b(?!\W{1,3}of\b)|when\W{1,3}i\W{1,3}was\W{1,3}(?:\d\d?|"
    r"a\W{1,3}(?:kid|teen|teenager|child))\b|(?:that'?s|thats|it'?s|its)\W{1,3}(?:all\W{1,3})?"
    r"behind\W{1,3}(?:me|us)|(?:a\W{1,3}distant|just\W{1,3}a|only\W{1,3}a)\W{1,3}memory|\d+\W{1,3}"
    r"(?:years?|yrs?)\W{1,3}(?:clean|sober|stable)\b(?!\W{1,3}(?:gone|down|ruined|wasted|over))|"
    r"(?:in|is)\W{1,3}(?:prison|jail)\W{1,3}now|"
    r"(?:out\W{1,3}of\W{1,3}my\W{1,3}life|got\W{1,3}out|left\W{1,3}(?:him|her|them))\W{1,3}"
    r"(?:since|in)\W{1,3}(?:19|20)\d\d)"
)
_STILL_GOING = dual(
    r"\bstill\W{1,3}(?:happens|does|do|is|hits|hurts|going\W{1,3}on|(?:comes|turns|shows)\W{1,3}"
    r"up|(?:sends?|calls?|texts?|follows?|watches|threatens?|tracks?)\b|(?!thinking)\w+ing\b)|"
    r"\b(?:i|he|she|they)\W{1,3}just\b|\brelaps(?:e|ed|ing)\b|"
    r"\b(?:again|last\W{1,3}night|tonight|right\W{1,3}now|rn|this\W{1,3}(?:morning|week))\b"
)
# "he no longer hits me" is past; "i no longer want to live" is the opposite of past.
_NO_LONGER = dual(r"\bno\W{1,3}longer\b")
_NO_LONGER_IS_PRESENT = frozenset({Category.SUICIDE})
_RECENT = dual(
    r"\b(?:again|last\W{1,3}night|yesterday|today|tonight|right\W{1,3}now|rn|this\W{1,3}"
    r"(?:morning|week|evening|afternoon)|just\W{1,3}now|now|tn|still|earlier)\b"
)
_HYPERBOLE = dual(
    r"\brather\W{1,6}(?:\w{1,12}\W{1,6}){0,3}?than\b|\b(?:would|'d|d|could)\W{1,3}die\W{1,3}"
    r"(?:if|before|for)\b|\bkilling\W{1,3}me\W{1,3}with\W{1,3}(?:these|this|his|her|the|all|"
    r"those|their|guilt|silence)\b"
)
# Everyday exaggeration with a person as subject is never masked (help still shows), only
# softened: a boss or teacher, or family with a trivial reason right after. Never a partner or ex.
_EVERYDAY_THREAT = dual(
    r"\b(?:my|the)\W{1,3}(?:personal\W{1,3}|pe\W{1,3}|maths?\W{1,3}|gym\W{1,3})?(?:boss|manager|"
    r"supervisor|teacher|lecturer|tutor|coach|trainer|editor|landlady)\W{1,3}(?:is|'s|s|will|"
    r"'ll|ll|would|'d|d|wants|want)\W{1,3}(?:\w{1,12}\W{1,3})?"
    r"(?:kill|gonna\W{1,3}kill|going\W{1,3}to\W{1,3}kill)\W{1,3}me\b"
    r"|\b(?:my\W{1,3})?(?:mum|mom|mam|mummy|mommy|nan|nana|nanna|gran|granny|grandma|sister|"
    r"sis|bestie|best\W{1,3}friend)(?:\W{0,3}s|\W{1,3}is|\W{1,3}will|\W{0,3}ll|\W{1,3}would)"
    r"?\W{1,3}(?:gonna\W{1,3}|going\W{1,3}to\W{1,3}|literally\W{1,3})?kill\W{1,3}me\b(?=\W{1,6}"
    r"(?:i\W{1,3}(?:forgot|lost|missed|broke|spent|ate|forget|scratched|dented|got|failed|"
    r"crashed|dropped)|if\W{1,3}(?:i|"
    r"she)\W{1,3}(?:sees|finds|hears|forget|miss|am\W{1,3}late|m\W{1,3}late|'m\W{1,3}late)|"
    r"when\W{1,3}she\W{1,3}(?:sees|finds|hears)|for\W{1,3}(?:forgetting|being\W{1,3}late|"
    r"losing|missing|breaking)|lol|haha|lmao))"
)
# A threat said in fun: laughter beside it, a friend, boss or teacher as the one who "will kill"
# me, family with a trivial reason ("my dad will kill me, i dented his car"), or the weapon is
# a joke ("killing me with these voice notes"). Softened, never masked: help still shows.
_ROLE = (
    r"(?:boss|manager|supervisor|teacher|lecturer|tutor|coach|trainer|pt|editor|coworker|"
    r"co\W?worker|colleague|bff|bestie|best\W{1,3}(?:friend|mate)|friend|mate|dietitian|"
    r"dietician|hairdresser|therapist|counsell?or|gran|granny|grandma|nan|nana|grandpa)"
)
_FAMILY = (
    r"(?:mum|mom|mam|mummy|mommy|dad|daddy|sister|sis|brother|bro|girlfriend|gf|boyfriend|bf|"
    r"wife|husband|hubby|partner|aunt|auntie|uncle|cousin)"
)
_JOKING_THREAT = dual(
    r"\b(?:lol|lmao|lmfao|haha\w{0,6}|hehe\w{0,4}|metaphorically|not\W{1,3}literally|"
    r"(?:we|we\W{1,3}all|everyone)\W{1,3}laughed)\b|"
    r"[\U0001f602\U0001f923\U0001f605\U0001f606\U0001f639]|"
    rf"\b(?<!told\Wmy\W)(?<!tell\Wmy\W)(?<!to\Wmy\W)(?<!texted\Wmy\W){_ROLE}(?:\W{{0,3}}s)?"
    rf"\W{{1,3}}(?:\w{{1,12}}\W{{1,3}}){{0,6}}?(?:kill|murder|end|shoot|"
    r"strangle|hunt)\w{0,3}\W{1,3}(?:me|us|you)\b|"
    rf"\b{_FAMILY}(?:\W{{0,3}}s)?\W{{1,3}}(?:\w{{1,12}}\W{{1,3}}){{0,3}}?(?:kill|murder|end)"
    r"\w{0,3}\W{1,3}(?:me|us)\b\W{1,6}(?:(?:i|we)\W{1,3}(?:just\W{1,3})?(?:forgot|spilled|"
    r"spilt|dented|scratched|ate|spoiled|spoilt|broke|lost|missed|wore|trimmed|spent|got|failed|"
    r"crashed|dropped|had|left|burnt|burned)|if\W{1,3}(?:i|we)\W{1,3}(?:don'?t|dont|forget|"
    r"forgot|miss|tell\W{1,3}(?:mum|mom|dad)|am\W{1,3}late|'?m\W{1,3}late|late|call\W{1,3}in|skip|eat|ate)|(?:when|if)"
    r"\W{1,3}(?:she|he)\W{1,3}(?:sees|finds|hears|gets\W{1,3}home)|for\W{1,3}(?:\w{1,12}ing|"
    r"this|that|the|my))|\bkill\w{0,3}\W{1,3}(?:me|us)\W{1,3}with\W{1,3}(?:these|this|that|"
    r"those|the|all|their|laugh\w{0,4}|pepper|burpees|sleep|jokes|kindness|homework)\b"
)
_LAUGHTER = dual(r"\b(?:lol|lmao|lmfao|haha\w{0,6}|jk|jkjk|kidding|joking)\b")
_ACCIDENT = dual(
    r"\b(?:accident\w{0,4}|by\W{1,3}mistake|cooking|shaving|chopping|football|soccer|rugby|"
    r"fell|playground|trampoline|bike|stove|oven|gym|workout|training|hiking|skiing|lifting)\b"
)
# The words that open the next clause ("..., but that was years ago").
_LEAD_IN = re.compile(r"^\W*(?:(?:but|and|though|tho|although|anyway)\b\W*)?")
_SOFTEN_LAUGHTER = frozenset({Category.SUICIDE, Category.SELF_HARM})
_SOFTEN_ACCIDENT = frozenset({Category.SELF_HARM, Category.CHILD})
# Someone else's threat is not the writer's hyperbole ("he'd rather see me dead than ...").
_NEVER_HYPERBOLE = frozenset({Category.THREAT})
_NEXT_CLAUSE_SPAN = 80
_CLAUSE_SPAN = 160


def _clause_bounds(form: Form, start: int, end: int) -> tuple[int, int]:
    pattern = _CLAUSE_END.on(form.collapsed)
    lo = max(0, start - _CLAUSE_SPAN)
    clause_start = lo
    for found in pattern.finditer(form.text, lo, start):
        clause_start = found.end()
    after = pattern.search(form.text, end, end + _CLAUSE_SPAN)
    clause_end = after.start() if after else min(len(form.text), end + _CLAUSE_SPAN)
    return clause_start, clause_end


def softener(rule: Rule, form: Form, start: int, end: int) -> str | None:
    """Why this match is only a gentle concern (negated, past, hyperbole), or None."""
    clause_start, clause_end = _clause_bounds(form, start, end)
    flavour = form.collapsed
    text = form.text
    if rule.negatable:
        if _NEG_BEFORE.on(flavour).search(text[clause_start:start]):
            return "soften.negation"
        if rule.neg_inside and _NEG_WITHIN.on(flavour).search(text, start, end):
            return "soften.negation"
    clause = text[clause_start:clause_end]
    following = _LEAD_IN.sub("", text[clause_end : clause_end + _NEXT_CLAUSE_SPAN], count=1)
    past = _PAST.on(flavour).search(clause) or _PAST.on(flavour).match(following)
    if rule.category not in _NO_LONGER_IS_PRESENT:
        past = past or _NO_LONGER.on(flavour).search(clause)
    calm = _CALM_MEMORY.on(flavour).search(text) and not _STILL_GOING.on(flavour).search(text)
    if (past or calm) and not _RECENT.on(flavour).search(clause):
        return "soften.past"
    if rule.category not in _NEVER_HYPERBOLE and _HYPERBOLE.on(flavour).search(clause):
        return "soften.hyperbole"
    # The trivial reason often follows after a comma: look into the next clause too.
    reach = text[clause_start : clause_end + _NEXT_CLAUSE_SPAN]
    if rule.category is Category.THREAT and (
        _EVERYDAY_THREAT.on(flavour).search(reach) or _JOKING_THREAT.on(flavour).search(text)
    ):
        return "soften.hyperbole"
    if rule.category in _SOFTEN_LAUGHTER and _LAUGHTER.on(flavour).search(clause):
        return "soften.hyperbole"
    if rule.category in _SOFTEN_ACCIDENT and _ACCIDENT.on(flavour).search(clause):
        return "soften.accident"
    return None
