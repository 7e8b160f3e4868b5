"""#60 Gandhi's Young India Newspaper (5.1, 5.1.3, 1.4.3)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms

TUTORIAL = "[Scenario tutorial]\n[Seed 0]\ncard 60 [INC REV RAJ ML]\n"


def test_unshaded_clears_the_railways(empty, play, sid):
    """#60 unshaded (5.1, 5.1.3): every Activist and Guerrilla on a Railway to Available."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("RW-A"), 2)
    s.place(terms.GUERRILLAS, sid("RW-B"), 1)
    s.place(terms.ML_ACTIVISTS, sid("RW-B"), 1)
    avail = s.available(terms.INC_ACTIVISTS)
    p = play(s, 60, "RAJ event unshaded: remove 2 INC RW-A; remove 1G 1 ML RW-B")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].activists == 0 and s.spaces[sid("RW-B")].guerrillas == 0
    assert s.available(terms.INC_ACTIVISTS) == avail + 2


def test_unshaded_piece_left(empty, play, sid):
    """#60 unshaded (5.1): all of them."""
    s = empty
    s.place(terms.GUERRILLAS, sid("RW-B"), 2)
    p = play(s, 60, "RAJ event unshaded: remove 1G RW-B")
    assert p.rules == ["5.1"]
    assert "1 Congress Activists or Muslim League Activists or Guerrillas left in GIP Bombay Line" in p.text()


def test_unshaded_to_out_of_play(empty, play, sid):
    """#60 unshaded (5.1.3): to Available, as the text says."""
    s = empty
    s.place(terms.GUERRILLAS, sid("RW-B"), 1)
    p = play(s, 60, "RAJ event unshaded: remove 1G RW-B to out-of-play")
    assert p.rules == ["5.1"] and "go to Available, not Out of Play" in p.text()


def test_unshaded_off_the_railways(empty, play, sid):
    """#60 unshaded (5.1): on Railways only."""
    s = empty
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 60, "RAJ event unshaded: remove 1G UP")
    assert p.rules == ["5.1"] and "United Provinces is not a Railway" in p.text()


def test_unshaded_sepoys_stay(empty, play, sid):
    """#60 unshaded (5.1): Activists and Guerrillas, not cubes."""
    s = empty
    s.place(terms.SEPOYS, sid("RW-B"), 1)
    p = play(s, 60, "RAJ event unshaded: remove 1S RW-B")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def test_shaded_tutorial_four_railways():
    """#60 shaded (5.1, 1.4.3), the playbook tutorial (IT:2359-2363): Congress places 1 Activist on
    each of 4 Railways next to East Bengal, Gujarat and Hyderabad (at Opposition); they are Active."""
    r = replay_text(TUTORIAL + "INC event shaded: place 1 INC RW-A; place 1 INC RW-B; place 1 INC RW-C; "
                    "place 1 INC RW-D\n", "t.log")
    assert [f for f in r.violations if not f.note] == [], [str(f) for f in r.violations]
    s = r.state
    for rw in ("RW-A", "RW-B", "RW-C", "RW-D"):
        assert s.spaces[s.map.resolve(rw)].inc_activists == 1 and s.activists_active(s.map.resolve(rw))


def test_shaded_mixed_pieces(main_up, play, sid):
    """#60 shaded (5.1): an Activist of either faction or a Hidden Guerrilla, chosen per Railway
    (the tutorial, IT:2361), 'up to 4' - fewer is legal."""
    s = main_up
    p = play(s, 60, "INC event shaded: place 1 ML RW-A; place 1G RW-C")
    assert p.clean, p.text()
    assert s.spaces[sid("RW-A")].ml_activists == 1 and s.spaces[sid("RW-C")].guerrillas_hidden == 1


def test_shaded_railway_far_from_opposition(main_up, play):
    """#60 shaded (5.1): the Railway is adjacent to a space at Opposition (NWR Delhi-Lahore Line,
    between Delhi and Punjab, is not: in the Main set-up, as in the tutorial, only East Bengal,
    Gujarat and Hyderabad are at Opposition)."""
    p = play(main_up, 60, "INC event shaded: place 1 INC NWR-DL")
    assert p.rules == ["5.1"] and "NWR Delhi-Lahore Line is not a Railway adjacent to a space at Opposition" in p.text()


def test_shaded_not_a_railway(main_up, play):
    """#60 shaded (5.1): Railways only (Bihar is a Province next to East Bengal)."""
    p = play(main_up, 60, "INC event shaded: place 1 INC Bihar")
    assert p.rules == ["5.1"] and "Bihar is not a Railway" in p.text()


def test_shaded_two_on_one_railway(main_up, play):
    """#60 shaded (5.1): 1 piece per Railway."""
    p = play(main_up, 60, "INC event shaded: place 2 INC RW-A")
    assert p.rules == ["5.1"] and "at most 1 in Eastern Bengal Railway, not 2" in p.text()


def test_shaded_five_railways(main_up, play, sid):
    """#60 shaded (5.1): up to 4 Railways."""
    s = main_up
    s.set_level(sid("Delhi"), terms.PASSIVE_OPPOSITION)
    p = play(s, 60, "INC event shaded: place 1 INC RW-A; place 1 INC RW-B; place 1 INC RW-C; place 1 INC RW-D; "
                    "place 1 INC NWR-DL")
    assert p.rules == ["5.1"] and "at most 4 space(s)" in p.text()


def test_shaded_active_guerrilla(main_up, play):
    """#60 shaded (1.4.3, IT:162): Guerrillas are placed Hidden, reported under 1.4.3 as the Rally
    and every Event clause that places Guerrillas report it (issue #24; it was 5.1 on this card only)."""
    p = play(main_up, 60, "INC event shaded: place 1 active RW-A")
    assert p.rules == ["1.4.3"] and "new Guerrillas are placed Hidden" in p.text()


def test_shaded_wrong_kind(main_up, play):
    """#60 shaded (5.1): an Activist or a Guerrilla, not a Sepoy."""
    p = play(main_up, 60, "INC event shaded: place 1S RW-A")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
