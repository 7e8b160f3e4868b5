"""8.0 with 2.3.2 / 2.3.4: a Non-Player's whole move is checked by the same replay that takes it
(issue #16): pushed on a fork of the driver's Game, the card's sequence included, the game itself
left as it was."""

from __future__ import annotations

from gandhi_cli.core.game import DueKind
from gandhi_cli.model import terms
from gandhi_cli.np.driver import Autoplay, start_text

ALL = {terms.RAJ, terms.INC, terms.ML, terms.REV}


def _at_first_choice() -> Autoplay:
    g = Autoplay(start_text("short", 1, ALL, None, None), "<t>", 1)
    while g.due().kind != DueKind.ACT:
        g.advance()
    return g


def test_2_3_2_np_check_judges_the_cards_sequence():
    """2.3.2: only the faction due may act on the card; a move by another is refused by the
    check (on a bare board copy the sequence was not checked at all), and the Game is unchanged."""
    g = _at_first_choice()
    due = g.due()
    other = next(f for f in sorted(ALL) if f != due.faction)
    before = (g.game.due(), len(g.game.findings), repr(g.state.spaces))
    found = g.decision(other).check(f"{other} pass")
    assert any(f.rule.startswith("2.3") for f in found), found
    assert g.decision(str(due.faction)).check(f"{due.faction} pass") == []
    after = (g.game.due(), len(g.game.findings), repr(g.state.spaces))
    assert after == before
