"""#3 India Is the Jewel of the Crown (5.1)."""


from gandhi_cli.model import terms


def test_unshaded_five_times_restraint(empty, play):
    """Unshaded: Raj Resources + 5 x Restraint (3 -> +15)."""
    s = empty
    s.restraint, s.resources[terms.RAJ] = 3, 10
    p = play(s, 3, "RAJ event unshaded: resources RAJ +15")
    assert p.clean and s.resources[terms.RAJ] == 25


def test_unshaded_wrong_amount(empty, play):
    """Unshaded: the amount is fixed by the text; a wrong one is reported (applied as written)."""
    s = empty
    s.restraint, s.resources[terms.RAJ] = 2, 10
    p = play(s, 3, "RAJ event unshaded: resources RAJ +15")
    assert p.rules == ["5.1"] and "+10, not +15" in p.text()


def test_unshaded_left_out_is_applied(empty, play):
    """Unshaded: a fixed effect the log leaves out is reported and applied by the replay."""
    s = empty
    s.restraint, s.resources[terms.RAJ] = 1, 10
    p = play(s, 3, "RAJ event unshaded")
    assert p.rules == ["5.1.2"] and s.resources[terms.RAJ] == 15


def test_shaded_twice_a_die_roll(empty, play):
    """Shaded: roll a die (written), subtract twice the roll; Resources stop at 0 (1.8)."""
    s = empty
    s.resources[terms.RAJ] = 10
    p = play(s, 3, "INC event shaded: roll 4; resources RAJ -8")
    assert p.clean and s.resources[terms.RAJ] == 2
    p = play(s, 3, "INC event shaded: roll 6; resources RAJ -12")
    assert p.clean and s.resources[terms.RAJ] == 0


def test_shaded_roll_missing(empty, play):
    """Shaded: the die roll is written in the log."""
    p = play(empty, 3, "INC event shaded: resources RAJ -8")
    assert p.rules[0] == "5.1" and "roll N" in p.text()


def test_shaded_roll_missing_is_one_finding(empty, play):
    """5.1: the roll left out is one mistake; what depends on the roll is not checked (the
    finding says so), so the Resources step written is not a second finding."""
    p = play(empty, 3, "INC event shaded: resources RAJ -8")
    assert p.rules == ["5.1"]


def test_shaded_roll_out_of_range(empty, play):
    """Shaded: a die roll is 1-6."""
    p = play(empty, 3, "INC event shaded: roll 7; resources RAJ -14")
    assert p.rules == ["5.1"] and "1-6" in p.text()
