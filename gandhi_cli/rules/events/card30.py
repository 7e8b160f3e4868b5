"""#30 Japan Occupies Indochina."""

from ...model import terms
from .base import Event, Remove
from .where import RAJ_CONTROL


class Unshaded(Event):
    """Remove up to 5 Guerrillas or Activists from spaces with Raj Control, to Available, no more
    than 2 per space (Raj Control judged before each removal)."""

    def text(self):
        return [Remove("Remove up to 5 Guerrillas or Activists from spaces with Raj Control, to Available",
                       (terms.GUERRILLAS,) + terms.ACTIVISTS, up_to=5, per_space=2, where=RAJ_CONTROL)]


class Shaded(Event):
    """Remove up to 5 Sepoys from the map, no more than 2 per space (to Available, 5.1.3)."""

    def text(self):
        return [Remove("Remove up to 5 Sepoys from the map, no more than 2 per space", (terms.SEPOYS,), up_to=5,
                       per_space=2)]
