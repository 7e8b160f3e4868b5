"""#37 The Delhi Candidacy Foments Muslim Independence."""

from ...model import terms
from .base import Event, Place, RemoveMarker, SetLevel
from .shared import muslim_state
from .where import MUSLIM, NO_RAJ_CONTROL, NOT_RAILWAY, PROVINCE, chosen_by

REMOVE = "Remove 1 Muslim State"


class Unshaded(Event):
    """Place a Muslim State in a Province without Raj Control (Troops there go to any City) and set
    2 Muslim spaces to Passive Support. The Muslim League stays Eligible for the next card.
    Written `move 1T EB>Calcutta; add muslim-state EB; set Sind passive-support; set Punjab
    passive-support` (the two parts in either order)."""

    ordered = False  # "… and …"

    def __init__(self, turn, pos=None):
        super().__init__(turn, pos=pos)
        self.make_eligible.add(terms.ML)

    def text(self):
        return muslim_state("Place a Muslim State in a Province without Raj Control", PROVINCE & NO_RAJ_CONTROL) + [
            SetLevel("and set 2 Muslim spaces to Passive Support", terms.PASSIVE_SUPPORT, n=2, per_space=1,
                     where=MUSLIM & NOT_RAILWAY)]


def room_there(ev) -> int:
    """'(if there is room)': a Revolutionary Base Available and the space below its Population in Bases."""
    there = ev.spaces_of(REMOVE)
    if not there or not ev.state.available(terms.REV_BASES):
        return 0
    return 1 if ev.state.spaces[there[0]].bases < ev.board[there[0]].pop else 0


class Shaded(Event):
    """Remove 1 Muslim State and place a Revolutionary Base there (if there is room):
    `remove muslim-state EB; place 1 RB EB`."""

    def text(self):
        return [RemoveMarker(REMOVE, "muslim-state", n=1),
                Place("and place a Revolutionary Base there (if there is room)", (terms.REV_BASES,), n=1,
                      where=chosen_by(REMOVE), capacity=room_there)]
