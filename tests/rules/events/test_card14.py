"""#14 The Independence Fighters Take Up Arms (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.GUERRILLAS, sid("UP"), 3)
    s.place(terms.GUERRILLAS, sid("Bihar"), 2)
    s.place(terms.GUERRILLAS, sid("Punjab"), 1)
    s.place(terms.REV_BASES, sid("Punjab"), 1)
    s.resources[terms.REV] = 10


def test_unshaded_up_to_4_guerrillas_from_2_spaces_and_resources(empty, play, sid):
    """#14 unshaded (5.1, 5.1.3): up to 4 Guerrillas from up to 2 spaces, to Available;
    Revolutionary Resources -3."""
    s = empty
    _board(s, sid)
    p = play(s, 14, "RAJ event unshaded: remove 3G UP; remove 1G Bihar; resources REV -3")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas == 0 and s.spaces[sid("Bihar")].guerrillas == 1
    assert s.resources[terms.REV] == 7


def test_unshaded_five_guerrillas(empty, play, sid):
    """#14 unshaded (5.1): up to 4."""
    s = empty
    _board(s, sid)
    p = play(s, 14, "RAJ event unshaded: remove 3G UP; remove 2G Bihar; resources REV -3")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_unshaded_three_spaces(empty, play, sid):
    """#14 unshaded (5.1): up to 2 spaces."""
    s = empty
    _board(s, sid)
    p = play(s, 14, "RAJ event unshaded: remove 1G UP; remove 1G Bihar; remove 1G Punjab; resources REV -3")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_resources_left_out(empty, play, sid):
    """#14 unshaded (5.1.2, EV-0-7): the Resources are part of the text: left out, reported and applied."""
    s = empty
    _board(s, sid)
    p = play(s, 14, "RAJ event unshaded: remove 2G Bihar")
    assert p.rules == ["5.1.2"] and "resources REV -3" in p.text()
    assert s.resources[terms.REV] == 7


def test_unshaded_resources_wrong_amount(empty, play, sid):
    """#14 unshaded (5.1): -3, not another amount."""
    s = empty
    _board(s, sid)
    p = play(s, 14, "RAJ event unshaded: resources REV -5")
    assert p.rules == ["5.1"] and "-3, not -5" in p.text()


def test_unshaded_resources_stop_at_zero_written_as_made(empty, play, sid):
    """#14 unshaded, 1.8 (IT:247): Resources stay between 0 and 50, so with 2 Revolutionary
    Resources the text's -3 moves the track -2: written as the change made, it is accepted (as a
    track shift that stops at 1 or 5 is, 5.1.4)."""
    s = empty
    _board(s, sid)
    s.resources[terms.REV] = 2
    p = play(s, 14, "RAJ event unshaded: remove 2G Bihar; resources REV -2")
    assert p.clean, p.text()
    assert s.resources[terms.REV] == 0


def test_shaded_resources_stop_at_fifty_written_as_made(empty, play, sid):
    """#14 shaded, 1.8 (IT:247): "+5" with 48 Revolutionary Resources written as +2, the change made."""
    s = empty
    s.resources[terms.REV] = 48
    p = play(s, 14, "REV event shaded: resources REV +2")
    assert p.clean, p.text()
    assert s.resources[terms.REV] == 50


def test_unshaded_bases_are_not_guerrillas(empty, play, sid):
    """#14 unshaded (5.1): Guerrillas only."""
    s = empty
    _board(s, sid)
    p = play(s, 14, "RAJ event unshaded: remove 1 RB Punjab; resources REV -3")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("Punjab")].rev_bases == 1


def test_shaded_five_guerrillas_in_the_bengals(empty, play, sid):
    """#14 shaded (5.1): 5 Guerrillas in total, split between West and East Bengal."""
    s = empty
    p = play(s, 14, "REV event shaded: place 3G WB; place 2G EB")
    assert p.clean, p.text()
    assert s.spaces[sid("WB")].guerrillas_hidden == 3 and s.spaces[sid("EB")].guerrillas_hidden == 2


def test_shaded_resources_option(empty, play):
    """#14 shaded (5.1): or Revolutionary Resources +5."""
    s = empty
    s.resources[terms.REV] = 4
    p = play(s, 14, "REV event shaded: resources REV +5")
    assert p.clean, p.text()
    assert s.resources[terms.REV] == 9


def test_shaded_both_options(empty, play, sid):
    """#14 shaded (5.1): "or": one option only."""
    s = empty
    p = play(s, 14, "REV event shaded: place 5G WB; resources REV +5")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert s.resources[terms.REV] == 0


def test_shaded_four_guerrillas(empty, play):
    """#14 shaded (5.1.2): 5 is a bare number: 4 are too few while 5 are Available."""
    p = play(empty, 14, "REV event shaded: place 2G WB; place 2G EB")
    assert p.rules == ["5.1.2"] and "5 could be carried out, the log did 4" in p.text()


def test_shaded_as_many_as_available(empty, play, sid):
    """#14 shaded (5.1.2): with 3 Guerrillas Available, 3 are all the board allows."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = s.forces.pieces[terms.GUERRILLAS] - 3
    p = play(s, 14, "REV event shaded: place 3G EB")
    assert p.clean, p.text()


def test_shaded_six_guerrillas(empty, play):
    """#14 shaded (5.1): 5, not 6."""
    p = play(empty, 14, "REV event shaded: place 3G WB; place 3G EB")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_shaded_outside_the_bengals(empty, play):
    """#14 shaded (5.1): West Bengal and East Bengal only."""
    p = play(empty, 14, "REV event shaded: place 3G WB; place 2G Bihar")
    assert p.rules == ["5.1"] and "Bihar is not West Bengal or East Bengal" in p.text()


def test_shaded_left_out(empty, play):
    """#14 shaded (5.1.2): one of the options is carried out."""
    p = play(empty, 14, "REV event shaded")
    assert p.rules == ["5.1.2"] and "left out" in p.text()
