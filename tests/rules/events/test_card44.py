"""#44 Hindu Socialist Republican Association (5.1, 5.1.2, 1.4.1; the tutorial's card 7,
IT:2583-2585; 8.8.5's example, IT:1527)."""

from gandhi_cli.model import terms


def _guerrillas(s, sid):
    s.place(terms.GUERRILLAS, sid("UP"), 2)
    s.place(terms.GUERRILLAS, sid("Bihar"), 1)


def test_unshaded_removals_then_shifts(empty, play, sid):
    """#44 unshaded (5.1): up to 2 Guerrillas from up to 2 spaces, each space then 1 level toward
    Active Support, space by space."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 44, "RAJ event unshaded: remove 1G UP; shift UP +1; remove 1G Bihar; shift Bihar +1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas == 1 and s.spaces[sid("Bihar")].guerrillas == 0
    assert s.spaces[sid("UP")].level == terms.PASSIVE_SUPPORT and s.spaces[sid("Bihar")].level == terms.PASSIVE_SUPPORT


def test_unshaded_one_space(empty, play, sid):
    """#44 unshaded (5.1, 8.8.5's quotation: 'da uno o due spazi'): both Guerrillas from one space,
    which alone shifts."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 44, "RAJ event unshaded: remove 2G UP; shift UP +1")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].guerrillas == 0 and s.spaces[sid("Bihar")].level == terms.NEUTRAL


def test_unshaded_three_guerrillas(empty, play, sid):
    """#44 unshaded (5.1): up to 2 Guerrillas in total."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 44, "RAJ event unshaded: remove 2G UP; shift UP +1; remove 1G Bihar; shift Bihar +1")
    assert p.rules == ["5.1"] and "at most 2 in all, not 3" in p.text()


def test_unshaded_shift_left_out(empty, play, sid):
    """#44 unshaded (5.1.2): each space chosen shifts."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 44, "RAJ event unshaded: remove 1G UP; shift UP +1; remove 1G Bihar")
    assert p.rules == ["5.1.2"] and "Bihar is not shifted" in p.text()


def test_unshaded_shift_elsewhere(empty, play, sid):
    """#44 unshaded (5.1): only the spaces of the removal shift (and only after it)."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 44, "RAJ event unshaded: shift UP +1; remove 1G UP")
    assert p.rules == ["5.1"] and "United Provinces is not chosen for" in p.text()


def test_unshaded_wrong_direction(empty, play, sid):
    """#44 unshaded (5.1): toward Active Support, 1 level."""
    s = empty
    _guerrillas(s, sid)
    p = play(s, 44, "RAJ event unshaded: remove 1G UP; shift UP -1")
    assert p.rules == ["5.1"] and "shifts United Provinces +1, not -1" in p.text()


def test_unshaded_space_at_active_support(empty, play, sid):
    """#44 unshaded (5.1.2): a space already at Active Support cannot shift: nothing is owed."""
    s = empty
    _guerrillas(s, sid)
    s.set_level(sid("UP"), terms.ACTIVE_SUPPORT)
    p = play(s, 44, "RAJ event unshaded: remove 1G UP")
    assert p.clean, p.text()


def test_unshaded_wrong_piece_kind(empty, play, sid):
    """#44 unshaded (5.1): Guerrillas only."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 44, "RAJ event unshaded: remove 1 INC UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()


def _tutorial(s, sid):
    """The tutorial before card 7 (IT:2583-2585), as far as the Event sees it: Punjab and Bihar at
    Passive Support, a Guerrilla in Hyderabad and in Central India Agency, 2 Guerrillas Available."""
    s.set_level(sid("Punjab"), terms.PASSIVE_SUPPORT)
    s.set_level(sid("Bihar"), terms.PASSIVE_SUPPORT)
    s.place(terms.GUERRILLAS, sid("Hyderabad"), 1)
    s.place(terms.GUERRILLAS, sid("CIA"), 1)
    s.out_of_play[terms.GUERRILLAS] = s.available(terms.GUERRILLAS) - 2


def test_shaded_the_tutorial(empty, play, sid):
    """#44 shaded (5.1, 5.1.2, 1.4.1), the tutorial's card 7 (IT:2583-2585): 1 Guerrilla in Punjab,
    Punjab shifts to Neutral; the Revolutionaries remove their Guerrillas of Hyderabad and Central
    India Agency to Available and place all 3 in Bihar, which shifts to Neutral."""
    s = empty
    _tutorial(s, sid)
    p = play(s, 44, "REV event shaded: place 1G Punjab; shift Punjab -1; remove 1G Hyderabad; remove 1G CIA; "
                    "place 3G Bihar; shift Bihar -1")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].guerrillas_hidden == 1 and s.spaces[sid("Bihar")].guerrillas_hidden == 3
    assert s.spaces[sid("Punjab")].level == terms.NEUTRAL and s.spaces[sid("Bihar")].level == terms.NEUTRAL
    assert s.spaces[sid("Hyderabad")].guerrillas == 0 and s.available(terms.GUERRILLAS) == 0


def test_shaded_five_guerrillas(empty, play, sid):
    """#44 shaded (5.1): up to 4 Guerrillas in total."""
    p = play(empty, 44, "REV event shaded: place 3G UP; shift UP -1; place 2G Bihar; shift Bihar -1")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_one_space(empty, play, sid):
    """#44 shaded (5.1.2): '2 spaces' is bare: with Guerrillas Available, 2 spaces."""
    p = play(empty, 44, "REV event shaded: place 4G UP; shift UP -1")
    assert p.rules == ["5.1.2"] and "2 space(s) could be chosen, the log chose 1" in p.text()


