"""The Non-Player Raj's Arjuna cards A-F and AA-FF (8.3; fronts NP-ARJ-3, backs NP-ARJ-1), its Operations (8.6.2, 8.6.3)
and Special Activities (8.7.1), and the chapter-8 worked examples (8.1.5, 8.5.4, 8.7).

Positions are built so that only one space is available at each choice (select.py breaks ties at
random); each move is built on a Game standing at the position (`npboard.walk_on`) and must pass
the rules: no finding from its steps nor from ending it."""

from __future__ import annotations

import npboard
from npboard import blank, put

from gandhi_cli.model import terms
from gandhi_cli.np import arjuna, raj, steps as S
from gandhi_cli.np.decision import Decision


class Dice:
    """A stub rng: randint returns the given rolls in order (6 once they run out)."""

    def __init__(self, *rolls):
        self.rolls = list(rolls)

    def randint(self, a, b):
        return self.rolls.pop(0) if self.rolls else 6


def legal(w):
    """The plan's steps and its end give no finding (the rules accept the move)."""
    found = w.plan.found + w.plan.end_findings()
    assert found == [], (w.plan.text(), [str(f) for f in found])


def walk(s, cid, *rolls, non_players=("RAJ",)):
    d = Decision(s, "RAJ", non_players=set(non_players), rng=Dice(*rolls))
    w = npboard.walk_on(d)
    done = arjuna.walk_card(d, w, cid)
    text = w.plan.text() if w.plan.parts else None
    if text:
        legal(w)
    return done, text, w, d


def instruction(s, name, args=None, *rolls, non_players=("RAJ",), limited=False, kind=None, op=None, **walk_kw):
    """One instruction of the NP Raj on a Game at `s`: (the part's text or None, the walk, d). An
    SA is done after `op` (an Operation's name and one step of it: 4.1, no SA alone)."""
    d = Decision(s, "RAJ", non_players=set(non_players), rng=Dice(*rolls), limited=limited)
    w = npboard.walk_on(d, **walk_kw)
    if op:
        w.plan.begin(op[0])
        assert w.plan.do(op[1]) == []
    text = npboard.instruction(d, w, name, args, kind)
    if text:
        legal(w)
    return text, w, d


def cities_full(s, delhi_troops=2, sepoys_available=5):
    """Every City but Delhi holds 3 Troops (and Active Support); Sepoys Available limited by
    parking the rest in Rajputana (Active Support)."""
    for c in ("karachi", "calcutta", "bombay", "madras"):
        put(s, c, terms.ACTIVE_SUPPORT, troops=3)
    put(s, "delhi", terms.ACTIVE_SUPPORT, troops=delhi_troops)
    put(s, "rajputana", terms.ACTIVE_SUPPORT, sepoys=s.available(terms.SEPOYS) - sepoys_available)


def sweep_position(s):
    """Karachi 3 Troops can reach only Sind (Hidden Guerrilla, no Raj Control); Punjab Controlled."""
    put(s, "karachi", terms.ACTIVE_SUPPORT, troops=3)
    put(s, "punjab", terms.ACTIVE_SUPPORT, troops=1)
    put(s, "sind", guerrillas_hidden=1)


# --------------------------------------------------------------------- the cards
def test_card_A_assault_and_govern_example_8_5_4():
    """8.5.4 (IT:1289-1291), card A: Punjab, 8 Sepoys: Gandhi first with the Congress Activist,
    then the Guerrilla (the Revolutionaries are a player), then the League Activist; four pieces.
    Then Govern: Imperialism in Punjab removes the Muslim State marker first. NP-ARJ-3: roll 1 <=
    Available Troops, then the cubes exceed the Active adversaries in Punjab: Assault."""
    s = blank()
    put(s, "punjab", sepoys=8, inc_activists=1, ml_activists=1, guerrillas_active=1, protest=True, muslim_state=True)
    s.gandhi = "punjab"
    done, text, w, d = walk(s, "A", 1, 6, 1, non_players=("RAJ", "ML"))
    assert done and w.cards == ["A"]
    op, sa = text.split(" + ")
    # 4 pieces: 8 Sepoys, one per two Sepoys (3.2.4); the Guerrilla before the League Activist
    assert op == "RAJ assault: arrest gandhi punjab; arrest 1 INC punjab; remove 1G punjab; arrest 1 ML punjab"
    assert sa == "govern: remove muslim-state punjab"


