"""The urgent moment's words and buttons, composed without Telegram: the country's number first,
words and buttons by who is in danger, the plan's steps, "Continue where I was" only when paused."""

from __future__ import annotations

import re

import pytest

from bot.domain.danger import Reading, Who
from bot.domain.emergency import numbers_for
from bot.domain.plan import Section
from bot.services.plan import Line, Person, Plan
from bot.services.urgent import (
    Action,
    PlanState,
    Shown,
    not_safe,
    plan_text,
    reach,
    safe_ack,
    sos,
    urgent,
)
from bot.texts import urgent as T

NO_PLAN = PlanState()
LINKS = "• All helplines worldwide: https://findahelpline.com"
READINGS = [
    Reading(Who.SELF),
    Reading(Who.FROM_SOMEONE),
    Reading(Who.FROM_SOMEONE, child_too=True),
    Reading(Who.CHILD),
    Reading(Who.SOMEONE_ELSE),
    Reading(Who.SOMEONE_ELSE, ex_threat=True),
]
COUNTRIES = {"PT": "112", "GB": "999", "US": "911", "DE": "112", "UA": "112", "AU": "000"}
PLAN = Plan(
    (
        Line(1, Section.WARNING_SIGNS, "No sleep"),
        Line(2, Section.ON_MY_OWN, "Cold water on my face"),
        Line(3, Section.SAFE_PLACE, "Ana's flat"),
        Line(4, Section.TAKE_WITH, "passport"),
        Line(5, Section.TAKE_WITH, "charger"),
    ),
    (Person(1, "Ana", "+351 912 345 678"),),
)


def actions(shown: Shown) -> list[Action]:
    return [action for row in shown.rows for _, action in row]


def labels(shown: Shown) -> list[str]:
    return [label for row in shown.rows for label, _ in row]


def first_number(text: str) -> str:
    found = re.search(r"<b>(\d+)</b>", text)
    assert found is not None, text
    return found.group(1)


@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize(("country", "number"), COUNTRIES.items())
def test_the_country_number_comes_first_for_everyone(
    reading: Reading, country: str, number: str
) -> None:
    shown = urgent(reading, numbers_for(country), LINKS, NO_PLAN, paused=False)
    assert first_number(shown.text) == number
    assert shown.text.index(number) < shown.text.index("findahelpline.com")
    assert labels(shown)[0] == T.BTN_NOT_SAFE
    assert Action.GROUND in actions(shown) and Action.SAFE in actions(shown)
    assert Action.HIDE in actions(shown)
    assert Action.SET_COUNTRY not in actions(shown)
    assert T.NOT_A_SERVICE in shown.text


@pytest.mark.parametrize("reading", READINGS)
def test_without_a_country_the_common_numbers_and_a_way_to_set_it(reading: Reading) -> None:
    shown = urgent(reading, None, LINKS, NO_PLAN, paused=False)
    for number in ("112", "911", "999", "000"):
        assert number in shown.text
    assert "local emergency number" in shown.text
    assert Action.SET_COUNTRY in actions(shown)


def test_words_and_buttons_follow_who_is_in_danger() -> None:
    numbers = numbers_for("PT")
    shown = {r: urgent(r, numbers, LINKS, NO_PLAN, paused=False) for r in READINGS}
    self_, child = shown[Reading(Who.SELF)], shown[Reading(Who.CHILD)]
    assert "Your safety comes first" in self_.text
    assert T.BTN_SAFE in labels(self_)
    assert "child's safety" in child.text
    assert "Your safety comes first" not in child.text
    assert T.BTN_CHILD_SAFE in labels(child) and T.BTN_SAFE not in labels(child)
    ex = shown[Reading(Who.SOMEONE_ELSE, ex_threat=True)]
    assert "not yours to carry" in ex.text
    assert "not your fault" in ex.text
    assert "go back" not in ex.text.lower()
    friend = shown[Reading(Who.SOMEONE_ELSE)]
    assert "not yours to carry" not in friend.text
    assert T.BTN_HELP_COMING in labels(friend)
    assert T.CHILDREN_TOO in shown[Reading(Who.FROM_SOMEONE, child_too=True)].text
    assert T.CHILDREN_TOO not in shown[Reading(Who.FROM_SOMEONE)].text
    assert safe_ack(Reading(Who.CHILD)) == T.CHILD_SAFE_ACK
    assert safe_ack(None) == T.SAFE_ACK


def test_with_no_general_number_the_service_follows_the_need() -> None:
    japan = numbers_for("JP")
    assert (
        first_number(urgent(Reading(Who.SELF), japan, LINKS, NO_PLAN, paused=False).text) == "119"
    )
    threat = urgent(Reading(Who.FROM_SOMEONE), japan, LINKS, NO_PLAN, paused=False)
    assert first_number(threat.text) == "110"
    assert "Ambulance: 119" in threat.text
    assert (
        "Police: 110"
        in urgent(Reading(Who.SELF), numbers_for("DE"), LINKS, NO_PLAN, paused=False).text
    )


