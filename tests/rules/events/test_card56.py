"""#56 Peasant Rebellion in Telagana (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def _states(s, sid):
    s.add_unrest(sid("Orissa"))
    s.add_unrest(sid("Orissa"))
    s.place_protest(sid("Orissa"), for_event=True)
    s.set_level(sid("Mysore"), terms.PASSIVE_OPPOSITION)
    s.add_unrest(sid("Hyderabad"))


def test_unshaded_markers_off_and_shift(empty, play, sid):
    """#56 unshaded (5.1): in up to 3 Princely States every Unrest and Protest marker goes and the
    space shifts 1 level toward Active Support (the steps of a State in any order)."""
    s = empty
    _states(s, sid)
    p = play(s, 56, "RAJ event unshaded: remove unrest Orissa; remove unrest Orissa; remove protest Orissa; "
                    "shift Orissa +1; shift Mysore +1; shift Hyderabad +1; remove unrest Hyderabad")
    assert p.clean, p.text()
    orissa = s.spaces[sid("Orissa")]
    assert orissa.unrest == 0 and not orissa.protest and orissa.level == terms.PASSIVE_SUPPORT
    assert s.spaces[sid("Mysore")].level == terms.NEUTRAL
    assert s.spaces[sid("Hyderabad")].unrest == 0 and s.spaces[sid("Hyderabad")].level == terms.PASSIVE_SUPPORT


def test_unshaded_no_state_is_legal(empty, play, sid):
    """#56 unshaded (5.1): 'up to 3' - none at all is legal."""
    s = empty
    _states(s, sid)
    assert play(s, 56, "RAJ event unshaded").clean


def test_unshaded_unrest_left(empty, play, sid):
    """#56 unshaded (5.1): 'the Unrest and Protest markers' - all of them in a State chosen."""
    s = empty
    _states(s, sid)
    p = play(s, 56, "RAJ event unshaded: remove unrest Orissa; remove protest Orissa; shift Orissa +1")
    assert p.rules == ["5.1"] and "Unrest left in Orissa" in p.text()


def test_unshaded_shift_left_out(empty, play, sid):
    """#56 unshaded (5.1): each State chosen is shifted."""
    s = empty
    _states(s, sid)
    p = play(s, 56, "RAJ event unshaded: remove unrest Hyderabad")
    assert p.rules == ["5.1.2"] and "Hyderabad is not shifted" in p.text()


def test_unshaded_four_states(empty, play):
    """#56 unshaded (5.1): up to 3 Princely States."""
    s = empty
    p = play(s, 56, "RAJ event unshaded: shift Orissa +1; shift Mysore +1; shift Hyderabad +1; shift Rajputana +1")
    assert p.rules == ["5.1"] and "at most 3 Princely States: Orissa, Mysore, Hyderabad already chosen" in p.text()


def test_unshaded_not_a_princely_state(empty, play, sid):
    """#56 unshaded (5.1): Princely States only."""
    s = empty
    s.add_unrest(sid("Bihar"))
    p = play(s, 56, "RAJ event unshaded: remove unrest Bihar; shift Bihar +1")
    assert set(p.rules) == {"5.1"} and "Bihar is not a Princely State" in p.text()


def test_unshaded_wrong_direction(empty, play):
    """#56 unshaded (5.1): toward Active Support."""
    p = play(empty, 56, "RAJ event unshaded: shift Orissa -1")
    assert p.rules == ["5.1"] and "shifts Orissa +1, not -1" in p.text()


def test_shaded_three_princely_states(empty, play, sid):
    """#56 shaded (5.1): any 3 Princely States 1 level toward Active Opposition."""
    s = empty
    p = play(s, 56, "INC event shaded: shift Hyderabad -1; shift Mysore -1; shift Orissa -1")
    assert p.clean, p.text()
    assert all(s.spaces[sid(n)].level == terms.PASSIVE_OPPOSITION for n in ("Hyderabad", "Mysore", "Orissa"))


def test_shaded_two_states(empty, play):
    """#56 shaded (5.1.2): a bare 3 - six Princely States could shift."""
    p = play(empty, 56, "INC event shaded: shift Hyderabad -1; shift Mysore -1")
    assert p.rules == ["5.1.2"] and "3 space(s) could be chosen, the log chose 2" in p.text()


def test_shaded_two_states_are_all_the_board_allows(empty, play, sid):
    """#56 shaded (5.1.2): States at Active Opposition cannot shift; 2 are then enough."""
    s = empty
    for name in ("Jammu & Kashmir", "Rajputana", "Central India Agency", "Orissa"):
        s.set_level(sid(name), terms.ACTIVE_OPPOSITION)
    assert play(s, 56, "INC event shaded: shift Hyderabad -1; shift Mysore -1").clean


def test_shaded_a_province(empty, play):
    """#56 shaded (5.1): Princely States only."""
    p = play(empty, 56, "INC event shaded: shift Hyderabad -1; shift Mysore -1; shift UP -1")
    assert p.rules == ["5.1"] and "United Provinces is not a Princely State" in p.text()


def test_shaded_two_levels(empty, play):
    """#56 shaded (5.1): each 1 level."""
    p = play(empty, 56, "INC event shaded: shift Hyderabad -2; shift Mysore -1; shift Orissa -1")
    assert p.rules == ["5.1"] and "shifts Hyderabad -1, not -2" in p.text()
