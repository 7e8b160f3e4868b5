"""#70 Forward Bloc (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def test_unshaded_two_pieces_out_of_play_and_resources(empty, play, sid):
    """#70 unshaded (5.1, 5.1.3): 2 cubes, Activists and/or Guerrillas from the map to Out of
    Play; Revolutionary Resources -3."""
    s = empty
    s.resources[terms.REV] = 5
    s.place(terms.TROOPS, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("Bihar"), 2)
    p = play(s, 70, "RAJ event unshaded: remove 1T UP to out-of-play; remove 1G Bihar to out-of-play; "
                    "resources REV -3")
    assert p.clean, p.text()
    assert s.out_of_play[terms.TROOPS] == 1 and s.out_of_play[terms.GUERRILLAS] == 1
    assert s.spaces[sid("Bihar")].guerrillas == 1 and s.resources[terms.REV] == 2


def test_unshaded_to_available(empty, play, sid):
    """#70 unshaded (5.1.3): the text says Out of Play: not Available."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    p = play(s, 70, "RAJ event unshaded: remove 2 INC UP; resources REV -3")
    assert p.rules == ["5.1"] and "go to Out of Play, not Available" in p.text()


def test_unshaded_only_one_piece(empty, play, sid):
    """#70 unshaded (5.1.2): a bare 2: with 2 pieces on the map, both go."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 1)
    s.place(terms.ML_ACTIVISTS, sid("Sind"), 1)
    p = play(s, 70, "RAJ event unshaded: remove 1S UP to out-of-play; resources REV -3")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_three_pieces(empty, play, sid):
    """#70 unshaded (5.1): 2, not 3."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 3)
    p = play(s, 70, "RAJ event unshaded: remove 3S UP to out-of-play; resources REV -3")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_a_base(empty, play, sid):
    """#70 unshaded (5.1): cubes, Activists and/or Guerrillas: not a Base."""
    s = empty
    s.place(terms.REV_BASES, sid("UP"), 1)
    p = play(s, 70, "RAJ event unshaded: remove 1 RB UP to out-of-play; resources REV -3")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()


def test_unshaded_resources_left_out(empty, play):
    """#70 unshaded (5.1.2, EV-0-7): the Resources are fixed: left out, reported and applied (0 at least, 1.8)."""
    s = empty
    s.resources[terms.REV] = 2
    p = play(s, 70, "RAJ event unshaded")
    assert p.rules == ["5.1.2"] and "left out (resources REV -3)" in p.text() and s.resources[terms.REV] == 0


def test_shaded_adds_from_out_of_play_in_three_spaces(empty, play, sid):
    """#70 shaded (5.1): in up to 3 spaces, 1 Guerrilla or Activist from Out of Play."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 2
    s.out_of_play[terms.ML_ACTIVISTS] = 1
    p = play(s, 70, "REV event shaded: place 1G Bihar from out-of-play; place 1G RW-A from out-of-play; "
                    "place 1 ML Sind from out-of-play")
    assert p.clean, p.text()
    assert s.out_of_play[terms.GUERRILLAS] == 0 and s.out_of_play[terms.ML_ACTIVISTS] == 0
    assert s.spaces[sid("Sind")].ml_activists == 1 and s.spaces[sid("RW-A")].guerrillas_hidden == 1


def test_shaded_from_available(empty, play):
    """#70 shaded (5.1.1): from Out of Play only."""
    p = play(empty, 70, "REV event shaded: place 1G Bihar")
    assert p.rules == ["5.1"] and "come from Out of Play, not Available" in p.text()


def test_shaded_two_in_a_space(empty, play):
    """#70 shaded (5.1): 1 per space."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 2
    p = play(s, 70, "REV event shaded: place 2G Bihar from out-of-play")
    assert p.rules == ["5.1"] and "at most 1 in Bihar" in p.text()


def test_shaded_four_spaces(empty, play):
    """#70 shaded (5.1): up to 3 spaces."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 4
    p = play(s, 70, "REV event shaded: place 1G Bihar from out-of-play; place 1G UP from out-of-play; "
                    "place 1G Delhi from out-of-play; place 1G Sind from out-of-play")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_wrong_kind(empty, play):
    """#70 shaded (5.1): a Guerrilla or Activist, not a cube."""
    s = empty
    s.out_of_play[terms.SEPOYS] = 1
    p = play(s, 70, "REV event shaded: place 1S Bihar from out-of-play")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()
