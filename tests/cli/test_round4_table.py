"""Issue #32, the physical game at the table: the cards turned up as the table turns them
(`reveal N [ORDER]`, 2.3.7), the Non-Players' Arjuna cards and dice given one decision at a
time and never topped up from a seed (8.3), `#@np` lines checked where they stand, and issue #35
items 10 (a drawn Arjuna card is not handed back on a redraw, 8.3) and 22 (`next -`)."""

from __future__ import annotations

import copy
import json
import random

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.notation.fmt import fmt
from gandhi_cli.notation.parse import parse

HEAD = "[Scenario short]\n[Players INC ML]\n[Viceroy 77]\n"
# No [Seed], no [Deck]: card 4 turned up, the Raj (a Non-Player) 1st on it (2.3.2).
TURNED = HEAD + "card 4 [RAJ INC REV ML]\n"
REVEALED = TURNED + "reveal 12 [RAJ INC ML REV]\n"
# Seeded: after the Raj's and Congress's turns the Revolutionaries (a Non-Player) are due on card 45.
SEEDED = """[Scenario short]
[Seed 3]
[Players INC]
card 45 [RAJ REV INC ML]
RAJ assault: arrest gandhi bombay-presidency; arrest 1 ML punjab + govern: shift bihar +2; shift madras-presidency +1
INC protests
"""


@pytest.fixture(autouse=True)
def _no_card_faces_file(tmp_path, monkeypatch):
    """No user card faces file (issue #32) but the one a test writes."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def invoke(*args, stdin: str | None = None):
    return CliRunner().invoke(main, [str(a) for a in args], input=stdin)


def write(tmp_path, text: str, name: str = "g.log"):
    path = tmp_path / name
    path.write_text(text)
    return path


# ----------------------------------------------------------------- reveal (2.3.7)
def test_2_3_7_reveal_is_a_statement_of_the_notation_and_fmt_keeps_it():
    """2.3.7 (IT:377): the next card is revealed before the current one is played: `reveal N
    [ORDER]` parses and is written back as it is."""
    log = parse(REVEALED, "g.log")
    assert not log.errors
    assert "reveal 12 [RAJ INC ML REV]" in fmt(log)


def test_2_3_7_a_card_line_after_a_reveal_must_be_that_card_and_takes_its_order(tmp_path):
    """2.3.7 (IT:377): the card revealed is the one played next; its order, written with the
    reveal, need not be written again (2.3.2)."""
    ok = write(tmp_path, REVEALED + "RAJ pass\nINC pass\nREV pass\nML pass\ncard 12\nRAJ pass\n")
    r = invoke("validate", ok)
    assert r.exit_code == 0, r.output
    r = invoke("status", ok, "--json")
    assert json.loads(r.stdout)["on_card"]["to_choose"][:1] == ["INC"]  # RAJ passed; INC next in the revealed order
    bad = write(tmp_path, REVEALED + "RAJ pass\nINC pass\nREV pass\nML pass\ncard 30 [RAJ INC ML REV]\n", "bad.log")
    r = invoke("validate", bad)
    assert r.exit_code == 1 and "2.3.7" in r.output and "card 12 was revealed" in r.output


def test_2_3_7_one_card_revealed_at_a_time_and_2_4_a_campaign_card_is_played_at_once(tmp_path):
    """2.3.7: one card lies face up on the deck; 2.4 (IT:379-381): a Campaign card revealed is
    played at once, written `campaign N`."""
    r = invoke("validate", write(tmp_path, REVEALED + "reveal 30\n"))
    assert r.exit_code == 1 and "card 12 is revealed already" in r.output
    r = invoke("validate", write(tmp_path, TURNED + "reveal 75\n", "c.log"))
    assert r.exit_code == 1 and "2.4" in r.output and "campaign 75" in r.output


def test_8_2_1_next_stops_and_status_says_to_reveal_the_next_card(tmp_path):
    """8.2.1 (IT:1128-1146): a Non-Player's choice reads the next card (Critical, surely 1st
    Eligible on it); with a deck shuffled by hand the log must say it: `next` stops (exit 2) and
    `status` names the same line to write, never a `next` that refuses."""
    log = write(tmp_path, TURNED)
    r = invoke("next", log)
    assert r.exit_code == 2
    assert f"gandhi add {log} 'reveal N [ORDER]'" in r.output
    r = invoke("status", log, "--json")
    step = json.loads(r.stdout)["next_step"]
    assert step["command"] is None and f"gandhi add {log} 'reveal N [ORDER]'" in step["text"]


def test_8_3_without_a_seed_next_asks_for_the_arjuna_card_and_status_names_that_question(tmp_path):
    """8.3 (IT:1158-1161): the table draws the Arjuna card; without [Seed] none is drawn for it:
    `gandhi next LOG` asks which (exit 0, nothing written), as `status` says."""
    log = write(tmp_path, REVEALED)
    step = json.loads(invoke("status", log, "--json").stdout)["next_step"]
    assert step["command"] == f"gandhi next {log}"
    r = invoke("next", log, "--json")
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["status"] == "table" and out["lines"] == []
    assert "RAJ draws an Arjuna card (8.3)" in out["to_write"] and "--arjuna X" in out["to_write"]


# ----------------------------------------------------------------- the table's dice (8.3, issue #32)
def test_8_3_too_few_dice_stops_with_the_count_never_a_seeded_die(tmp_path):
    """Too few dice: the move stops and asks for the next one, with the count (exit 2); in a
    seeded game too, the table's dice are never topped up from the seed (issue #32)."""
    r = invoke("next", write(tmp_path, REVEALED), "--arjuna", "B")
    assert r.exit_code == 2
    assert "RAJ rolls die 1" in r.output and "0 given" in r.output and "--arjuna B --rolls N" in r.output
    r = invoke("next", write(tmp_path, SEEDED, "s.log"), "--arjuna", "W,X", "--rolls", "6")
    assert r.exit_code == 2
    # the next decision is a Random Spaces tie: its two dice asked together (8.1.2, NP-PHYS-2)
    assert "REV rolls dice 2 and 3" in r.output and "1 given" in r.output and "--rolls 6,N,N" in r.output


