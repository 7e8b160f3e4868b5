"""The NP Revolutionaries (8.1.4, 8.6.2, 8.6.6, 8.7.4) and their 12 Arjuna cards (8.3).

Each card is drawn in a position where the path through it and, where it matters, the only
available space are fixed; the move is built on a Game standing at the position (`npboard.walk_on`)
and must be legal (no finding in the plan, nor at its end). Dice are scripted:
the NP decision rolls (`d.roll`) and the Attack's own die (`d.die`) come from one sequence, and a
roll not scripted fails the test. Fronts are read by NP-ARJ-3 (1st check no -> draw, 2nd check
no -> flip), backs by NP-ARJ-1."""

from __future__ import annotations

import random

import npboard
import pytest

from gandhi_cli.model import terms
from gandhi_cli.np import arjuna, rev, steps as S
from gandhi_cli.np.decision import Decision

BIHAR, UP = "bihar", "united-provinces"


class Scripted(Decision):
    """A Decision whose own dice are scripted: the Arjuna checks' and the Activation rolls
    (`d.roll`) and the Attack's die (`d.die`) come from `script` in order, and one not scripted
    fails the test; the Random Spaces rolls of select.py (8.1.2, 8.1.3) come from a seeded rng."""

    def __init__(self, *a, script=(), **kw):
        super().__init__(*a, **kw)
        self.script = list(script)

    def _next(self):
        assert self.script, "a die was rolled that the test did not script"
        return self.script.pop(0)

    def roll(self, why, say=True):
        if "Arjuna" not in why and "Activation" not in why:
            return super().roll(why, say)
        r = self._next()
        self.rolls.append((r, why))
        return r

    def die(self):
        return self._next()


@pytest.fixture
def s(empty):
    """An empty board with Support everywhere (no Rally there, 3.4.1) but in Bihar and UP."""
    empty.audit = False
    for sid, sp in empty.spaces.items():
        if not empty.map[sid].is_railway:
            sp.level = terms.PASSIVE_SUPPORT
    empty.spaces[BIHAR].level = terms.NEUTRAL
    empty.spaces[UP].level = terms.NEUTRAL
    return empty


def decide(state, *rolls, non_players=("REV",), limited=False):
    return Scripted(state, "REV", non_players=set(non_players), rng=random.Random(0), limited=limited, script=rolls)


def legal(walk):
    """No finding in the steps built, nor in ending the statement (3.1, 4.1, 2.3.4)."""
    assert walk.plan.found + walk.plan.end_findings() == [], walk.plan.text()


def play(d, cid):
    walk = npboard.walk_on(d)
    done = arjuna.walk_card(d, walk, cid)
    text = walk.plan.text() if walk.plan.parts else None
    if text is not None:
        legal(walk)
    assert not d.script, f"rolls left unused: {d.script}"
    return done, walk, text


def op(d, name, args=None, **kw):
    """The Operation or SA `name` done alone on a fresh walk: (the walk, the part's text or None)."""
    walk = npboard.walk_on(d, **kw)
    text = npboard.instruction(d, walk, name, args)
    if text is not None:
        legal(walk)
    return walk, text


def test_rev_cards_are_twelve_fronts_with_their_backs_np_rev_1():
    """8.3 / NP-REV-1: six fronts Z..U, each with its back ZZ..UU."""
    cards = arjuna.cards(terms.REV)
    assert arjuna.fronts(terms.REV) == ["Z", "Y", "X", "W", "V", "U"]
    assert {cid: cards[cid]["back"] for cid in arjuna.fronts(terms.REV)} == {
        "Z": "ZZ", "Y": "YY", "X": "XX", "W": "WW", "V": "VV", "U": "UU"}
    assert set(cards) == {"Z", "Y", "X", "W", "V", "U", "ZZ", "YY", "XX", "WW", "VV", "UU"}


