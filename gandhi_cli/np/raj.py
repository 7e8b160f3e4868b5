"""The Non-Player British Raj (8.1.4-8.1.6, 8.6.2, 8.6.3, 8.7.1): the checks of its Arjuna cards,
its Operations (Deploy, Sweep, Assault; never Garrison, 8.6.3) and Special Activities (Govern,
Martial Law, Treaty) and the Activation Number procedure with the Viceroy's modifiers. The Crisis
cubes (8.1.4) are in `campaign.py`, the Troops leaving a new Muslim State in `league.py`.

Every instruction reads `walk.board` (the live board with the move so far), adds typed steps
(`np.steps`) with `walk.plan.do` and returns True if it did something, False (nothing added)
when it finds no space (issue #22). Candidates come from the rules object of the part
(`walk.plan.activity`: `candidate_spaces()`, `candidate_moves(dst)`), filtered by chapter 8;
spaces are chosen by `d.select` (8.4.1, with the action for the "✓" rows), pieces taken by
`d.adversaries` (8.5); a step the rules refuse is taken back and explained. The NP Raj pays no
Resources (8.6.2, the replay waives them). Readings: docs/rules-notes.md, NP-ARJ-3 (fronts),
NP-ARJ-1 (backs) and NP-RAJ-*.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable
from typing import TYPE_CHECKING, Any

from ..model import terms
from ..rules.activity import MoveOption
from . import steps as S
from .adversary import target_line

if TYPE_CHECKING:
    from ..model.state import GameState, SpaceState
    from ..notation.actions import ActionStep
    from ..rules.activity import Activity
    from .arjuna import Walk
    from .decision import Decision

NV_KINDS = (terms.GANDHI, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.ML_BASES)
OWN_GROUP = {terms.INC: (terms.GANDHI, terms.INC_ACTIVISTS), terms.ML: (terms.ML_ACTIVISTS, terms.ML_BASES),
             terms.REV: (terms.GUERRILLAS, terms.REV_BASES)}


# --------------------------------------------------------------------- board questions
def active_nonbase(board: GameState, sid: str) -> int:
    """Active opposing pieces other than Bases: Gandhi, Active Activists, Active Guerrillas."""
    sp = board.spaces[sid]
    n = sp.guerrillas_active + (1 if board.gandhi == sid else 0)
    if board.activists_active(sid):
        n += sp.activists
    return n


def activation_number(d: Decision, walk: Walk, op: str) -> int:
    """8.6.2: Restraint (the card's `max`), 1 under Willingdon (Deploy), Irwin (Sweep), Chelmsford
    (Assault) (8.1.6)."""
    board = walk.board
    modified = {"deploy": terms.WILLINGDON, "sweep": terms.IRWIN, "assault": terms.CHELMSFORD}
    if board.viceroy == modified.get(op):
        return 1
    m = walk.max
    return int(m) if isinstance(m, int) else board.restraint


def sepoys_roll(d: Decision, walk: Walk, op: str) -> bool:
    """8.6.2 step 3 after Sepoys were used: True if they may go on being used."""
    an = activation_number(d, walk, op)
    r = d.roll(f"8.6.2 Activation Number {an} ({op} used Sepoys): Sepoys stop if ≤ {an}")
    if r <= an:
        d.why(f"8.6.2: {r} ≤ {an}: the rest of the {op} uses Troops only")
        return False
    return True


# --------------------------------------------------------------------- checks (the blue boxes)
def roll_le_troops_available(d: Decision, walk: Walk) -> bool:
    n = walk.board.available(terms.TROOPS)
    return d.roll(f"Arjuna: roll ≤ Available Troops ({n})?") <= n


def cubes_exceed_active_nonbase(d: Decision, walk: Walk, pop2: bool = False) -> bool:
    """NP-RAJ-2: a space with cubes and at least one Active non-Base adversary, the cubes more."""
    b = walk.board
    for sid, sp in b.spaces.items():
        if pop2 and b.map[sid].pop != 2:
            continue
        a = active_nonbase(b, sid)
        if sp.cubes and a and sp.cubes > a:
            return True
    return False


def province_2pop_no_control(d: Decision, walk: Walk) -> bool:
    b = walk.board
    return any(s.is_province and s.pop == 2 and not b.spaces[s.id].muslim_state and not b.raj_control(s.id)
               for s in b.map.spaces.values())


def two_spaces_cubes_active(d: Decision, walk: Walk) -> bool:
    b = walk.board
    return sum(1 for sid, sp in b.spaces.items() if sp.cubes and b.active_opponents_of_raj(sid)) >= 2


def _troops_in(b: GameState, kind: str) -> int:
    return sum(b.spaces[s.id].troops for s in b.map.spaces.values() if s.type == kind)


def troops_cities_exceed_provinces(d: Decision, walk: Walk) -> bool:
    b = walk.board
    return _troops_in(b, terms.CITY) > _troops_in(b, terms.PROVINCE)


def six_cubes_in_protest(d: Decision, walk: Walk) -> bool:
    b = walk.board
    return sum(sp.cubes for sp in b.spaces.values() if sp.protest) >= 6


def protest_no_activists(d: Decision, walk: Walk) -> bool:
    return any(sp.protest and not sp.activists for sp in walk.board.spaces.values())


def pop2_active_opposition(d: Decision, walk: Walk) -> bool:
    b = walk.board
    return any(b.map[sid].pop == 2 and sp.level == terms.ACTIVE_OPPOSITION for sid, sp in b.spaces.items())


def hidden_in_support(d: Decision, walk: Walk) -> bool:
    return any(sp.guerrillas_hidden and sp.level > terms.NEUTRAL for sp in walk.board.spaces.values())


def protests_have_cubes(d: Decision, walk: Walk) -> bool:
    return all(sp.cubes for sp in walk.board.spaces.values() if sp.protest)


def double_cubes_exceed_active(d: Decision, walk: Walk) -> bool:
    """NP-RAJ-2: a space with Active adversaries where twice the cubes exceed them."""
    b = walk.board
    return any(sp.cubes and b.active_opponents_of_raj(sid) and 2 * sp.cubes > b.active_opponents_of_raj(sid)
               for sid, sp in b.spaces.items())


CHECKS = {
    "roll-le-troops-available": roll_le_troops_available,
    "cubes-exceed-active-nonbase": cubes_exceed_active_nonbase,
    "cubes-exceed-active-nonbase-pop2": lambda d, w: cubes_exceed_active_nonbase(d, w, pop2=True),
    "province-2pop-no-control": province_2pop_no_control,
    "two-spaces-cubes-active": two_spaces_cubes_active,
    "troops-cities-exceed-provinces": troops_cities_exceed_provinces,
    "six-cubes-in-protest": six_cubes_in_protest,
    "protest-no-activists": protest_no_activists,
    "pop2-active-opposition": pop2_active_opposition,
    "hidden-in-support": hidden_in_support,
    "protests-have-cubes": protests_have_cubes,
    "double-cubes-exceed-active": double_cubes_exceed_active,
    "crisis": lambda d, w: w.board.crisis,
    "linlithgow": lambda d, w: w.board.viceroy == terms.LINLITHGOW,
}


# --------------------------------------------------------------------- carrying out a step
def _names(b: GameState, sids: Iterable[str]) -> str:
    return ", ".join(b.map[s].name for s in sids) or "none"


def _candidates(walk: Walk, chosen: Collection[str]) -> list[str]:
    """The spaces the current part's rules allow now (`candidate_spaces`), not yet chosen."""
    return [sid for sid, _ in walk.plan.activity.candidate_spaces() if sid not in chosen]


# --------------------------------------------------------------------- Deploy (3.2.1, 8.6.3)
def _deploy_cubes(b: GameState, sid: str, sepoys_ok: bool) -> tuple[int, int]:
    """8.6.3, 8.1.5 "Portare": Troops up to three there, then Sepoys up to six cubes added (while
    8.6.2 allows Sepoys), as far as Available."""
    t = min(max(0, 3 - b.spaces[sid].troops), b.available(terms.TROOPS))
    s = max(0, min(6 - t, b.available(terms.SEPOYS))) if sepoys_ok else 0
    return t, s


def deploy(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.3 with the card: Cities by Place Cubes ("✓ Deploy" row read, 8.4.1); bring 3 Troops
    ("Portare", 8.1.5), then Sepoys up to six cubes added; after the Activation roll fails (8.6.2)
    Troops only, up to 3 per City; then 2 cubes from Out of Play to Available, Troops first.
    Never cubes from the map (8.1)."""
    b = walk.board
    sepoys_ok = True
    chosen: list[str] = []
    while not (d.limited and chosen):
        cands = [sid for sid in _candidates(walk, chosen) if any(_deploy_cubes(b, sid, sepoys_ok))]
        d.why(f"8.6.3 Deploy: Cities with cubes to place: {_names(b, cands)}")
        sid = d.select(cands, args.get("column", "place-cubes"), action="deploy", board=b)
        if sid is None:
            break
        t, s = _deploy_cubes(b, sid, sepoys_ok)
        if not walk.plan.attempt(S.place(sid, [(terms.TROOPS, t), (terms.SEPOYS, s)]), d.why):
            break
        chosen.append(sid)
        d.why(f"8.6.3 Deploy in {b.map[sid].name}: {t} Troop(s) to reach 3, {s} Sepoy(s) up to six cubes")
        if s:
            sepoys_ok = sepoys_roll(d, walk, "deploy")
    if not chosen:
        return False
    oop_t = min(2, b.out_of_play.get(terms.TROOPS, 0))
    oop_s = min(2 - oop_t, b.out_of_play.get(terms.SEPOYS, 0))
    if oop_t or oop_s:
        d.why(f"8.6.3 Deploy: {oop_t} Troop(s), {oop_s} Sepoy(s) from Out of Play to Available, Troops first")
        walk.plan.attempt(S.out_of_play([(terms.TROOPS, oop_t), (terms.SEPOYS, oop_s)]), d.why)
    walk.op_spaces.extend(chosen)
    return True


# --------------------------------------------------------------------- Sweep (3.2.3, 8.4.2, 8.6.3)
def _spare(b: GameState, src: str, opts: list[MoveOption], sepoys_ok: bool,
           troops_ok: bool = True) -> tuple[int, int, int]:
    """What may leave `src` by the moves the rules list (`opts`, each with how many cubes of its
    kind may still leave, 3.1.2): (Troops, Sepoys, cubes in all). 8.4.2 keeps 1 Troop and 1
    Sepoy in a 2-Pop space not at Active Support; 8.6.3 never loses Raj Control in an origin.
    The total is a cap on both together: which cube goes is the caller's (Sepoys first, 8.6.3)."""
    sp = b.spaces[src]
    t = sum(o.count for o in opts if o.kind == terms.TROOPS) if troops_ok else 0
    s = sum(o.count for o in opts if o.kind == terms.SEPOYS) if sepoys_ok else 0
    if b.map[src].pop == 2 and sp.level != terms.ACTIVE_SUPPORT:
        t = min(t, max(0, sp.troops - 1))
        s = min(s, max(0, sp.sepoys - 1))
    total = t + s
    if b.raj_control(src):
        total = min(total, max(0, sp.cubes - b.active_opponents_of_raj(src) - 1))
    return t, s, total


def _exceeds(b: GameState, dst: str, t: int, s: int, sepoys_in: bool) -> bool:
    """8.6.3: the cubes in `dst` with `t` Troops and `s` Sepoys more exceed its Active adversaries,
    counting the Hidden Guerrillas this Sweep will Activate there when it ends (3.2.3: one per
    cube, the Sepoys there only once Sepoys moved in)."""
    sp = b.spaces[dst]
    troops, sepoys = sp.troops + t, sp.sepoys + s
    use = troops + (sepoys if sepoys_in or s else 0)
    return troops + sepoys > b.active_opponents_of_raj(dst) + min(sp.guerrillas_hidden, use)


def _sweep_to(d: Decision, walk: Walk, mover: Callable[[], Any], dst: str, dests: list[str], sepoys_ok: bool,
              sepoys_in: bool = False) -> tuple[list[ActionStep], bool]:
    """8.4.2 B, C and 8.6.3: move cubes into `dst` along the moves the rules list
    (`mover().candidate_moves(dst)`: `mover` gives the rules object of the Sweep now, a step
    taken back makes a new one), origin after origin (the most cubes first, at random among
    equals; never a space chosen as a destination): bring 1 Troop to a City or Province without
    one (8.1.5), 1 Sepoy where there is none, then Sepoys first (Troops once the origin has no
    Sepoy to spare) until the cubes exceed the Active adversaries. The steps done, and whether
    Sepoys moved."""
    b = walk.board
    done: list[ActionStep] = []
    moved_sepoys = False
    troops_ok = not b.is_state(dst)  # 1.4.2: the rules list no such move anyway
    city_or_province = b.map[dst].is_city or b.map[dst].is_province
    refused: set[str] = set()
    while not _exceeds(b, dst, 0, 0, sepoys_in or moved_sepoys):
        by_src: dict[str, list[MoveOption]] = {}
        for o in mover().candidate_moves(dst):
            if o.src not in dests and o.src not in refused:
                by_src.setdefault(o.src, []).append(o)
        spare = {src: _spare(b, src, opts, sepoys_ok, troops_ok) for src, opts in by_src.items()}
        origins = [src for src in by_src if spare[src][2]]
        if not origins:
            break
        most = max(b.spaces[src].cubes for src in origins)
        top = [src for src in origins if b.spaces[src].cubes == most]
        d.why(f"8.4.2 B Sweep into {b.map[dst].name}: origins {_names(b, origins)}; most cubes: {_names(b, top)}")
        src = d.random_one(top, b) if len(top) > 1 else top[0]
        t_can, s_can, total = spare[src]
        dsp = b.spaces[dst]
        t = 1 if city_or_province and t_can and dsp.troops == 0 else 0  # 8.1.5: bring 1 Troop
        s = 1 if s_can and total > t and dsp.sepoys == 0 else 0  # bring 1 Sepoy
        while not _exceeds(b, dst, t, s, sepoys_in or moved_sepoys) and t + s < total and (s < s_can or t < t_can):
            if s < s_can:
                s += 1  # 8.6.3: Sepoys first
            else:
                t += 1
        if not (t or s):
            refused.add(src)
            continue
        routes: dict[tuple[str, ...], list[tuple[str, int]]] = {}
        for kind, n in ((terms.TROOPS, t), (terms.SEPOYS, s)):
            if n:
                route = next(o.route for o in by_src[src] if o.kind == kind)
                routes.setdefault(route, []).append((kind, n))
        ok = True
        for route, pairs in routes.items():
            step = S.move(list(route), pairs)
            if not walk.plan.attempt(step, d.why):
                ok = False
                break
            done.append(step)
        if not ok:
            refused.add(src)
            continue
        d.why(f"8.6.3 Sweep: {t} Troop(s), {s} Sepoy(s) from {b.map[src].name} "
              f"(it could spare {total}: Troops {t_can}, Sepoys {s_can}) to {b.map[dst].name}")
        moved_sepoys = moved_sepoys or bool(s)
        refused.add(src)  # all the cubes it spares for this destination have moved (8.4.2 C)
    return done, moved_sepoys


def _sweep_destinations(b: GameState, activity: Activity, dests: list[str], sepoys_ok: bool) -> list[str]:
    """NP-RAJ-3: the spaces the Sweep may choose (`candidate_spaces`), not yet destinations, where
    the Sweep does something (Hidden Guerrillas to Activate or no Raj Control to gain) and some
    cube the NP may move (8.4.2 keeps, 8.6.3 Raj Control in origins, 8.6.2 Troops only) can go."""
    out = []
    for sid, _ in activity.candidate_spaces():
        sp = b.spaces[sid]
        if sid in dests:
            continue
        if not (sp.guerrillas_hidden or not b.raj_control(sid)):
            continue
        # the moves into this space only (issue #33: not every space's moves listed for the few kept)
        reach: dict[str, list[MoveOption]] = {}
        for o in activity.candidate_moves(sid):
            if o.src not in dests:
                reach.setdefault(o.src, []).append(o)
        troops_ok = not b.is_state(sid)
        if any(_spare(b, src, opts, sepoys_ok, troops_ok)[2] for src, opts in reach.items()):
            out.append(sid)
    return out


def sweep(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.3 Sweep: destinations by the Sweep column, cubes by the Movement Priorities (8.4.2);
    after the Activation roll fails, Troops only; then Sweep in place in the other spaces with
    cubes and Hidden Guerrillas (Troops; Sepoys while 8.6.2 allows, most Support first)."""
    b = walk.board
    dests: list[str] = []
    did = False
    sepoys_ok = True
    unreached: list[str] = []  # destinations chosen that no cube could reach: summarised (issue #35)
    listed: list[str] | None = None  # the destinations last listed in the explanation
    while not (d.limited and did):
        n0 = len(d.explain)
        cands = _sweep_destinations(b, walk.plan.activity, dests, sepoys_ok)
        if listed is None or cands != [s for s in listed if s not in dests]:  # not only the chosen ones gone
            d.why(f"8.6.3 Sweep destinations (NP-RAJ-3): {_names(b, cands)}")
            listed = cands
        dst = d.select(cands, args.get("column", "sweep"), action="sweep", board=b)
        _drop_candidates(d, n0)
        if dst is None:
            _say_unreached(d, unreached, n0)
            break
        dests.append(dst)
        done, used_sepoys = _sweep_to(d, walk, lambda: walk.plan.activity, dst, dests, sepoys_ok)
        if not done:  # the choice changed nothing: one word of it, with the dice it took
            unreached.append(b.map[dst].name + _dice_of(d.explain[n0:]))
            del d.explain[n0:]
            continue
        _say_unreached(d, unreached, n0)
        did = True
        if used_sepoys:
            sepoys_ok = sepoys_roll(d, walk, "sweep")
    _say_unreached(d, unreached)  # a Limited Sweep's last try
    if not d.limited:
        # Sweep in place (3.2.3): spaces with cubes and Hidden Guerrillas not chosen as destinations
        places = [sid for sid in _candidates(walk, dests)
                  if b.spaces[sid].cubes and b.spaces[sid].guerrillas_hidden
                  and sid not in walk.plan.activity.chosen]
        places.sort(key=lambda s: -b.spaces[s].level)  # most Support first (the card)
        if places:
            d.why(f"8.6.3 Sweep in place, most Support first: {_names(b, places)}")
        for sid in places:
            sp = b.spaces[sid]
            if sepoys_ok and sp.sepoys:  # 8.6.2 step 2: the Sepoys present sweep too, then the roll
                n = min(sp.guerrillas_hidden, sp.cubes)
                if walk.plan.attempt(S.activate(sid, [(terms.GUERRILLAS, n)]), d.why):
                    dests.append(sid)
                    did = True
                    sepoys_ok = sepoys_roll(d, walk, "sweep")
            elif sp.troops and walk.plan.attempt(S.select(sid), d.why):
                dests.append(sid)
                did = True
    if not did:
        return False
    walk.op_spaces.extend(s for s in dests if s in walk.plan.activity.chosen)
    return True


def _drop_candidates(d: Decision, n0: int) -> None:
    """Leave out the selection's "candidates" line after `n0`: the destinations line before it
    names the same spaces."""
    d.explain[n0:] = [line for i, line in enumerate(d.explain[n0:])
                      if not (i and line.startswith("8.4.1 ") and ": candidates " in line)]


def _dice_of(lines: list[str]) -> str:
    """The dice the lines say were rolled (the Random Spaces map, an equal chance), as " (dice
    …)"; "" when none were."""
    dice = [line.split(": ", 1)[0].split("dice ", 1)[1] for line in lines
            if line.startswith("8.1.2 Random Spaces map, dice ")]
    dice += [line.split(":", 1)[0].removeprefix("roll ") for line in lines if line.startswith("roll ")]
    return f" (dice {' '.join(dice)})" if dice else ""


def _say_unreached(d: Decision, unreached: list[str], at: int | None = None) -> None:
    """One line (at explanation line `at`, else last) for the destinations chosen in turn by the
    Sweep column that no cube could reach (8.6.3: "Se nessun pezzo è disponibile per muoversi
    verso una destinazione selezionata, salta questo spazio"), then forgotten."""
    if unreached:
        line = (f"8.6.3: chosen in turn by the Sweep column, no cube can move to {', '.join(unreached)}: "
                "each skipped for another destination")
        d.explain.insert(len(d.explain) if at is None else at, line)
        unreached.clear()


# --------------------------------------------------------------------- taking pieces (8.5, 1.4.4)
def _takeable(left: Counter[str]) -> list[str]:
    """Kinds the Raj may take now: Gandhi, Active Activists, Active Guerrillas; Bases last."""
    out = [k for k in (terms.GANDHI, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.GUERRILLAS) if left[k]]
    if left[terms.ML_BASES] and left["all_activists"] == 0:
        out.append(terms.ML_BASES)
    if left[terms.REV_BASES] and left["all_guerrillas"] == 0:
        out.append(terms.REV_BASES)
    return out


def _left(b: GameState, sid: str) -> Counter[str]:
    sp = b.spaces[sid]
    active = b.activists_active(sid)
    return Counter({terms.GANDHI: 1 if b.gandhi == sid else 0,
                    terms.INC_ACTIVISTS: sp.inc_activists if active else 0,
                    terms.ML_ACTIVISTS: sp.ml_activists if active else 0,
                    terms.GUERRILLAS: sp.guerrillas_active, terms.ML_BASES: sp.ml_bases,
                    terms.REV_BASES: sp.rev_bases, "all_activists": sp.activists,
                    "all_guerrillas": sp.guerrillas})


# 8.5: np/adversary.py names the Guerrillas by side; the Raj takes Active ones only (3.2.4, 1.4.3)
_AS_KIND = {"guerrillas_hidden": terms.GUERRILLAS, "guerrillas_active": terms.GUERRILLAS}


def take_plan(d: Decision, b: GameState, sid: str, cap: int, forced: bool = True) -> list[tuple[str, int]]:
    """The pieces to take from `sid`, at most `cap`: the first by the Adversary Priorities (8.5,
    `d.adversaries`: a player faction's Guerrillas before an NP's Activists, IT:1291), then the
    rest of that faction as 1.4.4 requires (8.5.4), Congress and League as one (1.4.4);
    `forced` False (Govern) takes one piece only."""
    left = _left(b, sid)
    prio: list[str] = []
    for k in d.adversaries(b, sid):
        k = _AS_KIND.get(k, k)
        if k in terms.PIECE_KINDS and k not in prio:
            prio.append(k)
    prio += [k for k in (terms.GANDHI, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.GUERRILLAS,
                         terms.ML_BASES, terms.REV_BASES) if k not in prio]
    taken: list[tuple[str, int]] = []

    def take(k: str) -> None:
        left[k] -= 1
        if k in terms.ACTIVISTS:
            left["all_activists"] -= 1
        if k == terms.GUERRILLAS:
            left["all_guerrillas"] -= 1
        if taken and taken[-1][0] == k:
            taken[-1] = (k, taken[-1][1] + 1)
        else:
            taken.append((k, 1))

    nv_hit = False
    while cap > 0:
        can = _takeable(left)
        if not can:
            break
        nv_left = [k for k in can if k in NV_KINDS]
        if forced and nv_hit and nv_left and sum(left[k] for k in NV_KINDS) >= cap:
            can = nv_left  # 1.4.4: Congress and League are one group for the Raj (NP-RAJ-6)
        first = next(k for k in prio if k in can)
        take(first)
        cap -= 1
        if not forced:
            break
        nv_hit = nv_hit or first in NV_KINDS
        group = OWN_GROUP[terms.PIECE_OWNER[first]]
        more: list[str] = []
        while cap > 0:  # 8.5.4: the rest of the target faction's pieces
            can = [k for k in _takeable(left) if k in group]
            if not can:
                break
            k = next(k for k in prio if k in can)
            take(k)
            more.append(k)
            cap -= 1
        if more:  # said only for pieces taken (issue #35)
            d.why(target_line(terms.PIECE_OWNER[first], more))
    return taken


def _take(d: Decision, walk: Walk, sid: str, taken: list[tuple[str, int]]) -> bool:
    """The steps taking `taken` from `sid`: Gandhi and Activists arrested, the rest removed."""
    for k, n in taken:
        step = S.arrest(sid, [(k, n)]) if k in terms.JAILABLE else S.remove(sid, [(k, n)])
        if not walk.plan.attempt(step, d.why):
            return False
    return bool(taken)


def _taken_text(b: GameState, taken: list[tuple[str, int]]) -> str:
    return ", ".join(f"{n} {terms.PIECE_LABELS[k]}" for k, n in taken) or "nothing"


# --------------------------------------------------------------------- Assault (3.2.4, 8.6.3)
def _assault_capacity(sp: SpaceState, sepoys_ok: bool) -> int:
    if not sepoys_ok:
        return sp.troops
    return sp.troops + sp.sepoys if sp.troops else sp.sepoys // 2


def _assault_candidates(b: GameState, spaces: Iterable[str], sepoys_ok: bool) -> list[str]:
    """8.6.3: among `spaces`, those with cubes and Active adversaries where the Assault takes
    something (with Troops only once 8.6.2 stopped the Sepoys)."""
    return [sid for sid in spaces if b.spaces[sid].cubes and b.active_opponents_of_raj(sid)
            and _assault_capacity(b.spaces[sid], sepoys_ok) and _takeable(_left(b, sid))]


def _wavell_sweep(d: Decision, walk: Walk) -> str | None:
    """8.1.6, 8.6.3 Lord Wavell: first Sweep (Movement Priorities) into one space available for
    the Assault; it becomes the first Assault space; a destination not available for the Assault
    after the Sweep's Activations is skipped. NP-RAJ-4: free, no Activation roll."""
    from ..rules.operations.raj import WavellSweep

    b = walk.board
    plan = walk.plan

    def mover() -> Activity:  # the free Sweep's own rules: the Assault's, or a probe before its first move
        act = plan.activity
        return act.sweep or WavellSweep(act.turn, limited=True)

    tried: list[str] = []
    while True:
        cands = [s for s in _sweep_destinations(b, mover(), tried, True)
                 if b.active_opponents_of_raj(s) or b.spaces[s].guerrillas_hidden]
        d.why(f"8.6.3 Lord Wavell: Sweep destinations with adversaries: {_names(b, cands)}")
        dst = d.select(cands, "sweep", action="sweep", board=b)
        if dst is None:
            return None
        tried.append(dst)
        done, _ = _sweep_to(d, walk, mover, dst, [dst], True, sepoys_in=True)
        if done:
            with plan.trial():  # the Activations happen when the Sweep ends: judge the Assault after them
                plan.do(S.select(dst))
                ok = bool(_assault_candidates(b, [dst], True))
            if ok:
                return dst
            d.why(f"8.6.3 Lord Wavell: {b.map[dst].name} is not available for the Assault after the Sweep: skipped")
            for _ in done:
                plan.undo()


def assault(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.6.3 Assault: spaces with cubes and Active adversaries by the Remove column (its "✓
    Assault" row read, 8.4.1), pieces by 8.5; Troops and Sepoys until the Activation roll fails
    (8.6.2), then Troops only. The roll follows every space where Sepoys assaulted, needed or not
    (8.6.2 step 2, IT:1326 "Usate sempre Truppe e qualsiasi Sepoy presente"; NP-RAJ-9)."""
    b = walk.board
    chosen: list[str] = []
    sepoys_ok = True
    first = None
    if args.get("wavell") and b.viceroy == terms.WAVELL:
        first = _wavell_sweep(d, walk)
    while not (d.limited and chosen):
        if first and not chosen:
            sid: str | None = first
        else:
            cands = _assault_candidates(b, _candidates(walk, chosen), sepoys_ok)
            d.why(f"8.6.3 Assault: spaces with cubes and Active adversaries: {_names(b, cands)}")
            sid = d.select(cands, args.get("column", "remove"), action="assault", board=b)
        if sid is None:
            break
        sp = b.spaces[sid]
        cap = _assault_capacity(sp, sepoys_ok)
        taken = take_plan(d, b, sid, cap)
        d.why(f"8.5 Assault in {b.map[sid].name} (takes up to {cap}): {_taken_text(b, taken)}")
        if not (_take(d, walk, sid, taken) or walk.plan.attempt(S.select(sid), d.why)):
            break
        chosen.append(sid)
        if sepoys_ok and sp.sepoys:  # 8.6.2 step 2 (IT:1326): the Sepoys present assault, then the roll
            sepoys_ok = sepoys_roll(d, walk, "assault")
    if not chosen:
        return False
    walk.op_spaces.extend(chosen)
    return True


# --------------------------------------------------------------------- Govern (4.2.2, 8.7.1)
def govern(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.1 Govern in 2 spaces, the card's actions in order, each as far as possible before the
    next: remove-protest (spaces with cubes, a Protest, no Activists), imperialism (a die roll of
    markers removed and levels shifted in all, Support column), remove-adversaries (Remove
    column, one piece by 8.5)."""
    b = walk.board
    chosen: list[str] = []
    for action in args.get("actions", []):
        if len(chosen) >= 2:
            break
        if action == "remove-protest":
            while len(chosen) < 2:
                cands = [sid for sid in _candidates(walk, chosen)
                         if b.spaces[sid].protest and not b.spaces[sid].activists]
                d.why(f"8.7.1 Govern, remove Protest: cubes, a Protest, no Activists: {_names(b, cands)}")
                sid = d.select(cands, "remove", board=b)
                if sid is None or not walk.plan.attempt(S.remove(sid, markers=("protest",)), d.why):
                    break
                chosen.append(sid)
        elif action == "imperialism":
            if not _imperialism_spaces(b, _candidates(walk, chosen)):
                continue
            budget = d.roll("8.7.1 Imperialism: markers removed and levels shifted, at most")
            while budget > 0 and len(chosen) < 2:
                cands = _imperialism_spaces(b, _candidates(walk, chosen))
                d.why(f"8.7.1 Govern, Imperialism: spaces with cubes, no Active adversaries, something to buy: "
                      f"{_names(b, cands)}")
                sid = d.select(cands, "support", board=b)
                if sid is None:
                    break
                sp = b.spaces[sid]
                sub: list[ActionStep] = []
                for _ in range(sp.unrest):
                    if budget:
                        sub.append(S.remove(sid, markers=("unrest",)))
                        budget -= 1
                if budget and len(sub) == sp.unrest:
                    if sp.muslim_state:
                        sub.append(S.remove(sid, markers=("muslim_state",)))
                        budget -= 1
                    else:
                        n = min(2, budget, terms.ACTIVE_SUPPORT - sp.level)
                        if n > 0:
                            sub.append(S.shift(sid, n))
                            budget -= n
                if not sub:
                    break
                if not all(walk.plan.attempt(step, d.why) for step in sub):
                    break
                chosen.append(sid)
        elif action == "remove-adversaries":
            while len(chosen) < 2:
                plans = {sid: take_plan(d, b, sid, 1, forced=False) for sid in _candidates(walk, chosen)}
                cands = [sid for sid, taken in plans.items() if taken]
                d.why(f"8.7.1 Govern, remove adversaries: cubes and an Active adversary: {_names(b, cands)}")
                sid = d.select(cands, "remove", board=b)
                if sid is None:
                    break
                d.why(f"8.5 Govern in {b.map[sid].name}: {_taken_text(b, plans[sid])}")
                if not _take(d, walk, sid, plans[sid]):
                    break
                chosen.append(sid)
    if not chosen:
        return False
    walk.sa_spaces.extend(chosen)
    return True


def _imperialism_spaces(b: GameState, spaces: Iterable[str]) -> list[str]:
    """Among `spaces`, those with no Active opponents (4.2.2) and something to buy: Unrest, a
    Muslim State, or a level below Active Support (not Railways)."""
    out = []
    for sid in spaces:
        sp = b.spaces[sid]
        if not sp.cubes or b.active_opponents_of_raj(sid) or b.map[sid].is_railway:
            continue
        if sp.unrest or sp.muslim_state or sp.level < terms.ACTIVE_SUPPORT:
            out.append(sid)
    return out


# --------------------------------------------------------------------- Martial Law (4.2.3, 8.7.1)
def martial_law(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.1: among spaces with Unrest (any, under Lord Linlithgow: NP-RAJ-5) and no Support, with
    cubes and Activists, by the Remove column; two spaces in a Crisis. One Activist per cube, by
    8.5's order between the two factions."""
    b = walk.board
    linlithgow = b.viceroy == terms.LINLITHGOW
    limit = 2 if b.crisis else 1
    chosen: list[str] = []
    while len(chosen) < limit and not d.limited:
        cands = [sid for sid in _candidates(walk, chosen) if b.spaces[sid].level <= terms.NEUTRAL
                 and (b.spaces[sid].unrest or linlithgow)]
        d.why(f"8.7.1 Martial Law: spaces with cubes, Activists, {'' if linlithgow else 'Unrest, '}no Support: "
              f"{_names(b, cands)}")
        sid = d.select(cands, "remove", board=b)
        if sid is None:
            break
        sp = b.spaces[sid]
        n = min(sp.cubes, sp.activists)
        order = [k for k in d.adversaries(b, sid, kinds=list(terms.ACTIVISTS)) if k in terms.ACTIVISTS]
        order = list(dict.fromkeys(order + list(terms.ACTIVISTS)))
        pairs = []
        for k in order:
            m = min(n, sp.count(k))
            if m:
                pairs.append((k, m))
                n -= m
        if not all(walk.plan.attempt(S.remove(sid, [p]), d.why) for p in pairs):
            break
        chosen.append(sid)
    if not chosen:
        return False
    walk.sa_spaces.extend(chosen)
    return True


# --------------------------------------------------------------------- Treaty (4.2.1, 8.7.1)
def treaty(d: Decision, walk: Walk, args: dict[str, Any]) -> bool:
    """8.7.1: in each State with Sepoys, remove or arrest Active adversaries, one per Sepoy (8.5,
    1.4.4); the States in the Remove column's order."""
    b = walk.board
    chosen: list[str] = []
    while True:
        plans = {sid: take_plan(d, b, sid, b.spaces[sid].sepoys) for sid in _candidates(walk, chosen)
                 if b.spaces[sid].sepoys}
        cands = [sid for sid, taken in plans.items() if taken]
        d.why(f"8.7.1 Treaty: States with Sepoys and Active adversaries: {_names(b, cands)}")
        sid = d.select(cands, "remove", board=b)
        if sid is None:
            break
        d.why(f"8.5 Treaty in {b.map[sid].name}: {_taken_text(b, plans[sid])}")
        if not _take(d, walk, sid, plans[sid]):
            break
        chosen.append(sid)
    if not chosen:
        return False
    walk.sa_spaces.extend(chosen)
    return True


OPS = {"deploy": deploy, "sweep": sweep, "assault": assault}
SAS = {"govern": govern, "martial-law": martial_law, "treaty": treaty}


# --------------------------------------------------------------------- Pass (8.1.4)
def pass_steps(d: Decision) -> list[ActionStep]:
    """8.1.4 (IT:1087): when the NP Raj Passes (2.3.3) there is no other effect: no steps."""
    return []
