"""The Opposing Piece Priority (8.5, 8.5.3, 8.5.4); readings NP-ADV-1..5 in docs/rules-notes.md."""

import random

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.np.adversary import order
from gandhi_cli.np.decision import Decision

ALL = (terms.RAJ, terms.INC, terms.ML, terms.REV)


def clear(board):
    b = board.copy()
    b.audit = False
    for sp in b.spaces.values():
        for k in ("troops", "sepoys", "inc_activists", "ml_activists", "guerrillas_hidden",
                  "guerrillas_active", "ml_bases", "rev_bases", "unrest"):
            setattr(sp, k, 0)
        sp.level, sp.protest, sp.strike, sp.muslim_state = terms.NEUTRAL, False, False, False
    b.gandhi = terms.AVAILABLE
    return b


@pytest.fixture
def blank():
    return clear(setup("short", seed=1))


def d_for(board, faction, non_players=ALL, seed=0):
    return Decision(board, faction, non_players, random.Random(seed))


def punjab_example(b):
    """IT:1291: Punjab (a Muslim State: Govern removes that marker first) with 8 Sepoys, Gandhi,
    1 Congress Activist, 1 Guerrilla, 1 League Activist; a Protest makes the Activists Active."""
    sp = b.spaces["punjab"]
    sp.sepoys = 8
    sp.inc_activists = 1
    sp.ml_activists = 1
    sp.guerrillas_active = 1
    sp.protest = True
    sp.muslim_state = True
    b.gandhi = "punjab"
    return b


@pytest.mark.parametrize("inc_np", [True, False])
def test_8_5_4_assault_example(blank, inc_np):
    """8.5.4 example (IT:1289-1291): RAJ and ML NP, REV a player: Gandhi and the Congress
    Activist first (target faction), then the Guerrilla (player faction), then the League
    Activist; no die decides it."""
    b = punjab_example(blank)
    nps = (terms.RAJ, terms.ML, terms.INC) if inc_np else (terms.RAJ, terms.ML)
    for seed in range(6):
        d = d_for(b, terms.RAJ, nps, seed)
        pieces = order(d, b, "punjab", [terms.GANDHI, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.GUERRILLAS],
                       terms.RAJ)
        assert pieces == [terms.GANDHI, terms.INC_ACTIVISTS, "guerrillas_active", terms.ML_ACTIVISTS]
        assert d.rolls == []
    # the whole list: markers first, the Muslim State marker before the Protest (8.5 (2), (3))
    assert order(d_for(b, terms.RAJ, nps), b, "punjab", None, terms.RAJ)[:3] == ["muslim_state", "protest",
                                                                                 terms.GANDHI]
    # the Assault written from that order is legal
    text = ("RAJ assault: arrest gandhi Punjab; arrest 1 INC Punjab; remove 1G Punjab; "
            "arrest 1 ML Punjab")
    assert perform(b.copy(), text, non_players=nps) == []


def test_8_5_table_order(blank):
    """8.5 (1)-(6): Unrest, Muslim State, Protest, Base, Gandhi, Troop, then the other pieces."""
    sp = blank.spaces["punjab"]
    sp.unrest, sp.muslim_state, sp.protest = 2, True, True
    sp.rev_bases, sp.troops, sp.sepoys, sp.guerrillas_hidden = 1, 1, 1, 1
    blank.gandhi = "punjab"
    got = order(d_for(blank, terms.ML), blank, "punjab", None, terms.ML)
    # the NP League by choice leaves Protests and Muslim States (8.5.3); the Base takes its
    # faction's Guerrilla with it (8.5.4)
    assert got == ["unrest", "unrest", terms.REV_BASES, "guerrillas_hidden", terms.GANDHI, terms.TROOPS, terms.SEPOYS]
    got = order(d_for(blank, terms.RAJ), blank, "punjab", None, terms.RAJ)
    assert got[:4] == ["unrest", "unrest", "muslim_state", "protest"] and terms.SEPOYS not in got


def test_8_5_never_own_pieces(blank):
    """8.5: never the NP's own pieces (Congress: Gandhi and its Activists)."""
    sp = blank.spaces["bihar"]
    sp.inc_activists, sp.ml_activists, sp.sepoys = 2, 1, 1
    blank.gandhi = "bihar"
    got = order(d_for(blank, terms.INC), blank, "bihar", None, terms.INC)
    assert terms.GANDHI not in got and terms.INC_ACTIVISTS not in got
    assert sorted(got) == sorted([terms.ML_ACTIVISTS, terms.SEPOYS])


def test_8_5_3_markers_by_choice_and_required(blank):
    """8.5.3: NP Congress leaves Protests, NP REV Unrest, by choice; a required removal names it."""
    sp = blank.spaces["bihar"]
    sp.protest, sp.unrest = True, 1
    assert "protest" not in order(d_for(blank, terms.INC), blank, "bihar", None, terms.INC)
    assert "unrest" not in order(d_for(blank, terms.REV), blank, "bihar", None, terms.REV)
    assert order(d_for(blank, terms.INC), blank, "bihar", ["protest"], terms.INC) == ["protest"]


