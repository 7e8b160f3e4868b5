"""The Non-Players' parts of a Campaign round (8.9) and the NP Raj's Crisis cubes (8.1.4, 6.8).

One function per part, each `part(d) -> str | None`: the whole statement for `d.faction` on the
board `d.state` (None when the faction has nothing to do there), in the notation the replay
checks (docs/notation.md "Cards and Campaigns"):

- `strikes`                 8.9.1  NP Congress: due Railways, highest Econ first (only when too
                                   few markers are left; otherwise the replay places them).
- `imperialism`             8.9.2  NP Raj: up to 4 spaces by "support", twice a die roll in all.
- `constructive_programme`  8.9.2  NP Congress, then NP League: "opposition", up to Unity.
- `pakistan_movement`       8.9.2  NP League: one Base (NP-CAMP-3).
- `secret_societies`        8.9.2  NP Revolutionaries: one Base by "place-bases".
- `redeploy`                8.9.3  each faction's numbered instructions (aid sheet IT:2805-2831).
- `crisis`                  8.1.4  NP Raj: die roll of cubes from Out of Play, Troops first.
- `np_protest`              8.9.4  NP Congress: one Protest by "place-protest".

`part_text(d, name)` dispatches by the part's notation name. The Constructive Programme of the
League needs the spaces Congress already chose this round: the driver passes the round's shared
record (the replay's `Turn.round`) as `d.campaign_round` (a dict; absent = nothing chosen yet).
Readings: docs/rules-notes.md NP-CAMP-1 ... NP-CAMP-12.
"""

from __future__ import annotations

from collections import Counter

from ..model import terms
from ..model.state import GameState
from ..notation.statements import piece_text as pieces
from ..rules.campaign import strike_due
from ..rules.campaign_round.redeploy import protest_holds_cubes
from .decision import Decision

MAX_IMPERIALISM_SPACES = 4  # 6.3.1
CP_LEVELS = 2  # 6.3.2: up to two levels a space


# ---------------------------------------------------------------- small helpers
def statement(faction: str, part: str, steps: list[str]) -> str | None:
    return f"{faction} {part}: " + "; ".join(steps) if steps else None


def is_city_or_province(board: GameState, sid: str) -> bool:
    """Cities and Provinces that are not States (a Muslim State marker makes a State, 1.3.5)."""
    sp = board.map[sid]
    return (sp.is_city or sp.is_province) and not board.spaces[sid].muslim_state


def pick_order(d: Decision, candidates: list[str], board: GameState, key) -> list[str]:
    """`candidates` sorted by `key` (smaller first), ties in a random order (8.1.2, 8.1.3)."""
    groups: dict = {}
    for sid in candidates:
        groups.setdefault(key(sid), []).append(sid)
    out: list[str] = []
    for k in sorted(groups):
        tied = list(groups[k])
        while tied:
            sid = d.random_one(tied, board) if len(tied) > 1 else tied[0]
            tied.remove(sid)
            out.append(sid)
    return out


# ---------------------------------------------------------------- 8.9.1 Resources phase
def strikes(d: Decision) -> str | None:
    """8.9.1 (6.2.1): the NP Congress strikes every due Railway; when too few Unrest/Strike
    markers are left (the only case a statement is written, SUP-6), the Railways with the
    highest Econ first (1.3.6), ties at random (NP-CAMP-1). The NP Raj and REV skip it."""
    if d.faction != terms.INC:
        return None
    board = d.state
    due, left = strike_due(board), board.unrest_strike_markers_left()
    if not 0 < left < len(due):
        return None  # the replay places every due Strike itself (6.2.1)
    order = pick_order(d, due, board, key=lambda s: -board.map[s].econ)[:left]
    d.why(f"8.9.1: {left} Strike marker(s) for {len(due)} due Railways: highest Econ first")
    return statement(terms.INC, "strikes", [f"add strike {s}" for s in order])