def test_shaded_one_guerrilla_available(empty, play, sid):
    """#44 shaded (5.1.2): with 1 Guerrilla Available, 1 space is all the text can do (removing
    own pieces first is allowed, not owed)."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = s.available(terms.GUERRILLAS) - 1
    p = play(s, 44, "REV event shaded: place 1G UP; shift UP -1")
    assert p.clean, p.text()


def test_shaded_shift_left_out(empty, play, sid):
    """#44 shaded (5.1, 5.1.2): the tutorial: the executing faction must shift each space it
    chooses (IT:2583)."""
    p = play(empty, 44, "REV event shaded: place 1G UP; shift UP -1; place 1G Bihar")
    assert p.rules == ["5.1.2"] and "Bihar is not shifted" in p.text()


def test_shaded_railway_chosen(empty, play, sid):
    """#44 shaded (5.1.2): a Railway cannot shift: the spaces are those where the whole text can be
    done (IT:2583)."""
    p = play(empty, 44, "REV event shaded: place 1G RW-A; place 1G UP; shift UP -1")
    assert p.rules == ["5.1"] and "Eastern Bengal Railway is not a space that can shift" in p.text()


def test_shaded_from_out_of_play(empty, play, sid):
    """#44 shaded (5.1.1): the Guerrillas come from Available."""
    s = empty
    s.out_of_play[terms.GUERRILLAS] = 2
    p = play(s, 44, "REV event shaded: place 1G UP from out-of-play; shift UP -1; place 1G Bihar; shift Bihar -1")
    assert p.rules == ["5.1"] and "the pieces come from Available" in p.text()


def test_shaded_others_pieces_are_not_removed(empty, play, sid):
    """#44 shaded (1.4.1): only Congress, the League and the Revolutionaries remove pieces, their
    own: the Raj executing the Event removes no Guerrilla."""
    s = empty
    s.place(terms.GUERRILLAS, sid("Hyderabad"), 1)
    p = play(s, 44, "RAJ event shaded: remove 1G Hyderabad; place 1G UP; shift UP -1; place 1G Bihar; "
                    "shift Bihar -1")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("Hyderabad")].guerrillas == 1


def test_shaded_only_own_pieces_go_to_available(empty, play, sid):
    """#44 shaded (1.4.1, IT:147): the Revolutionaries may remove their own pieces to Available,
    never another faction's: a Sepoy removed carries out no part of the text and stays."""
    s = empty
    s.place(terms.SEPOYS, sid("Hyderabad"), 1)
    p = play(s, 44, "REV event shaded: remove 1S Hyderabad; place 1G UP; shift UP -1; place 1G Bihar; "
                    "shift Bihar -1")
    assert p.rules == ["5.1"] and "'remove 1S Hyderabad' carries out no part of the text" in p.text()
    assert s.spaces[sid("Hyderabad")].sepoys == 1


def test_shaded_gandhi_is_not_removed_to_available(empty, play, sid):
    """#44 shaded (1.4.1, IT:147 "eccezione: non Gandhi"): Congress may not take Gandhi off the map."""
    s = empty
    s.gandhi = sid("Hyderabad")
    p = play(s, 44, "INC event shaded: remove gandhi Hyderabad; place 1G UP; shift UP -1; place 1G Bihar; "
                    "shift Bihar -1")
    assert p.rules == ["5.1"] and "'remove gandhi Hyderabad' carries out no part of the text" in p.text()
    assert s.gandhi == sid("Hyderabad")
