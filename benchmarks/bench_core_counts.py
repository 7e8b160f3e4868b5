"""Count what the core does in an all-Non-Player game (issue #33: undo by journal, one live
draft), and the CPU it takes, for this checkout and, with --base, another one measured in the
same run (e.g. a `git worktree` of an older commit), so every figure is a before/after pair.

Per all-Non-Player game (the bots' `np.driver.Autoplay`, seeds 0..N-1):
- deep copies: outermost `copy.deepcopy` calls (the engine's snapshots of its bookkeeping);
- engine snapshots: `Engine.books` calls (a push, a trial, a draft's look);
- statement executions: `Engine.open` / `Engine.open_apart` calls (a statement's head opened and
  its steps carried out; a draft that re-runs from scratch opens it again at each question);
- reflective walks: calls of the module-name walk that found a run's rules objects (`_held`, in
  `core.draft` or `core.takeback`; 0 where it is gone: each rules object names what it `held()`s);
- draft openings: `core.draft.OPENS` (a live draft's head opened: at its first use, again after an
  undo, a part added or dropped, or the game closing it; 0 for a checkout without it);
- pushes: `Game.push` calls;
- faction statements: the Operations, Events, Passes, Campaign parts and follow-ups added to the game,
  pushed (`Game.push` of one) or committed from a live draft (`Draft.finish` that pushed nothing);
  "executions per pushed statement" is statement executions over these (issue #33's target: 1.00,
  each statement carried out once — a bot's Event weighed and not chosen, and a plan's head opened
  again as a part is added, `OPENS`, count above it);
- pushed again: `core.draft.PUSHED_AGAIN`, the commits that took a finished run back and pushed its
  statement at its line instead (a run with a finding or a note; 0 for a checkout without it);
- CPU seconds (`time.process_time`) per game and per card, and the ratio of this checkout's to the
  base's, both measured in this run (the two trees interleaved, game by game).

And, at every K-th choice of the example logs, `Draft.next_steps()` and `legal(spaces, moves)` in
push+pop units (CPU time of the call over the CPU time of one push and pop at the same position).

    python benchmarks/bench_core_counts.py -n 3
    python benchmarks/bench_core_counts.py -n 3 --base /work/wt/journal33-base

Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
ALL = {"RAJ", "INC", "ML", "REV"}
COUNTS = ("deepcopy", "books", "executions", "opens", "walks", "pushes", "statements", "again")


def _install() -> dict[str, int]:
    """Wrap what is counted; the counts, filled as the code runs."""
    import copy

    from gandhi_cli.core import draft, engine, game

    n = dict.fromkeys(COUNTS, 0)
    depth = [0]
    deepcopy = copy.deepcopy

    def counted_deepcopy(x, memo=None, _nil=[]):  # noqa: B006 (copy.deepcopy's own signature)
        if depth[0] == 0:
            n["deepcopy"] += 1
        depth[0] += 1
        try:
            return deepcopy(x, memo)
        finally:
            depth[0] -= 1
    copy.deepcopy = counted_deepcopy

    def wrap(owner, name: str, key: str) -> None:
        fn = getattr(owner, name, None)
        if fn is None:
            return

        def counted(*a, **k):
            n[key] += 1
            return fn(*a, **k)
        setattr(owner, name, counted)

    wrap(engine.Engine, "books", "books")
    wrap(engine.Engine, "open", "executions")
    wrap(engine.Engine, "open_apart", "executions")
    wrap(draft, "_held", "walks")
    try:
        from gandhi_cli.core import takeback
    except ImportError:  # before takeback.py
        pass
    else:
        wrap(takeback, "_held", "walks")
    wrap(game.Game, "push", "pushes")
    _count_statements(n, game, draft)
    return n


def _count_statements(n: dict[str, int], game, draft) -> None:
    """Count the faction statements added to the game: pushed, or committed by `Draft.finish`
    without a push (a finish that pushes is counted as the push)."""
    from gandhi_cli.notation import actions as A
    from gandhi_cli.notation.statements import Play

    push, finish = game.Game.push, getattr(draft.Draft, "finish", None)

    def pushed(self, statement, *a, **k):
        if isinstance(statement, (Play, A.FactionAction)):
            n["statements"] += 1
        return push(self, statement, *a, **k)
    game.Game.push = pushed
    if finish is None:
        return

    def finished(self, *a, **k):
        before = n["statements"]
        out = finish(self, *a, **k)
        if n["statements"] == before:
            n["statements"] += 1
        return out
    draft.Draft.finish = finished


def _game(scenario: str, seed: int) -> tuple[float, int]:
    """Play one all-Non-Player game: (CPU seconds, cards played)."""
    from gandhi_cli.np.driver import Autoplay, congress_setup_space, start_text

    c0 = time.process_time()
    gandhi = congress_setup_space(scenario, seed, ALL) if scenario == "main" else None
    g = Autoplay(start_text(scenario, seed, ALL, gandhi, None), f"<play {scenario}>", seed)
    for _ in g.until_player():
        pass
    cpu = time.process_time() - c0
    return cpu, "\n".join(g.lines).count("\ncard ")


def _cpu(fn, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        runs.append(time.process_time() - t0)
    return statistics.median(runs)


def _units(every: int, repeat: int) -> dict[str, float]:
    """`next_steps()` of the first choice and `legal(spaces=True, moves=True)` in push+pop units."""
    sys.path.insert(0, str(HERE / "benchmarks"))
    from bench_legal import drafted, positions  # the same positions as bench_legal.py

    push = steps = legal = 0.0
    for g, st in positions(every):
        def one_push(g=g, st=st):
            g.push(st)
            g.pop()
        head = g.legal()[0].action
        push += _cpu(one_push, repeat)
        steps += _cpu(lambda g=g, head=head: drafted(g, head, "next_steps"), repeat)
        legal += _cpu(lambda g=g: g.legal(spaces=True, moves=True), repeat)
    return {"next_steps": steps / push, "legal": legal / push}


def child(args) -> None:
    """Run in the tree on PYTHONPATH; print one JSON line per game, then the units."""
    n = _install()
    from gandhi_cli.core import draft

    opens = getattr(draft, "OPENS", [0])  # a live draft's openings (issue #33); none counted before it
    again = getattr(draft, "PUSHED_AGAIN", [0])  # a commit pushed instead (issue #33); none before it
    for seed in args.seeds:
        before = dict(n, opens=opens[0], again=again[0])
        cpu, cards = _game(args.scenario, seed)
        n["opens"], n["again"] = opens[0], again[0]
        print(json.dumps({"seed": seed, "cpu": cpu, "cards": cards,
                          **{k: n[k] - before[k] for k in COUNTS}}), flush=True)
    if args.units:
        print(json.dumps({"units": _units(args.every, args.repeat)}), flush=True)


def _run(tree: Path, scenario: str, seeds: list[int], units: bool, every: int, repeat: int) -> list[dict]:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--scenario", scenario,
           "--every", str(every), "--repeat", str(repeat), "--seeds", *map(str, seeds)]
    if units:
        cmd.append("--units")
    out = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=3, help="games (seeds 0..n-1)")
    ap.add_argument("--scenario", default="short")
    ap.add_argument("--base", type=Path, help="another checkout, measured in the same run")
    ap.add_argument("--every", type=int, default=6, help="every K-th choice of examples/*.log")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-units", action="store_true", help="skip next_steps()/legal() in push+pop units")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--units", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--seeds", type=int, nargs="*", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args)
        return
    trees = {"this": HERE} | ({"base": args.base.resolve()} if args.base else {})
    from timing import compiled

    for tree in trees.values():
        compiled(tree)  # neither checkout compiles a module inside the timed games
    games: dict[str, list[dict]] = {t: [] for t in trees}
    for seed in range(args.n):  # interleaved, game by game: the same machine load for both
        for name, tree in trees.items():
            games[name] += _run(tree, args.scenario, [seed], False, args.every, args.repeat)
    units = {} if args.no_units else {
        name: _run(tree, args.scenario, [], True, args.every, args.repeat)[-1]["units"] for name, tree in trees.items()}
    print(f"{args.n} all-Non-Player {args.scenario} games (seeds 0-{args.n - 1}), per game (mean):")
    print(f"{'':<34}" + "".join(f"{name:>14}" for name in trees))
    for key in (*COUNTS, "cpu"):
        row = [statistics.mean(g[key] for g in games[name]) for name in trees]
        label = {"deepcopy": "deep copies (copy.deepcopy)", "books": "engine snapshots (Engine.books)",
                 "executions": "statement executions (open)", "walks": "reflective walks (_held)",
                 "opens": "draft openings (draft.OPENS)",
                 "pushes": "pushes (Game.push)", "statements": "faction statements added",
                 "again": "commits pushed again", "cpu": "CPU seconds"}[key]
        print(f"{label:<34}" + "".join(f"{v:14.3f}" if key == "cpu" else f"{v:14.0f}" for v in row))
    per = [sum(g["executions"] for g in games[name]) / max(sum(g["statements"] for g in games[name]), 1)
           for name in trees]
    print(f"{'executions per pushed statement':<34}" + "".join(f"{v:14.2f}" for v in per))
    cards = {name: sum(g["cards"] for g in games[name]) for name in trees}
    per_card = {name: sum(g["cpu"] for g in games[name]) / max(cards[name], 1) for name in trees}
    print(f"{'CPU ms per card':<34}" + "".join(f"{per_card[n] * 1000:14.1f}" for n in trees))
    if "base" in trees:
        print(f"CPU ratio this/base (same run): {per_card['this'] / per_card['base']:.2f}")
    for name, u in units.items():
        print(f"{name}: Draft.next_steps() {u['next_steps']:.1f} push+pop units, "
              f"legal(spaces, moves) {u['legal']:.1f} (every {args.every}th choice of examples/*.log)")


if __name__ == "__main__":
    main()
