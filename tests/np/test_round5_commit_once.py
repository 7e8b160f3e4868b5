"""Each Non-Player move carried out once (issue #33, task commit33): the plan a bot built its
statement on stays open on the game and `Autoplay.append` commits it at the statement's log line
(`Plan.commit`, `Draft.finish(at)`) instead of pushing the finished Action again.

What must not change is what a push of the statement at its line gives (2.3.4, 8.1: a Non-Player's
statement is checked like any other): its findings, their lines and messages, every position the
engine and the rules objects keep, and `Game.pop` taking it back. The old route (`Autoplay.audit`
set: the plan taken back, the statement pushed at the line) is the reference each test compares to.
"""

from __future__ import annotations

import pytest

from gandhi_cli.core import draft as core_draft
from gandhi_cli.core.engine import Engine
from gandhi_cli.core.game import DueKind
from gandhi_cli.model import terms
from gandhi_cli.notation.convert import action_text, parse_actions
from gandhi_cli.notation.statements import Pos
from gandhi_cli.np.driver import Autoplay, start_text
from gandhi_cli.np.plan import Plan
from gandhi_cli.render.tables import state_dict

ALL = {terms.RAJ, terms.INC, terms.ML, terms.REV}


def autoplay(seed: int = 0, scenario: str = "short", old_route: bool = False) -> Autoplay:
    """An all-Non-Player game; `old_route`: each statement pushed on the position before it (the
    audit's route: the plan taken back, the Action pushed at its line)."""
    g = Autoplay(start_text(scenario, seed, ALL), f"<play {scenario}>", seed)
    if old_route:
        g.audit = lambda game, action: None
    return g


@pytest.fixture
def executions(monkeypatch):
    """How often the engine opened a statement's head and carried its steps out (`Engine.open`,
    `Engine.open_apart`: a push, or a draft opened)."""
    n = [0]
    for name in ("open", "open_apart"):
        fn = getattr(Engine, name)

        def counted(self, *a, _fn=fn, **k):
            n[0] += 1
            return _fn(self, *a, **k)
        monkeypatch.setattr(Engine, name, counted)
    return n


def _faction_statement(move) -> bool:
    return move is not None and any(type(a).__name__ == "FactionAction" for a in move.actions.values())


def _appending(g: Autoplay, executions: list[int]) -> list[int]:
    """The executions each `append` of `g` made (the statements' pushes or commits)."""
    made: list[int] = []
    append = g.append

    def counted(*a, **k):
        before = executions[0]
        out = append(*a, **k)
        made.append(executions[0] - before)
        return out
    g.append = counted  # type: ignore[method-assign]
    return made


def test_8_1_np_statement_carried_out_once_no_execution_when_written(executions):
    """8.1 (IT:1046: the NP factions follow every rule of the players' factions), issue #33: a
    Non-Player's statement is built on its plan and written at its line without being carried out
    again: no `Engine.open` while `append` writes a move, and
    around one `advance()` the executions are exactly the plan's openings (`draft.OPENS`); a Pass
    or a Campaign part planned in one opening is carried out once in all. The old route (audit
    set) carries each statement out once more, as it is pushed."""
    g = autoplay(0)
    made = _appending(g, executions)
    once = 0
    for _ in range(400):
        before, opens = executions[0], core_draft.OPENS[0]
        due, move, _bad = g.advance()
        if move is None:
            break
        if not _faction_statement(move):
            continue
        assert made[-1] == 0, f"{due.describe()}: the statement was carried out again when written"
        assert executions[0] - before == core_draft.OPENS[0] - opens
        once += executions[0] - before == 1
    assert g.over() and once > 0

    old = autoplay(0, old_route=True)
    made_old = _appending(old, executions)
    for _ in range(400):
        due, move, _bad = old.advance()
        if move is None:
            break
        if _faction_statement(move):
            assert made_old[-1] == 1  # pushed: carried out again
    assert old.lines == g.lines  # the same log, byte for byte


