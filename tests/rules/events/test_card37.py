"""#37 The Delhi Candidacy Foments Muslim Independence (5.1, 5.1.1, 5.1.2, 2.3.6)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms


def test_unshaded_state_and_two_passive_support(empty, play, sid):
    """#37 unshaded (5.1): a Muslim State in a Province without Raj Control (its Troops to a
    City first), 2 Muslim spaces to Passive Support."""
    s = empty
    s.place(terms.TROOPS, sid("EB"), 1)
    s.place(terms.ML_ACTIVISTS, sid("EB"), 1)
    s.place_protest(sid("EB"), for_event=True)
    s.set_level(sid("Sind"), terms.ACTIVE_OPPOSITION)
    p = play(s, 37, "ML event unshaded: move 1T EB>Calcutta; add muslim-state EB; set Sind passive-support; "
                    "set Punjab passive-support")
    assert p.clean, p.text()
    assert s.spaces[sid("EB")].muslim_state and s.spaces[sid("Calcutta")].troops == 1
    assert s.spaces[sid("Sind")].level == s.spaces[sid("Punjab")].level == terms.PASSIVE_SUPPORT


def test_unshaded_levels_first(empty, play, sid):
    """#37 unshaded (5.1): '… and …' - either part first."""
    s = empty
    p = play(s, 37,
             "RAJ event unshaded: set Karachi passive-support; set Assam passive-support; add muslim-state Assam")
    assert p.clean, p.text()
    assert s.spaces[sid("Assam")].muslim_state and s.spaces[sid("Assam")].level == terms.PASSIVE_SUPPORT


def test_unshaded_league_stays_eligible():
    """#37 unshaded (5.1, 2.3.6): the Muslim League, executing the Event, stays Eligible and acts
    on the next card."""
    log = ("[Scenario short]\n[Deck 37 2]\ncard 37 [ML INC RAJ REV]\n"
           "ML event unshaded: add muslim-state Assam; set Sind passive-support; set Punjab passive-support\n"
           "INC pass\nRAJ pass\nREV pass\n"
           "card 2 [ML INC RAJ REV]\nML pass\n")
    r = replay_text(log, "g.log")
    assert r.violations == [], [str(f) for f in r.violations]


def test_unshaded_league_eligible_when_another_executes():
    """#37 unshaded (2.3.6): the League stays Eligible even when it acted on the card with an
    Operation after Congress executed the Event."""
    log = ("[Scenario short]\n[Deck 37 2]\ncard 37 [INC ML RAJ REV]\n"
           "INC event unshaded: add muslim-state Assam; set Sind passive-support; set Punjab passive-support\n"
           "ML rally: place 1 ML WB\n"
           "card 2 [ML INC RAJ REV]\nML pass\nINC pass\n")
    r = replay_text(log, "g.log")
    assert [f.rule for f in r.violations] == ["2.3.1"], [str(f) for f in r.violations]
    assert r.violations[0].line == 8  # Congress, which executed the Event, is Ineligible


def test_unshaded_province_with_raj_control(empty, play, sid):
    """#37 unshaded (5.1): the Province is without Raj Control."""
    s = empty
    s.place(terms.SEPOYS, sid("Sind"), 1)
    p = play(s, 37, "ML event unshaded: add muslim-state Sind; set Assam passive-support; set Punjab passive-support")
    assert p.rules == ["5.1"] and "Sind is not a Province without Raj Control" in p.text()


def test_unshaded_troops_to_a_province(empty, play, sid):
    """#37 unshaded (5.1): Troops there go to a City."""
    s = empty
    s.place(terms.TROOPS, sid("EB"), 1)
    s.place(terms.ML_ACTIVISTS, sid("EB"), 1)
    s.place_protest(sid("EB"), for_event=True)
    p = play(s, 37, "ML event unshaded: move 1T EB>Assam; add muslim-state EB; set Sind passive-support; "
                    "set Punjab passive-support")
    assert p.rules == ["5.1"] and "Assam is not a City" in p.text()


def test_unshaded_non_muslim_space(empty, play, sid):
    """#37 unshaded (5.1): Muslim spaces (printed on the map) only."""
    p = play(empty, 37, "ML event unshaded: add muslim-state Assam; set Sind passive-support; set UP passive-support")
    assert p.rules == ["5.1"] and "United Provinces is not a Muslim space" in p.text()


def test_unshaded_one_level(empty, play, sid):
    """#37 unshaded (5.1.2): 2 spaces, a bare number."""
    p = play(empty, 37, "ML event unshaded: add muslim-state Assam; set Sind passive-support")
    assert p.rules == ["5.1.2"] and "2 could be carried out, the log did 1" in p.text()


