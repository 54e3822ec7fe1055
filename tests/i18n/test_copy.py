"""The mechanism: copy constants read in the current language, structures keep their shape."""

from __future__ import annotations

import ast
import asyncio
import pkgutil
from datetime import date, datetime, time
from pathlib import Path

import pytest

import bot.texts
from bot import i18n
from bot.i18n.copy import Command, LocalizedModule, copy_names, iter_copy
from bot.texts import core, craving, memory, privacy, reminders, safety, streaks
from tests.i18n.pseudo import pseudo_language, untranslated

ROOT = Path(__file__).resolve().parents[2]


def test_a_constant_reads_in_the_current_language() -> None:
    assert core.WELCOME.startswith("Hi.")
    with pseudo_language():
        assert core.WELCOME.startswith("⟦Hi.") and core.WELCOME.endswith("⟧")
        assert core.SINCE_SET.format(day="x") == "⟦Got it: counting from x.⟧"
    assert core.WELCOME.startswith("Hi.")


def test_structures_keep_their_shape_keys_and_names() -> None:
    with pseudo_language():
        kinds = streaks.BTN_KIND
        assert set(kinds) == set(vars(streaks)["BTN_KIND"])
        assert kinds["held"] == "⟦They reached out, I held⟧"
        assert [command.name for command in core.COMMANDS] == ["start", "settings", "help"]
        assert all(isinstance(command, Command) for command in core.COMMANDS)
        assert core.COMMANDS[2].description == "⟦What I can do⟧"
        card = memory.CARDS_BY_KEY["grief"]
        assert card.key == "grief" and card.title == "⟦Grief after leaving⟧"
        assert memory.CARDS_FOR_MOMENT["grief"] == ("grief", "memory")
        assert safety.HELPLINE_HOME == "https://findahelpline.com"
        assert craving.BTN_ZERO == "0" and craving.BREATH_ROUNDS == 3
        assert streaks.MILESTONE_LINES[7].startswith("⟦A week")
        assert craving.FOLLOWUP_LABELS[10] == "⟦In 10 min⟧"


def test_translations_are_cached_per_language_and_dropped_on_reload() -> None:
    with pseudo_language():
        assert streaks.BTN_KIND is streaks.BTN_KIND
    assert streaks.BTN_KIND["held"] == "They reached out, I held"


async def test_each_task_keeps_its_own_language() -> None:
    seen: dict[str, list[str]] = {"de": [], "uk": []}

    async def speak(language: str) -> None:
        with i18n.using(language):
            for _ in range(3):
                await asyncio.sleep(0)
                seen[language].append(i18n.current())

    await asyncio.gather(speak("de"), speak("uk"))
    assert seen == {"de": ["de"] * 3, "uk": ["uk"] * 3}
    assert i18n.current() == "en"


