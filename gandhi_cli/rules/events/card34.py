"""#34 Demonstrations Block the Railways."""

from ...model import terms
from .base import AddMarker, Arrest, Either, Event, Place, RemoveMarker
from .where import RAILWAY


class Unshaded(Event):
    """Arrest all Activists on Railways and remove all Strike markers: `arrest 2 INC RW-A; remove
    strike RW-B`, in the text's order (5.1 "letteralmente", EV-ORDER-1)."""

    def text(self):
        return [Arrest("Arrest all Activists on Railways", terms.ACTIVISTS, where=RAILWAY, all_there=True),
                RemoveMarker("and remove all Strike markers", "strike", where=RAILWAY,
                             n=terms.UNREST_STRIKE_MARKERS)]  # all: as many as the Railways hold


class Shaded(Event):
    """Add up to 3 Active Activists or 2 Strikes to any Railways ("up to" governs both): `place 2
    INC 1 ML RW-A` (Activists on a Railway are Active, 1.4.3) or `add strike RW-A; add strike RW-B`
    (one Strike per Railway, 5.1.1)."""

    def text(self):
        return [Either("Add up to 3 Active Activists or 2 Strikes to any Railways",
                       [Place("Add up to 3 Active Activists to any Railways", terms.ACTIVISTS, up_to=3,
                              where=RAILWAY)],
                       [AddMarker("or 2 Strikes to any Railways", "unrest", up_to=2, where=RAILWAY)],
                       optional=True)]
