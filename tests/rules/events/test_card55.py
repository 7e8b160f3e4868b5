"""#55 The Salt March (5.1, 5.1.2, 1.4.5)."""

from gandhi_cli.model import terms


def test_unshaded_protest_off_activists_arrested_shift(short, play, sid):
    """#55 unshaded (5.1, 5.1.3): in Gandhi's space (Bombay Presidency) the Protest goes, all
    Activists go to Jail (Gandhi stays: not an Activist, 1.4.5), 1 level toward Active Support."""
    s = short
    jailed = s.jail[terms.INC_ACTIVISTS]
    p = play(s, 55, "RAJ event unshaded: remove protest BP; arrest 2 INC BP; shift BP +1")
    assert p.clean, p.text()
    bp = s.spaces[sid("BP")]
    assert not bp.protest and bp.activists == 0 and bp.level == terms.PASSIVE_SUPPORT
    assert s.jail[terms.INC_ACTIVISTS] == jailed + 2 and s.gandhi == sid("BP")


def test_unshaded_gandhi_is_not_arrested(short, play, sid):
    """#55 unshaded (5.1, 1.4.5): 'arrest all Activists' does not take Gandhi."""
    p = play(short, 55, "RAJ event unshaded: remove protest BP; arrest 2 INC BP; arrest gandhi BP; shift BP +1")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert short.gandhi == sid("BP")


def test_unshaded_protest_left(short, play):
    """#55 unshaded (5.1.2): 'remove any Protest marker' - there is one, so it goes."""
    p = play(short, 55, "RAJ event unshaded: arrest 2 INC BP; shift BP +1")
    assert p.rules == ["5.1.2"] and "1 could be carried out, the log did 0" in p.text()


def test_unshaded_activist_left(short, play):
    """#55 unshaded (5.1): all Activists there."""
    p = play(short, 55, "RAJ event unshaded: remove protest BP; arrest 1 INC BP; shift BP +1")
    assert p.rules == ["5.1"]
    assert "1 Congress Activists or Muslim League Activists left in Bombay Presidency" in p.text()


def test_unshaded_not_gandhis_space(short, play):
    """#55 unshaded (5.1): the space with Gandhi, not another Protest space (Punjab)."""
    p = play(short, 55, "RAJ event unshaded: remove protest Punjab; arrest 2 INC BP; shift BP +1")
    assert p.rules == ["5.1"] and "Punjab is not with Gandhi" in p.text()


def test_unshaded_shift_left_out(short, play):
    """#55 unshaded (5.1.2): the shift is mandatory."""
    p = play(short, 55, "RAJ event unshaded: remove protest BP; arrest 2 INC BP")
    assert p.rules == ["5.1.2"] and "Active Support" in p.text()


def test_unshaded_two_levels(short, play):
    """#55 unshaded (5.1): 1 level."""
    p = play(short, 55, "RAJ event unshaded: remove protest BP; arrest 2 INC BP; shift BP +2")
    assert p.rules == ["5.1"] and "shifts Bombay Presidency +1, not +2" in p.text()


def test_unshaded_gandhi_in_jail_does_nothing(empty, play):
    """#55 unshaded (5.1.2): with Gandhi in Jail there is no space with Gandhi: nothing to do."""
    s = empty
    s.gandhi = terms.JAIL
    assert play(s, 55, "RAJ event unshaded").clean


def test_shaded_protests_gandhi_and_activists(short, play, sid):
    """#55 shaded (5.1): Protests in 2 adjacent spaces, Gandhi moves into one, 2 Activists there."""
    s = short
    p = play(s, 55, "INC event shaded: add protest UP; add protest Bihar; move gandhi BP>UP; place 2 INC UP")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].protest and s.spaces[sid("Bihar")].protest
    assert s.gandhi == sid("UP") and s.spaces[sid("UP")].inc_activists == 3


def test_shaded_gandhi_from_available_activists_of_both(empty, play, sid):
    """#55 shaded (5.1): Gandhi Available is placed (`place gandhi X`); the Activists may be of
    either faction (the text does not say)."""
    s = empty
    s.gandhi = terms.AVAILABLE
    p = play(s, 55, "INC event shaded: add protest UP; add protest Delhi; place gandhi Delhi; place 1 INC Delhi; "
                    "place 1 ML Delhi")
    assert p.clean, p.text()
    assert s.gandhi == sid("Delhi") and s.spaces[sid("Delhi")].activists == 2


