"""`gandhi fmt` keeps every comment where it was (issue #15): players' messages, the `# IT:` tags
of the examples and the `#@np` lines the Non-Players read back (NP-DRV-1); `--in-place` writes
safely and `--diff` prints a unified diff."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st

from gandhi_cli.cli.gandhi import main
from gandhi_cli.notation.fmt import fmt
from gandhi_cli.notation.parse import parse, parse_file, resolve_spaces

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE_LOGS = sorted(EXAMPLES.glob("*.log"))


def run(*args):
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result


def _split_comment(line: str) -> tuple[str, int | None]:
    """A line's code and the column of its `#` (outside a quoted space name), or None."""
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "#" and not quoted:
            return line[:i], i
    return line, None


def _comments(text: str) -> dict[int, str]:
    """line number -> the comment on it (text from `#`)."""
    out = {}
    for number, line in enumerate(text.splitlines(), 1):
        _code, column = _split_comment(line)
        if column is not None:
            out[number] = line[column:].rstrip()
    return out


@pytest.mark.parametrize("path", EXAMPLE_LOGS, ids=lambda p: p.name)
def test_fmt_keeps_every_comment_on_its_line(path):
    """#15: every comment of every example (chat, `# IT:` tags, `#@np` lines) is still there, on
    the same line number, and comment-only and blank lines are unchanged; fmt is idempotent."""
    original = path.read_text(encoding="utf-8")
    text = fmt(parse_file(path))
    assert _comments(text) == _comments(original)
    old, new = original.splitlines(), text.splitlines()
    assert len(new) == len(old)
    for a, b in zip(old, new, strict=True):
        if not _split_comment(a)[0].strip():
            assert b == a.rstrip()
    again = parse(text, str(path))
    assert again.errors == () and again.statements == parse_file(path).statements
    assert fmt(again) == text


def test_already_canonical_examples_round_trip_byte_for_byte():
    """#15: `fmt --check` passes on the examples already in canonical form (events.log: comments
    before the moves, blank lines between cards; np-solitaire.log: written by `gandhi play`, whose
    bots write the canonical form, #24) and `fmt` gives them back byte for byte. The others differ
    only by the aliases `cd`/`nc` and the Non-Players' `[Players ]` (checked above)."""
    canonical = [p for p in EXAMPLE_LOGS if run("fmt", "--check", str(p)).exit_code == 0]
    assert [p.name for p in canonical] == ["events.log", "np-solitaire.log", "table.log"]  # table.log: `add`'s
    for path in canonical:
        r = run("fmt", str(path))
        assert r.exit_code == 0 and r.output == path.read_text(encoding="utf-8")


def test_a_statement_over_several_lines_keeps_its_breaks_and_its_comments():
    """#15: a comment belongs to the statement it precedes or ends: trailing comments stay on
    their line (at their column when the code fits), a comment line inside a statement stays."""
    text = ("[Scenario tutorial]   # the book's set-up\n"
            "# Rally, then Infiltrate (IT:2384-2401)\n"
            "card 60 [INC REV RAJ ML]\n"
            "rev RALLY: place 2g EB; place 1 guerrilla Punjab      # IT:2384\n"
            "  ; out-of-play 1g  # IT:2395\n"
            "  # a note between two steps\n"
            "  + infiltrate: replace protest UP with 1g  #IT:2401\n"
            "INC pass # nothing to do\n")
    assert fmt(parse(text)) == (
        "[Scenario tutorial]   # the book's set-up\n"
        "# Rally, then Infiltrate (IT:2384-2401)\n"
        "card 60 [INC REV RAJ ML]\n"
        "REV rally: place 2G EB; place 1G Punjab               # IT:2384\n"
        "  ; out-of-play 1G  # IT:2395\n"
        "  # a note between two steps\n"
        "  + infiltrate: replace protest UP with 1G  #IT:2401\n"
        "INC pass  # nothing to do\n")


def test_a_comment_whose_code_joins_the_line_above_stays_on_its_line():
    """#15: a statement broken inside its head: the code is joined, each comment keeps its line
    (found by the property test below: two comments used to end up on one line)."""
    text = "[Scenario short]\ncard 9\nINC # c\n nc: select Sind + persuade  # a note\n: remove 1T Punjab\n"
    assert fmt(parse(text)) == ("[Scenario short]\ncard 9\nINC non-cooperation: select Sind  # c\n"
                                "  # a note\n  + persuade: remove 1T Punjab\n")


