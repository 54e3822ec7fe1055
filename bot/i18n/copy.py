"""Copy in bot/texts/: English constants that read in the current language.

The whole contract for people writing copy:

- Every module-level constant with an UPPERCASE name in a bot/texts module is copy, and its
  English text is the message id. Reading it from outside the module (`T.WELCOME`,
  `T.BTN_KIND["held"]`) gives it in the current language; its type stays what mypy sees.
- Inside a constant, every string with a letter in it is translated: plain strings, items of
  tuples and lists, dict values (never dict keys), fields of dataclasses and named tuples
  except the ones a class names with `@keep(...)` (a command's name, a card's key).
- Strings without a letter ("0", "09:00", "✓ ") stay as they are, and so do constants the
  module lists in `NOT_COPY` (a URL, say).
- Functions in bot/texts read their module's constants through `tr(NAME)`, write plural
  phrases with `ngettext`, and format dates and numbers with bot.i18n's formatters. A module's
  own globals are a plain dict that cannot be made lazy, so a bare `NAME` there stays English
  (the pseudo-language tests catch that).
- Never `from bot.texts.core import WELCOME`: that binds the English text once, at import.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import pkgutil
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any, NamedTuple, TypeVar, cast

from bot.i18n.context import current, generation, translations

T = TypeVar("T")
C = TypeVar("C", bound=type)

_KEEP_ATTR = "__i18n_keep__"
NOT_COPY_NAME = "NOT_COPY"


def keep(*fields: str) -> Callable[[C], C]:
    """Class decorator: these fields of a dataclass or named tuple are never translated."""

    def mark(cls: C) -> C:
        setattr(cls, _KEEP_ATTR, frozenset(fields))
        return cls

    return mark


@keep("name")
class Command(NamedTuple):
    """A command for the menu and /help: the name stays, the description is copy."""

    name: str
    description: str


def is_copy(text: str) -> bool:
    """Whether a string is words to translate (it has a letter) rather than "0" or "09:00"."""
    return any(character.isalpha() for character in text)


def map_copy(value: Any, change: Callable[[str, str], str], where: str = "") -> Any:
    """`value` rebuilt with every copy string `s` in it replaced by `change(where, s)`."""
    if isinstance(value, str):
        return change(where, value) if is_copy(value) else value
    kept: frozenset[str] = getattr(type(value), _KEEP_ATTR, frozenset())
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return type(value)(
            *(
                item if name in kept else map_copy(item, change, f"{where}.{name}")
                for name, item in zip(value._fields, value, strict=True)
            )
        )
    if isinstance(value, tuple):
        return tuple(map_copy(item, change, f"{where}[{i}]") for i, item in enumerate(value))
    if isinstance(value, list):
        return [map_copy(item, change, f"{where}[{i}]") for i, item in enumerate(value)]
    if isinstance(value, dict):
        return {key: map_copy(item, change, f"{where}[{key}]") for key, item in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            field.name: map_copy(getattr(value, field.name), change, f"{where}.{field.name}")
            for field in dataclasses.fields(value)
            if field.init and field.name not in kept
        }
        return dataclasses.replace(value, **changes)
    return value


def tr(value: T) -> T:
    """`value` (a string, or a structure holding strings) in the current language."""
    found = translations()
    return cast(T, map_copy(value, lambda _where, text: found.gettext(text)))


# (module, constant, language) -> (catalog generation, translated structure)
_cache: dict[tuple[str, str, str], tuple[int, Any]] = {}


class LocalizedModule(ModuleType):
    """A bot/texts module whose UPPERCASE constants read in the current language."""

    def __getattribute__(self, name: str) -> Any:
        value = super().__getattribute__(name)
        if not name.isupper() or name == NOT_COPY_NAME:
            return value
        if name in super().__getattribute__("__dict__").get(NOT_COPY_NAME, ()):
            return value
        if isinstance(value, str):
            return translations().gettext(value) if is_copy(value) else value
        if value is None or isinstance(value, int | float | ModuleType | type):
            return value
        key = (super().__getattribute__("__name__"), name, current())
        stamp = generation()
        cached = _cache.get(key)
        if cached is None or cached[0] != stamp:
            cached = _cache[key] = (stamp, tr(value))
        return cached[1]


def copy_names(module: ModuleType) -> list[str]:
    """The names of a texts module's copy constants, in source order."""
    skipped = set(vars(module).get(NOT_COPY_NAME, ())) | {NOT_COPY_NAME}
    return [
        name
        for name, value in vars(module).items()
        if name.isupper()
        and name not in skipped
        and not isinstance(value, ModuleType | type)
        and not callable(value)
    ]


def iter_copy(module: ModuleType) -> Iterator[tuple[str, str, str]]:
    """(constant name, where inside it, English text) for every copy string in a module."""
    found: list[tuple[str, str, str]] = []
    for name in copy_names(module):
        map_copy(vars(module)[name], functools.partial(_record, found, name))
    yield from found


def _record(found: list[tuple[str, str, str]], name: str, where: str, text: str) -> str:
    """Note one copy string (for iter_copy) and keep it as it is."""
    found.append((name, where, text))
    return text


def localize_package(package: ModuleType) -> list[ModuleType]:
    """Import every module of a package (recursively) and make its constants localized."""
    modules = []
    for info in pkgutil.walk_packages(package.__path__, prefix=f"{package.__name__}."):
        module = importlib.import_module(info.name)
        module.__class__ = LocalizedModule
        modules.append(module)
    return modules
