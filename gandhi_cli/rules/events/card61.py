"""#61 The Simla Conference Divides India."""

from ...model import terms
from .base import Event, Place, Shift, Track
from .where import MUSLIM_PROVINCE, NO_RAJ_CONTROL, PROVINCE

SHIFT = "Shift up to 2 Muslim Provinces each 1 level toward Passive Support"


class Unshaded(Event):
    """Shift up to 2 Muslim Provinces each 1 level toward Passive Support (from Active Support that
    is -1). For each space chosen, shift Unity -1: `shift Sind +1; shift Punjab +1; unity -2` (no space
    chosen: nothing to write). A Province at Passive Support already is not chosen (the Shift's
    own condition: `shift X +0` there would buy Unity -1)."""

    def text(self):
        return [Shift(SHIFT, 1, toward=terms.PASSIVE_SUPPORT, spaces_up_to=2, per_space=1, where=MUSLIM_PROVINCE),
                Track("For each space chosen, shift Unity -1", "unity",
                      by=lambda ev: -len(ev.spaces_of(SHIFT)))]


class Shaded(Event):
    """Set Unity to 3 (written as the set, `unity to 3`, or as the shift: `unity -2` from 5) and
    add up to 2 Bases (League or Revolutionary) to any Provinces without Raj Control: `unity -2;
    place 1 MLB Sind; place 1 RB NWF`."""

    def text(self):
        return [Track("Set Unity to 3", "unity", to=3),
                Place("and add up to 2 Bases to any Provinces without Raj Control", terms.BASES, up_to=2,
                      where=PROVINCE & NO_RAJ_CONTROL)]
