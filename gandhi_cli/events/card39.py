"""#39 Khudai Khidmatgars Active in the Northwest."""

from .. import terms
from .base import Clause, Event, Remove, Replace
from .where import MUSLIM

REMOVE = "In 2 Muslim spaces, remove 1 Activist for each other cube or other Guerrilla"


def cubes_and_guerrillas(ev, sid):
    """"1 Activist for each other cube or other Guerrilla": one per cube and per Guerrilla there
    (the card's note; the same wording is on #43)."""
    sp = ev.state.spaces[sid]
    return sp.cubes + sp.guerrillas


class RemoveMost(Remove):
    """A removal with no count of its own ("1 for each cube"): as many as the board allowed when
    the clause began, in the spaces that allowed the most (5.1.2)."""

    def close(self, ev, at):
        super().close(ev, at)
        if self.room and self.done < self.room:
            ev.report(at, "5.1.2", f"'{self.text}': {self.room} could be carried out, the log did {self.done}")


class ReplaceOrRemove(Replace):
    """A replacement (`replace 1S X with 1 INC`); with no replacement Available the piece is
    removed instead (`remove 1S X`, 5.1.1, 1.4.1), and only then."""

    verbs = ("replace", "remove")

    def accepts(self, ev, step, args):
        if step.verb == "remove":
            return not args.marker and bool(args.pieces) and all(p.kind in self.kinds for p in args.pieces)
        return super().accepts(ev, step, args)

    def problems(self, ev, step, args):
        if step.verb != "remove":
            return super().problems(ev, step, args)
        out = Clause.problems(self, ev, step, args)
        if any(ev.in_box(k, terms.AVAILABLE) for k in self.with_kinds):
            out.append("a piece is removed instead of replaced only when no replacement is Available (5.1.1)")
        if args.dest not in (None, terms.AVAILABLE):
            out.append("a piece removed instead of replaced goes to Available (5.1.3)")
        return out


class Unshaded(Event):
    """In 2 Muslim spaces, remove 1 Activist for each other cube or other Guerrilla: in each
    space as many Activists (Congress or League) as there are cubes and Guerrillas, all to
    Available; the 2 spaces are those where the most can go (5.1.2). `remove 1 INC 1 ML Punjab`."""

    def text(self):
        return [RemoveMost(REMOVE, terms.ACTIVISTS, spaces_up_to=2, where=MUSLIM, per_space=cubes_and_guerrillas)]


class Shaded(Event):
    """In 1 Muslim space, replace up to 3 Sepoys and/or Guerrillas with Activists (Congress or
    League, the executing faction's choice): `replace 2S 1G NWF with 3 INC`."""

    def text(self):
        return [ReplaceOrRemove("In 1 Muslim space, replace up to 3 Sepoys and/or Guerrillas with Activists",
                                (terms.SEPOYS, terms.GUERRILLAS), terms.ACTIVISTS, up_to=3, spaces=1, where=MUSLIM)]
