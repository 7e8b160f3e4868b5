"""#47 Lala Lajpat Rai Killed during a Demonstration (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def _cubes(s, sid):
    """UP: 1 Troop, 2 Guerrillas, a Protest; Bihar: 1 Sepoy, Unrest, 1 Congress Activist; Madras:
    1 Guerrilla, no cube."""
    s.place(terms.TROOPS, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("UP"), 2)
    s.place_protest(sid("UP"), for_event=True)
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    s.add_unrest(sid("Bihar"))
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place(terms.GUERRILLAS, sid("Madras"), 1)


def test_unshaded_one_thing_from_each_of_2_spaces(empty, play, sid):
    """#47 unshaded (5.1): from each of 2 spaces with cubes, 1 Guerrilla, Activist, Protest or
    Unrest."""
    s = empty
    _cubes(s, sid)
    p = play(s, 47, "RAJ event unshaded: remove protest UP; remove 1 INC Bihar")
    assert p.clean, p.text()
    assert not s.spaces[sid("UP")].protest and s.spaces[sid("Bihar")].inc_activists == 0
    assert s.spaces[sid("Bihar")].unrest == 1
    p = play(s, 47, "RAJ event unshaded: remove 1G UP; remove unrest Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas == 1 and s.spaces[sid("Bihar")].unrest == 0


def test_unshaded_two_things_in_a_space(empty, play, sid):
    """#47 unshaded (5.1): one of the four per space."""
    s = empty
    _cubes(s, sid)
    p = play(s, 47, "RAJ event unshaded: remove protest UP; remove 1G UP; remove 1 INC Bihar")
    assert p.rules == ["5.1"] and "one option per space" in p.text()
    assert s.spaces[sid("UP")].guerrillas == 2


def test_unshaded_two_guerrillas(empty, play, sid):
    """#47 unshaded (5.1): 1 Guerrilla."""
    s = empty
    _cubes(s, sid)
    p = play(s, 47, "RAJ event unshaded: remove 2G UP; remove 1 INC Bihar")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_unshaded_space_without_cubes(empty, play, sid):
    """#47 unshaded (5.1): spaces with cubes (Madras has none)."""
    s = empty
    _cubes(s, sid)
    p = play(s, 47, "RAJ event unshaded: remove 1G Madras; remove 1 INC Bihar")
    assert p.rules == ["5.1"] and "Madras is not with cubes" in p.text()


def test_unshaded_one_space(empty, play, sid):
    """#47 unshaded (5.1.2): 'each of 2 spaces' is bare."""
    s = empty
    _cubes(s, sid)
    p = play(s, 47, "RAJ event unshaded: remove 1G UP")
    assert p.rules == ["5.1.2"] and "2 space(s) could be chosen, the log chose 1" in p.text()


def test_unshaded_third_space(empty, play, sid):
    """#47 unshaded (5.1): 2 spaces, not 3."""
    s = empty
    _cubes(s, sid)
    s.place(terms.SEPOYS, sid("Madras"), 1)
    p = play(s, 47, "RAJ event unshaded: remove 1G UP; remove 1 INC Bihar; remove 1G Madras")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_a_cube(empty, play, sid):
    """#47 unshaded (5.1): no cube is removed."""
    s = empty
    _cubes(s, sid)
    p = play(s, 47, "INC event unshaded: remove 1G UP; remove 1 INC Bihar; remove 1S Bihar")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def _hidden(s, sid):
    """UP: 1 Hidden Guerrilla, 2 Troops, 1 Sepoy, 2 League Bases; Bihar: 2 Sepoys, no Guerrilla."""
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    s.place(terms.TROOPS, sid("UP"), 2)
    s.place(terms.SEPOYS, sid("UP"), 1)
    s.place(terms.ML_BASES, sid("UP"), 2)
    s.place(terms.SEPOYS, sid("Bihar"), 2)


def test_shaded_removes_3_pieces(empty, play, sid):
    """#47 shaded (5.1): 3 enemy pieces in spaces with Hidden Guerrillas, at most 1 Base."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "INC event shaded: remove 2T 1 MLB UP")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].troops == 0 and s.spaces[sid("UP")].ml_bases == 1


def test_shaded_replaces_2_pieces(empty, play, sid):
    """#47 shaded (5.1): or 2 replaced by Guerrillas or Activists (Guerrillas placed Hidden)."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "REV event shaded: replace 1T UP with 1G; replace 1 MLB UP with 1 INC")
    assert p.clean, p.text()
    sp = s.spaces[sid("UP")]
    assert sp.troops == 1 and sp.ml_bases == 1 and sp.guerrillas_hidden == 2 and sp.inc_activists == 1


def test_shaded_both_options(empty, play, sid):
    """#47 shaded (5.1): remove OR replace, not both."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "INC event shaded: remove 2T 1S UP; replace 1 MLB UP with 1 INC")
    assert p.rules == ["5.1"] and "one option only" in p.text()


def test_shaded_two_bases(empty, play, sid):
    """#47 shaded (5.1): max 1 Base."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "INC event shaded: remove 1T 2 MLB UP")
    assert p.rules == ["5.1"] and "at most 1 Base" in p.text()


def test_shaded_fewer_than_3(empty, play, sid):
    """#47 shaded (5.1.2): '3 pieces' is bare."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "INC event shaded: remove 2T UP")
    assert p.rules == ["5.1.2"] and "3 could be carried out, the log did 2" in p.text()


def test_shaded_space_without_hidden_guerrillas(empty, play, sid):
    """#47 shaded (5.1): spaces with Hidden Guerrillas (Bihar has none)."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "INC event shaded: remove 2S Bihar; remove 1T UP")
    assert p.rules == ["5.1"] and "Bihar is not with Hidden Guerrillas" in p.text()


def test_shaded_own_pieces(empty, play, sid):
    """#47 shaded (5.1): the executing faction's enemies' pieces (the card's note): Congress does
    not remove its own Activist."""
    s = empty
    _hidden(s, sid)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 47, "INC event shaded: remove 1 INC UP; remove 2T 1S UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_space_judged_when_the_event_begins(empty, play, sid):
    """#47 shaded (5.1, 5.1.2): the Raj removes the only Hidden Guerrilla of United Provinces
    first: the space still counts for the rest; its enemies there are that Guerrilla and 1 of the
    League Bases (max 1 Base), so 2 pieces are all the text can do."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "RAJ event shaded: remove 1G UP; remove 1 MLB UP")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas == 0 and s.spaces[sid("UP")].ml_bases == 1


def test_shaded_nothing_to_take(empty, play, sid):
    """#47 shaded (5.1.2): with no enemy piece in a space with Hidden Guerrillas, the Event does
    nothing, legally."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 47, "REV event shaded")
    assert p.clean, p.text()


def test_shaded_left_out(empty, play, sid):
    """#47 shaded (5.1.2): with pieces to take, one of the two options is carried out."""
    s = empty
    _hidden(s, sid)
    p = play(s, 47, "INC event shaded")
    assert p.rules == ["5.1.2"] and "is left out" in p.text()
