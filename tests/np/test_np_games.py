"""Seeded all-Non-Player games (issue #8): a sample plays to the end without an exception and
every log validates clean; benchmarks/bench_np.py runs 200 of each scenario. Also the replay's
Non-Player rules: 8.6.2 (no Resources paid) and 8.10 (solitaire victory)."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.np.driver import play
from gandhi_cli.rules.campaign import victory_phase

ALL = {"RAJ", "INC", "ML", "REV"}


@pytest.mark.parametrize("scenario,seed", [("short", 0), ("short", 11), ("main", 0), ("main", 7)])
def test_8_0_all_non_player_game_runs_to_the_end_and_validates_clean(scenario, seed):
    g, due = play(scenario, ALL, seed)
    assert due.kind == "over"
    text = "\n".join(g.lines) + "\n"
    res = replay_text(text, name=f"{scenario}-{seed}")
    assert res.violations == []
    assert res.verdict is not None and res.verdict.game_over
    assert sum(1 for line in text.splitlines() if line.startswith("#@np")) > 5  # NP moves, each noted


def test_8_6_2_the_np_raj_pays_no_resources_the_player_raj_does():
    s = setup("short", seed=1)
    s.resources[terms.RAJ] = 0
    text = "RAJ deploy: place 1T 1S Delhi"  # Sepoys cost Resources (3.2.1)
    as_np = s.copy()
    assert perform(as_np, text, non_players={"RAJ"}) == []
    assert as_np.resources[terms.RAJ] == 0
    as_player = perform(s.copy(), text)
    assert any("Resources" in f.message for f in as_player)


def _state_with_margins(inc_passes: bool):
    s = setup("short", seed=1)
    if inc_passes:
        for sid, sp in s.spaces.items():
            if not s.map[sid].is_railway:
                sp.level = terms.ACTIVE_OPPOSITION
    return s


def test_8_10_a_solitaire_player_never_wins_before_the_final_campaign():
    s = _state_with_margins(inc_passes=True)
    v = victory_phase(s, [("INC",)], final=False)
    assert not v.game_over or v.all_players_lose  # INC passing alone does not end the game
    groups = [g for g, _ in v.ranking]
    assert set(groups) == {("INC",), ("RAJ",), ("ML",), ("REV",)}  # the NPs are ranked too (8.10)


def test_8_10_with_no_player_the_game_ends_when_a_non_player_passes():
    s = _state_with_margins(inc_passes=True)
    v = victory_phase(s, [], final=False)
    assert v.game_over and not v.all_players_lose
    assert v.ranking[0][0] == ("INC",)


def test_8_10_the_solitaire_players_degree_of_success():
    """8.10: the player's margin less the best Non-Player margin: 1-5 a costly independence,
    6 or more the faction's own title; a Non-Player on top wins."""
    from gandhi_cli.cli.logs import solitaire_degree
    from gandhi_cli.rules.campaign import Verdict

    def v(*ranking):
        return Verdict(True, False, tuple(ranking), "final")

    players = {"INC": "INC"}
    assert "by 3" in solitaire_degree(v((("INC",), 5), (("RAJ",), 2)), players)
    assert "costly" in solitaire_degree(v((("INC",), 5), (("RAJ",), 2)), players)
    assert "Hind Swaraj" in solitaire_degree(v((("INC",), 8), (("ML",), 1), (("RAJ",), -3)), players)
    assert "Non-Player RAJ wins" in solitaire_degree(v((("RAJ",), 4), (("INC",), 1)), players)
    assert solitaire_degree(v((("INC",), 4), (("RAJ",), 1)), {"INC": "a", "RAJ": "b"}) is None  # two players


@pytest.mark.parametrize("players", [["INC"], ["RAJ", "ML"]])
def test_8_0_bots_take_over_a_human_game_at_any_point_with_legal_moves(players):
    """The bundled four-player game, cut at many points and handed to the bots (the factions not
    in [Players] become Non-Players): the next Non-Player move is produced without an exception
    and the replay finds no violation in it."""
    import re
    from pathlib import Path

    from gandhi_cli.np.driver import Autoplay

    src = (Path(__file__).resolve().parents[2] / "examples" / "short-game.log").read_text()
    text = re.sub(r"^\[Players[^\]]*\]", "[Players " + " ".join(players) + "]", src, flags=re.M)
    lines = text.splitlines()
    cuts = [i for i, line in enumerate(lines) if re.match(r"^(card|campaign|RAJ|INC|ML|REV)\b", line)][::9]
    assert len(cuts) > 10
    for i in cuts:
        g = Autoplay("\n".join(lines[:i]) + "\n", f"cut-{i}", 1)
        for _due, _move, bad in g.until_player(stop_after_np=True):
            assert bad == [], f"cut at line {i + 1}: {bad[0]}"
