"""A test aid: an independent copy of a Game at its position, for the tests that keep many
positions of a log at once (the package itself makes no copy of a Game, issue #33). A deep copy
sharing what never changes (the parsed log, the map, the forces and protest tables) — cheaper than
replaying the log's first statements on a new Game at each position kept."""

from __future__ import annotations

import copy

from gandhi_cli.core.game import Game


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
