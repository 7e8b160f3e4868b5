"""Issue #32 leftover: `gandhi validate` checks the mid-log `#@np` lines (NP-NOTE-1). A `#@np` line
records the Arjuna cards and the Non-Player's own dice of the move after it (8.3, IT:1160-1172;
NP-DRV-1, NP-PHYS-1), and `gandhi next` reads it back to bring the deck to where it was: one that
is malformed or misplaced is bad input, reported at its line and column with exit 2 (README: "bad
input: one located message, exit 2"), never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

ROOT = Path(__file__).resolve().parents[2]
NP_SHORT = (ROOT / "examples" / "np-short.log").read_text(encoding="utf-8").splitlines()
SOLITAIRE = (ROOT / "examples" / "np-solitaire.log").read_text(encoding="utf-8").splitlines()
FIRST = NP_SHORT.index("#@np RAJ arjuna B rolls 1 5 2")  # the first Non-Player move's line (0-based)


def validate(lines: list[str], *extra: str):
    r = CliRunner().invoke(main, ["validate", "-", *extra], input="\n".join(lines) + "\n")
    assert "Traceback" not in r.output
    return r


def with_line(lines: list[str], at: int, text: str, replace: bool = True) -> list[str]:
    return lines[:at] + [text] + lines[at + (1 if replace else 0):]


def test_np_short_log_with_its_np_lines_is_clean_np_drv_1():
    """NP-DRV-1: every `#@np` line `gandhi play` writes (cards, backs after their fronts, a long
    list of dice cut as "... (15 in all)") is accepted."""
    assert any("in all)" in line for line in NP_SHORT)
    assert validate(NP_SHORT).exit_code == 0


def test_unknown_arjuna_card_is_reported_at_its_column_np_drv_1():
    """8.3, NP-DRV-1: the Raj's cards are A-F (and their backs): `Q` is none of them."""
    r = validate(with_line(NP_SHORT, FIRST, "#@np RAJ arjuna Q rolls 1 5 2"))
    assert r.exit_code == 2
    assert f"<stdin>:{FIRST + 1}:17:" in r.output and "'Q'" in r.output


def test_back_without_its_front_is_reported_8_3():
    """8.3 #3 (IT:1172): a back is read only after flipping its front: `BB` first is malformed."""
    r = validate(with_line(NP_SHORT, FIRST, "#@np RAJ arjuna BB rolls 1 5 2"))
    assert r.exit_code == 2 and f"<stdin>:{FIRST + 1}:17:" in r.output and "back" in r.output


def test_die_out_of_range_is_reported_at_its_column_np_drv_1():
    """NP-DRV-1: the dice are six-sided (1-6): `7` is reported where it stands."""
    r = validate(with_line(NP_SHORT, FIRST, "#@np RAJ arjuna B rolls 1 7 2"))
    assert r.exit_code == 2 and f"<stdin>:{FIRST + 1}:27:" in r.output


def test_unknown_faction_is_reported_np_drv_1():
    r = validate(with_line(NP_SHORT, FIRST, "#@np BRIT arjuna B"))
    assert r.exit_code == 2 and f"<stdin>:{FIRST + 1}:6:" in r.output and "'BRIT'" in r.output


def test_np_line_before_another_factions_move_is_reported_np_phys_1():
    """NP-PHYS-1: a `#@np` line stands before the move of its Non-Player; one for the Congress
    before the Raj's move is misplaced (it would move the Congress's Arjuna cards silently)."""
    r = validate(with_line(NP_SHORT, FIRST, "#@np INC arjuna G rolls 1 5 2"))
    assert r.exit_code == 2
    assert f"<stdin>:{FIRST + 1}:6:" in r.output and "RAJ" in r.output


def test_two_np_lines_for_one_move_are_reported_np_phys_1():
    """NP-PHYS-1: one `#@np` line a move: a second one before the same move is misplaced (the
    first one is reported: another stands between it and its move)."""
    r = validate(with_line(NP_SHORT, FIRST, "#@np RAJ arjuna C", replace=False))
    assert r.exit_code == 2 and f"<stdin>:{FIRST + 1}:" in r.output


def test_np_line_for_a_players_faction_is_reported_np_phys_1():
    """NP-PHYS-1, NP-VAL-1: [Players INC] makes the Congress a player's faction; a `#@np INC` line
    before the player's own move is misplaced."""
    at = SOLITAIRE.index("INC rally limited: place 1 INC bihar")
    r = validate(with_line(SOLITAIRE, at, "#@np INC arjuna G", replace=False))
    assert r.exit_code == 2 and f"<stdin>:{at + 1}:6:" in r.output and "player" in r.output


def test_np_line_at_the_end_for_a_non_player_is_accepted_np_phys_1():
    """NP-PHYS-1: written as the log's last line, a `#@np` line gives the table's draws for the
    Non-Player's next move; validate accepts it (`gandhi next` checks that it is the one due)."""
    assert validate(SOLITAIRE + ["#@np RAJ arjuna A rolls 3"]).exit_code == 0


def test_every_bad_np_line_is_listed_and_json_gives_error_objects():
    """README (exit 2: every error listed with its line and column): two bad lines, two errors;
    `--json` prints them as error objects."""
    assert NP_SHORT[FIRST + 2] == "#@np REV"
    lines = with_line(with_line(NP_SHORT, FIRST, "#@np RAJ arjuna Q"), FIRST + 2, "#@np REV rolls")
    r = validate(lines)
    assert r.exit_code == 2 and r.output.count("gandhi: error:") == 2
    r = validate(lines, "--json")
    assert r.exit_code == 2
    data = json.loads(r.output)
    assert len(data["errors"]) == 2 and {e["line"] for e in data["errors"]} == {FIRST + 1, FIRST + 3}
