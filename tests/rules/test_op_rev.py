"""Revolutionary Operations (3.4): Rally 3.4.1, March 3.4.2, Attack 3.4.3, Unrest 3.4.4 — legal
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
    """Restraint 3, Unity 3, the Revolutionaries with 10 Resources and the Raj with 5."""
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.REV] = 10
    empty.resources[terms.RAJ] = 5
    return empty


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


def pieces(state: GameState, sid: str) -> dict:
    """The non-empty counts of a space, for piece-by-piece checks."""
    sp = state.spaces[sid]
    names = ("troops", "sepoys", "inc_activists", "ml_activists", "guerrillas_hidden", "guerrillas_active",
             "ml_bases", "rev_bases", "unrest")
    return {n: getattr(sp, n) for n in names if getattr(sp, n)}


# ---------------------------------------------------------------------------------------- Rally 3.4.1
def test_rally_places_builds_and_frees_one_from_out_of_play(s):
    """3.4.1: place 1 + Bases Guerrillas (Hidden), or replace Unity-many Guerrillas with a Base;
    1 Resource per space; then one Guerrilla from Out of Play to Available."""
    s.place(G, "east-bengal", 3)
    s.place(terms.REV_BASES, "bihar", 1)
    s.set_level("bihar", terms.ACTIVE_SUPPORT)  # a Base there: Support does not matter
    s.available_to_out_of_play(G, 2)
    avail = s.available(G)
    f = perform(s, "REV rally: place 1G Punjab; replace 3G EB with 1 RB; place 2G Bihar; out-of-play 1G")
    assert f == []
    assert pieces(s, "punjab") == {"guerrillas_hidden": 1}
    assert pieces(s, "east-bengal") == {"rev_bases": 1}
    assert pieces(s, "bihar") == {"guerrillas_hidden": 2, "rev_bases": 1}
    assert s.out_of_play[G] == 1
    assert s.available(G) == avail - 1 - 2 + 3 + 1
    assert s.resources[terms.REV] == 7


def test_rally_example_base_in_punjab(s):
    """3.4.1 example (IT:585): Unity 2, 1 Resource to Rally in Punjab, 2 Guerrillas there become a Base."""
    s.unity = 2
    s.place(G, "punjab", 2)
    assert perform(s, "REV rally: replace 2G Punjab with 1 RB") == []
    assert pieces(s, "punjab") == {"rev_bases": 1}
    assert s.resources[terms.REV] == 9


def test_rally_not_on_railways(s):
    """3.4.1: Cities, Provinces and States only."""
    f = perform(s, "REV rally: place 1G RW-A")
    assert rules(f) == ["3.4.1"]


def test_rally_not_where_there_is_support_without_a_base(s):
    """3.4.1: spaces without Support, or any with a Revolutionary Base."""
    s.set_level("punjab", terms.PASSIVE_SUPPORT)
    assert rules(perform(s, "REV rally: place 1G Punjab")) == ["3.4.1"]
    s.set_level("bihar", terms.PASSIVE_OPPOSITION)
    assert perform(s, "REV rally: place 1G Bihar") == []


def test_rally_places_exactly_one_plus_bases(s):
    """3.4.1: 1 + Bases Guerrillas, not more, not fewer while they are Available."""
    s.place(terms.REV_BASES, "bihar", 1)
    assert rules(perform(s, "REV rally: place 2G Punjab")) == ["3.4.1"]
    assert rules(perform(s, "REV rally: place 1G Bihar")) == ["3.4.1"]


def test_rally_places_fewer_when_none_are_available(s):
    """3.4.1, 1.4.1: fewer only because the Available box ran out."""
    s.place(terms.REV_BASES, "bihar", 1)
    s.place(G, "assam", s.available(G) - 1)
    assert perform(s, "REV rally: place 1G Bihar") == []
    assert s.available(G) == 0


def test_rally_base_replaces_unity_guerrillas(s):
    """3.4.1, 3.1.5: as many Guerrillas as Unity (3 here)."""
    s.place(G, "punjab", 3)
    f = perform(s, "REV rally: replace 2G Punjab with 1 RB")
    assert rules(f) == ["3.4.1"]


def test_rally_base_needs_room(s):
    """3.4.1, 1.4.2: Bases no more than the Population (Assam: 1); the step is skipped."""
    s.place(G, "assam", 3)
    s.place(terms.REV_BASES, "assam", 1)
    f = perform(s, "REV rally: replace 3G Assam with 1 RB")
    assert rules(f) == ["1.4.2"]
    assert pieces(s, "assam") == {"guerrillas_hidden": 3, "rev_bases": 1}


def test_rally_places_or_builds_not_both(s):
    """3.4.1: in each space one or the other."""
    s.place(G, "punjab", 3)
    f = perform(s, "REV rally: replace 3G Punjab with 1 RB; place 2G Punjab")
    assert rules(f) == ["3.4.1"]


def test_rally_out_of_play_one_guerrilla_only(s):
    """3.4.1: at most one Guerrilla from Out of Play."""
    s.available_to_out_of_play(G, 3)
    assert rules(perform(s, "REV rally: place 1G Punjab; out-of-play 2G")) == ["3.4.1"]
    assert rules(perform(s, "REV rally: place 1G Bihar; out-of-play 1G; out-of-play 1G")) == ["3.4.1"]
    assert s.out_of_play[G] == 2


def test_rally_out_of_play_comes_last(s):
    """3.4.1: 'then' — the Out of Play Guerrilla moves after the spaces."""
    s.available_to_out_of_play(G, 1)
    assert rules(perform(s, "REV rally: out-of-play 1G; place 1G Punjab")) == ["3.4.1"]


def test_rally_only_guerrillas_are_placed(s):
    assert rules(perform(s, "REV rally: place 1 RB Punjab")) == ["3.4.1"]
    assert s.spaces["punjab"].rev_bases == 0


def test_rally_limited_in_one_space(s):
    """2.3.5: a Limited Rally is in one space."""
    assert rules(perform(s, "REV rally limited: place 1G Punjab; place 1G Bihar")) == ["2.3.5"]


def test_rally_costs_one_per_space(s):
    """3.1, 3.4.1: short of Resources, it pays what it has."""
    s.resources[terms.REV] = 1
    f = perform(s, "REV rally: place 1G Punjab; place 1G Bihar")
    assert rules(f) == ["3.4.1"]
    assert s.resources[terms.REV] == 0


def test_rally_with_a_transfer(s):
    """1.5.2: the Revolutionaries may transfer Resources to the Raj during their Operation."""
    assert perform(s, "REV rally: place 1G Punjab; transfer 2 to RAJ") == []
    assert (s.resources[terms.REV], s.resources[terms.RAJ]) == (7, 7)


# ---------------------------------------------------------------------------------------- March 3.4.2
@pytest.fixture
def orissa(s):
    """The March example (IT:591): 4 Hidden Guerrillas in Orissa; Central Provinces Neutral with 2
    Sepoys; Bihar Passive Support with 3 Sepoys; United Provinces Passive Support with 2 Troops."""
    s.place(G, "orissa", 4)
    s.place(S, "central-provinces", 2)
    s.place(S, "bihar", 3)
    s.set_level("bihar", terms.PASSIVE_SUPPORT)
    s.place(T, "united-provinces", 2)
    s.set_level("united-provinces", terms.PASSIVE_SUPPORT)
    return s


def test_march_example_orissa(orissa):
    """3.4.2 example (IT:591): 1 Resource for Orissa; 2 to Central Provinces stay Hidden (no Support);
    1 to Bihar is Activated (1 + 3 cubes > 3, Support); 1 Hidden along the Railway to United
    Provinces stays Hidden (1 + 2 cubes = 3)."""
    s = orissa
    f = perform(s, "REV march: move 2G Orissa>CP; move 1G Orissa>Bihar; move 1 hidden Orissa>RW-G>RW-F>UP")
    assert f == []
    assert pieces(s, "orissa") == {}
    assert pieces(s, "central-provinces") == {"sepoys": 2, "guerrillas_hidden": 2}
    assert pieces(s, "bihar") == {"sepoys": 3, "guerrillas_active": 1}
    assert pieces(s, "united-provinces") == {"troops": 2, "guerrillas_hidden": 1}
    assert s.resources[terms.REV] == 9


def test_march_activates_only_the_moving_guerrillas(orissa):
    """3.4.2: the Guerrillas already in the destination stay as they were."""
    s = orissa
    s.place(G, "bihar", 2)
    assert perform(s, "REV march: move 1G Orissa>Bihar") == []
    assert pieces(s, "bihar") == {"sepoys": 3, "guerrillas_hidden": 2, "guerrillas_active": 1}


def test_march_railway_destination_exposes_and_origin_is_free(s):
    """3.4.2: a Railway origin costs 0; on a Railway destination moving Guerrillas + cubes > 3 Activate."""
    s.place(G, "rw-eir-calcutta", 2)
    s.place(S, "rw-eir-delhi", 2)
    assert perform(s, "REV march: move 2G RW-G>RW-F") == []
    assert pieces(s, "rw-eir-delhi") == {"sepoys": 2, "guerrillas_active": 2}
    assert s.resources[terms.REV] == 10


def test_march_pays_per_origin_not_per_destination(orissa):
    s = orissa
    s.place(G, "assam", 1)
    assert perform(s, "REV march: move 1G Orissa>CP; move 1G Orissa>Bihar; move 1G Assam>EB") == []
    assert s.resources[terms.REV] == 8


def test_march_into_adjacent_spaces(orissa):
    """3.4.2: Orissa is not adjacent to United Provinces."""
    assert rules(perform(orissa, "REV march: move 1G Orissa>UP")) == ["3.4.2"]


def test_march_long_route_only_through_railways_and_cities(orissa):
    """3.4.2: the chain is of Railways and Cities (Bihar is a Province)."""
    assert rules(perform(orissa, "REV march: move 1 hidden Orissa>Bihar>UP")) == ["3.4.2"]


def test_march_long_route_only_for_hidden_guerrillas(orissa):
    """3.4.2: an Active Guerrilla moves into an adjacent space only."""
    s = orissa
    s.activate_guerrillas("orissa", 4)
    f = perform(s, "REV march: move 1G Orissa>RW-G>RW-F>UP")
    assert rules(f) == ["3.4.2"]
    assert s.spaces["united-provinces"].guerrillas_active == 1


def test_march_pieces_move_once(orissa):
    """3.1.2: a Guerrilla that marched cannot march again in the same Operation."""
    f = perform(orissa, "REV march: move 2G Orissa>CP; move 2G CP>UP")
    assert rules(f) == ["3.1.2"]


def test_march_twice_says_the_guerrilla_already_moved(orissa):
    """3.1.2 (IT:403): a Guerrilla that marches twice is reported as having moved already in this
    Operation (not as Active Guerrillas missing); the step is skipped."""
    f = perform(orissa, "REV march: move 1G Orissa>CP; move 1G CP>UP")
    assert rules(f) == ["3.1.2"]
    assert "already marched in this Operation" in f[0].message and "wanted" not in f[0].message
    assert orissa.spaces["central-provinces"].guerrillas_hidden == 1


def test_march_guerrillas_already_there_may_leave(orissa):
    """3.1.2: only the ones that moved are held; the others there may march."""
    s = orissa
    s.place(G, "central-provinces", 1)
    assert perform(s, "REV march: move 2G Orissa>CP; move 1G CP>UP") == []
    assert pieces(s, "central-provinces") == {"sepoys": 2, "guerrillas_hidden": 2}


def test_march_only_guerrillas(orissa):
    orissa.place(S, "orissa", 1)
    assert rules(perform(orissa, "REV march: move 1S Orissa>CP")) == ["3.4.2"]


def test_march_limited_one_origin_several_destinations(orissa):
    """3.4.2, 2.3.5: a Limited March has one origin and may reach several destinations."""
    s = orissa
    assert perform(s, "REV march limited: move 1G Orissa>CP; move 1G Orissa>Bihar") == []
    s.place(G, "assam", 1)
    assert rules(perform(s, "REV march limited: move 1G Orissa>CP; move 1G Assam>EB")) == ["2.3.5"]


def test_march_short_of_resources(orissa):
    orissa.resources[terms.REV] = 0
    assert rules(perform(orissa, "REV march: move 1G Orissa>CP")) == ["3.4.2"]


# ---------------------------------------------------------------------------------------- Attack 3.4.3
@pytest.fixture
def bengal(s):
    """The Attack example (IT:612): East Bengal 3 Hidden Guerrillas, 2 Sepoys (Raj Control until
    the Guerrillas are Activated); Bihar 2 Hidden Guerrillas, 2 Sepoys and a Protest."""
    s.place(G, "east-bengal", 3)
    s.place(S, "east-bengal", 2)
    s.place(G, "bihar", 2)
    s.place(S, "bihar", 2)
    s.place_protest("bihar")
    return s


def test_attack_example_east_bengal_then_bihar(bengal):
    """3.4.3 example (IT:612): 1 Resource per space, all Guerrillas Activated, roll 2 and 1 succeed,
    two cubes removed in each. Unrest in East Bengal for "no Raj Control", in Bihar for "a
    Protest" (the example's own reasons; rules-notes REV-1)."""
    s = bengal
    assert s.raj_control("east-bengal")
    f = perform(s, "REV attack: select EB; roll 2; remove 2S EB; select Bihar; roll 1; remove 2S Bihar")
    assert f == []
    assert pieces(s, "east-bengal") == {"guerrillas_active": 3, "unrest": 1}
    assert pieces(s, "bihar") == {"guerrillas_active": 2, "unrest": 1}
    assert s.resources[terms.REV] == 8


