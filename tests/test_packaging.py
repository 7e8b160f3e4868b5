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


def _package_data(text: str) -> dict[str, list[str]]:
    block = text.split("[tool.setuptools.package-data]", 1)[1].split("\n[", 1)[0]
    return {m[0]: re.findall(r'"([^"]+)"', m[1]) for m in re.findall(r'^"([\w.]+)"\s*=\s*\[(.*)\]', block, re.M)}


def test_every_data_file_in_the_package_is_shipped():
    """Issue #23: the JSON Schemas (gandhi_cli/render/schemas/*.json) ship in the wheel like the
    other data: every non-Python file under gandhi_cli/ is in a listed package and matched by
    that package's package-data patterns."""
    import fnmatch

    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    listed = set(re.findall(r'"(gandhi_cli[\w.]*)"', text.split("packages =", 1)[1].split("]", 1)[0]))
    data = _package_data(text)
    missing = []
    for path in (REPO / "gandhi_cli").rglob("*"):
        if not path.is_file() or path.suffix in (".py", ".pyc") or "__pycache__" in path.parts:
            continue
        package = ".".join(path.parent.relative_to(REPO).parts)
        if package not in listed or not any(fnmatch.fnmatch(path.name, p) for p in data.get(package, [])):
            missing.append(str(path.relative_to(REPO)))
    assert "gandhi_cli.render.schemas" in data
    assert not missing, f"not shipped (add to pyproject.toml packages and package-data): {missing}"
