"""#52 Provincial Elections Cool Tensions."""

from ...model import terms
from .base import Event, Place, Shift
from .where import INC_ACTIVISTS, INC_PIECES, chosen_by

SHIFT_2 = "Shift 2 spaces with Congress pieces each 1 level toward Active Opposition"


class Unshaded(Event):
    """Shift up to 2 spaces with Congress Activists each 1 level toward Active Support. Congress is
    Ineligible for the next card."""

    makes_ineligible = (terms.INC,)

    def text(self):
        return [Shift("Shift up to 2 spaces with Congress Activists each 1 level toward Active Support", 1,
                      spaces_up_to=2, per_space=1, where=INC_ACTIVISTS)]


class Shaded(Event):
    """Shift 2 spaces with Congress pieces (Activists or Gandhi) each 1 level toward Active
    Opposition, then place 1 Activist (of either faction) or Guerrilla in each of those spaces:
    `shift UP -1; shift Bihar -1; place 1 INC UP; place 1G Bihar`."""

    def text(self):
        there = chosen_by(SHIFT_2)
        return [Shift(SHIFT_2, -1, spaces=2, per_space=1, where=INC_PIECES),
                Place("then place 1 Activist or Guerrilla in each space", terms.ACTIVISTS + (terms.GUERRILLAS,),
                      n=lambda ev: len(ev.spaces_of(SHIFT_2)), per_space=1, where=there)]
