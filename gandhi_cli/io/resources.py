"""Where the shipped files live: package data, scenarios, grammar and the docs `gandhi help` prints.

In an installed wheel `scenarios/`, `grammar/` and `docs/notation.md` are installed inside the
package (see pyproject.toml `package-dir`); in a source checkout they sit beside `gandhi_cli/`.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # gandhi_cli/, this file being gandhi_cli/io/resources.py


def _shipped(name: str) -> Path:
    inside = PACKAGE_DIR / name
    if inside.is_dir():
        return inside
    return PACKAGE_DIR.parent / name


def data_dir() -> Path:
    return PACKAGE_DIR / "data"


def scenarios_dir() -> Path:
    return _shipped("scenarios")


def grammar_dir() -> Path:
    return _shipped("grammar")


def docs_dir() -> Path:
    """The docs `gandhi help` prints (only docs/notation.md is installed)."""
    return _shipped("docs")