def test_card_AA_deploy_example_8_1_5():
    """8.1.5 (IT:1109-1110) on AA (A: roll 1 <= Available Troops, no space where the cubes exceed the
    Active adversaries: flip, NP-ARJ-3, NP-RAJ-1): Delhi has 2 Troops: 1 Troop is added, then 5
    Sepoys (six cubes); the roll 1 ≤ Activation Number stops the Sepoys (8.6.2)."""
    s = blank()
    cities_full(s)
    s.out_of_play = {terms.TROOPS: s.available(terms.TROOPS) - 1}
    done, text, w, d = walk(s, "A", 1, 1)
    assert w.cards == ["A", "AA"]
    assert text == "RAJ deploy: place 1T 5S delhi"


def test_card_B_deploy_out_of_play_troops_first():
    """Card B (NP-ARJ-3: East Bengal a 2-Pop Province without Raj Control): roll ≤ Available
    Troops: Deploy; then 2 cubes from Out of Play, Troops first (8.6.3)."""
    s = blank()
    cities_full(s, delhi_troops=1, sepoys_available=3)
    for p in ("united-provinces", "bihar", "bombay-presidency", "madras-presidency", "punjab", "west-bengal"):
        put(s, p, terms.ACTIVE_SUPPORT, sepoys=1)
    s.out_of_play = {terms.TROOPS: 1, terms.SEPOYS: 3}
    done, text, w, d = walk(s, "B", 1)
    assert w.cards == ["B"]
    assert text == "RAJ deploy: place 1T delhi; out-of-play 1T 1S"


def test_card_BB_govern_example_8_7():
    """8.7 (IT:1422-1428), card BB (B, NP-ARJ-3: East Bengal is a 2-Pop Province without Raj
    Control, then the roll 1 > 0 Available Troops: flip): no Protest space without Activists;
    Imperialism roll 2: Bihar loses its Unrest and shifts one level, Passive Opposition to Neutral;
    then the last space removes an adversary. Then no Protest space: Assault."""
    s = blank()
    s.out_of_play = {terms.TROOPS: s.available(terms.TROOPS)}
    put(s, "bihar", terms.PASSIVE_OPPOSITION, troops=1, unrest=1)
    put(s, "east-bengal", terms.ACTIVE_SUPPORT, troops=2, guerrillas_active=2)
    done, text, w, d = walk(s, "B", 1, 2)
    assert w.cards == ["B", "BB"]
    assert text == ("RAJ govern: remove unrest bihar; shift bihar +1; remove 1G east-bengal"
                    " + assault: remove 1G east-bengal")
    assert (2, "8.7.1 Imperialism: markers removed and levels shifted, at most") in d.rolls


def test_card_BB_remove_protest_then_assault():
    """BB: Govern first removes the Protest where there are no Activists (8.7.1 ①); all Protest
    spaces then have cubes (none left): Assault."""
    s = blank()
    put(s, "bihar", terms.ACTIVE_SUPPORT, troops=2, protest=True)
    put(s, "united-provinces", troops=2, guerrillas_active=2)
    done, text, w, d = walk(s, "BB")
    assert text == ("RAJ govern: remove protest bihar; remove 1G united-provinces"
                    " + assault: remove 1G united-provinces")


def test_card_C_sweep_movement_priorities():
    """Card C (8.6.3, 8.4.2; NP-ARJ-3): Karachi and Punjab have cubes and an Active Guerrilla;
    Troops in Cities exceed Troops in Provinces: the SA box first (Govern removes both Guerrillas),
    then Sweep into Sind, the one destination: bring 1 Troop, then cubes until they exceed the
    Active adversaries counting the Guerrilla the Sweep Activates: 2 Troops; Karachi keeps Raj
    Control."""
    s = blank()
    sweep_position(s)
    put(s, "karachi", guerrillas_active=1)
    put(s, "punjab", guerrillas_active=1)
    done, text, w, d = walk(s, "C")
    assert w.cards == ["C"]
    assert text == "RAJ govern: remove 1G punjab; remove 1G karachi + sweep: move 2T karachi>sind"


