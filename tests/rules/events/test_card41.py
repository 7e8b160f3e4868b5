"""#41 Preemptive Strike on the Movement's Leaders (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def _activists(s, sid):
    s.place(terms.INC_ACTIVISTS, sid("UP"), 3)
    s.place(terms.ML_ACTIVISTS, sid("Punjab"), 4)


def test_unshaded_arrests_up_to_twice_the_roll(empty, play, sid):
    """#41 unshaded (5.1, 5.1.3): up to twice the roll of Activists, any spaces, to Jail."""
    s = empty
    _activists(s, sid)
    p = play(s, 41, "RAJ event unshaded: roll 3; arrest 2 INC UP; arrest 4 ML Punjab")
    assert p.clean, p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 4
    assert s.spaces[sid("UP")].inc_activists == 1 and s.spaces[sid("Punjab")].ml_activists == 0


def test_unshaded_fewer_is_allowed(empty, play, sid):
    """#41 unshaded (5.1): 'up to': fewer than twice the roll is legal."""
    s = empty
    _activists(s, sid)
    p = play(s, 41, "RAJ event unshaded: roll 6; arrest 1 INC UP")
    assert p.clean, p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 1


def test_unshaded_more_than_twice_the_roll(empty, play, sid):
    """#41 unshaded (5.1): a roll of 2 allows 4 arrests, not 5."""
    s = empty
    _activists(s, sid)
    p = play(s, 41, "RAJ event unshaded: roll 2; arrest 3 INC UP; arrest 2 ML Punjab")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_unshaded_roll_missing(empty, play, sid):
    """#41 unshaded (5.1): the die roll is written in the log."""
    s = empty
    _activists(s, sid)
    p = play(s, 41, "RAJ event unshaded")
    assert p.rules == ["5.1"] and "roll N" in p.text()


def test_unshaded_guerrillas_are_not_arrested(empty, play, sid):
    """#41 unshaded (5.1): Activists only."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 41, "RAJ event unshaded: roll 3; arrest 1G UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_releases_a_roll_to_3_spaces(empty, play, sid):
    """#41 shaded (5.1): a die roll of Activists from Jail to 3 spaces."""
    s = empty
    s.jail[terms.INC_ACTIVISTS], s.jail[terms.ML_ACTIVISTS] = 4, 2
    p = play(s, 41, "INC event shaded: roll 4; release 2 INC to UP; release 1 INC to Bihar; release 1 ML to Punjab")
    assert p.clean, p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 1 and s.jail[terms.ML_ACTIVISTS] == 1
    assert s.spaces[sid("UP")].inc_activists == 2 and s.spaces[sid("Punjab")].ml_activists == 1


def test_shaded_place_from_jail_form(empty, play, sid):
    """#41 shaded (5.1): `place N INC X from jail` is the same release; Jail holding fewer than the
    roll releases all of them (5.1.2)."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 2
    p = play(s, 41, "INC event shaded: roll 5; place 1 INC UP from jail; place 1 INC Bihar from jail")
    assert p.clean, p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 0


def test_shaded_fewer_than_the_roll(empty, play, sid):
    """#41 shaded (5.1.2): a bare die roll: 3 could be released, the log released 2."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 5
    p = play(s, 41, "INC event shaded: roll 3; release 1 INC to UP; release 1 INC to Bihar")
    assert p.rules == ["5.1.2"] and "3 could be carried out, the log did 2" in p.text()


def test_shaded_all_in_one_space(empty, play, sid):
    """#41 shaded (5.1.2): 3 Activists released go to 3 spaces."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 5
    p = play(s, 41, "INC event shaded: roll 3; release 3 INC to UP")
    assert p.rules == ["5.1.2"] and "3 Activists go to 3 spaces, the log used 1" in p.text()


def test_shaded_fourth_space(empty, play, sid):
    """#41 shaded (5.1): 3 spaces, not 4."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 5
    p = play(s, 41, "INC event shaded: roll 4; release 1 INC to UP; release 1 INC to Bihar; release 1 INC to WB; "
                    "release 1 INC to EB")
    assert p.rules == ["5.1"] and "at most 3 space(s)" in p.text()


def test_shaded_released_to_available(empty, play):
    """#41 shaded (5.1): the Activists go to spaces, not to Available."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 1
    p = play(s, 41, "INC event shaded: roll 1; release 1 INC")
    assert p.rules == ["5.1"] and "the pieces go to a space" in p.text()


def test_shaded_gandhi_is_no_activist(empty, play):
    """#41 shaded (5.1): Activists only: Gandhi stays in Jail."""
    s = empty
    s.gandhi = terms.JAIL
    s.jail[terms.INC_ACTIVISTS] = 1
    p = play(s, 41, "INC event shaded: roll 1; release 1 INC to UP; release gandhi to UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.gandhi == terms.JAIL


def test_unshaded_roll_missing_arrests_written_are_one_finding(empty, play, sid):
    """#41 unshaded (5.1): "up to twice a die roll" with the roll left out: the arrests written
    cannot be measured against it; the missing roll is the one finding (what depends on it is
    not checked)."""
    s = empty
    _activists(s, sid)
    p = play(s, 41, "RAJ event unshaded: arrest 2 INC UP")
    assert p.rules == ["5.1"] and "roll N" in p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 2


def test_shaded_roll_missing_releases_written_are_one_finding(empty, play, sid):
    """#41 shaded (5.1): the roll left out is one finding; the releases written (spread over as
    many spaces as they allow, 5.1.2) stand."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 5
    p = play(s, 41, "INC event shaded: release 1 INC to UP; release 1 INC to Bihar")
    assert p.rules == ["5.1"] and "roll N" in p.text()
    assert s.spaces[sid("UP")].inc_activists == 1 and s.spaces[sid("Bihar")].inc_activists == 1
