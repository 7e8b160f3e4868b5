"""NP Events (8.8): side (8.8.2), Critical (8.8.1), Effective (8.8.3, the table IT:2939-2944),
the text written (8.8.4-8.8.6). The priority columns and the 8.5 order come from select.py and
adversary.py; these tests assert what does not depend on their tie-breaks."""

from __future__ import annotations

import random
from pathlib import Path

import npboard
import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.core.game import Game
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.np import events as E
from gandhi_cli.np.decision import Decision
from gandhi_cli.np.plan import Plan

ALL = (terms.RAJ, terms.INC, terms.ML, terms.REV)


def event_text(d, card: int) -> str | None:
    """The Event the Non-Player would play, as notation (`event_action` written)."""
    from gandhi_cli.notation.convert import action_text

    action = E.event_action(d, card)
    return action_text(action) if action is not None else None


def decision(state, faction, card, players=()):
    """A Decision on `card` at `state`, on a Game standing there (the card made current)."""
    if state.current_card != card and card in state.deck:  # the card taken from the deck (2.1)
        state.deck[state.deck.index(card)] = state.current_card
    state.current_card = card
    nps = [f for f in ALL if f not in players]
    d = Decision(state, faction, nps, random.Random(7), card=card)
    d.game = Game.at(state, nps)
    return d


def played(d, text):
    """(findings, board after) of the Event text on a copy of the position (a test's check)."""
    after = d.state.copy()
    after.audit = False
    found = [f for f in perform(after, text, card=d.card, non_players=d.non_players) if not f.note]
    return found, after


def the_event(d, card, side_):
    """The rules' Event object for `card` (its clauses), read on a Plan and taken back."""
    with Plan(d.game, d.faction, choice="event", side=side_, apart=True) as plan:
        return plan.activity


def board():
    s = setup("short", seed=1)
    s.audit = False
    return s


# ----------------------------------------------------------------------------- 8.8.1, 8.8.2
def test_8_8_2_raj_always_unshaded_others_shaded_without_halo():
    """8.8.2: the Raj NP always unshaded; the others shaded unless the icon has a square halo."""
    assert all(E.side(terms.RAJ, n) == "unshaded" for n in range(1, 73))
    assert E.side(terms.REV, 44) == "shaded" and E.side(terms.ML, 16) == "shaded"


def test_8_8_2_card16_congress_halo_from_the_example():
    """8.8.2 with the 8.8.4 example (IT:1521): the Congress NP executes #16 unshaded (NP-EV-1)."""
    assert E.side(terms.INC, 16) == "unshaded"


def test_8_8_1_unknown_icons_are_not_critical():
    """8.8.1: no underlined icon is recorded in our texts; unknown is not Critical (NP-EV-1).
    Only the three the developer's examples name are Critical (NP-EV-9)."""
    known = {(terms.ML, 61), (terms.RAJ, 62), (terms.INC, 62), (terms.ML, 62), (terms.REV, 62), (terms.REV, 71)}
    assert {(f, n) for f in ALL for n in range(1, 73) if E.critical(f, n)} == known


def test_8_8_1_8_8_2_override_file(tmp_path, monkeypatch):
    """8.8.1/8.8.2: GANDHI_NP_CARDS replaces the icon data (a user who has the card faces)."""
    path = tmp_path / "np_cards.yaml"
    path.write_text("cards:\n  - card: 5\n    critical: [ML]\n    halo: [REV]\n    source: test\n")
    monkeypatch.setenv("GANDHI_NP_CARDS", str(path))
    assert E.critical(terms.ML, 5) and not E.critical(terms.REV, 5)
    assert E.side(terms.REV, 5) == "unshaded" and E.side(terms.INC, 5) == "shaded"
    assert E.side(terms.RAJ, 5) == "unshaded"


# ----------------------------------------------------------------------------- 8.8.3 table
def _lvl(sid, v):
    def f(s):
        s.spaces[sid].level = v
    return f


def _add(sid, kind, n=1):
    def f(s):
        setattr(s.spaces[sid], kind, getattr(s.spaces[sid], kind) + n)
    return f


def _attr(sid, name, v):
    def f(s):
        setattr(s.spaces[sid], name, v)
    return f


def _box(box, kind, n):
    def f(s):
        held = getattr(s, box)
        held[kind] = held.get(kind, 0) + n
    return f


