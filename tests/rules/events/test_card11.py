"""#11 Aga Khan Palace Turned into a Jail (5.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def _gandhi_in_up(s, sid):
    up = sid("UP")
    s.place(terms.GANDHI, up)
    s.place(terms.INC_ACTIVISTS, up, 2)
    s.place(terms.ML_ACTIVISTS, up, 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.unity, s.restraint = 3, 3
    return up


def test_unshaded_gandhi_and_his_activists_arrested_unity_down(empty, play, sid):
    """#11 unshaded (5.1): Gandhi and all Activists in his space (both factions) to Jail, Unity
    -1; as 5.1's example says, no Restraint shift and no Protest follow."""
    s = empty
    up = _gandhi_in_up(s, sid)
    protests = s.protests_on_map()
    p = play(s, 11, "RAJ event unshaded: arrest gandhi 2 INC 1 ML UP; unity -1")
    assert p.clean, p.text()
    assert s.gandhi == terms.JAIL and s.spaces[up].activists == 0
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 1
    assert s.unity == 2 and s.restraint == 3 and s.protests_on_map() == protests
    assert s.spaces[sid("Bihar")].inc_activists == 1


def test_unshaded_steps_in_any_order(empty, play, sid):
    """#11 unshaded (5.1): Gandhi and the Activists may be written in separate steps, in any
    order (after Gandhi is gone, "his space" is still the one he was in)."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 11, "RAJ event unshaded: arrest gandhi UP; arrest 1 ML UP; arrest 2 INC UP; unity -1")
    assert p.clean, p.text()


def test_unshaded_activists_left(empty, play, sid):
    """#11 unshaded (5.1): all the Activists in his space."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 11, "RAJ event unshaded: arrest gandhi 2 INC UP; unity -1")
    assert p.rules == ["5.1"] and "all of them, but 1" in p.text() and "left in United Provinces" in p.text()


def test_unshaded_activists_elsewhere(empty, play, sid):
    """#11 unshaded (5.1): only in Gandhi's space."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 11, "RAJ event unshaded: arrest gandhi 2 INC 1 ML UP; arrest 1 INC Bihar; unity -1")
    assert p.rules == ["5.1"] and "Bihar is not Gandhi's space" in p.text()


def test_unshaded_no_restraint_shift(empty, play, sid):
    """#11 unshaded, 5.1's example (IT:849): arresting Gandhi by this Event shifts no Restraint:
    a `restraint -1` is no part of the text."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 11, "RAJ event unshaded: arrest gandhi 2 INC 1 ML UP; restraint -1; unity -1")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.restraint == 3


def test_unshaded_unity_left_out(empty, play, sid):
    """#11 unshaded (5.1.2, EV-0-7): the Unity shift is fixed: left out, it is reported and applied."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 11, "RAJ event unshaded: arrest gandhi 2 INC 1 ML UP")
    assert p.rules == ["5.1.2"] and "unity -1" in p.text()
    assert s.unity == 2


def test_unshaded_gandhi_not_on_the_map(empty, play):
    """#11 unshaded (5.1.2): with Gandhi off the map, only the Unity shift can be carried out."""
    s = empty
    s.unity = 3
    p = play(s, 11, "RAJ event unshaded: unity -1")
    assert p.clean, p.text()
    assert s.unity == 2


def _jail(s):
    s.gandhi = terms.JAIL
    s.jail[terms.INC_ACTIVISTS] = 5
    s.jail[terms.ML_ACTIVISTS] = 2


def test_shaded_gandhi_and_3_to_spaces_the_rest_to_available(empty, play, sid):
    """#11 shaded (5.1): Gandhi and 3 Activists from Jail to any spaces, all the other Activists
    (both factions) to Available."""
    s = empty
    _jail(s)
    p = play(s, 11, "INC event shaded: release gandhi 2 INC to UP; release 1 ML to Bihar; release 3 INC; release 1 ML")
    assert p.clean, p.text()
    assert s.gandhi == sid("UP") and s.spaces[sid("UP")].inc_activists == 2 and s.spaces[sid("Bihar")].ml_activists == 1
    assert s.jail[terms.INC_ACTIVISTS] == 0 and s.jail[terms.ML_ACTIVISTS] == 0


def test_shaded_the_rest_first(empty, play, sid):
    """#11 shaded (5.1): no order between the releases."""
    s = empty
    _jail(s)
    p = play(s, 11, "INC event shaded: release 4 INC; release gandhi to UP; place 1 INC 2 ML Bihar from jail")
    assert p.clean, p.text()


def test_shaded_four_activists_to_spaces(empty, play):
    """#11 shaded (5.1): 3 Activists go to spaces, not 4."""
    s = empty
    _jail(s)
    p = play(s, 11, "INC event shaded: release gandhi 4 INC to UP; release 1 INC; release 2 ML")
    assert p.rules == ["5.1"] and "3 Activists go to spaces, not 4" in p.text()


def test_shaded_gandhi_left_in_jail(empty, play):
    """#11 shaded (5.1.2): Gandhi is released."""
    s = empty
    _jail(s)
    p = play(s, 11, "INC event shaded: release 3 INC to UP; release 2 INC; release 2 ML")
    assert p.rules == ["5.1.2"] and "4 could be carried out, the log did 3" in p.text()
    assert s.gandhi == terms.JAIL


def test_shaded_gandhi_to_available(empty, play):
    """#11 shaded (5.1): Gandhi goes to a space, not to Available."""
    s = empty
    _jail(s)
    p = play(s, 11, "INC event shaded: release gandhi; release 3 INC to UP; release 2 INC; release 2 ML")
    assert p.rules == ["5.1", "5.1.2"] and "carries out no part of the text" in p.text()


def test_shaded_activists_left_in_jail(empty, play):
    """#11 shaded (5.1.2): all the Activists leave Jail."""
    s = empty
    _jail(s)
    p = play(s, 11, "INC event shaded: release gandhi 3 INC to UP; release 1 INC")
    assert p.rules == ["5.1.2"] and "the rest to Available': 4 could be carried out, the log did 1" in p.text()


def test_shaded_more_than_the_rest_to_available(empty, play):
    """#11 shaded (5.1): 3 Activists go to spaces: only the rest to Available."""
    s = empty
    _jail(s)
    p = play(s, 11, "INC event shaded: release 5 INC; release 2 ML; release gandhi to UP")
    assert "at most 4 in all, not 5" in p.text() and p.rules == ["5.1", "5.1"]
