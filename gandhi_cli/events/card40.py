"""#40 Defence of India Act 1939."""

from .. import terms
from .base import Arrest, Event, Shift, Track
from .where import PROTEST, Where

CAN_OPPOSE = Where("a space that can shift toward Active Opposition",
                   lambda ev, sid: not ev.board[sid].is_railway
                   and ev.state.spaces[sid].level > terms.ACTIVE_OPPOSITION)


class ArrestAllThere(Arrest):
    """"Arrest all Activists in up to N spaces": every Activist of each space chosen goes to Jail
    (checked when the clause is left)."""

    def close(self, ev, at):
        super().close(ev, at)
        for sid in self.in_space:
            left = ev.state.spaces[sid].activists
            if left:
                ev.report(at, "5.1", f"'{self.text}': all of them, but {left} Activist(s) left in {ev.name_of(sid)}")


class Unshaded(Event):
    """Shift Restraint -2. Arrest all Activists in up to 3 Protest spaces (`arrest 2 INC 1 ML UP`)."""

    def text(self):
        return [Track("Shift Restraint -2", "restraint", by=-2),
                ArrestAllThere("Arrest all Activists in up to 3 Protest spaces", terms.ACTIVISTS, spaces_up_to=3,
                               where=PROTEST)]


class Shaded(Event):
    """Shift Restraint +2. Shift any 2 spaces each 1 level toward Active Opposition (spaces that
    can still shift, 5.1.2: `shift UP -1; shift Bihar -1`)."""

    def text(self):
        return [Track("Shift Restraint +2", "restraint", by=2),
                Shift("Shift any 2 spaces each 1 level toward Active Opposition", -1, n=2, per_space=1,
                      where=CAN_OPPOSE)]
