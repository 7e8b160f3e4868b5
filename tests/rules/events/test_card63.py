"""#63 Ambedkar Supports the Untouchables (5.1, 5.1.2, 2.3.6)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms


def _levels(s, sid):
    s.set_level(sid("UP"), terms.ACTIVE_SUPPORT)
    s.set_level(sid("Punjab"), terms.ACTIVE_OPPOSITION)
    s.set_level(sid("Bihar"), terms.PASSIVE_OPPOSITION)
    s.resources[terms.RAJ] = 10


def test_unshaded_shifts_toward_passive_opposition_and_resources(empty, play, sid):
    """#63 unshaded (5.1): up to 3 spaces 1 level toward Passive Opposition, from either side
    (Active Opposition shifts +1), Raj Resources +3 per shift."""
    s = empty
    _levels(s, sid)
    p = play(s, 63, "RAJ event unshaded: shift UP -1; shift Punjab +1; shift Delhi -1; resources RAJ +9")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == terms.PASSIVE_SUPPORT
    assert s.spaces[sid("Punjab")].level == terms.PASSIVE_OPPOSITION
    assert s.spaces[sid("Delhi")].level == terms.PASSIVE_OPPOSITION
    assert s.resources[terms.RAJ] == 19


def test_unshaded_no_shift_nothing_to_write(empty, play):
    """#63 unshaded (5.1): 'up to 3': no shift, no Resources (+0 need not be written)."""
    p = play(empty, 63, "RAJ event unshaded")
    assert p.clean, p.text()


def test_unshaded_wrong_direction(empty, play, sid):
    """#63 unshaded (5.1): toward Passive Opposition: Active Opposition shifts +1, not -1."""
    s = empty
    _levels(s, sid)
    p = play(s, 63, "RAJ event unshaded: shift Punjab -1; resources RAJ +3")
    assert p.rules == ["5.1"] and "shifts Punjab +1, not -1" in p.text()


def test_unshaded_space_at_passive_opposition(empty, play, sid):
    """#63 unshaded (5.1): a space already at Passive Opposition cannot shift toward it."""
    s = empty
    _levels(s, sid)
    p = play(s, 63, "RAJ event unshaded: shift Bihar -1; resources RAJ +3")
    assert p.rules == ["5.1"] and "Bihar is not a space that can shift toward Passive Opposition" in p.text()


def test_unshaded_four_spaces(empty, play, sid):
    """#63 unshaded (5.1): up to 3 spaces."""
    p = play(empty, 63, "RAJ event unshaded: shift UP -1; shift Delhi -1; shift Bombay -1; shift Madras -1; "
                        "resources RAJ +12")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_unshaded_two_levels_in_a_space(empty, play, sid):
    """#63 unshaded (5.1): each space 1 level."""
    s = empty
    _levels(s, sid)
    p = play(s, 63, "RAJ event unshaded: shift UP -1; shift UP -1; resources RAJ +6")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_unshaded_wrong_resources(empty, play, sid):
    """#63 unshaded (5.1): +3 per shift (2 shifts: +6)."""
    s = empty
    _levels(s, sid)
    p = play(s, 63, "RAJ event unshaded: shift UP -1; shift Delhi -1; resources RAJ +3")
    assert p.rules == ["5.1"] and "the text gives +6, not +3" in p.text()


def test_unshaded_resources_left_out(empty, play, sid):
    """#63 unshaded (5.1.2, EV-0-7): the Resources left out are reported and applied."""
    s = empty
    _levels(s, sid)
    p = play(s, 63, "RAJ event unshaded: shift UP -1")
    assert p.rules == ["5.1.2"] and "left out (resources RAJ +3)" in p.text()
    assert s.resources[terms.RAJ] == 13


def test_unshaded_resources_before_shift(empty, play, sid):
    """#63 unshaded (5.1): the Resources follow the shifts ('For each shift')."""
    s = empty
    _levels(s, sid)
    p = play(s, 63, "RAJ event unshaded: resources RAJ +3; shift UP -1")
    assert "comes before" in p.text()


def test_shaded_out_of_play_to_available_and_stays_eligible():
    """#63 shaded (5.1, 2.3.6): up to 3 Activists or Guerrillas from Out of Play to Available;
    the acting faction stays Eligible: Congress may act on the next card."""
    log = ("[Scenario short]\n[Deck 63 2]\ncard 63 [INC RAJ ML REV]\n"
           "INC event shaded: out-of-play 1 INC 2G\nRAJ pass\nML pass\nREV pass\n"
           "card 2 [INC RAJ ML REV]\nINC pass\n")
    r0 = replay_text("[Scenario short]\n", "g.log").state
    r = replay_text(log, "g.log")
    assert r.violations == [], [str(f) for f in r.violations]
    s = r.state
    assert s.out_of_play[terms.GUERRILLAS] == r0.out_of_play[terms.GUERRILLAS] - 2
    assert s.out_of_play[terms.INC_ACTIVISTS] == r0.out_of_play[terms.INC_ACTIVISTS] - 1


def test_shaded_four_pieces(short, play):
    """#63 shaded (5.1): up to 3."""
    p = play(short, 63, "INC event shaded: out-of-play 2 INC 2G")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_wrong_kind(empty, play):
    """#63 shaded (5.1): Activists or Guerrillas only, not cubes."""
    s = empty
    s.out_of_play[terms.SEPOYS] = 2
    p = play(s, 63, "INC event shaded: out-of-play 1S")
    assert p.rules == ["5.1"] and "carries out no part" in p.text()
    assert s.out_of_play[terms.SEPOYS] == 2
