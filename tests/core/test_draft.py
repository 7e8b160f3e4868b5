"""What `Game.legal()` and a statement's draft offer (issue #21), each case from a position built
for it and checked against the rule text: a pair 4.1.2 forbids is not offered, an Operation that
can choose no space is not offered (3.1.1, 3.1.5), the SA orders 4.1 allows are, a Special
Activity's spaces are those open after the Operation's steps (3.1.1, 4.1.1, 4.5.3), a count limit
holds as spaces are chosen (3.3), a Pass offers only what 2.3.3 allows, and a Campaign part that
must still move pieces cannot end (6.4.3). Each case also pushes what was offered: no finding."""

from __future__ import annotations

from pathlib import Path

import pytest

from gandhi_cli.core.game import DueKind, Game, activity_head as head, play_through
from gandhi_cli.model import terms
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.parse import parse, parse_file

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def due_for(faction: str, scenario: str = "short", seed: int = 0) -> Game:
    """A game at the first card of `scenario`, the factions before `faction` having Passed
    (2.3.3), so `faction` is 1st Eligible with every option (2.3.4)."""
    game = Game(parse(f"[Scenario {scenario}]\n[Seed {seed}]\n", "<t>"))
    game.push(A.CardAction(game.due().name, tuple(A.Faction(f) for f in
                                                   [faction] + [g for g in terms.FACTIONS if g != faction])))
    assert game.due().faction == faction
    return game


def step_in(draft, space: str, verb: A.Verb | None = None) -> A.ActionStep:
    """An offered next step naming `space` (of `verb`, if given)."""
    for s in draft.next_steps():
        if (verb is None or s.verb == verb) and any(isinstance(a, A.SpaceName) and a.name == space for a in s.args):
            return s
    raise AssertionError(f"no step offered in {space}")


def names_of(cand) -> tuple[str, ...]:
    return tuple(p.name.value for p in cand.action.parts)


def test_pairs_4_1_2_forbids_are_not_offered():
    """4.1.2 (IT:636-640): Assassinate accompanies only Unrest; Negotiate only Rally, Demonstrate
    or Civil Disobedience. legal() offered every Operation with every SA."""
    rev = {names_of(c) for c in due_for(terms.REV).legal() if len(c.action.parts) == 2}
    assert ("unrest", "assassinate") in rev
    assert not {("attack", "assassinate"), ("march", "assassinate"), ("rally", "assassinate")} & rev
    inc = {names_of(c) for c in due_for(terms.INC).legal() if len(c.action.parts) == 2}
    assert ("rally", "negotiate") in inc and ("non-cooperation", "negotiate") not in inc


def test_an_operation_that_can_choose_no_space_is_not_offered():
    """3.1.1, 3.1.5, 3.4 (IT:571): the Revolutionaries pay 1 Resource for each space of their
    Operations as it is chosen; with none, a player's Operation can choose no space and is not
    offered (plain legal() offered them all)."""
    game = due_for(terms.REV)
    game.state.set_resources(terms.REV, 0)
    cands = game.legal()
    assert not [c for c in cands if len(c.action.parts) == 1]
    # with its Special Activity first (4.1) only where the SA opens a space: Aid gains Resources
    # as it Activates a Guerrilla (4.5.1, IT:689); Infiltrate gains none (4.5.2)
    pairs = {names_of(c): c.orders for c in cands if len(c.action.parts) == 2}
    assert pairs and all(orders == ((sa, op),) for (op, sa), orders in pairs.items())
    assert {sa for _, sa in pairs} == {"aid"}
    game.state.set_resources(terms.REV, 5)
    assert "attack" in {names_of(c)[0] for c in game.legal() if c.action.parts}


def test_sa_orders_4_1_allows_are_offered():
    """4.1 (IT:632-634): the Special Activity may come before, during or after its Operation;
    Assassinate, done in a space chosen for Unrest (4.5.3), cannot come first."""
    inc = {names_of(c): c.orders for c in due_for(terms.INC).legal() if len(c.action.parts) == 2}
    assert ("negotiate", "rally") in inc["rally", "negotiate"]
    assert ("rally", "negotiate", "rally") in inc["rally", "negotiate"]
    rev = {names_of(c): c.orders for c in due_for(terms.REV).legal() if len(c.action.parts) == 2}
    assert ("assassinate", "unrest") not in rev["unrest", "assassinate"]
    assert ("unrest", "assassinate") in rev["unrest", "assassinate"]


def test_negotiate_is_not_offered_in_the_operations_space():
    """3.1.1, 4.1.1, 4.3.1 (IT:390, IT:650): Negotiate may not choose a space the Operation chose;
    a listing made before the Operation offered it there."""
    game = due_for(terms.INC)
    first = {o.space for o in game.draft(head(terms.INC, "negotiate", "rally")).options().spaces}
    draft = game.draft(head(terms.INC, "civil-disobedience", "negotiate"))
    ops = {o.space for o in draft.options().spaces}
    space = sorted(first & ops)[0]
    assert draft.step(step_in(draft, space)) == []
    draft.next_part()
    after = {o.space for o in draft.options().spaces}
    assert space not in after and after == first - {space}


def test_assassinate_is_offered_where_unrest_was_chosen():
    """4.5.3 (IT:706): Assassinate acts in a space chosen for Unrest in this turn: none before the
    Operation, that space after it (the listing before the Operation was always empty)."""
    game = due_for(terms.REV)
    assert game.draft(head(terms.REV, "assassinate", "unrest")).options().spaces == ()
    draft = game.draft(head(terms.REV, "unrest", "assassinate"))
    space = draft.options().spaces[0].space
    assert draft.step(step_in(draft, space)) == []
    draft.next_part()
    assert [o.space for o in draft.options().spaces] == [space]
    found = draft.step(next(s for s in draft.next_steps()))
    assert found == [] and draft.options().can_finish


