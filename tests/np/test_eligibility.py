"""The NP Eligibility chart (8.2.1; aid sheet IT:2925-2938), row by row."""

import pytest

from gandhi_cli.np.eligibility import Situation, choose, sure_first_next
from gandhi_cli.rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS


def sit(**kw):
    base = dict(position=1, first_action=None, current_critical=False, current_effective=False,
                next_eligible_critical=False, sure_first_next=False, next_critical=False)
    base.update(kw)
    return Situation(**base)


def test_8_2_1_first_eligible_row_1_critical_and_effective_event():
    assert choose(sit(current_critical=True, current_effective=True))[0] == EVENT


def test_8_2_1_first_eligible_critical_but_not_effective_is_not_the_event():
    assert choose(sit(current_critical=True, current_effective=False))[0] == OP_SA


def test_8_2_1_first_eligible_row_2_next_eligible_could_take_a_critical_event():
    assert choose(sit(next_eligible_critical=True))[0] == OP_ONLY


def test_8_2_1_first_eligible_row_3_pass_for_the_next_critical_event():
    assert choose(sit(sure_first_next=True, next_critical=True))[0] == PASS
    assert choose(sit(sure_first_next=False, next_critical=True))[0] == OP_SA


def test_8_2_1_first_eligible_row_4_otherwise_op_and_sa():
    assert choose(sit())[0] == OP_SA


def test_8_2_1_second_eligible_row_1_pass_when_it_cannot_take_the_current_critical_event():
    s = sit(position=2, first_action=OP_ONLY, current_critical=True, current_effective=True,
            sure_first_next=True, next_critical=True)
    assert choose(s)[0] == PASS  # Op only by the 1st: the current Event is out of reach
    s2 = sit(position=2, first_action=OP_SA, current_critical=True, current_effective=True,
             sure_first_next=True, next_critical=True)
    assert choose(s2)[0] == EVENT  # it can take the current Critical Event: row 1 does not apply


def test_8_2_1_second_eligible_row_2_effective_event_after_op_and_sa():
    assert choose(sit(position=2, first_action=OP_SA, current_effective=True))[0] == EVENT


def test_8_2_1_second_eligible_row_3_pass_when_surely_first_next():
    assert choose(sit(position=2, first_action=OP_SA, sure_first_next=True))[0] == PASS


@pytest.mark.parametrize("first,effective", [(OP_ONLY, True), (LIMITED_OP, False), (OP_SA, False)])
def test_8_2_1_second_eligible_row_4_limited_op(first, effective):
    assert choose(sit(position=2, first_action=first, current_effective=effective))[0] == LIMITED_OP


def test_8_2_1_second_eligible_row_5_op_and_sa_after_an_event():
    assert choose(sit(position=2, first_action=EVENT))[0] == OP_SA


def test_8_2_1_surely_first_eligible_next_card_only_if_every_faction_left_of_it_acted():
    assert sure_first_next("ML", ("RAJ", "ML", "INC", "REV"), ["RAJ"])
    assert not sure_first_next("ML", ("RAJ", "INC", "ML", "REV"), ["RAJ"])
    assert sure_first_next("RAJ", ("RAJ", "INC", "ML", "REV"), [])  # leftmost: nobody before it
    assert not sure_first_next("RAJ", (), [])  # the next card's order unknown: not sure


def test_8_2_1_first_eligible_row_3_needs_both_conditions_else_row_4():
    """IT:1134: Pass only if surely 1st Eligible next AND that Event is Critical; otherwise ④."""
    assert choose(sit(sure_first_next=True, next_critical=False))[0] == OP_SA


def test_8_2_1_first_eligible_rows_apply_in_order():
    """IT:1132-1135: ① before ②, ② before ③ ('Altrimenti')."""
    assert choose(sit(current_critical=True, current_effective=True, next_eligible_critical=True,
                      sure_first_next=True, next_critical=True))[0] == EVENT
    assert choose(sit(next_eligible_critical=True, sure_first_next=True, next_critical=True))[0] == OP_ONLY


def test_8_2_1_second_eligible_row_1_applies_before_row_2():
    """IT:1139-1142: the current Event is not Critical, so ① (Pass) applies although ② (Event after
    Op + SA, Effective) would too."""
    s = sit(position=2, first_action=OP_SA, current_critical=False, current_effective=True,
            sure_first_next=True, next_critical=True)
    assert choose(s)[0] == PASS
    # Critical but not Effective: the NP cannot implement it, so ① applies (IT:1142)
    s2 = sit(position=2, first_action=OP_SA, current_critical=True, current_effective=False,
             sure_first_next=True, next_critical=True)
    assert choose(s2)[0] == PASS


def test_8_2_1_second_eligible_row_1_needs_the_next_event_critical():
    """IT:1141: without a Critical next Event, ① does not apply and ② gives the Event."""
    s = sit(position=2, first_action=OP_SA, current_effective=True, sure_first_next=True, next_critical=False)
    assert choose(s)[0] == EVENT
    # and not surely 1st next: ① does not apply either
    s2 = sit(position=2, first_action=OP_SA, current_effective=True, sure_first_next=False, next_critical=True)
    assert choose(s2)[0] == EVENT


def test_8_2_1_second_eligible_row_3_before_row_4():
    """IT:1144-1145: surely 1st Eligible next: Pass, even after an Op only by the 1st."""
    assert choose(sit(position=2, first_action=OP_ONLY, sure_first_next=True))[0] == PASS


@pytest.mark.parametrize("first", [EVENT, OP_ONLY, LIMITED_OP])
def test_8_2_1_second_eligible_row_1_when_the_first_did_not_leave_the_event(first):
    """IT:1142: the current Critical Event is out of reach unless the 1st Eligible chose an Op +
    SA (2.3.4: after the Event, or an Op only, the 2nd may not take it): ① Pass applies."""
    s = sit(position=2, first_action=first, current_critical=True, current_effective=True,
            sure_first_next=True, next_critical=True)
    assert choose(s)[0] == PASS


def test_8_2_1_not_on_the_next_cards_order_is_not_surely_first():
    """8.2.1: a faction the next card does not list is not surely its 1st Eligible."""
    assert not sure_first_next("ML", ("RAJ", "INC", "REV"), ["RAJ", "INC", "REV"])
