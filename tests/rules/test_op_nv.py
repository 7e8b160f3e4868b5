"""NV Operations (3.3): Rally 3.3.1, Demonstrate 3.3.2, Civil Disobedience 3.3.3,
Non-Cooperation 3.3.4, for Congress and the Muslim League: legal uses checked piece by piece,
each condition's violation by rule, and the rulebook's examples."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState

INC, ML = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


@pytest.fixture
def s(empty: GameState) -> GameState:
    empty.restraint, empty.unity = 3, 3
    return empty


def pieces(s: GameState, sid: str) -> tuple:
    sp = s.spaces[sid]
    return (sp.troops, sp.sepoys, sp.inc_activists, sp.ml_activists, sp.ml_bases)


# ===================================================================== Rally (3.3.1)
def test_rally_congress_places_up_to_population_and_out_of_play(s):
    """3.3.1: Congress places Activists up to Population; then one Activist Out of Play -> Available."""
    s.out_of_play[INC] = 2
    assert perform(s, "INC rally: place 2 INC UP; place 1 INC Bihar; out-of-play 1 INC") == []
    assert s.spaces["united-provinces"].inc_activists == 2
    assert s.spaces["bihar"].inc_activists == 1
    assert s.out_of_play[INC] == 1
    assert (s.restraint, s.unity) == (3, 3)


def test_rally_other_factions_activist_from_out_of_play_raises_unity(s):
    """3.3.1, 6.7: the other NV faction's Activist from Out of Play: Unity +1 (derived)."""
    s.out_of_play[ML] = 1
    assert perform(s, "INC rally: place 1 INC UP; out-of-play 1 ML") == []
    assert s.out_of_play[ML] == 0 and s.unity == 4


def test_rally_muslim_league_own_activist_from_out_of_play_keeps_unity(s):
    """3.3.1: the faction's own Activist: no Unity shift."""
    s.out_of_play[ML] = 1
    assert perform(s, "ML rally: place 1 ML Sind; out-of-play 1 ML") == []
    assert s.unity == 3


def test_rally_roll_releases_own_faction_first(s):
    """3.3.1: a die roll of Activists from Jail, own faction's first, then the other's if needed."""
    s.jail[INC], s.jail[ML] = 2, 3
    assert perform(s, "INC rally: place 1 INC UP; roll 3; release 2 INC; release 1 ML") == []
    assert s.jail == {INC: 0, ML: 2}


def test_rally_roll_shortfall_is_a_violation(s):
    """3.3.1: a faction must release as many as the roll and the Jail allow."""
    s.jail[INC] = 2
    f = perform(s, "INC rally: place 1 INC UP; roll 3; release 1 INC")
    assert rules(f) == ["3.3.1"]


def test_rally_roll_other_faction_only_if_needed(s):
    """3.3.1: the other NV faction's Activists only once the own faction's are all out."""
    s.jail[INC], s.jail[ML] = 2, 2
    f = perform(s, "INC rally: place 1 INC UP; roll 2; release 1 INC; release 1 ML")
    assert rules(f) == ["3.3.1"]


def test_rally_release_needs_a_roll(s):
    s.jail[INC] = 2
    assert "3.3.1" in rules(perform(s, "INC rally: place 1 INC UP; release 1 INC"))


def test_rally_out_of_play_or_roll_not_both(s):
    """3.3.1: either one Activist from Out of Play OR a roll of releases."""
    s.out_of_play[INC] = 1
    s.jail[INC] = 1
    f = perform(s, "INC rally: place 1 INC UP; out-of-play 1 INC; roll 1; release 1 INC")
    assert "3.3.1" in rules(f)


def test_rally_out_of_play_one_activist_only(s):
    s.out_of_play[INC] = 2
    f = perform(s, "INC rally: place 1 INC UP; out-of-play 2 INC")
    assert rules(f) == ["3.3.1"]
    assert s.out_of_play[INC] == 2


