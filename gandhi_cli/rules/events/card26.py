"""#26 The Rowlatt Act Is Implemented by Force."""

from ...model import terms
from .base import AddMarker, Arrest, Event, Shift
from .shared import cubes_there
from .where import Where

PROTEST = "Add 1 Protest marker"
UNREST = "and 1 Unrest"


def marked(ev):
    return set(ev.spaces_of(PROTEST)) | set(ev.spaces_of(UNREST))


class Unshaded(Event):
    """In 2 spaces, arrest 1 Activist (either faction's) for each cube (in each space, as many as
    the cubes there, as far as the Activists there allow)."""

    def text(self):
        return [Arrest("In 2 spaces, arrest 1 Activist for each cube", terms.ACTIVISTS, spaces=2, per_space=cubes_there,
                       in_full=True)]


class Shaded(Event):
    """Add 1 Protest marker and 1 Unrest (any spaces, the same or two; a Strike on a Railway), then
    shift each space [that received one] 1 level toward Active Opposition:
    `add protest X; add unrest Y; shift X -1; shift Y -1`."""

    def text(self):
        return [AddMarker(PROTEST, "protest", n=1),
                AddMarker(UNREST, "unrest", n=1),
                Shift("then shift each space 1 level toward Active Opposition", -1, per_space=1,
                      where=Where("a space that received a marker", lambda ev, sid: sid in marked(ev)),
                      n=lambda ev: len(marked(ev)))]
