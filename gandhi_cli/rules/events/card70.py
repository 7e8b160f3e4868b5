"""#70 Forward Bloc."""

from ...model import terms
from .base import Event, Place, Remove, ResourcesClause


class Unshaded(Event):
    """Move 2 cubes, Activists and/or Guerrillas [from the map, as the card's note reads it] to Out
    of Play (`remove 1T UP to out-of-play; remove 1G Bihar to out-of-play`). Revolutionary
    Resources -3."""

    def text(self):
        return [Remove("Move 2 cubes, Activists and/or Guerrillas to Out of Play",
                       terms.CUBES + terms.ACTIVISTS + (terms.GUERRILLAS,), n=2, to=terms.OUT_OF_PLAY),
                ResourcesClause("Revolutionary Resources -3", terms.REV, -3)]


class Shaded(Event):
    """In up to 3 spaces, add 1 Guerrilla or Activist from Out of Play (`place 1G Bihar from
    out-of-play; place 1 ML Sind from out-of-play`)."""

    def text(self):
        return [Place("In up to 3 spaces, add 1 Guerrilla or Activist from Out of Play",
                      (terms.GUERRILLAS,) + terms.ACTIVISTS, up_to=3, per_space=1,
                      sources={terms.OUT_OF_PLAY: None})]
