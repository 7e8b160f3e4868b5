"""#1 The British Indian Army Defends the Empire (5.1, 5.1.1, 5.1.3)."""

from gandhi_cli.model import terms


def test_unshaded_adds_cubes_up_to_3_from_out_of_play(empty, play, sid):
    """Unshaded: up to 6 cubes in Cities and Provinces, up to 3 of them from Out of Play."""
    s = empty
    s.out_of_play[terms.TROOPS] = 4
    oop = s.out_of_play[terms.TROOPS]
    p = play(s, 1, "RAJ event unshaded: place 2T Delhi from out-of-play; place 1T UP from out-of-play; place 3S UP")
    assert p.clean, p.text()
    assert s.spaces[sid("Delhi")].troops == 2 and s.spaces[sid("UP")].troops == 1 and s.spaces[sid("UP")].sepoys == 3
    assert s.out_of_play[terms.TROOPS] == oop - 3


def test_unshaded_fourth_cube_from_out_of_play(empty, play):
    """Unshaded: 'up to 3 from Out of Play' (5.1.1: pieces only from where the text says)."""
    s = empty
    s.out_of_play[terms.SEPOYS] = 6
    p = play(s, 1, "RAJ event unshaded: place 4S Delhi from out-of-play")
    assert p.rules == ["5.1"] and "at most 3 from Out of Play" in p.text()


def test_unshaded_not_in_a_state(empty, play):
    """Unshaded: Cities and Provinces only (Orissa is a Princely State)."""
    p = play(empty, 1, "RAJ event unshaded: place 2S Orissa")
    assert p.rules == ["5.1"] and "City or Province" in p.text()


def test_unshaded_seven_cubes(empty, play):
    """Unshaded: up to 6 cubes."""
    p = play(empty, 1, "RAJ event unshaded: place 4S Delhi; place 3S Bombay")
    assert p.rules == ["5.1"] and "at most 6" in p.text()


def test_shaded_removes_5_sepoys_3_to_available_then_out_of_play(empty, play, sid):
    """Shaded: 5 Sepoys, at most 2 per space, the first 3 to Available and the rest to Out of Play
    (the tutorial plays it so, IT:2557-2561)."""
    s = empty
    for name in ("East Bengal", "UP", "Central India Agency"):
        s.place(terms.SEPOYS, sid(name), 2)
    avail, oop = s.available(terms.SEPOYS), s.out_of_play.get(terms.SEPOYS, 0)
    p = play(s, 1, "INC event shaded: remove 2S EB; remove 1S UP; remove 1S UP to out-of-play; "
                   "remove 1S CIA to out-of-play")
    assert p.clean, p.text()
    assert s.available(terms.SEPOYS) == avail + 3 and s.out_of_play[terms.SEPOYS] == oop + 2


def test_shaded_three_in_one_space(empty, play, sid):
    """Shaded: no more than 2 per space."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 5)
    p = play(s, 1, "INC event shaded: remove 3S Delhi; remove 2S Delhi to out-of-play")
    assert p.rules == ["5.1", "5.1"] and "at most 2 in Delhi" in p.text()


def test_shaded_fewer_than_possible(empty, play, sid):
    """Shaded: a bare 5 is not 'up to' (5.1.2): with 6 Sepoys in 3 spaces, 5 must go."""
    s = empty
    for name in ("Delhi", "Bombay", "Madras"):
        s.place(terms.SEPOYS, sid(name), 2)
    p = play(s, 1, "INC event shaded: remove 2S Delhi; remove 1S Bombay")
    assert p.rules == ["5.1.2"] and "5 could be carried out" in p.text()


def test_shaded_out_of_play_before_three_to_available(empty, play, sid):
    """Shaded: the first 3 go to Available (5.1.3: Out of Play only as the text says)."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 2)
    p = play(s, 1, "INC event shaded: remove 1S Delhi to out-of-play")
    assert "first 3 go to Available" in p.text()


def test_shaded_wrong_piece_kind(empty, play, sid):
    """Shaded: Sepoys only: a Troop is no part of the text."""
    s = empty
    s.place(terms.TROOPS, sid("Delhi"), 2)
    p = play(s, 1, "INC event shaded: remove 1T Delhi")
    assert p.rules[0] == "5.1" and "carries out no part" in p.text()
    assert s.spaces[sid("Delhi")].troops == 2