def test_attack_unrest_without_protest_when_no_raj_control(bengal):
    """3.4.3 (rules-notes REV-1): a Protest OR no Raj Control is enough for Unrest."""
    s = bengal
    assert perform(s, "REV attack: select EB; roll 2; remove 2S EB") == []
    assert pieces(s, "east-bengal") == {"guerrillas_active": 3, "unrest": 1}


def test_attack_no_unrest_under_raj_control(s):
    """3.4.3: no Protest and Raj Control after the removals (4 Sepoys - 2 > 1 Guerrilla): no Unrest."""
    s.place(G, "bihar", 1)
    s.place(S, "bihar", 4)
    assert perform(s, "REV attack: select Bihar; roll 1; remove 2S Bihar") == []
    assert pieces(s, "bihar") == {"sepoys": 2, "guerrillas_active": 1}


def test_attack_just_for_unrest(s):
    """3.4.3 play note: a space with no opponents may be attacked just to add Unrest."""
    s.place(G, "punjab", 1)
    s.place_protest("punjab")
    assert perform(s, "REV attack: select Punjab; roll 1") == []
    assert pieces(s, "punjab") == {"guerrillas_active": 1, "unrest": 1}


def test_attack_failed_roll_removes_nothing(bengal):
    """3.4.3: a roll above the Guerrillas there fails; removing anyway is a violation (applied)."""
    s = bengal
    assert perform(s, "REV attack: select Bihar; roll 3") == []
    assert pieces(s, "bihar") == {"sepoys": 2, "guerrillas_active": 2}
    f = perform(s, "REV attack: select EB; roll 4; remove 1S EB")
    assert rules(f) == ["3.4.3"]
    assert s.spaces["east-bengal"].sepoys == 1


