"""Operations and Special Activities in general (3.1, 4.1): the base class each of them derives
from, and the faction's turn they share (`catalog.py` finds one by faction and name).

A faction's turn (`Turn`) runs its Operation and Special Activity step by step. Each `Activity`
subclass (`operations/raj.py` holds Assault, `special/rev.py` holds Assassinate, …) checks the
steps it is given against its own rule and calls `Turn.apply` to carry them out; everything the
procedure makes mandatory (activations, Protest markers, level shifts, track shifts, costs) the
subclass derives itself in `finish`. A broken rule is recorded as a `Finding` with the step's line
and column, and the replay goes on: a step the board cannot carry out (the pieces are not there)
is skipped, anything else is applied as written.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise
from typing import TYPE_CHECKING, ClassVar
from weakref import WeakKeyDictionary

from ..io.errors import GandhiError, RuleViolation
from ..model import terms
from ..model.state import GameState
from ..model.terms import ActivityKind
from ..notation.statements import Pos, Step
from .steps import ArgPlaces, Args, decode, decode_action

if TYPE_CHECKING:
    from ..model.journal import Holder
    from ..notation.actions import ActionStep

    #: where a finding is reported: a position, the typed step being carried out (`Turn.locate`),
    #: a parsed step (its own position), or nowhere
    At = ActionStep | Step | Pos | None
    #: a typed step with where it and its space names were written (`Turn.locate`)
    Located = tuple[ActionStep, Pos | None, ArgPlaces]

APPLIED = "applied as written"
SKIPPED = "step skipped"


class Gap(Enum):
    """What part of an Event's text a finding says the log left undone (5.1, 5.1.2)."""

    SHORT = "short"  # a count the board allowed, not all of it carried out (amount: how many fewer)
    ALL_BUT = "all-but"  # "all of them" with pieces or markers left (amount: how many left)
    LEFT_OUT = "left-out"  # a part not begun at all (amount: 0)


@dataclass(frozen=True)
class Undone:
    """The typed side of a 5.1 / 5.1.2 finding: which `Gap`, and how large (for the Non-Players'
    Event scoring, np/events.py, which must not read the English message)."""

    gap: Gap
    amount: int = 0


@dataclass(frozen=True)
class Finding:
    """A rules violation found in a log, where it is, and how the replay went on."""

    rule: str
    message: str
    path: str
    line: int | None
    column: int | None
    recovery: str = APPLIED
    note: bool = False  # True for a remark that is not a violation (e.g. a part not checked yet)
    undone: Undone | None = field(default=None, compare=False)  # set by an Event's 5.1/5.1.2 checks

    def __str__(self) -> str:
        where = ":".join(str(x) for x in (self.path, self.line, self.column) if x is not None)
        kind = "note" if self.note else f"rule {self.rule}"
        tail = f" [{self.recovery}]" if self.recovery and not self.note else ""
        return f"{where}: {kind}: {self.message}{tail}"

    def as_dict(self) -> dict:
        return {"rule": self.rule, "message": self.message, "file": self.path, "line": self.line,
                "column": self.column, "recovery": self.recovery, "note": self.note}


@dataclass(frozen=True)
class MoveOption:
    """A move an activity allows now (#16): up to `count` pieces of `kind` may go along `route`
    (route[0] the space they leave, route[-1] where they end; one valid path where the rule
    needs one: `Activity.move_problem` accepts it)."""

    kind: str
    route: tuple[str, ...]
    count: int

    @property
    def src(self) -> str:
        return self.route[0]

    @property
    def dst(self) -> str:
        return self.route[-1]

    def as_dict(self) -> dict:
        return {"kind": self.kind, "from": self.src, "to": self.dst, "path": list(self.route),
                "count": self.count}


#: the typed steps `Turn.readable` sorted, by map (a step's arguments depend on its names alone)
_READ: WeakKeyDictionary[object, dict[ActionStep, Args | None]] = WeakKeyDictionary()
_READ_MOST = 20_000  # steps kept a map, at most (cleared beyond)


