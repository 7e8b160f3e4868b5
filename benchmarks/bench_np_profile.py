"""Benchmark: where an all-Non-Player game spends its time (issues #16, #22). Plays N seeded games
of a scenario under cProfile and prints the share of the time spent in each part of the bots'
route (the groups overlap: an Event decision tries steps): the Event decisions
(`np.events.event_action`), the Operations from the Arjuna cards (`np.arjuna.operation`), the
steps carried out on the plan (`Plan.do`) and the trials taken back (`Plan.trial`), the moves
pushed on the Game (`Game.push`), and the notation parser as a whole (only the log read at the
start, since #22). Also prints a digest of the games' logs, so that two versions of the code can
be compared for playing the same games, and the Event search's own figures (issue #33): the
Events built, the candidate steps judged per Event (one trial each, `_Builder.judge` counted), and the CPU
milliseconds per Event and its share of the game's CPU measured again without the profiler (its
overhead grows with the number of calls, so the profiled shares alone flatter a call-heavy part).

    python benchmarks/bench_np_profile.py -n 5              # 5 short-scenario games
    python benchmarks/bench_np_profile.py -n 5 --scenario main
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import pstats
import sys
import time

ALL = {"RAJ", "INC", "ML", "REV"}

# (label, (file suffix, function name)...): the cumulative time of the outermost call counts
GROUPS = {
    "Event decisions (np.events.event_action)": [("np/events.py", "event_action")],
    "Operations from the Arjuna cards (np.arjuna.operation)": [("np/arjuna.py", "operation")],
    "steps carried out on a plan (Plan.do)": [("np/plan.py", "do")],
    "trials taken back (Plan.trial)": [("np/plan.py", "trial")],
    "notation parsed (notation.parse, all callers)": [("gandhi_cli/notation/parse.py", "parse")],
    "Game.push (the moves written)": [("gandhi_cli/core/game.py", "push")],
}


def _cum(stats: pstats.Stats, file_end: str, name: str) -> float:
    """The cumulative time of `name` in a file ending `file_end`, outermost calls only (cProfile's
    cumulative time of a recursive function already counts a call once)."""
    total = 0.0
    for (path, _line, fn), (_cc, _nc, _tt, ct, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        if fn == name and path.replace("\\", "/").endswith(file_end):
            total += ct
    return total


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=5, help="games (seeds 0..n-1)")
    ap.add_argument("--scenario", default="short", help="short (default) or main")
    args = ap.parse_args()

    from gandhi_cli.np import events
    from gandhi_cli.np.driver import play

    counts = _count(events)
    digest = hashlib.sha256()
    prof = cProfile.Profile()
    t0 = time.perf_counter()
    for seed in range(args.n):
        prof.enable()
        g, _due = play(args.scenario, ALL, seed)
        prof.disable()
        digest.update(("\n".join(g.lines) + "\n").encode())
    wall = time.perf_counter() - t0
    judged, built = counts["judge"], counts["build"]
    stats = pstats.Stats(prof)
    total = stats.total_tt  # type: ignore[attr-defined]
    print(f"{args.scenario}: {args.n} all-NP games, {wall:.1f} s wall, {total:.1f} s profiled; "
          f"logs digest {digest.hexdigest()[:16]}")
    for label, funcs in GROUPS.items():
        t = sum(_cum(stats, f, n) for f, n in funcs)
        print(f"  {100 * t / total:5.1f}%  {label}")
    ev_cpu, game_cpu, calls = _unprofiled(play, events, args.scenario, args.n)
    print(f"  Event search: {built} Events built, {judged / max(built, 1):.1f} candidates judged per Event; "
          f"without the profiler {calls} event_action calls, {1000 * ev_cpu / max(calls, 1):.2f} ms CPU each, "
          f"{100 * ev_cpu / max(game_cpu, 1e-9):.1f}% of the games' CPU ({game_cpu:.2f} s)")
    return 0


def _count(events) -> dict[str, int]:
    """Count the Event searches (`_Builder.build`) and the candidates they judge (`_Builder.judge`),
    by wrapping the two methods: the same on any version of `np/events.py` that has them."""
    counts = {"build": 0, "judge": 0}
    for name in counts:
        inner = getattr(events._Builder, name)

        def counted(self, *a, _inner=inner, _name=name, **k):
            counts[_name] += 1
            return _inner(self, *a, **k)

        setattr(events._Builder, name, counted)
    return counts


def _unprofiled(play, events, scenario: str, n: int) -> tuple[float, float, int]:
    """The same games again without the profiler: (CPU seconds in `event_action`, CPU seconds of
    the games, event_action calls)."""
    inner = events.event_action
    spent = [0.0, 0]

    def timed(d, card, **kw):
        c0 = time.process_time()
        try:
            return inner(d, card, **kw)
        finally:
            spent[0] += time.process_time() - c0
            spent[1] += 1

    events.event_action = timed
    try:
        c0 = time.process_time()
        for seed in range(n):
            play(scenario, ALL, seed)
        game = time.process_time() - c0
    finally:
        events.event_action = inner
    return spent[0], game, int(spent[1])


if __name__ == "__main__":
    sys.exit(main())
