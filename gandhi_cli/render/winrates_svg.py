"""The win-rate plot of `gandhi simulate --report --plot` (issue #25): a small SVG, one row of
bars per study, each faction's win rate as a bar and its Wilson 95% interval as a whisker, in the
board picture's colours (`board_svg.COLOUR`)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from .board_svg import COLOUR, FONT

LEFT, TOP, PLOT_W, BAR_H, GAP = 90, 40, 520, 16, 26
GREY = "#777777"


def winrates_svg(summaries: list[dict]) -> str:
    """The SVG text: per study a title and one bar per faction (0-100%), the interval drawn over
    it; each bar carries `data-winner`, `data-rate`, `data-low`, `data-high`."""
    rows = sum(len(s["win_rates"]) for s in summaries)
    bottom = TOP + rows * (BAR_H + 6) + len(summaries) * GAP
    height = bottom + 40
    svg = ET.Element("svg", xmlns="http://www.w3.org/2000/svg", width=str(LEFT + PLOT_W + 120),
                     height=str(height), viewBox=f"0 0 {LEFT + PLOT_W + 120} {height}")
    svg.set("font-family", FONT)
    svg.set("font-size", "12")
    _text(svg, 10, 20, "Win rate by faction, with Wilson 95% intervals", size=14)
    _axis(svg, bottom)  # the grid first: the bars are drawn over it
    y = TOP
    for s in summaries:
        _text(svg, 10, y + 12, f"{s['study']}: {s['ended']} of {s['games']} games")
        y += GAP - 6
        for r in s["win_rates"]:
            _bar(svg, y, r)
            y += BAR_H + 6
        y += 6
    return ET.tostring(svg, encoding="unicode") + "\n"


def _bar(svg: ET.Element, y: int, r: dict) -> None:
    group = ET.SubElement(svg, "g", {"data-winner": r["winner"], "data-rate": _num(r["rate"]),
                                     "data-low": _num(r["low"]), "data-high": _num(r["high"])})
    _text(group, LEFT - 8, y + BAR_H - 4, r["winner"], anchor="end")
    width = PLOT_W * (r["rate"] or 0.0)
    ET.SubElement(group, "rect", x=str(LEFT), y=str(y), width=f"{width:.1f}", height=str(BAR_H),
                  fill=COLOUR.get(r["winner"], GREY))
    low, high, mid = LEFT + PLOT_W * r["low"], LEFT + PLOT_W * r["high"], y + BAR_H / 2
    for x1, y1, x2, y2 in ((low, mid, high, mid), (low, y + 3, low, y + BAR_H - 3),
                           (high, y + 3, high, y + BAR_H - 3)):
        ET.SubElement(group, "line", x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}",
                      stroke="#000000")
    rate = "-" if r["rate"] is None else f"{100 * r['rate']:.0f}% ({r['wins']})"
    _text(group, LEFT + PLOT_W + 8, y + BAR_H - 4, rate)


def _axis(svg: ET.Element, y: int) -> None:
    ET.SubElement(svg, "line", x1=str(LEFT), y1=str(y), x2=str(LEFT + PLOT_W), y2=str(y), stroke=GREY)
    for pct in range(0, 101, 25):
        x = LEFT + PLOT_W * pct // 100
        ET.SubElement(svg, "line", x1=str(x), y1=str(TOP), x2=str(x), y2=str(y), stroke="#dddddd")
        _text(svg, x, y + 16, f"{pct}%", anchor="middle")


def _text(parent: ET.Element, x: float, y: float, text: str, anchor: str = "start", size: int = 12) -> None:
    node = ET.SubElement(parent, "text", x=f"{x:.1f}", y=f"{y:.1f}")
    node.set("text-anchor", anchor)
    node.set("font-size", str(size))
    node.text = text


def _num(value: float | None) -> str:
    return "" if value is None else f"{value:.4f}"


__all__ = ["winrates_svg"]
