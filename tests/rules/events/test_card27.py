"""#27 Second Round Table Conference in London (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def test_unshaded_restraint_to_2_and_two_spaces_to_passive_support(short, play, sid):
    """Unshaded (5.1): Restraint set to 2 (from 3: `restraint -1`), 2 spaces with Raj Control set to
    Passive Support."""
    s = short
    p = play(s, 27, "RAJ event unshaded: restraint -1; set Delhi passive-support; set UP passive-support")
    assert p.clean, p.text()
    assert s.restraint == 2
    assert s.spaces[sid("Delhi")].level == terms.PASSIVE_SUPPORT and s.spaces[sid("UP")].level == terms.PASSIVE_SUPPORT


def test_unshaded_restraint_already_2(short, play):
    """Unshaded (5.1, 5.1.2): at 2 already, there is nothing to write for Restraint (`restraint +0` is accepted)."""
    short.restraint = 2
    p = play(short, 27, "RAJ event unshaded: set Delhi passive-support; set UP passive-support")
    assert p.clean, p.text()
    p = play(short, 27, "RAJ event unshaded: restraint +0; set Delhi passive-support; set UP passive-support")
    assert p.clean, p.text()


def test_unshaded_wrong_restraint_shift(short, play):
    """Unshaded (5.1): set TO 2 - from 3 that is -1, not -2."""
    p = play(short, 27, "RAJ event unshaded: restraint -2; set Delhi passive-support; set UP passive-support")
    assert p.rules == ["5.1"] and "the text gives -1, not -2" in p.text()


def test_unshaded_restraint_left_out(short, play):
    """Unshaded (5.1.2, EV-0-7): the Restraint setting left out is reported and applied."""
    p = play(short, 27, "RAJ event unshaded: set Delhi passive-support; set UP passive-support")
    assert p.rules == ["5.1.2"] and "restraint -1" in p.text() and short.restraint == 2


def test_unshaded_space_without_raj_control(short, play):
    """Unshaded (5.1): Bombay Presidency has no Raj Control."""
    p = play(short, 27, "RAJ event unshaded: restraint -1; set Delhi passive-support; set BP passive-support")
    assert p.rules == ["5.1"] and "Bombay Presidency is not with Raj Control" in p.text()


def test_unshaded_wrong_level(short, play):
    """Unshaded (5.1): to Passive Support."""
    p = play(short, 27, "RAJ event unshaded: restraint -1; set Delhi passive-support; set UP active-support")
    assert p.rules == ["5.1"] and "the level is Passive Support" in p.text()


def test_unshaded_one_space(short, play):
    """Unshaded (5.1.2): 2 spaces is a bare number."""
    p = play(short, 27, "RAJ event unshaded: restraint -1; set UP passive-support")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_three_spaces(short, play):
    """Unshaded (5.1): 2 spaces."""
    p = play(short, 27, "RAJ event unshaded: restraint -1; set Delhi passive-support; set UP passive-support; "
                        "set Bihar passive-support")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_restraint_to_4_and_two_protests(short, play, sid):
    """Shaded: Restraint set to 4 (from 3: `restraint +1`), a Protest marker in 2 spaces with Raj
    Control (Events ignore Restraint for Protests, 1.10)."""
    s = short
    p = play(s, 27, "INC event shaded: restraint +1; add protest Delhi; add protest Madras")
    assert p.clean, p.text()
    assert s.restraint == 4 and s.spaces[sid("Delhi")].protest and s.spaces[sid("Madras")].protest


def test_shaded_from_5(short, play):
    """Shaded (5.1): from 5, Restraint is set down to 4."""
    short.restraint = 5
    p = play(short, 27, "INC event shaded: restraint -1; add protest Delhi; add protest Madras")
    assert p.clean, p.text()
    assert short.restraint == 4


def test_shaded_space_without_raj_control(short, play):
    """Shaded (5.1): Gujarat has no Raj Control."""
    p = play(short, 27, "INC event shaded: restraint +1; add protest Delhi; add protest Gujarat")
    assert p.rules == ["5.1"] and "Gujarat is not with Raj Control" in p.text()


def test_shaded_one_protest(short, play):
    """Shaded (5.1.2): 2 spaces, as far as the board allows."""
    p = play(short, 27, "INC event shaded: restraint +1; add protest Delhi")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_protests_before_restraint(short, play):
    """Shaded (5.1): the text's order - Restraint first."""
    p = play(short, 27, "INC event shaded: add protest Delhi; add protest Madras; restraint +1")
    assert p.rules == ["5.1.2", "5.1"] and "is left out (restraint +1)" in p.text()
    assert "comes before" in p.text() and short.restraint == 4  # applied once, by the replay


def test_shaded_restraint_written_as_a_set(short, play):
    """Shaded "Set Restraint to 4" (IT:2976) written as the set it is (issue #23): `restraint to 4`."""
    p = play(short, 27, "INC event shaded: restraint to 4; add protest Delhi; add protest Madras")
    assert p.clean, p.text()
    assert short.restraint == 4


def test_shaded_restraint_set_to_another_value(short, play):
    """Shaded (5.1, IT:2976): the card sets Restraint to 4; `restraint to 3` is reported."""
    p = play(short, 27, "INC event shaded: restraint to 3; add protest Delhi; add protest Madras")
    assert p.rules == ["5.1"] and "the text sets Restraint to 4, not to 3" in p.text()


def test_unshaded_restraint_written_as_a_set_with_unquoted_names(short, play, sid):
    """Unshaded "Set Restraint to 2" (IT:2976) as `restraint to 2`, a space written as people type
    it (issue #23): United Provinces unquoted."""
    p = play(short, 27, "RAJ event unshaded: restraint to 2; set Delhi passive-support; "
                        "set United Provinces passive-support")
    assert p.clean, p.text()
    assert short.restraint == 2 and short.spaces[sid("UP")].level == terms.PASSIVE_SUPPORT