CELLS = [
    # faction, cell, change, effective?
    (terms.RAJ, "adds Support", _lvl("rajputana", 1), True),
    (terms.RAJ, "removes Opposition", _lvl("gujarat", 0), True),
    (terms.RAJ, "adds cubes", _add("rajputana", "sepoys"), True),
    (terms.RAJ, "cubes from Out of Play", lambda s: (_box("out_of_play", "troops", -1)(s), _add("delhi", "troops")(s)),
     True),
    (terms.RAJ, "removes Unrest", _attr("punjab", "unrest", 0), True),
    (terms.RAJ, "removes Muslim State", lambda s: None, None),  # below, with a State placed first
    (terms.RAJ, "removes Protest", _attr("punjab", "protest", False), True),
    (terms.RAJ, "removes adversary pieces", _add("punjab", "guerrillas_hidden", -1), True),
    (terms.RAJ, "own cubes removed is not Effective", _add("punjab", "sepoys", -1), False),
    (terms.RAJ, "Unrest added is not Effective", _attr("delhi", "unrest", 1), False),
    (terms.INC, "adds Opposition", _lvl("rajputana", -1), True),
    (terms.INC, "removes Support", _lvl("delhi", 1), True),
    (terms.INC, "adds Congress Activists", _add("rajputana", "inc_activists"), True),
    (terms.INC, "adds Protest", _attr("delhi", "protest", True), True),
    (terms.INC, "Activists from Out of Play", _box("out_of_play", "inc_activists", -1), True),
    (terms.INC, "Activists from Jail", _box("jail", "inc_activists", -1), True),
    (terms.INC, "removes Unrest", _attr("punjab", "unrest", 0), True),
    (terms.INC, "removes adversary pieces", _add("delhi", "troops", -1), True),
    (terms.INC, "Support added is not Effective", _lvl("rajputana", 1), False),
    (terms.ML, "adds Muslim Opposition", _lvl("assam", -1), True),
    (terms.ML, "Opposition outside Muslim spaces is not Effective", _lvl("rajputana", -1), False),
    (terms.ML, "removes Support", _lvl("delhi", 0), True),
    (terms.ML, "adds Muslim State", _attr("sind", "muslim_state", True), True),
    (terms.ML, "adds League pieces", _add("assam", "ml_bases"), True),
    (terms.ML, "adds Protest in a Muslim space", _attr("sind", "protest", True), True),
    (terms.ML, "Protest outside Muslim spaces is not Effective", _attr("delhi", "protest", True), False),
    (terms.ML, "League pieces from Jail", _box("jail", "ml_activists", -1), True),
    (terms.ML, "removes Unrest", _attr("punjab", "unrest", 0), True),
    (terms.ML, "removes adversary pieces", _add("punjab", "inc_activists", -1), True),
    (terms.REV, "adds Unrest", _attr("delhi", "unrest", 1), True),
    (terms.REV, "adds Revolutionary pieces", _add("rajputana", "guerrillas_hidden"), True),
    (terms.REV, "Guerrillas from Out of Play", _box("out_of_play", "guerrillas", -1), True),
    (terms.REV, "removes adversary pieces", _add("delhi", "sepoys", -1), True),
    (terms.REV, "Opposition added is not Effective", _lvl("rajputana", -1), False),
]


@pytest.mark.parametrize("faction,cell,change,expected", [c for c in CELLS if c[3] is not None],
                         ids=[f"{c[0]}-{c[1]}" for c in CELLS if c[3] is not None])
def test_8_8_3_effective_events_table(faction, cell, change, expected):
    """8.8.3 and the Effective Events table (IT:2939-2944): one change per cell."""
    before = board()
    after = before.copy()
    after.audit = False
    change(after)
    assert E.effective(decision(before, faction, 1), 1, before, after) is expected, cell


def test_8_8_3_raj_removing_a_muslim_state_is_effective():
    """8.8.3 table, Raj, Removes: Muslim State."""
    before = board()
    before.spaces["sind"].muslim_state = True
    after = before.copy()
    after.spaces["sind"].muslim_state = False
    assert E.effective(decision(before, terms.RAJ, 1), 1, before, after)


def test_8_8_3_rev_player_support_only_when_the_raj_plays():
    """8.8.3 table, Revolutionaries, Removes: the player's Support (NP-EV-4)."""
    before = board()
    after = before.copy()
    after.spaces["delhi"].level = 0
    assert not E.effective(decision(before, terms.REV, 1), 1, before, after)
    assert E.effective(decision(before, terms.REV, 1, players=(terms.RAJ,)), 1, before, after)


def test_8_8_3_resources_are_ignored():
    """8.8.3: "Ignorare tutte le istruzioni per aggiungere o sottrarre Risorse"."""
    before = board()
    after = before.copy()
    after.set_resources(terms.RAJ, after.resources[terms.RAJ] - 5)
    assert not any(E.effective(decision(before, f, 1), 1, before, after) for f in ALL)


