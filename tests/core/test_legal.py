"""Agreement of `Game.legal()` with the checker (issue #16): over positions taken from the
example logs and from all-Non-Player games (np.driver.play), every choice legal() offers is
accepted by the rules that check a written choice (2.3.1, 2.3.2, 2.3.4: CardTurn.record, and the
replay's reading of a statement as a choice), and every choice it does not offer is refused.
The Non-Player games are committed as logs (tests/core/data/np-games/, written by
benchmarks/make_legal_positions.py) rather than played on every run.

Sizes (issue #31): with GANDHI_SLOW=1 every position of every example log and Non-Player game
(over 2,700; over 2,000 where a faction chooses on a card). In the default run, the same evidence
from fewer positions (about 200): the positions of the example logs (the hand-written cases: every Operation,
Special Activity, Event and Campaign part) every EXAMPLE_STRIDE-th, those of the Non-Player games
every NP_STRIDE-th, and in both the first position of each kind (faction, what is due, the options
open)."""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from example_games import copied
from game_snapshot import everything
from hypothesis import HealthCheck, given, settings, strategies as st

from gandhi_cli.core.engine import FOLLOW_UPS
from gandhi_cli.core.game import DueKind, Game, play_through
from gandhi_cli.io.errors import RuleViolation
from gandhi_cli.model import terms
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import EVENT_OR_PASS, from_action
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import Pos
from gandhi_cli.rules.sequence import ACTIONS, CardTurn

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from make_legal_positions import GAMES, OUT, SCENARIOS, log_path  # noqa: E402 (the script that writes the games)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
REMAKE = "re-run `python benchmarks/make_legal_positions.py` and commit the logs it writes"
SEQUENCE_RULES = {"2.3", "2.3.1", "2.3.2", "2.3.4", "2.3.5", "2.3.6"}
SLOW = os.environ.get("GANDHI_SLOW") == "1"
EXAMPLE_STRIDE, NP_STRIDE = (1, 1) if SLOW else (3, 24)
# the positions where a faction chooses on a card, and the checks made there, at least (2,000 each
# at full size)
MIN_CHOICES = 2000 if SLOW else 150
MIN_CHECKS = 2000 if SLOW else 120
HYPOTHESIS_EXAMPLES = 300 if SLOW else 60  # random (position, choice) draws per property


def _np_log_paths() -> list[Path]:
    """The committed all-Non-Player games (GAMES per scenario: with the example logs, over 2,000
    positions where a faction chooses on a card), in the order they were once played here."""
    return [log_path(scenario, seed) for scenario, seed in itertools.product(SCENARIOS, range(GAMES))]


def test_committed_np_games_replay_clean():
    """2.3: a position is taken only from a legal game, so each committed all-Non-Player game
    must replay with no rules finding (notes aside) and end as a game does (6.1); the folder holds
    exactly the games the positions are taken from."""
    from gandhi_cli.core.replay import replay

    found = sorted(p.name for p in OUT.glob("*.log"))
    assert found == sorted(p.name for p in _np_log_paths()), f"{OUT} does not hold the expected games: {REMAKE}"
    for path in _np_log_paths():
        result = replay(parse_file(path))
        assert result.violations == [], (
            f"{path.name} no longer replays clean under the rules: {REMAKE}",
            [str(f) for f in result.violations])
        assert result.verdict is not None and result.verdict.game_over, f"{path.name} does not end: {REMAKE}"


