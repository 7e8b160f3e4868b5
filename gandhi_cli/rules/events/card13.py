"""#13 The Ottoman Collapse Leaves a Power Vacuum."""

from ...model import terms
from .base import AddMarker, Either, Event, MoveClause, OutOfPlayToAvailable, Track
from .where import CITY, MUSLIM_PROVINCE, NO_RAJ_CONTROL


class Unshaded(Event):
    """Shift Unity -2 or add 1 Muslim State to any Muslim Province without Raj Control (if a State
    is placed, the Troops there go to any City: written first, `move 1T EB>Calcutta`, as a State
    may hold no Troops)."""

    def text(self):
        where = MUSLIM_PROVINCE & NO_RAJ_CONTROL
        return [Either("Shift Unity -2 or add 1 Muslim State",
                       [Track("Shift Unity -2", "unity", by=-2)],
                       [MoveClause("the Troops there go to any City", (terms.TROOPS,), from_where=where, to_where=CITY),
                        AddMarker("add 1 Muslim State to any Muslim Province without Raj Control", "muslim-state",
                                  n=1, where=where)])]


class Shaded(Event):
    """Shift Unity +2. Move 3 pieces from Out of Play to Available."""

    def text(self):
        return [Track("Shift Unity +2", "unity", by=2),
                OutOfPlayToAvailable("Move 3 pieces from Out of Play to Available", kinds=terms.PIECE_KINDS, n=3)]
