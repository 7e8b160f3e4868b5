"""#27 Second Round Table Conference in London."""

from ...model import terms
from .base import AddMarker, Event, SetLevel, Track
from .where import RAJ_CONTROL


class Unshaded(Event):
    """Set Restraint to 2 and set 2 spaces with Raj Control to Passive Support: `restraint to 2;
    set Delhi passive-support; set Bombay passive-support` (or the shift, `restraint -3` from 5;
    at 2 already, nothing to write for Restraint: a change of 0, 5.1)."""

    def text(self):
        return [Track("Set Restraint to 2", "restraint", to=2),
                SetLevel("and set 2 spaces with Raj Control to Passive Support", terms.PASSIVE_SUPPORT, n=2,
                         per_space=1, where=RAJ_CONTROL)]


class Shaded(Event):
    """Set Restraint to 4 (`restraint to 4`, or the shift: `restraint +1` from 3) and place a
    Protest marker in any 2 spaces with Raj Control (one in each)."""

    def text(self):
        return [Track("Set Restraint to 4", "restraint", to=4),
                AddMarker("and place a Protest marker in any 2 spaces with Raj Control", "protest", n=2, per_space=1,
                          where=RAJ_CONTROL)]
