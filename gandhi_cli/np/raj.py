"""The Non-Player British Raj (8.1.4-8.1.6, 8.6.2, 8.6.3, 8.7.1): the checks of its Arjuna cards,
its Operations (Deploy, Sweep, Assault; never Garrison, 8.6.3) and Special Activities (Govern,
Martial Law, Treaty) and the Activation Number procedure with the Viceroy's modifiers. The Crisis
cubes (8.1.4) are in `campaign.py`, the Troops leaving a new Muslim State in `league.py`.

Every function plans on `walk.board` (the scratch board with the move so far) and returns the
part's notation text without the faction; the NP Raj pays no Resources (8.6.2, the replay waives
them). Space choices go through `d.select` (8.4.1), pieces taken through `d.adversaries` (8.5).
Readings: docs/rules-notes.md, NP-ARJ-3 (fronts), NP-ARJ-1 (backs) and NP-RAJ-*.
"""

from __future__ import annotations

from collections import Counter

from ..model import terms
from ..notation.statements import CANONICAL_PIECE, piece_text

NV_KINDS = (terms.GANDHI, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.ML_BASES)
OWN_GROUP = {terms.INC: (terms.GANDHI, terms.INC_ACTIVISTS), terms.ML: (terms.ML_ACTIVISTS, terms.ML_BASES),
             terms.REV: (terms.GUERRILLAS, terms.REV_BASES)}


def _cubes(parts: list[tuple[str, int]]) -> str:
    return " ".join(f"{n}{CANONICAL_PIECE[k]}" for k, n in parts if n)


# --------------------------------------------------------------------- board questions
def active_nonbase(board, sid: str) -> int:
    """Active opposing pieces other than Bases: Gandhi, Active Activists, Active Guerrillas."""
    sp = board.spaces[sid]
    n = sp.guerrillas_active + (1 if board.gandhi == sid else 0)
    if board.activists_active(sid):
        n += sp.activists
    return n


def activation_number(d, walk, op: str) -> int:
    """8.6.2: Restraint (the card's `max`), 1 under Willingdon (Deploy), Irwin (Sweep), Chelmsford
    (Assault) (8.1.6)."""
    board = walk.board
    modified = {"deploy": terms.WILLINGDON, "sweep": terms.IRWIN, "assault": terms.CHELMSFORD}
    if board.viceroy == modified.get(op):
        return 1
    m = walk.max
    return int(m) if isinstance(m, int) else board.restraint


def sepoys_roll(d, walk, op: str) -> bool:
    """8.6.2 step 3 after Sepoys were used: True if they may go on being used."""
    an = activation_number(d, walk, op)
    r = d.roll(f"8.6.2 Activation Number {an} ({op} used Sepoys): Sepoys stop if ≤ {an}")
    if r <= an:
        d.why(f"8.6.2: {r} ≤ {an}: the rest of the {op} uses Troops only")
        return False
    return True


# --------------------------------------------------------------------- checks (the blue boxes)
def roll_le_troops_available(d, walk) -> bool:
    return d.roll("Arjuna: roll ≤ Available Troops?") <= walk.board.available(terms.TROOPS)


def cubes_exceed_active_nonbase(d, walk, pop2: bool = False) -> bool:
    """NP-RAJ-2: a space with cubes and at least one Active non-Base adversary, the cubes more."""
    b = walk.board
    for sid, sp in b.spaces.items():
        if pop2 and b.map[sid].pop != 2:
            continue
        a = active_nonbase(b, sid)
        if sp.cubes and a and sp.cubes > a:
            return True
    return False


def province_2pop_no_control(d, walk) -> bool:
    b = walk.board
    return any(s.is_province and s.pop == 2 and not b.spaces[s.id].muslim_state and not b.raj_control(s.id)
               for s in b.map.spaces.values())


def two_spaces_cubes_active(d, walk) -> bool:
    b = walk.board
    return sum(1 for sid, sp in b.spaces.items() if sp.cubes and b.active_opponents_of_raj(sid)) >= 2


