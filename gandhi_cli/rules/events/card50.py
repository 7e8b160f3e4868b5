"""#50 RSS Paramilitaries."""

from ...model import terms
from .base import Event, OutOfPlayToAvailable, Remove

MAP_KINDS = terms.CUBES + terms.ACTIVISTS + (terms.GUERRILLAS,)


class TwoFactions:
    """A `check`: the pieces of all the clause's steps belong to at most 2 factions (`seen`
    collects them). An object, not a closure: what it has seen is saved and taken back with the
    clause when a step is tried and taken back (core.takeback.Bookkeeping)."""

    def __init__(self):
        self.seen: set[str] = set()

    def __call__(self, ev, step, args):
        self.seen.update(terms.PIECE_OWNER[p.kind] for p in args.pieces)
        if len(self.seen) > 2:
            return f"pieces of 2 Factions, not {len(self.seen)} ({', '.join(sorted(self.seen))})"
        return None

    def held(self):
        return ()


class RemoveFromTwoFactions(Remove):
    """"belonging to 2 Factions (at least 1 piece from each)": once any piece goes, a piece of a
    second faction goes too, if the map holds one."""

    def __init__(self, text, kinds, **kw):
        self.two = TwoFactions()
        super().__init__(text, kinds, check=self.two, **kw)

    def close(self, ev, at):
        super().close(ev, at)
        seen = self.two.seen
        if len(seen) == 1:
            others = {terms.PIECE_OWNER[k] for k in self.kinds if ev.state.on_map(k)} - seen
            if others:
                ev.report(at, "5.1", f"'{self.text}': at least 1 piece from each of 2 Factions, the log took only "
                          f"{next(iter(seen))}'s")


class Unshaded(Event):
    """Move up to 4 cubes, Activists, and/or Guerrillas in total belonging to 2 Factions from the
    map to Out of Play (at least 1 piece from each Faction): `remove 2S UP to out-of-play; remove
    1 INC Bihar to out-of-play`."""

    def text(self):
        return [RemoveFromTwoFactions("Move up to 4 cubes, Activists, and/or Guerrillas in total belonging to 2 "
                                      "Factions from the map to Out of Play", MAP_KINDS, up_to=4,
                                      to=terms.OUT_OF_PLAY)]


class Shaded(Event):
    """Move up to 4 pieces in total, belonging to 2 Factions, from Out of Play to Available (pieces
    of at most 2 factions: the "at least 1 from each" of the unshaded text is not printed here):
    `out-of-play 2G 2 ML`."""

    def text(self):
        return [OutOfPlayToAvailable("Move up to 4 pieces in total, belonging to 2 Factions, from Out of Play to "
                                     "Available", kinds=terms.PIECE_KINDS, up_to=4, check=TwoFactions())]