def test_rally_limit_holds_as_spaces_are_chosen():
    """3.3 (IT:477-480): Congress chooses at most Restraint spaces without a Protest or Gandhi;
    with Restraint 1, once one is chosen the others are no longer offered."""
    game = due_for(terms.INC)
    game.state.restraint = 1
    draft = game.draft(head(terms.INC, "rally"))
    state = game.state
    free = {sid for sid in state.spaces if state.spaces[sid].protest or state.gandhi == sid}
    listed = [o.space for o in draft.options().spaces]
    plain = [s for s in listed if s not in free]
    assert len(plain) >= 2
    assert draft.step(step_in(draft, plain[0])) == []
    after = {o.space for o in draft.options().spaces}
    assert plain[0] in after and not (set(plain[1:]) & after)
    assert after - {plain[0]} <= free
    with game.trial(draft.action()) as found:
        assert [f for f in found if not f.note] == []


def test_a_pass_offers_only_what_2_3_3_allows():
    """2.3.3 (IT:330-333): the Raj gains Resources and moves nothing; Congress may move one
    Activist (its own or the League's) from Out of Play, if one is there — not a Troop."""
    game = due_for(terms.RAJ)
    game.state.out_of_play[terms.INC_ACTIVISTS] = 1
    raj = game.draft(A.FactionAction(A.Faction.RAJ, A.Choice.PASS))
    assert raj.next_steps() == [] and raj.options().can_finish
    game = due_for(terms.INC)
    game.state.out_of_play[terms.INC_ACTIVISTS] = 1
    game.state.out_of_play[terms.ML_ACTIVISTS] = 0
    game.state.out_of_play[terms.TROOPS] = 2
    inc = game.draft(A.FactionAction(A.Faction.INC, A.Choice.PASS))
    offered = [(s.verb, s.args) for s in inc.next_steps()]
    assert offered == [(A.Verb.OUT_OF_PLAY, (A.PieceCount(1, A.PieceKind.INC_ACTIVISTS),))]


@pytest.fixture(scope="module")
def redeploy_position() -> Game:
    """examples/short-game.log just before the Raj's Redeploy of its first Campaign round."""
    log = parse_file(EXAMPLES / "short-game.log")
    line = next(i for i, text in enumerate((EXAMPLES / "short-game.log").read_text().splitlines(), 1)
                if text.startswith("RAJ redeploy"))
    return play_through(log, stop_line=line - 1)


def test_redeploy_cannot_end_while_pieces_must_leave_the_railways(redeploy_position):
    """6.4.3-6.4.5 (IT:1088-1101): Redeploy moves pieces as its rule requires; the draft lists its
    moves, and where pieces still must move it cannot end with no step."""
    game = redeploy_position
    due = game.due()
    assert due.kind == DueKind.PART and due.faction == terms.RAJ
    draft = game.draft(head(terms.RAJ, "redeploy"))
    opts = draft.options()
    assert opts.moves, "Redeploy's moves are listed"
    if not opts.can_finish:
        assert draft.end_findings()
    mv = opts.moves[0]
    step = A.ActionStep(A.Verb.MOVE, (A.PieceCount(1, A.PieceKind(mv.kind)),
                                      A.Path(tuple(A.SpaceName(s) for s in mv.route))))
    assert draft.step(step) == []


def test_4_5_1_aid_offers_flipping_all_the_active_guerrillas_of_a_space():
    """4.5.1 (Aid: "flip all Active Guerrillas in the space Hidden", as `on_hide` checks it): with 2
    Active Guerrillas in Punjab the draft's next steps include `hide 2G punjab`, the only hide the
    rules accept there (one-unit steps alone offered none: `legal()` then missed Aid written before
    an Unrest it makes possible)."""
    from gandhi_cli.model import scenario

    s = scenario.setup("short", seed=1)
    s.audit = False
    for sid in s.spaces:
        sp = s.spaces[sid]
        sp.guerrillas_active = sp.guerrillas_hidden = 0
    s.spaces["punjab"].guerrillas_active = 2
    s.resources[terms.REV] = 5
    game = Game.at(s, {terms.REV})
    draft = game.draft(head("REV", "aid"), apart=True)
    hides = [st for st in draft.next_steps() if st.verb == A.Verb.HIDE]
    assert hides and all(st.args[0].count == 2 for st in hides)
    assert draft.step(hides[0]) == []


def test_3_4_1_rally_offers_a_base_for_as_many_guerrillas_as_unity():
    """3.4.1 (IT:580): a Rally may "replace a number of Guerrillas there equal to the Unity value
    with a Revolutionary Base". With Unity 3 and 3 Guerrillas in Punjab, the draft offers
    `replace 3G punjab with 1 RB` (one-unit steps alone offered only `replace 1G`, which the
    Rally refuses: `legal()` then offered Rallies nobody could write)."""
    from gandhi_cli.model import scenario

    s = scenario.setup("short", seed=1)
    s.audit = False
    for sid in s.spaces:
        sp = s.spaces[sid]
        sp.guerrillas_active = sp.guerrillas_hidden = sp.rev_bases = 0
    s.spaces["punjab"].guerrillas_hidden = 3
    s.unity = 3
    s.resources[terms.REV] = 5
    game = Game.at(s, {terms.REV})
    draft = game.draft(head("REV", "rally"), apart=True)
    bases = [st for st in draft.next_steps() if st.verb == A.Verb.REPLACE]
    assert [st.args[0].count for st in bases] == [3]
    assert draft.step(bases[0]) == []