# ----------------------------------------------------------------------------- 8.8.4, 8.8.5
def test_8_8_4_card6_raj_removes_an_adversary_never_its_cubes():
    """8.8.4 example (IT:1519): the Raj NP on #6 unshaded takes an adversary faction's pieces in
    a Protest space, never its own cubes; the text is accepted by the replay."""
    s = board()
    d = decision(s, terms.RAJ, 6)
    text = event_text(d, 6)
    assert text and text.startswith("RAJ event unshaded:")
    found, after = played(d, text)
    assert found == []
    assert "T " not in text + " " and "S " not in text + " "
    cubes = lambda b: sum(sp.cubes for sp in b.spaces.values())  # noqa: E731
    assert cubes(after) == cubes(s) and E.effective(d, 6, s, after)


def test_8_8_4_card6_no_adversary_in_a_protest_space_is_not_effective():
    """8.8.4: with only Raj cubes in the Protest spaces, #6 is not Effective for the Raj NP."""
    s = board()
    for _sid, sp in s.spaces.items():
        if sp.protest:
            sp.inc_activists = sp.ml_activists = sp.guerrillas_active = sp.ml_bases = sp.rev_bases = 0
            sp.guerrillas_hidden = 0
    s.gandhi = terms.AVAILABLE
    assert event_text(decision(s, terms.RAJ, 6), 6) is None


def test_8_8_4_card16_congress_removes_a_base():
    """8.8.4 example (IT:1521-1523; the card is #16, IT:2966: IT:1230 calls it #45, a slip): the
    Congress NP executes #16 unshaded because it removes a Base; the Unrest goes where the Base
    is (a Muslim space)."""
    s = board()
    d = decision(s, terms.INC, 16)
    text = event_text(d, 16)
    assert text and text.startswith("INC event unshaded:") and "MLB" in text
    found, after = played(d, text)
    assert found == []
    assert sum(sp.ml_bases for sp in after.spaces.values()) == sum(sp.ml_bases for sp in s.spaces.values()) - 1


def test_8_8_4_card16_without_bases_is_not_effective():
    """8.8.4 (IT:1523): "Se non ci fossero Basi da rimuovere, questo Evento non sarebbe Efficace"."""
    s = board()
    for sp in s.spaces.values():
        sp.ml_bases = sp.rev_bases = 0
    assert event_text(decision(s, terms.INC, 16), 16) is None


def test_8_8_5_card44_raj_support_column_guerrillas_removed():
    """8.8.5 example (IT:1527): #44 unshaded shifts toward Support and removes Guerrillas, both
    Effective: the Raj NP uses the support column (the leftmost) and removes the Guerrillas."""
    s = board()
    d = decision(s, terms.RAJ, 44)
    assert E.column(terms.RAJ, the_event(d, 44, "unshaded")) == "support"
    text = event_text(d, 44)
    assert text and "remove" in text and "hidden" in text and "shift" in text and played(d, text)[0] == []
    assert "support column" in d.explain[0]


def test_8_8_5_columns_by_verb():
    """8.8.5 guidelines (IT:1531-1561): the column of an Event's Effective action."""
    s = board()
    d = decision(s, terms.REV, 19)
    assert E.column(terms.REV, the_event(d, 19, "shaded")) == "place-unrest"
    d = decision(s, terms.INC, 16)
    assert E.column(terms.INC, the_event(d, 16, "unshaded")) == "remove"


def test_8_8_6_raj_places_troops_first():
    """8.8.6: given the choice, the Raj NP places Troops first (card #1 unshaded: Troops or
    Sepoys from Out of Play / Available)."""
    s = board()
    d = decision(s, terms.RAJ, 1)
    text = event_text(d, 1)
    assert text and played(d, text)[0] == []
    first = text.split(":", 1)[1].split(";")[0]
    assert "T " in first + " "


# ----------------------------------------------------------------------------- the sweep
@pytest.mark.parametrize("faction", ALL)
def test_8_8_4_sweep_every_card_none_or_accepted(faction):
    """8.8.4: on the Short opening board, for every card, the NP's Event text is None or one the
    replay accepts in full (and Effective, 8.8.3)."""
    s = setup("short", seed=1)
    produced = 0
    for card in range(1, 73):
        d = decision(s, faction, card)
        text = event_text(d, card)
        if text is None:
            continue
        produced += 1
        found, after = played(d, text)
        assert found == [], (card, text)
        assert E.effective(d, card, s, after), (card, text)
    assert produced >= 20


