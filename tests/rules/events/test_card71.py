"""#71 The Nankana Massacre Shocks India (5.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def test_unshaded_unrest_in_punjab_and_an_adjacent_space(empty, play, sid):
    """#71 unshaded (5.1): Unrest in Punjab (Troops there or not) and in 1 adjacent space without Troops."""
    s = empty
    s.place(terms.TROOPS, sid("Punjab"), 2)
    p = play(s, 71, "REV event unshaded: add unrest Punjab; add unrest Sind")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].unrest == 1 and s.spaces[sid("Sind")].unrest == 1


def test_unshaded_strike_on_an_adjacent_railway(empty, play, sid):
    """#71 unshaded (5.1.4): on an adjacent Railway, a Strike; the text sets no order."""
    p = play(empty, 71, "REV event unshaded: add strike NWR-DL; add unrest Punjab")
    assert p.clean, p.text()
    assert empty.spaces[sid("NWR-DL")].strike


def test_unshaded_adjacent_space_with_troops(empty, play, sid):
    """#71 unshaded (5.1): the adjacent space has no Troops."""
    s = empty
    s.place(terms.TROOPS, sid("Delhi"), 1)
    p = play(s, 71, "REV event unshaded: add unrest Punjab; add unrest Delhi")
    assert p.rules == ["5.1"] and "Delhi is not adjacent to Punjab without Troops" in p.text()


def test_unshaded_space_not_adjacent(empty, play):
    """#71 unshaded (5.1): adjacent to Punjab (Bihar is not)."""
    p = play(empty, 71, "REV event unshaded: add unrest Punjab; add unrest Bihar")
    assert p.rules == ["5.1"] and "Bihar is not adjacent to Punjab" in p.text()


def test_unshaded_punjab_left_out(empty, play, sid):
    """#71 unshaded (5.1.2): Punjab is named: leaving it out is reported."""
    p = play(empty, 71, "REV event unshaded: add unrest Sind")
    assert p.rules == ["5.1.2"] and "'Add 1 Unrest marker to Punjab': 1 could be carried out" in p.text()


def test_unshaded_two_adjacent_spaces(empty, play):
    """#71 unshaded (5.1): 1 adjacent space only."""
    p = play(empty, 71, "REV event unshaded: add unrest Punjab; add unrest Sind; add unrest Baluchistan")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_unshaded_two_markers_in_punjab(empty, play):
    """#71 unshaded (5.1): 1 Unrest marker to Punjab, and 1 adjacent space is left out (5.1.2)."""
    p = play(empty, 71, "REV event unshaded: add unrest Punjab; add unrest Punjab")
    assert p.rules == ["5.1", "5.1.2"] and "at most 1 in all, not 2" in p.text()


def test_shaded_moves_gandhi_and_shifts_punjab(empty, play, sid):
    """#71 shaded (5.1): Gandhi moved to Punjab from any space; Punjab 2 levels toward Active
    Opposition."""
    s = empty
    s.gandhi = sid("UP")
    s.set_level(sid("Punjab"), terms.PASSIVE_SUPPORT)
    p = play(s, 71, "INC event shaded: move gandhi UP>Punjab; shift Punjab -2")
    assert p.clean, p.text()
    assert s.gandhi == sid("Punjab") and s.spaces[sid("Punjab")].level == terms.PASSIVE_OPPOSITION


def test_shaded_releases_gandhi_from_jail(empty, play, sid):
    """#71 shaded (5.1): from Jail, Gandhi is released to Punjab."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 71, "INC event shaded: release gandhi to Punjab; shift Punjab -2")
    assert p.clean, p.text()
    assert s.gandhi == sid("Punjab") and s.spaces[sid("Punjab")].level == terms.ACTIVE_OPPOSITION


def test_shaded_released_to_available(empty, play, sid):
    """#71 shaded (5.1): released to Punjab, not to Available."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 71, "INC event shaded: release gandhi; shift Punjab -2")
    assert p.rules == ["5.1"] and "not to Available" in p.text()


def test_shaded_gandhi_elsewhere(empty, play, sid):
    """#71 shaded (5.1): Gandhi goes to Punjab, not to Sind."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 71, "INC event shaded: move gandhi UP>Sind; shift Punjab -2")
    assert p.rules == ["5.1"] and "Sind is not Punjab" in p.text()


def test_shaded_gandhi_not_moved(empty, play, sid):
    """#71 shaded (5.1.2): Gandhi's move is part of the text."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 71, "INC event shaded: shift Punjab -2")
    assert p.rules == ["5.1.2"] and "Move Gandhi to Punjab" in p.text()


def test_shaded_gandhi_already_in_punjab(empty, play, sid):
    """#71 shaded (5.1.2): Gandhi already in Punjab: only the shift."""
    s = empty
    s.gandhi = sid("Punjab")
    p = play(s, 71, "INC event shaded: shift Punjab -2")
    assert p.clean, p.text()


def test_shaded_shift_left_out(empty, play, sid):
    """#71 shaded (5.1.2): the shift of Punjab is part of the text."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 71, "INC event shaded: move gandhi UP>Punjab")
    assert p.rules == ["5.1.2"] and "shift Punjab 2 levels" in p.text()


def test_shaded_shift_one_level(empty, play, sid):
    """#71 shaded (5.1): 2 levels, not 1."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 71, "INC event shaded: move gandhi UP>Punjab; shift Punjab -1")
    assert p.rules == ["5.1"] and "shifts Punjab -2, not -1" in p.text()


def test_shaded_gandhi_from_available(empty, play, sid):
    """#71 shaded (5.1): Gandhi in Available is placed in Punjab."""
    p = play(empty, 71, "INC event shaded: place gandhi Punjab; shift Punjab -2")
    assert p.clean, p.text()
    assert empty.gandhi == sid("Punjab")
