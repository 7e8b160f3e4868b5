"""#8 Webb Miller Interviews Gandhi (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def card08_board(s, sid):
    """United Provinces: a Protest, 2 cubes, 2 Activists and a Guerrilla; Punjab: Unrest."""
    up = sid("UP")
    s.place_protest(up, for_event=True)
    s.place(terms.TROOPS, up, 1)
    s.place(terms.SEPOYS, up, 1)
    s.place(terms.INC_ACTIVISTS, up, 2)
    s.place(terms.GUERRILLAS, up, 1)
    s.add_unrest(sid("Punjab"))
    return up


def _board(s, sid):
    up = card08_board(s, sid)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    s.place(terms.SEPOYS, sid("Bihar"), 2)
    return up


def test_unshaded_one_per_cube_then_a_marker(empty, play, sid):
    """#8 unshaded (5.1, 5.1.3): in a Protest space with 2 cubes, 2 Activists or Guerrillas to
    Available, then its Protest marker."""
    s = empty
    up = _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove 1 INC 1G UP; remove protest UP")
    assert p.clean, p.text()
    sp = s.spaces[up]
    assert sp.inc_activists == 1 and sp.guerrillas == 0 and not sp.protest
    assert s.jail[terms.INC_ACTIVISTS] == 0


def test_unshaded_unrest_space_without_pieces_only_the_marker(empty, play, sid):
    """#8 unshaded (5.1): in an Unrest space with nothing to remove, only the marker goes."""
    s = empty
    s.add_unrest(sid("Punjab"))
    s.place(terms.TROOPS, sid("Punjab"), 2)
    p = play(s, 8, "RAJ event unshaded: remove unrest Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].unrest == 0


def test_unshaded_space_where_less_can_be_done(empty, play, sid):
    """#8 unshaded (5.1.2): the space is one where the most of the text can be carried out:
    Punjab (nothing to remove) while United Provinces allows 2 removals."""
    s = empty
    _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove unrest Punjab")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 0" in p.text()


def test_unshaded_more_than_the_cubes(empty, play, sid):
    """#8 unshaded (5.1): 1 per cube (2 in United Provinces)."""
    s = empty
    _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove 2 INC 1G UP; remove protest UP")
    assert p.rules == ["5.1"] and "at most 2 in United Provinces, not 3" in p.text()


def test_unshaded_fewer_than_the_cubes(empty, play, sid):
    """#8 unshaded (5.1.2): "1 per cube" is a bare number."""
    s = empty
    _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove 1 INC UP; remove protest UP")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_space_without_protest_or_unrest(empty, play, sid):
    """#8 unshaded (5.1): a Protest or Unrest space (Bihar has neither)."""
    s = empty
    _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove 2 INC Bihar; remove unrest Punjab")
    assert "Bihar is not with a Protest marker or with Unrest" in p.text()
    assert set(p.rules) == {"5.1"}


def test_unshaded_marker_in_another_space(empty, play, sid):
    """#8 unshaded (5.1): the marker goes from the space chosen."""
    s = empty
    _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove 1 INC 1G UP; remove unrest Punjab")
    assert p.rules == ["5.1"] and "Punjab is not the space chosen" in p.text()


def test_unshaded_marker_left_out(empty, play, sid):
    """#8 unshaded (5.1.2): "remove 1 Unrest or Protest marker" is a bare number."""
    s = empty
    up = _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove 1 INC 1G UP")
    assert p.rules == ["5.1.2"] and "then remove 1 Unrest or Protest marker" in p.text()
    assert s.spaces[up].protest


def test_unshaded_both_markers(empty, play, sid):
    """#8 unshaded (5.1): 1 marker, Unrest or Protest, not both."""
    s = empty
    up = _board(s, sid)
    s.add_unrest(up)
    p = play(s, 8, "RAJ event unshaded: remove 1 INC 1G UP; remove protest UP; remove unrest UP")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_unshaded_marker_before_the_pieces(empty, play, sid):
    """#8 unshaded (5.1): "then": the pieces first, the marker after."""
    s = empty
    _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove protest UP; remove 1 INC 1G UP")
    assert "comes before" in p.text() and set(p.rules) == {"5.1", "5.1.2"}


def test_unshaded_to_jail(empty, play, sid):
    """#8 unshaded (5.1.3): to Available, as printed, not to Jail."""
    s = empty
    _board(s, sid)
    p = play(s, 8, "RAJ event unshaded: remove 2 INC UP to jail; remove protest UP")
    assert p.rules == ["5.1"] and "go to Available, not Jail" in p.text()


def test_shaded_two_protest_spaces_toward_opposition(empty, play, sid):
    """#8 shaded (5.1): up to 2 Protest spaces, each 1 level toward Active Opposition."""
    s = empty
    for name in ("UP", "Bihar", "Delhi"):
        s.place_protest(sid(name), for_event=True)
    s.set_level(sid("Bihar"), terms.PASSIVE_SUPPORT)
    p = play(s, 8, "INC event shaded: shift UP -1; shift Bihar -1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == terms.PASSIVE_OPPOSITION and s.spaces[sid("Bihar")].level == terms.NEUTRAL


def test_shaded_three_spaces(empty, play, sid):
    """#8 shaded (5.1): up to 2 spaces."""
    s = empty
    for name in ("UP", "Bihar", "Delhi"):
        s.place_protest(sid(name), for_event=True)
    p = play(s, 8, "INC event shaded: shift UP -1; shift Bihar -1; shift Delhi -1")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_space_without_protest(empty, play):
    """#8 shaded (5.1): Protest spaces only."""
    p = play(empty, 8, "INC event shaded: shift UP -1")
    assert p.rules == ["5.1"] and "United Provinces is not with a Protest marker" in p.text()


def test_shaded_two_levels(empty, play, sid):
    """#8 shaded (5.1): each 1 level, not 2."""
    s = empty
    s.place_protest(sid("UP"), for_event=True)
    p = play(s, 8, "INC event shaded: shift UP -2")
    assert p.rules == ["5.1"] and "shifts United Provinces -1, not -2" in p.text()


def test_shaded_same_space_twice(empty, play, sid):
    """#8 shaded (5.1): each space 1 level."""
    s = empty
    s.place_protest(sid("UP"), for_event=True)
    p = play(s, 8, "INC event shaded: shift UP -1; shift UP -1")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_shaded_protest_space_at_active_opposition(empty, play, sid):
    """Shaded (IT:2954, "Spostate sino a 2 spazi di Protesta ciascuno di 1 livello verso
    Opposizione Attiva"; 5.1.2): a Protest space at Active Opposition cannot shift: it is not
    listed, and a step naming it is refused (as a space the clause lists is accepted)."""
    from gandhi_cli.rules.activity import Turn
    from gandhi_cli.rules.events import event_class

    s = empty
    for name, level in (("UP", terms.ACTIVE_OPPOSITION), ("Bihar", terms.NEUTRAL)):
        s.place_protest(sid(name), for_event=True)
        s.set_level(sid(name), level)
    ev = event_class(8, "shaded")(Turn(s.copy(), terms.INC, "<test>", []))
    assert ev.sequence.next_clause().candidates(ev) == [(sid("Bihar"), 1)]
    assert play(s.copy(), 8, "INC event shaded: shift Bihar -1").clean
    p = play(s, 8, "INC event shaded: shift UP -1")
    assert p.rules == ["5.1"] and "United Provinces" in p.text()
