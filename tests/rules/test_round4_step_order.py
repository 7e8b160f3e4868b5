"""Issue #35 item 2: end checks that depend on step order (4.1, IT:634-636: the Special
Activity "immediatamente prima, durante o immediatamente dopo" the Operation). A condition is
judged when its step is taken: a later step may not make it fail afterwards (STEP-ORDER-1)."""

from __future__ import annotations

from gandhi_cli.core.engine import perform
from gandhi_cli.model import scenario, terms


def _board():
    """Short scenario, emptied: Mysore (a Princely State) with 1 Sepoy and 1 Active Guerrilla,
    Hyderabad (adjacent) empty; Punjab with 1 Troop, 1 Sepoy and 2 Active Guerrillas; the Raj
    with 20 Resources."""
    s = scenario.setup("short", seed=1)
    s.audit = False
    for sp in s.spaces.values():
        for k in ("troops", "sepoys", "inc_activists", "ml_activists", "guerrillas_active", "guerrillas_hidden",
                  "ml_bases", "rev_bases"):
            setattr(sp, k, 0)
        sp.protest = False
    s.gandhi = terms.AVAILABLE
    s.spaces["mysore"].sepoys = 1
    s.spaces["mysore"].guerrillas_active = 1
    s.spaces["punjab"].troops = 1
    s.spaces["punjab"].sepoys = 1
    s.spaces["punjab"].guerrillas_active = 2
    s.spaces["delhi"].troops = 1
    s.resources[terms.RAJ] = 20
    return s


def rules(found):
    return [f.rule for f in found if not f.note]


def test_treaty_takes_then_moves_the_sepoy_away_4_2_1():
    """4.2.1 (IT:654, IT:658-659): "Rimuovete un pezzo Attivo per ogni Sepoy, OPPURE: Muovete … Sepoy
    … nello Stato scelto, da spazi adiacenti": in Mysore the Guerrilla goes for its Sepoy; that
    Sepoy then moves into Hyderabad (another State, by moving in). The removal was judged with
    the Sepoy there: clean."""
    s = _board()
    found = perform(s, "RAJ sweep: select Delhi + treaty: remove 1G Mysore; move 1S Mysore>Hyderabad")
    assert rules(found) == [], [str(f) for f in found]
    assert s.spaces["hyderabad"].sepoys == 1 and s.spaces["mysore"].guerrillas_active == 0


def test_assault_then_treaty_moves_its_sepoy_then_assault_resumes_3_2_4():
    """3.2.4 (IT:476-479), 4.1 (IT:634-636, the SA in the middle of the Operation): the Assault takes 2
    Guerrillas in Punjab (1 Troop and 1 Sepoy: one per cube, Restraint paid for the Sepoy); the
    Treaty then moves Punjab's Sepoy into Jammu & Kashmir; the Assault resumes in Delhi. Punjab's
    takes were judged with its Sepoy there: clean, as when the Assault ends before the Treaty."""
    before = _board()
    ended_first = perform(before, "RAJ assault: remove 2G Punjab + treaty: move 1S Punjab>jammu-kashmir")
    assert rules(ended_first) == [], [str(f) for f in ended_first]
    s = _board()
    s.spaces["delhi"].guerrillas_active = 1
    found = perform(s, "RAJ assault: remove 2G Punjab + treaty: move 1S Punjab>jammu-kashmir + "
                       "assault: remove 1G Delhi")
    assert rules(found) == [], [str(f) for f in found]
