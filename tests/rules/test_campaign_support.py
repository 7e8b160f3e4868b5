"""The Support phase parts of a Campaign round (6.2.1 Strikes when Congress chooses, 6.3.1
Imperialism, 6.3.2 Constructive Programme, 6.3.3 Pakistan Movement, 6.3.4 Secret Societies):
legal uses checked piece by piece, and each condition's violation by rule number."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.campaign_round.support import imperialism_missing, place_automatic_strikes, strikes_choice_needed

RW_A, RW_B, RW_C, RW_D = "rw-eastern-bengal", "rw-gip-bombay", "rw-gip-deccan", "rw-madras-raichur"


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


def level(s: GameState, sid: str) -> int:
    return s.spaces[sid].level


# ====================================================================== 6.3.1 Imperialism
@pytest.fixture
def raj(empty: GameState) -> GameState:
    """Raj 20 Resources; 1 Troop + 1 Sepoy (Raj Control) in Delhi, Bihar and Punjab, all Neutral;
    Jail empty, Gandhi Available."""
    s = empty
    s.resources[terms.RAJ] = 20
    for sid in ("delhi", "bihar", "punjab"):
        s.place(terms.TROOPS, sid)
        s.place(terms.SEPOYS, sid)
    return s


def jail(s: GameState, inc: int = 0, ml: int = 0, gandhi: bool = False) -> None:
    s.jail[terms.INC_ACTIVISTS] = inc
    s.jail[terms.ML_ACTIVISTS] = ml
    if gandhi:
        s.gandhi = terms.JAIL


def test_imperialism_tutorial_example(raj):
    """6.3.1, tutorial (IT:2685-2690): Bihar and Punjab each Neutral -> Active Support, Resources
    16 -> 10 -> 4; two spaces want 4 Activists but Jail holds 3 (2 Congress, 1 League): all go to
    Available; then Gandhi from Jail to Gujarat."""
    s = raj
    s.resources[terms.RAJ] = 16
    jail(s, inc=2, ml=1, gandhi=True)
    text = ("RAJ imperialism: shift Bihar +2; shift Punjab +2; release 2 INC; release 1 ML;"
            " release gandhi to Gujarat")
    assert perform(s, text) == []
    assert level(s, "bihar") == level(s, "punjab") == terms.ACTIVE_SUPPORT
    assert s.resources[terms.RAJ] == 4
    assert s.jail == {terms.INC_ACTIVISTS: 0, terms.ML_ACTIVISTS: 0}
    assert s.available(terms.INC_ACTIVISTS) == 16 and s.available(terms.ML_ACTIVISTS) == 16
    assert s.gandhi == "gujarat"
    assert (s.spaces["bihar"].troops, s.spaces["bihar"].sepoys) == (1, 1)  # cubes stay


def test_imperialism_removes_unrest_then_shifts_two_levels(raj):
    """6.3.1, SUP-2: an Unrest marker removed (3) and then two levels (3 each): the limit of two
    is on levels; a removal is not a level. 9 Resources in all."""
    s = raj
    s.spaces["bihar"].unrest = 1
    s.set_level("bihar", terms.PASSIVE_OPPOSITION)
    jail(s, inc=2)
    assert perform(s, "RAJ imperialism: remove unrest Bihar; shift Bihar +2; release 2 INC") == []
    assert s.spaces["bihar"].unrest == 0
    assert level(s, "bihar") == terms.PASSIVE_SUPPORT
    assert s.resources[terms.RAJ] == 20 - 9
    assert s.jail[terms.INC_ACTIVISTS] == 0


def test_imperialism_mountbatten_costs_two(raj):
    """6.3.1, 2.5.1: under Lord Mountbatten each marker removed or level shifted costs 2."""
    s = raj
    s.viceroy = terms.MOUNTBATTEN
    s.spaces["delhi"].unrest = 2
    text = "RAJ imperialism: remove unrest Delhi; remove unrest Delhi; shift Delhi +1; shift Punjab +2"
    assert perform(s, text) == []
    assert s.spaces["delhi"].unrest == 0
    assert level(s, "delhi") == terms.PASSIVE_SUPPORT and level(s, "punjab") == terms.ACTIVE_SUPPORT
    assert s.resources[terms.RAJ] == 20 - 2 * 5


def test_imperialism_pays_only_levels_actually_shifted(raj):
    """6.3.1: paid per level actually shifted: +2 from Passive Support shifts (and costs) one."""
    s = raj
    s.set_level("bihar", terms.PASSIVE_SUPPORT)
    assert perform(s, "RAJ imperialism: shift Bihar +2") == []
    assert level(s, "bihar") == terms.ACTIVE_SUPPORT
    assert s.resources[terms.RAJ] == 17


def test_imperialism_with_active_opponents_is_allowed(raj):
    """6.3.1 play note: unlike Govern, Imperialism may be bought where Active opponents are, as
    long as the Raj Controls the space (2 cubes > 1 Active Guerrilla)."""
    s = raj
    s.place(terms.GUERRILLAS, "bihar")
    s.activate_guerrillas("bihar", 1)
    assert perform(s, "RAJ imperialism: shift Bihar +1") == []
    assert level(s, "bihar") == terms.PASSIVE_SUPPORT


def test_imperialism_gandhi_released_with_no_space_chosen(raj):
    """6.3.1, SUP-1: Gandhi leaves Jail even when no space is chosen; no Activist is released."""
    s = raj
    jail(s, inc=3, gandhi=True)
    assert perform(s, "RAJ imperialism: release gandhi to Gujarat") == []
    assert s.gandhi == "gujarat"
    assert s.jail[terms.INC_ACTIVISTS] == 3
    assert s.resources[terms.RAJ] == 20


def test_no_imperialism_statement_still_owes_gandhi(raj):
    """6.3.1, SUP-1: with no Imperialism statement and Gandhi in Jail, the replay reports that he
    was not released and leaves him there; with Gandhi not in Jail nothing is owed."""
    s = raj
    assert imperialism_missing(Turn(s, terms.RAJ, "<t>", []), None) is False
    jail(s, gandhi=True)
    turn = Turn(s, terms.RAJ, "<t>", [])
    assert imperialism_missing(turn, None) is True
    assert rules(turn.findings) == ["6.3.1"] and turn.findings[0].recovery == "Gandhi left in Jail"
    assert s.gandhi == terms.JAIL


# --- one illegal use per condition
def test_imperialism_not_in_a_state(raj):
    """6.3.1: Cities and Provinces only, never a State (Rajputana, with Sepoys: Troops never
    enter a State). Reported, applied as written."""
    s = raj
    s.place(terms.SEPOYS, "rajputana", 2)
    f = perform(s, "RAJ imperialism: shift Rajputana +1")
    assert rules(f) == ["6.3.1"] and "State" in f[0].message
    assert level(s, "rajputana") == terms.PASSIVE_SUPPORT


def test_imperialism_not_in_a_muslim_state(raj):
    """6.3.1, 1.3.5: a Province with a Muslim State marker is a State."""
    s = raj
    s.place(terms.SEPOYS, "sind", 2)
    s.set_muslim_state("sind")
    f = perform(s, "RAJ imperialism: shift Sind +1")
    assert rules(f) == ["6.3.1"] and "State" in f[0].message


def test_imperialism_needs_troops(raj):
    """6.3.1: Troops and Sepoys both present (Bihar: 2 Sepoys only, with Raj Control)."""
    s = raj
    s.remove(terms.TROOPS, "bihar")
    s.place(terms.SEPOYS, "bihar")
    f = perform(s, "RAJ imperialism: shift Bihar +1")
    assert rules(f) == ["6.3.1"] and "no Troops" in f[0].message


def test_imperialism_needs_sepoys(raj):
    """6.3.1: Troops and Sepoys both present (Bihar: 2 Troops only, with Raj Control)."""
    s = raj
    s.remove(terms.SEPOYS, "bihar")
    s.place(terms.TROOPS, "bihar")
    f = perform(s, "RAJ imperialism: shift Bihar +1")
    assert rules(f) == ["6.3.1"] and "no Sepoys" in f[0].message


def test_imperialism_needs_raj_control(raj):
    """6.3.1: Raj Control (2 cubes against Gandhi and a League Base: no Control)."""
    s = raj
    s.gandhi = "bihar"
    s.place(terms.ML_BASES, "bihar")
    f = perform(s, "RAJ imperialism: shift Bihar +1")
    assert rules(f) == ["6.3.1"] and "no Raj Control" in f[0].message


def test_imperialism_at_most_four_spaces(raj):
    """6.3.1: at most 4 spaces; the 5th is reported (and applied as written)."""
    s = raj
    for sid in ("bombay", "madras"):
        s.place(terms.TROOPS, sid)
        s.place(terms.SEPOYS, sid)
    f = perform(s, "RAJ imperialism: shift Delhi +1; shift Bihar +1; shift Punjab +1; shift Bombay +1;"
                   " shift Madras +1")
    assert rules(f) == ["6.3.1"] and "at most 4" in f[0].message
    assert level(s, "madras") == terms.PASSIVE_SUPPORT
    assert s.resources[terms.RAJ] == 20 - 15


def test_imperialism_at_most_two_levels_in_a_space(raj):
    """6.3.1, SUP-2: at most two levels per space: a third is reported (applied as written)."""
    s = raj
    s.set_level("bihar", terms.PASSIVE_OPPOSITION)
    f = perform(s, "RAJ imperialism: shift Bihar +2; shift Bihar +1")
    assert rules(f) == ["6.3.1"] and "at most 2 levels" in f[0].message
    assert level(s, "bihar") == terms.ACTIVE_SUPPORT
    assert s.resources[terms.RAJ] == 20 - 9


def test_imperialism_shifts_only_once_no_unrest_is_left(raj):
    """6.3.1: a level is bought only once no Unrest marker is left in the space."""
    s = raj
    s.spaces["bihar"].unrest = 1
    f = perform(s, "RAJ imperialism: shift Bihar +1")
    assert rules(f) == ["6.3.1"] and "Unrest" in f[0].message
    assert s.spaces["bihar"].unrest == 1


def test_imperialism_shifts_toward_support_only(raj):
    """6.3.1: toward Active Support only: a shift toward Opposition is skipped."""
    s = raj
    f = perform(s, "RAJ imperialism: shift Bihar -1")
    assert "6.3.1" in rules(f)
    assert level(s, "bihar") == terms.NEUTRAL and s.resources[terms.RAJ] == 20


def test_imperialism_not_on_a_railway(raj):
    """6.3.1: a Railway is neither City nor Province (and has no level): skipped, one report."""
    s = raj
    s.place(terms.TROOPS, RW_A)
    f = perform(s, "RAJ imperialism: shift RW-A +1")
    assert rules(f) == ["6.3.1"] and f[0].recovery == "step skipped"
    assert s.resources[terms.RAJ] == 20


def test_imperialism_a_chosen_space_buys_something(raj):
    """6.3.1, SUP-3: a space chosen for Imperialism (`select`) buys at least one marker or level."""
    f = perform(raj, "RAJ imperialism: select Bihar")
    assert rules(f) == ["6.3.1"] and "nothing bought" in f[0].message


def test_imperialism_too_few_activists_released(raj):
    """6.3.1, SUP-5: two Activists per space chosen, as Jail holds them: 1 of 2 is reported and
    the others stay in Jail."""
    s = raj
    jail(s, inc=3)
    f = perform(s, "RAJ imperialism: shift Bihar +1; release 1 INC")
    assert rules(f) == ["6.3.1"] and "not 1" in f[0].message
    assert f[0].recovery == "the others left in Jail"
    assert s.jail[terms.INC_ACTIVISTS] == 2


def test_imperialism_too_many_activists_released(raj):
    """6.3.1, SUP-5: one space releases two Activists, not three (applied as written)."""
    s = raj
    jail(s, inc=3, ml=2)
    f = perform(s, "RAJ imperialism: shift Bihar +1; release 2 INC; release 1 ML")
    assert rules(f) == ["6.3.1"] and "not 3" in f[0].message
    assert s.jail == {terms.INC_ACTIVISTS: 1, terms.ML_ACTIVISTS: 1}


def test_imperialism_activists_go_to_available_not_to_a_space(raj):
    """6.3.1: Activists go from Jail to Available."""
    s = raj
    jail(s, inc=2)
    f = perform(s, "RAJ imperialism: shift Bihar +1; release 2 INC to Gujarat")
    assert rules(f) == ["6.3.1"] and "Available" in f[0].message


def test_imperialism_gandhi_not_into_raj_control(raj):
    """6.3.1: Gandhi goes to a space without Raj Control (Delhi has it): reported, applied."""
    s = raj
    jail(s, gandhi=True)
    f = perform(s, "RAJ imperialism: release gandhi to Delhi")
    assert rules(f) == ["6.3.1"] and "Raj Control" in f[0].message
    assert s.gandhi == "delhi"


def test_imperialism_gandhi_not_to_available(raj):
    """6.3.1: Gandhi goes to a space, not to Available."""
    s = raj
    jail(s, gandhi=True)
    f = perform(s, "RAJ imperialism: release gandhi")
    assert rules(f) == ["6.3.1"] and "not to Available" in f[0].message


def test_imperialism_gandhi_must_be_released(raj):
    """6.3.1, SUP-1: Gandhi in Jail must be released: reported, and he stays in Jail."""
    s = raj
    jail(s, gandhi=True)
    f = perform(s, "RAJ imperialism: shift Bihar +1")
    assert rules(f) == ["6.3.1"] and f[0].recovery == "Gandhi left in Jail"
    assert s.gandhi == terms.JAIL


def test_imperialism_releases_come_after_the_purchases(raj):
    """6.3.1 "Poi": purchases first, then releases; a purchase after a release is reported."""
    s = raj
    jail(s, inc=2)
    f = perform(s, "RAJ imperialism: release 2 INC; shift Bihar +1")
    assert rules(f) == ["6.3.1"] and "first" in f[0].message
    assert level(s, "bihar") == terms.PASSIVE_SUPPORT


def test_imperialism_not_enough_resources(raj):
    """6.3.1: 3 Resources per purchase: with 2 the Raj pays what it has (reported)."""
    s = raj
    s.resources[terms.RAJ] = 2
    f = perform(s, "RAJ imperialism: shift Bihar +1")
    assert rules(f) == ["6.3.1"] and "costs 3" in f[0].message
    assert s.resources[terms.RAJ] == 0


def test_imperialism_once_per_round(raj):
    """6.3.1 (6.0): one Imperialism in a Campaign round."""
    s = raj
    f = perform(s, "RAJ imperialism: shift Bihar +1\nRAJ imperialism: shift Punjab +1")
    assert rules(f) == ["6.3.1"] and "second" in f[0].message


def test_imperialism_no_muslim_state_removal(raj):
    """6.3.1 (IT:2685): Imperialism in the Support phase removes no Muslim State marker."""
    s = raj
    s.set_muslim_state("sind")
    f = perform(s, "RAJ imperialism: remove muslim-state Sind")
    assert rules(f) == ["6.3.1"]
    assert s.spaces["sind"].muslim_state


# ====================================================================== 6.3.2 Constructive Programme
@pytest.fixture
def cp(empty: GameState) -> GameState:
    """Unity 2; Bihar 1 Congress Activist; East Bengal 1 League Activist; West Bengal 1 League
    Base; United Provinces 1 Congress Activist and 2 Sepoys (Raj Control). All Neutral."""
    s = empty
    s.unity = 2
    s.place(terms.INC_ACTIVISTS, "bihar")
    s.place(terms.ML_ACTIVISTS, "east-bengal")
    s.place(terms.ML_BASES, "west-bengal")
    s.place(terms.INC_ACTIVISTS, "united-provinces")
    s.place(terms.SEPOYS, "united-provinces", 2)
    return s


def test_constructive_programme_congress_then_league(cp):
    """6.3.2: Congress and then the League, Unity (2) spaces in all, each up to two levels."""
    s = cp
    assert perform(s, "INC constructive-programme: shift Bihar -2\n"
                      "ML constructive-programme: shift WB -1; shift WB -1") == []
    assert level(s, "bihar") == level(s, "west-bengal") == terms.ACTIVE_OPPOSITION
    assert level(s, "east-bengal") == terms.NEUTRAL
    assert s.spaces["bihar"].inc_activists == 1 and s.spaces["west-bengal"].ml_bases == 1


def test_constructive_programme_tutorial_example(cp):
    """6.3.2, tutorial (IT:2692-2694): Unity 1, Congress has no Activist outside Raj Control, so
    the League shifts East Bengal from Neutral to Active Opposition."""
    s = cp
    s.unity = 1
    s.remove(terms.INC_ACTIVISTS, "bihar")
    assert perform(s, "ML constructive-programme: shift EB -2") == []
    assert level(s, "east-bengal") == terms.ACTIVE_OPPOSITION


def test_constructive_programme_gandhi_is_a_congress_piece(cp):
    """6.3.2: Gandhi alone is Congress's own piece in Gujarat."""
    s = cp
    s.gandhi = "gujarat"
    assert perform(s, "INC constructive-programme: shift Gujarat -1") == []
    assert level(s, "gujarat") == terms.PASSIVE_OPPOSITION


