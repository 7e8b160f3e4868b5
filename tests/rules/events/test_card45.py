"""#45 Gandhi Calls for a Boycott of Liquor (5.1, 2.3.6)."""

from gandhi_cli.core.replay import replay_text

HEAD = "[Scenario short]\n[Deck 45 2]\n"


def test_unshaded_chosen_faction_ineligible_executing_stays_eligible():
    """Unshaded: the faction chosen is Ineligible for the next card, the executing one stays
    Eligible (2.3.6)."""
    r = replay_text(HEAD + "card 45 [INC RAJ ML REV]\nINC event unshaded: ineligible ML\nRAJ pass\nML pass\nREV pass\n"
                    "card 2 [INC RAJ ML REV]\nINC pass\nRAJ pass\nML pass\n", "g.log")
    assert [f.rule for f in r.violations] == ["2.3.1"]  # ML may not act on card 2
    assert r.violations[0].line == 11


def test_unshaded_no_faction_chosen(empty, play):
    """Unshaded: the choice is written (`ineligible X`)."""
    p = play(empty, 45, "INC event unshaded")
    assert p.rules == ["5.1"] and "ineligible" in p.text()


def test_shaded_three_per_protest(short, play):
    """Shaded: Raj Resources -3 per Protest marker on the map (2 in the Short set-up)."""
    p = play(short, 45, "INC event shaded: resources RAJ -6")
    assert p.clean and short.resources["RAJ"] == 26


def test_shaded_wrong_amount(short, play):
    """Shaded: the amount follows the Protests on the map."""
    p = play(short, 45, "INC event shaded: resources RAJ -3")
    assert p.rules == ["5.1"] and "-6, not -3" in p.text()
