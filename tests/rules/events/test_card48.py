"""#48 Harijian Campaign to End Immunity (5.1, 5.1.2)."""

from gandhi_cli.model import terms


def test_unshaded_three_spaces_toward_neutral(empty, play, sid):
    """#48 unshaded (5.1): up to 3 spaces without Congress Activists, 1 level toward Neutral
    (Gandhi is not an Activist)."""
    s = empty
    s.set_level(sid("UP"), terms.ACTIVE_SUPPORT)
    s.set_level(sid("Hyderabad"), terms.PASSIVE_OPPOSITION)
    s.set_level(sid("Bihar"), terms.ACTIVE_OPPOSITION)
    s.place(terms.ML_ACTIVISTS, sid("Bihar"), 1)
    s.gandhi = sid("Bihar")
    p = play(s, 48, "RAJ event unshaded: shift UP -1; shift Hyderabad +1; shift Bihar +1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == terms.PASSIVE_SUPPORT
    assert s.spaces[sid("Hyderabad")].level == terms.NEUTRAL
    assert s.spaces[sid("Bihar")].level == terms.PASSIVE_OPPOSITION


def test_unshaded_space_with_congress_activists(empty, play, sid):
    """#48 unshaded (5.1): spaces without Congress Activists."""
    s = empty
    s.set_level(sid("UP"), terms.ACTIVE_SUPPORT)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 48, "RAJ event unshaded: shift UP -1")
    assert p.rules == ["5.1"] and "United Provinces is not a space without Congress Activists" in p.text()


def test_unshaded_past_neutral(empty, play, sid):
    """#48 unshaded (5.1): toward Neutral, never past it."""
    s = empty
    s.set_level(sid("UP"), terms.PASSIVE_SUPPORT)
    p = play(s, 48, "RAJ event unshaded: shift UP +1")
    assert p.rules == ["5.1"] and "shifts United Provinces -1, not +1" in p.text()


def test_unshaded_neutral_space(empty, play):
    """#48 unshaded (5.1): a Neutral space has nowhere to shift."""
    p = play(empty, 48, "RAJ event unshaded: shift UP -1")
    assert p.rules == ["5.1"]
    assert "United Provinces is not a space without Congress Activists that can shift toward Neutral" in p.text()


def test_unshaded_four_spaces(empty, play, sid):
    """#48 unshaded (5.1): up to 3 spaces."""
    s = empty
    for name in ("UP", "Bihar", "WB", "EB"):
        s.set_level(sid(name), terms.PASSIVE_SUPPORT)
    p = play(s, 48, "RAJ event unshaded: shift UP -1; shift Bihar -1; shift WB -1; shift EB -1")
    assert p.rules == ["5.1"] and "at most 3 in all, not 4" in p.text()


def _mixed(s, sid):
    """UP: a Troop and a Congress Activist; Bihar: Sepoy and Guerrilla, at Active Opposition;
    Madras: Troops only."""
    s.place(terms.TROOPS, sid("UP"), 1)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)
    s.set_level(sid("Bihar"), terms.ACTIVE_OPPOSITION)
    s.place(terms.TROOPS, sid("Madras"), 2)


def test_shaded_unrest_in_one_shift_in_the_other(empty, play, sid):
    """#48 shaded (5.1): in each of 2 spaces with pieces of more than 1 faction, Unrest or a shift
    toward Passive Opposition (from Active Opposition: +1)."""
    s = empty
    _mixed(s, sid)
    p = play(s, 48, "INC event shaded: shift UP -1; add unrest Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].level == terms.PASSIVE_OPPOSITION and s.spaces[sid("Bihar")].unrest == 1
    p = play(s, 48, "INC event shaded: add unrest UP; shift Bihar +1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].unrest == 1 and s.spaces[sid("Bihar")].level == terms.PASSIVE_OPPOSITION


def test_shaded_both_in_one_space(empty, play, sid):
    """#48 shaded (5.1): either Unrest or the shift in a space, not both."""
    s = empty
    _mixed(s, sid)
    p = play(s, 48, "INC event shaded: add unrest UP; shift UP -1; add unrest Bihar")
    assert p.rules == ["5.1"] and "one option per space" in p.text()
    assert s.spaces[sid("UP")].level == terms.NEUTRAL


def test_shaded_single_faction_space(empty, play, sid):
    """#48 shaded (5.1): pieces of more than 1 faction (Madras has only the Raj's)."""
    s = empty
    _mixed(s, sid)
    p = play(s, 48, "INC event shaded: add unrest UP; add unrest Madras")
    assert p.rules == ["5.1"] and "Madras is not with pieces of more than 1 Faction" in p.text()


def test_shaded_past_passive_opposition(empty, play, sid):
    """#48 shaded (5.1): toward Passive Opposition: 1 level, not on to Active Opposition."""
    s = empty
    _mixed(s, sid)
    s.set_level(sid("UP"), terms.PASSIVE_OPPOSITION)
    p = play(s, 48, "INC event shaded: shift UP -1; add unrest Bihar")
    assert p.rules == ["5.1"] and "United Provinces is at Passive Opposition already: it cannot be chosen" in p.text()


def test_shaded_one_space(empty, play, sid):
    """#48 shaded (5.1.2): '2 spaces' is bare."""
    s = empty
    _mixed(s, sid)
    p = play(s, 48, "INC event shaded: add unrest UP")
    assert p.rules == ["5.1.2"] and "2 space(s) could be chosen, the log chose 1" in p.text()


def test_shaded_gandhi_counts_for_congress(empty, play, sid):
    """#48 shaded (5.1): Gandhi is a Congress piece: Gandhi and a Troop are 2 factions."""
    s = empty
    _mixed(s, sid)
    s.gandhi = sid("Madras")
    p = play(s, 48, "INC event shaded: add unrest Madras; add unrest UP")
    assert p.clean, p.text()
