"""#15 Crackdown at the Qissa Khwani Bazaar."""

from ...model import terms
from .base import AddMarker, Event, Remove, Shift, bases_last
from .where import CUBES, NO_TROOPS, chosen_by

UNREST_NO_TROOPS = "Add 1 Unrest marker to 1 space without Troops"
UNREST_CUBES = "Add 1 Unrest marker to any space with cubes"
PIECES = tuple(k for k in terms.PIECE_KINDS if k != terms.GANDHI)  # Gandhi is never removed (1.4.5)


def sepoys_there(ev) -> int:
    """1 per Sepoy in the space, counted when the removals begin (removed Sepoys still count)."""
    there = ev.spaces_of(UNREST_NO_TROOPS)
    if not there:
        return 0
    if ev.sepoys is None:
        ev.sepoys = ev.state.spaces[there[0]].sepoys
    return ev.sepoys


class Unshaded(Event):
    """Add 1 Unrest marker to 1 space without Troops, then remove 1 piece for each Sepoy in that
    space to Available (Bases last). Any faction's pieces but Gandhi, the Sepoys included; the
    count is the Sepoys there when the removals begin."""

    def __init__(self, turn, pos=None):
        self.sepoys: int | None = None
        super().__init__(turn, pos=pos)

    def text(self):
        return [AddMarker(UNREST_NO_TROOPS, "unrest", n=1, where=NO_TROOPS),
                Remove("then remove 1 piece for each Sepoy in that space to Available (Bases last)", PIECES,
                       n=sepoys_there, where=chosen_by(UNREST_NO_TROOPS), check=bases_last(PIECES))]


class Shaded(Event):
    """Add 1 Unrest marker to any space with cubes. Shift that space 2 levels toward Active
    Opposition (`add unrest UP; shift UP -2`)."""

    def text(self):
        return [AddMarker(UNREST_CUBES, "unrest", n=1, where=CUBES),
                Shift("Shift that space 2 levels toward Active Opposition", -2, n=1, where=chosen_by(UNREST_CUBES))]
