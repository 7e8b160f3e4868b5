"""A statement built step by step on the live game (issues #21, #33): `Game.draft(head)` gives a
`Draft`, a live transaction on the one game. It is opened once, at its first use: the head carried
out under the game's change journal (`model.journal.Changes`, with the engine's `books` as they
were) and kept open; each step is then carried out once, on that live run.

- `options()`: what the next step may be, from the current activity's own checks as the steps so
  far left the board (spaces with their costs, moves, the Event's next clause), whether the next
  part may begin and whether the statement may end now;
- `next_steps()`: concrete one-unit steps, each kept only if the very checks a written step
  meets give no finding: tried on the live run (`trial`: begin, rollback) unless those checks
  answer before the step is carried out (issue #33: `Event.refuses`, `Event.problems_now`,
  `Activity.refuses`, `Activity.moves_as_listed`);
- `step()` adds one (its findings returned), `next_part()` moves to the head's next part,
  `undo()` takes the last back (the draft is carried out again from the head at its next use:
  `OPENS` counts it), `trial()` lets a caller try steps and takes them back, `action()` gives the
  statement;
- `finish(at)` commits the live run as the push of the statement at `at`: `Game.pop` takes it back
  like any other, and its findings and every position the rules keep of it are those a push of
  `action()` at `at` gives (the statement is carried out once; see `finish`);
- `close()` takes everything back (a draft is a context manager: `with game.draft(h) as d:`).

While a draft is open the game shows its steps so far (`game.state`). One draft is open on a game
at a time: the game closes it before anything else changes or reads its sequence (`Game.push`,
`pop`, `due`, `legal`, another draft, ...), and a closed draft opens again at its next use.
The bots' `np.plan.Plan` writes on a draft too (`begin`, `drop`, `retain`: the head's parts change).
A part begun after the last is added on the live run where that gives what opening the head with it
would (`begin`: the choice on the card recorded again, `Engine.add_part`); otherwise, and for a part
dropped or kept, the head is opened again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol, TypeVar

from ..model.journal import Changes
from ..model.state import GameState
from ..notation import actions as A
from ..notation.convert import action_text
from ..rules.activity import Activity, Finding, MoveOption
from ..rules.turn_end import follow_up_steps
from . import proposals
from .carry import carry_out, place, unplaced
from .engine import FOLLOW_UPS, Books
from .runs import ActivitiesRun, EventRun, Run
from .takeback import Bookkeeping, taken_back
from .views import ClauseOption, EventOption, EventSpace, SpaceOption

if TYPE_CHECKING:
    from ..notation.statements import Pos
    from ..rules.events.base import Clause, Event
    from .engine import Engine

class Playing(Protocol):
    """What a draft needs of the game it is written on (`game.Game`): the engine, the record of
    the statements pushed (a finished draft adds its own), the draft open on it."""

    engine: Engine
    refused: bool
    _undo: list[tuple[Changes, Books, bool] | None]
    _drafting: Draft | None

    @property
    def state(self) -> GameState: ...

    def push(self, statement: A.Action, at: Pos | None = None) -> list[Finding]: ...

    def over(self) -> bool: ...

    def _settle(self) -> None: ...


T = TypeVar("T")

#: how often a draft's head was opened and its steps carried out (at its first use, and again after
#: an undo, a part added or dropped, or the game closing it): the benchmarks' "re-runs"
OPENS = [0]
#: how often a part was added to a draft's live run without its head opened again (`begin`)
ADDED_LIVE = [0]
#: how often `finish(at)` took a finished run back and pushed its statement at `at` instead (a run
#: that gave a finding or a note, or was not audited): the statement carried out a second time
PUSHED_AGAIN = [0]


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


class _Live:
    """An open draft's hold on the game: the run, the change journal and the engine's books as
    they were before the head was opened (what `Game.push` keeps for `pop`), where the findings
    began, and the trial point kept while no step changed the run."""

    def __init__(self, run: Run | None, changes: Changes, books: Books, start: int, audit: bool, over: bool):
        self.run = run
        self.changes = changes
        self.books = books
        self.start = start
        self.audit = audit
        self.over = over  # the game was over when it opened: a push is refused (6.1, 6.3.5)
        self.began = start  # the findings' count as the current part began
        self.point: tuple[Bookkeeping, Books] | None = None
        self.objects: list[object] | None = None
        #: the head's position, of its own until `finish(at)` places it (`carry.place`)
        self.at = unplaced()


class Draft:
    """One faction's statement being written on `game` (see the module's docstring)."""

    def __init__(self, game: Playing, head: A.FactionAction, apart: bool = False, audit: bool = True,
                 audit_trials: bool = True):
        from ..rules.catalog import find

        #: True: played outside the card's sequence (whose turn, the choice on the card, not
        #: checked: `Engine.open_apart`), to list what an activity may do for any faction
        self.apart = apart
        #: False: the board's invariants are not audited at each change while the draft is open
        #: (`finish(at)` then pushes the statement instead of committing the run: a push audits)
        self.audit = audit
        #: False: a `trial` (and a look at the options, the end) is not audited, the steps kept
        #: are (a bot's plan: what it commits is audited as a push is, what it only tries is not)
        self.audit_trials = audit_trials

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
        self._live: _Live | None = None

    # ------------------------------------------------------------------ the statement
    def action(self) -> A.FactionAction:
        """The statement as written so far, typed."""
        if self.head.choice == A.Choice.ACTIVITY:
            parts = tuple(replace(p, steps=tuple(self.steps[i])) for i, p in enumerate(self.head.parts))
            return replace(self.head, parts=parts)
        return replace(self.head, steps=tuple(self.steps[0]))

    def text(self) -> str:
        return action_text(self.action())

    # ------------------------------------------------------------------ the live transaction
    @property
    def is_open(self) -> bool:
        """Whether the draft is carried out on the game now (its steps on `game.state`)."""
        return self._live is not None

    def open(self) -> None:
        """Carry the head and the steps so far out on the game, kept open (done at the first use
        of a draft, and again after it was closed); nothing if it is open."""
        self._check()
        if self._live is not None:
            return
        game = self.game
        game._settle()  # one draft open at a time
        engine = game.engine
        state = engine.state
        books = engine.books()
        start = len(engine.findings)
        changes = Changes(state)
        changes.__enter__()
        audit, state.audit = state.audit, state.audit and self.audit
        live = _Live(None, changes, books, start, audit, game.over())
        self._live = live
        game._drafting = self
        if not self.steps:  # an activity's head with no part yet (a bot's plan before `begin`)
            return
        OPENS[0] += 1
        try:
            live.run, live.began = carry_out(engine, self.action(), self.apart, self.index, live.at)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Take everything back: the game is as it was before the draft (the draft may be used
        again: it opens again at its next use)."""
        live = self._live
        if live is None:
            return
        self._live = None
        if self.game._drafting is self:
            self.game._drafting = None
        state = self.game.engine.state
        live.changes.__exit__(None, None, None)
        live.changes.undo()
        state.audit = live.audit
        self.game.engine.restore(live.books)

    def __enter__(self) -> Draft:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _run(self) -> Run:
        """The live run (the draft opened if it was not)."""
        self.open()
        assert self._live is not None and self._live.run is not None, "the head has no part yet"
        return self._live.run

    @property
    def run(self) -> Run | None:
        """The live run (opened if need be), None for an activity's head with no part yet."""
        self.open()
        assert self._live is not None
        return self._live.run

    def found(self) -> list[Finding]:
        """The findings (not notes) the head and the steps so far gave."""
        self.open()
        assert self._live is not None
        return [f for f in self.game.engine.findings[self._live.start:] if not f.note]

    def _carried(self, act: Callable[[Run], None]) -> list[Finding]:
        """Carry `act` out on the live run, kept; the findings (not notes) it gave (not those of
        opening the draft, if it was closed)."""
        self._run()
        findings = self.game.engine.findings
        before = len(findings)
        self._carried_ok(act)
        return [f for f in findings[before:] if not f.note]

    def _point(self) -> tuple[Bookkeeping, Books]:
        """The run's bookkeeping and the engine's books as they are, kept once while no step
        changes them (journal.Kept is put back as often as asked)."""
        run = self._run()
        live = self._live
        assert live is not None
        if live.point is None:
            saved = Bookkeeping(run)
            live.objects = saved.objects
            live.point = (saved, self.game.engine.books())
        return live.point

    def _try(self, run: Run, act: Callable[[Run], None]) -> list[Finding]:
        """The findings `act` gives on `run`, all taken back (board, engine, the run's bookkeeping)."""
        saved, books = self._point()
        state = self.game.engine.state
        audit = state.audit
        state.audit = audit and self.audit_trials
        try:
            with taken_back(self.game.engine, books) as found:
                act(run)
            return found
        finally:
            saved.restore()
            state.audit = audit

    @contextmanager
    def trial(self) -> Iterator[list[Finding]]:
        """Try steps (and parts) and take them back: the board, the engine, the run's own
        bookkeeping and the draft's steps are as they were after the block; the list yielded gets
        the findings (not notes) the block gave."""
        self._run()
        live = self._live
        assert live is not None
        point = self._point()
        saved, books = point
        head, kept = self.head, ([list(s) for s in self.steps], self.index, list(self.history), live.began)
        state = self.game.engine.state
        audit = state.audit
        state.audit = audit and self.audit_trials
        try:
            with taken_back(self.game.engine, books) as found:
                yield found
        finally:
            saved.restore()
            steps, self.index, self.history, live.began = kept
            self.steps[:] = steps
            if self._live is live and self.head is head:
                live.point, live.objects = point, saved.objects  # back where it was kept: reused
                state.audit = audit
            else:  # the block closed the draft (an undo, a part changed, the game used): the trial's
                # rollback just put the live values back, so the game is taken back to before the draft
                self.head = head
                self.close()
                live.changes.undo()
                self.game.engine.restore(live.books)
                self.game.engine.state.audit = live.audit

    # ------------------------------------------------------------------ writing
    def step(self, step: A.ActionStep) -> list[Finding]:
        """Add `step` to the current part, carried out on the live run; the findings it gives where
        the steps so far left the game (what the replay reports for it when the statement is pushed)."""
        self._check()
        found = self._carried(lambda run: run.do(step))
        self.steps[self.index].append(step)
        self.history.append("step")
        return found

    def next_part(self) -> list[Finding]:
        """End the current part and begin the head's next one (an Operation's, its Special
        Activity's: 4.1); the findings ending the part gives (the part's own end checks)."""
        self._check()
        if self.index + 1 >= len(self.steps):
            raise ValueError("the head has no next part")
        found = self._carried(_onwards(self.index + 1))
        self.index += 1
        self.history.append("part")
        assert self._live is not None
        self._live.began = len(self.game.engine.findings)
        return found

    def undo(self) -> None:
        """Take back the last step (or the move to the next part): the draft is carried out again
        from its head at its next use."""
        self._check()
        if not self.history:
            raise IndexError("undo: nothing written")
        if self.history.pop() == "part":
            self.index -= 1
        else:
            self.steps[self.index].pop()
        self.close()

    def finish(self, at: Pos | None = None) -> list[Finding]:
        """Commit the statement written at `at` (None: where a typed statement pushed without a
        position stands, line 0): the live run ends its parts and closes, and its change journal
        and the engine's books become the push `Game.pop` takes back (the statement is carried out
        once). The findings are those `Game.push(action(), at=at)` gives. A draft made `apart`, or
        on a game that is over, is taken back and its statement pushed.

        Positions (issue #33): the live run was carried out before its line was known, at a
        position of its own (`carry.unplaced`), which every position the rules keep of it is (the
        typed steps have none: `carry` module). Committing places that one object at `at`
        (`carry.place`), so the Turn's, the activities' and Event's `pos`, the Campaign round's
        part and any later "line N" read `at`, as after a push at `at`. What was written before
        the line was known — a finding's line, a message citing the statement's own line (3.2.1's
        "line N", 6.3.1's) — cannot be placed afterwards: a run that gave any finding or note is
        taken back and pushed at `at` instead (`PUSHED_AGAIN`), and so is a draft opened without
        the board's audit on a game that audits (`audit` False: a push audits each change, which
        may refuse a step)."""
        self._check()
        self.open()
        live = self._live
        assert live is not None
        game = self.game
        if self.apart or live.over or live.run is None:
            self.close()
            self.finished = True
            return game.push(self.action(), at=at)
        try:
            _finish(live.run)
        except BaseException:
            self.close()
            raise
        if at is not None and ((live.audit and not self.audit) or len(game.engine.findings) > live.start):
            self.close()
            self.finished = True
            PUSHED_AGAIN[0] += 1
            return game.push(self.action(), at=at)
        if at is not None:
            place(live.at, at)
        self._live = None
        game._drafting = None
        live.changes.__exit__(None, None, None)
        game.engine.state.audit = live.audit
        game._undo.append((live.changes, live.books, game.refused))
        game.refused = False
        self.finished = True
        return game.engine.findings[live.start:]

    def _check(self) -> None:
        if self.finished:
            raise ValueError("the draft was finished")

    # ------------------------------------------------------------------ a bot's parts (np.plan)
    def begin(self, name: str, limited: bool = False) -> list[Finding]:
        """Add the part `name` to the head and make it the current one (a bot's plan begins each
        part as it goes, 4.1); the findings beginning the part gives. Added on the live run where
        that is what opening the head with its parts known gives (`_add_live`, `ADDED_LIVE`: the
        common case, an Operation begun, then its Special Activity), else the head is opened again
        with its parts known (`OPENS`)."""
        from ..rules.catalog import find

        self._check()
        if self.head.choice != A.Choice.ACTIVITY:
            raise ValueError("only an activity's head has parts")
        if find(self.faction, name) is None and name not in FOLLOW_UPS:
            raise ValueError(f"{self.faction} has no activity {name!r}")
        part = A.ActionPart(A.ActivityName(name), limited)
        if self._add_live(part):
            ADDED_LIVE[0] += 1
        else:
            self._reshape(self.head.parts + (part,), self.steps + [[]])
        live = self._live
        return [] if live is None else [f for f in self.game.engine.findings[live.began:] if not f.note]

    def _add_live(self, part: A.ActionPart) -> bool:
        """Add `part` after the current part, the head's last, on the live run, the head not opened
        again (issue #33): the engine takes the new head where that leaves what opening it afresh
        with the same steps would leave (`Engine.add_part`: the choice on the card recorded again,
        2.3.4; the Limited reading, 2.3.5; the head's checks, 4.1), then the current part is left
        and the new one entered, as a fresh opening carries them out. False (nothing changed) where
        it cannot be: no live run, a part after which others come, a trial open, a card record
        that gave a finding, a head that would open with one, an Operation resumed after its SA
        (`oso`)."""
        live = self._live
        if live is None or live.run is None or self.head.choice != A.Choice.ACTIVITY \
                or self.index != len(self.steps) - 1 or self.game.engine.state.recording[-1] is not live.changes:
            return False  # (the last: a trial is open, whose rollback takes the part back anyway)
        head = replace(self.head, parts=self.head.parts + (part,))
        steps = self.steps + [[]]
        action = replace(head, parts=tuple(replace(p, steps=tuple(steps[i])) for i, p in enumerate(head.parts)))
        engine = self.game.engine
        # at the run's own position, as `carry_out` opens it
        if not self._carried_ok(lambda run: engine.add_part(run, action, live.at)):
            return False
        self.head, self.steps, self.index, self.history = head, steps, len(steps) - 1, []
        findings = engine.findings

        def onwards(run: Run) -> None:
            run.leave()
            live.began = len(findings)
            run.enter(self.index)
        self._carried(onwards)
        return True

    def _carried_ok(self, act: Callable[[Run], T]) -> T:
        """`act` carried out on the live run, kept (the draft closed if it raises): its answer."""
        run = self._run()
        live = self._live
        assert live is not None
        live.point = live.objects = None  # the run's rules objects may change: walked again at the next trial
        try:
            return act(run)
        except BaseException:
            self.close()
            raise

    def drop(self) -> None:
        """Take back the current part and all its steps (an activity's last part; else the steps)."""
        self._check()
        if self.head.choice == A.Choice.ACTIVITY:
            if self.steps:
                self._reshape(self.head.parts[:-1], self.steps[:-1])
        elif self.steps:
            self.steps[0].clear()
            self.history = []
            self.close()
            self.open()

    def retain(self, name: str | None) -> None:
        """Keep only the part `name` (None: no part), its steps kept."""
        self._check()
        keep = [i for i, p in enumerate(self.head.parts) if name is not None and p.name.value == name]
        if len(keep) != len(self.head.parts):
            self._reshape(tuple(self.head.parts[i] for i in keep), [self.steps[i] for i in keep])

    def undo_step(self) -> None:
        """Take back the last step of the current part, if it has one."""
        if self.steps and self.steps[self.index]:
            self.steps[self.index].pop()
            self.history = []
            self.close()
            self.open()

    def _reshape(self, parts: tuple[A.ActionPart, ...], steps: list[list[A.ActionStep]]) -> None:
        """The head's parts become `parts` (their steps `steps`), the last one current: opened again."""
        self.close()
        self.head = replace(self.head, parts=tuple(replace(p, steps=()) for p in parts))
        self.steps = steps
        self.index = max(len(steps) - 1, 0)
        self.history = []
        self.open()

    # ------------------------------------------------------------------ what may come next
    def options(self, ends: bool = True, moves: bool = True) -> DraftOptions:
        """What the next step may do (see DraftOptions), as the steps so far left the game; with
        `ends` False, `next_part` and `can_finish` are not tried (both False), with `moves` False
        no move is listed."""
        return self._options(self._run(), ends, moves)

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
        return self._try(self._run(), _finish)

    def next_steps(self) -> list[A.ActionStep]:
        """Concrete next steps of one unit (one piece, marker, level, die), each kept only if it
        gives no finding carried out on the game as the steps so far left it (`proposals.py`).
        The rules' own checks answer first where the answer does not depend on carrying the step
        out (issue #33), and the trial judges the rest: an Event's step that no clause takes where
        the text stands (`Event.refuses`, 5.1) or that the clause taking it at once finds a
        problem with (`Event.problems_now`) is left out; an activity's step refused by its words
        (`Activity.refuses`) is left out; a move an activity lists and whose `on_move` reports its
        `move_problems` alone (`Activity.moves_as_listed`: the Redeploy) is kept. The Event's
        clauses find their room once for all the trials (`_prime`)."""
        run = self._run()
        obj = run.current
        refuses: Callable[[A.ActionStep], bool] = _never
        listed_moves = False
        if isinstance(run, EventRun):
            refuses = run.event.refuses
            self._prime(run.event)
        elif isinstance(obj, Activity) and self._part_name() not in FOLLOW_UPS:
            refuses = obj.refuses
            listed_moves = obj.moves_as_listed
        out = []
        for step in self._proposals(run, obj):
            if listed_moves and step.verb == A.Verb.MOVE:
                out.append(step)  # a move `candidate_moves` listed, which its own checks judged
            elif not refuses(step) and not self._problems_first(run, step) and not self._try(run, _doing(step)):
                out.append(step)
        return out

    def _problems_first(self, run: Run, step: A.ActionStep) -> bool:
        """Whether an Event's clause that takes `step` at once finds a problem with it before
        carrying it out (`Event.problems_now`: each one a finding of the step), asked with the
        rules objects taken back after, as a trial takes them back (the board is not changed)."""
        if not isinstance(run, EventRun):
            return False
        saved, _ = self._point()
        findings = self.game.engine.findings
        before = len(findings)
        try:
            return bool(run.event.problems_now(step))
        finally:
            del findings[before:]
            saved.restore()

    def _prime(self, ev: Event) -> None:
        """Before the proposals are tried, each from this position of the Event and taken back:
        the clauses a trial may begin here (the current one, any one of a text in any order, and
        the options' clauses inside them) find now what they find as they begin (the room 5.1.2
        measures: `Clause.prime`), not again in each trial. The trials' bookkeeping point is then
        kept again, with what the clauses found (`_point`)."""
        chain = ev.sequence
        tops = chain.clauses if not chain.ordered else chain.clauses[chain.current:chain.current + 1]
        for top in tops:
            for clause in _inner(top):
                clause.prime(ev)
        assert self._live is not None
        self._live.point = None

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


def _never(step: A.ActionStep) -> bool:
    """No step is known to be refused before it is carried out (the trial judges them all)."""
    return False


def _doing(step: A.ActionStep) -> Callable[[Run], None]:
    """Carry out `step` in the current part."""
    def do(run: Run) -> None:
        run.do(step)
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
