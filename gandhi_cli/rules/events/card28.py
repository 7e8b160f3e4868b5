"""#28 The British Seek to Divide and Rule."""

from ...model import terms
from .base import Event, Place, Shift, Track
from .where import INC_ACTIVISTS, chosen_by

BASE = "Add 1 Muslim League or Revolutionary Base in any space where possible"


def room_for_a_base(ev) -> int:
    """'where possible': a Base is Available and some space has room for it (1.4.2)."""
    available = any(ev.state.available(k) for k in terms.BASES)
    room = any(ev.state.spaces[sid].bases < ev.board[sid].pop for sid in ev.state.spaces)
    return 1 if available and room else 0


class Unshaded(Event):
    """Shift Unity -1. Add 1 Muslim League or Revolutionary Base in any space where possible and
    shift that space 2 levels toward Active Support. Written `unity -1; place 1 MLB UP; shift UP +2`
    (at Passive Support the shift actually possible, `+1`, is accepted too)."""

    def text(self):
        return [Track("Shift Unity -1", "unity", by=-1),
                Place(BASE, terms.BASES, n=1, capacity=room_for_a_base),
                Shift("and shift that space 2 levels toward Active Support", 2, n=1, where=chosen_by(BASE))]


class Shaded(Event):
    """Shift Unity +1 and shift 1 space with Congress Activists 1 level toward Active Opposition.
    Written `unity +1; shift UP -1`."""

    ordered = False  # "… and …": no order between the two effects

    def text(self):
        return [Track("Shift Unity +1", "unity", by=1),
                Shift("shift 1 space with Congress Activists 1 level toward Active Opposition", -1, n=1,
                      where=INC_ACTIVISTS)]
