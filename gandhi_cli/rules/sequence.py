"""The sequence of play for one Event card (2.3-2.4): who acts, in what order, with which options,
what a Pass gives, how Eligibility is adjusted, and how the next card comes up.

`CardTurn` is the state machine of one card; it knows nothing of Operations' content. The
replay engine feeds it each faction's choice and applies the Operations themselves.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Protocol, cast

from ..io.errors import RuleViolation
from ..model import terms
from ..model.scenario import CAMPAIGN_CARDS
from ..model.state import GameState

PASS = "pass"
EVENT = "event"
OP_ONLY = "op"  # an Operation in one or more spaces, no Special Activity
OP_SA = "op+sa"  # an Operation with a Special Activity
LIMITED_OP = "limited"  # an Operation in one space, no Special Activity (2.3.5)
ACTIONS = (PASS, EVENT, OP_ONLY, OP_SA, LIMITED_OP)
ACTION_LABELS = {PASS: "Pass", EVENT: "the Event", OP_ONLY: "an Operation only", OP_SA: "an Operation with a "
                 "Special Activity", LIMITED_OP: "a Limited Operation"}

FIRST_OPTIONS = frozenset({PASS, OP_ONLY, OP_SA, EVENT, LIMITED_OP})  # 2.3.4 (a Limited Op is an Op)
SECOND_OPTIONS = {  # 2.3.4: the 2nd Eligible's options depend on what the 1st did
    OP_ONLY: frozenset({PASS, LIMITED_OP}),
    LIMITED_OP: frozenset({PASS, LIMITED_OP}),
    OP_SA: frozenset({PASS, LIMITED_OP, EVENT}),
    EVENT: frozenset({PASS, OP_ONLY, OP_SA, LIMITED_OP}),
}
PASS_RESOURCES = {terms.RAJ: 3, terms.REV: 1}  # 2.3.3


@dataclass
class CardTurn:
    """One card's turn: the Eligible factions, in the card's left-to-right order, act or Pass."""

    card: int
    order: tuple[str, ...]  # faction icons left to right (2.3.2)
    eligible: frozenset[str]  # Eligible when the card is played (2.3.1)
    done: list[tuple[str, str]] = field(default_factory=list)  # (faction, action) in order
    # choices the rules refused as out of turn (2.3.1, 2.3.2) but the replay applied as written:
    # they count for Eligibility (2.3.6) but take no place in the order, and the factions whose
    # turn they jumped keep it (`record_out_of_turn`); replaced, never changed in place
    out_of_turn: frozenset[str] = frozenset()
    passed_over: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if self.order and sorted(self.order) != sorted(terms.FACTIONS):  # () while unknown
            raise RuleViolation("2.3.2", f"card {self.card}: a faction order names each of "
                                f"{', '.join(terms.FACTIONS)} once, got {' '.join(self.order)}")

    @property
    def acted(self) -> list[tuple[str, str]]:
        """Factions that executed an Operation or the Event, in order (not Passes)."""
        return [(f, a) for f, a in self.done if a != PASS]

    @property
    def in_turn(self) -> list[tuple[str, str]]:
        """The 1st and 2nd Eligible's actions: those `acted` made in their turn (2.3.2)."""
        return [(f, a) for f, a in self.acted if f not in self.out_of_turn]

    def candidates(self) -> list[str]:
        """Eligible factions still to choose, leftmost first (2.3.2, 2.3.3)."""
        seen = {f for f, _ in self.done}
        return [f for f in self.order if f in self.eligible and f not in seen]

    @property
    def finished(self) -> bool:
        """Two factions acted, or every Eligible faction has chosen (2.3.3, 2.3.6)."""
        return len(self.acted) >= 2 or not self.candidates()

    def next_faction(self) -> str | None:
        """The faction whose choice comes next: the 1st or 2nd Eligible (2.3.2)."""
        return None if self.finished else self.candidates()[0]

    def position(self) -> int:
        """1 while the 1st Eligible is to act, 2 for the 2nd Eligible."""
        return len(self.in_turn) + 1

    def options(self) -> frozenset[str]:
        """What the faction to act now may do (2.3.4): an action out of turn does not count."""
        in_turn = self.in_turn
        if not in_turn:
            return FIRST_OPTIONS
        return SECOND_OPTIONS[in_turn[0][1]]

    def keeps_turn(self, faction: str) -> bool:
        """`faction`'s turn was jumped by a choice out of turn that ended the card (two acted):
        it may still take it as the next Eligible in the card's order, while fewer than two
        acted in their turn (2.3.2, 2.3.6)."""
        cands = self.candidates()
        return (faction in self.passed_over and bool(cands) and cands[0] == faction
                and len(self.in_turn) < 2)

    def record_out_of_turn(self, faction: str, action: str) -> str | None:
        """Apply, as written, a choice `record` refused as out of turn (2.3.1, 2.3.2): it counts
        for `faction`'s Eligibility (2.3.6), not as the 1st or 2nd Eligible's action, and the
        faction whose turn it was keeps its turn; returns that faction (None when no one's)."""
        expected = self.next_faction()
        self.done.append((faction, action))
        self.out_of_turn = self.out_of_turn | {faction}
        if expected is not None and expected != faction:
            self.passed_over = self.passed_over | {expected}
        return expected if expected != faction else None

    def record(self, faction: str, action: str) -> None:
        """Record a faction's choice, or raise the rule it breaks (state unchanged)."""
        if action not in ACTIONS:
            raise RuleViolation("2.3.4", f"unknown choice {action!r}")
        if self.finished and not self.keeps_turn(faction):
            raise RuleViolation("2.3.6", f"card {self.card} is done: two factions have acted or all have chosen")
        if faction not in self.eligible:
            raise RuleViolation("2.3.1", f"{faction} is Ineligible for card {self.card}")
        expected = self.next_faction() or (faction if self.keeps_turn(faction) else None)
        if faction != expected:
            raise RuleViolation("2.3.2", f"{expected} chooses before {faction} on card {self.card} "
                                f"(order {' '.join(self.order)})")
        allowed = self.options()
        if action not in allowed:
            first = self.in_turn[0]
            raise RuleViolation("2.3.4", f"{faction} is 2nd Eligible after {first[0]} took "
                                f"{ACTION_LABELS[first[1]]}: it may take "
                                f"{' or '.join(ACTION_LABELS[a] for a in sorted(allowed))}")
        self.done.append((faction, action))

    def amend(self, faction: str, action: str, instead: str) -> None:
        """A choice recorded as `action` turned out to be `instead` once carried out (an SA in no
        space, 2.3.4): the 2nd Eligible's options follow what was done."""
        self.done = [(f, instead if (f, a) == (faction, action) else a) for f, a in self.done]

    def eligibility_after(self, made_eligible: AbstractSet[str] = frozenset(),
                          made_ineligible: AbstractSet[str] = frozenset()) -> dict[str, str]:
        """Eligibility for the next card (2.3.6): factions that executed an Operation or the Event
        become Ineligible, all others Eligible; an Event's text can override either way."""
        acted = {f for f, _ in self.acted}
        out = {}
        for f in terms.FACTIONS:
            ineligible = (f in acted or f in made_ineligible) and f not in made_eligible
            out[f] = terms.INELIGIBLE if ineligible else terms.ELIGIBLE
        return out


