"""#58 Vallabhbhai Patel Creates Unrest in Gujarat."""

from .. import terms
from .base import Clause, Event, Place, Remove, Replace, SetLevel
from .card54 import InEachSpace
from .where import STATE


class Unshaded(Event):
    """In a number of States up to the Restraint, remove 1 Activist, place 1 Guerrilla, or shift
    the space to Neutral; per State one of `remove 1 INC Orissa`, `place 1G Mysore`,
    `set Hyderabad neutral`."""

    def text(self):
        return [InEachSpace("In a number of States up to the Restraint, remove 1 Activist, place 1 Guerrilla, "
                            "or shift the space to Neutral",
                            Remove("remove 1 Activist", terms.ACTIVISTS, per_space=1, where=STATE),
                            Place("place 1 Guerrilla", (terms.GUERRILLAS,), per_space=1, where=STATE),
                            SetLevel("shift the space to Neutral", terms.NEUTRAL, per_space=1, where=STATE),
                            spaces_up_to=lambda ev: ev.state.restraint, where=STATE)]


class ReplaceByActivist(Replace):
    """The replacement, or with no Activist Available the piece removed instead (5.1.1, 1.4.1):
    `remove 1S X`."""

    verbs = ("replace", "remove")

    def accepts(self, ev, step, args):
        if step.verb == "remove":
            return not args.marker and bool(args.pieces) and all(p.kind in self.kinds for p in args.pieces)
        return super().accepts(ev, step, args)

    def problems(self, ev, step, args):
        if step.verb == "replace":
            return super().problems(ev, step, args)
        out = Clause.problems(self, ev, step, args)
        if any(ev.state.available(k) for k in terms.ACTIVISTS):
            out.append("an Activist is Available: the piece is replaced, not removed (5.1.1)")
        if args.dest not in (None, terms.AVAILABLE):
            out.append("a piece removed goes to Available (5.1.3)")
        return out


class Shaded(Event):
    """In up to 3 spaces, replace 1 Guerrilla or 1 Sepoy with 1 Activist (of either faction), from
    Available: `replace 1S Bihar with 1 INC; replace 1G UP with 1 ML`."""

    def text(self):
        return [ReplaceByActivist("In up to 3 spaces, replace 1 Guerrilla or 1 Sepoy with 1 Activist",
                                  (terms.GUERRILLAS, terms.SEPOYS), terms.ACTIVISTS, spaces_up_to=3, per_space=1)]
