"""#17 Khan Abdul Ghaffar Khan (5.1, 5.1.2, 2.3.6)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms


def test_unshaded_removes_activists_in_punjab_and_adjacent_provinces(empty, play, sid):
    """Unshaded, first option (5.1): up to 4 Activists of either faction, in Punjab and the Provinces
    adjacent to it (Sind)."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Punjab"), 3)
    s.place(terms.ML_ACTIVISTS, sid("Sind"), 2)
    p = play(s, 17, "RAJ event unshaded: remove 3 INC Punjab; remove 1 ML Sind")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].inc_activists == 0 and s.spaces[sid("Sind")].ml_activists == 1


def test_unshaded_shifts_two_spaces_toward_passive_support(empty, play, sid):
    """Unshaded, second option (5.1): 2 of these spaces 1 level toward Passive Support (from Active
    Support that is down one level)."""
    s = empty
    s.set_level(sid("Baluchistan"), terms.ACTIVE_SUPPORT)
    p = play(s, 17, "RAJ event unshaded: shift Punjab +1; shift Baluchistan -1")
    assert p.clean, p.text()
    assert s.spaces[sid("Punjab")].level == terms.PASSIVE_SUPPORT
    assert s.spaces[sid("Baluchistan")].level == terms.PASSIVE_SUPPORT


def test_unshaded_nothing_written_removes_none(empty, play):
    """Unshaded: "up to 4" - the first option with no Activist removed is a legal choice (5.1)."""
    p = play(empty, 17, "RAJ event unshaded")
    assert p.clean, p.text()


def test_unshaded_space_not_adjacent_province(empty, play, sid):
    """Unshaded (5.1): Rajputana is adjacent to Punjab but a Princely State, not a Province."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Rajputana"), 1)
    p = play(s, 17, "RAJ event unshaded: remove 1 INC Rajputana")
    assert p.rules == ["5.1"] and "Rajputana is not Punjab or a Province adjacent to Punjab" in p.text()


def test_unshaded_five_activists(empty, play, sid):
    """Unshaded (5.1): up to 4 Activists in total."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Punjab"), 3)
    s.place(terms.ML_ACTIVISTS, sid("UP"), 2)
    p = play(s, 17, "RAJ event unshaded: remove 3 INC Punjab; remove 2 ML UP")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_unshaded_wrong_piece_kind(empty, play, sid):
    """Unshaded (5.1): Activists only; a Guerrilla is no part of the text."""
    s = empty
    s.place(terms.GUERRILLAS, sid("Punjab"), 1)
    p = play(s, 17, "RAJ event unshaded: remove 1G Punjab")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("Punjab")].guerrillas == 1


def test_unshaded_one_space_shifted_of_two(empty, play):
    """Unshaded (5.1.2): "shift 2 of these spaces" is a bare number."""
    p = play(empty, 17, "RAJ event unshaded: shift Punjab +1")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_shift_away_from_passive_support(empty, play):
    """Unshaded (5.1): toward Passive Support: Neutral goes up, not down."""
    p = play(empty, 17, "RAJ event unshaded: shift Punjab -1; shift Sind +1")
    assert p.rules == ["5.1"] and "shifts Punjab +1, not -1" in p.text()


def test_unshaded_both_options(empty, play, sid):
    """Unshaded (5.1): "or" - one option only."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Punjab"), 1)
    p = play(s, 17, "RAJ event unshaded: remove 1 INC Punjab; shift Punjab +1")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert s.spaces[sid("Punjab")].level == terms.NEUTRAL


def test_shaded_protests_and_the_league_stays_eligible():
    """Shaded (2.3.6): Protests in 2 spaces with League Activists, executed by Congress; the
    Muslim League, which took an Operation on the card, stays Eligible, Congress does not."""
    log = ("[Scenario short]\n[Deck 17 2]\ncard 17 [INC ML RAJ REV]\n"
           "INC event shaded: add protest Sind; add protest WB\nML rally: place 1 ML Sind\n"
           "card 2 [ML INC RAJ REV]\nML pass\nINC pass\n")
    r = replay_text(log, "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.1", 8)], [str(f) for f in r.violations]
    s = r.state
    assert s.spaces[s.map.resolve("Sind")].protest and s.spaces[s.map.resolve("WB")].protest


def test_shaded_space_without_league_activists(short, play):
    """Shaded (5.1): spaces with Muslim League Activists (Bihar has only Congress's)."""
    p = play(short, 17, "INC event shaded: add protest Sind; add protest Bihar")
    assert p.rules == ["5.1"] and "Bihar is not with Muslim League Activists" in p.text()


def test_shaded_one_protest_of_two(short, play):
    """Shaded (5.1.2): 2 spaces, as far as possible (Sind, West Bengal, East Bengal qualify)."""
    p = play(short, 17, "INC event shaded: add protest Sind")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_shaded_limited_by_protest_markers_left(short, play, sid):
    """Shaded (5.1.1, 5.1.2): with a single Protest marker left on the State of India box, one
    Protest is all the text can do."""
    s = short
    for name in ("Delhi", "Madras", "Gujarat"):
        s.place_protest(sid(name), for_event=True)
    assert s.protests_available_for_events() == 1
    p = play(s, 17, "INC event shaded: add protest Sind")
    assert p.clean, p.text()
