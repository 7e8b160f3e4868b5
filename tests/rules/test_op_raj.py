"""Raj Operations Deploy (3.2.1), Garrison (3.2.2) and Assault (3.2.4): legal uses checked piece by
piece, and each condition's violation by rule number. Sweep (3.2.3) is in test_op_sweep.py."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


@pytest.fixture
def s(empty: GameState) -> GameState:
    """Restraint 3, Unity 3, the Raj with 10 Resources, no Viceroy."""
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.RAJ] = 10
    return empty


def cubes(s: GameState, sid: str) -> tuple[int, int]:
    sp = s.spaces[sid]
    return sp.troops, sp.sepoys


# ---------------------------------------------------------------- Deploy (3.2.1)
def test_deploy_places_pays_per_city_with_sepoys_and_frees_out_of_play(s):
    """3.2.1: cubes placed in Cities, Restraint paid per City with Sepoys, then two cubes from Out of
    Play to Available."""
    s.out_of_play[terms.TROOPS], s.out_of_play[terms.SEPOYS] = 2, 2
    troops, sepoys = s.available(terms.TROOPS), s.available(terms.SEPOYS)
    assert perform(s, "RAJ deploy: place 3T 2S Delhi; place 1S Bombay; out-of-play 1T 1S") == []
    assert cubes(s, "delhi") == (3, 2)
    assert cubes(s, "bombay") == (0, 1)
    assert s.resources[terms.RAJ] == 10 - 3 - 3
    assert (s.out_of_play[terms.TROOPS], s.out_of_play[terms.SEPOYS]) == (1, 1)
    assert s.available(terms.TROOPS) == troops - 3 + 1
    assert s.available(terms.SEPOYS) == sepoys - 3 + 1


def test_deploy_troops_only_is_free(s):
    """3.2.1: placing only Troops costs 0."""
    assert perform(s, "RAJ deploy: place 6T Calcutta; place 2T Madras") == []
    assert cubes(s, "calcutta") == (6, 0) and cubes(s, "madras") == (2, 0)
    assert s.resources[terms.RAJ] == 10


def test_deploy_willingdon_costs_one_per_city(s):
    """3.2.1, 2.5.1: under Lord Willingdon, Sepoys cost 1 per City."""
    s.viceroy = terms.WILLINGDON
    assert perform(s, "RAJ deploy: place 2S Delhi; place 1S Bombay") == []
    assert s.resources[terms.RAJ] == 8


def test_deploy_reading_first_city_free(s):
    """3.2.1, 2.5.1: under Lord Reading the first space chosen is free."""
    s.viceroy = terms.READING
    assert perform(s, "RAJ deploy: place 2S Delhi; place 1S Bombay") == []
    assert s.resources[terms.RAJ] == 10 - 3


def test_deploy_cities_only(s):
    """3.2.1: Deploy chooses Cities."""
    f = perform(s, "RAJ deploy: place 1T UP")
    assert rules(f) == ["3.2.1"]


def test_deploy_at_most_six_cubes_per_city(s):
    """3.2.1: up to six cubes in each City."""
    f = perform(s, "RAJ deploy: place 4T Delhi; place 3S Delhi")
    assert rules(f) == ["3.2.1"]
    assert cubes(s, "delhi") == (4, 3)


def test_deploy_takes_from_the_map_only_when_none_available(s):
    """3.2.1, 1.4.1: a cube of a type still Available may not be taken from the map."""
    s.place(terms.SEPOYS, "punjab", 1)
    f = perform(s, "RAJ deploy: move 1S Punjab>Delhi")
    assert rules(f) == ["3.2.1"]


def test_deploy_from_the_map_when_none_available(s):
    """3.2.1: with no Sepoy Available, one is taken from the map (and paid for)."""
    s.place(terms.SEPOYS, "punjab", 1)
    s.out_of_play[terms.SEPOYS] = s.available(terms.SEPOYS)
    assert perform(s, "RAJ deploy: move 1S Punjab>Delhi") == []
    assert cubes(s, "delhi") == (0, 1) and cubes(s, "punjab") == (0, 0)
    assert s.resources[terms.RAJ] == 7


def test_deploy_cube_from_the_map_not_from_a_protest_space(s):
    """3.2: cubes may not leave a Protest space."""
    s.place(terms.SEPOYS, "punjab", 1)
    s.place_protest("punjab")
    s.out_of_play[terms.SEPOYS] = s.available(terms.SEPOYS)
    assert rules(perform(s, "RAJ deploy: move 1S Punjab>Delhi")) == ["3.2"]


def test_deploy_at_most_two_cubes_from_out_of_play(s):
    """3.2.1: two cubes from Out of Play to Available."""
    s.out_of_play[terms.TROOPS] = 3
    f = perform(s, "RAJ deploy: place 1T Delhi; out-of-play 3T")
    assert rules(f) == ["3.2.1"]


def test_deploy_out_of_play_after_placing(s):
    """3.2.1: first the placements, then the cubes from Out of Play."""
    s.out_of_play[terms.TROOPS] = 1
    f = perform(s, "RAJ deploy: out-of-play 1T; place 1T Delhi")
    assert rules(f) == ["3.2.1"]


def test_deploy_places_cubes_only(s):
    """3.2.1: Deploy places Troops and Sepoys, nothing else (step skipped)."""
    f = perform(s, "RAJ deploy: place 1G Delhi")
    assert rules(f) == ["3.2.1"]
    assert s.spaces["delhi"].guerrillas == 0


def test_deploy_limited_one_city(s):
    """2.3.5: a Limited Deploy is in one City."""
    f = perform(s, "RAJ deploy limited: place 1T Delhi; place 1T Bombay")
    assert rules(f) == ["2.3.5"]


def test_deploy_short_of_resources(s):
    """3.1, 3.2: the Raj pays what it has and the shortfall is reported."""
    s.resources[terms.RAJ] = 2
    assert rules(perform(s, "RAJ deploy: place 1S Delhi")) == ["3.2"]
    assert s.resources[terms.RAJ] == 0


def test_deploy_accepts_a_transfer(s):
    """1.5.2: the Raj may transfer Resources to the Revolutionaries during its Operation."""
    assert perform(s, "RAJ deploy: place 1T Delhi; transfer 2 to REV") == []
    assert s.resources == {terms.RAJ: 8, terms.REV: 2}



def test_transfer_from_the_revolutionaries_during_a_raj_operation(s):
    """1.5.2 (IT:194, JA same): the Raj and the Revolutionaries may transfer Resources to each other
    while either of them is acting: here the Revolutionaries give to the acting Raj."""
    s.resources[terms.REV] = 5
    assert perform(s, "RAJ deploy: place 1T Delhi; transfer 2 to RAJ") == []
    assert s.resources == {terms.RAJ: 12, terms.REV: 3}


def test_transfer_from_the_raj_during_a_rev_operation(s):
    """1.5.2 (IT:194): the Raj gives to the acting Revolutionaries."""
    s.resources[terms.REV] = 5
    assert perform(s, "REV rally: place 1G Punjab; transfer 3 to REV") == []
    assert s.resources == {terms.RAJ: 7, terms.REV: 5 - 1 + 3}


def test_transfer_beyond_the_givers_resources(s):
    """1.5.2: the giver transfers only the Resources it has (the Revolutionaries have 0)."""
    f = perform(s, "RAJ deploy: place 1T Delhi; transfer 2 to RAJ")
    assert rules(f) == ["1.5.2"] and "REV transfers 2 Resources but has 0" in f[0].message
    assert s.resources == {terms.RAJ: 10, terms.REV: 0}


def test_transfer_only_while_the_raj_or_the_revolutionaries_act(s):
    """1.5.2: transfers happen while the Raj or the Revolutionaries act, not in a Congress turn."""
    s.resources[terms.REV] = 5
    f = perform(s, "INC rally: place 1 INC Bihar; transfer 2 to RAJ")
    assert rules(f) == ["1.5.2"] and "while the Raj or the Revolutionaries" in f[0].message
    assert s.resources == {terms.RAJ: 10, terms.REV: 5}

# ---------------------------------------------------------------- Garrison (3.2.2)
@pytest.fixture
def garrison(s: GameState) -> GameState:
    """The 3.2.2 example (IT:451-453), Restraint 2: 2T in West Bengal, 3S in Rajputana, 1S in Bombay
    Presidency (Raj Control), 2S in Bihar under Protest, an Active Congress Activist on the GIP
    Jubbulpore Line (between Central India and the Central Provinces), 1T in Delhi."""
    s.restraint = 2
    s.place(terms.TROOPS, "west-bengal", 2)
    s.place(terms.SEPOYS, "rajputana", 3)
    s.place(terms.SEPOYS, "bombay-presidency", 1)
    s.place(terms.SEPOYS, "bihar", 2)
    s.place_protest("bihar")
    s.place(terms.INC_ACTIVISTS, "rw-gip-jubbulpore", 1)
    s.place(terms.TROOPS, "delhi", 1)
    return s


def test_garrison_example(garrison):
    """3.2.2 example: 2 Resources (Restraint 2) move 2 Troops from West Bengal and 3 Sepoys from
    Rajputana along Railways into Raj-Controlled spaces."""
    s = garrison
    assert s.raj_control("bombay-presidency")
    assert perform(s, "RAJ garrison: move 2T WB>RW-A>Calcutta; move 3S Rajputana>RMR>RW-B>BP") == []
    assert cubes(s, "calcutta") == (2, 0) and cubes(s, "west-bengal") == (0, 0)
    assert cubes(s, "bombay-presidency") == (0, 4) and cubes(s, "rajputana") == (0, 0)
    assert s.resources[terms.RAJ] == 8


def test_garrison_activates_on_railways_troops_only(garrison):
    """3.2.2 (JA, aid sheet IT:3047): after the moves, one Guerrilla per cube on each Railway; the
    Sepoys count only if Sepoys moved (paid)."""
    s = garrison
    s.place(terms.SEPOYS, "rw-eastern-bengal", 1)
    s.place(terms.GUERRILLAS, "rw-eastern-bengal", 3)
    assert perform(s, "RAJ garrison: move 2T WB>RW-A") == []
    rw = s.spaces["rw-eastern-bengal"]
    assert (rw.troops, rw.sepoys, rw.guerrillas_active, rw.guerrillas_hidden) == (2, 1, 2, 1)


def test_garrison_activates_on_railways_with_sepoys(garrison):
    """3.2.2: with Sepoys moved (paid), every cube on a Railway Activates a Guerrilla."""
    s = garrison
    s.place(terms.GUERRILLAS, "rw-rajputana-malwa", 3)
    s.place(terms.GUERRILLAS, "rw-eastern-bengal", 2)
    assert perform(s, "RAJ garrison: move 2S Rajputana>RMR; move 1T WB>RW-A") == []
    assert s.spaces["rw-rajputana-malwa"].guerrillas_active == 2
    assert s.spaces["rw-eastern-bengal"].guerrillas_active == 1
    assert s.resources[terms.RAJ] == 8


def test_garrison_troops_only_free(garrison):
    """3.2.2: moving only Troops costs 0."""
    assert perform(garrison, "RAJ garrison: move 2T WB>RW-A>Calcutta") == []
    assert garrison.resources[terms.RAJ] == 10


def test_garrison_reading_free(garrison):
    """3.2.2, 2.5.1: under Lord Reading, Garrison is free."""
    garrison.viceroy = terms.READING
    assert perform(garrison, "RAJ garrison: move 3S Rajputana>RMR>Delhi") == []
    assert garrison.resources[terms.RAJ] == 10


def test_garrison_not_from_a_protest_space(garrison):
    """3.2.2 example: the Protest in Bihar keeps its Sepoys from moving (3.2)."""
    assert rules(perform(garrison, "RAJ garrison: move 2S Bihar>RW-G>Calcutta")) == ["3.2"]


def test_garrison_stops_at_an_active_opponent(garrison):
    """3.2.2 example: the Active Activist on the Railway stops any cube using it."""
    f = perform(garrison, "RAJ garrison: move 1T Delhi>RMR>RW-E>RW-F")
    assert rules(f) == ["3.2.2"]


def test_garrison_may_end_at_an_active_opponent(garrison):
    """3.2.2: cubes stop on entering such a space: it can be the end of the move."""
    assert perform(garrison, "RAJ garrison: move 1T Delhi>RMR>RW-E") == []
    assert cubes(garrison, "rw-gip-jubbulpore") == (1, 0)


def test_garrison_moves_along_railways_and_cities(garrison):
    """3.2.2: the way goes through Railways and Cities, not a Province."""
    garrison.place(terms.SEPOYS, "united-provinces", 2)
    f = perform(garrison, "RAJ garrison: move 1T Delhi>UP>RW-F")
    assert rules(f) == ["3.2.2"]


def test_garrison_last_step_only_into_raj_control(garrison):
    """3.2.2: the final step off the Railways goes into a Raj-Controlled space only."""
    f = perform(garrison, "RAJ garrison: move 2T WB>RW-A>East-Bengal")
    assert rules(f) == ["3.2.2"]


def test_garrison_first_step_into_railway_or_city(garrison):
    """3.2.2: cubes first move into an adjacent Railway or City."""
    garrison.place(terms.SEPOYS, "punjab", 1)
    assert garrison.raj_control("punjab")
    assert rules(perform(garrison, "RAJ garrison: move 1T Delhi>Punjab")) == ["3.2.2"]


def test_garrison_troops_never_enter_states(garrison):
    """3.2: Troops never enter States (step skipped)."""
    f = perform(garrison, "RAJ garrison: move 1T Delhi>RMR>Rajputana")
    assert "3.2" in rules(f)
    assert cubes(garrison, "delhi") == (1, 0)


def test_garrison_adjacent_steps(garrison):
    """3.2.2: each step of the way goes into an adjacent space."""
    assert rules(perform(garrison, "RAJ garrison: move 1T Delhi>RW-B>Bombay")) == ["3.2.2"]


def test_garrison_not_through_a_protest_railway(garrison):
    """3.2: cubes may not leave a Protest space on the way."""
    garrison.place_protest("rw-rajputana-malwa")
    assert rules(perform(garrison, "RAJ garrison: move 1T Delhi>RMR>RW-B>Bombay")) == ["3.2"]


def test_garrison_limited_one_destination(garrison):
    """3.2.2, 2.3.5: a Limited Garrison brings all its cubes to one destination."""
    f = perform(garrison, "RAJ garrison limited: move 2T WB>RW-A>Calcutta; move 1T Delhi>RMR")
    assert rules(f) == ["2.3.5"]


def test_garrison_limited_from_several_spaces(garrison):
    """3.2.2: a Limited Garrison may start from several spaces."""
    f = perform(garrison, "RAJ garrison limited: move 1T Delhi>RW-F>RW-G>Calcutta; move 2T WB>Calcutta")
    assert f == []
    assert cubes(garrison, "calcutta") == (3, 0)


def test_garrison_cubes_move_once(garrison):
    """3.1.2: a cube moves once per Operation."""
    f = perform(garrison, "RAJ garrison: move 2T WB>RW-A>Calcutta; move 2T Calcutta>RW-G")
    assert rules(f) == ["3.1.2"]


# ---------------------------------------------------------------- Assault (3.2.4)
@pytest.fixture
def bihar(s: GameState) -> GameState:
    """The 3.2.4 example (IT:500-502): Lord Chelmsford, Restraint 3; Bihar under Protest with 1T 3S,
    Gandhi, 2 Congress and 1 Muslim League Activists."""
    s.viceroy = terms.CHELMSFORD
    s.place(terms.TROOPS, "bihar", 1)
    s.place(terms.SEPOYS, "bihar", 3)
    s.place_protest("bihar")
    s.place(terms.INC_ACTIVISTS, "bihar", 2)
    s.place(terms.ML_ACTIVISTS, "bihar", 1)
    s.place(terms.GANDHI, "bihar")
    return s


def test_assault_example_arrests_all_four(bihar):
    """3.2.4 example: 1 Resource under Chelmsford; Gandhi and the three Activists go to Jail;
    Restraint drops to 2 at the end of the Raj turn."""
    s = bihar
    assert perform(s, "RAJ assault: arrest gandhi Bihar; arrest 2 INC Bihar; arrest 1 ML Bihar") == []
    assert s.gandhi == terms.JAIL
    assert s.jail == {terms.INC_ACTIVISTS: 2, terms.ML_ACTIVISTS: 1}
    assert s.spaces["bihar"].activists == 0 and cubes(s, "bihar") == (1, 3)
    assert s.resources[terms.RAJ] == 9
    assert s.restraint == 2


def test_assault_must_arrest_gandhi_when_capacity_reaches_him(bihar):
    """3.2.4, 1.4.4: four cubes reach the three Active Activists plus Gandhi: he must be arrested."""
    f = perform(bihar, "RAJ assault: arrest 2 INC Bihar; arrest 1 ML Bihar")
    assert sorted(rules(f)) == ["1.4.4", "3.2.4"]
    assert bihar.restraint == 3


def test_assault_gandhi_optional_below_that(bihar):
    """3.2.4: with Troops only (capacity 1, three Active Activists) Gandhi may stay, and it is free."""
    s = bihar
    assert perform(s, "RAJ assault: arrest 1 ML Bihar") == []
    assert s.gandhi == "bihar" and s.resources[terms.RAJ] == 10


def test_assault_nv_as_one_as_far_as_possible(bihar):
    """1.4.4: NV attacked as one faction loses as many pieces as the cubes allow."""
    s = bihar
    s.remove(terms.GANDHI, "bihar")
    f = perform(s, "RAJ assault: arrest 2 INC Bihar")
    assert rules(f) == ["1.4.4"]


def test_assault_troops_only_one_per_troop(s):
    """3.2.4: Troops only take one piece each, for free; Bases last once the Guerrillas are gone."""
    s.place(terms.TROOPS, "united-provinces", 2)
    s.place(terms.SEPOYS, "united-provinces", 3)
    s.place(terms.GUERRILLAS, "united-provinces", 1)
    s.activate_guerrillas("united-provinces", 1)
    s.place(terms.REV_BASES, "united-provinces", 1)
    assert perform(s, "RAJ assault: remove 1G UP; remove 1 RB UP") == []
    up = s.spaces["united-provinces"]
    assert (up.guerrillas, up.rev_bases, up.troops, up.sepoys) == (0, 0, 2, 3)
    assert s.available(terms.REV_BASES) == s.forces.pieces[terms.REV_BASES]
    assert s.resources[terms.RAJ] == 10


def test_assault_sepoys_only_one_per_two(s):
    """3.2.4: Sepoys only take one piece per two Sepoys (rounded down) and cost Restraint."""
    s.place(terms.SEPOYS, "punjab", 3)
    s.place(terms.GUERRILLAS, "punjab", 2)
    s.activate_guerrillas("punjab", 2)
    assert perform(s, "RAJ assault: remove 1G Punjab") == []
    assert s.spaces["punjab"].guerrillas_active == 1
    assert s.resources[terms.RAJ] == 7
    f = perform(s, "RAJ assault: remove 1G Punjab; remove 1 ML Punjab")
    assert "3.2.4" in rules(f)


def test_assault_more_than_the_cubes(s):
    """3.2.4: with Troops and Sepoys, one piece per cube, no more."""
    s.place(terms.TROOPS, "punjab", 1)
    s.place(terms.SEPOYS, "punjab", 1)
    s.place(terms.GUERRILLAS, "punjab", 3)
    s.activate_guerrillas("punjab", 3)
    assert rules(perform(s, "RAJ assault: remove 3G Punjab")) == ["3.2.4"]
    assert s.resources[terms.RAJ] == 7


def test_assault_reading_first_space_free(s):
    """3.2.4, 2.5.1: under Lord Reading the first Assault space is free."""
    s.viceroy = terms.READING
    for sid in ("punjab", "sind"):
        s.place(terms.SEPOYS, sid, 2)
        s.place(terms.GUERRILLAS, sid, 1)
        s.activate_guerrillas(sid, 1)
    assert perform(s, "RAJ assault: remove 1G Punjab; remove 1G Sind") == []
    assert s.resources[terms.RAJ] == 7


def test_assault_only_active_guerrillas(s):
    """3.2.4, 1.4.3: Hidden Guerrillas cannot be taken."""
    s.place(terms.TROOPS, "punjab", 2)
    s.place(terms.GUERRILLAS, "punjab", 2)
    s.activate_guerrillas("punjab", 1)
    assert rules(perform(s, "RAJ assault: remove 2G Punjab")) == ["3.2.4"]


def test_assault_only_active_activists(s):
    """3.2.4: Activists outside Protest spaces and Railways are not Active."""
    s.place(terms.TROOPS, "punjab", 2)
    s.place(terms.INC_ACTIVISTS, "punjab", 1)
    assert rules(perform(s, "RAJ assault: arrest 1 INC Punjab")) == ["3.2.4"]


def test_assault_activists_on_a_railway(s):
    """1.4.3: Activists on a Railway are Active and can be arrested."""
    s.place(terms.TROOPS, "rw-eastern-bengal", 1)
    s.place(terms.INC_ACTIVISTS, "rw-eastern-bengal", 1)
    assert perform(s, "RAJ assault: arrest 1 INC RW-A") == []
    assert s.jail[terms.INC_ACTIVISTS] == 1


def test_assault_activists_arrested_not_removed(s):
    """3.2.4: Activists go to Jail; written 'remove', the step is applied as written (to Available)."""
    s.place(terms.TROOPS, "rw-eastern-bengal", 1)
    s.place(terms.INC_ACTIVISTS, "rw-eastern-bengal", 1)
    assert rules(perform(s, "RAJ assault: remove 1 INC RW-A")) == ["3.2.4"]
    assert s.jail[terms.INC_ACTIVISTS] == 0 and s.spaces["rw-eastern-bengal"].activists == 0


def test_assault_guerrillas_removed_not_arrested(s):
    """3.2.4, 1.3.9: Guerrillas go to Available, never to Jail (step skipped)."""
    s.place(terms.TROOPS, "punjab", 1)
    s.place(terms.GUERRILLAS, "punjab", 1)
    s.activate_guerrillas("punjab", 1)
    assert rules(perform(s, "RAJ assault: arrest 1G Punjab")) == ["3.2.4"]
    assert s.spaces["punjab"].guerrillas == 1


def test_assault_bases_last(s):
    """3.2.4: a Revolutionary Base goes only once no Guerrilla (Hidden included) remains."""
    s.place(terms.TROOPS, "punjab", 2)
    s.place(terms.GUERRILLAS, "punjab", 1)
    s.place(terms.REV_BASES, "punjab", 1)
    assert rules(perform(s, "RAJ assault: remove 1 RB Punjab")) == ["3.2.4"]


def test_assault_ml_bases_after_all_activists(s):
    """3.2.4: Muslim League Bases go once no Activist remains; the NV group loses what it can."""
    s.place(terms.TROOPS, "punjab", 2)
    s.place_protest("punjab")
    s.place(terms.INC_ACTIVISTS, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    assert perform(s, "RAJ assault: arrest 1 INC Punjab; remove 1 MLB Punjab") == []
    assert s.spaces["punjab"].ml_bases == 0
    s.place(terms.INC_ACTIVISTS, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    assert rules(perform(s, "RAJ assault: remove 1 MLB Punjab")) == ["3.2.4", "1.4.4"]


def test_assault_declared_target_as_far_as_possible(s):
    """3.1.4, 1.4.4: a faction declared as target loses pieces as far as possible."""
    s.place(terms.TROOPS, "punjab", 1)
    s.place(terms.GUERRILLAS, "punjab", 1)
    s.activate_guerrillas("punjab", 1)
    assert rules(perform(s, "RAJ assault: target REV; select Punjab")) == ["1.4.4"]
    assert perform(s, "RAJ assault: select Punjab") == []


def test_assault_limited_one_space(s):
    """2.3.5: a Limited Assault is in one space."""
    s.place(terms.TROOPS, "punjab", 1)
    s.place(terms.TROOPS, "sind", 1)
    assert rules(perform(s, "RAJ assault limited: select Punjab Sind")) == ["2.3.5"]


def test_assault_spaces_with_cubes(s):
    """3.2.4 (JA, aid sheet IT:3049): Assault chooses spaces with Raj forces."""
    assert rules(perform(s, "RAJ assault: select Punjab")) == ["3.2.4"]


def test_assault_moves_no_cubes_without_wavell(s):
    """3.2.4: only Lord Wavell's free Sweep moves cubes during an Assault."""
    s.place(terms.TROOPS, "delhi", 1)
    assert rules(perform(s, "RAJ assault: move 1T Delhi>Punjab")) == ["3.2.4"]


