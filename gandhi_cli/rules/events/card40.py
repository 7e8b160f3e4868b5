"""#40 Defence of India Act 1939."""

from ...model import terms
from .base import Arrest, Event, Shift, Track
from .shared import CAN_OPPOSE
from .where import PROTEST


class Unshaded(Event):
    """Shift Restraint -2. Arrest all Activists in up to 3 Protest spaces (`arrest 2 INC 1 ML UP`)."""

    def text(self):
        return [Track("Shift Restraint -2", "restraint", by=-2),
                Arrest("Arrest all Activists in up to 3 Protest spaces", terms.ACTIVISTS, spaces_up_to=3, where=PROTEST,
                       all_chosen=True)]


class Shaded(Event):
    """Shift Restraint +2. Shift any 2 spaces each 1 level toward Active Opposition (spaces that
    can still shift, 5.1.2: `shift UP -1; shift Bihar -1`)."""

    def text(self):
        return [Track("Shift Restraint +2", "restraint", by=2),
                Shift("Shift any 2 spaces each 1 level toward Active Opposition", -1, n=2, per_space=1,
                      where=CAN_OPPOSE)]
