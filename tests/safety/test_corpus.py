"""The danger screen against its corpus, plus the behaviours the corpus alone can't pin down."""

from __future__ import annotations

import importlib.util
import random
import re
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.safety import (
    Assessment,
    Category,
    Level,
    Topic,
    screen,
    screen_rules,
    screening,
    topics_for,
)
from bot.safety.forms import SPLIT_RULE_CONTEXT, Form
from bot.safety.rules import (
    RULES,
    lang_de,
    lang_es,
    lang_fr,
    lang_it,
    lang_pt,
    lang_ru,
    lang_uk,
)
from bot.safety.typos import PROTECTED_WORDS, needing_protection, typo_index_is_built

HERE = Path(__file__).parent
DEV_SET = HERE.parents[2] / "shared" / "safety" / "dev_set.tsv"  # ../shared beside the repo
DICTIONARY = Path("/usr/share/dict/words")

MULTILINGUAL_RULES = frozenset(
    rule.id
    for module in (lang_de, lang_es, lang_fr, lang_it, lang_pt, lang_ru, lang_uk)
    for rule in module.RULES
)
RULE_ID = re.compile(r"^[a-z_]+\.[a-z_0-9]+$")


def _lines(name: str) -> list[str]:
    text = (HERE / name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def load_must_show() -> list[tuple[Category, str]]:
    """(category, message) pairs; every one must surface help."""
    pairs = []
    for line in _lines("must_show.tsv"):
        category, message = line.split("\t")
        pairs.append((Category(category), message))
    return pairs


def load_messages(name: str) -> list[str]:
    return _lines(name)


def load_holdout(name: str) -> tuple[list[tuple[Category, str]], list[str]]:
    """A hold-out batch (label, category, message): written before the rules it tests were,
    scored once untuned, then kept as corpus under the same budgets as the files above."""
    show: list[tuple[Category, str]] = []
    harmless: list[str] = []
    for line in _lines(name):
        label, category, message = line.split("\t")
        if label == "MUST_SHOW":
            show.append((Category(category), message))
        elif label == "MUST_NOT":
            harmless.append(message)
        else:
            raise ValueError(f"{name}: unknown label {label!r}")
    return show, harmless


MUST_SHOW_ONLY = load_must_show()
MUST_NOT_ONLY = load_messages("must_not.tsv")
EITHER = load_messages("either.tsv")
# name -> (minimum danger lines, minimum harmless lines)
HOLDOUT_SIZES = {
    "holdout.tsv": (120, 120),
    "holdout2.tsv": (60, 60),
    "holdout3.tsv": (100, 100),
    "holdout4.tsv": (100, 100),
    "holdout5.tsv": (100, 100),
}
HOLDOUTS = {name: load_holdout(name) for name in HOLDOUT_SIZES}
# Every danger line and every harmless line, from all the files.
MUST_SHOW = MUST_SHOW_ONLY + [pair for show, _ in HOLDOUTS.values() for pair in show]
MUST_NOT = MUST_NOT_ONLY + [message for _, harmless in HOLDOUTS.values() for message in harmless]
FALSE_ALARM_BUDGETS = {"must_not.tsv": MUST_NOT_ONLY} | {
    name: harmless for name, (_, harmless) in HOLDOUTS.items()
}


# --- the corpus ---------------------------------------------------------------------------


def test_corpus_is_big_enough_per_category() -> None:
    counts = Counter(category for category, _ in MUST_SHOW_ONLY)
    assert len(MUST_SHOW_ONLY) >= 300
    assert {category: counts[category] for category in Category if counts[category] < 25} == {}
    assert len(MUST_NOT_ONLY) >= 200
    assert len(EITHER) >= 25


@pytest.mark.parametrize("name", HOLDOUT_SIZES)
def test_holdout_is_big_enough_and_covers_every_category(name: str) -> None:
    show, harmless = HOLDOUTS[name]
    least_show, least_harmless = HOLDOUT_SIZES[name]
    assert len(show) >= least_show
    assert len(harmless) >= least_harmless
    assert {category for category, _ in show} == set(Category)


def test_corpus_has_multilingual_lines() -> None:
    multilingual = [m for _, m in MUST_SHOW if MULTILINGUAL_RULES & set(screen(m).rule_ids)]
    assert len(multilingual) >= 30


def test_corpus_has_no_duplicates() -> None:
    messages = [m for _, m in MUST_SHOW] + MUST_NOT + EITHER
    assert [m for m, n in Counter(messages).items() if n > 1] == []


def test_every_must_show_surfaces_help() -> None:
    """Hold-out lines included: missing danger is the worst failure, so one miss fails."""
    misses = [(c.value, m) for c, m in MUST_SHOW if screen(m).level is Level.NONE]
    assert misses == [], f"{len(misses)} must-show messages got no help:\n" + "\n".join(
        f"  {c}\t{m}" for c, m in misses
    )


def test_must_show_is_mostly_urgent() -> None:
    urgent = sum(screen(m).level is Level.URGENT for _, m in MUST_SHOW_ONLY)
    assert urgent / len(MUST_SHOW_ONLY) >= 0.9


def test_must_show_routes_to_the_right_helpline_topic() -> None:
    """The urgent message links a topic; a wrong topic is a worse (if non-fatal) answer."""
    wrong = [
        (c.value, m)
        for c, m in MUST_SHOW
        if topics_for([c])[0] not in topics_for(screen(m).categories)
    ]
    assert len(wrong) / len(MUST_SHOW) <= 0.03, wrong


@pytest.mark.parametrize("name", FALSE_ALARM_BUDGETS)
def test_must_not_false_alarm_rates(name: str) -> None:
    """Each file on its own: at most 5% get any level, at most 2% the urgent message."""
    harmless = FALSE_ALARM_BUDGETS[name]
    alarms = [(screen(m).level.value, m) for m in harmless]
    alarms = [(level, m) for level, m in alarms if level != Level.NONE]
    urgent = [m for level, m in alarms if level == Level.URGENT]
    report = "\n".join(f"  {level}\t{m}" for level, m in alarms)
    assert len(alarms) / len(harmless) <= 0.05, f"false alarms:\n{report}"
    assert len(urgent) / len(harmless) <= 0.02, f"false alarms:\n{report}"


def test_either_lines_screen_without_error() -> None:
    assert all(isinstance(screen(m), Assessment) for m in EITHER)


@pytest.mark.skipif(not DEV_SET.exists(), reason="shared dev set not present")
def test_shared_dev_set() -> None:
    rows = [line.split("\t") for line in DEV_SET.read_text(encoding="utf-8").splitlines()]
    rows = [row for row in rows if len(row) == 2 and not row[0].startswith("#")]
    shown = [m for label, m in rows if label == "MUST_SHOW" and screen(m).level is Level.NONE]
    alarmed = [m for label, m in rows if label == "MUST_NOT" and screen(m).level is not Level.NONE]
    assert shown == []
    assert alarmed == []


# --- idioms and their traps ---------------------------------------------------------------

IDIOM_TRAPS = [
    ("this craving is killing me", "he is going to kill me"),
    ("this craving is killing me", "this craving is killing me and he said he'll kill me"),
    ("the wait is gonna kill me", "my ex is gonna kill me"),
    ("dying to text him", "dying to text him but honestly i want to die"),
    ("my phone died so i couldn't check", "my phone died and he's banging on the door"),
    ("my battery is dying", "my battery is dying and he's outside my flat"),
    ("i killed it at work today", "i killed it at work but i want to kill myself"),
    ("killed it at my interview", "he said he'd kill me after my interview"),
    ("lol im dead 😂", "i wish i was dead"),
    ("i'm dead 😂 he really posted that", "i'd be better off dead"),
    ("i want to end it with him", "i want to end it all"),
    ("ending things with him tonight", "ending it tonight, i've had enough of life"),
    ("i'd kill for a coffee", "he'd kill me for leaving"),
    ("this cake is to die for", "i want to die for real"),
    ("killing time before work", "killing time before i kill myself"),
    ("i'm going to die of embarrassment", "i'm going to die tonight, i want to die"),
    ("shot myself in the foot by texting him", "i want to shoot myself"),
    ("my pills finally kicked in", "he kicked the door in"),
    ("overdosed on chocolate tonight", "overdosed on my pills tonight"),
]


@pytest.mark.parametrize(("idiom", "danger"), IDIOM_TRAPS)
def test_idiom_is_masked_but_its_danger_variant_fires(idiom: str, danger: str) -> None:
    assert screen(idiom).level is Level.NONE
    assert screen(danger).level is Level.URGENT


@pytest.mark.parametrize(
    "message",
    ["he's killing me", "he is killing me", "my ex is going to kill me", "he'll kill me tonight"],
)
def test_never_masked_when_a_person_is_the_subject(message: str) -> None:
    assert screen(message).level is Level.URGENT


@pytest.mark.parametrize(
    ("trivial", "danger"),
    [
        ("she's raging rn cos her flight got cancelled", "he's raging and on his way"),
        ("she's raging rn because her train was late", "he's raging rn because i blocked him"),
    ],
)
def test_someone_raging_about_a_thing_is_not_an_emergency(trivial: str, danger: str) -> None:
    assert screen(trivial).level is Level.NONE
    assert screen(danger).level is Level.URGENT


def test_animal_context_does_not_alarm_but_a_person_does() -> None:
    assert screen("what's the lethal dose of chocolate for dogs").level is Level.NONE
    assert screen("what's the lethal dose of paracetamol").level is Level.URGENT


# --- negated, past, hyperbolic: gentle, never none ----------------------------------------

SOFTENED = [
    ("i'm not going to hurt myself", "i'm going to hurt myself", "soften.negation"),
    ("i would never kill myself", "i would kill myself", "soften.negation"),
    ("I'm not suicidal", "I'm suicidal", "soften.negation"),
    ("he never hit me", "he hit me", "soften.negation"),
    ("he used to threaten me but that was years ago", "he threatened me", "soften.past"),
    ("he hit me once, years ago", "he hit me last night", "soften.past"),
    ("i tried to kill myself when i was 16", "i tried to kill myself last night", "soften.past"),
    ("I'd rather die than go back to him", "I'd rather die", "soften.hyperbole"),
    # A person as subject is never masked, only softened: help still shows, gently.
    (
        "my boss is going to kill me, i forgot the report",
        "he is going to kill me",
        "soften.hyperbole",
    ),
    ("mum's gonna kill me, i forgot her birthday", "my ex is gonna kill me", "soften.hyperbole"),
    (
        "the personal trainer wants to kill me with those burpees",
        "he wants to kill me",
        "soften.hyperbole",
    ),
    ("my mum is gonna kill me i got a detention", "he is gonna kill me", "soften.hyperbole"),
]


@pytest.mark.parametrize(("softened", "plain", "reason"), SOFTENED)
def test_negated_past_or_hyperbolic_is_gentle(softened: str, plain: str, reason: str) -> None:
    gentle = screen(softened)
    assert gentle.level is Level.GENTLE
    assert reason in gentle.rule_ids
    assert screen(plain).level is Level.URGENT


CALM_MEMORIES = [
    "the night he had the knife i ran to the neighbours. seven winters ago now",
    "when i was 19 my girlfriend hit me. i'm 45. it's finally just a memory",
    "he put a tracker on my car back then. found it, moved. it's been 3 years",
    "at my worst i had pills saved up. flushed them, 3 years stable",
    "my ex threatened to kill my dog. he's in prison now",
]
STILL_GOING = [
    "the night he had the knife was seven winters ago and he's still following me",
    "2 years clean and i just cut myself",
    "relapsed with the blade. 3 years clean gone",
    "when i was 15 he hit me and tonight he did it again",
]


@pytest.mark.parametrize("message", CALM_MEMORIES)
def test_a_calm_memory_from_a_safe_present_is_gentle(message: str) -> None:
    result = screen(message)
    assert result.level is Level.GENTLE
    assert "soften.past" in result.rule_ids


@pytest.mark.parametrize("message", STILL_GOING)
def test_a_memory_that_says_the_harm_goes_on_stays_urgent(message: str) -> None:
    assert screen(message).level is Level.URGENT


def test_negation_only_covers_its_own_clause() -> None:
    result = screen("I'm not suicidal, I just don't want to live like this anymore")
    assert result.level is Level.URGENT
    assert screen("not suicidal but dont want to live").level is Level.URGENT
    assert screen("i'm not going to kill myself but i want to die").level is Level.URGENT


def test_a_stopped_negation_is_no_negation() -> None:
    assert screen("he won't stop banging on the door").level is Level.URGENT
    assert screen("i can't stop cutting").level is Level.URGENT


# --- split messages -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("recent", "text"),
    [
        (["im going to take"], "my own life"),
        (["honestly", "i just want to"], "die"),
        (["he said he's going to"], "kill me"),
        (["i can't do this", "i'm going to end"], "my life"),
        (["he's"], "outside my door right now"),
    ],
)
def test_a_danger_split_over_messages_is_caught(recent: list[str], text: str) -> None:
    assert screen(text).level is not Level.URGENT
    joined = screen(text, recent)
    assert joined.level is Level.URGENT
    assert "context.recent" in joined.rule_ids


