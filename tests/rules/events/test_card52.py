"""#52 Provincial Elections Cool Tensions (5.1, 5.1.2, 2.3.6)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.set_level(sid("UP"), terms.PASSIVE_OPPOSITION)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    s.gandhi = sid("Bombay Presidency")  # Gandhi alone: a Congress piece, not an Activist
    s.place(terms.ML_ACTIVISTS, sid("Sind"), 1)


def test_unshaded_shifts_and_congress_ineligible():
    """#52 unshaded (5.1, 2.3.6): up to 2 spaces with Congress Activists 1 level toward Active
    Support; Congress (which Passed on this card) is Ineligible for the next one."""
    log = ("[Scenario short]\n[Deck 52 2]\ncard 52 [RAJ INC ML REV]\n"
           "RAJ event unshaded: shift UP +1; shift Bihar +1\nINC pass\nML pass\nREV pass\n"
           "card 2 [INC RAJ ML REV]\nINC pass\nML pass\nREV pass\n")
    r = replay_text(log, "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.1", 9)], [str(f) for f in r.violations]
    s = r.state
    assert s.spaces[s.map.resolve("UP")].level == terms.NEUTRAL
    assert s.spaces[s.map.resolve("Bihar")].level == terms.NEUTRAL


def test_unshaded_three_spaces(empty, play, sid):
    """#52 unshaded (5.1): up to 2 spaces."""
    s = empty
    _board(s, sid)
    s.place(terms.INC_ACTIVISTS, sid("Delhi"), 1)
    p = play(s, 52, "RAJ event unshaded: shift UP +1; shift Bihar +1; shift Delhi +1")
    assert p.rules == ["5.1"] and "at most 2 space(s): United Provinces, Bihar already chosen" in p.text()


def test_unshaded_gandhi_is_not_an_activist(empty, play, sid):
    """#52 unshaded (5.1): spaces with Congress Activists; Gandhi alone does not make one (1.4.5)."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "RAJ event unshaded: shift BP +1")
    assert p.rules == ["5.1"] and "Bombay Presidency is not with Congress Activists" in p.text()


def test_unshaded_league_activists_only(empty, play, sid):
    """#52 unshaded (5.1): Muslim League Activists are not Congress Activists."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "RAJ event unshaded: shift Sind +1")
    assert p.rules == ["5.1"] and "Sind is not with Congress Activists" in p.text()


def test_unshaded_two_levels(empty, play, sid):
    """#52 unshaded (5.1): each space 1 level."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "RAJ event unshaded: shift UP +2")
    assert p.rules == ["5.1"] and "shifts United Provinces +1, not +2" in p.text()


def test_unshaded_same_space_twice(empty, play, sid):
    """#52 unshaded (5.1): each space 1 level, so a space is shifted once."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "RAJ event unshaded: shift UP +1; shift UP +1")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_unshaded_no_space_is_legal(empty, play, sid):
    """#52 unshaded (5.1): 'up to' - no shift at all is legal."""
    s = empty
    _board(s, sid)
    assert play(s, 52, "RAJ event unshaded").clean


def test_shaded_shifts_then_places(empty, play, sid):
    """#52 shaded (5.1): 2 spaces with Congress pieces (Gandhi counts) 1 level toward Active
    Opposition, then 1 Activist or Guerrilla in each."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; shift BP -1; place 1 INC UP; place 1G BP")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == terms.ACTIVE_OPPOSITION and s.spaces[sid("UP")].inc_activists == 2
    assert s.spaces[sid("BP")].level == terms.PASSIVE_OPPOSITION and s.spaces[sid("BP")].guerrillas_hidden == 1


def test_shaded_one_space_only(empty, play, sid):
    """#52 shaded (5.1.2): a bare 2 spaces, and 3 could be shifted."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; place 1 INC UP")
    assert p.rules == ["5.1.2"] and "2 space(s) could be chosen, the log chose 1" in p.text()


def test_shaded_space_without_congress_pieces(empty, play, sid):
    """#52 shaded (5.1): the spaces have Congress pieces (Sind has League ones only)."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; shift Sind -1; place 1 INC UP; place 1 ML Sind")
    assert p.rules == ["5.1"] and "Sind is not with Congress pieces" in p.text()


def test_shaded_wrong_direction(empty, play, sid):
    """#52 shaded (5.1): toward Active Opposition."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; shift Bihar +1; place 1 INC UP; place 1 INC Bihar")
    assert p.rules == ["5.1"] and "shifts Bihar -1, not +1" in p.text()


def test_shaded_piece_in_another_space(empty, play, sid):
    """#52 shaded (5.1): the pieces go in the spaces shifted."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; shift Bihar -1; place 1 INC UP; place 1 INC Delhi")
    assert p.rules == ["5.1"] and "Delhi is not chosen for" in p.text()


def test_shaded_two_pieces_in_one_space(empty, play, sid):
    """#52 shaded (5.1): 1 piece in each space."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; shift Bihar -1; place 2 INC UP")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_shaded_pieces_left_out(empty, play, sid):
    """#52 shaded (5.1.2): 'place 1 … in each space' is a bare number: 2 could be placed."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; shift Bihar -1; place 1 INC UP")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_wrong_piece_kind(empty, play, sid):
    """#52 shaded (5.1): an Activist or a Guerrilla, not a Sepoy."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; shift Bihar -1; place 1 INC UP; place 1S Bihar")
    assert "carries out no part of the text" in p.text()
    assert p.rules == ["5.1", "5.1.2"]  # and Bihar got no piece


def test_shaded_placement_between_the_shifts(empty, play, sid):
    """#52 shaded (5.1): 'then' - both shifts come before the pieces (the first shift's clause is
    left with 1 space of 2 when the piece comes: 5.1.2)."""
    s = empty
    _board(s, sid)
    p = play(s, 52, "INC event shaded: shift UP -1; place 1 INC UP; shift Bihar -1; place 1G Bihar")
    assert p.rules == ["5.1.2", "5.1"] and "comes before" in p.text()
