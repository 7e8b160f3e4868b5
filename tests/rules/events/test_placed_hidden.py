"""Guerrillas an Event places are placed Hidden (1.4.3, IT:162): a step that writes them Active
(`place 1 active X`) is reported as the Rally reports it, for every clause that puts Guerrillas
on the map (`base.Place`, and `base.Replace`'s replacements), and the Guerrilla comes Hidden."""

from gandhi_cli.model import terms

PLACED_HIDDEN = "new Guerrillas are placed Hidden"


def test_card14_unshaded_option_active_guerrillas(empty, play, sid):
    """#14 shaded's option "Add 5 Guerrillas in West Bengal and East Bengal" (1.4.3, IT:162)."""
    s = empty
    p = play(s, 14, "REV event shaded: place 3 active WB; place 2G EB")
    assert p.rules == ["1.4.3"], p.text()
    assert PLACED_HIDDEN in p.text()
    assert s.spaces[sid("WB")].guerrillas_hidden == 3 and s.spaces[sid("WB")].guerrillas_active == 0


def test_card19_shaded_active_guerrilla(short, play, sid):
    """#19 shaded: "then 1 Guerrilla in each such space" (1.4.3, IT:162)."""
    s = short
    p = play(s, 19, "REV event shaded: add unrest Delhi; add unrest Madras; place 1 active Delhi; place 1G Madras")
    assert p.rules == ["1.4.3"] and PLACED_HIDDEN in p.text(), p.text()
    assert s.spaces[sid("Delhi")].guerrillas_hidden == 1 and s.spaces[sid("Delhi")].guerrillas_active == 0


def test_card20_shaded_active_guerrillas(empty, play, sid):
    """#20 shaded: "Add up to 3 Guerrillas in East and/or West Bengal" (1.4.3, IT:162)."""
    s = empty
    p = play(s, 20, "REV event shaded: place 2 active WB")
    assert p.rules == ["1.4.3"] and PLACED_HIDDEN in p.text(), p.text()
    assert s.spaces[sid("WB")].guerrillas_hidden == 2 and s.spaces[sid("WB")].guerrillas_active == 0


def test_card52_shaded_active_guerrilla(empty, play, sid):
    """#52 shaded: "then place 1 Activist or Guerrilla in each space" (1.4.3, IT:162)."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.set_level(sid("UP"), terms.PASSIVE_OPPOSITION)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    p = play(s, 52, "INC event shaded: shift UP -1; shift Bihar -1; place 1 INC UP; place 1 active Bihar")
    assert p.rules == ["1.4.3"] and PLACED_HIDDEN in p.text(), p.text()
    assert s.spaces[sid("Bihar")].guerrillas_hidden == 1


def test_card64_unshaded_replaced_by_active_guerrilla(empty, play, sid):
    """#64 unshaded: Congress Activists replaced by Guerrillas, which come Hidden (1.4.3, IT:162)."""
    s = empty
    s.unity = 3
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    p = play(s, 64, "RAJ event unshaded: replace 1 INC Bihar with 1 active; unity -1")
    assert p.rules == ["1.4.3"] and PLACED_HIDDEN in p.text(), p.text()
    assert s.spaces[sid("Bihar")].guerrillas_hidden == 1 and s.spaces[sid("Bihar")].guerrillas_active == 0
