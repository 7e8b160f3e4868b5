"""#61 The Simla Conference Divides India."""

from ...model import terms
from .base import Event, Place, Shift, Track
from .where import MUSLIM_PROVINCE, NO_RAJ_CONTROL, PROVINCE

SHIFT = "Shift up to 2 Muslim Provinces each 1 level toward Passive Support"


def can_shift(ev, step, args):
    """A Province at Passive Support is not shifted, so not chosen (`shift X +0` would buy Unity -1;
    a written +1 there the Shift clause reports itself)."""
    if args.space is not None and ev.state.spaces[args.space].level == terms.PASSIVE_SUPPORT \
            and not any(args.numbers):
        return f"{ev.name_of(args.space)} is at Passive Support already: it cannot be chosen"
    return None


class Unshaded(Event):
    """Shift up to 2 Muslim Provinces each 1 level toward Passive Support (from Active Support that
    is -1). For each space chosen, shift Unity -1: `shift Sind +1; shift Punjab +1; unity -2` (no space
    chosen: nothing to write)."""

    def text(self):
        return [Shift(SHIFT, 1, toward=terms.PASSIVE_SUPPORT, spaces_up_to=2, per_space=1, where=MUSLIM_PROVINCE,
                      check=can_shift),
                Track("For each space chosen, shift Unity -1", "unity",
                      by=lambda ev: -len(ev.spaces_of(SHIFT)))]


class Shaded(Event):
    """Set Unity to 3 (written as the shift: `unity -2` from 5) and add up to 2 Bases (League or
    Revolutionary) to any Provinces without Raj Control: `unity -2; place 1 MLB Sind; place 1 RB NWF`."""

    def text(self):
        return [Track("Set Unity to 3", "unity", to=3),
                Place("and add up to 2 Bases to any Provinces without Raj Control", terms.BASES, up_to=2,
                      where=PROVINCE & NO_RAJ_CONTROL)]
