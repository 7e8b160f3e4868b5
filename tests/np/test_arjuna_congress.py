"""The Non-Player Congress's twelve Arjuna cards (8.3) and its Operations and Special Activities
(8.1.4, 8.6.4, 8.7.2): each card read in a position made for it, the move checked by the rules.

Positions are built on an empty board so that only one space is available where the test names
the space (select.py's tie-breaking is not relied on). Decisions use
`Decision(state, "INC", non_players={"INC"}, rng=random.Random(0))` (the Raj a player) unless the
test needs the NP Raj. Fronts are read by NP-ARJ-3 (1st check no -> draw, 2nd check no -> flip),
backs by NP-ARJ-1 (docs/rules-notes.md).
"""

from __future__ import annotations

import random

import npboard
import pytest

from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState
from gandhi_cli.np import arjuna, congress, select as np_select
from gandhi_cli.np.decision import Decision

INC_A = terms.INC_ACTIVISTS
PLACEHOLDER_SELECT = "PLACEHOLDER" in (np_select.__doc__ or "")


@pytest.fixture
def st(board):
    s = GameState.empty(board)
    s.audit = False
    s.restraint = 3
    s.gandhi = terms.JAIL
    return s


def levels(s, level, *, except_=()):
    for sid in s.spaces:
        if not s.map[sid].is_railway and sid not in except_:
            s.spaces[sid].level = level


def decide(s, raj_np=False, seed=0):
    return Decision(s, "INC", non_players={"INC", "RAJ"} if raj_np else {"INC"}, rng=random.Random(seed))


def read(s, cid, raj_np=False, seed=0):
    """Read card `cid` (its flip included) on a Game standing at `s` (npboard.walk_on); the
    Decision, the Walk, whether it stopped, the statement's text (None without an Operation)."""
    d = decide(s, raj_np, seed)
    walk = npboard.walk_on(d)
    done = arjuna.walk_card(d, walk, cid)
    text = walk.plan.text() if done and walk.op is not None else None
    return d, walk, done, text


def legal(walk, sa_alone=False):
    """The plan's steps and its end: no finding (an SA alone: only "an SA needs an Operation", 4.1)."""
    bad = walk.plan.found + walk.plan.end_findings()
    if sa_alone:
        assert [b.rule for b in bad] == ["4.1"], [str(b) for b in bad]
    else:
        assert bad == [], [str(b) for b in bad]


# --------------------------------------------------------------------- the deck data (8.3)
def test_8_3_congress_cards_twelve_with_sources():
    cards = arjuna.cards(terms.INC)
    assert sorted(cards) == sorted(["G", "H", "J", "K", "L", "M", "GG", "HH", "JJ", "KK", "LL", "MM"])
    assert arjuna.fronts(terms.INC) == ["G", "H", "J", "K", "L", "M"]
    mod = arjuna.module(terms.INC)
    for _cid, c in cards.items():
        assert c["source"].startswith("IT:") and c["inferred"]
        assert c["max"] == "protest+gandhi+restraint"  # 8.6.1
        for node in c["flow"]:
            if isinstance(node, dict) and "check" in node:
                assert node["check"] in mod.CHECKS
            if isinstance(node, dict) and "op" in node:
                assert node["op"] in mod.OPS
            if isinstance(node, dict) and "sa" in node:
                assert all(o["name"] in mod.SAS for o in node["sa"])


# --------------------------------------------------------------------- fronts
def test_8_3_card_G_persuade_then_rally_releases_8_6_4(st):
    """G (NP-ARJ-3, boxes as printed): 6 Activists on the map: the SA box: Satyagraha refused (Gandhi
    in Jail, NP Raj, 8.1.4), so Persuade Activates 3 Guerrillas; then the die <= Available + Jail:
    Rally in the one space open to it and, with 3+ in Jail, a roll releasing Congress Activists
    first (8.6.4)."""
    levels(st, terms.ACTIVE_SUPPORT, except_=("bihar",))
    st.spaces["bihar"].level = terms.NEUTRAL
    rw = "rw-eastern-bengal"  # Active Activists (a Railway) and Hidden Guerrillas: Persuade; never Rally
    st.spaces[rw].inc_activists = 6
    st.spaces[rw].guerrillas_hidden = 3
    st.jail[INC_A] = 3
    st.jail[terms.ML_ACTIVISTS] = 2
    d, walk, done, text = read(st, "G", raj_np=True)
    assert done and walk.cards == ["G"]
    assert text.startswith(f"INC persuade: activate 3G {rw} + rally: place 2 INC bihar; roll ")
    r = int(text.split("roll ")[1].split(";")[0])
    assert f"release {min(r, 3)} INC" in text
    assert walk.op == "rally" and walk.sa == "persuade"
    legal(walk)


