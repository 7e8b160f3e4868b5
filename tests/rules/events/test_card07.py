"""#7 Jawaharlal Nehru Gains Prominence (5.1, 5.1.1)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    s.place(terms.ML_ACTIVISTS, sid("Punjab"), 2)
    s.out_of_play[terms.SEPOYS] = 6
    s.out_of_play[terms.GUERRILLAS] = 3


def test_unshaded_sepoys_from_out_of_play(empty, play, sid):
    """#7 unshaded (5.1): up to 5 Sepoys from Out of Play in spaces with Congress Activists."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "RAJ event unshaded: place 3S UP from out-of-play; place 2S Bihar from out-of-play")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].sepoys == 3 and s.spaces[sid("Bihar")].sepoys == 2
    assert s.out_of_play[terms.SEPOYS] == 1


def test_unshaded_six_sepoys(empty, play, sid):
    """#7 unshaded (5.1): up to 5."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "RAJ event unshaded: place 6S UP from out-of-play")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_unshaded_sepoys_from_available(empty, play, sid):
    """#7 unshaded (5.1.1): only from Out of Play, as the text says."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "RAJ event unshaded: place 2S UP")
    assert p.rules == ["5.1"] and "come from Out of Play, not Available" in p.text()


def test_unshaded_space_without_congress_activists(empty, play, sid):
    """#7 unshaded (5.1): spaces with Congress Activists (Punjab has League ones only)."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "RAJ event unshaded: place 2S Punjab from out-of-play")
    assert p.rules == ["5.1"] and "Punjab is not with Congress Activists" in p.text()


def test_unshaded_troops_are_not_sepoys(empty, play, sid):
    """#7 unshaded (5.1): Sepoys only."""
    s = empty
    _board(s, sid)
    s.out_of_play[terms.TROOPS] = 2
    p = play(s, 7, "RAJ event unshaded: place 2T UP from out-of-play")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_activists_and_guerrillas_up_to_2_from_out_of_play(empty, play, sid):
    """#7 shaded (5.1): up to 4 Activists (either faction's) or Guerrillas, mixed, in spaces with
    Congress pieces (Gandhi counts), up to 2 from Out of Play and the rest from Available."""
    s = empty
    _board(s, sid)
    s.place(terms.GANDHI, sid("Madras"))
    p = play(s, 7, "INC event shaded: place 2G Madras from out-of-play; place 1 ML UP; place 1 INC Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Madras")].guerrillas_hidden == 2 and s.out_of_play[terms.GUERRILLAS] == 1
    assert s.spaces[sid("UP")].ml_activists == 1 and s.spaces[sid("Bihar")].inc_activists == 3


def test_shaded_three_from_out_of_play(empty, play, sid):
    """#7 shaded (5.1.1): up to 2 from Out of Play."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "REV event shaded: place 3G UP from out-of-play")
    assert p.rules == ["5.1"] and "at most 2 from Out of Play" in p.text()


def test_shaded_five_pieces(empty, play, sid):
    """#7 shaded (5.1): up to 4 in all."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "INC event shaded: place 3 INC UP; place 2G Bihar")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_space_without_congress_pieces(empty, play, sid):
    """#7 shaded (5.1): spaces with Congress pieces (Punjab has League pieces only)."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "ML event shaded: place 2 ML Punjab")
    assert p.rules == ["5.1"] and "Punjab is not with Congress pieces" in p.text()


def test_shaded_bases_are_neither(empty, play, sid):
    """#7 shaded (5.1): Activists or Guerrillas, not Bases."""
    s = empty
    _board(s, sid)
    p = play(s, 7, "REV event shaded: place 1 RB UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("UP")].rev_bases == 0
