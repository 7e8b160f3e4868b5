"""Each `gandhi` command's CPU time as a ratio to the interpreter's floor (issue #31).

The floor is `python -c "import lark, click, yaml, tabulate"`: a fresh interpreter that loads the
libraries every command stands on. Each round runs the floor and every command once, interleaved,
as fresh processes, and divides each command's CPU time (user + system, of the child: what a
shared, noisy machine disturbs least) by the floor's CPU time in the same round. The table gives
the minimum, median and maximum of those ratios over the rounds, and the issue's targets beside
them (figures, not pass/fail: timed tests are not tests).

Byte-code caches are written on a warm-up run, as an installed package has them (pip compiles at
install), even where PYTHONDONTWRITEBYTECODE is set; the parse cache is the user's own (the
warm-up fills it; `--cold-cache` gives every run an empty one instead). The cache also keeps the
board's groups a log's `view` page drew, for its next page: `--draw-view` drops that entry before
each `view` run (the parse cache stays warm), so `view` draws every group, as for a new log.

Run: python benchmarks/bench_commands.py [--rounds N] [--only validate,status] [--cold-cache] [--python PY ...]
                                         [--instructions] [--draw-view]

`--instructions` counts the instructions each run executes (valgrind's callgrind, PYTHONHASHSEED=0)
instead of its CPU time: a slower run, but the same figures on a shared, busy machine, where CPU
time swings by half (one round is enough).

By default the checkout's code is run (PYTHONPATH), with this interpreter; `--python PY` runs the
gandhi-cli installed for PY instead (an installed wheel carries the parser generated at build
time, which a checkout does not: compare the two), and measures the floor with PY too. Given
twice or more (`--python OLD --python NEW`: two installs, e.g. a release and a branch), the
installs are compared in the same run: each round runs every install's floor, then each command
with every install in turn, and the table gives each command's ratios for each install side by
side (each to its own install's floor of the same round), each install with its own parse cache.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "examples"
SHORT = str(EXAMPLES / "short-game.log")
TARGETS = {"validate": 1.4, "status": 1.4, "status --options": 1.4, "next": 1.4, "add": 1.4, "board": 1.6,
           "view": 2.0, "--help": 0.8}
ADD_AT = 47  # examples/short-game.log: the statement on this line is added to the lines before it
NEXT_UPTO = 26  # examples/np-short.log's first lines: the Raj (a Non-Player) is due after them


def _prepare(tmp: Path, python: str, draw_view: bool = False) -> dict[str, tuple[list[str], Callable[[], None]]]:
    """The commands, each with a set-up run before it (outside the timing); `draw_view`: the
    view's kept groups dropped before each `view` run."""
    lines = Path(SHORT).read_text(encoding="utf-8").splitlines(keepends=True)
    head, move = "".join(lines[:ADD_AT - 1]), lines[ADD_AT - 1].strip()
    add_log = tmp / "add.log"
    np_log = tmp / "np.log"
    np_log.write_text("".join(Path(EXAMPLES / "np-short.log").read_text(encoding="utf-8")
                              .splitlines(keepends=True)[:NEXT_UPTO]), encoding="utf-8")

    def fresh_add_log() -> None:
        add_log.write_text(head, encoding="utf-8")

    def nothing() -> None:
        pass

    def drop_view_groups() -> None:  # io.cachedir's entry for the log's `view` groups (render.view.drawn_before)
        name = os.path.abspath(SHORT) + "#view"
        entry = tmp / "cache" / "gandhi-cli" / f"log-{hashlib.sha256(name.encode()).hexdigest()[:24]}.json"
        entry.unlink(missing_ok=True)

    gandhi = [python, "-m", "gandhi_cli"]
    return {
        "validate": (gandhi + ["validate", SHORT], nothing),
        "state": (gandhi + ["state", SHORT], nothing),
        "margins": (gandhi + ["margins", SHORT], nothing),
        "status": (gandhi + ["status", SHORT], nothing),
        "status --options": (gandhi + ["status", SHORT, "--at", "46", "--options"], nothing),
        "next": (gandhi + ["next", str(np_log)], nothing),
        "add": (gandhi + ["add", str(add_log), move], fresh_add_log),
        "board": (gandhi + ["board", SHORT, "-o", str(tmp / "b.svg"), "--force"], nothing),
        "view": (gandhi + ["view", SHORT, "-o", str(tmp / "v.html"), "--force"],
                 drop_view_groups if draw_view else nothing),
        "fmt --check": (gandhi + ["fmt", "--check", SHORT], nothing),
        "--help": (gandhi + ["--help"], nothing),
    }


# Where the commands run: a folder of their own, never the checkout (`python -m gandhi_cli` in the
# checkout would run its code, not the install's).
CWD = tempfile.gettempdir()


def _cpu(argv: list[str], env: dict[str, str]) -> float:
    """CPU seconds (user + system) of one run of `argv` as a child process."""
    before = os.times()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False, cwd=CWD)
    after = os.times()
    return (after.children_user - before.children_user) + (after.children_system - before.children_system)


