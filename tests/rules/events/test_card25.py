"""#25 The Montagu Declaration Affirms Imperial Government (5.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def _markers(s, sid):
    s.place_protest(sid("UP"), for_event=True)
    s.add_unrest(sid("Bihar"))
    s.add_unrest(sid("Bihar"))
    s.add_unrest(sid("RW-A"))  # a Strike


def test_unshaded_restraint_and_two_markers(empty, play, sid):
    """Unshaded (5.1): Restraint -2 and up to 2 Protest and/or Unrest markers removed."""
    s = empty
    _markers(s, sid)
    s.restraint = 4
    p = play(s, 25, "RAJ event unshaded: restraint -2; remove protest UP; remove unrest Bihar")
    assert p.clean, p.text()
    assert s.restraint == 2 and not s.spaces[sid("UP")].protest and s.spaces[sid("Bihar")].unrest == 1


def test_unshaded_restraint_stops_at_1(empty, play, sid):
    """Unshaded (5.1.4): from 2, Restraint goes to 1 (`restraint -1`, the shift possible)."""
    s = empty
    s.restraint = 2
    p = play(s, 25, "RAJ event unshaded: restraint -1")
    assert p.clean, p.text()
    assert s.restraint == 1


def test_unshaded_three_markers(empty, play, sid):
    """Unshaded (5.1): up to 2 markers."""
    s = empty
    _markers(s, sid)
    p = play(s, 25, "RAJ event unshaded: restraint -2; remove unrest Bihar; remove unrest Bihar; remove protest UP")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_two_unrest_in_one_step(empty, play, sid):
    """Unshaded (5.1): `remove unrest Bihar 2` is two markers."""
    s = empty
    _markers(s, sid)
    p = play(s, 25, "RAJ event unshaded: restraint -2; remove unrest Bihar 2; remove protest UP")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_not_a_strike(empty, play, sid):
    """Unshaded (5.1): Protest and Unrest markers, not Strikes (the cards name Strikes where they
    mean them)."""
    s = empty
    _markers(s, sid)
    p = play(s, 25, "RAJ event unshaded: restraint -2; remove strike RW-A")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("RW-A")].strike


def test_unshaded_restraint_left_out(empty, play, sid):
    """Unshaded (5.1.2, EV-0-7): the Restraint shift is part of the text: left out, reported and applied."""
    s = empty
    _markers(s, sid)
    p = play(s, 25, "RAJ event unshaded: remove protest UP")
    assert p.rules == ["5.1.2"] and "restraint -2" in p.text() and s.restraint == 3


def test_unshaded_wrong_shift(empty, play):
    """Unshaded (5.1): -2, not -1."""
    p = play(empty, 25, "RAJ event unshaded: restraint -1")
    assert p.rules == ["5.1"] and "the text gives -2, not -1" in p.text()


def test_shaded_restraint_and_protests_with_friendly_pieces(empty, play, sid):
    """Shaded (5.1, 1.5): Restraint +2 and 1 Protest marker in each of 2 spaces with the executing faction's
    pieces (Gandhi counts for Congress)."""
    s = empty
    s.restraint = 2
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.gandhi = sid("UP")
    p = play(s, 25, "INC event shaded: restraint +2; add protest Bihar; add protest UP")
    assert p.clean, p.text()
    assert s.restraint == 4 and s.spaces[sid("Bihar")].protest and s.spaces[sid("UP")].protest


def test_shaded_raj_friendly_pieces(empty, play, sid):
    """Shaded (5.1, 1.5): for the Raj, friendly pieces are cubes."""
    s = empty
    s.restraint = 1
    s.place(terms.SEPOYS, sid("Delhi"), 1)
    s.place(terms.TROOPS, sid("Madras"), 1)
    p = play(s, 25, "RAJ event shaded: restraint +2; add protest Delhi; add protest Madras")
    assert p.clean, p.text()


def test_shaded_space_without_friendly_pieces(empty, play, sid):
    """Shaded (5.1): Congress's friendly pieces - a League Activist is not one."""
    s = empty
    s.restraint = 2
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place(terms.ML_ACTIVISTS, sid("UP"), 1)
    p = play(s, 25, "INC event shaded: restraint +2; add protest Bihar; add protest UP")
    assert p.rules == ["5.1"] and "United Provinces is not with the executing faction's pieces" in p.text()


def test_shaded_one_protest_of_two(empty, play, sid):
    """Shaded (5.1.2): 2 spaces, as far as the board allows."""
    s = empty
    s.restraint = 2
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 25, "INC event shaded: restraint +2; add protest Bihar")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_protest_before_restraint(empty, play, sid):
    """Shaded (5.1): the text's order - Restraint first."""
    s = empty
    s.restraint = 2
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 25, "INC event shaded: add protest Bihar; restraint +2")
    assert p.rules == ["5.1.2", "5.1"] and "is left out (restraint +2)" in p.text()
    assert "comes before" in p.text() and s.restraint == 4  # applied once, by the replay


def test_unshaded_restraint_written_as_the_value_it_reaches(empty, play):
    """Unshaded "Shift Restraint -2" (IT:2974) may be written as the value it reaches (issue #23):
    from 4, `restraint to 2`; from 2 it stops at 1 (5.1.4), `restraint to 1`; `to 3` is reported."""
    empty.restraint = 4
    p = play(empty, 25, "RAJ event unshaded: restraint to 2")
    assert p.clean, p.text()
    assert empty.restraint == 2
    p = play(empty, 25, "RAJ event unshaded: restraint to 1")
    assert p.clean, p.text()
    assert empty.restraint == 1
    empty.restraint = 4
    p = play(empty, 25, "RAJ event unshaded: restraint to 3")
    assert p.rules == ["5.1"] and "the text shifts Restraint -2, to 2, not to 3" in p.text()