def test_8_3_too_many_dice_or_an_arjuna_card_not_drawn_is_refused_with_the_reason(tmp_path):
    log = write(tmp_path, REVEALED)
    r = invoke("next", log, "--arjuna", "B", "--rolls", "3,4,5,6")
    assert r.exit_code == 2 and "4 dice given, RAJ's move rolled 3: 6 not used" in r.output
    r = invoke("next", log, "--arjuna", "B,C", "--rolls", "3,4,5")
    assert r.exit_code == 2 and "Arjuna card(s) C given but not used" in r.output
    r = invoke("next", log, "--arjuna", "B", "--rolls", "3,4,5")
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[0] == "#@np RAJ arjuna B rolls 3 4 5"


def test_8_3_a_np_line_for_a_faction_not_due_is_reported_where_it_stands(tmp_path):
    """A `#@np` line gives the Arjuna cards and dice of the Non-Player due (issue #32): for
    another faction it is reported at its line, by `next` and by `add`."""
    log = write(tmp_path, REVEALED + "# the table's draw\n#@np REV arjuna Z rolls 3\n")
    r = invoke("next", log)
    assert r.exit_code == 2 and f"{log}:7:1" in r.output and "RAJ" in r.output
    log = write(tmp_path, REVEALED, "a.log")
    r = invoke("add", log, "#@np INC arjuna G")
    assert r.exit_code == 2 and "move:1:1" in r.output and "INC is a player's faction" in r.output
    r = invoke("add", log, "#@np REV arjuna Z")
    assert r.exit_code == 2 and "move:1:1" in r.output
    assert log.read_text() == REVEALED  # nothing added


def test_8_3_a_redraw_never_hands_back_the_card_just_drawn(tmp_path):
    """8.3 #1-2 (IT:1160-1161): a card drawn goes to the bottom of the Arjuna deck; the next draw
    reveals another (issue #35 item 10): the table may not give it twice, and the seeded deck is
    moved past a card the table drew."""
    from gandhi_cli.np.arjuna import ArjunaDeck
    from gandhi_cli.np.driver import Script, _ScriptDeck

    r = invoke("next", write(tmp_path, SEEDED), "--arjuna", "W,W")
    assert r.exit_code == 2 and "Arjuna card W was drawn in this move already" in r.output
    deck = ArjunaDeck.shuffled({"RAJ"}, random.Random(1))
    top = copy.deepcopy(deck).draw("RAJ")  # the card the seeded deck would turn up next
    assert _ScriptDeck(deck, Script([top], [])).draw("RAJ") == top
    assert deck.draw("RAJ") != top


# ----------------------------------------------------------------- next - (issue #35 item 22)
def test_next_reads_the_log_from_standard_input_and_refuses_append_there(tmp_path):
    """README: `-` reads the log from standard input, as validate and status do."""
    log = write(tmp_path, SEEDED)
    from_file = invoke("next", log)
    from_stdin = invoke("next", "-", stdin=SEEDED)
    assert from_stdin.exit_code == 0, from_stdin.output
    assert from_stdin.stdout == from_file.stdout and from_stdin.stdout.strip()
    r = invoke("next", "-", "--append", stdin=SEEDED)
    assert r.exit_code == 2 and "standard input" in r.output