def test_attack_roll_is_written(bengal):
    """3.4.3: every space attacked has its die roll."""
    assert rules(perform(bengal, "REV attack: select EB")) == ["3.4.3"]
    assert rules(perform(bengal, "REV attack: remove 2S Bihar")) == ["3.4.3"]


def test_attack_roll_is_a_die_roll_once_per_space(bengal):
    assert rules(perform(bengal, "REV attack: select EB; roll 7")) == ["3.4.3", "3.4.3"]
    assert rules(perform(bengal, "REV attack: select Bihar; roll 1; roll 2; remove 2S Bihar")) == ["3.4.3"]


def test_attack_not_on_railways_nor_without_guerrillas(s):
    """3.4.3: Cities, Provinces and States with Guerrillas."""
    s.place(G, "rw-eastern-bengal", 1)
    assert rules(perform(s, "REV attack: select RW-A; roll 1")) == ["3.4.3"]
    assert rules(perform(s, "REV attack: select Punjab; roll 1")) == ["3.4.3"]


def test_attack_space_chosen_once(bengal):
    """3.1.1."""
    f = perform(bengal, "REV attack: select EB; roll 1; remove 2S EB; select EB")
    assert rules(f) == ["3.1.1"]


def test_attack_removes_up_to_two(bengal):
    s = bengal
    s.place(S, "east-bengal", 1)
    f = perform(s, "REV attack: select EB; roll 1; remove 3S EB")
    assert rules(f) == ["3.4.3"]


