"""Raj Special Activities (4.2): Treaty 4.2.1, Govern 4.2.2, Martial Law 4.2.3.

Always (4.2): cubes may not leave Protest spaces (Railways included) during Treaty; the current
Viceroy's capability may change the effect (2.5.1); only Activists in Protest spaces or on
Railways are Active (1.4.3) and can be taken by Treaty and Govern. Removing and arresting
pieces is shared with Assault (`operations.raj.TakesPieces`).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...model import terms
from .. import imperialism
from ..activity import SKIPPED, Activity, MoveOption, limits
from ..operations.raj import TakesPieces
from ..steps import Args

if TYPE_CHECKING:
    from ...notation.actions import ActionStep


class RajSpecial(Activity):
    factions = (terms.RAJ,)
    kind = terms.ActivityKind.SA

    def one_space(self, step: ActionStep, args: Args) -> str | None:
        if len(args.spaces) != 1:
            self.unexpected(step, args)
            return None
        return args.space


class Treaty(TakesPieces, RajSpecial):
    """4.2.1: choose any States (Princely States, Muslim States); in each either remove or arrest
    one Active piece per Sepoy there (as far as possible, NV as one, Bases last, Gandhi as in
    Assault), or move in Sepoys not in Protest spaces from adjacent spaces (never Troops)."""

    name = "treaty"
    title = "Treaty"
    rule = "4.2.1"

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.taken = {}
        self.mode: dict[str, str] = {}  # State -> "take" or "move"
        self.mixed: set[str] = set()  # States where both were done (reported once)
        self.sepoys_at: dict[str, int] = {}  # State -> its Sepoys when Treaty last took pieces there (STEP-ORDER-1)

    def a_state(self, sid: str, step: ActionStep, mode: str | None) -> None:
        self.choose(sid, step)
        if mode is None:
            return
        if self.mode.setdefault(sid, mode) != mode and sid not in self.mixed:
            self.mixed.add(sid)
            self.violation(step, self.rule, f"Treaty in {self.name_of(sid)} either removes pieces or moves in "
                           "Sepoys, not both")

    def space_condition(self, sid: str) -> str | None:
        return None if self.state.is_state(sid) else "Treaty chooses States (Princely States and Muslim States)"

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.a_state(sid, step, None)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        sid = None if args.marker else self.one_space(step, args)
        if args.marker:
            self.unexpected(step, args)
        if sid is None:
            return
        self.a_state(sid, step, "take")
        self.sepoys_at[sid] = self.state.spaces[sid].sepoys  # "un pezzo Attivo per ogni Sepoy", as it takes
        self.take(step, args, sid)

    on_arrest = on_remove

    def on_move(self, step: ActionStep, args: Args) -> None:
        route = args.route
        if len(route) < 2:
            self.violation(step, self.rule, "a Treaty move needs a path FROM>STATE", SKIPPED)
            return
        for p in args.pieces:
            if p.kind != terms.SEPOYS:
                why = "Troops never enter States (3.2)" if p.kind == terms.TROOPS else "only Sepoys move"
                self.violation(step, self.rule, f"Treaty moves Sepoys only, not {p.text()}: {why}", SKIPPED)
                return
        self.a_state(route[-1], step, "move")
        for rule, message in self.route_problems(route):
            self.violation(step, rule, message)
        self.apply(step, args)

    def route_problems(self, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """A Treaty move's path, as `on_move` reports it: from an adjacent space (4.2.1), not out
        of a Protest space (4.2)."""
        src, dst = route[0], route[-1]
        out = []
        if len(route) > 2 or not self.board.adjacent(src, dst):
            out.append((self.rule, f"Treaty Sepoys come from spaces adjacent to {self.name_of(dst)}"))
        if self.state.spaces[src].protest:
            out.append(("4.2", f"cubes may not leave {self.name_of(src)} during Treaty: it is a Protest space"))
        return out

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """One `kind` piece moved along `route` (4.2.1), in `on_move`'s order: a path, Sepoys only,
        the State (its condition, and not one where Treaty removes pieces), the path, a Sepoy
        there to move."""
        if len(route) < 2 or route[0] == route[-1]:
            return [(self.rule, "a Treaty move needs a path FROM>STATE")]
        if kind != terms.SEPOYS:
            why = "Troops never enter States (3.2)" if kind == terms.TROOPS else "only Sepoys move"
            return [(self.rule, f"Treaty moves Sepoys only, not {terms.PIECE_LABELS[kind]}: {why}")]
        src, dst = route[0], route[-1]
        out = self.space_problems(dst)
        if self.mode.get(dst, "move") != "move":
            out.append((self.rule, f"Treaty in {self.name_of(dst)} either removes pieces or moves in Sepoys, "
                        "not both"))
        out += self.route_problems(route)
        if not self.state.spaces[src].sepoys:
            out.append(("1.4.1", f"no Sepoy in {self.name_of(src)}"))
        return out

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """Into each State (or `dst`), the Sepoys of each adjacent space, each move accepted by
        `move_problems` (4.2.1)."""
        out = []
        for space in self.board:
            to = space.id
            if (dst is not None and to != dst) or self.space_problems(to) or self.mode.get(to, "move") != "move":
                continue  # (`move_problems`' checks of the State alone, asked once)
            for src in sorted(self.board.neighbours(to)):
                if self.state.spaces[src].sepoys and not self.move_problems(terms.SEPOYS, (src, to)):
                    out.append(MoveOption(terms.SEPOYS, (src, to), self.state.spaces[src].sepoys))
        return out

    def finish(self) -> None:
        for sid, at in self.chosen.items():
            if self.mode.get(sid) != "move":
                # judged with the Sepoys there when the pieces were taken: a Sepoy moved out later
                # (into another State, 4.2.1) does not undo a removal already made (STEP-ORDER-1)
                sepoys = self.sepoys_at.get(sid, self.state.spaces[sid].sepoys)
                self.check_taken(sid, sepoys, f"{sepoys} Sepoy(s) there: one per Sepoy", at)
        self.turn.watch()


class Govern(TakesPieces, RajSpecial):
    """4.2.2: in up to two spaces with cubes, exactly one of: remove (arrest, for Gandhi and
    Activists) one Active piece, Bases last; in a space without Activists remove a Strike or a
    Protest marker; in a space without Active opponents buy Imperialism, 3 Resources (Lord
    Mountbatten 2) per purchase: an Unrest marker removed, or once no Unrest is left a level
    toward Active Support (at most two levels per space), or a Muslim State marker removed."""

    name = "govern"
    title = "Govern"
    rule = "4.2.2"
    SPACES = 2

    def limits_text(self) -> str | None:
        """#21: up to `SPACES` spaces (4.2.2, as `space_problems`); Imperialism's price
        (`imperialism.price`) and the Raj's Resources, where it pays them (8.6.2)."""
        have = self.resources_text()
        cost = f"Imperialism {imperialism.price(self.state)} Resources a purchase; {have}" if have else None
        return limits(f"up to {self.SPACES} spaces ({self.rule})", cost)

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.taken = {}
        self.mode: dict[str, str] = {}  # space -> "piece", "marker" or "imperialism"
        self.levels: Counter = Counter()  # space -> levels shifted by Imperialism
        self.steps: Counter = Counter()  # space -> steps Governing it

    def pick(self, sid: str, step: ActionStep) -> None:
        self.choose(sid, step)

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """Up to two spaces (4.2.2, IT:689), then the space's condition (cubes)."""
        out = []
        if sid not in self.chosen and len(self.chosen) >= self.SPACES:
            out.append((self.rule, f"Govern chooses at most {self.SPACES} spaces: "
                        f"{', '.join(self.name_of(s) for s in self.chosen)} already chosen"))
        return out + super().space_problems(sid)

    def space_condition(self, sid: str) -> str | None:
        return None if self.state.spaces[sid].cubes else "Govern chooses spaces with cubes"

    def govern(self, sid: str, step: ActionStep, mode: str) -> None:
        """One of the three things in each space (4.2.2); a piece or a marker only once."""
        self.pick(sid, step)
        prev = self.mode.setdefault(sid, mode)
        self.steps[sid] += 1
        if prev != mode:
            self.violation(step, self.rule, f"Govern does one thing in each space: {self.name_of(sid)} already "
                           f"had {LABELS[prev]}, not also {LABELS[mode]}")
        elif mode != "imperialism" and self.steps[sid] > 1:
            self.violation(step, self.rule, f"Govern has {LABELS[mode]} once in {self.name_of(sid)}, not twice")

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.pick(sid, step)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        sid = self.one_space(step, args)
        if sid is None:
            return
        if args.marker in ("strike", "protest"):
            return self.remove_marker(step, args, sid, args.marker)
        if args.marker in ("unrest", "muslim-state"):
            return self.imperialism(step, args, sid)
        self.govern(sid, step, "piece")
        self.take(step, args, sid)  # one piece: checked in finish

    on_arrest = on_remove

    def remove_marker(self, step: ActionStep, args: Args, sid: str, marker: str) -> None:
        self.govern(sid, step, "marker")
        if self.state.spaces[sid].activists:
            self.violation(step, self.rule, f"Govern removes a {marker.capitalize()} marker only in a space "
                           f"without Activists: {self.name_of(sid)} has {self.state.spaces[sid].activists}")
        self.apply(step, args)

    def on_shift(self, step: ActionStep, args: Args) -> None:
        sid = self.one_space(step, args)
        if sid is not None:
            self.imperialism(step, args, sid)

    def imperialism(self, step: ActionStep, args: Args, sid: str) -> None:
        """Imperialism (4.2.2): each purchase removes an Unrest marker, or (no Unrest left) shifts
        one level toward Active Support, or removes a Muslim State marker."""
        self.govern(sid, step, "imperialism")
        where = self.name_of(sid)
        if self.state.active_opponents_of_raj(sid):
            self.violation(step, self.rule, f"Govern buys Imperialism only in a space without Active opponents: "
                           f"{where} has {self.state.active_opponents_of_raj(sid)}")
        imperialism.buy(self, step, args, sid, self.levels)

    def finish(self) -> None:
        for sid, at in self.chosen.items():
            if self.mode.get(sid) == "piece":
                self.check_taken(sid, 1, "one Active piece", at, forced=False)
        self.turn.watch()


