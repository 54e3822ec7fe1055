"""The shipped catalogs: they compile, they are complete, and their placeholders match."""

from __future__ import annotations

import gettext
import io
import re
from collections import Counter
from functools import cache

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from bot import i18n
from bot.i18n.catalogs import TEMPLATE, compile_catalog, is_translated, read_catalog
from bot.i18n.extract import template
from bot.i18n.languages import DEFAULT, LANGUAGES, PENDING_TRANSLATION
from bot.texts import streaks

TYPED = "typed"  # bot/texts/words.py
_FIELD = re.compile(r"\{([^{}]*)\}")
_TAG = re.compile(r"</?[a-z]+[^>]*>")
_COMMAND = re.compile(r"(?<![\w/])/[a-z_]+\b")
_URL = re.compile(r"\b[a-z]+\.(?:com|org)\b")


@cache
def _template() -> Catalog:
    return template()


def _key(message: Message) -> str:
    return message.id[0] if isinstance(message.id, tuple | list) else message.id


def _forms(message: Message) -> list[str]:
    string = message.string
    return [string] if isinstance(string, str) else list(string or ())


def _shape(text: str) -> tuple[Counter[str], Counter[str], Counter[str], Counter[str]]:
    """What a translation must keep: {placeholders}, <tags>, /commands and site names."""
    return (
        Counter(_FIELD.findall(text)),
        Counter(_TAG.findall(text)),
        Counter(_COMMAND.findall(text)),
        Counter(_URL.findall(text)),
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_compiles_and_loads(language: str) -> None:
    catalog = read_catalog(language)
    assert str(catalog.locale) == language
    translations = gettext.GNUTranslations(io.BytesIO(compile_catalog(catalog)))
    assert translations.info()["language"] == language


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_has_a_translation_for_every_message(language: str) -> None:
    catalog = read_catalog(language)
    if language == DEFAULT:  # the source language: present is enough
        missing = [_key(m) for m in _template() if m.id and catalog.get(m.id, m.context) is None]
    else:
        missing = [
            _key(m)
            for m in _template()
            if m.id
            and not ((found := catalog.get(m.id, m.context)) is not None and is_translated(found))
        ]
    if missing and language in PENDING_TRANSLATION:
        pytest.xfail(f"{language}: {len(missing)} messages still to translate")
    if missing and language == DEFAULT and PENDING_TRANSLATION:
        pytest.xfail(f"{len(missing)} new messages: scripts/i18n extract at the end")
    assert missing == [], f"{language}: run scripts/i18n extract, then translate these"


def test_template_is_current() -> None:
    with TEMPLATE.open("rb") as handle:
        shipped = {(m.id, m.context) for m in read_po(handle) if m.id}
    current = {(m.id, m.context) for m in _template() if m.id}
    if shipped != current and PENDING_TRANSLATION:
        pytest.xfail(f"messages.pot is {len(current ^ shipped)} entries behind: extract at the end")
    assert shipped == current, "run scripts/i18n extract"


def _misshapen(catalog: Catalog) -> list[tuple[str, str]]:
    wrong = []
    for message in catalog:
        if not message.id or not is_translated(message):
            continue
        english = _shape(message.id[1] if isinstance(message.id, tuple | list) else message.id)
        forms = _forms(message)
        if message.context == TYPED:  # alternatives people type, each with the same slots
            forms = [alternative for form in forms for alternative in form.split("|")]
        wrong += [(_key(message), form) for form in forms if _shape(form) != english]
    return wrong


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != DEFAULT])
def test_translations_keep_placeholders_markup_and_commands(language: str) -> None:
    assert _misshapen(read_catalog(language)) == []


@pytest.mark.parametrize(
    "translation",
    [
        "Hallo {name}",  # a placeholder renamed
        "<b>Hallo</b>",  # a placeholder dropped
        "<b>Hallo {day}",  # a tag lost
        "<b>Hallo {day}</b> /hilfe",  # a command translated
    ],
)
def test_a_misshapen_translation_is_caught(translation: str) -> None:
    catalog = Catalog(locale="de")
    catalog.add("<b>Hello {day}</b> /help", translation)
    assert _misshapen(catalog) != []


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("ru", {1: "1 день", 2: "2 дня", 5: "5 дней", 21: "21 день"}),
        ("uk", {1: "1 день", 2: "2 дні", 5: "5 днів", 21: "21 день"}),
    ],
)
def test_plural_forms_follow_the_language(language: str, expected: dict[int, str]) -> None:
    catalog = read_catalog(language)
    assert catalog.num_plurals == 3
    for message in catalog:
        if isinstance(message.id, tuple | list) and is_translated(message):
            assert len(_forms(message)) == 3, message.id
    with i18n.using(language):
        assert {n: streaks.days_phrase(n) for n in expected} == expected
        hours = {n: streaks.hours_phrase(n) for n in (1, 2, 5, 21)}
        minutes = {n: streaks.gap_phrase(n) for n in (1, 2, 5, 21)}
    assert len({phrase.split(" ", 1)[1] for phrase in hours.values()}) == 3
    assert len({phrase.split(" ", 1)[1] for phrase in minutes.values()}) == 3
    assert hours[1].split(" ", 1)[1] == hours[21].split(" ", 1)[1]
