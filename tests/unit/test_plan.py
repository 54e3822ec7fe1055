"""The safety plan's shape: sections in order, names and numbers, the "reach my person" link."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from bot.domain.plan import (
    LINE_SECTIONS,
    ORDER,
    WHEN_NOT_SAFE,
    BadName,
    BadPhone,
    Section,
    clean_name,
    clean_phone,
    share_link,
)


def test_sections_follow_the_safety_plan_order() -> None:
    assert ORDER[0] is Section.WARNING_SIGNS
    assert ORDER[-1] is Section.REASON
    assert Section.PEOPLE not in LINE_SECTIONS
    assert set(LINE_SECTIONS) | {Section.PEOPLE} == set(ORDER)
    assert WHEN_NOT_SAFE[:2] == (Section.SAFE_PLACE, Section.TAKE_WITH)
    assert Section.WARNING_SIGNS not in WHEN_NOT_SAFE


@pytest.mark.parametrize(
    ("typed", "region", "kept"),
    [
        ("+351 912 345 678", None, "+351 912 345 678"),
        ("912345678", "PT", "+351 912 345 678"),
        ("912 345 678", "pt", "+351 912 345 678"),
        ("(415) 555-2671", "US", "+1 415-555-2671"),
        ("112", "DE", "112"),
        ("0800 123 456", None, "0800123456"),
        ("+44 12", None, "+4412"),
    ],
)
def test_numbers_are_kept_in_a_form_a_phone_can_dial(
    typed: str, region: str | None, kept: str
) -> None:
    assert clean_phone(typed, region) == kept


@pytest.mark.parametrize("typed", ["", "call her", "12", "1" * 18, "+351 912 abc", "ana@example"])
def test_what_is_not_a_number_is_refused(typed: str) -> None:
    with pytest.raises(BadPhone):
        clean_phone(typed, "PT")


def test_names_are_trimmed_and_bounded() -> None:
    assert clean_name("  Ana \n Lopes ") == "Ana Lopes"
    for bad in ("", "   ", "x" * 61):
        with pytest.raises(BadName):
            clean_name(bad)


def test_the_share_link_opens_telegram_with_the_message_ready() -> None:
    message = "Can you call me? I'm not safe right now & need you."
    link = share_link(message)
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "t.me", "/share/url")
    assert parse_qs(parts.query) == {"url": [message]}
    assert " " not in link
