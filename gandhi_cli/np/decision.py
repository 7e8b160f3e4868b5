"""The `Decision` a Non-Player move is built in (8.1): the board it reads, the faction, which
factions are players, the seeded dice, and the explanation of every choice (`--explain`).

Everything random goes through `Decision.rng` (a `random.Random` the driver seeds), so the same
log and seed always give the same move. Rolls that decide the NP's choices (Activation Numbers,
Arjuna checks, random spaces) are kept in `rolls` and written into the log as a comment; rolls
the rules themselves need (an Attack, an Event's roll) are steps of the move (`roll N`).

Building a move: the walk (arjuna.py), an Event (events.py) or a Campaign part (campaign.py)
builds it on a `plan.Plan` over the driver's Game, `d.game`: typed steps carried out on the live
board by the rules that replay a log, alternatives tried under the change journal and taken
back; the driver pushes the finished Action once (issue #22). No notation text is written or
read inside a decision.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..model import terms
from ..model.state import GameState

if TYPE_CHECKING:
    from ..core.game import Game


class Decision:
    """One Non-Player decision: read-only `state`, the acting `faction`, its `position` on the card
    (1 or 2), whether the Op is `limited` or `op_only` (no SA), and the shared dice."""

    def __init__(self, state: GameState, faction: str, non_players: Iterable[str], rng: random.Random,
                 card: int | None = None, position: int = 1, limited: bool = False, op_only: bool = False):
        self.state = state
        self.faction = faction
        self.non_players = frozenset(non_players)
        self.rng = rng
        self.card = card if card is not None else state.current_card
        self.position = position
        self.limited = limited
        self.op_only = op_only
        self.explain: list[str] = []
        self.rolls: list[tuple[int, str]] = []
        self.game: Game | None = None  # the game the move is for (set by the driver): `check` pushes on it

    # ----------------------------------------------------------------- who is who
    def is_np(self, faction: str) -> bool:
        return faction in self.non_players

    def is_player(self, faction: str) -> bool:
        return faction not in self.non_players

    @property
    def raj_is_player(self) -> bool:
        return terms.RAJ not in self.non_players

    @property
    def sa_allowed(self) -> bool:
        """8.3, 8.7: a Limited Op (2.3.5) or an Operation only (2.3.4) skips every SA instruction."""
        return not (self.limited or self.op_only)

    # ----------------------------------------------------------------- dice and explanation
    def roll(self, why: str, say: bool = True) -> int:
        """One d6 for the NP's own decision; recorded for the log comment and, unless `say` is
        False (the caller explains it with what it decided), the explanation."""
        self.rng.reason = why  # type: ignore[attr-defined]  # said when the table must roll it (issue #32)
        r = self.rng.randint(1, 6)
        self.rolls.append((r, why))
        if say:
            self.why(f"roll {r}: {why}")
        return r

    def roll_two(self, first: str, second: str, say: bool = True) -> tuple[int, int]:
        """Two d6 of one decision (8.1.2: region, then space in region): a table rolling the dice
        is asked for both at once (NP-PHYS-2)."""
        self.rng.then = second  # type: ignore[attr-defined]  # read by the table's dice (driver._Dice)
        try:
            one = self.roll(first, say)
        finally:
            self.rng.then = ""  # type: ignore[attr-defined]
        return one, self.roll(second, say)

    def die(self) -> int:
        """One d6 the rules need as a step of the move (`roll N` is written in the move itself)."""
        return self.rng.randint(1, 6)

    def why(self, text: str) -> None:
        self.explain.append(text)

    # ----------------------------------------------------------------- charts
    def select(self, candidates: Iterable[str], column: str, board: GameState | None = None,
               faction: str | None = None, action: str | None = None) -> str | None:
        """One space among `candidates` by the faction's Space Selection Priority column (8.4.1),
        random spaces breaking ties (8.1.2, 8.1.3); None when there is no candidate."""
        from .select import select

        board = board or self.state
        return select(self, in_map_order(board, candidates), column, board, faction or self.faction, action)

    def random_space(self, candidates: Iterable[str], board: GameState | None = None) -> str | None:
        """8.1.2 / 8.1.3: one of `candidates` at random, by the Random Spaces map and die rolls."""
        from .select import random_space

        board = board or self.state
        return random_space(self, in_map_order(board, candidates), board)

    def random_one(self, candidates: Iterable[str], board: GameState | None = None) -> str:
        """`random_space` among candidates known to be there (a ValueError, a bug, if there is none)."""
        from .select import random_one

        board = board or self.state
        return random_one(self, in_map_order(board, candidates), board)

    def adversaries(self, board: GameState, sid: str, kinds: Iterable[str] | None = None,
                    faction: str | None = None) -> list[str]:
        """The opposing pieces and markers in `sid`, in the order the NP takes them (8.5): a list
        of kinds (`terms` piece kinds; Guerrillas as "guerrillas_hidden" / "guerrillas_active";
        markers as "unrest", "muslim_state", "protest"), one entry per piece, first to take first."""
        from .adversary import order

        return order(self, board, sid, kinds, faction or self.faction)


def in_map_order(board: GameState, spaces: Iterable[str]) -> list[str]:
    """`spaces` once each, in the map's order: what a decision reads and explains never depends on
    the order a set happened to give (issue #22: `--explain` under PYTHONHASHSEED)."""
    index = {sid: i for i, sid in enumerate(board.spaces)}
    return sorted(set(spaces), key=lambda sid: index.get(sid, len(index)))