class Turn:
    """One faction's action on a card: its Operation and Special Activity share the spaces chosen
    (3.1.1, 4.1.1), the pieces that moved (3.1.2), and what happens at the end of the turn:
    Gandhi's arrest (3.2.4) and a Crisis triggered (6.8)."""

    def __init__(self, state: GameState, faction: str, path: str, findings: list[Finding]):
        self.state = state
        self.faction = faction
        self.path = path
        self.findings = findings
        self.op: Activity | None = None
        self.sa: Activity | None = None
        self.moved: Counter = Counter()  # (space id, kind) -> pieces that moved there (3.1.2)
        self.unrest_spaces: set[str] = set()  # spaces chosen for Unrest this turn (4.5.3)
        self.gandhi_arrested = False  # by a Raj Operation or SA (3.2.4, 4.2.1, 4.2.2)
        self.crisis_before = state.crisis
        self.crisis_triggered = False  # Crisis began during this turn (6.8)
        self.round: dict = {}  # what a Campaign round's parts share (e.g. 6.3.2's combined count)
        self.non_players: frozenset[str] = frozenset()  # set by the replay (8.0)
        #: where the step being carried out was written, and its space names (issue #33: the rules
        #: take the typed step, its position comes from the parser's side table): `locate` sets them
        self.at: Pos | None = None
        self.places: ArgPlaces = {}

    # ----------------------------------------------------------------- findings
    def locate(self, at: Pos | None, places: ArgPlaces | None = None) -> None:
        """The step about to be carried out was written at `at`, its space names at `places`:
        a finding reported at the step (`violation(step, …)`) is reported there."""
        self.at = at
        self.places = places if places is not None else {}

    def typed(self, step: ActionStep | Step) -> ActionStep:
        """`step` as the rules take it: a parsed step given to them directly (a test, a caller
        that parsed a log itself) is typed once here and located where it was written."""
        if not isinstance(step, Step):
            return step
        from ..notation.convert import typed_step

        typed, places = typed_step(step)
        self.locate(step.pos, places)
        return typed

    def position(self, at: At) -> Pos | None:
        """Where a finding at `at` is reported: a position as given; a typed step, where the step
        being carried out was written (`locate`); a parsed step, its own."""
        if at is None or isinstance(at, Pos):
            return at
        return at.pos if isinstance(at, Step) else self.at

    def violation(self, at: At, rule: str, message: str, recovery: str = APPLIED,
                  undone: Undone | None = None) -> None:
        pos = self.position(at)
        self.findings.append(Finding(rule, message, self.path, pos.line if pos else None,
                                     pos.column if pos else None, recovery, undone=undone))

    def decode(self, step: ActionStep | Step) -> Args | None:
        try:
            return self._decoded(step)
        except GandhiError as exc:
            self.violation(step, "1.3", exc.message, SKIPPED)
            return None

    def readable(self, step: ActionStep) -> Args | None:
        """`step`'s arguments as `decode` sorts them, None where `decode` reports the step (1.3),
        nothing reported (issue #33: a listing asks whether a step would be refused). They depend
        on the map's names alone: kept by map and step (`_READ`), read, never to be changed."""
        memo = _READ.setdefault(self.state.map, {})
        if step not in memo:
            if len(memo) >= _READ_MOST:
                memo.clear()
            try:
                memo[step] = self._decoded(step)
            except GandhiError:
                memo[step] = None
        return memo[step]

    def _decoded(self, step: ActionStep | Step) -> Args:
        if isinstance(step, Step):  # a parsed step given directly (`typed`)
            return decode(step, self.state.map, self.path)
        return decode_action(step, self.state.map, self.path, self.at, self.places)

    def apply(self, step: ActionStep | Step, args: Args, for_event: bool = False) -> bool:
        """Carry out a step; if the board cannot (pieces or markers missing), report it, leave the
        state as it was and return False."""
        from ..model.journal import mark
        from .steps import apply

        before = mark(self.state, args.touched())  # a journal of what the step may change (#16)
        try:
            apply(self.state, args, actor=self.faction, for_event=for_event)
        except RuleViolation as exc:
            before.undo()
            self.violation(step, exc.rule, exc.detail, SKIPPED)
            return False
        self.watch()
        return True

    def watch(self) -> None:
        """Note a Crisis beginning at any moment of the turn (6.8)."""
        if self.state.crisis and not self.crisis_before:
            self.crisis_triggered = True

    def pay(self, amount: int, at: At, rule: str, why: str, faction: str | None = None) -> None:
        """Pay Resources for an Operation or SA (3.1): a faction short of them breaks the rule
        and pays what it has."""
        faction = faction or self.faction
        amount = self.charged(amount, faction)
        if amount <= 0:
            return
        have = self.state.resources[faction]
        if have < amount:
            self.violation(at, rule, f"{why} costs {amount} Resources, {faction} has {have}",
                           "paid what it had")
        self.state.set_resources(faction, have - amount)

    def charged(self, amount: int, faction: str | None = None) -> int:
        """What a cost of `amount` Resources takes from `faction` (the acting one by default):
        nothing for the NP Raj and Revolutionaries, who record no Resources (8.6.2)."""
        faction = faction or self.faction
        if faction in (terms.RAJ, terms.REV) and faction in self.non_players:
            return 0
        return max(amount, 0)

    def chosen_by_op(self) -> set[str]:
        return set(self.op.chosen) if self.op else set()

    def held(self) -> Iterable[Holder]:
        """The rules objects the turn holds (issue #33, `core.takeback.Bookkeeping`): its Operation
        and Special Activity, once begun."""
        return [a for a in (self.op, self.sa) if a is not None]


