"""#38 Lahore Resolution (5.1, 5.1.1, 5.1.2)."""

from gandhi_cli.model import terms


def test_unshaded_state_removed_passive_support(empty, play, sid):
    """#38 unshaded (5.1): a Muslim State removed, its space to Passive Support."""
    s = empty
    s.set_muslim_state(sid("EB"))
    s.set_level(sid("EB"), terms.ACTIVE_OPPOSITION)
    p = play(s, 38, "RAJ event unshaded: remove muslim-state EB; set EB passive-support")
    assert p.clean, p.text()
    assert not s.spaces[sid("EB")].muslim_state and s.spaces[sid("EB")].level == terms.PASSIVE_SUPPORT


def test_unshaded_base_removed_passive_support(empty, play, sid):
    """#38 unshaded (5.1, 5.1.3): any 1 Base removed (to Available), its space to Passive Support."""
    s = empty
    s.place(terms.REV_BASES, sid("UP"), 1)
    s.set_muslim_state(sid("EB"))
    p = play(s, 38, "RAJ event unshaded: remove 1 RB UP; set UP passive-support")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].rev_bases == 0 and s.spaces[sid("UP")].level == terms.PASSIVE_SUPPORT
    assert s.available(terms.REV_BASES) == s.forces.pieces[terms.REV_BASES]


def test_unshaded_both(empty, play, sid):
    """#38 unshaded (5.1): a Muslim State OR a Base."""
    s = empty
    s.place(terms.REV_BASES, sid("EB"), 1)
    s.set_muslim_state(sid("EB"))
    p = play(s, 38, "RAJ event unshaded: remove muslim-state EB; remove 1 RB EB; set EB passive-support")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert s.spaces[sid("EB")].rev_bases == 1


def test_unshaded_level_elsewhere(empty, play, sid):
    """#38 unshaded (5.1): 'that space'."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 38, "RAJ event unshaded: remove muslim-state EB; set WB passive-support")
    assert p.rules == ["5.1"] and "West Bengal is not the space of the Muslim State or Base removed" in p.text()


def test_unshaded_level_left_out(empty, play, sid):
    """#38 unshaded (5.1.2): the space is set to Passive Support."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 38, "RAJ event unshaded: remove muslim-state EB")
    assert p.rules == ["5.1.2"]
    assert "'then set that space to Passive Support': 1 could be carried out, the log did 0" in p.text()


def test_unshaded_wrong_level(empty, play, sid):
    """#38 unshaded (5.1): Passive Support, not Active Support."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 38, "RAJ event unshaded: remove muslim-state EB; set EB active-support")
    assert p.rules == ["5.1"] and "the level is Passive Support" in p.text()


def test_unshaded_nothing_removed(empty, play, sid):
    """#38 unshaded (5.1.2): with a Base on the map, one option is carried out."""
    s = empty
    s.place(terms.ML_BASES, sid("Sind"), 1)
    p = play(s, 38, "RAJ event unshaded")
    assert p.rules == ["5.1.2"] and "'Remove 1 Muslim State or any 1 Base' is left out" in p.text()


def test_unshaded_nothing_to_remove(empty, play):
    """#38 unshaded (5.1.2): no Muslim State and no Base on the map - nothing can be done."""
    assert play(empty, 38, "RAJ event unshaded").clean


def test_unshaded_two_bases(empty, play, sid):
    """#38 unshaded (5.1): 1 Base."""
    s = empty
    s.place(terms.REV_BASES, sid("UP"), 2)
    p = play(s, 38, "RAJ event unshaded: remove 2 RB UP; set UP passive-support")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_shaded_state_and_piece_from_out_of_play(empty, play, sid):
    """#38 shaded (5.1): a Muslim State in a Muslim Province (its Troops to a City first), then 1
    piece there from Out of Play."""
    s = empty
    s.place(terms.TROOPS, sid("Punjab"), 2)  # Raj Control: no matter here
    s.out_of_play[terms.ML_ACTIVISTS] = 2
    p = play(s, 38,
             "ML event shaded: move 2T Punjab>Delhi; add muslim-state Punjab; place 1 ML Punjab from out-of-play")
    assert p.clean, p.text()
    sp = s.spaces[sid("Punjab")]
    assert sp.muslim_state and sp.troops == 0 and sp.ml_activists == 1 and s.spaces[sid("Delhi")].troops == 2
    assert s.out_of_play[terms.ML_ACTIVISTS] == 1


def test_shaded_not_a_muslim_province(empty, play, sid):
    """#38 shaded (5.1): a Muslim Province (United Provinces is not Muslim)."""
    s = empty
    s.out_of_play[terms.ML_ACTIVISTS] = 1
    p = play(s, 38, "ML event shaded: add muslim-state UP; place 1 ML UP from out-of-play")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim Province" in p.text()


def test_shaded_piece_from_available(empty, play, sid):
    """#38 shaded (5.1.1): the piece comes from Out of Play."""
    s = empty
    s.out_of_play[terms.ML_ACTIVISTS] = 1
    p = play(s, 38, "ML event shaded: add muslim-state Sind; place 1 ML Sind")
    assert p.rules == ["5.1"] and "the pieces come from Out of Play, not Available" in p.text()


def test_shaded_two_pieces(empty, play, sid):
    """#38 shaded (5.1): 1 piece."""
    s = empty
    s.out_of_play[terms.ML_ACTIVISTS] = 2
    p = play(s, 38, "ML event shaded: add muslim-state Sind; place 2 ML Sind from out-of-play")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_shaded_piece_elsewhere(empty, play, sid):
    """#38 shaded (5.1): the piece goes 'there'."""
    s = empty
    s.out_of_play[terms.ML_ACTIVISTS] = 1
    p = play(s, 38, "ML event shaded: add muslim-state Sind; place 1 ML Punjab from out-of-play")
    assert p.rules == ["5.1"] and "Punjab is not chosen for" in p.text()


def test_shaded_piece_left_out(empty, play, sid):
    """#38 shaded (5.1.2): with a piece Out of Play, it is placed."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 1
    p = play(s, 38, "ML event shaded: add muslim-state Sind")
    assert p.rules == ["5.1.2"] and "'and then place 1 pieces there from Out of Play'" in p.text()


def test_shaded_only_troops_out_of_play(empty, play, sid):
    """#38 shaded (5.1.1): Troops never go into a State - with only Troops Out of Play nothing is due."""
    s = empty
    s.out_of_play[terms.TROOPS] = 2
    p = play(s, 38, "ML event shaded: add muslim-state Sind")
    assert p.clean, p.text()


def test_shaded_troops_into_the_state(empty, play, sid):
    """#38 shaded (5.1.1, 1.4.2): Troops placed in the new State are refused."""
    s = empty
    s.out_of_play[terms.TROOPS] = 2
    p = play(s, 38, "ML event shaded: add muslim-state Sind; place 1T Sind from out-of-play")
    assert p.rules == ["1.4.2"] and "Troops may never be placed in a State" in p.text()
