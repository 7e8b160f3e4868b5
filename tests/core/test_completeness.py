"""Every legal statement is offered (issue #21): at its position, each statement of the example
logs and of committed all-Non-Player games that the replay accepts is among what the Game core
offers — its choice and parts (`legal()`, 2.3.4, 3.0, 4.0), its parts' order (4.1), and, step by
step through a draft, each space it names (3.1.1, 4.1.1, 5.1) and each move it makes (3.1.2).

`tests/core/data/option-counts.txt` records how much `legal(spaces=True, moves=True)` offers at
every choice of the example logs, so a change to what is offered shows up in review; rewrite it
with `GANDHI_WRITE_OPTION_COUNTS=1 pytest tests/core/test_completeness.py` and read the diff.
Set GANDHI_SLOW=1 to check every committed Non-Player game (CI checks two, issue #31)."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from gandhi_cli.core.game import DueKind, Game
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import to_action
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import Play

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.log"))
NP_GAMES = sorted((ROOT / "tests" / "core" / "data" / "np-games").glob("*.log"))
COUNTS = ROOT / "tests" / "core" / "data" / "option-counts.txt"
SLOW = os.environ.get("GANDHI_SLOW") == "1"


def _logs() -> list[Path]:
    return EXAMPLES + (NP_GAMES if SLOW else NP_GAMES[::17])


def _positions(path: Path) -> Iterator[tuple[Game, Play]]:
    """Each choice of a faction in the log, at its position (the game before it), and the
    statement written there, when the replay accepts it with no finding."""
    log = parse_file(path)
    game = Game(log)
    for st in log.statements:
        due = game.due()
        if isinstance(st, Play) and due.kind in (DueKind.ACT, DueKind.PART, DueKind.FOLLOW_UP):
            with game.trial(st) as found:
                clean = not [f for f in found if not f.note]
            if clean:
                yield game, st
        game.push(st)
        if game.over():
            return


def _missing(game: Game, st: Play) -> list[str]:
    """What of `st` the core does not offer at its position (empty: all of it is)."""
    action = to_action(st)
    assert isinstance(action, A.FactionAction)
    names = tuple(p.name.value for p in action.parts)
    cands = game.legal()
    match = [c for c in cands if c.action.faction == action.faction and c.action.choice == action.choice
             and c.action.side == action.side
             and sorted(p.name.value for p in c.action.parts) == sorted(set(names))
             and all(p.limited == q.limited for p, q in zip(c.action.parts, action.parts[:1], strict=False))]
    if not match:
        return [f"choice not offered: {st.faction} {st.choice} {' + '.join(names)}"]
    cand = match[0]
    if cand.orders and names not in cand.orders:
        return [f"order not offered: {' + '.join(names)} (offered {cand.orders})"]
    out: list[str] = []
    head = A.FactionAction(action.faction, action.choice, action.side,
                           tuple(A.ActionPart(p.name, p.limited) for p in action.parts))
    draft = game.draft(head)
    parts = [p.steps for p in action.parts] if action.choice == A.Choice.ACTIVITY else [action.steps]
    for i, steps in enumerate(parts):
        if i:
            draft.next_part()
        for step in steps:
            out += _step_missing(draft, step)
            draft.step(step)
    return out


def _step_missing(draft, step: A.ActionStep) -> list[str]:
    """A space or move of `step` the draft does not offer now."""
    opts = draft.options(ends=False)
    if opts.event is not None:
        offered = {s.space for c in opts.event.clauses for s in c.spaces}
        spaceless = any(not c.spaces for c in opts.event.clauses)
        named = [a.name for a in step.args if isinstance(a, A.SpaceName)]
        resolved = [draft.game.state.map.resolve(n) for n in named]
        if named and not spaceless and not set(resolved) <= offered and step.verb != A.Verb.MOVE:
            return [f"event space not offered: {step}"]
        return []
    chosen = set(getattr(draft.run.current, "chosen", {}) or {})  # the spaces the part already chose
    spaces = {o.space for o in opts.spaces} | chosen
    board = draft.game.state.map
    if step.verb == A.Verb.MOVE:
        path = next(a for a in step.args if isinstance(a, A.Path))
        src, dst = board.resolve(path.spaces[0].name), board.resolve(path.spaces[-1].name)
        kinds = {a.kind.value for a in step.args if isinstance(a, A.PieceCount)}
        if {"inc_activists", "ml_activists"} <= kinds:
            # 3.3.2: Congress takes League Activists along, each with a Congress Activist, never
            # alone; the listing offers the Congress Activists' move they ride with
            kinds.discard("ml_activists")
        listed = {(m.kind, m.src, m.dst) for m in opts.moves}
        if not all((k, src, dst) in listed for k in kinds):
            return [f"move not offered: {kinds} {src}>{dst}"]
        return []
    if step.verb == A.Verb.SELECT:
        named = [board.resolve(a.name) for a in step.args if isinstance(a, A.SpaceName)]
        return [f"space not offered: {n}" for n in named if n not in spaces]
    return []


def test_every_accepted_statement_is_offered():
    """2.3.4, 3.1.1, 3.1.2, 4.1, 4.1.1, 5.1: what a player wrote and the replay accepted, the core
    offered — at least 250 statements, none missing."""
    checked, missing = 0, []
    for path in _logs():
        for game, st in _positions(path):
            checked += 1
            missing += [f"{path.name}:{st.pos.line}: {m}" for m in _missing(game, st)]
    assert checked >= 250
    assert not missing, "\n".join(missing[:40])


def _counts() -> list[str]:
    lines = []
    for path in EXAMPLES:
        log = parse_file(path)
        game = Game(log)
        for st in log.statements:
            due = game.due()
            if isinstance(st, Play) and due.kind in (DueKind.ACT, DueKind.PART, DueKind.FOLLOW_UP):
                cands = game.legal(spaces=True, moves=True)
                kinds = Counter(c.choice for c in cands)
                spaces = sum(len(s) for c in cands for s in c.spaces)
                moves = sum(len(m) for c in cands for m in c.moves)
                clauses = sum(len(c.event.clauses) for c in cands if c.event)
                lines.append(f"{path.name}:{st.pos.line} {due.faction} {len(cands)} choices "
                             f"({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))}), {spaces} spaces, "
                             f"{moves} moves, {clauses} clauses")
            game.push(st)
            if game.over():
                break
    return lines


def test_option_counts_are_as_recorded():
    """What legal() offers at every choice of the example logs, counted: a change shows in the
    recorded file's diff (rewrite it with GANDHI_WRITE_OPTION_COUNTS=1 and review it)."""
    lines = _counts()
    if os.environ.get("GANDHI_WRITE_OPTION_COUNTS") == "1":
        COUNTS.write_text("\n".join(lines) + "\n")
    if not COUNTS.exists():
        pytest.fail(f"{COUNTS} missing: run with GANDHI_WRITE_OPTION_COUNTS=1 and commit it")
    recorded = COUNTS.read_text().splitlines()
    assert lines == recorded, next(f"{a}  !=  {b}" for a, b in zip(lines + [""], recorded + [""], strict=False)
                                   if a != b)
