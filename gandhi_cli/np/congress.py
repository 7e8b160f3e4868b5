"""The Non-Player Congress (8.1.4, 8.6.4, 8.7.2): the checks on its twelve Arjuna cards
(`data/arjuna/congress.yaml`), its Operations (Rally, Demonstrate, Civil Disobedience,
Non-Cooperation), its Special Activities (Negotiate, Satyagraha, Persuade) and its Pass.

Every function plans on `walk.board` (the scratch board with the move so far applied) and returns
notation without the faction (`"rally: place 2 INC bihar; out-of-play 1 INC"`), or None when
nothing can be done (an Operation: draw a new card, 8.3; a Special Activity: the next one, 8.7).
The Congress operates in as many spaces as Gandhi, Protest and Restraint allow (3.3, 8.6.1): a
space without a Protest marker or Gandhi when chosen counts against Restraint (NV-1). A Limited
Op acts in its first space only (8.6.1). Readings: docs/rules-notes.md NP-INC-n.
"""

from __future__ import annotations

from ..model import terms

INC_A, ML_A = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS
LEVEL_OPPOSITION = 0  # a level below this is Opposition


# --------------------------------------------------------------------- helpers
def _spaces(d, board, railways: bool | None = None) -> list[str]:
    """Space ids; Railways only when the Raj is a player (8.1.3) unless `railways` says."""
    ok_rw = d.raj_is_player if railways is None else railways
    return [s.id for s in board.map if ok_rw or not s.is_railway]


def _free(board, sid: str) -> bool:
    """3.3: a Protest marker or Gandhi: the space does not count against Restraint."""
    return board.spaces[sid].protest or board.gandhi == sid


class _Limit:
    """The Congress's space limit for one Operation (3.3, 8.6.1; Limited Op: one space)."""

    def __init__(self, d, walk):
        self.d = d
        self.counted = 0
        self.chosen = 0
        self.negotiated = set(walk.sa_spaces) if walk.sa == "negotiate" else set()

    def allows(self, board, sid: str) -> bool:
        if self.d.limited and self.chosen >= 1:
            return False
        if sid in self.negotiated:  # 3.1.1, 4.1.1
            return False
        return _free(board, sid) or self.counted < board.restraint

    def take(self, board, sid: str) -> None:
        if not _free(board, sid):
            self.counted += 1
        self.chosen += 1

    @property
    def full(self) -> bool:
        return self.d.limited and self.chosen >= 1


def _apply(d, board, text: str) -> None:
    d.apply(board, f"{d.faction} {text}")


def _nc_candidates(d, board) -> list[str]:
    """3.3.4 with 8.6.4: Protest spaces with Congress Activists and no Raj Control (in a Crisis,
    Raj Control too: NP-INC-3). Railways are left out: nothing shifts there (NV-5)."""
    crisis = board.crisis
    return [sid for sid in _spaces(d, board, railways=False)
            if board.spaces[sid].protest and board.spaces[sid].inc_activists
            and (crisis or not board.raj_control(sid))]


def _cd_candidates(d, board, done) -> list[str]:
    """Spaces where Civil Disobedience places a Protest: Congress Activists or Gandhi, no Protest
    yet, not already chosen (NP-INC-4)."""
    return [sid for sid in _spaces(d, board)
            if sid not in done and not board.spaces[sid].protest
            and (board.spaces[sid].inc_activists or board.gandhi == sid)]


# --------------------------------------------------------------------- checks (the blue boxes)
def _six_inc(d, walk) -> bool:
    """G: 6+ Congress Activists in India (on the map)."""
    return walk.board.on_map(INC_A) >= 6


def _die_available_jail(d, walk) -> bool:
    """G, M, LL: die roll <= Congress Activists Available + in Jail."""
    b = walk.board
    n = b.available(INC_A) + b.jail.get(INC_A, 0)
    return d.roll(f"<= Congress Activists Available + in Jail ({n})?") <= n


def _die_jail(d, walk) -> bool:
    """HH: die roll <= Congress Activists in Jail."""
    n = walk.board.jail.get(INC_A, 0)
    return d.roll(f"<= Congress Activists in Jail ({n})?") <= n


