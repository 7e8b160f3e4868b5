"""#32 Cellular Jail."""

from ...io.errors import RuleViolation
from ...model import terms
from ..activity import SKIPPED
from .base import Activate, Clause, Event, Remove, ResourcesClause, Track

MOVABLE = tuple(k for k in terms.PIECE_KINDS if k != terms.GANDHI and k not in terms.BASES)


class ToOutOfPlay(Remove):
    """Pieces moved to Out of Play: from a space (`remove 1S UP to out-of-play`) or from Jail
    (`release 1 INC to out-of-play`); never Gandhi, and no Base (the card's last sentence)."""

    verbs = ("remove", "release")

    def __init__(self, text, **kw):
        super().__init__(text, terms.PIECE_KINDS, to=terms.OUT_OF_PLAY, **kw)

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        kinds = {p.kind for p in args.pieces}
        if terms.GANDHI in kinds:
            out.append("not Gandhi")
        if kinds & set(terms.BASES):
            out.append("Bases cannot be moved to Out of Play")
        return out

    def room_in(self, ev, sid):
        """The pieces in `sid` that may go (`MOVABLE`: neither Gandhi nor a Base, the kinds
        `problems` refuses), within the clause's limits."""
        have = sum(ev.state.spaces[sid].count(k) for k in MOVABLE)
        limit = Clause.room_in(self, ev, sid)
        return have if limit is None else min(have, limit)

    def carry_out(self, ev, step, args):
        if any(p.kind == terms.GANDHI for p in args.pieces):
            return False
        if step.verb == "remove":
            return ev.apply(step, args)
        snapshot = ev.state.copy()
        try:
            for p in args.pieces:  # Jail -> Available -> Out of Play, with the state's own verbs
                ev.state.release(p.kind, p.count)
                ev.state.available_to_out_of_play(p.kind, p.count)
        except RuleViolation as exc:
            ev.state.__dict__.update(snapshot.__dict__)
            ev.violation(step, exc.rule, exc.detail, SKIPPED)
            return False
        return True

    def capacity(self, ev):
        on_map = sum(ev.state.on_map(k) for k in MOVABLE)
        return on_map + sum(ev.in_box(k, terms.JAIL) for k in terms.ACTIVISTS), None


def hidden_to_activate(ev) -> int:
    """'any 4 Guerrillas': Active ones may be chosen (1.4.3's play note), so Hidden ones must be
    activated only as far as fewer than 4 are Active."""
    active = sum(sp.guerrillas_active for sp in ev.state.spaces.values())
    return max(0, min(4, ev.state.on_map(terms.GUERRILLAS)) - active)


class Unshaded(Event):
    """Move any 2 pieces to Out of Play (not Gandhi), then activate any 4 Guerrillas. The pieces
    come from the map or from Jail, Bases excepted (the shaded side's last sentence); Guerrillas
    already Active count among the 4 and are not written (`activate 2G UP` flips Hidden ones)."""

    def text(self):
        return [ToOutOfPlay("Move any 2 pieces to Out of Play (not Gandhi)", n=2),
                Activate("then activate any 4 Guerrillas", (terms.GUERRILLAS,), n=4, capacity=hidden_to_activate)]


class Shaded(Event):
    """Raj Resources -2 for each Activist in Jail (Gandhi is no Activist, 1.4.5), then shift
    Restraint -2. Bases cannot be moved to Out of Play (nothing in this side moves pieces: read as
    a limit of the unshaded side)."""

    def text(self):
        return [ResourcesClause("Raj Resources -2 for each Activist in Jail", terms.RAJ,
                          lambda ev: -2 * sum(ev.in_box(k, terms.JAIL) for k in terms.ACTIVISTS)),
                Track("then shift Restraint -2", "restraint", by=-2)]