def test_unshaded_same_space_twice(empty, play, sid):
    """#37 unshaded (5.1): 2 different spaces."""
    p = play(empty, 37, "ML event unshaded: add muslim-state Assam; set Sind passive-support; set Sind passive-support")
    assert p.rules == ["5.1"] and "at most 1 in Sind, not 2" in p.text()


def test_unshaded_wrong_level(empty, play, sid):
    """#37 unshaded (5.1): Passive Support."""
    p = play(empty, 37,
             "ML event unshaded: add muslim-state Assam; set Sind active-support; set Punjab passive-support")
    assert p.rules == ["5.1"] and "the level is Passive Support" in p.text()


def test_unshaded_state_left_out(empty, play, sid):
    """#37 unshaded (5.1.2): the Muslim State is placed."""
    p = play(empty, 37, "ML event unshaded: set Sind passive-support; set Punjab passive-support")
    assert p.rules == ["5.1.2"] and "Place a Muslim State" in p.text()


def test_shaded_state_to_revolutionary_base(empty, play, sid):
    """#37 shaded (5.1): a Muslim State removed, a Revolutionary Base there."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 37, "REV event shaded: remove muslim-state EB; place 1 RB EB")
    assert p.clean, p.text()
    assert not s.spaces[sid("EB")].muslim_state and s.spaces[sid("EB")].rev_bases == 1


def test_shaded_no_room(empty, play, sid):
    """#37 shaded (5.1.1): 'if there is room' - Sind (Population 1) holds a League Base already."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    s.place(terms.ML_BASES, sid("Sind"), 1)
    p = play(s, 37, "REV event shaded: remove muslim-state Sind")
    assert p.clean, p.text()


def test_shaded_base_where_no_room(empty, play, sid):
    """#37 shaded (5.1.1, 1.4.2): a Base beyond the Population is refused."""
    s = empty
    s.set_muslim_state(sid("Sind"))
    s.place(terms.ML_BASES, sid("Sind"), 1)
    p = play(s, 37, "REV event shaded: remove muslim-state Sind; place 1 RB Sind")
    assert p.rules == ["1.4.2"] and "holds at most 1 Bases" in p.text()


def test_shaded_base_left_out(empty, play, sid):
    """#37 shaded (5.1.2): with room, the Base is placed."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 37, "REV event shaded: remove muslim-state EB")
    assert p.rules == ["5.1.2"] and "Revolutionary Base there" in p.text()


def test_shaded_base_elsewhere(empty, play, sid):
    """#37 shaded (5.1): the Base goes 'there'."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 37, "REV event shaded: remove muslim-state EB; place 1 RB Bihar")
    assert p.rules == ["5.1"] and "Bihar is not chosen for 'Remove 1 Muslim State'" in p.text()


def test_shaded_league_base(empty, play, sid):
    """#37 shaded (5.1): a Revolutionary Base, not a League one."""
    s = empty
    s.set_muslim_state(sid("EB"))
    p = play(s, 37, "REV event shaded: remove muslim-state EB; place 1 MLB EB")
    assert p.rules == ["5.1", "5.1.2"] and "carries out no part of the text" in p.text()


def test_unshaded_state_candidates_wait_for_the_troops(empty, sid):
    """#37 unshaded (IT:2988, "Porre uno Stato Musulmano in una Provincia senza Controllo Raj (le
    Truppe lì presenti vanno in qualsiasi Città)"; 1.3.5: a State holds no Troops): a Province
    with Troops is not listed for the Muslim State (`add muslim-state EB` is refused there) until
    its Troops went to a City; then it is, once."""
    from gandhi_cli.notation.parse import parse
    from gandhi_cli.rules.activity import Turn
    from gandhi_cli.rules.events import event_class

    s = empty
    s.place(terms.TROOPS, sid("EB"), 1)
    s.place(terms.ML_ACTIVISTS, sid("EB"), 1)
    s.place_protest(sid("EB"), for_event=True)
    ev = event_class(37, "unshaded")(Turn(s, terms.ML, "<test>", []))
    state_clause = ev.sequence.clauses[1]
    assert sid("EB") not in dict(state_clause.candidates(ev)) and sid("Assam") in dict(state_clause.candidates(ev))
    ev.do(parse("ML event unshaded: move 1T EB>Calcutta", "<t>").statements[0].steps[0])
    assert dict(state_clause.candidates(ev))[sid("EB")] == 1
