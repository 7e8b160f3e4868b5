"""`gandhi simulate` (issue #25): resumption after a kill, the same results whatever runs the
games (`--jobs 1`, `--jobs 2`, a Dask `LocalCluster`), a crash recorded with the command that
reproduces it, a file of another study refused, the report on a small committed results file,
and the progress bar only on a terminal."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.np import simulate as sim

REPO = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
GUARD = float(os.environ.get("GANDHI_TEST_GUARD", 60))  # seconds: a run that takes this long has hung
ALL = ["RAJ", "INC", "ML", "REV"]


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO)}


def gandhi(*args: str, cwd: Path, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gandhi_cli", *args], cwd=cwd, env=env(), capture_output=True,
                          text=True, timeout=GUARD, **kw)


def lines(path: Path) -> list[dict]:
    text = path.read_text()
    assert text.endswith("\n"), "a torn last line"
    return [json.loads(line) for line in text.splitlines()]


def without_seconds(records: list[dict]) -> list[dict]:
    """Every field but `seconds` (wall time, the one field a rerun changes), sorted by seed."""
    return sorted(({k: v for k, v in r.items() if k != "seconds"} for r in records), key=lambda r: r["seed"])


def test_resumes_after_a_kill_no_seed_missing_or_twice_issue_25(tmp_path):
    out = tmp_path / "r.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "gandhi_cli", "simulate", "short", "--games", "6", "-o", "r.jsonl"],
                            cwd=tmp_path, env=env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + GUARD
    while time.monotonic() < deadline and proc.poll() is None:
        if out.exists() and out.read_bytes().count(b"\n") >= 2:
            break
        time.sleep(0.05)
    assert proc.poll() is None, "the run ended before it could be killed"
    proc.kill()
    proc.wait()
    done = out.read_bytes()
    assert 2 <= done.count(b"\n") < 6
    # a kill inside a line's one write leaves its start: written here, as no test can time the kill
    out.write_bytes(done + b'{"seed": 5, "scenario": "sh')
    r = gandhi("simulate", "short", "--games", "6", "-o", "r.jsonl", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "torn last line" in r.stderr
    records = lines(out)
    assert sorted(rec["seed"] for rec in records) == [0, 1, 2, 3, 4, 5]
    assert out.read_bytes().startswith(done)  # the games already played are kept as they were
    again = gandhi("simulate", "short", "--games", "6", "-o", "r.jsonl", cwd=tmp_path)
    assert again.returncode == 0 and "0 game(s) played, 6 already" in again.stderr
    assert len(lines(out)) == 6


def test_same_results_for_jobs_1_jobs_2_and_dask_issue_25(tmp_path, monkeypatch):
    """The identity compares every field except `seconds`, after sorting by seed."""
    distributed = pytest.importorskip("distributed")
    runs = {}
    for name, extra in (("jobs1", ["--jobs", "1"]), ("jobs2", ["--jobs", "2"])):
        r = gandhi("simulate", "short", "--games", "4", *extra, "-o", f"{name}.jsonl", cwd=tmp_path)
        assert r.returncode == 0, r.stderr
        runs[name] = lines(tmp_path / f"{name}.jsonl")
    monkeypatch.setenv("PYTHONPATH", str(REPO))  # the workers import this tree
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        r = gandhi("simulate", "short", "--games", "4", "--executor", "dask", "--address",
                   cluster.scheduler_address, "-o", "dask.jsonl", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    runs["dask"] = lines(tmp_path / "dask.jsonl")
    assert [r["seed"] for r in without_seconds(runs["jobs1"])] == [0, 1, 2, 3]
    assert without_seconds(runs["jobs2"]) == without_seconds(runs["jobs1"])
    assert without_seconds(runs["dask"]) == without_seconds(runs["jobs1"])
    for record in runs["jobs1"]:
        assert record["findings"] == 0 and record["ended"] in ("victory check", "final ranking")
        assert set(record["margins"]) == set(ALL) and record["winner"] in ALL


def test_a_crash_is_recorded_with_its_command_and_the_run_goes_on_issue_25(tmp_path, monkeypatch):
    def outcome(study, seed):
        if seed == 1:
            raise KeyError("boom")
        return {"winner": "RAJ", "margins": dict.fromkeys(ALL, 0), "campaign": 1, "ended": "victory check",
                "cards": 10, "findings": 0}

    monkeypatch.setattr(sim, "_outcome", outcome)
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "3", "--reading", "RED-1=strict", "-o", str(out)])
    assert r.exit_code == 1, r.output
    crash = {rec["seed"]: rec for rec in lines(out)}[1]
    assert crash["ended"] == "crash" and "KeyError" in crash["error"] and "boom" in crash["error"]
    assert crash["reproduce"] == "gandhi play short --seed 1 --reading RED-1=strict"
    assert sorted(rec["seed"] for rec in lines(out)) == [0, 1, 2]
    assert "reproduce: gandhi play short --seed 1" in r.output


def test_a_file_of_another_study_is_refused_located_issue_25(tmp_path):
    out = tmp_path / "r.jsonl"
    out.write_text(json.dumps({"seed": 0, "scenario": "short", "np": ALL, "readings": {}}) + "\n")
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "2", "--reading", "RED-1=strict", "-o", str(out)])
    assert r.exit_code == 2
    assert f"{out}:1:1:" in r.output and "readings" in r.output and "Traceback" not in r.output
    assert len(out.read_text().splitlines()) == 1


def test_a_line_that_is_no_record_is_located_issue_25(tmp_path):
    out = tmp_path / "r.jsonl"
    out.write_text(json.dumps({"seed": 0, "scenario": "short", "np": ALL, "readings": {}}) + "\nnot json\n")
    r = CliRunner().invoke(main, ["simulate", "--report", str(out)])
    assert r.exit_code == 2 and f"{out}:2:1:" in r.output


def test_report_on_the_committed_small_file_issue_25(tmp_path):
    """simulate-small.jsonl: 10 sound short games (RAJ 5, REV 3, ML 2, INC 0; 20, 22, … 38 cards;
    Campaign 2 ×4 and 3 ×3 by victory check, 4 ×3 by the final ranking), a crash, a game with
    findings, and one game of another study (RED-1 strict)."""
    plot = tmp_path / "w.svg"
    r = CliRunner().invoke(main, ["simulate", "--report", str(DATA / "simulate-small.jsonl"), "--plot", str(plot),
                                  "--json"])
    assert r.exit_code == 0, r.output
    plain, strict = json.loads(r.output)["studies"]
    assert (plain["study"], plain["games"], plain["ended"]) == ("short", 12, 10)
    rates = {w["winner"]: w for w in plain["win_rates"]}
    assert {k: w["wins"] for k, w in rates.items()} == {"RAJ": 5, "INC": 0, "ML": 2, "REV": 3}
    assert (rates["RAJ"]["low"], rates["RAJ"]["high"]) == pytest.approx((0.2366, 0.7634), abs=5e-5)
    assert (rates["INC"]["low"], rates["INC"]["high"]) == pytest.approx((0.0, 0.2775), abs=5e-5)
    assert plain["length"] == pytest.approx({"mean": 29.0, "median": 29.0, "p10": 21.8, "p90": 36.2})
    assert plain["endings"] == [{"campaign": 2, "how": "victory check", "games": 4},
                                {"campaign": 3, "how": "victory check", "games": 3},
                                {"campaign": 4, "how": "final ranking", "games": 3}]
    assert [(f["seed"], f["reproduce"]) for f in plain["failed"]] == [(10, "gandhi play short --seed 10"),
                                                                     (11, "gandhi play short --seed 11")]
    assert strict["study"] == "short RED-1=strict" and strict["games"] == 1
    svg = plot.read_text()
    assert 'data-winner="RAJ" data-rate="0.5000" data-low="0.2366" data-high="0.7634"' in svg
    text = CliRunner().invoke(main, ["simulate", "--report", str(DATA / "simulate-small.jsonl")]).output
    assert "RAJ" in text and "[ 23.7%,  76.3%]" in text and "p10 21.8, p90 36.2" in text


def test_progress_bar_only_on_a_terminal_issue_25(tmp_path):
    piped = gandhi("simulate", "short", "--games", "1", "-o", "a.jsonl", cwd=tmp_path)
    assert piped.returncode == 0 and "\r" not in piped.stderr and "game/s" not in piped.stderr
    main_fd, term = pty.openpty()
    fcntl.ioctl(term, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))  # a terminal 80 columns wide
    try:
        proc = subprocess.run([sys.executable, "-m", "gandhi_cli", "simulate", "short", "--games", "1",
                               "-o", "b.jsonl"], cwd=tmp_path, env=env(), stdout=subprocess.DEVNULL,
                              stderr=term, timeout=GUARD)
        shown = os.read(main_fd, 65536).decode(errors="replace")
    finally:
        os.close(term)
        os.close(main_fd)
    assert proc.returncode == 0 and "1/1" in shown


def test_other_commands_do_not_import_tqdm_or_dask_issue_25():
    code = "import sys; import gandhi_cli.cli.gandhi; print(sorted({'tqdm', 'dask', 'distributed'} & set(sys.modules)))"
    r = subprocess.run([sys.executable, "-c", code], env=env(), capture_output=True, text=True, timeout=GUARD)
    assert r.stdout.strip() == "[]", r.stderr


def test_a_file_simulate_did_not_write_is_never_cut_issue_25(tmp_path):
    """Only a torn line `simulate` began is dropped: a one-line file of something else, with no
    newline, is refused and left as it was."""
    out = tmp_path / "notes.txt"
    out.write_text("my notes, no newline")
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "1", "-o", str(out)])
    assert r.exit_code == 2 and f"{out}:1:1:" in r.output
    assert out.read_text() == "my notes, no newline"
