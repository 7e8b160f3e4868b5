"""Issue #23, "Every subcommand's `--help` has an example": each registered command's help has an
`Example:` line, and every example in the helps runs, exit 0 or the code its comment names
("exit 1: ..."). They run in a scratch folder holding a copy of examples/, a player's own log
`mygame.log` (a Non-Player to act next), `game.log` (a player to act next) and a `mail.txt`
holding the same log as mygame.log (for `- < mail.txt`), so an example that writes writes there."""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from gandhi_cli.cli.app import all_commands
from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]
# A game just begun, the Raj a Non-Player: card 45 comes first, the Raj first in its order
# (seed 3), so `gandhi next` has a Raj move to make (and `--arjuna B` is one of the Raj's cards).
MYGAME = """[Scenario short]
[Seed 3]
[Players INC ML REV]
"""
# A player's log: the first card of examples/short-game.log turned up, Congress 1st Eligible
# (`gandhi add game.log ...`).
GAME = "".join((REPO / "examples" / "short-game.log").read_text(encoding="utf-8").splitlines(True)[:12])


def help_text(name: str) -> str:
    command = all_commands()[name]
    return command.get_help(click.Context(command, info_name=name, parent=click.Context(main, info_name="gandhi")))


def examples(text: str) -> list[str]:
    """The example command lines of a help: the text after `Example:` and the indented lines
    below it that start with `gandhi `, each without its comment (after two spaces)."""
    found: list[str] = []
    going = False
    for line in text.splitlines():
        body = line.strip()
        if "Example:" in body:
            body = body.split("Example:", 1)[1].strip()
            going = True
        elif not (going and body.startswith("gandhi ")):
            going = False
            continue
        found.append(body)
    return found


def split(example: str) -> tuple[list[str], str | None, int]:
    """An example's arguments (after `gandhi`), the file given as its standard input (`< FILE`),
    and the exit code its comment names (0 unless `exit N`)."""
    command, comment = (re.split(r"\s{2,}", example, maxsplit=1) + [""])[:2]
    words = shlex.split(command)
    assert words[0] == "gandhi", example
    stdin = None
    if "<" in words:
        at = words.index("<")
        stdin, words = words[at + 1], words[:at]
    code = re.match(r"exit (\d+)", comment)
    return words[1:], stdin, int(code.group(1)) if code else 0


def all_examples() -> list[tuple[str, str]]:
    return [(name, ex) for name in sorted(all_commands()) for ex in examples(help_text(name))]


@pytest.mark.parametrize("name", sorted(all_commands()))
def test_every_command_help_has_an_example(name):
    """Issue #23: "Every subcommand's `--help` has an example (7 of 14 have none)"."""
    text = help_text(name)
    assert "Example:" in text, f"gandhi {name} --help has no Example: line"
    assert examples(text), f"gandhi {name} --help: no `gandhi ...` command after Example:"


def test_the_examples_are_found():
    """The parser of the helps finds the examples, their comments apart, their exit codes and
    their standard input."""
    found = [ex for _, ex in all_examples()]
    assert len(found) > len(all_commands())
    planted = "gandhi validate examples/planted-mistakes.log    exit 1: the mistakes planted in it"
    assert planted in found
    assert split(planted) == (["validate", "examples/planted-mistakes.log"], None, 1)
    assert split("gandhi fmt - < mail.txt            a log piped in") == (["fmt", "-"], "mail.txt", 0)


@pytest.mark.parametrize("name, example", all_examples())
def test_every_example_in_the_helps_runs(name, example, tmp_path, monkeypatch):
    """Issue #23: the examples are real commands: each runs, with exit 0 or the code it names."""
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    (tmp_path / "mygame.log").write_text(MYGAME, encoding="utf-8")
    (tmp_path / "mail.txt").write_text(MYGAME, encoding="utf-8")
    (tmp_path / "game.log").write_text(GAME, encoding="utf-8")
    args, stdin, code = split(example)
    if "-o" in args and args[args.index("-o") + 1] == "mygame.log":  # `play -o mygame.log` makes it
        (tmp_path / "mygame.log").unlink()
    monkeypatch.chdir(tmp_path)
    stdin_text = (tmp_path / stdin).read_text(encoding="utf-8") if stdin else None
    result = CliRunner().invoke(main, args, input=stdin_text)
    assert "Traceback" not in result.output and "internal error" not in result.output
    assert result.exit_code == code, f"{example}: exit {result.exit_code}\n{result.output}"
