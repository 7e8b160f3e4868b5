"""#29 Government of India Act of 1935.

`muslim_state` (also used by #37 and #38): "place a Muslim State in … (the Troops there go to
any City)", written `move 1T EB>Calcutta; add muslim-state EB` (the Troops first: a State holds
none, 1.4.2), the Troops moving out of the very space that becomes the State.
"""

from .. import terms
from .base import AddMarker, Either, Event, Ineligible, Move, Place, RemoveMarker
from .where import CITY, NO_RAJ_CONTROL, PROVINCE, Where

TROOPS_GO = "the Troops there go to any City"


class TroopsOut(Move):
    """The Troops leaving the space that becomes a State: the space it records is the source."""

    def space_of(self, args):
        return args.route[0] if args.route else None


def troops_from_there(ev, step, args):
    moved = [s for s in ev.spaces_of(TROOPS_GO) if s != args.space]
    if moved:
        return f"the Troops moved out of {', '.join(ev.name_of(s) for s in moved)}, not out of the State's space"
    return None


def muslim_state(text: str, where: Where):
    """The clauses of "place a Muslim State in <where> (the Troops there go to any City)"."""
    return [TroopsOut(TROOPS_GO, (terms.TROOPS,), from_where=where, to_where=CITY),
            AddMarker(text, "muslim-state", n=1, where=where, check=troops_from_there)]


class Unshaded(Event):
    """Remove 1 Muslim State. Congress or the Muslim League is Ineligible for the next card (the
    executing faction chooses: `remove muslim-state EB; ineligible ML`)."""

    def text(self):
        return [RemoveMarker("Remove 1 Muslim State", "muslim-state", n=1),
                Ineligible("Congress or the Muslim League is Ineligible for the next card",
                           among=(terms.INC, terms.ML))]


class Shaded(Event):
    """Place 1 Base or a Muslim State in 1 Province without Raj Control (if a State is placed, the
    Troops there go to any City). Either Faction's Base: `place 1 RB Bihar`, or `move 1T EB>Calcutta;
    add muslim-state EB`."""

    def text(self):
        where = PROVINCE & NO_RAJ_CONTROL
        return [Either("Place 1 Base or a Muslim State in 1 Province without Raj Control",
                       [Place("Place 1 Base in 1 Province without Raj Control", terms.BASES, n=1, where=where)],
                       muslim_state("a Muslim State in 1 Province without Raj Control", where))]
