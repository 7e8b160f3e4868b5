"""`gandhi status LOG --mail [FACTIONS]` (issue #23 item 3): a plain-text block, 80 columns at
most, for the player holding FACTIONS: the lines since that player's last move, their findings,
what they changed on the board, the margins, who is to act and the options open."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

ROOT = Path(__file__).resolve().parents[2]
SHORT = str(ROOT / "examples" / "short-game.log")


def _mail(*args: str) -> str:
    out = CliRunner().invoke(main, ["status", *args])
    assert out.exit_code == 0, out.output
    return out.output


def test_the_mail_after_revs_limited_rally():
    """3.4.1 (IT:531-540): on card 68 REV's Limited Rally (line 15, after INC's move on line 14)
    places 1 Guerrilla in Bihar (1 there at set-up: 2) for 1 Resource (5 -> 4, docs/status.md);
    card 19 is next, whose order only the card shows (all four are players)."""
    text = _mail(SHORT, "--at", "15", "--mail", "INC")
    lines = text.splitlines()
    assert lines[0] == f"Gandhi: {SHORT}, for INC"
    assert lines[4:12] == [
        "Since INC's last move (line 14), the log's lines 15-15 as written:",
        "REV rally limited: place 1G Bihar",
        "Findings: none",
        "What changed on the board:",
        "  Bihar: Hidden Guerrillas 1 -> 2",
        "  REV Resources 5 -> 4",
        lines[10],  # the margins, checked below
        "Now: card 19 is played next (2.3.7, 2.4)",
    ]
    assert lines[10].startswith("Margins (7.2): RAJ ")


def test_the_mail_to_the_faction_due_lists_its_options():
    """2.3.4, the default reader: REV, 2nd Eligible on card 68 after INC's Operation with a
    Special Activity (line 14), may take the Event, a Limited Operation or Pass."""
    text = _mail(SHORT, "--at", "14", "--mail")
    assert text.splitlines()[0] == f"Gandhi: {SHORT}, for REV"
    options = text[text.index("Options open:"):]
    for name in ("pass", "event unshaded", "event shaded", "rally limited"):
        assert name in options
    assert "Since REV's last move" not in text and "Since the start (REV has not moved), the log's lines 1-14" in text


def test_the_mail_at_the_end_of_the_game_gives_the_final_margins():
    """7.3: short-game.log ends with the final Campaign round; its closing comment gives the
    margins by hand: the Raj +2, the League +1, Congress -1, the Revolutionaries -4."""
    text = _mail(SHORT, "--mail", "RAJ,ML")
    assert "Margins (7.2): RAJ +2, INC -1, ML +1, REV -4" in text.splitlines()
    assert "Now: nothing, the game is over" in text
    assert "REV secret-societies: place 1 RB J&K" in text.splitlines()
    assert "  Jammu & Kashmir: REV Bases 0 -> 1" in text


def test_the_mail_is_at_most_80_columns():
    """Issue #23 item 3: plain text to paste into a reply, 80 columns at most, but for the log's
    lines it quotes as written (issue #35: they must paste back into a log unchanged)."""
    source = set(Path(SHORT).read_text(encoding="utf-8").splitlines())
    for at in ("30", "104", "200"):
        text = _mail(SHORT, "--at", at, "--mail")
        assert max(len(line) for line in text.splitlines() if line not in source) <= 80, at


def test_the_mail_refuses_a_name_that_is_no_faction():
    out = CliRunner().invoke(main, ["status", SHORT, "--mail", "XX"])
    assert out.exit_code == 2 and "not a faction" in out.output


def test_status_mail_runs_as_a_program():
    """Issue #23 item 5: one real process, `gandhi status LOG --mail INC`."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "gandhi_cli", "status", SHORT, "--at", "15", "--mail", "INC"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "REV rally limited: place 1G Bihar" in proc.stdout.splitlines()
