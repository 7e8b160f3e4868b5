"""Resources phase (6.2.1-6.2.3), with the tutorial's figures (IT:2675-2679)."""

from __future__ import annotations

import pytest

from gandhi_cli.io.errors import RuleViolation
from gandhi_cli.model import terms
from gandhi_cli.rules.campaign import place_strikes, raj_earnings, resources_phase, revolutionary_earnings, strike_due

TUTORIAL_RAILS = ("RW-A", "RW-B", "RW-C", "RW-D")  # the four struck Railways (IT:2675)


def tutorial_campaign_position(s):
    """The tutorial's Resources phase: an Active Activist alone on each of the 5-, 4-, 4- and
    4-Econ Railways, every City Raj-Controlled, Gandhi, 2 Congress and 1 ML Activist in Jail,
    Raj Resources 1, one Revolutionary Base (IT:2675-2679)."""
    for label in TUTORIAL_RAILS:
        s.place(terms.INC_ACTIVISTS, s.map.resolve(label), 1)
    s.arrest(terms.GANDHI, "united-provinces")
    s.arrest(terms.INC_ACTIVISTS, "united-provinces", 1)
    s.arrest(terms.INC_ACTIVISTS, "delhi", 1)
    s.arrest(terms.ML_ACTIVISTS, "west-bengal", 1)
    s.resources[terms.RAJ] = 1
    s.resources[terms.REV] = 0
    return s


def test_strikes_where_activists_outnumber_cubes_6_2_1(main_up):
    s = tutorial_campaign_position(main_up)
    assert all(s.raj_control(c.id) for c in s.map if c.is_city)
    assert sorted(strike_due(s)) == sorted(s.map.resolve(x) for x in TUTORIAL_RAILS)


def test_tutorial_resources_phase_6_2_2_6_2_3(main_up):
    s = tutorial_campaign_position(main_up)
    resources_phase(s)
    # "con i quattro Scioperi appena posti, il Raj riceve 23 Risorse. Spostate il loro cilindro
    # Risorse da 1 a 24. Poi, sottraete 2 Risorse per ogni pezzo NV in Prigione ... da 24 a 16."
    assert s.resources[terms.RAJ] == 16
    # "Ha una sola Base, in East Bengal, quindi ottiene 2 Risorse ... da 0 a 2."
    assert s.resources[terms.REV] == 2
    assert raj_earnings(s) == 23 - 8 and revolutionary_earnings(s) == 2


def test_railway_next_to_an_uncontrolled_city_strikes_6_2_1(empty):
    rw_b = empty.map.resolve("RW-B")  # out of Bombay
    assert rw_b in strike_due(empty)  # an empty City has no Raj Control (1.7.1)
    for city in (c.id for c in empty.map if c.is_city):
        empty.place(terms.SEPOYS, city, 1)
    assert rw_b not in strike_due(empty)  # every City Controlled, no Activists on it
    empty.place(terms.INC_ACTIVISTS, "bombay", 1)
    empty.place_protest("bombay")  # 1 cube against 1 Active Activist: no Control
    assert rw_b in strike_due(empty)


def test_protest_on_a_railway_strikes_6_2_1(empty):
    rw = empty.map.railways[0].id
    empty.place(terms.SEPOYS, rw, 3)
    empty.place_protest(rw)
    assert rw in strike_due(empty)


def test_congress_chooses_when_strike_markers_run_short_6_2_1(main_up):
    s = tutorial_campaign_position(main_up)
    for sid in ("punjab", "delhi", "bihar", "sind", "orissa", "assam", "gujarat", "mysore", "hyderabad",
                "rajputana"):
        s.add_unrest(sid)  # 11 of the 12 markers are now in play (East Bengal has one)
    due = strike_due(s)
    assert len(due) == 4
    with pytest.raises(RuleViolation) as exc:
        place_strikes(s)
    assert exc.value.rule == "6.2.1"
    assert place_strikes(s, [due[2]]) == [due[2]]
    assert s.spaces[due[2]].strike and s.unrest_strike_in_play() == 12


def test_resources_are_capped_at_50_1_8(short):
    short.resources[terms.RAJ] = 45
    resources_phase(short)
    assert short.resources[terms.RAJ] <= 50


# ---------------------------------------------------------------- victory phase (6.1, 7.1, 1.5)
from gandhi_cli.model.scenario import setup  # noqa: E402
from gandhi_cli.rules.campaign import new_viceroy, reset_phase, victory_phase  # noqa: E402
from gandhi_cli.rules.sequence import next_card  # noqa: E402

FOUR = [(terms.RAJ,), (terms.INC,), (terms.ML,), (terms.REV,)]


def congress_wins(s):
    for sid in ("bihar", "punjab", "united-provinces", "west-bengal", "east-bengal", "sind"):
        s.set_level(sid, terms.ACTIVE_OPPOSITION)  # Opposition 22 > 20; Muslim Opposition 14
    return s


