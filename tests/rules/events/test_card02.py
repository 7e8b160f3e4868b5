"""#2 Viceroy Irwin Meets Gandhi (5.1, 5.1.2, 5.1.3)."""

from gandhi_cli.model import terms


def _at_support(s, sid):
    s.set_level(sid("UP"), terms.PASSIVE_SUPPORT)
    s.place(terms.INC_ACTIVISTS, sid("UP"), 3)
    s.set_level(sid("Bihar"), terms.ACTIVE_SUPPORT)
    s.place(terms.ML_ACTIVISTS, sid("Bihar"), 3)
    s.place(terms.INC_ACTIVISTS, sid("Bombay"), 2)  # Neutral


def test_unshaded_arrests_up_to_5_in_spaces_at_support(empty, play, sid):
    """#2 unshaded (5.1, 5.1.3): up to 5 Activists of either faction, in total, in spaces at
    Passive or Active Support, to Jail."""
    s = empty
    _at_support(s, sid)
    p = play(s, 2, "RAJ event unshaded: arrest 3 INC UP; arrest 2 ML Bihar")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].inc_activists == 0 and s.spaces[sid("Bihar")].ml_activists == 1
    assert s.jail[terms.INC_ACTIVISTS] == 3 and s.jail[terms.ML_ACTIVISTS] == 2


def test_unshaded_fewer_is_allowed(empty, play, sid):
    """#2 unshaded (5.1): "up to" - one Activist, or none, is legal."""
    s = empty
    _at_support(s, sid)
    assert play(s, 2, "RAJ event unshaded: arrest 1 ML Bihar").clean
    assert play(s, 2, "RAJ event unshaded").clean


def test_unshaded_six_activists(empty, play, sid):
    """#2 unshaded (5.1): up to 5 in total."""
    s = empty
    _at_support(s, sid)
    p = play(s, 2, "RAJ event unshaded: arrest 3 INC UP; arrest 3 ML Bihar")
    assert p.rules == ["5.1"] and "at most 5 in all, not 6" in p.text()


def test_unshaded_space_not_at_support(empty, play, sid):
    """#2 unshaded (5.1): the spaces are at Support (Bombay is Neutral)."""
    s = empty
    _at_support(s, sid)
    p = play(s, 2, "RAJ event unshaded: arrest 2 INC Bombay")
    assert p.rules == ["5.1"] and "Bombay is not at Support" in p.text()


def test_unshaded_removal_is_not_an_arrest(empty, play, sid):
    """#2 unshaded (5.1, 5.1.3): the Activists are arrested (to Jail), not removed to Available."""
    s = empty
    _at_support(s, sid)
    p = play(s, 2, "RAJ event unshaded: remove 2 INC UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.spaces[sid("UP")].inc_activists == 3


def test_unshaded_gandhi_is_not_an_activist(empty, play, sid):
    """#2 unshaded (5.1): Activists only; Gandhi is not one (1.4.5)."""
    s = empty
    _at_support(s, sid)
    s.place(terms.GANDHI, sid("UP"))
    p = play(s, 2, "RAJ event unshaded: arrest gandhi UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.gandhi == sid("UP")


def _jail(s):
    s.jail[terms.INC_ACTIVISTS] = 5
    s.jail[terms.ML_ACTIVISTS] = 3


def test_shaded_releases_twice_the_roll_to_spaces(empty, play, sid):
    """#2 shaded (5.1): a die roll of 3 releases 6 Activists from Jail, of either faction, to any
    spaces."""
    s = empty
    _jail(s)
    p = play(s, 2, "INC event shaded: roll 3; release 4 INC to UP; place 2 ML Bihar from jail")
    assert p.clean, p.text()
    assert s.spaces[sid("UP")].inc_activists == 4 and s.spaces[sid("Bihar")].ml_activists == 2
    assert s.jail[terms.INC_ACTIVISTS] == 1 and s.jail[terms.ML_ACTIVISTS] == 1


def test_shaded_as_many_as_jail_holds(empty, play, sid):
    """#2 shaded (5.1.2): a roll of 6 asks for 12; with 8 in Jail, all 8 go."""
    s = empty
    _jail(s)
    p = play(s, 2, "INC event shaded: roll 6; release 5 INC to UP; release 3 ML to Sind")
    assert p.clean, p.text()
    assert s.jail[terms.INC_ACTIVISTS] == 0 and s.jail[terms.ML_ACTIVISTS] == 0


def test_shaded_fewer_than_twice_the_roll(empty, play):
    """#2 shaded (5.1.2): twice the roll is a bare number, not "up to"."""
    s = empty
    _jail(s)
    p = play(s, 2, "INC event shaded: roll 3; release 4 INC to UP")
    assert p.rules == ["5.1.2"] and "6 could be carried out, the log did 4" in p.text()


def test_shaded_more_than_twice_the_roll(empty, play):
    """#2 shaded (5.1): no more than twice the roll."""
    s = empty
    _jail(s)
    p = play(s, 2, "INC event shaded: roll 2; release 5 INC to UP")
    assert p.rules == ["5.1"] and "at most 4 in all, not 5" in p.text()


def test_shaded_to_available_instead_of_a_space(empty, play):
    """#2 shaded (5.1): the Activists go to a space, not to Available."""
    s = empty
    _jail(s)
    p = play(s, 2, "INC event shaded: roll 1; release 2 INC")
    assert p.rules == ["5.1"] and "go to a space" in p.text()


def test_shaded_roll_not_written(empty, play):
    """#2 shaded (5.1): the die roll is written in the log."""
    s = empty
    _jail(s)
    p = play(s, 2, "INC event shaded")
    assert p.rules == ["5.1"] and "roll N" in p.text()


def test_shaded_gandhi_is_not_an_activist(empty, play):
    """#2 shaded (5.1): Activists only, not Gandhi."""
    s = empty
    s.gandhi = terms.JAIL
    p = play(s, 2, "INC event shaded: roll 1; release gandhi to UP")
    assert p.rules == ["5.1"] and "carries out no part of the text" in p.text()
    assert s.gandhi == terms.JAIL


def test_shaded_candidates_only_while_activists_are_in_jail(empty, sid):
    """Shaded (IT:2949, "Rilasciate il doppio di un tiro di dado di Attivisti da Prigione a
    qualsiasi spazio"; 5.1.1): with no Activist in Jail no space is listed (the release is
    refused); with 1 Congress Activist there, every space, 1 each."""
    from gandhi_cli.notation.parse import parse
    from gandhi_cli.rules.activity import Turn
    from gandhi_cli.rules.events import event_class

    def clause_after_roll(state):
        ev = event_class(2, "shaded")(Turn(state, terms.INC, "<test>", []))
        ev.do(parse("INC event shaded: roll 3", "<t>").statements[0].steps[0])
        return ev, ev.sequence.clauses[1]

    ev, release = clause_after_roll(empty)
    assert release.candidates(ev) == []
    empty.jail[terms.INC_ACTIVISTS] = 1
    ev, release = clause_after_roll(empty)
    assert dict(release.candidates(ev)) == {s: 1 for s in empty.spaces}


def test_shaded_roll_missing_is_one_finding(empty, play, sid):
    """#2 shaded (5.1): "twice a die roll" with no roll written: the missing roll is the one
    finding; the releases written are not measured against a roll of 0."""
    s = empty
    _jail(s)
    p = play(s, 2, "INC event shaded: release 4 INC to UP")
    assert p.rules == ["5.1"] and "roll N" in p.text()
    assert s.spaces[sid("UP")].inc_activists == 4