# ---------------------------------------------------------------- 8.9.2 Support phase
def imperialism_fit(board: GameState, sid: str) -> bool:
    """6.3.1 (support.py `Imperialism.unfit`): a City or Province (not a State) with Raj Control,
    Troops and Sepoys, where something can still be bought (Unrest, or below Active Support)."""
    sp = board.spaces[sid]
    return (is_city_or_province(board, sid) and sp.troops > 0 and sp.sepoys > 0 and board.raj_control(sid)
            and (sp.unrest > 0 or sp.level < terms.ACTIVE_SUPPORT))


def imperialism(d: Decision) -> str | None:
    """8.9.2: the NP Raj selects up to 4 spaces by the "support" column (8.4.1); in each, first
    every Unrest marker is removed, then 2 levels toward Active Support, until markers removed
    plus levels shifted reach twice a die roll (NP-CAMP-2) or 4 spaces are chosen. Then 2
    Activists from Jail per space chosen, 1 Congress + 1 League when possible; finally Gandhi, if
    in Jail, to a random space without Raj Control (NP-CAMP-4)."""
    if d.faction != terms.RAJ:
        return None
    board = d.scratch()
    steps: list[str] = []
    chosen: list[str] = []
    budget = 0
    if any(imperialism_fit(board, s) for s in board.spaces):
        budget = 2 * d.roll("8.9.2 Imperialism: markers removed + levels shifted up to twice this roll")
    while budget > 0 and len(chosen) < MAX_IMPERIALISM_SPACES:
        cands = [s for s in board.spaces if s not in chosen and imperialism_fit(board, s)]
        sid = d.select(cands, "support", board=board)
        if sid is None:
            break
        chosen.append(sid)
        sp = board.spaces[sid]
        while sp.unrest and budget > 0:
            steps.append(f"remove unrest {sid}")
            board.remove_unrest(sid)
            budget -= 1
        shift = min(2, terms.ACTIVE_SUPPORT - sp.level, budget)
        if shift > 0 and not sp.unrest:
            steps.append(f"shift {sid} +{shift}")
            board.shift(sid, shift)
            budget -= shift
        d.why(f"8.9.2 Imperialism in {board.map[sid].name}")
    # releases: 2 per space chosen, as far as Jail holds them; 1 INC + 1 ML each when possible
    jail_inc, jail_ml = board.jail.get(terms.INC_ACTIVISTS, 0), board.jail.get(terms.ML_ACTIVISTS, 0)
    due = min(2 * len(chosen), jail_inc + jail_ml)
    inc = min(jail_inc, len(chosen))
    ml = min(jail_ml, len(chosen))
    inc += min(jail_inc - inc, max(0, due - inc - ml))
    ml += min(jail_ml - ml, max(0, due - inc - ml))
    for kind, n in ((terms.INC_ACTIVISTS, inc), (terms.ML_ACTIVISTS, ml)):
        if n:
            steps.append(f"release {pieces(kind, n)}")
            board.release(kind, n)
    if board.gandhi == terms.JAIL:
        free = [s for s in board.spaces if not board.map[s].is_railway and not board.raj_control(s)]
        to = d.random_space(free, board)
        if to is not None:
            steps.append(f"release gandhi to {to}")
            d.why(f"8.9.2: Gandhi released to {board.map[to].name} (random, no Raj Control)")
    return statement(terms.RAJ, "imperialism", steps)