def test_constructive_programme_combined_unity_limit(cp):
    """6.3.2: the spaces of Congress and League together at most Unity (1): the League's is one
    too many (reported, applied as written)."""
    s = cp
    s.unity = 1
    f = perform(s, "INC constructive-programme: shift Bihar -1\nML constructive-programme: shift EB -1")
    assert rules(f) == ["6.3.2"] and "Unity" in f[0].message and f[0].line == 2
    assert level(s, "east-bengal") == terms.PASSIVE_OPPOSITION


def test_constructive_programme_at_most_two_levels(cp):
    """6.3.2: at most two levels per space: a third is reported."""
    s = cp
    s.set_level("bihar", terms.PASSIVE_SUPPORT)
    f = perform(s, "INC constructive-programme: shift Bihar -2; shift Bihar -1")
    assert rules(f) == ["6.3.2"] and "at most 2 levels" in f[0].message
    assert level(s, "bihar") == terms.ACTIVE_OPPOSITION


def test_constructive_programme_needs_own_pieces(cp):
    """6.3.2: a space with the faction's own pieces: Congress has none in East Bengal."""
    f = perform(cp, "INC constructive-programme: shift EB -1")
    assert rules(f) == ["6.3.2"] and "own pieces" in f[0].message


def test_constructive_programme_no_raj_control(cp):
    """6.3.2: no Raj Control (United Provinces: 2 Sepoys, 1 Inactive Activist)."""
    f = perform(cp, "INC constructive-programme: shift UP -1")
    assert rules(f) == ["6.3.2"] and "Raj Control" in f[0].message


