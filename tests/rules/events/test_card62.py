"""#62 The Great Bengal Famine (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def _controlled(s, sid, *names):
    for name in names:
        s.place(terms.TROOPS, sid(name), 1)


def test_unshaded_east_bengal_and_one_adjacent_space(empty, play, sid):
    """#62 unshaded (5.1): East Bengal and 1 adjacent space set to Passive Support."""
    s = empty
    s.set_level(sid("EB"), terms.ACTIVE_OPPOSITION)
    p = play(s, 62, "RAJ event unshaded: set EB passive-support; set Bihar passive-support")
    assert p.clean, p.text()
    assert s.spaces[sid("EB")].level == terms.PASSIVE_SUPPORT and s.spaces[sid("Bihar")].level == terms.PASSIVE_SUPPORT


def test_unshaded_adjacent_space_first(empty, play, sid):
    """#62 unshaded (5.1): the text sets no order between East Bengal and the adjacent space."""
    p = play(empty, 62, "RAJ event unshaded: set Assam passive-support; set EB passive-support")
    assert p.clean, p.text()
    assert empty.spaces[sid("Assam")].level == terms.PASSIVE_SUPPORT


def test_unshaded_space_not_adjacent(empty, play, sid):
    """#62 unshaded (5.1): the second space is adjacent to East Bengal (Delhi is not)."""
    p = play(empty, 62, "RAJ event unshaded: set EB passive-support; set Delhi passive-support")
    assert p.rules == ["5.1"] and "Delhi is not adjacent to East Bengal" in p.text()


def test_unshaded_two_adjacent_spaces(empty, play):
    """#62 unshaded (5.1): only 1 adjacent space."""
    p = play(empty, 62, "RAJ event unshaded: set EB passive-support; set Bihar passive-support; "
                        "set WB passive-support")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_unshaded_east_bengal_left_out(empty, play, sid):
    """#62 unshaded (5.1.2): East Bengal is named: leaving it out is reported, and the replay sets
    it (fixed whole, EV-0-7)."""
    p = play(empty, 62, "RAJ event unshaded: set Bihar passive-support")
    assert p.rules == ["5.1.2"] and "'Set East Bengal to Passive Support': 1 could be carried out" in p.text()
    assert empty.spaces[sid("EB")].level == terms.PASSIVE_SUPPORT and "[applied by the replay]" in p.text()


def test_unshaded_wrong_level(empty, play):
    """#62 unshaded (5.1): the level is Passive Support."""
    p = play(empty, 62, "RAJ event unshaded: set EB active-support; set Bihar passive-support")
    assert p.rules == ["5.1"] and "the level is Passive Support" in p.text()


def test_unshaded_adjacent_space_left_out(empty, play):
    """#62 unshaded (5.1.2): '1 adjacent space' is a bare number."""
    p = play(empty, 62, "RAJ event unshaded: set EB passive-support")
    assert p.rules == ["5.1.2"] and "and 1 adjacent space" in p.text()


def test_shaded_passive_opposition_in_two_controlled_spaces(empty, play, sid):
    """#62 shaded (5.1): 2 spaces with Raj Control set to Passive Opposition."""
    s = empty
    _controlled(s, sid, "UP", "Delhi")
    s.set_level(sid("UP"), terms.ACTIVE_SUPPORT)
    p = play(s, 62, "INC event shaded: set UP passive-opposition; set Delhi passive-opposition")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == s.spaces[sid("Delhi")].level == terms.PASSIVE_OPPOSITION


def test_shaded_unrest_in_two_controlled_spaces(empty, play, sid):
    """#62 shaded (5.1): or 1 Unrest marker in each of the 2 spaces."""
    s = empty
    _controlled(s, sid, "UP", "Delhi")
    p = play(s, 62, "INC event shaded: add unrest UP; add unrest Delhi")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].unrest == s.spaces[sid("Delhi")].unrest == 1
    assert s.spaces[sid("UP")].level == terms.NEUTRAL


def test_shaded_space_without_raj_control(empty, play, sid):
    """#62 shaded (5.1): the spaces have Raj Control (Bihar has none)."""
    s = empty
    _controlled(s, sid, "UP")
    p = play(s, 62, "INC event shaded: add unrest UP; add unrest Bihar")
    assert p.rules == ["5.1"] and "Bihar is not with Raj Control" in p.text()


def test_shaded_both_options(empty, play, sid):
    """#62 shaded (5.1): Passive Opposition or Unrest, one choice for both spaces (the card's note)."""
    s = empty
    _controlled(s, sid, "UP", "Delhi")
    p = play(s, 62, "INC event shaded: set UP passive-opposition; add unrest Delhi")
    assert p.rules == ["5.1", "5.1.2"], p.text()
    assert "one option only" in p.text() and "2 could be carried out, the log did 1" in p.text()
    assert s.spaces[sid("Delhi")].unrest == 0


def test_shaded_one_space_only(empty, play, sid):
    """#62 shaded (5.1.2): a bare 2 spaces, when the board has 2 with Raj Control."""
    s = empty
    _controlled(s, sid, "UP", "Delhi")
    p = play(s, 62, "INC event shaded: add unrest UP")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_unrest_twice_in_a_space(empty, play, sid):
    """#62 shaded (5.1): 1 Unrest marker to each space, in 2 different spaces."""
    s = empty
    _controlled(s, sid, "UP", "Delhi")
    p = play(s, 62, "INC event shaded: add unrest UP; add unrest UP")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_shaded_left_out(empty, play, sid):
    """#62 shaded (5.1.2): with spaces under Raj Control, the Event is carried out."""
    s = empty
    _controlled(s, sid, "UP")
    p = play(s, 62, "INC event shaded")
    assert p.rules == ["5.1.2"] and "is left out" in p.text()


def test_shaded_no_raj_control_anywhere(empty, play):
    """#62 shaded (5.1.2): no space with Raj Control: nothing to carry out."""
    p = play(empty, 62, "INC event shaded")
    assert p.clean, p.text()
