"""What the Game core shows of a position without handing out its live objects (issue #21): the
options a listing offers (a space and its cost, an Event clause's spaces), and read-only views
of the card being played and of the Campaign round in progress.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules.sequence import CardTurn


@dataclass(frozen=True)
class SpaceOption:
    """A space an Operation or Special Activity may choose now (3.1.1, 4.1.1) and the Resources
    choosing it costs the faction (3.1; for the Raj, with Sepoys used there, 3.2)."""

    space: str
    cost: int


@dataclass(frozen=True)
class EventSpace:
    """A space the next clause of an Event may name (5.1) and how many pieces (or markers,
    levels: 1) it may take there now (None: the clause counts nothing there)."""

    space: str
    count: int | None


@dataclass(frozen=True)
class ClauseOption:
    """A clause of an Event text the next step may go to, and what it can take
    (events/base.py `Clause.candidates`): the spaces with their counts (empty for a clause that
    names no space: a track, a die roll, a faction, a box)."""

    text: str
    spaces: tuple[EventSpace, ...] = ()


@dataclass(frozen=True)
class EventOption:
    """What an Event side's next step can take: the next clause in the text's order (one), or,
    for a text whose clauses come in any order, each clause that can still take something;
    none when the text is done."""

    side: str
    clauses: tuple[ClauseOption, ...] = ()


@dataclass(frozen=True)
class CardView:
    """The card being played, as it stands (sequence.CardTurn, copied): its number, its faction
    order (empty while unknown), the factions Eligible when it was played, the choices made so
    far (faction, choice) and those that acted (not Passes), the faction's place to act (1 or 2,
    2.3.2), the choices open to it (2.3.4), the Eligible factions yet to choose, and whether the
    card is done (2.3.3)."""

    card: int
    order: tuple[str, ...]
    eligible: frozenset[str]
    done: tuple[tuple[str, str], ...]
    acted: tuple[tuple[str, str], ...]
    position: int
    options: frozenset[str]
    candidates: tuple[str, ...]
    finished: bool


def card_view(turn: CardTurn) -> CardView:
    """A CardView of a `sequence.CardTurn`."""
    return CardView(turn.card, tuple(turn.order), frozenset(turn.eligible), tuple(turn.done), tuple(turn.acted),
                    turn.position(), turn.options(), tuple(turn.candidates()), turn.finished)
