"""Issue #33, "clauses propose, bots rank": the Event clauses list their own candidate steps
(`rules.events.base.Clause.proposals`, the choices left to the faction asked of a `Chooser`),
the Non-Players' Event search (8.8) judges a trial by the spaces it changed, and the Arjuna walk
asks the rules whether an SA already done can accompany an Operation (4.1.2)."""

from __future__ import annotations

import random

import pytest

from gandhi_cli.core.game import Game
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.np import events as E
from gandhi_cli.np.arjuna import pairing_refused
from gandhi_cli.np.decision import Decision
from gandhi_cli.np.plan import Plan
from gandhi_cli.rules.events import base

ALL = (terms.RAJ, terms.INC, terms.ML, terms.REV)


def board():
    s = setup("short", seed=1)
    s.audit = False
    return s


def the_event(state, faction: str, card: int, side: str):
    """The rules' Event object of `card` for `faction` on a Game standing at `state`."""
    state.current_card = card
    d = Decision(state, faction, list(ALL), random.Random(7), card=card)
    d.game = Game.at(state, list(ALL))
    with Plan(d.game, faction, choice="event", side=side, apart=True) as plan:
        return plan.activity


class Chooser:
    """A chooser that makes the choices a clause leaves in a fixed, stated way."""

    def __init__(self, faction: str, kinds_order=None):
        self.faction = faction
        self.kinds_order = kinds_order

    def die(self) -> int:
        return 3

    def faction_named(self, among):
        return among[0]

    def off_limits(self, clause, sid: str) -> bool:
        return False

    def kinds_first(self, kinds):
        return sorted(kinds, key=self.kinds_order.index) if self.kinds_order else list(kinds)

    def own_first(self, kinds):
        return list(kinds)

    def first_piece(self, clause, sid: str):
        return None

    def markers_to_remove(self, clause, markers):
        return list(markers)

    def rolled(self, clause, only):
        return iter(())


# ----------------------------------------------------------------------------- 4.1.2
@pytest.mark.parametrize(("faction", "sa", "op", "refused"), [
    (terms.INC, "negotiate", "rally", False),
    (terms.INC, "negotiate", "demonstrate", False),
    (terms.INC, "negotiate", "civil-disobedience", False),
    (terms.INC, "negotiate", "non-cooperation", True),
    (terms.ML, "negotiate", "rally", False),
    (terms.ML, "negotiate", "non-cooperation", True),
    (terms.REV, "assassinate", "unrest", False),
    (terms.REV, "assassinate", "march", True),
    (terms.REV, "assassinate", "attack", True),
    (terms.RAJ, "govern", "sweep", False),
    (terms.RAJ, None, "sweep", False),
])
def test_4_1_2_the_arjuna_walk_asks_the_rules_which_operation_an_sa_done_accompanies(faction, sa, op, refused):
    """4.1.2 (IT:640): an SA accompanies any Operation but Negotiate (4.3.1, 4.4.1: Rally,
    Demonstrate, Civil Disobedience) and Assassinate (4.5.3: Unrest); an SA done before the NP drew
    a new card stays done (8.6), so an Operation it cannot accompany is not available. The walk
    asks the rules (`pairing_problem`), not a copy of them."""
    assert (pairing_refused(faction, sa, op) is not None) is refused


# ----------------------------------------------------------------------------- the clauses propose
def test_1_4_2_8_8_6_a_place_clause_proposes_each_kind_and_box_in_the_choosers_order():
    """#69 unshaded (IT card text: "up to 3 cubes or Activists ... from Available or Out of Play"):
    the clause lists one piece of each kind from each box that holds one, in the order the chooser
    places them (8.8.6: the Raj NP's Troops first), and no Troops in a State (1.4.2, IT:100)."""
    s = board()
    ev = the_event(s, terms.RAJ, 69, "unshaded")
    place = ev.sequence.clauses[0]
    assert isinstance(place, base.Place)
    props = list(place.proposals(ev, Chooser(terms.RAJ, [terms.TROOPS, terms.SEPOYS,
                                                         terms.INC_ACTIVISTS, terms.ML_ACTIVISTS])))
    assert props, "East Bengal and its neighbours take pieces"
    for steps, _sid in props:
        assert len(steps) == 1 and steps[0].verb.value == "place"
    by_space: dict[str, list[str]] = {}
    for steps, sid in props:
        by_space.setdefault(sid, []).append(steps[0].args[0].kind.value)
    for sid, kinds in by_space.items():
        if s.is_state(sid):
            assert terms.TROOPS not in kinds
        order = [terms.TROOPS, terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS]
        assert kinds == sorted(kinds, key=order.index)
    reverse = list(place.proposals(ev, Chooser(terms.RAJ, [terms.SEPOYS, terms.TROOPS,
                                                           terms.INC_ACTIVISTS, terms.ML_ACTIVISTS])))
    first = {}
    for steps, sid in reverse:
        first.setdefault(sid, steps[0].args[0].kind.value)
    assert terms.SEPOYS in first.values()


