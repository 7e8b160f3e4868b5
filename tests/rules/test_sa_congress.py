"""Congress Special Activities (4.3): Negotiate 4.3.1, Satyagraha 4.3.2, Persuade 4.3.3: legal
uses checked piece by piece, each condition's violation by rule, and the rulebook's examples."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState

INC, ML = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS
RALLY = "INC rally: place 1 INC UP"


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


@pytest.fixture
def s(empty: GameState) -> GameState:
    empty.restraint, empty.unity = 2, 3
    return empty


# ===================================================================== Negotiate (4.3.1)
@pytest.fixture
def wb(s: GameState) -> GameState:
    """4.3.1 example: West Bengal a Muslim State with 2 Congress Activists, 1 Muslim League
    Activist and 1 Sepoy."""
    s.place(INC, "west-bengal", 2)
    s.place(ML, "west-bengal", 1)
    s.place(terms.SEPOYS, "west-bengal", 1)
    s.set_muslim_state("west-bengal")
    s.set_level("west-bengal", terms.PASSIVE_SUPPORT)
    return s


def test_negotiate_example_removes_muslim_state(wb):
    """4.3.1 example: no Protest to remove, Restraint +1; Congress pieces outnumber ML pieces:
    the Muslim State goes, Raj Control returns, the space is Neutral."""
    assert perform(wb, f"{RALLY} + negotiate: remove muslim-state WB") == []
    assert not wb.spaces["west-bengal"].muslim_state
    assert wb.spaces["west-bengal"].level == terms.NEUTRAL
    assert wb.raj_control("west-bengal")
    assert wb.restraint == 3


def test_negotiate_removes_protest_and_raises_restraint(s):
    """4.3.1: the Protest marker goes (Activists Inactive), Restraint +1; no option taken."""
    s.place(INC, "bihar", 1)
    s.place_protest("bihar")
    assert perform(s, f"{RALLY} + negotiate: select Bihar") == []
    assert not s.spaces["bihar"].protest and not s.activists_active("bihar")
    assert s.restraint == 3


def test_negotiate_roll_releases_gandhi(s):
    """4.3.1: a roll above the Protests in India (1 left, Delhi's): Gandhi from Jail to the space,
    which shifts one level toward Active Support."""
    s.gandhi = terms.JAIL
    s.place(INC, "bihar", 1)
    s.place_protest("bihar")
    s.place_protest("delhi")
    assert perform(s, f"{RALLY} + negotiate: select Bihar; roll 2") == []
    assert s.gandhi == "bihar"
    assert s.spaces["bihar"].level == terms.PASSIVE_SUPPORT
    assert s.restraint == 3


def test_negotiate_roll_too_low(s):
    """4.3.1: a roll not above the Protests in India releases nobody."""
    s.gandhi = terms.JAIL
    s.place(INC, "bihar", 1)
    s.place_protest("delhi")
    assert perform(s, f"{RALLY} + negotiate: select Bihar; roll 1") == []
    assert s.gandhi == terms.JAIL and s.spaces["bihar"].level == terms.NEUTRAL


def test_negotiate_before_the_operation(s):
    """4.1: the Special Activity may come first; Negotiate with Demonstrate."""
    s.place(INC, "bihar", 2)
    assert perform(s, "INC negotiate: select Bihar + demonstrate: move 1 INC Bihar>UP") == []
    assert s.restraint == 3


def test_negotiate_needs_congress_activists(wb):
    wb.place(ML, "punjab", 1)
    assert rules(perform(wb, f"{RALLY} + negotiate: select Punjab")) == ["4.3.1"]


def test_negotiate_not_under_raj_control(s):
    s.place(INC, "bihar", 1)
    s.place(terms.TROOPS, "bihar", 2)
    assert rules(perform(s, f"{RALLY} + negotiate: select Bihar")) == ["4.3.1"]


def test_negotiate_not_a_space_chosen_for_the_operation(s):
    """4.3.1, 3.1.1: Negotiate may not choose a space the Operation chose."""
    s.place(INC, "united-provinces", 1)
    assert rules(perform(s, f"{RALLY} + negotiate: select UP")) == ["4.3.1"]


def test_negotiate_only_with_rally_demonstrate_civil_disobedience(s):
    """4.3.1, 4.1.2: not with Non-Cooperation."""
    s.place(INC, "bihar", 1)
    s.place(INC, "coastal-andhra", 1)
    s.place_protest("coastal-andhra")
    assert rules(perform(s, "INC nc: select CA + negotiate: select Bihar")) == ["4.3.1"]


def test_negotiate_one_space(s):
    s.place(INC, "bihar", 1)
    s.place(INC, "orissa", 1)
    f = perform(s, f"{RALLY} + negotiate: select Bihar Orissa")
    assert rules(f) == ["4.3.1"]
    assert s.restraint == 3


def test_negotiate_muslim_state_needs_congress_majority(wb):
    """4.3.1: Congress pieces (Activists + Gandhi) must exceed ML pieces (Activists + Bases)."""
    wb.place(terms.ML_BASES, "west-bengal", 1)
    assert rules(perform(wb, f"{RALLY} + negotiate: remove muslim-state WB")) == ["4.3.1"]


def test_negotiate_gandhi_counts_for_congress(wb):
    wb.place(terms.ML_BASES, "west-bengal", 1)
    wb.gandhi = "west-bengal"
    assert perform(wb, f"{RALLY} + negotiate: remove muslim-state WB") == []


def test_negotiate_muslim_state_must_be_there(s):
    s.place(INC, "bihar", 1)
    assert rules(perform(s, f"{RALLY} + negotiate: remove muslim-state Bihar")) == ["4.3.1"]


def test_negotiate_one_option(wb):
    """4.3.1: either the roll or the Muslim State."""
    f = perform(wb, f"{RALLY} + negotiate: remove muslim-state WB; roll 6")
    assert rules(f) == ["4.3.1"]


def test_negotiate_roll_needs_the_space_first(s):
    s.place(INC, "bihar", 1)
    assert rules(perform(s, f"{RALLY} + negotiate: roll 4")) == ["4.3.1"]


# ===================================================================== Satyagraha (4.3.2)
def test_satyagraha_example(s):
    """4.3.2 example: Gandhi moves to United Provinces, a Congress Activist is placed there and
    the Raj loses Control."""
    s.gandhi = "bihar"
    s.place_protest("united-provinces")
    s.place(INC, "united-provinces", 1)
    s.place(terms.TROOPS, "united-provinces", 3)
    assert s.raj_control("united-provinces")
    assert perform(s, "INC rally: place 1 INC Orissa + satyagraha: move gandhi Bihar>UP; place 1 INC UP") == []
    assert s.gandhi == "united-provinces"
    assert s.spaces["united-provinces"].inc_activists == 2
    assert not s.raj_control("united-provinces")


def test_satyagraha_removes_protest_and_one_unrest(s):
    """4.3.2: a Protest (if present) plus one Unrest (if present); Gandhi from any distance."""
    s.gandhi = "madras"
    s.place_protest("united-provinces")
    s.add_unrest("united-provinces")
    s.add_unrest("united-provinces")
    assert perform(s, f"{RALLY} + satyagraha: move gandhi Madras>UP; remove protest UP") == []
    up = s.spaces["united-provinces"]
    assert (up.protest, up.unrest) == (False, 1)


def test_satyagraha_remove_unrest_is_the_same_option(s):
    s.place_protest("bihar")
    s.add_unrest("bihar")
    assert perform(s, f"{RALLY} + satyagraha: place gandhi Bihar; remove unrest Bihar") == []
    assert (s.spaces["bihar"].protest, s.spaces["bihar"].unrest, s.gandhi) == (False, 0, "bihar")


def test_satyagraha_first_option_written_in_full(s):
    """4.3.2 (IT:735, JA:819): the first option is "a Protest marker (if present) plus an Unrest
    marker (if present)": written as both steps it is one option, and one Unrest goes, not two."""
    s.gandhi = "madras"
    s.place_protest("united-provinces")
    s.add_unrest("united-provinces")
    s.add_unrest("united-provinces")
    f = perform(s, f"{RALLY} + satyagraha: move gandhi Madras>UP; remove protest UP; remove unrest UP")
    assert f == []
    up = s.spaces["united-provinces"]
    assert (up.protest, up.unrest) == (False, 1)


def test_satyagraha_removes_one_unrest_marker(s):
    """4.3.2 (IT:735): one Unrest marker: a second 'remove unrest' is reported and skipped."""
    s.gandhi = "madras"
    s.add_unrest("united-provinces")
    s.add_unrest("united-provinces")
    f = perform(s, f"{RALLY} + satyagraha: move gandhi Madras>UP; remove unrest UP; remove unrest UP")
    assert rules(f) == ["4.3.2"] and "one Unrest marker" in f[0].message
    assert s.spaces["united-provinces"].unrest == 1


def test_satyagraha_gandhi_from_jail_if_the_raj_agrees(s):
    """4.3.2: Gandhi may leave Jail if the Raj agrees: the log writes that it did."""
    s.gandhi = terms.JAIL
    assert perform(s, f"{RALLY} + satyagraha: release gandhi to Bihar; place 1 INC Bihar") == []
    assert s.gandhi == "bihar" and s.spaces["bihar"].inc_activists == 1


def test_satyagraha_gandhi_already_there(s):
    """4.3.2: Gandhi already in the space (docs/rules-notes.md CONG-2)."""
    s.gandhi = "bihar"
    assert perform(s, f"{RALLY} + satyagraha: select Bihar; place 1 INC Bihar") == []


def test_satyagraha_gandhi_moves_first(s):
    s.gandhi = "madras"
    f = perform(s, f"{RALLY} + satyagraha: place 1 INC Bihar; move gandhi Madras>Bihar")
    assert rules(f) == ["4.3.2"]
    assert s.gandhi == "bihar" and s.spaces["bihar"].inc_activists == 1


def test_satyagraha_select_without_gandhi(s):
    s.gandhi = "madras"
    assert rules(perform(s, f"{RALLY} + satyagraha: select Bihar")) == ["4.3.2"]


def test_satyagraha_one_option(s):
    s.gandhi = "madras"
    s.place_protest("bihar")
    f = perform(s, f"{RALLY} + satyagraha: move gandhi Madras>Bihar; remove protest Bihar; place 1 INC Bihar")
    assert rules(f) == ["4.3.2"]


def test_satyagraha_acts_where_gandhi_went(s):
    s.gandhi = "madras"
    f = perform(s, f"{RALLY} + satyagraha: move gandhi Madras>Bihar; place 1 INC Orissa")
    assert rules(f) == ["4.3.2"]


def test_satyagraha_places_one_activist(s):
    s.gandhi = "madras"
    f = perform(s, f"{RALLY} + satyagraha: move gandhi Madras>Bihar; place 2 INC Bihar")
    assert rules(f) == ["4.3.2"]
    assert s.spaces["bihar"].inc_activists == 0


def test_satyagraha_moves_only_gandhi(s):
    s.place(INC, "madras", 1)
    assert rules(perform(s, f"{RALLY} + satyagraha: move 1 INC Madras>Bihar")) == ["4.3.2"]


def test_satyagraha_gandhi_moves_once(s):
    s.gandhi = "madras"
    f = perform(s, f"{RALLY} + satyagraha: move gandhi Madras>Bihar; move gandhi Bihar>Orissa")
    assert rules(f) == ["4.3.2"]
    assert s.gandhi == "bihar"


# ===================================================================== Persuade (4.3.3)
def test_persuade_example(s):
    """4.3.3 example (JA): Mysore: no Guerrilla protects the Revolutionary Base, which goes;
    Madras Presidency: an (Active) Muslim League Activist goes; an ML piece removed: Unity -1."""
    s.place(INC, "mysore", 1)
    s.place(terms.REV_BASES, "mysore", 1)
    s.place(INC, "madras-presidency", 1)
    s.place(ML, "madras-presidency", 1)
    s.place_protest("madras-presidency")
    assert perform(s, f"{RALLY} + persuade: remove 1 RB Mysore; remove 1 ML MP") == []
    assert s.spaces["mysore"].rev_bases == 0 and s.spaces["madras-presidency"].ml_activists == 0
    assert s.available(ML) == 16
    assert s.unity == 2


def test_persuade_raj_pieces_keep_unity(s):
    s.place(INC, "bihar", 1)
    s.place(terms.SEPOYS, "bihar", 1)
    s.place(terms.TROOPS, "bihar", 1)
    assert perform(s, f"{RALLY} + persuade: remove 1S Bihar") == []
    assert (s.spaces["bihar"].sepoys, s.spaces["bihar"].troops, s.unity) == (0, 1, 3)


def test_persuade_activates_one_per_active_nv_piece(s):
    """4.3.3: one Guerrilla per Active NV piece: 1 Congress + 1 ML Activist (Protest) + Gandhi."""
    s.place_protest("bihar")
    s.place(INC, "bihar", 1)
    s.place(ML, "bihar", 1)
    s.gandhi = "bihar"
    s.place(terms.GUERRILLAS, "bihar", 4)
    assert perform(s, f"{RALLY} + persuade: activate 3G Bihar") == []
    assert (s.spaces["bihar"].guerrillas_active, s.spaces["bihar"].guerrillas_hidden) == (3, 1)


def test_persuade_activates_all_hidden_if_fewer(s):
    s.place_protest("bihar")
    s.place(INC, "bihar", 3)
    s.place(terms.GUERRILLAS, "bihar", 2)
    assert perform(s, f"{RALLY} + persuade: activate 2G Bihar") == []


def test_persuade_wrong_activation_count(s):
    s.place(INC, "bihar", 2)  # Inactive: only Gandhi is an Active NV piece
    s.gandhi = "bihar"
    s.place(terms.GUERRILLAS, "bihar", 3)
    assert rules(perform(s, f"{RALLY} + persuade: activate 2G Bihar")) == ["4.3.3"]


def test_persuade_activate_needs_active_nv_pieces(s):
    s.place(INC, "bihar", 2)
    s.place(terms.GUERRILLAS, "bihar", 3)
    assert rules(perform(s, f"{RALLY} + persuade: activate 1G Bihar")) == ["4.3.3"]


def test_persuade_needs_congress_pieces(s):
    s.place(terms.SEPOYS, "bihar", 1)
    assert rules(perform(s, f"{RALLY} + persuade: remove 1S Bihar")) == ["4.3.3"]


def test_persuade_at_most_two_spaces(s):
    for sid in ("bihar", "orissa", "delhi"):
        s.place(INC, sid, 1)
        s.place(terms.SEPOYS, sid, 1)
    f = perform(s, f"{RALLY} + persuade: remove 1S Bihar; remove 1S Orissa; remove 1S Delhi")
    assert rules(f) == ["4.3.3"]


def test_persuade_one_thing_per_space(s):
    s.place(INC, "bihar", 1)
    s.place(terms.SEPOYS, "bihar", 2)
    assert rules(perform(s, f"{RALLY} + persuade: remove 1S Bihar; remove 1S Bihar")) == ["4.3.3"]


def test_persuade_one_piece(s):
    s.place(INC, "bihar", 1)
    s.place(terms.SEPOYS, "bihar", 2)
    assert rules(perform(s, f"{RALLY} + persuade: remove 2S Bihar")) == ["4.3.3"]


def test_persuade_active_pieces_only(s):
    """4.3.3: Inactive Activists (no Protest) and Hidden Guerrillas cannot be removed."""
    s.place(INC, "bihar", 1)
    s.place(ML, "bihar", 1)
    s.place(terms.GUERRILLAS, "bihar", 1)
    assert rules(perform(s.copy(), f"{RALLY} + persuade: remove 1 ML Bihar")) == ["4.3.3"]
    assert rules(perform(s, f"{RALLY} + persuade: remove 1G Bihar")) == ["4.3.3"]


def test_persuade_never_gandhi_or_own_pieces(s):
    s.place(INC, "bihar", 2)
    s.place_protest("bihar")
    s.gandhi = "bihar"
    assert rules(perform(s.copy(), f"{RALLY} + persuade: remove gandhi Bihar")) == ["4.3.3"]
    f = perform(s, f"{RALLY} + persuade: remove 1 INC Bihar")
    assert rules(f) == ["4.3.3"]
    assert s.spaces["bihar"].inc_activists == 2 and s.gandhi == "bihar"


def test_persuade_sepoys_before_troops(s):
    s.place(INC, "bihar", 1)
    s.place(terms.SEPOYS, "bihar", 1)
    s.place(terms.TROOPS, "bihar", 1)
    assert rules(perform(s, f"{RALLY} + persuade: remove 1T Bihar")) == ["4.3.3"]


def test_persuade_bases_last(s):
    """4.3.3: an ML Base only once no ML Activist remains; a Rev Base once no Guerrilla remains."""
    s.place(INC, "punjab", 1)
    s.place(ML, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    s.place(INC, "mysore", 1)
    s.place(terms.REV_BASES, "mysore", 1)
    s.place(terms.GUERRILLAS, "mysore", 1)
    f = perform(s, f"{RALLY} + persuade: remove 1 MLB Punjab; remove 1 RB Mysore")
    assert rules(f) == ["4.3.3", "4.3.3"]
    assert s.unity == 2  # an ML Base was removed (as written)


# ===================================================================== no space (2.3.4, 4.1)
@pytest.mark.parametrize("sa, rule", [("negotiate", "4.3.1"), ("satyagraha", "4.3.2"), ("persuade", "4.3.3")])
def test_special_activity_in_no_space_is_no_special_activity(s, sa, rule):
    """2.3.4 (IT:364), 4.3.1 (IT:723), 4.3.2 (IT:733), 4.3.3 (IT:743, "sino a due spazi": SA-EMPTY-1):
    a Congress Special Activity that chooses no space is reported as no Special Activity."""
    f = perform(s, f"{RALLY} + {sa}")
    assert rules(f) == [rule] and "no Special Activity" in f[0].message


def test_persuade_same_space_in_two_selects_4_1_1(s):
    """4.1.1 (IT:638): a space is chosen once per Special Activity: Persuade's two `select` steps
    naming the same space are reported."""
    s.place(INC, "bihar", 1)
    f = perform(s, f"{RALLY} + persuade: select Bihar; select Bihar")
    assert rules(f) == ["4.1.1"]
