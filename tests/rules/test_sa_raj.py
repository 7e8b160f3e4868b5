"""Raj Special Activities Treaty (4.2.1), Govern (4.2.2) and Martial Law (4.2.3): legal uses checked
piece by piece, and each condition's violation by rule number. Each SA accompanies a free Deploy
of one Troop in Delhi (4.1.2: any Operation)."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState

OP = "RAJ deploy: place 1T Delhi + "


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


@pytest.fixture
def s(empty: GameState) -> GameState:
    """Restraint 3, Unity 3, the Raj with 10 Resources, no Viceroy."""
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.RAJ] = 10
    return empty


# ---------------------------------------------------------------- Treaty (4.2.1)
@pytest.fixture
def treaty(s: GameState) -> GameState:
    """The 4.2.1 example (IT:713-714): West Bengal a Muslim State; 2 Sepoys in Bihar, 1 Sepoy and 1
    Troop in East Bengal; Orissa (under Protest) with 2 Sepoys, 1 Active Guerrilla, 1 Activist."""
    s.set_muslim_state("west-bengal")
    s.place(terms.SEPOYS, "bihar", 2)
    s.place(terms.SEPOYS, "east-bengal", 1)
    s.place(terms.TROOPS, "east-bengal", 1)
    s.place(terms.SEPOYS, "orissa", 2)
    s.place(terms.GUERRILLAS, "orissa", 1)
    s.activate_guerrillas("orissa", 1)
    s.place_protest("orissa")
    s.place(terms.INC_ACTIVISTS, "orissa", 1)
    return s


def test_treaty_example(treaty):
    """4.2.1 example: 3 Sepoys move into the Muslim State of West Bengal from adjacent spaces; the 2
    Sepoys in Orissa remove the Active Guerrilla and arrest the Activist. Treaty is free."""
    s = treaty
    f = perform(s, OP + "treaty: move 2S Bihar>WB; move 1S EB>WB; remove 1G Orissa; arrest 1 INC Orissa")
    assert f == []
    assert s.spaces["west-bengal"].sepoys == 3
    assert (s.spaces["bihar"].sepoys, s.spaces["east-bengal"].sepoys, s.spaces["east-bengal"].troops) == (0, 0, 1)
    orissa = s.spaces["orissa"]
    assert (orissa.guerrillas, orissa.inc_activists, orissa.sepoys) == (0, 0, 2)
    assert s.jail[terms.INC_ACTIVISTS] == 1
    assert s.resources[terms.RAJ] == 10


def test_treaty_troops_never_enter_states(treaty):
    """4.2.1 example, 3.2: the Troop in East Bengal cannot go with the Sepoys (step skipped)."""
    f = perform(treaty, OP + "treaty: move 1T 1S EB>WB")
    assert rules(f) == ["4.2.1"]
    assert treaty.spaces["west-bengal"].cubes == 0


def test_treaty_chooses_states(treaty):
    """4.2.1: Treaty chooses Princely States and Muslim States only."""
    assert rules(perform(treaty, OP + "treaty: move 1S Bihar>EB")) == ["4.2.1"]


def test_treaty_moves_from_adjacent_spaces(treaty):
    """4.2.1: the Sepoys come from spaces adjacent to the State."""
    treaty.place(terms.SEPOYS, "punjab", 1)
    assert rules(perform(treaty, OP + "treaty: move 1S Punjab>Orissa")) == ["4.2.1"]


def test_treaty_not_from_a_protest_space(treaty):
    """4.2: cubes may not leave a Protest space during Treaty."""
    treaty.place_protest("bihar")
    assert rules(perform(treaty, OP + "treaty: move 1S Bihar>WB")) == ["4.2"]


def test_treaty_either_removes_or_moves(treaty):
    """4.2.1: in each State either pieces are removed or Sepoys move in, not both."""
    f = perform(treaty, OP + "treaty: move 1S Bihar>Orissa; remove 1G Orissa; arrest 1 INC Orissa")
    assert rules(f) == ["4.2.1"]


def test_treaty_one_piece_per_sepoy(treaty):
    """4.2.1: one Active piece per Sepoy in the State."""
    treaty.remove(terms.SEPOYS, "orissa", 1)
    f = perform(treaty, OP + "treaty: remove 1G Orissa; arrest 1 INC Orissa")
    assert rules(f) == ["4.2.1"]


def test_treaty_as_far_as_possible(treaty):
    """1.4.4, 4.2.1: NV attacked as one faction with two Sepoys loses two of its two Active
    Activists, not one."""
    s = treaty
    s.place(terms.ML_ACTIVISTS, "orissa", 1)
    assert rules(perform(s, OP + "treaty: arrest 1 INC Orissa")) == ["1.4.4"]


def test_treaty_only_active_pieces(treaty):
    """4.2, 1.4.3: Activists outside Protest spaces are not Active: Treaty cannot take them."""
    treaty.remove_protest("orissa")
    assert "4.2.1" in rules(perform(treaty, OP + "treaty: arrest 1 INC Orissa"))


def test_treaty_bases_last(s):
    """4.2.1: a Revolutionary Base goes only once no Guerrilla remains."""
    s.place(terms.SEPOYS, "mysore", 2)
    s.place(terms.GUERRILLAS, "mysore", 1)
    s.place(terms.REV_BASES, "mysore", 1)
    assert rules(perform(s, OP + "treaty: remove 1 RB Mysore")) == ["4.2.1"]


def test_treaty_arrests_gandhi(treaty):
    """4.2.1: Gandhi arrested by Treaty: Restraint -1 at the end of the Raj turn."""
    s = treaty
    s.place(terms.GANDHI, "orissa")
    assert perform(s, OP + "treaty: arrest gandhi Orissa; arrest 1 INC Orissa") == []
    assert s.gandhi == terms.JAIL and s.restraint == 2


def test_treaty_must_arrest_gandhi_within_reach(treaty):
    """4.2.1, 1.4.4: two Sepoys reach the one Active Activist plus Gandhi."""
    treaty.place(terms.GANDHI, "orissa")
    f = perform(treaty, OP + "treaty: arrest 1 INC Orissa; remove 1G Orissa")
    assert rules(f) == ["4.2.1"]


# ---------------------------------------------------------------- Govern (4.2.2)
@pytest.fixture
def south(s: GameState) -> GameState:
    """The 4.2.2 example (IT:723-724): Bombay Presidency with cubes and no Active opponents;
    Hyderabad with a Sepoy and an Active Guerrilla; a Strike on the GIP Bombay Line with a Sepoy."""
    s.place(terms.TROOPS, "bombay-presidency", 1)
    s.place(terms.SEPOYS, "hyderabad", 1)
    s.place(terms.GUERRILLAS, "hyderabad", 1)
    s.activate_guerrillas("hyderabad", 1)
    s.place(terms.SEPOYS, "rw-gip-bombay", 1)
    s.add_unrest("rw-gip-bombay")
    return s


def test_govern_example_piece_and_strike(south):
    """4.2.2 example: remove the Active Guerrilla in Hyderabad and the Strike on the Railway."""
    s = south
    assert perform(s, OP + "govern: remove 1G Hyderabad; remove strike RW-B") == []
    assert s.spaces["hyderabad"].guerrillas == 0 and not s.spaces["rw-gip-bombay"].strike
    assert s.resources[terms.RAJ] == 10


def test_govern_example_imperialism_two_levels(south):
    """4.2.2 example: two levels of Imperialism in Bombay Presidency, 3 Resources each."""
    s = south
    assert perform(s, OP + "govern: shift BP +2") == []
    assert s.spaces["bombay-presidency"].level == terms.ACTIVE_SUPPORT
    assert s.resources[terms.RAJ] == 4


def test_govern_mountbatten_two_per_purchase(south):
    """4.2.2, 2.5.1: under Lord Mountbatten Imperialism costs 2 per purchase."""
    south.viceroy = terms.MOUNTBATTEN
    assert perform(south, OP + "govern: shift BP +2") == []
    assert south.resources[terms.RAJ] == 6


def test_govern_unrest_before_levels(south):
    """4.2.2: Imperialism removes Unrest first; a level only once none is left."""
    s = south
    s.add_unrest("bombay-presidency")
    assert perform(s, OP + "govern: remove unrest BP; shift BP +1") == []
    bp = s.spaces["bombay-presidency"]
    assert (bp.unrest, bp.level) == (0, terms.PASSIVE_SUPPORT)
    assert s.resources[terms.RAJ] == 4
    s.add_unrest("bombay-presidency")
    assert rules(perform(s, OP + "govern: shift BP +1")) == ["4.2.2"]


def test_govern_removes_a_muslim_state(s):
    """4.2.2: Imperialism in a Muslim State removes its marker."""
    s.set_muslim_state("sind")
    s.place(terms.SEPOYS, "sind", 1)
    assert perform(s, OP + "govern: remove muslim-state Sind") == []
    assert not s.spaces["sind"].muslim_state and s.resources[terms.RAJ] == 7


def test_govern_at_most_two_levels(south):
    """4.2.2: "sino a due livelli per spazio": two levels per space; the Unrest marker removed
    first does not count toward them (RAJ-10, the example at IT:1425)."""
    south.add_unrest("bombay-presidency")
    assert rules(perform(south, OP + "govern: remove unrest BP; shift BP +2")) == []
    assert south.spaces["bombay-presidency"].level == terms.ACTIVE_SUPPORT


def test_govern_a_third_level(south):
    """4.2.2: a third level in a space is reported."""
    south.set_level("bombay-presidency", terms.ACTIVE_OPPOSITION)
    assert rules(perform(south, OP + "govern: shift BP +2; shift BP +1")) == ["4.2.2"]


def test_govern_imperialism_toward_support_only(south):
    """4.2.2: Imperialism shifts toward Active Support (step skipped)."""
    assert rules(perform(south, OP + "govern: shift BP -1")) == ["4.2.2"]
    assert south.spaces["bombay-presidency"].level == terms.NEUTRAL


def test_govern_imperialism_without_active_opponents(south):
    """4.2.2: Imperialism only in a space without Active opponents."""
    south.place(terms.ML_BASES, "bombay-presidency", 1)
    assert rules(perform(south, OP + "govern: shift BP +1")) == ["4.2.2"]


def test_govern_marker_only_without_activists(south):
    """4.2.2: a Strike or Protest marker only in a space without Activists."""
    south.place(terms.INC_ACTIVISTS, "rw-gip-bombay", 1)
    assert rules(perform(south, OP + "govern: remove strike RW-B")) == ["4.2.2"]


def test_govern_removes_a_protest(south):
    """4.2.2: a Protest marker removed in a space without Activists."""
    s = south
    s.place_protest("bombay-presidency")
    assert perform(s, OP + "govern: remove protest BP") == []
    assert not s.spaces["bombay-presidency"].protest


def test_govern_at_most_two_spaces(south):
    """4.2.2: up to two spaces."""
    f = perform(south, OP + "govern: remove 1G Hyderabad; remove strike RW-B; shift BP +1")
    assert rules(f) == ["4.2.2"]


def test_govern_spaces_with_cubes(s):
    """4.2.2: the spaces chosen have cubes."""
    s.place(terms.GUERRILLAS, "hyderabad", 1)
    s.activate_guerrillas("hyderabad", 1)
    assert rules(perform(s, OP + "govern: remove 1G Hyderabad")) == ["4.2.2"]


def test_govern_one_thing_per_space(south):
    """4.2.2: in each space one of the three, not two."""
    south.place_protest("rw-gip-bombay")
    assert rules(perform(south, OP + "govern: remove strike RW-B; remove protest RW-B")) == ["4.2.2"]
    south.place(terms.GUERRILLAS, "bombay-presidency", 1)
    south.activate_guerrillas("bombay-presidency", 1)
    assert rules(perform(south, OP + "govern: remove 1G BP; shift BP +1")) == ["4.2.2"]


def test_govern_one_piece(south):
    """4.2.2: one Active piece per space."""
    south.place(terms.GUERRILLAS, "hyderabad", 1)
    south.activate_guerrillas("hyderabad", 1)
    assert rules(perform(south, OP + "govern: remove 2G Hyderabad")) == ["4.2.2"]


def test_govern_only_active_pieces(s):
    """4.2.2, 1.4.3: Activists outside Protest spaces and Railways are not Active."""
    s.place(terms.SEPOYS, "punjab", 1)
    s.place(terms.ML_ACTIVISTS, "punjab", 1)
    assert rules(perform(s, OP + "govern: arrest 1 ML Punjab")) == ["4.2.2"]


def test_govern_bases_last(s):
    """4.2.2: a Muslim League Base goes only once no Activist remains."""
    s.place(terms.SEPOYS, "punjab", 1)
    s.place(terms.ML_ACTIVISTS, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    assert rules(perform(s, OP + "govern: remove 1 MLB Punjab")) == ["4.2.2"]


def test_govern_takes_any_one_piece(s):
    """4.2.2: Govern removes one piece of the Raj's choice (no 1.4.4 compulsion, Gandhi optional)."""
    s.place(terms.SEPOYS, "punjab", 1)
    s.place(terms.GANDHI, "punjab")
    s.place(terms.ML_BASES, "punjab", 1)
    assert perform(s, OP + "govern: remove 1 MLB Punjab") == []
    assert s.spaces["punjab"].ml_bases == 0 and s.gandhi == "punjab"


