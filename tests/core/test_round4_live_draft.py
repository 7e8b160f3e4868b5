"""One live draft (issue #33): `Game.draft(head)` is a live transaction on the game — opened once,
each step carried out once on the live run, `finish()` committing the live run as the push of the
statement. What a finished draft leaves must be what pushing the same statement leaves (2.3.4: a
faction's statement is "carried out" once, in the order written, IT:357-358; 3.0, 4.1: its
Operation and Special Activity parts; 5.1: an Event's text), and `pop` must take it back like any
statement pushed (the replay's undo, issue #16)."""

from __future__ import annotations

from pathlib import Path

import pytest
from game_snapshot import board_json, everything

from gandhi_cli.core import draft as draft_module
from gandhi_cli.core.game import Game, activity_head
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import to_action
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import Play

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.log"))
SHORT = ROOT / "examples" / "short-game.log"


def _drafted(game: Game, action: A.FactionAction, ask: bool = False) -> list:
    """Write `action` on a draft of its head step by step (each part begun in turn; with `ask`,
    what may come next asked before each step, as the table does), then finish."""
    if action.choice == A.Choice.ACTIVITY:
        head = A.FactionAction(action.faction, action.choice, action.side,
                               tuple(A.ActionPart(p.name, p.limited) for p in action.parts))
        parts = [p.steps for p in action.parts]
    else:
        head = A.FactionAction(action.faction, action.choice, action.side)
        parts = [action.steps]
    draft = game.draft(head)
    for i, steps in enumerate(parts):
        if i:
            draft.next_part()
        for step in steps:
            if ask:
                draft.options()
                draft.next_steps()
                draft.end_findings()
            draft.step(step)
    return draft.finish()


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_a_finished_draft_is_the_push_of_its_statement_and_pops_like_one(path: Path) -> None:
    """2.3.4 (IT:357-358), 3.0, 4.1, 5.1: each faction statement of every example log, written on a
    draft step by step and finished, gives the findings and the game (board, boxes, card turn,
    Eligibility, deck, follow-ups, Campaign round, findings, what is due) a plain push of the same
    statement gives; `pop` after `finish` gives back exactly the game before it."""
    log = parse_file(path)
    game = Game(log)
    checked = 0
    for st in log.statements:
        if isinstance(st, Play):
            action = to_action(st)
            assert isinstance(action, A.FactionAction)
            before = everything(game)
            drafted = _drafted(game, action)
            after_draft = everything(game)
            game.pop()
            assert everything(game) == before, f"{path.name}:{st.pos.line}: pop after finish"
            pushed = game.push(action)
            assert drafted == pushed, f"{path.name}:{st.pos.line}: findings"
            assert after_draft == everything(game), f"{path.name}:{st.pos.line}: the game after"
            game.pop()
            checked += 1
        game.push(st)
        if game.over():
            break
    assert checked


def test_asking_what_may_come_next_changes_nothing_a_finished_draft_pushes() -> None:
    """2.3.4 (IT:357-358): asking a draft what may come next (its options, next steps and end,
    each tried and taken back on the live run) before each step of examples/short-game.log leaves
    the finished statement's findings and game as a plain push of it leaves them."""
    log = parse_file(SHORT)
    game = Game(log)
    for st in log.statements:
        if isinstance(st, Play):
            action = to_action(st)
            assert isinstance(action, A.FactionAction)
            drafted = _drafted(game, action, ask=True)
            after_draft = everything(game)
            game.pop()
            assert game.push(action) == drafted, f"line {st.pos.line}: findings"
            assert everything(game) == after_draft, f"line {st.pos.line}: the game after"
            game.pop()
        game.push(st)
        if game.over():
            break


def _rally(game: Game) -> A.FactionAction:
    due = game.due()
    assert due.faction is not None
    return activity_head(due.faction, "rally") if due.faction != "RAJ" else activity_head("RAJ", "deploy")


def _first_position() -> Game:
    """The short game at its first faction choice."""
    log = parse_file(SHORT)
    game = Game(log)
    for st in log.statements:
        if isinstance(st, Play):
            return game
        game.push(st)
    raise AssertionError("no faction statement")


def test_a_draft_carries_each_step_out_once() -> None:
    """2.3.4 (IT:357-358): a statement is carried out once — the draft opens its head once and
    asking what may come next (options, next_steps, end_findings) carries nothing out again."""
    game = _first_position()
    opens = draft_module.OPENS[0]
    with game.draft(_rally(game)) as draft:
        steps = draft.next_steps()
        assert steps
        draft.step(steps[0])
        draft.options()
        draft.next_steps()
        draft.end_findings()
    assert draft_module.OPENS[0] - opens == 1


def test_an_open_draft_shows_its_steps_and_close_takes_them_back() -> None:
    """2.3.4 (IT:357-358): while the statement is being written the board shows its steps so far;
    `close` leaves the game as it was (nothing pushed)."""
    game = _first_position()
    before = everything(game)
    board = board_json(game)
    with game.draft(_rally(game)) as draft:
        draft.step(next(s for s in draft.next_steps() if s.verb == A.Verb.PLACE))
        assert board_json(game) != board
    assert everything(game) == before


def test_undo_and_trial_leave_the_draft_as_a_fresh_one() -> None:
    """2.3.4 (IT:357-358): a step taken back, or tried and taken back, leaves the statement as if
    it had never been written: the same next steps and board as a draft written without it."""
    game = _first_position()
    head = _rally(game)
    with game.draft(head) as fresh:
        listed = fresh.next_steps()
        board = board_json(game)
    with game.draft(head) as draft:
        draft.step(listed[0])
        draft.undo()
        assert draft.next_steps() == listed and board_json(game) == board
        with draft.trial():
            draft.step(listed[0])
        assert draft.next_steps() == listed and board_json(game) == board


def test_the_game_closes_an_open_draft_before_it_is_asked_what_is_due() -> None:
    """2.3.4 (IT:357-358), 2.3.2: what is due (and a statement pushed) is read on the game as it
    stands, not on a statement still being drafted: the game closes the draft first (it opens
    again when used, its steps kept)."""
    game = _first_position()
    before = everything(game)
    draft = game.draft(_rally(game))
    step = draft.next_steps()[0]
    draft.step(step)
    assert draft.is_open
    assert game.due() == before[-2]  # the draft's faction is still the one due (its choice not recorded)
    assert not draft.is_open
    assert everything(game) == before
    assert draft.action().parts[0].steps == (step,)
    assert draft.next_steps()  # opened again
    game.push(A.FactionAction(A.Faction.INC, A.Choice.PASS))
    assert not draft.is_open
