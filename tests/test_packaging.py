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


def test_the_notation_reference_is_installed_in_the_package():
    """Issue #23: `gandhi help notation` prints docs/notation.md from the installed package, so the
    wheel ships it: docs/ is mapped to gandhi_cli.docs, with notation.md (and only it) as its data."""
    import tomllib

    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "gandhi_cli.docs" in config["packages"]
    assert config["package-dir"]["gandhi_cli.docs"] == "docs"
    shipped = [p for pattern in config["package-data"]["gandhi_cli.docs"] for p in (REPO / "docs").glob(pattern)]
    assert shipped == [REPO / "docs" / "notation.md"]


def test_the_grammar_readme_points_at_a_file_the_package_has():
    """Issue #23: grammar/README.md (installed) pointed at docs/notation.md (not installed): it
    names `gandhi help notation`, which prints the installed copy."""
    assert "gandhi help notation" in (REPO / "grammar" / "README.md").read_text(encoding="utf-8")