def test_govern_arrests_gandhi(s):
    """4.2.2: Gandhi arrested by Govern: to Jail, Restraint -1 at the end of the Raj turn."""
    s.place(terms.SEPOYS, "punjab", 1)
    s.place(terms.GANDHI, "punjab")
    assert perform(s, OP + "govern: arrest gandhi Punjab") == []
    assert s.gandhi == terms.JAIL and s.restraint == 2


def test_govern_short_of_resources(south):
    """4.2.2, 3.1: Imperialism the Raj cannot pay for: it pays what it has."""
    south.resources[terms.RAJ] = 4
    assert rules(perform(south, OP + "govern: shift BP +2")) == ["4.2.2"]
    assert south.resources[terms.RAJ] == 0


def test_sa_not_with_a_limited_operation(south):
    """2.3.5: a Limited Operation has no Special Activity."""
    assert "2.3.5" in rules(perform(south, "RAJ deploy limited: place 1T Delhi + govern: shift BP +1"))


# ---------------------------------------------------------------- Martial Law (4.2.3)
@pytest.fixture
def punjab(s: GameState) -> GameState:
    """The 4.2.3 example (IT:727-728): Punjab with four cubes, Activists, an Active Guerrilla,
    Passive Opposition and a Protest marker."""
    s.place(terms.TROOPS, "punjab", 2)
    s.place(terms.SEPOYS, "punjab", 2)
    s.place(terms.INC_ACTIVISTS, "punjab", 3)
    s.place(terms.ML_ACTIVISTS, "punjab", 2)
    s.place(terms.GUERRILLAS, "punjab", 1)
    s.activate_guerrillas("punjab", 1)
    s.set_level("punjab", terms.PASSIVE_OPPOSITION)
    s.place_protest("punjab")
    return s