def test_constructive_programme_not_on_a_railway(cp):
    """6.3.2: Cities and Provinces only: a Railway is skipped, one report."""
    s = cp
    s.place(terms.INC_ACTIVISTS, RW_A)
    f = perform(s, "INC constructive-programme: shift RW-A -1")
    assert rules(f) == ["6.3.2"] and f[0].recovery == "step skipped"


def test_constructive_programme_not_in_a_state(cp):
    """6.3.2: Cities and Provinces only, not a State (Rajputana)."""
    s = cp
    s.place(terms.INC_ACTIVISTS, "rajputana")
    f = perform(s, "INC constructive-programme: shift Rajputana -1")
    assert rules(f) == ["6.3.2"] and "State" in f[0].message


def test_constructive_programme_toward_opposition_only(cp):
    """6.3.2: toward Active Opposition only: a shift toward Support is skipped."""
    s = cp
    f = perform(s, "INC constructive-programme: shift Bihar +1")
    assert rules(f) == ["6.3.2"] and f[0].recovery == "step skipped"
    assert level(s, "bihar") == terms.NEUTRAL


def test_constructive_programme_each_space_once_in_all(cp):
    """6.3.2, SUP-4: a space Congress chose is not chosen again by the League."""
    s = cp
    s.place(terms.ML_ACTIVISTS, "bihar")
    f = perform(s, "INC constructive-programme: shift Bihar -1\nML constructive-programme: shift Bihar -1")
    assert rules(f) == ["6.3.2"] and "already chosen" in f[0].message


