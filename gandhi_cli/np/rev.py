"""The Non-Player Revolutionaries (8.1.4, 8.6.2, 8.6.6, 8.7.4): the checks of their Arjuna cards
(`data/arjuna/rev.yaml`), their Operations (Rally, March, Attack, Unrest) with the Activation
Number loop, their Special Activities (Aid to go Hidden, Infiltrate, Assassinate) and their Pass.

Every instruction works on the walk's `Plan` (issue #22): it reads the live board `walk.board`,
takes its candidates from the rules object of the part (`walk.plan.activity.candidate_spaces()`,
`candidate_moves()`), keeps those chapter 8 allows the Non-Player (8.1.3, 8.1.5, 8.4.2), ranks
them by the Space Selection Priorities (`d.select`, 8.4.1) and adds typed steps (`np.steps`) with
`walk.plan.do`; it returns True if it did something, False (having added nothing) otherwise. The
Attack's own die is a step (`roll N`). Readings: docs/rules-notes.md NP-REV-1..n.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model import terms
from ..rules.operations.rev import attack_adds_unrest
from . import steps as S

if TYPE_CHECKING:
    from collections.abc import ItemsView

    from ..model.state import GameState, SpaceState
    from ..notation import actions as A  # the step type only: the steps are built by np.steps
    from ..rules.activity import MoveOption
    from .arjuna import Walk
    from .decision import Decision

G = terms.GUERRILLAS
REPLACEABLE = (terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS)  # 4.5.2


# --------------------------------------------------------------------- board helpers
def _spaces(board: GameState) -> ItemsView[str, SpaceState]:
    return board.spaces.items()


def _is_rail(board: GameState, sid: str) -> bool:
    return board.map[sid].is_railway


def _unrest(board: GameState, sid: str) -> bool:
    """An Unrest marker ("Disordini") in `sid`. A Strike ("Sciopero", 1.12) is the marker's other
    side but not Unrest: the cards ask for Unrest (card Z, IT:3067; NP-REV-9)."""
    return board.spaces[sid].unrest > 0


def _rail_ok(d: Decision, board: GameState, sid: str) -> bool:
    """8.1.3: NPs put forces or Strikes on Railways only if the Raj is a player."""
    return d.raj_is_player or not _is_rail(board, sid)


def _activation(d: Decision, walk: Walk) -> int:
    """8.6.2: the card's Activation Number: 2, 3 or Restraint (NP-REV-2)."""
    m = walk.max
    if isinstance(m, int):
        return m
    if isinstance(m, str) and m.isdigit():
        return int(m)
    return walk.board.restraint  # "restraint" (and anything unreadable)


def _go_on(d: Decision, walk: Walk, op: str) -> bool:
    """8.6.2 #3: after a space, a die: at most the Activation Number ends the Operation."""
    n = _activation(d, walk)
    r = d.roll(f"{op}: Activation Number {n} (8.6.2)")
    if r <= n:
        d.why(f"{op} ends: roll {r} <= Activation Number {n}")
        return False
    d.why(f"{op} goes on: roll {r} > Activation Number {n}")
    return True


def _pick(d: Decision, cands: list[str], column: str, board: GameState) -> str | None:
    """8.4.1: the only candidate, or the priority column's choice among several."""
    if len(cands) <= 1:
        return cands[0] if cands else None
    return d.select(cands, column, board=board)


def _open_spaces(walk: Walk) -> list[str]:
    """The spaces the current part may still choose, as its rules list them (3.1.1: not chosen
    already; 2.3.5: a Limited Operation's one space; 3.1.5: what the faction can pay)."""
    act = walk.plan.activity
    return [sid for sid, _cost in act.candidate_spaces() if sid not in act.chosen]


def _active_opponents(board: GameState, sid: str) -> dict[str, int]:
    from ..rules.targeting import active_pieces

    act = active_pieces(board, sid)
    return {k: n for k, n in act.items() if terms.PIECE_OWNER[k] != terms.REV and k != terms.GANDHI and n > 0}


# --------------------------------------------------------------------- checks (the blue boxes)
def unrest_or_base_without_guerrillas(d: Decision, walk: Walk) -> bool:
    """Z (IT:3067): "Qualsiasi Disordine o Basi del Rivoluzionario senza Guerriglie?": any space
    with an Unrest marker or a Revolutionary Base and no Guerrilla; a Railway's Strike is not
    Unrest (1.12, NP-REV-9)."""
    b = walk.board
    return any((_unrest(b, sid) or sp.rev_bases) and not sp.guerrillas for sid, sp in _spaces(b))


