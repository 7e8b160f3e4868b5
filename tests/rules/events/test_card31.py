"""#31 The Champaran Satyagraha Defies Taxes (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def _gandhi_in_up(s, sid):
    s.gandhi = sid("UP")
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    s.place(terms.ML_ACTIVISTS, sid("UP"), 1)
    s.place_protest(sid("UP"), for_event=True)
    s.add_unrest(sid("UP"))
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place_protest(sid("Bihar"), for_event=True)


def test_unshaded_arrests_gandhi_and_activists_removes_markers(empty, play, sid):
    """#31 unshaded (5.1, 5.1.3): Gandhi and the Activists with him to Jail, then his space's
    Protest and Unrest markers removed."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 31, "RAJ event unshaded: arrest gandhi UP; arrest 2 INC 1 ML UP; remove protest UP; remove unrest UP")
    assert p.clean, p.text()
    sp = s.spaces[sid("UP")]
    assert s.gandhi == terms.JAIL and sp.activists == 0 and not sp.protest and sp.unrest == 0
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 1


def test_unshaded_any_activists_and_markers_means_all_there(empty, play, sid):
    """#31 unshaded (5.1, EV-0-3): "qualsiasi Attivista con questi" and "rimuovete qualsiasi
    segnalino di Protesta e Disordini" (IT:2982) are every one there, as the rules' own
    "Rimuovete qualsiasi segnalino Protesta" is (4.2.3 IT:705, 4.3.1 IT:725; JA "remove the
    Protest marker"): leaving some is reported, once per clause."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 31, "RAJ event unshaded: arrest gandhi UP; arrest 1 INC UP")
    assert p.rules == ["5.1", "5.1"], p.text()
    assert "'and any Activists with him': all of them, but 2" in p.text()
    assert ("'then remove any Protest and Unrest markers from his space': all of them, "
            "but 1 protest and 1 unrest") in p.text()


def test_unshaded_gandhi_not_arrested(empty, play, sid):
    """#31 unshaded (5.1.2): Gandhi on the map is arrested."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 31, "RAJ event unshaded: arrest 2 INC 1 ML UP; remove protest UP; remove unrest UP")
    assert p.rules == ["5.1.2"] and "'Arrest Gandhi': 1 could be carried out, the log did 0" in p.text()


def test_unshaded_activists_elsewhere(empty, play, sid):
    """#31 unshaded (5.1): the Activists arrested are those with Gandhi."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 31, "RAJ event unshaded: arrest gandhi UP; arrest 1 INC Bihar; arrest 2 INC 1 ML UP; "
                    "remove protest UP; remove unrest UP")
    assert p.rules == ["5.1"] and "Bihar is not Gandhi's space" in p.text()


def test_unshaded_markers_elsewhere(empty, play, sid):
    """#31 unshaded (5.1): the markers removed are in Gandhi's space."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 31, "RAJ event unshaded: arrest gandhi UP; arrest 2 INC 1 ML UP; remove protest Bihar; "
                    "remove protest UP; remove unrest UP")
    assert p.rules == ["5.1"] and "Bihar is not Gandhi's space" in p.text()


def test_unshaded_markers_before_the_arrest(empty, play, sid):
    """#31 unshaded (5.1): 'then' - the markers go after the arrests."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 31, "RAJ event unshaded: arrest gandhi UP; remove protest UP; arrest 2 INC 1 ML UP; remove unrest UP")
    assert "comes before" in p.text(), p.text()
    # the arrests' clause was left with the Activists still there (EV-0-3): reported then too
    assert p.rules == ["5.1", "5.1"] and "all of them, but 3" in p.text()


def test_unshaded_activists_removed_not_arrested(empty, play, sid):
    """#31 unshaded (5.1.3): 'arrest' - to Jail, not removed to Available."""
    s = empty
    _gandhi_in_up(s, sid)
    p = play(s, 31, "RAJ event unshaded: arrest gandhi UP; remove 2 INC UP; remove protest UP; remove unrest UP")
    assert "carries out no part of the text" in p.text(), p.text()
    assert p.rules == ["5.1", "5.1"] and "all of them, but 3" in p.text()  # none arrested (EV-0-3)


