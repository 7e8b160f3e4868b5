"""#32 Cellular Jail (5.1, 5.1.2, 5.1.3, 1.4.3)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.GUERRILLAS, sid("EB"), 3)
    s.place(terms.GUERRILLAS, sid("Punjab"), 2)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    s.place(terms.REV_BASES, sid("UP"), 1)
    s.jail[terms.INC_ACTIVISTS] = 2


def test_unshaded_two_pieces_then_four_guerrillas(empty, play, sid):
    """#32 unshaded (5.1): 2 pieces to Out of Play, then 4 Guerrillas activated."""
    s = empty
    _board(s, sid)
    oop = s.out_of_play[terms.INC_ACTIVISTS]
    p = play(s, 32, "RAJ event unshaded: remove 1 INC UP to out-of-play; remove 1G Punjab to out-of-play; "
                    "activate 3G EB; activate 1G Punjab")
    assert p.clean, p.text()
    assert s.out_of_play[terms.INC_ACTIVISTS] == oop + 1 and s.out_of_play[terms.GUERRILLAS] == 1
    assert s.spaces[sid("EB")].guerrillas_active == 3 and s.spaces[sid("Punjab")].guerrillas_active == 1


def test_unshaded_prisoners_from_jail(empty, play, sid):
    """#32 unshaded (5.1): Activists in Jail may be the pieces moved ('prisoners transferred')."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: release 2 INC to out-of-play; activate 3G EB; activate 1G Punjab")
    assert p.clean, p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 0 and s.out_of_play[terms.INC_ACTIVISTS] == 2


def test_unshaded_active_guerrillas_count(empty, play, sid):
    """#32 unshaded (5.1.2, 1.4.3 play note): Guerrillas already Active may be among the 4, so with
    3 Active only 1 Hidden must be flipped."""
    s = empty
    _board(s, sid)
    s.activate_guerrillas(sid("EB"), 3)
    p = play(s, 32, "RAJ event unshaded: remove 2 INC UP to out-of-play; activate 1G Punjab")
    assert p.clean, p.text()


def test_unshaded_too_few_activated(empty, play, sid):
    """#32 unshaded (5.1.2): a bare 4 - with 5 Hidden Guerrillas on the map, 4 are activated."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: remove 2 INC UP to out-of-play; activate 2G EB")
    assert p.rules == ["5.1.2"] and "4 could be carried out, the log did 2" in p.text()


def test_unshaded_five_activated(empty, play, sid):
    """#32 unshaded (5.1): 4 Guerrillas, not 5."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: remove 2 INC UP to out-of-play; activate 3G EB; activate 2G Punjab")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_unshaded_one_piece(empty, play, sid):
    """#32 unshaded (5.1.2): a bare 2 pieces."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: remove 1 INC UP to out-of-play; activate 3G EB; activate 1G Punjab")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_three_pieces(empty, play, sid):
    """#32 unshaded (5.1): 2 pieces, not 3."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: remove 2 INC UP to out-of-play; release 1 INC to out-of-play; "
                    "activate 3G EB; activate 1G Punjab")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_to_available(empty, play, sid):
    """#32 unshaded (5.1.3): the pieces go to Out of Play, not Available."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: remove 2 INC UP; activate 3G EB; activate 1G Punjab")
    assert p.rules == ["5.1"] and "removed pieces go to Out of Play, not Available" in p.text()


def test_unshaded_not_gandhi(empty, play, sid):
    """#32 unshaded (5.1): not Gandhi (skipped: he is never out of play)."""
    s = empty
    _board(s, sid)
    s.gandhi = sid("UP")
    p = play(s, 32, "RAJ event unshaded: remove gandhi UP to out-of-play; remove 2 INC UP to out-of-play; "
                    "activate 3G EB; activate 1G Punjab")
    assert p.rules == ["5.1"] and "not Gandhi" in p.text()
    assert s.gandhi == sid("UP")


