"""A pseudo-language for tests: every translated string comes back wrapped in ⟦ ⟧.

Whatever the bot sends outside the brackets was never looked up in a catalog: English that a
translator could not reach.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterator
from contextlib import contextmanager

from bot import i18n

PSEUDO = "qps"
_BRACKETED = re.compile(r"⟦[^⟦⟧]*⟧")
_COMMAND = re.compile(r"/[a-z_]+")


class PseudoTranslations(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return f"⟦{message}⟧"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"⟦{msgid1 if n == 1 else msgid2}⟧"

    def pgettext(self, context: str, message: str) -> str:
        return f"⟦{message}⟧"


@contextmanager
def pseudo_language() -> Iterator[None]:
    i18n.install(PSEUDO, PseudoTranslations())
    try:
        with i18n.using(PSEUDO):
            yield
    finally:
        i18n.reload()


def untranslated(text: str) -> str:
    """What is left of `text` outside the brackets, commands and markup: should hold no words."""
    previous = None
    while previous != text:
        previous, text = text, _BRACKETED.sub(" ", text)
    text = _COMMAND.sub(" ", text)
    text = re.sub(r"</?[a-z]+>", " ", text)
    return "".join(character for character in text if character.isalpha())
