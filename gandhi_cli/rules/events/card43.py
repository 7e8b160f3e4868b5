"""#43 Textile Workers' Strike."""

from ...model import terms
from .base import Event, Remove, Replace, Track
from .shared import cubes_and_guerrillas
from .where import PROTEST, UNREST


class Unshaded(Event):
    """In up to 2 spaces, remove 1 Activist for each other cube or other Guerrilla (in each space
    chosen as many Activists as it has cubes and Guerrillas, as #39). Shift Restraint -1:
    `remove 2 INC Bihar; restraint -1`."""

    def text(self):
        return [Remove("In up to 2 spaces, remove 1 Activist for each other cube or other Guerrilla", terms.ACTIVISTS,
                       spaces_up_to=2, per_space=cubes_and_guerrillas, in_full=True),
                Track("Shift Restraint -1", "restraint", by=-1)]


class Shaded(Event):
    """In up to 2 spaces with a Protest and/or Unrest marker, replace up to 2 Guerrillas in each
    space with Activists (either faction's): `replace 2G Bihar with 1 INC 1 ML`."""

    def text(self):
        return [Replace("In up to 2 spaces with a Protest and/or Unrest marker, replace up to 2 Guerrillas in each "
                        "space with Activists", (terms.GUERRILLAS,), terms.ACTIVISTS, spaces_up_to=2, per_space=2,
                        where=PROTEST | UNREST)]
