"""`gandhi add` (issue #23, the player's desk): a player's move checked at the end of the log and
appended with the locked writer; a move that breaks a rule is refused (exit 1, findings shown)
unless --force; a syntax error is located in the move (exit 2) and nothing is written; after
adding, the short status says who acts next and whether a player or a Non-Player holds it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

ROOT = Path(__file__).resolve().parents[2]
SHORT = ROOT / "examples" / "short-game.log"
SOLO = ROOT / "examples" / "np-solitaire.log"


def _add(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, ["add", *args], input=stdin)


def _head(tmp_path: Path, lines: int, src: Path = SHORT) -> Path:
    log = tmp_path / "game.log"
    log.write_text("".join(src.read_text(encoding="utf-8").splitlines(keepends=True)[:lines]), encoding="utf-8")
    return log


def test_a_legal_move_is_appended_and_the_next_card_is_due(tmp_path):
    """Issue #23 item 1, 2.3.6: on card 68 INC acted (line 14); REV's Limited Rally is legal as
    2nd Eligible, is appended as written, and then card 68 is done: card 19 is played next."""
    log = _head(tmp_path, 14)
    before = log.read_text(encoding="utf-8")
    out = _add(str(log), "REV rally limited: place 1G Bihar")
    assert out.exit_code == 0, out.output
    assert log.read_text(encoding="utf-8") == before + "REV rally limited: place 1G Bihar\n"
    assert "Now: card 19 is played next" in out.stdout
    assert "gandhi add" in out.stdout and "card 19 [ORDER]" in out.stdout


def test_a_move_that_breaks_a_rule_is_refused_unless_forced(tmp_path):
    """Issue #23 item 1, 3.3.1: ML's Rally in Punjab places 1 Activist + 1 per Base; 9 is refused
    with its findings (located in the move), exit 1, the log unchanged; --force appends it."""
    log = _head(tmp_path, 17)  # card 19 [ML RAJ REV INC]: ML is 1st Eligible
    before = log.read_text(encoding="utf-8")
    out = _add(str(log), "ML rally: place 9 ML Punjab")
    assert out.exit_code == 1
    assert "move:1:11: rule 3.3.1" in out.stderr and "nothing added" in out.stderr
    assert log.read_text(encoding="utf-8") == before
    forced = _add(str(log), "ML rally: place 9 ML Punjab", "--force")
    assert forced.exit_code == 0, forced.output
    assert log.read_text(encoding="utf-8") == before + "ML rally: place 9 ML Punjab\n"


def test_a_move_out_of_turn_is_refused(tmp_path):
    """2.3.6: card 68 is done once INC and REV acted; a third faction's move is refused."""
    log = _head(tmp_path, 15)
    out = _add(str(log), "RAJ pass")
    assert out.exit_code == 1 and "nothing added" in out.stderr


def test_a_syntax_error_is_located_in_the_move_and_nothing_is_written(tmp_path):
    """Issue #23 item 1: a misspelt activity and an unknown space are reported at the move's own
    line and column (exit 2), not at a line of the log; the log is left as it was."""
    log = _head(tmp_path, 17)
    before = log.read_bytes()
    out = _add(str(log), "ML raly: place 2 ML Punjab")
    assert out.exit_code == 2 and "gandhi: error: move:1:4:" in out.stderr
    out = _add(str(log), "# a note\nML rally: place 2 ML Punjabb")
    assert out.exit_code == 2 and "gandhi: error: move:2:22: unknown space" in out.stderr
    assert log.read_bytes() == before


def test_one_statement_at_a_time_and_no_header(tmp_path):
    """A move is one statement (with its comments): two, a header, or a step continuing the
    log's last statement are refused (exit 2), nothing written."""
    log = _head(tmp_path, 17)
    before = log.read_bytes()
    assert "move:2:1: one statement at a time" in _add(str(log), "ML pass\nRAJ pass").stderr
    assert "move:1:1: [Seed] is a header" in _add(str(log), "[Seed 3]").stderr
    assert _add(str(log), "; place 1 ML WB").exit_code == 2
    assert _add(str(log), "   ").exit_code == 2
    assert log.read_bytes() == before


def test_the_move_on_standard_input_with_its_comment(tmp_path):
    """Issue #23 item 1: `gandhi add LOG` reads the move from standard input; its comment lines
    are kept as written before it."""
    log = _head(tmp_path, 17)
    before = log.read_text(encoding="utf-8")
    block = "# The League Passes.\nML pass\n"
    out = _add(str(log), stdin=block)
    assert out.exit_code == 0, out.output
    assert log.read_text(encoding="utf-8") == before + block
    # 2.3.2: the League Passed; the Raj is next on card 19 [ML RAJ REV INC], as 1st Eligible
    assert "Now: RAJ (a player), 1st Eligible on card 19" in out.stdout


