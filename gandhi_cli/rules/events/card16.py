"""#16 The Pakistan Declaration Is Published in London."""

from ...model import terms
from .base import AddMarker, Event, Place, Remove
from .where import MUSLIM, MUSLIM_PROVINCE, chosen_by

UNREST = "Add 1 Unrest marker in up to 2 Muslim spaces"


class Unshaded(Event):
    """Add 1 Unrest marker in up to 2 Muslim spaces, then remove 1 Base (of either faction, to
    Available) from the chosen spaces: one Base in all, in one of them. The Unrest spaces are
    chosen where the Base removal can happen, if any can (5.1.2, IT:1521-1523, EV-0-9)."""

    def text(self):
        return [AddMarker(UNREST, "unrest", up_to=2, per_space=1, where=MUSLIM),
                Remove("then remove 1 Base from the chosen spaces", terms.BASES, n=1, where=chosen_by(UNREST))]


class Shaded(Event):
    """Add up to 2 Bases (of either faction) to Muslim Provinces with room to hold them (the
    Population limit, 1.4.2, which the state enforces)."""

    def text(self):
        return [Place("Add up to 2 Bases to Muslim Provinces with room to hold them", terms.BASES, up_to=2,
                      where=MUSLIM_PROVINCE)]
