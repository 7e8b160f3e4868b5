"""The Non-Player Revolutionaries (8.1.4, 8.6.2, 8.6.6, 8.7.4): the checks of their Arjuna cards
(`data/arjuna/rev.yaml`), their Operations (Rally, March, Attack, Unrest) with the Activation
Number loop, their Special Activities (Aid to go Hidden, Infiltrate, Assassinate) and their Pass.

Every function plans on `walk.board` (the move so far applied) and returns notation without the
faction (`"rally: place 2G punjab; out-of-play 1G"`), or None when nothing can be done.
Readings: docs/rules-notes.md NP-REV-1..n.
"""

from __future__ import annotations

from ..model import terms
from ..notation.statements import piece_text
from ..rules.operations.rev import attack_adds_unrest

G = terms.GUERRILLAS
# --------------------------------------------------------------------- board helpers
def _spaces(board):
    return board.spaces.items()


def _is_rail(board, sid: str) -> bool:
    return board.map[sid].is_railway


def _unrest(board, sid: str) -> bool:
    """An Unrest space; on a Railway the Strike is its Unrest (1.12)."""
    sp = board.spaces[sid]
    return sp.unrest > 0 or (sp.strike and _is_rail(board, sid))


def _rail_ok(d, board, sid: str) -> bool:
    """8.1.3: NPs put forces or Strikes on Railways only if the Raj is a player."""
    return d.raj_is_player or not _is_rail(board, sid)


def _activation(d, walk) -> int:
    """8.6.2: the card's Activation Number: 2, 3 or Restraint (NP-REV-2)."""
    m = walk.max
    if isinstance(m, int):
        return m
    if isinstance(m, str) and m.isdigit():
        return int(m)
    return walk.board.restraint  # "restraint" (and anything unreadable)


def _go_on(d, walk, op: str) -> bool:
    """8.6.2 #3: after a space, a die: at most the Activation Number ends the Operation."""
    n = _activation(d, walk)
    r = d.roll(f"{op}: Activation Number {n} (8.6.2)")
    if r <= n:
        d.why(f"{op} ends: roll {r} <= {n}")
        return False
    return True


def _pick(d, cands: list[str], column: str, board) -> str | None:
    """8.4.1: the only candidate, or the priority column's choice among several."""
    if len(cands) <= 1:
        return cands[0] if cands else None
    return d.select(cands, column, board=board)


def _pick_one(d, cands: list[str], column: str, board) -> str:
    """`_pick` among candidates 8.1.3 leaves standing (the callers already keep out the Railways it
    rules out: all of them for forces while the Raj is a Non-Player, struck ones for Unrest): one
    is always chosen (a ValueError, a bug, if not)."""
    sid = _pick(d, cands, column, board)
    if sid is None:
        raise ValueError(f"8.4.1 {column}: no space chosen among {', '.join(cands)}")
    return sid


def _plan(d, walk, op: str, steps: list[str]):
    """A copy of walk.board with the Operation so far carried out."""
    b = walk.scratch()
    if steps:
        d.apply(b, f"{d.faction} {op}: " + "; ".join(steps))
    return b


def _active_opponents(board, sid: str) -> dict:
    from ..rules.targeting import active_pieces

    act = active_pieces(board, sid)
    return {k: n for k, n in act.items() if terms.PIECE_OWNER[k] != terms.REV and k != terms.GANDHI and n > 0}


# --------------------------------------------------------------------- checks (the blue boxes)
def unrest_or_base_without_guerrillas(d, walk) -> bool:
    """Z: any Unrest or Revolutionary Base without Guerrillas."""
    b = walk.board
    return any((_unrest(b, sid) or sp.rev_bases) and not sp.guerrillas for sid, sp in _spaces(b))


def roll_le_available_guerrillas(d, walk) -> bool:
    """Z, X, W, U: a die at most the Guerrillas Available."""
    return d.roll("Arjuna: die <= Guerrillas Available?") <= walk.board.available(G)


def guerrilla_pop2_no_unrest(d, walk) -> bool:
    """Y: any Guerrilla in a Population 2 space without Unrest."""
    b = walk.board
    return any(sp.guerrillas and b.map[sid].pop == 2 and not _unrest(b, sid) for sid, sp in _spaces(b))


def hidden_2plus_pop2_no_unrest(d, walk) -> bool:
    """Y: Hidden Guerrillas in 2+ Population 2 spaces without Unrest."""
    b = walk.board
    return sum(1 for sid, sp in _spaces(b)
               if sp.guerrillas_hidden and b.map[sid].pop == 2 and not _unrest(b, sid)) >= 2


def pop2_province_no_unrest_no_guerrilla(d, walk) -> bool:
    """X: any Province of Population 2 without Unrest and without Guerrillas."""
    b = walk.board
    return any(b.map[sid].is_province and b.map[sid].pop == 2 and not _unrest(b, sid) and not sp.guerrillas
               for sid, sp in _spaces(b))


