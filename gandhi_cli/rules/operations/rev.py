"""Revolutionary Operations (3.4): Rally 3.4.1, March 3.4.2, Attack 3.4.3, Unrest 3.4.4.

Every one costs Resources (3.1), derived by the engine: 1 per space for Rally and Attack, 1 per
origin space that is not a Railway for March, Restraint per space for Unrest (as it stands when
the space is chosen, 3.1.5).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...model import terms
from ...model.state import GameState, SpaceState
from ...notation.statements import Pieces
from ..activity import SKIPPED, Activity, MoveOption, limits
from ..steps import Args
from ..targeting import active_pieces, attacked_groups, bases_last, removable, troops_last

if TYPE_CHECKING:
    from ...model.journal import Holder
    from ...notation.actions import ActionStep
    from ...notation.statements import Pos

NV_PIECES = (terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.ML_BASES)  # Assassinate: Unity -1 (4.5.3)


def label(kind: str) -> str:
    return terms.PIECE_LABELS[kind]


def check_opposing_active(activity: Activity, step: ActionStep, args: Args, sid: str, rule: str) -> bool:
    """The pieces a step removes are Active opposing pieces, never Gandhi, removed to Available
    (3.4.3, 4.5.3). Reports each problem under `rule`; True when there was none."""
    ok = True
    active = active_pieces(activity.state, sid)
    name = activity.name_of(sid)
    for p in args.pieces:
        if p.kind == terms.GANDHI:
            activity.violation(step, rule, f"{activity.title} never removes Gandhi")
            ok = False
        elif terms.PIECE_OWNER[p.kind] == terms.REV:
            activity.violation(step, rule, f"{activity.title} removes opposing pieces, not {label(p.kind)}")
            ok = False
        elif active[p.kind] < p.count:
            activity.violation(step, rule, f"{activity.title} removes Active pieces only: {name} has "
                               f"{active[p.kind]} Active {label(p.kind)}, not {p.count}"
                               + (" (Activists are Active only in Protest spaces and on Railways, 1.4.3)"
                                  if p.kind in terms.ACTIVISTS else ""))
            ok = False
    if args.marker:
        activity.violation(step, rule, f"{activity.title} removes pieces, not a {args.marker} marker")
        ok = False
    if args.dest not in (None, terms.AVAILABLE):
        activity.violation(step, rule, f"{activity.title} removes pieces to Available, not to "
                           f"{terms.BOX_LABELS.get(args.dest, args.dest)}")
        ok = False
    return ok


class RevOperation(Activity):
    """A Revolutionary Operation: spaces are paid for when chosen (3.1, 3.1.5)."""

    factions = (terms.REV,)
    kind = terms.ActivityKind.OP

    pays_when_chosen = True

    def space_cost(self, sid: str) -> int:
        """1 Resource per space (3.4.1, 3.4.2 Railways free, 3.4.3); Unrest: Restraint (3.4.4)."""
        return 1

    def limits_text(self) -> str | None:
        """#21: a Limited Operation's one space (2.3.5); the cost of a space as `space_cost` charges
        it (3.1, 3.4: a Railway's where it differs) and the Revolutionaries' Resources, where they
        pay them (not the Non-Player, 8.6.2)."""
        have = self.resources_text()
        if have is None:
            return super().limits_text()
        land = self.space_cost(next(s.id for s in self.board if not s.is_railway))
        rail = self.space_cost(next(s.id for s in self.board if s.is_railway))
        cost = f"{land} Resource{'' if land == 1 else 's'} per space" + (
            f" ({rail} on a Railway)" if rail != land else "")
        return limits(super().limits_text(), f"{cost} ({self.rule}); {have}")

    def pick(self, sid: str, at) -> bool:
        """Choose a space (once, 3.1.1; checked by `space_problems`) and pay `space_cost` for it,
        as it stands when chosen (3.1.5); True if newly chosen."""
        cost = self.space_cost(sid)
        if not self.choose(sid, at):
            return False
        self.turn.pay(cost, at, self.rule, f"{self.title} in {self.name_of(sid)}")
        return True

    def not_on_railway(self, sid: str) -> str | None:
        if self.board[sid].is_railway:
            return f"{self.title} is in Cities, Provinces and States, never on a Railway"
        return None

    def chosen_once(self, sid: str, at) -> bool:
        """3.1.1: a space is chosen once per Operation; report a second choice."""
        if sid in self.chosen:
            self.violation(at, "3.1.1", f"{self.name_of(sid)} is already chosen for this {self.title}: a space "
                           "is chosen once per Operation", SKIPPED)
            return False
        return True


class Rally(RevOperation):
    """3.4.1: in each chosen City, Province or State without Support (or any with a Revolutionary
    Base), 1 Resource each: place 1 + Bases there Guerrillas (Hidden), or replace Unity-many
    Guerrillas there with a Revolutionary Base. Then one Guerrilla may move from Out of Play to
    Available."""

    name = "rally"
    title = "Rally"
    rule = "3.4.1"

    def limits_text(self) -> str | None:
        """#21: the spaces and their cost (`RevOperation`), the pieces Rally places (3.4.1)."""
        return limits(super().limits_text(), self.available_text(terms.GUERRILLAS, terms.REV_BASES))

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.due: dict[str, int] = {}  # space -> Guerrillas to place (1 + Bases when chosen)
        self.placed: Counter = Counter()
        self.short: set[str] = set()  # spaces where Available Guerrillas ran out
        self.replaced: set[str] = set()
        self.over: set[str] = set()  # spaces where a step placed more than 1 + Bases (reported then)
        self.out_of_play_step: ActionStep | None = None

    def space(self, sid: str, step: ActionStep) -> None:
        if sid in self.chosen:
            return
        sp = self.state.spaces[sid]
        self.pick(sid, step)
        self.due[sid] = 1 + sp.rev_bases

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """The spaces come first, then the Guerrilla from Out of Play (3.4.1 "Poi", IT:580): none
        is chosen after it; then the Operation's condition, 2.3.5 and the Resources."""
        out: list[tuple[str, str]] = []
        if self.out_of_play_step is not None and sid not in self.chosen:
            out.append((self.rule, f"Rally places or builds in {self.name_of(sid)} after moving a "
                        "Guerrilla from Out of Play: that move comes after the spaces"))
        return out + super().space_problems(sid)

    def space_condition(self, sid: str) -> str | None:
        """3.4.1 (IT:578-580): a City, Province or State without Support, or with a Revolutionary
        Base, where Rally can be carried out: Guerrillas to place, or Unity Guerrillas there to
        replace with an Available Base that has room (1.4.2)."""
        sp = self.state.spaces[sid]
        problem = self.not_on_railway(sid)
        if problem is None and sp.level > terms.NEUTRAL and not sp.rev_bases:
            problem = f"it is at {terms.LEVEL_NAMES[sp.level]} and has no Revolutionary Base"
        return problem or self.nothing_to_do(sid)

    def nothing_to_do(self, sid: str) -> str | None:
        """Why Rally can neither place Guerrillas in `sid` (none Available) nor build a Base there
        (3.4.1: Unity Guerrillas there, a Base Available, room for it, 1.4.2); None if it can."""
        state, sp = self.state, self.state.spaces[sid]
        if state.available(terms.GUERRILLAS):
            return None
        unity, pop = state.unity, self.board[sid].pop
        if sp.guerrillas < unity:
            why = f"{sp.guerrillas} Guerrilla(s) there, fewer than Unity ({unity}), for a Base"
        elif not state.available(terms.REV_BASES):
            why = "no Revolutionary Base is Available"
        elif sp.bases >= pop:
            why = f"no room for a Base ({sp.bases} Base(s), Population {pop}, 1.4.2)"
        else:
            return None
        return f"no Guerrilla is Available to place, and {why}"

    def on_place(self, step: ActionStep, args: Args) -> None:
        sid = args.space
        if sid is None or args.marker or any(p.kind != terms.GUERRILLAS for p in args.pieces):
            self.violation(step, self.rule, "Rally places Guerrillas in a space ('place 1G Punjab'); a Base "
                           "replaces Guerrillas ('replace 2G Punjab with 1 RB')", SKIPPED)
            return
        if args.source not in (None, terms.AVAILABLE):
            self.violation(step, "1.4.1", "Rally places Guerrillas from Available")
        if any(p.side == "active" for p in args.pieces):
            self.violation(step, "1.4.3", "new Guerrillas are placed Hidden", "placed Hidden")
        if sid in self.replaced:
            self.violation(step, self.rule, f"Rally in {self.name_of(sid)} either places Guerrillas or builds "
                           "a Base, not both")
        self.space(sid, step)
        if self.apply(step, args):
            self.placed[sid] += sum(p.count for p in args.pieces)
            n = self.placed[sid]
            if sid not in self.replaced and sid not in self.over and n > self.due.get(sid, n):
                self.over.add(sid)  # one finding per space, at the step that exceeds the count
                self.violation(step, self.rule, self.count_message(sid, n))
        if self.state.available(terms.GUERRILLAS) == 0:
            self.short.add(sid)

    def on_replace(self, step: ActionStep, args: Args) -> None:
        sid = args.space
        bases = [p for p in args.with_pieces if p.kind == terms.REV_BASES]
        if (sid is None or args.marker or any(p.kind != terms.GUERRILLAS for p in args.pieces)
                or len(bases) != 1 or len(args.with_pieces) != 1 or bases[0].count != 1):
            self.violation(step, self.rule, "Rally replaces Guerrillas with one Revolutionary Base "
                           "('replace 2G Punjab with 1 RB')", SKIPPED)
            return
        n = sum(p.count for p in args.pieces)
        if sid in self.placed or sid in self.replaced:
            self.violation(step, self.rule, f"Rally in {self.name_of(sid)} either places Guerrillas or builds "
                           "one Base")
        self.space(sid, step)
        if n != self.state.unity:
            self.violation(step, self.rule, f"a Base replaces as many Guerrillas as Unity ({self.state.unity}), "
                           f"not {n}")
        self.replaced.add(sid)  # no Guerrillas owed there, even if the board refuses the Base
        self.apply(step, args)

    def on_out_of_play(self, step: ActionStep, args: Args) -> None:
        if len(args.pieces) != 1 or args.pieces[0].kind != terms.GUERRILLAS or args.pieces[0].count != 1:
            self.violation(step, self.rule, "Rally may move one Guerrilla from Out of Play to Available", SKIPPED)
            return
        if self.out_of_play_step is not None:
            self.violation(step, self.rule, "Rally moves at most one Guerrilla from Out of Play", SKIPPED)
            return
        self.out_of_play_step = step
        self.apply(step, args)

    def count_message(self, sid: str, n: int, why: str = "") -> str:
        return (f"Rally in {self.name_of(sid)} places 1 + Revolutionary Bases there = {self.due[sid]} "
                f"Guerrillas, not {n}{why}")

    def finish(self) -> None:
        """Fewer Guerrillas than 1 + Bases while some were Available (more is reported by the
        step that places them, `on_place`)."""
        for sid, due in self.due.items():
            if sid in self.replaced:
                continue
            n = self.placed[sid]
            if n < due and sid not in self.short:
                why = f" ({self.state.available(terms.GUERRILLAS)} were Available)"
                self.violation(self.chosen[sid], self.rule, self.count_message(sid, n, why))


#: March's paths out of each origin (`Activity.chain_routes`, no space stops the Guerrillas but by
#: its kind), by map, origin and whether they go beyond an adjacent space: the map's alone
_MARCH_PATHS: dict[tuple[object, str, bool], dict[str, list[tuple[str, ...]]]] = {}


class March(RevOperation):
    """3.4.2: Guerrillas from chosen origins (1 Resource each, Railways free) move into adjacent
    spaces; Hidden ones may first go along adjacent Railways and Cities. Each moves once. In each
    destination at Support and on each Railway destination, if the Guerrillas that moved there
    plus the cubes there exceed 3, the moving Guerrillas are Activated. Only origins are chosen:
    a Limited March has one origin and any destinations (2.3.5)."""

    name = "march"
    title = "March"
    rule = "3.4.2"

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.arrived: dict[str, Counter] = {}  # destination -> {"hidden": n, "active": n} moved there

    condition_at_end = True  # an origin's Guerrillas are checked by the move that takes them

    def space_condition(self, sid: str) -> str | None:
        """An origin is a space the Guerrillas that move start from (3.4.2, IT:588)."""
        return None if self.state.spaces[sid].guerrillas else "it has no Guerrillas"

    def space_cost(self, sid: str) -> int:
        """An origin costs 1 Resource, a Railway none (3.4.2)."""
        return 0 if self.board[sid].is_railway else 1

    def unmoved(self, sid: str, side: str) -> int:
        sp = self.state.spaces[sid]
        have = sp.guerrillas_hidden if side == "hidden" else sp.guerrillas_active
        return have - self.arrived.get(sid, Counter())[side]

    def on_move(self, step: ActionStep, args: Args) -> None:
        route = args.route
        if len(route) < 2 or any(p.kind != terms.GUERRILLAS for p in args.pieces):
            self.violation(step, self.rule, "March moves Guerrillas along a path FROM>TO", SKIPPED)
            return
        src, dst = route[0], route[-1]
        self.pick(src, step)
        for rule, message in self.path_problems(route):
            self.violation(step, rule, message)
        split = self.split(step, args, long_route=len(route) > 2)
        if split is None:
            return
        moves = Args("move", pieces=[Pieces(n, terms.GUERRILLAS, side) for side, n in split.items() if n],
                     route=route)
        if self.apply(step, moves):
            total = sum(split.values())
            self.turn.moved[(dst, terms.GUERRILLAS)] += total
            self.arrived.setdefault(dst, Counter()).update(split)

    def path_problems(self, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """3.4.2: the path's findings, as `on_move` reports them: adjacent steps, and beyond an
        adjacent space only along Railways and Cities."""
        out = self.adjacency_problems(route)
        for mid in route[1:-1]:
            if not self.rail_or_city(mid):
                out.append((self.rule, f"Guerrillas march on only along Railways and Cities, not through "
                            f"{self.name_of(mid)}"))
        return out

    def may_march(self, src: str, long_route: bool) -> int:
        """How many Guerrillas in `src` may still march now (3.1.2): only Hidden ones beyond an
        adjacent space (3.4.2)."""
        return self.unmoved(src, "hidden") + (0 if long_route else self.unmoved(src, "active"))

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """A March move of one Guerrilla along `route` (3.4.2), in `on_move`'s order: Guerrillas
        only, the origin chosen (2.3.5) and paid (3.1.5), the path, one that has not marched yet
        (3.1.2) and Hidden beyond an adjacent space."""
        if len(route) < 2 or kind != terms.GUERRILLAS or route[0] == route[-1]:
            return [(self.rule, "March moves Guerrillas along a path FROM>TO")]
        src = route[0]
        out = self.space_problems(src)  # the origin, paid when chosen (3.1.5: `payment_problems`)
        out += self.path_problems(route)
        if self.may_march(src, False) < 1:
            out.append(("3.1.2", f"no Guerrilla in {self.name_of(src)} may march (pieces move once)"))
        elif len(route) > 2 and self.may_march(src, True) < 1:
            out.append((self.rule, "only Hidden Guerrillas march along Railways and Cities beyond an "
                        "adjacent space; an Active one moves into an adjacent space only"))
        return out

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """From each space with Guerrillas that may still march: into each adjacent space (Hidden
        and Active), and, for Hidden ones, along Railways and Cities into each space one step
        beyond, each with the first path `move_problems` accepts (`chain_routes`: the shortest,
        then the shortest through the chain, 3.4.2)."""
        out = []
        for space in self.board:
            src = space.id
            near, far = self.may_march(src, False), self.may_march(src, True)
            if near < 1 or self.space_problems(src):
                continue  # `move_problems`' checks of the origin alone: no route from it is tried
            beyond = bool(far)
            key = (self.board, src, beyond)  # the paths depend on the map alone
            paths = _MARCH_PATHS.get(key)
            if paths is None:
                if len(_MARCH_PATHS) >= 512:  # a few maps' worth
                    _MARCH_PATHS.clear()
                paths = _MARCH_PATHS[key] = self.chain_routes(src, beyond=beyond)
            for to, routes in paths.items():
                if dst is not None and to != dst:
                    continue
                # what `move_problems` checks of the route itself (the origin's checks passed above):
                # the path, and Hidden Guerrillas to go beyond an adjacent space
                route = next((r for r in routes if (len(r) <= 2 or far >= 1) and not self.path_problems(r)), None)
                if route is not None:
                    out.append(MoveOption(terms.GUERRILLAS, route, far if len(route) > 2 else near))
        return out

    def split(self, step: ActionStep, args: Args, long_route: bool) -> Counter | None:
        """Which sides move: as written, else Hidden ones first; only Guerrillas that have not moved
        yet (3.1.2), and only Hidden ones beyond an adjacent space (3.4.2). None, reported, when
        the step needs Guerrillas that already marched into the origin (the step is skipped)."""
        src = args.route[0]
        moved = sum(self.arrived.get(src, Counter()).values())
        wanted = sum(p.count for p in args.pieces)
        unmoved = self.unmoved(src, "hidden") + self.unmoved(src, "active")
        if moved and wanted > unmoved:
            self.violation(step, "3.1.2", f"{wanted - unmoved} Guerrilla(s) leaving {self.name_of(src)} already "
                           f"marched in this Operation and pieces move once ({unmoved} there may still march)",
                           SKIPPED)
            return None
        want: Counter[str] = Counter()
        free = 0
        for p in args.pieces:
            if p.side:
                want[p.side] += p.count
            else:
                free += p.count
        if long_route and (want["active"] or free > self.unmoved(src, "hidden") - want["hidden"]):
            self.violation(step, self.rule, "only Hidden Guerrillas march along Railways and Cities beyond an "
                           "adjacent space; an Active one moves into an adjacent space only")
        hidden_left = max(0, self.unmoved(src, "hidden") - want["hidden"])
        want["hidden"] += min(free, hidden_left)
        want["active"] += free - min(free, hidden_left)
        for side in ("hidden", "active"):
            moved = self.arrived.get(src, Counter())[side]
            if moved and want[side] > self.unmoved(src, side):
                self.violation(step, "3.1.2", f"{want[side]} {side.capitalize()} Guerrillas cannot leave "
                               f"{self.name_of(src)}: {moved} of them marched there in this Operation and "
                               "pieces move once")
        return want

    def finish(self) -> None:
        for dst, arrived in self.arrived.items():
            sp = self.state.spaces[dst]
            exposed = self.board[dst].is_railway or sp.level >= terms.PASSIVE_SUPPORT
            if exposed and sum(arrived.values()) + sp.cubes > 3:
                self.state.activate_guerrillas(dst, arrived["hidden"])


@dataclass
class AttackSpace:
    """One space attacked: the roll, the space as it was when rolled, and what was removed."""

    sid: str
    at: Pos | None  # where its step was written
    roll: int | None = None
    success: bool = False
    before: SpaceState | None = None
    gandhi_here: bool = False
    taken: Counter = field(default_factory=Counter)
    targets: set[str] = field(default_factory=set)
    warned: bool = False  # a removal before the roll was reported already
    over: bool = False  # a third piece removed: reported by its step
    out_of_order: bool = False  # Bases or Troops taken too early: reported by the step

    def held(self) -> Iterable[Holder]:
        """No rules object (issue #33): the space as it was is the board's, not kept."""
        return ()


def attack_adds_unrest(state: GameState, sid: str) -> bool:
    """3.4.3, after a successful Attack's removals: does the space get an Unrest marker? With a
    Protest marker *or* without Raj Control (REV-1: JA:681, the example IT:614, the note IT:610);
    under `[Reading REV-1 and]`, only with a Protest marker *and* no Raj Control (IT:598, IT:3040)."""
    protest, uncontrolled = state.spaces[sid].protest, not state.raj_control(sid)
    if state.reading("REV-1") == "and":
        return protest and uncontrolled
    return protest or uncontrolled


class Attack(RevOperation):
    """3.4.3: in each chosen City, Province or State with Guerrillas (1 Resource each), all
    Guerrillas are Activated and a die is rolled; if the roll is at most the Guerrillas there,
    up to two Active opposing pieces are removed (not Gandhi; Sepoys before Troops; Muslim League
    Bases once no Activist is left; two factions may be hit), and then, if the space has a Protest
    marker and no Raj Control, an Unrest marker is added. Notation: `select X; roll N; remove ...`."""

    name = "attack"
    title = "Attack"
    rule = "3.4.3"

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.current: AttackSpace | None = None

    def open(self, sid: str, step: ActionStep) -> AttackSpace | None:
        """Choose `sid` for the Attack: its record, None if it was chosen already (3.1.1)."""
        if not self.chosen_once(sid, step):
            return None
        self.close()
        sp = self.state.spaces[sid]
        self.pick(sid, step)
        self.state.activate_guerrillas(sid, sp.guerrillas_hidden)  # all Guerrillas there (3.4.3)
        self.current = AttackSpace(sid, self.turn.position(step))
        return self.current

    def space_condition(self, sid: str) -> str | None:
        return self.not_on_railway(sid) or (None if self.state.spaces[sid].guerrillas else "it has no Guerrillas")

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.open(sid, step)

    def on_roll(self, step: ActionStep, args: Args) -> None:
        rec = self.current
        if rec is None:
            self.violation(step, self.rule, "a roll follows the space attacked ('select X; roll N')", SKIPPED)
            return
        if rec.roll is not None:
            self.violation(step, self.rule, f"one die roll per space: {self.name_of(rec.sid)} already rolled "
                           f"{rec.roll}", SKIPPED)
            return
        roll = args.numbers[0] if args.numbers else 0
        if not 1 <= roll <= 6:
            self.violation(step, self.rule, f"a die roll is 1-6, not {roll}", SKIPPED)
            return
        sp = self.state.spaces[rec.sid]
        rec.roll, rec.success = roll, roll <= sp.guerrillas
        rec.before = copy.copy(sp)
        rec.gandhi_here = self.state.gandhi == rec.sid

    def on_target(self, step: ActionStep, args: Args) -> None:
        """3.1.4: the factions attacked in the current space (optional)."""
        if self.current is None:
            self.violation(step, self.rule, "'target' follows the space attacked", SKIPPED)
            return
        if terms.REV in args.factions:
            self.violation(step, "3.1.4", "the Revolutionaries do not attack themselves", SKIPPED)
            return
        self.current.targets |= set(args.factions)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        sid = args.space
        if sid is None:
            self.violation(step, self.rule, "a removal names its space", SKIPPED)
            return
        rec = self.current
        if rec is None or rec.sid != sid:
            if sid in self.chosen:
                self.violation(step, self.rule, f"the Attack in {self.name_of(sid)} is over: removals follow "
                               "that space's roll, before the next space is chosen")
                self.apply(step, args)
                return
            rec = self.open(sid, step)
            if rec is None:  # not reached: the space was not chosen yet
                return
        if rec.roll is None:
            if not rec.warned:
                self.violation(step, self.rule, f"no die roll in {self.name_of(sid)} before removing: write "
                               "'roll N' after the space")
                rec.warned = True
        elif not rec.success and rec.before is not None:  # rolled: `before` is set with the roll
            g = rec.before.guerrillas
            self.violation(step, self.rule, f"the Attack in {self.name_of(sid)} failed (roll {rec.roll} > {g} "
                           "Guerrillas): it removes nothing")
        check_opposing_active(self, step, args, sid, self.rule)
        if self.apply(step, args):
            for p in args.pieces:
                if terms.PIECE_OWNER[p.kind] != terms.REV:
                    rec.taken[p.kind] += p.count
            n = sum(rec.taken.values())
            if rec.success and n > 2 and not rec.over:  # reported by the step that exceeds it, once
                rec.over = True
                self.violation(step, self.rule, f"a successful Attack removes up to two pieces, {n} in "
                               f"{self.name_of(sid)}")
            if rec.success and not rec.out_of_order:
                self.order_at_step(step, rec, max(2 - n, 0))

    def order_at_step(self, step: ActionStep, rec: AttackSpace, left: int) -> None:
        """Bases last, Troops last (3.4.3), reported at the step that breaks them for good: a Base
        or Troop taken while pieces stay that come first and the Attack can no longer take (`left`
        more pieces; Activists not Active). `close` then leaves it."""
        sp = self.state.spaces[rec.sid]
        active = active_pieces(self.state, rec.sid)
        for problem, stuck in ((bases_last(sp, rec.taken),
                                sp.activists > min(left, active[terms.INC_ACTIVISTS] + active[terms.ML_ACTIVISTS])),
                               (troops_last(sp, rec.taken), sp.sepoys > left)):
            if problem and stuck:
                rec.out_of_order = True
                self.violation(step, self.rule, f"Attack in {self.name_of(rec.sid)}: {problem}")
                return

    def close(self) -> None:
        """The end of one space's Attack: the removals checked (1.4.4, 3.4.3) and Unrest added."""
        rec, self.current = self.current, None
        if rec is None:
            return
        name = self.name_of(rec.sid)
        if rec.roll is None or rec.before is None:  # `before` is set with the roll
            if not rec.warned:
                self.violation(rec.at, self.rule, f"the Attack in {name} has no die roll ('roll N' after the space)")
            return
        if not rec.success:
            return
        after = self.state.spaces[rec.sid]
        n = sum(rec.taken.values())
        if n > 2 and not rec.over:
            self.violation(rec.at, self.rule, f"a successful Attack removes up to two pieces, {n} in {name}")
        for problem in (bases_last(after, rec.taken), troops_last(after, rec.taken)):
            if problem and not rec.out_of_order:
                self.violation(rec.at, self.rule, f"Attack in {name}: {problem}")
        groups = attacked_groups(rec.taken, False) | rec.targets
        if groups:
            can = min(2, removable(self.state, rec.sid, rec.before, rec.gandhi_here, groups, False, False))
            if n < can:
                self.violation(rec.at, "1.4.4", f"Attack in {name} attacked {', '.join(sorted(groups))}: once "
                               f"attacked, a faction loses as many pieces as it can, {can} of the two, not {n}")
        if attack_adds_unrest(self.state, rec.sid):
            self.state.add_unrest(rec.sid)

    def finish(self) -> None:
        self.close()
        self.turn.watch()

    def held(self) -> Iterable[Holder]:
        """The Turn and the space being attacked, made when the space is chosen (`open`)."""
        return (self.turn, self.current) if self.current is not None else (self.turn,)


class Unrest(RevOperation):
    """3.4.4: in each chosen space with a Hidden Guerrilla (or, in Crisis only, with both Congress
    and Muslim League Activists), paying Restraint each: Activate one Hidden Guerrilla if any; a
    City, Province or State gets an Unrest marker and shifts one level toward Neutral, a Railway
    a Strike marker if it has none. Then Restraint -1 once. The spaces are open to Assassinate."""

    name = "unrest"
    title = "Unrest"
    rule = "3.4.4"

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            if self.chosen_once(sid, step):
                self.unrest(sid, step)

    def space_condition(self, sid: str) -> str | None:
        sp = self.state.spaces[sid]
        if sp.guerrillas_hidden:
            return None
        both = sp.inc_activists and sp.ml_activists
        if not self.state.crisis:
            return "it has no Hidden Guerrilla" + (" (spaces with Activists of both Congress and the "
                                                   "Muslim League only during a Crisis, 6.8)" if both else "")
        return None if both else "it has no Hidden Guerrilla, nor both Congress and Muslim League Activists"

    def space_cost(self, sid: str) -> int:
        return self.state.restraint  # Restraint when chosen (3.4.4, 3.1.5)

    def unrest(self, sid: str, step: ActionStep) -> None:
        state = self.state
        sp = state.spaces[sid]
        self.pick(sid, step)
        self.turn.unrest_spaces.add(sid)
        state.activate_guerrillas(sid, 1)
        state.add_unrest(sid)  # a Strike on a Railway, if it has none (1.12)
        if not self.board[sid].is_railway and sp.level != terms.NEUTRAL:
            state.shift(sid, -1 if sp.level > terms.NEUTRAL else 1)
        self.turn.watch()

    def finish(self) -> None:
        if self.chosen:
            self.state.shift_track("restraint", -1)
        self.turn.watch()
