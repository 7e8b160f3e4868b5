"""Undo by journal (issue #33): `Game.pop` puts the engine's rules objects back in place, from a
small explicit record (`journal.Kept`), with no deep copy — here on 6.3.2's combined count, which
the Congress's and the League's Constructive Programme share in one Campaign round (IT:885,
JA:1021), and on the card turn (2.3)."""

from __future__ import annotations

from pathlib import Path

from gandhi_cli.core.game import Game
from gandhi_cli.notation.parse import parse_file

SHORT = Path(__file__).resolve().parents[2] / "examples" / "short-game.log"


def _game_before(line: int) -> tuple[Game, object]:
    """The example Short game pushed for good up to `line` (excluded), and the statement there."""
    log = parse_file(SHORT)
    game = Game(log)
    for st in log.statements:
        if st.pos.line == line:
            return game, st
        game.push(st, undo=False)
    raise AssertionError(f"no statement on line {line}")



def test_pop_puts_the_constructive_programme_combined_count_back_in_place(deep_copies):
    """6.3.2 (IT:885, JA:1021): Congress and then the League shift a combined number of spaces up
    to Unity; the round's record of the spaces chosen is shared by both parts. The League's part
    pushed and popped leaves that record as it was, the same object the round and the engine
    hold, and no deep copy is made."""
    game, league = _game_before(58)  # ML constructive-programme, after Congress's on line 57
    shared = game.engine.round_shared
    assert game.engine.round is not None and game.engine.round.shared is shared
    before = repr(shared)
    deep_copies[0] = 0  # from here: the push and the pop
    assert "united-provinces" in before  # Congress's choice, 6.3.2
    game.push(league)
    assert repr(shared) != before  # the League's spaces joined the combined count
    game.pop()
    assert game.engine.round_shared is shared and game.engine.round.shared is shared
    assert repr(shared) == before
    assert deep_copies[0] == 0


def test_pop_puts_the_card_turn_back_in_place(deep_copies):
    """2.3.2 (IT:345, JA:391): the 1st Eligible's choice recorded on the card turn is taken back by
    `pop` in the very CardTurn the engine holds; no deep copy is made."""
    log = parse_file(SHORT)
    game = Game(log)
    statements = iter(log.statements)
    game.push(next(statements), undo=False)  # the first card
    turn = game.engine.turn
    assert turn is not None and not turn.done
    deep_copies[0] = 0  # from here: the push and the pop
    game.push(next(statements))  # the 1st Eligible's choice
    assert turn.done
    game.pop()
    assert game.engine.turn is turn and not turn.done
    assert deep_copies[0] == 0
