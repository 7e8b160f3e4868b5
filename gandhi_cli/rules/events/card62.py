"""#62 The Great Bengal Famine."""

from ...model import terms
from .base import AddMarker, Either, Event, SetLevel
from .shared import OnlyThere
from .where import RAJ_CONTROL, Where, adjacent_to, named

EAST_BENGAL = "East Bengal"
NEXT_TO_EAST_BENGAL = Where("adjacent to East Bengal (not a Railway, which has no level)",
                            lambda ev, sid: adjacent_to(EAST_BENGAL)(ev, sid) and not ev.board[sid].is_railway)


class SetLevelThere(OnlyThere, SetLevel):
    pass


class Unshaded(Event):
    """Set East Bengal and 1 adjacent space to Passive Support (`set EB passive-support; set
    Bihar passive-support`, in either order)."""

    ordered = False  # "East Bengal and 1 adjacent space": no order between them

    def text(self):
        return [SetLevelThere("Set East Bengal to Passive Support", terms.PASSIVE_SUPPORT, n=1,
                              where=named(EAST_BENGAL)),
                SetLevel("and 1 adjacent space to Passive Support", terms.PASSIVE_SUPPORT, n=1,
                         where=NEXT_TO_EAST_BENGAL)]


class Shaded(Event):
    """In 2 spaces with Raj Control, set each space to Passive Opposition or add 1 Unrest marker
    to each (one choice for both spaces, as the card's note reads it: `set UP passive-opposition;
    set Bihar passive-opposition` or `add unrest UP; add unrest Bihar`)."""

    def text(self):
        return [Either("set each space to Passive Opposition or add 1 Unrest marker to each",
                       [SetLevel("In 2 spaces with Raj Control, set each space to Passive Opposition",
                                 terms.PASSIVE_OPPOSITION, n=2, per_space=1, where=RAJ_CONTROL)],
                       [AddMarker("In 2 spaces with Raj Control, add 1 Unrest marker to each", "unrest", n=2,
                                  per_space=1, where=RAJ_CONTROL)])]