def _cpu_precise(argv: list[str], env: dict[str, str]) -> float:
    """As `_cpu`, from the child's own rusage (microseconds, not clock ticks) where wait4 exists."""
    if not hasattr(os, "wait4"):
        return _cpu(argv, env)
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=CWD)
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0  # reaped here
    return usage.ru_utime + usage.ru_stime


def _instructions(argv: list[str], env: dict[str, str]) -> float:
    """Instructions executed by one run of `argv` (millions), counted by valgrind's callgrind: the
    same on a busy machine as on an idle one, where CPU time is not (`--instructions`)."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env, check=False, cwd=CWD)
    found = re.search(r"Collected : (\d+)", out.stderr)
    if found is None:
        raise SystemExit(f"valgrind gave no count for {argv}: {out.stderr[-300:]}")
    return int(found.group(1)) / 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--only", default="", help="comma-separated command names (as in the table)")
    ap.add_argument("--cold-cache", action="store_true", help="an empty parse cache for every run")
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions (valgrind's callgrind) instead of CPU time: stable on a busy machine")
    ap.add_argument("--draw-view", action="store_true",
                    help="drop the view's kept groups before each view run (it draws every group)")
    ap.add_argument("--python", action="append", default=None,
                    help="run the gandhi-cli installed for this interpreter (twice or more: compare the installs)")
    args = ap.parse_args()
    pythons = args.python or [sys.executable]
    measure = _instructions if args.instructions else _cpu_precise
    with tempfile.TemporaryDirectory(prefix="bench-commands-") as tmp_name:
        tmp = Path(tmp_name)
        installs = []  # (label, commands, env, floor argv, cache directory) for each interpreter
        for i, python in enumerate(pythons):
            work = tmp / f"install{i}"
            work.mkdir()
            commands = _prepare(work, python, args.draw_view)
            if args.only:
                wanted = {w.strip() for w in args.only.split(",")}
                commands = {k: v for k, v in commands.items() if k in wanted}
            env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
            if args.python is None:
                env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
            env["XDG_CACHE_HOME"] = str(work / "cache")
            if args.instructions:
                env["PYTHONHASHSEED"] = "0"  # the same count run after run
            floor = [python, "-c", "import lark, click, yaml, tabulate"]
            installs.append((python, commands, env, floor, work / "cache"))
        for _, commands, env, floor_argv, _ in installs:  # warm-up: byte-code and parse caches written
            _cpu_precise(floor_argv, env)
            for argv, setup in commands.values():
                setup()
                _cpu_precise(argv, env)
        names = list(installs[0][1])
        ratios: list[dict[str, list[float]]] = [{name: [] for name in names} for _ in installs]
        floors: list[list[float]] = [[] for _ in installs]
        for _ in range(args.rounds):
            bases = []
            for i, (_, _, env, floor, _) in enumerate(installs):
                bases.append(measure(floor, env))
                floors[i].append(bases[-1])
            for name in names:
                for i, (_, commands, env, _, cache) in enumerate(installs):
                    argv, setup = commands[name]
                    setup()
                    if args.cold_cache:
                        shutil.rmtree(cache, ignore_errors=True)
                    ratios[i][name].append(measure(argv, env) / bases[i])
    where = "the checkout" if args.python is None else "installed for " + ", ".join(pythons)
    unit = (" million instructions (callgrind)", 1) if args.instructions else (" ms CPU", 1000)
    print("floor: python -c 'import lark, click, yaml, tabulate': median "
          + ", ".join(f"{statistics.median(f) * unit[1]:.0f}" for f in floors)
          + f"{unit[0]} over {args.rounds} rounds ({'cold' if args.cold_cache else 'warm'} parse cache; {where})")
    if len(installs) == 1:
        print(f"{'command':<18} {'min':>5} {'median':>6} {'max':>5}  target")
        for name, values in ratios[0].items():
            target = TARGETS.get(name)
            median = statistics.median(values)
            mark = "" if target is None else f"<= {target}" + ("  ok" if median <= target else "  over")
            print(f"{name:<18} {min(values):5.2f} {statistics.median(values):6.2f} {max(values):5.2f}  {mark}")
        return
    for i, python in enumerate(pythons):
        print(f"install {i + 1}: {python}")
    print(f"{'command':<18} " + " ".join(f"{'median ' + str(i + 1):>9} {'[min-max]':>11}" for i in range(len(installs)))
          + "  target")
    for name in names:
        cells = []
        for per in ratios:
            values = per[name]
            cells.append(f"{statistics.median(values):9.2f} [{min(values):4.2f}-{max(values):4.2f}]")
        target = TARGETS.get(name)
        last = statistics.median(ratios[-1][name])
        mark = "" if target is None else f"<= {target}" + ("  ok" if last <= target else "  over")
        print(f"{name:<18} " + " ".join(cells) + f"  {mark}")


if __name__ == "__main__":
    main()