def _nv_match_cubes(d, walk) -> bool:
    """H: NV Activists equal or exceed the cubes in a space without Protest (one Activist at
    least; Railways left out: NP-INC-5)."""
    b = walk.board
    return any(not sp.protest and sp.activists and sp.activists >= sp.cubes and not b.map[sid].is_railway
               for sid, sp in b.spaces.items())


def _two_protests(d, walk) -> bool:
    return walk.board.protests_available_for_ops() >= 2


def _protest_available(d, walk) -> bool:
    return walk.board.protests_available_for_ops() >= 1


def _inc_piece_no_protest(d, walk) -> bool:
    """J: a Congress piece (Activist or Gandhi) in a space without Protest."""
    b = walk.board
    return any(not sp.protest and (sp.inc_activists or b.gandhi == sid) for sid, sp in b.spaces.items())


def _nc_space(d, walk) -> bool:
    return bool(_nc_candidates(d, walk.board))


def _protest_without_inc(d, walk) -> bool:
    """K: a Protest space without Congress Activists."""
    return any(sp.protest and not sp.inc_activists for sp in walk.board.spaces.values())


def _protest_raj_control(d, walk) -> bool:
    """L: a Protest space under Raj Control."""
    b = walk.board
    return any(sp.protest and b.raj_control(sid) for sid, sp in b.spaces.items())


def _hidden_in_opposition(d, walk) -> bool:
    """M: Hidden Guerrillas in an Opposition space."""
    return any(sp.guerrillas_hidden and sp.level < LEVEL_OPPOSITION for sp in walk.board.spaces.values())


def _sa_was_satyagraha(d, walk) -> bool:
    return walk.sa == "satyagraha"


