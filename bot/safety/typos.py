"""Typos: one letter dropped, two swapped or one extra ("wnat", "kll", "outsied"), never at a
word's first letter, are repaired towards the words the rules are written with. Real words
one such slip away from a trigger are never "repaired" (nose/noose, beach/bleach, ...), and a
match that exists only in the repaired form counts as gentle: a guess earns the help line,
not the urgent message. ``PROTECTED_WORDS`` lists the dictionary words (from a standard English word
list, computed offline) that such a repair would turn into a word carrying a rule key;
regenerate it when rules gain new trigger words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache

from bot.safety.rules import ENGLISH_RULES, RULES

PROTECTED_WORDS = """
    abraded abrades abrading abusers abut abuts acrid aground aided aides aiding aids aloe aloes
    applies armies arming babes babiest bade bags baiting baits baled bales baling banes bans
    based bases basing bass battery battier bayed baying bays beak beaked beaks beast beasts
    beds begat belated belling belying berated berates berating beset besets besot besots beta
    betas bets binge binged bingeing binges binging bits bittern bitterns bleat bleated bleating
    bleats blend blended blending blends blest bloc blocs blued boasted boded bodes boding
    boozing bough boughs braked brakes braking brash breaths bride brides bridging brig brigs
    brine broker browse browses bruiser bruisers brunt buns bunt bunted bunting bunts buoying
    buoys burs burst bursted bursting bursts burying bused buses busing buss bustled bustling
    busying buts cabled cabs cadre cadres cads camel cameo caped capes capsuling carped carping
    carver carvers cash cashed cashes cashing caste caused causing cave caved caves caving cease
    ceases change chant chanted chanting chants chars chase chases chid chided chides chiding
    chiles chock chocked chocking chocks choker chokers chomped choosing chopped chute chutes
    clan clans climes clops closed closing clover clovers coasted coked coking combing comer
    comers comet comets comment compute computes cont cooed cooing coops coos coped cornier
    coroner coroners corps corpses cotes cots coups coursed coursing cove coves crab crabs
    crackled cramped cramping crapped crapping crass crave craved craves craving cravings creed
    crops cueing cues cults cunt cunts cuss czars dads dank dated dearth dearths decades deleted
    derive derives deriving deserving diced dices diked dikes dill dimes ding dinged dinging
    dings dink dislocate dislocates diss dive dived dives diving doling doming donor donors dons
    doped dopes doubled douse douses dove doves dowse dowses dozing drag dread dreaded dreading
    dreads dried dries drivel drivels driven driver drivers drone drooped drover drovers drudged
    drudges drudging drying dunk dunked dunking dunks dyeing dyking edger edging eery enable
    enables endued enduing escaping excused excusing exposed exposing external externals facing
    faeces farce farces fared fares faring farther feather feathered feathering feathers fiend
    fiends filed filing filings fined finer fining finis finises fins firing firs first firsts
    fitful fits fixes flatbed flatted flees flied float floated floating floats foist foisted
    foisting foists fond font fonts forceps fore fores forgiving form formed forming forms
    fracture fractures freed fried fries fund funded funding funds funereal gabbed gabbing gabs
    gads garb garbage garbed garbing garbs gassed gasses gassing gated gating gents girdled
    girdles girdling gland glands gloving gnus goatees goner goodby goodbys googling gorp grate
    grates gravel gravels graven graver gravest gravies graving grope group grouped guyed guying
    hags hairy halve halves hams handled handling handsful handy hared harem harems hares haring
    hart harts haunt haunted haunting haunts heat heated heating heats heave heaves heeled herd
    herded herding herds heroes heron herons herpes hers hied hieing hies hilts hints hired
    hires hiring hods holed holing homie homies homing hooping hopping hops horded hordes
    hording horse horses hosed hosing housed housing hugs hurtling huts ides imagined insider
    insiders instal instead intimated intimating juicing jumpy kicky kiddo kiddoes kinds kiss
    kneed knifing laded lades ladies lading lads laps lased lases lasing lass late lather
    lathered lathering lathers lats latter lazying leapt leased leasing ledger ledgers leis less
    lest lets levees licensed licensing lids lief lifer liking limed limes limned limps linked
    linseed linted lisp lisped lisping lisps littler liven livens liver livers livest loaves
    lobbed lobbing locate locates lodes loner loners loosed loosened loosening loosing loving
    lyric lyrics mads manage manages manes mangy manly mans manses mantes mark mars mated math
    mating mats matte mattes mediation melds mends menses mess meted metes methadon meting milch
    minuets minute minutest misused moles mooed mooing moos movement mover movers movie movies
    mulch mulched mulches mulching munch munched munches munching naming nets niche niece nieces
    nigh nighty noes noise noises none noon noose nooses nosed noshes nosing noted noticing nubs
    nuder nudest nudge nudges outsider overdoes overdoing overt pace page pagers paint painted
    painting paints palace palaces panes panicked panned panning pans pant panted pants parings
    parsed parses parsing parting pass password pasta pastas paste pastels pasties pasty pates
    pats paunch paunches payed paying pays peopling persona petrifies phage phages phoney
    phoneyed phoneys phonied phonies pickled pigs piing piked pikes piking piled piles piling
    pined pines pining pins pint pints piss placing plaice plain plains plaint plaints plated
    pleased pleasing pliant plopped plusses plying pointy policies policing pond ponds pone
    pones pouts practicing prick pricked pricking pricks privater profile propped pulsed pulses
    pulsing punchy punts pureed purees purposed purposing pursed pursing pushers pushy querying
    ques quilt quilted quilting quilts quire quires quoit quoited quoiting quoits rabbi rabbis
    raged rages ragging rags rapped rapping raps rasped rasping reaped reaping reds relapsing
    released releasing relieve relieves relive relived relying replaying retrain retrained
    retraining rife riffle riffles rifling rigs rile riled riles riling rises rising rods roes
    roping rouged rouges rouging ruing sacred safer safest sake sallow salved salving sapped
    sapping saps sarees sash sashes sated sates sating save scarfed scarred scheduling scissor
    scram scrams seeding seeking seeming seep seeped seeping seeps sell selling sells semen
    sensed senses sensing seven sevens sexes shack shank shark sharking shaved shaving shavings
    sheen shelf shied shies shims shirt shirts shoed shogun shoguns shoo shooed shooing shoos
    short shorted shorting shorts shout shouted shouts shove shovels shown showy shred shreds
    shrove sics sided siding sift sifted sifting sifts signing sill sills silt silted silting
    silts sins sipped sises sited sites siting skein skeins skied skies skiing skims skis skits
    slam slaved slaving sleeper sleepy slicer slicers slick slicked slicking slicks slims sluice
    sluiced sluices sluicing smock smocking smoother snits socked sods soot sops sots sowed
    sowing sows spatted sped spend spending spends spiced spies spiked spilt spite spitted
    spitting splash splashed splashes splashing splat splats splice spliced splices splicing
    splint splinted splinting splints splitting splittings sponged sponges sponging spout
    spouted spouting spouts sprat sprats spreed sprees sprites staked stakes staking staled
    staler stales staling stare stares starling starlings starred starring stars statue statues
    steed steep steeped steeping steeps stein steins stick sticking sticks stir stirs stoked
    stomp stomped stomping stomps stoop stooped stooping stoops stored strange strep string
    stringed stringing strings stripling strop strops struck styes suck sucked sucking sucks
    sues suits surge surges swims tabled tabling tabus tack tacked tacking tackle tackles tacks
    taker takers tale tales tamped tangs tanking taping tapped taps tarp tarps tasking taster
    tasters taupe teaser teasers tees tens tensed tenses tensing terrifies thee thees thigh
    thins thorough thrash thrashing thrashings three threes throes thrones thus tide tided tides
    tiding tieing tikes tilde tildes tiled tiling timers timing tines tings tipped tips title
    titles toady toadying toddle toddles toked tokes toking tote totes touchy toying trace
    traced tracer tracers traces tracing tracings trafficked trail trailed trailing traipsed
    traipses traipsing tramp tramps trap treat treated treating treats trough troughs trued
    truer trues truing tuber tubers tuned tuner tuners tunes tuning tuns twit twits underling
    unsafer untied unties untitled urging users valises varnished vases vexed vexes vexing
    violet violets vised vises vising vista vistas voicing voids waist waists waiter waiters
    waken wakens waled wales waling wanking waster wasters wastes wasting watchers wearying
    wheat whereas whiling whine whines widow widowed widowing widows wile wiles wince winces
    wined wining wins wises wishers wist wits woes woks wooed wooing woos worthy wound wren
    wrens wriest writs wroth yaks yearling yearn yearning yearns yeas
    apses batching bating botching camp camped camping camps casings cawed cawing caws chads
    chaos chaps cheesed cheesing clap claps clod clods crepe crepes earthling feds fees
    garaging gores instals knifed mesas mined mining mistaking monkey monkeyed monkeying
    monkeys notching profiling reaps rearranging remainder remaindered remainders runes runs
    sames saves scarce scarves sheave sheaves stockpile tank tanked tanks thin ting tinged
    tinges tinging varnish varnishes varnishing wens wiled wiling witching within wrap wraps
    gaming
    ales bottling calve calves core cortexes cote dung dunged dunging dungs ells gong gonged
    gonging gongs goring grade grades heir heirs hire luring mane mare mares marina marinas
    marine marines metal metals peas pegs pita pitied pities sank shrank sopped stropped toad
    toads toppling viol viols
    boned boning dint doted dotes doting dots floes fogs lamed lames laming lams paging posited
    positing preset presets scent scented scenting scents senates sets shard shards sharked
    sheared shearing spent stent stents surprised surprising
    beach beached beaches beaching chin dared dares daring drakes miles mils sprig sprigs
    thrashed thrashes whomever
    desiring droned drones droning hamstring horsed horsing pane prying rinsed rinses rinsing
    sopping stave staved staves staving
