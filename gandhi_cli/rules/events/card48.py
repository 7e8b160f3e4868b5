"""#48 Harijian Campaign to End Immunity."""

from ...model import terms
from .base import AddMarker, Event, Shift
from .shared import OneOptionPerSpace
from .where import Where


def factions_there(ev, sid) -> set[str]:
    sp = ev.state.spaces[sid]
    out = {terms.PIECE_OWNER[k] for k in terms.PIECE_KINDS if k != terms.GANDHI and sp.count(k)}
    return out | ({terms.INC} if ev.state.gandhi == sid else set())


MIXED = Where("with pieces of more than 1 Faction", lambda ev, sid: len(factions_there(ev, sid)) > 1)
NO_INC_ACTIVISTS = Where("a space without Congress Activists that can shift toward Neutral",
                         lambda ev, sid: not ev.state.spaces[sid].inc_activists and not ev.board[sid].is_railway
                         and ev.state.spaces[sid].level != terms.NEUTRAL)


class Unshaded(Event):
    """Shift up to 3 spaces without Congress Activists each 1 level toward Neutral: `shift UP -1;
    shift Hyderabad +1`."""

    def text(self):
        return [Shift("Shift up to 3 spaces without Congress Activists each 1 level toward Neutral", "neutral",
                      up_to=3, per_space=1, where=NO_INC_ACTIVISTS)]


class Shaded(Event):
    """In 2 spaces with pieces of more than 1 Faction, either add an Unrest marker or shift it 1
    level toward Passive Opposition (one or the other in each space; from Active Opposition that
    is a shift of +1, the card's note): `add unrest UP; shift Bihar -1`."""

    def text(self):
        return [OneOptionPerSpace("In 2 spaces with pieces of more than 1 Faction, either add an Unrest marker or "
                                  "shift it 1 level toward Passive Opposition",
                                  AddMarker("add an Unrest marker", "unrest", per_space=1),
                                  Shift("or shift it 1 level toward Passive Opposition", -1,
                                        toward=terms.PASSIVE_OPPOSITION, per_space=1),
                                  spaces=2, where=MIXED)]
