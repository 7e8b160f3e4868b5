"""#39 Khudai Khidmatgars Active in the Northwest (5.1, 5.1.1, 5.1.2)."""

from gandhi_cli.model import terms


def _board(s, sid):
    """Punjab: 2 cubes, 1 Guerrilla, 4 Activists (3 can go); East Bengal: 1 cube, 2 Activists (1
    can go); United Provinces (not Muslim): 2 cubes, 2 Activists."""
    s.place(terms.TROOPS, sid("Punjab"), 2)
    s.place(terms.GUERRILLAS, sid("Punjab"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Punjab"), 3)
    s.place(terms.ML_ACTIVISTS, sid("Punjab"), 1)
    s.place(terms.SEPOYS, sid("EB"), 1)
    s.place(terms.INC_ACTIVISTS, sid("EB"), 2)
    s.place(terms.SEPOYS, sid("UP"), 2)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)


def test_unshaded_one_activist_per_cube_and_guerrilla(empty, play, sid):
    """#39 unshaded (5.1): in 2 Muslim spaces, 1 Activist (either faction) per cube and Guerrilla
    there, to Available."""
    s = empty
    _board(s, sid)
    inc = s.available(terms.INC_ACTIVISTS)
    p = play(s, 39, "RAJ event unshaded: remove 2 INC 1 ML Punjab; remove 1 INC EB")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].activists == 1 and s.spaces[sid("EB")].inc_activists == 1
    assert s.available(terms.INC_ACTIVISTS) == inc + 3


def test_unshaded_not_a_muslim_space(empty, play, sid):
    """#39 unshaded (5.1): Muslim spaces only (United Provinces is not one)."""
    s = empty
    _board(s, sid)
    p = play(s, 39, "RAJ event unshaded: remove 2 INC 1 ML Punjab; remove 1 INC UP")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim space" in p.text()


def test_unshaded_more_than_the_cubes_and_guerrillas(empty, play, sid):
    """#39 unshaded (5.1): 1 Activist per cube or Guerrilla (East Bengal has 1 cube)."""
    s = empty
    _board(s, sid)
    p = play(s, 39, "RAJ event unshaded: remove 2 INC 1 ML Punjab; remove 2 INC EB")
    assert p.rules == ["5.1"] and "at most 1 in East Bengal" in p.text()


def test_unshaded_fewer_than_possible(empty, play, sid):
    """#39 unshaded (5.1.2): the count is bare: 3 in Punjab and 1 in East Bengal could go."""
    s = empty
    _board(s, sid)
    p = play(s, 39, "RAJ event unshaded: remove 2 INC Punjab; remove 1 INC EB")
    assert p.rules == ["5.1.2"] and "4 could be carried out, the log did 3" in p.text()


def test_unshaded_weaker_space_chosen(empty, play, sid):
    """#39 unshaded (5.1.2): the spaces are chosen where the most of the text can be done (West
    Bengal allows 1 where Punjab allows 3)."""
    s = empty
    _board(s, sid)
    s.place(terms.SEPOYS, sid("WB"), 1)
    s.place(terms.INC_ACTIVISTS, sid("WB"), 1)
    p = play(s, 39, "RAJ event unshaded: remove 1 INC EB; remove 1 INC WB")
    assert p.rules == ["5.1.2"] and "4 could be carried out, the log did 2" in p.text()


def test_unshaded_third_space(empty, play, sid):
    """#39 unshaded (5.1): 2 spaces, not 3."""
    s = empty
    _board(s, sid)
    s.place(terms.SEPOYS, sid("WB"), 1)
    s.place(terms.INC_ACTIVISTS, sid("WB"), 1)
    p = play(s, 39, "RAJ event unshaded: remove 2 INC 1 ML Punjab; remove 1 INC EB; remove 1 INC WB")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_wrong_piece_kind(empty, play, sid):
    """#39 unshaded (5.1): Activists only: a Sepoy is no part of the text."""
    s = empty
    _board(s, sid)
    p = play(s, 39, "RAJ event unshaded: remove 2 INC 1 ML Punjab; remove 1 INC EB; remove 1S EB")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("EB")].sepoys == 1


