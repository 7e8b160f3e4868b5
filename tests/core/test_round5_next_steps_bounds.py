"""Issue #33 (`Draft.next_steps()` in at most 20 push+pop units): a draft's next steps are the
proposals (`Draft._proposals`) that give no finding when carried out where the steps so far left
the game. `next_steps` carries out only those it cannot tell apart otherwise: a step that no
clause of an Event takes where its text stands (5.1, IT:821-823, JA:931: the text literally, in
its order), a step an activity's handler refuses by its words alone (Rally 3.3.1, IT:510-520,
JA:587; Pakistan Movement 6.3.3, IT:887, JA:1025; Secret Societies 6.3.4, IT:889, JA:1029), is
left out untried; a Redeploy's listed move (6.4.2-6.4.5, IT:901-905, JA:1047-1061) is kept
untried, its `move_problems` asked by the listing; an Event's clauses find the room 5.1.2
measures once a position (IT:835, JA:953: `Clause.prime`).

Each is compared with the brute force — every proposal carried out in a trial, kept if it gives
no finding, in the same order — at positions of the example logs: before each step of the
statement written there (an Event part-way through its text, an Operation after its first
spaces, a Campaign part, a Pass). Then the trials are counted (calls, not time)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from unittest import mock

import pytest
from example_games import before_each

from gandhi_cli.core import draft as draft_module
from gandhi_cli.core.draft import Draft
from gandhi_cli.core.game import DueKind, Game
from gandhi_cli.core.runs import EventRun
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import to_action
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import Play

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EVERY = 1 if os.environ.get("GANDHI_SLOW") == "1" else 3


def brute_force(draft: Draft) -> list[A.ActionStep]:
    """Every proposal carried out in a trial where the draft stands, kept if it gives no finding."""
    run = draft.run
    assert run is not None
    kept = []
    for step in list(draft._proposals(run, run.current)):
        with draft.trial() as found:
            draft.step(step)
        if not found:
            kept.append(step)
    return kept


def _head(action: A.FactionAction) -> A.FactionAction:
    if action.choice == A.Choice.ACTIVITY:
        return replace(action, parts=tuple(replace(p, steps=()) for p in action.parts))
    return replace(action, steps=())


def _written(draft: Draft, action: A.FactionAction, upto: int) -> bool:
    """Write the first `upto` steps of `action` on `draft` (moving to its next parts as they
    come); False if it has fewer."""
    parts = action.parts if action.choice == A.Choice.ACTIVITY else (None,)
    n = 0
    for i, part in enumerate(parts):
        if i:
            draft.next_part()
        for step in part.steps if part is not None else action.steps:
            if n == upto:
                return True
            draft.step(step)
            n += 1
    return n == upto


def positions(every: int = EVERY) -> Iterator[tuple[str, Game, A.FactionAction, int]]:
    """(where, the game, the statement written there, how many of its steps are written) at every
    `every`-th statement of a faction (2.3.2, 6.0) in the example logs, before each of its steps."""
    n = 0
    for path, _, game, statement in before_each():
        due = game.due()
        if isinstance(statement, Play) and due.kind in (DueKind.ACT, DueKind.PART) and due.faction:
            action = to_action(statement)
            if n % every == 0 and isinstance(action, A.FactionAction):
                count = (sum(len(p.steps) for p in action.parts) if action.choice == A.Choice.ACTIVITY
                         else len(action.steps))
                for upto in range(count + 1):
                    yield f"{path.name}:{statement.pos.line}+{upto}", game, action, upto
            n += 1


def _listed(game: Game, action: A.FactionAction, upto: int, ask) -> list[A.ActionStep] | None:
    with game.draft(_head(action)) as draft:
        if not _written(draft, action, upto) or draft.run is None:
            return None
        return ask(draft)


def test_next_steps_is_the_brute_force_in_the_example_logs():
    """5.1 (IT:821-823), 5.1.2 (IT:835), 3.3.1, 6.3.3-6.3.4, 6.4.2-6.4.5: at positions of the
    example logs, before each step of the statement written there, `next_steps()` gives the steps
    the brute force keeps (every proposal carried out, kept if it gives no finding), in its order:
    a fresh draft for each, so the brute force owes nothing to what `next_steps` primes."""
    compared = events = activities = 0
    for where, game, action, upto in positions():
        expected = _listed(game, action, upto, brute_force)
        if expected is None:
            continue
        got = _listed(game, action, upto, Draft.next_steps)
        assert got == expected, where
        compared += 1
        events += action.choice == A.Choice.EVENT
        activities += action.choice == A.Choice.ACTIVITY
    assert compared > 100 and events > 20 and activities > 50, (compared, events, activities)


def test_an_event_tries_only_the_steps_its_clauses_may_take():
    """5.1 (IT:821-823): a step that no clause of the text takes where it stands gives a finding
    ("carries out no part of the text", or out of the text's order), and so does one the clause
    taking it at once finds a problem with before carrying it out (`Event.problems_now`: the
    amount a text fixes, the box a piece comes from or goes to, 5.1.1, 5.1.3): `next_steps`
    carries out neither, and each such step is one the trial refuses. Counted over the Events
    of the example logs: at most a third of the proposals are carried out (all of them were before
    issue #33; about a fifth at the default size, 27% at every position with GANDHI_SLOW=1)."""
    proposed = tried = probed = 0
    for where, game, action, upto in positions(every=EVERY * 2):
        if action.choice != A.Choice.EVENT:
            continue
        with game.draft(_head(action)) as draft:
            if not _written(draft, action, upto):
                continue
            run = draft.run
            assert isinstance(run, EventRun)
            steps = list(draft._proposals(run, run.current))
            proposed += len(steps)
            with mock.patch.object(Draft, "_try", autospec=True, side_effect=Draft._try) as trial:
                kept = draft.next_steps()
            tried += trial.call_count
            for step in steps:
                if not run.event.refuses(step) and draft._problems_first(run, step):
                    probed += 1
                    assert step not in kept, (where, step)
                    with draft.trial() as found:
                        draft.step(step)
                    assert found, (where, step)
    assert proposed > 500 and probed > 50, (proposed, probed)
    assert tried * 3 <= proposed, (tried, proposed)


@pytest.mark.parametrize("faction,name", [("INC", "rally"), ("ML", "rally")])
def test_rally_leaves_out_untried_what_its_steps_refuse_by_their_words(faction, name):
    """3.3.1 (IT:510-520, JA:587): Rally places the faction's own Activists, only the League
    replaces Activists with a Base, and releases go from Jail to Available: a proposal the
    handler refuses by its words alone is not carried out, and the steps kept are the brute
    force's."""
    log = parse_file(EXAMPLES / "all-operations.log")
    game = Game(log)
    head = A.FactionAction(A.Faction(faction), A.Choice.ACTIVITY,
                           parts=(A.ActionPart(A.ActivityName(name)),))
    with game.draft(head, apart=True) as draft:
        expected = brute_force(draft)
    with game.draft(head, apart=True) as draft:
        run = draft.run
        assert run is not None
        steps = list(draft._proposals(run, run.current))
        refused = [s for s in steps if run.current.refuses(s)]
        with mock.patch.object(Draft, "_try", autospec=True, side_effect=Draft._try) as trial:
            got = draft.next_steps()
    assert got == expected
    assert refused and trial.call_count == len(steps) - len(refused)
    assert not any(s in got for s in refused)


def test_a_redeploy_keeps_its_listed_moves_untried():
    """6.4.2-6.4.5 (IT:901-905, JA:1047-1061): a Redeploy's move is judged by its entry rule
    (`move_problems`, which `candidate_moves` asks); one listed is carried out with no finding,
    so `next_steps` keeps it untried. At each step of the Redeploys of the example logs, the
    steps are the brute force's and no move is carried out to judge it."""
    seen = 0
    for where, game, action, upto in positions(every=1):
        if action.choice != A.Choice.ACTIVITY or action.parts[0].name.value != "redeploy":
            continue
        expected = _listed(game, action, upto, brute_force)
        with game.draft(_head(action)) as draft:
            assert _written(draft, action, upto)
            with mock.patch.object(draft_module, "_doing", side_effect=draft_module._doing) as doing:
                got = draft.next_steps()
            moves_tried = [c.args[0] for c in doing.call_args_list if c.args[0].verb == A.Verb.MOVE]
        assert got == expected, where
        assert any(s.verb == A.Verb.MOVE for s in got) and not moves_tried, where
        seen += 1
    assert seen >= 8, seen
