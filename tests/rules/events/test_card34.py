"""#34 Demonstrations Block the Railways (5.1, 5.1.1, 5.1.3, 1.4.3)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.INC_ACTIVISTS, sid("RW-A"), 2)
    s.place(terms.ML_ACTIVISTS, sid("RW-B"), 1)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.add_unrest(sid("RW-A"))
    s.add_unrest(sid("RW-C"))
    s.add_unrest(sid("UP"))


def test_unshaded_arrests_all_and_removes_strikes(empty, play, sid):
    """#34 unshaded (5.1, 5.1.3): every Activist on a Railway to Jail, every Strike removed."""
    s = empty
    _board(s, sid)
    p = play(s, 34, "RAJ event unshaded: arrest 2 INC RW-A; arrest 1 ML RW-B; remove strike RW-A; "
                    "remove strike RW-C")
    assert p.clean, p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 1
    assert not s.spaces[sid("RW-A")].strike and not s.spaces[sid("RW-C")].strike
    assert s.spaces[sid("UP")].unrest == 1 and s.spaces[sid("UP")].inc_activists == 1


def test_unshaded_strikes_before_arrests_reported_5_1(empty, play, sid):
    """#34 unshaded (IT:2985 "Arrestate tutti gli Attivisti su Ferrovie e rimuovete tutti i
    segnalini di Sciopero"), 5.1 (IT:823 "letteralmente", JA:933): the parts in the text's order,
    as on every card (issue #35 item 7b, EV-ORDER-1): the Strikes removed before the arrests are
    reported (it was "… and …: any order")."""
    s = empty
    _board(s, sid)
    p = play(s, 34, "RAJ event unshaded: remove strike RW-C; remove strike RW-A; arrest 1 ML RW-B; "
                    "arrest 2 INC RW-A")
    assert "5.1" in p.rules and "comes before 'and remove all Strike markers' in the text" in p.text()


def test_unshaded_activist_left_on_a_railway(empty, play, sid):
    """#34 unshaded (5.1): all Activists on Railways."""
    s = empty
    _board(s, sid)
    p = play(s, 34, "RAJ event unshaded: arrest 2 INC RW-A; remove strike RW-A; remove strike RW-C")
    assert p.rules == ["5.1"] and "1 Congress Activists or Muslim League Activists left in GIP Bombay Line" in p.text()


def test_unshaded_strike_left(empty, play, sid):
    """#34 unshaded (5.1.2): all Strike markers."""
    s = empty
    _board(s, sid)
    p = play(s, 34, "RAJ event unshaded: arrest 2 INC RW-A; arrest 1 ML RW-B; remove strike RW-A")
    assert p.rules == ["5.1.2"] and "'and remove all Strike markers': 2 could be carried out, the log did 1" in p.text()


def test_unshaded_activists_off_the_railways(empty, play, sid):
    """#34 unshaded (5.1): Activists on Railways only."""
    s = empty
    _board(s, sid)
    p = play(s, 34, "RAJ event unshaded: arrest 2 INC RW-A; arrest 1 ML RW-B; arrest 1 INC UP; "
                    "remove strike RW-A; remove strike RW-C")
    assert p.rules == ["5.1"] and "United Provinces is not a Railway" in p.text()


def test_unshaded_unrest_is_no_strike(empty, play, sid):
    """#34 unshaded (5.1): Strike markers, not Unrest markers."""
    s = empty
    _board(s, sid)
    p = play(s, 34, "RAJ event unshaded: arrest 2 INC RW-A; arrest 1 ML RW-B; remove strike RW-A; "
                    "remove strike RW-C; remove unrest UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("UP")].unrest == 1


def test_unshaded_removed_not_arrested(empty, play, sid):
    """#34 unshaded (5.1.3): 'arrest' - to Jail; a removal is no part of the text."""
    s = empty
    _board(s, sid)
    p = play(s, 34, "RAJ event unshaded: remove 2 INC RW-A; arrest 1 ML RW-B; remove strike RW-A; "
                    "remove strike RW-C")
    assert p.rules == ["5.1", "5.1"], p.text()
    assert "carries out no part of the text" in p.text() and "2 Congress Activists or Muslim League" in p.text()


def test_shaded_active_activists(empty, play, sid):
    """#34 shaded (5.1, 1.4.3): up to 3 Activists (either faction's) on Railways, Active there."""
    s = empty
    p = play(s, 34, "INC event shaded: place 2 INC RW-A; place 1 ML RW-B")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].inc_activists == 2 and s.activists_active(sid("RW-A"))
    assert s.spaces[sid("RW-B")].ml_activists == 1


def test_shaded_strikes(empty, play, sid):
    """#34 shaded (5.1, 5.1.4): 2 Strikes on Railways."""
    s = empty
    p = play(s, 34, "REV event shaded: add strike RW-A; add strike RW-B")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].strike and s.spaces[sid("RW-B")].strike


def test_shaded_unrest_on_a_railway_is_a_strike(empty, play, sid):
    """#34 shaded (5.1.4): 'add unrest' on a Railway places a Strike; 'up to' - one is enough."""
    s = empty
    p = play(s, 34, "REV event shaded: add unrest RW-A")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].strike


def test_shaded_both_options(empty, play, sid):
    """#34 shaded (5.1): Activists OR Strikes."""
    s = empty
    p = play(s, 34, "INC event shaded: place 1 INC RW-A; add strike RW-B")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert not s.spaces[sid("RW-B")].strike


def test_shaded_four_activists(empty, play):
    """#34 shaded (5.1): up to 3 Activists."""
    p = play(empty, 34, "INC event shaded: place 2 INC RW-A; place 2 INC RW-B")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_three_strikes(empty, play):
    """#34 shaded (5.1): up to 2 Strikes."""
    p = play(empty, 34, "REV event shaded: add strike RW-A; add strike RW-B; add strike RW-C")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_shaded_activists_off_the_railways(empty, play):
    """#34 shaded (5.1): Railways only."""
    p = play(empty, 34, "INC event shaded: place 2 INC UP")
    assert p.rules == ["5.1"] and "United Provinces is not a Railway" in p.text()


def test_shaded_second_strike_on_a_railway(empty, play, sid):
    """#34 shaded (5.1.1): one Strike per Railway - the second is refused."""
    s = empty
    p = play(s, 34, "REV event shaded: add strike RW-A; add strike RW-A")
    assert p.rules == ["1.11"] and "no Strike marker can be added in Eastern Bengal Railway" in p.text()