def test_card_CC_assault_then_govern():
    """CC (C flipped: 2 spaces with cubes and Active adversaries): twice the cubes exceed the
    Active adversaries: Assault where it can take something (Bihar's lone Sepoy cannot, 3.2.4),
    then Govern removes an adversary."""
    s = blank()
    put(s, "united-provinces", terms.ACTIVE_SUPPORT, troops=1, guerrillas_active=1)
    put(s, "bihar", terms.ACTIVE_SUPPORT, sepoys=1, guerrillas_active=1)
    done, text, w, d = walk(s, "C")
    assert w.cards == ["C", "CC"]
    assert text == "RAJ assault: remove 1G united-provinces + govern: remove 1G bihar"


def test_card_D_govern_protest_then_sweep():
    """Card D (NP-ARJ-3): 6 cubes in Protest spaces (Karachi 3 Troops 3 Sepoys), a Protest space
    without Activists: Govern removes the Protests (SA box first), then the Sweep; the Sepoy
    moved, a roll 6 > Activation Number lets the Sepoys go on (8.6.2)."""
    s = blank()
    sweep_position(s)
    put(s, "karachi", protest=True, sepoys=3)
    put(s, "punjab", protest=True)
    done, text, w, d = walk(s, "D")
    assert w.cards == ["D"]
    assert text == "RAJ govern: remove protest punjab; remove protest karachi + sweep: move 1T 1S karachi>sind"


def test_card_DD_assault_when_roll_exceeds_troops():
    """DD (D flipped: 6 cubes in Protest spaces): roll 1 > 0 Available Troops: Assault."""
    s = blank()
    s.out_of_play = {terms.TROOPS: s.available(terms.TROOPS) - 6}
    put(s, "punjab", terms.ACTIVE_SUPPORT, troops=6, inc_activists=1, protest=True)
    done, text, w, d = walk(s, "D", 1)
    assert w.cards == ["D", "DD"]
    assert text == "RAJ assault: arrest 1 INC punjab"


def test_card_E_assault_in_pop2():
    """Card E (NP-ARJ-3): Bihar (Pop 2) at Active Opposition; cubes exceed the Active non-Base
    adversaries in a 2-Pop space: Assault."""
    s = blank()
    put(s, "united-provinces", terms.ACTIVE_SUPPORT, troops=2, guerrillas_active=1)
    put(s, "bihar", terms.ACTIVE_OPPOSITION)
    done, text, w, d = walk(s, "E")
    assert w.cards == ["E"]
    assert text == "RAJ assault: remove 1G united-provinces"


def test_card_EE_sweep():
    """EE (E, NP-ARJ-3: Bihar, 2 Pop, at Active Opposition; no 2-Pop space where the cubes exceed
    the Active adversaries: flip): Troops in Cities exceed Troops in Provinces: Sweep."""
    s = blank()
    sweep_position(s)
    put(s, "bihar", terms.ACTIVE_OPPOSITION)
    done, text, w, d = walk(s, "E")
    assert w.cards == ["E", "EE"]
    assert text == "RAJ sweep: move 2T karachi>sind + govern: remove 1G sind"


def test_card_F_sweep():
    """Card F (NP-ARJ-3): a Hidden Guerrilla in Assam at Passive Support; Troops in Cities exceed
    Provinces: the SA box (nothing to Govern, no Unrest for Martial Law), then Sweep."""
    s = blank()
    sweep_position(s)
    put(s, "assam", terms.PASSIVE_SUPPORT, guerrillas_hidden=1)
    done, text, w, d = walk(s, "F")
    assert w.cards == ["F"]
    assert text == "RAJ sweep: move 2T karachi>sind"


def test_card_FF_deploy():
    """FF (F, NP-ARJ-3: a Hidden Guerrilla in Assam at Passive Support; no Troops in Cities, so
    they do not exceed those in Provinces: flip): roll 1 ≤ Available Troops: Deploy, 3 Troops
    and Sepoys to each City (the 15 Available Troops go to the five Cities)."""
    s = blank()
    put(s, "assam", terms.PASSIVE_SUPPORT, guerrillas_hidden=1)
    done, text, w, d = walk(s, "F", 1)
    assert w.cards == ["F", "FF"]
    assert text.startswith("RAJ deploy: place 3T 3S ") and text.count("place 3T") == 5
    assert "delhi" in text and "calcutta" in text


