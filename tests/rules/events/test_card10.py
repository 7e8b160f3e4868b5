"""#10 Aundh Experiment in National Government (5.1, 5.1.1, 5.1.4)."""

from gandhi_cli.model import terms


def _states(s, sid):
    s.restraint = 2
    s.set_level(sid("Hyderabad"), terms.PASSIVE_OPPOSITION)
    s.set_level(sid("Mysore"), terms.ACTIVE_SUPPORT)
    s.set_muslim_state(sid("EB"))
    s.set_level(sid("EB"), terms.ACTIVE_OPPOSITION)
    s.set_level(sid("UP"), terms.ACTIVE_OPPOSITION)


def test_unshaded_states_toward_neutral_up_to_restraint(empty, play, sid):
    """#10 unshaded (5.1): as many States as Restraint (2), each 1 level toward Neutral, from
    either side; a Muslim State is a State."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "RAJ event unshaded: shift Mysore -1; shift EB +1")
    assert p.clean, p.text()
    assert s.spaces[sid("Mysore")].level == terms.PASSIVE_SUPPORT
    assert s.spaces[sid("EB")].level == terms.PASSIVE_OPPOSITION


def test_unshaded_more_states_than_restraint(empty, play, sid):
    """#10 unshaded (5.1): no more States than the Restraint value (2)."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "RAJ event unshaded: shift Mysore -1; shift EB +1; shift Hyderabad +1")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_a_province_is_not_a_state(empty, play, sid):
    """#10 unshaded (5.1): States only."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "RAJ event unshaded: shift UP +1")
    assert p.rules == ["5.1"] and "United Provinces is not a State" in p.text()


def test_unshaded_away_from_neutral(empty, play, sid):
    """#10 unshaded (5.1): toward Neutral (Hyderabad is at Passive Opposition)."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "RAJ event unshaded: shift Hyderabad -1")
    assert p.rules == ["5.1"] and "shifts Hyderabad +1, not -1" in p.text()


def test_unshaded_two_levels(empty, play, sid):
    """#10 unshaded (5.1): each 1 level."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "RAJ event unshaded: shift Mysore -2")
    assert p.rules == ["5.1"] and "shifts Mysore -1, not -2" in p.text()


def test_shaded_protests_in_states_and_restraint(empty, play, sid):
    """#10 shaded (5.1, 5.1.1): Protest markers in up to 3 States, whatever Restraint (here 2),
    then Restraint +2."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "INC event shaded: add protest Hyderabad; add protest Mysore; add protest EB; restraint +2")
    assert p.clean, p.text()
    assert all(s.spaces[sid(n)].protest for n in ("Hyderabad", "Mysore", "EB"))
    assert s.restraint == 4


def test_shaded_four_states(empty, play, sid):
    """#10 shaded (5.1): up to 3 States."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "INC event shaded: add protest Hyderabad; add protest Mysore; add protest EB; "
                    "add protest Orissa; restraint +2")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_a_province_is_not_a_state(empty, play, sid):
    """#10 shaded (5.1): States only."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "INC event shaded: add protest UP; restraint +2")
    assert p.rules == ["5.1"] and "United Provinces is not a State" in p.text()


def test_shaded_restraint_left_out(empty, play, sid):
    """#10 shaded (5.1.2, EV-0-7): the Restraint shift is part of the text: left out, it is reported and
    applied."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "INC event shaded: add protest Hyderabad")
    assert p.rules == ["5.1.2"] and "restraint +2" in p.text()
    assert s.restraint == 4


def test_shaded_restraint_wrong_amount(empty, play, sid):
    """#10 shaded (5.1): +2, not +1."""
    s = empty
    _states(s, sid)
    p = play(s, 10, "INC event shaded: restraint +1")
    assert p.rules == ["5.1"] and "+2, not +1" in p.text()


def test_shaded_restraint_stops_at_5(empty, play):
    """#10 shaded (5.1.4): from 4, the shift that stops at 5 is accepted as written."""
    s = empty
    s.restraint = 4
    p = play(s, 10, "INC event shaded: restraint +1")
    assert p.clean, p.text()
    assert s.restraint == 5


def test_unshaded_state_already_neutral(empty, play):
    """#10 unshaded (5.1): a State at Neutral has no level toward Neutral to shift."""
    p = play(empty, 10, "RAJ event unshaded: shift Hyderabad +1")
    assert p.rules == ["5.1"] and "Hyderabad is at Neutral already: it cannot be chosen" in p.text()
