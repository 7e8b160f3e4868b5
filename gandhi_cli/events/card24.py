"""#24 Raid on the Chittagong Armoury."""

from .. import terms
from .base import Activate, Event, Place, Remove, SetLevel, _pieces_in, _value
from .card19 import AddUnrest
from .where import Where, chosen_by

ACTIVATE = "Activate up to 5 Guerrillas in any spaces"
ADD = "In 1 space, add 2 Guerrillas from Out of Play"
UNREST = "add 1 Unrest marker"
NEUTRAL = "and shift the space to Neutral"


def cubes_there(ev, sid):
    return ev.state.spaces[sid].cubes


class Unshaded(Event):
    """Activate up to 5 Guerrillas in any spaces, then remove 1 Guerrilla (Hidden or Active) for
    each cube in up to 3 of these spaces (in each space chosen, as many as the cubes there)."""

    def text(self):
        return [Activate(ACTIVATE, (terms.GUERRILLAS,), up_to=5),
                RemoveInFull("then remove 1 Guerrilla for each cube in up to 3 of these spaces", (terms.GUERRILLAS,),
                             spaces_up_to=3, per_space=cubes_there, where=chosen_by(ACTIVATE))]


class Shaded(Event):
    """In 1 space, add 2 Guerrillas from Out of Play, add 1 Unrest marker, and shift the space to
    Neutral: `place 2G X from out-of-play; add unrest X; set X neutral` (the set is written even
    when X is Neutral already; a Railway has no level to set)."""

    def text(self):
        space = Where("the Event's 1 space", the_one_space)
        return [Place(ADD, (terms.GUERRILLAS,), n=2, where=space, sources={terms.OUT_OF_PLAY: None}),
                AddUnrest(UNREST, n=1, where=space),
                SetLevel(NEUTRAL, terms.NEUTRAL, n=1, where=space,
                         capacity=lambda ev: 0 if any(ev.board[s].is_railway for s in chosen(ev)) else 1)]


def chosen(ev):
    return {sid for text in (ADD, UNREST, NEUTRAL) for sid in ev.spaces_of(text)}


def the_one_space(ev, sid):
    return chosen(ev) <= {sid}


class InFull:
    """For a piece clause whose `per_space` is a bare amount ("1 for each cube there"): in every
    space the clause chose, min(per_space, the pieces there when chosen) must be carried out
    (5.1.2). Used by #26 too."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.had: dict[str, int] = {}

    def take(self, ev, step, args):
        sid = self.space_of(args)
        if sid is not None and sid not in self.had:
            self.had[sid] = _pieces_in(ev, sid, self.kinds, self.side)
        super().take(ev, step, args)

    def close(self, ev, at):
        super().close(ev, at)
        for sid, had in self.had.items():
            need = min(had, _value(self.per_space, ev, sid))
            if self.in_space[sid] < need:
                ev.report(at, "5.1.2", f"'{self.text}': {need} could be carried out in {ev.name_of(sid)}, the log "
                          f"did {self.in_space[sid]}")


class RemoveInFull(InFull, Remove):
    pass
