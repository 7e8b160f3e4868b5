"""#2 Viceroy Irwin Meets Gandhi."""

from ...model import terms
from .base import Arrest, Event, Release, Roll, roll_times
from .where import AT_SUPPORT


class Unshaded(Event):
    """Arrest up to 5 Activists in total in any spaces at Support (Passive or Active)."""

    def text(self):
        return [Arrest("Arrest up to 5 Activists in total in any spaces at Support", terms.ACTIVISTS, up_to=5,
                       where=AT_SUPPORT)]


class Shaded(Event):
    """Release twice a die roll of Activists from Jail to any space. Written `roll 3; release 4 INC
    to UP; release 2 ML to Bihar` (or `place 2 ML Bihar from jail`): Activists of either faction,
    spread over any spaces."""

    def text(self):
        return [Roll(),
                Release("Release twice a die roll of Activists from Jail to any space", terms.ACTIVISTS,
                        to_space=True, n=roll_times(2))]
