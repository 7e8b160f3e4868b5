"""Benchmark: `gandhi simulate`'s executors on this machine (issue #25). Plays the same N seeded
all-Non-Player games with `--jobs 1` and with `--jobs 2` (the standard library's process pool,
`np.simulate.run`), prints games per second (wall clock, each game re-validated as the command
does) and the ratio, and checks the two give the same records but for `seconds`.

    python benchmarks/bench_simulate.py            # 20 Short games each way
    python benchmarks/bench_simulate.py -n 4       # a quick look
    python benchmarks/bench_simulate.py -n 10 --scenario main --jobs 4
"""

from __future__ import annotations

import argparse
import os
import sys
import time


def timed(study, seeds: list[int], jobs: int) -> tuple[float, list[dict]]:
    from gandhi_cli.np.simulate import run

    t0 = time.perf_counter()
    records = list(run(study, seeds, jobs=jobs))
    return time.perf_counter() - t0, records


def same(a: list[dict], b: list[dict]) -> bool:
    def key(records):
        return sorted(({k: v for k, v in r.items() if k != "seconds"} for r in records), key=lambda r: r["seed"])
    return key(a) == key(b)


def main() -> int:
    from gandhi_cli.np.simulate import Study, failed

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=20, help="games each way")
    ap.add_argument("--scenario", default="short")
    ap.add_argument("--jobs", type=int, default=2, help="the pool's size to compare with one process")
    args = ap.parse_args()
    study = Study(args.scenario)
    seeds = list(range(args.n))
    one, records_1 = timed(study, seeds, 1)
    many, records_j = timed(study, seeds, args.jobs)
    print(f"{args.scenario}: {args.n} games; {os.cpu_count()} CPU(s) on this machine")
    print(f"  --jobs 1: {args.n / one:.2f} games/s ({one:.1f} s)")
    print(f"  --jobs {args.jobs}: {args.n / many:.2f} games/s ({many:.1f} s, the pool's start-up included)")
    print(f"  ratio: {one / many:.2f}x")
    bad = [r for r in records_1 if failed(r)]
    print(f"  identical records but for seconds: {same(records_1, records_j)}; failed games: {len(bad)}")
    return 0 if same(records_1, records_j) and not bad else 1


if __name__ == "__main__":
    sys.exit(main())
