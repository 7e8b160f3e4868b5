"""A big output to a reader that leaves (issue #35, item 16).

README ("Pipes"): "A reader that goes away (`gandhi play short | head`, ...) ends the command
quietly with exit 141, as a program killed by SIGPIPE." With PYTHONUNBUFFERED=1 (containers,
CI) an output over the pipe's 64 KiB was cut at the first short write(2) and the command exited
0: `gandhi fmt BIG.log | head -1`. Each test runs gandhi into a real pipe whose reader takes
its first line and closes, with and without PYTHONUNBUFFERED.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SHORT = (REPO / "examples" / "short-game.log").read_text(encoding="utf-8")
GUARD = float(os.environ.get("GANDHI_TEST_GUARD", 60))


def head_1(args: list[str], unbuffered: bool) -> tuple[int, bytes, bytes]:
    """`gandhi ARGS | head -1`: the exit status, the line read, standard error."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    env["PYTHONPATH"] = str(REPO)
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    proc = subprocess.Popen([sys.executable, "-m", "gandhi_cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None and proc.stderr is not None
    try:
        line = proc.stdout.readline()
        proc.stdout.close()  # the reader goes away with more than the pipe holds still to come
        err = proc.stderr.read()
        return proc.wait(timeout=GUARD), line, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Path:
    """A clean log whose canonical form is over 200 kB (3,000 comment lines after the game)."""
    path = tmp_path_factory.mktemp("big") / "big.log"
    path.write_text(SHORT + "".join(f"# comment line {i}, long enough to make the output big\n"
                                    for i in range(3000)), encoding="utf-8")
    return path


@pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "PYTHONUNBUFFERED"])
def test_fmt_of_a_big_log_into_head_exits_141(big, unbuffered):
    """README, Pipes: `gandhi fmt BIG.log | head -1` (output > 64 KiB) exits 141, quietly."""
    status, line, err = head_1(["fmt", str(big)], unbuffered)
    assert line.startswith(b"# A whole game")
    assert (status, err) == (141, b"")


@pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "PYTHONUNBUFFERED"])
def test_play_explained_into_head_exits_141(unbuffered):
    """README, Pipes: `gandhi play short | head` ends with exit 141; a whole explained game is
    about 180 kB of output."""
    status, line, err = head_1(["play", "short", "--seed", "1", "--explain"], unbuffered)
    assert line
    assert (status, err) == (141, b"")
