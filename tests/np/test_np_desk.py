"""`gandhi next` at a player's side (issue #22): it stops at every choice a player has, never
invents what a physical card decides, refuses to append after a player's illegal move, runs the
Non-Players until a player must act, and follows the Arjuna cards and dice a solitaire player
drew and rolled. Positions are logs written by hand."""

from __future__ import annotations

import json

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

# The Raj (a Non-Player) opens card 45 by arresting Gandhi (3.2.4): Congress, a player, may then
# place Protests at the end of that Raj turn, before anyone else moves.
ARREST = """[Scenario short]
[Seed 3]
[Players INC]
card 45 [RAJ REV INC ML]
RAJ assault: arrest gandhi bombay-presidency; arrest 1 ML punjab + govern: shift bihar +2; shift madras-presidency +1
"""


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def next_json(path, *more):
    r = invoke("next", path, "--json", *more)
    return r, json.loads(r.stdout) if r.stdout.strip().startswith("{") else None


def test_3_2_4_next_waits_for_the_player_congress_protests_after_gandhis_arrest(tmp_path):
    log = tmp_path / "g.log"
    log.write_text(ARREST)
    r, out = next_json(log)
    assert r.exit_code == 0, r.output
    assert out["status"] == "player" and out["lines"] == []
    assert out["waiting_for"] == "INC protests"
    assert "INC protests" in out["to_write"]
    # the player's Protests are then accepted (3.2.4) and the Non-Players go on
    log.write_text(ARREST + "INC protests: add protest bihar\n")
    assert invoke("validate", log).exit_code == 0
    r, out = next_json(log)
    assert out["status"] == "moved" and out["lines"]


def test_3_2_4_writing_no_protests_lets_the_non_players_go_on(tmp_path):
    log = tmp_path / "g.log"
    log.write_text(ARREST + "INC protests\n")
    assert invoke("validate", log).exit_code == 0
    r, out = next_json(log)
    assert out["status"] == "moved" and any(line.startswith("REV ") for line in out["lines"])


def test_2_3_2_without_a_seed_next_never_invents_a_cards_faction_order(tmp_path):
    """The faction order is printed on the card (2.3.2); the data lacks card 45's, and with no
    [Seed] nothing may be drawn in its place: the player is told to write it."""
    log = tmp_path / "g.log"
    log.write_text("[Scenario short]\n[Deck 45 12]\n[Players INC]\n")
    r, out = next_json(log)
    assert r.exit_code == 0, r.output
    assert out["lines"] == [] and out["status"] == "player"
    assert "card 45" in out["to_write"] and "order" in out["to_write"]


def test_2_3_7_without_a_seed_next_never_invents_the_card_after_the_declared_deck(tmp_path):
    log = tmp_path / "g.log"
    log.write_text("[Scenario short]\n[Deck 45]\n[Players INC]\ncard 45 [RAJ REV INC ML]\n" + ARREST.splitlines()[-1]
                   + "\nINC protests\n")
    # without [Seed] the table gives the Revolutionaries' Arjuna card too (issue #32): Y gives a Limited Unrest
    r, out = next_json(log, "--until-player", "--arjuna", "Y")
    assert r.exit_code == 0, r.output
    assert not any(line.startswith("card ") for line in out["lines"])
    assert out["status"] == "player" and "your own deck" in out["to_write"]


def test_next_append_refuses_after_an_illegal_player_move_unless_forced(tmp_path):
    log = tmp_path / "g.log"
    bad = ARREST + "INC protests: add protest bihar; add protest sind; add protest assam\n"  # 3 > 2 (3.2.4)
    log.write_text(bad)
    r = invoke("next", log, "--append")
    assert r.exit_code == 1
    assert "3.2.4" in r.output and "--force" in r.output
    assert log.read_text() == bad  # nothing appended
    r = invoke("next", log, "--append", "--force")
    assert r.exit_code == 0, r.output
    assert log.read_text().startswith(bad) and len(log.read_text()) > len(bad)


def test_next_until_player_runs_every_non_player_move_before_the_players(tmp_path):
    log = tmp_path / "g.log"
    log.write_text(ARREST + "INC protests\n")
    _r, one = next_json(log)
    _r, all_ = next_json(log, "--until-player")
    assert one["status"] == "moved"
    assert all_["status"] in ("player", "over") and len(all_["lines"]) > len(one["lines"])
    assert all_["lines"][:len(one["lines"])] == one["lines"]  # the same first move


def test_8_3_a_player_drawn_arjuna_card_and_dice_are_followed_and_recorded(tmp_path):
    """Solitaire with the physical game: the Non-Player reads the Arjuna card the player drew
    (8.3) and uses their dice first; the move's comment records them, so the log replays."""
    log = tmp_path / "g.log"
    log.write_text(ARREST + "INC protests\n")
    # W gives no Operation (a new card is drawn, 8.3), U does, with one die: exactly what the move uses
    r, out = next_json(log, "--arjuna", "W,U", "--rolls", "6")
    assert r.exit_code == 0, r.output
    comment = next(line for line in out["lines"] if line.startswith("#@np REV"))
    assert comment.startswith("#@np REV arjuna W,U")
    # the same draw written first as the log's last line is followed, and not written twice
    log.write_text(ARREST + "INC protests\n" + comment + "\n")
    r, again = next_json(log)
    moves = [line for line in out["lines"] if not line.startswith("#")]
    assert [line for line in again["lines"] if not line.startswith("#")] == moves
    assert comment not in again["lines"]


def test_8_3_an_arjuna_card_of_another_faction_is_refused_located(tmp_path):
    log = tmp_path / "g.log"
    log.write_text(ARREST + "INC protests\n")
    r = invoke("next", log, "--arjuna", "A")  # A is a Raj card; REV acts next
    assert r.exit_code == 2
    assert "Arjuna card 'A'" in r.output


def test_explanations_do_not_depend_on_the_hash_seed(tmp_path):
    """Same log and seed, same output byte for byte — the `--explain` comments too: a decision's
    candidates are read in map order, never in the order a set gives under PYTHONHASHSEED."""
    import os
    import subprocess
    import sys

    outs = []
    for hash_seed in ("1", "2"):
        out = tmp_path / f"h{hash_seed}.log"
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        subprocess.run([sys.executable, "-m", "gandhi_cli", "play", "short", "--seed", "2", "--explain", "-o",
                        str(out)], env=env, check=True, capture_output=True)
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
