"""One policy for a part of an Event text that the text fixes whole (5.1.2, IT:835; EV-0-7):
left out of the log, it is reported under 5.1.2 and applied by the replay, whether it is a
track or Resources change (`Fixed`: #27's "Set Restraint to 4") or the shift of a space an
earlier step chose (#44, #49 shaded, #56)."""

from gandhi_cli.model import terms

REPLAYED = "[applied by the replay]"


def test_card27_set_restraint_left_out_is_applied(short, play):
    """#27 unshaded "Set Restraint to 4" left out (5.1.2): reported, applied by the replay."""
    p = play(short, 27, "RAJ event unshaded: set Delhi passive-support; set UP passive-support")
    assert p.rules == ["5.1.2"] and REPLAYED in p.text(), p.text()
    assert short.restraint == 2


def test_card49_shaded_shift_left_out_is_applied(empty, play, sid):
    """#49 shaded "For each marker removed, shift that space 1 level toward Active Opposition":
    West Bengal's shift left out (5.1.2) is reported and applied, as #27's Restraint is."""
    s = empty
    s.place_protest(sid("UP"), for_event=True)
    s.place_protest(sid("WB"), for_event=True)
    p = play(s, 49, "INC event shaded: remove protest UP; shift UP -1; remove protest WB")
    assert p.rules == ["5.1.2"] and "West Bengal is not shifted" in p.text() and REPLAYED in p.text(), p.text()
    assert s.spaces[sid("WB")].level == terms.PASSIVE_OPPOSITION
    assert s.spaces[sid("UP")].level == terms.PASSIVE_OPPOSITION


def test_card44_unshaded_shift_left_out_is_applied(empty, play, sid):
    """#44 unshaded "then shift each of these spaces" (5.1.2): Bihar's shift left out is applied."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    p = play(s, 44, "RAJ event unshaded: remove 1G UP; shift UP +1; remove 1G Bihar")
    assert p.rules == ["5.1.2"] and "Bihar is not shifted" in p.text() and REPLAYED in p.text(), p.text()
    assert s.spaces[sid("Bihar")].level == terms.PASSIVE_SUPPORT


def test_card56_unshaded_shift_left_out_is_applied(empty, play, sid):
    """#56 unshaded "… and shift each space 1 level toward Active Support" (5.1.2): Hyderabad's
    shift left out is applied."""
    s = empty
    s.add_unrest(sid("Hyderabad"))
    p = play(s, 56, "RAJ event unshaded: remove unrest Hyderabad")
    assert p.rules == ["5.1.2"] and "Hyderabad is not shifted" in p.text() and REPLAYED in p.text(), p.text()
    assert s.spaces[sid("Hyderabad")].level == terms.PASSIVE_SUPPORT


def test_card28_unshaded_shift_of_that_space_left_out_is_applied(empty, play, sid):
    """#28 unshaded "… and shift that space 2 levels toward Active Support": the space is the
    Base's, so nothing is left to choose; left out (5.1.2), the replay shifts it."""
    p = play(empty, 28, "RAJ event unshaded: unity -1; place 1 MLB UP")
    assert p.rules == ["5.1.2"] and REPLAYED in p.text(), p.text()
    assert empty.spaces[sid("UP")].level == terms.ACTIVE_SUPPORT


def test_card27_set_two_spaces_is_a_choice_and_not_applied(short, play, sid):
    """#27 unshaded "and set 2 spaces with Raj Control to Passive Support": which spaces is the
    executing faction's choice, so a shortfall is reported and not made up (5.1, 5.1.2)."""
    before = {k: v.level for k, v in short.spaces.items()}
    p = play(short, 27, "RAJ event unshaded: restraint -1; set Delhi passive-support")
    assert p.rules == ["5.1.2"] and "[applied as written]" in p.text(), p.text()
    changed = [k for k, v in short.spaces.items() if v.level != before[k]]
    assert changed == [sid("Delhi")]
