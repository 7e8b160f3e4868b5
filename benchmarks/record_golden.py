"""Record the golden outputs of every example log (issue #16's refactoring invariant).

Run: python benchmarks/record_golden.py [--check]
For every `examples/*.log`, the output and exit code of `gandhi state --json`,
`gandhi validate --json` and `gandhi margins`, run from the checkout's root with the log's
relative path, are written to `tests/golden/<log>.<command>.txt`; `tests/test_golden.py`
asserts they stay byte-identical. Re-record only when a change of output is intended (and say
why in the commit).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout too

GOLDEN = ROOT / "tests" / "golden"
COMMANDS = {"state": ["state", "--json"], "validate": ["validate", "--json"], "margins": ["margins"]}


def logs() -> list[Path]:
    return sorted((ROOT / "examples").glob("*.log"))


def golden_path(log: Path, command: str) -> Path:
    return GOLDEN / f"{log.stem}.{command}.txt"


def run(log: Path, command: str) -> str:
    """`exit N` then the command's output (stdout and stderr), run from the checkout's root."""
    from click.testing import CliRunner

    from gandhi_cli.cli.gandhi import main

    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        out = CliRunner().invoke(main, [*COMMANDS[command], f"examples/{log.name}"])
    finally:
        os.chdir(cwd)
    return f"exit {out.exit_code}\n{out.output}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="compare instead of writing")
    args = ap.parse_args()
    GOLDEN.mkdir(parents=True, exist_ok=True)
    bad = 0
    for log in logs():
        for command in COMMANDS:
            text = run(log, command)
            path = golden_path(log, command)
            if args.check:
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    print(f"differs: {path.relative_to(ROOT)}")
                    bad += 1
            else:
                path.write_text(text, encoding="utf-8")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