def _troops_in(b, kind: str) -> int:
    return sum(b.spaces[s.id].troops for s in b.map.spaces.values() if s.type == kind)


def troops_cities_exceed_provinces(d, walk) -> bool:
    b = walk.board
    return _troops_in(b, terms.CITY) > _troops_in(b, terms.PROVINCE)


def six_cubes_in_protest(d, walk) -> bool:
    b = walk.board
    return sum(sp.cubes for sp in b.spaces.values() if sp.protest) >= 6


def protest_no_activists(d, walk) -> bool:
    return any(sp.protest and not sp.activists for sp in walk.board.spaces.values())


def pop2_active_opposition(d, walk) -> bool:
    b = walk.board
    return any(b.map[sid].pop == 2 and sp.level == terms.ACTIVE_OPPOSITION for sid, sp in b.spaces.items())


def hidden_in_support(d, walk) -> bool:
    return any(sp.guerrillas_hidden and sp.level > terms.NEUTRAL for sp in walk.board.spaces.values())


def protests_have_cubes(d, walk) -> bool:
    return all(sp.cubes for sp in walk.board.spaces.values() if sp.protest)


def double_cubes_exceed_active(d, walk) -> bool:
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


# --------------------------------------------------------------------- Deploy (3.2.1, 8.6.3)
def deploy(d, walk, args) -> str | None:
    """8.6.3 with the card: Cities by Place Cubes; bring 3 Troops ("Portare", 8.1.5), then Sepoys
    up to six cubes added; after the Activation roll fails (8.6.2) Troops only, up to 3 per City;
    then 2 cubes from Out of Play to Available, Troops first. Never cubes from the map (8.1)."""
    b = walk.scratch()
    sepoys_ok = True
    chosen: list[str] = []
    steps: list[str] = []
    cities = [s.id for s in b.map.spaces.values() if s.is_city]
    while True:
        if d.limited and chosen:
            break
        cands = []
        for sid in cities:
            if sid in chosen:
                continue
            t = min(max(0, 3 - b.spaces[sid].troops), b.available(terms.TROOPS))
            s = max(0, min(6 - t, b.available(terms.SEPOYS))) if sepoys_ok else 0
            if t or s:
                cands.append(sid)
        sid = d.select(cands, args.get("column", "place-cubes"), board=b)
        if sid is None:
            break
        chosen.append(sid)
        t = min(max(0, 3 - b.spaces[sid].troops), b.available(terms.TROOPS))
        s = max(0, min(6 - t, b.available(terms.SEPOYS))) if sepoys_ok else 0
        text = f"place {_cubes([(terms.TROOPS, t), (terms.SEPOYS, s)])} {sid}"
        steps.append(text)
        d.apply(b, f"RAJ deploy: {text}")
        if s:
            sepoys_ok = sepoys_roll(d, walk, "deploy")
    if not chosen:
        return None
    oop_t = min(2, b.out_of_play.get(terms.TROOPS, 0))
    oop_s = min(2 - oop_t, b.out_of_play.get(terms.SEPOYS, 0))
    if oop_t or oop_s:
        steps.append(f"out-of-play {_cubes([(terms.TROOPS, oop_t), (terms.SEPOYS, oop_s)])}")
    walk.op_spaces.extend(chosen)
    return "deploy: " + "; ".join(steps)


# --------------------------------------------------------------------- Sweep (3.2.3, 8.4.2, 8.6.3)
def _route(b, src: str, dst: str) -> list[str] | None:
    """A Sweep path: adjacent, or through one Railway without Strike, Activists, Active
    Guerrillas or Protest (3.2.3)."""
    m = b.map
    if m.adjacent(src, dst):
        return [src, dst]
    for mid in sorted(m.neighbours(src)):
        sp = b.spaces[mid]
        if (m[mid].is_railway and m.adjacent(mid, dst) and not sp.strike and not sp.activists
                and not sp.guerrillas_active and not sp.protest):
            return [src, mid, dst]
    return None


