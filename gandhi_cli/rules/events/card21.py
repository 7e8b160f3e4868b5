"""#21 Bhagat Singh Frustrates the Empire."""

from ...model import terms
from .base import Activate, AddMarker, Event, Place, Remove
from .where import named

PUNJAB = named("Punjab")


def cubes_in_punjab(ev, sid=None):
    return ev.state.spaces[ev.board.resolve("Punjab")].cubes


class Unshaded(Event):
    """Activate all Guerrillas in Punjab, then remove 1 Guerrilla for each cube there."""

    def text(self):
        return [Activate("Activate all Guerrillas in Punjab", (terms.GUERRILLAS,), where=PUNJAB, all_there=True),
                Remove("then remove 1 Guerrilla for each cube there", (terms.GUERRILLAS,), where=PUNJAB,
                       n=cubes_in_punjab)]


class Shaded(Event):
    """Add up to 4 Guerrillas in Punjab, then add an Unrest marker there."""

    def text(self):
        return [Place("Add up to 4 Guerrillas in Punjab", (terms.GUERRILLAS,), up_to=4, where=PUNJAB),
                AddMarker("then add an Unrest marker there", "unrest", n=1, where=PUNJAB)]
