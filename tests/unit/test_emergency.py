"""Emergency numbers: libphonenumber's metadata, narrowed by a curated table it must agree with."""

from __future__ import annotations

import phonenumbers
import pytest

from bot.domain.emergency import (
    CURATED,
    GENERAL_NUMBERS,
    WITHOUT_COUNTRY,
    Service,
    is_emergency_number,
    known_numbers,
    numbers_for,
)


@pytest.mark.parametrize(
    ("region", "expected"),
    [
        ("PT", ("112", "115")),
        ("GB", ("112", "999")),
        ("US", ("112", "911")),
        ("DE", ("110", "112")),
        ("UA", ("101", "102", "103", "112")),
        ("AU", ("000", "106", "112")),
    ],
)
def test_known_numbers_come_from_the_metadata(region: str, expected: tuple[str, ...]) -> None:
    assert known_numbers(region) == expected
    assert known_numbers(region.lower()) == expected


@pytest.mark.parametrize(
    ("region", "first"),
    [("PT", "112"), ("GB", "999"), ("US", "911"), ("DE", "112"), ("UA", "112"), ("AU", "000")],
)
def test_the_number_people_know_comes_first(region: str, first: str) -> None:
    numbers = numbers_for(region)
    assert numbers is not None
    assert numbers.first() == first
    assert numbers.first(Service.POLICE) == first
    assert numbers.first(Service.AMBULANCE) == first


def test_every_curated_number_is_an_emergency_number_in_the_metadata() -> None:
    for region, curated in CURATED.items():
        assert region in phonenumbers.SUPPORTED_SHORT_REGIONS, region
        numbers = [curated.general, curated.police, curated.ambulance]
        assert any(numbers), region
        for number in numbers:
            if number is not None:
                assert is_emergency_number(number, region), (region, number)


def test_a_curated_country_with_a_general_number_knows_it_from_the_metadata() -> None:
    for region, curated in CURATED.items():
        if curated.general is not None:
            assert curated.general in known_numbers(region), region


def test_police_and_ambulance_follow_the_need_when_there_is_no_general_number() -> None:
    japan = numbers_for("JP")
    assert japan is not None
    assert japan.first(Service.POLICE) == "110"
    assert japan.first(None) == "110"
    assert japan.first(Service.AMBULANCE) == "119"
    assert japan.extras(Service.POLICE) == ((Service.AMBULANCE, "119"),)
    assert japan.extras(Service.AMBULANCE) == ((Service.POLICE, "110"),)


def test_extras_never_repeat_the_first_number() -> None:
    ukraine = numbers_for("UA")
    assert ukraine is not None
    assert ukraine.extras() == ((Service.POLICE, "102"), (Service.AMBULANCE, "103"))
    assert ukraine.extras(Service.AMBULANCE)[0] == (Service.AMBULANCE, "103")
    germany = numbers_for("DE")
    assert germany is not None
    assert germany.extras() == ((Service.POLICE, "110"),)
    britain = numbers_for("GB")
    assert britain is not None
    assert britain.extras() == ()


def test_an_uncurated_country_gets_its_general_number_from_the_metadata() -> None:
    assert "ES" not in CURATED
    spain = numbers_for("es")
    assert spain is not None
    assert (spain.region, spain.first()) == ("ES", "112")
    assert spain.extras() == ()


def test_every_region_with_metadata_has_a_first_number_that_is_an_emergency_number() -> None:
    for region in sorted(phonenumbers.SUPPORTED_SHORT_REGIONS):
        numbers = numbers_for(region)
        if numbers is None:
            assert known_numbers(region) == (), region
            continue
        for need in (None, Service.POLICE, Service.AMBULANCE):
            assert is_emergency_number(numbers.first(need), region), (region, need)


def test_no_country_or_an_unknown_one_means_the_common_numbers() -> None:
    assert numbers_for(None) is None
    assert numbers_for("") is None
    assert numbers_for("XX") is None
    assert [number for number, _ in WITHOUT_COUNTRY] == list(GENERAL_NUMBERS)
    assert dict(WITHOUT_COUNTRY)["112"] == "Europe"
    assert dict(WITHOUT_COUNTRY)["999"] == "the UK"
    regions = {"112": "DE", "911": "US", "999": "GB", "000": "AU"}
    for number, region in regions.items():
        assert is_emergency_number(number, region)
