"""A Non-Player's statement carried out on the one Game as it is built (issue #22): the bot reads
`plan.board` (the live board with the steps so far), adds typed steps (`np.steps`) with `do`,
tries alternatives inside `trial()` and begins each part with `begin`. Everything is done under
the game's change journal (`core.takeback.taken_back`) and taken back by `close`; the driver then
pushes the finished `action()` once, like any statement. No copy of the board, no fork of the
Game, no notation text: the move is written once, by `notation.convert.action_text`.

The same engine that replays a log carries the steps out (`Engine.open`, the `Run` of
`core/runs.py`), so a step the rules refuse gives its finding at once (`do` returns it) and the
bot can take another.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.carry import carry_out, parsed_step
from ..core.takeback import Bookkeeping, taken_back
from ..notation import actions as A
from ..notation.convert import action_text

if TYPE_CHECKING:
    from ..core.engine import Books
    from ..core.game import Game
    from ..core.runs import Run
    from ..model.state import GameState
    from ..rules.activity import Finding

@dataclass
class _Part:
    name: str
    limited: bool = False
    steps: list[A.ActionStep] = field(default_factory=list)


class Plan:
    """One statement of `faction` being built on `game`: an Operation and its SA (`choice`
    "activity", parts added by `begin`), an Event (`choice` "event", `side`), or a Pass; `apart`
    plays it outside the card's sequence (a Campaign part, a follow-up, a test's position)."""

    def __init__(self, game: Game, faction: str, choice: str = "activity", side: str | None = None,
                 apart: bool = False):
        self.game = game
        self.faction = faction
        self.choice = A.Choice(choice)
        self.side = A.Side(side) if side else None
        self.apart = apart
        self.parts: list[_Part] = [] if self.choice == A.Choice.ACTIVITY else [_Part(self.choice.value)]
        self.run: Run | None = None
        self._open = ExitStack()
        self.found: list[Finding] = []  # the findings of the steps so far (not notes)
        self._objects: list[object] | None = None  # the run's rules objects, while no step changed them
        #: the run's bookkeeping and the engine's books as a trial kept them, while no step changed
        #: them (journal.Kept is put back as often as asked: the next trial reuses it)
        self._point: tuple[Bookkeeping, Books] | None = None
        if self.choice != A.Choice.ACTIVITY:
            self._replay()

    # ------------------------------------------------------------------ the board
    @property
    def board(self) -> GameState:
        """The live board with the steps so far carried out (read it; change it only by `do`)."""
        return self.game.state

    @property
    def part(self) -> str | None:
        """The part being written (an activity's name), None before the first."""
        return self.parts[-1].name if self.parts else None

    def steps(self, part: str | None = None) -> list[A.ActionStep]:
        """The steps of `part` (the current one by default)."""
        for p in reversed(self.parts):
            if part is None or p.name == part:
                return list(p.steps)
        return []

    @property
    def activity(self) -> Any:
        """The rules object of the current part (an `Activity`, or the `Event` being played).
        Typed Any: each bot asks the subclass of the part it began for that class's own probes
        (`candidate_moves`, `unfit`, `sweep`, ...), which `Activity` does not declare."""
        run = self.run
        if run is None:
            return None
        return getattr(run, "current", None) or getattr(run, "event", None)

    # ------------------------------------------------------------------ writing
    def begin(self, name: str, limited: bool = False) -> list[Finding]:
        """Begin the part `name` (the Operation or the SA, in the order done, 4.1); the findings
        beginning it gives (the SA's pairing, 4.1.2, …)."""
        from ..core.engine import FOLLOW_UPS
        from ..rules.catalog import find

        if find(self.faction, name) is None and name not in FOLLOW_UPS:
            raise ValueError(f"{self.faction} has no activity {name!r}")
        self.parts.append(_Part(name, limited))
        return self._replay()

    def drop(self) -> None:
        """Take back the current part and all its steps (an instruction that found no space)."""
        if self.choice == A.Choice.ACTIVITY and self.parts:
            self.parts.pop()
        elif self.parts:
            self.parts[-1].steps.clear()
        self._replay()

    def retain(self, name: str | None) -> None:
        """Keep only the part `name` (None: no part), its steps kept: an SA done before the
        NP had to draw a new card stays done (8.6)."""
        kept = [p for p in self.parts if name is not None and p.name == name]
        if len(kept) != len(self.parts):
            self.parts = kept
            self._replay()

    def do(self, step: A.ActionStep) -> list[Finding]:
        """Carry out `step` in the current part on the live game; the findings it gave."""
        assert self.run is not None and self.parts, "begin a part first"
        engine = self.game.engine
        before = len(engine.findings)
        self._objects = self._point = None  # the step may make rules objects: walked again at the next trial
        self.run.do(parsed_step(step))
        self.parts[-1].steps.append(step)
        new = [f for f in engine.findings[before:] if not f.note]
        self.found.extend(new)
        return new

    def attempt(self, step: A.ActionStep, why: Callable[[str], None], what: str = "") -> bool:
        """Carry out `step`, chosen by a Non-Player among what the rules listed: True; one the rules
        refuse is a wrong choice, taken back and explained through `why` (about `what`): False."""
        found = self.do(step)
        if not found:
            return True
        self.undo()
        why(f"{what + ': ' if what else ''}the rules refuse the step chosen ({found[0].rule}: "
            f"{found[0].message}): taken back")
        return False

    def undo(self) -> None:
        """Take back the last step of the current part."""
        if self.parts and self.parts[-1].steps:
            self.parts[-1].steps.pop()
            self._replay()

    @contextmanager
    def trial(self) -> Iterator[list[Finding]]:
        """Try steps and take them back: the board, the engine, the run's own bookkeeping and the
        plan's steps are as they were after the block; the list yielded gets the findings."""
        assert self.run is not None
        point = self._point  # what the last trial kept, while no step was carried out since
        if point is None:
            point = (Bookkeeping(self.run, self._objects), self.game.engine.books())
        saved, books = point
        self._objects = saved.objects  # the same ones after the trial: its new objects are dropped
        kept = [(p, list(p.steps)) for p in self.parts]
        n_parts, n_found = len(self.parts), len(self.found)
        try:
            with taken_back(self.game.engine, books) as found:
                yield found
        finally:
            saved.restore()
            self._objects = saved.objects
            self._point = point  # the plan is back where it was kept: the next trial keeps it again
            del self.parts[n_parts:]
            for p, steps in kept:
                p.steps[:] = steps
            del self.found[n_found:]

    def try_step(self, step: A.ActionStep) -> list[Finding]:
        """The findings `step` would give now (nothing kept)."""
        with self.trial():
            return self.do(step)

    def end_findings(self) -> list[Finding]:
        """The findings ending the statement now gives (the run's end checks: 3.1, 4.1, 2.3.4)."""
        if self.run is None:
            return []
        with self.trial() as found:
            self.run.leave()
            self.run.close()
        return found

    # ------------------------------------------------------------------ the statement
    def action(self) -> A.FactionAction:
        """The statement as built so far, typed."""
        fac = A.Faction(self.faction)
        if self.choice == A.Choice.ACTIVITY:
            parts = tuple(A.ActionPart(A.ActivityName(p.name), p.limited, tuple(p.steps)) for p in self.parts)
            return A.FactionAction(fac, self.choice, parts=parts)
        return A.FactionAction(fac, self.choice, side=self.side, steps=tuple(self.parts[0].steps))

    def text(self) -> str:
        return action_text(self.action())

    def part_text(self, name: str) -> str:
        """The part `name` as written so far (`deploy: place 1T delhi`), for an explanation."""
        part = A.ActionPart(A.ActivityName(name), steps=tuple(self.steps(name)))
        return action_text(A.FactionAction(A.Faction(self.faction), A.Choice.ACTIVITY, parts=(part,))).split(" ", 1)[1]

    def close(self) -> None:
        """Take everything back: the game is as it was before the plan."""
        self._objects = self._point = None
        self._open.close()
        self._open = ExitStack()
        self.run = None

    def __enter__(self) -> Plan:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ replaying the head
    def _replay(self) -> list[Finding]:
        """Take back what was done and carry the head out again with its parts (a new part or a
        dropped one changes the head the engine opened); the findings of the current part's
        beginning."""
        self.close()
        if not self.parts:
            return []
        self._open.enter_context(taken_back(self.game.engine))
        # the board a plan builds on is audited when the finished statement is pushed: not here too
        state, audit = self.game.state, self.game.state.audit
        state.audit = False
        self._open.callback(setattr, state, "audit", audit)
        engine = self.game.engine
        start = len(engine.findings)
        self.run, before = carry_out(engine, self.action(), self.apart)
        self.found = [f for f in engine.findings[start:] if not f.note]
        return [f for f in engine.findings[before:] if not f.note]

    def __repr__(self) -> str:
        return f"Plan({self.text()!r})"
