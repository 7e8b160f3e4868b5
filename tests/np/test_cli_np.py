"""`gandhi play` and `gandhi next` (issue #8): Non-Player moves written in the notation, checked by
the replay, appended without corrupting the log, the same moves whichever command writes them."""

from __future__ import annotations

import json
from functools import cache

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.core.replay import replay_text


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@cache
def full_game(scenario: str = "short", seed: int = 3) -> str:
    from gandhi_cli.np.driver import play

    g, _due = play(scenario, {"RAJ", "INC", "ML", "REV"}, seed)
    return "\n".join(g.lines) + "\n"


def test_8_0_play_all_non_players_to_the_end_writes_a_log_that_validates_clean(tmp_path):
    out = tmp_path / "np.log"
    r = invoke("play", "short", "--seed", 3, "-o", out)
    assert r.exit_code == 0, r.output
    assert "game over" in r.output
    text = out.read_text()

    assert text == full_game("short", 3)  # the same seed, the same game (byte for byte)
    v = invoke("validate", out)
    assert v.exit_code == 0, v.output
    res = replay_text(text)
    assert res.verdict is not None and res.verdict.game_over  # 6.1 / 7.3: played to the end


def test_play_refuses_to_overwrite_an_existing_file_without_force(tmp_path):
    out = tmp_path / "np.log"
    out.write_text("keep me\n")
    r = invoke("play", "short", "--seed", 3, "-o", out)
    assert r.exit_code == 2
    assert out.read_text() == "keep me\n"


def test_play_rejects_an_unknown_faction_in_np():
    r = invoke("play", "short", "--np", "RAJ,BOGUS")
    assert r.exit_code == 2
    assert "BOGUS" in r.output


def test_8_0_play_stops_when_a_player_must_act(tmp_path):
    out = tmp_path / "solo.log"
    r = invoke("play", "short", "--np", "RAJ,ML,REV", "--seed", 5, "-o", out)
    assert r.exit_code == 0, r.output
    assert "a player's move" in r.output
    text = out.read_text()
    assert "[Players INC]" in text
    assert not any(line.startswith("INC ") for line in text.splitlines())  # Congress is the player's
    n = invoke("next", out)
    assert n.exit_code == 0
    assert "INC" in n.output and "player" in n.output


def test_next_prints_the_move_play_would_write_and_append_adds_exactly_it(tmp_path):
    """Determinism (8.1.2 dice from the seed, NP-DRV-1): cut a finished game just before one
    Non-Player move; `gandhi next --append` writes back the lines `gandhi play` wrote."""
    text = full_game("short", 3)
    lines = text.splitlines()
    cuts = [i for i, line in enumerate(lines) if line.startswith("#@np") and i > 40]
    i = cuts[0]
    log = tmp_path / "cut.log"
    log.write_text("\n".join(lines[:i]) + "\n")
    r = invoke("next", log, "--seed", 3, "--append")
    assert r.exit_code == 0, r.output
    after = log.read_text().splitlines()
    assert after[i:] == lines[i:i + len(after) - i]
    assert len(after) > i + 1
    assert invoke("validate", log).exit_code == 0


def test_next_json_reports_the_lines_and_the_explanation(tmp_path):
    log = tmp_path / "start.log"
    log.write_text("[Scenario short]\n[Seed 2]\n[Players]\n")
    r = invoke("next", log, "--json", "--explain")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["status"] == "moved"
    assert data["lines"][0].startswith("card ")  # the first card comes up (2.3.7)
    assert any(line.startswith(("RAJ ", "INC ", "ML ", "REV ")) for line in data["lines"])
    assert data["explain"], "the chart path (8.2.1, Arjuna) is explained"
    assert log.read_text() == "[Scenario short]\n[Seed 2]\n[Players]\n"  # no --append: unchanged


def test_next_on_an_unusable_log_is_one_located_error(tmp_path):
    log = tmp_path / "junk.log"
    log.write_text("[Scenario short]\ncard 5 [RAJ INC ML REV]\nRAJ deploy: place 1T Atlantis\n")
    r = invoke("next", log)
    assert r.exit_code == 2
    assert "junk.log:3:" in r.output and "Traceback" not in r.output


def test_main_scenario_needs_congress_choice_when_congress_is_a_player():
    r = invoke("play", "main", "--np", "RAJ,ML,REV")
    assert r.exit_code == 2
    assert "--gandhi" in r.output


def test_next_after_a_card_written_without_its_order_uses_the_seeded_order(tmp_path):
    """NP-ORD-1: `card 68` with no order (the card face is not in our sources): the Non-Player
    to act is the first of the order drawn from the seed, and its move validates."""
    from gandhi_cli.np.driver import card_order

    log = tmp_path / "t.log"
    log.write_text("[Scenario short]\n[Seed 1]\n[Players]\ncard 68\n")
    first = card_order(68, 1)[0][0]
    r = invoke("next", log, "--append")
    assert r.exit_code == 0, r.output
    moves = [line for line in log.read_text().splitlines() if line.startswith(("RAJ", "INC", "ML", "REV"))]
    assert moves and moves[0].split()[0] == first
    assert invoke("validate", log).exit_code == 0
