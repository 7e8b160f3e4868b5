"""Issue #23, "Piping never changes what is written": `gandhi next LOG --append --explain | head -2`
exited 141 and appended nothing. A command that writes a file writes it before it prints
anything, so a reader of its output that goes away changes nothing but the exit status."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
GUARD = float(os.environ.get("GANDHI_TEST_GUARD", 60))  # seconds: a run that takes this long has hung

# The Raj (a Non-Player) has played card 45, Congress (the player) placed no Protests: the
# Revolutionaries, a Non-Player, act next (8.2.1), so `next` has a move to append.
LOG = """[Scenario short]
[Seed 3]
[Players INC]
card 45 [RAJ REV INC ML]
#@np RAJ arjuna E,A rolls 2 1 3 4 5
RAJ assault: arrest gandhi bombay-presidency; arrest 1 ML punjab + govern: shift bihar +2; shift madras-presidency +1
INC protests
"""


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO)}


def into_closed_pipe(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    """`gandhi ARGS` whose stdout is a pipe with no reader left (the reader went away before
    gandhi wrote its first line, as `| head` does once it has its lines)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "gandhi_cli", *args], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, timeout=GUARD, cwd=cwd, env=env())
    finally:
        os.close(write_end)


@pytest.mark.parametrize("explain", [[], ["--explain"]])
def test_next_append_piped_into_head_appends(tmp_path, explain):
    """Issue #23: `gandhi next LOG --append [--explain] | head -2`, a real shell pipeline: the
    move is appended with and without --explain (the exit status is 0 or 141, as the reader
    went away before or after the last line)."""
    log = tmp_path / "game.log"
    log.write_text(LOG, encoding="utf-8")
    command = " ".join(shlex.quote(a) for a in [sys.executable, "-m", "gandhi_cli", "next", str(log),
                                                "--append", "--until-player", *explain])
    proc = subprocess.run(["bash", "-c", f"{command} | head -2; exit ${{PIPESTATUS[0]}}"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=GUARD, env=env())
    assert proc.returncode in (0, 141), proc.stderr
    assert len(proc.stdout.splitlines()) == 2
    after = log.read_text(encoding="utf-8")
    assert after.startswith(LOG)
    assert "\nREV " in after[len(LOG):], "the Revolutionaries' move was not appended"
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr


@pytest.mark.parametrize("explain", [[], ["--explain"]])
def test_next_append_into_a_closed_pipe_still_appends(tmp_path, explain):
    """Issue #23: the reader has gone before `next --append` prints its move: exit 141 (as a
    program stopped by SIGPIPE), and the move is appended all the same, with or without --explain."""
    log = tmp_path / "game.log"
    log.write_text(LOG, encoding="utf-8")
    proc = into_closed_pipe(["next", str(log), "--append", *explain], tmp_path)
    assert proc.returncode == 141, proc.stderr
    after = log.read_text(encoding="utf-8")
    assert after.startswith(LOG) and "\nREV " in after[len(LOG):]


def test_fmt_in_place_with_diff_into_a_closed_pipe_still_rewrites(tmp_path):
    """Issue #23: `gandhi fmt --in-place --diff LOG | head -1`: the log is rewritten even though
    the diff finds no reader."""
    log = tmp_path / "game.log"
    log.write_text("[Scenario short]\n[Seed 3]\nCARD 45\n", encoding="utf-8")
    proc = into_closed_pipe(["fmt", "--in-place", "--diff", str(log)], tmp_path)
    assert proc.returncode == 141, proc.stderr
    assert log.read_text(encoding="utf-8") == "[Scenario short]\n[Seed 3]\ncard 45\n"


@pytest.mark.parametrize("args, output", [
    (["play", "short", "--np", "RAJ,ML,REV", "--seed", "3", "--json", "-o"], "out.log"),
    (["board", str(REPO / "examples" / "short-game.log"), "--at", "20", "--json", "-o"], "board.svg"),
    (["view", str(REPO / "examples" / "tutorial.log"), "--json", "-o"], "page.html"),
])
def test_o_output_into_a_closed_pipe_is_still_written(tmp_path, args, output):
    """Issue #23: `play -o`, `board -o`, `view -o` with --json into a pipe whose reader has gone:
    the file is written whatever becomes of stdout."""
    proc = into_closed_pipe([*args, str(tmp_path / output)], tmp_path)
    assert proc.returncode == 141, proc.stderr
    assert (tmp_path / output).stat().st_size > 0