def _positions(obj, path: str = "engine", seen: set[int] | None = None, depth: int = 0) -> list[tuple]:
    """Every position (line, column) kept by the engine's rules objects (the card turn, the
    Campaign round and what its parts share, the open follow-ups' Turns, the revealed card), with
    the path to it, in a fixed order; the board and the parsed log are not walked."""
    from gandhi_cli.model.state import GameState
    from gandhi_cli.notation.statements import Log

    seen = set() if seen is None else seen
    if isinstance(obj, Pos):
        return [(path, obj.line, obj.column)]
    if id(obj) in seen or depth > 8 or isinstance(obj, (GameState, Log, str, int, float, bool, type(None))):
        return []
    seen.add(id(obj))
    out: list[tuple] = []
    if isinstance(obj, dict):
        for k in sorted(obj, key=repr):
            out += _positions(obj[k], f"{path}[{k!r}]", seen, depth + 1)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        items = sorted(obj, key=repr) if isinstance(obj, (set, frozenset)) else obj
        for i, v in enumerate(items):
            out += _positions(v, f"{path}[{i}]", seen, depth + 1)
    elif type(obj).__module__.startswith(("gandhi_cli.rules", "gandhi_cli.core")) and hasattr(obj, "__dict__"):
        for k in sorted(vars(obj)):
            if k not in ("state", "findings", "log", "replay", "engine", "board", "result"):
                out += _positions(vars(obj)[k], f"{path}.{k}", seen, depth + 1)
    return out


def _engine_positions(g: Autoplay) -> list[tuple]:
    e = g.game.engine
    return _positions({"turn": e.turn, "round": e.round, "windows": e.windows, "revealed": e.revealed,
                       "card_pos": e.card_pos, "round_shared": e.round_shared})


@pytest.mark.parametrize("seed", [0, 3])
def test_2_3_4_committed_moves_keep_the_positions_and_findings_a_push_gives(seed):
    """2.3.4 (IT:353-358) and 6.0 (IT:855; a Campaign part's place, 6.2-6.4): a statement committed at its
    line leaves the engine exactly as a push at that line does — after each move of a whole
    all-Non-Player game, the findings (lines, columns, messages, notes), the board, and every
    position kept by the card turn, the Campaign round, the open follow-ups' Turns (3.2.4, 6.8,
    8.9.4) are those of the old route (the statement pushed at `Pos(line, 1)`)."""
    new, old = autoplay(seed), autoplay(seed, old_route=True)
    moves = 0
    for _ in range(400):
        due_new, move_new, bad_new = new.advance()
        due_old, move_old, bad_old = old.advance()
        assert due_new == due_old
        assert new.lines == old.lines
        assert [f.as_dict() for f in bad_new] == [f.as_dict() for f in bad_old]
        assert [f.as_dict() for f in new.game.findings] == [f.as_dict() for f in old.game.findings]
        assert state_dict(new.state) == state_dict(old.state)
        assert _engine_positions(new) == _engine_positions(old)
        if move_new is None:
            break
        moves += _faction_statement(move_new)
    assert new.over() and moves > 20
    lines = {line for _, line, _ in _engine_positions(new)}
    assert 0 not in lines  # no position left unplaced


def _raj_due(seed: int = 0) -> Autoplay:
    """A game advanced until the Non-Player Raj is to choose on a card (2.3.2)."""
    g = autoplay(seed)
    for _ in range(400):
        due = g.due()
        if due.kind == DueKind.ACT and due.faction == terms.RAJ:
            return g
        g.advance()
    raise AssertionError("the Raj never chose on a card")


def _planned(g: Autoplay, text: str) -> tuple[Plan, object]:
    """`text` (one Raj statement) built step by step on a plan of the game, as a bot builds its move."""
    action = parse_actions(text + "\n").actions[0]
    plan = Plan(g.game, terms.RAJ)
    for part in action.parts:
        plan.begin(part.name.value, part.limited)
        for step in part.steps:
            plan.do(step)
    assert plan.action() == action
    return plan, action


