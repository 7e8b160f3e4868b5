"""#8 Webb Miller Interviews Gandhi."""

from ...model import terms
from .base import Event, Remove, RemoveMarker, Shift
from .shared import cubes_there, one_marker
from .where import PROTEST, UNREST, Where

REMOVE = "In 1 Protest or Unrest space, remove 1 Activist or Guerrilla per cube to Available"
PROTEST_OR_UNREST = PROTEST | UNREST
THE_SPACE = Where("the space chosen", lambda ev, sid: sid in ev.spaces_of(REMOVE) if ev.spaces_of(REMOVE)
                  else PROTEST_OR_UNREST(ev, sid))


def cubes_in_the_space(ev) -> int:
    """1 per cube in the space chosen; until a removal chooses it, the most any Protest or Unrest
    space allows (the clause's room when it began, 5.1.2)."""
    chosen = ev.spaces_of(REMOVE)
    return cubes_there(ev, chosen[0]) if chosen else ev.by_text[REMOVE].room or 0


class Unshaded(Event):
    """In 1 Protest or Unrest space, remove 1 Activist or Guerrilla per cube to Available, then
    remove 1 Unrest or Protest marker (there). Written `remove 1 INC 1G UP; remove protest UP`;
    with no Activist or Guerrilla there, only the marker."""

    def text(self):
        return [Remove(REMOVE, terms.ACTIVISTS + (terms.GUERRILLAS,), n=cubes_in_the_space, per_space=cubes_there,
                       spaces_up_to=1, where=PROTEST_OR_UNREST),
                RemoveMarker("then remove 1 Unrest or Protest marker", ("unrest", "protest"), n=1,
                             where=THE_SPACE, check=one_marker)]


class Shaded(Event):
    """Shift up to 2 Protest spaces each 1 level toward Active Opposition (`shift UP -1`)."""

    def text(self):
        return [Shift("Shift up to 2 Protest spaces each 1 level toward Active Opposition", -1, up_to=2,
                      per_space=1, where=PROTEST)]
