"""A random legal playout (issue #21): a game driven only by what the Game core offers —
`due()`, `legal()` and a `Draft`'s `options()`/`next_steps()` — writing each statement step by
step, pushing it whole, and counting what went wrong. Shared by tests/core/test_playout.py and
benchmarks/bench_legal.py."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from gandhi_cli.core.game import DueKind, Game
from gandhi_cli.model.cards import card, order_conflict, orders_allowed
from gandhi_cli.model.terms import FACTIONS
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import action_text
from gandhi_cli.notation.statements import Pos

MAX_STEPS = 6  # about how many steps a statement gets before the playout ends it as soon as it may


@dataclass
class Tally:
    """What a playout did and what went wrong."""

    pushes: int = 0
    statements: int = 0
    steps: int = 0
    options_offered: int = 0  # steps offered by next_steps, over every draft position
    findings: list[tuple[str, str]] = field(default_factory=list)  # (statement, finding)
    dead_ends: list[str] = field(default_factory=list)  # the statement so far when nothing was offered
    backtracks: int = 0  # steps taken back because nothing could follow them
    kinds: Counter = field(default_factory=Counter)


def head_in_order(cand, rng: random.Random, order: tuple[str, ...] | None = None) -> A.FactionAction:
    """The candidate's head, its parts in `order` or one of the orders it offers (4.1)."""
    action = cand.action
    if not cand.orders:
        return action
    order = order or rng.choice(cand.orders)
    by_name = {p.name.value: p for p in action.parts}
    return A.FactionAction(action.faction, action.choice, action.side,
                           tuple(A.ActionPart(by_name[n].name, by_name[n].limited) for n in order))


RESTARTS = 6  # fresh attempts at a statement before it counts as a dead end


def write(game: Game, cand, rng: random.Random, tally: Tally) -> A.FactionAction | None:
    """Write a statement of the candidate `cand` by choosing among what the draft offers: a step
    back (`Draft.undo`) where a choice led nowhere, a fresh attempt (ending sooner) where that did
    not help, in each order of its parts the candidate offers (4.1); None at a dead end (no
    attempt in any offered order could be completed from what was offered)."""
    last = ""
    heads = [head_in_order(cand, rng, order) for order in rng.sample(cand.orders, len(cand.orders))] \
        if cand.orders else [cand.action]
    for head in heads:
        for attempt in range(RESTARTS):
            done = _attempt(game, head, rng, tally, 1 + attempt)
            if isinstance(done, A.FactionAction):
                return done
            last = done
    for head in heads:  # random attempts missed it: a part that one step of the one before opens
        guided = _guided(game, head, tally)
        if guided is not None:
            return guided
    tally.dead_ends.append(last)
    return None


def _guided(game: Game, head: A.FactionAction, tally: Tally) -> A.FactionAction | None:
    """A statement found by a small search where random attempts failed: each offered first step,
    then the next part begun where it is offered and each of its offered steps, ending where the
    draft allows (an SA that only some Operation step makes possible: 4.5.2, 4.5.3)."""
    draft = game.draft(head)
    for first in draft.next_steps():
        draft.step(first)
        opts = draft.options()
        if opts.can_finish:
            return draft.action()
        if opts.next_part:
            draft.next_part()
            for second in draft.next_steps():
                draft.step(second)
                if draft.options().can_finish:
                    tally.steps += 2
                    return draft.action()
                draft.undo()
            draft.undo()
        draft.undo()
    return None


def _attempt(game: Game, head: A.FactionAction, rng: random.Random, tally: Tally,
             hurry: int) -> A.FactionAction | str:
    """One attempt at a statement (`hurry`: how keen it is to end); the statement, or why not."""
    draft = game.draft(head)
    tried: list[set] = [set()]  # per depth: the choices already tried there
    backtracks = 0
    while True:
        opts = draft.options()
        depth = len(tried) - 1
        steps = [s for s in draft.next_steps() if s not in tried[-1]] if depth < 4 * MAX_STEPS // hurry else []
        tally.options_offered += len(steps)
        if opts.can_finish and (not steps or (depth and rng.random() < hurry * (0.25 + 0.08 * min(depth, MAX_STEPS)))):
            return draft.action()
        moves: list = [("step", s) for s in steps]
        if opts.next_part and "part" not in tried[-1]:
            moves += [("part", "part")] * max(1, len(moves) // 4)
        if not moves:
            if depth == 0 or backtracks >= 20:
                why = "; ".join(f"{f.rule}: {f.message}" for f in draft.end_findings())
                return f"{draft.text()}  <- {why}"
            draft.undo()
            tried.pop()
            backtracks += 1
            tally.backtracks += 1
            continue
        what, choice = rng.choice(moves)
        tried[-1].add(choice)
        if what == "part":
            draft.next_part()
        else:
            found = draft.step(choice)
            assert not found, (draft.text(), [str(f) for f in found])  # next_steps offered it
            tally.steps += 1
        tried.append(set())


def play(game: Game, rng: random.Random, pushes: int, tally: Tally, check_pop: bool = False) -> None:
    """Play on `game` for up to `pushes` statements (cards and Resets included)."""
    for _ in range(pushes):
        if game.over():
            return
        due = game.due()
        tally.kinds[due.kind.value] += 1
        if due.kind == DueKind.CARD:
            assert isinstance(due.name, int)
            order = getattr(card(due.name), "order", None)
            drawn = None if order and len(order) == 4 else tuple(rng.sample([A.Faction(f) for f in FACTIONS], 4))
            if drawn is not None and order_conflict(due.name, tuple(f.value for f in drawn)) is not None:
                # the card data knows part of the order (2.3.2, SEQ-2): the order keeping it that
                # moves fewest icons from the one drawn (no further draw: the dice stay the same)
                mine = [f.value for f in drawn]
                near = min(orders_allowed(due.name), key=lambda o: sum(a != b for a, b in zip(o, mine, strict=True)))
                drawn = tuple(A.Faction(f) for f in near)
            statement: A.Action = A.CardAction(due.name, drawn)
        elif due.kind == DueKind.CAMPAIGN:
            assert isinstance(due.name, int)
            statement = A.CampaignAction(due.name)
        elif due.kind == DueKind.RESET:
            game.reset(Pos(0, 0))
            continue
        elif due.kind == DueKind.OVER:
            return
        else:
            cands = game.legal()
            assert cands, due
            cand = rng.choice(cands)
            written = write(game, cand, rng, tally)
            if written is None:
                written = A.FactionAction(A.Faction(due.faction), A.Choice.PASS) if due.kind == DueKind.ACT else None
                if written is None:
                    return
            statement = written
            tally.statements += 1
        found = [f for f in game.push(statement) if not f.note]
        tally.pushes += 1
        text = action_text(statement)
        tally.findings += [(text, str(f)) for f in found]
