"""Progress pictures: plain values from `bot.domain.progress` in, PNG bytes out.

Each function draws one picture, or returns None when there is too little to show (the
caller then says one kind sentence instead of sending an empty chart). Only matplotlib's
object API is used (a `Figure` per call, the Agg canvas, no pyplot and no global rcParams),
so calls are independent of each other and safe in worker processes or threads.

Colours are calm on purpose: greens and blue-greys, a muted sand for contact. Never red.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from datetime import date
from typing import Final

import numpy as np
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import LineCollection
from matplotlib.colors import LinearSegmentedColormap
from matplotlib.dates import AutoDateLocator, ConciseDateFormatter, date2num
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch, Rectangle
from matplotlib.ticker import MaxNLocator

from bot.domain.progress import HOURS, WEEKDAYS, HeatMap, Intensity, Timeline
from bot.domain.weekly import WeeklySummary
from bot.texts import progress as T

# Too little to draw: below these, the caller gets None.
MIN_TIMELINE_DAYS: Final = 2
MIN_HEAT_CHECKINS: Final = 5
MIN_RATED_CHECKINS: Final = 3
# More check-ins than this are averaged per span of days, so the picture stays readable.
MAX_POINTS: Final = 120

SIZE: Final = (8.0, 4.5)  # inches
DPI: Final = 110  # 880 × 495 pixels
FONT: Final = 10
SMALL: Final = 8.5

INK: Final = "#4a5560"
GRID: Final = "#e4e8ec"
STRETCH: Final = "#a9cfbb"
CURRENT: Final = "#4f8f72"
CONTACT: Final = "#c7a27c"
STRUCTURED: Final = "#8fa8c8"
HELD: Final = "#6f9fc0"
BEFORE: Final = "#b8c4d0"
AFTER: Final = "#4f8f72"
RISKY: Final = "#8a6fa8"
HEAT: Final = LinearSegmentedColormap.from_list(
    "calm", ["#f6f8f9", "#bcd9cc", "#5c9a80", "#2f6552"]
)


def timeline_png(data: Timeline) -> bytes | None:
    """Streaks as bars along the calendar, the current one deeper; contact as small marks."""
    if not data.stretches or data.span_days < MIN_TIMELINE_DAYS:
        return None
    figure, ax = _figure(size=(8.0, 3.4))
    figure.subplots_adjust(left=0.03, right=0.95, top=0.80, bottom=0.13)
    span = max(data.span_days, 1)
    for stretch in data.stretches:
        left = date2num(stretch.start)
        width = max(stretch.days, 0.35)
        colour = CURRENT if stretch.current else STRETCH
        ax.broken_barh([(left, width)], (0.62, 0.56), facecolors=colour, edgecolor="white", lw=0.8)
        if stretch.days / span >= 0.09:
            ax.text(
                left + width / 2,
                0.9,
                T.days(stretch.days),
                ha="center",
                va="center",
                fontsize=SMALL,
                color="white" if stretch.current else INK,
            )
    lanes: list[tuple[Sequence[date], float, str, str, str]] = [
        (data.contacts, 0.45, CONTACT, "v", T.CHART_CONTACT),
        (data.structured, 0.28, STRUCTURED, "o", T.CHART_STRUCTURED),
        (data.held, 0.28, HELD, "D", T.CHART_HELD),
    ]
    for days, y, colour, marker, _ in lanes:
        if days:
            xs = [date2num(day) for day in days]
            ax.plot(xs, [y] * len(xs), ls="none", marker=marker, ms=6, color=colour, alpha=0.9)
    first = data.stretches[0].start
    ax.set_xlim(date2num(first) - 0.5, date2num(data.today) + 1.5)
    ax.set_ylim(0.1, 1.45)
    ax.set_yticks([])
    locator = AutoDateLocator(minticks=3, maxticks=8)
    ax.xaxis.set_major_locator(locator)
    ax.xaxis.set_major_formatter(ConciseDateFormatter(locator))
    ax.spines["left"].set_visible(False)
    handles: list[Artist] = [
        Patch(color=STRETCH, label=T.CHART_STRETCH),
        Patch(color=CURRENT, label=T.CHART_CURRENT),
    ]
    for days, _, colour, marker, label in lanes:
        if days:
            handles.append(_marker(colour, marker, label))
    ax.legend(
        handles=handles,
        loc="lower left",
        bbox_to_anchor=(0.0, 1.0),
        ncols=min(len(handles), 3),
        frameon=False,
        fontsize=SMALL,
        labelcolor=INK,
    )
    return _png(figure)


def heat_map_png(data: HeatMap) -> bytes | None:
    """Check-ins by hour (across) and weekday (down), risky hours outlined."""
    if data.total < MIN_HEAT_CHECKINS:
        return None
    figure, ax = _figure()
    figure.subplots_adjust(left=0.07, right=0.99, top=0.90, bottom=0.12)
    counts = np.array(data.counts, dtype=float)
    image = ax.imshow(
        counts,
        cmap=HEAT,
        aspect="auto",
        interpolation="nearest",
        extent=(0, HOURS, WEEKDAYS, 0),
        vmin=0,
        vmax=max(1.0, float(counts.max())),
    )
    for span in data.risky:
        ax.add_patch(
            Rectangle(
                (span.start, span.weekday + 0.06),
                span.end - span.start,
                0.88,
                fill=False,
                edgecolor=RISKY,
                lw=1.6,
                ls=(0, (4, 2)),
            )
        )
    ax.set_xticks(range(0, HOURS + 1, 3))
    ax.set_xticklabels(
        [f"{hour:02d}:00" if hour < HOURS else "" for hour in range(0, HOURS + 1, 3)]
    )
    ax.set_yticks([row + 0.5 for row in range(WEEKDAYS)])
    ax.set_yticklabels(T.WEEKDAYS_SHORT)
    ax.set_xlabel(T.CHART_HEAT_HOUR, fontsize=FONT, color=INK)
    ax.grid(False)
    for side in ("top", "right", "left", "bottom"):
        ax.spines[side].set_visible(False)
    bar = figure.colorbar(image, ax=ax, fraction=0.035, pad=0.02)
    bar.set_label(T.CHART_HEAT_COUNT, fontsize=SMALL, color=INK)
    bar.ax.tick_params(labelsize=SMALL, colors=INK)
    bar.outline.set_visible(False)
    if data.risky:
        ax.legend(
            handles=[Patch(fill=False, edgecolor=RISKY, ls="--", label=T.CHART_RISKY)],
            loc="upper left",
            bbox_to_anchor=(0.0, 1.12),
            frameon=False,
            fontsize=SMALL,
            labelcolor=INK,
        )
    return _png(figure)


def intensity_png(data: Intensity) -> bytes | None:
    """Left: each check-in's rating before and after over time, with running averages.
    Right: the mean drop after each tool."""
    if len(data.ratings) < MIN_RATED_CHECKINS:
        return None
    figure = _new_figure()
    grid = figure.add_gridspec(
        1, 2, width_ratios=(2.1, 1.0), left=0.07, right=0.95, top=0.88, bottom=0.1, wspace=0.75
    )
    ax = figure.add_subplot(grid[0, 0])
    tools_ax = figure.add_subplot(grid[0, 1])
    for axis in (ax, tools_ax):
        _style(axis)
    xs, before, after = _binned(
        date2num([rating.at for rating in data.ratings]),
        np.array([rating.before for rating in data.ratings], dtype=float),
        np.array([rating.after for rating in data.ratings], dtype=float),
    )
    segments = np.stack([np.column_stack([xs, before]), np.column_stack([xs, after])], axis=1)
    thin = max(0.25, min(1.0, 60 / len(xs)))
    ax.add_collection(LineCollection(list(segments), colors=GRID, linewidths=thin * 1.4))
    dot = max(4.0, min(22.0, 2200 / len(xs)))
    ax.scatter(xs, before, s=dot, color=BEFORE, lw=0, label=T.CHART_BEFORE, zorder=2)
    ax.scatter(xs, after, s=dot, color=AFTER, lw=0, alpha=0.8, label=T.CHART_AFTER, zorder=3)
    window = _trend_window(len(xs))
    if window > 1:
        ax.plot(
            xs, _running_mean(before, window), color="#7d8e9e", lw=1.8, label=T.CHART_BEFORE_TREND
        )
        ax.plot(xs, _running_mean(after, window), color=CURRENT, lw=2.2, label=T.CHART_AFTER_TREND)
    ax.set_ylim(-0.5, 10.5)
    ax.set_yticks([0, 2, 4, 6, 8, 10])
    ax.set_ylabel(T.CHART_SCALE, fontsize=SMALL, color=INK)
    pad = max(0.5, (xs[-1] - xs[0]) * 0.03)
    ax.set_xlim(xs[0] - pad, xs[-1] + pad)
    locator = AutoDateLocator(minticks=3, maxticks=6)
    ax.xaxis.set_major_locator(locator)
    ax.xaxis.set_major_formatter(ConciseDateFormatter(locator))
    ax.legend(
        loc="upper center",
        bbox_to_anchor=(0.5, 1.16),
        ncols=4 if window > 1 else 2,
        frameon=False,
        fontsize=SMALL - 1,
        labelcolor=INK,
        handletextpad=0.3,
        columnspacing=0.9,
    )
    _tool_bars(tools_ax, data)
    return _png(figure)


def week_png(summary: WeeklySummary) -> bytes | None:
    """Seven days: check-ins per day as bars, days without contact tinted behind them."""
    if summary.is_empty:
        return None
    figure = _new_figure(size=(6.4, 3.4))
    figure.subplots_adjust(left=0.06, right=0.98, top=0.86, bottom=0.16)
    ax = figure.add_subplot()
    _style(ax)
    positions = np.arange(len(summary.days))
    top = max(3, max(day.cravings for day in summary.days) + 1)
    for index, day in enumerate(summary.days):
        if day.held:
            ax.axvspan(index - 0.48, index + 0.48, color=STRETCH, alpha=0.35, lw=0)
    counts = [day.cravings for day in summary.days]
    ax.bar(positions, counts, width=0.5, color=HELD, label=T.CHART_WEEK_CRAVINGS)
    ax.set_xticks(positions)
    ax.set_xticklabels(
        [f"{T.WEEKDAYS_SHORT[day.day.weekday()]}\n{day.day.day}" for day in summary.days]
    )
    ax.set_ylim(0, top)
    ax.set_xlim(-0.6, len(summary.days) - 0.4)
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.legend(
        handles=[
            Patch(color=HELD, label=T.CHART_WEEK_CRAVINGS),
            Patch(color=STRETCH, alpha=0.35, label=T.CHART_WEEK_HELD),
        ],
        loc="lower left",
        bbox_to_anchor=(0.0, 1.0),
        ncols=2,
        frameon=False,
        fontsize=SMALL,
        labelcolor=INK,
    )
    return _png(figure)


def stats_pictures(
    timeline: Timeline, heat: HeatMap, intensity: Intensity
) -> tuple[bytes | None, bytes | None, bytes | None]:
    """The three /stats pictures in one call, so the render pool is crossed once."""
    return timeline_png(timeline), heat_map_png(heat), intensity_png(intensity)


# --- helpers ---------------------------------------------------------------------------------


def _new_figure(size: tuple[float, float] = SIZE) -> Figure:
    figure = Figure(figsize=size, dpi=DPI, facecolor="white")
    FigureCanvasAgg(figure)
    return figure


def _figure(size: tuple[float, float] = SIZE) -> tuple[Figure, Axes]:
    figure = _new_figure(size)
    ax = figure.add_subplot()
    _style(ax)
    return figure, ax


def _style(ax: Axes) -> None:
    ax.set_facecolor("white")
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for side in ("left", "bottom"):
        ax.spines[side].set_color(GRID)
    ax.tick_params(labelsize=SMALL, colors=INK, length=0, pad=4)
    ax.grid(axis="y", color=GRID, lw=0.8)
    ax.set_axisbelow(True)


def _png(figure: Figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(
        buffer,
        format="png",
        dpi=DPI,
        metadata={"Software": None},
        pil_kwargs={"compress_level": 2},
    )
    return buffer.getvalue()


def _marker(colour: str, marker: str, label: str) -> Line2D:
    return Line2D([], [], ls="none", marker=marker, ms=6, color=colour, label=label)


def _binned(
    xs: np.ndarray, before: np.ndarray, after: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """At most MAX_POINTS points: many check-ins are averaged over equal spans of days."""
    if len(xs) <= MAX_POINTS:
        return xs, before, after
    width = max(1.0, float(np.ceil((xs[-1] - xs[0] + 1) / MAX_POINTS)))
    index = ((xs - np.floor(xs[0])) // width).astype(int)
    counts = np.bincount(index)
    used = counts > 0
    centres = np.floor(xs[0]) + (np.arange(len(counts)) + 0.5) * width

    def mean(values: np.ndarray) -> np.ndarray:
        return (np.bincount(index, weights=values) / np.maximum(counts, 1))[used]

    return centres[used], mean(before), mean(after)


def _trend_window(count: int) -> int:
    """Running-average width: about a tenth of the check-ins, at least 3, at most 50."""
    if count < 6:
        return 1
    return max(3, min(50, count // 10))


def _running_mean(values: np.ndarray, window: int) -> np.ndarray:
    """Trailing mean over up to `window` values (shorter at the start), same length as input."""
    sums = np.cumsum(np.insert(values, 0, 0.0))
    ends = np.arange(1, len(values) + 1)
    starts = np.maximum(0, ends - window)
    means: np.ndarray = (sums[ends] - sums[starts]) / (ends - starts)
    return means


def _tool_bars(ax: Axes, data: Intensity) -> None:
    ax.grid(axis="y", visible=False)
    ax.grid(axis="x", color=GRID, lw=0.8)
    ax.set_title(T.CHART_TOOLS, fontsize=SMALL, color=INK, loc="right")
    tools = [tool for tool in data.tools if tool.tool in T.TOOL_SHORT]
    if not tools:
        ax.set_xticks([])
        ax.set_yticks([])
        ax.spines["left"].set_visible(False)
        ax.spines["bottom"].set_visible(False)
        return
    rows = np.arange(len(tools))
    drops = [tool.mean_drop for tool in tools]
    colours = [CURRENT if drop > 0 else BEFORE for drop in drops]
    ax.barh(rows, drops, color=colours, height=0.6)
    ax.set_yticks(rows)
    ax.set_yticklabels([T.TOOL_SHORT[tool.tool] for tool in tools])
    ax.invert_yaxis()
    low = min(0.0, *drops)
    high = max(1.0, *drops)
    ax.set_xlim(low - 0.2, high * 1.35)
    ax.axvline(0, color=GRID, lw=1)
    for row, tool in zip(rows, tools, strict=True):
        ax.annotate(
            T.CHART_TOOL_USES.format(uses=tool.uses),
            (max(tool.mean_drop, 0.0), row),
            xytext=(4, 0),
            textcoords="offset points",
            va="center",
            fontsize=SMALL - 1,
            color=INK,
        )
