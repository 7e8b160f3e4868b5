"""Print what the pictures cost for each example log: the one-pass timeline, the `gandhi view`
page (time, size, distinct states) and one `gandhi board` SVG and PNG; then the whole commands
`gandhi view`, `board` and `validate` on examples/short-game.log, each as a ratio to the import
floor (`python -c "import lark,click,yaml,tabulate"`) measured in the same run (issue #23: view
at most 3x the floor).

Run: python benchmarks/bench_view.py [--repeat N] [--commands-only]
Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout too
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import report, timed  # noqa: E402

REPO = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--commands-only", action="store_true", help="Only the whole commands and their ratios.")
    args = ap.parse_args()
    if not args.commands_only:
        in_process(args.repeat)
    commands(max(args.repeat, 5))


def commands(repeat: int) -> None:
    """Each command as a fresh process, best of `repeat`, and its ratio to the import floor."""
    log = str(REPO / "examples" / "short-game.log")
    # the byte-code caches written on the first run, as an installed package has them (pip compiles
    # at install): PYTHONDONTWRITEBYTECODE, set on some machines, would make every run compile
    # gandhi-cli's modules again while the floor's libraries keep theirs
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(REPO)
    with tempfile.TemporaryDirectory(prefix="bench-view-") as tmp:
        runs = {
            "import floor": [sys.executable, "-c", "import lark,click,yaml,tabulate"],
            "gandhi view": [sys.executable, "-m", "gandhi_cli", "view", log, "-o", f"{tmp}/v.html", "--force"],
            "gandhi board": [sys.executable, "-m", "gandhi_cli", "board", log, "-o", f"{tmp}/b.svg", "--force"],
            "gandhi validate": [sys.executable, "-m", "gandhi_cli", "validate", log],
        }
        for argv in runs.values():  # once each first: byte-code caches written, files warm
            subprocess.run(argv, capture_output=True, env=env)
        best: dict[str, float] = {name: float("inf") for name in runs}
        for _ in range(repeat):  # interleaved, so a busy moment hurts every command alike
            for name, argv in runs.items():
                _, t = timed(lambda argv=argv: subprocess.run(argv, capture_output=True, env=env), 1)
                best[name] = min(best[name], t)
    floor = best["import floor"]
    print(f"\n{'command (short-game.log)':<24} best ms  x floor")
    for name, t in best.items():
        print(f"{name:<24} {t * 1000:7.1f}  {t / floor:6.2f}")
    print(f"view / import floor: {best['gandhi view'] / floor:.2f} (issue #23 target: <= 3)")


def in_process(repeat: int) -> None:
    from gandhi_cli.model.mapdata import load_map
    from gandhi_cli.notation.parse import parse_file, resolve_spaces
    from gandhi_cli.render.board_svg import board_svg
    from gandhi_cli.render.timeline import timeline
    from gandhi_cli.render.view import view_html

    board = load_map()
    rows, sizes = [], []
    for log in sorted((REPO / "examples").glob("*.log")):
        parsed = parse_file(log)
        resolve_spaces(parsed, board)
        text = log.read_text(encoding="utf-8")
        tl = timeline(parsed)
        html = view_html(str(log), text, tl, board)
        svg = board_svg(tl.snapshots[-1], board, log.name)
        # each lambda binds this log's values (B023): timed() calls it before the loop moves on
        rows.append((f"{log.name} timeline", timed(lambda parsed=parsed: timeline(parsed), repeat)))
        was = os.environ.get("GANDHI_NO_CACHE")
        os.environ["GANDHI_NO_CACHE"] = "1"  # every group drawn (a page keeps them for the log's next one)
        rows.append((f"{log.name} view page", timed(lambda log=log, text=text, tl=tl: view_html(str(log), text, tl,
                                                                                               board), repeat)))
        if was is None:
            del os.environ["GANDHI_NO_CACHE"]
        else:
            os.environ["GANDHI_NO_CACHE"] = was
        rows.append((f"{log.name} view page, groups kept", timed(lambda log=log, text=text, tl=tl: view_html(
            str(log), text, tl, board), repeat)))
        rows.append((f"{log.name} board svg", timed(lambda log=log, tl=tl: board_svg(tl.snapshots[-1], board,
                                                                                     log.name), repeat)))
        states = len({repr(s) for s in tl.snapshots})
        sizes.append((log.name, len(tl.statement_lines), states, len(html.encode()), len(svg.encode())))
    try:
        from gandhi_cli.render.png import svg_to_png

        svg = board_svg(tl.snapshots[-1], board, "png")
        rows.append(("board png (last log)", timed(lambda: svg_to_png(svg), repeat)))
        png_size = len(svg_to_png(svg))
    except Exception as exc:  # noqa: BLE001 - a figure script: say why there is no PNG figure
        png_size = f"no PNG ({exc})"
    report(rows)
    print(f"\n{'log':<22} statements  states  page bytes  svg bytes")
    for name, statements, states, page, svg_bytes in sizes:
        print(f"{name:<22} {statements:10d}  {states:6d}  {page:10d}  {svg_bytes:9d}")
    print(f"png bytes (last log): {png_size}")


if __name__ == "__main__":
    main()