def test_martial_law_example(punjab):
    """4.2.3 example: four cubes remove any four Activists to Available; the Protest goes, an Unrest
    marker comes, the space shifts to Neutral; the Guerrilla stays."""
    s = punjab
    assert perform(s, OP + "martial-law: remove 2 INC Punjab; remove 2 ML Punjab") == []
    sp = s.spaces["punjab"]
    assert (sp.inc_activists, sp.ml_activists, sp.guerrillas_active) == (1, 0, 1)
    assert (sp.protest, sp.unrest, sp.level) == (False, 1, terms.NEUTRAL)
    assert s.jail == {terms.INC_ACTIVISTS: 0, terms.ML_ACTIVISTS: 0}
    assert s.resources[terms.RAJ] == 10


def test_martial_law_inactive_activists_and_support(s):
    """4.2.3: Inactive Activists too; Active Support shifts one level toward Neutral."""
    s.place(terms.SEPOYS, "bihar", 1)
    s.place(terms.INC_ACTIVISTS, "bihar", 1)
    s.set_level("bihar", terms.ACTIVE_SUPPORT)
    assert perform(s, OP + "martial-law: remove 1 INC Bihar") == []
    sp = s.spaces["bihar"]
    assert (sp.inc_activists, sp.unrest, sp.level) == (0, 1, terms.PASSIVE_SUPPORT)


