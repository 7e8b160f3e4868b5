"""#39 Khudai Khidmatgars Active in the Northwest."""

from ...model import terms
from ..activity import Gap, Undone
from .base import Event, Remove, Replace
from .shared import cubes_and_guerrillas
from .where import MUSLIM

REMOVE = "In 2 Muslim spaces, remove 1 Activist for each other cube or other Guerrilla"


class RemoveMost(Remove):
    """A removal with no count of its own ("1 for each cube"): as many as the board allowed when
    the clause began, in the spaces that allowed the most (5.1.2)."""

    def close(self, ev, at):
        super().close(ev, at)
        if self.room and self.done < self.room:
            ev.report(at, "5.1.2", f"'{self.text}': {self.room} could be carried out, the log did {self.done}",
                      undone=Undone(Gap.SHORT, self.room - self.done))


class Unshaded(Event):
    """In 2 Muslim spaces, remove 1 Activist for each other cube or other Guerrilla: in each
    space as many Activists (Congress or League) as there are cubes and Guerrillas, all to
    Available; the 2 spaces are those where the most can go (5.1.2). `remove 1 INC 1 ML Punjab`."""

    def text(self):
        return [RemoveMost(REMOVE, terms.ACTIVISTS, spaces_up_to=2, where=MUSLIM, per_space=cubes_and_guerrillas)]


class Shaded(Event):
    """In 1 Muslim space, replace up to 3 Sepoys and/or Guerrillas with Activists (Congress or
    League, the executing faction's choice): `replace 2S 1G NWF with 3 INC` (`remove 1S NWF` when no
    Activist is Available, 5.1.1)."""

    def text(self):
        return [Replace("In 1 Muslim space, replace up to 3 Sepoys and/or Guerrillas with Activists",
                        (terms.SEPOYS, terms.GUERRILLAS), terms.ACTIVISTS, up_to=3, spaces=1, where=MUSLIM)]
