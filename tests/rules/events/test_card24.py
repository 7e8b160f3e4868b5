"""#24 Raid on the Chittagong Armoury (5.1, 5.1.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.SEPOYS, sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("UP"), 3)
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.GUERRILLAS, sid("Bihar"), 2)


def test_unshaded_activate_then_one_per_cube(empty, play, sid):
    """Unshaded (5.1): up to 5 Guerrillas Activated, then 1 removed per cube in up to 3 of those spaces
    (Hidden or Active)."""
    s = empty
    _board(s, sid)
    p = play(s, 24, "RAJ event unshaded: activate 3G UP; activate 1G Bihar; remove 2G UP; remove 1 hidden Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas_active == 1 and s.spaces[sid("Bihar")].guerrillas_active == 1
    assert s.spaces[sid("Bihar")].guerrillas_hidden == 0


def test_unshaded_six_activated(empty, play, sid):
    """Unshaded (5.1): up to 5 Guerrillas."""
    s = empty
    _board(s, sid)
    s.place(terms.GUERRILLAS, sid("Punjab"), 1)
    p = play(s, 24, "RAJ event unshaded: activate 3G UP; activate 2G Bihar; activate 1G Punjab")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_unshaded_removal_in_a_space_not_activated(empty, play, sid):
    """Unshaded (5.1): "these spaces" - those where Guerrillas were Activated."""
    s = empty
    _board(s, sid)
    p = play(s, 24, "RAJ event unshaded: activate 1G UP; remove 2G UP; remove 1G Bihar")
    assert p.rules == ["5.1"] and "Bihar is not chosen for 'Activate up to 5 Guerrillas in any spaces'" in p.text()


def test_unshaded_more_than_the_cubes(empty, play, sid):
    """Unshaded (5.1): 1 for each cube (United Provinces has 2)."""
    s = empty
    _board(s, sid)
    p = play(s, 24, "RAJ event unshaded: activate 1G UP; remove 3G UP")
    assert p.rules == ["5.1"] and "at most 2 in United Provinces, not 3" in p.text()


def test_unshaded_fewer_than_the_cubes(empty, play, sid):
    """Unshaded (5.1.2): in each space chosen, "1 for each cube" is a bare number."""
    s = empty
    _board(s, sid)
    p = play(s, 24, "RAJ event unshaded: activate 1G UP; remove 1G UP")
    assert p.rules == ["5.1.2"] and "2 could be carried out in United Provinces, the log did 1" in p.text()


def test_unshaded_four_spaces(empty, play, sid):
    """Unshaded (5.1): up to 3 of these spaces."""
    s = empty
    for name in ("UP", "Bihar", "Punjab", "Sind"):
        s.place(terms.SEPOYS, sid(name), 1)
        s.place(terms.GUERRILLAS, sid(name), 1)
    p = play(s, 24, "RAJ event unshaded: activate 1G UP; activate 1G Bihar; activate 1G Punjab; activate 1G Sind; "
                    "remove 1G UP; remove 1G Bihar; remove 1G Punjab; remove 1G Sind")
    assert p.rules == ["5.1"] and "at most 3 space(s)" in p.text()


def test_unshaded_removal_before_activation(empty, play, sid):
    """Unshaded (5.1): "then" - the Activations come first."""
    s = empty
    _board(s, sid)
    p = play(s, 24, "RAJ event unshaded: activate 1G UP; remove 2G UP; activate 1G Bihar")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def test_shaded_guerrillas_from_out_of_play_unrest_and_neutral(empty, play, sid):
    """Shaded (5.1): in 1 space, 2 Guerrillas from Out of Play, 1 Unrest marker, and the space to Neutral."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    s.set_level(sid("Bihar"), terms.PASSIVE_SUPPORT)
    p = play(s, 24, "REV event shaded: place 2G Bihar from out-of-play; add unrest Bihar; set Bihar neutral")
    assert p.clean, p.text()
    sp = s.spaces[sid("Bihar")]
    assert sp.guerrillas_hidden == 2 and sp.unrest == 1 and sp.level == terms.NEUTRAL
    assert s.out_of_play[terms.GUERRILLAS] == 1


def test_shaded_guerrillas_from_available(empty, play, sid):
    """Shaded (5.1.1): the Guerrillas come from Out of Play."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    p = play(s, 24, "REV event shaded: place 2G Bihar; add unrest Bihar; set Bihar neutral")
    assert p.rules == ["5.1"] and "come from Out of Play, not Available" in p.text()


def test_shaded_as_many_as_out_of_play_has(empty, play, sid):
    """Shaded (5.1.2): with 1 Guerrilla Out of Play, 1 is all the text can add."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 1
    p = play(s, 24, "REV event shaded: place 1G Bihar from out-of-play; add unrest Bihar; set Bihar neutral")
    assert p.clean, p.text()


def test_shaded_one_guerrilla_of_two(empty, play):
    """Shaded (5.1.2): 2 Guerrillas is a bare number."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    p = play(s, 24, "REV event shaded: place 1G Bihar from out-of-play; add unrest Bihar; set Bihar neutral")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_unrest_in_another_space(empty, play):
    """Shaded (5.1): everything happens in the 1 space."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    p = play(s, 24, "REV event shaded: place 2G Bihar from out-of-play; add unrest UP; set Bihar neutral")
    assert p.rules == ["5.1", "5.1"] and "United Provinces is not the Event's 1 space" in p.text()


def test_shaded_level_left_out(empty, play, sid):
    """Shaded (5.1.2): the space is set to Neutral (written even when it is Neutral already); left
    out, the replay applies it (fixed whole, EV-0-7)."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    s.set_level(sid("Bihar"), terms.ACTIVE_OPPOSITION)
    p = play(s, 24, "REV event shaded: place 2G Bihar from out-of-play; add unrest Bihar")
    assert p.rules == ["5.1.2"] and "'and shift the space to Neutral'" in p.text()
    assert s.spaces[sid("Bihar")].level == terms.NEUTRAL and "[applied by the replay]" in p.text()


def test_shaded_wrong_level(empty, play):
    """Shaded (5.1): to Neutral, not another level."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    p = play(s, 24, "REV event shaded: place 2G Bihar from out-of-play; add unrest Bihar; set Bihar passive-opposition")
    assert p.rules == ["5.1"] and "the level is Neutral" in p.text()


def test_shaded_unrest_left_out(empty, play):
    """Shaded (5.1.2): the Unrest marker is part of the text."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    p = play(s, 24, "REV event shaded: place 2G Bihar from out-of-play; set Bihar neutral")
    assert "5.1.2" in p.rules and "'add 1 Unrest marker': 1 could be carried out, the log did 0" in p.text()


def test_shaded_on_a_railway(empty, play, sid):
    """Shaded (5.1.4): on a Railway the Unrest is a Strike, and there is no level to set."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 3
    p = play(s, 24, "REV event shaded: place 2G RW-A from out-of-play; add unrest RW-A")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].strike
