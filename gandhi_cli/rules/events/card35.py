"""#35 The Akali Movement Unites the Sikhs."""

from ...model import terms
from .base import AddMarker, Event, Place, Shift
from .where import chosen_by, named

MARKERS = "In up to 2 spaces, add 1 Protest or Unrest marker"


class Unshaded(Event):
    """Place up to 6 cubes in Punjab (from Available)."""

    def text(self):
        return [Place("Place up to 6 cubes in Punjab", terms.CUBES, up_to=6, where=named("Punjab"))]


class Shaded(Event):
    """In up to 2 spaces, add 1 Protest or Unrest marker, then shift each of these spaces 1 level
    toward Active Opposition: `add protest UP; add unrest Bihar; shift UP -1; shift Bihar -1` (an
    Unrest on a Railway is a Strike, 5.1.4, and a Railway has no level to shift)."""

    def text(self):
        return [AddMarker(MARKERS, ("protest", "unrest"), spaces_up_to=2, per_space=1),
                Shift("then shift each of these spaces 1 level toward Active Opposition", -1, per_space=1,
                      where=chosen_by(MARKERS), n=lambda ev: len(ev.spaces_of(MARKERS)))]
