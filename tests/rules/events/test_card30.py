"""#30 Japan Occupies Indochina (5.1, 5.1.3)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.SEPOYS, sid("Delhi"), 4)
    s.place(terms.INC_ACTIVISTS, sid("Delhi"), 2)
    s.place(terms.GUERRILLAS, sid("Delhi"), 1)
    s.place(terms.TROOPS, sid("UP"), 3)
    s.place(terms.ML_ACTIVISTS, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("UP"), 2)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)  # no cubes: no Raj Control


def test_unshaded_legal_use(empty, play, sid):
    """#30 unshaded (5.1, 5.1.3): removed Activists go to Available, not to Jail."""
    s = empty
    _board(s, sid)
    avail, jail = s.available(terms.INC_ACTIVISTS), s.jail[terms.INC_ACTIVISTS]
    p = play(s, 30, "RAJ event unshaded: remove 2 INC Delhi; remove 1 ML 1G UP")
    assert p.clean, p.text()
    assert s.spaces[sid("Delhi")].inc_activists == 0 and s.available(terms.INC_ACTIVISTS) == avail + 2
    assert s.jail[terms.INC_ACTIVISTS] == jail
    assert s.spaces[sid("UP")].ml_activists == 0 and s.spaces[sid("UP")].guerrillas == 1


def test_unshaded_three_in_a_space(empty, play, sid):
    """#30 unshaded (5.1): no more than 2 per space."""
    s = empty
    _board(s, sid)
    p = play(s, 30, "RAJ event unshaded: remove 2 INC 1G Delhi")
    assert p.rules == ["5.1"] and "at most 2 in Delhi, not 3" in p.text()


def test_unshaded_six_pieces(empty, play, sid):
    """#30 unshaded (5.1): up to 5 in all."""
    s = empty
    _board(s, sid)
    s.place(terms.SEPOYS, sid("Bombay"), 2)
    s.place(terms.INC_ACTIVISTS, sid("Bombay"), 1)
    s.place(terms.TROOPS, sid("Madras"), 2)
    s.place(terms.GUERRILLAS, sid("Madras"), 1)
    p = play(s, 30, "RAJ event unshaded: remove 2 INC Delhi; remove 1 ML 1G UP; remove 1 INC Bombay; "
                    "remove 1G Madras")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_unshaded_space_without_raj_control(empty, play, sid):
    """#30 unshaded (5.1): spaces with Raj Control only (Bihar has no cubes)."""
    s = empty
    _board(s, sid)
    p = play(s, 30, "RAJ event unshaded: remove 2 INC Bihar")
    assert p.rules == ["5.1"] and "Bihar is not with Raj Control" in p.text()


def test_unshaded_to_jail(empty, play, sid):
    """#30 unshaded (5.1.3): 'to Available' - an Activist is removed, not arrested."""
    s = empty
    _board(s, sid)
    p = play(s, 30, "RAJ event unshaded: remove 1 INC Delhi to jail")
    assert p.rules == ["5.1"] and "removed pieces go to Available, not Jail" in p.text()


def test_unshaded_cubes_are_not_taken(empty, play, sid):
    """#30 unshaded (5.1): Guerrillas or Activists only."""
    s = empty
    _board(s, sid)
    p = play(s, 30, "RAJ event unshaded: remove 1S Delhi")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("Delhi")].sepoys == 4


def test_unshaded_none_is_allowed(empty, play, sid):
    """#30 unshaded (5.1): 'up to' - the Raj may remove nothing."""
    s = empty
    _board(s, sid)
    assert play(s, 30, "RAJ event unshaded").clean


def test_shaded_removes_sepoys(empty, play, sid):
    """#30 shaded (5.1, 5.1.3): up to 5 Sepoys, at most 2 per space, to Available."""
    s = empty
    for name in ("Delhi", "Bombay", "Madras"):
        s.place(terms.SEPOYS, sid(name), 3)
    avail = s.available(terms.SEPOYS)
    p = play(s, 30, "REV event shaded: remove 2S Delhi; remove 2S Bombay; remove 1S Madras")
    assert p.clean, p.text()
    assert s.available(terms.SEPOYS) == avail + 5
    assert [s.spaces[sid(n)].sepoys for n in ("Delhi", "Bombay", "Madras")] == [1, 1, 2]


def test_shaded_fewer_is_allowed(empty, play, sid):
    """#30 shaded (5.1): 'up to 5' - fewer is allowed."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 3)
    assert play(s, 30, "REV event shaded: remove 1S Delhi").clean


def test_shaded_three_in_a_space(empty, play, sid):
    """#30 shaded (5.1): no more than 2 per space."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 3)
    p = play(s, 30, "REV event shaded: remove 2S Delhi; remove 1S Delhi")
    assert p.rules == ["5.1"] and "at most 2 in Delhi, not 3" in p.text()


def test_shaded_six_sepoys(empty, play, sid):
    """#30 shaded (5.1): up to 5 in all."""
    s = empty
    for name in ("Delhi", "Bombay", "Madras"):
        s.place(terms.SEPOYS, sid(name), 2)
    p = play(s, 30, "REV event shaded: remove 2S Delhi; remove 2S Bombay; remove 2S Madras")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_shaded_to_out_of_play(empty, play, sid):
    """#30 shaded (5.1.3): Out of Play only where the text says."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 2)
    p = play(s, 30, "REV event shaded: remove 2S Delhi to out-of-play")
    assert p.rules == ["5.1"] and "removed pieces go to Available, not Out of Play" in p.text()


def test_shaded_troops(empty, play, sid):
    """#30 shaded (5.1): Sepoys, not Troops."""
    s = empty
    s.place(terms.TROOPS, sid("Delhi"), 2)
    p = play(s, 30, "REV event shaded: remove 1T Delhi")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
