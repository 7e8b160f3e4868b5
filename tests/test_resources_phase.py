"""Resources phase (6.2.1-6.2.3), with the tutorial's figures (IT:2675-2679)."""

from __future__ import annotations

import pytest

from gandhi_cli import terms
from gandhi_cli.errors import RuleViolation
from gandhi_cli.resources_phase import (place_strikes, raj_earnings, resources_phase,
                                        revolutionary_earnings, strike_due)

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