def test_martial_law_linlithgow_no_unrest(punjab):
    """4.2.3, 2.5.1: under Lord Linlithgow Martial Law adds no Unrest."""
    punjab.viceroy = terms.LINLITHGOW
    assert perform(punjab, OP + "martial-law: remove 3 INC Punjab; remove 1 ML Punjab") == []
    assert punjab.spaces["punjab"].unrest == 0


def test_martial_law_on_a_railway(s):
    """4.2.3: on a Railway no Unrest (no Strike either) and no level."""
    s.place(terms.SEPOYS, "rw-eastern-bengal", 1)
    s.place(terms.INC_ACTIVISTS, "rw-eastern-bengal", 1)
    assert perform(s, OP + "martial-law: remove 1 INC RW-A") == []
    sp = s.spaces["rw-eastern-bengal"]
    assert (sp.inc_activists, sp.strike, sp.unrest) == (0, False, 0)


def test_martial_law_one_space(punjab):
    """4.2.3: one space outside a Crisis."""
    punjab.place(terms.SEPOYS, "bihar", 1)
    punjab.place(terms.INC_ACTIVISTS, "bihar", 1)
    f = perform(punjab, OP + "martial-law: remove 3 INC Punjab; remove 1 ML Punjab; remove 1 INC Bihar")
    assert rules(f) == ["4.2.3"]


