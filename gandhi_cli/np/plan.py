"""A Non-Player's statement carried out on the one Game as it is built (issues #22, #33): a thin
bot-side helper over the game's live draft (`Game.draft`, `core.draft.Draft`). The bot reads
`plan.board` (the live board with the steps so far), adds typed steps (`np.steps`) with `do`,
tries alternatives inside `trial()` and begins each part with `begin` (added on the live run where
that gives what opening the head with the part known would, `Draft.begin`; else opened again).
The move decided is left open on the game and the driver commits it (`commit`: `Draft.finish` at
the log line it writes the statement on), so the statement is carried out once; anything else is
taken back by `close`. No copy of the board, no fork of the Game, no notation text: the move is
written once, by `notation.convert.action_text`.

The same engine that replays a log carries the steps out, so a step the rules refuse gives its
finding at once (`do` returns it) and the bot can take another.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..notation import actions as A
from ..notation.convert import action_text

if TYPE_CHECKING:
    from ..core.game import Game
    from ..model.state import GameState
    from ..notation.statements import Pos
    from ..rules.activity import Finding


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
        head = A.FactionAction(A.Faction(faction), self.choice, side=self.side)
        # the steps kept are audited at each change, as a push audits them (the run committed is the
        # push's); the steps only tried are not (the trials' rollback takes them back anyway)
        self.draft = game.draft(head, apart, audit_trials=False)
        if self.choice != A.Choice.ACTIVITY:
            self.draft.open()

    # ------------------------------------------------------------------ the board
    @property
    def board(self) -> GameState:
        """The live board with the steps so far carried out (read it; change it only by `do`)."""
        if self.draft.head.choice != A.Choice.ACTIVITY or self.draft.head.parts:
            self.draft.open()
        return self.game.state

    @property
    def parts(self) -> list[str]:
        """The parts begun, in order (activity names)."""
        if self.choice != A.Choice.ACTIVITY:
            return [self.choice.value]
        return [p.name.value for p in self.draft.head.parts]

    @property
    def part(self) -> str | None:
        """The part being written (an activity's name), None before the first."""
        parts = self.parts
        return parts[-1] if parts else None

    def steps(self, part: str | None = None) -> list[A.ActionStep]:
        """The steps of `part` (the current one by default)."""
        for name, steps in reversed(list(zip(self.parts, self.draft.steps, strict=True))):
            if part is None or name == part:
                return list(steps)
        return []

    @property
    def found(self) -> list[Finding]:
        """The findings (not notes) of the head and the steps so far."""
        return self.draft.found() if self.draft.steps else []

    @property
    def activity(self) -> Any:
        """The rules object of the current part (an `Activity`, or the `Event` being played).
        Typed Any: each bot asks the subclass of the part it began for that class's own probes
        (`candidate_moves`, `unfit`, `sweep`, ...), which `Activity` does not declare."""
        if not self.draft.steps:
            return None
        run = self.draft.run
        return getattr(run, "current", None) or getattr(run, "event", None)

    @property
    def run(self) -> Any:
        """The draft's live run (None before the first part), for a look inside a `trial` (a part's
        end: `run.leave()`); typed Any: the run is the core's, not the bots'."""
        return self.draft.run if self.draft.steps else None

    # ------------------------------------------------------------------ writing
    def begin(self, name: str, limited: bool = False) -> list[Finding]:
        """Begin the part `name` (the Operation or the SA, in the order done, 4.1); the findings
        beginning it gives (the SA's pairing, 4.1.2, …). The head is not opened again where the
        part can be added on the live run (`Draft.begin`: an SA after its Operation, an Operation
        after its SA)."""
        return self.draft.begin(name, limited)

    def drop(self) -> None:
        """Take back the current part and all its steps (an instruction that found no space)."""
        self.draft.drop()

    def retain(self, name: str | None) -> None:
        """Keep only the part `name` (None: no part), its steps kept: an SA done before the
        NP had to draw a new card stays done (8.6)."""
        self.draft.retain(name)

    def do(self, step: A.ActionStep) -> list[Finding]:
        """Carry out `step` in the current part on the live game; the findings it gave."""
        assert self.draft.steps, "begin a part first"
        return self.draft.step(step)

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
        self.draft.undo_step()

    @contextmanager
    def trial(self) -> Iterator[list[Finding]]:
        """Try steps and take them back: the board, the engine, the run's own bookkeeping and the
        plan's steps are as they were after the block; the list yielded gets the findings."""
        with self.draft.trial() as found:
            yield found

    def try_step(self, step: A.ActionStep) -> list[Finding]:
        """The findings `step` would give now (nothing kept)."""
        with self.trial():
            return self.do(step)

    def end_findings(self) -> list[Finding]:
        """The findings ending the statement now gives (the run's end checks: 3.1, 4.1, 2.3.4)."""
        if not self.draft.steps:
            return []
        return self.draft.end_findings()

    def close_statement(self) -> None:
        """Carry out the statement's close on the live run (its end checks: a follow-up's steps
        checked together, 3.2.4, 6.8); inside a `trial`, which takes it back."""
        run = self.draft.run
        assert run is not None, "begin a part first"
        run.close()

    # ------------------------------------------------------------------ the statement
    def action(self) -> A.FactionAction:
        """The statement as built so far, typed."""
        return self.draft.action()

    def text(self) -> str:
        return action_text(self.action())

    def part_text(self, name: str) -> str:
        """The part `name` as written so far (`deploy: place 1T delhi`), for an explanation."""
        part = A.ActionPart(A.ActivityName(name), steps=tuple(self.steps(name)))
        return action_text(A.FactionAction(A.Faction(self.faction), A.Choice.ACTIVITY, parts=(part,))).split(" ", 1)[1]

    @property
    def is_open(self) -> bool:
        """Whether the plan's steps are carried out on the game now (not closed since)."""
        return self.draft.is_open

    def commit(self, at: Pos) -> list[Finding]:
        """The statement as built, committed as the push of its line `at` (`Draft.finish`): carried
        out once, taken back by `Game.pop`; the findings a push at `at` gives."""
        return self.draft.finish(at)

    def close(self) -> None:
        """Take everything back: the game is as it was before the plan (nothing once committed)."""
        if not self.draft.finished:
            self.draft.close()

    def __enter__(self) -> Plan:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Plan({self.text()!r})"
