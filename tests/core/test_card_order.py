"""A card's faction order where the card data knows part of it (2.3.2, NP-ORD-1, SEQ-2): an order
the Non-Player driver draws keeps it, and a written order that breaks it is reported.

The pairs are the tutorial's, read from the rules text, not from the card data: who was 1st
Eligible among the factions then Eligible puts that faction's icon left of the others' (2.3.2,
IT:345: "La Fazione Disponibile con l'icona più a sinistra ... è la Prima Disponibile")."""

from __future__ import annotations

import pytest

from gandhi_cli.core.replay import replay_text
from gandhi_cli.np.driver import card_order

TUTORIAL_PAIRS = {
    20: [("RAJ", "ML")],  # IT:2567-2571: the Raj acts first, "La Lega Musulmana è 2° Disponibile"
    4: [("RAJ", "ML")],  # IT:2619, IT:2646: the Raj first, the League 2nd Eligible
    57: [("ML", "RAJ")],  # IT:2417: "Il primo simbolo di Fazione Disponibile ... Lega Musulmana"
    44: [("REV", "INC")],  # IT:2583, IT:2587: "Il Rivoluzionario è 1° Disponibile", then Congress
    26: [("RAJ", "INC")],  # IT:2499: "la Fazione Raj è quella più a sinistra"
    60: [("INC", "REV"), ("INC", "RAJ"), ("INC", "ML"), ("REV", "RAJ"), ("REV", "ML")],  # IT:2278, 2357, 2371
    65: [("ML", "INC"), ("ML", "REV"), ("REV", "INC")],  # IT:2465, IT:2471
}


@pytest.mark.parametrize("card", sorted(TUTORIAL_PAIRS))
def test_a_drawn_order_keeps_what_the_tutorial_shows_2_3_2(card):
    """NP-ORD-1: the bots drew `card 20 [REV ML INC RAJ]` while the tutorial has the Raj 1st and
    the League 2nd Eligible on #20 (IT:2571): over many seeds, no drawn order breaks a pair."""
    for seed in range(60):
        order, known = card_order(card, seed)
        assert not known and sorted(order) == ["INC", "ML", "RAJ", "REV"]
        for left, right in TUTORIAL_PAIRS[card]:
            assert order.index(left) < order.index(right), (card, seed, order)


def test_the_draw_still_varies_where_the_order_is_open():
    """NP-ORD-1: the parts the texts leave open are still drawn (#20: INC and REV anywhere)."""
    assert len({card_order(20, seed)[0] for seed in range(60)}) > 3


def test_a_written_order_that_breaks_the_known_part_is_reported_2_3_2():
    """2.3.2 (IT:2571): `card 20 [REV ML INC RAJ]` puts the League's icon left of the Raj's; it is
    reported once, and the written order is used (the rest of the card's order is not known)."""
    r = replay_text("[Scenario short]\n[Deck 20 3 5 6 7 8]\ncard 20 [REV ML INC RAJ]\n", "game.log")
    assert [(v.rule, v.line) for v in r.violations] == [("2.3.2", 3)]
    assert "RAJ icon is left of its ML icon" in r.violations[0].message
    assert "written order used" in r.violations[0].recovery


def test_a_written_order_that_keeps_the_known_part_is_accepted_2_3_2():
    r = replay_text("[Scenario short]\n[Deck 20 3 5 6 7 8]\ncard 20 [REV RAJ INC ML]\n", "game.log")
    assert r.violations == []
