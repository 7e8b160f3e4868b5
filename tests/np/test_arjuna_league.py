"""The Non-Player Muslim League (8.1.4, 8.6.5, 8.7.3) and its twelve Arjuna cards N-T, NN-TT
(gandhi_cli/np/data/arjuna/league.yaml, docs/rules-notes.md NP-ML-n). The fronts are read by
NP-ARJ-3: 1st check no -> draw a new card, 2nd check no -> flip.

Each card is read in a position built so that only one space fits each choice (the tie-breaking
of select.py plays no part) on a Game standing there (`npboard.walk_on`), and the plan must
give no finding (`legal(walk)`: its steps and its end).
"""

from __future__ import annotations

import random

import npboard
import pytest

from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.model.state import SpaceState
from gandhi_cli.np import arjuna, league
from gandhi_cli.np.arjuna import walk_card
from gandhi_cli.np.decision import Decision

MLA = terms.ML_ACTIVISTS


def blank(restraint: int = 3, unity: int = 3, jail_ml: int = 0):
    """The short scenario emptied: every City, Province and State at Passive Support (no Rally
    there), nothing on the map, all Protest markers on the State of India box."""
    s = setup("short", seed=1).copy()
    s.audit = False
    for sid in s.spaces:
        s.spaces[sid] = SpaceState(level=0 if s.map[sid].is_railway else terms.PASSIVE_SUPPORT)
    s.gandhi = terms.AVAILABLE
    s.out_of_play = {k: 0 for k in terms.PIECE_KINDS if k != terms.GANDHI}
    s.jail = {terms.INC_ACTIVISTS: 0, MLA: jail_ml}
    s.restraint, s.unity = restraint, unity
    s.protest_circles = set(s.protest_table.rows)
    return s


def put(s, sid, level=None, **pieces):
    npboard.put(s, sid, level, **pieces)
    if pieces.get("protest") and s.protest_circles:
        s.protest_circles.discard(min(s.protest_circles))  # the marker comes off the box (1.10)


def read(s, cid, non_players=("ML",), seed=0, limited=False):
    """Read card `cid` on a Game standing at `s` (npboard.walk_on): the Decision, the Walk,
    whether it stopped, the statement's text (None without an Operation)."""
    d = Decision(s, terms.ML, non_players=set(non_players), rng=random.Random(seed), limited=limited)
    walk = npboard.walk_on(d)
    done = walk_card(d, walk, cid)
    text = walk.plan.text() if done and walk.op is not None else None
    return d, walk, done, text


def legal(walk):
    """The plan's steps and its end give no finding."""
    bad = walk.plan.found + walk.plan.end_findings()
    assert bad == [], f"{walk.plan.text()}: {[str(b) for b in bad]}"


def decide(s, non_players=("ML",), limited=False):
    return Decision(s, terms.ML, non_players=set(non_players), rng=random.Random(0), limited=limited)


def test_deck_has_the_twelve_cards_8_3():
    """8.3: six fronts with a back each; every card says where it comes from and how it is read."""
    cards = arjuna.cards(terms.ML)
    assert set(arjuna.fronts(terms.ML)) == set("NPQRST")
    assert {cards[f]["back"] for f in "NPQRST"} == {"NN", "PP", "QQ", "RR", "SS", "TT"}
    for c in cards.values():
        assert c["max"] == "bases+unity" and c["source"].startswith("IT:") and c["inferred"]
        for node in c["flow"]:
            if isinstance(node, dict) and "check" in node:
                assert node["check"] in league.CHECKS
            if isinstance(node, dict) and "op" in node:
                assert node["op"] in league.OPS
            if isinstance(node, dict) and "sa" in node:
                assert all(o["name"] in league.SAS for o in node["sa"])


