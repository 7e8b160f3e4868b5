"""The board after every statement of a log, from one replay pass (for `gandhi view`).

The same route as `gandhi state --at LINE` (a `game.Game` the statements are pushed into, one by
one, as `replay.replay` does), so the state after line L here is the one `state --at L` prints: the
state after the statements that start on or before L; after the last statement (or a
statement refused because the game is over) the final round's end is applied, as a whole
replay does (6.3.5)."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from ..core.engine import Result
from ..core.game import Game
from ..notation.statements import CampaignStart, CardStart, Log
from ..rules.activity import Finding
from .play_view import play_picture
from .tables import state_dict


@dataclass
class Timeline:
    snapshots: list[dict]  # [0] the set-up; [i] the state after the i-th statement
    statement_lines: list[int]  # the first line of each statement replayed, in order
    result: Result
    findings: list[Finding] = field(default_factory=list)
    plays: list[dict] = field(default_factory=list)  # [i] `play_view.play_picture` beside snapshots[i]
    card_lines: list[int] = field(default_factory=list)  # the first line of each card and Campaign round
    def index_at(self, line: int) -> int:
        """The snapshot `gandhi state --at line` shows."""
        return bisect.bisect_right(self.statement_lines, line)

    def at(self, line: int) -> dict:
        return self.snapshots[self.index_at(line)]


def timeline(log: Log, map_path: str | None = None) -> Timeline:
    """Replay `log` once, keeping the JSON picture of the board after each statement."""
    game = Game(log, map_path)
    result = game.result
    snapshots = [state_dict(game.state)]
    plays = [play_picture(game)]
    lines: list[int] = []
    card_lines: list[int] = []
    if not log.statements:
        game.end(0)
        snapshots[0] = state_dict(game.state)
        plays[0] = play_picture(game)
    for r in game.replay():
        if isinstance(r.statement, (CardStart, CampaignStart)) and not r.refused:
            card_lines.append(r.statement.pos.line)
        if r.refused or r.last:
            game.end(r.cards)
        snapshots.append(state_dict(game.state))
        plays.append(play_picture(game))
        lines.append(r.statement.pos.line)
    return Timeline(snapshots, lines, result, list(result.findings), plays, card_lines)
