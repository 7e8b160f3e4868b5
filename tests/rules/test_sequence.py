"""Sequence of play for an Event card (2.3.1-2.3.7) and the Campaign card swap (2.4)."""

from __future__ import annotations

import pytest

from gandhi_cli.io.errors import RuleViolation
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS, CardTurn, next_card, pass_reward

ORDER = (terms.RAJ, terms.INC, terms.ML, terms.REV)  # card #1's order (tutorial, IT:2523-2557)
ALL = frozenset(terms.FACTIONS)


def rule_of(fn) -> str:
    with pytest.raises(RuleViolation) as exc:
        fn()
    return exc.value.rule


def test_leftmost_eligible_chooses_first_2_3_2():
    turn = CardTurn(1, ORDER, ALL)
    assert turn.next_faction() == terms.RAJ
    assert rule_of(lambda: turn.record(terms.INC, OP_ONLY)) == "2.3.2"
    assert turn.done == []


def test_ineligible_factions_are_skipped_2_3_1():
    # Tutorial card 5 (#1): the Raj acted on the card before, so Congress is 1st Eligible (IT:2529).
    turn = CardTurn(1, ORDER, ALL - {terms.RAJ})
    assert turn.next_faction() == terms.INC
    assert rule_of(lambda: turn.record(terms.RAJ, EVENT)) == "2.3.1"


def test_second_eligible_after_op_only_may_only_take_a_limited_op_2_3_4():
    # Tutorial card 4 (#26): the Raj takes an Op only, leaving Congress a Limited Op or a Pass
    # (IT:2521-2523).
    turn = CardTurn(26, ORDER, frozenset({terms.RAJ, terms.INC}))
    turn.record(terms.RAJ, OP_ONLY)
    assert rule_of(lambda: turn.record(terms.INC, EVENT)) == "2.3.4"
    assert rule_of(lambda: turn.record(terms.INC, OP_SA)) == "2.3.4"
    turn.record(terms.INC, PASS)
    assert turn.finished  # the last Eligible faction passed (2.3.3)
    assert turn.eligibility_after() == {terms.RAJ: terms.INELIGIBLE, terms.INC: terms.ELIGIBLE,
                                        terms.ML: terms.ELIGIBLE, terms.REV: terms.ELIGIBLE}


def test_second_eligible_options_2_3_4():
    after_sa = CardTurn(1, ORDER, ALL)
    after_sa.record(terms.RAJ, OP_SA)
    assert after_sa.options() == {PASS, LIMITED_OP, EVENT}
    after_event = CardTurn(1, ORDER, ALL)
    after_event.record(terms.RAJ, EVENT)
    assert after_event.options() == {PASS, OP_ONLY, OP_SA, LIMITED_OP}
    after_event.record(terms.INC, OP_SA)
    assert after_event.finished


def test_a_pass_hands_the_same_options_to_the_next_faction_2_3_3():
    turn = CardTurn(1, ORDER, ALL)
    turn.record(terms.RAJ, PASS)
    assert turn.next_faction() == terms.INC and turn.position() == 1
    turn.record(terms.INC, EVENT)  # still the 1st Eligible's options
    turn.record(terms.ML, PASS)
    turn.record(terms.REV, OP_SA)
    assert turn.finished
    assert turn.eligibility_after() == {terms.RAJ: terms.ELIGIBLE, terms.INC: terms.INELIGIBLE,
                                        terms.ML: terms.ELIGIBLE, terms.REV: terms.INELIGIBLE}


def test_no_third_faction_acts_2_3_6():
    turn = CardTurn(1, ORDER, ALL)
    turn.record(terms.RAJ, EVENT)
    turn.record(terms.INC, OP_ONLY)
    assert rule_of(lambda: turn.record(terms.ML, OP_ONLY)) == "2.3.6"


def test_events_can_override_eligibility_2_3_6():
    # e.g. #12 shaded: "The executing Faction stays Eligible"; #29 unshaded makes one Ineligible.
    turn = CardTurn(12, ORDER, ALL)
    turn.record(terms.RAJ, EVENT)
    turn.record(terms.INC, OP_ONLY)
    after = turn.eligibility_after(made_eligible={terms.RAJ}, made_ineligible={terms.ML})
    assert after == {terms.RAJ: terms.ELIGIBLE, terms.INC: terms.INELIGIBLE, terms.ML: terms.INELIGIBLE,
                     terms.REV: terms.ELIGIBLE}


def test_order_must_name_each_faction_once_2_3_2():
    assert rule_of(lambda: CardTurn(1, (terms.RAJ, terms.RAJ, terms.ML, terms.REV), ALL)) == "2.3.2"


def test_pass_rewards_2_3_3(short):
    pass_reward(short, terms.RAJ)
    pass_reward(short, terms.REV)
    assert short.resources == {terms.RAJ: 35, terms.REV: 6}
    unity = short.unity
    pass_reward(short, terms.INC, terms.INC_ACTIVISTS)  # its own Activist: Unity unchanged
    assert short.unity == unity and short.out_of_play[terms.INC_ACTIVISTS] == 4
    pass_reward(short, terms.INC, terms.ML_ACTIVISTS)  # the other NV faction's: Unity +1
    assert short.unity == unity + 1 and short.out_of_play[terms.ML_ACTIVISTS] == 4
    assert rule_of(lambda: pass_reward(short, terms.RAJ, terms.INC_ACTIVISTS)) == "2.3.3"


def test_resources_from_a_pass_stop_at_50_1_8(short):
    short.resources[terms.RAJ] = 49
    pass_reward(short, terms.RAJ)
    assert short.resources[terms.RAJ] == 50


def test_next_card_and_the_campaign_swap_2_3_7_2_4():
    s = setup("tutorial", seed=0)
    seen = [s.current_card]
    campaign = False
    while not campaign:
        campaign = next_card(s)
        seen.append(s.current_card)
    # IT:2656: Campaign card #75 is revealed after Cellular Jail (#32) becomes current; they swap
    # and #32 will be the first card of the next Campaign.
    assert seen == [60, 57, 65, 26, 1, 20, 44, 4, 75]
    assert s.deck[0] == 32
    assert s.played == [60, 57, 65, 26, 1, 20, 44, 4]


def test_a_choice_out_of_turn_takes_no_ones_turn_2_3_2_2_3_6():
    """2.3.2, 2.3.6 (IT:345, IT:371-375; SEQ-7): after the Raj's Event, the League acting before
    Congress (2nd Eligible) is out of turn; applied as written it makes the League Ineligible,
    and Congress keeps its turn with the 2nd Eligible's options after an Event (2.3.4)."""
    turn = CardTurn(1, ORDER, ALL)
    turn.record(terms.RAJ, EVENT)
    assert rule_of(lambda: turn.record(terms.ML, OP_SA)) == "2.3.2"
    assert turn.record_out_of_turn(terms.ML, OP_SA) == terms.INC
    assert turn.finished  # two factions acted: the card may end here (no 2.3.3)
    turn.record(terms.INC, OP_SA)  # Congress's own turn, not a third action (2.3.6)
    assert rule_of(lambda: turn.record(terms.REV, PASS)) == "2.3.6"
    assert turn.eligibility_after() == {terms.RAJ: terms.INELIGIBLE, terms.INC: terms.INELIGIBLE,
                                        terms.ML: terms.INELIGIBLE, terms.REV: terms.ELIGIBLE}
