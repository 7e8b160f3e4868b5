"""#27 Second Round Table Conference in London."""

from .. import terms
from .base import Event, SetLevel, Track
from .card17 import AddProtests
from .where import RAJ_CONTROL


class Unshaded(Event):
    """Set Restraint to 2 and set 2 spaces with Raj Control to Passive Support: `restraint -3;
    set Delhi passive-support; set Bombay passive-support`."""

    def text(self):
        return [SetTrack("Set Restraint to 2", "restraint", to=2),
                SetLevel("and set 2 spaces with Raj Control to Passive Support", terms.PASSIVE_SUPPORT, n=2,
                         per_space=1, where=RAJ_CONTROL)]


class Shaded(Event):
    """Set Restraint to 4 and place a Protest marker in any 2 spaces with Raj Control (one in
    each)."""

    def text(self):
        return [SetTrack("Set Restraint to 4", "restraint", to=4),
                AddProtests("and place a Protest marker in any 2 spaces with Raj Control", n=2, per_space=1,
                            where=RAJ_CONTROL)]


class SetTrack(Track):
    """A track set to a value: nothing to write when it is there already (`restraint +0` is
    accepted too)."""

    def close(self, ev, at):
        if not self.done and self.expected(ev) == 0:
            return
        super().close(ev, at)