def test_8_5_player_faction_then_most_common(blank):
    """8.5 (7), (8): a player faction's pieces first; then the most common piece; Activist, Sepoy,
    Guerrilla among equals; Guerrillas Hidden first (NP-ADV-2)."""
    sp = blank.spaces["bihar"]
    sp.sepoys, sp.guerrillas_hidden, sp.guerrillas_active, sp.ml_activists = 1, 1, 2, 1
    # INC NP acting; the Raj a player: the Sepoy first although the Guerrillas are more common
    got = order(d_for(blank, terms.INC, (terms.INC, terms.ML, terms.REV)), blank, "bihar", None, terms.INC)
    assert got == [terms.SEPOYS, "guerrillas_hidden", "guerrillas_active", "guerrillas_active", terms.ML_ACTIVISTS]
    # all NP: the most common (Guerrillas, 3) first, then Activist before Sepoy (1 each)
    got = order(d_for(blank, terms.INC), blank, "bihar", None, terms.INC)
    assert got == ["guerrillas_hidden", "guerrillas_active", "guerrillas_active", terms.ML_ACTIVISTS, terms.SEPOYS]


def test_8_5_4_equal_priority_by_die(blank):
    """8.5.4: pieces of equal priority (two Bases) -> at random by a die."""
    sp = blank.spaces["punjab"]
    sp.ml_bases, sp.rev_bases = 1, 1
    firsts = set()
    for seed in range(12):
        d = d_for(blank, terms.RAJ, seed=seed)
        got = order(d, blank, "punjab", None, terms.RAJ)
        assert sorted(got) == [terms.ML_BASES, terms.REV_BASES] and d.rolls
        firsts.add(got[0])
    assert firsts == {terms.ML_BASES, terms.REV_BASES}


def test_8_5_kinds_limit_and_bases_last(blank):
    """8.5 with `kinds` and 3.2.4 'Basi per ultime' (NP-ADV-5)."""
    sp = blank.spaces["east-bengal"]
    sp.rev_bases, sp.guerrillas_active, sp.guerrillas_hidden = 1, 2, 1
    d = d_for(blank, terms.RAJ)
    assert order(d, blank, "east-bengal", ["guerrillas_active"], terms.RAJ) == ["guerrillas_active"] * 2
    got = order(d, blank, "east-bengal", ["guerrillas_active", terms.REV_BASES], terms.RAJ, bases_last=True)
    assert got == ["guerrillas_active", "guerrillas_active", terms.REV_BASES]
    got = order(d, blank, "east-bengal", ["guerrillas_active", terms.REV_BASES], terms.RAJ)
    assert got[0] == terms.REV_BASES


def test_8_5_congress_and_league_activists_are_equal_priority(blank):
    """8.5 (a) 'Activist' (IT:1285) does not put one faction's Activists before the other's: with
    as many of each, the first is chosen at random (8.5.4, IT:1278)."""
    sp = blank.spaces["bihar"]
    sp.inc_activists, sp.ml_activists = 1, 1
    firsts = set()
    for seed in range(12):
        d = d_for(blank, terms.RAJ, seed=seed)
        got = order(d, blank, "bihar", None, terms.RAJ)
        assert sorted(got) == [terms.INC_ACTIVISTS, terms.ML_ACTIVISTS] and d.rolls
        firsts.add(got[0])
    assert firsts == {terms.INC_ACTIVISTS, terms.ML_ACTIVISTS}


def test_8_5_sepoy_before_guerrilla_among_equals(blank):
    """8.5 (b) Sepoy before (c) Guerrilla (IT:1286-1287): one of each, all NP: the Sepoy first,
    no die."""
    sp = blank.spaces["bihar"]
    sp.sepoys, sp.guerrillas_hidden = 1, 1
    d = d_for(blank, terms.ML)
    assert order(d, blank, "bihar", None, terms.ML) == [terms.SEPOYS, "guerrillas_hidden"]
    assert d.rolls == []
    # Activist (a) before Guerrilla (c), for the Raj
    sp.sepoys, sp.ml_activists = 0, 1
    d = d_for(blank, terms.RAJ)
    assert order(d, blank, "bihar", None, terms.RAJ) == [terms.ML_ACTIVISTS, "guerrillas_hidden"]
    assert d.rolls == []


def test_8_5_bases_last_for_the_league_base(blank):
    """3.2.4 'Basi per ultime' (NP-ADV-5): a Muslim League Base only after every Activist, although
    8.5 (4) puts Bases before Activists."""
    sp = blank.spaces["bihar"]
    sp.ml_bases, sp.ml_activists = 1, 2
    d = d_for(blank, terms.RAJ)
    got = order(d, blank, "bihar", [terms.ML_BASES, terms.ML_ACTIVISTS], terms.RAJ, bases_last=True)
    assert got == [terms.ML_ACTIVISTS, terms.ML_ACTIVISTS, terms.ML_BASES]
    got = order(d, blank, "bihar", [terms.ML_BASES, terms.ML_ACTIVISTS], terms.RAJ)
    assert got == [terms.ML_BASES, terms.ML_ACTIVISTS, terms.ML_ACTIVISTS]


def test_8_5_most_common_counts_hidden_and_active_guerrillas_together(blank):
    """8.5 (8) 'most common piece': 2 Hidden Guerrillas outnumber 1 Sepoy (Guerrillas, Hidden or
    Active, are one kind of piece, IT:1287 'Underground first')."""
    sp = blank.spaces["bihar"]
    sp.guerrillas_hidden, sp.sepoys = 2, 1
    got = order(d_for(blank, terms.ML), blank, "bihar", None, terms.ML)
    assert got == ["guerrillas_hidden", "guerrillas_hidden", terms.SEPOYS]


def test_8_5_3_the_revolutionaries_keep_unrest_but_take_the_other_markers(blank):
    """8.5 (2), (3) and 8.5.3: the NP Revolutionaries leave Unrest markers by choice, not the
    Muslim State and Protest markers, which come next in the table."""
    sp = blank.spaces["punjab"]
    sp.unrest, sp.muslim_state, sp.protest = 1, True, True
    assert order(d_for(blank, terms.REV), blank, "punjab", None, terms.REV) == ["muslim_state", "protest"]
