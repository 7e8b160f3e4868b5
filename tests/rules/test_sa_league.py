"""Muslim League Special Activities (4.4): Negotiate 4.4.1 (JA text), Infiltrate 4.4.2, Persuade
4.4.3: legal uses checked piece by piece, each condition's violation by rule, and the examples."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState

INC, ML = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS
RALLY = "ML rally: place 1 ML Karachi"


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


@pytest.fixture
def s(empty: GameState) -> GameState:
    empty.restraint, empty.unity = 2, 3
    return empty


# ===================================================================== Negotiate (4.4.1)
@pytest.fixture
def eb(s: GameState) -> GameState:
    """4.4.1 example (JA): East Bengal in Opposition without Raj Control: a Protest, 2 Muslim
    League Activists, 1 Troop."""
    s.place_protest("east-bengal")
    s.place(ML, "east-bengal", 2)
    s.place(terms.TROOPS, "east-bengal", 1)
    s.set_level("east-bengal", terms.PASSIVE_OPPOSITION)
    assert not s.raj_control("east-bengal")
    return s


def test_negotiate_example_muslim_state(eb):
    """4.4.1 example: the Protest goes (Activists Inactive), Restraint +1, East Bengal is set to
    Passive Support and becomes a Muslim State; the Raj moves the Troop to Calcutta."""
    assert perform(eb, f"{RALLY} + negotiate: add muslim-state EB; move 1T EB>Calcutta") == []
    sp = eb.spaces["east-bengal"]
    assert (sp.protest, sp.muslim_state, sp.level, sp.troops) == (False, True, terms.PASSIVE_SUPPORT, 0)
    assert eb.spaces["calcutta"].troops == 1
    assert eb.restraint == 3


def test_negotiate_troops_may_move_first(eb):
    assert perform(eb, f"{RALLY} + negotiate: move 1T EB>Calcutta; add muslim-state EB") == []
    assert eb.spaces["east-bengal"].muslim_state


def test_negotiate_troops_go_to_any_city(eb):
    """4.4.1: any City, not only an adjacent one."""
    assert perform(eb, f"{RALLY} + negotiate: add muslim-state EB; move 1T EB>Bombay") == []
    assert eb.spaces["bombay"].troops == 1


def test_negotiate_troops_left_behind(eb):
    """4.4.1: no Muslim State while Troops remain."""
    f = perform(eb, f"{RALLY} + negotiate: add muslim-state EB")
    assert rules(f) == ["4.4.1"]
    assert not eb.spaces["east-bengal"].muslim_state


def test_negotiate_troops_to_a_city_only(eb):
    f = perform(eb, f"{RALLY} + negotiate: add muslim-state EB; move 1T EB>WB")
    assert rules(f) == ["4.4.1", "4.4.1"]
    assert eb.spaces["east-bengal"].troops == 1


def test_negotiate_unrest_option(s):
    """4.4.1: with Unrest there: shift one level toward Active Support, remove one Unrest."""
    s.place(ML, "sind", 1)
    s.add_unrest("sind")
    s.add_unrest("sind")
    s.set_level("sind", terms.ACTIVE_OPPOSITION)
    assert perform(s, f"{RALLY} + negotiate: remove unrest Sind") == []
    assert (s.spaces["sind"].unrest, s.spaces["sind"].level, s.restraint) == (1, terms.PASSIVE_OPPOSITION, 3)


def test_negotiate_unrest_must_be_there(s):
    s.place(ML, "sind", 1)
    assert rules(perform(s, f"{RALLY} + negotiate: remove unrest Sind")) == ["4.4.1"]


def test_negotiate_needs_muslim_league_activists(s):
    s.place(INC, "sind", 1)
    assert rules(perform(s, f"{RALLY} + negotiate: select Sind")) == ["4.4.1"]


def test_negotiate_not_under_raj_control(eb):
    eb.place(terms.TROOPS, "east-bengal", 2)
    assert "4.4.1" in rules(perform(eb, f"{RALLY} + negotiate: select EB"))


def test_negotiate_not_chosen_for_the_operation(s):
    """4.4.1, 3.1.1: Negotiate and the Operation choose different spaces (both orders)."""
    s.place(ML, "karachi", 1)
    assert rules(perform(s.copy(), f"{RALLY} + negotiate: select Karachi")) == ["4.4.1"]
    assert rules(perform(s, "ML negotiate: select Karachi + rally: place 1 ML Karachi")) == ["3.1.1"]


def test_negotiate_only_with_rally_demonstrate_civil_disobedience(s):
    s.place(ML, "sind", 1)
    s.place(ML, "karachi", 1)
    s.place_protest("karachi")
    assert rules(perform(s, "ML nc: select Karachi + negotiate: select Sind")) == ["4.4.1"]


def test_negotiate_muslim_state_only_in_a_muslim_province(s):
    s.place(ML, "bihar", 2)
    s.set_level("bihar", terms.PASSIVE_OPPOSITION)
    f = perform(s, f"{RALLY} + negotiate: add muslim-state Bihar")
    assert rules(f) == ["4.4.1"]
    assert not s.spaces["bihar"].muslim_state


def test_negotiate_muslim_state_needs_opposition(eb):
    eb.set_level("east-bengal", terms.NEUTRAL)
    assert rules(perform(eb, f"{RALLY} + negotiate: add muslim-state EB; move 1T EB>Calcutta")) == ["4.4.1"]


def test_negotiate_muslim_state_needs_league_majority(eb):
    """4.4.1: ML pieces (Activists + Bases) must exceed Congress pieces (Activists + Gandhi)."""
    eb.place(INC, "east-bengal", 1)
    eb.gandhi = "east-bengal"
    assert rules(perform(eb, f"{RALLY} + negotiate: add muslim-state EB; move 1T EB>Calcutta")) == ["4.4.1"]


def test_negotiate_one_option(eb):
    eb.add_unrest("east-bengal")
    eb.set_level("east-bengal", terms.ACTIVE_OPPOSITION)
    f = perform(eb, f"{RALLY} + negotiate: remove unrest EB; add muslim-state EB; move 1T EB>Calcutta")
    assert rules(f) == ["4.4.1"]


def test_negotiate_troops_only_for_a_muslim_state(eb):
    f = perform(eb, f"{RALLY} + negotiate: select EB; move 1T EB>Calcutta")
    assert rules(f) == ["4.4.1"]


# ===================================================================== Infiltrate (4.4.2)
@pytest.fixture
def sind(s: GameState) -> GameState:
    """4.4.2 example: Sind with 1 Sepoy, 1 Guerrilla, 1 ML Base, 1 ML Activist; India in Crisis."""
    s.restraint, s.unity = 1, 1
    for kind in (terms.SEPOYS, terms.GUERRILLAS, terms.ML_BASES, ML):
        s.place(kind, "sind", 1)
    return s


def test_infiltrate_example_muslim_state_in_crisis(sind):
    """4.4.2 example: no Raj Control in Sind (the Base is Active): a Muslim State."""
    assert perform(sind, f"{RALLY} + infiltrate: add muslim-state Sind") == []
    assert sind.spaces["sind"].muslim_state and sind.is_state("sind")


def test_infiltrate_replaces_a_sepoy(sind):
    assert perform(sind, f"{RALLY} + infiltrate: replace 1S Sind with 1 ML") == []
    assert (sind.spaces["sind"].sepoys, sind.spaces["sind"].ml_activists) == (0, 2)


def test_infiltrate_replaces_a_hidden_guerrilla(sind):
    assert perform(sind, f"{RALLY} + infiltrate: replace 1 hidden Sind with 1 ML") == []
    assert (sind.spaces["sind"].guerrillas, sind.spaces["sind"].ml_activists) == (0, 2)


def test_infiltrate_replaces_a_protest(sind):
    sind.place_protest("sind")
    assert perform(sind, f"{RALLY} + infiltrate: replace protest Sind with 1 ML") == []
    assert (sind.spaces["sind"].protest, sind.spaces["sind"].ml_activists) == (False, 2)


def test_infiltrate_troops_leave_the_muslim_state(sind):
    sind.spaces["sind"].sepoys = 0
    sind.place(terms.TROOPS, "sind", 1)
    assert perform(sind, f"{RALLY} + infiltrate: add muslim-state Sind; move 1T Sind>Delhi") == []
    assert sind.spaces["delhi"].troops == 1 and sind.spaces["sind"].muslim_state


def test_infiltrate_muslim_state_only_in_crisis(sind):
    sind.unity = 2
    assert rules(perform(sind, "ML rally: place 1 ML Karachi + infiltrate: add muslim-state Sind")) == ["4.4.2"]


def test_infiltrate_muslim_state_needs_a_base(sind):
    sind.spaces["sind"].ml_bases = 0
    assert rules(perform(sind, f"{RALLY} + infiltrate: add muslim-state Sind")) == ["4.4.2"]


def test_infiltrate_muslim_state_not_under_raj_control(sind):
    sind.place(terms.SEPOYS, "sind", 2)
    assert rules(perform(sind, f"{RALLY} + infiltrate: add muslim-state Sind")) == ["4.4.2"]


def test_infiltrate_muslim_state_in_a_province(sind):
    sind.place(ML, "hyderabad", 1)
    f = perform(sind, f"{RALLY} + infiltrate: add muslim-state Hyderabad")
    assert rules(f) == ["4.4.2"]


def test_infiltrate_needs_a_muslim_league_activist(sind):
    sind.place(terms.SEPOYS, "punjab", 1)
    assert rules(perform(sind, f"{RALLY} + infiltrate: replace 1S Punjab with 1 ML")) == ["4.4.2"]


def test_infiltrate_replaces_sepoy_guerrilla_or_protest_only(sind):
    sind.place(terms.TROOPS, "punjab", 1)
    sind.place(ML, "punjab", 1)
    f = perform(sind, f"{RALLY} + infiltrate: replace 1T Punjab with 1 ML")
    assert rules(f) == ["4.4.2"]
    assert sind.spaces["punjab"].troops == 1


def test_infiltrate_one_for_one(sind):
    assert rules(perform(sind, f"{RALLY} + infiltrate: replace 1S Sind with 2 ML")) == ["4.4.2"]


def test_infiltrate_one_option(sind):
    f = perform(sind, f"{RALLY} + infiltrate: replace 1S Sind with 1 ML; replace 1G Sind with 1 ML")
    assert rules(f) == ["4.4.2"]


# ===================================================================== Persuade (4.4.3)
def test_persuade_example_activates_guerrillas(s):
    """4.4.3 example: Punjab under Raj Control; one Guerrilla per Active NV Activist (2):
    Raj Control is lost and Punjab can be chosen for Non-Cooperation."""
    s.place_protest("punjab")
    s.place(ML, "punjab", 1)
    s.place(INC, "punjab", 1)
    s.place(terms.GUERRILLAS, "punjab", 2)
    s.place(terms.TROOPS, "punjab", 3)
    assert s.raj_control("punjab")
    assert perform(s, f"{RALLY} + persuade: activate 2G Punjab") == []
    assert s.spaces["punjab"].guerrillas_active == 2
    assert not s.raj_control("punjab")
    assert perform(s, "ML nc: select Punjab") == []


def test_persuade_removing_congress_activist_lowers_unity(s):
    """4.4.3: Unity -1 if one or more Congress Activists were removed."""
    s.place_protest("punjab")
    s.place(ML, "punjab", 1)
    s.place(INC, "punjab", 2)
    assert perform(s, f"{RALLY} + persuade: remove 1 INC Punjab") == []
    assert s.spaces["punjab"].inc_activists == 1 and s.unity == 2


def test_persuade_base_counts_as_league_piece(s):
    """4.4.3: a space with an ML Base only (and Sepoys) may be chosen."""
    s.place(terms.ML_BASES, "punjab", 1)
    s.place(terms.SEPOYS, "punjab", 1)
    assert perform(s, f"{RALLY} + persuade: remove 1S Punjab") == []
    assert s.unity == 3


def test_persuade_needs_league_pieces(s):
    s.place(INC, "punjab", 1)
    s.place(terms.SEPOYS, "punjab", 1)
    assert rules(perform(s, f"{RALLY} + persuade: remove 1S Punjab")) == ["4.4.3"]


def test_persuade_troops_and_rev_bases_last(s):
    """4.4.3: no Troop while Sepoys remain; no Revolutionary Base while Guerrillas remain."""
    s.place(ML, "punjab", 1)
    s.place(terms.TROOPS, "punjab", 1)
    s.place(terms.SEPOYS, "punjab", 1)
    s.place(ML, "sind", 1)
    s.place(terms.REV_BASES, "sind", 1)
    s.place(terms.GUERRILLAS, "sind", 1)
    f = perform(s, f"{RALLY} + persuade: remove 1T Punjab; remove 1 RB Sind")
    assert rules(f) == ["4.4.3", "4.4.3"]


def test_persuade_not_own_base(s):
    s.place(ML, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    assert rules(perform(s, f"{RALLY} + persuade: remove 1 MLB Punjab")) == ["4.4.3"]
    assert s.spaces["punjab"].ml_bases == 1


def test_persuade_at_most_two_spaces(s):
    for sid in ("punjab", "sind", "baluchistan"):
        s.place(ML, sid, 1)
        s.place(terms.SEPOYS, sid, 1)
    f = perform(s, f"{RALLY} + persuade: remove 1S Punjab; remove 1S Sind; remove 1S Baluchistan")
    assert rules(f) == ["4.4.3"]


# ===================================================================== no space (2.3.4, 4.1)
@pytest.mark.parametrize("sa, rule", [("negotiate", "4.4.1"), ("infiltrate", "4.4.2"), ("persuade", "4.4.3")])
def test_special_activity_in_no_space_is_no_special_activity(s, sa, rule):
    """2.3.4 (IT:364), 4.4.1 (JA:845), 4.4.2 (IT:750), 4.4.3 (IT:761, SA-EMPTY-1): a League Special
    Activity that chooses no space is reported as no Special Activity."""
    f = perform(s, f"{RALLY} + {sa}")
    assert rules(f) == [rule] and "no Special Activity" in f[0].message
