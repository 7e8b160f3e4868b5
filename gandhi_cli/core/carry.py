"""A typed statement carried out on the engine (issue #33): the one door by which a draft and a
Non-Player's plan reach the rules — `carry_out` opens a head and carries its typed steps out part
by part. The rules take the typed step itself (`Run.do`); `parsed_step` is the identity, kept for
the callers written when the engine read parsed steps."""

from __future__ import annotations

from ..notation import actions as A
from ..notation.convert import head_of
from ..notation.statements import Pos
from .engine import Engine
from .runs import Run

_AT = Pos(0, 0)


def parsed_step(step: A.ActionStep) -> A.ActionStep:
    """The step as `Run.do` takes it: the typed step itself (the engine converts nothing)."""
    return step


def carry_out(engine: Engine, action: A.FactionAction, apart: bool, through: int | None = None) -> tuple[Run, int]:
    """Open `action`'s head on the engine (`apart`: outside the card's sequence, `Engine.open_apart`)
    and carry out its steps part by part, through the part `through` (None: the last), which is
    entered and left open; the run, and the count of the engine's findings as that part began.
    What a `Draft` and a Non-Player's `np.plan.Plan` build on; the caller takes it back."""
    play = head_of(action, _AT)
    run = engine.open_apart(play, _card(engine)) if apart else engine.open(play)
    run.take_typed(action)
    lists = run.step_lists()
    last = len(lists) - 1 if through is None else through
    began = len(engine.findings)
    for i in range(min(last + 1, len(lists))):
        if i == last:
            began = len(engine.findings)
        run.enter(i)
        for step in lists[i]:
            run.do(step)
        if i < last:
            run.leave()
    return run, began


def _card(engine: Engine) -> int | None:
    """The card being played (its Event is the one a draft apart carries out), else the current."""
    return engine.turn.card if engine.turn is not None else engine.state.current_card
