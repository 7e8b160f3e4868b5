"""Revolutionary Special Activities (4.5): Aid 4.5.1, Infiltrate 4.5.2, Assassinate 4.5.3 — legal
uses checked piece by piece, and each condition's violation by rule."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState

G, S, T = terms.GUERRILLAS, terms.SEPOYS, terms.TROOPS
INC, ML = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS


@pytest.fixture
def s(empty: GameState) -> GameState:
    """Restraint 3, Unity 3, the Revolutionaries with 10 Resources; Punjab 2 Hidden Guerrillas
    (the Operation each test pairs with the Special Activity: 'rally: place 1G Punjab', 1 Resource)."""
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.REV] = 10
    return empty


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


def pieces(state: GameState, sid: str) -> dict:
    sp = state.spaces[sid]
    names = ("troops", "sepoys", "inc_activists", "ml_activists", "guerrillas_hidden", "guerrillas_active",
             "ml_bases", "rev_bases", "unrest")
    out = {n: getattr(sp, n) for n in names if getattr(sp, n)}
    if sp.protest:
        out["protest"] = True
    return out


OP = "REV rally: place 1G Punjab + "  # an Operation for the Special Activity to accompany (1 Resource)


# ---------------------------------------------------------------------------------------- Aid 4.5.1
def test_aid_example_up_and_bihar(s):
    """4.5.1 example (IT:789): Activate one Guerrilla in United Provinces for 2 Resources (its
    Population), then pay 1 to flip the 3 Active Guerrillas in Bihar Hidden."""
    s.place(G, "united-provinces", 1)
    s.place(G, "bihar", 3)
    s.activate_guerrillas("bihar", 3)
    assert perform(s, OP + "aid: activate 1G UP; hide 3G Bihar") == []
    assert pieces(s, "united-provinces") == {"guerrillas_active": 1}
    assert pieces(s, "bihar") == {"guerrillas_hidden": 3}
    assert s.resources[terms.REV] == 10 - 1 + 2 - 1


def test_aid_activates_one_guerrilla(s):
    s.place(G, "united-provinces", 2)
    f = perform(s, OP + "aid: activate 2G UP")
    assert rules(f) == ["4.5.1"]


def test_aid_activation_needs_a_hidden_guerrilla(s):
    """4.5.1 (IT:787): Aid's first option Activates a Hidden Guerrilla: with none there the step
    is reported under 4.5.1 and skipped, no Resources."""
    f = perform(s, OP + "aid: activate 1G UP")
    assert rules(f) == ["4.5.1"] and "no Hidden Guerrilla" in f[0].message
    assert s.resources[terms.REV] == 9


def test_aid_hides_all_active_guerrillas(s):
    s.place(G, "bihar", 3)
    s.activate_guerrillas("bihar", 3)
    f = perform(s, OP + "aid: hide 2G Bihar")
    assert rules(f) == ["4.5.1"]


def test_aid_one_option_per_space(s):
    """4.5.1, 4.1.1: each space is chosen once, for one of the two options."""
    s.place(G, "bihar", 3)
    s.activate_guerrillas("bihar", 2)
    f = perform(s, OP + "aid: activate 1G Bihar; hide 3G Bihar")
    assert rules(f) == ["4.1.1"]
    assert pieces(s, "bihar") == {"guerrillas_active": 3}


def test_aid_hiding_costs_one(s):
    s.resources[terms.REV] = 1
    s.place(G, "bihar", 1)
    s.activate_guerrillas("bihar", 1)
    f = perform(s, OP + "aid: hide 1G Bihar")
    assert rules(f) == ["4.5.1"]
    assert s.resources[terms.REV] == 0


def test_aid_needs_an_operation(s):
    """4.1: a Special Activity only with an Operation."""
    s.place(G, "united-provinces", 1)
    assert "4.1" in rules(perform(s, "REV aid: activate 1G UP"))


# ---------------------------------------------------------------------------------------- Infiltrate 4.5.2
def test_infiltrate_example_sind(s):
    """4.5.2 example (IT:801): Crisis, Sind without Raj Control, but its one Base slot (Population 1)
    is taken: no Base (1.4.2, skipped); the Muslim League Activist is replaced instead."""
    s.restraint, s.unity = 1, 1
    s.place(G, "sind", 1)
    s.place(ML, "sind", 1)
    s.place(terms.ML_BASES, "sind", 1)
    assert rules(perform(s, OP + "infiltrate: place 1 RB Sind")) == ["1.4.2"]
    assert perform(s, OP + "infiltrate: replace 1 ML Sind with 1G") == []
    assert pieces(s, "sind") == {"guerrillas_hidden": 2, "ml_bases": 1}


def test_infiltrate_replaces_a_sepoy(s):
    s.place(G, "bihar", 1)
    s.place(S, "bihar", 2)
    assert perform(s, OP + "infiltrate: replace 1S Bihar with 1G") == []
    assert pieces(s, "bihar") == {"sepoys": 1, "guerrillas_hidden": 2}


def test_infiltrate_replaces_a_congress_activist(s):
    s.place(G, "bihar", 1)
    s.place(INC, "bihar", 2)
    assert perform(s, OP + "infiltrate: replace 1 INC Bihar with 1G") == []
    assert pieces(s, "bihar") == {"inc_activists": 1, "guerrillas_hidden": 2}


def test_infiltrate_replaces_a_protest(s):
    """4.5.2: the Protest marker goes back to its circle (1.10)."""
    s.place(G, "united-provinces", 1)
    s.place_protest("united-provinces")
    circles = len(s.protest_circles)
    assert perform(s, OP + "infiltrate: replace protest UP with 1G") == []
    assert pieces(s, "united-provinces") == {"guerrillas_hidden": 2}
    assert len(s.protest_circles) == circles + 1


def test_infiltrate_needs_a_hidden_guerrilla(s):
    s.place(G, "bihar", 1)
    s.activate_guerrillas("bihar", 1)
    s.place(S, "bihar", 1)
    assert rules(perform(s, OP + "infiltrate: replace 1S Bihar with 1G")) == ["4.5.2"]


def test_infiltrate_only_sepoys_activists_protests(s):
    """4.5.2: not Troops, and one piece only."""
    s.place(G, "bihar", 1)
    s.place(T, "bihar", 1)
    s.place(S, "bihar", 2)
    assert rules(perform(s, OP + "infiltrate: replace 1T Bihar with 1G")) == ["4.5.2"]
    assert rules(perform(s, OP + "infiltrate: replace 2S Bihar with 2G")) == ["4.5.2"]
    assert pieces(s, "bihar") == {"troops": 1, "sepoys": 2, "guerrillas_hidden": 1}


def test_infiltrate_once(s):
    """4.5.2: one replacement in one space."""
    s.place(G, "bihar", 1)
    s.place(S, "bihar", 3)
    s.place(G, "assam", 1)
    s.place(S, "assam", 1)
    assert rules(perform(s, OP + "infiltrate: replace 1S Bihar with 1G; replace 1S Bihar with 1G")) == ["4.5.2"]
    assert rules(perform(s, OP + "infiltrate: replace 1S Bihar with 1G; replace 1S Assam with 1G")) == [
        "4.5.2", "4.5.2"]


def test_infiltrate_removes_when_no_guerrilla_is_available(s):
    """4.5.2, 1.4.1: with none Available the piece is removed instead; otherwise it is replaced."""
    s.place(G, "bihar", 1)
    s.place(S, "bihar", 2)
    assert rules(perform(s, OP + "infiltrate: remove 1S Bihar")) == ["4.5.2"]
    s.place(G, "assam", s.available(G))
    assert perform(s, "REV march: move 1G Assam>EB + infiltrate: remove 1S Bihar") == []
    assert s.spaces["bihar"].sepoys == 0


def test_infiltrate_base_in_crisis(s):
    """4.5.2, 6.8: in Crisis, a Base in a Province with no Raj Control and room for it."""
    s.restraint, s.unity = 1, 1
    s.place(G, "bihar", 2)
    s.activate_guerrillas("bihar", 1)
    s.place(S, "bihar", 1)
    assert not s.raj_control("bihar")
    assert perform(s, OP + "infiltrate: place 1 RB Bihar") == []
    assert pieces(s, "bihar") == {"sepoys": 1, "guerrillas_hidden": 1, "guerrillas_active": 1, "rev_bases": 1}


def test_infiltrate_base_only_in_crisis(s):
    s.place(G, "bihar", 1)
    assert rules(perform(s, OP + "infiltrate: place 1 RB Bihar")) == ["4.5.2"]


def test_infiltrate_base_not_under_raj_control(s):
    """4.5.2 (and 6.8 as JA has it, rules-notes REV-3): no Raj Control."""
    s.restraint, s.unity = 1, 1
    s.place(G, "bihar", 1)
    s.place(S, "bihar", 2)
    assert s.raj_control("bihar")
    assert rules(perform(s, OP + "infiltrate: place 1 RB Bihar")) == ["4.5.2"]


def test_infiltrate_base_only_in_states_and_provinces(s):
    s.restraint, s.unity = 1, 1
    s.place(G, "delhi", 1)
    assert rules(perform(s, OP + "infiltrate: place 1 RB Delhi")) == ["4.5.2"]
    s.place(G, "orissa", 1)
    assert perform(s, "REV march: move 1G Delhi>UP + infiltrate: place 1 RB Orissa") == []
    assert s.spaces["orissa"].rev_bases == 1


# ---------------------------------------------------------------------------------------- Assassinate 4.5.3
@pytest.fixture
def up(s):
    """United Provinces: 1 Hidden Guerrilla, 1 Troop, 2 Sepoys."""
    s.place(G, "united-provinces", 1)
    s.place(T, "united-provinces", 1)
    s.place(S, "united-provinces", 2)
    return s


def test_assassinate_example_troop_in_up(up):
    """4.5.3 example (IT:815): United Provinces chosen for Unrest; the Troop is removed to
    Available, though Sepoys remain (play note)."""
    s = up
    assert perform(s, "REV unrest: select UP + assassinate: remove 1T UP") == []
    assert pieces(s, "united-provinces") == {"sepoys": 2, "guerrillas_active": 1, "unrest": 1}
    assert s.available(T) == s.forces.pieces[T]
    assert (s.unity, s.restraint) == (3, 2)


def test_assassinate_in_the_middle_of_unrest_may_cause_crisis(s):
    """3.1.5 example 3 (IT:419): Restraint 1, Unity 2; Unrest in a space with a Congress Activist,
    Assassinate removes it (Unity 1: Crisis), then Unrest may choose a space with both Activists."""
    s.restraint, s.unity = 1, 2
    s.place(G, "bihar", 1)
    s.place(INC, "bihar", 1)
    s.place_protest("bihar")
    s.place(INC, "bombay", 1)
    s.place(ML, "bombay", 1)
    f = perform(s, "REV unrest: select Bihar + assassinate: remove 1 INC Bihar + unrest: select Bombay")
    assert f == []
    assert pieces(s, "bihar") == {"guerrillas_active": 1, "unrest": 1, "protest": True}
    assert pieces(s, "bombay") == {"inc_activists": 1, "ml_activists": 1, "unrest": 1}
    assert (s.unity, s.restraint) == (1, 1)
    assert s.resources[terms.REV] == 8


def test_assassinate_muslim_league_base_shifts_unity(up):
    s = up
    s.place(terms.ML_BASES, "united-provinces", 1)
    assert perform(s, "REV unrest: select UP + assassinate: remove 1 MLB UP") == []
    assert s.spaces["united-provinces"].ml_bases == 0
    assert s.unity == 2


def test_assassinate_only_in_an_unrest_space(up):
    s = up
    s.place(G, "bihar", 1)
    s.place(S, "bihar", 1)
    assert rules(perform(s, "REV unrest: select UP + assassinate: remove 1S Bihar")) == ["4.5.3"]


def test_assassinate_after_the_space_was_chosen(up):
    """4.5.3: before Unrest chose the space it is not open to Assassinate."""
    f = perform(up, "REV assassinate: remove 1T UP + unrest: select UP")
    assert rules(f) == ["4.5.3"]


def test_assassinate_accompanies_only_unrest(up):
    """4.1.2, 4.5.3."""
    f = perform(up, "REV attack: select UP; roll 6 + assassinate: remove 1T UP")
    assert "4.1.2" in rules(f)


def test_assassinate_one_piece(up):
    assert rules(perform(up, "REV unrest: select UP + assassinate: remove 2S UP")) == ["4.5.3"]


def test_assassinate_one_space(up):
    s = up
    s.place(G, "bihar", 1)
    s.place(S, "bihar", 1)
    f = perform(s, "REV unrest: select UP Bihar + assassinate: remove 1T UP; remove 1S Bihar")
    assert rules(f) == ["4.5.3"]


def test_assassinate_never_gandhi(up):
    up.place(terms.GANDHI, "united-provinces")
    assert "4.5.3" in rules(perform(up, "REV unrest: select UP + assassinate: remove gandhi UP"))


def test_assassinate_only_active_pieces(up):
    """4.5.3, 1.4.3: an Activist outside a Protest space is not Active."""
    up.place(INC, "united-provinces", 1)
    f = perform(up, "REV unrest: select UP + assassinate: remove 1 INC UP")
    assert rules(f) == ["4.5.3"]


def test_assassinate_only_opposing_pieces(up):
    f = perform(up, "REV unrest: select UP + assassinate: remove 1G UP")
    assert rules(f) == ["4.5.3"]


def test_assassinate_with_a_transfer(up):
    """1.5.2: a transfer to the Raj within the Special Activity."""
    assert perform(up, "REV unrest: select UP + assassinate: remove 1T UP; transfer 1 to RAJ") == []
    assert (up.resources[terms.REV], up.resources[terms.RAJ]) == (6, 1)


# ---------------------------------------------------------------------------------------- no space
@pytest.mark.parametrize("sa, rule", [("aid", "4.5.1"), ("infiltrate", "4.5.2")])
def test_special_activity_in_no_space_is_no_special_activity(s, sa, rule):
    """2.3.4 (IT:364), 4.5.1, 4.5.2 (IT:783, IT:794: each chooses a space): a Revolutionary
    Special Activity that chooses no space is reported as no Special Activity."""
    f = perform(s, OP + sa)
    assert rules(f) == [rule] and "no Special Activity" in f[0].message
