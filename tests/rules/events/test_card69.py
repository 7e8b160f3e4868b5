"""#69 Indian National Army (INA) (5.1, 5.1.1)."""

from gandhi_cli.model import terms


def test_unshaded_adds_cubes_and_activists_from_both_boxes(empty, play, sid):
    """#69 unshaded (5.1): up to 3 cubes or Activists in total, from Available or Out of Play,
    in East Bengal or adjacent spaces (a Railway too)."""
    s = empty
    s.out_of_play[terms.TROOPS] = 2
    p = play(s, 69, "RAJ event unshaded: place 1T EB from out-of-play; place 1S RW-A; place 1 INC Assam")
    assert p.clean, p.text()
    assert s.spaces[sid("EB")].troops == 1 and s.out_of_play[terms.TROOPS] == 1
    assert s.spaces[sid("RW-A")].sepoys == 1 and s.spaces[sid("Assam")].inc_activists == 1


def test_unshaded_four_pieces(empty, play):
    """#69 unshaded (5.1): up to 3 in total."""
    p = play(empty, 69, "RAJ event unshaded: place 2S EB; place 2 ML WB")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_unshaded_space_not_adjacent(empty, play):
    """#69 unshaded (5.1): East Bengal or adjacent spaces (Delhi is neither)."""
    p = play(empty, 69, "RAJ event unshaded: place 2S Delhi")
    assert p.rules == ["5.1"] and "Delhi is not East Bengal or adjacent to East Bengal" in p.text()


def test_unshaded_from_jail(empty, play, sid):
    """#69 unshaded (5.1.1): from Available or Out of Play, not from Jail."""
    s = empty
    s.jail[terms.INC_ACTIVISTS] = 2
    p = play(s, 69, "RAJ event unshaded: place 1 INC EB from jail")
    assert p.rules == ["5.1"] and "not Jail" in p.text()


def test_unshaded_wrong_kind(empty, play):
    """#69 unshaded (5.1): cubes or Activists, not Guerrillas."""
    p = play(empty, 69, "RAJ event unshaded: place 1G EB")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()


def test_unshaded_no_troops_in_a_state(empty, play, sid):
    """#69 unshaded (5.1.1): Troops are never placed in a State (East Bengal a Muslim State)."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 69, "RAJ event unshaded: place 1T EB")
    assert p.rules == ["1.4.2"] and s.spaces[sid("EB")].troops == 0


def test_shaded_flips_all_guerrillas_hidden(empty, play, sid):
    """#69 shaded (5.1), first option: every Active Guerrilla flipped Hidden."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 3)
    s.activate_guerrillas(sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("RW-A"), 1)
    s.activate_guerrillas(sid("RW-A"), 1)
    p = play(s, 69, "REV event shaded: hide 2G UP; hide 1G RW-A")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas_hidden == 3 and s.spaces[sid("RW-A")].guerrillas_hidden == 1


def test_shaded_not_all_flipped(empty, play, sid):
    """#69 shaded (5.1): 'all Guerrillas'."""
    s = empty
    for name in ("UP", "Bihar"):
        s.place(terms.GUERRILLAS, sid(name), 1)
        s.activate_guerrillas(sid(name), 1)
    p = play(s, 69, "REV event shaded: hide 1G UP")
    assert p.rules == ["5.1"] and "1 Guerrillas left in Bihar" in p.text()


def test_shaded_adds_guerrillas_in_muslim_spaces(empty, play, sid):
    """#69 shaded (5.1), second option: up to 4 Guerrillas in Muslim spaces (Hidden, 1.4.3)."""
    s = empty
    p = play(s, 69, "REV event shaded: place 2G Punjab; place 1G Karachi; place 1G J&K")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].guerrillas_hidden == 2 and s.spaces[sid("J&K")].guerrillas_hidden == 1


def test_shaded_five_guerrillas(empty, play):
    """#69 shaded (5.1): up to 4."""
    p = play(empty, 69, "REV event shaded: place 3G Punjab; place 2G Sind")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_not_a_muslim_space(empty, play):
    """#69 shaded (5.1): Muslim spaces (United Provinces is not)."""
    p = play(empty, 69, "REV event shaded: place 1G UP")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim space" in p.text()


def test_shaded_both_options(empty, play, sid):
    """#69 shaded (5.1): 'or': one option only."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    s.activate_guerrillas(sid("UP"), 1)
    p = play(s, 69, "REV event shaded: hide 1G UP; place 1G Punjab")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert s.spaces[sid("Punjab")].guerrillas == 0


def test_shaded_nothing(empty, play):
    """#69 shaded (5.1): 'up to 4': the second option may add none, so nothing is left out."""
    p = play(empty, 69, "REV event shaded")
    assert p.clean, p.text()