def _can_leave(b, src: str, moved: Counter) -> tuple[int, int]:
    """Troops and Sepoys that may leave `src` (8.4.2: keep 1 Troop and 1 Sepoy in a 2-Pop space
    not at Active Support; never lose Raj Control in an origin, 8.6.3; cubes move once, 3.1.2)."""
    sp = b.spaces[src]
    t = sp.troops - moved[(src, terms.TROOPS)]
    s = sp.sepoys - moved[(src, terms.SEPOYS)]
    if b.map[src].pop == 2 and sp.level != terms.ACTIVE_SUPPORT:
        t, s = t - 1 if sp.troops else t, s - 1 if sp.sepoys else s
    t, s = max(0, t), max(0, s)
    if b.raj_control(src):
        spare = sp.cubes - b.active_opponents_of_raj(src) - 1
        while t + s > spare and (t or s):
            if s:
                s -= 1
            else:
                t -= 1
    return t, s


def _origins(b, dst: str, moved: Counter, dests: list[str], sepoys_ok: bool) -> list[tuple[str, list[str]]]:
    troops_ok = not b.is_state(dst)  # 3.2: Troops never enter States
    out = []
    for src, sp in b.spaces.items():
        if src == dst or src in dests or sp.protest or not sp.cubes:
            continue
        t, s = _can_leave(b, src, moved)
        if not (t if troops_ok else 0) and not (s if sepoys_ok else 0):
            continue
        route = _route(b, src, dst)
        if route:
            out.append((src, route))
    return out


def _sweep_to(d, walk, b, dst: str, moved: Counter, dests: list[str], sepoys_ok: bool,
              verb_steps: list[str], base=None):
    """Move cubes into `dst` by the Movement Priorities (8.4.2 B, C); returns (moved any, Sepoys
    moved, the board after). `verb_steps` are the Sweep's steps so far, carried out from `base`
    (the board before the Sweep; by default `b`, nothing written yet). Each move is planned on the
    board the replay gives for the whole Sweep statement so far, carried out by the rule's own code
    (operations/raj.py Sweep: its path conditions and its Activations at the end, one per cube in
    the destination, 3.2.3), never fragment by fragment: a Sweep whose cubes arrive over several
    moves Activates as the whole statement does. A move the rule refuses (its path) is not taken."""
    base = b if base is None else base
    if not verb_steps:
        b = d.scratch(base)
    troops_ok = not b.is_state(dst)
    any_moved = sepoys_moved = False
    city_or_province = b.map[dst].is_city or b.map[dst].is_province
    refused: set[str] = set()
    n_found = len(d.apply(d.scratch(base), "RAJ sweep: " + "; ".join(verb_steps))) if verb_steps else 0
    while True:
        origins = [o for o in _origins(b, dst, moved, dests, sepoys_ok) if o[0] not in refused]
        if not origins:
            break
        most = max(b.spaces[s].cubes for s, _ in origins)
        top = [s for s, _ in origins if b.spaces[s].cubes == most]
        src = top[0] if len(top) == 1 else d.random_space(top, b)  # 8.4.2 B: random among the most
        route = dict(origins)[src]
        t_can, s_can = _can_leave(b, src, moved)
        t_can = t_can if troops_ok else 0
        s_can = s_can if sepoys_ok else 0
        dsp = b.spaces[dst]
        t = s = 0
        if city_or_province and t_can and dsp.troops == 0:
            t = 1  # bring 1 Troop (8.1.5)
        if s_can and dsp.sepoys == 0:
            s = 1  # bring 1 Sepoy
        # add cubes (Sepoys first) until they exceed the Active adversaries, counting the Guerrillas
        # this Sweep will Activate (one per cube moved in, 8.6.3)

        def exceeds(t, s, b=b):
            here = b.spaces[dst]  # the board after the whole Sweep so far (its Activations done)
            return here.cubes + t + s > b.active_opponents_of_raj(dst) + min(here.guerrillas_hidden, t + s)

        while not exceeds(t, s) and (s < s_can or t < t_can):
            if s < s_can:
                s += 1
            else:
                t += 1
        if not (t or s):
            break
        text = f"move {_cubes([(terms.TROOPS, t), (terms.SEPOYS, s)])} {'>'.join(route)}"
        trial = d.scratch(base)
        found = len(d.apply(trial, "RAJ sweep: " + "; ".join(verb_steps + [text])))
        if found > n_found:  # the rule refuses this path (3.2.3): another origin
            refused.add(src)
            continue
        verb_steps.append(text)
        b, n_found = trial, found
        moved[(dst, terms.TROOPS)] += t
        moved[(dst, terms.SEPOYS)] += s
        any_moved = True
        sepoys_moved = sepoys_moved or bool(s)
        if exceeds(0, 0, b):
            break
    return any_moved, sepoys_moved, b


