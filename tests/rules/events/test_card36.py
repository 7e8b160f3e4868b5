"""#36 Eliminate the Movement for India (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def _activists(s, sid):
    s.place(terms.INC_ACTIVISTS, sid("UP"), 3)
    s.place(terms.ML_ACTIVISTS, sid("UP"), 1)
    s.set_level(sid("UP"), terms.ACTIVE_OPPOSITION)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)


def test_unshaded_unrest_arrests_neutral(empty, play, sid):
    """#36 unshaded (5.1, 5.1.3): Unrest, a die roll of Activists to Jail, the space Neutral."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; roll 3; arrest 2 INC 1 ML UP; set UP neutral")
    assert p.clean, p.text()
    sp = s.spaces[sid("UP")]
    assert sp.unrest == 1 and sp.inc_activists == 1 and sp.ml_activists == 0 and sp.level == terms.NEUTRAL
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 1


def test_unshaded_roll_beyond_the_activists(empty, play, sid):
    """#36 unshaded (5.1.2): a roll of 6 arrests all 4 Activists there."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; roll 6; arrest 3 INC 1 ML UP; set UP neutral")
    assert p.clean, p.text()


def test_unshaded_fewer_than_the_roll(empty, play, sid):
    """#36 unshaded (5.1.2): a die roll of Activists is a bare number."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; roll 3; arrest 1 INC UP; set UP neutral")
    assert p.rules == ["5.1.2"]
    assert "'arrest a die roll of Activists': 3 could be carried out, the log did 1" in p.text()


def test_unshaded_more_than_the_roll(empty, play, sid):
    """#36 unshaded (5.1): no more than the die roll."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; roll 2; arrest 3 INC UP; set UP neutral")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_arrests_in_another_space(empty, play, sid):
    """#36 unshaded (5.1): the arrests are in the Unrest space."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest Bihar; roll 1; arrest 1 INC UP; set Bihar neutral")
    # Bihar (1 Activist) chosen while UP (4) let the die roll's arrests do more: 5.1.2 at its step
    # (IT:835, issue #35, EV-0-10); the arrest in UP is then outside the space chosen (5.1)
    assert p.rules == ["5.1.2", "5.1"] and "United Provinces is not chosen for" in p.text()


def test_unshaded_space_without_activists(empty, play, sid):
    """#36 unshaded (5.1): a space with Activists."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest Delhi; roll 1; set Delhi neutral")
    assert p.rules == ["5.1"] and "Delhi is not with Activists" in p.text()


def test_unshaded_neutral_left_out(empty, play, sid):
    """#36 unshaded (5.1.2): the space is set to Neutral; left out, the replay applies it (fixed
    whole, EV-0-7)."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; roll 1; arrest 1 INC UP")
    assert p.rules == ["5.1.2"] and "'and set the space to Neutral'" in p.text()
    assert s.spaces[sid("UP")].level == terms.NEUTRAL and "[applied by the replay]" in p.text()


def test_unshaded_wrong_level(empty, play, sid):
    """#36 unshaded (5.1): Neutral, not Passive Support."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; roll 1; arrest 1 INC UP; set UP passive-support")
    assert p.rules == ["5.1"] and "the level is Neutral" in p.text()


def test_unshaded_roll_not_written(empty, play, sid):
    """#36 unshaded (5.1): the die roll is written in the log."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; arrest 1 INC UP; set UP neutral")
    assert "the die roll is written in the log" in p.text() and set(p.rules) == {"5.1"}


def test_unshaded_removed_not_arrested(empty, play, sid):
    """#36 unshaded (5.1.3): 'arrest' - to Jail, not removed."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; roll 1; remove 1 INC UP; arrest 1 INC UP; set UP neutral")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def _raid(s, sid):
    """Revolutionaries: 3 Guerrillas in UP among Raj and Congress pieces; 1 in Bihar."""
    s.place(terms.GUERRILLAS, sid("UP"), 3)
    s.place(terms.SEPOYS, sid("UP"), 2)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.place(terms.ML_BASES, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    s.place(terms.TROOPS, sid("Bihar"), 2)


def test_shaded_two_spaces_rolls_removals(empty, play, sid):
    """#36 shaded (5.1, 5.1.3): in UP a 3 (3 Guerrillas) removes 3 opponents - the Activist to
    Jail, the Base last; in Bihar a 4 is more than the 1 Guerrilla: nothing."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 3; remove 2S UP; arrest 1 INC UP; select Bihar; roll 4")
    assert p.clean, p.text()
    sp = s.spaces[sid("UP")]
    assert sp.sepoys == 0 and sp.inc_activists == 0 and sp.ml_bases == 1 and s.jail[terms.INC_ACTIVISTS] == 1
    assert s.spaces[sid("Bihar")].troops == 2


