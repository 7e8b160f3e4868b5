"""Issue #33, the bots' speed: the NP Sweep's destinations (NP-RAJ-3 with 8.6.3 and 8.4.2) are
listed from the moves into the spaces the Sweep may choose, one space at a time, and come out the
same as from every move the rules list for the Sweep at once."""

from __future__ import annotations

import random

import npboard
from npboard import blank, put

from gandhi_cli.model import terms
from gandhi_cli.np import raj
from gandhi_cli.np.decision import Decision


def _position():
    """Sind: 6 Hidden Guerrillas, no cubes; Karachi and Punjab 3 Troops each at Active Support
    (each can spare 2 and keep Raj Control, 8.6.3); East Bengal: 2 Hidden Guerrillas, no cube near;
    Delhi: 2 Troops at Raj Control and no Guerrilla (nothing to Sweep there, NP-RAJ-3)."""
    s = blank()
    put(s, "sind", guerrillas_hidden=6)
    put(s, "karachi", terms.ACTIVE_SUPPORT, troops=3)
    put(s, "punjab", terms.ACTIVE_SUPPORT, troops=3)
    put(s, "east-bengal", guerrillas_hidden=2)
    put(s, "delhi", terms.ACTIVE_SUPPORT, troops=2)
    return s


def _from_every_move(b, activity, dests, sepoys_ok):
    """NP-RAJ-3 read off every move the rules list for the Sweep at once (`candidate_moves()`):
    the spaces it may choose, not yet destinations, with Hidden Guerrillas or no Raj Control, into
    which some origin can spare a cube (`raj._spare`: 8.4.2's keeps, 8.6.3's Raj Control)."""
    reach: dict = {}
    for o in activity.candidate_moves():
        if o.src not in dests:
            reach.setdefault(o.dst, {}).setdefault(o.src, []).append(o)
    out = []
    for sid, _ in activity.candidate_spaces():
        sp = b.spaces[sid]
        if sid in dests or not (sp.guerrillas_hidden or not b.raj_control(sid)):
            continue
        troops_ok = not b.is_state(sid)
        if any(raj._spare(b, src, opts, sepoys_ok, troops_ok)[2] for src, opts in reach.get(sid, {}).items()):
            out.append(sid)
    return out


def test_np_raj_3_sweep_destinations_listed_space_by_space_as_from_every_move():
    """NP-RAJ-3 (8.6.3, 8.4.2; issue #33): the destinations are those the whole listing of the
    Sweep's moves gives (Sind, where Karachi's and Punjab's spare Troops can go; not East Bengal, which
    no cube reaches, nor Delhi, under Raj Control with no Guerrilla), and the rules object is
    asked only for the moves into a space the Sweep may choose and that has something to Sweep,
    never for every move on the map."""
    d = Decision(_position(), terms.RAJ, non_players={terms.RAJ}, rng=random.Random(1))
    w = npboard.walk_on(d)
    w.plan.begin("sweep")
    activity = w.plan.activity
    b = w.board
    for dests in ([], ["sind"]):
        want = _from_every_move(b, activity, dests, True)
        asked: list = []
        listed = type(activity).candidate_moves

        def spy(self, dst=None, _listed=listed, _asked=asked):
            _asked.append(dst)
            return _listed(self, dst)

        type(activity).candidate_moves = spy
        try:
            got = raj._sweep_destinations(b, activity, dests, True)
        finally:
            type(activity).candidate_moves = listed
        assert got == want
        assert ("sind" in got) == (not dests) and "east-bengal" not in got and "delhi" not in got
        assert None not in asked, "every move on the map listed for a few destinations"
        assert all(sid not in dests for sid in asked)