def constructive_programme(d: Decision) -> str | None:
    """8.9.2 (6.3.2): the NP Congress, then the NP League, select by the "opposition" column as
    many spaces as Unity allows (spaces already chosen this round count, SUP-4), each a City or
    Province without Raj Control with the faction's own pieces, shifted up to 2 levels toward
    Active Opposition (NP-CAMP-5)."""
    if d.faction not in terms.NV_FACTIONS:
        return None
    board = d.scratch()
    record = (getattr(d, "campaign_round", None) or {}).get("constructive-programme", {})
    taken = set(record.get("spaces", {}))
    room = board.unity - len(taken)
    steps: list[str] = []
    chosen: list[str] = []

    def fit(sid: str) -> bool:
        sp = board.spaces[sid]
        own = (sp.inc_activists or board.gandhi == sid) if d.faction == terms.INC else (sp.ml_activists or sp.ml_bases)
        return (is_city_or_province(board, sid) and bool(own) and not board.raj_control(sid)
                and sp.level > terms.ACTIVE_OPPOSITION and sid not in taken)

    while len(chosen) < room:
        sid = d.select([s for s in board.spaces if s not in chosen and fit(s)], "opposition", board=board)
        if sid is None:
            break
        chosen.append(sid)
        n = min(CP_LEVELS, board.spaces[sid].level - terms.ACTIVE_OPPOSITION)
        steps.append(f"shift {sid} -{n}")
        board.shift(sid, -n)
    return statement(d.faction, "constructive-programme", steps)


def base_fit(board: GameState, sid: str) -> bool:
    """6.3.3, 6.3.4: a non-Railway space without Raj Control with room for a Base (SUP-7)."""
    sp = board.spaces[sid]
    return not board.map[sid].is_railway and not board.raj_control(sid) and sp.bases < board.map[sid].pop


def place_base(d: Decision, faction: str, part: str, kind: str, column: str) -> str | None:
    if d.faction != faction or d.state.available(kind) < 1:
        return None
    board = d.state
    sid = d.select([s for s in board.spaces if base_fit(board, s)], column, board=board)
    if sid is None:
        return None
    d.why(f"8.9.2: {terms.PIECE_LABELS[kind][:-1]} in {board.map[sid].name} ({column})")
    return statement(faction, part, [f"place {pieces(kind, 1)} {sid}"])


def pakistan_movement(d: Decision) -> str | None:
    """8.9.2 (6.3.3): the NP League places one Base among non-Railway spaces without Raj
    Control; its table has no "place-bases" column: "place-activists" chooses (NP-CAMP-3)."""
    return place_base(d, terms.ML, "pakistan-movement", terms.ML_BASES, "place-activists")


def secret_societies(d: Decision) -> str | None:
    """8.9.2 (6.3.4): the NP Revolutionaries place one Base by "place-bases" among non-Railway
    spaces without Raj Control."""
    return place_base(d, terms.REV, "secret-societies", terms.REV_BASES, "place-bases")


# ---------------------------------------------------------------- 8.9.3 Redeploy phase
class Moves:
    """A Redeploy being planned on a scratch board: each piece moves once (8.9.3), the moves are
    made on the board at once so Raj Control is judged as it stands (6.4)."""

    def __init__(self, d: Decision):
        self.d = d
        self.board = d.scratch()
        self.arrived: Counter = Counter()  # (space, kind) -> pieces that moved in: they stay
        self.moves: Counter = Counter()  # (kind, source, destination) -> pieces

    def movable(self, sid: str, kind: str) -> int:
        if kind == terms.GANDHI:
            return int(self.board.gandhi == sid and not self.arrived[(sid, kind)])
        return self.board.spaces[sid].count(kind) - self.arrived[(sid, kind)]

    def move(self, kind: str, src: str, dst: str) -> None:
        self.board.move(kind, src, dst, 1)
        self.arrived[(dst, kind)] += 1
        self.moves[(kind, src, dst)] += 1  # first-seen order kept (dicts are ordered)

    def text(self, faction: str) -> str | None:
        steps = [f"move {pieces(kind, n)} {src}>{dst}" for (kind, src, dst), n in self.moves.items()]
        return statement(faction, "redeploy", steps)


# ........................................................ the Raj (6.4.2, aid sheet IT:2805-2811)
def raj_may_enter(board: GameState, kind: str, dst: str) -> bool:
    """6.4.2 (redeploy.py `RajRedeploy.entry_problem`): Troops into Provinces with Raj Control,
    Cities and Railways; Sepoys also into any State."""
    if board.is_state(dst):
        return kind == terms.SEPOYS
    if board.map[dst].is_province:
        return board.raj_control(dst)
    return True


