"""Print how long the move notation takes on a long log (60 cards, 3 statements each):
parser build (cold and cached), parse in-process, and a whole `gandhi fmt` process.

Run: python benchmarks/bench_notation.py [--repeat N] (needs the package's dependencies).
Figures, not pass/fail.
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


def long_log(cards: int = 60) -> str:
    lines = ["[Scenario short]", "[Seed 1]"]
    for number in range(1, cards + 1):
        lines += [f"card {number} [RAJ INC ML REV]",
                  "RAJ sweep: move 1T 3S Delhi>UP; move 1T Delhi>RW-F>Bihar; move 1S Calcutta>RW-G>Bihar"
                  " + govern: shift Punjab +2",
                  "INC cd: add protest UP; add protest Punjab + satyagraha: move gandhi UP>BP; place 1 INC BP",
                  "ML pass"]
    return "\n".join(lines) + "\n"




def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=10)
    args = ap.parse_args()

    from gandhi_cli.notation import parse as notation
    from gandhi_cli.notation.fmt import fmt

    text = long_log()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.log"
        path.write_text(text)

        def build_cold():
            import lark

            lark.Lark((notation.grammar_dir() / "gandhi.lark").read_text(), parser="lalr",
                      lexer="contextual", propagate_positions=True)

        def build_cached():
            notation.parser.cache_clear()
            notation.parser()

        argv = [sys.executable, "-c", "import sys; sys.argv=['gandhi','fmt',sys.argv[1]]; "
                "from gandhi_cli.cli.gandhi import main; main()", str(path)]
        rows = [
            ("parser build, no cache", timed(build_cold, max(2, args.repeat // 3))),
            ("parser build, from the cache", timed(build_cached, args.repeat)),
            ("parse 60 cards (180 statements)", timed(lambda: notation.parse(text), args.repeat)),
            ("fmt 60 cards", timed(lambda: fmt(notation.parse(text)), args.repeat)),
            ("process: gandhi fmt on 60 cards",
             timed(lambda: subprocess.run(argv, check=True, capture_output=True,
                                          cwd=Path(__file__).resolve().parent.parent), max(3, args.repeat // 2))),
        ]
    report(rows)


if __name__ == "__main__":
    main()
