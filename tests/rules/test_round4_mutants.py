"""Issue #35 item 23: behaviours no test pinned, each shown by a mutant that survived (the deck
2.1/2.4, #22's 5.1.2, the targets after Gandhi's arrest 1.4.3/1.4.4, the Attack 3.4.3). Each
expected value comes from the rules text, not from the code's output."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.model.state import GameState
from gandhi_cli.rules.activity import Gap, Undone
from gandhi_cli.rules.deck import OpenDeck

G, S, T = terms.GUERRILLAS, terms.SEPOYS, terms.TROOPS
PASSES = "RAJ pass\nINC pass\nML pass\nREV pass\n"
BY_HAND = "[Scenario short]\n[Viceroy 77]\n"


def events(first: int, count: int) -> str:
    return "".join(f"card {n} [RAJ INC ML REV]\n{PASSES}" for n in range(first, first + count))


def violations(findings) -> list:
    return [f for f in findings if not f.note]


# ------------------------------------------------------------------------------- the deck (2.1, 2.4)
def test_2_1_a_campaign_card_revealed_at_the_last_slot_of_its_pile_is_legal():
    """2.1 (IT:1694): the Short deck's first Campaign card is one of cards 7-13. Played after
    eleven Event cards it was revealed as card 13 (2.2, 2.4: the card after the one in play), the
    last place its pile allows: no violation (the first place, card 7, is pinned in test_deck)."""
    r = replay_text(BY_HAND + events(1, 11) + "campaign 73\n", "g.log")
    assert [f.rule for f in r.violations] == []
    # one card later it would be card 14, below its pile: reported (the Event card 12 already is)
    r = replay_text(BY_HAND + events(1, 12) + "campaign 73\n", "g.log")
    assert "2.1" in [f.rule for f in r.violations]


def test_2_4_an_event_played_over_an_ordinary_current_card_leaves_the_deck_order_alone():
    """2.4, DECK-1: only a Campaign card swaps places with another card; an Event card played
    where the stand-ins hold an ordinary Event card takes that card's place and nothing else in
    the deck moves (the Campaign stand-in 73 stays the second card)."""
    state = setup("short", seed=1)
    state.current_card = 10
    state.deck = [11, 73, 12, 13]
    OpenDeck(slots=[]).take_event(state, 50)
    assert state.current_card == 50
    assert state.deck == [11, 73, 12, 13]


# ------------------------------------------------------------------------------- #22 shaded, 5.1.2
def test_5_1_2_card22_shaded_one_space_is_enough_when_no_second_space_can_be_chosen(empty, sid):
    """5.1.2 (IT:835) on #22 shaded ("In 2 spaces without Raj Control, add 2 Guerrillas and remove
    any 1 opposing piece", IT:2971): with no Guerrilla Available, a space is a choice only where an
    opposing piece can be removed and there is no Raj Control. Orissa (a Princely State, 2 Sepoys)
    is the only such space: Bihar's Sepoys give it Raj Control, Assam holds only the Revolutionaries'
    own Guerrillas. Choosing Orissa alone carries out all the text can do: no 5.1.2 finding (Orissa
    keeps a Sepoy, but a space is chosen once)."""
    s = empty
    s.place(S, sid("Orissa"), 2)  # a Princely State: never Raj Control
    s.place(S, sid("Bihar"), 2)  # Raj Control: not a space the text may choose
    s.place(G, sid("Assam"), s.available(G))  # every Guerrilla on the map: none Available
    assert s.raj_control(sid("Bihar")) and not s.raj_control(sid("Orissa"))
    f = violations(perform(s, "REV event shaded: remove 1S Orissa", card=22))
    assert f == [], "\n".join(map(str, f))
    assert s.spaces[sid("Orissa")].sepoys == 1


# ------------------------------------------------------------------------------- targets, 1.4.3
def test_1_4_3_after_gandhis_arrest_gandhi_is_no_longer_a_target_there(empty: GameState, sid):
    """1.4.3, 1.4.4: Gandhi is an Active piece where he is; once arrested (to Jail) he is no target
    in the space he left: a Revolutionary Attack there finds only the Sepoy and the Active
    Activist, and cannot remove Gandhi."""
    from gandhi_cli.rules.targeting import active_pieces

    s = empty
    bihar = sid("Bihar")
    s.place(terms.GANDHI, bihar)
    s.place(terms.INC_ACTIVISTS, bihar, 1)
    s.place(S, bihar, 1)
    s.place_protest(bihar)
    assert active_pieces(s, bihar)[terms.GANDHI] == 1
    s.gandhi = terms.JAIL
    act = active_pieces(s, bihar)
    assert act[terms.GANDHI] == 0
    assert sum(act.values()) == 2  # the Sepoy and the Activist
    # and in every other space, Gandhi was never there
    assert all(active_pieces(s, other)[terms.GANDHI] == 0 for other in s.spaces)


# ------------------------------------------------------------------------------- Attack, 3.4.3
@pytest.fixture
def rev(empty: GameState) -> GameState:
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.REV] = 10
    return empty


def test_3_4_3_one_die_roll_per_space_a_second_roll_does_not_replace_the_first(rev):
    """3.4.3 (IT:593-596): the Attack rolls one die in each space; a second `roll` is reported and
    the first roll stands: roll 1 with 2 Guerrillas succeeds, so the two Sepoys' removal is legal
    (a 6 would have failed and removed nothing)."""
    s = rev
    s.place(G, "bihar", 2)
    s.place(S, "bihar", 2)
    text = "REV attack: select Bihar; roll 1; roll 6; remove 2S Bihar"
    f = violations(perform(s, text))
    assert [(x.rule, x.column) for x in f] == [("3.4.3", text.index("roll 6") + 1)]
    assert "one die roll per space" in f[0].message
    assert s.spaces["bihar"].sepoys == 0


def _column(text: str, part: str) -> int:
    return text.index(part) + 1


def test_3_4_3_troops_removed_before_the_sepoys_is_reported_on_the_removal_step(rev):
    """3.4.3 (IT:596: "Sepoys before Troops"): two Troops removed while a Sepoy stays and the two
    pieces are used up: the finding is on the `remove` step that breaks it (its line and column),
    not on the `select` step that chose the space."""
    s = rev
    s.place(G, "bihar", 3)
    s.place(S, "bihar", 1)
    s.place(T, "bihar", 2)
    text = "REV attack: select Bihar; roll 1; remove 2T Bihar"
    f = violations(perform(s, text))
    assert [(x.rule, x.line, x.column) for x in f] == [("3.4.3", 1, _column(text, "remove 2T"))]
    assert "Troops were removed while 1 Sepoy(s) remained" in f[0].message


def test_3_4_3_a_league_base_removed_before_the_activists_is_reported_on_the_removal_step(rev):
    """3.4.3 (IT:596-597: a Muslim League Base only once no Activist is left): two Active Congress
    Activists stay in a Protest space when the Base goes and only one piece is left to take: the
    finding is on that `remove` step."""
    s = rev
    s.place(G, "punjab", 3)
    s.place(terms.INC_ACTIVISTS, "punjab", 2)
    s.place(terms.ML_BASES, "punjab", 1)
    s.place_protest("punjab")
    text = "REV attack: select Punjab; roll 1; remove 1 MLB Punjab"
    f = [x for x in violations(perform(s, text)) if x.rule == "3.4.3"]
    assert [(x.line, x.column) for x in f] == [(1, _column(text, "remove 1 MLB"))]
    assert "Muslim League Base was removed while 2 Activist(s) remained" in f[0].message


def _orissa_sepoy(s, sid):
    s.place(S, sid("Orissa"), 1)  # a Princely State: never Raj Control


def test_5_1_2_card22_shaded_an_empty_space_is_a_second_space_while_guerrillas_are_available(empty, sid):
    """5.1.2 (IT:835) on #22 shaded ("In 2 spaces without Raj Control, add 2 Guerrillas and remove
    any 1 opposing piece", IT:2971): with Guerrillas Available, any space without Raj Control can
    take them, an empty one too; choosing Orissa alone leaves one space of the two undone."""
    s = empty
    _orissa_sepoy(s, sid)
    found = violations(perform(s, "REV event shaded: place 2G Orissa; remove 1S Orissa", card=22))
    assert [f.rule for f in found] == ["5.1.2"]
    assert found[0].undone == Undone(Gap.SHORT, 1)  # 2 spaces due, 1 chosen


def test_5_1_2_card22_shaded_gandhi_alone_makes_no_second_space(empty, sid):
    """#22 shaded removes "any 1 opposing piece (not Gandhi)" (IT:2971): with no Guerrilla
    Available, a space whose only opposing piece is Gandhi offers nothing to carry out, so
    choosing Orissa alone is all the text can do (5.1.2): no finding."""
    s = empty
    _orissa_sepoy(s, sid)
    s.place(terms.GANDHI, sid("Gujarat"))
    s.place(G, sid("Assam"), s.available(G))  # none Available
    assert violations(perform(s, "REV event shaded: remove 1S Orissa", card=22)) == []
