"""#19 Attack on the Central Assembly in Delhi."""

from .. import terms
from .base import AddMarker, Either, Event, Place, Remove
from .where import RAJ_CONTROL, chosen_by

UNREST = "Add 1 Unrest marker in 2 spaces with Raj Control"


class Unshaded(Event):
    """In any 1 space, remove up to 3 Hidden Guerrillas (`remove 2 hidden X`) or all Active
    Guerrillas (`remove 3 active X`, or `3G`). Writing nothing removes no Hidden one ("up to")."""

    def text(self):
        return [Either("In any 1 space, remove up to 3 Hidden Guerrillas or all Active Guerrillas",
                       [RemoveGuerrillas("remove up to 3 Hidden Guerrillas", "hidden", up_to=3, spaces_up_to=1)],
                       [RemoveGuerrillas("or all Active Guerrillas", "active", spaces_up_to=1, all_in_space=True)],
                       optional=True)]


class Shaded(Event):
    """Add 1 Unrest marker in 2 spaces with Raj Control (one in each). Add 1 Guerrilla in each
    such space."""

    def text(self):
        return [AddUnrest(UNREST, n=2, per_space=1, where=RAJ_CONTROL),
                Place("Add 1 Guerrilla in each such space", (terms.GUERRILLAS,), per_space=1, where=chosen_by(UNREST),
                      n=lambda ev: len(ev.spaces_of(UNREST)))]


class RemoveGuerrillas(Remove):
    """Guerrillas of one side only: Hidden ones written `N hidden`; Active ones `N active` or `NG`
    (the board removes Active ones first), never more than are Active there. `all_in_space`:
    every one of that side in the spaces chosen goes. Used by #23 too."""

    def __init__(self, text, side, *, all_in_space=False, **kw):
        super().__init__(text, (terms.GUERRILLAS,), **kw)
        self.side = side
        self.all_in_space = all_in_space

    def accepts(self, ev, step, args):
        sides = ("hidden",) if self.side == "hidden" else ("active", None)
        return super().accepts(ev, step, args) and all(p.side in sides for p in args.pieces)

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        sp = ev.state.spaces[args.space] if args.space else None
        have = (sp.guerrillas_hidden if self.side == "hidden" else sp.guerrillas_active) if sp else 0
        if sp is not None and any(p.side is None for p in args.pieces) and self.amount(args) > have:
            out.append(f"{self.amount(args)} {self.side.capitalize()} Guerrillas, {ev.name_of(args.space)} has {have}")
        return out

    def close(self, ev, at):
        super().close(ev, at)
        for sid in self.in_space if self.all_in_space else ():
            left = ev.state.spaces[sid].guerrillas_active if self.side == "active" else \
                ev.state.spaces[sid].guerrillas_hidden
            if left:
                ev.report(at, "5.1", f"'{self.text}': all of them, but {left} left in {ev.name_of(sid)}")


class AddUnrest(AddMarker):
    """`add unrest X` (a Strike on a Railway, 5.1.4), as far as the 12 Unrest/Strike markers allow
    (1.11). Used by #21, #24 and #26 too."""

    def __init__(self, text, **kw):
        super().__init__(text, "unrest", **kw)

    def possible_in(self, ev, sid):
        return not (ev.board[sid].is_railway and ev.state.spaces[sid].strike)

    def capacity(self, ev):
        spaces, _ = super().capacity(ev)
        left = ev.state.forces.unrest_strike_markers - ev.state.unrest_strike_in_play()
        n = min(spaces, left)
        return n, n
