"""Benchmark: an all-Non-Player game's CPU time per card, gandhi-cli beside lod-bot (issue #33).

lod-bot (https://github.com/FeeSimple1/lod-bot) plays *Liberty or Death*, another COIN game, by its
bots; the issue's target is a gandhi all-Non-Player game at no more than a third of lod-bot's CPU
time per card. Both sides are measured the same way, interleaved round by round on the same
machine, CPU against CPU (`time.process_time` inside each child process):

- **warm**: one child per side imports its package, plays one game untimed, then times GAMES games;
  the figure is CPU seconds of play divided by the cards played;
- **fresh**: one `gandhi play` process per game (start-up, imports and the game) against one child
  that imports lod-bot and plays one game; CPU of the whole process per card.

lod-bot's games are its own balance-smoke games (`lod_ai.tools.balance_smoke.play_bot_game`, the
1778 short scenario, PYTHONHASHSEED=0 as that tool pins it); gandhi's are `short` games, all four
factions Non-Players. Without a lod-bot checkout (LOD_DIR or --lod) the script says so and exits 0:

    LOD_DIR=/path/to/lod-bot python benchmarks/bench_vs_lod.py --rounds 5 --games 4
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

GANDHI_WARM = r"""
import contextlib, io, json, sys, time
from gandhi_cli.cli.gandhi import main
seeds = [int(s) for s in sys.argv[1:]]
def game(seed):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            main(["play", "short", "--seed", str(seed)], standalone_mode=False)
        except SystemExit:
            pass
    return out.getvalue().count("\ncard ") + out.getvalue().startswith("card ")
game(seeds[0] + 1000)
t = time.process_time(); cards = sum(game(s) for s in seeds); cpu = time.process_time() - t
print(json.dumps({"cpu": cpu, "cards": cards}))
"""

LOD_WARM = r"""
import json, sys, time
from lod_ai.tools.balance_smoke import play_bot_game
seeds = [int(s) for s in sys.argv[1:]]
play_bot_game("1778", seeds[0] + 1000)
t = time.process_time(); cards = sum(play_bot_game("1778", s)["cards"] for s in seeds)
cpu = time.process_time() - t
print(json.dumps({"cpu": cpu, "cards": cards}))
"""

LOD_FRESH = r"""
import json, sys, time
from lod_ai.tools.balance_smoke import play_bot_game
cards = play_bot_game("1778", int(sys.argv[1]))["cards"]
print(json.dumps({"cpu": time.process_time(), "cards": cards}))
"""

GANDHI_FRESH = r"""
import contextlib, io, json, sys, time
from gandhi_cli.cli.gandhi import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    try:
        main(["play", "short", "--seed", sys.argv[1]], standalone_mode=False)
    except SystemExit:
        pass
text = out.getvalue()
print(json.dumps({"cpu": time.process_time(), "cards": text.count("\ncard ") + text.startswith("card ")}))
"""


def child(code: str, args: list[str], python: str, cwd: str | None = None,
          env: dict[str, str] | None = None) -> dict[str, float]:
    """Run CODE in a child interpreter and return the JSON it prints last."""
    done = subprocess.run([python, "-c", code, *args], capture_output=True, text=True, cwd=cwd, env=env, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def per_card(figures: list[dict[str, float]]) -> list[float]:
    return [f["cpu"] / f["cards"] * 1000 for f in figures if f["cards"]]


def line(name: str, ms: list[float]) -> str:
    return f"{name:28s} ms/card min {min(ms):7.2f}  median {statistics.median(ms):7.2f}  max {max(ms):7.2f}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lod", default=os.environ.get("LOD_DIR"), help="a lod-bot checkout (or LOD_DIR)")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved rounds")
    ap.add_argument("--games", type=int, default=4, help="games per side per warm round")
    ap.add_argument("--python", default=sys.executable, help="the interpreter that has gandhi_cli installed")
    ap.add_argument("--lod-python", default=shutil.which("python3") or sys.executable,
                    help="the interpreter to run lod-bot with (it needs only the standard library)")
    args = ap.parse_args()
    if not args.lod or not (Path(args.lod) / "lod_ai").is_dir():
        print("skipped: no lod-bot checkout (set LOD_DIR or pass --lod; git clone https://github.com/FeeSimple1/lod-bot)")
        return 0
    lod_env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(Path(args.lod).resolve()))
    from timing import compiled

    # both sides' byte code written before any timing (PYTHONDONTWRITEBYTECODE may be set): lod-bot's
    # checkout, and the gandhi_cli that --python imports (an install, or a checkout on its path)
    compiled(Path(args.lod).resolve(), "lod_ai")
    subprocess.run([args.python, "-c", "import compileall, os, gandhi_cli; "
                    "compileall.compile_dir(os.path.dirname(gandhi_cli.__file__), quiet=1)"], check=True)
    warm: dict[str, list[float]] = {"gandhi": [], "lod": []}
    fresh: dict[str, list[float]] = {"gandhi": [], "lod": []}
    ratios_warm, ratios_fresh = [], []
    for r in range(args.rounds):
        seeds = [str(r * args.games + i + 1) for i in range(args.games)]
        g = per_card([child(GANDHI_WARM, seeds, args.python)])
        lo = per_card([child(LOD_WARM, seeds, args.lod_python, cwd=args.lod, env=lod_env)])
        warm["gandhi"] += g
        warm["lod"] += lo
        ratios_warm.append(g[0] / lo[0])
        gf = per_card([child(GANDHI_FRESH, [seeds[0]], args.python)])
        lf = per_card([child(LOD_FRESH, [seeds[0]], args.lod_python, cwd=args.lod, env=lod_env)])
        fresh["gandhi"] += gf
        fresh["lod"] += lf
        ratios_fresh.append(gf[0] / lf[0])
        print(f"round {r + 1}: warm gandhi {g[0]:.2f} / lod {lo[0]:.2f} ms/card = {ratios_warm[-1]:.2f}; "
              f"fresh {gf[0]:.2f} / {lf[0]:.2f} = {ratios_fresh[-1]:.2f}", flush=True)
    print(line("gandhi warm (short)", warm["gandhi"]))
    print(line("lod-bot warm (1778)", warm["lod"]))
    print(line("gandhi fresh process", fresh["gandhi"]))
    print(line("lod-bot fresh process", fresh["lod"]))
    print(f"ratio gandhi/lod-bot per card, warm:  min {min(ratios_warm):.2f} median "
          f"{statistics.median(ratios_warm):.2f} max {max(ratios_warm):.2f} (target <= 0.33)")
    print(f"ratio gandhi/lod-bot per card, fresh: min {min(ratios_fresh):.2f} median "
          f"{statistics.median(ratios_fresh):.2f} max {max(ratios_fresh):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
