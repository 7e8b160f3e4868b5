"""#53 Rent Strike in the United Provinces."""

from ...model import terms
from .base import Event, Place, Remove

OFF_THE_MAP = terms.CUBES + terms.ACTIVISTS + (terms.GUERRILLAS,)
OUT_OF_PLAY_PIECES = tuple(k for k in terms.PIECE_KINDS if k != terms.GANDHI)  # Gandhi is never Out of Play


class Unshaded(Event):
    """Move up to 2 cubes, Activists, or Guerrillas from the map to Out of Play (`remove 1S UP to
    out-of-play`). The Active Faction stays Eligible."""

    stays_eligible = True

    def text(self):
        return [Remove("Move up to 2 cubes, Activists, or Guerrillas from the map to Out of Play", OFF_THE_MAP,
                       up_to=2, to=terms.OUT_OF_PLAY)]


class Shaded(Event):
    """Move up to 3 pieces from Out of Play to any spaces (no Troops in States): `place 1T Delhi
    from out-of-play`. The Raj is Ineligible for the next card."""

    makes_ineligible = (terms.RAJ,)

    def text(self):
        return [Place("Move up to 3 pieces from Out of Play to any spaces", OUT_OF_PLAY_PIECES, up_to=3,
                      sources={terms.OUT_OF_PLAY: None})]
