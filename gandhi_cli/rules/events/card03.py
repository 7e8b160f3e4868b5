"""#3 India Is the Jewel of the Crown."""

from ...model import terms
from .base import Event, ResourcesClause, Roll, roll_times


class Unshaded(Event):
    """Add 5 times the Restraint value to Raj Resources."""

    def text(self):
        return [ResourcesClause("Add 5 times the Restraint value to Raj Resources", terms.RAJ,
                          lambda ev: 5 * ev.state.restraint)]


class Shaded(Event):
    """Subtract twice a die roll from Raj Resources."""

    def text(self):
        return [Roll(), ResourcesClause("Subtract twice a die roll from Raj Resources", terms.RAJ,
                                  roll_times(-2))]
