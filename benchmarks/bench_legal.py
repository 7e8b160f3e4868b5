"""Print what a full listing costs, as a ratio to one `push` at the same positions (issue #21):
`legal(spaces=True, moves=True)`, a draft's `options()` (its first part, with `next_part` and
`can_finish` tried) and a draft's `next_steps()` (concrete steps, each tried), at every choice of
the example logs. Target: a full listing under about 20 pushes' worth.

Run: python benchmarks/bench_legal.py [--repeat N] [--every K]
Figures, not pass/fail: the ratio is measured in the same run, so a shared, noisy machine still
gives a fair comparison.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout too

from gandhi_cli.core.game import DueKind, Game  # noqa: E402
from gandhi_cli.notation.parse import parse_file  # noqa: E402
from gandhi_cli.notation.statements import Play  # noqa: E402

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def positions(every: int) -> list[tuple[Game, Play]]:
    """Every `every`-th choice of a faction in the example logs: (the game there, the statement)."""
    out = []
    n = 0
    for path in sorted(EXAMPLES.glob("*.log")):
        log = parse_file(path)
        game = Game(log)
        for st in log.statements:
            if isinstance(st, Play) and game.due().kind in (DueKind.ACT, DueKind.PART):
                n += 1
                if n % every == 0:
                    out.append((game.fork(), st))
            game.push(st)
            if game.over():
                break
    return out


def per_call(fn, repeat: int) -> float:
    """The median seconds of one call of `fn` over `repeat` runs."""
    runs = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - t0)
    return statistics.median(runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--every", type=int, default=3, help="take every K-th choice of the example logs")
    args = ap.parse_args()
    cases = positions(args.every)
    push = legal = spaced = options = steps = 0.0
    for game, st in cases:
        def one_push(game=game, st=st):
            game.push(st)
            game.pop()
        head = game.legal()[0].action
        push += per_call(one_push, args.repeat)
        legal += per_call(lambda game=game: game.legal(spaces=True, moves=True), args.repeat)
        spaced += per_call(lambda game=game: game.legal(spaces=True), args.repeat)
        options += per_call(lambda game=game, head=head: game.draft(head).options(), args.repeat)
        steps += per_call(lambda game=game, head=head: game.draft(head).next_steps(), args.repeat)
    n = len(cases)
    print(f"{n} positions (every {args.every}th choice of examples/*.log), median of {args.repeat} runs each")
    print(f"{'what':<40} {'ms per call':>12} {'pushes':>8}")
    for name, total in (("push + pop (the baseline)", push),
                        ("legal(spaces=True, moves=True)", legal),
                        ("legal(spaces=True)", spaced),
                        ("draft options() of the first choice", options),
                        ("draft next_steps() of the first choice", steps)):
        print(f"{name:<40} {total / n * 1000:12.2f} {total / push:8.1f}")


if __name__ == "__main__":
    main()
