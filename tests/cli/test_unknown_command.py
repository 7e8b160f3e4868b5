"""Issue #23: an unknown subcommand is refused in the tool's own error format, one line and exit 2,
with the close command names suggested."""

from __future__ import annotations

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main


def test_a_misspelt_command_is_one_gandhi_error_line_with_a_suggestion():
    """Issue #23: `gandhi vaildate` names the command and suggests `validate`."""
    r = CliRunner().invoke(main, ["vaildate", "x.log"])
    assert r.exit_code == 2
    assert r.output == "gandhi: error: unknown command 'vaildate' (did you mean 'validate'?)\n"


def test_an_unknown_command_with_two_close_names_suggests_both():
    r = CliRunner().invoke(main, ["stat", "x.log"])
    assert r.exit_code == 2
    assert r.output == "gandhi: error: unknown command 'stat' (did you mean 'state', 'status'?)\n"


def test_an_unknown_command_far_from_any_name_suggests_nothing():
    r = CliRunner().invoke(main, ["xyzzy"])
    assert r.exit_code == 2
    assert r.output == "gandhi: error: unknown command 'xyzzy'\n"