@pytest.fixture
def wavell(s: GameState) -> GameState:
    """Lord Wavell; Delhi 1T 1S; United Provinces 1 Sepoy and 2 Hidden Guerrillas."""
    s.viceroy = terms.WAVELL
    s.place(terms.TROOPS, "delhi", 1)
    s.place(terms.SEPOYS, "delhi", 1)
    s.place(terms.SEPOYS, "united-provinces", 1)
    s.place(terms.GUERRILLAS, "united-provinces", 2)
    return s


def test_assault_wavell_free_sweep_then_assault(wavell):
    """3.2.4, 2.5.1 Lord Wavell: a free Limited Sweep into the Assault space Activates one Guerrilla
    per cube there (Sepoys free); the Assault then takes them, paying for its Sepoys."""
    s = wavell
    assert perform(s, "RAJ assault: move 1T Delhi>UP; remove 2G UP") == []
    up = s.spaces["united-provinces"]
    assert (up.troops, up.sepoys, up.guerrillas) == (1, 1, 0)
    assert s.resources[terms.RAJ] == 10 - 3


def test_assault_wavell_sweep_with_sepoys_is_free(wavell):
    """2.5.1 Lord Wavell: the Sweep's Sepoys cost nothing; Troops alone then Assault for free."""
    s = wavell
    assert perform(s, "RAJ assault: move 1T 1S Delhi>UP; remove 1G UP") == []
    up = s.spaces["united-provinces"]
    assert (up.guerrillas_hidden, up.guerrillas_active) == (0, 1) and s.resources[terms.RAJ] == 10