CHECKS = {
    "six-inc-in-india": _six_inc,
    "die-available-jail": _die_available_jail,
    "die-jail": _die_jail,
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
def rally(d, walk, args):
    """3.3.1, 8.6.4: spaces by Place Activists, Population Activists each as far as Available;
    then ★ 3+ Congress Activists in Jail: roll and release (Congress first), else one Congress
    Activist from Out of Play."""
    b = d.scratch() if walk.board is None else walk.scratch()
    lim = _Limit(d, walk)
    steps, chosen = [], []
    while b.available(INC_A) and not lim.full:
        cands = [sid for sid in _spaces(d, b, railways=False)
                 if sid not in chosen and b.map[sid].pop > 0 and lim.allows(b, sid)
                 and (b.spaces[sid].level <= terms.NEUTRAL or _free(b, sid))]
        sid = d.select(cands, "place-activists", board=b)
        if sid is None:
            break
        n = min(b.map[sid].pop, b.available(INC_A))
        lim.take(b, sid)
        chosen.append(sid)
        steps.append(f"place {n} INC {sid}")
        _apply(d, b, f"rally: {steps[-1]}")
    if not chosen:
        return None
    jail_inc, jail_ml = b.jail.get(INC_A, 0), b.jail.get(ML_A, 0)
    if jail_inc >= 3:
        r = d.die()
        own = min(r, jail_inc)
        other = min(r - own, jail_ml)
        steps.append(f"roll {r}")
        steps.append(f"release {own} INC")
        if other:
            steps.append(f"release {other} ML")
    elif b.out_of_play.get(INC_A, 0):
        steps.append("out-of-play 1 INC")
    walk.op_spaces += chosen
    return "rally: " + "; ".join(steps)


def _movable(d, b, origin: str, moved: dict) -> int:
    """Congress Activists that may leave `origin` by the Movement Priorities (8.4.2, Congress):
    keep 1 on a Railway without Strike (Raj a player), 2 Activists in a Protest space, enough not
    to add Raj Control; pieces that arrived this Operation stay (3.1.2)."""
    sp = b.spaces[origin]
    can = sp.inc_activists - moved.get(origin, 0)
    if b.map[origin].is_railway and d.raj_is_player and not sp.strike:
        can = min(can, sp.inc_activists - 1)
    if sp.protest:
        can = min(can, sp.activists - 2)
    if not b.raj_control(origin):
        while can > 0:
            t = b.copy()
            t.spaces[origin].inc_activists -= can
            if not t.raj_control(origin):
                break
            can -= 1
    return max(can, 0)


def demonstrate(d, walk, args):
    """3.3.2, 8.6.4, 8.4.2: destination by the Demonstrate column (A), origin the adjacent space
    with most Congress Activists (B); move 1, then more until NV Activists >= cubes there, Muslim
    League Activists along up to Unity; a Protest where no Raj Control; then C (NP-INC-9)."""
    b = walk.scratch()
    lim = _Limit(d, walk)
    steps, dests, origins = [], [], set()
    arrived: dict[str, int] = {}
    ml_moved = 0
    while not lim.full:
        def origins_for(dst):
            return [o for o in b.map.neighbours(dst)
                    if o not in dests and (d.raj_is_player or not b.map[o].is_railway)
                    and _movable(d, b, o, arrived) > 0]

        cands = [sid for sid in _spaces(d, b, railways=False)
                 if sid not in dests and sid not in origins and lim.allows(b, sid) and origins_for(sid)]
        dst = d.select(cands, "demonstrate", board=b)
        if dst is None:
            break
        lim.take(b, dst)
        dests.append(dst)
        first = True
        while True:
            sp = b.spaces[dst]
            if not first and sp.activists >= sp.cubes:
                break
            outs = origins_for(dst)
            if not outs:
                break
            most = max(b.spaces[o].inc_activists for o in outs)
            tied = [o for o in outs if b.spaces[o].inc_activists == most]
            org = tied[0] if len(tied) == 1 else d.random_space(tied, b)
            origins.add(org)
            can = _movable(d, b, org, arrived)
            n = min(can, max(1 if first else 0, sp.cubes - sp.activists))
            if n <= 0:
                break
            osp = b.spaces[org]
            m = min(b.unity - ml_moved, osp.ml_activists, n)
            while m > 0:  # the League's Activists must not give the origin Raj Control either
                t = b.copy()
                t.spaces[org].inc_activists -= n
                t.spaces[org].ml_activists -= m
                keep2 = not osp.protest or t.spaces[org].activists >= 2
                if keep2 and (b.raj_control(org) or not t.raj_control(org)):
                    break
                m -= 1
            pieces = f"{n} INC" + (f" {m} ML" if m else "")
            steps.append(f"move {pieces} {org}>{dst}")
            _apply(d, b, f"demonstrate: {steps[-1]}")
            arrived[dst] = arrived.get(dst, 0) + n
            ml_moved += m
            first = False
        sp = b.spaces[dst]
        if not sp.protest and not b.raj_control(dst) and b.protests_available_for_ops():
            steps.append(f"add protest {dst}")
            _apply(d, b, f"demonstrate: {steps[-1]}")
    if not steps:
        return None
    walk.op_spaces += dests
    return "demonstrate: " + "; ".join(steps)


def civil_disobedience(d, walk, args):
    """3.3.3, 8.6.4: spaces by Place Protest, a Protest in each while one is Available; then
    (Raj a player) 1 Activist from a chosen space with 3+ Congress Activists to the adjacent
    Railway of highest Econ without Activists (NP-INC-8). args `gandhi-space: true` (cards H, J, after the SA,
    "✓ Satyagraha: Place Protest in Gandhi's space"): only Gandhi's space, only after a
    Satyagraha."""
    b = walk.scratch()
    if args.get("gandhi-space"):
        sid = b.gandhi
        if (walk.sa != "satyagraha" or sid not in b.spaces or sid in walk.op_spaces or b.spaces[sid].protest
                or not b.protests_available_for_ops() or sid in _Limit(d, walk).negotiated):
            return None
        walk.op_spaces.append(sid)
        return f"civil-disobedience: select {sid}"
    lim = _Limit(d, walk)
    chosen: list[str] = []
    while b.protests_available_for_ops() and not lim.full:
        cands = [sid for sid in _cd_candidates(d, b, set(chosen) | set(walk.op_spaces)) if lim.allows(b, sid)]
        sid = d.select(cands, "place-protest", board=b)
        if sid is None:
            break
        lim.take(b, sid)
        chosen.append(sid)
        _apply(d, b, f"civil-disobedience: select {sid}")
    if not chosen:
        return None
    steps = [f"select {' '.join(chosen)}"]
    if d.raj_is_player:  # 8.6.4, 8.1.3
        best: dict[str, tuple[int, list[str]]] = {}
        for sid in chosen:
            if b.spaces[sid].inc_activists < 3:
                continue
            rws = [r for r in b.map.neighbours(sid) if b.map[r].is_railway and not b.spaces[r].activists]
            if rws:
                top = max(b.map[r].econ for r in rws)
                best[sid] = (top, [r for r in rws if b.map[r].econ == top])
        if best:
            top = max(e for e, _ in best.values())
            srcs = [s for s, (e, _) in best.items() if e == top]
            src = srcs[0] if len(srcs) == 1 else d.random_space(srcs, b)
            rws = best[src][1]
            rw = rws[0] if len(rws) == 1 else d.random_space(rws, b)
            steps.append(f"move 1 INC {src}>{rw}")
    walk.op_spaces += chosen
    return "civil-disobedience: " + "; ".join(steps)


def non_cooperation(d, walk, args):
    """3.3.4, 8.6.4: every available space (Protest spaces are free of the limit), in the order of
    the Shift to Opposition column; a Limited Op takes the first only."""
    b = walk.board
    cands = [s for s in _nc_candidates(d, b) if s not in _Limit(d, walk).negotiated]
    chosen: list[str] = []
    while cands and not (d.limited and chosen):
        sid = d.select(cands, "opposition", board=b)
        if sid is None:
            break
        chosen.append(sid)
        cands.remove(sid)
    if not chosen:
        return None
    walk.op_spaces += chosen
    return f"non-cooperation: select {' '.join(chosen)}"


OPS = {
    "rally": rally,
    "demonstrate": demonstrate,
    "civil-disobedience": civil_disobedience,
    "non-cooperation": non_cooperation,
}


# --------------------------------------------------------------------- Special Activities (8.7.2)
def negotiate(d, walk, args):
    """4.3.1, 8.7.2: args `actions`, in the card's order, the first that can be done:
    `remove-muslim-state` (space by Remove or Replace) or `release-gandhi` (only if Gandhi is in
    Jail; space by Move or Release Gandhi; the die is rolled and written: NP-INC-10)."""
    b = walk.board
    if walk.op is not None and walk.op not in ("rally", "demonstrate", "civil-disobedience"):
        return None  # 4.1.2
    base = [sid for sid in _spaces(d, b) if b.spaces[sid].inc_activists and not b.raj_control(sid)
            and sid not in walk.op_spaces]
    for action in args.get("actions", []):
        if action == "remove-muslim-state":
            cands = [sid for sid in base if b.spaces[sid].muslim_state
                     and b.spaces[sid].inc_activists + (b.gandhi == sid) > b.spaces[sid].ml_activists
                     + b.spaces[sid].ml_bases]
            sid = d.select(cands, "remove", board=b)
            if sid:
                walk.sa_spaces.append(sid)
                return f"negotiate: select {sid}; remove muslim-state {sid}"
        elif action == "release-gandhi":
            if b.gandhi != terms.JAIL:
                continue
            sid = d.select(base, "gandhi", board=b)
            if sid:
                walk.sa_spaces.append(sid)
                return f"negotiate: select {sid}; roll {d.die()}"
    return None


def satyagraha(d, walk, args):
    """4.3.2, 8.7.2: Gandhi to the space the Move or Release Gandhi column picks (from Jail only
    if the Raj agrees: the NP Raj always refuses, 8.1.4, so the SA cannot be done; a player Raj
    is asked: NP-INC-2), then the card's `actions`, the first that applies: `remove-if-unrest`
    (✓ Unrest: remove the Unrest and any Protest), `remove` (Unrest or Protest there),
    `add-activist` (NP-INC-7)."""
    b = walk.board
    if b.gandhi == terms.JAIL and not d.raj_is_player:
        d.why("Satyagraha: Gandhi is in Jail and the NP Raj refuses to release him (8.1.4)")
        return None
    cands = _spaces(d, b)
    dst = d.select(cands, "gandhi", board=b)
    if dst is None:
        return None
    if b.gandhi == terms.JAIL:
        steps = [f"release gandhi to {dst}"]
        d.why("Satyagraha: the Congress asks the Raj player to release Gandhi (NP-INC-2)")
    elif b.gandhi == terms.AVAILABLE:
        steps = [f"place gandhi {dst}"]
    elif b.gandhi == dst:
        steps = [f"select {dst}"]
    else:
        steps = [f"move gandhi {b.gandhi}>{dst}"]
    sp = b.spaces[dst]
    for action in args.get("actions", []):
        if action in ("remove-if-unrest", "remove") and (sp.unrest or (action == "remove" and sp.protest)):
            steps.append(f"remove {'unrest' if sp.unrest else 'protest'} {dst}")
            break
        if action == "add-activist" and b.available(INC_A):
            steps.append(f"place 1 INC {dst}")
            break
    walk.sa_spaces.append(dst)
    return "satyagraha: " + "; ".join(steps)


def _persuade_removable(board, sid: str, order: list[str]) -> str | None:
    """The first piece in the 8.5 order that Persuade may remove: Active, opposing, never
    Gandhi; Sepoys before Troops; Bases once their faction's mobile pieces are gone (4.3.3)."""
    sp = board.spaces[sid]
    active = board.activists_active(sid)
    for kind in order:
        if kind == terms.TROOPS and sp.troops and not sp.sepoys:
            return "1T"
        if kind == terms.SEPOYS and sp.sepoys:
            return "1S"
        if kind == ML_A and sp.ml_activists and active:
            return "1 ML"
        if kind in (terms.GUERRILLAS, "active") and sp.guerrillas_active:
            return "1G"
        if kind == terms.ML_BASES and sp.ml_bases and not sp.ml_activists:
            return "1 MLB"
        if kind == terms.REV_BASES and sp.rev_bases and not sp.guerrillas:
            return "1 RB"
    return None


def persuade(d, walk, args):
    """4.3.3, 8.7.2: up to two spaces, the card's `actions` in order, the next only once the
    first has no space left: `activate` (spaces with Active Congress Activists and Hidden
    Guerrillas, by Remove or Replace) and `remove` (one Active opposing piece, space by Remove or
    Replace, piece by 8.5)."""
    b = walk.scratch()
    steps: list[str] = []
    done: list[str] = []
    for action in args.get("actions", []):
        while len(done) < 2:
            own = [sid for sid in _spaces(d, b, railways=True) if sid not in done
                   and (b.spaces[sid].inc_activists or b.gandhi == sid)]
            if action == "activate":
                cands = [sid for sid in own if b.spaces[sid].inc_activists and b.activists_active(sid)
                         and b.spaces[sid].guerrillas_hidden]
            else:
                cands = [sid for sid in own if _persuade_removable(b, sid, d.adversaries(b, sid)) is not None]
            sid = d.select(cands, "remove", board=b)
            if sid is None:
                break
            if action == "activate":
                sp = b.spaces[sid]
                nv = sp.activists + sp.ml_bases + (1 if b.gandhi == sid else 0)
                steps.append(f"activate {min(nv, sp.guerrillas_hidden)}G {sid}")
            else:
                steps.append(f"remove {_persuade_removable(b, sid, d.adversaries(b, sid))} {sid}")
            done.append(sid)
            _apply(d, b, f"persuade: {steps[-1]}")
    if not steps:
        return None
    walk.sa_spaces += done
    return "persuade: " + "; ".join(steps)


SAS = {
    "negotiate": negotiate,
    "satyagraha": satyagraha,
    "persuade": persuade,
}


# --------------------------------------------------------------------- Pass (8.1.4)
def pass_text(d) -> str:
    """8.1.4: the NP Congress passing moves one Congress Activist from Out of Play to Available,
    if one is there. The notation has no colon after `pass` (grammar/gandhi.lark)."""
    if d.state.out_of_play.get(INC_A, 0):
        return f"{d.faction} pass out-of-play 1 INC"
    return f"{d.faction} pass"


# --------------------------------------------------------------------- outside the cards (3.2.4)
def protests_after_arrest(d) -> str | None:
    """After the Raj arrested Gandhi, the NP Congress places up to two Protests (3.2.4) in
    non-Railway spaces without one, by its place-protest column (8.4.1)."""
    board = d.scratch()
    steps = []
    for _ in range(2):
        if board.protests_available_for_ops() <= 0:
            break
        cands = [sid for sid, sp in board.spaces.items()
                 if not board.map.spaces[sid].is_railway and not sp.protest]
        sid = d.select(cands, "place-protest", board=board)
        if sid is None:
            break
        board.place_protest(sid)
        steps.append(f"add protest {sid}")
    return f"INC protests: {'; '.join(steps)}" if steps else None
