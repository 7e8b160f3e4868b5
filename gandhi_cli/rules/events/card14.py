"""#14 The Independence Fighters Take Up Arms."""

from ...model import terms
from .base import Either, Event, Place, Remove, ResourcesClause
from .where import named


class Unshaded(Event):
    """Remove up to 4 Guerrillas from up to 2 spaces (to Available, 5.1.3). Revolutionary
    Resources -3."""

    def text(self):
        return [Remove("Remove up to 4 Guerrillas from up to 2 spaces", (terms.GUERRILLAS,), up_to=4, spaces_up_to=2),
                ResourcesClause("Revolutionary Resources -3", terms.REV, -3)]


class Shaded(Event):
    """Add 5 Guerrillas in total in West Bengal and East Bengal, or Revolutionary Resources +5.
    The 5 are a bare number (5.1.2), split between the two Bengals as the executing faction
    likes (`place 3G WB; place 2G EB`)."""

    def text(self):
        return [Either("Add 5 Guerrillas in West Bengal and East Bengal, or Revolutionary Resources +5",
                       [Place("Add 5 Guerrillas in total in West Bengal and East Bengal", (terms.GUERRILLAS,), n=5,
                              where=named("West Bengal", "East Bengal"))],
                       [ResourcesClause("Revolutionary Resources +5", terms.REV, 5)])]
