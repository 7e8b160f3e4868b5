"""#42 Assassination of Sir Michael O'Dwyer (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def _guerrillas(s, sid, name, hidden, active, troops=1):
    s.place(terms.TROOPS, sid(name), troops)
    s.place(terms.GUERRILLAS, sid(name), hidden + active)
    s.activate_guerrillas(sid(name), active)


def test_unshaded_removes_active_then_activates_hidden(empty, play, sid):
    """#42 unshaded (5.1): in up to 2 spaces with Guerrillas and Troops, the Active Guerrillas go,
    then the Hidden ones turn Active; the spaces may be taken one after the other."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=1, active=2)
    _guerrillas(s, sid, "Bihar", hidden=2, active=0)
    avail = s.available(terms.GUERRILLAS)
    p = play(s, 42, "RAJ event unshaded: remove 2G UP; activate 1G UP; activate 2G Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas_active == 1 and s.spaces[sid("UP")].guerrillas_hidden == 0
    assert s.spaces[sid("Bihar")].guerrillas_active == 2
    assert s.available(terms.GUERRILLAS) == avail + 2


def test_unshaded_all_removals_first(empty, play, sid):
    """#42 unshaded (5.1): the removals of both spaces may also come first."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=1, active=1)
    _guerrillas(s, sid, "Bihar", hidden=1, active=1)
    p = play(s, 42, "RAJ event unshaded: remove 1 active UP; remove 1G Bihar; activate 1G UP; activate 1G Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].guerrillas == 1 and s.spaces[sid("Bihar")].guerrillas_active == 1


def test_unshaded_space_without_troops(empty, play, sid):
    """#42 unshaded (5.1): the spaces have Troops (Sepoys do not count)."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("UP"), 1)
    p = play(s, 42, "RAJ event unshaded: activate 1G UP")
    assert p.rules == ["5.1"] and "United Provinces is not with Guerrillas and Troops" in p.text()


def test_unshaded_hidden_guerrilla_removed(empty, play, sid):
    """#42 unshaded (5.1): only Active Guerrillas are removed."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=2, active=1)
    p = play(s, 42, "RAJ event unshaded: remove 2G UP; activate 1G UP")
    assert p.rules == ["5.1"] and "Active Guerrillas only: 1 in United Provinces" in p.text()


def test_unshaded_activation_before_removal(empty, play, sid):
    """#42 unshaded (5.1): 'then': the Hidden are activated only once the Active ones are gone."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=1, active=1)
    p = play(s, 42, "RAJ event unshaded: activate 1G UP; remove 2G UP")
    assert set(p.rules) == {"5.1"} and "remove all Active Guerrillas of United Provinces first" in p.text()
    assert "removed before the Hidden ones are activated" in p.text()


def test_unshaded_not_all_active_removed(empty, play, sid):
    """#42 unshaded (5.1): all the Active Guerrillas of a space chosen."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=0, active=2)
    p = play(s, 42, "RAJ event unshaded: remove 1G UP")
    assert p.rules == ["5.1"] and "1 Active Guerrilla(s) left in United Provinces" in p.text()


def test_unshaded_hidden_left(empty, play, sid):
    """#42 unshaded (5.1): all the Hidden Guerrillas of a space chosen are activated."""
    s = empty
    _guerrillas(s, sid, "UP", hidden=2, active=1)
    p = play(s, 42, "RAJ event unshaded: remove 1G UP; activate 1G UP")
    assert p.rules == ["5.1"] and "1 Hidden Guerrilla(s) left in United Provinces" in p.text()


def test_unshaded_third_space(empty, play, sid):
    """#42 unshaded (5.1): up to 2 spaces."""
    s = empty
    for name in ("UP", "Bihar", "WB"):
        _guerrillas(s, sid, name, hidden=1, active=0)
    p = play(s, 42, "RAJ event unshaded: activate 1G UP; activate 1G Bihar; activate 1G WB")
    assert p.rules == ["5.1"] and "at most 2 spaces" in p.text()


def _markers(s, sid):
    """United Provinces: Unrest, 1 Troop, 4 Sepoys; Bihar: Protest, 2 Sepoys; Madras: 1 Troop, no
    marker."""
    s.add_unrest(sid("UP"))
    s.place(terms.TROOPS, sid("UP"), 1)
    s.place(terms.SEPOYS, sid("UP"), 4)
    s.place_protest(sid("Bihar"), for_event=True)
    s.place(terms.SEPOYS, sid("Bihar"), 2)
    s.place(terms.TROOPS, sid("Madras"), 1)


def test_shaded_a_troop_or_three_sepoys_per_space(empty, play, sid):
    """#42 shaded (5.1, 5.1.2): 1 Troop from one space, the Sepoys (3, or all if fewer) from the
    other."""
    s = empty
    _markers(s, sid)
    p = play(s, 42, "INC event shaded: remove 3S UP; remove 2S Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].sepoys == 1 and s.spaces[sid("Bihar")].sepoys == 0
    p = play(s, 42, "INC event shaded: remove 1T UP")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].troops == 0


def test_shaded_troop_and_sepoys_in_one_space(empty, play, sid):
    """#42 shaded (5.1): 1 Troop OR 3 Sepoys in a space, not both."""
    s = empty
    _markers(s, sid)
    p = play(s, 42, "INC event shaded: remove 1T UP; remove 3S UP")
    assert p.rules == ["5.1"] and "one option per space" in p.text()
    assert s.spaces[sid("UP")].sepoys == 4


def test_shaded_two_troops(empty, play, sid):
    """#42 shaded (5.1): 1 Troop per space."""
    s = empty
    _markers(s, sid)
    s.place(terms.TROOPS, sid("UP"), 1)
    p = play(s, 42, "INC event shaded: remove 2T UP")
    assert p.rules == ["5.1"] and "at most 1 in United Provinces" in p.text()


def test_shaded_fewer_sepoys_than_possible(empty, play, sid):
    """#42 shaded (5.1.2): '3 Sepoys' is bare: with 4 there, 3 go."""
    s = empty
    _markers(s, sid)
    p = play(s, 42, "INC event shaded: remove 2S UP")
    assert p.rules == ["5.1.2"] and "'3 Sepoys': 3 could be carried out in United Provinces, the log did 2" in p.text()


def test_shaded_space_without_marker(empty, play, sid):
    """#42 shaded (5.1): a space with an Unrest or Protest marker (Madras has neither)."""
    s = empty
    _markers(s, sid)
    p = play(s, 42, "INC event shaded: remove 1T Madras")
    assert p.rules == ["5.1"] and "Madras is not with Unrest or with a Protest marker" in p.text()


def test_shaded_third_space(empty, play, sid):
    """#42 shaded (5.1): up to 2 spaces."""
    s = empty
    _markers(s, sid)
    s.add_unrest(sid("WB"))
    s.place(terms.TROOPS, sid("WB"), 1)
    p = play(s, 42, "INC event shaded: remove 1T UP; remove 2S Bihar; remove 1T WB")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_activation_candidates_wait_for_the_removal(empty, sid):
    """Unshaded (IT:2994, "rimuovete tutte le Guerriglie Attive, poi Attivate le Guerriglie
    Nascoste"): a space whose Active Guerrillas are still there is not listed for the activation
    (the step is refused: "remove all Active Guerrillas first"); once they are removed, it is."""
    from gandhi_cli.notation.parse import parse
    from gandhi_cli.rules.activity import Turn
    from gandhi_cli.rules.events import event_class

    s = empty
    s.place(terms.TROOPS, sid("UP"), 1)
    s.place(terms.GUERRILLAS, sid("UP"), 3)
    s.activate_guerrillas(sid("UP"), 1)
    ev = event_class(42, "unshaded")(Turn(s, terms.RAJ, "<test>", []))
    activate = ev.sequence.clauses[1]
    assert activate.candidates(ev) == []
    ev.do(parse("RAJ event unshaded: remove 1G UP", "<t>").statements[0].steps[0])
    assert activate.candidates(ev) == [(sid("UP"), 2)]
