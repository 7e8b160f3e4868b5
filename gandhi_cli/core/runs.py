"""A statement carried out part by part and step by step (issue #21): one `Run` per kind of
statement — an Operation with its Special Activity (3.0, 4.0), an Event (5.0), a Pass (2.3.3), a
Campaign round part (6.0), an end-of-turn choice (3.2.4, 6.8, 8.9.4), an action before any card.

The engine replays a whole statement with `Run.play`; a `draft.Draft` feeds one step at a time
and asks the run's current activity what may come next. Both go through the same `enter`, `do`,
`leave` and `close`, so a step is checked by one piece of code whichever route it takes.

A Run carries out a typed statement (`notation.actions.FactionAction`, issue #33), given it by
the engine (`Engine.open`) with where its pieces were written in a side table keyed as
`notation.convert.Key` (`Run.where`; a parsed statement is typed once, by `Engine.feed`). Its
head — the faction, the choice, the side, the parts — is read from the typed statement and its
position (`Head`), with no parsed statement built. `do(step, at, places)` tells the rules where
the step was written.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..model import terms
from ..model.state import GameState
from ..model.terms import ActivityKind
from ..notation.convert import EVENT_OR_PASS, Key
from ..notation.statements import Pos, Step
from ..rules.activity import APPLIED, SKIPPED
from ..rules.catalog import find
from ..rules.sequence import OP_ONLY, OP_SA, pass_problem, pass_reward

if TYPE_CHECKING:
    from ..model.journal import Holder
    from ..notation import actions as A
    from ..rules.activity import Activity, Finding, Located, Turn
    from ..rules.sequence import CardTurn
    from ..rules.steps import ArgPlaces


#: a typed statement and where it was written (keys from (0,), as `Run.where` reads them; (0,)
#: itself the statement's place): what `Engine.feed` takes beside it (`carry.typed_door`)
Typed = tuple["A.FactionAction", Mapping[Key, Pos]]


@dataclass(frozen=True)
class HeadPart:
    """A part of a statement's head: the activity's name as the notation writes it, and whether
    the Operation is Limited (2.3.5)."""

    name: str
    limited: bool = False


@dataclass(frozen=True)
class Head:
    """What the engine reads of a faction's statement before its steps (issue #33): the faction,
    its choice (`pass`, `event`, `activity`: 2.3.4), the Event's side, the parts' names in the
    order written (4.1) and where the statement was written — read from the typed statement
    (`of`), no parsed statement built."""

    faction: str
    choice: str
    side: str | None
    parts: tuple[HeadPart, ...]
    pos: Pos

    @classmethod
    def of(cls, action: A.FactionAction, at: Pos) -> Head:
        return cls(action.faction.value, action.choice.value, action.side.value if action.side else None,
                   tuple(HeadPart(p.name.value, p.limited) for p in action.parts), at)


class Host(Protocol):
    """What a Run asks of the engine that opened it (`engine.Engine`)."""

    state: GameState
    findings: list[Finding]
    turn: CardTurn | None
    made_eligible: set[str]
    made_ineligible: set[str]
    in_campaign: bool
    round_shared: dict[str, object]

    def new_turn(self, faction: str) -> Turn: ...

    def violation(self, at: Pos | Step | None, rule: str, message: str, recovery: str = ...) -> None: ...

    def card_done(self) -> bool: ...

    def end_turn(self, turn: Turn, st: Head) -> None: ...

ONLY_OP = "counted as an Operation only (2.3.4)"
#: 4.1: the orders of an Operation ("o") and its Special Activity ("s") a statement may write —
#: the SA before, after or in the middle of the Operation, never itself interrupted
ORDERS = ("o", "os", "so", "oso", "s", "")


class Run:
    """A statement being carried out. Subclasses override what they need; by default a
    statement has one part and its steps are the statement's own (a Pass's, an Event's)."""

    #: the acting object of the current part (an Activity or an Event), for listing what may
    #: come next; None where the part has none (a Pass, a follow-up, an unchecked Event)
    current: object | None = None

    def __init__(self, engine: Host, st: Head, on_card: bool = False):
        self.engine = engine
        self.st = st
        self.on_card = on_card  # a choice on a card: Eligibility is adjusted once the card is done (2.3.6)
        self._action: A.FactionAction | None = None  # the statement typed (`action`)
        self.where: Mapping[Key, Pos] = {}  # where its parts, steps and spaces were written, under (0, …)

    def take_typed(self, action: A.FactionAction, where: Mapping[Key, Pos] | None = None) -> None:
        """The typed statement (`Engine.open` gives it), with where it was written (keys (0, part,
        step, …); missing: at the statement)."""
        self._action, self.where = action, where if where is not None else {}

    @property
    def action(self) -> A.FactionAction:
        """The typed statement (`take_typed`)."""
        assert self._action is not None, "a run is given its typed statement when it is opened (Engine.open)"
        return self._action

    def step_keys(self) -> list[list[Key]]:
        """Each part's steps, in the order of the parts, as keys of `action` (and of `where`):
        (0, EVENT_OR_PASS, s) the statement's own steps, (0, p, s) its part p's."""
        action = self.action
        keys: list[Key] = [(0, EVENT_OR_PASS, s) for s in range(len(action.steps))]
        return [keys + [(0, p, s) for p, part in enumerate(action.parts) for s in range(len(part.steps))]]

    def step_at(self, key: Key) -> A.ActionStep:
        action = self.action
        return action.steps[key[2]] if key[1] == EVENT_OR_PASS else action.parts[key[1]].steps[key[2]]

    def step_lists(self) -> list[tuple[A.ActionStep, ...]]:
        """The typed steps of each part, in the order of the parts."""
        return [tuple(self.step_at(k) for k in keys) for keys in self.step_keys()]

    def located(self, key: Key) -> tuple[Pos, ArgPlaces]:
        """Where the step `key` was written (else at the statement) and its space names were."""
        where = self.where
        if not where:
            return self.st.pos, {}
        n = len(key)
        return where.get(key, self.st.pos), {k[n:]: p for k, p in where.items() if len(k) > n and k[:n] == key}

    def at(self, at: Pos | None) -> Pos:
        """A step's position as given, else the statement's."""
        return at if at is not None else self.st.pos

    def enter(self, index: int) -> None:
        """Begin the part `index` (in the statement's order)."""

    def do(self, step: A.ActionStep, at: Pos | None = None, places: ArgPlaces | None = None) -> None:
        """Carry out one step of the current part, written at `at` (else at the statement), its
        space names at `places`."""

    def leave(self) -> None:
        """End the current part."""

    def close(self) -> None:
        """End the statement: what comes after every part (end of turn, the card's Eligibility)."""
        if self.on_card and self.engine.card_done():
            turn = self.engine.turn
            assert turn is not None  # a card is being played
            self.engine.state.eligibility = turn.eligibility_after(self.engine.made_eligible,
                                                                   self.engine.made_ineligible)

    def play(self) -> None:
        """Carry out the whole statement as written."""
        for i, keys in enumerate(self.step_keys()):
            self.enter(i)
            for key in keys:
                self.do(self.step_at(key), *self.located(key))
            self.leave()
        self.close()

    def held(self) -> Iterable[Holder]:
        """The rules objects this run holds itself (issue #33, `takeback.Bookkeeping`): none."""
        return ()