def test_card_first_check_no_draws_second_check_no_flips_np_arj_3():
    """8.3, NP-ARJ-3: a front's 1st check answered no draws a new card (nothing done); its 2nd
    check answered no flips the card to its back."""
    s = blank()
    done, text, w, d = walk(s, "E")
    assert done is False and text is None and w.cards == ["E"]
    put(s, "bihar", terms.ACTIVE_OPPOSITION)
    put(s, "united-provinces", terms.ACTIVE_SUPPORT, troops=1, guerrillas_active=1)  # 1 cube, 1 Active
    done, text, w, d = walk(s, "E")
    assert w.cards == ["E", "EE"]


# --------------------------------------------------------------------- procedures
def test_activation_number_willingdon_8_1_6():
    """8.1.6, 8.6.2: under Lord Willingdon the Deploy's Activation Number is 1: a roll of 2 lets
    the Sepoys go on (with Restraint 3 it would stop them)."""
    s = blank()
    s.viceroy = terms.WILLINGDON
    d = Decision(s, "RAJ", non_players={"RAJ"}, rng=Dice(2))
    assert raj.sepoys_roll(d, npboard.walk_on(d, max="restraint"), "deploy") is True
    s = blank()
    d = Decision(s, "RAJ", non_players={"RAJ"}, rng=Dice(2))
    assert raj.sepoys_roll(d, npboard.walk_on(d, max="restraint"), "deploy") is False


def test_wavell_sweeps_first_8_6_3():
    """8.6.3, 8.1.6 Lord Wavell: Sweep first into a space available for Assault, then Assault
    there first."""
    s = blank()
    s.viceroy = terms.WAVELL
    put(s, "karachi", terms.ACTIVE_SUPPORT, troops=3)
    put(s, "punjab", terms.ACTIVE_SUPPORT, troops=1)
    put(s, "sind", terms.ACTIVE_SUPPORT, guerrillas_active=1)
    text, w, d = instruction(s, "assault", {"wavell": True}, max="restraint")
    assert text == "assault: move 2T karachi>sind; remove 1G sind"


def test_treaty_8_7_1():
    """8.7.1 Treaty: in each State with Sepoys, Active adversaries removed, one per Sepoy."""
    s = blank()
    put(s, "hyderabad", sepoys=2, guerrillas_active=1, guerrillas_hidden=1)
    d = Decision(s, "RAJ", non_players={"RAJ"}, rng=Dice())
    w = npboard.walk_on(d)
    w.plan.begin("sweep")
    w.plan.do(S.select("hyderabad"))
    assert npboard.instruction(d, w, "treaty") == "treaty: remove 1G hyderabad"
    legal(w)


def test_martial_law_8_7_1():
    """8.7.1 Martial Law: a space with Unrest and no Support; one Activist per cube."""
    s = blank()
    put(s, "bihar", troops=2, inc_activists=3, unrest=1)
    d = Decision(s, "RAJ", non_players={"RAJ"}, rng=Dice())
    w = npboard.walk_on(d)
    w.plan.begin("deploy")
    w.plan.do(S.place("delhi", [(terms.TROOPS, 1)]))
    assert npboard.instruction(d, w, "martial-law") == "martial-law: remove 2 INC bihar"
    legal(w)


def test_pass_8_1_4():
    """8.1.4 (IT:1087): when the NP Raj Passes there is no other effect: its Pass has no steps
    (np/bot.FactionBot.pass_steps)."""
    d = Decision(blank(), "RAJ", non_players={"RAJ"}, rng=Dice())
    assert raj.pass_steps(d) == []


# --------------------------------------------------------------------- defects (issue #22)
def test_deploy_reads_the_check_deploy_row_8_4_1():
    """8.4.1 Place Cubes (IT:2850, NP-SEL-5): "✓ Schieramento: adiacente al maggior numero di
    avversari". Five empty Cities tie on every row above it; ten Congress Activists in the United
    Provinces, next to Delhi only: a Deploy chooses Delhi (the row was never read: a City at
    random, the dice here pointing elsewhere)."""
    for rolls in ((3, 3), (4, 1), (5, 1)):  # old: Calcutta, Karachi, Madras at random
        s = blank()
        put(s, "united-provinces", inc_activists=10)
        text, w, d = instruction(s, "deploy", {"column": "place-cubes"}, *rolls, 6, limited=True)
        assert text == "deploy: place 3T 3S delhi", (rolls, text)
        assert any("adjacent" in line and "Delhi" in line for line in d.explain)


