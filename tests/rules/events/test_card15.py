"""#15 Crackdown at the Qissa Khwani Bazaar (5.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def _board(s, sid):
    bihar = sid("Bihar")
    s.place(terms.SEPOYS, bihar, 3)
    s.place(terms.INC_ACTIVISTS, bihar, 2)
    s.place(terms.GUERRILLAS, bihar, 1)
    s.place(terms.REV_BASES, bihar, 1)
    s.place(terms.TROOPS, sid("UP"), 1)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    return bihar


def test_unshaded_unrest_then_one_piece_per_sepoy(empty, play, sid):
    """#15 unshaded (5.1): Unrest in a space without Troops, then 1 piece per Sepoy there (3) to
    Available."""
    s = empty
    bihar = _board(s, sid)
    p = play(s, 15, "RAJ event unshaded: add unrest Bihar; remove 2 INC 1G Bihar")
    assert p.clean, p.text()
    sp = s.spaces[bihar]
    assert sp.unrest == 1 and sp.inc_activists == 0 and sp.guerrillas == 0 and sp.rev_bases == 1
    assert s.jail[terms.INC_ACTIVISTS] == 0


def test_unshaded_sepoys_counted_before_the_removals(empty, play, sid):
    """#15 unshaded (5.1): any pieces, the Sepoys too; their number is taken before the removals."""
    s = empty
    s.place(terms.SEPOYS, sid("Madras"), 2)
    p = play(s, 15, "INC event unshaded: add unrest Madras; remove 2S Madras")
    assert p.clean, p.text()
    assert s.spaces[sid("Madras")].sepoys == 0


def test_unshaded_base_before_the_others(empty, play, sid):
    """#15 unshaded (5.1): Bases last."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "RAJ event unshaded: add unrest Bihar; remove 1 RB 2 INC Bihar")
    assert p.rules == ["5.1"] and "Bases last" in p.text()


def test_unshaded_space_with_troops(empty, play, sid):
    """#15 unshaded (5.1): a space without Troops."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "RAJ event unshaded: add unrest UP")
    assert p.rules == ["5.1"] and "United Provinces is not without Troops" in p.text()


def test_unshaded_fewer_than_the_sepoys(empty, play, sid):
    """#15 unshaded (5.1.2): "1 piece for each Sepoy" is a bare number."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "RAJ event unshaded: add unrest Bihar; remove 2 INC Bihar")
    assert p.rules == ["5.1.2"] and "3 could be carried out, the log did 2" in p.text()


def test_unshaded_more_than_the_sepoys(empty, play, sid):
    """#15 unshaded (5.1): no more than 1 per Sepoy."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "RAJ event unshaded: add unrest Bihar; remove 2 INC 1G Bihar; remove 1S Bihar")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_unshaded_pieces_elsewhere(empty, play, sid):
    """#15 unshaded (5.1): the pieces are removed "in that space"."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "RAJ event unshaded: add unrest Bihar; remove 2 INC UP; remove 1G Bihar")
    assert p.rules == ["5.1"] and "United Provinces is not chosen for" in p.text()


def test_unshaded_gandhi_is_not_removed(empty, play, sid):
    """#15 unshaded (5.1): Gandhi is never removed to Available (1.4.5: only arrested)."""
    s = empty
    bihar = _board(s, sid)
    s.place(terms.GANDHI, bihar)
    p = play(s, 15, "RAJ event unshaded: add unrest Bihar; remove gandhi Bihar; remove 2 INC 1G Bihar")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.gandhi == bihar


def test_unshaded_removal_before_the_unrest(empty, play, sid):
    """#15 unshaded (5.1): "then": the Unrest first."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "RAJ event unshaded: remove 2 INC 1G Bihar; add unrest Bihar")
    assert "comes before" in p.text()


def test_shaded_unrest_and_two_levels(empty, play, sid):
    """#15 shaded (5.1): Unrest in a space with cubes, then that space 2 levels toward Active
    Opposition."""
    s = empty
    _board(s, sid)
    s.set_level(sid("UP"), terms.PASSIVE_SUPPORT)
    p = play(s, 15, "INC event shaded: add unrest UP; shift UP -2")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].unrest == 1 and s.spaces[sid("UP")].level == terms.PASSIVE_OPPOSITION


def test_shaded_railway_strike_and_no_shift(empty, play, sid):
    """#15 shaded (5.1.4): on a Railway the Unrest is a Strike, and a Railway has no level to
    shift."""
    s = empty
    s.place(terms.SEPOYS, sid("RW-A"), 1)
    p = play(s, 15, "INC event shaded: add unrest RW-A")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].strike


def test_shaded_space_without_cubes(empty, play, sid):
    """#15 shaded (5.1): a space with cubes."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "INC event shaded: add unrest Madras; shift Madras -2")
    assert "Madras is not with cubes" in p.text() and set(p.rules) == {"5.1"}


def test_shaded_shift_left_out(empty, play, sid):
    """#15 shaded (5.1.2): the shift is a bare "2 levels"."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "INC event shaded: add unrest UP")
    assert p.rules == ["5.1.2"] and "Active Opposition" in p.text()


def test_shaded_shift_in_another_space(empty, play, sid):
    """#15 shaded (5.1): "that space"."""
    s = empty
    _board(s, sid)
    p = play(s, 15, "INC event shaded: add unrest UP; shift Bihar -2")
    assert p.rules == ["5.1"] and "Bihar is not chosen for" in p.text()
