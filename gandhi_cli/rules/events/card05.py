"""#5 First Round Table Conference in London."""

from ...model import terms
from .base import Event, RemoveMarker, SetLevel, Shift
from .where import MUSLIM, STATE, Where

REMOVE_STATE = "In 1 Muslim space, remove a Muslim State if present"
THAT_SPACE = Where("the space of the Muslim State removed",
                   lambda ev, sid: not ev.spaces_of(REMOVE_STATE) or sid in ev.spaces_of(REMOVE_STATE))


class ShiftWithoutState(Shift):
    """The shift of a space whose Muslim State is gone: one still present goes first ("if
    present"), so a space holding one is refused and not listed (its condition, 5.1)."""

    def space_problem(self, ev, sid):
        if ev.state.spaces[sid].muslim_state:
            return f"{ev.name_of(sid)} has a Muslim State: the text removes it (`remove muslim-state X` first)"
        return super().space_problem(ev, sid)


class Unshaded(Event):
    """In 1 Muslim space, remove a Muslim State if present and shift that space 2 levels toward
    Active Support. Written `remove muslim-state EB; shift EB +2`, or only `shift X +2` where no
    Muslim State is."""

    def text(self):
        return [RemoveMarker(REMOVE_STATE, "muslim-state", up_to=1, where=MUSLIM),
                ShiftWithoutState("and shift that space 2 levels toward Active Support", 2, n=1,
                                  where=MUSLIM & THAT_SPACE)]


class Shaded(Event):
    """Set up to 3 States (Princely or Muslim) to Passive Opposition."""

    def text(self):
        return [SetLevel("Set up to 3 States to Passive Opposition", terms.PASSIVE_OPPOSITION, up_to=3,
                         per_space=1, where=STATE)]
