"""Dates, times and numbers written the way the current language writes them (Babel/CLDR)."""

from __future__ import annotations

from datetime import date, datetime, time

from babel import Locale
from babel import dates as babel_dates
from babel import numbers as babel_numbers

from bot.i18n.context import current
from bot.i18n.languages import DEFAULT, LANGUAGES

# Which CLDR locale formats for each language. English uses British conventions (24-hour
# clock, day before month), matching the examples the bot gives ("yesterday 21:30",
# "1.11.2026"); Portuguese is CLDR's default, Brazilian.
FORMAT_LOCALES: dict[str, str] = {language: language for language in LANGUAGES} | {"en": "en_GB"}


def locale(language: str | None = None) -> Locale:
    code = FORMAT_LOCALES.get(language or current(), FORMAT_LOCALES[DEFAULT])
    return Locale.parse(code)


def format_date(day: date, form: str = "long") -> str:
    """A date: form is "short" (01/11/2026), "medium", "long" (1 November 2026) or "full"."""
    return babel_dates.format_date(day, form, locale=locale())


def format_day_month(day: date) -> str:
    """A date without its year: "1 November", "1. November", "1 ноября"."""
    return babel_dates.format_skeleton("MMMMd", day, locale=locale())


def format_short_day(day: date) -> str:
    """A weekday, day and month, short: "Sat 28 Nov", "Sa., 28. Nov.", "сб, 28 лист."."""
    return babel_dates.format_skeleton("MMMEd", day, locale=locale())


def format_weekday(day: date) -> str:
    return babel_dates.format_date(day, "EEEE", locale=locale())


def format_time(moment: time | datetime) -> str:
    """A clock time in the language's short form ("21:30" for most, "9:30 PM" nowhere yet)."""
    return babel_dates.format_time(moment, "short", locale=locale())


def format_number(value: float) -> str:
    """A number with the language's grouping and decimal marks: 1,000.5 / 1.000,5 / 1 000,5."""
    return babel_numbers.format_decimal(value, locale=locale())


def format_country(code: str) -> str:
    """A country's name in the current language ("DE" -> "Germany", "Deutschland", "Німеччина")."""
    return str(locale().territories.get(code.upper(), code.upper()))


def weekday_abbreviation(index: int) -> str:
    """A short weekday name, Monday being 0: "Mon", "Mo.", "пн"."""
    return str(locale().days["format"]["abbreviated"][index])