def test_fmt_keeps_the_np_lines_so_next_makes_the_same_move(tmp_path):
    """#15, NP-DRV-1: `gandhi next` reads the `#@np` lines back (the Arjuna cards drawn); after
    `fmt` (which rewrites `cd` in this log) the next Non-Player move is the same."""
    lines = (EXAMPLES / "np-short.log").read_text(encoding="utf-8").splitlines(keepends=True)
    cd = next(i for i, line in enumerate(lines) if "civil-disobedience" in line)
    cut = next(i for i, line in enumerate(lines) if i > cd and line.startswith("#@np INC"))
    log = tmp_path / "game.log"
    log.write_text("".join(lines[:cut]), encoding="utf-8")
    before = run("next", str(log))
    assert before.exit_code == 0 and "#@np INC" in before.output
    r = run("fmt", "--in-place", str(log))
    assert r.exit_code == 0 and "civil-disobedience" in log.read_text(encoding="utf-8")
    assert run("next", str(log)).output == before.output


def test_fmt_in_place_rewrites_safely(tmp_path):
    """#15: --in-place writes the canonical text through a symlink to its target, keeps the
    mode, leaves no temporary file; a canonical log is left untouched; a log with errors is not
    written (exit 2)."""
    real = tmp_path / "real.log"
    real.write_text("# chat: your move\n[Scenario short]\ncard 68\ninc NC: select BP  # why not\n", encoding="utf-8")
    os.chmod(real, 0o640)
    link = tmp_path / "game.log"
    link.symlink_to(real.name)
    r = run("fmt", "--in-place", str(link))
    assert r.exit_code == 0
    assert real.read_text(encoding="utf-8") == ("# chat: your move\n[Scenario short]\ncard 68\n"
                                                "INC non-cooperation: select BP  # why not\n")
    assert link.is_symlink() and stat.S_IMODE(real.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log", "real.log"]
    inode = real.stat().st_ino
    assert run("fmt", "-i", str(link)).exit_code == 0 and real.stat().st_ino == inode  # nothing to do
    bad = tmp_path / "bad.log"
    bad.write_text("[Scenario short]\ncard 68\nINC nc: select Bihr\n", encoding="utf-8")
    r = run("fmt", "--in-place", str(bad))
    assert r.exit_code == 2 and "Bihr" in r.output
    assert bad.read_text(encoding="utf-8") == "[Scenario short]\ncard 68\nINC nc: select Bihr\n"


def test_fmt_diff_is_a_unified_diff_and_check_still_exits_1(tmp_path):
    """#15: --diff prints a unified diff (nothing for a canonical log); with --check the exit
    code is still 1 when the log is not canonical."""
    log = tmp_path / "game.log"
    log.write_text("[Scenario short]\ncard 68\n# Congress\nINC nc: select BP\n", encoding="utf-8")
    r = run("fmt", "--diff", str(log))
    assert r.exit_code == 0
    assert r.output == (f"--- {log}\n+++ {log} (canonical)\n@@ -1,4 +1,4 @@\n [Scenario short]\n card 68\n"
                        " # Congress\n-INC nc: select BP\n+INC non-cooperation: select BP\n")
    r = run("fmt", "--check", "--diff", str(log))
    assert r.exit_code == 1 and r.output.startswith(f"--- {log}\n")
    assert log.read_text(encoding="utf-8").endswith("INC nc: select BP\n")  # --diff writes nothing
    log.write_text("[Scenario short]\ncard 68\nINC pass", encoding="utf-8")  # no final newline
    r = run("fmt", "--diff", str(log))
    assert "-INC pass\n\\ No newline at end of file\n+INC pass\n" in r.output
    assert run("fmt", "--check", "--in-place", str(log)).exit_code == 2  # one or the other


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fmt_of_any_layout_keeps_the_moves_and_the_comments(data, board):
    """#15: a log laid out any way (line breaks and comments put between any two words): `fmt`
    keeps every comment, gives back the same moves, and is idempotent."""
    path = data.draw(st.sampled_from([EXAMPLES / "tutorial.log", EXAMPLES / "planted-mistakes.log"]))
    words = path.read_text(encoding="utf-8").split(" ")
    cuts = data.draw(st.lists(st.tuples(st.integers(0, len(words) - 1), st.sampled_from(["\n", " # c\n", "\n# c\n"])),
                              max_size=12))
    for at, sep in sorted(cuts, reverse=True):
        if '"' not in words[at] and "#" not in words[at]:
            words[at] += sep
    text = " ".join(words)
    log = parse(text, "x.log")
    if log.errors or resolve_spaces(log, board):  # what `gandhi fmt` refuses
        return
    out = fmt(log)
    again = parse(out, "x.log")
    assert again.errors == () and again.statements == log.statements and again.headers == log.headers
    assert list(_comments(out).values()) == [c.rstrip() for c in _comments(text).values()]  # all, in order
    assert fmt(again) == out