"""
_PROTECTED = frozenset(PROTECTED_WORDS.split())
_TYPO_MIN = 4


def _typo_lexicon() -> frozenset[str]:
    """Words the English rules are written with (from their sources), with -s/-es/-ed/-ing
    forms. Only English: repairing another language's words towards its own rule words would
    turn ordinary words of a third language into them ("anos" into "andos")."""
    sources = " ".join(rule.source for rule in ENGLISH_RULES)
    words = set(re.findall(r"[^\W\d_]{4,}", re.sub(r"\\[A-Za-z]", " ", sources)))
    inflected = {w + suffix for w in words if w.isascii() for suffix in ("s", "es", "ed", "ing")}
    # Stems too, so a real base form ("wait" beside "waiting") is never "repaired".
    stems = {w[: -len(end)] for w in words for end in ("s", "ed", "ing") if w.endswith(end)}
    return frozenset(words | inflected | {stem for stem in stems if len(stem) >= _TYPO_MIN})


def _slips(word: str) -> set[str]:
    """The word with one letter dropped (if long enough) or two neighbours swapped."""
    swapped = {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(1, len(word) - 1)}
    if len(word) <= _TYPO_MIN:
        return swapped
    return swapped | {word[:i] + word[i + 1 :] for i in range(1, len(word))}


def _typo_index(lexicon: frozenset[str], protected: frozenset[str]) -> dict[str, str]:
    index: dict[str, str] = {}
    for word in sorted(lexicon):  # sorted: the same repair every run
        for slip in _slips(word):
            if slip not in lexicon and slip not in protected:
                index.setdefault(slip, word)
    return index


class _Index:
    """The typo index (slip -> word) once built, and until then the same answer found from
    the lexicon word by word: the first message after start-up need not wait for the index
    (about 0.1 s), and the warm-up builds it in the background (``build_typo_index``)."""

    built: dict[str, str] | None = None


def _repair(word: str, index: dict[str, str] | None, protected: frozenset[str]) -> str:
    lexicon = typo_lexicon()
    if word in lexicon or word in protected:
        return word
    found = index.get(word) if index is not None else _slip_of(word)
    if found is not None:
        return found
    if len(word) > _TYPO_MIN:  # one extra letter
        for dropped in sorted(word[:i] + word[i + 1 :] for i in range(1, len(word))):
            if dropped in lexicon:
                return dropped
    return word


@lru_cache(maxsize=20_000)
def _slip_of(word: str) -> str | None:
    """What the index would say of a word outside the lexicon and not protected: the first
    lexicon word (in sorted order) of which it is a slip, found by undoing each possible slip."""
    lexicon = typo_lexicon()
    found = {
        word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        for i in range(1, len(word) - 1)  # a swap undone by the same swap
    }
    if len(word) + 1 > _TYPO_MIN:  # a dropped letter put back (only longer words drop one)
        found.update(
            word[:i] + letter + word[i:] for i in range(1, len(word) + 1) for letter in _alphabet()
        )
    return min(found & lexicon, default=None)


@cache
def _alphabet() -> frozenset[str]:
    return frozenset("".join(typo_lexicon()))


@cache
def typo_lexicon() -> frozenset[str]:
    return _typo_lexicon()


def build_typo_index() -> None:
    """Build the index now (the start-up warm-up does, before most messages need it)."""
    if _Index.built is None:
        _Index.built = _typo_index(typo_lexicon(), _PROTECTED)


def typo_index_is_built() -> bool:
    return _Index.built is not None


_WORD = re.compile(r"[^\W\d_]{4,}")


def repair_typos(text: str) -> str:
    """Likely typos repaired towards rule words; matches found only here stay gentle."""
    index = _Index.built
    return _WORD.sub(lambda m: _repair(m.group(), index, _PROTECTED), text)


def needing_protection(words: Iterable[str]) -> frozenset[str]:
    """The real words that repair would turn into a word carrying a rule key they lack, were
    they not protected: ``PROTECTED_WORDS`` must list them all (a test checks this against
    the system dictionary when it is installed)."""
    index = _typo_index(typo_lexicon(), frozenset())
    keys = frozenset().union(*(rule.keys for rule in RULES))
    found = set()
    for word in words:
        repaired = _repair(word, index, frozenset())
        if repaired != word and any(key in repaired and key not in word for key in keys):
            found.add(word)
    return frozenset(found)