# ----------------------------------------------------------------------------- fronts
def test_card_z_rally_then_infiltrate_8_6_6(s):
    """Z (NP-ARJ-3): Unrest without Guerrillas in Orissa, die 1 <= Available -> Rally (Bihar the
    only Rally space) with the ★ Out of Play Guerrilla, then Infiltrate replaces the Sepoy (8.7.4)."""
    s.spaces["orissa"].unrest = 1
    s.spaces[BIHAR].guerrillas_hidden = 1
    s.spaces[BIHAR].sepoys = 1
    s.spaces[UP].level = terms.PASSIVE_SUPPORT
    s.out_of_play[terms.GUERRILLAS] = 1
    d = decide(s, 1)  # the check's die; no other Rally space, so no Activation roll
    done, walk, text = play(d, "Z")
    assert done and walk.cards == ["Z"]
    assert text == "REV rally: place 1G bihar; out-of-play 1G + infiltrate: replace 1S bihar with 1G"


def test_card_z_flips_to_zz_march_np_arj_3(s):
    """Z (NP-ARJ-3): a Base without Guerrillas, die 1 > 0 Available Guerrillas -> flip; ZZ: no
    space with 3+ Guerrillas -> March (8.4.2: the origin with the most Guerrillas, one Guerrilla
    per destination)."""
    s.spaces[UP].rev_bases = 1
    s.spaces[BIHAR].guerrillas_hidden = 2
    s.spaces[BIHAR].unrest = 1  # keeps 1 (8.4.2), so 1 marches
    s.out_of_play[terms.GUERRILLAS] = s.available(terms.GUERRILLAS)
    d = decide(s, 1)  # the check's die; one origin only: no Activation roll
    done, walk, text = play(d, "Z")
    assert done and walk.cards == ["Z", "ZZ"]
    assert text.startswith("REV march: move 1G bihar>") and walk.op_spaces == [BIHAR]
    dest = text.split(">")[1].split()[0]
    assert s.map.adjacent(BIHAR, dest)


def test_card_y_unrest_then_assassinate_8_7_4(s):
    """Y: Hidden Guerrillas in two Pop 2 spaces without Unrest -> Unrest (Max R = 5): the roll 6
    continues (8.6.2), both spaces; Assassinate takes the Troop in Bihar."""
    s.spaces[BIHAR].guerrillas_hidden = 1
    s.spaces[BIHAR].troops = 1
    s.spaces[UP].guerrillas_hidden = 1
    d = decide(s, 6)
    done, walk, text = play(d, "Y")
    assert done and walk.cards == ["Y"]
    assert set(walk.op_spaces) == {BIHAR, UP}
    assert text.endswith("+ assassinate: remove 1T bihar")


def test_card_y_flips_to_yy_aid_first_then_unrest_np_rev_3(s):
    """Y (NP-REV-3): a Guerrilla in a Pop 2 space without Unrest but not Hidden in two -> flip; YY:
    Aid hides it first, then Unrest there."""
    s.spaces[BIHAR].guerrillas_active = 1
    d = decide(s)
    done, walk, text = play(d, "Y")
    assert done and walk.cards == ["Y", "YY"]
    assert text == "REV aid: hide 1G bihar + unrest: select bihar"


def test_card_y_draws_without_guerrillas_in_pop_2_np_rev_3(s):
    """Y (NP-REV-3): no Guerrilla in a Pop 2 space without Unrest -> draw a new card."""
    s.spaces["orissa"].guerrillas_hidden = 1  # Population 1
    done, walk, text = play(decide(s), "Y")
    assert not done and text is None


def test_card_x_rally_8_6_6(s):
    """X (NP-ARJ-3): United Provinces is a Pop 2 Province without Unrest or Guerrillas -> the die
    (2 <= Available) -> Rally in the only space without Support, then Infiltrate (the Sepoy)."""
    for sid, sp in s.spaces.items():
        if s.map[sid].is_province and s.map[sid].pop == 2 and sid != UP:
            sp.unrest = 1
    s.spaces[UP].level = terms.PASSIVE_SUPPORT
    s.spaces[BIHAR].sepoys = 1
    s.spaces[BIHAR].guerrillas_hidden = 1
    d = decide(s, 2)
    done, walk, text = play(d, "X")
    assert done and walk.cards == ["X"]
    assert text == "REV rally: place 1G bihar + infiltrate: replace 1S bihar with 1G"