def test_a_split_danger_after_a_long_message_is_caught_in_a_bounded_join(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scanned: list[int] = []
    real_hits_in = screening._hits_in

    def recording(form: Form, skip: frozenset[str] = frozenset()) -> list[screening._Hit]:
        if form.boundary is not None:
            scanned.append(len(form.text))
        return real_hits_in(form, skip)

    monkeypatch.setattr(screening, "_hits_in", recording)
    long_story = "we talked about the flat and the car and the dog for ages. " * 20
    joined = screen("die " + "and then some " * 40, [long_story, "and honestly i just want to"])
    assert joined.level is Level.URGENT
    assert "context.recent" in joined.rule_ids
    # The rules scan only the stretch around the join, however long the messages are.
    assert scanned
    assert max(scanned) <= 2 * SPLIT_RULE_CONTEXT + 1


def test_an_older_urgent_message_does_not_make_a_harmless_reply_urgent() -> None:
    assert screen("ok thanks", ["i want to kill myself"]).level is Level.NONE
    assert screen("what do i do", ["he's outside my door"]).level is Level.NONE
    assert screen("yes", ["i'm not going to hurt myself"]).level is Level.NONE


def test_only_the_last_three_recent_messages_count() -> None:
    recent = ["i want to", "a", "b", "c"]
    assert screen("kill myself", recent).level is Level.URGENT  # the current text alone
    assert screen("die", recent).level is Level.NONE
    assert screen("die", recent[:1]).level is Level.URGENT


def test_current_message_danger_is_reported_without_the_recent_marker() -> None:
    result = screen("i want to kill myself", ["hi", "how are you"])
    assert result.level is Level.URGENT
    assert "context.recent" not in result.rule_ids


# --- beyond English -------------------------------------------------------------------------

MULTILINGUAL = [
    "quiero morir",
    "me quiero matar",
    "je veux mourir",
    "je vais me suicider",
    "ich will mich umbringen",
    "ich will sterben",
    "voglio morire",
    "voglio uccidermi",
    "quero morrer",
    "quero me matar",
    "хочу умереть",
    "хочу покончить с собой",
    "хочу померти",
    "хочу покінчити з собою",
    "me va a matar",
    "il va me tuer",
    "er bringt mich um",
    "mi ammazza",
    "vai me matar",
    "он меня убьет",
    "він мене вб'є",
    "estoy en peligro",
    "je suis en danger",
    "ich bin in gefahr",
    "sono in pericolo",
    "estou em perigo",
    "я в опасности",
    "я в небезпеці",
]


@pytest.mark.parametrize("message", MULTILINGUAL)
def test_multilingual_core_is_urgent(message: str) -> None:
    assert screen(message).level is Level.URGENT
    assert screen(message.upper()).level is Level.URGENT


@pytest.mark.parametrize(
    "message",
    [
        "no quiero vivir",
        "não quero mais viver",
        "nao quero mais viver",
        "ich möchte sterben",
        "ich mochte sterben",
        "ich moechte sterben",
        "non voglio più vivere",
        "non voglio piu vivere",
        "он меня убьёт",
        "він мене вб’є",
    ],
)
def test_multilingual_with_and_without_diacritics(message: str) -> None:
    assert screen(message).level is Level.URGENT


# --- normalisation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "i want to k\u200bill my\u200bself",
        "ｉ ｗａｎｔ ｔｏ ｋｉｌｌ ｍｙｓｅｌｆ",
        "i want to k1ll mys3lf",
        "$uicidal again",
        "i just wanna diiiiie",
        "s u i c i d e",
        "I DON’T WANT TO LIVE ANYMORE",
        "took a bunch of 💊",
        "he has a 🔪",
    ],
)
def test_disguised_danger_is_seen(message: str) -> None:
    assert screen(message).level is not Level.NONE


