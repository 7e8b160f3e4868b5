"""Issue #35, the Non-Players followed by hand (chapter 8): the Raj's Activation roll after every
space where Sepoys operated (8.6.2), the second space of an Event where most of its text can be
done (8.8.4, 5.1.2), the same game with and without `--explain`, and what the explanations say."""

from __future__ import annotations

from test_arjuna_raj import instruction

from npboard import blank, put

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