# --------------------------------------------------------------------- N / NN
def test_card_N_persuade_then_rally_releases_prisoners_8_6_5():
    """N (NP-ARJ-3, boxes as printed): 6 League Activists on the map: the SA box (Persuade removes
    the Sepoy); then a roll <= 6 in Jail: Rally in the one Neutral space (Punjab is at Support),
    and 3+ in Jail: a roll of releases (8.6.5)."""
    s = blank(jail_ml=6)
    put(s, "sind", level=terms.NEUTRAL, ml_activists=1, sepoys=1)
    put(s, "punjab", ml_activists=5)
    d, walk, done, text = read(s, "N")
    assert done and walk.cards == ["N"]
    assert text.startswith("ML persuade: remove 1S sind + rally: place 1 ML sind; roll ")
    roll = int(text.split("roll ")[1].split(";")[0])
    assert text.endswith(f"release {roll} ML")
    legal(walk)


def test_card_NN_non_cooperation_8_6_5():
    """N -> NN (NP-ARJ-3): 6+ League Activists on the map, the SA box (nothing to do), the roll >
    0 in Jail: flip; a Muslim space available: Non-Cooperation there."""
    s = blank()
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=6, protest=True)
    d, walk, done, text = read(s, "N")
    assert walk.cards == ["N", "NN"]
    assert text == "ML non-cooperation: select punjab"
    legal(walk)


def test_card_NN_demonstrate_movement_priorities_8_4_2():
    """NN without a Non-Cooperation space: Demonstrate from the space with the most League
    Activists (keeping 1 to outnumber Congress in a Province, Congress a player) into the one
    destination next to it; no Raj Control there: an Available Protest (8.6.5)."""
    s = blank()
    put(s, "assam", level=terms.NEUTRAL, ml_activists=6)
    d, walk, done, text = read(s, "N")
    assert walk.cards == ["N", "NN"]
    assert text == "ML demonstrate: move 1 ML assam>east-bengal; add protest east-bengal"
    legal(walk)


def test_card_N_draws_again_under_six_activists_8_3():
    """N (NP-ARJ-3): fewer than 6 League Activists on the map: draw a new card (8.3)."""
    s = blank()
    put(s, "sind", level=terms.NEUTRAL, ml_activists=1)
    d, walk, done, text = read(s, "N")
    assert not done and text is None


# --------------------------------------------------------------------- T / TT
def test_card_T_rally_then_persuade_8_6_5():
    """T (NP-ARJ-3): a Hidden Guerrilla in Baluchistan (a Muslim space), the roll succeeds: Rally,
    then the first SA that can be done (no Muslim State to Negotiate: Persuade removes the
    Sepoy, 8.7)."""
    s = blank(jail_ml=6)
    put(s, "sind", level=terms.NEUTRAL, ml_activists=1, sepoys=1)
    put(s, "baluchistan", guerrillas_hidden=1)
    d, walk, done, text = read(s, "T")
    assert walk.cards == ["T"]
    assert text.startswith("ML rally: place 1 ML sind; roll ") and text.endswith(" + persuade: remove 1S sind")
    legal(walk)


def test_card_TT_persuade_activates_then_cd_8_7_3():
    """T -> TT (NP-ARJ-3): a Hidden Guerrilla in Punjab, the roll > 0 in Jail: the SA first
    (Persuade Activates 1 Guerrilla with the Active League Activists), then Civil Disobedience by
    Place Protest (NP-ML-5)."""
    s = blank()
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=2, protest=True, guerrillas_hidden=1)
    put(s, "sind", level=terms.NEUTRAL, ml_activists=1)
    d, walk, done, text = read(s, "T")
    assert walk.cards == ["T", "TT"]
    assert text == "ML persuade: activate 1G punjab + civil-disobedience: select sind"
    legal(walk)


# --------------------------------------------------------------------- S / SS
def test_card_S_negotiate_muslim_state_then_rally_4_4_1():
    """S (NP-ARJ-3): Negotiate would place a Muslim State: it does, then the roll, then Rally,
    never in Negotiate's space (3.1.1)."""
    s = blank(jail_ml=6)
    put(s, "sind", level=terms.PASSIVE_OPPOSITION, ml_activists=2)
    put(s, "punjab", level=terms.NEUTRAL)
    d, walk, done, text = read(s, "S")
    assert walk.cards == ["S"]
    assert text.startswith("ML negotiate: add muslim-state sind + rally: place 1 ML punjab; roll ")
    legal(walk)


