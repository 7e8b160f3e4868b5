"""#29 Government of India Act of 1935."""

from ...model import terms
from .base import Either, Event, Ineligible, Place, RemoveMarker
from .shared import muslim_state
from .where import NO_RAJ_CONTROL, PROVINCE


class Unshaded(Event):
    """Remove 1 Muslim State. Congress or the Muslim League is Ineligible for the next card (the
    executing faction chooses: `remove muslim-state EB; ineligible ML`)."""

    def text(self):
        return [RemoveMarker("Remove 1 Muslim State", "muslim-state", n=1),
                Ineligible("Congress or the Muslim League is Ineligible for the next card",
                           among=(terms.INC, terms.ML))]


class Shaded(Event):
    """Place 1 Base or a Muslim State in 1 Province without Raj Control (if a State is placed, the
    Troops there go to any City). Either Faction's Base: `place 1 RB Bihar`, or `move 1T EB>Calcutta;
    add muslim-state EB` (the Troops first, out of the State's space: a State holds none, 1.4.2)."""

    def text(self):
        where = PROVINCE & NO_RAJ_CONTROL
        return [Either("Place 1 Base or a Muslim State in 1 Province without Raj Control",
                       [Place("Place 1 Base in 1 Province without Raj Control", terms.BASES, n=1, where=where)],
                       muslim_state("a Muslim State in 1 Province without Raj Control", where))]