@pytest.mark.parametrize("message", ["day 30 today!", "can I move my reminder to 21:30", "2nd day"])
def test_leetspeak_is_guarded(message: str) -> None:
    assert screen(message).level is Level.NONE


def test_long_input_danger_at_the_very_end_is_found() -> None:
    text = "blah " * 200_000 + "i want to kill myself"
    assert screen(text).level is Level.URGENT


def _bench() -> ModuleType:
    path = HERE.parents[1] / "scripts" / "bench_safety.py"
    spec = importlib.util.spec_from_file_location("bench_safety", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_long_venting_message_with_danger_in_the_middle_surfaces_help() -> None:
    """The benchmark's 4,000-character message: windows and the work budget must not skip it."""
    bench = _bench()
    text: str = bench.venting_message()
    middle = text.index(bench.DANGER_SENTENCE)
    assert len(text) == 4000
    assert 1000 < middle < 3000
    assert screen(text).level is Level.URGENT
    assert screen(text.replace(bench.DANGER_SENTENCE, "")).level is Level.NONE


def test_long_rule_vocabulary_is_screened_within_the_budget() -> None:
    bench = _bench()
    for text in (bench.rule_vocabulary(4000), bench.rule_vocabulary(1_000_000)):
        assert screen(text).level in set(Level)


@pytest.mark.parametrize(
    "text",
    ["a" * 1_000_000, "kill " * 200_000, " " * 1_000_000, "\u200b" * 1_000_000, "not " * 250_000],
)
def test_hostile_megabytes_are_screened(text: str) -> None:
    assert screen(text).level in set(Level)


# --- contract ---------------------------------------------------------------------------------


def test_screen_is_deterministic_and_order_independent() -> None:
    messages = [m for _, m in MUST_SHOW] + MUST_NOT
    forward = [screen(m) for m in messages]
    backward = [screen(m) for m in reversed(messages)][::-1]
    assert forward == backward
    assert forward == [screen(m) for m in messages]


def test_rule_ids_name_rules_and_never_text() -> None:
    for _, message in MUST_SHOW:
        result = screen(message)
        assert result.rule_ids, message
        assert all(RULE_ID.match(rule_id) for rule_id in result.rule_ids), result.rule_ids
        assert result.categories == tuple(sorted(result.categories, key=list(Category).index))


def test_nothing_found_means_nothing_reported() -> None:
    assert screen("") == Assessment(Level.NONE)
    assert screen("day 12 no contact 💪") == Assessment(Level.NONE, (), ())


def test_assessment_is_frozen() -> None:
    result = screen("i want to die")
    with pytest.raises(AttributeError):
        result.level = Level.NONE  # type: ignore[misc]


def test_enum_values() -> None:
    assert [level.value for level in Level] == ["none", "gentle", "urgent"]
    assert [c.value for c in Category] == [
        "suicide",
        "self_harm",
        "means",
        "threat",
        "stalking",
        "violence",
        "emergency",
        "child",
    ]
    assert [t.value for t in Topic] == ["suicidal-thoughts", "abuse-domestic-violence"]


def test_prefilter_never_hides_a_match(monkeypatch: pytest.MonkeyPatch) -> None:
    """The literal keys only skip work: switching them off changes no result."""
    messages = [m for _, m in MUST_SHOW] + MUST_NOT + EITHER
    fast = [screen(m) for m in messages]
    monkeypatch.setattr(screening, "PREFILTER", False)
    slow = [screen(m) for m in messages]
    assert [(m, a, b) for m, a, b in zip(messages, fast, slow, strict=True) if a != b] == []


def _rule_vocabulary_phrases(count: int) -> list[str]:
    """Short seeded-random phrases of the rules' own words with varied separators: they hit
    many patterns in odd shapes ("end. me", "strangulation"), the shapes keys get wrong."""
    words: set[str] = set()
    for rule in RULES:
        words |= set(re.findall(r"[a-z']+", re.sub(r"\\[A-Za-z]", " ", rule.exact.pattern)))
    vocabulary = sorted(words)
    filler = re.findall(
        r"\w+", "i me my he she his her the a to and is was in on at of it you ex im"
    )
    separators = [" ", " ", " ", ", ", ". ", "-", "  ", "... "]
    rng = random.Random(20261129)
    phrases = []
    for _ in range(count):
        tokens = [
            rng.choice(vocabulary) if rng.random() < 0.6 else rng.choice(filler)
            for _ in range(rng.randint(3, 9))
        ]
        phrases.append("".join(token + rng.choice(separators) for token in tokens).strip())
    return phrases


def test_prefilter_never_hides_a_match_in_rule_vocabulary(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    phrases = _rule_vocabulary_phrases(3000)
    fast = [screen(p) for p in phrases]
    monkeypatch.setattr(screening, "PREFILTER", False)
    slow = [screen(p) for p in phrases]
    assert [(p, a, b) for p, a, b in zip(phrases, fast, slow, strict=True) if a != b] == []


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300), st.lists(st.text(max_size=80), max_size=4))
def test_screen_never_raises(text: str, recent: list[str]) -> None:
    result = screen(text, recent)
    assert result.level in set(Level)
    assert result == screen(text, recent)
    assert (result.level is Level.NONE) == (result.rule_ids == ())


