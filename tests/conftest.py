"""Shared fixtures: the bundled map and the scenario set-ups."""

from __future__ import annotations

import compileall
import os
import tempfile
from pathlib import Path

import pytest

from gandhi_cli.model.mapdata import load_map
from gandhi_cli.model.scenario import setup

REPO = Path(__file__).resolve().parent.parent


def pytest_configure(config):
    """A private cache directory: the tests neither read the user's cache nor fill it with the
    parses of thousands of fuzzed files."""
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="gandhi-test-cache-")
    # nor the user's card faces file (issue #32: ~/.config/gandhi/cards.yaml), nor write one there
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="gandhi-test-config-")
    if not hasattr(config, "workerinput"):  # once, in the process that starts the workers
        compile_package_once()


def pytest_collection_modifyitems(session, config, items):
    """The files of the longest tests first, longest first (`long_first.txt`), each file's tests
    kept together and in their order (module fixtures built once); the rest as collected. A
    parallel run then starts its long tests early instead of waiting on one at the end (#31)."""
    rank: dict[str, int] = {}
    for line in (Path(__file__).parent / "long_first.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rank.setdefault(line.split("::", 1)[0], len(rank))
    order = {id(item): i for i, item in enumerate(items)}
    items.sort(key=lambda item: (rank.get(item.nodeid.split("::", 1)[0], len(rank)), order[id(item)]))


def compile_package_once() -> None:
    """The package's byte code written once before the workers start (issue #31).

    About a hundred tests run `python -m gandhi_cli` in a subprocess. In a fresh clone with
    PYTHONDONTWRITEBYTECODE set (as on the machines this suite is timed on), no import writes a
    `.pyc`, so each of those processes compiled every module it imports again (~0.15 s of the
    ~0.35 s a `validate` takes). py_compile writes regardless of that setting; a file whose
    `.pyc` is up to date is skipped, so a warm checkout pays nothing."""
    compileall.compile_dir(str(REPO / "gandhi_cli"), quiet=1)
SHARED_RULES = REPO.parent / "shared" / "rules"


@pytest.fixture(scope="session")
def board():
    return load_map()


@pytest.fixture
def deep_copies(monkeypatch):
    """The number of `copy.deepcopy` calls made while the test runs (a test sets it to 0 where
    counting starts): issue #33's "0 deep copies"."""
    import copy

    calls = [0]
    real = copy.deepcopy

    def counted(x, memo=None, _nil=[]):  # noqa: B006 (copy.deepcopy's own signature)
        calls[0] += 1
        return real(x, memo)
    monkeypatch.setattr(copy, "deepcopy", counted)
    return calls


@pytest.fixture
def short():
    return setup("short", seed=1)


@pytest.fixture
def main_up():
    """The Main scenario with Congress's set-up choice in United Provinces (as the tutorial)."""
    return setup("main", seed=1, congress_space="United Provinces")


@pytest.fixture
def empty(board):
    from gandhi_cli.model.state import GameState

    return GameState.empty(board)


# ---------------------------------------------------------------- Events (tests/rules/events/test_cardNN.py)


class Played:
    """The findings of one Event played with `perform`, and short ways to look at them."""

    def __init__(self, findings):
        self.findings = [f for f in findings if not f.note]

    @property
    def rules(self) -> list[str]:
        return [f.rule for f in self.findings]

    @property
    def clean(self) -> bool:
        return not self.findings

    def text(self) -> str:
        return "\n".join(str(f) for f in self.findings)


@pytest.fixture
def play():
    """play(state, card, "INC event shaded: …") -> Played."""

    def run(state, card: int, text: str) -> Played:
        from gandhi_cli.core.engine import perform

        return Played(perform(state, text, card=card))

    return run


@pytest.fixture
def sid(board):
    return board.resolve