def test_no_faction_passes_the_game_goes_on_6_1(short):
    v = victory_phase(short, FOUR)
    assert not v.game_over
    assert [g for g, _ in v.ranking] == [(terms.REV,), (terms.RAJ,), (terms.ML,), (terms.INC,)]  # 7.1 ties


def test_a_player_passing_ends_the_game_7_2(empty):
    v = victory_phase(congress_wins(empty), FOUR)
    assert v.game_over and not v.all_players_lose
    assert v.ranking[0] == ((terms.INC,), 2)


def test_a_non_player_passing_means_all_players_lose_7_1(empty):
    v = victory_phase(congress_wins(empty), [(terms.RAJ,), (terms.ML,), (terms.REV,)])
    assert v.game_over and v.all_players_lose


def test_two_factions_need_both_to_pass_and_score_the_lower_margin_1_5(empty):
    s = congress_wins(empty)
    players = [(terms.INC, terms.ML), (terms.RAJ, terms.REV)]
    v = victory_phase(s, players)
    assert not v.game_over  # Congress passes, the Muslim League (14, not over 14) does not
    s.set_level("karachi", terms.ACTIVE_OPPOSITION)  # Muslim Opposition 16, Opposition 24
    v = victory_phase(s, players)
    assert v.game_over and v.ranking[0] == ((terms.INC, terms.ML), 2)  # min(24-20, 16-14)


def test_final_campaign_ends_the_game_whatever_the_check_2_4_1(short):
    v = victory_phase(short, FOUR, final=True)
    assert v.game_over and v.ranking[0] == ((terms.REV,), -8)


# ---------------------------------------------------------------- 6.4.1 and 6.5, the tutorial's
def tutorial_at_campaign():
    s = setup("tutorial", seed=0)
    while not next_card(s):
        pass
    return s


def test_new_viceroy_6_4_1():
    s = tutorial_at_campaign()
    assert (s.current_card, s.viceroy) == (75, 77)
    # "Lord Linlithgow non è più Viceré ... È stato rimpiazzato da Lord Irwin" (IT:2704)
    assert new_viceroy(s) == 77
    assert s.viceroy == 75 and 77 in s.played


def test_reset_phase_6_5():
    s = tutorial_at_campaign()
    new_viceroy(s)
    s.restraint, s.unity = 1, 1
    s.eligibility[terms.RAJ] = terms.INELIGIBLE
    s.remove(terms.GUERRILLAS, "bombay-presidency", 1)  # gone by then in the tutorial
    s.add_unrest("bombay-presidency")  # Unrest and no Guerrilla: it goes (IT:2734)
    s.activate_guerrillas("east-bengal", 1)  # Unrest with a Guerrilla there: it stays
    rw = s.map.resolve("RW-A")
    s.add_unrest(rw)  # a Strike
    s.place_protest("bihar", for_event=True)
    assert not reset_phase(s)
    assert s.spaces["bombay-presidency"].unrest == 0 and s.spaces["east-bengal"].unrest == 1
    assert s.spaces["east-bengal"].guerrillas_active == 0
    assert not s.spaces[rw].strike
    assert s.protests_on_map() == 0 and len(s.protest_circles) == 6
    # "Spostate sia l'Unità che le Restrizioni nella casella 3" (IT:2736): three Campaign cards left.
    assert (s.restraint, s.unity) == (3, 3) and not s.crisis
    assert all(v == terms.ELIGIBLE for v in s.eligibility.values())
    assert s.current_card == 32  # "Spostate la carta successiva (Cellular Jail) ... come carta Corrente"


def test_one_campaign_card_left_means_crisis_6_8(short):
    short.deck = [c for c in short.deck if c not in (73, 74, 75, 76, 77, 78, 79)] + [75]
    short.viceroy = 77
    short.current_card = None
    reset_phase(short)
    assert short.restraint == 1 and short.unity == 1 and short.crisis


def test_several_players_passing_are_placed_by_margin_7_1(empty):
    """7.1: when players pass the check, places go by margin: the verdict names every player
    that passed, best margin first."""
    s = congress_wins(empty)  # Congress +2 (22 > 20)
    s.set_level("karachi", terms.ACTIVE_OPPOSITION)  # Opposition 24 (+4); Muslim Opposition 16 (+2)
    v = victory_phase(s, FOUR)
    assert v.game_over and [g for g, _ in v.ranking[:2]] == [(terms.INC,), (terms.ML,)]
    assert v.reason.startswith("INC, ML passed")


def test_no_strike_marker_left_places_none_6_2_1(empty):
    """6.2.1 with every Unrest/Strike marker in play: a due Railway gets none (no choice to make)."""
    s = empty
    s.place(terms.INC_ACTIVISTS, "rw-eastern-bengal", 1)  # more Activists than cubes: due
    spaces = iter(sid for sid in s.spaces if not s.map[sid].is_railway)
    while s.unrest_strike_markers_left():
        s.add_unrest(next(spaces))
    assert place_strikes(s) == [] and not s.spaces["rw-eastern-bengal"].strike
