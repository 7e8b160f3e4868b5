"""#61 The Simla Conference Divides India (5.1, 5.1.4)."""

from gandhi_cli.model import terms


def _provinces(s, sid):
    s.unity = 4
    s.set_level(sid("Sind"), terms.PASSIVE_OPPOSITION)
    s.set_level(sid("Punjab"), terms.ACTIVE_SUPPORT)
    s.set_level(sid("Assam"), terms.PASSIVE_SUPPORT)


def test_unshaded_toward_passive_support_and_unity(empty, play, sid):
    """#61 unshaded (5.1): up to 2 Muslim Provinces 1 level toward Passive Support (Active Support
    comes down to it), Unity -1 for each."""
    s = empty
    _provinces(s, sid)
    p = play(s, 61, "RAJ event unshaded: shift Sind +1; shift Punjab -1; unity -2")
    assert p.clean, p.text()
    assert s.spaces[sid("Sind")].level == terms.NEUTRAL and s.spaces[sid("Punjab")].level == terms.PASSIVE_SUPPORT
    assert s.unity == 2


def test_unshaded_no_space_no_unity(empty, play, sid):
    """#61 unshaded (5.1): 'up to 2' - with no space chosen Unity does not change."""
    s = empty
    _provinces(s, sid)
    p = play(s, 61, "RAJ event unshaded")
    assert p.clean and s.unity == 4


def test_unshaded_unity_per_space(empty, play, sid):
    """#61 unshaded (5.1): Unity -1 for each space chosen (1 space: -1)."""
    s = empty
    _provinces(s, sid)
    p = play(s, 61, "RAJ event unshaded: shift Sind +1; unity -2")
    assert p.rules == ["5.1"] and "the text gives -1, not -2" in p.text()


def test_unshaded_unity_left_out(empty, play, sid):
    """#61 unshaded (5.1.2, EV-0-7): the Unity shift is part of the text: reported and applied."""
    s = empty
    _provinces(s, sid)
    p = play(s, 61, "RAJ event unshaded: shift Sind +1")
    assert p.rules == ["5.1.2"] and "unity -1" in p.text() and s.unity == 3


def test_unshaded_unity_stops_at_1(empty, play, sid):
    """#61 unshaded (5.1.4): from Unity 1 the shift changes nothing; as written it is accepted."""
    s = empty
    _provinces(s, sid)
    s.unity = 1
    p = play(s, 61, "RAJ event unshaded: shift Sind +1; shift Punjab -1; unity -2")
    assert p.clean and s.unity == 1


def test_unshaded_three_provinces(empty, play, sid):
    """#61 unshaded (5.1): up to 2 Muslim Provinces."""
    s = empty
    _provinces(s, sid)
    p = play(s, 61, "RAJ event unshaded: shift Sind +1; shift Punjab -1; shift NWF +1; unity -3")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_not_muslim(empty, play, sid):
    """#61 unshaded (5.1): Muslim Provinces only (United Provinces is not Muslim)."""
    s = empty
    _provinces(s, sid)
    p = play(s, 61, "RAJ event unshaded: shift UP +1; unity -1")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim Province" in p.text()


def test_unshaded_past_passive_support(empty, play, sid):
    """#61 unshaded (5.1): toward Passive Support, not to Active Support."""
    s = empty
    _provinces(s, sid)
    s.set_level(sid("Sind"), terms.NEUTRAL)
    p = play(s, 61, "RAJ event unshaded: shift Sind +2; unity -1")
    assert p.rules == ["5.1"] and "shifts Sind +1, not +2" in p.text()


def test_unshaded_province_already_at_passive_support(empty, play, sid):
    """#61 unshaded (5.1): a Province at Passive Support cannot shift toward it, so it is not chosen
    (and buys no Unity -1)."""
    s = empty
    _provinces(s, sid)
    p = play(s, 61, "RAJ event unshaded: shift Assam +0; unity -1")
    assert p.rules == ["5.1"] and "Assam is at Passive Support already: it cannot be chosen" in p.text()
    p = play(s, 61, "RAJ event unshaded: shift Assam +1; unity -1")
    assert p.rules == ["5.1"] and "Assam is at Passive Support already: it cannot be chosen" in p.text()


def test_shaded_unity_to_3_and_bases(empty, play, sid):
    """#61 shaded (5.1): Unity set to 3 (written as the shift, 5 -> 3: `unity -2`), up to 2 Bases of
    either faction in Provinces without Raj Control."""
    s = empty
    p = play(s, 61, "ML event shaded: unity -2; place 1 MLB Sind; place 1 RB NWF")
    assert p.clean, p.text()
    assert s.unity == 3 and s.spaces[sid("Sind")].ml_bases == 1 and s.spaces[sid("NWF")].rev_bases == 1


def test_shaded_unity_already_3(empty, play, sid):
    """#61 shaded (5.1): with Unity at 3 nothing is written for it."""
    s = empty
    s.unity = 3
    p = play(s, 61, "ML event shaded: place 2 MLB Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].ml_bases == 2


def test_shaded_wrong_unity(empty, play):
    """#61 shaded (5.1): Unity goes to 3 (from 5: -2)."""
    p = play(empty, 61, "ML event shaded: unity -1")
    assert p.rules == ["5.1"] and "the text gives -2, not -1" in p.text()


def test_shaded_unity_left_out(empty, play):
    """#61 shaded (5.1.2, EV-0-7): the Unity change is part of the text: reported and applied."""
    p = play(empty, 61, "ML event shaded: place 1 MLB Sind")
    assert p.rules == ["5.1.2"] and "unity -2" in p.text() and empty.unity == 3


def test_shaded_three_bases(empty, play):
    """#61 shaded (5.1): up to 2 Bases."""
    p = play(empty, 61, "ML event shaded: unity -2; place 2 MLB Punjab; place 1 RB Sind")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_raj_control(empty, play, sid):
    """#61 shaded (5.1): Provinces without Raj Control."""
    s = empty
    s.place(terms.TROOPS, sid("Sind"), 1)
    p = play(s, 61, "ML event shaded: unity -2; place 1 MLB Sind")
    assert p.rules == ["5.1"] and "Sind is not a Province without Raj Control" in p.text()


def test_shaded_not_a_province(empty, play):
    """#61 shaded (5.1): Provinces only (Hyderabad is a Princely State)."""
    p = play(empty, 61, "ML event shaded: unity -2; place 1 RB Hyderabad")
    assert p.rules == ["5.1"] and "Hyderabad is not a Province" in p.text()


def test_shaded_bases_before_unity(empty, play):
    """#61 shaded (5.1): in the text's order: Unity, then the Bases."""
    p = play(empty, 61, "ML event shaded: place 1 MLB Sind; unity -2")
    assert set(p.rules) == {"5.1", "5.1.2"} and "comes before" in p.text()


def test_shaded_unity_written_as_a_set(empty, play):
    """Shaded "Set Unity to 3" (IT:3015) written as the set it is (issue #23): `unity to 3`; another
    value is reported."""
    empty.unity = 5
    p = play(empty, 61, "REV event shaded: unity to 3")
    assert p.clean, p.text()
    assert empty.unity == 3
    empty.unity = 5
    p = play(empty, 61, "REV event shaded: unity to 2")
    assert p.rules == ["5.1"] and "the text sets Unity to 3, not to 2" in p.text()
