"""#24 Raid on the Chittagong Armoury."""

from ...model import terms
from .base import Activate, AddMarker, Event, Place, Remove, SetLevel
from .shared import cubes_there
from .where import Where, chosen_by

ACTIVATE = "Activate up to 5 Guerrillas in any spaces"
ADD = "In 1 space, add 2 Guerrillas from Out of Play"
UNREST = "add 1 Unrest marker"
NEUTRAL = "and shift the space to Neutral"


class Unshaded(Event):
    """Activate up to 5 Guerrillas in any spaces, then remove 1 Guerrilla (Hidden or Active) for
    each cube in up to 3 of these spaces (in each space chosen, as many as the cubes there)."""

    def text(self):
        return [Activate(ACTIVATE, (terms.GUERRILLAS,), up_to=5),
                Remove("then remove 1 Guerrilla for each cube in up to 3 of these spaces", (terms.GUERRILLAS,),
                       spaces_up_to=3, per_space=cubes_there, in_full=True, where=chosen_by(ACTIVATE))]


class Shaded(Event):
    """In 1 space, add 2 Guerrillas from Out of Play, add 1 Unrest marker, and shift the space to
    Neutral: `place 2G X from out-of-play; add unrest X; set X neutral` (the set is written even
    when X is Neutral already; a Railway has no level to set)."""

    def text(self):
        space = Where("the Event's 1 space", the_one_space)
        return [Place(ADD, (terms.GUERRILLAS,), n=2, where=space, sources={terms.OUT_OF_PLAY: None}),
                AddMarker(UNREST, "unrest", n=1, where=space),
                SetLevel(NEUTRAL, terms.NEUTRAL, n=1, where=space,
                         capacity=lambda ev: 0 if any(ev.board[s].is_railway for s in chosen(ev)) else 1)]


def chosen(ev):
    return {sid for text in (ADD, UNREST, NEUTRAL) for sid in ev.spaces_of(text)}


def the_one_space(ev, sid):
    return chosen(ev) <= {sid}
