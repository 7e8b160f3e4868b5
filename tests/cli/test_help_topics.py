"""Issue #23: `gandhi help` (the list of topics and commands), `gandhi help notation` (the move
notation from the installed package) and `gandhi help COMMAND` (that command's --help)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.app import all_commands
from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result


def test_help_notation_prints_the_notation_reference():
    """Issue #23: `gandhi help notation` prints docs/notation.md, the whole of it."""
    r = run("help", "notation")
    assert r.exit_code == 0
    assert r.output == (REPO / "docs" / "notation.md").read_text(encoding="utf-8")


def test_help_lists_the_topics_and_every_command():
    r = run("help")
    assert r.exit_code == 0
    lines = r.output.splitlines()
    assert lines[0] == "Topics (gandhi help TOPIC):"
    assert lines[1].split()[0] == "notation"
    listed = {line.split()[0] for line in lines[lines.index("") + 2:]}
    assert listed == set(all_commands())
    assert {"validate", "next", "help", "fmt"} <= listed


def test_help_command_is_that_commands_help():
    """Issue #23: `gandhi help COMMAND` = `gandhi COMMAND --help`."""
    for command in ("validate", "next", "board"):
        assert run("help", command).output == run(command, "--help").output


def test_an_unknown_help_topic_is_refused_with_a_suggestion():
    r = run("help", "notaton")
    assert r.exit_code == 2
    assert r.output == "gandhi: error: unknown help topic or command 'notaton' (did you mean 'notation'?)\n"
