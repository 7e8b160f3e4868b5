"""#18 Jinnah Supports Muslim India (5.1, 5.1.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def test_unshaded_base_and_two_shifts(empty, play, sid):
    """Unshaded (5.1): 1 Base where there is room, then its space and one adjacent space each 1 level
    toward Active Support (the two shifts in either order)."""
    s = empty
    p = play(s, 18, "ML event unshaded: place 1 MLB Sind; shift Punjab +1; shift Sind +1")
    assert p.clean, p.text()
    assert s.spaces[sid("Sind")].ml_bases == 1
    for name in ("Sind", "Punjab"):
        assert s.spaces[sid(name)].level == terms.PASSIVE_SUPPORT


def test_unshaded_revolutionary_base(empty, play, sid):
    """Unshaded (5.1): "1 Base" - either faction's (a Revolutionary Base, executed by the Raj)."""
    s = empty
    p = play(s, 18, "RAJ event unshaded: place 1 RB UP; shift UP +1; shift Delhi +1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].rev_bases == 1


def test_unshaded_base_where_no_room(empty, play, sid):
    """Unshaded (5.1, 5.1.1): Sind (Population 1) already holds a Base."""
    s = empty
    s.place(terms.REV_BASES, sid("Sind"), 1)
    p = play(s, 18, "ML event unshaded: place 1 MLB Sind; shift Sind +1; shift Punjab +1")
    assert p.rules == ["5.1", "1.4.2", "5.1.2", "5.1", "5.1", "5.1"] and "Sind is not with room for a Base" in p.text()
    assert s.spaces[sid("Sind")].ml_bases == 0


def test_unshaded_two_adjacent_spaces(empty, play):
    """Unshaded (5.1): that space and ONE adjacent space."""
    p = play(empty, 18, "ML event unshaded: place 1 MLB Sind; shift Punjab +1; shift Baluchistan +1")
    assert p.rules == ["5.1"] and "one adjacent space only: Punjab is shifted already" in p.text()


def test_unshaded_space_not_adjacent(empty, play):
    """Unshaded (5.1): the second space is adjacent to the Base's (Bihar is not next to Sind)."""
    p = play(empty, 18, "ML event unshaded: place 1 MLB Sind; shift Sind +1; shift Bihar +1")
    assert p.rules == ["5.1"] and "Bihar is not the Base's space or adjacent to it" in p.text()


def test_unshaded_adjacent_shift_left_out(empty, play):
    """Unshaded (5.1.2): both shifts are mandatory."""
    p = play(empty, 18, "ML event unshaded: place 1 MLB Sind; shift Sind +1")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_base_space_at_active_support(empty, play, sid):
    """Unshaded (5.1.2): a space at Active Support cannot shift further; the adjacent one alone
    is what the board allows."""
    s = empty
    s.set_level(sid("Sind"), terms.ACTIVE_SUPPORT)
    p = play(s, 18, "ML event unshaded: place 1 MLB Sind; shift Punjab +1")
    assert p.clean, p.text()


def test_unshaded_shift_before_the_base(empty, play):
    """Unshaded (5.1): "that space" is the Base's: the Base comes first."""
    p = play(empty, 18, "ML event unshaded: shift Sind +1; place 1 MLB Sind; shift Punjab +1")
    assert p.rules == ["5.1.2", "5.1", "5.1"] and "Sind is not the Base's space" in p.text()


def test_shaded_unity_and_activists(empty, play, sid):
    """Shaded (5.1, 5.1.1): Unity +1 and up to 4 Activists of either faction in Muslim spaces."""
    s = empty
    s.unity = 2
    p = play(s, 18, "ML event shaded: unity +1; place 2 ML Punjab; place 1 INC Calcutta; place 1 ML Assam")
    assert p.clean, p.text()
    assert s.unity == 3
    assert s.spaces[sid("Punjab")].ml_activists == 2 and s.spaces[sid("Calcutta")].inc_activists == 1


def test_shaded_not_a_muslim_space(empty, play):
    """Shaded (5.1): United Provinces is not a Muslim space."""
    p = play(empty, 18, "ML event shaded: unity +1; place 1 ML UP")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim space" in p.text()


def test_shaded_five_activists(empty, play):
    """Shaded (5.1): up to 4 Activists."""
    p = play(empty, 18, "ML event shaded: unity +1; place 3 ML Punjab; place 2 INC Sind")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_unity_left_out(empty, play):
    """Shaded (5.1.2, EV-0-7): the Unity shift is part of the text: left out, it is reported and applied."""
    s = empty
    s.unity = 2
    p = play(s, 18, "ML event shaded: place 1 ML Punjab")
    assert p.rules == ["5.1.2"] and "unity +1" in p.text() and s.unity == 3


def test_shaded_unity_stops_at_5(empty, play):
    """Shaded (5.1.4): at 5, Unity stays; `unity +0` is the shift actually possible."""
    s = empty
    p = play(s, 18, "ML event shaded: unity +0; place 1 ML Punjab")
    assert p.clean, p.text()
    assert s.unity == 5
