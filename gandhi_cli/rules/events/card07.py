"""#7 Jawaharlal Nehru Gains Prominence."""

from ...model import terms
from .base import Event, Place
from .where import INC_ACTIVISTS, INC_PIECES


class Unshaded(Event):
    """In spaces with Congress Activists, add up to 5 Sepoys from Out of Play
    (`place 3S UP from out-of-play`)."""

    def text(self):
        return [Place("In spaces with Congress Activists, add up to 5 Sepoys from Out of Play", (terms.SEPOYS,),
                      up_to=5, where=INC_ACTIVISTS, sources={terms.OUT_OF_PLAY: None})]


class Shaded(Event):
    """Add up to 4 Activists or Guerrillas in spaces with Congress pieces (up to 2 from Out of
    Play, the rest from Available). Activists of either faction and Guerrillas, mixed as the
    executing faction likes."""

    def text(self):
        return [Place("Add up to 4 Activists or Guerrillas in spaces with Congress pieces (up to 2 from Out of Play)",
                      terms.ACTIVISTS + (terms.GUERRILLAS,), up_to=4, where=INC_PIECES,
                      sources={terms.OUT_OF_PLAY: 2, terms.AVAILABLE: None})]