# ====================================================================== 6.3.3 / 6.3.4 Bases
BASES = [
    pytest.param("ML pakistan-movement", terms.ML_BASES, "MLB", "6.3.3", id="pakistan-movement"),
    pytest.param("REV secret-societies", terms.REV_BASES, "RB", "6.3.4", id="secret-societies"),
]


def test_pakistan_movement_tutorial_example(empty):
    """6.3.3, tutorial (IT:2696): a League Base in West Bengal, a Muslim State (States have no Raj
    Control)."""
    s = empty
    s.place(terms.SEPOYS, "west-bengal", 2)
    s.set_muslim_state("west-bengal")
    assert perform(s, "ML pakistan-movement: place 1 MLB WB") == []
    assert s.spaces["west-bengal"].ml_bases == 1 and s.available(terms.ML_BASES) == 4


def test_secret_societies_tutorial_example(empty):
    """6.3.4, tutorial (IT:2698): a Revolutionary Base in United Provinces from Available."""
    s = empty
    assert perform(s, "REV secret-societies: place 1 RB UP") == []
    assert s.spaces["united-provinces"].rev_bases == 1 and s.available(terms.REV_BASES) == 4


@pytest.mark.parametrize("part, kind, code, rule", BASES)
def test_base_not_on_a_railway(empty, part, kind, code, rule):
    """6.3.3, 6.3.4: a non-Railway space: skipped, one report."""
    f = perform(empty, f"{part}: place 1 {code} RW-A")
    assert rules(f) == [rule] and f[0].recovery == "step skipped"
    assert empty.on_map(kind) == 0