def test_unshaded_not_a_base(empty, play, sid):
    """#32 unshaded (5.1): Bases cannot be moved to Out of Play."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: remove 1 RB UP to out-of-play; remove 1 INC UP to out-of-play; "
                    "activate 3G EB; activate 1G Punjab")
    assert p.rules == ["5.1"] and "Bases cannot be moved to Out of Play" in p.text()


def test_unshaded_activation_first(empty, play, sid):
    """#32 unshaded (5.1): 'then' - the pieces go first."""
    s = empty
    _board(s, sid)
    p = play(s, 32, "RAJ event unshaded: activate 3G EB; activate 1G Punjab; remove 2 INC UP to out-of-play")
    assert p.rules == ["5.1.2", "5.1"] and "comes before" in p.text()


def test_shaded_resources_per_activist_and_restraint(empty, play):
    """#32 shaded (5.1): Raj Resources -2 per Activist in Jail (2 + 1), then Restraint -2."""
    s = empty
    s.resources[terms.RAJ] = 20
    s.jail[terms.INC_ACTIVISTS] = 2
    s.jail[terms.ML_ACTIVISTS] = 1
    s.gandhi = terms.JAIL  # Gandhi is not an Activist (1.4.5)
    p = play(s, 32, "INC event shaded: resources RAJ -6; restraint -2")
    assert p.clean, p.text()
    assert s.resources[terms.RAJ] == 14 and s.restraint == 3


def test_shaded_gandhi_not_counted(empty, play):
    """#32 shaded (5.1): Gandhi in Jail is not an Activist (1.4.5)."""
    s = empty
    s.resources[terms.RAJ] = 20
    s.jail[terms.INC_ACTIVISTS] = 1
    s.gandhi = terms.JAIL
    p = play(s, 32, "INC event shaded: resources RAJ -4; restraint -2")
    assert p.rules == ["5.1"] and "the text gives -2, not -4" in p.text()


def test_shaded_restraint_left_out(empty, play):
    """#32 shaded (5.1.2, EV-0-7): the Restraint shift left out is reported and applied."""
    s = empty
    s.resources[terms.RAJ] = 20
    p = play(s, 32, "INC event shaded: resources RAJ +0")
    assert p.rules == ["5.1.2"] and "'then shift Restraint -2' is left out" in p.text()
    assert s.restraint == 3


def test_shaded_restraint_before_resources(empty, play):
    """#32 shaded (5.1): 'then' - Resources first (the Resources clause, left when the Restraint
    step comes, is reported and applied; the late step is out of order)."""
    s = empty
    s.resources[terms.RAJ] = 20
    s.jail[terms.INC_ACTIVISTS] = 1
    p = play(s, 32, "INC event shaded: restraint -2; resources RAJ -2")
    assert p.rules == ["5.1.2", "5.1"], p.text()
    assert "is left out (resources RAJ -2)" in p.text() and "comes before 'then shift Restraint -2'" in p.text()
    assert s.resources[terms.RAJ] == 18 and s.restraint == 3  # applied once


def test_unshaded_candidates_hold_pieces_that_may_go(empty, sid):
    """Unshaded (IT:2983, "Muovete 2 qualsiasi pezzi a Fuori Gioco (non Gandhi)"; "Non si possono
    spostare le Basi a Fuori Gioco"): a space with only Gandhi and a Base is not listed (each step
    there is refused); a space with a Sepoy is, for 1."""
    from gandhi_cli.rules.activity import Turn
    from gandhi_cli.rules.events import event_class

    s = empty
    s.place(terms.GANDHI, sid("UP"), 1)
    s.place(terms.ML_BASES, sid("UP"), 1)
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    ev = event_class(32, "unshaded")(Turn(s, terms.RAJ, "<test>", []))
    assert ev.sequence.next_clause().candidates(ev) == [(sid("Bihar"), 1)]
