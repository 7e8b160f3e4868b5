"""Agreement of each Event clause's `candidates()` with its check (5.1, 5.1.1, 5.1.2): over the
positions of the example logs where a faction chooses on a card, for each side of that card,
clause by clause in the text's order (each after an accepted step of the ones before, up to 3
clauses that name spaces; every clause of a text in any order), every space a clause lists takes
a step of it, and every space it does not list refuses each. The steps are written and checked
as a log's are (`candidates_audit.py`); which clause kinds it cannot write is counted, not hidden.
Also each side of every card on a few of those boards.

Sizes (issue #31): every position with GANDHI_SLOW=1, every STRIDE-th in the default run."""

from __future__ import annotations

import os

import pytest
from candidates_audit import SIDES, Figures, all_cards, audit_side, positions

from gandhi_cli.rules.events import event_class

SLOW = os.environ.get("GANDHI_SLOW") == "1"
STRIDE = 1 if SLOW else 2
EVERY_CARD_BOARDS = 80 if SLOW else 200  # each side of every card on every N-th board


@pytest.fixture(scope="module")
def boards():
    return positions()


def test_candidates_agree_with_the_check_on_the_example_logs(boards):
    figures = Figures()
    for pos in boards[::STRIDE]:
        figures.positions += 1
        for side in SIDES:
            if event_class(pos.card, side) is not None:
                audit_side(pos, side, figures)
    assert not figures.disagreements, "\n".join(figures.disagreements[:20])
    assert figures.positions >= 200 // STRIDE and len(figures.sides) >= 80 - 10 * (STRIDE - 1)
    assert figures.accepted >= (4000 if SLOW else 1800) and figures.refused >= 15000 // STRIDE


def test_candidates_agree_for_every_card_side(boards):
    """Each side of every Event card on a handful of the boards (every EVERY_CARD_BOARDS-th position)."""
    figures = Figures()
    for pos in boards[::EVERY_CARD_BOARDS]:
        figures.positions += 1
        for card in all_cards(pos):
            for side in SIDES:
                if event_class(card.card, side) is not None:
                    audit_side(card, side, figures, depth=1)
    assert not figures.disagreements, "\n".join(figures.disagreements[:20])
    assert len(figures.sides) >= 140