def _sweep_destinations(b, dests: list[str], moved: Counter, sepoys_ok: bool, need=None) -> list[str]:
    """NP-RAJ-3: non-Railway spaces some cube can reach where the Sweep does something: Hidden
    Guerrillas to Activate or no Raj Control to gain."""
    out = []
    for sid, sp in b.spaces.items():
        if sid in dests or b.map[sid].is_railway:
            continue
        if need and not need(sid):
            continue
        if not (sp.guerrillas_hidden or not b.raj_control(sid)):
            continue
        if _origins(b, sid, moved, dests, sepoys_ok):
            out.append(sid)
    return out


def sweep(d, walk, args) -> str | None:
    """8.6.3 Sweep: destinations by the Sweep column, cubes by the Movement Priorities (8.4.2);
    after the Activation roll fails, Troops only; then Sweep in place in the other spaces with
    cubes and Hidden Guerrillas (Troops; Sepoys while 8.6.2 allows, most Support first)."""
    b = walk.scratch()
    base = walk.scratch()  # the board before the Sweep: each move planned on the whole statement (3.2.3)
    moved: Counter = Counter()
    dests: list[str] = []
    steps: list[str] = []
    sepoys_ok = True
    while not (d.limited and dests):
        cands = _sweep_destinations(b, dests, moved, sepoys_ok)
        dst = d.select(cands, args.get("column", "sweep"), board=b)
        if dst is None:
            break
        got, used_sepoys, b = _sweep_to(d, walk, b, dst, moved, dests, sepoys_ok, steps, base)
        dests.append(dst)
        if used_sepoys:
            sepoys_ok = sepoys_roll(d, walk, "sweep")
    if not d.limited:
        # Sweep in place (3.2.3): spaces with cubes and Hidden Guerrillas not chosen as destinations
        places = [sid for sid, sp in b.spaces.items() if sid not in dests and not b.map[sid].is_railway
                  and sp.cubes and sp.guerrillas_hidden]
        places.sort(key=lambda s: -b.spaces[s].level)  # most Support first (the card)
        for sid in places:
            sp = b.spaces[sid]
            if sepoys_ok and sp.sepoys and sp.troops < sp.guerrillas_hidden:
                n = min(sp.guerrillas_hidden, sp.cubes)
                steps.append(f"activate {n}G {sid}")
                dests.append(sid)
                sepoys_ok = sepoys_roll(d, walk, "sweep")
            elif sp.troops:
                steps.append(f"select {sid}")
                dests.append(sid)
    if not dests or not steps:
        return None
    walk.op_spaces.extend(dests)
    return "sweep: " + "; ".join(steps)


# --------------------------------------------------------------------- taking pieces (8.5, 1.4.4)
def _takeable(b, sid: str, left: Counter) -> list[str]:
    """Kinds the Raj may take now: Gandhi, Active Activists, Active Guerrillas; Bases last."""
    out = []
    if left[terms.GANDHI]:
        out.append(terms.GANDHI)
    for k in (terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.GUERRILLAS):
        if left[k]:
            out.append(k)
    if left[terms.ML_BASES] and left["all_activists"] == 0:
        out.append(terms.ML_BASES)
    if left[terms.REV_BASES] and left["all_guerrillas"] == 0:
        out.append(terms.REV_BASES)
    return out


