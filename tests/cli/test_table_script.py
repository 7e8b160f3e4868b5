"""`gandhi table` (issue #34) over a pipe and with --script: the same prompts as at the terminal,
no escape codes; a statement typed in the notation is checked as `gandhi add` checks it (a move
that breaks a rule is refused and not written: 3.3.1 Rally); the Raj player's Crisis after the
Reset is offered (6.8, IT:982); unusable input is one located message, exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

GANDHI = str(Path(sys.executable).with_name("gandhi"))
START = ["table", "--new", "short", "--np", "RAJ,ML,REV", "--seed", "3", "-o", "g.log"]


def _run(args: list[str], cwd: Path, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([GANDHI, *args], cwd=cwd, input=stdin, capture_output=True, text=True, timeout=300)


def test_typed_statement_refused_is_not_written_3_3_1(tmp_path: Path) -> None:
    """3.3.1: a typed Rally of 9 Activists in a space at Passive Support is refused with its rules,
    nothing written; a typed Pass (2.3.3) is appended in canonical notation. Over a pipe: every
    prompt ends with "> ", no escape code."""
    proc = _run(START, tmp_path, "INC protests\nINC rally: place 9 INC Bihar\nINC   pass\nquit\n")
    assert proc.returncode == 0, proc.stderr
    assert "refused: rule 3.3.1:" in proc.stdout
    assert "\x1b" not in proc.stdout
    prompts = [line for line in proc.stdout.splitlines() if "choice>" in line]
    assert prompts and all("> " in p for p in prompts)
    lines = (tmp_path / "g.log").read_text().splitlines()
    assert "INC protests" in lines and "INC pass" in lines
    assert not any("rally" in line and line.startswith("INC") for line in lines)


def test_unusable_input_exit_2(tmp_path: Path) -> None:
    """Bad input: one located message, exit 2, never a traceback (an existing -o, an unknown
    scenario, a log that does not exist)."""
    (tmp_path / "g.log").write_text("[Scenario short]\n[Seed 1]\n")
    for args in (START, ["table", "--new", "nosuch", "-o", "x.log"], ["table", "missing.log"], ["table"]):
        proc = _run(args, tmp_path)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert "Traceback" not in proc.stderr
        assert proc.stderr.startswith("gandhi: error") or "Error" in proc.stderr
    assert not (tmp_path / "x.log").exists()


def test_the_raj_players_crisis_after_the_reset_is_on_the_menu_6_8(tmp_path: Path) -> None:
    """6.8 (IT:982): after the Campaign round's Reset (6.5) the Raj player's Crisis choice is open and the
    Non-Players wait for it; the table's first menu offers it (not an empty menu)."""
    log = tmp_path / "crisis.log"
    log.write_text((Path(__file__).parent / "data" / "table-crisis.log").read_text())
    proc = _run(["table", log.name], tmp_path, "quit\n")
    assert proc.returncode == 0, proc.stderr
    assert "1. crisis: a choice after the turn (RAJ)" in proc.stdout
    assert "No choice to make" not in proc.stdout
