"""Extraction: every message id the bot can say, into messages.pot and each language's .po.

Two sources, one template:
1. the copy constants of bot/texts/, read the way the running bot reads them (so the template
   holds exactly the strings the bot will look up), each with its place in the source and its
   name as a comment for translators ("streaks.BTN_KIND[held]");
2. explicit gettext calls anywhere in the application packages (`ngettext("{n} day", ...)`
   in texts functions, `pgettext(...)`), found by Babel's own Python extractor, with their
   `# Translators:` comments.

Updating a .po keeps its translations; an English text that changed keeps its old
translation marked fuzzy (shown in English until a translator confirms it), and entries whose
English is gone stay at the end as obsolete (#~) so no work is lost.
"""

from __future__ import annotations

import ast
import importlib
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po, write_po

from bot.i18n.catalogs import DOMAIN, TEMPLATE, po_path
from bot.i18n.copy import LocalizedModule, iter_copy
from bot.i18n.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
PROJECT = "nocontact-bot"
VERSION = "1"
COPYRIGHT = "the nocontact-bot authors"
TEXTS_PACKAGE = "bot.texts"
# Top-level folders that hold no application code, never scanned for gettext calls.
NOT_APPLICATION = frozenset({"tests", "migrations", "scripts", "data"})
COMMENT_TAGS = ("Translators:",)
# A fixed creation date keeps the template's diff to what really changed.
CREATION_DATE = datetime(2026, 12, 1, tzinfo=UTC)
WIDTH = 100


def _hint(name: str) -> str | None:
    if name.startswith("BTN") or "_BTN" in name:
        return "A button: keep it short (about 30 characters at most)."
    if name.endswith("COMMANDS") or name == "HELP_SHORTCUTS":
        return "A line in the command menu; keep the command itself as it is."
    return None


@dataclass
class _Source:
    """Where each constant of a module starts, where its strings are, and comments above it."""

    path: str
    starts: dict[str, int] = field(default_factory=dict)
    strings: dict[str, dict[str, int]] = field(default_factory=dict)
    comments: dict[str, list[str]] = field(default_factory=dict)


def _source(module: ModuleType) -> _Source:
    file = Path(module.__file__ or "")
    text = file.read_text(encoding="utf-8")
    lines = text.splitlines()
    found = _Source(file.relative_to(ROOT).as_posix())
    for node in ast.parse(text).body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        for target in targets:
            if not isinstance(target, ast.Name):
                continue
            found.starts[target.id] = node.lineno
            found.strings[target.id] = {
                constant.value: constant.lineno
                for constant in ast.walk(node)
                if isinstance(constant, ast.Constant) and isinstance(constant.value, str)
            }
            found.comments[target.id] = _comments_above(lines, node.lineno)
    return found


def _comments_above(lines: list[str], lineno: int) -> list[str]:
    """The `# Translators: ...` block right above a line (continued by plain `#` lines)."""
    block: list[str] = []
    index = lineno - 2
    while index >= 0 and lines[index].lstrip().startswith("#"):
        block.insert(0, lines[index].lstrip()[1:].strip())
        index -= 1
    for start, line in enumerate(block):
        if line.startswith(COMMENT_TAGS):
            return [" ".join(block[start:])]
    return []


def texts_modules() -> list[ModuleType]:
    importlib.import_module(TEXTS_PACKAGE)
    import sys

    return sorted(
        (
            module
            for name, module in list(sys.modules.items())
            if name.startswith(f"{TEXTS_PACKAGE}.") and isinstance(module, LocalizedModule)
        ),
        key=lambda module: module.__name__,
    )


def copy_messages() -> Iterator[tuple[str, str, int, str]]:
    """(English text, file, line, "module.NAME[where]") for every copy string in bot/texts."""
    for module in texts_modules():
        source = _source(module)
        short = module.__name__.removeprefix(f"{TEXTS_PACKAGE}.")
        for name, where, text in iter_copy(module):
            line = source.strings.get(name, {}).get(text, source.starts.get(name, 1))
            yield text, source.path, line, f"{short}.{name}{where}"


def _application_dirs() -> list[Path]:
    return sorted(
        path
        for path in ROOT.iterdir()
        if path.is_dir() and (path / "__init__.py").exists() and path.name not in NOT_APPLICATION
    )


def template() -> Catalog:
    """The template catalog: every message id, from both sources."""
    catalog = Catalog(
        project=PROJECT,
        version=VERSION,
        copyright_holder=COPYRIGHT,
        domain=DOMAIN,
        charset="utf-8",
        creation_date=CREATION_DATE,
        revision_date=CREATION_DATE,
        fuzzy=False,
    )
    seen: set[str] = set()
    for text, path, line, name in copy_messages():
        comments = [name]
        if text not in seen:
            seen.add(text)
            source_name = name.split(".", 1)[1].split("[", 1)[0].split(".", 1)[0]
            hint = _hint(source_name)
            comments += [hint] if hint else []
            module = importlib.import_module(f"{TEXTS_PACKAGE}.{name.split('.', 1)[0]}")
            comments += _source(module).comments.get(source_name, [])
        catalog.add(text, locations=[(path, line)], auto_comments=comments)
    for directory in _application_dirs():
        for filename, line, message, comments, context in extract_from_dir(
            directory,
            method_map=[("**.py", "python")],
            keywords=DEFAULT_KEYWORDS,
            comment_tags=COMMENT_TAGS,
            strip_comment_tags=True,
        ):
            path = (directory / filename).relative_to(ROOT).as_posix()
            catalog.add(message, locations=[(path, line)], auto_comments=comments, context=context)
    return catalog


def render(catalog: Catalog) -> str:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, include_previous=True, sort_by_file=False)
    return buffer.getvalue().decode("utf-8")


_DATES = re.compile(r'^"(POT-Creation-Date|PO-Revision-Date): .*$', re.MULTILINE)


def _write_if_changed(path: Path, text: str) -> bool:
    old = path.read_text(encoding="utf-8") if path.exists() else None
    if old is not None and _DATES.sub("", old) == _DATES.sub("", text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def updated(language: str, source: Catalog) -> Catalog:
    """A language's catalog brought up to date with the template, translations kept."""
    path = po_path(language)
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=language)
    else:
        catalog = Catalog(
            locale=language,
            domain=DOMAIN,
            project=PROJECT,
            version=VERSION,
            copyright_holder=COPYRIGHT,
            charset="utf-8",
            creation_date=CREATION_DATE,
            revision_date=CREATION_DATE,
            fuzzy=False,
        )
    catalog.update(source, update_header_comment=True)
    catalog.fuzzy = False
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        if message.fuzzy and not any(strings):  # a guess from an untranslated entry: noise
            message.flags.discard("fuzzy")
            message.previous_id = []
    return catalog


def extract(languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    """Write messages.pot and update (or start) every language's .po; returns changed files."""
    source = template()
    changed = [TEMPLATE] if _write_if_changed(TEMPLATE, render(source)) else []
    for language in languages:
        if _write_if_changed(po_path(language), render(updated(language, source))):
            changed.append(po_path(language))
    return changed
