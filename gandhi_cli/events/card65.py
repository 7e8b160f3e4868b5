"""#65 United Bengal."""

from .. import terms
from .base import AddMarker, Arrest, Event, Move, RemoveMarker, labels
from .card62 import EitherIfPossible
from .where import CITY, MUSLIM_STATE, NO_RAJ_CONTROL, PROVINCE, STATE

NEW_STATE = PROVINCE & NO_RAJ_CONTROL


class ArrestAllThere(Arrest):
    """"Arrest all Activists in up to 2 States": every Activist of each space the log chose."""

    def close(self, ev, at):
        super().close(ev, at)
        for sid in self.in_space:
            left = ev.state.spaces[sid].activists
            if left:
                ev.report(at, "5.1", f"'{self.text}': all of them, but {left} {labels(self.kinds)} left in "
                          f"{ev.name_of(sid)}")


class TroopsOut(Move):
    """The Troops leaving a Province that becomes a Muslim State; remembers where they left."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.left: set[str] = set()

    def carry_out(self, ev, step, args):
        done = super().carry_out(ev, step, args)
        if done and args.route:
            self.left.add(args.route[0])
        return done


def _activists_in_states(ev):
    return any(ev.state.spaces[sid].activists for sid in ev.state.spaces if ev.state.is_state(sid))


class Unshaded(Event):
    """Remove 1 Muslim State (`remove muslim-state EB`), or arrest all Activists in up to 2 States
    (`arrest 2 INC 1 ML Orissa; arrest 1 ML Hyderabad`)."""

    def text(self):
        return [EitherIfPossible("Remove 1 Muslim State, or arrest all Activists in up to 2 States",
                                 [RemoveMarker("Remove 1 Muslim State", "muslim-state", n=1, where=MUSLIM_STATE)],
                                 [ArrestAllThere("arrest all Activists in up to 2 States", terms.ACTIVISTS,
                                                 spaces_up_to=2, where=STATE)],
                                 possible=lambda ev: bool(ev.state.muslim_states()) or _activists_in_states(ev))]


class Shaded(Event):
    """Place a Muslim State in 1 Province without Raj Control (Troops there to any City: written
    first, `move 1T WB>Calcutta; add muslim-state WB`, as a State may hold no Troops), or place
    Protest markers in any 3 States (`add protest Orissa; add protest Mysore; add protest J&K`)."""

    def text(self):
        troops = TroopsOut("(Troops there to any City)", (terms.TROOPS,), from_where=NEW_STATE, to_where=CITY)

        def troops_from_there(ev, step, args):
            elsewhere = sorted(troops.left - {args.space})
            if args.space is not None and elsewhere:
                return f"the Troops that left are those of the new State, not of {ev.name_of(elsewhere[0])}"
            return None

        return [EitherIfPossible("Place a Muslim State in 1 Province without Raj Control, or place Protest "
                                 "markers in any 3 States",
                                 [troops,
                                  AddMarker("Place a Muslim State in 1 Province without Raj Control", "muslim-state",
                                            n=1, where=NEW_STATE, check=troops_from_there)],
                                 [AddMarker("place Protest markers in any 3 States", "protest", n=3, per_space=1,
                                            where=STATE, capacity=protests_in_states)])]


def protests_in_states(ev):
    """How many of the 3 Protests the board allows: States without one, markers left (1.10)."""
    room = sum(1 for sid, sp in ev.state.spaces.items() if ev.state.is_state(sid) and not sp.protest)
    return min(room, ev.state.protests_available_for_events())