def test_card_x_flips_to_xx_attack_8_6_6(s):
    """X (NP-ARJ-3): an empty Pop 2 Province, die 1 > 0 Available Guerrillas -> flip; XX: 3
    Guerrillas in Bihar without Unrest -> Attack (the die 2 <= 3 removes the two Sepoys), then Aid
    hides the Guerrillas the Attack Activated."""
    s.spaces[BIHAR].guerrillas_hidden = 3
    s.spaces[BIHAR].sepoys = 2
    s.out_of_play[terms.GUERRILLAS] = s.available(terms.GUERRILLAS)
    d = decide(s, 1, 2)  # the check's die, the Attack's die; one space only, no Activation roll
    done, walk, text = play(d, "X")
    assert done and walk.cards == ["X", "XX"]
    assert text == "REV attack: select bihar; roll 2; remove 1S bihar; remove 1S bihar + aid: hide 3G bihar"


def test_card_w_rally_with_base_8_6_6(s):
    """W (NP-ARJ-3): 3 Guerrillas in Bihar -> die 1 -> Rally: first a Base where the Guerrillas
    exceed Unity (3 > 1), the only Rally space then."""
    s.unity = 1
    s.spaces[BIHAR].guerrillas_hidden = 3
    s.spaces[UP].level = terms.PASSIVE_SUPPORT
    d = decide(s, 1)
    done, walk, text = play(d, "W")
    assert done and walk.cards == ["W"]
    assert text.startswith("REV rally: replace 1G bihar with 1 RB")


def test_card_w_flips_to_ww_infiltrate_then_attack_np_arj_3(s):
    """W (NP-ARJ-3): 3 Guerrillas in Bihar, die 1 > 0 Available Guerrillas -> flip; WW: the SA
    first (Infiltrate: a Sepoy, removed as no Guerrilla is Available to replace it), then
    Guerrillas without Unrest -> Attack (die 3 <= 3: the last Sepoy)."""
    s.spaces[BIHAR].guerrillas_hidden = 3
    s.spaces[BIHAR].sepoys = 2
    s.out_of_play[terms.GUERRILLAS] = s.available(terms.GUERRILLAS)
    d = decide(s, 1, 3)
    done, walk, text = play(d, "W")
    assert done and walk.cards == ["W", "WW"]
    assert text == "REV infiltrate: remove 1S bihar + attack: select bihar; roll 3; remove 1S bihar"


def test_card_v_unrest_then_assassinate(s):
    """V (NP-ARJ-3): 2 Guerrillas > Unity 1 in Bihar without a Base -> a Hidden Guerrilla without
    Unrest -> Unrest (Bihar, the only one) + Assassinate (the Troop, 8.5)."""
    s.unity = 1
    s.spaces[BIHAR].guerrillas_hidden = 2
    s.spaces[BIHAR].troops = 1
    done, walk, text = play(decide(s), "V")
    assert done and walk.cards == ["V"]
    assert text == "REV unrest: select bihar + assassinate: remove 1T bihar"


def test_card_v_flips_to_vv_march_without_sa(s):
    """V (NP-ARJ-3): 3 Active Guerrillas > Unity 1 without a Base, no Hidden Guerrilla without
    Unrest -> flip; VV asks V's 2nd check again (no): March (its Unrest is unreachable from V);
    VV prints no SA. Bihar keeps 1 (Unrest, 8.4.2)."""
    s.unity = 1
    s.spaces[BIHAR].guerrillas_active = 3
    s.spaces[BIHAR].unrest = 1
    done, walk, text = play(decide(s), "V")
    assert done and walk.cards == ["V", "VV"]
    assert text == "REV march: move 1G bihar>united-provinces; move 1G bihar>united-provinces"


