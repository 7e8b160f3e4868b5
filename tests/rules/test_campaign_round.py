"""A Campaign round as the replay meets it (2.4, 6.0-6.5, 6.8, 7.3): the automatic phases at their
places, each faction's part in its order, the obligations of a part nobody wrote, and the end
of the game."""

from __future__ import annotations

import pytest
import yaml

from gandhi_cli.core.replay import replay_text
from gandhi_cli.io.resources import scenarios_dir
from gandhi_cli.model import terms

# Short scenario, seed 1 (its Campaign cards are 76, 79, 78; the Viceroy 77); the Campaign cards
# come 3rd, 6th and 9th: 76, 79 (then 1 left: Crisis), 78 final
HEAD = "[Scenario {scenario}]\n[Seed 1]\n[Deck 2 3 76 5 6 79 7 8 78]\n[Players RAJ INC ML REV]\n"
PASSES = "RAJ pass\nINC pass\nML pass\nREV pass\n"


def card(n: int, body: str = PASSES) -> str:
    return f"card {n} [RAJ INC ML REV]\n{body}"


FIRST = card(2)  # everything before the first Campaign (76)
AFTER_FIRST = card(3) + card(5)  # to the second (79)
TO_FINAL = "RAJ crisis: roll 3\n" + card(6) + card(7)  # from after 79 to the final (78)


def run(body: str, scenario: str = "short"):
    return replay_text(HEAD.format(scenario=scenario) + body, _log_beside(scenario))


def _log_beside(scenario: str) -> str:
    """The log's name: beside its scenario file, where a log may name one (issue #35 item 18)."""
    from pathlib import Path

    return str(Path(scenario.strip('"')).parent / "game.log") if "/" in scenario else "game.log"


def rules(result) -> list[str]:
    return [f.rule for f in result.violations]


def sid(result, name: str) -> str:
    return result.state.map.resolve(name)


def test_a_whole_game_of_passes_ends_with_the_final_ranking_2_4_1_7_3():
    """2.4 (each Campaign card revealed is played at once, the card it interrupts comes next),
    6.4.1 (the Campaign card becomes the Viceroy), 6.5 (Restraint and Unity from the Campaign
    cards left), 6.8 (the Crisis before the final Campaign), 2.4.1/6.3.5 (the final round ends
    the game) and 7.3 (ranking by margin, ties to the League before Congress)."""
    r = run(FIRST + "campaign 76\n" + AFTER_FIRST + "campaign 79\n" + TO_FINAL + "campaign 78\n")
    assert r.violations == []
    v = r.verdict
    assert v.game_over and not v.all_players_lose
    ranked = [g for g, _ in v.ranking]
    assert ranked[-2:] == [(terms.ML,), (terms.INC,)]  # both -11: the League wins the tie (7.1)
    assert [m for _, m in v.ranking] == sorted((m for _, m in v.ranking), reverse=True)
    assert r.state.viceroy == 79  # 78 ended the game before its Redeploy phase (6.3.5)


def test_viceroy_tracks_and_eligibility_after_a_round_6_4_1_6_5():
    """6.4.1 the new Viceroy; 6.5 step 4: Restraint and Unity = Campaign cards left (79, 78: 2);
    step 5: every faction Eligible; the interrupted card 3 is the next one (2.4)."""
    r = run(card(2, "RAJ sweep: select Delhi\nINC pass\nML pass\nREV pass\n") + "campaign 76\n" + card(3, ""))
    s = r.state
    assert r.violations == []
    assert s.viceroy == 76 and s.current_card == 3  # the card being played
    assert s.restraint == 2 and s.unity == 2
    assert set(s.eligibility.values()) == {terms.ELIGIBLE}


def test_resources_phase_in_the_round_6_2_2_6_2_3_1_8():
    """6.2.2: Raj +Econ of Railways without a Strike (40 - 4 for the GIP Bombay Line) - 2 per NV
    piece in Jail (2), capped at 50 (1.8) after each step (35 + 36 -> 50, - 4 -> 46); 6.2.3:
    Revolutionaries +2 per Base (2 Bases)."""
    r = run(FIRST + "campaign 76\n")  # the round is open: its Resources phase is behind it
    assert r.state.resources == {terms.RAJ: 46, terms.REV: 6 + 4}


def test_the_interrupted_card_comes_first_after_the_round_2_4():
    """2.4: the card the Campaign card swapped with is the first card of the next Campaign."""
    r = run(FIRST + "campaign 76\n" + card(5))
    assert "2.3.7" in rules(r)


def test_parts_in_the_order_of_the_phases_6_0():
    """6.0: the phases in order: Imperialism (6.3.1) comes before the Redeploy (6.4.2)."""
    r = run(FIRST + "campaign 76\nRAJ redeploy: move 1S Delhi>Calcutta\n"
            "RAJ imperialism: shift Karachi +1; release 1 INC; release 1 ML\n")
    assert rules(r) == ["6.3.1"]
    assert r.violations[0].line == 12


def test_imperialism_and_releases_in_the_support_phase_6_3_1():
    """6.3.1: 3 Resources per Unrest marker removed or level shifted, then two Activists per
    space from Jail (as far as Jail holds them: 1 Congress, 1 League)."""
    r = run(FIRST + "campaign 76\nRAJ imperialism: remove unrest Punjab; shift Punjab +1; shift Karachi +1;"
            " release 1 INC; release 1 ML\n")
    s = r.state
    assert r.violations == []
    assert s.spaces[sid(r, "Punjab")].unrest == 0 and s.spaces[sid(r, "Punjab")].level == 1
    assert s.spaces[sid(r, "Karachi")].level == 2
    assert s.jail.get(terms.INC_ACTIVISTS, 0) == 0 and s.jail.get(terms.ML_ACTIVISTS, 0) == 0
    assert s.resources[terms.RAJ] == 46 - 3 * 3