def test_assault_reads_the_check_assault_row_8_4_1():
    """8.4.1 Remove (IT:2841, NP-SEL-4): "✓ Assalto: doppio dei cubi > avversari Attivi". Punjab
    (2 Troops, 3 Active Guerrillas: 4 > 3) and Bombay Presidency (1 Troop, 3: 2 ≤ 3), both 2-Pop
    without Raj Control: the Assault takes Punjab first (it took Bombay Presidency when the dice
    said so)."""
    for rolls in ((1, 1), (4, 1), (4, 6)):  # old: Bombay Presidency first on (4, 1)
        s = blank()
        put(s, "punjab", troops=2, guerrillas_active=3)
        put(s, "bombay-presidency", troops=1, guerrillas_active=3)
        text, w, d = instruction(s, "assault", {"column": "remove"}, *rolls, 6)
        assert text == "assault: remove 2G punjab; remove 1G bombay-presidency", (rolls, text)


def _example_8_5_4():
    """The position of the 8.5.4 example (IT:1289-1291): Raj and League Non-Players, the
    Revolutionaries a player; Punjab: 8 Sepoys, Gandhi, a Congress and a League Activist (Active:
    a Protest), an Active Guerrilla, a Muslim State."""
    s = blank()
    put(s, "punjab", sepoys=8, inc_activists=1, ml_activists=1, guerrillas_active=1, protest=True, muslim_state=True)
    s.gandhi = "punjab"
    return s


def test_assault_player_guerrillas_before_np_activists_example_8_5_4():
    """8.5.4 (IT:1291): "Quindi, il Raj NP prende di mira i Guerriglieri, perché i Rivoluzionari
    sono una Fazione Giocatore. Infine ... il solo Attivista della Lega Musulmana": Gandhi and
    the Congress Activist, then the Guerrilla, then the League Activist (8.5 ⑦ player faction)."""
    text, w, d = instruction(_example_8_5_4(), "assault", {"column": "remove"}, non_players=("RAJ", "ML"))
    assert text == "assault: arrest gandhi punjab; arrest 1 INC punjab; remove 1G punjab; arrest 1 ML punjab"


def test_govern_player_guerrilla_before_np_activist_8_5():
    """8.5 ⑦ (IT:1291) in Govern (one piece, 4.2.2): the example's Punjab once Gandhi and the
    Congress Activist are in Jail: the Revolutionaries' Guerrilla (a player) goes before the
    League's Activist (a Non-Player)."""
    s = _example_8_5_4()
    s.gandhi = terms.AVAILABLE
    put(s, "punjab", inc_activists=0)
    sweep = ("sweep", S.select("punjab"))
    text, w, d = instruction(s, "govern", {"actions": ["remove-adversaries"]}, non_players=("RAJ", "ML"), op=sweep)
    assert text == "govern: remove 1G punjab"
    s = _example_8_5_4()
    s.gandhi = terms.AVAILABLE
    put(s, "punjab", inc_activists=0, guerrillas_active=0)
    text, w, d = instruction(s, "govern", {"actions": ["remove-adversaries"]}, non_players=("RAJ", "ML"), op=sweep)
    assert text == "govern: arrest 1 ML punjab"


def test_sweep_origin_sparing_one_cube_sends_its_sepoy_8_6_3():
    """8.6.3 (IT:1355) "Muovere i Sepoy per primi ed aggiungere Truppe solo se non vi fossero più
    Sepoy disponibili nello spazio di partenza": Karachi (1 Troop, 1 Sepoy, Raj Control) spares one
    cube (8.6.3: Raj Control kept in origins); Sind already has a Troop and a Sepoy (nothing to
    bring, 8.4.2; a Protest keeps them there, 3.2; Punjab, Raj-Controlled, is no destination and,
    a Protest space, no origin): Karachi's Sepoy goes, not its Troop."""
    s = blank()
    put(s, "karachi", terms.ACTIVE_SUPPORT, troops=1, sepoys=1)
    put(s, "sind", troops=1, sepoys=1, guerrillas_active=3, protest=True)
    put(s, "punjab", terms.ACTIVE_SUPPORT, troops=2, protest=True)
    text, w, d = instruction(s, "sweep", {"column": "sweep"}, 6)
    assert text == "sweep: move 1S karachi>sind"
