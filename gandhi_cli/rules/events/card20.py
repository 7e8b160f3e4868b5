"""#20 Formation of the Jugantar in Bengal."""

from ...model import terms
from .base import Activate, Event, Hide, Place, Remove
from .shared import cubes_there
from .where import named

BENGALS = named("West Bengal", "East Bengal")


class Unshaded(Event):
    """In West Bengal and East Bengal, remove 1 Guerrilla in each space for each cube there (Hidden
    ones first if the executing faction wishes, IT:2569), then activate all [remaining]
    Guerrillas [there] (the tutorial's reading, IT:2567)."""

    def text(self):
        return [Remove("In West Bengal and East Bengal, remove 1 Guerrilla in each space for each cube there",
                       (terms.GUERRILLAS,), where=BENGALS, per_space=cubes_there,
                       n=lambda ev: sum(cubes_there(ev, sid) for sid in ev.state.spaces if BENGALS(ev, sid))),
                Activate("then activate all Guerrillas", (terms.GUERRILLAS,), where=BENGALS, all_there=True)]


class Shaded(Event):
    """Add up to 3 Guerrillas in East and/or West Bengal, then flip any Guerrillas there (in the
    two Bengals) to Hidden: "girate qualsiasi Guerriglia lì presente" is every Active one there
    (EV-0-3)."""

    def text(self):
        return [Place("Add up to 3 Guerrillas in East and/or West Bengal", (terms.GUERRILLAS,), up_to=3, where=BENGALS),
                Hide("then flip any Guerrillas there to Hidden", (terms.GUERRILLAS,), where=BENGALS, all_there=True)]
