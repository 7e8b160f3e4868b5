"""The spaces each Event clause lists (`Clause.candidates`, issue #16), from the same condition
its check reports (`Clause.space_problem`): 5.1 the text's conditions, 5.1.1 the limits (no
piece not Available, no Troops in a State), 5.1.2 as much as possible."""

from gandhi_cli.model import terms
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.events import event_class


def _event(state, card: int, side: str, faction: str):
    return event_class(card, side)(Turn(state, faction, "<test>", []))


def test_card01_unshaded_lists_cities_and_provinces_not_states(empty, sid):
    """#1 unshaded, 5.1 / 5.1.1: up to 6 cubes in Cities and Provinces: a Princely State is not
    listed, Delhi is, with the 6 cubes the text allows."""
    ev = _event(empty, 1, "unshaded", terms.RAJ)
    first = ev.sequence.next_clause()
    offered = dict(first.candidates(ev))
    assert sid("Orissa") not in offered and sid("Delhi") in offered
    assert offered[sid("Delhi")] == min(6, sum(ev.in_box(k, terms.AVAILABLE) for k in first.kinds))
    assert first.space_problem(ev, sid("Orissa")) is not None and first.space_problem(ev, sid("Delhi")) is None


def test_a_clause_that_takes_pieces_lists_only_spaces_that_have_them(empty, sid):
    """5.1.2: a removal lists the spaces where the board leaves it something to remove, and how
    many there (#44 unshaded, IT:1527: up to 2 Guerrillas from one or two spaces)."""
    empty.place(terms.GUERRILLAS, sid("West Bengal"), 3)
    ev = _event(empty, 44, "unshaded", terms.RAJ)
    first = ev.sequence.next_clause()
    assert first.candidates(ev) == [(sid("West Bengal"), 2)]
