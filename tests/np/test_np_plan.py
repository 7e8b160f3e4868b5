"""The Plan a Non-Player builds its move on (issue #22): steps carried out on the one live Game by
the rules that replay a log, tried and taken back without a copy; the typed step constructors
write what the notation (docs/notation.md) reads."""

from __future__ import annotations

import pytest
from npboard import blank, put

from gandhi_cli.core.game import Game
from gandhi_cli.model import terms
from gandhi_cli.notation.convert import parse_actions
from gandhi_cli.np import steps as S
from gandhi_cli.np.plan import Plan


def snapshot(state) -> str:
    return repr(sorted((sid, sorted((k, v) for k, v in vars(sp).items() if not k.startswith("_")))
                       for sid, sp in state.spaces.items())) + repr(
        (state.out_of_play, state.jail, state.gandhi, state.restraint, state.unity))


def test_a_plan_changes_the_live_board_and_close_takes_it_all_back():
    s = blank()
    before = snapshot(s)
    game = Game.at(s, {terms.RAJ})
    with Plan(game, terms.RAJ, apart=True) as plan:
        assert plan.begin("deploy") == []
        assert plan.do(S.place("delhi", [(terms.TROOPS, 2), (terms.SEPOYS, 1)])) == []
        assert plan.board is s and s.spaces["delhi"].troops == 2  # the live board, no copy
        with plan.trial():
            plan.do(S.place("bombay", [(terms.TROOPS, 1)]))
            assert s.spaces["bombay"].troops == 1
        assert s.spaces["bombay"].troops == 0 and len(plan.steps()) == 1  # the trial is taken back
        assert plan.text() == "RAJ deploy: place 2T 1S delhi"
    assert snapshot(s) == before


def test_3_2_1_a_step_the_rules_refuse_gives_its_finding_at_once():
    """3.2.1: Deploy places cubes in Cities (a Province is refused as the replay refuses it)."""
    s = blank()
    game = Game.at(s, {terms.RAJ})
    with Plan(game, terms.RAJ, apart=True) as plan:
        plan.begin("deploy")
        found = plan.do(S.place("punjab", [(terms.TROOPS, 1)]))
        assert found and found[0].rule.startswith("3.2.1")
        assert plan.found == found


def test_6_4_a_campaign_part_tried_apart_twice_is_not_a_second_one():
    """6.4: one Redeploy per faction in a Campaign round; a part tried on a plan and taken back
    leaves nothing behind, so trying it again is no "second Redeploy"."""
    s = blank()
    put(s, "delhi", troops=2)
    game = Game.at(s, {terms.RAJ})
    for _ in range(2):
        with Plan(game, terms.RAJ, apart=True) as plan:
            plan.begin("redeploy")
            assert plan.do(S.move(["delhi", "bombay"], [(terms.TROOPS, 1)])) == []
            assert plan.end_findings() == []


@pytest.mark.parametrize("step, text", [
    (S.place("delhi", [(terms.TROOPS, 1), (terms.SEPOYS, 3)]), "place 1T 3S delhi"),
    (S.place("delhi", [(terms.SEPOYS, 1)], from_box="oop"), "place 1S from oop delhi"),
    (S.remove("punjab", [(terms.INC_ACTIVISTS, 1), ("guerrillas_active", 2)]), "remove 1 INC 2 active punjab"),
    (S.remove("bihar", markers=("protest",)), "remove protest bihar"),
    (S.remove("delhi", [(terms.TROOPS, 1)], to="oop"), "remove 1T delhi to oop"),
    (S.move(["delhi", "punjab"], [(terms.TROOPS, 2)]), "move 2T delhi>punjab"),
    (S.arrest("punjab", [(terms.GANDHI, 1)]), "arrest gandhi punjab"),
    (S.activate("bengal", [(terms.ML_ACTIVISTS, 2)]), "activate 2 ML bengal"),
    (S.replace("sind", "protest", [(terms.ML_ACTIVISTS, 1)]), "replace protest with 1 ML sind"),
    (S.add("sind", "muslim_state"), "add muslim-state sind"),
    (S.shift("bihar", -1), "shift bihar -1"),
    (S.set_level("punjab", terms.NEUTRAL), "set punjab neutral"),
    (S.select("punjab"), "select punjab"),
    (S.roll(4), "roll 4"),
    (S.out_of_play([(terms.SEPOYS, 2)]), "out-of-play 2S"),
    (S.restraint(1), "restraint +1"),
    (S.unity(-2), "unity -2"),
    (S.resources(terms.ML, 3), "resources ML +3"),
    (S.transfer(2, terms.REV), "transfer 2 to REV"),
    (S.target(terms.INC, terms.ML), "target INC, ML"),
    (S.ineligible(terms.REV), "ineligible REV"),
])
def test_each_step_constructor_writes_what_the_notation_reads(step, text):
    """docs/notation.md: the typed step is the one the parser makes of its text."""
    parsed = parse_actions(f"RAJ event unshaded: {text}\n")
    assert not parsed.errors
    assert parsed.actions[0].steps == (step,)


def test_5_1_a_tried_step_leaves_no_trace_in_the_events_own_bookkeeping():
    """#50 RSS Paramilitaries unshaded (5.1): "belonging to 2 Factions (at least 1 piece from
    each)". A step tried and taken back must not change what the clause has seen: taking 4
    Guerrillas alone, with Sepoys on the map, is still reported at the end (a Non-Player once
    played it so, the trial having left the clause blind)."""
    s = blank()
    s.current_card = 50
    s.deck = [c for c in s.deck if c != 50]
    s.place(terms.SEPOYS, "united-provinces", 3)
    s.place(terms.GUERRILLAS, "bihar", 4)
    game = Game.at(s, {terms.RAJ})
    with Plan(game, terms.RAJ, choice="event", side="unshaded", apart=True) as plan:
        with plan.trial():
            plan.do(S.remove("united-provinces", [(terms.SEPOYS, 1)], to="oop"))
        assert plan.do(S.remove("bihar", [("guerrillas_hidden", 4)], to="oop")) == []
        assert any(f.rule == "5.1" and "2 Factions" in f.message for f in plan.end_findings())


def test_5_1_2_listing_a_later_clause_does_not_begin_it():
    """#38 Lahore Resolution unshaded: "Remove 1 Muslim State or any 1 Base, then set that space
    to Passive Support". Asking the second clause what it may take before the removal (as a
    Non-Player weighs its steps) must not fix its room at 0: leaving the setting out after the
    removal is still "less of the text than was possible" (5.1.2)."""
    s = blank()
    s.current_card = 38
    s.deck = [c for c in s.deck if c != 38]
    s.spaces["west-bengal"].muslim_state = True
    game = Game.at(s, {terms.RAJ})
    with Plan(game, terms.RAJ, choice="event", side="unshaded", apart=True) as plan:
        ev = plan.activity
        assert ev.sequence.clauses[1].candidates(ev) == []  # nothing removed yet: no space there
        assert plan.do(S.remove("west-bengal", markers=("muslim-state",))) == []
        assert [x for x, _ in ev.sequence.clauses[1].candidates(ev)] == ["west-bengal"]
        assert any(f.rule == "5.1.2" for f in plan.end_findings())
