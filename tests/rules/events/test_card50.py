"""#50 RSS Paramilitaries (5.1, 5.1.3)."""

from gandhi_cli.model import terms


def _pieces(s, sid):
    s.place(terms.SEPOYS, sid("UP"), 3)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    s.place(terms.REV_BASES, sid("Bihar"), 1)


def test_unshaded_four_pieces_of_two_factions_out_of_play(empty, play, sid):
    """#50 unshaded (5.1, 5.1.3): up to 4 cubes, Activists or Guerrillas of 2 factions, to Out of
    Play."""
    s = empty
    _pieces(s, sid)
    p = play(s, 50, "INC event unshaded: remove 2S UP to out-of-play; remove 2 INC Bihar to out-of-play")
    assert p.clean, p.text()
    assert s.out_of_play[terms.SEPOYS] == 2 and s.out_of_play[terms.INC_ACTIVISTS] == 2
    assert s.spaces[sid("UP")].sepoys == 1 and s.spaces[sid("Bihar")].inc_activists == 0


def test_unshaded_nothing_is_allowed(empty, play, sid):
    """#50 unshaded (5.1): 'up to 4': none is a legal choice."""
    s = empty
    _pieces(s, sid)
    p = play(s, 50, "INC event unshaded")
    assert p.clean, p.text()


def test_unshaded_to_available(empty, play, sid):
    """#50 unshaded (5.1.3): the text says Out of Play."""
    s = empty
    _pieces(s, sid)
    p = play(s, 50, "INC event unshaded: remove 1S UP; remove 1G Bihar to out-of-play")
    assert p.rules == ["5.1"] and "go to Out of Play, not Available" in p.text()


def test_unshaded_five_pieces(empty, play, sid):
    """#50 unshaded (5.1): up to 4 in total."""
    s = empty
    _pieces(s, sid)
    p = play(s, 50, "INC event unshaded: remove 3S UP to out-of-play; remove 2 INC Bihar to out-of-play")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_unshaded_three_factions(empty, play, sid):
    """#50 unshaded (5.1): 2 factions."""
    s = empty
    _pieces(s, sid)
    p = play(s, 50, "INC event unshaded: remove 1S UP to out-of-play; remove 1 INC Bihar to out-of-play; "
                    "remove 1G Bihar to out-of-play")
    assert p.rules == ["5.1"] and "pieces of 2 Factions, not 3" in p.text()


def test_unshaded_one_faction(empty, play, sid):
    """#50 unshaded (5.1): at least 1 piece from each of the 2 factions."""
    s = empty
    _pieces(s, sid)
    p = play(s, 50, "INC event unshaded: remove 3S UP to out-of-play")
    assert p.rules == ["5.1"] and "at least 1 piece from each of 2 Factions" in p.text()


def test_unshaded_one_faction_on_the_map(empty, play, sid):
    """#50 unshaded (5.1.2): with pieces of a single faction on the map, that is all the text can
    do."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 3)
    p = play(s, 50, "INC event unshaded: remove 3S UP to out-of-play")
    assert p.clean, p.text()


def test_unshaded_a_base(empty, play, sid):
    """#50 unshaded (5.1): cubes, Activists and Guerrillas: no Base."""
    s = empty
    _pieces(s, sid)
    p = play(s, 50, "INC event unshaded: remove 1S UP to out-of-play; remove 1 INC Bihar to out-of-play; "
                    "remove 1 RB Bihar to out-of-play")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_four_pieces_of_two_factions(empty, play):
    """#50 shaded (5.1): up to 4 pieces of 2 factions from Out of Play to Available."""
    s = empty
    s.out_of_play[terms.GUERRILLAS], s.out_of_play[terms.ML_ACTIVISTS] = 3, 2
    p = play(s, 50, "REV event shaded: out-of-play 2G 2 ML")
    assert p.clean, p.text()
    assert s.out_of_play[terms.GUERRILLAS] == 1 and s.out_of_play[terms.ML_ACTIVISTS] == 0


def test_shaded_one_faction(empty, play):
    """#50 shaded (5.1): pieces of at most 2 factions: one faction's only is accepted."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    p = play(s, 50, "REV event shaded: out-of-play 3G")
    assert p.clean, p.text()


def test_shaded_three_factions(empty, play):
    """#50 shaded (5.1): 2 factions, not 3."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = s.out_of_play[terms.ML_ACTIVISTS] = s.out_of_play[terms.TROOPS] = 2
    p = play(s, 50, "REV event shaded: out-of-play 1G 1 ML; out-of-play 1T")
    assert p.rules == ["5.1"] and "pieces of 2 Factions, not 3" in p.text()


def test_shaded_five_pieces(empty, play):
    """#50 shaded (5.1): up to 4."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 5
    p = play(s, 50, "REV event shaded: out-of-play 5G")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()
