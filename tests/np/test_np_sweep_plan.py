"""8.6.3 NP Sweep with 3.2.3: the Raj NP builds its Sweep on the one Game (issue #22), move after
move, and the rules' own Sweep Activates the Guerrillas once, at its end (issue #16: planned
fragment by fragment, a Sweep whose cubes arrive over several moves Activated more Guerrillas
than the replay of the same statement)."""

from __future__ import annotations

import random

import npboard
from npboard import blank, put

from gandhi_cli.model import terms
from gandhi_cli.np import raj
from gandhi_cli.np.decision import Decision


def _position():
    """Sind: 6 Hidden Guerrillas, no cubes; Karachi and Punjab 3 Troops each (Active Support):
    each can spare 2 (Raj Control kept, 8.6.3), so the Troops reach Sind in two moves."""
    s = blank()
    put(s, "sind", guerrillas_hidden=6)
    put(s, "karachi", terms.ACTIVE_SUPPORT, troops=3)
    put(s, "punjab", terms.ACTIVE_SUPPORT, troops=3)
    return s


def test_3_2_3_sweep_in_two_moves_activates_once_per_cube_as_the_replay():
    """3.2.3 (IT: "attiva 1 Guerrigliero Nascosto per ogni cubo" in the destination, at the end):
    4 Troops reach Sind in two moves; when the Sweep ends Sind has 4 Active Guerrillas, one per
    cube (fragment by fragment it had 6: 2 after the first move, 4 more after the second, the 2
    Troops already there counted again)."""
    d = Decision(_position(), terms.RAJ, non_players={terms.RAJ}, rng=random.Random(1))
    w = npboard.walk_on(d)
    w.plan.begin("sweep")  # the destination given (the Sweep column would take a 2-Pop space first)
    done, sepoys = raj._sweep_to(d, w, lambda: w.plan.activity, "sind", ["sind"], True)
    assert len(done) == 2 and not sepoys
    text = w.plan.text().removeprefix("RAJ ")
    assert text in ("sweep: move 2T karachi>sind; move 2T punjab>sind",
                    "sweep: move 2T punjab>sind; move 2T karachi>sind"), text
    plan = w.plan
    assert plan.found == [] and plan.end_findings() == []
    with plan.trial():
        plan.run.leave()  # the Sweep ends: its Activations (3.2.3)
        sind = plan.board.spaces["sind"]
        assert (sind.troops, sind.guerrillas_active, sind.guerrillas_hidden) == (4, 4, 2)