def test_rally_spaces_come_before_the_release(s):
    """3.3.1: first the spaces, then Out of Play or Jail."""
    s.out_of_play[INC] = 1
    f = perform(s, "INC rally: place 1 INC UP; out-of-play 1 INC; place 1 INC Bihar")
    assert rules(f) == ["3.3.1"]


def test_rally_over_population(s):
    """3.3.1: Congress places at most the space's Population."""
    f = perform(s, "INC rally: place 3 INC Bihar")
    assert rules(f) == ["3.3.1"]
    assert "2" in f[0].message


def test_rally_never_on_a_railway(s):
    assert "3.3.1" in rules(perform(s, "INC rally: place 1 INC RW-A"))


def test_rally_no_support(s):
    """3.3.1: a space with Support only if free (Protest or Gandhi for Congress)."""
    s.set_level("bihar", terms.PASSIVE_SUPPORT)
    assert rules(perform(s, "INC rally: place 1 INC Bihar")) == ["3.3.1"]


def test_rally_support_allowed_with_protest_or_gandhi(s):
    """3.3.1: any City, Province or State with a Protest or Gandhi, whatever its level."""
    s.set_level("bihar", terms.ACTIVE_SUPPORT)
    s.set_level("united-provinces", terms.ACTIVE_SUPPORT)
    s.place_protest("bihar")
    s.gandhi = "united-provinces"
    assert perform(s, "INC rally: place 1 INC Bihar; place 1 INC UP") == []


def test_rally_congress_limit_is_restraint_plus_free_spaces(s):
    """3.3: Restraint 1: one space, plus any with a Protest marker."""
    s.restraint = 1
    s.place_protest("delhi")
    assert perform(s, "INC rally: place 1 INC UP; place 1 INC Delhi") == []
    f = perform(s, "INC rally: place 1 INC Bihar; place 1 INC WB")
    assert rules(f) == ["3.3.1"]


def test_rally_congress_places_only_its_activists(s):
    f = perform(s, "INC rally: place 1 ML UP")
    assert rules(f) == ["3.3.1"]
    assert s.spaces["united-provinces"].ml_activists == 0


def test_rally_congress_builds_no_base(s):
    s.place(INC, "punjab", 3)
    assert rules(perform(s, "INC rally: replace 3 INC Punjab with 1 MLB")) == ["3.3.1"]


def test_rally_limited_is_one_space(s):
    """2.3.5: a Limited Rally is in one space."""
    assert "2.3.5" in rules(perform(s, "INC rally limited: place 1 INC UP; place 1 INC Bihar"))


def test_rally_muslim_league_example(s):
    """3.3.1 example: Unity 3: Sind, Baluchistan, Karachi (no Support) plus Punjab with an ML Base
    (whatever its level); each gets 1 + its Bases Activists."""
    s.place(terms.ML_BASES, "punjab", 1)
    s.set_level("punjab", terms.PASSIVE_SUPPORT)
    f = perform(s, "ML rally: place 1 ML Sind; place 1 ML Baluchistan; place 1 ML Karachi; place 2 ML Punjab")
    assert f == []
    assert [s.spaces[x].ml_activists for x in ("sind", "baluchistan", "karachi", "punjab")] == [1, 1, 1, 2]


def test_rally_muslim_league_activist_from_out_of_play_came_too_late(s):
    """3.3.1 (IT:515, IT:522): "Prima ... Poi": the Activist moved from Out of Play after the spaces could
    not have been placed, so a Rally that ran out of Available Activists is legal (Punjab wants
    1 + 1 Base, the one Available is placed)."""
    s.place(terms.ML_BASES, "punjab", 1)
    s.jail[ML], s.out_of_play[ML] = 13, 2
    assert s.available(ML) == 1
    assert perform(s, "ML rally: place 1 ML Punjab; out-of-play 1 ML") == []
    assert s.available(ML) == 1 and s.out_of_play[ML] == 1


