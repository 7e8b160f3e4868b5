"""The Non-Players' parts of a Campaign round (8.9) and the NP Raj's Crisis cubes (8.1.4, 6.8).

One function per part, each `part(d, plan) -> bool`: `plan` is the faction's statement with the
part already begun (`plan.begin(name)`, issue #22); the function reads the live board
`plan.board`, adds typed steps (`np.steps`) with `plan.do` and returns True if it wrote
something, False (nothing added) when the faction has nothing to do there:

- `strikes`                 8.9.1  NP Congress: due Railways, highest Econ first (only when too
                                   few markers are left; otherwise the replay places them).
- `imperialism`             8.9.2  NP Raj: up to 4 spaces by "support", twice a die roll in all.
- `constructive_programme`  8.9.2  NP Congress, then NP League: "opposition", up to Unity.
- `pakistan_movement`       8.9.2  NP League: one Base (NP-CAMP-3).
- `secret_societies`        8.9.2  NP Revolutionaries: one Base by "place-bases".
- `redeploy`                8.9.3  each faction's numbered instructions (aid sheet IT:2805-2831).
- `crisis`                  8.1.4  NP Raj: die roll of cubes from Out of Play, Troops first.
- `np_protest`              8.9.4  NP Congress: one Protest by "place-protest".

`part(d, plan, name)` dispatches by the part's notation name. The spaces a part may choose are
the rules object's (`plan.activity`: Imperialism's and the Constructive Programme's `unfit`, the
spaces the Constructive Programme already took this round in its `record`, the Redeploy's
`candidate_moves`); chapter 8 ranks them. Readings: docs/rules-notes.md NP-CAMP-1 ... NP-CAMP-12.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

from ..model import terms
from ..model.state import GameState
from ..rules.campaign import strike_due
from ..rules.campaign_round.redeploy import protest_holds_cubes
from . import steps as S
from .decision import Decision
from .plan import Plan

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

K = TypeVar("K", bound="SupportsRichComparison")  # a sort key

MAX_IMPERIALISM_SPACES = 4  # 6.3.1
CP_LEVELS = 2  # 6.3.2: up to two levels a space


# ---------------------------------------------------------------- small helpers
def is_city_or_province(board: GameState, sid: str) -> bool:
    """Cities and Provinces that are not States (a Muslim State marker makes a State, 1.3.5)."""
    sp = board.map[sid]
    return (sp.is_city or sp.is_province) and not board.spaces[sid].muslim_state


def pick_order(d: Decision, candidates: list[str], board: GameState, key: Callable[[str], K]) -> list[str]:
    """`candidates` sorted by `key` (smaller first), ties in a random order (8.1.2, 8.1.3)."""
    groups: dict[K, list[str]] = {}
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
def strikes(d: Decision, plan: Plan) -> bool:
    """8.9.1 (6.2.1): the NP Congress strikes every due Railway; when too few Unrest/Strike
    markers are left (the only case a statement is written, SUP-6), the Railways with the
    highest Econ first (1.3.6), ties at random (NP-CAMP-1). The NP Raj and REV skip it."""
    if d.faction != terms.INC:
        return False
    board = plan.board
    due, left = strike_due(board), board.unrest_strike_markers_left()
    if not 0 < left < len(due):
        return False  # the replay places every due Strike itself (6.2.1)
    order = pick_order(d, due, board, key=lambda s: -board.map[s].econ)[:left]
    d.why(f"8.9.1: {left} Strike marker(s) for {len(due)} due Railways: highest Econ first")
    for sid in order:
        d.why(f"8.9.1: a Strike on {board.map[sid].name} (Econ {board.map[sid].econ})")
        plan.attempt(S.add(sid, "strike"), d.why)
    return bool(plan.steps())


# ---------------------------------------------------------------- 8.9.2 Support phase
def imperialism(d: Decision, plan: Plan) -> bool:
    """8.9.2: the NP Raj selects up to 4 spaces by the "support" column (8.4.1) among those
    Imperialism may choose (6.3.1, the rules' `unfit`) where something can still be bought; in
    each, first every Unrest marker is removed, then 2 levels toward Active Support, until markers
    removed plus levels shifted reach twice a die roll (NP-CAMP-2) or 4 spaces are chosen. Then 2
    Activists from Jail per space chosen, 1 Congress + 1 League when possible; finally Gandhi, if
    in Jail, to a random space without Raj Control (NP-CAMP-4)."""
    if d.faction != terms.RAJ:
        return False
    board, act = plan.board, plan.activity

    def fit(sid: str) -> bool:
        sp = board.spaces[sid]
        return act.unfit(sid) is None and (sp.unrest > 0 or sp.level < terms.ACTIVE_SUPPORT)

    chosen: list[str] = []
    budget = 0
    if any(fit(s) for s in board.spaces):
        budget = 2 * d.roll("8.9.2 Imperialism: markers removed + levels shifted up to twice this roll")
    while budget > 0 and len(chosen) < MAX_IMPERIALISM_SPACES:
        sid = d.select([s for s in board.spaces if s not in chosen and fit(s)], "support", board=board)
        if sid is None:
            break
        chosen.append(sid)
        sp = board.spaces[sid]
        bought = 0
        while sp.unrest and budget > 0 and plan.attempt(S.remove(sid, markers=("unrest",)), d.why):
            budget -= 1
            bought += 1
        shift = min(2, terms.ACTIVE_SUPPORT - sp.level, budget)
        if shift > 0 and not sp.unrest and plan.attempt(S.shift(sid, shift), d.why):
            budget -= shift
            bought += shift
        d.why(f"8.9.2 Imperialism in {board.map[sid].name}: {bought} bought, {budget} left of the roll")
    # releases: 2 per space chosen, as far as Jail holds them; 1 INC + 1 ML each when possible
    jail_inc, jail_ml = board.jail.get(terms.INC_ACTIVISTS, 0), board.jail.get(terms.ML_ACTIVISTS, 0)
    due = min(2 * len(chosen), jail_inc + jail_ml)
    inc = min(jail_inc, len(chosen))
    ml = min(jail_ml, len(chosen))
    inc += min(jail_inc - inc, max(0, due - inc - ml))
    ml += min(jail_ml - ml, max(0, due - inc - ml))
    for kind, n in ((terms.INC_ACTIVISTS, inc), (terms.ML_ACTIVISTS, ml)):
        if n:
            d.why(f"8.9.2: {n} {terms.PIECE_LABELS[kind]} released from Jail")
            plan.attempt(S.release(None, [(kind, n)]), d.why)
    if board.gandhi == terms.JAIL:
        free = [s for s in board.spaces if not board.map[s].is_railway and not board.raj_control(s)]
        to = d.random_space(free, board)
        if to is not None and plan.attempt(S.release_gandhi(to), d.why):
            d.why(f"8.9.2: Gandhi released to {board.map[to].name} (random, no Raj Control)")
    return bool(plan.steps())


def constructive_programme(d: Decision, plan: Plan) -> bool:
    """8.9.2 (6.3.2): the NP Congress, then the NP League, select by the "opposition" column as
    many spaces as Unity allows (spaces already chosen this round count, SUP-4: the rules'
    `record`), each a City or Province without Raj Control with the faction's own pieces (the
    rules' `unfit`), shifted up to 2 levels toward Active Opposition (NP-CAMP-5)."""
    if d.faction not in terms.NV_FACTIONS:
        return False
    board, act = plan.board, plan.activity
    taken = set(act.record["spaces"])
    room = board.unity - len(taken)
    chosen: list[str] = []

    def fit(sid: str) -> bool:
        return (sid not in taken and sid not in chosen and act.unfit(sid) is None
                and board.spaces[sid].level > terms.ACTIVE_OPPOSITION)

    while len(chosen) < room:
        sid = d.select([s for s in board.spaces if fit(s)], "opposition", board=board)
        if sid is None:
            break
        chosen.append(sid)
        n = min(CP_LEVELS, board.spaces[sid].level - terms.ACTIVE_OPPOSITION)
        d.why(f"8.9.2 Constructive Programme: {board.map[sid].name} {n} level(s) toward Active Opposition")
        plan.attempt(S.shift(sid, -n), d.why)
    return bool(plan.steps())


def base_fit(board: GameState, sid: str) -> bool:
    """6.3.3, 6.3.4: a non-Railway space without Raj Control with room for a Base (SUP-7)."""
    sp = board.spaces[sid]
    return not board.map[sid].is_railway and not board.raj_control(sid) and sp.bases < board.map[sid].pop


def place_base(d: Decision, plan: Plan, faction: str, kind: str, column: str) -> bool:
    board = plan.board
    if d.faction != faction or board.available(kind) < 1:
        return False
    sid = d.select([s for s in board.spaces if base_fit(board, s)], column, board=board)
    if sid is None:
        return False
    d.why(f"8.9.2: {terms.PIECE_LABELS[kind][:-1]} in {board.map[sid].name} ({column})")
    return plan.attempt(S.place(sid, [(kind, 1)]), d.why)


def pakistan_movement(d: Decision, plan: Plan) -> bool:
    """8.9.2 (6.3.3): the NP League places one Base among non-Railway spaces without Raj
    Control; its table has no "place-bases" column: "place-activists" chooses (NP-CAMP-3)."""
    return place_base(d, plan, terms.ML, terms.ML_BASES, "place-activists")


def secret_societies(d: Decision, plan: Plan) -> bool:
    """8.9.2 (6.3.4): the NP Revolutionaries place one Base by "place-bases" among non-Railway
    spaces without Raj Control."""
    return place_base(d, plan, terms.REV, terms.REV_BASES, "place-bases")


# ---------------------------------------------------------------- 8.9.3 Redeploy phase
class Moves:
    """A Redeploy being carried out on the plan, one piece a step (merged with the step before
    when it moves the same kind along the same way): each piece moves once (8.9.3), Raj Control
    judged as the board stands after the moves so far (6.4)."""

    def __init__(self, d: Decision, plan: Plan):
        self.d = d
        self.plan = plan
        self.board = plan.board
        self.arrived: Counter[tuple[str, str]] = Counter()  # (space, kind) -> pieces that moved in: they stay
        self.last: tuple[str, str, str, int] | None = None  # the last step's (kind, src, dst, n)

    def movable(self, sid: str, kind: str) -> int:
        if kind == terms.GANDHI:
            return int(self.board.gandhi == sid and not self.arrived[(sid, kind)])
        return self.board.spaces[sid].count(kind) - self.arrived[(sid, kind)]

    def sources(self, kind: str, dst: str) -> list[str]:
        """The spaces a `kind` piece may redeploy from into `dst` now, as the rules list the
        moves (`candidate_moves`), with a piece that has not moved yet."""
        return [m.src for m in self.plan.activity.candidate_moves(dst)
                if m.kind == kind and self.movable(m.src, kind) > 0]

    def may_move(self, kind: str, src: str, dst: str) -> bool:
        """The rules let a `kind` piece of `src` redeploy into `dst` now (`move_problems`), and
        one there has not moved yet."""
        return (src != dst and self.movable(src, kind) > 0
                and not self.plan.activity.move_problems(kind, (src, dst)))

    def move(self, kind: str, src: str, dst: str) -> bool:
        n = 1
        if self.last is not None and self.last[:3] == (kind, src, dst):
            n = self.last[3] + 1
            self.plan.undo()
        if not self.plan.attempt(S.move([src, dst], [(kind, n)]), self.d.why):
            self.last = None
            return False
        self.last = (kind, src, dst, n)
        self.arrived[(dst, kind)] += 1
        return True


# ........................................................ the Raj (6.4.2, aid sheet IT:2805-2811)
def keeps_control(board: GameState, sid: str) -> bool:
    """Raj Control in `sid` with one cube fewer (1.7.1: cubes exceed the other Active pieces)."""
    return board.raj_control(sid) and board.spaces[sid].cubes - 1 > board.active_opponents_of_raj(sid)


def raj_redeploy(d: Decision, plan: Plan) -> bool:
    """8.9.3, the NP Raj: cubes come first from Provinces without Raj Control, then from the
    spaces with most Sepoys (ties at random); no source loses Raj Control; cubes leave Protest
    spaces as any other (6.4.2, RED-1: the rules' moves); each cube moves once. Steps 1-5 of
    IT:1584-1589 (NP-CAMP-6)."""
    m = Moves(d, plan)
    b = m.board

    def no_control_province(s: str) -> bool:
        return b.map[s].is_province and not b.spaces[s].muslim_state and not b.raj_control(s)

    def sources(kind: str, dst: str, keep: Callable[[str], bool] | None = None) -> list[str]:
        out = [s for s in m.sources(kind, dst) if (not keep or keep(s))
               and (no_control_province(s) or not b.raj_control(s) or keeps_control(b, s))]
        return pick_order(d, out, b, key=lambda s: (not no_control_province(s), -b.spaces[s].sepoys))

    def pull(kind: str, dst: str, n: int, keep: Callable[[str], bool] | None = None) -> int:
        done = 0
        while done < n:
            src = next(iter(sources(kind, dst, keep)), None)
            if src is None or not m.move(kind, src, dst):
                break
            done += 1
        return done

    def plain_provinces() -> list[str]:
        return [s for s in b.spaces if b.map[s].is_province and not b.spaces[s].muslim_state]

    cities = [s for s in b.spaces if b.map[s].is_city]
    # 1. a Sepoy for each Troop in a Province with Raj Control; short of Sepoys: random order
    need = [s for s in plain_provinces() if b.raj_control(s) and b.spaces[s].troops > b.spaces[s].sepoys]
    for dst in pick_order(d, need, b, key=lambda s: 0):
        n = pull(terms.SEPOYS, dst, b.spaces[dst].troops - b.spaces[dst].sepoys,
                 keep=lambda s: no_control_province(s) or not b.map[s].is_province
                 or b.spaces[s].sepoys - 1 >= b.spaces[s].troops)
        d.why(f"8.9.3 Raj #1: {n} Sepoy(s) to {b.map[dst].name}, one for each Troop")
    # 2. a Troop in every City; Troops not needed for Raj Control in Provinces go to a City,
    #    where the end of the phase returns all but one to Available (NP-CAMP-7)
    for dst in pick_order(d, [c for c in cities if b.spaces[c].troops == 0], b, key=lambda s: 0):
        if pull(terms.TROOPS, dst, 1):
            d.why(f"8.9.3 Raj #2: a Troop to {b.map[dst].name}")
    home = [c for c in cities if b.spaces[c].troops >= 1]
    if home:
        for s in plain_provinces():
            if not b.raj_control(s) or protest_holds_cubes(b, s):
                continue
            while m.movable(s, terms.TROOPS) > 0 and keeps_control(b, s) and m.move(terms.TROOPS, s, home[0]):
                d.why(f"8.9.3 Raj #2: a Troop not needed for Raj Control in {b.map[s].name} to {b.map[home[0]].name}")
    # 3. a Sepoy in every City, then Sepoys until every City has Raj Control
    for dst in pick_order(d, [c for c in cities if b.spaces[c].sepoys == 0], b, key=lambda s: 0):
        if pull(terms.SEPOYS, dst, 1):
            d.why(f"8.9.3 Raj #3: a Sepoy to {b.map[dst].name}")
    for dst in pick_order(d, [c for c in cities if not b.raj_control(c)], b, key=lambda s: 0):
        while not b.raj_control(dst) and pull(terms.SEPOYS, dst, 1):
            d.why(f"8.9.3 Raj #3: a Sepoy to {b.map[dst].name} for Raj Control")
    # 4. a Sepoy in each of 3 States without Support (random States, NP-CAMP-8)
    states = [s for s in b.spaces if b.is_state(s) and b.spaces[s].level < terms.PASSIVE_SUPPORT]
    held = sum(1 for s in states if b.spaces[s].sepoys)
    for dst in pick_order(d, [s for s in states if not b.spaces[s].sepoys], b, key=lambda s: 0):
        if held >= 3:
            break
        if pull(terms.SEPOYS, dst, 1):
            held += 1
            d.why(f"8.9.3 Raj #4: a Sepoy to the State {b.map[dst].name}")
    # 5. cubes left in Provinces without Raj Control spread evenly over the Raj Control spaces,
    #    2-Pop spaces first
    targets = pick_order(d, [s for s in b.spaces if b.raj_control(s)], b, key=lambda s: -b.map[s].pop)
    if targets:
        i = 0
        for src in [s for s in plain_provinces() if not b.raj_control(s) and not protest_holds_cubes(b, s)]:
            for kind in terms.CUBES:
                while m.movable(src, kind) > 0:
                    for _ in range(len(targets)):
                        dst = targets[i % len(targets)]
                        i += 1
                        if m.may_move(kind, src, dst) and m.move(kind, src, dst):
                            break
                    else:
                        break
                if not m.movable(src, kind) and b.spaces[src].count(kind) == 0:
                    d.why(f"8.9.3 Raj #5: the {terms.PIECE_LABELS[kind]} of {b.map[src].name} spread over "
                          "the Raj Control spaces")
    return bool(plan.steps())


# ........................................................ Congress, League, Revolutionaries (6.4.3-6.4.5)
MOVER = {terms.INC: terms.INC_ACTIVISTS, terms.ML: terms.ML_ACTIVISTS, terms.REV: terms.GUERRILLAS}


class FactionPlan(Moves):
    """Sources: the Railways first (everything there must move, NP-CAMP-9), then the spaces with
    most of the faction's movers (ties at random), each keeping `keep(space)` of them."""

    def __init__(self, d: Decision, plan: Plan, keep: Callable[[str], int]):
        super().__init__(d, plan)
        self.faction = d.faction
        self.kind = MOVER[d.faction]
        self.keep = keep

    def spare(self, s: str) -> int:
        if any(self.arrived[(s, k)] for k in (self.kind, terms.GANDHI)):
            return 0  # a space filled this phase gives nothing back (NP-CAMP-9)
        if self.board.map[s].is_railway:
            return self.movable(s, self.kind)
        return min(self.movable(s, self.kind), self.board.spaces[s].count(self.kind) - self.keep(s))

    def source(self, dst: str, avoid: Collection[str] = ()) -> str | None:
        cands = [s for s in self.sources(self.kind, dst) if s not in avoid and self.spare(s) > 0]
        order = pick_order(self.d, cands, self.board,
                           key=lambda s: (not self.board.map[s].is_railway, -self.board.spaces[s].count(self.kind)))
        return order[0] if order else None

    def bring(self, dst: str, upto: int, avoid: Collection[str] = ()) -> int:
        """Bring movers into `dst` until it has `upto` of them; returns how many moved."""
        done = 0
        while self.board.spaces[dst].count(self.kind) < upto:
            src = self.source(dst, avoid)
            if src is None or not self.move(self.kind, src, dst):
                break
            done += 1
        if done:
            self.d.why(f"8.9.3: {done} {terms.PIECE_LABELS[self.kind]} to {self.board.map[dst].name}")
        return done

    def off_railways(self, targets: list[str]) -> None:
        """The movers still on Railways spread evenly over `targets` (then any space they may
        enter, at random): none stays on a Railway (6.4.3-6.4.5, NP-CAMP-10)."""
        b = self.board
        rails = [s for s in b.spaces if b.map[s].is_railway and b.spaces[s].count(self.kind)]
        i = 0
        for rail in rails:
            while b.spaces[rail].count(self.kind):
                ok = [t for t in targets if self.may_move(self.kind, rail, t)]
                if ok:
                    dst = ok[i % len(ok)]
                    i += 1
                else:
                    anywhere = self.d.random_space(sorted({mv.dst for mv in self.plan.activity.candidate_moves()
                                                           if mv.src == rail and mv.kind == self.kind}), b)
                    if anywhere is None:
                        return
                    dst = anywhere
                if not self.move(self.kind, rail, dst):
                    return
                self.d.why(f"8.9.3: off the Railway {b.map[rail].name} to {b.map[dst].name}")


def support_first(d: Decision, board: GameState, cands: list[str], extra: Callable[[str],
                  int] = lambda s: 0) -> list[str]:
    return pick_order(d, cands, board, key=lambda s: (extra(s), -board.spaces[s].level))


def inc_redeploy(d: Decision, plan: Plan) -> bool:
    """8.9.3, the NP Congress (IT:1590-1595): keep Activists equal to Population in each space not
    at Active Opposition; 1. Gandhi to the space with most Support (2-Pop first); 2. 2 Activists
    in each 2-Pop space (non-Muslim first); 3. 1 in each 1-Pop space (most Support first);
    4. those left on Railways evenly among the 2-Pop spaces."""
    def keep(s: str) -> int:
        return 0 if b.spaces[s].level == terms.ACTIVE_OPPOSITION else b.map[s].pop

    p = FactionPlan(d, plan, keep)
    b = p.board
    ok = [s for s in b.spaces if not b.map[s].is_railway and not b.raj_control(s)]  # 6.4.3
    # 1. Gandhi
    if b.gandhi in b.spaces:
        def rank(s: str) -> tuple[int, int]:
            return (-b.spaces[s].level, -b.map[s].pop)
        here = b.gandhi
        best = pick_order(d, [s for s in ok if s == here or p.may_move(terms.GANDHI, here, s)], b, key=rank)
        if best and best[0] != here and (here not in ok or rank(best[0]) < rank(here)):
            if p.move(terms.GANDHI, here, best[0]):
                d.why(f"8.9.3 Congress #1: Gandhi to {b.map[best[0]].name}, the most Support")
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
    return bool(plan.steps())


def ml_redeploy(d: Decision, plan: Plan) -> bool:
    """8.9.3, the NP League (IT:1596-1601): keep Activists equal to Population in each Muslim
    space; 1. League pieces exceed Congress's in every 2-Pop Muslim space; 2. 2 Activists in each
    2-Pop Muslim space; 3. 1 in each 1-Pop Muslim space (most Support first); 4. those left on
    Railways evenly among the 2-Pop Muslim spaces."""
    def keep(s: str) -> int:
        return b.map[s].pop if b.map[s].muslim else 0

    p = FactionPlan(d, plan, keep)
    b = p.board
    muslim = [s for s in b.spaces if b.map[s].muslim and (b.spaces[s].ml_bases
                                                          or (not b.map[s].is_railway and not b.raj_control(s)))]
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
    return bool(plan.steps())


def rev_redeploy(d: Decision, plan: Plan) -> bool:
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
    p = FactionPlan(d, plan, keep)
    b = p.board
    for dst in [s for s in b.spaces if b.spaces[s].unrest and not b.raj_control(s)]:  # 1.
        if not b.map[dst].is_railway:
            p.bring(dst, 1)
    for dst in [s for s in b.spaces if b.spaces[s].rev_bases]:  # 2.
        p.bring(dst, 1)
    three = [s for s in b.spaces if b.map[s].pop == 2 and not b.spaces[s].unrest
             and (b.spaces[s].rev_bases or (not b.map[s].is_railway and not b.raj_control(s)))]
    for dst in support_first(d, b, three):  # 3.
        p.bring(dst, 3, avoid=three)
        three_done.add(dst)
    p.off_railways([])
    return bool(plan.steps())


def redeploy(d: Decision, plan: Plan) -> bool:
    """8.9.3: the faction's Redeploy (6.4.2-6.4.5)."""
    return {terms.RAJ: raj_redeploy, terms.INC: inc_redeploy, terms.ML: ml_redeploy,
            terms.REV: rev_redeploy}[d.faction](d, plan)


# ---------------------------------------------------------------- 6.8 Crisis, 8.9.4 Reset
@contextmanager
def _closed_board(plan: Plan) -> Iterator[GameState]:
    """The board with the follow-up's steps so far carried out, inside a trial (everything is
    taken back after the block): the rules of a follow-up check its steps together when it
    closes (core.runs.FollowUpRun), so the board shows them only then."""
    with plan.trial():
        plan.close_statement()
        yield plan.board


def crisis(d: Decision, plan: Plan) -> bool:
    """8.1.4 (6.8): the NP Raj rolls a die and brings that many cubes from Out of Play, Troops
    first, each space by the "place-cubes" column among Cities and Provinces (Sepoys also
    States; NP-CAMP-12), judged on the board with the cubes placed so far."""
    if d.faction != terms.RAJ:
        return False
    board = plan.board
    roll = d.die()
    plan.do(S.roll(roll))
    oop = {k: board.out_of_play.get(k, 0) for k in terms.CUBES}
    last: tuple[str, str, int] | None = None
    left = roll
    for kind in terms.CUBES:
        while left and oop[kind]:
            with _closed_board(plan) as now:
                cands = [s for s in now.spaces if (now.map[s].is_city or now.map[s].is_province)
                         and not (kind == terms.TROOPS and now.is_state(s))]
                if kind == terms.SEPOYS:
                    cands += [s for s in now.spaces if now.map[s].is_princely_state]
                sid = d.select(cands, "place-cubes", board=now)
            if sid is None:
                break
            n = 1
            if last is not None and last[:2] == (kind, sid):
                n = last[2] + 1
                plan.undo()
            plan.do(S.place(sid, [(kind, n)], from_box="out-of-play"))
            last = (kind, sid, n)
            oop[kind] -= 1
            left -= 1
            d.why(f"6.8 Crisis: 1 {terms.PIECE_LABELS[kind][:-1]} from Out of Play to {board.map[sid].name}")
    d.why(f"6.8 Crisis: roll {roll}, {roll - left} cube(s) from Out of Play")
    return True


def np_protest(d: Decision, plan: Plan) -> bool:
    """8.9.4: at the end of the Reset the NP Congress places one Protest in a space with Congress
    Activists, by the "place-protest" column."""
    if d.faction != terms.INC or d.is_player(terms.INC):
        return False
    board = plan.board
    cands = [s for s in board.spaces if board.spaces[s].inc_activists and not board.spaces[s].protest]
    sid = d.select(cands, "place-protest", board=board)
    if sid is None:
        return False
    d.why(f"8.9.4: the NP Congress's Protest in {board.map[sid].name}")
    plan.do(S.add(sid, "protest"))
    return True


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


def part(d: Decision, plan: Plan, name: str) -> bool:
    """Campaign part `name` (phases.ORDER names, "crisis", "np-protest") for the NP `d.faction`
    on `plan` (the part begun): True if it wrote steps, False when it has nothing to do there."""
    fn = PARTS.get(name)
    return bool(fn and fn(d, plan))
