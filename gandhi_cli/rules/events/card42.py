"""#42 Assassination of Sir Michael O'Dwyer."""

from ...model import terms
from .base import Activate, Event, Remove
from .shared import OneOptionPerSpace, at_most_spaces, spaces_chosen
from .where import GUERRILLAS, PROTEST, TROOPS, UNREST, Where

GUERRILLAS_AND_TROOPS = Where("with Guerrillas and Troops", lambda ev, sid: GUERRILLAS(ev, sid) and TROOPS(ev, sid))

REMOVE = "In up to 2 spaces with Guerrillas and Troops, remove all Active Guerrillas"
ACTIVATE = "then activate the Hidden Guerrillas"


class RemoveActive(Remove):
    """Remove the Active Guerrillas of a space (`remove 2G UP` or `remove 2 active UP`), before
    its Hidden ones are activated."""

    side = "active"

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        sid, amount = args.space, self.amount(args)
        if sid is None:
            return out
        active = ev.state.spaces[sid].guerrillas_active
        if any(p.side == "hidden" for p in args.pieces) or amount > active:
            out.append(f"Active Guerrillas only: {active} in {ev.name_of(sid)}")
        if sid in ev.spaces_of(ACTIVATE):
            out.append(f"the Active Guerrillas of {ev.name_of(sid)} are removed before the Hidden ones are activated")
        return out

    def close(self, ev, at):
        super().close(ev, at)
        for sid in self.in_space:
            left = ev.state.spaces[sid].guerrillas_active
            if left and sid not in ev.spaces_of(ACTIVATE):
                ev.report(at, "5.1", f"'{self.text}': {left} Active Guerrilla(s) left in {ev.name_of(sid)}")


class ActivateAll(Activate):
    """Activate every Hidden Guerrilla of each space chosen, once its Active ones are gone."""

    def space_problem(self, ev, sid):
        """The text's condition (`where`), and no Active Guerrilla left there ("remove all Active
        Guerrillas, then activate"): what a step is refused for and `candidates` leaves out."""
        problem = super().space_problem(ev, sid)
        if problem is None and ev.state.spaces[sid].guerrillas_active:
            return f"remove all Active Guerrillas of {ev.name_of(sid)} first"
        return problem

    def close(self, ev, at):
        super().close(ev, at)
        for sid in spaces_chosen(ev, REMOVE, ACTIVATE):
            left = ev.state.spaces[sid].guerrillas_hidden
            if left:
                ev.report(at, "5.1", f"'{self.text}': {left} Hidden Guerrilla(s) left in {ev.name_of(sid)}")


class Unshaded(Event):
    """In up to 2 spaces with Guerrillas and Troops, remove all Active Guerrillas, then activate the
    Hidden Guerrillas. Per space, the removal first: `remove 2G UP; activate 1G UP; activate 2G
    Bihar` (the spaces need not be taken one after the other)."""

    ordered = False  # "then" holds in each space, checked by the clauses

    def text(self):
        two_spaces = at_most_spaces(2, REMOVE, ACTIVATE)
        return [RemoveActive(REMOVE, (terms.GUERRILLAS,), where=GUERRILLAS_AND_TROOPS, check=two_spaces),
                ActivateAll(ACTIVATE, (terms.GUERRILLAS,), where=GUERRILLAS_AND_TROOPS, check=two_spaces)]


class Shaded(Event):
    """Remove 1 Troop or 3 Sepoys each from up to 2 spaces with an Unrest or Protest marker (3
    Sepoys, or all the space has if fewer: 5.1.2): `remove 1T UP; remove 3S Bihar`."""

    def text(self):
        return [OneOptionPerSpace("Remove 1 Troop or 3 Sepoys each from up to 2 spaces with an Unrest or Protest "
                                  "marker",
                                  Remove("1 Troop", (terms.TROOPS,), per_space=1, in_full=True),
                                  Remove("3 Sepoys", (terms.SEPOYS,), per_space=3, in_full=True),
                                  spaces_up_to=2, where=UNREST | PROTEST)]
