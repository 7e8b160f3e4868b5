"""#21 Bhagat Singh Frustrates the Empire (5.1, 5.1.2, 1.11)."""

from gandhi_cli.model import terms


def _punjab(s, sid, cubes=2, guerrillas=3):
    s.place(terms.SEPOYS, sid("Punjab"), cubes)
    s.place(terms.GUERRILLAS, sid("Punjab"), guerrillas)


def test_unshaded_activate_all_then_one_per_cube(empty, play, sid):
    """Unshaded (5.1): all Guerrillas in Punjab Active, then 1 removed per cube there."""
    s = empty
    _punjab(s, sid)
    p = play(s, 21, "RAJ event unshaded: activate 3G Punjab; remove 2G Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].guerrillas_active == 1 and s.spaces[sid("Punjab")].guerrillas_hidden == 0


def test_unshaded_not_all_activated(empty, play, sid):
    """Unshaded (5.1): ALL Guerrillas in Punjab."""
    s = empty
    _punjab(s, sid)
    p = play(s, 21, "RAJ event unshaded: activate 2G Punjab; remove 2G Punjab")
    assert p.rules == ["5.1"] and "1 Guerrillas left in Punjab" in p.text()


def test_unshaded_too_many_for_the_cubes(empty, play, sid):
    """Unshaded (5.1): 1 per cube (2 cubes)."""
    s = empty
    _punjab(s, sid)
    p = play(s, 21, "RAJ event unshaded: activate 3G Punjab; remove 3G Punjab")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_fewer_than_the_cubes(empty, play, sid):
    """Unshaded (5.1.2): "1 for each cube" is a bare number."""
    s = empty
    _punjab(s, sid)
    p = play(s, 21, "RAJ event unshaded: activate 3G Punjab; remove 1G Punjab")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_elsewhere(empty, play, sid):
    """Unshaded (5.1): Punjab only."""
    s = empty
    _punjab(s, sid)
    s.place(terms.SEPOYS, sid("Sind"), 1)
    s.place(terms.GUERRILLAS, sid("Sind"), 1)
    p = play(s, 21, "RAJ event unshaded: activate 3G Punjab; remove 2G Punjab; remove 1G Sind")
    assert p.rules == ["5.1"] and "Sind is not Punjab" in p.text()


def test_unshaded_removal_before_activation(empty, play, sid):
    """Unshaded (5.1): "then" - the Activation comes first."""
    s = empty
    _punjab(s, sid)
    p = play(s, 21, "RAJ event unshaded: remove 2G Punjab; activate 1G Punjab")
    assert p.rules == ["5.1", "5.1"] and "comes before" in p.text()


def test_shaded_guerrillas_then_unrest(empty, play, sid):
    """Shaded (5.1, 1.4.3): up to 4 Guerrillas in Punjab, then an Unrest marker there."""
    s = empty
    p = play(s, 21, "REV event shaded: place 4G Punjab; add unrest Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].guerrillas_hidden == 4 and s.spaces[sid("Punjab")].unrest == 1


def test_shaded_five_guerrillas(empty, play):
    """Shaded (5.1): up to 4 Guerrillas."""
    p = play(empty, 21, "REV event shaded: place 5G Punjab; add unrest Punjab")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_unrest_elsewhere(empty, play):
    """Shaded (5.1): the Unrest goes "there", in Punjab."""
    p = play(empty, 21, "REV event shaded: place 1G Punjab; add unrest Sind")
    assert p.rules == ["5.1"] and "Sind is not Punjab" in p.text()


def test_shaded_unrest_left_out(empty, play):
    """Shaded (5.1.2): the Unrest marker is not optional."""
    p = play(empty, 21, "REV event shaded: place 2G Punjab")
    assert p.rules == ["5.1.2"]
    assert "'then add an Unrest marker there': 1 could be carried out, the log did 0" in p.text()


def test_shaded_no_unrest_marker_left(empty, play, sid):
    """Shaded (1.11, 5.1.2): with every Unrest/Strike marker in play, none is added."""
    s = empty
    for _ in range(s.forces.unrest_strike_markers):
        s.add_unrest(sid("Assam"))
    p = play(s, 21, "REV event shaded: place 2G Punjab")
    assert p.clean, p.text()
