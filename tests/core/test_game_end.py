"""The end of the game and its messages (6.1, 6.3.5, 7.1-7.3, 8.10; issue #14): the rule a move
after the end cites, a Campaign card played twice, the final round's findings located, and how
7.1, 7.3 and 8.10 combine when a Non-Player is over its threshold (reading VIC-1)."""

from __future__ import annotations

from pathlib import Path

from gandhi_cli.core.engine import Engine
from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms
from gandhi_cli.notation.parse import parse
from gandhi_cli.rules.campaign import Verdict, victory_phase

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# Short, seed 1: the Campaign cards come 3rd, 6th and 9th (76, 79, then 78 the final one)
HEAD = "[Scenario short]\n[Seed 1]\n[Deck 2 3 76 5 6 79 7 8 78]\n[Players RAJ INC ML REV]\n"
PASSES = "RAJ pass\nINC pass\nML pass\nREV pass\n"


def card(n: int) -> str:
    return f"card {n} [RAJ INC ML REV]\n{PASSES}"


TO_FINAL = card(2) + "campaign 76\n" + card(3) + card(5) + "campaign 79\n" + card(6) + card(7) + "campaign 78\n"


def test_6_1_a_card_after_a_won_victory_check_cites_6_1_not_7_3():
    """6.1, 7.2: a faction passing the check at a Campaign round's Victory phase ends the game
    there; a card after it is refused under 6.1 (7.3 is the ranking after the final round)."""
    state_text = HEAD.replace("[Players RAJ INC ML REV]", "[Players RAJ]")  # three Non-Players
    rp = Engine(parse(state_text + card(2) + "campaign 76\n" + card(3), "g.log"))
    result = rp.begin()
    for sid, space in rp.state.map.spaces.items():
        if not space.is_railway:
            rp.state.set_level(sid, terms.ACTIVE_OPPOSITION)  # the Non-Player Congress passes (7.2)
    for st in rp.log.statements:
        if not rp.feed(st):
            break
    assert [(f.rule, f.line) for f in result.violations] == [("6.1", 11)]
    assert rp.verdict.game_over and not rp.verdict.final


def test_6_3_5_a_card_after_the_final_round_is_itself_refused():
    """6.3.5: the final round ends the game after its Support phase; the next card line is the
    move refused (it was played, reported as out of deck order, and the line after it refused)."""
    r = replay_text(HEAD + TO_FINAL + card(8), "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("6.3.5", (HEAD + TO_FINAL).count("\n") + 1)]


def test_2_1_a_campaign_card_played_twice_is_one_located_finding_and_the_replay_goes_on():
    """2.1: each card once. The Short example with its first Campaign round written twice: one
    finding on the second `campaign 76` line (it stopped the replay with an unlocated error), and
    the replay goes on to the end of the game."""
    src = (EXAMPLES / "short-game.log").read_text().splitlines()
    start = next(i for i, line in enumerate(src) if line.startswith("campaign 76"))
    end = next(i for i in range(start + 1, len(src)) if src[i].startswith("card "))
    text = "\n".join(src[:end] + src[start:end] + src[end:]) + "\n"
    r = replay_text(text, "g.log")
    twice = [f for f in r.violations if f.rule == "2.1"]
    assert len(twice) == 1 and twice[0].line == end + 1 and "campaign 76" in twice[0].message
    assert r.verdict is not None and r.verdict.game_over  # the whole log was replayed


def test_6_3_1_the_final_rounds_finding_has_a_line():
    """6.3.1 (SUP-1): Gandhi in Jail and no Imperialism written in the final round, the log
    ending there: the finding is on the final `campaign` line (it had no line)."""
    text = HEAD + TO_FINAL
    rp = Engine(parse(text, "g.log"))
    result = rp.begin()
    statements = rp.log.statements
    final = max(i for i, st in enumerate(statements) if st.pos.line == text.count("\n"))
    for st in statements[:final]:
        rp.feed(st)
    rp.state.gandhi = terms.JAIL  # arrested before the final round
    rp.feed(statements[final])
    rp.end(result, 9)
    found = [(f.rule, f.line) for f in result.violations]
    assert found == [("6.3.1", text.count("\n"))]


def _final_phase_state(short):
    """Congress over its threshold (Opposition 22 > 20), the Revolutionaries further over theirs
    (Unrest in spaces of Population 17 or more: margin 3 or more), on an empty board."""
    for sid in ("bihar", "punjab", "united-provinces", "west-bengal", "east-bengal", "sind"):
        short.set_level(sid, terms.ACTIVE_OPPOSITION)
    pop = 0
    for space in sorted((s for s in short.map.spaces.values() if not s.is_railway), key=lambda s: -s.pop):
        if pop >= 17:
            break
        short.spaces[space.id].unrest = 1
        pop += space.pop
    return short


def test_vic_1_a_non_player_over_its_threshold_at_the_final_victory_phase_beats_the_best_margin(empty):
    """7.1, 7.2, 6.1, 8.10 (VIC-1): the final Campaign round begins with a Victory phase like any
    other; a Non-Player (Congress) passing the check there ends the game and the player (the
    Revolutionaries, best margin) loses. Solitaire: the best Non-Player wins and heads the
    ranking (8.10: "unless the player wins, the Non-Player with the highest margin wins")."""
    s = _final_phase_state(empty)
    v = victory_phase(s, [(terms.REV,)], final=False)
    margins = dict((g[0], m) for g, m in v.ranking)
    assert margins[terms.REV] > margins[terms.INC] > 0
    assert v.game_over and v.all_players_lose
    assert v.ranking[0][0] == (terms.INC,) and v.ranking[-1][0] == (terms.REV,)
    assert "Non-Player INC wins (8.10)" in v.reason


def test_vic_1_over_a_threshold_only_at_the_end_of_the_final_round_the_best_margin_wins(empty):
    """6.1 ("regardless of how many factions met their victory conditions"), 6.3.5, 7.3 (VIC-1):
    after the final round's Support phase there is no check; a Non-Player over its threshold
    then does not make the players lose: the best margin (the Revolutionaries') wins."""
    s = _final_phase_state(empty)
    for players in ([(terms.REV,)], [(terms.REV,), (terms.RAJ,)]):
        v = victory_phase(s, players, final=True)
        assert v.game_over and not v.all_players_lose and v.final
        assert v.ranking[0][0] == (terms.REV,)


def test_8_10_the_solitaire_verdict_names_the_winning_non_player_when_the_player_loses():
    """8.10: the player lost to a Non-Player passing the check: `gandhi margins` names the best
    Non-Player as the winner (it printed nothing)."""
    from gandhi_cli.cli.logs import solitaire_degree

    v = Verdict(True, True, (((terms.INC,), 2), ((terms.ML,), 0), ((terms.REV,), 3)), "NP INC passed")
    assert "Non-Player INC wins" in solitaire_degree(v, {terms.REV: terms.REV})