def pass_problem(faction: str, activist: str | None) -> str | None:
    """Why a Pass by `faction` may not move `activist` from Out of Play (2.3.3), None if it may
    (whether the box holds one is the board's to say)."""
    if activist is None:
        return None
    if faction in PASS_RESOURCES:
        return "only Congress and the Muslim League move an Activist when they Pass"
    if activist not in terms.ACTIVISTS:
        return f"a Pass moves an Activist, not {terms.PIECE_LABELS.get(activist, activist)}"
    return None


def pass_reward(state: GameState, faction: str, activist: str | None = None) -> None:
    """A Pass (2.3.3): the Raj gains 3 Resources, the Revolutionaries 1; an NV faction may move one
    Activist (either NV faction's) from Out of Play to Available, Unity +1 if it is the other's."""
    problem = pass_problem(faction, activist)
    if problem:
        raise RuleViolation("2.3.3", problem)
    if faction in PASS_RESOURCES:
        state.set_resources(faction, state.resources[faction] + PASS_RESOURCES[faction])
        return
    if activist is None:
        return
    state.out_of_play_to_available(activist, 1)
    if terms.PIECE_OWNER[activist] != faction:
        state.shift_track("unity", +1)


class CardBoxes(Protocol):
    """What `next_card` and `campaign_swap` read and change: a GameState, or a probe of its cards."""

    deck: list[int]
    current_card: int | None
    played: list[int]


def next_card(state: CardBoxes) -> bool:
    """Bring up the next card (2.3.7): the played card leaves, the top of the draw deck becomes the
    current card and the next card is revealed. If the revealed card is a Campaign card it swaps
    with the current card at once (2.4); returns True when a Campaign round is due."""
    if not state.deck:
        raise RuleViolation("2.3.7", "the draw deck is empty")
    if state.current_card is not None:
        state.played.append(state.current_card)
    state.current_card = state.deck.pop(0)
    return campaign_swap(state)


def upcoming(state: GameState) -> tuple[int, bool] | None:
    """The card `next_card` would bring up and whether a Campaign round is then due, without
    changing the state; None when the draw deck is empty."""
    if not state.deck:
        return None
    from types import SimpleNamespace

    probe = SimpleNamespace(deck=list(state.deck), current_card=state.current_card, played=[])
    campaign = next_card(probe)
    return probe.current_card, campaign


def campaign_swap(state: CardBoxes) -> bool:
    """2.4: a Campaign card revealed as the next card swaps with the current card; the card it
    displaces will be the first played in the next Campaign."""
    if state.deck and state.deck[0] in CAMPAIGN_CARDS:
        # the current card is never None here: the deck had a card to reveal after it
        state.deck[0], state.current_card = cast(int, state.current_card), state.deck[0]
        return True
    return state.current_card in CAMPAIGN_CARDS
