"""#51 Britain Maintains the Salt Tax (5.1, 5.1.3, 5.1.4)."""

from gandhi_cli.model import terms


def _railways(s, sid):
    s.place(terms.INC_ACTIVISTS, sid("RW-A"), 2)
    s.place(terms.ML_ACTIVISTS, sid("RW-B"), 1)
    s.add_unrest(sid("RW-C"))  # a Strike: 10 of the 11 Railways have none


def test_unshaded_arrests_all_and_pays_per_railway(empty, play, sid):
    """#51 unshaded (5.1, 5.1.3): every Activist on a Railway to Jail, then +2 per Railway without
    a Strike (10 of 11 -> +20)."""
    s = empty
    _railways(s, sid)
    s.resources[terms.RAJ] = 10
    p = play(s, 51, "RAJ event unshaded: arrest 2 INC RW-A; arrest 1 ML RW-B; resources RAJ +20")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].activists == 0 and s.spaces[sid("RW-B")].activists == 0
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 1
    assert s.resources[terms.RAJ] == 30


def test_unshaded_activist_left_on_a_railway(empty, play, sid):
    """#51 unshaded (5.1): 'all Activists on Railways' - one left is reported."""
    s = empty
    _railways(s, sid)
    p = play(s, 51, "RAJ event unshaded: arrest 2 INC RW-A; resources RAJ +20")
    assert p.rules == ["5.1"] and "1 Congress Activists or Muslim League Activists left in GIP Bombay Line" in p.text()


def test_unshaded_arrest_off_the_railways(empty, play, sid):
    """#51 unshaded (5.1): the Activists arrested are on Railways, not in a Province."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 51, "RAJ event unshaded: arrest 1 INC UP; resources RAJ +22")
    assert p.rules == ["5.1"] and "United Provinces is not a Railway" in p.text()


def test_unshaded_guerrillas_are_not_arrested(empty, play, sid):
    """#51 unshaded (5.1, 5.1.3): only Activists are arrested; a Guerrilla is no part of the text."""
    s = empty
    s.place(terms.GUERRILLAS, sid("RW-A"), 1)
    p = play(s, 51, "RAJ event unshaded: arrest 1G RW-A; resources RAJ +22")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("RW-A")].guerrillas == 1


def test_unshaded_wrong_amount(empty, play, sid):
    """#51 unshaded (5.1): +2 per Railway without a Strike, counted on the board (10 -> +20)."""
    s = empty
    _railways(s, sid)
    p = play(s, 51, "RAJ event unshaded: arrest 2 INC RW-A; arrest 1 ML RW-B; resources RAJ +22")
    assert p.rules == ["5.1"] and "the text gives +20, not +22" in p.text()


def test_unshaded_resources_left_out_are_applied(empty, play, sid):
    """#51 unshaded (5.1.2, EV-0-7): the Resources are part of the text: left out, reported and applied."""
    s = empty
    _railways(s, sid)
    p = play(s, 51, "RAJ event unshaded: arrest 2 INC RW-A; arrest 1 ML RW-B")
    assert p.rules == ["5.1.2"] and "is left out (resources RAJ +20)" in p.text()
    assert s.resources[terms.RAJ] == 20


def test_unshaded_resources_before_the_arrests(empty, play, sid):
    """#51 unshaded (5.1): 'then' - the arrests come first."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("RW-A"), 1)
    p = play(s, 51, "RAJ event unshaded: resources RAJ +22; arrest 1 INC RW-A")
    assert set(p.rules) == {"5.1"} and "comes before" in p.text()


def test_shaded_places_on_railways_and_shifts_restraint(empty, play, sid):
    """#51 shaded (5.1, 5.1.4): up to 3 Activists or Guerrillas on any Railways (Activists there are
    Active, Guerrillas Hidden), then Restraint -2."""
    s = empty
    s.restraint = 4
    p = play(s, 51, "INC event shaded: place 1 INC RW-A; place 2G RW-B; restraint -2")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].inc_activists == 1 and s.activists_active(sid("RW-A"))
    assert s.spaces[sid("RW-B")].guerrillas_hidden == 2
    assert s.restraint == 2


def test_shaded_four_pieces(empty, play):
    """#51 shaded (5.1): up to 3 pieces."""
    p = play(empty, 51, "INC event shaded: place 2 INC RW-A; place 2 ML RW-B; restraint -2")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_not_a_railway(empty, play):
    """#51 shaded (5.1): on Railways only."""
    p = play(empty, 51, "INC event shaded: place 1 INC UP; restraint -2")
    assert p.rules == ["5.1"] and "United Provinces is not a Railway" in p.text()


def test_shaded_wrong_kind(empty, play, sid):
    """#51 shaded (5.1): Activists or Guerrillas, not Sepoys."""
    p = play(empty, 51, "INC event shaded: place 1S RW-A; restraint -2")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert empty.spaces[sid("RW-A")].sepoys == 0


def test_shaded_restraint_left_out_is_applied(empty, play):
    """#51 shaded (5.1): the Restraint shift is part of the text even with no piece placed."""
    s = empty
    s.restraint = 4
    p = play(s, 51, "INC event shaded")
    assert p.rules == ["5.1.2"] and "restraint -2" in p.text() and s.restraint == 2


def test_shaded_wrong_restraint_shift(empty, play):
    """#51 shaded (5.1): Restraint -2, not -1."""
    s = empty
    s.restraint = 4
    p = play(s, 51, "INC event shaded: place 1 INC RW-A; restraint -1")
    assert p.rules == ["5.1"] and "the text gives -2, not -1" in p.text()


def test_shaded_restraint_stops_at_1(empty, play):
    """#51 shaded (5.1.4): from Restraint 2 the shift stops at 1."""
    s = empty
    s.restraint = 2
    p = play(s, 51, "INC event shaded: restraint -2")
    assert p.clean and s.restraint == 1


def test_shaded_restraint_before_the_pieces(empty, play):
    """#51 shaded (5.1): 'then' - the pieces come first."""
    p = play(empty, 51, "INC event shaded: restraint -2; place 1 INC RW-A")
    assert p.rules == ["5.1"] and "comes before" in p.text()