def test_unshaded_gandhi_not_on_the_map(empty, play, sid):
    """#31 unshaded (5.1.2): with Gandhi Available there is nothing to do."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 2)
    assert play(s, 31, "RAJ event unshaded").clean


def test_shaded_gandhi_to_bihar_protest_and_activists(empty, play, sid):
    """#31 shaded (5.1): Gandhi to Bihar, then a Protest and up to 3 Activists there."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 31, "INC event shaded: move gandhi UP>Bihar; add protest Bihar; place 2 INC 1 ML Bihar")
    assert p.clean, p.text()
    sp = s.spaces[sid("Bihar")]
    assert s.gandhi == sid("Bihar") and sp.protest and sp.inc_activists == 2 and sp.ml_activists == 1
    assert s.activists_active(sid("Bihar"))


def test_shaded_gandhi_from_available(empty, play, sid):
    """#31 shaded (5.1): Gandhi Available is placed in Bihar."""
    s = empty
    p = play(s, 31, "INC event shaded: place gandhi Bihar; add protest Bihar")
    assert p.clean, p.text()
    assert s.gandhi == sid("Bihar")


def test_shaded_gandhi_in_jail(empty, play, sid):
    """#31 shaded (5.1): Gandhi in Jail stays there; the Protest and Activists still go to Bihar."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 31, "INC event shaded: add protest Bihar; place 3 INC Bihar")
    assert p.clean, p.text()
    assert s.gandhi == terms.JAIL and s.spaces[sid("Bihar")].inc_activists == 3


def test_shaded_gandhi_out_of_jail(empty, play, sid):
    """#31 shaded (5.1): 'unless he is in Jail'."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 31, "INC event shaded: place gandhi Bihar from jail; add protest Bihar")
    assert p.rules == ["5.1"] and "not if he is in Jail" in p.text()


def test_shaded_gandhi_elsewhere(empty, play, sid):
    """#31 shaded (5.1): Gandhi goes to Bihar."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 31, "INC event shaded: move gandhi UP>Delhi; add protest Bihar")
    assert p.rules == ["5.1"] and "Delhi is not Bihar" in p.text()


def test_shaded_gandhi_not_moved(empty, play, sid):
    """#31 shaded (5.1.2): Gandhi on the map is moved."""
    s = empty
    s.gandhi = sid("UP")
    p = play(s, 31, "INC event shaded: add protest Bihar")
    assert p.rules == ["5.1.2"] and "Move Gandhi to Bihar" in p.text()


def test_shaded_protest_left_out(empty, play, sid):
    """#31 shaded (5.1.2): a Protest marker is placed in Bihar (Events ignore Restraint, 5.1.1)."""
    s = empty
    s.restraint = 1
    p = play(s, 31, "INC event shaded: place gandhi Bihar; place 1 INC Bihar")
    assert p.rules == ["5.1.2"] and "'then place a Protest marker there': 1 could be" in p.text()


def test_shaded_four_activists(empty, play, sid):
    """#31 shaded (5.1): up to 3 Activists."""
    p = play(empty, 31, "INC event shaded: place gandhi Bihar; add protest Bihar; place 4 INC Bihar")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def test_shaded_activists_elsewhere(empty, play, sid):
    """#31 shaded (5.1): the Activists go 'there' (Bihar)."""
    p = play(empty, 31, "INC event shaded: place gandhi Bihar; add protest Bihar; place 2 INC UP")
    assert p.rules == ["5.1"] and "United Provinces is not Bihar" in p.text()


def test_shaded_activists_before_the_protest(empty, play, sid):
    """#31 shaded (5.1): the text's order - the Protest, then the Activists (the Protest clause is
    left when the Activists come, 5.1.2, and the late Protest is out of order, 5.1)."""
    p = play(empty, 31, "INC event shaded: place gandhi Bihar; place 2 INC Bihar; add protest Bihar")
    assert p.rules == ["5.1.2", "5.1"] and "'then place a Protest marker there' comes before" in p.text()
