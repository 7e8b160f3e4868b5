"""A deck shuffled by hand (2.1, reading DECK-1): a log with neither [Seed] nor [Deck] is checked
only for what any shuffle allows. Each card at most once, the scenario's number of Campaign
cards, and each Campaign card where 2.1 and the scenario set-up can put it (the spacing of the
piles). The order of the cards is taken from the log.

The game state still holds a deck of the right make-up (its Campaign cards count for Restraint,
Unity and the final Campaign, 6.5, 2.4.1). Its cards are stand-ins: when the log plays a card,
the stand-in in its place is relabelled with it, and a Campaign card the stand-ins put earlier or
later than the log is moved to where the log has it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.scenario import CAMPAIGN_CARDS
from ..model.state import GameState

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


@dataclass
class OpenDeck:
    """What is known of a deck shuffled by hand, and the cards the log has played from it."""

    slots: list[tuple[int, int]]  # (first, last) position of each Campaign card, top first (2.1)
    fixed: int = 0  # cards at the top the scenario fixes (the tutorial's stacked deck)
    drawn: int = 0  # cards (Event and Campaign) the log has played
    campaigns: int = 0  # Campaign cards the log has played
    reported: set[int] = field(default_factory=set)  # Campaign slots already reported as missed

    def knows_next(self) -> bool:
        """True when the scenario fixes the next card and the one revealed after it (2.2)."""
        return self.drawn + 2 <= self.fixed

    def check_event(self, n: int) -> str | None:
        """Why card `n`, played now, breaks 2.1's spacing: a Campaign card must have been revealed
        by now (the card being played is drawn position `drawn + 1`, and the one revealed after
        it `drawn + 2`; a Campaign card revealed is played at once, 2.4)."""
        j = self.campaigns
        if j >= len(self.slots) or j in self.reported:
            return None
        first, last = self.slots[j]
        if last > self.drawn + 2:
            return None
        self.reported.add(j)
        return (f"card {n} is card {self.drawn + 1} of the deck: the {ORDINALS[j]} Campaign card, which 2.1 and "
                f"the scenario put among cards {first}-{last}, would have been revealed by now (2.4)")

    def check_campaign(self, n: int) -> str | None:
        """Why Campaign card `n`, played now (revealed at position `drawn + 2`), breaks 2.1."""
        j = self.campaigns
        if j >= len(self.slots):
            return (f"campaign {n} would be Campaign card {j + 1}: this scenario's deck has "
                    f"{len(self.slots)} (2.1)")
        first, last = self.slots[j]
        at = self.drawn + 2
        if first <= at <= last:
            return None
        self.reported.add(j)
        return (f"campaign {n} is revealed as card {at} of the deck: 2.1 and the scenario put the "
                f"{ORDINALS[j]} Campaign card among cards {first}-{last}")

    def take_event(self, state: GameState, n: int) -> None:
        """Make Event card `n` the current card, as the log plays it."""
        current = state.current_card
        if current in CAMPAIGN_CARDS and state.deck:
            # the stand-ins revealed a Campaign card here, the log did not: it comes later
            displaced = state.deck.pop(0)
            state.deck.insert(min(1, len(state.deck)), current)
            current = displaced
        state.current_card = _relabel(state, current, n)

    def reveal(self, state: GameState, n: int) -> None:
        """Event card `n` turned face up on the deck (2.3.7): the stand-in on top takes its number
        (a Campaign stand-in there changes place with the first Event stand-in below it: the
        Campaign card comes later)."""
        deck = state.deck
        j = next((i for i, c in enumerate(deck) if c not in CAMPAIGN_CARDS), None)
        if j is None:
            return
        deck[0], deck[j] = deck[j], deck[0]
        if deck[0] != n:
            if n in deck:
                deck[deck.index(n)] = deck[0]
            deck[0] = n

    def take_campaign(self, state: GameState, n: int) -> None:
        """Make Campaign card `n` the current card, as the log plays it (2.4: it swapped with the
        card in the current card box, which goes back on top of the deck)."""
        current = state.current_card
        if current not in CAMPAIGN_CARDS:
            stand_in = next((c for c in state.deck if c in CAMPAIGN_CARDS), None)
            if current is not None:
                state.deck.insert(0, current)
            if stand_in is None:  # more Campaign cards than the deck has (reported)
                state.current_card = n
                if n in state.deck:
                    state.deck.remove(n)
                return
            state.deck.remove(stand_in)
            current = stand_in
        state.current_card = _relabel(state, current, n)


def _relabel(state: GameState, stand_in: int | None, n: int) -> int:
    """Card `n` takes the place of `stand_in`; if `n` stands elsewhere in the deck, the stand-in
    takes its place there (the same kind of card: the deck's make-up is kept)."""
    if n in state.deck:
        if stand_in is None:
            state.deck.remove(n)
        else:
            state.deck[state.deck.index(n)] = stand_in
    return n
