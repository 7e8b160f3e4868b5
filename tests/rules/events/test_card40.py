"""#40 Defence of India Act 1939 (5.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def _protests(s, sid):
    """Protest spaces: United Provinces (2 Congress, 1 League Activist), Bihar (1 Congress)."""
    for name, inc, ml in (("UP", 2, 1), ("Bihar", 1, 0)):
        s.place(terms.INC_ACTIVISTS, sid(name), inc)
        if ml:
            s.place(terms.ML_ACTIVISTS, sid(name), ml)
        s.place_protest(sid(name), for_event=True)


def test_unshaded_restraint_and_arrests(empty, play, sid):
    """#40 unshaded (5.1, 5.1.3): Restraint -2, then every Activist of up to 3 Protest spaces to
    Jail."""
    s = empty
    _protests(s, sid)
    p = play(s, 40, "RAJ event unshaded: restraint -2; arrest 2 INC 1 ML UP; arrest 1 INC Bihar")
    assert p.clean, p.text()
    assert s.restraint == 3
    assert s.spaces[sid("UP")].activists == 0 and s.spaces[sid("Bihar")].activists == 0
    assert s.jail[terms.INC_ACTIVISTS] == 3 and s.jail[terms.ML_ACTIVISTS] == 1


def test_unshaded_no_arrest_at_all(empty, play, sid):
    """#40 unshaded (5.1): 'up to 3' spaces: none is a legal choice; Restraint still shifts."""
    s = empty
    _protests(s, sid)
    p = play(s, 40, "RAJ event unshaded: restraint -2")
    assert p.clean, p.text()
    assert s.restraint == 3 and s.spaces[sid("UP")].activists == 3


def test_unshaded_space_without_protest(empty, play, sid):
    """#40 unshaded (5.1): Protest spaces only (Madras has none)."""
    s = empty
    _protests(s, sid)
    s.place(terms.INC_ACTIVISTS, sid("Madras"), 1)
    p = play(s, 40, "RAJ event unshaded: restraint -2; arrest 1 INC Madras")
    assert p.rules == ["5.1"] and "Madras is not with a Protest marker" in p.text()


def test_unshaded_not_all_activists(empty, play, sid):
    """#40 unshaded (5.1): all Activists in each space chosen."""
    s = empty
    _protests(s, sid)
    p = play(s, 40, "RAJ event unshaded: restraint -2; arrest 2 INC UP")
    assert p.rules == ["5.1"] and "1 Congress Activists or Muslim League Activists left in United Provinces" in p.text()


def test_unshaded_four_spaces(empty, play, sid):
    """#40 unshaded (5.1): up to 3 spaces."""
    s = empty
    for name in ("UP", "Bihar", "WB", "EB"):
        s.place(terms.INC_ACTIVISTS, sid(name), 1)
        s.place_protest(sid(name), for_event=True)
    p = play(s, 40, "RAJ event unshaded: restraint -2; arrest 1 INC UP; arrest 1 INC Bihar; arrest 1 INC WB; "
                    "arrest 1 INC EB")
    assert p.rules == ["5.1"] and "at most 3 space(s)" in p.text()


def test_unshaded_restraint_left_out(empty, play, sid):
    """#40 unshaded (5.1.2, EV-0-7): the Restraint shift is fixed by the text: left out, it is reported and
    applied."""
    s = empty
    _protests(s, sid)
    p = play(s, 40, "RAJ event unshaded: arrest 1 INC Bihar")
    assert p.rules == ["5.1.2"] and "'Shift Restraint -2' is left out" in p.text()
    assert s.restraint == 3


def test_unshaded_restraint_after_the_arrests(empty, play, sid):
    """#40 unshaded (5.1): the text's order: Restraint first. When the arrests begin, the shift is
    reported as left out and applied; the late `restraint -2` is reported, not applied again."""
    s = empty
    _protests(s, sid)
    p = play(s, 40, "RAJ event unshaded: arrest 1 INC Bihar; restraint -2")
    assert set(p.rules) == {"5.1", "5.1.2"} and "'Shift Restraint -2' is left out" in p.text()
    assert s.restraint == 3


def test_unshaded_restraint_stops_at_1(empty, play):
    """#40 unshaded (5.1.4): from Restraint 2 the shift stops at 1; `restraint -1` is accepted."""
    s = empty
    s.restraint = 2
    p = play(s, 40, "RAJ event unshaded: restraint -1")
    assert p.clean, p.text()
    assert s.restraint == 1


def test_shaded_restraint_and_two_shifts(empty, play, sid):
    """#40 shaded (5.1): Restraint +2, and 2 spaces each 1 level toward Active Opposition."""
    s = empty
    s.restraint = 2
    s.set_level(sid("UP"), terms.PASSIVE_SUPPORT)
    p = play(s, 40, "INC event shaded: restraint +2; shift UP -1; shift Hyderabad -1")
    assert p.clean, p.text()
    assert s.restraint == 4
    assert s.spaces[sid("UP")].level == terms.NEUTRAL
    assert s.spaces[sid("Hyderabad")].level == terms.PASSIVE_OPPOSITION


def test_shaded_one_space_only(empty, play):
    """#40 shaded (5.1.2): a bare 2 spaces."""
    s = empty
    s.restraint = 2
    p = play(s, 40, "INC event shaded: restraint +2; shift UP -1")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_same_space_twice(empty, play):
    """#40 shaded (5.1): 2 spaces each 1 level, not 1 space 2 levels."""
    s = empty
    s.restraint = 2
    p = play(s, 40, "INC event shaded: restraint +2; shift UP -1; shift UP -1")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_shaded_two_levels(empty, play):
    """#40 shaded (5.1): 1 level each."""
    s = empty
    s.restraint = 2
    p = play(s, 40, "INC event shaded: restraint +2; shift UP -2; shift Bihar -1")
    assert p.rules == ["5.1"] and "shifts United Provinces -1, not -2" in p.text()


def test_shaded_space_at_active_opposition(empty, play, sid):
    """#40 shaded (5.1, 5.1.2): a space at Active Opposition cannot shift: it is not a choice
    while others can."""
    s = empty
    s.restraint = 2
    s.set_level(sid("UP"), terms.ACTIVE_OPPOSITION)
    p = play(s, 40, "INC event shaded: restraint +2; shift UP -1; shift Bihar -1")
    assert p.rules == ["5.1"] and "United Provinces is not a space that can shift toward Active Opposition" in p.text()


def test_shaded_wrong_restraint(empty, play):
    """#40 shaded (5.1): Restraint +2 exactly."""
    s = empty
    s.restraint = 2
    p = play(s, 40, "INC event shaded: restraint +1; shift UP -1; shift Bihar -1")
    assert p.rules == ["5.1"] and "+2, not +1" in p.text()
