"""#6 Chauri Chaura Massacre (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def _protest_space(s, sid):
    up = sid("UP")
    s.place_protest(up, for_event=True)
    s.place(terms.GANDHI, up)
    s.place(terms.INC_ACTIVISTS, up, 2)
    s.place(terms.ML_ACTIVISTS, up, 1)
    s.place(terms.ML_BASES, up, 1)
    s.place(terms.TROOPS, up, 1)
    s.place(terms.SEPOYS, up, 2)
    s.place(terms.GUERRILLAS, up, 1)
    return up


def test_unshaded_congress_pieces_to_jail(empty, play, sid):
    """#6 unshaded (5.1, 5.1.3): in a Protest space all of Congress's pieces go: Gandhi and the
    Activists to Jail; the other factions' pieces stay."""
    s = empty
    up = _protest_space(s, sid)
    p = play(s, 6, "RAJ event unshaded: arrest gandhi 2 INC UP")
    assert p.clean, p.text()
    assert s.gandhi == terms.JAIL and s.jail[terms.INC_ACTIVISTS] == 2
    assert s.spaces[up].inc_activists == 0 and s.spaces[up].ml_activists == 1 and s.spaces[up].cubes == 3


def test_unshaded_league_activists_to_jail_base_to_available(empty, play, sid):
    """#6 unshaded (5.1, 5.1.3): the League's Activists to Jail, its Base to Available, in any
    order."""
    s = empty
    up = _protest_space(s, sid)
    p = play(s, 6, "RAJ event unshaded: remove 1 MLB UP; arrest 1 ML UP")
    assert p.clean, p.text()
    assert s.spaces[up].ml_bases == 0 and s.spaces[up].ml_activists == 0 and s.jail[terms.ML_ACTIVISTS] == 1
    assert s.available(terms.ML_BASES) == s.forces.pieces[terms.ML_BASES]


def test_unshaded_any_faction_even_the_raj(empty, play, sid):
    """#6 unshaded (5.1): "1 Faction" is any of them, the Raj too (its cubes to Available; the
    rulebook's Non-Player example, IT:1519, says the Raj NP would not choose its own cubes)."""
    s = empty
    up = _protest_space(s, sid)
    p = play(s, 6, "INC event unshaded: remove 1T 2S UP")
    assert p.clean, p.text()
    assert s.spaces[up].cubes == 0


def test_unshaded_two_factions(empty, play, sid):
    """#6 unshaded (5.1): the pieces of 1 Faction only."""
    s = empty
    _protest_space(s, sid)
    p = play(s, 6, "INC event unshaded: remove 1G UP; remove 1T 2S UP")
    assert p.rules == ["5.1"] and "pieces of 1 Faction: REV was chosen" in p.text()


def test_unshaded_not_all_of_the_faction(empty, play, sid):
    """#6 unshaded (5.1): all the pieces of the Faction (Gandhi is left)."""
    s = empty
    _protest_space(s, sid)
    p = play(s, 6, "RAJ event unshaded: arrest 2 INC UP")
    assert p.rules == ["5.1"] and "1 INC piece(s) left in United Provinces" in p.text()


def test_unshaded_space_without_protest(empty, play, sid):
    """#6 unshaded (5.1): a Protest space (Bihar has none)."""
    s = empty
    s.place(terms.GUERRILLAS, sid("Bihar"), 2)
    p = play(s, 6, "RAJ event unshaded: remove 2G Bihar")
    assert p.rules == ["5.1"] and "Bihar is not with a Protest marker" in p.text()


def test_unshaded_two_spaces(empty, play, sid):
    """#6 unshaded (5.1): 1 Protest space."""
    s = empty
    for name in ("UP", "Bihar"):
        s.place_protest(sid(name), for_event=True)
        s.place(terms.GUERRILLAS, sid(name), 1)
    p = play(s, 6, "RAJ event unshaded: remove 1G UP; remove 1G Bihar")
    assert p.rules == ["5.1"] and "1 space: United Provinces was chosen" in p.text()


def test_unshaded_a_step_naming_no_space_chooses_nothing(empty, play, sid):
    """#6 unshaded (1.3, 5.1.2): a step naming no space is skipped (1.3) and chooses neither
    the space nor the Faction (the replay stopped on an internal error, KeyError: None)."""
    s = empty
    _protest_space(s, sid)
    p = play(s, 6, "RAJ event unshaded: arrest 2 INC")
    assert p.rules == ["1.3", "5.1.2"] and "names no space" in p.text()