def test_rally_muslim_league_limit_is_unity(s):
    s.unity = 1
    assert rules(perform(s, "ML rally: place 1 ML Sind; place 1 ML Karachi")) == ["3.3.1"]


def test_rally_muslim_league_no_support(s):
    s.set_level("sind", terms.PASSIVE_SUPPORT)
    assert rules(perform(s, "ML rally: place 1 ML Sind")) == ["3.3.1"]


def test_rally_muslim_league_places_exactly_one_plus_bases(s):
    """3.3.1: 1 + ML Bases there; more or fewer (with Activists Available) is a violation."""
    s.place(terms.ML_BASES, "punjab", 1)
    assert rules(perform(s, "ML rally: place 1 ML Punjab")) == ["3.3.1"]
    assert rules(perform(s.copy(), "ML rally: place 3 ML Sind")) == ["3.3.1"]


def test_rally_muslim_league_fewer_when_none_available(s):
    """3.3.1: fewer Activists only when no more are Available."""
    s.place(terms.ML_BASES, "punjab", 1)
    s.out_of_play[ML] = 15
    assert perform(s, "ML rally: place 1 ML Punjab") == []
    assert s.available(ML) == 0


def test_rally_muslim_league_base_replaces_unity_activists(s):
    """3.3.1: Unity (3) ML Activists become an ML Base in a space with room."""
    s.place(ML, "punjab", 4)
    assert perform(s, "ML rally: replace 3 ML Punjab with 1 MLB") == []
    assert pieces(s, "punjab") == (0, 0, 0, 1, 1)


def test_rally_base_costs_exactly_unity(s):
    s.place(ML, "punjab", 4)
    assert rules(perform(s, "ML rally: replace 2 ML Punjab with 1 MLB")) == ["3.3.1"]


def test_rally_base_needs_room(s):
    """3.3.1, 1.4.2: Bases at most the Population."""
    s.place(terms.ML_BASES, "sind", 1)
    s.place(ML, "sind", 3)
    f = perform(s, "ML rally: replace 3 ML Sind with 1 MLB")
    assert rules(f) == ["3.3.1"]
    assert pieces(s, "sind") == (0, 0, 0, 3, 1)


def test_rally_place_or_base_not_both(s):
    s.place(ML, "punjab", 3)
    f = perform(s, "ML rally: place 1 ML Punjab; replace 3 ML Punjab with 1 MLB")
    assert "3.3.1" in rules(f)


def test_rally_not_in_negotiate_space(s):
    """3.1.1, 4.1.1: the Operation may not choose Negotiate's space (Negotiate first)."""
    s.place(INC, "west-bengal", 1)
    f = perform(s, "INC negotiate: select WB + rally: place 1 INC WB")
    assert rules(f) == ["3.1.1"]


# ===================================================================== Demonstrate (3.3.2)
@pytest.fixture
def demo(s: GameState) -> GameState:
    """3.3.2 example: Restraint 2, 3 Protests Available; Bihar 3 Congress Activists and a
    Protest; West Bengal 1 Sepoy and 1 Active Guerrilla (no Raj Control); 1 Troop in UP."""
    s.restraint = 2
    s.place_protest("delhi")
    s.place(INC, "bihar", 3)
    s.place_protest("bihar")
    s.place(terms.SEPOYS, "west-bengal", 1)
    s.place(terms.GUERRILLAS, "west-bengal", 1)
    s.activate_guerrillas("west-bengal", 1)
    s.place(terms.TROOPS, "united-provinces", 1)
    assert s.protests_available_for_ops() == 3
    return s


def test_demonstrate_example(demo):
    """3.3.2 example: one Activist to West Bengal, a Protest there; one to UP (Raj Control: no
    Protest, the Activist is Inactive)."""
    s = demo
    assert perform(s, "INC demonstrate: move 1 INC Bihar>WB; add protest WB; move 1 INC Bihar>UP") == []
    assert s.spaces["bihar"].inc_activists == 1
    assert s.spaces["west-bengal"].inc_activists == 1 and s.spaces["west-bengal"].protest
    assert s.spaces["united-provinces"].inc_activists == 1 and not s.spaces["united-provinces"].protest
    assert s.raj_control("united-provinces") and not s.activists_active("united-provinces")
    assert s.protests_available_for_ops() == 2


