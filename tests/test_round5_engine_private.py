"""The engine is private to the core (issue #33, docs/architecture.md): outside `gandhi_cli/core`
nothing imports the engine, the runs, the carry-out door or the trial bookkeeping, and nothing
reads a Game's `engine`; the validator, the renderers, the commands and the bots go through the
Game's public face (`push`, `pop`, `due`, `legal`, `draft`, `verdict`, `statements`, ...)."""

from __future__ import annotations

import re
from pathlib import Path

from test_architecture import import_graph

PACKAGE = Path(__file__).resolve().parent.parent / "gandhi_cli"
INTERNAL = ("gandhi_cli.core.engine", "gandhi_cli.core.runs", "gandhi_cli.core.carry", "gandhi_cli.core.takeback")


def test_no_module_outside_the_core_imports_its_internals() -> None:
    """Issue #33: "`engine` is private to `core/`"."""
    graph = import_graph()
    wrong = sorted(f"{mod} -> {dep}" for mod, deps in graph.items() if not mod.startswith("gandhi_cli.core")
                   for dep in deps if dep in INTERNAL)
    assert not wrong, wrong


def test_no_module_outside_the_core_reads_a_games_engine() -> None:
    """Issue #33: a Game's `engine` attribute is read inside `core/` only."""
    wrong = [f"{p.relative_to(PACKAGE)}:{n}" for p in sorted(PACKAGE.rglob("*.py")) if "core" not in p.parts
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\.engine\b", line.split("#", 1)[0])]
    assert not wrong, wrong
