"""The wheel ships every subpackage: a package missing from pyproject.toml works in a checkout
but breaks a plain install (it happened once: gandhi_cli.operations, now gandhi_cli.rules.operations)."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_listed_in_pyproject():
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    listed = set(re.findall(r'"(gandhi_cli[\w.]*)"', text.split("packages =", 1)[1].split("]", 1)[0]))
    found = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "gandhi_cli").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"