class SkippedRun(Run):
    """A statement the engine refused as a whole (reported when opened): its steps do nothing."""


class RawRun(Run):
    """Steps applied as written, checked only by the board (an action before any card, 2.3; an
    Event whose card is not checked yet)."""

    def __init__(self, engine: Host, st: Head, for_event: bool = False, on_card: bool = False):
        super().__init__(engine, st, on_card)
        self.turn = engine.new_turn(st.faction)
        self.for_event = for_event

    def do(self, step: A.ActionStep, at: Pos | None = None, places: ArgPlaces | None = None) -> None:
        self.turn.locate(self.at(at), places)
        args = self.turn.decode(step)
        if args is not None:
            self.turn.apply(step, args, for_event=self.for_event)

    def close(self) -> None:
        if not self.engine.in_campaign:
            self.engine.end_turn(self.turn, self.st)
        super().close()

    def held(self) -> Iterable[Holder]:
        return (self.turn,)


class PassRun(Run):
    """2.3.3: a Pass gives Resources to the Raj and the Revolutionaries; an NV faction may move
    one Activist from Out of Play to Available."""

    def __init__(self, engine: Host, st: Head, on_card: bool = True):
        super().__init__(engine, st, on_card)
        self.activist: str | None = None
        self.first: Pos | None = None  # where its first step was written

    def do(self, step: A.ActionStep, at: Pos | None = None, places: ArgPlaces | None = None) -> None:
        from ..notation import actions as A

        engine, where = self.engine, self.at(at)
        self.first = self.first or where
        if step.verb != "out-of-play":
            engine.violation(where, "2.3.3", f"a Pass takes no '{step.verb.value}' step", SKIPPED)
            return
        words = sum(2 if isinstance(a, A.From) or (isinstance(a, A.To) and isinstance(a.place, A.Box)) else 1
                    for a in step.args if not isinstance(a, (A.SpaceName, A.Path, A.Amount)))
        piece = next((a for a in step.args if not isinstance(a, (A.SpaceName, A.Path, A.Amount))), None)
        if (words != 1 or not isinstance(piece, A.PieceCount) or piece.count != 1
                or self.activist is not None):  # `out-of-play 1 INC` (a space or a number written besides)
            engine.violation(where, "2.3.3", "a Pass moves one Activist from Out of Play", SKIPPED)
            return
        kind = piece.kind.value
        problem = ("2.3.3", why) if (why := pass_problem(self.st.faction, kind)) else self._board_problem(kind)
        if problem:  # reported as the step is written; the Pass then moves no Activist
            engine.violation(where, *problem, SKIPPED)
            self.activist = ""
            return
        self.activist = kind

    def _board_problem(self, kind: str) -> tuple[str, str] | None:
        """What the board says of moving one `kind` from Out of Play now (tried and taken back)."""
        from ..io.errors import RuleViolation
        from ..model.journal import mark

        state = self.engine.state
        before = mark(state, ())
        try:
            state.out_of_play_to_available(kind, 1)
        except RuleViolation as exc:
            return (exc.rule, exc.detail)
        finally:
            before.undo()
        return None

    def close(self) -> None:
        from ..io.errors import RuleViolation

        engine = self.engine
        try:
            pass_reward(engine.state, self.st.faction, self.activist or None)
        except RuleViolation as exc:
            engine.violation(self.first or self.st.pos, exc.rule, exc.detail, SKIPPED)
            pass_reward(engine.state, self.st.faction, None)
        super().close()


