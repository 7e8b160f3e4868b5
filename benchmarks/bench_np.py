"""Benchmark: all-Non-Player games (chapter 8). Plays N seeded games of each scenario to the end
with `gandhi_cli.np.driver.play`, re-validates every log with a fresh replay, and prints games
per second, game lengths, and every failure (an exception, a violation, a game not finished).

    python benchmarks/bench_np.py            # 200 games per scenario (the issue's figure)
    python benchmarks/bench_np.py -n 20      # a quick look
    python benchmarks/bench_np.py -n 20 --reading RED-1=strict --reading REV-1=and   # other readings
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter

ALL = {"RAJ", "INC", "ML", "REV"}


def one_game(scenario: str, seed: int, readings: dict[str, str] | None = None):
    from gandhi_cli.core.replay import replay_text
    from gandhi_cli.np.driver import play

    g, due = play(scenario, ALL, seed, readings=readings)
    text = "\n".join(g.lines) + "\n"
    res = replay_text(text, name=f"{scenario}-{seed}")
    over = bool(res.verdict and res.verdict.game_over)
    return text, res, over, due


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=200, help="games per scenario")
    ap.add_argument("--scenario", action="append", help="short, main (default both)")
    ap.add_argument("--reading", action="append", default=[], metavar="ID=OPTION",
                    help="play under another rules reading (gandhi readings), e.g. RED-1=strict")
    args = ap.parse_args()
    readings = dict(r.split("=", 1) for r in args.reading)
    failures = 0
    for scenario in args.scenario or ["short", "main"]:
        t0 = time.perf_counter()
        lines = 0
        problems: Counter = Counter()
        examples: dict[str, str] = {}
        winners: Counter = Counter()
        for seed in range(args.n):
            try:
                text, res, over, _due = one_game(scenario, seed, readings)
            except Exception as exc:  # a crash is what the benchmark looks for
                problems["exception"] += 1
                examples.setdefault("exception", f"seed {seed}: {type(exc).__name__}: {exc}\n"
                                    + "".join(traceback.format_exc(limit=-3)))
                continue
            lines += text.count("\n")
            if res.violations:
                problems["violations"] += 1
                examples.setdefault("violations", f"seed {seed}: {res.violations[0]}")
            if not over:
                problems["unfinished"] += 1
                examples.setdefault("unfinished", f"seed {seed}")
            elif res.verdict.ranking:
                winners["+".join(res.verdict.ranking[0][0])] += 1
        dt = time.perf_counter() - t0
        print(f"{scenario}{' ' + str(readings) if readings else ''}: {args.n} all-NP games in {dt:.1f} s = {args.n / dt:.2f} games/s "
              f"(one core); {lines / max(args.n, 1):.0f} log lines per game; winners {dict(winners)}")
        for kind, n in problems.items():
            failures += n
            print(f"  {kind}: {n} game(s); first: {examples[kind]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
