"""Test aids over the example logs: the one walk through their positions (`before_each`), and an
independent copy of a Game at its position (`copied`) for the tests that keep many positions at
once (the package itself makes no copy of a Game, issue #33): a deep copy sharing what never
changes (the parsed log, the map, the forces and protest tables) — cheaper than replaying the
log's first statements on a new Game at each position kept."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

from gandhi_cli.core.game import Game, Statement
from gandhi_cli.notation.parse import parse_file

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def before_each() -> Iterator[tuple[Path, int, Game, Statement]]:
    """Each example log replayed, in name order: (its path, the statement's index in it, the game
    at the position before the statement, the statement), until its game is over. The game is the
    one replaying the log: look there (and take back all you push) before the walk goes on."""
    for path in sorted(EXAMPLES.glob("*.log")):
        log = parse_file(path)
        game = Game(log)
        for i, statement in enumerate(log.statements):
            yield path, i, game, statement
            game.push(statement, undo=False)
            if game.over():
                break


def copied(game: Game) -> Game:
    """`game` as it is now, as a Game of its own (what `pop` would take back is not kept)."""
    assert game._drafting is None, "close the draft first"
    engine = game.engine
    keep = [engine.log, engine.state.map, engine.state.forces, engine.state.protest_table]
    other = object.__new__(Game)
    other.engine = copy.deepcopy(engine, {id(x): x for x in keep})
    other.result = other.engine.result
    other.refused = game.refused
    other._undo = []
    return other