# ----------------------------------------------------------------------------- defects (issue #22)
def test_8_8_6_card69_raj_places_troops_while_any_are_available():
    """8.8.6 (IT:1563): "il Raj NP piazza sempre per prime le Truppe, sia Disponibili che Fuori
    Gioco": #69 unshaded with 5 Troops Available and Sepoys Out of Play places Troops only (it
    placed 1T, then 2S from Out of Play)."""
    s = npboard.blank()
    npboard.put(s, "madras", troops=9)
    s.out_of_play = {terms.TROOPS: 1, terms.SEPOYS: 2}
    d = decision(s, terms.RAJ, 69)
    text = event_text(d, 69)
    assert text and played(d, text)[0] == []
    found, after = played(d, text)
    placed_s = sum(sp.sepoys for sp in after.spaces.values())
    placed_t = sum(sp.troops for sp in after.spaces.values()) - 9
    assert placed_s == 0 and placed_t == 3, text


def _railway_position():
    s = npboard.blank()
    npboard.put(s, "bihar", level=terms.PASSIVE_OPPOSITION)  # next to the Eastern Bengal Railway
    return s


def test_8_1_3_card60_no_activists_on_railways_under_a_non_player_raj():
    """8.1.3 Important (IT:1081): the NPs put forces on Railways only if the Raj is a player.
    #60 shaded (Activists or Guerrillas on Railways next to Opposition) has no other part: with
    the Raj a Non-Player it is not Effective for Congress."""
    assert event_text(decision(_railway_position(), terms.INC, 60), 60) is None


def test_8_1_3_card60_activists_on_railways_when_the_raj_is_a_player():
    """8.1.3: with the Raj a player the same Event puts an Activist on a Railway."""
    d = decision(_railway_position(), terms.INC, 60, players=(terms.RAJ,))
    text = event_text(d, 60)
    assert text and "place 1 INC rw-" in text and played(d, text)[0] == []


def test_8_8_4_card47_one_option_in_each_of_two_spaces_is_produced():
    """8.8.4 with the card's "X or Y ... from each of 2 spaces" (#47 unshaded, OneOptionPerSpace):
    the Raj NP removes an adversary piece in each of the 2 spaces with cubes (never produced
    before: the 2nd Eligible took a Limited Operation instead)."""
    s = npboard.blank()
    npboard.put(s, "punjab", troops=2, guerrillas_hidden=1)
    npboard.put(s, "bihar", sepoys=2, inc_activists=1)
    d = decision(s, terms.RAJ, 47)
    text = event_text(d, 47)
    assert text and "punjab" in text and "bihar" in text
    found, after = played(d, text)
    assert found == [] and after.spaces["punjab"].guerrillas == 0 and after.spaces["bihar"].inc_activists == 0


def test_8_8_4_card42_shaded_troop_or_sepoys_in_each_space_is_produced():
    """8.8.4, #42 shaded ("Remove 1 Troop or 3 Sepoys each from up to 2 spaces with Unrest or
    Protest"): Congress removes cubes, one option per space."""
    s = npboard.blank()
    npboard.put(s, "punjab", troops=1, sepoys=3, protest=True)
    npboard.put(s, "bihar", sepoys=3, unrest=1)
    d = decision(s, terms.INC, 42)
    text = event_text(d, 42)
    assert text and played(d, text)[0] == []
    assert "punjab" in text and "bihar" in text


def test_8_8_5_card44_column_before_the_size_of_the_gain():
    """8.8.5 (IT:1525-1527) with 8.4.1: #44 unshaded, the Raj's support column picks the 2-Pop
    space (Bihar, 1 Guerrilla) first, not the space where more Guerrillas go (Orissa, 2)."""
    s = npboard.blank()
    npboard.put(s, "bihar", guerrillas_hidden=1)
    npboard.put(s, "orissa", guerrillas_hidden=2)
    d = decision(s, terms.RAJ, 44)
    text = event_text(d, 44)
    assert text and played(d, text)[0] == []
    first = text.split(":", 1)[1].split(";")[0]
    assert "bihar" in first, text


def test_8_1_2_one_event_decision_rolls_a_handful_of_dice():
    """8.1.2 / 8.1.3: two dice and the walk of the Random Spaces list per random space; an Event
    decision rolls a handful of dice and explains itself in a few dozen lines (one rolled 689
    dice and wrote 969 lines)."""
    s = setup("short", seed=1)
    for faction in ALL:
        for card in range(1, 73):
            d = decision(s, faction, card)
            event_text(d, card)
            assert len(d.rolls) <= 16 and len(d.explain) <= 40, (faction, card, len(d.rolls), len(d.explain))


def test_issue22_events_module_has_no_blind_except_nor_text_search():
    """Issue #22: no `except Exception`, no notation parsed, no copy of the board or the Event."""
    src = (Path(E.__file__)).read_text()
    for banned in ("except Exception", "deepcopy", "import copy", "parse(", "d.scratch", "d.apply", "d.check",
                   ".fork("):
        assert banned not in src, banned
