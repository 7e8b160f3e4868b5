"""A statement built step by step on the live game (issue #21): `Game.draft(head)` gives a
`Draft`, which plays the head and the steps written so far under the game's change journal each
time it is asked something, and takes it all back before it answers.

- `options()`: what the next step may be, from the current activity's own checks as the steps so
  far left the board (spaces with their costs, moves, the Event's next clause), whether the next
  part may begin and whether the statement may end now;
- `next_steps()`: concrete one-unit steps, each carried out by the very checks a written step
  meets and kept only if it gives no finding;
- `step()` adds one (its findings returned), `next_part()` moves to the head's next part,
  `undo()` takes the last back, `finish()` pushes the whole statement once, `action()` gives it.

The game itself is never left changed between calls: a draft nobody finishes costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from ..model.state import GameState
from ..notation import actions as A
from ..notation.convert import action_text
from ..rules.activity import Activity, Finding, MoveOption
from ..rules.turn_end import follow_up_steps
from . import proposals
from .carry import carry_out, parsed_step
from .engine import FOLLOW_UPS, Books, Engine
from .runs import ActivitiesRun, EventRun, Run
from .takeback import Bookkeeping, taken_back
from .views import ClauseOption, EventOption, EventSpace, SpaceOption

if TYPE_CHECKING:
    from ..rules.events.base import Clause, Event



class Playing(Protocol):
    """What a draft needs of the game it is written on (`game.Game`)."""

    engine: Engine

    @property
    def state(self) -> GameState: ...

    def push(self, statement: A.Action) -> list[Finding]: ...


@dataclass(frozen=True)
class DraftOptions:
    """What the next step of a draft may do: the current part's name; for an Operation, Special
    Activity or Campaign part, the spaces it may choose now and their costs, and the moves it
    allows now; for an Event, what its next clause can take; whether the head's next part may
    begin (`next_part`) and whether the statement may end as it stands (`can_finish`: finishing
    gives no finding)."""

    part: str | None
    spaces: tuple[SpaceOption, ...] = ()
    moves: tuple[MoveOption, ...] = ()
    event: EventOption | None = None
    next_part: bool = False
    can_finish: bool = False
    #: the current activity's limits left, in words, as the steps so far leave them
    #: (`Activity.limits_text`: the spaces it may still choose, the pieces still Available)
    limits: str | None = None


class Draft:
    """One faction's statement being written on `game` (see the module's docstring)."""

    def __init__(self, game: Playing, head: A.FactionAction, apart: bool = False):
        from ..rules.catalog import find

        #: True: played outside the card's sequence (whose turn, the choice on the card, not
        #: checked: `Engine.open_apart`), to list what an activity may do for any faction
        self.apart = apart

        self.game = game
        if head.choice == A.Choice.ACTIVITY:
            for p in head.parts:
                if find(head.faction.value, p.name.value) is None and p.name.value not in FOLLOW_UPS:
                    raise ValueError(f"{head.faction.value} has no activity {p.name.value!r}")
        self.head = head
        self.faction = head.faction.value
        # the steps of each part (one part for a Pass or an Event), and the part being written
        count = len(head.parts) if head.choice == A.Choice.ACTIVITY else 1
        self.steps: list[list[A.ActionStep]] = [[] for _ in range(count)]
        if head.choice == A.Choice.ACTIVITY:
            for i, p in enumerate(head.parts):
                self.steps[i].extend(p.steps)
        else:
            self.steps[0].extend(head.steps)
        self.index = 0
        self.history: list[str] = []  # "step" or "part", for undo
        self.finished = False

    # ------------------------------------------------------------------ the statement
    def action(self) -> A.FactionAction:
        """The statement as written so far, typed."""
        if self.head.choice == A.Choice.ACTIVITY:
            parts = tuple(replace(p, steps=tuple(self.steps[i])) for i, p in enumerate(self.head.parts))
            return replace(self.head, parts=parts)
        return replace(self.head, steps=tuple(self.steps[0]))

    def text(self) -> str:
        return action_text(self.action())

    # ------------------------------------------------------------------ playing it on the game
    @contextmanager
    def _played(self) -> Iterator[Run]:
        """The head and the steps so far carried out on the game (the current part entered, not
        left); everything is taken back on exit."""
        engine = self.game.engine
        with taken_back(engine):
            run, _ = carry_out(engine, self.action(), self.apart, self.index)
            yield run

    def _try(self, run: Run, act: Callable[[Run], None], saved: Bookkeeping | None = None,
             books: Books | None = None) -> list[Finding]:
        """The findings `act` gives on `run` (the board, the engine, the run's own bookkeeping —
        `saved` and the engine's `books`, if the caller took them for several trials — and the
        findings are then put back as they were)."""
        saved = saved or Bookkeeping(run)
        try:
            with taken_back(self.game.engine, books) as found:
                act(run)
            return found
        finally:
            saved.restore()

    # ------------------------------------------------------------------ writing
    def step(self, step: A.ActionStep) -> list[Finding]:
        """Add `step` to the current part; the findings it gives where the steps so far left the
        game (what the replay reports for it when the statement is pushed)."""
        self._open()
        with self._played() as run:
            found = self._try(run, _doing(step))
        self.steps[self.index].append(step)
        self.history.append("step")
        return found

    def next_part(self) -> list[Finding]:
        """End the current part and begin the head's next one (an Operation's, its Special
        Activity's: 4.1); the findings ending the part gives (the part's own end checks)."""
        self._open()
        if self.index + 1 >= len(self.steps):
            raise ValueError("the head has no next part")
        with self._played() as run:
            found = self._try(run, _onwards(self.index + 1))
        self.index += 1
        self.history.append("part")
        return found

    def undo(self) -> None:
        """Take back the last step (or the move to the next part)."""
        self._open()
        if not self.history:
            raise IndexError("undo: nothing written")
        if self.history.pop() == "part":
            self.index -= 1
        else:
            self.steps[self.index].pop()

    def finish(self) -> list[Finding]:
        """Push the whole statement (once): the findings the replay gives it. `Game.pop` takes it
        back like any statement."""
        self._open()
        self.finished = True
        return self.game.push(self.action())

    def _open(self) -> None:
        if self.finished:
            raise ValueError("the draft was finished")

    # ------------------------------------------------------------------ what may come next
    def options(self, ends: bool = True, moves: bool = True) -> DraftOptions:
        """What the next step may do (see DraftOptions), as the steps so far left the game; with
        `ends` False, `next_part` and `can_finish` are not tried (both False), with `moves` False
        no move is listed."""
        with self._played() as run:
            return self._options(run, ends, moves)

    def _options(self, run: Run, ends: bool, moves: bool) -> DraftOptions:
        obj = run.current
        part = self._part_name()
        more = self.index + 1 < len(self.steps)
        next_ok = (ends and more and (not isinstance(run, ActivitiesRun) or run.part_may_end())
                   and not self._try(run, _onwards(self.index + 1, _can_begin)))
        can_finish = ends and not self._try(run, _finish)
        if isinstance(run, EventRun):
            return DraftOptions(part, event=event_option(run.event), can_finish=can_finish)
        if isinstance(obj, Activity):
            charged = obj.turn.charged
            spaces = tuple(SpaceOption(s, charged(c)) for s, c in obj.candidate_spaces())
            return DraftOptions(part, spaces, tuple(obj.candidate_moves()) if moves else (), None, next_ok, can_finish,
                                obj.limits_text())
        return DraftOptions(part, next_part=next_ok, can_finish=can_finish)

    def end_findings(self) -> list[Finding]:
        """The findings ending the statement as it stands would give (why `can_finish` is False)."""
        with self._played() as run:
            return self._try(run, _finish)

    def next_steps(self) -> list[A.ActionStep]:
        """Concrete next steps of one unit (one piece, marker, level, die), each carried out on the
        game as the steps so far left it and kept only if it gives no finding (`proposals.py`)."""
        with self._played() as run:
            obj = run.current
            out = []
            saved, books = Bookkeeping(run), self.game.engine.books()  # kept once, put back after each trial
            for step in self._proposals(run, obj):
                if not self._try(run, _doing(step), saved, books):
                    out.append(step)
            return out

    def _proposals(self, run: Run, obj: object) -> Iterator[A.ActionStep]:
        """Steps worth trying: in the spaces the current activity may choose now or chose (its
        `candidate_spaces`, the check a step choosing a space meets), or that an open clause of the
        Event lists (`Clause.candidates`); steps naming no space; the moves listed."""
        state = self.game.state
        if isinstance(run, EventRun):
            ev = run.event
            chain = ev.sequence
            clauses = [c for top in ev.sequence.clauses for c in _inner(top)]
            open_ = chain.clauses[chain.current if chain.ordered else 0:]
            spaces: list[str] = []
            for c in open_:
                spaces += [sid for sid, _ in c.candidates(ev)] + list(c.in_space)
            if any(c.options_apart or not c.chooses_spaces for c in open_):
                spaces = list(state.spaces)  # an option's clauses or a spaceless clause: try them all
            verbs = {A.Verb(v) for c in clauses for v in c.verbs if v in _VERBS}
            kinds = None if any(not c.kinds for c in clauses) else {k for c in clauses for k in c.kinds}
            moves = _event_moves(state) if A.Verb.MOVE in verbs else ()
            return proposals.pool(state, verbs, spaces, kinds, moves, boxes=True)
        if self._part_name() in FOLLOW_UPS:  # 3.2.4, 6.8, 8.9.4: checked only as they close
            return iter(follow_up_steps(state, str(self._part_name()), list(self.steps[0])))
        if isinstance(obj, Activity):
            verbs = set(proposals.handled_verbs(obj))
            moves = obj.candidate_moves() if A.Verb.MOVE in verbs else []
            spaces = [sid for sid, _ in obj.candidate_spaces()] + list(obj.chosen)
            return (s for s in proposals.pool(state, verbs, spaces, None, moves) if not obj.restated(s))  # CONG-2
        if self.head.choice == A.Choice.PASS:
            return proposals.pool(state, {A.Verb.OUT_OF_PLAY}, [])
        return iter(())

    def _part_name(self) -> str | None:
        if self.head.choice == A.Choice.ACTIVITY:
            return self.head.parts[self.index].name.value
        return str(self.head.choice.value)  # (mypy reads `Choice.value` as Any)


_VERBS = {v.value for v in A.Verb}


def _inner(clause: Clause) -> Iterator[Clause]:
    """A clause and those it is made of (an "or" text's options, an option per space, 5.1: its
    `options`, each a list or a chain of clauses)."""
    yield clause
    for option in getattr(clause, "options", ()):
        for c in option if isinstance(option, list) else getattr(option, "clauses", [option]):
            yield from _inner(c)


def _doing(step: A.ActionStep) -> Callable[[Run], None]:
    """Carry out `step` in the current part."""
    parsed = parsed_step(step)

    def do(run: Run) -> None:
        run.do(parsed)
    return do


def _onwards(index: int, then: Callable[[Run], None] | None = None) -> Callable[[Run], None]:
    """Leave the current part and enter the part `index` (then `then`, on the run)."""
    def go(run: Run) -> None:
        run.leave()
        run.enter(index)
        if then is not None:
            then(run)
    return go


def _can_begin(run: Run) -> None:
    """A part just entered that can choose no space and make no move (an SA whose spaces the
    Operation took, 3.1.1, 4.1.1) is reported as a finding of the trial: it leads nowhere."""
    obj = run.current
    if isinstance(obj, Activity) and not obj.chosen and not obj.candidate_spaces() and not obj.candidate_moves():
        obj.violation(None, obj.rule, f"{obj.title} can choose no space now")


def _finish(run: Run) -> None:
    """Leave the current part and close the statement (what `finish` will do)."""
    run.leave()
    if isinstance(run, ActivitiesRun):
        for i in range(run.index + 1, len(run.parts)):
            run.enter(i)
            run.leave()
    run.close()


def _event_moves(state: GameState) -> list[MoveOption]:
    """One piece of each kind there from each space into each adjacent one (an Event's moves,
    which its clause then judges)."""
    from ..model import terms

    out = []
    for sid, sp in state.spaces.items():
        for kind in (terms.TROOPS, terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.GUERRILLAS):
            if sp.count(kind):
                out += [MoveOption(kind, (sid, n), 1) for n in sorted(state.map.neighbours(sid))]
        if state.gandhi == sid:  # Gandhi goes anywhere an Event's text sends him (#31, #55, #71)
            out += [MoveOption(terms.GANDHI, (sid, n), 1) for n in state.spaces if n != sid]
    return out


def event_option(ev: Event) -> EventOption:
    """What the next step of an Event being carried out can take: in a text read in order, the
    next clause (skipping those with nothing left to take) and, while the clauses reached may be
    left out or are done (an "up to" clause, 5.1.1), the ones after it; in a text in any order,
    each clause that can still take something (`Clause.candidates`, 5.1, 5.1.1, 5.1.2)."""
    chain = ev.sequence
    out: list[ClauseOption] = []
    for clause in chain.clauses[chain.current if chain.ordered else 0:]:
        offered = clause.candidates(ev)
        if offered or not (clause.chooses_spaces or clause.carried_out(ev)):
            out.append(ClauseOption(clause.text, tuple(EventSpace(s, n) for s, n in offered)))
            if chain.ordered and not (clause.optional or clause.carried_out(ev)):
                break
    return EventOption(ev.side, tuple(out))
