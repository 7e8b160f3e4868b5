"""#47 Lala Lajpat Rai Killed during a Demonstration."""

from ...model import terms
from .base import Either, Event, Remove, RemoveMarker, Replace, opposing_kinds
from .shared import OneOptionPerSpace
from .where import CUBES, Where


class Unshaded(Event):
    """Remove 1 Guerrilla, 1 Activist, 1 Protest marker or 1 Unrest marker from each of 2 spaces
    with cubes (one of the four per space): `remove 1G UP; remove protest Bihar`."""

    def text(self):
        return [OneOptionPerSpace("Remove 1 Guerrilla, 1 Activist, 1 Protest marker or 1 Unrest marker from each of "
                                  "2 spaces with cubes",
                                  Remove("1 Guerrilla", (terms.GUERRILLAS,), per_space=1),
                                  Remove("1 Activist", terms.ACTIVISTS, per_space=1),
                                  RemoveMarker("1 Protest marker", "protest", per_space=1),
                                  RemoveMarker("1 Unrest marker", "unrest", per_space=1),
                                  spaces=2, where=CUBES)]


class AtMostOneBase:
    """A `check` for "(max 1 Base)" over all the steps of one clause. An object, not a closure:
    the Bases taken so far are saved and taken back with the clause when a step is tried and
    taken back (core.takeback.Bookkeeping)."""

    def __init__(self):
        self.taken = 0

    def __call__(self, ev, step, args):
        bases = sum(p.count for p in args.pieces if p.kind in terms.BASES)
        self.taken += bases
        return f"at most 1 Base, not {self.taken}" if bases and self.taken > 1 else None

    def held(self):
        return ()


def at_most_one_base() -> AtMostOneBase:
    return AtMostOneBase()


def room(most: int, kinds, where):
    """How many of `most` pieces the spaces allow, with at most 1 Base among them (5.1.2)."""
    def capacity(ev):
        pieces = bases = 0
        for sid, sp in ev.state.spaces.items():
            if where(ev, sid):
                pieces += sum(sp.count(k) for k in kinds if k not in terms.BASES)
                bases += sum(sp.count(k) for k in kinds if k in terms.BASES)
        return min(most, pieces + min(bases, 1))

    return capacity


class Shaded(Event):
    """In spaces with Hidden Guerrillas (when the Event begins), remove 3 pieces in total or
    replace 2 with Guerrillas or Activists (max 1 Base, not Gandhi). The pieces are the executing
    faction's enemies' (the card's note); both counts are bare (5.1.2). `remove 2T 1 MLB UP` or
    `replace 1T UP with 1G; replace 1S Bihar with 1 INC`."""

    def text(self):
        hidden = {sid for sid, sp in self.state.spaces.items() if sp.guerrillas_hidden}
        where = Where("with Hidden Guerrillas", lambda ev, sid: sid in hidden)
        kinds = opposing_kinds(self.faction, gandhi=False)
        return [Either("remove 3 pieces in total or replace 2",
                       [Remove("In spaces with Hidden Guerrillas, remove 3 pieces in total", kinds, n=3, where=where,
                               check=at_most_one_base(), capacity=room(3, kinds, where))],
                       [Replace("or replace 2 with Guerrillas or Activists", kinds,
                                (terms.GUERRILLAS,) + terms.ACTIVISTS, n=2, where=where, check=at_most_one_base(),
                                capacity=room(2, kinds, where))])]
