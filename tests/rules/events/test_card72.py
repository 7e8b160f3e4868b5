"""#72 The Day of Action (5.1, 5.1.3, 5.1.4)."""

from gandhi_cli.model import terms


def _guerrillas(s, sid, name, hidden=0, active=0):
    s.place(terms.GUERRILLAS, sid(name), hidden + active)
    s.activate_guerrillas(sid(name), active)


def test_unshaded_removes_active_guerrillas_and_rev_resources(empty, play, sid):
    """#72 unshaded (5.1): in up to 3 spaces with Activists, all Active Guerrillas removed
    (Hidden ones stay); Revolutionary Resources +1 per Guerrilla removed."""
    s = empty
    s.resources[terms.REV] = 4
    for name in ("UP", "Bihar"):
        s.place(terms.INC_ACTIVISTS, sid(name), 1)
    _guerrillas(s, sid, "UP", hidden=1, active=2)
    _guerrillas(s, sid, "Bihar", active=1)
    p = play(s, 72, "RAJ event unshaded: remove 2G UP; remove 1G Bihar; resources REV +3")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas_hidden == 1 and s.spaces[sid("UP")].guerrillas_active == 0
    assert s.spaces[sid("Bihar")].guerrillas == 0 and s.resources[terms.REV] == 7


def test_unshaded_nothing_removed(empty, play):
    """#72 unshaded (5.1): 'up to 3 spaces': none chosen, no Resources (+0 need not be written)."""
    p = play(empty, 72, "RAJ event unshaded")
    assert p.clean, p.text()


def test_unshaded_not_all_active_removed(empty, play, sid):
    """#72 unshaded (5.1): any (= all, the card's note) Active Guerrillas in a space chosen."""
    s = empty
    s.place(terms.ML_ACTIVISTS, sid("UP"), 1)
    _guerrillas(s, sid, "UP", active=2)
    p = play(s, 72, "RAJ event unshaded: remove 1G UP; resources REV +1")
    assert p.rules == ["5.1"] and "1 Guerrillas left in United Provinces" in p.text()


def test_unshaded_hidden_guerrilla(empty, play, sid):
    """#72 unshaded (5.1): Active Guerrillas only."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    _guerrillas(s, sid, "UP", hidden=1)
    p = play(s, 72, "RAJ event unshaded: remove 1 hidden UP; resources REV +1")
    assert p.rules == ["5.1"] and "Active Guerrillas only, not Hidden ones" in p.text()


def test_unshaded_more_than_the_active_ones(empty, play, sid):
    """#72 unshaded (5.1): as many as the Active Guerrillas there (1), not the Hidden one too."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    _guerrillas(s, sid, "UP", hidden=1, active=1)
    p = play(s, 72, "RAJ event unshaded: remove 2G UP; resources REV +2")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_unshaded_space_without_activists(empty, play, sid):
    """#72 unshaded (5.1): spaces with Activists."""
    s = empty
    _guerrillas(s, sid, "UP", active=1)
    p = play(s, 72, "RAJ event unshaded: remove 1G UP; resources REV +1")
    assert p.rules == ["5.1"] and "United Provinces is not with Activists" in p.text()


def test_unshaded_four_spaces(empty, play, sid):
    """#72 unshaded (5.1): up to 3 spaces."""
    s = empty
    for name in ("UP", "Bihar", "Delhi", "Sind"):
        s.place(terms.INC_ACTIVISTS, sid(name), 1)
        _guerrillas(s, sid, name, active=1)
    p = play(s, 72, "RAJ event unshaded: remove 1G UP; remove 1G Bihar; remove 1G Delhi; remove 1G Sind; "
                    "resources REV +4")
    assert p.rules == ["5.1"] and "at most 3 space(s)" in p.text()


def test_unshaded_wrong_resources(empty, play, sid):
    """#72 unshaded (5.1): +1 per Guerrilla removed."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    _guerrillas(s, sid, "UP", active=2)
    p = play(s, 72, "RAJ event unshaded: remove 2G UP; resources REV +1")
    assert p.rules == ["5.1"] and "the text gives +2, not +1" in p.text()


def test_unshaded_resources_left_out(empty, play, sid):
    """#72 unshaded (5.1.2, EV-0-7): the Resources left out are reported and applied."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    _guerrillas(s, sid, "UP", active=2)
    p = play(s, 72, "RAJ event unshaded: remove 2G UP")
    assert p.rules == ["5.1.2"] and "left out (resources REV +2)" in p.text() and s.resources[terms.REV] == 2


def test_shaded_guerrilla_or_unrest_per_space(empty, play, sid):
    """#72 shaded (5.1, 5.1.4): in up to 4 spaces with Hidden Guerrillas, 1 Guerrilla, or where
    there is no Raj Control 1 Unrest marker (a Strike on a Railway)."""
    s = empty
    for name in ("UP", "Bihar", "RW-A", "Delhi"):
        _guerrillas(s, sid, name, hidden=1)
    s.place(terms.TROOPS, sid("Delhi"), 2)
    p = play(s, 72, "REV event shaded: place 1G Delhi; add unrest UP; add strike RW-A; place 1G Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Delhi")].guerrillas_hidden == 2 and s.spaces[sid("Bihar")].guerrillas_hidden == 2
    assert s.spaces[sid("UP")].unrest == 1 and s.spaces[sid("RW-A")].strike


def test_shaded_unrest_under_raj_control(empty, play, sid):
    """#72 shaded (5.1): Unrest only where there is no Raj Control."""
    s = empty
    _guerrillas(s, sid, "Delhi", hidden=1)
    s.place(terms.TROOPS, sid("Delhi"), 1)
    p = play(s, 72, "REV event shaded: add unrest Delhi")
    assert p.rules == ["5.1"] and "Delhi is not with Hidden Guerrillas without Raj Control" in p.text()


def test_shaded_space_without_hidden_guerrillas(empty, play, sid):
    """#72 shaded (5.1): spaces with Hidden Guerrillas (an Active one does not count)."""
    s = empty
    _guerrillas(s, sid, "UP", active=1)
    p = play(s, 72, "REV event shaded: place 1G UP")
    assert p.rules == ["5.1"] and "United Provinces is not with Hidden Guerrillas" in p.text()


def test_shaded_both_in_one_space(empty, play, sid):
    """#72 shaded (5.1): a Guerrilla or an Unrest marker in a space, not both."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=1)
    p = play(s, 72, "REV event shaded: place 1G UP; add unrest UP")
    assert p.rules == ["5.1"] and "not both" in p.text()


def test_shaded_two_guerrillas_in_a_space(empty, play, sid):
    """#72 shaded (5.1): 1 Guerrilla per space."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=1)
    p = play(s, 72, "REV event shaded: place 2G UP")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_shaded_five_spaces(empty, play, sid):
    """#72 shaded (5.1): up to 4 spaces, Guerrillas and Unrest together."""
    s = empty
    for name in ("UP", "Bihar", "Delhi", "Sind", "Assam"):
        _guerrillas(s, sid, name, hidden=1)
    p = play(s, 72, "REV event shaded: place 1G UP; place 1G Bihar; add unrest Delhi; add unrest Sind; "
                    "place 1G Assam")
    assert p.rules == ["5.1"] and "up to 4 spaces" in p.text()
