"""Agreement of the Special Activities' and Campaign parts' listings with their checks, over the
positions of the example logs (examples/*.log pushed into a Game): every move `candidate_moves`
offers (Treaty 4.2.1, Satyagraha 4.3.2, the League's Troops 4.4.1/4.4.2, Redeploy 6.4.2-6.4.5),
written as one step and carried out with `perform`, gives no finding at its step, and the same
piece sent to a space not offered from that origin gives one; every space Aid lists (4.5.1)
takes its option with no finding, and a space it does not list gives one."""

from __future__ import annotations

from collections import Counter

import pytest
from example_games import before_each, copied

from gandhi_cli.core.engine import perform
from gandhi_cli.core.game import Game
from gandhi_cli.model import terms

MOVERS = [(terms.RAJ, "treaty"), (terms.INC, "satyagraha"), (terms.ML, "infiltrate"), (terms.ML, "negotiate"),
          (terms.RAJ, "redeploy"), (terms.INC, "redeploy"), (terms.ML, "redeploy"), (terms.REV, "redeploy")]
WORD = {terms.TROOPS: "1T", terms.SEPOYS: "1S", terms.INC_ACTIVISTS: "1 INC", terms.ML_ACTIVISTS: "1 ML",
        terms.GUERRILLAS: "1G", terms.GANDHI: "gandhi"}


@pytest.fixture(scope="module")
def positions() -> list[Game]:
    """Every 4th position of each example log (a Game of its own before the statement: a test's
    copy, `example_games.copied`)."""
    return [copied(game) for _, i, game, _ in before_each() if i % 4 == 0]



def at_step(game: Game, faction: str, name: str, step: str) -> list[str]:
    """The findings a one-step statement `FACTION name: step` gives at its step."""
    head = f"{faction} {name}: "
    found = perform(game.state.copy(), head + step, non_players=game.non_players)
    return [str(f) for f in found if (f.line, f.column) == (1, len(head) + 1) and not f.note]


def test_offered_moves_are_carried_out_and_others_refused(positions):
    positions_ = positions
    assert len(positions_) >= 50
    offered = refused = 0
    per: Counter = Counter()
    for n, game in enumerate(positions_):
        for faction, name in MOVERS:
            moves = game.candidate_moves(name, faction=faction)
            if not moves:
                continue
            move = moves[n % len(moves)]
            assert move.count >= 1
            step = f"move {WORD[move.kind]} {'>'.join(move.route)}"
            if (faction, name) in ((terms.ML, "negotiate"), (terms.ML, "infiltrate")):
                step += f"; add muslim-state {move.src}"  # 4.4.1, 4.4.2: the Troops leave the new State
            assert at_step(game, faction, name, step) == [], (faction, name, move)
            offered += 1
            per[faction, name] += 1
            reached = {m.dst for m in moves if (m.kind, m.src) == (move.kind, move.src)}
            others = [s.id for s in game.state.map if s.id not in reached and s.id != move.src]
            if others:
                dst = others[n % len(others)]
                assert at_step(game, faction, name, f"move {WORD[move.kind]} {move.src}>{dst}") != [], (
                    faction, name, move, dst)
                refused += 1
    assert offered >= 200 and refused >= 100, (offered, refused, per)
    assert all(per[k] for k in [(terms.RAJ, "treaty"), (terms.INC, "satyagraha"), (terms.RAJ, "redeploy"),
                                (terms.INC, "redeploy"), (terms.REV, "redeploy")]), per


def test_aid_spaces_agree_with_its_steps(positions):
    """4.5.1: a listed space takes its option (Activate a Hidden Guerrilla, else flip the Active
    ones Hidden) with no finding; a space not listed refuses both."""
    listed_n = refused = 0
    for n, game in enumerate(positions):
        listed = {o.space for o in game.candidate_spaces("aid", faction=terms.REV)}
        board = [s.id for s in game.state.map]
        for sid in sorted(listed)[n % max(len(listed), 1):][:1]:
            sp = game.state.spaces[sid]
            step = f"activate 1G {sid}" if sp.guerrillas_hidden else f"hide {sp.guerrillas_active}G {sid}"
            assert at_step(game, terms.REV, "aid", step) == [], (sid, step)
            listed_n += 1
        others = [s for s in board if s not in listed]
        if others:
            sid = others[n % len(others)]
            sp = game.state.spaces[sid]
            for step in (f"activate 1G {sid}", f"hide {max(sp.guerrillas_active, 1)}G {sid}"):
                assert at_step(game, terms.REV, "aid", step) != [], (sid, step)
            refused += 1
    assert listed_n >= 30 and refused >= 30, (listed_n, refused)
