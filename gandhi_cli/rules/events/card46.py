"""#46 Bardoli Satyagraha for Rent Relief."""

from ...model import terms
from .base import Event, Shift
from .shared import CAN_OPPOSE
from .where import PRINCELY_STATE, STATE, Where

CAN_SUPPORT = Where("able to shift toward Active Support",
                    lambda ev, sid: not ev.board[sid].is_railway and ev.state.spaces[sid].level < terms.ACTIVE_SUPPORT)
CAN_OPPOSE_TOO = Where("able to shift toward Active Opposition", CAN_OPPOSE.test)


class Unshaded(Event):
    """Shift up to 3 Princely States each 1 level toward Active Support: `shift Hyderabad +1`."""

    def text(self):
        return [Shift("Shift up to 3 Princely States each 1 level toward Active Support", 1, up_to=3, per_space=1,
                      where=PRINCELY_STATE & CAN_SUPPORT)]


class Shaded(Event):
    """Shift up to 2 States (Princely or Muslim) each 1 level toward Active Opposition."""

    def text(self):
        return [Shift("Shift up to 2 States each 1 level toward Active Opposition", -1, up_to=2, per_space=1,
                      where=STATE & CAN_OPPOSE_TOO)]