# --- topics ---------------------------------------------------------------------------------


def test_topics_for_maps_categories() -> None:
    suicide_side = [Category.SUICIDE, Category.SELF_HARM, Category.MEANS]
    abuse_side = [c for c in Category if c not in suicide_side]
    assert all(topics_for([c]) == (Topic.SUICIDAL_THOUGHTS,) for c in suicide_side)
    assert all(topics_for([c]) == (Topic.ABUSE,) for c in abuse_side)


def test_topics_for_keeps_first_seen_order_without_repeats() -> None:
    assert topics_for([]) == ()
    assert topics_for([Category.THREAT, Category.SUICIDE, Category.STALKING]) == (
        Topic.ABUSE,
        Topic.SUICIDAL_THOUGHTS,
    )
    assert topics_for((Category.MEANS, Category.SELF_HARM)) == (Topic.SUICIDAL_THOUGHTS,)
    assert topics_for(screen("he said he'd kill me and i want to die").categories) == (
        Topic.SUICIDAL_THOUGHTS,
        Topic.ABUSE,
    )


# --- the concern net: gentle, never urgent, and clear of the everyday uses ------------------

CONCERN_NET = [
    ("i cant do this anymore", "concern.hopeless"),
    ("theres no point in anything", "concern.no_point"),
    ("honestly im done with everything", "concern.done"),
    ("when im gone please look after my cat", "concern.goodbye"),
    ("i feel like such a burden", "concern.death_words"),
    ("sh clean for 2 months today", "concern.self_harm"),
    ("i scratched my arms again", "concern.own_body"),
    ("cant anymore", "concern.last_things"),
    ("my meds are right here beside me", "concern.means_near"),
    ("i have 30 of my sleeping pills", "concern.pills"),
    ("whats the max dose of ibuprofen", "concern.dose"),
    ("im scared of him", "concern.fear"),
    ("he said he'd stop paying for the car unless i unblock him", "concern.coercion"),
    ("he keeps my passport and my bank card", "concern.control"),
    ("hes really dangerous", "concern.unsafe"),
    ("help", "concern.help"),
    ("should i get a restraining order", "concern.emergency"),
    ("i'm bleeding", "concern.bleeding"),
    ("he found me", "concern.stalking"),
    ("he won't stop calling", "concern.harassment"),
    ("he grabbed me", "concern.violence"),
    ("there's a gun in the house", "concern.weapon"),
    ("he won't let me see my son", "concern.child"),
]


