"""#4 Publication of the Simon Commission Report (5.1, 5.1.3, 5.1.4)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.INC_ACTIVISTS, sid("UP"), 3)
    s.place(terms.ML_ACTIVISTS, sid("Punjab"), 2)
    for name in ("UP", "Bihar"):
        s.place_protest(sid(name), for_event=True)
        s.add_unrest(sid(name))
    s.add_unrest(sid("RW-A"))  # a Strike


def test_unshaded_removes_activists_a_protest_and_an_unrest(empty, play, sid):
    """#4 unshaded (5.1, 5.1.3): up to 4 Activists (to Available), up to 1 Protest and up to 1
    Unrest marker, in any order."""
    s = empty
    _board(s, sid)
    p = play(s, 4, "RAJ event unshaded: remove protest Bihar; remove 3 INC UP; remove unrest UP; remove 1 ML Punjab")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].inc_activists == 0 and s.spaces[sid("Punjab")].ml_activists == 1
    assert not s.spaces[sid("Bihar")].protest and s.spaces[sid("UP")].protest
    assert s.spaces[sid("UP")].unrest == 0 and s.spaces[sid("Bihar")].unrest == 1
    assert s.jail[terms.INC_ACTIVISTS] == 0  # removed, not arrested


def test_unshaded_everything_is_up_to(empty, play, sid):
    """#4 unshaded (5.1): all three parts are "up to": none is required."""
    s = empty
    _board(s, sid)
    assert play(s, 4, "RAJ event unshaded").clean


def test_unshaded_five_activists(empty, play, sid):
    """#4 unshaded (5.1): up to 4 Activists."""
    s = empty
    _board(s, sid)
    p = play(s, 4, "RAJ event unshaded: remove 3 INC UP; remove 2 ML Punjab")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_unshaded_two_protests(empty, play, sid):
    """#4 unshaded (5.1): up to 1 Protest marker."""
    s = empty
    _board(s, sid)
    p = play(s, 4, "RAJ event unshaded: remove protest UP; remove protest Bihar")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_unshaded_two_unrest_markers(empty, play, sid):
    """#4 unshaded (5.1): up to 1 Unrest marker."""
    s = empty
    _board(s, sid)
    p = play(s, 4, "RAJ event unshaded: remove unrest UP; remove unrest Bihar")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_unshaded_two_unrest_markers_in_one_step(empty, play, sid):
    """#4 unshaded (5.1): up to 1 Unrest marker, also when one step names two."""
    s = empty
    _board(s, sid)
    s.add_unrest(sid("Bihar"))
    p = play(s, 4, "RAJ event unshaded: remove unrest 2 Bihar")
    assert p.rules == ["5.1"] and "one marker per step, not 2" in p.text()


def test_unshaded_activists_to_jail(empty, play, sid):
    """#4 unshaded (5.1.3): removed Activists go to Available, not to Jail."""
    s = empty
    _board(s, sid)
    p = play(s, 4, "RAJ event unshaded: remove 2 INC UP to jail")
    assert p.rules == ["5.1"] and "go to Available, not Jail" in p.text()


def test_unshaded_a_strike_is_not_an_unrest_marker(empty, play, sid):
    """#4 unshaded (5.1): the text names an Unrest marker; a Strike (on a Railway) is not one."""
    s = empty
    _board(s, sid)
    p = play(s, 4, "RAJ event unshaded: remove strike RW-A")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("RW-A")].strike


def test_unshaded_guerrillas_are_not_activists(empty, play, sid):
    """#4 unshaded (5.1): Activists only."""
    s = empty
    s.place(terms.GUERRILLAS, sid("Bihar"), 2)
    p = play(s, 4, "RAJ event unshaded: remove 2G Bihar")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_tutorial_four_league_activists_no_unrest(empty, play, sid):
    """#4 shaded, the tutorial (IT:2646-2652): the League adds 2 Activists in Punjab (a Protest
    space: Active), 1 in Sind and 1 in East Bengal, and chooses to add no Unrest ("sino a 2")."""
    s = empty
    s.place_protest(sid("Punjab"), for_event=True)
    p = play(s, 4, "ML event shaded: place 2 ML Punjab; place 1 ML Sind; place 1 ML EB")
    assert p.clean, p.text()
    assert [s.spaces[sid(n)].ml_activists for n in ("Punjab", "Sind", "EB")] == [2, 1, 1]
    assert s.activists_active(sid("Punjab")) and not s.activists_active(sid("Sind"))
    assert s.unrest_strike_in_play() == 0


def test_shaded_unrest_and_a_strike_on_a_railway(empty, play, sid):
    """#4 shaded (5.1, 5.1.4): up to 2 Unrest markers in any spaces; on a Railway a Strike; both
    factions' Activists."""
    s = empty
    p = play(s, 4, "INC event shaded: add unrest UP; place 2 INC UP; add unrest RW-A; place 2 ML Sind")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].unrest == 1 and s.spaces[sid("RW-A")].strike
    assert s.spaces[sid("UP")].inc_activists == 2 and s.spaces[sid("Sind")].ml_activists == 2


def test_shaded_five_activists(empty, play):
    """#4 shaded (5.1): up to 4 Activists."""
    p = play(empty, 4, "INC event shaded: place 3 INC UP; place 2 INC Bihar")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_three_unrest_markers(empty, play):
    """#4 shaded (5.1): up to 2 Unrest markers."""
    p = play(empty, 4, "INC event shaded: add unrest UP; add unrest UP; add unrest Bihar")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_guerrillas_are_not_activists(empty, play, sid):
    """#4 shaded (5.1): Activists only."""
    p = play(empty, 4, "REV event shaded: place 2G Bihar")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert empty.spaces[sid("Bihar")].guerrillas == 0


def test_shaded_activists_from_out_of_play(empty, play):
    """#4 shaded (5.1.1): the Activists come from Available."""
    empty.out_of_play[terms.INC_ACTIVISTS] = 2
    p = play(empty, 4, "INC event shaded: place 2 INC UP from out-of-play")
    assert p.rules == ["5.1"] and "come from Available, not Out of Play" in p.text()
