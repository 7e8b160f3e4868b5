"""#49 Provocative Declaration of Independence Day (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def _markers(s, sid):
    """United Provinces: a Protest and Unrest; Bihar: Unrest; West Bengal: a Protest. Raj
    Resources 10."""
    s.place_protest(sid("UP"), for_event=True)
    s.add_unrest(sid("UP"))
    s.add_unrest(sid("Bihar"))
    s.place_protest(sid("WB"), for_event=True)
    s.resources[terms.RAJ] = 10


def test_unshaded_markers_removed_one_shift_paid(empty, play, sid):
    """#49 unshaded (5.1): 1 marker from each of up to 2 spaces; the Raj pays 2 Resources for a
    shift toward Active Support in a space chosen."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove protest UP; resources RAJ -2; shift UP +1; remove unrest Bihar")
    assert p.clean, p.text()
    assert not s.spaces[sid("UP")].protest and s.spaces[sid("UP")].unrest == 1
    assert s.spaces[sid("Bihar")].unrest == 0
    assert s.spaces[sid("UP")].level == terms.PASSIVE_SUPPORT and s.resources[terms.RAJ] == 8


def test_unshaded_no_payment_no_shift(empty, play, sid):
    """#49 unshaded (5.1): the payment is optional ('may')."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove unrest UP; remove protest WB")
    assert p.clean, p.text()
    assert s.resources[terms.RAJ] == 10 and s.spaces[sid("UP")].level == terms.NEUTRAL


def test_unshaded_shift_unpaid(empty, play, sid):
    """#49 unshaded (5.1): a shift costs 2 Resources."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove protest UP; shift UP +1")
    assert p.rules == ["5.1"] and "the shift is paid first" in p.text()


def test_unshaded_wrong_price(empty, play, sid):
    """#49 unshaded (5.1): 2 Resources, not 3."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove protest UP; resources RAJ -3; shift UP +1")
    assert p.rules == ["5.1"] and "2 Resources per shift, not 3" in p.text()


def test_unshaded_raj_cannot_pay(empty, play, sid):
    """#49 unshaded (5.1): the Raj needs the 2 Resources."""
    s = empty
    _markers(s, sid)
    s.resources[terms.RAJ] = 1
    p = play(s, 49, "RAJ event unshaded: remove protest UP; resources RAJ -2; shift UP +1")
    assert p.rules == ["5.1"] and "the Raj has 1 Resources" in p.text()


def test_unshaded_paid_without_shift(empty, play, sid):
    """#49 unshaded (5.1): the payment buys a shift."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove protest UP; resources RAJ -2")
    assert p.rules == ["5.1"] and "no shift for them" in p.text()


def test_unshaded_shift_in_a_space_not_chosen(empty, play, sid):
    """#49 unshaded (5.1): the shift is in a space chosen (after its marker is removed)."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove protest UP; resources RAJ -2; shift Bihar +1")
    assert p.rules == ["5.1"] and "Bihar is not chosen for" in p.text()


def test_unshaded_two_markers_in_a_space(empty, play, sid):
    """#49 unshaded (5.1): 1 marker per space."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove protest UP; remove unrest UP")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_unshaded_third_space(empty, play, sid):
    """#49 unshaded (5.1): up to 2 spaces."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "RAJ event unshaded: remove protest UP; remove unrest Bihar; remove protest WB")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_strike(empty, play, sid):
    """#49 unshaded (5.1): Protest or Unrest markers, not a Strike."""
    s = empty
    s.add_unrest(sid("RW-A"))
    p = play(s, 49, "RAJ event unshaded: remove strike RW-A")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_protests_removed_and_shifted(empty, play, sid):
    """#49 shaded (5.1): up to 3 Protest markers, each space 1 level toward Active Opposition."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "INC event shaded: remove protest UP; shift UP -1; remove protest WB; shift WB -1")
    assert p.clean, p.text()
    assert not s.spaces[sid("UP")].protest and not s.spaces[sid("WB")].protest
    assert s.spaces[sid("UP")].level == terms.PASSIVE_OPPOSITION
    assert s.spaces[sid("WB")].level == terms.PASSIVE_OPPOSITION


def test_shaded_four_protests(empty, play, sid):
    """#49 shaded (5.1): up to 3 markers."""
    s = empty
    for name in ("UP", "Bihar", "WB", "EB"):
        s.place_protest(sid(name), for_event=True)
    p = play(s, 49, "INC event shaded: remove protest UP; shift UP -1; remove protest Bihar; shift Bihar -1; "
                    "remove protest WB; shift WB -1; remove protest EB; shift EB -1")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_shift_left_out(empty, play, sid):
    """#49 shaded (5.1.2): each space whose marker went shifts."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "INC event shaded: remove protest UP; shift UP -1; remove protest WB")
    assert p.rules == ["5.1.2"] and "West Bengal is not shifted" in p.text()


def test_shaded_unrest_marker(empty, play, sid):
    """#49 shaded (5.1): Protest markers only."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "INC event shaded: remove unrest Bihar")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_wrong_direction(empty, play, sid):
    """#49 shaded (5.1): toward Active Opposition."""
    s = empty
    _markers(s, sid)
    p = play(s, 49, "INC event shaded: remove protest UP; shift UP +1")
    assert p.rules == ["5.1"] and "shifts United Provinces -1, not +1" in p.text()