def test_shaded_gandhi_already_there(empty, play, sid):
    """#55 shaded (5.1): Gandhi already in a chosen space need not move."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 55, "INC event shaded: add protest UP; add protest Bihar; place 2 INC UP")
    assert p.clean, p.text()


def test_shaded_gandhi_in_jail(empty, play):
    """#55 shaded (5.1): 'Unless he is in Jail' - the Protests only; no Activists either."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 55, "INC event shaded: add protest UP; add protest Bihar")
    assert p.clean, p.text()
    assert s.gandhi == terms.JAIL


def test_shaded_activists_while_gandhi_in_jail(empty, play):
    """#55 shaded (5.1): with Gandhi in Jail, no Activists are added."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 55, "INC event shaded: add protest UP; add protest Bihar; place 2 INC UP")
    assert p.rules == ["5.1"] and "United Provinces is not the chosen space with Gandhi" in p.text()


def test_shaded_spaces_not_adjacent(short, play):
    """#55 shaded (5.1): the 2 spaces are adjacent to each other."""
    p = play(short, 55, "INC event shaded: add protest UP; add protest Madras; move gandhi BP>UP; place 2 INC UP")
    assert p.rules == ["5.1"] and "Madras is not adjacent to United Provinces" in p.text()


def test_shaded_one_protest(empty, play):
    """#55 shaded (5.1.2): a bare 2 Protests."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 55, "INC event shaded: add protest UP")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_one_protest_marker_left(empty, play, sid):
    """#55 shaded (5.1.2): with 1 Protest marker left, 1 Protest is all the board allows."""
    s = empty
    s.gandhi = terms.JAIL
    for name in ("Madras", "Bombay", "Karachi", "Assam", "Sind"):
        s.place_protest(sid(name), for_event=True)
    assert s.protests_available_for_events() == 1
    assert play(s, 55, "INC event shaded: add protest UP").clean


def test_shaded_gandhi_not_moved(short, play):
    """#55 shaded (5.1.2): Gandhi (in Bombay Presidency, not in Jail) moves to a chosen space."""
    p = play(short, 55, "INC event shaded: add protest UP; add protest Bihar")
    assert p.rules == ["5.1.2"] and "move Gandhi" in p.text()


def test_shaded_gandhi_to_another_space(short, play):
    """#55 shaded (5.1): Gandhi goes to 1 of the chosen spaces."""
    p = play(short, 55, "INC event shaded: add protest UP; add protest Bihar; move gandhi BP>Delhi; place 2 INC Delhi")
    assert "Delhi is not chosen for 'Place Protest markers in any 2 adjacent spaces'" in p.text()
    assert p.rules == ["5.1", "5.1"]  # Gandhi's move, then the Activists in Delhi


def test_shaded_one_activist(short, play):
    """#55 shaded (5.1.2): a bare 2 Activists."""
    p = play(short, 55, "INC event shaded: add protest UP; add protest Bihar; move gandhi BP>UP; place 1 INC UP")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_activists_in_the_other_space(short, play):
    """#55 shaded (5.1): the Activists go where Gandhi went ('there')."""
    p = play(short, 55, "INC event shaded: add protest UP; add protest Bihar; move gandhi BP>UP; place 2 INC Bihar")
    assert "Bihar is not the chosen space with Gandhi" in p.text()
    assert p.rules == ["5.1"]


def test_shaded_gandhi_before_the_protests(short, play):
    """#55 shaded (5.1): the Protests come first (Gandhi moves to 'the chosen spaces')."""
    p = play(short, 55, "INC event shaded: move gandhi BP>UP; add protest UP; add protest Bihar; place 2 INC UP")
    assert "comes before" in p.text() and "United Provinces is not chosen for" in p.text()
    assert p.rules == ["5.1.2", "5.1", "5.1", "5.1"]  # the Protests' clause left empty, Gandhi's move, 2 Protests late
