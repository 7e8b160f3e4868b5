"""#67 Demand for Land Reform."""

from ...model import terms
from .base import Event, Remove, RemoveMarker, Shift
from .where import MUSLIM_STATE, STATE, chosen_by

TO_SUPPORT = "Shift up to 3 States each 1 level toward Active Support"
TO_OPPOSITION = "Shift up to 3 States each 1 level toward Active Opposition"


class Unshaded(Event):
    """Shift up to 3 States each 1 level toward Active Support, then remove 1 Muslim State
    (`shift Orissa +1; shift Sind +1; remove muslim-state Sind`)."""

    def text(self):
        return [Shift(TO_SUPPORT, 1, up_to=3, per_space=1, where=STATE),
                RemoveMarker("then remove 1 Muslim State", "muslim-state", n=1, where=MUSLIM_STATE)]


class Shaded(Event):
    """Shift up to 3 States each 1 level toward Active Opposition. Remove up to 4 Sepoys in total
    from the chosen spaces (`shift Orissa -1; shift Mysore -1; remove 2S Orissa; remove 1S Mysore`)."""

    def text(self):
        return [Shift(TO_OPPOSITION, -1, up_to=3, per_space=1, where=STATE),
                Remove("Remove up to 4 Sepoys in total from the chosen spaces", (terms.SEPOYS,), up_to=4,
                       where=chosen_by(TO_OPPOSITION))]
