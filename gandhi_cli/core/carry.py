"""A typed statement carried out on the engine (issue #33): the door by which typed statements
reach the rules — `carry_out` opens a typed statement and carries its steps out part by part (a
draft, a Non-Player's plan), `typed_door` gives `Game.push` a typed statement with where it was
written. The engine reads a faction's head from the typed statement (`runs.Head`) and the rules
take the typed step itself (`Run.do`): nothing is converted back to the parsed form (a card's,
a Campaign's or a reveal's statement, which has no steps, is given as the engine reads it).

A statement carried out here stands at a position of its own (`unplaced`: line 0, column 0, a
new object each time), which `place` sets once the statement's line is known (a Non-Player's
move is committed at the log line the driver writes it on, `Draft.finish(at)`). Its typed steps
carry no position: the run reads the head's (`Run.located`, `Run.at`), so every position the
rules keep while it is carried out — the Turn's (`Turn.locate`), each activity's and Event's
`pos`, the Campaign round's part, a step's `freed_at` / `release_at` — is that one object, and
placing it gives each the value a push at the line gives (issue #33)."""

from __future__ import annotations

from collections.abc import Mapping

from ..notation import actions as A
from ..notation.convert import Key, head_of
from ..notation.statements import CampaignStart, CardStart, Pos, Reveal
from .engine import Engine
from .runs import Run, Typed

_AT = Pos(0, 0)  # where a typed statement pushed without a position stands (never placed)


def unplaced() -> Pos:
    """A position of a statement's own, line 0 column 0 until `place` sets it."""
    return Pos(0, 0)


def place(pos: Pos, at: Pos) -> None:
    """Set the position `pos` (an `unplaced` one, made for one statement carried out by
    `carry_out`) to `at`: every reference the rules kept to it reads `at` from now on. The one
    place a Pos changes after it is made; no other statement shares it and none is a dict key."""
    object.__setattr__(pos, "line", at.line)
    object.__setattr__(pos, "column", at.column)


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


def carry_out(engine: Engine, action: A.FactionAction, apart: bool, through: int | None = None,
              at: Pos | None = None) -> tuple[Run, int]:
    """Open `action`'s head on the engine at `at` (by default an `unplaced` position of its own;
    `apart`: outside the card's sequence, `Engine.open_apart`) and carry out its steps part by
    part, through the part `through` (None: the last), which is entered and left open; the run,
    and the count of the engine's findings as that part began. What a `Draft` and a Non-Player's
    `np.plan.Plan` build on; the caller takes it back or commits it (`Draft.finish`)."""
    pos = at if at is not None else unplaced()
    run = engine.open_apart(action, pos, _card(engine)) if apart else engine.open(action, pos)
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
