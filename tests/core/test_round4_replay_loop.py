"""The one walk through a log (issue #33): `Game.replay` yields each statement with its findings and
the position after it, and stops after a statement refused because the game is over (6.1, 6.3.5);
`replay`, `play_through` (`gandhi status`, `gandhi state`), the Non-Player driver and `gandhi view`'s
timeline all walk the log through it, so they agree on where a log ends."""

from __future__ import annotations

from gandhi_cli.core.game import Game, play_through
from gandhi_cli.core.replay import replay, replay_game
from gandhi_cli.notation.parse import parse
from gandhi_cli.notation.statements import CampaignStart, CardStart
from gandhi_cli.render.tables import state_dict
from gandhi_cli.render.timeline import timeline

# Short, seed 1: the Campaign cards come 3rd, 6th and 9th (76, 79, then 78 the final one)
HEAD = "[Scenario short]\n[Seed 1]\n[Deck 2 3 76 5 6 79 7 8 78]\n[Players RAJ INC ML REV]\n"
PASSES = "RAJ pass\nINC pass\nML pass\nREV pass\n"


def card(n: int) -> str:
    return f"card {n} [RAJ INC ML REV]\n{PASSES}"


TO_FINAL = card(2) + "campaign 76\n" + card(3) + card(5) + "campaign 79\n" + card(6) + card(7) + "campaign 78\n"
AFTER_END = HEAD + TO_FINAL + card(8)  # card 8 comes after the final round: the game is over (6.3.5)
END_LINE = (HEAD + TO_FINAL).count("\n") + 1  # the line of `card 8`


def test_6_3_5_game_replay_yields_each_statement_and_stops_after_the_refused_card():
    """6.3.5: the final Campaign round ends the game; the card line after it is refused, reported
    once, and nothing after it is played: the walk yields that card as its last statement."""
    log = parse(AFTER_END, "g.log")
    game = Game(log)
    seen = list(game.replay())
    assert [r.statement.pos.line for r in seen] == [st.pos.line for st in log.statements][:len(seen)]
    assert seen[-1].refused and seen[-1].statement.pos.line == END_LINE
    assert not any(r.refused for r in seen[:-1])
    assert [(f.rule, f.line) for f in seen[-1].findings if not f.note] == [("6.3.5", END_LINE)]
    # cards and Campaign rounds begun (2.3.7, 2.4): the refused card does not count
    assert seen[-1].cards == sum(isinstance(r.statement, (CardStart, CampaignStart)) for r in seen[:-1])


def test_6_3_5_play_through_reports_the_card_after_the_final_round_once_as_the_replay_does():
    """6.3.5: `gandhi status` and `gandhi state` (play_through) see the same end as `gandhi
    validate` (replay): one finding, on the refused card's line, and not a second one for the
    statement after it."""
    want = [("6.3.5", END_LINE)]
    assert [(f.rule, f.line) for f in replay(parse(AFTER_END, "g.log")).violations] == want
    assert [(f.rule, f.line) for f in play_through(parse(AFTER_END, "g.log")).violations] == want
    assert [(f.rule, f.line) for f in timeline(parse(AFTER_END, "g.log")).findings if not f.note] == want


def test_2_3_7_the_position_after_each_statement_is_the_one_state_at_that_line_shows():
    """README (`gandhi state --at LINE`: the board after the statements that start on or before
    LINE): the position `Game.replay` gives after a statement is the one a replay stopped at its
    line leaves, card by card (2.3.7) and through a Campaign round (6.0)."""
    log_text = HEAD + card(2) + "campaign 76\n" + card(3)
    game = Game(parse(log_text, "g.log"))
    for r in game.replay():
        at = play_through(parse(log_text, "g.log"), stop_line=r.statement.pos.line)
        assert state_dict(r.state) == state_dict(at.state), r.statement.pos.line


def test_2_4_a_stop_before_a_card_leaves_that_card_unplayed_and_names_its_line():
    """2.4 (a Campaign card counts as a card): `gandhi state --card N` stops before the card after
    the first N; the walk names the statement it stopped before and the Result its line."""
    log = parse(HEAD + card(2) + "campaign 76\n" + card(3), "g.log")
    run = Game(log).replay(until_card=2).run()
    assert run.cards == 2
    assert isinstance(run.stopped_before, CardStart) and run.stopped_before.number == 3
    game, result = replay_game(parse(HEAD + card(2) + "campaign 76\n" + card(3), "g.log"), stop_card=2)
    assert result.stopped_at == run.stopped_before.pos.line
    assert game.findings == [] and result.violations == []