def test_card_vv_march_when_no_hidden_guerrilla_without_unrest(s):
    """VV: no Hidden Guerrilla without Unrest -> March (Limited: one origin, 8.6.1)."""
    s.spaces[BIHAR].guerrillas_active = 3
    s.spaces[BIHAR].unrest = 1
    done, walk, text = play(decide(s, limited=True), "VV")
    assert done and text.startswith("REV march limited: move 1G bihar>")
    assert text.count("move 1G bihar>") == 2  # keeps 1 in an Unrest space (8.4.2)


def test_card_u_sa_first_then_rally_base_np_rev_4(s):
    """U (NP-ARJ-3, insidegmt #4): 6+ Guerrillas in India -> the SA box (Infiltrate), then die 1 <= Available ->
    Rally: a Base where 7 Guerrillas exceed Unity 5."""
    s.spaces[BIHAR].guerrillas_hidden = 6
    s.spaces[BIHAR].sepoys = 1
    s.spaces[UP].level = terms.PASSIVE_SUPPORT
    d = decide(s, 1)
    done, walk, text = play(d, "U")
    assert done and walk.cards == ["U"]
    assert text == "REV infiltrate: replace 1S bihar with 1G + rally: replace 5G bihar with 1 RB"


def test_card_u_flips_to_uu_rally_sa_kept_np_arj_3(s):
    """U (NP-ARJ-3): 6+ Guerrillas -> the SA box (Infiltrate); die 2 > 1 Available Guerrilla ->
    flip; UU: Rally (its SA box skipped, U's Infiltrate being done, 8.6)."""
    s.spaces[BIHAR].guerrillas_hidden = 6
    s.spaces[BIHAR].sepoys = 1
    s.spaces[UP].level = terms.PASSIVE_SUPPORT
    s.out_of_play[terms.GUERRILLAS] = s.available(terms.GUERRILLAS) - 1
    d = decide(s, 2)
    done, walk, text = play(d, "U")
    assert done and walk.cards == ["U", "UU"]
    assert text == "REV infiltrate: replace 1S bihar with 1G + rally: replace 5G bihar with 1 RB; out-of-play 1G"


def test_card_uu_rally_then_infiltrate(s):
    """UU: Rally then Infiltrate."""
    s.spaces[BIHAR].guerrillas_hidden = 1
    s.spaces[BIHAR].sepoys = 1
    s.spaces[UP].level = terms.PASSIVE_SUPPORT
    done, walk, text = play(decide(s), "UU")
    assert text == "REV rally: place 1G bihar + infiltrate: replace 1S bihar with 1G"


def test_first_check_no_draws_second_check_no_flips_np_arj_3(s):
    """8.3, NP-ARJ-3: U's 1st check (6+ Guerrillas in India?) no -> draw a new card, nothing done;
    W's 1st check yes and its 2nd (die 1 <= 0 Available Guerrillas?) no -> flip to WW."""
    s.spaces[BIHAR].guerrillas_hidden = 1
    done, walk, text = play(decide(s), "U")
    assert not done and text is None and walk.cards == ["U"]
    s.spaces[BIHAR].guerrillas_hidden = 3
    s.spaces[BIHAR].unrest = 1
    s.out_of_play[terms.GUERRILLAS] = s.available(terms.GUERRILLAS)
    done, walk, text = play(decide(s, 1), "W")
    assert walk.cards == ["W", "WW"]


def test_card_zz_attack_failed_roll_removes_nothing_3_4_3(s):
    """ZZ: 3 Guerrillas -> Attack; the die 5 > 3 fails: nothing removed; Aid hides them."""
    s.spaces[BIHAR].guerrillas_hidden = 3
    s.spaces[BIHAR].sepoys = 2
    done, walk, text = play(decide(s, 5), "ZZ")
    assert text == "REV attack: select bihar; roll 5 + aid: hide 3G bihar"


