"""#46 Bardoli Satyagraha for Rent Relief (5.1)."""

from gandhi_cli.model import terms


def test_unshaded_three_princely_states(empty, play, sid):
    """#46 unshaded (5.1): up to 3 Princely States each 1 level toward Active Support."""
    s = empty
    s.set_level(sid("Mysore"), terms.PASSIVE_OPPOSITION)
    p = play(s, 46, "RAJ event unshaded: shift Hyderabad +1; shift Mysore +1; shift Orissa +1")
    assert p.clean, p.text()
    assert s.spaces[sid("Hyderabad")].level == terms.PASSIVE_SUPPORT
    assert s.spaces[sid("Mysore")].level == terms.NEUTRAL


def test_unshaded_none_is_allowed(empty, play):
    """#46 unshaded (5.1): 'up to 3': none is a legal choice."""
    p = play(empty, 46, "RAJ event unshaded")
    assert p.clean, p.text()


def test_unshaded_four_states(empty, play):
    """#46 unshaded (5.1): up to 3."""
    p = play(empty, 46, "RAJ event unshaded: shift Hyderabad +1; shift Mysore +1; shift Orissa +1; shift Rajputana +1")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_unshaded_a_province(empty, play):
    """#46 unshaded (5.1): Princely States only (Bihar is a Province)."""
    p = play(empty, 46, "RAJ event unshaded: shift Bihar +1")
    assert p.rules == ["5.1"] and "Bihar is not a Princely State" in p.text()


def test_unshaded_a_muslim_state(empty, play, sid):
    """#46 unshaded (5.1): a Muslim State is a State but not a Princely State."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    p = play(s, 46, "RAJ event unshaded: shift Sind +1")
    assert p.rules == ["5.1"] and "Sind is not a Princely State" in p.text()


def test_unshaded_two_levels(empty, play):
    """#46 unshaded (5.1): 1 level each, once each."""
    p = play(empty, 46, "RAJ event unshaded: shift Hyderabad +1; shift Hyderabad +1")
    assert p.rules == ["5.1"] and "at most 1 in Hyderabad" in p.text()


def test_unshaded_at_active_support(empty, play, sid):
    """#46 unshaded (5.1): a State at Active Support cannot shift further."""
    s = empty
    s.set_level(sid("Hyderabad"), terms.ACTIVE_SUPPORT)
    p = play(s, 46, "RAJ event unshaded: shift Hyderabad +1")
    assert p.rules == ["5.1"] and "Hyderabad is not a Princely State able to shift toward Active Support" in p.text()


def test_shaded_princely_and_muslim_states(empty, play, sid):
    """#46 shaded (5.1): up to 2 States, Princely or Muslim, each 1 level toward Active Opposition."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    p = play(s, 46, "INC event shaded: shift Sind -1; shift Mysore -1")
    assert p.clean, p.text()
    assert s.spaces[sid("Sind")].level == terms.PASSIVE_OPPOSITION
    assert s.spaces[sid("Mysore")].level == terms.PASSIVE_OPPOSITION


def test_shaded_a_province(empty, play):
    """#46 shaded (5.1): a Province without a Muslim State is not a State."""
    p = play(empty, 46, "INC event shaded: shift Sind -1")
    assert p.rules == ["5.1"] and "Sind is not a State" in p.text()


def test_shaded_three_states(empty, play):
    """#46 shaded (5.1): up to 2."""
    p = play(empty, 46, "INC event shaded: shift Hyderabad -1; shift Mysore -1; shift Orissa -1")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_wrong_direction(empty, play):
    """#46 shaded (5.1): toward Active Opposition."""
    p = play(empty, 46, "INC event shaded: shift Hyderabad +1")
    assert p.rules == ["5.1"] and "shifts Hyderabad -1, not +1" in p.text()


def test_shaded_at_active_opposition(empty, play, sid):
    """#46 shaded (5.1): a State at Active Opposition cannot shift further."""
    s = empty
    s.set_level(sid("Mysore"), terms.ACTIVE_OPPOSITION)
    p = play(s, 46, "INC event shaded: shift Mysore -1")
    assert p.rules == ["5.1"] and "Mysore is not a State able to shift toward Active Opposition" in p.text()
