"""#22 Subhas Chandra Bose Conspires with Japan (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def _guerrillas(s, sid):
    for name in ("UP", "Bihar", "Punjab"):
        s.place(terms.GUERRILLAS, sid(name), 2)


def test_unshaded_two_to_available_two_to_out_of_play(empty, play, sid):
    """Unshaded (5.1, 5.1.3): up to 4 Guerrillas from any spaces, 2 to Available and 2 to Out of Play."""
    s = empty
    _guerrillas(s, sid)
    avail = s.available(terms.GUERRILLAS)
    p = play(s, 22, "RAJ event unshaded: remove 2G UP; remove 1G Bihar to out-of-play; "
                    "remove 1G Punjab to out-of-play")
    assert p.clean, p.text()
    assert s.available(terms.GUERRILLAS) == avail + 2 and s.out_of_play[terms.GUERRILLAS] == 2


def test_unshaded_fewer_than_four(empty, play, sid):
    """Unshaded (5.1, 5.1.3): "up to 4" - 3 Guerrillas, split as the executing faction likes (at most 2 a box)."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 22, "RAJ event unshaded: remove 1G UP; remove 2G Bihar to out-of-play")
    assert p.clean, p.text()
    assert s.out_of_play[terms.GUERRILLAS] == 2


def test_unshaded_three_to_available(empty, play, sid):
    """Unshaded (5.1, 5.1.3): only 2 go to Available."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 22, "RAJ event unshaded: remove 2G UP; remove 1G Bihar")
    assert p.rules == ["5.1"] and "at most 2 to Available" in p.text()


def test_unshaded_three_to_out_of_play(empty, play, sid):
    """Unshaded (5.1, 5.1.3): only 2 go to Out of Play."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 22, "RAJ event unshaded: remove 2G UP to out-of-play; remove 1G Bihar to out-of-play")
    assert p.rules == ["5.1"] and "at most 2 to Out of Play" in p.text()


def test_unshaded_five_guerrillas(empty, play, sid):
    """Unshaded (5.1): up to 4."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 22, "RAJ event unshaded: remove 2G UP; remove 2G Bihar to out-of-play; "
                    "remove 1G Punjab to out-of-play")
    assert p.rules == ["5.1", "5.1"] and "at most 4 in all, not 5" in p.text()


def test_unshaded_wrong_piece_kind(empty, play, sid):
    """Unshaded (5.1): Guerrillas only."""
    s = empty
    s.place(terms.REV_BASES, sid("UP"), 1)
    p = play(s, 22, "RAJ event unshaded: remove 1 RB UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def _no_control(s, sid):
    s.place(terms.SEPOYS, sid("Orissa"), 1)  # a Princely State: never Raj Control
    s.place(terms.INC_ACTIVISTS, sid("Gujarat"), 1)  # no cubes
    s.place(terms.SEPOYS, sid("Bihar"), 2)  # Raj Control


def test_shaded_two_guerrillas_and_one_opposing_piece_in_two_spaces(empty, play, sid):
    """Shaded: in each of 2 spaces without Raj Control, 2 Guerrillas added and 1 opposing piece
    removed (to Available, 5.1.3)."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 2G Gujarat; remove 1 INC Gujarat")
    assert p.clean, p.text()
    for name in ("Orissa", "Gujarat"):
        sp = s.spaces[sid(name)]
        assert sp.guerrillas_hidden == 2 and sp.cubes == 0 and sp.activists == 0


def test_shaded_space_with_raj_control(empty, play, sid):
    """Shaded (5.1): Bihar has Raj Control."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 2G Bihar; remove 1S Bihar")
    assert p.rules == ["5.1"] and "Bihar is not without Raj Control" in p.text()
    # the placement is the step the text forbids (column 54: 'place 2G Bihar'), and it was made
    assert [f.column for f in p.findings] == [54]
    assert "'In 2 spaces without Raj Control, add 2 Guerrillas'" in p.text()


def test_shaded_third_space(empty, play, sid):
    """Shaded (5.1): 2 spaces only."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 2G Gujarat; remove 1 INC Gujarat; "
                    "place 2G Assam")
    assert p.rules == ["5.1"] and "at most 2 spaces: Orissa, Gujarat already chosen" in p.text()