def test_attack_sepoys_before_troops(s):
    """3.4.3: remove the Sepoys before any Troop."""
    s.place(G, "bihar", 3)
    s.place(S, "bihar", 1)
    s.place(T, "bihar", 2)
    assert rules(perform(s, "REV attack: select Bihar; roll 1; remove 2T Bihar")) == ["3.4.3"]


def test_attack_sepoy_then_troop_is_legal(s):
    s.place(G, "bihar", 3)
    s.place(S, "bihar", 1)
    s.place(T, "bihar", 2)
    assert perform(s, "REV attack: select Bihar; roll 1; remove 1S 1T Bihar") == []
    assert pieces(s, "bihar") == {"troops": 1, "guerrillas_active": 3, "unrest": 1}  # no Raj Control


def test_attack_muslim_league_base_after_activists(s):
    """3.4.3: Muslim League Bases only once no Activist (Congress or League) is left."""
    s.place(G, "punjab", 3)
    s.place(INC, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    s.place_protest("punjab")
    f = perform(s, "REV attack: select Punjab; roll 1; remove 1 MLB Punjab")
    assert rules(f) == ["3.4.3"]


def test_attack_two_factions_activist_then_base(s):
    """3.4.3: two factions may be hit; the Activist first, then the Muslim League Base."""
    s.place(G, "punjab", 3)
    s.place(INC, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    s.place_protest("punjab")
    assert perform(s, "REV attack: select Punjab; roll 1; remove 1 INC Punjab; remove 1 MLB Punjab") == []
    assert pieces(s, "punjab") == {"guerrillas_active": 3, "unrest": 1}


def test_attack_never_gandhi(s):
    s.place(G, "bihar", 3)
    s.place(terms.GANDHI, "bihar")
    f = perform(s, "REV attack: select Bihar; roll 1; remove gandhi Bihar")
    assert rules(f) == ["3.4.3"]  # 1.4.4: "non Gandhi" (IT:168)


def test_attack_only_active_pieces(s):
    """3.4.3, 1.4.3: Activists outside Protest spaces and Railways are not Active."""
    s.place(G, "bihar", 3)
    s.place(INC, "bihar", 2)
    assert rules(perform(s, "REV attack: select Bihar; roll 1; remove 2 INC Bihar")) == ["3.4.3"]


def test_attack_only_opposing_pieces(s):
    s.place(G, "bihar", 3)
    assert rules(perform(s, "REV attack: select Bihar; roll 1; remove 1G Bihar")) == ["3.4.3"]


def test_attack_affects_an_attacked_faction_as_far_as_possible(bengal):
    """1.4.4: once the Raj is attacked, two Sepoys go, not one (rules-notes REV-2)."""
    f = perform(bengal, "REV attack: select EB; roll 1; remove 1S EB")
    assert rules(f) == ["1.4.4"]


def test_attack_declared_target_must_lose_pieces(bengal):
    """1.4.4, 3.1.4: a faction declared as target loses what it can."""
    f = perform(bengal, "REV attack: select EB; roll 1; target RAJ")
    assert rules(f) == ["1.4.4"]


def test_attack_may_remove_nothing(bengal):
    """3.4.3: 'up to two': attacking no faction is allowed (rules-notes REV-2)."""
    assert perform(bengal, "REV attack: select EB; roll 1") == []
    assert pieces(bengal, "east-bengal") == {"sepoys": 2, "guerrillas_active": 3, "unrest": 1}  # no Control


def test_attack_short_of_resources(bengal):
    bengal.resources[terms.REV] = 1
    f = perform(bengal, "REV attack: select EB; roll 5; select Bihar; roll 5")
    assert rules(f) == ["3.4.3"]
    assert bengal.resources[terms.REV] == 0


# ---------------------------------------------------------------------------------------- Unrest 3.4.4
def test_unrest_in_provinces_and_on_a_railway(s):
    """3.4.4: Restraint per space; one Hidden Guerrilla Activated; Unrest and a shift toward
    Neutral, or a Strike on a Railway; Restraint -1 once."""
    for sid in ("united-provinces", "bihar", "rw-eastern-bengal"):
        s.place(G, sid, 2)
    s.set_level("united-provinces", terms.PASSIVE_SUPPORT)
    s.set_level("bihar", terms.ACTIVE_OPPOSITION)
    f = perform(s, "REV unrest: select UP Bihar RW-A")
    assert f == []
    assert pieces(s, "united-provinces") == {"guerrillas_hidden": 1, "guerrillas_active": 1, "unrest": 1}
    assert pieces(s, "bihar") == {"guerrillas_hidden": 1, "guerrillas_active": 1, "unrest": 1}
    assert pieces(s, "rw-eastern-bengal") == {"guerrillas_hidden": 1, "guerrillas_active": 1}
    assert s.spaces["rw-eastern-bengal"].strike
    assert s.spaces["united-provinces"].level == terms.NEUTRAL
    assert s.spaces["bihar"].level == terms.PASSIVE_OPPOSITION
    assert s.resources[terms.REV] == 10 - 9
    assert s.restraint == 2


def test_unrest_example_crisis_bombay(s):
    """3.4.4 example (IT:626): in Crisis, Bombay Presidency (Hidden Guerrilla) and Bombay (Congress
    and League Activists, no Guerrilla), 1 Resource each."""
    s.restraint, s.unity = 1, 1
    s.place(G, "bombay-presidency", 1)
    s.place(INC, "bombay", 1)
    s.place(ML, "bombay", 1)
    f = perform(s, "REV unrest: select BP Bombay")
    assert f == []
    assert pieces(s, "bombay-presidency") == {"guerrillas_active": 1, "unrest": 1}
    assert pieces(s, "bombay") == {"inc_activists": 1, "ml_activists": 1, "unrest": 1}
    assert s.resources[terms.REV] == 8
    assert s.restraint == 1


def test_unrest_needs_a_hidden_guerrilla(s):
    s.place(G, "bihar", 1)
    s.activate_guerrillas("bihar", 1)
    assert rules(perform(s, "REV unrest: select Bihar")) == ["3.4.4"]


def test_unrest_activists_of_both_only_in_crisis(s):
    """3.4.4, 6.8: spaces with both kinds of Activist only during a Crisis."""
    s.place(INC, "bombay", 1)
    s.place(ML, "bombay", 1)
    assert rules(perform(s, "REV unrest: select Bombay")) == ["3.4.4"]


def test_unrest_crisis_needs_both_activists(s):
    s.restraint, s.unity = 1, 1
    s.place(INC, "bombay", 2)
    assert rules(perform(s, "REV unrest: select Bombay")) == ["3.4.4"]


def test_unrest_no_second_strike(s):
    """3.4.4: a Strike only if the Railway has none; Restraint still shifts."""
    s.place(G, "rw-eastern-bengal", 1)
    s.add_unrest("rw-eastern-bengal")
    assert perform(s, "REV unrest: select RW-A") == []
    assert s.unrest_strike_in_play() == 1
    assert s.restraint == 2


def test_unrest_space_once_and_limited(s):
    """3.1.1, 2.3.5."""
    s.place(G, "bihar", 2)
    s.place(G, "punjab", 2)
    assert rules(perform(s, "REV unrest: select Bihar Bihar")) == ["3.1.1"]
    assert rules(perform(s, "REV unrest limited: select Punjab; select Bihar")) == ["2.3.5"]


def test_unrest_costs_restraint(s):
    """3.4.4, 3.1: Restraint 3 per space, 4 Resources for two spaces."""
    s.resources[terms.REV] = 4
    s.place(G, "bihar", 1)
    s.place(G, "punjab", 1)
    assert rules(perform(s, "REV unrest: select Bihar Punjab")) == ["3.4.4"]
    assert s.resources[terms.REV] == 0


def test_unrest_markers_run_out(s):
    """1.11: with all 12 Unrest/Strike markers in play none is added; the shift still happens."""
    s.place(G, "bihar", 1)
    s.set_level("bihar", terms.PASSIVE_SUPPORT)
    for _ in range(12):
        s.add_unrest("punjab")
    assert perform(s, "REV unrest: select Bihar") == []
    assert (s.spaces["bihar"].unrest, s.spaces["bihar"].level) == (0, terms.NEUTRAL)


# ------------------------------------------------------------------- issue 24: mutation survivors
def test_3_4_3_a_failed_attack_adds_no_unrest(s):
    """3.4.3 (IT:598): the Unrest marker follows a successful Attack's removals; a roll above the
    Guerrillas there fails and the space gets nothing, although it has a Protest and no Raj
    Control."""
    s.place(G, "punjab", 1)
    s.place_protest("punjab")
    assert not s.raj_control("punjab")
    assert perform(s, "REV attack: select Punjab; roll 2") == []
    assert pieces(s, "punjab") == {"guerrillas_active": 1}
    assert s.resources[terms.REV] == 9  # the space is still paid for (3.4.3)


def test_1_4_4_attack_on_congress_takes_as_many_as_it_can(s):
    """1.4.4 (IT:168): a faction attacked loses as many pieces as it can. Bihar with a Protest
    (its Activists Active, 1.4.3) and 2 Congress Activists: removing one is short by one."""
    s.place(G, "bihar", 3)
    s.place(INC, "bihar", 2)
    s.place_protest("bihar")
    assert rules(perform(s.copy(), "REV attack: select Bihar; roll 1; remove 1 INC Bihar")) == ["1.4.4"]
    assert perform(s, "REV attack: select Bihar; roll 1; remove 2 INC Bihar") == []


def test_1_4_4_attack_on_the_league_reaches_its_base_once_the_activists_are_gone(s):
    """1.4.4, 3.4.3: the League attacked in Punjab (Protest: 1 Active League Activist, 1 League
    Base): the Activist, then the Base (Bases last) — two pieces; stopping after the Activist is
    short of what the Attack could take."""
    s.place(G, "punjab", 3)
    s.place(ML, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    s.place_protest("punjab")
    assert rules(perform(s.copy(), "REV attack: select Punjab; roll 1; remove 1 ML Punjab")) == ["1.4.4"]
    assert perform(s, "REV attack: select Punjab; roll 1; remove 1 ML Punjab; remove 1 MLB Punjab") == []


def test_1_4_4_a_league_base_guarded_by_a_congress_activist_not_attacked(s):
    """3.4.3 'Bases last' (IT:598): with a Congress Activist left (not attacked), the League Base
    cannot be taken, so attacking the League's Activist alone takes all it can."""
    s.place(G, "punjab", 3)
    s.place(INC, "punjab", 1)
    s.place(ML, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    s.place_protest("punjab")
    assert perform(s, "REV attack: select Punjab; roll 1; remove 1 ML Punjab") == []


def test_1_4_4_an_inactive_activist_shields_the_league_base(s):
    """1.4.3, 3.4.3: without a Protest the League Activist is not Active, so it stays, and the
    League Base with it (Bases last): the League declared as target loses nothing, rightly."""
    s.place(G, "punjab", 3)
    s.place(ML, "punjab", 1)
    s.place(terms.ML_BASES, "punjab", 1)
    assert perform(s, "REV attack: select Punjab; roll 1; target ML") == []


def test_3_4_4_unrest_that_starts_a_crisis_opens_the_crisis_window(tmp_path):
    """6.8 (IT:986): a Crisis begun during a turn lets the Raj move cubes from Out of Play at its
    end. Restraint 2, Unity 1: the Unrest Operation's Restraint -1 (3.4.4) starts the Crisis, so
    'RAJ crisis' after it is legal; without it, it is a 6.8 violation."""
    import yaml

    from gandhi_cli.core.replay import replay_text
    from gandhi_cli.io.resources import scenarios_dir

    data = yaml.safe_load((scenarios_dir() / "short.yaml").read_text())
    data["restraint"], data["unity"] = 2, 1
    (tmp_path / "low.yaml").write_text(yaml.safe_dump(data))
    head = '[Scenario "low.yaml"]\n[Deck 13 2]\ncard 13 [REV RAJ ML INC]\n'  # beside the log (issue #35)
    log = str(tmp_path / "game.log")
    r = replay_text(head + "REV unrest: select East-Bengal\nRAJ crisis: roll 3; "
                    "place 2T Delhi from out-of-play\n", log)
    assert [f.rule for f in r.violations] == []
    assert r.state.crisis and r.state.restraint == 1
    r = replay_text(head + "REV pass\nRAJ crisis: roll 3; place 2T Delhi from out-of-play\n", log)
    assert [f.rule for f in r.violations] == ["6.8"]


@pytest.mark.parametrize("text,expected", [
    ("REV attack: roll 1; select EB", ["3.4.3", "3.4.3"]),  # a roll before any space; EB then unrolled
    ("REV attack: select EB; roll 0", ["3.4.3", "3.4.3"]),  # a die shows 1-6; EB then unrolled
    ("REV attack: select EB; roll 1; target REV; remove 2S EB", ["3.1.4"]),
    ("REV attack: target RAJ; select EB; roll 1; remove 2S EB", ["3.4.3"]),
])
def test_3_4_3_attack_notation_errors(bengal, text, expected):
    """3.4.3 notation (`select X; roll N; remove ...`): each misplaced or impossible step is one
    finding, the rest of the Attack goes on."""
    assert rules(perform(bengal, text)) == expected


@pytest.mark.parametrize("text", ["REV unrest: select Bihar; roll 2", "REV unrest: select Bihar; remove 1S Bihar"])
def test_3_4_4_unrest_has_no_roll_nor_removal(s, text):
    """3.4.4: Unrest Activates a Guerrilla and adds a marker; it rolls no die and removes nothing:
    such a step is one finding and is skipped (the Sepoy stays)."""
    s.place(G, "bihar", 2)
    s.place(S, "bihar", 1)
    assert rules(perform(s, text)) == ["3.4.4"]
    assert pieces(s, "bihar") == {"sepoys": 1, "guerrillas_hidden": 1, "guerrillas_active": 1, "unrest": 1}


def test_1_4_4_a_league_base_counts_only_when_the_league_is_attacked(s):
    """1.4.4 (IT:168): only the faction attacked must lose what it can. The Raj attacked in Bihar
    (1 Sepoy) loses it; the League's Base there (no Activist left) is not the Raj's, so the
    Attack that stops after the Sepoy took all it owed."""
    s.place(G, "bihar", 3)
    s.place(S, "bihar", 1)
    s.place(terms.ML_BASES, "bihar", 1)
    assert perform(s, "REV attack: select Bihar; roll 1; remove 1S Bihar") == []
    assert s.spaces["bihar"].ml_bases == 1
