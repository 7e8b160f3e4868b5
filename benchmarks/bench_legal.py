"""Print what a full listing costs, as a ratio to one `push` at the same positions (issue #21):
`legal(spaces=True, moves=True)`, a draft's `options()` (its first part, with `next_part` and
`can_finish` tried) and a draft's `next_steps()` (concrete steps, each tried), at every choice of
the example logs. Target: a full listing under about 20 pushes' worth.

Run: python benchmarks/bench_legal.py [--repeat N] [--every K]
Figures, not pass/fail: CPU time of this process (`time.process_time`, not wall time: another
process on a shared machine does not count), each listing timed in turn with the push + pop
baseline at the same position, repeat after repeat, so the ratio comes from one run under the
same load.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout too

from gandhi_cli.core.game import DueKind, Game  # noqa: E402
from gandhi_cli.notation.parse import parse_file  # noqa: E402
from gandhi_cli.notation.statements import Play  # noqa: E402

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def positions(every: int) -> Iterator[tuple[Game, Play]]:
    """Every `every`-th choice of a faction in the example logs: (the game there, the statement).
    The game is the one replaying the log, at that position while the caller has it: measure there
    and take back all you push (no copy of a Game is made, issue #33)."""
    n = 0
    for path in sorted(EXAMPLES.glob("*.log")):
        log = parse_file(path)
        game = Game(log)
        for st in log.statements:
            if isinstance(st, Play) and game.due().kind in (DueKind.ACT, DueKind.PART):
                n += 1
                if n % every == 0:
                    yield game, st
            game.push(st)
            if game.over():
                break


def per_call(fns: list[Callable[[], object]], repeat: int) -> list[float]:
    """The median CPU seconds of one call of each of `fns`, interleaved: each repeat calls every one
    of them in turn, so a change of load falls on the baseline and the listings alike."""
    runs: list[list[float]] = [[] for _ in fns]
    for _ in range(repeat):
        for fn, out in zip(fns, runs, strict=True):
            t0 = time.process_time()
            fn()
            out.append(time.process_time() - t0)
    return [statistics.median(r) for r in runs]


def drafted(game: Game, head: object, ask: str) -> object:
    """`ask` on a draft of `head`, closed after (a live draft, issue #33; an older checkout's
    Draft has no `close`: it takes itself back at each call)."""
    draft = game.draft(head)  # type: ignore[arg-type]
    try:
        return getattr(draft, ask)()
    finally:
        close = getattr(draft, "close", None)
        if close is not None:
            close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--every", type=int, default=3, help="take every K-th choice of the example logs")
    args = ap.parse_args()
    cases = positions(args.every)
    names = ("push + pop (the baseline)", "legal(spaces=True, moves=True)", "legal(spaces=True)",
             "draft options() of the first choice", "draft next_steps() of the first choice")
    totals = [0.0] * len(names)
    n = 0
    for game, st in cases:
        n += 1
        def one_push(game: Game = game, st: Play = st) -> None:
            game.push(st)
            game.pop()
        head = game.legal()[0].action
        medians = per_call([one_push,
                            lambda game=game: game.legal(spaces=True, moves=True),
                            lambda game=game: game.legal(spaces=True),
                            lambda game=game, head=head: drafted(game, head, "options"),
                            lambda game=game, head=head: drafted(game, head, "next_steps")], args.repeat)
        totals = [t + m for t, m in zip(totals, medians, strict=True)]
    print(f"{n} positions (every {args.every}th choice of examples/*.log), median of {args.repeat} runs each, "
          "CPU time")
    print(f"{'what':<40} {'CPU ms per call':>15} {'pushes':>8}")
    for name, total in zip(names, totals, strict=True):
        print(f"{name:<40} {total / n * 1000:15.2f} {total / totals[0]:8.1f}")


if __name__ == "__main__":
    main()
