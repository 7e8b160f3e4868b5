"""The Redeploy phase (6.4.2-6.4.5): what each faction may move where, and what the end of each
part makes happen (upkeep, removals, pieces off the Railways)."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms

RW_A = "rw-eastern-bengal"  # RW-A, next to Calcutta, East Bengal, Bihar and West Bengal


def sid(state, name):
    return state.map.resolve(name)


def rules(findings):
    return [f.rule for f in findings if not f.note]


@pytest.fixture
def raj(empty):
    """Raj forces ready to redeploy: East Bengal lost to Congress, United Provinces held."""
    s = empty
    s.resources[terms.RAJ] = 20
    s.place(terms.TROOPS, sid(s, "East Bengal"), 1)
    s.place(terms.SEPOYS, sid(s, "East Bengal"), 1)
    s.place(terms.INC_ACTIVISTS, sid(s, "East Bengal"), 2)
    s.place_protest(sid(s, "East Bengal"))  # the Activists are Active: no Raj Control
    s.place(terms.TROOPS, sid(s, "United Provinces"), 1)
    s.place(terms.SEPOYS, sid(s, "United Provinces"), 1)
    s.place(terms.TROOPS, sid(s, "Calcutta"), 3)
    s.place(terms.SEPOYS, sid(s, "Calcutta"), 4)
    return s


# ---------------------------------------------------------------- 6.4.2 the Raj
def test_raj_redeploy_moves_pays_and_thins_the_cities(raj):
    """6.4.2: Troops move into a City and a Province with Raj Control, Sepoys into a State; the
    Raj then pays 2 per Troop in a Province or on a Railway, and every City keeps one Troop (the
    tutorial's "all but one Troop leave each City ... to Available")."""
    s = raj
    cal, up, orissa = sid(s, "Calcutta"), sid(s, "United Provinces"), sid(s, "Orissa")
    troops_avail = s.available(terms.TROOPS)
    f = perform(s, "RAJ redeploy: move 1S Calcutta>Orissa; move 1T Calcutta>UP; move 1T Calcutta>RW-A")
    assert rules(f) == []
    assert s.spaces[orissa].sepoys == 1
    assert s.spaces[up].troops == 2 and s.spaces[RW_A].troops == 1
    # 2 Troops in United Provinces, 1 on RW-A; the one in East Bengal is removed, not paid (RED-2)
    assert s.resources[terms.RAJ] == 20 - 2 * 3
    assert s.spaces[cal].troops == 1 and s.spaces[cal].sepoys == 3  # 3 Troops - 2 moved: one stays
    # East Bengal (no Raj Control) lost its cubes to Available
    eb = s.spaces[sid(s, "East Bengal")]
    assert eb.troops == 0 and eb.sepoys == 0
    assert s.available(terms.TROOPS) == troops_avail + 1


def test_raj_city_keeps_one_troop_without_a_statement(raj):
    """6.4.2 'Finally, remove ... all Troops but one from each City': applied by the end of the
    part even when the Raj moves nothing that thins the City."""
    s = raj
    f = perform(s, "RAJ redeploy: move 1S Calcutta>WB")
    assert "6.4.2" in rules(f)  # West Bengal has no Raj Control (no cube there)
    assert s.spaces[sid(s, "Calcutta")].troops == 1


def test_raj_troops_never_enter_a_state(raj):
    """6.4.2 Important: Troops cannot enter States (the step is skipped)."""
    s = raj
    f = perform(s, "RAJ redeploy: move 1T Calcutta>Orissa")
    assert rules(f) == ["6.4.2"]
    assert "State" in f[0].message and f[0].recovery == "step skipped"
    assert s.spaces[sid(s, "Orissa")].troops == 0


def test_raj_troops_into_a_province_without_control(raj):
    """6.4.2: Troops move only into Provinces WITH Raj Control (West Bengal has none)."""
    s = raj
    f = perform(s, "RAJ redeploy: move 1T Calcutta>WB")
    assert rules(f) == ["6.4.2"]
    assert "without Raj Control" in f[0].message


def test_raj_sepoys_into_a_province_without_control(raj):
    """6.4.2: Sepoys too enter only Provinces with Raj Control (and any City, Railway, State)."""
    s = raj
    f = perform(s, "RAJ redeploy: move 2S Calcutta>Bihar")
    assert rules(f) == ["6.4.2"]


def test_raj_cubes_may_leave_a_protest_space(raj):
    """6.4.2 Important, RED-1: Raj cubes *may* leave Protest spaces in the Redeploy (JA:1051;
    IT:276 keeps them there only in Garrison, Sweep and Treaty; the summaries IT:2773, IT:2798
    and the tutorial, IT:2708-2717, move them out), so East Bengal's Troop reaches Calcutta and
    Calcutta, a Protest space too, sends a Sepoy to United Provinces."""
    s = raj
    s.place_protest(sid(s, "Calcutta"), for_event=True)
    f = perform(s, "RAJ redeploy: move 1T EB>Calcutta; move 1S Calcutta>UP")
    assert rules(f) == []
    assert s.spaces[sid(s, "East Bengal")].troops == 0
    assert s.spaces[sid(s, "United Provinces")].sepoys == 2


def test_raj_control_is_judged_as_each_move_is_made(raj):
    """6.4 Important: Raj Control is adjusted continuously. Once its only cubes leave, United
    Provinces has no Raj Control, so a Sepoy may no longer move in."""
    s = raj
    f = perform(s, "RAJ redeploy: move 1T 1S UP>Delhi; move 1S Calcutta>UP")
    assert rules(f) == ["6.4.2"]
    assert f[0].line == 1 and "United Provinces" in f[0].message


def test_raj_upkeep_with_too_few_resources(raj):
    """6.4.2: the Raj must pay 2 Resources per Troop left in a Province or on a Railway; short
    of them, it pays what it has (reported)."""
    s = raj
    s.resources[terms.RAJ] = 3
    f = perform(s, "RAJ redeploy: move 2T Calcutta>UP")
    assert rules(f) == ["6.4.2"]
    assert s.resources[terms.RAJ] == 0


def test_raj_sepoys_in_states_stay(raj):
    """6.4.2 (tutorial: 'States are not Provinces, so Sepoys in States need not move'): cubes are
    removed only from Provinces without Raj Control; a Muslim State Province is a State (1.3.5)."""
    s = raj
    s.place(terms.SEPOYS, sid(s, "Hyderabad"), 2)
    s.place(terms.INC_ACTIVISTS, sid(s, "Hyderabad"), 3)
    s.set_muslim_state(sid(s, "Punjab"))
    s.place(terms.SEPOYS, sid(s, "Punjab"), 1)
    f = perform(s, "RAJ redeploy: move 1S Calcutta>Delhi")
    assert rules(f) == []
    assert s.spaces[sid(s, "Hyderabad")].sepoys == 2
    assert s.spaces[sid(s, "Punjab")].sepoys == 1


def test_raj_redeploy_route_is_one_hop(raj):
    """6.4.2: a Redeploy moves pieces from a space to another, written FROM>TO."""
    f = perform(raj, "RAJ redeploy: move 1T Calcutta>RW-A>Bihar")
    assert rules(f) == ["6.4.2"] and f[0].recovery == "step skipped"


def test_raj_redeploys_only_cubes(raj):
    """6.4.2: the Raj moves Troops and Sepoys, nobody else's pieces."""
    f = perform(raj, "RAJ redeploy: move 1 INC EB>Calcutta")
    assert rules(f) == ["6.4.2"] and f[0].recovery == "step skipped"


# ---------------------------------------------------------------- 6.4.3-6.4.5
@pytest.fixture
def nv(empty):
    s = empty
    s.place(terms.INC_ACTIVISTS, RW_A, 2)
    s.place(terms.ML_ACTIVISTS, RW_A, 1)
    s.place(terms.GUERRILLAS, RW_A, 1)
    s.place(terms.TROOPS, sid(s, "Delhi"), 2)  # Delhi has Raj Control
    s.place(terms.INC_ACTIVISTS, sid(s, "Bihar"), 1)
    return s


def test_congress_moves_off_the_railways(nv):
    """6.4.3: Congress must move its Activists off the Railways, and may move others and Gandhi,
    into non-Railway spaces without Raj Control (the tutorial: two Activists to United Provinces,
    Gandhi too)."""
    s = nv
    s.place(terms.GANDHI, sid(s, "Bihar"))
    f = perform(s, "INC redeploy: move gandhi Bihar>UP; move 2 INC RW-A>UP; move 1 INC Bihar>Orissa")
    assert rules(f) == []
    assert s.gandhi == sid(s, "United Provinces")
    assert s.spaces[sid(s, "United Provinces")].inc_activists == 2
    assert s.spaces[sid(s, "Orissa")].inc_activists == 1
    assert s.spaces[RW_A].inc_activists == 0


def test_congress_activists_left_on_a_railway(nv):
    """6.4.3: every Congress Activist on a Railway must move; one left is reported and removed."""
    s = nv
    before = s.available(terms.INC_ACTIVISTS)
    f = perform(s, "INC redeploy: move 1 INC RW-A>UP")
    assert rules(f) == ["6.4.3"]
    assert f[0].recovery == "removed to Available"
    assert s.spaces[RW_A].inc_activists == 0 and s.available(terms.INC_ACTIVISTS) == before + 1


def test_congress_may_not_enter_raj_control(nv):
    """6.4.3: the destination has no Raj Control."""
    f = perform(nv, "INC redeploy: move 2 INC RW-A>Delhi")
    assert rules(f) == ["6.4.3"] and "Raj Control" in f[0].message


def test_congress_may_not_enter_a_railway(nv):
    """6.4.3: only non-Railway spaces."""
    f = perform(nv, "INC redeploy: move 2 INC RW-A>Bihar; move 1 INC Bihar>RW-A")
    assert rules(f) == ["6.4.3", "6.4.3"]
    assert "it is a Railway" in f[0].message and "left on" in f[1].message  # and it must leave again


def test_congress_moves_only_its_own(nv):
    """6.4.3: Congress Activists and Gandhi, nothing else."""
    f = perform(nv, "INC redeploy: move 1 ML RW-A>Bihar; move 2 INC RW-A>Bihar")
    assert rules(f) == ["6.4.3"] and f[0].recovery == "step skipped"


def test_league_may_enter_its_base_space_under_raj_control(nv):
    """6.4.4: League Activists may also go to any space with a League Base, Raj Control or not."""
    s = nv
    s.place(terms.ML_BASES, sid(s, "Delhi"), 1)
    assert s.raj_control(sid(s, "Delhi"))
    f = perform(s, "ML redeploy: move 1 ML RW-A>Delhi")
    assert rules(f) == []
    assert s.spaces[sid(s, "Delhi")].ml_activists == 1


def test_league_may_not_enter_raj_control_without_a_base(nv):
    """6.4.4: without a League Base, the destination needs no Raj Control."""
    f = perform(nv, "ML redeploy: move 1 ML RW-A>Delhi")
    assert rules(f) == ["6.4.4"]


def test_league_leaves_no_activist_on_a_railway(nv):
    """6.4.4: the League must move its Activists off the Railways."""
    s = nv
    f = perform(s, "ML redeploy: move 1 ML Bihar>Orissa")  # no League Activist in Bihar
    assert "6.4.4" in rules(f)
    assert s.spaces[RW_A].ml_activists == 0


def test_revolutionaries_move_to_their_base(nv):
    """6.4.5: Guerrillas go to non-Railway spaces without Raj Control or to any space with a
    Revolutionary Base."""
    s = nv
    s.place(terms.REV_BASES, sid(s, "Delhi"), 1)
    f = perform(s, "REV redeploy: move 1G RW-A>Delhi")
    assert rules(f) == []
    assert s.spaces[sid(s, "Delhi")].guerrillas == 1


def test_revolutionaries_must_leave_the_railways(nv):
    """6.4.5: Guerrillas on Railways must move."""
    s = nv
    s.place(terms.GUERRILLAS, sid(s, "Bihar"), 1)
    f = perform(s, "REV redeploy: move 1G Bihar>UP")
    assert rules(f) == ["6.4.5"]
    assert s.spaces[RW_A].guerrillas == 0


def test_revolutionaries_may_not_enter_raj_control(nv):
    """6.4.5: no Raj Control at the destination (no Revolutionary Base there)."""
    f = perform(nv, "REV redeploy: move 1G RW-A>Delhi")
    assert rules(f) == ["6.4.5"]


def test_a_second_redeploy_is_reported(nv):
    """6.4.3: one Redeploy per faction in a Campaign round."""
    f = perform(nv, "INC redeploy: move 2 INC RW-A>Bihar\nINC redeploy: move 1 INC Bihar>UP")
    assert rules(f) == ["6.4.3"]
