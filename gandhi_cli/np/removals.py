"""Removal clauses an Event text takes as one removal (8.5.4; NP-EV-14): an unordered text whose
removals of pieces are split by where the pieces go, as #6 unshaded's "remove all pieces belonging
to 1 Faction: Gandhi and Activists to Jail; cubes, Guerrillas and Bases to Available". The NP
chooses the space among the spaces of all of them (8.8.5) and the faction by the first piece of
the Opposing Piece Priority among all their kinds (8.5.4, IT:1278; the 8.8.4 example, IT:1519),
not by the clause the text happens to name first. `np.events` asks here; the texts stay the
rules' (`gandhi_cli/rules/events`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..model import terms
from ..rules.events import base
from . import adversary


def _is_removal(c: base.Clause) -> bool:
    return isinstance(c, (base.Remove, base.Arrest))


def together(ev: base.Event, clauses: Sequence[base.Clause], c: base.Clause) -> list[base.Clause]:
    """The removal clauses of `ev`'s unordered text among `clauses` that make one removal with `c`
    (in the text's order), or [] when `c` stands alone."""
    seq = ev.sequence
    if seq.ordered or not _is_removal(c):
        return []
    group = [x for x in clauses if _is_removal(x) and any(x is y for y in seq.clauses)]
    return group if len(group) > 1 and any(x is c for x in group) else []


def kinds_of(group: Sequence[base.Clause]) -> tuple[str, ...]:
    """Every piece kind the clauses of `group` may take, as `np.adversary` names them."""
    out: list[str] = []
    for c in group:
        kinds = tuple(getattr(c, "kinds", ()) or ())
        side = getattr(c, "side", None)
        if side in ("hidden", "active") and terms.GUERRILLAS in kinds:
            kinds = tuple(k for k in kinds if k != terms.GUERRILLAS) + (f"guerrillas_{side}",)
        out += [k for k in kinds if k not in out]
    return tuple(out)


def holds(c: base.Clause, kind: str) -> bool:
    """Whether clause `c` may take a piece of `kind` ("guerrillas_hidden"/"guerrillas_active" too)."""
    wanted = adversary._wanted(kinds_of([c])) or set()
    return kind in wanted


def clause_for(group: Sequence[base.Clause], c: base.Clause, kind: str) -> base.Clause:
    """The clause of `group` that takes a piece of `kind`: the first in the text's order holding
    it (#6: Gandhi and Activists to Jail, the rest to Available), else `c`."""
    return next((g for g in group if holds(g, kind)), c)


def first(order: Sequence[str], group: Sequence[base.Clause], c: base.Clause, sid: str,
          accepted: Callable[[str], bool]) -> str | None:
    """The piece `c` takes first in `sid` from `order` (8.5 among the group's kinds): before any
    piece of the group is taken there, the first of `order` if `c` is the clause for it (it
    decides the faction, 8.5.4), else none; after, the first `c` holds that the rules accept
    (the text keeps the faction chosen), in the 8.5 order."""
    if not any(g.in_space.get(sid) for g in group):
        return order[0] if order and clause_for(group, c, order[0]) is c else None
    return next((k for k in order if holds(c, k) and accepted(k)), None)
