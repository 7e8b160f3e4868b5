"""The Non-Player Congress (8.1.4, 8.6.4, 8.7.2): the checks on its twelve Arjuna cards
(`data/arjuna/congress.yaml`), its Operations (Rally, Demonstrate, Civil Disobedience,
Non-Cooperation), its Special Activities (Negotiate, Satyagraha, Persuade), its Pass and the
Protests it places after Gandhi's arrest (3.2.4).

Built on the Game core (issue #22): every instruction reads `walk.board` (the live board with the
move so far), chooses among what the rules object of the part lists (`plan.activity`:
`candidate_spaces()`, `candidate_moves()`), filtered by chapter 8's rules (8.1.3: no Railways for
the Raj's adversaries while the Raj is a Non-Player; the Movement Priorities, 8.4.2) and ranked by
the Space Selection Priorities (`d.select`, 8.4.1); it adds typed steps (`np.steps`) with
`walk.plan.do` and returns True, or False having added nothing (an Operation: draw a new card,
8.3; a Special Activity: the next one, 8.7). A step the rules refuse is taken back and explained.
The limits (Restraint plus Protest and Gandhi spaces, 3.3; a Limited Operation's one space,
2.3.5; Negotiate's space, 3.1.1) are the rules object's own. Readings: docs/rules-notes.md NP-INC-n.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..model import terms
from ..rules.catalog import find
from . import steps as S

if TYPE_CHECKING:
    from ..model.state import GameState
    from ..notation import actions as A  # the step type only: the steps are built by np.steps
    from ..rules.activity import Activity
    from .arjuna import Walk
    from .decision import Decision
    from .plan import Plan

INC_A, ML_A = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS
LEVEL_OPPOSITION = 0  # a level below this is Opposition
NEGOTIATE_OPS = ("rally", "demonstrate", "civil-disobedience")  # 4.1.2, 4.3.1


# --------------------------------------------------------------------- helpers shared with league.py
def listing(d: Decision, walk: Walk, name: str) -> Activity:
    """The rules object of `d.faction`'s activity `name`: the plan's current part when it is that
    activity, else one asked on a probe Turn of the live board (a card's blue box asks before the
    part is begun)."""
    plan = walk.plan
    current: Activity | None = plan.activity
    if plan.part == name and current is not None:
        return current
    cls = find(d.faction, name)
    assert cls is not None, f"{d.faction} has no activity {name!r}"
    return cls(plan.game._probe_turn(d.faction))


def candidates(act: Activity) -> list[str]:
    """The spaces the rules object may choose now (its own condition, limits and Limited Op)."""
    return [sid for sid, _ in act.candidate_spaces()]


def origins_into(act: Activity, dest: str, kind: str, movable: Callable[[str], int],
                 skip: Iterable[str] = ()) -> dict[str, int]:
    """Origin -> how many `kind` pieces may move from there into `dest`: the moves the rules
    object lists (3.3.2, 3.1.2), as many as `movable(origin)` lets go (the faction's Movement
    Priorities, 8.4.2), origins in `skip` left out."""
    out: dict[str, int] = {}
    for m in act.candidate_moves(dest):
        if m.kind != kind or m.src in skip:
            continue
        n = min(m.count, movable(m.src))
        if n > 0:
            out[m.src] = n
    return out


def rail_ok(d: Decision, board: GameState, sid: str) -> bool:
    """8.1.3: a Non-Player Raj's adversaries do not go onto Railways."""
    return d.raj_is_player or not board.map[sid].is_railway


def names(board: GameState, sids: Iterable[str]) -> str:
    sids = list(sids)
    return ", ".join(board.map[s].name for s in sids) if sids else "none"


def control_after(board: GameState, sid: str, leaving: int) -> bool:
    """Raj Control in `sid` once `leaving` Activists left it (1.7.1: cubes exceed the other Active
    pieces); the board is not changed."""
    space = board.map[sid]
    if not (space.is_city or space.is_province) or board.spaces[sid].muslim_state:
        return False
    opp = board.active_opponents_of_raj(sid) - (leaving if board.activists_active(sid) else 0)
    return board.spaces[sid].cubes > opp


