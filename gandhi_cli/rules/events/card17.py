"""#17 Khan Abdul Ghaffar Khan."""

from ...model import terms
from .base import AddMarker, Either, Event, Remove, Shift
from .where import ML_ACTIVISTS, PROVINCE, adjacent_to, named

FRONTIER = named("Punjab") | (PROVINCE & adjacent_to("Punjab"))


class Unshaded(Event):
    """In Punjab and in adjacent Provinces, remove up to 4 Activists in total or shift 2 of these
    spaces each 1 level toward Passive Support (from Active Support that is -1). The first step
    decides the option; writing nothing takes the first one with none removed ("up to")."""

    def text(self):
        return [Either("In Punjab and in adjacent Provinces, remove up to 4 Activists in total or shift 2 of "
                       "these spaces",
                       [Remove("remove up to 4 Activists in total", terms.ACTIVISTS, up_to=4, where=FRONTIER)],
                       [Shift("shift 2 of these spaces each 1 level toward Passive Support", 1,
                              toward=terms.PASSIVE_SUPPORT, n=2, per_space=1, where=FRONTIER)],
                       optional=True)]


class Shaded(Event):
    """Add Protest markers in 2 spaces with Muslim League Activists (one in each). The Muslim
    League stays Eligible, whichever faction executes the Event."""

    def __init__(self, turn, pos=None):
        super().__init__(turn, pos)
        self.make_eligible.add(terms.ML)

    def text(self):
        return [AddMarker("Add Protest markers in 2 spaces with Muslim League Activists", "protest", n=2,
                          per_space=1, where=ML_ACTIVISTS)]
