"""#12 Assault on the Dharasana Salt Works."""

from ...model import terms
from .base import AddMarker, Arrest, Event, RemoveMarker, Track
from .where import ACTIVISTS, CUBES, PROTEST, chosen_by

REPLACE = "In 2 spaces with cubes and Protest, replace both Protest markers"


class Unshaded(Event):
    """In 2 spaces with cubes and Protest, replace both Protest markers with Unrest markers, and
    arrest all Activists there. Written per space: `remove protest X; add unrest X; arrest 2 INC X`."""

    ordered = False  # "replace … and arrest": no order between the spaces' effects

    def text(self):
        there = chosen_by(REPLACE)
        return [RemoveMarker(REPLACE, "protest", n=2, spaces=2, where=CUBES & PROTEST),
                AddMarker("with Unrest markers", "unrest", n=lambda ev: len(ev.spaces_of(REPLACE)), per_space=1,
                          where=there),
                Arrest("and arrest all Activists there", terms.ACTIVISTS, where=there, all_there=True)]


class Shaded(Event):
    """Place Protest markers in up to 3 spaces with Activists. Shift Restraint -1. The executing
    Faction stays Eligible."""

    stays_eligible = True

    def text(self):
        return [AddMarker("Place Protest markers in up to 3 spaces with Activists", "protest", up_to=3,
                          where=ACTIVISTS),
                Track("Shift Restraint -1", "restraint", by=-1)]
