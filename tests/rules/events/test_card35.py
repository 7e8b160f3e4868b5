"""#35 The Akali Movement Unites the Sikhs (5.1, 5.1.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def test_unshaded_cubes_in_punjab(empty, play, sid):
    """#35 unshaded (5.1): up to 6 cubes in Punjab."""
    s = empty
    p = play(s, 35, "RAJ event unshaded: place 2T 4S Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].troops == 2 and s.spaces[sid("Punjab")].sepoys == 4


def test_unshaded_fewer_is_allowed(empty, play, sid):
    """#35 unshaded (5.1): 'up to'."""
    assert play(empty, 35, "RAJ event unshaded: place 1S Punjab").clean


def test_unshaded_seven_cubes(empty, play):
    """#35 unshaded (5.1): up to 6."""
    p = play(empty, 35, "RAJ event unshaded: place 3T 4S Punjab")
    assert p.rules == ["5.1"] and "at most 6 in all, not 7" in p.text()


def test_unshaded_not_punjab(empty, play):
    """#35 unshaded (5.1): Punjab only."""
    p = play(empty, 35, "RAJ event unshaded: place 2S Delhi")
    assert p.rules == ["5.1"] and "Delhi is not Punjab" in p.text()


def test_unshaded_from_out_of_play(empty, play):
    """#35 unshaded (5.1.1): from Available only."""
    s = empty
    s.out_of_play[terms.TROOPS] = 2
    p = play(s, 35, "RAJ event unshaded: place 2T Punjab from out-of-play")
    assert p.rules == ["5.1"] and "the pieces come from Available, not Out of Play" in p.text()


def test_unshaded_no_troops_in_a_muslim_state(empty, play, sid):
    """#35 unshaded (5.1.1): Troops never go into a State (Punjab a Muslim State); Sepoys may."""
    s = empty
    s.set_muslim_state(sid("Punjab"))
    p = play(s, 35, "RAJ event unshaded: place 1T Punjab; place 2S Punjab")
    assert p.rules == ["1.4.2"] and s.spaces[sid("Punjab")].troops == 0 and s.spaces[sid("Punjab")].sepoys == 2


def test_shaded_markers_then_shifts(empty, play, sid):
    """#35 shaded (5.1, 5.1.1): a Protest (Events ignore Restraint) and an Unrest, then each space 1
    level toward Active Opposition."""
    s = empty
    s.restraint = 1
    p = play(s, 35, "INC event shaded: add protest UP; add unrest Bihar; shift UP -1; shift Bihar -1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].protest and s.spaces[sid("Bihar")].unrest == 1
    assert s.spaces[sid("UP")].level == s.spaces[sid("Bihar")].level == terms.PASSIVE_OPPOSITION


def test_shaded_strike_on_a_railway(empty, play, sid):
    """#35 shaded (5.1.4): Unrest on a Railway is a Strike, and a Railway has no level to shift;
    so choosing it, while other spaces could shift, carries out less of the text than was
    possible (5.1.2, IT:835, EV-0-9): reported, the steps applied as written."""
    s = empty
    p = play(s, 35, "REV event shaded: add unrest RW-A; add unrest Bihar; shift Bihar -1")
    assert p.rules == ["5.1.2"] and "'In up to 2 spaces, add 1 Protest or Unrest marker': Eastern Bengal Railway " \
        "lets the text do less" in p.text(), p.text()
    assert s.spaces[sid("RW-A")].strike


def test_shaded_strike_on_a_railway_when_nothing_else_can_shift(empty, play, sid):
    """#35 shaded (5.1.2, EV-0-9): with every other space at Active Opposition, the Railway's Strike
    takes nothing from the shift: clean."""
    s = empty
    for k in s.spaces:
        if not s.map[k].is_railway and k != sid("Bihar"):
            s.set_level(k, terms.ACTIVE_OPPOSITION)
    p = play(s, 35, "REV event shaded: add unrest RW-A; add unrest Bihar; shift Bihar -1")
    assert p.clean, p.text()


def test_shaded_three_spaces(empty, play):
    """#35 shaded (5.1): up to 2 spaces."""
    p = play(empty, 35, "INC event shaded: add protest UP; add unrest Bihar; add unrest Delhi; shift UP -1; "
                        "shift Bihar -1; shift Delhi -1")
    assert p.rules == ["5.1"] and "at most 2 space(s): United Provinces, Bihar already chosen" in p.text()


def test_shaded_both_markers_in_a_space(empty, play):
    """#35 shaded (5.1): 1 Protest OR Unrest marker per space."""
    p = play(empty, 35, "INC event shaded: add protest UP; add unrest UP; shift UP -1")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces, not 2" in p.text()


def test_shaded_shift_left_out(empty, play):
    """#35 shaded (5.1.2): each of these spaces is shifted."""
    p = play(empty, 35, "INC event shaded: add protest UP; add unrest Bihar; shift UP -1")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_shift_elsewhere(empty, play):
    """#35 shaded (5.1): the spaces shifted are those with the new markers."""
    p = play(empty, 35, "INC event shaded: add protest UP; shift UP -1; shift Delhi -1")
    assert p.rules == ["5.1"] and "Delhi is not chosen for" in p.text()


def test_shaded_shift_by_two(empty, play):
    """#35 shaded (5.1): 1 level."""
    p = play(empty, 35, "INC event shaded: add protest UP; shift UP -2")
    assert p.rules == ["5.1"] and "shifts United Provinces -1, not -2" in p.text()


def test_shaded_at_active_opposition(empty, play, sid):
    """#35 shaded (5.1.2): a space at Active Opposition cannot shift further; chosen while other
    spaces could shift, it carries out less of the text than was possible (IT:835, EV-0-9)."""
    s = empty
    s.set_level(sid("UP"), terms.ACTIVE_OPPOSITION)
    p = play(s, 35, "INC event shaded: add unrest UP")
    assert p.rules == ["5.1.2"] and "United Provinces lets the text do less than other spaces" in p.text(), p.text()


def test_shaded_shift_before_marker(empty, play):
    """#35 shaded (5.1): 'then' - the markers first."""
    p = play(empty, 35, "INC event shaded: add protest UP; shift UP -1; add unrest Bihar; shift Bihar -1")
    assert p.rules == ["5.1"] and "'In up to 2 spaces, add 1 Protest or Unrest marker' comes before" in p.text()
