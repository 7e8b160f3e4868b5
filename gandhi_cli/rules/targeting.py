"""Attacking opponents (1.4.4, 3.1.4): which pieces in a space can be removed or arrested, in what
order (Bases last, Troops last), and whether an attack went "as far as possible".

An attack is checked after its steps, from the space as it was before (`before`) and what was
taken out (`taken`, a Counter of piece kinds). The Operation says which groups it may hit: the
Raj hits Congress and the Muslim League as one group (1.4.4, 3.2.4, 4.2.1).
"""

from __future__ import annotations

from collections import Counter

from ..model import terms
from ..model.state import GameState, SpaceState

NV_GROUP = "NV"  # Congress and Muslim League attacked as one faction by the Raj (1.4.4)


def active_pieces(state: GameState, sid: str, sp: SpaceState | None = None, gandhi: bool | None = None) -> Counter:
    """Active pieces in a space by kind (1.4.3): cubes, Bases and Gandhi always; Activists in
    Protest spaces and on Railways; Active Guerrillas."""
    sp = sp if sp is not None else state.spaces[sid]
    out = Counter({terms.TROOPS: sp.troops, terms.SEPOYS: sp.sepoys, terms.ML_BASES: sp.ml_bases,
                   terms.REV_BASES: sp.rev_bases, terms.GUERRILLAS: sp.guerrillas_active})
    if sp.protest or state.map[sid].is_railway:
        out[terms.INC_ACTIVISTS] = sp.inc_activists
        out[terms.ML_ACTIVISTS] = sp.ml_activists
    here = state.gandhi == sid if gandhi is None else gandhi
    if here:
        out[terms.GANDHI] = 1
    return +out


def group_of(kind: str, nv_as_one: bool) -> str:
    owner = terms.PIECE_OWNER[kind]
    if nv_as_one and owner in terms.NV_FACTIONS:
        return NV_GROUP
    return owner


def removable(state: GameState, sid: str, before: SpaceState, gandhi_here: bool, groups: set[str],
              nv_as_one: bool, allow_gandhi: bool) -> int:
    """How many pieces of the attacked groups an unlimited attack could take from the space,
    Bases last: Muslim League Bases only once no Activist is left, Revolutionary Bases only once
    no Guerrilla is left (3.2.4, 4.2.1); Troops only once no Sepoy is left (3.4.3, 4.3.3)."""
    act = active_pieces(state, sid, before, gandhi_here)
    n = 0
    for kind, count in act.items():
        if kind in terms.BASES or (kind == terms.GANDHI and not allow_gandhi):
            continue
        if group_of(kind, nv_as_one) in groups:
            n += count
    if group_of(terms.ML_BASES, nv_as_one) in groups and act[terms.ML_BASES]:
        activists_left = before.activists - act[terms.INC_ACTIVISTS] - act[terms.ML_ACTIVISTS]
        activists_attackable = (group_of(terms.INC_ACTIVISTS, nv_as_one) in groups
                                or not act[terms.INC_ACTIVISTS]) and (
            group_of(terms.ML_ACTIVISTS, nv_as_one) in groups or not act[terms.ML_ACTIVISTS])
        if activists_left == 0 and activists_attackable:
            n += act[terms.ML_BASES]
    if terms.REV in groups and act[terms.REV_BASES] and before.guerrillas_hidden == 0:
        n += act[terms.REV_BASES]
    return n


def bases_last(after: SpaceState, taken: Counter) -> str | None:
    """Bases last (3.2.4, 4.2.1, 4.2.2, 3.4.3): why the removal breaks it, or None."""
    if taken[terms.ML_BASES] and after.activists:
        return f"a Muslim League Base was removed while {after.activists} Activist(s) remained"
    if taken[terms.REV_BASES] and after.guerrillas:
        return f"a Revolutionary Base was removed while {after.guerrillas} Guerrilla(s) remained"
    return None


def troops_last(after: SpaceState, taken: Counter) -> str | None:
    """Sepoys before Troops (3.4.3, 4.3.3, 4.4.3)."""
    if taken[terms.TROOPS] and after.sepoys:
        return f"Troops were removed while {after.sepoys} Sepoy(s) remained"
    return None


def attacked_groups(taken: Counter, nv_as_one: bool) -> set[str]:
    return {group_of(kind, nv_as_one) for kind, n in taken.items() if n}
