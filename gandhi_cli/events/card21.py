"""#21 Bhagat Singh Frustrates the Empire."""

from .. import terms
from .base import Activate, Event, Place, Remove
from .card19 import AddUnrest
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
                AddUnrest("then add an Unrest marker there", n=1, where=PUNJAB)]