def raj_redeploy(d: Decision) -> str | None:
    """8.9.3, the NP Raj: cubes come first from Provinces without Raj Control, then from the
    spaces with most Sepoys (ties at random); no source loses Raj Control; cubes leave Protest
    spaces as any other (6.4.2, RED-1: `protest_holds_cubes`); each cube moves once. Steps 1-5
    of IT:1584-1589 (NP-CAMP-6)."""
    m = Moves(d)
    b = m.board
    live = d.state

    def no_control_province(s: str) -> bool:
        return b.map[s].is_province and not b.spaces[s].muslim_state and not b.raj_control(s)

    def sources(kind: str, dst: str, keep=None) -> list[str]:
        out = []
        for s in b.spaces:
            if s == dst or protest_holds_cubes(live, s) or m.movable(s, kind) < 1:
                continue
            if keep and not keep(s):
                continue
            if not no_control_province(s) and b.raj_control(s):  # never lose Raj Control
                setattr(b.spaces[s], kind, getattr(b.spaces[s], kind) - 1)
                ok = b.raj_control(s)
                setattr(b.spaces[s], kind, getattr(b.spaces[s], kind) + 1)
                if not ok:
                    continue
            out.append(s)
        return pick_order(d, out, b, key=lambda s: (not no_control_province(s), -b.spaces[s].sepoys))

    def pull(kind: str, dst: str, n: int, keep=None) -> int:
        done = 0
        while done < n and raj_may_enter(b, kind, dst):
            src = next(iter(sources(kind, dst, keep)), None)
            if src is None:
                break
            m.move(kind, src, dst)
            done += 1
        return done

    def plain_provinces():
        return [s for s in b.spaces if b.map[s].is_province and not b.spaces[s].muslim_state]

    cities = [s for s in b.spaces if b.map[s].is_city]
    # 1. a Sepoy for each Troop in a Province with Raj Control; short of Sepoys: random order
    need = [s for s in plain_provinces() if b.raj_control(s) and b.spaces[s].troops > b.spaces[s].sepoys]
    for dst in pick_order(d, need, b, key=lambda s: 0):
        pull(terms.SEPOYS, dst, b.spaces[dst].troops - b.spaces[dst].sepoys,
             keep=lambda s: no_control_province(s) or not b.map[s].is_province
             or b.spaces[s].sepoys - 1 >= b.spaces[s].troops)
    # 2. a Troop in every City; Troops not needed for Raj Control in Provinces go to a City,
    #    where the end of the phase returns all but one to Available (NP-CAMP-7)
    for dst in pick_order(d, [c for c in cities if b.spaces[c].troops == 0], b, key=lambda s: 0):
        pull(terms.TROOPS, dst, 1)
    home = [c for c in cities if b.spaces[c].troops >= 1]
    if home:
        for s in plain_provinces():
            if not b.raj_control(s) or protest_holds_cubes(live, s):
                continue
            while m.movable(s, terms.TROOPS) > 0:
                b.spaces[s].troops -= 1
                ok = b.raj_control(s)
                b.spaces[s].troops += 1
                if not ok:
                    break
                m.move(terms.TROOPS, s, home[0])
    # 3. a Sepoy in every City, then Sepoys until every City has Raj Control
    for dst in pick_order(d, [c for c in cities if b.spaces[c].sepoys == 0], b, key=lambda s: 0):
        pull(terms.SEPOYS, dst, 1)
    for dst in pick_order(d, [c for c in cities if not b.raj_control(c)], b, key=lambda s: 0):
        while not b.raj_control(dst) and pull(terms.SEPOYS, dst, 1):
            pass
    # 4. a Sepoy in each of 3 States without Support (random States, NP-CAMP-8)
    states = [s for s in b.spaces if b.is_state(s) and b.spaces[s].level < terms.PASSIVE_SUPPORT]
    held = sum(1 for s in states if b.spaces[s].sepoys)
    for dst in pick_order(d, [s for s in states if not b.spaces[s].sepoys], b, key=lambda s: 0):
        if held >= 3:
            break
        held += pull(terms.SEPOYS, dst, 1)
    # 5. cubes left in Provinces without Raj Control spread evenly over the Raj Control spaces,
    #    2-Pop spaces first
    targets = pick_order(d, [s for s in b.spaces if b.raj_control(s)], b, key=lambda s: -b.map[s].pop)
    if targets:
        i = 0
        for src in [s for s in plain_provinces() if not b.raj_control(s) and not protest_holds_cubes(live, s)]:
            for kind in terms.CUBES:
                while m.movable(src, kind) > 0:
                    for _ in range(len(targets)):
                        dst = targets[i % len(targets)]
                        i += 1
                        if raj_may_enter(b, kind, dst):
                            m.move(kind, src, dst)
                            break
                    else:
                        break
    return m.text(terms.RAJ)


