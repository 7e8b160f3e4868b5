"""#60 Gandhi's Young India Newspaper."""

from ...model import terms
from .base import Event, Place, Remove
from .where import AT_OPPOSITION, RAILWAY, Where

NEXT_TO_OPPOSITION = Where("adjacent to a space at Opposition",
                           lambda ev, sid: any(AT_OPPOSITION(ev, n) for n in ev.board.neighbours(sid)))


class Unshaded(Event):
    """Remove all Activists and Guerrillas on Railways to Available."""

    def text(self):
        return [Remove("Remove all Activists and Guerrillas on Railways to Available",
                       terms.ACTIVISTS + (terms.GUERRILLAS,), where=RAILWAY, all_there=True)]


class Shaded(Event):
    """Add 1 Active Activist or Hidden Guerrilla in up to 4 Railways that are adjacent to spaces at
    Opposition (an Activist of either faction, the piece may differ per Railway; Activists on a
    Railway are Active, Guerrillas placed Hidden, 1.4.3, which `base.Place` reports for every Event): `place 1 INC
    RW-A; place 1G RW-B`."""

    def text(self):
        return [Place("Add 1 Active Activist or Hidden Guerrillas in up to 4 Railways that are adjacent to "
                      "spaces at Opposition", terms.ACTIVISTS + (terms.GUERRILLAS,), spaces_up_to=4, per_space=1,
                      where=RAILWAY & NEXT_TO_OPPOSITION)]