def test_8_3_card_G_flips_to_GG_non_cooperation(st):
    """G (NP-ARJ-3): 6+ Congress Activists in India: the SA box (Satyagraha, the Raj a player:
    release Gandhi, NP-INC-2); the die > 0 Available + Jail -> GG: a space for Non-Cooperation ->
    Non-Cooperation. G's SA stays done (8.6)."""
    st.spaces["bihar"].inc_activists = 6
    st.spaces["bihar"].protest = True
    st.out_of_play[INC_A] = st.available(INC_A)
    d, walk, done, text = read(st, "G")
    assert walk.cards == ["G", "GG"]
    assert text == "INC satyagraha: release gandhi to bombay-presidency + non-cooperation: select bihar"
    legal(walk)


def test_8_3_card_GG_civil_disobedience_and_railway_8_6_4(st):
    """GG without a Non-Cooperation space: Civil Disobedience; the Raj a player, 1 Activist of the
    3+ there to the adjacent Railway of highest Econ without Activists (8.6.4, 8.1.3)."""
    st.spaces["bihar"].inc_activists = 6
    d, walk, done, text = read(st, "GG")
    assert walk.cards == ["GG"]
    rws = [r for r in st.map.neighbours("bihar") if st.map[r].is_railway]
    top = max(st.map[r].econ for r in rws)
    assert text.startswith("INC civil-disobedience: select bihar; move 1 INC bihar>")
    rw = text.rsplit(">", 1)[1]
    assert st.map[rw].econ == top and rw in rws
    legal(walk)


def test_8_1_3_civil_disobedience_no_railway_when_raj_is_np(st):
    st.spaces["bihar"].inc_activists = 6
    d, walk, done, text = read(st, "GG", raj_np=True)
    assert text == "INC civil-disobedience: select bihar"
    legal(walk)


def test_8_3_card_H_civil_disobedience_then_negotiate(st):
    """H (NP-ARJ-3, insidegmt #5): Bihar without Protest, 2 Activists match its 2 cubes; 2+
    Protests Available: Civil Disobedience in the one space, then Negotiate to release Gandhi (in
    Jail) in the one space left; no Satyagraha, so no second Civil Disobedience (NP-INC-6)."""
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].troops = 2
    st.spaces["mysore"].inc_activists = 1
    st.spaces["mysore"].protest = True
    st.protest_circles.discard(max(st.protest_circles))
    assert st.protests_available_for_ops() >= 2
    d, walk, done, text = read(st, "H", raj_np=True)
    assert walk.cards == ["H"]
    assert text.startswith("INC civil-disobedience: select bihar + negotiate: select mysore; roll ")
    legal(walk)


def test_8_3_card_H_flips_to_HH_non_cooperation_then_persuade(st):
    """H (NP-ARJ-3, insidegmt #5): NV Activists >= cubes in a space without Protest, but no Protest
    Available -> HH: the die > Activists Available + in Jail (0, NP-INC-11): Non-Cooperation, then the SA: Negotiate
    cannot go with Non-Cooperation (4.1.2): Persuade."""
    st.spaces["united-provinces"].inc_activists = 1
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].protest = True
    st.spaces["bihar"].sepoys = 1
    st.protest_circles.clear()
    st.out_of_play[INC_A] = st.available(INC_A)  # 0 Available + 0 in Jail: HH's die fails (NP-INC-11)
    d, walk, done, text = read(st, "H")
    assert walk.cards == ["H", "HH"]
    assert text == "INC non-cooperation: select bihar + persuade: remove 1S bihar"
    legal(walk)


def test_8_3_card_J_cd_satyagraha_cd_in_gandhis_space(st):
    """J (NP-ARJ-3): Protest Available and a Congress piece without Protest: Civil Disobedience,
    Satyagraha (Gandhi to the one space not at Active Opposition, an Activist there), then the
    second Civil Disobedience box: a Protest in Gandhi's space (NP-INC-6, 4.1)."""
    levels(st, terms.ACTIVE_OPPOSITION, except_=("assam",))
    st.gandhi = "bihar"
    st.spaces["bihar"].inc_activists = 2
    d, walk, done, text = read(st, "J")
    assert walk.cards == ["J"]
    assert text == ("INC civil-disobedience: select bihar + satyagraha: move gandhi bihar>assam; "
                    "place 1 INC assam + civil-disobedience: select assam")
    legal(walk)


