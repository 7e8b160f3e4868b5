"""Replay a log: parse it, then push its statements one by one into a `game.Game`, which checks
each against the rules (the engine, `engine.py`) and collects the findings (`engine.Result`)."""

from __future__ import annotations

from typing import Any

from ..notation.statements import Log
from .engine import Result
from .game import Game

__all__ = ["replay", "replay_game", "replay_text"]


def replay(log: Log, map_path: str | None = None, stop_line: int | None = None,
           stop_card: int | None = None) -> Result:
    """Push the log's statements into a Game, up to the one after `stop_line` or the card after
    `stop_card` cards (then `Result.stopped_at` says where); a statement after the game's end is
    reported and ends the replay (6.1, 6.3.5)."""
    return replay_game(log, map_path, stop_line, stop_card)[1]


def replay_game(log: Log, map_path: str | None = None, stop_line: int | None = None,
                stop_card: int | None = None) -> tuple[Game, Result]:
    """`replay`, with the Game as the replay left it (the card being played, the verdict)."""
    game = Game(log, map_path)
    run = game.replay(until_line=stop_line, until_card=stop_card).run()  # one way: nothing to take back
    st = run.stopped_before
    if st is None:
        return game, game.end(run.cards)
    return game, game.end(run.cards, stop_line if stop_line is not None and st.pos.line > stop_line else st.pos.line)


def replay_text(text: str, name: str = "<log>", **kw: Any) -> Result:
    from ..notation.parse import parse

    return replay(parse(text, name), **kw)
