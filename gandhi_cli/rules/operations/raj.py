"""Raj Operations (3.2): Deploy 3.2.1, Garrison 3.2.2, Sweep 3.2.3, Assault 3.2.4.

Always (3.2): Sepoys cost Resources equal to Restraint per space (0 with Troops only); cubes may
not leave Protest spaces (Railways included); Troops never enter States; the current Viceroy's
capability may change cost or effect (2.5.1).

`TakesPieces` (removing and arresting opponents' pieces: Assault here, Treaty and Govern in
`special/raj.py`) lives here too, so the Raj's Operations and Special Activities share it.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ...model import terms
from ...notation.statements import Pos
from ..activity import SKIPPED, Activity, MoveOption, Turn, limits
from ..steps import Args
from ..targeting import NV_GROUP, active_pieces, attacked_groups, bases_last, group_of, removable

if TYPE_CHECKING:
    from ...notation.actions import ActionStep


class RajOperation(Activity):
    factions = (terms.RAJ,)
    kind = terms.ActivityKind.OP
    cheap_viceroy: int | None = None  # the Viceroy under whom Sepoys cost 1 per space (2.5.1)

    def __init__(self, turn: Turn, limited: bool = False, pos: Pos | None = None):
        super().__init__(turn, limited, pos)
        self.paid_spaces: list[str] = []

    def sepoy_cost(self, sid: str) -> int:
        """Resources to use Sepoys in one space: Restraint (3.2), 1 under this Operation's cheap
        Viceroy; under Lord Reading the first space chosen is free (3.2.1, 3.2.3, 3.2.4)."""
        if self.state.viceroy == terms.READING and next(iter(self.chosen), sid) == sid:
            return 0
        if self.cheap_viceroy is not None and self.state.viceroy == self.cheap_viceroy:
            return 1
        return self.state.restraint

    def space_cost(self, sid: str) -> int:
        """The Resources a space costs with Sepoys used there (3.2; Troops only: none)."""
        return self.sepoy_cost(sid)

    def limits_text(self) -> str | None:
        """#21: a Limited Operation's one space (2.3.5); what Sepoys cost per space (`sepoy_cost`:
        Restraint, 1 under the cheap Viceroy, the first space free under Lord Reading, 3.2, 2.5.1)
        and the Raj's Resources, where it pays them (not the Non-Player, 8.6.2)."""
        have = self.resources_text()
        if have is None:
            return super().limits_text()
        per = 1 if self.cheap_viceroy is not None and self.state.viceroy == self.cheap_viceroy else self.state.restraint
        reading = ", the first space free (Lord Reading)" if self.state.viceroy == terms.READING else ""
        return limits(super().limits_text(),
                      f"Sepoys used cost {per} Resources per space{reading}, Troops alone none (3.2); {have}")

    def pay_for(self, sid: str, at) -> None:
        if sid in self.paid_spaces:
            return
        self.paid_spaces.append(sid)
        self.turn.pay(self.sepoy_cost(sid), at, "3.2", f"{self.title} with Sepoys in {self.name_of(sid)}")

    def movable(self, sid: str, kind: str) -> int:
        """Pieces of a kind in a space that have not moved yet in this Operation (3.1.2)."""
        return self.state.spaces[sid].count(kind) - self.turn.moved[(sid, kind)]

    def check_leave(self, step: ActionStep, args: Args) -> bool:
        """Cubes only (else the step is skipped: returns False); cubes may not leave Protest spaces
        (3.2) and move once (3.1.2): those breaches are reported and the move applied as written."""
        src = args.route[0]
        for p in args.pieces:
            if p.kind not in terms.CUBES:
                self.violation(step, self.rule, f"{self.title} moves Troops and Sepoys, not {p.text()}", SKIPPED)
                return False
        for rule, message in self.leave_problems(src, [(p.kind, p.count) for p in args.pieces]):
            self.violation(step, rule, message)
        return True

    def leave_problems(self, src: str, pieces: list[tuple[str, int]]) -> list[tuple[str, str]]:
        """Cubes may not leave a Protest space (3.2) and move once (3.1.2): the findings, in the
        order `check_leave` reports them, for `pieces` ((kind, count)) leaving `src`."""
        out = []
        if self.state.spaces[src].protest:
            out.append(("3.2", f"cubes may not leave {self.name_of(src)}: it is a Protest space"))
        for kind, count in pieces:
            moved = self.turn.moved[(src, kind)]
            if moved and self.movable(src, kind) < count:  # too few there at all: the move reports it
                out.append(("3.1.2", f"{count} {terms.PIECE_LABELS[kind]} cannot leave "
                            f"{self.name_of(src)}: {moved} of them moved there in this Operation and "
                            "pieces move once"))
        return out

    def cube_move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """The checks every Raj cube move shares (3.2, 3.1.2), for one piece of `kind`."""
        if kind not in terms.CUBES:
            return [(self.rule, f"{self.title} moves Troops and Sepoys, not {terms.PIECE_LABELS[kind]}")]
        return self.leave_problems(route[0], [(kind, 1)])

    def cube_routes(self, dst: str | None) -> list[tuple[str, ...]]:
        """Routes a subclass's rule may allow (into `dst` if given); `candidate_moves` keeps
        those `move_problems` accepts."""
        return []

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """Each cube kind, origin and destination with a route `move_problems` accepts (the first
        such route found), with how many cubes of that kind may still leave the origin (3.1.2)."""
        out: dict[tuple[str, str, str], MoveOption] = {}
        movable: dict[tuple[str, str], int] = {}  # the same origin comes on many routes
        open_to: dict[str, bool] = {}  # `destination_open`, asked once a destination
        kinds: dict[str, bool] = {}  # `kind_may_move`, asked once a kind
        for route in self.cube_routes(dst):
            if route[-1] not in open_to:
                open_to[route[-1]] = self.destination_open(route[-1])
            if not open_to[route[-1]]:
                continue
            for kind in terms.CUBES:
                key = (kind, route[0], route[-1])
                if key in out:
                    continue
                if kind not in kinds:
                    kinds[kind] = self.kind_may_move(kind)
                if not kinds[kind]:
                    continue
                n = movable.get((route[0], kind))
                if n is None:
                    n = movable[route[0], kind] = self.movable(route[0], kind)
                if n <= 0 or self.move_problems(kind, route):
                    continue
                out[key] = MoveOption(kind, route, n)
        return list(out.values())

    def destination_open(self, dst: str) -> bool:
        """False only where `move_problems` refuses every cube move into `dst` (its checks of
        the destination alone), so `candidate_moves` tries no route into it."""
        return True

    def kind_may_move(self, kind: str) -> bool:
        """False only where `move_problems` refuses every move of a `kind` cube (its checks of
        the kind alone), so `candidate_moves` tries none."""
        return True

    def record_move(self, args: Args) -> None:
        for p in args.pieces:
            self.turn.moved[(args.route[-1], p.kind)] += p.count


