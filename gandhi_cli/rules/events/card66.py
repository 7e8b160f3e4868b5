"""#66 Gandhi's Fast unto Death."""

from ...model import terms
from .base import AddMarker, Event, Replace, Track
from .where import INC_ACTIVISTS, ML_ACTIVISTS, Where

BOTH = Where("with both Congress and Muslim League Activists",
             lambda ev, sid: INC_ACTIVISTS(ev, sid) and ML_ACTIVISTS(ev, sid))


class Unshaded(Event):
    """Add 1 Unrest marker in up to 2 spaces with both Congress and Muslim League Activists (a
    Strike on a Railway, 5.1.4). Shift Unity -1."""

    def text(self):
        return [AddMarker("Add 1 Unrest marker in up to 2 spaces with both Congress and Muslim League Activists",
                          "unrest", up_to=2, per_space=1, where=BOTH),
                Track("Shift Unity -1", "unity", by=-1)]


class Shaded(Event):
    """Replace up to 3 Guerrillas with Activists (of either faction: `replace 2G UP with 1 INC 1 ML`;
    removed instead when no Activist is Available, 5.1.1). Shift Restraint +1."""

    def text(self):
        return [Replace("Replace up to 3 Guerrillas with Activists", (terms.GUERRILLAS,), terms.ACTIVISTS, up_to=3),
                Track("Shift Restraint +1", "restraint", by=1)]
