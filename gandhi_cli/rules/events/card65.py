"""#65 United Bengal."""

from ...model import terms
from .base import AddMarker, Arrest, Either, Event, RemoveMarker
from .shared import muslim_state
from .where import MUSLIM_STATE, NO_RAJ_CONTROL, PROVINCE, STATE

NEW_STATE = PROVINCE & NO_RAJ_CONTROL


def _activists_in_states(ev):
    return any(ev.state.spaces[sid].activists for sid in ev.state.spaces if ev.state.is_state(sid))


class Unshaded(Event):
    """Remove 1 Muslim State (`remove muslim-state EB`), or arrest all Activists in up to 2 States
    (`arrest 2 INC 1 ML Orissa; arrest 1 ML Hyderabad`); left out only where the board holds
    neither a Muslim State nor an Activist in a State (5.1.2)."""

    def text(self):
        return [Either("Remove 1 Muslim State, or arrest all Activists in up to 2 States",
                       [RemoveMarker("Remove 1 Muslim State", "muslim-state", n=1, where=MUSLIM_STATE)],
                       [Arrest("arrest all Activists in up to 2 States", terms.ACTIVISTS, spaces_up_to=2, where=STATE,
                               all_chosen=True)],
                       possible=lambda ev: bool(ev.state.muslim_states()) or _activists_in_states(ev))]


class Shaded(Event):
    """Place a Muslim State in 1 Province without Raj Control (Troops there to any City: written
    first, `move 1T WB>Calcutta; add muslim-state WB`, as a State may hold no Troops), or place
    Protest markers in any 3 States (`add protest Orissa; add protest Mysore; add protest J&K`)."""

    def text(self):
        return [Either("Place a Muslim State in 1 Province without Raj Control, or place Protest markers in any 3 "
                       "States",
                       muslim_state("Place a Muslim State in 1 Province without Raj Control", NEW_STATE,
                                    troops="(Troops there to any City)"),
                       [AddMarker("place Protest markers in any 3 States", "protest", n=3, per_space=1, where=STATE)])]