# ........................................................ Congress, League, Revolutionaries (6.4.3-6.4.5)
MOVER = {terms.INC: terms.INC_ACTIVISTS, terms.ML: terms.ML_ACTIVISTS, terms.REV: terms.GUERRILLAS}
BASE = {terms.ML: terms.ML_BASES, terms.REV: terms.REV_BASES}


def may_enter(board: GameState, faction: str, dst: str) -> bool:
    """6.4.3-6.4.5 (redeploy.py `FactionRedeploy.entry_problem`): non-Railway spaces without Raj
    Control; for the League and the Revolutionaries also any space with one of their Bases."""
    base = BASE.get(faction)
    if base and getattr(board.spaces[dst], base):
        return True
    return not board.map[dst].is_railway and not board.raj_control(dst)


class FactionPlan(Moves):
    """Sources: the Railways first (everything there must move, NP-CAMP-9), then the spaces with
    most of the faction's movers (ties at random), each keeping `keep(space)` of them."""

    def __init__(self, d: Decision, keep):
        super().__init__(d)
        self.faction = d.faction
        self.kind = MOVER[d.faction]
        self.keep = keep

    def spare(self, s: str) -> int:
        if any(self.arrived[(s, k)] for k in (self.kind, terms.GANDHI)):
            return 0  # a space filled this phase gives nothing back (NP-CAMP-9)
        if self.board.map[s].is_railway:
            return self.movable(s, self.kind)
        return min(self.movable(s, self.kind), self.board.spaces[s].count(self.kind) - self.keep(s))

    def source(self, dst: str, avoid=()) -> str | None:
        cands = [s for s in self.board.spaces if s != dst and s not in avoid and self.spare(s) > 0]
        order = pick_order(self.d, cands, self.board,
                           key=lambda s: (not self.board.map[s].is_railway, -self.board.spaces[s].count(self.kind)))
        return order[0] if order else None

    def bring(self, dst: str, upto: int, avoid=()) -> int:
        """Bring movers into `dst` until it has `upto` of them; returns how many moved."""
        done = 0
        while self.board.spaces[dst].count(self.kind) < upto and may_enter(self.board, self.faction, dst):
            src = self.source(dst, avoid)
            if src is None:
                break
            self.move(self.kind, src, dst)
            done += 1
        return done

    def off_railways(self, targets: list[str]) -> None:
        """The movers still on Railways spread evenly over `targets` (then any space they may
        enter, at random): none stays on a Railway (6.4.3-6.4.5, NP-CAMP-10)."""
        b = self.board
        ok = [t for t in targets if may_enter(b, self.faction, t)]
        rails = [s for s in b.spaces if b.map[s].is_railway and b.spaces[s].count(self.kind)]
        i = 0
        for rail in rails:
            while b.spaces[rail].count(self.kind):
                if ok:
                    dst = ok[i % len(ok)]
                    i += 1
                else:
                    anywhere = self.d.random_space([s for s in b.spaces if may_enter(b, self.faction, s)], b)
                    if anywhere is None:
                        return
                    dst = anywhere
                self.move(self.kind, rail, dst)