def test_demonstrate_no_protest_under_raj_control(demo):
    f = perform(demo, "INC demonstrate: move 1 INC Bihar>UP; add protest UP")
    assert rules(f) == ["3.3.2"]


def test_demonstrate_no_second_protest(demo):
    demo.place_protest("west-bengal")
    f = perform(demo, "INC demonstrate: move 1 INC Bihar>WB; add protest WB")
    assert rules(f) == ["3.3.2"]


def test_demonstrate_protest_must_be_available(demo):
    """3.3.2, 1.10: Restraint 5: only circle 1, here used in Orissa."""
    demo.restraint = 5
    demo.place_protest("orissa")
    assert demo.protests_available_for_ops() == 0
    f = perform(demo, "INC demonstrate: move 1 INC Bihar>WB; add protest WB")
    assert rules(f) == ["3.3.2"]
    assert not demo.spaces["west-bengal"].protest


def test_demonstrate_destination_not_railway(demo):
    assert "3.3.2" in rules(perform(demo, "INC demonstrate: move 1 INC Bihar>RW-A"))


def test_demonstrate_from_adjacent_only(demo):
    assert rules(perform(demo, "INC demonstrate: move 1 INC Bihar>Punjab")) == ["3.3.2"]


def test_demonstrate_one_step_only(demo):
    assert "3.3.2" in rules(perform(demo, "INC demonstrate: move 1 INC Bihar>RW-A>EB"))


def test_demonstrate_limit_restraint_plus_protest_spaces(demo):
    """3.3.2: Restraint 2: two destinations without Protest, plus any with a Protest."""
    demo.place(INC, "orissa", 1)
    f = perform(demo.copy(), "INC demonstrate: move 1 INC Bihar>WB; move 1 INC Bihar>UP; move 1 INC Bihar>EB")
    assert rules(f) == ["3.3.2"]
    ok = perform(demo, "INC demonstrate: move 1 INC Bihar>WB; move 1 INC Bihar>UP; "
                 "move 1 INC Orissa>Bihar")
    assert ok == []


def test_demonstrate_pieces_move_once(demo):
    """3.1.2: an Activist that moved does not move again."""
    f = perform(demo, "INC demonstrate: move 1 INC Bihar>WB; move 1 INC WB>EB")
    assert rules(f) == ["3.1.2"]


def test_demonstrate_not_gandhi(demo):
    """3.3.2: Gandhi moves by Satyagraha, not Demonstrate."""
    demo.gandhi = "bihar"
    f = perform(demo, "INC demonstrate: move gandhi Bihar>WB")
    assert rules(f) == ["3.3.2"]
    assert demo.gandhi == "bihar"


def test_demonstrate_congress_takes_muslim_league_activists_along(demo):
    """3.3.2: Congress moves ML Activists, each with a Congress Activist."""
    demo.place(ML, "bihar", 2)
    assert perform(demo, "INC demonstrate: move 2 INC 2 ML Bihar>WB") == []
    assert (demo.spaces["west-bengal"].inc_activists, demo.spaces["west-bengal"].ml_activists) == (2, 2)


def test_demonstrate_muslim_league_activist_needs_a_companion(demo):
    demo.place(ML, "bihar", 2)
    assert rules(perform(demo, "INC demonstrate: move 1 INC 2 ML Bihar>WB")) == ["3.3.2"]


def test_demonstrate_congress_moves_at_most_unity_muslim_league(demo):
    demo.unity = 1
    demo.place(ML, "bihar", 2)
    f = perform(demo, "INC demonstrate: move 1 INC 1 ML Bihar>WB; move 1 INC 1 ML Bihar>UP")
    assert rules(f) == ["3.3.2"]