@pytest.mark.parametrize(("message", "rule_id"), CONCERN_NET)
def test_concern_net_shows_the_gentle_line(message: str, rule_id: str) -> None:
    """The rules' concern net is gentle; the learned stage may raise it to urgent when it is
    sure (bot/safety/learned.py), never lower it."""
    result = screen_rules(message)
    assert result.level is Level.GENTLE
    assert rule_id in result.rule_ids
    assert screen(message).level is not Level.NONE


def test_every_concern_rule_is_gentle_only_and_tested() -> None:
    concern = {rule.id for rule in RULES if rule.id.startswith("concern.")}
    assert all(rule.gentle_only for rule in RULES if rule.id in concern)
    assert concern == {rule_id for _, rule_id in CONCERN_NET}


_TRAPS = [
    (m,)
    for m in [
        "help me stop texting him",
        "/help",
        "no point texting him, he never answers",
        "i'm tired of waiting for him to change",
        "i'm tired of everything being about him",
        "i want to vanish from social media for a while",
        "i want to disappear for a weekend",
        "an ambulance went past",
        "he hurt me so badly when he left",
        "he pushed me away",
        "he hit me up last night",
        "he threw me a surprise party once",
        "he burned me so many times",
        "i took 2 paracetamol for my headache",
        "i'm on 100 mg of sertraline",
        "jumped the gun and texted him",
        "sharpening my kitchen knives",
        "i'm scared he'll move on",
        "my son is scared of the dark",
        "tonight is the night i delete his number",
        "this is my last message about him tonight",
        "is it safe to delete my account",
        "he keeps showing up in my dreams",
        "we drove over the bridge",
    ]
]