@pytest.fixture(scope="module")
def positions() -> list[Game]:
    logs = [(parse_file(p), EXAMPLE_STRIDE) for p in sorted(EXAMPLES.glob("*.log"))]
    logs += [(parse_file(p), NP_STRIDE) for p in _np_log_paths()]
    out: list[Game] = []
    kinds: set = set()
    n = 0
    for log, stride in logs:
        game = Game(log)
        for statement in log.statements:
            due = game.due()
            if due.kind in (DueKind.ACT, DueKind.PART, DueKind.FOLLOW_UP) and due.faction is not None:
                kind = (due.kind, due.faction, tuple(sorted(due.options or ())))
                raj = due.faction == "RAJ" and n % max(1, stride // 4) == 0  # Deploy's moves are rarer
                if n % stride == 0 or kind not in kinds or raj:
                    out.append(copied(game))
                kinds.add(kind)
                n += 1
            game.push(statement)
            if game.over():
                break
    return out


@pytest.fixture(scope="module")
def act_positions(positions) -> list[Game]:
    """The positions where a faction chooses on a card (2.3.2)."""
    return [g for g in positions if g.due().kind == DueKind.ACT]


def _turn_copy(turn: CardTurn) -> CardTurn:
    return CardTurn(turn.card, turn.order, turn.eligible, list(turn.done))


@contextmanager
def _tried(game: Game, action: A.FactionAction, at: Pos, positions: dict) -> Iterator[list]:
    """Push `action` into the position itself and take it back (`Game.pop`) when done: the
    findings it gave (no copy of the Game: issue #33); `game_snapshot.everything`
    checks, once a position is done with, that every trial was taken back."""
    found = game.push(action, at, positions)
    try:
        yield found
    finally:
        game.pop()


def test_legal_agrees_with_the_sequence_checker(positions):
    """2.3.2, 2.3.4: at every position, each offered statement reads as the choice legal() says
    and CardTurn.record accepts it; every other (faction, choice) on the card is refused."""
    assert len(positions) >= MIN_CHOICES
    for game in positions:
        due = game.due()
        cands = game.legal()
        assert cands, due
        if due.kind != DueKind.ACT:  # what is due comes first (a Campaign part, a follow-up, 6.0)
            assert cands[0].action.parts[0].name.value == due.name
            continue
        turn = game.card_view()
        # the choices on the card (a player's open follow-up is offered beside them, 3.2.4)
        cands = [c for c in cands if c.choice in ACTIONS]
        offered = {c.choice for c in cands}
        for cand in cands:
            statement = from_action(cand.action, Pos(1, 1))
            assert game.engine.choice(statement) == cand.choice
            _turn_copy(turn).record(due.faction, cand.choice)  # raises if the checker refuses it
        for faction, choice in itertools.product(terms.FACTIONS, ACTIONS):
            if faction == due.faction and choice in offered:
                continue
            if faction == due.faction and choice in due.options:
                continue  # open on the card, not offered: no Operation can choose a space now (3.1.1)
            with pytest.raises(RuleViolation):
                _turn_copy(turn).record(faction, choice)


def _sequence_findings(game: Game, action: A.FactionAction) -> list[str]:
    """The 2.3 findings of `action` pushed whole. Pushed with no step, an Operation chooses no
    space, which 2.3.4/2.3.5 report too (EMPTY-OP-1, issue #35): that finding is about the
    statement's missing steps, not about the choice, and is left out."""
    line = 10**6  # past every statement: the findings' place does not matter here
    with _tried(game, action, Pos(line, 1), {}) as found:
        return [f.rule for f in found if f.rule in SEQUENCE_RULES and "chooses no space" not in f.message]


@settings(max_examples=HYPOTHESIS_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_offered_choices_pushed_give_no_sequence_finding_and_mutations_do(act_positions, data):
    """Pushed whole (no steps), an offered choice gives no 2.3 finding; the same choice by
    another faction, or a choice the card does not offer the faction due, gives one."""
    game = data.draw(st.sampled_from(act_positions))
    due = game.due()
    cands = game.legal()
    cand = data.draw(st.sampled_from(cands))
    assert _sequence_findings(game, cand.action) == []
    other_faction = [f for f in A.Faction if f.value != due.faction]
    if cand.choice == "follow-up":  # a player's follow-up offered beside the choice due: its owner's
        owner = cand.action.faction
        other_faction = [f for f in A.Faction if f != owner]
    other = data.draw(st.sampled_from(other_faction))
    mutated = A.FactionAction(other, cand.action.choice, cand.action.side, cand.action.parts)
    if cand.choice == "follow-up":  # another faction's follow-up: refused under its own rule (3.2.4, 6.8)
        rule = FOLLOW_UPS[cand.action.parts[0].name.value].rule
        with _tried(game, mutated, Pos(10**6, 1), {}) as found:
            assert rule in [f.rule for f in found]
    else:
        assert _sequence_findings(game, mutated) != []
    ops = [c.action for c in cands if c.choice == "limited"]
    if ops and "op" not in due.options:  # only a Limited Operation is open (2.3.4)
        # an Operation written without `limited` and with no SA is read as the Limited one there
        # (2.3.5 "una Operazione in un singolo spazio senza Attività Speciale", LIMITED-1, issue #35)
        full = A.FactionAction(ops[0].faction, A.Choice.ACTIVITY,
                               parts=(A.ActionPart(ops[0].parts[0].name),))
        assert game.engine.choice(from_action(full, Pos(1, 1))) == "op"
        assert _sequence_findings(game, full) == _sequence_findings(game, ops[0]) == []


# ---------------------------------------------------------------- the spaces legal() offers (#16)
# An activity's candidate spaces (Game.candidate_spaces, Activity.space_condition) against its
# own check of a written step that chooses the space: `select X` for the activities that choose
# by selecting (3.1.1, 4.1.1); `place` for Deploy (3.2.1: cubes placed in a City) and the
# Revolutionaries' Rally (3.4.1). Satyagraha chooses by moving Gandhi (4.3.2), Garrison and March
# by moves whose path decides (3.2.2, 3.4.2): their lists are not pushed here.
CHOICE_RULES = {"2.3.5", "3.1.1", "4.1.1"}  # a Limited Operation's one space, a space chosen once
STEP_AT = Pos(10**6, 5)  # the choosing step's place: its own findings are there


def _choosing_step(faction: str, name: str, sid: str) -> A.ActionStep:
    space = A.SpaceName(sid)
    if (faction, name) == ("RAJ", "deploy"):
        return A.ActionStep(A.Verb.PLACE, (A.PieceCount(1, A.PieceKind.TROOPS), space))
    if (faction, name) == ("REV", "rally"):
        return A.ActionStep(A.Verb.PLACE, (A.PieceCount(1, A.PieceKind.GUERRILLAS), space))
    return A.ActionStep(A.Verb.SELECT, (space,))


def _pushed(faction: str, name: str) -> bool:
    from gandhi_cli.rules.catalog import find

    cls = find(faction, name)
    return cls is not None and name != "satyagraha" and (
        hasattr(cls, "on_select") or (faction, name) in (("RAJ", "deploy"), ("REV", "rally")))


def _choice_findings(game: Game, cand, index: int, sid: str) -> tuple[list, int]:
    """Push the candidate with its part `index` choosing `sid` (the other part, if any, without
    steps); the findings of that step about choosing (the activity's rule, 2.3.5, 3.1.1, 4.1.1)
    and the Resources the faction paid. The activity's `finish` (what completes it: removals,
    Activations, ...) is left out, except where the space's condition is checked there
    (`condition_at_end`): only the choosing step is judged."""
    from gandhi_cli.rules.catalog import find

    act = cand.action
    name = act.parts[index].name.value
    cls = find(act.faction.value, name)
    step = _choosing_step(act.faction.value, name, sid)
    parts = tuple(A.ActionPart(p.name, p.limited, (step,) if i == index else ()) for i, p in enumerate(act.parts))
    before = game.state.resources.get(act.faction.value, 0)
    had_finish = "finish" in vars(cls)
    saved = vars(cls).get("finish")
    if not cls.condition_at_end:
        cls.finish = lambda self: None
    try:
        with _tried(game, A.FactionAction(act.faction, act.choice, parts=parts), Pos(STEP_AT.line, 1),
                    {(0, index, 0): STEP_AT}) as found:
            judged = [f for f in found if (f.line, f.column) == (STEP_AT.line, STEP_AT.column)
                      and f.rule in CHOICE_RULES | {cls.rule}]
            paid = before - game.state.resources.get(act.faction.value, 0)
    finally:
        if not cls.condition_at_end:
            if had_finish:
                cls.finish = saved
            else:
                del cls.finish
    return judged, paid


def _space_cases(game: Game):
    """(candidate, part index, offered spaces with costs) for each distinct activity offered."""
    seen = set()
    for cand in game.legal(spaces=True):
        for i, part in enumerate(cand.action.parts):
            key = (part.name.value, part.limited, i)
            if i >= len(cand.spaces) or key in seen or not _pushed(cand.action.faction.value, part.name.value):
                continue
            seen.add(key)
            yield cand, i, {o.space: o.cost for o in cand.spaces[i]}


def test_offered_spaces_are_accepted_and_the_others_refused(act_positions):
    """3.1.1, 4.1.1, 2.3.5 and each activity's rule (3.2.1-3.4.4, 4.2.x-4.5.x): at every position
    where a faction chooses on a card, for each Operation and Special Activity legal() offers,
    one offered space (a different one each time) chosen by a minimal statement gives no finding
    about choosing it, and costs what legal() said where it is paid when chosen (3.1.5); one space
    not offered gives one."""
    from gandhi_cli.rules.catalog import find

    assert len(act_positions) >= MIN_CHOICES
    checked = refused = 0
    for n, game in enumerate(act_positions):
        board, same = [s.id for s in game.state.map], everything(game)
        for cand, i, offered in _space_cases(game):
            faction, name = cand.action.faction.value, cand.action.parts[i].name.value
            if offered:
                sid = sorted(offered)[n % len(offered)]
                judged, paid = _choice_findings(game, cand, i, sid)
                assert judged == [], (faction, name, sid, [str(f) for f in judged])
                if find(faction, name).pays_when_chosen:
                    assert paid == offered[sid], (faction, name, sid)
                checked += 1
            others = [s for s in board if s not in offered]
            if others:
                sid = others[n % len(others)]
                judged, _ = _choice_findings(game, cand, i, sid)
                assert judged != [], (faction, name, sid, "not offered, but the checker accepts it")
                refused += 1
        assert everything(game) == same, n
    assert checked >= MIN_CHECKS and refused >= MIN_CHECKS, (checked, refused)


@settings(max_examples=HYPOTHESIS_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_space_is_offered_exactly_when_the_checker_accepts_it(act_positions, data):
    """3.1.1, 4.1.1, 2.3.5: a space drawn at random, for an activity drawn at random, is offered
    by legal() if and only if choosing it gives no finding about choosing it."""
    game = data.draw(st.sampled_from(act_positions))
    cases = list(_space_cases(game))
    if not cases:
        return
    cand, i, offered = data.draw(st.sampled_from(cases))
    sid = data.draw(st.sampled_from([s.id for s in game.state.map]))
    judged, _ = _choice_findings(game, cand, i, sid)
    assert (judged == []) == (sid in offered), (cand.action, i, sid, [str(f) for f in judged])


def test_raj_space_costs_follow_restraint_and_the_viceroy():
    """3.2.1 (IT:434): Deploy chooses any City and costs Restraint per City with Sepoys placed;
    2.5.1 Lord Willingdon (IT:440) 1 per City, Lord Reading (IT:441) the first space free (any
    space may be the first). 3.2.3: a Railway is never a Sweep destination."""
    game = play_through(parse_file(EXAMPLES / "short-game.log"), stop_line=19)
    assert game.due().faction == "RAJ"
    cities = [s.id for s in game.state.map if s.is_city]
    deploy = game.candidate_spaces("deploy")
    assert [o.space for o in deploy] == cities
    assert {o.cost for o in deploy} == {game.state.restraint} and game.state.restraint > 1
    for viceroy, cost in ((terms.WILLINGDON, 1), (terms.READING, 0)):
        other = play_through(parse_file(EXAMPLES / "short-game.log"), stop_line=19)  # a game of its own
        other.state.viceroy = viceroy
        assert {o.cost for o in other.candidate_spaces("deploy")} == {cost}, viceroy
    sweep = game.candidate_spaces("sweep")
    assert sweep and not any(game.state.map[o.space].is_railway for o in sweep)
    assert game.candidate_spaces("rally") == []  # not a Raj activity


MOVE_AT = Pos(10**6, 7)  # the move step's place: its own findings are there


def _move_findings(game: Game, cand, kind: str, route: tuple[str, ...]) -> list[str]:
    """Push the candidate's first part with one `move 1 KIND A>…>B` step; the findings at that
    step (the activity's rule, 3.2, 3.1.2, 2.3.5 and a step the board cannot carry out)."""
    act = cand.action
    step = A.ActionStep(A.Verb.MOVE, (A.PieceCount(1, A.PieceKind(kind)),
                                      A.Path(tuple(A.SpaceName(s) for s in route))))
    part = act.parts[0]
    with _tried(game, A.FactionAction(act.faction, act.choice, parts=(A.ActionPart(part.name, part.limited, (step,)),)),
                Pos(MOVE_AT.line, 1), {(0, 0, 0): MOVE_AT}) as found:
        return [str(f) for f in found if (f.line, f.column) == (MOVE_AT.line, MOVE_AT.column)]


# the Operations whose moves legal() lists
MOVING = ("sweep", "garrison", "march", "deploy", "demonstrate", "civil-disobedience")


def _move_cases(game: Game):
    """(candidate, offered moves) for each Operation that moves pieces, offered on its own."""
    seen = set()
    for cand in game.legal():
        parts = cand.action.parts
        if len(parts) != 1 or parts[0].name.value not in MOVING or parts[0].name in seen:
            continue
        seen.add(parts[0].name)
        yield cand, game.candidate_moves(parts[0].name.value, parts[0].limited)


def test_offered_moves_are_accepted_and_mutations_refused(act_positions):
    """3.2.2 Garrison, 3.2.3 Sweep (with 3.2: cubes only, not out of Protest spaces; 3.1.2; 2.3.5),
    3.4.2 March (3.1.5: the origin paid), 3.2.1 Deploy's cubes taken from the map (1.4.1), 3.3.2
    Demonstrate and 3.3.3 Civil Disobedience (3.3: the spaces beyond Restraint/Unity): at every
    position where a faction chooses on a card, one move legal() offers (a
    different one each time), written as a minimal statement, gives no finding at its step; the
    same move into a space not offered from that origin, and the same path for a piece kind the
    Operation does not move, each give one."""
    from collections import Counter

    offered_n = refused = 0
    per_name: Counter = Counter()
    for n, game in enumerate(act_positions):
        if game.due().faction is None:
            continue
        board, same = [s.id for s in game.state.map], everything(game)
        for cand, moves in _move_cases(game):
            name = cand.action.parts[0].name.value
            if not moves:
                continue
            move = moves[n % len(moves)]
            assert move.count >= 1
            assert _move_findings(game, cand, move.kind, move.route) == [], (name, move)
            offered_n += 1
            per_name[name] += 1
            reached = {m.dst for m in moves if (m.kind, m.src) == (move.kind, move.src)}
            others = [s for s in board if s not in reached and s != move.src]
            dst = others[n % len(others)]
            assert _move_findings(game, cand, move.kind, (move.src, dst)) != [], (name, move, dst)
            other = terms.TROOPS if move.kind == terms.GUERRILLAS else terms.GUERRILLAS
            assert _move_findings(game, cand, other, move.route) != [], (name, move)
            refused += 2
        assert everything(game) == same, n
    assert offered_n >= MIN_CHOICES // 2 and refused >= MIN_CHOICES and min(per_name[m] for m in MOVING) >= (
        40 if SLOW else 2), (
        offered_n, refused, per_name)

# ---------------------------------------------------------------------- Event sides (5.1, 5.1.1, 5.1.2)


def _event_steps(ev, clause, sid: str) -> list[A.ActionStep]:
    """The one-step ways of naming `sid` that the clause's kind takes, one per piece kind, box or
    marker it may take (none for a kind not tried here: moves, releases, replacements,
    Activations)."""
    from gandhi_cli.rules.events import base as B

    def box(b: str) -> A.Box:
        return A.Box(b.replace("_", "-"))

    space = A.SpaceName(sid)
    if isinstance(clause, B.Arrest):
        return [A.ActionStep(A.Verb.ARREST, (A.PieceCount(1, A.PieceKind(k)), space)) for k in clause.kinds]
    if isinstance(clause, B.Remove):
        boxes = list(clause.to) if isinstance(clause.to, dict) else [clause.to]
        return [A.ActionStep(A.Verb.REMOVE, (A.PieceCount(1, A.PieceKind(k)), space,
                                             *(() if b == terms.AVAILABLE else (A.To(box(b)),))))
                for k in clause.kinds for b in boxes]
    if isinstance(clause, B.Place) and not isinstance(clause, B.Release):
        return [A.ActionStep(A.Verb.PLACE, (A.PieceCount(1, A.PieceKind(k)), space,
                                            *(() if b == terms.AVAILABLE else (A.From(box(b)),))))
                for k in clause.kinds for b in clause.sources]
    if isinstance(clause, B.AddMarker):
        if "muslim-state" in clause.markers and ev.state.spaces[sid].troops:
            return []  # the Troops are moved out by an earlier step first (1.3.5, EV-13-1, EV-65-2)
        return [A.ActionStep(A.Verb.ADD, (A.Marker(m), space)) for m in clause.markers]
    if isinstance(clause, B.RemoveMarker):
        return [A.ActionStep(A.Verb.REMOVE, (A.Marker(m), space)) for m in clause.markers]
    if isinstance(clause, B.Shift):
        return [A.ActionStep(A.Verb.SHIFT, (space, A.Amount(clause.wanted(ev, sid) or 1, True)))]
    if isinstance(clause, B.Choose):
        return [A.ActionStep(A.Verb.SELECT, (space,))]
    return []


def _event_step_findings(game: Game, faction: A.Faction, side: A.Side, step: A.ActionStep,
                         sid: str) -> tuple[list, bool]:
    """The findings a one-step Event gives at its step (the clauses left after it, reported
    where the statement ends, are not judged), and whether the step changed the space."""
    before = repr(game.state.spaces[sid]), game.state.gandhi
    action = A.FactionAction(faction, A.Choice.EVENT, side, steps=(step,))
    with _tried(game, action, Pos(1, 1), {(0, EVENT_OR_PASS, 0): STEP_AT}) as found:
        changed = (repr(game.state.spaces[sid]), game.state.gandhi) != before
        return [f for f in found if (f.line, f.column) == (STEP_AT.line, STEP_AT.column)], changed


def test_offered_event_spaces_are_accepted_and_the_others_refused(act_positions):
    """5.1, 5.1.1, 5.1.2: at every position where a faction may choose the Event, for each side
    whose text is checked and each clause its next step may go to, one space the clause offers (a
    different one each time) is accepted when a one-step Event names it (some piece kind or marker
    the clause takes gives no finding about that step); a space no clause offers gives one for
    every such step, or the step carries out nothing there (a shift at the track's end is accepted
    as written, EV-0-4)."""
    from gandhi_cli.rules.events import event_class

    checked = refused = 0
    for n, game in enumerate(act_positions):
        board, same = [s.id for s in game.state.map], everything(game)
        for cand in game.legal(spaces=True):
            opt, act = cand.event, cand.action
            if opt is None or act.side is None:
                continue
            card = game.card_view().card
            ev = event_class(card, opt.side)(game._probe_turn(act.faction.value))
            anywhere = {o.space for c in opt.clauses for o in c.spaces}
            others = [s for s in board if s not in anywhere]
            # the first clause listed (those past an optional one are written after its steps: the
            # draft's playout, tests/core/test_playout.py, checks them as whole statements)
            for option in opt.clauses[:1]:
                clause = next(c for c in ev.all_clauses() if c.text == option.text)
                offered = [o.space for o in option.spaces]
                if offered and (steps := _event_steps(ev, clause, sid := offered[n % len(offered)])):
                    results = [_event_step_findings(game, act.faction, act.side, st, sid) for st in steps]
                    assert any(found == [] for found, _ in results), (
                        card, opt.side, sid, [str(f) for found, _ in results for f in found])
                    checked += 1
                if others and (steps := _event_steps(ev, clause, sid := others[n % len(others)])):
                    results = [_event_step_findings(game, act.faction, act.side, st, sid) for st in steps]
                    assert all(found != [] or not changed for found, changed in results), (card, opt.side, sid)
                    refused += 1
        assert everything(game) == same, n
    assert checked >= MIN_CHECKS and refused >= MIN_CHECKS, (checked, refused)
