"""#67 Demand for Land Reform (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def test_unshaded_shifts_states_then_removes_a_muslim_state(empty, play, sid):
    """#67 unshaded (5.1): up to 3 States (Princely or Muslim) 1 level toward Active Support,
    then 1 Muslim State removed."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    s.set_muslim_state(sid("EB"))
    p = play(s, 67, "RAJ event unshaded: shift Orissa +1; shift Sind +1; remove muslim-state EB")
    assert p.clean, p.text()
    assert s.spaces[sid("Orissa")].level == s.spaces[sid("Sind")].level == terms.PASSIVE_SUPPORT
    assert not s.spaces[sid("EB")].muslim_state and s.spaces[sid("Sind")].muslim_state


def test_unshaded_province_is_not_a_state(empty, play, sid):
    """#67 unshaded (5.1): States only (United Provinces is a Province)."""
    p = play(empty, 67, "RAJ event unshaded: shift UP +1")
    assert p.rules == ["5.1"] and "United Provinces is not a State" in p.text()


def test_unshaded_four_states(empty, play):
    """#67 unshaded (5.1): up to 3 States."""
    p = play(empty, 67, "RAJ event unshaded: shift Orissa +1; shift Mysore +1; shift Hyderabad +1; "
                        "shift Rajputana +1")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_unshaded_two_levels(empty, play):
    """#67 unshaded (5.1): each State 1 level."""
    p = play(empty, 67, "RAJ event unshaded: shift Orissa +2")
    assert p.rules == ["5.1"] and "shifts Orissa +1, not +2" in p.text()


def test_unshaded_muslim_state_not_removed(empty, play, sid):
    """#67 unshaded (5.1.2): '1 Muslim State' is a bare number: with one on the map it goes."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    p = play(s, 67, "RAJ event unshaded: shift Orissa +1")
    assert p.rules == ["5.1.2"] and "'then remove 1 Muslim State': 1 could be carried out" in p.text()


def test_unshaded_no_muslim_state_on_the_map(empty, play):
    """#67 unshaded (5.1.2): no Muslim State on the map: only the shifts."""
    p = play(empty, 67, "RAJ event unshaded: shift Orissa +1")
    assert p.clean, p.text()


def test_unshaded_removal_before_shifts(empty, play, sid):
    """#67 unshaded (5.1): 'then': the shifts first."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    p = play(s, 67, "RAJ event unshaded: remove muslim-state Sind; shift Orissa +1")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def test_shaded_shifts_states_and_removes_sepoys(empty, play, sid):
    """#67 shaded (5.1, 5.1.3): up to 3 States toward Active Opposition, up to 4 Sepoys in total
    from them to Available."""
    s = empty
    s.place(terms.SEPOYS, sid("Orissa"), 3)
    s.place(terms.SEPOYS, sid("Mysore"), 2)
    avail = s.available(terms.SEPOYS)
    p = play(s, 67, "INC event shaded: shift Orissa -1; shift Mysore -1; remove 2S Orissa; remove 2S Mysore")
    assert p.clean, p.text()
    assert s.spaces[sid("Orissa")].level == s.spaces[sid("Mysore")].level == terms.PASSIVE_OPPOSITION
    assert s.spaces[sid("Orissa")].sepoys == 1 and s.spaces[sid("Mysore")].sepoys == 0
    assert s.available(terms.SEPOYS) == avail + 4


def test_shaded_five_sepoys(empty, play, sid):
    """#67 shaded (5.1): up to 4 Sepoys in total."""
    s = empty
    s.place(terms.SEPOYS, sid("Orissa"), 5)
    p = play(s, 67, "INC event shaded: shift Orissa -1; remove 5S Orissa")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_sepoys_from_a_space_not_shifted(empty, play, sid):
    """#67 shaded (5.1): Sepoys from the chosen spaces only."""
    s = empty
    s.place(terms.SEPOYS, sid("Hyderabad"), 2)
    p = play(s, 67, "INC event shaded: shift Orissa -1; remove 2S Hyderabad")
    assert p.rules == ["5.1"] and "Hyderabad is not chosen for" in p.text()


def test_shaded_troops_removed(empty, play, sid):
    """#67 shaded (5.1): Sepoys, not Troops."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    s.place(terms.SEPOYS, sid("Sind"), 1)
    p = play(s, 67, "INC event shaded: shift Sind -1; remove 1T Sind")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()


def test_shaded_toward_support(empty, play):
    """#67 shaded (5.1): toward Active Opposition."""
    p = play(empty, 67, "INC event shaded: shift Orissa +1")
    assert p.rules == ["5.1"] and "shifts Orissa -1, not +1" in p.text()