class Activity:
    """An Operation or Special Activity. Subclasses set `faction`/`factions`, `name`, `rule` and
    `kind`, and handle steps in `on_<verb>` methods (`on_move`, `on_place`, …)."""

    factions: ClassVar[tuple[str, ...]] = ()
    name: ClassVar[str] = ""
    title: str = ""  # the English name in messages, e.g. "Civil Disobedience" (an Event sets its own)
    rule: ClassVar[str] = ""
    kind: ClassVar[ActivityKind] = ActivityKind.OP

    def __init__(self, turn: Turn, limited: bool = False, pos: Pos | None = None):
        self.turn = turn
        self.state = turn.state
        self.faction = turn.faction
        self.limited = limited
        self.pos = pos
        self.chosen: dict[str, Pos | None] = {}  # spaces chosen, in order (3.1.1, 4.1.1)
        self.targets: set[str] | None = None  # factions declared with a `target` step (3.1.4)
        self.option: str | None = None  # the option taken, for an "either ... or" procedure
        self.selected: set[str] = set()  # spaces named by `select` steps (3.1.1, 4.1.1)

    # ----------------------------------------------------------------- helpers
    @property
    def board(self):
        return self.state.map

    def name_of(self, sid: str) -> str:
        return self.board[sid].name

    def violation(self, at, rule: str, message: str, recovery: str = APPLIED, undone: Undone | None = None) -> None:
        self.turn.violation(at if at is not None else self.pos, rule, message, recovery, undone)

    def apply(self, step: ActionStep, args: Args) -> bool:
        return self.turn.apply(step, args)

    # ----------------------------------------------------------------- the spaces (#16)
    def space_condition(self, sid: str) -> str | None:
        """Why the activity's own rule refuses `sid` as a space now (the reason, reported as
        "<title> cannot choose <space>: <reason>"), None if it allows it. Subclasses define it:
        it is what both `choose` checks and `candidate_spaces` lists."""
        return None

    #: True where `space_condition` is checked by the activity's steps (Garrison's moves along
    #: their path) or at its end (Assault's cubes, which Lord Wavell's Sweep may bring), not when
    #: the space is chosen; `candidate_spaces` still applies it.
    condition_at_end: ClassVar[bool] = False
    #: True for a Special Activity done only where its Operation acted (Assassinate, 4.5.3): it can
    #: choose no space before the Operation's steps, so that says nothing of whether it can after
    needs_operation: ClassVar[bool] = False
    #: True where each space is paid for when chosen (the Revolutionaries' Operations, 3.1.5):
    #: a space the faction cannot pay for is not a candidate.
    pays_when_chosen: ClassVar[bool] = False

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """Every finding choosing `sid` now gives, (rule, message), in the order `choose` reports
        them: the activity's condition (`space_condition`) and a Limited Operation's one space
        (2.3.5), and the Resources where spaces are paid when chosen (3.1.5, `payment_problems`).
        Empty if `sid` may be chosen (or is chosen already)."""
        return (self._problems(sid, None if self.condition_at_end else self.space_condition(sid))
                + self.payment_problems(sid))

    def payment_problems(self, sid: str) -> list[tuple[str, str]]:
        """Where each space is paid for when chosen (`pays_when_chosen`, 3.1.5): the faction
        short of what choosing `sid` costs now, (rule, message), as `Turn.pay` reports it when
        the space is paid for. Empty if it can pay, or `sid` is chosen already."""
        if not self.pays_when_chosen or sid in self.chosen:
            return []
        cost = self.turn.charged(self.space_cost(sid))
        if cost <= 0:  # a free Operation (an Event's), or one the faction pays nothing for (8.6.2)
            return []
        have = self.state.resources.get(self.faction, 0)
        if cost <= have:
            return []
        return [(self.rule, f"{self.title} in {self.name_of(sid)} costs {cost} Resources, {self.faction} has {have}")]

    def _problems(self, sid: str, reason: str | None, rule: str | None = None) -> list[tuple[str, str]]:
        if sid in self.chosen:
            return []
        out: list[tuple[str, str]] = []
        if reason:
            out.append((rule or self.rule, f"{self.title} cannot choose {self.name_of(sid)}: {reason}"))
        if self.limited and self.chosen:
            first = next(iter(self.chosen))
            out.append(("2.3.5", f"a Limited Operation is in one space: {self.name_of(first)} is chosen, "
                        f"{self.name_of(sid)} would be a second"))
        return out

    def space_problem(self, sid: str) -> tuple[str, str] | None:
        """The first reason `sid` may not be chosen now, (rule, message); None if it may."""
        problems = self.space_problems(sid)
        if not problems and self.condition_at_end:
            reason = self.space_condition(sid)
            return (self.rule, f"{self.title} cannot choose {self.name_of(sid)}: {reason}") if reason else None
        return problems[0] if problems else None

    # ----------------------------------------------------------------- the moves (#16)
    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """Every finding a move of one piece of `kind` along `route` gives now under the
        activity's rule, (rule, message), as its `on_move` reports them; empty if allowed.
        Activities that move no pieces refuse every move."""
        return [(self.rule, f"{self.title} moves no pieces")]

    def move_problem(self, kind: str, route: tuple[str, ...]) -> tuple[str, str] | None:
        """The first reason a piece of `kind` may not move along `route` now; None if it may."""
        problems = self.move_problems(kind, route)
        return problems[0] if problems else None

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """The moves the activity allows now (into `dst` only, if given), each with no
        `move_problem`: none for an activity that moves no pieces."""
        return []

    def space_cost(self, sid: str) -> int:
        """Resources choosing `sid` costs now under the activity's rule (3.1: what `pay` is asked
        for it; for the Raj, with Sepoys used, 3.2); 0 where the activity costs none."""
        return 0

    def adjacency_problems(self, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """Each step of `route` between spaces that are not adjacent, (rule, message)."""
        return [(self.rule, f"{self.name_of(a)} is not adjacent to {self.name_of(b)}")
                for a, b in pairwise(route) if not self.board.adjacent(a, b)]

    def rail_or_city(self, sid: str) -> bool:
        """A Railway or a City (the kind is set once on the map's space, `mapdata.Space`)."""
        space = self.board[sid]
        return space.is_railway or space.is_city

    def rail_routes(self, src: str, passes: Callable[[str], bool] | None = None,
                    beyond: bool = True) -> dict[str, tuple[str, ...]]:
        """The shortest path from `src` into each adjacent space and, if `beyond`, on along
        Railways and Cities (each one `passes`, if given, lets pieces go on) into each space one
        step past them (Garrison 3.2.2, March 3.4.2); `src` itself maps to `(src,)`."""
        paths: dict[str, tuple[str, ...]] = {src: (src,)}
        frontier = [src]
        while frontier:
            nxt = []
            for here in frontier:
                if here != src and not (self.rail_or_city(here) and (passes is None or passes(here))):
                    continue  # the pieces stop here
                for n in sorted(self.board.neighbours(here)):
                    if n not in paths:
                        paths[n] = paths[here] + (n,)
                        nxt.append(n)
            frontier = nxt if beyond else []
        return paths

    def chain_routes(self, src: str, passes: Callable[[str], bool] | None = None,
                     beyond: bool = True) -> dict[str, list[tuple[str, ...]]]:
        """The paths out of `src` worth trying into each other space it reaches (Garrison 3.2.2,
        March 3.4.2), in the order to try them: the shortest (`rail_routes`), then, if `beyond`
        and it differs, the shortest through at least one Railway or City (each one `passes`, if
        given, lets pieces go on from; `src` among them, which the pieces may pass back through).
        These rules tell the paths between two spaces apart only by the spaces passed through and
        by whether the step is straight into an adjacent space (Garrison: a space neither Railway
        nor City is entered from the chain, not straight; March: only Hidden Guerrillas go beyond
        an adjacent space), so a space some accepted path reaches has an accepted one here."""
        through: dict[str, tuple[str, ...]] = {}  # a breadth-first search beyond the first step
        frontier: list[tuple[str, ...]] = [(src, n) for n in sorted(self.board.neighbours(src))] if beyond else []
        while frontier:
            nxt = []
            for route in frontier:
                here = route[-1]
                if not (self.rail_or_city(here) and (passes is None or passes(here))):
                    continue  # the pieces stop here
                for n in sorted(self.board.neighbours(here)):
                    if n not in through:
                        through[n] = route + (n,)
                        nxt.append(through[n])
            frontier = nxt
        out: dict[str, list[tuple[str, ...]]] = {}
        for dst, route in self.rail_routes(src, passes, beyond).items():
            if dst != src:
                out[dst] = [route] + ([through[dst]] if dst in through and through[dst] != route else [])
        return out

    def candidate_spaces(self) -> list[tuple[str, int]]:
        """The spaces the activity may choose now, with what each costs the faction (its rule's
        cost, nothing for the NP Raj and Revolutionaries, 8.6.2), in map order: those with no
        `space_problem` (where spaces are paid when chosen, that the faction can pay, 3.1.5)."""
        out = []
        for space in self.board:
            sid = space.id
            if self.space_problem(sid) is None:
                out.append((sid, self.turn.charged(self.space_cost(sid))))
        return out

    def choose(self, sid: str, at: At, problem: str | None = None, rule: str | None = None) -> bool:
        """Choose a space for this activity (3.1.1, 4.1.1): once only, and one space in all for a
        Limited Operation (2.3.5); what refuses it is `space_problems` (the activity's
        `space_condition`), reported. A `problem` given (a Campaign part's reason) is reported
        instead of the condition. Returns False if the space was already chosen."""
        if sid in self.chosen:
            return False
        found = self.space_problems(sid) if problem is None else self._problems(sid, problem, rule)
        paid = self.payment_problems(sid)  # reported by `Turn.pay` as the space is paid for
        for rule_, message in found:
            if (rule_, message) in paid:
                continue
            self.violation(at, rule_, message)
        self.chosen[sid] = self.turn.position(at)
        return True

    @property
    def where(self) -> str | None:
        """The first space chosen: the space of an activity done in one space (4.3.1, 4.3.2, 4.4.x)."""
        return next(iter(self.chosen), None)

    def second_space(self, sid: str, at) -> bool:
        """For an activity done in one space: True, reported (the step is skipped), if `sid`
        would be a second space."""
        if not self.chosen or sid in self.chosen:
            return False
        first = next(iter(self.chosen))
        self.violation(at, self.rule, f"{self.title} chooses one space: {self.name_of(first)} is chosen, "
                       f"not also {self.name_of(sid)}", SKIPPED)
        return True

    def take_option(self, step: ActionStep, option: str) -> None:
        """An "either ... OR ..." procedure takes one of its options, once."""
        if self.option is not None:
            self.violation(step, self.rule, f"{self.title} takes one option: it took '{self.option}', "
                           f"not also '{option}'")
        self.option = self.option or option

    def unexpected(self, step: ActionStep, args: Args | None = None) -> None:
        self.violation(step, self.rule, f"'{step.verb.value}' is not a step of {self.title}", "step skipped")

    def restraint_or_unity_limit(self) -> int:
        """Spaces an NV faction may choose beyond its free ones (3.3): Restraint for Congress,
        Unity for the Muslim League, as they stand when the space is chosen (3.1.5)."""
        return self.state.restraint if self.faction == terms.INC else self.state.unity

    # ----------------------------------------------------------------- protocol
    def begin(self) -> None:
        """Checks before the first step: an Operation begun after its Special Activity (4.1) is
        one the SA may accompany (4.1.2); an SA checks its Operation in its own `begin`."""
        sa = self.turn.sa
        if self.kind is ActivityKind.OP and sa is not None:
            sa.report_pairing(self)

    #: the activity's step handlers by verb (`on_place` for `place`, `on_out_of_play` for
    #: `out-of-play`), found once per class when it is made (`__init_subclass__`), not per step
    handlers: ClassVar[dict[str, Callable[..., None]]] = {}

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.handlers = handler_table(cls)

    def do(self, step: ActionStep | Step) -> None:
        """Carry out one step: decoded (`Turn.decode`), then given to the handler of its verb."""
        step = self.turn.typed(step)
        args = self.turn.decode(step)
        if args is None:
            return
        handler = self.handlers.get(step.verb)
        if handler is None:
            self.unexpected(step, args)
            return
        if (step.verb == "select" and self.kind in (ActivityKind.OP, ActivityKind.SA)
                and not self.select_once(step, args)):
            return
        handler(self, step, args)

    def refuses(self, step: ActionStep) -> bool:
        """Whether carrying `step` out now surely gives a finding, known from what `do` asks before
        a handler changes anything (issue #33: `Draft.next_steps` carries out only the others): its
        words unreadable (`Turn.decode`, 1.3), a verb the activity has no step for (`unexpected`),
        a step its handler refuses by its words alone (`refused_by_words`). False for an activity
        whose own `do` may leave a step unread (a Campaign part not needed, 6.2.1)."""
        if type(self).do is not Activity.do:
            return False
        args = self.turn.readable(step)
        if args is None or step.verb not in self.handlers:
            return True
        return self.refused_by_words(str(step.verb.value), args)

    #: True where a move of one piece that `candidate_moves` lists is carried out with no finding:
    #: `on_move` reports the move's `move_problems` alone (which the listing asked) and the board
    #: always takes a piece the origin holds (issue #33: a draft's `next_steps` keeps such a move
    #: without a trial). False by default: an activity's move may also choose a space, pay, ...
    moves_as_listed: ClassVar[bool] = False

    def refused_by_words(self, verb: str, args: Args) -> bool:
        """Whether the handler of `verb` reports a step of `args` whatever the board and the steps
        before it, by the step's words alone (the kinds of piece the activity takes), asking the
        same check it makes; False unless the activity names one."""
        return False

    def select_once(self, step: ActionStep, args: Args) -> bool:
        """3.1.1, 4.1.1: a space is chosen once per Operation or Special Activity; one written in
        two `select` steps (or twice in one) is reported and its repetition ignored. False when
        nothing is left of the step."""
        keep: list[str] = []
        for sid in args.spaces:
            if sid in self.selected or sid in keep:
                rule, what = ("3.1.1", "Operation") if self.kind is ActivityKind.OP else ("4.1.1", "Special Activity")
                self.violation(step, rule, f"{self.name_of(sid)} is already chosen for this {self.title}: a space "
                               f"is chosen once per {what}", "the repetition ignored")
            else:
                keep.append(sid)
        self.selected.update(keep)
        args.spaces = keep
        return bool(keep)

    def finish(self) -> None:
        """What the procedure does after the steps: mandatory effects, costs, track shifts."""

    def on_transfer(self, step: ActionStep, args: Args) -> None:
        """1.5.2: the Raj and the Revolutionaries may transfer Resources to each other at any time
        during an Operation, Special Activity or Event of either."""
        self.apply(step, args)

    def on_target(self, step: ActionStep, args: Args) -> None:
        """3.1.4: the factions attacked, declared (optional: otherwise read from the pieces taken)."""
        self.targets = set(args.factions)

    @classmethod
    def pairing_problem(cls, op_name: str, op_title: str = "") -> tuple[str, str] | None:
        """4.1.2: why this Special Activity may not accompany the Operation `op_name` (titled
        `op_title` in the message), (rule, message); None if it may. An SA accompanies any
        Operation unless its own rule says otherwise (Negotiate 4.3.1/4.4.1, Assassinate 4.5.3)."""
        return None

    def report_pairing(self, op: Activity | None) -> None:
        """Report, at the statement, the 4.1.2 problem of this SA accompanying `op` (if any)."""
        problem = self.pairing_problem(op.name, op.title) if op is not None else None
        if problem:
            self.violation(self.pos, *problem)

    def one_space_problem(self, sid: str) -> tuple[str, str] | None:
        """For an activity done in one space (4.3.1, 4.3.2, 4.4.1, 4.4.2): why `sid` would be a
        second space, (rule, message) as `second_space` reports it; None if it would not."""
        if not self.chosen or sid in self.chosen:
            return None
        first = next(iter(self.chosen))
        return (self.rule, f"{self.title} chooses one space: {self.name_of(first)} is chosen, "
                f"not also {self.name_of(sid)}")

    # ----------------------------------------------------------------- the steps offered
    def restated(self, step: ActionStep) -> bool:
        """Whether `step`, a step the rules accept now, only writes again what another step
        offered writes (one option with two names, Satyagraha's removal: CONG-2): a draft then
        offers the other alone. False unless the activity's rule gives an option two names."""
        return False

    @classmethod
    def step_note(cls, step: ActionStep) -> str | None:
        """What `step` does, in words, where its notation alone may mislead a player choosing it
        from a menu (Satyagraha's `remove protest X` removes an Unrest marker too: CONG-2); None
        where the step says it all."""
        return None

    # ----------------------------------------------------------------- the limits in words (#21)
    def limits_text(self) -> str | None:
        """The activity's limits in words, as `gandhi status` shows them (#21), from the numbers
        its own checks use; None where it has none. Here: a Limited Operation's one space (2.3.5,
        checked by `_problems`); subclasses add theirs (`limits` joins them)."""
        return "one space (Limited Operation, 2.3.5)" if self.limited else None

    def available_text(self, *kinds: str) -> str:
        """The pieces of `kinds` Available (1.4.1), as the notation writes them: `3 INC Available`."""
        from ..notation.statements import piece_text

        return ", ".join(piece_text(k, self.state.available(k)) for k in kinds) + " Available"

    def resources_text(self) -> str | None:
        """The faction's Resources, where it pays them (3.1; None for a faction that records none:
        Congress and the League, the Non-Player Raj and Revolutionaries, 8.6.2)."""
        if self.faction not in (terms.RAJ, terms.REV) or not self.turn.charged(1, self.faction):
            return None
        return f"{self.faction} has {self.state.resources[self.faction]} Resources"

    def held(self) -> Iterable[Holder]:
        """The rules objects the activity holds (issue #33, `core.takeback.Bookkeeping`): its Turn;
        a subclass that keeps others of its own names them too."""
        return (self.turn,)


def handler_table(cls: type) -> dict[str, Callable[..., None]]:
    """A class's step handlers by verb: each `on_<verb>` method (`-` written `_`) under the verb."""
    return {name[3:].replace("_", "-"): getattr(cls, name) for name in dir(cls)
            if name.startswith("on_") and callable(getattr(cls, name, None))}


Activity.handlers = handler_table(Activity)


def limits(*parts: str | None) -> str | None:
    """`Activity.limits_text`'s parts joined, those that are None left out; None if none is left."""
    return "; ".join(p for p in parts if p) or None


class OptionsInOneSpace(Activity):
    """An activity done in one space whose options act there (Negotiate 4.3.1 and 4.4.1, the
    Muslim League's Infiltrate 4.4.2): each defines `space`, which chooses the space."""

    def space(self, sid: str, at: At) -> bool:
        """Choose `sid` as the activity's space (checked by the activity's rule); False, reported,
        if the step names a second space (it is skipped)."""
        raise NotImplementedError(f"{type(self).__name__} does not say how it chooses its space")

    def limits_text(self) -> str | None:
        """#21: one space (4.3.1, 4.4.1, 4.4.2: `one_space_problem`)."""
        return f"one space ({self.rule})"

    def option_space(self, step: ActionStep, args: Args, marker: str) -> str | None:
        """The space of a step that takes the option of the `marker` there (`remove unrest X`);
        None, reported, if the step is not that or the space cannot be chosen."""
        sid = args.space
        if args.marker != marker or args.pieces or not sid:
            self.unexpected(step, args)
            return None
        if not self.space(sid, step):
            return None
        self.take_option(step, marker)
        return sid
