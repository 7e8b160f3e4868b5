"""#53 Rent Strike in the United Provinces (5.1, 5.1.1, 5.1.3, 2.3.6)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms

HEAD = "[Scenario short]\n[Deck 53 2]\n"


def test_unshaded_to_out_of_play_and_stays_eligible():
    """#53 unshaded (5.1.3, 2.3.6): up to 2 cubes, Activists or Guerrillas to Out of Play; Congress,
    which carried it out, stays Eligible and acts on the next card."""
    r = replay_text(HEAD + "card 53 [INC RAJ ML REV]\n"
                    "INC event unshaded: remove 1S UP to out-of-play; remove 1G UP to out-of-play\n"
                    "RAJ pass\nML pass\nREV pass\ncard 2 [INC RAJ ML REV]\nINC pass\nRAJ pass\nML pass\nREV pass\n",
                    "g.log")
    assert r.violations == [], [str(f) for f in r.violations]
    s, up = r.state, r.state.map.resolve("UP")
    assert s.spaces[up].sepoys == 1 and s.spaces[up].guerrillas == 0
    assert s.out_of_play[terms.SEPOYS] == 11 and s.out_of_play[terms.GUERRILLAS] == 6


def test_unshaded_to_available(short, play):
    """#53 unshaded (5.1.3): the pieces go to Out of Play, as the text says, not to Available."""
    p = play(short, 53, "INC event unshaded: remove 1S UP")
    assert p.rules == ["5.1"] and "go to Out of Play, not Available" in p.text()


def test_unshaded_three_pieces(short, play):
    """#53 unshaded (5.1): up to 2 pieces."""
    p = play(short, 53, "INC event unshaded: remove 2S UP to out-of-play; remove 1S Bihar to out-of-play")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_base_is_not_moved(short, play, sid):
    """#53 unshaded (5.1): cubes, Activists or Guerrillas - not a Base."""
    p = play(short, 53, "INC event unshaded: remove 1 RB UP to out-of-play")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert short.spaces[sid("UP")].rev_bases == 1


def test_shaded_from_out_of_play_and_raj_ineligible():
    """#53 shaded (5.1, 2.3.6): up to 3 pieces from Out of Play to any spaces; the Raj (which
    Passed on this card) is Ineligible for the next one."""
    r = replay_text(HEAD + "card 53 [INC RAJ ML REV]\n"
                    "INC event shaded: place 1T Delhi from out-of-play; place 2 INC Bihar from out-of-play\n"
                    "RAJ pass\nML pass\nREV pass\ncard 2 [RAJ INC ML REV]\nRAJ pass\nML pass\nREV pass\n", "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.1", 9)], [str(f) for f in r.violations]
    s = r.state
    assert s.spaces[s.map.resolve("Delhi")].troops == 2 and s.spaces[s.map.resolve("Bihar")].inc_activists == 3
    assert s.out_of_play[terms.TROOPS] == 3 and s.out_of_play[terms.INC_ACTIVISTS] == 3


def test_shaded_from_available(short, play):
    """#53 shaded (5.1.1): the pieces come from Out of Play only."""
    p = play(short, 53, "INC event shaded: place 1T Delhi")
    assert p.rules == ["5.1"] and "come from Out of Play, not Available" in p.text()


def test_shaded_four_pieces(short, play):
    """#53 shaded (5.1): up to 3 pieces."""
    p = play(short, 53, "INC event shaded: place 2S Delhi from out-of-play; place 2G UP from out-of-play")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_no_troops_in_states(short, play, sid):
    """#53 shaded (5.1.1, 1.4.2): no Troops in States - refused by the board, the step skipped."""
    p = play(short, 53, "INC event shaded: place 1T Orissa from out-of-play")
    assert p.rules == ["1.4.2"] and "State" in p.text()
    assert short.spaces[sid("Orissa")].troops == 0
