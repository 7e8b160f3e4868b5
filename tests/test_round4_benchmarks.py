"""Issue #35 item 25: `benchmarks/mutation.py` keeps working on the layered package: every module
it mutates and every test file it runs against it is a file of this tree (a module moved to
another layer, or a test file renamed, would make the benchmark fail late or count nothing)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _mutation():
    spec = importlib.util.spec_from_file_location("bench_mutation", ROOT / "benchmarks" / "mutation.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_mutation_benchmark_names_only_files_of_this_tree():
    m = _mutation()
    assert m.check_modules(ROOT, m.MODULES) == []
    assert all(module.startswith("gandhi_cli/") and module.endswith(".py") for module in m.MODULES)
    # and it would say so: a module that is not there is named
    assert m.check_modules(ROOT, {"gandhi_cli/deck.py": ["tests/rules/test_deck.py"]}) == ["gandhi_cli/deck.py"]
