"""Benchmark: two versions of the code playing the same all-Non-Player games, CPU against CPU in
one run (issue #33). Each game is played by each version in its own child process, the two
interleaved seed by seed so that a change in the machine's load falls on both; the CPU time of
the play alone is measured inside the child (`time.process_time`, the start-up and imports
apart). Prints each version's CPU per game and the ratio, and whether the two logs are the same.

    python benchmarks/bench_np_compare.py --base ../gandhi-old -n 10          # short games
    python benchmarks/bench_np_compare.py --base ../gandhi-old -n 5 --scenario main

`--base` is a checkout of the other version (e.g. `git worktree add ../gandhi-old d704e77`); this
checkout is the one the script sits in unless `--new` names another.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

_CHILD = r"""
import hashlib, json, sys, time
from gandhi_cli.np.driver import play
scenario, seed = sys.argv[1], int(sys.argv[2])
c0 = time.process_time()
g, _due = play(scenario, {"RAJ", "INC", "ML", "REV"}, seed)
cpu = time.process_time() - c0
text = "\n".join(g.lines) + "\n"
print(json.dumps({"cpu": cpu, "cards": text.count("\ncard "), "digest": hashlib.sha256(text.encode()).hexdigest()}))
"""


def one(root: Path, scenario: str, seed: int) -> dict:
    """Play one game with the package found at `root`: its play's CPU seconds, cards, log digest."""
    env = dict(os.environ, PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, "-c", _CHILD, scenario, str(seed)], env=env, cwd=root,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, type=Path, help="a checkout of the version to compare with")
    ap.add_argument("--new", type=Path, default=HERE, help="the checkout measured (default: this one)")
    ap.add_argument("-n", type=int, default=10, help="games (seeds 0..n-1)")
    ap.add_argument("--scenario", default="short")
    args = ap.parse_args()
    from timing import compiled

    compiled(args.base)  # neither checkout compiles a module inside the timed play
    compiled(args.new)
    cpu = {"base": 0.0, "new": 0.0}
    cards = 0
    differ = []
    for seed in range(args.n):
        # alternate which goes first, so neither always meets a warmer or a busier machine
        order = ("base", "new") if seed % 2 == 0 else ("new", "base")
        got = {}
        for which in order:
            got[which] = one(args.base if which == "base" else args.new, args.scenario, seed)
            cpu[which] += got[which]["cpu"]
        cards += got["new"]["cards"]
        if got["base"]["digest"] != got["new"]["digest"]:
            differ.append(seed)
    n = max(args.n, 1)
    print(f"{args.scenario}: {args.n} all-NP games each, CPU of the play alone (interleaved, one run)")
    for which, root in (("base", args.base), ("new", args.new)):
        print(f"  {which} {root}: {1000 * cpu[which] / n:.0f} ms a game, "
              f"{1000 * cpu[which] / max(cards, 1):.1f} ms a card")
    print(f"  ratio new/base: {cpu['new'] / max(cpu['base'], 1e-9):.3f}")
    print(f"  logs: {'the same for every seed' if not differ else f'differ for seeds {differ}'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