def test_assault_wavell_sweep_in_place(wavell):
    """3.2.4 Lord Wavell (IT:495), RAJ-8: the free Limited Sweep may be a Sweep in place (3.2.3
    example IT:472), written as its `activate` step inside the Assault; free, so the Sepoy there
    Activates too, and the space becomes an Assault space."""
    s = wavell
    s.place(terms.TROOPS, "united-provinces", 1)
    assert perform(s, "RAJ assault: activate 2G UP; remove 1G UP") == []
    up = s.spaces["united-provinces"]
    assert (up.guerrillas_hidden, up.guerrillas_active) == (0, 1)
    assert s.resources[terms.RAJ] == 10


def test_assault_wavell_sweep_in_place_counts_cubes(wavell):
    """3.2.3, RAJ-8: the free Sweep in place Activates one Guerrilla per cube there (1 Sepoy in
    United Provinces: 1, not 2)."""
    f = perform(wavell, "RAJ assault: activate 2G UP")
    assert rules(f) == ["3.2.3"]
    assert wavell.spaces["united-provinces"].guerrillas_active == 1


def test_assault_wavell_activate_after_sweep(wavell):
    """2.5.1 Lord Wavell: one free Sweep; an Activation after the Assault went on is not part of it."""
    f = perform(wavell, "RAJ assault: move 1T Delhi>UP; remove 1G UP; activate 1G UP")
    assert rules(f) == ["2.5.1"]


