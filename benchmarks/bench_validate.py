"""Print how long replaying a long log takes: parse + replay in-process, and a whole
`gandhi validate` process (start-up included). Target: a 60-card log under 0.5 s wall.

Run: python benchmarks/bench_validate.py [--cards N] [--repeat N] [--log FILE]
Figures, not pass/fail; with the default 60 cards, also the ratio to the figures recorded before
issue #16's Game core (bench_validate_baseline.json). The generated log alternates the factions' Operations and Special
Activities over N card turns of the Main scenario (it is not meant to be a good game; the
violations it may contain are replayed and reported like any others).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout too
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import report, timed  # noqa: E402

# Two pairs of factions take turns: each pair acts on a card (Op + SA, then a Limited Op) and
# passes on the next, when the other pair acts.
PAIR_A = ["RAJ sweep: move 1T Delhi>UP; select Bihar + govern: remove 1G UP",
          "INC rally limited: place 1 INC Bihar"]
PAIR_B = ["ML rally: place 1 ML Punjab; place 1 ML Sind + infiltrate: replace protest UP with 1 ML",
          "REV march limited: move 1G Punjab>Sind"]


def long_log(cards: int = 60) -> str:
    lines = ["[Scenario main]", "[Gandhi UP]", "[Players RAJ INC ML REV]"]
    for i in range(cards):
        number = i % 72 + 1
        if i % 2 == 0:
            lines += [f"card {number} [RAJ INC ML REV]", *PAIR_A]
        else:
            lines += [f"card {number} [ML REV RAJ INC]", *PAIR_B]
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cards", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--log", help="time this log instead of a generated one")
    args = ap.parse_args()

    from gandhi_cli.core.replay import replay
    from gandhi_cli.notation.parse import parse

    text = Path(args.log).read_text(encoding="utf-8") if args.log else long_log(args.cards)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.log"
        path.write_text(text, encoding="utf-8")
        statements = len(parse(text).statements)
        result = replay(parse(text, str(path)))
        argv = [sys.executable, "-c", "import sys; sys.argv=['gandhi','validate',sys.argv[1]]; "
                "from gandhi_cli.cli.gandhi import main; main()", str(path)]

        def process():
            subprocess.run(argv, capture_output=True, cwd=Path(__file__).resolve().parent.parent)

        rows = [
            (f"parse {result.cards_played} cards ({statements} statements)", timed(lambda: parse(text), args.repeat)),
            (f"parse + replay ({len(result.violations)} violations found)",
             timed(lambda: replay(parse(text, str(path))), args.repeat)),
            ("process: gandhi validate, start-up included", timed(process, max(3, args.repeat // 2))),
        ]
    report(rows)
    if not args.log and args.cards == 60:
        before_after(rows)


BASELINE = Path(__file__).resolve().parent / "bench_validate_baseline.json"


def before_after(rows) -> None:
    """The medians against those recorded before issue #16's Game core (bench_validate_baseline.json,
    same machine class, 60 cards): a ratio under 1 is faster than before."""
    import json

    base = json.loads(BASELINE.read_text(encoding="utf-8"))
    keys = ["parse", "parse + replay", "process"]
    print(f"\n{'vs. before the Game core':<44}  before ms  now ms  ratio")
    for key, (_name, (med, _best)) in zip(keys, rows, strict=False):
        print(f"{key:<44}  {base[key]:9.1f}  {med * 1000:6.1f}  {med * 1000 / base[key]:5.2f}")


if __name__ == "__main__":
    main()
