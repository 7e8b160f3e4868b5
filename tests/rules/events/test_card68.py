"""#68 Red Fort Trials (5.1, 5.1.4)."""

from gandhi_cli.model import terms


def test_unshaded_removes_up_to_a_roll_then_restraint(empty, play, sid):
    """#68 unshaded (5.1, 5.1.3): a die roll, up to that many Guerrillas removed to Available
    from any spaces, then Restraint -2."""
    s = empty
    s.restraint = 4
    s.place(terms.GUERRILLAS, sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("RW-A"), 2)
    avail = s.available(terms.GUERRILLAS)
    p = play(s, 68, "RAJ event unshaded: roll 3; remove 2G UP; remove 1G RW-A; restraint -2")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas == 0 and s.spaces[sid("RW-A")].guerrillas == 1
    assert s.available(terms.GUERRILLAS) == avail + 3 and s.restraint == 2


def test_unshaded_more_than_the_roll(empty, play, sid):
    """#68 unshaded (5.1): at most the die roll."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 3)
    p = play(s, 68, "RAJ event unshaded: roll 2; remove 3G UP; restraint -2")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_fewer_than_the_roll(empty, play, sid):
    """#68 unshaded (5.1): 'up to': fewer (none) is allowed; Restraint -2 stops at 1 (5.1.4)."""
    s = empty
    s.restraint = 2
    s.place(terms.GUERRILLAS, sid("UP"), 3)
    p = play(s, 68, "RAJ event unshaded: roll 6; restraint -1")
    assert p.clean, p.text()
    assert s.restraint == 1


def test_unshaded_roll_not_written(empty, play, sid):
    """#68 unshaded (5.1): the die roll is written in the log."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 68, "RAJ event unshaded: remove 1G UP; restraint -2")
    assert p.rules == ["5.1"] and "roll N" in p.text()


def test_unshaded_restraint_before_removal(empty, play, sid):
    """#68 unshaded (5.1): 'then': the removals come first."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 2)
    p = play(s, 68, "RAJ event unshaded: roll 3; restraint -2; remove 1G UP")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def test_unshaded_restraint_left_out(empty, play):
    """#68 unshaded (5.1.2, EV-0-7): the Restraint shift left out is reported and applied."""
    p = play(empty, 68, "RAJ event unshaded: roll 1")
    assert p.rules == ["5.1.2"] and "left out (restraint -2)" in p.text() and empty.restraint == 3


def test_unshaded_wrong_piece(empty, play, sid):
    """#68 unshaded (5.1): Guerrillas only."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 68, "RAJ event unshaded: roll 3; remove 1 INC UP; restraint -2")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()


def test_shaded_restraint_then_twice_restraint_from_raj(empty, play):
    """#68 shaded (5.1): Restraint +2 (2 -> 4), then Raj Resources -2 x 4."""
    s = empty
    s.restraint, s.resources[terms.RAJ] = 2, 20
    p = play(s, 68, "INC event shaded: restraint +2; resources RAJ -8")
    assert p.clean, p.text()
    assert s.restraint == 4 and s.resources[terms.RAJ] == 12


def test_shaded_restraint_stops_at_5(empty, play):
    """#68 shaded (5.1.4): from 4, Restraint stops at 5; the Raj loses 10."""
    s = empty
    s.restraint, s.resources[terms.RAJ] = 4, 20
    p = play(s, 68, "INC event shaded: restraint +1; resources RAJ -10")
    assert p.clean, p.text()
    assert s.restraint == 5 and s.resources[terms.RAJ] == 10


def test_shaded_resources_from_the_old_restraint(empty, play):
    """#68 shaded (5.1): 'then': the Restraint after the shift counts (4, not 2)."""
    s = empty
    s.restraint, s.resources[terms.RAJ] = 2, 20
    p = play(s, 68, "INC event shaded: restraint +2; resources RAJ -4")
    assert p.rules == ["5.1"] and "the text gives -8, not -4" in p.text()


def test_shaded_all_left_out(empty, play):
    """#68 shaded (5.1.2, EV-0-7): both fixed effects left out: reported and applied, in order."""
    s = empty
    s.restraint, s.resources[terms.RAJ] = 1, 20
    p = play(s, 68, "INC event shaded")
    assert p.rules == ["5.1.2", "5.1.2"] and s.restraint == 3 and s.resources[terms.RAJ] == 14
