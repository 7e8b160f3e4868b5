"""#71 The Nankana Massacre Shocks India."""

from .. import terms
from .base import AddMarker, Clause, Event, Shift
from .card62 import OnlyThere
from .where import NO_TROOPS, adjacent_to, named

PUNJAB = "Punjab"


class AddMarkerThere(OnlyThere, AddMarker):
    pass


class GandhiTo(Clause):
    """"Move Gandhi to X (releasing him from Jail if necessary)": from a space `move gandhi UP>X`,
    from Jail `release gandhi to X` (or `place gandhi X from jail`), from Available `place gandhi X`.
    Nothing to do when he is there already."""

    verbs = ("move", "release", "place")

    def __init__(self, text, to: str):
        super().__init__(text, kinds=(terms.GANDHI,), n=1, where=named(to))
        self.optional = False

    def space_of(self, args):
        if args.route:
            return args.route[-1]
        return args.to_space or args.space

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        if step.verb == "release" and self.space_of(args) is None:
            out.append("Gandhi is released to the space ('release gandhi to X'), not to Available")
        return out

    def capacity(self, ev):
        there = any(self.where(ev, sid) for sid in ev.state.spaces if ev.state.gandhi == sid)
        return (0 if there else 1), None


class Unshaded(Event):
    """Add 1 Unrest marker to Punjab and 1 adjacent space without Troops (`add unrest Punjab; add
    unrest Sind`, in either order; on a Railway a Strike, 5.1.4). "Without Troops" qualifies the
    adjacent space only (the card's note)."""

    ordered = False  # "Punjab and 1 adjacent space": no order between them

    def text(self):
        return [AddMarkerThere("Add 1 Unrest marker to Punjab", "unrest", n=1, where=named(PUNJAB)),
                AddMarker("and 1 adjacent space without Troops", "unrest", n=1,
                          where=adjacent_to(PUNJAB) & NO_TROOPS)]


class Shaded(Event):
    """Move Gandhi to Punjab (releasing him from Jail if necessary) and shift Punjab 2 levels
    toward Active Opposition (`move gandhi UP>Punjab; shift Punjab -2` or `release gandhi to
    Punjab; shift Punjab -2`)."""

    def text(self):
        return [GandhiTo("Move Gandhi to Punjab (releasing him from Jail if necessary)", PUNJAB),
                Shift("shift Punjab 2 levels toward Active Opposition", -2, n=1, where=named(PUNJAB))]
