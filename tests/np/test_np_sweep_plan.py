"""8.6.3 NP Sweep with 3.2.3: the Raj NP plans its Sweep on the board the replay gives for the
whole statement (issue #16: planned fragment by fragment, a Sweep whose cubes arrive over
several moves Activated more Guerrillas than the replay of the same statement)."""

from __future__ import annotations

import random
from collections import Counter

from npboard import blank, put

from gandhi_cli.core.engine import perform
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
    4 Troops reach Sind in two moves; the plan's board has 4 Active Guerrillas, as the replay of
    the whole statement (fragment by fragment it had 6: 2 after the first move, 4 more after the
    second, the 2 Troops already there counted again)."""
    s = _position()
    d = Decision(s, terms.RAJ, non_players={terms.RAJ}, rng=random.Random(1))
    steps: list[str] = []
    got = raj._sweep_to(d, None, d.scratch(), "sind", Counter(), [], True, steps)
    assert got[0] and len(steps) == 2, steps
    plan = got[2]
    replayed = d.scratch()
    assert perform(replayed, "RAJ sweep: " + "; ".join(steps)) == []
    assert (plan.spaces["sind"].guerrillas_active, plan.spaces["sind"].guerrillas_hidden) == (4, 2)
    assert plan.spaces["sind"] == replayed.spaces["sind"]