def test_8_3_card_J_flips_to_JJ_persuade_then_non_cooperation(st):
    """J (NP-ARJ-3): a Protest Available, but every Congress piece is in a Protest space -> JJ: the
    SA first (Satyagraha refused: Gandhi in Jail, NP Raj, 8.1.4; Persuade Activates), then a space
    for Non-Cooperation: Non-Cooperation."""
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].protest = True
    st.spaces["bihar"].guerrillas_hidden = 2
    d, walk, done, text = read(st, "J", raj_np=True)
    assert walk.cards == ["J", "JJ"]
    assert text == "INC persuade: activate 2G bihar + non-cooperation: select bihar"
    legal(walk)


def test_8_3_card_JJ_rally_when_no_non_cooperation_space(st):
    """J: a Protest Available, no Congress piece on the map -> JJ: no SA can be done, no
    Non-Cooperation space: Rally."""
    levels(st, terms.ACTIVE_SUPPORT, except_=("bihar",))
    d, walk, done, text = read(st, "J", raj_np=True)
    assert walk.cards == ["J", "JJ"]
    assert text == "INC rally: place 2 INC bihar"
    legal(walk)


def test_8_3_card_K_satyagraha_makes_a_non_cooperation_space(st):
    """K (NP-ARJ-3): a Non-Cooperation space (Bihar); a Protest space without Congress Activists:
    Satyagraha takes Gandhi there and adds an Activist, then Non-Cooperation there too."""
    levels(st, terms.ACTIVE_OPPOSITION, except_=("assam",))
    st.gandhi = "bihar"
    st.spaces["assam"].protest = True
    st.spaces["bihar"].inc_activists = 1
    st.spaces["bihar"].protest = True
    d, walk, done, text = read(st, "K")
    assert walk.cards == ["K"]
    assert text == ("INC satyagraha: move gandhi bihar>assam; place 1 INC assam + "
                    "non-cooperation: select assam bihar")
    legal(walk)


def test_8_3_card_K_flips_to_KK_persuade_then_non_cooperation(st):
    """K (NP-ARJ-3): a Non-Cooperation space, every Protest space has Congress Activists -> KK."""
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].protest = True
    st.spaces["bihar"].sepoys = 1
    d, walk, done, text = read(st, "K")
    assert walk.cards == ["K", "KK"]
    assert text == "INC persuade: remove 1S bihar + non-cooperation: select bihar"
    legal(walk)


def test_8_3_card_L_satyagraha_adds_then_non_cooperation(st):
    """L (NP-ARJ-3): a Protest space under Raj Control (Madras); a Non-Cooperation space:
    Satyagraha (❶ add an Activist) then Non-Cooperation."""
    levels(st, terms.ACTIVE_OPPOSITION, except_=("assam",))
    st.gandhi = "bihar"
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].protest = True
    st.spaces["bihar"].level = terms.PASSIVE_OPPOSITION
    levels(st, terms.ACTIVE_OPPOSITION, except_=("assam", "bihar"))
    st.spaces["bihar"].level = terms.ACTIVE_OPPOSITION
    st.spaces["madras"].troops = 2
    st.spaces["madras"].protest = True
    d, walk, done, text = read(st, "L")
    assert walk.cards == ["L"]
    assert text == ("INC satyagraha: move gandhi bihar>assam; place 1 INC assam + "
                    "non-cooperation: select bihar")
    legal(walk)


def test_8_3_card_L_flips_to_LL_rally_then_persuade(st):
    """L (NP-ARJ-3): a Protest space under Raj Control, no Non-Cooperation space -> LL: the die <=
    Available + Jail: Rally in the one space open (free by its Protest), then Persuade removes a
    Troop there (no Sepoys)."""
    levels(st, terms.ACTIVE_SUPPORT, except_=("assam",))
    st.spaces["assam"].inc_activists = 1
    st.spaces["assam"].protest = True
    st.spaces["assam"].troops = 3
    st.gandhi = terms.AVAILABLE
    d, walk, done, text = read(st, "L")
    assert walk.cards == ["L", "LL"]
    assert text == "INC rally: place 1 INC assam + persuade: remove 1T assam"
    legal(walk)


