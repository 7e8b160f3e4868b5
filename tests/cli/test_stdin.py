"""Issue #23, "stdin": `-` as the LOG of `validate`, `state`, `margins`, `fmt`, `status`, `board`
and `view` (a mail piped in), under the same size limit as a file, its messages located as
`<stdin>:LINE:COL`; `fmt - --in-place` refused; a `[Scenario FILE]` relative path read from the
current folder."""

from __future__ import annotations

import io
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.io.boundedread import read_stdin
from gandhi_cli.io.errors import InputError
from gandhi_cli.notation.parse import MAX_LOG_BYTES

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
PLANTED = (EXAMPLES / "planted-mistakes.log").read_text(encoding="utf-8")
SHORT = (EXAMPLES / "short-game.log").read_text(encoding="utf-8")


def run(args: list[str], stdin: str | bytes):
    result = CliRunner().invoke(main, args, input=stdin)
    assert "Traceback" not in result.output and "internal error" not in result.output
    return result


def test_validate_reads_a_log_piped_in_and_locates_at_stdin():
    """Issue #23: `gandhi validate -`: the planted mistake at line 10 (Troops into Rajputana,
    1.4.2) is reported at `<stdin>:10:30`, exit 1."""
    r = run(["validate", "-"], PLANTED)
    assert r.exit_code == 1
    assert r.stdout.splitlines()[0] == ("<stdin>:10:30: rule 1.4.2: Troops may never enter a State (Rajputana) "
                                        "[step skipped]")


def test_a_syntax_error_piped_in_is_located_at_stdin():
    """Issue #23: an unusable log on stdin: `gandhi: error: <stdin>:LINE:COL: ...`, exit 2."""
    r = run(["validate", "-"], "[Scenario short]\nfoo bar\n")
    assert r.exit_code == 2
    assert r.output.startswith("gandhi: error: <stdin>:2:1: unexpected 'foo'")


@pytest.mark.parametrize("command", [["state"], ["margins"], ["status"], ["fmt"], ["state", "--json"],
                                     ["status", "--json"], ["margins", "--json"]])
def test_a_log_piped_in_reads_as_the_same_log_named_on_the_command_line(command, monkeypatch):
    """Issue #23: `state`, `margins`, `status`, `fmt` with `-` print what they print for the
    file (status names the log: `<stdin>` instead of the file name)."""
    monkeypatch.chdir(EXAMPLES)
    piped = run([*command, "-"], SHORT)
    named = run([*command, "short-game.log"], "")
    assert piped.exit_code == named.exit_code == 0
    if command[0] == "status":
        assert piped.stdout == named.stdout.replace("short-game.log", "<stdin>")
    else:
        assert piped.stdout == named.stdout


def test_fmt_of_stdin_prints_the_canonical_form():
    r = run(["fmt", "-"], "[Scenario short]\n[Seed 3]\nCARD 45\n")
    assert r.exit_code == 0
    assert r.stdout == "[Scenario short]\n[Seed 3]\ncard 45\n"


def test_fmt_in_place_of_stdin_is_refused():
    """Issue #23: `fmt - --in-place` has no file to rewrite: a clear message, exit 2."""
    r = run(["fmt", "-", "--in-place"], "[Scenario short]\n")
    assert r.exit_code == 2
    assert r.output.startswith("gandhi: error: --in-place rewrites a file, and `-` is standard input")


@pytest.mark.parametrize("command, output", [(["board", "--at", "20"], "b.svg"), (["view"], "v.html")])
def test_board_and_view_draw_a_log_piped_in(tmp_path, command, output):
    r = run([command[0], "-", *command[1:], "-o", str(tmp_path / output)], SHORT)
    assert r.exit_code == 0, r.output
    assert "of <stdin>" in r.stderr
    assert (tmp_path / output).stat().st_size > 0


def test_stdin_over_the_log_limit_is_refused():
    """Issue #23: "with the same size limits": one byte over MAX_LOG_BYTES on stdin, exit 2."""
    r = run(["validate", "-"], b"#" * (MAX_LOG_BYTES + 1))
    assert r.exit_code == 2
    assert r.output == f"gandhi: error: <stdin>: standard input is over the {MAX_LOG_BYTES}-byte limit\n"


class EndlessStdin:
    """A standard input that never ends (as `yes |`), counting what was taken from it."""

    def __init__(self):
        self.taken = 0
        self.buffer = self

    def read(self, n: int) -> bytes:
        self.taken += n
        return b"x" * n


def test_an_endless_stdin_is_read_no_further_than_the_limit_plus_one(monkeypatch):
    """Issue #23: stdin is never read unbounded: the cap plus one byte, then refused."""
    endless = EndlessStdin()
    monkeypatch.setattr(sys, "stdin", endless)
    with pytest.raises(InputError, match="over the 1000-byte limit"):
        read_stdin(1000)
    assert endless.taken == 1001


def test_a_closed_stdin_is_an_input_error(monkeypatch):
    monkeypatch.setattr(sys, "stdin", None)
    with pytest.raises(InputError, match="standard input is closed"):
        read_stdin(1000)


def test_an_empty_stdin_is_an_empty_text(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    assert read_stdin(1000) == b""


def test_a_scenario_file_named_by_a_log_piped_in_is_read_from_the_current_folder(tmp_path, monkeypatch):
    """Issue #23: a log read from stdin has no folder: its `[Scenario FILE]` relative path is read
    from the current folder (README, "Reading a log from standard input")."""
    (tmp_path / "mine.yaml").write_text("base: short\n", encoding="utf-8")
    log = '[Scenario "mine.yaml"]\n[Seed 3]\n'
    monkeypatch.chdir(tmp_path)
    assert run(["validate", "-"], log).exit_code == 0
    monkeypatch.chdir(REPO)
    r = run(["validate", "-"], log)
    assert r.exit_code == 2
    assert r.output == ("gandhi: error: <stdin>:1:1: scenario file 'mine.yaml' not found (a relative path is "
                        "read from the current folder)\n")


def test_a_real_pipe_into_validate():
    """Issue #23, through a real shell pipeline: `cat LOG | gandhi validate -`."""
    command = " ".join(shlex.quote(a) for a in [sys.executable, "-m", "gandhi_cli", "validate", "-"])
    proc = subprocess.run(["bash", "-c", f"cat planted-mistakes.log | {command}"], cwd=EXAMPLES, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.startswith("<stdin>:10:30: rule 1.4.2: ")
    assert proc.stderr.startswith("<stdin>: 12 card(s) replayed, 9 violations")