def rally_then(d: Decision, walk: Walk, own: str, other: str, label: str) -> bool:
    """The end of an NP Rally (8.6.4, 8.6.5; card: "✓ 3+ in Jail: release the prisoners.
    Otherwise ★ 1 Activist from Out of Play to Available"): with 3 or more of the faction's
    Activists in Jail a die roll of them is released, its own first, then the other NV faction's
    (3.3.1); else one of its own from Out of Play. True if a step was added."""
    b = walk.board
    jail_own, jail_other = b.jail.get(own, 0), b.jail.get(other, 0)
    if jail_own >= 3:
        r = d.die()
        n_own = min(r, jail_own)
        n_other = min(r - n_own, jail_other)
        if not walk.plan.attempt(S.roll(r), d.why, "Rally's roll"):
            return False
        walk.plan.attempt(S.release(None, [(own, n_own)]), d.why, "Rally's release")
        if n_other:
            walk.plan.attempt(S.release(None, [(other, n_other)]), d.why, "Rally's release")
        d.why(f"Rally: {jail_own} {label} Activists in Jail (3+): roll {r} releases {n_own} of them"
              + (f" and {n_other} of the other NV faction's" if n_other else "") + " (3.3.1)")
        return True
    if b.out_of_play.get(own, 0):
        if walk.plan.attempt(S.out_of_play([(own, 1)]), d.why, "Rally's Out of Play"):
            d.why(f"Rally: fewer than 3 {label} Activists in Jail: 1 from Out of Play to Available")
            return True
    return False


def sa_may_follow(d: Decision, walk: Walk) -> bool:
    """An SA after an Operation that chose no space carries none (2.3.4, 4.1): a guard, since the
    Operations now end without a space only by drawing a new card (8.3; NP-INC-12, EMPTY-OP-1)."""
    if walk.op is not None and not walk.op_spaces:
        d.why(f"the {walk.op} chose no space: it carries no Special Activity (2.3.4, 4.1)")
        return False
    return True


def persuadable(board: GameState, sid: str, own: str) -> tuple[str, ...]:
    """The kinds Persuade may take now in `sid` (4.3.3, 4.4.3; IT:770): Sepoys, Troops once no
    Sepoy, the other faction's Activists if Active, Active Guerrillas, a Base once its faction's
    mobile pieces are gone; 8.5.4 ranks only these (NP-ADV-6)."""
    sp, active = board.spaces[sid], board.activists_active(sid)
    return tuple(k for k, ok in ((terms.SEPOYS, True), (terms.TROOPS, not sp.sepoys),
                                 (INC_A, active and own != INC_A), (ML_A, active and own != ML_A),
                                 ("guerrillas_active", True), (terms.ML_BASES, not sp.ml_activists),
                                 (terms.REV_BASES, not sp.guerrillas)) if ok)


def removable(d: Decision, board: GameState, sid: str) -> S.Pair | None:
    """The first opposing piece in the 8.5 order (`d.adversaries`) that Persuade may remove
    (4.3.3, 4.4.3): Active only, never Gandhi nor the faction's own; Sepoys before Troops;
    a Base once its faction's mobile pieces are gone."""
    sp = board.spaces[sid]
    active = board.activists_active(sid)
    own = INC_A if d.faction == terms.INC else ML_A
    for kind in d.adversaries(board, sid, persuadable(board, sid, own)):  # 8.5.4: only these (NP-ADV-6)
        if kind == terms.SEPOYS and sp.sepoys:
            return (terms.SEPOYS, 1)
        if kind == terms.TROOPS and sp.troops and not sp.sepoys:
            return (terms.TROOPS, 1)
        if kind in (INC_A, ML_A) and kind != own and sp.count(kind) and active:
            return (kind, 1)
        if kind in ("guerrillas_active", terms.GUERRILLAS) and sp.guerrillas_active:
            return ("guerrillas_active", 1)
        if kind == terms.ML_BASES and own != ML_A and sp.ml_bases and not sp.ml_activists:
            return (terms.ML_BASES, 1)
        if kind == terms.REV_BASES and sp.rev_bases and not sp.guerrillas:
            return (terms.REV_BASES, 1)
    return None


# --------------------------------------------------------------------- checks (the blue boxes)
def _six_inc(d: Decision, walk: Walk) -> bool:
    """G: 6+ Congress Activists in India (on the map)."""
    return walk.board.on_map(INC_A) >= 6


