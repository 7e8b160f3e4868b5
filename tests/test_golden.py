"""Issue #16's refactoring invariant: every example log gives byte-identical `state --json`,
`validate --json` and `margins` output (and exit code) as recorded from the code before the
Game core (benchmarks/record_golden.py wrote tests/golden/)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

from record_golden import COMMANDS, golden_path, logs, run  # noqa: E402


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("log", logs(), ids=lambda p: p.stem)
def test_example_output_is_unchanged(log, command):
    """7.1-7.3 (margins), the replay's findings and the board: the same bytes as before."""
    expected = golden_path(log, command).read_text(encoding="utf-8")
    assert run(log, command) == expected
