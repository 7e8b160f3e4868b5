"""#66 Gandhi's Fast unto Death (5.1, 5.1.1, 5.1.4)."""

from gandhi_cli.model import terms


def _both(s, sid, *names):
    for name in names:
        s.place(terms.INC_ACTIVISTS, sid(name), 1)
        s.place(terms.ML_ACTIVISTS, sid(name), 1)


def test_unshaded_unrest_where_both_and_unity(empty, play, sid):
    """#66 unshaded (5.1, 5.1.4): Unrest in up to 2 spaces with both factions' Activists (on a
    Railway a Strike); Unity -1."""
    s = empty
    s.unity = 3
    _both(s, sid, "Punjab", "RW-A")
    p = play(s, 66, "RAJ event unshaded: add unrest Punjab; add strike RW-A; unity -1")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].unrest == 1 and s.spaces[sid("RW-A")].strike
    assert s.unity == 2


def test_unshaded_only_unity(empty, play):
    """#66 unshaded (5.1): 'up to 2': no Unrest at all, Unity -1 still."""
    p = play(empty, 66, "RAJ event unshaded: unity -1")
    assert p.clean and empty.unity == 4


def test_unshaded_space_with_one_faction_only(empty, play, sid):
    """#66 unshaded (5.1): both Congress and League Activists in the space."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    p = play(s, 66, "RAJ event unshaded: add unrest UP; unity -1")
    assert p.rules == ["5.1"] and "United Provinces is not with both Congress and Muslim League" in p.text()


def test_unshaded_three_spaces(empty, play, sid):
    """#66 unshaded (5.1): up to 2 spaces."""
    s = empty
    _both(s, sid, "UP", "Bihar", "Delhi")
    p = play(s, 66, "RAJ event unshaded: add unrest UP; add unrest Bihar; add unrest Delhi; unity -1")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_two_in_one_space(empty, play, sid):
    """#66 unshaded (5.1): 1 Unrest marker per space."""
    s = empty
    _both(s, sid, "UP")
    p = play(s, 66, "RAJ event unshaded: add unrest UP; add unrest UP; unity -1")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_unshaded_unity_left_out(empty, play):
    """#66 unshaded (5.1.2, EV-0-7): Unity -1 left out is reported and applied."""
    p = play(empty, 66, "RAJ event unshaded")
    assert p.rules == ["5.1.2"] and "left out (unity -1)" in p.text() and empty.unity == 4


def test_unshaded_unity_before_unrest(empty, play, sid):
    """#66 unshaded (5.1): the text's order: Unrest, then Unity."""
    s = empty
    _both(s, sid, "UP")
    p = play(s, 66, "RAJ event unshaded: unity -1; add unrest UP")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def test_shaded_replaces_guerrillas_with_activists(empty, play, sid):
    """#66 shaded (5.1): up to 3 Guerrillas replaced by Activists of either faction; Restraint +1."""
    s = empty
    s.restraint = 2
    s.place(terms.GUERRILLAS, sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    s.activate_guerrillas(sid("Bihar"), 1)
    p = play(s, 66, "INC event shaded: replace 2G UP with 1 INC 1 ML; replace 1G Bihar with 1 INC; restraint +1")
    assert p.clean, p.text()
    up, bihar = s.spaces[sid("UP")], s.spaces[sid("Bihar")]
    assert up.guerrillas == 0 and up.inc_activists == 1 and up.ml_activists == 1
    assert bihar.guerrillas == 0 and bihar.inc_activists == 1
    assert s.restraint == 3


def test_shaded_four_guerrillas(empty, play, sid):
    """#66 shaded (5.1): up to 3."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 4)
    p = play(s, 66, "INC event shaded: replace 4G UP with 4 INC; restraint +1")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_replaced_by_cubes(empty, play, sid):
    """#66 shaded (5.1): Activists, not Sepoys."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 66, "INC event shaded: replace 1G UP with 1S; restraint +1")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()
    assert s.spaces[sid("UP")].guerrillas == 1


def test_shaded_removed_when_no_activist_available(empty, play, sid):
    """#66 shaded (5.1.1): with no Activist Available the Guerrilla is removed instead."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    for kind in terms.ACTIVISTS:
        s.out_of_play[kind] = s.forces.pieces[kind]
    p = play(s, 66, "INC event shaded: remove 1G UP; restraint +1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas == 0


def test_shaded_removed_though_activists_available(empty, play, sid):
    """#66 shaded (5.1.1): replace, not remove, while Activists are Available."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 66, "INC event shaded: remove 1G UP; restraint +1")
    assert p.rules == ["5.1"] and "only when no replacement is Available" in p.text()


def test_shaded_wrong_restraint(empty, play, sid):
    """#66 shaded (5.1): Restraint +1, not +2."""
    s = empty
    s.restraint = 2
    p = play(s, 66, "INC event shaded: restraint +2")
    assert p.rules == ["5.1"] and "the text gives +1, not +2" in p.text()