@pytest.mark.parametrize("text", [
    # 3.2.1 (IT:436): "Prima ... Poi": cubes from Out of Play after the placements; here first
    "RAJ deploy: out-of-play 2T; place 1T delhi",
    # 3.2.1: Deploy places in Cities only, then cubes from Out of Play
    "RAJ deploy: place 1T united-provinces; place 1T delhi",
])
def test_3_2_1_findings_of_a_committed_move_with_findings_equal_the_push_at_its_line(text):
    """3.2.1 (IT:436; "(line N)" in the order finding cites the statement's own line): a
    move with findings, written after two comment lines, committed from its plan gives the
    findings — rule, line, column, message — a push of the statement at its line gives (the old
    route), and leaves the same board and Campaign/card bookkeeping."""
    new, old = _raj_due(), _raj_due()
    plan, action = _planned(new, text)
    lines = ["#@np RAJ", "# a note", action_text(action)]
    found_new = new.append(lines, {2: action}, plan)
    assert not plan.is_open
    old.audit = lambda game, a: None
    found_old = old.append(lines, {2: action})
    assert found_old, "the planted problem gives a finding"
    assert [f.as_dict() for f in found_new] == [f.as_dict() for f in found_old]
    assert all(f.line == len(old.lines) for f in found_old)
    assert [f.as_dict() for f in new.game.findings] == [f.as_dict() for f in old.game.findings]
    assert state_dict(new.state) == state_dict(old.state)
    assert _engine_positions(new) == _engine_positions(old)


def test_3_2_1_a_committed_move_without_findings_is_placed_at_its_line():
    """3.2.1 (IT:436), 2.3.4 (IT:353-358): a clean Deploy committed from its plan at line N: no finding,
    carried out once (`draft.PUSHED_AGAIN` unchanged), and the card turn, the Turn and the Deploy
    kept by the engine stand at line N as after a push there."""
    new, old = _raj_due(), _raj_due()
    plan, action = _planned(new, "RAJ deploy: place 1T delhi")
    again = core_draft.PUSHED_AGAIN[0]
    lines = ["#@np RAJ", action_text(action)]
    assert new.append(lines, {1: action}, plan) == []
    assert core_draft.PUSHED_AGAIN[0] == again
    old.audit = lambda game, a: None
    assert old.append(lines, {1: action}) == []
    assert _engine_positions(new) == _engine_positions(old)
    assert state_dict(new.state) == state_dict(old.state)


def test_2_3_pop_after_a_committed_move_gives_the_position_before_it():
    """2.3 (the sequence of play) and `Game.pop`: a Non-Player's statement committed from its plan
    is taken back like a push — the board, the findings and what is due are those before it, and
    the statement written again gives the same position as the first time."""
    g = autoplay(0)
    checked = 0
    for _ in range(400):
        due = g.due()
        if due.kind in (DueKind.ACT, DueKind.PART, DueKind.FOLLOW_UP) and due.faction in ALL:
            before = (state_dict(g.state), [f.as_dict() for f in g.game.findings], g.game.due())
            _, move, _ = g.advance()
            if _faction_statement(move):
                after = (state_dict(g.state), [f.as_dict() for f in g.game.findings], g.game.due())
                g.game.pop()
                assert (state_dict(g.state), [f.as_dict() for f in g.game.findings], g.game.due()) == before
                action = next(a for a in move.actions.values() if type(a).__name__ == "FactionAction")
                g.game.push(action, at=Pos(len(g.lines), 1))
                assert (state_dict(g.state), [f.as_dict() for f in g.game.findings], g.game.due()) == after
                checked += 1
            if checked >= 12:
                break
            continue
        if g.advance()[1] is None:
            break
    assert checked >= 12


def test_8_1_step_leaves_the_game_as_it_was():
    """8.1 (IT:1046), `Autoplay.step` (as `gandhi next` without --append shows a move): the move is made and
    its plan taken back — the game's board is the one before the move, no draft left open."""
    g = _raj_due()
    before = state_dict(g.state)
    due, move = g.step()
    assert due.kind == DueKind.ACT and _faction_statement(move)
    assert move.plan is None and g.game._drafting is None
    assert state_dict(g.state) == before
