"""#1 The British Indian Army Defends the Empire."""

from ...model import terms
from .base import Event, Place, Remove
from .where import CITY_OR_PROVINCE


class Unshaded(Event):
    """Add up to 6 cubes in any Cities and Provinces (up to 3 from Out of Play, the rest from Available)."""

    def text(self):
        return [Place("Add up to 6 cubes in any Cities and Provinces", terms.CUBES, up_to=6, where=CITY_OR_PROVINCE,
                      sources={terms.OUT_OF_PLAY: 3, terms.AVAILABLE: None})]


class Shaded(Event):
    """Remove 5 Sepoys from the map, no more than 2 per space: first 3 [to] Available, the rest [to]
    Out of Play (the card says "from"; the tutorial plays it "to", IT:2557 — see the card's note)."""

    def text(self):
        return [Remove("Remove 5 Sepoys from the map, no more than 2 per space", (terms.SEPOYS,), n=5, per_space=2,
                       to={terms.AVAILABLE: 3, terms.OUT_OF_PLAY: None}, check=first_three_to_available)]


def first_three_to_available(ev, step, args):
    clause = ev.sequence.clauses[0]
    if args.dest == terms.OUT_OF_PLAY and clause.sent[terms.AVAILABLE] < 3:
        return "the first 3 go to Available, only the rest to Out of Play"
    return None
