"""The current language (a context variable) and gettext for it.

The language is set once per update (from the person's stored language) and once per
scheduled message, with `activate`/`using`; everything below reads it. A context variable
follows each asyncio task, so concurrent updates for different people never see each other's.
"""

from __future__ import annotations

import gettext as gettext_module
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token

from bot.i18n import catalogs
from bot.i18n.languages import DEFAULT, supported

_language: ContextVar[str] = ContextVar("language", default=DEFAULT)
_loaded: dict[str, gettext_module.NullTranslations] = {}
_installed: set[str] = set()
# Bumped whenever loaded catalogs change, so caches of translated copy know to start over.
_generation = [0]


def current() -> str:
    """The language of whatever is being answered right now."""
    return _language.get()


def activate(code: str | None) -> Token[str]:
    """Speak `code` (any Telegram language code; unknown ones mean English) from here on."""
    return _language.set(code if code in _installed else supported(code))


def deactivate(token: Token[str]) -> None:
    _language.reset(token)


@contextmanager
def using(code: str | None) -> Iterator[str]:
    """Speak `code` inside the block: `with i18n.using(user.language): ...`."""
    token = activate(code)
    try:
        yield current()
    finally:
        deactivate(token)


def translations(language: str | None = None) -> gettext_module.NullTranslations:
    language = language or current()
    found = _loaded.get(language)
    if found is None:
        found = _loaded[language] = catalogs.load(language)
    return found


def install(language: str, found: gettext_module.NullTranslations) -> None:
    """Use `found` for `language` (tests use it for a pseudo-language)."""
    _loaded[language] = found
    _installed.add(language)
    _generation[0] += 1


def reload() -> None:
    """Forget loaded catalogs; the next lookup reads them again."""
    _loaded.clear()
    _installed.clear()
    _generation[0] += 1


def generation() -> int:
    return _generation[0]


def gettext(message: str) -> str:
    return translations().gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n`, by the current language's own plural rule (from its catalog)."""
    return translations().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return translations().pgettext(context, message)
