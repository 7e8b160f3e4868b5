"""Print what the pictures cost for each example log: the one-pass timeline, the `gandhi view`
page (time, size, distinct states) and one `gandhi board` SVG and PNG.

Run: python benchmarks/bench_view.py [--repeat N]
Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout too
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import report, timed  # noqa: E402

REPO = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    from gandhi_cli.notation.parse import parse_file, resolve_spaces
    from gandhi_cli.render.board_svg import board_svg
    from gandhi_cli.render.timeline import timeline
    from gandhi_cli.render.view import view_html

    from gandhi_cli.model.mapdata import load_map

    board = load_map()
    rows, sizes = [], []
    for log in sorted((REPO / "examples").glob("*.log")):
        parsed = parse_file(log)
        resolve_spaces(parsed, board)
        text = log.read_text(encoding="utf-8")
        tl = timeline(parsed)
        html = view_html(str(log), text, tl, board)
        svg = board_svg(tl.snapshots[-1], board, log.name)
        rows.append((f"{log.name} timeline", timed(lambda: timeline(parsed), args.repeat)))
        rows.append((f"{log.name} view page", timed(lambda: view_html(str(log), text, tl, board), args.repeat)))
        rows.append((f"{log.name} board svg", timed(lambda: board_svg(tl.snapshots[-1], board, log.name),
                                                    args.repeat)))
        states = len({repr(s) for s in tl.snapshots})
        sizes.append((log.name, len(tl.statement_lines), states, len(html.encode()), len(svg.encode())))
    try:
        from gandhi_cli.render.png import svg_to_png

        svg = board_svg(tl.snapshots[-1], board, "png")
        rows.append(("board png (last log)", timed(lambda: svg_to_png(svg), args.repeat)))
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
