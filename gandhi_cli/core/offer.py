"""Whether a statement is one the Game offers now (issue #22): its head among `Game.legal()`'s
candidates (with its parts in an order 4.1 allows), each step naming only spaces the draft's
`options()` listed for it at that point (moves: a listed origin, destination and kind), each step
and the end giving no finding. What the soak asserts of every Non-Player move: the bots choose
among what the core offers, never around it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..notation import actions as A
from .engine import FOLLOW_UPS

if TYPE_CHECKING:
    from .draft import Draft
    from .game import Game


def not_offered(game: Game, action: A.Action) -> list[str]:
    """Why `action` is not among what `game` offers now (empty: it is). A card or a Campaign
    round is what `due()` names: not checked here."""
    if not isinstance(action, A.FactionAction):
        return []
    head = _head(action)
    cands = [c for c in game.legal() if _head(c.action) == _head_of_parts(head)]
    if not cands:
        return [f"{_name(head)} is not among the choices legal() offers"]
    names = tuple(p.name.value for p in head.parts)
    if len(names) > 1 and not any(names in c.orders for c in cands if c.orders):
        return [f"{_name(head)}: the parts' order {' + '.join(names)} is not one legal() offers (4.1)"]
    problems: list[str] = []
    parts = action.parts if action.choice == A.Choice.ACTIVITY else (None,)
    with game.draft(head) as draft:  # taken back after: the caller pushes the statement
        for i, part in enumerate(parts):
            if i:
                found = draft.next_part()
                problems += [f"part {i + 1} begins with a finding: {f.rule} {f.message}" for f in found]
            steps = part.steps if part is not None else action.steps
            for step in steps:
                problems += _step_problems(game, draft, step)
                problems += [f"{_step(step)}: {f.rule} {f.message}" for f in draft.step(step)]
        problems += [f"the end: {f.rule} {f.message}" for f in draft.end_findings()]
    return problems


def _step_problems(game: Game, draft: Draft, step: A.ActionStep) -> list[str]:
    """A step's spaces against the draft's listing at that point."""
    named = _spaces(game, step)
    if not named:
        return []
    opts = draft.options(ends=False, moves=step.verb == A.Verb.MOVE)
    if opts.event is not None:
        listed = {s.space for c in opts.event.clauses for s in c.spaces}
        unlisted_clause = any(not c.spaces for c in opts.event.clauses)
        if unlisted_clause or not listed:
            return []  # a clause that names no space in its listing (a box, a track): nothing to compare
        bad = [s for s in named if s not in listed]
        return [f"{_step(step)}: {', '.join(bad)} not among the Event's listed spaces"] if bad else []
    if step.verb == A.Verb.MOVE and len(named) >= 2:
        kinds = {a.kind.value for a in step.args if isinstance(a, A.PieceCount)}
        ok = any(m.src == named[0] and m.dst == named[-1] and m.kind in kinds for m in opts.moves)
        return [] if ok else [f"{_step(step)}: not among the moves listed ({len(opts.moves)})"]
    if opts.part is None or opts.part in FOLLOW_UPS:
        return []  # a follow-up's steps are checked by its handler, which lists nothing
    listed = {o.space for o in opts.spaces}
    bad = [s for s in named if s not in listed]
    return [f"{_step(step)}: {', '.join(bad)} not among the spaces listed"] if bad else []


def _spaces(game: Game, step: A.ActionStep) -> list[str]:
    out: list[str] = []
    resolve = game.state.map.resolve
    for a in step.args:
        if isinstance(a, A.SpaceName):
            out.append(resolve(a.name))
        elif isinstance(a, A.Path):
            out.extend(resolve(s.name) for s in a.spaces)
    return out


def _head(action: A.FactionAction) -> A.FactionAction:
    if action.choice == A.Choice.ACTIVITY:
        return replace(action, parts=tuple(replace(p, steps=()) for p in action.parts))
    return replace(action, steps=())


def _head_of_parts(head: A.FactionAction) -> A.FactionAction:
    """The head as `legal()` writes a candidate: an Operation with its SA in the Operation-first
    order, a Limited Operation flagged on its first part."""
    if head.choice != A.Choice.ACTIVITY or len(head.parts) < 2:
        return head
    from ..model.terms import ActivityKind
    from ..rules.catalog import find

    def is_op(p: A.ActionPart) -> bool:
        cls = find(head.faction.value, p.name.value)
        return cls is not None and cls.kind is ActivityKind.OP

    ops = [p for p in head.parts if is_op(p)][:1]
    sas = [p for p in head.parts if not is_op(p)]
    return replace(head, parts=tuple(ops + sas))


def _name(head: A.FactionAction) -> str:
    from ..notation.convert import action_text

    return action_text(head)


def _step(step: A.ActionStep) -> str:
    from ..notation.convert import action_text

    return action_text(A.FactionAction(A.Faction.RAJ, A.Choice.PASS, steps=(step,))).split(" ", 2)[-1]