def test_card_ww_march_when_every_guerrilla_has_unrest(s):
    """WW: no Guerrilla without Unrest -> March; the Infiltrate in Crisis places a Base (6.8)."""
    s.restraint = s.unity = 1
    s.spaces[BIHAR].guerrillas_hidden = 2
    s.spaces[BIHAR].unrest = 1
    done, walk, text = play(decide(s), "WW")
    assert text.startswith("REV infiltrate: place 1 RB bihar + march: move 1G bihar>")


def test_card_xx_march_without_three_guerrillas(s):
    """XX: no 3+ Guerrillas without Unrest -> March."""
    s.spaces[BIHAR].guerrillas_hidden = 2
    s.spaces[BIHAR].unrest = 1
    done, walk, text = play(decide(s), "XX")
    assert text.startswith("REV march: move 1G bihar>")


# ----------------------------------------------------------------------------- 8.6.2, 8.1.3, 8.1.4
@pytest.mark.parametrize("roll, spaces", [(2, 1), (3, 2)])
def test_activation_number_roll_at_most_the_number_stops_8_6_2(s, roll, spaces):
    """8.6.2: after each space a die; at most the Activation Number (Z: 2) ends the Operation."""
    d = decide(s, roll)
    walk, text = op(d, "rally", max=2)
    assert text and len(walk.op_spaces) == spaces
    assert [r for r, why in d.rolls if "Activation" in why] == [roll]


def test_unrest_on_a_railway_only_if_the_raj_is_a_player_8_1_3(s):
    """8.1.3: a Hidden Guerrilla only on a Railway: Unrest there (a Strike) only with a Raj player."""
    s.spaces["rw-eir-delhi"].guerrillas_hidden = 1
    d = decide(s, non_players=("REV", "RAJ"))
    assert op(d, "unrest", max=2)[1] is None
    d = decide(s)
    assert op(d, "unrest", max=2)[1] == "unrest: select rw-eir-delhi"


def test_unrest_in_crisis_takes_spaces_with_both_activists_6_8(s):
    """Y/V/YY/VV ✓ Crisi: spaces with Congress and League Activists are open to Unrest."""
    s.restraint = s.unity = 1
    s.spaces[BIHAR].inc_activists = 1
    s.spaces[BIHAR].ml_activists = 1
    d = decide(s)
    assert op(d, "unrest", {"crisis_both": True}, max="restraint")[1] == "unrest: select bihar"


def test_assassinate_only_in_unrest_spaces_4_5_3(s):
    """8.7.4: Assassinate is among the spaces chosen for Unrest; none with an Active opponent ->
    the next SA option."""
    s.spaces[BIHAR].guerrillas_hidden = 1
    s.spaces[UP].troops = 1
    s.spaces[UP].guerrillas_hidden = 1
    d = decide(s)
    walk = npboard.walk_on(d, op="unrest", op_spaces=[BIHAR])
    walk.plan.begin("unrest")
    assert walk.plan.do(S.select(BIHAR)) == []  # Unrest in Bihar only
    assert npboard.instruction(d, walk, "assassinate") is None


def test_pass_8_1_4(s):
    """8.1.4: the NP Revolutionaries Pass with no further effect: no step."""
    assert rev.pass_steps(decide(s)) == []


# ----------------------------------------------------------------------------- defects
def test_card_z_a_railway_strike_is_not_unrest_1_12_it_3067(s):
    """Card Z's 1st check (IT:3067: "Qualsiasi Disordine o Basi del Rivoluzionario senza
    Guerriglie?") asks for an Unrest marker ("Disordini", 1.11); a Strike ("Sciopero", 1.12) is the
    marker's other side, not Unrest. A struck Railway without Guerrillas, and no Unrest or Base
    anywhere: the answer is no, and the NP draws a new card (8.3) without rolling Z's die."""
    s.spaces["rw-eir-delhi"].strike = True
    s.spaces[BIHAR].guerrillas_hidden = 1
    done, walk, text = play(decide(s), "Z")
    assert not done and text is None and walk.cards == ["Z"]
    assert not rev.unrest_or_base_without_guerrillas(decide(s), walk)
