"""#29 Government of India Act of 1935 (5.1, 5.1.2, 1.4.2, 2.3.6)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms

HEAD = "[Scenario short]\n[Deck 29 2]\n"


def test_unshaded_removes_a_muslim_state(empty, play, sid):
    """#29 unshaded (5.1): 1 Muslim State removed, and the faction chosen written."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 29, "RAJ event unshaded: remove muslim-state EB; ineligible INC")
    assert p.clean, p.text()
    assert not s.spaces[sid("EB")].muslim_state


def test_unshaded_chosen_faction_ineligible():
    """#29 unshaded (5.1, 2.3.6): the League chosen is Ineligible for the next card (no Muslim
    State on the map in the Short set-up: only the choice is written); the Raj, having acted, too."""
    r = replay_text(HEAD + "card 29 [RAJ INC ML REV]\nRAJ event unshaded: ineligible ML\nINC pass\nML pass\nREV pass\n"
                    "card 2 [RAJ INC ML REV]\nINC pass\nML pass\n", "g.log")
    assert [f.rule for f in r.violations] == ["2.3.1"], [str(f) for f in r.violations]
    assert r.violations[0].line == 10


def test_unshaded_raj_is_no_choice(empty, play, sid):
    """#29 unshaded (5.1): Congress or the Muslim League, not the Revolutionaries."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 29, "RAJ event unshaded: remove muslim-state EB; ineligible REV")
    assert p.rules == ["5.1"] and "the faction is one of INC, ML" in p.text()


def test_unshaded_no_faction_chosen(empty, play, sid):
    """#29 unshaded (5.1): the choice is written (`ineligible X`)."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 29, "RAJ event unshaded: remove muslim-state EB")
    assert p.rules == ["5.1"] and "write the faction chosen" in p.text()


def test_unshaded_state_left_on_the_map(empty, play, sid):
    """#29 unshaded (5.1.2): a bare 1 - with a Muslim State on the map, it is removed."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 29, "RAJ event unshaded: ineligible ML")
    assert p.rules == ["5.1.2"] and "'Remove 1 Muslim State': 1 could be carried out" in p.text()


def test_unshaded_two_states(empty, play, sid):
    """#29 unshaded (5.1): 1 Muslim State, not 2."""
    s = empty
    s.set_muslim_state(sid("EB"))
    s.set_muslim_state(sid("Sind"))
    p = play(s, 29, "RAJ event unshaded: remove muslim-state EB; remove muslim-state Sind; ineligible ML")
    assert p.rules == ["5.1"] and "at most 1 in all, not 2" in p.text()


def test_shaded_base(empty, play, sid):
    """#29 shaded (5.1): 1 Base (either faction's) in a Province without Raj Control."""
    s = empty
    p = play(s, 29, "INC event shaded: place 1 RB Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].rev_bases == 1


def test_shaded_muslim_state_troops_to_a_city(empty, play, sid):
    """#29 shaded (5.1, 1.4.2): a Muslim State; the Troops there go to a City first."""
    s = empty
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place_protest(sid("Bihar"), for_event=True)
    p = play(s, 29, "ML event shaded: move 1T Bihar>Calcutta; add muslim-state Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].muslim_state and s.spaces[sid("Calcutta")].troops == 1


def test_shaded_both_options(empty, play, sid):
    """#29 shaded (5.1): a Base OR a Muslim State."""
    s = empty
    p = play(s, 29, "ML event shaded: place 1 MLB Bihar; add muslim-state Bihar")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert not s.spaces[sid("Bihar")].muslim_state


def test_shaded_province_with_raj_control(empty, play, sid):
    """#29 shaded (5.1): the Province is without Raj Control."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 2)
    p = play(s, 29, "ML event shaded: place 1 MLB Bihar")
    assert p.rules == ["5.1"] and "Bihar is not a Province without Raj Control" in p.text()


def test_shaded_troops_moved_to_keep_control_out(empty, play, sid):
    """#29 shaded (5.1): Raj Control is judged before the Troops leave - with its Troops, Bihar is
    Controlled."""
    s = empty
    s.place(terms.TROOPS, sid("Bihar"), 2)
    p = play(s, 29, "ML event shaded: move 2T Bihar>Calcutta; add muslim-state Bihar")
    assert p.rules == ["5.1"] and "Bihar is not a Province without Raj Control" in p.text()


def test_shaded_not_in_a_city(empty, play):
    """#29 shaded (5.1): a Province, not a City."""
    p = play(empty, 29, "ML event shaded: place 1 MLB Delhi")
    assert p.rules == ["5.1"] and "Delhi is not a Province" in p.text()


def test_shaded_troops_to_a_province(empty, play, sid):
    """#29 shaded (5.1): the Troops go to a City."""
    s = empty
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place_protest(sid("Bihar"), for_event=True)
    p = play(s, 29, "ML event shaded: move 1T Bihar>UP; add muslim-state Bihar")
    assert p.rules == ["5.1"] and "United Provinces is not a City" in p.text()


def test_shaded_troops_from_another_space(empty, play, sid):
    """#29 shaded (5.1): the Troops that go are those of the State's space."""
    s = empty
    s.place(terms.TROOPS, sid("UP"), 1)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    s.place_protest(sid("UP"), for_event=True)
    p = play(s, 29, "ML event shaded: move 1T UP>Delhi; add muslim-state Bihar")
    assert p.rules == ["5.1"] and "the Troops moved out of United Provinces, not out of the State's space" in p.text()


def test_shaded_state_with_troops_left(empty, play, sid):
    """#29 shaded (1.3.5, 5.1.2): a State holds no Troops - the marker is refused, and left out."""
    s = empty
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 1)
    s.place_protest(sid("Bihar"), for_event=True)
    p = play(s, 29, "ML event shaded: add muslim-state Bihar")
    assert p.rules == ["1.3.5", "5.1.2"], p.text()
    assert not s.spaces[sid("Bihar")].muslim_state


def test_shaded_left_out(empty, play):
    """#29 shaded (5.1.2): neither a Base nor a State placed."""
    p = play(empty, 29, "ML event shaded")
    assert p.rules == ["5.1.2"] and "is left out" in p.text()
