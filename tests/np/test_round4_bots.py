"""Issue #35, the Non-Players followed by hand (chapter 8): the Raj's Activation roll after every
space where Sepoys operated (8.6.2), the second space of an Event where most of its text can be
done (8.8.4, 5.1.2), the same game with and without `--explain`, and what the explanations say."""

from __future__ import annotations

from npboard import blank, put
from test_arjuna_raj import instruction

from gandhi_cli.model import terms


# --------------------------------------------------------------------- 8.6.2 (item 9)
def _punjab_then_bombay_presidency():
    """Punjab: 1 Troop, 1 Sepoy, 1 Active Guerrilla, a Muslim State (no Raj Control, 1.7.2: the
    Assault's first space by the Remove column's first row); Bombay Presidency: 2 Sepoys only, 1
    Active Guerrilla (Raj Control)."""
    s = blank()
    put(s, "punjab", troops=1, sepoys=1, guerrillas_active=1, muslim_state=True)
    put(s, "bombay-presidency", sepoys=2, guerrillas_active=1)
    return s


def test_assault_rolls_after_a_space_where_sepoys_assaulted_8_6_2():
    """8.6.2 (IT:1326-1328): "Usate sempre Truppe e qualsiasi Sepoy presente se il tiro di dado ...
    non è ancora fallito. Se si usano solamente Truppe, ritornare al Punto #1 sopra. Se si usano
    Sepoy, tirare un dado: ... inferiore o uguale al Numero di Attivazione ... solo Truppe"; 8.6.3
    (IT:1367) "In ogni spazio scelto, usare Truppe e Sepoy". Punjab's Sepoy assaults with its
    Troop though the Troop alone could take the one Active Guerrilla: a roll follows; a 1 (≤
    Restraint 3) stops the Sepoys, so Bombay Presidency (Sepoys only) is not assaulted."""
    text, w, d = instruction(_punjab_then_bombay_presidency(), "assault", {"column": "remove"}, 1)
    assert text == "assault: remove 1G punjab"
    assert [why for _, why in d.rolls] == ["8.6.2 Activation Number 3 (assault used Sepoys): Sepoys stop if ≤ 3"]


def test_assault_goes_on_with_sepoys_after_a_roll_above_the_activation_number_8_6_2():
    """8.6.2 (IT:1328): a roll above the Activation Number lets Troops and Sepoys go on: after
    Punjab's roll of 4 (> 3) Bombay Presidency's Sepoys assault, and roll again."""
    text, w, d = instruction(_punjab_then_bombay_presidency(), "assault", {"column": "remove"}, 4, 2)
    assert text == "assault: remove 1G punjab; remove 1G bombay-presidency"
    assert [r for r, _ in d.rolls] == [4, 2]


def test_sweep_in_place_uses_the_sepoys_present_then_rolls_8_6_2():
    """8.6.3 (IT:1363): "effettuate la Perlustrazione sul posto ... Usate tutte le Truppe, ma usare i
    Sepoy solo se consentito da 8.6.2. Se i Sepoy sono disponibili ..., selezionare gli spazi con
    il maggior Supporto per primi"; 8.6.2 (IT:1326-1327): the Sepoys present are used while the
    roll has not failed, and a roll follows. No cube may move (8.4.2 keeps 1 Troop and 1 Sepoy in
    a 2-Pop space not at Active Support): Punjab (Passive Support, 1 Troop, 1 Sepoy, 1 Hidden
    Guerrilla) sweeps in place with its Sepoy too, the 1 stops the Sepoys, and Bombay Presidency
    (1 Sepoy, Neutral) does not sweep."""
    s = blank()
    put(s, "punjab", terms.PASSIVE_SUPPORT, troops=1, sepoys=1, guerrillas_hidden=1)
    put(s, "bombay-presidency", sepoys=1, guerrillas_hidden=1)
    text, w, d = instruction(s, "sweep", {"column": "sweep"}, 1)
    assert text == "sweep: activate 1G punjab"
    assert len(d.rolls) == 1


