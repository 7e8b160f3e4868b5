"""The board after every statement of a log, from one replay pass (for `gandhi view`).

The same route as `gandhi state --at LINE` (a `game.Game` the statements are pushed into, one by
one, as `replay.replay` does), so the state after line L here is the one `state --at L` prints: the
state after the statements that start on or before L; after the last statement (or a
statement refused because the game is over) the final round's end is applied, as a whole
replay does (6.3.5).

A move changes a few spaces: each snapshot's entry for a space whose pieces, markers and
Gandhi did not change is the previous snapshot's entry itself (the same dict, so `view.page_data`
knows it at once), and only the changed spaces' entries are built again (`Snapshots`)."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field, fields
from operator import attrgetter

from ..core.game import Game, Result
from ..model.state import GameState, SpaceState
from ..model.victory import Totals, totals
from ..notation.statements import CampaignStart, CardStart, Log
from ..rules.activity import Finding
from .play_view import play_picture
from .tables import space_entry, state_dict

# what a space's entry in `state_dict` is made of, besides the map (which the game never changes)
# and whether Gandhi stands there: its pieces and markers
_SPACE_STATE = attrgetter(*(f.name for f in fields(SpaceState)))


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


class Snapshots:
    """`state_dict` of one game's successive states, each space's entry built again only when
    what it is made of changed since the previous state (the unchanged ones are shared). When no
    space changed, the list of entries is the previous one, and so are the victory totals (1.9:
    read from the spaces alone) and, while Gandhi, the force pool, Out of Play and Jail are
    unchanged too, the Available box (1.4.1: the pool less the map, Out of Play and Jail)."""

    def __init__(self) -> None:
        self._made: dict[str, tuple[tuple, dict]] = {}  # space id -> (what its entry was made of, the entry)
        self._last: dict | None = None  # the previous snapshot
        self._last_totals: Totals | None = None
        self._boxes: tuple = ()  # what the previous Available box was read from, besides the map

    def __call__(self, state: GameState) -> dict:
        spaces = []
        made = self._made
        changed = self._last is None
        for sid, sp in state.spaces.items():
            of = (_SPACE_STATE(sp), state.gandhi == sid)
            last = made.get(sid)
            if last is None or last[0] != of:
                last = made[sid] = (of, space_entry(state, sid))
                changed = True
            spaces.append(last[1])
        boxes = (state.gandhi, dict(state.forces.pieces), dict(state.out_of_play), dict(state.jail))
        if changed or self._last is None:
            self._last_totals = totals(state)
            snap = state_dict(state, spaces=spaces, board_totals=self._last_totals)
        else:
            snap = state_dict(state, spaces=self._last["spaces"], board_totals=self._last_totals,
                              available=self._last["available"] if boxes == self._boxes else None)
        self._last, self._boxes = snap, boxes
        return snap


def timeline(log: Log, map_path: str | None = None) -> Timeline:
    """Replay `log` once, keeping the JSON picture of the board after each statement."""
    game = Game(log, map_path)
    result = game.result
    snapshot = Snapshots()
    snapshots = [snapshot(game.state)]
    plays = [play_picture(game)]
    lines: list[int] = []
    card_lines: list[int] = []
    if not log.statements:
        game.end(0)
        snapshots[0] = snapshot(game.state)
        plays[0] = play_picture(game)
    for r in game.replay():
        if isinstance(r.statement, (CardStart, CampaignStart)) and not r.refused:
            card_lines.append(r.statement.pos.line)
        if r.refused or r.last:
            game.end(r.cards)
        snapshots.append(snapshot(game.state))
        plays.append(play_picture(game))
        lines.append(r.statement.pos.line)
    return Timeline(snapshots, lines, result, list(result.findings), plays, card_lines)
