"""#59 The Khadi Looms (5.1, 5.1.4)."""

from gandhi_cli.model import terms


def _railways(s, sid):
    s.add_unrest(sid("RW-A"))  # a Strike
    s.place(terms.INC_ACTIVISTS, sid("RW-B"), 1)
    s.add_unrest(sid("RW-C"))
    s.place(terms.ML_ACTIVISTS, sid("RW-C"), 1)  # both: counted once
    s.place(terms.GUERRILLAS, sid("RW-D"), 1)  # a Guerrilla is no Activist
    s.resources[terms.RAJ] = 20
    s.restraint = 3


def test_unshaded_three_per_quiet_railway_and_restraint(empty, play, sid):
    """#59 unshaded (5.1): +3 for each of the 8 Railways with neither Strike nor Activists (+24),
    Restraint -1."""
    s = empty
    _railways(s, sid)
    p = play(s, 59, "RAJ event unshaded: resources RAJ +24; restraint -1")
    assert p.clean, p.text()
    assert s.resources[terms.RAJ] == 44 and s.restraint == 2


def test_unshaded_wrong_amount(empty, play, sid):
    """#59 unshaded (5.1): the amount follows the Railways (a Guerrilla does not count)."""
    s = empty
    _railways(s, sid)
    p = play(s, 59, "RAJ event unshaded: resources RAJ +21; restraint -1")
    assert p.rules == ["5.1"] and "the text gives +24, not +21" in p.text()


def test_unshaded_restraint_left_out(empty, play, sid):
    """#59 unshaded (5.1.2, EV-0-7): the Restraint shift is part of the text: reported and applied."""
    s = empty
    _railways(s, sid)
    p = play(s, 59, "RAJ event unshaded: resources RAJ +24")
    assert p.rules == ["5.1.2"] and "restraint -1" in p.text() and s.restraint == 2


def test_unshaded_restraint_before_resources(empty, play, sid):
    """#59 unshaded (5.1): in the text's order (Resources, then Restraint)."""
    s = empty
    _railways(s, sid)
    p = play(s, 59, "RAJ event unshaded: restraint -1; resources RAJ +24")
    assert set(p.rules) == {"5.1", "5.1.2"} and "comes before" in p.text()


def test_unshaded_resources_stop_at_50(empty, play, sid):
    """#59 unshaded (1.8): Resources stop at 50; the written amount is the text's."""
    s = empty
    _railways(s, sid)
    s.resources[terms.RAJ] = 40
    p = play(s, 59, "RAJ event unshaded: resources RAJ +24; restraint -1")
    assert p.clean and s.resources[terms.RAJ] == 50


def test_shaded_three_per_struck_or_occupied_railway(empty, play, sid):
    """#59 shaded (5.1): -3 for each Railway with a Strike and/or Activists (3: -9), Restraint +1."""
    s = empty
    _railways(s, sid)
    p = play(s, 59, "INC event shaded: resources RAJ -9; restraint +1")
    assert p.clean, p.text()
    assert s.resources[terms.RAJ] == 11 and s.restraint == 4


def test_shaded_wrong_amount(empty, play, sid):
    """#59 shaded (5.1): a Railway with both a Strike and Activists counts once."""
    s = empty
    _railways(s, sid)
    p = play(s, 59, "INC event shaded: resources RAJ -12; restraint +1")
    assert p.rules == ["5.1"] and "the text gives -9, not -12" in p.text()


def test_shaded_resources_left_out(empty, play, sid):
    """#59 shaded (5.1.2, EV-0-7): the Resources are part of the text: reported and applied."""
    s = empty
    _railways(s, sid)
    p = play(s, 59, "INC event shaded: restraint +1")
    assert p.rules == ["5.1.2"] and "resources RAJ -9" in p.text() and s.resources[terms.RAJ] == 11


def test_shaded_restraint_stops_at_5(empty, play, sid):
    """#59 shaded (5.1.4): Restraint stops at 5: `restraint +1` at 5 is accepted and changes nothing."""
    s = empty
    _railways(s, sid)
    s.restraint = 5
    p = play(s, 59, "INC event shaded: resources RAJ -9; restraint +1")
    assert p.clean and s.restraint == 5