class TakesPieces(Activity):
    """Removing and arresting opponents' pieces (3.2.4 Assault, 4.2.1 Treaty, 4.2.2 Govern).

    Each `remove`/`arrest` step is checked as it comes (opponents' Active pieces only; Guerrillas
    and Bases to Available, Gandhi and Activists to Jail) and carried out; `check_taken` then
    checks each space as a whole: no more than the capacity, Bases last, and, once a group is
    attacked, as many of its pieces as the capacity allows (1.4.4), the Raj attacking Congress and
    the Muslim League as one group (NV). Gandhi's arrest is flagged on the turn: the replay shifts
    Restraint -1 and opens Congress's Protests at the end of the Raj turn (3.2.4).
    """

    taken: dict[str, Counter]
    #: space -> the checks of `check_taken` a step already broke there ("count", "bases"), reported then
    reported_at_step: dict[str, set[str]]

    def take(self, step: ActionStep, args: Args, sid: str) -> bool:
        """Check and carry out one step removing or arresting pieces in `sid`."""
        sp = self.state.spaces[sid]
        where = self.name_of(sid)
        for p in args.pieces:
            if p.kind in terms.CUBES:
                self.violation(step, self.rule, f"{self.title} removes opponents' pieces, not {p.text()}", SKIPPED)
                return False
            if p.kind not in terms.JAILABLE and step.verb == "arrest":
                self.violation(step, self.rule, f"{terms.PIECE_LABELS[p.kind]} are removed to Available, not "
                               f"arrested: write 'remove {p.text()} {where}'", SKIPPED)
                return False
        for p in args.pieces:
            label = terms.PIECE_LABELS[p.kind]
            # 1.4.3: only Active pieces (Activists in Protest spaces and on Railways, Active Guerrillas)
            if p.kind == terms.GUERRILLAS and (p.side == "hidden" or p.count > sp.guerrillas_active):
                self.violation(step, self.rule, f"{self.title} takes only Active pieces: {where} has "
                               f"{sp.guerrillas_active} Active Guerrilla(s), not {p.count}")
            if p.kind in terms.ACTIVISTS and not self.state.activists_active(sid):
                self.violation(step, self.rule, f"{self.title} takes only Active pieces: the Activists in "
                               f"{where} are not Active (no Protest marker, not a Railway, 1.4.3)")
            if p.kind in terms.JAILABLE and step.verb != "arrest" and args.dest != terms.JAIL:
                self.violation(step, self.rule, f"{label} are arrested (to Jail), not removed: write "
                               f"'arrest {p.text()} {where}'")
            elif p.kind not in terms.JAILABLE and args.dest not in (None, terms.AVAILABLE):
                self.violation(step, self.rule, f"{label} are removed to Available, not to "
                               f"{terms.BOX_LABELS[args.dest]}")
        if not self.apply(step, args):
            return False
        bag = self.taken.setdefault(sid, Counter())
        for p in args.pieces:
            bag[p.kind] += p.count
            if p.kind == terms.GANDHI:
                self.turn.gandhi_arrested = True  # 3.2.4, 4.2.1, 4.2.2: Restraint -1 at the end of the turn
        return True

    def space_before(self, sid: str) -> tuple:
        """The space as it was before this activity took pieces (the pieces taken put back)."""
        taken = self.taken.get(sid, Counter())
        before = copy.copy(self.state.spaces[sid])
        for kind, n in taken.items():
            if kind == terms.GUERRILLAS:
                before.guerrillas_active += n
            elif kind != terms.GANDHI:
                setattr(before, kind, getattr(before, kind) + n)
        return before, bool(taken[terms.GANDHI]) or self.state.gandhi == sid

    def target_groups(self) -> set[str]:
        """The groups declared with a `target` step (3.1.4), Congress and League as one (1.4.4)."""
        if not self.targets:
            return set()
        return {NV_GROUP if f in terms.NV_FACTIONS else f for f in self.targets if f != terms.RAJ}

    def check_taken(self, sid: str, cap: int, capacity: str, at, forced: bool = True) -> None:
        """A space's pieces taken against its capacity: at most `cap`; Bases last (3.2.4, 4.2.1,
        4.2.2); if `forced` (Assault, Treaty), an attacked group loses as many pieces as the
        capacity allows (1.4.4), NV as one group, and Gandhi must go once the capacity reaches the
        Active Activists plus Gandhi (3.2.4, 4.2.1)."""
        taken = self.taken.get(sid, Counter())
        where = self.name_of(sid)
        n = sum(taken.values())
        reported = getattr(self, "reported_at_step", {}).get(sid, set())  # by a step that broke it already
        if n > cap and "count" not in reported:
            self.violation(at, self.rule, f"{self.title} in {where} takes at most {cap} piece(s) ({capacity}), not {n}")
        why = bases_last(self.state.spaces[sid], taken)
        if why and "bases" not in reported:
            self.violation(at, self.rule, f"Bases last in {where}: {why}")
        groups = attacked_groups(taken, nv_as_one=True) | self.target_groups()
        if not groups or not forced:
            return
        before, gandhi_here = self.space_before(sid)
        can = removable(self.state, sid, before, gandhi_here, groups, nv_as_one=True, allow_gandhi=True)
        got = sum(v for k, v in taken.items() if group_of(k, True) in groups)
        if got < min(cap, can):
            names = " and ".join(sorted("Congress and Muslim League" if g == NV_GROUP else terms.FACTION_NAMES[g]
                                        for g in groups))
            self.violation(at, "1.4.4", f"once attacked, pieces are taken as far as possible: {self.title} in "
                           f"{where} could take {min(cap, can)} piece(s) of {names} ({capacity}), took {got}")
        if gandhi_here and NV_GROUP in groups and not taken[terms.GANDHI]:
            act = active_pieces(self.state, sid, before, gandhi_here)
            activists = act[terms.INC_ACTIVISTS] + act[terms.ML_ACTIVISTS]
            if cap >= activists + 1:
                self.violation(at, self.rule, f"Gandhi must be arrested in {where}: the capacity ({cap}) reaches "
                               f"the Active Activists ({activists}) plus Gandhi (1.4.4)")


