"""#23 Kakori Train Robbery (5.1, 5.1.2, 3.4.3 by the Event, 1.4.3)."""

from gandhi_cli.model import terms


def _board(s, sid):
    s.place(terms.SEPOYS, sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("UP"), 3)  # 3 Hidden
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.GUERRILLAS, sid("Bihar"), 2)
    s.activate_guerrillas(sid("Bihar"), 1)  # 1 Hidden, 1 Active


def test_unshaded_activate_per_cube_then_remove_active(empty, play, sid):
    """Unshaded: in up to 3 spaces 1 Guerrilla per cube Activated (in Bihar the Active one stands
    for the cube: `select Bihar`, note to 1.4.3), then up to 5 Active ones removed from them."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: activate 2G UP; select Bihar; remove 2G UP; remove 1 active Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas_hidden == 1 and s.spaces[sid("UP")].guerrillas_active == 0
    assert s.spaces[sid("Bihar")].guerrillas_hidden == 1 and s.spaces[sid("Bihar")].guerrillas_active == 0


def test_unshaded_more_than_the_cubes(empty, play, sid):
    """Unshaded (5.1): 1 Guerrilla for each cube (United Provinces has 2)."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: activate 3G UP")
    assert p.rules == ["5.1"] and "at most 2 in United Provinces, not 3" in p.text()


def test_unshaded_fewer_than_the_cubes(empty, play, sid):
    """Unshaded (5.1.2): "1 for each cube" is a bare number: 2 Hidden must flip in United Provinces."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: activate 1G UP; remove 1G UP")
    assert p.rules == ["5.1.2"] and "2 Hidden Guerrilla(s) in United Provinces had to be Activated" in p.text()


def test_unshaded_four_spaces(empty, play, sid):
    """Unshaded (5.1): up to 3 spaces."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: activate 2G UP; select Bihar Delhi Madras")
    assert p.rules == ["5.1"] and "at most 3 space(s)" in p.text()


def test_unshaded_removal_outside_these_spaces(empty, play, sid):
    """Unshaded (5.1): the removals come from these spaces."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: activate 2G UP; remove 1G Bihar")
    assert p.rules == ["5.1"] and "Bihar is not chosen for 'In up to 3 spaces" in p.text()


def test_unshaded_six_removed(empty, play, sid):
    """Unshaded (5.1): up to 5 in total."""
    s = empty
    s.place(terms.SEPOYS, sid("UP"), 6)
    s.place(terms.GUERRILLAS, sid("UP"), 6)
    p = play(s, 23, "RAJ event unshaded: activate 6G UP; remove 6G UP")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_unshaded_hidden_ones_removed(empty, play, sid):
    """Unshaded (5.1): Active Guerrillas only: a Hidden one is no part of the text."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: activate 2G UP; remove 1 hidden UP")
    assert p.rules == ["5.1"] and "'remove 1 hidden UP' carries out no part of the text" in p.text()


def test_unshaded_more_than_the_active_ones(empty, play, sid):
    """Unshaded (5.1): `NG` takes Active Guerrillas only (2 Active in United Provinces)."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: activate 2G UP; remove 3G UP")
    assert p.rules == ["5.1"] and "3 Active Guerrillas, United Provinces has 2" in p.text()


def test_unshaded_removal_before_activation(empty, play, sid):
    """Unshaded (5.1): "then" - the Activations come first."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "RAJ event unshaded: select Bihar; remove 1G Bihar; activate 2G UP")
    assert p.rules == ["5.1"] and "comes before" in p.text()


def test_shaded_attack_for_free_then_hide(empty, play, sid):
    """Shaded: the Attack (3.4.3) at no Resource cost - all Guerrillas Activated, roll 2 <= 3
    succeeds, 2 Sepoys removed, Unrest added (no Raj Control left) - then all Guerrillas there
    flipped Hidden."""
    s = empty
    _board(s, sid)
    s.resources[terms.REV] = 0
    p = play(s, 23, "REV event shaded: select UP; roll 2; remove 2S UP; hide 3G UP")
    assert p.clean, p.text()
    sp = s.spaces[sid("UP")]
    assert sp.sepoys == 0 and sp.unrest == 1 and sp.guerrillas_hidden == 3 and sp.guerrillas_active == 0
    assert s.resources[terms.REV] == 0


def test_shaded_not_all_flipped(empty, play, sid):
    """Shaded (5.1): ALL Guerrillas in the chosen spaces to Hidden."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "REV event shaded: select UP; roll 2; remove 2S UP; hide 2G UP")
    assert p.rules == ["5.1"] and "all of them, but 1 Guerrillas left in United Provinces" in p.text()


def test_shaded_flip_elsewhere(empty, play, sid):
    """Shaded (5.1): only the spaces attacked."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "REV event shaded: select UP; roll 2; remove 2S UP; hide 3G UP; hide 1G Bihar")
    assert p.rules == ["5.1"] and "Bihar is not chosen for 'In up to 3 spaces with Guerrillas" in p.text()


def test_shaded_four_spaces(empty, play, sid):
    """Shaded (5.1): up to 3 spaces."""
    s = empty
    for name in ("UP", "Bihar", "Punjab", "Sind"):
        s.place(terms.GUERRILLAS, sid(name), 1)
    p = play(s, 23, "REV event shaded: select UP; roll 6; select Bihar; roll 6; select Punjab; roll 6; "
                    "select Sind; roll 6; hide 1G UP; hide 1G Bihar; hide 1G Punjab; hide 1G Sind")
    assert p.rules == ["5.1"] and "at most 3 spaces, not also Sind" in p.text()


def test_shaded_space_without_guerrillas(empty, play, sid):
    """Shaded (3.4.3 through the Event): spaces with Guerrillas."""
    s = empty
    s.place(terms.SEPOYS, sid("Delhi"), 1)
    p = play(s, 23, "REV event shaded: select Delhi; roll 1")
    assert p.rules == ["3.4.3"] and "Attack cannot choose Delhi: it has no Guerrillas" in p.text()


def test_shaded_failed_attack_removes_nothing(empty, play, sid):
    """Shaded (3.4.3 through the Event): a roll above the Guerrillas there fails."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "REV event shaded: select UP; roll 5; remove 2S UP; hide 3G UP")
    assert p.rules == ["3.4.3"] and "failed (roll 5 > 3 Guerrillas)" in p.text()


def test_shaded_hide_before_the_attack(empty, play, sid):
    """Shaded (5.1): "then" - the Attack comes first."""
    s = empty
    _board(s, sid)
    p = play(s, 23, "REV event shaded: hide 1G Bihar; select UP; roll 2; remove 2S UP")
    assert p.rules == ["5.1", "5.1", "5.1", "5.1", "5.1"] and "comes before" in p.text()


def test_shaded_candidates_are_the_spaces_with_guerrillas(empty, sid):
    """Shaded (IT:2972, "In sino 3 spazi con Guerriglie, Attaccate gratuitamente"; 3.4.3 never
    on a Railway): the first clause lists only the spaces its Attack accepts, the same condition
    that refuses `select Delhi` above; a space attacked stays listed (its roll and removals)."""
    from gandhi_cli.rules.activity import Turn
    from gandhi_cli.rules.events import event_class

    s = empty
    _board(s, sid)
    ev = event_class(23, "shaded")(Turn(s, terms.REV, "<test>", []))
    first = ev.sequence.next_clause()
    assert [sp for sp, _ in first.candidates(ev)] == sorted([sid("UP"), sid("Bihar")], key=list(s.spaces).index)
    assert first.space_problem(ev, sid("Delhi")) is not None and first.space_problem(ev, sid("UP")) is None
