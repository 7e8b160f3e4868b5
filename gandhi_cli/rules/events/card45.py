"""#45 Gandhi Calls for a Boycott of Liquor."""

from ...model import terms
from .base import Event, Ineligible, ResourcesClause


class Unshaded(Event):
    """Choose 1 Faction, which will be Ineligible for the next card. The Active Faction stays
    Eligible."""

    stays_eligible = True

    def text(self):
        return [Ineligible("Choose 1 Faction, which will be Ineligible for the next card")]


class Shaded(Event):
    """Raj Resources -3 for each Protest marker on the map."""

    def text(self):
        return [ResourcesClause("Raj Resources -3 for each Protest marker on the map", terms.RAJ,
                          lambda ev: -3 * sum(1 for sp in ev.state.spaces.values() if sp.protest))]