@pytest.mark.parametrize("message", [m for (m,) in _TRAPS])
def test_concern_net_traps_stay_quiet(message: str) -> None:
    assert screen_rules(message).level is Level.NONE
    assert screen(message).level is not Level.URGENT


def test_concern_net_traps_mostly_stay_quiet_with_the_model() -> None:
    """The learned stage has a false-alarm rate of its own (tests/corpus measures it); on these
    hand-picked traps it may add a gentle line to a few, never the urgent message."""
    traps = [m for (m,) in _TRAPS]
    alarmed = [m for m in traps if screen(m).level is not Level.NONE]
    assert len(alarmed) <= 3, alarmed


# --- shapes that used to slip through, or used to alarm -------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "this is probably my last message",
        "i keep thinking about just not waking up",
        "i literally just want to kill myself",
    ],
)
def test_hedge_words_do_not_hide_danger(message: str) -> None:
    assert screen(message).level is Level.URGENT


def test_a_threat_is_never_softened_as_hyperbole() -> None:
    result = screen("he said he would rather see me dead than with someone else")
    assert result.level is Level.URGENT
    assert screen("i'd rather die than text him first").level is Level.GENTLE


def test_letter_collapsed_rules_do_not_read_everyday_words() -> None:
    """Collapsed, "noose" is "nose" and "teens" is "tens": neither may trigger a rule."""
    assert screen("i broke my nose").level is Level.NONE
    assert screen("got a nose piercing").level is Level.NONE
    assert screen("bought a noooose").level is Level.URGENT
    assert Category.CHILD not in screen("he said he hit me ten times").categories
    assert screen("my teeeenager says he hits her").level is Level.URGENT