def test_shaded_activist_removed_to_jail(empty, play, sid):
    """#36 shaded (5.1.3): `remove … to jail` for an Activist is accepted; the Base goes last."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 3; remove 1 INC UP to jail; remove 2S UP; "
                    "select Bihar; roll 1; remove 1T Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].troops == 1


def test_shaded_roll_above_friendly_pieces(empty, play, sid):
    """#36 shaded (5.1): a roll above the friendly pieces removes nothing."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 3; remove 2S UP; arrest 1 INC UP; select Bihar; roll 2; "
                    "remove 1T Bihar")
    assert p.rules == ["5.1"] and "the roll 2 is more than the 1 friendly piece(s) there" in p.text()


def test_shaded_fewer_than_the_roll(empty, play, sid):
    """#36 shaded (5.1.2): opponents equal to the die roll - a bare number."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 3; remove 2S UP; select Bihar; roll 5")
    assert p.rules == ["5.1.2"] and "3 could be removed in United Provinces, the log did 2" in p.text()


def test_shaded_more_than_the_roll(empty, play, sid):
    """#36 shaded (5.1): no more than the die roll."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 2; remove 2S UP; arrest 1 INC UP; select Bihar; roll 5")
    assert p.rules == ["5.1"] and "opponents equal to the die roll (2), not 3" in p.text()


def test_shaded_activist_to_available(empty, play, sid):
    """#36 shaded (5.1.3): Activists go to Jail."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 3; remove 2S 1 INC UP; select Bihar; roll 5")
    assert p.rules == ["5.1"] and "Gandhi and Activists go to Jail" in p.text()


def test_shaded_base_before_other_pieces(empty, play, sid):
    """#36 shaded (5.1): Bases last."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 3; remove 1 MLB 2S UP; select Bihar; roll 5")
    assert p.rules == ["5.1"] and "Bases last: 1 other piece(s) still in United Provinces" in p.text()


def test_shaded_own_pieces(empty, play, sid):
    """#36 shaded (5.1): opponents only."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 3; remove 2S 1G UP; select Bihar; roll 5")
    assert p.rules == ["5.1"] and "opponents only" in p.text()


def test_shaded_removal_in_another_space(empty, play, sid):
    """#36 shaded (5.1): the opponents are removed where the die was rolled."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select Bihar; roll 1; remove 1S UP; select UP; roll 1; remove 1S UP")
    assert p.rules == ["5.1"] and "the die was rolled for Bihar, not United Provinces" in p.text()


def test_shaded_one_space(empty, play, sid):
    """#36 shaded (5.1.2): each of 2 spaces (2 have friendly and opposing pieces)."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 4")
    assert p.rules == ["5.1.2"] and "2 space(s) could be chosen, the log chose 1" in p.text()


def test_shaded_third_space(empty, play, sid):
    """#36 shaded (5.1): 2 spaces, not 3."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 4; select Bihar; roll 5; select Delhi; roll 6")
    assert p.rules == ["5.1"] and "2 spaces: United Provinces, Bihar already chosen" in p.text()


def test_shaded_roll_before_a_space(empty, play, sid):
    """#36 shaded (5.1): the die is rolled for a space chosen first."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: roll 4; select UP; roll 4; select Bihar; roll 5")
    assert p.rules == ["5.1"] and "one die roll per space, after the space" in p.text()


def test_shaded_raj_executes(empty, play, sid):
    """#36 shaded (5.1, 1.5): friendly and opposing are the executing faction's - the Raj's cubes
    roll, Gandhi is an opponent, to Jail."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 2)
    s.gandhi = sid("Delhi")
    s.place(terms.INC_ACTIVISTS, sid("Delhi"), 1)
    p = play(s, 36, "RAJ event shaded: select Delhi; roll 2; arrest gandhi Delhi; arrest 1 INC Delhi")
    assert p.clean, p.text()
    assert s.gandhi == terms.JAIL


def test_shaded_cubes_to_jail(empty, play, sid):
    """#36 shaded (5.1.3): pieces other than Gandhi and Activists go to Available (the state
    refuses Sepoys in Jail: the step is skipped, and the removal is then short)."""
    s = empty
    _raid(s, sid)
    p = play(s, 36, "REV event shaded: select UP; roll 1; remove 1S UP to jail; select Bihar; roll 5")
    assert p.rules == ["5.1", "1.3.9", "5.1.2"] and "removed pieces go to Available (5.1.3)" in p.text()
    assert s.spaces[sid("UP")].sepoys == 2


def test_unshaded_roll_missing_is_one_finding(empty, play, sid):
    """#36 unshaded (5.1): "arrest a die roll of Activists" with no roll written: one finding, the
    arrests written are not measured against a roll of 0."""
    s = empty
    _activists(s, sid)
    p = play(s, 36, "RAJ event unshaded: add unrest UP; arrest 2 INC UP; set UP neutral")
    assert p.rules == ["5.1"] and "roll N" in p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 2