def _die_available_jail(d: Decision, walk: Walk) -> bool:
    """G, M, LL and HH (NP-INC-11): die roll <= Congress Activists Available + in Jail."""
    b = walk.board
    n = b.available(INC_A) + b.jail.get(INC_A, 0)
    return d.roll(f"<= Congress Activists Available + in Jail ({n})?") <= n


def _nv_match_cubes(d: Decision, walk: Walk) -> bool:
    """H: NV Activists equal or exceed the cubes in a space without Protest (one Activist at
    least; Railways left out: NP-INC-5)."""
    b = walk.board
    return any(not sp.protest and sp.activists and sp.activists >= sp.cubes and not b.map[sid].is_railway
               for sid, sp in b.spaces.items())


def _two_protests(d: Decision, walk: Walk) -> bool:
    return walk.board.protests_available_for_ops() >= 2


def _protest_available(d: Decision, walk: Walk) -> bool:
    return walk.board.protests_available_for_ops() >= 1


def _inc_piece_no_protest(d: Decision, walk: Walk) -> bool:
    """J: a Congress piece (Activist or Gandhi) in a space without Protest."""
    b = walk.board
    return any(not sp.protest and (sp.inc_activists or b.gandhi == sid) for sid, sp in b.spaces.items())


def nc_spaces(d: Decision, walk: Walk) -> list[str]:
    """The spaces Non-Cooperation may choose now (3.3.4: the rules object's listing, a Crisis
    admitting Raj Control, NP-INC-3), Railways left out: nothing shifts there (NV-5)."""
    b = walk.board
    return [sid for sid in candidates(listing(d, walk, "non-cooperation")) if not b.map[sid].is_railway]


def _nc_space(d: Decision, walk: Walk) -> bool:
    return bool(nc_spaces(d, walk))


def _protest_without_inc(d: Decision, walk: Walk) -> bool:
    """K: a Protest space without Congress Activists."""
    return any(sp.protest and not sp.inc_activists for sp in walk.board.spaces.values())


def _protest_raj_control(d: Decision, walk: Walk) -> bool:
    """L: a Protest space under Raj Control."""
    b = walk.board
    return any(sp.protest and b.raj_control(sid) for sid, sp in b.spaces.items())


def _hidden_in_opposition(d: Decision, walk: Walk) -> bool:
    """M: Hidden Guerrillas in an Opposition space."""
    return any(sp.guerrillas_hidden and sp.level < LEVEL_OPPOSITION for sp in walk.board.spaces.values())


def _sa_was_satyagraha(d: Decision, walk: Walk) -> bool:
    return walk.sa == "satyagraha"


CHECKS = {
    "six-inc-in-india": _six_inc,
    "die-available-jail": _die_available_jail,
    "nv-match-cubes-no-protest": _nv_match_cubes,
    "two-protests-available": _two_protests,
    "protest-available": _protest_available,
    "inc-piece-no-protest": _inc_piece_no_protest,
    "nc-space": _nc_space,
    "protest-without-inc": _protest_without_inc,
    "protest-raj-control": _protest_raj_control,
    "hidden-guerrillas-in-opposition": _hidden_in_opposition,
    "sa-was-satyagraha": _sa_was_satyagraha,
}