def test_unshaded_the_step_after_one_naming_no_space_chooses(empty, play, sid):
    """#6 unshaded (1.3, 5.1): after a step naming no space, the next step chooses the space and
    the Faction."""
    s = empty
    up = _protest_space(s, sid)
    p = play(s, 6, "RAJ event unshaded: arrest 2 INC; arrest gandhi 2 INC UP")
    assert p.rules == ["1.3"], p.text()
    assert s.gandhi == terms.JAIL and s.spaces[up].inc_activists == 0


def test_unshaded_activists_removed_not_arrested(empty, play, sid):
    """#6 unshaded (5.1, 5.1.3): Activists go to Jail, not to Available."""
    s = empty
    s.place_protest(sid("Bihar"), for_event=True)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    p = play(s, 6, "RAJ event unshaded: remove 2 INC Bihar")
    assert p.rules == ["5.1"] and "Gandhi and Activists go to Jail" in p.text()


def test_unshaded_left_out(empty, play, sid):
    """#6 unshaded (5.1.2): the text can be carried out (a Protest space holds pieces): it is."""
    s = empty
    _protest_space(s, sid)
    p = play(s, 6, "RAJ event unshaded")
    assert p.rules == ["5.1.2"] and "left out" in p.text()


def test_unshaded_nothing_to_remove(empty, play, sid):
    """#6 unshaded (5.1.2): with no piece in any Protest space, nothing is required."""
    s = empty
    s.place_protest(sid("Bihar"), for_event=True)
    assert play(s, 6, "RAJ event unshaded").clean


def _shaded_board(s, sid):
    bihar = sid("Bihar")
    s.place(terms.INC_ACTIVISTS, bihar, 2)
    s.place(terms.TROOPS, bihar, 2)
    s.place(terms.SEPOYS, bihar, 1)
    s.set_level(bihar, terms.ACTIVE_SUPPORT)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.place(terms.SEPOYS, sid("UP"), 2)
    return bihar


def test_shaded_unrest_two_cubes_neutral(empty, play, sid):
    """#6 shaded (5.1, 5.1.3): Unrest in a space with Activists and Troops, 2 cubes removed there
    (to Available), the space set to Neutral."""
    s = empty
    bihar = _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest Bihar; remove 1T 1S Bihar; set Bihar neutral")
    assert p.clean, p.text()
    sp = s.spaces[bihar]
    assert sp.unrest == 1 and sp.troops == 1 and sp.sepoys == 0 and sp.level == terms.NEUTRAL
    assert s.available(terms.SEPOYS) == s.forces.pieces[terms.SEPOYS] - 2  # the 2 in UP


def test_shaded_space_without_troops(empty, play, sid):
    """#6 shaded (5.1): the space has both Activists and Troops (UP has Sepoys only)."""
    s = empty
    _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest UP; remove 2S UP; set UP neutral")
    assert p.rules == ["5.1"] and "United Provinces is not with Activists with Troops" in p.text()


def test_shaded_one_cube_of_two(empty, play, sid):
    """#6 shaded (5.1.2): "remove 2 cubes" is a bare number."""
    s = empty
    _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest Bihar; remove 1T Bihar; set Bihar neutral")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_three_cubes(empty, play, sid):
    """#6 shaded (5.1): 2 cubes, not 3."""
    s = empty
    _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest Bihar; remove 2T 1S Bihar; set Bihar neutral")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_cubes_elsewhere(empty, play, sid):
    """#6 shaded (5.1): the cubes are removed "there"."""
    s = empty
    _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest Bihar; remove 2S UP; set Bihar neutral")
    assert p.rules == ["5.1"] and "United Provinces is not chosen for" in p.text()


def test_shaded_level_left_out(empty, play, sid):
    """#6 shaded (5.1.2): the space is set to Neutral (written `set X neutral`); left out, it is
    fixed whole (the space is the one chosen), so the replay applies it (EV-0-7)."""
    s = empty
    bihar = _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest Bihar; remove 2T Bihar")
    assert p.rules == ["5.1.2"] and "set the space to Neutral" in p.text()
    assert s.spaces[bihar].level == terms.NEUTRAL and "[applied by the replay]" in p.text()


def test_shaded_wrong_level(empty, play, sid):
    """#6 shaded (5.1): Neutral, not another level."""
    s = empty
    _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest Bihar; remove 2T Bihar; set Bihar passive-opposition")
    assert p.rules == ["5.1"] and "the level is Neutral" in p.text()


def test_shaded_activists_are_not_cubes(empty, play, sid):
    """#6 shaded (5.1): cubes, not Activists."""
    s = empty
    _shaded_board(s, sid)
    p = play(s, 6, "INC event shaded: add unrest Bihar; remove 2 INC Bihar; remove 2T Bihar; set Bihar neutral")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("Bihar")].inc_activists == 2
