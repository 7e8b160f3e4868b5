"""#65 United Bengal (5.1, 5.1.2, 5.1.4)."""

from gandhi_cli.model import terms, victory
from gandhi_cli.model.scenario import setup


def test_unshaded_removes_a_muslim_state(empty, play, sid):
    """#65 unshaded (5.1), first option: 1 Muslim State removed."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 65, "RAJ event unshaded: remove muslim-state EB")
    assert p.clean, p.text()
    assert not s.spaces[sid("EB")].muslim_state


def test_unshaded_arrests_all_activists_in_two_states(empty, play, sid):
    """#65 unshaded (5.1, 5.1.3), second option: all Activists in up to 2 States to Jail
    (a Princely State and a Muslim State)."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    s.place(terms.INC_ACTIVISTS, sid("Orissa"), 2)
    s.place(terms.ML_ACTIVISTS, sid("Orissa"), 1)
    s.place(terms.ML_ACTIVISTS, sid("Sind"), 2)
    p = play(s, 65, "RAJ event unshaded: arrest 2 INC 1 ML Orissa; arrest 2 ML Sind")
    assert p.clean, p.text()
    assert s.spaces[sid("Orissa")].activists == 0 and s.spaces[sid("Sind")].activists == 0
    assert s.jail[terms.INC_ACTIVISTS] == 2 and s.jail[terms.ML_ACTIVISTS] == 3
    assert s.spaces[sid("Sind")].muslim_state


def test_unshaded_not_all_arrested(empty, play, sid):
    """#65 unshaded (5.1): 'all Activists' in each State chosen."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("Orissa"), 2)
    p = play(s, 65, "RAJ event unshaded: arrest 1 INC Orissa")
    assert p.rules == ["5.1"] and "1 Congress Activists or Muslim League Activists left in Orissa" in p.text()


def test_unshaded_arrest_in_a_province(empty, play, sid):
    """#65 unshaded (5.1): States only (United Provinces is a Province)."""
    s = empty
    s.place(terms.INC_ACTIVISTS, sid("UP"), 1)
    p = play(s, 65, "RAJ event unshaded: arrest 1 INC UP")
    assert p.rules == ["5.1"] and "United Provinces is not a State" in p.text()


def test_unshaded_three_states(empty, play, sid):
    """#65 unshaded (5.1): up to 2 States."""
    s = empty
    for name in ("Orissa", "Mysore", "Hyderabad"):
        s.place(terms.INC_ACTIVISTS, sid(name), 1)
    p = play(s, 65, "RAJ event unshaded: arrest 1 INC Orissa; arrest 1 INC Mysore; arrest 1 INC Hyderabad")
    assert p.rules == ["5.1"] and "at most 2 space(s)" in p.text()


def test_unshaded_both_options(empty, play, sid):
    """#65 unshaded (5.1): 'or': one option only."""
    s = empty
    s.set_muslim_state(sid("EB"))
    s.place(terms.INC_ACTIVISTS, sid("Orissa"), 1)
    p = play(s, 65, "RAJ event unshaded: remove muslim-state EB; arrest 1 INC Orissa")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert s.spaces[sid("Orissa")].inc_activists == 1


def test_unshaded_left_out(empty, play, sid):
    """#65 unshaded (5.1.2): with a Muslim State on the map the Event is carried out."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 65, "RAJ event unshaded")
    assert p.rules == ["5.1.2"] and "is left out" in p.text()


def test_unshaded_nothing_possible(empty, play):
    """#65 unshaded (5.1.2): no Muslim State and no Activist in a State: nothing to carry out."""
    p = play(empty, 65, "RAJ event unshaded")
    assert p.clean, p.text()


def test_shaded_tutorial_muslim_state_in_west_bengal():
    """#65 shaded (5.1), the tutorial (IT:2465-2467): the League places a Muslim State in West
    Bengal, a Province without Raj Control and without Troops; its victory marker gains twice
    the Population (2 -> 6)."""
    from gandhi_cli.core.engine import perform

    s = setup("tutorial", seed=0)
    before = victory.totals(s).marker(terms.ML)
    findings = [f for f in perform(s, "ML event shaded: add muslim-state WB", card=65) if not f.note]
    assert findings == [], [str(f) for f in findings]
    assert s.spaces[s.map.resolve("WB")].muslim_state
    assert victory.totals(s).marker(terms.ML) == before + 4