def test_8_3_card_LL_demonstrate_8_4_2(st):
    """LL with no Activist Available nor in Jail (the die always fails): Demonstrate (8.4.2):
    Activists move from the one origin, never leaving it with fewer than 2 in its Protest."""
    st.spaces["bihar"].inc_activists = 4
    st.spaces["bihar"].protest = True
    st.spaces["assam"].protest = True
    st.spaces["assam"].troops = 3
    st.spaces["assam"].inc_activists = 1
    st.out_of_play[INC_A] = st.available(INC_A)
    assert st.available(INC_A) == 0
    d, walk, done, text = read(st, "LL", raj_np=True)
    assert walk.cards == ["LL"]
    assert text.startswith("INC demonstrate: move ")
    assert walk.op == "demonstrate"
    legal(walk)
    assert walk.board.spaces["bihar"].inc_activists >= 2  # the live board with the move


def test_8_3_card_M_rally_then_negotiate_muslim_state(st):
    """M (NP-ARJ-3): a Hidden Guerrilla in Assam (Passive Opposition); the die <= Available + Jail:
    Rally (★ one Activist from Out of Play, fewer than 3 in Jail), then Negotiate removes the
    Muslim State."""
    levels(st, terms.ACTIVE_SUPPORT, except_=("assam",))
    st.spaces["assam"].level = terms.PASSIVE_OPPOSITION
    st.spaces["assam"].guerrillas_hidden = 1
    st.spaces["east-bengal"].inc_activists = 2
    st.spaces["east-bengal"].muslim_state = True
    st.out_of_play[INC_A] = 1
    d, walk, done, text = read(st, "M")
    assert walk.cards == ["M"]
    assert text == ("INC rally: place 1 INC assam; out-of-play 1 INC + "
                    "negotiate: select east-bengal; remove muslim-state east-bengal")
    legal(walk)


def test_8_3_card_M_flips_to_MM_negotiate_then_civil_disobedience(st):
    """M (NP-ARJ-3): a Hidden Guerrilla in an Opposition space; the die > 0 Available + Jail -> MM:
    the SA first (Negotiate, Muslim State), then 2+ Protests Available: Civil Disobedience, never
    in Negotiate's space (3.1.1)."""
    st.spaces["bihar"].guerrillas_hidden = 1
    st.spaces["bihar"].level = terms.PASSIVE_OPPOSITION
    st.spaces["bihar"].inc_activists = 2
    st.spaces["east-bengal"].inc_activists = 2
    st.spaces["east-bengal"].muslim_state = True
    st.out_of_play[INC_A] = st.available(INC_A)
    d, walk, done, text = read(st, "M")
    assert walk.cards == ["M", "MM"]
    assert text == ("INC negotiate: select east-bengal; remove muslim-state east-bengal + "
                    "civil-disobedience: select bihar")
    legal(walk)


def test_8_3_first_check_no_draws_second_check_no_flips_np_arj_3(st):
    """8.3, NP-ARJ-3: K's 1st check (a Non-Cooperation space?) no -> draw a new card, nothing done;
    yes, and the 2nd (a Protest space without Congress Activists?) no -> flip to KK."""
    d, walk, done, text = read(st, "K")
    assert not done and text is None and walk.cards == ["K"]
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].protest = True
    d, walk, done, text = read(st, "K")
    assert walk.cards == ["K", "KK"]


# --------------------------------------------------------------------- single rules
def test_8_1_4_pass_moves_an_activist_from_out_of_play(st):
    from gandhi_cli.notation import actions as A
    from gandhi_cli.notation.convert import action_text

    d = decide(st)
    assert congress.pass_steps(d) == []
    st.out_of_play[INC_A] = 2
    d = decide(st)
    steps = congress.pass_steps(d)
    text = action_text(A.FactionAction(A.Faction("INC"), A.Choice.PASS, steps=tuple(steps)))
    assert text == "INC pass out-of-play 1 INC"


