"""The orchestration: every form of a message through every rule, softened, then assessed."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from bot.safety import learned
from bot.safety.forms import SPLIT_RULE_CONTEXT, Form, forms, split_pieces, windows
from bot.safety.language import reads_as_another_language, rule_languages_to_skip
from bot.safety.model import Assessment, Category, Level
from bot.safety.normalise import collapse
from bot.safety.prefilter import finder
from bot.safety.rule import Rule
from bot.safety.rules import RULE_ORDER, RULES
from bot.safety.softening import softener
from bot.safety.typos import build_typo_index

# Tests switch this off to prove the keys never hide a match.
PREFILTER = True


@dataclass(frozen=True, slots=True)
class _Hit:
    rule: Rule
    softened_by: str | None


def _context_allows(rule: Rule, form: Form) -> bool:
    if rule.veto is not None and rule.veto.on(form.collapsed).search(form.text):
        return False
    return rule.needs is None or rule.needs.on(form.collapsed).search(form.text) is not None


def warm_up_steps() -> Iterator[None]:
    """Build the key finders and the typo index, then compile every rule's patterns, one rule
    per step: all of it happens on first use, so a process warms it in the background after
    start-up instead of making the first messages that need it wait (hundreds of patterns
    take seconds)."""
    finder(False)
    yield
    finder(True)
    yield
    build_typo_index()
    yield
    for rule in RULES:
        for pattern in (rule.pattern, rule.veto, rule.needs):
            if pattern is not None:
                _ = pattern.exact, pattern.collapsed
        yield


def _gated(form: Form) -> list[Rule]:
    """The rules one of whose keys occurs in the form, in table order (all, unfiltered, when
    a test switches the prefilter off)."""
    if not PREFILTER:
        return list(RULES)
    return [RULES[position] for position in finder(form.collapsed).gated(form.text)]


def _hits_in(form: Form, skip: frozenset[str] = frozenset()) -> list[_Hit]:
    hits: list[_Hit] = []
    for rule in _gated(form):
        if rule.lang in skip:
            continue
        pattern = rule.collapsed if form.collapsed else rule.exact
        best: _Hit | None = None
        allowed: bool | None = None  # the veto/needs check is the same for every match
        for found in pattern.finditer(form.text):
            start, end = found.span()
            if form.boundary is not None and not start < form.boundary < end:
                continue
            if allowed is None:
                allowed = _context_allows(rule, form)
            if not allowed:
                break
            if rule.gentle_only:
                why = None  # already the lowest level that shows help
            else:
                why = "soften.typo" if form.repaired else softener(rule, form, start, end)
            best = _Hit(rule, why)
            if best.softened_by is None:
                break  # one unsoftened match settles this rule
        if best is not None:
            hits.append(best)
    return hits


# The most work one message may cost, counted as rules gated per window (about 30 us each):
# a long ordinary message mostly stays inside it; text made of the rules' own words does not.
# 500 keeps 4,000 characters of rule vocabulary near 40 ms with today's rules (600: 54 ms).
WORK_BUDGET = 500
_UNTELLING_BUDGET = 900
# Keys this short ("to", "od") occur in everyday words: they gate rules but say little.
_TELLING_KEY = 4


def _weigh(window: str, skip: frozenset[str] = frozenset()) -> tuple[int, int]:
    """How telling a window is (rules gated by a long key) and what it costs (rules gated),
    read from a cheap form of it: casefolded, letters collapsed."""
    present = finder(True).present(collapse(window.casefold()))
    telling = frozenset(key for key in present if len(key) >= _TELLING_KEY)
    gated = [
        rule
        for rule in RULES
        if rule.lang not in skip and not present.isdisjoint(rule.collapsed_keys)
    ]
    return sum(not telling.isdisjoint(rule.collapsed_keys) for rule in gated), len(gated)


def _scan(text: str, skip: frozenset[str] = frozenset()) -> list[_Hit]:
    """Every window, the most telling first, until the work budget is spent: a window of the
    rules' own words runs many rules, a window of plain chat few."""
    found = windows(text)
    if len(found) == 1:
        return [hit for form in forms(found) for hit in _hits_in(form, skip)]
    weights = [_weigh(window, skip) for window in found]
    order = sorted(range(len(found)), key=lambda index: -weights[index][0])
    hits: list[_Hit] = []
    spent = 0
    for index in order:
        telling, cost = weights[index]
        spent += cost
        if spent > (WORK_BUDGET if telling else _UNTELLING_BUDGET):
            continue  # a window of no telling keys gets more room: its other forms may hold some
        hits.extend(hit for form in forms([found[index]]) for hit in _hits_in(form, skip))
    return hits