def test_shaded_troops_go_to_a_city_first(empty, play, sid):
    """#65 shaded (5.1, 5.1.4): any Province without Raj Control (not only Muslim ones, as the
    tutorial notes); its Troops go to any City."""
    s = empty
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    s.place_protest(sid("Bihar"), for_event=True)
    p = play(s, 65, "ML event shaded: move 1T Bihar>Madras; add muslim-state Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("Bihar")].muslim_state and s.spaces[sid("Madras")].troops == 1


def test_shaded_troops_from_another_province(empty, play, sid):
    """#65 shaded (5.1): the Troops that go are those of the new State."""
    s = empty
    for name in ("Bihar", "UP"):
        s.place(terms.TROOPS, sid(name), 1)
        s.place(terms.INC_ACTIVISTS, sid(name), 2)
        s.place_protest(sid(name), for_event=True)
    p = play(s, 65, "ML event shaded: move 1T UP>Delhi; move 1T Bihar>Delhi; add muslim-state Bihar")
    assert p.rules == ["5.1"] and "the Troops moved out of United Provinces, not out of the State's space" in p.text()


def test_shaded_troops_not_to_a_city(empty, play, sid):
    """#65 shaded (5.1): the Troops go to a City."""
    s = empty
    s.place(terms.TROOPS, sid("Bihar"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Bihar"), 2)
    s.place_protest(sid("Bihar"), for_event=True)
    p = play(s, 65, "ML event shaded: move 1T Bihar>UP; add muslim-state Bihar")
    assert p.rules == ["5.1"] and "United Provinces is not a City" in p.text()


def test_shaded_province_with_raj_control(empty, play, sid):
    """#65 shaded (5.1): the Province has no Raj Control."""
    s = empty
    s.place(terms.SEPOYS, sid("Bihar"), 1)
    p = play(s, 65, "ML event shaded: add muslim-state Bihar")
    assert p.rules == ["5.1"] and "Bihar is not a Province without Raj Control" in p.text()


def test_shaded_not_in_a_princely_state(empty, play, sid):
    """#65 shaded (5.1, 5.1.4): a Muslim State goes only in a Province (Orissa is a Princely State)."""
    p = play(empty, 65, "ML event shaded: add muslim-state Orissa")
    assert p.rules == ["5.1", "1.3.5", "5.1.2"] and "Orissa is not a Province" in p.text()
    assert not empty.spaces[sid("Orissa")].muslim_state


def test_shaded_protests_in_three_states(empty, play, sid):
    """#65 shaded (5.1, 5.1.1), second option: Protests in any 3 States, whatever the Restraint."""
    s = empty
    s.restraint = 1
    s.set_muslim_state(sid("Sind"))
    p = play(s, 65, "INC event shaded: add protest Orissa; add protest Mysore; add protest Sind")
    assert p.clean, p.text()
    assert all(s.spaces[sid(n)].protest for n in ("Orissa", "Mysore", "Sind"))


def test_shaded_protest_not_in_a_state(empty, play):
    """#65 shaded (5.1): States only (Bihar is a Province)."""
    p = play(empty, 65, "INC event shaded: add protest Orissa; add protest Mysore; add protest Bihar")
    assert p.rules == ["5.1"] and "Bihar is not a State" in p.text()


def test_shaded_two_protests_only(empty, play):
    """#65 shaded (5.1.2): a bare 3."""
    p = play(empty, 65, "INC event shaded: add protest Orissa; add protest Mysore")
    assert p.rules == ["5.1.2"] and "3 could be carried out, the log did 2" in p.text()


def test_shaded_fewer_protest_markers_left(empty, play, sid):
    """#65 shaded (5.1.2): as many as the Protest markers left allow (5 on the map already)."""
    s = empty
    for name in ("UP", "Bihar", "Delhi", "Bombay", "Madras"):
        s.place_protest(sid(name), for_event=True)
    p = play(s, 65, "INC event shaded: add protest Orissa")
    assert p.clean, p.text()


def test_shaded_both_options(empty, play, sid):
    """#65 shaded (5.1): 'or': one option only."""
    p = play(empty, 65, "ML event shaded: add muslim-state Bihar; add protest Orissa")
    assert p.rules == ["5.1"] and "one option only" in p.text()
    assert not empty.spaces[sid("Orissa")].protest


def test_shaded_left_out(empty, play):
    """#65 shaded (5.1.2): a Province without Raj Control is always there: the Event is carried out."""
    p = play(empty, 65, "ML event shaded")
    assert p.rules == ["5.1.2"] and "is left out" in p.text()