def test_shaded_replaces_sepoys_and_guerrillas_with_activists(empty, play, sid):
    """#39 shaded (5.1): in 1 Muslim space up to 3 Sepoys and/or Guerrillas become Activists of
    either faction."""
    s = empty
    s.place(terms.SEPOYS, sid("NWF"), 2)
    s.place(terms.GUERRILLAS, sid("NWF"), 2)
    p = play(s, 39, "INC event shaded: replace 2S NWF with 2 INC; replace 1G NWF with 1 ML")
    assert p.clean, p.text()
    sp = s.spaces[sid("NWF")]
    assert sp.sepoys == 0 and sp.guerrillas == 1 and sp.inc_activists == 2 and sp.ml_activists == 1


def test_shaded_not_a_muslim_space(empty, play, sid):
    """#39 shaded (5.1): a Muslim space (Bihar is not one)."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 2)
    p = play(s, 39, "INC event shaded: replace 2S Bihar with 2 INC")
    assert p.rules == ["5.1"] and "Bihar is not a Muslim space" in p.text()


def test_shaded_four_pieces(empty, play, sid):
    """#39 shaded (5.1): up to 3 pieces."""
    s = empty
    s.place(terms.SEPOYS, sid("NWF"), 4)
    p = play(s, 39, "INC event shaded: replace 3S NWF with 3 INC; replace 1S NWF with 1 INC")
    assert p.rules == ["5.1"] and "at most 3 in all" in p.text()


def test_shaded_second_space(empty, play, sid):
    """#39 shaded (5.1): 1 space only."""
    s = empty
    s.place(terms.SEPOYS, sid("NWF"), 1)
    s.place(terms.SEPOYS, sid("Sind"), 1)
    p = play(s, 39, "INC event shaded: replace 1S NWF with 1 INC; replace 1S Sind with 1 INC")
    assert p.rules == ["5.1"] and "at most 1 space(s)" in p.text()


def test_shaded_troops_are_not_replaced(empty, play, sid):
    """#39 shaded (5.1): Sepoys and Guerrillas only, not Troops."""
    s = empty
    s.place(terms.TROOPS, sid("NWF"), 1)
    p = play(s, 39, "INC event shaded: replace 1T NWF with 1 INC")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("NWF")].troops == 1


def test_shaded_removed_while_activists_available(empty, play, sid):
    """#39 shaded (5.1.1): a piece is removed instead of replaced only when no Activist is
    Available."""
    s = empty
    s.place(terms.SEPOYS, sid("NWF"), 1)
    p = play(s, 39, "INC event shaded: remove 1S NWF")
    assert p.rules == ["5.1"] and "only when no replacement is Available" in p.text()


def test_shaded_removed_when_no_activist_available(empty, play, sid):
    """#39 shaded (5.1.1, 1.4.1): with no Activist Available, the Sepoy is removed instead."""
    s = empty
    s.place(terms.SEPOYS, sid("NWF"), 1)
    s.out_of_play[terms.INC_ACTIVISTS] = s.available(terms.INC_ACTIVISTS)
    s.out_of_play[terms.ML_ACTIVISTS] = s.available(terms.ML_ACTIVISTS)
    p = play(s, 39, "INC event shaded: remove 1S NWF")
    assert p.clean, p.text()
    assert s.spaces[sid("NWF")].sepoys == 0


def test_unshaded_left_out(empty, play, sid):
    """#39 unshaded (5.1.2): the removal is not optional when Activists can go."""
    s = empty
    _board(s, sid)
    p = play(s, 39, "RAJ event unshaded")
    assert p.rules == ["5.1.2"] and "4 could be carried out, the log did 0" in p.text()