@pytest.mark.skipif(not DICTIONARY.exists(), reason="no system word list installed")
def test_typo_repair_never_turns_a_dictionary_word_into_a_trigger() -> None:
    """Regenerate PROTECTED_WORDS from this when a rule gains trigger words."""
    words = {
        w
        for w in DICTIONARY.read_text(encoding="utf-8", errors="ignore").split()
        if w.isalpha() and w.isascii() and w.islower() and len(w) >= 4
    }
    missing = needing_protection(words) - frozenset(PROTECTED_WORDS.split())
    assert sorted(missing) == []


@pytest.mark.parametrize(
    "message", ["I no longer wish to continue living", "i no longer want to live"]
)
def test_no_longer_wanting_to_live_is_urgent_not_past(message: str) -> None:
    assert screen(message).level is Level.URGENT


def test_no_longer_still_softens_violence_that_stopped() -> None:
    assert screen("he no longer hits me").level is Level.GENTLE


def test_every_rule_compiles() -> None:
    """Patterns compile on first use (not at import), so a broken one must fail here."""
    for rule in RULES:
        duals = [rule.pattern] + [d for d in (rule.veto, rule.needs) if d is not None]
        for dual in duals:
            assert dual.exact.pattern == dual.source, rule.id
            assert dual.collapsed.groups == dual.exact.groups, rule.id


def test_warming_up_compiles_every_rule_one_step_at_a_time() -> None:
    steps = sum(1 for _ in screening.warm_up_steps())
    assert steps == len(RULES) + 3  # two key finders and the typo index, then one per rule
    assert typo_index_is_built()
    for rule in RULES:  # all cached now: reading them again compiles nothing
        assert rule.exact is rule.exact and rule.collapsed is rule.collapsed
