"""#63 Ambedkar Supports the Untouchables."""

from ...model import terms
from .base import Event, OutOfPlayToAvailable, ResourcesClause, Shift
from .where import Where

SHIFT = "Shift up to 3 spaces each 1 level toward Passive Opposition"
CAN_SHIFT = Where("a space that can shift toward Passive Opposition (not at it, not a Railway)",
                  lambda ev, sid: not ev.board[sid].is_railway
                  and ev.state.spaces[sid].level != terms.PASSIVE_OPPOSITION)


class Unshaded(Event):
    """Shift up to 3 spaces each 1 level toward Passive Opposition. For each shift, Raj Resources
    +3 (`shift UP -1; shift Punjab +1; resources RAJ +6`: from Active Opposition the shift toward
    Passive Opposition is +1; a space at Passive Opposition cannot shift)."""

    def text(self):
        return [Shift(SHIFT, 1, toward=terms.PASSIVE_OPPOSITION, up_to=3, per_space=1, where=CAN_SHIFT),
                ResourcesClause("For each shift, Raj Resources +3", terms.RAJ, lambda ev: 3 * ev.by_text[SHIFT].done)]


class Shaded(Event):
    """Move up to 3 Activists or Guerrillas from Out of Play to Available (`out-of-play 2 ML 1G`).
    The acting Faction stays Eligible."""

    stays_eligible = True

    def text(self):
        return [OutOfPlayToAvailable("Move up to 3 Activists or Guerrillas from Out of Play to Available",
                                     kinds=terms.ACTIVISTS + (terms.GUERRILLAS,), up_to=3)]
