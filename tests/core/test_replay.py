"""The replay engine and the sequence of play (2.3-2.3.7): every violation reported with its
line, the replay going on after each, and end-of-turn choices (3.2.4, 6.8)."""

from __future__ import annotations

import pytest

from gandhi_cli.core.replay import replay_text
from gandhi_cli.io.errors import InputError
from gandhi_cli.model import terms

HEAD = "[Scenario short]\n[Deck 2 3 5 6 7 8]\n"


def run(body: str):
    return replay_text(HEAD + body, "game.log")


def rules(result) -> list[str]:
    return [f.rule for f in result.violations]


def test_passes_give_their_rewards_2_3_3():
    """2.3.3: Raj +3, Revolutionaries +1, an NV faction may move an Activist from Out of Play
    (Unity +1 for the other NV faction's)."""
    r = run("card 2 [RAJ INC ML REV]\nRAJ pass\nINC pass out-of-play 1 ML\nML pass\nREV pass\n")
    s = r.state
    assert r.violations == []
    assert s.resources == {terms.RAJ: 35, terms.REV: 6}
    assert s.out_of_play[terms.ML_ACTIVISTS] == 4
    assert s.unity == 4
    # 2.3.6: all passed, all stay Eligible
    assert set(s.eligibility.values()) == {terms.ELIGIBLE}


def test_eligibility_after_acting_2_3_6():
    """2.3.6: the two factions that acted are Ineligible on the next card; 2.3.1 forbids them."""
    r = run("card 2 [RAJ INC ML REV]\nRAJ sweep: select Delhi\nINC pass\nML pass\nREV pass\n"
            "card 3 [RAJ INC ML REV]\nRAJ pass\n")
    assert rules(r) == ["2.3.1"]
    assert r.violations[0].line == 9


def test_order_of_the_card_2_3_2():
    r = run("card 2 [RAJ INC ML REV]\nINC pass\n")
    assert rules(r) == ["2.3.2"]
    assert "RAJ chooses before INC" in r.violations[0].message


def test_second_eligible_options_2_3_4():
    """2.3.4: after an Operation only, the 2nd Eligible may take only a Limited Operation."""
    r = run("card 2 [RAJ REV INC ML]\nRAJ sweep: select Delhi\nREV pass\nINC pass\nML pass\n")
    assert r.violations == []
    r = run("card 2 [RAJ INC ML REV]\nRAJ sweep: select Delhi\nINC pass\nML pass\n"
            "REV event unshaded\n")
    assert rules(r) == ["2.3.4"]


def test_card_ended_before_every_eligible_faction_chose_2_3_3():
    r = run("card 2 [RAJ INC ML REV]\nRAJ pass\ncard 3 [RAJ INC ML REV]\n")
    assert rules(r) == ["2.3.3"]
    assert r.violations[0].line == 5


def test_cards_follow_the_deck_2_3_7():
    """2.3.7: the next card is the top of the draw deck; the log's card is played as written."""
    r = run("card 2 [RAJ INC ML REV]\nRAJ pass\nINC pass\nML pass\nREV pass\ncard 5 [RAJ INC ML REV]\n")
    assert rules(r) == ["2.3.7"]
    assert r.state.current_card == 5 and r.state.deck[0] == 3


def test_a_card_played_twice_2_1():
    r = replay_text("[Scenario short]\ncard 2\nRAJ pass\nINC pass\nML pass\nREV pass\ncard 2\n", "g.log")
    assert "2.1" in rules(r)


def test_every_violation_is_reported_with_its_line():
    """Standards: every violation in a log, not just the first, each with its own line."""
    r = run("card 2 [RAJ INC ML REV]\n"
            "INC pass\n"                        # line 4: out of order (2.3.2)
            "RAJ sweep: move 1T Delhi>Bihar\n"  # line 5: not adjacent (3.2.3)
            "ML pass\nREV pass\n"
            "card 3 [RAJ INC ML REV]\n"
            "RAJ pass\n")                       # line 9: Ineligible (2.3.1)
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.2", 4), ("3.2.3", 5), ("2.3.1", 9)]


def test_same_log_same_state():
    body = "card 2 [RAJ INC ML REV]\nRAJ sweep: select Delhi\nINC pass\nML pass\nREV pass\n"
    a, b = run(body).state, run(body).state
    assert a.spaces == b.spaces and a.resources == b.resources and a.deck == b.deck


def test_crisis_window_6_8(tmp_path):
    """6.8: a Crisis begun during a turn lets the Raj move up to a die roll of cubes from Out
    of Play at its end; without a Crisis the same statement is a violation. (A Short set-up with
    Restraint 1; the Event #13 unshaded shifts Unity -2.)"""
    import yaml

    from gandhi_cli.io.resources import scenarios_dir

    data = yaml.safe_load((scenarios_dir() / "short.yaml").read_text())
    data["restraint"] = 1
    (tmp_path / "low.yaml").write_text(yaml.safe_dump(data))
    head = '[Scenario "low.yaml"]\n[Deck 13 2]\n'  # beside the log (issue #35 item 18)
    log = str(tmp_path / "game.log")
    crisis = "card 13 [INC RAJ ML REV]\nINC event unshaded: unity -2\n"
    r = replay_text(head + crisis + "RAJ crisis: roll 3; place 2T Delhi from out-of-play; "
                    "place 1S Punjab from out-of-play\n", log)
    assert r.violations == []
    s = r.state
    assert s.crisis and s.out_of_play[terms.TROOPS] == 2 and s.out_of_play[terms.SEPOYS] == 9
    r = replay_text(head + "card 13 [INC RAJ ML REV]\nINC pass\nRAJ crisis: roll 3; place 2T Delhi from out-of-play\n",
                    log)
    assert rules(r) == ["6.8"]
    r = replay_text(head + crisis + "RAJ crisis: roll 1; place 2T Delhi from out-of-play\n", log)
    assert rules(r) == ["6.8"]