def test_constructive_programme_then_pakistan_movement_6_3_2_6_3_3():
    """6.3.2: Congress then the League, combined spaces up to Unity (3); 6.3.3: one League Base."""
    r = run(FIRST + "campaign 76\nINC constructive-programme: shift BP -2\n"
            "ML constructive-programme: shift Sind -1\nML pakistan-movement: place 1 MLB Sind\n")
    s = r.state
    assert r.violations == []
    assert s.spaces[sid(r, "Bombay Presidency")].level == -2
    assert s.spaces[sid(r, "Sind")].level == -2 and s.spaces[sid(r, "Sind")].ml_bases == 1


def test_league_before_congress_is_out_of_order_6_3_2():
    """6.3.2: 'Congress and then the Muslim League'."""
    r = run(FIRST + "campaign 76\nML constructive-programme: shift Sind -1\n"
            "INC constructive-programme: shift BP -1\n")
    assert rules(r) == ["6.3.2"]


def test_a_second_part_of_the_same_kind_is_reported_once_6_3_4():
    """6.3.4: one Secret Societies per round: a second statement is one violation."""
    r = run(FIRST + "campaign 76\nREV secret-societies: place 1 RB Gujarat\n"
            "REV secret-societies: place 1 RB Sind\n")
    assert rules(r) == ["6.3.4"]


def test_redeploy_obligations_hold_without_a_statement_6_4_2():
    """6.4.2: all Troops but one leave each City, written or not (the Raj deployed 2 more into
    Delhi on card 2, and writes no Redeploy)."""
    r = run(card(2, "RAJ deploy: place 2T Delhi\nINC pass\nML pass\nREV pass\n") + "campaign 76\n" + card(3))
    assert r.violations == []
    assert r.state.spaces[sid(r, "Delhi")].troops == 1


def test_gandhi_left_in_jail_is_reported_6_3_1():
    """6.3.1: 'Finally, if Gandhi is in Jail, release him to any space without Raj Control',
    even when the Raj writes no Imperialism (SUP-1); Gandhi was arrested by an Assault (3.2.4)."""
    jailed = card(2, "RAJ assault: arrest gandhi BP\nINC pass\nML pass\nREV pass\n")
    r = run(jailed + "campaign 76\n" + card(3))
    assert rules(r) == ["6.3.1"]
    assert r.state.gandhi == terms.JAIL
    r = run(jailed + "campaign 76\nRAJ imperialism: release gandhi to Gujarat\n" + card(3))
    assert r.violations == []
    assert r.state.gandhi == r.state.map.resolve("Gujarat")


def test_no_move_after_the_final_round_6_3_5():
    """6.3.5: the final round ends the game after the Support phase: a Redeploy, or another card,
    is reported."""
    body = FIRST + "campaign 76\n" + AFTER_FIRST + "campaign 79\n" + TO_FINAL
    r = run(body + "campaign 78\nRAJ redeploy: move 1S Delhi>Calcutta\n")
    assert rules(r) == ["6.3.5"]
    r = run(body + "campaign 78\n" + card(8))
    assert rules(r) == ["6.3.5"]  # the card after the final round is refused (6.3.5)


def test_the_crisis_before_the_final_campaign_6_8():
    """6.8: with one Campaign card left the Reset puts Restraint and Unity at 1: a Crisis; the
    Raj may then move up to a die roll of cubes from Out of Play to Cities."""
    r = run(FIRST + "campaign 76\n" + AFTER_FIRST
            + "campaign 79\nRAJ crisis: roll 2; place 2T Delhi from out-of-play\n")
    assert r.violations == []
    assert r.state.crisis
    assert r.state.spaces[sid(r, "Delhi")].troops == 3


@pytest.fixture
def rev_winning(tmp_path):
    """The Short scenario with Unrest in four more spaces: Revolutionary marker 6 + 8 = 14... plus
    Delhi's 1: 15 > 14, so the Revolutionaries pass the victory check (7.2)."""
    data = yaml.safe_load((scenarios_dir() / "short.yaml").read_text())
    data.pop("printed_totals", None)
    extra = {"United Provinces": 2, "Bihar": 2, "Bombay Presidency": 2, "West Bengal": 2, "Delhi": 1}
    seen = set()
    for entry in data["spaces"]:
        if entry["space"] in extra:
            entry["unrest"] = 1
            seen.add(entry["space"])
    for name in set(extra) - seen:
        data["spaces"].append({"space": name, "unrest": 1})
    path = tmp_path / "rev-winning.yaml"
    path.write_text(yaml.safe_dump(data))
    return f'"{path}"'


def test_victory_phase_ends_the_game_7_2(rev_winning):
    """6.1: a player passing its victory check ends the game at the Campaign round; a card after
    it is reported under 6.1 (the game ends there, 7.2), not 7.3."""
    r = run(FIRST + "campaign 76\n" + card(3), scenario=rev_winning)
    v = r.verdict
    assert v.game_over and v.ranking[0] == ((terms.REV,), 1)
    assert rules(r) == ["6.1"]  # the game ended at the victory check (6.1, 7.2)


def test_a_non_player_passing_means_every_player_loses_7_1(rev_winning):
    """7.1: if a Non-Player faction passes the check, all players lose."""
    text = HEAD.format(scenario=rev_winning).replace("[Players RAJ INC ML REV]", "[Players RAJ INC ML]")
    r = replay_text(text + FIRST + "campaign 76\n", _log_beside(rev_winning))
    assert r.verdict.game_over and r.verdict.all_players_lose
