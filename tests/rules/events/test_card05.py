"""#5 First Round Table Conference in London (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def test_unshaded_removes_the_muslim_state_and_shifts_two(empty, play, sid):
    """#5 unshaded (5.1): in a Muslim space with a Muslim State, the State goes and the space
    shifts 2 levels toward Active Support."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 5, "RAJ event unshaded: remove muslim-state EB; shift EB +2")
    assert p.clean, p.text()
    assert not s.spaces[sid("EB")].muslim_state and s.spaces[sid("EB")].level == terms.ACTIVE_SUPPORT


def test_unshaded_no_muslim_state_only_the_shift(empty, play, sid):
    """#5 unshaded (5.1): "if present": in a Muslim space without a State, only the shift (a
    City, Karachi, is a Muslim space too)."""
    s = empty
    s.set_level(sid("Karachi"), terms.PASSIVE_OPPOSITION)
    p = play(s, 5, "RAJ event unshaded: shift Karachi +2")
    assert p.clean, p.text()
    assert s.spaces[sid("Karachi")].level == terms.PASSIVE_SUPPORT


def test_unshaded_shift_stops_at_active_support(empty, play, sid):
    """#5 unshaded (5.1): from Passive Support the shift possible is +1, accepted as written."""
    s = empty
    s.set_level(sid("Punjab"), terms.PASSIVE_SUPPORT)
    p = play(s, 5, "RAJ event unshaded: shift Punjab +1")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].level == terms.ACTIVE_SUPPORT


def test_unshaded_not_a_muslim_space(empty, play):
    """#5 unshaded (5.1): the space is a Muslim space (United Provinces is not)."""
    p = play(empty, 5, "RAJ event unshaded: shift UP +2")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim space" in p.text()


def test_unshaded_muslim_state_left_in_place(empty, play, sid):
    """#5 unshaded (5.1): a Muslim State present in the space is removed."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 5, "RAJ event unshaded: shift EB +2")
    assert p.rules == ["5.1"] and "East Bengal has a Muslim State" in p.text()


def test_unshaded_shift_in_another_space(empty, play, sid):
    """#5 unshaded (5.1): "shift that space": the space whose Muslim State was removed."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 5, "RAJ event unshaded: remove muslim-state EB; shift WB +2")
    assert p.rules == ["5.1"] and "West Bengal is not" in p.text() and "Muslim State removed" in p.text()


def test_unshaded_shift_left_out(empty, play, sid):
    """#5 unshaded (5.1.2): the shift is a bare "2 levels", not "up to"; the space is fixed by the
    earlier step, so the shift left out is applied by the replay (EV-0-7)."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 5, "RAJ event unshaded: remove muslim-state EB")
    assert p.rules == ["5.1.2"] and "shift that space 2 levels" in p.text()
    assert s.spaces[sid("EB")].level == terms.ACTIVE_SUPPORT and "[applied by the replay]" in p.text()


def test_unshaded_wrong_amount(empty, play):
    """#5 unshaded (5.1): 2 levels, not 1 (from Neutral)."""
    p = play(empty, 5, "RAJ event unshaded: shift Punjab +1")
    assert p.rules == ["5.1"] and "shifts Punjab +2, not +1" in p.text()


def test_shaded_sets_up_to_3_states(empty, play, sid):
    """#5 shaded (5.1): up to 3 States - Princely States or Muslim States - to Passive
    Opposition."""
    s = empty
    s.set_muslim_state(sid("EB"))
    s.set_level(sid("Mysore"), terms.ACTIVE_SUPPORT)
    p = play(s, 5, "INC event shaded: set Hyderabad passive-opposition; set Mysore passive-opposition; "
                   "set EB passive-opposition")
    assert p.clean, p.text()
    assert all(s.spaces[sid(n)].level == terms.PASSIVE_OPPOSITION for n in ("Hyderabad", "Mysore", "EB"))


def test_shaded_four_states(empty, play):
    """#5 shaded (5.1): up to 3 States."""
    p = play(empty, 5, "INC event shaded: set Hyderabad passive-opposition; set Mysore passive-opposition; "
                       "set Orissa passive-opposition; set Rajputana passive-opposition")
    assert p.rules == ["5.1"] and "at most 3" in p.text()


def test_shaded_a_province_is_not_a_state(empty, play):
    """#5 shaded (5.1): States only (United Provinces is a Province)."""
    p = play(empty, 5, "INC event shaded: set UP passive-opposition")
    assert p.rules == ["5.1"] and "United Provinces is not a State" in p.text()


def test_shaded_wrong_level(empty, play):
    """#5 shaded (5.1): the level is Passive Opposition."""
    p = play(empty, 5, "INC event shaded: set Hyderabad active-opposition")
    assert p.rules == ["5.1"] and "the level is Passive Opposition" in p.text()