def three_guerrillas_any_space(d, walk) -> bool:
    """W, ZZ: 3+ Guerrillas in any space."""
    return any(sp.guerrillas >= 3 for _sid, sp in _spaces(walk.board))


def three_guerrillas_no_unrest(d, walk) -> bool:
    """XX: 3+ Guerrillas in any space without Unrest."""
    b = walk.board
    return any(sp.guerrillas >= 3 and not _unrest(b, sid) for sid, sp in _spaces(b))


def guerrillas_exceed_unity_no_base(d, walk) -> bool:
    """V: Guerrillas exceed Unity in any space without a Revolutionary Base."""
    b = walk.board
    return any(sp.guerrillas > b.unity and not sp.rev_bases for _sid, sp in _spaces(b))


def hidden_guerrilla_no_unrest(d, walk) -> bool:
    """V, VV: any Hidden Guerrilla where there is no Unrest."""
    b = walk.board
    return any(sp.guerrillas_hidden and not _unrest(b, sid) for sid, sp in _spaces(b))


def guerrilla_no_unrest(d, walk) -> bool:
    """WW: any Guerrilla where there is no Unrest."""
    b = walk.board
    return any(sp.guerrillas and not _unrest(b, sid) for sid, sp in _spaces(b))


def six_guerrillas_in_india(d, walk) -> bool:
    """U: 6+ Guerrillas on the map."""
    return walk.board.on_map(G) >= 6


def crisis(d, walk) -> bool:
    """The check mark "Crisi" before an SA option (6.8)."""
    return walk.board.crisis


CHECKS = {f.__name__: f for f in (
    unrest_or_base_without_guerrillas, roll_le_available_guerrillas, guerrilla_pop2_no_unrest,
    hidden_2plus_pop2_no_unrest, pop2_province_no_unrest_no_guerrilla, three_guerrillas_any_space,
    three_guerrillas_no_unrest, guerrillas_exceed_unity_no_base, hidden_guerrilla_no_unrest, guerrilla_no_unrest,
    six_guerrillas_in_india, crisis)}


# --------------------------------------------------------------------- Operations (8.6.6)
def rally(d, walk, args) -> str | None:
    """8.6.6 Rally: (1) a Base in every space where the Guerrillas exceed Unity (place-bases when
    there are more such spaces than Bases); (2) Guerrillas by place-guerrillas, the Activation loop
    (8.6.2) after each such space (NP-REV-5); ★ 1 Guerrilla Out of Play → Available."""
    steps: list[str] = []
    chosen: list[str] = []
    b = walk.board

    def can_rally(board, sid):
        sp = board.spaces[sid]
        return not _is_rail(board, sid) and (sp.level <= terms.NEUTRAL or sp.rev_bases > 0) and sid not in chosen

    # (1) Bases: every space where Guerrillas exceed Unity, with room for a Base (1.4.2)
    while not (d.limited and chosen):
        b = _plan(d, walk, "rally", steps)
        if not b.available(terms.REV_BASES):
            break
        cands = [sid for sid, sp in _spaces(b) if can_rally(b, sid) and sp.guerrillas > b.unity
                 and sp.bases < b.map[sid].pop]
        if not cands:
            break
        sid = _pick_one(d, cands, "place-bases", b)
        steps.append(f"replace {piece_text(G, b.unity)} {sid} with 1 RB")
        chosen.append(sid)
    # (2) Guerrillas, space by space, with the Activation loop (rolled when another space is open)
    placed = 0
    while not (d.limited and chosen):
        b = _plan(d, walk, "rally", steps)
        if not b.available(G):
            break
        cands = [sid for sid in b.spaces if can_rally(b, sid)]
        if not cands or (placed and not _go_on(d, walk, "Rally")):
            break
        sid = _pick_one(d, cands, "place-guerrillas", b)
        n = min(1 + b.spaces[sid].rev_bases, b.available(G))
        steps.append(f"place {piece_text(G, n)} {sid}")
        chosen.append(sid)
        placed += 1
    if not chosen:
        return None
    if walk.board.out_of_play.get(G, 0):
        steps.append(f"out-of-play {piece_text(G, 1)}")  # ★
    walk.op_spaces = chosen
    return "rally: " + "; ".join(steps)


def _keep(d, board, sid: str) -> int:
    """8.4.2, the Revolutionary column: the Guerrillas an origin keeps."""
    sp = board.spaces[sid]
    keep = 0
    if d.raj_is_player and _is_rail(board, sid) and not sp.strike:
        keep = max(keep, 1)
    if sp.rev_bases:
        keep = max(keep, 1)
    if not _unrest(board, sid):
        keep = max(keep, 3)
    else:
        keep = max(keep, 1)
    return keep


