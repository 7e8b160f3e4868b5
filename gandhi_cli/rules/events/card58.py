"""#58 Vallabhbhai Patel Creates Unrest in Gujarat."""

from ...model import terms
from .base import Event, Place, Remove, Replace, SetLevel
from .shared import OneOptionPerSpace
from .where import STATE


class Unshaded(Event):
    """In a number of States up to the Restraint, remove 1 Activist, place 1 Guerrilla, or shift
    the space to Neutral; per State one of `remove 1 INC Orissa`, `place 1G Mysore`,
    `set Hyderabad neutral`."""

    def text(self):
        return [OneOptionPerSpace("In a number of States up to the Restraint, remove 1 Activist, place 1 Guerrilla, "
                                  "or shift the space to Neutral",
                                  Remove("remove 1 Activist", terms.ACTIVISTS, per_space=1),
                                  Place("place 1 Guerrilla", (terms.GUERRILLAS,), per_space=1),
                                  SetLevel("shift the space to Neutral", terms.NEUTRAL, per_space=1),
                                  spaces_up_to=lambda ev: ev.state.restraint, where=STATE)]


class Shaded(Event):
    """In up to 3 spaces, replace 1 Guerrilla or 1 Sepoy with 1 Activist (of either faction), from
    Available: `replace 1S Bihar with 1 INC; replace 1G UP with 1 ML` (`remove 1S Bihar` when no
    Activist is Available, 5.1.1)."""

    def text(self):
        return [Replace("In up to 3 spaces, replace 1 Guerrilla or 1 Sepoy with 1 Activist",
                        (terms.GUERRILLAS, terms.SEPOYS), terms.ACTIVISTS, spaces_up_to=3, per_space=1)]
