"""#43 Textile Workers' Strike (5.1, 5.1.1, 5.1.2)."""

from gandhi_cli.model import terms


def _board(s, sid):
    """Bihar: 1 Sepoy, 1 Guerrilla, 3 Activists (2 can go); Bombay: 1 Troop, 2 Activists (1 can
    go); Madras: 2 Activists, no cube or Guerrilla."""
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    s.place(terms.ML_ACTIVISTS, sid("Bihar"), 1)
    s.place(terms.TROOPS, sid("Bombay"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bombay"), 2)
    s.place(terms.INC_ACTIVISTS, sid("Madras"), 2)


def test_unshaded_removals_and_restraint(empty, play, sid):
    """#43 unshaded (5.1): in up to 2 spaces 1 Activist per cube and Guerrilla, then Restraint -1."""
    s = empty
    _board(s, sid)
    p = play(s, 43, "RAJ event unshaded: remove 1 INC 1 ML Bihar; remove 1 INC Bombay; restraint -1")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].activists == 1 and s.spaces[sid("Bombay")].inc_activists == 1
    assert s.restraint == 4


def test_unshaded_no_space_is_allowed(empty, play, sid):
    """#43 unshaded (5.1): 'up to 2 spaces': none; the Restraint shift still happens."""
    s = empty
    _board(s, sid)
    p = play(s, 43, "RAJ event unshaded: restraint -1")
    assert p.clean, p.text()
    assert s.restraint == 4


def test_unshaded_too_many_for_the_cubes(empty, play, sid):
    """#43 unshaded (5.1): Bombay has 1 cube and no Guerrilla: 1 Activist."""
    s = empty
    _board(s, sid)
    p = play(s, 43, "RAJ event unshaded: remove 2 INC Bombay; restraint -1")
    assert p.rules == ["5.1"] and "at most 1 in Bombay" in p.text()


def test_unshaded_space_without_cubes(empty, play, sid):
    """#43 unshaded (5.1): no cube and no Guerrilla in Madras: no Activist goes there."""
    s = empty
    _board(s, sid)
    p = play(s, 43, "RAJ event unshaded: remove 1 INC Madras; restraint -1")
    assert p.rules == ["5.1"] and "at most 0 in Madras" in p.text()


def test_unshaded_fewer_than_the_space_allows(empty, play, sid):
    """#43 unshaded (5.1.2): in a space chosen, 1 per cube and Guerrilla is bare: 2 in Bihar."""
    s = empty
    _board(s, sid)
    p = play(s, 43, "RAJ event unshaded: remove 1 INC Bihar; restraint -1")
    assert p.rules == ["5.1.2"] and "2 could be carried out in Bihar, the log did 1" in p.text()


def test_unshaded_third_space(empty, play, sid):
    """#43 unshaded (5.1): up to 2 spaces."""
    s = empty
    _board(s, sid)
    s.place(terms.SEPOYS, sid("Madras"), 1)
    p = play(s, 43, "RAJ event unshaded: remove 1 INC 1 ML Bihar; remove 1 INC Bombay; remove 1 INC Madras; "
                    "restraint -1")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_restraint_left_out(empty, play, sid):
    """#43 unshaded (5.1.2, EV-0-7): Restraint -1 is fixed: left out, reported and applied."""
    s = empty
    _board(s, sid)
    p = play(s, 43, "RAJ event unshaded: remove 1 INC Bombay")
    assert p.rules == ["5.1.2"] and "'Shift Restraint -1' is left out" in p.text()
    assert s.restraint == 4


def _marked(s, sid):
    """Bihar: Protest and 3 Guerrillas; UP: Unrest and 1 Guerrilla; Madras: 2 Guerrillas, no marker."""
    s.place_protest(sid("Bihar"), for_event=True)
    s.place(terms.GUERRILLAS, sid("Bihar"), 3)
    s.add_unrest(sid("UP"))
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("Madras"), 2)


def test_shaded_replaces_guerrillas_with_activists(empty, play, sid):
    """#43 shaded (5.1): up to 2 Guerrillas per space become Activists, in Protest or Unrest spaces."""
    s = empty
    _marked(s, sid)
    p = play(s, 43, "REV event shaded: replace 2G Bihar with 1 INC 1 ML; replace 1G UP with 1 INC")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].guerrillas == 1 and s.spaces[sid("Bihar")].activists == 2
    assert s.spaces[sid("UP")].guerrillas == 0 and s.spaces[sid("UP")].inc_activists == 1


def test_shaded_three_in_a_space(empty, play, sid):
    """#43 shaded (5.1): up to 2 Guerrillas in each space."""
    s = empty
    _marked(s, sid)
    p = play(s, 43, "REV event shaded: replace 3G Bihar with 3 INC")
    assert p.rules == ["5.1"] and "at most 2 in Bihar" in p.text()


def test_shaded_space_without_marker(empty, play, sid):
    """#43 shaded (5.1): a Protest and/or Unrest space (Madras has neither)."""
    s = empty
    _marked(s, sid)
    p = play(s, 43, "REV event shaded: replace 2G Madras with 2 INC")
    assert p.rules == ["5.1"] and "Madras is not with a Protest marker or with Unrest" in p.text()


def test_shaded_third_space(empty, play, sid):
    """#43 shaded (5.1): up to 2 spaces."""
    s = empty
    _marked(s, sid)
    s.add_unrest(sid("Madras"))
    p = play(s, 43, "REV event shaded: replace 1G Bihar with 1 INC; replace 1G UP with 1 INC; "
                    "replace 1G Madras with 1 INC")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_shaded_one_for_one(empty, play, sid):
    """#43 shaded (5.1): each Guerrilla is replaced by one Activist."""
    s = empty
    _marked(s, sid)
    p = play(s, 43, "REV event shaded: replace 2G Bihar with 1 INC")
    assert p.rules == ["5.1"] and "2 replaced by 1" in p.text()


def test_shaded_sepoys_are_not_replaced(empty, play, sid):
    """#43 shaded (5.1): Guerrillas only."""
    s = empty
    _marked(s, sid)
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    p = play(s, 43, "REV event shaded: replace 1S Bihar with 1 INC")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
