"""#51 Britain Maintains the Salt Tax."""

from ...model import terms
from .base import Arrest, Event, Place, ResourcesClause, Track
from .where import RAILWAY


def railways_without_strike(ev) -> int:
    return sum(1 for sid, sp in ev.state.spaces.items() if ev.board[sid].is_railway and not sp.strike)


class Unshaded(Event):
    """Arrest all Activists on Railways, then Raj Resources +2 for each Railway without a Strike
    marker. Written `arrest 1 INC RW-A; arrest 2 ML RW-B; resources RAJ +18`."""

    def text(self):
        return [Arrest("Arrest all Activists on Railways", terms.ACTIVISTS, where=RAILWAY, all_there=True),
                ResourcesClause("then Raj Resources +2 for each Railway without a Strike marker", terms.RAJ,
                          lambda ev: 2 * railways_without_strike(ev))]


class Shaded(Event):
    """Place up to 3 Activists or Guerrillas on any Railway, then shift Restraint -2 (any Railways,
    the pieces of any mix: `place 1 INC RW-A; place 2G RW-B; restraint -2`)."""

    def text(self):
        return [Place("Place up to 3 Activists or Guerrillas on any Railway", terms.ACTIVISTS + (terms.GUERRILLAS,),
                      up_to=3, where=RAILWAY),
                Track("then shift Restraint -2", "restraint", by=-2)]
