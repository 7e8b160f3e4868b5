"""Issue #33, the Event search's clauses: what a clause finds as it begins (the room 5.1.2
measures, IT:835) found once per position of the Event for the steps a search tries from it
(`Clause.prime`, `Event.position`) and found again after any change; a clause asked about one
space judges that space only (`Clause.candidates_among`), with the listing's answer; a
Non-Player's choice of spaces is not weighed (8.8.5, EV-0-9, EV-0-10), as it is never judged."""

from __future__ import annotations

from gandhi_cli.model import terms
from gandhi_cli.notation.parse import parse
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.events import base, event_class
from tests.rules.events.test_card08 import card08_board


def _event(state, card: int, side: str, faction: str, non_players=frozenset()):
    turn = Turn(state, faction, "<test>", [])
    turn.non_players = frozenset(non_players)
    ev = event_class(card, side)(turn)
    ev.begin()
    return ev


def _do(ev, faction: str, side: str, steps: str) -> None:
    st = parse(f"[Scenario short]\n{faction} event {side}: {steps}\n", "<t>").statements[-1]
    for step in st.steps:
        ev.do(step)



def test_5_1_2_room_primed_for_a_search_is_found_again_after_a_step(empty, sid):
    """5.1.2 (IT:835, "implementate tutta la parte possibile"): a clause's room is what the board
    allows when it begins. #8 unshaded: primed before any step, "then remove 1 Unrest or Protest
    marker" could take a marker in United Provinces or Punjab; once the removal chose United
    Provinces (a step: a new position), it begins with the room United Provinces gives, not the
    room primed, and leaves the step's room as the board measures it."""
    card08_board(empty, sid)
    ev = _event(empty, 8, "unshaded", terms.RAJ)
    remove, marker = ev.sequence.clauses
    before = ev.position
    marker.prime(ev)
    remove.prime(ev)
    assert not marker.opened and not remove.opened and ev.position == before
    assert marker.primed is not None and marker.primed[1:3] == marker.capacity(ev)
    _do(ev, terms.RAJ, "unshaded", "remove 1 INC 1G UP")
    assert ev.position != before
    assert remove.room == 2  # primed at this position: the 2 cubes of United Provinces
    marker.open(ev)
    assert (marker.room, marker.room_spaces) == marker.capacity(ev)
    assert (marker.room, marker.room_spaces) != marker.primed[1:3]


def test_5_1_2_primed_room_used_at_its_own_position_only(empty, sid):
    """5.1.2 (IT:835): a clause primed and then begun at the same position takes the primed room
    (the search's trials, issue #33), and the Event's position moves at every step, so a room is
    never taken from another position."""
    card08_board(empty, sid)
    ev = _event(empty, 8, "unshaded", terms.RAJ)
    remove = ev.sequence.clauses[0]
    remove.prime(ev)
    remove.primed = (remove.primed[0], 99, 1, None, None)  # a marked value: taken only at its position
    remove.open(ev)
    assert remove.room == 99
    remove.opened = False
    ev.moved()
    remove.open(ev)
    assert remove.room == 2


def test_5_1_candidates_asked_about_one_space_agree_with_the_listing(empty, sid):
    """5.1 / 5.1.1 / 5.1.2 (issue #33): for every clause of every card's two sides, on a board
    with pieces and markers, asking about one space gives what the whole listing gives there."""
    s = empty
    card08_board(s, sid)
    s.place(terms.ML_BASES, sid("East Bengal"), 1)
    s.place(terms.GUERRILLAS, sid("West Bengal"), 3)
    s.place(terms.TROOPS, sid("Delhi"), 2)
    s.place(terms.ML_ACTIVISTS, sid("Sind"), 1)
    checked = 0
    for card in range(1, 73):
        for side in ("unshaded", "shaded"):
            cls = event_class(card, side)
            if cls is None:
                continue
            for faction in (terms.RAJ, terms.INC):
                ev = _event(s, card, side, faction)
                for clause in ev.all_clauses():
                    listed = dict(clause.candidates(ev))
                    for space in s.spaces:
                        one = clause.candidates_among(ev, [space])
                        assert one == ([(space, listed[space])] if space in listed else []), \
                            (card, side, faction, clause.text, space)
                    checked += 1
    assert checked > 100


def test_8_8_5_a_non_player_choice_of_spaces_is_not_weighed(empty, sid, monkeypatch):
    """8.8.5 (IT:1525) with 5.1.2 (IT:835, EV-0-9, EV-0-10): a Non-Player selects an Event's spaces
    by its own tables, so its choice is never judged (`check_choice`, `judge_choice`): #16
    unshaded for a Non-Player Congress lists no spaces and weighs no alternatives to judge it,
    while a player Congress's step is judged (and weighed) as before."""
    s = empty
    s.place(terms.ML_BASES, sid("East Bengal"), 1)
    listed: list[str] = []
    real = base.Clause._candidates

    def spy(self, ev, among, every):
        listed.append(self.text)
        return real(self, ev, among, every)

    monkeypatch.setattr(base.Clause, "_candidates", spy)
    npc = _event(s, 16, "unshaded", terms.INC, non_players={terms.INC})
    _do(npc, terms.INC, "unshaded", "add unrest East Bengal")
    npc.sequence.clauses[1].open(npc)
    assert listed == []
    assert getattr(npc.sequence.clauses[1], "alternatives", None) is None

    player = _event(s, 16, "unshaded", terms.INC)
    _do(player, terms.INC, "unshaded", "add unrest Sind")
    player.sequence.clauses[1].open(player)
    assert listed, "a player's choice of spaces is judged (5.1.2)"
    assert player.sequence.clauses[1].alternatives