def test_card_S_negotiates_then_flips_to_SS_cd_8_6():
    """S -> SS (NP-ARJ-3): Negotiate places a Muslim State in Sind; the roll > 0 in Jail: flip; a
    Protest Available: Civil Disobedience elsewhere (3.1.1); SS's SA box is skipped, S's
    Negotiate being done (8.6)."""
    s = blank()
    put(s, "sind", level=terms.PASSIVE_OPPOSITION, ml_activists=2)
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=1, sepoys=1)
    d, walk, done, text = read(s, "S")
    assert walk.cards == ["S", "SS"]
    assert text == "ML negotiate: add muslim-state sind + civil-disobedience: select punjab"
    legal(walk)


def test_card_SS_cd_then_infiltrate_8_7_3():
    """SS: a Protest Available: Civil Disobedience, then Infiltrate replaces the Sepoy (not a
    Protest, 8.5.3)."""
    s = blank()
    put(s, "sind", level=terms.NEUTRAL, ml_activists=1, sepoys=1)
    d, walk, done, text = read(s, "SS")
    assert walk.cards == ["SS"]
    assert text == "ML civil-disobedience: select sind + infiltrate: replace 1S sind with 1 ML"
    legal(walk)


# --------------------------------------------------------------------- R / RR
def test_card_R_crisis_nc_and_infiltrate_muslim_state_8_7_3():
    """R (NP-ARJ-3, as NP-ML-2): a Non-Cooperation space and a Crisis: NC, then Infiltrate places a Muslim
    State in the Province with a League Base and no Raj Control (4.4.2)."""
    s = blank(restraint=1, unity=1)
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=2, ml_bases=1, protest=True)
    d, walk, done, text = read(s, "R")
    assert walk.cards == ["R"]
    assert text == "ML non-cooperation: select punjab + infiltrate: add muslim-state punjab"
    legal(walk)


def test_card_RR_persuade_then_nc_8_7_3():
    """R -> RR: no Crisis: the SA first (Persuade removes the Active Congress Activist), then NC."""
    s = blank()
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=2, inc_activists=1, protest=True)
    d, walk, done, text = read(s, "R")
    assert walk.cards == ["R", "RR"]
    assert text == "ML persuade: remove 1 INC punjab + non-cooperation: select punjab"
    legal(walk)


def test_card_R_draws_without_nc_space_8_3():
    """R (NP-ARJ-3): no Muslim space available for Non-Cooperation: draw a new card."""
    s = blank(restraint=1, unity=1)
    put(s, "sind", level=terms.NEUTRAL, ml_activists=2)
    d, walk, done, text = read(s, "R")
    assert not done and walk.cards == ["R"]


# --------------------------------------------------------------------- Q / QQ
def test_card_Q_cd_then_negotiate_removes_unrest_4_4_1():
    """Q (NP-ARJ-3): a Protest Available and a League Activist without one: CD; Negotiate (no
    Muslim State possible) removes Unrest elsewhere, not in the Operation's space."""
    s = blank()
    put(s, "sind", level=terms.NEUTRAL, ml_activists=1)
    put(s, "east-bengal", level=terms.NEUTRAL, ml_activists=1, unrest=1, protest=True)
    d, walk, done, text = read(s, "Q")
    assert walk.cards == ["Q"]
    assert text == "ML civil-disobedience: select sind + negotiate: remove unrest east-bengal"
    legal(walk)


def test_card_QQ_persuade_then_nc_8_6_5():
    """Q -> QQ (NP-ARJ-3, NP-ML-4): a Protest Available, but every League Activist is in a Protest
    space: flip; the SA first, NC available and the SA was not Negotiate: Non-Cooperation."""
    s = blank()
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=2, protest=True, guerrillas_hidden=1)
    d, walk, done, text = read(s, "Q")
    assert walk.cards == ["Q", "QQ"]
    assert text == "ML persuade: activate 1G punjab + non-cooperation: select punjab"
    legal(walk)


