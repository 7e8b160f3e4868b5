"""#69 Indian National Army (INA)."""

from ...model import terms
from .base import Either, Event, Hide, Place
from .where import MUSLIM, adjacent_to, named


class Unshaded(Event):
    """Add up to 3 cubes or Activists in total (from Available or Out of Play) to East Bengal or
    adjacent spaces (`place 1T EB from out-of-play; place 2 INC Bihar`; no Troops in a State)."""

    def text(self):
        return [Place("Add up to 3 cubes or Activists in total (from Available or Out of Play) to East Bengal or "
                      "adjacent spaces", terms.CUBES + terms.ACTIVISTS, up_to=3,
                      where=named("East Bengal") | adjacent_to("East Bengal"),
                      sources={terms.AVAILABLE: None, terms.OUT_OF_PLAY: None})]


class Shaded(Event):
    """Flip all Guerrillas in India to Hidden (`hide 2G UP; hide 1G RW-A`, every Active one) or
    add up to 4 Guerrillas in Muslim spaces (`place 2G Punjab; place 2G Sind`)."""

    def text(self):
        return [Either("Flip all Guerrillas in India to Hidden or add up to 4 Guerrillas in Muslim spaces",
                       [Hide("Flip all Guerrillas in India to Hidden", (terms.GUERRILLAS,), all_there=True)],
                       [Place("add up to 4 Guerrillas in Muslim spaces", (terms.GUERRILLAS,), up_to=4,
                              where=MUSLIM)])]
