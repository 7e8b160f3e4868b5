"""Write the all-Non-Player games that tests/core/test_legal.py takes its positions from (issue #16).

Run: python benchmarks/make_legal_positions.py [--check]
For each scenario in SCENARIOS and each seed in range(GAMES), the game
`np.driver.play(scenario, <every faction a Non-Player>, seed)` plays is written, its lines as
`gandhi play` writes them, to `tests/core/data/np-games/<scenario>-<seed>.log`. The test replays
those logs instead of playing the games on every run; `test_committed_np_games_replay_clean`
checks that each still replays with no rules finding (the positions must be those of a legal
game, 2.3).

Re-run it (and commit the logs it writes) when a change to the rules, the Non-Player flowcharts
or the deck makes that test fail, or when the Non-Players' play is meant to change; `--check`
only says which logs differ from what the Non-Players play now (exit 1 if any).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout too

OUT = ROOT / "tests" / "core" / "data" / "np-games"
SCENARIOS = ("short", "main")
GAMES = 17  # per scenario (tests/core/test_legal.py reads these names)


def log_path(scenario: str, seed: int) -> Path:
    return OUT / f"{scenario}-{seed}.log"


def game_text(scenario: str, seed: int) -> str:
    """The log of the game every faction plays as a Non-Player from `scenario`'s set-up, `seed`."""
    from gandhi_cli.model import terms
    from gandhi_cli.np.driver import play

    game, _ = play(scenario, set(terms.FACTIONS), seed)
    return "\n".join(game.lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare instead of writing")
    args = ap.parse_args()
    if not args.check:
        OUT.mkdir(parents=True, exist_ok=True)
    bad = 0
    for scenario in SCENARIOS:
        for seed in range(GAMES):
            text, path = game_text(scenario, seed), log_path(scenario, seed)
            if args.check:
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    print(f"differs: {path.relative_to(ROOT)}")
                    bad += 1
            else:
                with open(path, "w", encoding="utf-8", newline="\n") as f:
                    f.write(text)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
