"""#68 Red Fort Trials."""

from ...model import terms
from .base import Event, Remove, ResourcesClause, Roll, Track


class Unshaded(Event):
    """Remove up to a die roll of Guerrillas from any spaces, then shift Restraint -2 (`roll 4;
    remove 2G UP; remove 1G Bihar; restraint -2`: the roll is written first)."""

    def text(self):
        return [Roll(),
                Remove("Remove up to a die roll of Guerrillas from any spaces", (terms.GUERRILLAS,),
                       up_to=lambda ev: ev.roll),  # no roll written: reported by Roll, the amount unchecked
                Track("then shift Restraint -2", "restraint", by=-2)]


class Shaded(Event):
    """Shift Restraint +2, then subtract twice the Restraint [as shifted] from the Raj's Resources
    (`restraint +2; resources RAJ -10`)."""

    def text(self):
        return [Track("Shift Restraint +2", "restraint", by=2),
                ResourcesClause("then subtract twice the Restraint from the Raj's Resources", terms.RAJ,
                          lambda ev: -2 * ev.state.restraint)]