def test_demonstrate_muslim_league(s):
    """3.3.2: the Muslim League moves its Activists into up to Unity destinations."""
    s.place(ML, "punjab", 3)
    assert perform(s, "ML demonstrate: move 2 ML Punjab>Sind; add protest Sind") == []
    assert s.spaces["sind"].ml_activists == 2 and s.spaces["sind"].protest
    assert s.spaces["punjab"].ml_activists == 1


def test_demonstrate_muslim_league_moves_only_its_own(s):
    s.place(ML, "punjab", 1)
    s.place(INC, "punjab", 1)
    f = perform(s, "ML demonstrate: move 1 ML 1 INC Punjab>Sind")
    assert rules(f) == ["3.3.2"]
    assert s.spaces["punjab"].inc_activists == 1


def test_demonstrate_muslim_league_limit_unity_plus_base_spaces(s):
    s.unity = 1
    s.place(ML, "punjab", 3)
    s.place(terms.ML_BASES, "baluchistan", 1)
    assert perform(s.copy(), "ML demonstrate: move 1 ML Punjab>Sind; move 1 ML Punjab>Baluchistan") == []
    assert rules(perform(s, "ML demonstrate: move 1 ML Punjab>Sind; move 1 ML Punjab>NWF")) == ["3.3.2"]


def test_demonstrate_limited_one_destination(demo):
    f = perform(demo, "INC demonstrate limited: move 1 INC Bihar>WB; move 1 INC Bihar>UP")
    assert rules(f) == ["2.3.5"]


# ===================================================================== Civil Disobedience (3.3.3)
@pytest.fixture
def south(s: GameState) -> GameState:
    """3.3.3 example: Restraint 3 and 2 Protests Available; Congress Activists in Bombay
    Presidency, Coastal Andhra and Hyderabad."""
    s.place_protest("delhi")
    s.place_protest("bombay")
    for sid in ("bombay-presidency", "coastal-andhra", "hyderabad"):
        s.place(INC, sid, 1)
    assert s.protests_available_for_ops() == 2
    return s


def test_civil_disobedience_example(south):
    """3.3.3 example: Protests in Bombay Presidency and Coastal Andhra; none left for Hyderabad,
    whose Activist moves onto the adjacent 4-Econ Railway."""
    s = south
    assert perform(s, "INC cd: select BP CA; move 1 INC Hyderabad>RW-C") == []
    assert s.spaces["bombay-presidency"].protest and s.spaces["coastal-andhra"].protest
    assert s.activists_active("bombay-presidency")
    assert not s.spaces["hyderabad"].protest and s.spaces["hyderabad"].inc_activists == 0
    rw = s.map.resolve("RW-C")
    assert s.spaces[rw].inc_activists == 1
    assert s.protests_available_for_ops() == 0


def test_civil_disobedience_limit_read_as_each_space_is_chosen(s):
    """3.1.5 example 1: Restraint 2; Congress interrupts Civil Disobedience to Negotiate in Bihar
    (Protest removed, Restraint 3) and may then choose a third space."""
    s.restraint = 2
    for sid in ("united-provinces", "west-bengal", "orissa", "bihar"):
        s.place(INC, sid, 1)
    s.place_protest("bihar")
    assert rules(perform(s.copy(), "INC cd: select UP WB Orissa")) == ["3.3.3"]  # without Negotiate
    assert perform(s, "INC cd: select UP WB + negotiate: select Bihar + cd: select Orissa") == []
    assert s.restraint == 3 and not s.spaces["bihar"].protest
    assert all(s.spaces[x].protest for x in ("united-provinces", "west-bengal", "orissa"))


def test_civil_disobedience_needs_own_activists(south):
    """3.3.3: Congress chooses spaces with Congress Activists (or Protest/Gandhi)."""
    south.place(ML, "madras-presidency", 1)
    assert rules(perform(south, "INC cd: select MP")) == ["3.3.3"]


