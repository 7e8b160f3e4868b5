"""`gandhi simulate` tells the truth when it stops (issue #35, item 17).

README ("Full disks": "the write stops with one message naming the file and the cause, exit 2
(`FILE: cannot write: no space left on device; nothing written, the file is as it was`)";
"Balance studies": "A line is written only when its game is complete, so a stopped run resumes
where it stopped"). A results file that gained a torn line under a full disk was reported "as it
was"; SIGTERM ended the run with 143 and no word, Ctrl-C with "interrupted" alone; `--plot` did
not say where it wrote.
"""

from __future__ import annotations

import errno
import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gandhi_cli.io import safewrite
from gandhi_cli.io.errors import InputError

REPO = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
GUARD = float(os.environ.get("GANDHI_TEST_GUARD", 60))


def env(**extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), **extra}


def gandhi(*args: str, cwd: Path, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gandhi_cli", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=GUARD * 2, **kw)


def test_an_append_cut_short_by_a_full_disk_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    """README, Full disks: "nothing written, the file is as it was" must be true: a write that put
    part of the line in the file before ENOSPC is taken back."""
    path = tmp_path / "r.jsonl"
    path.write_text('{"seed": 0}\n', encoding="utf-8")
    real_write = os.write

    def full(fd, data):
        real_write(fd, bytes(data[:5]))  # the disk fills up in the middle of the line
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(InputError, match="no space left on device; nothing written, the file is as it was"):
        safewrite.append_line(path, '{"seed": 1, "winner": "RAJ"}')
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == '{"seed": 0}\n'


def test_simulate_under_a_size_limit_says_what_the_file_holds(tmp_path):
    """README, Full disks (EFBIG under `ulimit -f`): the second game's line does not fit; the run
    stops with exit 2 and "the file is as it was", and the file holds the first game alone, with
    no torn line."""
    out = tmp_path / "r.jsonl"
    first = gandhi("simulate", "short", "--games", "1", "-o", str(out), cwd=tmp_path, env=env())
    assert first.returncode == 0, first.stderr
    before = out.read_bytes()

    def limited() -> None:  # in the child: `ulimit -f`, a write past it fails with EFBIG
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (len(before) + 40, resource.RLIM_INFINITY))

    second = gandhi("simulate", "short", "--games", "2", "-o", str(out), cwd=tmp_path,
                    env=env(GANDHI_NO_CACHE="1"), preexec_fn=limited)
    assert second.returncode == 2, second.stderr
    assert f"{out}: cannot write: file too large" in second.stderr
    assert "nothing written, the file is as it was" in second.stderr
    assert out.read_bytes() == before


def _stopped_run(tmp_path: Path, sig: int) -> tuple[subprocess.CompletedProcess, Path]:
    """`simulate short --games 40` stopped by `sig` once its first game is in the file."""
    out = tmp_path / "r.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "gandhi_cli", "simulate", "short", "--games", "40", "-o",
                             str(out)], cwd=tmp_path, env=env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        deadline = time.monotonic() + GUARD
        while time.monotonic() < deadline and not (out.exists() and out.read_bytes().endswith(b"\n")):
            time.sleep(0.1)
        assert proc.poll() is None, "the run ended before it was stopped"
        proc.send_signal(sig)
        stdout, stderr = proc.communicate(timeout=GUARD)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr), out


@pytest.mark.parametrize("sig, status, word", [(signal.SIGTERM, 143, "terminated"),
                                               (signal.SIGINT, 130, "interrupted")])
def test_a_stopped_run_says_how_many_games_are_kept(tmp_path, sig, status, word):
    """README, Balance studies: a stopped run resumes where it stopped; SIGTERM (143) and Ctrl-C
    (130) say how many games the file keeps and that running the command again plays the rest."""
    result, out = _stopped_run(tmp_path, sig)
    kept = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert result.returncode == status, result.stderr
    assert kept and out.read_text(encoding="utf-8").endswith("\n")
    assert (f"gandhi: {word}: {len(kept)} of the 40 game(s) kept in {out}; run the same command again "
            f"to play the other {40 - len(kept)}") in result.stderr


def test_plot_says_where_it_wrote(tmp_path):
    """README, Balance studies (`--plot` draws the win rates as an SVG): the command says where."""
    plot = tmp_path / "w.svg"
    r = gandhi("simulate", "--report", str(DATA / "simulate-small.jsonl"), "--plot", str(plot), cwd=tmp_path,
               env=env())
    assert r.returncode == 0, r.stderr
    assert plot.exists() and f"gandhi: win rates drawn in {plot}" in r.stderr
