"""Emergency numbers by country: which number to show first, and police or ambulance if they differ.

The source is Google's libphonenumber short-number metadata (the ``phonenumbers`` package): it
knows which short numbers are emergency numbers in each region. A small curated table adds what
the metadata cannot say: which of a country's numbers to show first, and which one is the police
and which the ambulance. Every curated number is checked against the metadata in a test, so the
table can only narrow what the metadata says, never invent a number.

Pure: no I/O. The scan of one region (every 2- and 3-digit number) is cached.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Final

import phonenumbers
from phonenumbers import shortnumberinfo


class Service(StrEnum):
    """What the person needs most: the police (danger from someone) or an ambulance."""

    POLICE = "police"
    AMBULANCE = "ambulance"


@dataclass(frozen=True, slots=True)
class Curated:
    """One country's numbers as people there know them; None means "the general number"."""

    general: str | None
    police: str | None = None
    ambulance: str | None = None


# Countries whose first number is not simply "112, else 911, 999, 000" from the metadata, or
# whose police and ambulance have numbers of their own. Every number here is an emergency number
# in the metadata (tests/unit/test_emergency.py).
CURATED: Final[dict[str, Curated]] = {
    "GB": Curated("999"),
    "IE": Curated("112"),
    "US": Curated("911"),
    "CA": Curated("911"),
    "MX": Curated("911"),
    "AU": Curated("000"),
    "NZ": Curated("111"),
    "DE": Curated("112", police="110"),
    "AT": Curated("112", police="133", ambulance="144"),
    "CH": Curated("112", police="117", ambulance="144"),
    "FR": Curated("112", police="17", ambulance="15"),
    "BE": Curated("112", police="101"),
    "IT": Curated("112", police="113", ambulance="118"),
    "PL": Curated("112", police="997", ambulance="999"),
    "GR": Curated("112", police="100", ambulance="166"),
    "CZ": Curated("112", police="158", ambulance="155"),
    "SK": Curated("112", police="158", ambulance="155"),
    "HU": Curated("112", police="107", ambulance="104"),
    "HR": Curated("112", police="192", ambulance="194"),
    "UA": Curated("112", police="102", ambulance="103"),
    "RU": Curated("112", police="102", ambulance="103"),
    "IN": Curated("112", police="100", ambulance="108"),
    "AR": Curated("911", ambulance="107"),
    "NO": Curated(None, police="112", ambulance="113"),
    "ZA": Curated(None, police="10111", ambulance="10177"),
    "BR": Curated(None, police="190", ambulance="192"),
    "CL": Curated(None, police="133", ambulance="131"),
    "JP": Curated(None, police="110", ambulance="119"),
    "KR": Curated(None, police="112", ambulance="119"),
    "CN": Curated(None, police="110", ambulance="120"),
    "IL": Curated(None, police="100", ambulance="101"),
    "SG": Curated(None, police="999", ambulance="995"),
    "AE": Curated(None, police="999", ambulance="998"),
    "EG": Curated(None, police="122", ambulance="123"),
    "VN": Curated(None, police="113", ambulance="115"),
    "PK": Curated(None, police="15", ambulance="1122"),
    "TH": Curated(None, police="191", ambulance="1669"),
    "HK": Curated("999"),
    "MY": Curated("999"),
    "KE": Curated("999"),
    "PH": Curated("911"),
    "SA": Curated("911"),
    "TR": Curated("112"),
    "CO": Curated("123"),
}

# The general numbers people recognise, tried in this order when a country is not curated.
GENERAL_NUMBERS: Final = ("112", "911", "999", "000")

# With no country known: the common ones, each with where it works.
WITHOUT_COUNTRY: Final[tuple[tuple[str, str], ...]] = (
    ("112", "Europe"),
    ("911", "the US and Canada"),
    ("999", "the UK"),
    ("000", "Australia"),
)


@dataclass(frozen=True, slots=True)
class EmergencyNumbers:
    """One country's emergency numbers, the one to call first leading."""

    region: str
    general: str | None
    police: str | None
    ambulance: str | None
    # Every emergency number the metadata knows for the region (2 or 3 digits), in order.
    known: tuple[str, ...]

    def first(self, need: Service | None = None) -> str:
        """The number to show first: the general one, else the one for what is needed."""
        if self.general is not None:
            return self.general
        if need is Service.AMBULANCE and self.ambulance is not None:
            return self.ambulance
        for number in (self.police, self.ambulance, *self.known):
            if number is not None:
                return number
        raise AssertionError("an EmergencyNumbers always holds a number")  # pragma: no cover

    def extras(self, need: Service | None = None) -> tuple[tuple[Service, str], ...]:
        """Police and ambulance numbers besides the first one, the needed service first."""
        lead = self.first(need)
        pairs = [(Service.POLICE, self.police), (Service.AMBULANCE, self.ambulance)]
        if need is Service.AMBULANCE:
            pairs.reverse()
        return tuple((service, number) for service, number in pairs if number and number != lead)


def is_emergency_number(number: str, region: str) -> bool:
    """True when libphonenumber's metadata lists this exact number as an emergency number."""
    return bool(shortnumberinfo.is_emergency_number(number, region.upper()))


@lru_cache(maxsize=256)
def known_numbers(region: str) -> tuple[str, ...]:
    """Every 2- and 3-digit emergency number of the region, shortest first."""
    code = region.upper()
    if code not in phonenumbers.SUPPORTED_SHORT_REGIONS:
        return ()
    candidates = (f"{n:0{width}d}" for width in (2, 3) for n in range(10**width))
    return tuple(number for number in candidates if is_emergency_number(number, code))


def numbers_for(region: str | None) -> EmergencyNumbers | None:
    """The region's numbers, or None when no country is set or nothing is known for it."""
    if not region:
        return None
    code = region.upper()
    known = known_numbers(code)
    curated = CURATED.get(code)
    if curated is not None:
        return EmergencyNumbers(code, curated.general, curated.police, curated.ambulance, known)
    if not known:
        return None
    general: str = next((n for n in GENERAL_NUMBERS if n in known), known[0])
    return EmergencyNumbers(code, general, None, None, known)
