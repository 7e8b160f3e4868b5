"""Issue #35 item 1, finished: an Operation whose only steps are off the map (a Rally that only
moves an Activist from Out of Play or releases prisoners) chose no space. 2.3.4 (IT:357-358
"Una Operazione (3.0) in uno o più spazi"), 2.3.5 (IT:367 "una Operazione in un solo spazio");
IT:369 "Le Fazioni possono svolgere parti dell'Operazione che non coinvolgono gli spazi sulla
mappa" lets those parts come besides the space, not instead of it (EMPTY-OP-1)."""

from __future__ import annotations

from gandhi_cli.core.replay import replay_text

HEAD = "[Scenario short]\n[Deck 2 3 5 6 7 8]\n"


def run(body: str):
    return replay_text(HEAD + body, "game.log")


def test_rally_only_out_of_play_is_no_operation_2_3_4():
    """2.3.4 (IT:357), IT:369: a Rally whose only step moves 1 Activist from Out of Play to
    Available chose no space: reported at its statement under 2.3.4."""
    r = run("card 2 [INC RAJ ML REV]\nINC rally: out-of-play 1 INC\n")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.4", 4)]
    assert "no space" in r.violations[0].message


def test_rally_only_releasing_prisoners_is_no_operation_2_3_4():
    """2.3.4 (IT:357), 3.3.1 (IT:522-525 "Poi": the release follows the placing), IT:369: a
    Rally that only rolls and releases the Congress Activist in Jail chose no space: reported."""
    r = run("card 2 [INC RAJ ML REV]\nINC rally: roll 1; release 1 INC\n")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.4", 4)]


def test_limited_rally_only_off_the_map_is_no_limited_operation_2_3_5():
    """2.3.5 (IT:367): a Limited Operation is "in un solo spazio": the 2nd Eligible's Limited
    Rally that only moves an Activist from Out of Play chose none: reported under 2.3.5."""
    r = run("card 2 [INC ML RAJ REV]\nINC rally: place 1 INC Gujarat\nML rally limited: out-of-play 1 ML\n")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.5", 5)]


def test_rally_in_a_space_with_its_off_map_part_is_clean_2_3_5_it369():
    """IT:369: the part off the map besides the one space is what 2.3.5 allows."""
    r = run("card 2 [INC ML RAJ REV]\nINC rally: place 1 INC Gujarat\n"
            "ML rally limited: place 1 ML Sind; out-of-play 1 ML\n")
    assert r.violations == []


def test_draft_cannot_finish_a_rally_only_off_the_map_2_3_4():
    """2.3.4 (IT:357), IT:369: after only `out-of-play 1 INC` the draft of the Rally cannot end;
    after a placing it can."""
    from gandhi_cli.core.game import Game, activity_head
    from gandhi_cli.notation import actions as A
    from gandhi_cli.notation.parse import parse

    game = Game(parse(HEAD, "<t>"))
    for st in parse(HEAD + "card 2 [INC RAJ ML REV]\n", "<t>").statements:
        game.push(st)
    draft = game.draft(activity_head("INC", "rally"))
    out = next(s for s in draft.next_steps() if s.verb is A.Verb.OUT_OF_PLAY)
    assert draft.step(out) == []
    assert not draft.options().can_finish
    draft.undo()
    place = next(s for s in draft.next_steps() if s.verb is A.Verb.PLACE)
    assert draft.step(place) == [] and draft.step(out) == []
    assert draft.options().can_finish
