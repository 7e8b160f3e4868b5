"""Three bot decisions an independent audit followed by hand from chapter 8 and found wrong (round 5,
task botfix; readings NP-ADV-6, NP-EV-13, NP-EV-14 in docs/rules-notes.md). Each position is
built so that the rule fixes the answer: one Protest space for #6, one Persuade space, the only
Protest markers on the map for #49.
"""

from __future__ import annotations

import random

import npboard
import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.core.game import Game
from gandhi_cli.model import terms
from gandhi_cli.notation.convert import action_text
from gandhi_cli.np import congress, events as E
from gandhi_cli.np.decision import Decision

ALL = (terms.RAJ, terms.INC, terms.ML, terms.REV)
UP, EB = "united-provinces", "east-bengal"


def decision(s, faction, card=None, players=()):
    """A Decision on a Game standing at `s`; by default every faction a Non-Player (no ⑦ Player
    Faction rung)."""
    if card is not None:
        if s.current_card != card and card in s.deck:  # the card taken from the deck (2.1)
            s.deck[s.deck.index(card)] = s.current_card
        s.current_card = card
    nps = tuple(f for f in ALL if f not in players)
    d = Decision(s, faction, nps, random.Random(7), card=card)
    d.game = Game.at(s, nps)
    return d


def event_text(d, card):
    action = E.event_action(d, card)
    return action_text(action) if action is not None else None


def played(d, text):
    after = d.state.copy()
    after.audit = False
    found = [f for f in perform(after, text, card=d.card, non_players=d.non_players) if not f.note]
    return found, after


# ----------------------------------------------------------------------------- 1: #6 unshaded
def test_card6_raj_targets_the_faction_of_the_first_piece_by_8_5_the_base():
    """8.8.4 example (IT:1519): on #6 unshaded the Raj NP chooses the Protest space by the Remove
    column, "quindi usa la Tabella di Priorità Avversari (8.5) per determinare quale Fazione
    avversaria prendere di mira"; 8.5.4 (IT:1278): the first piece decides the faction; the table
    (IT:2923) ranks a Base ④ before Activists. United Provinces (the only Protest space) holds 1
    Congress Activist and 1 Revolutionary Base with 1 Hidden and 1 Active Guerrilla: the
    Revolutionaries' three pieces go to Available, the Activist stays (audit, seed 11 line 257)."""
    s = npboard.blank()
    npboard.put(s, UP, protest=True, inc_activists=1, rev_bases=1, guerrillas_hidden=1, guerrillas_active=1)
    d = decision(s, terms.RAJ, 6)
    text = event_text(d, 6)
    assert text is not None and text.startswith("RAJ event unshaded:")
    found, after = played(d, text)
    assert found == []
    sp = after.spaces[UP]
    assert (sp.rev_bases, sp.guerrillas_hidden, sp.guerrillas_active) == (0, 0, 0)
    assert sp.inc_activists == 1


def test_card6_raj_takes_congress_when_gandhi_comes_first_by_8_5():
    """8.5 (IT:2923): without a Base, Gandhi ⑤ comes before the most common piece ⑧: in the only
    Protest space, Gandhi and the Congress Activist go to Jail (#6 unshaded, IT:1519), the
    Revolutionaries' two Guerrillas stay although they are more."""
    s = npboard.blank()
    npboard.put(s, UP, protest=True, inc_activists=1, guerrillas_hidden=1, guerrillas_active=1)
    s.gandhi = UP
    d = decision(s, terms.RAJ, 6)
    text = event_text(d, 6)
    assert text is not None
    found, after = played(d, text)
    assert found == []
    assert after.spaces[UP].inc_activists == 0 and after.gandhi == terms.JAIL
    assert after.spaces[UP].guerrillas_hidden + after.spaces[UP].guerrillas_active == 2


# ----------------------------------------------------------------------------- 2: Persuade
@pytest.mark.parametrize("faction", [terms.ML, terms.INC])
def test_persuade_takes_a_sepoy_the_base_cannot_be_taken_8_5_4(faction):
    """Persuade (4.3.3, 4.4.3) removes 1 Active opposing piece; "Truppe e Basi per ultime"
    (IT:770): no Troop while Sepoys remain, no Revolutionary Base while Guerrillas remain. 8.5.4
    (IT:1278) counts the pieces that "possono essere rimossi": 1 Troop, 4 Sepoys, 1 Active
    Guerrilla, 2 Revolutionary Bases leave the Sepoys and the Guerrilla; ⑧ the most common piece
    (IT:2923): a Sepoy (NP-ML-13; audit, seed 11 line 671). The same for Congress's Persuade."""
    s = npboard.blank()
    own = {terms.ML: "ml_activists", terms.INC: "inc_activists"}[faction]
    npboard.put(s, EB, protest=True, troops=1, sepoys=4, guerrillas_active=1, rev_bases=2, **{own: 1})
    d = decision(s, faction)
    assert congress.removable(d, s, EB) == (terms.SEPOYS, 1)


def test_persuade_takes_the_guerrilla_when_it_is_the_most_common_8_5():
    """8.5 ⑧ (IT:2923) among the removable pieces (IT:770, IT:1278): 2 Active Guerrillas against 1
    Sepoy (the Bases wait for the Guerrillas): an Active Guerrilla."""
    s = npboard.blank()
    npboard.put(s, EB, protest=True, sepoys=1, guerrillas_active=2, rev_bases=2, ml_activists=1)
    d = decision(s, terms.ML)
    assert congress.removable(d, s, EB) == ("guerrillas_active", 1)


# ----------------------------------------------------------------------------- 3: #49 shaded
@pytest.mark.parametrize("faction", [terms.INC, terms.ML])
def test_card49_shaded_congress_and_league_remove_no_protest_by_choice_8_5_3(faction):
    """#49 shaded (IT:3001): "Rimuovere sino a 3 segnalini Protesta. Per ogni segnalino rimosso,
    spostate quello spazio di 1 livello verso Opposizione Attiva". "sino a" is a choice, and with
    a choice the NP Congress and League never remove Protest markers (8.5.3, IT:1274), "mainly in
    Events" (the note, IT:1276; NP-ADV-4): no marker removed, so no shift; nothing in the
    Effective Events table (IT:2938-2939) is gained and the Event is not Effective (8.8.3,
    IT:1511), so it is not played (audit, seed 11 line 650)."""
    s = npboard.blank()  # Punjab and Sind, Muslim spaces at Passive Support: a shift would gain for both
    npboard.put(s, "punjab", protest=True, level=terms.PASSIVE_SUPPORT, inc_activists=1, ml_activists=1)
    npboard.put(s, "sind", protest=True, level=terms.PASSIVE_SUPPORT, inc_activists=1, ml_activists=1)
    d = decision(s, faction, 49)
    assert event_text(d, 49) is None


def test_card49_shaded_revolutionaries_may_remove_protests_8_5_3():
    """8.5.3 (IT:1274) keeps only Congress and the League from removing Protests: for the NP
    Revolutionaries the shift toward Opposition takes a player Raj's Support (the Effective
    Events table, IT:2941), so they remove the Protest in the supported space and shift it."""
    s = npboard.blank()
    npboard.put(s, "orissa", protest=True, level=terms.PASSIVE_SUPPORT, inc_activists=1)
    d = decision(s, terms.REV, 49, players=(terms.RAJ,))
    text = event_text(d, 49)
    assert text is not None and "remove protest orissa" in text and "shift orissa -1" in text
