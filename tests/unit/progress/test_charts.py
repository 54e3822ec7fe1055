"""bot.progress.charts: each picture against a stored reference image, within a tolerance.

After an intended change to a picture, look at it, then refresh the references with
`UPDATE_REFERENCE_IMAGES=1 scripts/test tests/unit/progress/test_charts.py` and commit them.
"""

from __future__ import annotations

import io
import os
import random
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from matplotlib.testing.compare import compare_images
from PIL import Image

from bot.domain.progress import Checkin, HeatMap, Intensity, heat_map, intensity, timeline
from bot.domain.schedule import RiskyWindow
from bot.domain.streaks import ContactEvent, EventKind
from bot.domain.weekly import weekly_summary
from bot.progress import charts

REFERENCES = Path(__file__).parent / "images"
TOLERANCE = 3.0  # RMS over 0–255 pixel values
BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
START = NOW - timedelta(days=120)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def checkins(count: int, seed: int = 7) -> list[Checkin]:
    """Evening-heavy check-ins whose drops slowly grow; the same every run."""
    rng = random.Random(seed)
    tools = ("breathe", "ground", "reasons", "record", "letter")
    made = []
    for index in range(count):
        at = START + timedelta(days=120 * index / count, hours=rng.choice((0, 1, 2, 3, 12)))
        before = rng.randint(5, 10)
        drop = min(before, rng.randint(0, 2) + (3 * index) // count + tools.index(tools[index % 5]))
        made.append(Checkin(at, before, before - drop, (tools[index % 5],)))
    return made


def events() -> list[ContactEvent]:
    return [
        ContactEvent(START + timedelta(days=18, hours=3), EventKind.REACHED_OUT),
        ContactEvent(START + timedelta(days=41), EventKind.REPLIED),
        ContactEvent(START + timedelta(days=55), EventKind.STRUCTURED, within_rules=True),
        ContactEvent(START + timedelta(days=70), EventKind.HELD),
        ContactEvent(START + timedelta(days=88), EventKind.STRUCTURED, within_rules=True),
    ]


def check(name: str, png: bytes | None, tmp_path: Path) -> None:
    assert png is not None
    assert png.startswith(PNG_SIGNATURE)
    with Image.open(io.BytesIO(png)) as image:
        assert 600 <= image.width <= 1280 and 300 <= image.height <= 1000
    reference = REFERENCES / f"{name}.png"
    if os.environ.get("UPDATE_REFERENCE_IMAGES") == "1":
        REFERENCES.mkdir(exist_ok=True)
        reference.write_bytes(png)
    actual = tmp_path / f"{name}.png"
    actual.write_bytes(png)
    assert reference.exists(), f"no reference image {reference.name}; see the module docstring"
    difference = compare_images(str(reference), str(actual), tol=TOLERANCE, in_decorator=False)
    assert difference is None, difference


def test_timeline(tmp_path: Path) -> None:
    data = timeline(start=START, events=events(), now=NOW, zone=BERLIN)
    check("timeline", charts.timeline_png(data), tmp_path)


def test_heat_map_with_risky_hours(tmp_path: Path) -> None:
    windows = [RiskyWindow(time(21), time(1)), RiskyWindow(time(12), time(13), frozenset({5, 6}))]
    data = heat_map([c.started_at for c in checkins(200)], BERLIN, windows)
    check("heat_map", charts.heat_map_png(data), tmp_path)


def test_intensity_and_tools(tmp_path: Path) -> None:
    check("intensity", charts.intensity_png(intensity(checkins(40), BERLIN)), tmp_path)


def test_intensity_with_thousands_of_checkins_is_averaged(tmp_path: Path) -> None:
    check("intensity_many", charts.intensity_png(intensity(checkins(5000), BERLIN)), tmp_path)


def test_week(tmp_path: Path) -> None:
    summary = weekly_summary(
        start=START, events=events(), checkins=checkins(600), now=NOW, zone=BERLIN
    )
    check("week", charts.week_png(summary), tmp_path)


@pytest.mark.parametrize("days", [0, 1])
def test_too_short_a_timeline_is_none(days: int) -> None:
    data = timeline(start=NOW - timedelta(days=days), events=[], now=NOW, zone=BERLIN)
    assert charts.timeline_png(data) is None


def test_too_few_checkins_are_none() -> None:
    few = checkins(200)[:4]
    assert charts.heat_map_png(heat_map([c.started_at for c in few], BERLIN)) is None
    assert charts.intensity_png(intensity(few[:2], BERLIN)) is None
    assert charts.heat_map_png(HeatMap(((0,) * 24,) * 7, ())) is None
    assert charts.intensity_png(Intensity((), ())) is None


def test_an_empty_week_is_none() -> None:
    summary = weekly_summary(
        start=NOW + timedelta(days=1), events=[], checkins=[], now=NOW, zone=BERLIN
    )
    assert charts.week_png(summary) is None


def test_a_first_small_week_still_draws() -> None:
    start = datetime.combine(date(2026, 11, 27), time(9), tzinfo=UTC)
    summary = weekly_summary(start=start, events=[], checkins=[], now=NOW, zone=BERLIN)
    assert summary.days_counted == 3
    png = charts.week_png(summary)
    assert png is not None and png.startswith(PNG_SIGNATURE)
