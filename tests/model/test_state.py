"""The game state: derived values (1.4.3, 1.7, 1.10, 6.8) and invariants (1.3.5, 1.4.1, 1.4.2,
1.8, 1.11, 1.12), each named by its rule."""

from __future__ import annotations

import pytest

from gandhi_cli.io.errors import RuleViolation
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState


def rules_broken(state: GameState) -> set[str]:
    return {v.rule for v in state.violations()}


def railway(state: GameState) -> str:
    return state.map.railways[0].id


def test_raj_control_example_1_7_1(empty):
    """1.7.1 example: 2 Troops, 2 Sepoys, a Protest and 5 Congress Activists in East Bengal: no
    Control; remove the Protest and the Activists turn Inactive, so the Raj gains Control."""
    s = empty
    s.place(terms.TROOPS, "east-bengal", 2)
    s.place(terms.SEPOYS, "east-bengal", 2)
    s.place(terms.INC_ACTIVISTS, "east-bengal", 5)
    s.place_protest("east-bengal")
    assert s.activists_active("east-bengal")
    assert not s.raj_control("east-bengal")
    s.remove_protest("east-bengal")
    assert not s.activists_active("east-bengal")
    assert s.raj_control("east-bengal")


def test_control_counts_gandhi_bases_and_active_guerrillas_1_7_1(empty):
    s = empty
    s.place(terms.SEPOYS, "bihar", 2)
    assert s.raj_control("bihar")
    s.place(terms.GANDHI, "bihar")  # Gandhi is always Active (1.4.5)
    s.place(terms.GUERRILLAS, "bihar", 3)  # placed Hidden (1.4.3): they do not count
    assert s.raj_control("bihar")
    s.activate_guerrillas("bihar", 1)  # 2 cubes vs Gandhi + 1 Active Guerrilla
    assert not s.raj_control("bihar")


def test_states_and_railways_are_never_controlled_1_7_2(empty):
    s = empty
    s.place(terms.SEPOYS, "hyderabad", 3)
    assert not s.raj_control("hyderabad")
    rw = railway(s)
    s.place(terms.SEPOYS, rw, 3)
    assert not s.raj_control(rw)
    s.place(terms.SEPOYS, "sind", 1)
    s.set_muslim_state("sind")
    assert s.is_state("sind") and not s.raj_control("sind")


def test_activists_active_exactly_in_protest_spaces_and_on_railways_1_4_3(empty):
    s = empty
    rw = railway(s)
    s.place(terms.ML_ACTIVISTS, rw, 1)
    s.place(terms.ML_ACTIVISTS, "punjab", 1)
    assert s.activists_active(rw)
    assert not s.activists_active("punjab")
    s.place_protest("punjab")
    assert s.activists_active("punjab")
    for sid in s.spaces:
        assert s.activists_active(sid) == (s.spaces[sid].protest or s.map[sid].is_railway)


def test_available_is_inventory_less_everything_else_1_4_1(empty):
    s = empty
    assert s.available(terms.SEPOYS) == 45
    s.place(terms.SEPOYS, "delhi", 5)
    s.available_to_out_of_play(terms.SEPOYS, 10)
    assert s.available(terms.SEPOYS) == 30
    s.place(terms.INC_ACTIVISTS, "delhi", 2)
    s.arrest(terms.INC_ACTIVISTS, "delhi", 1)
    assert s.jail[terms.INC_ACTIVISTS] == 1
    assert s.available(terms.INC_ACTIVISTS) == 16 - 1 - 1  # one on the map, one in Jail
    with pytest.raises(RuleViolation) as exc:
        s.place(terms.TROOPS, "delhi", 16)
    assert exc.value.rule == "1.4.1"
    assert s.spaces["delhi"].troops == 0  # refused before any change


def test_conservation_is_audited_1_4_1(empty):
    s = empty
    s.audit = False
    s.spaces["bombay"].troops = 16
    assert "1.4.1" in rules_broken(s)


