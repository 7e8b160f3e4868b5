"""#12 Assault on the Dharasana Salt Works (5.1, 5.1.2, 2.3.6)."""

from gandhi_cli.core.replay import replay_text
from gandhi_cli.model import terms


def _board(s, sid):
    for name in ("Bihar", "UP"):
        s.place(terms.SEPOYS, sid(name), 1)
        s.place(terms.INC_ACTIVISTS, sid(name), 2)
        s.place_protest(sid(name), for_event=True)
    s.place(terms.ML_ACTIVISTS, sid("UP"), 1)


def test_unshaded_replaces_protests_and_arrests_all(empty, play, sid):
    """Unshaded: in 2 spaces with cubes and Protest, Protest -> Unrest, all Activists to Jail."""
    s = empty
    _board(s, sid)
    p = play(s, 12, "RAJ event unshaded: remove protest Bihar; add unrest Bihar; arrest 2 INC Bihar; "
                    "remove protest UP; add unrest UP; arrest 2 INC 1 ML UP")
    assert p.clean, p.text()
    for name in ("Bihar", "UP"):
        sp = s.spaces[sid(name)]
        assert not sp.protest and sp.unrest == 1 and sp.activists == 0
    assert s.jail[terms.INC_ACTIVISTS] == 4 and s.jail[terms.ML_ACTIVISTS] == 1


def test_unshaded_not_all_arrested(empty, play, sid):
    """Unshaded: 'all Activists there'."""
    s = empty
    _board(s, sid)
    p = play(s, 12, "RAJ event unshaded: remove protest Bihar; add unrest Bihar; arrest 2 INC Bihar; "
                    "remove protest UP; add unrest UP; arrest 2 INC UP")
    assert p.rules == ["5.1"] and "1 Congress Activists or Muslim League Activists left in United Provinces" in p.text()


def test_unshaded_protest_space_without_cubes(empty, play, sid):
    """Unshaded: the spaces have cubes and Protest."""
    s = empty
    _board(s, sid)
    s.place_protest(sid("WB"), for_event=True)
    p = play(s, 12, "RAJ event unshaded: remove protest WB; add unrest WB; remove protest UP; add unrest UP; "
                    "arrest 2 INC 1 ML UP")
    assert p.rules == ["5.1"] and "West Bengal is not with cubes" in p.text()


def test_shaded_protests_restraint_and_stays_eligible():
    """Shaded: Protests in up to 3 spaces with Activists, Restraint -1, and the executing faction
    stays Eligible (2.3.6): Congress may act again on the next card."""
    log = ("[Scenario short]\n[Deck 12 2]\ncard 12 [INC RAJ ML REV]\n"
           "INC event shaded: add protest Delhi; add protest Bihar; restraint -1\nRAJ pass\nML pass\nREV pass\n"
           "card 2 [INC RAJ ML REV]\nINC pass\n")
    r = replay_text(log, "g.log")
    assert r.violations == [], [str(f) for f in r.violations]
    s = r.state
    assert s.restraint == 2
    assert s.spaces[s.map.resolve("Delhi")].protest and s.spaces[s.map.resolve("Bihar")].protest


def test_shaded_protest_where_no_activist(short, play):
    """Shaded: spaces with Activists (Madras has none)."""
    p = play(short, 12, "INC event shaded: add protest Madras; restraint -1")
    assert p.rules == ["5.1"] and "with Activists" in p.text()
