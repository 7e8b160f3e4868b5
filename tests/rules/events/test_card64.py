"""#64 The Communal Award Solidifies Caste (5.1, 5.1.1, 5.1.2)."""

from gandhi_cli.model import terms


def test_unshaded_replaces_congress_activists_and_unity(empty, play, sid):
    """#64 unshaded (5.1): up to 3 Congress Activists replaced by Sepoys, League Activists or
    Guerrillas (new Guerrillas Hidden, 1.4.3); Unity -1."""
    s = empty
    s.unity = 3
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 64, "RAJ event unshaded: replace 2 INC UP with 1S 1 ML; replace 1 INC Bihar with 1G; unity -1")
    assert p.clean, p.text()
    up, bihar = s.spaces[sid("UP")], s.spaces[sid("Bihar")]
    assert up.inc_activists == 0 and up.sepoys == 1 and up.ml_activists == 1
    assert bihar.inc_activists == 0 and bihar.guerrillas_hidden == 1
    assert s.unity == 2


def test_unshaded_four_activists(empty, play, sid):
    """#64 unshaded (5.1): up to 3."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 4)
    p = play(s, 64, "RAJ event unshaded: replace 4 INC UP with 4S; unity -1")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_unshaded_wrong_replacement_kind(empty, play, sid):
    """#64 unshaded (5.1): Sepoys, League Activists or Guerrillas, not Troops."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 64, "RAJ event unshaded: replace 1 INC UP with 1T; unity -1")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()
    assert s.spaces[sid("UP")].inc_activists == 1


def test_unshaded_league_activist_replaced(empty, play, sid):
    """#64 unshaded (5.1): Congress Activists only."""
    s = empty
    s.place(terms.ML_ACTIVISTS, sid("UP"), 1)
    p = play(s, 64, "RAJ event unshaded: replace 1 ML UP with 1S; unity -1")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()


def test_unshaded_one_for_one(empty, play, sid):
    """#64 unshaded (5.1): each Activist is replaced by one piece."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 64, "RAJ event unshaded: replace 1 INC UP with 2S; unity -1")
    assert p.rules == ["5.1"] and "1 replaced by 2" in p.text()


def test_unshaded_removed_when_nothing_available(empty, play, sid):
    """#64 unshaded (5.1.1): with no Sepoy, League Activist or Guerrilla Available, the Activist
    is removed instead of replaced."""
    s = empty
    for kind in (terms.SEPOYS, terms.ML_ACTIVISTS, terms.GUERRILLAS):
        s.out_of_play[kind] = s.forces.pieces[kind]
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 64, "RAJ event unshaded: remove 1 INC UP; unity -1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].inc_activists == 0


def test_unshaded_removed_though_a_replacement_is_available(empty, play, sid):
    """#64 unshaded (5.1.1): removing instead of replacing only when no replacement is Available."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 64, "RAJ event unshaded: remove 1 INC UP; unity -1")
    assert p.rules == ["5.1"] and "only when no replacement is Available" in p.text()


def test_unshaded_unity_left_out(empty, play, sid):
    """#64 unshaded (5.1.2, EV-0-7): Unity -1 is fixed: left out, reported and applied."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 64, "RAJ event unshaded: replace 1 INC UP with 1S")
    assert p.rules == ["5.1.2"] and "left out (unity -1)" in p.text() and s.unity == 4


def test_shaded_shifts_then_removes_protests(empty, play, sid):
    """#64 shaded (5.1): up to 3 Protest spaces 1 level toward Active Opposition, then their
    Protest markers removed."""
    s = empty
    for name in ("UP", "Bihar", "Delhi"):
        s.place_protest(sid(name), for_event=True)
    p = play(s, 64, "INC event shaded: shift UP -1; shift Bihar -1; remove protest UP; remove protest Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == s.spaces[sid("Bihar")].level == terms.PASSIVE_OPPOSITION
    assert not s.spaces[sid("UP")].protest and not s.spaces[sid("Bihar")].protest
    assert s.spaces[sid("Delhi")].protest and s.spaces[sid("Delhi")].level == terms.NEUTRAL


def test_shaded_space_without_protest(empty, play, sid):
    """#64 shaded (5.1): spaces with Protest markers."""
    p = play(empty, 64, "INC event shaded: shift UP -1")
    assert p.rules == ["5.1"] and "United Provinces is not with a Protest marker" in p.text()


def test_shaded_protest_not_removed(empty, play, sid):
    """#64 shaded (5.1.2): the Protest markers of the spaces shifted are removed."""
    s = empty
    s.place_protest(sid("UP"), for_event=True)
    p = play(s, 64, "INC event shaded: shift UP -1")
    assert p.rules == ["5.1.2"] and "'then remove the Protest markers': 1 could be carried out" in p.text()
    assert s.spaces[sid("UP")].protest


def test_shaded_protest_removed_where_no_shift(empty, play, sid):
    """#64 shaded (5.1): only the Protest markers of the spaces shifted."""
    s = empty
    s.place_protest(sid("UP"), for_event=True)
    s.place_protest(sid("Delhi"), for_event=True)
    p = play(s, 64, "INC event shaded: shift UP -1; remove protest UP; remove protest Delhi")
    assert p.rules == ["5.1"] and "Delhi is not chosen for" in p.text()


def test_shaded_removal_before_shift(empty, play, sid):
    """#64 shaded (5.1): 'then': the shifts come first."""
    s = empty
    s.place_protest(sid("UP"), for_event=True)
    s.place_protest(sid("Bihar"), for_event=True)
    p = play(s, 64, "INC event shaded: shift UP -1; remove protest UP; shift Bihar -1; remove protest Bihar")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def test_shaded_toward_active_opposition(empty, play, sid):
    """#64 shaded (5.1): 1 level toward Active Opposition, not toward Support."""
    s = empty
    s.place_protest(sid("UP"), for_event=True)
    p = play(s, 64, "INC event shaded: shift UP +1; remove protest UP")
    assert p.rules == ["5.1"] and "shifts United Provinces -1, not +1" in p.text()