def test_bases_at_most_population_and_never_on_railways_1_4_2(empty):
    s = empty
    with pytest.raises(RuleViolation) as exc:
        s.place(terms.ML_BASES, "sind", 2)  # Sind has Population 1 (IT:803)
    assert exc.value.rule == "1.4.2"
    s.place(terms.ML_BASES, "punjab", 1)
    s.place(terms.REV_BASES, "punjab", 1)  # Population 2: two Bases of any factions
    with pytest.raises(RuleViolation):
        s.place(terms.REV_BASES, "punjab", 1)
    with pytest.raises(RuleViolation) as exc:
        s.place(terms.REV_BASES, railway(s), 1)
    assert exc.value.rule == "1.4.2"
    s.audit = False
    s.spaces["sind"].rev_bases = 2
    assert "1.4.2" in rules_broken(s)


def test_no_troops_in_states_1_4_2(empty):
    s = empty
    with pytest.raises(RuleViolation) as exc:
        s.place(terms.TROOPS, "mysore", 1)
    assert exc.value.rule == "1.4.2"
    s.place(terms.TROOPS, "bombay", 1)
    with pytest.raises(RuleViolation):
        s.move(terms.TROOPS, "bombay", "hyderabad", 1)
    s.place(terms.SEPOYS, "mysore", 1)  # Sepoys may be in States
    s.audit = False
    s.spaces["orissa"].troops = 1
    assert "1.4.2" in rules_broken(s)


def test_muslim_state_only_in_a_province_without_troops_1_3_5(empty):
    s = empty
    with pytest.raises(RuleViolation) as exc:
        s.set_muslim_state("karachi")
    assert exc.value.rule == "1.3.5"
    s.place(terms.TROOPS, "punjab", 1)
    with pytest.raises(RuleViolation):
        s.set_muslim_state("punjab")  # the Troops must go to a City first
    s.move(terms.TROOPS, "punjab", "delhi", 1)
    s.set_muslim_state("punjab")
    assert s.is_state("punjab")


def test_one_protest_per_space_and_six_markers_1_10(empty):
    s = empty
    s.place_protest("bihar")
    with pytest.raises(RuleViolation) as exc:
        s.place_protest("bihar")
    assert exc.value.rule == "1.4.2"
    s.audit = False
    s.protest_circles.discard(3)  # a marker vanishes from the box without reaching the map
    assert "1.10" in rules_broken(s)


@pytest.mark.parametrize("restraint,available", [(5, 1), (4, 2), (3, 4), (2, 5), (1, 6)])
def test_protest_markers_available_by_restraint_1_10(empty, restraint, available):
    """1.10 example: Restraint 4 gives 2 (circles 1 and 2); tutorial IT:2533: Restraint 3 gives 4."""
    empty.restraint = restraint
    assert empty.protests_available_for_ops() == available
    assert empty.protests_available_for_events() == 6  # Events ignore Restraint (1.10)


def test_operation_protests_stop_at_the_restraint_limit_1_10(empty):
    s = empty
    s.restraint = 4
    s.place_protest("bihar")
    s.place_protest("punjab")
    with pytest.raises(RuleViolation) as exc:
        s.place_protest("delhi")
    assert exc.value.rule == "1.10"
    s.place_protest("delhi", for_event=True)  # an Event draws from the lowest filled circle
    assert s.protests_on_map() == 3


def test_removed_protest_returns_to_highest_empty_circle_1_10(empty):
    s = empty
    s.restraint = 3
    assert s.place_protest("bihar", for_event=True) == 1  # Events: lowest-numbered circle
    assert s.place_protest("punjab") == 4  # Operations: an Available one (highest first)
    assert s.remove_protest("bihar") == 4  # back to the highest-numbered empty circle


def test_unrest_becomes_strike_on_railways_and_twelve_markers_1_11_1_12(empty):
    s = empty
    rw = railway(s)
    assert s.add_unrest(rw)
    assert s.spaces[rw].strike and s.spaces[rw].unrest == 0
    for _ in range(11):
        assert s.add_unrest("punjab")
    assert s.unrest_strike_in_play() == 12
    assert not s.add_unrest("bihar")  # none left: none is placed (1.11)
    s.audit = False
    s.spaces["bihar"].unrest = 1
    assert "1.11" in rules_broken(s)