def test_shaded_three_guerrillas_in_a_space(empty, play, sid):
    """Shaded (5.1): 2 Guerrillas in each space."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "REV event shaded: place 3G Orissa; remove 1S Orissa; place 2G Gujarat; remove 1 INC Gujarat")
    assert p.rules == ["5.1"] and "at most 2 in Orissa" in p.text()


def test_shaded_two_pieces_removed_in_a_space(empty, play, sid):
    """Shaded (5.1): any 1 opposing piece in each space."""
    s = empty
    _no_control(s, sid)
    s.place(terms.SEPOYS, sid("Orissa"), 1)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 2S Orissa; place 2G Gujarat; remove 1 INC Gujarat")
    assert p.rules == ["5.1"] and "at most 1 in Orissa" in p.text()


def test_shaded_own_piece_is_not_opposing(empty, play, sid):
    """Shaded (5.1): opposing the executing faction - Congress may not remove its own Activist."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "INC event shaded: place 2G Orissa; remove 1S Orissa; place 2G Gujarat; remove 1 INC Gujarat")
    assert p.rules == ["5.1", "5.1.2"] and "'remove 1 INC Gujarat' carries out no part of the text" in p.text()
    assert s.spaces[sid("Gujarat")].inc_activists == 1


def test_shaded_not_gandhi(empty, play, sid):
    """Shaded (5.1): not Gandhi."""
    s = empty
    _no_control(s, sid)
    s.gandhi = sid("Gujarat")
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 2G Gujarat; remove gandhi Gujarat")
    assert p.rules == ["5.1", "5.1.2"] and "'remove gandhi Gujarat' carries out no part of the text" in p.text()
    assert s.gandhi == sid("Gujarat")


def test_shaded_one_space_only(empty, play, sid):
    """Shaded (5.1.2): "In 2 spaces" is a bare number."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa")
    assert p.rules == ["5.1.2"] and "2 spaces could be chosen, the log chose 1" in p.text()


def test_shaded_removal_left_out(empty, play, sid):
    """Shaded (5.1.2): an opposing piece is removed in each space that has one."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 2G Gujarat")
    assert p.rules == ["5.1.2"] and "Gujarat has an opposing piece to remove" in p.text()


def test_shaded_one_guerrilla_in_a_space(empty, play, sid):
    """Shaded (5.1.2): 2 Guerrillas in each space, while any are Available."""
    s = empty
    _no_control(s, sid)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 1G Gujarat; remove 1 INC Gujarat")
    assert p.rules == ["5.1.2"] and "2 Guerrillas in Gujarat, the log added 1" in p.text()


def test_shaded_removal_only_space_counts(empty, play, sid):
    """Shaded (5.1.2): with no Guerrilla Available, the 2 spaces each lose an opposing piece."""
    s = empty
    _no_control(s, sid)
    s.place(terms.GUERRILLAS, sid("Assam"), s.available(terms.GUERRILLAS))
    p = play(s, 22, "REV event shaded: remove 1S Orissa; remove 1 INC Gujarat")
    assert p.clean, p.text()


def test_shaded_removal_in_a_third_space(empty, play, sid):
    """Shaded (5.1): a removal counts as choosing its space: 2 spaces in all."""
    s = empty
    _no_control(s, sid)
    s.place(terms.SEPOYS, sid("Mysore"), 1)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 2G Gujarat; remove 1S Mysore")
    assert p.rules[0] == "5.1" and "at most 2 spaces: Orissa, Gujarat already chosen" in p.text()
    assert "Gujarat has an opposing piece to remove" in p.text()  # applied as written: Gujarat's is still due


def test_shaded_nothing_to_remove_in_a_space(empty, play, sid):
    """Shaded (5.1.2): a space without opposing pieces gets its Guerrillas only (no other space
    had one to remove: else it is chosen there, IT:835, issue #35)."""
    s = empty
    _no_control(s, sid)
    s.remove(terms.INC_ACTIVISTS, sid("Gujarat"), 1)
    p = play(s, 22, "REV event shaded: place 2G Orissa; remove 1S Orissa; place 2G Assam")
    assert p.clean, p.text()