def take_plan(d, b, sid: str, cap: int, forced: bool = True) -> list[tuple[str, int]]:
    """The pieces to take from `sid`, at most `cap`: the first by the Adversary Priorities (8.5),
    then the rest of that faction as 1.4.4 requires (8.5.4), Congress and League as one (1.4.4);
    `forced` False (Govern) takes one piece only."""
    sp = b.spaces[sid]
    active = b.activists_active(sid)
    left = Counter({terms.GANDHI: 1 if b.gandhi == sid else 0,
                    terms.INC_ACTIVISTS: sp.inc_activists if active else 0,
                    terms.ML_ACTIVISTS: sp.ml_activists if active else 0,
                    terms.GUERRILLAS: sp.guerrillas_active, terms.ML_BASES: sp.ml_bases,
                    terms.REV_BASES: sp.rev_bases, "all_activists": sp.activists,
                    "all_guerrillas": sp.guerrillas})
    prio = []
    for k in d.adversaries(b, sid):
        k = terms.GUERRILLAS if k in ("hidden", "active", "guerrillas") else k
        if k in terms.PIECE_KINDS and k not in prio:
            prio.append(k)
    prio += [k for k in (terms.GANDHI, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.GUERRILLAS,
                         terms.ML_BASES, terms.REV_BASES) if k not in prio]
    taken: list[tuple[str, int]] = []

    def take(k):
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
        can = _takeable(b, sid, left)
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
        while cap > 0:  # 8.5.4: the rest of the target faction's pieces
            can = [k for k in _takeable(b, sid, left) if k in group]
            if not can:
                break
            take(next(k for k in prio if k in can))
            cap -= 1
    return taken


def _take_steps(sid: str, taken: list[tuple[str, int]]) -> list[str]:
    out = []
    for k, n in taken:
        verb = "arrest" if k in terms.JAILABLE else "remove"
        out.append(f"{verb} {piece_text(k, n)} {sid}")
    return out


# --------------------------------------------------------------------- Assault (3.2.4, 8.6.3)
def _assault_capacity(sp, sepoys_ok: bool) -> int:
    if not sepoys_ok:
        return sp.troops
    return sp.troops + sp.sepoys if sp.troops else sp.sepoys // 2


def _assault_candidates(b, chosen, sepoys_ok) -> list[str]:
    """Spaces with cubes and Active adversaries where the Assault takes something (8.6.3)."""
    out = []
    for sid, sp in b.spaces.items():
        if sid in chosen or not sp.cubes or not b.active_opponents_of_raj(sid):
            continue
        if _assault_capacity(sp, sepoys_ok) and _takeable(b, sid, Counter({
                terms.GANDHI: 1 if b.gandhi == sid else 0,
                terms.INC_ACTIVISTS: sp.inc_activists if b.activists_active(sid) else 0,
                terms.ML_ACTIVISTS: sp.ml_activists if b.activists_active(sid) else 0,
                terms.GUERRILLAS: sp.guerrillas_active, terms.ML_BASES: sp.ml_bases,
                terms.REV_BASES: sp.rev_bases, "all_activists": sp.activists, "all_guerrillas": sp.guerrillas})):
            out.append(sid)
    return out


def _wavell_sweep(d, walk, b, args, steps: list[str]) -> str | None:
    """8.1.6, 8.6.3 Lord Wavell: first Sweep (Movement Priorities) into one space available for
    the Assault; it becomes the first Assault space. NP-RAJ-4: free, no Activation roll."""
    moved: Counter = Counter()
    tried: list[str] = []
    while True:
        cands = [s for s in _sweep_destinations(b, tried, moved, True)
                 if b.active_opponents_of_raj(s) or b.spaces[s].guerrillas_hidden]
        dst = d.select(cands, "sweep", board=b)
        if dst is None:
            return None
        tried.append(dst)
        trial = d.scratch(b)
        sub: list[str] = []
        got, _, _ = _sweep_to(d, walk, trial, dst, Counter(), [], True, sub)
        # the Activations happen when the Sweep ends: judge the Assault after them
        check = d.scratch(b)
        d.apply(check, "RAJ assault: " + "; ".join(sub + [f"select {dst}"]))
        if got and dst in _assault_candidates(check, [], True):
            steps.extend(sub)
            return dst


