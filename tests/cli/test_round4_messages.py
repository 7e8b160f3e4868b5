"""Issue #35, "Tried as a new user would" (items 20-22): the README's and the helps' promises
checked as a new player meets them: space names of several words without quotes, the e-mail
summary that can be pasted back, the help's own examples, standard input, `--json` errors,
80 columns, the viewer's Non-Player folds, `gandhi help notation`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from gandhi_cli.cli.app import all_commands
from gandhi_cli.cli.gandhi import main
from gandhi_cli.model.mapdata import load_map
from gandhi_cli.notation.parse import parse, resolve_spaces

ROOT = Path(__file__).resolve().parents[2]
SHORT = ROOT / "examples" / "short-game.log"
SHORT_LINES = SHORT.read_text(encoding="utf-8").splitlines(keepends=True)


def run(*args: str, stdin: str | None = None):
    r = CliRunner().invoke(main, list(args), input=stdin)
    assert "Traceback" not in r.output
    return r


# ------------------------------------------------------------------ item 20: names of several words
def test_readme_jammu_and_kashmir_unquoted_names_the_state():
    """README ("Space names ... accept aliases", `Jammu and Kashmir` listed; "A name of several
    words needs no quotes"): `place 1G Jammu and Kashmir` names Jammu & Kashmir, with no error
    (`and` is the beginning of Coastal Andhra's name, not a space of its own)."""
    log = parse("card 1\nREV rally: place 1G Jammu and Kashmir\n", "g.log")
    assert log.errors == ()
    assert resolve_spaces(log, load_map()) == []
    r = run("state", "-", "--json", stdin="[Scenario short]\n[Seed 1]\ncard 68 [INC REV RAJ ML]\n"
                                         "INC pass\nREV rally: place 1G Jammu and Kashmir\n")
    assert r.exit_code == 0, r.output
    (jk,) = [s for s in json.loads(r.output)["spaces"] if s["id"] == "jammu-kashmir"]
    assert jk["guerrillas_hidden"] == 1


def test_readme_a_lone_ampersand_says_how_to_write_the_name():
    """README: "where the words are not a name ... the message says how to write it (quotes, or an
    alias)"; docs/notation.md: a name with a lone `&` needs quotes or an alias. One located
    message (exit 2), at the `&`, naming both ways."""
    text = "[Scenario short]\n[Seed 1]\ncard 68 [INC REV RAJ ML]\nINC pass\nREV rally: place 1G Jammu & Kashmir\n"
    r = run("validate", "-", stdin=text)
    assert r.exit_code == 2
    column = text.splitlines()[4].index("&") + 1
    (line,) = r.output.strip().splitlines()
    assert line.startswith(f"gandhi: error: <stdin>:5:{column}: ")
    assert '"Jammu & Kashmir"' in line and "J&K" in line and "quotes" in line


# ------------------------------------------------------------------ item 21: status --mail
def _quoted(text: str) -> list[str]:
    """The log's lines the mail quotes: between its `... as written:` line and `Findings:`."""
    lines = text.splitlines()
    start = next(i for i, x in enumerate(lines) if x.endswith("as written:"))
    end = lines.index(next(x for x in lines if x.startswith("Findings:")))
    return lines[start + 1:end]


def test_mail_quotes_the_log_lines_as_written_so_they_paste_back_into_the_log(tmp_path):
    """docs/status.md (`--mail`, "to paste into a reply in a game by e-mail"): the lines since the
    reader's last move are the log's own, not numbered nor wrapped: pasted after the reader's
    copy of the log (cut at their move, line 14), they give the log as it stands at line 22."""
    r = run("status", str(SHORT), "--at", "22", "--mail", "INC")
    assert r.exit_code == 0, r.output
    quoted = _quoted(r.output)
    assert quoted and all(q + "\n" in SHORT_LINES for q in quoted)
    mine = tmp_path / "mine.log"
    mine.write_text("".join(SHORT_LINES[:14]) + "\n".join(quoted) + "\n", encoding="utf-8")
    theirs = tmp_path / "theirs.log"
    theirs.write_text("".join(SHORT_LINES[:22]), encoding="utf-8")
    a, b = run("state", str(mine), "--json"), run("state", str(theirs), "--json")
    assert a.exit_code == 0 and json.loads(a.output) == json.loads(b.output)


def test_mail_quoted_move_goes_into_gandhi_add_from_standard_input(tmp_path):
    """README (`add`: "without MOVE (or `-`) it is read from standard input"): the one move the
    mail quotes at line 15 (REV's Limited Rally) is added as it is."""
    r = run("status", str(SHORT), "--at", "15", "--mail", "INC")
    quoted = _quoted(r.output)
    assert quoted == [SHORT_LINES[14].rstrip("\n")]
    log = tmp_path / "mine.log"
    log.write_text("".join(SHORT_LINES[:14]), encoding="utf-8")
    r = run("add", str(log), "-", stdin="\n".join(quoted) + "\n")
    assert r.exit_code == 0, r.output
    assert log.read_text(encoding="utf-8").rstrip("\n").endswith(SHORT_LINES[14].rstrip("\n"))


def test_mail_names_the_current_and_the_next_card():
    """2.2, 2.3.7 (the current card and the next one are face up): the log's comment says Seed 1
    deals 68 then 19; at line 15 card 68's turns are all taken and 19 is next."""
    r = run("status", str(SHORT), "--at", "15", "--mail", "INC")
    cards = next(x for x in r.output.splitlines() if x.startswith("Cards:"))
    assert cards.startswith("Cards: current #68 ") and "(done), next #19 " in cards
    # the end: the log's comment says the Campaign cards come as 76, 79, 78; the game ends with 78 (6.3.5)
    r = run("status", str(SHORT), "--mail", "INC")
    cards = next(x for x in r.output.splitlines() if x.startswith("Cards:"))
    assert cards.startswith("Cards: current #78 ") and cards.endswith("(done), next none")


def test_mail_is_addressed_to_the_player_holding_the_faction_due(tmp_path):
    """docs/notation.md ([Players RAJ+ML INC+REV]: one entry per player): on card 68 REV is due
    after INC (line 14); the player who holds REV holds INC too, so the mail is for INC and REV
    and starts after that player's last move (INC's, line 14). Once card 68 is done (line 15, REV
    moved last) it is for the other player, RAJ and ML."""
    log = tmp_path / "hot-seat.log"
    log.write_text("".join(SHORT_LINES).replace("[Players RAJ INC ML REV]", "[Players RAJ+ML INC+REV]"),
                   encoding="utf-8")
    text = run("status", str(log), "--at", "14", "--mail").output
    assert text.splitlines()[0] == f"Gandhi: {log}, for INC REV"
    assert "Since INC/REV's last move (line 14): nothing" in text
    text = run("status", str(log), "--at", "15", "--mail").output
    assert text.splitlines()[0] == f"Gandhi: {log}, for RAJ ML"


# ------------------------------------------------------------------ item 22
def _examples(command: str) -> list[list[str]]:
    cmd = all_commands()[command]  # the commands load lazily (issue #31)
    help_text = cmd.get_help(click.Context(cmd, info_name=command, parent=click.Context(main, info_name="gandhi")))
    return [line.split("Example:")[1].split()[1:] for line in help_text.splitlines() if "Example:" in line]


def test_status_help_examples_with_options_show_options():
    """`gandhi status --help`: its `--options`/`--moves` examples on examples/short-game.log stop
    where a faction is due, so they show what they promise (the options open, 2.3.4)."""
    shown = 0
    for argv in _examples("status"):
        if "--options" not in argv and "--moves" not in argv:
            continue
        argv = [str(ROOT / a) if a.startswith("examples/") else a for a in argv]
        r = run(*argv)
        assert r.exit_code == 0, r.output
        if "--json" in argv:
            assert json.loads(r.output)["activities"], argv
        else:
            assert re.search(r"^  pass\s", r.output, re.M), argv
        shown += 1
    assert shown >= 1


def test_status_of_standard_input_names_no_file_called_stdin():
    """README (`LOG` may be `-`, standard input): the next step cannot be `gandhi add '<stdin>'`
    (it would write a file of that name); it says to save the log to a file first."""
    r = run("status", "-", stdin="".join(SHORT_LINES[:14]))
    assert r.exit_code == 0, r.output
    assert "<stdin>" not in r.output
    assert "standard input: save it to a file first" in r.output
    data = json.loads(run("status", "-", "--json", stdin="".join(SHORT_LINES[:14])).output)
    assert "<stdin>" not in data["next_step"]["text"] and data["next_step"]["command"] is None


def test_an_unknown_command_with_json_prints_the_error_object_on_stdout():
    """docs/json.md: with --json every error is one JSON object on stdout, exit 2."""
    r = CliRunner().invoke(main, ["foo", "--json"])
    assert r.exit_code == 2
    data = json.loads(r.stdout)
    assert data["exit_code"] == 2 and "unknown command 'foo'" in data["errors"][0]["message"]


@pytest.mark.parametrize("argv", [["short", "--seed", "1"], ["main"], ["main", "--gandhi", "UP"], ["tutorial"]])
def test_setup_keeps_to_80_columns_as_state_does(argv):
    """`gandhi state --help` ("in 80 columns"): `setup` shows the same board, so it keeps to 80
    columns too (it printed 186); the wide table is `--wide`."""
    r = run("setup", *argv)
    assert r.exit_code == 0, r.output
    assert max(len(x) for x in r.output.splitlines()) <= 80
    for words in ("Restraint", "Out of Play", "Victory marker", "Margin"):
        assert words in r.output
    wide = run("setup", *argv, "--wide")
    assert wide.exit_code == 0 and "Econ" in wide.output


def test_the_viewers_fold_says_how_to_get_a_chart_path(tmp_path):
    """README (`view`: the Non-Players' `#@np` folds with their explanations): a log written
    without `--explain` has none; the fold says how to get one."""
    out = tmp_path / "page.html"
    r = run("view", str(ROOT / "examples" / "np-solitaire.log"), "-o", str(out))
    assert r.exit_code == 0, r.output
    html = out.read_text(encoding="utf-8")
    assert "no chart path in the log" in html and "gandhi play --explain" in html


def test_help_notation_speaks_of_the_notation_not_of_the_code():
    """`gandhi help notation` is for players: no module or function names of the package."""
    r = run("help", "notation")
    assert r.exit_code == 0
    assert "gandhi_cli" not in r.output and "parse_actions" not in r.output and "notation.convert" not in r.output
