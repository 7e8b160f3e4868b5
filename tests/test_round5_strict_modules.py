"""Issue #33 ("mypy --strict clean for core/ and np/"): pyproject.toml's strict override names
every module of gandhi_cli.core and gandhi_cli.np, so a module added later is checked strictly too
(the list had missed core/carry.py and core/takeback.py when they were split out of draft.py)."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def strict_modules() -> set[str]:
    """The modules of the override that sets disallow_untyped_defs (read without tomllib, which
    Python 3.10 lacks)."""
    text = (REPO / "pyproject.toml").read_text()
    for block in text.split("[[tool.mypy.overrides]]")[1:]:
        block = block.split("\n[", 1)[0]
        if "disallow_untyped_defs = true" in block:
            listed = re.search(r"module\s*=\s*\[(.*?)\]", block, re.S)
            assert listed is not None
            return set(re.findall(r'"([\w.]+)"', listed.group(1)))
    raise AssertionError("pyproject.toml has no strict override for the core and the bots")


def package_modules(package: str) -> set[str]:
    folder = REPO / "gandhi_cli" / package
    return {f"gandhi_cli.{package}"} | {f"gandhi_cli.{package}.{p.stem}" for p in folder.glob("*.py")
                                        if p.stem != "__init__"}


def test_every_module_of_core_and_np_is_checked_strictly():
    missing = (package_modules("core") | package_modules("np")) - strict_modules()
    assert not missing, f"add to pyproject.toml's strict mypy override: {sorted(missing)}"