def test_continue_where_i_was_only_when_a_step_was_paused() -> None:
    numbers = numbers_for("GB")
    paused = urgent(Reading(Who.SELF), numbers, LINKS, NO_PLAN, paused=True)
    assert Action.CONTINUE in actions(paused)
    assert T.PAUSED in paused.text
    assert Action.CONTINUE not in actions(
        urgent(Reading(Who.SELF), numbers, LINKS, NO_PLAN, paused=False)
    )
    assert Action.CONTINUE in actions(not_safe(None, numbers, None, paused=True))
    assert Action.CONTINUE in actions(sos(numbers, LINKS, NO_PLAN, paused=True))


def test_the_plan_is_offered_or_shown() -> None:
    numbers = numbers_for("PT")
    without = urgent(Reading(Who.SELF), numbers, LINKS, NO_PLAN, paused=False)
    assert Action.MAKE_PLAN in actions(without) and Action.REACH not in actions(without)
    with_plan = urgent(Reading(Who.SELF), numbers, LINKS, PlanState.of(PLAN), paused=False)
    assert Action.PLAN in actions(with_plan) and Action.REACH in actions(with_plan)
    assert Action.MAKE_PLAN not in actions(with_plan)
    assert Action.PLAN in actions(sos(numbers, LINKS, PlanState.of(PLAN)))
    assert Action.MAKE_PLAN in actions(sos(numbers, LINKS, NO_PLAN))


def test_not_safe_gives_the_steps_in_order() -> None:
    shown = not_safe(Reading(Who.FROM_SOMEONE), numbers_for("PT"), PLAN)
    steps = [line for line in shown.text.splitlines() if re.match(r"\d\. ", line)]
    assert steps == [
        "1. Call <b>112</b> now.",
        "2. Go to your safe place: Ana's flat",
        "3. If you can, take: passport, charger",
        "4. From your plan: Cold water on my face",
        "5. Reach Ana: +351 912 345 678",
    ]
    assert "No sleep" not in shown.text, "warning signs are for calmer times"
    assert labels(shown)[0] == T.BTN_REACH
    assert T.NOT_A_SERVICE in shown.text


def test_not_safe_without_a_plan_or_country_still_leads_with_a_call() -> None:
    shown = not_safe(None, None, None)
    steps = [line for line in shown.text.splitlines() if re.match(r"\d\. ", line)]
    assert steps == ["1. Call your local emergency number now.", f"2. {T.NOT_SAFE_PEOPLE}"]
    assert T.NOT_SAFE_NO_PLAN in shown.text
    assert Action.SET_COUNTRY in actions(shown)
    assert Action.REACH not in actions(shown)


def test_a_plan_line_is_escaped_for_telegram_html() -> None:
    plan = Plan((Line(1, Section.SAFE_PLACE, "<b>Tom & Ana</b>"),))
    shown = not_safe(None, numbers_for("GB"), plan)
    assert "&lt;b&gt;Tom &amp; Ana&lt;/b&gt;" in shown.text


def test_sos_leads_with_the_number() -> None:
    shown = sos(numbers_for("AU"), LINKS, NO_PLAN)
    assert first_number(shown.text) == "000"
    assert labels(shown)[0] == T.BTN_NOT_SAFE


def test_the_plan_reads_in_order_with_the_emergency_number_always_there() -> None:
    text = plan_text(PLAN, numbers_for("PT"))
    titles = [line for line in text.splitlines() if line.startswith("<b>")]
    assert titles == [
        T.PLAN_TITLE,
        "<b>My warning signs</b>",
        "<b>Things I can do on my own</b>",
        "<b>People I can ask for help</b>",
        "<b>Professionals and helplines</b>",
        "<b>A safe place to go</b>",
        "<b>What to take</b>",
    ]
    assert "• Ana: +351 912 345 678" in text
    assert "<b>112</b>" in text and "findahelpline.com" in text
    empty = plan_text(Plan(), None)
    assert T.PLAN_EMPTY in empty and "local emergency number" in empty


def test_reach_my_person_is_a_share_link_and_numbers_never_a_message_sent_by_the_bot() -> None:
    shown = reach(PLAN)
    assert shown.share_url is not None and shown.share_url.startswith("https://t.me/share/url?")
    assert "Ana" in shown.text and "+351 912 345 678" in shown.text
    assert "never contact anyone" in shown.text
    nobody = reach(Plan())
    assert (nobody.text, nobody.share_url) == (T.REACH_NOBODY, None)
    assert reach(None).share_url is None
