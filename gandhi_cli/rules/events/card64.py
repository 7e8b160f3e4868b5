"""#64 The Communal Award Solidifies Caste."""

from ...model import terms
from .base import Event, RemoveMarker, Replace, Shift, Track
from .where import PROTEST, chosen_by

SHIFT = "Shift up to 3 spaces with Protest markers each 1 level toward Active Opposition"


class Unshaded(Event):
    """Replace up to 3 Congress Activists with Sepoys, Muslim League Activists, or Guerrillas
    (`replace 2 INC UP with 1S 1 ML`; `remove 1 INC UP` when none of them is Available, 5.1.1).
    Shift Unity -1."""

    def text(self):
        return [Replace("Replace up to 3 Congress Activists with Sepoys, Muslim League Activists, or Guerrillas",
                        (terms.INC_ACTIVISTS,), (terms.SEPOYS, terms.ML_ACTIVISTS, terms.GUERRILLAS), up_to=3),
                Track("Shift Unity -1", "unity", by=-1)]


class Shaded(Event):
    """Shift up to 3 spaces with Protest markers each 1 level toward Active Opposition, then
    remove the Protest markers [from the spaces shifted] (`shift UP -1; shift Bihar -1; remove
    protest UP; remove protest Bihar`)."""

    def text(self):
        return [Shift(SHIFT, -1, up_to=3, per_space=1, where=PROTEST),
                RemoveMarker("then remove the Protest markers", "protest", per_space=1,
                             n=lambda ev: len(ev.spaces_of(SHIFT)), where=chosen_by(SHIFT) & PROTEST)]