class EventRun(Run):
    """The Event of the card being played (5.1): its text's clauses check the steps; its
    Eligibility effects apply when the card ends (2.3.6)."""

    def __init__(self, engine: Host, st: Head, cls: type, on_card: bool = True):
        super().__init__(engine, st, on_card)
        self.turn = engine.new_turn(st.faction)
        self.current = self.event = cls(self.turn, pos=st.pos)
        self.event.begin()

    def do(self, step: A.ActionStep, at: Pos | None = None, places: ArgPlaces | None = None) -> None:
        self.turn.locate(self.at(at), places)
        self.event.do(step)

    def close(self) -> None:
        engine, ev = self.engine, self.event
        ev.finish()
        engine.made_eligible |= ev.make_eligible
        engine.made_ineligible |= ev.make_ineligible
        engine.end_turn(self.turn, self.st)
        super().close()

    def held(self) -> Iterable[Holder]:
        return (self.turn, self.event)


class CampaignPartRun(Run):
    """One faction's part of a Campaign round (6.2-6.4): `FACTION PHASE: steps`."""

    def __init__(self, engine: Host, st: Head, cls: type[Activity]):
        super().__init__(engine, st)
        turn = engine.new_turn(st.faction)
        turn.round = engine.round_shared
        self.current = self.part = cls(turn, pos=st.pos)
        self.part.begin()

    def step_keys(self) -> list[list[Key]]:
        return [[(0, 0, s) for s in range(len(self.action.parts[0].steps))]]

    def do(self, step: A.ActionStep, at: Pos | None = None, places: ArgPlaces | None = None) -> None:
        self.part.turn.locate(self.at(at), places)
        self.part.do(step)

    def close(self) -> None:
        self.part.finish()

    def held(self) -> Iterable[Holder]:
        return (self.part,)  # and its Turn, which it holds


