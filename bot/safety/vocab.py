"""Pattern vocabulary shared by the rule tables. Every gap is bounded: at most a few words, at
most a few separators, so no pattern can run away on long input."""

from __future__ import annotations

S = r"\W{1,6}"  # separator between words


def gap(n: int) -> str:
    """Up to ``n`` whole words, each followed by a separator (use between two separators)."""
    return rf"(?:\w{{1,24}}{S}){{0,{n}}}?"


# A gap that stays inside one short clause about one actor: no "i", "and", "but" ...
_STOP = r"(?!(?:i|but|so|then|when|while|because|until|if|or|me|you|after|before)\b)"
SGAP = rf"(?:{_STOP}\w{{1,24}}{S}){{0,4}}?"

ME_SELF = r"(?:my\W{0,3}self|myself|meself|mysef|myslef|my\W{1,3}own\W{1,3}self)"
MY_LIFE = r"(?:my\W{1,3}(?:own\W{1,3})?life)"
PERSON = (
    r"(?:he|she|they|hes|shes|theyre|my\W{1,3}exs?|the\W{1,3}ex|ex|someone|somebody|someones|"
    r"somebodys|"
    r"some\W{1,3}(?:guy|man|dude|woman)|a\W{1,3}(?:guy|man|woman|stranger|car|van)|"
    r"his\W{1,3}(?!(?:words?|texts?|messages?|silence|story|stories|posts?|comments?|voice|"
    r"name|songs?|absence|apology|reply|replies|new|ex|face|photos?|pics?|music|smell|"
    r"memory|memories|mind|life|lies|behaviou?r|attitude|letters?|cards?|stuff|things|clothes|"
    r"belongings|hoodie|jumper|gifts?|presents?)\b)\w{2,20}|"
    r"(?:my|her|the|our)\W{1,3}(?:(?:ex|former)\W{0,3})?(?:husband|wife|partner|bf|gf|boyfriend|"
    r"girlfriend|"
    r"fianc[eé]e?|baby\W{1,3}(?:daddy|dad|father|mama|mom|mother)|bd|bm|stepdad|stepfather|"
    r"stepmom|dad|father|mom|mum|mother|brother|uncle|flatmate|roommate|landlord))"
)
# The ex, for verbs that are harmless from anyone else ("my dad came to my place").
EX = (
    r"(?:he|she|hes|shes|my\W{1,3}ex|the\W{1,3}ex|ex|his\W{1,3}(?:car|van|truck|mates?|"
    r"friends?|brothers?|mum|mom|family))"
)
KID = (
    r"(?:kids?|kiddos?|children|child|son|sons|daughter|daughters|baby|babies|toddler|boy|boys|"
    r"te{2,}ns?|te{2,}nagers?|stepkids?|"  # "e{2,}": collapsed, "teens" would read "tens"
    r"girl|girls|little\W{1,3}(?:one|ones|boy|girl|man)|stepson|stepdaughter|newborn|"
    r"grandsons?|granddaughters?|grandkids?|grandchild|grandchildren|grandbab(?:y|ies)|"
    r"\d{1,2}\W{0,3}(?:yo|y\W?o|year\W{1,3}old|yr\W{1,3}old))"
)
KIDP = (
    rf"(?:(?:my|our|the|his|her|both)\W{{1,3}}(?:\w{{1,12}}\W{{1,3}})?{KID}|kids|children|baby|"
    rf"toddler|newborn)"
)
# A possessive after a child word is only harm when a body part follows ("my son's arm").
NOT_POSSESSIVE = (
    r"(?!(?:'s|s'|')\W{1,3}(?!(?:arm|arms|face|neck|head|wrist|wrists|leg|legs|back|throat|"
    r"hair|bottom|body|ear|ears)\b))"
)
DRUG = (
    r"(?:pills?|tablets?|tabs|meds|medication|medicine|capsules?|paracetamol|acetaminophen|"
    r"tylenol|ibuprofen|advil|aspirin|panadol|nurofen|codeine|co\W?codamol|tramadol|oxy\w{0,8}|"
    r"percocet|vicodin|xanax|valium|diazepam|lorazepam|ativan|klonopin|benzos?|zopiclone|"
    r"ambien|melatonin|benadryl|antidepressants?|sertraline|zoloft|prozac|fluoxetine|"
    r"citalopram|lexapro|escitalopram|mirtazapine|quetiapine|seroquel|lithium|insulin|"
    r"fentanyl|heroin|opioids?|opiates?|painkillers?|pain\W{1,3}killers?|sleeping\W{1,3}"
    r"(?:pills?|tablets?)|sleepers|nytol|gabapentin|pregabalin|lyrica|amitriptyline|"
    r"propranolol|naproxen|antihistamines?|morphine|methadone|adderall|prescriptions?)"
)
WEAPON = (
    r"(?:knife|knives|gun|guns|pistol|rifle|shotgun|firearm|weapon|machete|axe|hammer|"
    r"baseball\W{1,3}bat|bat|taser|blade|screwdriver|scissors|crowbar|glock)"
)
ANIMAL = (
    r"\b(?:dogs?|doggo|pup|puppy|puppies|cats?|kitten|kitty|pets?|horse|rabbit|bunny|hamster|"
    r"guinea\W{1,3}pig|parrot|bird|ferret|vet)\b"
)
HOME = (
    r"(?:house|flat|apartment|apt|place|home|building|door|window|work|job|office|school|gym|"
    r"uni|class|church|shift|car|street|road|parents|mum'?s|mom'?s|sister'?s|friend'?s)\b"
    r"(?!\W{1,6}(?:wedding|party|birthday|funeral|graduation|christening|bbq|barbecue|do|event|"
    r"celebration|leaving|christmas|dinner))"
)
THREAT_LEAD = (
    r"(?:gonna|gna|going\W{1,3}to|will|'ll|ll|would|'d|d|wants?\W{1,3}to|wanna|threaten\w{0,3}"
    r"\W{1,3}to|tr(?:y|ies|ied|ying)\W{1,3}to|almost|nearly|could\W{1,3}have|means?\W{1,3}to|"
    r"planning\W{1,3}to|about\W{1,3}to|swore\W{1,3}(?:to|he'?d|she'?d)|promised\W{1,3}to|"
    r"is|'s|s|are|'re|keeps?\W{1,3}saying\W{1,3}(?:he'?ll|she'?ll)|hell|hed|shell|theyll|theyd)"
)
THREAT_TARGET = (
    r"(?:me|us|both\W{1,3}of\W{1,3}us|(?:him|her|them)\W{1,3}and\W{1,3}me|the\W{1,3}kids|"
    r"my\W{1,3}(?:kids?|children|son|"
    r"daughter|family|mom|mum|dad|sister|brother|baby|babies|cat|dog|pets?|parents|friend|"
    r"bf|boyfriend|gf|girlfriend|partner|husband|wife))\b(?!\W{1,6}(?:a|an|the|some|over)\b)"
)
I_WILL = (
    r"(?:i'?ll|i\W{1,3}will|ill|i'?m\W{1,3}(?:gonna|going\W{1,3}to)|im\W{1,3}(?:gonna|going"
    r"\W{1,3}to)|ima|i'?d|i\W{1,3}swear\W{1,3}i'?ll)"
)
KILL_V = r"(?:kill|kil|killing|murder|murdering|end|shoot|stab|strangle)"
# "he'll kill them and me", "kill you both"
HURT_V = (
    r"(?:hurt|hurting|harm|harming|beat|beating|hit|hitting|punch|punching|slap|slapping|"
    r"choke|choking|strangle|strangling|rape|raping|attack|attacking|stab|stabbing|shoot|"
    r"shooting|come\W{1,3}after|bash|batter|burn|get\W{1,3}rid\W{1,3}of)"
)
# Threats that are complete without a target after them ("he'll break my legs").
HURT_WHOLE = (
    r"(?:break|smash|bust|slit|cut)\W{1,3}(?:my|your|ur)\W{1,3}(?:legs?|arms?|face|neck|jaw|"
    r"nose|teeth|head|throat|fingers?|knees?|ribs?|skull)|put\W{1,3}(?:me|you|u)\W{1,3}in"
    r"\W{1,3}(?:the\W{1,3})?(?:hospital|a\W{1,3}wheelchair|the\W{1,3}ground|a\W{1,3}coffin|"
    r"the\W{1,3}grave|a\W{1,3}box)"
)
HIT_V = (
    r"(?:hit|hits|hitting|punch(?:ed|es|ing)?|slap(?:p?ed|s|p?ing)?|smack(?:ed|s|ing)?|"
    r"kick(?:ed|s|ing)?|shov(?:e|ed|es|ing)|beat(?:s|ing)?(?!\W{1,3}me\W{1,3}(?:at|in|to)\b)|"
    r"beaten|chok(?:e|ed|es|ing)|strangl(?:e|ed|es|ing)|headbutt(?:ed|s)?|elbow(?:ed|s)|bit|"
    r"bites|bitten|spat\W{1,3}(?:on|in|at)|spit\W{1,3}(?:on|in|at)|stab(?:b?ed|s|b?ing)?|"
    r"shot(?!\W{1,3}me\W{1,3}(?:a|an|the|some|down|over)\b)|shoots|attack(?:ed|s|ing)?|"
    r"assault(?:ed|s|ing)?|rap(?:e|ed|es|ing)|molest(?:ed|s|ing)?|suffocat(?:e|ed|es|ing)|"
    r"smother(?:ed|s|ing)?|battered|bashed|whipped|pinned|restrained|tackled|"
    r"knocked|floored|struck(?!\W{1,3}me\W{1,3}(?:as|that|how|what|when)\b)|"
    r"threw(?!\W{1,3}me\W{1,3}(?:a|an|the|some|off|under)\b)|throws|dragged|"
    r"drags)"
)
HIT_TARGET = (
    r"(?:me|us|my\W{1,3}(?:head|face|body|arm|arms|wrist|wrists|neck|throat|hair|back|shoulders?|"
    r"stomach|belly|chest|jaw|nose|mouth|eye|leg|legs|ribs|cheek|ears?|thighs?|breasts?|shins?))\b"
)
# What follows a violent verb and makes it something else ("hit me up", "knocked me up",
# "stabbed me in the back").
HIT_EXCUSE = (
    r"(?!\W{1,3}(?:(?:up|off|out|verbally|online|emotionally)\b|in\W{1,3}the\W{1,3}back\b(?!\W{1,3}"
    r"of)|with\W{1,3}(?:a|an|the|that|this|his|her|these|those)?\W{0,3}(?:\w{1,12}\W{1,3}){0,3}?"
    r"(?:words?|silence|texts?|messages?|dm|line|news|question|request|guilt|excuse|story|"
    r"notification|apology|voice\W{1,3}note|call|email|letter|reality|truth)\b))"
)
PASSIVE_EXCUSE = (
    r"(?!\W{1,3}(?:by\W{1,3}(?:a|an|the|this|that|my|some)?\W{0,3}(?:car|bus|ball|bike|wave|"
    r"truck|virus|cold|bill|fine|realisation|realization|thought|thoughts|memory|memories|"
    r"feeling|song|door|branch|storm|anxiety|panic|grief|sadness|nostalgia|reality)|with"
    r"\W{1,3}(?:a|the|this)?\W{0,3}(?:bill|fine|cold|flu|virus|covid|wave|nostalgia|sadness|"
    r"feeling|reality|memories|parking\W{1,3}ticket)|down|up))"
)
NOW = r"(?:right\W{1,3}now|rn|now|atm|as\W{1,3}we\W{1,3}speak|as\W{1,3}i\W{1,3}type|again)"

