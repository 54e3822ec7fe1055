"""The weekly look back's words: figures only, and nothing shown as a zero or a verdict."""

from __future__ import annotations

from bot.texts.progress import look_back_text, points


def text(**overrides: object) -> str:
    values: dict[str, object] = {
        "first": (23, 11),
        "last": (29, 11),
        "days_counted": 7,
        "days_held": 7,
        "checkins": 4,
        "mean_drop": 2.25,
        "tool": "ground",
        "stretch_days": 40,
    }
    values.update(overrides)
    return look_back_text(**values)  # type: ignore[arg-type]


def test_a_full_week() -> None:
    assert text() == (
        "<b>Your week, looking back</b> (23 Nov – 29 Nov)\n\n"
        "Days you held: all 7.\n"
        "Check-ins: 4. On average your rating came down 2.2 points.\n"
        "What helped most: grounding.\n"
        "This stretch: 40 days.\n\n"
        "Every day of it counts, the hard ones too. /stats has the longer view."
    )


def test_no_zero_lines_and_no_drop_that_did_not_happen() -> None:
    quiet = text(days_held=0, checkins=0, mean_drop=None, tool=None, stretch_days=0)
    assert "Days you held" not in quiet and "Check-ins" not in quiet and "stretch" not in quiet
    assert " 0" not in quiet
    rose = text(days_held=5, checkins=2, mean_drop=-1.0, tool=None)
    assert "Days you held this week: 5." in rose
    assert "Check-ins: 2." in rose and "came down" not in rose


def test_points() -> None:
    assert [points(v) for v in (2.0, 2.25, 0.04, -0.04, 3.96)] == ["2", "2.2", "0", "0", "4"]
