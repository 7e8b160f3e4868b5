"""Control characters in what gandhi reads and prints (issue #35, items 13 and 14).

README ("Every file read may be hostile"): a log mailed by another player is read as any other
tool reads it. A line ends at "\\n" ("\\r\\n" too) and nowhere else, so a line separator cannot
hide a move inside what every editor, grep and mail reader shows as a comment; any other control
character in a log (or a data file) is refused at its line and column (exit 2). And no text read
from a file reaches the output with a control character in it (`io.quoting.printable`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

HEAD = ("[Scenario short]\n[Seed 1]\n[Players RAJ INC ML REV]\n"
        "card 68 [INC REV RAJ ML]\n"
        "INC nc: select BP + persuade: remove 1S BP\n")  # lines 1-5; REV is the 2nd Eligible


def _run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin)


def _write(tmp_path: Path, text: str, name: str = "game.log") -> str:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return str(path)


def test_a_line_separator_does_not_hide_a_move(tmp_path):
    """Issue #35 item 13 (README: every file read may be hostile): `# harmless note<U+2028>REV
    pass` is one comment line to an editor, grep or a mail reader; gandhi must not play the
    `REV pass` hidden in it. The log is refused at the separator's line and column (exit 2)."""
    log = _write(tmp_path, HEAD + "# harmless note\u2028REV pass\n")
    out = _run("validate", log)
    assert out.exit_code == 2, out.output
    assert f"{log}:6:16: control character U+2028" in out.output


@pytest.mark.parametrize("char", ["\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e",
                                  "\r", "\x1b", "\x07", "\x7f", "\x9b", "\u202e"])
@pytest.mark.parametrize("command", ["validate", "state", "margins", "fmt", "status"])
def test_every_other_control_character_is_refused_at_its_place(tmp_path, char, command):
    """Issue #35 item 13: lines end at \\n only; any other control character (a line separator,
    a lone carriage return, an escape, a bidirectional override) is reported at its place by
    every command that reads a log, never taken as a line end or copied out."""
    log = _write(tmp_path, HEAD + f"REV rally limited: place 1G Bihar # a note{char}here\n")
    out = _run(command, log)
    assert out.exit_code == 2, out.output
    assert f"{log}:6:43: control character U+{ord(char):04X}" in out.output
    assert char not in out.output


def test_a_crlf_log_reads_as_the_same_log(tmp_path):
    """Issue #35 item 13: "\\r\\n" ends a line as "\\n" does (a log saved on Windows): the same
    findings and the same canonical text as the "\\n" log."""
    text = HEAD + "REV rally limited: place 1G Bihar\n"
    unix = _write(tmp_path, text, "unix.log")
    dos = _write(tmp_path, text.replace("\n", "\r\n"), "dos.log")
    a, b = _run("validate", unix), _run("validate", dos)
    assert (a.exit_code, b.exit_code) == (0, 0), (a.output, b.output)
    assert _run("fmt", dos).output == _run("fmt", unix).output


def test_lines_end_at_newline_only():
    """Issue #35 item 13: the one way gandhi splits a text into lines."""
    from gandhi_cli.io.textlines import lines

    assert lines("a\u2028b\x85c\x0bd\x1ce\nf\r\ng\n") == ["a\u2028b\x85c\x0bd\x1ce", "f", "g"]
    assert lines("a\nb") == ["a", "b"] and lines("") == [] and lines("\n\n") == ["", ""]


def test_a_move_added_with_a_control_character_is_refused(tmp_path):
    """Issue #35 item 13: `gandhi add` reads the move as a log's line: a control character in it
    is refused (exit 2) and nothing is written."""
    log = _write(tmp_path, HEAD)
    out = _run("add", log, "REV rally limited: place 1G Bihar # \x1b]0;owned\x07")
    assert out.exit_code == 2, out.output
    assert Path(log).read_text() == HEAD


def test_a_data_file_holding_a_control_character_is_refused(tmp_path):
    """Issue #35 items 13-14: a map file (`--map`) is read as hostile too: a line separator in it,
    or an escape written in a double-quoted value ("\\e"), is refused at its place, so a space
    name can never carry an escape sequence to the board's tables."""
    from gandhi_cli.io.resources import data_dir

    source = (data_dir() / "map.yaml").read_text(encoding="utf-8")
    escaped = tmp_path / "escaped.yaml"
    escaped.write_text(source.replace('name: "Bihar"', 'name: "Bihar\\e]0;owned\\a"', 1), encoding="utf-8")
    out = _run("map", "--check", "--map", str(escaped))
    assert out.exit_code == 2 and "control character U+001B" in out.output, out.output
    assert "\x1b" not in out.output
    separator = tmp_path / "separator.yaml"
    separator.write_text(source.replace('name: "Bihar"', 'name: "Bihar\u2028x"', 1), encoding="utf-8")
    out = _run("map", "--check", "--map", str(separator))
    assert out.exit_code == 2 and "control character U+2028" in out.output, out.output


def test_status_mail_does_not_copy_an_escape_sequence(tmp_path):
    """Issue #35 item 14: `status --mail` copied comments byte for byte, so an opponent's comment
    could set the terminal's title, clear the screen or ring the bell. Such a log is refused (exit
    2, the character located, never printed)."""
    log = _write(tmp_path, HEAD + "# \x1b]0;owned\x07\x1b[2J\n")
    out = _run("status", log, "--mail", "REV")
    assert out.exit_code == 2, out.output
    assert "\x1b" not in out.output and "\x07" not in out.output
    assert f"{log}:6:3: control character U+001B" in out.output


def test_the_mail_prints_a_line_through_the_sanitiser():
    """Issue #35 item 14: the mail's copy of the log's lines goes through `printable`, whatever
    reached it."""
    from gandhi_cli.render.mail import _since

    text = "\n".join(line for _, line in _since("INC pass\n# \x1b]0;owned\x07 \u202eevil\n", 0))
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text
    assert "\\x1b]0;owned\\x07" in text


def test_printable_escapes_every_control_character():
    """Issue #35 item 14: the one sanitiser (io/quoting.py): C0, DEL, C1, the line separators and
    the bidirectional controls shown as escapes; tabs kept, newlines kept unless asked."""
    from gandhi_cli.io.quoting import printable

    assert printable("a\x1b[2Jb\x07c\x9bd\u2028e\u202ef\tg\nh") == "a\\x1b[2Jb\\x07c\\x9bd\\u2028e\\u202ef\tg\nh"
    assert printable("a\nb", newlines=False) == "a\\x0ab"
    assert printable("Bihar — 孟加拉") == "Bihar — 孟加拉"


def test_an_error_naming_a_file_prints_no_escape():
    """Issue #35 item 14: an error message echoes the file's name (a name may come from a
    script, a mail, a listing): its control characters are escaped, never sent to the terminal."""
    name = "x\x1b]0;owned\x07.log"
    out = subprocess.run([sys.executable, "-m", "gandhi_cli", "validate", name], capture_output=True,
                         timeout=60)
    assert out.returncode == 2
    assert b"\x1b" not in out.stderr and b"\x07" not in out.stderr
    assert b"x\\x1b]0;owned\\x07.log" in out.stderr


def test_json_output_holds_no_raw_control_character():
    """Issue #35 item 14: `--json` escapes C1 controls, line separators and bidi controls as
    JSON does C0 (`\\u2028`): the same value, no raw control on the terminal."""
    out = _run("validate", "no\u2028such\x9bfile\u202e.log", "--json")
    assert out.exit_code == 2
    assert not any(c in out.stdout for c in "\u2028\x9b\u202e"), out.stdout
    assert json.loads(out.stdout)["errors"][0]["message"]
