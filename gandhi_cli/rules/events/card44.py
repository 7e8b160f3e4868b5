"""#44 Hindu Socialist Republican Association."""

from ...model import terms
from .base import Event, Place, Remove, _pieces_in
from .shared import CAN_OPPOSE, ShiftEach
from .where import GUERRILLAS

REMOVE = "Remove up to 2 Guerrillas in total from up to 2 spaces"
ADD = "Add up to 4 Guerrillas in total to 2 spaces"


class PlaceInSpaces(Place):
    """"Add up to N pieces to 2 spaces": the spaces are bare, as many as the pieces Available
    allow (a space chosen receives at least one piece)."""

    def capacity(self, ev):
        supply, spaces = super().capacity(ev)
        return supply, min(spaces, supply)


class OwnToAvailable(Remove):
    """1.4.1: Congress, the League and the Revolutionaries may remove their own pieces (not Gandhi)
    from the map to Available while carrying out an Event (the tutorial does so for this card,
    IT:2585): `remove 1G Hyderabad`."""

    def __init__(self):
        super().__init__("(1.4.1) own pieces removed to Available", terms.PIECE_KINDS, optional=True, rule="1.4.1")

    def accepts(self, ev, step, args):
        return (ev.faction != terms.RAJ and super().accepts(ev, step, args)
                and all(terms.PIECE_OWNER[p.kind] == ev.faction and p.kind != terms.GANDHI for p in args.pieces))

    def room_in(self, ev, sid):
        """Only the executing faction's own pieces (not Gandhi; none for the Raj)."""
        if ev.faction == terms.RAJ:
            return 0
        own = tuple(k for k in self.kinds if terms.PIECE_OWNER[k] == ev.faction and k != terms.GANDHI)
        return _pieces_in(ev, sid, own)


class Unshaded(Event):
    """Remove up to 2 Guerrillas in total from up to 2 spaces, then shift each of these 2 spaces 1
    level toward Active Support (each space chosen, 1 or 2: the Non-Player example quotes the text
    so, IT:1527). The shift after the removal in its space: `remove 1G UP; shift UP +1; remove 1G
    Bihar; shift Bihar +1`."""

    ordered = False  # "then" holds in each space: the shift needs its space chosen

    def text(self):
        return [Remove(REMOVE, (terms.GUERRILLAS,), up_to=2, spaces_up_to=2, where=GUERRILLAS),
                ShiftEach("then shift each of these 2 spaces 1 level toward Active Support", 1, of=REMOVE)]


class Shaded(Event):
    """Add up to 4 Guerrillas in total to 2 spaces, then shift each of these spaces 1 level toward
    Active Opposition. As the tutorial plays it (IT:2583-2585), space by space, with the
    executing faction's own pieces removed to Available first if it wants more (1.4.1):
    `place 1G Punjab; shift Punjab -1; remove 1G Hyderabad; place 2G Bihar; shift Bihar -1`."""

    ordered = False  # as Unshaded

    def text(self):
        return [PlaceInSpaces(ADD, (terms.GUERRILLAS,), up_to=4, spaces=2, where=CAN_OPPOSE),
                ShiftEach("then shift each of these spaces 1 level toward Active Opposition", -1, of=ADD),
                OwnToAvailable()]