def test_card_QQ_rally_without_nc_space_8_6_5():
    """QQ (NP-ML-4): the SA first (Persuade before Infiltrate, as printed); no Non-Cooperation space: Rally."""
    s = blank()
    s.protest_circles = set()
    put(s, "sind", level=terms.NEUTRAL, ml_activists=1, sepoys=1)
    d, walk, done, text = read(s, "QQ")
    assert text == "ML persuade: remove 1S sind + rally: place 1 ML sind"
    legal(walk)


# --------------------------------------------------------------------- P / PP
def test_card_P_negotiate_then_cd_4_4_1():
    """P (NP-ARJ-3, insidegmt #9): Activists match the cubes somewhere without Protest: Negotiate places a Muslim
    State in Sind; a Protest Available: Civil Disobedience elsewhere (3.1.1)."""
    s = blank()
    put(s, "sind", level=terms.PASSIVE_OPPOSITION, ml_activists=1, ml_bases=1)
    put(s, "west-bengal", level=terms.NEUTRAL, ml_activists=1)
    d, walk, done, text = read(s, "P")
    assert walk.cards == ["P"]
    assert text == "ML negotiate: add muslim-state sind + civil-disobedience: select west-bengal"
    legal(walk)


def test_card_PP_after_negotiate_demonstrates_not_nc_4_4_1():
    """P -> PP (NP-ARJ-3): Negotiate done on P, no Protest Available: flip; the roll fails (none Available or
    in Jail); the SA was Negotiate: Demonstrate (Negotiate never accompanies NC)."""
    s = blank()
    s.protest_circles = set()
    put(s, "sind", level=terms.PASSIVE_OPPOSITION, ml_activists=1, ml_bases=1)
    put(s, "assam", level=terms.PASSIVE_SUPPORT, ml_activists=3)
    s.out_of_play[MLA] = s.forces.pieces[MLA] - 4
    d, walk, done, text = read(s, "P")
    assert walk.cards == ["P", "PP"]
    assert text == "ML negotiate: add muslim-state sind + demonstrate: move 1 ML assam>east-bengal"
    legal(walk)


def test_card_PP_rally_on_the_roll_8_6_5():
    """PP: a roll <= League Activists Available + in Jail (16 Available): Rally, and with none in
    Jail 1 Activist from Out of Play to Available (★)."""
    s = blank()
    put(s, "baluchistan", level=terms.NEUTRAL)
    s.out_of_play[MLA] = 2
    d, walk, done, text = read(s, "PP")
    assert text == "ML rally: place 1 ML baluchistan; out-of-play 1 ML"
    legal(walk)


def test_first_check_no_draws_second_check_no_flips_np_arj_3():
    """8.3, NP-ARJ-3: T's 1st check (a Hidden Guerrilla in a Muslim space?) no -> draw a new card;
    yes and the 2nd (a roll <= 0 League Activists in Jail) no -> flip to TT."""
    s = blank()
    d, walk, done, text = read(s, "T")
    assert not done and text is None and walk.cards == ["T"]
    put(s, "punjab", guerrillas_hidden=1)
    d, walk, done, text = read(s, "T")
    assert walk.cards == ["T", "TT"]


# --------------------------------------------------------------------- rules
def test_available_spaces_example_non_cooperation_8_4_1():
    """8.4.1 example (IT:1230): the NP League's Non-Cooperation is available only where there are
    a Protest, League Activists and no Raj Control - and, by 8.6.5, in Muslim spaces."""
    s = blank()
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=1, protest=True)           # available
    put(s, "sind", level=terms.NEUTRAL, ml_activists=2)                            # no Protest
    put(s, "east-bengal", level=terms.NEUTRAL, ml_activists=1, protest=True, sepoys=3)  # Raj Control
    put(s, "west-bengal", level=terms.NEUTRAL, inc_activists=1, protest=True)     # no League Activist
    put(s, "bihar", level=terms.NEUTRAL, ml_activists=1, protest=True)            # not a Muslim space
    assert s.raj_control("east-bengal")
    d = decide(s)
    walk = npboard.walk_on(d)
    assert league.nc_spaces(d, walk) == ["punjab"]
    text = npboard.instruction(d, walk, "non-cooperation")
    assert text == "non-cooperation: select punjab"
    legal(walk)


