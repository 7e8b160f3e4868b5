"""Issue #24: what `fmt` keeps, what the bots write, and messages that agree across commands
(`next` and `validate` count the same violations; one rule and one message for seeds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BIG = str(10 ** 40)


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output and "internal error" not in result.output, result.output
    return result


def test_fmt_keeps_statements_that_share_a_line_on_it(tmp_path):
    """#24: the README promises that fmt keeps line numbers; two statements on one line were put
    on two lines (every later line number moved by one)."""
    log = tmp_path / "game.log"
    log.write_text("[Scenario short] [Seed 1]\n# a comment\nCARD 68 [RAJ REV INC ML] raj PASS\nREV pass  # end\n",
                   encoding="utf-8")
    r = run("fmt", str(log))
    assert r.exit_code == 0, r.output
    assert r.output == ("[Scenario short] [Seed 1]\n# a comment\ncard 68 [RAJ REV INC ML] RAJ pass\n"
                        "REV pass  # end\n")
    log.write_text(r.output, encoding="utf-8")
    assert run("fmt", "--check", str(log)).exit_code == 0  # and it is canonical: fmt is idempotent


@pytest.mark.parametrize("args", [["short", "--seed", "1"], ["short", "--seed", "2", "--np", "RAJ,ML,REV"]])
def test_the_logs_the_bots_write_pass_fmt_check(tmp_path, args):
    """#24: `gandhi play short --seed 1 -o x.log && gandhi fmt --check x.log` failed (`[Players ]`,
    `from oop` where fmt writes `[Players]`, `from out-of-play`): the bots write the canonical form."""
    out = tmp_path / "x.log"
    r = run("play", *args, "-o", str(out))
    assert r.exit_code == 0, r.output
    check = run("fmt", "--diff", "--check", str(out))
    assert check.exit_code == 0, check.output
    text = out.read_text(encoding="utf-8")
    if "--np" not in args:
        assert "\n[Players]\n" in text
    assert run("validate", str(out)).exit_code == 0


def test_next_appends_canonical_lines(tmp_path):
    """#24: the lines `next --append` writes pass `fmt --check` too (a canonical log stays so)."""
    log = tmp_path / "game.log"
    lines = (EXAMPLES / "np-short.log").read_text(encoding="utf-8").splitlines(keepends=True)
    cut = next(i for i, line in enumerate(lines) if line.startswith("card 5 "))
    log.write_text("".join(lines[:cut]), encoding="utf-8")
    assert run("fmt", "--in-place", str(log)).exit_code == 0
    before = log.read_text(encoding="utf-8")
    r = run("next", str(log), "--until-player", "--append")
    assert r.exit_code == 0, r.output
    assert len(log.read_text(encoding="utf-8")) > len(before)
    check = run("fmt", "--diff", "--check", str(log))
    assert check.exit_code == 0, check.output


def finished(tmp_path: Path) -> str:
    out = tmp_path / "done.log"
    r = run("play", "short", "--seed", "1", "-o", str(out))
    assert r.exit_code == 0 and "game over" in r.output, r.output
    return out.read_text(encoding="utf-8")


@pytest.mark.parametrize("after", ["once", "repeated"])
def test_next_counts_the_violations_validate_counts(tmp_path, after):
    """#24, 6.1/6.3.5: a statement after the game's end is reported once and the rest of the log
    is not played (as `validate` does); `next` counted every statement after the end (2 vs 1, and
    77 vs 1 for a log with its body repeated)."""
    text = finished(tmp_path)
    body = text.splitlines(keepends=True)[4:]
    log = tmp_path / "game.log"
    log.write_text(text + ("card 1\nRAJ pass\n" if after == "once" else "".join(body)), encoding="utf-8")
    v = run("validate", str(log))
    assert v.exit_code == 1 and ", 1 violation," in v.output, v.output
    n = run("next", str(log))
    assert f"gandhi: warning: {log} has 1 violation(s) (gandhi validate)" in n.output, n.output


@pytest.mark.parametrize("command", [["play", "short"], ["setup", "short"], ["next", "LOG"]])
def test_one_rule_and_one_message_for_seeds(tmp_path, command):
    """#24: `play --seed 10**40` was refused at `<play>:3:7` (a log the user never wrote) while
    `setup` and `next` took it: every --seed follows the rule of a log's [Seed] header (at most
    30 digits), refused as an option (exit 2) with the header's message."""
    log = tmp_path / "game.log"
    log.write_text("[Scenario short]\n[Seed 1]\n[Players]\n", encoding="utf-8")
    args = [str(log) if a == "LOG" else a for a in command]
    r = run(*args, "--seed", BIG)
    assert r.exit_code == 2, r.output
    assert "Invalid value for '--seed': a number of 41 digits (at most 30)" in r.output
    assert "<play>" not in r.output
    header = tmp_path / "big.log"
    header.write_text(f"[Scenario short]\n[Seed {BIG}]\n[Players]\n", encoding="utf-8")
    h = run("validate", str(header))
    assert h.exit_code == 2 and f"{header}:2:7: a number of 41 digits (at most 30)" in h.output, h.output


def test_a_seed_of_30_digits_is_taken_by_every_command(tmp_path):
    """#24: the largest seed the rule allows is taken by `setup` and by `play` (written in its log
    as [Seed N], which `validate` reads back)."""
    seed = "9" * 30
    assert run("setup", "short", "--seed", seed).exit_code == 0
    out = tmp_path / "x.log"
    r = run("play", "short", "--seed", seed, "--np", "RAJ,ML,REV", "-o", str(out))
    assert r.exit_code == 0, r.output
    assert f"[Seed {seed}]" in out.read_text(encoding="utf-8")
    assert run("validate", str(out)).exit_code in (0, 1)
