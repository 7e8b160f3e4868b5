"""#55 The Salt March."""

from ...model import terms
from .base import AddMarker, Arrest, Event, Place, RemoveMarker, Shift
from .shared import GandhiTo
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


class Shaded(Event):
    """Place Protest markers in any 2 adjacent spaces. Unless he is in Jail, move Gandhi to 1 of the
    chosen spaces and add 2 Activists (of either faction) there:
    `add protest UP; add protest Bihar; move gandhi BP>UP; place 2 INC UP`."""

    def text(self):
        chosen = chosen_by(PROTESTS)
        with_gandhi = Where("the chosen space with Gandhi", lambda ev, sid: GANDHI(ev, sid) and chosen(ev, sid))
        return [AddMarker(PROTESTS, "protest", n=2, per_space=1, check=adjacent_to_the_other,
                          capacity=protests_possible),
                GandhiTo("Unless he is in Jail, move Gandhi to 1 of the chosen spaces", chosen),
                Place("and add 2 Activists there", terms.ACTIVISTS, n=2, where=with_gandhi)]
