"""A typed statement carried out on the engine (issue #33): the one door by which a draft and a
Non-Player's plan reach the rules — `carry_out` opens a head and carries its steps out part by
part, `parsed_step` gives a typed step as the engine's `Run.do` reads it."""

from __future__ import annotations

from ..notation import actions as A
from ..notation.convert import from_action
from ..notation.statements import Play, Pos, Step
from .engine import Engine
from .runs import Run

_AT = Pos(0, 0)


def parsed_step(step: A.ActionStep) -> Step:
    """One typed step as the parsed step the engine's `Run.do` reads (both frozen: a step tried
    again, by a trial or a bot's next candidate, is converted once; `_PARSED`)."""
    parsed = _PARSED.get(step)
    if parsed is None:
        from ..notation.convert import from_steps

        if len(_PARSED) >= _PARSED_MOST:
            _PARSED.clear()
        parsed = _PARSED[step] = from_steps((step,), _AT)[0]
    return parsed


_PARSED: dict[A.ActionStep, Step] = {}  # typed step -> parsed step, at no position (_AT)
_PARSED_MOST = 4096


def carry_out(engine: Engine, action: A.FactionAction, apart: bool, through: int | None = None) -> tuple[Run, int]:
    """Open `action`'s head on the engine (`apart`: outside the card's sequence, `Engine.open_apart`)
    and carry out its steps part by part, through the part `through` (None: the last), which is
    entered and left open; the run, and the count of the engine's findings as that part began.
    What a `Draft` and a Non-Player's `np.plan.Plan` build on; the caller takes it back."""
    play = from_action(action, _AT)
    assert isinstance(play, Play)
    run = engine.open_apart(play, _card(engine)) if apart else engine.open(play)
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
