"""#9 The Assault at Jallianwala Bagh Shakes India."""

from ...model import terms
from .base import AddMarker, Event, Remove, Shift, bases_last
from .where import CUBES, TROOPS, chosen_by

UNREST_IN_2 = "Add 1 Unrest marker in 2 spaces with Troops"
UNREST_IN_1 = "Add 1 Unrest marker to a space with cubes"
PIECES = tuple(k for k in terms.PIECE_KINDS if k != terms.GANDHI)  # Gandhi is arrested, never removed (EV-9-2)


class Unshaded(Event):
    """Add 1 Unrest marker in 2 spaces with Troops, then in each space remove 1 Guerrilla or
    Activist for each cube there (all to Available)."""

    def text(self):
        there = chosen_by(UNREST_IN_2)
        return [AddMarker(UNREST_IN_2, "unrest", n=2, spaces=2, per_space=1, where=TROOPS),
                Remove("then in each space remove 1 Guerrilla or Activist for each cube there",
                       (terms.GUERRILLAS,) + terms.ACTIVISTS, where=there,
                       per_space=lambda ev, sid: ev.state.spaces[sid].cubes,
                       n=lambda ev: sum(ev.state.spaces[s].cubes for s in ev.spaces_of(UNREST_IN_2)))]


class Shaded(Event):
    """Add 1 Unrest marker to a space with cubes, then remove up to 4 pieces there to Available
    (Bases last). Shift the space 2 levels toward Active Opposition."""

    def text(self):
        there = chosen_by(UNREST_IN_1)
        return [AddMarker(UNREST_IN_1, "unrest", n=1, spaces=1, where=CUBES),
                Remove("then remove up to 4 pieces there (Bases last)", PIECES, up_to=4, where=there,
                       check=bases_last()),
                Shift("Shift the space 2 levels toward Active Opposition", -2, n=1, where=there)]
