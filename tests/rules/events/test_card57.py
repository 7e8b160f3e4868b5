"""#57 Sarojini Naidu Inspires the Masses (5.1, 5.1.1, 5.1.3)."""

from gandhi_cli.model import terms


def test_unshaded_activists_out_then_cubes_and_guerrillas_in(short, play, sid):
    """#57 unshaded (5.1, 5.1.3): up to 2 Activists from the map to Out of Play, then up to 2 cubes
    or Guerrillas from Out of Play to any spaces."""
    s = short
    oop = dict(s.out_of_play)
    p = play(s, 57, "RAJ event unshaded: remove 1 INC UP to out-of-play; remove 1 ML Sind to out-of-play; "
                    "place 1T Delhi from out-of-play; place 1S Orissa from out-of-play")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].inc_activists == 0 and s.spaces[sid("Sind")].ml_activists == 0
    assert s.out_of_play[terms.INC_ACTIVISTS] == oop[terms.INC_ACTIVISTS] + 1
    assert s.out_of_play[terms.ML_ACTIVISTS] == oop[terms.ML_ACTIVISTS] + 1
    assert s.spaces[sid("Delhi")].troops == 2 and s.spaces[sid("Orissa")].sepoys == 1
    assert s.out_of_play[terms.TROOPS] == oop[terms.TROOPS] - 1


def test_unshaded_activists_to_available(short, play):
    """#57 unshaded (5.1.3): the Activists go to Out of Play, not Available."""
    p = play(short, 57, "RAJ event unshaded: remove 1 INC UP")
    assert p.rules == ["5.1"] and "go to Out of Play, not Available" in p.text()


def test_unshaded_three_activists(short, play):
    """#57 unshaded (5.1): up to 2 Activists."""
    p = play(short, 57, "RAJ event unshaded: remove 2 INC BP to out-of-play; remove 1 INC UP to out-of-play")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_cubes_from_available(short, play):
    """#57 unshaded (5.1.1): the cubes come from Out of Play."""
    p = play(short, 57, "RAJ event unshaded: place 2S Delhi")
    assert p.rules == ["5.1"] and "come from Out of Play, not Available" in p.text()


def test_unshaded_three_cubes(short, play):
    """#57 unshaded (5.1): up to 2 cubes or Guerrillas."""
    p = play(short, 57, "RAJ event unshaded: place 2S Delhi from out-of-play; place 1G UP from out-of-play")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_no_troops_in_states(short, play, sid):
    """#57 unshaded (5.1.1, 1.4.2): no Troops in States - refused by the board, the step skipped."""
    p = play(short, 57, "RAJ event unshaded: place 1T Mysore from out-of-play")
    assert p.rules == ["1.4.2"] and short.spaces[sid("Mysore")].troops == 0


def test_unshaded_pieces_in_before_activists_out(short, play):
    """#57 unshaded (5.1): 'then' - the Activists leave first."""
    p = play(short, 57, "RAJ event unshaded: place 1T Delhi from out-of-play; remove 1 INC UP to out-of-play")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def test_shaded_activists_in_protest_spaces(short, play, sid):
    """#57 shaded (5.1, 5.1.1): up to 4 Activists in Protest spaces, up to 2 of them from Out of
    Play (Bombay Presidency and Punjab have Protests)."""
    s = short
    oop = s.out_of_play[terms.INC_ACTIVISTS]
    p = play(s, 57, "INC event shaded: place 2 INC BP from out-of-play; place 1 INC Punjab; place 1 ML Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("BP")].inc_activists == 4 and s.spaces[sid("Punjab")].activists == 4
    assert s.out_of_play[terms.INC_ACTIVISTS] == oop - 2


def test_shaded_three_from_out_of_play(short, play):
    """#57 shaded (5.1.1): up to 2 from Out of Play."""
    p = play(short, 57, "INC event shaded: place 3 INC BP from out-of-play")
    assert p.rules == ["5.1"] and "at most 2 from Out of Play" in p.text()


def test_shaded_five_activists(short, play):
    """#57 shaded (5.1): up to 4 Activists."""
    p = play(short, 57, "INC event shaded: place 3 INC BP; place 2 ML Punjab")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_not_a_protest_space(short, play):
    """#57 shaded (5.1): Protest spaces only (United Provinces has none)."""
    p = play(short, 57, "INC event shaded: place 2 INC UP")
    assert p.rules == ["5.1"] and "United Provinces is not with a Protest marker" in p.text()


def test_shaded_from_jail(short, play):
    """#57 shaded (5.1.1): from Available or Out of Play, not from Jail."""
    p = play(short, 57, "INC event shaded: place 1 INC BP from jail")
    assert p.rules == ["5.1"] and "not Jail" in p.text()
