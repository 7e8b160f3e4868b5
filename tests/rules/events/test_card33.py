"""#33 The Flag Satyagraha Defies the British (5.1, 5.1.3)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.GUERRILLAS, sid("EB"), 2)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    s.place_protest(sid("UP"), for_event=True)
    s.place_protest(sid("Bihar"), for_event=True)
    s.add_unrest(sid("Punjab"))
    s.place(terms.ML_ACTIVISTS, sid("Sind"), 1)


def test_unshaded_one_item_in_each_space(empty, play, sid):
    """#33 unshaded (5.1, 5.1.3): in up to Restraint (3) spaces, 1 Guerrilla, Activist, Protest or
    Unrest marker each; Activists to Available."""
    s = empty
    s.restraint = 3
    _board(s, sid)
    avail = s.available(terms.INC_ACTIVISTS)
    p = play(s, 33, "RAJ event unshaded: remove 1 INC UP; remove protest Bihar; remove unrest Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].inc_activists == 1 and s.available(terms.INC_ACTIVISTS) == avail + 1
    assert not s.spaces[sid("Bihar")].protest and s.spaces[sid("Punjab")].unrest == 0


def test_unshaded_more_spaces_than_restraint(empty, play, sid):
    """#33 unshaded (5.1): no more spaces than the Restraint value (2)."""
    s = empty
    s.restraint = 2
    _board(s, sid)
    p = play(s, 33, "RAJ event unshaded: remove 1G EB; remove protest Bihar; remove 1 ML Sind")
    assert p.rules == ["5.1"] and "spaces up to the Restraint value (2): East Bengal, Bihar already chosen" in p.text()


def test_unshaded_two_items_in_a_space(empty, play, sid):
    """#33 unshaded (5.1): 1 item per space - not an Activist and the Protest of the same space."""
    s = empty
    _board(s, sid)
    p = play(s, 33, "RAJ event unshaded: remove 1 INC UP; remove protest UP")
    assert p.rules == ["5.1"] and "one was already removed in United Provinces" in p.text()


def test_unshaded_two_pieces_in_a_step(empty, play, sid):
    """#33 unshaded (5.1): 1 piece per space."""
    s = empty
    _board(s, sid)
    p = play(s, 33, "RAJ event unshaded: remove 2G EB")
    assert p.rules == ["5.1"] and "1 per space, not 2" in p.text()


def test_unshaded_not_a_cube(empty, play, sid):
    """#33 unshaded (5.1): a Guerrilla, Activist, Protest or Unrest - not a Sepoy."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 1)
    p = play(s, 33, "INC event unshaded: remove 1S Delhi")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_unshaded_not_a_strike(empty, play, sid):
    """#33 unshaded (5.1): an Unrest marker, not a Strike."""
    s = empty
    s.add_unrest(sid("RW-A"))
    p = play(s, 33, "RAJ event unshaded: remove strike RW-A")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("RW-A")].strike


def test_unshaded_activist_to_jail(empty, play, sid):
    """#33 unshaded (5.1.3): 'remove' - to Available, not to Jail."""
    s = empty
    _board(s, sid)
    p = play(s, 33, "RAJ event unshaded: remove 1 INC UP to jail")
    assert p.rules == ["5.1"] and "removed pieces go to Available, not Jail" in p.text()


def test_shaded_opposing_pieces_then_release(empty, play, sid):
    """#33 shaded (5.1): in up to Unity spaces 1 opposing piece each, then up to 5 Activists
    from Jail to Available."""
    s = empty
    s.unity = 2
    s.place(terms.SEPOYS, sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("EB"), 1)
    s.place(terms.ML_ACTIVISTS, sid("EB"), 1)
    s.jail[terms.INC_ACTIVISTS] = 4
    s.jail[terms.ML_ACTIVISTS] = 2
    p = play(s, 33, "INC event shaded: remove 1S UP; remove 1G EB; release 3 INC 2 ML")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].sepoys == 1 and s.spaces[sid("EB")].guerrillas == 0
    assert s.jail[terms.INC_ACTIVISTS] == 1 and s.jail[terms.ML_ACTIVISTS] == 0


def test_shaded_more_spaces_than_unity(empty, play, sid):
    """#33 shaded (5.1): spaces up to the Unity value (1)."""
    s = empty
    s.unity = 1
    s.place(terms.SEPOYS, sid("UP"), 1)
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    p = play(s, 33, "INC event shaded: remove 1S UP; remove 1S Bihar")
    assert p.rules == ["5.1"] and "at most 1 space(s): United Provinces already chosen" in p.text()


def test_shaded_two_in_a_space(empty, play, sid):
    """#33 shaded (5.1): 1 piece per space."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 2)
    p = play(s, 33, "INC event shaded: remove 2S UP")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces, not 2" in p.text()


def test_shaded_own_piece(empty, play, sid):
    """#33 shaded (5.1): an opposing piece - Congress removes none of its own."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    p = play(s, 33, "INC event shaded: remove 1 INC UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_not_gandhi(empty, play, sid):
    """#33 shaded (5.1): not Gandhi (the Raj executing)."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 33, "RAJ event shaded: remove gandhi UP")
    assert p.rules[0] == "5.1" and "carries out no part of the text" in p.text()
    assert s.gandhi == sid("UP")


def test_shaded_base_last(empty, play, sid):
    """#33 shaded (5.1): Bases last - the Guerrilla goes first."""
    s = empty
    s.place(terms.REV_BASES, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 33, "RAJ event shaded: remove 1 RB UP")
    assert p.rules == ["5.1"] and "Bases last: 1 other piece(s) still in United Provinces" in p.text()


def test_shaded_six_released(empty, play):
    """#33 shaded (5.1): up to 5 Activists."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 6
    p = play(s, 33, "INC event shaded: release 6 INC")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_shaded_released_to_a_space(empty, play):
    """#33 shaded (5.1): released to Available, not to a space."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 2
    p = play(s, 33, "INC event shaded: release 2 INC to UP")
    assert p.rules == ["5.1"] and "the pieces go to Available, not to a space" in p.text()


def test_shaded_release_before_removal(empty, play, sid):
    """#33 shaded (5.1): 'then' - the removals first."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 1)
    s.jail[terms.INC_ACTIVISTS] = 2
    p = play(s, 33, "INC event shaded: release 2 INC; remove 1S UP")
    assert p.rules == ["5.1"] and "comes before" in p.text()
