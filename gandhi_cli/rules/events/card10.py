"""#10 Aundh Experiment in National Government."""

from .base import AddMarker, Event, Shift, Track
from .where import STATE


def restraint(ev) -> int:
    return ev.state.restraint


class Unshaded(Event):
    """Shift a number of States up to the Restraint value each 1 level toward Neutral
    (`shift Hyderabad +1` from Passive Opposition)."""

    def text(self):
        return [Shift("Shift a number of States up to the Restraint value each 1 level toward Neutral", "neutral",
                      up_to=restraint, per_space=1, where=STATE)]


class Shaded(Event):
    """Add Protest markers in up to 3 States (1 each; an Event ignores Restraint, 5.1.1). Shift
    Restraint +2."""

    def text(self):
        return [AddMarker("Add Protest markers in up to 3 States", "protest", up_to=3, where=STATE),
                Track("Shift Restraint +2", "restraint", by=2)]