@pytest.mark.parametrize("part, kind, code, rule", BASES)
def test_base_not_with_raj_control(empty, part, kind, code, rule):
    """6.3.3, 6.3.4: a space without Raj Control (Delhi, 1 Troop), judged before the Base arrives."""
    s = empty
    s.place(terms.TROOPS, "delhi")
    f = perform(s, f"{part}: place 1 {code} Delhi")
    assert rules(f) == [rule] and "Raj Control" in f[0].message
    assert s.spaces["delhi"].count(kind) == 1


@pytest.mark.parametrize("part, kind, code, rule", BASES)
def test_one_base_only(empty, part, kind, code, rule):
    """6.3.3, 6.3.4: one Base: a second is reported (applied as written)."""
    s = empty
    f = perform(s, f"{part}: place 1 {code} Bihar; place 1 {code} UP")
    assert rules(f) == [rule] and "already placed" in f[0].message
    assert s.on_map(kind) == 2


@pytest.mark.parametrize("part, kind, code, rule", BASES)
def test_one_base_not_two_at_once(empty, part, kind, code, rule):
    """6.3.3, 6.3.4: one Base, not two in one step."""
    f = perform(empty, f"{part}: place 2 {code} Bihar")
    assert rules(f) == [rule] and "not 2" in f[0].message