def _can_leave(d, board, sid: str, moved_in: dict) -> bool:
    """One more Guerrilla may leave `sid`: above what it keeps, not one that marched in (3.1.2),
    and without adding Raj Control (8.4.2), Hidden first."""
    sp = board.spaces[sid]
    movable = sp.guerrillas - moved_in.get(sid, 0)
    if movable <= 0 or sp.guerrillas <= _keep(d, board, sid):
        return False
    if sp.guerrillas_hidden:
        return True
    after = board.copy()
    after.audit = False
    after.spaces[sid].guerrillas_active -= 1
    return board.raj_control(sid) or not after.raj_control(sid)


def march(d, walk, args) -> str | None:
    """8.6.6 March with 8.4.2: A an origin (most Guerrillas, not a destination), B a destination by
    the march column (adjacent, not an origin), one Guerrilla per choice, Hidden first; C back to
    B while the origin can give more, else the Activation loop (8.6.2) and A (NP-REV-6)."""
    steps: list[str] = []
    origins: list[str] = []
    dests: list[str] = []
    moved_in: dict[str, int] = {}
    while True:
        b = _plan(d, walk, "march", steps)
        cands = [sid for sid, sp in _spaces(b) if sid not in origins and sid not in dests and sp.guerrillas
                 and _can_leave(d, b, sid, moved_in)
                 and any(_rail_ok(d, b, n) and n not in origins + [sid] for n in b.map.neighbours(sid))]
        if not cands or (origins and (d.limited or not _go_on(d, walk, "March"))):
            break
        most = max(b.spaces[s].guerrillas for s in cands)
        top = [s for s in cands if b.spaces[s].guerrillas == most]
        origin = top[0] if len(top) == 1 else d.random_space(top, b)
        origins.append(origin)
        while True:
            b = _plan(d, walk, "march", steps)
            if not _can_leave(d, b, origin, moved_in):
                break
            dcands = [n for n in b.map.neighbours(origin) if n not in origins and _rail_ok(d, b, n)]
            dest = _pick(d, dcands, "march", b)
            if dest is None:
                break
            steps.append(f"move {piece_text(G, 1)} {origin}>{dest}")
            moved_in[dest] = moved_in.get(dest, 0) + 1
            if dest not in dests:
                dests.append(dest)
    if not steps:
        return None
    walk.op_spaces = origins
    return "march: " + "; ".join(steps)


def _attack_removals(d, board, sid: str) -> list[str]:
    """Up to two Active opposing pieces, by 8.5, as 3.4.3 allows them (not Gandhi; Sepoys before
    Troops; Muslim League Bases once no Activist is left, rules-notes REV-4)."""
    b = board.copy()
    b.audit = False
    out: list[str] = []
    for _ in range(2):
        act = _active_opponents(b, sid)
        sp = b.spaces[sid]
        pick = None
        for kind in d.adversaries(b, sid):
            if kind not in act:
                continue
            if kind == terms.TROOPS and act.get(terms.SEPOYS):
                continue
            if kind == terms.ML_BASES and sp.activists:
                continue
            pick = kind
            break
        if pick is None:
            break
        out.append(f"remove {piece_text(pick, 1)} {sid}")
        b.remove(pick, sid, 1)
    return out


def attack(d, walk, args) -> str | None:
    """8.6.6 Attack: spaces by the attack column (Cities, Provinces, States with Guerrillas where the
    Attack could remove a piece or add Unrest, 8.1.5), the Attack's own die written `roll N`, the
    Activation loop after each space (8.6.2)."""
    steps: list[str] = []
    chosen: list[str] = []
    while True:
        b = _plan(d, walk, "attack", steps)
        cands = []
        for sid, sp in _spaces(b):
            if sid in chosen or _is_rail(b, sid) or not sp.guerrillas:
                continue
            after = b.copy()
            after.audit = False
            after.activate_guerrillas(sid, sp.guerrillas_hidden)
            if _active_opponents(after, sid) or attack_adds_unrest(after, sid):  # NP-REV-8, REV-1
                cands.append(sid)
        if not cands or (chosen and (d.limited or not _go_on(d, walk, "Attack"))):
            break
        sid = _pick_one(d, cands, "attack", b)
        chosen.append(sid)
        r = d.die()
        part = [f"select {sid}", f"roll {r}"]
        if r <= b.spaces[sid].guerrillas:
            after = b.copy()
            after.audit = False
            after.activate_guerrillas(sid, b.spaces[sid].guerrillas_hidden)
            part += _attack_removals(d, after, sid)
        steps.append("; ".join(part))
    if not chosen:
        return None
    walk.op_spaces = chosen
    return "attack: " + "; ".join(steps)