def test_civil_disobedience_free_space_with_gandhi(south):
    """3.3.3: any space with Gandhi, even without Activists, beyond Restraint."""
    south.restraint = 1
    south.gandhi = "mysore"
    assert perform(south, "INC cd: select BP Mysore") == []


def test_civil_disobedience_limit(south):
    south.restraint = 2
    south.place(INC, "madras-presidency", 1)
    assert rules(perform(south, "INC cd: select BP CA Hyderabad")) == ["3.3.3"]


def test_civil_disobedience_moves_only_to_adjacent_railways(south):
    assert rules(perform(south.copy(), "INC cd: move 1 INC Hyderabad>BP")) == ["3.3.3"]
    assert rules(perform(south, "INC cd: move 1 INC Hyderabad>RW-A")) == ["3.3.3"]


def test_civil_disobedience_moves_own_activists(south):
    south.place(ML, "hyderabad", 1)
    f = perform(south, "INC cd: move 1 ML Hyderabad>RW-C")
    assert rules(f) == ["3.3.3"]
    assert south.spaces["hyderabad"].ml_activists == 1


def test_civil_disobedience_muslim_league(s):
    """3.3.3: the Muslim League in spaces with ML Activists; a Protest goes there; its Activists
    may move onto an adjacent Railway."""
    s.place(ML, "punjab", 2)
    assert perform(s, "ML cd: select Punjab; move 1 ML Punjab>NWR-KL") == []
    assert s.spaces["punjab"].protest and s.spaces["punjab"].ml_activists == 1
    assert s.spaces[s.map.resolve("NWR-KL")].ml_activists == 1


def test_civil_disobedience_muslim_league_needs_ml_activists(s):
    s.place(INC, "punjab", 2)
    assert rules(perform(s, "ML cd: select Punjab")) == ["3.3.3"]