@pytest.mark.parametrize("part, kind, code, rule", BASES)
def test_base_from_available(empty, part, kind, code, rule):
    """6.3.3, 6.3.4, SUP-7: the Base comes from Available, not Out of Play (applied as written)."""
    s = empty
    s.out_of_play[kind] = 1
    f = perform(s, f"{part}: place 1 {code} Bihar from out-of-play")
    assert rules(f) == [rule] and "Available" in f[0].message
    assert s.out_of_play[kind] == 0 and s.spaces["bihar"].count(kind) == 1


@pytest.mark.parametrize("part, kind, code, rule", BASES)
def test_base_stacking_limit(empty, part, kind, code, rule):
    """1.4.2, SUP-7: Bases of both factions at most the Population: Gujarat (1) already holds the
    other faction's Base, so the step is skipped under 1.4.2 and nothing else is reported."""
    s = empty
    other = terms.REV_BASES if kind == terms.ML_BASES else terms.ML_BASES
    s.place(other, "gujarat")
    f = perform(s, f"{part}: place 1 {code} Gujarat")
    assert rules(f) == ["1.4.2"] and f[0].recovery == "step skipped"
    assert s.spaces["gujarat"].count(kind) == 0


# ====================================================================== 6.2.1 Strikes
@pytest.fixture
def strikes(empty: GameState) -> GameState:
    """Every City has a Troop (Raj Control); one Congress Activist (more Activists than cubes) on
    RW-A, RW-B and RW-C: those three are due a Strike; 10 Unrest markers in Bihar leave 2 of 12."""
    s = empty
    for city in ("karachi", "calcutta", "delhi", "bombay", "madras"):
        s.place(terms.TROOPS, city)
    for rail in (RW_A, RW_B, RW_C):
        s.place(terms.INC_ACTIVISTS, rail)
    s.spaces["bihar"].unrest = 10
    return s


def struck(s: GameState) -> list[str]:
    return sorted(sid for sid, sp in s.spaces.items() if sp.strike)