class FollowUpRun(Run):
    """An end-of-turn choice (3.2.4, 6.8, 8.9.4), checked as a whole when it closes (its rules
    count the steps together)."""

    def __init__(self, engine: Host, st: Head, turn: Turn | None, handler: str | None):
        super().__init__(engine, st)
        self.turn, self.handler = turn, handler
        self.steps: list[Located] = []

    def step_keys(self) -> list[list[Key]]:
        return [[(0, 0, s) for s in range(len(self.action.parts[0].steps))]]

    def do(self, step: A.ActionStep, at: Pos | None = None, places: ArgPlaces | None = None) -> None:
        self.steps.append((step, self.at(at), places if places is not None else {}))

    def close(self) -> None:
        from ..rules import turn_end

        if self.turn is not None and self.handler is not None:
            getattr(turn_end, self.handler)(self.engine.new_turn(self.st.faction), tuple(self.steps), self.st.pos)

    def held(self) -> Iterable[Holder]:
        return (self.turn,) if self.turn is not None else ()


def pattern(kinds: list[ActivityKind]) -> str:
    """The parts of a statement in the order written: "o" an Operation's, "s" its SA's."""
    return "".join("o" if k == ActivityKind.OP else "s" for k in kinds)


SA_ALONE = "a Special Activity comes only with an Operation"  # 4.1
INTERRUPTED = "an Operation may be interrupted once by its Special Activity, which is itself never interrupted"


def _shape(st: Head) -> tuple[list[tuple[int, type[Activity]]], list[tuple[str, str, str]]]:
    """The parts of an activity's head `st` its faction has, (index in `st.parts`, class), and what
    its head breaks as written, (rule, message, recovery): a part the faction has not (3.0), an SA
    without an Operation, two of either, an interrupted SA (4.1), an SA with a Limited Operation
    (2.3.5). Reported at the head as it opens (`ActivitiesRun`), in this order."""
    parts: list[tuple[int, type[Activity]]] = []
    problems: list[tuple[str, str, str]] = []
    for i, part in enumerate(st.parts):
        cls = find(st.faction, part.name)
        if cls is None:
            from ..rules.catalog import names

            problems.append(("3.0", f"{terms.FACTION_NAMES[st.faction]} has no Operation or Special Activity "
                             f"'{part.name}' (Operations: {', '.join(names(st.faction, 'op'))}; Special "
                             f"Activities: {', '.join(names(st.faction, 'sa'))})", "part skipped"))
            continue
        parts.append((i, cls))
    kinds = [cls.kind for _, cls in parts]
    op_names = {cls.name for _, cls in parts if cls.kind is ActivityKind.OP}
    sa_names = [cls.name for _, cls in parts if cls.kind is ActivityKind.SA]
    written = pattern(kinds)
    if kinds and "o" not in written:
        problems.append(("4.1", SA_ALONE, APPLIED))
    if len(op_names) > 1:
        problems.append(("3.0", f"one Operation per turn, not {' and '.join(sorted(op_names))}", APPLIED))
    if len(sa_names) > 1:
        problems.append(("4.1", f"one Special Activity per turn, not {' and '.join(sa_names)}", APPLIED))
    if written not in ORDERS:
        problems.append(("4.1", INTERRUPTED, APPLIED))
    if st.parts and st.parts[0].limited and sa_names:
        problems.append(("2.3.5", "a Limited Operation has no Special Activity", APPLIED))
    return parts, problems


def _last_op(parts: list[tuple[int, type[Activity]]]) -> int:
    """The index (among `parts`) of the last Operation part, finished as it is left; -1 if none."""
    return max((j for j, (_, cls) in enumerate(parts) if cls.kind is ActivityKind.OP), default=-1)


