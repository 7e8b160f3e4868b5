"""Victory markers (1.6.2-1.6.4, 1.9), the 7.2 checks and 7.3 margins, computed by hand."""

from __future__ import annotations

from gandhi_cli.model import terms
from gandhi_cli.model.victory import ranking, totals


def test_active_levels_count_double_1_6_2(empty):
    empty.set_level("punjab", terms.ACTIVE_SUPPORT)  # Pop 2: 4
    empty.set_level("orissa", terms.PASSIVE_SUPPORT)  # Pop 1: 1
    empty.set_level("bihar", terms.ACTIVE_OPPOSITION)  # Pop 2: 4
    empty.set_level("sind", terms.PASSIVE_OPPOSITION)  # Pop 1: 1
    t = totals(empty)
    assert (t.support, t.opposition) == (5, 5)


def test_muslim_opposition_counts_only_printed_muslim_spaces_1_6_4(empty):
    empty.set_level("bihar", terms.ACTIVE_OPPOSITION)  # not a Muslim space
    empty.set_level("east-bengal", terms.ACTIVE_OPPOSITION)  # Muslim, Pop 2: 4
    empty.set_level("karachi", terms.PASSIVE_OPPOSITION)  # Muslim City, Pop 1: 1
    empty.set_muslim_state("bihar")  # a Muslim State does not make Bihar a Muslim space (1.3.4)
    t = totals(empty)
    assert t.muslim_opposition == 5
    assert t.marker(terms.ML) == 5 + 2 * 2  # plus twice the Muslim States' Population (1.9)
    assert t.marker(terms.INC) == 4 + 4 + 1


def test_raj_marker_is_support_plus_controlled_population_1_9(empty):
    empty.place(terms.SEPOYS, "bihar", 1)  # Control, Pop 2
    empty.place(terms.SEPOYS, "orissa", 3)  # a Princely State: never Controlled (1.7.2)
    empty.set_level("delhi", terms.PASSIVE_SUPPORT)
    assert totals(empty).marker(terms.RAJ) == 2 + 1


def test_revolutionary_marker_is_unrest_population_plus_bases_1_9(empty):
    empty.add_unrest("punjab")
    empty.add_unrest("punjab")  # several markers in one space count its Population once
    empty.add_unrest("sind")
    empty.place(terms.REV_BASES, "assam", 1)
    assert totals(empty).marker(terms.REV) == 2 + 1 + 1


def test_victory_check_needs_to_exceed_the_threshold_7_2(empty):
    for sid in ("bihar", "punjab", "united-provinces", "west-bengal", "east-bengal"):
        empty.set_level(sid, terms.ACTIVE_OPPOSITION)  # 5 x 4 = 20
    t = totals(empty)
    assert t.marker(terms.INC) == 20 and t.margin(terms.INC) == 0 and not t.passes(terms.INC)
    empty.set_level("sind", terms.PASSIVE_OPPOSITION)
    assert totals(empty).passes(terms.INC)


def test_ties_go_to_ml_then_inc_then_rev_7_1(empty):
    # Empty board: Raj -38, Congress -20, ML -14, REV -14: ML wins the tie with REV.
    assert [f for f, _ in ranking(totals(empty))] == [terms.ML, terms.REV, terms.INC, terms.RAJ]