def unrest(d, walk, args) -> str | None:
    """8.6.6 Unrest: spaces by place-unrest (a Hidden Guerrilla; in Crisis also both Congress and
    Muslim League Activists; Railways only if the Raj is a player, 8.1.3), the Activation loop."""
    chosen: list[str] = []
    crisis_both = bool(args.get("crisis_both", True)) and walk.board.crisis
    while True:
        b = _plan(d, walk, "unrest", [f"select {s}" for s in chosen])
        cands = [sid for sid, sp in _spaces(b) if sid not in chosen and _rail_ok(d, b, sid)
                 and (sp.guerrillas_hidden or (crisis_both and sp.inc_activists and sp.ml_activists))
                 and not (_is_rail(b, sid) and sp.strike)]
        if not cands or (chosen and (d.limited or not _go_on(d, walk, "Unrest"))):
            break
        chosen.append(_pick_one(d, cands, "place-unrest", b))
    if not chosen:
        return None
    walk.op_spaces = chosen
    return "unrest: " + "; ".join(f"select {s}" for s in chosen)


OPS = {"rally": rally, "march": march, "attack": attack, "unrest": unrest}


# --------------------------------------------------------------------- Special Activities (8.7.4)
def aid(d, walk, args) -> str | None:
    """8.7.4 Aid: only to flip Guerrillas Hidden, in up to 2 spaces with Active Guerrillas, by the
    attack column."""
    steps: list[str] = []
    chosen: list[str] = []
    b = walk.board
    for _ in range(2):
        cands = [sid for sid, sp in _spaces(b) if sp.guerrillas_active and sid not in chosen]
        sid = _pick(d, cands, "attack", b)
        if sid is None:
            break
        chosen.append(sid)
        steps.append(f"hide {piece_text(G, b.spaces[sid].guerrillas_active)} {sid}")
    if not steps:
        return None
    walk.sa_spaces = chosen
    return "aid: " + "; ".join(steps)


REPLACEABLE = (terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS)


def infiltrate(d, walk, args) -> str | None:
    """8.7.4 Infiltrate: `mode: place-base` (Crisis: a Base in a State or Province with a Hidden
    Guerrilla, no Raj Control and room, by place-bases, NP-REV-7) or `mode: replace-adversary`
    (a Sepoy, Activist or the Protest, by the remove column and 8.5; removed when no Guerrilla is
    Available, rules-notes REV-9)."""
    b = walk.board
    if args.get("mode") == "place-base":
        if not b.crisis or not b.available(terms.REV_BASES):
            return None
        cands = [sid for sid, sp in _spaces(b) if sp.guerrillas_hidden and (b.is_state(sid) or b.map[sid].is_province)
                 and not b.raj_control(sid) and sp.bases < b.map[sid].pop]
        sid = _pick(d, cands, "place-bases", b)
        if sid is None:
            return None
        walk.sa_spaces = [sid]
        return f"infiltrate: place 1 RB {sid}"
    with_g = b.available(G) > 0
    cands = [sid for sid, sp in _spaces(b) if sp.guerrillas_hidden
             and (sp.sepoys or sp.activists or sp.protest) and (not with_g or _rail_ok(d, b, sid))]
    sid = _pick(d, cands, "remove", b)
    if sid is None:
        return None
    sp = b.spaces[sid]
    order = [k for k in d.adversaries(b, sid) if k in REPLACEABLE + ("protest",)]
    what = order[0] if order else ("protest" if sp.protest else next(k for k in REPLACEABLE if sp.count(k)))
    target = "protest" if what == "protest" else piece_text(what, 1)
    walk.sa_spaces = [sid]
    if with_g:
        return f"infiltrate: replace {target} {sid} with 1G"
    return f"infiltrate: remove {target} {sid}"


def assassinate(d, walk, args) -> str | None:
    """8.7.4 Assassinate: among the spaces chosen for Unrest (walk.op_spaces), one with an Active
    opposing piece, by the remove column; the piece by 8.5 (never Gandhi)."""
    if walk.op != "unrest":  # 4.1.2: Assassinate accompanies Unrest only
        return None
    b = walk.board
    cands = [sid for sid in walk.op_spaces if _active_opponents(b, sid)]
    sid = _pick(d, cands, "remove", b)
    if sid is None:
        return None
    act = _active_opponents(b, sid)
    order = [k for k in d.adversaries(b, sid) if k in act]
    kind = order[0] if order else next(iter(act))
    walk.sa_spaces = [sid]
    return f"assassinate: remove {piece_text(kind, 1)} {sid}"


SAS = {"aid": aid, "infiltrate": infiltrate, "assassinate": assassinate}


# --------------------------------------------------------------------- Pass (8.1.4)
def pass_text(d) -> str:
    """8.1.4: the NP Revolutionaries Pass with no further effect."""
    return f"{terms.REV} pass"
