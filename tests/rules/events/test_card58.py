"""#58 Vallabhbhai Patel Creates Unrest in Gujarat (5.1, 5.1.1)."""

from gandhi_cli.model import terms


def _states(s, sid):
    s.restraint = 4
    s.place(terms.INC_ACTIVISTS, sid("Orissa"), 2)
    s.set_level(sid("Hyderabad"), terms.PASSIVE_OPPOSITION)
    s.set_muslim_state(sid("Sind"))


def test_unshaded_one_option_per_state(empty, play, sid):
    """#58 unshaded (5.1): in up to Restraint (4) States - a Muslim State is one - an Activist
    removed, a Guerrilla placed, or the space set to Neutral."""
    s = empty
    _states(s, sid)
    p = play(s, 58, "RAJ event unshaded: remove 1 INC Orissa; place 1G Mysore; set Hyderabad neutral; place 1G Sind")
    assert p.clean, p.text()
    assert s.spaces[sid("Orissa")].inc_activists == 1
    assert s.spaces[sid("Mysore")].guerrillas_hidden == 1 and s.spaces[sid("Sind")].guerrillas_hidden == 1
    assert s.spaces[sid("Hyderabad")].level == terms.NEUTRAL


def test_unshaded_more_states_than_restraint(empty, play, sid):
    """#58 unshaded (5.1): no more States than the Restraint (2)."""
    s = empty
    _states(s, sid)
    s.restraint = 2
    p = play(s, 58, "RAJ event unshaded: remove 1 INC Orissa; place 1G Mysore; set Hyderabad neutral")
    assert p.rules == ["5.1"] and "at most 2 space(s): Orissa, Mysore already chosen" in p.text()


def test_unshaded_not_a_state(empty, play, sid):
    """#58 unshaded (5.1): States only (United Provinces is a Province)."""
    s = empty
    _states(s, sid)
    p = play(s, 58, "RAJ event unshaded: place 1G UP")
    assert p.rules == ["5.1"] and "United Provinces is not a State" in p.text()


def test_unshaded_two_options_in_a_state(empty, play, sid):
    """#58 unshaded (5.1): 'or' - one option per State; the second is skipped."""
    s = empty
    _states(s, sid)
    p = play(s, 58, "RAJ event unshaded: remove 1 INC Orissa; place 1G Orissa")
    assert p.rules == ["5.1"] and "one option per space, and Orissa took" in p.text()
    assert s.spaces[sid("Orissa")].guerrillas == 0


def test_unshaded_two_activists(empty, play, sid):
    """#58 unshaded (5.1): 1 Activist per State."""
    s = empty
    _states(s, sid)
    p = play(s, 58, "RAJ event unshaded: remove 2 INC Orissa")
    assert p.rules == ["5.1"] and "at most 1 in Orissa, not 2" in p.text()


def test_unshaded_another_level(empty, play, sid):
    """#58 unshaded (5.1): the space goes to Neutral, no other level."""
    s = empty
    _states(s, sid)
    p = play(s, 58, "RAJ event unshaded: set Hyderabad passive-support")
    assert p.rules == ["5.1"] and "the level is Neutral" in p.text()


def test_unshaded_wrong_piece(empty, play, sid):
    """#58 unshaded (5.1): a Guerrilla is placed, not a Sepoy."""
    s = empty
    _states(s, sid)
    p = play(s, 58, "RAJ event unshaded: place 1S Mysore")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_replaces_with_activists(empty, play, sid):
    """#58 shaded (5.1): in up to 3 spaces 1 Guerrilla or Sepoy replaced by 1 Activist (either
    faction) from Available."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 2)
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 58, "INC event shaded: replace 1S Bihar with 1 INC; replace 1G UP with 1 ML")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].sepoys == 1 and s.spaces[sid("Bihar")].inc_activists == 1
    assert s.spaces[sid("UP")].guerrillas == 0 and s.spaces[sid("UP")].ml_activists == 1


def test_shaded_four_spaces(empty, play, sid):
    """#58 shaded (5.1): up to 3 spaces."""
    s = empty
    for name in ("Bihar", "UP", "Delhi", "Madras"):
        s.place(terms.SEPOYS, sid(name), 1)
    p = play(s, 58, "INC event shaded: replace 1S Bihar with 1 INC; replace 1S UP with 1 INC; "
                    "replace 1S Delhi with 1 INC; replace 1S Madras with 1 INC")
    assert p.rules == ["5.1"] and "at most 3 space(s)" in p.text()


def test_shaded_two_in_a_space(empty, play, sid):
    """#58 shaded (5.1): 1 piece per space."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 2)
    p = play(s, 58, "INC event shaded: replace 2S Bihar with 2 INC")
    assert p.rules == ["5.1"] and "at most 1 in Bihar, not 2" in p.text()


def test_shaded_troops_are_not_replaced(empty, play, sid):
    """#58 shaded (5.1): a Guerrilla or a Sepoy, not a Troop."""
    s = empty
    s.place(terms.TROOPS, sid("Delhi"), 1)
    p = play(s, 58, "INC event shaded: replace 1T Delhi with 1 INC")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("Delhi")].troops == 1


def test_shaded_replaced_by_a_guerrilla(empty, play, sid):
    """#58 shaded (5.1): the replacement is an Activist."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    p = play(s, 58, "INC event shaded: replace 1S Bihar with 1G")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_removed_when_no_activist_available(empty, play, sid):
    """#58 shaded (5.1.1, 1.4.1): with no Activist Available the piece is removed instead."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    for kind in terms.ACTIVISTS:
        s.out_of_play[kind] = s.available(kind)
    p = play(s, 58, "INC event shaded: remove 1S Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].sepoys == 0


def test_shaded_removed_though_an_activist_is_available(empty, play, sid):
    """#58 shaded (5.1.1): with an Activist Available the piece is replaced, not just removed."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    p = play(s, 58, "INC event shaded: remove 1S Bihar")
    assert p.rules == ["5.1"] and "only when no replacement is Available" in p.text()
