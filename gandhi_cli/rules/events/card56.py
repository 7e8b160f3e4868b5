"""#56 Peasant Rebellion in Telagana."""

from ...model import terms
from .base import Event, RemoveMarker, Shift, supply_left_out
from .shared import at_most_spaces, spaces_chosen
from .where import PRINCELY_STATE

REMOVE = "In up to 3 Princely States, remove the Unrest and Protest markers"
SHIFT = "and shift each space 1 level toward Active Support"


class Unshaded(Event):
    """In up to 3 Princely States, remove the Unrest and Protest markers and shift each space 1
    level toward Active Support: per State, in any order, every marker and the shift
    (`remove unrest Orissa; remove protest Orissa; shift Orissa +1; shift Mysore +1`)."""

    ordered = False  # "remove … and shift": per space, the spaces one after another

    def text(self):
        up_to_3 = at_most_spaces(3, REMOVE, SHIFT, what="Princely States")
        return [RemoveMarker(REMOVE, ("unrest", "protest"), where=PRINCELY_STATE, check=up_to_3),
                Shift(SHIFT, 1, per_space=1, where=PRINCELY_STATE, check=up_to_3)]

    def finish(self):
        super().finish()
        for sid in spaces_chosen(self, REMOVE, SHIFT):  # where the log removed a marker or shifted
            sp = self.state.spaces[sid]
            left = [m for m, n in (("Unrest", sp.unrest), ("Protest", sp.protest)) if n]
            if left:
                self.report(self.pos, "5.1", f"'{REMOVE}': {' and '.join(left)} left in {self.name_of(sid)}")
            if sid not in self.spaces_of(SHIFT) and sp.level < terms.ACTIVE_SUPPORT:  # fixed whole: EV-0-7
                supply_left_out(self, self.pos, f"'{SHIFT}': {self.name_of(sid)} is not shifted (+1)",
                                lambda: self.state.shift(sid, 1))  # noqa: B023 (called at once)


class Shaded(Event):
    """Shift any 3 Princely States each 1 level toward Active Opposition."""

    def text(self):
        return [Shift("Shift any 3 Princely States each 1 level toward Active Opposition", -1, spaces=3, per_space=1,
                      where=PRINCELY_STATE)]
