"""#13 The Ottoman Collapse Leaves a Power Vacuum (5.1, 5.1.4)."""

from gandhi_cli.model import terms


def test_unshaded_unity_option(short, play):
    """Unshaded, first option: Unity -2."""
    p = play(short, 13, "RAJ event unshaded: unity -2")
    assert p.clean and short.unity == 1


def test_unshaded_muslim_state_option(empty, play, sid):
    """Unshaded, second option: a Muslim State in a Muslim Province without Raj Control, its
    Troops to a City first."""
    s = empty
    s.place(terms.TROOPS, sid("EB"), 1)
    s.place(terms.INC_ACTIVISTS, sid("EB"), 2)
    s.place_protest(sid("EB"), for_event=True)
    p = play(s, 13, "RAJ event unshaded: move 1T EB>Calcutta; add muslim-state EB")
    assert p.clean, p.text()
    assert s.spaces[sid("EB")].muslim_state and s.spaces[sid("Calcutta")].troops == 1


def test_unshaded_both_options(short, play, sid):
    """Unshaded: 'or' - one option only."""
    p = play(short, 13, "RAJ event unshaded: unity -2; add muslim-state Assam")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert not short.spaces[sid("Assam")].muslim_state


def test_unshaded_state_in_a_controlled_province(short, play):
    """Unshaded: the Province has no Raj Control (Karachi is a City; West Bengal has Control)."""
    p = play(short, 13, "RAJ event unshaded: add muslim-state WB")
    assert p.rules == ["5.1"] and "without Raj Control" in p.text()


def test_unshaded_unity_stops_at_1(short, play):
    """5.1.4: a shift beyond 1 is ignored; `unity -2` from 2 moves it to 1."""
    short.unity = 2
    p = play(short, 13, "RAJ event unshaded: unity -2")
    assert p.clean and short.unity == 1


def test_shaded_unity_and_three_pieces(short, play):
    """Shaded: Unity +2, then 3 pieces from Out of Play to Available."""
    oop = short.out_of_play[terms.GUERRILLAS]
    p = play(short, 13, "ML event shaded: unity +2; out-of-play 2G 1 ML")
    assert p.clean, p.text()
    assert short.unity == 5 and short.out_of_play[terms.GUERRILLAS] == oop - 2


def test_shaded_too_few_pieces(short, play):
    """Shaded: a bare 3 (5.1.2)."""
    p = play(short, 13, "ML event shaded: unity +2; out-of-play 1G")
    assert p.rules == ["5.1.2"]


def test_shaded_unity_left_out(short, play):
    """Shaded: the Unity shift is part of the text: left out, reported and applied."""
    p = play(short, 13, "ML event shaded: out-of-play 3G")
    assert "5.1.2" in p.rules and short.unity == 5
