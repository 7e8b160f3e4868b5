"""Scenario set-ups (2.1, "SCENARI") and the victory totals they print (1.9, 7.2, 7.3)."""

from __future__ import annotations

import pytest

from gandhi_cli.io.errors import InputError, UnknownNameError
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import CAMPAIGN_CARDS, EVENT_CARDS, setup
from gandhi_cli.model.victory import ranking, totals


def markers(state):
    t = totals(state)
    return {f: t.marker(f) for f in terms.FACTIONS}


def test_main_printed_totals_1_9():
    """IT:1847-1853: Support + Raj Control 24, Total Opposition 4, Muslim Opposition +
    2x Muslim State Pop 2, Unrest Pop + Bases 3 (before and after the Congress placement)."""
    expected = {terms.RAJ: 24, terms.INC: 4, terms.ML: 2, terms.REV: 3}
    assert markers(setup("main", seed=3)) == expected
    assert markers(setup("main", seed=3, congress_space="United Provinces")) == expected


def test_short_printed_totals_1_9(short):
    """IT:1698-1704: 28, 9, 3, 6."""
    assert markers(short) == {terms.RAJ: 28, terms.INC: 9, terms.ML: 3, terms.REV: 6}


def test_margins_and_ranking_7_3_7_1(short):
    t = totals(short)
    assert {f: t.margin(f) for f in terms.FACTIONS} == {terms.RAJ: -10, terms.INC: -11, terms.ML: -11,
                                                         terms.REV: -8}
    # ML and INC tie at -11: the tie goes to the Muslim League (7.1).
    assert [f for f, _ in ranking(t)] == [terms.REV, terms.RAJ, terms.ML, terms.INC]


def test_short_set_up_details(short):
    s = short
    assert s.resources == {terms.RAJ: 32, terms.REV: 5}
    assert (s.restraint, s.unity) == (3, 3)
    assert s.gandhi == "bombay-presidency"
    assert s.spaces["bombay-presidency"].protest and s.activists_active("bombay-presidency")
    assert not s.raj_control("bombay-presidency")  # 2 Sepoys vs Gandhi + 2 Active Activists
    assert s.spaces[s.map.resolve("RW-B")].strike  # IT:1824
    assert s.jail == {terms.INC_ACTIVISTS: 1, terms.ML_ACTIVISTS: 1}
    assert s.protests_on_map() == 2 and len(s.protest_circles) == 4
    assert all(sp.guerrillas_active == 0 for sp in s.spaces.values())  # 2.1: all Hidden
    assert all(s.eligibility[f] == terms.ELIGIBLE for f in terms.FACTIONS)
    assert s.violations() == []


def test_main_available_matches_the_scenario_after_placement_1_4_1(main_up):
    # IT:1863-1871 lists Available after the Congress placement (5 Congress Activists).
    assert main_up.available(terms.INC_ACTIVISTS) == 5
    assert main_up.available(terms.GANDHI) == 0
    assert main_up.gandhi == "united-provinces"
    assert main_up.spaces["united-provinces"].protest
    assert main_up.available(terms.REV_BASES) == 4


def test_main_congress_choice_is_a_parameter_any_space():
    s = setup("main", seed=1, congress_space="Jammu & Kashmir")
    assert s.gandhi == "jammu-kashmir" and s.spaces["jammu-kashmir"].inc_activists == 1
    assert s.available(terms.GANDHI) == 0
    pending = setup("main", seed=1)
    assert pending.gandhi == terms.AVAILABLE and pending.available(terms.INC_ACTIVISTS) == 6


def test_congress_choice_in_a_controlled_space_adjusts_control():
    # IT:1933: "Modificate il Controllo Raj e il segnalino vittoria Raj se necessario".
    s = setup("main", seed=1, congress_space="Delhi")  # 5 cubes vs Gandhi + 2 Active Activists
    assert s.raj_control("delhi")
    s = setup("main", seed=1, congress_space="Karachi")  # 2 Sepoys vs Gandhi + 1 Active Activist
    assert not s.raj_control("karachi")
    assert totals(s).marker(terms.RAJ) == 23


def test_short_deck_2_1():
    """IT:1694: 36 Event cards in 6 piles of 6, a Campaign card in piles 2, 4 and 6."""
    s = setup("short", seed=11)
    deck = [s.current_card] + s.deck
    assert len(deck) == 39
    events = [c for c in deck if c in EVENT_CARDS]
    campaigns = [i for i, c in enumerate(deck) if c in CAMPAIGN_CARDS]
    assert len(events) == 36 and len(set(events)) == 36
    assert len(campaigns) == 3
    # pile 2 is deck positions 6-12, pile 4 is 19-25, pile 6 is 32-38
    assert 6 <= campaigns[0] <= 12 and 19 <= campaigns[1] <= 25 and 32 <= campaigns[2] <= 38
    assert s.viceroy in CAMPAIGN_CARDS and s.viceroy not in deck


