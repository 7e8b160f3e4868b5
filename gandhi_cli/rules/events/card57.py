"""#57 Sarojini Naidu Inspires the Masses."""

from ...model import terms
from .base import Event, Place, Remove
from .where import PROTEST


class Unshaded(Event):
    """Move up to 2 Activists from the map to Out of Play, then move up to 2 cubes or Guerrillas
    from Out of Play to any spaces (no Troops in States):
    `remove 1 INC UP to out-of-play; place 1T Delhi from out-of-play; place 1G Bihar from out-of-play`."""

    def text(self):
        return [Remove("Move up to 2 Activists from the map to Out of Play", terms.ACTIVISTS, up_to=2,
                       to=terms.OUT_OF_PLAY),
                Place("then move up to 2 cubes or Guerrillas from Out of Play to any spaces",
                      terms.CUBES + (terms.GUERRILLAS,), up_to=2, sources={terms.OUT_OF_PLAY: None})]


class Shaded(Event):
    """Add up to 4 Activists in Protest spaces (up to 2 from Out of Play, the rest from Available):
    `place 2 INC BP from out-of-play; place 2 ML Punjab`."""

    def text(self):
        return [Place("Add up to 4 Activists in Protest spaces", terms.ACTIVISTS, up_to=4, where=PROTEST,
                      sources={terms.OUT_OF_PLAY: 2, terms.AVAILABLE: None})]
