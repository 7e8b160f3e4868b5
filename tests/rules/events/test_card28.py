"""#28 The British Seek to Divide and Rule (5.1, 5.1.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def test_unshaded_unity_base_and_shift(empty, play, sid):
    """#28 unshaded (5.1): Unity -1, a League or Revolutionary Base, its space 2 levels toward
    Active Support."""
    s = empty
    p = play(s, 28, "RAJ event unshaded: unity -1; place 1 MLB UP; shift UP +2")
    assert p.clean, p.text()
    assert s.unity == 4 and s.spaces[sid("UP")].ml_bases == 1
    assert s.spaces[sid("UP")].level == terms.ACTIVE_SUPPORT


def test_unshaded_revolutionary_base_shift_stops_at_active_support(empty, play, sid):
    """#28 unshaded (5.1): from Passive Support the space can only rise 1 level; `+1` is accepted."""
    s = empty
    s.set_level(sid("Bihar"), terms.PASSIVE_SUPPORT)
    p = play(s, 28, "RAJ event unshaded: unity -1; place 1 RB Bihar; shift Bihar +1")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].rev_bases == 1 and s.spaces[sid("Bihar")].level == terms.ACTIVE_SUPPORT


def test_unshaded_shift_in_another_space(empty, play, sid):
    """#28 unshaded (5.1): 'that space' is the Base's."""
    p = play(empty, 28, "RAJ event unshaded: unity -1; place 1 MLB UP; shift Bihar +2")
    assert p.rules == ["5.1"] and "Bihar is not chosen for" in p.text()


def test_unshaded_shift_left_out(empty, play):
    """#28 unshaded (5.1.2): the shift of the Base's space is not optional."""
    p = play(empty, 28, "RAJ event unshaded: unity -1; place 1 MLB UP")
    assert p.rules == ["5.1.2"] and "'and shift that space 2 levels toward Active Support': 1 could" in p.text()


def test_unshaded_shift_by_one(empty, play):
    """#28 unshaded (5.1): 2 levels, not 1."""
    p = play(empty, 28, "RAJ event unshaded: unity -1; place 1 MLB UP; shift UP +1")
    assert p.rules == ["5.1"] and "shifts United Provinces +2, not +1" in p.text()


def test_unshaded_base_left_out(empty, play):
    """#28 unshaded (5.1.2): a Base is added where possible."""
    p = play(empty, 28, "RAJ event unshaded: unity -1")
    assert p.rules == ["5.1.2"] and "Add 1 Muslim League or Revolutionary Base" in p.text()


def test_unshaded_no_base_available(empty, play):
    """#28 unshaded (5.1.2): with no Base Available nothing more can be done, nothing is reported."""
    s = empty
    for kind in terms.BASES:
        s.out_of_play[kind] = s.forces.pieces[kind]
    p = play(s, 28, "RAJ event unshaded: unity -1")
    assert p.clean, p.text()


def test_unshaded_two_bases(empty, play):
    """#28 unshaded (5.1): 1 Base, not 2."""
    p = play(empty, 28, "RAJ event unshaded: unity -1; place 2 MLB UP; shift UP +2")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_unshaded_wrong_piece(empty, play):
    """#28 unshaded (5.1): a League or Revolutionary Base, not a Guerrilla."""
    p = play(empty, 28, "RAJ event unshaded: unity -1; place 1G UP")
    assert p.rules[0] == "5.1" and "carries out no part of the text" in p.text()


def test_unshaded_base_where_no_room(empty, play, sid):
    """#28 unshaded (5.1.1, 1.4.2): no more Bases than Population (Delhi, Population 1)."""
    s = empty
    s.place(terms.REV_BASES, sid("Delhi"), 1)
    p = play(s, 28, "RAJ event unshaded: unity -1; place 1 MLB Delhi; place 1 MLB UP; shift UP +2")
    assert p.rules == ["1.4.2"] and "Delhi holds at most 1 Bases" in p.text()
    assert s.spaces[sid("Delhi")].ml_bases == 0 and s.spaces[sid("UP")].ml_bases == 1


def test_unshaded_unity_wrong_amount(empty, play):
    """#28 unshaded (5.1): Unity -1 as the text fixes it."""
    p = play(empty, 28, "RAJ event unshaded: unity -2; place 1 MLB UP; shift UP +2")
    assert p.rules == ["5.1"] and "the text gives -1, not -2" in p.text()


def test_unshaded_unity_left_out(empty, play):
    """#28 unshaded (5.1.2, EV-0-7): the Unity shift left out is reported and applied."""
    s = empty
    p = play(s, 28, "RAJ event unshaded: place 1 MLB UP; shift UP +2")
    assert p.rules == ["5.1.2"] and "'Shift Unity -1' is left out" in p.text()
    assert s.unity == 4


def test_shaded_unity_and_shift(empty, play, sid):
    """#28 shaded (5.1): Unity +1, 1 space with Congress Activists 1 level toward Active Opposition."""
    s = empty
    s.unity = 3
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 28, "INC event shaded: unity +1; shift Bihar -1")
    assert p.clean, p.text()
    assert s.unity == 4 and s.spaces[sid("Bihar")].level == terms.PASSIVE_OPPOSITION


def test_shaded_any_order(empty, play, sid):
    """#28 shaded (5.1): '… and …' - the two effects in either order; Unity stops at 5 (5.1.4)."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 28, "INC event shaded: shift Bihar -1; unity +1")
    assert p.clean, p.text()
    assert s.unity == 5


def test_shaded_space_without_congress_activists(empty, play, sid):
    """#28 shaded (5.1): the space has Congress Activists (League ones do not count)."""
    s = empty
    s.place(terms.ML_ACTIVISTS, sid("Punjab"), 2)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 28, "INC event shaded: unity +1; shift Punjab -1")
    assert p.rules == ["5.1"] and "Punjab is not with Congress Activists" in p.text()


def test_shaded_two_spaces(empty, play, sid):
    """#28 shaded (5.1): 1 space only."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 28, "INC event shaded: unity +1; shift Bihar -1; shift UP -1")
    assert p.rules == ["5.1"] and "at most 1 in all" in p.text()


def test_shaded_shift_by_two(empty, play, sid):
    """#28 shaded (5.1): 1 level, not 2."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 28, "INC event shaded: unity +1; shift Bihar -2")
    assert p.rules == ["5.1"] and "shifts Bihar -1, not -2" in p.text()


def test_shaded_shift_left_out(empty, play, sid):
    """#28 shaded (5.1.2): the shift is not optional when a space has Congress Activists."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 28, "INC event shaded: unity +1")
    assert p.rules == ["5.1.2"] and "1 could be carried out, the log did 0" in p.text()