def test_protests_only_after_gandhis_arrest_3_2_4():
    r = run("card 2 [INC RAJ ML REV]\nINC pass\nINC protests: add protest Bihar\n")
    assert rules(r) == ["3.2.4"]


def test_unknown_activity_for_the_faction_3_0():
    r = run("card 2 [REV RAJ INC ML]\nREV deploy: place 1T Delhi\n")
    assert rules(r) == ["3.0"]


@pytest.mark.parametrize("text, needle", [
    ("card 2\n", "names no scenario"),
    ("[Scenario short]\n[Sed 3]\n", "did you mean [Seed"),
    ("[Scenario short]\n[Seed 1]\n[Seed 2]\n", "twice"),
    ("[Scenario short]\n[Deck 1 1]\n", "twice"),
    ("[Scenario nosuch]\n", "unknown scenario"),
])
def test_unusable_logs_raise_input_errors(text, needle):
    with pytest.raises(InputError) as exc:
        replay_text(text, "bad.log")
    assert needle in str(exc.value)


def test_2_1_a_card_played_twice_is_one_finding_not_a_cascade():
    """2.1: a card line repeated by mistake is reported once ("already played") and the card is
    played again as written; the deck stays whole, so later steps are not all refused."""
    from pathlib import Path

    from gandhi_cli.core.replay import replay_text

    src = (Path(__file__).resolve().parents[2] / "examples" / "events.log").read_text().splitlines()
    i = next(k for k, line in enumerate(src) if line.startswith("card 68"))
    src.insert(i + 3, src[i])  # card 68 again, after Red Fort Trials' Event
    result = replay_text("\n".join(src) + "\n")
    rules = [f.rule for f in result.violations]
    assert rules.count("2.1") == 1
    assert not any("appear twice" in f.message for f in result.violations)


def test_empty_special_activity_does_not_open_the_event_2_3_4():
    """2.3.4 (IT:358, IT:364), 4.3.1 (IT:723 "Scegliete uno spazio"): a Negotiate in no space is no
    Special Activity: it is reported, the 1st Eligible counts as having done an Operation only,
    so the 2nd Eligible may not take the Event."""
    r = run("card 2 [INC ML RAJ REV]\nINC rally: place 1 INC Gujarat + negotiate\nML event unshaded\n")
    assert [(f.rule, f.line) for f in r.violations] == [("4.3.1", 4), ("2.3.4", 5)]
    assert "no Special Activity" in r.violations[0].message
    assert "an Operation only" in r.violations[1].message


def test_operation_in_no_space_carries_no_special_activity_4_1():
    """2.3.4 (IT:357-358: an Operation "in uno o più spazi"), 4.1 (IT:632): a Rally that chooses no
    space cannot carry Satyagraha; the turn counts as an Operation only (2.3.4)."""
    r = run("card 2 [INC ML RAJ REV]\nINC rally + satyagraha: move gandhi BP>Gujarat; place 1 INC Gujarat\n"
            "ML event unshaded\n")
    assert [(f.rule, f.line) for f in r.violations] == [("4.1", 4), ("2.3.4", 5)]
    assert "chooses no space" in r.violations[0].message
    assert r.state.gandhi == "gujarat"  # applied as written


def test_the_faction_jumped_out_of_turn_keeps_its_turn_2_3_2_2_3_6():
    """2.3.2 (IT:345): on card 2 [RAJ INC ML REV], after the Raj's Operation Congress is 2nd
    Eligible; the League acting before it is one mistake. Congress's own choice that follows is
    its turn, not a third action on a done card (2.3.6): one finding, and the recovery says so.
    2.3.6 (IT:371-375): every faction that executed an Operation, the League's too, is Ineligible."""
    r = run("card 2 [RAJ INC ML REV]\nRAJ sweep: select Delhi\nML demonstrate limited: select punjab\n"
            "INC rally limited: select bihar\n")
    assert rules(r) == ["2.3.2"]
    assert r.violations[0].line == 5
    assert "INC keeps its turn on card 2" in r.violations[0].recovery
    assert r.state.eligibility == {terms.RAJ: terms.INELIGIBLE, terms.INC: terms.INELIGIBLE,
                                   terms.ML: terms.INELIGIBLE, terms.REV: terms.ELIGIBLE}


def test_a_choice_out_of_turn_does_not_set_the_1st_eligibles_options_2_3_4():
    """2.3.2, 2.3.4 (IT:345, IT:353-365): Congress's Limited Operation before the Raj's turn is out
    of turn; the Raj, still 1st Eligible, may take a full Operation (not only a Limited one, as
    it would after a 1st Eligible's Operation). Two factions acted: the League's choice after
    them is a third on a done card (2.3.6)."""
    r = run("card 2 [RAJ INC ML REV]\nINC rally limited: select bihar\nRAJ sweep: select Delhi\nML pass\n")
    assert rules(r) == ["2.3.2", "2.3.6"]
    assert [v.line for v in r.violations] == [4, 6]
    assert "RAJ keeps its turn on card 2" in r.violations[0].recovery
