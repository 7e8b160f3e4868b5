"""#38 Lahore Resolution."""

from ...model import terms
from .base import Either, Event, Place, Remove, RemoveMarker, SetLevel
from .shared import muslim_state
from .where import MUSLIM_PROVINCE, Where, chosen_by

STATE_OUT = "Remove 1 Muslim State"
BASE_OUT = "or any 1 Base"
STATE_IN = "Place a Muslim State in any Muslim Province"
PIECES = tuple(k for k in terms.PIECE_KINDS if k != terms.GANDHI)


class Unshaded(Event):
    """Remove 1 Muslim State or any 1 Base, then set that space to Passive Support:
    `remove muslim-state EB; set EB passive-support` or `remove 1 RB UP; set UP passive-support`."""

    def text(self):
        that_space = Where("the space of the Muslim State or Base removed",
                           lambda ev, sid: sid in ev.spaces_of(STATE_OUT) + ev.spaces_of(BASE_OUT))
        return [Either("Remove 1 Muslim State or any 1 Base",
                       [RemoveMarker(STATE_OUT, "muslim-state", n=1)],
                       [Remove(BASE_OUT, terms.BASES, n=1)]),
                SetLevel("then set that space to Passive Support", terms.PASSIVE_SUPPORT, n=1, where=that_space)]


def piece_out_of_play(ev) -> int:
    """A piece that can go into the new State: any Out of Play but Troops (never in a State, 5.1.1)."""
    if not ev.spaces_of(STATE_IN):
        return 0
    return 1 if any(ev.in_box(k, terms.OUT_OF_PLAY) for k in PIECES if k != terms.TROOPS) else 0


class Shaded(Event):
    """Place a Muslim State in any Muslim Province (Troops there go to any City) and then place 1
    pieces [read: 1 piece, any Faction's] there from Out of Play: `move 1T Punjab>Delhi; add
    muslim-state Punjab; place 1 ML Punjab from out-of-play`."""

    def text(self):
        return muslim_state(STATE_IN, MUSLIM_PROVINCE) + [
            Place("and then place 1 pieces there from Out of Play", PIECES, n=1, where=chosen_by(STATE_IN),
                  sources={terms.OUT_OF_PLAY: None}, capacity=piece_out_of_play)]