@pytest.mark.parametrize(
    ("code", "language"),
    [
        ("en", "en"),
        ("pt-br", "pt"),
        ("de-AT", "de"),
        ("uk", "uk"),
        ("RU", "ru"),
        ("es_419", "es"),
        ("ja", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_telegram_codes_map_onto_a_supported_language(code: str | None, language: str) -> None:
    assert i18n.supported(code) == language


def test_every_texts_module_is_localized() -> None:
    names = [info.name for info in pkgutil.walk_packages(bot.texts.__path__, "bot.texts.")]
    assert names
    for name in names:
        module = __import__(name, fromlist=["_"])
        assert isinstance(module, LocalizedModule), name


def test_copy_is_never_imported_by_name() -> None:
    """`from bot.texts.core import WELCOME` would bind the English once, at import."""
    offenders = []
    for folder in ("bot", "handlers", "tests", "scripts"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.ImportFrom) or not node.module:
                    continue
                if not node.module.startswith("bot.texts."):
                    continue
                module = __import__(node.module, fromlist=["_"])
                names = set(copy_names(module))
                offenders += [
                    f"{path.relative_to(ROOT)}:{node.lineno} {alias.name}"
                    for alias in node.names
                    if alias.name in names
                ]
    assert offenders == []


def test_no_key_is_mistaken_for_copy() -> None:
    """A snake_case string inside a copy constant is a key: list the constant in NOT_COPY."""
    found = [
        f"{module.__name__}.{name}{where}: {text}"
        for module in (core, craving, memory, privacy, reminders, safety, streaks)
        for name, where, text in iter_copy(module)
        if "_" in text and text.replace("_", "").isalpha() and text.islower()
    ]
    assert found == []


# Every function in bot/texts, called as the handlers call it: nothing may stay English.
CALLS = {
    "core.help_text": lambda: core.help_text(core.COMMANDS),
    "core.settings_summary": lambda: core.settings_summary(None, None, None, more="12"),
    "core.settings_summary/resets": lambda: core.settings_summary("1", "2", "3", True),
    "craving.breath_frame": lambda: craving.breath_frame(1, 2),
    "memory.journal_count/0": lambda: memory.journal_count(0),
    "memory.journal_count/3": lambda: memory.journal_count(3),
    "reminders.settings_lines": lambda: reminders.settings_lines(None, None),
    "reminders.date_name": lambda: reminders.date_name("02-14", None),
    "streaks.days_phrase": lambda: streaks.days_phrase(5),
    "streaks.slip_previous": lambda: streaks.slip_previous(46),
    "streaks.hours_phrase": lambda: streaks.hours_phrase(2),
    "streaks.hours_phrase/none": lambda: streaks.hours_phrase(0),
    "streaks.current_phrase/hours": lambda: streaks.current_phrase(1, 30),
    "streaks.current_phrase/none": lambda: streaks.current_phrase(0, 0),
    "streaks.gap_phrase/minutes": lambda: streaks.gap_phrase(5),
    "streaks.gap_phrase/hours": lambda: streaks.gap_phrase(300),
    "streaks.milestone_text/7": lambda: streaks.milestone_text(7),
    "streaks.milestone_text/730": lambda: streaks.milestone_text(730),
    "streaks.rules_summary": lambda: streaks.rules_summary(["text"], ["money"], None),
    "streaks.rules_summary/none": lambda: streaks.rules_summary([], [], "9-17"),
    "streaks.structured_on": lambda: streaks.structured_on(["call"], ["work"], None),
}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_texts_functions_leave_no_english(name: str) -> None:
    with pseudo_language():
        text = CALLS[name]()
    assert untranslated(text) == "", text


def test_every_texts_function_is_covered() -> None:
    functions = {
        f"{module.__name__.rsplit('.', 1)[1]}.{name}"
        for module in (core, craving, memory, privacy, reminders, safety, streaks)
        for name, value in vars(module).items()
        if callable(value)
        and not isinstance(value, type)
        and not name.startswith("_")
        and getattr(value, "__module__", None) == module.__name__
    }
    covered = {name.split("/", 1)[0] for name in CALLS}
    assert functions <= covered, functions - covered


def test_dates_times_and_numbers_follow_the_language() -> None:
    day, clock = date(2026, 11, 1), time(21, 30)
    moment = datetime(2026, 11, 1, 21, 30)
    expected = {
        "en": ("1 November 2026", "1 November", "21:30", "1,234.5"),
        "de": ("1. November 2026", "1. November", "21:30", "1.234,5"),
        "uk": ("1 листопада 2026\u202fр.", "1 листопада", "21:30", "1\xa0234,5"),
        "es": ("1 de noviembre de 2026", "1 de noviembre", "21:30", "1.234,5"),
    }
    for language, (long_date, day_month, hour, number) in expected.items():
        with i18n.using(language):
            assert i18n.format_date(day) == long_date
            assert i18n.format_day_month(day) == day_month
            assert i18n.format_time(clock) == hour == i18n.format_time(moment)
            assert i18n.format_number(1234.5) == number


def test_countries_and_weekdays_in_the_language() -> None:
    names = {}
    for language in ("en", "de", "uk", "es"):
        with i18n.using(language):
            names[language] = (i18n.format_country("de"), i18n.weekday_abbreviation(0))
    assert names["en"] == ("Germany", "Mon")
    assert names["de"][0] == "Deutschland"
    assert names["uk"][0] == "Німеччина"
    assert names["es"][0] == "Alemania"


def _read_at_import(path: Path) -> list[str]:
    """`T.NAME` evaluated when a module is imported (module level, defaults, decorators)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    aliases = {
        alias.asname or alias.name
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.module == "bot.texts"
        for alias in node.names
    }
    found: list[str] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            decorators = [] if isinstance(node, ast.Lambda) else node.decorator_list
            defaults = [*node.args.defaults, *(d for d in node.args.kw_defaults if d)]
            for child in [*decorators, *defaults]:
                visit(child)
            return
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
            and node.attr.isupper()
        ):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.value.id}.{node.attr}")
        for inner in ast.iter_child_nodes(node):
            visit(inner)

    for statement in tree.body:
        visit(statement)
    return found


def test_copy_is_read_when_used_not_at_import() -> None:
    """A keyboard built at import time would be in English for everyone, forever."""
    offenders = [
        found
        for folder in ("bot", "handlers")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if "texts" not in path.parts
        for found in _read_at_import(path)
    ]
    assert offenders == []


def test_every_command_is_a_command() -> None:
    """A plain ("stats", "…") pair would send the command's own name to the translators."""
    for info in pkgutil.walk_packages(bot.texts.__path__, "bot.texts."):
        module = __import__(info.name, fromlist=["_"])
        for command in vars(module).get("COMMANDS", ()):
            assert isinstance(command, Command), f"{info.name}: {command}"