def support_first(d: Decision, board: GameState, cands: list[str], extra=lambda s: 0) -> list[str]:
    return pick_order(d, cands, board, key=lambda s: (extra(s), -board.spaces[s].level))


def inc_redeploy(d: Decision) -> str | None:
    """8.9.3, the NP Congress (IT:1590-1595): keep Activists equal to Population in each space not
    at Active Opposition; 1. Gandhi to the space with most Support (2-Pop first); 2. 2 Activists
    in each 2-Pop space (non-Muslim first); 3. 1 in each 1-Pop space (most Support first);
    4. those left on Railways evenly among the 2-Pop spaces."""
    def keep(s: str) -> int:
        return 0 if b.spaces[s].level == terms.ACTIVE_OPPOSITION else b.map[s].pop

    p = FactionPlan(d, keep)
    b = p.board
    ok = [s for s in b.spaces if may_enter(b, terms.INC, s)]
    # 1. Gandhi
    if b.gandhi in b.spaces:
        def rank(s):
            return (-b.spaces[s].level, -b.map[s].pop)
        best = pick_order(d, ok, b, key=rank)
        here = b.gandhi
        if best and best[0] != here and (here not in ok or rank(best[0]) < rank(here)):
            p.move(terms.GANDHI, here, best[0])
    two = [s for s in ok if b.map[s].pop == 2]
    one = [s for s in ok if b.map[s].pop == 1]
    # 2. two Activists in each 2-Pop space, non-Muslim first
    for dst in pick_order(d, two, b, key=lambda s: b.map[s].muslim):
        p.bring(dst, 2)
    # 3. one in each 1-Pop space, most Support first
    for dst in support_first(d, b, one):
        p.bring(dst, 1)
    # 4. the rest (on Railways) evenly among the 2-Pop spaces
    p.off_railways(pick_order(d, two, b, key=lambda s: 0))
    return p.text(terms.INC)


def ml_redeploy(d: Decision) -> str | None:
    """8.9.3, the NP League (IT:1596-1601): keep Activists equal to Population in each Muslim
    space; 1. League pieces exceed Congress's in every 2-Pop Muslim space; 2. 2 Activists in each
    2-Pop Muslim space; 3. 1 in each 1-Pop Muslim space (most Support first); 4. those left on
    Railways evenly among the 2-Pop Muslim spaces."""
    def keep(s: str) -> int:
        return b.map[s].pop if b.map[s].muslim else 0

    p = FactionPlan(d, keep)
    b = p.board
    muslim = [s for s in b.spaces if b.map[s].muslim and may_enter(b, terms.ML, s)]
    two = [s for s in muslim if b.map[s].pop == 2]
    one = [s for s in muslim if b.map[s].pop == 1]

    def inc_pieces(s: str) -> int:
        return b.spaces[s].inc_activists + (1 if b.gandhi == s else 0)

    for dst in support_first(d, b, two):  # 1.
        p.bring(dst, inc_pieces(dst) - b.spaces[dst].ml_bases + 1, avoid=two)
    for dst in support_first(d, b, two):  # 2.
        p.bring(dst, 2)
    for dst in support_first(d, b, one):  # 3.
        p.bring(dst, 1)
    p.off_railways(pick_order(d, two, b, key=lambda s: 0))  # 4.
    return p.text(terms.ML)