def assault(d, walk, args) -> str | None:
    """8.6.3 Assault: spaces with cubes and Active adversaries by the Remove column, pieces by
    8.5; Troops and Sepoys until the Activation roll fails (8.6.2), then Troops only."""
    b = walk.scratch()
    steps: list[str] = []
    chosen: list[str] = []
    sepoys_ok = True
    first = None
    if args.get("wavell") and b.viceroy == terms.WAVELL:
        first = _wavell_sweep(d, walk, b, args, steps)
        if first:
            d.apply(b, "RAJ assault: " + "; ".join(steps + [f"select {first}"]))
    while not (d.limited and chosen):
        if first and not chosen:
            sid = first
        else:
            sid = d.select(_assault_candidates(b, chosen, sepoys_ok), args.get("column", "remove"), board=b)
        if sid is None:
            break
        chosen.append(sid)
        sp = b.spaces[sid]
        cap = _assault_capacity(sp, sepoys_ok)
        taken = take_plan(d, b, sid, cap)
        n = sum(c for _, c in taken)
        sub = _take_steps(sid, taken) or [f"select {sid}"]
        for s in sub:
            d.apply(b, f"RAJ assault: {s}")
        steps.extend(sub)
        if sepoys_ok and n > sp.troops and sp.sepoys:
            sepoys_ok = sepoys_roll(d, walk, "assault")
    if not chosen:
        return None
    walk.op_spaces.extend(chosen)
    return "assault: " + "; ".join(steps)


# --------------------------------------------------------------------- Govern (4.2.2, 8.7.1)
def govern(d, walk, args) -> str | None:
    """8.7.1 Govern in 2 spaces, the card's actions in order, each as far as possible before the
    next: remove-protest (spaces with cubes, a Protest, no Activists), imperialism (a die roll of
    markers removed and levels shifted in all, Support column), remove-adversaries (Remove
    column, one piece by 8.5)."""
    b = walk.scratch()
    chosen: list[str] = []
    steps: list[str] = []
    for action in args.get("actions", []):
        if len(chosen) >= 2:
            break
        if action == "remove-protest":
            while len(chosen) < 2:
                cands = [sid for sid, sp in b.spaces.items() if sid not in chosen and sp.cubes and sp.protest
                         and not sp.activists]
                sid = d.select(cands, "remove", board=b)
                if sid is None:
                    break
                chosen.append(sid)
                steps.append(f"remove protest {sid}")
                d.apply(b, f"RAJ govern: remove protest {sid}")
        elif action == "imperialism":
            cands = _imperialism_spaces(b, chosen)
            if not cands:
                continue
            budget = d.roll("8.7.1 Imperialism: markers removed and levels shifted, at most")
            while budget > 0 and len(chosen) < 2:
                sid = d.select(_imperialism_spaces(b, chosen), "support", board=b)
                if sid is None:
                    break
                chosen.append(sid)
                sp = b.spaces[sid]
                sub = []
                for _ in range(sp.unrest):
                    if budget:
                        sub.append(f"remove unrest {sid}")
                        budget -= 1
                if budget and sp.muslim_state and len(sub) == sp.unrest:
                    sub.append(f"remove muslim-state {sid}")
                    budget -= 1
                elif budget and len(sub) == sp.unrest and not sp.muslim_state:
                    n = min(2, budget, terms.ACTIVE_SUPPORT - sp.level)
                    if n > 0:
                        sub.append(f"shift {sid} +{n}")
                        budget -= n
                for s in sub:
                    d.apply(b, f"RAJ govern: {s}")
                steps.extend(sub)
        elif action == "remove-adversaries":
            while len(chosen) < 2:
                cands = [sid for sid, sp in b.spaces.items() if sid not in chosen and sp.cubes
                         and take_plan(d, b, sid, 1, forced=False)]
                sid = d.select(cands, "remove", board=b)
                if sid is None:
                    break
                chosen.append(sid)
                sub = _take_steps(sid, take_plan(d, b, sid, 1, forced=False))
                for s in sub:
                    d.apply(b, f"RAJ govern: {s}")
                steps.extend(sub)
    if not steps:
        return None
    walk.sa_spaces.extend(chosen)
    return "govern: " + "; ".join(steps)


