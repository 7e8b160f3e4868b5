"""Issue #35 item 3: 5.1.2 "Scegliete gli spazi per gli Eventi dove si può svolgere la parte
maggiore possibile testo dell'Evento" (IT:835, JA:955), listed and judged from the same code for
every text whose later clause acts in the spaces an earlier clause chose (EV-0-9, EV-0-10)."""

from gandhi_cli.model import terms
from gandhi_cli.notation.parse import parse
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.events import event_class


def _event(state, card: int, side: str, faction: str, steps: str = "", non_players=frozenset()):
    """The Event begun, the steps `steps` carried out (a statement's text after the colon)."""
    turn = Turn(state, faction, "<test>", [])
    turn.non_players = frozenset(non_players)
    ev = event_class(card, side)(turn)
    ev.begin()
    if steps:
        st = parse(f"[Scenario short]\n{faction} event {side}: {steps}\n", "<t>").statements[-1]
        for step in st.steps:
            ev.do(step)
    return ev


def _unrest_clause(ev):
    return ev.sequence.clauses[0]


def _bases_in_east_bengal(s, sid):
    s.place(terms.ML_BASES, sid("East Bengal"), 1)


def test_card16_lists_only_the_space_that_lets_the_base_go_5_1_2(empty, sid):
    """#16 unshaded (IT:1521-1523, 5.1.2 IT:835): Unrest in Sind (no Base), one space left: only
    East Bengal (the Muslim space with a Base) lets "then remove 1 Base from the chosen spaces"
    be done, so it is the only new space listed."""
    _bases_in_east_bengal(empty, sid)
    ev = _event(empty, 16, "unshaded", terms.INC, "add unrest Sind")
    spaces = {s for s, _ in _unrest_clause(ev).candidates(ev)}
    assert sid("East Bengal") in spaces
    assert spaces <= {sid("East Bengal"), sid("Sind")}


def test_card16_first_space_any_while_a_second_can_make_it_up_5_1_2(empty, sid):
    """#16 unshaded (5.1.2, IT:835): with 2 spaces to choose, Sind first still lets East Bengal
    second do the whole text: every Muslim space is listed first."""
    _bases_in_east_bengal(empty, sid)
    ev = _event(empty, 16, "unshaded", terms.INC)
    spaces = {s for s, _ in _unrest_clause(ev).candidates(ev)}
    assert {sid("Sind"), sid("East Bengal"), sid("Punjab")} <= spaces


def test_card16_non_player_lists_every_muslim_space_8_8_5(empty, sid):
    """8.8.5 (IT:1525): a Non-Player selects the Event's spaces by its own tables (EV-0-9): its
    listing is not narrowed (as its judging is not)."""
    _bases_in_east_bengal(empty, sid)
    ev = _event(empty, 16, "unshaded", terms.INC, "add unrest Sind", non_players={terms.INC})
    spaces = {s for s, _ in _unrest_clause(ev).candidates(ev)}
    assert sid("Punjab") in spaces and sid("East Bengal") in spaces


def test_card16_judged_as_listed_5_1_2(empty, sid, play):
    """#16 unshaded (5.1.2, IT:835): Unrest in Sind and Punjab when East Bengal held the only Base
    is reported (the listing above refuses Punjab second for the same reason)."""
    _bases_in_east_bengal(empty, sid)
    p = play(empty, 16, "INC event unshaded: add unrest Sind; add unrest Punjab")
    assert p.rules == ["5.1.2"], p.text()


def _card22_board(s, sid):
    """Spaces without Raj Control: Gujarat empty, Sind and Bombay Presidency each with a Congress
    Activist (opposing the Revolutionaries); Bihar under Raj Control."""
    s.place(terms.INC_ACTIVISTS, sid("Sind"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bombay Presidency"), 1)
    s.place(terms.SEPOYS, sid("Bihar"), 2)


def test_card22_shaded_empty_space_chosen_while_a_removal_was_possible_5_1_2(empty, sid, play):
    """#22 shaded (IT:2971 "In 2 spaces without Raj Control, add 2 Guerrillas and remove any 1
    opposing piece"), 5.1.2 (IT:835): Gujarat (nothing to remove) and Sind, while Bombay
    Presidency let the removal be done too: reported."""
    _card22_board(empty, sid)
    p = play(empty, 22, "REV event shaded: place 2G Gujarat; place 2G Sind; remove 1 INC Sind")
    assert p.rules == ["5.1.2"], p.text()
    assert "Bombay Presidency" in p.text()


def test_card22_shaded_both_removals_clean_5_1_2(empty, sid, play):
    """#22 shaded, 5.1.2 (IT:835): Sind and Bombay Presidency, both removals done: clean."""
    _card22_board(empty, sid)
    p = play(empty, 22, "REV event shaded: place 2G Sind; remove 1 INC Sind; place 2G Bombay Presidency; "
                        "remove 1 INC Bombay Presidency")
    assert p.clean, p.text()


def test_card22_shaded_lists_only_spaces_with_a_removal_5_1_2(empty, sid):
    """#22 shaded, 5.1.2 (IT:835): after Gujarat (nothing to remove) is chosen, the second space
    listed is one where the removal can be done (Sind or Bombay Presidency), not another empty
    one; listed from the same gains the judging weighs."""
    _card22_board(empty, sid)
    ev = _event(empty, 22, "shaded", terms.REV, "place 2G Gujarat")
    add = ev.sequence.clauses[0]
    new = {s for s, _ in add.candidates(ev)} - {sid("Gujarat")}
    assert new == {sid("Sind"), sid("Bombay Presidency")}


def test_card22_shaded_first_space_any_with_a_removal_5_1_2(empty, sid):
    """#22 shaded, 5.1.2: nothing chosen, 2 spaces with an opposing piece: only those two are
    listed first (any other would leave one removal undone)."""
    _card22_board(empty, sid)
    ev = _event(empty, 22, "shaded", terms.REV)
    add = ev.sequence.clauses[0]
    assert {s for s, _ in add.candidates(ev)} == {sid("Sind"), sid("Bombay Presidency")}