def rev_redeploy(d: Decision) -> str | None:
    """8.9.3, the NP Revolutionaries (IT:1602-1605): keep 1 Guerrilla in each space with Unrest
    or a Revolutionary Base; 1. 1 Guerrilla in each Unrest space without Raj Control; 2. 1 in
    each space with a Base; 3. 3 in 2-Pop spaces without Unrest, most Support first
    (NP-CAMP-11); those left on Railways go to random spaces they may enter."""
    def keep(s: str) -> int:
        sp = b.spaces[s]
        if s in three_done:
            return 3
        return 1 if (sp.unrest or sp.rev_bases) else 0

    three_done: set[str] = set()
    p = FactionPlan(d, keep)
    b = p.board
    for dst in [s for s in b.spaces if b.spaces[s].unrest and not b.raj_control(s)]:  # 1.
        if not b.map[dst].is_railway:
            p.bring(dst, 1)
    for dst in [s for s in b.spaces if b.spaces[s].rev_bases]:  # 2.
        p.bring(dst, 1)
    three = [s for s in b.spaces if b.map[s].pop == 2 and not b.spaces[s].unrest and may_enter(b, terms.REV, s)]
    for dst in support_first(d, b, three):  # 3.
        p.bring(dst, 3, avoid=three)
        three_done.add(dst)
    p.off_railways([])
    return p.text(terms.REV)


def redeploy(d: Decision) -> str | None:
    """8.9.3: the faction's Redeploy (6.4.2-6.4.5)."""
    return {terms.RAJ: raj_redeploy, terms.INC: inc_redeploy, terms.ML: ml_redeploy,
            terms.REV: rev_redeploy}[d.faction](d)


# ---------------------------------------------------------------- 6.8 Crisis, 8.9.4 Reset
def crisis(d: Decision) -> str | None:
    """8.1.4 (6.8): the NP Raj rolls a die and brings that many cubes from Out of Play, Troops
    first, each space by the "place-cubes" column among Cities and Provinces (Sepoys also
    States; NP-CAMP-12)."""
    if d.faction != terms.RAJ:
        return None
    board = d.scratch()
    oop = {k: board.out_of_play.get(k, 0) for k in terms.CUBES}
    roll = d.die()
    steps = [f"roll {roll}"]
    placed: Counter = Counter()
    order: list[tuple[str, str]] = []
    left = roll
    for kind in terms.CUBES:
        while left and oop[kind]:
            cands = [s for s in board.spaces if (board.map[s].is_city or board.map[s].is_province)
                     and not (kind == terms.TROOPS and board.is_state(s))]
            if kind == terms.SEPOYS:
                cands += [s for s in board.spaces if board.map[s].is_princely_state]
            sid = d.select(cands, "place-cubes", board=board)
            if sid is None:
                break
            board.place(kind, sid, 1, source=terms.OUT_OF_PLAY)
            if (kind, sid) not in placed:
                order.append((kind, sid))
            placed[(kind, sid)] += 1
            oop[kind] -= 1
            left -= 1
    steps += [f"place {pieces(kind, placed[(kind, sid)])} {sid} from out-of-play" for kind, sid in order]
    d.why(f"6.8 Crisis: roll {roll}, {sum(placed.values())} cube(s) from Out of Play")
    return statement(terms.RAJ, "crisis", steps)


def np_protest(d: Decision) -> str | None:
    """8.9.4: at the end of the Reset the NP Congress places one Protest in a space with Congress
    Activists, by the "place-protest" column."""
    if d.faction != terms.INC or d.is_player(terms.INC):
        return None
    board = d.state
    cands = [s for s in board.spaces if board.spaces[s].inc_activists and not board.spaces[s].protest]
    sid = d.select(cands, "place-protest", board=board)
    if sid is None:
        return None
    return statement(terms.INC, "np-protest", [f"add protest {sid}"])


PARTS = {
    "strikes": strikes,
    "imperialism": imperialism,
    "constructive-programme": constructive_programme,
    "pakistan-movement": pakistan_movement,
    "secret-societies": secret_societies,
    "redeploy": redeploy,
    "crisis": crisis,
    "np-protest": np_protest,
}


def part_text(d: Decision, name: str) -> str | None:
    """The statement of Campaign part `name` (phases.ORDER names, "crisis", "np-protest") for
    the NP `d.faction`, or None when it has nothing to do there."""
    fn = PARTS.get(name)
    return fn(d) if fn else None
