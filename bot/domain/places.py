"""Forgiving, pure matching of a user's typed time zone and country.

Everything here is side-effect free: lookup tables are built lazily on first use
(``functools.cache``) from the installed tz database (``zoneinfo`` + the
``tzdata`` package), ``pycountry`` and a small curated alias table. No function
in the public API raises on any input; garbage simply yields "no match".

Public API:

* :func:`match_timezone` -> :class:`ZoneMatch`
* :func:`is_valid_zone`, :func:`zone_label`
* :func:`match_country` -> :class:`CountryMatch`
* :func:`country_name`, :func:`default_country_for_zone`
"""

from __future__ import annotations

import difflib
import json
import math
import re
import unicodedata
import zoneinfo
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pycountry

__all__ = [
    "MAX_INPUT_LENGTH",
    "MAX_SUGGESTIONS",
    "CountryMatch",
    "ZoneMatch",
    "country_name",
    "default_country_for_zone",
    "is_valid_zone",
    "match_country",
    "match_timezone",
    "zone_label",
]

# The alias tables (what people type -> zones and countries) are data, shipped beside this file.
_DATA: dict[str, Any] = json.loads(
    resources.files("bot.domain").joinpath("places.json").read_text(encoding="utf-8")
)

MAX_INPUT_LENGTH = 100
"""Inputs longer than this (in characters) are rejected without matching."""

MAX_SUGGESTIONS = 4

_CONFIDENT_RATIO = 0.85
"""A fuzzy match must be at least this close to be taken without asking."""

_CLEAR_LEAD = 0.05
"""...and at least this much closer than the best match for anything else."""

_SUGGEST_RATIO = 0.7
"""Fuzzy matches below this are not even offered as suggestions."""

_MIN_CONFIDENT_KEY = 5
"""Keys shorter than this are too collision-prone to be fuzzy-matched with confidence."""

_MIN_PREFIX = 3
_MIN_CONFIDENT_PREFIX = 4


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class ZoneMatch:
    """Result of :func:`match_timezone`.

    ``zone`` is an IANA name when the match is confident (``suggestions`` is then
    empty); otherwise ``zone`` is ``None`` and ``suggestions`` holds up to
    :data:`MAX_SUGGESTIONS` IANA names, best first (possibly none).
    """

    zone: str | None
    suggestions: tuple[str, ...] = ()


@dataclass(frozen=True)
class CountryMatch:
    """Result of :func:`match_country`.

    ``code`` is an upper-case ISO 3166-1 alpha-2 code and ``name`` its display
    name when the match is confident; otherwise both are ``None`` and
    ``suggestions`` holds up to :data:`MAX_SUGGESTIONS` ``(code, name)`` pairs.
    """

    code: str | None
    name: str | None
    suggestions: tuple[tuple[str, str], ...] = ()


_NO_ZONE = ZoneMatch(None, ())
_NO_COUNTRY = CountryMatch(None, None, ())


# --------------------------------------------------------------------------- normalising

_DROP = re.compile(r"['’ʼ`´]")
_TO_SPACE = re.compile(r"[\s_\-.,;:()\[\]\"!?]+")
_SLASH = re.compile(r"\s*/\s*")
_HAS_WORD = re.compile(r"\w")


def _fold_char(ch: str) -> str:
    """Drop accents (combining marks); turn symbols, emoji and control chars into spaces."""
    if ch == "+":
        return ch
    category = unicodedata.category(ch)
    if category.startswith("M"):
        return ""
    if category.startswith(("S", "C")):
        return " "
    return ch


