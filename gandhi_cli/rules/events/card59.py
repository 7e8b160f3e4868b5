"""#59 The Khadi Looms."""

from ...model import terms
from .base import Event, ResourcesClause, Track


def railways(ev, struck_or_activists: bool) -> int:
    """Railways with a Strike and/or Activists (True), or with neither (False)."""
    return sum(1 for sid, sp in ev.state.spaces.items()
               if ev.board[sid].is_railway and bool(sp.strike or sp.activists) == struck_or_activists)


class Unshaded(Event):
    """Raj Resources +3 for each Railway with neither Strike nor Activists. Shift Restraint -1:
    `resources RAJ +27; restraint -1`."""

    def text(self):
        return [ResourcesClause("Raj Resources +3 for each Railway with neither Strike nor Activists", terms.RAJ,
                          lambda ev: 3 * railways(ev, False)),
                Track("Shift Restraint -1", "restraint", by=-1)]


class Shaded(Event):
    """Raj Resources -3 for each Railway with Strike and/or Activists. Shift Restraint +1:
    `resources RAJ -6; restraint +1`."""

    def text(self):
        return [ResourcesClause("Raj Resources -3 for each Railway with Strike and/or Activists", terms.RAJ,
                          lambda ev: -3 * railways(ev, True)),
                Track("Shift Restraint +1", "restraint", by=1)]