def test_strike_only_on_railways_and_railways_have_no_level_1_12_1_3_6(empty):
    s = empty
    s.audit = False
    s.spaces["bihar"].strike = True
    s.spaces[railway(s)].level = terms.PASSIVE_SUPPORT
    broken = rules_broken(s)
    assert {"1.12", "1.3.6"} <= broken
    with pytest.raises(RuleViolation):
        GameState.empty(s.map).set_level(railway(s), terms.ACTIVE_SUPPORT)


def test_resources_stay_between_0_and_50_1_8(empty):
    empty.set_resources(terms.RAJ, 57)
    assert empty.resources[terms.RAJ] == 50
    empty.set_resources(terms.REV, -3)
    assert empty.resources[terms.REV] == 0
    empty.audit = False
    empty.resources[terms.RAJ] = 51
    assert "1.8" in rules_broken(empty)


def test_crisis_when_restraint_and_unity_are_both_1_6_8(empty):
    empty.restraint, empty.unity = 1, 2
    assert not empty.crisis
    empty.shift_track("unity", -3)
    assert empty.unity == 1 and empty.crisis
    empty.shift_track("restraint", +1)
    assert not empty.crisis


def test_shift_stops_at_active_levels_1_6_1(empty):
    assert empty.shift("bihar", +3) == 2
    assert empty.spaces["bihar"].level == terms.ACTIVE_SUPPORT
    assert empty.shift("bihar", -5) == -4
    assert empty.spaces["bihar"].level == terms.ACTIVE_OPPOSITION


def test_gandhi_is_arrested_never_eliminated_1_4_5(empty):
    s = empty
    s.place(terms.GANDHI, "bihar")
    with pytest.raises(RuleViolation) as exc:
        s.remove(terms.GANDHI, "bihar", to=terms.OUT_OF_PLAY)
    assert exc.value.rule == "1.4.5"
    s.arrest(terms.GANDHI, "bihar")
    assert s.gandhi == terms.JAIL
    s.release(terms.GANDHI, to="gujarat")
    assert s.gandhi == "gujarat"


def test_only_gandhi_and_activists_go_to_jail_1_3_9(empty):
    empty.place(terms.GUERRILLAS, "bihar", 1)
    with pytest.raises(RuleViolation) as exc:
        empty.arrest(terms.GUERRILLAS, "bihar")
    assert exc.value.rule == "1.3.9"


def test_guerrillas_are_placed_hidden_1_4_3(empty):
    empty.place(terms.GUERRILLAS, "bihar", 2)
    assert empty.spaces["bihar"].guerrillas_hidden == 2
    assert empty.spaces["bihar"].guerrillas_active == 0


def test_copy_is_independent(short):
    clone = short.copy()
    clone.place(terms.SEPOYS, "delhi", 1)
    clone.resources[terms.RAJ] = 1
    assert short.spaces["delhi"].sepoys == 5
    assert short.resources[terms.RAJ] == 32


def test_a_verb_audits_the_spaces_it_touched_and_the_game_wide_counts_1_4_1_1_4_2(empty):
    """Issue #16: a verb audits its own spaces' invariants (1.4.2: no Troops in a State) and the
    game-wide counts (1.4.1: no more pieces than the game has), not every space's: a broken space
    it did not touch is left to the whole audit (`violations()`)."""
    s = empty
    s.audit = False
    s.spaces["orissa"].troops = 1  # broken behind the verbs' back (1.4.2)
    s.audit = True
    s.place(terms.SEPOYS, "bihar", 1)  # Bihar is sound: no exception about Orissa
    assert s.spaces["bihar"].sepoys == 1
    assert "1.4.2" in rules_broken(s)
    with pytest.raises(RuleViolation) as exc:  # the touched space is audited
        s.move(terms.SEPOYS, "bihar", "orissa", 1)
    assert exc.value.rule == "1.4.2" and "Orissa" in str(exc.value)
    s.audit = False
    s.spaces["delhi"].troops = s.forces.pieces[terms.TROOPS]  # with Orissa's: one Troop too many
    s.audit = True
    with pytest.raises(RuleViolation) as exc:  # the counts are audited whatever the space
        s.place(terms.SEPOYS, "bihar", 1)
    assert exc.value.rule == "1.4.1"