class Deploy(RajOperation):
    """3.2.1: in each chosen City place up to six cubes from Available (from the map only when no
    cube of that type is Available); Sepoys placed cost Restraint per City (Willingdon 1, Reading
    the first space free); then up to two cubes may go from Out of Play to Available."""

    name = "deploy"
    title = "Deploy"
    rule = "3.2.1"
    cheap_viceroy = terms.WILLINGDON
    CUBES_PER_CITY = 6
    FROM_OUT_OF_PLAY = 2

    def limits_text(self) -> str | None:
        """#21: the cost (3.2), up to six cubes a City and the cubes Available (3.2.1)."""
        return limits(super().limits_text(), f"up to {self.CUBES_PER_CITY} cubes per City (3.2.1)",
                      self.available_text(terms.TROOPS, terms.SEPOYS))

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.added: Counter = Counter()  # City -> cubes placed there
        self.freed = 0  # cubes moved from Out of Play to Available
        self.freed_at: Pos | None = None  # where cubes were first moved from Out of Play

    def space_condition(self, sid: str) -> str | None:
        return None if self.board[sid].is_city else "Deploy chooses Cities only"

    def city(self, sid: str, step: ActionStep) -> None:
        self.choose(sid, step)

    def cubes_only(self, step: ActionStep, args: Args) -> bool:
        for p in args.pieces:
            if p.kind not in terms.CUBES:
                self.violation(step, self.rule, f"Deploy places Troops and Sepoys, not {p.text()}", SKIPPED)
                return False
        return True

    def in_order(self, step: ActionStep, sid: str) -> None:
        """Cubes placed in `sid` after cubes moved from Out of Play (3.2.1 "then"): reported here
        for a City chosen already, by `choose` (`space_problems`) for a new one."""
        if sid in self.chosen:
            for rule, message in self.order_problems():
                self.violation(step, rule, message)

    def order_problems(self) -> list[tuple[str, str]]:
        """3.2.1: the cubes are placed first, then moved from Out of Play to Available."""
        if self.freed_at is None:
            return []
        return [(self.rule, "Deploy places its cubes first, then moves cubes from Out of Play "
                 f"(line {self.freed_at.line})")]

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """No City is chosen after cubes moved from Out of Play (3.2.1), then the City (2.3.5)."""
        return ([] if sid in self.chosen else self.order_problems()) + super().space_problems(sid)

    def add(self, step: ActionStep, args: Args, sid: str) -> None:
        n = sum(p.count for p in args.pieces)
        if self.added[sid] + n > self.CUBES_PER_CITY:
            self.violation(step, self.rule, f"Deploy places at most {self.CUBES_PER_CITY} cubes in a City: "
                           f"{self.added[sid]} already placed in {self.name_of(sid)}, {n} more")
        if self.apply(step, args):
            self.added[sid] += n
            if any(p.kind == terms.SEPOYS for p in args.pieces):
                self.pay_for(sid, step)

    def on_place(self, step: ActionStep, args: Args) -> None:
        if args.marker or not args.space:
            self.unexpected(step, args)
            return
        if not self.cubes_only(step, args):
            return
        self.in_order(step, args.space)
        self.city(args.space, step)
        if args.source not in (None, terms.AVAILABLE):
            self.violation(step, self.rule, f"Deploy places cubes from Available, not from "
                           f"{terms.BOX_LABELS[args.source]}")
        self.add(step, args, args.space)

    def on_move(self, step: ActionStep, args: Args) -> None:
        """Cubes taken from the map (3.2.1, 1.4.1): only when none of that type is Available."""
        if len(args.route) < 2:
            self.violation(step, self.rule, "a cube taken from the map needs a path FROM>CITY", SKIPPED)
            return
        if not self.cubes_only(step, args):
            return
        src, dst = args.route[0], args.route[-1]
        if len(args.route) > 2:
            self.violation(step, self.rule, "a cube taken from the map goes straight into the City: FROM>CITY")
        self.in_order(step, dst)
        self.city(dst, step)
        for rule, message in self.from_map_problems([p.kind for p in args.pieces], src):
            self.violation(step, rule, message)
        self.add(step, args, dst)

    def from_map_problems(self, kinds: list[str], src: str) -> list[tuple[str, str]]:
        """Cubes taken from the map only when none of their type is Available (3.2.1, 1.4.1), and
        not out of a Protest space (3.2): the findings, as `on_move` reports them."""
        out = []
        for kind in kinds:
            have = self.state.available(kind)
            if have:
                out.append((self.rule, f"{terms.PIECE_LABELS[kind]} are taken from the map only when "
                            f"none is Available ({have} Available)"))
        if self.state.spaces[src].protest:
            out.append(("3.2", f"cubes may not leave {self.name_of(src)}: it is a Protest space"))
        return out

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """One `kind` cube taken from the map along `route` (3.2.1), in `on_move`'s order: cubes
        only, straight into the City, cubes placed before Out of Play ones move, the City
        (2.3.5), none Available, not out of a Protest space (3.2), six per City."""
        if len(route) < 2 or route[0] == route[-1]:
            return [(self.rule, "a cube taken from the map needs a path FROM>CITY")]
        if kind not in terms.CUBES:
            return [(self.rule, f"Deploy places Troops and Sepoys, not {terms.PIECE_LABELS[kind]}")]
        out = []
        if len(route) > 2:
            out.append((self.rule, "a cube taken from the map goes straight into the City: FROM>CITY"))
        dst = route[-1]
        if dst in self.chosen:
            out += self.order_problems()
        out += self.space_problems(dst) + self.from_map_problems([kind], route[0])
        if self.added[dst] + 1 > self.CUBES_PER_CITY:
            out.append((self.rule, f"Deploy places at most {self.CUBES_PER_CITY} cubes in a City: "
                        f"{self.added[dst]} already placed in {self.name_of(dst)}, 1 more"))
        return out

    def cube_routes(self, dst: str | None) -> list[tuple[str, ...]]:
        """Into each City (or `dst`), straight from each other space with cubes (3.2.1)."""
        cities = [s.id for s in self.board if s.is_city and (dst is None or s.id == dst)]
        return [(src.id, to) for to in cities for src in self.board
                if src.id != to and self.state.spaces[src.id].cubes]

    def destination_open(self, dst: str) -> bool:
        """`move_problems`' checks of the City alone: the City (3.2.1, 2.3.5), cubes placed before
        Out of Play ones move, six a City."""
        return not (self.space_problems(dst) or (dst in self.chosen and self.order_problems())
                    or self.added[dst] + 1 > self.CUBES_PER_CITY)

    def kind_may_move(self, kind: str) -> bool:
        """Cubes of a kind are taken from the map only when none is Available (3.2.1, 1.4.1)."""
        return not self.state.available(kind)

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """As for every Raj cube move, with at most six cubes placed per City (3.2.1)."""
        return [MoveOption(m.kind, m.route, min(m.count, self.CUBES_PER_CITY - self.added[m.dst]))
                for m in super().candidate_moves(dst)]

    def on_out_of_play(self, step: ActionStep, args: Args) -> None:
        if not self.cubes_only(step, args):
            return
        n = sum(p.count for p in args.pieces)
        if self.freed + n > self.FROM_OUT_OF_PLAY:
            self.violation(step, self.rule, f"Deploy moves at most {self.FROM_OUT_OF_PLAY} cubes from Out of Play "
                           f"to Available, not {self.freed + n}")
        if self.apply(step, args):
            self.freed += n
            self.freed_at = self.freed_at or self.turn.position(step) or Pos(0, 0)