def test_main_deck_2_1():
    """IT:1843: 4 piles of 12 Event cards, a Campaign card among the last 6 of each pile."""
    for seed in range(5):
        s = setup("main", seed=seed)
        deck = [s.current_card] + s.deck
        assert len(deck) == 52
        campaigns = [i for i, c in enumerate(deck) if c in CAMPAIGN_CARDS]
        assert len(campaigns) == 4
        for pile, pos in enumerate(campaigns):
            start = pile * 13
            assert start + 6 <= pos <= start + 12


def test_deck_is_reproducible_from_the_seed():
    a, b, c = setup("short", seed=5), setup("short", seed=5), setup("short", seed=6)
    assert ([a.current_card] + a.deck, a.viceroy) == ([b.current_card] + b.deck, b.viceroy)
    assert [a.current_card] + a.deck != [c.current_card] + c.deck


def test_tutorial_set_up():
    """IT:2298-2332: Main set-up, Gandhi + Activist + Protest in United Provinces, stacked deck,
    Viceroy Lord Linlithgow (#77)."""
    s = setup("tutorial", seed=0)
    assert s.current_card == 60
    assert s.deck[:9] == [57, 65, 26, 1, 20, 44, 4, 32, 75]
    assert all(c in EVENT_CARDS for c in s.deck[9:12])  # cards 11-13: any three Event cards
    assert len(s.deck) == 9 + 3 + 39
    assert s.viceroy == 77
    assert s.gandhi == "united-provinces"
    assert markers(s) == {terms.RAJ: 24, terms.INC: 4, terms.ML: 2, terms.REV: 3}
    assert 75 not in s.deck[12:] and 77 not in s.deck


def test_unknown_scenario_suggests():
    with pytest.raises(UnknownNameError) as exc:
        setup("shrot")
    assert "short" in exc.value.suggestions


def test_unknown_space_in_a_set_up_is_located(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("base: main\nid: bad\ncongress_choice: Untied Provinces\n")
    with pytest.raises(InputError) as exc:
        setup(str(path))
    assert "United Provinces" in str(exc.value)
    assert exc.value.location.path == str(path) and exc.value.location.line == 3


def test_scenario_whose_available_contradicts_the_inventory_is_refused(tmp_path):
    from gandhi_cli.io.resources import scenarios_dir

    src = (scenarios_dir() / "short.yaml").read_text().replace("  sepoys: 6\n", "  sepoys: 7\n", 1)
    path = tmp_path / "short-bad.yaml"
    path.write_text(src)
    with pytest.raises(InputError) as exc:
        setup(str(path))
    assert "1.4.1" in str(exc.value) and "Sepoys" in str(exc.value)


def test_scenario_whose_control_contradicts_the_pieces_is_refused(tmp_path):
    from gandhi_cli.io.resources import scenarios_dir

    src = (scenarios_dir() / "short.yaml").read_text().replace(
        "  - space: Bombay Presidency\n    control: false", "  - space: Bombay Presidency\n    control: true")
    path = tmp_path / "short-bad.yaml"
    path.write_text(src)
    with pytest.raises(InputError) as exc:
        setup(str(path))
    assert "1.7.1" in str(exc.value) and "Bombay Presidency" in str(exc.value)


@pytest.mark.parametrize("text,words", [
    ("id: x\nrestraint: [1\n", "invalid YAML"),
    ("!!python/object/apply:os.system ['echo hacked']\n", "invalid YAML"),
    ("- just\n- a list\n", "mapping"),
    ("base: main\nrestraint: 9\n", "between 1 and 5"),
    ("base: main\nspaces:\n  - space: Punjab\n    pieces: {tanks: 3}\n", "unknown piece kind"),
    ("base: main\nfavourite: 1\n", "unknown scenario field"),
])
def test_malformed_or_hostile_scenario_files(tmp_path, text, words):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(InputError) as exc:
        setup(str(path))
    assert words in str(exc.value)


def test_a_user_scenario_file_can_build_on_a_bundled_one():
    from conftest import REPO

    s = setup(str(REPO / "examples" / "main-gandhi-in-bihar.yaml"), seed=1917)
    assert s.scenario == "main-bihar" and s.gandhi == "bihar"
    assert s.spaces["bihar"].protest and s.spaces["bihar"].inc_activists == 1
    assert markers(s) == {terms.RAJ: 24, terms.INC: 4, terms.ML: 2, terms.REV: 3}  # Bihar had no cubes


@pytest.mark.parametrize("name", ["short", "main", "tutorial"])
def test_every_scenario_matches_the_totals_it_prints(name):
    from gandhi_cli.model.scenario import read_scenario

    printed = read_scenario(name)["printed_totals"]
    kwargs = {"congress_space": "United Provinces"} if name == "main" else {}
    assert markers(setup(name, seed=9, **kwargs)) == {f: printed[f] for f in terms.FACTIONS}
