"""Benchmark: all-Non-Player games (chapter 8). Plays N seeded games of each scenario to the end
with `gandhi_cli.np.driver.play`, re-validates every log with a fresh replay, and prints all-NP
games per second on one core and ms per card (CPU time of the play alone, the re-validation
apart), the winners table, game lengths, and every failure (an exception, a violation, a game not
finished, with --offered a statement the Game did not offer). The baseline measured in the same
run: the CPU time of the interpreter's start-up with the package imported (`python -c "import
..."`, the child's CPU time), so the figures compare across noisy machines as a ratio of CPU to
CPU (issue #33: a wall-clock start-up flattered the ratio on a loaded machine). To compare two
versions of the code game for game, see `bench_np_compare.py`.

    python benchmarks/bench_np.py            # 200 games per scenario (the issue's figure)
    python benchmarks/bench_np.py -n 20      # a quick look
    python benchmarks/bench_np.py -n 20 --reading RED-1=strict --reading REV-1=and   # other readings
    python benchmarks/bench_np.py -n 5 --offered   # also check every push against legal()/the draft
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
import traceback
from collections import Counter

ALL = {"RAJ", "INC", "ML", "REV"}


def one_game(scenario: str, seed: int, readings: dict[str, str] | None = None, offered: bool = False):
    """(log text, replay result, over, cards, CPU seconds of the play, problems not offered)."""
    from gandhi_cli.core.replay import replay_text
    from gandhi_cli.np.driver import Autoplay, congress_setup_space, start_text

    problems: list[str] = []
    c0 = time.process_time()
    gandhi = congress_setup_space(scenario, seed, ALL) if scenario == "main" else None
    g = Autoplay(start_text(scenario, seed, ALL, gandhi, readings), f"<play {scenario}>", seed)
    if offered:
        from gandhi_cli.core.offer import not_offered
        from gandhi_cli.notation.convert import action_text

        g.audit = lambda game, action: problems.extend(
            f"{action_text(action)[:100]}: {p}" for p in not_offered(game, action))
    for _ in g.until_player():
        pass
    cpu = time.process_time() - c0
    text = "\n".join(g.lines) + "\n"
    res = replay_text(text, name=f"{scenario}-{seed}")
    over = bool(res.verdict and res.verdict.game_over)
    cards = text.count("\ncard ")
    return text, res, over, cards, cpu, problems


def _children_cpu() -> float:
    """The CPU seconds (user + system) of this process's finished children so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def startup() -> float:
    """The baseline: CPU seconds for the interpreter to start and import the package (best of 3),
    the child's own CPU time, so that it is divided into the games' CPU time like for like."""
    runs = []
    for _ in range(3):
        c0 = _children_cpu()
        subprocess.run([sys.executable, "-c", "import gandhi_cli.np.driver, gandhi_cli.core.replay"], check=True)
        runs.append(_children_cpu() - c0)
    return min(runs)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=200, help="games per scenario")
    ap.add_argument("--scenario", action="append", help="short, main (default both)")
    ap.add_argument("--reading", action="append", default=[], metavar="ID=OPTION",
                    help="play under another rules reading (gandhi readings), e.g. RED-1=strict")
    ap.add_argument("--offered", action="store_true",
                    help="check every Non-Player statement against legal()/the draft (core.offer; slow)")
    args = ap.parse_args()
    base = startup()
    print(f"baseline: interpreter start-up with the package imported: {base * 1000:.0f} ms CPU")
    readings = dict(r.split("=", 1) for r in args.reading)
    failures = 0
    for scenario in args.scenario or ["short", "main"]:
        t0 = time.perf_counter()
        cpu = 0.0
        cards = 0
        lines = 0
        problems: Counter = Counter()
        examples: dict[str, str] = {}
        winners: Counter = Counter()
        for seed in range(args.n):
            try:
                text, res, over, n_cards, secs, not_offered = one_game(scenario, seed, readings, args.offered)
            except Exception as exc:  # a crash is what the benchmark looks for
                problems["exception"] += 1
                examples.setdefault("exception", f"seed {seed}: {type(exc).__name__}: {exc}\n"
                                    + "".join(traceback.format_exc(limit=-3)))
                continue
            lines += text.count("\n")
            cpu += secs
            cards += n_cards
            if not_offered:
                problems["not offered"] += 1
                examples.setdefault("not offered", f"seed {seed}: {not_offered[0]}")
            if res.violations:
                problems["violations"] += 1
                examples.setdefault("violations", f"seed {seed}: {res.violations[0]}")
            if not over:
                problems["unfinished"] += 1
                examples.setdefault("unfinished", f"seed {seed}")
            elif res.verdict.ranking:
                winners["+".join(res.verdict.ranking[0][0])] += 1
        dt = time.perf_counter() - t0
        per_game = cpu / max(args.n, 1)
        print(f"{scenario}{' ' + str(readings) if readings else ''}: {args.n} all-NP games, play CPU {cpu:.1f} s = "
              f"{args.n / max(cpu, 1e-9):.2f} games/s on one core ({per_game * 1000:.0f} ms a game, "
              f"{cpu * 1000 / max(cards, 1):.1f} ms a card, {per_game / base:.2f}x the start-up's CPU); "
              f"{cards / max(args.n, 1):.0f} cards and {lines / max(args.n, 1):.0f} log lines a game; "
              f"wall {dt:.1f} s with the re-validation")
        total = sum(winners.values())
        print("  winners: " + ", ".join(f"{w} {n} ({100 * n / max(total, 1):.0f}%)" for w, n in winners.most_common()))
        for kind, n in problems.items():
            failures += n
            print(f"  {kind}: {n} game(s); first: {examples[kind]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