def test_unity_limits_spaces_bases_free_8_6_1():
    """8.6.1, 3.3: at most Unity spaces plus those with a League Base."""
    s = blank(unity=1)
    for sid in ("punjab", "sind", "baluchistan"):
        put(s, sid, level=terms.NEUTRAL, ml_activists=1, protest=True)
    put(s, "baluchistan", ml_bases=1)
    d = decide(s)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "non-cooperation")
    chosen = text.split("select ")[1].split()
    assert len(chosen) == 2 and "baluchistan" in chosen
    legal(walk)


def test_limited_op_one_space_8_6_1():
    """8.6.1: a Limited Operation in the first space selected only."""
    s = blank()
    for sid in ("punjab", "sind"):
        put(s, sid, level=terms.NEUTRAL, ml_activists=1, protest=True)
    d = decide(s, limited=True)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "non-cooperation")
    assert len(text.split("select ")[1].split()) == 1
    assert walk.plan.action().parts[0].limited
    legal(walk)


def test_rally_base_where_activists_exceed_unity_8_6_5():
    """8.6.5: Rally first replaces Unity League Activists with a Base where they exceed Unity."""
    s = blank(unity=2)
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=3)
    d = decide(s)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "rally")
    assert text.startswith("rally: replace 2 ML punjab with 1 MLB")
    legal(walk)


@pytest.mark.parametrize("raj_player", [True, False])
def test_cd_railway_only_if_raj_is_player_8_1_3(raj_player):
    """8.1.3, 8.6.5: after CD, 1 League Activist from a space with 3+ onto the adjacent Railway
    with the highest Econ and no Activist - only when the Raj is a player."""
    s = blank()
    put(s, "karachi", level=terms.NEUTRAL, ml_activists=3)
    d = decide(s, non_players={"ML"} if raj_player else {"ML", "RAJ"})
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "civil-disobedience")
    if raj_player:
        assert text == "civil-disobedience: select karachi; move 1 ML karachi>rw-nwr-karachi"
    else:
        assert text == "civil-disobedience: select karachi"
    legal(walk)


def test_negotiate_moves_troops_out_of_new_muslim_state_8_1_4():
    """4.4.1, 8.1.4: the Troops of a new Muslim State go to a City; the move is legal."""
    s = blank()
    put(s, "sind", level=terms.PASSIVE_OPPOSITION, ml_activists=2, troops=1, protest=True)
    put(s, "baluchistan", level=terms.NEUTRAL)
    assert not s.raj_control("sind")
    d = decide(s)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "negotiate", {"do": "place-muslim-state"})
    assert text.startswith("negotiate: move 1T sind>") and text.endswith("add muslim-state sind")
    walk.sa = "negotiate"
    assert npboard.instruction(d, walk, "rally") == "rally: place 1 ML baluchistan"
    legal(walk)


def test_never_replaces_a_protest_8_5_3():
    """8.5.3: Infiltrate never takes a Protest marker by choice: with only a Protest, no Infiltrate."""
    s = blank()
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=1, protest=True)
    d = decide(s)
    walk = npboard.walk_on(d)
    assert npboard.instruction(d, walk, "infiltrate", {"do": "replace-adversary"}) is None
    assert walk.plan.parts == []


@pytest.mark.parametrize("oop,want", [(1, "ML pass out-of-play 1 ML"), (0, "ML pass")])
def test_pass_8_1_4(oop, want):
    """8.1.4: the NP League Passing moves 1 League Activist from Out of Play to Available."""
    from gandhi_cli.notation import actions as A
    from gandhi_cli.notation.convert import action_text

    s = blank()
    s.out_of_play[MLA] = oop
    d = decide(s)
    steps = league.pass_steps(d)
    assert action_text(A.FactionAction(A.Faction("ML"), A.Choice.PASS, steps=tuple(steps))) == want