def test_martial_law_two_spaces_in_crisis(punjab):
    """4.2.3, 6.8: two spaces during a Crisis."""
    s = punjab
    s.restraint, s.unity = 1, 1
    s.place(terms.SEPOYS, "bihar", 1)
    s.place(terms.INC_ACTIVISTS, "bihar", 1)
    f = perform(s, OP + "martial-law: remove 3 INC Punjab; remove 1 ML Punjab; remove 1 INC Bihar")
    assert f == []
    assert s.spaces["bihar"].unrest == 1


def test_martial_law_needs_cubes_and_activists(s):
    """4.2.3: the space has both cubes and Activists."""
    s.place(terms.INC_ACTIVISTS, "bihar", 1)
    assert rules(perform(s, OP + "martial-law: remove 1 INC Bihar")) == ["4.2.3", "4.2.3"]


def test_martial_law_one_per_cube_as_far_as_possible(punjab):
    """4.2.3, 1.4.4: one Activist per cube: four here, not three."""
    assert rules(perform(punjab, OP + "martial-law: remove 3 INC Punjab")) == ["4.2.3"]


def test_martial_law_no_more_than_the_cubes(punjab):
    """4.2.3: no more Activists than cubes."""
    assert rules(perform(punjab, OP + "martial-law: remove 3 INC Punjab; remove 2 ML Punjab")) == ["4.2.3"]


def test_martial_law_activists_only(punjab):
    """4.2.3 example: the Active Guerrilla cannot be taken (step skipped)."""
    f = perform(punjab, OP + "martial-law: remove 1G Punjab; remove 3 INC Punjab; remove 1 ML Punjab")
    assert "4.2.3" in rules(f)
    assert punjab.spaces["punjab"].guerrillas == 1


def test_martial_law_to_available_not_jail(punjab):
    """4.2.3: Activists go to Available; an arrest is reported and applied as written."""
    f = perform(punjab, OP + "martial-law: arrest 3 INC Punjab; remove 1 ML Punjab")
    assert rules(f) == ["4.2.3"]
    assert punjab.jail[terms.INC_ACTIVISTS] == 3


def test_martial_law_protest_is_removed_by_the_engine(punjab):
    """4.2.3: the procedure removes the Protest; written out, the step is skipped and reported."""
    f = perform(punjab, OP + "martial-law: remove protest Punjab; remove 3 INC Punjab; remove 1 ML Punjab")
    assert rules(f) == ["4.2.3"]
    assert not punjab.spaces["punjab"].protest


# ---------------------------------------------------------------------------------------- no space
@pytest.mark.parametrize("sa, rule", [("treaty", "4.2.1"), ("govern", "4.2.2"), ("martial-law", "4.2.3")])
def test_special_activity_in_no_space_is_no_special_activity(s, sa, rule):
    """2.3.4 (IT:364), 4.2.1-4.2.3 (IT:654, IT:674, IT:703: each chooses spaces): a Raj Special
    Activity that chooses no space is reported as no Special Activity."""
    f = perform(s, OP + sa)
    assert rules(f) == [rule] and "no Special Activity" in f[0].message
