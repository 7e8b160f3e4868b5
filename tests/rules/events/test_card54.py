"""#54 Hyderabad Defends its Independence (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def _states(s, sid):
    s.place(terms.GUERRILLAS, sid("Orissa"), 3)
    s.place(terms.GUERRILLAS, sid("Mysore"), 1)
    s.place(terms.GUERRILLAS, sid("Hyderabad"), 1)
    s.set_muslim_state(sid("Sind"))


def test_unshaded_sepoys_then_guerrillas_per_cube(empty, play, sid):
    """#54 unshaded (5.1): up to 6 Sepoys in up to 3 States (a Muslim State is one), then in each
    of them 1 Guerrilla per cube there."""
    s = empty
    _states(s, sid)
    p = play(s, 54, "RAJ event unshaded: place 2S Orissa; place 1S Mysore; place 3S Sind; remove 2G Orissa; "
                    "remove 1G Mysore")
    assert p.clean, p.text()
    assert s.spaces[sid("Orissa")].sepoys == 2 and s.spaces[sid("Orissa")].guerrillas == 1
    assert s.spaces[sid("Mysore")].guerrillas == 0 and s.spaces[sid("Sind")].sepoys == 3
    assert s.spaces[sid("Hyderabad")].guerrillas == 1


def test_unshaded_four_states(empty, play):
    """#54 unshaded (5.1): up to 3 States."""
    s = empty
    p = play(s, 54, "RAJ event unshaded: place 1S Orissa; place 1S Mysore; place 1S Hyderabad; place 1S Rajputana")
    assert p.rules == ["5.1"] and "at most 3 space(s)" in p.text()


def test_unshaded_seven_sepoys(empty, play):
    """#54 unshaded (5.1): up to 6 Sepoys."""
    p = play(empty, 54, "RAJ event unshaded: place 4S Orissa; place 3S Mysore")
    assert p.rules == ["5.1"] and "at most 6 in all, not 7" in p.text()


def test_unshaded_not_a_state(empty, play):
    """#54 unshaded (5.1): States only (United Provinces is a Province)."""
    p = play(empty, 54, "RAJ event unshaded: place 2S UP")
    assert p.rules == ["5.1"] and "United Provinces is not a State" in p.text()


def test_unshaded_more_guerrillas_than_cubes(empty, play, sid):
    """#54 unshaded (5.1): 1 Guerrilla for each cube there (2 in Orissa)."""
    s = empty
    _states(s, sid)
    p = play(s, 54, "RAJ event unshaded: place 2S Orissa; remove 3G Orissa")
    assert p.rules == ["5.1"] and "at most 2 in Orissa, not 3" in p.text()


def test_unshaded_fewer_guerrillas_than_cubes(empty, play, sid):
    """#54 unshaded (5.1.2): '1 for each cube' is a bare number: 2 could go in Orissa."""
    s = empty
    _states(s, sid)
    p = play(s, 54, "RAJ event unshaded: place 2S Orissa; remove 1G Orissa")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_guerrilla_in_a_state_not_chosen(empty, play, sid):
    """#54 unshaded (5.1): 'in each State' - the States that got Sepoys (Hyderabad got none)."""
    s = empty
    _states(s, sid)
    s.place(terms.SEPOYS, sid("Hyderabad"), 1)
    p = play(s, 54, "RAJ event unshaded: place 1S Mysore; remove 1G Mysore; remove 1G Hyderabad")
    assert p.rules == ["5.1"] and "Hyderabad is not chosen for 'Add up to 6 Sepoys in up to 3 States'" in p.text()


def test_unshaded_sepoys_after_the_removals(empty, play, sid):
    """#54 unshaded (5.1): 'then' - all Sepoys first, then the Guerrillas."""
    s = empty
    _states(s, sid)
    p = play(s, 54, "RAJ event unshaded: place 1S Orissa; remove 1G Orissa; place 1S Mysore; remove 1G Mysore")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def _princely(s, sid):
    s.place(terms.SEPOYS, sid("Hyderabad"), 4)
    s.place(terms.SEPOYS, sid("Mysore"), 1)
    s.set_muslim_state(sid("Sind"))