def test_guerrillas_hidden_replaced_active_removed_8_5():
    """8.5: Infiltrate replaces a Guerrilla, Hidden first; Persuade removes only an Active one (4.4.3)."""
    s = blank()
    put(s, "punjab", level=terms.NEUTRAL, ml_activists=1, guerrillas_hidden=1, guerrillas_active=1)
    put(s, "sind", level=terms.NEUTRAL)
    for name, args, want in (
            ("infiltrate", {"do": "replace-adversary"}, "infiltrate: replace 1 hidden punjab with 1 ML"),
            ("persuade", {"do": ["remove-adversaries"]}, "persuade: remove 1 active punjab")):
        d = decide(s.copy())  # a position of its own for each SA
        walk = npboard.walk_on(d)
        assert npboard.instruction(d, walk, "rally").startswith("rally: place 1 ML ")
        assert npboard.instruction(d, walk, name, args) == want
        legal(walk)


# --------------------------------------------------------------------- defects (issue #22)
def _no_activist_available(s, jail=3):
    """Every League Activist off the map: `jail` in Jail, the rest Out of Play (0 Available)."""
    s.jail[MLA] = jail
    s.out_of_play[MLA] = s.available(MLA)
    assert s.available(MLA) == 0


def test_8_1_5_8_6_5_rally_with_no_activist_available_has_no_space():
    """8.1.5 (IT:1107: a space is available if the action can be carried out there), 8.3
    (IT:1172), 2.3.4 (IT:357) and IT:369: no League Activist Available, 5 in Jail, no Base to
    build: the Rally can act in no space, so it has none and does not release alone: draw a new
    card (NP-ML-14, as decided by issue #35 item 1; it released the prisoners in no space before)."""
    s = blank()
    put(s, "sind", level=terms.NEUTRAL)
    _no_activist_available(s, jail=5)
    s.jail[terms.INC_ACTIVISTS] = 2
    d = decide(s)
    walk = npboard.walk_on(d)
    assert npboard.instruction(d, walk, "rally") is None
    assert walk.plan.parts == [] and walk.board.jail[MLA] == 5


def test_3_3_1_rally_with_activists_available_and_no_space_draws_8_3():
    """8.3: League Activists Available, no space open (all at Support), 5 in Jail: draw a new card."""
    s = blank(jail_ml=5)
    d = decide(s)
    walk = npboard.walk_on(d)
    assert npboard.instruction(d, walk, "rally") is None


@pytest.mark.parametrize("cid", ["PP", "N", "T"])
def test_8_3_cards_rally_with_no_activist_available_draw_a_new_card(cid):
    """PP, N, T (die <= [Available +] Jail, IT:3338, 3156, 3120): with 0 League Activists Available,
    6 in Jail and no Base to build the die always passes: Rally, which has no space (8.1.5, 2.3.4,
    IT:369): draw a new card (8.3, IT:1172; NP-ML-14)."""
    s = blank()
    put(s, "punjab", ml_activists=6)  # N: 6+ on the map; Punjab at Support: no Rally space
    put(s, "baluchistan", guerrillas_hidden=1)  # T: a Hidden Guerrilla in a Muslim space
    _no_activist_available(s, jail=6)
    d, walk, done, text = read(s, cid, non_players=("ML", "RAJ"))
    assert not done and walk.op is None, d.explain
    assert not any(p.name == "rally" for p in walk.plan.parts)


def test_8_3_card_S_negotiates_then_rally_with_no_space_draws_keeping_the_sa():
    """S (IT:3126-3132): Negotiate places a Muslim State, the die <= 6 in Jail: Rally with 0 League
    Activists Available has no space (8.1.5), not one chosen only to carry the SA (2.3.4, IT:369):
    draw a new card (8.3), the Negotiate staying done (8.6; NP-ML-14)."""
    s = blank()
    put(s, "sind", level=terms.PASSIVE_OPPOSITION, ml_activists=2)
    put(s, "punjab", level=terms.NEUTRAL)
    _no_activist_available(s, jail=6)
    d, walk, done, text = read(s, "S", non_players=("ML", "RAJ"))
    assert not done and walk.cards == ["S"] and walk.op is None and walk.sa == "negotiate"
    assert walk.plan.text() == "ML negotiate: add muslim-state sind"
