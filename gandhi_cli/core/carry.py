"""A typed statement carried out on the engine (issue #33): the door by which typed statements
reach the rules — `carry_out` opens a typed statement and carries its steps out part by part (a
draft, a Non-Player's plan), `typed_door` gives `Game.push` a typed statement with where it was
written. The engine reads a faction's head from the typed statement (`runs.Head`) and the rules
take the typed step itself (`Run.do`): nothing is converted back to the parsed form (a card's,
a Campaign's or a reveal's statement, which has no steps, is given as the engine reads it)."""

from __future__ import annotations

from collections.abc import Mapping

from ..notation import actions as A
from ..notation.convert import Key, head_of
from ..notation.statements import CampaignStart, CardStart, Pos, Reveal
from .engine import Engine
from .runs import Run, Typed

_AT = Pos(0, 0)


def typed_door(action: A.Action, at: Pos | None = None, positions: Mapping[Key, Pos] | None = None,
               key: Key = (0,)) -> tuple[A.FactionAction | CardStart | CampaignStart | Reveal, Typed | None]:
    """A typed Action as the engine takes it (`Engine.feed`), at its place in `positions` under
    `key` (as `parse_actions` gave it), else at `at`: a card's, a Campaign's or a reveal's
    statement as its parsed record (it has no steps); a faction's statement as it is, with where
    it and its pieces were written, keyed from (0,) as `Run.where` reads them."""
    where = positions or {}
    placed = where.get(key, at or _AT)
    if not isinstance(action, A.FactionAction):
        return head_of(action, placed), None
    n = len(key)
    steps_at = {(0, *k[n:]): p for k, p in where.items() if len(k) > n and k[:n] == key} if where else {}
    steps_at[(0,)] = placed
    return action, (action, steps_at)


def carry_out(engine: Engine, action: A.FactionAction, apart: bool, through: int | None = None) -> tuple[Run, int]:
    """Open `action`'s head on the engine (`apart`: outside the card's sequence, `Engine.open_apart`)
    and carry out its steps part by part, through the part `through` (None: the last), which is
    entered and left open; the run, and the count of the engine's findings as that part began.
    What a `Draft` and a Non-Player's `np.plan.Plan` build on; the caller takes it back."""
    run = engine.open_apart(action, _AT, _card(engine)) if apart else engine.open(action, _AT)
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
