"""#19 Attack on the Central Assembly in Delhi."""

from ...model import terms
from .base import AddMarker, Either, Event, Place
from .shared import RemoveGuerrillas
from .where import RAJ_CONTROL, chosen_by

UNREST = "Add 1 Unrest marker in 2 spaces with Raj Control"


class Unshaded(Event):
    """In any 1 space, remove up to 3 Hidden Guerrillas (`remove 2 hidden X`) or all Active
    Guerrillas (`remove 3 active X`, or `3G`). Writing nothing removes no Hidden one ("up to")."""

    def text(self):
        return [Either("In any 1 space, remove up to 3 Hidden Guerrillas or all Active Guerrillas",
                       [RemoveGuerrillas("remove up to 3 Hidden Guerrillas", "hidden", up_to=3, spaces_up_to=1)],
                       [RemoveGuerrillas("or all Active Guerrillas", "active", spaces_up_to=1, all_chosen=True)],
                       optional=True)]


class Shaded(Event):
    """Add 1 Unrest marker in 2 spaces with Raj Control (one in each). Add 1 Guerrilla in each
    such space."""

    def text(self):
        return [AddMarker(UNREST, "unrest", n=2, per_space=1, where=RAJ_CONTROL),
                Place("Add 1 Guerrilla in each such space", (terms.GUERRILLAS,), per_space=1, where=chosen_by(UNREST),
                      n=lambda ev: len(ev.spaces_of(UNREST)))]