# --------------------------------------------------------------------- 8.8.4, 5.1.2 (item 8)
def test_card22_shaded_second_space_where_the_removal_can_be_done_too_8_8_4():
    """8.8.4 (IT:1513): "selezionando spazi dove la maggior parte del testo dell'Evento può essere
    svolta"; 5.1.2 (IT:835); #22 shaded (IT:2971): "In 2 spaces without Raj Control, add 2
    Guerrillas and remove any 1 opposing piece (not Gandhi)". An empty map (no Raj Control
    anywhere) but a Congress Activist in Sind: whatever the dice, one of the two spaces is Sind,
    where the Activist is removed too (the dice chose the second space among all of them)."""
    import random

    from gandhi_cli.core.game import Game
    from gandhi_cli.notation.convert import action_text
    from gandhi_cli.np import events
    from gandhi_cli.np.decision import Decision

    for seed in range(8):
        s = blank()
        put(s, "sind", inc_activists=1)
        s.deck[s.deck.index(22)] = s.current_card
        s.current_card = 22
        nps = ("RAJ", "INC", "ML", "REV")
        d = Decision(s, terms.REV, nps, random.Random(seed), card=22)
        d.game = Game.at(s, nps)
        action = events.event_action(d, 22)
        assert action is not None
        text = action_text(action)
        assert "place 1G sind" in text and "remove 1 INC sind" in text, (seed, text)


# --------------------------------------------------------------------- play --explain (item 11)
def _played(scenario: str, seed: int, explain: bool) -> list[str]:
    """The log `gandhi play SCENARIO --seed N [--explain]` writes, as lines."""
    from gandhi_cli.np.driver import Autoplay, congress_setup_space, start_text

    nps = {"RAJ", "INC", "ML", "REV"}
    game = Autoplay(start_text(scenario, seed, nps, congress_setup_space(scenario, seed, nps)), "<play>", seed)
    game.explain_in_log = explain
    for _due, move, _bad in game.until_player():
        if move is None:
            break
    return game.lines


def _moves(lines: list[str]) -> list[str]:
    """The log without its comment lines (an explanation is comments) but with the Non-Players'
    `#@np` records."""
    return [line for line in lines if not line.startswith("#") or line.startswith("#@np")]


def test_play_explain_plays_the_same_game_as_play():
    """README ("--explain: write each Non-Player's chart path in the log as comments") and the
    determinism promise (a move depends only on the log's moves and the seed): `play --explain`
    plays the very game `play` plays with the same seed, its explanation only added as comments
    (issue #35: short seed 3 differed)."""
    for scenario, seed in (("short", 3), ("short", 11), ("main", 2)):
        plain, explained = _played(scenario, seed, False), _played(scenario, seed, True)
        assert len(explained) > len(plain)  # the explanation is there
        assert _moves(explained) == _moves(plain), (scenario, seed)


# --------------------------------------------------------------------- explanations (item 12)
def test_2nd_eligible_4_says_which_of_its_two_reasons_applies_8_2_1():
    """8.2.1, the NP Eligibility chart, 2nd Eligible ④ (IT:2933): "La 1° Disponibile ha scelto solo
    Op *o* la 1° Disponibile ha scelto Op + Att. Speciale ma l'Evento non è efficace? Op.
    Limitata": the explanation names the reason that holds, not both."""
    from gandhi_cli.np.eligibility import Situation, choose
    from gandhi_cli.rules.sequence import LIMITED_OP, OP_ONLY, OP_SA

    def why(first, effective):
        action, text = choose(Situation(position=2, first_action=first, current_critical=False,
                                        current_effective=effective, next_eligible_critical=False,
                                        sure_first_next=False, next_critical=False))
        assert action == LIMITED_OP
        return text

    op_only = why(OP_ONLY, True)
    assert "④" in op_only and "Operation only" in op_only and "Effective" not in op_only
    not_effective = why(OP_SA, False)
    assert "④" in not_effective and "not Effective" in not_effective and "only" not in not_effective