def test_civil_disobedience_muslim_league_base_space_is_free(s):
    s.unity = 1
    s.place(ML, "sind", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    assert perform(s, "ML cd: select Sind Punjab") == []


# ===================================================================== Non-Cooperation (3.3.4)
@pytest.fixture
def nc(s: GameState) -> GameState:
    """3.3.4 example: Coastal Andhra a Protest and Congress Activists; Bombay Presidency the same
    under Raj Control; Hyderabad a Protest and Gandhi only."""
    for sid in ("coastal-andhra", "bombay-presidency", "hyderabad"):
        s.place_protest(sid)
    s.place(INC, "coastal-andhra", 1)
    s.place(INC, "bombay-presidency", 1)
    s.place(terms.TROOPS, "bombay-presidency", 2)
    s.gandhi = "hyderabad"
    return s


def test_non_cooperation_example(nc):
    """3.3.4 example: Coastal Andhra shifts toward Active Opposition; Restraint -1."""
    assert perform(nc, "INC nc: select CA") == []
    assert nc.spaces["coastal-andhra"].level == terms.PASSIVE_OPPOSITION
    assert nc.restraint == 2


def test_non_cooperation_restraint_once(nc):
    """3.3.4, 6.6: Restraint -1 once, however many spaces."""
    nc.place(INC, "madras-presidency", 1)
    nc.place_protest("madras-presidency")
    assert perform(nc, "INC nc: select CA MP") == []
    assert nc.restraint == 2
    assert nc.spaces["madras-presidency"].level == terms.PASSIVE_OPPOSITION


def test_non_cooperation_not_under_raj_control(nc):
    f = perform(nc, "INC nc: select BP")
    assert rules(f) == ["3.3.4"]


def test_non_cooperation_gandhi_is_not_an_activist(nc):
    assert rules(perform(nc, "INC nc: select Hyderabad")) == ["3.3.4"]


def test_non_cooperation_needs_protest(nc):
    nc.place(INC, "bihar", 1)
    assert rules(perform(nc, "INC nc: select Bihar")) == ["3.3.4"]


def test_non_cooperation_congress_raj_control_in_crisis(nc):
    """3.3.4, 6.8: during a Crisis Congress may choose Raj Control spaces."""
    nc.restraint, nc.unity = 1, 1
    assert perform(nc, "INC nc: select BP") == []
    assert nc.spaces["bombay-presidency"].level == terms.PASSIVE_OPPOSITION


def test_non_cooperation_muslim_league(s):
    """3.3.4: ML Base spaces any number, others up to Unity; each with Protest, ML Activists,
    no Raj Control."""
    s.unity = 1
    for sid in ("punjab", "sind", "karachi"):
        s.place_protest(sid)
        s.place(ML, sid, 1)
    s.place(terms.ML_BASES, "punjab", 1)
    assert perform(s.copy(), "ML nc: select Punjab Sind") == []
    f = perform(s, "ML nc: select Punjab Sind Karachi")
    assert rules(f) == ["3.3.4"]
    assert s.spaces["punjab"].level == terms.PASSIVE_OPPOSITION


def test_non_cooperation_muslim_league_no_raj_control_even_in_crisis(s):
    s.restraint, s.unity = 1, 1
    s.place_protest("sind")
    s.place(ML, "sind", 1)
    s.place(terms.TROOPS, "sind", 2)
    assert rules(perform(s, "ML nc: select Sind")) == ["3.3.4"]


def test_non_cooperation_muslim_league_needs_ml_activists(s):
    s.place_protest("sind")
    s.place(INC, "sind", 1)
    assert rules(perform(s, "ML nc: select Sind")) == ["3.3.4"]


def test_non_cooperation_ends_in_crisis(s):
    """3.1.5 example 2: Unity 1, Restraint 2, ML Non-Cooperation: Restraint 1, Crisis."""
    s.restraint, s.unity = 2, 1
    s.place_protest("sind")
    s.place(ML, "sind", 1)
    assert perform(s, "ML nc: select Sind") == []
    assert s.crisis


def test_non_cooperation_takes_no_negotiate(nc):
    """4.1.2: Negotiate accompanies Rally, Demonstrate, Civil Disobedience only (either order)."""
    nc.place(INC, "bihar", 1)
    assert rules(perform(nc.copy(), "INC nc: select CA + negotiate: select Bihar")) == ["4.3.1"]
    assert rules(perform(nc, "INC negotiate: select Bihar + nc: select CA")) == ["4.3.1"]


def test_3_3_1_league_rally_activists_released_at_its_end_do_not_count_as_available_for_placing():
    """3.3.1: the League places 1 + Bases Activists where it can; Activists released from Jail at
    the end of the same Rally were not Available when the spaces were filled."""
    from gandhi_cli.core.engine import perform
    from gandhi_cli.model import terms
    from gandhi_cli.model.scenario import setup

    s = setup("short", seed=1)
    s.jail[terms.ML_ACTIVISTS] += s.available(terms.ML_ACTIVISTS) - 1  # 1 Available, the rest in Jail
    assert s.spaces["punjab"].ml_bases == 1  # Punjab wants 1 + 1 Base = 2
    found = perform(s.copy(), "ML rally: place 1 ML Punjab; roll 4; release 3 ML; release 1 INC")
    assert found == []
    fresh = setup("short", seed=1)  # 2 Available: placing only 1 is still a shortfall
    assert any("1 + Bases" in f.message for f in perform(fresh, "ML rally: place 1 ML Punjab"))


def test_same_space_twice_in_one_operation_3_1_1(s):
    """3.1.1 (IT:401): Non-Cooperation choosing United Provinces in two `select` steps (or twice in
    one) is reported once per repetition."""
    s.place(INC, "united-provinces", 1)
    s.place_protest("united-provinces")
    f = perform(s, "INC nc: select UP; select UP UP")
    assert rules(f) == ["3.1.1", "3.1.1"]