def roll_le_available_guerrillas(d: Decision, walk: Walk) -> bool:
    """Z, X, W, U: a die at most the Guerrillas Available."""
    n = walk.board.available(G)
    return d.roll(f"Arjuna: die ≤ Guerrillas Available ({n})?") <= n


def guerrilla_pop2_no_unrest(d: Decision, walk: Walk) -> bool:
    """Y: any Guerrilla in a Population 2 space without Unrest."""
    b = walk.board
    return any(sp.guerrillas and b.map[sid].pop == 2 and not _unrest(b, sid) for sid, sp in _spaces(b))


def hidden_2plus_pop2_no_unrest(d: Decision, walk: Walk) -> bool:
    """Y: Hidden Guerrillas in 2+ Population 2 spaces without Unrest."""
    b = walk.board
    return sum(1 for sid, sp in _spaces(b)
               if sp.guerrillas_hidden and b.map[sid].pop == 2 and not _unrest(b, sid)) >= 2


def pop2_province_no_unrest_no_guerrilla(d: Decision, walk: Walk) -> bool:
    """X: any Province of Population 2 without Unrest and without Guerrillas."""
    b = walk.board
    return any(b.map[sid].is_province and b.map[sid].pop == 2 and not _unrest(b, sid) and not sp.guerrillas
               for sid, sp in _spaces(b))


def three_guerrillas_any_space(d: Decision, walk: Walk) -> bool:
    """W, ZZ: 3+ Guerrillas in any space."""
    return any(sp.guerrillas >= 3 for _sid, sp in _spaces(walk.board))


def three_guerrillas_no_unrest(d: Decision, walk: Walk) -> bool:
    """XX: 3+ Guerrillas in any space without Unrest."""
    b = walk.board
    return any(sp.guerrillas >= 3 and not _unrest(b, sid) for sid, sp in _spaces(b))


def guerrillas_exceed_unity_no_base(d: Decision, walk: Walk) -> bool:
    """V: Guerrillas exceed Unity in any space without a Revolutionary Base."""
    b = walk.board
    return any(sp.guerrillas > b.unity and not sp.rev_bases for _sid, sp in _spaces(b))


def hidden_guerrilla_no_unrest(d: Decision, walk: Walk) -> bool:
    """V, VV: any Hidden Guerrilla where there is no Unrest."""
    b = walk.board
    return any(sp.guerrillas_hidden and not _unrest(b, sid) for sid, sp in _spaces(b))


def guerrilla_no_unrest(d: Decision, walk: Walk) -> bool:
    """WW: any Guerrilla where there is no Unrest."""
    b = walk.board
    return any(sp.guerrillas and not _unrest(b, sid) for sid, sp in _spaces(b))


def six_guerrillas_in_india(d: Decision, walk: Walk) -> bool:
    """U: 6+ Guerrillas on the map."""
    return walk.board.on_map(G) >= 6


def crisis(d: Decision, walk: Walk) -> bool:
    """The check mark "Crisi" before an SA option (6.8)."""
    return walk.board.crisis


CHECKS = {f.__name__: f for f in (
    unrest_or_base_without_guerrillas, roll_le_available_guerrillas, guerrilla_pop2_no_unrest,
    hidden_2plus_pop2_no_unrest, pop2_province_no_unrest_no_guerrilla, three_guerrillas_any_space,
    three_guerrillas_no_unrest, guerrillas_exceed_unity_no_base, hidden_guerrilla_no_unrest, guerrilla_no_unrest,
    six_guerrillas_in_india, crisis)}


