"""Print how long the foundation takes: CLI start-up, map load and check, scenario set-up.

Run: python benchmarks/bench_setup.py [--repeat N] (needs click, pyyaml, tabulate installed).
Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout too
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import report, timed  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()

    from gandhi_cli.io.yamlio import load_yaml
    from gandhi_cli.model import mapdata
    from gandhi_cli.model.mapcheck import check_map_document
    from gandhi_cli.model.scenario import setup

    doc = load_yaml(mapdata.default_map_path())

    def load_fresh():
        mapdata._CACHE.clear()
        mapdata.load_map()

    rows = [
        ("map: parse + check + build (uncached)", timed(load_fresh, args.repeat)),
        ("map: check only", timed(lambda: check_map_document(doc), args.repeat)),
        ("setup short (map cached)", timed(lambda: setup("short", seed=1), args.repeat)),
        ("setup main (map cached)", timed(lambda: setup("main", seed=1, congress_space="UP"), args.repeat)),
    ]
    for cmd in (["--help"], ["setup", "short", "--seed", "1"], ["setup", "tutorial", "--json"]):
        argv = [sys.executable, "-m", "gandhi_cli", *cmd]
        rows.append((f"process: gandhi {' '.join(cmd)}",
                     timed(lambda argv=argv: subprocess.run(argv, check=True, capture_output=True),
                           max(3, args.repeat // 4))))
    report(rows)


if __name__ == "__main__":
    main()
