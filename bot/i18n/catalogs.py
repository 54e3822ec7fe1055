"""Where the catalogs live, how they are compiled, and how the running bot loads them.

bot/locale/messages.pot is the template (made by `python -m bot.i18n extract`), and
bot/locale/<language>/LC_MESSAGES/messages.po holds one language's translations. The .mo files
next to them are built, not committed: scripts/run and scripts/test compile them on every
start (only the ones older than their .po), and the Docker image compiles them at build time.
If one is missing or stale anyway (a .po edited, then `python -m bot` run directly), the bot
compiles that catalog in memory instead, so what it says always matches the .po.
"""

from __future__ import annotations

import gettext as gettext_module
import io
import logging
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from bot.i18n.languages import LANGUAGES

logger = logging.getLogger(__name__)

DOMAIN = "messages"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


class CatalogError(Exception):
    """A catalog that does not parse, or fails Babel's checks (placeholders, plural count)."""


def read_catalog(language: str, path: Path | None = None) -> Catalog:
    path = path or po_path(language)
    with path.open("rb") as handle:
        try:
            return read_po(handle, locale=language, abort_invalid=True)
        except Exception as error:  # Babel raises PoFileError and friends
            raise CatalogError(f"{path}: {error}") from error


def is_translated(message: Message) -> bool:
    """Whether an entry has every form translated and is not waiting for review (fuzzy)."""
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return all(strings) and not message.fuzzy


def compile_catalog(catalog: Catalog) -> bytes:
    """The .mo bytes for a catalog; raises CatalogError if Babel's checks find a problem."""
    problems = [
        f"{message.id!r}: {error}" for message, errors in catalog.check() for error in errors
    ]
    if problems:
        raise CatalogError(f"{catalog.locale}: " + "; ".join(problems))
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def compile_all(languages: tuple[str, ...] = LANGUAGES, *, force: bool = False) -> list[Path]:
    """Write the .mo of every catalog whose .po is newer; returns the files written."""
    written = []
    for language in languages:
        po, mo = po_path(language), mo_path(language)
        if not po.exists():
            continue
        if not force and mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        data = compile_catalog(read_catalog(language))
        temporary = mo.with_suffix(".mo.tmp")
        temporary.write_bytes(data)
        temporary.replace(mo)
        written.append(mo)
    return written


def load(language: str) -> gettext_module.NullTranslations:
    """One language's translations: its .mo if current, else compiled in memory from the .po."""
    po, mo = po_path(language), mo_path(language)
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as handle:
            return gettext_module.GNUTranslations(handle)
    if po.exists():
        logger.debug("catalog %s compiled in memory (no current .mo)", language)
        return gettext_module.GNUTranslations(io.BytesIO(compile_catalog(read_catalog(language))))
    logger.warning("no catalog for %s; its messages stay in English", language)
    return gettext_module.NullTranslations()