def _normalize(text: str) -> str:
    """Fold case and accents, unify separators: ``"São_Paulo "`` -> ``"sao paulo"``."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(_fold_char(ch) for ch in decomposed)
    folded = _DROP.sub("", stripped.casefold())
    spaced = _TO_SPACE.sub(" ", folded)
    return _SLASH.sub("/", spaced).strip(" /")


def _clean_input(text: object) -> str | None:
    """Normalised form of user input, or ``None`` for unusable input."""
    if not isinstance(text, str) or len(text) > MAX_INPUT_LENGTH:
        return None
    norm = _normalize(text)
    if not norm or not _HAS_WORD.search(norm):
        return None
    return norm


def _dedupe(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


# --------------------------------------------------------------------------- fuzzy core


@dataclass(frozen=True)
class _Index:
    """Normalised key -> candidate targets, plus precomputed helpers for matching."""

    targets: Mapping[str, tuple[str, ...]]
    rank: Mapping[str, int]  # lower = more prominent, used to order suggestions
    plain_keys: tuple[str, ...]  # fuzzy/prefix candidates without "/"
    slash_keys: tuple[str, ...]  # fuzzy/prefix candidates with "/" (IANA names)
    words: Mapping[str, tuple[str, ...]]
    by_length: Mapping[tuple[bool, int], tuple[str, ...]]

    def pool(self, query: str) -> tuple[str, ...]:
        return self.slash_keys if "/" in query else self.plain_keys

    def fuzzy_pool(self, query: str) -> list[str]:
        """Keys whose length allows a difflib ratio >= the suggestion cutoff."""
        # ratio <= 2 * min(a, b) / (a + b), so b must lie within these bounds.
        size, cut = len(query), _SUGGEST_RATIO
        low, high = math.ceil(size * cut / (2 - cut)), math.floor(size * (2 - cut) / cut)
        slash = "/" in query
        return [k for n in range(low, high + 1) for k in self.by_length.get((slash, n), ())]


def _make_index(
    layers: Iterable[Mapping[str, tuple[str, ...]]], fuzzy_ok: Iterable[str] | None = None
) -> _Index:
    """Merge layers (later layers override earlier ones key by key)."""
    targets: dict[str, tuple[str, ...]] = {}
    rank: dict[str, int] = {}
    for level, layer in enumerate(layers):
        for key, value in layer.items():
            if key and value:
                targets[key] = value
                rank[key] = -level
    allowed = set(targets) if fuzzy_ok is None else set(fuzzy_ok) & set(targets)
    fuzzy_keys = sorted(k for k in targets if k in allowed)
    words = {k: tuple(k.split()) for k in fuzzy_keys}
    by_length: dict[tuple[bool, int], list[str]] = {}
    for key in fuzzy_keys:
        by_length.setdefault(("/" in key, len(key)), []).append(key)
    return _Index(
        targets=targets,
        rank=rank,
        plain_keys=tuple(k for k in fuzzy_keys if "/" not in k),
        slash_keys=tuple(k for k in fuzzy_keys if "/" in k),
        words=words,
        by_length={k: tuple(v) for k, v in by_length.items()},
    )


@dataclass(frozen=True)
class _Found:
    confident: str | None
    suggestions: tuple[str, ...]


def _search(index: _Index, query: str, raw: str) -> _Found:
    """Exact, then comma parts, then prefix, then fuzzy lookup.

    ``query`` is the normalised input, ``raw`` the original text (for commas).
    """
    exact = index.targets.get(query)
    if exact is not None:
        if len(exact) == 1:
            return _Found(exact[0], ())
        return _Found(None, exact[:MAX_SUGGESTIONS])

    if "," in raw:  # "Paris, France": the first part that is an exact, unambiguous hit
        for part in raw.split(","):
            part_query = _clean_input(part)
            hit = index.targets.get(part_query) if part_query else None
            if hit is not None and len(hit) == 1:
                return _Found(hit[0], ())

    prefixed = _prefix_targets(index, query)
    if len(prefixed) == 1 and len(query) >= _MIN_CONFIDENT_PREFIX:
        return _Found(prefixed[0], ())

    fuzzy_best, fuzzy_all = _fuzzy_targets(index, query)
    if fuzzy_best is not None and not prefixed:
        return _Found(fuzzy_best, ())
    return _Found(None, _dedupe([*prefixed, *fuzzy_all])[:MAX_SUGGESTIONS])


def _prefix_targets(index: _Index, query: str) -> tuple[str, ...]:
    """Targets of keys that start with the query, or have a word that does."""
    if len(query) < _MIN_PREFIX:
        return ()
    slash = "/" in query
    starts: list[str] = []
    word_starts: list[str] = []
    for key in index.pool(query):
        if key.startswith(query):
            starts.append(key)
        elif not slash and any(w.startswith(query) for w in index.words[key]):
            word_starts.append(key)

    def order(key: str) -> tuple[int, int, str]:
        return (index.rank[key], len(key), key)

    keys = sorted(starts, key=order) + sorted(word_starts, key=order)
    return _dedupe(t for k in keys for t in index.targets[k])


def _fuzzy_targets(index: _Index, query: str) -> tuple[str | None, tuple[str, ...]]:
    """(confident target or None, all close targets best first) via difflib."""
    close = difflib.get_close_matches(query, index.fuzzy_pool(query), n=12, cutoff=_SUGGEST_RATIO)
    if not close:
        return None, ()
    matcher = difflib.SequenceMatcher(None, query, "")
    scored: list[tuple[float, str]] = []
    for key in close:
        matcher.set_seq2(key)
        scored.append((matcher.ratio(), key))
    scored.sort(key=lambda item: (-item[0], index.rank[item[1]], item[1]))

    ordered = _dedupe(t for _, k in scored for t in index.targets[k])

    # Confidence: the best long key is very close, points at a single target, and
    # every long key pointing elsewhere is clearly worse.
    long_keys = [(r, k) for r, k in scored if len(k) >= _MIN_CONFIDENT_KEY]
    if not long_keys:
        return None, ordered
    best_ratio, best_key = long_keys[0]
    best_targets = index.targets[best_key]
    if best_ratio < _CONFIDENT_RATIO or len(best_targets) != 1:
        return None, ordered
    for ratio, key in long_keys[1:]:
        if index.targets[key] != best_targets and ratio > best_ratio - _CLEAR_LEAD:
            return None, ordered
    return best_targets[0], ordered


# --------------------------------------------------------------------------- tz database


_EXCLUDED_ZONES = frozenset({"Factory", "localtime", "posixrules"})

# New canonical name -> older name, for installs with an older tz database.
_RENAMED: dict[str, str] = _DATA["renamed_zones"]


@cache
def _valid_zones() -> frozenset[str]:
    try:
        names = zoneinfo.available_timezones()
    except Exception:  # pragma: no cover - broken tz installation
        names = set()
    return frozenset(
        z for z in names if z not in _EXCLUDED_ZONES and not z.startswith(("posix/", "right/"))
    )


def is_valid_zone(name: str) -> bool:
    """True if ``name`` is an exact IANA zone name usable with ``zoneinfo.ZoneInfo``."""
    return isinstance(name, str) and name in _valid_zones()


def _resolve_zone(name: str) -> str | None:
    """``name`` if valid, else its older spelling if that is valid."""
    if is_valid_zone(name):
        return name
    old = _RENAMED.get(name)
    if old is not None and is_valid_zone(old):
        return old
    return None


def _resolve_all(names: Iterable[str]) -> tuple[str, ...]:
    return _dedupe(z for z in (_resolve_zone(n) for n in names) if z is not None)


def _read_tz_text(filename: str) -> str:
    try:
        return resources.files("tzdata").joinpath("zoneinfo", filename).read_text("utf-8")
    except Exception:
        pass
    try:
        return Path("/usr/share/zoneinfo", filename).read_text("utf-8")
    except Exception:
        return ""


def _read_tz_bytes(zone: str) -> bytes | None:
    try:
        return resources.files("tzdata").joinpath("zoneinfo", *zone.split("/")).read_bytes()
    except Exception:
        return None


@cache
def _zone_tab() -> tuple[tuple[str, str], ...]:
    """``(country code, zone)`` rows of ``zone.tab``, in file order."""
    rows: list[tuple[str, str]] = []
    for line in _read_tz_text("zone.tab").splitlines():
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) >= 3 and is_valid_zone(parts[2]):
            rows.append((parts[0].upper(), parts[2]))
    return tuple(rows)


@cache
def _zones_by_country() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for code, zone in _zone_tab():
        out.setdefault(code, []).append(zone)
    return {code: tuple(zones) for code, zones in out.items()}


# --------------------------------------------------------------------------- countries


@dataclass(frozen=True)
class _IsoCountry:
    alpha_2: str
    alpha_3: str
    name: str
    common_name: str | None
    official_name: str | None


def _opt_str(obj: object, attr: str) -> str | None:
    value = getattr(obj, attr, None)
    return value if isinstance(value, str) else None


@cache
def _iso_countries() -> dict[str, _IsoCountry]:
    """All ISO 3166-1 countries from pycountry, keyed by upper-case alpha-2."""
    out: dict[str, _IsoCountry] = {}
    for item in pycountry.countries:
        alpha_2 = _opt_str(item, "alpha_2")
        alpha_3 = _opt_str(item, "alpha_3")
        name = _opt_str(item, "name")
        if alpha_2 is None or alpha_3 is None or name is None:
            continue
        out[alpha_2.upper()] = _IsoCountry(
            alpha_2=alpha_2.upper(),
            alpha_3=alpha_3.upper(),
            name=name,
            common_name=_opt_str(item, "common_name"),
            official_name=_opt_str(item, "official_name"),
        )
    return out


_DISPLAY_NAMES: dict[str, str] = _DATA["country_display_names"]

# Alternate and native names -> alpha-2. These override pycountry-derived keys.
_COUNTRY_ALIASES: dict[str, str] = _DATA["country_aliases"]


def country_name(code: str) -> str:
    """Display name for an alpha-2 code (``"DE"`` -> ``"Germany"``); unknown codes echo back."""
    if not isinstance(code, str):
        return ""
    upper = code.strip().upper()
    country = _iso_countries().get(upper)
    if country is None:
        return code
    return _DISPLAY_NAMES.get(upper) or country.common_name or country.name


def _name_variants(country: _IsoCountry) -> list[str]:
    variants: list[str] = []
    for raw in (country.name, country.common_name, country.official_name):
        if not raw:
            continue
        variants.append(raw)
        without_parens = re.sub(r"\s*\(.*?\)", "", raw)
        variants.append(without_parens)
        if "," in raw:  # "Korea, Republic of" -> "Korea"
            variants.append(raw.split(",", 1)[0])
    display = country_name(country.alpha_2)
    variants.append(display)
    return variants


@cache
def _country_name_keys() -> dict[str, tuple[str, ...]]:
    """Normalised country names (not codes) -> alpha-2 codes; curated aliases win."""
    multi: dict[str, list[str]] = {}
    for code, country in sorted(_iso_countries().items()):
        for variant in _name_variants(country):
            key = _normalize(variant)
            bucket = multi.setdefault(key, [])
            if code not in bucket:
                bucket.append(code)
    names = {k: tuple(v) for k, v in multi.items()}
    known = _iso_countries()
    for alias, code in _COUNTRY_ALIASES.items():
        if code in known:
            names[_normalize(alias)] = (code,)
    return names


@cache
def _country_index() -> _Index:
    codes: dict[str, tuple[str, ...]] = {}
    for code, country in _iso_countries().items():
        codes[code.lower()] = (code,)
        codes[country.alpha_3.lower()] = (code,)
    names = _country_name_keys()
    # Codes are matched exactly only: fuzzy/prefix matching of 2-3 letter codes is noise.
    return _make_index([codes, names], fuzzy_ok=names.keys())


def _flag_code(text: str) -> str | None:
    """``"🇩🇪"`` -> ``"DE"``."""
    chars = text.strip()
    if len(chars) != 2:
        return None
    base = 0x1F1E6
    if not all(base <= ord(ch) <= base + 25 for ch in chars):
        return None
    return "".join(chr(ord(ch) - base + ord("A")) for ch in chars)


def match_country(text: str) -> CountryMatch:
    """Match typed text to an ISO 3166-1 country. Never raises."""
    try:
        return _match_country(text)
    except Exception:  # pragma: no cover - defensive: user input must never crash a handler
        return _NO_COUNTRY


def _country_result(codes: Iterable[str]) -> tuple[tuple[str, str], ...]:
    return tuple((c, country_name(c)) for c in _dedupe(codes))[:MAX_SUGGESTIONS]


def _match_country(text: str) -> CountryMatch:
    if not isinstance(text, str) or len(text) > MAX_INPUT_LENGTH:
        return _NO_COUNTRY
    flag = _flag_code(text)
    if flag is not None and flag in _iso_countries():
        return CountryMatch(flag, country_name(flag), ())
    query = _clean_input(text)
    if query is None:
        return _NO_COUNTRY
    found = _search(_country_index(), query, text)
    if found.confident is not None:
        return CountryMatch(found.confident, country_name(found.confident), ())
    return CountryMatch(None, None, _country_result(found.suggestions))


# --------------------------------------------------------------------------- time zones


# Cities, regions and abbreviations people actually type -> zone(s). A tuple of
# several zones means "ambiguous: suggest these". Overrides all derived keys.
_ZONE_ALIASES: dict[str, str | tuple[str, ...]] = {
    key: value if isinstance(value, str) else tuple(value)
    for key, value in _DATA["zone_aliases"].items()
}

# Main zone of countries that zone.tab splits into several (minor) zones.
_COUNTRY_PRIMARY_ZONE: dict[str, str] = _DATA["country_primary_zone"]

# Big countries spanning several offsets: suggest these, most populous first.
_COUNTRY_ZONE_CHOICES: dict[str, tuple[str, ...]] = {
    code: tuple(zones) for code, zones in _DATA["country_zone_choices"].items()
}

# Fixed offsets that are not whole hours have no Etc/ zone: suggest real places.
# "+5:30" -> (5, 30), "-3:30" -> (-3, 30): the sign is the hour's, as _match_offset parses it.
_FRACTIONAL_OFFSETS: dict[tuple[int, int], tuple[str, ...]] = {
    (int(key.split(":")[0]), int(key.split(":")[1])): tuple(zones)
    for key, zones in _DATA["fractional_offsets"].items()
}

_REGIONS = frozenset(
    {"africa", "america", "antarctica", "arctic", "asia", "atlantic", "australia"}
    | {"europe", "indian", "pacific", "etc"}
)


def _country_zones(code: str) -> tuple[str, ...]:
    if code in _COUNTRY_ZONE_CHOICES:
        return _resolve_all(_COUNTRY_ZONE_CHOICES[code])
    primary = _COUNTRY_PRIMARY_ZONE.get(code)
    if primary is not None:
        resolved = _resolve_all([primary])
        if resolved:
            return resolved
    return _zones_by_country().get(code, ())


@cache
def _zone_index() -> _Index:
    valid = _valid_zones()

    full: dict[str, tuple[str, ...]] = {}
    for zone in sorted(valid):
        full[_normalize(zone)] = (zone,)
    for new, old in _RENAMED.items():  # typing an old name gives the new one
        if new in valid and old in valid:
            full[_normalize(old)] = (new,)

    cities: dict[str, tuple[str, ...]] = {}
    for _, zone in _zone_tab():
        if zone.startswith("Antarctica/"):
            continue
        cities.setdefault(_normalize(zone.rsplit("/", 1)[-1]), (zone,))

    countries: dict[str, tuple[str, ...]] = {}
    for key, codes in _country_name_keys().items():
        zones = _dedupe(z for code in codes for z in _country_zones(code))
        if zones:
            countries[key] = zones

    aliases: dict[str, tuple[str, ...]] = {}
    for alias, target in _ZONE_ALIASES.items():
        zones = _resolve_all([target] if isinstance(target, str) else target)
        if zones:
            aliases[_normalize(alias)] = zones

    return _make_index([full, cities, countries, aliases])


_OFFSET = re.compile(
    r"^(?:(?:utc|gmt)\s*(?P<sign1>[+\-−–])?|(?P<sign2>[+\-−–]))"
    r"\s*(?P<hours>\d{1,2})(?:\s*[:.h]?\s*(?P<minutes>\d{2}))?$"
)


def _match_offset(text: str) -> ZoneMatch | None:
    """``"UTC+2"`` -> ``Etc/GMT-2`` (Etc/ signs are inverted); ``None`` if not an offset."""
    raw = text.strip().casefold()
    found = _OFFSET.match(raw)
    if found is None:
        return None
    sign = found.group("sign1") or found.group("sign2") or "+"
    hours = int(found.group("hours"))
    minutes = int(found.group("minutes") or 0)
    negative = sign != "+"
    if minutes:
        choices = _FRACTIONAL_OFFSETS.get((-hours if negative else hours, minutes), ())
        return ZoneMatch(None, _resolve_all(choices)[:MAX_SUGGESTIONS])
    if hours == 0:
        return ZoneMatch(_resolve_zone("UTC"), ())
    if hours > (12 if negative else 14):
        return _NO_ZONE
    zone = _resolve_zone(f"Etc/GMT{'+' if negative else '-'}{hours}")
    return ZoneMatch(zone, ()) if zone else _NO_ZONE


def match_timezone(text: str) -> ZoneMatch:
    """Match typed text to an IANA time zone. Never raises."""
    try:
        return _match_timezone(text)
    except Exception:  # pragma: no cover - defensive: user input must never crash a handler
        return _NO_ZONE


def _match_timezone(text: str) -> ZoneMatch:
    if not isinstance(text, str) or len(text) > MAX_INPUT_LENGTH:
        return _NO_ZONE
    offset = _match_offset(text)
    if offset is not None:
        return offset
    query = _clean_input(text)
    if query is None:  # maybe a flag emoji: "🇩🇪" -> Europe/Berlin
        flag = _flag_code(text)
        zones = _country_zones(flag) if flag else ()
        if len(zones) == 1:
            return ZoneMatch(zones[0], ())
        return ZoneMatch(None, zones[:MAX_SUGGESTIONS])
    index = _zone_index()

    # "Europe Berlin" -> "europe/berlin"
    head, _, rest = query.partition(" ")
    if head in _REGIONS and rest and "/" not in query:
        slashed = f"{head}/{rest}"
        if slashed in index.targets:
            query = slashed

    found = _search(index, query, text)
    if found.confident is not None:
        return ZoneMatch(found.confident, ())
    return ZoneMatch(None, found.suggestions[:MAX_SUGGESTIONS])


def zone_display(name: str) -> str:
    """How a stored zone is shown: ``"Etc/GMT-2"`` -> ``"UTC+2"`` (the Etc sign is inverted,
    so the raw name would read backwards); any other name as it is."""
    etc = re.fullmatch(r"Etc/GMT([+-])(\d{1,2})", name)
    if etc is None:
        return name
    sign = "-" if etc.group(1) == "+" else "+"
    return f"UTC{sign}{int(etc.group(2))}"


def zone_label(name: str) -> str:
    """Plain human label: ``"Europe/Berlin"`` -> ``"Berlin (Europe/Berlin)"``.

    ``"Etc/GMT-2"`` -> ``"UTC+2 (Etc/GMT-2)"``; names without a region are returned
    as they are.
    """
    if not isinstance(name, str):
        return ""
    etc = re.fullmatch(r"Etc/GMT([+-])(\d{1,2})", name)
    if etc is not None:
        sign = "-" if etc.group(1) == "+" else "+"
        return f"UTC{sign}{int(etc.group(2))} ({name})"
    if "/" not in name:
        return name
    city = name.rsplit("/", 1)[-1].replace("_", " ")
    return f"{city} ({name})"


# --------------------------------------------------------------------------- zone -> country


@cache
def _country_by_zone() -> dict[str, str]:
    return {zone: code for code, zone in _zone_tab()}


@cache
def _country_by_zone_bytes() -> dict[bytes, str | None]:
    """TZif bytes of zone.tab zones -> country (``None`` when shared by several)."""
    out: dict[bytes, str | None] = {}
    for code, zone in _zone_tab():
        data = _read_tz_bytes(zone)
        if data is None:
            continue
        if data in out and out[data] != code:
            out[data] = None
        else:
            out.setdefault(data, code)
    return out


def default_country_for_zone(zone: str) -> str | None:
    """ISO alpha-2 country a zone belongs to (``"Europe/Berlin"`` -> ``"DE"``), if clear.

    Uses ``zone.tab``; for backward-compatible links not listed there (e.g.
    ``"Asia/Calcutta"``) it compares the compiled zone data with listed zones.
    Returns ``None`` for UTC/Etc zones, unknown names and ambiguous links. Never raises.
    """
    try:
        if not is_valid_zone(zone):
            return None
        for name in (zone, *(new for new, old in _RENAMED.items() if old == zone)):
            direct = _country_by_zone().get(name)
            if direct is not None:
                return direct
        if zone.startswith("Etc/") or zone in {"UTC", "GMT", "UCT", "Universal", "Zulu"}:
            return None
        data = _read_tz_bytes(zone)
        return None if data is None else _country_by_zone_bytes().get(data)
    except Exception:  # pragma: no cover - defensive
        return None


def guess_zone(country: str | None, language_code: str | None = None) -> str | None:
    """The best guess at someone's zone before they name one: the main zone of their country,
    else of the region in their Telegram language (``"pt-BR"``), else None. Never raises."""
    region = None
    if language_code:
        parts = language_code.replace("_", "-").split("-")
        if len(parts) > 1 and len(parts[1]) == 2 and parts[1].isalpha():
            region = parts[1]
    for code in (country, region):
        if code:
            zones = _country_zones(code.upper())
            if zones:
                return zones[0]
    return None
