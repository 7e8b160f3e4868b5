"""#16 The Pakistan Declaration Is Published in London (5.1, 5.1.1, 5.1.2)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.REV_BASES, sid("EB"), 1)
    s.place(terms.ML_BASES, sid("EB"), 1)
    s.place(terms.ML_BASES, sid("Punjab"), 1)
    s.place(terms.REV_BASES, sid("UP"), 1)


def test_unshaded_unrest_in_two_muslim_spaces_then_one_base(empty, play, sid):
    """#16 unshaded (5.1): Unrest in up to 2 Muslim spaces, then 1 Base (either faction's) from
    one of them, to Available."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest EB; add unrest Punjab; remove 1 MLB Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("EB")].unrest == 1 and s.spaces[sid("Punjab")].unrest == 1
    assert s.spaces[sid("Punjab")].ml_bases == 0 and s.spaces[sid("EB")].bases == 2


def test_unshaded_no_unrest_no_base(empty, play, sid):
    """#16 unshaded (5.1): "up to 2": no space chosen, and then no Base to remove."""
    s = empty
    _board(s, sid)
    assert play(s, 16, "INC event unshaded").clean


def test_unshaded_rulebook_example_one_base_of_two_spaces(empty, play, sid):
    """#16 unshaded, the rulebook's Non-Player example (IT:1521-1523): up to 2 Muslim spaces with
    Bases chosen, a Base removed in one of them."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest Punjab; add unrest EB; remove 1 RB EB")
    assert p.clean, p.text()
    assert s.spaces[sid("EB")].rev_bases == 0 and s.spaces[sid("Punjab")].ml_bases == 1


def test_unshaded_not_a_muslim_space(empty, play, sid):
    """#16 unshaded (5.1): Muslim spaces only."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest UP; remove 1 RB UP")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim space" in p.text()


def test_unshaded_three_spaces(empty, play, sid):
    """#16 unshaded (5.1): up to 2 spaces."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest EB; add unrest Punjab; add unrest Sind; remove 1 MLB Punjab")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_two_unrest_in_one_space(empty, play, sid):
    """#16 unshaded (5.1): 1 Unrest marker in each space."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest EB; add unrest EB; remove 1 MLB EB")
    assert p.rules == ["5.1"] and "at most 1 in East Bengal" in p.text()


def test_unshaded_two_bases(empty, play, sid):
    """#16 unshaded (5.1): 1 Base in all."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest EB; remove 1 MLB 1 RB EB")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_unshaded_base_left(empty, play, sid):
    """#16 unshaded (5.1.2): "remove 1 Base" is a bare number where a chosen space has one."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest EB")
    assert p.rules == ["5.1.2"] and "remove 1 Base" in p.text()


def test_unshaded_base_from_another_space(empty, play, sid):
    """#16 unshaded (5.1): the Base comes from a chosen space."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest Sind; remove 1 MLB Punjab")
    assert p.rules == ["5.1"] and "Punjab is not chosen for" in p.text()


def test_unshaded_base_before_the_unrest(empty, play, sid):
    """#16 unshaded (5.1): "then": the Unrest first."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: remove 1 MLB Punjab; add unrest Punjab")
    assert "comes before" in p.text()


def test_shaded_two_bases_in_muslim_provinces(empty, play, sid):
    """#16 shaded (5.1): up to 2 Bases, of either faction, in Muslim Provinces."""
    s = empty
    p = play(s, 16, "ML event shaded: place 1 MLB Punjab; place 1 RB Sind")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].ml_bases == 1 and s.spaces[sid("Sind")].rev_bases == 1


def test_shaded_three_bases(empty, play):
    """#16 shaded (5.1): up to 2."""
    p = play(empty, 16, "ML event shaded: place 2 MLB Punjab; place 1 MLB EB")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_not_a_muslim_province(empty, play):
    """#16 shaded (5.1): Muslim Provinces only: not United Provinces, not the Muslim City of
    Karachi."""
    p = play(empty, 16, "ML event shaded: place 1 MLB UP; place 1 MLB Karachi")
    assert p.rules == ["5.1", "5.1"] and "United Provinces is not a Muslim Province" in p.text()
    assert "Karachi is not a Muslim Province" in p.text()


def test_shaded_muslim_state_is_no_province(empty, play, sid):
    """#16 shaded (5.1): a Province with a Muslim State is a State (1.3.5), not a Province."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 16, "ML event shaded: place 1 MLB EB")
    assert p.rules == ["5.1"] and "East Bengal is not a Muslim Province" in p.text()


def test_shaded_no_room(empty, play, sid):
    """#16 shaded (5.1.1, 1.4.2): "with room to hold them": not beyond the Population (Sind 1)."""
    s = empty
    s.place(terms.REV_BASES, sid("Sind"), 1)
    p = play(s, 16, "ML event shaded: place 1 MLB Sind")
    assert p.rules == ["1.4.2"] and "at most 1 Bases" in p.text()
    assert s.spaces[sid("Sind")].ml_bases == 0


def test_shaded_guerrillas_are_not_bases(empty, play, sid):
    """#16 shaded (5.1): Bases only."""
    p = play(empty, 16, "REV event shaded: place 2G Punjab")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_unshaded_spaces_chosen_where_no_base_can_go_5_1_2(empty, play, sid):
    """#16 unshaded (5.1.2, IT:835; the rules' example for this card, IT:1521-1523: the spaces are
    chosen among the Muslim spaces with Bases): Unrest in Sind, which has no Base, while East
    Bengal and Punjab have one, carries out less of the text than was possible (EV-0-9)."""
    s = empty
    _board(s, sid)
    p = play(s, 16, "INC event unshaded: add unrest Sind")
    assert p.rules == ["5.1.2"], p.text()
    assert "'then remove 1 Base from the chosen spaces': the spaces chosen for" in p.text()


def test_unshaded_two_spaces_one_without_a_base_is_enough(empty, play, sid):
    """#16 unshaded (5.1.2): one Base in all: Sind and Punjab chosen, Punjab's Base removed, is
    all the text could do (EV-0-9 judges what the choice let the text do, not each space)."""
    s = empty
    _board(s, sid)
    assert play(s, 16, "INC event unshaded: add unrest Sind; add unrest Punjab; remove 1 MLB Punjab").clean


def test_unshaded_no_muslim_base_anywhere(empty, play, sid):
    """#16 unshaded (5.1.2): with no Base in any Muslim space, Unrest in Sind alone is all the text
    can do."""
    s = empty
    s.place(terms.REV_BASES, sid("UP"), 1)
    assert play(s, 16, "INC event unshaded: add unrest Sind").clean


def test_unshaded_non_player_chooses_by_its_tables_8_8_5(empty, sid):
    """#16 unshaded: a Non-Player selects the Event's spaces by its own Space Selection Priority
    tables (8.8.5, IT:1525), so EV-0-9's 5.1.2 check of the choice is a player's, not a Non-Player's."""
    from gandhi_cli.core.engine import perform

    s = empty
    _board(s, sid)
    player = perform(s.copy(), "INC event unshaded: add unrest Sind", card=16)
    assert [f.rule for f in player] == ["5.1.2"]
    assert perform(s, "INC event unshaded: add unrest Sind", card=16, non_players={terms.INC}) == []
