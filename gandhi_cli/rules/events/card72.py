"""#72 The Day of Action."""

from ...model import terms
from .base import AddMarker, Event, Place, Remove, ResourcesClause
from .where import ACTIVISTS, HIDDEN_GUERRILLAS, NO_RAJ_CONTROL

REMOVE = "In up to 3 spaces with Activists, remove any Active Guerrillas"
GUERRILLA = "add 1 Guerrilla"
UNREST = "or, if there is no Raj Control, 1 Unrest marker"


class RemoveActive(Remove):
    """Active Guerrillas only: `remove 2G UP` takes Active ones; `remove 1 hidden UP` is reported,
    once, as that."""

    side = "active"

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        if any(p.side == "hidden" for p in args.pieces):  # one message, not also "at most 0 there"
            out = [m for m in out if not m.startswith("at most")] + ["Active Guerrillas only, not Hidden ones"]
        return out


class Unshaded(Event):
    """In up to 3 spaces with Activists, remove any Active Guerrillas (all of them in each space
    chosen, the card's note). Revolutionary Resources +1 for each Guerrilla removed (`remove 2G UP;
    remove 1G Bihar; resources REV +3`; none removed: nothing to write)."""

    def text(self):
        return [RemoveActive(REMOVE, (terms.GUERRILLAS,), spaces_up_to=3, where=ACTIVISTS, all_chosen=True,
                             per_space=lambda ev, sid: ev.state.spaces[sid].guerrillas_active),
                ResourcesClause("Revolutionary Resources +1 for each Guerrilla removed", terms.REV,
                          lambda ev: ev.by_text[REMOVE].done)]


def one_per_space(ev, step, args):
    """Up to 4 spaces in all, each with a Guerrilla or an Unrest marker, not both."""
    sid = args.space
    if sid is None:
        return None
    mine, other = (GUERRILLA, UNREST) if args.pieces else (UNREST, GUERRILLA)
    if sid in ev.spaces_of(other):
        return f"a Guerrilla or an Unrest marker in {ev.name_of(sid)}, not both"
    chosen = set(ev.spaces_of(GUERRILLA)) | set(ev.spaces_of(UNREST))
    if sid not in chosen and len(chosen) >= 4:
        return f"up to 4 spaces: {', '.join(ev.name_of(s) for s in sorted(chosen))} already chosen"
    return None


class Shaded(Event):
    """In up to 4 spaces with Hidden Guerrillas, add 1 Guerrilla or, if there is no Raj Control,
    1 Unrest marker (per space: `place 1G UP; add unrest Bihar`; on a Railway a Strike, 5.1.4)."""

    ordered = False  # one effect per space, the spaces in any order

    def text(self):
        return [Place(GUERRILLA, (terms.GUERRILLAS,), per_space=1, where=HIDDEN_GUERRILLAS, check=one_per_space),
                AddMarker(UNREST, "unrest", per_space=1, where=HIDDEN_GUERRILLAS & NO_RAJ_CONTROL,
                          check=one_per_space)]
