"""Issue #35 item 1: an Operation in no space (2.3.4, IT:357-358 "una Operazione (3.0) in uno o
più spazi"; 2.3.5, IT:367 "una Operazione in un solo spazio"; IT:369 lets a faction carry out the
parts off the map besides its space, not instead of it)."""

from __future__ import annotations

from gandhi_cli.core.replay import replay_text

HEAD = "[Scenario short]\n[Deck 2 3 5 6 7 8]\n"


def run(body: str):
    return replay_text(HEAD + body, "game.log")


def test_operation_in_no_space_is_reported_2_3_4():
    """2.3.4 (IT:357): the 1st Eligible's Operation is "in uno o più spazi": a Deploy with no step
    chose none and is reported at its statement."""
    r = run("card 2 [RAJ INC ML REV]\nRAJ deploy\n")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.4", 4)]
    assert "no space" in r.violations[0].message


def test_limited_operation_in_no_space_is_reported_2_3_5():
    """2.3.5 (IT:367): "Una Operazione Limitata è una Operazione in un solo spazio": a Limited
    Deploy with no step is no Limited Operation; reported."""
    r = run("card 2 [INC RAJ ML REV]\nINC rally: place 1 INC Gujarat\nRAJ deploy limited\n")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.5", 5)]


def test_operation_in_one_space_is_clean_2_3_5():
    """2.3.5 (IT:367): a Limited Operation in one space is what the 2nd Eligible may do."""
    r = run("card 2 [INC RAJ ML REV]\nINC rally: place 1 INC Gujarat\nRAJ sweep limited: select Delhi\n")
    assert r.violations == []


def test_draft_cannot_finish_an_operation_in_no_space_2_3_4():
    """2.3.4 (IT:357): the draft of an Operation that chose no space cannot end yet."""
    from gandhi_cli.core.game import Game, activity_head
    from gandhi_cli.notation.parse import parse

    game = Game(parse(HEAD, "<t>"))
    for st in parse(HEAD + "card 2 [RAJ INC ML REV]\n", "<t>").statements:
        game.push(st)
    assert game.due().faction == "RAJ"
    assert not game.draft(activity_head("RAJ", "deploy")).options().can_finish