def test_5_1_a_fixed_change_proposes_its_one_step_and_a_roll_the_choosers_die():
    """5.1 (the text literally): a track the text shifts is proposed as that one step, a die roll
    as `roll N` with the chooser's die (NP-EV-8), and neither names a space."""
    s = board()
    ev = the_event(s, terms.RAJ, 1, "unshaded")
    roll = base.Roll()
    assert list(roll.proposals(ev, Chooser(terms.RAJ))) == [([E.S.roll(3)], None)]
    track = base.Track("Restraint +1", "restraint", by=1)
    assert list(track.proposals(ev, Chooser(terms.RAJ))) == [([E.S.restraint(1)], None)]


def test_8_1_3_the_chooser_keeps_forces_off_railways():
    """8.1.3 (IT:1081): under a Non-Player Raj no forces or Strikes on Railways: a clause that
    puts them (`puts_forces`) proposes no step in a space the chooser rules out."""
    s = board()
    ev = the_event(s, terms.RAJ, 69, "unshaded")
    place = ev.sequence.clauses[0]
    assert place.puts_forces()

    class NoSpace(Chooser):
        def off_limits(self, clause, sid):
            return clause.puts_forces()

    assert list(place.proposals(ev, NoSpace(terms.RAJ))) == []


# ----------------------------------------------------------------------------- 8.8.3: the spaces changed
def test_8_8_3_a_tally_read_again_where_the_board_changed_gives_the_full_reads_gains():
    """8.8.3 (the Effective Events table, IT:2939-2944): the gains read from a tally that reads
    again only the spaces changed since the start equal those of a full read, for each faction."""
    s = board()
    start = E._Tally(s)
    s.spaces["delhi"].level = terms.ACTIVE_OPPOSITION
    s.spaces["punjab"].sepoys += 2
    s.spaces["bihar"].protest = not s.spaces["bihar"].protest
    s.spaces["west-bengal"].unrest += 1
    changed = {"delhi", "punjab", "bihar", "west-bengal", "sind"}
    again, full = E._Tally(s, start, changed), E._Tally(s)
    for faction in ALL:
        for players in (frozenset(), frozenset({terms.RAJ}), frozenset({terms.INC})):
            assert E._gains(faction, start, again, players) == E._gains(faction, start, full, players)
    assert again.moved == {"delhi"}


@pytest.mark.parametrize(("faction", "kind", "nothing"), [
    (terms.RAJ, terms.INC_ACTIVISTS, True),
    (terms.RAJ, terms.GUERRILLAS, True),
    (terms.RAJ, terms.SEPOYS, False),
    (terms.INC, terms.TROOPS, True),
    (terms.INC, terms.INC_ACTIVISTS, False),
    (terms.ML, terms.REV_BASES, True),
    (terms.ML, terms.ML_BASES, False),
    (terms.REV, terms.ML_ACTIVISTS, True),
    (terms.REV, terms.GUERRILLAS, False),
])
def test_8_8_3_placing_other_factions_pieces_is_in_no_cell_of_the_effective_table(faction, kind, nothing):
    """8.8.3 (the Effective Events table, IT:2939-2944): every cell that placing pieces can grow
    counts the faction's own pieces (the Raj's cubes, Congress's Activists, the League's and the
    Revolutionaries' pieces); another faction's pieces on the map only lower "removes adversary
    pieces". The Event search does not try such a step of an optional clause (a bound), and the
    board agrees: placed, it gains nothing."""
    steps = [E.S.place("bihar", [(kind, 1)])]
    assert E._gains_nothing(faction, steps) is nothing
    s = board()
    before = E._Tally(s)
    s.place(kind, "bihar")
    got = E._gains(faction, before, E._Tally(s), frozenset())
    assert (not got) is nothing


def test_8_8_3_the_bound_never_holds_for_a_step_that_is_not_a_placement():
    """8.8.3: a removal, a shift or a marker can be Effective for anyone: the bound is for plain
    placements only."""
    assert not E._gains_nothing(terms.RAJ, [E.S.remove("bihar", [(terms.INC_ACTIVISTS, 1)])])
    assert not E._gains_nothing(terms.INC, [E.S.shift("bihar", -1)])
    assert not E._gains_nothing(terms.INC, [])