# --------------------------------------------------------------------- Operations (8.6.6)
def rally(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.6 Rally: (1) a Base in every space where the Guerrillas exceed Unity (place-bases when
    there are more such spaces than Bases); (2) Guerrillas by place-guerrillas, the Activation loop
    (8.6.2) after each such space (NP-REV-5); ★ 1 Guerrilla Out of Play → Available. The spaces
    are those Rally may choose (3.4.1: `candidate_spaces`)."""
    b = walk.board
    chosen: list[str] = []
    # (1) Bases: every space where Guerrillas exceed Unity, with room for a Base (1.4.2)
    while not (d.limited and chosen) and b.available(terms.REV_BASES):
        cands = [sid for sid in _open_spaces(walk) if b.spaces[sid].guerrillas > b.unity
                 and b.spaces[sid].bases < b.map[sid].pop]
        sid = _pick(d, cands, "place-bases", b)
        if sid is None:
            break
        d.why(f"Rally #1: a Base in {b.map[sid].name}, where {b.spaces[sid].guerrillas} Guerrillas exceed "
              f"Unity {b.unity} ({b.unity} of them replaced)")
        if not walk.plan.attempt(S.replace_pieces(sid, [(G, b.unity)], [(terms.REV_BASES, 1)]), d.why):
            break
        chosen.append(sid)
    # (2) Guerrillas, space by space, with the Activation loop (rolled when another space is open)
    placed = 0
    while not (d.limited and chosen) and b.available(G):
        cands = _open_spaces(walk)
        if not cands or (placed and not _go_on(d, walk, "Rally")):
            break
        sid = _pick(d, cands, "place-guerrillas", b)
        if sid is None:
            break
        n = min(1 + b.spaces[sid].rev_bases, b.available(G))
        d.why(f"Rally #2: {n} Guerrilla(s) in {b.map[sid].name} (1 + its Revolutionary Bases, 3.4.1)")
        if not walk.plan.attempt(S.place(sid, [(G, n)]), d.why):
            break
        chosen.append(sid)
        placed += 1
    if not chosen:
        return False
    if b.out_of_play.get(G, 0):
        d.why("Rally ★: 1 Guerrilla from Out of Play to Available")
        walk.plan.attempt(S.out_of_play([(G, 1)]), d.why)
    walk.op_spaces = chosen
    return True


def _keep(d: Decision, board: GameState, sid: str) -> int:
    """8.4.2, the Revolutionary column: the Guerrillas an origin keeps (the most of those that
    apply: 1 on a Railway without Strike with a Raj player, 1 with a friendly Base, 3 without
    Unrest, 1 with Unrest)."""
    sp = board.spaces[sid]
    keep = 0
    if d.raj_is_player and _is_rail(board, sid) and not sp.strike:
        keep = max(keep, 1)
    if sp.rev_bases:
        keep = max(keep, 1)
    return max(keep, 1 if _unrest(board, sid) else 3)


def _adds_control(walk: Walk, step: A.ActionStep, origin: str) -> bool:
    """8.4.2 "Tenere pezzi sufficienti per NON aggiungere Controllo Raj": would `step` (one
    Guerrilla leaving `origin`, Hidden first) give `origin` Raj Control it does not have? A Hidden
    Guerrilla leaving changes nothing (Raj Control counts Active pieces, 1.7.1); else tried and
    taken back."""
    b = walk.board
    if b.raj_control(origin) or b.spaces[origin].guerrillas_hidden:
        return False
    with walk.plan.trial():
        walk.plan.do(step)
        return b.raj_control(origin)


def march(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.6 March with 8.4.2: A an origin (most Guerrillas, not a destination), B a destination by
    the march column among the moves March allows (`candidate_moves`: adjacent only, NP-REV-6; not
    an origin; Railways only with a Raj player, 8.1.3), one Guerrilla per choice, Hidden first
    (the step's default); C back to B while the origin can give more, else the Activation loop
    (8.6.2) and A."""
    plan, b = walk.plan, walk.board
    origins: list[str] = []
    dests: list[str] = []

    def destinations(moves: list[MoveOption], src: str) -> list[str]:
        """Where a Guerrilla of `src` may march now, as the NP takes them: above what `src` keeps,
        adjacent, not an origin, 8.1.3, without adding Raj Control to `src` (8.4.2)."""
        if b.spaces[src].guerrillas <= _keep(d, b, src):
            return []
        out = [m.route for m in moves if m.src == src and len(m.route) == 2 and m.dst not in origins
               and _rail_ok(d, b, m.dst)]
        if out and _adds_control(walk, S.move(out[0], [(G, 1)]), src):  # the same for every destination
            return []
        return [route[-1] for route in out]

    while not (d.limited and origins):
        moves = plan.activity.candidate_moves()
        srcs = sorted({m.src for m in moves} - set(origins) - set(dests))
        cands = [s for s in srcs if destinations(moves, s)]
        if not cands or (origins and not _go_on(d, walk, "March")):
            break
        most = max(b.spaces[s].guerrillas for s in cands)
        top = [s for s in cands if b.spaces[s].guerrillas == most]
        origin = top[0] if len(top) == 1 else d.random_one(top, b)
        d.why(f"March A: origin {b.map[origin].name}, the most Guerrillas ({most}) (8.4.2)")
        origins.append(origin)
        while True:
            dest = _pick(d, destinations(plan.activity.candidate_moves(), origin), "march", b)
            if dest is None:
                break
            d.why(f"March B: 1 Guerrilla {b.map[origin].name} -> {b.map[dest].name}")
            if not walk.plan.attempt(S.move([origin, dest], [(G, 1)]), d.why):
                break
            if dest not in dests:
                dests.append(dest)
    if not dests:
        return False
    walk.op_spaces = origins
    return True


def _attack_target(d: Decision, board: GameState, sid: str) -> str | None:
    """The next piece a successful Attack removes in `sid`, by 8.5 as 3.4.3 allows it (an Active
    opposing piece, not Gandhi; Sepoys before Troops; League Bases once no Activist is left,
    rules-notes REV-4)."""
    act = _active_opponents(board, sid)
    sp = board.spaces[sid]
    for kind in d.adversaries(board, sid):
        if kind not in act:
            continue
        if kind == terms.TROOPS and act.get(terms.SEPOYS):
            continue
        if kind == terms.ML_BASES and sp.activists:
            continue
        return kind
    return None


def attack(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.6 Attack: spaces by the attack column among those Attack may choose (3.4.3: Guerrillas,
    not a Railway) where it could remove a piece or add Unrest (8.1.5, NP-REV-8); the Attack's own
    die is a step (`roll N`); up to two removals by 8.5; the Activation loop after each space."""
    b = walk.board
    chosen: list[str] = []
    while True:
        # the Guerrillas' Activation changes neither the opponents' pieces nor Raj Control (1.7.1)
        cands = [sid for sid in _open_spaces(walk) if _active_opponents(b, sid) or attack_adds_unrest(b, sid)]
        if not cands or (chosen and (d.limited or not _go_on(d, walk, "Attack"))):
            break
        sid = _pick(d, cands, "attack", b)
        if sid is None or not walk.plan.attempt(S.select(sid), d.why):
            break
        chosen.append(sid)
        r = d.die()
        walk.plan.attempt(S.roll(r), d.why)
        g = b.spaces[sid].guerrillas
        d.why(f"Attack in {b.map[sid].name}: roll {r} {'<=' if r <= g else '>'} {g} Guerrillas")
        if r > g:
            continue
        for _ in range(2):
            kind = _attack_target(d, b, sid)
            if kind is None or not walk.plan.attempt(S.remove(sid, [(kind, 1)]), d.why):
                break
            d.why(f"Attack removes 1 {terms.PIECE_LABELS[kind][:-1]} in {b.map[sid].name} (8.5, 3.4.3)")
    if not chosen:
        return False
    walk.op_spaces = chosen
    return True


def unrest(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.6 Unrest: spaces by place-unrest among those Unrest may choose (3.4.4: a Hidden
    Guerrilla; in Crisis also both Congress and League Activists, when the card's check mark
    allows it), never a Railway with a Strike already, Railways only if the Raj is a player
    (8.1.3); the Activation loop (8.6.2)."""
    b = walk.board
    chosen: list[str] = []
    crisis_both = bool(args.get("crisis_both", True))
    while True:
        cands = [sid for sid in _open_spaces(walk) if _rail_ok(d, b, sid)
                 and (b.spaces[sid].guerrillas_hidden or crisis_both)
                 and not (_is_rail(b, sid) and b.spaces[sid].strike)]
        if not cands or (chosen and (d.limited or not _go_on(d, walk, "Unrest"))):
            break
        sid = _pick(d, cands, "place-unrest", b)
        if sid is None or not walk.plan.attempt(S.select(sid), d.why):
            break
        d.why(f"Unrest in {b.map[sid].name}")
        chosen.append(sid)
    if not chosen:
        return False
    walk.op_spaces = chosen
    return True


OPS = {"rally": rally, "march": march, "attack": attack, "unrest": unrest}


# --------------------------------------------------------------------- Special Activities (8.7.4)
def aid(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.4 Aid: only to flip Guerrillas Hidden, in up to 2 spaces with Active Guerrillas (among
    those Aid may choose, 4.5.1), by the attack column."""
    b = walk.board
    chosen: list[str] = []
    for _ in range(2):
        cands = [sid for sid in _open_spaces(walk) if b.spaces[sid].guerrillas_active]
        sid = _pick(d, cands, "attack", b)
        if sid is None:
            break
        n = b.spaces[sid].guerrillas_active
        if not walk.plan.attempt(S.hide(sid, n), d.why):
            break
        d.why(f"Aid hides the {n} Active Guerrilla(s) in {b.map[sid].name}")
        chosen.append(sid)
    if not chosen:
        return False
    walk.sa_spaces = chosen
    return True


def infiltrate(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.4 Infiltrate, among the spaces Infiltrate may choose (4.5.2: a Hidden Guerrilla):
    `mode: place-base` (in Crisis, a Base in a State or Province without Raj Control with room, by
    place-bases, NP-REV-7) or `mode: replace-adversary` (a Sepoy, Activist or the Protest, by the
    remove column and 8.5; removed when no Guerrilla is Available, rules-notes REV-9; the Guerrilla
    it puts on a Railway only with a Raj player, 8.1.3)."""
    b, act = walk.board, walk.plan.activity
    if args.get("mode") == "place-base":
        cands = [sid for sid in _open_spaces(walk) if not act.base_problems(sid) and not act.base_room_problem(sid)]
        sid = _pick(d, cands, "place-bases", b)
        if sid is None or not walk.plan.attempt(S.place(sid, [(terms.REV_BASES, 1)]), d.why):
            return False
        d.why(f"Infiltrate: a Base in {b.map[sid].name} (Crisis, 6.8)")
        walk.sa_spaces = [sid]
        return True
    with_g = b.available(G) > 0
    cands = [sid for sid in _open_spaces(walk) if act.replace_problem(sid) is None
             and (not with_g or _rail_ok(d, b, sid))]
    sid = _pick(d, cands, "remove", b)
    if sid is None:
        return False
    sp = b.spaces[sid]
    order = [k for k in d.adversaries(b, sid) if k in REPLACEABLE + ("protest",)]
    what = order[0] if order else ("protest" if sp.protest else next(k for k in REPLACEABLE if sp.count(k)))
    if what == "protest":
        step = S.replace(sid, "protest", [(G, 1)]) if with_g else S.remove(sid, markers=("protest",))
    else:
        step = S.replace_pieces(sid, [(what, 1)], [(G, 1)]) if with_g else S.remove(sid, [(what, 1)])
    if not walk.plan.attempt(step, d.why):
        return False
    d.why(f"Infiltrate: the {what} in {b.map[sid].name} " + ("replaced by a Guerrilla" if with_g else
                                                            "removed (no Guerrilla Available, 1.4.1)"))
    walk.sa_spaces = [sid]
    return True


def assassinate(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.4 Assassinate: among the spaces chosen for Unrest this turn (the spaces Assassinate may
    choose, 4.5.3), one with an Active opposing piece, by the remove column; the piece by 8.5
    (never Gandhi)."""
    if walk.op != "unrest":  # 4.1.2: Assassinate accompanies Unrest only
        return False
    b = walk.board
    cands = [sid for sid in _open_spaces(walk) if _active_opponents(b, sid)]
    sid = _pick(d, cands, "remove", b)
    if sid is None:
        return False
    act = _active_opponents(b, sid)
    order = [k for k in d.adversaries(b, sid) if k in act]
    kind = order[0] if order else next(iter(act))
    if not walk.plan.attempt(S.remove(sid, [(kind, 1)]), d.why):
        return False
    d.why(f"Assassinate removes 1 {terms.PIECE_LABELS[kind][:-1]} in {b.map[sid].name} (8.5)")
    walk.sa_spaces = [sid]
    return True


SAS = {"aid": aid, "infiltrate": infiltrate, "assassinate": assassinate}


# --------------------------------------------------------------------- Pass (8.1.4)
def pass_steps(d: Decision) -> list[A.ActionStep]:
    """8.1.4: the NP Revolutionaries Pass with no further effect: no step."""
    return []
