"""#55 The Salt March."""

from .. import terms
from .base import AddMarker, Arrest, Clause, Event, Place, RemoveMarker, Shift
from .where import GANDHI, Where, chosen_by

PROTESTS = "Place Protest markers in any 2 adjacent spaces"


class Unshaded(Event):
    """In the space with Gandhi, remove any Protest marker and arrest all Activists there (not
    Gandhi, 1.4.5). Shift that space 1 level toward Active Support:
    `remove protest BP; arrest 2 INC BP; shift BP +1`."""

    def text(self):
        return [RemoveMarker("In the space with Gandhi, remove any Protest marker", "protest", n=1, where=GANDHI),
                Arrest("and arrest all Activists there", terms.ACTIVISTS, where=GANDHI, all_there=True),
                Shift("Shift that space 1 level toward Active Support", 1, n=1, where=GANDHI)]


def adjacent_to_the_other(ev, step, args):
    chosen = [s for s in ev.spaces_of(PROTESTS) if s != args.space]
    if chosen and args.space is not None and not ev.board.adjacent(chosen[0], args.space):
        return f"{ev.name_of(args.space)} is not adjacent to {ev.name_of(chosen[0])}"
    return None


def protests_possible(ev) -> int:
    """2 if two adjacent spaces lack a Protest (and 2 markers are left), else 1 or 0."""
    free = [sid for sid, sp in ev.state.spaces.items() if not sp.protest]
    pair = any(ev.board.adjacent(a, b) for a in free for b in free if a < b)
    return min(ev.state.protests_available_for_events(), 2 if pair else len(free[:1]))


class GandhiTo(Clause):
    """Gandhi moved to a space (`move gandhi X>Y`, or `place gandhi Y` from Available); not when he
    is in Jail, nor needed when he is already in such a space."""

    verbs = ("move", "place")

    def __init__(self, text, *, where, **kw):
        super().__init__(text, kinds=(terms.GANDHI,), n=1, where=where, **kw)

    def accepts(self, ev, step, args):
        return super().accepts(ev, step, args) and not args.marker and args.source in (None, terms.AVAILABLE)

    def space_of(self, args):
        return args.route[-1] if args.route else args.space

    def problems(self, ev, step, args):
        if step.verb == "move" and len(args.route) != 2:
            return ["write the move as FROM>TO"]
        return super().problems(ev, step, args)

    def capacity(self, ev):
        at = ev.state.gandhi
        stays = at == terms.JAIL or (at in ev.state.spaces and self.where(ev, at))
        return (0 if stays else 1), None


class Shaded(Event):
    """Place Protest markers in any 2 adjacent spaces. Unless he is in Jail, move Gandhi to 1 of the
    chosen spaces and add 2 Activists (of either faction) there:
    `add protest UP; add protest Bihar; move gandhi BP>UP; place 2 INC UP`."""

    def text(self):
        chosen = chosen_by(PROTESTS)
        with_gandhi = Where("the chosen space with Gandhi", lambda ev, sid: GANDHI(ev, sid) and chosen(ev, sid))
        return [AddMarker(PROTESTS, "protest", n=2, per_space=1, check=adjacent_to_the_other,
                          capacity=protests_possible),
                GandhiTo("Unless he is in Jail, move Gandhi to 1 of the chosen spaces", where=chosen),
                Place("and add 2 Activists there", terms.ACTIVISTS, n=2, where=with_gandhi)]