# --------------------------------------------------------------------- Operations (8.6.4)
def rally(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """3.3.1, 8.6.4: spaces by Place Activists, Population Activists each as far as Available;
    then (`rally_then`) ✓ 3+ Congress Activists in Jail: roll and release (Congress first), else
    one Congress Activist from Out of Play. With no space where it places an Activist (none
    Available, or no space open to them) no space is available for the Rally (8.1.5): draw a new
    card (8.3), the SA done before it staying done (8.6); its parts off the map come only besides
    a space (2.3.4, IT:369; NP-INC-12)."""
    b, act = walk.board, walk.plan.activity
    chosen: list[str] = []
    refused: set[str] = set()
    while b.available(INC_A):
        cands = [sid for sid in candidates(act) if sid not in chosen and sid not in refused
                 and rail_ok(d, b, sid) and b.map[sid].pop > 0]
        d.why(f"Rally: spaces open to it (3.3.1, 3.3, 8.1.3): {names(b, cands)}")
        sid = d.select(cands, "place-activists", board=b)
        if sid is None:
            break
        n = min(b.map[sid].pop, b.available(INC_A))
        if not walk.plan.attempt(S.place(sid, [(INC_A, n)]), d.why, f"Rally in {b.map[sid].name}"):
            refused.add(sid)
            continue
        chosen.append(sid)
        d.why(f"Rally: {n} Congress Activist(s) placed in {b.map[sid].name} (its Population, as far as Available)")
    if not chosen:
        if not b.available(INC_A):
            d.why("Rally: no Congress Activist Available: no space where the Rally places one (8.1.5); "
                  "its release or Out of Play comes only besides a space (2.3.4, IT:369; NP-INC-12)")
        return False
    rally_then(d, walk, INC_A, ML_A, "Congress")
    walk.op_spaces += chosen
    return True


def _movable(d: Decision, board: GameState, origin: str) -> int:
    """Congress Activists the Movement Priorities (8.4.2, Congress) let leave `origin`: keep 1 on
    a Railway without Strike (Raj a player), 2 Activists in a Protest space, enough not to add
    Raj Control. The pieces that moved in this Operation (3.1.2) are the rules object's count."""
    sp = board.spaces[origin]
    can = sp.inc_activists
    if board.map[origin].is_railway and d.raj_is_player and not sp.strike:
        can = min(can, sp.inc_activists - 1)
    if sp.protest:
        can = min(can, sp.activists - 2)
    if not board.raj_control(origin):
        while can > 0 and control_after(board, origin, can):
            can -= 1
    return max(can, 0)


def demonstrate(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """3.3.2, 8.6.4, 8.4.2: destination by the Demonstrate column (A) among the rules object's
    spaces that an allowed move reaches; origin the adjacent space with most Congress Activists
    (B); move 1, then more until NV Activists >= cubes there, League Activists along up to Unity;
    a Protest where no Raj Control; then C (NP-INC-9)."""
    b, act = walk.board, walk.plan.activity
    dests: list[str] = []
    origins: set[str] = set()
    skipped: set[str] = set()
    ml_moved = 0

    def outs(dst: str) -> dict[str, int]:
        """Origin -> Congress Activists that may move into `dst` (3.3.2, 3.1.2, 8.4.2, 8.1.3)."""
        return {src: n for src, n in origins_into(act, dst, INC_A, lambda src: _movable(d, b, src), dests).items()
                if rail_ok(d, b, src)}

    while True:
        cands = [sid for sid in candidates(act) if sid not in dests and sid not in origins
                 and sid not in skipped and outs(sid)]
        d.why(f"Demonstrate: destinations an allowed move reaches (3.3.2, 8.4.2): {names(b, cands)}")
        dst = d.select(cands, "demonstrate", board=b)
        if dst is None:
            break
        first = True
        while True:
            sp = b.spaces[dst]
            if not first and sp.activists >= sp.cubes:
                break
            avail = outs(dst)
            if not avail:
                break
            most = max(b.spaces[o].inc_activists for o in avail)
            tied = sorted(o for o in avail if b.spaces[o].inc_activists == most)
            org = tied[0] if len(tied) == 1 else d.random_one(tied, b)
            n = min(avail[org], max(1 if first else 0, sp.cubes - sp.activists))
            if n <= 0:
                break
            osp = b.spaces[org]
            m = min(b.unity - ml_moved, osp.ml_activists, n)
            while m > 0:  # the League's Activists must not leave 2 short in a Protest, nor give Raj Control
                keep2 = not osp.protest or osp.activists - n - m >= 2
                if keep2 and (b.raj_control(org) or not control_after(b, org, n + m)):
                    break
                m -= 1
            if not walk.plan.attempt(S.move([org, dst], [(INC_A, n), (ML_A, m)]), d.why, "Demonstrate"):
                break
            d.why(f"Demonstrate: {n} Congress" + (f" and {m} League" if m else "")
                  + f" Activist(s) {b.map[org].name}>{b.map[dst].name} (most Congress Activists, 8.6.4 B)")
            origins.add(org)
            ml_moved += m
            first = False
        if first:
            skipped.add(dst)
            continue
        dests.append(dst)
        if not b.spaces[dst].protest and not b.raj_control(dst) and b.protests_available_for_ops():
            walk.plan.attempt(S.add(dst, "protest"), d.why, "Demonstrate's Protest")
    if not dests:
        return False
    walk.op_spaces += dests
    return True


def choose_in_turn(d: Decision, walk: Walk, pick: Callable[[list[str]], str | None]) -> list[str]:
    """Spaces chosen one by one, each seeing the ones before (their Protest, the limit counted,
    3.1.5), inside a trial of the plan; `pick(chosen)` gives the next or None. The spaces are
    then written as one `select` step by the caller."""
    chosen: list[str] = []
    with walk.plan.trial():
        while True:
            sid = pick(chosen)
            if sid is None or walk.plan.do(S.select(sid)):
                break
            chosen.append(sid)
    return chosen


def civil_disobedience(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """3.3.3, 8.6.4: spaces by Place Protest, a Protest in each while one is Available; then
    (Raj a player) 1 Activist from a chosen space with 3+ Congress Activists to the adjacent
    Railway of highest Econ without Activists (NP-INC-8). args `gandhi-space: true` (cards H, J,
    after the SA, "✓ Satyagraha: Place Protest in Gandhi's space"): only Gandhi's space, only
    after a Satyagraha (NP-INC-6)."""
    b, act = walk.board, walk.plan.activity
    if args.get("gandhi-space"):
        sid = b.gandhi
        if (walk.sa != "satyagraha" or sid not in b.spaces or b.spaces[sid].protest
                or not b.protests_available_for_ops() or sid not in candidates(act)):
            return False
        if not walk.plan.attempt(S.select(sid), d.why, "Civil Disobedience in Gandhi's space"):
            return False
        d.why(f"Civil Disobedience: a Protest in Gandhi's space, {b.map[sid].name} (✓ Satyagraha, NP-INC-6)")
        walk.op_spaces.append(sid)
        return True

    def pick(chosen: list[str]) -> str | None:
        if not b.protests_available_for_ops():
            return None
        cands = [sid for sid in candidates(act) if sid not in chosen and not b.spaces[sid].protest
                 and rail_ok(d, b, sid) and (b.spaces[sid].inc_activists or b.gandhi == sid)]
        d.why(f"Civil Disobedience: spaces without Protest with a Congress piece (NP-INC-4): {names(b, cands)}")
        return d.select(cands, "place-protest", board=b)

    chosen = choose_in_turn(d, walk, pick)
    if not chosen or not walk.plan.attempt(S.select(*chosen), d.why, "Civil Disobedience"):
        return False
    if d.raj_is_player:  # 8.6.4, 8.1.3
        moves = [m for m in act.candidate_moves() if m.src in chosen and b.spaces[m.src].inc_activists >= 3
                 and b.map[m.dst].is_railway and not b.spaces[m.dst].activists]
        if moves:
            top = max(b.map[m.dst].econ for m in moves)
            best = [m for m in moves if b.map[m.dst].econ == top]
            srcs = sorted({m.src for m in best})
            src = srcs[0] if len(srcs) == 1 else d.random_one(srcs, b)
            rws = sorted({m.dst for m in best if m.src == src})
            rw = rws[0] if len(rws) == 1 else d.random_one(rws, b)
            if walk.plan.attempt(S.move([src, rw], [(INC_A, 1)]), d.why, "Civil Disobedience's Railway move"):
                d.why(f"Civil Disobedience: 1 Activist {b.map[src].name}>{b.map[rw].name}, the Railway of "
                      f"highest Econ ({top}) without Activists (NP-INC-8)")
    walk.op_spaces += chosen
    return True


def non_cooperation(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """3.3.4, 8.6.4: every space the rules object lists (Protest spaces: free of the limit),
    Railways left out (NV-5), in the order of the Shift to Opposition column; a Limited Op takes
    the first only (its listing says so)."""
    b = walk.board

    def pick(chosen: list[str]) -> str | None:
        cands = [sid for sid in nc_spaces(d, walk) if sid not in chosen]
        if not chosen:
            d.why(f"Non-Cooperation: spaces available (3.3.4, NP-INC-3): {names(b, cands)}")
        return d.select(cands, "opposition", board=b)

    chosen = choose_in_turn(d, walk, pick)
    if not chosen or not walk.plan.attempt(S.select(*chosen), d.why, "Non-Cooperation"):
        return False
    walk.op_spaces += chosen
    return True


OPS = {
    "rally": rally,
    "demonstrate": demonstrate,
    "civil-disobedience": civil_disobedience,
    "non-cooperation": non_cooperation,
}


# --------------------------------------------------------------------- Special Activities (8.7.2)
def negotiate(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """4.3.1, 8.7.2: args `actions`, in the card's order, the first that can be done:
    `remove-muslim-state` (space by Remove or Replace) or `release-gandhi` (only if Gandhi is in
    Jail; space by Move or Release Gandhi; the die is rolled and written: NP-INC-10). The spaces
    are the rules object's (Congress Activists, no Raj Control, not the Operation's)."""
    if not sa_may_follow(d, walk):
        return False
    if walk.op is not None and walk.op not in NEGOTIATE_OPS:
        return False  # 4.1.2
    b = walk.board
    base = [sid for sid in candidates(walk.plan.activity) if rail_ok(d, b, sid)]
    for action in args.get("actions", []):
        if action == "remove-muslim-state":
            cands = [sid for sid in base if b.spaces[sid].muslim_state
                     and b.spaces[sid].inc_activists + (b.gandhi == sid) > b.spaces[sid].ml_activists
                     + b.spaces[sid].ml_bases]
            d.why(f"Negotiate to remove a Muslim State: {names(b, cands)}")
            sid = d.select(cands, "remove", board=b)
            if sid and walk.plan.attempt(S.select(sid), d.why, "Negotiate"):
                if walk.plan.attempt(S.remove(sid, markers=("muslim-state",)), d.why, "Negotiate"):
                    walk.sa_spaces.append(sid)
                    return True
                walk.plan.undo()
        elif action == "release-gandhi":
            if b.gandhi != terms.JAIL:
                d.why("Negotiate to release Gandhi: he is not in Jail (NP-INC-10)")
                continue
            d.why(f"Negotiate to release Gandhi: {names(b, base)}")
            sid = d.select(base, "gandhi", board=b)
            if sid and walk.plan.attempt(S.select(sid), d.why, "Negotiate"):
                walk.plan.attempt(S.roll(d.die()), d.why, "Negotiate's roll")
                walk.sa_spaces.append(sid)
                return True
    return False


def satyagraha(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """4.3.2, 8.7.2: Gandhi to the space the Move or Release Gandhi column picks (from Jail only
    if the Raj agrees: the NP Raj always refuses, 8.1.4, so the SA cannot be done; a player Raj
    is asked: NP-INC-2), then the card's `actions`, the first that applies: `remove-if-unrest`
    (✓ Unrest: remove the Unrest and any Protest), `remove` (Unrest or Protest there),
    `add-activist` (NP-INC-7)."""
    if not sa_may_follow(d, walk):
        return False
    b = walk.board
    if b.gandhi == terms.JAIL and not d.raj_is_player:
        d.why("Satyagraha: Gandhi is in Jail and the NP Raj refuses to release him (8.1.4)")
        return False
    cands = [sid for sid in candidates(walk.plan.activity) if rail_ok(d, b, sid)]
    dst = d.select(cands, "gandhi", board=b)
    if dst is None:
        return False
    if b.gandhi == terms.JAIL:
        step = S.release_gandhi(dst)
        d.why("Satyagraha: the Congress asks the Raj player to release Gandhi (NP-INC-2)")
    elif b.gandhi == terms.AVAILABLE:
        step = S.place(dst, [(terms.GANDHI, 1)])
    elif b.gandhi == dst:
        step = S.select(dst)
    else:
        step = S.move([b.gandhi, dst], [(terms.GANDHI, 1)])
    if not walk.plan.attempt(step, d.why, "Satyagraha"):
        return False
    sp = b.spaces[dst]
    for action in args.get("actions", []):
        if action in ("remove-if-unrest", "remove") and (sp.unrest or (action == "remove" and sp.protest)):
            marker = "unrest" if sp.unrest else "protest"
            if walk.plan.attempt(S.remove(dst, markers=(marker,)), d.why, "Satyagraha's removal"):
                d.why(f"Satyagraha: {action}: the {marker} in {b.map[dst].name} (and any Protest) removed")
                break
        if action == "add-activist" and b.available(INC_A):
            if walk.plan.attempt(S.place(dst, [(INC_A, 1)]), d.why, "Satyagraha's Activist"):
                d.why(f"Satyagraha: 1 Congress Activist added in {b.map[dst].name}")
                break
    walk.sa_spaces.append(dst)
    return True


def persuade(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """4.3.3, 8.7.2: up to two spaces (the rules object's: Congress pieces there), the card's
    `actions` in order, the next only once the first has no space left: `activate` (spaces with
    Active Congress Activists and Hidden Guerrillas, by Remove or Replace) and `remove` (one
    Active opposing piece, space by Remove or Replace, piece by 8.5)."""
    actions = [(a, a == "activate") for a in args.get("actions", [])]
    return persuade_spaces(d, walk, actions, INC_A)


def persuade_spaces(d: Decision, walk: Walk, actions: list[tuple[str, bool]], own: str) -> bool:
    """Persuade for Congress or the League (4.3.3, 4.4.3; 8.7.2, 8.7.3): up to two spaces of the
    rules object's, the card's `actions` (name, whether it Activates Guerrillas) in order, each
    space by the Remove or Replace column: Activate where the faction's (`own`) Activists are
    Active with Hidden Guerrillas, else remove one Active opposing piece (8.5)."""
    if not sa_may_follow(d, walk):
        return False
    b, act = walk.board, walk.plan.activity
    done: list[str] = []
    refused: set[str] = set()
    for action, activate in actions:
        while len(done) < 2:
            free = [sid for sid in candidates(act) if sid not in done and sid not in refused]
            if activate:
                cands = [sid for sid in free if b.spaces[sid].count(own) and b.activists_active(sid)
                         and b.spaces[sid].guerrillas_hidden]
            else:
                cands = [sid for sid in free if removable(d, b, sid) is not None]
            d.why(f"Persuade to {action}: {names(b, cands)}")
            sid = d.select(cands, "remove", board=b)
            if sid is None:
                break
            if activate:
                n = min(act.active_nv(sid), b.spaces[sid].guerrillas_hidden)
                step = S.activate(sid, [(terms.GUERRILLAS, n)])
            else:
                pair = removable(d, b, sid)
                assert pair is not None
                step = S.remove(sid, [pair])
            if walk.plan.attempt(step, d.why, f"Persuade in {b.map[sid].name}"):
                done.append(sid)
            else:
                refused.add(sid)
    if not done:
        return False
    walk.sa_spaces += done
    return True


SAS = {
    "negotiate": negotiate,
    "satyagraha": satyagraha,
    "persuade": persuade,
}


# --------------------------------------------------------------------- Pass (8.1.4)
def pass_steps(d: Decision) -> list[A.ActionStep]:
    """8.1.4: the NP Congress passing moves one Congress Activist from Out of Play to Available,
    if one is there (written `INC pass out-of-play 1 INC`)."""
    if d.state.out_of_play.get(INC_A, 0):
        return [S.out_of_play([(INC_A, 1)])]
    return []


# --------------------------------------------------------------------- outside the cards (3.2.4)
def protests_after_arrest(d: Decision, plan: Plan) -> bool:
    """After the Raj arrested Gandhi, the NP Congress places up to two Protests (3.2.4) in
    Cities, Provinces and States without one, by its Place Protest column (8.4.1); `plan` has its
    part "protests" begun. The end-of-turn choice is carried out when its statement closes (the
    rules count its steps together), so the spaces taken are kept here and the plan's end is
    asked for findings. True if it placed one."""
    board = plan.board
    chosen: list[str] = []
    while len(chosen) < 2 and board.protests_available_for_ops() > len(chosen):
        cands = [sid for sid, sp in board.spaces.items()
                 if not board.map[sid].is_railway and not sp.protest and sid not in chosen]
        sid = d.select(cands, "place-protest", board=board)
        if sid is None:
            break
        plan.do(S.add(sid, "protest"))
        chosen.append(sid)
        d.why(f"Protests (3.2.4): a Protest in {board.map[sid].name}")
    found = plan.end_findings()
    while found and plan.steps():
        plan.undo()
        chosen.pop()
        d.why(f"Protests (3.2.4): the rules refuse the last one ({found[0].message}): taken back")
        found = plan.end_findings()
    return bool(chosen) and not found