def _imperialism_spaces(b, chosen) -> list[str]:
    """Spaces with cubes, no Active opponents (4.2.2) and something to buy: Unrest, a Muslim
    State, or a level below Active Support (not Railways)."""
    out = []
    for sid, sp in b.spaces.items():
        if sid in chosen or not sp.cubes or b.active_opponents_of_raj(sid) or b.map[sid].is_railway:
            continue
        if sp.unrest or sp.muslim_state or sp.level < terms.ACTIVE_SUPPORT:
            out.append(sid)
    return out


# --------------------------------------------------------------------- Martial Law (4.2.3, 8.7.1)
def martial_law(d, walk, args) -> str | None:
    """8.7.1: among spaces with Unrest (any, under Lord Linlithgow: NP-RAJ-5) and no Support, with
    cubes and Activists, by the Remove column; two spaces in a Crisis. One Activist per cube, by
    8.5's order between the two factions."""
    b = walk.scratch()
    linlithgow = b.viceroy == terms.LINLITHGOW
    limit = 2 if b.crisis else 1
    chosen: list[str] = []
    steps: list[str] = []
    while len(chosen) < limit and not (d.limited):
        cands = [sid for sid, sp in b.spaces.items() if sid not in chosen and sp.cubes and sp.activists
                 and sp.level <= terms.NEUTRAL and (sp.unrest or linlithgow)]
        sid = d.select(cands, "remove", board=b)
        if sid is None:
            break
        chosen.append(sid)
        sp = b.spaces[sid]
        n = min(sp.cubes, sp.activists)
        order = [k for k in d.adversaries(b, sid, kinds=list(terms.ACTIVISTS)) if k in terms.ACTIVISTS]
        order = list(dict.fromkeys(order + list(terms.ACTIVISTS)))
        sub = []
        for k in order:
            m = min(n, sp.count(k))
            if m:
                sub.append(f"remove {m}{CANONICAL_PIECE[k]} {sid}")
                n -= m
        steps.extend(sub)
        d.apply(b, "RAJ martial-law: " + "; ".join(sub))
    if not steps:
        return None
    walk.sa_spaces.extend(chosen)
    return "martial-law: " + "; ".join(steps)


# --------------------------------------------------------------------- Treaty (4.2.1, 8.7.1)
def treaty(d, walk, args) -> str | None:
    """8.7.1: in each State with Sepoys, remove or arrest Active adversaries, one per Sepoy (8.5,
    1.4.4); the States in the Remove column's order."""
    b = walk.scratch()
    chosen: list[str] = []
    steps: list[str] = []
    while True:
        cands = [sid for sid, sp in b.spaces.items() if sid not in chosen and b.is_state(sid) and sp.sepoys
                 and take_plan(d, b, sid, sp.sepoys)]
        sid = d.select(cands, "remove", board=b)
        if sid is None:
            break
        chosen.append(sid)
        sub = _take_steps(sid, take_plan(d, b, sid, b.spaces[sid].sepoys))
        for s in sub:
            d.apply(b, f"RAJ treaty: {s}")
        steps.extend(sub)
    if not steps:
        return None
    walk.sa_spaces.extend(chosen)
    return "treaty: " + "; ".join(steps)


OPS = {"deploy": deploy, "sweep": sweep, "assault": assault}
SAS = {"govern": govern, "martial-law": martial_law, "treaty": treaty}


# --------------------------------------------------------------------- Pass (8.1.4)
def pass_text(d) -> str:
    """8.1.4 (IT:1087): when the NP Raj Passes (2.3.3) there is no other effect."""
    return f"{terms.RAJ} pass"