def test_8_1_4_np_raj_refuses_gandhi_player_raj_is_asked(st):
    """8.1.4, 8.7.2: Gandhi in Jail: with the NP Raj Satyagraha cannot be done; with a player Raj
    the NP Congress asks (`release gandhi to X`, NP-INC-2)."""
    levels(st, terms.ACTIVE_OPPOSITION, except_=("assam",))
    d = decide(st, raj_np=True)
    walk = npboard.walk_on(d)
    assert npboard.instruction(d, walk, "satyagraha", {"actions": ["add-activist"]}) is None
    assert walk.plan.steps() == []
    d = decide(st)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "satyagraha", {"actions": ["add-activist"]})
    assert text.startswith("satyagraha: release gandhi to ")
    legal(walk, sa_alone=True)  # alone, only "an SA needs an Op"


def test_8_6_1_limited_civil_disobedience_one_space(st):
    for sid in ("bihar", "united-provinces"):
        st.spaces[sid].inc_activists = 2
    d = Decision(st, "INC", non_players={"INC", "RAJ"}, rng=random.Random(0), limited=True)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "civil-disobedience", {})
    assert text.count(" ") == 2  # "civil-disobedience: select X"
    legal(walk)


def test_3_3_civil_disobedience_stops_at_restraint(st):
    """3.3, 8.6.1: spaces without Protest or Gandhi at most Restraint."""
    st.restraint = 1
    for sid in ("bihar", "united-provinces", "assam"):
        st.spaces[sid].inc_activists = 2
    d = decide(st, raj_np=True)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "civil-disobedience", {})
    assert len(text.split("select ")[1].split()) == 1
    legal(walk)


@pytest.mark.skipif(PLACEHOLDER_SELECT, reason="select.py is still the placeholder: re-run when it is in")
def test_8_4_1_worked_example_civil_disobedience_bihar_then_west_bengal(st):
    """The example of 8.4.1 (IT:1244-1250): Restraint 3, 2 Protests Available, Congress Activists
    in UP (Active Opposition), Bihar, West Bengal, Central India Agency: Bihar, then West Bengal."""
    for sid in ("united-provinces", "bihar", "west-bengal", "central-india-agency"):
        st.spaces[sid].inc_activists = 1
    st.spaces["bihar"].inc_activists = 2
    st.spaces["united-provinces"].level = terms.ACTIVE_OPPOSITION
    keep = sorted(c for c in st.protest_table.available_circles(3))[:2]
    st.protest_circles = set(keep)
    assert st.protests_available_for_ops() == 2
    d = decide(st, raj_np=True)
    walk = npboard.walk_on(d)
    text = npboard.instruction(d, walk, "civil-disobedience", {})
    assert text == "civil-disobedience: select bihar west-bengal"
    legal(walk)


# --------------------------------------------------------------------- defects (issue #22)
def _no_activist_available(st, jail=3):
    """Every Congress Activist off the map: `jail` in Jail, the rest Out of Play (0 Available)."""
    st.jail[INC_A] = jail
    st.out_of_play[INC_A] = st.available(INC_A)
    assert st.available(INC_A) == 0


def test_8_1_5_8_6_4_rally_with_no_activist_available_has_no_space(st):
    """8.1.5 (IT:1107: a space is available if "l'azione può essere svolta in quello spazio"),
    8.3 (IT:1172: no space for the Operation, draw a new card), 2.3.4 (IT:357) and IT:369 (the
    parts off the map come besides a space): no Congress Activist Available, 4 in Jail: the
    Rally can place nothing anywhere, so it has no space and does not release alone (NP-INC-12,
    as decided by issue #35 item 1; it released the prisoners in no space before)."""
    _no_activist_available(st, jail=4)
    st.jail[terms.ML_ACTIVISTS] = 2
    d = decide(st, raj_np=True)
    walk = npboard.walk_on(d)
    assert npboard.instruction(d, walk, "rally", {"column": "place-activists"}) is None
    assert walk.plan.parts == []
    assert walk.board.jail[INC_A] == 4


def test_3_3_1_rally_with_activists_available_and_no_space_draws_8_3(st):
    """8.3: Activists Available but no space open to Rally (every space at Support): no space for
    the Operation, draw a new card - the release alone is for 0 Available (NP-INC-12)."""
    levels(st, terms.ACTIVE_SUPPORT)
    st.jail[INC_A] = 4
    d = decide(st, raj_np=True)
    walk = npboard.walk_on(d)
    assert npboard.instruction(d, walk, "rally", {}) is None
    assert walk.plan.parts == []