def test_the_short_status_names_a_non_player_and_gandhi_next(tmp_path):
    """Issue #23 items 1-2, 8.0: in np-solitaire.log ([Players INC]) Congress's Limited Rally
    (line 15) leaves card 4 [RAJ INC REV ML] done; card 72 is due in a game with Non-Players:
    `gandhi next LOG --append` writes its line."""
    log = _head(tmp_path, 14, SOLO)
    out = _add(str(log), "INC rally limited: place 1 INC bihar", "--json")
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    assert data["added"] and data["line"] == 15 and data["findings"] == []
    assert data["status"]["due"]["kind"] == "card" and data["status"]["due"]["name"] == 72
    step = data["status"]["next_step"]
    assert step["by"] == "non-player" and step["command"] == f"gandhi next {log} --append"


def test_a_log_without_a_final_newline_gets_the_move_on_a_line_of_its_own(tmp_path):
    log = _head(tmp_path, 14)
    before = log.read_text(encoding="utf-8").rstrip("\n")
    log.write_text(before, encoding="utf-8")
    assert _add(str(log), "REV rally limited: place 1G Bihar").exit_code == 0
    assert log.read_text(encoding="utf-8") == before + "\nREV rally limited: place 1G Bihar\n"


def test_two_adds_at_once_both_land(tmp_path):
    """Issue #23 item 1, the locked writer: two `gandhi add` at once (two notes) both land, one
    after the other, the log locked from the read to the write."""
    log = _head(tmp_path, 14)
    before = log.read_text(encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    procs = [subprocess.Popen([sys.executable, "-m", "gandhi_cli", "add", str(log), f"# note {x}"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for x in "AB"]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    assert log.read_text(encoding="utf-8") in (before + "# note A\n# note B\n", before + "# note B\n# note A\n")


def test_add_runs_as_a_program(tmp_path):
    """Issue #23 item 5: one real process: the move appended, the short status on stdout."""
    log = _head(tmp_path, 14)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "gandhi_cli", "add", str(log), "REV rally limited: place 1G Bihar"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert log.read_text(encoding="utf-8").endswith("REV rally limited: place 1G Bihar\n")
    assert proc.stdout.startswith("Now: card 19 is played next")


# The two players of the PBEM game: one holds the Raj and the League, the other Congress and the
# Revolutionaries. A card or Campaign line is added by the player who holds the file then.
HOLDS = {"RAJ": "a", "ML": "a", "INC": "b", "REV": "b"}


def _blocks(text: str) -> tuple[str, list[str]]:
    """The example split by hand: its headers (the starting file), then each statement with the
    comment and blank lines before it, then the comment lines after the last statement."""
    lines = text.splitlines(keepends=True)
    players = next(i for i, line in enumerate(lines) if line.startswith("[Players"))
    head, blocks, block = "".join(lines[:players + 1]), [], ""
    for line in lines[players + 1:]:
        block += line
        if line.strip() and not line.startswith("#"):
            blocks.append(block)
            block = ""
    if block:
        blocks.append(block)
    return head, blocks


def test_a_pbem_game_played_with_add_gives_the_example_byte_for_byte(tmp_path):
    """Issue #23, Done-when: two players' halves of examples/short-game.log are added move by move
    with `gandhi add` from two working copies exchanging the file (copied over the other's copy,
    as by mail); every move is checked (exit 0: the example breaks no rule) and the final log
    equals the example byte for byte."""
    text = SHORT.read_text(encoding="utf-8")
    head, blocks = _blocks(text)
    assert len(blocks) == 131  # 130 statements (cards, Campaign cards, moves, parts) and the last comments
    copies = {p: tmp_path / p / "short-game.log" for p in "ab"}
    for path in copies.values():
        path.parent.mkdir()
        path.write_text(head, encoding="utf-8")
    holder = "a"
    for block in blocks:
        statement = [x for x in block.splitlines() if x.strip() and not x.startswith("#")]
        owner = HOLDS.get(statement[0].split()[0], holder) if statement else holder
        if owner != holder:  # the file is mailed to the other player
            shutil.copyfile(copies[holder], copies[owner])
            holder = owner
        out = _add(str(copies[holder]), block)
        assert out.exit_code == 0, (block, out.output)
    shutil.copyfile(copies[holder], copies["b" if holder == "a" else "a"])
    assert copies["a"].read_bytes() == SHORT.read_bytes() == copies["b"].read_bytes()
