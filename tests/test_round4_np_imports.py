"""The bots stand on the Game core's public face (issue #33, docs/architecture.md "The bots'
route"): `np/` imports nothing of `core/` but `core.game` — no engine, run, carry-out door or
trial bookkeeping — so the core's internals can change without the bots."""

from __future__ import annotations

from test_architecture import import_graph


def test_np_imports_nothing_of_core_but_the_game() -> None:
    """Issue #33 (docs/architecture.md, np/plan.py): each `gandhi_cli.np` module's imports of
    `gandhi_cli.core` are `gandhi_cli.core.game` only."""
    graph = import_graph()
    wrong = sorted(f"{mod} -> {dep}" for mod, deps in graph.items() if mod.startswith("gandhi_cli.np")
                   for dep in deps if dep.startswith("gandhi_cli.core") and dep != "gandhi_cli.core.game")
    assert not wrong, wrong