def test_assault_wavell_sweep_one_destination(wavell):
    """2.5.1, 2.3.5: Lord Wavell's Sweep is Limited: one destination."""
    f = perform(wavell, "RAJ assault: move 1T Delhi>UP; move 1S Delhi>Punjab")
    assert "2.3.5" in rules(f)


def test_assault_wavell_sweep_once(wavell):
    """2.5.1: one free Sweep, not resumed after the Assault went on."""
    f = perform(wavell, "RAJ assault: move 1T Delhi>UP; remove 1G UP; move 1S Delhi>UP")
    assert rules(f) == ["2.5.1"]


def test_assault_short_of_resources(bihar):
    """3.2: the Raj short of Resources pays what it has."""
    bihar.resources[terms.RAJ] = 0
    f = perform(bihar, "RAJ assault: arrest gandhi Bihar; arrest 2 INC Bihar; arrest 1 ML Bihar")
    assert rules(f) == ["3.2"]


def test_1_4_4_assault_takes_the_revolutionary_base_once_no_guerrilla_is_left(s):
    """1.4.4 (IT:168) 'as far as possible' and 3.2.4 Bases last: two Troops, one Active Guerrilla
    and a Revolutionary Base: after the Guerrilla the Base can go too, so stopping is short."""
    s.place(terms.TROOPS, "punjab", 2)
    s.place(terms.GUERRILLAS, "punjab", 1)
    s.activate_guerrillas("punjab", 1)
    s.place(terms.REV_BASES, "punjab", 1)
    assert rules(perform(s.copy(), "RAJ assault: remove 1G Punjab")) == ["1.4.4"]
    assert perform(s, "RAJ assault: remove 1G Punjab; remove 1 RB Punjab") == []
    assert s.spaces["punjab"].rev_bases == 0


def test_1_4_4_a_hidden_guerrilla_shields_the_revolutionary_base(s):
    """3.2.4: Assault removes Active Guerrillas; a Hidden one stays, so the Base cannot go (Bases
    last): the Active Guerrilla alone is all the Assault could take."""
    s.place(terms.TROOPS, "punjab", 2)
    s.place(terms.GUERRILLAS, "punjab", 2)
    s.activate_guerrillas("punjab", 1)
    s.place(terms.REV_BASES, "punjab", 1)
    assert perform(s, "RAJ assault: remove 1G Punjab") == []