class ActivitiesRun(Run):
    """The Operation and its Special Activity (3.0, 4.0); the SA may come before, after, or in
    the middle of the Operation (4.1), never itself interrupted."""

    def __init__(self, engine: Host, st: Head, on_card: bool = True, read_limited: bool = False,
                 since: int | None = None):
        """`since`: the engine's findings' count as the head began to open (before the card's
        record, `Engine.open`), by default as the run is made."""
        super().__init__(engine, st, on_card)
        #: the card's record as the head opened (2.3.4, `Engine.open`) gave no finding nor note: only
        #: then may a part be added without the head opened again (`add_part`)
        self.recorded_clean = since is None or len(engine.findings) == since
        self.turn = engine.new_turn(st.faction)
        self.read_limited = read_limited  # an Operation without `limited` read as the Limited one (LIMITED-1)
        self.parts, problems = _shape(st)  # (index in st.parts, class) of the known ones
        #: where the head's own findings (3.0, 4.1, 2.3.5) are among the engine's, and how many
        self.head_at, self.head_findings = len(engine.findings), len(problems)
        for rule, message, recovery in problems:
            engine.violation(st.pos, rule, message, recovery)
        self.objects: dict[str, Activity] = {}
        self.reported: set[str] = set()  # the parts whose steps were reported
        self.last_op = _last_op(self.parts)
        self.index = -1  # among self.parts
        self.before = 0
        self.op_steps = 0  # the Operation's steps carried out (EMPTY-OP-1)

    def add_part(self, st: Head, action: A.FactionAction) -> bool:
        """Take the head `st` — this run's head with one part more, after the current one, which is
        its last (a bot's plan begins each part as it goes, 4.1) — as if it had been opened with
        it; `action` is `st` typed with its steps so far. The caller then leaves the current part
        and enters the new one (`leave`, `enter`), as a fresh opening carries them out. Done only
        where a fresh opening of `st` and the same steps give the same findings in the same order
        and the same state (issue #33): the card's record gave no finding, `st`'s own checks (3.0,
        4.1, 2.3.5) give nothing, and each part is ended as it would be (an Operation is finished as
        the last Operation part, `leave`: not so for an Operation resumed after its SA, `oso`).
        The head's own findings as it opened (an SA begun alone, "a Special Activity comes only
        with an Operation", 4.1) are taken out of the engine's: they came before every step's, and
        `st` opened afresh gives none. False, nothing changed, otherwise: the caller opens `st`
        afresh. The choice on the card is the engine's (`Engine.add_part`); call this only where no
        trial has begun since the findings taken out (`takeback.taken_back` counts them)."""
        parts, problems = _shape(st)
        if not self.recorded_clean or problems or len(parts) != len(self.parts) + 1 \
                or parts[:-1] != self.parts or self.index != len(self.parts) - 1 or self.current is None:
            return False
        last_op = _last_op(parts)
        if any(cls.kind is not ActivityKind.SA and (j == self.last_op) != (j == last_op)
               for j, (_, cls) in enumerate(self.parts)):
            return False  # an Operation left as finished would not be (`oso`): only a fresh opening is
        if self.head_findings:  # the head as it opened broke 4.1 (an SA alone); as it is now, it does not
            del self.engine.findings[self.head_at:self.head_at + self.head_findings]
            self.before -= self.head_findings  # the current part's findings begin that much earlier
            self.head_findings = 0
        self.st = st
        self.take_typed(action)
        self.parts.append(parts[-1])
        self.last_op = last_op
        return True

    def step_keys(self) -> list[list[Key]]:
        action = self.action
        return [[(0, i, s) for s in range(len(action.parts[i].steps))] for i, _ in self.parts]

    def enter(self, index: int) -> None:
        self.index = index
        i, cls = self.parts[index]
        part, turn = self.st.parts[i], self.turn
        obj = self.objects.get(cls.name)
        if obj is None:
            limited = part.limited or ((self.st.parts[0].limited or self.read_limited) and cls.kind is ActivityKind.OP)
            obj = cls(turn, limited=limited, pos=self.st.pos)
            self.objects[cls.name] = obj
            if cls.kind is ActivityKind.OP:
                turn.op = turn.op or obj
            else:
                turn.sa = turn.sa or obj
            obj.begin()
        self.current = obj
        self.before = len(self.engine.findings)

    def do(self, step: A.ActionStep, at: Pos | None = None, places: ArgPlaces | None = None) -> None:
        assert self.current is not None, "no part entered"
        if self.current.kind is ActivityKind.OP:  # type: ignore[attr-defined]
            self.op_steps += 1
        self.turn.locate(self.at(at), places)
        self.current.do(step)  # type: ignore[attr-defined]

    def leave(self) -> None:
        obj = self.current
        assert obj is not None, "no part entered"
        if obj.kind is ActivityKind.SA or self.index == self.last_op:  # type: ignore[attr-defined]
            obj.finish()  # type: ignore[attr-defined]
        if len(self.engine.findings) > self.before:
            self.reported.add(obj.name)  # type: ignore[attr-defined]
        self.current = None

    def part_may_end(self) -> bool:
        """Whether the current part may end here without `check_spaces` reporting it at the end: it
        chose a space (4.1, SA-EMPTY-1; an Operation interrupted by its SA has acted before it, or
        the SA could as well come first)."""
        obj = self.current
        return obj is None or bool(obj.chosen)  # type: ignore[attr-defined]

    def close(self) -> None:
        self.check_spaces()
        self.engine.end_turn(self.turn, self.st)
        super().close()

    def check_spaces(self) -> None:
        """2.3.4 (IT:357-358): an Operation is "in one or more spaces", with or without a Special
        Activity, which accompanies it (4.1, IT:632) and is carried out in the spaces it chooses
        (4.1.1, 4.1.2). An SA that chose no space is no Special Activity, and an Operation that
        chose none carries no SA (SA-EMPTY-1): the turn then counts as an Operation only for the
        2nd Eligible's options (2.3.4). Reported unless the part's own steps already were (a
        step skipped), so one mistake costs one finding."""
        engine, st = self.engine, self.st
        ops = [obj for obj in self.objects.values() if obj.kind is ActivityKind.OP]
        sas = [obj for obj in self.objects.values() if obj.kind is ActivityKind.SA]
        if not ops:
            return  # an SA with no Operation at all is reported as 4.1 before the steps
        if not sas:
            self.check_operation(ops)
            return
        downgrade = False
        for sa in sas:
            if not sa.chosen:
                downgrade = True
                if sa.name in self.reported:
                    continue
                first = next(((0, i, 0) for i, cls in self.parts
                              if cls.name == sa.name and self.action.parts[i].steps), None)
                engine.violation(self.located(first)[0] if first else st.pos, sa.rule, f"{sa.title} chooses no "
                                 "space: a Special Activity in no space is no Special Activity", ONLY_OP)
        if not downgrade and not any(op.chosen for op in ops):
            downgrade = True
            if not any(op.name in self.reported for op in ops):
                engine.violation(st.pos, "4.1", f"{ops[0].title} chooses no space: an Operation is in one or more "
                                 "spaces (2.3.4), and only such an Operation carries a Special Activity",
                                 f"applied as written, {ONLY_OP}")
        if downgrade and engine.turn is not None:
            engine.turn.amend(st.faction, OP_SA, OP_ONLY)

    def check_operation(self, ops: list[Activity]) -> None:
        """2.3.4 (IT:357-358) and 2.3.5 (IT:367): an Operation without a Special Activity is still
        "in uno o più spazi" (a Limited one "in un solo spazio"); its parts off the map (IT:369)
        come besides its space, not instead of it. One that chose no space is reported (EMPTY-OP-1),
        applied as written, whether it did nothing or only parts off the map (a Rally's release
        from Jail or its Activist from Out of Play)."""
        if any(op.chosen for op in ops) or any(op.name in self.reported for op in ops):
            return
        op = ops[0]
        rule, where = ("2.3.5", "a Limited Operation is in one space") if op.limited else \
            ("2.3.4", "an Operation is in one or more spaces")
        besides = "; its parts off the map come besides a space, not instead of it (IT:369)" if self.op_steps else ""
        self.engine.violation(self.st.pos, rule, f"{op.title} chooses no space: {where}{besides}")

    def held(self) -> Iterable[Holder]:
        """The Turn and the parts begun so far (`enter` makes each the first time)."""
        return (self.turn, *self.objects.values())
