"""#26 The Rowlatt Act Is Implemented by Force (5.1, 5.1.2, 5.1.3, 5.1.4)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.SEPOYS, sid("UP"), 2)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 3)
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place(terms.ML_ACTIVISTS, sid("Bihar"), 2)


def test_unshaded_one_activist_per_cube_in_two_spaces(empty, play, sid):
    """Unshaded: in 2 spaces, 1 Activist (either faction's) per cube, to Jail (5.1.3)."""
    s = empty
    _board(s, sid)
    p = play(s, 26, "RAJ event unshaded: arrest 2 INC UP; arrest 1 ML Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].inc_activists == 1 and s.spaces[sid("Bihar")].ml_activists == 1
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 1


def test_unshaded_more_than_the_cubes(empty, play, sid):
    """Unshaded (5.1): 1 for each cube (United Provinces has 2)."""
    s = empty
    _board(s, sid)
    p = play(s, 26, "RAJ event unshaded: arrest 3 INC UP; arrest 1 ML Bihar")
    assert p.rules == ["5.1"] and "at most 2 in United Provinces, not 3" in p.text()


def test_unshaded_fewer_than_the_cubes(empty, play, sid):
    """Unshaded (5.1.2): in each space, "1 for each cube" is a bare number."""
    s = empty
    _board(s, sid)
    p = play(s, 26, "RAJ event unshaded: arrest 1 INC UP; arrest 1 ML Bihar")
    assert p.rules == ["5.1.2"] and "2 could be carried out in United Provinces, the log did 1" in p.text()


def test_unshaded_fewer_activists_than_cubes(empty, play, sid):
    """Unshaded (5.1.2): as far as the Activists there allow (1 Activist, 3 cubes)."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 3)
    s.place(terms.INC_ACTIVISTS, sid("Delhi"), 1)
    s.place(terms.SEPOYS, sid("Bombay"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bombay"), 1)
    p = play(s, 26, "RAJ event unshaded: arrest 1 INC Delhi; arrest 1 INC Bombay")
    assert p.clean, p.text()


def test_unshaded_three_spaces(empty, play, sid):
    """Unshaded (5.1): 2 spaces."""
    s = empty
    _board(s, sid)
    s.place(terms.SEPOYS, sid("Delhi"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Delhi"), 1)
    p = play(s, 26, "RAJ event unshaded: arrest 2 INC UP; arrest 1 ML Bihar; arrest 1 INC Delhi")
    assert p.rules == ["5.1"] and "at most 2 space(s): United Provinces, Bihar already chosen" in p.text()


def test_unshaded_one_space_only(empty, play, sid):
    """Unshaded (5.1.2): "In 2 spaces" is a bare number."""
    s = empty
    _board(s, sid)
    p = play(s, 26, "RAJ event unshaded: arrest 2 INC UP")
    assert p.rules == ["5.1.2"] and "2 space(s) could be chosen, the log chose 1" in p.text()


def test_unshaded_removed_instead_of_arrested(empty, play, sid):
    """Unshaded (5.1, 5.1.3): arrested (to Jail), not removed."""
    s = empty
    _board(s, sid)
    p = play(s, 26, "RAJ event unshaded: remove 2 INC UP; arrest 1 ML Bihar")
    assert p.rules == ["5.1", "5.1.2"] and "'remove 2 INC UP' carries out no part of the text" in p.text()


def test_unshaded_not_gandhi(empty, play, sid):
    """Unshaded (5.1): Activists - Gandhi is not one."""
    s = empty
    _board(s, sid)
    s.gandhi = sid("UP")
    p = play(s, 26, "RAJ event unshaded: arrest gandhi UP; arrest 1 INC UP; arrest 1 ML Bihar")
    assert p.rules == ["5.1", "5.1.2"] and "'arrest gandhi UP' carries out no part of the text" in p.text()
    assert s.gandhi == sid("UP")


def test_shaded_protest_unrest_and_shifts(empty, play, sid):
    """Shaded (5.1): a Protest and an Unrest marker, then each space marked 1 level toward Active
    Opposition."""
    s = empty
    p = play(s, 26, "INC event shaded: add protest UP; add unrest Bihar; shift UP -1; shift Bihar -1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].protest and s.spaces[sid("Bihar")].unrest == 1
    for name in ("UP", "Bihar"):
        assert s.spaces[sid(name)].level == terms.PASSIVE_OPPOSITION


def test_shaded_both_in_one_space(empty, play, sid):
    """Shaded (5.1): both markers may go in one space, shifted once."""
    s = empty
    p = play(s, 26, "INC event shaded: add protest UP; add unrest UP; shift UP -1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == terms.PASSIVE_OPPOSITION


def test_shaded_strike_on_a_railway(empty, play, sid):
    """Shaded (5.1.4): the Unrest on a Railway is a Strike; a Railway has no level to shift."""
    s = empty
    p = play(s, 26, "INC event shaded: add protest UP; add unrest RW-A; shift UP -1")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].strike


def test_shaded_shift_left_out(empty, play):
    """Shaded (5.1.2): each marked space is shifted."""
    p = play(empty, 26, "INC event shaded: add protest UP; add unrest Bihar; shift UP -1")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_two_levels(empty, play):
    """Shaded (5.1): 1 level."""
    p = play(empty, 26, "INC event shaded: add protest UP; add unrest UP; shift UP -2")
    assert p.rules == ["5.1"] and "shifts United Provinces -1, not -2" in p.text()


def test_shaded_shift_unmarked_space(empty, play):
    """Shaded (5.1): the spaces shifted are those that got a marker."""
    p = play(empty, 26, "INC event shaded: add protest UP; add unrest UP; shift UP -1; shift Delhi -1")
    assert p.rules == ["5.1"] and "Delhi is not a space that received a marker" in p.text()


def test_shaded_two_protests(empty, play):
    """Shaded (5.1): 1 Protest marker."""
    p = play(empty, 26, "INC event shaded: add protest UP; add protest Bihar; add unrest UP; shift UP -1; "
                        "shift Bihar -1")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_shaded_shift_before_the_markers(empty, play):
    """Shaded (5.1): "then" - the markers come first."""
    p = play(empty, 26, "INC event shaded: add protest UP; shift UP -1; add unrest UP")
    assert p.rules == ["5.1.2", "5.1"] and "comes before" in p.text()
