"""#19 Attack on the Central Assembly in Delhi (5.1, 5.1.2, 1.11)."""

from gandhi_cli.model import terms


def _guerrillas(s, sid, hidden, active):
    s.place(terms.GUERRILLAS, sid, hidden + active)
    s.activate_guerrillas(sid, active)


def test_unshaded_up_to_3_hidden(empty, play, sid):
    """Unshaded, first option (5.1): up to 3 Hidden Guerrillas in 1 space."""
    s = empty
    _guerrillas(s, sid("UP"), 4, 1)
    p = play(s, 19, "RAJ event unshaded: remove 3 hidden UP")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas_hidden == 1 and s.spaces[sid("UP")].guerrillas_active == 1


def test_unshaded_all_active(empty, play, sid):
    """Unshaded, second option (5.1): all Active Guerrillas in 1 space (`NG` removes Active ones first)."""
    s = empty
    _guerrillas(s, sid("UP"), 1, 4)
    p = play(s, 19, "RAJ event unshaded: remove 4G UP")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas_active == 0 and s.spaces[sid("UP")].guerrillas_hidden == 1


def test_unshaded_four_hidden(empty, play, sid):
    """Unshaded (5.1): up to 3 Hidden Guerrillas."""
    s = empty
    _guerrillas(s, sid("UP"), 4, 0)
    p = play(s, 19, "RAJ event unshaded: remove 4 hidden UP")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_unshaded_hidden_in_two_spaces(empty, play, sid):
    """Unshaded (5.1): in any 1 space."""
    s = empty
    _guerrillas(s, sid("UP"), 2, 0)
    _guerrillas(s, sid("Bihar"), 1, 0)
    p = play(s, 19, "RAJ event unshaded: remove 2 hidden UP; remove 1 hidden Bihar")
    assert p.rules == ["5.1"] and "at most 1 space(s): United Provinces already chosen" in p.text()


def test_unshaded_not_all_active(empty, play, sid):
    """Unshaded (5.1): ALL Active Guerrillas of the space."""
    s = empty
    _guerrillas(s, sid("UP"), 0, 3)
    p = play(s, 19, "RAJ event unshaded: remove 2 active UP")
    assert p.rules == ["5.1"] and "all of them, but 1 Guerrillas left in United Provinces" in p.text()


def test_unshaded_more_than_the_active_ones(empty, play, sid):
    """Unshaded (5.1): `NG` in the Active option takes Active Guerrillas only."""
    s = empty
    _guerrillas(s, sid("UP"), 2, 1)
    p = play(s, 19, "RAJ event unshaded: remove 2G UP")
    assert p.rules == ["5.1"] and "2 Active Guerrillas, United Provinces has 1" in p.text()


def test_unshaded_both_options(empty, play, sid):
    """Unshaded (5.1): "or" - Hidden ones, or the Active ones, not both."""
    s = empty
    _guerrillas(s, sid("UP"), 2, 2)
    p = play(s, 19, "RAJ event unshaded: remove 2 hidden UP; remove 2 active UP")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert s.spaces[sid("UP")].guerrillas_active == 2


def test_unshaded_wrong_piece_kind(empty, play, sid):
    """Unshaded (5.1): Guerrillas only."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 1)
    p = play(s, 19, "RAJ event unshaded: remove 1S UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_unrest_and_a_guerrilla_in_two_controlled_spaces(short, play, sid):
    """Shaded (5.1, 1.4.3): Unrest in 2 spaces with Raj Control, then 1 Guerrilla (Hidden) in each."""
    s = short
    p = play(s, 19, "REV event shaded: add unrest Delhi; add unrest Madras; place 1G Delhi; place 1G Madras")
    assert p.clean, p.text()
    for name in ("Delhi", "Madras"):
        assert s.spaces[sid(name)].unrest == 1 and s.spaces[sid(name)].guerrillas_hidden == 1


def test_shaded_space_without_raj_control(short, play):
    """Shaded (5.1): Bombay Presidency has no Raj Control (Gandhi and Active Activists)."""
    p = play(short, 19, "REV event shaded: add unrest BP; add unrest Madras; place 1G BP; place 1G Madras")
    assert p.rules == ["5.1"] and "Bombay Presidency is not with Raj Control" in p.text()


def test_shaded_guerrilla_elsewhere(short, play):
    """Shaded (5.1): the Guerrillas go in the spaces that got the Unrest."""
    p = play(short, 19, "REV event shaded: add unrest Delhi; add unrest Madras; place 1G Delhi; place 1G Bombay")
    assert p.rules == ["5.1"] and "Bombay is not chosen for" in p.text()


def test_shaded_two_guerrillas_in_one_space(short, play):
    """Shaded (5.1): 1 Guerrilla in each such space."""
    p = play(short, 19, "REV event shaded: add unrest Delhi; add unrest Madras; place 2G Delhi")
    assert p.rules == ["5.1"] and "at most 1 in Delhi" in p.text()


def test_shaded_one_unrest_only(short, play):
    """Shaded (5.1.2): 2 spaces, as far as the board allows."""
    p = play(short, 19, "REV event shaded: add unrest Delhi; place 1G Delhi")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_guerrillas_left_out(short, play):
    """Shaded (5.1.2): a Guerrilla in each of the 2 spaces is a bare number."""
    p = play(short, 19, "REV event shaded: add unrest Delhi; add unrest Madras; place 1G Delhi")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_last_unrest_marker(short, play, sid):
    """Shaded (1.11, 5.1.2): with 1 Unrest/Strike marker left, one space is all the text can do."""
    s = short
    while s.forces.unrest_strike_markers - s.unrest_strike_in_play() > 1:
        s.add_unrest(sid("Assam"))
    p = play(s, 19, "REV event shaded: add unrest Delhi; place 1G Delhi")
    assert p.clean, p.text()
