"""8.0 with 2.3.2 / 2.3.4: a Non-Player's move is built on the driver's Game by the same engine
that replays the log (issue #22: a `Plan`, not a fork), so the card's sequence judges it, and the
Game is left as it was."""

from __future__ import annotations

from gandhi_cli.core.game import DueKind
from gandhi_cli.model import terms
from gandhi_cli.np.driver import Autoplay, start_text
from gandhi_cli.np.plan import Plan

ALL = {terms.RAJ, terms.INC, terms.ML, terms.REV}


def _at_first_choice() -> Autoplay:
    g = Autoplay(start_text("short", 1, ALL, None, None), "<t>", 1)
    while g.due().kind != DueKind.ACT:
        g.advance()
    return g


def test_2_3_2_a_plan_is_judged_by_the_cards_sequence():
    """2.3.2: only the faction due may act on the card; a Pass planned by another is refused as
    the replay refuses it, the faction due's is not, and the Game is unchanged."""
    g = _at_first_choice()
    due = g.due()
    other = next(f for f in sorted(ALL) if f != due.faction)
    before = (g.game.due(), len(g.game.findings), repr(g.state.spaces))
    with Plan(g.game, other, choice="pass") as plan:
        assert any(f.rule.startswith("2.3") for f in plan.found + plan.end_findings()), plan.found
    with Plan(g.game, str(due.faction), choice="pass") as plan:
        assert plan.found + plan.end_findings() == []
    after = (g.game.due(), len(g.game.findings), repr(g.state.spaces))
    assert after == before