#: `Garrison.cube_routes`' paths from each origin with cubes, by the map, the origins and the
#: spaces that stop cubes (all they depend on): a few recent boards (not the rules objects' state,
#: which trials keep and take back)
_GARRISON_PATHS: dict[tuple[object, tuple[str, ...], frozenset[str]],
                      list[tuple[str, dict[str, list[tuple[str, ...]]]]]] = {}


class Garrison(RajOperation):
    """3.2.2: cubes in spaces without Protest move into an adjacent Railway or City, may go on along
    adjacent Railways or Cities, and finally may enter an adjacent Raj-Controlled space; they stop
    on entering a space with an Active opponent and never leave a Protest space. Moving any Sepoy
    costs Restraint once (free under Lord Reading). Limited: one destination for all. Then on each
    Railway one Guerrilla is Activated per cube, Sepoys counted only if Sepoys were used (the
    Raj aid sheet IT:3047 and JA 3.2.2; the IT rules text lacks the sentence)."""

    name = "garrison"
    title = "Garrison"
    rule = "3.2.2"
    condition_at_end = True  # the destination's condition depends on the path: checked by `on_move`

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.sepoys_used = False

    def on_move(self, step: ActionStep, args: Args) -> None:
        route = args.route
        if len(route) < 2:
            self.violation(step, self.rule, "a Garrison move needs a path FROM>…>TO", SKIPPED)
            return
        if not self.check_leave(step, args):
            return
        dst = route[-1]
        troops = self.troops_problem([p.kind for p in args.pieces], route)
        if troops:
            self.violation(step, *troops, SKIPPED)
            return
        self.choose(dst, step)  # the destination (2.3.5: one for a Limited Garrison)
        for rule, message in self.path_problems(route):
            self.violation(step, rule, message)
        if self.apply(step, args):
            self.record_move(args)
            if any(p.kind == terms.SEPOYS for p in args.pieces) and not self.sepoys_used:
                self.sepoys_used = True
                cost = 0 if self.state.viceroy == terms.READING else self.state.restraint  # 2.5.1
                self.turn.pay(cost, step, "3.2", "Garrison moving Sepoys")

    def troops_problem(self, kinds: list[str], route: tuple[str, ...]) -> tuple[str, str] | None:
        """3.2: Troops never enter States (the move is skipped)."""
        if terms.TROOPS in kinds:
            state_on_way = next((sid for sid in route[1:] if self.state.is_state(sid)), None)
            if state_on_way:
                return ("3.2", f"Troops never enter States: {self.name_of(state_on_way)} is one")
        return None

    def path_problems(self, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """3.2.2: the path's findings, as `on_move` reports them: adjacent steps, along Railways
        and Cities, stopping at Active opponents, not leaving Protest spaces (3.2), first into a
        Railway or City and ending in one or in a Raj-Controlled space."""
        return list(self._path_findings(route))

    def _path_findings(self, route: tuple[str, ...], clear: set[str] | None = None) -> Iterator[tuple[str, str]]:
        """`path_problems` one at a time, each message made only when it is reached (a listing
        asks for the first only: `_moves`); `clear`, if given, holds the spaces found to let cubes
        pass on, skipped, and gets those found so here."""
        yield from self.adjacency_problems(route)
        for sid in route[1:-1]:
            if clear is not None and sid in clear:
                continue
            found = False
            if not self.rail_or_city(sid):
                found = True
                yield (self.rule, f"Garrison cubes move along Railways and Cities, not through "
                       f"{self.name_of(sid)}")
            if self.state.active_opponents_of_raj(sid):
                found = True
                yield (self.rule, f"Garrison cubes must stop in {self.name_of(sid)}: it has Active "
                       "opponents")
            if self.state.spaces[sid].protest:
                found = True
                yield ("3.2", f"cubes may not leave {self.name_of(sid)}: it is a Protest space")
            if clear is not None and not found:
                clear.add(sid)
        end = self._end_finding(route)
        if end is not None:
            yield end

    def _end_finding(self, route: tuple[str, ...]) -> tuple[str, str] | None:
        """Where the path ends (3.2.2): first into a Railway or City, ending in one or in a
        Raj-Controlled space (`path_problems`' last finding; it depends on the destination and
        whether the move is straight into it, nothing else)."""
        dst = route[-1]
        if self.rail_or_city(dst):
            return None
        if len(route) == 2:
            return (self.rule, f"Garrison cubes first move into an adjacent Railway or City, not "
                    f"{self.name_of(dst)}")
        if self.destination_condition(dst):
            return (self.rule, f"Garrison cubes end in a Railway, a City or a Raj-Controlled "
                    f"space: {self.name_of(dst)} has no Raj Control")
        return None

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """A Garrison move of one `kind` cube along `route` (3.2.2), in `on_move`'s order: cubes
        only, leaving (3.2, 3.1.2), Troops and States (3.2), the destination (2.3.5), the path."""
        if len(route) < 2 or route[0] == route[-1]:
            return [(self.rule, "a Garrison move needs a path FROM>…>TO")]
        out = self.cube_move_problems(kind, route)
        if kind not in terms.CUBES:
            return out
        troops = self.troops_problem([kind], route)
        if troops:
            return out + [troops]
        return out + self.space_problems(route[-1]) + self.path_problems(route)

    def cube_routes(self, dst: str | None) -> list[tuple[str, ...]]:
        """From each space with cubes: the paths into each space reachable along Railways and
        Cities that let cubes pass on (no Active opponents, no Protest: 3.2.2, 3.2), and one step
        on into a space off them (kept if Raj-Controlled, by `move_problems`): the shortest, and
        the shortest through the chain where it differs (`chain_routes`: a space neither Railway
        nor City is entered from the chain, IT:445)."""
        return [route for _, paths in self._paths() for sid, routes in paths.items() if dst is None or sid == dst
                for route in routes]

    def _paths(self) -> list[tuple[str, dict[str, list[tuple[str, ...]]]]]:
        """`cube_routes`' paths, by origin (each origin with cubes, in map order) and destination:
        kept by board (`_GARRISON_PATHS`), since a listing asks more than once."""
        state = self.state
        origins = tuple(s.id for s in self.board if state.spaces[s.id].cubes)
        stops = frozenset(s.id for s in self.board
                          if state.active_opponents_of_raj(s.id) or state.spaces[s.id].protest)
        key = (self.board, origins, stops)  # all the paths depend on
        found = _GARRISON_PATHS.get(key)
        if found is None:
            if len(_GARRISON_PATHS) >= 32:
                _GARRISON_PATHS.clear()
            found = _GARRISON_PATHS[key] = [(src, self.chain_routes(src, lambda here: here not in stops))
                                            for src in origins]
        return found

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """As for every Raj cube move (`RajOperation.candidate_moves`: the first route `move_problems`
        accepts for each cube kind, origin and destination), listed by `_moves`."""
        return self._moves(dst)

    def _moves(self, dst: str | None, one_per_destination: bool = False) -> list[MoveOption]:
        """`candidate_moves`, in `cube_routes`' order, with `move_problems`' checks (3.2, 3.1.2,
        2.3.5, 3.2.2) taken apart: those of the origin and cube kind (cubes that may still leave
        it) once an origin, those of the destination once a destination, the path's once a route
        (not once a cube kind), each stopping at its first finding; with `one_per_destination`,
        one move a destination (`candidate_spaces`)."""
        out: dict[tuple[str, str, str], MoveOption] = {}
        dst_ok: dict[str, bool] = {}  # destination: no `space_problems`
        end_ok: dict[tuple[str, bool], bool] = {}  # (destination, straight into it): no `_end_finding`
        reached: set[str] = set()
        clear: set[str] = set()  # spaces cubes pass on through (`_path_findings`)
        for src, paths in self._paths():
            kinds = [(kind, n) for kind in terms.CUBES for n in (self.movable(src, kind),)
                     if n > 0 and not self.leave_problems(src, [(kind, 1)])]
            if not kinds:
                continue  # no cube may leave it: none of its routes is tried
            for to, routes in paths.items():
                if (dst is not None and to != dst) or to in reached or to == src:
                    continue
                if to not in dst_ok:
                    dst_ok[to] = not self.space_problems(to)
                if not dst_ok[to]:
                    continue  # the same for every route and kind
                for route in routes:
                    end = (to, len(route) == 2)
                    if end not in end_ok:
                        end_ok[end] = self._end_finding(route) is None
                    if not end_ok[end]:
                        continue
                    path_ok: bool | None = None
                    for kind, n in kinds:
                        key = (kind, src, to)
                        if key in out:
                            continue
                        if path_ok is None:
                            path_ok = next(self._path_findings(route, clear), None) is None
                        if not path_ok:
                            break
                        if kind == terms.TROOPS and self.troops_problem([kind], route):
                            continue  # (Sepoys may enter States: 3.2)
                        out[key] = MoveOption(kind, route, n)
                        if one_per_destination:
                            reached.add(to)
                            break
                    if to in reached:
                        break
        return list(out.values())

    def destination_condition(self, sid: str) -> str | None:
        """Where Garrison cubes may end: a Railway, a City, or a Raj-Controlled space (3.2.2)."""
        return None if self.rail_or_city(sid) or self.state.raj_control(sid) else (
            "Garrison cubes end in a Railway, a City or a Raj-Controlled space")

    def space_condition(self, sid: str) -> str | None:
        """A destination: a space some cube move `move_problems` accepts ends in (3.2.2: a Railway,
        a City, or a Raj-Controlled space reached through one)."""
        reason = self.destination_condition(sid)
        if reason is None and not self.candidate_moves(sid):
            reason = "no cube may reach it along Railways and Cities"
        return reason

    def candidate_spaces(self) -> list[tuple[str, int]]:
        """The destinations of the moves `candidate_moves` lists (3.2.2), in map order, free (the
        Sepoys' cost is once per Garrison, not per space); a Limited Garrison's one (2.3.5)."""
        reached = {m.dst for m in self._moves(None, one_per_destination=True)}
        return [(s.id, 0) for s in self.board if s.id in reached and not self.space_problems(s.id)]

    def space_cost(self, sid: str) -> int:
        """None per space: moving any Sepoy costs Restraint once per Garrison (3.2.2)."""
        return 0

    def limits_text(self) -> str | None:
        """#21: one destination if Limited (2.3.5); moving Sepoys costs Restraint once, nothing
        under Lord Reading (3.2.2, as `on_move` pays it), where the Raj pays (8.6.2)."""
        have = self.resources_text()
        if have is None:
            return Activity.limits_text(self)
        cost = 0 if self.state.viceroy == terms.READING else self.state.restraint  # as on_move
        return limits(Activity.limits_text(self),
                      f"moving Sepoys costs {cost} Resources once (3.2.2); {have}")

    def finish(self) -> None:
        """After all moves, on each Railway one Hidden Guerrilla Activated per cube (3.2.2, JA:523,
        the aid sheet IT:3046: RAJ-2); none under `[Reading RAJ-2 none]` (the IT rules text, IT:445)."""
        if self.state.reading("RAJ-2") == "none":
            self.turn.watch()
            return
        for space in self.board:
            if space.is_railway:
                sp = self.state.spaces[space.id]
                self.state.activate_guerrillas(space.id, sp.troops + (sp.sepoys if self.sepoys_used else 0))
        self.turn.watch()


class Sweep(RajOperation):
    """3.2.3: cubes move into chosen non-Railway destinations from adjacent spaces (at most one
    Railway on the way, free of Strikes, Activists and Active Guerrillas); then in each destination
    one Hidden Guerrilla is Activated per cube there (Sepoys already there only if paid for)."""

    name = "sweep"
    title = "Sweep"
    rule = "3.2.3"
    cheap_viceroy = terms.IRWIN

    def __init__(self, turn: Turn, limited: bool = False, pos: Pos | None = None):
        super().__init__(turn, limited, pos)
        self.sepoys_moved: set[str] = set()
        self.written: dict[str, tuple[int, Pos | None]] = {}  # destination -> Activations written, where

    def space_condition(self, sid: str) -> str | None:
        return "a Railway is never a Sweep destination" if self.board[sid].is_railway else None

    def destination_open(self, dst: str) -> bool:
        """`move_problems`' check of the destination alone: a Sweep space (3.2.3, 2.3.5)."""
        return not self.space_problems(dst)

    def destination(self, sid: str, at) -> None:
        self.choose(sid, at)

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:  # a Sweep in place (3.2.3 example)
            self.destination(sid, step)

    def on_move(self, step: ActionStep, args: Args) -> None:
        route = args.route
        if len(route) < 2:
            self.violation(step, self.rule, "a Sweep move needs a path FROM>TO", SKIPPED)
            return
        dst = route[-1]
        self.destination(dst, step)
        if not self.check_leave(step, args):
            return
        for rule, message in self.path_problems(route):
            self.violation(step, rule, message)
        if self.apply(step, args):
            self.record_move(args)
            if any(p.kind == terms.SEPOYS for p in args.pieces):
                self.sepoys_moved.add(dst)

    def path_problems(self, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """3.2.3: the path's findings, as `on_move` reports them: from an adjacent space, or
        through one adjacent Railway free of Strikes, Activists and Active Guerrillas (and not a
        Protest space, 3.2)."""
        out = []
        if len(route) > 3:
            out.append((self.rule, "Sweep cubes move into the destination from an adjacent space, "
                        "or onto one adjacent Railway first and then into the destination"))
        out += self.adjacency_problems(route)
        for mid in route[1:-1]:
            sp = self.state.spaces[mid]
            if not self.board[mid].is_railway:
                out.append((self.rule, f"Sweep cubes pass only through a Railway, not {self.name_of(mid)}"))
            elif sp.strike or sp.activists or sp.guerrillas_active:
                what = "a Strike" if sp.strike else "Activists" if sp.activists else "Active Guerrillas"
                out.append((self.rule, f"Sweep cubes may not pass through {self.name_of(mid)}: it has {what}"))
            if sp.protest:
                out.append(("3.2", f"cubes may not leave {self.name_of(mid)}: it is a Protest space"))
        return out

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """A Sweep move of one `kind` cube along `route` (3.2.3), in `on_move`'s order: the
        destination (a Sweep space, 2.3.5), cubes only, leaving (3.2, 3.1.2), the path."""
        if len(route) < 2:
            return [(self.rule, "a Sweep move needs a path FROM>TO")]
        out = self.space_problems(route[-1]) + self.cube_move_problems(kind, route)
        if kind not in terms.CUBES:
            return out
        out += self.path_problems(route)
        if kind == terms.TROOPS and self.state.is_state(route[-1]):  # refused when carried out (1.4.2)
            out.append(("1.4.2", f"Troops may never enter a State ({self.name_of(route[-1])})"))
        return out

    def cube_routes(self, dst: str | None) -> list[tuple[str, ...]]:
        """Into each destination (or `dst`): from each adjacent space, then through each adjacent
        Railway from the spaces adjacent to it (3.2.3); from spaces with cubes only."""
        out: list[tuple[str, ...]] = []
        spaces = self.state.spaces
        for space in self.board:
            to = space.id
            if dst is not None and to != dst:
                continue
            out += [(src, to) for src in sorted(self.board.neighbours(to)) if spaces[src].cubes]
            out += [(src, mid, to) for mid in sorted(self.board.neighbours(to)) if self.board[mid].is_railway
                    for src in sorted(self.board.neighbours(mid)) if src != to and spaces[src].cubes]
        return out

    def on_activate(self, step: ActionStep, args: Args) -> None:
        """An Activation written out: it says whether the Sepoys already there are used."""
        for sid in args.spaces:
            self.destination(sid, step)
            self.written[sid] = (sum(p.count for p in args.pieces if p.kind == terms.GUERRILLAS),
                                 self.turn.position(step))

    def finish(self) -> None:
        for sid in self.chosen:
            sp = self.state.spaces[sid]
            free = min(sp.guerrillas_hidden, sp.troops)
            paid = min(sp.guerrillas_hidden, sp.troops + sp.sepoys)
            use_sepoys = sid in self.sepoys_moved
            if sid in self.written:
                n, at = self.written[sid]
                if n == paid and paid != free:
                    use_sepoys = True
                elif n != (paid if use_sepoys else free):
                    want = paid if use_sepoys else f"{free} (Troops only) or {paid} (with the Sepoys there)"
                    self.violation(at, self.rule, f"Sweep in {self.name_of(sid)} Activates one Hidden "
                                   f"Guerrilla per cube: {want}, not {n}",
                                   f"activated {paid if use_sepoys else free}")
            if use_sepoys and sp.sepoys:
                self.pay_for(sid, self.chosen[sid])
            self.state.activate_guerrillas(sid, paid if use_sepoys else free)
        self.turn.watch()


class WavellSweep(Sweep):
    """2.5.1, 3.2.4 Lord Wavell: a free Limited Sweep (3.2.3) into one Assault space, Troops and
    Sepoys alike; being free, the Sepoys already in the destination are used too."""

    title = "Lord Wavell's free Sweep"

    def sepoy_cost(self, sid: str) -> int:
        return 0

    def finish(self) -> None:
        self.sepoys_moved.update(self.chosen)
        super().finish()


class Assault(TakesPieces, RajOperation):
    """3.2.4: in each chosen space remove Active Guerrillas and Bases to Available and arrest Gandhi
    and Active Activists, one piece per cube when Troops are used (Sepoys too if paid), one per
    two Sepoys with Sepoys only. Using Sepoys costs Restraint per space (Chelmsford 1, Reading the
    first space free); it is inferred: paid when more pieces are taken than the Troops alone
    could take. Under Lord Wavell `move` and `activate` steps are a free Limited Sweep into one
    Assault space, or in place there (RAJ-8)."""

    name = "assault"
    title = "Assault"
    rule = "3.2.4"
    cheap_viceroy = terms.CHELMSFORD
    condition_at_end = True  # cubes may arrive by Lord Wavell's Sweep: checked in `finish`

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.taken = {}
        self.reported_at_step = {}
        self.sweep: WavellSweep | None = None
        self.sweep_done = False
        self.cubes_at: dict[str, tuple[int, int]] = {}  # space -> (Troops, Sepoys) at its last Assault step

    def on_select(self, step: ActionStep, args: Args) -> None:
        self.end_sweep()
        for sid in args.spaces:
            self.choose(sid, step)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        self.end_sweep()
        if args.marker or len(args.spaces) != 1:
            self.unexpected(step, args)
            return
        sid = args.spaces[0]
        self.choose(sid, step)
        sp = self.state.spaces[sid]
        self.cubes_at[sid] = (sp.troops, sp.sepoys)  # the cubes that take these pieces (STEP-ORDER-1)
        if self.take(step, args, sid):
            self.check_step(step, sid)

    on_arrest = on_remove

    def capacity(self, sid: str, n: int) -> tuple[int, str, bool]:
        """3.2.4: how many pieces the cubes in `sid` take when `n` are taken, the capacity in words,
        and whether Sepoys are used (more than the Troops alone take: paid for). The cubes are those
        there at the Assault's last step taking pieces in `sid` (its Special Activity may move them
        afterwards, 4.1: a condition met when its step was taken stays met, STEP-ORDER-1)."""
        sp = self.state.spaces[sid]
        troops, sepoys = self.cubes_at.get(sid, (sp.troops, sp.sepoys))
        if n > troops and sepoys > 0:
            return (troops + sepoys if troops else sepoys // 2,
                    f"{troops} Troop(s) and {sepoys} Sepoy(s): one per cube" if troops else
                    f"{sepoys} Sepoy(s) only: one per two Sepoys", True)
        return troops, f"{troops} Troop(s): one per Troop", False

    def check_step(self, step: ActionStep, sid: str) -> None:
        """What a step taking pieces in `sid` already breaks (3.2.4), reported at the step, once per
        space and check (`check_taken` then leaves it): more pieces than the cubes take; a Base
        taken while pieces stay that the cubes left can no longer take (Bases last). The cubes no
        longer change: Lord Wavell's free Sweep ended before the step (`end_sweep`)."""
        taken = self.taken[sid]
        n = sum(taken.values())
        cap, capacity, _ = self.capacity(sid, n)
        reported = self.reported_at_step.setdefault(sid, set())
        where = self.name_of(sid)
        if n > cap and "count" not in reported:
            reported.add("count")
            self.violation(step, self.rule, f"{self.title} in {where} takes at most {cap} piece(s) ({capacity}), "
                           f"not {n}")
        sp = self.state.spaces[sid]
        why = bases_last(sp, taken)
        if why and "bases" not in reported:
            most = sp.troops + sp.sepoys if sp.troops else (sp.sepoys // 2 if sp.sepoys else 0)
            left = max(most - n, 0)  # pieces the cubes may still take there
            active = active_pieces(self.state, sid)
            if taken[terms.REV_BASES] and sp.guerrillas:
                stuck = sp.guerrillas_hidden > 0 or sp.guerrillas_active > left
            else:
                stuck = (sp.activists > active[terms.INC_ACTIVISTS] + active[terms.ML_ACTIVISTS]
                         or sp.activists > left)
            if stuck:
                reported.add("bases")
                self.violation(step, self.rule, f"Bases last in {where}: {why}")

    def on_move(self, step: ActionStep, args: Args) -> None:
        if self.state.viceroy != terms.WAVELL:
            self.violation(step, self.rule, "Assault moves no cubes (only Lord Wavell's free Sweep does, 2.5.1)")
            self.apply(step, args)
            return
        if self.sweep_done:
            self.violation(step, "2.5.1", "Lord Wavell's free Sweep is one Limited Sweep, already carried out "
                           "before this step")
        if len(args.route) >= 2:
            self.choose(args.route[-1], step)  # the Sweep goes into a space chosen for the Assault
        if self.sweep is None:
            self.sweep = WavellSweep(self.turn, limited=True, pos=self.turn.position(step))
        self.sweep.on_move(step, args)

    def on_activate(self, step: ActionStep, args: Args) -> None:
        """Lord Wavell's free Sweep writes its Activations (RAJ-8), also for a Sweep in place with
        no `move` (3.2.3 example IT:472): the space is then chosen for the Assault (IT:495)."""
        if self.state.viceroy != terms.WAVELL:
            self.unexpected(step, args)
            return
        if self.sweep_done:
            self.violation(step, "2.5.1", "Lord Wavell's free Sweep is one Limited Sweep, already carried out "
                           "before this step", SKIPPED)
            return
        for sid in args.spaces:
            self.choose(sid, step)  # the Sweep is in a space chosen for the Assault
        if self.sweep is None:
            self.sweep = WavellSweep(self.turn, limited=True, pos=self.turn.position(step))
        self.sweep.on_activate(step, args)

    def space_condition(self, sid: str) -> str | None:
        return None if self.state.spaces[sid].cubes else "Assault chooses spaces with Raj cubes"

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """Under Lord Wavell, before the Assault's first step of its own, the moves of its free
        Limited Sweep (2.5.1, 3.2.4); no other Assault moves cubes."""
        if self.state.viceroy != terms.WAVELL or self.sweep_done:
            return []
        sweep = self.sweep or WavellSweep(self.turn, limited=True, pos=None)
        return sweep.candidate_moves(dst)

    def end_sweep(self) -> None:
        """The free Sweep ends at the first step that is not part of it: its Activations happen then."""
        if self.sweep is not None and not self.sweep_done:
            self.sweep_done = True
            self.sweep.finish()

    def finish(self) -> None:
        self.end_sweep()
        for sid, at in self.chosen.items():
            if self.space_condition(sid) and not any(self.cubes_at.get(sid, ())):
                self.violation(at, self.rule, f"Assault chooses spaces with Raj cubes: {self.name_of(sid)} has none")
            cap, capacity, use_sepoys = self.capacity(sid, sum(self.taken.get(sid, Counter()).values()))
            if use_sepoys:
                self.pay_for(sid, at)
            self.check_taken(sid, cap, capacity, at)
        self.turn.watch()