LABELS = {"piece": "an Active piece removed", "marker": "a Strike or Protest marker removed",
          "imperialism": "Imperialism"}


class MartialLaw(RajSpecial):
    """4.2.3: one space with cubes and Activists (two during a Crisis, 6.8): one Activist, Active
    or not, removed to Available per cube there, as far as possible, the Raj choosing which; then
    the Protest marker there is removed, an Unrest marker added unless the space is a Railway or
    Lord Linlithgow is Viceroy, and the space shifted one level toward Neutral."""

    name = "martial-law"
    title = "Martial Law"
    rule = "4.2.3"

    def limits_text(self) -> str | None:
        """#21: one space, two during a Crisis (4.2.3, 6.8), as `space_problems` counts them."""
        if self.state.crisis:
            return "two spaces (a Crisis, 4.2.3, 6.8)"
        return "one space (two in a Crisis, 4.2.3, 6.8)"

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.taken: Counter = Counter()  # space -> Activists removed
        self.over: set[str] = set()  # spaces where a step removed more Activists than cubes (reported then)

    def a_space(self, sid: str, step: ActionStep) -> None:
        self.choose(sid, step)

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """One space, two during a Crisis (4.2.3 IT:709, 6.8), then the space's condition."""
        limit = 2 if self.state.crisis else 1  # 6.8
        out = []
        if sid not in self.chosen and len(self.chosen) >= limit:
            out.append((self.rule, f"Martial Law chooses {limit} space{'s' if limit > 1 else ''}"
                        f"{' during a Crisis' if limit > 1 else ' (two only during a Crisis, 6.8)'}"))
        return out + super().space_problems(sid)

    def space_condition(self, sid: str) -> str | None:
        sp = self.state.spaces[sid]
        return None if sp.cubes and sp.activists else "it needs both cubes and Activists"

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.a_space(sid, step)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        sid = self.one_space(step, args)
        if sid is None:
            return
        if args.marker:
            self.violation(step, self.rule, "Martial Law removes the Protest marker itself: do not write it", SKIPPED)
            return
        for p in args.pieces:
            if p.kind not in terms.ACTIVISTS:
                self.violation(step, self.rule, f"Martial Law removes Activists only, not {p.text()}", SKIPPED)
                return
        self.a_space(sid, step)
        if step.verb == "arrest" or args.dest not in (None, terms.AVAILABLE):
            self.violation(step, self.rule, "Martial Law removes Activists to Available: write "
                           f"'remove N INC {self.name_of(sid)}'")
        if self.apply(step, args):
            self.taken[sid] += sum(p.count for p in args.pieces)
            cubes = self.state.spaces[sid].cubes
            if self.taken[sid] > cubes and sid not in self.over:  # reported by the step that exceeds it, once
                self.over.add(sid)
                self.violation(step, self.rule, self.per_cube(sid, cubes))

    on_arrest = on_remove

    def per_cube(self, sid: str, cubes: int) -> str:
        return (f"Martial Law removes one Activist per cube: at most {cubes} in {self.name_of(sid)}, "
                f"not {self.taken[sid]}")

    def finish(self) -> None:
        for sid, at in self.chosen.items():
            sp = self.state.spaces[sid]
            n = self.taken[sid]
            must = min(sp.cubes, sp.activists + n)
            if n > sp.cubes:
                if sid not in self.over:
                    self.violation(at, self.rule, self.per_cube(sid, sp.cubes))
            elif n < must:
                self.violation(at, self.rule, f"Martial Law removes one Activist per cube, as far as possible "
                               f"(1.4.4): {must} in {self.name_of(sid)}, not {n}")
            self.effects(sid)
        self.turn.watch()

    def effects(self, sid: str) -> None:
        """The marker and level changes the procedure makes (4.2.3)."""
        sp = self.state.spaces[sid]
        if sp.protest:
            self.state.remove_protest(sid)
        railway = self.board[sid].is_railway
        if not railway and self.state.viceroy != terms.LINLITHGOW:  # 2.5.1 Lord Linlithgow
            self.state.add_unrest(sid)
        if not railway and sp.level != terms.NEUTRAL:
            self.state.shift(sid, -1 if sp.level > terms.NEUTRAL else 1)