def test_congress_chooses_strikes_when_markers_are_short(strikes):
    """6.2.1, SUP-6: 2 markers for 3 due Railways: Congress chooses which two."""
    s = strikes
    assert strikes_choice_needed(s)
    assert perform(s, "INC strikes: add strike RW-A; add strike RW-C") == []
    assert struck(s) == sorted([RW_A, RW_C])
    assert s.unrest_strike_in_play() == 12


def test_automatic_strikes_when_markers_suffice(strikes):
    """6.2.1, SUP-6: enough markers: every due Railway gets one, no choice."""
    s = strikes
    s.spaces["bihar"].unrest = 0
    assert not strikes_choice_needed(s)
    assert sorted(place_automatic_strikes(s)) == sorted([RW_A, RW_B, RW_C])
    assert struck(s) == sorted([RW_A, RW_B, RW_C])


def test_automatic_strikes_none_when_no_marker_left(strikes):
    """6.2.1, SUP-6: no marker left: nothing to choose, no Strike."""
    s = strikes
    s.spaces["bihar"].unrest = 12
    assert not strikes_choice_needed(s)
    assert place_automatic_strikes(s) == []
    assert struck(s) == []


def test_strikes_statement_when_not_needed(strikes):
    """6.2.1, SUP-6: with enough markers Congress chooses nothing: the statement is skipped."""
    s = strikes
    s.spaces["bihar"].unrest = 0
    f = perform(s, "INC strikes: add strike RW-A")
    assert rules(f) == ["6.2.1"] and f[0].recovery == "statement skipped"
    assert struck(s) == []


def test_strike_on_a_railway_not_due(strikes):
    """6.2.1: RW-D (no Protest, no Activist, no uncontrolled City next to it) is not due:
    reported, applied as written."""
    s = strikes
    f = perform(s, "INC strikes: add strike RW-A; add strike RW-D")
    assert rules(f) == ["6.2.1"] and "not due" in f[0].message
    assert struck(s) == sorted([RW_A, RW_D])


def test_strikes_too_few_placed(strikes):
    """6.2.1: all the markers left are placed: 1 of 2 is reported."""
    s = strikes
    f = perform(s, "INC strikes: add strike RW-A")
    assert rules(f) == ["6.2.1"] and "not 1" in f[0].message
    assert struck(s) == [RW_A]


def test_strikes_too_many_placed(strikes):
    """6.2.1: only the markers left: a third Strike is skipped."""
    s = strikes
    f = perform(s, "INC strikes: add strike RW-A; add strike RW-B; add strike RW-C")
    assert rules(f) == ["6.2.1"] and f[0].recovery == "step skipped"
    assert struck(s) == sorted([RW_A, RW_B])


def test_strikes_duplicate(strikes):
    """6.2.1: one Strike per Railway: a second on RW-A is skipped."""
    s = strikes
    f = perform(s, "INC strikes: add strike RW-A; add strike RW-A; add strike RW-B")
    assert rules(f) == ["6.2.1"] and "already" in f[0].message
    assert struck(s) == sorted([RW_A, RW_B])


def test_strike_not_off_the_railways(strikes):
    """6.2.1, 1.12: Strikes go on Railways: Bihar is skipped."""
    s = strikes
    f = perform(s, "INC strikes: add strike RW-A; add strike Bihar; add strike RW-B")
    assert rules(f) == ["6.2.1"] and f[0].recovery == "step skipped"
    assert s.spaces["bihar"].unrest == 10


def test_strike_not_again_on_a_struck_railway(strikes):
    """6.2.1, SUP-6: a Railway already struck is not due again: RW-A (struck) is skipped; 1 marker
    left for RW-B and RW-C."""
    s = strikes
    s.spaces[RW_A].strike = True
    assert strikes_choice_needed(s)
    f = perform(s, "INC strikes: add strike RW-A; add strike RW-B")
    assert rules(f) == ["6.2.1"] and "already" in f[0].message
    assert struck(s) == sorted([RW_A, RW_B])


@pytest.mark.parametrize("part, kind, code, rule", BASES)
def test_second_base_statement_reported_once(empty, part, kind, code, rule):
    """6.3.3, 6.3.4 (6.0): one such part per Campaign round: a second statement is reported once."""
    s = empty
    f = perform(s, f"{part}: place 1 {code} Bihar\n{part}: place 1 {code} UP")
    assert rules(f) == [rule] and "second" in f[0].message