def test_8_3_card_LL_rally_with_no_activist_available_draws_a_new_card(st):
    """LL (IT:3351-3356): die <= 0 Available + 6 in Jail always succeeds: Rally, which has no
    space with 0 Available (8.1.5, 2.3.4, IT:369): draw a new card (8.3, IT:1172; NP-INC-12)."""
    _no_activist_available(st, jail=6)
    d, walk, done, text = read(st, "LL", raj_np=True)
    assert not done and walk.cards == ["LL"] and walk.op is None and walk.plan.parts == []


def test_8_3_card_G_rally_with_no_activist_available_draws_a_new_card(st):
    """G (IT:3196-3202): 6 Activists on the map, 0 Available, 6 in Jail: the SA box finds nothing
    (Gandhi in Jail, NP Raj; no Hidden Guerrilla nor opposing piece), the die <= 6 passes: Rally,
    which has no space (8.1.5, 2.3.4, IT:369): draw a new card (8.3; NP-INC-12)."""
    st.spaces["bihar"].inc_activists = 6
    st.spaces["bihar"].level = terms.ACTIVE_SUPPORT
    _no_activist_available(st, jail=6)
    d, walk, done, text = read(st, "G", raj_np=True)
    assert not done and walk.cards == ["G"] and walk.op is None and walk.sa is None


def test_8_3_card_HH_die_counts_available_and_jail_np_inc_11(st):
    """HH (IT:3377 prints "in Jail" only; G, M, LL and the developer's example read "Available + in
    Jail": NP-INC-11): with 0 in Jail and every Activist Available the die (<= 6 + 0... at least
    the Available) passes: Rally, not the Non-Cooperation a Jail-only check would send it to."""
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].protest = True  # a Non-Cooperation space, for the "no" branch
    assert st.available(INC_A) >= 6 and st.jail.get(INC_A, 0) == 0
    d, walk, done, text = read(st, "HH", raj_np=True)
    assert walk.op == "rally", text
    assert any("Available + in Jail" in line for line in d.explain)
    legal(walk)


def test_3_2_4_protests_after_arrest_on_the_drivers_plan():
    """3.2.4: after the Raj arrested Gandhi the NP Congress places up to 2 Protests in non-Railway
    spaces without one: the driver's window gives `protests_after_arrest` a Plan with its part
    "protests" begun and pushes the plan's action (the all-bot Short game of seed 3, before its
    first Protests: the bundled np-short.log has none since issue #35's bots)."""
    from gandhi_cli.core.game import Due, DueKind
    from gandhi_cli.np.driver import Autoplay, play

    text = "\n".join(play("short", {"RAJ", "INC", "ML", "REV"}, 3)[0].lines) + "\n"
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("INC protests"))
    g = Autoplay("\n".join(lines[:at]) + "\n", "<np-short>")
    due, move = g.step()
    assert due == Due(DueKind.FOLLOW_UP, "INC", "protests")
    assert move is not None and move.lines[-1].startswith("INC protests: add protest ")
    assert move.lines[-1].count("add protest") == 2
    assert g.append(move.lines) == []


def test_8_3_card_G_sa_done_then_rally_with_no_space_draws_keeping_the_sa(st):
    """G: Persuade (the SA box) done first, then Rally with 0 Available: no space where it can
    place (8.1.5), so no Rally in a space chosen only to carry the SA: draw a new card (8.3), the
    SA done staying done (8.6; NP-INC-12)."""
    levels(st, terms.ACTIVE_SUPPORT, except_=("assam",))
    rw = "rw-eastern-bengal"
    st.spaces[rw].inc_activists = 6
    st.spaces[rw].guerrillas_hidden = 3
    _no_activist_available(st, jail=6)
    d, walk, done, text = read(st, "G", raj_np=True)
    assert not done and walk.cards == ["G"] and walk.sa == "persuade" and walk.op is None
    assert walk.plan.text().startswith(f"INC persuade: activate 3G {rw}") and "rally" not in walk.plan.text()


def test_8_3_card_LL_rally_in_no_space_is_no_operation(st):
    """LL: Rally with 0 Available has no space (8.1.5): no Operation, so no SA either (2.3.4, 4.1)
    though Persuade could remove the Sepoy: draw a new card (8.3; NP-INC-12)."""
    levels(st, terms.ACTIVE_SUPPORT)
    st.spaces["bihar"].inc_activists = 2
    st.spaces["bihar"].protest = True
    st.spaces["bihar"].sepoys = 1
    _no_activist_available(st, jail=6)
    d, walk, done, text = read(st, "LL", raj_np=True)
    assert not done and walk.op is None and walk.sa is None and walk.plan.parts == []
