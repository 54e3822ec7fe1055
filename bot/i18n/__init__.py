"""The person's language: gettext catalogs, plural forms and locale formats, per update.

- `activate(code)` / `using(code)` set the current language (a context variable: once per
  update, once per scheduled message); `current()` reads it.
- Copy lives in bot/texts/ as English constants; reading `T.NAME` gives it in the current
  language (see bot/i18n/copy.py for the rules). Functions there use `tr`, `ngettext` and the
  `format_*` helpers.
- Catalogs: bot/locale/messages.pot and bot/locale/<language>/LC_MESSAGES/messages.po;
  `python -m bot.i18n extract` refreshes them from the code, `python -m bot.i18n compile`
  builds the .mo files (scripts/run and scripts/test do that on every start).
"""

from __future__ import annotations

from bot.i18n.context import (
    activate,
    current,
    deactivate,
    gettext,
    install,
    ngettext,
    pgettext,
    reload,
    translations,
    using,
)
from bot.i18n.copy import LocalizedModule, keep, localize_package, tr
from bot.i18n.formats import (
    format_country,
    format_date,
    format_day_month,
    format_number,
    format_short_day,
    format_time,
    format_weekday,
    weekday_abbreviation,
)
from bot.i18n.languages import DEFAULT, LANGUAGES, NAMES, PENDING_TRANSLATION, supported

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "NAMES",
    "PENDING_TRANSLATION",
    "LocalizedModule",
    "activate",
    "current",
    "deactivate",
    "format_country",
    "format_date",
    "format_day_month",
    "format_number",
    "format_short_day",
    "format_time",
    "format_weekday",
    "gettext",
    "install",
    "keep",
    "localize_package",
    "ngettext",
    "pgettext",
    "reload",
    "supported",
    "tr",
    "translations",
    "using",
    "weekday_abbreviation",
]