KID_KEYS = (
    "kid|child|son|daughter|baby|babies|toddler|boy|girl|little|newborn|year|yr|tee|0yo"
    "|1yo|2yo|3yo|4yo|5yo|6yo|7yo|8yo|9yo|0 y|1 y|2 y|3 y|4 y|5 y|6 y|7 y|8 y|9 y"
)

# The ex (or whoever the person writes about) as the subject of a sentence; "hell" is "he'll".
SUBJ = r"(?:he|she|they|hes|shes|theyre|him|her|them|my\W{1,3}ex|the\W{1,3}ex)"
# A literal fragment of every DRUG word, for rules that need one.
DRUG_KEYS = (
    "pill|tablet|tabs|meds|medic|capsule|paracetamol|acetaminophen|tylenol|ibuprofen|advil"
    "|aspirin|panadol|nurofen|codeine|codamol|tramadol|oxy|percocet|vicodin|xanax|valium"
    "|diazepam|lorazepam|ativan|klonopin|benzo|zopiclone|ambien|melatonin|benadryl"
    "|antidepressant|sertraline|zoloft|prozac|fluoxetine|citalopram|lexapro|mirtazapine"
    "|quetiapine|seroquel|lithium|insulin|fentanyl|heroin|opioid|opiate|killer"
    "|sleepers|nytol|gabapentin|pregabalin|lyrica|amitriptyline|propranolol|naproxen"
    "|antihistamine|morphine|methadone|adderall|prescription"
)
FEAR = r"(?:scared|afraid|terrified|frightened|petrified|fearful|fearing|fear)"
FEAR_KEYS = "scared|afraid|terrified|frightened|petrified|fear"