def test_shaded_all_but_one_sepoy_or_a_shift(empty, play, sid):
    """#54 shaded (5.1): in each of 3 Princely States, Sepoys down to 1 or 1 level toward Active
    Opposition."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 3S Hyderabad; shift Mysore -1; shift Orissa -1")
    assert p.clean, p.text()
    assert s.spaces[sid("Hyderabad")].sepoys == 1 and s.spaces[sid("Hyderabad")].level == terms.NEUTRAL
    assert s.spaces[sid("Mysore")].level == terms.PASSIVE_OPPOSITION and s.spaces[sid("Mysore")].sepoys == 1
    assert s.spaces[sid("Orissa")].level == terms.PASSIVE_OPPOSITION


def test_shaded_both_options_in_one_space(empty, play, sid):
    """#54 shaded (5.1): 'or' - one option per space; the second is skipped."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 3S Hyderabad; shift Hyderabad -1; shift Mysore -1; shift Orissa -1")
    assert p.rules == ["5.1"] and "one option per space, and Hyderabad took" in p.text()
    assert s.spaces[sid("Hyderabad")].level == terms.NEUTRAL


def test_shaded_more_than_one_sepoy_left(empty, play, sid):
    """#54 shaded (5.1): 'all but 1' - 2 Sepoys left in Hyderabad."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 2S Hyderabad; shift Mysore -1; shift Orissa -1")
    assert p.rules == ["5.1"] and "2 Sepoys left in Hyderabad" in p.text()


def test_shaded_every_sepoy_removed(empty, play, sid):
    """#54 shaded (5.1): 'all but 1' - the last Sepoy stays."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 4S Hyderabad; shift Mysore -1; shift Orissa -1")
    assert p.rules == ["5.1"] and "at most 3 in Hyderabad, not 4" in p.text()


def test_shaded_four_states(empty, play, sid):
    """#54 shaded (5.1): 3 Princely States."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 3S Hyderabad; shift Mysore -1; shift Orissa -1; shift Rajputana -1")
    assert p.rules == ["5.1"] and "at most 3 space(s): Hyderabad, Mysore, Orissa already chosen" in p.text()


def test_shaded_two_states_only(empty, play, sid):
    """#54 shaded (5.1.2): a bare 3 - six Princely States could be chosen."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 3S Hyderabad; shift Mysore -1")
    assert p.rules == ["5.1.2"] and "3 space(s) could be chosen, the log chose 2" in p.text()


def test_shaded_muslim_state_is_not_princely(empty, play, sid):
    """#54 shaded (5.1): Princely States only - a Muslim State is a State, not a Princely State."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 3S Hyderabad; shift Mysore -1; shift Sind -1")
    assert p.rules == ["5.1"] and "Sind is not a Princely State" in p.text()


def test_shaded_wrong_direction(empty, play, sid):
    """#54 shaded (5.1): toward Active Opposition."""
    s = empty
    _princely(s, sid)
    p = play(s, 54, "INC event shaded: remove 3S Hyderabad; shift Mysore -1; shift Orissa +1")
    assert p.rules == ["5.1"] and "shifts Orissa -1, not +1" in p.text()


def test_shaded_fewer_states_where_nothing_can_be_done(empty, play, sid):
    """#54 shaded (5.1.2): a Princely State at Active Opposition with at most 1 Sepoy allows
    neither option; with 4 such, the 2 others are all the board allows."""
    s = empty
    for name in ("Jammu & Kashmir", "Rajputana", "Central India Agency", "Orissa"):
        s.set_level(sid(name), terms.ACTIVE_OPPOSITION)
    s.place(terms.SEPOYS, sid("Orissa"), 1)
    p = play(s, 54, "INC event shaded: shift Hyderabad -1; shift Mysore -1")
    assert p.clean, p.text()
