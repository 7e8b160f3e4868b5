"""Print what hostile inputs under the 5 MB log cap cost (issue #15): wall time and peak memory
of whole `gandhi` processes, each with its ratio to a baseline measured in the same run
(`gandhi validate examples/short-game.log`, a whole clean game).

Run: python benchmarks/bench_hostile.py [--timeout S] [--only NAME] [--code DIR]
(--code DIR: measure the gandhi_cli package in DIR instead, e.g. `git archive` of an older
commit unpacked there, for before/after figures.) Figures, not pass/fail. The inputs are
generated in a temporary directory:
  inc-lines      1,000,000 lines `INC` (a statement that ends too early, 4 MB)
  pass-lines     500,000 lines `INC pass` (valid statements, 4.5 MB)
  space-name     one step naming a 4.9 MB space
  long-statement one Operation of 250,000 steps (4.7 MB)
  comment-lines  two statements around 2,400,000 comment lines `#` (4.8 MB)
  yaml-bomb      a scenario of 9 nested aliases (10^9 nodes once expanded), 0.5 kB
  max-statements 4,990 statements `INC rally: place 1 INC Bihar` (just under the bounds on moves)
  max-steps      49 statements of 260 steps each (4,940 characters; 242 kB of moves, under the bounds)
A run killed by the timeout is shown as `>TIMEOUT`.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEAD = "[Scenario short]\n[Seed 1]\n[Players RAJ INC ML REV]\ncard 68 [INC REV RAJ ML]\n"


def inputs(tmp: Path) -> dict[str, tuple[str, ...]]:
    """name -> the gandhi arguments of each command run on it."""
    (tmp / "inc-lines.log").write_text(HEAD + "INC\n" * 1_000_000)
    (tmp / "pass-lines.log").write_text(HEAD + "INC pass\n" * 500_000)
    (tmp / "space-name.log").write_text(HEAD + "INC rally: place 1 INC " + "A" * 4_900_000 + "\n")
    (tmp / "long-statement.log").write_text(HEAD + "INC rally: " + "; ".join(["place 1 INC Bihar"] * 250_000)
                                            + "\n")
    (tmp / "max-statements.log").write_text(HEAD + "INC rally: place 1 INC Bihar\n" * 4_990)
    (tmp / "max-steps.log").write_text(HEAD + ("INC rally: " + "; ".join(["place 1 INC Bihar"] * 260) + "\n") * 49)
    (tmp / "comment-lines.log").write_text(HEAD + "INC pass\n" + "#\n" * 2_400_000 + "REV pass\n")
    levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        levels.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 10) + "]")
    (tmp / "yaml-bomb.yaml").write_text("\n".join(levels) + "\n")
    runs: dict[str, tuple[str, ...]] = {}
    for name in ("inc-lines", "pass-lines", "space-name", "long-statement", "max-statements", "max-steps",
                 "comment-lines"):
        for command in ("validate", "fmt"):
            runs[f"{command} {name}"] = (command, str(tmp / f"{name}.log"))
    runs["setup yaml-bomb"] = ("setup", str(tmp / "yaml-bomb.yaml"))
    return runs


def measure(args: tuple[str, ...], timeout: float, code: str | None = None) -> tuple[float, float, int | None]:
    """(wall seconds, peak resident MB, exit code or None when killed) of one gandhi process."""
    env = dict(os.environ, PYTHONPATH=code) if code else None
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "gandhi_cli", *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=env, cwd=code or ROOT)
    killed = threading.Event()

    def kill() -> None:
        killed.set()
        proc.kill()

    timer = threading.Timer(timeout, kill)
    timer.start()
    _, status, usage = os.wait4(proc.pid, 0)
    timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - t0
    return wall, usage.ru_maxrss / 1024, None if killed.is_set() else proc.returncode


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--timeout", type=float, default=120.0, help="kill a run after this many seconds")
    ap.add_argument("--only", help="run only the inputs whose name contains this")
    ap.add_argument("--code", help="a directory holding the gandhi_cli package to measure instead")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="gandhi-hostile-") as tmp:
        runs = inputs(Path(tmp))
        base_wall, base_mem, _ = measure(("validate", str(ROOT / "examples" / "short-game.log")), opts.timeout,
                                         opts.code)
        print(f"{'run':<28} {'exit':>5} {'wall s':>8} {'x base':>7} {'peak MB':>8} {'x base':>7}")
        print(f"{'validate short-game (base)':<28} {0:>5} {base_wall:8.2f} {1:7.1f} {base_mem:8.0f} {1:7.1f}")
        for name, args in runs.items():
            if opts.only and opts.only not in name:
                continue
            wall, mem, code = measure(args, opts.timeout, opts.code)
            shown = "TIMEOUT" if code is None else str(code)
            print(f"{name:<28} {shown:>5} {('>' if code is None else '') + f'{wall:.2f}':>8} "
                  f"{wall / base_wall:7.1f} {mem:8.0f} {mem / base_mem:7.1f}", flush=True)


if __name__ == "__main__":
    main()