def test_8_5_4_target_line_only_for_pieces_taken():
    """8.5.4 (IT:1289): "rimuovere tutti i pezzi della Fazione bersaglio" after the first: the
    explanation says a faction is the target, its remaining pieces next, only when the Raj takes
    more of its pieces. East Bengal, 1 Troop (takes 1): a League Activist and two Active
    Guerrillas (the Revolutionaries a player: their Guerrilla first, 8.5 ⑦): one Guerrilla, no
    8.5.4 line; with 3 Troops (takes 3): both Guerrillas, one line for the Revolutionaries
    naming the second Guerrilla, none for the League (whose Activist is taken as the next piece by
    the table, not as a target's remaining piece)."""
    for troops, taken in ((1, "remove 1G east-bengal"), (3, "remove 2G east-bengal; arrest 1 ML east-bengal")):
        s = blank()
        put(s, "east-bengal", troops=troops, ml_activists=1, guerrillas_active=2, protest=True)
        text, w, d = instruction(s, "assault", {"column": "remove"}, non_players=("RAJ", "INC", "ML"))
        assert text == f"assault: {taken}"
        lines = [line for line in d.explain if line.startswith("8.5.4: target faction")]
        if troops == 1:
            assert lines == []
        else:
            assert lines == ["8.5.4: target faction REV, its remaining pieces next: 1 Guerrillas"]


def test_event_explanation_names_the_rows_and_the_dice_8_4_1_8_1_2():
    """8.8.5 (IT:1527) the column, 8.4.1 its rows, 8.1.2 the Random Spaces map's dice: an Event's
    explanation says which rows kept which spaces and which dice chose among the rest, as the
    Operations' do (issue #35: only the column was named). #22 shaded on an empty map: every
    space ties, the dice choose."""
    import random

    from gandhi_cli.core.game import Game
    from gandhi_cli.np import events
    from gandhi_cli.np.decision import Decision

    s = blank()
    s.deck[s.deck.index(22)] = s.current_card
    s.current_card = 22
    nps = ("RAJ", "INC", "ML", "REV")
    d = Decision(s, terms.REV, nps, random.Random(1), card=22)
    d.game = Game.at(s, nps)
    assert events.event_action(d, 22) is not None
    picks = [line for line in d.explain if "by the place-guerrillas column:" in line]
    assert picks, d.explain
    assert all(" keeps " in line and "Random Spaces map, dice " in line for line in picks), picks
    assert len(d.rolls) == 2 * len(picks)  # two dice a random space, each named


def test_sweep_explanation_summarises_the_destinations_no_cube_reached_8_6_3():
    """8.6.3 (IT:1359): "Se nessun pezzo è disponibile per muoversi verso una destinazione
    selezionata, salta questo spazio di destinazione e seleziona un nuovo spazio": such a
    destination changes nothing; the explanation names it (with the dice that chose it) on one
    line with the others, not with the rows that chose it (issue #35: 100+ comment lines for one
    Sweep), and the selection's list of candidates is not repeated under the destinations'."""
    seen = 0
    for seed in (1,):
        lines = _played("short", seed, True)
        for before, line in zip(lines, lines[1:], strict=False):
            if "no cube can move" in line:
                seen += 1
                assert line.startswith("# 8.6.3: chosen in turn by the Sweep column, no cube can move to "), line
                assert not before.startswith(("# 8.4.1 RAJ sweep", "# 8.1.2 Random Spaces map")), (before, line)
            if before.startswith("# 8.6.3 Sweep destinations"):
                assert not line.startswith("# 8.4.1 RAJ sweep: candidates"), (before, line)
    assert seen  # the games hold such destinations
