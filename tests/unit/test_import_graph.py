"""The import graph of bot/ and handlers/ has no cycles (imports inside functions count too)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "handlers")


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _imports(path: Path, modules: dict[str, Path]) -> set[str]:
    """The project modules this file imports (`from a import b` counts as a.b when b is one)."""
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                child = f"{node.module}.{alias.name}"
                targets.add(child if child in modules else node.module)
    return {target for target in targets if target in modules}


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(path, modules) - {name} for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path (first module repeated at the end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state and (cycle := visit(target)) is not None:
                return cycle
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state and (cycle := visit(start)) is not None:
            return cycle
    return None


def test_the_import_graph_has_no_cycles() -> None:
    graph = import_graph()
    assert "handlers.pipeline" in graph and "bot.app" in graph  # the walk found the code
    cycle = find_cycle(graph)
    assert cycle is None, " -> ".join(cycle or [])


def test_the_cycle_finder_finds_one() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_domain_modules_import_nothing_telegram_or_database_facing() -> None:
    graph = import_graph()
    for name, targets in graph.items():
        if name.startswith("bot.domain"):
            outside = {t for t in targets if not t.startswith("bot.domain")}
            assert outside == set(), f"{name} imports {sorted(outside)}"


def test_start_up_imports_nothing_the_warm_up_loads_later() -> None:
    """The first reply after a restart never waits for numpy, the danger rules or the models:
    they load on first use, or in the background warm-up a second after start-up
    (bot.app._warm_up)."""
    later = ("numpy", "bot.safety.rules", "bot.safety.learned", "bot.intents.model", "matplotlib")
    probe = (
        "import sys, bot.__main__, bot.app, handlers; "
        f"print(','.join(m for m in {later!r} if m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
