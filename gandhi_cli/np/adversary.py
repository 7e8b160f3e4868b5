"""The Opposing Piece Priority (8.5): which opposing piece or marker a Non-Player takes first.
Pieces are taken only where an Operation, SA or Event lets the NP take them (8.5.1: the callers
ask for the kinds they may take); where it may replace or remove, the NP replaces first (8.5.2:
the Infiltrate options list replace-adversary before any removal).

The table (IT:2922-2923, the English aid sheet in 8.5, IT:1282-1289): (1) Unrest marker, (2) Muslim
State marker, (3) Protest marker, (4) Base, (5) Gandhi, (6) Troop, (7) a player faction's piece,
(8) the most common piece, and among equals (a) Activist, (b) Sepoy, (c) Guerrilla, Hidden first.
Never the NP's own pieces (8.5); by choice never its own markers (8.5.3); after the first piece,
the rest of that piece's faction (8.5.4, 1.4.4); equal priority -> a die (8.5.4). Readings:
NP-ADV-1..NP-ADV-5 in docs/rules-notes.md.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..model import terms

if TYPE_CHECKING:
    from ..model.state import GameState
    from .select import Selector  # a Decision's shape: decision.py imports this module

UNREST = "unrest"
MUSLIM_STATE = "muslim_state"
PROTEST = "protest"
HIDDEN = "guerrillas_hidden"
ACTIVE = "guerrillas_active"
MARKERS = (UNREST, MUSLIM_STATE, PROTEST)

OWNER = {**terms.PIECE_OWNER, HIDDEN: terms.REV, ACTIVE: terms.REV}
# 8.5.3: markers an NP does not remove by choice (they serve it).
OWN_MARKERS = {terms.INC: {PROTEST}, terms.ML: {PROTEST, MUSLIM_STATE}, terms.REV: {UNREST}}
# (a) Activist, (b) Sepoy, (c) Guerrilla: the order among equally common pieces (NP-ADV-2).
ABC = {terms.INC_ACTIVISTS: 0, terms.ML_ACTIVISTS: 0, terms.SEPOYS: 1, terms.GUERRILLAS: 2}


def order(d: Selector, board: GameState, sid: str, kinds: Iterable[str] | None, faction: str,
          bases_last: bool = False, quiet: bool = False) -> list[str]:
    """Opposing pieces and markers in `sid`, one entry per piece, first to take first (8.5).

    `kinds` (optional) limits the result: piece kinds of `terms` (`terms.GUERRILLAS` meaning both
    sides), "guerrillas_hidden"/"guerrillas_active", "unrest", "muslim_state", "protest". A marker
    8.5.3 keeps the NP from removing by choice comes only when `kinds` names it (Negotiate,
    Satyagraha: a required removal). `bases_last` applies 3.2.4/3.4.3 "Basi per ultime": an ML
    Base after every Activist listed, a Revolutionary Base after every Guerrilla listed.
    `quiet` (a candidate being tried, not chosen yet): no explanation and no die, a tie goes to
    the first kind listed; the choice itself asks again without it. The order is not the taking:
    the caller that takes a target faction's further pieces says so (`target_line`), for the
    pieces it takes only (issue #35)."""
    wanted = _wanted(kinds)
    sp = board.spaces[sid]
    out: list[str] = []

    # (1)-(3) markers
    have = {UNREST: sp.unrest, MUSLIM_STATE: int(sp.muslim_state), PROTEST: int(sp.protest)}
    for marker in MARKERS:
        if wanted is None and marker in OWN_MARKERS.get(faction, ()):
            continue
        if wanted is not None and marker not in wanted:
            continue
        out += [marker] * have[marker]

    # pieces: never the NP's own (8.5)
    pool: dict[str, int] = {}
    for kind in (terms.ML_BASES, terms.REV_BASES, terms.GANDHI, terms.TROOPS, terms.INC_ACTIVISTS,
                 terms.ML_ACTIVISTS, terms.SEPOYS, HIDDEN, ACTIVE):
        if OWNER[kind] == faction or (wanted is not None and kind not in wanted):
            continue
        n = (1 if board.gandhi == sid else 0) if kind == terms.GANDHI else getattr(sp, kind)
        if n:
            pool[kind] = n

    target: str | None = None
    while pool:
        kind = _next(d, pool, target, bases_last, quiet)
        out.append(kind)
        pool[kind] -= 1
        if not pool[kind]:
            del pool[kind]
        owner = OWNER[kind]
        if target != owner:
            target = owner
        if not any(OWNER[k] == target for k in pool):
            target = None
    return out


def target_line(owner: str, kinds: list[str]) -> str:
    """The explanation of 8.5.4 once more pieces of the target faction `owner` were taken after
    its first: `kinds`, those further pieces (piece kinds, one entry a piece)."""
    counts: dict[str, int] = {}
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
    what = ", ".join(f"{n} {terms.PIECE_LABELS.get(k, k)}" for k, n in counts.items())
    return f"8.5.4: target faction {owner}, its remaining pieces next: {what}"


def _wanted(kinds: Iterable[str] | None) -> set[str] | None:
    if kinds is None:
        return None
    wanted = set(kinds)
    if terms.GUERRILLAS in wanted:
        wanted |= {HIDDEN, ACTIVE}
    return wanted


def _next(d: Selector, pool: dict[str, int], target: str | None, bases_last: bool, quiet: bool = False) -> str:
    """The next kind to take by the table, within the target faction when there is one (8.5.4)."""
    kinds = [k for k in pool if target is None or OWNER[k] == target]
    if bases_last:
        guarded = {terms.ML_BASES: (terms.INC_ACTIVISTS, terms.ML_ACTIVISTS),
                   terms.REV_BASES: (HIDDEN, ACTIVE)}
        free = [k for k in kinds if not any(g in pool for g in guarded.get(k, ()))]
        kinds = free or [k for k in pool if not any(g in pool for g in guarded.get(k, ()))] or kinds
    for rung in ((terms.ML_BASES, terms.REV_BASES), (terms.GANDHI,), (terms.TROOPS,)):
        tied = [k for k in rung if k in kinds]
        if tied:
            return _tie(d, tied, "8.5.4 equal priority (Base)", quiet)
    # (7) player faction, (8) most common piece, (a)-(c) Activist, Sepoy, Guerrilla (NP-ADV-2)
    rest = [k for k in kinds if k not in (HIDDEN, ACTIVE)]
    if HIDDEN in kinds or ACTIVE in kinds:
        rest.append(terms.GUERRILLAS)

    def count(k: str) -> int:
        return pool.get(HIDDEN, 0) + pool.get(ACTIVE, 0) if k == terms.GUERRILLAS else pool[k]

    def key(k: str) -> tuple[int, int, int]:
        return (0 if d.is_player(OWNER.get(k, terms.REV)) else 1, -count(k), ABC[k])

    best = min(key(k) for k in rest)
    tied = [k for k in rest if key(k) == best]
    pick = _tie(d, tied, "8.5.4 equal priority", quiet)
    if pick == terms.GUERRILLAS:
        return HIDDEN if HIDDEN in pool else ACTIVE  # (c) Hidden first
    return pick


def _tie(d: Selector, tied: list[str], why: str, quiet: bool = False) -> str:
    if len(tied) == 1 or quiet:
        return tied[0]
    from .select import _equal_chance

    return tied[_equal_chance(d, len(tied), f"{why}: {' or '.join(tied)}")]