def _scan_split(recent: Sequence[str], text: str, skip: frozenset[str] = frozenset()) -> list[_Hit]:
    """Matches that only exist across the join of the recent messages and this one.

    Only a match that starts in the earlier text and ends in the current one counts: a danger
    phrase wholly inside an older message was screened when that message came in, so it can't
    make a harmless follow-up urgent again.
    """
    pieces = split_pieces(recent, text, SPLIT_RULE_CONTEXT)
    if pieces is None:
        return []
    hits: list[_Hit] = []
    for form in forms(pieces):
        hits.extend(_hits_in(form, skip))
    return hits


def _assess(hits: list[_Hit], split_hits: list[_Hit]) -> Assessment:
    everything = hits + split_hits
    if not everything:
        return Assessment(Level.NONE)
    urgent = any(h.softened_by is None and not h.rule.gentle_only for h in everything)
    categories = sorted({h.rule.category for h in everything}, key=list(Category).index)
    rule_ids = sorted({h.rule.id for h in everything}, key=RULE_ORDER.__getitem__)
    notes = sorted({h.softened_by for h in everything if h.softened_by})
    if split_hits:
        notes.append("context.recent")
    return Assessment(
        Level.URGENT if urgent else Level.GENTLE,
        tuple(categories),
        tuple(rule_ids) + tuple(notes),
    )


def _in_its_language(hits: list[_Hit], text: str) -> list[_Hit]:
    """A language rule's urgent match in text that plainly reads as another language is only
    gentle: the phrase may be an idiom there ("me mató" in Spanish, "me mato" in Portuguese)."""
    if not any(h.rule.lang and h.softened_by is None and not h.rule.gentle_only for h in hits):
        return hits
    return [
        _Hit(h.rule, "soften.language")
        if h.rule.lang
        and h.softened_by is None
        and not h.rule.gentle_only
        and reads_as_another_language(h.rule.lang, text)
        else h
        for h in hits
    ]


def screen_rules(text: str, recent: Sequence[str] = ()) -> Assessment:
    """The rules alone: what ``screen`` says before the learned stage may raise it."""
    skip = rule_languages_to_skip(text)
    hits = _in_its_language(_scan(text, skip), text)
    split_hits = _scan_split(recent, text, skip) if recent else []
    if split_hits:
        split_hits = _in_its_language(split_hits, " ".join([*recent, text]))
    known = {h.rule.id for h in hits if h.softened_by is None}
    split_hits = [h for h in split_hits if h.rule.id not in known]
    return _assess(hits, split_hits)


def screen(text: str, recent: Sequence[str] = ()) -> Assessment:
    """Screen one message (and its join with up to three recent ones) for danger.

    ``recent`` holds the same person's previous messages from the last few minutes, oldest
    first. ``rule_ids`` lists the matched rules in table order, then any notes on why the level
    was lowered (``soften.negation``, ``soften.past``, ``soften.hyperbole``, ``soften.accident``,
    ``soften.typo``, ``soften.language``) and ``context.recent`` when the join with ``recent``
    added a match, then
    ``model.pNN`` when the learned stage raised the level (``learned``). They name rules and
    score buckets, never any of the text.
    """
    return learned.apply(screen_rules(text, recent), text, recent)
