"""#71 The Nankana Massacre Shocks India."""

from .base import AddMarker, Event, Shift
from .shared import GandhiTo, OnlyThere
from .where import NO_TROOPS, adjacent_to, named

PUNJAB = "Punjab"


class AddMarkerThere(OnlyThere, AddMarker):
    pass


class Unshaded(Event):
    """Add 1 Unrest marker to Punjab and 1 adjacent space without Troops (`add unrest Punjab; add
    unrest Sind`, in either order; on a Railway a Strike, 5.1.4). "Without Troops" qualifies the
    adjacent space only (the card's note)."""

    ordered = False  # "Punjab and 1 adjacent space": no order between them

    def text(self):
        return [AddMarkerThere("Add 1 Unrest marker to Punjab", "unrest", n=1, where=named(PUNJAB)),
                AddMarker("and 1 adjacent space without Troops", "unrest", n=1,
                          where=adjacent_to(PUNJAB) & NO_TROOPS)]


class Shaded(Event):
    """Move Gandhi to Punjab (releasing him from Jail if necessary) and shift Punjab 2 levels
    toward Active Opposition (`move gandhi UP>Punjab; shift Punjab -2` or `release gandhi to
    Punjab; shift Punjab -2`)."""

    def text(self):
        return [GandhiTo("Move Gandhi to Punjab (releasing him from Jail if necessary)", named(PUNJAB), from_jail=True),
                Shift("shift Punjab 2 levels toward Active Opposition", -2, n=1, where=named(PUNJAB))]
