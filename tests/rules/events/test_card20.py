"""#20 Formation of the Jugantar in Bengal (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def test_unshaded_tutorial_example(empty, play, sid):
    """Unshaded (5.1), the tutorial's card 6 (IT:2567-2569): no Guerrilla in West Bengal; in East
    Bengal (1 cube) the Raj removes a Hidden Guerrilla, as it may choose, then activates the
    remaining one; the Event costs the Raj no Resources."""
    s = empty
    s.set_muslim_state(sid("WB"))
    s.place(terms.ML_ACTIVISTS, sid("WB"), 2)
    eb = sid("EB")
    s.place(terms.TROOPS, eb, 1)
    s.place(terms.ML_ACTIVISTS, eb, 1)
    s.place(terms.REV_BASES, eb, 1)
    s.place(terms.GUERRILLAS, eb, 2)
    s.resources[terms.RAJ] = 3
    p = play(s, 20, "RAJ event unshaded: remove 1 hidden EB; activate 1G EB")
    assert p.clean, p.text()
    assert s.spaces[eb].guerrillas_active == 1 and s.spaces[eb].guerrillas_hidden == 0
    assert s.resources[terms.RAJ] == 3


def test_unshaded_one_per_cube_in_each_bengal(empty, play, sid):
    """Unshaded (5.1): in each Bengal, 1 Guerrilla per cube there, then all the remaining ones Active."""
    s = empty
    s.place(terms.SEPOYS, sid("WB"), 2)
    s.place(terms.GUERRILLAS, sid("WB"), 3)
    s.place(terms.TROOPS, sid("EB"), 1)
    s.place(terms.GUERRILLAS, sid("EB"), 1)
    p = play(s, 20, "RAJ event unshaded: remove 2G WB; remove 1G EB; activate 1G WB")
    assert p.clean, p.text()
    assert s.spaces[sid("WB")].guerrillas_active == 1 and s.spaces[sid("EB")].guerrillas == 0


def test_unshaded_too_many_for_the_cubes(empty, play, sid):
    """Unshaded (5.1): 1 per cube there (West Bengal has 1 cube)."""
    s = empty
    s.place(terms.SEPOYS, sid("WB"), 1)
    s.place(terms.GUERRILLAS, sid("WB"), 3)
    p = play(s, 20, "RAJ event unshaded: remove 2G WB; activate 1G WB")
    assert p.rules == ["5.1"] and "at most 1 in West Bengal" in p.text()


def test_unshaded_outside_bengal(empty, play, sid):
    """Unshaded (5.1): West Bengal and East Bengal only."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    p = play(s, 20, "RAJ event unshaded: remove 1G Bihar")
    assert p.rules == ["5.1"] and "Bihar is not West Bengal or East Bengal" in p.text()


def test_unshaded_fewer_than_the_cubes_allow(empty, play, sid):
    """Unshaded (5.1.2): "1 for each cube" is a bare number: 2 could go, 1 went."""
    s = empty
    s.place(terms.SEPOYS, sid("EB"), 2)
    s.place(terms.GUERRILLAS, sid("EB"), 3)
    p = play(s, 20, "RAJ event unshaded: remove 1G EB; activate 2G EB")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_not_all_activated(empty, play, sid):
    """Unshaded (5.1): then ALL the Guerrillas there are Activated."""
    s = empty
    s.place(terms.SEPOYS, sid("EB"), 1)
    s.place(terms.GUERRILLAS, sid("EB"), 3)
    p = play(s, 20, "RAJ event unshaded: remove 1G EB; activate 1G EB")
    assert p.rules == ["5.1"] and "1 Guerrillas left in East Bengal" in p.text()


def test_unshaded_activation_before_removal(empty, play, sid):
    """Unshaded (5.1): "then" - the removals come first."""
    s = empty
    s.place(terms.SEPOYS, sid("EB"), 1)
    s.place(terms.GUERRILLAS, sid("EB"), 2)
    p = play(s, 20, "RAJ event unshaded: activate 2G EB; remove 1G EB")
    assert p.rules == ["5.1.2", "5.1"] and "comes before" in p.text()


def test_shaded_guerrillas_then_all_hidden(empty, play, sid):
    """Shaded (5.1): up to 3 Guerrillas in East and/or West Bengal, then any Guerrillas there Hidden."""
    s = empty
    s.place(terms.GUERRILLAS, sid("WB"), 2)
    s.activate_guerrillas(sid("WB"), 2)
    p = play(s, 20, "REV event shaded: place 2G WB; place 1G EB; hide 2G WB")
    assert p.clean, p.text()
    assert s.spaces[sid("WB")].guerrillas_hidden == 4 and s.spaces[sid("EB")].guerrillas_hidden == 1


def test_shaded_flip_any_means_every_active_one(empty, play, sid):
    """Shaded (5.1, EV-0-3): "girate qualsiasi Guerriglia lì presente a Nascosta" (IT:2969) is
    every Guerrilla there, as "rimuovete qualsiasi" on #31 and #72: one left Active is reported."""
    s = empty
    s.place(terms.GUERRILLAS, sid("EB"), 2)
    s.activate_guerrillas(sid("EB"), 2)
    again = s.copy()
    p = play(s, 20, "REV event shaded: place 1G EB; hide 1G EB")
    assert p.rules == ["5.1"], p.text()
    assert "'then flip any Guerrillas there to Hidden': all of them, but 1" in p.text()
    assert play(again, 20, "REV event shaded: place 1G EB; hide 2G EB").clean


def test_shaded_four_guerrillas(empty, play):
    """Shaded (5.1): up to 3 Guerrillas."""
    p = play(empty, 20, "REV event shaded: place 2G WB; place 2G EB")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_outside_bengal(empty, play, sid):
    """Shaded (5.1): only the two Bengals, for the Guerrillas added and those flipped."""
    s = empty
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    s.activate_guerrillas(sid("Bihar"), 1)
    p = play(s, 20, "REV event shaded: place 1G Bihar; hide 1G Bihar")
    assert p.rules == ["5.1", "5.1"] and "Bihar is not West Bengal or East Bengal" in p.text()


def test_shaded_hide_before_placing(empty, play, sid):
    """Shaded (5.1): "then" - the Guerrillas are added first."""
    s = empty
    s.place(terms.GUERRILLAS, sid("EB"), 1)
    s.activate_guerrillas(sid("EB"), 1)
    p = play(s, 20, "REV event shaded: hide 1G EB; place 1G EB")
    assert p.rules == ["5.1"] and "comes before" in p.text()
