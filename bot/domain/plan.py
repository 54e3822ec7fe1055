"""The personal safety plan's shape: sections, limits, phone numbers, the "reach my person" link.

The sections follow the Stanley–Brown safety plan (warning signs, things I can do on my own,
people and places that take my mind off it, people I can ask for help, professionals and
helplines, making my surroundings safer, my reason to keep going) and domestic-violence safety
planning as in myPlan (a safe place to go, what to take). "People I can ask for help" are the
trusted people, kept apart with a name and a number; every other section is a short list of lines.

Pure: plain values in, plain values out.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Final
from urllib.parse import quote

import phonenumbers


class Section(StrEnum):
    WARNING_SIGNS = "warning_signs"
    ON_MY_OWN = "on_my_own"
    DISTRACTIONS = "distractions"
    PEOPLE = "people"
    PROFESSIONALS = "professionals"
    SURROUNDINGS = "surroundings"
    SAFE_PLACE = "safe_place"
    TAKE_WITH = "take_with"
    REASON = "reason"


# The order the plan is built and read in.
ORDER: Final = tuple(Section)
# Sections kept as lines of text; PEOPLE are trusted people (a name and a number).
LINE_SECTIONS: Final = tuple(section for section in ORDER if section is not Section.PEOPLE)
# What "I'm not safe right now" shows from the plan, in this order, after the emergency number:
# where to go and what to take, what helps on one's own, then the people.
WHEN_NOT_SAFE: Final = (
    Section.SAFE_PLACE,
    Section.TAKE_WITH,
    Section.SURROUNDINGS,
    Section.ON_MY_OWN,
    Section.PEOPLE,
    Section.REASON,
)

MAX_LINE_CHARS: Final = 300
MAX_LINES_PER_SECTION: Final = 10
MAX_PEOPLE: Final = 5
MAX_NAME_CHARS: Final = 60
MIN_PHONE_DIGITS: Final = 3
MAX_PHONE_DIGITS: Final = 17

SHARE_URL: Final = "https://t.me/share/url"

_PHONE_CHARS: Final = re.compile(r"^\+?[\d\s().\-/]+$")


class BadPhone(ValueError):
    """Not something a phone can dial."""


class BadName(ValueError):
    """Empty, or longer than MAX_NAME_CHARS."""


def clean_name(text: str) -> str:
    name = " ".join(text.split())
    if not name or len(name) > MAX_NAME_CHARS:
        raise BadName(name)
    return name


def clean_phone(text: str, region: str | None) -> str:
    """The number in international form when libphonenumber can read it for the person's
    country, else the digits as typed (a short local number is still a number); BadPhone when
    it is not a number at all."""
    raw = text.strip()
    if not _PHONE_CHARS.match(raw):
        raise BadPhone(raw)
    digits = re.sub(r"\D", "", raw)
    if not MIN_PHONE_DIGITS <= len(digits) <= MAX_PHONE_DIGITS:
        raise BadPhone(raw)
    try:
        parsed = phonenumbers.parse(raw, region.upper() if region else None)
    except phonenumbers.NumberParseException:
        parsed = None
    if parsed is not None and phonenumbers.is_valid_number(parsed):
        return str(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL))
    return ("+" if raw.startswith("+") else "") + digits


def share_link(message: str) -> str:
    """A link that opens Telegram's own "share" screen with the message ready: the person picks
    who gets it and sends it themselves; the bot never contacts anyone."""
    return f"{SHARE_URL}?url={quote(message, safe='')}"
